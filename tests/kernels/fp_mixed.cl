// fp_mixed.cl: conversions between half and double, and vstore_half of
// double, for test_fp.c (needs both cl_khr_fp16 and cl_khr_fp64).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void d2h(global const double *in, global half *o, global double *back, global half *st) {
  size_t i = get_global_id(0);
  double x = in[i];
  o[4 * i] = convert_half(x);
  o[4 * i + 1] = convert_half_rtz(x);
  o[4 * i + 2] = convert_half_rtp(x);
  o[4 * i + 3] = convert_half_rtn(x);
  back[i] = convert_double(o[4 * i]);
  vstore_half_rte(x, 2 * i, st);
  vstore_half_rtz(x, 2 * i + 1, st);
}
