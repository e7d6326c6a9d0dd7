// subgroups_khr.h: the kernels of the cl_khr_subgroup_* tests, shared by
// subgroups_khr*.cl (one module per set of types or cluster size, since a
// module that uses half, double or a cluster larger than the device's
// sub-group does not build there), and the output slots, shared with
// test_subgroups_khr.c, which writes the references.
#ifndef SUBGROUPS_KHR_H
#define SUBGROUPS_KHR_H

// ---- output slots of khr_<type> (values of the type, per work-item) --------
// Uniform part (every work-item): the cl_khr_subgroups functions on the
// types cl_khr_subgroup_extended_types adds.
#define S_BCAST 0 // sub_group_broadcast(x, bidx)
#define S_RED 1   // sub_group_reduce_{add,min,max}: 1..3
#define S_INC 4   // sub_group_scan_inclusive_{add,min,max}: 4..6
#define S_EXC 7   // sub_group_scan_exclusive_{add,min,max}: 7..9
// Divergent part (work-items with pred set): non-uniform arithmetic, in
// the order of the NU_* operations, for reduce, inclusive and exclusive scan.
#define S_NU 10 // S_NU + 7 * {0 reduce, 1 inclusive, 2 exclusive} + NU_*
#define NU_ADD 0
#define NU_MUL 1
#define NU_MIN 2
#define NU_MAX 3
#define NU_AND 4 // integers only, like OR and XOR
#define NU_OR 5
#define NU_XOR 6
#define S_SHUFFLE 31  // sub_group_shuffle(x, sel[0])
#define S_XOR 32      // sub_group_shuffle_xor(x, sel[1])
#define S_UP 33       // sub_group_shuffle_up(x, sel[2])
#define S_DOWN 34     // sub_group_shuffle_down(x, sel[3])
#define S_ROT 35      // sub_group_rotate(x, rot)
#define S_NUB_DYN 36  // sub_group_non_uniform_broadcast(x, bidx)
#define S_NUB_ONE 37  // sub_group_non_uniform_broadcast(x, 1)
#define S_FIRST 38    // sub_group_broadcast_first(x)
#define S_COUNT 40
// khr_<type> ints: sub_group_non_uniform_all_equal of x and of e.
#define SI_EQ_X 0
#define SI_EQ_E 1
#define SI_COUNT 2
// khr_<type> vectors (components of the type): uniform broadcasts of a
// 2- and a 4-vector from lane bidx, non-uniform ones of an 8-vector from
// bidx and a 16-vector from lane 1.
#define V_B2 0
#define V_B4 2
#define V_NB8 6
#define V_NB16 14
#define V_COUNT 30
#define V_IN 16 // input components per work-item

// ---- khr_cluster<N>_<type>: clustered reductions and rotation --------------
#define C_OPS 0 // C_OPS + NU_*: sub_group_clustered_reduce_<op>(x or m, N)
#define C_ROT 7 // sub_group_clustered_rotate(x, rot, N)
#define C_COUNT 8
// khr_cluster<N>_logical: sub_group_clustered_reduce_logical_{and,or,xor}
#define CL_COUNT 3

// ---- khr_ballot: votes, ballots, masks, logical operations ------------------
#define B4_EQ 0 // get_sub_group_{eq,ge,gt,le,lt}_mask: 0..4 (uint4)
#define B4_BALLOT 5 // sub_group_ballot(x & 1)
#define B4_COUNT 6
#define B_ELECT 0
#define B_ALL 1 // sub_group_non_uniform_all(x % 8 != 0)
#define B_ANY 2 // sub_group_non_uniform_any(x % 8 == 0)
#define B_INV 3 // sub_group_inverse_ballot(ballot), then of the argument u
#define B_INV_U 4
#define B_EXTRACT 5 // sub_group_ballot_bit_extract(ballot, sel), then of u
#define B_EXTRACT_U 6
#define B_OPS 7 // ballot: bit_count, inclusive_scan, exclusive_scan, find_lsb, find_msb
#define B_OPS_U 12 // the same of u
#define B_LOGICAL 17 // non_uniform {reduce, scan_inclusive, scan_exclusive} x logical {and, or, xor}
#define B_LOOP 26 // sum of non-uniform reductions in a loop with a per-lane trip count
#define B_COUNT 27

