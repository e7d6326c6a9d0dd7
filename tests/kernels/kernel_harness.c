/* kernel_harness.c: see kernel_harness.h. */
#include "kernel_harness.h"
#include "vk_device.h"

#include <float.h>
#include <inttypes.h>
#include <math.h>

#define MAX_REPORTS 8

#ifndef SHOAL_KERNEL_DIR
#error SHOAL_KERNEL_DIR must name the folder of the compiled kernels
#endif

const char *kh_kernel_dir(void) {
  const char *d = getenv("SHOAL_KERNEL_DIR");
  return d && *d ? d : SHOAL_KERNEL_DIR;
}

void kh_open(kh *h, const char *module) {
  memset(h, 0, sizeof *h);
  cltest_setup(&h->env, 0);
  char log[16384];
  h->prog = kh_build(&h->env, module, "", log, sizeof log);
  if (!h->prog) {
    fprintf(stderr, "build of %s failed:\n%s\n", module, log);
    exit(1);
  }
}

cl_program kh_program_il(cltest_env *env, const char *module) {
  char path[1024];
  snprintf(path, sizeof path, "%s/%s.spv", kh_kernel_dir(), module);
  size_t size = 0;
  void *il = cltest_read_file(path, &size);
  if (!il) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(1);
  }
  cl_int err;
  cl_program p = clCreateProgramWithIL(env->ctx, il, size, &err);
  free(il);
  MUST(err);
  return p;
}

cl_program kh_build(cltest_env *env, const char *module, const char *options, char *log, size_t loglen) {
  cl_program p = kh_program_il(env, module);
  cl_int err = clBuildProgram(p, 1, &env->device, options, NULL, NULL);
  log[0] = 0;
  clGetProgramBuildInfo(p, env->device, CL_PROGRAM_BUILD_LOG, loglen, log, NULL);
  if (err == CL_SUCCESS) return p;
  CHECK_EQ(err, CL_BUILD_PROGRAM_FAILURE);
  clReleaseProgram(p);
  return NULL;
}

/* A module of `what` the device cannot run (no shaderFloat64 or
 * shaderFloat16) must be refused with a log that says why. */
void kh_check_refused(const char *module, const char *feature) {
  cltest_env env;
  cltest_setup(&env, 0);
  char log[16384];
  cl_program p = kh_build(&env, module, "", log, sizeof log);
  CHECK(p == NULL);
  if (p) clReleaseProgram(p);
  else if (!strstr(log, feature)) {
    fprintf(stderr, "the build log of %s does not name %s:\n%s\n", module, feature, log);
    cltest_failures++;
  }
  cltest_teardown(&env);
}

bool kh_open_double(kh *h, const char *module) {
  vkdev v;
  CHECK(kh_vk_query(cltest_device(), &v));
  if (v.found && (!v.f.shaderFloat64 || !v.f.shaderInt64)) {
    kh_check_refused(module, !v.f.shaderFloat64 ? "shaderFloat64" : "shaderInt64");
    return false;
  }
  kh_open(h, module);
  return true;
}

void kh_close(kh *h) {
  clReleaseProgram(h->prog);
  cltest_teardown(&h->env);
}

cl_kernel kh_kernel(kh *h, const char *name) {
  cl_int err;
  cl_kernel k = clCreateKernel(h->prog, name, &err);
  MUST(err);
  return k;
}

cl_mem kh_in(kh *h, const void *data, size_t size) {
  cl_int err;
  cl_mem m = clCreateBuffer(h->env.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, size, (void *)data, &err);
  MUST(err);
  return m;
}

cl_mem kh_out(kh *h, size_t size) {
  cl_int err;
  cl_mem m = clCreateBuffer(h->env.ctx, CL_MEM_READ_WRITE, size, NULL, &err);
  MUST(err);
  unsigned char pat = 0xcd;
  MUST(clEnqueueFillBuffer(h->env.queue, m, &pat, 1, 0, size, 0, NULL, NULL));
  return m;
}

void kh_read(kh *h, cl_mem m, void *dst, size_t size) {
  MUST(clEnqueueReadBuffer(h->env.queue, m, CL_TRUE, 0, size, dst, 0, NULL, NULL));
}

void kh_arg(cl_kernel k, cl_uint i, size_t size, const void *value) {
  MUST(clSetKernelArg(k, i, size, value));
}

