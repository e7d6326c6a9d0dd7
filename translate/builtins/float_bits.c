/* float_bits.c: conversions computed in integer arithmetic, so no driver
 * can change their rounding or fold them away: a float or double narrowed
 * to a smaller float format and an integer converted to a float format,
 * each in an explicit rounding mode, and a half widened to float. Used by
 * vstore_half, decorated conversions, half round trips and write_imageh. */
#include "builtins.h"

#define C(v) ir_const_splat(m, ut, (uint64_t)(v))
#define OP2(op, a, c) ir_op2(b, op, ut, a, c)
#define CMP(op, a, c) ir_op2(b, op, bt, a, c)
#define SEL(c, a, d) ir_op3(b, SpvOpSelect, ut, c, a, d)
#define AND(a, c) ir_op2(b, SpvOpLogicalAnd, bt, a, c)
#define OR(a, c) ir_op2(b, SpvOpLogicalOr, bt, a, c)
#define NOT(a) ir_op1(b, SpvOpLogicalNot, bt, a)

/* Whether to add one unit in the last place, given the remainder below it,
 * half a unit, the lowest kept bit and the sign. */
static uint32_t round_up(ir_builder *b, uint32_t bt, uint32_t ut, uint32_t mode, uint32_t rem,
                         uint32_t half, uint32_t kept, uint32_t negative) {
  ir_module *m = b->m;
  uint32_t inexact = CMP(SpvOpINotEqual, rem, C(0));
  switch (mode) {
  case SpvFPRoundingModeRTZ: return ir_const_null(m, bt);
  case SpvFPRoundingModeRTP: return AND(inexact, NOT(negative));
  case SpvFPRoundingModeRTN: return AND(inexact, negative);
  default: {
    uint32_t above = CMP(SpvOpUGreaterThan, rem, half);
    uint32_t tie = CMP(SpvOpIEqual, rem, half);
    uint32_t odd = CMP(SpvOpINotEqual, OP2(SpvOpBitwiseAnd, kept, C(1)), C(0));
    return OR(above, AND(tie, odd));
  }
  }
}

uint32_t fb_narrow(ir_builder *b, uint32_t value, uint32_t out_exp, uint32_t out_mant,
                   uint32_t mode) {
  ir_module *m = b->m;
  uint32_t vt = ir_type_of(m, value);
  uint32_t fw = ir_bit_width(m, vt);
  uint32_t ut = ir_type_like(m, vt, ir_type_int(m, fw, 0));
  uint32_t bt = ir_type_like(m, vt, ir_type_bool(m));
  uint32_t M = fw == 64 ? 52 : fw == 32 ? 23 : 10;
  uint32_t bias = fw == 64 ? 1023 : fw == 32 ? 127 : 15;
  uint64_t emask = (1ull << (fw == 64 ? 11 : fw == 32 ? 8 : 5)) - 1;
  uint32_t obias = (1u << (out_exp - 1)) - 1;           /* 15 for half, 127 for float */
  uint32_t oemax = (1u << out_exp) - 1;                  /* all-ones exponent */
  int omin = 1 - (int)obias;                             /* smallest normal exponent */
  int omax = (int)obias;                                 /* largest normal exponent */
  uint32_t ow = 1 + out_exp + out_mant;                  /* 16 or 32 bits */

  uint32_t bits = ir_op1(b, SpvOpBitcast, ut, value);
  uint32_t negative = CMP(SpvOpSLessThan, bits, C(0));
  uint32_t sign = SEL(negative, C(1ull << (ow - 1)), C(0));
  uint32_t exp = OP2(SpvOpBitwiseAnd, OP2(SpvOpShiftRightLogical, bits, C(M)), C(emask));
  uint32_t mant = OP2(SpvOpBitwiseAnd, bits, C((1ull << M) - 1));
  uint32_t e = OP2(SpvOpISub, exp, C(bias)); /* unbiased, signed */

  /* normal results: drop M - out_mant bits of the mantissa */
  uint32_t drop = M - out_mant;
  uint32_t nkept = OP2(SpvOpShiftRightLogical, mant, C(drop));
  uint32_t nrem = OP2(SpvOpBitwiseAnd, mant, C((1ull << drop) - 1));
  uint32_t nhalf = C(1ull << (drop - 1));
  uint32_t nbase = OP2(SpvOpBitwiseOr, OP2(SpvOpShiftLeftLogical, OP2(SpvOpIAdd, e, C(obias)), C(out_mant)), nkept);

  /* subnormal results: the whole significand shifted by
   * (M - out_mant) + (omin - e), clamped to the word */
  uint32_t sig = SEL(CMP(SpvOpIEqual, exp, C(0)), mant, OP2(SpvOpBitwiseOr, mant, C(1ull << M)));
  uint32_t s = OP2(SpvOpIAdd, C(drop), OP2(SpvOpISub, C((uint64_t)(int64_t)omin), e));
  s = SEL(CMP(SpvOpSGreaterThan, s, C(fw - 1)), C(fw - 1), s);
  s = SEL(CMP(SpvOpSLessThan, s, C(1)), C(1), s);
  uint32_t skept = OP2(SpvOpShiftRightLogical, sig, s);
  uint32_t srem = OP2(SpvOpBitwiseAnd, sig, OP2(SpvOpISub, OP2(SpvOpShiftLeftLogical, C(1), s), C(1)));
  uint32_t shalf = OP2(SpvOpShiftLeftLogical, C(1), OP2(SpvOpISub, s, C(1)));

  uint32_t is_sub = CMP(SpvOpSLessThan, e, C((uint64_t)(int64_t)omin));
  uint32_t base = SEL(is_sub, skept, nbase);
  uint32_t rem = SEL(is_sub, srem, nrem);
  uint32_t half = SEL(is_sub, shalf, nhalf);
  uint32_t up = round_up(b, bt, ut, mode, rem, half, base, negative);
  /* a carry out of the mantissa raises the exponent, up to infinity */
  uint32_t r = OP2(SpvOpIAdd, base, SEL(up, C(1), C(0)));

  uint64_t inf_bits = (uint64_t)oemax << out_mant;
  uint64_t max_bits = inf_bits - 1;
  uint32_t inf = C(inf_bits), maxf = C(max_bits);
  uint32_t ovf;
  switch (mode) {
  case SpvFPRoundingModeRTZ: ovf = maxf; break;
  case SpvFPRoundingModeRTP: ovf = SEL(negative, maxf, inf); break;
  case SpvFPRoundingModeRTN: ovf = SEL(negative, inf, maxf); break;
  default: ovf = inf; break;
  }
  r = SEL(CMP(SpvOpSGreaterThan, e, C((uint64_t)(int64_t)omax)), ovf, r);
  uint32_t special = CMP(SpvOpIEqual, exp, C(emask));
  uint32_t nan = CMP(SpvOpINotEqual, mant, C(0));
  uint32_t qnan = C(inf_bits | 1ull << (out_mant - 1));
  r = SEL(special, SEL(nan, qnan, inf), r);
  r = OP2(SpvOpBitwiseOr, r, sign);
  uint32_t rt = ir_type_like(m, vt, ir_type_int(m, 32, 0));
  if (fw == 32) return r;
  return ir_op1(b, SpvOpUConvert, rt, r);
}

