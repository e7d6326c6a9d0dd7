/* ir_dead.c: finds what is left of a module and deletes what nothing
 * uses: dead globals (types, constants, variables) and the decorations and
 * names of ids no longer defined. Run early, it keeps the passes after it
 * from scanning every other kernel's constants and decorations; run last,
 * it keeps them out of the output. */
#include <string.h>

#include "ir.h"

static void mark_operands(const ir_inst *in, uint8_t *used, uint32_t bound) {
  if (in->type && in->type < bound) used[in->type] = 1;
  for (uint32_t i = 0; i < in->n; i++)
    if (in->isid[i] && in->w[i] < bound) used[in->w[i]] = 1;
}

/* Globals come in definition order (each after the ids it refers to, new
 * ones appended), so one walk from the end settles every chain: a global
 * is kept when something after it, or outside the section, uses it. */
void ir_remove_dead_globals(ir_module *m, uint32_t extra_live, bool keep_variables) {
  uint8_t *used = ir_alloc(m, m->bound);
  for (int s = 0; s < IR_SEC_COUNT; s++) {
    if (s == IR_SEC_ANNOTATION || s == IR_SEC_DEBUG || s == IR_SEC_GLOBAL) continue;
    for (ir_inst *in = m->sec[s].first; in; in = in->next) mark_operands(in, used, m->bound);
  }
  IR_FOR_FUNC(f, m) {
    mark_operands(f->def, used, m->bound);
    for (ir_inst *p = f->params.first; p; p = p->next) mark_operands(p, used, m->bound);
    IR_FOR_BLOCK(b, f) for (ir_inst *in = b->insts.first; in; in = in->next) mark_operands(in, used, m->bound);
  }
  if (extra_live && extra_live < m->bound) used[extra_live] = 1;
  for (ir_inst *in = m->sec[IR_SEC_GLOBAL].last, *prev; in; in = prev) {
    prev = in->prev;
    bool keep = !in->id || in->id >= m->bound || used[in->id] || (keep_variables && in->op == SpvOpVariable);
    if (keep) {
      mark_operands(in, used, m->bound);
      continue;
    }
    ir_remove(m, in);
    ir_set_def(m, in->id, NULL);
  }
}

uint8_t *ir_alive_ids(ir_module *m) {
  uint8_t *alive = ir_alloc(m, m->bound);
  for (int sec = 0; sec < IR_SEC_COUNT; sec++)
    for (ir_inst *in = m->sec[sec].first; in; in = in->next)
      if (in->id < m->bound) alive[in->id] = 1;
  IR_FOR_FUNC(f, m) {
    alive[f->def->id] = 1;
    for (ir_inst *p = f->params.first; p; p = p->next) alive[p->id] = 1;
    IR_FOR_BLOCK(b, f) {
      alive[b->label] = 1;
      for (ir_inst *in = b->insts.first; in; in = in->next)
        if (in->id < m->bound) alive[in->id] = 1;
    }
  }
  return alive;
}

bool ir_about_first_operand(uint32_t op) {
  switch (op) {
  case SpvOpDecorate:
  case SpvOpDecorateId:
  case SpvOpDecorateString:
  case SpvOpMemberDecorate:
  case SpvOpMemberDecorateString:
  case SpvOpName:
  case SpvOpMemberName: return true;
  default: return false;
  }
}

void ir_remove_dead_annotations(ir_module *m) {
  uint8_t *alive = ir_alive_ids(m);
  static const enum ir_section secs[] = {IR_SEC_ANNOTATION, IR_SEC_DEBUG};
  for (size_t s = 0; s < sizeof secs / sizeof secs[0]; s++) {
    IR_FOR_INST(in, &m->sec[secs[s]]) {
      if (ir_about_first_operand(in->op) && in->n >= 1 && (in->w[0] >= m->bound || !alive[in->w[0]]))
        ir_remove(m, in);
    }
  }
}
