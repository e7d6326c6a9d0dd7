/* lower_int_ext.c: cl_khr_integer_dot_product, cl_khr_extended_bit_ops and
 * cl_khr_expect_assume as Vulkan takes them.
 *
 * Dot products (SPV_KHR_integer_dot_product: OpSDot, OpUDot, OpSUDot and
 * their AccSat forms on char4/uchar4, and the packed forms, which
 * llvm-spirv 15 leaves as calls of dot_4x8packed_XY_T and
 * dot_acc_sat_4x8packed_XY_T) stay Vulkan instructions where the device
 * has shaderIntegerDotProduct (tr_target.integer_dot_product; the packed
 * calls become instructions with the PackedVectorFormat4x8Bit operand),
 * and are plain arithmetic elsewhere: each 8-bit part widened to 32 bits
 * (4 * 255 * 255 fits), products summed, the result widened or narrowed
 * to its type, and the accumulation saturated in the wider of 32 bits
 * and the result (OpenCL C 6.15.4: dot_acc_sat saturates the exact sum).
 *
 * Bit instructions (SPV_KHR_bit_instructions: OpBitFieldInsert,
 * OpBitFieldSExtract, OpBitFieldUExtract, OpBitReverse) exist in Vulkan on
 * 32-bit integers only. Other widths, and 32-bit vectors of 8 and 16
 * components whose scalar offset and count lower_wide_vectors cannot
 * split, become shifts and masks in the value's own type: with a count n
 * and offset o, the field mask is (n == 0 ? 0 : ~0 >> (W - n)) << o; a
 * reverse swaps ever larger halves (1, 2, 4, ... W/2 bits). OpenCL C
 * leaves o + n > W undefined, so no guard for it.
 *
 * SPV_KHR_expect_assume's hints on integers and booleans go: OpExpectKHR
 * is its value, OpAssumeTrueKHR nothing (cl_khr_expect_assume). */
#include <string.h>

#include "builtins.h"
#include "ir/ir.h"
#include "passes.h"

typedef struct ictx {
  ir_module *m;
  ir_builder *b;
} ictx;

/* ---- bit instructions ------------------------------------------------ */

/* A scalar offset or count as a value of `t` (the operand's type,
 * scalar or vector). */
static uint32_t as_shift(ictx *x, uint32_t t, uint32_t v) {
  ir_module *m = x->m;
  uint32_t st = ir_scalar_of(m, t), vt = ir_type_of(m, v);
  uint32_t w = ir_bit_width(m, st), vw = ir_bit_width(m, vt);
  if (vw != w) v = ir_op1(x->b, SpvOpUConvert, st, v);
  else if (vt != st) v = ir_op1(x->b, SpvOpBitcast, st, v);
  uint32_t n = ir_vec_len(m, t);
  if (n == 1) return v;
  uint32_t parts[16];
  for (uint32_t i = 0; i < n; i++) parts[i] = v;
  return ir_emit(x->b, SpvOpCompositeConstruct, t, true, n, parts)->id;
}

/* (n == 0 ? 0 : ~0 >> (W - n)): the low n bits. */
static uint32_t low_mask(ictx *x, uint32_t t, uint32_t n, uint32_t w) {
  ir_module *m = x->m;
  uint32_t bt = ir_type_like(m, t, ir_type_bool(m));
  uint32_t ones = ir_const_splat(m, t, ~0ull);
  uint32_t sh = ir_op2(x->b, SpvOpISub, t, ir_const_splat(m, t, w), n);
  uint32_t mask = ir_op2(x->b, SpvOpShiftRightLogical, t, ones, sh);
  uint32_t zero = ir_op2(x->b, SpvOpIEqual, bt, n, ir_const_splat(m, t, 0));
  return ir_op3(x->b, SpvOpSelect, t, zero, ir_const_splat(m, t, 0), mask);
}

