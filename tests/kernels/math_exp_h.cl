// math_exp_h.cl: exponentials, logarithms, powers, roots and hyperbolic
// functions of half, for test_math_exp.c.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "math_kernels.h"

#define EXP_LIST(T, s)                                                            \
  MATH_F(T, s, exp) MATH_F(T, s, exp2) MATH_F(T, s, exp10) MATH_F(T, s, expm1)    \
  MATH_F(T, s, log) MATH_F(T, s, log2) MATH_F(T, s, log10) MATH_F(T, s, log1p)    \
  MATH_FF(T, s, pow) MATH_FF(T, s, powr) MATH_FI(T, s, pown) MATH_FI(T, s, rootn) \
  MATH_F(T, s, sqrt) MATH_F(T, s, rsqrt) MATH_F(T, s, cbrt) MATH_FF(T, s, hypot)  \
  MATH_F(T, s, sinh) MATH_F(T, s, cosh) MATH_F(T, s, tanh) MATH_F(T, s, asinh)    \
  MATH_F(T, s, acosh) MATH_F(T, s, atanh)

EXP_LIST(half, h)
