/* test_source_limits.c: OpenCL C source at the limits real applications
 * reach (issue 13): a switch of more cases than one SPIR-V OpSwitch may
 * hold, and inputs that overflow or exhaust the front end (a 100,000-term
 * expression, a 20,000-branch else-if chain, exponentially expanding
 * macros), which must fail the build with a log, never end the process:
 * source_macro_bomb and source_stack_bomb give the front end small limits
 * (SHOAL_FRONTEND_MEMORY_MB, SHOAL_FRONTEND_STACK_MB) to reach them fast. */
#define _GNU_SOURCE /* setenv */
#include <stdlib.h>

#include "cltest.h"

/* A growing string. */

/* The switch below: case j (of 20,000) is the value 3j - 30000; groups
 * of GROUP consecutive cases share one body (`case a: case b: ...`, so
 * the OpSwitch has 20,000 pairs but the kernel only 20,000 / GROUP
 * bodies: Vulkan drivers take long over thousands of blocks), every
 * seventh group only breaks, and there is no default, so r keeps its
 * first value: the switch's default and some cases go straight to the
 * block after it, whose OpPhi then names the switch's own block. */
enum { NCASES = 20000, GROUP = 50 };

static int case_value(int j) { return 3 * j - 30000; }

static int expected(int x) {
  /* -7 - x in two's complement (inputs reach INT_MIN and INT_MAX) */
  int r = (int)(0u - 7u - (unsigned)x);
  if (x < case_value(0) || x > case_value(NCASES - 1) || (x + 30000) % 3) return r;
  int g = (x + 30000) / 3 / GROUP;
  if (g % 7 == 0) return r;
  return g * 13 + (g >> 2);
}

TEST(source_big_switch) {
  if (cltest_no_compiler()) exit(77);
  setenv("SHOAL_CACHE", "0", 1);
  cltest_text t = {malloc(1 << 20), 0, 1 << 20};
  cltest_text_add(&t, "kernel void k(global int *o, global const int *in) {\n"
          "  int i = get_global_id(0), x = in[i], r = as_int(0u - 7u - (uint)x);\n  switch (x) {\n");
  for (int j = 0; j < NCASES; j++) {
    cltest_text_add(&t, "  case %d:", case_value(j));
    int g = j / GROUP;
    if (j % GROUP != GROUP - 1) continue;
    if (g % 7 == 0) cltest_text_add(&t, " break;\n");
    else cltest_text_add(&t, " r = %d; break;\n", g * 13 + (g >> 2));
  }
  cltest_text_add(&t, "  }\n  o[i] = r;\n}\n");
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  const char *src = t.s;
  cl_program p = clCreateProgramWithSource(env.ctx, 1, &src, NULL, &err);
  CHECK_OK(err);
  err = clBuildProgram(p, 1, &env.device, NULL, NULL, NULL);
  if (err != CL_SUCCESS) {
    char *log = cltest_build_log(p, env.device);
    fprintf(stderr, "build: %s\n%.2000s\n", cltest_err_name(err), log);
    free(log);
    cltest_failures++;
  } else {
    /* every case value, its neighbours, and values far outside */
    enum { N = 3 * NCASES + 64 };
    int *in = cltest_malloc(N * sizeof *in), *out = cltest_malloc(N * sizeof *out);
    size_t n = 0;
    for (int j = 0; j < NCASES; j++) {
      in[n++] = case_value(j);
      in[n++] = case_value(j) + 1;
      in[n++] = case_value(j) - 1;
    }
    int far[] = {0x7fffffff, -0x7fffffff - 1, 30000, 30001, -30001, -30003, 1 << 20, -(1 << 20)};
    for (size_t f = 0; f < sizeof far / sizeof *far; f++) in[n++] = far[f];
    cl_mem bin = clCreateBuffer(env.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * sizeof *in, in, &err);
    CHECK_OK(err);
    cl_mem bout = clCreateBuffer(env.ctx, CL_MEM_WRITE_ONLY, n * sizeof *out, NULL, &err);
    CHECK_OK(err);
    cl_kernel k = clCreateKernel(p, "k", &err);
    CHECK_OK(err);
    CHECK_OK(clSetKernelArg(k, 0, sizeof bout, &bout));
    CHECK_OK(clSetKernelArg(k, 1, sizeof bin, &bin));
    CHECK_OK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
    CHECK_OK(clEnqueueReadBuffer(env.queue, bout, CL_TRUE, 0, n * sizeof *out, out, 0, NULL, NULL));
    int bad = 0;
    for (size_t i = 0; i < n; i++)
      if (out[i] != expected(in[i]) && bad++ < 5)
        fprintf(stderr, "x = %d: got %d, expected %d\n", in[i], out[i], expected(in[i]));
    CHECK_EQ(bad, 0);
    clReleaseKernel(k);
    clReleaseMemObject(bin);
    clReleaseMemObject(bout);
    free(in);
    free(out);
  }
  clReleaseProgram(p);
  free(t.s);
  cltest_teardown(&env);
}

