/* lower_loop_exits.c: loops whose values are used after them leave through
 * their header, on devices whose drivers lose such values (lavapipe,
 * docs/drivers.md, tr_target.loop_exits_via_header).
 *
 * Mesa 22.3's lavapipe runs a divergent loop for all its SIMD lanes until
 * the last one leaves, recomputing every instruction for every lane and
 * giving 0 to masked operations (loads, atomics) of lanes that left. A
 * value computed in the loop and used after it thus reads, in a lane that
 * left early, what the last iteration computed from those zeros; values
 * that travel through phis (registers written only by active lanes) are
 * kept. So each exit edge of such a loop becomes a branch to a new
 * continue block that records that the lane leaves (and through which exit),
 * and a new header leaves when the flag is set; the values used after the
 * loop travel around the back edge as phis:
 *
 *   g: leave, sel, Hg..., Vg... = phis (from outside: false, 0, inits,
 *      undef; from c: their c values)
 *      if (leave) goto D else goto h   (h: the old header, without phis)
 *   c: phis of the same from the old latches and the exit-edge blocks
 *   D: switch (sel) to the old exit targets
 *
 * Sub-group operations keep their meaning: lanes that leave skip the rest
 * of the iteration as before and wait at the loop's merge. */
#include "ir/ir.h"
#include "passes.h"

typedef struct lex {
  ir_module *m;
  ir_func *f;
  uint8_t *in;        /* by rpo index: block in the loop */
  ir_block *h;        /* header */
  ir_block **pre;     /* predecessors from outside */
  uint32_t npre;
  ir_block **latch;   /* predecessors from inside */
  uint32_t nlatch;
  ir_block **esrc, **edst; /* exit edges */
  uint32_t nexit;
  ir_block **targets;
  uint32_t ntargets;
  uint32_t *vals;     /* escaping values */
  uint32_t nvals;
} lex;

static bool in_loop(const lex *x, const ir_block *b) { return b && b->rpo >= 0 && x->in[b->rpo]; }

static void push_block(ir_module *m, ir_block ***arr, uint32_t *n, ir_block *b) {
  for (uint32_t i = 0; i < *n; i++)
    if ((*arr)[i] == b) return;
  ir_block **na = ir_alloc(m, (*n + 1) * sizeof *na);
  for (uint32_t i = 0; i < *n; i++) na[i] = (*arr)[i];
  na[(*n)++] = b;
  *arr = na;
}

/* Blocks of the natural loop of header h (all its back edges). */
static void members(lex *x) {
  ir_func *f = x->f;
  ir_block **stack = ir_alloc(x->m, (f->nrpo + 1) * sizeof *stack);
  uint32_t sp = 0;
  x->in[x->h->rpo] = 1;
  for (uint32_t i = 0; i < x->h->npred; i++) {
    ir_block *u = x->h->pred[i];
    if (u->rpo < 0 || !ir_dominates(x->h, u) || x->in[u->rpo]) continue;
    x->in[u->rpo] = 1;
    stack[sp++] = u;
  }
  while (sp) {
    ir_block *v = stack[--sp];
    for (uint32_t i = 0; i < v->npred; i++) {
      ir_block *p = v->pred[i];
      if (p->rpo < 0 || x->in[p->rpo]) continue;
      x->in[p->rpo] = 1;
      stack[sp++] = p;
    }
  }
}

/* A non-phi value of the loop used outside it (phis are registers that
 * only active lanes write). */
static bool escapes(lex *x, uint32_t id) {
  ir_inst *d = ir_def_inst(x->m, id);
  return d && d->block && d->op != SpvOpPhi && in_loop(x, d->block);
}

static void add_val(lex *x, uint32_t id) {
  for (uint32_t i = 0; i < x->nvals; i++)
    if (x->vals[i] == id) return;
  uint32_t *nv = ir_alloc(x->m, (x->nvals + 1) * sizeof *nv);
  for (uint32_t i = 0; i < x->nvals; i++) nv[i] = x->vals[i];
  nv[x->nvals++] = id;
  x->vals = nv;
}

/* Instructions that compute a pointer and do nothing else. */
static bool pure_pointer(const ir_module *m, const ir_inst *d) {
  switch (d->op) {
  case SpvOpAccessChain:
  case SpvOpInBoundsAccessChain:
  case SpvOpPtrAccessChain:
  case SpvOpInBoundsPtrAccessChain:
  case SpvOpConvertUToPtr:
  case SpvOpBitcast:
  case SpvOpCopyObject:
  case SpvOpImageTexelPointer: return ir_is_pointer(m, d->type);
  default: return false;
  }
}

