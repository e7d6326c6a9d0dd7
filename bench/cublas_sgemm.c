/* cublas_sgemm.c: the cuBLAS FP32 SGEMM (no TF32) that bench_peers'
 * SGEMMs are compared with on NVIDIA GPUs. Built on the GPU machine by
 * bench/compare-h100.sh (gcc and the CUDA toolkit's C API; it is not part
 * of the CMake build). Prints "cublas_sgemm N GFLOP/s" for each size: the
 * median of 20 timed products after 3 warm-ups, on the same 1/16-step data
 * as bench_peers.
 *
 *   cublas_sgemm [N ...]   (default 2048 4096) */
#include <cublas_v2.h>
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

#define CU(x)                                                              \
  do {                                                                     \
    if ((x) != cudaSuccess) {                                              \
      fprintf(stderr, "cublas_sgemm: %s failed at line %d\n", #x, __LINE__); \
      return 2;                                                            \
    }                                                                      \
  } while (0)
#define CB(x)                                                              \
  do {                                                                     \
    if ((x) != CUBLAS_STATUS_SUCCESS) {                                    \
      fprintf(stderr, "cublas_sgemm: %s failed at line %d\n", #x, __LINE__); \
      return 2;                                                            \
    }                                                                      \
  } while (0)

static int cmp(const void *a, const void *b) {
  float x = *(const float *)a, y = *(const float *)b;
  return x < y ? -1 : x > y;
}

static int run(cublasHandle_t h, int n) {
  size_t nn = (size_t)n * n;
  float *host = malloc(nn * sizeof *host), *a, *b, *c;
  if (!host) return 2;
  unsigned s = 12345;
  for (size_t i = 0; i < nn; i++) {
    s = s * 1103515245u + 12345u;
    host[i] = (float)((int)((s >> 16) % 65) - 32) / 16.0f;
  }
  CU(cudaMalloc((void **)&a, nn * 4));
  CU(cudaMalloc((void **)&b, nn * 4));
  CU(cudaMalloc((void **)&c, nn * 4));
  CU(cudaMemcpy(a, host, nn * 4, cudaMemcpyHostToDevice));
  CU(cudaMemcpy(b, host, nn * 4, cudaMemcpyHostToDevice));
  const float one = 1.0f, zero = 0.0f;
  cudaEvent_t e0, e1;
  CU(cudaEventCreate(&e0));
  CU(cudaEventCreate(&e1));
  float ms[20];
  for (int i = -3; i < 20; i++) {
    CU(cudaEventRecord(e0, 0));
    CB(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, n, b, n, &zero, c, n));
    CU(cudaEventRecord(e1, 0));
    CU(cudaEventSynchronize(e1));
    if (i >= 0) CU(cudaEventElapsedTime(&ms[i], e0, e1));
  }
  qsort(ms, 20, sizeof *ms, cmp);
  double med = 0.5 * (ms[9] + ms[10]);
  printf("cublas_sgemm %d %.1f GFLOP/s (median %.3f ms)\n", n, 2.0 * n * (double)n * n / (med * 1e6), med);
  cudaFree(a), cudaFree(b), cudaFree(c);
  free(host);
  return 0;
}

int main(int argc, char **argv) {
  cublasHandle_t h;
  CB(cublasCreate(&h));
  /* FP32 arithmetic, no TF32 tensor cores: the peer of an FP32 OpenCL SGEMM */
  CB(cublasSetMathMode(h, CUBLAS_DEFAULT_MATH));
  int rc = 0;
  if (argc < 2) {
    rc |= run(h, 2048);
    rc |= run(h, 4096);
  }
  for (int i = 1; i < argc; i++) rc |= run(h, atoi(argv[i]));
  cublasDestroy(h);
  return rc;
}
