/* lower_structurize.c: turns the kernel's arbitrary reducible CFG into
 * Vulkan's structured control flow, keeping where diverged invocations
 * meet again (so subgroup operations see the same invocations as in the
 * OpenCL program). See docs/structurizer.md for the algorithm and why.
 *
 *  1. One return block; phis become Function variables (re-promoted by the
 *     driver), so blocks can be rearranged freely.
 *  2. Loops (natural loops of back edges; irreducible CFGs are refused) get
 *     a single continue block and a single exit block; an exit block that
 *     leads to several targets dispatches on a selector stored on each exit
 *     edge.
 *  3. Per region (the function, or a loop body with inner loops collapsed to
 *     one node), a statement tree is built from the dominator tree as in
 *     Ramsey's "Beyond Relooper": a block with several predecessors is
 *     placed after a Block statement enclosing its immediate dominator's
 *     code, and branches to it become Br statements.
 *  4. The tree is lowered: If -> OpSelectionMerge, Loop -> OpLoopMerge.
 *     A Br that is not in tail position (code would run between the branch
 *     and its target) stores the target in a selector and the code up to the
 *     target is guarded by "selector == 0" ifs.
 *  5. Values whose definition no longer dominates a use are demoted to
 *     variables; blocks are put in reverse post-order. */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"
#include "passes.h"

typedef struct loop loop;
struct loop {
  ir_block *header, *cont, *exit;
  loop *parent;
  uint32_t depth;     /* nesting depth, outermost 1 */
  uint32_t idx;       /* region number: its position in the loop list + 1 */
  ir_block **mem;     /* blocks whose branches may leave the loop: its own
                       * blocks and its child loops' exit blocks */
  uint32_t nmem, capmem;
  uint32_t exit_var;  /* selector variable when the loop has several exit targets */
  struct stmt *body;  /* statement tree of the body */
};

typedef enum { S_SEQ, S_CODE, S_IF, S_BLOCK, S_LOOP, S_BR, S_BREAK, S_CONTINUE, S_RETURN, S_UNREACHABLE } skind;

typedef struct stmt stmt;
struct stmt {
  skind k;
  ir_block *blk;   /* CODE: the block; BLOCK, BR: the label block */
  loop *lp;        /* LOOP */
  uint32_t cond;   /* IF */
  stmt *a, *b;     /* IF arms; BLOCK/LOOP body in a */
  stmt **items;    /* SEQ */
  uint32_t n, cap;
  bool nontail;    /* BR: code runs between it and its target */
  bool targeted;   /* BLOCK: some non-tail BR jumps to it */
  int depth;       /* BLOCK: number of enclosing BLOCKs + 1 */
  int esc;         /* smallest depth of a BLOCK targeted by a non-tail BR inside; INT_MAX if none */
};

typedef struct sctx {
  tr_ctx *c;
  ir_module *m;
  ir_func *f;
  ir_block **blocks;  /* by index */
  uint32_t nblocks, cap;
  loop **loops;
  uint32_t nloops;
  loop **lp_of;       /* innermost loop of each block index (grows with blocks) */
  loop **hdr_loop;    /* the loop a block heads, by index (find_loops) */
  uint8_t *is_cont;   /* continue blocks, by index */
  ir_block *ret;
  /* lowering */
  ir_block *cur;
  uint32_t *patch;
  uint32_t fwd_var;
  loop *cur_loop;     /* loop whose body is being lowered */
  uint32_t u32;
  stmt **block_stmt;  /* BLOCK statement of each label block (by index) */
} sctx;

#define NO_ESC 0x7fffffff

static uint32_t bidx(const ir_block *b) { return (uint32_t)(uintptr_t)b->aux; }

static void register_block(sctx *s, ir_block *b) {
  if (s->nblocks == s->cap) {
    uint32_t cap = s->cap ? s->cap * 2 : 64;
    ir_block **nb = ir_alloc(s->m, cap * sizeof *nb);
    loop **nl = ir_alloc(s->m, cap * sizeof *nl);
    uint8_t *nc = ir_alloc(s->m, cap);
    if (s->blocks) {
      memcpy(nb, s->blocks, s->nblocks * sizeof *nb);
      memcpy(nl, s->lp_of, s->nblocks * sizeof *nl);
      memcpy(nc, s->is_cont, s->nblocks);
    }
    s->blocks = nb;
    s->lp_of = nl;
    s->is_cont = nc;
    s->cap = cap;
  }
  s->lp_of[s->nblocks] = NULL;
  s->is_cont[s->nblocks] = 0;
  b->aux = (void *)(uintptr_t)s->nblocks;
  s->blocks[s->nblocks++] = b;
}

static ir_block *new_block(sctx *s, ir_block *after) {
  ir_block *b = ir_block_new(s->m, s->f, ir_new_id(s->m));
  ir_func_insert_block_after(s->f, after, b);
  register_block(s, b);
  return b;
}

static void emit_branch(sctx *s, ir_block *from, ir_block *to) {
  ir_builder b = ir_builder_at_end(s->m, from);
  ir_branch(&b, to->label);
}

static uint32_t new_var(sctx *s, uint32_t type) {
  ir_module *m = s->m;
  ir_inst *v = ir_inst_new(m, SpvOpVariable, ir_type_ptr(m, SpvStorageClassFunction, type), ir_new_id(m), 0);
  ir_push(m, v, SpvStorageClassFunction, false);
  /* placed in a block of its own; moved to the entry block at the end */
  ir_block_insert(s->f->first, s->f->first->insts.first, v);
  return v->id;
}

/* ---- 1. preparation ------------------------------------------------------ */

static void strip_merges(sctx *s) {
  IR_FOR_BLOCK(b, s->f) {
    IR_FOR_INST(in, &b->insts)
    if (in->op == SpvOpSelectionMerge || in->op == SpvOpLoopMerge) ir_remove(s->m, in);
  }
}

static void unify_returns(sctx *s) {
  ir_module *m = s->m;
  ir_block *ret = ir_block_new(m, s->f, ir_new_id(m));
  ir_func_append_block(s->f, ret);
  ir_builder rb = ir_builder_at_end(m, ret);
  ir_emit(&rb, SpvOpReturn, 0, false, 0, NULL);
  IR_FOR_BLOCK(b, s->f) {
    if (b == ret) continue;
    ir_inst *t = ir_terminator(b);
    if (t && (t->op == SpvOpReturn || t->op == SpvOpUnreachable)) {
      ir_remove(m, t);
      emit_branch(s, b, ret);
    }
  }
  s->ret = ret;
}

