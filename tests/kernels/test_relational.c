/* test_relational.c: relational functions, select, bitselect, any/all and
 * shuffles (relational.cl) against OpenCL C 6.15.6 and 6.15.12: scalar
 * relations are 1 or 0, vector ones -1 or 0; NaN compares unordered;
 * select looks at c != 0 for scalars and at the MSB of each component for
 * vectors. The device reports no single-precision denormals, so a
 * comparison with a denormal operand may see it flushed to zero: both
 * answers are accepted there, nothing else. */
#include <float.h>
#include <math.h>

#include "kernel_harness.h"

#define N 256

static bool is_denorm(float f) { return f != 0 && fabsf(f) < FLT_MIN; }
static float flush(float f) { return is_denorm(f) ? copysignf(0.0f, f) : f; }
static uint32_t fbits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

/* Relation j of FLOAT_REL as a truth value. */
static bool frel(int j, float x, float y) {
  switch (j) {
  case 0: return x == y;
  case 1: return x != y;
  case 2: return x > y;
  case 3: return x >= y;
  case 4: return x < y;
  case 5: return x <= y;
  case 6: return x < y || x > y;
  case 7: return isfinite(x);
  case 8: return isinf(x);
  case 9: return isnan(x);
  case 10: return isnormal(x);
  case 11: return !isnan(x) && !isnan(y);
  case 12: return isnan(x) || isnan(y);
  case 13: return signbit(x) != 0;
  case 14: return x < y;
  default: return x != y;
  }
}

static void gen_pairs(float *a, float *b, size_t n, uint64_t seed) {
  kh_gen_f32(a, n, seed, true);
  kh_gen_f32(b, n, seed + 1, true);
  for (size_t i = 0; i < n; i++) {
    if (i % 5 == 0) b[i] = a[i];              /* equal (NaN too) */
    if (i % 11 == 0) b[i] = -a[i];            /* +0 == -0 */
    if (i % 13 == 0) b[i] = nextafterf(a[i], INFINITY);
  }
  a[1] = 1e-40f, b[1] = 0.0f;                 /* a denormal against zero */
  a[2] = -1e-40f, b[2] = 1e-41f;
}

static void check_rel(const char *name, const float *a, const float *b, const int32_t *c,
                      const int32_t *got, const float *gotf, size_t ne, unsigned vn) {
  int32_t t = vn ? -1 : 1;
  size_t bad = 0;
  for (int j = 0; j < 16; j++)
    for (size_t i = 0; i < ne; i++) {
      int32_t exact = frel(j, a[i], b[i]) ? t : 0;
      int32_t flushed = frel(j, flush(a[i]), flush(b[i])) ? t : 0;
      int32_t g = got[(size_t)j * ne + i];
      if (g != exact && g != flushed && bad++ < 8)
        fprintf(stderr, "%s relation %d [%zu] (%a, %a): got %d, expected %d\n", name, j, i, a[i], b[i], g, exact);
    }
  for (size_t i = 0; i < ne; i++) {
    uint32_t x = fbits(a[i]), y = fbits(b[i]), cc = (uint32_t)c[i];
    bool cond = vn ? (cc >> 31) != 0 : cc != 0;
    uint32_t want[4];
    want[0] = cond ? y : x;                            /* select(x, y, c) */
    want[1] = vn ? (cond ? y : x) : ((x & ~cc) | (y & cc)); /* vector: select with uint c; scalar: bitselect */
    want[2] = vn ? ((x & ~cc) | (y & cc)) : 0;
    for (int j = 0; j < (vn ? 3 : 2); j++) {
      uint32_t g = fbits(gotf[(size_t)j * ne + i]);
      if (g != want[j] && bad++ < 8)
        fprintf(stderr, "%s select/bitselect #%d [%zu]: got 0x%08x, expected 0x%08x\n", name, j, i, g, want[j]);
    }
    /* isless(x, y) ? x : y (scalar) and isgreater(x, y) ? x : y (vector) */
    bool e = vn ? a[i] > b[i] : a[i] < b[i], f = vn ? flush(a[i]) > flush(b[i]) : flush(a[i]) < flush(b[i]);
    uint32_t g = fbits(gotf[(size_t)(vn ? 3 : 2) * ne + i]);
    /* a device without float denormals may also flush the chosen value
     * on its way out (a compare-select can compile to a min/max) */
    uint32_t ef = fbits(flush(e ? a[i] : b[i])), ff = fbits(flush(f ? a[i] : b[i]));
    if (g != (e ? x : y) && g != (f ? x : y) && g != ef && g != ff && bad++ < 8)
      fprintf(stderr, "%s compare-select [%zu] (%a, %a): got 0x%08x\n", name, i, a[i], b[i], g);
  }
  if (vn) {
    for (size_t v = 0; v < ne / vn; v++) {
      int any_nan = 0, all_less = 1, all_less_f = 1, any_c = 0, all_c = 1;
      for (unsigned k = 0; k < vn; k++) {
        size_t i = v * vn + k;
        any_nan |= isnan(a[i]) != 0;
        all_less &= a[i] < b[i];
        all_less_f &= flush(a[i]) < flush(b[i]);
        any_c |= c[i] < 0;
        all_c &= c[i] < 0;
      }
      int32_t w1 = any_nan | all_less << 1 | any_c << 2 | all_c << 3;
      int32_t w2 = any_nan | all_less_f << 1 | any_c << 2 | all_c << 3;
      int32_t g = got[16 * ne + v];
      if (g != w1 && g != w2 && bad++ < 8) fprintf(stderr, "%s any/all [%zu]: got %d, expected %d\n", name, v, g, w1);
    }
  }
  if (bad) {
    fprintf(stderr, "%s: %zu mismatches\n", name, bad);
    cltest_failures++;
  }
}

