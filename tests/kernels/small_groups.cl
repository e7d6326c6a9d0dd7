// small_groups.cl: kernels with work-groups smaller than a SIMD unit, as
// CPU-tuned applications enqueue them (hashcat: one work-item), for
// test_small_groups.c. Shoal runs several such work-groups in one Vulkan
// workgroup where the kernel cannot tell them apart (translate/pass_pack.c);
// every id must still be OpenCL's.

// Every work-item id and size query, in 8 words per work-item.
kernel void small_ids(global uint *o) {
  size_t i = (get_global_id(2) - get_global_offset(2)) * get_global_size(1) * get_global_size(0) +
             (get_global_id(1) - get_global_offset(1)) * get_global_size(0) +
             (get_global_id(0) - get_global_offset(0));
  global uint *w = o + i * 8;
  w[0] = get_global_id(0);
  w[1] = get_global_id(1);
  w[2] = get_global_id(2);
  w[3] = get_local_id(0) | get_local_id(1) << 8 | get_local_id(2) << 16;
  w[4] = get_group_id(0);
  w[5] = get_group_id(1) | get_group_id(2) << 16;
  w[6] = get_local_size(0) | get_local_size(1) << 8 | get_local_size(2) << 16;
  w[7] = get_num_groups(0);
}

// The same work with a barrier: the work-groups must not share a Vulkan
// workgroup (translate.small_groups_barrier_not_packed).
kernel void small_ids_barrier(global uint *o) {
  size_t i = get_global_id(0) - get_global_offset(0);
  o[i] = get_group_id(0);
  barrier(CLK_GLOBAL_MEM_FENCE);
  o[i] += get_local_id(0) << 24;
}
