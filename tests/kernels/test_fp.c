/* test_fp.c: double and half as cl_khr_fp64 and cl_khr_fp16 promise them,
 * and float division.
 *
 * - fp_queries: what the device advertises (extensions, __opencl_c_fp64,
 *   the FP configs, the preferred and native vector widths) agrees with
 *   itself and with the Vulkan features and float controls of the same
 *   physical device, queried here through libvulkan and judged by the
 *   rules of docs/builtins.md ("Double and half") restated from the specs.
 * - division: float within 2.5 ulp for every operand (divisors beyond
 *   2^126 and denormal ones included), correctly rounded under
 *   -cl-fp32-correctly-rounded-divide-sqrt where the device says so, the
 *   relaxed bound under -cl-unsafe-math-optimizations; double correctly
 *   rounded (references: __float128 quotients rounded once, which is
 *   exact since 113 >= 2 * 53 + 2); half within 1 ulp.
 * - double arithmetic and conversions with denormal operands and results,
 *   double vectors, __local memory, arguments, relational built-ins,
 *   sub-group operations.
 * - half arithmetic, comparisons, conversions in every rounding mode and
 *   saturation, vload_half / vstore_half, half16 vectors, __local memory,
 *   arguments, sub-group operations; references in IEEE binary16 computed
 *   here from exact values.
 *
 * What a device promises decides what is accepted: denormal operands read
 * as zeros and denormal results flushed to zeros are accepted only where
 * the FP config lacks CL_FP_DENORM. A device without shaderFloat64 (or
 * shaderFloat16) must refuse the double (half) modules with a build log
 * naming the feature. A device with the Vulkan features but without the
 * extension (lavapipe has no shaderDenormPreserveFloat64, so no
 * cl_khr_fp64) still runs the double kernels, held to everything but
 * denormals. */
#include <fenv.h>
#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>

#include "test_math.h"
#include "vk_device.h"

/* ---- the device ---------------------------------------------------------- */

typedef struct caps {
  bool fp64, fp16;          /* in CL_DEVICE_EXTENSIONS */
  bool fp64_feature;        /* __opencl_c_fp64 in CL_DEVICE_OPENCL_C_FEATURES */
  bool subgroups;           /* cl_intel_subgroups: the sub-group kernels' built-ins */
  cl_device_fp_config sgl, dbl, hlf;
} caps;

static bool has_word(const char *list, const char *w) {
  size_t n = strlen(w);
  for (const char *p = strstr(list, w); p; p = strstr(p + 1, w))
    if ((p == list || p[-1] == ' ') && (p[n] == 0 || p[n] == ' ')) return true;
  return false;
}

static void get_caps(cl_device_id d, caps *c) {
  memset(c, 0, sizeof *c);
  char ext[8192] = "";
  MUST(clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, sizeof ext, ext, NULL));
  c->fp64 = has_word(ext, "cl_khr_fp64");
  c->fp16 = has_word(ext, "cl_khr_fp16");
  c->subgroups = has_word(ext, "cl_intel_subgroups");
  cl_name_version f[64];
  size_t n = 0;
  MUST(clGetDeviceInfo(d, CL_DEVICE_OPENCL_C_FEATURES, sizeof f, f, &n));
  for (size_t i = 0; i < n / sizeof f[0]; i++) c->fp64_feature |= !strcmp(f[i].name, "__opencl_c_fp64");
  MUST(clGetDeviceInfo(d, CL_DEVICE_SINGLE_FP_CONFIG, sizeof c->sgl, &c->sgl, NULL));
  MUST(clGetDeviceInfo(d, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof c->dbl, &c->dbl, NULL));
  MUST(clGetDeviceInfo(d, CL_DEVICE_HALF_FP_CONFIG, sizeof c->hlf, &c->hlf, NULL));
}

/* Widths 16, 32, 64 as bits 1, 2, 4. */
static unsigned widths(VkBool32 h, VkBool32 s, VkBool32 d) { return (h ? 1u : 0) | (s ? 2u : 0) | (d ? 4u : 0); }

/* The widths whose mode every entry point can declare, whatever types it
 * uses (Vulkan's VUIDs 06289-06292): with INDEPENDENCE_32_BIT_ONLY 16 and
 * 64 bits take the same mode, with NONE all three. 32 bits only where
 * asked for or tied in. */
static unsigned declarable(unsigned sup, VkShaderFloatControlsIndependence ind, bool with32) {
  if (ind == VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_ALL) return with32 ? sup : sup & ~2u;
  if (ind == VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_32_BIT_ONLY)
    return (with32 ? sup & 2u : 0) | ((sup & 5u) == 5u ? 5u : 0);
  return sup == 7u ? 7u : 0;
}

/* ---- building ---------------------------------------------------------------- */

/* Opens `module` in h (kh_open with build options). */
static void fp_open(kh *h, const char *module, const char *options) {
  memset(h, 0, sizeof *h);
  cltest_setup(&h->env, 0);
  char log[16384];
  h->prog = kh_build(&h->env, module, options, log, sizeof log);
  if (!h->prog) {
    fprintf(stderr, "build of %s (%s) failed:\n%s\n", module, options, log);
    exit(1);
  }
}

/* ---- IEEE references ------------------------------------------------------------ */

enum { RTE, RTZ, RTP, RTN };

/* v rounded to binary16 in a rounding mode (IEEE 754), as bits */
static uint16_t to_half(long double v, int mode) {
  if (isnan(v)) return 0x7e00;
  uint16_t s = signbit(v) ? 0x8000 : 0;
  long double a = fabsl(v);
  if (isinf(a)) return s | 0x7c00;
  if (a == 0) return s;
  int e = ilogbl(a);
  if (e < -14) e = -14;
  long double sc = ldexpl(a, 10 - e); /* [1024, 2048), or below 1024 for denormals; exact */
  long double fl = floorl(sc), fr = sc - fl;
  bool up = mode == RTE ? fr > 0.5L || (fr == 0.5L && fmodl(fl, 2) == 1)
          : mode == RTP ? fr > 0 && !s
          : mode == RTN ? fr > 0 && s
                        : false;
  long double q = fl + (up ? 1 : 0);
  if (q >= 2048) {
    q /= 2;
    e++;
  }
  if (e > 15) {
    bool inf = mode == RTE || (mode == RTP && !s) || (mode == RTN && s);
    return s | (inf ? 0x7c00 : 0x7bff);
  }
  if (q < 1024) return s | (uint16_t)q;
  return s | (uint16_t)((e + 15) << 10) | (uint16_t)(q - 1024);
}

static long double h2ld(uint16_t h) { return mt_h2f(h); }
static bool h_isnan(uint16_t h) { return (h & 0x7fff) > 0x7c00; }
static bool h_denorm(uint16_t h) { return (h & 0x7c00) == 0 && (h & 0x3ff); }
static bool f_denorm(float f) { return f != 0 && fabsf(f) < FLT_MIN; }
static bool d_denorm(double d) { return d != 0 && fabs(d) < DBL_MIN; }

static long double round_mode(long double v, int mode) {
  switch (mode) {
  case RTE: return nearbyintl(v); /* the host rounds to nearest even */
  case RTZ: return truncl(v);
  case RTP: return ceill(v);
  default: return floorl(v);
  }
}

/* OpenCL C 6.4.3: NaN to 0, then rounded and clamped */
static int64_t to_int_sat(long double v, int mode, long double lo, long double hi) {
  if (isnan(v)) return 0;
  long double r = round_mode(v, mode);
  return (int64_t)(r < lo ? lo : r > hi ? hi : r);
}

/* double rounded once to float in a mode, on the host */
static float to_float_mode(double d, int mode) {
  static const int m[] = {FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};
  fesetround(m[mode]);
  volatile double dv = d;
  volatile float f = (float)dv;
  fesetround(FE_TONEAREST);
  return f;
}

/* The correctly rounded double quotient: the __float128 quotient is
 * rounded to 113 bits, then to the double format once more, which is
 * exact for division (113 >= 2 * 53 + 2, also for denormal results). */
static double div_ref64(double a, double b) { return (double)((__float128)a / (__float128)b); }

static uint64_t dbits(double d) {
  uint64_t u;
  memcpy(&u, &d, 8);
  return u;
}
static uint32_t fbits_(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}
static float f_of(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}
static double d_of(uint64_t u) {
  double d;
  memcpy(&d, &u, 8);
  return d;
}

/* The operand itself, and where denormals may be read as zeros, +0 and -0. */
static int alts32(float v, bool denorm, float out[3]) {
  out[0] = v;
  if (denorm || !f_denorm(v)) return 1;
  out[1] = 0.0f;
  out[2] = -0.0f;
  return 3;
}
static int alts64(double v, bool denorm, double out[3]) {
  out[0] = v;
  if (denorm || !d_denorm(v)) return 1;
  out[1] = 0.0;
  out[2] = -0.0;
  return 3;
}
static int alts16(uint16_t v, bool denorm, uint16_t out[3]) {
  out[0] = v;
  if (denorm || !h_denorm(v)) return 1;
  out[1] = 0;
  out[2] = 0x8000;
  return 3;
}

/* ---- result checks ----------------------------------------------------------------- */

/* Whether `got` is an acceptable float quotient a / b: the sign of the
 * quotient and within `bound` ulp of the exact one (bound 0: the correctly
 * rounded float, which the host's division gives), NaN for NaN; without
 * `denorm` also what OpenCL allows a device without CL_FP_DENORM
 * (denormal operands read as zeros, denormal results flushed to zeros of
 * either sign). */
static bool ok_div32(float got, float a, float b, double bound, bool denorm, double *worst) {
  float as[3], bs[3];
  int na = alts32(a, denorm, as), nb = alts32(b, denorm, bs);
  for (int i = 0; i < na; i++) {
    for (int j = 0; j < nb; j++) {
      long double want = (long double)as[i] / bs[j];
      if (isnan(want)) {
        if (isnan(got)) return true;
        continue;
      }
      if (!denorm && fabsl(want) < FLT_MIN && got == 0) return true;
      if (isnan(got) || !signbit(got) != !signbit(want)) continue;
      if (bound == 0) {
        volatile float q = as[i] / bs[j];
        if (got == q) return true;
        continue;
      }
      if (want == 0) {
        if (got == 0) return true;
        continue;
      }
      double e = mt_ulp32(got, want);
      if (e <= bound) {
        if (e > *worst) *worst = e;
        return true;
      }
    }
  }
  return false;
}

/* The same for double, correctly rounded. */
static bool ok_div64(double got, double a, double b, bool denorm) {
  double as[3], bs[3];
  int na = alts64(a, denorm, as), nb = alts64(b, denorm, bs);
  for (int i = 0; i < na; i++) {
    for (int j = 0; j < nb; j++) {
      double want = div_ref64(as[i], bs[j]);
      if (isnan(want) ? isnan(got) : dbits(got) == dbits(want)) return true;
      if (!denorm && fabs(want) < DBL_MIN && got == 0) return true;
    }
  }
  return false;
}

/* A half result against the exact value `v` of the operation: bound 0
 * asks for the correctly rounded half (to nearest even), else ulp; zeros
 * of either sign for results below 2^-14 without `denorm`. */
