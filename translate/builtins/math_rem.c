/* math_rem.c: fmod, remainder and remquo (exact, in integer arithmetic)
 * and fma (correctly rounded).
 *
 * Remainders: |x| = MX 2^EX and |y| = MY 2^EY with integer significands.
 * Where |x| >= |y|, EX >= EY and the remainder is R 2^EY with
 * R = MX 2^(EX-EY) mod MY, computed without a loop as
 * (MX mod MY) (2^(EX-EY) mod MY) mod MY, the power by square-and-multiply
 * over the bits of the exponent difference (8 steps for float, 11 for
 * double). Products mod MY: 64-bit integer products for float (MY < 2^24);
 * for double (106-bit products) the quotient is estimated in double
 * arithmetic and the remainder fixed up in wrapping 64-bit integers. The
 * low bits of the quotient (remquo, and the parity remainder() needs for
 * ties) come from q MY = MX 2^d - R taken mod 2^64: with MY = MO 2^t, MO
 * odd, q mod 128 = ((MX 2^d - R) >> t) MO^-1 mod 128.
 *
 * fma: float with a float64 target: the product is exact in double, the
 * sum is rounded to odd (round to nearest plus the TwoSum error term, the
 * last bit forced to 1 when inexact), and the final conversion to float
 * rounds once more: correct because 53 >= 24 + 2 (Boldo and Melquiond,
 * "Emulation of FMA and correctly rounded sums: proved algorithms using
 * rounding to odd", IEEE TC 2008). Double (and float without float64): the
 * same paper's algorithm in the format itself: the exact product of the
 * significands (Dekker), a TwoSum with the addend scaled alike, the low
 * parts added rounded to odd, and one final rounding. Scaling back is exact
 * unless the result is denormal; there the scaling rounds a second time,
 * which can only go wrong at a tie, decided then by the sign of the exact
 * residual (itself a sum of three exact terms). */
#include <math.h>

#include "math_fn.h"

/* ---- integer helpers ---------------------------------------------------- */

static uint32_t wt(mb *x, uint32_t w) { return ir_type_like(x->m, x->ft, ir_type_int(x->m, w, 0)); }
static uint32_t uconv(mb *x, uint32_t v, uint32_t w) {
  uint32_t vw = ir_bit_width(x->m, ir_scalar_of(x->m, ir_type_of(x->m, v)));
  return vw == w ? v : ir_op1(x->b, SpvOpUConvert, wt(x, w), v);
}
static uint32_t K(mb *x, uint32_t w, uint64_t v) { return ir_const_splat(x->m, wt(x, w), v); }

/* Lowest set bit of a nonzero value of the float's width (32-bit result). */
static uint32_t ctz(mb *x, uint32_t v) {
  if (x->w == 32) return ocl_g1(x->k, x->it, GLSLstd450FindILsb, v);
  uint32_t lo = uconv(x, v, 32);
  uint32_t hi = uconv(x, m_iop2(x, SpvOpShiftRightLogical, v, K(x, 64, 32)), 32);
  uint32_t l = ocl_g1(x->k, x->it, GLSLstd450FindILsb, lo);
  uint32_t h = m_iop2(x, SpvOpIAdd, ocl_g1(x->k, x->it, GLSLstd450FindILsb, hi), m_ki(x, 32));
  return m_sel(x, m_icmp(x, SpvOpIEqual, lo, m_ki(x, 0)), h, l);
}

typedef struct modctx {
  uint32_t M;    /* modulus (width of the float) */
  uint32_t invM; /* double: 1/M */
} modctx;

