/* pass_structurize.c: turns the kernel's arbitrary reducible CFG into
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
#include <string.h>

#include "ir_cfg.h"
#include "passes.h"

typedef struct loop loop;
struct loop {
  ir_block *header, *cont, *exit;
  loop *parent;
  uint8_t *in;        /* membership by block index */
  uint32_t size;
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
  loop **lp_of;       /* innermost loop of each block index */
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
    if (s->blocks) memcpy(nb, s->blocks, s->nblocks * sizeof *nb);
    s->blocks = nb;
    s->cap = cap;
  }
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

static bool find_loops(sctx *s) {
  ir_module *m = s->m;
  ir_func *f = s->f;
  if (!ir_cfg_build(m, f)) return false;
  s->nblocks = 0;
  IR_FOR_BLOCK(b, f) register_block(s, b);
  loop **loops = ir_alloc(m, (s->nblocks + 1) * sizeof *loops);
  uint32_t nl = 0;
  for (uint32_t i = 0; i < f->nrpo; i++) {
    ir_block *u = f->rpo[i];
    for (uint32_t k = 0; k < u->nsucc; k++) {
      ir_block *h = u->succ[k];
      if (h->rpo > u->rpo) continue;
      if (!ir_dominates(h, u))
        return ir_error(m, "irreducible control flow: the edge %s -> %s enters a loop other than through its header; restructure the kernel (e.g. avoid goto into loops)",
                        ir_id_str(m, u->label), ir_id_str(m, h->label));
      loop *lp = NULL;
      for (uint32_t j = 0; j < nl; j++)
        if (loops[j]->header == h) lp = loops[j];
      if (!lp) {
        lp = ir_alloc(m, sizeof *lp);
        lp->header = h;
        lp->in = ir_alloc(m, s->nblocks * 4 + 64);
        lp->in[bidx(h)] = 1;
        lp->size = 1;
        loops[nl++] = lp;
      }
      /* natural loop: blocks reaching u without passing through h */
      ir_block **stack = ir_alloc(m, (s->nblocks + 1) * sizeof *stack);
      uint32_t sp = 0;
      if (!lp->in[bidx(u)]) {
        lp->in[bidx(u)] = 1;
        lp->size++;
        stack[sp++] = u;
      }
      while (sp) {
        ir_block *v = stack[--sp];
        for (uint32_t q = 0; q < v->npred; q++) {
          ir_block *p = v->pred[q];
          if (p->rpo < 0 || lp->in[bidx(p)]) continue;
          lp->in[bidx(p)] = 1;
          lp->size++;
          stack[sp++] = p;
        }
      }
    }
  }
  /* innermost first: sort by size ascending */
  for (uint32_t i = 1; i < nl; i++)
    for (uint32_t j = i; j > 0 && loops[j - 1]->size > loops[j]->size; j--) {
      loop *t = loops[j];
      loops[j] = loops[j - 1];
      loops[j - 1] = t;
    }
  for (uint32_t i = 0; i < nl; i++) {
    for (uint32_t j = i + 1; j < nl; j++)
      if (loops[j]->in[bidx(loops[i]->header)]) {
        loops[i]->parent = loops[j];
        break;
      }
  }
  s->loops = loops;
  s->nloops = nl;
  return true;
}

static void add_to_loops(sctx *s, loop *lp, ir_block *b) {
  for (; lp; lp = lp->parent) lp->in[bidx(b)] = 1;
  (void)s;
}

static bool in_loop(const loop *lp, const ir_block *b) { return lp->in[bidx(b)] != 0; }

