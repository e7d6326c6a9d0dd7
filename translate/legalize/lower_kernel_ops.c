/* lower_kernel_ops.c: instructions that exist only for the Kernel
 * capability get Shader equivalents (OpOrdered, OpIsNormal, OpSignBitSet,
 * ...); conversions decorated SaturatedConversion or FPRoundingMode get the
 * clamping and rounding OpenCL C defines (6.4.3, 6.4.4); memory scopes and
 * semantics of barriers and fences are mapped to Vulkan's; signed
 * remainders get a form defined for negative operands; 64-bit divisions
 * and remainders run as 32-bit ones where their operands fit; indexes into
 * private and __local arrays become 32-bit. */
#include <math.h>
#include <string.h>

#include <spirv/unified1/GLSL.std.450.h>

#include "builtins/builtins.h"
#include "ir/ir.h"
#include "memory/memory.h"
#include "passes.h"

typedef struct lctx {
  tr_ctx *c;
  ir_module *m;
  ir_builder *b;
  uint32_t boolt;
} lctx;

static uint32_t gl1(lctx *x, uint32_t t, uint32_t inst, uint32_t a) {
  return ir_ext(x->b, t, ocl_glsl(x->m), inst, 1, &a);
}

/* bool or bool vector of the shape of `t` */
static uint32_t bool_like(lctx *x, uint32_t t) { return ir_type_like(x->m, t, x->boolt); }

/* Same-shape integer type of the float type's width. */
static uint32_t int_like(lctx *x, uint32_t t) {
  return ir_type_like(x->m, t, ir_type_int(x->m, ir_bit_width(x->m, t), false));
}

static uint32_t splat(lctx *x, uint32_t t, uint64_t bits) { return ir_const_splat(x->m, t, bits); }

/* Bits of `v` as a float of `width` bits. Only values exactly representable
 * in that width are asked for (bounds that are powers of two, zero), or
 * beyond half's range, which become infinities. */
static uint64_t float_bits(uint32_t width, double v) {
  if (width == 64) {
    uint64_t u;
    memcpy(&u, &v, 8);
    return u;
  }
  if (width == 32) {
    float f = (float)v;
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
  }
  uint64_t sign = signbit(v) ? 0x8000 : 0;
  double a = fabs(v);
  if (a == 0) return sign;
  if (a > 65504.0) return sign | 0x7c00;
  int e;
  double frac = frexp(a, &e); /* a = frac * 2^e, frac in [0.5, 1) */
  uint64_t mant = (uint64_t)ldexp(frac * 2.0 - 1.0, 10);
  return sign | (uint64_t)(e - 1 + 15) << 10 | mant;
}

static uint32_t fconst(lctx *x, uint32_t t, double v) {
  return splat(x, t, float_bits(ir_bit_width(x->m, t), v));
}

static uint32_t op2(lctx *x, uint32_t op, uint32_t t, uint32_t a, uint32_t b) {
  return ir_op2(x->b, op, t, a, b);
}

/* ---- Kernel-only instructions ------------------------------------------ */

static uint32_t is_nan(lctx *x, uint32_t v) {
  return ir_op1(x->b, SpvOpIsNan, bool_like(x, ir_type_of(x->m, v)), v);
}

