// subgroups_khr_c8.cl: clustered reductions and rotation with clusters of
// 8 work-items (kernels in subgroups_khr.h). A module of its own: it
// builds only where a sub-group can hold 8 work-items.
#include "subgroups_khr.h"

CLUSTER_KERNELS(8)
