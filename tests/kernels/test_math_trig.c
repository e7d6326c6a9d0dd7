/* test_math_trig.c: circular functions and their inverses (math_trig.cl,
 * math_trig_d.cl) against long double references reduced exactly, over
 * every binade and next to multiples of pi/2, within OpenCL C 7.4's
 * bounds and with the special values of C99 F.9 and OpenCL C 7.5. */
#include <float.h>
#include <math.h>

#include "test_math.h"

#define REF(name) static long double name(long double a, long double b, long double c, int n, long double *o2, int *oi)
#define UNUSED (void)a, (void)b, (void)c, (void)n, (void)o2, (void)oi
#define PI 3.141592653589793238462643383279502884L

REF(r_sin) { UNUSED; return sinl(a); }
REF(r_cos) { UNUSED; return cosl(a); }
REF(r_tan) { UNUSED; return tanl(a); }
REF(r_sincos) {
  UNUSED;
  *o2 = cosl(a);
  return sinl(a);
}

/* sin(pi t) for t in [0, 1] exactly */
static long double sinpi01(long double t) { return t <= 0.5L ? sinl(PI * t) : sinl(PI * (1 - t)); }

REF(r_sinpi) {
  UNUSED;
  if (!isfinite(a)) return NAN;
  long double t = fmodl(fabsl(a), 2); /* exact */
  if (t == 0 || t == 1) return copysignl(0, a);
  long double s = 1;
  if (t > 1) t -= 1, s = -1;
  return copysignl(1, a) * s * sinpi01(t);
}
REF(r_cospi) {
  UNUSED;
  if (!isfinite(a)) return NAN;
  long double t = fmodl(fabsl(a), 2);
  if (t > 1) t = 2 - t; /* [0, 1] */
  if (t == 0.5L) return 0;
  return t < 0.5L ? sinl(PI * (0.5L - t)) : -sinl(PI * (t - 0.5L));
}
REF(r_tanpi) {
  UNUSED;
  if (!isfinite(a)) return NAN;
  long double u = a - roundl(a); /* exact, [-1/2, 1/2] */
  if (u == 0) {
    bool odd = fmodl(fabsl(a), 2) == 1;
    return odd ? copysignl(0, -a) : copysignl(0, a);
  }
  if (fabsl(u) == 0.5L) {
    long double nn = floorl(a);
    return fmodl(fabsl(nn), 2) == 0 ? INFINITY : -INFINITY;
  }
  /* near the poles from the exact distance to them */
  if (fabsl(u) > 0.25L) return -1 / tanl(PI * (u - copysignl(0.5L, u)));
  return tanl(PI * u);
}
REF(r_asin) { UNUSED; return asinl(a); }
REF(r_acos) { UNUSED; return acosl(a); }
REF(r_atan) { UNUSED; return atanl(a); }
REF(r_atan2) { UNUSED; return atan2l(a, b); }
REF(r_asinpi) { UNUSED; return asinl(a) / PI; }
REF(r_acospi) { UNUSED; return acosl(a) / PI; }
REF(r_atanpi) { UNUSED; return atanl(a) / PI; }
REF(r_atan2pi) { UNUSED; return atan2l(a, b) / PI; }

/* half_: the same functions within 8192 ulp on [-2^16, 2^16] */
REF(r_half_sin) { UNUSED; if (fabsl(a) > 65536) mt_dont_care = true; return sinl(a); }
REF(r_half_cos) { UNUSED; if (fabsl(a) > 65536) mt_dont_care = true; return cosl(a); }
REF(r_half_tan) { UNUSED; if (fabsl(a) > 65536) mt_dont_care = true; return tanl(a); }
/* native_: only roughly (absolute 2^-10 on [-pi, pi]) */
REF(r_native_sin) { UNUSED; if (!(fabsl(a) <= PI)) mt_dont_care = true; return sinl(a); }
REF(r_native_cos) { UNUSED; if (!(fabsl(a) <= PI)) mt_dont_care = true; return cosl(a); }
REF(r_native_tan) { UNUSED; if (!(fabsl(a) <= 1.4L)) mt_dont_care = true; return tanl(a); }

