/* test_program.c: programs from SPIR-V (bad input must give
 * CL_INVALID_VALUE, never a crash), from OpenCL C source (accepted, build
 * refused with a log), from binaries; builds, compile/link, info. */
#include "cltest.h"

/* An empty but valid OpenCL SPIR-V module: header, Addresses, Kernel,
 * OpMemoryModel Physical64 OpenCL. */
static const uint32_t empty_module[] = {
  0x07230203, 0x00010000, 0, 1, 0, (2u << 16) | 17, 4, (2u << 16) | 17, 6, (3u << 16) | 14, 2, 2,
};

static void expect_rejected(cl_context ctx, const void *il, size_t len, const char *what) {
  cl_int err = CL_SUCCESS;
  cl_program p = clCreateProgramWithIL(ctx, il, len, &err);
  if (p) {
    /* Structurally plausible after all: building must still fail cleanly. */
    cl_int b = clBuildProgram(p, 0, NULL, NULL, NULL, NULL);
    if (b != CL_BUILD_PROGRAM_FAILURE) {
      fprintf(stderr, "%s (%zu bytes): accepted and built (%s)\n", what, len, cltest_err_name(b));
      cltest_failures++;
    }
    CHECK_OK(clReleaseProgram(p));
  } else if (err != CL_INVALID_VALUE) {
    fprintf(stderr, "%s (%zu bytes): %s, expected CL_INVALID_VALUE\n", what, len, cltest_err_name(err));
    cltest_failures++;
  }
}

TEST(program_il_errors) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  CHECK(clCreateProgramWithIL(env.ctx, NULL, 16, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateProgramWithIL(env.ctx, empty_module, 0, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateProgramWithIL(env.ctx, empty_module, sizeof empty_module - 1, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateProgramWithIL((cl_context)env.queue, empty_module, sizeof empty_module, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);
  /* Truncated: inside the header, and inside an instruction. */
  for (size_t words = 1; words < 5; words++)
    expect_rejected(env.ctx, empty_module, words * 4, "truncated header");
  expect_rejected(env.ctx, empty_module, 6 * 4, "truncated OpCapability");
  expect_rejected(env.ctx, empty_module, 10 * 4, "truncated OpMemoryModel");
  expect_rejected(env.ctx, empty_module, 11 * 4, "truncated OpMemoryModel");
  /* Bad magic, a word count running past the end, a zero word count. */
  uint32_t bad[12];
  memcpy(bad, empty_module, sizeof bad);
  bad[0] = 0x12345678;
  expect_rejected(env.ctx, bad, sizeof bad, "bad magic");
  memcpy(bad, empty_module, sizeof bad);
  bad[9] = (40u << 16) | 14;
  expect_rejected(env.ctx, bad, sizeof bad, "word count past the end");
  memcpy(bad, empty_module, sizeof bad);
  bad[5] = 17;
  expect_rejected(env.ctx, bad, sizeof bad, "zero word count");
  /* Seeded garbage, with and without a valid header in front. */
  uint8_t *junk = cltest_malloc(4096);
  for (int i = 0; i < 64; i++) {
    size_t len = 4 * (1 + (size_t)(i * 37) % 1024);
    cltest_fill(junk, len, 200 + i);
    if (i % 2 && len >= 20) memcpy(junk, empty_module, 20);
    expect_rejected(env.ctx, junk, len, i % 2 ? "garbage after a header" : "garbage");
  }
  free(junk);
  /* The KHR entry point behaves the same. */
  clCreateProgramWithILKHR_fn khr = (clCreateProgramWithILKHR_fn)clGetExtensionFunctionAddressForPlatform(
    env.platform, "clCreateProgramWithILKHR");
  if (khr) {
    CHECK(khr(env.ctx, NULL, 16, &err) == NULL);
    CHECK_ERR(err, CL_INVALID_VALUE);
    CHECK(khr(env.ctx, bad, 8, &err) == NULL);
    CHECK_ERR(err, CL_INVALID_VALUE);
  }
  cltest_teardown(&env);
}

/* A valid module is taken and kept as given. Building it is the
 * translator's business (without an entry point it may refuse); either way
 * it must end cleanly. */
TEST(program_il_valid) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_program p = clCreateProgramWithIL(env.ctx, empty_module, sizeof empty_module, &err);
  CHECK_OK(err);
  if (p) {
    uint32_t back[12];
    size_t n = 0;
    CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_IL, sizeof back, back, &n));
    CHECK_EQ(n, sizeof empty_module);
    CHECK_MEM(back, empty_module, sizeof empty_module);
    /* No binary before a build or compile. */
    size_t bsize = 99;
    CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof bsize, &bsize, NULL));
    CHECK_EQ(bsize, 0);
    cl_int b = clBuildProgram(p, 0, NULL, NULL, NULL, NULL);
    cl_build_status st;
    CHECK_OK(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
    if (b == CL_SUCCESS) {
      size_t nk = 99;
      CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_NUM_KERNELS, sizeof nk, &nk, NULL));
      CHECK_EQ(nk, 0);
      CHECK_EQ(st, CL_BUILD_SUCCESS);
    } else {
      CHECK_ERR(b, CL_BUILD_PROGRAM_FAILURE);
      CHECK_EQ(st, CL_BUILD_ERROR);
      char log[1024] = {0};
      CHECK_OK(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL));
      CHECK(log[0] != 0);
    }
    CHECK_OK(clReleaseProgram(p));
  }
  /* The same bytes as a binary: binaries must be valid OpenCL SPIR-V,
   * and a module without an entry point (nor the Linkage capability) is
   * not. */
  const unsigned char *bins[1] = {(const unsigned char *)empty_module};
  size_t lens[1] = {sizeof empty_module};
  cl_int st = 99;
  p = clCreateProgramWithBinary(env.ctx, 1, &env.device, lens, bins, &st, &err);
  CHECK(p == NULL);
  CHECK_ERR(err, CL_INVALID_BINARY);
  CHECK_ERR(st, CL_INVALID_BINARY);
  cltest_teardown(&env);
}