static void run_rel(const char *name, unsigned vn, uint64_t seed) {
  kh h;
  kh_open(&h, "relational");
  cl_kernel k = kh_kernel(&h, name);
  size_t ne = (size_t)N * (vn ? vn : 1);
  float *a = cltest_malloc(ne * 4), *b = cltest_malloc(ne * 4), *gotf = cltest_malloc(4 * ne * 4);
  int32_t *c = cltest_malloc(ne * 4), *got = cltest_malloc((16 * ne + N) * 4);
  gen_pairs(a, b, ne, seed);
  kh_gen_int(c, ne, 4, seed + 2);
  cl_mem ma = kh_in(&h, a, ne * 4), mb = kh_in(&h, b, ne * 4), mc = kh_in(&h, c, ne * 4);
  cl_mem mo = kh_out(&h, (16 * ne + N) * 4), mf = kh_out(&h, 4 * ne * 4);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mb);
  kh_arg_mem(k, 2, mc);
  kh_arg_mem(k, 3, mo);
  kh_arg_mem(k, 4, mf);
  size_t g = N;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, (16 * ne + N) * 4);
  kh_read(&h, mf, gotf, 4 * ne * 4);
  check_rel(name, a, b, c, got, gotf, ne, vn);
  clReleaseMemObject(ma), clReleaseMemObject(mb), clReleaseMemObject(mc);
  clReleaseMemObject(mo), clReleaseMemObject(mf);
  free(a), free(b), free(c), free(got), free(gotf);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(rel_float) { run_rel("rel_float", 0, 301); }
TEST(rel_float3) { run_rel("rel_float3", 3, 302); }
TEST(rel_float4) { run_rel("rel_float4", 4, 303); }
TEST(rel_float8) { run_rel("rel_float8", 8, 304); }

static int64_t sval(uint64_t u, unsigned w) {
  return w == 64 ? (int64_t)u : (int64_t)(u << (64 - w)) >> (64 - w);
}

