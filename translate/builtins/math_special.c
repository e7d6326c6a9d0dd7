/* math_special.c: erf, erfc, tgamma, lgamma and lgamma_r, for float and
 * double.
 *
 * erf below 0.84375: x (2/sqrt(pi) + u Q(u)), u = x^2 (minimax); erfc
 * there is 1 - erf summed in double words. Above: erfc(x) = e^(-x^2) R(x)
 * with x^2 exact as a double word in the exponential and R(x) =
 * erfc(x) e^(x^2) minimax: piecewise polynomials in x (their coefficients
 * chosen per piece by selects, so one Horner evaluation serves every
 * piece) and, in the tail, R(x) x as a polynomial in 1/x^2. erf = 1 -
 * erfc there.
 *
 * Gamma: Stirling's series in double words from X0 = 4 (float) or 10
 * (double) up (lgamma(z) = (z - 1/2) log z - z + log sqrt(2 pi) + sum
 * B_2k / (2k (2k-1) z^(2k-1))), exponentiated for tgamma. Between -X0 and
 * X0: the recurrence to y in [1, 2), Gamma(x) = Gamma(y) times or divided
 * by the exact factors x - j or x + j, with lgamma(y) = (y-1)(y-2) P(y)
 * (minimax, so exact zeros at 1 and 2). Below -X0: the reflection
 * Gamma(x) = pi / (sin(pi x) Gamma(1 - x)) in logarithms (no overflow of
 * Gamma(1 - x), denormal results kept). */
#include <math.h>

#include "math_coeffs.h"
#include "math_fn.h"