static uint32_t lower_kernel_op(lctx *x, ir_inst *in) {
  ir_module *m = x->m;
  uint32_t t = in->type;
  switch (in->op) {
  case SpvOpOrdered:
    return op2(x, SpvOpLogicalAnd, t, ir_op1(x->b, SpvOpLogicalNot, t, is_nan(x, in->w[0])),
               ir_op1(x->b, SpvOpLogicalNot, t, is_nan(x, in->w[1])));
  case SpvOpUnordered: return op2(x, SpvOpLogicalOr, t, is_nan(x, in->w[0]), is_nan(x, in->w[1]));
  case SpvOpLessOrGreater: return op2(x, SpvOpFOrdNotEqual, t, in->w[0], in->w[1]);
  case SpvOpIsFinite: {
    uint32_t v = in->w[0];
    uint32_t bad = op2(x, SpvOpLogicalOr, t, is_nan(x, v), ir_op1(x->b, SpvOpIsInf, t, v));
    return ir_op1(x->b, SpvOpLogicalNot, t, bad);
  }
  case SpvOpIsNormal: {
    /* exponent field neither all zeros (zero, subnormal) nor all ones */
    uint32_t v = in->w[0], vt = ir_type_of(m, v);
    uint32_t w = ir_bit_width(m, vt);
    uint32_t it = int_like(x, vt);
    uint32_t mant = w == 64 ? 52 : w == 32 ? 23 : 10;
    uint64_t emask = w == 64 ? 0x7ff : w == 32 ? 0xff : 0x1f;
    uint32_t bits = ir_op1(x->b, SpvOpBitcast, it, v);
    uint32_t e = op2(x, SpvOpShiftRightLogical, it, bits, splat(x, it, mant));
    e = op2(x, SpvOpBitwiseAnd, it, e, splat(x, it, emask));
    uint32_t nz = op2(x, SpvOpINotEqual, t, e, splat(x, it, 0));
    uint32_t nmax = op2(x, SpvOpINotEqual, t, e, splat(x, it, emask));
    return op2(x, SpvOpLogicalAnd, t, nz, nmax);
  }
  case SpvOpSignBitSet: {
    uint32_t v = in->w[0], vt = ir_type_of(m, v);
    uint32_t it = int_like(x, vt);
    uint32_t bits = ir_op1(x->b, SpvOpBitcast, it, v);
    return op2(x, SpvOpSLessThan, t, bits, splat(x, it, 0));
  }
  default: return 0;
  }
}

/* OpBitCount takes 32-bit integers only in Vulkan (clang's ctpop of
 * char, short and long arrives as OpBitCount of that width): count a
 * zero-extended 8- or 16-bit value, or both halves of a 64-bit one. */
static uint32_t bit_count(lctx *x, ir_inst *in) {
  ir_module *m = x->m;
  uint32_t v = in->w[0], t = in->type;
  uint32_t w = ir_bit_width(m, ir_type_of(m, v));
  if (w == 32) return 0;
  uint32_t t32 = ir_type_like(m, t, ir_type_int(m, 32, false));
  uint32_t n;
  if (w < 32) {
    n = ir_op1(x->b, SpvOpBitCount, t32, ir_op1(x->b, SpvOpUConvert, t32, v));
  } else {
    uint32_t vt = ir_type_of(m, v);
    uint32_t hi = op2(x, SpvOpShiftRightLogical, vt, v, splat(x, vt, 32));
    n = op2(x, SpvOpIAdd, t32, ir_op1(x->b, SpvOpBitCount, t32, ir_op1(x->b, SpvOpUConvert, t32, v)),
            ir_op1(x->b, SpvOpBitCount, t32, ir_op1(x->b, SpvOpUConvert, t32, hi)));
  }
  return ir_bit_width(m, t) == 32 ? n : ir_op1(x->b, SpvOpUConvert, t, n);
}

/* ---- conversions --------------------------------------------------------- */

static uint32_t rounding_of(ir_module *m, uint32_t id) {
  ir_inst *d = ir_find_decoration(m, id, SpvDecorationFPRoundingMode);
  return d ? d->w[2] : ~0u;
}

static bool saturated(ir_module *m, uint32_t id) {
  return ir_find_decoration(m, id, SpvDecorationSaturatedConversion) != NULL;
}

/* Mathematical bounds of an integer type. */
static __int128 int_max(uint32_t w, bool s) { return ((__int128)1 << (s ? w - 1 : w)) - 1; }
static __int128 int_min(uint32_t w, bool s) { return s ? -((__int128)1 << (w - 1)) : 0; }

/* Raw bits of a bound in an integer type of width w. */
static uint64_t raw(__int128 v, uint32_t w) {
  uint64_t u = (uint64_t)v;
  return w == 64 ? u : u & ((1ull << w) - 1);
}

