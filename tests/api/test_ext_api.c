/* test_ext_api.c: the API side of the extensions that need no kernel
 * semantics of their own: cl_khr_suggested_local_work_size (its entry
 * point, its errors, suggestions a launch takes), cl_khr_spirv_queries
 * (what the lists hold for what the device offers), SPIR-V 1.5 and 1.6 in
 * the IL versions, the integer dot product and PCI bus queries, and
 * cl_ext_immutable_memory_objects (creation rules, every write refused
 * with CL_INVALID_OPERATION, kernel arguments that could write refused). */
#include <stdlib.h>

#include <CL/cl_ext.h>

#include "cltest.h"

/* Not in every system's CL/cl_ext.h yet. */
#ifndef CL_MEM_IMMUTABLE_EXT
#define CL_MEM_IMMUTABLE_EXT ((cl_mem_flags)1 << 6)
#endif
#define SPIRV_EXTENDED_INSTRUCTION_SETS 0x12B9
#define SPIRV_EXTENSIONS 0x12BA
#define SPIRV_CAPABILITIES 0x12BB
enum { SPV_CAP_ADDRESSES = 4, SPV_CAP_KERNEL = 6, SPV_CAP_DOT_PRODUCT = 6019, SPV_CAP_BIT_INSTRUCTIONS = 6025 };

static bool has_ext(cl_device_id dev, const char *name) {
  char ext[8192] = "";
  clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, sizeof ext, ext, NULL);
  for (const char *p = strstr(ext, name); p; p = strstr(p + 1, name))
    if ((p == ext || p[-1] == ' ') && (p[strlen(name)] == ' ' || !p[strlen(name)])) return true;
  return false;
}

static cl_program build(cltest_env *env, const char *src, const char *options) {
  cl_int err;
  cl_program p = clCreateProgramWithSource(env->ctx, 1, &src, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clBuildProgram(p, 1, &env->device, options, NULL, NULL));
  return p;
}

typedef cl_int (*suggest_fn)(cl_command_queue, cl_kernel, cl_uint, const size_t *, const size_t *, size_t *);

