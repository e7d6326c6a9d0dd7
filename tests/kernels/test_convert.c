/* test_convert.c: conversions (convert.cl) against references written from
 * OpenCL C 6.4: saturation (NaN to 0, clamping to the destination range)
 * and the rounding modes rte/rtz/rtp/rtn. */
#include <fenv.h>
#include <float.h>
#include <limits.h>
#include <math.h>

#include "kernel_harness.h"

#define N 1024

static double round_mode(double x, char mode) {
  switch (mode) {
  case 'e': return nearbyint(x); /* the default environment rounds to nearest even */
  case 'p': return ceil(x);
  case 'n': return floor(x);
  default: return trunc(x);
  }
}

/* convert_<int type>_sat[_mode](float) */
static int64_t sat_from_float(float f, char mode, int64_t lo, int64_t hi) {
  if (isnan(f)) return 0;
  double r = round_mode((double)f, mode);
  if (r <= (double)lo) return lo;
  if (r >= (double)hi) return hi;
  return (int64_t)r;
}

TEST(float_to_int) {
  kh h;
  kh_open(&h, "convert");
  cl_kernel k = kh_kernel(&h, "f2i");
  static float in[N];
  kh_gen_f32(in, N, 42, true);
  for (int i = 0; i < 64; i++) in[i] = -4.0f + 0.25f * (float)i; /* halves and ties around zero */
  cl_mem mi = kh_in(&h, in, sizeof in);
  cl_mem outs[8];
  size_t sizes[8] = {4, 4, 4, 4, 4, 4, 1, 1};
  kh_arg_mem(k, 0, mi);
  for (int j = 0; j < 8; j++) {
    outs[j] = kh_out(&h, N * sizes[j]);
    kh_arg_mem(k, 1 + j, outs[j]);
  }
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  static uint32_t got[6][N], want[6][N];
  static uint8_t got8[2][N], want8[2][N];
  for (int j = 0; j < 6; j++) kh_read(&h, outs[j], got[j], N * 4);
  for (int j = 0; j < 2; j++) kh_read(&h, outs[6 + j], got8[j], N);
  for (size_t i = 0; i < N; i++) {
    float x = in[i];
    /* clamp() is fmin(fmax(x, lo), hi), so NaN becomes lo (OpenCL C 6.15.4) */
    float c = fminf(fmaxf(x, -2.0e9f), 2.0e9f);
    want[0][i] = (uint32_t)(int32_t)truncf(c);
    want[1][i] = (uint32_t)sat_from_float(x, 'z', INT_MIN, INT_MAX);
    want[2][i] = (uint32_t)sat_from_float(x, 'e', INT_MIN, INT_MAX);
    want[3][i] = (uint32_t)sat_from_float(x, 'p', INT_MIN, INT_MAX);
    want[4][i] = (uint32_t)sat_from_float(x, 'n', INT_MIN, INT_MAX);
    want[5][i] = (uint32_t)sat_from_float(x, 'z', 0, UINT_MAX);
    want8[0][i] = (uint8_t)sat_from_float(x, 'z', -128, 127);
    want8[1][i] = (uint8_t)sat_from_float(x, 'e', 0, 255);
  }
  const char *names[] = {"convert_int_rtz", "convert_int_sat", "convert_int_sat_rte",
                         "convert_int_sat_rtp", "convert_int_sat_rtn", "convert_uint_sat"};
  for (int j = 0; j < 6; j++) kh_check_u32(names[j], got[j], want[j], N);
  kh_check_u8("convert_char_sat", got8[0], want8[0], N);
  kh_check_u8("convert_uchar_sat_rte", got8[1], want8[1], N);
  for (int j = 0; j < 8; j++) clReleaseMemObject(outs[j]);
  clReleaseMemObject(mi);
  clReleaseKernel(k);
  kh_close(&h);
}

