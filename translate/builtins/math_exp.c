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
  m_fhorner(x, u, (x)->w == 64 ? C_##NAME##_64 : C_##NAME##_32,                                    \
          (x)->w == 64 ? (int)(sizeof C_##NAME##_64 / sizeof(double)) : (int)(sizeof C_##NAME##_32 / sizeof(double)))

static uint32_t fclamp(mb *x, uint32_t a, double lo, double hi) {
  return m_fmin(x, m_fmax(x, a, m_k(x, lo)), m_k(x, hi));
}
static uint32_t ieq(mb *x, uint32_t a, int32_t v) { return m_icmp(x, SpvOpIEqual, a, m_ki(x, v)); }
static uint32_t iadd(mb *x, uint32_t a, int32_t v) { return m_iop2(x, SpvOpIAdd, a, m_ki(x, v)); }
static uint32_t ineg(mb *x, uint32_t a) { return m_iop2(x, SpvOpISub, m_ki(x, 0), a); }

/* ln2 split for k ln2 with |k| < 2^11 */
static df ln2_split(mb *x) { return m_ksplit(x, K_LN2, x->p - 11); }

/* ---- exponentials ---------------------------------------------------------- */

/* expm1 of r = r.hi + r.lo, |r| <= ln2/2 */
static uint32_t expm1_core(mb *x, df r) {
  uint32_t em = m_fadd(x, r.hi, m_fmul(x, m_fmul(x, r.hi, r.hi), POLY(x, r.hi, EXPM1)));
  return m_fadd(x, em, m_fadd(x, r.lo, m_fmul(x, r.lo, em)));
}

/* e^r 2^k */
static uint32_t exp_core(mb *x, df r, uint32_t k) {
  return m_fscale(x, m_fadd(x, m_k(x, 1), expm1_core(x, r)), k);
}

/* a = k ln2 + r with |r| <= ln2/2; a.hi within the clamp of m_exp_df */
static void exp_reduce(mb *x, df a, df *r, uint32_t *k, uint32_t *kf) {
  *kf = m_frint(x, m_fmul(x, a.hi, m_k(x, K_LOG2E[0])));
  *k = m_f2i(x, *kf);
  df l2 = ln2_split(x);
  uint32_t r1 = m_fsub(x, a.hi, m_fmul(x, *kf, l2.hi)); /* exact */
  uint32_t r2 = m_fsub(x, a.lo, m_fmul(x, *kf, l2.lo));
  *r = m_two_sum(x, r1, r2);
}

static double exp_lo(mb *x) { return x->w == 64 ? -760 : -110; }
static double exp_hi(mb *x) { return x->w == 64 ? 720 : 100; }

uint32_t m_exp_df(mb *x, df a, uint32_t adj) {
  uint32_t c = fclamp(x, a.hi, exp_lo(x), exp_hi(x));
  a.lo = m_sel(x, m_feq(x, c, a.hi), a.lo, m_k(x, 0)); /* a clamped head drops the tail */
  a.hi = c;
  df r;
  uint32_t k, kf;
  exp_reduce(x, a, &r, &k, &kf);
  if (adj) k = m_iop2(x, SpvOpIAdd, k, adj);
  return exp_core(x, r, k);
}

uint32_t m_exp(mb *x, uint32_t a) {
  uint32_t r = m_exp_df(x, (df){a, m_k(x, 0)}, 0);
  return m_sel(x, m_isnan(x, a), a, r);
}

uint32_t m_exp2(mb *x, uint32_t a) {
  uint32_t c = fclamp(x, a, x->w == 64 ? -1200 : -200, x->w == 64 ? 1200 : 200);
  uint32_t kf = m_frint(x, c);
  uint32_t f = m_fsub(x, c, kf); /* exact, |f| <= 1/2 */
  df l2 = m_kdf(x, K_LN2);
  df p = m_two_prod(x, f, l2.hi);
  df r = m_fast_two_sum(x, p.hi, m_fadd(x, p.lo, m_fmul(x, f, l2.lo)));
  uint32_t res = exp_core(x, r, m_f2i(x, kf));
  return m_sel(x, m_isnan(x, a), a, res);
}

uint32_t m_exp10(mb *x, uint32_t a) {
  uint32_t c = fclamp(x, a, x->w == 64 ? -340 : -50, x->w == 64 ? 320 : 45);
  uint32_t kf = m_frint(x, m_fmul(x, c, m_k(x, K_LOG2_10[0])));
  df l10 = m_kdf(x, K_LN10);
  df p = m_two_prod(x, c, l10.hi);
  p.lo = m_fadd(x, p.lo, m_fmul(x, c, l10.lo));
  df l2 = ln2_split(x);
  uint32_t r1 = m_fsub(x, p.hi, m_fmul(x, kf, l2.hi)); /* exact */
  uint32_t r2 = m_fsub(x, p.lo, m_fmul(x, kf, l2.lo));
  uint32_t res = exp_core(x, m_two_sum(x, r1, r2), m_f2i(x, kf));
  return m_sel(x, m_isnan(x, a), a, res);
}

uint32_t m_expm1(mb *x, uint32_t a) {
  uint32_t c = fclamp(x, a, exp_lo(x), exp_hi(x));
  df r;
  uint32_t k, kf;
  exp_reduce(x, (df){c, m_k(x, 0)}, &r, &k, &kf);
  uint32_t em = expm1_core(x, r);
  /* |k| <= p: (2^k - 1) + 2^k em, both exact parts; else 2^k (1 + em) - 1 */
  uint32_t p2 = m_fpow2(x, ocl_g3(x->k, x->it, GLSLstd450SClamp, k, m_ki(x, -x->p), m_ki(x, x->p)));
  uint32_t mid = m_fadd(x, m_fsub(x, p2, m_k(x, 1)), m_fmul(x, em, p2));
  uint32_t big = m_fsub(x, m_fscale(x, m_fadd(x, m_k(x, 1), em), k), m_k(x, 1));
  uint32_t ak = ocl_g1(x->k, x->it, GLSLstd450SAbs, k);
  uint32_t res = m_sel(x, ieq(x, k, 0), em, m_sel(x, m_icmp(x, SpvOpSLessThanEqual, ak, m_ki(x, x->p)), mid, big));
  res = m_sel(x, m_iszero(x, a), a, res);
  return m_sel(x, m_isnan(x, a), a, res);
}

/* ---- logarithms ----------------------------------------------------------------- */

/* a = 2^E (1 + f) with 1 + f in [sqrt(1/2), sqrt(2)), for finite a > 0. */
static void log_split(mb *x, uint32_t a, uint32_t *E, uint32_t *f) {
  uint32_t m, e;
  m_fsplit_exp(x, a, &m, &e);
  uint32_t big = m_fgt(x, m, m_k(x, 0x1.6a09e667f3bcdp+0));
  m = m_sel(x, big, m_fmul(x, m, m_k(x, 0.5)), m);
  e = m_sel(x, big, iadd(x, e, 1), e);
  *E = m_i2f(x, e);
  *f = m_fsub(x, m, m_k(x, 1));
}

/* c with log(1 + f) = f + c, |c| ~ f^2/2 (relative error a few ulp) */
static uint32_t log1p_tail(mb *x, uint32_t f) {
  uint32_t d = m_fadd(x, m_k(x, 2), f);
  uint32_t s = x->w == 64 ? m_fdiv_acc(x, f, d) : m_fdiv(x, f, d);
  uint32_t u = m_fmul(x, s, s);
  uint32_t R = m_fmul(x, u, POLY(x, u, LOG));
  return m_fmul(x, s, m_fsub(x, R, f));
}

/* E K + (f + c) M rounded once (K: NULL for 1; M: NULL for 1) */
static uint32_t log_combine(mb *x, uint32_t E, uint32_t f, uint32_t c, const double *K, const double *M) {
  df t = {f, c};
  if (M) {
    df mm = m_kdf(x, M);
    t = m_two_prod(x, f, mm.hi);
    t.lo = m_fadd(x, t.lo, m_fadd(x, m_fmul(x, f, mm.lo), m_fmul(x, c, mm.hi)));
  }
  df u = {E, m_k(x, 0)};
  if (K) {
    df ks = m_ksplit(x, K, x->p - 11);
    u = (df){m_fmul(x, E, ks.hi), m_fmul(x, E, ks.lo)}; /* the first exact */
  }
  df s = m_two_sum(x, u.hi, t.hi);
  return m_fadd(x, s.hi, m_fadd(x, s.lo, m_fadd(x, u.lo, t.lo)));
}

static uint32_t log_specials(mb *x, uint32_t a, uint32_t r) {
  r = m_sel(x, m_feq(x, a, m_finf(x, false)), a, r);
  r = m_sel(x, m_iszero(x, a), m_finf(x, true), r);
  r = m_sel(x, m_flt(x, a, m_k(x, 0)), m_qnan(x), r);
  return m_sel(x, m_isnan(x, a), a, r);
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
  df u = m_two_sum(x, m_k(x, 1), a);
  uint32_t E, f;
  log_split(x, u.hi, &E, &f);
  uint32_t c = m_fadd(x, log1p_tail(x, f), m_fdiv(x, u.lo, u.hi));
  return log_combine(x, E, f, c, K_LN2, NULL);
}

uint32_t m_log1p(mb *x, uint32_t a) {
  uint32_t r = log1p_val(x, a);
  r = m_sel(x, m_feq(x, a, m_finf(x, false)), a, r);
  r = m_sel(x, m_feq(x, a, m_k(x, -1)), m_finf(x, true), r);
  r = m_sel(x, m_flt(x, a, m_k(x, -1)), m_qnan(x), r);
  r = m_sel(x, m_iszero(x, a), a, r);
  return m_sel(x, m_isnan(x, a), a, r);
}

df m_log_df(mb *x, uint32_t a) {
  uint32_t E, f;
  log_split(x, a, &E, &f);
  /* s = f / (2 + f) as a double word; log(1 + f) = 2s + s u P(u) */
  df d = m_fast_two_sum(x, m_k(x, 2), f);
  df s = df_div(x, (df){f, m_k(x, 0)}, d);
  uint32_t u = m_fmul(x, s.hi, s.hi);
  uint32_t tail = m_fmul(x, m_fmul(x, s.hi, u), POLY(x, u, LOG));
  df l1p = df_add_f(x, (df){m_fmul(x, s.hi, m_k(x, 2)), m_fmul(x, s.lo, m_k(x, 2))}, tail);
  df l2 = ln2_split(x);
  df el = m_fast_two_sum(x, m_fmul(x, E, l2.hi), m_fmul(x, E, l2.lo));
  return df_add(x, el, l1p);
}

/* ---- powers ------------------------------------------------------------------------ */

/* |a|^y = e^(y log|a|) for finite |a| > 0, y = y.hi + y.lo */
static uint32_t pow_core(mb *x, uint32_t aa, df y) {
  df L = m_log_df(x, aa);
  df t = m_two_prod(x, y.hi, L.hi);
  t.lo = m_fadd(x, t.lo, m_fadd(x, m_fmul(x, y.hi, L.lo), m_fmul(x, y.lo, L.hi)));
  /* far beyond overflow or underflow only the sign of the product matters
   * (and the splitting of a huge y overflows) */
  uint32_t far = m_bor(x, m_fgt(x, m_fabs(x, t.hi), m_k(x, x->w == 64 ? 800 : 120)), m_isnan(x, t.lo));
  t.lo = m_sel(x, far, m_k(x, 0), t.lo);
  t.hi = fclamp(x, t.hi, -2000, 2000); /* no infinity */
  t = m_fast_two_sum(x, t.hi, t.lo);
  return m_exp_df(x, t, 0);
}

/* y is an odd integer (finite) */
static uint32_t is_odd(mb *x, uint32_t y) {
  uint32_t h = m_fmul(x, y, m_k(x, 0.5));
  return m_band(x, m_isint(x, y), m_bnot(x, m_isint(x, h)));
}

uint32_t m_pow(mb *x, uint32_t a, uint32_t y) {
  uint32_t aa = m_fabs(x, a);
  uint32_t zero = m_k(x, 0), one = m_k(x, 1), inf = m_finf(x, false);
  uint32_t yint = m_isint(x, y), yodd = is_odd(x, y);
  uint32_t neg = m_signbit(x, a);
  uint32_t r = pow_core(x, aa, (df){y, zero});
  /* negative bases: integer exponents only, the sign from odd ones */
  r = m_sel(x, m_band(x, neg, yodd), m_fneg(x, r), r);
  r = m_sel(x, m_band(x, m_flt(x, a, zero), m_bnot(x, yint)), m_qnan(x), r);
  /* infinite exponents */
  uint32_t yinf = m_isinf(x, y), ypos = m_fgt(x, y, zero), yneg = m_flt(x, y, zero);
  uint32_t big = m_fgt(x, aa, one);
  r = m_sel(x, yinf, m_sel(x, m_icmp(x, SpvOpLogicalEqual, big, ypos), inf, zero), r);
  r = m_sel(x, m_band(x, yinf, m_feq(x, aa, one)), one, r); /* pow(-1, +-inf) */
  /* zero and infinite bases */
  uint32_t az = m_iszero(x, a), ainf = m_isinf(x, a);
  uint32_t zr = m_sel(x, yneg, inf, zero);            /* |0|^y */
  uint32_t ir = m_sel(x, yneg, zero, inf);            /* |inf|^y */
  uint32_t sgn = m_band(x, neg, yodd);
  r = m_sel(x, az, m_sel(x, sgn, m_fneg(x, zr), zr), r);
  r = m_sel(x, ainf, m_sel(x, sgn, m_fneg(x, ir), ir), r);
  r = m_sel(x, m_bor(x, m_isnan(x, a), m_isnan(x, y)), m_qnan(x), r);
  /* pow(x, +-0) = 1 and pow(1, y) = 1 even for NaNs */
  return m_sel(x, m_bor(x, m_iszero(x, y), m_feq(x, a, one)), one, r);
}

uint32_t m_powr(mb *x, uint32_t a, uint32_t y) {
  uint32_t zero = m_k(x, 0), one = m_k(x, 1), inf = m_finf(x, false);
  uint32_t r = pow_core(x, a, (df){y, zero});
  uint32_t yinf = m_isinf(x, y), yneg = m_flt(x, y, zero), yz = m_iszero(x, y);
  uint32_t big = m_fgt(x, a, one);
  r = m_sel(x, yinf, m_sel(x, m_icmp(x, SpvOpLogicalEqual, big, m_fgt(x, y, zero)), inf, zero), r);
  r = m_sel(x, m_isinf(x, a), m_sel(x, yneg, zero, inf), r);
  r = m_sel(x, m_iszero(x, a), m_sel(x, yneg, inf, zero), r);
  r = m_sel(x, yz, one, r);
  /* NaNs: x < 0, 0^0, inf^0, 1^inf */
  uint32_t nan = m_bor(x, m_flt(x, a, zero), m_bor(x, m_isnan(x, a), m_isnan(x, y)));
  nan = m_bor(x, nan, m_band(x, yz, m_bor(x, m_iszero(x, a), m_isinf(x, a))));
  nan = m_bor(x, nan, m_band(x, m_feq(x, a, one), yinf));
  r = m_sel(x, m_band(x, m_feq(x, a, one), m_isfinite(x, y)), one, r);
  return m_sel(x, nan, m_qnan(x), r);
}

/* A 32-bit integer as an exact double word of the width. */
static df int_df(mb *x, uint32_t n) {
  if (x->w == 64) return (df){m_i2f(x, n), m_k(x, 0)};
  uint32_t hi = m_iop2(x, SpvOpBitwiseAnd, n, m_ki(x, (int32_t)0xffffff00u));
  uint32_t lo = m_iop2(x, SpvOpBitwiseAnd, n, m_ki(x, 0xff));
  return m_fast_two_sum(x, m_i2f(x, hi), m_i2f(x, lo)); /* |hi| >= lo unless hi = 0 */
}

static uint32_t int_odd(mb *x, uint32_t n) {
  return m_icmp(x, SpvOpINotEqual, m_iop2(x, SpvOpBitwiseAnd, n, m_ki(x, 1)), m_ki(x, 0));
}

/* shared special values of pown and rootn at zero and infinite bases:
 * |0|^(sign s), |inf|^(sign s), signed for odd n */
static uint32_t int_pow_specials(mb *x, uint32_t a, uint32_t n, uint32_t r) {
  uint32_t zero = m_k(x, 0), inf = m_finf(x, false);
  uint32_t nneg = m_icmp(x, SpvOpSLessThan, n, m_ki(x, 0));
  uint32_t sgn = m_band(x, m_signbit(x, a), int_odd(x, n));
  uint32_t zr = m_sel(x, nneg, inf, zero), ir = m_sel(x, nneg, zero, inf);
  r = m_sel(x, m_iszero(x, a), m_sel(x, sgn, m_fneg(x, zr), zr), r);
  r = m_sel(x, m_isinf(x, a), m_sel(x, sgn, m_fneg(x, ir), ir), r);
  return m_sel(x, m_isnan(x, a), a, r);
}

uint32_t m_pown(mb *x, uint32_t a, uint32_t n) {
  uint32_t r = pow_core(x, m_fabs(x, a), int_df(x, n));
  r = m_sel(x, m_band(x, m_signbit(x, a), int_odd(x, n)), m_fneg(x, r), r);
  r = int_pow_specials(x, a, n, r);
  return m_sel(x, ieq(x, n, 0), m_k(x, 1), r);
}

uint32_t m_rootn(mb *x, uint32_t a, uint32_t n) {
  /* 1/n as a double word */
  uint32_t ns = m_sel(x, ieq(x, n, 0), m_ki(x, 1), n);
  df nd = int_df(x, ns);
  uint32_t q = m_frecip(x, nd.hi);
  df p = m_two_prod(x, q, nd.hi);
  uint32_t rho = m_fsub(x, m_fsub(x, m_fsub(x, m_k(x, 1), p.hi), p.lo), m_fmul(x, q, nd.lo));
  df y = m_fast_two_sum(x, q, m_fmul(x, rho, q));
  uint32_t r = pow_core(x, m_fabs(x, a), y);
  uint32_t odd = int_odd(x, n);
  r = m_sel(x, m_band(x, m_signbit(x, a), odd), m_fneg(x, r), r);
  r = int_pow_specials(x, a, n, r);
  /* negative bases need odd n; n = 0 is NaN */
  uint32_t nan = m_bor(x, ieq(x, n, 0), m_band(x, m_flt(x, a, m_k(x, 0)), m_bnot(x, odd)));
  return m_sel(x, nan, m_qnan(x), r);
}

/* ---- roots ----------------------------------------------------------------------------- */

/* a = m 2^e with m in [1, 4) and e even, for finite a > 0 */
static void split_even(mb *x, uint32_t a, uint32_t *m, uint32_t *e) {
  m_fsplit_exp(x, a, m, e);
  uint32_t odd = m_icmp(x, SpvOpINotEqual, m_iop2(x, SpvOpBitwiseAnd, *e, m_ki(x, 1)), m_ki(x, 0));
  *m = m_sel(x, odd, m_fmul(x, *m, m_k(x, 2)), *m);
  *e = m_sel(x, odd, iadd(x, *e, -1), *e);
}

/* sqrt(m), m in [1, 4), correctly rounded */
static uint32_t sqrt_1_4(mb *x, uint32_t m) {
  uint32_t y = df_val(x, df_sqrt_1_4(x, m));
  /* with Y = y 2^(p-1) and M = m 2^(p-1) (integers), the remainder
   * R = M 2^(p-1) - Y^2 is small and exact in wrapping arithmetic; Y is
   * right unless R > Y (round up) or R <= -Y (round down) */
  uint32_t sc = m_k(x, ldexp(1.0, x->p - 1));
  uint32_t Y = ir_op1(x->b, SpvOpConvertFToU, x->ut, m_fmul(x, y, sc));
  uint32_t M = ir_op1(x->b, SpvOpConvertFToU, x->ut, m_fmul(x, m, sc));
  uint32_t R = m_iop2(x, SpvOpISub, m_iop2(x, SpvOpShiftLeftLogical, M, m_ku(x, (uint64_t)(x->p - 1))),
                    m_iop2(x, SpvOpIMul, Y, Y));
  uint32_t up = m_icmp(x, SpvOpSGreaterThan, R, Y);
  uint32_t down = m_icmp(x, SpvOpSLessThanEqual, R, m_iop2(x, SpvOpISub, m_ku(x, 0), Y));
  Y = m_iop2(x, SpvOpIAdd, Y, m_sel(x, up, m_ku(x, 1), m_ku(x, 0)));
  Y = m_iop2(x, SpvOpISub, Y, m_sel(x, down, m_ku(x, 1), m_ku(x, 0)));
  return m_fmul(x, ir_op1(x->b, SpvOpConvertUToF, x->ft, Y), m_k(x, ldexp(1.0, 1 - x->p)));
}

uint32_t m_sqrt(mb *x, uint32_t a) {
  uint32_t m, e;
  split_even(x, a, &m, &e);
  uint32_t r = m_fscale(x, sqrt_1_4(x, m), m_iop2(x, SpvOpShiftRightArithmetic, e, m_ki(x, 1)));
  r = m_sel(x, m_feq(x, a, m_finf(x, false)), a, r);
  r = m_sel(x, m_flt(x, a, m_k(x, 0)), m_qnan(x), r);
  r = m_sel(x, m_iszero(x, a), a, r);
  return m_sel(x, m_isnan(x, a), a, r);
}

uint32_t m_rsqrt(mb *x, uint32_t a) {
  uint32_t m, e;
  split_even(x, a, &m, &e);
  df s = df_sqrt_1_4(x, m);
  uint32_t q = m_frecip(x, s.hi);
  q = m_fsub(x, q, m_fmul(x, m_fmul(x, q, q), s.lo));
  uint32_t r = m_fscale(x, q, ineg(x, m_iop2(x, SpvOpShiftRightArithmetic, e, m_ki(x, 1))));
  r = m_sel(x, m_feq(x, a, m_finf(x, false)), m_k(x, 0), r);
  r = m_sel(x, m_flt(x, a, m_k(x, 0)), m_qnan(x), r);
  r = m_sel(x, m_iszero(x, a), m_fcopysign(x, m_finf(x, false), a), r);
  return m_sel(x, m_isnan(x, a), a, r);
}

uint32_t m_cbrt(mb *x, uint32_t a) {
  uint32_t m, e;
  m_fsplit_exp(x, m_fabs(x, a), &m, &e);
  /* e = 3q + r, r in {0, 1, 2} (biased to divide a positive number) */
  uint32_t q = iadd(x, m_iop2(x, SpvOpSDiv, iadd(x, e, 3 * 1200), m_ki(x, 3)), -1200);
  uint32_t r = m_iop2(x, SpvOpISub, e, m_iop2(x, SpvOpIMul, q, m_ki(x, 3)));
  uint32_t r1 = ieq(x, r, 1), r2 = ieq(x, r, 2);
  uint32_t M = m_fmul(x, m, m_sel(x, r1, m_k(x, 2), m_sel(x, r2, m_k(x, 4), m_k(x, 1))));
  uint32_t y = m_fmul(x, m_fhorner(x, m, C_CBRT, 4),
                    m_sel(x, r1, m_k(x, 0x1.428a2f98d728bp+0), m_sel(x, r2, m_k(x, 0x1.965fea53d6e3dp+0), m_k(x, 1))));
  /* Newton: y <- (2y + M / y^2) / 3 */
  uint32_t third = m_k(x, 1.0 / 3);
  for (int i = 0; i < (x->w == 64 ? 2 : 1); i++) {
    uint32_t y2 = m_fmul(x, y, y);
    uint32_t d = x->w == 64 ? m_fmul(x, M, m_frecip(x, y2)) : m_fdiv(x, M, y2);
    y = m_fmul(x, m_fadd(x, m_fmul(x, y, m_k(x, 2)), d), third);
  }
  /* y + (M - y^3) / (3 y^2) with the residual exact */
  df y2 = m_two_prod(x, y, y);
  df y3 = m_two_prod(x, y, y2.hi);
  y3.lo = m_fadd(x, y3.lo, m_fmul(x, y, y2.lo));
  uint32_t res = m_fsub(x, m_fsub(x, M, y3.hi), y3.lo);
  uint32_t d3 = m_fmul(x, y2.hi, m_k(x, 3));
  uint32_t corr = x->w == 64 ? m_fmul(x, res, m_frecip(x, d3)) : m_fdiv(x, res, d3);
  uint32_t out = m_fcopysign(x, m_fscale(x, m_fadd(x, y, corr), q), a);
  return m_sel(x, m_bor(x, m_iszero(x, a), m_bnot(x, m_isfinite(x, a))), a, out);
}

/* sqrt(s) for s in [1, 16), to about 0.5 ulp */
static uint32_t sqrt_1_16(mb *x, uint32_t s) {
  uint32_t big = m_fge(x, s, m_k(x, 4));
  uint32_t v = df_val(x, df_sqrt_1_4(x, m_sel(x, big, m_fmul(x, s, m_k(x, 0.25)), s)));
  return m_sel(x, big, m_fmul(x, v, m_k(x, 2)), v);
}

uint32_t m_hypot(mb *x, uint32_t a, uint32_t b) {
  uint32_t aa = m_fabs(x, a), ab = m_fabs(x, b);
  uint32_t mx = m_fmax(x, aa, ab), mn = m_fmin(x, aa, ab);
  uint32_t m, e;
  m_fsplit_exp(x, mx, &m, &e);
  uint32_t n = m_fscale(x, mn, ineg(x, e));
  /* m^2 + n^2 in [1, 8): the squares as double words */
  df m2 = m_two_prod(x, m, m);
  df s = df_add_f(x, m2, m_fmul(x, n, n));
  uint32_t r = m_fscale(x, sqrt_1_16(x, df_val(x, s)), e);
  r = m_sel(x, m_iszero(x, mx), m_k(x, 0), r);
  r = m_sel(x, m_bor(x, m_isnan(x, a), m_isnan(x, b)), m_qnan(x), r);
  return m_sel(x, m_bor(x, m_isinf(x, a), m_isinf(x, b)), m_finf(x, false), r);
}

/* ---- hyperbolic functions ------------------------------------------------------------------- */

static uint32_t expm1_pos(mb *x, uint32_t a) { return m_expm1(x, a); }

uint32_t m_sinh(mb *x, uint32_t a) {
  uint32_t aa = m_fabs(x, a);
  double T = x->w == 64 ? 709 : 88;
  /* (E + E / (E + 1)) / 2 with E = expm1(|a|): no cancellation */
  uint32_t E = expm1_pos(x, m_fmin(x, aa, m_k(x, T)));
  uint32_t lim = m_k(x, 0x1p60); /* E / (E + 1) is 1 beyond */
  uint32_t q = m_fdiv_acc(x, m_fmin(x, E, lim), m_fmin(x, m_fadd(x, E, m_k(x, 1)), lim));
  uint32_t v = m_fmul(x, m_fadd(x, E, q), m_k(x, 0.5));
  uint32_t big = m_exp_df(x, (df){m_fmin(x, aa, m_k(x, 2 * T)), m_k(x, 0)}, m_ki(x, -1)); /* e^|a| / 2 */
  uint32_t r = m_sel(x, m_fgt(x, aa, m_k(x, T)), big, v);
  r = m_fcopysign(x, r, a);
  return m_sel(x, m_bor(x, m_iszero(x, a), m_isnan(x, a)), a, r);
}

uint32_t m_cosh(mb *x, uint32_t a) {
  uint32_t aa = m_fabs(x, a);
  double S = x->w == 64 ? 40 : 20;
  uint32_t e = m_exp(x, m_fmin(x, aa, m_k(x, S)));
  uint32_t small = m_fmul(x, m_fadd(x, e, m_frecip(x, e)), m_k(x, 0.5));
  uint32_t big = m_exp_df(x, (df){m_fmin(x, aa, m_k(x, exp_hi(x))), m_k(x, 0)}, m_ki(x, -1));
  uint32_t r = m_sel(x, m_flt(x, aa, m_k(x, S)), small, big);
  return m_sel(x, m_isnan(x, a), a, r);
}

uint32_t m_tanh(mb *x, uint32_t a) {
  uint32_t aa = m_fabs(x, a);
  double T = x->w == 64 ? 20 : 9.5;
  uint32_t E = expm1_pos(x, m_fmul(x, m_fmin(x, aa, m_k(x, T)), m_k(x, 2)));
  uint32_t v = m_fdiv_acc(x, E, m_fadd(x, E, m_k(x, 2)));
  uint32_t r = m_sel(x, m_fgt(x, aa, m_k(x, T)), m_k(x, 1), v);
  r = m_fcopysign(x, r, a);
  return m_sel(x, m_bor(x, m_iszero(x, a), m_isnan(x, a)), a, r);
}

/* log(2|a|) for huge |a| */
static uint32_t log_twice(mb *x, uint32_t aa) {
  uint32_t E, f;
  log_split(x, aa, &E, &f);
  return log_combine(x, m_fadd(x, E, m_k(x, 1)), f, log1p_tail(x, f), K_LN2, NULL);
}

uint32_t m_asinh(mb *x, uint32_t a) {
  uint32_t aa = m_fabs(x, a);
  double T = x->w == 64 ? 0x1p27 : 0x1p12;
  uint32_t c = m_fmin(x, aa, m_k(x, T));
  /* log1p(|a| + a^2 / (1 + sqrt(1 + a^2))) */
  uint32_t a2 = m_fmul(x, c, c);
  uint32_t t = m_fadd(x, c, m_fdiv_acc(x, a2, m_fadd(x, m_k(x, 1), m_sqrt(x, m_fadd(x, m_k(x, 1), a2)))));
  uint32_t r = m_sel(x, m_fgt(x, aa, m_k(x, T)), log_twice(x, aa), log1p_val(x, t));
  r = m_fcopysign(x, r, a);
  return m_sel(x, m_bor(x, m_bor(x, m_iszero(x, a), m_isnan(x, a)), m_isinf(x, a)), a, r);
}

uint32_t m_acosh(mb *x, uint32_t a) {
  double T = x->w == 64 ? 0x1p27 : 0x1p12;
  uint32_t c = fclamp(x, a, 1, T);
  /* log1p(t + sqrt(t (t + 2))), t = a - 1 */
  uint32_t t = m_fsub(x, c, m_k(x, 1));
  uint32_t u = m_fadd(x, t, m_sqrt(x, m_fmul(x, t, m_fadd(x, t, m_k(x, 2)))));
  uint32_t r = m_sel(x, m_fgt(x, a, m_k(x, T)), log_twice(x, a), log1p_val(x, u));
  r = m_sel(x, m_feq(x, a, m_finf(x, false)), a, r);
  r = m_sel(x, m_flt(x, a, m_k(x, 1)), m_qnan(x), r);
  return m_sel(x, m_isnan(x, a), a, r);
}

uint32_t m_atanh(mb *x, uint32_t a) {
  uint32_t aa = m_fabs(x, a);
  /* log1p(2|a| / (1 - |a|)) / 2; the divisor is exact from 1/2 up */
  uint32_t c = m_fmin(x, aa, m_k(x, 1));
  uint32_t d = m_fmax(x, m_fsub(x, m_k(x, 1), c), m_k(x, x->w == 64 ? 0x1p-60 : 0x1p-30));
  uint32_t q = m_fdiv_acc(x, m_fmul(x, c, m_k(x, 2)), d);
  uint32_t r = m_fmul(x, log1p_val(x, q), m_k(x, 0.5));
  r = m_sel(x, m_feq(x, aa, m_k(x, 1)), m_finf(x, false), r);
  r = m_fcopysign(x, r, a);
  r = m_sel(x, m_fgt(x, aa, m_k(x, 1)), m_qnan(x), r);
  return m_sel(x, m_bor(x, m_iszero(x, a), m_isnan(x, a)), a, r);
}
