// images.cl: image kernels for test_images.c: sampler-less reads and
// writes of every image type in every kind (float, int, uint, half),
// reads through sampler arguments and literal samplers (float and integer
// coordinates), queries, and Intel sub-group block reads and writes of
// every width and type on image2d_t.
#include "CL/shoal_intel_subgroups_ext.cl.h"

// ---- sampler-less reads and writes, 2D ------------------------------------

kernel void read_f2d(read_only image2d_t img, global float4 *out) {
  int x = get_global_id(0), y = get_global_id(1);
  out[y * get_global_size(0) + x] = read_imagef(img, (int2)(x, y));
}
kernel void read_i2d(read_only image2d_t img, global int4 *out) {
  int x = get_global_id(0), y = get_global_id(1);
  out[y * get_global_size(0) + x] = read_imagei(img, (int2)(x, y));
}
kernel void read_ui2d(read_only image2d_t img, global uint4 *out) {
  int x = get_global_id(0), y = get_global_id(1);
  out[y * get_global_size(0) + x] = read_imageui(img, (int2)(x, y));
}
kernel void read_h2d(read_only image2d_t img, global half4 *out) {
  int x = get_global_id(0), y = get_global_id(1);
  vstore_half4(convert_float4(read_imageh(img, (int2)(x, y))), 0, (global half *)(out + y * get_global_size(0) + x));
}
kernel void write_f2d(write_only image2d_t img, global const float4 *in) {
  int x = get_global_id(0), y = get_global_id(1);
  write_imagef(img, (int2)(x, y), in[y * get_global_size(0) + x]);
}
kernel void write_i2d(write_only image2d_t img, global const int4 *in) {
  int x = get_global_id(0), y = get_global_id(1);
  write_imagei(img, (int2)(x, y), in[y * get_global_size(0) + x]);
}
kernel void write_ui2d(write_only image2d_t img, global const uint4 *in) {
  int x = get_global_id(0), y = get_global_id(1);
  write_imageui(img, (int2)(x, y), in[y * get_global_size(0) + x]);
}
kernel void write_h2d(write_only image2d_t img, global const float4 *in) {
  int x = get_global_id(0), y = get_global_id(1);
  write_imageh(img, (int2)(x, y), convert_half4(in[y * get_global_size(0) + x]));
}
// writes outside the image are dropped (and must not fault)
kernel void write_outside(write_only image2d_t img, global const float4 *in) {
  int x = get_global_id(0), y = get_global_id(1);
  write_imagef(img, (int2)(x - 2, y - 2), in[y * get_global_size(0) + x]);
}

// ---- the other image types: copies texel by texel ------------------------

kernel void copy_1d(read_only image1d_t src, write_only image1d_t dst) {
  int x = get_global_id(0);
  write_imageui(dst, x, read_imageui(src, x));
}
kernel void copy_1dbuf(read_only image1d_buffer_t src, write_only image1d_buffer_t dst) {
  int x = get_global_id(0);
  write_imageui(dst, x, read_imageui(src, x));
}
kernel void copy_1darr(read_only image1d_array_t src, write_only image1d_array_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imageui(dst, p, read_imageui(src, p));
}
kernel void copy_2darr(read_only image2d_array_t src, write_only image2d_array_t dst) {
  int4 p = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
  write_imageui(dst, p, read_imageui(src, p));
}
kernel void copy_3d_to_buf(read_only image3d_t src, global uint4 *out) {
  int4 p = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
  out[(p.z * get_global_size(1) + p.y) * get_global_size(0) + p.x] = read_imageui(src, p);
}

// ---- samplers ---------------------------------------------------------------

kernel void sample2d(read_only image2d_t img, sampler_t s, global const float2 *coord, global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagef(img, s, coord[i]);
}
kernel void sample2d_i(read_only image2d_t img, sampler_t s, global const float2 *coord, global int4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagei(img, s, coord[i]);
}
kernel void sample2d_intcoord(read_only image2d_t img, sampler_t s, global const int2 *coord, global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagef(img, s, coord[i]);
}
kernel void sample1d(read_only image1d_t img, sampler_t s, global const float *coord, global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagef(img, s, coord[i]);
}
kernel void sample3d(read_only image3d_t img, sampler_t s, global const float4 *coord, global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagef(img, s, coord[i]);
}
kernel void sample1darr(read_only image1d_array_t img, sampler_t s, global const float2 *coord, global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagef(img, s, coord[i]);
}
kernel void sample2darr(read_only image2d_array_t img, sampler_t s, global const float4 *coord, global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagef(img, s, coord[i]);
}

