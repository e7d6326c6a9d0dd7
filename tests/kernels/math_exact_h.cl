// math_exact_h.cl: the exact math and common built-ins of half, for
// test_math_exact.c.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "math_kernels.h"

#define EXACT_LIST(T, s)                                                        \
  MATH_F(T, s, fabs) MATH_FF(T, s, copysign) MATH_F(T, s, floor)                \
  MATH_F(T, s, ceil) MATH_F(T, s, trunc) MATH_F(T, s, rint) MATH_F(T, s, round) \
  MATH_FF(T, s, fmin) MATH_FF(T, s, fmax) MATH_FF(T, s, fdim)                   \
  MATH_FF(T, s, maxmag) MATH_FF(T, s, minmag) MATH_FF(T, s, fmod)               \
  MATH_FF(T, s, remainder) MATH_FFPI(T, s, remquo) MATH_FPF(T, s, modf)         \
  MATH_FPF(T, s, fract) MATH_FPI(T, s, frexp) MATH_FI(T, s, ldexp)              \
  MATH_IF(T, s, ilogb) MATH_F(T, s, logb) MATH_FF(T, s, nextafter)              \
  MATH_FFF(T, s, fma) MATH_FFF(T, s, mad) MATH_F(T, s, sign)                    \
  MATH_F(T, s, degrees) MATH_F(T, s, radians)                                   \
  MATH_ALL(T, s, step, r = step(a, b))                                          \
  MATH_ALL(T, s, clamp, r = clamp(a, b, c))                                     \
  MATH_ALL(T, s, maxc, r = max(a, b))                                           \
  MATH_ALL(T, s, minc, r = min(a, b))                                           \
  MATH_ALL(T, s, fmins, r = fmin(a, (T)2.5))                                    \
  MATH_ALL(T, s, ldexps, r = ldexp(a, 3))

EXACT_LIST(half, h)
MATH_SCALAR(half, h, nan, r = nan(as_ushort((short)n)))
MATH_VECTOR(half, h, 3, nan, r = nan(convert_ushort3(n)))
MATH_VECTOR(half, h, 16, nan, r = nan(convert_ushort16(n)))