TEST(ext_suggested_local_work_size) {
  cltest_env env;
  cltest_setup(&env, 0);
  CHECK(has_ext(env.device, "cl_khr_suggested_local_work_size"));
  suggest_fn suggest =
      (suggest_fn)clGetExtensionFunctionAddressForPlatform(env.platform, "clGetKernelSuggestedLocalWorkSizeKHR");
  CHECK(suggest != NULL);
  if (!suggest) {
    cltest_teardown(&env);
    return;
  }
  cl_program p = build(&env,
                       "kernel void any(global int *o) { o[get_global_id(0) + 128 * (get_global_id(1) + 16 * get_global_id(2))] = 1; }\n"
                       "__attribute__((reqd_work_group_size(4, 2, 1)))\n"
                       "kernel void fixed(global int *o) { o[get_global_id(0) + 128 * (get_global_id(1) + 16 * get_global_id(2))] = 1; }\n",
                       "");
  cl_int err;
  cl_kernel any = clCreateKernel(p, "any", &err), fixed = clCreateKernel(p, "fixed", &err);
  size_t max_wg = 0;
  CHECK_OK(clGetKernelWorkGroupInfo(any, env.device, CL_KERNEL_WORK_GROUP_SIZE, sizeof max_wg, &max_wg, NULL));
  cl_mem buf = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, 4 * 1024 * 1024, NULL, &err);
  size_t g[3] = {64, 6, 10}, off[3] = {3, 0, 1}, l[3];
  /* the arguments must be set first */
  CHECK_ERR(suggest(env.queue, any, 1, NULL, g, l), CL_INVALID_KERNEL_ARGS);
  CHECK_OK(clSetKernelArg(any, 0, sizeof buf, &buf));
  CHECK_OK(clSetKernelArg(fixed, 0, sizeof buf, &buf));
  CHECK_ERR(suggest(NULL, any, 1, NULL, g, l), CL_INVALID_COMMAND_QUEUE);
  CHECK_ERR(suggest(env.queue, NULL, 1, NULL, g, l), CL_INVALID_KERNEL);
  CHECK_ERR(suggest(env.queue, any, 0, NULL, g, l), CL_INVALID_WORK_DIMENSION);
  CHECK_ERR(suggest(env.queue, any, 4, NULL, g, l), CL_INVALID_WORK_DIMENSION);
  CHECK_ERR(suggest(env.queue, any, 1, NULL, NULL, l), CL_INVALID_GLOBAL_WORK_SIZE);
  size_t zero[3] = {64, 0, 1};
  CHECK_ERR(suggest(env.queue, any, 2, NULL, zero, l), CL_INVALID_GLOBAL_WORK_SIZE);
  CHECK_ERR(suggest(env.queue, any, 1, NULL, g, NULL), CL_INVALID_VALUE);
  /* OpenCL C 1.2 source: uniform work-groups, so each dimension of the
   * suggestion divides the range, and their product is a size the kernel
   * takes; the launch with it succeeds */
  for (cl_uint dim = 1; dim <= 3; dim++) {
    for (int withoff = 0; withoff < 2; withoff++) {
      memset(l, 0, sizeof l);
      CHECK_OK(suggest(env.queue, any, dim, withoff ? off : NULL, g, l));
      size_t total = 1;
      for (cl_uint d = 0; d < dim; d++) {
        CHECK(l[d] >= 1 && g[d] % l[d] == 0);
        total *= l[d] ? l[d] : 1;
      }
      CHECK(total <= max_wg);
      CHECK_OK(clEnqueueNDRangeKernel(env.queue, any, dim, withoff ? off : NULL, g, l, 0, NULL, NULL));
    }
  }
  /* a required size is the suggestion */
  CHECK_OK(suggest(env.queue, fixed, 2, NULL, (size_t[]){8, 4}, l));
  CHECK_EQ(l[0], 4);
  CHECK_EQ(l[1], 2);
  CHECK_OK(clFinish(env.queue));
  clReleaseMemObject(buf);
  clReleaseKernel(any);
  clReleaseKernel(fixed);
  clReleaseProgram(p);
  cltest_teardown(&env);
}

static bool caps_have(const cl_uint *caps, size_t n, cl_uint cap) {
  for (size_t i = 0; i < n; i++)
    if (caps[i] == cap) return true;
  return false;
}

static bool strs_have(const char **s, size_t n, const char *want) {
  for (size_t i = 0; i < n; i++)
    if (s[i] && !strcmp(s[i], want)) return true;
  return false;
}

