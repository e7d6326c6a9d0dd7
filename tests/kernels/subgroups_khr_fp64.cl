// subgroups_khr_fp64.cl: the cl_khr_subgroup_* tests of subgroups_khr.cl
// on double (kernels in subgroups_khr.h); a module of its own, which builds
// only where the device has double precision.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "subgroups_khr.h"

TYPE_KERNEL(double, NO_BITS)
CLUSTER_KERNEL(1, double, C_NO_BITS)
CLUSTER_KERNEL(2, double, C_NO_BITS)
CLUSTER_KERNEL(4, double, C_NO_BITS)
