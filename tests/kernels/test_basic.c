/* test_basic.c: the foundation's kernels (basic.cl) against host
 * references: vector add with sizes that are not multiples of 64, saxpy,
 * every id query over 1D/2D/3D NDRanges with offsets and non-uniform
 * work-groups, arguments by value (structs, 8- to 64-bit scalars, double)
 * and more arguments than push constants hold. */
#include <math.h>

#include "kernel_harness.h"

TEST(vadd) {
  kh h;
  kh_open(&h, "basic");
  cl_kernel k = kh_kernel(&h, "vadd");
  const size_t sizes[] = {1, 63, 1000, 4099, 65537};
  for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
    size_t n = sizes[s];
    float *a = cltest_malloc(n * 4), *b = cltest_malloc(n * 4), *c = cltest_malloc(n * 4), *want = cltest_malloc(n * 4);
    kh_gen_f32(a, n, 1 + s, false);
    kh_gen_f32(b, n, 100 + s, false);
    for (size_t i = 0; i < n; i++) want[i] = a[i] + b[i];
    cl_mem ma = kh_in(&h, a, n * 4), mb = kh_in(&h, b, n * 4), mc = kh_out(&h, n * 4);
    cl_uint nn = (cl_uint)n;
    kh_arg_mem(k, 0, ma);
    kh_arg_mem(k, 1, mb);
    kh_arg_mem(k, 2, mc);
    kh_arg(k, 3, sizeof nn, &nn);
    /* NULL local size: the implementation picks; the global size is not a
     * multiple of any work-group size for most of these */
    kh_run(&h, k, 1, NULL, &n, NULL);
    kh_read(&h, mc, c, n * 4);
    kh_check_f32("vadd", c, want, n, 0);
    clReleaseMemObject(ma);
    clReleaseMemObject(mb);
    clReleaseMemObject(mc);
    free(a), free(b), free(c), free(want);
  }
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(saxpy) {
  kh h;
  kh_open(&h, "basic");
  cl_kernel k = kh_kernel(&h, "saxpy");
  size_t n = 3000;
  float *x = cltest_malloc(n * 4), *y = cltest_malloc(n * 4), *got = cltest_malloc(n * 4), *want = cltest_malloc(n * 4);
  kh_gen_f32(x, n, 7, false);
  kh_gen_f32(y, n, 8, false);
  float a = 1.75f;
  /* a * x + y with one rounding per operation: clang contracts it into
   * OpenCL's mad, which may be fused; both results are accepted */
  cl_mem mx = kh_in(&h, x, n * 4), my = kh_in(&h, y, n * 4);
  kh_arg_mem(k, 0, my);
  kh_arg_mem(k, 1, mx);
  kh_arg(k, 2, sizeof a, &a);
  size_t local = 100;
  kh_run(&h, k, 1, NULL, &n, &local);
  kh_read(&h, my, got, n * 4);
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) {
    float sep = a * x[i] + y[i];
    float fused = fmaf(a, x[i], y[i]);
    want[i] = sep;
    if (got[i] != sep && got[i] != fused && bad++ < 5)
      fprintf(stderr, "saxpy[%zu]: got %a, expected %a or %a\n", i, got[i], sep, fused);
  }
  CHECK_EQ(bad, 0);
  clReleaseMemObject(mx);
  clReleaseMemObject(my);
  free(x), free(y), free(got), free(want);
  clReleaseKernel(k);
  kh_close(&h);
}

