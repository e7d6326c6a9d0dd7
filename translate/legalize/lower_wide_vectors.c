/* lower_wide_vectors.c: Vulkan vectors have at most 4 components, so
 * every 8- and 16-component value becomes 2 or 4 four-component parts.
 * Component-wise operations run per part; constructs, extracts, inserts,
 * shuffles (undefined components included), dynamic indexing, bitcasts,
 * any/all and selects are rebuilt from the parts; such vectors in private
 * memory become arrays of their scalars. */
#include <string.h>

#include "passes.h"

#define MAXP 4

typedef struct vctx {
  tr_ctx *c;
  ir_module *m;
  uint32_t (*parts)[MAXP]; /* by id: part ids of a wide value */
  uint8_t *np;             /* by id: number of parts (0: not split) */
  uint32_t *repl;          /* by id: replacement of a scalar/legal result */
  uint32_t bound0;
  ir_builder *b;
} vctx;

static bool wide(const ir_module *m, uint32_t t) {
  return t && ir_is_vector(m, t) && ir_vec_len(m, t) > 4;
}

static uint32_t part_type(vctx *x, uint32_t t) { return ir_type_vec(x->m, ir_scalar_of(x->m, t), 4); }

static uint32_t nparts(const ir_module *m, uint32_t t) { return ir_vec_len(m, t) / 4; }

static bool is_componentwise(uint32_t op) {
  switch (op) {
  case SpvOpSNegate: case SpvOpFNegate: case SpvOpIAdd: case SpvOpFAdd: case SpvOpISub:
  case SpvOpFSub: case SpvOpIMul: case SpvOpFMul: case SpvOpUDiv: case SpvOpSDiv:
  case SpvOpFDiv: case SpvOpUMod: case SpvOpSRem: case SpvOpSMod: case SpvOpFRem:
  case SpvOpFMod: case SpvOpShiftRightLogical: case SpvOpShiftRightArithmetic:
  case SpvOpShiftLeftLogical: case SpvOpBitwiseOr: case SpvOpBitwiseXor:
  case SpvOpBitwiseAnd: case SpvOpNot: case SpvOpBitCount: case SpvOpBitReverse:
  case SpvOpConvertFToU: case SpvOpConvertFToS: case SpvOpConvertSToF: case SpvOpConvertUToF:
  case SpvOpUConvert: case SpvOpSConvert: case SpvOpFConvert: case SpvOpQuantizeToF16:
  case SpvOpIsNan: case SpvOpIsInf: case SpvOpLogicalEqual: case SpvOpLogicalNotEqual:
  case SpvOpLogicalOr: case SpvOpLogicalAnd: case SpvOpLogicalNot: case SpvOpIEqual:
  case SpvOpINotEqual: case SpvOpUGreaterThan: case SpvOpSGreaterThan:
  case SpvOpUGreaterThanEqual: case SpvOpSGreaterThanEqual: case SpvOpULessThan:
  case SpvOpSLessThan: case SpvOpULessThanEqual: case SpvOpSLessThanEqual:
  case SpvOpFOrdEqual: case SpvOpFUnordEqual: case SpvOpFOrdNotEqual: case SpvOpFUnordNotEqual:
  case SpvOpFOrdLessThan: case SpvOpFUnordLessThan: case SpvOpFOrdGreaterThan:
  case SpvOpFUnordGreaterThan: case SpvOpFOrdLessThanEqual: case SpvOpFUnordLessThanEqual:
  case SpvOpFOrdGreaterThanEqual: case SpvOpFUnordGreaterThanEqual: case SpvOpCopyObject:
  case SpvOpExtInst: case SpvOpSelect: return true;
  /* sub-group operations on each part (scope and lane operands are scalars) */
  case SpvOpGroupNonUniformShuffle: case SpvOpGroupNonUniformBroadcast:
  case SpvOpGroupNonUniformIAdd: case SpvOpGroupNonUniformFAdd: case SpvOpGroupNonUniformSMin:
  case SpvOpGroupNonUniformUMin: case SpvOpGroupNonUniformFMin: case SpvOpGroupNonUniformSMax:
  case SpvOpGroupNonUniformUMax: case SpvOpGroupNonUniformFMax: return true;
  default: return false;
  }
}

