/* test_math_common.c: the math tests' runner (see test_math.h). No TEST
 * here. */
#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>

#include "test_math.h"

int mt_width = 32;
bool mt_dont_care;
bool mt_has_alt;
long double mt_alt;

/* ---- ulp errors ------------------------------------------------------------ */

double mt_ulp32(float got, long double want) {
  if (isnan(want)) return isnan(got) ? 0 : INFINITY;
  if (isinf(want)) return (long double)got == want ? 0 : INFINITY;
  if (isnan(got)) return INFINITY;
  long double g = got;
  if (isinf(got)) {
    if (!signbit(got) != !signbit(want)) return INFINITY;
    if (fabsl(want) >= 0x1.ffffffp127L) return 0; /* rounds to infinity */
    g = copysignl(ldexpl(1, 128), g); /* the next number after FLT_MAX, were there one */
  }
  long double aw = fabsl(want);
  int e = aw == 0 ? -126 : ilogbl(aw);
  if (e < -126) e = -126;
  if (e > 127) e = 127;
  return (double)(fabsl(g - want) / ldexpl(1, e - 23));
}

long double mt_h2f(uint16_t h) {
  int e = (h >> 10) & 31, f = h & 1023;
  long double v = e == 0 ? ldexpl(f, -24) : e == 31 ? (f ? NAN : INFINITY) : ldexpl(1024 + f, e - 25);
  return (h & 0x8000) ? -v : v;
}

uint16_t mt_f2h(long double v) {
  uint16_t s = signbit(v) ? 0x8000 : 0;
  if (isnan(v)) return 0x7e00;
  long double a = fabsl(v);
  if (a >= 65520) return s | 0x7c00;
  int e = a == 0 ? -24 : ilogbl(a);
  if (e < -14) e = -14;
  long double q = nearbyintl(ldexpl(a, 10 - e)); /* to nearest even */
  if (q >= 2048) q /= 2, e++;
  if (e > 15) return s | 0x7c00;
  if (q < 1024) return s | (uint16_t)q; /* denormal */
  return s | (uint16_t)((e + 15) << 10) | (uint16_t)(q - 1024);
}

double mt_ulp16(long double got, long double want) {
  if (isnan(want)) return isnan(got) ? 0 : INFINITY;
  if (isinf(want)) return got == want ? 0 : INFINITY;
  if (isnan(got)) return INFINITY;
  long double g = got;
  if (isinf(got)) {
    if (!signbit(got) != !signbit(want)) return INFINITY;
    if (fabsl(want) >= 65520) return 0;
    g = copysignl(65536, g);
  }
  long double aw = fabsl(want);
  int e = aw == 0 ? -14 : ilogbl(aw);
  if (e < -14) e = -14;
  if (e > 15) e = 15;
  return (double)(fabsl(g - want) / ldexpl(1, e - 10));
}

/* OpenCL C 7.4's half bounds (full profile) by function */
static double half_bound(const char *name, double b32) {
  static const struct {
    const char *n;
    double b;
  } t[] = {{"rsqrt", 1}, {"sqrt", 1.5}, {"tan", 2.5}, {"erf", 4}, {"erfc", 4}, {"pow", 4}, {"pown", 4},
           {"powr", 4}, {"rootn", 4}, {"tgamma", 4}, {"lgamma", 16}, {"lgamma_r", 16}, {"mad", 1}};
  for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
    if (!strcmp(name, t[i].n)) return t[i].b;
  return b32 == 0 ? 0 : 2;
}

double mt_ulp64(double got, long double want) {
  if (isnan(want)) return isnan(got) ? 0 : INFINITY;
  if (isinf(want)) return (long double)got == want ? 0 : INFINITY;
  if (isnan(got)) return INFINITY;
  long double g = got;
  if (isinf(got)) {
    if (!signbit(got) != !signbit(want)) return INFINITY;
    if (fabsl(want) >= 0x1.fffffffffffff8p1023L) return 0;
    g = copysignl(ldexpl(1, 1024), g);
  }
  long double aw = fabsl(want);
  int e = aw == 0 ? -1022 : ilogbl(aw);
  if (e < -1022) e = -1022;
  if (e > 1023) e = 1023;
  return (double)(fabsl(g - want) / ldexpl(1, e - 52));
}

