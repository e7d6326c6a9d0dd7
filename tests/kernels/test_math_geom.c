/* test_math_geom.c: length, distance, normalize, dot, cross and the fast_
 * forms (math_geom.cl) on vectors of 1 to 4 components whose scales span
 * the whole exponent range (length, distance and normalize must not
 * overflow or underflow needlessly, OpenCL C 7.5), against long double
 * references within OpenCL C 7.4's bounds. */
#include <float.h>
#include <math.h>

#include "test_math.h"

enum { NV = 1 << 14 };

static long double get(const void *p, size_t i, int w) {
  return w == 32 ? (long double)((const float *)p)[i] : (long double)((const double *)p)[i];
}
static void put(void *p, size_t i, int w, long double v) {
  if (w == 32) ((float *)p)[i] = (float)v;
  else ((double *)p)[i] = (double)v;
}
static double ulp_err(long double got, long double want, int w) {
  return w == 32 ? mt_ulp32((float)got, want) : mt_ulp64((double)got, want);
}

static void report(const char *what, int w, int n, size_t bad, size_t count, double worst, double bound) {
  printf("ULP %-14s %-6s%d worst %8.3f bound %6g inputs %zu\n", what, w == 32 ? "float" : "double", n, worst, bound, count);
  if (bad) {
    fprintf(stderr, "%s %s%d: %zu of %zu outside the bound\n", what, w == 32 ? "float" : "double", n, bad, count);
    cltest_failures++;
  }
}

