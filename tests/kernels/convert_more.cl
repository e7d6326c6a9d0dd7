// convert_more.cl: conversions of OpenCL C 6.4 beyond convert.cl: every
// integer type to every integer type (plain: modulo 2^n; _sat: clamped to
// the destination's range), float to 8-, 16- and 64-bit integers (_sat and
// the four rounding modes; plain conversions only of in-range values, the
// others being undefined), 8-, 16- and 64-bit integers to float in every
// rounding mode, and vector forms. Results land in byte regions of `o`.

#define AT(D, r) ((global D *)(o + (size_t)(r) * 8 * n))[i]

#define CVT_FROM(S)                                                                       \
  kernel void cvt_from_##S(global const S *in, global uchar *o) {                         \
    size_t i = get_global_id(0), n = get_global_size(0);                                  \
    S x = in[i];                                                                          \
    AT(char, 0) = convert_char(x);                                                        \
    AT(char, 1) = convert_char_sat(x);                                                    \
    AT(uchar, 2) = convert_uchar(x);                                                      \
    AT(uchar, 3) = convert_uchar_sat(x);                                                  \
    AT(short, 4) = convert_short(x);                                                      \
    AT(short, 5) = convert_short_sat(x);                                                  \
    AT(ushort, 6) = convert_ushort(x);                                                    \
    AT(ushort, 7) = convert_ushort_sat(x);                                                \
    AT(int, 8) = convert_int(x);                                                          \
    AT(int, 9) = convert_int_sat(x);                                                      \
    AT(uint, 10) = convert_uint(x);                                                       \
    AT(uint, 11) = convert_uint_sat(x);                                                   \
    AT(long, 12) = convert_long(x);                                                       \
    AT(long, 13) = convert_long_sat(x);                                                   \
    AT(ulong, 14) = convert_ulong(x);                                                     \
    AT(ulong, 15) = convert_ulong_sat(x);                                                 \
  }

CVT_FROM(char)
CVT_FROM(uchar)
CVT_FROM(short)
CVT_FROM(ushort)
CVT_FROM(long)
CVT_FROM(ulong)

// Vector integer conversions; region r holds 16 * n bytes.
#define VAT(D, r) ((global D *)(o + (size_t)(r) * 16 * n))
kernel void cvt_int_vec(global const char *c, global const ushort *us, global const long *l,
                        global const ulong *ul, global uchar *o) {
  size_t i = get_global_id(0), n = get_global_size(0);
  vstore16(convert_uchar16_sat(vload16(i, c)), i, VAT(uchar, 0));
  vstore8(convert_short8_sat(vload8(i, ul)), i, VAT(short, 1));
  vstore3(convert_char3_sat(vload3(i, l)), i, VAT(char, 2));
  vstore4(convert_int4(vload4(i, l)), i, VAT(int, 3));
  vstore2(convert_long2_sat(vload2(i, ul)), i, VAT(long, 4));
  vstore4(convert_ulong4_sat(vload4(i, c)), i, VAT(ulong, 5));    // 32 bytes: regions 5, 6
  vstore16(convert_short16(vload16(i, us)), i, VAT(short, 7));    // regions 7, 8
  vstore8(convert_char8(vload8(i, us)), i, VAT(char, 9));
}

// Float to integer: saturating in every mode, plain ones of clamped values.
kernel void cvt_f2i(global const float *in, global uchar *o) {
  size_t i = get_global_id(0), n = get_global_size(0);
  float x = in[i];
  AT(char, 0) = convert_char_sat(x);
  AT(char, 1) = convert_char_sat_rte(x);
  AT(char, 2) = convert_char_sat_rtp(x);
  AT(uchar, 3) = convert_uchar_sat_rtn(x);
  AT(uchar, 4) = convert_uchar_sat_rtz(x);
  AT(short, 5) = convert_short_sat_rtn(x);
  AT(short, 6) = convert_short_sat_rtp(x);
  AT(ushort, 7) = convert_ushort_sat(x);
  AT(ushort, 8) = convert_ushort_sat_rte(x);
  AT(long, 9) = convert_long_sat(x);
  AT(long, 10) = convert_long_sat_rte(x);
  AT(long, 11) = convert_long_sat_rtn(x);
  AT(ulong, 12) = convert_ulong_sat(x);
  AT(ulong, 13) = convert_ulong_sat_rtp(x);
  float s = clamp(x, -30000.0f, 30000.0f);   // NaN becomes -30000 (fmin/fmax)
  float q = clamp(x, -1.0e18f, 1.0e18f);
  AT(short, 14) = convert_short_rtn(s);
  AT(char, 15) = convert_char(s * 0.00390625f); // exact: a power of two
  AT(long, 16) = convert_long_rtp(q);
  AT(long, 17) = convert_long(q);
  AT(ulong, 18) = convert_ulong_rtn(fabs(q));
  AT(ushort, 19) = convert_ushort_rte(fabs(s));
}

kernel void cvt_f2i_vec(global const float *in, global uchar *o) {
  size_t i = get_global_id(0), n = get_global_size(0);
  vstore4(convert_char4_sat_rtp(vload4(i, in)), i, VAT(char, 0));
  vstore2(convert_ulong2_sat(vload2(i, in)), i, VAT(ulong, 1));
  vstore8(convert_short8_sat_rtn(vload8(i, in)), i, VAT(short, 2));
  vstore3(convert_long3_rtz(clamp(vload3(i, in), -1.0e18f, 1.0e18f)), i, VAT(long, 3)); // regions 3, 4
  vstore16(convert_uchar16_sat_rte(vload16(i, in)), i, VAT(uchar, 5));
}

// Integers to float in every rounding mode (8/16-bit ones are exact).
kernel void cvt_i2f(global const char *c, global const uchar *uc, global const short *s,
                    global const ushort *us, global const long *l, global const ulong *ul,
                    global float *o) {
  size_t i = get_global_id(0), n = get_global_size(0);
  o[0 * n + i] = convert_float(c[i]);
  o[1 * n + i] = convert_float_rtp(uc[i]);
  o[2 * n + i] = convert_float_rtz(s[i]);
  o[3 * n + i] = convert_float_rtn(us[i]);
  o[4 * n + i] = convert_float(l[i]);
  o[5 * n + i] = convert_float_rtz(l[i]);
  o[6 * n + i] = convert_float_rtp(l[i]);
  o[7 * n + i] = convert_float_rtn(l[i]);
  o[8 * n + i] = convert_float_rte(ul[i]);
  o[9 * n + i] = convert_float_rtz(ul[i]);
  o[10 * n + i] = convert_float_rtp(ul[i]);
  o[11 * n + i] = convert_float_rtn(ul[i]);
  o[12 * n + i] = (float)l[i];
  o[13 * n + i] = (float)ul[i];
}

kernel void cvt_i2f_vec(global const long *l, global const ulong *ul, global const uchar *uc,
                        global float *o) {
  size_t i = get_global_id(0), n = get_global_size(0);
  vstore4(convert_float4_rtz(vload4(i, l)), i, o);
  vstore2(convert_float2_rtp(vload2(i, ul)), i, o + 4 * n);
  vstore8(convert_float8_rtn(vload8(i, l)), i, o + 6 * n);
  vstore3(convert_float3(vload3(i, ul)), i, o + 14 * n);
  vstore16(convert_float16_rtp(vload16(i, uc)), i, o + 17 * n);
}
