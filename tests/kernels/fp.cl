// fp.cl: float division (x / y, 1 / x) as scalars and vectors, and sqrt,
// for test_fp.c. The double and half kernels are in fp_double.cl and
// fp_half.cl, so that a device without them still runs these.
#pragma OPENCL FP_CONTRACT OFF

kernel void div_f(global const float *a, global const float *b, global float *q, global float *r) {
  size_t i = get_global_id(0);
  q[i] = a[i] / b[i];
  r[i] = 1.0f / b[i];
}

kernel void div_f3(global const float *a, global const float *b, global float *q) {
  size_t i = get_global_id(0);
  vstore3(vload3(i, a) / vload3(i, b), i, q);
}

kernel void div_f16(global const float16 *a, global const float16 *b, global float16 *q) {
  size_t i = get_global_id(0);
  q[i] = a[i] / b[i];
}

kernel void sqrt_f(global const float *a, global float *r) {
  size_t i = get_global_id(0);
  r[i] = sqrt(a[i]);
}

// a * b + c and its parts, FP_CONTRACT OFF (above), on float denormals
// (fp_float_denormals)
kernel void mad_parts_f(global const float *a, global const float *b, global const float *c, global float *o) {
  size_t i = get_global_id(0);
  o[4 * i] = a[i] * b[i] + c[i];
  o[4 * i + 1] = a[i] * b[i];
  o[4 * i + 2] = a[i] + c[i];
  o[4 * i + 3] = -(c[i] - a[i] * b[i]);
}