/* Integer-to-integer conversion that saturates to the destination's range
 * (OpenCL C 6.4.3): clamp in the source type, where the bounds fit, then
 * convert the in-range value. */
static uint32_t sat_int(lctx *x, ir_inst *in, bool src_signed, bool dst_signed) {
  ir_module *m = x->m;
  uint32_t v = in->w[0], st = ir_type_of(m, v);
  uint32_t sw = ir_bit_width(m, st), dw = ir_bit_width(m, in->type);
  uint32_t bt = bool_like(x, st);
  if (int_max(dw, dst_signed) < int_max(sw, src_signed)) {
    uint32_t c = splat(x, st, raw(int_max(dw, dst_signed), sw));
    uint32_t over = op2(x, src_signed ? SpvOpSGreaterThan : SpvOpUGreaterThan, bt, v, c);
    v = ir_op3(x->b, SpvOpSelect, st, over, c, v);
  }
  if (int_min(dw, dst_signed) > int_min(sw, src_signed)) {
    /* only signed sources go below the destination's minimum */
    uint32_t c = splat(x, st, raw(int_min(dw, dst_signed), sw));
    uint32_t under = op2(x, SpvOpSLessThan, bt, v, c);
    v = ir_op3(x->b, SpvOpSelect, st, under, c, v);
  }
  if (dw == sw) return ir_op1(x->b, SpvOpBitcast, in->type, v);
  if (dw < sw) return ir_op1(x->b, SpvOpUConvert, in->type, v);
  return ir_op1(x->b, src_signed ? SpvOpSConvert : SpvOpUConvert, in->type, v);
}

/* Float to integer: rounding mode first, then (if saturating) NaN -> 0 and
 * clamping; out-of-range values of a plain conversion are undefined in
 * OpenCL C as in Vulkan. */
static uint32_t float_to_int(lctx *x, ir_inst *in, bool dst_signed) {
  ir_module *m = x->m;
  uint32_t v = in->w[0], ft = ir_type_of(m, v);
  switch (rounding_of(m, in->id)) {
  case SpvFPRoundingModeRTE: v = gl1(x, ft, GLSLstd450RoundEven, v); break;
  case SpvFPRoundingModeRTP: v = gl1(x, ft, GLSLstd450Ceil, v); break;
  case SpvFPRoundingModeRTN: v = gl1(x, ft, GLSLstd450Floor, v); break;
  default: break;
  }
  uint32_t conv = ir_op1(x->b, dst_signed ? SpvOpConvertFToS : SpvOpConvertFToU, in->type, v);
  if (!saturated(m, in->id)) return conv;
  uint32_t dw = ir_bit_width(m, in->type);
  uint32_t bt = bool_like(x, ft);
  /* bounds as floats: -2^(w-1) and 2^(w-1) (signed) or 0 and 2^w */
  double hi = dst_signed ? ldexp(1.0, (int)dw - 1) : ldexp(1.0, (int)dw);
  double lo = dst_signed ? -ldexp(1.0, (int)dw - 1) : 0.0;
  uint32_t fw = ir_bit_width(m, ft);
  /* bounds beyond half's range: only the infinities lie beyond them */
  bool inf_lo = fw == 16 && lo < -65504.0;
  if (fw == 16 && hi > 65504.0) hi = INFINITY;
  if (inf_lo) lo = -INFINITY;
  uint32_t r = conv;
  uint32_t over = op2(x, SpvOpFOrdGreaterThanEqual, bt, v, fconst(x, ft, hi));
  r = ir_op3(x->b, SpvOpSelect, in->type, over, splat(x, in->type, raw(int_max(dw, dst_signed), dw)), r);
  uint32_t under = dst_signed ? op2(x, inf_lo ? SpvOpFOrdLessThanEqual : SpvOpFOrdLessThan, bt, v, fconst(x, ft, lo))
                              : op2(x, SpvOpFOrdLessThanEqual, bt, v, fconst(x, ft, 0.0));
  r = ir_op3(x->b, SpvOpSelect, in->type, under, splat(x, in->type, raw(int_min(dw, dst_signed), dw)), r);
  r = ir_op3(x->b, SpvOpSelect, in->type, is_nan(x, v), splat(x, in->type, 0), r);
  return r;
}

