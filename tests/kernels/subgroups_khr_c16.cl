// subgroups_khr_c16.cl: clustered reductions and rotation with clusters of
// 16 work-items (kernels in subgroups_khr.h). A module of its own: it
// builds only where a sub-group can hold 16 work-items.
#include "subgroups_khr.h"

CLUSTER_KERNELS(16)
