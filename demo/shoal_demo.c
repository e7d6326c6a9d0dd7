/* shoal_demo.c: Shoal's main job in one program. Picks the Shoal platform
 * through the ICD loader (the first platform if Shoal is not there) and its
 * default device, prints the device and its sub-group sizes, runs each demo
 * kernel (OpenCL SPIR-V embedded at build time: a vector add, Intel-style
 * kernels with cl_intel_subgroups block IO and shuffles, Adreno-style
 * kernels with cl_qcom_subgroup_shuffle) on seeded random data, checks
 * every result against a host reference and prints the check and the time
 * of a second run (the first also creates the pipeline). Exits non-zero if
 * any check fails. */
#include <CL/cl.h>
#include <CL/cl_ext.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

extern const unsigned char demo_vadd[], demo_intel_subgroups[], demo_qcom_shuffles[];
extern const size_t demo_vadd_size, demo_intel_subgroups_size, demo_qcom_shuffles_size;

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
  printf("  %-38s %-28s check %s (%zu/%zu)  device %.3f ms  wall %.3f ms\n", what, detail,
         bad ? "FAILED" : "passed", n - bad, n, dev_ms, wall_ms);
  if (bad) *all_ok = false;
}

static cl_mem buffer(demo_env *env, cl_mem_flags flags, size_t size, void *host) {
  cl_int e;
  cl_mem m = clCreateBuffer(env->ctx, flags | (host ? CL_MEM_COPY_HOST_PTR : 0), size, host, &e);
  TRY(e);
  return m;
}

/* Runs k twice and reports the second run (the first also creates the
 * pipeline): device time from the profiling event, and wall time. */
static void run_timed(demo_env *env, cl_kernel k, cl_uint dim, const size_t *global, const size_t *local,
                      double *dev_ms, double *wall_ms) {
  cl_event ev;
  for (int rep = 0; rep < 2; rep++) {
    double t0 = now_ms();
    TRY(clEnqueueNDRangeKernel(env->queue, k, dim, NULL, global, local, 0, NULL, &ev));
    TRY(clWaitForEvents(1, &ev));
    *wall_ms = now_ms() - t0;
    *dev_ms = event_ms(ev);
    clReleaseEvent(ev);
  }
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
  double dev_ms, wall_ms;
  run_timed(env, k, 1, &global, NULL, &dev_ms, &wall_ms);
  TRY(clEnqueueReadBuffer(env->queue, mc, CL_TRUE, 0, n * 4, c, 0, NULL, NULL));
  size_t bad = 0;
  for (cl_uint i = 0; i < n; i++) bad += c[i] != a[i] + b[i];
  report("vector add (float)", "1000003 items, local NULL", bad, n, dev_ms, wall_ms, ok);
  clReleaseMemObject(ma);
  clReleaseMemObject(mb);
  clReleaseMemObject(mc);
  clReleaseKernel(k);
  clReleaseProgram(prog);
  free(a), free(b), free(c);
}

/* Multiples of 1/16 in [-2, 2]: products and sums of a few hundred of them
 * are exact in float, so any summation order gives the reference exactly. */
static float sixteenth(uint64_t *s) { return (float)((int)(rng(s) % 65) - 32) / 16.0f; }

static size_t subgroup_size_for(cl_kernel k, cl_device_id dev, size_t local) {
  size_t sg = 0;
  TRY(clGetKernelSubGroupInfo(k, dev, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof local, &local,
                              sizeof sg, &sg, NULL));
  return sg;
}

/* The Intel-style SGEMM: 8 rows per work-item, sub-group block reads and
 * writes for B and C, A through intel_sub_group_shuffle. */
