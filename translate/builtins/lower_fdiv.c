/* lower_fdiv.c: the program's own OpFDiv with OpenCL's accuracy. Vulkan's
 * OpFDiv is within 2.5 ulp only for divisors of magnitude in [2^-126,
 * 2^126] (half: [2^-14, 2^14]) and says of doubles only that they are at
 * least as precise as floats; OpenCL C 7.4 asks for 2.5 ulp for every float
 * operand, 1 ulp for half and a correctly rounded double quotient. So:
 *
 *  - double: correctly rounded (div_correct below), denormals, infinities,
 *    NaNs, zeros and overflow included;
 *  - float: OpFDiv on operands scaled by a power of two into its range
 *    (2.5 ulp); correctly rounded like double with
 *    -cl-fp32-correctly-rounded-divide-sqrt; the bare OpFDiv where the
 *    program allows less (FPFastMathMode Fast or AllowRecip, as clang
 *    emits for -cl-fast-relaxed-math, or -cl-unsafe-math-optimizations at
 *    build time: OpenCL then asks 2.5 ulp only for |x|, |y| in
 *    [2^-62, 2^62], inside Vulkan's range);
 *  - half: the float quotient of the exact float operands (within 2.5
 *    float ulp, since every half divisor lies in float's range) rounded
 *    once to half: within 0.5 half ulp plus 2^-21, inside the 1 ulp bound.
 *
 * The program's other floating-point operations get NoContraction: Vulkan
 * lets a driver rearrange undecorated ones by the rules of real numbers
 * (a + b - a may become b, and NVIDIA's driver turns (float)(half)x into
 * x, which NoContraction does not stop: such a round trip widens the half
 * by its bits), where OpenCL C rounds every operation (FP_CONTRACT only
 * lets clang fuse a * b + c, which it then emits as such). Under unsafe
 * math (build option or FPFastMathMode Fast) all this is left alone.
 *
 * It runs before lower_opencl_std, so only operations the program wrote are
 * touched: the math expansions use OpFDiv where its range is known to hold
 * and decorate what they need. See docs/builtins.md, "Division". */
#include "builtins.h"
#include "math_ir.h"
#include "passes.h"

/* ---- correctly rounded division (float or double) ----------------------- */

/* a / b rounded to nearest even, for every a and b.
 *
 * Finite nonzero operands are split exactly into significands in [1, 2)
 * and exponents (denormals normalized), so Q = ma / mb lies in [1, 2)
 * after doubling ma where ma < mb, and the result is Q 2^E. A reciprocal
 * of mb refined by Newton steps with exact residuals, and one more step on
 * the quotient, give q within (0.5 + e) ulp of Q.
 *
 * The result is Q rounded to the grid of its binade, of step 2^-k with
 * k = p - 1 for normal results and fewer bits for denormal ones (k =
 * E - (emin - p + 1)); below k = -1 it rounds to zero. N = rint(q 2^k) is
 * within 1.5 of t = Q 2^k, so the nearest integer to t is N - 1, N or
 * N + 1. Which one follows from the sign of t - (N +- 1/2), i.e. of
 * r -+ 2^(-k-1) mb with r = ma - (N 2^-k) mb, which is exactly
 * representable and computed exactly with Dekker's product (the
 * subtraction of its high part is exact by Sterbenz's lemma); the
 * comparisons with the exact 2^(-k-1) mb decide, ties going to the even
 * neighbour (ties occur only for denormal results: the quotient of two
 * p-bit numbers is never the midpoint of two p-bit numbers). The rounded
 * significand scaled by 2^E is exactly representable (or overflows), so
 * the two multiplies of fscale do not round again. */
