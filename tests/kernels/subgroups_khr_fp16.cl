// subgroups_khr_fp16.cl: the cl_khr_subgroup_* tests of subgroups_khr.cl
// on half (kernels in subgroups_khr.h); a module of its own, which builds
// only where the device has half precision.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "subgroups_khr.h"

TYPE_KERNEL(half, NO_BITS)
CLUSTER_KERNEL(1, half, C_NO_BITS)
CLUSTER_KERNEL(2, half, C_NO_BITS)
CLUSTER_KERNEL(4, half, C_NO_BITS)
