/* lower_builtin_variables.c: OpenCL built-in variables (64-bit size_t vectors and
 * scalars in the Input storage class) become values computed from Vulkan
 * built-ins, the WorkgroupSize specialization constant and push-constant
 * implicit values. The global id is (group id + group offset) * enqueued
 * local size + local id + global offset, so split and non-uniform
 * dispatches see OpenCL's numbering. The sub-group masks of
 * cl_khr_subgroup_ballot are computed from the lane and
 * get_max_sub_group_size, which bounds the ge and gt masks in OpenCL
 * (Vulkan's built-ins stop at SubgroupSize instead). */
#include "input/input.h"
#include "passes.h"
#include "ir/ir.h"

typedef struct bctx {
  tr_ctx *c;
  ir_builder *b;
  uint32_t u32, u64;
} bctx;

static uint32_t u32c(bctx *x, uint32_t v) { return ir_const_u32(x->c->m, v); }

/* Group id with the dispatch's group offset. */
static uint32_t group_id(bctx *x, uint32_t comp) {
  uint32_t wg = tr_vk_builtin_load(x->c, x->b, SpvBuiltInWorkgroupId, comp);
  uint32_t off = tr_imp_load(x->c, x->b, TR_IMP_GROUP_OFFSET, comp);
  return ir_op2(x->b, SpvOpIAdd, x->u32, wg, off);
}

/* Global id minus the global offset: fits in 32 bits because the runtime
 * refuses global sizes beyond UINT32_MAX. */
static uint32_t global_id_rel(bctx *x, uint32_t comp) {
  uint32_t g = group_id(x, comp);
  uint32_t enq = tr_imp_load(x->c, x->b, TR_IMP_ENQUEUED_LOCAL, comp);
  uint32_t lid = tr_local_id(x->c, x->b, comp);
  uint32_t mul = ir_op2(x->b, SpvOpIMul, x->u32, g, enq);
  return ir_op2(x->b, SpvOpIAdd, x->u32, mul, lid);
}

/* Widens a 32-bit value to the element type `et` (uint or ulong). */
static uint32_t widen(bctx *x, uint32_t v, uint32_t et) {
  return et == x->u32 ? v : ir_op1(x->b, SpvOpUConvert, et, v);
}

static uint32_t vk_scalar(bctx *x, SpvBuiltIn bi) {
  uint32_t var = tr_vk_builtin(x->c, bi, x->u32);
  return ir_op1(x->b, SpvOpLoad, x->u32, var);
}

/* Component `comp` (0..2) of a vector built-in, as a 32-bit value, or 0 on
 * an unsupported built-in. The caller widens and adds global offsets. */
static uint32_t vec_component(bctx *x, uint32_t bi, uint32_t comp) {
  switch (bi) {
  case SpvBuiltInGlobalInvocationId: return global_id_rel(x, comp);
  case SpvBuiltInLocalInvocationId: return tr_local_id(x->c, x->b, comp);
  case SpvBuiltInWorkgroupId: return group_id(x, comp);
  case SpvBuiltInWorkgroupSize: return tr_wgsize(x->c, comp);
  case SpvBuiltInEnqueuedWorkgroupSize: return tr_imp_load(x->c, x->b, TR_IMP_ENQUEUED_LOCAL, comp);
  case SpvBuiltInGlobalSize: return tr_imp_load(x->c, x->b, TR_IMP_GLOBAL_SIZE, comp);
  case SpvBuiltInGlobalOffset: return tr_imp_load(x->c, x->b, TR_IMP_GLOBAL_OFFSET, comp);
  case SpvBuiltInNumWorkgroups: {
    uint32_t gs = tr_imp_load(x->c, x->b, TR_IMP_GLOBAL_SIZE, comp);
    uint32_t enq = tr_imp_load(x->c, x->b, TR_IMP_ENQUEUED_LOCAL, comp);
    uint32_t t = ir_op2(x->b, SpvOpIAdd, x->u32, gs, enq);
    t = ir_op2(x->b, SpvOpISub, x->u32, t, u32c(x, 1));
    return ir_op2(x->b, SpvOpUDiv, x->u32, t, enq);
  }
  default: return 0;
  }
}

