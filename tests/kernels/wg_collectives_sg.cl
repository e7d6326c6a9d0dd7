// wg_collectives_sg.cl: work-group collectives beside sub-group operations
// in kernels that require sub-groups of 4, 16 and 64 (wg_and_sg.h): on an
// 8-wide device partitions of a subgroup and several subgroups, on a
// 32-wide one partitions and two subgroups (docs/subgroups.md). Built only
// where the device lists all three sizes.
#include "wg_and_sg.h"

__attribute__((intel_reqd_sub_group_size(4))) kernel void wg_and_sg4(global const uint *in, global uint *out) WG_AND_SG
__attribute__((intel_reqd_sub_group_size(16))) kernel void wg_and_sg16(global const uint *in, global uint *out) WG_AND_SG
__attribute__((intel_reqd_sub_group_size(64))) kernel void wg_and_sg64(global const uint *in, global uint *out) WG_AND_SG