/* Parts of a wide value; constants and undefs are split on demand. */
static bool get_parts(vctx *x, uint32_t id, uint32_t *out) {
  ir_module *m = x->m;
  if (id < x->bound0 && x->np[id]) {
    memcpy(out, x->parts[id], sizeof(uint32_t) * x->np[id]);
    return true;
  }
  ir_inst *def = ir_def_inst(m, id);
  if (!def || !wide(m, def->type)) return ir_error(m, "internal: %s is not a wide vector", ir_id_str(m, id));
  uint32_t pt = part_type(x, def->type), n = nparts(m, def->type);
  switch (def->op) {
  case SpvOpUndef:
    for (uint32_t k = 0; k < n; k++) out[k] = ir_undef(m, pt);
    return true;
  case SpvOpConstantNull:
    for (uint32_t k = 0; k < n; k++) out[k] = ir_const_null(m, pt);
    return true;
  case SpvOpConstantComposite:
    for (uint32_t k = 0; k < n; k++) out[k] = ir_const_composite(m, pt, 4, &def->w[4 * k]);
    return true;
  default:
    return ir_error(m, "internal: wide vector %s (%s) was not split", ir_id_str(m, id), ir_op_str(def->op));
  }
}

static void set_parts(vctx *x, uint32_t id, const uint32_t *p, uint32_t n) {
  if (id >= x->bound0) return;
  memcpy(x->parts[id], p, sizeof(uint32_t) * n);
  x->np[id] = (uint8_t)n;
}

static uint32_t cur(vctx *x, uint32_t id) {
  return id < x->bound0 && x->repl[id] ? x->repl[id] : id;
}

/* A component of any vector: (vector id, index), or a scalar (index ~0). */
typedef struct comp {
  uint32_t vec, idx;
} comp;

/* The component `i` of value `v` (wide or not) as a (legal vector, index)
 * pair; scalars are (id, ~0). */
static bool component(vctx *x, uint32_t v, uint32_t i, comp *out) {
  ir_module *m = x->m;
  uint32_t t = ir_type_of(m, v);
  if (!ir_is_vector(m, t)) {
    out->vec = v;
    out->idx = ~0u;
    return true;
  }
  if (wide(m, t)) {
    uint32_t p[MAXP];
    if (!get_parts(x, v, p)) return false;
    out->vec = p[i / 4];
    out->idx = i % 4;
    return true;
  }
  out->vec = cur(x, v);
  out->idx = i;
  return true;
}

static uint32_t scalar_of_comp(vctx *x, uint32_t st, comp c) {
  if (c.idx == ~0u) return c.vec;
  return ir_extract(x->b, st, c.vec, c.idx);
}

/* Builds a vector of `n` (<= 4) components from component sources; one
 * shuffle when they come from at most two vectors. An undefined component
 * has vec 0. */
static uint32_t gather(vctx *x, uint32_t st, const comp *cs, uint32_t n) {
  ir_module *m = x->m;
  uint32_t t = n == 1 ? st : ir_type_vec(m, st, n);
  if (n == 1) return cs[0].vec ? scalar_of_comp(x, st, cs[0]) : ir_undef(m, st);
  uint32_t srcs[2] = {0, 0};
  uint32_t ns = 0;
  bool simple = true;
  for (uint32_t i = 0; i < n && simple; i++) {
    if (!cs[i].vec) continue;
    if (cs[i].idx == ~0u) simple = false;
    else if (cs[i].vec != srcs[0] && cs[i].vec != srcs[1]) {
      if (ns == 2) simple = false;
      else srcs[ns++] = cs[i].vec;
    }
  }
  if (simple && ns >= 1) {
    uint32_t a = srcs[0], b = ns == 2 ? srcs[1] : srcs[0];
    uint32_t na = ir_vec_len(m, ir_type_of(m, a));
    /* identity: the whole of a 4-component (or n-component) source */
    bool identity = ns == 1 && na == n;
    for (uint32_t i = 0; i < n && identity; i++) identity = cs[i].vec == a && cs[i].idx == i;
    if (identity) return a;
    ir_inst *sh = ir_emit(x->b, SpvOpVectorShuffle, t, true, 2, (uint32_t[]){a, b});
    for (uint32_t i = 0; i < n; i++) {
      uint32_t sel = !cs[i].vec ? 0xffffffffu : cs[i].vec == a ? cs[i].idx : na + cs[i].idx;
      ir_push(m, sh, sel, false);
    }
    return sh->id;
  }
  uint32_t sc[4];
  for (uint32_t i = 0; i < n; i++) sc[i] = cs[i].vec ? scalar_of_comp(x, st, cs[i]) : ir_undef(m, st);
  return ir_emit(x->b, SpvOpCompositeConstruct, t, true, n, sc)->id;
}

