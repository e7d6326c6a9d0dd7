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

uint32_t m_k(mb *x, double v) { return ir_const_splat(x->m, x->ft, bits_of(x, v)); }
static uint32_t m_kb(mb *x, uint64_t bits) { return ir_const_splat(x->m, x->ft, bits); }
uint32_t m_ku(mb *x, uint64_t v) { return ir_const_splat(x->m, x->ut, v); }
uint32_t m_ki(mb *x, int32_t v) { return ir_const_splat(x->m, x->it, (uint32_t)v); }

/* v rounded to `bits` significant bits */
static double round_to_bits(double v, int bits) {
  if (v == 0) return 0;
  int e;
  double f = frexp(v, &e);
  return ldexp(nearbyint(ldexp(f, bits)), e - bits);
}

df m_kdf(mb *x, const double k[3]) {
  if (x->w == 64) return (df){m_k(x, k[0]), m_k(x, k[1] + k[2])};
  double hi = (double)(float)k[0];
  return (df){m_k(x, hi), m_k(x, (k[0] - hi) + k[1])};
}

df m_ksplit(mb *x, const double k[3], int bits) {
  double hi = round_to_bits(k[0], bits);
  return (df){m_k(x, hi), m_k(x, (k[0] - hi) + k[1])};
}

/* ---- float arithmetic ----------------------------------------------------- */

static uint32_t exact_op(mb *x, uint32_t op, uint32_t a, uint32_t b) {
  uint32_t r = ir_op2(x->b, op, x->ft, a, b);
  ir_decorate(x->m, r, SpvDecorationNoContraction, 0, NULL);
  return r;
}

uint32_t m_fadd(mb *x, uint32_t a, uint32_t b) { return exact_op(x, SpvOpFAdd, a, b); }
uint32_t m_fsub(mb *x, uint32_t a, uint32_t b) { return exact_op(x, SpvOpFSub, a, b); }
uint32_t m_fmul(mb *x, uint32_t a, uint32_t b) { return exact_op(x, SpvOpFMul, a, b); }
uint32_t m_fdiv(mb *x, uint32_t a, uint32_t b) { return exact_op(x, SpvOpFDiv, a, b); }
uint32_t m_fneg(mb *x, uint32_t a) { return m_fbits(x, m_iop2(x, SpvOpBitwiseXor, m_ubits(x, a), m_ku(x, 1ull << (x->w - 1)))); }

uint32_t m_fabs(mb *x, uint32_t a) {
  return m_fbits(x, m_iop2(x, SpvOpBitwiseAnd, m_ubits(x, a), m_ku(x, (1ull << (x->w - 1)) - 1)));
}

uint32_t m_fcopysign(mb *x, uint32_t a, uint32_t s) {
  uint64_t sm = 1ull << (x->w - 1);
  uint32_t mag = m_iop2(x, SpvOpBitwiseAnd, m_ubits(x, a), m_ku(x, sm - 1));
  uint32_t sgn = m_iop2(x, SpvOpBitwiseAnd, m_ubits(x, s), m_ku(x, sm));
  return m_fbits(x, m_iop2(x, SpvOpBitwiseOr, mag, sgn));
}

uint32_t m_fxorsign(mb *x, uint32_t a, uint32_t s) {
  uint32_t sgn = m_iop2(x, SpvOpBitwiseAnd, m_ubits(x, s), m_ku(x, 1ull << (x->w - 1)));
  return m_fbits(x, m_iop2(x, SpvOpBitwiseXor, m_ubits(x, a), sgn));
}

static uint32_t g1(mb *x, uint32_t inst, uint32_t a) { return ocl_g1(x->k, x->ft, inst, a); }
uint32_t m_ffloor(mb *x, uint32_t a) { return g1(x, GLSLstd450Floor, a); }
uint32_t m_fceil(mb *x, uint32_t a) { return g1(x, GLSLstd450Ceil, a); }
uint32_t m_ftrunc(mb *x, uint32_t a) { return g1(x, GLSLstd450Trunc, a); }
uint32_t m_frint(mb *x, uint32_t a) { return g1(x, GLSLstd450RoundEven, a); }
uint32_t m_fmin(mb *x, uint32_t a, uint32_t b) { return ocl_g2(x->k, x->ft, GLSLstd450NMin, a, b); }
uint32_t m_fmax(mb *x, uint32_t a, uint32_t b) { return ocl_g2(x->k, x->ft, GLSLstd450NMax, a, b); }

