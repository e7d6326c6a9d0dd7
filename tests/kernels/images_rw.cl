// images_rw.cl: read_write images (OpenCL 2.0 / __opencl_c_read_write_images):
// reads and writes of one image in one kernel, and Intel block IO on them.
// Built only where the device reads storage images without a format.
#include "CL/shoal_intel_subgroups_ext.cl.h"

kernel void rw_negate(read_write image2d_t img) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 v = read_imagef(img, p);
  write_imagef(img, p, -v);
}

// Reads only, to a buffer: a BGRA image's channels as OpenCL orders them.
kernel void rw_read(read_write image2d_t img, global float4 *out) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  out[p.y * get_image_width(img) + p.x] = read_imagef(img, p);
}

kernel void rw_block_add(read_write image2d_t img, int bx, int by) {
  uint4 v = intel_sub_group_block_read4(img, (int2)(bx, by));
  intel_sub_group_block_write4(img, (int2)(bx, by), v + (uint4)(1, 2, 3, 4));
}
