/* math_trig.c: sin, cos, tan, sincos, sinpi, cospi, tanpi, asin, acos,
 * atan, atan2 and their pi forms, for float and double.
 *
 * Argument reduction is exact for every finite input (OpenCL asks for 4
 * ulp everywhere): a Payne-Hanek reduction in integer arithmetic. With
 * |x| = M 2^E (M the integer significand), x 2/pi mod 4 only needs the bits
 * of 2/pi from index E - 1 on; a window of 128 (float) or 192 (double)
 * bits of them, picked from a table of 64-bit words by selects and a
 * funnel shift, is multiplied by M in 32-bit limbs. The top two bits of the
 * product are the quadrant, the next 64 (128) bits the fraction, which
 * becomes a double word and is multiplied by pi/2 (double word) into
 * r in [-pi/4, pi/4]. The window leaves an error below 2^-100 (2^-137) of
 * a quadrant, far below the closest approach of a float (double) to a
 * multiple of pi/2. Below pi/4 the argument is used as it is.
 *
 * Kernels on [-pi/4, pi/4]: sin r = r + r^3 S(r^2), cos r = 1 - r^2/2 +
 * r^4 C(r^2) (minimax), the low part of r folded in to first order; tan is
 * sin/cos or -cos/sin with an accurate division. sinpi and friends reduce
 * exactly (x - n/2) and multiply by pi in double words. atan reduces to
 * [0, tan(pi/8)] by 1/x and (t-1)/(t+1) in double words; atan2 divides the
 * smaller magnitude by the larger after scaling both alike; asin and acos
 * use x itself below 1/2 and 2 asin(sqrt((1-|x|)/2)) above, with
 * sqrt as a double word. Results are double words until the last
 * rounding, so the pi forms multiply by 1/pi before it. */
#include <math.h>

#include "math_coeffs.h"
#include "math_fn.h"