/* The lanes of a sub-group: the virtual size, or Vulkan's SubgroupSize. */
static uint32_t sg_size(bctx *x) { return x->c->vsub ? u32c(x, x->c->vsub) : vk_scalar(x, SpvBuiltInSubgroupSize); }

static uint32_t scalar_value(bctx *x, uint32_t bi, uint32_t et) {
  ir_builder *b = x->b;
  switch (bi) {
  case SpvBuiltInWorkDim: return widen(x, tr_imp_load(x->c, b, TR_IMP_WORK_DIM, 0), et);
  case SpvBuiltInLocalInvocationIndex: return widen(x, tr_local_linear_id(x->c, b), et);
  case SpvBuiltInGlobalLinearId: {
    /* ((gz - oz) * gsy + (gy - oy)) * gsx + (gx - ox), in size_t width */
    uint32_t acc = widen(x, global_id_rel(x, 2), et);
    for (int comp = 1; comp >= 0; comp--) {
      uint32_t gs = widen(x, tr_imp_load(x->c, b, TR_IMP_GLOBAL_SIZE, (uint32_t)comp), et);
      acc = ir_op2(b, SpvOpIMul, et, acc, gs);
      acc = ir_op2(b, SpvOpIAdd, et, acc, widen(x, global_id_rel(x, (uint32_t)comp), et));
    }
    return acc;
  }
  case SpvBuiltInSubgroupSize: return widen(x, tr_subgroup_active_count(x->c), et);
  case SpvBuiltInSubgroupMaxSize: return widen(x, tr_subgroup_max(x->c, b), et);
  case SpvBuiltInNumSubgroups: {
    /* ceil(local size / SubgroupSize), from the specialized local size:
     * lavapipe's NumSubgroups follows the LocalSize execution mode (1,1,1)
     * instead of the WorkgroupSize constant */
    uint32_t n = ir_op2(b, SpvOpIMul, x->u32, tr_wgsize(x->c, 0), tr_wgsize(x->c, 1));
    n = ir_op2(b, SpvOpIMul, x->u32, n, tr_wgsize(x->c, 2));
    uint32_t sg = sg_size(x);
    uint32_t t = ir_op2(b, SpvOpIAdd, x->u32, n, sg);
    t = ir_op2(b, SpvOpISub, x->u32, t, u32c(x, 1));
    return widen(x, ir_op2(b, SpvOpUDiv, x->u32, t, sg), et);
  }
  case SpvBuiltInSubgroupId: {
    uint32_t id = vk_scalar(x, SpvBuiltInSubgroupId);
    if (x->c->vspan) {
      id = ir_op2(b, SpvOpUDiv, x->u32, id, u32c(x, x->c->vspan));
      tr_ctx *c = x->c;
      c->vsg_ids = ir_grow(c->m, c->vsg_ids, c->nvsg_ids, &c->vsg_cap, sizeof *c->vsg_ids, 8);
      c->vsg_ids[c->nvsg_ids++] = id;
    } else if (x->c->vsub) {
      /* the partitions of subgroup s are sub-groups s * (N / V) + k */
      uint32_t per = ir_op2(b, SpvOpUDiv, x->u32, vk_scalar(x, SpvBuiltInSubgroupSize), sg_size(x));
      uint32_t k = ir_op2(b, SpvOpUDiv, x->u32, vk_scalar(x, SpvBuiltInSubgroupLocalInvocationId), sg_size(x));
      id = ir_op2(b, SpvOpIAdd, x->u32, ir_op2(b, SpvOpIMul, x->u32, id, per), k);
    }
    return widen(x, id, et);
  }
  case SpvBuiltInSubgroupLocalInvocationId: return widen(x, tr_sg_lid(x->c, b), et);
  case SpvBuiltInNumEnqueuedSubgroups: {
    uint32_t n = tr_imp_load(x->c, b, TR_IMP_ENQUEUED_LOCAL, 0);
    for (uint32_t comp = 1; comp < 3; comp++)
      n = ir_op2(b, SpvOpIMul, x->u32, n, tr_imp_load(x->c, b, TR_IMP_ENQUEUED_LOCAL, comp));
    uint32_t sg = sg_size(x);
    uint32_t t = ir_op2(b, SpvOpIAdd, x->u32, n, sg);
    t = ir_op2(b, SpvOpISub, x->u32, t, u32c(x, 1));
    return widen(x, ir_op2(b, SpvOpUDiv, x->u32, t, sg), et);
  }
  default: return 0;
  }
}

