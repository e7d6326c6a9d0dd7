// convert.cl: conversions of OpenCL C 6.4: implicit, explicit, saturated,
// and the four rounding modes.
kernel void f2i(global const float *in, global int *o_rtz, global int *o_sat, global int *o_rte,
                global int *o_rtp, global int *o_rtn, global uint *o_usat, global char *o_csat,
                global uchar *o_ucsat_rte) {
  size_t i = get_global_id(0);
  float x = in[i];
  o_rtz[i] = convert_int_rtz(clamp(x, -2.0e9f, 2.0e9f));
  o_sat[i] = convert_int_sat(x);
  o_rte[i] = convert_int_sat_rte(x);
  o_rtp[i] = convert_int_sat_rtp(x);
  o_rtn[i] = convert_int_sat_rtn(x);
  o_usat[i] = convert_uint_sat(x);
  o_csat[i] = convert_char_sat(x);
  o_ucsat_rte[i] = convert_uchar_sat_rte(x);
}

kernel void i2f(global const int *in, global const long *inl, global const uint *inu,
                global float *o_rte, global float *o_rtz, global float *o_rtp, global float *o_rtn,
                global float *l_rtz, global float *l_rtp, global float *u_rtn) {
  size_t i = get_global_id(0);
  int x = in[i];
  o_rte[i] = convert_float_rte(x);
  o_rtz[i] = convert_float_rtz(x);
  o_rtp[i] = convert_float_rtp(x);
  o_rtn[i] = convert_float_rtn(x);
  l_rtz[i] = convert_float_rtz(inl[i]);
  l_rtp[i] = convert_float_rtp(inl[i]);
  u_rtn[i] = convert_float_rtn(inu[i]);
}

kernel void i2i_sat(global const int *in, global const long *inl, global const uint *inu,
                    global char *c, global uchar *uc, global short *s, global ushort *us,
                    global uint *ui, global int *from_uint, global int *from_long, global ulong *ul_from_int) {
  size_t i = get_global_id(0);
  int x = in[i];
  c[i] = convert_char_sat(x);
  uc[i] = convert_uchar_sat(x);
  s[i] = convert_short_sat(x);
  us[i] = convert_ushort_sat(x);
  ui[i] = convert_uint_sat(x);
  from_uint[i] = convert_int_sat(inu[i]);
  from_long[i] = convert_int_sat(inl[i]);
  ul_from_int[i] = convert_ulong_sat(x);
}

kernel void d2f(global const double *in, global float *rte, global float *rtz, global float *rtp, global float *rtn) {
  size_t i = get_global_id(0);
  double x = in[i];
  rte[i] = convert_float_rte(x);
  rtz[i] = convert_float_rtz(x);
  rtp[i] = convert_float_rtp(x);
  rtn[i] = convert_float_rtn(x);
}

kernel void vec_convert(global const float4 *in, global int4 *sat, global uchar4 *u8) {
  size_t i = get_global_id(0);
  sat[i] = convert_int4_sat_rte(in[i]);
  u8[i] = convert_uchar4_sat(in[i] * 100.0f);
}

kernel void fp_classes(global const float *in, global int *out) {
  size_t i = get_global_id(0);
  float x = in[i];
  out[i] = isnan(x) | (isinf(x) << 1) | (isfinite(x) << 2) | (isnormal(x) << 3) | (signbit(x) << 4) |
           (isordered(x, 1.0f) << 5) | (isunordered(x, 1.0f) << 6) | (islessgreater(x, 1.0f) << 7);
}
