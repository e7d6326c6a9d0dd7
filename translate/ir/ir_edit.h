/* ir_edit.h: control flow that lowerings add in the middle of a block: a
 * block split in two, an if/else around a run-time choice, and loops (CAS
 * retries, locks). The structurizer runs later, so the shapes need no merge
 * instructions.
 *
 * Code is placed by position: an instruction before which new code goes.
 * After a split the position keeps its meaning (it moved to the new block,
 * with everything after it), so helpers nest: a position at the end of one
 * side of an if/else stays at the end of that side whatever is built
 * before it. */
#ifndef SHOAL_IR_EDIT_H
#define SHOAL_IR_EDIT_H

#include "ir.h"

/* Moves `pos` and the instructions after it into a new block placed right
 * after pos's block; the old block is left without a terminator. Phis of
 * the moved terminator's successors then name the new block. */
ir_block *ir_split_before(ir_module *m, ir_inst *pos);
/* A new empty block right after `after`. */
ir_block *ir_new_block_after(ir_module *m, ir_block *after);

/* `if (cond) {...} else {...}` before pos, which moves to the join block.
 * *then_end and *else_end are the branches that end each side: code for a
 * side goes before them. */
void ir_if_else(ir_module *m, ir_inst *pos, uint32_t cond, ir_inst **then_end, ir_inst **else_end);
/* An OpPhi at the top of pos's block choosing `a` where control came from
 * the block that ends with a_end (and `b` likewise). */
uint32_t ir_phi2(ir_module *m, ir_inst *pos, uint32_t type, uint32_t a, const ir_inst *a_end, uint32_t b,
                 const ir_inst *b_end);

/* A loop before pos: control enters a new block (the loop's head), whose
 * code goes before *body_end; ir_loop_close sets the loop's exit
 * condition. pos moves to the block after the loop. *entry_end is the
 * branch into the loop from the block before it. */
void ir_loop(ir_module *m, ir_inst *pos, ir_inst **entry_end, ir_inst **body_end);
/* Ends the body: leave the loop when `done` holds, else go around. */
void ir_loop_close(ir_module *m, const ir_inst *entry_end, ir_inst *body_end, uint32_t done);
/* A phi at the top of the loop's head: `init` on entry; the value around
 * the back edge (defined later in the body) comes with ir_phi_set_back. */
ir_inst *ir_loop_phi(ir_module *m, const ir_inst *entry_end, uint32_t type, uint32_t init);
void ir_phi_set_back(ir_module *m, ir_inst *phi, uint32_t next, const ir_inst *body_end);
#endif
