/* test_int_arith.c: integer arithmetic (int_arith.cl) for every integer
 * type against references written from OpenCL C 6.3: scalars of 8 and 16
 * bits are promoted to int (so their shift counts are masked to 5 bits and
 * CHAR_MIN / -1 is 128, truncated on store), vectors compute in their
 * element width (shift counts masked to log2 of it), division truncates
 * toward zero and the remainder has the dividend's sign, comparisons give
 * 1 (scalar) or -1 (vector component). */
#include "kernel_harness.h"

typedef __int128 i128;

#define N 512

static i128 val(uint64_t bits, unsigned w, bool s) {
  uint64_t mask = w == 64 ? UINT64_MAX : (1ull << w) - 1;
  bits &= mask;
  if (s && (bits >> (w - 1)) & 1) return (i128)bits - ((i128)1 << w);
  return (i128)bits;
}
static uint64_t wrap(i128 v, unsigned w) {
  uint64_t mask = w == 64 ? UINT64_MAX : (1ull << w) - 1;
  return (uint64_t)v & mask;
}
/* The product modulo 2^w (in 128 unsigned bits: no overflow). */
static uint64_t mulw(i128 x, i128 y, unsigned w) {
  uint64_t mask = w == 64 ? UINT64_MAX : (1ull << w) - 1;
  return (uint64_t)((unsigned __int128)x * (unsigned __int128)y) & mask;
}

/* Output `op` of the scalar kernel arith_<type> (w bits, signed s). */
static uint64_t scalar_ref(int op, unsigned w, bool s, uint64_t x, uint64_t y, uint64_t z) {
  i128 X = val(x, w, s), Y = val(y, w, s), Z = val(z, w, s);
  i128 tmin = s ? -((i128)1 << (w - 1)) : 0;
  bool wide_signed = s && w >= 32; /* no promotion: MIN / -1 is undefined, guarded */
  i128 d = Y != 0 ? Y : 1, e = d;
  if (wide_signed && X == tmin && d == -1) d = 1;
  if (wide_signed && Z == tmin && e == -1) e = 1;
  /* shift counts: the promoted type (int for 8-32 bits, long) */
  unsigned cmask = w == 64 ? 63 : 31;
  unsigned cnt = (unsigned)(wrap(y, w) & cmask);
  uint64_t ux = wrap(x, w);
  switch (op) {
  case 0: return wrap(X + Y, w);
  case 1: return wrap(X - Y, w);
  case 2: return mulw(X, Y, w);
  case 3: return wrap(X / d, w);
  case 4: return wrap(Z % e, w);
  case 5: return wrap((i128)(w == 64 ? ux << cnt : (uint64_t)ux << cnt), w);
  case 6: return wrap(X >> cnt, w); /* arithmetic for negative values */
  case 7: return wrap(x & y, w);
  case 8: return wrap(x | y, w);
  case 9: return wrap(x ^ y, w);
  case 10: return wrap(~x, w);
  case 11: return wrap(-X, w);
  case 12:
    return (uint64_t)((X < Y) | (X <= Y) << 1 | (X > Y) << 2 | (X >= Y) << 3 | (X == Y) << 4 |
                      (X != Y) << 5 | (X == 0) << 6 | (X != 0 && Y != 0) << 7);
  case 13: return wrap(X / 7, w);
  case 14: return wrap(Z % (s ? -5 : 13), w);
  case 15: return wrap(X / 8, w);
  case 16: return wrap(Z % 8, w);
  case 17: return wrap(X >> 3, w);
  default: return 0;
  }
}

/* Output `op` of the vector kernel arith_<type><n>: element width only. */
static uint64_t vector_ref(int op, unsigned w, bool s, uint64_t x, uint64_t y, uint64_t z) {
  i128 X = val(x, w, s), Y = val(y, w, s), Z = val(z, w, s);
  i128 tmin = s ? -((i128)1 << (w - 1)) : 0;
  i128 m1 = val(UINT64_MAX, w, s); /* (T)-1 */
  i128 d = Y == 0 ? 1 : Y;
  i128 e = Z == tmin && d == m1 ? 1 : d;
  if (X == tmin && d == m1) d = 1;
  unsigned cnt = (unsigned)(wrap(y, w) & (w - 1));
  uint64_t ux = wrap(x, w);
  switch (op) {
  case 0: return wrap(X + Y, w);
  case 1: return wrap(X - Y, w);
  case 2: return mulw(X, Y, w);
  case 3: return wrap(X / d, w);
  case 4: return wrap(Z % e, w);
  case 5: return wrap((i128)(ux << cnt), w);
  case 6: return wrap(X >> cnt, w);
  case 7: return wrap(x & y, w);
  case 8: return wrap(x | y, w);
  case 9: return wrap(~x, w);
  case 10: return wrap(-X, w);
  case 11: /* each comparison is -1 (all bits) or 0, masked by its bit */
    return (uint64_t)((X < Y) | (X <= Y) << 1 | (X > Y) << 2 | (X >= Y) << 3 | (X == Y) << 4 |
                      (X != Y) << 5 | (X == 0) << 6);
  case 12: return wrap(X / 7, w);
  case 13: return wrap(Z % 8, w);
  case 14: return wrap(X >> 3, w);
  case 15: return wrap((i128)(ux << 1), w); /* count w + 1 masked to 1 */
  default: return 0;
  }
}

