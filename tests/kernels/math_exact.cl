// math_exact.cl: the exact math and common built-ins of float (OpenCL C
// 6.15.2, 6.15.4), for test_math_exact.c.
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
  MATH_ALL(T, s, mix, r = mix(a, b, c))                                         \
  MATH_ALL(T, s, smoothstep, r = smoothstep(a, b, c))                           \
  MATH_ALL(T, s, fmins, r = fmin(a, (T)2.5))                                    \
  MATH_ALL(T, s, ldexps, r = ldexp(a, 3))

EXACT_LIST(float, f)
MATH_SCALAR(float, f, nan, r = nan(as_uint(n)))
MATH_VECTOR(float, f, 3, nan, r = nan(as_uint3(n)))
MATH_VECTOR(float, f, 16, nan, r = nan(as_uint16(n)))

// An out-parameter in __local memory.
kernel void modf_local(global const float *a, global float *o, global float *ip) {
  local float t[64];
  size_t i = get_global_id(0), l = get_local_id(0);
  o[i] = modf(a[i], &t[l]);
  ip[i] = t[l];
}