/* ---- bitcasts through 32-bit words --------------------------------------- */

static bool to_words(vctx *x, uint32_t v, uint32_t *words, uint32_t *nw) {
  ir_module *m = x->m;
  uint32_t t = ir_type_of(m, v);
  uint32_t u32 = ir_type_int(m, 32, 0);
  if (wide(m, t)) {
    uint32_t p[MAXP];
    if (!get_parts(x, v, p)) return false;
    *nw = 0;
    for (uint32_t k = 0; k < nparts(m, t); k++) {
      uint32_t n = 0;
      if (!to_words(x, p[k], words + *nw, &n)) return false;
      *nw += n;
    }
    return true;
  }
  v = cur(x, v);
  uint32_t bits = ir_vec_len(m, t) * ir_bit_width(m, ir_scalar_of(m, t));
  if (bits % 32) return ir_error(m, "bitcast of a %u-bit value is not supported", bits);
  uint32_t n = bits / 32;
  if (ir_bit_width(m, ir_scalar_of(m, t)) == 64 && ir_vec_len(m, t) > 2) {
    /* a 3- or 4-component 64-bit vector: per component */
    *nw = 0;
    for (uint32_t i = 0; i < ir_vec_len(m, t); i++) {
      uint32_t c = ir_extract(x->b, ir_scalar_of(m, t), v, i);
      uint32_t pair = ir_op1(x->b, SpvOpBitcast, ir_type_vec(m, u32, 2), c);
      words[(*nw)++] = ir_extract(x->b, u32, pair, 0);
      words[(*nw)++] = ir_extract(x->b, u32, pair, 1);
    }
    return true;
  }
  uint32_t wt = n == 1 ? u32 : ir_type_vec(m, u32, n);
  uint32_t cast = ir_op1(x->b, SpvOpBitcast, wt, v);
  for (uint32_t i = 0; i < n; i++) words[i] = n == 1 ? cast : ir_extract(x->b, u32, cast, i);
  *nw = n;
  return true;
}

/* A legal (<= 4 components) value of type t from its words. */
static uint32_t from_words(vctx *x, uint32_t t, const uint32_t *words) {
  ir_module *m = x->m;
  uint32_t u32 = ir_type_int(m, 32, 0);
  uint32_t sc = ir_scalar_of(m, t), n = ir_vec_len(m, t);
  uint32_t bits = n * ir_bit_width(m, sc);
  uint32_t nw = bits / 32;
  if (ir_bit_width(m, sc) == 64 && n > 2) {
    uint32_t comps[4];
    for (uint32_t i = 0; i < n; i++) {
      uint32_t pair = ir_emit(x->b, SpvOpCompositeConstruct, ir_type_vec(m, u32, 2), true, 2, &words[2 * i])->id;
      comps[i] = ir_op1(x->b, SpvOpBitcast, sc, pair);
    }
    return ir_emit(x->b, SpvOpCompositeConstruct, t, true, n, comps)->id;
  }
  uint32_t src = nw == 1 ? words[0] : ir_emit(x->b, SpvOpCompositeConstruct, ir_type_vec(m, u32, nw), true, nw, words)->id;
  return ir_op1(x->b, SpvOpBitcast, t, src);
}

/* ---- one instruction ------------------------------------------------------ */