/* Each phi becomes a variable: stores at the end of each predecessor, a
 * load (reusing the phi's id) where the phi was. Loads of all phis of a
 * block happen before any store of the next iteration, so swaps between
 * phis keep their meaning. */
static void demote_phis(sctx *s) {
  ir_module *m = s->m;
  IR_FOR_BLOCK(b, s->f) {
    ir_inst *in = b->insts.first;
    while (in && in->op == SpvOpPhi) {
      ir_inst *next = in->next;
      uint32_t var = new_var(s, in->type);
      for (uint32_t i = 0; i + 1 < in->n; i += 2) {
        ir_block *p = ir_def_block(m, in->w[i + 1]);
        if (!p) continue;
        ir_builder pb = ir_builder_before(m, ir_terminator(p));
        uint32_t ops[2] = {var, in->w[i]};
        ir_emit(&pb, SpvOpStore, 0, false, 2, ops);
      }
      in->op = SpvOpLoad;
      in->n = 0;
      ir_push(m, in, var, true);
      in = next;
    }
  }
  /* loads of former phis must follow any remaining phis: there are none */
}

/* ---- 2. loops ------------------------------------------------------------ */

static void redirect(ir_inst *term, uint32_t from, uint32_t to) {
  for (uint32_t i = 0; i < term->n; i++)
    if (term->isid[i] && term->w[i] == from && !(term->op == SpvOpSwitch && i == 0) &&
        !(term->op == SpvOpBranchConditional && i == 0))
      term->w[i] = to;
}

static void mem_add(sctx *s, loop *lp, ir_block *b) {
  lp->mem = ir_grow(s->m, lp->mem, lp->nmem, &lp->capmem, sizeof *lp->mem, 8);
  lp->mem[lp->nmem++] = b;
}

/* The outermost loop found so far that contains block b (NULL: none). */
static loop *outermost(sctx *s, ir_block *b) {
  loop *l = s->lp_of[bidx(b)];
  while (l && l->parent) l = l->parent;
  return l;
}

/* Natural loops, found as LLVM's LoopInfo does: headers are taken in
 * decreasing reverse post-order (an inner header comes after the outer
 * one), and each loop is the set of blocks reaching a back edge's source
 * without passing its header; blocks already in an inner loop stand for
 * that whole loop, whose header is followed instead. Each block is
 * visited once per loop level it belongs to, and memory is linear: the
 * innermost loop of every block, not a membership set per loop. */
static bool find_loops(sctx *s) {
  ir_module *m = s->m;
  ir_func *f = s->f;
  if (!ir_cfg_build(m, f)) return false;
  s->nblocks = 0;
  IR_FOR_BLOCK(b, f) register_block(s, b);
  uint32_t nb = s->nblocks;
  s->hdr_loop = ir_alloc(m, (nb + 1) * sizeof *s->hdr_loop);
  loop **loops = ir_alloc(m, (nb + 1) * sizeof *loops);
  uint32_t nl = 0;
  for (uint32_t i = 0; i < f->nrpo; i++) {
    ir_block *u = f->rpo[i];
    for (uint32_t k = 0; k < u->nsucc; k++) {
      ir_block *h = u->succ[k];
      if (h->rpo > u->rpo) continue;
      if (!ir_dominates(h, u))
        return ir_error(m, "irreducible control flow: the edge %s -> %s enters a loop other than through its header; restructure the kernel (e.g. avoid goto into loops)",
                        ir_id_str(m, u->label), ir_id_str(m, h->label));
      if (!s->hdr_loop[bidx(h)]) {
        loop *lp = ir_alloc(m, sizeof *lp);
        lp->header = h;
        s->hdr_loop[bidx(h)] = lp;
        nl++;
      }
    }
  }
  ir_block **stack = malloc((nb + 1) * sizeof *stack);
  uint32_t *pushed = calloc(nb + 1, sizeof *pushed); /* loop number + 1 that pushed a block */
  if (!stack || !pushed) {
    free(stack), free(pushed);
    return ir_error(m, "out of memory finding loops");
  }
  uint32_t at = 0;
  for (int32_t i = (int32_t)f->nrpo - 1; i >= 0; i--) {
    ir_block *h = f->rpo[i];
    loop *lp = s->hdr_loop[bidx(h)];
    if (!lp) continue;
    loops[at++] = lp;
    s->lp_of[bidx(h)] = lp;
    uint32_t sp = 0;
    pushed[bidx(h)] = at;
    for (uint32_t q = 0; q < h->npred; q++) {
      ir_block *p = h->pred[q];
      if (p->rpo >= 0 && ir_dominates(h, p) && pushed[bidx(p)] != at) {
        pushed[bidx(p)] = at;
        stack[sp++] = p;
      }
    }
    while (sp) {
      ir_block *v = stack[--sp];
      loop *in = outermost(s, v);
      if (in == lp) continue;
      if (in) {
        in->parent = lp; /* a nested loop: continue from its header */
        v = in->header;
      } else {
        s->lp_of[bidx(v)] = lp;
      }
      for (uint32_t q = 0; q < v->npred; q++) {
        ir_block *p = v->pred[q];
        if (p->rpo < 0 || pushed[bidx(p)] == at || (in && outermost(s, p) == lp)) continue;
        pushed[bidx(p)] = at; /* once per loop, so the stack holds at most nb */
        stack[sp++] = p;
      }
    }
  }
  free(stack), free(pushed);
  /* depths (parents come later in `loops`), then the member lists */
  for (int32_t i = (int32_t)nl - 1; i >= 0; i--)
    loops[i]->depth = loops[i]->parent ? loops[i]->parent->depth + 1 : 1;
  for (uint32_t i = 0; i < nb; i++)
    if (s->lp_of[i] && s->blocks[i]->rpo >= 0) mem_add(s, s->lp_of[i], s->blocks[i]);
  s->loops = loops;
  s->nloops = nl;
  return true;
}

/* b belongs to lp and (as the new innermost loop) to its parents. */
static void add_to_loops(sctx *s, loop *lp, ir_block *b) { s->lp_of[bidx(b)] = lp; }

static bool in_loop(sctx *s, const loop *lp, const ir_block *b) {
  loop *l = s->lp_of[bidx(b)];
  while (l && l->depth > lp->depth) l = l->parent;
  return l == lp;
}

