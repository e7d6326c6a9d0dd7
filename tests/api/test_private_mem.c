/* test_private_mem.c: __private memory per work-item. CL_KERNEL_PRIVATE_MEM_SIZE
 * is "the minimum amount of private memory, in bytes, used by each
 * work-item in the kernel" (API 5.9.3), so a kernel with an int[1000]
 * indexed at run time reports at least 4000; a kernel beyond Shoal's limit
 * (64 KiB, docs/runtime.md) fails its build at once, with a log that says
 * why, instead of exhausting the driver's compiler at the first launch. */
#include <time.h>

#include "cltest.h"

static cl_program from_source(cltest_env *env, const char *src) {
  cl_int err;
  cl_program p = clCreateProgramWithSource(env->ctx, 1, &src, NULL, &err);
  CHECK_OK(err);
  return p;
}

TEST(private_mem_size_reported) {
  if (cltest_no_compiler()) exit(77);
  cltest_env env;
  cltest_setup(&env, 0);
  static const char *src =
    "kernel void k(global int *o) {\n"
    "  int a[1000];\n"
    "  for (int i = 0; i < 1000; i++) a[i] = o[i] * 3;\n"
    "  o[get_global_id(0)] = a[o[1000 + get_global_id(0)]];\n"
    "}\n";
  cl_program p = from_source(&env, src);
  CHECK_OK(clBuildProgram(p, 1, &env.device, NULL, NULL, NULL));
  cl_int err;
  cl_kernel k = clCreateKernel(p, "k", &err);
  CHECK_OK(err);
  cl_ulong priv = 0;
  CHECK_OK(clGetKernelWorkGroupInfo(k, env.device, CL_KERNEL_PRIVATE_MEM_SIZE, sizeof priv, &priv, NULL));
  CHECK(priv >= 1000 * sizeof(cl_int));
  /* and it runs: o[i] = 3 * in[idx[i]] */
  enum { N = 1000, G = 16 };
  int host[N + G], out[G];
  for (int i = 0; i < N; i++) host[i] = i * 5 - 7;
  for (int i = 0; i < G; i++) host[N + i] = (i * 61) % N;
  cl_mem m = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof host, host, &err);
  CHECK_OK(err);
  CHECK_OK(clSetKernelArg(k, 0, sizeof m, &m));
  size_t g = G;
  CHECK_OK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, NULL, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadBuffer(env.queue, m, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  /* work-items race on o[0..G) only for the indexes they read; pick ones
   * where no earlier work-item wrote: the index is >= G */
  for (int i = 0; i < G; i++)
    if (host[N + i] >= G) CHECK_EQ(out[i], 3 * host[host[N + i]]);
  CHECK_OK(clReleaseMemObject(m));
  CHECK_OK(clReleaseKernel(k));
  CHECK_OK(clReleaseProgram(p));
  cltest_teardown(&env);
}

TEST(private_mem_limit) {
  if (cltest_no_compiler()) exit(77);
  cltest_env env;
  cltest_setup(&env, 0);
  /* 4 MiB of int[] per work-item */
  static const char *big =
    "kernel void big(global int *o) {\n"
    "  int a[1 << 20];\n"
    "  for (int i = 0; i < (1 << 20); i++) a[i] = o[i];\n"
    "  o[0] = a[o[1]];\n"
    "}\n";
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  cl_program p = from_source(&env, big);
  CHECK_ERR(clBuildProgram(p, 1, &env.device, NULL, NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double secs = (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) * 1e-9;
  if (secs >= 30) fprintf(stderr, "the refused build took %.1f s\n", secs);
  CHECK(secs < 30);
  cl_build_status st = CL_BUILD_NONE;
  CHECK_OK(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
  CHECK_EQ(st, CL_BUILD_ERROR);
  char *log = cltest_build_log(p, env.device);
  if (!strstr(log, "kernel big needs 4194304 bytes of __private memory")) fprintf(stderr, "log: %s\n", log);
  CHECK(strstr(log, "kernel big needs 4194304 bytes of __private memory") != NULL);
  free(log);
  cl_int err;
  CHECK(clCreateKernel(p, "big", &err) == NULL);
  CHECK_ERR(err, CL_INVALID_PROGRAM_EXECUTABLE);
  CHECK_OK(clReleaseProgram(p));

  /* 32 KiB is within the limit: it builds and reports its size. */
  static const char *mid =
    "kernel void mid(global int *o) {\n"
    "  int a[8192];\n"
    "  for (int i = 0; i < 8192; i++) a[i] = o[i];\n"
    "  o[0] = a[o[1]];\n"
    "}\n";
  p = from_source(&env, mid);
  CHECK_OK(clBuildProgram(p, 1, &env.device, NULL, NULL, NULL));
  cl_kernel k = clCreateKernel(p, "mid", &err);
  CHECK_OK(err);
  cl_ulong priv = 0;
  CHECK_OK(clGetKernelWorkGroupInfo(k, env.device, CL_KERNEL_PRIVATE_MEM_SIZE, sizeof priv, &priv, NULL));
  CHECK(priv >= 8192 * sizeof(cl_int) && priv <= 64 * 1024);
  CHECK_OK(clReleaseKernel(k));
  CHECK_OK(clReleaseProgram(p));
  cltest_teardown(&env);
}