/* Integer to float in a directed rounding mode (round to nearest is the
 * native conversion). */
static uint32_t int_to_float(lctx *x, ir_inst *in, bool src_signed) {
  uint32_t mode = rounding_of(x->m, in->id);
  if (mode == ~0u || mode == SpvFPRoundingModeRTE)
    return ir_op1(x->b, src_signed ? SpvOpConvertSToF : SpvOpConvertUToF, in->type, in->w[0]);
  return fb_int_to_float(x->b, ocl_glsl(x->m), in->w[0], src_signed, in->type, mode);
}

/* Float to float narrowing in a directed rounding mode, and double to
 * half in any mode: lavapipe narrows double to half through float, which
 * rounds twice (docs/drivers.md). */
static uint32_t float_convert(lctx *x, ir_inst *in) {
  ir_module *m = x->m;
  uint32_t mode = rounding_of(m, in->id);
  uint32_t st = ir_type_of(m, in->w[0]);
  uint32_t dw = ir_bit_width(m, in->type), sw = ir_bit_width(m, ir_scalar_of(m, st));
  bool d2h = dw == 16 && sw == 64;
  if (!d2h && (mode == ~0u || mode == SpvFPRoundingModeRTE || dw >= sw))
    return ir_op1(x->b, SpvOpFConvert, in->type, in->w[0]);
  uint32_t bits = fb_narrow(x->b, in->w[0], dw == 16 ? 5 : 8, dw == 16 ? 10 : 23, mode);
  if (dw == 16) bits = ir_op1(x->b, SpvOpUConvert, int_like(x, in->type), bits);
  return ir_op1(x->b, SpvOpBitcast, in->type, bits);
}

static uint32_t lower_conversion(lctx *x, ir_inst *in) {
  ir_module *m = x->m;
  uint32_t st = ir_type_of(m, in->w[0]);
  bool sat = saturated(m, in->id);
  bool has_mode = rounding_of(m, in->id) != ~0u;
  switch (in->op) {
  case SpvOpConvertFToS: return has_mode || sat ? float_to_int(x, in, true) : 0;
  case SpvOpConvertFToU: return has_mode || sat ? float_to_int(x, in, false) : 0;
  case SpvOpConvertSToF: return has_mode ? int_to_float(x, in, true) : 0;
  case SpvOpConvertUToF: return has_mode ? int_to_float(x, in, false) : 0;
  case SpvOpFConvert:
    return has_mode || (ir_bit_width(m, in->type) == 16 && ir_bit_width(m, ir_scalar_of(m, st)) == 64)
               ? float_convert(x, in)
               : 0;
  case SpvOpSConvert: return sat ? sat_int(x, in, true, true) : 0;
  case SpvOpUConvert: return sat ? sat_int(x, in, false, false) : 0;
  case SpvOpSatConvertSToU: return sat_int(x, in, true, false);
  case SpvOpSatConvertUToS: return sat_int(x, in, false, true);
  default: (void)st; return 0;
  }
}

/* ---- barriers and fences ------------------------------------------------- */

/* OpenCL scopes and semantics to Vulkan's (memory/mem_model.c). A barrier or
 * fence without storage classes in its semantics orders nothing in Vulkan. */
static uint32_t vk_scope(lctx *x, uint32_t id) {
  uint64_t v;
  if (!ir_const_value(x->m, id, &v)) {
    ir_error(x->m, "memory scope must be a constant");
    return id;
  }
  return ir_const_u32(x->m, tr_vk_scope(v));
}

static uint32_t vk_semantics(lctx *x, uint32_t id) {
  uint64_t v;
  if (!ir_const_value(x->m, id, &v)) {
    ir_error(x->m, "memory semantics must be a constant");
    return id;
  }
  return ir_const_u32(x->m, tr_vk_semantics(x->c, v, 0, TR_SEM_FENCE));
}