uint32_t fb_widen_half(ir_builder *b, uint32_t h, uint32_t t) {
  ir_module *m = b->m;
  uint32_t u16 = ir_type_like(m, t, ir_type_int(m, 16, 0)), ut = ir_type_like(m, t, ir_type_int(m, 32, 0));
  uint32_t f32 = ir_type_like(m, t, ir_type_float(m, 32)), bt = ir_type_like(m, t, ir_type_bool(m));
  uint32_t w = ir_op1(b, SpvOpUConvert, ut, ir_op1(b, SpvOpBitcast, u16, h));
  uint32_t sign = OP2(SpvOpShiftLeftLogical, OP2(SpvOpBitwiseAnd, w, C(0x8000)), C(16));
  uint32_t e = OP2(SpvOpBitwiseAnd, OP2(SpvOpShiftRightLogical, w, C(10)), C(31));
  uint32_t mant = OP2(SpvOpBitwiseAnd, w, C(0x3ff));
  uint32_t m13 = OP2(SpvOpShiftLeftLogical, mant, C(13));
  /* normal: the exponent rebiased from 15 to 127 */
  uint32_t normal = OP2(SpvOpBitwiseOr, OP2(SpvOpShiftLeftLogical, OP2(SpvOpIAdd, e, C(112)), C(23)), m13);
  uint32_t special = OP2(SpvOpBitwiseOr, C(0x7f800000u), m13);
  /* denormals and zeros: mant 2^-24, exact in float */
  uint32_t den = ir_op2(b, SpvOpFMul, f32, ir_op1(b, SpvOpConvertUToF, f32, mant), ir_const_splat(m, f32, 0x33800000u));
  uint32_t r = SEL(CMP(SpvOpIEqual, e, C(31)), special, normal);
  r = SEL(CMP(SpvOpIEqual, e, C(0)), ir_op1(b, SpvOpBitcast, ut, den), r);
  uint32_t f = ir_op1(b, SpvOpBitcast, f32, OP2(SpvOpBitwiseOr, r, sign));
  return f32 == t ? f : ir_op1(b, SpvOpFConvert, t, f);
}

