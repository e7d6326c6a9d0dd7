/* test_small_groups.c: work-groups of 1 to 6 work-items, 1D to 3D, with
 * global offsets and ranges whose size is not a multiple of the local size
 * (OpenCL 2.0 non-uniform work-groups) or of any packing factor, and ranges
 * of more work-groups than one Vulkan dispatch may have: every id and size
 * query against OpenCL's definitions. Shoal packs such work-groups into
 * shared Vulkan workgroups (translate/kernel/opt_pack.c); a kernel with a barrier
 * runs unpacked, with the same ids. */
#include "kernel_harness.h"

typedef struct range {
  cl_uint dim;
  size_t g[3], l[3], off[3];
} range;

/* The 8 words small_ids writes for global id (x, y, z) of range r. */
static void want_ids(const range *r, size_t x, size_t y, size_t z, cl_uint *w) {
  size_t id[3] = {x, y, z}, lid[3], grp[3], lsz[3];
  for (int d = 0; d < 3; d++) {
    size_t rel = id[d] - r->off[d];
    grp[d] = rel / r->l[d];
    lid[d] = rel % r->l[d];
    /* the last work-group of a dimension holds what is left */
    lsz[d] = grp[d] * r->l[d] + r->l[d] <= r->g[d] ? r->l[d] : r->g[d] - grp[d] * r->l[d];
  }
  w[0] = (cl_uint)x, w[1] = (cl_uint)y, w[2] = (cl_uint)z;
  w[3] = (cl_uint)(lid[0] | lid[1] << 8 | lid[2] << 16);
  w[4] = (cl_uint)grp[0];
  w[5] = (cl_uint)(grp[1] | grp[2] << 16);
  w[6] = (cl_uint)(lsz[0] | lsz[1] << 8 | lsz[2] << 16);
  w[7] = (cl_uint)((r->g[0] + r->l[0] - 1) / r->l[0]);
}

static void run_ids(kh *h, cl_kernel k, const range *r) {
  size_t n = r->g[0] * r->g[1] * r->g[2];
  cl_mem mo = kh_out(h, n * 8 * 4);
  kh_arg_mem(k, 0, mo);
  kh_run(h, k, r->dim, r->off, r->g, r->l);
  cl_uint *o = cltest_malloc(n * 8 * 4);
  kh_read(h, mo, o, n * 8 * 4);
  size_t bad = 0;
  for (size_t z = 0; z < r->g[2]; z++)
    for (size_t y = 0; y < r->g[1]; y++)
      for (size_t x = 0; x < r->g[0]; x++) {
        size_t i = (z * r->g[1] + y) * r->g[0] + x;
        cl_uint w[8];
        want_ids(r, x + r->off[0], y + r->off[1], z + r->off[2], w);
        for (int j = 0; j < 8; j++)
          if (o[i * 8 + j] != w[j] && bad++ < 6)
            fprintf(stderr, "range %zux%zux%zu / %zux%zux%zu: work-item (%zu, %zu, %zu) word %d = %#x, expected %#x\n",
                    r->g[0], r->g[1], r->g[2], r->l[0], r->l[1], r->l[2], x, y, z, j, o[i * 8 + j], w[j]);
      }
  CHECK_EQ(bad, 0);
  free(o);
  clReleaseMemObject(mo);
}

TEST(small_groups_ids) {
  kh h;
  kh_open(&h, "small_groups");
  cl_kernel k = kh_kernel(&h, "small_ids");
  static const range ranges[] = {
      {1, {1000, 1, 1}, {1, 1, 1}, {0, 0, 0}},   {1, {999, 1, 1}, {3, 1, 1}, {5, 0, 0}},
      {1, {7, 1, 1}, {1, 1, 1}, {0, 0, 0}},      {1, {1001, 1, 1}, {2, 1, 1}, {0, 0, 0}},
      {2, {130, 7, 1}, {2, 3, 1}, {0, 2, 0}},    {2, {64, 2, 1}, {5, 1, 1}, {0, 0, 0}},
      {3, {9, 5, 4}, {1, 2, 2}, {1, 2, 3}},      {3, {33, 3, 3}, {4, 1, 3}, {0, 0, 0}},
      {1, {300000, 1, 1}, {1, 1, 1}, {0, 0, 0}}, /* more work-groups than a dispatch of 65535 */
      {1, {64, 1, 1}, {64, 1, 1}, {0, 0, 0}},    /* large enough: run as it is */
  };
  for (size_t i = 0; i < sizeof ranges / sizeof *ranges; i++) run_ids(&h, k, &ranges[i]);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(small_groups_barrier) {
  kh h;
  kh_open(&h, "small_groups");
  cl_kernel k = kh_kernel(&h, "small_ids_barrier");
  enum { N = 999 };
  cl_mem mo = kh_out(&h, N * 4);
  kh_arg_mem(k, 0, mo);
  size_t g = N, l = 3;
  kh_run(&h, k, 1, NULL, &g, &l);
  cl_uint o[N];
  kh_read(&h, mo, o, sizeof o);
  for (size_t i = 0; i < N; i++) CHECK_EQ(o[i], (cl_uint)(i / 3 | (i % 3) << 24));
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* Kernels whose ulong arguments nearly fill the push constants, packed:
 * each builds and runs (its arguments move to the argument buffer where
 * the packing's sizes need the room). */
TEST(small_groups_many_args) {
  kh h;
  kh_open(&h, "small_groups");
  enum { G = 130 };
  for (int n = 20; n <= 32; n++) {
    char name[32];
    snprintf(name, sizeof name, "small_args%d", n);
    cl_kernel k = kh_kernel(&h, name);
    cl_mem mo = kh_out(&h, G * 8);
    kh_arg_mem(k, 0, mo);
    cl_ulong sum = 0;
    for (int i = 0; i < n; i++) {
      cl_ulong v = (cl_ulong)(i + 1) * 0x10001u;
      sum += v;
      kh_arg(k, (cl_uint)(i + 1), sizeof v, &v);
    }
    size_t g = G, l = 1;
    kh_run(&h, k, 1, NULL, &g, &l);
    cl_ulong o[G];
    kh_read(&h, mo, o, sizeof o);
    for (size_t i = 0; i < G; i++) CHECK_EQ(o[i], sum + i);
    clReleaseMemObject(mo);
    clReleaseKernel(k);
  }
  kh_close(&h);
}