static bool split(vctx *x, ir_inst *in) {
  ir_module *m = x->m;
  uint32_t t = in->type;
  bool wres = wide(m, t);
  uint32_t n = wres ? nparts(m, t) : 0;
  uint32_t pt = wres ? part_type(x, t) : 0;
  uint32_t st = t ? ir_scalar_of(m, t) : 0;
  uint32_t out[MAXP];

  switch (in->op) {
  case SpvOpCompositeConstruct:
  case SpvOpCompositeExtract:
  case SpvOpCompositeInsert:
  case SpvOpVectorShuffle:
  case SpvOpVectorExtractDynamic:
  case SpvOpVectorInsertDynamic:
  case SpvOpBitcast:
  case SpvOpAny:
  case SpvOpAll:
  case SpvOpUndef:
  case SpvOpPhi:
  case SpvOpUMulExtended:
  case SpvOpSMulExtended:
  case SpvOpIAddCarry:
  case SpvOpISubBorrow: break;
  default:
    if (!is_componentwise(in->op))
      return ir_error(m, "%s (%s) on a vector of 8 or 16 components is not supported",
                      ir_op_str(in->op), in->id ? ir_id_str(m, in->id) : "no result");
  }

  switch (in->op) {
  case SpvOpUndef:
    for (uint32_t k = 0; k < n; k++) out[k] = ir_undef(m, pt);
    break;
  case SpvOpPhi:
    for (uint32_t k = 0; k < n; k++) {
      ir_inst *phi = ir_inst_new(m, SpvOpPhi, pt, ir_new_id(m), 0);
      for (uint32_t i = 0; i < in->n; i++) ir_push(m, phi, in->w[i], true);
      ir_block_insert(in->block, in, phi);
      out[k] = phi->id; /* operands become parts after all blocks are done */
    }
    break;
  case SpvOpCompositeConstruct: {
    comp cs[16];
    uint32_t nc = 0;
    for (uint32_t i = 0; i < in->n; i++) {
      uint32_t ct = ir_type_of(m, in->w[i]);
      uint32_t len = ir_is_vector(m, ct) ? ir_vec_len(m, ct) : 1;
      for (uint32_t j = 0; j < len && nc < 16; j++)
        if (!component(x, in->w[i], ir_is_vector(m, ct) ? j : 0, &cs[nc++])) return false;
    }
    if (!wres) return ir_error(m, "internal: construct of a legal vector from wide parts");
    for (uint32_t k = 0; k < n; k++) out[k] = gather(x, st, &cs[4 * k], 4);
    break;
  }
  case SpvOpUMulExtended:
  case SpvOpSMulExtended:
  case SpvOpIAddCarry:
  case SpvOpISubBorrow: {
    /* a struct of two wide vectors: one struct of two parts per part */
    uint32_t ot = ir_type_of(m, in->w[0]);
    n = nparts(m, ot);
    pt = part_type(x, ot);
    uint32_t stt = ir_type_struct(m, 2, (uint32_t[]){pt, pt});
    for (uint32_t k = 0; k < n; k++) {
      uint32_t pa[MAXP], pb[MAXP];
      if (!get_parts(x, in->w[0], pa) || !get_parts(x, in->w[1], pb)) return false;
      out[k] = ir_op2(x->b, in->op, stt, pa[k], pb[k]);
    }
    break;
  }
  case SpvOpCompositeExtract: {
    if (wres && in->n == 2 && in->w[0] < x->bound0 && x->np[in->w[0]] && !ir_is_vector(m, ir_type_of(m, in->w[0]))) {
      /* a member of a struct of wide vectors split above */
      for (uint32_t k = 0; k < n; k++) out[k] = ir_extract(x->b, pt, x->parts[in->w[0]][k], in->w[1]);
      break;
    }
    if (in->n != 2) return ir_error(m, "multi-index extract from a wide vector");
    comp cc;
    if (!component(x, in->w[0], in->w[1], &cc)) return false;
    x->repl[in->id] = scalar_of_comp(x, t, cc);
    return true;
  }
  case SpvOpCompositeInsert: {
    if (in->n != 3) return ir_error(m, "multi-index insert into a wide vector");
    if (!get_parts(x, in->w[1], out)) return false;
    uint32_t i = in->w[2];
    out[i / 4] = ir_insert(x->b, pt, cur(x, in->w[0]), out[i / 4], i % 4);
    break;
  }
  case SpvOpVectorShuffle: {
    uint32_t a = in->w[0], bvec = in->w[1];
    uint32_t na = ir_vec_len(m, ir_type_of(m, a));
    uint32_t rn = in->n - 2;
    comp cs[16];
    for (uint32_t i = 0; i < rn && i < 16; i++) {
      uint32_t sel = in->w[2 + i];
      if (sel == 0xffffffffu) {
        cs[i].vec = 0;
        continue;
      }
      if (!component(x, sel < na ? a : bvec, sel < na ? sel : sel - na, &cs[i])) return false;
    }
    if (wres) {
      for (uint32_t k = 0; k < n; k++) out[k] = gather(x, st, &cs[4 * k], 4);
    } else {
      x->repl[in->id] = gather(x, st, cs, rn);
      return true;
    }
    break;
  }
  case SpvOpVectorExtractDynamic: {
    uint32_t p[MAXP];
    if (!get_parts(x, in->w[0], p)) return false;
    uint32_t idx = cur(x, in->w[1]);
    uint32_t it = ir_type_of(m, idx);
    uint32_t bt = ir_type_bool(m);
    uint32_t lo = ir_op2(x->b, SpvOpBitwiseAnd, it, idx, ir_const(m, it, 3));
    uint32_t hi = ir_op2(x->b, SpvOpShiftRightLogical, it, idx, ir_const(m, it, 2));
    uint32_t np = nparts(m, ir_type_of(m, in->w[0]));
    uint32_t r = ir_op2(x->b, SpvOpVectorExtractDynamic, t, p[0], lo);
    for (uint32_t k = 1; k < np; k++) {
      uint32_t e = ir_op2(x->b, SpvOpVectorExtractDynamic, t, p[k], lo);
      uint32_t here = ir_op2(x->b, SpvOpIEqual, bt, hi, ir_const(m, it, k));
      r = ir_op3(x->b, SpvOpSelect, t, here, e, r);
    }
    x->repl[in->id] = r;
    return true;
  }
  case SpvOpVectorInsertDynamic: {
    uint32_t p[MAXP];
    if (!get_parts(x, in->w[0], p)) return false;
    uint32_t val = cur(x, in->w[1]), idx = cur(x, in->w[2]);
    uint32_t it = ir_type_of(m, idx);
    uint32_t bt = ir_type_bool(m);
    uint32_t lo = ir_op2(x->b, SpvOpBitwiseAnd, it, idx, ir_const(m, it, 3));
    uint32_t hi = ir_op2(x->b, SpvOpShiftRightLogical, it, idx, ir_const(m, it, 2));
    for (uint32_t k = 0; k < n; k++) {
      uint32_t ins = ir_op3(x->b, SpvOpVectorInsertDynamic, pt, p[k], val, lo);
      uint32_t here = ir_op2(x->b, SpvOpIEqual, bt, hi, ir_const(m, it, k));
      out[k] = ir_op3(x->b, SpvOpSelect, pt, here, ins, p[k]);
    }
    break;
  }
  case SpvOpBitcast: {
    uint32_t words[32], nw = 0;
    if (!to_words(x, in->w[0], words, &nw)) return false;
    if (wres) {
      uint32_t per = nw / n;
      for (uint32_t k = 0; k < n; k++) out[k] = from_words(x, pt, words + k * per);
    } else {
      x->repl[in->id] = from_words(x, t, words);
      return true;
    }
    break;
  }
  case SpvOpAny:
  case SpvOpAll: {
    uint32_t p[MAXP];
    if (!get_parts(x, in->w[0], p)) return false;
    uint32_t np = nparts(m, ir_type_of(m, in->w[0]));
    uint32_t r = ir_op1(x->b, in->op, t, p[0]);
    for (uint32_t k = 1; k < np; k++)
      r = ir_op2(x->b, in->op == SpvOpAny ? SpvOpLogicalOr : SpvOpLogicalAnd, t, r,
                 ir_op1(x->b, in->op, t, p[k]));
    x->repl[in->id] = r;
    return true;
  }
  default: {
    /* component-wise: the same operation on each part; scalar operands
     * (a select's scalar condition, literals) stay as they are */
    if (!wres) return ir_error(m, "internal: component-wise %s with a wide operand but a legal result",
                               ir_op_str(in->op));
    for (uint32_t k = 0; k < n; k++) {
      ir_inst *c = ir_inst_new(m, in->op, pt, ir_new_id(m), 0);
      for (uint32_t i = 0; i < in->n; i++) {
        uint32_t w = in->w[i];
        if (in->isid[i] && wide(m, ir_type_of(m, w))) {
          uint32_t p[MAXP];
          if (!get_parts(x, w, p)) return false;
          w = p[k];
        } else if (in->isid[i]) {
          w = cur(x, w);
        }
        ir_push(m, c, w, in->isid[i]);
      }
      ir_block_insert(x->b->block, x->b->before, c);
      /* NoContraction and rounding modes hold for each part */
      ir_copy_decorations(m, in->id, c->id);
      out[k] = c->id;
    }
    break;
  }
  }
  set_parts(x, in->id, out, n);
  return true;
}

