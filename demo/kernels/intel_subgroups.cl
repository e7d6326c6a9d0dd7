// intel_subgroups.cl: kernels written the way clDNN/oneDNN write them for
// Intel GPUs, with cl_intel_subgroups block reads/writes and shuffles. They
// read the sub-group size at run time, so they run at any size.

// C = A * B for row-major float matrices. Each sub-group computes 8 rows by
// one sub-group's width of columns: rows of B and C move as sub-group block
// reads and writes, and each lane's slice of A reaches every lane through
// intel_sub_group_shuffle. M must be a multiple of 8; N and K of the
// sub-group size; the work-group is 1D in x (a multiple of the sub-group
// size) so that a sub-group's lanes are consecutive columns.
#define ROWS 8
kernel void intel_sgemm(global const float *A, global const float *B, global float *C, int N, int K) {
  const uint sg = get_max_sub_group_size();
  const uint lane = get_sub_group_local_id();
  const uint n0 = get_global_id(0) - lane;
  const uint m0 = get_global_id(1) * ROWS;
  float acc[ROWS];
  for (int r = 0; r < ROWS; r++) acc[r] = 0.0f;
  for (int k0 = 0; k0 < K; k0 += sg) {
    float a[ROWS];
    for (int r = 0; r < ROWS; r++)
      a[r] = as_float(intel_sub_group_block_read((const global uint *)(A + (m0 + r) * K + k0)));
    for (uint kk = 0; kk < sg; kk++) {
      float b = as_float(intel_sub_group_block_read((const global uint *)(B + (k0 + kk) * N + n0)));
      for (int r = 0; r < ROWS; r++) acc[r] = mad(intel_sub_group_shuffle(a[r], kk), b, acc[r]);
    }
  }
  for (int r = 0; r < ROWS; r++)
    intel_sub_group_block_write((global uint *)(C + (m0 + r) * N + n0), as_uint(acc[r]));
}

// A 5-tap FIR filter y[i] = sum_t w[t] * x[i + t]: each lane holds x[i]
// ("current") and x[i + sub-group size] ("next"), and
// intel_sub_group_shuffle_down(current, next, t) gives x[i + t]. x has
// n + 4 + sub-group size elements; n is a multiple of the sub-group size.
kernel void intel_fir5(global const float *x, global float *y, constant float *w) {
  const uint sg = get_max_sub_group_size();
  const uint lane = get_sub_group_local_id();
  const uint base = get_global_id(0) - lane;
  float cur = as_float(intel_sub_group_block_read((const global uint *)(x + base)));
  float next = as_float(intel_sub_group_block_read((const global uint *)(x + base + sg)));
  float acc = 0.0f;
  for (uint t = 0; t < 5; t++) acc = mad(w[t], intel_sub_group_shuffle_down(cur, next, t), acc);
  y[get_global_id(0)] = acc;
}