uint32_t m_fhorner(mb *x, uint32_t u, const double *c, int n) {
  uint32_t r = m_k(x, c[n - 1]);
  for (int i = n - 2; i >= 0; i--) r = m_fadd(x, m_k(x, c[i]), m_fmul(x, u, r));
  return r;
}

/* ---- comparisons and selection -------------------------------------------- */

static uint32_t fcmp(mb *x, uint32_t op, uint32_t a, uint32_t b) { return ir_op2(x->b, op, x->bt, a, b); }
uint32_t m_flt(mb *x, uint32_t a, uint32_t b) { return fcmp(x, SpvOpFOrdLessThan, a, b); }
uint32_t m_fle(mb *x, uint32_t a, uint32_t b) { return fcmp(x, SpvOpFOrdLessThanEqual, a, b); }
uint32_t m_fgt(mb *x, uint32_t a, uint32_t b) { return fcmp(x, SpvOpFOrdGreaterThan, a, b); }
uint32_t m_fge(mb *x, uint32_t a, uint32_t b) { return fcmp(x, SpvOpFOrdGreaterThanEqual, a, b); }
uint32_t m_feq(mb *x, uint32_t a, uint32_t b) { return fcmp(x, SpvOpFOrdEqual, a, b); }
uint32_t m_fne(mb *x, uint32_t a, uint32_t b) { return fcmp(x, SpvOpFUnordNotEqual, a, b); }

uint32_t m_sel(mb *x, uint32_t c, uint32_t a, uint32_t b) {
  return ir_op3(x->b, SpvOpSelect, ir_type_of(x->m, a), c, a, b);
}
uint32_t m_band(mb *x, uint32_t a, uint32_t b) { return ir_op2(x->b, SpvOpLogicalAnd, x->bt, a, b); }
uint32_t m_bor(mb *x, uint32_t a, uint32_t b) { return ir_op2(x->b, SpvOpLogicalOr, x->bt, a, b); }
uint32_t m_bnot(mb *x, uint32_t a) { return ir_op1(x->b, SpvOpLogicalNot, x->bt, a); }

/* ---- classification --------------------------------------------------------- */

static uint64_t inf_bits(mb *x) { return (uint64_t)(2 * x->bias + 1) << (x->p - 1); }
static uint32_t abs_bits(mb *x, uint32_t a) {
  return m_iop2(x, SpvOpBitwiseAnd, m_ubits(x, a), m_ku(x, (1ull << (x->w - 1)) - 1));
}

uint32_t m_isnan(mb *x, uint32_t a) { return m_icmp(x, SpvOpUGreaterThan, abs_bits(x, a), m_ku(x, inf_bits(x))); }
uint32_t m_isinf(mb *x, uint32_t a) { return m_icmp(x, SpvOpIEqual, abs_bits(x, a), m_ku(x, inf_bits(x))); }
uint32_t m_isfinite(mb *x, uint32_t a) { return m_icmp(x, SpvOpULessThan, abs_bits(x, a), m_ku(x, inf_bits(x))); }
uint32_t m_signbit(mb *x, uint32_t a) { return m_icmp(x, SpvOpSLessThan, m_ubits(x, a), m_ku(x, 0)); }
uint32_t m_iszero(mb *x, uint32_t a) { return m_icmp(x, SpvOpIEqual, abs_bits(x, a), m_ku(x, 0)); }
uint32_t m_isint(mb *x, uint32_t a) { return m_band(x, m_isfinite(x, a), m_feq(x, m_ftrunc(x, a), a)); }
uint32_t m_qnan(mb *x) { return m_kb(x, inf_bits(x) | 1ull << (x->p - 2)); }
uint32_t m_finf(mb *x, bool negative) { return m_kb(x, inf_bits(x) | (negative ? 1ull << (x->w - 1) : 0)); }

/* ---- integers ------------------------------------------------------------------ */

uint32_t m_ubits(mb *x, uint32_t f) { return ir_op1(x->b, SpvOpBitcast, x->ut, f); }
uint32_t m_fbits(mb *x, uint32_t u) { return ir_op1(x->b, SpvOpBitcast, x->ft, u); }
uint32_t m_iop2(mb *x, uint32_t op, uint32_t a, uint32_t b) { return ir_op2(x->b, op, ir_type_of(x->m, a), a, b); }
uint32_t m_icmp(mb *x, uint32_t op, uint32_t a, uint32_t b) { return ir_op2(x->b, op, x->bt, a, b); }
uint32_t m_to_i32(mb *x, uint32_t v) { return x->w == 32 ? v : ir_op1(x->b, SpvOpUConvert, x->it, v); }
uint32_t m_from_i32(mb *x, uint32_t v, bool is_signed) {
  return x->w == 32 ? v : ir_op1(x->b, is_signed ? SpvOpSConvert : SpvOpUConvert, x->ut, v);
}
uint32_t m_i2f(mb *x, uint32_t v) { return ir_op1(x->b, SpvOpConvertSToF, x->ft, v); }
uint32_t m_f2i(mb *x, uint32_t f) { return ir_op1(x->b, SpvOpConvertFToS, x->it, f); }