/* Pointers computed in the loop and used after it (opt_cse merges an
 * access chain recomputed after a loop into the one in the loop's header)
 * cannot ride around the back edge: Vulkan has no phis of logical
 * pointers (lavapipe crashed on one). Each use after the loop gets its own
 * copy of the pointer's instruction instead, so that only its operands
 * are carried; repeated for pointers those copies use. */
static void copy_escaping_pointers(lex *x) {
  ir_module *m = x->m;
  ir_func *f = x->f;
  for (bool again = true; again;) {
    again = false;
    for (uint32_t r = 0; r < f->nrpo; r++) {
      if (x->in[r]) continue;
      for (ir_inst *in = f->rpo[r]->insts.first; in; in = in->next) {
        if (in->op == SpvOpPhi) continue; /* exit targets' phis: carried by transform */
        for (uint32_t i = 0; i < in->n; i++) {
          if (!in->isid[i] || !escapes(x, in->w[i])) continue;
          ir_inst *d = ir_def_inst(m, in->w[i]);
          if (!pure_pointer(m, d)) continue;
          ir_inst *copy = ir_inst_new(m, d->op, d->type, ir_new_id(m), 0);
          for (uint32_t k = 0; k < d->n; k++) ir_push(m, copy, d->w[k], d->isid[k]);
          ir_block_insert(in->block, in, copy);
          in->w[i] = copy->id;
          again = true;
        }
      }
    }
  }
}

static void collect(lex *x) {
  ir_func *f = x->f;
  for (uint32_t i = 0; i < x->h->npred; i++) {
    ir_block *p = x->h->pred[i];
    if (in_loop(x, p)) push_block(x->m, &x->latch, &x->nlatch, p);
    else push_block(x->m, &x->pre, &x->npre, p);
  }
  for (uint32_t r = 0; r < f->nrpo; r++) {
    ir_block *b = f->rpo[r];
    if (x->in[r]) {
      for (uint32_t k = 0; k < b->nsucc; k++) {
        ir_block *t = b->succ[k];
        if (in_loop(x, t)) continue;
        bool seen = false;
        for (uint32_t e = 0; e < x->nexit; e++) seen |= x->esrc[e] == b && x->edst[e] == t;
        if (seen) continue;
        ir_block **ns = ir_alloc(x->m, (x->nexit + 1) * sizeof *ns), **nd = ir_alloc(x->m, (x->nexit + 1) * sizeof *nd);
        for (uint32_t e = 0; e < x->nexit; e++) ns[e] = x->esrc[e], nd[e] = x->edst[e];
        ns[x->nexit] = b, nd[x->nexit] = t;
        x->esrc = ns, x->edst = nd, x->nexit++;
        push_block(x->m, &x->targets, &x->ntargets, t);
      }
      continue;
    }
    for (ir_inst *in = b->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++)
        if (in->isid[i] && escapes(x, in->w[i])) add_val(x, in->w[i]);
  }
}

static ir_inst *new_phi(lex *x, ir_block *b, uint32_t type) {
  ir_inst *phi = ir_inst_new(x->m, SpvOpPhi, type, ir_new_id(x->m), 0);
  ir_block_insert(b, b->insts.first, phi);
  return phi;
}

static void entry(lex *x, ir_inst *phi, uint32_t v, const ir_block *from) {
  ir_push(x->m, phi, v, true);
  ir_push(x->m, phi, from->label, true);
}

static void redirect(ir_inst *t, uint32_t from, uint32_t to) {
  for (uint32_t i = 0; i < t->n; i++)
    if (t->isid[i] && t->w[i] == from && !(i == 0 && (t->op == SpvOpBranchConditional || t->op == SpvOpSwitch)))
      t->w[i] = to;
}

/* The value of phi `phi` on the edge from `pred`, or 0. */
static uint32_t incoming(const ir_inst *phi, const ir_block *pred) {
  for (uint32_t i = 0; i + 1 < phi->n; i += 2)
    if (phi->w[i + 1] == pred->label) return phi->w[i];
  return 0;
}

/* Replaces uses of `from` by `to` in the blocks outside the loop as it was
 * (the new blocks excluded: their phis are built with the right ids). */
static void replace_outside(lex *x, uint32_t from, uint32_t to, ir_block **skip, uint32_t nskip) {
  IR_FOR_BLOCK(b, x->f) {
    if (in_loop(x, b)) continue;
    bool s = false;
    for (uint32_t i = 0; i < nskip; i++) s |= skip[i] == b;
    if (s) continue;
    for (ir_inst *in = b->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++)
        if (in->isid[i] && in->w[i] == from) in->w[i] = to;
  }
}