#define POLY(x, u, NAME)                                                                          \
  m_fhorner(x, u, (x)->w == 64 ? C_##NAME##_64 : C_##NAME##_32,                                    \
          (x)->w == 64 ? (int)(sizeof C_##NAME##_64 / sizeof(double)) : (int)(sizeof C_##NAME##_32 / sizeof(double)))

static uint32_t fclamp(mb *x, uint32_t a, double lo, double hi) {
  return m_fmin(x, m_fmax(x, a, m_k(x, lo)), m_k(x, hi));
}

/* ---- error functions ----------------------------------------------------- */

/* erf(a) for |a| < 0.84375 as a double word */
static df erf_small(mb *x, uint32_t a) {
  df k = m_kdf(x, K_TWO_SQRTPI);
  uint32_t u = m_fmul(x, a, a);
  df p = m_two_prod(x, a, k.hi);
  p.lo = m_fadd(x, p.lo, m_fadd(x, m_fmul(x, a, k.lo), m_fmul(x, m_fmul(x, a, u), POLY(x, u, ERF))));
  return p;
}

/* Horner over coefficient tables chosen per piece: pieces j < n - 1 cover
 * a < hi[j] (in order) */
static uint32_t horner_pieces(mb *x, uint32_t a, uint32_t s, const double *const *tab, const double *hi, int npieces,
                              int nterms) {
  uint32_t below[8];
  for (int j = 0; j < npieces - 1; j++) below[j] = m_flt(x, a, m_k(x, hi[j]));
  uint32_t r = 0;
  for (int i = nterms - 1; i >= 0; i--) {
    uint32_t c = m_k(x, tab[npieces - 1][i]);
    for (int j = npieces - 2; j >= 0; j--) c = m_sel(x, below[j], m_k(x, tab[j][i]), c);
    r = r ? m_fadd(x, c, m_fmul(x, s, r)) : c;
  }
  return r;
}

/* erfc(a) for a >= 0.84375 (and below the underflow of the result) */
static uint32_t erfc_big(mb *x, uint32_t a) {
  bool dbl = x->w == 64;
  uint32_t c = fclamp(x, a, 0.84375, dbl ? 27.5 : 10.1);
  /* R(c) = erfc(c) e^(c^2) */
  static const double *t32[] = {C_ERFC0_32, C_ERFC1_32};
  static const double *t64[] = {C_ERFC0_64, C_ERFC1_64, C_ERFC2_64, C_ERFC3_64, C_ERFC4_64};
  static const double h32[] = {1.75}, c32[] = {1.296875, 2.375};
  static const double h64[] = {1.25, 1.75, 2.5, 3.5}, c64[] = {1.046875, 1.5, 2.125, 3.0, 4.25};
  int np = dbl ? 5 : 2;
  const double *hs = dbl ? h64 : h32, *cs = dbl ? c64 : c32;
  uint32_t center = m_k(x, cs[np - 1]);
  for (int j = np - 2; j >= 0; j--) center = m_sel(x, m_flt(x, c, m_k(x, hs[j])), m_k(x, cs[j]), center);
  uint32_t s = m_fsub(x, c, center); /* exact */
  uint32_t rx = horner_pieces(x, c, s, dbl ? t64 : t32, hs, np, dbl ? 16 : 9);
  /* the tail: R(c) c as a polynomial in 1/c^2 */
  uint32_t r1 = m_frecip(x, c);
  uint32_t rt = m_fmul(x, POLY(x, m_fmul(x, r1, r1), ERFCT), r1);
  uint32_t R = m_sel(x, m_flt(x, c, m_k(x, dbl ? 5.0 : 3.0)), rx, rt);
  df sq = m_two_prod(x, c, c);
  uint32_t e = m_exp_df(x, (df){m_fneg(x, sq.hi), m_fneg(x, sq.lo)}, 0);
  return m_fmul(x, e, R);
}

uint32_t m_erf(mb *x, uint32_t a) {
  uint32_t aa = m_fabs(x, a);
  uint32_t small = df_val(x, erf_small(x, a));
  uint32_t big = m_fcopysign(x, m_fsub(x, m_k(x, 1), erfc_big(x, aa)), a);
  uint32_t r = m_sel(x, m_flt(x, aa, m_k(x, 0.84375)), small, big);
  return m_sel(x, m_bor(x, m_iszero(x, a), m_isnan(x, a)), a, r);
}

uint32_t m_erfc(mb *x, uint32_t a) {
  uint32_t aa = m_fabs(x, a);
  df e = erf_small(x, a);
  df d = m_two_sum(x, m_k(x, 1), m_fneg(x, e.hi));
  uint32_t small = m_fadd(x, d.hi, m_fsub(x, d.lo, e.lo));
  uint32_t eb = erfc_big(x, aa);
  uint32_t big = m_sel(x, m_signbit(x, a), m_fsub(x, m_k(x, 2), eb), eb);
  uint32_t r = m_sel(x, m_flt(x, aa, m_k(x, 0.84375)), small, big);
  return m_sel(x, m_isnan(x, a), a, r);
}

/* ---- gamma ------------------------------------------------------------------ */

static double gamma_x0(mb *x) { return x->w == 64 ? 10 : 4; }

/* lgamma(y) for y in [1, 2]; *deriv (if not NULL) its derivative */
static uint32_t lgamma12(mb *x, uint32_t y, uint32_t *deriv) {
  const double *c = x->w == 64 ? C_LGAMMA_64 : C_LGAMMA_32;
  int n = x->w == 64 ? (int)(sizeof C_LGAMMA_64 / sizeof(double)) : (int)(sizeof C_LGAMMA_32 / sizeof(double));
  uint32_t s = m_fsub(x, y, m_k(x, 1.5));
  uint32_t p = m_k(x, c[n - 1]), d = m_k(x, 0);
  for (int i = n - 2; i >= 0; i--) {
    if (deriv) d = m_fadd(x, m_fmul(x, d, s), p);
    p = m_fadd(x, m_k(x, c[i]), m_fmul(x, s, p));
  }
  uint32_t q = m_fmul(x, m_fsub(x, y, m_k(x, 1)), m_fsub(x, y, m_k(x, 2)));
  if (deriv) *deriv = m_fadd(x, m_fmul(x, m_fmul(x, s, m_k(x, 2)), p), m_fmul(x, q, d)); /* (2y-3) P + q P' */
  return m_fmul(x, q, p);
}

/* lgamma(z) for finite z >= X0 by Stirling's series, as a double word
 * (beyond 2^60: z (log z - 1), plainly) */
static df stirling(mb *x, uint32_t z) {
  df L = m_log_df(x, z);
  uint32_t zc = m_fmin(x, z, m_k(x, 0x1p60));
  df t = df_mul_f(x, L, m_fsub(x, zc, m_k(x, 0.5))); /* z - 1/2 exact */
  t = df_add_f(x, t, m_fneg(x, zc));
  t = df_add(x, t, m_kdf(x, K_LN_SQRT_2PI));
  uint32_t w = m_frecip(x, zc);
  uint32_t s = m_fmul(x, w, m_fhorner(x, m_fmul(x, w, w), C_STIRLING, x->w == 64 ? 9 : 5));
  t = df_add_f(x, t, s);
  uint32_t huge = m_fmul(x, z, m_fsub(x, L.hi, m_k(x, 1)));
  return df_sel(x, m_fgt(x, z, m_k(x, 0x1p60)), (df){huge, m_k(x, 0)}, t);
}

/* exponent and [1, 2) significand of a nonzero finite double word */
static void df_split(mb *x, df v, df *m, uint32_t *e) {
  uint32_t mh;
  m_fsplit_exp(x, m_fabs(x, v.hi), &mh, e);
  uint32_t ne = m_iop2(x, SpvOpISub, m_ki(x, 0), *e);
  m->hi = m_fscale(x, m_fabs(x, v.hi), ne);
  m->lo = m_fxorsign(x, m_fscale(x, v.lo, ne), v.hi);
}

/* The recurrence factors for -X0 < a < X0: Gamma(a) = Gamma(y) num / den
 * with y = a - floor(a) + 1 in [1, 2), as double words (double) or plain
 * values (float, in .hi); y as a double word. */
static void gamma_factors(mb *x, uint32_t a, df *y, df *num, df *den) {
  uint32_t fl = m_ffloor(x, a);
  uint32_t k = m_f2i(x, fl);
  k = m_iop2(x, SpvOpISub, k, m_ki(x, 1));
  *y = m_two_sum(x, m_fsub(x, a, fl), m_k(x, 1)); /* the first sum exact */
  int jmax = (int)gamma_x0(x) - 2, dmax = (int)gamma_x0(x) + 1;
  df n = {m_k(x, 1), m_k(x, 0)}, d = {m_k(x, 1), m_k(x, 0)};
  for (int j = 1; j <= jmax; j++) {
    uint32_t f = m_sel(x, m_icmp(x, SpvOpSLessThanEqual, m_ki(x, j), k), m_fsub(x, a, m_k(x, j)), m_k(x, 1));
    n = x->w == 64 ? df_mul_f(x, n, f) : (df){m_fmul(x, n.hi, f), n.lo};
  }
  uint32_t nk = m_iop2(x, SpvOpISub, m_ki(x, 0), k);
  for (int j = 0; j < dmax; j++) {
    uint32_t f = m_sel(x, m_icmp(x, SpvOpSLessThan, m_ki(x, j), nk), m_fadd(x, a, m_k(x, j)), m_k(x, 1));
    d = x->w == 64 ? df_mul_f(x, d, f) : (df){m_fmul(x, d.hi, f), d.lo};
  }
  *num = n;
  *den = d;
}

/* Gamma(a) < 0 for a < 0 with floor(a) odd */
static uint32_t gamma_negative(mb *x, uint32_t a) {
  uint32_t h = m_fmul(x, m_ffloor(x, a), m_k(x, 0.5));
  return m_band(x, m_flt(x, a, m_k(x, 0)), m_bnot(x, m_isint(x, h)));
}

/* What tgamma and lgamma share: the region of a, Stirling's series at
 * |a| (used for a >= X0 and, by reflection, a <= -X0), |a| sin(pi a) as a
 * double word (the reflection), and the recurrence between. */
typedef struct gamma_parts {
  uint32_t pos, neg, mid; /* a >= X0, a <= -X0, between */
  df st;                  /* lgamma(|a|) (Stirling) */
  df p;                   /* |a| |sin(pi a)| */
  df y;                   /* the recurrence's argument in [1, 2) */
  df q;                   /* |num / den|, significand in (1/2, 2) */
  uint32_t qe;            /* and its exponent */
  uint32_t qneg;          /* num / den < 0 */
} gamma_parts;

static gamma_parts gamma_common(mb *x, uint32_t a) {
  double x0 = gamma_x0(x);
  gamma_parts g;
  g.pos = m_fge(x, a, m_k(x, x0));
  g.neg = m_fle(x, a, m_k(x, -x0));
  g.mid = m_bnot(x, m_bor(x, g.pos, g.neg));
  uint32_t z = m_fmax(x, m_fabs(x, a), m_k(x, x0));
  z = m_sel(x, m_isfinite(x, z), z, m_k(x, x0));
  g.st = stirling(x, z);
  uint32_t s = m_sinpi(x, m_fmax(x, a, m_k(x, -0x1p60)));
  uint32_t as = m_fmax(x, m_fabs(x, s), m_k(x, x->w == 64 ? 0x1p-1000 : 0x1p-120));
  g.p = m_two_prod(x, m_fmin(x, z, m_k(x, 0x1p60)), as);
  /* the clamp only keeps the other regions' arguments out of the
   * recurrence's range: its lower end is the first value of the width
   * above -X0, since every a in (-X0, -X0 + ulp) is the recurrence's (a
   * wider margin moved those next to the pole at -X0 away from it, and
   * Gamma there is inversely proportional to a + X0) */
  double lo = x->w == 64 ? nextafter(-x0, 0) : (double)nextafterf((float)-x0, 0);
  uint32_t mc = fclamp(x, a, lo, x0);
  df num, den, nm, dm;
  uint32_t ne, de;
  gamma_factors(x, mc, &g.y, &num, &den);
  df_split(x, num, &nm, &ne);
  df_split(x, den, &dm, &de);
  g.q = x->w == 64 ? df_div(x, nm, dm) : (df){m_fdiv_acc(x, nm.hi, dm.hi), m_k(x, 0)};
  g.qe = m_iop2(x, SpvOpISub, ne, de);
  g.qneg = m_signbit(x, den.hi);
  return g;
}

/* log of a double word (positive, finite) plus E ln2, as a double word;
 * ln2 split as m_log_df splits it, so the two cancel exactly */
static df log_dw(mb *x, df v, uint32_t E) {
  df l = df_add_f(x, m_log_df(x, v.hi), m_fdiv(x, v.lo, v.hi));
  df l2 = m_ksplit(x, K_LN2, x->p - 11);
  uint32_t Ef = m_i2f(x, E);
  return df_add(x, l, m_fast_two_sum(x, m_fmul(x, Ef, l2.hi), m_fmul(x, Ef, l2.lo)));
}

uint32_t m_tgamma(mb *x, uint32_t a) {
  gamma_parts g = gamma_common(x, a);
  /* Gamma(a) = e^st, -pi / (a sin(pi a) Gamma(-a)) = e^(log pi - log p - st),
   * or e^lgamma(y) num / den: one exponential */
  df refl = df_add(x, df_add(x, m_kdf(x, K_LN_PI), df_neg(x, log_dw(x, g.p, m_ki(x, 0)))), df_neg(x, g.st));
  df ly = {lgamma12(x, g.y.hi, NULL), m_k(x, 0)};
  df arg = df_sel(x, g.pos, g.st, df_sel(x, g.neg, refl, ly));
  uint32_t e = m_exp_df(x, arg, 0);
  uint32_t q = x->w == 64 ? df_val(x, df_mul_f(x, g.q, e)) : m_fmul(x, g.q.hi, e);
  q = m_fscale(x, q, g.qe);
  q = m_sel(x, g.qneg, m_fneg(x, q), q);
  uint32_t r = m_sel(x, g.mid, q, m_sel(x, m_band(x, g.neg, gamma_negative(x, a)), m_fneg(x, e), e));
  /* poles and infinities */
  uint32_t negint = m_band(x, m_flt(x, a, m_k(x, 0)), m_isint(x, a));
  r = m_sel(x, m_feq(x, a, m_finf(x, false)), a, r);
  r = m_sel(x, m_bor(x, negint, m_feq(x, a, m_finf(x, true))), m_qnan(x), r);
  r = m_sel(x, m_iszero(x, a), m_fcopysign(x, m_finf(x, false), a), r);
  return m_sel(x, m_isnan(x, a), a, r);
}

uint32_t m_lgamma(mb *x, uint32_t a, uint32_t *signp) {
  gamma_parts g = gamma_common(x, a);
  /* one logarithm: of p (reflection) or of num / den (recurrence) */
  df L = log_dw(x, df_sel(x, g.mid, g.q, g.p), m_sel(x, g.mid, g.qe, m_ki(x, 0)));
  df refl = df_add(x, df_add(x, m_kdf(x, K_LN_PI), df_neg(x, L)), df_neg(x, g.st));
  /* lgamma(y.hi + y.lo) to first order in y.lo (where a + 1 rounds, next
   * to the zero of lgamma at 1) */
  uint32_t dl;
  uint32_t ly = lgamma12(x, g.y.hi, &dl);
  df mid = df_add_f(x, df_add_f(x, L, ly), m_fmul(x, g.y.lo, dl));
  uint32_t r = df_val(x, df_sel(x, g.pos, g.st, df_sel(x, g.neg, refl, mid)));
  uint32_t pole = m_bor(x, m_iszero(x, a), m_band(x, m_flt(x, a, m_k(x, 0)), m_isint(x, a)));
  r = m_sel(x, m_bor(x, pole, m_isinf(x, a)), m_finf(x, false), r);
  r = m_sel(x, m_isnan(x, a), a, r);
  if (signp) {
    uint32_t sg = m_sel(x, gamma_negative(x, a), m_ki(x, -1), m_ki(x, 1));
    *signp = m_sel(x, m_bor(x, pole, m_isnan(x, a)), m_ki(x, 0), sg);
  }
  return r;
}