/* Returns true for a fence that orders nothing for other invocations
 * (no memory named, or work-item scope), which is dropped: Vulkan refuses
 * an OpMemoryBarrier without an order and storage classes. */
static bool lower_barrier(lctx *x, ir_inst *in) {
  uint64_t sem = 0, scope = 0;
  if (in->op == SpvOpControlBarrier) {
    in->w[0] = vk_scope(x, in->w[0]);
    in->w[1] = vk_scope(x, in->w[1]);
    in->w[2] = vk_semantics(x, in->w[2]);
    return false;
  }
  in->w[0] = vk_scope(x, in->w[0]);
  in->w[1] = vk_semantics(x, in->w[1]);
  return ir_const_value(x->m, in->w[0], &scope) && ir_const_value(x->m, in->w[1], &sem) &&
         (sem == 0 || scope == SpvScopeInvocation);
}

/* ---- driver workaround ------------------------------------------------------ */

/* A signed comparison of a sign-extended value with a constant that fits
 * the narrow type compares the narrow value instead. Equivalent, and it
 * avoids a miscompile in Mesa 22.3 (lavapipe), where ilt(i2i64(x), C)
 * comes out false for negative x. */
static bool fits_signed(uint64_t bits, uint32_t from_w, uint32_t to_w) {
  int64_t v = from_w == 64 ? (int64_t)bits : (int64_t)(bits << (64 - from_w)) >> (64 - from_w);
  int64_t lo = -((int64_t)1 << (to_w - 1)), hi = ((int64_t)1 << (to_w - 1)) - 1;
  return v >= lo && v <= hi;
}

static uint32_t narrow_constant(lctx *x, uint32_t c, uint32_t narrow_t) {
  ir_module *m = x->m;
  ir_inst *d = ir_def_inst(m, c);
  uint32_t cw = ir_bit_width(m, ir_type_of(m, c)), nw = ir_bit_width(m, narrow_t);
  uint64_t v;
  if (ir_const_value(m, c, &v)) return fits_signed(v, cw, nw) ? ir_const(m, ir_scalar_of(m, narrow_t), v) : 0;
  if (!d || d->op != SpvOpConstantComposite || d->n > 16) return 0;
  uint32_t parts[16];
  for (uint32_t i = 0; i < d->n; i++) {
    if (!ir_const_value(m, d->w[i], &v) || !fits_signed(v, cw, nw)) return 0;
    parts[i] = ir_const(m, ir_scalar_of(m, narrow_t), v);
  }
  return ir_const_composite(m, narrow_t, d->n, parts);
}

static void narrow_signed_compare(lctx *x, ir_inst *in) {
  ir_module *m = x->m;
  for (int side = 0; side < 2; side++) {
    ir_inst *ext = ir_def_inst(m, in->w[side]);
    if (!ext || ext->op != SpvOpSConvert || ext->block == NULL) continue;
    uint32_t narrow_t = ir_type_of(m, ext->w[0]);
    uint32_t k = narrow_constant(x, in->w[1 - side], narrow_t);
    if (!k) continue;
    in->w[side] = ext->w[0];
    in->w[1 - side] = k;
    return;
  }
}

/* ---- 64-bit division ---------------------------------------------------- */

/* A 64-bit OpUDiv or OpUMod (scalar or vector) as a 32-bit one where both
 * operands fit in 32 bits, the usual case of size_t index arithmetic: GPUs
 * divide in software, and a 64-bit division is several times longer than
 * a 32-bit one (LLVM's NVPTX back end does the same). The 64-bit operation
 * runs only on its own branch: NVIDIA's Vulkan compiler merges loads whose
 * addresses come from different unguarded 64-bit divisions, reading one
 * value for both (docs/drivers.md). Powers of two become shifts and
 * masks. */