static void run_arith(const char *type, unsigned bytes, bool s, unsigned vn, uint64_t seed) {
  kh h;
  kh_open(&h, "int_arith");
  char name[64];
  if (vn) snprintf(name, sizeof name, "arith_%s%u", type, vn);
  else snprintf(name, sizeof name, "arith_%s", type);
  cl_kernel k = kh_kernel(&h, name);
  unsigned w = bytes * 8, nops = vn ? 16 : 18;
  size_t ne = (size_t)N * (vn ? vn : 1);
  void *a = cltest_malloc(ne * bytes), *b = cltest_malloc(ne * bytes), *c = cltest_malloc(ne * bytes);
  kh_gen_int(a, ne, bytes, seed);
  kh_gen_int(b, ne, bytes, seed + 1);
  kh_gen_int(c, ne, bytes, seed + 2);
  /* MIN / -1, x / x, x / 0 and MIN % -1 side by side */
  uint64_t smin = 1ull << (w - 1), all = wrap(-1, w);
  for (size_t i = 0; i + 4 < ne; i += 32) {
    kh_put(a, i, bytes, smin), kh_put(b, i, bytes, all);
    kh_put(b, i + 1, bytes, kh_getu(a, i + 1, bytes));
    kh_put(b, i + 2, bytes, 0);
    kh_put(c, i + 3, bytes, smin), kh_put(b, i + 3, bytes, all);
  }
  size_t osize = ne * nops * bytes;
  void *got = cltest_malloc(osize), *want = cltest_malloc(osize);
  cl_mem ma = kh_in(&h, a, ne * bytes), mb = kh_in(&h, b, ne * bytes), mc = kh_in(&h, c, ne * bytes);
  cl_mem mo = kh_out(&h, osize);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mb);
  kh_arg_mem(k, 2, mc);
  kh_arg_mem(k, 3, mo);
  size_t g = N;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, osize);
  for (unsigned op = 0; op < nops; op++)
    for (size_t i = 0; i < ne; i++) {
      uint64_t x = kh_getu(a, i, bytes), y = kh_getu(b, i, bytes), z = kh_getu(c, i, bytes);
      kh_put(want, op * ne + i, bytes, vn ? vector_ref((int)op, w, s, x, y, z) : scalar_ref((int)op, w, s, x, y, z));
    }
  static const char *sn[] = {"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "~", "neg",
                             "compare", "/7", "%K", "/8", "%8", ">>3"};
  static const char *vnm[] = {"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "~", "neg",
                              "compare", "/7", "%8", ">>3", "<<(w+1)"};
  for (unsigned op = 0; op < nops; op++) {
    char what[96];
    snprintf(what, sizeof what, "%s %s", name, vn ? vnm[op] : sn[op]);
    kh_check_int(what, (char *)got + op * ne * bytes, (char *)want + op * ne * bytes, ne, bytes);
  }
  clReleaseMemObject(ma), clReleaseMemObject(mb), clReleaseMemObject(mc), clReleaseMemObject(mo);
  free(a), free(b), free(c), free(got), free(want);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(arith_char) { run_arith("char", 1, true, 0, 201); }
TEST(arith_uchar) { run_arith("uchar", 1, false, 0, 202); }
TEST(arith_short) { run_arith("short", 2, true, 0, 203); }
TEST(arith_ushort) { run_arith("ushort", 2, false, 0, 204); }
TEST(arith_int) { run_arith("int", 4, true, 0, 205); }
TEST(arith_uint) { run_arith("uint", 4, false, 0, 206); }
TEST(arith_long) { run_arith("long", 8, true, 0, 207); }
TEST(arith_ulong) { run_arith("ulong", 8, false, 0, 208); }
TEST(arith_char16) { run_arith("char", 1, true, 16, 211); }
TEST(arith_ushort3) { run_arith("ushort", 2, false, 3, 212); }
TEST(arith_int4) { run_arith("int", 4, true, 4, 213); }
TEST(arith_ulong2) { run_arith("ulong", 8, false, 2, 214); }
TEST(arith_long8) { run_arith("long", 8, true, 8, 215); }

/* index_div64 with dividends that fit in 32 bits and past them: the six
 * loads of each work-item read the elements their indexes name. */
TEST(index_div64) {
  kh h;
  kh_open(&h, "int_arith");
  cl_kernel k = kh_kernel(&h, "index_div64");
  const size_t n = 216; /* 9 work-groups of 24 */
  int32_t buf[2 * n], got[6 * n], want[6 * n]; /* quotients reach 5n / 3 */
  for (size_t i = 0; i < 2 * n; i++) buf[i] = (int32_t)(i * 7 + 3);
  for (size_t g = 0; g < n; g++) {
    size_t idx[6] = {(g * 5 + 1) % n, (g * 3 + 2) % n, (g * 5 + 1) / 3, (g * 3 + 2) / 3, (g * 5 + 1) / 3, (g * 3 + 2) / 3};
    for (int j = 0; j < 6; j++) want[6 * g + j] = buf[idx[j]];
  }
  cl_mem mb = kh_in(&h, buf, sizeof buf), mo = kh_out(&h, sizeof got);
  const uint64_t bigs[] = {0, (uint64_t)3 * n << 33};
  for (int b = 0; b < 2; b++) {
    cl_ulong nn = n, big = bigs[b];
    kh_arg_mem(k, 0, mb);
    kh_arg_mem(k, 1, mo);
    kh_arg(k, 2, sizeof nn, &nn);
    kh_arg(k, 3, sizeof big, &big);
    size_t gl = n, l = 24;
    kh_run(&h, k, 1, NULL, &gl, &l);
    kh_read(&h, mo, got, sizeof got);
    kh_check_u32(b ? "index_div64 (64-bit dividends)" : "index_div64 (32-bit dividends)", (uint32_t *)got,
                 (uint32_t *)want, 6 * n);
  }
  clReleaseMemObject(mb), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
