// intel.cl: benchmark kernels in the Intel form (cl_intel_subgroups): block
// reads and writes and shuffles. They read the sub-group size at run time.

// Each work-item moves 4 uints: the sub-group's 4 * size consecutive uints
// through one block read and one block write.
kernel void block_copy4(global const uint *a, global uint *b) {
  const size_t base = (get_global_id(0) - get_sub_group_local_id()) * 4;
  uint4 v = intel_sub_group_block_read4(a + base);
  intel_sub_group_block_write4(b + base, v);
}

// The five-tap FIR of plain.cl, x[i + t] from intel_sub_group_shuffle_down
// of the current and next sub-group-wide windows.
kernel void fir5_shuffle(global const float *x, global float *y, constant float *w) {
  const uint sg = get_max_sub_group_size();
  const size_t base = get_global_id(0) - get_sub_group_local_id();
  float cur = as_float(intel_sub_group_block_read((const global uint *)(x + base)));
  float next = as_float(intel_sub_group_block_read((const global uint *)(x + base + sg)));
  float acc = 0.0f;
  for (uint t = 0; t < 5; t++) acc = mad(w[t], intel_sub_group_shuffle_down(cur, next, t), acc);
  y[get_global_id(0)] = acc;
}

// The classic Intel SGEMM, register-tiled: each work-item computes 8 rows
// by 8 columns of C; a sub-group covers 8 rows by 8 * size columns. A row
// of B's columns comes from one block_read8 (columns n0 + lane + j * size),
// A's k-slice reaches every lane through intel_sub_group_shuffle. The
// work-group is (size, 4): its four sub-groups take the same columns of
// four row blocks, so each row of B they read is shared in the cache.
kernel void sgemm_intel(global const float *A, global const float *B, global float *C, int N, int K) {
  const uint sg = get_max_sub_group_size();
  const uint lane = get_sub_group_local_id();
  const uint n0 = (get_global_id(0) - lane) * 8;
  const uint m0 = get_global_id(1) * 8;
  float8 acc[8];
  for (int r = 0; r < 8; r++) acc[r] = (float8)(0.0f);
  for (int k0 = 0; k0 < K; k0 += sg) {
    float a[8];
    for (int r = 0; r < 8; r++)
      a[r] = as_float(intel_sub_group_block_read((const global uint *)(A + (m0 + r) * K + k0)));
    for (uint kk = 0; kk < sg; kk++) {
      float8 b = as_float8(intel_sub_group_block_read8((const global uint *)(B + (k0 + kk) * N + n0)));
      for (int r = 0; r < 8; r++) acc[r] = mad((float8)(intel_sub_group_shuffle(a[r], kk)), b, acc[r]);
    }
  }
  for (int r = 0; r < 8; r++)
    intel_sub_group_block_write8((global uint *)(C + (m0 + r) * N + n0), as_uint8(acc[r]));
}

// sgemm_intel with the loads one step ahead of the arithmetic: the next row
// of B is read while the current one is multiplied, and the next k-slice
// of A while the last row of the current one is. The same 8x8 tile per
// work-item; it only hides memory latency, which is what limits the plain
// form on GPUs with few resident sub-groups per core (docs/benchmarks.md).
kernel void sgemm_intel_pf(global const float *A, global const float *B, global float *C, int N, int K) {
  const uint sg = get_max_sub_group_size();
  const uint lane = get_sub_group_local_id();
  const uint n0 = (get_global_id(0) - lane) * 8;
  const uint m0 = get_global_id(1) * 8;
  float8 acc[8];
  for (int r = 0; r < 8; r++) acc[r] = (float8)(0.0f);
  float a[8], an[8];
  for (int r = 0; r < 8; r++) an[r] = as_float(intel_sub_group_block_read((const global uint *)(A + (m0 + r) * K)));
  float8 bn = as_float8(intel_sub_group_block_read8((const global uint *)(B + n0)));
  for (int k0 = 0; k0 < K; k0 += sg) {
    for (int r = 0; r < 8; r++) a[r] = an[r];
    const int k1 = k0 + (int)sg < K ? k0 + (int)sg : k0; // the last slice reads itself again
    for (int r = 0; r < 8; r++) an[r] = as_float(intel_sub_group_block_read((const global uint *)(A + (m0 + r) * K + k1)));
    for (uint kk = 0; kk < sg; kk++) {
      float8 b = bn;
      const int kn = k0 + (int)kk + 1 < K ? k0 + (int)kk + 1 : k0 + (int)kk;
      bn = as_float8(intel_sub_group_block_read8((const global uint *)(B + kn * N + n0)));
      for (int r = 0; r < 8; r++) acc[r] = mad((float8)(intel_sub_group_shuffle(a[r], kk)), b, acc[r]);
    }
  }
  for (int r = 0; r < 8; r++)
    intel_sub_group_block_write8((global uint *)(C + (m0 + r) * N + n0), as_uint8(acc[r]));
}

