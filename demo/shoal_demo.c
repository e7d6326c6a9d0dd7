/* shoal_demo.c: Shoal's main job in one program. Picks the Shoal platform
 * through the ICD loader (the first platform if Shoal is not there), its
 * default device, runs each demo kernel (OpenCL SPIR-V embedded at build
 * time) on seeded random data, checks every result against a host
 * reference and prints the device, the check and the time. Exits non-zero
 * if any check fails. */
#include <CL/cl.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

extern const unsigned char demo_vadd[];
extern const size_t demo_vadd_size;

typedef struct demo_env {
  cl_platform_id platform;
  cl_device_id device;
  cl_context ctx;
  cl_command_queue queue;
} demo_env;

static const char *err_name(cl_int e) {
  switch (e) {
  case CL_SUCCESS: return "CL_SUCCESS";
  case CL_DEVICE_NOT_FOUND: return "CL_DEVICE_NOT_FOUND";
  case CL_OUT_OF_RESOURCES: return "CL_OUT_OF_RESOURCES";
  case CL_OUT_OF_HOST_MEMORY: return "CL_OUT_OF_HOST_MEMORY";
  case CL_BUILD_PROGRAM_FAILURE: return "CL_BUILD_PROGRAM_FAILURE";
  case CL_INVALID_VALUE: return "CL_INVALID_VALUE";
  case CL_INVALID_PLATFORM: return "CL_INVALID_PLATFORM";
  case CL_INVALID_KERNEL_ARGS: return "CL_INVALID_KERNEL_ARGS";
  case CL_INVALID_WORK_GROUP_SIZE: return "CL_INVALID_WORK_GROUP_SIZE";
  default: return "error";
  }
}