/* Host reference of the 16 values ids() writes (OpenCL C 6.15.1). */
static void ids_reference(uint32_t dim, const size_t *off, const size_t *gs, const size_t *ls,
                          uint32_t *want) {
  size_t g[3] = {1, 1, 1}, o[3] = {0, 0, 0}, l[3] = {1, 1, 1};
  for (uint32_t d = 0; d < dim; d++) {
    g[d] = gs[d];
    o[d] = off ? off[d] : 0;
    l[d] = ls[d];
  }
  for (size_t z = 0; z < g[2]; z++)
    for (size_t y = 0; y < g[1]; y++)
      for (size_t x = 0; x < g[0]; x++) {
        size_t r[3] = {x, y, z}, grp[3], lid[3], lsz[3], ng[3];
        for (int d = 0; d < 3; d++) {
          grp[d] = r[d] / l[d];
          lid[d] = r[d] % l[d];
          ng[d] = (g[d] + l[d] - 1) / l[d];
          lsz[d] = (grp[d] == ng[d] - 1 && g[d] % l[d]) ? g[d] % l[d] : l[d];
        }
        size_t lin = (z * g[1] + y) * g[0] + x;
        uint32_t *w = want + lin * 16;
        w[0] = (uint32_t)(x + o[0]);
        w[1] = (uint32_t)(y + o[1]);
        w[2] = (uint32_t)(z + o[2]);
        w[3] = (uint32_t)lid[0], w[4] = (uint32_t)lid[1], w[5] = (uint32_t)lid[2];
        w[6] = (uint32_t)grp[0], w[7] = (uint32_t)grp[1], w[8] = (uint32_t)grp[2];
        w[9] = (uint32_t)(lsz[0] | lsz[1] << 10 | lsz[2] << 20);
        w[10] = (uint32_t)(ng[0] | ng[1] << 10 | ng[2] << 20);
        w[11] = dim;
        w[12] = (uint32_t)lin;
        w[13] = (uint32_t)((lid[2] * lsz[1] + lid[1]) * lsz[0] + lid[0]);
        w[14] = (uint32_t)(l[0] | l[1] << 10 | l[2] << 20);
        w[15] = (uint32_t)(o[0] + o[1] * 1000 + o[2] * 1000000);
      }
}

static void run_ids(kh *h, cl_kernel k, uint32_t dim, const size_t *off, const size_t *gs,
                    const size_t *ls, const char *what) {
  size_t total = 1;
  for (uint32_t d = 0; d < dim; d++) total *= gs[d];
  size_t bytes = total * 16 * 4;
  uint32_t *got = cltest_malloc(bytes), *want = cltest_malloc(bytes);
  cl_mem m = kh_out(h, bytes);
  kh_arg_mem(k, 0, m);
  kh_run(h, k, dim, off, gs, ls);
  kh_read(h, m, got, bytes);
  ids_reference(dim, off, gs, ls, want);
  kh_check_u32(what, got, want, total * 16);
  clReleaseMemObject(m);
  free(got), free(want);
}

