// subgroup_wide_divergent.cl: a sub-group operation that only some
// work-items of a work-group reach, in a kernel requiring sub-groups of 64
// lanes: wider than the subgroups of lavapipe (8) and of NVIDIA (32), where
// Shoal refuses it with a build log (test_subgroup_wide.c).
__attribute__((intel_reqd_sub_group_size(64)))
kernel void divergent_reduce(global float *o) {
  if (get_local_id(0) < 3) o[get_global_id(0)] = sub_group_reduce_add(1.0f);
}

// The same work-group of one sub-group does not make a
// sub_group_non_uniform_* function safe: divergent code may call those.
__attribute__((intel_reqd_sub_group_size(64))) __attribute__((reqd_work_group_size(64, 1, 1)))
kernel void one_group_non_uniform(global int *o) {
  if (get_local_id(0) < 3) o[get_global_id(0)] = sub_group_non_uniform_reduce_add(1);
}

// An image block write takes bytes of other lanes through __local memory
// above the native size: the same rule.
__attribute__((intel_reqd_sub_group_size(64)))
kernel void divergent_image_write(write_only image2d_t img, global const uint *in) {
  if (in[get_global_id(0)]) intel_sub_group_block_write(img, (int2)(0, 0), 1u);
}