/* a b mod M for a, b < M */
static uint32_t mulmod(mb *x, modctx *c, uint32_t a, uint32_t b) {
  if (x->w == 32) {
    uint32_t a64 = uconv(x, a, 64), b64 = uconv(x, b, 64);
    uint32_t p = m_iop2(x, SpvOpIMul, a64, b64);
    return uconv(x, m_iop2(x, SpvOpUMod, p, uconv(x, c->M, 64)), 32);
  }
  /* q ~ a b / M in double (|error| <= 4 for M < 2^53), then the exact
   * remainder a b - q M in wrapping 64-bit arithmetic and a second,
   * smaller correction */
  uint32_t da = ir_op1(x->b, SpvOpConvertUToF, x->ft, a), db = ir_op1(x->b, SpvOpConvertUToF, x->ft, b);
  uint32_t q = m_ffloor(x, m_fmul(x, m_fmul(x, da, db), c->invM));
  uint32_t qi = ir_op1(x->b, SpvOpConvertFToU, x->ut, m_fmax(x, q, m_k(x, 0)));
  uint32_t r = m_iop2(x, SpvOpISub, m_iop2(x, SpvOpIMul, a, b), m_iop2(x, SpvOpIMul, qi, c->M));
  uint32_t q2 = m_ffloor(x, m_fmul(x, ir_op1(x->b, SpvOpConvertSToF, x->ft, r), c->invM));
  uint32_t q2i = ir_op1(x->b, SpvOpConvertFToS, x->ut, q2);
  r = m_iop2(x, SpvOpISub, r, m_iop2(x, SpvOpIMul, q2i, c->M));
  for (int i = 0; i < 2; i++) {
    r = m_sel(x, m_icmp(x, SpvOpSLessThan, r, m_ku(x, 0)), m_iop2(x, SpvOpIAdd, r, c->M), r);
    r = m_sel(x, m_icmp(x, SpvOpSGreaterThanEqual, r, c->M), m_iop2(x, SpvOpISub, r, c->M), r);
  }
  return r;
}

typedef struct sig_exp {
  uint32_t M; /* integer significand (width of the float) */
  uint32_t E; /* exponent of its last bit (32-bit) */
} sig_exp;

static sig_exp decompose(mb *x, uint32_t abits) {
  uint32_t ef = m_iop2(x, SpvOpShiftRightLogical, abits, m_ku(x, (uint64_t)(x->p - 1)));
  uint32_t frac = m_iop2(x, SpvOpBitwiseAnd, abits, m_ku(x, (1ull << (x->p - 1)) - 1));
  uint32_t normal = m_icmp(x, SpvOpINotEqual, ef, m_ku(x, 0));
  sig_exp s;
  s.M = m_iop2(x, SpvOpBitwiseOr, frac, m_sel(x, normal, m_ku(x, 1ull << (x->p - 1)), m_ku(x, 0)));
  uint32_t e = ocl_g2(x->k, x->it, GLSLstd450SMax, m_to_i32(x, ef), m_ki(x, 1));
  s.E = m_iop2(x, SpvOpISub, e, m_ki(x, x->bias + x->p - 1));
  return s;
}

/* The remainder of |a| by |b| where |a| >= |b| (finite, b != 0), as the
 * integer R < MY; *qlow receives the quotient mod 128 when asked. */
