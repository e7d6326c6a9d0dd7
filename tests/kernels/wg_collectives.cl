// wg_collectives.cl: OpenCL C 2.0's work-group collective functions
// (6.13.15): all, any, broadcast in 1, 2 and 3 dimensions, reductions and
// inclusive and exclusive scans of add, min and max, for int, uint, long,
// ulong and float (double and half: wg_collectives_d.cl, _h.cl), and the
// same beside sub-group operations (wg_collectives_sg.cl: kernels that
// require sub-group sizes; test_wg_collectives.c).
#include "wg_collectives.h"

WG_KERNELS(int, int)
WG_KERNELS(uint, uint)
WG_KERNELS(long, long)
WG_KERNELS(ulong, ulong)
WG_KERNELS(float, float)

kernel void wg_vote(global const int *in, global int *out) {
  size_t n = get_global_size(0) * get_global_size(1) * get_global_size(2);
  size_t g = get_global_linear_id();
  out[g] = work_group_all(in[g] != 0);
  out[n + g] = work_group_any(in[g] != 0);
}

#include "wg_and_sg.h"

// at the device's own sub-group size (SHOAL_SUBGROUP_SIZE in the
// kernel_sg<V> tests makes it virtual)
kernel void wg_and_sg(global const uint *in, global uint *out) WG_AND_SG
