/* test_convert_more.c: conversions of convert_more.cl against OpenCL C
 * 6.4: integer to integer (plain: the value modulo 2^n of the
 * destination; _sat: clamped to its range), float to integer (round in
 * the mode, then _sat maps NaN to 0 and clamps), integer to float in a
 * mode (the exact value rounded to the nearest float below or above). */
#include <float.h>
#include <math.h>

#include "kernel_harness.h"

#define G 512

typedef struct dst {
  unsigned bytes;
  bool s;
} dst;
static const dst dsts[8] = {{1, true}, {1, false}, {2, true}, {2, false},
                            {4, true}, {4, false}, {8, true}, {8, false}};

static __int128 dmin(dst d) { return d.s ? -((__int128)1 << (d.bytes * 8 - 1)) : 0; }
static __int128 dmax(dst d) { return ((__int128)1 << (d.s ? d.bytes * 8 - 1 : d.bytes * 8)) - 1; }

static uint64_t int_to_int(__int128 v, dst d, bool sat) {
  if (sat) v = v < dmin(d) ? dmin(d) : v > dmax(d) ? dmax(d) : v;
  return (uint64_t)v; /* kh_put keeps the destination's low bits */
}

static void run_from(const char *type, unsigned bytes, bool s, uint64_t seed) {
  kh h;
  kh_open(&h, "convert_more");
  char name[64];
  snprintf(name, sizeof name, "cvt_from_%s", type);
  cl_kernel k = kh_kernel(&h, name);
  uint8_t *in = cltest_malloc(G * bytes), *got = cltest_malloc(16 * 8 * G), *want = cltest_malloc(8 * G);
  kh_gen_int(in, G, bytes, seed);
  cl_mem mi = kh_in(&h, in, G * bytes), mo = kh_out(&h, 16 * 8 * G);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, 16 * 8 * G);
  for (int r = 0; r < 16; r++) {
    dst d = dsts[r / 2];
    bool sat = r % 2;
    for (size_t i = 0; i < G; i++) {
      __int128 v = s ? (__int128)kh_gets(in, i, bytes) : (__int128)kh_getu(in, i, bytes);
      kh_put(want, i, d.bytes, int_to_int(v, d, sat));
    }
    char what[96];
    snprintf(what, sizeof what, "%s -> %s%u%s", type, d.s ? "int" : "uint", d.bytes * 8, sat ? "_sat" : "");
    kh_check_int(what, got + (size_t)r * 8 * G, want, G, d.bytes);
  }
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  free(in), free(got), free(want);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(cvt_from_char) { run_from("char", 1, true, 601); }
TEST(cvt_from_uchar) { run_from("uchar", 1, false, 602); }
TEST(cvt_from_short) { run_from("short", 2, true, 603); }
TEST(cvt_from_ushort) { run_from("ushort", 2, false, 604); }
TEST(cvt_from_long) { run_from("long", 8, true, 605); }
TEST(cvt_from_ulong) { run_from("ulong", 8, false, 606); }

