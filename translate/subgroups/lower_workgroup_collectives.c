/* lower_workgroup_collectives.c: OpenCL C 2.0's work-group collective
 * functions (OpGroupAll, OpGroupAny, OpGroupBroadcast and the OpGroup*
 * reductions and scans at Workgroup scope) in two levels. Each Vulkan
 * subgroup reduces (and scans) its own lanes with GroupNonUniform
 * instructions; lane 0 of each puts its subgroup's total in a __local
 * array (shoal_workgroup_scratch, a word pair per subgroup) between two
 * work-group barriers; then every work-item combines the totals in
 * subgroup order: all of them (reductions) or those of the subgroups before
 * its own (scans), the same loop for everyone, so that a reduction gives
 * every work-item the same bits. A broadcast is a store by the source
 * work-item and a load by all.
 *
 * Why this is exact: the OpenCL work-group is the Vulkan workgroup (the
 * runtime dispatches a partial last group with its own local size, and
 * opt_pack leaves kernels with barriers alone), and Vulkan numbers a
 * workgroup's subgroups in order of the local linear id, which Shoal
 * dispatches one-dimensional (docs/subgroups.md): subgroup order is the
 * scan's order, and a partial subgroup has only its existing lanes active.
 * OpenCL requires every work-item of the work-group to reach each
 * collective, which makes the barriers legal.
 *
 * The subgroup instructions made here are over Vulkan subgroups whatever
 * the kernel's OpenCL sub-group size: they are listed in
 * tr_ctx.native_sg_ops, which lower_subgroups lowers at the native size
 * (widened or emulated as the device needs), never as virtual sub-groups.
 * The pass runs before lower_args, which lays out the __local memory the
 * scratch array is part of. half is computed in float and rounded once. */
#include <stdio.h>

#include "ir/ir.h"
#include "passes.h"
#include "subgroups_internal.h"

typedef struct wgx {
  tr_ctx *c;
  ir_module *m;
  uint32_t u32, boolt;
  uint32_t scratch; /* the __local word array, made on first use */
  uint32_t words;   /* its length */
} wgx;

static uint32_t K(wgx *x, uint32_t v) { return ir_const_u32(x->m, v); }

/* Two words for each subgroup of the largest work-group in the smallest
 * subgroups, and at least a broadcast's largest value (16 x 64 bits). */
static uint32_t scratch_words(const tr_ctx *c) {
  const tr_target *t = c->t;
  uint32_t smallest = t->subgroup_size;
  if (t->subgroup_size_control && t->min_subgroup_size && (!smallest || t->min_subgroup_size < smallest))
    smallest = t->min_subgroup_size;
  if (!smallest) smallest = 1;
  uint32_t n = 2 * ((tr_exchange_words(c) + smallest - 1) / smallest);
  return n < 32 ? 32 : n;
}

static uint32_t slot(wgx *x, ir_builder *b, uint32_t idx) {
  ir_module *m = x->m;
  if (!x->scratch) {
    uint32_t arr = ir_type_array(m, x->u32, K(x, x->words));
    ir_inst *var = ir_inst_new(m, SpvOpVariable, ir_type_ptr(m, SpvStorageClassWorkgroup, arr), ir_new_id(m), 0);
    ir_push(m, var, SpvStorageClassWorkgroup, false);
    ir_section_append(m, IR_SEC_GLOBAL, var);
    ir_set_name(m, var->id, "shoal_workgroup_scratch");
    x->scratch = var->id;
  }
  return ir_op2(b, SpvOpAccessChain, ir_type_ptr(m, SpvStorageClassWorkgroup, x->u32), x->scratch, idx);
}

/* A scalar or vector as 32-bit words (at most 32), and back: 64-bit
 * components as two, narrower ones zero-extended, bools as 0 or 1. */
static uint32_t to_words(wgx *x, ir_builder *b, uint32_t v, uint32_t *w) {
  ir_module *m = x->m;
  uint32_t t = ir_type_of(m, v), s = ir_scalar_of(m, t), nc = ir_vec_len(m, t), bits = ir_bit_width(m, s), n = 0;
  for (uint32_t i = 0; i < nc && i < 16; i++) {
    uint32_t e = ir_is_vector(m, t) ? ir_extract(b, s, v, i) : v;
    if (bits == 1) {
      w[n++] = ir_op3(b, SpvOpSelect, x->u32, e, K(x, 1), K(x, 0));
    } else if (bits == 64) {
      uint32_t v2 = ir_op1(b, SpvOpBitcast, ir_type_vec(m, x->u32, 2), e);
      w[n++] = ir_extract(b, x->u32, v2, 0);
      w[n++] = ir_extract(b, x->u32, v2, 1);
    } else {
      uint32_t it = ir_type_int(m, bits, 0);
      if (s != it) e = ir_op1(b, SpvOpBitcast, it, e);
      w[n++] = bits == 32 ? e : ir_op1(b, SpvOpUConvert, x->u32, e);
    }
  }
  return n;
}