static uint32_t bitfield(ictx *x, ir_inst *in) {
  ir_module *m = x->m;
  uint32_t t = in->type, w = ir_bit_width(m, ir_scalar_of(m, t));
  bool insert = in->op == SpvOpBitFieldInsert;
  uint32_t base = in->w[0];
  uint32_t o = as_shift(x, t, in->w[insert ? 2 : 1]), n = as_shift(x, t, in->w[insert ? 3 : 2]);
  uint32_t low = low_mask(x, t, n, w);
  switch (in->op) {
  case SpvOpBitFieldInsert: {
    uint32_t mask = ir_op2(x->b, SpvOpShiftLeftLogical, t, low, o);
    uint32_t kept = ir_op2(x->b, SpvOpBitwiseAnd, t, base, ir_op1(x->b, SpvOpNot, t, mask));
    uint32_t put = ir_op2(x->b, SpvOpBitwiseAnd, t, ir_op2(x->b, SpvOpShiftLeftLogical, t, in->w[1], o), mask);
    return ir_op2(x->b, SpvOpBitwiseOr, t, kept, put);
  }
  case SpvOpBitFieldUExtract:
    return ir_op2(x->b, SpvOpBitwiseAnd, t, ir_op2(x->b, SpvOpShiftRightLogical, t, base, o), low);
  default: {
    /* the field's top bit to bit W-1, then an arithmetic shift down; a
     * zero count shifts by W (an undefined value), selected away */
    uint32_t wk = ir_const_splat(m, t, w);
    uint32_t up = ir_op2(x->b, SpvOpISub, t, ir_op2(x->b, SpvOpISub, t, wk, o), n);
    uint32_t top = ir_op2(x->b, SpvOpShiftLeftLogical, t, base, up);
    uint32_t r = ir_op2(x->b, SpvOpShiftRightArithmetic, t, top, ir_op2(x->b, SpvOpISub, t, wk, n));
    uint32_t bt = ir_type_like(m, t, ir_type_bool(m));
    uint32_t zero = ir_op2(x->b, SpvOpIEqual, bt, n, ir_const_splat(m, t, 0));
    return ir_op3(x->b, SpvOpSelect, t, zero, ir_const_splat(m, t, 0), r);
  }
  }
}

static uint32_t bit_reverse(ictx *x, ir_inst *in) {
  ir_module *m = x->m;
  uint32_t t = in->type, w = ir_bit_width(m, ir_scalar_of(m, t));
  static const uint64_t masks[] = {0x5555555555555555ull, 0x3333333333333333ull, 0x0f0f0f0f0f0f0f0full,
                                   0x00ff00ff00ff00ffull, 0x0000ffff0000ffffull, 0x00000000ffffffffull};
  uint32_t v = in->w[0];
  for (uint32_t s = 1, i = 0; s < w; s <<= 1, i++) {
    uint32_t k = ir_const_splat(m, t, masks[i]), sh = ir_const_splat(m, t, s);
    uint32_t hi = ir_op2(x->b, SpvOpBitwiseAnd, t, ir_op2(x->b, SpvOpShiftRightLogical, t, v, sh), k);
    uint32_t lo = ir_op2(x->b, SpvOpShiftLeftLogical, t, ir_op2(x->b, SpvOpBitwiseAnd, t, v, k), sh);
    v = ir_op2(x->b, SpvOpBitwiseOr, t, hi, lo);
  }
  return v;
}

/* Whether Vulkan takes the bit instruction as it is. */
static bool bit_op_native(const ir_module *m, const ir_inst *in) {
  return ir_bit_width(m, ir_scalar_of(m, in->type)) == 32 && (in->op == SpvOpBitReverse || ir_vec_len(m, in->type) <= 4);
}

/* ---- dot products ---------------------------------------------------- */

typedef struct dot_form {
  bool a_signed, b_signed; /* the operands' parts */
  bool packed;             /* 32-bit scalars holding 4 bytes */
  bool acc_sat;
  bool r_signed;           /* how the accumulation saturates */
} dot_form;