static void normalize_loop(sctx *s, loop *lp) {
  ir_module *m = s->m;
  ir_block *h = lp->header;
  /* single continue block */
  ir_block *c = new_block(s, h);
  add_to_loops(s, lp, c);
  s->is_cont[bidx(c)] = 1;
  emit_branch(s, c, h);
  lp->cont = c;
  /* only the loop's own blocks and its children's exit blocks can branch
   * to the header or out of the loop: inner loops are normalized first */
  ir_block **members = lp->mem;
  uint32_t nm = lp->nmem;
  for (uint32_t i = 0; i < nm; i++) {
    ir_inst *t = ir_terminator(members[i]);
    if (t) redirect(t, h->label, c->label);
  }
  /* exit targets, in a stable order; each target's number in hdr_loop's
   * place would clash, so a linear search over the (few) targets */
  ir_block **targets = malloc((nm * 2 + 1) * sizeof *targets);
  if (!targets) {
    ir_error(m, "out of memory normalizing loops");
    return;
  }
  uint32_t nt = 0;
  for (uint32_t i = 0; i < nm; i++) {
    uint32_t labels[256];
    uint32_t ns = ir_succ_labels(ir_terminator(members[i]), labels, 256);
    for (uint32_t k = 0; k < ns; k++) {
      ir_block *t = ir_def_block(m, labels[k]);
      if (in_loop(s, lp, t)) continue;
      bool seen = false;
      for (uint32_t q = 0; q < nt && !seen; q++) seen = targets[q] == t;
      if (!seen && nt < nm * 2 + 1) targets[nt++] = t;
    }
  }
  ir_block *e = new_block(s, s->f->last);
  add_to_loops(s, lp->parent, e);
  if (lp->parent) mem_add(s, lp->parent, e);
  lp->exit = e;
  if (nt == 0) {
    /* the loop never exits (or only through returns that were unified) */
    ir_builder eb = ir_builder_at_end(m, e);
    ir_emit(&eb, SpvOpUnreachable, 0, false, 0, NULL);
    free(targets);
    return;
  }
  if (nt == 1) {
    for (uint32_t i = 0; i < nm; i++) redirect(ir_terminator(members[i]), targets[0]->label, e->label);
    emit_branch(s, e, targets[0]);
    free(targets);
    return;
  }
  /* several targets: split each exit edge to record which one was taken */
  lp->exit_var = new_var(s, s->u32);
  for (uint32_t i = 0; i < nm; i++) {
    ir_inst *t = ir_terminator(members[i]);
    for (uint32_t q = 0; q < nt; q++) {
      bool uses = false;
      for (uint32_t w = 0; w < t->n; w++) uses |= t->isid[w] && t->w[w] == targets[q]->label;
      if (!uses) continue;
      ir_block *edge = new_block(s, members[i]);
      add_to_loops(s, lp, edge);
      ir_builder eb = ir_builder_at_end(m, edge);
      uint32_t ops[2] = {lp->exit_var, ir_const_u32(m, q)};
      ir_emit(&eb, SpvOpStore, 0, false, 2, ops);
      ir_branch(&eb, e->label);
      redirect(t, targets[q]->label, edge->label);
    }
  }
  ir_builder eb = ir_builder_at_end(m, e);
  uint32_t sel = ir_op1(&eb, SpvOpLoad, s->u32, lp->exit_var);
  ir_inst *sw = ir_emit(&eb, SpvOpSwitch, 0, false, 2, (uint32_t[]){sel, targets[0]->label});
  for (uint32_t q = 1; q < nt; q++) {
    ir_push(m, sw, q, false);
    ir_push(m, sw, targets[q]->label, true);
  }
  free(targets);
}


/* ---- 3. statement trees --------------------------------------------------- */

static stmt *mk(sctx *s, skind k) {
  stmt *st = ir_alloc(s->m, sizeof *st);
  st->k = k;
  st->esc = NO_ESC;
  return st;
}

static void seq_add(sctx *s, stmt *seq, stmt *item) {
  seq->items = ir_grow(s->m, seq->items, seq->n, &seq->cap, sizeof *seq->items, 4);
  seq->items[seq->n++] = item;
}

static stmt *seq_in(sctx *s, stmt *seq, skind k) {
  stmt *st = mk(s, k);
  seq_add(s, seq, st);
  return st;
}

/* Scratch arrays by block index, shared by the regions (each region
 * clears what it set), so memory stays linear in the number of blocks. */
typedef struct region {
  loop *lp;               /* NULL: the function body */
  uint32_t *npred;        /* distinct region predecessors per block index */
  ir_block ***children;   /* merge children per block index */
  uint32_t *nchildren;
} region;

/* The node of region r that contains block b: b, or the header of the
 * child loop of r that contains it. */
static ir_block *collapse(sctx *s, const region *r, ir_block *b) {
  loop *lp = s->lp_of[bidx(b)];
  if (lp == r->lp) return b;
  while (lp && lp->parent != r->lp) lp = lp->parent;
  return lp ? lp->header : b;
}

static bool is_child_loop_header(sctx *s, const region *r, ir_block *b) {
  loop *lp = s->lp_of[bidx(b)];
  return lp && lp != r->lp && lp->header == b && lp->parent == r->lp;
}

/* Region successors of node x. */
static uint32_t region_succs(sctx *s, const region *r, ir_block *x, ir_block **out) {
  if (is_child_loop_header(s, r, x)) {
    out[0] = s->lp_of[bidx(x)]->exit;
    return 1;
  }
  uint32_t labels[256];
  uint32_t n = ir_succ_labels(ir_terminator(x), labels, 256), k = 0;
  for (uint32_t i = 0; i < n; i++) {
    ir_block *t = ir_def_block(s->m, labels[i]);
    if (r->lp && (t == r->lp->cont || t == r->lp->exit)) continue;
    ir_block *y = collapse(s, r, t);
    bool dup = false;
    for (uint32_t q = 0; q < k; q++) dup |= out[q] == y;
    if (!dup) out[k++] = y;
  }
  return k;
}

/* Pending work of the tree construction, on an explicit stack so that the
 * depth of the CFG (a chain of blocks, nested ifs) never becomes depth of
 * the C stack. Every task appends statements to `dest` in order; a
 * sequence has at most one pending task at a time (the one that continues
 * it), so the order of tasks for different sequences does not matter. */
typedef enum { T_WITHIN, T_BRANCH } tkind;
typedef struct task {
  tkind k;
  ir_block *x;      /* WITHIN: the node; BRANCH: the branch target */
  ir_block **ys;    /* WITHIN: merge children still to place, n of them */
  uint32_t n;
  stmt *dest;
} task;

typedef struct tstack {
  task *t;
  uint32_t n, cap;
  bool oom;
} tstack;

