/* math_ir.c: the builder of the math expansions (see math_ir.h). */
#include "math_ir.h"

#include <math.h>
#include <string.h>

void mb_init(mb *x, ocl_call *k, uint32_t float_type) {
  ir_module *m = k->m;
  memset(x, 0, sizeof *x);
  x->k = k;
  x->b = k->b;
  x->m = m;
  x->ft = float_type;
  x->w = ir_bit_width(m, ir_scalar_of(m, float_type));
  x->n = ir_vec_len(m, float_type);
  x->ut = ir_type_like(m, float_type, ir_type_int(m, x->w, 0));
  x->it = ir_type_like(m, float_type, ir_type_int(m, 32, 0));
  x->bt = ir_type_like(m, float_type, ir_type_bool(m));
  x->p = x->w == 64 ? 53 : 24;
  x->bias = x->w == 64 ? 1023 : 127;
  x->emax = x->bias;
}

/* ---- constants -------------------------------------------------------- */

static uint64_t bits_of(mb *x, double v) {
  if (x->w == 64) {
    uint64_t u;
    memcpy(&u, &v, 8);
    return u;
  }
  float f = (float)v;
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

uint32_t mK(mb *x, double v) { return ir_const_splat(x->m, x->ft, bits_of(x, v)); }
uint32_t mKb(mb *x, uint64_t bits) { return ir_const_splat(x->m, x->ft, bits); }
uint32_t mKu(mb *x, uint64_t v) { return ir_const_splat(x->m, x->ut, v); }
uint32_t mKi(mb *x, int32_t v) { return ir_const_splat(x->m, x->it, (uint32_t)v); }
uint32_t mKt(mb *x) {
  uint32_t t = ir_const_bool(x->m, true);
  if (x->n == 1) return t;
  uint32_t parts[16];
  for (uint32_t i = 0; i < x->n; i++) parts[i] = t;
  return ir_const_composite(x->m, x->bt, x->n, parts);
}
uint32_t mKf(mb *x) { return ir_const_null(x->m, x->bt); }

/* v rounded to `bits` significant bits */
static double round_to_bits(double v, int bits) {
  if (v == 0) return 0;
  int e;
  double f = frexp(v, &e);
  return ldexp(nearbyint(ldexp(f, bits)), e - bits);
}

df mKdf(mb *x, const double k[3]) {
  if (x->w == 64) return (df){mK(x, k[0]), mK(x, k[1] + k[2])};
  double hi = (double)(float)k[0];
  return (df){mK(x, hi), mK(x, (k[0] - hi) + k[1])};
}

df mKsplit(mb *x, const double k[3], int bits) {
  double hi = round_to_bits(k[0], bits);
  return (df){mK(x, hi), mK(x, (k[0] - hi) + k[1])};
}

uint32_t mKc(mb *x, const double *c, int i) { return mK(x, c[i]); }

/* ---- float arithmetic ----------------------------------------------------- */

static uint32_t exact_op(mb *x, uint32_t op, uint32_t a, uint32_t b) {
  uint32_t r = ir_op2(x->b, op, x->ft, a, b);
  ir_decorate(x->m, r, SpvDecorationNoContraction, 0, NULL);
  return r;
}

uint32_t fadd(mb *x, uint32_t a, uint32_t b) { return exact_op(x, SpvOpFAdd, a, b); }
uint32_t fsub(mb *x, uint32_t a, uint32_t b) { return exact_op(x, SpvOpFSub, a, b); }
uint32_t fmul(mb *x, uint32_t a, uint32_t b) { return exact_op(x, SpvOpFMul, a, b); }
uint32_t fdiv(mb *x, uint32_t a, uint32_t b) { return exact_op(x, SpvOpFDiv, a, b); }
uint32_t fneg(mb *x, uint32_t a) { return fbits(x, iop2(x, SpvOpBitwiseXor, ubits(x, a), mKu(x, 1ull << (x->w - 1)))); }

uint32_t fabs_(mb *x, uint32_t a) {
  return fbits(x, iop2(x, SpvOpBitwiseAnd, ubits(x, a), mKu(x, (1ull << (x->w - 1)) - 1)));
}

uint32_t fcopysign(mb *x, uint32_t a, uint32_t s) {
  uint64_t sm = 1ull << (x->w - 1);
  uint32_t mag = iop2(x, SpvOpBitwiseAnd, ubits(x, a), mKu(x, sm - 1));
  uint32_t sgn = iop2(x, SpvOpBitwiseAnd, ubits(x, s), mKu(x, sm));
  return fbits(x, iop2(x, SpvOpBitwiseOr, mag, sgn));
}

uint32_t fxorsign(mb *x, uint32_t a, uint32_t s) {
  uint32_t sgn = iop2(x, SpvOpBitwiseAnd, ubits(x, s), mKu(x, 1ull << (x->w - 1)));
  return fbits(x, iop2(x, SpvOpBitwiseXor, ubits(x, a), sgn));
}

static uint32_t g1(mb *x, uint32_t inst, uint32_t a) { return ocl_g1(x->k, x->ft, inst, a); }
uint32_t ffloor(mb *x, uint32_t a) { return g1(x, GLSLstd450Floor, a); }
uint32_t fceil(mb *x, uint32_t a) { return g1(x, GLSLstd450Ceil, a); }
uint32_t ftrunc(mb *x, uint32_t a) { return g1(x, GLSLstd450Trunc, a); }
uint32_t frint(mb *x, uint32_t a) { return g1(x, GLSLstd450RoundEven, a); }
uint32_t fmin_(mb *x, uint32_t a, uint32_t b) { return ocl_g2(x->k, x->ft, GLSLstd450NMin, a, b); }
uint32_t fmax_(mb *x, uint32_t a, uint32_t b) { return ocl_g2(x->k, x->ft, GLSLstd450NMax, a, b); }

uint32_t fhorner(mb *x, uint32_t u, const double *c, int n) {
  uint32_t r = mK(x, c[n - 1]);
  for (int i = n - 2; i >= 0; i--) r = fadd(x, mK(x, c[i]), fmul(x, u, r));
  return r;
}

/* ---- comparisons and selection -------------------------------------------- */

static uint32_t fcmp(mb *x, uint32_t op, uint32_t a, uint32_t b) { return ir_op2(x->b, op, x->bt, a, b); }
uint32_t flt(mb *x, uint32_t a, uint32_t b) { return fcmp(x, SpvOpFOrdLessThan, a, b); }
uint32_t fle(mb *x, uint32_t a, uint32_t b) { return fcmp(x, SpvOpFOrdLessThanEqual, a, b); }
uint32_t fgt(mb *x, uint32_t a, uint32_t b) { return fcmp(x, SpvOpFOrdGreaterThan, a, b); }
uint32_t fge(mb *x, uint32_t a, uint32_t b) { return fcmp(x, SpvOpFOrdGreaterThanEqual, a, b); }
uint32_t feq(mb *x, uint32_t a, uint32_t b) { return fcmp(x, SpvOpFOrdEqual, a, b); }
uint32_t fne(mb *x, uint32_t a, uint32_t b) { return fcmp(x, SpvOpFUnordNotEqual, a, b); }

uint32_t sel(mb *x, uint32_t c, uint32_t a, uint32_t b) {
  return ir_op3(x->b, SpvOpSelect, ir_type_of(x->m, a), c, a, b);
}
uint32_t band(mb *x, uint32_t a, uint32_t b) { return ir_op2(x->b, SpvOpLogicalAnd, x->bt, a, b); }
uint32_t bor(mb *x, uint32_t a, uint32_t b) { return ir_op2(x->b, SpvOpLogicalOr, x->bt, a, b); }
uint32_t bnot(mb *x, uint32_t a) { return ir_op1(x->b, SpvOpLogicalNot, x->bt, a); }

/* ---- classification --------------------------------------------------------- */

static uint64_t inf_bits(mb *x) { return (uint64_t)(2 * x->bias + 1) << (x->p - 1); }
static uint32_t abs_bits(mb *x, uint32_t a) {
  return iop2(x, SpvOpBitwiseAnd, ubits(x, a), mKu(x, (1ull << (x->w - 1)) - 1));
}

uint32_t isnan_(mb *x, uint32_t a) { return icmp(x, SpvOpUGreaterThan, abs_bits(x, a), mKu(x, inf_bits(x))); }
uint32_t isinf_(mb *x, uint32_t a) { return icmp(x, SpvOpIEqual, abs_bits(x, a), mKu(x, inf_bits(x))); }
uint32_t isfinite_(mb *x, uint32_t a) { return icmp(x, SpvOpULessThan, abs_bits(x, a), mKu(x, inf_bits(x))); }
uint32_t signbit_(mb *x, uint32_t a) { return icmp(x, SpvOpSLessThan, ubits(x, a), mKu(x, 0)); }
uint32_t iszero_(mb *x, uint32_t a) { return icmp(x, SpvOpIEqual, abs_bits(x, a), mKu(x, 0)); }
uint32_t isint_(mb *x, uint32_t a) { return band(x, isfinite_(x, a), feq(x, ftrunc(x, a), a)); }
uint32_t qnan(mb *x) { return mKb(x, inf_bits(x) | 1ull << (x->p - 2)); }
uint32_t finf(mb *x, bool negative) { return mKb(x, inf_bits(x) | (negative ? 1ull << (x->w - 1) : 0)); }

/* ---- integers ------------------------------------------------------------------ */

uint32_t ubits(mb *x, uint32_t f) { return ir_op1(x->b, SpvOpBitcast, x->ut, f); }
uint32_t fbits(mb *x, uint32_t u) { return ir_op1(x->b, SpvOpBitcast, x->ft, u); }
uint32_t iop2(mb *x, uint32_t op, uint32_t a, uint32_t b) { return ir_op2(x->b, op, ir_type_of(x->m, a), a, b); }
uint32_t icmp(mb *x, uint32_t op, uint32_t a, uint32_t b) { return ir_op2(x->b, op, x->bt, a, b); }
uint32_t to_i32(mb *x, uint32_t v) { return x->w == 32 ? v : ir_op1(x->b, SpvOpUConvert, x->it, v); }
uint32_t from_i32(mb *x, uint32_t v, bool is_signed) {
  return x->w == 32 ? v : ir_op1(x->b, is_signed ? SpvOpSConvert : SpvOpUConvert, x->ut, v);
}
uint32_t i2f(mb *x, uint32_t v) { return ir_op1(x->b, SpvOpConvertSToF, x->ft, v); }
uint32_t f2i(mb *x, uint32_t f) { return ir_op1(x->b, SpvOpConvertFToS, x->it, f); }

/* ---- exponents -------------------------------------------------------------------- */

uint32_t fpow2(mb *x, uint32_t e) {
  uint32_t be = from_i32(x, iop2(x, SpvOpIAdd, e, mKi(x, x->bias)), false);
  return fbits(x, iop2(x, SpvOpShiftLeftLogical, be, mKu(x, (uint64_t)(x->p - 1))));
}

uint32_t fscale(mb *x, uint32_t a, uint32_t e) {
  /* beyond +-2 emax every finite nonzero a over- or underflows */
  uint32_t c = ocl_g3(x->k, x->it, GLSLstd450SClamp, e, mKi(x, 2 - 2 * x->emax), mKi(x, 2 * x->emax));
  uint32_t e1 = iop2(x, SpvOpShiftRightArithmetic, c, mKi(x, 1));
  uint32_t e2 = iop2(x, SpvOpISub, c, e1);
  return fmul(x, fmul(x, a, fpow2(x, e1)), fpow2(x, e2));
}

void fsplit_exp(mb *x, uint32_t a, uint32_t *m, uint32_t *e) {
  uint32_t sh = mKu(x, (uint64_t)(x->p - 1));
  uint64_t fmask = (1ull << (x->w - x->p)) - 1; /* exponent field without the sign */
  uint32_t ef = iop2(x, SpvOpBitwiseAnd, iop2(x, SpvOpShiftRightLogical, ubits(x, a), sh), mKu(x, fmask));
  uint32_t denorm = icmp(x, SpvOpIEqual, ef, mKu(x, 0));
  /* denormals: scale into the normal range (exact; a device that flushes
   * denormal operands sees a zero here, which is an allowed reading) */
  uint32_t a2 = sel(x, denorm, fmul(x, a, mK(x, ldexp(1.0, x->p))), a);
  uint32_t b2 = ubits(x, a2);
  uint32_t ef2 = to_i32(x, iop2(x, SpvOpBitwiseAnd, iop2(x, SpvOpShiftRightLogical, b2, sh), mKu(x, fmask)));
  uint32_t adj = sel(x, denorm, mKi(x, x->bias + x->p), mKi(x, x->bias));
  uint32_t zero = icmp(x, SpvOpIEqual, ef2, mKi(x, 0));
  *e = sel(x, zero, mKi(x, 0), iop2(x, SpvOpISub, ef2, adj));
  uint64_t keep = ~(fmask << (x->p - 1)); /* sign and fraction */
  if (x->w == 32) keep &= 0xffffffffu;
  uint32_t mb_ = iop2(x, SpvOpBitwiseOr, iop2(x, SpvOpBitwiseAnd, b2, mKu(x, keep)), mKu(x, (uint64_t)x->bias << (x->p - 1)));
  *m = sel(x, zero, a, fbits(x, mb_));
}

/* ---- error-free transformations ------------------------------------------------------ */

df two_sum(mb *x, uint32_t a, uint32_t b) {
  uint32_t s = fadd(x, a, b);
  uint32_t bb = fsub(x, s, a);
  uint32_t e = fadd(x, fsub(x, a, fsub(x, s, bb)), fsub(x, b, bb));
  return (df){s, e};
}

df fast_two_sum(mb *x, uint32_t a, uint32_t b) {
  uint32_t s = fadd(x, a, b);
  return (df){s, fsub(x, b, fsub(x, s, a))};
}

/* Veltkamp splitting: a = hi + lo with hi on p - s bits. */
static df split(mb *x, uint32_t a) {
  uint32_t c = fmul(x, a, mK(x, ldexp(1.0, x->w == 64 ? 27 : 12) + 1));
  uint32_t hi = fsub(x, c, fsub(x, c, a));
  return (df){hi, fsub(x, a, hi)};
}

df two_prod(mb *x, uint32_t a, uint32_t b) {
  uint32_t p = fmul(x, a, b);
  df as = split(x, a), bs = split(x, b);
  uint32_t e = fsub(x, fmul(x, as.hi, bs.hi), p);
  e = fadd(x, e, fmul(x, as.hi, bs.lo));
  e = fadd(x, e, fmul(x, as.lo, bs.hi));
  e = fadd(x, e, fmul(x, as.lo, bs.lo));
  return (df){p, e};
}

df df_norm(mb *x, uint32_t hi, uint32_t lo) { return fast_two_sum(x, hi, lo); }
uint32_t df_val(mb *x, df a) { return fadd(x, a.hi, a.lo); }
df df_neg(mb *x, df a) { return (df){fneg(x, a.hi), fneg(x, a.lo)}; }
df df_sel(mb *x, uint32_t c, df a, df b) { return (df){sel(x, c, a.hi, b.hi), sel(x, c, a.lo, b.lo)}; }

df df_add(mb *x, df a, df b) {
  df s = two_sum(x, a.hi, b.hi);
  uint32_t e = fadd(x, s.lo, fadd(x, a.lo, b.lo));
  return fast_two_sum(x, s.hi, e);
}

df df_add_f(mb *x, df a, uint32_t b) {
  df s = two_sum(x, a.hi, b);
  return fast_two_sum(x, s.hi, fadd(x, s.lo, a.lo));
}

df df_mul(mb *x, df a, df b) {
  df p = two_prod(x, a.hi, b.hi);
  uint32_t e = fadd(x, p.lo, fadd(x, fmul(x, a.hi, b.lo), fmul(x, a.lo, b.hi)));
  return fast_two_sum(x, p.hi, e);
}

df df_mul_f(mb *x, df a, uint32_t b) {
  df p = two_prod(x, a.hi, b);
  return fast_two_sum(x, p.hi, fadd(x, p.lo, fmul(x, a.lo, b)));
}

/* ---- division and roots ------------------------------------------------------------------ */

uint32_t frecip(mb *x, uint32_t b) {
  uint32_t one = mK(x, 1);
  uint32_t r;
  if (x->w == 32) {
    r = fdiv(x, one, b);
  } else {
    /* a float estimate (2^-22), one plain Newton step (2^-44) */
    ir_module *m = x->m;
    uint32_t f32 = ir_type_like(m, x->ft, ir_type_float(m, 32));
    uint32_t bf = ir_op1(x->b, SpvOpFConvert, f32, b);
    uint32_t rf = ir_op2(x->b, SpvOpFDiv, f32, ir_const_splat(m, f32, 0x3f800000u), bf);
    r = ir_op1(x->b, SpvOpFConvert, x->ft, rf);
    uint32_t rho = fsub(x, one, fmul(x, b, r));
    r = fadd(x, r, fmul(x, r, rho));
  }
  /* a last Newton step with the exact residual 1 - b r */
  df p = two_prod(x, b, r);
  uint32_t rho = fsub(x, fsub(x, one, p.hi), p.lo);
  return fadd(x, r, fmul(x, r, rho));
}

uint32_t fdiv_acc(mb *x, uint32_t a, uint32_t b) {
  uint32_t r = frecip(x, b);
  uint32_t q = fmul(x, a, r);
  df p = two_prod(x, q, b);
  uint32_t rho = fsub(x, fsub(x, a, p.hi), p.lo);
  return fadd(x, q, fmul(x, rho, r));
}

df df_div(mb *x, df a, df b) {
  uint32_t r = frecip(x, b.hi);
  uint32_t q1 = fmul(x, a.hi, r);
  df p = two_prod(x, q1, b.hi);
  uint32_t rho = fsub(x, fsub(x, a.hi, p.hi), p.lo);
  rho = fsub(x, fadd(x, rho, a.lo), fmul(x, q1, b.lo));
  return fast_two_sum(x, q1, fmul(x, rho, r));
}

df df_sqrt_1_4(mb *x, uint32_t a) {
  uint32_t rs;
  if (x->w == 32) {
    rs = ocl_g1(x->k, x->ft, GLSLstd450InverseSqrt, a); /* 2 ulp */
  } else {
    ir_module *m = x->m;
    uint32_t f32 = ir_type_like(m, x->ft, ir_type_float(m, 32));
    uint32_t af = ir_op1(x->b, SpvOpFConvert, f32, a);
    rs = ir_op1(x->b, SpvOpFConvert, x->ft, ocl_g1(x->k, f32, GLSLstd450InverseSqrt, af));
    /* Newton for 1/sqrt: r (3/2 - a r^2 / 2), 2^-22 -> 2^-43 */
    uint32_t t = fmul(x, fmul(x, a, rs), rs);
    rs = fmul(x, rs, fsub(x, mK(x, 1.5), fmul(x, mK(x, 0.5), t)));
  }
  uint32_t y = fmul(x, a, rs);
  df p = two_prod(x, y, y);
  uint32_t rho = fsub(x, fsub(x, a, p.hi), p.lo);
  return fast_two_sum(x, y, fmul(x, rho, fmul(x, mK(x, 0.5), rs)));
}