static void normalize_loop(sctx *s, loop *lp) {
  ir_module *m = s->m;
  ir_block *h = lp->header;
  /* single continue block */
  ir_block *c = new_block(s, h);
  add_to_loops(s, lp, c);
  emit_branch(s, c, h);
  lp->cont = c;
  /* collect the loop's blocks now: new blocks get indexes beyond */
  uint32_t nb = s->nblocks;
  ir_block **members = ir_alloc(m, nb * sizeof *members);
  uint32_t nm = 0;
  for (uint32_t i = 0; i < nb; i++)
    if (in_loop(lp, s->blocks[i]) && s->blocks[i] != c) members[nm++] = s->blocks[i];
  for (uint32_t i = 0; i < nm; i++) {
    ir_inst *t = ir_terminator(members[i]);
    if (t) redirect(t, h->label, c->label);
  }
  /* exit targets, in a stable order */
  ir_block **targets = ir_alloc(m, (nb + 1) * sizeof *targets);
  uint32_t nt = 0;
  for (uint32_t i = 0; i < nm; i++) {
    uint32_t labels[256];
    uint32_t ns = ir_succ_labels(ir_terminator(members[i]), labels, 256);
    for (uint32_t k = 0; k < ns; k++) {
      ir_block *t = ir_def_block(m, labels[k]);
      if (in_loop(lp, t)) continue;
      bool seen = false;
      for (uint32_t q = 0; q < nt; q++) seen |= targets[q] == t;
      if (!seen) targets[nt++] = t;
    }
  }
  ir_block *e = new_block(s, s->f->last);
  add_to_loops(s, lp->parent, e);
  lp->exit = e;
  if (nt == 0) {
    /* the loop never exits (or only through returns that were unified) */
    ir_builder eb = ir_builder_at_end(m, e);
    ir_emit(&eb, SpvOpUnreachable, 0, false, 0, NULL);
    return;
  }
  if (nt == 1) {
    for (uint32_t i = 0; i < nm; i++) redirect(ir_terminator(members[i]), targets[0]->label, e->label);
    emit_branch(s, e, targets[0]);
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
}

/* ---- 3. statement trees --------------------------------------------------- */

static stmt *mk(sctx *s, skind k) {
  stmt *st = ir_alloc(s->m, sizeof *st);
  st->k = k;
  st->esc = NO_ESC;
  return st;
}

static void seq_add(sctx *s, stmt *seq, stmt *item) {
  if (!item) return;
  if (item->k == S_SEQ) {
    for (uint32_t i = 0; i < item->n; i++) seq_add(s, seq, item->items[i]);
    return;
  }
  if (seq->n == seq->cap) {
    uint32_t cap = seq->cap ? seq->cap * 2 : 4;
    stmt **it = ir_alloc(s->m, cap * sizeof *it);
    if (seq->items) memcpy(it, seq->items, seq->n * sizeof *it);
    seq->items = it;
    seq->cap = cap;
  }
  seq->items[seq->n++] = item;
}

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

static bool in_region(sctx *s, const region *r, ir_block *b) {
  if (b->rpo < 0) return false;
  if (r->lp && (!in_loop(r->lp, b) || b == r->lp->cont)) return false;
  return collapse(s, r, b) == b;
}

static stmt *do_tree(sctx *s, region *r, ir_block *x);

static stmt *do_branch(sctx *s, region *r, ir_block *t) {
  if (r->lp && t == r->lp->cont) return mk(s, S_CONTINUE);
  if (r->lp && t == r->lp->exit) return mk(s, S_BREAK);
  ir_block *y = collapse(s, r, t);
  if (r->npred[bidx(y)] >= 2) {
    stmt *br = mk(s, S_BR);
    br->blk = y;
    return br;
  }
  return do_tree(s, r, y);
}

/* x's own code followed by its terminator as statements. */
static stmt *node_code(sctx *s, region *r, ir_block *x) {
  ir_module *m = s->m;
  stmt *seq = mk(s, S_SEQ);
  if (is_child_loop_header(s, r, x)) {
    stmt *l = mk(s, S_LOOP);
    l->lp = s->lp_of[bidx(x)];
    seq_add(s, seq, l);
    seq_add(s, seq, do_branch(s, r, l->lp->exit));
    return seq;
  }
  stmt *code = mk(s, S_CODE);
  code->blk = x;
  seq_add(s, seq, code);
  ir_inst *t = ir_terminator(x);
  if (!t) {
    ir_error(m, "block %s has no terminator", ir_id_str(m, x->label));
    return seq;
  }
  switch (t->op) {
  case SpvOpReturn: seq_add(s, seq, mk(s, S_RETURN)); break;
  case SpvOpUnreachable: seq_add(s, seq, mk(s, S_UNREACHABLE)); break;
  case SpvOpBranch: seq_add(s, seq, do_branch(s, r, ir_def_block(m, t->w[0]))); break;
  case SpvOpBranchConditional: {
    ir_block *tb = ir_def_block(m, t->w[1]), *fb = ir_def_block(m, t->w[2]);
    if (tb == fb) {
      seq_add(s, seq, do_branch(s, r, tb));
      break;
    }
    stmt *iff = mk(s, S_IF);
    iff->cond = t->w[0];
    iff->a = do_branch(s, r, tb);
    iff->b = do_branch(s, r, fb);
    seq_add(s, seq, iff);
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
    stmt *head = NULL, **hole = &head;
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
      stmt *iff = mk(s, S_IF);
      iff->cond = cond;
      iff->a = do_branch(s, r, tgt);
      *hole = iff;
      hole = &iff->b;
    }
    *hole = do_branch(s, r, def);
    seq_add(s, seq, head);
    break;
  }
  default: ir_error(m, "unexpected terminator %s", ir_op_str(t->op)); break;
  }
  return seq;
}

/* nodeWithin of Ramsey's algorithm: merge children ys[0..n) sorted by
 * descending rpo; the first becomes the outermost Block. */