static uint32_t udiv64(lctx *x, uint32_t op, uint32_t t, uint32_t a, uint32_t d) {
  ir_module *m = x->m;
  uint64_t k = 0;
  bool kconst = ir_const_value(m, d, &k);
  if (kconst && k && !(k & (k - 1))) {
    if (op == SpvOpUMod) return op2(x, SpvOpBitwiseAnd, t, a, splat(x, t, k - 1));
    uint32_t sh = 0;
    while (!(k >> sh & 1)) sh++;
    return op2(x, SpvOpShiftRightLogical, t, a, splat(x, t, sh));
  }
  uint32_t t32 = ir_type_like(m, t, ir_type_int(m, 32, false)), bt = bool_like(x, t);
  uint32_t high = kconst && k <= 0xffffffffu ? a : op2(x, SpvOpBitwiseOr, t, a, d);
  uint32_t small = op2(x, SpvOpIEqual, bt, op2(x, SpvOpShiftRightLogical, t, high, splat(x, t, 32)), splat(x, t, 0));
  if (bt != x->boolt) small = ir_op1(x->b, SpvOpAll, x->boolt, small);
  ir_if s = ir_if_begin(x->b, small);
  uint32_t n32 = op2(x, op, t32, ir_op1(x->b, SpvOpUConvert, t32, a), ir_op1(x->b, SpvOpUConvert, t32, d));
  uint32_t narrow = ir_op1(x->b, SpvOpUConvert, t, n32);
  ir_block *e1 = ir_if_end(x->b, &s);
  uint32_t r1 = ir_if_phi(x->b, &s, e1, t, narrow, ir_undef(m, t));
  ir_if w = ir_if_begin(x->b, ir_op1(x->b, SpvOpLogicalNot, x->boolt, small));
  uint32_t wide = op2(x, op, t, a, d);
  ir_block *e2 = ir_if_end(x->b, &w);
  return ir_if_phi(x->b, &w, e2, t, wide, r1);
}

/* The magnitude of a signed integer as an unsigned value of its type
 * (the minimum's magnitude included); *neg: whether it was negative. */
static uint32_t magnitude(lctx *x, uint32_t t, uint32_t v, uint32_t *neg) {
  *neg = op2(x, SpvOpSLessThan, bool_like(x, t), v, splat(x, t, 0));
  return ir_op3(x->b, SpvOpSelect, t, *neg, ir_op1(x->b, SpvOpSNegate, t, v), v);
}

/* An unsigned division or remainder of integers of any width: 64-bit ones
 * through udiv64. */
static uint32_t udiv_any(lctx *x, uint32_t op, uint32_t t, uint32_t a, uint32_t d) {
  if (ir_bit_width(x->m, t) == 64) return udiv64(x, op, t, a, d);
  return op2(x, op, t, a, d);
}

/* A 64-bit OpSDiv: the quotient of the magnitudes, negated where the
 * operands' signs differ (truncation toward zero, as C99). */
static uint32_t sdiv64(lctx *x, ir_inst *in) {
  uint32_t t = in->type, a_neg, d_neg;
  uint32_t a_mag = magnitude(x, t, in->w[0], &a_neg), d_mag = magnitude(x, t, in->w[1], &d_neg);
  uint32_t q = udiv64(x, SpvOpUDiv, t, a_mag, d_mag);
  uint32_t differ = op2(x, SpvOpLogicalNotEqual, bool_like(x, t), a_neg, d_neg);
  return ir_op3(x->b, SpvOpSelect, t, differ, ir_op1(x->b, SpvOpSNegate, t, q), q);
}

/* Vulkan leaves OpSRem and OpSMod undefined when an operand is negative
 * (NVIDIA's compiler does give other results), while OpenCL C's % truncates
 * like C99. Both become an unsigned remainder of magnitudes with the sign
 * put back: SRem takes the dividend's sign, SMod the divisor's. */