// literal samplers: each its own code
constant sampler_t s_clamp_nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
constant sampler_t s_repeat_linear = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
constant sampler_t s_mirror_nearest = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_NEAREST;
kernel void sample2d_literals(read_only image2d_t img, global const float2 *coord, global float4 *out) {
  size_t i = get_global_id(0);
  const sampler_t edge_linear = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
  out[4 * i + 0] = read_imagef(img, s_clamp_nearest, coord[i]);
  out[4 * i + 1] = read_imagef(img, s_repeat_linear, coord[i]);
  out[4 * i + 2] = read_imagef(img, s_mirror_nearest, coord[i]);
  out[4 * i + 3] = read_imagef(img, edge_linear, coord[i]);
}

// ---- queries ------------------------------------------------------------------

kernel void queries(read_only image2d_t a, write_only image3d_t b, read_only image2d_array_t c,
                    read_only image1d_buffer_t d, write_only image1d_array_t e, global int *out) {
  out[0] = get_image_width(a);
  out[1] = get_image_height(a);
  int2 da = get_image_dim(a);
  out[2] = da.x;
  out[3] = da.y;
  out[4] = get_image_channel_data_type(a);
  out[5] = get_image_channel_order(a);
  out[6] = get_image_width(b);
  out[7] = get_image_height(b);
  out[8] = get_image_depth(b);
  int4 db = get_image_dim(b);
  out[9] = db.z;
  out[10] = db.w;
  out[11] = get_image_channel_order(b);
  out[12] = get_image_width(c);
  out[13] = get_image_height(c);
  out[14] = (int)get_image_array_size(c);
  out[15] = get_image_width(d);
  out[16] = get_image_channel_data_type(d);
  out[17] = get_image_width(e);
  out[18] = (int)get_image_array_size(e);
}

// The same queries after 256 bytes of other arguments, which fill a
// device's push constants (256 bytes on NVIDIA's and lavapipe's), so the
// images' sizes travel in the argument buffer; and a clamp-to-edge read
// far outside the image, which needs the size.
constant sampler_t s_edge = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void queries_spilled(float16 p0, float16 p1, float16 p2, float16 p3, read_only image2d_t a,
                            write_only image3d_t b, read_only image2d_array_t c, global int *out,
                            global float4 *texel) {
  out[0] = get_image_width(a);
  out[1] = get_image_height(a);
  out[2] = get_image_width(b);
  out[3] = get_image_height(b);
  out[4] = get_image_depth(b);
  out[5] = get_image_width(c);
  out[6] = get_image_height(c);
  out[7] = (int)get_image_array_size(c);
  out[8] = (int)(p0.s0 + p1.s5 + p2.sa + p3.sf);
  texel[0] = read_imagef(a, s_edge, (int2)(1000, 1000));
}

// ---- Intel block IO on images -----------------------------------------------

// Each work-item stores its N values at out[gid * N + k], and its lane.
#define BLOCK_READ(name, T, N, fn)                                                              \
  kernel void name(read_only image2d_t img, int bx, int by, global T *out, global uint *lane) { \
    T##N v = fn(img, (int2)(bx, by));                                                           \
    size_t g = get_global_id(0);                                                                \
    for (int k = 0; k < N; k++) out[g * N + k] = ((T *)&v)[k];                                  \
    lane[g] = get_sub_group_local_id();                                                         \
  }
#define T1(T) T
#define BLOCK_READ1(name, T, fn)                                                                \
  kernel void name(read_only image2d_t img, int bx, int by, global T *out, global uint *lane) { \
    size_t g = get_global_id(0);                                                                \
    out[g] = fn(img, (int2)(bx, by));                                                           \
    lane[g] = get_sub_group_local_id();                                                         \
  }
BLOCK_READ1(br_ui1, uint, intel_sub_group_block_read)
BLOCK_READ(br_ui2, uint, 2, intel_sub_group_block_read2)
BLOCK_READ(br_ui4, uint, 4, intel_sub_group_block_read4)
BLOCK_READ(br_ui8, uint, 8, intel_sub_group_block_read8)
BLOCK_READ1(br_us1, ushort, intel_sub_group_block_read_us)
BLOCK_READ(br_us2, ushort, 2, intel_sub_group_block_read_us2)
BLOCK_READ(br_us4, ushort, 4, intel_sub_group_block_read_us4)
BLOCK_READ(br_us8, ushort, 8, intel_sub_group_block_read_us8)
BLOCK_READ1(br_uc1, uchar, intel_sub_group_block_read_uc)
BLOCK_READ(br_uc2, uchar, 2, intel_sub_group_block_read_uc2)
BLOCK_READ(br_uc4, uchar, 4, intel_sub_group_block_read_uc4)
BLOCK_READ(br_uc8, uchar, 8, intel_sub_group_block_read_uc8)
BLOCK_READ1(br_ul1, ulong, intel_sub_group_block_read_ul)
BLOCK_READ(br_ul2, ulong, 2, intel_sub_group_block_read_ul2)
BLOCK_READ(br_ul4, ulong, 4, intel_sub_group_block_read_ul4)
BLOCK_READ(br_ul8, ulong, 8, intel_sub_group_block_read_ul8)
BLOCK_READ1(br_alias_ui1, uint, intel_sub_group_block_read_ui)
BLOCK_READ(br_alias_ui4, uint, 4, intel_sub_group_block_read_ui4)