/* sel_<type>[n]: select, bitselect, any/all of integers. */
static void run_sel(const char *type, unsigned bytes, bool s, unsigned vn, uint64_t seed) {
  kh h;
  kh_open(&h, "relational");
  char name[64];
  if (vn) snprintf(name, sizeof name, "sel_%s%u", type, vn);
  else snprintf(name, sizeof name, "sel_%s", type);
  cl_kernel k = kh_kernel(&h, name);
  unsigned w = bytes * 8;
  size_t ne = (size_t)N * (vn ? vn : 1);
  void *a = cltest_malloc(ne * bytes), *b = cltest_malloc(ne * bytes), *c = cltest_malloc(ne * bytes);
  void *got = cltest_malloc(4 * ne * bytes), *want = cltest_malloc(4 * ne * bytes);
  int32_t *gota = cltest_malloc(N * 4), *wanta = cltest_malloc(N * 4);
  kh_gen_int(a, ne, bytes, seed);
  kh_gen_int(b, ne, bytes, seed + 1);
  kh_gen_int(c, ne, bytes, seed + 2);
  for (size_t i = 0; i < ne; i += 7) kh_put(b, i, bytes, kh_getu(a, i, bytes));
  /* vectors whose conditions are all negative or all non-negative */
  for (size_t v = 0; vn && v < N; v += 4)
    for (unsigned j = 0; j < vn; j++) {
      uint64_t z = kh_getu(c, v * vn + j, bytes);
      uint64_t msb = 1ull << (w - 1);
      kh_put(c, v * vn + j, bytes, v % 8 ? z | msb : z & ~msb);
    }
  cl_mem ma = kh_in(&h, a, ne * bytes), mb = kh_in(&h, b, ne * bytes), mc = kh_in(&h, c, ne * bytes);
  cl_mem mo = kh_out(&h, 4 * ne * bytes), moa = kh_out(&h, N * 4);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mb);
  kh_arg_mem(k, 2, mc);
  kh_arg_mem(k, 3, mo);
  kh_arg_mem(k, 4, moa);
  size_t g = N;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, 4 * ne * bytes);
  kh_read(&h, moa, gota, N * 4);
  for (size_t i = 0; i < ne; i++) {
    uint64_t x = kh_getu(a, i, bytes), y = kh_getu(b, i, bytes), z = kh_getu(c, i, bytes);
    bool msb = (z >> (w - 1)) & 1;
    bool cond = vn ? msb : z != 0;
    bool less = s ? sval(x, w) < sval(y, w) : x < y;
    kh_put(want, i, bytes, cond ? y : x);
    kh_put(want, ne + i, bytes, cond ? y : x);
    kh_put(want, 2 * ne + i, bytes, (x & ~z) | (y & z));
    kh_put(want, 3 * ne + i, bytes, vn ? (less ? x : z) : (less ? z : x));
  }
  for (size_t v = 0; v < N; v++) {
    unsigned comps = vn ? vn : 1;
    int any_z = 0, all_z = 1, any_l = 0, all_ge = 1;
    for (unsigned j = 0; j < comps; j++) {
      size_t i = v * comps + j;
      uint64_t x = kh_getu(a, i, bytes), y = kh_getu(b, i, bytes), z = kh_getu(c, i, bytes);
      bool msb = (z >> (w - 1)) & 1;
      bool less = s ? sval(x, w) < sval(y, w) : x < y;
      any_z |= msb, all_z &= msb, any_l |= less, all_ge &= !less;
    }
    wanta[v] = any_z | all_z << 1 | (vn ? (any_l << 2 | all_ge << 3) : 0);
  }
  static const char *what[] = {"select", "select(unsigned c)", "bitselect", "compare ?:"};
  for (int j = 0; j < 4; j++) {
    char w2[96];
    snprintf(w2, sizeof w2, "%s %s", name, what[j]);
    kh_check_int(w2, (char *)got + j * ne * bytes, (char *)want + j * ne * bytes, ne, bytes);
  }
  char w3[96];
  snprintf(w3, sizeof w3, "%s any/all", name);
  kh_check_u32(w3, (uint32_t *)gota, (uint32_t *)wanta, N);
  clReleaseMemObject(ma), clReleaseMemObject(mb), clReleaseMemObject(mc);
  clReleaseMemObject(mo), clReleaseMemObject(moa);
  free(a), free(b), free(c), free(got), free(want), free(gota), free(wanta);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(sel_char) { run_sel("char", 1, true, 0, 311); }
