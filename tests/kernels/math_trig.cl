// math_trig.cl: circular functions of float and their inverses, with the
// half_ and native_ forms, for test_math_trig.c.
#include "math_kernels.h"

#define TRIG_LIST(T, s)                                                             \
  MATH_F(T, s, sin) MATH_F(T, s, cos) MATH_F(T, s, tan) MATH_FPF(T, s, sincos)      \
  MATH_F(T, s, sinpi) MATH_F(T, s, cospi) MATH_F(T, s, tanpi) MATH_F(T, s, asin)    \
  MATH_F(T, s, acos) MATH_F(T, s, atan) MATH_FF(T, s, atan2) MATH_F(T, s, asinpi)   \
  MATH_F(T, s, acospi) MATH_F(T, s, atanpi) MATH_FF(T, s, atan2pi)

TRIG_LIST(float, f)
MATH_F(float, f, half_sin) MATH_F(float, f, half_cos) MATH_F(float, f, half_tan)
MATH_F(float, f, native_sin) MATH_F(float, f, native_cos) MATH_F(float, f, native_tan)

// sincos with its cosine in __local memory
kernel void sincos_local(global const float *a, global float *o, global float *c) {
  local float tmp[64];
  size_t i = get_global_id(0), l = get_local_id(0);
  o[i] = sincos(a[i], &tmp[l]);
  c[i] = tmp[l];
}