static void demo_intel_sgemm(demo_env *env, bool *ok) {
  cl_program prog;
  cl_kernel k = build(env, demo_intel_subgroups, demo_intel_subgroups_size, "intel_sgemm", &prog);
  const int M = 256, N = 256, K = 256;
  size_t local[2] = {256, 1};
  float *a = malloc(sizeof(float) * M * K), *b = malloc(sizeof(float) * K * N), *c = malloc(sizeof(float) * M * N);
  if (!a || !b || !c) exit(2);
  uint64_t s = 0xa11ce;
  for (int i = 0; i < M * K; i++) a[i] = sixteenth(&s);
  for (int i = 0; i < K * N; i++) b[i] = sixteenth(&s);
  cl_mem ma = buffer(env, CL_MEM_READ_ONLY, sizeof(float) * M * K, a);
  cl_mem mb = buffer(env, CL_MEM_READ_ONLY, sizeof(float) * K * N, b);
  cl_mem mc = buffer(env, CL_MEM_WRITE_ONLY, sizeof(float) * M * N, NULL);
  TRY(clSetKernelArg(k, 0, sizeof ma, &ma));
  TRY(clSetKernelArg(k, 1, sizeof mb, &mb));
  TRY(clSetKernelArg(k, 2, sizeof mc, &mc));
  TRY(clSetKernelArg(k, 3, sizeof N, &N));
  TRY(clSetKernelArg(k, 4, sizeof K, &K));
  size_t global[2] = {(size_t)N, (size_t)M / 8};
  double dev_ms, wall_ms;
  run_timed(env, k, 2, global, local, &dev_ms, &wall_ms);
  TRY(clEnqueueReadBuffer(env->queue, mc, CL_TRUE, 0, sizeof(float) * M * N, c, 0, NULL, NULL));
  size_t bad = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      double want = 0;
      for (int l = 0; l < K; l++) want += (double)a[i * K + l] * b[l * N + j];
      bad += c[i * N + j] != (float)want;
    }
  char detail[64];
  snprintf(detail, sizeof detail, "%dx%dx%d, %.2f GFLOP/s", M, N, K, 2.0 * M * N * K / (dev_ms * 1e6));
  report("Intel SGEMM (block IO, shuffle)", detail, bad, (size_t)M * N, dev_ms, wall_ms, ok);
  clReleaseMemObject(ma), clReleaseMemObject(mb), clReleaseMemObject(mc);
  clReleaseKernel(k);
  clReleaseProgram(prog);
  free(a), free(b), free(c);
}

/* The Intel 5-tap FIR through intel_sub_group_shuffle_down's current/next. */
static void demo_intel_fir(demo_env *env, bool *ok) {
  cl_program prog;
  cl_kernel k = build(env, demo_intel_subgroups, demo_intel_subgroups_size, "intel_fir5", &prog);
  const size_t n = 1 << 20, local = 256;
  size_t nx = n + 4 + subgroup_size_for(k, env->device, local);
  float *x = malloc(sizeof(float) * nx), *y = malloc(sizeof(float) * n);
  const float w[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
  if (!x || !y) exit(2);
  uint64_t s = 0xf1e;
  for (size_t i = 0; i < nx; i++) x[i] = sixteenth(&s);
  cl_mem mx = buffer(env, CL_MEM_READ_ONLY, sizeof(float) * nx, x);
  cl_mem my = buffer(env, CL_MEM_WRITE_ONLY, sizeof(float) * n, NULL);
  cl_mem mw = buffer(env, CL_MEM_READ_ONLY, sizeof w, (void *)w);
  TRY(clSetKernelArg(k, 0, sizeof mx, &mx));
  TRY(clSetKernelArg(k, 1, sizeof my, &my));
  TRY(clSetKernelArg(k, 2, sizeof mw, &mw));
  double dev_ms, wall_ms;
  run_timed(env, k, 1, &n, &local, &dev_ms, &wall_ms);
  TRY(clEnqueueReadBuffer(env->queue, my, CL_TRUE, 0, sizeof(float) * n, y, 0, NULL, NULL));
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) {
    double want = 0;
    for (int t = 0; t < 5; t++) want += (double)w[t] * x[i + t];
    bad += y[i] != (float)want;
  }
  report("Intel FIR (shuffle_down cur/next)", "1M items, local 256", bad, n, dev_ms, wall_ms, ok);
  clReleaseMemObject(mx), clReleaseMemObject(my), clReleaseMemObject(mw);
  clReleaseKernel(k);
  clReleaseProgram(prog);
  free(x), free(y);
}

/* The Qualcomm stencil: neighbours through qcom_sub_group_shuffle_up/down
 * with the edge values as defaults; n is no multiple of the work-group. */
static void demo_qcom_stencil(demo_env *env, bool *ok) {
  cl_program prog;
  cl_kernel k = build(env, demo_qcom_shuffles, demo_qcom_shuffles_size, "qcom_stencil3", &prog);
  const cl_uint n = 1000003;
  const size_t local = 128, global = (n + local - 1) / local * local;
  float *x = malloc(sizeof(float) * n), *y = malloc(sizeof(float) * n);
  if (!x || !y) exit(2);
  uint64_t s = 0x5c0;
  for (cl_uint i = 0; i < n; i++) x[i] = sixteenth(&s);
  cl_mem mx = buffer(env, CL_MEM_READ_ONLY, sizeof(float) * n, x);
  cl_mem my = buffer(env, CL_MEM_WRITE_ONLY, sizeof(float) * n, NULL);
  TRY(clSetKernelArg(k, 0, sizeof mx, &mx));
  TRY(clSetKernelArg(k, 1, sizeof my, &my));
  TRY(clSetKernelArg(k, 2, sizeof n, &n));
  double dev_ms, wall_ms;
  run_timed(env, k, 1, &global, &local, &dev_ms, &wall_ms);
  TRY(clEnqueueReadBuffer(env->queue, my, CL_TRUE, 0, sizeof(float) * n, y, 0, NULL, NULL));
  size_t bad = 0;
  for (cl_uint i = 0; i < n; i++) {
    double l = i > 0 ? x[i - 1] : 0, r = i + 1 < n ? x[i + 1] : 0;
    bad += y[i] != (float)(0.25 * (l + 2.0 * x[i] + r));
  }
  report("Qualcomm stencil (shuffle up/down)", "1000003 items, local 128", bad, n, dev_ms, wall_ms, ok);
  clReleaseMemObject(mx), clReleaseMemObject(my);
  clReleaseKernel(k);
  clReleaseProgram(prog);
  free(x), free(y);
}