static uint32_t div_correct(mb *x, uint32_t a, uint32_t b) {
  uint64_t sm = 1ull << (x->w - 1);
  uint64_t infb = (uint64_t)(2 * x->bias + 1) << (x->p - 1);
  uint32_t sign = m_iop2(x, SpvOpBitwiseAnd, m_iop2(x, SpvOpBitwiseXor, m_ubits(x, a), m_ubits(x, b)), m_ku(x, sm));

  /* IEEE 754's special cases */
  uint32_t za = m_iszero(x, a), zb = m_iszero(x, b), ia = m_isinf(x, a), ib = m_isinf(x, b);
  uint32_t nan = m_bor(x, m_bor(x, m_isnan(x, a), m_isnan(x, b)), m_bor(x, m_band(x, za, zb), m_band(x, ia, ib)));
  uint32_t inf = m_bor(x, ia, zb);  /* where not NaN */
  uint32_t zero = m_bor(x, za, ib); /* where neither */
  uint32_t special = m_bor(x, nan, m_bor(x, inf, zero));
  uint32_t one = m_k(x, 1);
  uint32_t aa = m_sel(x, special, one, m_fabs(x, a)), bb = m_sel(x, special, one, m_fabs(x, b));

  /* Q = ma2 / mb in [1, 2), result Q 2^E */
  uint32_t ma, ea, mb_, eb;
  m_fsplit_exp(x, aa, &ma, &ea);
  m_fsplit_exp(x, bb, &mb_, &eb);
  uint32_t lt = m_flt(x, ma, mb_);
  uint32_t ma2 = m_sel(x, lt, m_fmul(x, ma, m_k(x, 2)), ma);
  uint32_t e = m_iop2(x, SpvOpISub, m_iop2(x, SpvOpISub, ea, eb), m_sel(x, lt, m_ki(x, 1), m_ki(x, 0)));

  /* q within (0.5 + e) ulp of Q */
  uint32_t y = m_frecip(x, mb_);
  uint32_t q0 = m_fmul(x, ma2, y);
  df p0 = m_two_prod(x, q0, mb_);
  uint32_t r0 = m_fsub(x, m_fsub(x, ma2, p0.hi), p0.lo);
  uint32_t q = m_fadd(x, q0, m_fmul(x, r0, y));

  /* the grid of the result's binade: step 2^-k */
  int emin = 1 - x->bias;
  uint32_t k = m_iop2(x, SpvOpISub, e, m_ki(x, emin - x->p + 1));
  k = ocl_g2(x->k, x->it, GLSLstd450SMin, k, m_ki(x, x->p - 1));
  uint32_t under = m_icmp(x, SpvOpSLessThan, k, m_ki(x, -1));
  k = ocl_g2(x->k, x->it, GLSLstd450SMax, k, m_ki(x, -1));
  uint32_t nk_ = m_iop2(x, SpvOpISub, m_ki(x, 0), k); /* -k */
  uint32_t step = m_fpow2(x, nk_);                                                  /* 2^-k */
  uint32_t n = m_fmul(x, m_frint(x, m_fmul(x, q, m_fpow2(x, k))), step);                  /* N 2^-k */

  /* r = ma2 - (N 2^-k) mb, exact; compare with +-2^(-k-1) mb */
  df p1 = m_two_prod(x, n, mb_);
  uint32_t r = m_fsub(x, m_fsub(x, ma2, p1.hi), p1.lo);
  uint32_t half = m_fmul(x, mb_, m_fpow2(x, m_iop2(x, SpvOpISub, nk_, m_ki(x, 1))));
  uint32_t nh = m_fmul(x, n, m_fpow2(x, m_iop2(x, SpvOpISub, k, m_ki(x, 1)))); /* N / 2 */
  uint32_t odd = m_bnot(x, m_feq(x, m_ffloor(x, nh), nh));
  uint32_t up = m_bor(x, m_fgt(x, r, half), m_band(x, m_feq(x, r, half), odd));
  uint32_t mhalf = m_fneg(x, half);
  uint32_t down = m_bor(x, m_flt(x, r, mhalf), m_band(x, m_feq(x, r, mhalf), odd));
  uint32_t rn = m_sel(x, up, m_fadd(x, n, step), m_sel(x, down, m_fsub(x, n, step), n));
  rn = m_sel(x, under, m_k(x, 0), rn);

  uint32_t v = m_fscale(x, rn, e);
  uint32_t res = m_fbits(x, m_iop2(x, SpvOpBitwiseOr, m_ubits(x, v), sign));
  res = m_sel(x, zero, m_fbits(x, sign), res);
  res = m_sel(x, inf, m_fbits(x, m_iop2(x, SpvOpBitwiseOr, sign, m_ku(x, infb))), res);
  return m_sel(x, nan, m_qnan(x), res);
}

