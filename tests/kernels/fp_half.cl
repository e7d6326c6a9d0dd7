// fp_half.cl: half arithmetic, division, comparisons, conversions (every
// rounding mode, saturation), vload_half/vstore_half, half vectors up to
// 16, __local memory and by-value arguments, for test_fp.c.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL FP_CONTRACT OFF

// o[4i..] = a + b, a - b, a * b, a / b; r = 1 / b; c: comparisons and classes
kernel void arith_h(global const half *a, global const half *b, global half *o, global half *r,
                    global ushort *c) {
  size_t i = get_global_id(0);
  half x = a[i], y = b[i];
  o[4 * i] = x + y;
  o[4 * i + 1] = x - y;
  o[4 * i + 2] = x * y;
  o[4 * i + 3] = x / y;
  r[i] = (half)1.0 / y;
  c[i] = (x < y) | (x <= y) << 1 | (x == y) << 2 | (x != y) << 3 | isnan(x) << 4 | isinf(x) << 5 |
         isfinite(x) << 6 | isnormal(x) << 7 | signbit(x) << 8 | isunordered(x, y) << 9 |
         isgreater(x, y) << 10 | (-x == (half)0) << 11;
}

kernel void div_h16(global const half16 *a, global const half16 *b, global half16 *q) {
  size_t i = get_global_id(0);
  q[i] = a[i] / b[i];
}

// float -> half in the four modes, and back to float (exact)
kernel void f2h(global const float *in, global half *o, global float *back) {
  size_t i = get_global_id(0);
  float x = in[i];
  half h = convert_half(x);
  o[4 * i] = h;
  o[4 * i + 1] = convert_half_rtz(x);
  o[4 * i + 2] = convert_half_rtp(x);
  o[4 * i + 3] = convert_half_rtn(x);
  back[i] = (float)h;
}

// every half to float, int (several modes and saturations)
kernel void h2x(global const half *in, global float *f, global int *o, global short *s, global uchar *uc,
                global long *l) {
  size_t i = get_global_id(0);
  half x = in[i];
  f[i] = convert_float(x);
  o[4 * i] = convert_int_sat(x);
  o[4 * i + 1] = convert_int_sat_rte(x);
  o[4 * i + 2] = convert_int_sat_rtp(x);
  o[4 * i + 3] = convert_int_sat_rtn(x);
  s[i] = convert_short_sat(x);
  uc[i] = convert_uchar_sat_rte(x);
  l[i] = convert_long_sat_rtp(x);
}

// int -> half in the four modes, and ushort/long -> half
kernel void i2h(global const int *in, global const long *inl, global half *o) {
  size_t i = get_global_id(0);
  int x = in[i];
  o[6 * i] = convert_half(x);
  o[6 * i + 1] = convert_half_rtz(x);
  o[6 * i + 2] = convert_half_rtp(x);
  o[6 * i + 3] = convert_half_rtn(x);
  o[6 * i + 4] = convert_half((ushort)x);
  o[6 * i + 5] = convert_half_rtn(inl[i]);
}

// vload_half / vstore_half on float data (core OpenCL C), vload/vstore of
// half vectors and vloada_half
kernel void vdata_h(global const half *p, global const float *f, global float *lo, global half *st,
                    global half *v3) {
  size_t i = get_global_id(0);
  lo[8 * i] = vload_half(i, p);
  vstore4(vload_half4(i, p), 2 * i + 1, lo);
  float2 a2 = vloada_half2(i, p);
  lo[8 * i + 1] = a2.x;
  lo[8 * i + 2] = a2.y;
  lo[8 * i + 3] = vload_half3(i, p).z;
  float x = f[i];
  vstore_half(x, 8 * i, st);
  vstore_half_rtz(x, 8 * i + 1, st);
  vstore_half_rtp(x, 8 * i + 2, st);
  vstore_half_rtn(x, 8 * i + 3, st);
  vstore_half4_rte((float4)(x, -x, x * 0.5f, 2.0f * x), 2 * i + 1, st);
  half3 h = vload3(i, p);
  vstore3(h.zxy, i, v3);
}

// half16 arithmetic, swizzles, conversions between half16 and float16
kernel void vec_h(global const half16 *a, global const half16 *b, global half16 *o, global float16 *f) {
  size_t i = get_global_id(0);
  half16 x = a[i], y = b[i];
  half16 p = x * y;
  o[3 * i] = p + x;
  o[3 * i + 1] = (x - y).sfedcba9876543210;
  half8 lo = x.lo, hi = y.hi;
  o[3 * i + 2] = (half16)(lo * hi, max(lo, hi));
  f[i] = convert_float16(x) + convert_float16(y);
}

// half through __local memory, by-value half and half4 arguments
kernel void local_args_h(global const half *a, global half *o, half s, half4 v, local half *tmp) {
  size_t l = get_local_id(0), n = get_local_size(0), i = get_global_id(0);
  tmp[l] = a[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  half x = tmp[(l + 1) % n];
  o[2 * i] = x * s;
  o[2 * i + 1] = x + v.z;
}

// what quantized-matrix kernels (llama.cpp, clDNN) do with half: bit views,
// select and bitselect, dot, vector conversions with modes, shuffle2,
// vload/vstore of half vectors through reinterpreted pointers
kernel void misc_h(global const uint *w, global const float4 *f, global half *o, global uint *bits) {
  size_t i = get_global_id(0);
  half2 h2 = as_half2(w[i]);
  half4 a = (half4)(h2, h2.yx * (half)2);
  half4 b = convert_half4_rtz(f[i]);
  short4 lt = isless(a, b);
  half4 s = select(a, b, lt);                       // b where a < b
  half4 bs = bitselect(a, b, as_half4((ushort4)(0x8000, 0x7c00, 0x03ff, 0xffff)));
  o[16 * i] = dot(a, b);
  vstore4(s, 4 * i + 1, o);
  vstore4(bs, 4 * i + 2, o);
  half8 sh = shuffle2(a, b, (ushort8)(7, 0, 6, 1, 5, 2, 4, 3));
  vstore4(sh.hi, 4 * i + 3, o);
  bits[i] = as_uint(h2.yx);
  o[16 * i + 1] = vload2(0, (global const half *)(w + i)).y;  // w[i]'s high half (little endian)
}