static void tpush(tstack *ts, task t) {
  if (ts->n == ts->cap) {
    uint32_t cap = ts->cap ? ts->cap * 2 : 64;
    task *nt = realloc(ts->t, cap * sizeof *nt);
    if (!nt) {
      ts->oom = true;
      return;
    }
    ts->t = nt;
    ts->cap = cap;
  }
  ts->t[ts->n++] = t;
}

static void push_within(tstack *ts, const region *r, ir_block *x, stmt *dest) {
  uint32_t i = bidx(x);
  tpush(ts, (task){T_WITHIN, x, r->children[i], r->nchildren[i], dest});
}

static void do_branch(sctx *s, tstack *ts, region *r, ir_block *t, stmt *dest) {
  if (r->lp && t == r->lp->cont) {
    seq_in(s, dest, S_CONTINUE);
    return;
  }
  if (r->lp && t == r->lp->exit) {
    seq_in(s, dest, S_BREAK);
    return;
  }
  ir_block *y = collapse(s, r, t);
  if (r->npred[bidx(y)] >= 2) {
    seq_in(s, dest, S_BR)->blk = y;
    return;
  }
  push_within(ts, r, y, dest);
}

static void branch_task(tstack *ts, ir_block *t, stmt *dest) { tpush(ts, (task){T_BRANCH, t, NULL, 0, dest}); }

/* x's own code followed by its terminator as statements. */
static void node_code(sctx *s, tstack *ts, region *r, ir_block *x, stmt *seq) {
  ir_module *m = s->m;
  if (is_child_loop_header(s, r, x)) {
    stmt *l = seq_in(s, seq, S_LOOP);
    l->lp = s->lp_of[bidx(x)];
    branch_task(ts, l->lp->exit, seq);
    return;
  }
  seq_in(s, seq, S_CODE)->blk = x;
  ir_inst *t = ir_terminator(x);
  if (!t) {
    ir_error(m, "block %s has no terminator", ir_id_str(m, x->label));
    return;
  }
  switch (t->op) {
  case SpvOpReturn: seq_in(s, seq, S_RETURN); break;
  case SpvOpUnreachable: seq_in(s, seq, S_UNREACHABLE); break;
  case SpvOpBranch: branch_task(ts, ir_def_block(m, t->w[0]), seq); break;
  case SpvOpBranchConditional: {
    ir_block *tb = ir_def_block(m, t->w[1]), *fb = ir_def_block(m, t->w[2]);
    if (tb == fb) {
      branch_task(ts, tb, seq);
      break;
    }
    stmt *iff = seq_in(s, seq, S_IF);
    iff->cond = t->w[0];
    iff->a = mk(s, S_SEQ);
    iff->b = mk(s, S_SEQ);
    branch_task(ts, fb, iff->b);
    branch_task(ts, tb, iff->a);
    break;
  }
  case SpvOpSwitch: {
    /* a chain of ifs, one per distinct target; the default last */
    ir_builder b = ir_builder_before(m, t);
    uint32_t sel = t->w[0];
    uint32_t st = ir_type_of(m, sel);
    uint32_t lw = ir_bit_width(m, st) > 32 ? 2 : 1;
    uint32_t bt = ir_type_bool(m);
    ir_block *def = ir_def_block(m, t->w[1]);
    stmt *hole = seq;
    ir_block *done[256];
    uint32_t ndone = 0;
    for (uint32_t i = 2; i + lw < t->n; i += lw + 1) {
      ir_block *tgt = ir_def_block(m, t->w[i + lw]);
      if (tgt == def) continue;
      bool seen = false;
      for (uint32_t q = 0; q < ndone; q++) seen |= done[q] == tgt;
      if (seen || ndone >= 256) continue;
      done[ndone++] = tgt;
      uint32_t cond = 0;
      for (uint32_t j = 2; j + lw < t->n; j += lw + 1) {
        if (t->w[j + lw] != tgt->label) continue;
        uint64_t v = t->w[j];
        if (lw == 2) v |= (uint64_t)t->w[j + 1] << 32;
        uint32_t eq = ir_op2(&b, SpvOpIEqual, bt, sel, ir_const(m, st, v));
        cond = cond ? ir_op2(&b, SpvOpLogicalOr, bt, cond, eq) : eq;
      }
      stmt *iff = seq_in(s, hole, S_IF);
      iff->cond = cond;
      iff->a = mk(s, S_SEQ);
      iff->b = mk(s, S_SEQ);
      branch_task(ts, tgt, iff->a);
      hole = iff->b;
    }
    branch_task(ts, def, hole);
    break;
  }
  default: ir_error(m, "unexpected terminator %s", ir_op_str(t->op)); break;
  }
}

/* nodeWithin of Ramsey's algorithm: merge children ys[0..n) sorted by
 * descending rpo; the first becomes the outermost Block, whose body is x
 * within the remaining children, followed by ys[0]'s own tree. */
static void node_within(sctx *s, tstack *ts, region *r, const task *t) {
  if (t->n == 0) {
    node_code(s, ts, r, t->x, t->dest);
    return;
  }
  stmt *blk = seq_in(s, t->dest, S_BLOCK);
  ir_block *y = t->ys[0];
  blk->blk = y;
  s->block_stmt[bidx(y)] = blk;
  blk->a = mk(s, S_SEQ);
  task inner = {T_WITHIN, t->x, t->ys + 1, t->n - 1, blk->a};
  push_within(ts, r, y, t->dest);
  tpush(ts, inner);
}

static int by_rpo_desc(const void *a, const void *b) {
  const ir_block *x = *(ir_block *const *)a, *y = *(ir_block *const *)b;
  return x->rpo > y->rpo ? -1 : x->rpo < y->rpo;
}