/* ---- wide vectors in private memory --------------------------------------
 * Unoptimized code keeps 8- and 16-component vectors in Function
 * variables (alone or in arrays: float8 acc[8]). Each such vector becomes
 * an array of its scalars: component pointers into it (access chains,
 * ((T *)&v)[k]) keep their indexes, and whole loads and stores move the
 * scalars one by one. */

/* t with every wide vector in it (through arrays) made an array of its
 * scalars; t itself where there is none. */
static uint32_t legal_type(ir_module *m, uint32_t t) {
  ir_inst *ti = ir_type_inst(m, t);
  if (wide(m, t)) return ir_type_array(m, ir_scalar_of(m, t), ir_const_u32(m, ir_vec_len(m, t)));
  if (!ti || ti->op != SpvOpTypeArray) return t;
  uint32_t e = legal_type(m, ti->w[0]);
  return e == ti->w[0] ? t : ir_type_array(m, e, ti->w[1]);
}

/* The type an access chain reaches from pointee `t` through its indexes
 * (from operand `first` on); 0 where it cannot tell. */
static uint32_t chain_pointee(ir_module *m, uint32_t t, const ir_inst *ac, uint32_t first) {
  for (uint32_t i = first; i < ac->n && t; i++) {
    ir_inst *ti = ir_type_inst(m, t);
    if (!ti) return 0;
    uint64_t k;
    switch (ti->op) {
    case SpvOpTypeArray:
    case SpvOpTypeRuntimeArray:
    case SpvOpTypeVector: t = ti->w[0]; break;
    case SpvOpTypeStruct: t = ir_const_value(m, ac->w[i], &k) && k < ti->n ? ti->w[k] : 0; break;
    default: return 0;
    }
  }
  return t;
}

