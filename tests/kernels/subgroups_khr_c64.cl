// subgroups_khr_c64.cl: clustered reductions and rotation with clusters of
// 64 work-items (kernels in subgroups_khr.h), in sub-groups of 64: the
// required size makes the module translate for a device of any default
// size; it builds only where the device has sub-groups of 64.
#define KATTR __attribute__((intel_reqd_sub_group_size(64)))
#include "subgroups_khr.h"

CLUSTER_KERNELS(64)