void kh_arg_mem(cl_kernel k, cl_uint i, cl_mem m) { MUST(clSetKernelArg(k, i, sizeof m, &m)); }

void kh_run(kh *h, cl_kernel k, cl_uint dim, const size_t *offset, const size_t *global,
            const size_t *local) {
  MUST(clEnqueueNDRangeKernel(h->env.queue, k, dim, offset, global, local, 0, NULL, NULL));
  MUST(clFinish(h->env.queue));
}

static const float f32_specials[] = {0.0f, -0.0f, 1.0f, -1.0f, INFINITY, -INFINITY, NAN,
                                     FLT_MIN, -FLT_MIN, FLT_MAX, -FLT_MAX, 1e-40f, -1e-40f,
                                     0.5f, 2.5f, -2.5f, 3.5f, 16777216.0f, 2147483648.0f,
                                     -2147483648.0f, 4294967296.0f, 65504.0f, 65520.0f, 1e-8f};

void kh_gen_f32(float *v, size_t n, uint64_t seed, bool specials) {
  uint64_t s = seed * 0x9e3779b97f4a7c15ull + 7;
  size_t ns = sizeof f32_specials / sizeof f32_specials[0];
  for (size_t i = 0; i < n; i++) {
    uint64_t r = cltest_rand(&s);
    if (specials && i % 8 == 7) {
      v[i] = f32_specials[(r >> 7) % ns];
      continue;
    }
    /* magnitudes over many binades, both signs */
    double mag = ldexp((double)(r >> 40) / (double)(1 << 24), (int)((r >> 8) % 40) - 20);
    v[i] = (float)((r & 1) ? -mag : mag);
  }
}

void kh_gen_f64(double *v, size_t n, uint64_t seed, bool specials) {
  static const double sp[] = {0.0, -0.0, 1.0, -1.0, INFINITY, -INFINITY, NAN, DBL_MIN, DBL_MAX,
                              -DBL_MAX, 4.9e-324, 0.5, 2.5, 3.4028235677973366e38, 1e-46, 1.5e-45};
  uint64_t s = seed * 0x9e3779b97f4a7c15ull + 11;
  for (size_t i = 0; i < n; i++) {
    uint64_t r = cltest_rand(&s);
    if (specials && i % 8 == 7) {
      v[i] = sp[(r >> 7) % (sizeof sp / sizeof sp[0])];
      continue;
    }
    double mag = ldexp((double)(r >> 11) / 9007199254740992.0, (int)((r >> 3) % 80) - 40);
    v[i] = (r & 1) ? -mag : mag;
  }
}

void kh_gen_u32(uint32_t *v, size_t n, uint64_t seed) {
  static const uint32_t sp[] = {0, 1, 0xffffffffu, 0x80000000u, 0x7fffffffu, 0x80000001u, 255, 256, 65535, 65536};
  uint64_t s = seed * 0x9e3779b97f4a7c15ull + 3;
  for (size_t i = 0; i < n; i++) {
    uint64_t r = cltest_rand(&s);
    if (i % 8 == 7) v[i] = sp[(r >> 9) % (sizeof sp / sizeof sp[0])];
    else if (i % 8 == 3) v[i] = (uint32_t)(r >> 48) - 32768u; /* small, both signs */
    else v[i] = (uint32_t)(r >> 32);
  }
}

void kh_gen_u64(uint64_t *v, size_t n, uint64_t seed) {
  static const uint64_t sp[] = {0, 1, UINT64_MAX, 1ull << 63, (1ull << 63) - 1, 0xffffffffull,
                                0x100000000ull, (uint64_t)-2};
  uint64_t s = seed * 0x9e3779b97f4a7c15ull + 5;
  for (size_t i = 0; i < n; i++) {
    uint64_t r = cltest_rand(&s);
    if (i % 8 == 7) v[i] = sp[(r >> 9) % (sizeof sp / sizeof sp[0])];
    else if (i % 8 == 3) v[i] = (uint64_t)(int64_t)(int32_t)(r >> 32);
    else v[i] = r;
  }
}