static void run(int w, int n) {
  kh h;
  kh_open(&h, "math_geom");
  size_t es = w == 32 ? 4 : 8;
  size_t ne = (size_t)NV * (size_t)n;
  void *a = calloc(ne, es), *b = calloc(ne, es);
  uint64_t seed = 77 + (uint64_t)(w * 8 + n);
  int emax = w == 32 ? 126 : 1022, emin = w == 32 ? -149 : -1074;
  for (size_t v = 0; v < NV; v++) {
    uint64_t r = cltest_rand(&seed);
    /* a scale for the vector, then components a few binades around it */
    int sc = (int)(r % (uint64_t)(emax - emin)) + emin;
    if (v % 4 == 0) sc = (int)(r % 40) - 20;
    for (int c = 0; c < n; c++) {
      long double m = (long double)(cltest_rand(&seed) >> 11) / 9007199254740992.0L;
      int d = (int)(cltest_rand(&seed) % 12) - 6;
      int e = sc + d > emax ? emax : sc + d;
      long double x = ldexpl(m, e), y = ldexpl((long double)(cltest_rand(&seed) >> 11) / 9007199254740992.0L, e);
      if (cltest_rand(&seed) & 1) x = -x;
      if (cltest_rand(&seed) & 1) y = -y;
      put(a, v * (size_t)n + (size_t)c, w, x);
      put(b, v * (size_t)n + (size_t)c, w, y);
    }
    /* special vectors */
    if (v % 97 == 1) for (int c = 0; c < n; c++) put(a, v * (size_t)n + (size_t)c, w, 0.0L);
    if (v % 97 == 2) put(a, v * (size_t)n, w, INFINITY);
    if (v % 97 == 3) put(a, v * (size_t)n + (size_t)(n - 1), w, NAN);
    if (v % 97 == 4) put(a, v * (size_t)n, w, -INFINITY), put(a, v * (size_t)n + (size_t)(n - 1), w, NAN);
    if (v % 97 == 5) for (int c = 0; c < n; c++) put(a, v * (size_t)n + (size_t)c, w, c & 1 ? -0.0L : 0.0L);
  }
  cl_mem ma = kh_in(&h, a, ne * es), mb = kh_in(&h, b, ne * es);
  cl_mem out[8];
  size_t osz[8] = {NV, NV, ne, NV, ne, NV, NV, ne};
  void *o[8];
  char kname[32];
  snprintf(kname, sizeof kname, "geom_%c%d", w == 32 ? 'f' : 'd', n);
  cl_kernel k = kh_kernel(&h, kname);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mb);
  for (int j = 0; j < 8; j++) {
    out[j] = kh_out(&h, osz[j] * es);
    kh_arg_mem(k, (cl_uint)(2 + j), out[j]);
  }
  size_t g = NV;
  kh_run(&h, k, 1, NULL, &g, NULL);
  for (int j = 0; j < 8; j++) {
    o[j] = calloc(osz[j], es);
    kh_read(&h, out[j], o[j], osz[j] * es);
  }
  /* A device without CL_FP_DENORM for float computes with denormal inputs
   * as zeros of their sign (OpenCL C 7.5.3); the references then use the
   * same inputs. Outputs may flush too (checked below). */
  cl_device_fp_config fpc = 0;
  MUST(clGetDeviceInfo(h.env.device, CL_DEVICE_SINGLE_FP_CONFIG, sizeof fpc, &fpc, NULL));
  if (w == 32 && !(fpc & CL_FP_DENORM)) {
    for (size_t i = 0; i < ne; i++) {
      float *fa = a, *fb = b;
      if (fabsf(fa[i]) < FLT_MIN) fa[i] = copysignf(0.0f, fa[i]);
      if (fabsf(fb[i]) < FLT_MIN) fb[i] = copysignf(0.0f, fb[i]);
    }
  }
  long double eps = FLT_EPSILON;
  double bl = w == 32 ? 2.75 + 0.5 * n : 5.5 + n, bd = w == 32 ? 2.5 + 2 * n : 5.5 + 2 * n;
  double bn = w == 32 ? 2 + n : 4.5 + n;
  double wl = 0, wd = 0, wn = 0, wfl = 0, wfd = 0, wfn = 0;
  size_t bad[8] = {0};
  for (size_t v = 0; v < NV; v++) {
    long double s2 = 0, d2 = 0, dot = 0, mx = 0;
    bool inf = false, nan = false;
    for (int c = 0; c < n; c++) {
      long double x = get(a, v * (size_t)n + (size_t)c, w), y = get(b, v * (size_t)n + (size_t)c, w);
      s2 += x * x;
      d2 += (x - y) * (x - y);
      dot += x * y;
      inf |= isinf(x);
      nan |= isnan(x);
      if (fabsl(x) > mx) mx = fabsl(x);
      if (fabsl(y) > mx) mx = fabsl(y);
    }
    long double len = inf ? INFINITY : nan ? NAN : sqrtl(s2);
    long double dist = inf ? INFINITY : nan ? NAN : sqrtl(d2);
    long double gl = get(o[0], v, w), gd = get(o[1], v, w);
    double e;
#define CHECK_ULP(got, want, bound, worst, idx, name)                                           \
  e = ulp_err(got, want, w);                                                                    \
  if (!(e <= bound) && !(w == 32 && fabsl(want) < FLT_MIN && got == 0)) {                            \
    if (bad[idx]++ < 4) fprintf(stderr, "%s %s%d[%zu]: got %La, expected %La\n", name, w == 32 ? "float" : "double", n, v, (long double)(got), (long double)(want)); \
  } else if (e > worst && isfinite(e)) worst = e;
    CHECK_ULP(gl, len, bl, wl, 0, "length");
    CHECK_ULP(gd, dist, bd, wd, 1, "distance");
    /* normalize: v / length, with the OpenCL C 7.5 special cases */
    for (int c = 0; c < n; c++) {
      long double x = get(a, v * (size_t)n + (size_t)c, w), want;
      if (nan) want = NAN;
      else if (inf) {
        long double cnt = 0;
        for (int j = 0; j < n; j++) cnt += isinf(get(a, v * (size_t)n + (size_t)j, w));
        want = isinf(x) ? copysignl(1, x) / sqrtl(cnt) : copysignl(0, x);
      } else if (s2 == 0) want = x;
      else want = x / sqrtl(s2);
      long double got = get(o[2], v * (size_t)n + (size_t)c, w);
      CHECK_ULP(got, want, bn, wn, 2, "normalize");
    }
    /* dot: max^2 (2n - 1) FLT_EPSILON absolute */
    long double big = w == 32 ? FLT_MAX : DBL_MAX, tiny = w == 32 ? 0x1p-100L : 0x1p-970L;
    bool in_range = mx * mx * 8 < big && mx * mx > tiny; /* no overflow or underflow of the products */
    if (!inf && !nan && in_range) {
      long double gdot = get(o[3], v, w);
      if (!(fabsl(gdot - dot) <= mx * mx * (2 * n - 1) * eps) && bad[3]++ < 4)
        fprintf(stderr, "dot %d[%zu]: got %La, expected %La\n", n, v, gdot, dot);
    }
    /* cross: max^2 3 FLT_EPSILON absolute per component */
    if (n >= 3 && !inf && !nan && in_range) {
      long double x[4], y[4];
      for (int c = 0; c < 3; c++) x[c] = get(a, v * (size_t)n + (size_t)c, w), y[c] = get(b, v * (size_t)n + (size_t)c, w);
      long double cr[4] = {x[1] * y[2] - x[2] * y[1], x[2] * y[0] - x[0] * y[2], x[0] * y[1] - x[1] * y[0], 0};
      for (int c = 0; c < n; c++) {
        long double g2 = get(o[4], v * (size_t)n + (size_t)c, w);
        if (!(fabsl(g2 - cr[c]) <= mx * mx * 3 * eps) && bad[4]++ < 4)
          fprintf(stderr, "cross %d[%zu].%d: got %La, expected %La\n", n, v, c, g2, cr[c]);
      }
    }
    /* fast_: 8191.5 + ... ulp where nothing overflows (they may) */
    if (w == 32 && !inf && !nan && s2 < 1e37L && s2 > 1e-36L && d2 < 1e37L && d2 > 1e-36L) {
      CHECK_ULP(get(o[5], v, w), len, 8191.5 + n, wfl, 5, "fast_length");
      CHECK_ULP(get(o[6], v, w), dist, 8191.5 + 2 * n, wfd, 6, "fast_distance");
      for (int c = 0; c < n; c++) {
        long double x = get(a, v * (size_t)n + (size_t)c, w);
        CHECK_ULP(get(o[7], v * (size_t)n + (size_t)c, w), x / sqrtl(s2), 8192 + n, wfn, 7, "fast_normalize");
      }
    }
    if (w == 32 && s2 == 0 && !nan) {
      for (int c = 0; c < n; c++) {
        long double x = get(a, v * (size_t)n + (size_t)c, w), got = get(o[7], v * (size_t)n + (size_t)c, w);
        if (got != x && bad[7]++ < 4) fprintf(stderr, "fast_normalize %d[%zu]: got %La for a zero vector\n", n, v, got);
      }
    }
  }
  report("length", w, n, bad[0], NV, wl, bl);
  report("distance", w, n, bad[1], NV, wd, bd);
  report("normalize", w, n, bad[2], NV, wn, bn);
  report("dot", w, n, bad[3], NV, 0, 0);
  if (n >= 3) report("cross", w, n, bad[4], NV, 0, 0);
  if (w == 32) {
    report("fast_length", w, n, bad[5], NV, wfl, 8191.5 + n);
    report("fast_distance", w, n, bad[6], NV, wfd, 8191.5 + 2 * n);
    report("fast_normalize", w, n, bad[7], NV, wfn, 8192 + n);
  }
  for (int j = 0; j < 8; j++) {
    clReleaseMemObject(out[j]);
    free(o[j]);
  }
  clReleaseMemObject(ma);
  clReleaseMemObject(mb);
  clReleaseKernel(k);
  free(a);
  free(b);
  kh_close(&h);
}

TEST(math_geom_float) {
  for (int n = 1; n <= 4; n++) run(32, n);
}
TEST(math_geom_double) {
  for (int n = 1; n <= 4; n++) run(64, n);
}
