/* test_math_exact.c: the exact math and common built-ins (math_exact.cl,
 * math_exact_d.cl) against references written from OpenCL C 6.15.2 and
 * 6.15.4 and C99 Annex F, bit for bit where OpenCL asks for 0 ulp. */
#include <float.h>
#include <limits.h>
#include <math.h>

#include "test_math.h"

#define REF(name) static long double name(long double a, long double b, long double c, int n, long double *o2, int *oi)
#define UNUSED (void)a, (void)b, (void)c, (void)n, (void)o2, (void)oi

/* One IEEE operation in the width under test, on the host. */
static long double add_t(long double a, long double b) {
  if (mt_width == 16) return a + b; /* exact; rounded by the runner */
  return mt_width == 32 ? (long double)((float)a + (float)b) : (long double)((double)a + (double)b);
}
static long double sub_t(long double a, long double b) {
  if (mt_width == 16) return a - b;
  return mt_width == 32 ? (long double)((float)a - (float)b) : (long double)((double)a - (double)b);
}
static long double mul_t(long double a, long double b) {
  if (mt_width == 16) return a * b;
  return mt_width == 32 ? (long double)((float)a * (float)b) : (long double)((double)a * (double)b);
}

REF(r_fabs) { UNUSED; return fabsl(a); }
REF(r_copysign) { UNUSED; return copysignl(a, b); }
REF(r_floor) { UNUSED; return floorl(a); }
REF(r_ceil) { UNUSED; return ceill(a); }
REF(r_trunc) { UNUSED; return truncl(a); }
REF(r_rint) { UNUSED; return nearbyintl(a); }
REF(r_round) { UNUSED; return roundl(a); }
static long double zero_pair(long double a, long double b, long double r) {
  /* fmin/fmax of two zeros: either one */
  if (a == 0 && b == 0) {
    mt_has_alt = true;
    mt_alt = -r;
  }
  return r;
}
REF(r_fmin) { UNUSED; return zero_pair(a, b, fminl(a, b)); }
REF(r_fmax) { UNUSED; return zero_pair(a, b, fmaxl(a, b)); }
REF(r_fmins) { UNUSED; return fminl(a, 2.5L); }
REF(r_fdim) {
  UNUSED;
  if (isnan(a) || isnan(b)) return NAN;
  return a > b ? sub_t(a, b) : 0.0L;
}
REF(r_maxmag) {
  UNUSED;
  if (fabsl(a) > fabsl(b)) return a;
  if (fabsl(b) > fabsl(a)) return b;
  return zero_pair(a, b, fmaxl(a, b));
}
REF(r_minmag) {
  UNUSED;
  if (fabsl(a) < fabsl(b)) return a;
  if (fabsl(b) < fabsl(a)) return b;
  return zero_pair(a, b, fminl(a, b));
}
REF(r_fmod) { UNUSED; return fmodl(a, b); }
REF(r_remainder) { UNUSED; return remainderl(a, b); }
REF(r_remquo) {
  UNUSED;
  long double r = remainderl(a, b);
  *oi = 0;
  if (isnan(r) || isinf(b) || a == 0) return r;
  /* the quotient rounded to nearest (even), mod 128, from the exact
   * remainder by 128 |b| */
  long double ab = fabsl(a), bb = fabsl(b);
  long double big = fmodl(ab, 128 * bb);
  int q = (int)floorl(big / bb);
  long double r0 = big - q * bb;
  if (2 * r0 > bb || (2 * r0 == bb && (q & 1))) q++;
  q &= 127;
  *oi = (signbit(a) != signbit(b)) ? -q : q;
  return r;
}
REF(r_modf) {
  UNUSED;
  long double ip;
  long double f = modfl(a, &ip);
  *o2 = ip;
  return f;
}
REF(r_fract) {
  UNUSED;
  long double fl = floorl(a);
  *o2 = fl;
  if (isnan(a)) return a;
  if (isinf(a)) return copysignl(0, a);
  if (a == 0) return a;
  long double r = sub_t(a, fl);
  long double cap = mt_width == 16 ? 0x1.ffcp-1L : mt_width == 32 ? 0x1.fffffep-1L : 0x1.fffffffffffffp-1L;
  return r > cap ? cap : r;
}
REF(r_frexp) {
  UNUSED;
  int e = 0;
  long double m = isfinite(a) ? frexpl(a, &e) : a;
  *oi = isfinite(a) ? e : 0;
  return m;
}
REF(r_ldexp) { UNUSED; return ldexpl(a, n); }
REF(r_ldexps) { UNUSED; return ldexpl(a, 3); }
REF(r_ilogb) {
  UNUSED;
  *oi = a == 0 ? INT_MIN : isnan(a) ? INT_MAX : isinf(a) ? INT_MAX : ilogbl(a);
  return 0;
}
REF(r_logb) { UNUSED; return logbl(a); }
REF(r_nextafter) {
  UNUSED;
  if (mt_width == 16) {
    if (isnan(a) || isnan(b)) return NAN;
    if (a == b) return b;
    uint16_t h = mt_f2h(a);
    if (a == 0) return mt_h2f(b > 0 ? 1 : 0x8001);
    bool up = (b > a) == (a > 0);
    return mt_h2f((uint16_t)(up ? h + 1 : h - 1));
  }
  if (mt_width == 32) return nextafterf((float)a, (float)b);
  return nextafter((double)a, (double)b);
}
REF(r_fma) {
  UNUSED;
  if (mt_width == 16) return a * b + c; /* exact in long double; rounded by the runner */
  if (mt_width == 32) return fmaf((float)a, (float)b, (float)c);
  return fma((double)a, (double)b, (double)c);
}
REF(r_mad) {
  UNUSED;
  /* a product and a sum, each rounded, or a correctly rounded fma */
  if (mt_width == 16) return a * b + c; /* within 1 ulp (the half bound here) */
  mt_has_alt = true;
  mt_alt = r_fma(a, b, c, n, o2, oi);
  return add_t(mul_t(a, b), c);
}
REF(r_sign) {
  UNUSED;
  if (isnan(a)) return 0;
  return a > 0 ? 1 : a < 0 ? -1 : a;
}
REF(r_degrees) { UNUSED; return a * (180.0L / 3.141592653589793238462643383279502884L); }
REF(r_radians) { UNUSED; return a * (3.141592653589793238462643383279502884L / 180.0L); }
REF(r_step) { UNUSED; return b < a ? 0.0L : 1.0L; }
REF(r_clamp) {
  UNUSED;
  if (b > c) mt_dont_care = true; /* undefined when minval > maxval */
  long double m = fmaxl(a, b), r = fminl(m, c);
  if (r == 0 && ((a == 0 && b == 0) || (m == 0 && c == 0))) {
    mt_has_alt = true; /* min and max of two zeros: either */
    mt_alt = -r;
  }
  return r;
}
REF(r_maxc) {
  UNUSED;
  if (!isfinite(a) || !isfinite(b)) mt_dont_care = true; /* undefined: 6.15.4 */
  return zero_pair(a, b, a < b ? b : a);
}
REF(r_minc) {
  UNUSED;
  if (!isfinite(a) || !isfinite(b)) mt_dont_care = true;
  return zero_pair(a, b, b < a ? b : a);
}
REF(r_mix) {
  UNUSED;
  /* undefined outside a in [0, 1]; 1e-3 absolute otherwise (the result
   * of the formula's roundings is accepted too) */
  if (!(c >= 0 && c <= 1) || !isfinite(a) || !isfinite(b) || !isfinite(b - a)) mt_dont_care = true;
  mt_has_alt = true;
  mt_alt = add_t(a, mul_t(sub_t(b, a), c));
  return a + (b - a) * c;
}
REF(r_smoothstep) {
  UNUSED;
  if (!(a < b) || !isfinite(a) || !isfinite(b) || !isfinite(c) || !isfinite(b - a)) mt_dont_care = true;
  long double t = (c - a) / (b - a);
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return t * t * (3 - 2 * t);
}
REF(r_nan) {
  UNUSED;
  return NAN;
}

