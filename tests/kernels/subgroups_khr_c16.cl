// subgroups_khr_c16.cl: clustered reductions and rotation with clusters of
// 16 work-items (kernels in subgroups_khr.h). A module of its own, run
// on sub-groups of any size (a larger cluster is the whole sub-group).
#include "subgroups_khr.h"

CLUSTER_KERNELS(16)