/* ---- exponents -------------------------------------------------------------------- */

uint32_t m_fpow2(mb *x, uint32_t e) {
  uint32_t be = m_from_i32(x, m_iop2(x, SpvOpIAdd, e, m_ki(x, x->bias)), false);
  return m_fbits(x, m_iop2(x, SpvOpShiftLeftLogical, be, m_ku(x, (uint64_t)(x->p - 1))));
}

uint32_t m_fscale(mb *x, uint32_t a, uint32_t e) {
  /* beyond +-2 emax every finite nonzero a over- or underflows */
  uint32_t c = ocl_g3(x->k, x->it, GLSLstd450SClamp, e, m_ki(x, 2 - 2 * x->emax), m_ki(x, 2 * x->emax));
  uint32_t e1 = m_iop2(x, SpvOpShiftRightArithmetic, c, m_ki(x, 1));
  uint32_t e2 = m_iop2(x, SpvOpISub, c, e1);
  return m_fmul(x, m_fmul(x, a, m_fpow2(x, e1)), m_fpow2(x, e2));
}

void m_fsplit_exp(mb *x, uint32_t a, uint32_t *m, uint32_t *e) {
  uint32_t sh = m_ku(x, (uint64_t)(x->p - 1));
  uint64_t fmask = (1ull << (x->w - x->p)) - 1; /* exponent field without the sign */
  uint32_t ef = m_iop2(x, SpvOpBitwiseAnd, m_iop2(x, SpvOpShiftRightLogical, m_ubits(x, a), sh), m_ku(x, fmask));
  uint32_t denorm = m_icmp(x, SpvOpIEqual, ef, m_ku(x, 0));
  /* denormals: scale into the normal range (exact; a device that flushes
   * denormal operands sees a zero here, which is an allowed reading) */
  uint32_t a2 = m_sel(x, denorm, m_fmul(x, a, m_k(x, ldexp(1.0, x->p))), a);
  uint32_t b2 = m_ubits(x, a2);
  uint32_t ef2 = m_to_i32(x, m_iop2(x, SpvOpBitwiseAnd, m_iop2(x, SpvOpShiftRightLogical, b2, sh), m_ku(x, fmask)));
  uint32_t adj = m_sel(x, denorm, m_ki(x, x->bias + x->p), m_ki(x, x->bias));
  uint32_t zero = m_icmp(x, SpvOpIEqual, ef2, m_ki(x, 0));
  *e = m_sel(x, zero, m_ki(x, 0), m_iop2(x, SpvOpISub, ef2, adj));
  uint64_t keep = ~(fmask << (x->p - 1)); /* sign and fraction */
  if (x->w == 32) keep &= 0xffffffffu;
  uint32_t mb_ = m_iop2(x, SpvOpBitwiseOr, m_iop2(x, SpvOpBitwiseAnd, b2, m_ku(x, keep)), m_ku(x, (uint64_t)x->bias << (x->p - 1)));
  *m = m_sel(x, zero, a, m_fbits(x, mb_));
}

/* ---- error-free transformations ------------------------------------------------------ */

df m_two_sum(mb *x, uint32_t a, uint32_t b) {
  uint32_t s = m_fadd(x, a, b);
  uint32_t bb = m_fsub(x, s, a);
  uint32_t e = m_fadd(x, m_fsub(x, a, m_fsub(x, s, bb)), m_fsub(x, b, bb));
  return (df){s, e};
}

df m_fast_two_sum(mb *x, uint32_t a, uint32_t b) {
  uint32_t s = m_fadd(x, a, b);
  return (df){s, m_fsub(x, b, m_fsub(x, s, a))};
}

/* Veltkamp splitting: a = hi + lo with hi on p - s bits. */
static df split(mb *x, uint32_t a) {
  uint32_t c = m_fmul(x, a, m_k(x, ldexp(1.0, x->w == 64 ? 27 : 12) + 1));
  uint32_t hi = m_fsub(x, c, m_fsub(x, c, a));
  return (df){hi, m_fsub(x, a, hi)};
}