/* ---- inputs ----------------------------------------------------------------- */

static const double specials32[] = {
    0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 1.5, -1.5, 2.5,
    -2.5, 0.25, 4.0, 5.0, -7.0, 10.0, 100.0, -100.0, 1e10, -1e10, 1e30, 1e-30, 0x1p-126, -0x1p-126,
    0x1.fffffep127, -0x1.fffffep127, 0x1p-149, -0x1p-149, 0x1p-140, 0x1.fffffcp-127, -0x1.fffffcp-127,
    0x1.921fb6p0, -0x1.921fb6p0, 0x1.921fb6p1, -0x1.921fb6p1, 0x1.921fb6p-1, 0x1.921fb6p2, 0x1.2d97c8p2,
    0x1.000002p0, 0x1.fffffep-1, 0x1.000004p0, 0x1.fffffcp-1, 0x1p23, 0x1p24, 0x1.fffffep22, 0x1.000002p23,
    0x1p31, -0x1p31, 0x1p63, 88.72, 88.73, 89.5, -87.3, -103.9, -104.0, 0.1, -0.1, 1e-10, 65504.0,
    0x1.5bf0a8p1, 0x1.62e43p-1, 22.0, 0.75, -0.75, 6.5, -6.5, 0x1.fffffep-2, 1e20, -1e20, 1e-20,
    0x1.8p-1, 35.0, 34.5, -35.5, 171.5, 9.0, 0.3,
};

static const double specials64[] = {
    0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 1.5, -1.5, 2.5,
    -2.5, 0.25, 4.0, 5.0, -7.0, 10.0, 100.0, -100.0, 1e10, -1e10, 1e300, 1e-300, 0x1p-1022, -0x1p-1022,
    DBL_MAX, -DBL_MAX, 0x1p-1074, -0x1p-1074, 0x1p-1060, 0x1.ffffffffffffep-1023, -0x1.ffffffffffffep-1023,
    0x1.921fb54442d18p0, -0x1.921fb54442d18p0, 0x1.921fb54442d18p1, -0x1.921fb54442d18p1,
    0x1.921fb54442d18p-1, 0x1.921fb54442d18p2, 0x1.0000000000001p0, 0x1.fffffffffffffp-1,
    0x1.0000000000002p0, 0x1.ffffffffffffep-1, 0x1p52, 0x1p53, 0x1.fffffffffffffp51, 0x1p63, -0x1p63,
    0x1p100, 709.78, 709.79, 710.5, -708.3, -744.4, -745.2, 0.1, -0.1, 1e-10, 65504.0, 0x1p127, 0x1p-149,
    0x1.5bf0a8b145769p1, 0x1.62e42fefa39efp-1, 22.0, 0.75, -0.75, 6.5, -6.5, 1e20, -1e20, 1e-20, 0x1.8p-1,
    171.6, 171.7, -171.5, -184.5, 35.0, 9.0, 0.3, 0x1.fffffffffffffp-2,
};

static const int int_specials[] = {0, 1, -1, 2, -2, 3, -3, 4, 5, -5, 7, 8, 16, 31, 127, 128, -126, -127,
                                   -149, -150, 200, -200, 1000, -1000, 1023, 1024, -1022, -1074, -1075,
                                   2100, -2100, 0x7fffffff, (int)0x80000000, 0x40000000, -0x40000000};

#define NSPEC32 (sizeof specials32 / sizeof specials32[0])
#define NSPEC64 (sizeof specials64 / sizeof specials64[0])
#define NINTSPEC (sizeof int_specials / sizeof int_specials[0])

