/* test_noexit.c: loops without a normal exit (cf_noexit.cl) build to
 * valid SPIR-V (the tests run with SHOAL_VALIDATE=1) and those that end
 * compute what the OpenCL C says; expected values follow from the
 * inputs written here. */
#include "kernel_harness.h"

#define N 128

static void run1(const char *name, int32_t *buf, size_t local, int extra) {
  kh h;
  kh_open(&h, "cf_noexit");
  cl_kernel k = kh_kernel(&h, name);
  cl_mem m = kh_in(&h, buf, sizeof(int32_t) * N);
  kh_arg_mem(k, 0, m);
  if (extra >= 0) kh_arg(k, 1, sizeof extra, &extra);
  size_t g = local, l = local;
  kh_run(&h, k, 1, NULL, &g, &l);
  kh_read(&h, m, buf, sizeof(int32_t) * N);
  clReleaseMemObject(m);
  clReleaseKernel(k);
  kh_close(&h);
}

/* Never ending: built (kernel created), not run. */
TEST(noexit_build) {
  kh h;
  kh_open(&h, "cf_noexit");
  clReleaseKernel(kh_kernel(&h, "no_exit"));
  clReleaseKernel(kh_kernel(&h, "nested_infinite"));
  kh_close(&h);
}

TEST(noexit_exit_by_return) {
  int32_t b[N] = {0};
  b[37] = 7;
  b[90] = 7;
  run1("exit_by_return", b, 1, -1);
  CHECK_EQ(b[100], 37);
}

TEST(noexit_after_barrier) {
  int32_t b[N] = {0};
  run1("after_barrier", b, 8, -1);
  for (int l = 0; l < 8; l++) {
    CHECK_EQ(b[l], l);
    CHECK_EQ(b[8 + l], 5);
  }
}

TEST(noexit_unreachable_exit) {
  int32_t b[N] = {0};
  b[60] = 77;
  b[41] = 3;
  run1("unreachable_exit", b, 1, 0);
  CHECK_EQ(b[50], 41);
  CHECK_EQ(b[60], 77);
}

TEST(noexit_nested_return) {
  int32_t b[N] = {0};
  b[4 * 6 + 2] = 9;
  run1("nested_return", b, 1, -1);
  CHECK_EQ(b[100], 62);
}
