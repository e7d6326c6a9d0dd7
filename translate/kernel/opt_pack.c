/* opt_pack.c: several OpenCL work-groups in one Vulkan workgroup.
 *
 * Applications tuned for CPUs enqueue work-groups of a few work-items
 * (hashcat gives a CPU device one work-item per work-group). Each becomes a
 * Vulkan workgroup, which a SIMD device runs with the rest of its lanes idle
 * (lavapipe: 1 of 8, and a workgroup's fixed cost per work-item). Where
 * nothing in the kernel can tell its work-group from another's (no barrier,
 * no __local memory, no sub-group operation or sub-group id), P consecutive
 * work-groups along x may share one Vulkan workgroup of P times the local
 * size L: invocation i is work-item i mod L of work-group
 * (Vulkan workgroup x) * P + i / L.
 *
 * P is a specialization constant (TR_SPEC_PACK, default 1, which makes
 * every added operation fold away), so one module serves packed and plain
 * dispatches; the runtime sets it only for dispatches of whole work-groups
 * and only where this pass marked the kernel packable. When the dispatch's
 * work-groups are not a multiple of P, the invocations past the last
 * work-group return at once, which is safe because the kernel has no
 * barrier. The rewrite is of the Vulkan built-ins the earlier passes read
 * (LocalInvocationId, WorkgroupId) and of the WorkgroupSize constant, so
 * every id the kernel computes follows. */
#include "ir/ir.h"
#include "passes.h"

/* Built-ins whose values depend on the Vulkan workgroup in ways the rewrite
 * below does not follow: the sub-group ones, and those Shoal's own passes
 * never read (they compute the OpenCL ids from LocalInvocationId and
 * WorkgroupId). */
static bool workgroup_visible_builtin(uint32_t bi) {
  switch (bi) {
  case SpvBuiltInSubgroupSize:
  case SpvBuiltInSubgroupLocalInvocationId:
  case SpvBuiltInSubgroupId:
  case SpvBuiltInNumSubgroups:
  case SpvBuiltInSubgroupEqMask:
  case SpvBuiltInSubgroupGeMask:
  case SpvBuiltInSubgroupGtMask:
  case SpvBuiltInSubgroupLeMask:
  case SpvBuiltInSubgroupLtMask:
  case SpvBuiltInLocalInvocationIndex:
  case SpvBuiltInNumWorkgroups:
  case SpvBuiltInGlobalInvocationId: return true;
  default: return false;
  }
}

/* Whether the kernel could see that its Vulkan workgroup holds other
 * work-groups: a barrier, Workgroup memory, a group or sub-group
 * instruction, or a built-in the rewrite below does not cover. */
static bool packable(tr_ctx *c) {
  ir_module *m = c->m;
  if (c->local_var || c->sg_exchange) return false;
  for (ir_inst *in = m->sec[IR_SEC_GLOBAL].first; in; in = in->next)
    if (in->op == SpvOpVariable && in->w[0] == SpvStorageClassWorkgroup) return false;
  for (uint32_t i = 0; i < c->nvk_builtins; i++)
    if (workgroup_visible_builtin(c->vk_builtin_kind[i])) return false;
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      if (in->op == SpvOpControlBarrier || ir_is_subgroup_op(in->op)) return false;
      if (in->op >= SpvOpGroupAsyncCopy && in->op <= SpvOpGroupSMax) return false;
      if (in->op == SpvOpFunctionCall) return false; /* an import left unresolved: unknown */
    }
  }
  return true;
}

static uint32_t builtin_var(const tr_ctx *c, SpvBuiltIn bi) {
  for (uint32_t i = 0; i < c->nvk_builtins; i++)
    if (c->vk_builtin_kind[i] == (uint32_t)bi) return c->vk_builtin_var[i];
  return 0;
}

