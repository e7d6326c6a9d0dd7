/* bench_source_build.c: building OpenCL C source through the ICD loader,
 * cold and warm. One run of this program times, for each kernel source of
 * bench/kernels/ (the same files bench_peers runs), clBuildProgram from
 * source and the first enqueue of a kernel (where the Vulkan pipeline is
 * made), in a fresh process. Run it twice over the same SHOAL_CACHE_DIR:
 * the first run is cold (empty cache), the second warm (the front end's
 * SPIR-V and the VkPipelineCache come from disk). bench/source_build.sh
 * does both and prints the table of docs/benchmarks.md.
 *
 *   OCL_ICD_VENDORS=build/libshoal.so SHOAL_CACHE_DIR=D bench_source_build FILE.cl...
 */
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  rewind(f);
  char *s = malloc((size_t)n + 1);
  if (s && fread(s, 1, (size_t)n, f) != (size_t)n) {
    free(s);
    s = NULL;
  }
  if (s) s[n] = 0;
  fclose(f);
  return s;
}

int main(int argc, char **argv) {
  cl_platform_id plat;
  cl_device_id dev;
  cl_int err;
  if (clGetPlatformIDs(1, &plat, NULL) || clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL)) {
    fprintf(stderr, "no OpenCL device\n");
    return 1;
  }
  double t0 = now_ms();
  cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err);
  printf("context: %.1f ms\n", now_ms() - t0);
  cl_mem buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 1 << 22, NULL, &err);
  printf("%-24s %10s %14s %8s\n", "source", "build ms", "1st enqueue ms", "kernels");
  for (int i = 1; i < argc; i++) {
    char *src = slurp(argv[i]);
    if (!src) continue;
    const char *name = strrchr(argv[i], '/') ? strrchr(argv[i], '/') + 1 : argv[i];
    const char *s = src;
    double b0 = now_ms();
    cl_program p = clCreateProgramWithSource(ctx, 1, &s, NULL, &err);
    err = clBuildProgram(p, 1, &dev, "-cl-std=CL3.0", NULL, NULL);
    double build = now_ms() - b0;
    if (err) {
      printf("%-24s build failed (%d)\n", name, err);
      clReleaseProgram(p);
      free(src);
      continue;
    }
    /* The first kernel whose arguments are all buffers or scalars gets
     * one small launch; its time is mostly making the pipeline. */
    cl_kernel ks[64];
    cl_uint nk = 0;
    clCreateKernelsInProgram(p, 64, ks, &nk);
    double first = -1;
    for (cl_uint k = 0; k < nk && first < 0; k++) {
      cl_uint nargs = 0;
      clGetKernelInfo(ks[k], CL_KERNEL_NUM_ARGS, sizeof nargs, &nargs, NULL);
      int ok = 1;
      for (cl_uint a = 0; a < nargs && ok; a++) {
        cl_kernel_arg_address_qualifier aq = 0;
        /* Without arg info (no -cl-kernel-arg-info): try a buffer. */
        if (clGetKernelArgInfo(ks[k], a, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof aq, &aq, NULL) ||
            aq == CL_KERNEL_ARG_ADDRESS_GLOBAL || aq == CL_KERNEL_ARG_ADDRESS_CONSTANT) {
          if (clSetKernelArg(ks[k], a, sizeof buf, &buf)) {
            cl_uint v = 64;
            ok = !clSetKernelArg(ks[k], a, sizeof v, &v);
          }
        } else if (aq == CL_KERNEL_ARG_ADDRESS_LOCAL) {
          ok = !clSetKernelArg(ks[k], a, 1024, NULL);
        } else {
          cl_uint v = 64;
          ok = !clSetKernelArg(ks[k], a, sizeof v, &v);
        }
      }
      if (!ok) continue;
      size_t g = 64, l = 64;
      double e0 = now_ms();
      if (!clEnqueueNDRangeKernel(q, ks[k], 1, NULL, &g, &l, 0, NULL, NULL) && !clFinish(q))
        first = now_ms() - e0;
    }
    printf("%-24s %10.1f %14.1f %8u\n", name, build, first, nk);
    for (cl_uint k = 0; k < nk; k++) clReleaseKernel(ks[k]);
    clReleaseProgram(p);
    free(src);
  }
  clReleaseMemObject(buf);
  clReleaseCommandQueue(q);
  clReleaseContext(ctx);
  return 0;
}
