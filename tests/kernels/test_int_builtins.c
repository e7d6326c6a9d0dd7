/* test_int_builtins.c: the integer built-ins of OpenCL C 6.15.3
 * (int_builtins.cl) for char to ulong, scalars and vectors of 2 to 16
 * components, against references computed exactly in 128-bit arithmetic
 * from the specification's definitions: saturation clamps the exact
 * result, hadd/rhadd are floor((x + y) / 2) and floor((x + y + 1) / 2),
 * mul_hi the high half of the exact product, rotate counts modulo the
 * width, clz/ctz of 0 the width. */
#include "kernel_harness.h"

typedef __int128 i128;
typedef unsigned __int128 u128;

#define N 256

/* The value of w-bit raw bits read as signed or unsigned. */
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
static i128 tmin(unsigned w, bool s) { return s ? -((i128)1 << (w - 1)) : 0; }
static i128 tmax(unsigned w, bool s) { return ((i128)1 << (s ? w - 1 : w)) - 1; }
static i128 clampi(i128 v, i128 lo, i128 hi) { return v < lo ? lo : v > hi ? hi : v; }
static i128 maxi(i128 a, i128 b) { return a > b ? a : b; }
static i128 mini(i128 a, i128 b) { return a < b ? a : b; }

/* floor(X * Y / 2^w), exact: unsigned 64-bit products need 128 unsigned bits */
static i128 mulhi(uint64_t x, uint64_t y, unsigned w, bool s) {
  if (!s) return (i128)(((u128)wrap(x, w) * (u128)wrap(y, w)) >> w);
  return (val(x, w, true) * val(y, w, true)) >> w; /* arithmetic shift: floor */
}

static uint64_t ref(int op, unsigned w, bool s, uint64_t x, uint64_t y, uint64_t z,
                    uint64_t lo, uint64_t hi, uint64_t sc) {
  i128 X = val(x, w, s), Y = val(y, w, s), Z = val(z, w, s);
  i128 L = tmin(w, s), H = tmax(w, s);
  uint64_t ux = wrap(x, w);
  switch (op) {
  case 0: return wrap(X < 0 ? -X : X, w);                       /* abs */
  case 1: return wrap(X > Y ? X - Y : Y - X, w);                /* abs_diff */
  case 2: return wrap(clampi(X + Y, L, H), w);                  /* add_sat */
  case 3: return wrap(clampi(X - Y, L, H), w);                  /* sub_sat */
  case 4: return wrap((X + Y) >> 1, w);                         /* hadd */
  case 5: return wrap((X + Y + 1) >> 1, w);                     /* rhadd */
  case 6: return wrap(clampi(X, mini(Y, Z), maxi(Y, Z)), w);    /* clamp */
  case 7: {                                                     /* clz */
    unsigned n = 0;
    for (int b = (int)w - 1; b >= 0 && !((ux >> b) & 1); b--) n++;
    return n;
  }
  case 8: {                                                     /* ctz */
    unsigned n = 0;
    for (unsigned b = 0; b < w && !((ux >> b) & 1); b++) n++;
    return n;
  }
  case 9: return wrap(mulhi(x, y, w, s) + Z, w);                /* mad_hi */
  case 10:                                                      /* mad_sat */
    if (!s) {
      u128 p = (u128)wrap(x, w) * (u128)wrap(y, w) + (u128)wrap(z, w);
      return p > (u128)H ? wrap(H, w) : (uint64_t)p;
    }
    return wrap(clampi(X * Y + Z, L, H), w);
  case 11: return wrap(maxi(X, Y), w);
  case 12: return wrap(mini(X, Y), w);
  case 13: return wrap(mulhi(x, y, w, s), w);                   /* mul_hi */
  case 14: {                                                    /* rotate */
    unsigned n = (unsigned)(wrap(y, w) % w);
    return n ? wrap((i128)((ux << n) | (ux >> (w - n))), w) : ux;
  }
  case 15: {                                                    /* popcount */
    unsigned n = 0;
    for (unsigned b = 0; b < w; b++) n += (ux >> b) & 1;
    return n;
  }
  case 16: return wrap(clampi(X, val(lo, w, s), val(hi, w, s)), w);
  case 17: return wrap(maxi(X, val(sc, w, s)), w);
  case 18: return wrap(mini(X, val(sc, w, s)), w);
  default: return 0;
  }
}

