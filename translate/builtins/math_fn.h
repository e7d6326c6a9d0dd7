/* math_fn.h: the math expansions, one family per file, for float and
 * double shapes (scalars and vectors); opencl_std_math.c dispatches to
 * them. Each takes value ids of the shape of `x` and returns the result's
 * id; out-parameters are returned through pointers to ids. Algorithms,
 * accuracy and costs are described in docs/builtins.md. */
#ifndef SHOAL_MATH_FN_H
#define SHOAL_MATH_FN_H

#include "math_ir.h"

/* math_rem.c: exact remainders and fused multiply-add */
uint32_t m_fmod(mb *x, uint32_t a, uint32_t b);
uint32_t m_remquo(mb *x, uint32_t a, uint32_t b, uint32_t *quo); /* quo: NULL for remainder */
uint32_t m_fma(mb *x, uint32_t a, uint32_t b, uint32_t c);
/* a + b and a b + c (a b exact in the format) rounded to odd: narrowing
 * them to a format of at most p - 2 bits rounds correctly (half) */
uint32_t m_sum_odd(mb *x, uint32_t a, uint32_t b);
uint32_t m_fma_odd(mb *x, uint32_t a, uint32_t b, uint32_t c);

/* math_exp.c: exponentials, logarithms, powers and roots, hyperbolics */
uint32_t m_exp(mb *x, uint32_t a);
uint32_t m_exp2(mb *x, uint32_t a);
uint32_t m_exp10(mb *x, uint32_t a);
uint32_t m_expm1(mb *x, uint32_t a);
uint32_t m_log(mb *x, uint32_t a);
uint32_t m_log2(mb *x, uint32_t a);
uint32_t m_log10(mb *x, uint32_t a);
uint32_t m_log1p(mb *x, uint32_t a);
uint32_t m_pow(mb *x, uint32_t a, uint32_t b);
uint32_t m_powr(mb *x, uint32_t a, uint32_t b);
uint32_t m_pown(mb *x, uint32_t a, uint32_t n);  /* n: 32-bit integers of the shape */
uint32_t m_rootn(mb *x, uint32_t a, uint32_t n);
uint32_t m_sqrt(mb *x, uint32_t a);
uint32_t m_rsqrt(mb *x, uint32_t a);
uint32_t m_cbrt(mb *x, uint32_t a);
uint32_t m_hypot(mb *x, uint32_t a, uint32_t b);
uint32_t m_sinh(mb *x, uint32_t a);
uint32_t m_cosh(mb *x, uint32_t a);
uint32_t m_tanh(mb *x, uint32_t a);
uint32_t m_asinh(mb *x, uint32_t a);
uint32_t m_acosh(mb *x, uint32_t a);
uint32_t m_atanh(mb *x, uint32_t a);
/* e^(a.hi + a.lo) times 2^adj for |a| below the overflow bound; shared
 * with the special functions */
uint32_t m_exp_df(mb *x, df a, uint32_t adj);
/* log(a) for finite a > 0 as a double word */
df m_log_df(mb *x, uint32_t a);

/* math_trig.c: circular functions and their inverses */
uint32_t m_sin(mb *x, uint32_t a);
uint32_t m_cos(mb *x, uint32_t a);
uint32_t m_tan(mb *x, uint32_t a);
uint32_t m_sincos(mb *x, uint32_t a, uint32_t *cosval);
uint32_t m_sinpi(mb *x, uint32_t a);
uint32_t m_cospi(mb *x, uint32_t a);
uint32_t m_tanpi(mb *x, uint32_t a);
uint32_t m_asin(mb *x, uint32_t a, bool pi_units);
uint32_t m_acos(mb *x, uint32_t a, bool pi_units);
uint32_t m_atan(mb *x, uint32_t a, bool pi_units);
uint32_t m_atan2(mb *x, uint32_t y, uint32_t a, bool pi_units);

/* math_special.c: error and gamma functions */
uint32_t m_erf(mb *x, uint32_t a);
uint32_t m_erfc(mb *x, uint32_t a);
uint32_t m_tgamma(mb *x, uint32_t a);
uint32_t m_lgamma(mb *x, uint32_t a, uint32_t *signp); /* signp: NULL for lgamma */

#endif
