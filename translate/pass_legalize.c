/* pass_legalize.c: makes types and instructions legal for Vulkan. Vulkan
 * vectors have at most 4 components; Kernel-only instructions have Shader
 * equivalents. (Vector splitting lands with the translator-core work; until
 * then wider vectors are refused with a precise message.) */
#include "passes.h"

bool pass_legalize(tr_ctx *c) {
  ir_module *m = c->m;
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      if (in->type && ir_vec_len(m, in->type) > 4)
        return ir_error(m, "%s (%s) produces a %u-component vector, which is not supported yet",
                        ir_op_str(in->op), ir_id_str(m, in->id), ir_vec_len(m, in->type));
    }
  }
  return true;
}
