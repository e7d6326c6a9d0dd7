/* lower_ptr_bitcasts.c: SPIR-V 1.5's OpBitcast between a pointer and an
 * integer (or a vector of integers of the pointer's size) as the
 * conversions SPIR-V 1.4 and earlier had: OpConvertPtrToU and
 * OpConvertUToPtr at the module's pointer width, with an OpBitcast on the
 * integer side where the other type is a vector. lower_memory already
 * follows those through every address space (an escaping __private
 * object's address as an integer, and back); a pointer bitcast it would
 * pass on to Vulkan, where logical pointers have no bits. Pointer to
 * pointer bitcasts stay. */
#include "ir/ir.h"
#include "passes.h"

bool lower_ptr_bitcasts(tr_ctx *c) {
  ir_module *m = c->m;
  uint32_t ut = ir_type_int(m, c->pointer_bits, 0);
  IR_FOR_BLOCK(blk, c->k) {
    IR_FOR_INST(in, &blk->insts) {
      if (in->op != SpvOpBitcast || in->n < 1) continue;
      uint32_t from = ir_type_of(m, in->w[0]);
      bool from_ptr = ir_is_pointer(m, from), to_ptr = ir_is_pointer(m, in->type);
      if (from_ptr == to_ptr) continue;
      ir_builder b = ir_builder_before(m, in);
      uint32_t r;
      if (from_ptr) {
        r = ir_op1(&b, SpvOpConvertPtrToU, ut, in->w[0]);
        if (in->type != ut) r = ir_op1(&b, SpvOpBitcast, in->type, r);
      } else {
        uint32_t v = from == ut ? in->w[0] : ir_op1(&b, SpvOpBitcast, ut, in->w[0]);
        r = ir_op1(&b, SpvOpConvertUToPtr, in->type, v);
      }
      if (ir_failed(m)) return false;
      ir_replace_all_uses(m, in->id, r);
      ir_remove(m, in);
    }
  }
  return true;
}