#define C1(name, bound, lo, hi, pi2) {#name, MT_F, r_##name, bound, 0, 0, lo, hi, 0, 0, 0, 0, false, pi2}
#define C2(name, bound, lo, hi) {#name, MT_FF, r_##name, bound, 0, 0, lo, hi, lo, hi, 0, 0, false, false}

static const mt_case cases[] = {
    C1(sin, 4, -10, 10, true), C1(cos, 4, -10, 10, true), C1(tan, 5, -10, 10, true),
    {"sincos", MT_FPF, r_sincos, 4, 4, 0, -10, 10, 0, 0, 0, 0, false, true},
    C1(sinpi, 4, -4, 4, false), C1(cospi, 4, -4, 4, false), C1(tanpi, 6, -4, 4, false),
    C1(asin, 4, -1, 1, false), C1(acos, 4, -1, 1, false), C1(atan, 5, -100, 100, false),
    C2(atan2, 6, -10, 10), C1(asinpi, 5, -1, 1, false), C1(acospi, 5, -1, 1, false),
    C1(atanpi, 5, -100, 100, false), C2(atan2pi, 6, -10, 10),
};

static const mt_case cases_half[] = {
    C1(half_sin, 8192, -10, 10, true), C1(half_cos, 8192, -10, 10, true), C1(half_tan, 8192, -10, 10, true),
    /* native_: implementation-defined accuracy (OpenCL C 7.4); hardware
     * sine units have an absolute error (the H100's returns 0 for tiny
     * arguments), so the check is absolute: 2^-10 */
    {"native_sin", MT_F, r_native_sin, 1e7, 0, 0x1p-10, -4, 4, 0, 0, 0, 0, false, false},
    {"native_cos", MT_F, r_native_cos, 1e7, 0, 0x1p-10, -4, 4, 0, 0, 0, 0, false, false},
    {"native_tan", MT_F, r_native_tan, 1e7, 0, 0x1p-10, -1.4, 1.4, 0, 0, 0, 0, false, false},
};

#define RUN(module, list, width)                                                      \
  do {                                                                                \
    kh h;                                                                             \
    kh_open(&h, module);                                                              \
    for (size_t i = 0; i < sizeof list / sizeof list[0]; i++) mt_run(&h, &list[i], width); \
    kh_close(&h);                                                                     \
  } while (0)

TEST(math_trig_float) { RUN("math_trig", cases, 32); }
TEST(math_trig_half_native) { RUN("math_trig", cases_half, 32); }
TEST(math_trig_double) { RUN("math_trig_d", cases, 64); }

/* sincos with its cosine in __local memory */
TEST(math_sincos_local) {
  kh h;
  kh_open(&h, "math_trig");
  cl_kernel k = kh_kernel(&h, "sincos_local");
  enum { N = 256 };
  float in[N], o[N], co[N];
  for (int i = 0; i < N; i++) in[i] = (float)(i - 128) * 0.37f;
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof o), mc = kh_out(&h, sizeof co);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  kh_arg_mem(k, 2, mc);
  size_t g = N, l = 64;
  kh_run(&h, k, 1, NULL, &g, &l);
  kh_read(&h, mo, o, sizeof o);
  kh_read(&h, mc, co, sizeof co);
  for (int i = 0; i < N; i++) {
    if (mt_ulp32(o[i], sinl(in[i])) > 4 || mt_ulp32(co[i], cosl(in[i])) > 4) {
      fprintf(stderr, "sincos(%a): %a %a\n", in[i], o[i], co[i]);
      cltest_failures++;
      break;
    }
  }
  clReleaseMemObject(mi);
  clReleaseMemObject(mo);
  clReleaseMemObject(mc);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(math_trig_half) { RUN("math_trig_h", cases, 16); }
