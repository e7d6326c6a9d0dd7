// intel_images.cl: Intel image block IO in bench_peers: each sub-group
// copies a block of 4 rows of sub-group-size 32-bit words between two
// CL_R / CL_UNSIGNED_INT32 images.

kernel void image_block_copy4(read_only image2d_t a, write_only image2d_t b) {
  const int sg = get_max_sub_group_size();
  int2 c = (int2)((get_global_id(0) - get_sub_group_local_id()) * 4, get_global_id(1) * 4);
  uint4 v = intel_sub_group_block_read4(a, c);
  intel_sub_group_block_write4(b, c, v);
  (void)sg;
}