static uint32_t rem_core(mb *x, uint32_t abits, uint32_t bbits, sig_exp *ys, uint32_t *qlow) {
  sig_exp xs = decompose(x, abits);
  *ys = decompose(x, bbits);
  int nb = x->w == 64 ? 11 : 8;
  uint32_t d = m_iop2(x, SpvOpISub, xs.E, ys->E);
  d = ocl_g3(x->k, x->it, GLSLstd450SClamp, d, m_ki(x, 0), m_ki(x, (1 << nb) - 1));
  modctx c;
  /* a zero modulus (selected away later) must not reach the division */
  c.M = m_sel(x, m_icmp(x, SpvOpIEqual, ys->M, m_ku(x, 0)), m_ku(x, 1), ys->M);
  c.invM = x->w == 64 ? m_frecip(x, ir_op1(x->b, SpvOpConvertUToF, x->ft, c.M)) : 0;
  uint32_t acc = m_sel(x, m_icmp(x, SpvOpIEqual, c.M, m_ku(x, 1)), m_ku(x, 0), m_ku(x, 1));
  for (int i = nb - 1; i >= 0; i--) {
    acc = mulmod(x, &c, acc, acc);
    uint32_t bit = m_icmp(x, SpvOpINotEqual, m_iop2(x, SpvOpBitwiseAnd, d, m_ki(x, 1 << i)), m_ki(x, 0));
    uint32_t dbl = m_iop2(x, SpvOpShiftLeftLogical, acc, m_ku(x, 1));
    dbl = m_sel(x, m_icmp(x, SpvOpUGreaterThanEqual, dbl, c.M), m_iop2(x, SpvOpISub, dbl, c.M), dbl);
    acc = m_sel(x, bit, dbl, acc);
  }
  uint32_t R = mulmod(x, &c, m_iop2(x, SpvOpUMod, xs.M, c.M), acc);
  if (qlow) {
    uint32_t t = ctz(x, c.M);
    uint32_t mo = uconv(x, m_iop2(x, SpvOpShiftRightLogical, c.M, m_from_i32(x, t, false)), 32);
    /* MO^-1 mod 2^12 by Newton (v v = 1 mod 8 for odd v) */
    uint32_t inv = mo;
    for (int i = 0; i < 2; i++)
      inv = m_iop2(x, SpvOpIMul, inv, m_iop2(x, SpvOpISub, m_ki(x, 2), m_iop2(x, SpvOpIMul, mo, inv)));
    uint32_t big = m_icmp(x, SpvOpUGreaterThanEqual, d, m_ki(x, (int32_t)x->w));
    uint32_t sh = m_from_i32(x, ocl_g2(x->k, x->it, GLSLstd450UMin, d, m_ki(x, (int32_t)x->w - 1)), false);
    uint32_t mx2 = m_sel(x, big, m_ku(x, 0), m_iop2(x, SpvOpShiftLeftLogical, xs.M, sh));
    uint32_t L = m_iop2(x, SpvOpShiftRightLogical, m_iop2(x, SpvOpISub, mx2, R), m_from_i32(x, t, false));
    *qlow = m_iop2(x, SpvOpBitwiseAnd, m_iop2(x, SpvOpIMul, uconv(x, L, 32), inv), m_ki(x, 127));
  }
  return R;
}

static uint32_t from_sig(mb *x, uint32_t r, uint32_t e) {
  return m_fscale(x, ir_op1(x->b, SpvOpConvertUToF, x->ft, r), e);
}

static uint32_t abs_bits(mb *x, uint32_t a) {
  return m_iop2(x, SpvOpBitwiseAnd, m_ubits(x, a), m_ku(x, (1ull << (x->w - 1)) - 1));
}

uint32_t m_fmod(mb *x, uint32_t a, uint32_t b) {
  uint32_t ab = abs_bits(x, a), bb = abs_bits(x, b);
  sig_exp ys;
  uint32_t R = rem_core(x, ab, bb, &ys, NULL);
  uint32_t r = m_fcopysign(x, from_sig(x, R, ys.E), a);
  uint32_t smaller = m_icmp(x, SpvOpULessThan, ab, bb); /* |a| < |b| (or b infinite) */
  r = m_sel(x, m_bor(x, smaller, m_iszero(x, a)), a, r);
  uint32_t nan = m_bor(x, m_bor(x, m_isnan(x, a), m_isnan(x, b)), m_bor(x, m_isinf(x, a), m_iszero(x, b)));
  return m_sel(x, nan, m_qnan(x), r);
}