#ifdef __OPENCL_C_VERSION__
// Per work-item (linear in the NDRange): sub_group_local_id, sub_group_id,
// get_sub_group_size, get_max_sub_group_size, get_num_sub_groups,
// get_enqueued_num_sub_groups, local linear id, group linear id.
#define IDS(o)                                                                     \
  do {                                                                             \
    global uint *o_ = (o) + get_global_linear_id() * 8;                            \
    o_[0] = get_sub_group_local_id();                                              \
    o_[1] = get_sub_group_id();                                                    \
    o_[2] = get_sub_group_size();                                                  \
    o_[3] = get_max_sub_group_size();                                              \
    o_[4] = get_num_sub_groups();                                                  \
    o_[5] = get_enqueued_num_sub_groups();                                         \
    o_[6] = get_local_linear_id();                                                 \
    o_[7] = (get_group_id(2) * get_num_groups(1) + get_group_id(1)) * get_num_groups(0) + get_group_id(0); \
  } while (0)

#define NU_ARITH(o, gop, x, m)                                                     \
  (o)[NU_ADD] = sub_group_non_uniform_##gop##_add(x);                              \
  (o)[NU_MUL] = sub_group_non_uniform_##gop##_mul(m);                              \
  (o)[NU_MIN] = sub_group_non_uniform_##gop##_min(x);                              \
  (o)[NU_MAX] = sub_group_non_uniform_##gop##_max(x)
#define NU_BITS(o, gop, x)                                                         \
  (o)[NU_AND] = sub_group_non_uniform_##gop##_and(x);                              \
  (o)[NU_OR] = sub_group_non_uniform_##gop##_or(x);                                \
  (o)[NU_XOR] = sub_group_non_uniform_##gop##_xor(x)
#define NO_BITS(o, gop, x) (void)0

// One kernel per type T; BITS is NU_BITS for integers, NO_BITS otherwise.
// x: the values; m: the factors of the products; e: all_equal's values;
// pred: which work-items run the divergent part; sel: per work-item
// shuffle index, xor mask, up and down deltas; rot: the rotation; bidx: the
// broadcast lane; v: V_IN components per work-item for the vectors.
#define TYPE_KERNEL(T, BITS)                                                       \
  kernel void khr_##T(global uint *ids, global const T *in, global const T *inm,   \
                      global const T *ine, global const int *pred,                 \
                      global const uint *sel, int rot, uint bidx, global const T *inv, \
                      global T *out, global int *outi, global T *outv) {           \
    IDS(ids);                                                                      \
    size_t g = get_global_linear_id();                                             \
    T x = in[g], m = inm[g];                                                       \
    global T *o = out + g * S_COUNT;                                               \
    global T *ov = outv + g * V_COUNT;                                             \
    global const T *v = inv + g * V_IN;                                            \
    o[S_BCAST] = sub_group_broadcast(x, bidx);                                     \
    o[S_RED + 0] = sub_group_reduce_add(x);                                        \
    o[S_RED + 1] = sub_group_reduce_min(x);                                        \
    o[S_RED + 2] = sub_group_reduce_max(x);                                        \
    o[S_INC + 0] = sub_group_scan_inclusive_add(x);                                \
    o[S_INC + 1] = sub_group_scan_inclusive_min(x);                                \
    o[S_INC + 2] = sub_group_scan_inclusive_max(x);                                \
    o[S_EXC + 0] = sub_group_scan_exclusive_add(x);                                \
    o[S_EXC + 1] = sub_group_scan_exclusive_min(x);                                \
    o[S_EXC + 2] = sub_group_scan_exclusive_max(x);                                \
    vstore2(sub_group_broadcast(vload2(0, v), bidx), 0, ov + V_B2);                \
    vstore4(sub_group_broadcast(vload4(0, v + 2), bidx), 0, ov + V_B4);            \
    if (pred[g]) {                                                                 \
      NU_ARITH(o + S_NU, reduce, x, m);                                            \
      BITS(o + S_NU, reduce, x);                                                   \
      NU_ARITH(o + S_NU + 7, scan_inclusive, x, m);                                \
      BITS(o + S_NU + 7, scan_inclusive, x);                                       \
      NU_ARITH(o + S_NU + 14, scan_exclusive, x, m);                               \
      BITS(o + S_NU + 14, scan_exclusive, x);                                      \
      o[S_SHUFFLE] = sub_group_shuffle(x, sel[g * 4 + 0]);                         \
      o[S_XOR] = sub_group_shuffle_xor(x, sel[g * 4 + 1]);                         \
      o[S_UP] = sub_group_shuffle_up(x, sel[g * 4 + 2]);                           \
      o[S_DOWN] = sub_group_shuffle_down(x, sel[g * 4 + 3]);                       \
      o[S_ROT] = sub_group_rotate(x, rot);                                         \
      o[S_NUB_DYN] = sub_group_non_uniform_broadcast(x, bidx);                     \
      o[S_NUB_ONE] = sub_group_non_uniform_broadcast(x, 1);                        \
      o[S_FIRST] = sub_group_broadcast_first(x);                                   \
      outi[g * SI_COUNT + SI_EQ_X] = sub_group_non_uniform_all_equal(x);           \
      outi[g * SI_COUNT + SI_EQ_E] = sub_group_non_uniform_all_equal(ine[g]);      \
      vstore8(sub_group_non_uniform_broadcast(vload8(0, v + 6), bidx), 0, ov + V_NB8); \
      vstore16(sub_group_non_uniform_broadcast(vload16(0, v), 1), 0, ov + V_NB16); \
    }                                                                              \
  }

