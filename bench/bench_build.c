/* bench_build.c: clBuildProgram through the ICD loader for a few corpus
 * modules: the first build of a module in the process, repeated builds of
 * the same IL (a new program each time, and the same program built
 * again), and the first enqueue of one of its kernels (where the Vulkan
 * pipeline is made) against later enqueues (the pipeline cached per
 * shader) and against the first enqueue from a second program of the same
 * IL (a new shader module; only the driver's VkPipelineCache can help).
 *
 *   OCL_ICD_VENDORS=build/libshoal.so bench_build [--dir D] [--runs N]
 */
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef SHOAL_KERNEL_DIR
#define SHOAL_KERNEL_DIR "."
#endif

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median(double *v, int n) {
  qsort(v, (size_t)n, sizeof *v, cmp_double);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

#define MUST(x)                                                                  \
  do {                                                                           \
    cl_int e_ = (x);                                                             \
    if (e_ != CL_SUCCESS) {                                                      \
      fprintf(stderr, "%s:%d: %s failed: %d\n", __FILE__, __LINE__, #x, (int)e_); \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

static cl_context ctx;
static cl_device_id dev;
static cl_command_queue queue;

static cl_program build(const void *il, size_t size) {
  cl_int err;
  cl_program p = clCreateProgramWithIL(ctx, il, size, &err);
  MUST(err);
  MUST(clBuildProgram(p, 1, &dev, "", NULL, NULL));
  return p;
}

/* A kernel of the module whose arguments are all buffers (and uints),
 * enqueued over 1024 work-items. */
typedef struct kspec {
  const char *module, *kernel;
  int nbuf;      /* buffer arguments first */
  int nuint;     /* then uint arguments */
} kspec;

static double enqueue(cl_program p, const kspec *ks, cl_mem *bufs) {
  cl_int err;
  cl_kernel k = clCreateKernel(p, ks->kernel, &err);
  MUST(err);
  cl_uint a = 0;
  for (int i = 0; i < ks->nbuf; i++) MUST(clSetKernelArg(k, a++, sizeof bufs[i], &bufs[i]));
  for (int i = 0; i < ks->nuint; i++) {
    cl_uint v = 1024;
    MUST(clSetKernelArg(k, a++, sizeof v, &v));
  }
  size_t g = 1024, l = 64;
  double t0 = now();
  MUST(clEnqueueNDRangeKernel(queue, k, 1, NULL, &g, &l, 0, NULL, NULL));
  MUST(clFinish(queue));
  double t = now() - t0;
  clReleaseKernel(k);
  return t;
}

int main(int argc, char **argv) {
  const char *dir = SHOAL_KERNEL_DIR;
  int runs = 15;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--dir") && i + 1 < argc) dir = argv[++i];
    else if (!strcmp(argv[i], "--runs") && i + 1 < argc) runs = atoi(argv[++i]);
    else {
      fprintf(stderr, "usage: %s [--dir D] [--runs N]\n", argv[0]);
      return 2;
    }
  }
  if (runs < 1 || runs > 1000) runs = 15;
  cl_platform_id plat;
  MUST(clGetPlatformIDs(1, &plat, NULL));
  MUST(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL));
  char dname[256] = "";
  clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof dname, dname, NULL);
  cl_int err;
  ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  MUST(err);
  queue = clCreateCommandQueue(ctx, dev, 0, &err);
  MUST(err);
  cl_mem bufs[4];
  for (int i = 0; i < 4; i++) {
    bufs[i] = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 1024 * 64 * 4, NULL, &err);
    MUST(err);
    uint32_t zero = 0;
    MUST(clEnqueueFillBuffer(queue, bufs[i], &zero, 4, 0, 1024 * 64 * 4, 0, NULL, NULL));
  }
  MUST(clFinish(queue));
  printf("device: %s\n", dname);
  static const kspec specs[] = {
      {"basic", "vadd", 3, 1},         {"vectors", "vec8_arith", 3, 0},
      {"control", "cf_branches", 3, 0}, {"int_builtins", "ib_int", 4, 0},
  };
  printf("%-14s %7s | %9s %9s %9s | %10s %10s %10s\n", "module", "kernels", "first", "again", "same prog",
         "1st enq", "2nd enq", "new prog");
  printf("%-14s %7s | %9s %9s %9s | %10s %10s %10s\n", "", "", "build ms", "build ms", "build ms", "ms", "ms", "1st enq ms");
  for (size_t s = 0; s < sizeof specs / sizeof specs[0]; s++) {
    const kspec *ks = &specs[s];
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.spv", dir, ks->module);
    FILE *f = fopen(path, "rb");
    if (!f) {
      fprintf(stderr, "cannot read %s\n", path);
      return 1;
    }
    fseek(f, 0, SEEK_END);
    size_t size = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    void *il = malloc(size);
    if (!il || fread(il, 1, size, f) != size) return 1;
    fclose(f);

    double t0 = now();
    cl_program p1 = build(il, size);
    double first = now() - t0;
    size_t nk = 0;
    MUST(clGetProgramInfo(p1, CL_PROGRAM_NUM_KERNELS, sizeof nk, &nk, NULL));

    double *v = malloc(sizeof *v * (size_t)runs);
    for (int r = 0; r < runs; r++) {
      t0 = now();
      cl_program p = build(il, size);
      v[r] = now() - t0;
      clReleaseProgram(p);
    }
    double again = median(v, runs);
    /* the same program object built again (it has no kernels yet) */
    cl_program ps = build(il, size);
    for (int r = 0; r < runs; r++) {
      t0 = now();
      MUST(clBuildProgram(ps, 1, &dev, "", NULL, NULL));
      v[r] = now() - t0;
    }
    double same = median(v, runs);
    clReleaseProgram(ps);

    double e1 = enqueue(p1, ks, bufs);
    for (int r = 0; r < runs; r++) v[r] = enqueue(p1, ks, bufs);
    double e2 = median(v, runs);
    cl_program p2 = build(il, size);
    double e3 = enqueue(p2, ks, bufs);
    clReleaseProgram(p2);
    clReleaseProgram(p1);
    printf("%-14s %7zu | %9.2f %9.2f %9.2f | %10.2f %10.2f %10.2f\n", ks->module, nk, first * 1e3, again * 1e3,
           same * 1e3, e1 * 1e3, e2 * 1e3, e3 * 1e3);
    free(v);
    free(il);
  }
  for (int i = 0; i < 4; i++) clReleaseMemObject(bufs[i]);
  clReleaseCommandQueue(queue);
  clReleaseContext(ctx);
  return 0;
}