static stmt *node_within(sctx *s, region *r, ir_block *x, ir_block **ys, uint32_t n) {
  if (n == 0) return node_code(s, r, x);
  stmt *seq = mk(s, S_SEQ);
  stmt *blk = mk(s, S_BLOCK);
  blk->blk = ys[0];
  s->block_stmt[bidx(ys[0])] = blk;
  blk->a = node_within(s, r, x, ys + 1, n - 1);
  seq_add(s, seq, blk);
  seq_add(s, seq, do_tree(s, r, ys[0]));
  return seq;
}

static stmt *do_tree(sctx *s, region *r, ir_block *x) {
  uint32_t i = bidx(x);
  return node_within(s, r, x, r->children[i], r->nchildren[i]);
}

static stmt *build_region(sctx *s, loop *lp, ir_block *entry) {
  ir_module *m = s->m;
  region *r = ir_alloc(m, sizeof *r);
  r->lp = lp;
  r->npred = ir_alloc(m, s->nblocks * sizeof *r->npred);
  r->children = ir_alloc(m, s->nblocks * sizeof *r->children);
  r->nchildren = ir_alloc(m, s->nblocks * sizeof *r->nchildren);
  ir_block **succ = ir_alloc(m, 257 * sizeof *succ);
  for (uint32_t i = 0; i < s->nblocks; i++) {
    ir_block *x = s->blocks[i];
    if (!in_region(s, r, x)) continue;
    uint32_t ns = region_succs(s, r, x, succ);
    for (uint32_t k = 0; k < ns; k++) r->npred[bidx(succ[k])]++;
  }
  /* merge children of each node, by the dominator tree */
  for (uint32_t i = 0; i < s->nblocks; i++) {
    ir_block *y = s->blocks[i];
    if (y == entry || !in_region(s, r, y) || r->npred[i] < 2) continue;
    ir_block *d = collapse(s, r, y->idom);
    uint32_t di = bidx(d);
    if (!r->children[di]) r->children[di] = ir_alloc(m, s->nblocks * sizeof(ir_block *));
    r->children[di][r->nchildren[di]++] = y;
  }
  for (uint32_t i = 0; i < s->nblocks; i++) {
    ir_block **c = r->children[i];
    for (uint32_t a = 1; a < r->nchildren[i]; a++)
      for (uint32_t b = a; b > 0 && c[b - 1]->rpo < c[b]->rpo; b--) {
        ir_block *t = c[b];
        c[b] = c[b - 1];
        c[b - 1] = t;
      }
  }
  return do_tree(s, r, entry);
}

/* ---- tail positions and escapes ------------------------------------------ */

static void mark(sctx *s, stmt *st, ir_block *tail, int depth) {
  if (!st) return;
  switch (st->k) {
  case S_SEQ:
    for (uint32_t i = 0; i < st->n; i++) mark(s, st->items[i], i + 1 == st->n ? tail : NULL, depth);
    break;
  case S_IF:
    mark(s, st->a, tail, depth);
    mark(s, st->b, tail, depth);
    break;
  case S_BLOCK:
    st->depth = depth + 1;
    mark(s, st->a, st->blk, depth + 1);
    break;
  case S_LOOP: break; /* its body is its own region, built and marked on lowering */
  case S_BR: st->nontail = st->blk != tail; break;
  default: break;
  }
}

