/* pass_legalize.c: makes types and instructions legal for Vulkan: first
 * Kernel-only instructions and decorated conversions (pass_legalize_ops),
 * then vectors of 8 and 16 components (pass_legalize_vectors); finally
 * checks that no illegal type is left. */
#include "passes.h"

bool pass_legalize(tr_ctx *c) {
  ir_module *m = c->m;
  if (!pass_legalize_ops(c) || !pass_legalize_vectors(c)) return false;
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      if (in->type && ir_vec_len(m, in->type) > 4)
        return ir_error(m, "internal: %s (%s) still produces a %u-component vector", ir_op_str(in->op),
                        ir_id_str(m, in->id), ir_vec_len(m, in->type));
    }
  }
  return true;
}