static bool wide_variables_to_arrays(vctx *x) {
  ir_module *m = x->m;
  bool changed = false;
  IR_FOR_BLOCK(b, x->c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      if (in->op != SpvOpVariable || ir_ptr_storage(m, in->type) != SpvStorageClassFunction) continue;
      uint32_t vt = ir_ptr_pointee(m, in->type), lt = legal_type(m, vt);
      if (lt == vt) continue;
      if (in->n > 1)
        return ir_error(m, "%s: an initialized __private variable holding vectors of 8 or 16 components is not "
                           "supported", ir_id_str(m, in->id));
      in->type = ir_type_ptr(m, SpvStorageClassFunction, lt);
      changed = true;
    }
  }
  /* access chains into them point at the new types (blocks may come in
   * any order: repeat until nothing changes) */
  for (int round = 0; changed && round < 64; round++) {
    changed = false;
    IR_FOR_BLOCK(b, x->c->k) {
      for (ir_inst *in = b->insts.first; in; in = in->next) {
        if (in->op != SpvOpAccessChain && in->op != SpvOpInBoundsAccessChain) continue;
        uint32_t bt = ir_type_of(m, in->w[0]);
        if (ir_ptr_storage(m, bt) != SpvStorageClassFunction) continue;
        uint32_t pt = chain_pointee(m, ir_ptr_pointee(m, bt), in, 1);
        if (!pt || pt == ir_ptr_pointee(m, in->type)) continue;
        in->type = ir_type_ptr(m, SpvStorageClassFunction, pt);
        changed = true;
      }
    }
  }
  return !ir_failed(m);
}

/* A whole load or store of a wide vector through a pointer to the array
 * of its scalars; false where the pointer is not one. */
