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

/* tgamma and lgamma next to the poles at the negative integers, where
 * Gamma(a) is about 1 / (n! (a + n)): the points 1, 2, 3, 2^8 and 2^24
 * ulp (float: 1, 2, 3, 2^8) on each side of -n, for every n whose Gamma
 * is finite there (the first of them above -10 is where the CTS's
 * bruteforce found double tgamma 2^8 times too large, the clamp of the
 * recurrence's argument reaching 2^-30 from the pole). */
static void gamma_poles(kh *h, int width) {
  enum { STEPS = 5 };
  static const double steps[STEPS] = {1, 2, 3, 0x1p8, 0x1p24};
  int nmax = width == 64 ? 170 : 34, nsteps = width == 64 ? STEPS : 4;
  size_t es = (size_t)width / 8, n = 0, cap = (size_t)nmax * STEPS * 2;
  void *a = calloc(cap, es);
  for (int k = 1; k <= nmax; k++)
    for (int s = 0; s < nsteps; s++)
      for (int side = -1; side <= 1; side += 2, n++) {
        /* -k plus or minus steps[s] ulp of k (of the binade below k above it) */
        double u = width == 64 ? (double)(nextafter(-k, 0) + k) : (double)(nextafterf((float)-k, 0) + (float)k);
        double v = -k + side * steps[s] * u;
        if (width == 64) ((double *)a)[n] = v;
        else ((float *)a)[n] = (float)v;
      }
  const char *names[2] = {"tgamma", "lgamma"};
  for (int f = 0; f < 2; f++) {
    char kname[32];
    snprintf(kname, sizeof kname, "%s_%c1", names[f], width == 64 ? 'd' : 'f');
    cl_mem bufs[7] = {kh_in(h, a, n * es), kh_in(h, a, n * es), kh_in(h, a, n * es),
                      kh_out(h, n * sizeof(int)), kh_out(h, n * es), kh_out(h, n * es), kh_out(h, n * sizeof(int))};
    cl_kernel k = kh_kernel(h, kname);
    for (cl_uint j = 0; j < 7; j++) kh_arg_mem(k, j, bufs[j]);
    kh_run(h, k, 1, NULL, &n, NULL);
    void *o = calloc(n, es);
    kh_read(h, bufs[4], o, n * es);
    double worst = 0;
    size_t bad = 0;
    for (size_t i = 0; i < n; i++) {
      long double x = width == 64 ? ((double *)a)[i] : ((float *)a)[i];
      long double want = f == 0 ? tgammal(x) : lgammal(x);
      long double got = width == 64 ? ((double *)o)[i] : ((float *)o)[i];
      double e = width == 64 ? mt_ulp64((double)got, want) : mt_ulp32((float)got, want);
      /* lgamma: the absolute bound of the cases above */
      bool ok = e <= 16 || (f == 1 && fabsl(got - want) <= (width == 64 ? 0x1p-48L : 0x1p-20L));
      if (e > worst && ok) worst = e;
      if (!ok && bad++ < 8)
        fprintf(stderr, "%s(%La): got %La, expected %La [%.3g ulp]\n", kname, x, got, want, e);
    }
    printf("%s next to the poles: %zu inputs, worst %.3f ulp, %zu outside the bound\n", kname, n, worst, bad);
    if (bad) cltest_failures++;
    free(o);
    clReleaseKernel(k);
    for (int j = 0; j < 7; j++) clReleaseMemObject(bufs[j]);
  }
  free(a);
}

TEST(math_special_gamma_poles) {
  kh h;
  kh_open(&h, "math_special");
  gamma_poles(&h, 32);
  kh_close(&h);
  kh_open(&h, "math_special_d");
  gamma_poles(&h, 64);
  kh_close(&h);
}