static uint32_t from_words(wgx *x, ir_builder *b, uint32_t t, const uint32_t *w) {
  ir_module *m = x->m;
  uint32_t s = ir_scalar_of(m, t), nc = ir_vec_len(m, t), bits = ir_bit_width(m, s), n = 0;
  uint32_t parts[16];
  for (uint32_t i = 0; i < nc && i < 16; i++) {
    if (bits == 1) {
      parts[i] = ir_op2(b, SpvOpINotEqual, x->boolt, w[n++], K(x, 0));
    } else if (bits == 64) {
      uint32_t v2 = ir_emit(b, SpvOpCompositeConstruct, ir_type_vec(m, x->u32, 2), true, 2, &w[n])->id;
      n += 2;
      parts[i] = ir_op1(b, SpvOpBitcast, s, v2);
    } else {
      uint32_t it = ir_type_int(m, bits, 0), e = w[n++];
      if (bits != 32) e = ir_op1(b, SpvOpUConvert, it, e);
      parts[i] = s == it ? e : ir_op1(b, SpvOpBitcast, s, e);
    }
  }
  return ir_is_vector(m, t) ? ir_emit(b, SpvOpCompositeConstruct, t, true, nc, parts)->id : parts[0];
}

/* Stores words w[0..n) at slots first, first + 1, ... where `cond` holds;
 * the builder ends up after the store, in the block that joins. */
static void store_if(wgx *x, ir_builder *b, uint32_t cond, uint32_t first, uint32_t n, const uint32_t *w) {
  ir_if s = ir_if_begin(b, cond);
  for (uint32_t i = 0; i < n; i++) {
    uint32_t at = i ? ir_op2(b, SpvOpIAdd, x->u32, first, K(x, i)) : first;
    ir_emit(b, SpvOpStore, 0, false, 2, (uint32_t[]){slot(x, b, at), w[i]});
  }
  ir_if_end(b, &s);
}

/* The value combined first: -0.0 for a float sum (it adds to the first
 * total without changing it, where +0 would turn a -0 total into +0). */
static uint32_t identity(wgx *x, uint32_t op, uint32_t t) {
  uint32_t w = ir_bit_width(x->m, t);
  uint64_t ones = w == 64 ? ~0ull : (1ull << w) - 1, sign = 1ull << (w - 1);
  uint64_t inf = w == 64 ? 0x7ff0000000000000ull : 0x7f800000;
  uint64_t bits = 0;
  switch (op) {
  case SpvOpGroupNonUniformFAdd: bits = sign; break;
  case SpvOpGroupNonUniformSMin: bits = ones >> 1; break;
  case SpvOpGroupNonUniformSMax: bits = sign; break;
  case SpvOpGroupNonUniformUMin: bits = ones; break;
  case SpvOpGroupNonUniformFMin: bits = inf; break;
  case SpvOpGroupNonUniformFMax: bits = inf | sign; break;
  default: bits = 0; break; /* integer sum, unsigned max */
  }
  return ir_const(x->m, t, bits);
}

/* a op v; min and max keep a unless v is strictly better. */
static uint32_t combine(wgx *x, ir_builder *b, uint32_t op, uint32_t t, uint32_t a, uint32_t v) {
  uint32_t pick;
  switch (op) {
  case SpvOpGroupNonUniformIAdd: return ir_op2(b, SpvOpIAdd, t, a, v);
  case SpvOpGroupNonUniformFAdd: return ir_op2(b, SpvOpFAdd, t, a, v);
  case SpvOpGroupNonUniformSMin: pick = SpvOpSLessThan; break;
  case SpvOpGroupNonUniformUMin: pick = SpvOpULessThan; break;
  case SpvOpGroupNonUniformFMin: pick = SpvOpFOrdLessThan; break;
  case SpvOpGroupNonUniformSMax: pick = SpvOpSGreaterThan; break;
  case SpvOpGroupNonUniformUMax: pick = SpvOpUGreaterThan; break;
  default: pick = SpvOpFOrdGreaterThan; break;
  }
  return ir_op3(b, SpvOpSelect, t, ir_op2(b, pick, x->boolt, v, a), v, a);
}

/* `op` with group operation `gop` over this Vulkan subgroup, for
 * lower_subgroups to lower at the native size. */
static uint32_t native(wgx *x, ir_builder *b, uint32_t op, uint32_t gop, uint32_t v) {
  tr_ctx *c = x->c;
  ir_inst *g = ir_emit(b, op, ir_type_of(x->m, v), true, 1, (uint32_t[]){K(x, SpvScopeSubgroup)});
  ir_push(x->m, g, gop, false);
  ir_push(x->m, g, v, true);
  c->native_sg_ops = ir_grow(x->m, c->native_sg_ops, c->nnative_sg_ops, &c->native_sg_cap, sizeof *c->native_sg_ops, 8);
  c->native_sg_ops[c->nnative_sg_ops++] = g->id;
  return g->id;
}