void kh_gen_int(void *v, size_t n, unsigned bytes, uint64_t seed) {
  unsigned w = bytes * 8;
  uint64_t mask = w == 64 ? UINT64_MAX : (1ull << w) - 1;
  uint64_t smin = 1ull << (w - 1), smax = smin - 1;
  const uint64_t sp[] = {0, 1, mask, smin, smin + 1, smax, smax - 1, mask - 1, 2, 3, 7,
                         (uint64_t)-5, (uint64_t)-100, 100, smin >> 1, smax >> 1, 0x55, 0xaa};
  size_t nsp = sizeof sp / sizeof sp[0];
  uint64_t s = seed * 0x9e3779b97f4a7c15ull + 17 + bytes;
  for (size_t i = 0; i < n; i++) {
    uint64_t r = cltest_rand(&s), x;
    switch (i % 8) {
    case 1: case 5: x = sp[(r >> 11) % nsp]; break;
    case 3: x = (uint64_t)(int64_t)(int8_t)(r >> 50); break;       /* small, both signs */
    case 6: x = (1ull << ((r >> 20) % w)) - ((r >> 40) & 1); break; /* 2^k or 2^k - 1 */
    default: x = r >> ((r >> 3) % 4 == 0 ? (r >> 5) % w : 0);       /* random, some short */
    }
    kh_put(v, i, bytes, x & mask);
  }
}

uint64_t kh_getu(const void *p, size_t i, unsigned bytes) {
  switch (bytes) {
  case 1: return ((const uint8_t *)p)[i];
  case 2: return ((const uint16_t *)p)[i];
  case 4: return ((const uint32_t *)p)[i];
  default: return ((const uint64_t *)p)[i];
  }
}

int64_t kh_gets(const void *p, size_t i, unsigned bytes) {
  switch (bytes) {
  case 1: return ((const int8_t *)p)[i];
  case 2: return ((const int16_t *)p)[i];
  case 4: return ((const int32_t *)p)[i];
  default: return ((const int64_t *)p)[i];
  }
}

void kh_put(void *p, size_t i, unsigned bytes, uint64_t v) {
  switch (bytes) {
  case 1: ((uint8_t *)p)[i] = (uint8_t)v; break;
  case 2: ((uint16_t *)p)[i] = (uint16_t)v; break;
  case 4: ((uint32_t *)p)[i] = (uint32_t)v; break;
  default: ((uint64_t *)p)[i] = v; break;
  }
}

void kh_check_int(const char *what, const void *got, const void *want, size_t n, unsigned bytes) {
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) {
    uint64_t g = kh_getu(got, i, bytes), w = kh_getu(want, i, bytes);
    if (g == w) continue;
    if (bad++ < MAX_REPORTS)
      fprintf(stderr, "%s[%zu]: got 0x%0*" PRIx64 ", expected 0x%0*" PRIx64 "\n", what, i,
              (int)bytes * 2, g, (int)bytes * 2, w);
  }
  if (bad) {
    fprintf(stderr, "%s: %zu of %zu elements differ\n", what, bad, n);
    cltest_failures++;
  }
}

/* ---- halves ---------------------------------------------------------------- */

double kh_half_value(uint16_t h) {
  int e = (h >> 10) & 0x1f, m = h & 0x3ff;
  double v;
  if (e == 0x1f) v = m ? NAN : INFINITY;
  else if (e == 0) v = ldexp(m, -24);
  else v = ldexp(1024 + m, e - 25);
  return (h & 0x8000) ? -v : v;
}

uint16_t kh_half_round(double x, char mode) {
  uint16_t sign = signbit(x) ? 0x8000 : 0;
  if (isnan(x)) return 0x7e00; /* any NaN is accepted */
  double a = fabs(x);
  bool neg = sign != 0;
  bool up_mag; /* whether an inexact magnitude rounds away from zero */
  if (isinf(a)) return sign | 0x7c00;
  if (a > 65504.0) {
    switch (mode) {
    case 'e': return sign | (a >= 65520.0 ? 0x7c00 : 0x7bff);
    case 'z': return sign | 0x7bff;
    case 'p': return sign | (neg ? 0x7bff : 0x7c00);
    default: return sign | (neg ? 0x7c00 : 0x7bff);
    }
  }
  /* largest magnitude k with kh_half_value(k) <= a */
  unsigned lo = 0, hi = 0x7bff;
  while (lo < hi) {
    unsigned mid = (lo + hi + 1) / 2;
    if (kh_half_value((uint16_t)mid) <= a) lo = mid;
    else hi = mid - 1;
  }
  unsigned k = lo;
  double below = kh_half_value((uint16_t)k);
  if (below == a) return sign | (uint16_t)k;
  double above = k == 0x7bff ? 65536.0 : kh_half_value((uint16_t)(k + 1));
  switch (mode) {
  case 'e':
    if (a - below != above - a) up_mag = a - below > above - a;
    else up_mag = k & 1; /* tie: the even one */
    break;
  case 'z': up_mag = false; break;
  case 'p': up_mag = !neg; break;
  default: up_mag = neg; break;
  }
  return sign | (uint16_t)(up_mag ? k + 1 : k);
}