TEST(ext_spirv_queries) {
  cltest_env env;
  cltest_setup(&env, 0);
  CHECK(has_ext(env.device, "cl_khr_spirv_queries"));
  char il[256] = "";
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_IL_VERSION, sizeof il, il, NULL));
  CHECK(strstr(il, "SPIR-V_1.5") && strstr(il, "SPIR-V_1.6"));
  size_t size = 0;
  CHECK_OK(clGetDeviceInfo(env.device, SPIRV_EXTENDED_INSTRUCTION_SETS, 0, NULL, &size));
  const char *sets[16] = {0};
  CHECK(size && size <= sizeof sets);
  CHECK_OK(clGetDeviceInfo(env.device, SPIRV_EXTENDED_INSTRUCTION_SETS, sizeof sets, sets, NULL));
  CHECK(strs_have(sets, size / sizeof *sets, "OpenCL.std"));
  const char *exts[64] = {0};
  CHECK_OK(clGetDeviceInfo(env.device, SPIRV_EXTENSIONS, sizeof exts, exts, &size));
  size_t nexts = size / sizeof *exts;
  /* each SPIR-V extension with the OpenCL extension that brings it */
  CHECK_EQ(strs_have(exts, nexts, "SPV_KHR_integer_dot_product"), has_ext(env.device, "cl_khr_integer_dot_product"));
  CHECK_EQ(strs_have(exts, nexts, "SPV_KHR_bit_instructions"), has_ext(env.device, "cl_khr_extended_bit_ops"));
  CHECK_EQ(strs_have(exts, nexts, "SPV_KHR_expect_assume"), has_ext(env.device, "cl_khr_expect_assume"));
  CHECK_EQ(strs_have(exts, nexts, "SPV_KHR_linkonce_odr"), has_ext(env.device, "cl_khr_spirv_linkonce_odr"));
  cl_uint caps[128];
  CHECK_OK(clGetDeviceInfo(env.device, SPIRV_CAPABILITIES, sizeof caps, caps, &size));
  size_t ncaps = size / sizeof *caps;
  CHECK(caps_have(caps, ncaps, SPV_CAP_ADDRESSES) && caps_have(caps, ncaps, SPV_CAP_KERNEL));
  CHECK_EQ(caps_have(caps, ncaps, SPV_CAP_DOT_PRODUCT), has_ext(env.device, "cl_khr_integer_dot_product"));
  CHECK_EQ(caps_have(caps, ncaps, SPV_CAP_BIT_INSTRUCTIONS), has_ext(env.device, "cl_khr_extended_bit_ops"));
  /* too small a buffer */
  CHECK_ERR(clGetDeviceInfo(env.device, SPIRV_CAPABILITIES, sizeof caps[0], caps, NULL), CL_INVALID_VALUE);

  /* cl_khr_integer_dot_product: both inputs, and acceleration answers */
  cl_device_integer_dot_product_capabilities_khr dot = 0;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_INTEGER_DOT_PRODUCT_CAPABILITIES_KHR, sizeof dot, &dot, NULL));
  CHECK_EQ(dot, CL_DEVICE_INTEGER_DOT_PRODUCT_INPUT_4x8BIT_PACKED_KHR | CL_DEVICE_INTEGER_DOT_PRODUCT_INPUT_4x8BIT_KHR);
  cl_device_integer_dot_product_acceleration_properties_khr acc;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_INTEGER_DOT_PRODUCT_ACCELERATION_PROPERTIES_8BIT_KHR, sizeof acc,
                           &acc, &size));
  CHECK_EQ(size, sizeof acc);
  /* cl_khr_pci_bus_info: the query only where the extension is */
  cl_device_pci_bus_info_khr pci;
  CHECK_ERR(clGetDeviceInfo(env.device, CL_DEVICE_PCI_BUS_INFO_KHR, sizeof pci, &pci, NULL),
            has_ext(env.device, "cl_khr_pci_bus_info") ? CL_SUCCESS : CL_INVALID_VALUE);
  cltest_teardown(&env);
}