#define LO -1e6
#define HI 1e6
static const mt_case cases[] = {
    {"fabs", MT_F, r_fabs, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"copysign", MT_FF, r_copysign, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"floor", MT_F, r_floor, 0, 0, 0, -100, 100, LO, HI, 0, 0, false, false},
    {"ceil", MT_F, r_ceil, 0, 0, 0, -100, 100, LO, HI, 0, 0, false, false},
    {"trunc", MT_F, r_trunc, 0, 0, 0, -100, 100, LO, HI, 0, 0, false, false},
    {"rint", MT_F, r_rint, 0, 0, 0, -100, 100, LO, HI, 0, 0, false, false},
    {"round", MT_F, r_round, 0, 0, 0, -100, 100, LO, HI, 0, 0, false, false},
    {"fmin", MT_FF, r_fmin, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"fmax", MT_FF, r_fmax, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"fmins", MT_F, r_fmins, 0, 0, 0, -10, 10, LO, HI, 0, 0, false, false},
    {"fdim", MT_FF, r_fdim, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"maxmag", MT_FF, r_maxmag, 0, 0, 0, -10, 10, -10, 10, 0, 0, false, false},
    {"minmag", MT_FF, r_minmag, 0, 0, 0, -10, 10, -10, 10, 0, 0, false, false},
    {"fmod", MT_FF, r_fmod, 0, 0, 0, LO, HI, -100, 100, 0, 0, false, false},
    {"remainder", MT_FF, r_remainder, 0, 0, 0, LO, HI, -100, 100, 0, 0, false, false},
    {"remquo", MT_FFPI, r_remquo, 0, 0, 0, LO, HI, -100, 100, 0, 0, false, false},
    {"modf", MT_FPF, r_modf, 0, 0, 0, -100, 100, LO, HI, 0, 0, false, false},
    {"fract", MT_FPF, r_fract, 0, 0, 0, -100, 100, LO, HI, 0, 0, false, false},
    {"frexp", MT_FPI, r_frexp, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"ldexp", MT_FI, r_ldexp, 0, 0, 0, LO, HI, LO, HI, -300, 300, false, false},
    {"ldexps", MT_F, r_ldexps, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"ilogb", MT_IF, r_ilogb, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"logb", MT_F, r_logb, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"nextafter", MT_FF, r_nextafter, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"fma", MT_FFF, r_fma, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"mad", MT_FFF, r_mad, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"sign", MT_F, r_sign, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"degrees", MT_F, r_degrees, 2, 0, 0, -10, 10, LO, HI, 0, 0, false, false},
    {"radians", MT_F, r_radians, 2, 0, 0, -1000, 1000, LO, HI, 0, 0, false, false},
    {"step", MT_FF, r_step, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"clamp", MT_FFF, r_clamp, 0, 0, 0, LO, HI, -100, 100, 0, 0, false, false},
    {"maxc", MT_FF, r_maxc, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"minc", MT_FF, r_minc, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
    {"mix", MT_FFF, r_mix, 0, 0, 1e-3, -100, 100, 0, 1, 0, 0, false, false},
    {"smoothstep", MT_FFF, r_smoothstep, 0, 0, 1e-5, -2, 2, -2, 2, 0, 0, false, false},
    {"nan", MT_NAN, r_nan, 0, 0, 0, LO, HI, LO, HI, 0, 0, false, false},
};

static void run_all(const char *module, int width) {
  kh h;
  kh_open(&h, module);
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) mt_run(&h, &cases[i], width);
  kh_close(&h);
}

