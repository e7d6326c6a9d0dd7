/* test_uniform_groups.c: which programs from source may run non-uniform
 * work-groups. OpenCL 3.0 API, clEnqueueNDRangeKernel: a program from
 * source supports them only when built with -cl-std=CL2.0 or CL3.0 and
 * without -cl-uniform-work-group-size; otherwise a global size that the
 * local size (given, or the kernel's reqd_work_group_size when local is
 * NULL) does not divide is CL_INVALID_WORK_GROUP_SIZE, and a NULL local
 * size must be chosen uniform. A link needs every input to allow them. */
#include "cltest.h"

static const char *ids_src =
  "kernel void ids(global int *o) { o[get_global_id(0)] = (int)get_local_size(0); }\n"
  "__attribute__((reqd_work_group_size(8, 1, 1)))\n"
  "kernel void reqd8(global int *o) { o[get_global_id(0)] = 1; }\n";

static bool c30_supported(cl_device_id dev) {
  cl_name_version v[16];
  size_t n = 0;
  if (clGetDeviceInfo(dev, CL_DEVICE_OPENCL_C_ALL_VERSIONS, sizeof v, v, &n)) return false;
  for (size_t i = 0; i < n / sizeof v[0]; i++)
    if (CL_VERSION_MAJOR(v[i].version) == 3) return true;
  return false;
}

static cl_program built(cltest_env *env, const char *options) {
  cl_int err;
  cl_program p = clCreateProgramWithSource(env->ctx, 1, &ids_src, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clBuildProgram(p, 1, &env->device, options, NULL, NULL));
  return p;
}

/* The result of enqueueing `name` over `global` with `local` (NULL: none);
 * on success every work-item's get_local_size(0) must divide the global
 * size when `uniform`, and all of them must have run. */
static cl_int launch(cltest_env *env, cl_program p, const char *name, size_t global, const size_t *local,
                     bool uniform) {
  cl_int err;
  cl_kernel k = clCreateKernel(p, name, &err);
  CHECK_OK(err);
  cl_mem m = clCreateBuffer(env->ctx, CL_MEM_READ_WRITE, global * sizeof(int), NULL, &err);
  CHECK_OK(err);
  int zero = 0;
  CHECK_OK(clEnqueueFillBuffer(env->queue, m, &zero, sizeof zero, 0, global * sizeof(int), 0, NULL, NULL));
  CHECK_OK(clSetKernelArg(k, 0, sizeof m, &m));
  cl_int r = clEnqueueNDRangeKernel(env->queue, k, 1, NULL, &global, local, 0, NULL, NULL);
  if (r == CL_SUCCESS) {
    int *out = cltest_malloc(global * sizeof(int));
    CHECK_OK(clEnqueueReadBuffer(env->queue, m, CL_TRUE, 0, global * sizeof(int), out, 0, NULL, NULL));
    for (size_t i = 0; i < global; i++) {
      CHECK(out[i] > 0);
      if (out[i] > 0 && uniform) CHECK_EQ(global % (size_t)out[i], 0);
    }
    free(out);
  }
  CHECK_OK(clReleaseMemObject(m));
  CHECK_OK(clReleaseKernel(k));
  return r;
}

TEST(uniform_groups_opencl_c_1x) {
  if (cltest_no_compiler()) exit(77);
  cltest_env env;
  cltest_setup(&env, 0);
  static const char *const opts[] = {NULL, "-cl-std=CL1.2", "-cl-std=CL1.1", "-cl-std=CL1.0",
                                     "-cl-std=CL3.0 -cl-uniform-work-group-size"};
  size_t l7 = 7, l10 = 10;
  for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++) {
    if (i == 4 && !c30_supported(env.device)) continue;
    cl_program p = built(&env, opts[i]);
    CHECK_ERR(launch(&env, p, "ids", 100, &l7, true), CL_INVALID_WORK_GROUP_SIZE);
    CHECK_OK(launch(&env, p, "ids", 100, &l10, true));
    /* No local size: the runtime must choose a uniform one. */
    CHECK_OK(launch(&env, p, "ids", 100, NULL, true));
    CHECK_OK(launch(&env, p, "ids", 97, NULL, true));
    /* reqd_work_group_size(8) stands for the local size. */
    CHECK_ERR(launch(&env, p, "reqd8", 100, NULL, true), CL_INVALID_WORK_GROUP_SIZE);
    CHECK_OK(launch(&env, p, "reqd8", 96, NULL, true));
    CHECK_OK(clReleaseProgram(p));
  }
  cltest_teardown(&env);
}

TEST(uniform_groups_opencl_c_3) {
  if (cltest_no_compiler()) exit(77);
  cltest_env env;
  cltest_setup(&env, 0);
  cl_bool nonuniform = CL_FALSE;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT, sizeof nonuniform, &nonuniform,
                           NULL));
  if (!c30_supported(env.device) || !nonuniform) {
    cltest_teardown(&env);
    exit(77);
  }
  cl_program p = built(&env, "-cl-std=CL3.0");
  size_t l7 = 7;
  CHECK_OK(launch(&env, p, "ids", 100, &l7, false));
  /* The required size must still match where it is used as local size,
   * but the last group may be smaller. */
  CHECK_OK(launch(&env, p, "reqd8", 100, NULL, false));
  CHECK_OK(clReleaseProgram(p));
  cltest_teardown(&env);
}

/* clCompileProgram + clLinkProgram: one OpenCL C 1.2 input makes the
 * linked program uniform; inputs all 3.0 keep non-uniform groups. */
TEST(uniform_groups_link) {
  if (cltest_no_compiler()) exit(77);
  cltest_env env;
  cltest_setup(&env, 0);
  if (!c30_supported(env.device)) {
    cltest_teardown(&env);
    exit(77);
  }
  static const char *helper = "int helper(int x) { return x; }\n";
  static const char *const stds[] = {"-cl-std=CL1.2", "-cl-std=CL3.0"};
  for (int s = 0; s < 2; s++) {
    cl_int err;
    cl_program a = clCreateProgramWithSource(env.ctx, 1, &ids_src, NULL, &err);
    cl_program b = clCreateProgramWithSource(env.ctx, 1, &helper, NULL, &err);
    CHECK_OK(clCompileProgram(a, 1, &env.device, "-cl-std=CL3.0", 0, NULL, NULL, NULL, NULL));
    CHECK_OK(clCompileProgram(b, 1, &env.device, stds[s], 0, NULL, NULL, NULL, NULL));
    cl_program in[2] = {a, b};
    cl_program l = clLinkProgram(env.ctx, 1, &env.device, NULL, 2, in, NULL, NULL, &err);
    CHECK_OK(err);
    size_t l7 = 7;
    if (l) {
      if (s == 0)
        CHECK_ERR(launch(&env, l, "ids", 100, &l7, true), CL_INVALID_WORK_GROUP_SIZE);
      else
        CHECK_OK(launch(&env, l, "ids", 100, &l7, false));
      CHECK_OK(clReleaseProgram(l));
    }
    CHECK_OK(clReleaseProgram(a));
    CHECK_OK(clReleaseProgram(b));
  }
  cltest_teardown(&env);
}