static bool is_mask_builtin(uint32_t bi) {
  return bi == SpvBuiltInSubgroupEqMask || bi == SpvBuiltInSubgroupGeMask || bi == SpvBuiltInSubgroupGtMask ||
         bi == SpvBuiltInSubgroupLeMask || bi == SpvBuiltInSubgroupLtMask;
}

/* get_sub_group_{eq,ge,gt,le,lt}_mask() as a uint4: lanes below lid (lt),
 * up to it (le), it alone (eq), and from it (ge) or above it (gt) up to
 * get_max_sub_group_size. */
static uint32_t mask_value(bctx *x, uint32_t bi, uint32_t t) {
  ir_builder *b = x->b;
  uint32_t lid = tr_sg_lid(x->c, b);
  uint32_t lid1 = ir_op2(b, SpvOpIAdd, x->u32, lid, u32c(x, 1));
  uint32_t lt = tr_ballot_below(x->c, b, lid), le = tr_ballot_below(x->c, b, lid1);
  switch (bi) {
  case SpvBuiltInSubgroupLtMask: return lt;
  case SpvBuiltInSubgroupLeMask: return le;
  case SpvBuiltInSubgroupEqMask: return ir_op2(b, SpvOpBitwiseXor, t, le, lt);
  default: {
    uint32_t below_max = tr_ballot_below(x->c, b, tr_subgroup_max(x->c, b));
    uint32_t from = bi == SpvBuiltInSubgroupGeMask ? lt : le;
    return ir_op2(b, SpvOpBitwiseAnd, t, below_max, ir_op1(b, SpvOpNot, t, from));
  }
  }
}

/* llvm-spirv-15 turns get_global_offset(d) with a run-time d into an
 * OpVectorExtractDynamic of the built-in, undefined for d > 2: each such
 * extract of `load` becomes d < 3 ? v[d] : the out-of-range value. */
static void guard_dynamic_extracts(bctx *x, ir_inst *load, uint32_t value, uint32_t bi) {
  ir_module *m = x->c->m;
  IR_FOR_BLOCK(blk, x->c->k) {
    IR_FOR_INST(in, &blk->insts) {
      if (in->op != SpvOpVectorExtractDynamic || in->w[0] != load->id) continue;
      ir_builder b = ir_builder_before(m, in);
      uint32_t idx = in->w[1], it = ir_def_inst(m, idx) ? ir_def_inst(m, idx)->type : x->u32;
      uint32_t bt = ir_type_bool(m);
      uint32_t ok = ir_op2(&b, SpvOpULessThan, bt, idx, ir_const(m, it, 3));
      uint32_t safe = ir_op3(&b, SpvOpSelect, it, ok, idx, ir_const(m, it, 0));
      uint32_t e = ir_op2(&b, SpvOpVectorExtractDynamic, in->type, value, safe);
      uint32_t r = ir_op3(&b, SpvOpSelect, in->type, ok, e, ir_const(m, in->type, tr_builtin_out_of_range_value(bi)));
      ir_replace_all_uses(m, in->id, r);
      in->w[1] = safe; /* left unused, and no longer out of range */
    }
  }
}

