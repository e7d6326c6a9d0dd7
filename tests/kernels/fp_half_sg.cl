// fp_half_sg.cl: sub-group operations on half (Khronos and Intel forms),
// for test_fp.c.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "CL/shoal_intel_subgroups_vectors.cl.h"

// o[8i..]: reduce add, min, max, inclusive scan add, exclusive scan max,
// broadcast of lane 1, Intel shuffle from (lid + 3) % size, shuffle xor 1;
// ids[2i..]: sub-group id, local id
kernel void sg_h(global const half *a, global half *o, global uint *ids) {
  size_t i = get_global_id(0);
  half x = a[i];
  uint n = get_sub_group_size(), l = get_sub_group_local_id();
  o[8 * i] = sub_group_reduce_add(x);
  o[8 * i + 1] = sub_group_reduce_min(x);
  o[8 * i + 2] = sub_group_reduce_max(x);
  o[8 * i + 3] = sub_group_scan_inclusive_add(x);
  o[8 * i + 4] = sub_group_scan_exclusive_max(x);
  o[8 * i + 5] = sub_group_broadcast(x, 1);
  o[8 * i + 6] = intel_sub_group_shuffle(x, (l + 3) % n);
  o[8 * i + 7] = intel_sub_group_shuffle_xor(x, 1);
  ids[2 * i] = get_sub_group_id();
  ids[2 * i + 1] = l;
}

// Intel shuffles down and up between two halves (current, next/previous)
kernel void sg_h_updown(global const half *a, global const half *b, global half *o) {
  size_t i = get_global_id(0);
  o[2 * i] = intel_sub_group_shuffle_down(a[i], b[i], 3);
  o[2 * i + 1] = intel_sub_group_shuffle_up(a[i], b[i], 2);
}


#include "intel_vector_shuffles.h"
SG_VEC_SHUFFLES(half, h, 2)
SG_VEC_SHUFFLES(half, h, 3)
SG_VEC_SHUFFLES(half, h, 4)
SG_VEC_SHUFFLES(half, h, 8)
SG_VEC_SHUFFLES(half, h, 16)
