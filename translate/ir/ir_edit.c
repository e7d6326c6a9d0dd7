/* ir_edit.c: block splits, if/else and loops built in the middle of a
 * block (see ir.h). */
#include "ir.h"


ir_block *ir_new_block_after(ir_module *m, ir_block *after) {
  ir_block *nb = ir_block_new(m, after->func, ir_new_id(m));
  ir_func_insert_block_after(after->func, after, nb);
  return nb;
}

/* Phis of the successors of `to`'s terminator that name `from` name `to`. */
static void retarget_phis(ir_module *m, ir_block *to, uint32_t from) {
  uint32_t succ[64];
  uint32_t n = ir_succ_labels(ir_terminator(to), succ, 64);
  for (uint32_t i = 0; i < n; i++) {
    ir_block *s = ir_def_block(m, succ[i]);
    if (!s) continue;
    for (ir_inst *phi = s->insts.first; phi && phi->op == SpvOpPhi; phi = phi->next)
      for (uint32_t k = 1; k < phi->n; k += 2)
        if (phi->w[k] == from) phi->w[k] = to->label;
  }
}

ir_block *ir_split_before(ir_module *m, ir_inst *pos) {
  ir_block *old = pos->block;
  ir_block *nb = ir_new_block_after(m, old);
  /* cut the list at pos */
  ir_inst *last = old->insts.last;
  if (pos->prev) pos->prev->next = NULL;
  else old->insts.first = NULL;
  old->insts.last = pos->prev;
  pos->prev = NULL;
  nb->insts.first = pos;
  nb->insts.last = last;
  for (ir_inst *in = pos; in; in = in->next) in->block = nb;
  retarget_phis(m, nb, old->label);
  old->func->cfg_valid = false;
  return nb;
}

static ir_inst *branch_at_end(ir_module *m, ir_block *b, uint32_t target) {
  ir_builder bb = ir_builder_at_end(m, b);
  return ir_emit(&bb, SpvOpBranch, 0, false, 1, &target);
}

void ir_if_else(ir_module *m, ir_inst *pos, uint32_t cond, ir_inst **then_end, ir_inst **else_end) {
  ir_block *head = pos->block;
  ir_block *join = ir_split_before(m, pos);
  ir_block *t = ir_new_block_after(m, head);
  ir_block *e = ir_new_block_after(m, t);
  ir_builder hb = ir_builder_at_end(m, head);
  ir_branch_cond(&hb, cond, t->label, e->label);
  *then_end = branch_at_end(m, t, join->label);
  *else_end = branch_at_end(m, e, join->label);
}

uint32_t ir_phi2(ir_module *m, ir_inst *pos, uint32_t type, uint32_t a, const ir_inst *a_end, uint32_t b,
                 const ir_inst *b_end) {
  ir_inst *phi = ir_inst_new(m, SpvOpPhi, type, ir_new_id(m), 0);
  ir_push(m, phi, a, true);
  ir_push(m, phi, a_end->block->label, true);
  ir_push(m, phi, b, true);
  ir_push(m, phi, b_end->block->label, true);
  ir_block_insert(pos->block, pos->block->insts.first, phi);
  return phi->id;
}

void ir_loop(ir_module *m, ir_inst *pos, ir_inst **entry_end, ir_inst **body_end) {
  ir_block *before = pos->block;
  ir_block *after = ir_split_before(m, pos);
  ir_block *body = ir_new_block_after(m, before);
  *entry_end = branch_at_end(m, before, body->label);
  *body_end = branch_at_end(m, body, after->label);
}

void ir_loop_close(ir_module *m, const ir_inst *entry_end, ir_inst *body_end, uint32_t done) {
  uint32_t exit = body_end->w[0], head = entry_end->w[0];
  body_end->op = SpvOpBranchConditional;
  body_end->n = 0;
  ir_push(m, body_end, done, true);
  ir_push(m, body_end, exit, true);
  ir_push(m, body_end, head, true);
  body_end->block->func->cfg_valid = false;
}

ir_inst *ir_loop_phi(ir_module *m, const ir_inst *entry_end, uint32_t type, uint32_t init) {
  ir_block *head = ir_def_block(m, entry_end->w[0]);
  ir_inst *phi = ir_inst_new(m, SpvOpPhi, type, ir_new_id(m), 0);
  ir_push(m, phi, init, true);
  ir_push(m, phi, entry_end->block->label, true);
  ir_block_insert(head, head->insts.first, phi);
  return phi;
}

void ir_phi_set_back(ir_module *m, ir_inst *phi, uint32_t next, const ir_inst *body_end) {
  ir_push(m, phi, next, true);
  ir_push(m, phi, body_end->block->label, true);
}