/* The statement tree of a region whose nodes are nodes[0..nn). */
static stmt *build_region(sctx *s, region *r, ir_block *entry, ir_block **nodes, uint32_t nn) {
  ir_module *m = s->m;
  ir_block **succ = ir_alloc(m, 257 * sizeof *succ);
  for (uint32_t i = 0; i < nn; i++) {
    uint32_t ns = region_succs(s, r, nodes[i], succ);
    for (uint32_t k = 0; k < ns; k++) r->npred[bidx(succ[k])]++;
  }
  /* merge children of each node, by the dominator tree */
  ir_block **pool = ir_alloc(m, (nn + 1) * sizeof *pool), **at = pool;
  for (uint32_t i = 0; i < nn; i++) {
    ir_block *y = nodes[i];
    if (y == entry || r->npred[bidx(y)] < 2) continue;
    r->nchildren[bidx(collapse(s, r, y->idom))]++;
  }
  for (uint32_t i = 0; i < nn; i++) {
    uint32_t x = bidx(nodes[i]);
    r->children[x] = at;
    at += r->nchildren[x];
    r->nchildren[x] = 0;
  }
  for (uint32_t i = 0; i < nn; i++) {
    ir_block *y = nodes[i];
    if (y == entry || r->npred[bidx(y)] < 2) continue;
    uint32_t d = bidx(collapse(s, r, y->idom));
    r->children[d][r->nchildren[d]++] = y;
  }
  for (uint32_t i = 0; i < nn; i++) {
    uint32_t x = bidx(nodes[i]);
    if (r->nchildren[x] > 1) qsort(r->children[x], r->nchildren[x], sizeof(ir_block *), by_rpo_desc);
  }
  stmt *top = mk(s, S_SEQ);
  tstack ts = {0};
  push_within(&ts, r, entry, top);
  while (ts.n && !ts.oom && !ir_failed(m)) {
    task t = ts.t[--ts.n];
    if (t.k == T_WITHIN) node_within(s, &ts, r, &t);
    else do_branch(s, &ts, r, t.x, t.dest);
  }
  free(ts.t);
  if (ts.oom) ir_error(m, "out of memory structurizing control flow");
  for (uint32_t i = 0; i < nn; i++) {
    uint32_t x = bidx(nodes[i]);
    r->npred[x] = r->nchildren[x] = 0;
    r->children[x] = NULL;
  }
  return top;
}


/* ---- tail positions and escapes ------------------------------------------ */

/* Both walks use an explicit stack: statement trees nest as deep as the
 * kernel's if/else chains. */
typedef struct wframe {
  stmt *st;
  ir_block *tail;
  int depth;
  bool post;
} wframe;

typedef struct wstack {
  wframe *f;
  uint32_t n, cap;
  bool oom;
} wstack;

static void wpush(wstack *ws, wframe f) {
  if (!f.st) return;
  if (ws->n == ws->cap) {
    uint32_t cap = ws->cap ? ws->cap * 2 : 64;
    wframe *nf = realloc(ws->f, cap * sizeof *nf);
    if (!nf) {
      ws->oom = true;
      return;
    }
    ws->f = nf;
    ws->cap = cap;
  }
  ws->f[ws->n++] = f;
}

/* Which Br statements are not in tail position (code runs between them
 * and their target), and the depth of each Block. */
static bool mark(stmt *root) {
  wstack ws = {0};
  wpush(&ws, (wframe){root, NULL, 0, false});
  while (ws.n && !ws.oom) {
    wframe w = ws.f[--ws.n];
    stmt *st = w.st;
    switch (st->k) {
    case S_SEQ:
      for (uint32_t i = 0; i < st->n; i++)
        wpush(&ws, (wframe){st->items[i], i + 1 == st->n ? w.tail : NULL, w.depth, false});
      break;
    case S_IF:
      wpush(&ws, (wframe){st->a, w.tail, w.depth, false});
      wpush(&ws, (wframe){st->b, w.tail, w.depth, false});
      break;
    case S_BLOCK:
      st->depth = w.depth + 1;
      wpush(&ws, (wframe){st->a, st->blk, w.depth + 1, false});
      break;
    case S_LOOP: break; /* its body is its own region, marked on its own */
    case S_BR: st->nontail = st->blk != w.tail; break;
    default: break;
    }
  }
  free(ws.f);
  return !ws.oom;
}

static int esc_of(const stmt *st) { return st ? st->esc : NO_ESC; }

/* st->esc: the smallest depth of a Block that a non-tail Br inside st
 * jumps to (children first, so a post-order walk). */
static bool escapes(sctx *s, stmt *root) {
  wstack ws = {0};
  wpush(&ws, (wframe){root, NULL, 0, false});
  while (ws.n && !ws.oom) {
    wframe w = ws.f[--ws.n];
    stmt *st = w.st;
    if (!w.post && (st->k == S_SEQ || st->k == S_IF || st->k == S_BLOCK)) {
      wpush(&ws, (wframe){st, NULL, 0, true});
      if (st->k == S_SEQ)
        for (uint32_t i = 0; i < st->n; i++) wpush(&ws, (wframe){st->items[i], NULL, 0, false});
      else {
        wpush(&ws, (wframe){st->a, NULL, 0, false});
        wpush(&ws, (wframe){st->b, NULL, 0, false});
      }
      continue;
    }
    int e = NO_ESC;
    switch (st->k) {
    case S_SEQ:
      for (uint32_t i = 0; i < st->n; i++)
        if (st->items[i]->esc < e) e = st->items[i]->esc;
      break;
    case S_IF: {
      int x = esc_of(st->a), y = esc_of(st->b);
      e = x < y ? x : y;
      break;
    }
    case S_BLOCK: {
      /* jumps to this Block's own label (depth == st->depth) end here */
      int x = esc_of(st->a);
      e = x < st->depth ? x : NO_ESC;
      break;
    }
    case S_BR:
      if (st->nontail) {
        stmt *target = s->block_stmt[bidx(st->blk)];
        if (target) {
          e = target->depth;
          target->targeted = true;
        }
      }
      break;
    default: break;
    }
    st->esc = e;
  }
  free(ws.f);
  return !ws.oom;
}

/* ---- 4. lowering ---------------------------------------------------------- */

static void open_at(sctx *s, ir_block *b) {
  if (s->cur == b) return;
  if (s->patch) {
    *s->patch = b->label;
    s->patch = NULL;
  } else if (s->cur) {
    emit_branch(s, s->cur, b);
  }
  s->cur = b;
}

static void ensure_open(sctx *s) {
  if (s->cur) return;
  ir_block *b = new_block(s, s->f->last);
  if (s->patch) {
    *s->patch = b->label;
    s->patch = NULL;
  }
  s->cur = b;
}

static uint32_t fwd_var(sctx *s) {
  if (!s->fwd_var) {
    s->fwd_var = new_var(s, s->u32);
    ir_block *entry = s->f->first;
    ir_inst *pos = ir_first_non_phi(entry);
    while (pos && pos->op == SpvOpVariable) pos = pos->next;
    ir_builder b = pos ? ir_builder_before(s->m, pos) : ir_builder_at_end(s->m, entry);
    uint32_t ops[2] = {s->fwd_var, ir_const_u32(s->m, 0)};
    ir_emit(&b, SpvOpStore, 0, false, 2, ops);
  }
  return s->fwd_var;
}