// sgemm_intel with B staged in local memory: the work-group's four
// sub-groups share a (size x 8*size) tile of B, each loading a quarter of
// its rows with block reads, then read it from local memory instead of
// each fetching every row through the cache. A still reaches the lanes by
// intel_sub_group_shuffle. Work-group (size, 4); Bs holds 8 * size * size
// floats.
kernel void sgemm_intel_slm(global const float *A, global const float *B, global float *C, int N, int K,
                            local float *Bs) {
  const uint sg = get_max_sub_group_size();
  const uint lane = get_sub_group_local_id();
  const uint sgid = get_sub_group_id(), nsg = get_num_sub_groups();
  const uint n0 = (get_global_id(0) - lane) * 8;
  const uint m0 = get_global_id(1) * 8;
  float8 acc[8];
  for (int r = 0; r < 8; r++) acc[r] = (float8)(0.0f);
  for (int k0 = 0; k0 < K; k0 += sg) {
    for (uint kk = sgid; kk < sg; kk += nsg) {
      float8 v = as_float8(intel_sub_group_block_read8((const global uint *)(B + (k0 + kk) * N + n0)));
      for (int j = 0; j < 8; j++) Bs[kk * 8 * sg + lane + j * sg] = v[j];
    }
    float a[8];
    for (int r = 0; r < 8; r++)
      a[r] = as_float(intel_sub_group_block_read((const global uint *)(A + (m0 + r) * K + k0)));
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint kk = 0; kk < sg; kk++) {
      float8 b;
      for (int j = 0; j < 8; j++) b[j] = Bs[kk * 8 * sg + lane + j * sg];
      for (int r = 0; r < 8; r++) acc[r] = mad((float8)(intel_sub_group_shuffle(a[r], kk)), b, acc[r]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int r = 0; r < 8; r++)
    intel_sub_group_block_write8((global uint *)(C + (m0 + r) * N + n0), as_uint8(acc[r]));
}

// sgemm_tiled's design (bench/kernels/plain.cl: 128x128 tiles of C in 16x16
// work-groups, 8x8 per work-item, 8-deep tiles double-buffered in __local
// memory, float4 reads of them) with the tiles brought in by sub-group
// block reads, as GEMMs written for Intel GPUs stage them. A comes
// transposed (At is K x M, row-major: a column-major A, BLAS's transA), so
// a tile of either operand is 8 rows of 128 consecutive floats, and each
// sub-group moves 4 * size of them with one intel_sub_group_block_read4.
// No shuffles: on GPUs whose shuffles share the load pipe, broadcasting A
// by shuffles (sgemm_intel) costs more than reading it from local memory.
// Sub-group sizes up to 32; N and K multiples of 128 and 8. Its inner loop
// and the store of C repeat sgemm_tiled's on purpose: each .cl file here is
// one self-contained program (built from source on runtimes without IL).
kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void sgemm_intel_tiled(global const float *At, global const float *B, global float *C, int N, int K) {
  local float As[2][8][128], Bs[2][8][128];
  const int tx = get_local_id(0), ty = get_local_id(1);
  const uint sg = get_max_sub_group_size(), lane = get_sub_group_local_id();
  const uint first = get_sub_group_id() * 4 * sg; // this sub-group's part of a tile: floats first..first+4*sg-1
  const int row = first / 128, col = first % 128;
  const int m0 = get_group_id(1) * 128, n0 = get_group_id(0) * 128;
  const global uint *ap = (const global uint *)(At + (size_t)row * N + m0 + col);
  const global uint *bp = (const global uint *)(B + (size_t)row * N + n0 + col);
  const size_t step = (size_t)8 * N;
  uint4 ra = intel_sub_group_block_read4(ap), rb = intel_sub_group_block_read4(bp);
  float4 acc[8][2];
#pragma unroll
  for (int i = 0; i < 8; i++) acc[i][0] = acc[i][1] = (float4)(0.0f);
  int buf = 0;
  for (int k0 = 0;;) {
    local float *a = &As[buf][0][0] + first + lane, *b = &Bs[buf][0][0] + first + lane;
    a[0] = as_float(ra.s0), a[sg] = as_float(ra.s1), a[2 * sg] = as_float(ra.s2), a[3 * sg] = as_float(ra.s3);
    b[0] = as_float(rb.s0), b[sg] = as_float(rb.s1), b[2 * sg] = as_float(rb.s2), b[3 * sg] = as_float(rb.s3);
    barrier(CLK_LOCAL_MEM_FENCE);
    k0 += 8;
    if (k0 < K) {
      ra = intel_sub_group_block_read4(ap + (size_t)(k0 / 8) * step);
      rb = intel_sub_group_block_read4(bp + (size_t)(k0 / 8) * step);
    }
#pragma unroll
    for (int k = 0; k < 8; k++) {
      const float4 a0 = vload4(ty, As[buf][k]), a1 = vload4(ty + 16, As[buf][k]);
      const float4 b0 = vload4(tx, Bs[buf][k]), b1 = vload4(tx + 16, Bs[buf][k]);
      const float av[8] = {a0.x, a0.y, a0.z, a0.w, a1.x, a1.y, a1.z, a1.w};
#pragma unroll
      for (int i = 0; i < 8; i++) {
        acc[i][0] = mad((float4)(av[i]), b0, acc[i][0]);
        acc[i][1] = mad((float4)(av[i]), b1, acc[i][1]);
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
