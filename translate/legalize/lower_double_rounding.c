/* lower_double_rounding.c: GLSL.std.450 Trunc and RoundEven of doubles
 * computed without the driver's rounding, on devices whose driver gets them
 * wrong (tr_target.double_rounding_exact: lavapipe).
 *
 * lavapipe runs a kernel 8 work-items to a SIMD register set; 8 doubles
 * are 512 bits, and where the host has no 512-bit rounding instruction
 * (an x86 CPU without AVX-512, or LP_NATIVE_VECTOR_WIDTH=256) Mesa 25.0's
 * fallback for trunc and roundeven returns large doubles unchanged far
 * below 2^52: trunc(-1.69e9 - 0.31) came back as its input, and every
 * correctly rounded double division of a denormal quotient, which rounds
 * with RoundEven, came out one ulp low (docs/drivers.md). Floor and ceil
 * were right. Here:
 *
 *  - trunc(a): the fraction bits below a's binary point cleared, in
 *    integer arithmetic on its bits (|a| < 1 keeps only the sign, a zero
 *    of a's sign; |a| >= 2^52, infinities and NaNs have no fraction bits);
 *  - roundeven(a): (|a| + 2^52) - 2^52 for |a| < 2^52, where the add
 *    rounds to nearest even at the units place as IEEE 754 requires of
 *    any add, with a's sign put back (so -0.3 gives -0); a itself for
 *    larger magnitudes, infinities and NaNs. The two operations carry
 *    NoContraction, so no driver may fold them away.
 *
 * Runs after lower_wide_vectors: every operand has at most 4 components. */
#include "builtins/builtins.h"
#include "ir/ir.h"
#include "passes.h"

typedef struct rctx {
  ir_module *m;
  ir_builder *b;
  uint32_t ut, bt; /* 64-bit unsigned and bool of the operand's shape */
} rctx;

static uint32_t k(rctx *x, uint64_t bits) { return ir_const_splat(x->m, x->ut, bits); }

static uint32_t ubits(rctx *x, uint32_t v) { return ir_op1(x->b, SpvOpBitcast, x->ut, v); }

static uint32_t exact(rctx *x, uint32_t op, uint32_t t, uint32_t a, uint32_t b) {
  uint32_t r = ir_op2(x->b, op, t, a, b);
  ir_decorate(x->m, r, SpvDecorationNoContraction, 0, NULL);
  return r;
}

static const uint64_t SIGN = 0x8000000000000000ull, MAG = 0x7fffffffffffffffull;
static const uint64_t TWO52 = 0x4330000000000000ull; /* 2^52 */

static uint32_t trunc_bits(rctx *x, uint32_t type, uint32_t a) {
  uint32_t u = ubits(x, a);
  uint32_t mag = ir_op2(x->b, SpvOpBitwiseAnd, x->ut, u, k(x, MAG));
  /* the unbiased exponent; fraction bits below the point: 52 - e */
  uint32_t e = ir_op2(x->b, SpvOpISub, x->ut, ir_op2(x->b, SpvOpShiftRightLogical, x->ut, mag, k(x, 52)), k(x, 1023));
  uint32_t below_one = ir_op2(x->b, SpvOpULessThan, x->bt, mag, k(x, 0x3ff0000000000000ull));
  uint32_t integral = ir_op2(x->b, SpvOpUGreaterThanEqual, x->bt, mag, k(x, TWO52));
  /* with 0 <= e < 52: clear the 52 - e low bits */
  uint32_t shift = ir_op2(x->b, SpvOpISub, x->ut, k(x, 52), e);
  uint32_t safe = ir_op3(x->b, SpvOpSelect, x->ut, ir_op2(x->b, SpvOpLogicalOr, x->bt, below_one, integral), k(x, 0), shift);
  uint32_t mask = ir_op2(x->b, SpvOpShiftLeftLogical, x->ut, k(x, ~0ull), safe);
  uint32_t cleared = ir_op2(x->b, SpvOpBitwiseAnd, x->ut, u, mask);
  uint32_t sign = ir_op2(x->b, SpvOpBitwiseAnd, x->ut, u, k(x, SIGN));
  uint32_t r = ir_op3(x->b, SpvOpSelect, x->ut, below_one, sign, cleared);
  return ir_op1(x->b, SpvOpBitcast, type, r);
}

static uint32_t roundeven_bits(rctx *x, uint32_t type, uint32_t a) {
  uint32_t u = ubits(x, a);
  uint32_t mag = ir_op2(x->b, SpvOpBitwiseAnd, x->ut, u, k(x, MAG));
  uint32_t sign = ir_op2(x->b, SpvOpBitwiseAnd, x->ut, u, k(x, SIGN));
  uint32_t abs = ir_op1(x->b, SpvOpBitcast, type, mag);
  uint32_t big = ir_const_splat(x->m, type, TWO52);
  uint32_t r = exact(x, SpvOpFSub, type, exact(x, SpvOpFAdd, type, abs, big), big);
  uint32_t signed_r = ir_op2(x->b, SpvOpBitwiseOr, x->ut, ubits(x, r), sign);
  /* |a| >= 2^52, infinities and NaNs (as unsigned bits: at least 2^52's) */
  uint32_t integral = ir_op2(x->b, SpvOpUGreaterThanEqual, x->bt, mag, k(x, TWO52));
  return ir_op1(x->b, SpvOpBitcast, type, ir_op3(x->b, SpvOpSelect, x->ut, integral, u, signed_r));
}

bool lower_double_rounding(tr_ctx *c) {
  ir_module *m = c->m;
  if (!c->t->double_rounding_exact || !m->glsl_std) return true;
  IR_FOR_BLOCK(blk, c->k) {
    IR_FOR_INST(in, &blk->insts) {
      if (in->op != SpvOpExtInst || in->n < 3 || in->w[0] != m->glsl_std) continue;
      uint32_t inst = in->w[1];
      if (inst != GLSLstd450Trunc && inst != GLSLstd450RoundEven) continue;
      if (ir_bit_width(m, ir_scalar_of(m, in->type)) != 64) continue;
      ir_builder b = ir_builder_before(m, in);
      rctx x = {.m = m, .b = &b};
      x.ut = ir_type_like(m, in->type, ir_type_int(m, 64, 0));
      x.bt = ir_type_like(m, in->type, ir_type_bool(m));
      uint32_t r = inst == GLSLstd450Trunc ? trunc_bits(&x, in->type, in->w[2]) : roundeven_bits(&x, in->type, in->w[2]);
      if (ir_failed(m)) return false;
      ir_replace_all_uses(m, in->id, r);
      ir_remove(m, in);
    }
  }
  return true;
}