/* Lowering runs on an explicit stack of frames, one per statement being
 * lowered that has parts still to come (the rest of a sequence, the arms
 * of an if, the end of a Block or loop). */
typedef enum { F_SEQ, F_IF, F_BLOCK, F_LOOP } fkind;
typedef struct lframe {
  fkind k;
  stmt *st;          /* SEQ, BLOCK */
  int depth;
  uint32_t i;        /* SEQ: next item; IF: next arm */
  bool active;       /* IF: arm i-1 is being lowered */
  stmt *arms[2];     /* IF */
  ir_block *merge;   /* IF */
  ir_inst *br;       /* IF: the header's conditional branch */
  loop *lp, *outer;  /* LOOP */
} lframe;

typedef struct lstack {
  lframe *f;
  uint32_t n, cap;
  bool oom;
} lstack;

static lframe *lpush(lstack *ls, lframe f) {
  if (ls->n == ls->cap) {
    uint32_t cap = ls->cap ? ls->cap * 2 : 64;
    lframe *nf = realloc(ls->f, cap * sizeof *nf);
    if (!nf) {
      ls->oom = true;
      return NULL;
    }
    ls->f = nf;
    ls->cap = cap;
  }
  ls->f[ls->n] = f;
  return &ls->f[ls->n++];
}

static void lower_stmt(sctx *s, lstack *ls, stmt *st, int depth);

/* if (cond) { then } with the else arm empty (or both given): the header
 * and merge now, the arms as the frame is stepped. */
static void begin_if(sctx *s, lstack *ls, uint32_t cond, stmt *then_s, stmt *else_s, int depth) {
  ir_module *m = s->m;
  ensure_open(s);
  ir_block *h = s->cur;
  ir_block *merge = new_block(s, s->f->last);
  ir_builder b = ir_builder_at_end(m, h);
  ir_inst *sm = ir_emit(&b, SpvOpSelectionMerge, 0, false, 1, &merge->label);
  ir_push(m, sm, SpvSelectionControlMaskNone, false);
  ir_inst *br = ir_emit(&b, SpvOpBranchConditional, 0, false, 3,
                        (uint32_t[]){cond, merge->label, merge->label});
  lpush(ls, (lframe){.k = F_IF, .depth = depth, .arms = {then_s, else_s}, .merge = merge, .br = br});
}

static void step_if(sctx *s, lstack *ls) {
  lframe *f = &ls->f[ls->n - 1];
  if (f->active) {
    f->active = false;
    if (s->patch) { /* the arm emitted nothing: branch straight to the merge */
      *s->patch = f->merge->label;
      s->patch = NULL;
    } else if (s->cur) {
      emit_branch(s, s->cur, f->merge);
    }
  }
  while (f->i < 2 && !f->arms[f->i]) f->i++;
  if (f->i == 2) {
    s->cur = f->merge;
    s->patch = NULL;
    ls->n--;
    return;
  }
  s->cur = NULL;
  s->patch = &f->br->w[1 + f->i];
  f->active = true;
  stmt *arm = f->arms[f->i++];
  lower_stmt(s, ls, arm, f->depth);
}

/* The rest of a sequence runs only when no forward jump is pending. */
static void begin_guarded(sctx *s, lstack *ls, stmt *seq, uint32_t from, int depth) {
  ir_module *m = s->m;
  ensure_open(s);
  ir_builder b = ir_builder_at_end(m, s->cur);
  uint32_t v = ir_op1(&b, SpvOpLoad, s->u32, fwd_var(s));
  uint32_t cond = ir_op2(&b, SpvOpIEqual, ir_type_bool(m), v, ir_const_u32(m, 0));
  stmt *rest = mk(s, S_SEQ); /* a view of the sequence's tail, not a copy */
  rest->items = seq->items + from;
  rest->n = rest->cap = seq->n - from;
  int e = NO_ESC;
  for (uint32_t i = 0; i < rest->n; i++)
    if (rest->items[i]->esc < e) e = rest->items[i]->esc;
  rest->esc = e;
  begin_if(s, ls, cond, rest, NULL, depth);
}

static void step_seq(sctx *s, lstack *ls) {
  lframe *f = &ls->f[ls->n - 1];
  stmt *seq = f->st;
  int depth = f->depth;
  uint32_t i = f->i;
  if (i > 0 && i < seq->n && seq->items[i - 1]->esc <= depth) {
    ls->n--;
    begin_guarded(s, ls, seq, i, depth);
    return;
  }
  if (i == seq->n) {
    ls->n--;
    return;
  }
  f->i++;
  lower_stmt(s, ls, seq->items[i], depth);
}

static void begin_loop(sctx *s, lstack *ls, loop *lp) {
  ir_module *m = s->m;
  ir_block *lh = new_block(s, s->f->last);
  open_at(s, lh);
  ir_builder b = ir_builder_at_end(m, lh);
  ir_inst *lm = ir_emit(&b, SpvOpLoopMerge, 0, false, 2, (uint32_t[]){lp->exit->label, lp->cont->label});
  ir_push(m, lm, SpvLoopControlMaskNone, false);
  ir_inst *br = ir_emit(&b, SpvOpBranch, 0, false, 1, &lp->header->label);
  /* the continue block goes back to the new header */
  ir_inst *ct = ir_terminator(lp->cont);
  ct->w[0] = lh->label;
  if (!lpush(ls, (lframe){.k = F_LOOP, .lp = lp, .outer = s->cur_loop})) return;
  s->cur_loop = lp;
  s->cur = NULL;
  s->patch = &br->w[0];
  lower_stmt(s, ls, lp->body, 0);
}

static void end_loop(sctx *s, lstack *ls) {
  lframe *f = &ls->f[--ls->n];
  if (s->cur) {
    ir_builder eb = ir_builder_at_end(s->m, s->cur);
    ir_emit(&eb, SpvOpUnreachable, 0, false, 0, NULL);
  }
  s->cur_loop = f->outer;
  s->cur = f->lp->exit;
  s->patch = NULL;
}

static void end_block(sctx *s, lstack *ls) {
  ir_module *m = s->m;
  stmt *st = ls->f[--ls->n].st;
  /* a jump to this label is no longer pending once here */
  if (st->targeted) {
    ensure_open(s);
    ir_builder b = ir_builder_at_end(m, s->cur);
    uint32_t v = ir_op1(&b, SpvOpLoad, s->u32, fwd_var(s));
    uint32_t bt = ir_type_bool(m);
    uint32_t here = ir_op2(&b, SpvOpIEqual, bt, v, ir_const_u32(m, st->blk->label));
    uint32_t nv = ir_op3(&b, SpvOpSelect, s->u32, here, ir_const_u32(m, 0), v);
    uint32_t ops[2] = {fwd_var(s), nv};
    ir_emit(&b, SpvOpStore, 0, false, 2, ops);
  }
}