static const char *op_names[] = {"abs", "abs_diff", "add_sat", "sub_sat", "hadd", "rhadd",
                                 "clamp", "clz", "ctz", "mad_hi", "mad_sat", "max", "min",
                                 "mul_hi", "rotate", "popcount", "clamp(scalar)",
                                 "max(scalar)", "min(scalar)"};

/* One kernel ib_<type>[n]: bytes per component, signedness, vector size
 * (0: scalar). */
static void run_ib(const char *type, unsigned bytes, bool s, unsigned vn, uint64_t seed) {
  kh h;
  kh_open(&h, "int_builtins");
  char name[64];
  if (vn) snprintf(name, sizeof name, "ib_%s%u", type, vn);
  else snprintf(name, sizeof name, "ib_%s", type);
  cl_kernel k = kh_kernel(&h, name);
  unsigned w = bytes * 8, comps = vn ? vn : 1, nops = vn ? 19 : 16;
  size_t ne = (size_t)N * comps; /* elements of each input */
  void *a = cltest_malloc(ne * bytes), *b = cltest_malloc(ne * bytes), *c = cltest_malloc(ne * bytes);
  kh_gen_int(a, ne, bytes, seed);
  kh_gen_int(b, ne, bytes, seed + 1);
  kh_gen_int(c, ne, bytes, seed + 2);
  /* pairs of edge values side by side: x op x, MIN op -1, MAX op MAX... */
  for (size_t i = 0; i + 1 < ne; i += 16) kh_put(b, i, bytes, kh_getu(a, i, bytes));
  size_t osize = ne * nops * bytes;
  void *got = cltest_malloc(osize), *want = cltest_malloc(osize);
  cl_mem ma = kh_in(&h, a, ne * bytes), mb = kh_in(&h, b, ne * bytes), mc = kh_in(&h, c, ne * bytes);
  cl_mem mo = kh_out(&h, osize);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mb);
  kh_arg_mem(k, 2, mc);
  kh_arg_mem(k, 3, mo);
  /* scalar operands of the vector forms: lo <= hi */
  uint64_t lo = 0, hi = 0, sc = 0;
  if (vn) {
    uint64_t r[3];
    kh_gen_int(r, 3, 8, seed + 3);
    lo = wrap((i128)r[0], w), hi = wrap((i128)r[1], w), sc = wrap((i128)r[2], w);
    if (val(lo, w, s) > val(hi, w, s)) {
      uint64_t t = lo;
      lo = hi, hi = t;
    }
    uint8_t buf[3][8];
    memset(buf, 0, sizeof buf);
    kh_put(buf[0], 0, bytes, lo);
    kh_put(buf[1], 0, bytes, hi);
    kh_put(buf[2], 0, bytes, sc);
    for (int j = 0; j < 3; j++) kh_arg(k, 4 + (cl_uint)j, bytes, buf[j]);
  }
  size_t g = N;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, osize);
  for (unsigned op = 0; op < nops; op++)
    for (size_t i = 0; i < ne; i++)
      kh_put(want, op * ne + i, bytes,
             ref((int)op, w, s, kh_getu(a, i, bytes), kh_getu(b, i, bytes), kh_getu(c, i, bytes), lo, hi, sc));
  for (unsigned op = 0; op < nops; op++) {
    char what[96];
    snprintf(what, sizeof what, "%s %s", name, op_names[op]);
    kh_check_int(what, (char *)got + op * ne * bytes, (char *)want + op * ne * bytes, ne, bytes);
  }
  clReleaseMemObject(ma), clReleaseMemObject(mb), clReleaseMemObject(mc), clReleaseMemObject(mo);
  free(a), free(b), free(c), free(got), free(want);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(ib_char) { run_ib("char", 1, true, 0, 101); }