/* ---- OpFDiv within its range ---------------------------------------------- */

/* OpFDiv for divisors in Vulkan's range, zero or NaN; an infinite divisor,
 * for which Vulkan states no precision, gives IEEE's zero (or NaN). */
static uint32_t div_in_range(mb *x, uint32_t a, uint32_t b) {
  uint64_t sm = 1ull << (x->w - 1);
  uint32_t q = m_fdiv(x, a, b);
  uint32_t sign = m_fbits(x, m_iop2(x, SpvOpBitwiseAnd, m_iop2(x, SpvOpBitwiseXor, m_ubits(x, a), m_ubits(x, b)), m_ku(x, sm)));
  return m_sel(x, m_isinf(x, b), m_sel(x, m_isfinite(x, a), sign, m_qnan(x)), q);
}

/* float a / b within 2.5 ulp for every b: divisors above 2^126 (and
 * infinities, NaNs) are scaled by 1/4, below 2^-126 (denormals, zeros) by
 * 2^24, into Vulkan's range. The same scaling of a is exact except where
 * a / b rounds to zero (a scaled below 2^-126 with |b| > 2^126) or
 * overflows anyway (a above 2^104 with a denormal b). */
static uint32_t div_scaled(mb *x, uint32_t a, uint32_t b) {
  uint32_t ab = m_iop2(x, SpvOpBitwiseAnd, m_ubits(x, b), m_ku(x, 0x7fffffffu));
  uint32_t big = m_icmp(x, SpvOpUGreaterThan, ab, m_ku(x, 0x7e800000u));  /* 2^126 */
  uint32_t small = m_icmp(x, SpvOpULessThan, ab, m_ku(x, 0x00800000u));  /* 2^-126 */
  uint32_t s = m_sel(x, big, m_k(x, 0.25), m_sel(x, small, m_k(x, 0x1p24), m_k(x, 1)));
  return div_in_range(x, m_fmul(x, a, s), m_fmul(x, b, s));
}

/* ---- half round trips ------------------------------------------------------ */

/* An FConvert from half whose operand is an FConvert to half. */
static bool half_round_trip(ir_module *m, ir_inst *in) {
  if (in->op != SpvOpFConvert || ir_bit_width(m, ir_type_of(m, in->w[0])) != 16) return false;
  ir_inst *src = ir_def_inst(m, in->w[0]);
  return src && src->op == SpvOpFConvert && ir_bit_width(m, ir_type_of(m, src->w[0])) > 16;
}

/* ---- the pass --------------------------------------------------------------- */

typedef enum { DIV_KEEP, DIV_SCALED, DIV_CORRECT, DIV_HALF } div_kind;

/* One division of at most 4 components. */
static uint32_t lower_part(ocl_call *k, div_kind kind, uint32_t t, uint32_t a, uint32_t b) {
  ir_module *m = k->m;
  mb x;
  if (kind == DIV_HALF) {
    uint32_t ft = ir_type_like(m, t, ir_type_float(m, 32));
    mb_init(&x, k, ft);
    uint32_t q = div_in_range(&x, ir_op1(k->b, SpvOpFConvert, ft, a), ir_op1(k->b, SpvOpFConvert, ft, b));
    return ir_op1(k->b, SpvOpFConvert, t, q);
  }
  mb_init(&x, k, t);
  return kind == DIV_CORRECT ? div_correct(&x, a, b) : div_scaled(&x, a, b);
}