// Lane l writes in[l * N + k] as its k-th value.
#define BLOCK_WRITE(name, T, N, fn)                                                              \
  kernel void name(write_only image2d_t img, int bx, int by, global const T *in) {               \
    uint l = get_sub_group_local_id();                                                           \
    T##N v;                                                                                      \
    for (int k = 0; k < N; k++) ((T *)&v)[k] = in[l * N + k];                                    \
    fn(img, (int2)(bx, by), v);                                                                  \
  }
#define BLOCK_WRITE1(name, T, fn)                                                                \
  kernel void name(write_only image2d_t img, int bx, int by, global const T *in) {               \
    fn(img, (int2)(bx, by), in[get_sub_group_local_id()]);                                       \
  }
BLOCK_WRITE1(bw_ui1, uint, intel_sub_group_block_write)
// The same with get_sub_group_size() in the kernel: (l * 2 + k) % (n * 2)
// is l * 2 + k for every lane l < n, so the values are bw_ui2's, and a
// wrong sub-group size changes them (the translator once lost the count
// it shares between the built-in and the block write).
kernel void bw_sg_ui2(write_only image2d_t img, int bx, int by, global const uint *in) {
  uint l = get_sub_group_local_id(), n = get_sub_group_size();
  uint2 v = (uint2)(in[(l * 2) % (n * 2)], in[(l * 2 + 1) % (n * 2)]);
  intel_sub_group_block_write2(img, (int2)(bx, by), v);
}
kernel void br_sg_ui2(read_only image2d_t img, int bx, int by, global uint *out, global uint *lane) {
  uint2 v = intel_sub_group_block_read2(img, (int2)(bx, by));
  size_t g = get_global_id(0);
  out[g * 2] = v.x;
  out[g * 2 + 1] = v.y;
  lane[g] = get_sub_group_local_id() % get_sub_group_size();
}
BLOCK_WRITE(bw_ui2, uint, 2, intel_sub_group_block_write2)
BLOCK_WRITE(bw_ui4, uint, 4, intel_sub_group_block_write4)
BLOCK_WRITE(bw_ui8, uint, 8, intel_sub_group_block_write8)
BLOCK_WRITE1(bw_us1, ushort, intel_sub_group_block_write_us)
BLOCK_WRITE(bw_us2, ushort, 2, intel_sub_group_block_write_us2)
BLOCK_WRITE(bw_us4, ushort, 4, intel_sub_group_block_write_us4)
BLOCK_WRITE(bw_us8, ushort, 8, intel_sub_group_block_write_us8)
BLOCK_WRITE1(bw_uc1, uchar, intel_sub_group_block_write_uc)
BLOCK_WRITE(bw_uc2, uchar, 2, intel_sub_group_block_write_uc2)
BLOCK_WRITE(bw_uc4, uchar, 4, intel_sub_group_block_write_uc4)
BLOCK_WRITE(bw_uc8, uchar, 8, intel_sub_group_block_write_uc8)
BLOCK_WRITE1(bw_ul1, ulong, intel_sub_group_block_write_ul)
BLOCK_WRITE(bw_ul2, ulong, 2, intel_sub_group_block_write_ul2)
BLOCK_WRITE(bw_ul4, ulong, 4, intel_sub_group_block_write_ul4)
BLOCK_WRITE(bw_ul8, ulong, 8, intel_sub_group_block_write_ul8)
BLOCK_WRITE(bw_alias_ui4, uint, 4, intel_sub_group_block_write_ui4)

// ---- 3D writes (cl_khr_3d_image_writes) ---------------------------------------

kernel void write_3d(write_only image3d_t img, global const uint4 *in) {
  int4 p = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
  write_imageui(img, p, in[(p.z * get_global_size(1) + p.y) * get_global_size(0) + p.x]);
}
