/* ir_cfg.h: control-flow graph analyses over a function of the IR. */
#ifndef SHOAL_IR_CFG_H
#define SHOAL_IR_CFG_H

#include "ir.h"

/* Fills succ/pred, reverse post-order, idom/ipdom and dominance intervals
 * of every block of `f`. Blocks unreachable from the entry get rpo -1 and
 * no dominators; blocks that cannot reach an exit get no post-dominator. */
bool ir_cfg_build(ir_module *m, ir_func *f);
/* Does `a` (post-)dominate `b`? Reflexive. Valid after ir_cfg_build. */
bool ir_dominates(const ir_block *a, const ir_block *b);
bool ir_postdominates(const ir_block *a, const ir_block *b);
/* Successor labels of a terminator, deduplicated; returns the count. */
uint32_t ir_succ_labels(const ir_inst *term, uint32_t *out, uint32_t max);
/* Deletes blocks unreachable from the entry and their phi operands. */
void ir_remove_unreachable(ir_module *m, ir_func *f);

#endif
