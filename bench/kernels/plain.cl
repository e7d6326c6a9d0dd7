// plain.cl: benchmark kernels in portable OpenCL C 1.2, for Shoal and its
// peers alike (bench/bench_peers.c).

kernel void copy4(global const uint4 *a, global uint4 *b) {
  size_t i = get_global_id(0);
  b[i] = a[i];
}

// Sum of 8 * 256 uints per work-group of 256: coalesced loads, then a tree
// in local memory. One partial sum per work-group.
kernel void reduce_local(global const uint *a, global uint *partial) {
  local uint s[256];
  const uint lid = get_local_id(0);
  const global uint *p = a + get_group_id(0) * 2048 + lid;
  uint acc = 0;
  for (int k = 0; k < 8; k++) acc += p[k * 256];
  s[lid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint w = 128; w > 0; w >>= 1) {
    if (lid < w) s[lid] += s[lid + w];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) partial[get_group_id(0)] = s[0];
}

// y[i] = sum_t w[t] x[i + t], five taps, with the window in local memory
// (the plain form of the shuffle stencils). Work-groups of 256.
kernel void fir5_local(global const float *x, global float *y, constant float *w) {
  local float t[256 + 4];
  const uint lid = get_local_id(0);
  const size_t base = get_group_id(0) * 256;
  t[lid] = x[base + lid];
  if (lid < 4) t[256 + lid] = x[base + 256 + lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  float acc = 0.0f;
  for (int k = 0; k < 5; k++) acc = mad(w[k], t[lid + k], acc);
  y[base + lid] = acc;
}

// C = A B, row-major, with 32x32 tiles of A and B in local memory; each
// work-item of a 32x8 work-group computes 4 elements of a column.
#define TS 32
#define WPT 4
kernel void sgemm_local(global const float *A, global const float *B, global float *C, int N, int K) {
  local float As[TS][TS], Bs[TS][TS];
  const int col = get_local_id(0), row = get_local_id(1);
  const int gcol = get_group_id(0) * TS + col, grow = get_group_id(1) * TS + row;
  float acc[WPT] = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int t = 0; t < K; t += TS) {
    for (int w = 0; w < WPT; w++) {
      As[row + w * 8][col] = A[(grow + w * 8) * K + t + col];
      Bs[row + w * 8][col] = B[(t + row + w * 8) * N + gcol];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TS; k++) {
      float b = Bs[k][col];
      for (int w = 0; w < WPT; w++) acc[w] = mad(As[row + w * 8][k], b, acc[w]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int w = 0; w < WPT; w++) C[(grow + w * 8) * N + gcol] = acc[w];
}

kernel void empty(void) {}