static bool ok_half(uint16_t got, long double v, double bound, bool denorm, double *worst) {
  if (isnan(v)) return h_isnan(got);
  if (!denorm && fabsl(v) < 0x1p-14L && (got & 0x7fff) == 0) return true;
  if (bound == 0 || v == 0 || isinf(v)) return got == to_half(v, RTE);
  if (h_isnan(got) || !(got & 0x8000) != !signbit(v)) return false;
  double e = mt_ulp16(h2ld(got), v);
  if (worst && e <= bound && e > *worst) *worst = e;
  return e <= bound;
}

/* Reports a mismatch (the first few of each check). */
static void report(const char *what, size_t *bad, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void report(const char *what, size_t *bad, const char *fmt, ...) {
  if ((*bad)++ < 6) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: ", what);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
  }
}

static void summary(const char *what, size_t bad, size_t n) {
  if (bad) {
    fprintf(stderr, "%s: %zu of %zu results wrong\n", what, bad, n);
    cltest_failures++;
  }
}

/* ---- operands ------------------------------------------------------------------------ */

static const float spec32[] = {
  0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 2.0f, 3.0f, -7.0f, 0.1f, 1.5f, 0x1.fffffep-1f,
  0x1.000002p0f, FLT_MIN, -FLT_MIN, 0x1.8p-126f, FLT_MAX, -FLT_MAX, 0x1p-149f, -0x1p-149f, 0x1p-140f,
  0x1.fffffcp-127f, -0x1.234p-130f, 0x1p126f, 0x1.000002p126f, 0x1.8p126f, -0x1p127f, 0x1.8p127f,
  0x1p-100f, 0x1p100f, 0x1p64f, 0x1p-64f, 0x1p-62f, 0x1p62f, 1e-38f, 16777215.0f, 0x1.555556p-2f,
};
#define NSPEC32 (sizeof spec32 / sizeof spec32[0])

static const double spec64[] = {
  0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0, 2.0, 3.0, -7.0, 0.1, 1.5, 0x1.fffffffffffffp-1,
  0x1.0000000000001p0, DBL_MIN, -DBL_MIN, 0x1.8p-1022, DBL_MAX, -DBL_MAX, 0x1p-1074, -0x1p-1074,
  0x1p-1060, 0x0.fffffffffffffp-1022, -0x0.123456789abcdp-1022, 0x1p1022, 0x1.0000000000001p1022,
  0x1.8p1023, -0x1p1023, 0x1p-500, 0x1p500, 0x1p-1000, 1e-300, 1e300, 0x1.fffffep127, 0x1.5555555555555p-2,
  9007199254740991.0, 10.0, 0x1p-1073,
};
#define NSPEC64 (sizeof spec64 / sizeof spec64[0])

/* n pairs (a, b) of floats: every pair of special values, then random bit
 * patterns, divisors beyond 2^126, denormal divisors, quotients in or
 * near the denormal range and near overflow. */
static void gen_div32(float *a, float *b, size_t n, uint64_t seed) {
  uint64_t s = seed * 0x9e3779b97f4a7c15ull + 3;
  size_t i = 0;
  for (size_t x = 0; x < NSPEC32 && i < n; x++)
    for (size_t y = 0; y < NSPEC32 && i < n; y++, i++) {
      a[i] = spec32[x];
      b[i] = spec32[y];
    }
  for (; i < n; i++) {
    uint64_t r = cltest_rand(&s), r2 = cltest_rand(&s);
    uint32_t sa = (uint32_t)(r >> 63) << 31, sb = (uint32_t)(r2 >> 63) << 31;
    uint32_t ma = (uint32_t)r & 0x7fffff, mb = (uint32_t)r2 & 0x7fffff;
    uint32_t ea, eb;
    switch (i % 6) {
    case 0: ea = (uint32_t)(r >> 23) & 0xff; eb = (uint32_t)(r2 >> 23) & 0xff; break; /* anything */
    case 1: ea = (uint32_t)(r >> 23) % 255; eb = 253 + (uint32_t)(r2 >> 23) % 2; break; /* |b| > 2^126 */
    case 2: ea = (uint32_t)(r >> 23) % 255; eb = 0; break; /* denormal b */
    case 3: ea = 1 + (uint32_t)(r >> 23) % 40; eb = 127 + (uint32_t)(r2 >> 23) % 60; break; /* tiny quotients */
    case 4: ea = 200 + (uint32_t)(r >> 23) % 55; eb = 60 + (uint32_t)(r2 >> 23) % 70; break; /* near overflow */
    default: ea = 100 + (uint32_t)(r >> 23) % 55; eb = 100 + (uint32_t)(r2 >> 23) % 55; break;
    }
    a[i] = f_of(sa | ea << 23 | ma);
    b[i] = f_of(sb | eb << 23 | (eb == 0 && mb == 0 ? 1 : mb));
  }
}

/* The same for doubles; also exact ties in the denormal range. */
static void gen_div64(double *a, double *b, size_t n, uint64_t seed) {
  uint64_t s = seed * 0x9e3779b97f4a7c15ull + 5;
  size_t i = 0;
  for (size_t x = 0; x < NSPEC64 && i < n; x++)
    for (size_t y = 0; y < NSPEC64 && i < n; y++, i++) {
      a[i] = spec64[x];
      b[i] = spec64[y];
    }
  for (; i < n; i++) {
    uint64_t r = cltest_rand(&s), r2 = cltest_rand(&s);
    uint64_t sa = r >> 63 << 63, sb = r2 >> 63 << 63;
    uint64_t ma = r & 0xfffffffffffffull, mb = r2 & 0xfffffffffffffull;
    uint64_t ea, eb;
    uint32_t x = (uint32_t)(r >> 52) & 0x7ff, y = (uint32_t)(r2 >> 52) & 0x7ff;
    switch (i % 7) {
    case 0: ea = x; eb = y; break;
    case 1: ea = x % 2047; eb = 2045 + y % 2; break;     /* |b| near the top */
    case 2: ea = x % 2047; eb = 0; break;                /* denormal b */
    case 3: ea = 1 + x % 60; eb = 1023 + y % 120; break; /* tiny and denormal quotients */
    case 4: ea = 1900 + x % 147; eb = 900 + y % 200; break; /* near overflow */
    case 5: /* denormal results that are ties or close to them: small multiples of 2^-1074 */
      a[i] = (double)(r % 4096) * 0x1p-1074 * ((r >> 20) & 1 ? -1 : 1);
      b[i] = ldexp((double)(1 + (r2 % 4) * 2), (int)(r2 >> 8) % 4); /* 2^j, 3 2^j, ... */
      continue;
    default: ea = 900 + x % 200; eb = 900 + y % 200; break;
    }
    a[i] = d_of(sa | ea << 52 | ma);
    b[i] = d_of(sb | eb << 52 | (eb == 0 && mb == 0 ? 1 : mb));
  }
}

/* ---- queries ------------------------------------------------------------------------- */

TEST(fp_queries) {
  cl_device_id d = cltest_device();
  caps c;
  get_caps(d, &c);
  /* one answer in every query */
  CHECK_EQ(c.fp64, c.fp64_feature);
  CHECK_EQ(c.fp64, c.dbl != 0);
  CHECK_EQ(c.fp16, c.hlf != 0);
  cl_uint w[4];
  MUST(clGetDeviceInfo(d, CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE, sizeof w[0], &w[0], NULL));
  MUST(clGetDeviceInfo(d, CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE, sizeof w[1], &w[1], NULL));
  MUST(clGetDeviceInfo(d, CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF, sizeof w[2], &w[2], NULL));
  MUST(clGetDeviceInfo(d, CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF, sizeof w[3], &w[3], NULL));
  /* 0 exactly where the type is not supported (the values on CPU devices
   * are wider: api.preferred_vector_widths) */
  CHECK_EQ(w[0] != 0, c.fp64);
  CHECK_EQ(w[1] != 0, c.fp64);
  CHECK_EQ(w[2] != 0, c.fp16);
  CHECK_EQ(w[3] != 0, c.fp16);
  /* the platform offers what each device offers */
  char pext[8192] = "";
  MUST(clGetPlatformInfo(cltest_platform(), CL_PLATFORM_EXTENSIONS, sizeof pext, pext, NULL));
  if (has_word(pext, "cl_khr_fp64")) CHECK(c.fp64);
  if (has_word(pext, "cl_khr_fp16")) CHECK(c.fp16);
  /* the minimum configs of OpenCL 3.0 (4.2, CL_DEVICE_*_FP_CONFIG) */
  CHECK((c.sgl & (CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN)) == (CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN));
  if (c.fp64)
    CHECK_EQ(c.dbl & (CL_FP_FMA | CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN | CL_FP_DENORM),
             CL_FP_FMA | CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN | CL_FP_DENORM);
  if (c.fp16) CHECK((c.hlf & (CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN)) == (CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN));

  /* against Vulkan */
  vkdev v;
  CHECK(kh_vk_query(d, &v));
  if (!v.found) return;
  const VkPhysicalDeviceVulkan12Properties *p = &v.p12;
  unsigned dp = widths(p->shaderDenormPreserveFloat16, p->shaderDenormPreserveFloat32, p->shaderDenormPreserveFloat64);
  unsigned rte = widths(p->shaderRoundingModeRTEFloat16, p->shaderRoundingModeRTEFloat32, p->shaderRoundingModeRTEFloat64);
  unsigned sz = widths(p->shaderSignedZeroInfNanPreserveFloat16, p->shaderSignedZeroInfNanPreserveFloat32,
                       p->shaderSignedZeroInfNanPreserveFloat64);
  unsigned dpd = declarable(dp, p->denormBehaviorIndependence, true);
  unsigned rted = declarable(rte, p->roundingModeIndependence, true);
  fprintf(stderr, "%s: shaderFloat16 %u shaderFloat64 %u shaderInt16 %u shaderInt64 %u storageBuffer16BitAccess %u "
          "subgroup extended types %u; float controls: denorm preserve %x (independence %d), RTE %x "
          "(independence %d), signed zero/inf/nan %x -> declarable: denorm preserve %x, RTE %x\n",
          v.name, v.f12.shaderFloat16, v.f.shaderFloat64, v.f.shaderInt16, v.f.shaderInt64,
          v.f11.storageBuffer16BitAccess, v.f12.shaderSubgroupExtendedTypes, dp, p->denormBehaviorIndependence,
          rte, p->roundingModeIndependence, sz, dpd, rted);
  /* double denormals kept: promised by DenormPreserve, or by a driver
   * measured to keep them (docs/builtins.md, "Denormals": lavapipe from
   * Mesa 25.0 on x86-64, NVIDIA's proprietary driver) */
  unsigned mesa_major = 0;
  if (sscanf(p->driverInfo, "Mesa %u.", &mesa_major) != 1) mesa_major = 0;
  bool measured = p->driverID == VK_DRIVER_ID_NVIDIA_PROPRIETARY, measured32 = false;
#if defined(__x86_64__)
  measured32 = p->driverID == VK_DRIVER_ID_MESA_LLVMPIPE && mesa_major >= 25; /* float ones too */
  measured = measured || measured32;
#endif
  const char *force = getenv("SHOAL_FORCE_FP64");
  if (force && (!strcmp(force, "0") || !strcmp(force, "1"))) {
    measured = force[0] == '1';
    dpd = force[0] == '1' ? dpd | 4 : dpd & ~4u;
  }
  bool want64 = v.f.shaderFloat64 && v.f.shaderInt64 && ((dpd & 4) || measured) && (rted & 4) && (sz & 4) &&
                (!c.subgroups || v.f12.shaderSubgroupExtendedTypes);
  bool want16 = v.f12.shaderFloat16 && v.f11.storageBuffer16BitAccess && v.f.shaderInt16 && (rted & 1) && (sz & 1);
  CHECK_EQ(c.fp64, want64);
  CHECK_EQ(c.fp16, want16);
  if (c.fp64)
    CHECK_EQ(c.dbl, CL_FP_FMA | CL_FP_ROUND_TO_NEAREST | CL_FP_ROUND_TO_ZERO | CL_FP_ROUND_TO_INF | CL_FP_INF_NAN |
                        CL_FP_DENORM);
  if (c.fp16) CHECK_EQ(c.hlf, CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN | ((dpd & 1) ? CL_FP_DENORM : 0));
  CHECK_EQ(c.sgl, CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN | CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT |
                      ((dpd & 2) || measured32 ? CL_FP_DENORM : 0));
  fprintf(stderr, "advertised: cl_khr_fp64 %s, cl_khr_fp16 %s, half config 0x%llx, single config 0x%llx\n",
          c.fp64 ? "yes" : "no", c.fp16 ? "yes" : "no", (unsigned long long)c.hlf, (unsigned long long)c.sgl);
}