/* ---- inputs that exhaust the front end --------------------------------- */

static const char small_src[] = "kernel void twice(global int *o, int x) { o[get_global_id(0)] = 2 * x; }\n";

/* Builds `src` with front end `fe` ("lib" or "exec"): the build must fail
 * with CL_BUILD_PROGRAM_FAILURE and a log naming `log_word`; then a small
 * program must build and run in the same process. */
static void expect_front_end_stopped(const char *fe, const char *src, const char *log_word) {
  setenv("SHOAL_COMPILER", fe, 1);
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  const char *ok_src = small_src;
  cl_program p = clCreateProgramWithSource(env.ctx, 1, &ok_src, NULL, &err);
  CHECK_OK(err);
  err = clBuildProgram(p, 1, &env.device, NULL, NULL, NULL);
  clReleaseProgram(p);
  if (err == CL_COMPILER_NOT_AVAILABLE) { /* e.g. no clang-15 program for "exec" */
    fprintf(stderr, "no %s front end here: not tried\n", fe);
    cltest_teardown(&env);
    unsetenv("SHOAL_COMPILER");
    return;
  }
  CHECK_OK(err);
  p = clCreateProgramWithSource(env.ctx, 1, &src, NULL, &err);
  CHECK_OK(err);
  err = clBuildProgram(p, 1, &env.device, NULL, NULL, NULL);
  char *log = cltest_build_log(p, env.device);
  if (err != CL_BUILD_PROGRAM_FAILURE || !strstr(log, log_word)) {
    fprintf(stderr, "%s front end: %s, log:\n%.3000s\n", fe, cltest_err_name(err), log);
    cltest_failures++;
  }
  cl_build_status bs = CL_BUILD_NONE;
  CHECK_OK(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_STATUS, sizeof bs, &bs, NULL));
  CHECK_EQ(bs, CL_BUILD_ERROR);
  free(log);
  clReleaseProgram(p);
  p = clCreateProgramWithSource(env.ctx, 1, &ok_src, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clBuildProgram(p, 1, &env.device, NULL, NULL, NULL));
  cl_kernel k = clCreateKernel(p, "twice", &err);
  CHECK_OK(err);
  cl_mem o = clCreateBuffer(env.ctx, CL_MEM_WRITE_ONLY, 4 * sizeof(int), NULL, &err);
  CHECK_OK(err);
  int x = 21, got[4] = {0};
  CHECK_OK(clSetKernelArg(k, 0, sizeof o, &o));
  CHECK_OK(clSetKernelArg(k, 1, sizeof x, &x));
  size_t g = 4;
  CHECK_OK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, NULL, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadBuffer(env.queue, o, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
  for (int i = 0; i < 4; i++) CHECK_EQ(got[i], 42);
  clReleaseMemObject(o);
  clReleaseKernel(k);
  clReleaseProgram(p);
  cltest_teardown(&env);
  unsetenv("SHOAL_COMPILER");
}

/* Each macro doubles the one before; a function-like macro's argument is
 * expanded in full before substitution, so clang holds 2^40 tokens. */
static char *macro_bomb(void) {
  cltest_text t = {malloc(4096), 0, 4096};
  cltest_text_add(&t, "#define A0 x+\n");
  for (int i = 1; i <= 40; i++) cltest_text_add(&t, "#define A%d A%d A%d\n", i, i - 1, i - 1);
  cltest_text_add(&t, "#define F(v) v\nkernel void k(global int *p) { int x = 1; p[0] = F(A40) 0; }\n");
  return t.s;
}

TEST(source_macro_bomb) {
  if (cltest_no_compiler()) exit(77);
  setenv("SHOAL_CACHE", "0", 1);
  setenv("SHOAL_FRONTEND_MEMORY_MB", "1024", 1);
  char *src = macro_bomb();
  expect_front_end_stopped("lib", src, "SHOAL_FRONTEND_MEMORY_MB");
  expect_front_end_stopped("exec", src, "SHOAL_FRONTEND_MEMORY_MB");
  free(src);
}

/* An else-if chain deeper than the front end's stack allows (about 1.6
 * KiB of clang's stack a branch, measured; 16 MiB here): the helper's
 * compile thread overflows its stack. */
TEST(source_stack_bomb) {
  if (cltest_no_compiler()) exit(77);
  setenv("SHOAL_CACHE", "0", 1);
  setenv("SHOAL_FRONTEND_STACK_MB", "16", 1);
  enum { BRANCHES = 40000 };
  cltest_text t = {malloc(1 << 20), 0, 1 << 20};
  cltest_text_add(&t, "kernel void chain(global int *o, int x) {\n  int r = -1;\n");
  for (int i = 0; i < BRANCHES; i++) cltest_text_add(&t, "  %sif (x == %d) r = %d;\n", i ? "else " : "", i, 2 * i);
  cltest_text_add(&t, "  o[0] = r;\n}\n");
  expect_front_end_stopped("lib", t.s, "SHOAL_FRONTEND_STACK_MB");
  free(t.s);
}