TEST(sel_ushort) { run_sel("ushort", 2, false, 0, 312); }
TEST(sel_int) { run_sel("int", 4, true, 0, 313); }
TEST(sel_ulong) { run_sel("ulong", 8, false, 0, 314); }
TEST(sel_char16) { run_sel("char", 1, true, 16, 315); }
TEST(sel_uchar3) { run_sel("uchar", 1, false, 3, 316); }
TEST(sel_short8) { run_sel("short", 2, true, 8, 317); }
TEST(sel_uint4) { run_sel("uint", 4, false, 4, 318); }
TEST(sel_long2) { run_sel("long", 8, true, 2, 319); }
TEST(sel_ulong16) { run_sel("ulong", 8, false, 16, 320); }

/* shuffle(x, mask)[k] = x[mask[k] % n]; shuffle2(x, y, mask)[k] =
 * (x ++ y)[mask[k] % 2n], on raw component bits. */
static void shuf(const void *x, const void *y, unsigned n, const void *mask, unsigned mbytes,
                 unsigned m, unsigned bytes, void *out) {
  for (unsigned k = 0; k < m; k++) {
    uint64_t idx = kh_getu(mask, k, mbytes) & ((y ? 2 * n : n) - 1);
    kh_put(out, k, bytes, idx < n ? kh_getu(x, idx, bytes) : kh_getu(y, idx - n, bytes));
  }
}

TEST(shuffles) {
  kh h;
  kh_open(&h, "relational");
  cl_kernel k = kh_kernel(&h, "shuffles");
  enum { G = 64 };
  static uint32_t in[G * 64], masks[G * 64], got[G * 96], want[G * 96];
  cltest_fill(in, sizeof in, 330);
  cltest_fill(masks, sizeof masks, 331);
  /* some masks with exactly the allowed bits, some with high bits set */
  for (size_t i = 0; i < G * 64; i += 3) masks[i] &= 0x0f0f0f0f;
  cl_mem mi = kh_in(&h, in, sizeof in), mm = kh_in(&h, masks, sizeof masks), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mm);
  kh_arg_mem(k, 2, mo);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  memset(want, 0xcd, sizeof want);
  for (size_t i = 0; i < G; i++) {
    const uint32_t *p = in + i * 64, *mk = masks + i * 64;
    uint32_t *q = want + i * 96;
    shuf(p, NULL, 4, mk, 4, 8, 4, q);                         /* float4 by uint8 */
    shuf(p + 4, p + 6, 8, mk + 8, 1, 16, 1, q + 8);           /* char8, char8 by uchar16 */
    shuf(p + 8, NULL, 2, mk + 16, 8, 4, 8, q + 16);           /* ulong2 by ulong4 */
    shuf(p + 16, NULL, 16, mk + 32, 4, 16, 4, q + 32);        /* int16 by uint16 */
    shuf(p + 32, p + 34, 4, mk + 48, 2, 2, 2, q + 48);        /* short4, short4 by ushort2 */
    shuf(p + 36, p + 38, 2, mk + 56, 4, 8, 4, q + 56);        /* uint2, uint2 by uint8 */
    shuf(p + 32, p + 48, 16, mk + 52, 4, 4, 4, q + 64);       /* float16, float16 by uint4 */
    const uint32_t c1[4] = {3, 2, 1, 0}, c2[8] = {0, 4, 1, 5, 2, 6, 7, 3}, c3[4] = {15, 0, 17, 8};
    shuf(p, NULL, 4, c1, 4, 4, 4, q + 68);
    shuf(p, p + 4, 4, c2, 4, 8, 4, q + 72);
    shuf(p + 16, NULL, 16, c3, 4, 4, 4, q + 80);
  }
  kh_check_u32("shuffles", got, want, G * 96);
  clReleaseMemObject(mi), clReleaseMemObject(mm), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
