// images.cl: image kernels of bench_peers: a texel copy, a 3x3 box blur
// through a clamp-to-edge sampler (a stencil), and a bilinear resize
// through a normalized linear sampler (RGBA float images).

kernel void image_copy(read_only image2d_t a, write_only image2d_t b) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imagef(b, p, read_imagef(a, p));
}

constant sampler_t edge = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

kernel void image_blur3(read_only image2d_t a, write_only image2d_t b) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 s = (float4)(0.0f);
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) s += read_imagef(a, edge, p + (int2)(dx, dy));
  write_imagef(b, p, s * (1.0f / 9.0f));
}

constant sampler_t lin = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;

// b is 3/4 of a in each dimension
kernel void image_resize(read_only image2d_t a, write_only image2d_t b) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float2 c = ((float2)(p.x, p.y) + 0.5f) / (float2)(get_image_width(b), get_image_height(b));
  write_imagef(b, p, read_imagef(a, lin, c));
}
