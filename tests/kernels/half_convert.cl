// half_convert.cl: conversions to and from half (cl_khr_fp16) and
// vstore_half of doubles (cl_khr_fp64: double to half directly, one
// rounding). Run only on devices that report the extensions.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void cvt_half(global const float *in, global const short *si, global half *h,
                     global float *back, global short *sat) {
  size_t i = get_global_id(0), n = get_global_size(0);
  float x = in[i];
  h[i] = convert_half(x);
  h[n + i] = convert_half_rtz(x);
  h[2 * n + i] = convert_half_rtp(x);
  h[3 * n + i] = convert_half_rtn(x);
  h[4 * n + i] = convert_half_rte(si[i]);
  back[i] = convert_float(h[i]);
  sat[i] = convert_short_sat(h[i]);
  if (i % 4 == 0) vstore4(convert_half4_rtz(vload4(i / 4, in)), i / 4, h + 5 * n);
}

kernel void vstore_half_double(global const double *d, global half *h) {
  size_t i = get_global_id(0), n = get_global_size(0);
  double x = d[i];
  vstore_half(x, i, h);
  vstore_half_rtz(x, i, h + n);
  vstore_half_rtp(x, i, h + 2 * n);
  vstore_half_rtn(x, i, h + 3 * n);
}