// Attributes of the clustered kernels (a required sub-group size).
#ifndef KATTR
#define KATTR
#endif

#define C_ARITH(o, x, m, N)                                                        \
  (o)[NU_ADD] = sub_group_clustered_reduce_add(x, N);                              \
  (o)[NU_MUL] = sub_group_clustered_reduce_mul(m, N);                              \
  (o)[NU_MIN] = sub_group_clustered_reduce_min(x, N);                              \
  (o)[NU_MAX] = sub_group_clustered_reduce_max(x, N)
#define C_BITS(o, x, N)                                                            \
  (o)[NU_AND] = sub_group_clustered_reduce_and(x, N);                              \
  (o)[NU_OR] = sub_group_clustered_reduce_or(x, N);                                \
  (o)[NU_XOR] = sub_group_clustered_reduce_xor(x, N)
#define C_NO_BITS(o, x, N) (void)0

// Clustered reductions and rotation with cluster size N, in the divergent
// part only (they need not be reached by the whole sub-group).
#define CLUSTER_KERNEL(N, T, BITS)                                                 \
  KATTR kernel void khr_cluster##N##_##T(global uint *ids, global const T *in, global const T *inm, \
                                   global const int *pred, int rot, global T *out) { \
    IDS(ids);                                                                      \
    size_t g = get_global_linear_id();                                             \
    T x = in[g], m = inm[g];                                                       \
    global T *o = out + g * C_COUNT;                                               \
    if (pred[g]) {                                                                 \
      C_ARITH(o + C_OPS, x, m, N);                                                 \
      BITS(o + C_OPS, x, N);                                                       \
      o[C_ROT] = sub_group_clustered_rotate(x, rot, N);                            \
    }                                                                              \
  }

#define CLUSTER_LOGICAL_KERNEL(N)                                                  \
  KATTR kernel void khr_cluster##N##_logical(global uint *ids, global const int *in,     \
                                       global const int *pred, global int *out) {  \
    IDS(ids);                                                                      \
    size_t g = get_global_linear_id();                                             \
    int p = in[g] % 3; /* any non-zero value is true */                            \
    global int *o = out + g * CL_COUNT;                                            \
    if (pred[g]) {                                                                 \
      o[0] = sub_group_clustered_reduce_logical_and(p, N);                         \
      o[1] = sub_group_clustered_reduce_logical_or(p, N);                          \
      o[2] = sub_group_clustered_reduce_logical_xor(p, N);                         \
    }                                                                              \
  }

// Every integer type and float, with clustered kernels of size N.
#define CLUSTER_KERNELS(N)                                                         \
  CLUSTER_KERNEL(N, char, C_BITS)                                                  \
  CLUSTER_KERNEL(N, uchar, C_BITS)                                                 \
  CLUSTER_KERNEL(N, short, C_BITS)                                                 \
  CLUSTER_KERNEL(N, ushort, C_BITS)                                                \
  CLUSTER_KERNEL(N, int, C_BITS)                                                   \
  CLUSTER_KERNEL(N, uint, C_BITS)                                                  \
  CLUSTER_KERNEL(N, long, C_BITS)                                                  \
  CLUSTER_KERNEL(N, ulong, C_BITS)                                                 \
  CLUSTER_KERNEL(N, float, C_NO_BITS)                                              \
  CLUSTER_LOGICAL_KERNEL(N)
#endif

#endif