TEST(ids_1d) {
  kh h;
  kh_open(&h, "basic");
  cl_kernel k = kh_kernel(&h, "ids");
  size_t g = 100, l = 16, off = 7;
  run_ids(&h, k, 1, NULL, &g, &l, "ids 1d uniform-ish");
  run_ids(&h, k, 1, &off, &g, &l, "ids 1d offset");
  size_t g2 = 64, l2 = 64;
  run_ids(&h, k, 1, NULL, &g2, &l2, "ids 1d one group");
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(ids_2d) {
  kh h;
  kh_open(&h, "basic");
  cl_kernel k = kh_kernel(&h, "ids");
  size_t g[2] = {37, 19}, l[2] = {8, 4}, off[2] = {3, 11};
  run_ids(&h, k, 2, off, g, l, "ids 2d non-uniform");
  size_t g2[2] = {32, 16}, l2[2] = {16, 8};
  run_ids(&h, k, 2, NULL, g2, l2, "ids 2d uniform");
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(ids_3d) {
  kh h;
  kh_open(&h, "basic");
  cl_kernel k = kh_kernel(&h, "ids");
  size_t g[3] = {13, 7, 5}, l[3] = {4, 2, 2}, off[3] = {5, 1, 2};
  run_ids(&h, k, 3, off, g, l, "ids 3d non-uniform");
  size_t g2[3] = {8, 8, 4}, l2[3] = {2, 4, 4};
  run_ids(&h, k, 3, NULL, g2, l2, "ids 3d uniform");
  clReleaseKernel(k);
  kh_close(&h);
}

/* OpenCL C 6.15.1: for a dimension outside 0 .. get_work_dim() - 1 the ids
 * and the offset are 0, the sizes and counts 1; a constant 4 and run-time
 * dimensions 3 and 0xffffffff, on an NDRange with an offset. */
TEST(ids_out_of_range) {
  kh h;
  kh_open(&h, "basic");
  cl_kernel k = kh_kernel(&h, "ids_out_of_range");
  size_t g = 40, l = 8, off = 5;
  static uint32_t got[40 * 16], want[40 * 16], all[45 * 16];
  for (size_t i = 0; i < 40; i++)
    for (int j = 0; j < 16; j++) want[i * 16 + j] = (j % 8) < 4 ? 0 : 1;
  const cl_uint dims[] = {3, 0xffffffffu};
  for (int t = 0; t < 2; t++) {
    cl_mem m = kh_out(&h, sizeof all);
    kh_arg_mem(k, 0, m);
    kh_arg(k, 1, sizeof dims[t], &dims[t]);
    kh_run(&h, k, 1, &off, &g, &l);
    /* work-item i writes at get_global_id(0) = off + i */
    kh_read(&h, m, all, sizeof all);
    memcpy(got, all + off * 16, sizeof got);
    kh_check_u32(t ? "ids_out_of_range d=~0" : "ids_out_of_range d=3", got, want, 40 * 16);
    clReleaseMemObject(m);
  }
  clReleaseKernel(k);
  kh_close(&h);
}

/* Layout of params_t in OpenCL C (and of the same struct in host C). */
typedef struct {
  float scale;
  cl_int bias;
  cl_float4 v;
  cl_char tag;
  cl_double d;
} params_t;

TEST(by_value) {
  kh h;
  kh_open(&h, "basic");
  cl_kernel k = kh_kernel(&h, "by_value");
  params_t p = {1.5f, -3, {{1.0f, 2.0f, 3.0f, 4.0f}}, 5, 0.25};
  cl_short s = -7;
  cl_uchar c = 200;
  cl_long l = -123456789012345ll;
  cl_ulong u = 0xabcdef0123456789ull;
  cl_double d = 1.0 / 3.0;
  size_t n = 40;
  cl_mem out = kh_out(&h, n * 16);
  kh_arg_mem(k, 0, out);
  kh_arg(k, 1, sizeof p, &p);
  kh_arg(k, 2, sizeof s, &s);
  kh_arg(k, 3, sizeof c, &c);
  kh_arg(k, 4, sizeof l, &l);
  kh_arg(k, 5, sizeof u, &u);
  kh_arg(k, 6, sizeof d, &d);
  kh_run(&h, k, 1, NULL, &n, NULL);
  float got[40 * 4], want[40 * 4];
  kh_read(&h, out, got, sizeof got);
  float extra[4] = {(float)s, (float)c, (float)l, (float)(u >> 40)};
  float dd = (float)(d + p.d);
  for (size_t i = 0; i < n; i++)
    for (int j = 0; j < 4; j++)
      want[i * 4 + j] = (p.v.s[j] * p.scale + (float)p.bias + (float)p.tag) + extra[j] + dd;
  kh_check_f32("by_value", got, want, n * 4, 0);
  clReleaseMemObject(out);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(many_args) {
  kh h;
  kh_open(&h, "basic");
  cl_kernel k = kh_kernel(&h, "many_args");
  size_t n = 257;
  cl_int *in = cltest_malloc(n * 4), *got = cltest_malloc(n * 4);
  kh_gen_u32((uint32_t *)in, n, 5);
  /* keep (int)s + in[i] free of signed overflow, which is undefined in OpenCL C */
  for (size_t i = 0; i < n; i++) in[i] = (cl_int)((uint32_t)in[i] % 100000u) - 50000;
  cl_int a[10];
  cl_long b[8];
  cl_int4 v0 = {{1, -2, 3, -4}}, v1 = {{50, 60, -70, 80}};
  for (int i = 0; i < 10; i++) a[i] = i * 7 - 20;
  for (int i = 0; i < 8; i++) b[i] = (cl_long)(i + 1) * 1000000007ll;
  cl_mem mo = kh_out(&h, n * 4), mi = kh_in(&h, in, n * 4);
  kh_arg_mem(k, 0, mo);
  for (int i = 0; i < 10; i++) kh_arg(k, 1 + i, sizeof a[i], &a[i]);
  for (int i = 0; i < 8; i++) kh_arg(k, 11 + i, sizeof b[i], &b[i]);
  kh_arg(k, 19, sizeof v0, &v0);
  kh_arg(k, 20, sizeof v1, &v1);
  kh_arg_mem(k, 21, mi);
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mo, got, n * 4);
  int64_t s = 0;
  for (int i = 0; i < 10; i++) s += (int64_t)(i + 1) * a[i];
  for (int i = 0; i < 8; i++) s += (i % 2 ? -b[i] : b[i]);
  for (int i = 0; i < 4; i++) s += (int64_t)v0.s[i] * (i + 1) + (int64_t)v1.s[i] * (i + 5);
  uint32_t *want = cltest_malloc(n * 4);
  for (size_t i = 0; i < n; i++) want[i] = (uint32_t)(int32_t)s + (uint32_t)in[i];
  kh_check_u32("many_args", (uint32_t *)got, want, n);
  clReleaseMemObject(mo);
  clReleaseMemObject(mi);
  free(in), free(got), free(want);
  clReleaseKernel(k);
  kh_close(&h);
}

/* Event profiling of a kernel: the spec's order queued <= submit <= start
 * <= end, and a kernel that reads and writes 12 MiB takes time. */
TEST(profiling) {
  kh h;
  memset(&h, 0, sizeof h);
  cltest_setup(&h.env, CL_QUEUE_PROFILING_ENABLE);
  char path[1024];
  snprintf(path, sizeof path, "%s/basic.spv", kh_kernel_dir());
  size_t size = 0;
  void *il = cltest_read_file(path, &size);
  CHECK(il != NULL);
  cl_int err;
  h.prog = clCreateProgramWithIL(h.env.ctx, il, size, &err);
  free(il);
  MUST(err);
  MUST(clBuildProgram(h.prog, 1, &h.env.device, "", NULL, NULL));
  cl_kernel k = kh_kernel(&h, "vadd");
  cl_uint n = 1u << 20;
  cl_mem a = kh_out(&h, n * 4), b = kh_out(&h, n * 4), c = kh_out(&h, n * 4);
  kh_arg_mem(k, 0, a);
  kh_arg_mem(k, 1, b);
  kh_arg_mem(k, 2, c);
  kh_arg(k, 3, sizeof n, &n);
  size_t g = n;
  cl_event ev;
  MUST(clEnqueueNDRangeKernel(h.env.queue, k, 1, NULL, &g, NULL, 0, NULL, &ev));
  MUST(clWaitForEvents(1, &ev));
  cl_ulong t[4];
  for (int i = 0; i < 4; i++)
    CHECK_OK(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_QUEUED + (cl_profiling_info)i, sizeof t[i], &t[i], NULL));
  CHECK(t[0] <= t[1]);
  CHECK(t[1] <= t[2]);
  CHECK(t[2] < t[3]); /* a kernel of a million work-items takes time */
  clReleaseEvent(ev);
  clReleaseMemObject(a), clReleaseMemObject(b), clReleaseMemObject(c);
  clReleaseKernel(k);
  kh_close(&h);
}