/* Qualcomm clusters: W4 xor butterfly sums and W8 rotations. */
static void demo_qcom_clusters(demo_env *env, bool *ok) {
  cl_program prog;
  cl_kernel k = build(env, demo_qcom_shuffles, demo_qcom_shuffles_size, "qcom_clusters", &prog);
  const size_t n = 1 << 20, local = 64;
  size_t sg = subgroup_size_for(k, env->device, local);
  if (sg % 8) {
    printf("  %-38s skipped: the sub-group size %zu is no multiple of 8\n", "Qualcomm W4/W8 clusters", sg);
    clReleaseKernel(k);
    clReleaseProgram(prog);
    return;
  }
  uint32_t *x = malloc(4 * n), *q = malloc(4 * n), *r = malloc(4 * n);
  if (!x || !q || !r) exit(2);
  uint64_t s = 0xc1;
  for (size_t i = 0; i < n; i++) x[i] = (uint32_t)rng(&s);
  cl_mem mx = buffer(env, CL_MEM_READ_ONLY, 4 * n, x);
  cl_mem mq = buffer(env, CL_MEM_WRITE_ONLY, 4 * n, NULL);
  cl_mem mr = buffer(env, CL_MEM_WRITE_ONLY, 4 * n, NULL);
  TRY(clSetKernelArg(k, 0, sizeof mx, &mx));
  TRY(clSetKernelArg(k, 1, sizeof mq, &mq));
  TRY(clSetKernelArg(k, 2, sizeof mr, &mr));
  double dev_ms, wall_ms;
  run_timed(env, k, 1, &n, &local, &dev_ms, &wall_ms);
  TRY(clEnqueueReadBuffer(env->queue, mq, CL_TRUE, 0, 4 * n, q, 0, NULL, NULL));
  TRY(clEnqueueReadBuffer(env->queue, mr, CL_TRUE, 0, 4 * n, r, 0, NULL, NULL));
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) {
    size_t b4 = i & ~(size_t)3, b8 = i & ~(size_t)7;
    uint32_t sum = x[b4] + x[b4 + 1] + x[b4 + 2] + x[b4 + 3];
    /* rotate_down: the receiver reads lane (id + offset) mod 8 of its cluster */
    uint32_t rot = x[b8 + ((i - b8 + 3) & 7)];
    bad += q[i] != sum || r[i] != rot;
  }
  report("Qualcomm W4/W8 clusters (xor, rotate)", "1M items, local 64", bad, n, dev_ms, wall_ms, ok);
  clReleaseMemObject(mx), clReleaseMemObject(mq), clReleaseMemObject(mr);
  clReleaseKernel(k);
  clReleaseProgram(prog);
  free(x), free(q), free(r);
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
  size_t sizes[8], nbytes = 0;
  if (clGetDeviceInfo(env.device, CL_DEVICE_SUB_GROUP_SIZES_INTEL, sizeof sizes, sizes, &nbytes) == CL_SUCCESS) {
    printf("sub-group sizes:");
    for (size_t i = 0; i < nbytes / sizeof(size_t); i++) printf(" %zu", sizes[i]);
    printf("\n");
  } else {
    printf("the device has no sub-groups: only the plain kernels run\n");
  }
  bool ok = true;
  demo_vector_add(&env, &ok);
  if (nbytes) {
    demo_intel_sgemm(&env, &ok);
    demo_intel_fir(&env, &ok);
    demo_qcom_stencil(&env, &ok);
    demo_qcom_clusters(&env, &ok);
  }
  clReleaseCommandQueue(env.queue);
  clReleaseContext(env.ctx);
  printf("%s\n", ok ? "all checks passed" : "SOME CHECKS FAILED");
  return ok ? 0 : 1;
}