/* Components [4 part, 4 part + 4) of a vector. */
static uint32_t part_of(ir_builder *b, uint32_t v, uint32_t part) {
  ir_module *m = b->m;
  uint32_t t = ir_type_of(m, v);
  ir_inst *in = ir_emit(b, SpvOpVectorShuffle, ir_type_vec(m, ir_scalar_of(m, t), 4), true, 2, (uint32_t[]){v, v});
  for (uint32_t i = 0; i < 4; i++) ir_push(m, in, 4 * part + i, false);
  return in->id;
}

/* FPFastMathMode bits of an instruction (0 if none). */
static uint32_t fast_math(ir_module *m, ir_inst *in) {
  ir_inst *d = ir_find_decoration(m, in->id, SpvDecorationFPFastMathMode);
  return d && d->n > 2 ? d->w[2] : 0;
}

static div_kind kind_of(tr_ctx *c, ir_inst *in) {
  ir_module *m = c->m;
  uint32_t w = ir_bit_width(m, ir_scalar_of(m, in->type));
  if (w == 64) return DIV_CORRECT; /* OpenCL relaxes only float division */
  if (w == 16) return DIV_HALF;
  if (c->t->fp32_correctly_rounded_divide) return DIV_CORRECT;
  if (c->t->unsafe_math) return DIV_KEEP;
  if (fast_math(m, in) & (SpvFPFastMathModeFastMask | SpvFPFastMathModeAllowRecipMask)) return DIV_KEEP;
  return DIV_SCALED;
}

/* Floating-point operations a driver could otherwise rearrange. */
static bool rearrangeable(ir_module *m, ir_inst *in) {
  switch (in->op) {
  case SpvOpFAdd:
  case SpvOpFSub:
  case SpvOpFMul:
  case SpvOpFRem:
  case SpvOpFMod:
  case SpvOpFNegate:
  case SpvOpVectorTimesScalar:
  case SpvOpDot:
  case SpvOpFConvert:
  case SpvOpConvertFToS:
  case SpvOpConvertFToU:
    return true;
  case SpvOpConvertSToF:
  case SpvOpConvertUToF: return in->type && ir_is_float(m, ir_scalar_of(m, in->type));
  default: return false;
  }
}

bool lower_fdiv(tr_ctx *c) {
  ir_module *m = c->m;
  IR_FOR_BLOCK(blk, c->k) {
    IR_FOR_INST(in, &blk->insts) {
      if (half_round_trip(m, in) && !c->t->unsafe_math) {
        ir_builder b = ir_builder_before(m, in);
        uint32_t r = fb_widen_half(&b, in->w[0], in->type);
        ir_replace_all_uses(m, in->id, r);
        ir_remove(m, in);
        continue;
      }
      if (in->op != SpvOpFDiv) {
        if (!c->t->unsafe_math && rearrangeable(m, in) && !(fast_math(m, in) & SpvFPFastMathModeFastMask) &&
            !ir_find_decoration(m, in->id, SpvDecorationNoContraction))
          ir_decorate(m, in->id, SpvDecorationNoContraction, 0, NULL);
        continue;
      }
      div_kind kind = kind_of(c, in);
      if (kind == DIV_KEEP) continue;
      ir_builder b = ir_builder_before(m, in);
      ocl_call k = {.c = c, .m = m, .b = &b, .in = in, .type = in->type};
      uint32_t n = ir_vec_len(m, in->type), r;
      if (n <= 4) {
        r = lower_part(&k, kind, in->type, in->w[0], in->w[1]);
      } else {
        /* four components at a time, as the math expansions do */
        uint32_t t4 = ir_type_vec(m, ir_scalar_of(m, in->type), 4), parts[4];
        for (uint32_t p = 0; p < n / 4; p++)
          parts[p] = lower_part(&k, kind, t4, part_of(&b, in->w[0], p), part_of(&b, in->w[1], p));
        r = ir_emit(&b, SpvOpCompositeConstruct, in->type, true, n / 4, parts)->id;
      }
      ir_replace_all_uses(m, in->id, r);
      ir_remove(m, in);
    }
  }
  return !ir_failed(m);
}