TEST(math_exact_float) { run_all("math_exact", 32); }
TEST(math_exact_half) {
  kh h;
  kh_open(&h, "math_exact_h");
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    /* mix and smoothstep of half: implementation-defined accuracy */
    if (!strcmp(cases[i].name, "mix") || !strcmp(cases[i].name, "smoothstep")) continue;
    mt_run(&h, &cases[i], 16);
  }
  kh_close(&h);
}
TEST(math_exact_double) { run_all("math_exact_d", 64); }

/* modf with its integral part in __local memory */
TEST(math_out_local) {
  kh h;
  kh_open(&h, "math_exact");
  cl_kernel k = kh_kernel(&h, "modf_local");
  enum { N = 256 };
  float in[N], o[N], ip[N];
  for (int i = 0; i < N; i++) in[i] = (float)(i - 128) * 0.37f;
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof o), mp = kh_out(&h, sizeof ip);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  kh_arg_mem(k, 2, mp);
  size_t g = N, l = 64;
  kh_run(&h, k, 1, NULL, &g, &l);
  kh_read(&h, mo, o, sizeof o);
  kh_read(&h, mp, ip, sizeof ip);
  for (int i = 0; i < N; i++) {
    float wi, wf = modff(in[i], &wi);
    if (o[i] != wf || ip[i] != wi) {
      fprintf(stderr, "modf(%a): %a %a, expected %a %a\n", in[i], o[i], ip[i], wf, wi);
      cltest_failures++;
      break;
    }
  }
  clReleaseMemObject(mi);
  clReleaseMemObject(mo);
  clReleaseMemObject(mp);
  clReleaseKernel(k);
  kh_close(&h);
}