static bool wide_memory(vctx *x, ir_inst *in) {
  ir_module *m = x->m;
  uint32_t ptr = cur(x, in->w[0]);
  uint32_t vt = in->op == SpvOpLoad ? in->type : ir_type_of(m, in->w[1]);
  ir_inst *at = ir_type_inst(m, ir_ptr_pointee(m, ir_type_of(m, ptr)));
  if (!wide(m, vt) || !at || at->op != SpvOpTypeArray) return false;
  uint32_t st = ir_scalar_of(m, vt), np = nparts(m, vt);
  uint32_t spt = ir_type_ptr(m, SpvStorageClassFunction, st);
  uint32_t parts[MAXP];
  if (in->op == SpvOpStore && !get_parts(x, in->w[1], parts)) return true;
  for (uint32_t p = 0; p < np; p++) {
    uint32_t comps[4];
    for (uint32_t k = 0; k < 4; k++) {
      uint32_t at_k = ir_op2(x->b, SpvOpInBoundsAccessChain, spt, ptr, ir_const_u32(m, p * 4 + k));
      if (in->op == SpvOpLoad) {
        comps[k] = ir_op1(x->b, SpvOpLoad, st, at_k);
      } else {
        uint32_t v = ir_extract(x->b, st, parts[p], k);
        ir_emit(x->b, SpvOpStore, 0, false, 2, (uint32_t[]){at_k, v});
      }
    }
    if (in->op == SpvOpLoad) parts[p] = ir_emit(x->b, SpvOpCompositeConstruct, part_type(x, vt), true, 4, comps)->id;
  }
  if (in->op == SpvOpLoad) set_parts(x, in->id, parts, np);
  return true;
}

static bool touches_wide(const ir_module *m, const ir_inst *in) {
  if (wide(m, in->type)) return true;
  for (uint32_t i = 0; i < in->n; i++)
    if (in->isid[i] && wide(m, ir_type_of(m, in->w[i]))) return true;
  return false;
}

static bool split_wide(tr_ctx *c) {
  ir_module *m = c->m;
  bool any = false;
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in && !any; in = in->next) any = touches_wide(m, in);
  }
  if (!any) return true;
  vctx x = {.c = c, .m = m, .bound0 = m->bound};
  if (!wide_variables_to_arrays(&x)) return false;
  x.parts = ir_alloc(m, (size_t)m->bound * sizeof *x.parts);
  x.np = ir_alloc(m, m->bound);
  x.repl = ir_alloc(m, (size_t)m->bound * sizeof *x.repl);
  ir_inst **dead = ir_alloc(m, (size_t)m->bound * sizeof *dead);
  uint32_t ndead = 0;
  IR_FOR_BLOCK(b, c->k) {
    IR_FOR_INST(in, &b->insts) {
      if (in->id >= x.bound0 || !touches_wide(m, in)) continue;
      ir_builder bld = ir_builder_before(m, in);
      x.b = &bld;
      if (in->op == SpvOpStore || in->op == SpvOpLoad) {
        if (!wide_memory(&x, in))
          return ir_error(m, "%s of a vector of 8 or 16 components through a __private pointer that is not "
                             "a variable of that vector is not supported", ir_op_str(in->op));
        if (ir_failed(m)) return false;
        dead[ndead++] = in;
        continue;
      }
      if (!split(&x, in)) return false;
      dead[ndead++] = in;
    }
  }
  /* phi parts: operands are the parts of the incoming values */
  for (uint32_t d = 0; d < ndead; d++) {
    ir_inst *in = dead[d];
    if (in->op != SpvOpPhi || !x.np[in->id]) continue;
    for (uint32_t k = 0; k < x.np[in->id]; k++) {
      ir_inst *phi = ir_def_inst(m, x.parts[in->id][k]);
      for (uint32_t i = 0; i + 1 < phi->n; i += 2) {
        uint32_t p[MAXP];
        if (!get_parts(&x, phi->w[i], p)) return false;
        phi->w[i] = p[k];
      }
    }
  }
  /* scalar results now come from the parts */
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++)
        if (in->isid[i] && in->w[i] < x.bound0 && x.repl[in->w[i]]) in->w[i] = x.repl[in->w[i]];
  }
  for (uint32_t d = 0; d < ndead; d++) ir_remove(m, dead[d]);
  return !ir_failed(m);
}

bool lower_wide_vectors(tr_ctx *c) {
  ir_module *m = c->m;
  if (!split_wide(c)) return false;
  /* lower_kernel_ops and the split above leave no vector wider than 4 */
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      if (in->type && ir_vec_len(m, in->type) > 4)
        return ir_error(m, "internal: %s (%s) still produces a %u-component vector", ir_op_str(in->op),
                        ir_id_str(m, in->id), ir_vec_len(m, in->type));
    }
  }
  return true;
}
