// math_exp.cl: exponentials, logarithms, powers, roots and hyperbolic
// functions of float, with their half_ and native_ forms, for
// test_math_exp.c.
#include "math_kernels.h"

#define EXP_LIST(T, s)                                                            \
  MATH_F(T, s, exp) MATH_F(T, s, exp2) MATH_F(T, s, exp10) MATH_F(T, s, expm1)    \
  MATH_F(T, s, log) MATH_F(T, s, log2) MATH_F(T, s, log10) MATH_F(T, s, log1p)    \
  MATH_FF(T, s, pow) MATH_FF(T, s, powr) MATH_FI(T, s, pown) MATH_FI(T, s, rootn) \
  MATH_F(T, s, sqrt) MATH_F(T, s, rsqrt) MATH_F(T, s, cbrt) MATH_FF(T, s, hypot)  \
  MATH_F(T, s, sinh) MATH_F(T, s, cosh) MATH_F(T, s, tanh) MATH_F(T, s, asinh)    \
  MATH_F(T, s, acosh) MATH_F(T, s, atanh)

EXP_LIST(float, f)

MATH_F(float, f, half_exp) MATH_F(float, f, half_exp2) MATH_F(float, f, half_exp10)
MATH_F(float, f, half_log) MATH_F(float, f, half_log2) MATH_F(float, f, half_log10)
MATH_FF(float, f, half_powr) MATH_F(float, f, half_sqrt) MATH_F(float, f, half_rsqrt)
MATH_F(float, f, half_recip) MATH_FF(float, f, half_divide)

MATH_F(float, f, native_exp) MATH_F(float, f, native_exp2) MATH_F(float, f, native_exp10)
MATH_F(float, f, native_log) MATH_F(float, f, native_log2) MATH_F(float, f, native_log10)
MATH_FF(float, f, native_powr) MATH_F(float, f, native_sqrt) MATH_F(float, f, native_rsqrt)
MATH_F(float, f, native_recip) MATH_FF(float, f, native_divide)