TEST(ib_uchar) { run_ib("uchar", 1, false, 0, 102); }
TEST(ib_short) { run_ib("short", 2, true, 0, 103); }
TEST(ib_ushort) { run_ib("ushort", 2, false, 0, 104); }
TEST(ib_int) { run_ib("int", 4, true, 0, 105); }
TEST(ib_uint) { run_ib("uint", 4, false, 0, 106); }
TEST(ib_long) { run_ib("long", 8, true, 0, 107); }
TEST(ib_ulong) { run_ib("ulong", 8, false, 0, 108); }
TEST(ib_char16) { run_ib("char", 1, true, 16, 111); }
TEST(ib_uchar3) { run_ib("uchar", 1, false, 3, 112); }
TEST(ib_short8) { run_ib("short", 2, true, 8, 113); }
TEST(ib_ushort4) { run_ib("ushort", 2, false, 4, 114); }
TEST(ib_int2) { run_ib("int", 4, true, 2, 115); }
TEST(ib_uint16) { run_ib("uint", 4, false, 16, 116); }
TEST(ib_long3) { run_ib("long", 8, true, 3, 117); }
TEST(ib_ulong8) { run_ib("ulong", 8, false, 8, 118); }

/* upsample(hi, lo) = hi << width | lo (lo unsigned), scalar and vector */
TEST(ib_upsample) {
  kh h;
  kh_open(&h, "int_builtins");
  cl_kernel k = kh_kernel(&h, "ib_upsample");
  cl_kernel kv = kh_kernel(&h, "ib_upsample_vec");
  enum { M = 512 };
  static uint8_t c[M + 16], uc[M + 16];
  static uint16_t s[M + 16], us[M + 16];
  static uint32_t x[M + 16], ux[M + 16];
  kh_gen_int(c, M + 16, 1, 21);
  kh_gen_int(uc, M + 16, 1, 22);
  kh_gen_int(s, M + 16, 2, 23);
  kh_gen_int(us, M + 16, 2, 24);
  kh_gen_int(x, M + 16, 4, 25);
  kh_gen_int(ux, M + 16, 4, 26);
  cl_mem in[6] = {kh_in(&h, c, sizeof c), kh_in(&h, uc, sizeof uc), kh_in(&h, s, sizeof s),
                  kh_in(&h, us, sizeof us), kh_in(&h, x, sizeof x), kh_in(&h, ux, sizeof ux)};
  const unsigned ob[6] = {2, 2, 4, 4, 8, 8};
  cl_mem out[6];
  for (int j = 0; j < 6; j++) {
    out[j] = kh_out(&h, M * ob[j]);
    kh_arg_mem(k, (cl_uint)j, in[j]);
    kh_arg_mem(k, 6 + (cl_uint)j, out[j]);
  }
  size_t g = M;
  kh_run(&h, k, 1, NULL, &g, NULL);
  static uint64_t got[M], want[M];
  for (int j = 0; j < 6; j++) {
    kh_read(&h, out[j], got, M * ob[j]);
    for (size_t i = 0; i < M; i++) {
      uint64_t hi, lo;
      switch (j) {
      case 0: hi = c[i], lo = uc[i]; break;
      case 1: hi = uc[i], lo = uc[i ^ 1]; break;
      case 2: hi = s[i], lo = us[i]; break;
      case 3: hi = us[i], lo = us[i ^ 1]; break;
      case 4: hi = x[i], lo = ux[i]; break;
      default: hi = ux[i], lo = ux[i ^ 1]; break;
      }
      /* (hi << w) | lo: the raw bits of hi above those of lo */
      kh_put(want, i, ob[j], hi << (ob[j] * 4) | lo);
    }
    char what[32];
    snprintf(what, sizeof what, "upsample #%d", j);
    kh_check_int(what, got, want, M, ob[j]);
  }
  /* vectors: char16/uchar16 -> short16, ushort3 -> uint3, int4/uint4 -> long4 */
  cl_mem vo[3] = {kh_out(&h, M * 2), kh_out(&h, M * 4), kh_out(&h, M * 8)};
  for (int j = 0; j < 6; j++) kh_arg_mem(kv, (cl_uint)j, in[j]);
  for (int j = 0; j < 3; j++) kh_arg_mem(kv, 6 + (cl_uint)j, vo[j]);
  g = M / 16;
  kh_run(&h, kv, 1, NULL, &g, NULL);
  kh_read(&h, vo[0], got, M * 2);
  for (size_t i = 0; i < M; i++) kh_put(want, i, 2, (uint64_t)c[i] << 8 | uc[i]);
  kh_check_int("upsample char16", got, want, M, 2);
  kh_read(&h, vo[1], got, M * 4);
  for (size_t i = 0; i < g * 3; i++) kh_put(want, i, 4, (uint64_t)us[i] << 16 | us[i + 1]);
  kh_check_int("upsample ushort3", got, want, g * 3, 4);
  kh_read(&h, vo[2], got, M * 8);
  for (size_t i = 0; i < g * 4; i++) want[i] = (uint64_t)x[i] << 32 | ux[i];
  kh_check_int("upsample int4", got, want, g * 4, 8);
  for (int j = 0; j < 6; j++) clReleaseMemObject(in[j]), clReleaseMemObject(out[j]);
  for (int j = 0; j < 3; j++) clReleaseMemObject(vo[j]);
  clReleaseKernel(k);
  clReleaseKernel(kv);
  kh_close(&h);
}

