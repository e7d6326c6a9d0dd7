/* opt_prune.c: after inlining, deletes what the kernel does not use: the
 * types and constants only other kernels needed, and the decorations and
 * names of everything gone. Global variables stay (program-scope
 * variables are laid out for the whole program; emit_module drops the
 * unused ones from the output). The passes after this one look up
 * decorations and replace uses by scanning these lists, so in a module of
 * a hundred kernels each kernel's translation no longer pays for the
 * other ninety-nine. */
#include "passes.h"

bool opt_prune(tr_ctx *c) {
  ir_remove_dead_globals(c->m, 0, true);
  ir_remove_dead_annotations(c->m);
  return !ir_failed(c->m);
}
