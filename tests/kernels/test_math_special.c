/* test_math_special.c: erf, erfc, tgamma, lgamma and lgamma_r
 * (math_special.cl, math_special_d.cl) against glibc's long double
 * functions. lgamma has no OpenCL bound ("undefined"); it is held to 16 ulp
 * or an absolute error of 2^-20 (float) / 2^-48 (double), which covers the
 * cancellation next to the zeros of lgamma below -2. */
#define _GNU_SOURCE /* lgammal_r */
#include <float.h>
#include <math.h>

#include "test_math.h"

#define REF(name) static long double name(long double a, long double b, long double c, int n, long double *o2, int *oi)
#define UNUSED (void)a, (void)b, (void)c, (void)n, (void)o2, (void)oi

REF(r_erf) { UNUSED; return erfl(a); }
REF(r_erfc) { UNUSED; return erfcl(a); }
REF(r_tgamma) {
  UNUSED;
  if (a < 0 && a == floorl(a)) return NAN;
  return tgammal(a);
}
REF(r_lgamma) { UNUSED; return lgammal(a); }
REF(r_lgamma_r) {
  UNUSED;
  int s = 0;
  long double r = lgammal_r(a, &s);
  if (isnan(a) || a == 0 || (a < 0 && a == floorl(a))) s = 0; /* OpenCL C 7.5 */
  if (isinf(a) && a < 0) mt_dont_care = true;                /* unspecified */
  *oi = s;
  return r;
}

#define C1(name, bound, tol, lo, hi) {#name, MT_F, r_##name, bound, 0, tol, lo, hi, 0, 0, 0, 0, false, false}

static const mt_case cases32[] = {
    C1(erf, 16, 0, -6, 6), C1(erfc, 16, 0, -6, 11), C1(tgamma, 16, 0, -45, 36),
    C1(lgamma, 16, 0x1p-20, -40, 100),
    {"lgamma_r", MT_FPI, r_lgamma_r, 16, 0, 0x1p-20, -40, 100, 0, 0, 0, 0, false, false},
};
static const mt_case cases64[] = {
    C1(erf, 16, 0, -7, 7), C1(erfc, 16, 0, -8, 28), C1(tgamma, 16, 0, -190, 172),
    C1(lgamma, 16, 0x1p-48, -200, 1000),
    {"lgamma_r", MT_FPI, r_lgamma_r, 16, 0, 0x1p-48, -200, 1000, 0, 0, 0, 0, false, false},
};

#define RUN(module, list, width)                                                      \
  do {                                                                                \
    kh h;                                                                             \
    kh_open(&h, module);                                                              \
    for (size_t i = 0; i < sizeof list / sizeof list[0]; i++) mt_run(&h, &list[i], width); \
    kh_close(&h);                                                                     \
  } while (0)

TEST(math_special_float) { RUN("math_special", cases32, 32); }
TEST(math_special_double) { RUN("math_special_d", cases64, 64); }

TEST(math_special_half) { RUN("math_special_h", cases32, 16); }