/* ---- float division -------------------------------------------------------------------- */

#define NDIV (2048 * 48) /* pairs; a multiple of 3 and 16 */

/* Runs div_f, div_f3 and div_f16 of the fp module built with `options`
 * and checks every quotient (and 1 / b) within `bound` ulp; with `relaxed`
 * only operands in [2^-62, 2^62] count (the unsafe-math domain). */
static void run_div32(const char *options, double bound, bool relaxed) {
  kh h;
  fp_open(&h, "fp", options);
  caps c;
  get_caps(h.env.device, &c);
  bool denorm = (c.sgl & CL_FP_DENORM) != 0;
  static float a[NDIV], b[NDIV], q[3][NDIV], r[NDIV];
  gen_div32(a, b, NDIV, relaxed ? 7 : 3);
  cl_mem ma = kh_in(&h, a, sizeof a), mbuf = kh_in(&h, b, sizeof b), mq[3], mr = kh_out(&h, sizeof r);
  for (int k = 0; k < 3; k++) mq[k] = kh_out(&h, sizeof q[k]);
  static const char *names[] = {"div_f", "div_f3", "div_f16"};
  static const size_t per[] = {1, 3, 16};
  for (int k = 0; k < 3; k++) {
    cl_kernel kr = kh_kernel(&h, names[k]);
    kh_arg_mem(kr, 0, ma);
    kh_arg_mem(kr, 1, mbuf);
    kh_arg_mem(kr, 2, mq[k]);
    if (k == 0) kh_arg_mem(kr, 3, mr);
    size_t n = NDIV / per[k];
    kh_run(&h, kr, 1, NULL, &n, NULL);
    kh_read(&h, mq[k], q[k], sizeof q[k]);
    clReleaseKernel(kr);
  }
  kh_read(&h, mr, r, sizeof r);
  double worst = 0;
  size_t bad = 0, counted = 0;
  char what[64];
  for (int k = 0; k < 3; k++) {
    snprintf(what, sizeof what, "%s %s", names[k], options);
    for (size_t i = 0; i < NDIV; i++) {
      if (relaxed && !(fabsf(a[i]) >= 0x1p-62f && fabsf(a[i]) <= 0x1p62f && fabsf(b[i]) >= 0x1p-62f &&
                       fabsf(b[i]) <= 0x1p62f))
        continue;
      counted++;
      if (!ok_div32(q[k][i], a[i], b[i], bound, denorm, &worst))
        report(what, &bad, "%a / %a = %a (0x%08x), exact %La", a[i], b[i], q[k][i], fbits_(q[k][i]),
               (long double)a[i] / b[i]);
      if (k == 0 && (!relaxed || fabsf(b[i]) >= 0x1p-126f) && !ok_div32(r[i], 1.0f, b[i], bound, denorm, &worst))
        report(what, &bad, "1 / %a = %a, exact %La", b[i], r[i], 1.0L / b[i]);
    }
  }
  summary("float division", bad, counted);
  fprintf(stderr, "float division (%s): %zu quotients, worst %.3g ulp (bound %g)\n", *options ? options : "default",
          counted, worst, bound);
  for (int k = 0; k < 3; k++) clReleaseMemObject(mq[k]);
  clReleaseMemObject(ma);
  clReleaseMemObject(mbuf);
  clReleaseMemObject(mr);
  kh_close(&h);
}

TEST(fp_div_float) { run_div32("", 2.5, false); }

/* -cl-unsafe-math-optimizations: 2.5 ulp for operands in [2^-62, 2^62]
 * (OpenCL C 7.4, relaxed table); reciprocals for |b| in [2^-126, 2^126]. */
TEST(fp_div_float_unsafe) { run_div32("-cl-unsafe-math-optimizations", 2.5, true); }

/* -cl-fp32-correctly-rounded-divide-sqrt: Shoal reports
 * CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT, so division and sqrt must then be
 * correctly rounded. */
TEST(fp_div_float_correctly_rounded) {
  caps c;
  get_caps(cltest_device(), &c);
  CHECK(c.sgl & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT);
  run_div32("-cl-fp32-correctly-rounded-divide-sqrt", 0, false);
  kh h;
  fp_open(&h, "fp", "-cl-fp32-correctly-rounded-divide-sqrt");
  static float a[NDIV], b[NDIV], got[NDIV];
  gen_div32(a, b, NDIV, 11);
  for (size_t i = 0; i < NDIV; i += 2) a[i] = fabsf(b[i]); /* more non-negative arguments */
  cl_mem ma = kh_in(&h, a, sizeof a), mo = kh_out(&h, sizeof got);
  cl_kernel k = kh_kernel(&h, "sqrt_f");
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mo);
  size_t n = NDIV;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mo, got, sizeof got);
  bool denorm = (c.sgl & CL_FP_DENORM) != 0;
  size_t bad = 0;
  for (size_t i = 0; i < NDIV; i++) {
    float want = sqrtf(a[i]);
    bool ok = isnan(want) ? isnan(got[i]) : fbits_(got[i]) == fbits_(want);
    if (!ok && !denorm && f_denorm(a[i])) ok = got[i] == 0; /* sqrt(+-0) = +-0: either reading */
    if (!ok) report("sqrt_f", &bad, "sqrt(%a) = %a, expected %a", a[i], got[i], want);
  }
  summary("sqrt (correctly rounded)", bad, NDIV);
  clReleaseMemObject(ma);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* ---- double ------------------------------------------------------------------------------ */

/* Opens a double module where the device can run it, else checks the
 * refusal and returns false; v: the device as Vulkan sees it. */
static bool open_double(kh *h, vkdev *v, const char *module) {
  CHECK(kh_vk_query(cltest_device(), v));
  return kh_open_double(h, module);
}

TEST(fp_div_double) {
  kh h;
  vkdev v;
  if (!open_double(&h, &v, "fp_double")) return;
  caps c;
  get_caps(h.env.device, &c);
  /* with cl_khr_fp64 every denormal counts; without it, double runs but
   * its denormals are not promised */
  bool denorm = c.fp64;
  static double a[NDIV], b[NDIV], q[3][NDIV], r[NDIV];
  gen_div64(a, b, NDIV, 5);
  cl_mem ma = kh_in(&h, a, sizeof a), mbuf = kh_in(&h, b, sizeof b), mq[3], mr = kh_out(&h, sizeof r);
  for (int k = 0; k < 3; k++) mq[k] = kh_out(&h, sizeof q[k]);
  static const char *names[] = {"div_d", "div_d3", "div_d16"};
  static const size_t per[] = {1, 3, 16};
  for (int k = 0; k < 3; k++) {
    cl_kernel kr = kh_kernel(&h, names[k]);
    kh_arg_mem(kr, 0, ma);
    kh_arg_mem(kr, 1, mbuf);
    kh_arg_mem(kr, 2, mq[k]);
    if (k == 0) kh_arg_mem(kr, 3, mr);
    size_t n = NDIV / per[k];
    kh_run(&h, kr, 1, NULL, &n, NULL);
    kh_read(&h, mq[k], q[k], sizeof q[k]);
    clReleaseKernel(kr);
  }
  kh_read(&h, mr, r, sizeof r);
  size_t bad = 0, flushed = 0;
  for (int k = 0; k < 3; k++) {
    for (size_t i = 0; i < NDIV; i++) {
      if (!ok_div64(q[k][i], a[i], b[i], denorm))
        report(names[k], &bad, "%a / %a = %a (0x%016" PRIx64 "), expected %a", a[i], b[i], q[k][i], dbits(q[k][i]),
               div_ref64(a[i], b[i]));
      else if (!denorm && dbits(q[k][i]) != dbits(div_ref64(a[i], b[i])) && !isnan(q[k][i]))
        flushed++;
      if (k == 0 && !ok_div64(r[i], 1.0, b[i], denorm))
        report("recip_d", &bad, "1 / %a = %a, expected %a", b[i], r[i], div_ref64(1.0, b[i]));
    }
  }
  summary("double division", bad, 4 * (size_t)NDIV);
  fprintf(stderr, "double division: %d quotients%s", 4 * NDIV, denorm ? ", correctly rounded\n" : "");
  if (!denorm) fprintf(stderr, " (no cl_khr_fp64: %zu denormals read or written as zeros)\n", flushed);
  for (int k = 0; k < 3; k++) clReleaseMemObject(mq[k]);
  clReleaseMemObject(ma);
  clReleaseMemObject(mbuf);
  clReleaseMemObject(mr);
  kh_close(&h);
}

/* A double result of an operation on (x, y): `want(x, y)` exactly, or
 * without `denorm` the result for flushed operands or a flushed result. */
typedef double (*op64)(double, double);
static bool ok64(double got, op64 want, double x, double y, bool denorm) {
  double xs[3], ys[3];
  int nx = alts64(x, denorm, xs), ny = alts64(y, denorm, ys);
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++) {
      double w = want(xs[i], ys[j]);
      if (isnan(w) ? isnan(got) : dbits(got) == dbits(w)) return true;
      if (!denorm && d_denorm(w) && got == 0) return true;
    }
  return false;
}
static double add64(double x, double y) { return x + y; }
static double sub64(double x, double y) { return x - y; }
static double mul64(double x, double y) { return x * y; }
static double viaf64(double x, double y) { (void)y; return (double)(float)x; }

/* Double arithmetic and conversions with denormal operands and results:
 * exact (OpenCL: correctly rounded, CL_FP_DENORM) where cl_khr_fp64 is
 * advertised. Float results may be flushed unless the single config has
 * CL_FP_DENORM. */
