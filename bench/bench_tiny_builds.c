/* bench_tiny_builds.c: cold clBuildProgram of many tiny, distinct OpenCL C
 * programs in one process, as the CTS suites that build thousands of
 * small kernels do (vectors vec_align_*, c11_atomics). Each source differs
 * (a constant), so no build result can come from the disk cache; run with
 * SHOAL_CACHE_DIR set to a fresh folder (or SHOAL_CACHE=0) for the cold
 * cost. Prints the total and the mean per build.
 *
 *   OCL_ICD_VENDORS=build/libshoal.so bench_tiny_builds [COUNT] [OPTIONS]
 */
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  int count = argc > 1 ? atoi(argv[1]) : 500;
  const char *options = argc > 2 ? argv[2] : "";
  cl_platform_id plat;
  cl_device_id dev;
  cl_int err;
  if (clGetPlatformIDs(1, &plat, NULL) || clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL)) {
    fprintf(stderr, "no OpenCL device\n");
    return 1;
  }
  cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  if (err) return 1;
  double t0 = now_s(), first = 0;
  for (int i = 0; i < count; i++) {
    char src[256];
    snprintf(src, sizeof src,
             "__kernel void k(__global int *o) { o[get_global_id(0)] = %d + (int)get_local_id(0); }\n", i);
    const char *s = src;
    cl_program p = clCreateProgramWithSource(ctx, 1, &s, NULL, &err);
    if (err || clBuildProgram(p, 1, &dev, options, NULL, NULL)) {
      fprintf(stderr, "build %d failed\n", i);
      return 1;
    }
    clReleaseProgram(p);
    if (!i) first = now_s() - t0;
  }
  double total = now_s() - t0;
  printf("%d builds: %.2f s total, first %.1f ms, mean %.1f ms\n", count, total, first * 1e3,
         total * 1e3 / count);
  clReleaseContext(ctx);
  return 0;
}
