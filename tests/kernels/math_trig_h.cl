// math_trig_h.cl: circular functions of half and their inverses, for
// test_math_trig.c.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "math_kernels.h"

#define TRIG_LIST(T, s)                                                             \
  MATH_F(T, s, sin) MATH_F(T, s, cos) MATH_F(T, s, tan) MATH_FPF(T, s, sincos)      \
  MATH_F(T, s, sinpi) MATH_F(T, s, cospi) MATH_F(T, s, tanpi) MATH_F(T, s, asin)    \
  MATH_F(T, s, acos) MATH_F(T, s, atan) MATH_FF(T, s, atan2) MATH_F(T, s, asinpi)   \
  MATH_F(T, s, acospi) MATH_F(T, s, atanpi) MATH_FF(T, s, atan2pi)

TRIG_LIST(half, h)