/* Lowers a leaf now; a compound statement pushes its frame. */
static void lower_stmt(sctx *s, lstack *ls, stmt *st, int depth) {
  ir_module *m = s->m;
  if (!st || ir_failed(m)) return;
  switch (st->k) {
  case S_SEQ: lpush(ls, (lframe){.k = F_SEQ, .st = st, .depth = depth}); break;
  case S_CODE: open_at(s, st->blk); break;
  case S_IF: begin_if(s, ls, st->cond, st->a, st->b, depth); break;
  case S_BLOCK:
    if (lpush(ls, (lframe){.k = F_BLOCK, .st = st, .depth = depth})) lower_stmt(s, ls, st->a, st->depth);
    break;
  case S_LOOP: begin_loop(s, ls, st->lp); break;
  case S_BR:
    if (st->nontail) {
      ensure_open(s);
      ir_builder b = ir_builder_at_end(m, s->cur);
      uint32_t ops[2] = {fwd_var(s), ir_const_u32(m, st->blk->label)};
      ir_emit(&b, SpvOpStore, 0, false, 2, ops);
    }
    break;
  case S_BREAK:
  case S_CONTINUE: {
    loop *lp = s->cur_loop;
    if (!lp) {
      ir_error(m, "internal: break or continue outside a loop");
      return;
    }
    ensure_open(s);
    emit_branch(s, s->cur, st->k == S_BREAK ? lp->exit : lp->cont);
    s->cur = NULL;
    break;
  }
  case S_RETURN:
  case S_UNREACHABLE: {
    ensure_open(s);
    ir_builder b = ir_builder_at_end(m, s->cur);
    ir_emit(&b, st->k == S_RETURN ? SpvOpReturn : SpvOpUnreachable, 0, false, 0, NULL);
    s->cur = NULL;
    break;
  }
  }
}

static void lower(sctx *s, stmt *root) {
  lstack ls = {0};
  lower_stmt(s, &ls, root, 0);
  while (ls.n && !ls.oom && !ir_failed(s->m)) {
    switch (ls.f[ls.n - 1].k) {
    case F_SEQ: step_seq(s, &ls); break;
    case F_IF: step_if(s, &ls); break;
    case F_BLOCK: end_block(s, &ls); break;
    case F_LOOP: end_loop(s, &ls); break;
    }
  }
  free(ls.f);
  if (ls.oom) ir_error(s->m, "out of memory structurizing control flow");
}


/* ---- 5. repairs ------------------------------------------------------------ */

static void reorder_blocks(sctx *s) {
  ir_func *f = s->f;
  ir_cfg_build(s->m, f);
  ir_block **unreach = ir_alloc(s->m, (f->nblocks + 1) * sizeof *unreach);
  uint32_t nu = 0;
  IR_FOR_BLOCK(b, f) if (b->rpo < 0) unreach[nu++] = b;
  ir_block **order = ir_alloc(s->m, (f->nrpo + 1) * sizeof *order);
  for (uint32_t i = 0; i < f->nrpo; i++) order[i] = f->rpo[i];
  uint32_t nr = f->nrpo;
  f->first = f->last = NULL;
  f->nblocks = 0;
  for (uint32_t i = 0; i < nr; i++) ir_func_append_block(f, order[i]);
  for (uint32_t i = 0; i < nu; i++) ir_func_append_block(f, unreach[i]);
  ir_cfg_build(s->m, f);
}

/* Access chains and address conversions are re-created next to a use
 * rather than stored: pointers cannot live in variables. */
static bool rematerializable(const ir_inst *in) {
  return in->op == SpvOpAccessChain || in->op == SpvOpInBoundsAccessChain;
}

static uint32_t demote_var(sctx *s, uint32_t *vars, ir_inst *def) {
  ir_module *m = s->m;
  if (vars[def->id]) return vars[def->id];
  uint32_t var = new_var(s, def->type);
  vars[def->id] = var;
  ir_inst *pos = def->next;
  while (pos && pos->op == SpvOpPhi) pos = pos->next;
  ir_builder b = pos ? ir_builder_before(m, pos) : ir_builder_at_end(m, def->block);
  uint32_t ops[2] = {var, def->id};
  ir_emit(&b, SpvOpStore, 0, false, 2, ops);
  return var;
}

static void fix_operand(sctx *s, uint32_t *vars, ir_inst *use, uint32_t i);

static uint32_t value_at(sctx *s, uint32_t *vars, ir_inst *def, ir_inst *use) {
  ir_module *m = s->m;
  ir_builder b = ir_builder_before(m, use);
  if (rematerializable(def)) {
    ir_inst *c = ir_inst_new(m, def->op, def->type, ir_new_id(m), 0);
    for (uint32_t i = 0; i < def->n; i++) ir_push(m, c, def->w[i], def->isid[i]);
    ir_block_insert(use->block, use, c);
    for (uint32_t i = 0; i < c->n; i++) fix_operand(s, vars, c, i);
    return c->id;
  }
  uint32_t var = demote_var(s, vars, def);
  return ir_op1(&b, SpvOpLoad, def->type, var);
}

static void fix_operand(sctx *s, uint32_t *vars, ir_inst *use, uint32_t i) {
  ir_module *m = s->m;
  if (!use->isid[i]) return;
  ir_inst *def = ir_def_inst(m, use->w[i]);
  if (!def || !def->block || def->block->func != s->f || def->op == SpvOpVariable) return;
  ir_block *db = def->block, *ub = use->block;
  if (db == ub || ub->rpo < 0) return;
  if (db->rpo >= 0 && ir_dominates(db, ub)) return;
  use->w[i] = value_at(s, vars, def, use);
}

static void repair_dominance(sctx *s) {
  ir_module *m = s->m;
  uint32_t *vars = ir_alloc(m, (size_t)m->bound * 2 * sizeof *vars);
  uint32_t bound0 = m->bound;
  IR_FOR_BLOCK(b, s->f) {
    IR_FOR_INST(in, &b->insts) {
      if (in->op == SpvOpSelectionMerge || in->op == SpvOpLoopMerge || ir_is_terminator(in->op)) {
        if (in->op != SpvOpBranchConditional && in->op != SpvOpSwitch) continue;
      }
      for (uint32_t i = 0; i < in->n; i++) {
        if (in->isid[i] && in->w[i] < bound0) fix_operand(s, vars, in, i);
      }
    }
  }
}

