/* test_math_exp.c: exponentials, logarithms, powers, roots and hyperbolic
 * functions (math_exp.cl, math_exp_d.cl) against long double references,
 * within the bounds of OpenCL C 7.4 and with the special values of C99
 * F.9 and OpenCL C 7.5. */
#define _GNU_SOURCE /* exp10l */
#include <float.h>
#include <math.h>

#include "test_math.h"

#define REF(name) static long double name(long double a, long double b, long double c, int n, long double *o2, int *oi)
#define UNUSED (void)a, (void)b, (void)c, (void)n, (void)o2, (void)oi
#define REF1(name, expr) REF(r_##name) { UNUSED; return expr; }

REF1(exp, expl(a))
REF1(exp2, exp2l(a))
REF1(exp10, exp10l(a))
REF1(expm1, expm1l(a))
REF1(log, logl(a))
REF1(log2, log2l(a))
REF1(log10, log10l(a))
REF1(log1p, log1pl(a))
REF(r_pow) {
  UNUSED;
  /* glibc's powl gives inf for pow(-inf, -2^63) (C99 F.9.4.4: +0) */
  if (isinf(a) && a < 0 && isfinite(b) && b != 0) {
    bool odd = fmodl(fabsl(b), 2) == 1;
    long double r = b < 0 ? 0.0L : INFINITY;
    return odd ? -r : r;
  }
  return powl(a, b);
}
REF(r_powr) {
  UNUSED;
  if (isnan(a) || isnan(b) || a < 0) return NAN;
  if (a == 0 && b == 0) return NAN;
  if (isinf(a) && b == 0) return NAN;
  if (a == 1 && isinf(b)) return NAN;
  return powl(fabsl(a), b);
}
REF1(pown, powl(a, (long double)n))
REF(r_rootn) {
  UNUSED;
  if (n == 0 || isnan(a)) return NAN;
  bool odd = n & 1;
  if (a < 0 && !odd) return NAN;
  if (a == 0) return n < 0 ? (odd ? copysignl(INFINITY, a) : INFINITY) : (odd ? a : 0.0L);
  long double r = powl(fabsl(a), 1.0L / n);
  return a < 0 ? -r : r;
}
REF(r_sqrt) {
  UNUSED;
  if (mt_width == 64) return sqrt((double)a); /* correctly rounded on the host */
  return sqrtl(a);
}
REF(r_rsqrt) {
  UNUSED;
  if (a == 0) return copysignl(INFINITY, a);
  return 1 / sqrtl(a);
}
REF1(cbrt, cbrtl(a))
REF1(hypot, hypotl(a, b))
REF1(sinh, sinhl(a))
REF1(cosh, coshl(a))
REF1(tanh, tanhl(a))
REF1(asinh, asinhl(a))
REF1(acosh, acoshl(a))
REF1(atanh, atanhl(a))
REF1(recip, 1 / a)
REF1(divide, a / b)

/* native_: implementation-defined accuracy; checked loosely where the
 * GLSL instructions are defined */
static bool nice(long double v) { return isfinite(v) && fabsl(v) > 1e-30L && fabsl(v) < 1e30L; }
REF(r_native_exp) { UNUSED; if (!(a > -80 && a < 80)) mt_dont_care = true; return expl(a); }
REF(r_native_exp2) { UNUSED; if (!(a > -120 && a < 120)) mt_dont_care = true; return exp2l(a); }
REF(r_native_exp10) { UNUSED; if (!(a > -35 && a < 35)) mt_dont_care = true; return exp10l(a); }
REF(r_native_log) { UNUSED; if (!nice(a) || a < 0 || fabsl(a - 1) < 0.5L) mt_dont_care = true; return logl(a); }
REF(r_native_log2) { UNUSED; if (!nice(a) || a < 0 || fabsl(a - 1) < 0.5L) mt_dont_care = true; return log2l(a); }
REF(r_native_log10) { UNUSED; if (!nice(a) || a < 0 || fabsl(a - 1) < 0.5L) mt_dont_care = true; return log10l(a); }
REF(r_native_powr) {
  UNUSED;
  if (!nice(a) || a < 0 || !(fabsl(b) < 20) || fabsl(a - 1) < 0.5L || fabsl(b) < 1e-3L || a > 1e6L) mt_dont_care = true;
  return powl(a, b);
}
REF(r_native_sqrt) { UNUSED; if (!nice(a) || a < 0) mt_dont_care = true; return sqrtl(a); }
REF(r_native_rsqrt) { UNUSED; if (!nice(a) || a < 0) mt_dont_care = true; return 1 / sqrtl(a); }
REF(r_native_recip) { UNUSED; if (!nice(a)) mt_dont_care = true; return 1 / a; }
REF(r_native_divide) { UNUSED; if (!nice(a) || !nice(b) || !nice(a / b)) mt_dont_care = true; return a / b; }

#define C1(name, bound, lo, hi) {#name, MT_F, r_##name, bound, 0, 0, lo, hi, 0, 0, 0, 0, false, false}
#define C2(name, bound, lo, hi, blo, bhi) {#name, MT_FF, r_##name, bound, 0, 0, lo, hi, blo, bhi, 0, 0, false, false}
#define CI(name, bound, lo, hi, nlo, nhi) {#name, MT_FI, r_##name, bound, 0, 0, lo, hi, 0, 0, nlo, nhi, false, false}