TEST(fp_double_denormals) {
  kh h;
  vkdev v;
  if (!open_double(&h, &v, "fp_double")) return;
  caps c;
  get_caps(h.env.device, &c);
  bool denorm = c.fp64, fdenorm = (c.sgl & CL_FP_DENORM) != 0;
  enum { N = 32768 };
  static double a[N], b[N], o[4 * N];
  static float f[2 * N];
  uint64_t s = 77;
  for (size_t i = 0; i < N; i++) {
    uint64_t r = cltest_rand(&s), r2 = cltest_rand(&s);
    if (i < NSPEC64 * NSPEC64) {
      a[i] = spec64[i / NSPEC64];
      b[i] = spec64[i % NSPEC64];
      continue;
    }
    /* denormals, numbers next to DBL_MIN, and pairs whose product or
     * difference lands among the denormals; floats' denormal range too */
    int ea = (int)(r >> 52 & 63), eb = (int)(r2 >> 52 & 63);
    double ma = (double)(r >> 11) * 0x1p-53, mb = 1.0 + (double)(r2 >> 12) * 0x1p-52;
    switch (i % 5) {
    case 0: a[i] = ma * 0x1p-1022; b[i] = (r2 & 1 ? -1 : 1) * mb * 0x1p-1022 * (r2 & 2 ? 1 : 0.5); break;
    case 1: a[i] = ma * 0x1p-1022; b[i] = -a[i] * (1 + 0x1p-52 * (double)(r2 % 8)); break;
    case 2: a[i] = ldexp(mb, -500 - ea); b[i] = ldexp(1.0 + ma, -520 - eb) * (r & 1 ? -1 : 1); break;
    case 3: a[i] = ldexp(1.0 + ma, -149 + ea - 40); b[i] = ldexp(mb, -eb); break; /* float denormals */
    default: a[i] = ldexp(1.0 + ma, (int)(r % 2100) - 1075); b[i] = ldexp(mb, (int)(r2 % 2100) - 1075); break;
    }
  }
  cl_mem ma = kh_in(&h, a, sizeof a), mbuf = kh_in(&h, b, sizeof b), mo = kh_out(&h, sizeof o), mf = kh_out(&h, sizeof f);
  cl_kernel k = kh_kernel(&h, "arith_d");
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mbuf);
  kh_arg_mem(k, 2, mo);
  kh_arg_mem(k, 3, mf);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mo, o, sizeof o);
  kh_read(&h, mf, f, sizeof f);
  static const op64 ops[] = {add64, sub64, mul64, viaf64};
  static const char *names[] = {"a + b", "a - b", "a * b", "(double)(float)a"};
  size_t bad = 0, denorms = 0;
  for (size_t i = 0; i < N; i++) {
    for (int j = 0; j < 4; j++) {
      double got = o[4 * i + j];
      bool ok = ok64(got, ops[j], a[i], b[i], denorm);
      /* through float: a float denormal may be flushed on the way */
      if (!ok && j == 3 && !fdenorm && f_denorm((float)a[i])) ok = got == 0;
      if (!ok) report(names[j], &bad, "a = %a, b = %a: got %a, expected %a", a[i], b[i], got, ops[j](a[i], b[i]));
      denorms += d_denorm(got);
    }
    float want = (float)a[i];
    bool ok = isnan(want) ? isnan(f[2 * i]) : fbits_(f[2 * i]) == fbits_(want);
    if (!ok && !fdenorm && f_denorm(want)) ok = f[2 * i] == 0;
    if (!ok && !denorm && d_denorm(a[i])) ok = f[2 * i] == 0;
    if (!ok) report("(float)a", &bad, "a = %a: got %a, expected %a", a[i], f[2 * i], want);
    double p = a[i] * b[i];
    want = to_float_mode(p, RTZ);
    ok = isnan(want) ? isnan(f[2 * i + 1]) : fbits_(f[2 * i + 1]) == fbits_(want);
    if (!ok && (!fdenorm || !denorm) && (f_denorm(want) || d_denorm(p) || d_denorm(a[i]) || d_denorm(b[i])))
      ok = f[2 * i + 1] == 0 || fbits_(f[2 * i + 1]) == fbits_(want);
    if (!ok) report("convert_float_rtz(a * b)", &bad, "a = %a, b = %a: got %a, expected %a", a[i], b[i], f[2 * i + 1], want);
  }
  summary("double arithmetic", bad, 6 * (size_t)N);
  fprintf(stderr, "double arithmetic: %zu denormal results among %d%s\n", denorms, 4 * N,
          denorm ? "" : " (no cl_khr_fp64: flushes accepted)");
  CHECK(denorms > 1000 || !denorm); /* the inputs do reach the denormals */
  clReleaseMemObject(ma);
  clReleaseMemObject(mbuf);
  clReleaseMemObject(mo);
  clReleaseMemObject(mf);
  clReleaseKernel(k);
  kh_close(&h);
}

/* double through __local memory, by-value double and double4 arguments,
 * relational built-ins */
TEST(fp_double_local_args) {
  kh h;
  vkdev v;
  if (!open_double(&h, &v, "fp_double")) return;
  enum { N = 4096, L = 64 };
  static double a[N], o[N];
  static int64_t rel[N];
  uint64_t s = 91;
  for (size_t i = 0; i < N; i++) {
    uint64_t r = cltest_rand(&s);
    a[i] = i % 16 == 5 ? spec64[r % NSPEC64] : ldexp((double)(r >> 11) * 0x1p-53, (int)(r % 200) - 100) * (r & 1 ? -1 : 1);
  }
  for (size_t i = 0; i < N; i++)
    if (d_denorm(a[i])) a[i] = 1.0; /* denormals have their own test */
  a[7] = 2.5; /* equal to v.x */
  double sarg = 3.25;
  double varg[4] = {2.5, -0.125, INFINITY, -1e300};
  cl_mem ma = kh_in(&h, a, sizeof a), mo = kh_out(&h, sizeof o), mr = kh_out(&h, sizeof rel);
  cl_kernel k = kh_kernel(&h, "local_args_d");
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mo);
  kh_arg_mem(k, 2, mr);
  kh_arg(k, 3, sizeof sarg, &sarg);
  kh_arg(k, 4, sizeof varg, varg);
  kh_arg(k, 5, L * sizeof(double), NULL);
  size_t n = N, l = L;
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, mo, o, sizeof o);
  kh_read(&h, mr, rel, sizeof rel);
  size_t bad = 0;
  for (size_t i = 0; i < N; i++) {
    double x = a[i - i % L + (i % L + 1) % L];
    double want = x * sarg + varg[1];
    if (isnan(want) ? !isnan(o[i]) : dbits(o[i]) != dbits(want))
      report("local_args_d", &bad, "o[%zu] = %a, expected %a", i, o[i], want);
    double y = a[i];
    int64_t w = (int64_t)(isnan(y) != 0) | (int64_t)(isinf(y) != 0) << 1 | (int64_t)(isfinite(y) != 0) << 2 |
                (int64_t)(isnormal(y) != 0) << 3 | (int64_t)(signbit(y) != 0) << 4 | (int64_t)(y < sarg) << 5 |
                (int64_t)(y == varg[0]) << 6 | (int64_t)(isnan(y) || isnan(sarg)) << 7;
    for (int j = 0; j < 4; j++) w |= (int64_t)(y > varg[j]) << (8 + j);
    if (rel[i] != w) report("double relational", &bad, "a = %a: 0x%" PRIx64 ", expected 0x%" PRIx64, y, rel[i], w);
  }
  summary("double local/args/relational", bad, 2 * (size_t)N);
  clReleaseMemObject(ma);
  clReleaseMemObject(mo);
  clReleaseMemObject(mr);
  clReleaseKernel(k);
  kh_close(&h);
}

/* ---- half ------------------------------------------------------------------------------------ */

/* Opens a half module where the device can run it, else checks the
 * refusal and returns false. */
static bool open_half(kh *h, const char *module) {
  vkdev v;
  CHECK(kh_vk_query(cltest_device(), &v));
  if (v.found && !v.f12.shaderFloat16) {
    kh_check_refused(module, "shaderFloat16");
    return false;
  }
  if (v.found && !v.f11.storageBuffer16BitAccess) {
    kh_check_refused(module, "16-bit");
    return false;
  }
  if (v.found && !v.f.shaderInt16) {
    kh_check_refused(module, "shaderInt16");
    return false;
  }
  fp_open(h, module, "");
  return true;
}

/* Whether half results are held to CL_FP_DENORM, and how tight the
 * correctly rounded ones are: a device that runs half without advertising
 * cl_khr_fp16 is not held to rounding to nearest. */
static void half_rules(cl_device_id d, bool *denorm, double *exact_bound) {
  caps c;
  get_caps(d, &c);
  *denorm = (c.hlf & CL_FP_DENORM) != 0;
  *exact_bound = c.fp16 ? 0 : 1;
  if (!c.fp16) fprintf(stderr, "no cl_khr_fp16: half results are checked within 1 ulp\n");
}

typedef long double (*op16)(long double, long double);
static long double hadd(long double x, long double y) { return x + y; }
static long double hsub(long double x, long double y) { return x - y; }
static long double hmul(long double x, long double y) { return x * y; }
static long double hdiv(long double x, long double y) { return x / y; }

/* A half result of op(x, y) (exact in long double but for division),
 * allowing flushed operands without `denorm`. */
static bool ok_h2(uint16_t got, op16 op, uint16_t x, uint16_t y, double bound, bool denorm, double *worst) {
  uint16_t xs[3], ys[3];
  int nx = alts16(x, denorm, xs), ny = alts16(y, denorm, ys);
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++)
      if (ok_half(got, op(h2ld(xs[i]), h2ld(ys[j])), bound, denorm, worst)) return true;
  return false;
}

/* comparisons and classes of arith_h's c[] */
static uint16_t h_classes(uint16_t xb, uint16_t yb) {
  long double x = h2ld(xb), y = h2ld(yb);
  bool un = isnan(x) || isnan(y);
  return (uint16_t)((x < y) | (x <= y) << 1 | (x == y) << 2 | (un || x != y) << 3 | (isnan(x) != 0) << 4 |
                    (isinf(x) != 0) << 5 | (isfinite(x) != 0) << 6 | ((xb & 0x7c00) && (xb & 0x7c00) != 0x7c00) << 7 |
                    ((xb >> 15) & 1) << 8 | un << 9 | (x > y) << 10 | (-x == 0) << 11);
}