/* Replaces `load` (of the whole built-in variable) by its value. */
static bool replace_load(bctx *x, ir_inst *load, uint32_t bi) {
  tr_ctx *c = x->c;
  ir_module *m = c->m;
  ir_builder b = ir_builder_before(m, load);
  x->b = &b;
  uint32_t t = load->type;
  uint32_t et = ir_scalar_of(m, t);
  if (!ir_is_int(m, et) || (ir_bit_width(m, et) != 32 && ir_bit_width(m, et) != 64))
    return ir_error(m, "built-in %s has an unexpected type", spv_builtin_name(bi));
  uint32_t value;
  if (is_mask_builtin(bi)) {
    if (ir_vec_len(m, t) != 4 || ir_bit_width(m, et) != 32)
      return ir_error(m, "built-in %s is not a vector of four 32-bit integers", spv_builtin_name(bi));
    value = mask_value(x, bi, t);
  } else if (tr_builtin_takes_dim(bi)) {
    if (ir_vec_len(m, t) != 3)
      return ir_error(m, "built-in %s is not a 3-component vector", spv_builtin_name(bi));
    uint32_t parts[3];
    for (uint32_t comp = 0; comp < 3; comp++) {
      uint32_t v = widen(x, vec_component(x, bi, comp), et);
      if (bi == SpvBuiltInGlobalInvocationId) {
        uint32_t off = widen(x, tr_imp_load(c, &b, TR_IMP_GLOBAL_OFFSET, comp), et);
        v = ir_op2(&b, SpvOpIAdd, et, v, off);
      }
      parts[comp] = v;
    }
    ir_inst *cc = ir_emit(&b, SpvOpCompositeConstruct, t, true, 3, parts);
    value = cc->id;
    guard_dynamic_extracts(x, load, value, bi);
  } else {
    if (ir_is_vector(m, t))
      return ir_error(m, "built-in %s is a vector where a scalar was expected", spv_builtin_name(bi));
    value = scalar_value(x, bi, et);
    if (!value) {
      const char *n = spv_builtin_name(bi);
      return ir_error(m, "unsupported built-in variable %s", n ? n : "(unknown)");
    }
  }
  ir_replace_all_uses(m, load->id, value);
  ir_remove(m, load);
  return true;
}

bool lower_builtin_variables(tr_ctx *c) {
  ir_module *m = c->m;
  bctx x = {.c = c, .u32 = ir_type_int(m, 32, 0), .u64 = ir_type_int(m, 64, 0)};
  uint32_t bound0 = m->bound; /* Vulkan built-ins made here are not OpenCL's */
  IR_FOR_INST(var, &m->sec[IR_SEC_GLOBAL]) {
    if (var->op != SpvOpVariable || var->w[0] != SpvStorageClassInput || var->id >= bound0) continue;
    ir_inst *dec = ir_find_decoration(m, var->id, SpvDecorationBuiltIn);
    if (!dec) return ir_error(m, "Input variable %s is not a built-in", ir_id_str(m, var->id));
    uint32_t bi = dec->w[2];
    IR_FOR_BLOCK(blk, c->k) {
      IR_FOR_INST(in, &blk->insts) {
        bool uses = false;
        for (uint32_t i = 0; i < in->n; i++) uses |= in->isid[i] && in->w[i] == var->id;
        if (!uses) continue;
        if (in->op == SpvOpLoad && in->w[0] == var->id) {
          if (!replace_load(&x, in, bi)) return false;
          continue;
        }
        if ((in->op == SpvOpInBoundsAccessChain || in->op == SpvOpAccessChain ||
             in->op == SpvOpInBoundsPtrAccessChain || in->op == SpvOpPtrAccessChain) &&
            in->w[0] == var->id) {
          return ir_error(m, "access chain %s into built-in %s: only whole loads are supported",
                          ir_id_str(m, in->id), spv_builtin_name(bi));
        }
        return ir_error(m, "unsupported use of built-in %s by %s (%s)", spv_builtin_name(bi),
                        ir_op_str(in->op), ir_id_str(m, in->id));
      }
    }
  }
  return !ir_failed(m);
}
