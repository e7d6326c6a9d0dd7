/* math_exp.c: exponentials, logarithms, powers and roots, hyperbolic
 * functions and their inverses, for float and double.
 *
 * exp: x = k ln2 + r (Cody-Waite, ln2 split so that k times its head is
 * exact), e^r = 1 + r + r^2 Q(r) (minimax), times 2^k by two exact
 * multiplies. exp2 and exp10 reduce their argument to the same r with a
 * double-word product; expm1 recombines 2^k (1 + expm1(r)) - 1 without
 * cancellation. Logarithms: x = 2^e m, m in [sqrt(1/2), sqrt(2)), f = m - 1
 * exact, s = f / (2 + f), log(m) = f - s (f - s^2 P(s^2)) (the atanh
 * series, minimax), the result e K + (f + c) M summed in double words for
 * log, log2 and log10 alike. pow, powr, pown and rootn: exp of y log|x|
 * computed in double words (log to about 2^-2p), then the C99 special
 * cases. sqrt is correctly rounded: a double-word Newton step from
 * InverseSqrt and a final +-1 ulp decision on the exact integer remainder
 * M 2^(p-1) - Y^2 (wrapping arithmetic). cbrt: a polynomial seed, Newton,
 * and a correction from the exact residual. Hyperbolics from expm1 and
 * exp; their inverses from log1p of arguments free of cancellation. */
#include <math.h>

#include "math_coeffs.h"
#include "math_fn.h"