TEST(fp_half_arith) {
  kh h;
  if (!open_half(&h, "fp_half")) return;
  bool denorm;
  double eb;
  half_rules(h.env.device, &denorm, &eb);
  /* every half against a random one, then every half as the divisor */
  enum { N = 2 * 65536 };
  static uint16_t a[N], b[N], o[4 * N], r[N], cl[N];
  uint64_t s = 5;
  static const uint16_t sp[] = {0, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x3c00, 0xbc00, 0x0001, 0x8001, 0x03ff,
                                0x0400, 0x7bff, 0xfbff, 0x3555, 0x4000, 0x1400, 0x0200, 0x5bff};
  for (size_t i = 0; i < N; i++) {
    uint64_t rnd = cltest_rand(&s);
    uint16_t any = (uint16_t)(rnd >> 20), special = sp[(rnd >> 40) % (sizeof sp / sizeof sp[0])];
    uint16_t other = (i & 7) == 7 ? special : any;
    a[i] = i < 65536 ? (uint16_t)i : other;
    b[i] = i < 65536 ? other : (uint16_t)(i - 65536);
  }
  cl_mem ma = kh_in(&h, a, sizeof a), mbuf = kh_in(&h, b, sizeof b), mo = kh_out(&h, sizeof o), mr = kh_out(&h, sizeof r),
         mc = kh_out(&h, sizeof cl);
  cl_kernel k = kh_kernel(&h, "arith_h");
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mbuf);
  kh_arg_mem(k, 2, mo);
  kh_arg_mem(k, 3, mr);
  kh_arg_mem(k, 4, mc);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mo, o, sizeof o);
  kh_read(&h, mr, r, sizeof r);
  kh_read(&h, mc, cl, sizeof cl);
  static const op16 ops[] = {hadd, hsub, hmul, hdiv};
  static const char *names[] = {"half +", "half -", "half *", "half /"};
  size_t bad = 0;
  double worst = 0;
  for (size_t i = 0; i < N; i++) {
    for (int j = 0; j < 4; j++)
      if (!ok_h2(o[4 * i + j], ops[j], a[i], b[i], j == 3 ? 1 : eb, denorm, &worst))
        report(names[j], &bad, "0x%04x (%La), 0x%04x (%La): got 0x%04x (%La), exact %La", a[i], h2ld(a[i]), b[i],
               h2ld(b[i]), o[4 * i + j], h2ld(o[4 * i + j]), ops[j](h2ld(a[i]), h2ld(b[i])));
    if (!ok_h2(r[i], hdiv, 0x3c00, b[i], 1, denorm, &worst))
      report("half 1 / b", &bad, "0x%04x: got 0x%04x", b[i], r[i]);
    uint16_t xs[3], ys[3];
    int nx = alts16(a[i], denorm, xs), ny = alts16(b[i], denorm, ys);
    bool ok = false;
    for (int x = 0; x < nx && !ok; x++)
      for (int y = 0; y < ny && !ok; y++) ok = cl[i] == h_classes(xs[x], ys[y]);
    if (!ok) report("half comparisons", &bad, "0x%04x, 0x%04x: 0x%03x, expected 0x%03x", a[i], b[i], cl[i], h_classes(a[i], b[i]));
  }
  summary("half arithmetic", bad, 6 * (size_t)N);
  fprintf(stderr, "half arithmetic: %d results, division worst %.3g ulp (bound 1)\n", 6 * N, worst);
  clReleaseMemObject(ma);
  clReleaseMemObject(mbuf);
  clReleaseMemObject(mo);
  clReleaseMemObject(mr);
  clReleaseMemObject(mc);
  clReleaseKernel(k);
  kh_close(&h);
}

/* half16 division, componentwise */
TEST(fp_half_div16) {
  kh h;
  if (!open_half(&h, "fp_half")) return;
  bool denorm;
  double eb;
  half_rules(h.env.device, &denorm, &eb);
  enum { N = 16 * 8192 };
  static uint16_t a[N], b[N], q[N];
  uint64_t s = 17;
  for (size_t i = 0; i < N; i++) {
    a[i] = (uint16_t)(i < 65536 ? i : cltest_rand(&s) >> 30);
    b[i] = (uint16_t)(i >= 65536 ? i - 65536 : cltest_rand(&s) >> 30);
  }
  cl_mem ma = kh_in(&h, a, sizeof a), mbuf = kh_in(&h, b, sizeof b), mq = kh_out(&h, sizeof q);
  cl_kernel k = kh_kernel(&h, "div_h16");
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mbuf);
  kh_arg_mem(k, 2, mq);
  size_t n = N / 16;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mq, q, sizeof q);
  size_t bad = 0;
  double worst = 0;
  for (size_t i = 0; i < N; i++)
    if (!ok_h2(q[i], hdiv, a[i], b[i], 1, denorm, &worst))
      report("half16 /", &bad, "0x%04x / 0x%04x: got 0x%04x, exact %La", a[i], b[i], q[i], h2ld(a[i]) / h2ld(b[i]));
  summary("half16 division", bad, N);
  clReleaseMemObject(ma);
  clReleaseMemObject(mbuf);
  clReleaseMemObject(mq);
  clReleaseKernel(k);
  kh_close(&h);
}

/* A half conversion of the exact value v in `mode`: exact, or without
 * `denorm` a zero for results below 2^-14; `loose` allows 1 ulp. */
static bool ok_conv_h(uint16_t got, long double v, int mode, bool denorm, bool loose) {
  uint16_t want = to_half(v, mode);
  if (got == want || (isnan(v) && h_isnan(got))) return true;
  if (!denorm && fabsl(v) < 0x1p-14L && (got & 0x7fff) == 0) return true;
  if (!denorm && (want & 0x7c00) == 0 && (got & 0x7fff) == 0) return true; /* rounded into the denormals */
  return loose && !isnan(v) && !h_isnan(got) && mt_ulp16(h2ld(got), v) <= 1;
}

TEST(fp_half_convert) {
  kh h;
  if (!open_half(&h, "fp_half")) return;
  bool denorm;
  double eb;
  half_rules(h.env.device, &denorm, &eb);
  caps c;
  get_caps(h.env.device, &c);
  bool fdenorm = (c.sgl & CL_FP_DENORM) != 0, loose = eb > 0;
  enum { N = 65536 };
  static float fin[N], back[N], hf[N];
  static uint16_t fo[4 * N], hin[N], io[6 * N];
  static int32_t hi[4 * N], iin[N];
  static int16_t hs[N];
  static uint8_t huc[N];
  static int64_t hl[N], lin[N];
  uint64_t s = 23;
  for (size_t i = 0; i < N; i++) {
    uint64_t r = cltest_rand(&s);
    hin[i] = (uint16_t)i;
    /* floats around the half range, half midpoints and their neighbours, float denormals */
    switch (i % 4) {
    case 0: fin[i] = f_of((uint32_t)(r >> 32)); break;
    case 1: fin[i] = ldexpf(1.0f + (float)(r >> 41) * 0x1p-23f, (int)(r % 50) - 30) * (r & 1 ? -1 : 1); break;
    case 2: { /* a half, plus half an ulp, +-1 float ulp */
      long double hv = h2ld((uint16_t)(r >> 20) & 0x7bff);
      uint16_t hb = to_half(hv, RTE);
      long double ulp = (hb & 0x7c00) ? ldexpl(1, ((hb >> 10) & 31) - 25) : 0x1p-24L;
      float mid = (float)(hv + ulp / 2);
      int step = (int)(r >> 50 & 3) - 1;
      fin[i] = step < 0 ? nextafterf(mid, -INFINITY) : step > 0 ? nextafterf(mid, INFINITY) : mid;
      if (r & 1) fin[i] = -fin[i];
      break;
    }
    default: fin[i] = i % 8 == 3 ? spec32[r % NSPEC32] : (float)(r % 140000) - 70000.0f + 0.5f * (float)(r >> 60 & 1); break;
    }
    iin[i] = i % 3 ? (int32_t)(r % 140000) - 70000 : (int32_t)(r >> 32);
    lin[i] = i % 2 ? (int64_t)(r % 200000) - 100000 : (int64_t)r;
  }
  cl_mem mfin = kh_in(&h, fin, sizeof fin), mfo = kh_out(&h, sizeof fo), mback = kh_out(&h, sizeof back);
  cl_mem mhin = kh_in(&h, hin, sizeof hin), mhf = kh_out(&h, sizeof hf), mhi = kh_out(&h, sizeof hi),
         mhs = kh_out(&h, sizeof hs), mhuc = kh_out(&h, sizeof huc), mhl = kh_out(&h, sizeof hl);
  cl_mem miin = kh_in(&h, iin, sizeof iin), mlin = kh_in(&h, lin, sizeof lin), mio = kh_out(&h, sizeof io);
  size_t n = N;
  cl_kernel k1 = kh_kernel(&h, "f2h"), k2 = kh_kernel(&h, "h2x"), k3 = kh_kernel(&h, "i2h");
  kh_arg_mem(k1, 0, mfin);
  kh_arg_mem(k1, 1, mfo);
  kh_arg_mem(k1, 2, mback);
  kh_run(&h, k1, 1, NULL, &n, NULL);
  kh_arg_mem(k2, 0, mhin);
  kh_arg_mem(k2, 1, mhf);
  kh_arg_mem(k2, 2, mhi);
  kh_arg_mem(k2, 3, mhs);
  kh_arg_mem(k2, 4, mhuc);
  kh_arg_mem(k2, 5, mhl);
  kh_run(&h, k2, 1, NULL, &n, NULL);
  kh_arg_mem(k3, 0, miin);
  kh_arg_mem(k3, 1, mlin);
  kh_arg_mem(k3, 2, mio);
  kh_run(&h, k3, 1, NULL, &n, NULL);
  kh_read(&h, mfo, fo, sizeof fo);
  kh_read(&h, mback, back, sizeof back);
  kh_read(&h, mhf, hf, sizeof hf);
  kh_read(&h, mhi, hi, sizeof hi);
  kh_read(&h, mhs, hs, sizeof hs);
  kh_read(&h, mhuc, huc, sizeof huc);
  kh_read(&h, mhl, hl, sizeof hl);
  kh_read(&h, mio, io, sizeof io);
  static const char *mn[] = {"rte", "rtz", "rtp", "rtn"};
  size_t bad = 0;
  for (size_t i = 0; i < N; i++) {
    /* float -> half */
    for (int m = 0; m < 4; m++) {
      bool ok = ok_conv_h(fo[4 * i + m], fin[i], m, denorm, loose);
      if (!ok && !fdenorm && f_denorm(fin[i])) ok = (fo[4 * i + m] & 0x7fff) == 0; /* read as zero */
      if (!ok)
        report("convert_half", &bad, "_%s(%a): got 0x%04x, expected 0x%04x", mn[m], fin[i], fo[4 * i + m],
               to_half(fin[i], m));
    }
    long double hb = h2ld(fo[4 * i]);
    if (!(isnan(hb) ? isnan(back[i]) : (long double)back[i] == hb && !signbit(back[i]) == !signbit(hb)))
      report("(float)half", &bad, "0x%04x: got %a", fo[4 * i], back[i]);
    /* half -> float and integers; a denormal half may be read as zero */
    uint16_t xs[3];
    int nx = alts16(hin[i], denorm, xs);
    bool okf = false, oki[4] = {false}, oks = false, okuc = false, okl = false;
    for (int x = 0; x < nx; x++) {
      long double v = h2ld(xs[x]);
      okf |= isnan(v) ? isnan(hf[i]) : (long double)hf[i] == v && !signbit(hf[i]) == !signbit(v);
      oki[0] |= hi[4 * i] == to_int_sat(v, RTZ, INT32_MIN, INT32_MAX);
      for (int m = 1; m < 4; m++) oki[m] |= hi[4 * i + m] == to_int_sat(v, m == 1 ? RTE : m == 2 ? RTP : RTN, INT32_MIN, INT32_MAX);
      oks |= hs[i] == to_int_sat(v, RTZ, INT16_MIN, INT16_MAX);
      okuc |= huc[i] == to_int_sat(v, RTE, 0, 255);
      okl |= hl[i] == to_int_sat(v, RTP, (long double)INT64_MIN, 0x1.fffffffffffffffep62L);
    }
    if (!okf) report("convert_float(half)", &bad, "0x%04x: got %a", hin[i], hf[i]);
    for (int m = 0; m < 4; m++)
      if (!oki[m]) report("convert_int_sat(half)", &bad, "mode %d, 0x%04x: got %d", m, hin[i], hi[4 * i + m]);
    if (!oks) report("convert_short_sat(half)", &bad, "0x%04x: got %d", hin[i], hs[i]);
    if (!okuc) report("convert_uchar_sat_rte(half)", &bad, "0x%04x: got %u", hin[i], huc[i]);
    if (!okl) report("convert_long_sat_rtp(half)", &bad, "0x%04x: got %" PRId64, hin[i], hl[i]);
    /* integers -> half */
    long double iv = iin[i];
    for (int m = 0; m < 4; m++)
      if (!ok_conv_h(io[6 * i + m], iv, m, denorm, loose))
        report("convert_half(int)", &bad, "_%s(%d): got 0x%04x, expected 0x%04x", mn[m], iin[i], io[6 * i + m], to_half(iv, m));
    if (!ok_conv_h(io[6 * i + 4], (long double)(uint16_t)iin[i], RTE, denorm, loose))
      report("convert_half(ushort)", &bad, "%u: got 0x%04x", (uint16_t)iin[i], io[6 * i + 4]);
    if (!ok_conv_h(io[6 * i + 5], (long double)lin[i], RTN, denorm, loose))
      report("convert_half_rtn(long)", &bad, "%" PRId64 ": got 0x%04x, expected 0x%04x", lin[i], io[6 * i + 5],
             to_half((long double)lin[i], RTN));
  }
  summary("half conversions", bad, 21 * (size_t)N);
  cl_mem all[] = {mfin, mfo, mback, mhin, mhf, mhi, mhs, mhuc, mhl, miin, mlin, mio};
  for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) clReleaseMemObject(all[i]);
  clReleaseKernel(k1);
  clReleaseKernel(k2);
  clReleaseKernel(k3);
  kh_close(&h);
}