static void transform(lex *x) {
  ir_module *m = x->m;
  ir_func *f = x->f;
  uint32_t u32 = ir_type_int(m, 32, 0), bt = ir_type_bool(m);
  ir_block *h = x->h;
  /* dominance of the old CFG, needed below after the edits */
  uint8_t *dom = ir_alloc(m, (size_t)(x->nvals ? x->nvals : 1) * (x->nlatch + x->nexit));
  for (uint32_t v = 0; v < x->nvals; v++) {
    ir_block *db = ir_def_inst(m, x->vals[v])->block;
    for (uint32_t i = 0; i < x->nlatch; i++) dom[v * (x->nlatch + x->nexit) + i] = ir_dominates(db, x->latch[i]);
    for (uint32_t e = 0; e < x->nexit; e++)
      dom[v * (x->nlatch + x->nexit) + x->nlatch + e] = ir_dominates(db, x->esrc[e]);
  }
  ir_block *g = ir_block_new(m, f, ir_new_id(m));
  ir_func_insert_block_after(f, h->prev, g);
  ir_block *c = ir_block_new(m, f, ir_new_id(m));
  ir_func_insert_block_after(f, g, c);
  ir_block *d = ir_block_new(m, f, ir_new_id(m));
  ir_func_insert_block_after(f, c, d);
  ir_block **xb = ir_alloc(m, (x->nexit + 1) * sizeof *xb);
  for (uint32_t e = 0; e < x->nexit; e++) {
    xb[e] = ir_block_new(m, f, ir_new_id(m));
    ir_func_insert_block_after(f, c, xb[e]);
  }
  uint32_t nskip = x->nexit + 3;
  ir_block **skip = ir_alloc(m, nskip * sizeof *skip);
  skip[0] = g, skip[1] = c, skip[2] = d;
  for (uint32_t e = 0; e < x->nexit; e++) skip[3 + e] = xb[e];

  /* the flag and the selector of the exit taken */
  ir_inst *leave_c = new_phi(x, c, bt), *sel_c = new_phi(x, c, u32);
  ir_inst *leave_g = new_phi(x, g, bt), *sel_g = new_phi(x, g, u32);
  for (uint32_t i = 0; i < x->nlatch; i++) {
    entry(x, leave_c, ir_const_bool(m, false), x->latch[i]);
    entry(x, sel_c, ir_const_u32(m, 0), x->latch[i]);
  }
  for (uint32_t e = 0; e < x->nexit; e++) {
    uint32_t k = 0;
    while (x->targets[k] != x->edst[e]) k++;
    entry(x, leave_c, ir_const_bool(m, true), xb[e]);
    entry(x, sel_c, ir_const_u32(m, k), xb[e]);
  }
  for (uint32_t i = 0; i < x->npre; i++) {
    entry(x, leave_g, ir_const_bool(m, false), x->pre[i]);
    entry(x, sel_g, ir_const_u32(m, 0), x->pre[i]);
  }
  entry(x, leave_g, leave_c->id, c);
  entry(x, sel_g, sel_c->id, c);

  /* the header's phis move to g, with the current value on exit edges */
  for (ir_inst *p = h->insts.first; p && p->op == SpvOpPhi;) {
    ir_inst *next = p->next;
    ir_inst *pg = new_phi(x, g, p->type), *pc = new_phi(x, c, p->type);
    for (uint32_t i = 0; i < x->npre; i++) entry(x, pg, incoming(p, x->pre[i]), x->pre[i]);
    entry(x, pg, pc->id, c);
    for (uint32_t i = 0; i < x->nlatch; i++) entry(x, pc, incoming(p, x->latch[i]), x->latch[i]);
    for (uint32_t e = 0; e < x->nexit; e++) entry(x, pc, p->id, xb[e]);
    ir_remove(m, p);
    ir_replace_all_uses(m, p->id, pg->id);
    ir_set_def(m, p->id, NULL);
    p = next;
  }

  /* phis of the exit targets: one value from d, carried the same way
   * (before the values below are renamed in them) */
  for (uint32_t t = 0; t < x->ntargets; t++) {
    ir_block *tb = x->targets[t];
    for (ir_inst *p = tb->insts.first; p && p->op == SpvOpPhi; p = p->next) {
      ir_inst *wg = new_phi(x, g, p->type), *wc = new_phi(x, c, p->type);
      for (uint32_t i = 0; i < x->npre; i++) entry(x, wg, ir_undef(m, p->type), x->pre[i]);
      entry(x, wg, wc->id, c);
      for (uint32_t i = 0; i < x->nlatch; i++) entry(x, wc, ir_undef(m, p->type), x->latch[i]);
      for (uint32_t e = 0; e < x->nexit; e++) {
        uint32_t w = x->edst[e] == tb ? incoming(p, x->esrc[e]) : 0;
        entry(x, wc, w ? w : ir_undef(m, p->type), xb[e]);
      }
      /* drop the loop's entries, add d's */
      uint32_t k = 0;
      for (uint32_t i = 0; i + 1 < p->n; i += 2) {
        ir_block *from = ir_def_block(m, p->w[i + 1]);
        if (in_loop(x, from)) continue;
        p->w[k] = p->w[i], p->isid[k] = true;
        p->w[k + 1] = p->w[i + 1], p->isid[k + 1] = true;
        k += 2;
      }
      p->n = k;
      entry(x, p, wg->id, d);
    }
  }

  /* values used after the loop ride around the back edge */
  for (uint32_t v = 0; v < x->nvals; v++) {
    uint32_t id = x->vals[v], type = ir_type_of(m, id);
    ir_inst *vg = new_phi(x, g, type), *vc = new_phi(x, c, type);
    const uint8_t *dv = dom + v * (x->nlatch + x->nexit);
    for (uint32_t i = 0; i < x->npre; i++) entry(x, vg, ir_undef(m, type), x->pre[i]);
    entry(x, vg, vc->id, c);
    for (uint32_t i = 0; i < x->nlatch; i++) entry(x, vc, dv[i] ? id : vg->id, x->latch[i]);
    for (uint32_t e = 0; e < x->nexit; e++) entry(x, vc, dv[x->nlatch + e] ? id : vg->id, xb[e]);
    replace_outside(x, id, vg->id, skip, nskip);
  }

  /* the edges */
  for (uint32_t i = 0; i < x->npre; i++) redirect(ir_terminator(x->pre[i]), h->label, g->label);
  for (uint32_t i = 0; i < x->nlatch; i++) redirect(ir_terminator(x->latch[i]), h->label, c->label);
  for (uint32_t e = 0; e < x->nexit; e++) {
    redirect(ir_terminator(x->esrc[e]), x->edst[e]->label, xb[e]->label);
    ir_builder eb = ir_builder_at_end(m, xb[e]);
    ir_branch(&eb, c->label);
  }
  ir_builder cb = ir_builder_at_end(m, c);
  ir_branch(&cb, g->label);
  ir_builder gb = ir_builder_at_end(m, g);
  ir_branch_cond(&gb, leave_g->id, d->label, h->label);
  ir_builder db = ir_builder_at_end(m, d);
  if (x->ntargets == 1) {
    ir_branch(&db, x->targets[0]->label);
  } else {
    ir_inst *sw = ir_emit(&db, SpvOpSwitch, 0, false, 2, (uint32_t[]){sel_g->id, x->targets[0]->label});
    for (uint32_t t = 1; t < x->ntargets; t++) {
      ir_push(m, sw, t, false);
      ir_push(m, sw, x->targets[t]->label, true);
    }
  }
  f->cfg_valid = false;
}

/* Finds one loop that needs the rewrite and does it; false when none. */
static bool one_loop(tr_ctx *c) {
  ir_module *m = c->m;
  ir_func *f = c->k;
  if (!ir_cfg_build(m, f)) return false;
  for (uint32_t r = 0; r < f->nrpo; r++) {
    ir_block *h = f->rpo[r];
    bool header = false;
    for (uint32_t i = 0; i < h->npred; i++) header |= h->pred[i]->rpo >= 0 && ir_dominates(h, h->pred[i]);
    if (!header || h == f->first) continue;
    lex x = {.m = m, .f = f, .h = h};
    x.in = ir_alloc(m, f->nrpo + 1);
    members(&x);
    copy_escaping_pointers(&x);
    collect(&x);
    if (!x.nvals || !x.npre || !x.nexit) continue;
    transform(&x);
    return true;
  }
  return false;
}

bool lower_loop_exits(tr_ctx *c) {
  if (!c->t->loop_exits_via_header) return true;
  ir_remove_unreachable(c->m, c->k);
  /* each rewrite leaves its loop without escaping values */
  for (int guard = 0; guard < 4096 && !ir_failed(c->m); guard++)
    if (!one_loop(c)) break;
  return !ir_failed(c->m);
}