static const mt_case cases32[] = {
    C1(exp, 3, -110, 95), C1(exp2, 3, -160, 130), C1(exp10, 3, -48, 40), C1(expm1, 3, -20, 90),
    C1(log, 3, 0.5, 2), C1(log2, 3, 0.5, 2), C1(log10, 3, 0.5, 2), C1(log1p, 2, -1, 4),
    C2(pow, 16, 0, 10, -40, 40), C2(powr, 16, 0, 4, -80, 80), CI(pown, 16, -10, 10, -60, 60),
    CI(rootn, 16, -1000, 1000, -20, 20), C1(sqrt, 3, 0, 1e6), C1(rsqrt, 2, 0, 1e6), C1(cbrt, 2, -1e6, 1e6),
    C2(hypot, 4, -1e6, 1e6, -1e6, 1e6), C1(sinh, 4, -90, 90), C1(cosh, 4, -90, 90), C1(tanh, 5, -10, 10),
    C1(asinh, 4, -1e6, 1e6), C1(acosh, 4, 1, 1e4), C1(atanh, 5, -1, 1),
};

/* half_: the functions of the same name within 8192 ulp, same edge cases */
static const mt_case cases_half[] = {
    {"half_exp", MT_F, r_exp, 8192, 0, 0, -90, 89, 0, 0, 0, 0, false, false},
    {"half_exp2", MT_F, r_exp2, 8192, 0, 0, -130, 128, 0, 0, 0, 0, false, false},
    {"half_exp10", MT_F, r_exp10, 8192, 0, 0, -40, 38, 0, 0, 0, 0, false, false},
    {"half_log", MT_F, r_log, 8192, 0, 0, 0.5, 2, 0, 0, 0, 0, false, false},
    {"half_log2", MT_F, r_log2, 8192, 0, 0, 0.5, 2, 0, 0, 0, 0, false, false},
    {"half_log10", MT_F, r_log10, 8192, 0, 0, 0, 100, 0, 0, 0, 0, false, false},
    {"half_powr", MT_FF, r_powr, 8192, 0, 0, 0, 10, -30, 30, 0, 0, false, false},
    {"half_sqrt", MT_F, r_sqrt, 8192, 0, 0, 0, 1e6, 0, 0, 0, 0, false, false},
    {"half_rsqrt", MT_F, r_rsqrt, 8192, 0, 0, 0, 1e6, 0, 0, 0, 0, false, false},
    {"half_recip", MT_F, r_recip, 8192, 0, 0, -1e6, 1e6, 0, 0, 0, 0, false, false},
    {"half_divide", MT_FF, r_divide, 8192, 0, 0, -1e6, 1e6, -1e6, 1e6, 0, 0, false, false},
};

/* native_: only that they run and are roughly right (2^-10) */
static const mt_case cases_native[] = {
    C1(native_exp, 8192, -80, 80), C1(native_exp2, 8192, -120, 120), C1(native_exp10, 8192, -35, 35),
    C1(native_log, 8192, 0, 100), C1(native_log2, 8192, 0, 100), C1(native_log10, 8192, 0, 100),
    C2(native_powr, 8192, 0, 100, -20, 20), C1(native_sqrt, 8192, 0, 1e6), C1(native_rsqrt, 8192, 0, 1e6),
    C1(native_recip, 8192, -1e6, 1e6), C2(native_divide, 8192, -1e6, 1e6, -1e6, 1e6),
};

static const mt_case cases64[] = {
    C1(exp, 3, -750, 710), C1(exp2, 3, -1080, 1030), C1(exp10, 3, -325, 310), C1(expm1, 3, -40, 710),
    C1(log, 3, 0.5, 2), C1(log2, 3, 0.5, 2), C1(log10, 3, 0.5, 2), C1(log1p, 2, -1, 4),
    C2(pow, 16, 0, 10, -300, 300), C2(powr, 16, 0, 4, -500, 500), CI(pown, 16, -10, 10, -300, 300),
    CI(rootn, 16, -1e6, 1e6, -20, 20), C1(sqrt, 0, 0, 1e6), C1(rsqrt, 2, 0, 1e6), C1(cbrt, 2, -1e6, 1e6),
    C2(hypot, 4, -1e6, 1e6, -1e6, 1e6), C1(sinh, 4, -720, 720), C1(cosh, 4, -720, 720), C1(tanh, 5, -25, 25),
    C1(asinh, 4, -1e6, 1e6), C1(acosh, 4, 1, 1e4), C1(atanh, 5, -1, 1),
};

#define RUN(module, list, width)                                                      \
  do {                                                                                \
    kh h;                                                                             \
    kh_open(&h, module);                                                              \
    for (size_t i = 0; i < sizeof list / sizeof list[0]; i++) mt_run(&h, &list[i], width); \
    kh_close(&h);                                                                     \
  } while (0)

TEST(math_exp_float) { RUN("math_exp", cases32, 32); }
TEST(math_exp_half_native) {
  RUN("math_exp", cases_half, 32);
  RUN("math_exp", cases_native, 32);
}
TEST(math_exp_double) { RUN("math_exp_d", cases64, 64); }

TEST(math_exp_half) { RUN("math_exp_h", cases32, 16); }
