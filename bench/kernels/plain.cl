// plain.cl: benchmark kernels in portable OpenCL C 1.2, for Shoal and its
// peers alike (bench/bench_peers.c).

kernel void copy4(global const uint4 *a, global uint4 *b) {
  size_t i = get_global_id(0);
  b[i] = a[i];
}

// The same copy through byte pointers at a run-time offset cast to vector
// pointers, as OpenCV's element-wise kernels (uchar16) and llama.cpp's
// (float4) reach their data: the translator cannot prove the alignment
// and checks it at run time (docs/translator.md, "Alignment").
kernel void copy4_cast(global const uchar *a, global uchar *b, int off) {
  size_t i = get_global_id(0);
  *(global uint4 *)(b + off + 16 * i) = *(global const uint4 *)(a + off + 16 * i);
}

kernel void copy16_cast(global const uchar *a, global uchar *b, int off) {
  size_t i = get_global_id(0);
  *(global uchar16 *)(b + off + 16 * i) = *(global const uchar16 *)(a + off + 16 * i);
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

// C = A B in the shape of cuBLAS's FP32 kernels: a 16x16 work-group
// computes a 128x128 tile of C, each work-item 8x8 of it (rows ty*4.. and
// 64+ty*4.., columns likewise, so that its reads of the staged tiles are
// float4 and a warp's are free of bank conflicts). Tiles of A (stored
// transposed) and B, 8 deep, are staged in local memory, two of each, so
// one barrier a step suffices and the next step's global loads are in
// flight during the arithmetic. N and K: multiples of 128 and 8.
#define GT 128
#define GK 8
kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void sgemm_tiled(global const float *A, global const float *B, global float *C, int N, int K) {
  local float4 As[2][GK][GT / 4], Bs[2][GK][GT / 4];
  local float *Asf = (local float *)As;
  const int tx = get_local_id(0), ty = get_local_id(1), t = ty * 16 + tx;
  const int m0 = get_group_id(1) * GT, n0 = get_group_id(0) * GT;
  const int am = t >> 1, ak = (t & 1) * 4; // this work-item's part of the A tile: row am, columns ak..ak+3
  const int bk = t >> 5, bn = t & 31;      // and of the B tile: row bk, float4 bn
  global const float *ap = A + (size_t)(m0 + am) * K + ak;
  global const float4 *bp = (global const float4 *)(B + (size_t)bk * N + n0) + bn;
  const size_t bstep = (size_t)GK * N / 4;
  float4 ra = vload4(0, ap), rb = bp[0];
  float4 acc[8][2];
#pragma unroll
  for (int i = 0; i < 8; i++) acc[i][0] = acc[i][1] = (float4)(0.0f);
  int buf = 0;
  for (int k0 = 0;;) {
    local float *at = Asf + (buf * GK + ak) * GT + am;
    at[0] = ra.x, at[GT] = ra.y, at[2 * GT] = ra.z, at[3 * GT] = ra.w;
    Bs[buf][bk][bn] = rb;
    barrier(CLK_LOCAL_MEM_FENCE);
    k0 += GK;
    if (k0 < K) {
      ra = vload4(0, ap + k0);
      rb = bp[(size_t)(k0 / GK) * bstep];
    }
#pragma unroll
    for (int k = 0; k < GK; k++) {
      const float4 a0 = As[buf][k][ty], a1 = As[buf][k][ty + 16];
      const float4 b0 = Bs[buf][k][tx], b1 = Bs[buf][k][tx + 16];
      const float a[8] = {a0.x, a0.y, a0.z, a0.w, a1.x, a1.y, a1.z, a1.w};
#pragma unroll
      for (int i = 0; i < 8; i++) {
        acc[i][0] = mad((float4)(a[i]), b0, acc[i][0]);
        acc[i][1] = mad((float4)(a[i]), b1, acc[i][1]);
      }
    }
    if (k0 >= K) break;
    buf ^= 1;
  }
  for (int i = 0; i < 8; i++) {
    const int m = m0 + (i < 4 ? ty * 4 + i : 64 + ty * 4 + i - 4);
    global float4 *cp = (global float4 *)(C + (size_t)m * N + n0);
    cp[tx] = acc[i][0];
    cp[tx + 16] = acc[i][1];
  }
}

kernel void empty(void) {}