bool kh_half_same(uint16_t got, uint16_t want) {
  bool gn = (got & 0x7c00) == 0x7c00 && (got & 0x3ff), wn = (want & 0x7c00) == 0x7c00 && (want & 0x3ff);
  if (gn || wn) return gn && wn;
  return got == want;
}

static uint64_t f32_ordered(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return (u & 0x80000000u) ? 0x80000000u - (u & 0x7fffffffu) : 0x80000000u + u;
}

bool kh_f32_close(float got, float want, double ulp) {
  if (isnan(want) || isnan(got)) return isnan(want) && isnan(got);
  if (got == want) return true;
  if (ulp == 0) return false;
  uint64_t a = f32_ordered(got), b = f32_ordered(want);
  return (double)(a > b ? a - b : b - a) <= ulp;
}

bool kh_f64_close(double got, double want, double ulp) {
  if (isnan(want) || isnan(got)) return isnan(want) && isnan(got);
  if (got == want) return true;
  if (ulp == 0) return false;
  double u = fabs(want) > DBL_MIN ? ldexp(1.0, ilogb(want) - 52) : ldexp(1.0, -1074);
  return fabs(got - want) <= ulp * u;
}

double kh_f32_ulp_error(float got, double want) {
  if (isnan(want)) return isnan(got) ? 0 : INFINITY;
  if (isinf(want)) return got == want ? 0 : INFINITY;
  if (isnan(got) || isinf(got)) return INFINITY;
  /* ulp of the float nearest the exact value */
  double aw = fabs(want);
  int e = aw < FLT_MIN ? -126 : ilogb(aw);
  if (e < -126) e = -126;
  return fabs((double)got - want) / ldexp(1.0, e - 23);
}

#define CHECK_ARRAY(fmt_got, fmt_want)                                                          \
  size_t bad = 0;                                                                               \
  for (size_t i = 0; i < n; i++) {                                                              \
    if (got[i] == want[i]) continue;                                                            \
    if (bad++ < MAX_REPORTS)                                                                    \
      fprintf(stderr, "%s[%zu]: got " fmt_got ", expected " fmt_want "\n", what, i, got[i], want[i]); \
  }                                                                                             \
  if (bad) {                                                                                    \
    fprintf(stderr, "%s: %zu of %zu elements differ\n", what, bad, n);                          \
    cltest_failures++;                                                                          \
  }

void kh_check_u32(const char *what, const uint32_t *got, const uint32_t *want, size_t n) {
  CHECK_ARRAY("0x%08x", "0x%08x")
}
void kh_check_u64(const char *what, const uint64_t *got, const uint64_t *want, size_t n) {
  CHECK_ARRAY("0x%016" PRIx64, "0x%016" PRIx64)
}
void kh_check_u8(const char *what, const uint8_t *got, const uint8_t *want, size_t n) {
  CHECK_ARRAY("0x%02x", "0x%02x")
}
void kh_check_u16(const char *what, const uint16_t *got, const uint16_t *want, size_t n) {
  CHECK_ARRAY("0x%04x", "0x%04x")
}

void kh_check_f32(const char *what, const float *got, const float *want, size_t n, double ulp) {
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) {
    if (kh_f32_close(got[i], want[i], ulp)) continue;
    if (bad++ < MAX_REPORTS)
      fprintf(stderr, "%s[%zu]: got %.9g (%a), expected %.9g (%a)\n", what, i, got[i], got[i], want[i], want[i]);
  }
  if (bad) {
    fprintf(stderr, "%s: %zu of %zu elements differ by more than %g ulp\n", what, bad, n, ulp);
    cltest_failures++;
  }
}

bool kh_subgroup_size_listed(cl_device_id d, size_t size) {
  size_t sizes[16], bytes = 0;
  if (clGetDeviceInfo(d, CL_DEVICE_SUB_GROUP_SIZES_INTEL, sizeof sizes, sizes, &bytes) != CL_SUCCESS) return false;
  for (size_t i = 0; i < bytes / sizeof *sizes; i++)
    if (sizes[i] == size) return true;
  return false;
}