static uint32_t lower_signed_remainder(lctx *x, ir_inst *in) {
  uint32_t t = in->type, bt = bool_like(x, t), zero = splat(x, t, 0);
  uint32_t d = in->w[1], a_neg, d_neg;
  uint32_t a_mag = magnitude(x, t, in->w[0], &a_neg), d_mag = magnitude(x, t, d, &d_neg);
  uint32_t r = udiv_any(x, SpvOpUMod, t, a_mag, d_mag);
  uint32_t rem = ir_op3(x->b, SpvOpSelect, t, a_neg, ir_op1(x->b, SpvOpSNegate, t, r), r);
  if (in->op == SpvOpSRem) return rem;
  /* SMod: a non-zero remainder whose sign differs from the divisor's moves
   * by one divisor. */
  uint32_t differ = op2(x, SpvOpLogicalNotEqual, bt, a_neg, d_neg);
  uint32_t nonzero = op2(x, SpvOpINotEqual, bt, r, zero);
  uint32_t fix = op2(x, SpvOpLogicalAnd, bt, differ, nonzero);
  return ir_op3(x->b, SpvOpSelect, t, fix, op2(x, SpvOpIAdd, t, rem, d), rem);
}

/* Indexes into arrays in private and __local memory as 32-bit integers:
 * such arrays are far smaller than 4G elements and drivers index them
 * with 32-bit registers anyway. */
static void narrow_indices(lctx *x, ir_inst *in) {
  uint32_t sc = ir_ptr_storage(x->m, ir_type_of(x->m, in->w[0]));
  if (sc != SpvStorageClassFunction && sc != SpvStorageClassPrivate && sc != SpvStorageClassWorkgroup) return;
  uint32_t u32 = ir_type_int(x->m, 32, false);
  for (uint32_t i = 1; i < in->n; i++) {
    uint32_t t = ir_type_of(x->m, in->w[i]);
    if (ir_is_int(x->m, t) && ir_bit_width(x->m, t) == 64) ir_set_op(in, i, ir_op1(x->b, SpvOpUConvert, u32, in->w[i]), true);
  }
}

bool lower_kernel_ops(tr_ctx *c) {
  ir_module *m = c->m;
  lctx x = {.c = c, .m = m, .boolt = ir_type_bool(m)};
  IR_FOR_BLOCK(blk, c->k) {
    IR_FOR_INST(in, &blk->insts) {
      ir_builder b = ir_builder_before(m, in);
      x.b = &b;
      uint32_t r = 0;
      switch (in->op) {
      case SpvOpOrdered:
      case SpvOpUnordered:
      case SpvOpLessOrGreater:
      case SpvOpIsFinite:
      case SpvOpIsNormal:
      case SpvOpSignBitSet: r = lower_kernel_op(&x, in); break;
      case SpvOpBitCount: r = bit_count(&x, in); break;
      case SpvOpConvertFToS:
      case SpvOpConvertFToU:
      case SpvOpConvertSToF:
      case SpvOpConvertUToF:
      case SpvOpFConvert:
      case SpvOpSConvert:
      case SpvOpUConvert:
      case SpvOpSatConvertSToU:
      case SpvOpSatConvertUToS: r = lower_conversion(&x, in); break;
      case SpvOpControlBarrier: lower_barrier(&x, in); break;
      case SpvOpMemoryBarrier:
        if (lower_barrier(&x, in)) {
          ir_remove(m, in);
          continue;
        }
        break;
      case SpvOpSRem:
      case SpvOpSMod: r = lower_signed_remainder(&x, in); break;
      case SpvOpUDiv:
      case SpvOpUMod:
        if (ir_bit_width(m, in->type) == 64) r = udiv64(&x, in->op, in->type, in->w[0], in->w[1]);
        break;
      case SpvOpSDiv:
        if (ir_bit_width(m, in->type) == 64) r = sdiv64(&x, in);
        break;
      case SpvOpSLessThan:
      case SpvOpSLessThanEqual:
      case SpvOpSGreaterThan:
      case SpvOpSGreaterThanEqual: narrow_signed_compare(&x, in); break;
      case SpvOpAccessChain:
      case SpvOpInBoundsAccessChain: narrow_indices(&x, in); break;
      default: break;
      }
      if (ir_failed(m)) return false;
      if (r) {
        ir_replace_all_uses(m, in->id, r);
        ir_remove(m, in);
      }
    }
  }
  return true;
}
