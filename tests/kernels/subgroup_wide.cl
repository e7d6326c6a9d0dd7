// subgroup_wide.cl: Intel-style kernels that require sub-groups of 8, 16,
// 32 and 64 lanes, for test_subgroup_wide.c: each size runs on every
// device, natively, as partitions of a wider subgroup, or across several
// subgroups of the work-group (docs/subgroups.md). Their sub-group
// operations are in work-group-uniform code, as Intel's GEMMs keep them.

// C = A * B (M x K times K x N, row-major), the shape of Intel's SGEMM
// kernels: a sub-group computes S columns of one row of C; each lane holds
// one element of a row of A, handed to every lane with
// intel_sub_group_shuffle, and B's rows come in with block reads.
// Work-groups are (S, rows); o[row * N + col] also gets, in out2, the
// sub-group's sum of that row's S results and its inclusive scan.
#define SGEMM(S)                                                                       \
  __attribute__((intel_reqd_sub_group_size(S)))                                        \
  kernel void sgemm_simd##S(global const float *A, global const float *B,              \
                            global float *C, global float *sums, global float *scans,  \
                            int N, int K) {                                            \
    int lane = get_sub_group_local_id();                                               \
    int col0 = get_group_id(0) * S;                                                    \
    int row = get_global_id(1);                                                        \
    float acc = 0.0f;                                                                  \
    for (int k0 = 0; k0 < K; k0 += S) {                                                \
      float a = A[row * K + k0 + lane];                                                \
      for (int kk = 0; kk < S; kk++) {                                                 \
        float b = as_float(intel_sub_group_block_read(                                 \
            (const global uint *)(B + (k0 + kk) * N + col0)));                         \
        acc += intel_sub_group_shuffle(a, (uint)kk) * b;                               \
      }                                                                                \
    }                                                                                  \
    C[row * N + col0 + lane] = acc;                                                    \
    sums[row * N + col0 + lane] = sub_group_reduce_add(acc);                           \
    scans[row * N + col0 + lane] = sub_group_scan_inclusive_add(acc);                  \
  }
SGEMM(8)
SGEMM(16)
SGEMM(32)
SGEMM(64)

// A work-group of one sub-group (reqd_work_group_size as OpenCV's IDLF
// kernels have it): an Intel shuffle under a branch on the global id is
// allowed, since OpenCL requires the whole sub-group there anyway. Each
// work-item gets lane (lid + 5) % 16's id, plus 1000 where n cuts it off.
__attribute__((intel_reqd_sub_group_size(16))) __attribute__((reqd_work_group_size(16, 1, 1)))
kernel void one_group_shuffle(global int *o, int n) {
  int i = get_global_id(0);
  int v = i;
  if (i < n) v = intel_sub_group_shuffle(i, (get_sub_group_local_id() + 5) % 16);
  else v = i + 1000;
  o[i] = v;
}

// Sub-group collectives in code every work-item of a sub-group runs alike
// but the sub-groups of a work-group do not (docs/subgroups.md,
// "Control flow uniform per sub-group"): the tail of llama.cpp's MXFP4
// mat-vec kernels, a reduction in a loop whose trip count depends on
// get_sub_group_id(), and a broadcast under an if on it. Sub-group s of
// the grid sums rows 3s .. 3s + 2 of `in` (16 floats each) that are below
// `rows`; odd sub-groups also write lane 3's value plus their lane; the
// first two sub-groups of a work-group the largest of their row, the
// others the smallest less 1000.
__attribute__((intel_reqd_sub_group_size(16)))
kernel void sg_dependent_loop(global const float *in, global float *out, int rows) {
  uint sg = get_sub_group_id(), l = get_sub_group_local_id();
  uint first = (get_group_id(0) * get_num_sub_groups() + sg) * 3;
  for (int r = 0; r < 3 && first + r < rows; ++r) {
    float s = sub_group_reduce_add(in[(first + r) * 16 + l]);
    if (l == 0) out[first + r] = s;
  }
  if (sg % 2 == 1) {
    float b = sub_group_broadcast(in[first * 16 + l], 3);
    out[64 + get_global_id(0)] = b + (float)l;
  }
  // and an if/else with a collective on each side
  float e;
  if (sg < 2)
    e = sub_group_reduce_max(in[first * 16 + l]);
  else
    e = sub_group_reduce_min(in[first * 16 + l]) - 1000.0f;
  out[64 + get_global_size(0) + get_global_id(0)] = e;
}

// A block read in a loop whose trip count depends on get_sub_group_id()
// (64 lanes: several subgroups on lavapipe and NVIDIA). A block read needs
// no exchange, so the loop runs as written, each sub-group its own number
// of rounds: run in lockstep instead, a sub-group past its last round
// would read at an address it never computed. Round r of a work-item
// writes element `lane` of the block at in + r * 64 to o[r * size + id],
// for r < sub-group id + n.
__attribute__((intel_reqd_sub_group_size(64)))
kernel void sg_dependent_block_read(global const uint *in, global uint *o, int n) {
  uint sg = get_sub_group_id();
  for (uint r = 0; r < sg + (uint)n; ++r)
    o[r * get_global_size(0) + get_global_id(0)] = intel_sub_group_block_read(in + r * 64);
}
