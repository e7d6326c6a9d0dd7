/* transfer_bw.c: blocking clEnqueueWriteBuffer and clEnqueueReadBuffer
 * between the application's memory (allocated once, touched before timing,
 * as clpeak's) and a device buffer, on the first device of the platform
 * the ICD loader gives first: GB/s, medians of RUNS after one warm-up, for
 * a few sizes. It needs no OpenCL C compiler, so it runs on the GPU
 * machine with Shoal and the vendor's OpenCL alike, and under a profiler
 * (docs/benchmarks.md, "Transfers, second step").
 *   transfer_bw [MiB ...]     (default 16 256)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#define RUNS 10

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  cl_platform_id p;
  cl_device_id d;
  cl_int e;
  if (clGetPlatformIDs(1, &p, NULL) || clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL)) {
    fprintf(stderr, "transfer_bw: no OpenCL device\n");
    return 1;
  }
  char name[256] = "";
  clGetDeviceInfo(d, CL_DEVICE_NAME, sizeof name, name, NULL);
  cl_context c = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
  cl_command_queue q = c ? clCreateCommandQueueWithProperties(c, d, NULL, &e) : NULL;
  if (!q) {
    fprintf(stderr, "transfer_bw: no queue (%d)\n", e);
    return 1;
  }
  printf("device %s, blocking transfers, median of %d\n", name, RUNS);
  int nsizes = argc > 1 ? argc - 1 : 2;
  for (int s = 0; s < nsizes; s++) {
    size_t mib = argc > 1 ? strtoul(argv[s + 1], NULL, 10) : (s ? 256 : 16);
    size_t bytes = mib << 20;
    char *host = malloc(bytes);
    cl_mem b = clCreateBuffer(c, 0, bytes, NULL, &e);
    if (!host || !b) {
      fprintf(stderr, "transfer_bw: cannot allocate %zu MiB\n", mib);
      return 1;
    }
    memset(host, 1, bytes);
    double tw[RUNS], tr[RUNS];
    for (int r = -1; r < RUNS; r++) {
      double t0 = now();
      if (clEnqueueWriteBuffer(q, b, CL_TRUE, 0, bytes, host, 0, NULL, NULL)) return 1;
      double t1 = now();
      if (clEnqueueReadBuffer(q, b, CL_TRUE, 0, bytes, host, 0, NULL, NULL)) return 1;
      double t2 = now();
      if (r >= 0) {
        tw[r] = t1 - t0;
        tr[r] = t2 - t1;
      }
    }
    qsort(tw, RUNS, sizeof *tw, cmp);
    qsort(tr, RUNS, sizeof *tr, cmp);
    printf("%6zu MiB  write %6.2f GB/s  read %6.2f GB/s\n", mib, bytes / tw[RUNS / 2] * 1e-9,
           bytes / tr[RUNS / 2] * 1e-9);
    clReleaseMemObject(b);
    free(host);
  }
  clReleaseCommandQueue(q);
  clReleaseContext(c);
  return 0;
}
