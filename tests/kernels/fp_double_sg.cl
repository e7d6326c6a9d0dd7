// fp_double_sg.cl: sub-group operations on double (Khronos and Intel
// forms), for test_fp.c.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "CL/shoal_intel_subgroups_vectors.cl.h"

kernel void sg_d(global const double *a, global double *o, global uint *ids) {
  size_t i = get_global_id(0);
  double x = a[i];
  uint n = get_sub_group_size(), l = get_sub_group_local_id();
  o[8 * i] = sub_group_reduce_add(x);
  o[8 * i + 1] = sub_group_reduce_min(x);
  o[8 * i + 2] = sub_group_reduce_max(x);
  o[8 * i + 3] = sub_group_scan_inclusive_add(x);
  o[8 * i + 4] = sub_group_scan_exclusive_max(x);
  o[8 * i + 5] = sub_group_broadcast(x, 1);
  o[8 * i + 6] = intel_sub_group_shuffle(x, (l + 3) % n);
  o[8 * i + 7] = intel_sub_group_shuffle_up(x, x, 1);
  ids[2 * i] = get_sub_group_id();
  ids[2 * i + 1] = l;
}


#include "intel_vector_shuffles.h"
SG_VEC_SHUFFLES(double, d, 2)
SG_VEC_SHUFFLES(double, d, 3)
SG_VEC_SHUFFLES(double, d, 4)
SG_VEC_SHUFFLES(double, d, 8)
SG_VEC_SHUFFLES(double, d, 16)
