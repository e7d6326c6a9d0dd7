// fp_double.cl: double division (correctly rounded), arithmetic and
// conversions that make or take denormals, and double in vectors, __local
// memory and by-value arguments, for test_fp.c.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

kernel void div_d(global const double *a, global const double *b, global double *q, global double *r) {
  size_t i = get_global_id(0);
  q[i] = a[i] / b[i];
  r[i] = 1.0 / b[i];
}

kernel void div_d3(global const double *a, global const double *b, global double *q) {
  size_t i = get_global_id(0);
  vstore3(vload3(i, a) / vload3(i, b), i, q);
}

kernel void div_d16(global const double16 *a, global const double16 *b, global double16 *q) {
  size_t i = get_global_id(0);
  q[i] = a[i] / b[i];
}

// o[4i..4i+3] = a + b, a - b, a * b, (double)(float)a; f[2i..] = (float)a, (float)(a * b)
kernel void arith_d(global const double *a, global const double *b, global double *o, global float *f) {
  size_t i = get_global_id(0);
  double x = a[i], y = b[i];
  o[4 * i] = x + y;
  o[4 * i + 1] = x - y;
  o[4 * i + 2] = x * y;
  o[4 * i + 3] = (double)(float)x;
  f[2 * i] = (float)x;
  f[2 * i + 1] = convert_float_rtz(x * y);
}

// double through __local memory (a rotation within the work-group), a
// by-value double and double4, and relational built-ins
kernel void local_args_d(global const double *a, global double *o, global long *rel, double s, double4 v,
                         local double *tmp) {
  size_t l = get_local_id(0), n = get_local_size(0), i = get_global_id(0);
  tmp[l] = a[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  double x = tmp[(l + 1) % n];
  o[i] = x * s + v.y;
  double y = a[i];
  rel[i] = isnan(y) | isinf(y) << 1 | isfinite(y) << 2 | isnormal(y) << 3 | signbit(y) << 4 |
           isless(y, s) << 5 | isequal(y, v.x) << 6 | isunordered(y, s) << 7;
  long4 m = isgreater((double4)(y), v);
  rel[i] |= (m.x & 1) << 8 | (m.y & 1) << 9 | (m.z & 1) << 10 | (m.w & 1) << 11;
}