/* A reduction (gop Reduce) or scan of the scalar v over the work-group,
 * lowered before `in`. */
static uint32_t arith(wgx *x, ir_inst *in, uint32_t op, uint32_t gop, uint32_t v) {
  ir_module *m = x->m;
  tr_ctx *c = x->c;
  uint32_t t = ir_type_of(m, v);
  if (ir_is_vector(m, t) || ir_bit_width(m, t) < 8)
    return ir_error(m, "%s (%s): a work-group reduction or scan of a %s is not supported", ir_op_str(in->op),
                    ir_id_str(m, in->id), ir_is_vector(m, t) ? "vector" : "bool"), 0;
  if (gop != SpvGroupOperationReduce && gop != SpvGroupOperationInclusiveScan &&
      gop != SpvGroupOperationExclusiveScan)
    return ir_error(m, "%s (%s) with group operation %u: a work-group function is a reduction or a scan",
                    ir_op_str(in->op), ir_id_str(m, in->id), gop), 0;
  ir_builder b = ir_builder_before(m, in);
  bool half = ir_is_float(m, t) && ir_bit_width(m, t) == 16;
  if (half) {
    t = ir_type_float(m, 32);
    v = ir_op1(&b, SpvOpFConvert, t, v);
  }
  uint32_t nw = ir_bit_width(m, t) == 64 ? 2 : 1;
  uint32_t total = native(x, &b, op, SpvGroupOperationReduce, v);
  uint32_t part = gop == SpvGroupOperationReduce ? 0 : native(x, &b, op, gop, v);
  uint32_t sid = tr_sg_native_id(c, &b), lane = tr_sg_native_lid(c, &b);
  uint32_t ns = ir_op1(&b, SpvOpLoad, x->u32, tr_vk_builtin(c, SpvBuiltInNumSubgroups, x->u32));
  uint32_t w[2];
  to_words(x, &b, total, w);
  tr_workgroup_barrier(c, &b); /* the scratch's previous readers are done */
  store_if(x, &b, ir_op2(&b, SpvOpIEqual, x->boolt, lane, K(x, 0)), ir_op2(&b, SpvOpIMul, x->u32, sid, K(x, nw)), nw,
           w);
  tr_workgroup_barrier(c, &b);
  /* for j in [0, NumSubgroups): acc = acc op total[j] (scans: j < sid) */
  ir_inst *entry_end, *body_end;
  ir_loop(m, in, &entry_end, &body_end);
  ir_inst *j = ir_loop_phi(m, entry_end, x->u32, K(x, 0));
  ir_inst *acc = ir_loop_phi(m, entry_end, t, identity(x, op, t));
  ir_builder lb = ir_builder_before(m, body_end);
  uint32_t at = ir_op2(&lb, SpvOpIMul, x->u32, j->id, K(x, nw)), got[2];
  for (uint32_t i = 0; i < nw; i++)
    got[i] = ir_op1(&lb, SpvOpLoad, x->u32, slot(x, &lb, i ? ir_op2(&lb, SpvOpIAdd, x->u32, at, K(x, i)) : at));
  uint32_t next = combine(x, &lb, op, t, acc->id, from_words(x, &lb, t, got));
  if (gop != SpvGroupOperationReduce)
    next = ir_op3(&lb, SpvOpSelect, t, ir_op2(&lb, SpvOpULessThan, x->boolt, j->id, sid), next, acc->id);
  uint32_t j1 = ir_op2(&lb, SpvOpIAdd, x->u32, j->id, K(x, 1));
  ir_phi_set_back(m, j, j1, body_end);
  ir_phi_set_back(m, acc, next, body_end);
  ir_loop_close(m, entry_end, body_end, ir_op2(&lb, SpvOpUGreaterThanEqual, x->boolt, j1, ns));
  b = ir_builder_before(m, in);
  uint32_t r = next;
  if (gop != SpvGroupOperationReduce) {
    /* the first subgroup keeps its own scan as it is (a float sum must not
     * take the -0 identity's sign where nothing is below) */
    uint32_t first = ir_op2(&b, SpvOpIEqual, x->boolt, sid, K(x, 0));
    r = ir_op3(&b, SpvOpSelect, t, first, part, combine(x, &b, op, t, next, part));
  }
  return half ? ir_op1(&b, SpvOpFConvert, in->type, r) : r;
}