static bool dot_op(uint32_t op, dot_form *f) {
  memset(f, 0, sizeof *f);
  switch (op) {
  case SpvOpSDot: case SpvOpSDotAccSat: f->a_signed = f->b_signed = f->r_signed = true; break;
  case SpvOpUDot: case SpvOpUDotAccSat: break;
  case SpvOpSUDot: case SpvOpSUDotAccSat: f->a_signed = f->r_signed = true; break;
  default: return false;
  }
  f->acc_sat = op == SpvOpSDotAccSat || op == SpvOpUDotAccSat || op == SpvOpSUDotAccSat;
  return true;
}

/* Part `i` of a dot operand as a 32-bit integer. */
static uint32_t dot_part(ictx *x, uint32_t v, bool packed, bool is_signed, uint32_t i) {
  ir_module *m = x->m;
  uint32_t u32 = ir_type_int(m, 32, 0);
  if (packed) {
    if (ir_type_of(m, v) != u32) v = ir_op1(x->b, SpvOpBitcast, u32, v);
    if (!is_signed)
      return ir_op2(x->b, SpvOpBitwiseAnd, u32, ir_op2(x->b, SpvOpShiftRightLogical, u32, v, ir_const_u32(m, 8 * i)),
                    ir_const_u32(m, 0xff));
    uint32_t up = ir_op2(x->b, SpvOpShiftLeftLogical, u32, v, ir_const_u32(m, 24 - 8 * i));
    return ir_op2(x->b, SpvOpShiftRightArithmetic, u32, up, ir_const_u32(m, 24));
  }
  uint32_t part = ir_extract(x->b, ir_scalar_of(m, ir_type_of(m, v)), v, i);
  return ir_op1(x->b, is_signed ? SpvOpSConvert : SpvOpUConvert, u32, part);
}

/* A signed or unsigned integer of `w` bits (w <= 32 or 64) at its limit. */
static uint64_t int_max(uint32_t w, bool s) { return s ? (1ull << (w - 1)) - 1 : (w == 64 ? ~0ull : (1ull << w) - 1); }
static uint64_t int_min(uint32_t w, bool s) { return s ? ~0ull << (w - 1) : 0; }