/* An exact value converted to float in a rounding mode. */
static float to_float_mode(long double exact, char mode) {
  float f = (float)exact; /* round to nearest even */
  if (mode == 'e' || (long double)f == exact) return f;
  bool above = (long double)f > exact;
  switch (mode) {
  case 'z': return (above && exact > 0) || (!above && exact < 0) ? nextafterf(f, 0.0f) : f;
  case 'p': return above ? f : nextafterf(f, INFINITY);
  case 'n': return above ? nextafterf(f, -INFINITY) : f;
  default: return f;
  }
}

TEST(int_to_float) {
  kh h;
  kh_open(&h, "convert");
  cl_kernel k = kh_kernel(&h, "i2f");
  static uint32_t in[N], inu[N];
  static uint64_t inl[N];
  kh_gen_u32(in, N, 3);
  kh_gen_u32(inu, N, 4);
  kh_gen_u64(inl, N, 5);
  cl_mem mi = kh_in(&h, in, sizeof in), ml = kh_in(&h, inl, sizeof inl), mu = kh_in(&h, inu, sizeof inu);
  cl_mem outs[7];
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, ml);
  kh_arg_mem(k, 2, mu);
  for (int j = 0; j < 7; j++) {
    outs[j] = kh_out(&h, N * 4);
    kh_arg_mem(k, 3 + j, outs[j]);
  }
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  static float got[7][N], want[7][N];
  for (int j = 0; j < 7; j++) kh_read(&h, outs[j], got[j], N * 4);
  for (size_t i = 0; i < N; i++) {
    long double x = (int32_t)in[i];
    want[0][i] = to_float_mode(x, 'e');
    want[1][i] = to_float_mode(x, 'z');
    want[2][i] = to_float_mode(x, 'p');
    want[3][i] = to_float_mode(x, 'n');
    want[4][i] = to_float_mode((long double)(int64_t)inl[i], 'z');
    want[5][i] = to_float_mode((long double)(int64_t)inl[i], 'p');
    want[6][i] = to_float_mode((long double)inu[i], 'n');
  }
  const char *names[] = {"int rte", "int rtz", "int rtp", "int rtn", "long rtz", "long rtp", "uint rtn"};
  for (int j = 0; j < 7; j++) kh_check_f32(names[j], got[j], want[j], N, 0);
  for (int j = 0; j < 7; j++) clReleaseMemObject(outs[j]);
  clReleaseMemObject(mi);
  clReleaseMemObject(ml);
  clReleaseMemObject(mu);
  clReleaseKernel(k);
  kh_close(&h);
}

static int64_t clamp64(int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : v > hi ? hi : v; }

