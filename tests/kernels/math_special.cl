// math_special.cl: error and gamma functions of float, for
// test_math_special.c.
#include "math_kernels.h"

#define SPECIAL_LIST(T, s)                                                  \
  MATH_F(T, s, erf) MATH_F(T, s, erfc) MATH_F(T, s, tgamma)                 \
  MATH_F(T, s, lgamma) MATH_FPI(T, s, lgamma_r)

SPECIAL_LIST(float, f)