/* vload_half, vloada_half, vload_halfn, vstore_half in every mode,
 * vstore_half4, vload3 / vstore3 of half3 */
TEST(fp_half_vload_vstore) {
  kh h;
  if (!open_half(&h, "fp_half")) return;
  bool denorm;
  double eb;
  half_rules(h.env.device, &denorm, &eb);
  caps c;
  get_caps(h.env.device, &c);
  bool fdenorm = (c.sgl & CL_FP_DENORM) != 0;
  enum { N = 16384 };
  static uint16_t p[4 * N], st[8 * N], v3[4 * N];
  static float f[N], lo[8 * N];
  uint64_t s = 31;
  for (size_t i = 0; i < 4 * N; i++) p[i] = (uint16_t)(i < 65536 ? i : cltest_rand(&s) >> 40);
  for (size_t i = 0; i < N; i++) {
    uint64_t r = cltest_rand(&s);
    f[i] = i % 2 ? f_of((uint32_t)(r >> 32)) : ldexpf(1.0f + (float)(r >> 41) * 0x1p-23f, (int)(r % 46) - 28) * (r & 1 ? -1 : 1);
  }
  cl_mem mp = kh_in(&h, p, sizeof p), mf = kh_in(&h, f, sizeof f), mlo = kh_out(&h, sizeof lo), mst = kh_out(&h, sizeof st),
         mv3 = kh_out(&h, sizeof v3);
  cl_kernel k = kh_kernel(&h, "vdata_h");
  kh_arg_mem(k, 0, mp);
  kh_arg_mem(k, 1, mf);
  kh_arg_mem(k, 2, mlo);
  kh_arg_mem(k, 3, mst);
  kh_arg_mem(k, 4, mv3);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mlo, lo, sizeof lo);
  kh_read(&h, mst, st, sizeof st);
  kh_read(&h, mv3, v3, sizeof v3);
  size_t bad = 0;
  for (size_t i = 0; i < N; i++) {
    /* loads: lo[8i] = p[i], lo[8i+1..2] = p[2i..2i+1], lo[8i+3] = p[3i+2], lo[8i+4..7] = p[4i..4i+3] */
    size_t src[8] = {i, 2 * i, 2 * i + 1, 3 * i + 2, 4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3};
    for (int j = 0; j < 8; j++) {
      uint16_t hv = p[src[j]];
      long double v = h2ld(hv);
      float got = lo[8 * i + j];
      bool ok = isnan(v) ? isnan(got) : (long double)got == v && !signbit(got) == !signbit(v);
      if (!ok && !denorm && h_denorm(hv)) ok = got == 0;
      if (!ok) report("vload_half", &bad, "element %zu (0x%04x): got %a", src[j], hv, got);
    }
    /* stores */
    float x = f[i];
    float vals[8] = {x, x, x, x, x, -x, x * 0.5f, 2.0f * x};
    int modes[8] = {RTE, RTZ, RTP, RTN, RTE, RTE, RTE, RTE};
    for (int j = 0; j < 8; j++) {
      bool ok = ok_conv_h(st[8 * i + j], vals[j], modes[j], denorm, eb > 0);
      if (!ok && !fdenorm && f_denorm(vals[j])) ok = (st[8 * i + j] & 0x7fff) == 0;
      if (!ok) report("vstore_half", &bad, "%d: %a: got 0x%04x, expected 0x%04x", j, vals[j], st[8 * i + j], to_half(vals[j], modes[j]));
    }
    /* half3: v3[3i..] = p[3i+2], p[3i], p[3i+1] */
    uint16_t want3[3] = {p[3 * i + 2], p[3 * i], p[3 * i + 1]};
    for (int j = 0; j < 3; j++)
      if (v3[3 * i + j] != want3[j] && !(h_isnan(v3[3 * i + j]) && h_isnan(want3[j])))
        report("half3 vload3/vstore3", &bad, "%zu: got 0x%04x, expected 0x%04x", 3 * i + j, v3[3 * i + j], want3[j]);
  }
  summary("vload_half / vstore_half", bad, 19 * (size_t)N);
  clReleaseMemObject(mp);
  clReleaseMemObject(mf);
  clReleaseMemObject(mlo);
  clReleaseMemObject(mst);
  clReleaseMemObject(mv3);
  clReleaseKernel(k);
  kh_close(&h);
}

/* finite halves in [2^-6, 2^6) of either sign, no denormal products */
static uint16_t mid_half(uint64_t *s) {
  uint64_t r = cltest_rand(s);
  return (uint16_t)((r & 0x8000) | ((9 + (r >> 20) % 12) << 10) | ((r >> 32) & 0x3ff));
}

/* half16 arithmetic, swizzles, max, conversions to float16 */
TEST(fp_half_vectors) {
  kh h;
  if (!open_half(&h, "fp_half")) return;
  bool denorm;
  double eb;
  half_rules(h.env.device, &denorm, &eb);
  enum { N = 4096 };
  static uint16_t a[16 * N], b[16 * N], o[48 * N];
  static float f[16 * N];
  uint64_t s = 41;
  for (size_t i = 0; i < 16 * N; i++) {
    a[i] = mid_half(&s);
    b[i] = i % 97 == 3 ? a[i] : mid_half(&s);
  }
  cl_mem ma = kh_in(&h, a, sizeof a), mbuf = kh_in(&h, b, sizeof b), mo = kh_out(&h, sizeof o), mf = kh_out(&h, sizeof f);
  cl_kernel k = kh_kernel(&h, "vec_h");
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mbuf);
  kh_arg_mem(k, 2, mo);
  kh_arg_mem(k, 3, mf);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mo, o, sizeof o);
  kh_read(&h, mf, f, sizeof f);
  size_t bad = 0;
  for (size_t i = 0; i < N; i++) {
    const uint16_t *x = a + 16 * i, *y = b + 16 * i;
    for (int j = 0; j < 16; j++) {
      long double p = h2ld(to_half(h2ld(x[j]) * h2ld(y[j]), RTE));
      if (!ok_half(o[48 * i + j], p + h2ld(x[j]), eb, denorm, NULL))
        report("half16 x * y + x", &bad, "%zu.%d: got 0x%04x", i, j, o[48 * i + j]);
      int rj = 15 - j;
      if (!ok_half(o[48 * i + 16 + j], h2ld(x[rj]) - h2ld(y[rj]), eb, denorm, NULL))
        report("half16 (x - y) reversed", &bad, "%zu.%d: got 0x%04x", i, j, o[48 * i + 16 + j]);
      uint16_t got = o[48 * i + 32 + j];
      long double lx = h2ld(x[j % 8]), hy = h2ld(y[8 + j % 8]);
      bool ok = j < 8 ? ok_half(got, lx * hy, eb, denorm, NULL)
                      : h2ld(got) == (lx > hy ? lx : hy) && (lx != hy || got == x[j % 8] || got == y[8 + j % 8]);
      if (!ok) report(j < 8 ? "half8 lo * hi" : "half8 max", &bad, "%zu.%d: got 0x%04x", i, j, got);
      float fw = (float)h2ld(x[j]) + (float)h2ld(y[j]);
      if (fbits_(f[16 * i + j]) != fbits_(fw))
        report("convert_float16", &bad, "%zu.%d: got %a, expected %a", i, j, f[16 * i + j], fw);
    }
  }
  summary("half16", bad, 64 * (size_t)N);
  clReleaseMemObject(ma);
  clReleaseMemObject(mbuf);
  clReleaseMemObject(mo);
  clReleaseMemObject(mf);
  clReleaseKernel(k);
  kh_close(&h);
}

/* half through __local memory, half and half4 arguments */
TEST(fp_half_local_args) {
  kh h;
  if (!open_half(&h, "fp_half")) return;
  bool denorm;
  double eb;
  half_rules(h.env.device, &denorm, &eb);
  enum { N = 4096, L = 64 };
  static uint16_t a[N], o[2 * N];
  uint64_t s = 43;
  for (size_t i = 0; i < N; i++) a[i] = mid_half(&s);
  uint16_t sarg = 0x3e00;                            /* 1.5 */
  uint16_t varg[4] = {0x3c00, 0xc000, 0x3555, 0x7bff}; /* v.z = 0.333 */
  cl_mem ma = kh_in(&h, a, sizeof a), mo = kh_out(&h, sizeof o);
  cl_kernel k = kh_kernel(&h, "local_args_h");
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mo);
  kh_arg(k, 2, sizeof sarg, &sarg);
  kh_arg(k, 3, sizeof varg, varg);
  kh_arg(k, 4, L * 2, NULL);
  size_t n = N, l = L;
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, mo, o, sizeof o);
  size_t bad = 0;
  for (size_t i = 0; i < N; i++) {
    long double x = h2ld(a[i - i % L + (i % L + 1) % L]);
    if (!ok_half(o[2 * i], x * h2ld(sarg), eb, denorm, NULL)) report("half local * arg", &bad, "%zu: got 0x%04x", i, o[2 * i]);
    if (!ok_half(o[2 * i + 1], x + h2ld(varg[2]), eb, denorm, NULL))
      report("half local + half4 arg", &bad, "%zu: got 0x%04x", i, o[2 * i + 1]);
  }
  summary("half local/args", bad, 2 * (size_t)N);
  clReleaseMemObject(ma);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* ---- sub-groups ---------------------------------------------------------------------------- */

/* Checks sg_h / sg_d results: values v (as long double) of work-items
 * grouped by (work-group, sub-group) from ids[], results o[8 i + k]. The
 * inputs are small multiples of 1/8 so that sums are exact in any order. */
typedef long double (*getv)(const void *p, size_t i);
static long double get16(const void *p, size_t i) { return h2ld(((const uint16_t *)p)[i]); }
static long double get64(const void *p, size_t i) { return ((const double *)p)[i]; }

