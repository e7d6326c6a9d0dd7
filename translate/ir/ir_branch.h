/* ir_branch.h: conditional code inside a block, for passes that lower one
 * instruction into code with a branch (an image write guarded by bounds).
 * The CFG comes out unstructured; pass_structurize structures it later. */
#ifndef SHOAL_IR_BRANCH_H
#define SHOAL_IR_BRANCH_H

#include "ir.h"

typedef struct ir_if {
  ir_block *head;  /* ends in the conditional branch */
  ir_block *merge; /* holds what followed the builder's position */
} ir_if;

/* Splits the builder's block at its position: what precedes stays in the
 * head, which branches on `cond` to a new block (where the builder now
 * emits) or to the merge block, which takes the rest of the block (none
 * when the builder is at the end of a block being built: nested ifs). */
ir_if ir_if_begin(ir_builder *b, uint32_t cond);
/* Ends the conditional code (the builder's block branches to the merge
 * block) and moves the builder to the start of the merge block. Returns
 * the block the conditional code ended in, for phis. */
ir_block *ir_if_end(ir_builder *b, const ir_if *s);
/* In the merge block: `then_value` from `then_end`, `else_value` from the
 * head. */
uint32_t ir_if_phi(ir_builder *b, const ir_if *s, ir_block *then_end, uint32_t type, uint32_t then_value,
                   uint32_t else_value);

#endif