/* fma of doubles whose exact result lies just beside the middle of two
 * denormals: a rounding to 53 bits first would land on the tie */
TEST(math_fma_denormal_ties) {
  kh h;
  kh_open(&h, "math_exact_d");
  cl_kernel k = kh_kernel(&h, "fma_d1");
  enum { N = 4096 };
  static double a[N], b[N], c[N], o[N], dummy[N];
  static int ni[N];
  uint64_t s = 99;
  for (int i = 0; i < N; i++) {
    int kk = (int)(cltest_rand(&s) % 2000);
    double sgn = (i & 1) ? -1 : 1;
    double eps = ldexp(1, -52) * ((i & 2) ? 1 : -1);
    a[i] = (1 + eps) * 0x1p-500;
    b[i] = sgn * (2 * kk + 1) * 0x1p-575;
    c[i] = (i & 4) ? (double)((int)(cltest_rand(&s) % 64) - 32) * 0x1p-1074 : 0;
  }
  cl_mem ma = kh_in(&h, a, sizeof a), mb = kh_in(&h, b, sizeof b), mc = kh_in(&h, c, sizeof c);
  cl_mem mn = kh_in(&h, ni, sizeof ni), mo = kh_out(&h, sizeof o), m2 = kh_out(&h, sizeof dummy),
         mi = kh_out(&h, sizeof ni);
  cl_mem args[7] = {ma, mb, mc, mn, mo, m2, mi};
  for (cl_uint j = 0; j < 7; j++) kh_arg_mem(k, j, args[j]);
  size_t g = N;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, o, sizeof o);
  int bad = 0;
  for (int i = 0; i < N; i++) {
    double want = fma(a[i], b[i], c[i]);
    bool ok = o[i] == want || (isnan(o[i]) && isnan(want)) || (o[i] == 0 && fabs(want) < DBL_MIN);
    if (!ok && bad++ < 8) fprintf(stderr, "fma(%a, %a, %a) = %a, expected %a\n", a[i], b[i], c[i], o[i], want);
  }
  if (bad) {
    fprintf(stderr, "%d of %d denormal fma results wrong\n", bad, N);
    cltest_failures++;
  }
  for (int j = 0; j < 7; j++) clReleaseMemObject(args[j]);
  clReleaseKernel(k);
  kh_close(&h);
}