TEST(cvt_int_vec) {
  kh h;
  kh_open(&h, "convert_more");
  cl_kernel k = kh_kernel(&h, "cvt_int_vec");
  enum { V = 64 }; /* work-items */
  static int8_t c[16 * V];
  static uint16_t us[16 * V];
  static int64_t l[4 * V];
  static uint64_t ul[8 * V];
  static uint8_t got[10 * 16 * V], want[10 * 16 * V];
  kh_gen_int(c, 16 * V, 1, 611);
  kh_gen_int(us, 16 * V, 2, 612);
  kh_gen_int(l, 4 * V, 8, 613);
  kh_gen_int(ul, 8 * V, 8, 614);
  cl_mem m[4] = {kh_in(&h, c, sizeof c), kh_in(&h, us, sizeof us), kh_in(&h, l, sizeof l), kh_in(&h, ul, sizeof ul)};
  cl_mem mo = kh_out(&h, sizeof got);
  for (int j = 0; j < 4; j++) kh_arg_mem(k, (cl_uint)j, m[j]);
  kh_arg_mem(k, 4, mo);
  size_t g = V;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  memset(want, 0xcd, sizeof want);
  size_t R = 16 * V;
  for (size_t e = 0; e < 16 * V; e++) kh_put(want, e, 1, int_to_int(c[e], dsts[1], true));
  for (size_t e = 0; e < 8 * V; e++) kh_put(want + R, e, 2, int_to_int(ul[e], dsts[2], true));
  for (size_t e = 0; e < 3 * V; e++) kh_put(want + 2 * R, e, 1, int_to_int(l[e], dsts[0], true));
  for (size_t e = 0; e < 4 * V; e++) kh_put(want + 3 * R, e, 4, int_to_int(l[e], dsts[4], false));
  for (size_t e = 0; e < 2 * V; e++) kh_put(want + 4 * R, e, 8, int_to_int(ul[e], dsts[6], true));
  for (size_t e = 0; e < 4 * V; e++) kh_put(want + 5 * R, e, 8, int_to_int(c[e], dsts[7], true));
  for (size_t e = 0; e < 16 * V; e++) kh_put(want + 7 * R, e, 2, int_to_int(us[e], dsts[2], false));
  for (size_t e = 0; e < 8 * V; e++) kh_put(want + 9 * R, e, 1, int_to_int(us[e], dsts[0], false));
  CHECK_MEM(got, want, sizeof got);
  for (int j = 0; j < 4; j++) clReleaseMemObject(m[j]);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* ---- float to integer ------------------------------------------------------ */

static double round_in(double x, char mode) {
  switch (mode) {
  case 'e': {
    double f = floor(x), d = x - f;
    if (d != 0.5) return d < 0.5 ? f : f + 1;
    return fmod(f, 2.0) == 0 ? f : f + 1;
  }
  case 'p': return ceil(x);
  case 'n': return floor(x);
  default: return trunc(x);
  }
}

/* convert_<d>_sat_<mode>(x) */
static uint64_t f2i_sat(float x, dst d, char mode) {
  if (isnan(x)) return 0;
  double r = round_in(x, mode);
  unsigned w = d.bytes * 8;
  if (d.s) {
    if (r >= ldexp(1.0, (int)w - 1)) return (uint64_t)dmax(d);
    if (r < -ldexp(1.0, (int)w - 1)) return (uint64_t)dmin(d);
    return (uint64_t)(int64_t)r;
  }
  if (r >= ldexp(1.0, (int)w)) return (uint64_t)dmax(d);
  if (r <= 0) return 0;
  return (uint64_t)r;
}

static void gen_f2i(float *v, size_t n, uint64_t seed) {
  static const float sp[] = {127.5f, 127.49f, -128.5f, -128.49f, 128.0f, 255.5f, 255.49f, 256.0f,
                             -0.5f, -0.49f, 0.5f, 1.5f, 2.5f, -2.5f, -3.5f, 32767.5f, -32768.5f,
                             65535.5f, 65536.0f, 9.2233715e18f, -9.2233715e18f, 9.2233710e18f,
                             1.8446744e19f, 1.8446743e19f, -1.0f, 0x1.fffffep22f, -0x1.fffffep22f};
  kh_gen_f32(v, n, seed, true);
  size_t nsp = sizeof sp / sizeof sp[0];
  for (size_t i = 0; i < n; i += 5) v[i] = sp[(i / 5) % nsp];
}

/* (destination, mode) of the 14 saturating outputs of cvt_f2i */
static const int f2i_di[14] = {0, 0, 0, 1, 1, 2, 2, 3, 3, 6, 6, 6, 7, 7};
static const char f2i_md[14] = {'z', 'e', 'p', 'n', 'z', 'n', 'p', 'z', 'e', 'z', 'e', 'n', 'z', 'p'};

static dst f2i_dst(int r) {
  static const int plain[6] = {2, 0, 6, 6, 7, 3}; /* outputs 14 to 19 */
  return r < 14 ? dsts[f2i_di[r]] : dsts[plain[r - 14]];
}

/* Output r of cvt_f2i for the input x, from OpenCL C 6.4.3. */
static uint64_t f2i_want(int r, float x) {
  float s = fminf(fmaxf(x, -30000.0f), 30000.0f), q = fminf(fmaxf(x, -1.0e18f), 1.0e18f);
  switch (r) {
  case 14: return (uint64_t)(int64_t)floor(s);
  case 15: return (uint64_t)(int64_t)trunc(s * 0.00390625f);
  case 16: return (uint64_t)(int64_t)ceil(q);
  case 17: return (uint64_t)(int64_t)trunc(q);
  case 18: return (uint64_t)floor(fabs(q));
  case 19: return (uint64_t)round_in(fabs(s), 'e');
  default: return f2i_sat(x, dsts[f2i_di[r]], f2i_md[r]);
  }
}

TEST(cvt_f2i) {
  kh h;
  kh_open(&h, "convert_more");
  cl_kernel k = kh_kernel(&h, "cvt_f2i");
  static float in[G];
  static uint8_t got[20 * 8 * G], want[8 * G];
  gen_f2i(in, G, 621);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  /* A device without CL_FP_DENORM for float may treat a denormal input as
   * a zero of its sign (OpenCL C 7.5.3): for those inputs either result is
   * right. */
  cl_device_fp_config fpc = 0;
  MUST(clGetDeviceInfo(h.env.device, CL_DEVICE_SINGLE_FP_CONFIG, sizeof fpc, &fpc, NULL));
  bool may_flush = !(fpc & CL_FP_DENORM);
  for (int r = 0; r < 20; r++) {
    dst d = f2i_dst(r);
    uint64_t mask = d.bytes == 8 ? ~0ull : (1ull << (d.bytes * 8)) - 1;
    for (size_t i = 0; i < G; i++) {
      uint64_t v = f2i_want(r, in[i]);
      if (may_flush && in[i] != 0 && fabsf(in[i]) < FLT_MIN) {
        uint64_t vf = f2i_want(r, copysignf(0.0f, in[i]));
        if (kh_getu(got + (size_t)r * 8 * G, i, d.bytes) == (vf & mask)) v = vf;
      }
      kh_put(want, i, d.bytes, v);
    }
    char what[64];
    snprintf(what, sizeof what, "cvt_f2i output %d", r);
    kh_check_int(what, got + (size_t)r * 8 * G, want, G, d.bytes);
  }
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(cvt_f2i_vec) {
  kh h;
  kh_open(&h, "convert_more");
  cl_kernel k = kh_kernel(&h, "cvt_f2i_vec");
  enum { V = 64 };
  static float in[16 * V];
  static uint8_t got[6 * 16 * V], want[6 * 16 * V];
  gen_f2i(in, 16 * V, 622);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t g = V;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  memset(want, 0xcd, sizeof want);
  size_t R = 16 * V;
  for (size_t e = 0; e < 4 * V; e++) kh_put(want, e, 1, f2i_sat(in[e], dsts[0], 'p'));
  for (size_t e = 0; e < 2 * V; e++) kh_put(want + R, e, 8, f2i_sat(in[e], dsts[7], 'z'));
  for (size_t e = 0; e < 8 * V; e++) kh_put(want + 2 * R, e, 2, f2i_sat(in[e], dsts[2], 'n'));
  for (size_t e = 0; e < 3 * V; e++)
    kh_put(want + 3 * R, e, 8, (uint64_t)(int64_t)trunc(fminf(fmaxf(in[e], -1.0e18f), 1.0e18f)));
  for (size_t e = 0; e < 16 * V; e++) kh_put(want + 5 * R, e, 1, f2i_sat(in[e], dsts[1], 'e'));
  CHECK_MEM(got, want, sizeof got);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* ---- integer to float ------------------------------------------------------ */

/* The exact value (long double holds 64-bit integers exactly) as a float
 * in a rounding mode: the nearest floats below and above, picked by mode. */
static float to_float(long double v, char mode) {
  float f = (float)v; /* nearest, ties to even */
  if ((long double)f == v || mode == 'e') return f;
  float below = (long double)f < v ? f : nextafterf(f, -INFINITY);
  float above = (long double)f > v ? f : nextafterf(f, INFINITY);
  switch (mode) {
  case 'z': return v > 0 ? below : above;
  case 'p': return above;
  default: return below;
  }
}

TEST(cvt_i2f) {
  kh h;
  kh_open(&h, "convert_more");
  cl_kernel k = kh_kernel(&h, "cvt_i2f");
  static int8_t c[G];
  static uint8_t uc[G];
  static int16_t s[G];
  static uint16_t us[G];
  static int64_t l[G];
  static uint64_t ul[G];
  static float got[14 * G], want[14 * G];
  kh_gen_int(c, G, 1, 631);
  kh_gen_int(uc, G, 1, 632);
  kh_gen_int(s, G, 2, 633);
  kh_gen_int(us, G, 2, 634);
  kh_gen_int(l, G, 8, 635);
  kh_gen_int(ul, G, 8, 636);
  /* ties and near-ties of float's 24-bit significand */
  for (size_t i = 0; i < G; i += 6) {
    uint64_t r = (uint64_t)l[i + 1];
    unsigned sh = 25 + (unsigned)(r % 38);
    uint64_t base = (r >> 8 | (1ull << 23)) & ((1ull << 24) - 1);
    l[i] = (int64_t)((base << sh) | (1ull << (sh - 1)));       /* exactly half way */
    ul[i] = (base << (sh + 1)) | (1ull << sh) | (i % 12 ? 1 : 0); /* half way or just above */
    if (i % 12 == 0) l[i] = -l[i];
  }
  cl_mem m[6] = {kh_in(&h, c, sizeof c), kh_in(&h, uc, sizeof uc), kh_in(&h, s, sizeof s),
                 kh_in(&h, us, sizeof us), kh_in(&h, l, sizeof l), kh_in(&h, ul, sizeof ul)};
  cl_mem mo = kh_out(&h, sizeof got);
  for (int j = 0; j < 6; j++) kh_arg_mem(k, (cl_uint)j, m[j]);
  kh_arg_mem(k, 6, mo);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (size_t i = 0; i < G; i++) {
    want[0 * G + i] = to_float(c[i], 'e');
    want[1 * G + i] = to_float(uc[i], 'p');
    want[2 * G + i] = to_float(s[i], 'z');
    want[3 * G + i] = to_float(us[i], 'n');
    const char modes[4] = {'e', 'z', 'p', 'n'};
    for (int j = 0; j < 4; j++) {
      want[(4 + j) * G + i] = to_float((long double)l[i], modes[j]);
      want[(8 + j) * G + i] = to_float((long double)ul[i], modes[j]);
    }
    want[12 * G + i] = to_float((long double)l[i], 'e');
    want[13 * G + i] = to_float((long double)ul[i], 'e');
  }
  const char *names[14] = {"char", "uchar rtp", "short rtz", "ushort rtn", "long", "long rtz",
                           "long rtp", "long rtn", "ulong rte", "ulong rtz", "ulong rtp",
                           "ulong rtn", "(float)long", "(float)ulong"};
  for (int j = 0; j < 14; j++) kh_check_f32(names[j], got + j * G, want + j * G, G, 0);
  for (int j = 0; j < 6; j++) clReleaseMemObject(m[j]);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(cvt_i2f_vec) {
  kh h;
  kh_open(&h, "convert_more");
  cl_kernel k = kh_kernel(&h, "cvt_i2f_vec");
  enum { V = 64 };
  static int64_t l[8 * V];
  static uint64_t ul[3 * V];
  static uint8_t uc[16 * V];
  static float got[33 * V], want[33 * V];
  kh_gen_int(l, 8 * V, 8, 641);
  kh_gen_int(ul, 3 * V, 8, 642);
  kh_gen_int(uc, 16 * V, 1, 643);
  cl_mem m[3] = {kh_in(&h, l, sizeof l), kh_in(&h, ul, sizeof ul), kh_in(&h, uc, sizeof uc)};
  cl_mem mo = kh_out(&h, sizeof got);
  for (int j = 0; j < 3; j++) kh_arg_mem(k, (cl_uint)j, m[j]);
  kh_arg_mem(k, 3, mo);
  size_t g = V;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (size_t e = 0; e < 4 * V; e++) want[e] = to_float((long double)l[e], 'z');
  for (size_t e = 0; e < 2 * V; e++) want[4 * V + e] = to_float((long double)ul[e], 'p');
  for (size_t e = 0; e < 8 * V; e++) want[6 * V + e] = to_float((long double)l[e], 'n');
  for (size_t e = 0; e < 3 * V; e++) want[14 * V + e] = to_float((long double)ul[e], 'e');
  for (size_t e = 0; e < 16 * V; e++) want[17 * V + e] = (float)uc[e];
  kh_check_f32("cvt_i2f_vec", got, want, 33 * V, 0);
  for (int j = 0; j < 3; j++) clReleaseMemObject(m[j]);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