/* mul24/mad24: inputs in the 24-bit ranges of the specification
 * ([-2^23, 2^23 - 1] signed, [0, 2^24 - 1] unsigned); the result is the
 * product (plus c) in 32 bits. */
TEST(ib_24) {
  kh h;
  kh_open(&h, "int_builtins");
  cl_kernel k = kh_kernel(&h, "ib_24");
  enum { M = 1024 };
  static int32_t a[M], b[M], c[M];
  static uint32_t ua[M], ub[M], uc[M];
  kh_gen_int(a, M, 4, 31);
  kh_gen_int(b, M, 4, 32);
  kh_gen_int(c, M, 4, 33);
  kh_gen_int(ua, M, 4, 34);
  kh_gen_int(ub, M, 4, 35);
  kh_gen_int(uc, M, 4, 36);
  const int32_t edges[] = {-(1 << 23), (1 << 23) - 1, 0, -1, 1, -(1 << 23) + 1};
  for (size_t i = 0; i < M; i++) {
    a[i] = (int32_t)((uint32_t)a[i] << 8) >> 8; /* sign-extend the low 24 bits */
    b[i] = (int32_t)((uint32_t)b[i] << 8) >> 8;
    if (i % 7 == 0) a[i] = edges[(i / 7) % 6];
    if (i % 5 == 0) b[i] = edges[(i / 5) % 6];
    ua[i] &= 0xffffff;
    ub[i] &= 0xffffff;
    if (i % 9 == 0) ua[i] = 0xffffff;
  }
  cl_mem in[6] = {kh_in(&h, a, sizeof a), kh_in(&h, b, sizeof b), kh_in(&h, c, sizeof c),
                  kh_in(&h, ua, sizeof ua), kh_in(&h, ub, sizeof ub), kh_in(&h, uc, sizeof uc)};
  cl_mem o = kh_out(&h, 3 * M * 4), uo = kh_out(&h, 3 * M * 4);
  for (int j = 0; j < 6; j++) kh_arg_mem(k, (cl_uint)j, in[j]);
  kh_arg_mem(k, 6, o);
  kh_arg_mem(k, 7, uo);
  size_t g = M;
  kh_run(&h, k, 1, NULL, &g, NULL);
  static uint32_t got[3 * M], want[3 * M], ugot[3 * M], uwant[3 * M];
  kh_read(&h, o, got, sizeof got);
  kh_read(&h, uo, ugot, sizeof ugot);
  for (size_t i = 0; i < M; i++) {
    uint32_t p = (uint32_t)((int64_t)a[i] * b[i]);
    uint32_t up = (uint32_t)((uint64_t)ua[i] * ub[i]);
    want[i] = want[2 * M + i] = p;
    want[M + i] = p + (uint32_t)c[i];
    uwant[i] = up;
    uwant[M + i] = uwant[2 * M + i] = up + uc[i];
  }
  kh_check_u32("mul24/mad24 int", got, want, 3 * M);
  kh_check_u32("mul24/mad24 uint", ugot, uwant, 3 * M);
  for (int j = 0; j < 6; j++) clReleaseMemObject(in[j]);
  clReleaseMemObject(o), clReleaseMemObject(uo);
  clReleaseKernel(k);
  kh_close(&h);
}
