// Kernels of tests/api/test_multi_device.c's image case: each texel plus one.
kernel void image_add_one(read_only image2d_t src, write_only image2d_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imageui(dst, p, read_imageui(src, p) + (uint4)(1u));
}