static int escapes(sctx *s, stmt *st) {
  if (!st) return NO_ESC;
  int e = NO_ESC;
  switch (st->k) {
  case S_SEQ:
    for (uint32_t i = 0; i < st->n; i++) {
      int x = escapes(s, st->items[i]);
      if (x < e) e = x;
    }
    break;
  case S_IF: {
    int x = escapes(s, st->a), y = escapes(s, st->b);
    e = x < y ? x : y;
    break;
  }
  case S_BLOCK: {
    /* jumps to this Block's own label (depth == st->depth) end here */
    int x = escapes(s, st->a);
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
  return e;
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

static void lower(sctx *s, stmt *st, int depth);

/* if (cond) { then } with the else arm empty (or both given). */
static void lower_if(sctx *s, uint32_t cond, stmt *then_s, stmt *else_s, int depth) {
  ir_module *m = s->m;
  ensure_open(s);
  ir_block *h = s->cur;
  ir_block *merge = new_block(s, s->f->last);
  ir_builder b = ir_builder_at_end(m, h);
  ir_inst *sm = ir_emit(&b, SpvOpSelectionMerge, 0, false, 1, &merge->label);
  ir_push(m, sm, SpvSelectionControlMaskNone, false);
  ir_inst *br = ir_emit(&b, SpvOpBranchConditional, 0, false, 3,
                        (uint32_t[]){cond, merge->label, merge->label});
  stmt *arms[2] = {then_s, else_s};
  for (int k = 0; k < 2; k++) {
    if (!arms[k]) continue;
    s->cur = NULL;
    s->patch = &br->w[1 + k];
    lower(s, arms[k], depth);
    if (s->patch) { /* the arm emitted nothing: branch straight to the merge */
      *s->patch = merge->label;
      s->patch = NULL;
    } else if (s->cur) {
      emit_branch(s, s->cur, merge);
    }
  }
  s->cur = merge;
  s->patch = NULL;
}

static void lower_guarded(sctx *s, stmt *seq, uint32_t from, int depth);

static void lower_seq_from(sctx *s, stmt *seq, uint32_t from, int depth) {
  for (uint32_t i = from; i < seq->n; i++) {
    stmt *item = seq->items[i];
    lower(s, item, depth);
    if (i + 1 < seq->n && item->esc <= depth) {
      lower_guarded(s, seq, i + 1, depth);
      return;
    }
  }
}

/* The rest of a sequence runs only when no forward jump is pending. */
static void lower_guarded(sctx *s, stmt *seq, uint32_t from, int depth) {
  ir_module *m = s->m;
  ensure_open(s);
  ir_builder b = ir_builder_at_end(m, s->cur);
  uint32_t v = ir_op1(&b, SpvOpLoad, s->u32, fwd_var(s));
  uint32_t cond = ir_op2(&b, SpvOpIEqual, ir_type_bool(m), v, ir_const_u32(m, 0));
  stmt *rest = mk(s, S_SEQ);
  for (uint32_t i = from; i < seq->n; i++) seq_add(s, rest, seq->items[i]);
  int e = NO_ESC;
  for (uint32_t i = 0; i < rest->n; i++)
    if (rest->items[i]->esc < e) e = rest->items[i]->esc;
  rest->esc = e;
  lower_if(s, cond, rest, NULL, depth);
}

static bool lower_loop(sctx *s, loop *lp) {
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

  loop *outer = s->cur_loop;
  s->cur_loop = lp;
  s->cur = NULL;
  s->patch = &br->w[0];
  lower(s, lp->body, 0);
  if (s->cur) {
    ir_builder eb = ir_builder_at_end(m, s->cur);
    ir_emit(&eb, SpvOpUnreachable, 0, false, 0, NULL);
  }
  s->cur_loop = outer;
  s->cur = lp->exit;
  s->patch = NULL;
  return true;
}

static void lower(sctx *s, stmt *st, int depth) {
  ir_module *m = s->m;
  if (!st || ir_failed(m)) return;
  switch (st->k) {
  case S_SEQ: lower_seq_from(s, st, 0, depth); break;
  case S_CODE: open_at(s, st->blk); break;
  case S_IF: lower_if(s, st->cond, st->a, st->b, depth); break;
  case S_BLOCK: {
    lower(s, st->a, st->depth);
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
    break;
  }
  case S_LOOP: lower_loop(s, st->lp); break;
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

bool pass_structurize(tr_ctx *c) {
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
  if (!ir_cfg_build(m, s->f)) return false;
  s->lp_of = ir_alloc(m, (s->nblocks + 1) * sizeof *s->lp_of);
  /* innermost loop per block: loops are sorted innermost first */
  for (uint32_t j = 0; j < s->nblocks; j++)
    for (uint32_t i = 0; i < s->nloops; i++)
      if (s->loops[i]->in[j]) {
        s->lp_of[j] = s->loops[i];
        break;
      }
  s->block_stmt = ir_alloc(m, (s->nblocks + 1) * sizeof *s->block_stmt);

  /* Statement trees of every region, built from the normalized CFG before
   * any terminator is detached (the tree decides control flow from here). */
  uint32_t nb0 = s->nblocks;
  stmt *top = build_region(s, NULL, s->f->first);
  for (uint32_t i = 0; i < s->nloops && !ir_failed(m); i++)
    s->loops[i]->body = build_region(s, s->loops[i], s->loops[i]->header);
  if (ir_failed(m)) return false;
  for (uint32_t i = 0; i < nb0; i++) {
    ir_block *b = s->blocks[i];
    if (b->rpo < 0) continue;
    bool is_cont = false;
    for (uint32_t k = 0; k < s->nloops; k++) is_cont |= s->loops[k]->cont == b;
    if (is_cont) continue;
    ir_inst *t = ir_terminator(b);
    if (t) ir_remove(m, t);
  }
  mark(s, top, NULL, 0);
  escapes(s, top);
  for (uint32_t i = 0; i < s->nloops; i++) {
    mark(s, s->loops[i]->body, NULL, 0);
    escapes(s, s->loops[i]->body);
  }
  s->cur = NULL;
  s->patch = NULL;
  lower(s, top, 0);
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
