// vectors.cl: vectors of 8 and 16 components (split for Vulkan), shuffles,
// component access and bitcasts between vector types.
kernel void vec8_arith(global const float8 *a, global const float8 *b, global float8 *o) {
  size_t i = get_global_id(0);
  float8 x = a[i], y = b[i];
  // (x + y) * 0.5 is exact, so contraction into fma cannot change the result
  o[i] = (x + y) * 0.5f - x.s76543210;
}

kernel void vec16_int(global const int16 *a, global const int16 *b, global int16 *o, int k) {
  size_t i = get_global_id(0);
  int16 x = a[i], y = b[i];
  int16 r = (x ^ y) + (x << 3) - (y >> 2);
  r = select(r, x, x > y);
  r.s5 = k;
  r.sf = r[k & 15];
  o[i] = r;
}

kernel void vec_shuffle(global const uchar16 *a, global uchar16 *o, global const uint *mask) {
  size_t i = get_global_id(0);
  uchar16 m = vload16(0, (global const uchar *)mask) & (uchar)15;
  o[i] = shuffle(a[i], m) + a[i].sfedcba9876543210;
}

kernel void vec_bitcast(global const uint4 *a, global ulong2 *o, global uchar16 *o8, global float8 *of) {
  size_t i = get_global_id(0);
  uint4 x = a[i];
  o[i] = as_ulong2(x);
  o8[i] = as_uchar16(x) + (uchar)1;
  of[i] = convert_float8(as_ushort8(x));
}

kernel void vec3_ops(global const float *in, global float *out) {
  size_t i = get_global_id(0);
  float3 v = vload3(i, in);
  float3 w = v.zxy * 2.0f + v;
  vstore3(w, i, out);
}

kernel void vec_any_all(global const int8 *a, global int *o) {
  size_t i = get_global_id(0);
  int8 x = a[i];
  o[i] = any(x < 0) | (all(x > -100) << 1);
}
