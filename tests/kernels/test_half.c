/* test_half.c: vload_half(n), vloada_halfn, vstore_half(n)(_rte/_rtz/_rtp/
 * _rtn) and vstorea_halfn (half.cl) against an IEEE 754 binary16
 * reference written here: a half's value from its fields, and a float
 * rounded to the nearest representable halves around it, chosen by the
 * rounding mode, with overflow to infinity or the largest finite half as
 * IEEE 754 7.4 says. The device has no float denormals, so a denormal
 * float input may be read as zero: both results are accepted there. */
#include <float.h>
#include <math.h>

#include "kernel_harness.h"

#define G 128

/* Inputs: every kind of float a half meets: exact halves, halves plus a
 * quarter, half or three quarters of their ulp (ties included), the
 * overflow boundary, half denormals and what rounds into them, float
 * denormals, zeros, infinities, NaN, and wide-ranging random floats. */
static void gen_floats(float *v, size_t n, uint64_t seed) {
  uint64_t s = seed * 0x9e3779b97f4a7c15ull + 99;
  static const float sp[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 65504.0f, -65504.0f,
                             65519.996f, 65520.0f, -65520.0f, 65535.0f, 65536.0f, 1e6f, -1e9f,
                             0x1p-24f, 0x1p-25f, -0x1p-25f, 0x1.8p-25f, 0x1p-26f, 0x1.004p-24f,
                             0x1p-14f, 0x1.ff8p-15f, 1e-40f, -1e-40f, FLT_MIN, FLT_MAX, 1.0f,
                             0x1.002p0f, 0x1.006p0f, -0x1.001p0f, 2049.0f, 2051.0f};
  size_t nsp = sizeof sp / sizeof sp[0];
  kh_gen_f32(v, n, seed, true);
  for (size_t i = 0; i < n; i++) {
    uint64_t r = cltest_rand(&s);
    if (i < nsp) v[i] = sp[i];
    else if (i % 4 == 1) {
      uint16_t hb = (uint16_t)(r & 0x7bff) | ((r >> 20) & 1 ? 0x8000 : 0);
      double hv = kh_half_value(hb);
      int e = (hb >> 10) & 0x1f;
      double ulp = ldexp(1.0, (e ? e : 1) - 25);
      double q = (double)((r >> 30) % 4) / 4.0;
      v[i] = (float)(hv + (hv < 0 ? -q : q) * ulp);
    } else if (i % 4 == 2) {
      v[i] = (float)ldexp((double)(r >> 40) / 16777216.0, (int)((r >> 8) % 50) - 30) * ((r & 1) ? -1.0f : 1.0f);
    }
  }
}

static float flush(float f) { return f != 0 && fabsf(f) < FLT_MIN ? copysignf(0.0f, f) : f; }

static void check_halves(const char *what, const uint16_t *got, const float *in, const size_t *src,
                         size_t n, char mode) {
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) {
    if (src[i] == SIZE_MAX) {
      if (got[i] != 0xcdcd && bad++ < 8) fprintf(stderr, "%s[%zu]: written (0x%04x), expected untouched\n", what, i, got[i]);
      continue;
    }
    float x = in[src[i]];
    uint16_t w = kh_half_round(x, mode), wf = kh_half_round(flush(x), mode);
    if (!kh_half_same(got[i], w) && !kh_half_same(got[i], wf) && bad++ < 8)
      fprintf(stderr, "%s[%zu]: %a (mode %c) gave 0x%04x, expected 0x%04x\n", what, i, x, mode, got[i], w);
  }
  if (bad) {
    fprintf(stderr, "%s: %zu mismatches\n", what, bad);
    cltest_failures++;
  }
}

TEST(vstore_half_modes) {
  kh h;
  kh_open(&h, "half");
  cl_kernel k = kh_kernel(&h, "vstore_halves");
  enum { M = 4096 };
  static float in[M];
  static uint16_t got[5 * M];
  static size_t src[M];
  gen_floats(in, M, 501);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t g = M;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (size_t i = 0; i < M; i++) src[i] = i;
  const char modes[5] = {'e', 'e', 'z', 'p', 'n'};
  const char *names[5] = {"vstore_half", "vstore_half_rte", "vstore_half_rtz", "vstore_half_rtp", "vstore_half_rtn"};
  for (int j = 0; j < 5; j++) check_halves(names[j], got + j * M, in, src, M, modes[j]);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(vstore_halfn) {
  kh h;
  kh_open(&h, "half");
  cl_kernel k = kh_kernel(&h, "vstore_halfn");
  static float in[16 * G];
  static uint16_t got[67 * G];
  static size_t src[67 * G];
  gen_floats(in, 16 * G, 502);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  /* regions: (base in units of G, components, stride of the halves, mode) */
  struct { unsigned base, n, stride; char mode; const char *name; } reg[10] = {
      {0, 4, 4, 'e', "vstore_half4"},        {4, 3, 3, 'z', "vstore_half3_rtz"},
      {7, 8, 8, 'p', "vstore_half8_rtp"},    {15, 16, 16, 'n', "vstore_half16_rtn"},
      {31, 2, 2, 'e', "vstore_half2_rte"},   {33, 3, 4, 'e', "vstorea_half3"},
      {37, 4, 4, 'z', "vstorea_half4_rtz"},  {41, 2, 2, 'p', "vstorea_half2_rtp"},
      {43, 8, 8, 'n', "vstorea_half8_rtn"},  {51, 16, 16, 'e', "vstorea_half16"}};
  for (int r = 0; r < 10; r++) {
    size_t len = (size_t)reg[r].stride * G;
    for (size_t e = 0; e < len; e++) {
      size_t i = e / reg[r].stride, j = e % reg[r].stride;
      src[e] = j < reg[r].n ? i * reg[r].n + j : SIZE_MAX; /* vstorea_half3 leaves every 4th */
    }
    check_halves(reg[r].name, got + (size_t)reg[r].base * G, in, src, len, reg[r].mode);
  }
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(vload_halves) {
  kh h;
  kh_open(&h, "half");
  cl_kernel k = kh_kernel(&h, "vload_halves");
  static uint16_t in[16 * G];
  static float got[67 * G], want[67 * G];
  cltest_fill(in, sizeof in, 503);
  /* every class: zeros, denormals, the largest, infinities, NaNs */
  const uint16_t sp[] = {0, 0x8000, 1, 0x8001, 0x3ff, 0x400, 0x7bff, 0xfbff, 0x7c00, 0xfc00,
                         0x7e00, 0x7c01, 0xffff, 0x3c00, 0x3555};
  for (size_t i = 0; i < sizeof sp / sizeof sp[0]; i++) in[i * 7] = sp[i];
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  /* (base, components, stride in the input) */
  const unsigned base[11] = {0, 1, 3, 6, 10, 18, 34, 37, 41, 43, 51};
  const unsigned nc[11] = {1, 2, 3, 4, 8, 16, 3, 4, 2, 8, 16};
  const unsigned stride[11] = {1, 2, 3, 4, 8, 16, 4, 4, 2, 8, 16};
  for (int r = 0; r < 11; r++)
    for (size_t i = 0; i < G; i++)
      for (unsigned j = 0; j < nc[r]; j++)
        want[(size_t)base[r] * G + i * nc[r] + j] = (float)kh_half_value(in[i * stride[r] + j]);
  kh_check_f32("vload_half", got, want, 67 * G, 0);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
