/* test_control.c: control flow (control.cl): the kernels' bodies are plain
 * C in control_body.h, compiled here too, so the host runs the very same
 * program with C's semantics as the reference. */
#include "kernel_harness.h"
#include "control_body.h"

#define G 1024

static void run_pair(const char *name, int (*body)(int, int), uint64_t seed) {
  kh h;
  kh_open(&h, "control");
  cl_kernel k = kh_kernel(&h, name);
  static int32_t a[G], b[G], got[G], want[G];
  kh_gen_int(a, G, 4, seed);
  kh_gen_int(b, G, 4, seed + 1);
  cl_mem ma = kh_in(&h, a, sizeof a), mb = kh_in(&h, b, sizeof b), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mb);
  kh_arg_mem(k, 2, mo);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (size_t i = 0; i < G; i++) want[i] = body(a[i], b[i]);
  kh_check_u32(name, (uint32_t *)got, (uint32_t *)want, G);
  clReleaseMemObject(ma), clReleaseMemObject(mb), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(cf_branches) { run_pair("cf_branches", cf_branches_body, 1001); }
TEST(cf_loops) { run_pair("cf_loops", cf_loops_body, 1003); }

TEST(cf_switch) {
  kh h;
  kh_open(&h, "control");
  cl_kernel k = kh_kernel(&h, "cf_switch");
  static int32_t a[G], got[G], want[G];
  static int64_t l[G];
  kh_gen_int(a, G, 4, 1005);
  kh_gen_int(l, G, 8, 1006);
  const int64_t cases[] = {0, -1, 0x100000000ll, 1000000007, INT64_MIN, 1, 0xff};
  for (size_t i = 0; i < G; i += 3) l[i] = cases[(i / 3) % 7];
  for (size_t i = 1; i < G; i += 4) a[i] = (int32_t)(i % 41) - 20; /* every case of x % 10 */
  cl_int m = 0xf;
  cl_mem ma = kh_in(&h, a, sizeof a), ml = kh_in(&h, l, sizeof l), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, ml);
  kh_arg_mem(k, 2, mo);
  kh_arg(k, 3, sizeof m, &m);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (size_t i = 0; i < G; i++) want[i] = cf_switch_body(a[i], l[i], m);
  kh_check_u32("cf_switch", (uint32_t *)got, (uint32_t *)want, G);
  clReleaseMemObject(ma), clReleaseMemObject(ml), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(cf_early_return) {
  kh h;
  kh_open(&h, "control");
  cl_kernel k = kh_kernel(&h, "cf_early_return");
  static int32_t a[G], got[2 * G], want[2 * G];
  kh_gen_int(a, G, 4, 1007);
  cl_mem ma = kh_in(&h, a, sizeof a), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mo);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  memset(want, 0xcd, sizeof want);
  for (size_t i = 0; i < G; i++) {
    int32_t x = a[i];
    want[2 * i] = 1;
    if (x < -1000000) continue;
    want[2 * i] = 2;
    int found = 0;
    for (int kk = 0; kk < 32 && !found; kk++)
      if (((x >> kk) & 0xf) == 0xf) want[2 * i + 1] = kk, found = 1;
    if (found) continue;
    if (x & 1) {
      want[2 * i + 1] = -1;
      continue;
    }
    want[2 * i] = 3;
  }
  kh_check_u32("cf_early_return", (uint32_t *)got, (uint32_t *)want, 2 * G);
  clReleaseMemObject(ma), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(cf_sort) {
  kh h;
  kh_open(&h, "control");
  cl_kernel k = kh_kernel(&h, "cf_sort");
  enum { S = 128 };
  static int32_t in[S * 16], got[S * 16], want[S * 16];
  kh_gen_int(in, S * 16, 4, 1009);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t g = S;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (size_t i = 0; i < S; i++) {
    int *v = (int *)want + i * 16;
    memcpy(v, in + i * 16, 64);
    cf_sort_body(v, 16);
    int q[4];
    memcpy(q, v + 4 * (i & 3), 16); /* vload4(i & 3, v) */
    for (int j = 0; j < 4; j++) v[12 + j] = q[3 - j];
  }
  kh_check_u32("cf_sort", (uint32_t *)got, (uint32_t *)want, S * 16);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(cf_nested) {
  kh h;
  kh_open(&h, "control");
  cl_kernel k = kh_kernel(&h, "cf_nested");
  static uint32_t in[G], got[G], want[G];
  kh_gen_u32(in, G, 1011);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (size_t i = 0; i < G; i++) want[i] = cf_nested_body(in[i]);
  kh_check_u32("cf_nested", got, want, G);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
