/* uniformity_analysis.c: which blocks of the kernel every work-item of a work-group
 * executes together. Sub-groups larger than the Vulkan subgroup exchange
 * data through __local memory between work-group barriers (lower_subgroups),
 * which is correct only where the whole work-group reaches the operation;
 * OpenCL allows a sub-group to run a collective alone, so such operations
 * are allowed only in blocks this analysis proves work-group uniform.
 *
 * Conservative: a value is divergent if it comes from a per-work-item
 * built-in (local and global ids, subgroup lanes), from memory (any load:
 * another work-item may have written it; but a private variable only ever
 * loaded and stored whole, as unoptimized code keeps locals, holds uniform
 * values while every store to it stores one in uniformly run code), from an atomic or a sub-group
 * operation (uniform in a sub-group only), or from a divergent operand; a
 * conditional branch or switch on a divergent value makes every block
 * between it and its immediate post-dominator divergently executed (loops
 * with such exits included, the whole loop being reachable from the exit
 * branch), every value those blocks define divergent (which covers values
 * that leave a loop after different trip counts), and the phis of the
 * post-dominator divergent. Iterated to a fixed point. */
#include <stdlib.h>

#include "ir/ir.h"
#include "subgroups_internal.h"

static bool uniform_builtin(const ir_module *m, uint32_t var) {
  ir_inst *d = ir_find_decoration(m, var, SpvDecorationBuiltIn);
  if (!d) return false;
  switch (d->w[2]) {
  case SpvBuiltInWorkgroupId:
  case SpvBuiltInNumWorkgroups:
  case SpvBuiltInWorkgroupSize:
  case SpvBuiltInSubgroupSize:
  case SpvBuiltInNumSubgroups: return true;
  default: return false;
  }
}

static bool is_subgroup_id(const tr_ctx *c, uint32_t id) {
  for (uint32_t i = 0; i < c->nvsg_ids; i++)
    if (c->vsg_ids[i] == id) return true;
  return false;
}

/* Values made the same for the whole work-group (sg_linearize.c's any
 * over the work-group, read after a barrier). */
static bool is_workgroup_value(const tr_ctx *c, uint32_t id) {
  for (uint32_t i = 0; i < c->nwg_uniform_ids; i++)
    if (c->wg_uniform_ids[i] == id) return true;
  return false;
}

/* Whether an instruction's result differs between work-items whatever its
 * operands (a source of divergence); with `subgroup`, between the
 * work-items of one sub-group (get_sub_group_id() is then uniform). */
static bool source(const tr_ctx *c, const ir_inst *in, bool subgroup) {
  const ir_module *m = c->m;
  if (subgroup && in->id && is_subgroup_id(c, in->id)) return false;

  if (in->op == SpvOpLoad) {
    /* the variable under any access chains (whose indices are operands
     * the fixed point looks at anyway); the push constants (arguments and
     * implicit values) are a variable emit_module makes later */
    uint32_t base = in->w[0];
    ir_inst *p = ir_def_inst(m, base);
    while (p && (p->op == SpvOpAccessChain || p->op == SpvOpInBoundsAccessChain)) {
      base = p->w[0];
      p = ir_def_inst(m, base);
    }
    if (c->pc_var && base == c->pc_var) return false;
    if (p && p->op == SpvOpVariable && !p->block) {
      uint32_t sc = p->w[0];
      if (sc == SpvStorageClassPushConstant || sc == SpvStorageClassUniformConstant) return false;
      if (sc == SpvStorageClassInput) return !uniform_builtin(m, p->id);
    }
    return true;
  }
  if (in->op >= SpvOpAtomicLoad && in->op <= SpvOpAtomicXor) return true;
  return ir_is_subgroup_op(in->op) || in->op == SpvOpFunctionCall;
}

/* Marks the blocks of the branch at `a` (reachable from its successors
 * before its immediate post-dominator, all reachable ones where it has
 * none) divergently executed, and the post-dominator a join. */