static long double get(const void *buf, size_t i, int width) {
  if (width == 16) return mt_h2f(((const uint16_t *)buf)[i]);
  return width == 32 ? (long double)((const float *)buf)[i] : (long double)((const double *)buf)[i];
}
static void put(void *buf, size_t i, int width, long double v) {
  if (width == 16) ((uint16_t *)buf)[i] = mt_f2h(v);
  else if (width == 32) ((float *)buf)[i] = (float)v;
  else ((double *)buf)[i] = (double)v;
}
static void put_bits(void *buf, size_t i, int width, uint64_t r) {
  if (width == 16) ((uint16_t *)buf)[i] = (uint16_t)(r >> 48);
  else if (width == 32) ((uint32_t *)buf)[i] = (uint32_t)(r >> 32);
  else ((uint64_t *)buf)[i] = r;
}

/* Random values: uniform in [lo, hi] for a third, exponents spread
 * uniformly over [lo, hi]'s magnitudes for another third (many binades),
 * raw bit patterns for the rest. */
static void gen_value(void *buf, size_t i, int width, double lo, double hi, uint64_t *s) {
  uint64_t r = cltest_rand(s);
  if (width == 16) {
    lo = fmax(fmin(lo, 65504), -65504);
    hi = fmax(fmin(hi, 65504), -65504);
  }
  double u = (double)(r >> 11) / 9007199254740992.0;
  switch (r % 3) {
  case 0: put(buf, i, width, lo + (hi - lo) * u); break;
  case 1: {
    double m = fmax(fabs(lo), fabs(hi));
    double e = log2(m > 0 ? m : 1);
    double v = exp2(e - 40 * u) * (1 + (double)(cltest_rand(s) >> 12) / 4503599627370496.0) / 2;
    if (lo < 0 && (hi <= 0 || (cltest_rand(s) & 1))) v = -v;
    if (v < lo || v > hi) v = lo + (hi - lo) * u;
    put(buf, i, width, v);
    break;
  }
  default: put_bits(buf, i, width, cltest_rand(s)); break;
  }
}

static bool is_denorm(long double v, int width) {
  long double mn = width == 16 ? 0x1p-14L : width == 32 ? FLT_MIN : DBL_MIN;
  return v != 0 && fabsl(v) < mn;
}

/* ---- running ------------------------------------------------------------------- */

static const char *sig_name(int width) { return width == 16 ? "half" : width == 32 ? "float" : "double"; }

static cl_kernel try_kernel(kh *h, const char *name) {
  cl_int err;
  cl_kernel k = clCreateKernel(h->prog, name, &err);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "kernel %s: %s\n", name, cltest_err_name(err));
    cltest_failures++;
    return NULL;
  }
  return k;
}

static void run_kernel(kh *h, const char *kname, size_t global, cl_mem *bufs) {
  cl_kernel k = try_kernel(h, kname);
  if (!k) return;
  for (cl_uint j = 0; j < 7; j++) kh_arg_mem(k, j, bufs[j]);
  kh_run(h, k, 1, NULL, &global, NULL);
  clReleaseKernel(k);
}

static bool same_bits(const void *x, const void *y, size_t i, int width) {
  long double a = get(x, i, width), b = get(y, i, width);
  if (isnan(a) && isnan(b)) return true;
  if (width == 16) return ((const uint16_t *)x)[i] == ((const uint16_t *)y)[i];
  if (width == 32) return ((const uint32_t *)x)[i] == ((const uint32_t *)y)[i];
  return ((const uint64_t *)x)[i] == ((const uint64_t *)y)[i];
}

static double ulp_of(long double got, long double want, int width) {
  if (width == 16) return mt_ulp16(got, want);
  return width == 32 ? mt_ulp32((float)got, want) : mt_ulp64((double)got, want);
}

