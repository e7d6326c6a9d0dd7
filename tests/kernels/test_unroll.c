/* test_unroll.c: cf_unroll.cl's loops with unroll pragmas, against the
 * same loops run here. */
#include "kernel_harness.h"

static int32_t a[64];

static int32_t unroll3_ref(int n) {
  int32_t acc = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int l = 0; l < n; l++) acc += a[(i * 7 + j * 3 + l) & 63] * (l + 1);
  return acc;
}

static int32_t breaks_ref(int n) {
  int32_t x = 0;
  for (;;) {
    for (;;) {
      for (;;) {
        x += a[x & 63];
        if (x > n) return x;
        if (x & 1) break;
      }
      if (x & 2) break;
    }
    if (x & 4) break;
  }
  return x;
}

static void run(const char *name, int n, int32_t want) {
  kh h;
  kh_open(&h, "cf_unroll");
  cl_kernel k = kh_kernel(&h, name);
  int32_t got = 0;
  cl_mem ma = kh_in(&h, a, sizeof a), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mo);
  kh_arg(k, 2, sizeof n, &n);
  size_t g = 1;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, &got, sizeof got);
  CHECK_EQ(got, want);
  clReleaseMemObject(ma), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(unroll_nested) {
  for (int i = 0; i < 64; i++) a[i] = (i * 37 + 11) % 23 - 5;
  for (int n = 0; n <= 7; n += 7) run("unroll3", n, unroll3_ref(n));
  run("unroll3", 5, unroll3_ref(5));
}

TEST(unroll_breaks) {
  for (int i = 0; i < 64; i++) a[i] = (i * 13 + 5) % 9 + 1;
  run("unroll_breaks", 40, breaks_ref(40));
  run("unroll_breaks", 1000, breaks_ref(1000));
}