/* work_group_all / work_group_any: the minimum or maximum of 0 and 1. */
static uint32_t vote(wgx *x, ir_inst *in, bool all) {
  ir_builder b = ir_builder_before(x->m, in);
  uint32_t one = ir_op3(&b, SpvOpSelect, x->u32, in->w[1], K(x, 1), K(x, 0));
  uint32_t r = arith(x, in, all ? SpvOpGroupNonUniformUMin : SpvOpGroupNonUniformUMax, SpvGroupOperationReduce, one);
  if (!r) return 0;
  b = ir_builder_before(x->m, in);
  return ir_op2(&b, SpvOpINotEqual, x->boolt, r, K(x, 0));
}

/* work_group_broadcast(v, x[, y[, z]]): the work-item at that local id
 * (in this work-group's own local size, the last group's included)
 * stores v, and every work-item loads it. */
static uint32_t broadcast(wgx *x, ir_inst *in) {
  ir_module *m = x->m;
  tr_ctx *c = x->c;
  uint32_t v = in->w[1], id = in->w[2], t = ir_type_of(m, v), it = ir_type_of(m, id);
  uint32_t n = ir_vec_len(m, it);
  if (!ir_is_int(m, ir_scalar_of(m, it)) || n > 3)
    return ir_error(m, "%s (%s): the local id must be an integer scalar or a vector of 2 or 3", ir_op_str(in->op),
                    ir_id_str(m, in->id)), 0;
  ir_builder b = ir_builder_before(m, in);
  uint32_t comp[3] = {0}, s = ir_scalar_of(m, it);
  for (uint32_t i = 0; i < n; i++) {
    comp[i] = ir_is_vector(m, it) ? ir_extract(&b, s, id, i) : id;
    if (ir_bit_width(m, s) != 32) comp[i] = ir_op1(&b, SpvOpUConvert, x->u32, comp[i]);
  }
  uint32_t src = comp[0];
  if (n > 1) src = ir_op2(&b, SpvOpIAdd, x->u32, src, ir_op2(&b, SpvOpIMul, x->u32, comp[1], tr_wgsize(c, 0)));
  if (n > 2) {
    uint32_t xy = ir_op2(&b, SpvOpIMul, x->u32, tr_wgsize(c, 0), tr_wgsize(c, 1));
    src = ir_op2(&b, SpvOpIAdd, x->u32, src, ir_op2(&b, SpvOpIMul, x->u32, comp[2], xy));
  }
  uint32_t w[32];
  uint32_t nw = to_words(x, &b, v, w);
  uint32_t mine = ir_op2(&b, SpvOpIEqual, x->boolt, tr_local_linear_id(c, &b), src);
  tr_workgroup_barrier(c, &b);
  store_if(x, &b, mine, K(x, 0), nw, w);
  tr_workgroup_barrier(c, &b);
  uint32_t got[32];
  for (uint32_t i = 0; i < nw; i++) got[i] = ir_op1(&b, SpvOpLoad, x->u32, slot(x, &b, K(x, i)));
  return from_words(x, &b, t, got);
}

static bool is_collective(uint32_t op) {
  return op == SpvOpGroupAll || op == SpvOpGroupAny || op == SpvOpGroupBroadcast ||
         (op >= SpvOpGroupIAdd && op <= SpvOpGroupSMax);
}

bool lower_workgroup_collectives(tr_ctx *c) {
  ir_module *m = c->m;
  uint32_t n = 0;
  IR_FOR_BLOCK(blk, c->k) {
    for (ir_inst *in = blk->insts.first; in; in = in->next) {
      uint64_t scope;
      n += is_collective(in->op) && ir_const_value(m, in->w[0], &scope) && scope == SpvScopeWorkgroup;
    }
  }
  if (!n) return true;
  /* collected first: the lowering splits blocks */
  ir_inst **list = ir_alloc(m, n * sizeof *list);
  n = 0;
  IR_FOR_BLOCK(blk, c->k) {
    for (ir_inst *in = blk->insts.first; in; in = in->next) {
      uint64_t scope;
      if (is_collective(in->op) && ir_const_value(m, in->w[0], &scope) && scope == SpvScopeWorkgroup) list[n++] = in;
    }
  }
  wgx x = {.c = c, .m = m, .u32 = ir_type_int(m, 32, 0), .boolt = ir_type_bool(m), .words = scratch_words(c)};
  for (uint32_t i = 0; i < n; i++) {
    ir_inst *in = list[i];
    uint32_t r;
    switch (in->op) {
    case SpvOpGroupAll:
    case SpvOpGroupAny: r = vote(&x, in, in->op == SpvOpGroupAll); break;
    case SpvOpGroupBroadcast: r = broadcast(&x, in); break;
    default: r = arith(&x, in, tr_group_arith_op(in->op), in->w[1], in->w[2]); break;
    }
    if (!r || ir_failed(m)) return false;
    ir_replace_all_uses(m, in->id, r);
    ir_remove(m, in);
  }
  return true;
}
