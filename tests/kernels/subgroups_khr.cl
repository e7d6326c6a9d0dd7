// subgroups_khr.cl: the cl_khr_subgroup_* family on every integer type and
// float (half and double are in subgroups_khr_fp16.cl and _fp64.cl),
// clustered operations of cluster sizes 1, 2 and 4 (larger ones in
// subgroups_khr_c<N>.cl), and the votes, ballots and masks. The kernels
// are in subgroups_khr.h; each writes its work-items' sub-group ids for the
// host references.
#include "subgroups_khr.h"

TYPE_KERNEL(char, NU_BITS)
TYPE_KERNEL(uchar, NU_BITS)
TYPE_KERNEL(short, NU_BITS)
TYPE_KERNEL(ushort, NU_BITS)
TYPE_KERNEL(int, NU_BITS)
TYPE_KERNEL(uint, NU_BITS)
TYPE_KERNEL(long, NU_BITS)
TYPE_KERNEL(ulong, NU_BITS)
TYPE_KERNEL(float, NO_BITS)

CLUSTER_KERNELS(1)
CLUSTER_KERNELS(2)
CLUSTER_KERNELS(4)

// Masks in the uniform part; elections, votes, ballots and logical
// operations among the work-items with pred set; a ballot argument `u`
// (the same for all) with bits at and above get_max_sub_group_size, which
// counts and searches must ignore; and non-uniform reductions in a loop
// whose trip count differs per work-item.
kernel void khr_ballot(global uint *ids, global const int *in, global const int *pred,
                       global const uint *sel, uint4 u, global uint4 *out4, global int *out) {
  IDS(ids);
  size_t g = get_global_linear_id();
  int x = in[g];
  global uint4 *o4 = out4 + g * B4_COUNT;
  global int *o = out + g * B_COUNT;
  o4[B4_EQ + 0] = get_sub_group_eq_mask();
  o4[B4_EQ + 1] = get_sub_group_ge_mask();
  o4[B4_EQ + 2] = get_sub_group_gt_mask();
  o4[B4_EQ + 3] = get_sub_group_le_mask();
  o4[B4_EQ + 4] = get_sub_group_lt_mask();
  if (pred[g]) {
    o[B_ELECT] = sub_group_elect();
    o[B_ALL] = sub_group_non_uniform_all(x % 8 != 0);
    o[B_ANY] = sub_group_non_uniform_any(x % 8 == 0);
    uint4 b = sub_group_ballot(x & 1);
    o4[B4_BALLOT] = b;
    o[B_INV] = sub_group_inverse_ballot(b);
    o[B_INV_U] = sub_group_inverse_ballot(u);
    o[B_EXTRACT] = sub_group_ballot_bit_extract(b, sel[g]);
    o[B_EXTRACT_U] = sub_group_ballot_bit_extract(u, sel[g]);
    o[B_OPS + 0] = sub_group_ballot_bit_count(b);
    o[B_OPS + 1] = sub_group_ballot_inclusive_scan(b);
    o[B_OPS + 2] = sub_group_ballot_exclusive_scan(b);
    o[B_OPS + 3] = sub_group_ballot_find_lsb(b);
    o[B_OPS + 4] = sub_group_ballot_find_msb(b);
    o[B_OPS_U + 0] = sub_group_ballot_bit_count(u);
    o[B_OPS_U + 1] = sub_group_ballot_inclusive_scan(u);
    o[B_OPS_U + 2] = sub_group_ballot_exclusive_scan(u);
    o[B_OPS_U + 3] = sub_group_ballot_find_lsb(u);
    o[B_OPS_U + 4] = sub_group_ballot_find_msb(u);
    int p = x % 3; // any non-zero value is true
    o[B_LOGICAL + 0] = sub_group_non_uniform_reduce_logical_and(p);
    o[B_LOGICAL + 1] = sub_group_non_uniform_reduce_logical_or(p);
    o[B_LOGICAL + 2] = sub_group_non_uniform_reduce_logical_xor(p);
    o[B_LOGICAL + 3] = sub_group_non_uniform_scan_inclusive_logical_and(p);
    o[B_LOGICAL + 4] = sub_group_non_uniform_scan_inclusive_logical_or(p);
    o[B_LOGICAL + 5] = sub_group_non_uniform_scan_inclusive_logical_xor(p);
    o[B_LOGICAL + 6] = sub_group_non_uniform_scan_exclusive_logical_and(p);
    o[B_LOGICAL + 7] = sub_group_non_uniform_scan_exclusive_logical_or(p);
    o[B_LOGICAL + 8] = sub_group_non_uniform_scan_exclusive_logical_xor(p);
    // iteration i runs on the work-items with (x & 3) > i
    int acc = 0;
    for (int i = 0; i < (x & 3); i++) acc += sub_group_non_uniform_reduce_add(x + i);
    o[B_LOOP] = acc;
  }
}