df m_two_prod(mb *x, uint32_t a, uint32_t b) {
  uint32_t p = m_fmul(x, a, b);
  df as = split(x, a), bs = split(x, b);
  uint32_t e = m_fsub(x, m_fmul(x, as.hi, bs.hi), p);
  e = m_fadd(x, e, m_fmul(x, as.hi, bs.lo));
  e = m_fadd(x, e, m_fmul(x, as.lo, bs.hi));
  e = m_fadd(x, e, m_fmul(x, as.lo, bs.lo));
  return (df){p, e};
}

uint32_t df_val(mb *x, df a) { return m_fadd(x, a.hi, a.lo); }
df df_neg(mb *x, df a) { return (df){m_fneg(x, a.hi), m_fneg(x, a.lo)}; }
df df_sel(mb *x, uint32_t c, df a, df b) { return (df){m_sel(x, c, a.hi, b.hi), m_sel(x, c, a.lo, b.lo)}; }

df df_add(mb *x, df a, df b) {
  df s = m_two_sum(x, a.hi, b.hi);
  uint32_t e = m_fadd(x, s.lo, m_fadd(x, a.lo, b.lo));
  return m_fast_two_sum(x, s.hi, e);
}

df df_add_f(mb *x, df a, uint32_t b) {
  df s = m_two_sum(x, a.hi, b);
  return m_fast_two_sum(x, s.hi, m_fadd(x, s.lo, a.lo));
}

df df_mul(mb *x, df a, df b) {
  df p = m_two_prod(x, a.hi, b.hi);
  uint32_t e = m_fadd(x, p.lo, m_fadd(x, m_fmul(x, a.hi, b.lo), m_fmul(x, a.lo, b.hi)));
  return m_fast_two_sum(x, p.hi, e);
}

df df_mul_f(mb *x, df a, uint32_t b) {
  df p = m_two_prod(x, a.hi, b);
  return m_fast_two_sum(x, p.hi, m_fadd(x, p.lo, m_fmul(x, a.lo, b)));
}

/* ---- division and roots ------------------------------------------------------------------ */

uint32_t m_frecip(mb *x, uint32_t b) {
  uint32_t one = m_k(x, 1);
  uint32_t r;
  if (x->w == 32) {
    r = m_fdiv(x, one, b);
  } else {
    /* a float estimate (2^-22), one plain Newton step (2^-44) */
    ir_module *m = x->m;
    uint32_t f32 = ir_type_like(m, x->ft, ir_type_float(m, 32));
    uint32_t bf = ir_op1(x->b, SpvOpFConvert, f32, b);
    uint32_t rf = ir_op2(x->b, SpvOpFDiv, f32, ir_const_splat(m, f32, 0x3f800000u), bf);
    r = ir_op1(x->b, SpvOpFConvert, x->ft, rf);
    uint32_t rho = m_fsub(x, one, m_fmul(x, b, r));
    r = m_fadd(x, r, m_fmul(x, r, rho));
  }
  /* a last Newton step with the exact residual 1 - b r */
  df p = m_two_prod(x, b, r);
  uint32_t rho = m_fsub(x, m_fsub(x, one, p.hi), p.lo);
  return m_fadd(x, r, m_fmul(x, r, rho));
}

uint32_t m_fdiv_acc(mb *x, uint32_t a, uint32_t b) {
  uint32_t r = m_frecip(x, b);
  uint32_t q = m_fmul(x, a, r);
  df p = m_two_prod(x, q, b);
  uint32_t rho = m_fsub(x, m_fsub(x, a, p.hi), p.lo);
  return m_fadd(x, q, m_fmul(x, rho, r));
}

df df_div(mb *x, df a, df b) {
  uint32_t r = m_frecip(x, b.hi);
  uint32_t q1 = m_fmul(x, a.hi, r);
  df p = m_two_prod(x, q1, b.hi);
  uint32_t rho = m_fsub(x, m_fsub(x, a.hi, p.hi), p.lo);
  rho = m_fsub(x, m_fadd(x, rho, a.lo), m_fmul(x, q1, b.lo));
  return m_fast_two_sum(x, q1, m_fmul(x, rho, r));
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
    uint32_t t = m_fmul(x, m_fmul(x, a, rs), rs);
    rs = m_fmul(x, rs, m_fsub(x, m_k(x, 1.5), m_fmul(x, m_k(x, 0.5), t)));
  }
  uint32_t y = m_fmul(x, a, rs);
  df p = m_two_prod(x, y, y);
  uint32_t rho = m_fsub(x, m_fsub(x, a, p.hi), p.lo);
  return m_fast_two_sum(x, y, m_fmul(x, rho, m_fmul(x, m_k(x, 0.5), rs)));
}
