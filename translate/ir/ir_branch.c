/* ir_branch.c: splitting a block around conditional code (ir.h). */
#include "ir.h"


ir_if ir_if_begin(ir_builder *b, uint32_t cond) {
  ir_module *m = b->m;
  ir_block *head = b->block;
  ir_func *f = head->func;
  ir_block *then_b = ir_block_new(m, f, ir_new_id(m));
  ir_block *merge = ir_block_new(m, f, ir_new_id(m));
  ir_func_insert_block_after(f, head, then_b);
  ir_func_insert_block_after(f, then_b, merge);
  /* The rest of the head, terminator included, goes to the merge block. */
  for (ir_inst *in = b->before; in;) {
    ir_inst *next = in->next;
    ir_list_remove(&head->insts, in);
    ir_block_insert(merge, NULL, in);
    in = next;
  }
  /* Its successors' phis now come from the merge block. */
  uint32_t succ[256];
  ir_inst *term = ir_terminator(merge);
  uint32_t ns = term ? ir_succ_labels(term, succ, 256) : 0;
  for (uint32_t i = 0; i < ns; i++) {
    ir_block *sb = ir_def_block(m, succ[i]);
    for (ir_inst *phi = sb ? sb->insts.first : NULL; phi && phi->op == SpvOpPhi; phi = phi->next)
      for (uint32_t k = 1; k < phi->n; k += 2)
        if (phi->w[k] == head->label) phi->w[k] = merge->label;
  }
  ir_builder hb = ir_builder_at_end(m, head);
  ir_branch_cond(&hb, cond, then_b->label, merge->label);
  *b = ir_builder_at_end(m, then_b);
  return (ir_if){head, merge};
}

ir_block *ir_if_end(ir_builder *b, const ir_if *s) {
  ir_block *end = b->block;
  ir_branch(b, s->merge->label);
  /* an if begun at the end of a block (nested ifs) has an empty merge */
  *b = s->merge->insts.first ? ir_builder_before(b->m, s->merge->insts.first) : ir_builder_at_end(b->m, s->merge);
  return end;
}

uint32_t ir_if_phi(ir_builder *b, const ir_if *s, ir_block *then_end, uint32_t type, uint32_t then_value,
                   uint32_t else_value) {
  ir_inst *phi = ir_inst_new(b->m, SpvOpPhi, type, ir_new_id(b->m), 0);
  ir_push(b->m, phi, then_value, true);
  ir_push(b->m, phi, then_end->label, true);
  ir_push(b->m, phi, else_value, true);
  ir_push(b->m, phi, s->head->label, true);
  ir_block_insert(s->merge, s->merge->insts.first, phi);
  return phi->id;
}