static void check_sg(const char *what, const void *in, const void *o, const uint32_t *ids, size_t n, size_t L,
                     getv get, bool intel_up) {
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) {
    size_t g0 = i - i % L; /* the work-group's first work-item */
    uint32_t sg = ids[2 * i], lid = ids[2 * i + 1];
    /* the sub-group's work-items, by local id */
    size_t mem[256];
    uint32_t cnt = 0;
    for (size_t j = g0; j < g0 + L; j++)
      if (ids[2 * j] == sg && cnt < 256) mem[ids[2 * j + 1]] = j, cnt++;
    if (lid >= cnt) {
      report(what, &bad, "work-item %zu: local id %u in a sub-group of %u", i, lid, cnt);
      continue;
    }
    long double sum = 0, mn = INFINITY, mx = -INFINITY, pre = 0, exmax = -INFINITY;
    for (uint32_t l = 0; l < cnt; l++) {
      long double v = get(in, mem[l]);
      sum += v;
      mn = v < mn ? v : mn;
      mx = v > mx ? v : mx;
      if (l <= lid) pre += v;
      if (l < lid) exmax = v > exmax ? v : exmax;
    }
    long double want[8] = {sum, mn, mx, pre, exmax, get(in, mem[1 % cnt]), get(in, mem[(lid + 3) % cnt]),
                           intel_up ? get(in, mem[(lid + cnt - 1) % cnt]) : get(in, mem[lid ^ 1])};
    static const char *names[] = {"reduce_add", "reduce_min", "reduce_max", "scan_inclusive_add",
                                  "scan_exclusive_max", "broadcast", "intel shuffle", "intel shuffle xor/up"};
    for (int k = 0; k < 8; k++) {
      long double got = get(o, 8 * i + k);
      if (got != want[k]) report(what, &bad, "%s, work-item %zu (lane %u of %u): got %La, expected %La", names[k], i, lid, cnt, got, want[k]);
    }
  }
  summary(what, bad, 8 * n);
}

/* Whether the device has sub-groups; says so where it has none. */
static bool have_subgroups(void) {
  caps c;
  get_caps(cltest_device(), &c);
  if (!c.subgroups) fprintf(stderr, "no sub-groups offered: nothing to run\n");
  return c.subgroups;
}

TEST(fp_half_subgroups) {
  if (!have_subgroups()) return;
  kh h;
  if (!open_half(&h, "fp_half_sg")) return;
  enum { N = 4096, L = 64 };
  static uint16_t a[N], b[N], o[8 * N], ud[2 * N];
  static uint32_t ids[2 * N];
  uint64_t s = 53;
  for (size_t i = 0; i < N; i++) {
    a[i] = to_half((long double)((int)(cltest_rand(&s) % 129) - 64) / 8, RTE);
    b[i] = to_half((long double)((int)(cltest_rand(&s) % 129) - 64) / 8, RTE);
  }
  cl_mem ma = kh_in(&h, a, sizeof a), mbuf = kh_in(&h, b, sizeof b), mo = kh_out(&h, sizeof o), mids = kh_out(&h, sizeof ids),
         mud = kh_out(&h, sizeof ud);
  cl_kernel k = kh_kernel(&h, "sg_h"), k2 = kh_kernel(&h, "sg_h_updown");
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mo);
  kh_arg_mem(k, 2, mids);
  size_t n = N, l = L;
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_arg_mem(k2, 0, ma);
  kh_arg_mem(k2, 1, mbuf);
  kh_arg_mem(k2, 2, mud);
  kh_run(&h, k2, 1, NULL, &n, &l);
  kh_read(&h, mo, o, sizeof o);
  kh_read(&h, mids, ids, sizeof ids);
  kh_read(&h, mud, ud, sizeof ud);
  check_sg("half sub-group", a, o, ids, N, L, get16, false);
  /* shuffle_down(a, b, 3): j = lid + 3, a[j] below the size, else b[j - size];
   * shuffle_up(a, b, 2): j = lid - 2, b[j] from 0, else a[j + size] */
  size_t bad = 0;
  for (size_t i = 0; i < N; i++) {
    size_t g0 = i - i % L, mem[256];
    uint32_t cnt = 0, lid = ids[2 * i + 1];
    for (size_t j = g0; j < g0 + L; j++)
      if (ids[2 * j] == ids[2 * i] && cnt < 256) mem[ids[2 * j + 1]] = j, cnt++;
    uint32_t jd = lid + 3;
    uint16_t wd = jd < cnt ? a[mem[jd]] : b[mem[jd - cnt]];
    uint16_t wu = lid >= 2 ? b[mem[lid - 2]] : a[mem[lid + cnt - 2]];
    if (ud[2 * i] != wd) report("intel_sub_group_shuffle_down(half)", &bad, "%zu: got 0x%04x, expected 0x%04x", i, ud[2 * i], wd);
    if (ud[2 * i + 1] != wu) report("intel_sub_group_shuffle_up(half)", &bad, "%zu: got 0x%04x, expected 0x%04x", i, ud[2 * i + 1], wu);
  }
  summary("half shuffles up/down", bad, 2 * (size_t)N);
  clReleaseMemObject(ma);
  clReleaseMemObject(mbuf);
  clReleaseMemObject(mo);
  clReleaseMemObject(mids);
  clReleaseMemObject(mud);
  clReleaseKernel(k);
  clReleaseKernel(k2);
  kh_close(&h);
}

/* Runs sg_<t><W> for W = 2, 3, 4, 8, 16 (Intel shuffles of vectors of
 * esize-byte elements) and checks every component bit for bit: a shuffle
 * moves each component of the source lane's vector (the extension's
 * formulas, as for the scalars above). */
static void run_vector_shuffles(kh *h, const char *what, char t, size_t esize) {
  enum { N = 1024, L = 64, WMAX = 16 };
  static const unsigned widths[] = {2, 3, 4, 8, 16};
  static unsigned char a[N * WMAX * 8], b[N * WMAX * 8], o[4 * N * WMAX * 8];
  static uint32_t ids[2 * N];
  uint64_t s = 67;
  for (size_t i = 0; i < sizeof a; i++) {
    a[i] = (unsigned char)cltest_rand(&s);
    b[i] = (unsigned char)cltest_rand(&s);
  }
  /* keep every element a finite number: exponent bits not all ones */
  for (size_t i = esize - 1; i < sizeof a; i += esize) a[i] &= 0x3f, b[i] &= 0x3f;
  cl_mem ma = kh_in(h, a, sizeof a), mb = kh_in(h, b, sizeof b), mo = kh_out(h, sizeof o), mids = kh_out(h, sizeof ids);
  for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++) {
    unsigned W = widths[w];
    char name[16];
    snprintf(name, sizeof name, "sg_%c%u", t, W);
    cl_kernel k = kh_kernel(h, name);
    kh_arg_mem(k, 0, ma);
    kh_arg_mem(k, 1, mb);
    kh_arg_mem(k, 2, mo);
    kh_arg_mem(k, 3, mids);
    size_t n = N, l = L;
    kh_run(h, k, 1, NULL, &n, &l);
    kh_read(h, mo, o, 4 * N * W * esize);
    kh_read(h, mids, ids, sizeof ids);
    size_t bad = 0;
    char label[64];
    snprintf(label, sizeof label, "%s%u shuffles", what, W);
    for (size_t i = 0; i < N; i++) {
      size_t g0 = i - i % L, mem[256];
      uint32_t cnt = 0, lid = ids[2 * i + 1];
      for (size_t j = g0; j < g0 + L; j++)
        if (ids[2 * j] == ids[2 * i] && cnt < 256) mem[ids[2 * j + 1]] = j, cnt++;
      if (lid >= cnt) {
        report(label, &bad, "work-item %zu: local id %u in a sub-group of %u", i, lid, cnt);
        continue;
      }
      uint32_t jd = lid + 3;
      /* the source vector of each of the four results */
      const unsigned char *src[4] = {
        a + mem[(lid + 3) % cnt] * W * esize,
        a + mem[(lid ^ 1) < cnt ? lid ^ 1 : lid] * W * esize,
        jd < cnt ? a + mem[jd] * W * esize : b + mem[jd - cnt] * W * esize,
        lid >= 2 ? b + mem[lid - 2] * W * esize : a + mem[lid + cnt - 2] * W * esize,
      };
      static const char *ops[] = {"shuffle", "shuffle_xor", "shuffle_down", "shuffle_up"};
      for (int op = 0; op < 4; op++) {
        if (op == 1 && (lid ^ 1) >= cnt) continue; /* lane outside the sub-group: undefined */
        const unsigned char *got = o + (4 * i + (size_t)op) * W * esize;
        for (unsigned c = 0; c < W; c++)
          if (memcmp(got + c * esize, src[op] + c * esize, esize))
            report(label, &bad, "%s, work-item %zu (lane %u of %u), component %u differs", ops[op], i, lid, cnt, c);
      }
    }
    summary(label, bad, 4 * (size_t)N * W);
    clReleaseKernel(k);
  }
  clReleaseMemObject(ma);
  clReleaseMemObject(mb);
  clReleaseMemObject(mo);
  clReleaseMemObject(mids);
}

TEST(fp_half_vector_shuffles) {
  if (!have_subgroups()) return;
  kh h;
  if (!open_half(&h, "fp_half_sg")) return;
  run_vector_shuffles(&h, "half", 'h', 2);
  kh_close(&h);
}

TEST(fp_double_subgroups) {
  if (!have_subgroups()) return;
  kh h;
  vkdev v;
  CHECK(kh_vk_query(cltest_device(), &v));
  if (v.found && v.f.shaderFloat64 && !v.f12.shaderSubgroupExtendedTypes) {
    kh_check_refused("fp_double_sg", "shaderSubgroupExtendedTypes");
    return;
  }
  if (!open_double(&h, &v, "fp_double_sg")) return;
  enum { N = 4096, L = 64 };
  static double a[N], o[8 * N];
  static uint32_t ids[2 * N];
  uint64_t s = 59;
  for (size_t i = 0; i < N; i++) a[i] = (double)((int)(cltest_rand(&s) % 100001) - 50000) / 8;
  cl_mem ma = kh_in(&h, a, sizeof a), mo = kh_out(&h, sizeof o), mids = kh_out(&h, sizeof ids);
  cl_kernel k = kh_kernel(&h, "sg_d");
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mo);
  kh_arg_mem(k, 2, mids);
  size_t n = N, l = L;
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, mo, o, sizeof o);
  kh_read(&h, mids, ids, sizeof ids);
  check_sg("double sub-group", a, o, ids, N, L, get64, true);
  clReleaseMemObject(ma);
  clReleaseMemObject(mo);
  clReleaseMemObject(mids);
  clReleaseKernel(k);
  run_vector_shuffles(&h, "double", 'd', 8);
  kh_close(&h);
}

/* ---- half and double together ----------------------------------------------------------------- */