/* The dot product in plain arithmetic. */
static uint32_t dot_plain(ictx *x, uint32_t rt, const dot_form *f, uint32_t a, uint32_t b, uint32_t acc) {
  ir_module *m = x->m;
  uint32_t u32 = ir_type_int(m, 32, 0);
  uint32_t sum = 0;
  for (uint32_t i = 0; i < 4; i++) {
    uint32_t p = ir_op2(x->b, SpvOpIMul, u32, dot_part(x, a, f->packed, f->a_signed, i),
                        dot_part(x, b, f->packed, f->b_signed, i));
    sum = sum ? ir_op2(x->b, SpvOpIAdd, u32, sum, p) : p;
  }
  /* the products' sum is signed where either operand is */
  bool dot_signed = f->a_signed || f->b_signed;
  uint32_t rw = ir_bit_width(m, rt);
  uint32_t cw = rw > 32 ? rw : 32, ct = ir_type_int(m, cw, 0);
  if (cw != 32) sum = ir_op1(x->b, dot_signed ? SpvOpSConvert : SpvOpUConvert, ct, sum);
  if (f->acc_sat) {
    bool s = f->r_signed;
    uint32_t bt = ir_type_bool(m);
    uint32_t c = ir_bit_width(m, ir_type_of(m, acc)) == cw ? acc : ir_op1(x->b, s ? SpvOpSConvert : SpvOpUConvert, ct, acc);
    if (ir_type_of(m, c) != ct) c = ir_op1(x->b, SpvOpBitcast, ct, c);
    uint32_t t = ir_op2(x->b, SpvOpIAdd, ct, sum, c);
    if (rw < cw) {
      /* an 8- or 16-bit sum cannot overflow 32 bits: clamp to the result */
      uint32_t hi = ir_const(m, ct, int_max(rw, s)), lo = ir_const(m, ct, int_min(rw, s));
      t = ir_op3(x->b, SpvOpSelect, ct, ir_op2(x->b, s ? SpvOpSGreaterThan : SpvOpUGreaterThan, bt, t, hi), hi, t);
      t = ir_op3(x->b, SpvOpSelect, ct, ir_op2(x->b, s ? SpvOpSLessThan : SpvOpULessThan, bt, t, lo), lo, t);
    } else if (!s) {
      /* unsigned: the sum wrapped where it is below an addend (the dot of
       * unsigned parts is never negative) */
      uint32_t wrapped = ir_op2(x->b, SpvOpULessThan, bt, t, c);
      t = ir_op3(x->b, SpvOpSelect, ct, wrapped, ir_const(m, ct, int_max(cw, false)), t);
    } else {
      /* signed: overflow where both addends' signs differ from the sum's */
      uint32_t zero = ir_const(m, ct, 0);
      uint32_t both = ir_op2(x->b, SpvOpBitwiseAnd, ct, ir_op2(x->b, SpvOpBitwiseXor, ct, sum, t),
                             ir_op2(x->b, SpvOpBitwiseXor, ct, c, t));
      uint32_t over = ir_op2(x->b, SpvOpSLessThan, bt, both, zero);
      uint32_t limit = ir_op3(x->b, SpvOpSelect, ct, ir_op2(x->b, SpvOpSLessThan, bt, c, zero),
                              ir_const(m, ct, int_min(cw, true)), ir_const(m, ct, int_max(cw, true)));
      t = ir_op3(x->b, SpvOpSelect, ct, over, limit, t);
    }
    sum = t;
  }
  if (rw < cw) sum = ir_op1(x->b, SpvOpUConvert, ir_type_int(m, rw, 0), sum);
  if (ir_type_of(m, sum) != rt) sum = ir_op1(x->b, SpvOpBitcast, rt, sum);
  return sum;
}

/* The dot instruction Vulkan takes. */
static uint32_t dot_native(ictx *x, uint32_t rt, const dot_form *f, uint32_t a, uint32_t b, uint32_t acc) {
  ir_module *m = x->m;
  if (!f->a_signed && f->b_signed) {
    /* SUDot takes the signed operand first; the product is the same */
    uint32_t s = a;
    a = b;
    b = s;
  }
  bool mixed = f->a_signed != f->b_signed;
  uint32_t op = f->a_signed && f->b_signed ? SpvOpSDot : mixed ? SpvOpSUDot : SpvOpUDot;
  if (f->acc_sat) op = op == SpvOpSDot ? SpvOpSDotAccSat : op == SpvOpSUDot ? SpvOpSUDotAccSat : SpvOpUDotAccSat;
  uint32_t u32 = ir_type_int(m, 32, 0);
  if (f->packed && ir_type_of(m, a) != u32) a = ir_op1(x->b, SpvOpBitcast, u32, a);
  if (f->packed && ir_type_of(m, b) != u32) b = ir_op1(x->b, SpvOpBitcast, u32, b);
  uint32_t ops[3] = {a, b, acc};
  ir_inst *d = ir_emit(x->b, op, rt, true, f->acc_sat ? 3 : 2, ops);
  if (f->packed) ir_push(m, d, SpvPackedVectorFormatPackedVectorFormat4x8Bit, false);
  return d->id;
}

/* dot_4x8packed_XY_T and dot_acc_sat_4x8packed_XY_T (X, Y: s or u, the
 * operands' signedness). */