static void mark_region(ir_block *a, uint8_t *dblk, uint8_t *join, ir_block **stack, uint32_t *seen, uint32_t stamp) {
  uint32_t sp = 0;
  ir_block *stop = a->ipdom;
  if (stop) join[stop->label] = 1;
  for (uint32_t i = 0; i < a->nsucc; i++) stack[sp++] = a->succ[i];
  while (sp) {
    ir_block *b = stack[--sp];
    if (b == stop || seen[b->label] == stamp) continue;
    seen[b->label] = stamp;
    dblk[b->label] = 1;
    for (uint32_t i = 0; i < b->nsucc; i++) stack[sp++] = b->succ[i];
  }
}

/* Private variables only loaded and stored whole (unoptimized code keeps
 * loop counters and most locals in them): their loads are uniform while
 * every store to them stores a uniform value in uniformly executed code. */
static uint8_t *simple_variables(ir_module *m, ir_func *f) {
  uint8_t *simple = ir_alloc(m, m->bound);
  IR_FOR_BLOCK(b, f) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      if (in->op != SpvOpVariable || !in->id || in->id >= m->bound || in->w[0] != SpvStorageClassFunction) continue;
      if (in->n > 1) continue; /* an initializer: left to the conservative rule */
      simple[in->id] = 1;
    }
  }
  IR_FOR_BLOCK(b, f) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      for (uint32_t i = 0; i < in->n; i++) {
        if (!in->isid[i] || in->w[i] >= m->bound || !simple[in->w[i]]) continue;
        bool ok = (in->op == SpvOpLoad && i == 0) || (in->op == SpvOpStore && i == 0);
        if (!ok) simple[in->w[i]] = 0;
      }
    }
  }
  return simple;
}

bool tr_uniformity(tr_ctx *c, bool subgroup, uint8_t **div_out, uint8_t **dblk_out) {
  ir_module *m = c->m;
  ir_func *f = c->k;
  if (!ir_cfg_build(m, f)) return false;
  uint8_t *simple = simple_variables(m, f), *vdiv = ir_alloc(m, m->bound);
  uint8_t *div = ir_alloc(m, m->bound), *dblk = ir_alloc(m, m->bound), *join = ir_alloc(m, m->bound);
  uint8_t *done = ir_alloc(m, m->bound); /* branches whose region is marked */
  uint32_t *seen = ir_alloc(m, (size_t)m->bound * sizeof *seen), stamp = 0;
  size_t nedges = 0;
  IR_FOR_BLOCK(b, f) nedges += b->nsucc + 1;
  ir_block **stack = ir_alloc(m, (nedges + 1) * sizeof *stack);
  for (bool changed = true; changed;) {
    changed = false;
    IR_FOR_BLOCK(b, f) {
      for (ir_inst *in = b->insts.first; in; in = in->next) {
        /* get_sub_group_id() is one value per sub-group however it is
         * computed from the Vulkan subgroup's id */
        bool simple_load = in->op == SpvOpLoad && in->n && in->w[0] < m->bound && simple[in->w[0]];
        if (in->op == SpvOpStore && in->n > 1 && in->w[0] < m->bound && simple[in->w[0]] && !vdiv[in->w[0]] &&
            (dblk[b->label] || (in->w[1] < m->bound && div[in->w[1]])))
          vdiv[in->w[0]] = 1, changed = true;
        if (in->id && !div[in->id] && !(subgroup && is_subgroup_id(c, in->id)) && !is_workgroup_value(c, in->id)) {
          bool d = dblk[b->label] || (simple_load ? vdiv[in->w[0]] : source(c, in, subgroup)) ||
                   (in->op == SpvOpPhi && join[b->label]);
          for (uint32_t i = 0; !d && i < in->n; i++) d = in->isid[i] && in->w[i] < m->bound && div[in->w[i]];
          if (d) div[in->id] = 1, changed = true;
        }
        bool branch = (in->op == SpvOpBranchConditional || in->op == SpvOpSwitch) && in->n && div[in->w[0]];
        if (branch && !done[b->label]) {
          done[b->label] = 1;
          mark_region(b, dblk, join, stack, seen, ++stamp);
          changed = true;
        }
      }
    }
  }
  if (div_out) *div_out = div;
  *dblk_out = dblk;
  return true;
}

uint8_t *tr_divergent_blocks(tr_ctx *c) {
  uint8_t *dblk = NULL;
  return tr_uniformity(c, false, NULL, &dblk) ? dblk : NULL;
}
