/* cf_unroll.cl: nested loops with unroll pragmas (issue 13, OpenCV's
 * SIMD GEMM kernels): llvm-spirv-15 writes merge instructions for them,
 * wrong ones at -O2 (several OpLoopMerge in one block, a block merging
 * two headers) and OpLoopControlINTEL unoptimized. test_unroll.c runs
 * them against the same loops on the host. */
kernel void unroll3(global const int *a, global int *out, int n) {
  int acc = 0;
#pragma unroll 2
  for (int i = 0; i < n; i++) {
#pragma unroll 2
    for (int j = 0; j < n; j++) {
#pragma unroll 2
      for (int l = 0; l < n; l++) acc += a[(i * 7 + j * 3 + l) & 63] * (l + 1);
    }
  }
  out[get_global_id(0)] = acc;
}

/* loops whose headers collapse into one block, left by goto and breaks */
kernel void unroll_breaks(global const int *a, global int *out, int n) {
  int x = 0;
#pragma unroll 4
  for (;;) {
#pragma unroll 4
    for (;;) {
#pragma unroll 4
      for (;;) {
        x += a[x & 63];
        if (x > n) goto done;
        if (x & 1) break;
      }
      if (x & 2) break;
    }
    if (x & 4) break;
  }
done:
  out[get_global_id(0)] = x;
}
