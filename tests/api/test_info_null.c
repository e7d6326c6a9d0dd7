/* test_info_null.c: every clGet*Info entry point with a NULL param_value
 * and a non-zero param_value_size. The 3.0 API says of each: "If
 * param_value is NULL, it is ignored", so the call succeeds and only
 * param_value_size_ret is answered, the same size a (0, NULL) query gives. */
#include "cltest.h"

/* `expr` uses SZ, VAL and RET for param_value_size, param_value and
 * param_value_size_ret. */
#define CHECK_NULL_IGNORED(expr)                          \
  do {                                                    \
    size_t want_ = 0, got_ = 12345;                       \
    {                                                     \
      size_t SZ = 0;                                      \
      void *VAL = NULL;                                   \
      size_t *RET = &want_;                               \
      CHECK_OK(expr);                                     \
    }                                                     \
    {                                                     \
      size_t SZ = 4096;                                   \
      void *VAL = NULL;                                   \
      size_t *RET = &got_;                                \
      CHECK_OK(expr);                                     \
    }                                                     \
    {                                                     \
      size_t SZ = 1;                                      \
      void *VAL = NULL;                                   \
      size_t *RET = NULL;                                 \
      CHECK_OK(expr);                                     \
    }                                                     \
    CHECK(want_ > 0);                                     \
    CHECK_EQ(got_, want_);                                \
  } while (0)

static const char *src =
  "kernel void k(global int *o, int x) { o[get_global_id(0)] = x; }\n";

TEST(info_null_param_value) {
  if (cltest_no_compiler()) exit(77);
  cltest_env env;
  cltest_setup(&env, CL_QUEUE_PROFILING_ENABLE);
  cl_int err;
  CHECK_NULL_IGNORED(clGetPlatformInfo(env.platform, CL_PLATFORM_NAME, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetDeviceInfo(env.device, CL_DEVICE_NAME, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetDeviceInfo(env.device, CL_DEVICE_MAX_COMPUTE_UNITS, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetContextInfo(env.ctx, CL_CONTEXT_DEVICES, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetCommandQueueInfo(env.queue, CL_QUEUE_PROPERTIES, SZ, VAL, RET));

  cl_mem buf = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, 256, NULL, &err);
  CHECK_OK(err);
  CHECK_NULL_IGNORED(clGetMemObjectInfo(buf, CL_MEM_SIZE, SZ, VAL, RET));

  cl_bool images = CL_FALSE;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL));
  if (images) {
    cl_image_format fmt = {CL_RGBA, CL_UNORM_INT8};
    cl_image_desc desc = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 8, .image_height = 8};
    cl_mem img = clCreateImage(env.ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &err);
    CHECK_OK(err);
    CHECK_NULL_IGNORED(clGetImageInfo(img, CL_IMAGE_ROW_PITCH, SZ, VAL, RET));
    CHECK_NULL_IGNORED(clGetImageInfo(img, CL_IMAGE_FORMAT, SZ, VAL, RET));
    CHECK_OK(clReleaseMemObject(img));
    cl_sampler s = clCreateSampler(env.ctx, CL_FALSE, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, &err);
    CHECK_OK(err);
    CHECK_NULL_IGNORED(clGetSamplerInfo(s, CL_SAMPLER_ADDRESSING_MODE, SZ, VAL, RET));
    CHECK_OK(clReleaseSampler(s));
  }
  /* No memory object is a pipe (no pipe support): the handle is checked
   * before anything else. */
  CHECK_ERR(clGetPipeInfo(buf, CL_PIPE_PACKET_SIZE, 16, NULL, NULL), CL_INVALID_MEM_OBJECT);

  cl_program p = clCreateProgramWithSource(env.ctx, 1, &src, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clBuildProgram(p, 1, &env.device, "-cl-kernel-arg-info", NULL, NULL));
  CHECK_NULL_IGNORED(clGetProgramInfo(p, CL_PROGRAM_SOURCE, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetProgramInfo(p, CL_PROGRAM_KERNEL_NAMES, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetProgramInfo(p, CL_PROGRAM_NUM_KERNELS, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_STATUS, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_OPTIONS, SZ, VAL, RET));

  cl_kernel k = clCreateKernel(p, "k", &err);
  CHECK_OK(err);
  CHECK_NULL_IGNORED(clGetKernelInfo(k, CL_KERNEL_FUNCTION_NAME, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetKernelInfo(k, CL_KERNEL_ATTRIBUTES, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetKernelWorkGroupInfo(k, env.device, CL_KERNEL_WORK_GROUP_SIZE, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetKernelWorkGroupInfo(k, env.device, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetKernelArgInfo(k, 0, CL_KERNEL_ARG_NAME, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetKernelArgInfo(k, 1, CL_KERNEL_ARG_ADDRESS_QUALIFIER, SZ, VAL, RET));

  cl_uint max_sub_groups = 0;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_MAX_NUM_SUB_GROUPS, sizeof max_sub_groups, &max_sub_groups, NULL));
  if (max_sub_groups) {
    size_t local = 64, count = 1;
    CHECK_NULL_IGNORED(clGetKernelSubGroupInfo(k, env.device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE,
                                               sizeof local, &local, SZ, VAL, RET));
    CHECK_NULL_IGNORED(clGetKernelSubGroupInfo(k, env.device, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, NULL, SZ, VAL, RET));
    CHECK_NULL_IGNORED(clGetKernelSubGroupInfo(k, env.device, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT,
                                               sizeof count, &count, SZ, VAL, RET));
  }

  int x = 5;
  size_t global = 64;
  cl_event ev;
  CHECK_OK(clSetKernelArg(k, 0, sizeof buf, &buf));
  CHECK_OK(clSetKernelArg(k, 1, sizeof x, &x));
  CHECK_OK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &global, NULL, 0, NULL, &ev));
  CHECK_OK(clWaitForEvents(1, &ev));
  CHECK_NULL_IGNORED(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, SZ, VAL, RET));
  CHECK_NULL_IGNORED(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, SZ, VAL, RET));
  CHECK_OK(clReleaseEvent(ev));

  CHECK_OK(clReleaseKernel(k));
  CHECK_OK(clReleaseProgram(p));
  CHECK_OK(clReleaseMemObject(buf));
  cltest_teardown(&env);
}