/* Index of the highest set bit of a 32- or 64-bit unsigned value
 * (-1 for zero), as a value of type ut. */
static uint32_t msb(ir_builder *b, uint32_t glsl, uint32_t ut, uint32_t v) {
  ir_module *m = b->m;
  uint32_t w = ir_bit_width(m, ut);
  uint32_t t32 = ir_type_like(m, ut, ir_type_int(m, 32, 0));
  uint32_t bt = ir_type_like(m, ut, ir_type_bool(m));
  if (w == 32) return ir_ext(b, t32, glsl, 75 /* FindUMsb */, 1, &v);
  uint32_t lo = ir_op1(b, SpvOpUConvert, t32, v);
  uint32_t hi = ir_op1(b, SpvOpUConvert, t32, OP2(SpvOpShiftRightLogical, v, C(32)));
  uint32_t mhi = ir_ext(b, t32, glsl, 75, 1, &hi);
  uint32_t mlo = ir_ext(b, t32, glsl, 75, 1, &lo);
  uint32_t hz = ir_op2(b, SpvOpIEqual, bt, hi, ir_const_null(m, t32));
  uint32_t r32 = ir_op3(b, SpvOpSelect, t32, hz, mlo,
                        ir_op2(b, SpvOpIAdd, t32, mhi, ir_const_splat(m, t32, 32)));
  return ir_op1(b, SpvOpSConvert, ut, r32);
}

uint32_t fb_int_to_float(ir_builder *b, uint32_t glsl, uint32_t value, bool is_signed,
                         uint32_t float_type, uint32_t mode) {
  ir_module *m = b->m;
  uint32_t vt = ir_type_of(m, value);
  uint32_t sw = ir_bit_width(m, vt);
  uint32_t fw = ir_bit_width(m, float_type);
  uint32_t mant = fw == 64 ? 52 : fw == 32 ? 23 : 10;
  uint32_t ut = ir_type_like(m, vt, ir_type_int(m, sw < 32 ? 32 : sw, 0));
  uint32_t bt = ir_type_like(m, vt, ir_type_bool(m));
  if (sw < 32) value = ir_op1(b, is_signed ? SpvOpSConvert : SpvOpUConvert, ut, value);
  /* magnitude and sign */
  uint32_t negative = is_signed ? CMP(SpvOpSLessThan, value, C(0)) : ir_const_null(m, bt);
  uint32_t a = is_signed ? SEL(negative, ir_op1(b, SpvOpSNegate, ut, value), value) : value;
  /* keep mant + 1 significant bits: the truncated value converts exactly */
  uint32_t p = msb(b, glsl, ut, a);
  uint32_t shift = OP2(SpvOpISub, p, C(mant));
  shift = SEL(CMP(SpvOpSLessThan, shift, C(0)), C(0), shift);
  uint32_t kept = OP2(SpvOpShiftLeftLogical, OP2(SpvOpShiftRightLogical, a, shift), shift);
  uint32_t rem = OP2(SpvOpBitwiseAnd, a, OP2(SpvOpISub, OP2(SpvOpShiftLeftLogical, C(1), shift), C(1)));
  uint32_t f = ir_op1(b, SpvOpConvertUToF, float_type, kept);
  uint32_t ulp = ir_op1(b, SpvOpConvertUToF, float_type, OP2(SpvOpShiftLeftLogical, C(1), shift));
  uint32_t half = OP2(SpvOpShiftRightLogical, OP2(SpvOpShiftLeftLogical, C(1), shift), C(1));
  uint32_t lowest = OP2(SpvOpShiftRightLogical, a, shift);
  uint32_t up = round_up(b, bt, ut, mode, rem, half, lowest, negative);
  uint32_t mag = ir_op3(b, SpvOpSelect, float_type, up, ir_op2(b, SpvOpFAdd, float_type, f, ulp), f);
  if (fw == 16) {
    /* beyond 65504 the truncated value itself overflows to infinity, where
     * the mode may ask for the largest half instead */
    uint32_t maxh = ir_const_splat(m, float_type, 0x7bff), infh = ir_const_splat(m, float_type, 0x7c00);
    uint32_t ovf = mode == SpvFPRoundingModeRTZ ? maxh
                 : mode == SpvFPRoundingModeRTP ? ir_op3(b, SpvOpSelect, float_type, negative, maxh, infh)
                 : mode == SpvFPRoundingModeRTN ? ir_op3(b, SpvOpSelect, float_type, negative, infh, maxh)
                                                : infh;
    mag = ir_op3(b, SpvOpSelect, float_type, CMP(SpvOpUGreaterThanEqual, a, C(65536)), ovf, mag);
  }
  return ir_op3(b, SpvOpSelect, float_type, negative, ir_op1(b, SpvOpFNegate, float_type, mag), mag);
}