#define POLY(x, u, NAME)                                                                          \
  fhorner(x, u, (x)->w == 64 ? C_##NAME##_64 : C_##NAME##_32,                                    \
          (x)->w == 64 ? (int)(sizeof C_##NAME##_64 / sizeof(double)) : (int)(sizeof C_##NAME##_32 / sizeof(double)))

static uint32_t fclamp(mb *x, uint32_t a, double lo, double hi) {
  return fmin_(x, fmax_(x, a, mK(x, lo)), mK(x, hi));
}
static uint32_t ieq(mb *x, uint32_t a, int32_t v) { return icmp(x, SpvOpIEqual, a, mKi(x, v)); }
static uint32_t iadd(mb *x, uint32_t a, int32_t v) { return iop2(x, SpvOpIAdd, a, mKi(x, v)); }
static uint32_t ineg(mb *x, uint32_t a) { return iop2(x, SpvOpISub, mKi(x, 0), a); }

/* ln2 split for k ln2 with |k| < 2^11 */
static df ln2_split(mb *x) { return mKsplit(x, K_LN2, x->p - 11); }

/* ---- exponentials ---------------------------------------------------------- */

/* expm1 of r = r.hi + r.lo, |r| <= ln2/2 */
static uint32_t expm1_core(mb *x, df r) {
  uint32_t em = fadd(x, r.hi, fmul(x, fmul(x, r.hi, r.hi), POLY(x, r.hi, EXPM1)));
  return fadd(x, em, fadd(x, r.lo, fmul(x, r.lo, em)));
}

/* e^r 2^k */
static uint32_t exp_core(mb *x, df r, uint32_t k) {
  return fscale(x, fadd(x, mK(x, 1), expm1_core(x, r)), k);
}

/* a = k ln2 + r with |r| <= ln2/2; a.hi within the clamp of m_exp_df */
static void exp_reduce(mb *x, df a, df *r, uint32_t *k, uint32_t *kf) {
  *kf = frint(x, fmul(x, a.hi, mK(x, K_LOG2E[0])));
  *k = f2i(x, *kf);
  df l2 = ln2_split(x);
  uint32_t r1 = fsub(x, a.hi, fmul(x, *kf, l2.hi)); /* exact */
  uint32_t r2 = fsub(x, a.lo, fmul(x, *kf, l2.lo));
  *r = two_sum(x, r1, r2);
}

static double exp_lo(mb *x) { return x->w == 64 ? -760 : -110; }
static double exp_hi(mb *x) { return x->w == 64 ? 720 : 100; }

uint32_t m_exp_df(mb *x, df a, uint32_t adj) {
  uint32_t c = fclamp(x, a.hi, exp_lo(x), exp_hi(x));
  a.lo = sel(x, feq(x, c, a.hi), a.lo, mK(x, 0)); /* a clamped head drops the tail */
  a.hi = c;
  df r;
  uint32_t k, kf;
  exp_reduce(x, a, &r, &k, &kf);
  if (adj) k = iop2(x, SpvOpIAdd, k, adj);
  return exp_core(x, r, k);
}

uint32_t m_exp(mb *x, uint32_t a) {
  uint32_t r = m_exp_df(x, (df){a, mK(x, 0)}, 0);
  return sel(x, isnan_(x, a), a, r);
}

uint32_t m_exp2(mb *x, uint32_t a) {
  uint32_t c = fclamp(x, a, x->w == 64 ? -1200 : -200, x->w == 64 ? 1200 : 200);
  uint32_t kf = frint(x, c);
  uint32_t f = fsub(x, c, kf); /* exact, |f| <= 1/2 */
  df l2 = mKdf(x, K_LN2);
  df p = two_prod(x, f, l2.hi);
  df r = fast_two_sum(x, p.hi, fadd(x, p.lo, fmul(x, f, l2.lo)));
  uint32_t res = exp_core(x, r, f2i(x, kf));
  return sel(x, isnan_(x, a), a, res);
}

uint32_t m_exp10(mb *x, uint32_t a) {
  uint32_t c = fclamp(x, a, x->w == 64 ? -340 : -50, x->w == 64 ? 320 : 45);
  uint32_t kf = frint(x, fmul(x, c, mK(x, K_LOG2_10[0])));
  df l10 = mKdf(x, K_LN10);
  df p = two_prod(x, c, l10.hi);
  p.lo = fadd(x, p.lo, fmul(x, c, l10.lo));
  df l2 = ln2_split(x);
  uint32_t r1 = fsub(x, p.hi, fmul(x, kf, l2.hi)); /* exact */
  uint32_t r2 = fsub(x, p.lo, fmul(x, kf, l2.lo));
  uint32_t res = exp_core(x, two_sum(x, r1, r2), f2i(x, kf));
  return sel(x, isnan_(x, a), a, res);
}

uint32_t m_expm1(mb *x, uint32_t a) {
  uint32_t c = fclamp(x, a, exp_lo(x), exp_hi(x));
  df r;
  uint32_t k, kf;
  exp_reduce(x, (df){c, mK(x, 0)}, &r, &k, &kf);
  uint32_t em = expm1_core(x, r);
  /* |k| <= p: (2^k - 1) + 2^k em, both exact parts; else 2^k (1 + em) - 1 */
  uint32_t p2 = fpow2(x, ocl_g3(x->k, x->it, GLSLstd450SClamp, k, mKi(x, -x->p), mKi(x, x->p)));
  uint32_t mid = fadd(x, fsub(x, p2, mK(x, 1)), fmul(x, em, p2));
  uint32_t big = fsub(x, fscale(x, fadd(x, mK(x, 1), em), k), mK(x, 1));
  uint32_t ak = ocl_g1(x->k, x->it, GLSLstd450SAbs, k);
  uint32_t res = sel(x, ieq(x, k, 0), em, sel(x, icmp(x, SpvOpSLessThanEqual, ak, mKi(x, x->p)), mid, big));
  res = sel(x, iszero_(x, a), a, res);
  return sel(x, isnan_(x, a), a, res);
}

/* ---- logarithms ----------------------------------------------------------------- */

/* a = 2^E (1 + f) with 1 + f in [sqrt(1/2), sqrt(2)), for finite a > 0. */
static void log_split(mb *x, uint32_t a, uint32_t *E, uint32_t *f) {
  uint32_t m, e;
  fsplit_exp(x, a, &m, &e);
  uint32_t big = fgt(x, m, mK(x, 0x1.6a09e667f3bcdp+0));
  m = sel(x, big, fmul(x, m, mK(x, 0.5)), m);
  e = sel(x, big, iadd(x, e, 1), e);
  *E = i2f(x, e);
  *f = fsub(x, m, mK(x, 1));
}

/* c with log(1 + f) = f + c, |c| ~ f^2/2 (relative error a few ulp) */
static uint32_t log1p_tail(mb *x, uint32_t f) {
  uint32_t d = fadd(x, mK(x, 2), f);
  uint32_t s = x->w == 64 ? fdiv_acc(x, f, d) : fdiv(x, f, d);
  uint32_t u = fmul(x, s, s);
  uint32_t R = fmul(x, u, POLY(x, u, LOG));
  return fmul(x, s, fsub(x, R, f));
}

/* E K + (f + c) M rounded once (K: NULL for 1; M: NULL for 1) */
static uint32_t log_combine(mb *x, uint32_t E, uint32_t f, uint32_t c, const double *K, const double *M) {
  df t = {f, c};
  if (M) {
    df mm = mKdf(x, M);
    t = two_prod(x, f, mm.hi);
    t.lo = fadd(x, t.lo, fadd(x, fmul(x, f, mm.lo), fmul(x, c, mm.hi)));
  }
  df u = {E, mK(x, 0)};
  if (K) {
    df ks = mKsplit(x, K, x->p - 11);
    u = (df){fmul(x, E, ks.hi), fmul(x, E, ks.lo)}; /* the first exact */
  }
  df s = two_sum(x, u.hi, t.hi);
  return fadd(x, s.hi, fadd(x, s.lo, fadd(x, u.lo, t.lo)));
}

static uint32_t log_specials(mb *x, uint32_t a, uint32_t r) {
  r = sel(x, feq(x, a, finf(x, false)), a, r);
  r = sel(x, iszero_(x, a), finf(x, true), r);
  r = sel(x, flt(x, a, mK(x, 0)), qnan(x), r);
  return sel(x, isnan_(x, a), a, r);
}

static uint32_t log_any(mb *x, uint32_t a, const double *K, const double *M) {
  uint32_t E, f;
  log_split(x, a, &E, &f);
  return log_specials(x, a, log_combine(x, E, f, log1p_tail(x, f), K, M));
}

uint32_t m_log(mb *x, uint32_t a) { return log_any(x, a, K_LN2, NULL); }
uint32_t m_log2(mb *x, uint32_t a) { return log_any(x, a, NULL, K_LOG2E); }
uint32_t m_log10(mb *x, uint32_t a) { return log_any(x, a, K_LOG10_2, K_LOG10E); }

/* log(1 + a) where 1 + a = u + d exactly: log(u) + d/u */
static uint32_t log1p_val(mb *x, uint32_t a) {
  df u = two_sum(x, mK(x, 1), a);
  uint32_t E, f;
  log_split(x, u.hi, &E, &f);
  uint32_t c = fadd(x, log1p_tail(x, f), fdiv(x, u.lo, u.hi));
  return log_combine(x, E, f, c, K_LN2, NULL);
}

uint32_t m_log1p(mb *x, uint32_t a) {
  uint32_t r = log1p_val(x, a);
  r = sel(x, feq(x, a, finf(x, false)), a, r);
  r = sel(x, feq(x, a, mK(x, -1)), finf(x, true), r);
  r = sel(x, flt(x, a, mK(x, -1)), qnan(x), r);
  r = sel(x, iszero_(x, a), a, r);
  return sel(x, isnan_(x, a), a, r);
}

df m_log_df(mb *x, uint32_t a) {
  uint32_t E, f;
  log_split(x, a, &E, &f);
  /* s = f / (2 + f) as a double word; log(1 + f) = 2s + s u P(u) */
  df d = fast_two_sum(x, mK(x, 2), f);
  df s = df_div(x, (df){f, mK(x, 0)}, d);
  uint32_t u = fmul(x, s.hi, s.hi);
  uint32_t tail = fmul(x, fmul(x, s.hi, u), POLY(x, u, LOG));
  df l1p = df_add_f(x, (df){fmul(x, s.hi, mK(x, 2)), fmul(x, s.lo, mK(x, 2))}, tail);
  df l2 = ln2_split(x);
  df el = fast_two_sum(x, fmul(x, E, l2.hi), fmul(x, E, l2.lo));
  return df_add(x, el, l1p);
}

/* ---- powers ------------------------------------------------------------------------ */

/* |a|^y = e^(y log|a|) for finite |a| > 0, y = y.hi + y.lo */
static uint32_t pow_core(mb *x, uint32_t aa, df y) {
  df L = m_log_df(x, aa);
  df t = two_prod(x, y.hi, L.hi);
  t.lo = fadd(x, t.lo, fadd(x, fmul(x, y.hi, L.lo), fmul(x, y.lo, L.hi)));
  /* far beyond overflow or underflow only the sign of the product matters
   * (and the splitting of a huge y overflows) */
  uint32_t far = bor(x, fgt(x, fabs_(x, t.hi), mK(x, x->w == 64 ? 800 : 120)), isnan_(x, t.lo));
  t.lo = sel(x, far, mK(x, 0), t.lo);
  t.hi = fclamp(x, t.hi, -2000, 2000); /* no infinity */
  t = fast_two_sum(x, t.hi, t.lo);
  return m_exp_df(x, t, 0);
}

/* y is an odd integer (finite) */
static uint32_t is_odd(mb *x, uint32_t y) {
  uint32_t h = fmul(x, y, mK(x, 0.5));
  return band(x, isint_(x, y), bnot(x, isint_(x, h)));
}

uint32_t m_pow(mb *x, uint32_t a, uint32_t y) {
  uint32_t aa = fabs_(x, a);
  uint32_t zero = mK(x, 0), one = mK(x, 1), inf = finf(x, false);
  uint32_t yint = isint_(x, y), yodd = is_odd(x, y);
  uint32_t neg = signbit_(x, a);
  uint32_t r = pow_core(x, aa, (df){y, zero});
  /* negative bases: integer exponents only, the sign from odd ones */
  r = sel(x, band(x, neg, yodd), fneg(x, r), r);
  r = sel(x, band(x, flt(x, a, zero), bnot(x, yint)), qnan(x), r);
  /* infinite exponents */
  uint32_t yinf = isinf_(x, y), ypos = fgt(x, y, zero), yneg = flt(x, y, zero);
  uint32_t big = fgt(x, aa, one);
  r = sel(x, yinf, sel(x, icmp(x, SpvOpLogicalEqual, big, ypos), inf, zero), r);
  r = sel(x, band(x, yinf, feq(x, aa, one)), one, r); /* pow(-1, +-inf) */
  /* zero and infinite bases */
  uint32_t az = iszero_(x, a), ainf = isinf_(x, a);
  uint32_t zr = sel(x, yneg, inf, zero);            /* |0|^y */
  uint32_t ir = sel(x, yneg, zero, inf);            /* |inf|^y */
  uint32_t sgn = band(x, neg, yodd);
  r = sel(x, az, sel(x, sgn, fneg(x, zr), zr), r);
  r = sel(x, ainf, sel(x, sgn, fneg(x, ir), ir), r);
  r = sel(x, bor(x, isnan_(x, a), isnan_(x, y)), qnan(x), r);
  /* pow(x, +-0) = 1 and pow(1, y) = 1 even for NaNs */
  return sel(x, bor(x, iszero_(x, y), feq(x, a, one)), one, r);
}

uint32_t m_powr(mb *x, uint32_t a, uint32_t y) {
  uint32_t zero = mK(x, 0), one = mK(x, 1), inf = finf(x, false);
  uint32_t r = pow_core(x, a, (df){y, zero});
  uint32_t yinf = isinf_(x, y), yneg = flt(x, y, zero), yz = iszero_(x, y);
  uint32_t big = fgt(x, a, one);
  r = sel(x, yinf, sel(x, icmp(x, SpvOpLogicalEqual, big, fgt(x, y, zero)), inf, zero), r);
  r = sel(x, isinf_(x, a), sel(x, yneg, zero, inf), r);
  r = sel(x, iszero_(x, a), sel(x, yneg, inf, zero), r);
  r = sel(x, yz, one, r);
  /* NaNs: x < 0, 0^0, inf^0, 1^inf */
  uint32_t nan = bor(x, flt(x, a, zero), bor(x, isnan_(x, a), isnan_(x, y)));
  nan = bor(x, nan, band(x, yz, bor(x, iszero_(x, a), isinf_(x, a))));
  nan = bor(x, nan, band(x, feq(x, a, one), yinf));
  r = sel(x, band(x, feq(x, a, one), isfinite_(x, y)), one, r);
  return sel(x, nan, qnan(x), r);
}

/* A 32-bit integer as an exact double word of the width. */
static df int_df(mb *x, uint32_t n) {
  if (x->w == 64) return (df){i2f(x, n), mK(x, 0)};
  uint32_t hi = iop2(x, SpvOpBitwiseAnd, n, mKi(x, (int32_t)0xffffff00u));
  uint32_t lo = iop2(x, SpvOpBitwiseAnd, n, mKi(x, 0xff));
  return fast_two_sum(x, i2f(x, hi), i2f(x, lo)); /* |hi| >= lo unless hi = 0 */
}

static uint32_t int_odd(mb *x, uint32_t n) {
  return icmp(x, SpvOpINotEqual, iop2(x, SpvOpBitwiseAnd, n, mKi(x, 1)), mKi(x, 0));
}

/* shared special values of pown and rootn at zero and infinite bases:
 * |0|^(sign s), |inf|^(sign s), signed for odd n */
static uint32_t int_pow_specials(mb *x, uint32_t a, uint32_t n, uint32_t r) {
  uint32_t zero = mK(x, 0), inf = finf(x, false);
  uint32_t nneg = icmp(x, SpvOpSLessThan, n, mKi(x, 0));
  uint32_t sgn = band(x, signbit_(x, a), int_odd(x, n));
  uint32_t zr = sel(x, nneg, inf, zero), ir = sel(x, nneg, zero, inf);
  r = sel(x, iszero_(x, a), sel(x, sgn, fneg(x, zr), zr), r);
  r = sel(x, isinf_(x, a), sel(x, sgn, fneg(x, ir), ir), r);
  return sel(x, isnan_(x, a), a, r);
}

uint32_t m_pown(mb *x, uint32_t a, uint32_t n) {
  uint32_t r = pow_core(x, fabs_(x, a), int_df(x, n));
  r = sel(x, band(x, signbit_(x, a), int_odd(x, n)), fneg(x, r), r);
  r = int_pow_specials(x, a, n, r);
  return sel(x, ieq(x, n, 0), mK(x, 1), r);
}

uint32_t m_rootn(mb *x, uint32_t a, uint32_t n) {
  /* 1/n as a double word */
  uint32_t ns = sel(x, ieq(x, n, 0), mKi(x, 1), n);
  df nd = int_df(x, ns);
  uint32_t q = frecip(x, nd.hi);
  df p = two_prod(x, q, nd.hi);
  uint32_t rho = fsub(x, fsub(x, fsub(x, mK(x, 1), p.hi), p.lo), fmul(x, q, nd.lo));
  df y = fast_two_sum(x, q, fmul(x, rho, q));
  uint32_t r = pow_core(x, fabs_(x, a), y);
  uint32_t odd = int_odd(x, n);
  r = sel(x, band(x, signbit_(x, a), odd), fneg(x, r), r);
  r = int_pow_specials(x, a, n, r);
  /* negative bases need odd n; n = 0 is NaN */
  uint32_t nan = bor(x, ieq(x, n, 0), band(x, flt(x, a, mK(x, 0)), bnot(x, odd)));
  return sel(x, nan, qnan(x), r);
}

/* ---- roots ----------------------------------------------------------------------------- */

/* a = m 2^e with m in [1, 4) and e even, for finite a > 0 */
static void split_even(mb *x, uint32_t a, uint32_t *m, uint32_t *e) {
  fsplit_exp(x, a, m, e);
  uint32_t odd = icmp(x, SpvOpINotEqual, iop2(x, SpvOpBitwiseAnd, *e, mKi(x, 1)), mKi(x, 0));
  *m = sel(x, odd, fmul(x, *m, mK(x, 2)), *m);
  *e = sel(x, odd, iadd(x, *e, -1), *e);
}

/* sqrt(m), m in [1, 4), correctly rounded */
static uint32_t sqrt_1_4(mb *x, uint32_t m) {
  uint32_t y = df_val(x, df_sqrt_1_4(x, m));
  /* with Y = y 2^(p-1) and M = m 2^(p-1) (integers), the remainder
   * R = M 2^(p-1) - Y^2 is small and exact in wrapping arithmetic; Y is
   * right unless R > Y (round up) or R <= -Y (round down) */
  uint32_t sc = mK(x, ldexp(1.0, x->p - 1));
  uint32_t Y = ir_op1(x->b, SpvOpConvertFToU, x->ut, fmul(x, y, sc));
  uint32_t M = ir_op1(x->b, SpvOpConvertFToU, x->ut, fmul(x, m, sc));
  uint32_t R = iop2(x, SpvOpISub, iop2(x, SpvOpShiftLeftLogical, M, mKu(x, (uint64_t)(x->p - 1))),
                    iop2(x, SpvOpIMul, Y, Y));
  uint32_t up = icmp(x, SpvOpSGreaterThan, R, Y);
  uint32_t down = icmp(x, SpvOpSLessThanEqual, R, iop2(x, SpvOpISub, mKu(x, 0), Y));
  Y = iop2(x, SpvOpIAdd, Y, sel(x, up, mKu(x, 1), mKu(x, 0)));
  Y = iop2(x, SpvOpISub, Y, sel(x, down, mKu(x, 1), mKu(x, 0)));
  return fmul(x, ir_op1(x->b, SpvOpConvertUToF, x->ft, Y), mK(x, ldexp(1.0, 1 - x->p)));
}

uint32_t m_sqrt(mb *x, uint32_t a) {
  uint32_t m, e;
  split_even(x, a, &m, &e);
  uint32_t r = fscale(x, sqrt_1_4(x, m), iop2(x, SpvOpShiftRightArithmetic, e, mKi(x, 1)));
  r = sel(x, feq(x, a, finf(x, false)), a, r);
  r = sel(x, flt(x, a, mK(x, 0)), qnan(x), r);
  r = sel(x, iszero_(x, a), a, r);
  return sel(x, isnan_(x, a), a, r);
}

uint32_t m_rsqrt(mb *x, uint32_t a) {
  uint32_t m, e;
  split_even(x, a, &m, &e);
  df s = df_sqrt_1_4(x, m);
  uint32_t q = frecip(x, s.hi);
  q = fsub(x, q, fmul(x, fmul(x, q, q), s.lo));
  uint32_t r = fscale(x, q, ineg(x, iop2(x, SpvOpShiftRightArithmetic, e, mKi(x, 1))));
  r = sel(x, feq(x, a, finf(x, false)), mK(x, 0), r);
  r = sel(x, flt(x, a, mK(x, 0)), qnan(x), r);
  r = sel(x, iszero_(x, a), fcopysign(x, finf(x, false), a), r);
  return sel(x, isnan_(x, a), a, r);
}

uint32_t m_cbrt(mb *x, uint32_t a) {
  uint32_t m, e;
  fsplit_exp(x, fabs_(x, a), &m, &e);
  /* e = 3q + r, r in {0, 1, 2} (biased to divide a positive number) */
  uint32_t q = iadd(x, iop2(x, SpvOpSDiv, iadd(x, e, 3 * 1200), mKi(x, 3)), -1200);
  uint32_t r = iop2(x, SpvOpISub, e, iop2(x, SpvOpIMul, q, mKi(x, 3)));
  uint32_t r1 = ieq(x, r, 1), r2 = ieq(x, r, 2);
  uint32_t M = fmul(x, m, sel(x, r1, mK(x, 2), sel(x, r2, mK(x, 4), mK(x, 1))));
  uint32_t y = fmul(x, fhorner(x, m, C_CBRT, 4),
                    sel(x, r1, mK(x, 0x1.428a2f98d728bp+0), sel(x, r2, mK(x, 0x1.965fea53d6e3dp+0), mK(x, 1))));
  /* Newton: y <- (2y + M / y^2) / 3 */
  uint32_t third = mK(x, 1.0 / 3);
  for (int i = 0; i < (x->w == 64 ? 2 : 1); i++) {
    uint32_t y2 = fmul(x, y, y);
    uint32_t d = x->w == 64 ? fmul(x, M, frecip(x, y2)) : fdiv(x, M, y2);
    y = fmul(x, fadd(x, fmul(x, y, mK(x, 2)), d), third);
  }
  /* y + (M - y^3) / (3 y^2) with the residual exact */
  df y2 = two_prod(x, y, y);
  df y3 = two_prod(x, y, y2.hi);
  y3.lo = fadd(x, y3.lo, fmul(x, y, y2.lo));
  uint32_t res = fsub(x, fsub(x, M, y3.hi), y3.lo);
  uint32_t d3 = fmul(x, y2.hi, mK(x, 3));
  uint32_t corr = x->w == 64 ? fmul(x, res, frecip(x, d3)) : fdiv(x, res, d3);
  uint32_t out = fcopysign(x, fscale(x, fadd(x, y, corr), q), a);
  return sel(x, bor(x, iszero_(x, a), bnot(x, isfinite_(x, a))), a, out);
}

/* sqrt(s) for s in [1, 16), to about 0.5 ulp */
static uint32_t sqrt_1_16(mb *x, uint32_t s) {
  uint32_t big = fge(x, s, mK(x, 4));
  uint32_t v = df_val(x, df_sqrt_1_4(x, sel(x, big, fmul(x, s, mK(x, 0.25)), s)));
  return sel(x, big, fmul(x, v, mK(x, 2)), v);
}

uint32_t m_hypot(mb *x, uint32_t a, uint32_t b) {
  uint32_t aa = fabs_(x, a), ab = fabs_(x, b);
  uint32_t mx = fmax_(x, aa, ab), mn = fmin_(x, aa, ab);
  uint32_t m, e;
  fsplit_exp(x, mx, &m, &e);
  uint32_t n = fscale(x, mn, ineg(x, e));
  /* m^2 + n^2 in [1, 8): the squares as double words */
  df m2 = two_prod(x, m, m);
  df s = df_add_f(x, m2, fmul(x, n, n));
  uint32_t r = fscale(x, sqrt_1_16(x, df_val(x, s)), e);
  r = sel(x, iszero_(x, mx), mK(x, 0), r);
  r = sel(x, bor(x, isnan_(x, a), isnan_(x, b)), qnan(x), r);
  return sel(x, bor(x, isinf_(x, a), isinf_(x, b)), finf(x, false), r);
}

/* ---- hyperbolic functions ------------------------------------------------------------------- */

static uint32_t expm1_pos(mb *x, uint32_t a) { return m_expm1(x, a); }

uint32_t m_sinh(mb *x, uint32_t a) {
  uint32_t aa = fabs_(x, a);
  double T = x->w == 64 ? 709 : 88;
  /* (E + E / (E + 1)) / 2 with E = expm1(|a|): no cancellation */
  uint32_t E = expm1_pos(x, fmin_(x, aa, mK(x, T)));
  uint32_t lim = mK(x, 0x1p60); /* E / (E + 1) is 1 beyond */
  uint32_t q = fdiv_acc(x, fmin_(x, E, lim), fmin_(x, fadd(x, E, mK(x, 1)), lim));
  uint32_t v = fmul(x, fadd(x, E, q), mK(x, 0.5));
  uint32_t big = m_exp_df(x, (df){fmin_(x, aa, mK(x, 2 * T)), mK(x, 0)}, mKi(x, -1)); /* e^|a| / 2 */
  uint32_t r = sel(x, fgt(x, aa, mK(x, T)), big, v);
  r = fcopysign(x, r, a);
  return sel(x, bor(x, iszero_(x, a), isnan_(x, a)), a, r);
}

uint32_t m_cosh(mb *x, uint32_t a) {
  uint32_t aa = fabs_(x, a);
  double S = x->w == 64 ? 40 : 20;
  uint32_t e = m_exp(x, fmin_(x, aa, mK(x, S)));
  uint32_t small = fmul(x, fadd(x, e, frecip(x, e)), mK(x, 0.5));
  uint32_t big = m_exp_df(x, (df){fmin_(x, aa, mK(x, exp_hi(x))), mK(x, 0)}, mKi(x, -1));
  uint32_t r = sel(x, flt(x, aa, mK(x, S)), small, big);
  return sel(x, isnan_(x, a), a, r);
}

uint32_t m_tanh(mb *x, uint32_t a) {
  uint32_t aa = fabs_(x, a);
  double T = x->w == 64 ? 20 : 9.5;
  uint32_t E = expm1_pos(x, fmul(x, fmin_(x, aa, mK(x, T)), mK(x, 2)));
  uint32_t v = fdiv_acc(x, E, fadd(x, E, mK(x, 2)));
  uint32_t r = sel(x, fgt(x, aa, mK(x, T)), mK(x, 1), v);
  r = fcopysign(x, r, a);
  return sel(x, bor(x, iszero_(x, a), isnan_(x, a)), a, r);
}

/* log(2|a|) for huge |a| */
static uint32_t log_twice(mb *x, uint32_t aa) {
  uint32_t E, f;
  log_split(x, aa, &E, &f);
  return log_combine(x, fadd(x, E, mK(x, 1)), f, log1p_tail(x, f), K_LN2, NULL);
}

uint32_t m_asinh(mb *x, uint32_t a) {
  uint32_t aa = fabs_(x, a);
  double T = x->w == 64 ? 0x1p27 : 0x1p12;
  uint32_t c = fmin_(x, aa, mK(x, T));
  /* log1p(|a| + a^2 / (1 + sqrt(1 + a^2))) */
  uint32_t a2 = fmul(x, c, c);
  uint32_t t = fadd(x, c, fdiv_acc(x, a2, fadd(x, mK(x, 1), m_sqrt(x, fadd(x, mK(x, 1), a2)))));
  uint32_t r = sel(x, fgt(x, aa, mK(x, T)), log_twice(x, aa), log1p_val(x, t));
  r = fcopysign(x, r, a);
  return sel(x, bor(x, bor(x, iszero_(x, a), isnan_(x, a)), isinf_(x, a)), a, r);
}

uint32_t m_acosh(mb *x, uint32_t a) {
  double T = x->w == 64 ? 0x1p27 : 0x1p12;
  uint32_t c = fclamp(x, a, 1, T);
  /* log1p(t + sqrt(t (t + 2))), t = a - 1 */
  uint32_t t = fsub(x, c, mK(x, 1));
  uint32_t u = fadd(x, t, m_sqrt(x, fmul(x, t, fadd(x, t, mK(x, 2)))));
  uint32_t r = sel(x, fgt(x, a, mK(x, T)), log_twice(x, a), log1p_val(x, u));
  r = sel(x, feq(x, a, finf(x, false)), a, r);
  r = sel(x, flt(x, a, mK(x, 1)), qnan(x), r);
  return sel(x, isnan_(x, a), a, r);
}

uint32_t m_atanh(mb *x, uint32_t a) {
  uint32_t aa = fabs_(x, a);
  /* log1p(2|a| / (1 - |a|)) / 2; the divisor is exact from 1/2 up */
  uint32_t c = fmin_(x, aa, mK(x, 1));
  uint32_t d = fmax_(x, fsub(x, mK(x, 1), c), mK(x, x->w == 64 ? 0x1p-60 : 0x1p-30));
  uint32_t q = fdiv_acc(x, fmul(x, c, mK(x, 2)), d);
  uint32_t r = fmul(x, log1p_val(x, q), mK(x, 0.5));
  r = sel(x, feq(x, aa, mK(x, 1)), finf(x, false), r);
  r = fcopysign(x, r, a);
  r = sel(x, fgt(x, aa, mK(x, 1)), qnan(x), r);
  return sel(x, bor(x, iszero_(x, a), isnan_(x, a)), a, r);
}