#define POLY(x, u, NAME)                                                                          \
  m_fhorner(x, u, (x)->w == 64 ? C_##NAME##_64 : C_##NAME##_32,                                    \
          (x)->w == 64 ? (int)(sizeof C_##NAME##_64 / sizeof(double)) : (int)(sizeof C_##NAME##_32 / sizeof(double)))

static uint32_t u32t(mb *x) { return ir_type_like(x->m, x->ft, ir_type_int(x->m, 32, 0)); }
static uint32_t u64t(mb *x) { return ir_type_like(x->m, x->ft, ir_type_int(x->m, 64, 0)); }
static uint32_t K64(mb *x, uint64_t v) { return ir_const_splat(x->m, u64t(x), v); }
static uint32_t K32(mb *x, uint32_t v) { return ir_const_splat(x->m, u32t(x), v); }
static uint32_t to64(mb *x, uint32_t v) {
  return ir_type_of(x->m, v) == u64t(x) ? v : ir_op1(x->b, SpvOpUConvert, u64t(x), v);
}
static uint32_t to32(mb *x, uint32_t v) {
  return ir_type_of(x->m, v) == u32t(x) ? v : ir_op1(x->b, SpvOpUConvert, u32t(x), v);
}
static uint32_t op64(mb *x, uint32_t op, uint32_t a, uint32_t b) { return ir_op2(x->b, op, u64t(x), a, b); }
static uint32_t lo32(mb *x, uint32_t v) { return to32(x, v); }
static uint32_t hi32(mb *x, uint32_t v) { return to32(x, op64(x, SpvOpShiftRightLogical, v, K64(x, 32))); }

/* Highest set bit of a 64-bit value (-1 for 0), 32-bit result. */
static uint32_t msb64(mb *x, uint32_t v) {
  uint32_t h = ocl_g1(x->k, x->it, GLSLstd450FindUMsb, hi32(x, v));
  uint32_t l = ocl_g1(x->k, x->it, GLSLstd450FindUMsb, lo32(x, v));
  return m_sel(x, m_icmp(x, SpvOpIEqual, hi32(x, v), K32(x, 0)), l, m_iop2(x, SpvOpIAdd, h, m_ki(x, 32)));
}

/* ---- Payne-Hanek ------------------------------------------------------------ */

typedef struct reduced {
  df r;       /* x - q pi/2, |r| <= pi/4 (a little more before rounding) */
  uint32_t q; /* quadrant mod 4 (32-bit) */
} reduced;

static uint64_t table_word(int i) {
  if (i == 0) return 0;
  return (uint64_t)TWO_OVER_PI[2 * i - 2] << 32 | TWO_OVER_PI[2 * i - 1];
}

/* |a| reduced; a finite with |a| >= pi/4 (other lanes: garbage) */
static reduced payne_hanek(mb *x, uint32_t aa) {
  int nw = x->w == 64 ? 3 : 2;            /* window words of 64 bits */
  int maxwi = x->w == 64 ? 16 : 2;        /* last first-word index */
  uint32_t bits = m_ubits(x, aa);
  uint32_t ef = m_to_i32(x, m_iop2(x, SpvOpShiftRightLogical, bits, m_ku(x, (uint64_t)(x->p - 1))));
  uint32_t M = to64(x, m_iop2(x, SpvOpBitwiseOr, m_iop2(x, SpvOpBitwiseAnd, bits, m_ku(x, (1ull << (x->p - 1)) - 1)),
                            m_ku(x, 1ull << (x->p - 1))));
  uint32_t E = m_iop2(x, SpvOpISub, ef, m_ki(x, x->bias + x->p - 1));
  /* first bit needed: index E - 1 of 2/pi, at E + 62 in the table (64 zero
   * bits in front) */
  uint32_t pos = ocl_g3(x->k, x->it, GLSLstd450SClamp, m_iop2(x, SpvOpIAdd, E, m_ki(x, 62)), m_ki(x, 0),
                        m_ki(x, 64 * maxwi + 63));
  uint32_t wi = m_iop2(x, SpvOpShiftRightLogical, pos, m_ki(x, 6));
  uint32_t o = to64(x, m_iop2(x, SpvOpBitwiseAnd, pos, m_ki(x, 63)));
  uint32_t word[4];
  for (int k = 0; k <= nw; k++) {
    word[k] = K64(x, table_word(k));
    for (int j = 1; j <= maxwi; j++)
      word[k] = m_sel(x, m_icmp(x, SpvOpIEqual, wi, m_ki(x, j)), K64(x, table_word(j + k)), word[k]);
  }
  uint32_t o0 = m_icmp(x, SpvOpIEqual, o, K64(x, 0));
  uint32_t ro = op64(x, SpvOpBitwiseAnd, op64(x, SpvOpISub, K64(x, 64), o), K64(x, 63));
  /* window limbs, least significant first */
  uint32_t L[6];
  for (int k = 0; k < nw; k++) {
    uint32_t hi = op64(x, SpvOpShiftLeftLogical, word[k], o);
    uint32_t lo = m_sel(x, o0, K64(x, 0), op64(x, SpvOpShiftRightLogical, word[k + 1], ro));
    uint32_t w = op64(x, SpvOpBitwiseOr, hi, lo);
    L[2 * (nw - 1 - k)] = lo32(x, w);
    L[2 * (nw - 1 - k) + 1] = hi32(x, w);
  }
  int nl = 2 * nw;
  /* P = M L mod 2^(32 nl), M in one or two limbs */
  uint32_t P[6];
  uint32_t m0 = to64(x, lo32(x, M)), c = K64(x, 0);
  for (int i = 0; i < nl; i++) {
    uint32_t t = op64(x, SpvOpIAdd, op64(x, SpvOpIMul, m0, to64(x, L[i])), c);
    P[i] = lo32(x, t);
    c = op64(x, SpvOpShiftRightLogical, t, K64(x, 32));
  }
  if (x->w == 64) {
    uint32_t m1 = to64(x, hi32(x, M));
    uint32_t cb = K64(x, 0), ca = K64(x, 0);
    for (int i = 1; i < nl; i++) {
      uint32_t t = op64(x, SpvOpIAdd, op64(x, SpvOpIMul, m1, to64(x, L[i - 1])), cb);
      cb = op64(x, SpvOpShiftRightLogical, t, K64(x, 32));
      uint32_t s = op64(x, SpvOpIAdd, op64(x, SpvOpIAdd, to64(x, P[i]), to64(x, lo32(x, t))), ca);
      P[i] = lo32(x, s);
      ca = op64(x, SpvOpShiftRightLogical, s, K64(x, 32));
    }
  }
  /* quadrant: the top two bits; fraction: the next 64 (and 64 more) */
  uint32_t q = to32(x, op64(x, SpvOpShiftRightLogical, to64(x, P[nl - 1]), K64(x, 30)));
  uint32_t top = op64(x, SpvOpBitwiseAnd, to64(x, P[nl - 1]), K64(x, 0x3fffffff));
  uint32_t F = op64(x, SpvOpBitwiseOr, op64(x, SpvOpShiftLeftLogical, top, K64(x, 34)),
                    op64(x, SpvOpBitwiseOr, op64(x, SpvOpShiftLeftLogical, to64(x, P[nl - 2]), K64(x, 2)),
                         op64(x, SpvOpShiftRightLogical, to64(x, P[nl - 3]), K64(x, 30))));
  uint32_t G = K64(x, 0);
  if (x->w == 64) {
    uint32_t t2 = op64(x, SpvOpBitwiseAnd, to64(x, P[nl - 3]), K64(x, 0x3fffffff));
    G = op64(x, SpvOpBitwiseOr, op64(x, SpvOpShiftLeftLogical, t2, K64(x, 34)),
             op64(x, SpvOpBitwiseOr, op64(x, SpvOpShiftLeftLogical, to64(x, P[nl - 4]), K64(x, 2)),
                  op64(x, SpvOpShiftRightLogical, to64(x, P[nl - 5]), K64(x, 30))));
  }
  /* round to the nearest quadrant: the fraction in [-1/2, 1/2) */
  uint32_t neg = m_icmp(x, SpvOpSLessThan, F, K64(x, 0));
  q = m_iop2(x, SpvOpIAdd, q, m_sel(x, neg, m_ki(x, 1), m_ki(x, 0)));
  q = m_iop2(x, SpvOpBitwiseAnd, q, m_ki(x, 3));
  uint32_t gz = m_icmp(x, SpvOpIEqual, G, K64(x, 0));
  uint32_t nF = op64(x, SpvOpIAdd, ir_op1(x->b, SpvOpNot, u64t(x), F), m_sel(x, gz, K64(x, 1), K64(x, 0)));
  F = m_sel(x, neg, nF, F);
  G = m_sel(x, neg, op64(x, SpvOpISub, K64(x, 0), G), G);
  /* the magnitude F 2^-64 + G 2^-128 as a double word */
  uint32_t msb = msb64(x, F);
  df fr;
  if (x->w == 32) {
    uint32_t sh = to64(x, ocl_g2(x->k, x->it, GLSLstd450SMax, m_iop2(x, SpvOpISub, msb, m_ki(x, 23)), m_ki(x, 0)));
    uint32_t hi = op64(x, SpvOpShiftLeftLogical, op64(x, SpvOpShiftRightLogical, F, sh), sh);
    uint32_t lo = op64(x, SpvOpISub, F, hi);
    fr.hi = m_fmul(x, ir_op1(x->b, SpvOpConvertUToF, x->ft, hi), m_k(x, 0x1p-64));
    fr.lo = m_fmul(x, ir_op1(x->b, SpvOpConvertUToF, x->ft, lo), m_k(x, 0x1p-64));
  } else {
    uint32_t lz = to64(x, m_iop2(x, SpvOpISub, m_ki(x, 63), msb));
    uint32_t lz0 = m_icmp(x, SpvOpIEqual, lz, K64(x, 0));
    uint32_t rl = op64(x, SpvOpBitwiseAnd, op64(x, SpvOpISub, K64(x, 64), lz), K64(x, 63));
    uint32_t Fn = op64(x, SpvOpBitwiseOr, op64(x, SpvOpShiftLeftLogical, F, lz),
                       m_sel(x, lz0, K64(x, 0), op64(x, SpvOpShiftRightLogical, G, rl)));
    uint32_t Gn = op64(x, SpvOpShiftLeftLogical, G, lz);
    uint32_t hi = op64(x, SpvOpShiftRightLogical, Fn, K64(x, 11));
    uint32_t mid = op64(x, SpvOpBitwiseOr, op64(x, SpvOpShiftLeftLogical, op64(x, SpvOpBitwiseAnd, Fn, K64(x, 0x7ff)), K64(x, 42)),
                        op64(x, SpvOpShiftRightLogical, Gn, K64(x, 22)));
    uint32_t lzi = to32(x, lz);
    uint32_t e1 = m_iop2(x, SpvOpISub, m_ki(x, -53), lzi), e2 = m_iop2(x, SpvOpISub, m_ki(x, -106), lzi);
    fr = m_fast_two_sum(x, m_fscale(x, ir_op1(x->b, SpvOpConvertUToF, x->ft, hi), e1),
                      m_fscale(x, ir_op1(x->b, SpvOpConvertUToF, x->ft, mid), e2));
  }
  reduced res;
  res.r = df_mul(x, fr, m_kdf(x, K_PIO2));
  res.r = df_sel(x, neg, df_neg(x, res.r), res.r);
  res.q = q;
  return res;
}

/* |a| reduced, any finite a (below pi/4: itself) */
static reduced reduce(mb *x, uint32_t aa) {
  reduced ph = payne_hanek(x, aa);
  uint32_t small = m_flt(x, aa, m_k(x, K_PIO4[0]));
  reduced r;
  r.r = df_sel(x, small, (df){aa, m_k(x, 0)}, ph.r);
  r.q = m_sel(x, small, m_ki(x, 0), ph.q);
  return r;
}

/* ---- kernels ------------------------------------------------------------------- */

static uint32_t sin_k(mb *x, df r) {
  uint32_t u = m_fmul(x, r.hi, r.hi);
  uint32_t t = m_fmul(x, m_fmul(x, r.hi, u), POLY(x, u, SIN));
  t = m_fadd(x, t, m_fmul(x, r.lo, m_fsub(x, m_k(x, 1), m_fmul(x, u, m_k(x, 0.5)))));
  return m_fadd(x, r.hi, t);
}

static uint32_t cos_k(mb *x, df r) {
  uint32_t u = m_fmul(x, r.hi, r.hi);
  uint32_t hu = m_fmul(x, u, m_k(x, 0.5));
  uint32_t w = m_fsub(x, m_k(x, 1), hu);
  uint32_t err = m_fsub(x, m_fsub(x, m_k(x, 1), w), hu); /* exact: 1 - hu - w */
  uint32_t t = m_fsub(x, m_fmul(x, m_fmul(x, u, u), POLY(x, u, COS)), m_fmul(x, r.hi, r.lo));
  return m_fadd(x, w, m_fadd(x, err, t));
}

static uint32_t qbit(mb *x, uint32_t q, int bit) {
  return m_icmp(x, SpvOpINotEqual, m_iop2(x, SpvOpBitwiseAnd, q, m_ki(x, bit)), m_ki(x, 0));
}

/* sin and cos of |a| from its reduction */
static void sincos_red(mb *x, reduced rd, uint32_t *s, uint32_t *c) {
  uint32_t sr = sin_k(x, rd.r), cr = cos_k(x, rd.r);
  uint32_t odd = qbit(x, rd.q, 1), hi = qbit(x, rd.q, 2);
  uint32_t sv = m_sel(x, odd, cr, sr), cv = m_sel(x, odd, sr, cr);
  *s = m_sel(x, hi, m_fneg(x, sv), sv);
  /* cos: quadrants 1 and 2 negative */
  *c = m_sel(x, m_icmp(x, SpvOpLogicalNotEqual, odd, hi), m_fneg(x, cv), cv);
}

static uint32_t tan_red(mb *x, reduced rd) {
  uint32_t sr = sin_k(x, rd.r), cr = cos_k(x, rd.r);
  uint32_t odd = qbit(x, rd.q, 1);
  uint32_t q = m_fdiv_acc(x, m_sel(x, odd, cr, sr), m_sel(x, odd, sr, cr));
  return m_sel(x, odd, m_fneg(x, q), q);
}

uint32_t m_sincos(mb *x, uint32_t a, uint32_t *cosval) {
  uint32_t aa = m_fabs(x, a);
  uint32_t s, c;
  sincos_red(x, reduce(x, aa), &s, &c);
  uint32_t bad = m_bnot(x, m_isfinite(x, a));
  s = m_sel(x, m_iszero(x, a), a, m_fxorsign(x, s, a));
  *cosval = m_sel(x, bad, m_qnan(x), c);
  return m_sel(x, bad, m_qnan(x), s);
}

uint32_t m_sin(mb *x, uint32_t a) {
  uint32_t c;
  return m_sincos(x, a, &c);
}

uint32_t m_cos(mb *x, uint32_t a) {
  uint32_t c;
  m_sincos(x, a, &c);
  return c;
}

uint32_t m_tan(mb *x, uint32_t a) {
  uint32_t aa = m_fabs(x, a);
  uint32_t t = m_fxorsign(x, tan_red(x, reduce(x, aa)), a);
  t = m_sel(x, m_iszero(x, a), a, t);
  return m_sel(x, m_isfinite(x, a), t, m_qnan(x));
}

/* ---- pi forms ---------------------------------------------------------------------- */

/* |a| = n/2 + r exactly, |r| <= 1/4; pi r as a double word, q = n mod 4 */
static reduced reduce_pi(mb *x, uint32_t aa, uint32_t *rzero) {
  uint32_t big = m_fge(x, aa, m_k(x, ldexp(1.0, x->p)));
  uint32_t c = m_sel(x, big, m_k(x, 0), aa); /* beyond 2^p: even integers */
  uint32_t n = m_frint(x, m_fmul(x, c, m_k(x, 2)));
  uint32_t r = m_fsub(x, c, m_fmul(x, n, m_k(x, 0.5)));
  uint32_t n4 = m_fsub(x, n, m_fmul(x, m_ffloor(x, m_fmul(x, n, m_k(x, 0.25))), m_k(x, 4)));
  reduced rd;
  rd.q = m_f2i(x, n4);
  df pi = m_kdf(x, K_PI);
  df p = m_two_prod(x, r, pi.hi);
  rd.r = m_fast_two_sum(x, p.hi, m_fadd(x, p.lo, m_fmul(x, r, pi.lo)));
  *rzero = m_iszero(x, r);
  return rd;
}

uint32_t m_sinpi(mb *x, uint32_t a) {
  uint32_t aa = m_fabs(x, a), rz;
  uint32_t s, c;
  reduced rd = reduce_pi(x, aa, &rz);
  sincos_red(x, rd, &s, &c);
  /* integers: +0 (sign of a below) */
  s = m_sel(x, m_band(x, rz, m_bnot(x, qbit(x, rd.q, 1))), m_k(x, 0), s);
  s = m_fxorsign(x, s, a);
  return m_sel(x, m_isfinite(x, a), s, m_qnan(x));
}

uint32_t m_cospi(mb *x, uint32_t a) {
  uint32_t aa = m_fabs(x, a), rz;
  uint32_t s, c;
  reduced rd = reduce_pi(x, aa, &rz);
  sincos_red(x, rd, &s, &c);
  /* n + 1/2: +0 */
  c = m_sel(x, m_band(x, rz, qbit(x, rd.q, 1)), m_k(x, 0), c);
  return m_sel(x, m_isfinite(x, a), c, m_qnan(x));
}

uint32_t m_tanpi(mb *x, uint32_t a) {
  uint32_t aa = m_fabs(x, a), rz;
  reduced rd = reduce_pi(x, aa, &rz);
  uint32_t t = tan_red(x, rd);
  /* integers: +0 for even, -0 for odd; n + 1/2: +inf for even n, -inf for
   * odd (of |a|; the sign of a applies after) */
  uint32_t odd = qbit(x, rd.q, 1), hi = qbit(x, rd.q, 2);
  uint32_t z = m_sel(x, odd, m_sel(x, hi, m_finf(x, true), m_finf(x, false)), m_sel(x, hi, m_k(x, -0.0), m_k(x, 0)));
  t = m_sel(x, rz, z, t);
  t = m_fxorsign(x, t, a);
  return m_sel(x, m_isfinite(x, a), t, m_qnan(x));
}

/* ---- inverse functions -------------------------------------------------------------- */

/* a double word times 1/pi, or as it is */
static uint32_t finish(mb *x, df r, bool pi_units) {
  if (pi_units) r = df_mul(x, r, m_kdf(x, K_INV_PI));
  return df_val(x, r);
}

/* atan of t = t.hi + t.lo in [0, 1] as a double word */
static df atan_01(mb *x, df t) {
  /* above tan(pi/8): pi/4 + atan((t - 1) / (t + 1)) */
  uint32_t big = m_fgt(x, t.hi, m_k(x, 0x1.a827999fcef32p-2));
  df d = m_two_sum(x, t.hi, m_k(x, -1));
  d.lo = m_fadd(x, d.lo, t.lo);
  df s = m_two_sum(x, t.hi, m_k(x, 1));
  s.lo = m_fadd(x, s.lo, t.lo);
  df u = df_sel(x, big, df_div(x, d, s), t);
  uint32_t w = m_fmul(x, u.hi, u.hi);
  uint32_t tail = m_fmul(x, m_fmul(x, u.hi, w), POLY(x, w, ATAN));
  tail = m_fadd(x, tail, m_fmul(x, u.lo, m_fsub(x, m_k(x, 1), w)));
  df at = m_fast_two_sum(x, u.hi, tail);
  return df_sel(x, big, df_add(x, m_kdf(x, K_PIO4), at), at);
}

uint32_t m_atan(mb *x, uint32_t a, bool pi_units) {
  uint32_t aa = m_fabs(x, a);
  /* above 1: pi/2 - atan(1/|a|) */
  uint32_t inv = m_fgt(x, aa, m_k(x, 1));
  uint32_t c = m_fmin(x, aa, m_k(x, 0x1p60));
  uint32_t q = m_frecip(x, m_fmax(x, c, m_k(x, 1)));
  df p = m_two_prod(x, q, c);
  uint32_t rho = m_fsub(x, m_fsub(x, m_k(x, 1), p.hi), p.lo);
  df t = df_sel(x, inv, m_fast_two_sum(x, q, m_fmul(x, rho, q)), (df){aa, m_k(x, 0)});
  t = df_sel(x, m_fgt(x, aa, m_k(x, 0x1p60)), (df){m_k(x, 0), m_k(x, 0)}, t);
  df at = atan_01(x, t);
  at = df_sel(x, inv, df_add(x, m_kdf(x, K_PIO2), df_neg(x, at)), at);
  uint32_t r = m_fcopysign(x, finish(x, at, pi_units), a);
  r = m_sel(x, m_iszero(x, a), a, r);
  return m_sel(x, m_isnan(x, a), a, r);
}

uint32_t m_atan2(mb *x, uint32_t y, uint32_t a, bool pi_units) {
  uint32_t ax = m_fabs(x, a), ay = m_fabs(x, y);
  uint32_t swap = m_fgt(x, ay, ax);
  uint32_t mx = m_fmax(x, ax, ay), mn = m_fmin(x, ax, ay);
  /* mn / mx with both scaled alike (no overflow or underflow) */
  uint32_t m, e;
  m_fsplit_exp(x, mx, &m, &e);
  uint32_t ms = m_sel(x, m_icmp(x, SpvOpULessThan, m_ubits(x, mx), m_ubits(x, m_finf(x, false))), m, m_k(x, 1));
  uint32_t ns = m_fscale(x, mn, m_iop2(x, SpvOpISub, m_ki(x, 0), e));
  ms = m_sel(x, m_iszero(x, mx), m_k(x, 1), ms);
  df t = df_div(x, (df){ns, m_k(x, 0)}, (df){ms, m_k(x, 0)});
  /* infinities: 1 if both, else 0; both zero: 0 */
  uint32_t minf = m_isinf(x, mx);
  uint32_t tinf = m_sel(x, m_isinf(x, mn), m_k(x, 1), m_k(x, 0));
  t = df_sel(x, minf, (df){tinf, m_k(x, 0)}, t);
  t = df_sel(x, m_iszero(x, mx), (df){m_k(x, 0), m_k(x, 0)}, t);
  df r = atan_01(x, t);
  r = df_sel(x, swap, df_add(x, m_kdf(x, K_PIO2), df_neg(x, r)), r);
  r = df_sel(x, m_signbit(x, a), df_add(x, m_kdf(x, K_PI), df_neg(x, r)), r);
  uint32_t res = m_fcopysign(x, finish(x, r, pi_units), y);
  return m_sel(x, m_bor(x, m_isnan(x, a), m_isnan(x, y)), m_qnan(x), res);
}

/* sqrt of z in (0, 1] as a double word */
static df sqrt_df(mb *x, uint32_t z) {
  uint32_t m, e;
  m_fsplit_exp(x, z, &m, &e);
  uint32_t odd = m_icmp(x, SpvOpINotEqual, m_iop2(x, SpvOpBitwiseAnd, e, m_ki(x, 1)), m_ki(x, 0));
  m = m_sel(x, odd, m_fmul(x, m, m_k(x, 2)), m);
  e = m_sel(x, odd, m_iop2(x, SpvOpISub, e, m_ki(x, 1)), e);
  df s = df_sqrt_1_4(x, m);
  uint32_t h = m_iop2(x, SpvOpShiftRightArithmetic, e, m_ki(x, 1));
  return (df){m_fscale(x, s.hi, h), m_fscale(x, s.lo, h)};
}

/* asin(v) = v + v u B(u), u = v^2, for v = v.hi + v.lo in [0, 1/2] */
static df asin_k(mb *x, df v) {
  uint32_t u = m_fmul(x, v.hi, v.hi);
  uint32_t tail = m_fadd(x, m_fmul(x, m_fmul(x, v.hi, u), POLY(x, u, ASIN)), v.lo);
  return m_fast_two_sum(x, v.hi, tail);
}

/* |a| <= 1/2: asin(|a|); above: asin(s) with s = sqrt((1 - |a|)/2) */
static void asin_parts(mb *x, uint32_t aa, df *small, df *big) {
  *small = asin_k(x, (df){aa, m_k(x, 0)});
  uint32_t z = m_fmul(x, m_fsub(x, m_k(x, 1), m_fmax(x, aa, m_k(x, 0.5))), m_k(x, 0.5)); /* exact */
  df s = sqrt_df(x, m_fmax(x, z, m_k(x, ldexp(1.0, -x->p - 10))));
  *big = asin_k(x, s);
  *big = df_sel(x, m_iszero(x, z), (df){m_k(x, 0), m_k(x, 0)}, *big);
}

static df df_twice(mb *x, df a) { return (df){m_fmul(x, a.hi, m_k(x, 2)), m_fmul(x, a.lo, m_k(x, 2))}; }

uint32_t m_asin(mb *x, uint32_t a, bool pi_units) {
  uint32_t aa = m_fabs(x, a);
  df sm, bg;
  asin_parts(x, aa, &sm, &bg);
  df r = df_sel(x, m_fle(x, aa, m_k(x, 0.5)), sm, df_add(x, m_kdf(x, K_PIO2), df_neg(x, df_twice(x, bg))));
  uint32_t res = m_fcopysign(x, finish(x, r, pi_units), a);
  res = m_sel(x, m_iszero(x, a), a, res);
  res = m_sel(x, m_fgt(x, aa, m_k(x, 1)), m_qnan(x), res);
  return m_sel(x, m_isnan(x, a), a, res);
}

uint32_t m_acos(mb *x, uint32_t a, bool pi_units) {
  uint32_t aa = m_fabs(x, a);
  df sm, bg;
  asin_parts(x, aa, &sm, &bg);
  df small = df_add(x, m_kdf(x, K_PIO2), df_neg(x, df_sel(x, m_signbit(x, a), df_neg(x, sm), sm)));
  df b2 = df_twice(x, bg);
  df big = df_sel(x, m_signbit(x, a), df_add(x, m_kdf(x, K_PI), df_neg(x, b2)), b2);
  df r = df_sel(x, m_fle(x, aa, m_k(x, 0.5)), small, big);
  uint32_t res = finish(x, r, pi_units);
  res = m_sel(x, m_fgt(x, aa, m_k(x, 1)), m_qnan(x), res);
  return m_sel(x, m_isnan(x, a), a, res);
}