TEST(fp_half_double_convert) {
  vkdev v;
  CHECK(kh_vk_query(cltest_device(), &v));
  if (v.found && (!v.f.shaderFloat64 || !v.f12.shaderFloat16 || !v.f11.storageBuffer16BitAccess || !v.f.shaderInt16 ||
                  !v.f.shaderInt64)) {
    kh_check_refused("fp_mixed", v.f.shaderFloat64 ? "16" : "shaderFloat64");
    return;
  }
  kh h;
  fp_open(&h, "fp_mixed", "");
  bool denorm;
  double eb;
  half_rules(h.env.device, &denorm, &eb);
  caps c;
  get_caps(h.env.device, &c);
  enum { N = 65536 };
  static double in[N], back[N];
  static uint16_t o[4 * N], st[2 * N];
  uint64_t s = 61;
  for (size_t i = 0; i < N; i++) {
    uint64_t r = cltest_rand(&s);
    switch (i % 3) {
    case 0: in[i] = d_of(r); break;
    case 1: in[i] = ldexp(1.0 + (double)(r >> 12) * 0x1p-52, (int)(r % 50) - 30) * (r & 1 ? -1 : 1); break;
    default: { /* next to half midpoints */
      long double hv = h2ld((uint16_t)(r >> 20) & 0x7bff);
      uint16_t hb = to_half(hv, RTE);
      long double ulp = (hb & 0x7c00) ? ldexpl(1, ((hb >> 10) & 31) - 25) : 0x1p-24L;
      double mid = (double)(hv + ulp / 2);
      int step = (int)(r >> 50 & 3) - 1;
      in[i] = step < 0 ? nextafter(mid, -INFINITY) : step > 0 ? nextafter(mid, INFINITY) : mid;
    }
    }
    if (i < NSPEC64) in[i] = spec64[i];
  }
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof o), mb2 = kh_out(&h, sizeof back), ms = kh_out(&h, sizeof st);
  cl_kernel k = kh_kernel(&h, "d2h");
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  kh_arg_mem(k, 2, mb2);
  kh_arg_mem(k, 3, ms);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mo, o, sizeof o);
  kh_read(&h, mb2, back, sizeof back);
  kh_read(&h, ms, st, sizeof st);
  size_t bad = 0;
  bool loose = eb > 0;
  for (size_t i = 0; i < N; i++) {
    /* double denormals are far below the half range: read as zeros they
     * give the same halves */
    for (int m = 0; m < 4; m++)
      if (!ok_conv_h(o[4 * i + m], in[i], m, denorm, loose))
        report("convert_half(double)", &bad, "mode %d, %a: got 0x%04x, expected 0x%04x", m, in[i], o[4 * i + m], to_half(in[i], m));
    long double hb = h2ld(o[4 * i]);
    if (!(isnan(hb) ? isnan(back[i]) : (long double)back[i] == hb && !signbit(back[i]) == !signbit(hb)))
      report("convert_double(half)", &bad, "0x%04x: got %a", o[4 * i], back[i]);
    if (!ok_conv_h(st[2 * i], in[i], RTE, denorm, loose)) report("vstore_half_rte(double)", &bad, "%a: got 0x%04x", in[i], st[2 * i]);
    if (!ok_conv_h(st[2 * i + 1], in[i], RTZ, denorm, loose))
      report("vstore_half_rtz(double)", &bad, "%a: got 0x%04x", in[i], st[2 * i + 1]);
  }
  summary("half <-> double", bad, 7 * (size_t)N);
  clReleaseMemObject(mi);
  clReleaseMemObject(mo);
  clReleaseMemObject(mb2);
  clReleaseMemObject(ms);
  clReleaseKernel(k);
  kh_close(&h);
}

/* bit views, select, bitselect, dot, convert_half4_rtz, shuffle2, vload2
 * through a reinterpreted pointer */
TEST(fp_half_misc) {
  kh h;
  if (!open_half(&h, "fp_half")) return;
  bool denorm;
  double eb;
  half_rules(h.env.device, &denorm, &eb);
  enum { N = 8192 };
  static uint32_t w[N], bits[N];
  static float f[4 * N];
  static uint16_t o[16 * N];
  uint64_t s = 67;
  for (size_t i = 0; i < N; i++) {
    w[i] = (uint32_t)mid_half(&s) | (uint32_t)mid_half(&s) << 16;
    for (int j = 0; j < 4; j++) {
      uint64_t r = cltest_rand(&s);
      f[4 * i + j] = (float)((double)(r >> 11) * 0x1p-53 * 16 - 8);
    }
  }
  cl_mem mw = kh_in(&h, w, sizeof w), mf = kh_in(&h, f, sizeof f), mo = kh_out(&h, sizeof o), mbits = kh_out(&h, sizeof bits);
  cl_kernel k = kh_kernel(&h, "misc_h");
  kh_arg_mem(k, 0, mw);
  kh_arg_mem(k, 1, mf);
  kh_arg_mem(k, 2, mo);
  kh_arg_mem(k, 3, mbits);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mo, o, sizeof o);
  kh_read(&h, mbits, bits, sizeof bits);
  size_t bad = 0;
  for (size_t i = 0; i < N; i++) {
    uint16_t lo = (uint16_t)w[i], hi = (uint16_t)(w[i] >> 16);
    uint16_t a[4] = {lo, hi, to_half(2 * h2ld(hi), RTE), to_half(2 * h2ld(lo), RTE)}, b[4];
    long double dot = 0, mx = 0;
    for (int j = 0; j < 4; j++) {
      b[j] = to_half(f[4 * i + j], RTZ);
      long double x = h2ld(a[j]), y = h2ld(b[j]);
      dot += x * y;
      mx = fmaxl(mx, fmaxl(fabsl(x), fabsl(y)));
    }
    /* OpenCL C 7.4: dot within max^2 (2n - 1) HALF_EPSILON */
    if (!(fabsl(h2ld(o[16 * i]) - dot) <= mx * mx * 7 * 0x1p-10L))
      report("dot(half4)", &bad, "%zu: got %La, exact %La", i, h2ld(o[16 * i]), dot);
    if (o[16 * i + 1] != hi) report("vload2 of reinterpreted half", &bad, "%zu: got 0x%04x, expected 0x%04x", i, o[16 * i + 1], hi);
    static const uint16_t mask[4] = {0x8000, 0x7c00, 0x03ff, 0xffff};
    uint16_t sh[4] = {b[1], a[2], b[0], a[3]};
    for (int j = 0; j < 4; j++) {
      uint16_t sel = h2ld(a[j]) < h2ld(b[j]) ? b[j] : a[j];
      uint16_t bsel = (uint16_t)((a[j] & ~mask[j]) | (b[j] & mask[j]));
      if (o[16 * i + 4 + j] != sel) report("select(half4)", &bad, "%zu.%d: got 0x%04x, expected 0x%04x", i, j, o[16 * i + 4 + j], sel);
      if (o[16 * i + 8 + j] != bsel) report("bitselect(half4)", &bad, "%zu.%d: got 0x%04x, expected 0x%04x", i, j, o[16 * i + 8 + j], bsel);
      if (o[16 * i + 12 + j] != sh[j]) report("shuffle2(half4)", &bad, "%zu.%d: got 0x%04x, expected 0x%04x", i, j, o[16 * i + 12 + j], sh[j]);
    }
    if (bits[i] != (w[i] >> 16 | w[i] << 16)) report("as_uint(half2)", &bad, "%zu: got 0x%08x", i, bits[i]);
  }
  summary("half misc", bad, 15 * (size_t)N);
  clReleaseMemObject(mw);
  clReleaseMemObject(mf);
  clReleaseMemObject(mo);
  clReleaseMemObject(mbits);
  clReleaseKernel(k);
  kh_close(&h);
}

/* ---- float denormals ------------------------------------------------------------------ */

/* What a host computes in flush-to-zero mode (the CTS's reference where
 * CL_FP_DENORM is absent, e.g. contractions): denormal operands read as
 * zeros and denormal results written as zeros, of their signs. */
static float ftz(float v) { return f_denorm(v) ? copysignf(0.0f, v) : v; }

/* a * b + c and its parts with FP_CONTRACT OFF (mad_parts_f) on operands
 * in and into the float denormals: exactly the IEEE results where the
 * single config has CL_FP_DENORM, exactly the flush-to-zero ones where it
 * has not. OpenCL lets a device without CL_FP_DENORM do either, but the
 * CTS (contractions) compares bit for bit with one of the two, picked by
 * the config: a device must report what it does. The products are
 * rounded once each (no fma), as FP_CONTRACT OFF asks. */
TEST(fp_float_denormals) {
  kh h;
  fp_open(&h, "fp", "");
  caps c;
  get_caps(h.env.device, &c);
  bool denorm = (c.sgl & CL_FP_DENORM) != 0;
  enum { N = 16384 };
  static float a[N], b[N], cc[N], o[4 * N];
  uint64_t s = 1234;
  for (size_t i = 0; i < N; i++) {
    uint64_t r = cltest_rand(&s), r2 = cltest_rand(&s);
    float ma = 1.0f + (float)(r >> 41) * 0x1p-23f, mb = 1.0f + (float)(r2 >> 41) * 0x1p-23f;
    int ea = (int)(r & 63), eb = (int)(r2 & 63);
    float sa = (r >> 6 & 1) ? -1.0f : 1.0f;
    switch (i % 4) {
    case 0: /* products into the denormals, c = -(a * b) as the CTS makes it */
      a[i] = sa * ldexpf(ma, -60 - ea / 2);
      b[i] = ldexpf(mb, -60 - eb / 2);
      break;
    case 1: /* denormal operands */
      a[i] = sa * ldexpf(ma, -127 - ea / 3);
      b[i] = ldexpf(mb, eb - 20);
      break;
    case 2: /* any: random bits */
      memcpy(&a[i], &(uint32_t){(uint32_t)r}, 4);
      memcpy(&b[i], &(uint32_t){(uint32_t)r2}, 4);
      break;
    default: /* products near FLT_MIN */
      a[i] = sa * ldexpf(ma, -63 + ea % 8);
      b[i] = ldexpf(mb, -63 - eb % 8);
      break;
    }
    volatile float p = a[i] * b[i], pf = ftz(ftz(a[i]) * ftz(b[i]));
    cc[i] = (r >> 7 & 1) ? -(denorm ? p : pf) : ldexpf(mb, -130 + eb % 8) * sa;
  }
  cl_mem ma = kh_in(&h, a, sizeof a), mbuf = kh_in(&h, b, sizeof b), mc = kh_in(&h, cc, sizeof cc);
  cl_mem mo = kh_out(&h, sizeof o);
  cl_kernel k = kh_kernel(&h, "mad_parts_f");
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mbuf);
  kh_arg_mem(k, 2, mc);
  kh_arg_mem(k, 3, mo);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mo, o, sizeof o);
  static const char *names[] = {"a * b + c", "a * b", "a + c", "-(c - a * b)"};
  size_t bad = 0, denorms = 0;
  for (size_t i = 0; i < N; i++) {
    float x = denorm ? a[i] : ftz(a[i]), y = denorm ? b[i] : ftz(b[i]), z = denorm ? cc[i] : ftz(cc[i]);
    volatile float p = x * y;
    if (!denorm) p = ftz(p);
    volatile float w[4] = {p + z, p, x + z, z - p};
    w[3] = -w[3];
    for (int j = 0; j < 4; j++) {
      float want = denorm ? w[j] : ftz(w[j]);
      bool ok = isnan(want) ? isnan(o[4 * i + j]) : fbits_(o[4 * i + j]) == fbits_(want);
      if (!ok)
        report(names[j], &bad, "a = %a, b = %a, c = %a: got %a, expected %a (%s)", a[i], b[i], cc[i], o[4 * i + j],
               want, denorm ? "CL_FP_DENORM" : "no CL_FP_DENORM: flushed");
      denorms += f_denorm(w[j]);
    }
  }
  summary("float arithmetic on denormals", bad, 4 * (size_t)N);
  fprintf(stderr, "float arithmetic: %zu denormal results among %d (%s)\n", denorms, 4 * N,
          denorm ? "CL_FP_DENORM: kept" : "no CL_FP_DENORM: flushed");
  CHECK(denorms > 1000 || !denorm);
  clReleaseMemObject(ma);
  clReleaseMemObject(mbuf);
  clReleaseMemObject(mc);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