/* Whether `got` is an acceptable result for the exact `want`. */
static bool accept(long double got, long double want, double bound, int width, double *err) {
  *err = 0;
  if (isnan(want)) return isnan(got);
  if (isnan(got)) return false;
  if (bound == 0) {
    /* exact functions: the reference rounded once to the width */
    want = width == 16 ? mt_h2f(mt_f2h(want)) : width == 32 ? (long double)(float)want : (long double)(double)want;
  }
  if (isinf(want)) return got == want;
  if (want == 0) return got == 0 && !signbit(got) == !signbit(want); /* prescribed zeros */
  /* float and half results in the denormal range may be flushed to zero
   * (either sign); double denormals are required (cl_khr_fp64) */
  if (width != 64 && is_denorm(want, width) && got == 0) return true;
  *err = ulp_of(got, want, width);
  if (bound == 0) return *err == 0;
  return *err <= bound;
}

mt_result mt_run(kh *h, const mt_case *c, int width) {
  mt_result res = {0, 0, 0};
  size_t es = (size_t)width / 8;
  const double *sp = width == 64 ? specials64 : specials32;
  size_t ns = width == 64 ? NSPEC64 : NSPEC32;
  double bound = width == 16 ? half_bound(c->name, c->ulp) : c->ulp;
  double bound2 = width == 16 ? half_bound(c->name, c->ulp2) : c->ulp2;
  int nargs = c->sig == MT_FF || c->sig == MT_FFPI ? 2 : c->sig == MT_FFF ? 3 : 1;
  bool has_n = c->sig == MT_FI || c->sig == MT_NAN;
  size_t nrand = 1u << 16;
  size_t nspec = nargs == 1 ? ns : nargs == 2 ? ns * ns : 24 * 24 * 24;
  size_t n0 = nspec + nrand + (has_n ? ns * NINTSPEC : 0);
  size_t n = (n0 + 47) / 48 * 48;
  void *a = calloc(n, es), *b = calloc(n, es), *cc = calloc(n, es);
  int *ni = calloc(n, sizeof(int));
  uint64_t seed = 0x5eed;
  for (const char *p = c->name; *p; p++) seed = seed * 131 + (uint8_t)*p;
  seed += (uint64_t)width;
  size_t i = 0;
  /* special values and their combinations */
  if (nargs == 1 && !has_n) {
    for (size_t s = 0; s < ns; s++, i++) put(a, i, width, sp[s]);
  } else if (has_n) {
    for (size_t s = 0; s < ns; s++)
      for (size_t t = 0; t < NINTSPEC; t++, i++) {
        put(a, i, width, sp[s]);
        ni[i] = int_specials[t];
      }
  } else if (nargs == 2) {
    for (size_t s = 0; s < ns; s++)
      for (size_t t = 0; t < ns; t++, i++) {
        put(a, i, width, sp[s]);
        put(b, i, width, sp[t]);
      }
  } else {
    for (size_t s = 0; s < 24; s++)
      for (size_t t = 0; t < 24; t++)
        for (size_t u = 0; u < 24; u++, i++) {
          put(a, i, width, sp[s * 3 % ns]);
          put(b, i, width, sp[t * 3 % ns]);
          put(cc, i, width, sp[u * 3 % ns]);
        }
  }
  /* random values (for half, every input of a one-argument function) */
  size_t first = i;
  for (; i < n; i++) {
    gen_value(a, i, width, c->lo, c->hi, &seed);
    if (width == 16 && nargs == 1 && i - first < 65536) ((uint16_t *)a)[i] = (uint16_t)(i - first);
    if (c->near_pi2 && (i & 3) == 0) {
      /* the nearest number to k pi/2 and its neighbours, k up to 2^30 */
      uint64_t r = cltest_rand(&seed);
      long double k = (long double)(r >> 34) * ((r & 1) ? -1 : 1);
      if (r & 2) k = (long double)((r >> 40) & 1023);
      long double v = k * 1.5707963267948966192313216916397514L;
      int steps = (int)((r >> 2) & 7) - 3;
      if (width == 32) {
        float f = (float)v;
        for (int j = 0; j < abs(steps); j++) f = nextafterf(f, steps > 0 ? INFINITY : -INFINITY);
        put(a, i, width, f);
      } else {
        double d = (double)v;
        for (int j = 0; j < abs(steps); j++) d = nextafter(d, steps > 0 ? INFINITY : -INFINITY);
        put(a, i, width, d);
      }
    }
    gen_value(b, i, width, c->blo, c->bhi, &seed);
    gen_value(cc, i, width, c->blo, c->bhi, &seed);
    if (has_n) {
      uint64_t r = cltest_rand(&seed);
      ni[i] = c->sig == MT_NAN ? (int)(r >> 32)
                               : c->nlo + (int)((r >> 16) % (uint64_t)(c->nhi - c->nlo + 1));
    }
  }
  cl_mem in_a = kh_in(h, a, n * es), in_b = kh_in(h, b, n * es), in_c = kh_in(h, cc, n * es);
  cl_mem in_n = kh_in(h, ni, n * sizeof(int));
  void *o[3], *o2[3];
  int *oi[3];
  bool outp = c->sig == MT_FPF || c->sig == MT_FPI || c->sig == MT_FFPI;
  const int shapes[3] = {1, outp ? 4 : 3, 16};
  for (int v = 0; v < 3; v++) {
    o[v] = calloc(n, es);
    o2[v] = calloc(n, es);
    oi[v] = calloc(n, sizeof(int));
    if (v > 0 && c->no_vec) continue;
    cl_mem bufs[7] = {in_a, in_b, in_c, in_n, kh_out(h, n * es), kh_out(h, n * es), kh_out(h, n * sizeof(int))};
    char kname[128];
    snprintf(kname, sizeof kname, "%s_%c%d", c->name, width == 16 ? 'h' : width == 32 ? 'f' : 'd', shapes[v]);
    run_kernel(h, kname, n / (size_t)shapes[v], bufs);
    kh_read(h, bufs[4], o[v], n * es);
    kh_read(h, bufs[5], o2[v], n * es);
    kh_read(h, bufs[6], oi[v], n * sizeof(int));
    for (int j = 4; j < 7; j++) clReleaseMemObject(bufs[j]);
  }
  /* vector forms agree with the scalar one bit for bit */
  for (int v = 1; v < 3 && !c->no_vec; v++) {
    size_t bad = 0;
    for (i = 0; i < n; i++) {
      bool ok = same_bits(o[v], o[0], i, width) && same_bits(o2[v], o2[0], i, width) && oi[v][i] == oi[0][i];
      if (!ok && bad++ < 4)
        fprintf(stderr, "%s %s%d[%zu]: %La (%La, %d) vs scalar %La (%La, %d)\n", c->name, sig_name(width),
                shapes[v], i, get(o[v], i, width), get(o2[v], i, width), oi[v][i], get(o[0], i, width),
                get(o2[0], i, width), oi[0][i]);
    }
    if (bad) {
      fprintf(stderr, "%s %s%d: %zu results differ from the scalar kernel's\n", c->name, sig_name(width), shapes[v], bad);
      cltest_failures++;
    }
  }
  /* the scalar results against the reference */
  size_t bad = 0;
  long double worst_in[3] = {0, 0, 0};
  long double worst_got = 0, worst_want = 0;
  for (i = 0; i < n; i++) {
    long double x = get(a, i, width), y = get(b, i, width), z = get(cc, i, width);
    long double got = get(o[0], i, width), got2 = get(o2[0], i, width);
    int goti = oi[0][i];
    bool ok = false;
    double best_err = INFINITY;
    long double want = 0;
    /* the exact inputs, then (float, half) denormal inputs flushed to zero
     * of either sign */
    for (int alt = 0; alt < (width == 64 ? 1 : 3) && !ok; alt++) {
      long double xs = x, ys = y, zs = z;
      bool any = false;
      long double *vals[3] = {&xs, &ys, &zs};
      for (int j = 0; j < nargs; j++) {
        if (!is_denorm(*vals[j], width)) continue;
        any = true;
        *vals[j] = alt == 0 ? *vals[j] : alt == 1 ? copysignl(0, *vals[j]) : -copysignl(0, *vals[j]);
      }
      if (alt > 0 && !any) break;
      long double w2 = 0;
      int wi = 0;
      mt_width = width;
      mt_dont_care = mt_has_alt = false;
      long double w = c->ref(xs, ys, zs, ni[i], &w2, &wi);
      if (alt == 0) want = w;
      if (mt_dont_care) {
        ok = true;
        best_err = 0;
        break;
      }
      if (mt_has_alt && c->sig != MT_IF) {
        double ea;
        if (accept(got, mt_alt, bound, width, &ea)) {
          ok = true;
          best_err = 0;
          break;
        }
      }
      double e1 = 0, e2 = 0;
      bool ok1;
      if (c->sig == MT_IF) {
        ok1 = goti == wi;
      } else {
        ok1 = accept(got, w, bound, width, &e1);
        if (c->abs_tol > 0 && !ok1 && !isnan(w) && !isinf(w)) {
          ok1 = fabsl(got - w) <= c->abs_tol;
          e1 = 0;
        }
        if (c->sig == MT_FPF) ok1 = ok1 && accept(got2, w2, bound2, width, &e2);
        if (c->sig == MT_FPI || c->sig == MT_FFPI) ok1 = ok1 && goti == wi;
      }
      if (ok1) {
        ok = true;
        double e = e1 > e2 ? e1 : e2;
        if (e < best_err) best_err = e;
      }
    }
    if (ok) {
      if (best_err > res.worst && !isinf(best_err)) {
        res.worst = best_err;
        worst_in[0] = x, worst_in[1] = y, worst_in[2] = z;
        worst_got = got, worst_want = want;
      }
      continue;
    }
    if (bad++ < 8) {
      long double w2 = 0;
      int wi = 0;
      mt_width = width;
      long double w = c->ref(x, y, z, ni[i], &w2, &wi);
      fprintf(stderr, "%s %s(%La", c->name, sig_name(width), x);
      if (nargs > 1) fprintf(stderr, ", %La", y);
      if (nargs > 2) fprintf(stderr, ", %La", z);
      if (has_n) fprintf(stderr, ", %d", ni[i]);
      fprintf(stderr, "): got %La", got);
      if (c->sig == MT_FPF) fprintf(stderr, " (%La)", got2);
      if (c->sig == MT_FPI || c->sig == MT_FFPI || c->sig == MT_IF) fprintf(stderr, " (%d)", goti);
      fprintf(stderr, ", expected %La", w);
      if (c->sig == MT_FPF) fprintf(stderr, " (%La)", w2);
      if (c->sig == MT_FPI || c->sig == MT_FFPI || c->sig == MT_IF) fprintf(stderr, " (%d)", wi);
      fprintf(stderr, " [%.3g ulp]\n", ulp_of(got, w, width));
    }
  }
  res.count = n;
  res.bad = bad;
  if (bad) {
    fprintf(stderr, "%s %s: %zu of %zu results outside the bound (%g ulp%s)\n", c->name, sig_name(width), bad, n,
            bound, c->abs_tol > 0 ? " or the absolute tolerance" : "");
    cltest_failures++;
  }
  printf("ULP %-14s %-6s worst %8.3f bound %6g inputs %zu", c->name, sig_name(width), res.worst, bound, n);
  if (res.worst > 0) {
    printf("  at (%La", worst_in[0]);
    if (nargs > 1) printf(", %La", worst_in[1]);
    if (nargs > 2) printf(", %La", worst_in[2]);
    printf("): %La vs %La", worst_got, worst_want);
  }
  printf("\n");
  fflush(stdout);
  for (int v = 0; v < 3; v++) {
    free(o[v]);
    free(o2[v]);
    free(oi[v]);
  }
  clReleaseMemObject(in_a);
  clReleaseMemObject(in_b);
  clReleaseMemObject(in_c);
  clReleaseMemObject(in_n);
  free(a);
  free(b);
  free(cc);
  free(ni);
  return res;
}