/* All variables in a fresh entry block of their own. */
static void entry_with_variables(sctx *s) {
  ir_module *m = s->m;
  ir_block *old = s->f->first;
  ir_block *entry = ir_block_new(m, s->f, ir_new_id(m));
  entry->next = old;
  old->prev = entry;
  s->f->first = entry;
  s->f->nblocks++;
  s->f->cfg_valid = false;
  IR_FOR_BLOCK(b, s->f) {
    if (b == entry) continue;
    IR_FOR_INST(in, &b->insts) {
      if (in->op != SpvOpVariable) continue;
      ir_list_remove(&b->insts, in);
      ir_block_insert(entry, NULL, in);
    }
  }
  emit_branch(s, entry, old);
}

static bool structurize_cfg(tr_ctx *c) {
  ir_module *m = c->m;
  sctx *s = ir_alloc(m, sizeof *s);
  s->c = c;
  s->m = m;
  s->f = c->k;
  s->u32 = ir_type_int(m, 32, 0);

  strip_merges(s);
  unify_returns(s);
  ir_remove_unreachable(m, s->f);
  demote_phis(s);
  if (!find_loops(s)) return false;
  for (uint32_t i = 0; i < s->nloops; i++) normalize_loop(s, s->loops[i]);

  /* CFG of the normalized function; block indexes stay as registered */
  if (ir_failed(m) || !ir_cfg_build(m, s->f)) return false;
  uint32_t nb0 = s->nblocks;
  s->block_stmt = ir_alloc(m, (nb0 + 1) * sizeof *s->block_stmt);

  /* The nodes of each region (0: the function, i + 1: loop i's body),
   * grouped in one array: a block belongs to its innermost loop's region,
   * a loop header (as the whole loop) to its parent's. */
  uint32_t nr = s->nloops + 1;
  for (uint32_t i = 0; i < s->nloops; i++) s->loops[i]->idx = i + 1;
  uint32_t *rstart = ir_alloc(m, (nr + 1) * sizeof *rstart);
  uint32_t *rof = ir_alloc(m, (nb0 + 1) * sizeof *rof);
  for (uint32_t i = 0; i < nb0; i++) {
    ir_block *b = s->blocks[i];
    loop *lp = s->lp_of[i];
    rof[i] = UINT32_MAX;
    if (b->rpo < 0 || s->is_cont[i]) continue;
    if (lp && lp->header == b) lp = lp->parent;
    rof[i] = lp ? lp->idx : 0;
    rstart[rof[i] + 1]++;
  }
  /* a header is also the entry node of its own loop's region */
  for (uint32_t i = 0; i < s->nloops; i++) rstart[i + 2]++;
  for (uint32_t i = 0; i < nr; i++) rstart[i + 1] += rstart[i];
  ir_block **nodes = ir_alloc(m, (rstart[nr] + 1) * sizeof *nodes);
  uint32_t *fill = ir_alloc(m, (nr + 1) * sizeof *fill);
  memcpy(fill, rstart, nr * sizeof *fill);
  for (uint32_t i = 0; i < s->nloops; i++) nodes[fill[i + 1]++] = s->loops[i]->header;
  for (uint32_t i = 0; i < nb0; i++)
    if (rof[i] != UINT32_MAX) nodes[fill[rof[i]]++] = s->blocks[i];

  /* Statement trees of every region, built from the normalized CFG before
   * any terminator is detached (the tree decides control flow from here). */
  region r = {
      .npred = ir_alloc(m, (nb0 + 1) * sizeof *r.npred),
      .children = ir_alloc(m, (nb0 + 1) * sizeof *r.children),
      .nchildren = ir_alloc(m, (nb0 + 1) * sizeof *r.nchildren),
  };
  stmt *top = build_region(s, &r, s->f->first, nodes, rstart[1]);
  for (uint32_t i = 0; i < s->nloops && !ir_failed(m); i++) {
    loop *lp = s->loops[i];
    r.lp = lp;
    lp->body = build_region(s, &r, lp->header, nodes + rstart[i + 1], rstart[i + 2] - rstart[i + 1]);
  }
  if (ir_failed(m)) return false;
  /* Unreachable blocks lose theirs too: the exit block of a loop that
   * never exits is unreachable yet follows the loop in the tree, whose
   * lowering ends it (a second terminator otherwise); any block the tree
   * does not reach gets OpUnreachable below. */
  for (uint32_t i = 0; i < nb0; i++) {
    ir_block *b = s->blocks[i];
    if (s->is_cont[i]) continue;
    ir_inst *t = ir_terminator(b);
    if (t) ir_remove(m, t);
  }
  bool ok = mark(top) && escapes(s, top);
  for (uint32_t i = 0; i < s->nloops && ok; i++) ok = mark(s->loops[i]->body) && escapes(s, s->loops[i]->body);
  if (!ok) return ir_error(m, "out of memory structurizing control flow");
  s->cur = NULL;
  s->patch = NULL;
  lower(s, top);
  if (ir_failed(m)) return false;
  if (s->cur) {
    ir_builder eb = ir_builder_at_end(m, s->cur);
    ir_emit(&eb, SpvOpUnreachable, 0, false, 0, NULL);
  }
  /* blocks nothing reaches any more (e.g. an unused continue block) still
   * need a terminator */
  IR_FOR_BLOCK(b, s->f) {
    if (!ir_terminator(b)) {
      ir_builder eb = ir_builder_at_end(m, b);
      ir_emit(&eb, SpvOpUnreachable, 0, false, 0, NULL);
    }
  }
  reorder_blocks(s);
  repair_dominance(s);
  entry_with_variables(s);
  reorder_blocks(s);
  return !ir_failed(m);
}

/* Blocks and instructions (labels counted) of the kernel, for the
 * reflection's statistics of what structurizing costs
 * (scripts/structurizer-cost.sh). */
static void count_code(tr_ctx *c, uint32_t *blocks, uint32_t *insts) {
  *blocks = *insts = 0;
  IR_FOR_BLOCK(blk, c->k) {
    (*blocks)++;
    IR_FOR_INST(in, &blk->insts) (*insts)++;
  }
  *insts += *blocks;
}

bool lower_structurize(tr_ctx *c) {
  count_code(c, &c->out->cf_blocks_before, &c->out->cf_insts_before);
  if (!structurize_cfg(c)) return false;
  count_code(c, &c->out->cf_blocks_after, &c->out->cf_insts_after);
  return true;
}
