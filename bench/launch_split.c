/* launch_split.c: enqueue + clFinish of an empty kernel on the first
 * device of the first platform the ICD loader gives, with the two calls
 * timed apart (medians of 2000 after 200 warm-up rounds): where a launch's
 * time goes, next to bench/vk_floor (docs/benchmarks.md, "Launch latency
 * against the Vulkan floor"). LAT_SPV=file.spv builds that module with
 * clCreateProgramWithIL instead of the built-in source (for a machine with
 * no OpenCL C compiler); LAT_PROFILING=1 times a profiling queue;
 * LAT_ROUNDS=n times n rounds; LAT_THROUGHPUT=n then enqueues n without
 * waits, three times, and prints the enqueue and completion rates. */

#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec / 1e3; }
static int cmp(const void *a, const void *b) { double x = *(double*)a, y = *(double*)b; return x < y ? -1 : x > y; }
int main(void) {
  cl_platform_id p; cl_device_id d; cl_int e;
  clGetPlatformIDs(1, &p, NULL); clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL);
  cl_context c = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
  /* LAT_PROFILING=1: a queue with CL_QUEUE_PROFILING_ENABLE, as bench_peers' */
  cl_queue_properties prof[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
  cl_command_queue q = clCreateCommandQueueWithProperties(c, d, getenv("LAT_PROFILING") && *getenv("LAT_PROFILING") ? prof : NULL, &e);
  const char *src = "kernel void k(global int *o) { }";
  cl_program pr;
  FILE *f = getenv("LAT_SPV") ? fopen(getenv("LAT_SPV"), "rb") : NULL;
  if (f) { static char il[65536]; size_t n = fread(il, 1, sizeof il, f); fclose(f); pr = clCreateProgramWithIL(c, il, n, &e); }
  else pr = clCreateProgramWithSource(c, 1, &src, NULL, &e);
  if (clBuildProgram(pr, 1, &d, "", NULL, NULL) != CL_SUCCESS) { fprintf(stderr, "build failed\n"); return 1; }
  cl_kernel k = clCreateKernel(pr, "k", &e);
  cl_mem b = clCreateBuffer(c, 0, 64, NULL, &e);
  clSetKernelArg(k, 0, sizeof b, &b);
  size_t g = 1;
  /* LAT_ROUNDS=n: n rounds instead of 2000 (a profiler then sees the
   * loop rather than the set-up) */
  int N = getenv("LAT_ROUNDS") ? atoi(getenv("LAT_ROUNDS")) : 2000;
  if (N < 1 || N > 10000000) N = 2000;
  double *te = malloc(N * sizeof *te), *tf = malloc(N * sizeof *tf), *tt = malloc(N * sizeof *tt);
  if (!te || !tf || !tt) return 1;
  for (int i = 0; i < N + 200; i++) {
    double t0 = now();
    clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &g, 0, NULL, NULL);
    double t1 = now();
    clFinish(q);
    double t2 = now();
    if (i >= 200) { te[i-200] = t1 - t0; tf[i-200] = t2 - t1; tt[i-200] = t2 - t0; }
  }
  qsort(te, N, 8, cmp); qsort(tf, N, 8, cmp); qsort(tt, N, 8, cmp);
  printf("enqueue %.2f us, finish %.2f us, total %.2f us (medians)\n", te[N/2], tf[N/2], tt[N/2]);
  /* LAT_THROUGHPUT=n: then n launches enqueued without waits, three
   * times: the enqueue rate (bench_peers' throughput row) and the rate
   * until clFinish returns (the device's) */
  int T = getenv("LAT_THROUGHPUT") ? atoi(getenv("LAT_THROUGHPUT")) : 0;
  for (int rep = 0; T > 0 && rep < 3; rep++) {
    double t0 = now();
    for (int i = 0; i < T; i++) clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &g, 0, NULL, NULL);
    double t1 = now();
    clFinish(q);
    double t2 = now();
    printf("throughput: enqueued %.0f kernels/s, completed %.0f kernels/s\n", T / (t1 - t0) * 1e6, T / (t2 - t0) * 1e6);
  }
  return 0;
}
