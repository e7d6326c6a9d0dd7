/* test_vload_store.c: vloadn/vstoren (vload_store.cl) for n = 2, 3, 4, 8,
 * 16 and every scalar type: element n * i + j of p is component j of
 * vloadn(i, p) (OpenCL C 6.15.8), at element-aligned offsets, from
 * __global and __constant memory; nothing outside the stored elements
 * changes (vstore3 writes three). Then through __local memory. */
#include "kernel_harness.h"

#define G 64

static void run_vls(const char *type, unsigned bytes, uint64_t seed) {
  kh h;
  kh_open(&h, "vload_store");
  char name[64];
  snprintf(name, sizeof name, "vls_%s", type);
  cl_kernel k = kh_kernel(&h, name);
  size_t r = 16 * G + 16, nin = 16 * G + 16;
  uint8_t *in = cltest_malloc(nin * bytes), *got = cltest_malloc(6 * r * bytes), *want = cltest_malloc(6 * r * bytes);
  cltest_fill(in, nin * bytes, seed);
  cl_mem mi = kh_in(&h, in, nin * bytes), mc = kh_in(&h, in, nin * bytes);
  const cl_uint offs[] = {0, 1, 3};
  for (size_t t = 0; t < 3; t++) {
    cl_uint off = offs[t];
    cl_mem mo = kh_out(&h, 6 * r * bytes);
    kh_arg_mem(k, 0, mi);
    kh_arg_mem(k, 1, mc);
    kh_arg_mem(k, 2, mo);
    kh_arg(k, 3, sizeof off, &off);
    size_t g = G;
    kh_run(&h, k, 1, NULL, &g, NULL);
    kh_read(&h, mo, got, 6 * r * bytes);
    memset(want, 0xcd, 6 * r * bytes);
    const unsigned ns[5] = {2, 3, 4, 8, 16};
    for (int reg = 0; reg < 5; reg++)
      for (size_t i = 0; i < G; i++)
        for (unsigned j = 0; j < ns[reg]; j++) {
          size_t e = off + i * ns[reg] + j;
          memcpy(want + (reg * r + e) * bytes, in + e * bytes, bytes);
        }
    for (size_t i = 0; i < G; i++) /* vload4(i).wzy stored as a 3-vector */
      for (unsigned j = 0; j < 3; j++)
        memcpy(want + (5 * r + off + 3 * i + j) * bytes, in + (off + 4 * i + 3 - j) * bytes, bytes);
    char what[96];
    snprintf(what, sizeof what, "%s (offset %u)", name, off);
    kh_check_int(what, got, want, 6 * r, bytes);
    clReleaseMemObject(mo);
  }
  clReleaseMemObject(mi), clReleaseMemObject(mc);
  free(in), free(got), free(want);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(vls_char) { run_vls("char", 1, 401); }
TEST(vls_uchar) { run_vls("uchar", 1, 402); }
TEST(vls_short) { run_vls("short", 2, 403); }
TEST(vls_ushort) { run_vls("ushort", 2, 404); }
TEST(vls_int) { run_vls("int", 4, 405); }
TEST(vls_uint) { run_vls("uint", 4, 406); }
TEST(vls_long) { run_vls("long", 8, 407); }
TEST(vls_ulong) { run_vls("ulong", 8, 408); }
TEST(vls_float) { run_vls("float", 4, 409); }

TEST(vls_local) {
  kh h;
  kh_open(&h, "vload_store");
  cl_kernel k = kh_kernel(&h, "vls_local");
  enum { L = 64, NG = 4, NI = L * NG };
  static int32_t in[4 * NI + 8], got[11 * NI], want[11 * NI];
  kh_gen_int(in, 4 * NI + 8, 4, 410);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  kh_arg(k, 2, 4 * L * sizeof(cl_int), NULL);
  size_t g = NI, l = L;
  kh_run(&h, k, 1, NULL, &g, &l);
  kh_read(&h, mo, got, sizeof got);
  memset(want, 0xcd, sizeof want);
  for (size_t i = 0; i < NI; i++) {
    size_t li = i % L, r = i - li + (L - 1 - li); /* the mirror work-item */
    for (int j = 0; j < 4; j++) want[4 * i + j] = in[4 * r + 1 + j];
    for (int j = 0; j < 2; j++) want[4 * NI + 2 * i + j] = (int16_t)in[2 * r + j];
    for (int j = 0; j < 3; j++) want[6 * NI + 3 * i + j] = in[3 * r + j];
    for (int j = 0; j < 2; j++) want[9 * NI + 2 * i + j] = in[2 * r + j];
  }
  kh_check_u32("vls_local", (uint32_t *)got, (uint32_t *)want, 11 * NI);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