static int notified;
static void CL_CALLBACK build_done(cl_program p, void *data) {
  (void)p;
  notified += *(int *)data;
}

TEST(program_source) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  const char *parts[] = {"kernel void k(global int *p) ", "{ p[0] = 1; }xxxx"};
  size_t lens[] = {0, 13};
  cl_program p = clCreateProgramWithSource(env.ctx, 2, parts, lens, &err);
  CHECK_OK(err);
  char src[128];
  CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_SOURCE, sizeof src, src, NULL));
  CHECK(!strcmp(src, "kernel void k(global int *p) { p[0] = 1; }"));
  cl_build_status st;
  CHECK_OK(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
  CHECK_EQ(st, CL_BUILD_NONE);
  size_t n;
  CHECK_ERR(clGetProgramInfo(p, CL_PROGRAM_KERNEL_NAMES, 0, NULL, &n), CL_INVALID_PROGRAM_EXECUTABLE);
  CHECK_ERR(clGetProgramInfo(p, CL_PROGRAM_NUM_KERNELS, sizeof n, &n, NULL), CL_INVALID_PROGRAM_EXECUTABLE);
  int one = 1;
  cl_program_binary_type bt;
  CHECK_OK(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BINARY_TYPE, sizeof bt, &bt, NULL));
  CHECK_EQ(bt, CL_PROGRAM_BINARY_TYPE_NONE);
  CHECK(clCreateKernel(p, "k", &err) == NULL);
  CHECK_ERR(err, CL_INVALID_PROGRAM_EXECUTABLE);
  cl_kernel ks[2];
  cl_uint nk;
  CHECK_ERR(clCreateKernelsInProgram(p, 2, ks, &nk), CL_INVALID_PROGRAM_EXECUTABLE);
  /* Binaries of a source program not built: none. */
  size_t bsize = 99;
  CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof bsize, &bsize, NULL));
  CHECK_EQ(bsize, 0);
  CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_IL, 0, NULL, &n));
  CHECK_EQ(n, 0);
  cl_uint nd = 0, refs = 0;
  cl_context c = NULL;
  cl_device_id d = NULL;
  CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_NUM_DEVICES, sizeof nd, &nd, NULL));
  CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_DEVICES, sizeof d, &d, NULL));
  CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_CONTEXT, sizeof c, &c, NULL));
  CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK(nd == 1 && d == env.device && c == env.ctx && refs == 1);
  /* Errors. */
  CHECK_ERR(clGetProgramInfo(p, 0x7777, sizeof n, &n, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetProgramInfo(p, CL_PROGRAM_NUM_DEVICES, 1, &nd, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetProgramBuildInfo(p, NULL, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL), CL_INVALID_DEVICE);
  CHECK_ERR(clGetProgramBuildInfo(p, env.device, 0x7777, sizeof st, &st, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetProgramBuildInfo((cl_program)env.ctx, env.device, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL),
            CL_INVALID_PROGRAM);
  CHECK_ERR(clSetProgramSpecializationConstant(p, 1, 4, &one), CL_INVALID_PROGRAM);
  CHECK_ERR(clSetProgramReleaseCallback(p, build_done, NULL), CL_INVALID_OPERATION);
  CHECK_OK(clRetainProgram(p));
  CHECK_OK(clReleaseProgram(p));
  CHECK_OK(clReleaseProgram(p));
  CHECK_ERR(clGetProgramInfo(p, CL_PROGRAM_NUM_DEVICES, sizeof nd, &nd, NULL), CL_INVALID_PROGRAM);
  CHECK_ERR(clReleaseProgram(p), CL_INVALID_PROGRAM);
  CHECK_ERR(clBuildProgram(p, 0, NULL, NULL, NULL, NULL), CL_INVALID_PROGRAM);

  CHECK(clCreateProgramWithSource(env.ctx, 0, parts, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateProgramWithSource(env.ctx, 1, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  const char *holes[] = {"a", NULL};
  CHECK(clCreateProgramWithSource(env.ctx, 2, holes, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateProgramWithSource((cl_context)env.device, 1, parts, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);
  cltest_teardown(&env);
}

/* Without an OpenCL C compiler (SHOAL_COMPILER=none, as on a machine
 * with neither front end): the device says so, building or compiling
 * source fails with CL_COMPILER_NOT_AVAILABLE and a log naming what is
 * missing, and SPIR-V programs still build. */
TEST(program_no_compiler) {
  setenv("SHOAL_COMPILER", "none", 1);
  cltest_env env;
  cltest_setup(&env, 0);
  cl_bool avail = CL_TRUE, linker = CL_FALSE;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_COMPILER_AVAILABLE, sizeof avail, &avail, NULL));
  CHECK_EQ(avail, CL_FALSE);
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_LINKER_AVAILABLE, sizeof linker, &linker, NULL));
  CHECK_EQ(linker, CL_TRUE); /* SPIR-V modules link without a compiler */
  const char *src = "kernel void k(global int *p) { p[0] = 1; }";
  cl_int err;
  for (int compile = 0; compile < 2; compile++) {
    cl_program p = clCreateProgramWithSource(env.ctx, 1, &src, NULL, &err);
    CHECK_OK(err);
    cl_int b = compile ? clCompileProgram(p, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL)
                       : clBuildProgram(p, 0, NULL, NULL, NULL, NULL);
    CHECK_ERR(b, CL_COMPILER_NOT_AVAILABLE);
    char log[512] = {0};
    CHECK_OK(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL));
    CHECK(strstr(log, "no OpenCL C compiler") != NULL);
    cl_build_status st;
    CHECK_OK(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
    CHECK_EQ(st, CL_BUILD_ERROR);
    CHECK_OK(clReleaseProgram(p));
  }
  cl_program p = clCreateProgramWithIL(env.ctx, empty_module, sizeof empty_module, &err);
  CHECK_OK(err);
  CHECK_OK(clCompileProgram(p, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL));
  CHECK_OK(clReleaseProgram(p));
  cltest_teardown(&env);
}

TEST(program_build_errors) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  const char *src = "kernel void k() {}";
  cl_program p = clCreateProgramWithSource(env.ctx, 1, &src, NULL, &err);
  int data;
  CHECK_ERR(clBuildProgram(p, 1, NULL, NULL, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clBuildProgram(p, 0, &env.device, NULL, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clBuildProgram(p, 0, NULL, NULL, NULL, &data), CL_INVALID_VALUE);
  cl_device_id bad = (cl_device_id)env.ctx;
  CHECK_ERR(clBuildProgram(p, 1, &bad, NULL, NULL, NULL), CL_INVALID_DEVICE);
  CHECK_ERR(clBuildProgram(p, 0, NULL, "-cl-std=CL2.0", NULL, NULL), CL_INVALID_BUILD_OPTIONS);
  CHECK_ERR(clBuildProgram(p, 0, NULL, "-cl-std=CL1.2 -cl-unknown-option", NULL, NULL), CL_INVALID_BUILD_OPTIONS);
  char log[512] = {0};
  CHECK_OK(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL));
  CHECK(strstr(log, "unknown option '-cl-unknown-option'") != NULL);
  notified = 0;
  int two = 2;
  CHECK_ERR(clCompileProgram(p, 0, NULL, "-create-library", 0, NULL, NULL, build_done, &two), CL_INVALID_COMPILER_OPTIONS);
  CHECK_EQ(notified, 0);
  CHECK_ERR(clCompileProgram(p, 0, NULL, NULL, 1, NULL, NULL, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clCompileProgram((cl_program)env.ctx, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL), CL_INVALID_PROGRAM);
  /* Not compiled yet: nothing to link. */
  CHECK(clLinkProgram(env.ctx, 0, NULL, NULL, 1, &p, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_OPERATION);
  CHECK(clLinkProgram(env.ctx, 0, NULL, NULL, 0, NULL, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  cl_program notprog = (cl_program)env.queue;
  CHECK(clLinkProgram(env.ctx, 0, NULL, NULL, 1, &notprog, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_PROGRAM);
  CHECK(clLinkProgram((cl_context)env.queue, 0, NULL, NULL, 1, &p, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);
  CHECK(clCreateProgramWithBuiltInKernels(env.ctx, 1, &env.device, "foo", &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateProgramWithBuiltInKernels(env.ctx, 1, &bad, "foo", &err) == NULL);
  CHECK_ERR(err, CL_INVALID_DEVICE);
  CHECK_OK(clReleaseProgram(p));
  cltest_teardown(&env);
}

TEST(program_binary_errors) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err, status = 99;
  const unsigned char junk[64] = "not a binary at all, not SPIR-V either......................";
  const unsigned char *bins[1] = {junk};
  size_t lens[1] = {sizeof junk};
  CHECK(clCreateProgramWithBinary(env.ctx, 1, &env.device, lens, bins, &status, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_BINARY);
  CHECK_ERR(status, CL_INVALID_BINARY);
  CHECK(clCreateProgramWithBinary(env.ctx, 1, &env.device, NULL, bins, &status, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateProgramWithBinary(env.ctx, 0, &env.device, lens, bins, &status, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  size_t zero[1] = {0};
  CHECK(clCreateProgramWithBinary(env.ctx, 1, &env.device, zero, bins, &status, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK_ERR(status, CL_INVALID_VALUE);
  cl_device_id bad = (cl_device_id)env.queue;
  CHECK(clCreateProgramWithBinary(env.ctx, 1, &bad, lens, bins, &status, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_DEVICE);
  /* SPIR-V magic with garbage after it. */
  uint32_t spv[16];
  cltest_fill(spv, sizeof spv, 301);
  spv[0] = 0x07230203;
  spv[4] = 0;
  bins[0] = (const unsigned char *)spv;
  lens[0] = sizeof spv;
  CHECK(clCreateProgramWithBinary(env.ctx, 1, &env.device, lens, bins, &status, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_BINARY);
  cltest_teardown(&env);
}