#define TRY(call)                                                                       \
  do {                                                                                  \
    cl_int e_ = (call);                                                                 \
    if (e_ != CL_SUCCESS) {                                                             \
      fprintf(stderr, "shoal-demo: %s failed: %s (%d)\n", #call, err_name(e_), e_);     \
      exit(2);                                                                          \
    }                                                                                   \
  } while (0)

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static uint64_t rng(uint64_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

static void open_env(demo_env *env) {
  cl_uint n = 0;
  cl_int err = clGetPlatformIDs(0, NULL, &n);
  if (err != CL_SUCCESS || n == 0) {
    fprintf(stderr, "shoal-demo: no OpenCL platform found (%s). Run with OCL_ICD_VENDORS=<path>/libshoal.so,\n"
                    "or install the ICD with cmake --install.\n", err_name(err));
    exit(2);
  }
  cl_platform_id ps[16];
  TRY(clGetPlatformIDs(n > 16 ? 16 : n, ps, NULL));
  env->platform = ps[0];
  for (cl_uint i = 0; i < n && i < 16; i++) {
    char name[256] = "";
    clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
    if (!strcmp(name, "Shoal")) env->platform = ps[i];
  }
  TRY(clGetDeviceIDs(env->platform, CL_DEVICE_TYPE_DEFAULT, 1, &env->device, NULL));
  cl_int e;
  env->ctx = clCreateContext(NULL, 1, &env->device, NULL, NULL, &e);
  TRY(e);
  cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
  env->queue = clCreateCommandQueueWithProperties(env->ctx, env->device, props, &e);
  TRY(e);
}

static cl_kernel build(demo_env *env, const unsigned char *il, size_t size, const char *name,
                       cl_program *prog) {
  cl_int e;
  *prog = clCreateProgramWithIL(env->ctx, il, size, &e);
  TRY(e);
  e = clBuildProgram(*prog, 1, &env->device, "", NULL, NULL);
  if (e != CL_SUCCESS) {
    char log[8192] = "";
    clGetProgramBuildInfo(*prog, env->device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    fprintf(stderr, "shoal-demo: building %s failed (%s):\n%s\n", name, err_name(e), log);
    exit(2);
  }
  cl_kernel k = clCreateKernel(*prog, name, &e);
  TRY(e);
  return k;
}

/* Device time of a completed event in milliseconds. */
static double event_ms(cl_event ev) {
  cl_ulong start = 0, end = 0;
  if (clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof start, &start, NULL) ||
      clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof end, &end, NULL))
    return NAN;
  return (double)(end - start) * 1e-6;
}

static void report(const char *what, const char *detail, size_t bad, size_t n, double dev_ms,
                   double wall_ms, bool *all_ok) {
  printf("  %-34s %-26s check %s (%zu/%zu)  device %.3f ms  wall %.3f ms\n", what, detail,
         bad ? "FAILED" : "passed", n - bad, n, dev_ms, wall_ms);
  if (bad) *all_ok = false;
}

/* Vector add over a size that is no multiple of any work-group size. */
static void demo_vector_add(demo_env *env, bool *ok) {
  cl_program prog;
  cl_kernel k = build(env, demo_vadd, demo_vadd_size, "vadd", &prog);
  const cl_uint n = 1000003;
  float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *c = malloc(n * sizeof *c);
  if (!a || !b || !c) exit(2);
  uint64_t s = 0x5eed;
  for (cl_uint i = 0; i < n; i++) {
    a[i] = (float)(rng(&s) % 100000) / 7.0f;
    b[i] = (float)(rng(&s) % 100000) / 3.0f;
  }
  cl_int e;
  cl_mem ma = clCreateBuffer(env->ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, a, &e);
  TRY(e);
  cl_mem mb = clCreateBuffer(env->ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, b, &e);
  TRY(e);
  cl_mem mc = clCreateBuffer(env->ctx, CL_MEM_WRITE_ONLY, n * 4, NULL, &e);
  TRY(e);
  TRY(clSetKernelArg(k, 0, sizeof ma, &ma));
  TRY(clSetKernelArg(k, 1, sizeof mb, &mb));
  TRY(clSetKernelArg(k, 2, sizeof mc, &mc));
  TRY(clSetKernelArg(k, 3, sizeof n, &n));
  size_t global = n;
  cl_event ev;
  double t0 = now_ms();
  TRY(clEnqueueNDRangeKernel(env->queue, k, 1, NULL, &global, NULL, 0, NULL, &ev));
  TRY(clWaitForEvents(1, &ev));
  double wall = now_ms() - t0;
  TRY(clEnqueueReadBuffer(env->queue, mc, CL_TRUE, 0, n * 4, c, 0, NULL, NULL));
  size_t bad = 0;
  for (cl_uint i = 0; i < n; i++) bad += c[i] != a[i] + b[i];
  report("vector add (float)", "1000003 items, local NULL", bad, n, event_ms(ev), wall, ok);
  clReleaseEvent(ev);
  clReleaseMemObject(ma);
  clReleaseMemObject(mb);
  clReleaseMemObject(mc);
  clReleaseKernel(k);
  clReleaseProgram(prog);
  free(a), free(b), free(c);
}

int main(void) {
  demo_env env;
  open_env(&env);
  char pname[256] = "", dname[256] = "", dver[256] = "";
  cl_uint cus = 0;
  clGetPlatformInfo(env.platform, CL_PLATFORM_NAME, sizeof pname, pname, NULL);
  clGetDeviceInfo(env.device, CL_DEVICE_NAME, sizeof dname, dname, NULL);
  clGetDeviceInfo(env.device, CL_DEVICE_VERSION, sizeof dver, dver, NULL);
  clGetDeviceInfo(env.device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof cus, &cus, NULL);
  printf("platform: %s\ndevice:   %s (%s, %u compute units)\n", pname, dname, dver, cus);
  bool ok = true;
  demo_vector_add(&env, &ok);
  clReleaseCommandQueue(env.queue);
  clReleaseContext(env.ctx);
  printf("%s\n", ok ? "all checks passed" : "SOME CHECKS FAILED");
  return ok ? 0 : 1;
}