bool opt_pack(tr_ctx *c) {
  ir_module *m = c->m;
  if (!packable(c)) return true;
  /* lower_args left room for these; should it not have, run unpacked */
  if (c->pc_size + tr_imp_missing_bytes(c, tr_pack_implicits, 3) > c->t->max_push_constants) return true;
  uint32_t u32 = ir_type_int(m, 32, 0), bt = ir_type_bool(m), v3 = ir_type_vec(m, u32, 3);
  ir_inst *sc = ir_inst_new(m, SpvOpSpecConstant, u32, ir_new_id(m), 0);
  ir_push(m, sc, 1, false);
  ir_section_append(m, IR_SEC_GLOBAL, sc);
  uint32_t spec_id = TR_SPEC_PACK;
  ir_decorate(m, sc->id, SpvDecorationSpecId, 1, &spec_id);
  uint32_t pack = sc->id;

  /* the Vulkan workgroup: P work-groups of x * y * z */
  tr_wgsize(c, 0);
  ir_inst *wgs = ir_def_inst(m, c->wgsize_const);
  uint32_t lsize = wgs->w[0];
  wgs->w[0] = tr_spec_op(c, SpvOpIMul, lsize, pack);
  ir_remove(m, wgs); /* after the product it now names */
  ir_section_append(m, IR_SEC_GLOBAL, wgs);

  uint32_t lid_var = builtin_var(c, SpvBuiltInLocalInvocationId);
  uint32_t wg_var = builtin_var(c, SpvBuiltInWorkgroupId);
  if (!lid_var) lid_var = tr_vk_builtin(c, SpvBuiltInLocalInvocationId, v3);
  if (!wg_var) wg_var = tr_vk_builtin(c, SpvBuiltInWorkgroupId, v3);
  /* the loads as the earlier passes left them, before any is added here */
  uint32_t n = 0, cap = 0;
  ir_inst **loads = NULL;
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next)
      if (in->op == SpvOpLoad && (in->w[0] == lid_var || in->w[0] == wg_var)) {
        loads = ir_grow(m, loads, n, &cap, sizeof *loads, 16);
        loads[n++] = in;
      }
  }

  /* Both built-ins, rewritten once at the top of the entry block (which
   * dominates every use): the work-item within its work-group, and the
   * work-group, P per Vulkan workgroup then the slot. P = 1 after
   * specialization folds each select to the value as loaded. */
  ir_block *entry = c->k->first;
  ir_inst *pos = ir_first_non_phi(entry);
  while (pos && pos->op == SpvOpVariable) pos = pos->next;
  if (!pos) return ir_error(m, "the kernel's entry block is empty");
  ir_builder eb = ir_builder_before(m, pos);
  uint32_t lv = ir_op1(&eb, SpvOpLoad, v3, lid_var), wv = ir_op1(&eb, SpvOpLoad, v3, wg_var);
  uint32_t lx = ir_extract(&eb, u32, lv, 0), wx = ir_extract(&eb, u32, wv, 0);
  uint32_t one = ir_op2(&eb, SpvOpIEqual, bt, pack, ir_const_u32(m, 1));
  uint32_t slot = ir_op2(&eb, SpvOpUDiv, u32, lx, lsize);
  uint32_t item = ir_op3(&eb, SpvOpSelect, u32, one, lx, ir_op2(&eb, SpvOpUMod, u32, lx, lsize));
  uint32_t group = ir_op3(&eb, SpvOpSelect, u32, one, wx,
                          ir_op2(&eb, SpvOpIAdd, u32, ir_op2(&eb, SpvOpIMul, u32, wx, pack), slot));
  uint32_t new_lid = ir_emit(&eb, SpvOpCompositeInsert, v3, true, 2, (uint32_t[]){item, lv})->id;
  ir_push(m, ir_def_inst(m, new_lid), 0, false);
  uint32_t new_wg = ir_emit(&eb, SpvOpCompositeInsert, v3, true, 2, (uint32_t[]){group, wv})->id;
  ir_push(m, ir_def_inst(m, new_wg), 0, false);

  /* Invocations past the range's last whole work-group along x return. */
  uint32_t absolute = ir_op2(&eb, SpvOpIAdd, u32, group, tr_imp_load(c, &eb, TR_IMP_GROUP_OFFSET, 0));
  uint32_t whole = ir_op2(&eb, SpvOpUDiv, u32, tr_imp_load(c, &eb, TR_IMP_GLOBAL_SIZE, 0),
                          tr_imp_load(c, &eb, TR_IMP_ENQUEUED_LOCAL, 0));
  uint32_t past = ir_op2(&eb, SpvOpUGreaterThanEqual, bt, absolute, whole);
  uint32_t leave = ir_op2(&eb, SpvOpLogicalAnd, bt, ir_op1(&eb, SpvOpLogicalNot, bt, one), past);
  ir_block *rest = ir_split_before(m, pos);
  ir_block *ret = ir_new_block_after(m, entry);
  ir_builder rb = ir_builder_at_end(m, ret);
  ir_emit(&rb, SpvOpReturn, 0, false, 0, NULL);
  ir_builder tb = ir_builder_at_end(m, entry);
  ir_emit(&tb, SpvOpBranchConditional, 0, false, 3, (uint32_t[]){leave, ret->label, rest->label});
  /* last, since `pos` may be one of them; one walk of the kernel for all */
  uint32_t *map = ir_alloc(m, (size_t)m->bound * sizeof *map);
  for (uint32_t i = 0; i < n; i++) map[loads[i]->id] = loads[i]->w[0] == lid_var ? new_lid : new_wg;
  ir_remap_func(c->k, map, m->bound);
  for (uint32_t i = 0; i < n; i++) ir_remove(m, loads[i]);
  c->out->packable = true;
  return !ir_failed(m);
}
