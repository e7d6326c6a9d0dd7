/* ir_validate.c: checks the IR's own invariants between passes (not SPIR-V
 * rules: spirv-val does those on the output). Catches passes that leave
 * dangling ids, misplaced terminators or broken block links. */
#include "ir.h"

static bool is_forward(const ir_module *m, uint32_t id) {
  for (uint32_t i = 0; i < m->nforward; i++)
    if (m->forward[i] == id) return true;
  return false;
}

static bool check_ids(ir_module *m, const ir_inst *in, const char *pass, const char *where) {
  if (in->type && !ir_def_inst(m, in->type))
    return ir_error(m, "internal error after pass %s: %s in %s has an undefined result type %%%u",
                    pass, ir_op_str(in->op), where, in->type);
  for (uint32_t i = 0; i < in->n; i++) {
    if (!in->isid[i]) continue;
    uint32_t id = in->w[i];
    if (id >= m->bound ||
        (!ir_def_inst(m, id) && !ir_def_block(m, id) && !ir_def_func(m, id) && !is_forward(m, id)))
      return ir_error(m, "internal error after pass %s: %s (%s) in %s uses undefined id %%%u",
                      pass, ir_op_str(in->op), in->id ? ir_id_str(m, in->id) : "no result", where, id);
  }
  return true;
}

bool ir_validate(ir_module *m, const char *pass) {
  if (m->err) return false;
  for (int s = 0; s < IR_SEC_COUNT; s++) {
    if (s == IR_SEC_ANNOTATION || s == IR_SEC_DEBUG) continue; /* may name dropped ids */
    for (ir_inst *in = m->sec[s].first; in; in = in->next)
      if (!check_ids(m, in, pass, "the module header")) return false;
  }
  IR_FOR_FUNC(f, m) {
    if (!f->first) continue;
    IR_FOR_BLOCK(b, f) {
      if (b->func != f)
        return ir_error(m, "internal error after pass %s: block %s has a wrong function", pass,
                        ir_id_str(m, b->label));
      if (ir_def_block(m, b->label) != b)
        return ir_error(m, "internal error after pass %s: label %s does not map to its block", pass,
                        ir_id_str(m, b->label));
      ir_inst *last = b->insts.last;
      if (!last || !ir_is_terminator(last->op))
        return ir_error(m, "internal error after pass %s: block %s does not end in a terminator",
                        pass, ir_id_str(m, b->label));
      bool seen_non_phi = false;
      for (ir_inst *in = b->insts.first; in; in = in->next) {
        if (in->block != b)
          return ir_error(m, "internal error after pass %s: instruction in %s has a wrong block",
                          pass, ir_id_str(m, b->label));
        if (in != last && ir_is_terminator(in->op))
          return ir_error(m, "internal error after pass %s: terminator in the middle of block %s",
                          pass, ir_id_str(m, b->label));
        if (in->op == SpvOpPhi && seen_non_phi)
          return ir_error(m, "internal error after pass %s: phi after other instructions in %s",
                          pass, ir_id_str(m, b->label));
        if (in->op != SpvOpPhi) seen_non_phi = true;
        if (in->id && ir_def_inst(m, in->id) != in)
          return ir_error(m, "internal error after pass %s: %s is not registered as its definition",
                          pass, ir_id_str(m, in->id));
        if (!check_ids(m, in, pass, ir_id_str(m, b->label))) return false;
      }
    }
  }
  return true;
}