uint32_t m_remquo(mb *x, uint32_t a, uint32_t b, uint32_t *quo) {
  uint32_t ab = abs_bits(x, a), bb = abs_bits(x, b);
  sig_exp ys;
  uint32_t qlow;
  uint32_t R = rem_core(x, ab, bb, &ys, &qlow);
  /* round the quotient to nearest, ties to even */
  uint32_t R2 = m_iop2(x, SpvOpShiftLeftLogical, R, m_ku(x, 1));
  uint32_t odd = m_icmp(x, SpvOpINotEqual, m_iop2(x, SpvOpBitwiseAnd, qlow, m_ki(x, 1)), m_ki(x, 0));
  uint32_t up = m_bor(x, m_icmp(x, SpvOpUGreaterThan, R2, ys.M), m_band(x, m_icmp(x, SpvOpIEqual, R2, ys.M), odd));
  uint32_t mag = m_sel(x, up, m_iop2(x, SpvOpISub, ys.M, R), R);
  uint32_t r = from_sig(x, mag, ys.E);
  uint32_t k = m_iop2(x, SpvOpIAdd, qlow, m_sel(x, up, m_ki(x, 1), m_ki(x, 0)));
  /* |a| < |b|: the quotient is 0 or 1 */
  uint32_t fa = m_fbits(x, ab), fb = m_fbits(x, bb);
  uint32_t smaller = m_icmp(x, SpvOpULessThan, ab, bb);
  uint32_t up1 = m_fgt(x, m_fmul(x, fa, m_k(x, 2)), fb);
  r = m_sel(x, smaller, m_sel(x, up1, m_fsub(x, fb, fa), fa), r);
  up = m_sel(x, smaller, up1, up);
  k = m_sel(x, smaller, m_sel(x, up1, m_ki(x, 1), m_ki(x, 0)), k);
  /* the sign of a, flipped where the quotient was rounded up */
  r = m_fcopysign(x, r, a);
  r = m_sel(x, up, m_fneg(x, r), r);
  r = m_sel(x, m_iszero(x, a), a, r);
  uint32_t finite_b_inf = m_band(x, m_isinf(x, b), m_isfinite(x, a));
  r = m_sel(x, finite_b_inf, a, r);
  uint32_t nan = m_bor(x, m_bor(x, m_isnan(x, a), m_isnan(x, b)), m_bor(x, m_isinf(x, a), m_iszero(x, b)));
  r = m_sel(x, nan, m_qnan(x), r);
  if (quo) {
    k = m_iop2(x, SpvOpBitwiseAnd, k, m_ki(x, 127));
    uint32_t neg = m_icmp(x, SpvOpLogicalNotEqual, m_signbit(x, a), m_signbit(x, b));
    k = m_sel(x, neg, m_iop2(x, SpvOpISub, m_ki(x, 0), k), k);
    uint32_t none = m_bor(x, nan, m_bor(x, m_iszero(x, a), finite_b_inf));
    *quo = m_sel(x, none, m_ki(x, 0), k);
  }
  return r;
}

/* ---- fma ------------------------------------------------------------------- */

/* s moved one unit in the last place toward s + e where e != 0 and the last
 * bit of s is 0: s rounded to odd instead of to nearest. */
static uint32_t to_odd(mb *x, uint32_t s, uint32_t e) {
  uint32_t sb = m_ubits(x, s);
  uint32_t even = m_icmp(x, SpvOpIEqual, m_iop2(x, SpvOpBitwiseAnd, sb, m_ku(x, 1)), m_ku(x, 0));
  uint32_t adjust = m_band(x, even, m_fne(x, e, m_k(x, 0)));
  adjust = m_band(x, adjust, m_bnot(x, m_isnan(x, e)));
  uint32_t up = m_icmp(x, SpvOpLogicalEqual, m_fgt(x, e, m_k(x, 0)), m_fgt(x, s, m_k(x, 0)));
  uint32_t moved = m_sel(x, up, m_iop2(x, SpvOpIAdd, sb, m_ku(x, 1)), m_iop2(x, SpvOpISub, sb, m_ku(x, 1)));
  return m_fbits(x, m_sel(x, adjust, moved, sb));
}

uint32_t m_sum_odd(mb *x, uint32_t a, uint32_t b) {
  df s = m_two_sum(x, a, b);
  return to_odd(x, s.hi, s.lo);
}

uint32_t m_fma_odd(mb *x, uint32_t a, uint32_t b, uint32_t c) { return m_sum_odd(x, m_fmul(x, a, b), c); }

static uint32_t fma_via_double(mb *x, uint32_t a, uint32_t b, uint32_t c) {
  ir_module *m = x->m;
  mb d;
  mb_init(&d, x->k, ir_type_like(m, x->ft, ir_type_float(m, 64)));
  uint32_t da = ir_op1(x->b, SpvOpFConvert, d.ft, a), db = ir_op1(x->b, SpvOpFConvert, d.ft, b);
  uint32_t dc = ir_op1(x->b, SpvOpFConvert, d.ft, c);
  uint32_t p = m_fmul(&d, da, db); /* exact */
  df s = m_two_sum(&d, p, dc);
  return ir_op1(x->b, SpvOpFConvert, x->ft, to_odd(&d, s.hi, s.lo));
}

