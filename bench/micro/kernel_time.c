/* kernel_time.c: times the micro-kernels of bench/micro/ (each *.cl) on any OpenCL
 * platform, from SPIR-V where the platform takes IL and from source where
 * it does not (NVIDIA's OpenCL), so one binary compares what two runtimes'
 * compilers make of the same kernel. Every kernel takes (global uint *out,
 * uint rounds); its output is checked against the host's model of the
 * kernel before it is timed. bench/micro/run.sh runs it and, on NVIDIA,
 * disassembles what each driver compiled.
 *
 *   kernel_time FILE.cl FILE.spv [--global N] [--local L] [--rounds R] KERNEL...
 */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MUST(x)                                                               \
  do {                                                                        \
    cl_int e_ = (x);                                                          \
    if (e_ != CL_SUCCESS) {                                                   \
      fprintf(stderr, "%s:%d: %s = %d\n", __FILE__, __LINE__, #x, (int)e_); \
      exit(1);                                                                \
    }                                                                         \
  } while (0)

static char *slurp(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = malloc((size_t)n + 1);
  if (b && fread(b, 1, (size_t)n, f) != (size_t)n) {
    free(b);
    b = NULL;
  }
  fclose(f);
  if (b) b[n] = 0;
  *size = (size_t)n;
  return b;
}

/* The host's model of majority.cl's chains: every Maj form is the bitwise
 * majority, and the choice function picks y where x is set. */
static uint32_t model(const char *kernel, uint32_t g, uint32_t rounds) {
  uint32_t a = g, b = g * 3u + 1u, c = g * 7u + 2u;
  int ch = !strcmp(kernel, "ch") || !strcmp(kernel, "bsel");
  for (uint32_t i = 0; i < rounds; i++) {
    uint32_t f = ch ? (a & b) | (~a & c) : (a & b) | (a & c) | (b & c);
    uint32_t m = f + i;
    c = b;
    b = a;
    a = m;
  }
  return a;
}

static int cmp_double(const void *x, const void *y) {
  double a = *(const double *)x, b = *(const double *)y;
  return (a > b) - (a < b);
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: kernel_time FILE.cl FILE.spv [--global N] [--local L] [--rounds R] KERNEL...\n");
    return 2;
  }
  size_t global = 1 << 20, local = 256;
  cl_uint rounds = 4096;
  int first = 3;
  while (first + 1 < argc && argv[first][0] == '-') {
    if (!strcmp(argv[first], "--global")) global = strtoul(argv[first + 1], NULL, 0);
    else if (!strcmp(argv[first], "--local")) local = strtoul(argv[first + 1], NULL, 0);
    else if (!strcmp(argv[first], "--rounds")) rounds = (cl_uint)strtoul(argv[first + 1], NULL, 0);
    else break;
    first += 2;
  }
  cl_platform_id plat;
  cl_device_id dev;
  MUST(clGetPlatformIDs(1, &plat, NULL));
  MUST(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL));
  char name[256] = "", il[256] = "";
  clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof name, name, NULL);
  clGetDeviceInfo(dev, CL_DEVICE_IL_VERSION, sizeof il, il, NULL);
  cl_int err;
  cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  MUST(err);
  cl_queue_properties qp[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
  cl_command_queue q = clCreateCommandQueueWithProperties(ctx, dev, qp, &err);
  MUST(err);
  size_t size;
  cl_program prog;
  int from_il = strstr(il, "SPIR-V") != NULL;
  char *text = slurp(argv[from_il ? 2 : 1], &size);
  if (!text) {
    fprintf(stderr, "cannot read %s\n", argv[from_il ? 2 : 1]);
    return 1;
  }
  if (from_il)
    prog = clCreateProgramWithIL(ctx, text, size, &err);
  else
    prog = clCreateProgramWithSource(ctx, 1, (const char **)&text, &size, &err);
  MUST(err);
  if (clBuildProgram(prog, 1, &dev, "", NULL, NULL) != CL_SUCCESS) {
    char log[8192] = "";
    clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    fprintf(stderr, "build failed:\n%s\n", log);
    return 1;
  }
  /* KERNEL_TIME_BINARY: the program's binary, for a disassembler (on
   * NVIDIA's OpenCL it is PTX) */
  const char *bin_path = getenv("KERNEL_TIME_BINARY");
  if (bin_path && *bin_path) {
    size_t bsize = 0;
    MUST(clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, sizeof bsize, &bsize, NULL));
    unsigned char *bin = malloc(bsize ? bsize : 1);
    MUST(clGetProgramInfo(prog, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL));
    FILE *f = fopen(bin_path, "wb");
    if (f) {
      fwrite(bin, 1, bsize, f);
      fclose(f);
    }
    free(bin);
  }
  printf("%s, from %s, global %zu, local %zu, %u rounds\n", name, from_il ? "SPIR-V" : "source", global, local,
         rounds);
  cl_mem out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, global * 4, NULL, &err);
  MUST(err);
  uint32_t *host = malloc(global * 4);
  int failed = 0;
  for (int k = first; k < argc; k++) {
    cl_kernel kern = clCreateKernel(prog, argv[k], &err);
    MUST(err);
    MUST(clSetKernelArg(kern, 0, sizeof out, &out));
    MUST(clSetKernelArg(kern, 1, sizeof rounds, &rounds));
    MUST(clEnqueueNDRangeKernel(q, kern, 1, NULL, &global, &local, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(q, out, CL_TRUE, 0, global * 4, host, 0, NULL, NULL));
    size_t bad = 0;
    for (size_t g = 0; g < global; g += 997)
      if (host[g] != model(argv[k], (uint32_t)g, rounds)) bad++;
    if (bad) {
      printf("%-8s WRONG in %zu sampled items\n", argv[k], bad);
      failed = 1;
      clReleaseKernel(kern);
      continue;
    }
    double t[7];
    for (int r = 0; r < 7; r++) {
      cl_event ev;
      MUST(clEnqueueNDRangeKernel(q, kern, 1, NULL, &global, &local, 0, NULL, &ev));
      MUST(clWaitForEvents(1, &ev));
      cl_ulong s, e;
      MUST(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof s, &s, NULL));
      MUST(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof e, &e, NULL));
      t[r] = (double)(e - s) * 1e-6;
      clReleaseEvent(ev);
    }
    qsort(t, 7, sizeof t[0], cmp_double);
    printf("%-8s %8.3f ms  %8.1f G rounds/s\n", argv[k], t[3], (double)rounds * (double)global / (t[3] * 1e6));
    clReleaseKernel(kern);
  }
  free(host);
  free(text);
  clReleaseMemObject(out);
  clReleaseProgram(prog);
  clReleaseCommandQueue(q);
  clReleaseContext(ctx);
  return failed;
}