TEST(int_saturation) {
  kh h;
  kh_open(&h, "convert");
  cl_kernel k = kh_kernel(&h, "i2i_sat");
  static uint32_t in[N], inu[N];
  static uint64_t inl[N];
  kh_gen_u32(in, N, 13);
  kh_gen_u32(inu, N, 14);
  kh_gen_u64(inl, N, 15);
  cl_mem mi = kh_in(&h, in, sizeof in), ml = kh_in(&h, inl, sizeof inl), mu = kh_in(&h, inu, sizeof inu);
  size_t sz[8] = {1, 1, 2, 2, 4, 4, 4, 8};
  cl_mem outs[8];
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, ml);
  kh_arg_mem(k, 2, mu);
  for (int j = 0; j < 8; j++) {
    outs[j] = kh_out(&h, N * sz[j]);
    kh_arg_mem(k, 3 + j, outs[j]);
  }
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  static uint8_t g8[2][N], w8[2][N];
  static uint16_t g16[2][N], w16[2][N];
  static uint32_t g32[3][N], w32[3][N];
  static uint64_t g64[N], w64[N];
  kh_read(&h, outs[0], g8[0], N);
  kh_read(&h, outs[1], g8[1], N);
  kh_read(&h, outs[2], g16[0], N * 2);
  kh_read(&h, outs[3], g16[1], N * 2);
  for (int j = 0; j < 3; j++) kh_read(&h, outs[4 + j], g32[j], N * 4);
  kh_read(&h, outs[7], g64, N * 8);
  for (size_t i = 0; i < N; i++) {
    int64_t x = (int32_t)in[i];
    w8[0][i] = (uint8_t)clamp64(x, -128, 127);
    w8[1][i] = (uint8_t)clamp64(x, 0, 255);
    w16[0][i] = (uint16_t)clamp64(x, -32768, 32767);
    w16[1][i] = (uint16_t)clamp64(x, 0, 65535);
    w32[0][i] = (uint32_t)clamp64(x, 0, UINT32_MAX);
    w32[1][i] = (uint32_t)(inu[i] > INT32_MAX ? INT32_MAX : inu[i]);
    w32[2][i] = (uint32_t)clamp64((int64_t)inl[i], INT32_MIN, INT32_MAX);
    w64[i] = x < 0 ? 0 : (uint64_t)x;
  }
  kh_check_u8("convert_char_sat(int)", g8[0], w8[0], N);
  kh_check_u8("convert_uchar_sat(int)", g8[1], w8[1], N);
  kh_check_u16("convert_short_sat(int)", g16[0], w16[0], N);
  kh_check_u16("convert_ushort_sat(int)", g16[1], w16[1], N);
  kh_check_u32("convert_uint_sat(int)", g32[0], w32[0], N);
  kh_check_u32("convert_int_sat(uint)", g32[1], w32[1], N);
  kh_check_u32("convert_int_sat(long)", g32[2], w32[2], N);
  kh_check_u64("convert_ulong_sat(int)", g64, w64, N);
  for (int j = 0; j < 8; j++) clReleaseMemObject(outs[j]);
  clReleaseMemObject(mi);
  clReleaseMemObject(ml);
  clReleaseMemObject(mu);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(double_to_float) {
  kh h;
  if (!kh_open_double(&h, "convert")) return;
  cl_kernel k = kh_kernel(&h, "d2f");
  static double in[N];
  kh_gen_f64(in, N, 21, true);
  cl_mem mi = kh_in(&h, in, sizeof in);
  cl_mem outs[4];
  kh_arg_mem(k, 0, mi);
  for (int j = 0; j < 4; j++) {
    outs[j] = kh_out(&h, N * 4);
    kh_arg_mem(k, 1 + j, outs[j]);
  }
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  static float got[4][N], want[4][N];
  for (int j = 0; j < 4; j++) kh_read(&h, outs[j], got[j], N * 4);
  const char modes[4] = {'e', 'z', 'p', 'n'};
  for (size_t i = 0; i < N; i++)
    for (int j = 0; j < 4; j++)
      want[j][i] = isnan(in[i]) ? NAN : to_float_mode((long double)in[i], modes[j]);
  const char *names[] = {"double rte", "double rtz", "double rtp", "double rtn"};
  for (int j = 0; j < 4; j++) kh_check_f32(names[j], got[j], want[j], N, 0);
  for (int j = 0; j < 4; j++) clReleaseMemObject(outs[j]);
  clReleaseMemObject(mi);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(fp_classes) {
  kh h;
  kh_open(&h, "convert");
  cl_kernel k = kh_kernel(&h, "fp_classes");
  static float in[N];
  static uint32_t got[N], want[N];
  kh_gen_f32(in, N, 77, true);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (size_t i = 0; i < N; i++) {
    float x = in[i];
    /* C's classification macros return nonzero, not 1 (glibc's isinf
     * gives -1 for -inf); OpenCL's scalar forms return exactly 1 */
    int nan = isnan(x) != 0;
    want[i] = (uint32_t)(nan | (isinf(x) != 0) << 1 | (isfinite(x) != 0) << 2 |
                         (isnormal(x) != 0) << 3 | (signbit(x) != 0) << 4 | !nan << 5 |
                         nan << 6 | (!nan && x != 1.0f) << 7);
  }
  kh_check_u32("fp classes", got, want, N);
  clReleaseMemObject(mi);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