static uint32_t fma_eft(mb *x, uint32_t a, uint32_t b, uint32_t c) {
  uint32_t ma, ea, mbb, eb, mc, ec;
  m_fsplit_exp(x, a, &ma, &ea);
  m_fsplit_exp(x, b, &mbb, &eb);
  m_fsplit_exp(x, c, &mc, &ec);
  uint32_t E = m_iop2(x, SpvOpIAdd, ea, eb);
  uint32_t delta = m_iop2(x, SpvOpISub, ec, E);
  uint32_t czero = m_iszero(x, c);
  /* the addend relative to the product (whose significand is in [1, 4)),
   * clamped where only its sign matters (a sticky bit) */
  uint32_t lo = m_ki(x, -2 * x->p - 4);
  uint32_t tiny = m_band(x, m_icmp(x, SpvOpSLessThan, delta, lo), m_bnot(x, czero));
  uint32_t cs = m_sel(x, tiny, m_fcopysign(x, m_fpow2(x, lo), c), m_fscale(x, mc, delta));
  cs = m_sel(x, czero, c, cs);
  df u = m_two_prod(x, ma, mbb); /* exact */
  df t = m_two_sum(x, cs, u.hi);
  df v = m_two_sum(x, t.lo, u.lo);
  uint32_t z = m_fadd(x, t.hi, to_odd(x, v.hi, v.lo)); /* the sum rounded once */
  /* Scaling z back is exact unless the result is denormal; there the
   * scaling rounds again, which is right except at a tie, where the sign
   * of the exact residual S - z = (t.hi - z) + v.hi + v.lo decides. */
  uint32_t r0 = m_fscale(x, z, E);
  uint32_t nE = m_iop2(x, SpvOpISub, m_ki(x, 0), E);
  uint32_t diff = m_fsub(x, z, m_fscale(x, r0, nE));
  uint32_t half = m_fscale(x, m_k(x, 1), m_iop2(x, SpvOpISub, m_ki(x, 1 - x->bias - x->p), E));
  df h = m_two_sum(x, m_fsub(x, t.hi, z), v.hi);
  uint32_t sgn = m_fadd(x, h.hi, m_fadd(x, h.lo, v.lo));
  uint32_t tie = m_band(x, m_feq(x, m_fabs(x, diff), half), m_fne(x, sgn, m_k(x, 0)));
  uint32_t r = m_sel(x, tie, m_fscale(x, m_fadd(x, z, m_fcopysign(x, half, sgn)), E), r0);
  /* an addend this large leaves the product below a quarter of its ulp */
  uint32_t dominant = m_band(x, m_icmp(x, SpvOpSGreaterThan, delta, m_ki(x, x->p + 3)), m_bnot(x, czero));
  r = m_sel(x, dominant, c, r);
  /* zeros, infinities and NaNs: the plain expression is exact, but for an
   * infinite addend with a finite product (which may overflow) */
  uint32_t fin_ab = m_band(x, m_isfinite(x, a), m_isfinite(x, b));
  uint32_t plain = m_sel(x, fin_ab, c, m_fadd(x, m_fmul(x, a, b), c));
  plain = m_sel(x, m_band(x, fin_ab, m_isfinite(x, c)), m_fadd(x, m_fmul(x, a, b), c), plain);
  uint32_t special = m_bor(x, m_bor(x, m_iszero(x, a), m_iszero(x, b)), m_bnot(x, m_band(x, fin_ab, m_isfinite(x, c))));
  return m_sel(x, special, plain, r);
}

uint32_t m_fma(mb *x, uint32_t a, uint32_t b, uint32_t c) {
  if (x->w == 32 && x->k->c->t->float64) return fma_via_double(x, a, b, c);
  return fma_eft(x, a, b, c);
}