TEST(ext_immutable_buffers) {
  cltest_env env;
  cltest_setup(&env, 0);
  CHECK(has_ext(env.device, "cl_ext_immutable_memory_objects"));
  enum { N = 256 };
  int data[N], got[N];
  for (int i = 0; i < N; i++) data[i] = i * 7 - 100;
  cl_int err;
  /* contents only from creation, and never writable */
  CHECK_ERR((clCreateBuffer(env.ctx, CL_MEM_IMMUTABLE_EXT, sizeof data, NULL, &err), err), CL_INVALID_VALUE);
  CHECK_ERR((clCreateBuffer(env.ctx, CL_MEM_IMMUTABLE_EXT | CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof data,
                            data, &err),
             err),
            CL_INVALID_VALUE);
  CHECK_ERR((clCreateBuffer(env.ctx, CL_MEM_IMMUTABLE_EXT | CL_MEM_HOST_WRITE_ONLY | CL_MEM_COPY_HOST_PTR,
                            sizeof data, data, &err),
             err),
            CL_INVALID_VALUE);
  cl_mem im = clCreateBuffer(env.ctx, CL_MEM_IMMUTABLE_EXT | CL_MEM_COPY_HOST_PTR, sizeof data, data, &err);
  CHECK_OK(err);
  cl_mem other = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, sizeof data, NULL, &err);
  cl_mem_flags flags = 0;
  CHECK_OK(clGetMemObjectInfo(im, CL_MEM_FLAGS, sizeof flags, &flags, NULL));
  CHECK(flags & CL_MEM_IMMUTABLE_EXT);
  /* every write is refused */
  int zero = 0;
  CHECK_ERR(clEnqueueWriteBuffer(env.queue, im, CL_TRUE, 0, sizeof zero, &zero, 0, NULL, NULL), CL_INVALID_OPERATION);
  size_t o3[3] = {0, 0, 0}, r3[3] = {4, 1, 1};
  CHECK_ERR(clEnqueueWriteBufferRect(env.queue, im, CL_TRUE, o3, o3, r3, 0, 0, 0, 0, &zero, 0, NULL, NULL),
            CL_INVALID_OPERATION);
  CHECK_ERR(clEnqueueFillBuffer(env.queue, im, &zero, sizeof zero, 0, sizeof data, 0, NULL, NULL),
            CL_INVALID_OPERATION);
  CHECK_ERR(clEnqueueCopyBuffer(env.queue, other, im, 0, 0, sizeof data, 0, NULL, NULL), CL_INVALID_OPERATION);
  CHECK_ERR(clEnqueueCopyBufferRect(env.queue, other, im, o3, o3, r3, 0, 0, 0, 0, 0, NULL, NULL),
            CL_INVALID_OPERATION);
  CHECK_ERR((clEnqueueMapBuffer(env.queue, im, CL_TRUE, CL_MAP_WRITE, 0, sizeof data, 0, NULL, NULL, &err), err),
            CL_INVALID_OPERATION);
  CHECK_ERR((clEnqueueMapBuffer(env.queue, im, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0, sizeof data, 0, NULL,
                                NULL, &err),
             err),
            CL_INVALID_OPERATION);
  /* a sub-buffer of it is immutable too */
  cl_buffer_region reg = {0, 64};
  CHECK_ERR((clCreateSubBuffer(im, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &reg, &err), err),
            CL_INVALID_VALUE);
  cl_mem sub = clCreateSubBuffer(im, 0, CL_BUFFER_CREATE_TYPE_REGION, &reg, &err);
  CHECK_OK(err);
  CHECK_ERR(clEnqueueWriteBuffer(env.queue, sub, CL_TRUE, 0, sizeof zero, &zero, 0, NULL, NULL), CL_INVALID_OPERATION);
  /* reads, read maps and copies out work, with the creation's contents */
  CHECK_OK(clEnqueueReadBuffer(env.queue, im, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
  CHECK_MEM(got, data, sizeof data);
  int *m = clEnqueueMapBuffer(env.queue, im, CL_TRUE, CL_MAP_READ, 0, sizeof data, 0, NULL, NULL, &err);
  CHECK_OK(err);
  if (m) {
    CHECK_MEM(m, data, sizeof data);
    CHECK_OK(clEnqueueUnmapMemObject(env.queue, im, m, 0, NULL, NULL));
  }
  /* kernels only read it: __constant, or a __global pointer never written */
  cl_program p = build(&env,
                       "kernel void k(constant int *c, global const int *g, global int *o) {\n"
                       "  int i = get_global_id(0); o[i] = c[i] + 2 * g[i]; }\n",
                       "");
  cl_kernel k = clCreateKernel(p, "k", &err);
  CHECK_OK(clSetKernelArg(k, 0, sizeof im, &im));
  CHECK_OK(clSetKernelArg(k, 1, sizeof im, &im));
  CHECK_ERR(clSetKernelArg(k, 2, sizeof im, &im), CL_INVALID_ARG_VALUE);
  CHECK_OK(clSetKernelArg(k, 2, sizeof other, &other));
  size_t n = N;
  CHECK_OK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadBuffer(env.queue, other, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
  int bad = 0;
  for (int i = 0; i < N; i++) bad += got[i] != 3 * data[i];
  CHECK_EQ(bad, 0);
  clReleaseKernel(k);
  clReleaseProgram(p);
  clReleaseMemObject(sub);
  clReleaseMemObject(other);
  clReleaseMemObject(im);
  cltest_teardown(&env);
}
