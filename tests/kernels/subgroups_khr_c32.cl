// subgroups_khr_c32.cl: clustered reductions and rotation with clusters of
// 32 work-items (kernels in subgroups_khr.h). A module of its own: it
// builds only where a sub-group can hold 32 work-items.
#include "subgroups_khr.h"

CLUSTER_KERNELS(32)