static bool packed_call(const ir_module *m, const ir_inst *in, dot_form *f) {
  if (in->op != SpvOpFunctionCall) return false;
  ir_inst *ld = ir_find_decoration(m, in->w[0], SpvDecorationLinkageAttributes);
  dm_name d;
  if (!ld || !dm_parse(ir_string_operand(ld, 2), &d)) return false;
  memset(f, 0, sizeof *f);
  const char *p = d.base;
  if (!strncmp(p, "dot_acc_sat_4x8packed_", 22)) {
    f->acc_sat = true;
    p += 22;
  } else if (!strncmp(p, "dot_4x8packed_", 14)) {
    p += 14;
  } else {
    return false;
  }
  if ((p[0] != 's' && p[0] != 'u') || (p[1] != 's' && p[1] != 'u') || p[2] != '_') return false;
  if (strcmp(p + 3, "int") && strcmp(p + 3, "uint")) return false;
  if (d.nparams != (f->acc_sat ? 3u : 2u) || in->n != d.nparams + 1) return false;
  f->a_signed = p[0] == 's';
  f->b_signed = p[1] == 's';
  f->r_signed = f->a_signed || f->b_signed;
  f->packed = true;
  return true;
}

bool lower_int_ext(tr_ctx *c) {
  ir_module *m = c->m;
  bool native = c->t->integer_dot_product;
  IR_FOR_BLOCK(blk, c->k) {
    IR_FOR_INST(in, &blk->insts) {
      ir_builder b = ir_builder_before(m, in);
      ictx x = {.m = m, .b = &b};
      dot_form f;
      uint32_t r = 0;
      switch (in->op) {
      case SpvOpBitFieldInsert: case SpvOpBitFieldSExtract: case SpvOpBitFieldUExtract:
        if (!bit_op_native(m, in)) r = bitfield(&x, in);
        break;
      case SpvOpBitReverse:
        if (!bit_op_native(m, in)) r = bit_reverse(&x, in);
        break;
      case SpvOpSDot: case SpvOpUDot: case SpvOpSUDot:
      case SpvOpSDotAccSat: case SpvOpUDotAccSat: case SpvOpSUDotAccSat:
        if (native) break;
        dot_op(in->op, &f);
        /* the optional operand: PackedVectorFormat4x8Bit */
        f.packed = !ir_is_vector(m, ir_type_of(m, in->w[0]));
        if (f.packed && ir_bit_width(m, ir_type_of(m, in->w[0])) != 32)
          return ir_error(m, "%s: integer dot product of %u-bit scalars (only the 4x8-bit packed form exists)",
                          ir_id_str(m, in->id), ir_bit_width(m, ir_type_of(m, in->w[0])));
        if (!f.packed && (ir_vec_len(m, ir_type_of(m, in->w[0])) != 4 ||
                          ir_bit_width(m, ir_scalar_of(m, ir_type_of(m, in->w[0]))) != 8))
          return ir_error(m, "%s: integer dot product of vectors other than 4 x 8 bits is not supported",
                          ir_id_str(m, in->id));
        r = dot_plain(&x, in->type, &f, in->w[0], in->w[1], f.acc_sat ? in->w[2] : 0);
        break;
      case SpvOpFunctionCall:
        if (!packed_call(m, in, &f)) break;
        /* in->w[0] is the function; its arguments follow */
        r = native ? dot_native(&x, in->type, &f, in->w[1], in->w[2], f.acc_sat ? in->w[3] : 0)
                   : dot_plain(&x, in->type, &f, in->w[1], in->w[2], f.acc_sat ? in->w[3] : 0);
        break;
      case SpvOpExpectKHR:
        /* SPV_KHR_expect_assume: hints Vulkan has no use for */
        r = in->w[0];
        break;
      case SpvOpAssumeTrueKHR:
        ir_remove(m, in);
        continue;
      default: break;
      }
      if (ir_failed(m)) return false;
      if (!r) continue;
      ir_replace_all_uses(m, in->id, r);
      ir_remove(m, in);
    }
  }
  return true;
}
