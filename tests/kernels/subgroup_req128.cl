// subgroup_req128.cl: a kernel that requires sub-groups of 128
// (cl_intel_required_subgroup_size); builds only where the device has them.
#include "subgroup_queries.cl"

__attribute__((intel_reqd_sub_group_size(128))) kernel void sg_req(global uint *o) { SG_INFO(o); }
