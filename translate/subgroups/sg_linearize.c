/* sg_linearize.c: sub-group collectives in control flow that is uniform in
 * each sub-group but not in the work-group, for sub-groups wider than the
 * Vulkan subgroup.
 *
 * Such a sub-group exchanges data through __local memory between
 * work-group barriers (lower_subgroups.c), which every work-item of the
 * work-group must reach. OpenCL only asks that the whole sub-group reach a
 * collective, so a kernel may branch on get_sub_group_id():
 *
 *   for (row = 0; row < 2 && first_row + row < ne0; ++row)   // first_row from get_sub_group_id()
 *     sum = sub_group_reduce_add(part[row]); ...
 *
 * (llama.cpp's MXFP4 mat-vec kernels). Such a loop is run by the whole
 * work-group while any work-item would still run it (the loop section
 * below), and such an `if` whose region holds a collective becomes
 * straight-line code that the whole work-group runs: the branch goes to the
 * region unconditionally, and the values the region hands on are chosen by
 * the condition where the paths joined. In both, every memory access is
 * guarded by the work-item's own condition (a sub-group that would not
 * have been there neither reads nor writes memory), while the collectives
 * run for everyone (the values an idle sub-group feeds in and gets back go
 * nowhere); an if/else runs its then side, then its else side. Loops
 * first, then ifs, outermost first, so nested ones become reachable by the
 * whole work-group in turn. Loops with inner loops or several exit blocks,
 * and regions with returns, work-group barriers, calls other than
 * built-ins, or block writes are left as they are (lower_subgroups then
 * refuses their collectives with its log). */
#include <string.h>

#include "ir/ir.h"
#include "subgroups_internal.h"

/* The name of the built-in a call reaches (a declaration the front end
 * left), or NULL. */
static const char *builtin_name(const ir_module *m, const ir_inst *in) {
  if (in->op != SpvOpFunctionCall) return NULL;
  ir_inst *ld = ir_find_decoration(m, in->w[0], SpvDecorationLinkageAttributes);
  return ld ? ir_string_operand(ld, 2) : NULL;
}

static bool subgroup_barrier(const ir_module *m, const ir_inst *in) {
  uint64_t scope;
  return in->op == SpvOpControlBarrier && in->n && ir_const_value(m, in->w[0], &scope) && scope == SpvScopeSubgroup;
}

/* Sub-group collectives: what needs the whole work-group above the native
 * size, and is left to run unguarded. */
static bool collective(const ir_module *m, const ir_inst *in) {
  const char *name = builtin_name(m, in);
  return ir_is_subgroup_op(in->op) || subgroup_barrier(m, in) || (name && strstr(name, "sub_group"));
}

/* What the whole work-group can run where only some sub-groups would have:
 * no work-group barrier, no call but to built-ins (work-item functions
 * read no memory; sub-group ones are collectives), no block read or write
 * (collectives that touch memory: an idle sub-group would read or write at
 * an address it never computed). */
static bool runnable_by_all(const ir_module *m, const ir_inst *in) {
  if (in->op == SpvOpControlBarrier && !subgroup_barrier(m, in)) return false;
  if (in->op >= SpvOpSubgroupBlockReadINTEL && in->op <= SpvOpSubgroupImageBlockWriteINTEL) return false;
  if (in->op != SpvOpFunctionCall) return true;
  const char *name = builtin_name(m, in);
  return name && !strstr(name, "block_write") && !strstr(name, "block_read");
}

/* The predecessor of b whose label is `label`. */
static ir_block *pred_by_label(const ir_block *b, uint32_t label) {
  for (uint32_t k = 0; k < b->npred; k++)
    if (b->pred[k]->label == label) return b->pred[k];
  return NULL;
}

static bool is_storage_guarded(const ir_module *m, uint32_t ptr) {
  switch (ir_ptr_storage(m, ir_type_of(m, ptr))) {
  case SpvStorageClassInput:
  case SpvStorageClassPushConstant:
  case SpvStorageClassUniformConstant: return false; /* built-ins and arguments: always readable */
  default: return true;
  }
}

/* What must not happen for a sub-group that would not have entered. */
static bool guarded(const ir_module *m, const ir_inst *in) {
  switch (in->op) {
  case SpvOpLoad: return is_storage_guarded(m, in->w[0]);
  case SpvOpStore:
  case SpvOpCopyMemory:
  case SpvOpCopyMemorySized:
  case SpvOpImageWrite: return true;
  case SpvOpExtInst: return in->type == ir_type_void((ir_module *)m); /* vstore_n and friends */
  default: return in->op >= SpvOpAtomicLoad && in->op <= SpvOpAtomicXor;
  }
}

/* Whether the region of `h` (blocks from `t` up to `merge`) can be run by
 * the whole work-group: acyclic, no exits, no work-group barrier, and only
 * built-in calls. Marks its blocks in `in_region`. */
static bool region_ok(ir_module *m, ir_block *h, ir_block *t, ir_block *merge, uint8_t *in_region,
                      ir_block **stack) {
  uint32_t sp = 0;
  stack[sp++] = t;
  while (sp) {
    ir_block *b = stack[--sp];
    if (b == merge || in_region[b->label]) continue;
    in_region[b->label] = 1;
    if (!ir_dominates(h, b)) return false; /* entered from elsewhere too */
    ir_inst *term = ir_terminator(b);
    if (!term || (term->op != SpvOpBranch && term->op != SpvOpBranchConditional)) return false;
    for (ir_inst *in = b->insts.first; in; in = in->next)
      if (!runnable_by_all(m, in)) return false;
    for (uint32_t i = 0; i < b->nsucc; i++) {
      if (b->succ[i]->rpo <= b->rpo && b->succ[i] != merge) return false; /* a back edge: a loop */
      stack[sp++] = b->succ[i];
    }
  }
  return true;
}

/* `in` runs only where `cond` holds; its result, where it has one, is
 * undefined elsewhere. */
static void guard(ir_module *m, ir_inst *in, uint32_t cond) {
  ir_inst *then_end, *else_end;
  ir_if_else(m, in, cond, &then_end, &else_end);
  ir_block *join = in->block;
  ir_list_remove(&join->insts, in);
  ir_block_insert(then_end->block, then_end, in);
  if (!in->id || !in->type) return;
  uint32_t id = in->id;
  ir_inst *pos = ir_first_non_phi(join);
  uint32_t phi = ir_phi2(m, pos, in->type, id, then_end, ir_undef(m, in->type), else_end);
  ir_replace_all_uses(m, id, phi);
  /* the phi itself keeps the original value */
  ir_inst *p = ir_def_inst(m, phi);
  for (uint32_t i = 0; i < p->n; i += 2)
    if (p->w[i] == phi) p->w[i] = id;
}

/* if (cond) { region } with the false edge straight to `merge`: the
 * region for everyone, its memory guarded, merge's phis chosen by cond. */
static void linearize(ir_module *m, ir_block *h, uint32_t cond, bool then_is_region, ir_block *entry,
                      ir_block *merge, const uint8_t *in_region) {
  uint32_t c = cond;
  ir_inst *term = ir_terminator(h);
  if (!then_is_region) {
    ir_builder b = ir_builder_before(m, term);
    c = ir_op1(&b, SpvOpLogicalNot, ir_type_bool(m), cond);
  }
  /* merge's phis: the value from h where cond is false */
  for (ir_inst *phi = merge->insts.first; phi && phi->op == SpvOpPhi; phi = phi->next) {
    uint32_t from_h = 0;
    for (uint32_t i = 0; i + 1 < phi->n; i += 2)
      if (phi->w[i + 1] == h->label) from_h = phi->w[i];
    for (uint32_t i = 0; from_h && i + 1 < phi->n; i += 2) {
      ir_block *pred = pred_by_label(merge, phi->w[i + 1]);
      if (!pred || !in_region[pred->label]) continue;
      ir_builder b = ir_builder_before(m, ir_terminator(pred));
      phi->w[i] = ir_op3(&b, SpvOpSelect, phi->type, c, phi->w[i], from_h);
    }
    /* drop h's pair */
    uint32_t k = 0;
    for (uint32_t i = 0; i + 1 < phi->n; i += 2)
      if (phi->w[i + 1] != h->label) {
        phi->w[k] = phi->w[i], phi->w[k + 1] = phi->w[i + 1];
        k += 2;
      }
    phi->n = k;
  }
  /* h goes into the region unconditionally */
  term->op = SpvOpBranch;
  term->w[0] = entry->label;
  term->n = 1;
  /* then every memory access of the region is guarded (collected first:
   * guarding splits blocks) */
  uint32_t n = 0, cap = 0;
  ir_inst **list = NULL;
  IR_FOR_BLOCK(b, h->func) {
    if (b->label >= m->bound || !in_region[b->label]) continue;
    for (ir_inst *in = b->insts.first; in; in = in->next)
      if (guarded(m, in)) {
        list = ir_grow(m, list, n, &cap, sizeof *list, 16);
        list[n++] = in;
      }
  }
  for (uint32_t i = 0; i < n; i++) guard(m, list[i], c);
}

/* if (cond) { then region } else { else region }: the then region for
 * everyone, then the else region for everyone, each with its memory
 * guarded by its side of the condition; merge's phis take the then side's
 * value where cond holds. */
static void linearize_else(ir_module *m, ir_block *h, uint32_t cond, ir_block *t, ir_block *f, ir_block *merge,
                           const uint8_t *in_t, const uint8_t *in_f) {
  uint32_t bt = ir_type_bool(m);
  ir_inst *term = ir_terminator(h);
  ir_builder hb = ir_builder_before(m, term);
  uint32_t ncond = ir_op1(&hb, SpvOpLogicalNot, bt, cond);
  /* the else entry's phis have h as their one predecessor */
  while (f->insts.first && f->insts.first->op == SpvOpPhi) {
    ir_inst *phi = f->insts.first;
    ir_replace_all_uses(m, phi->id, phi->w[0]);
    ir_remove(m, phi);
  }
  uint32_t n = 0, cap = 0;
  ir_inst **list = NULL;
  uint8_t *side = NULL; /* 1: then, 0: else */
  uint32_t scap = 0;
  IR_FOR_BLOCK(b, h->func) {
    if (b->label >= m->bound || (!in_t[b->label] && !in_f[b->label])) continue;
    for (ir_inst *in = b->insts.first; in; in = in->next)
      if (guarded(m, in)) {
        list = ir_grow(m, list, n, &cap, sizeof *list, 16);
        side = ir_grow(m, side, n, &scap, 1, 16);
        side[n] = in_t[b->label];
        list[n++] = in;
      }
  }
  /* the then side's exits, and its value of each of merge's phis */
  ir_block **then_exits = NULL;
  uint32_t ne = 0, ecap = 0;
  for (uint32_t k = 0; k < merge->npred; k++)
    if (merge->pred[k]->label < m->bound && in_t[merge->pred[k]->label]) {
      then_exits = ir_grow(m, then_exits, ne, &ecap, sizeof *then_exits, 4);
      then_exits[ne++] = merge->pred[k];
    }
  for (ir_inst *phi = merge->insts.first; phi && phi->op == SpvOpPhi; phi = phi->next) {
    uint32_t vt = 0;
    if (ne == 1) {
      for (uint32_t i = 0; i + 1 < phi->n; i += 2)
        if (phi->w[i + 1] == then_exits[0]->label) vt = phi->w[i];
    } else {
      ir_inst *fp = ir_inst_new(m, SpvOpPhi, phi->type, ir_new_id(m), 0);
      for (uint32_t i = 0; i + 1 < phi->n; i += 2)
        for (uint32_t k = 0; k < ne; k++)
          if (phi->w[i + 1] == then_exits[k]->label) {
            ir_push(m, fp, phi->w[i], true);
            ir_push(m, fp, phi->w[i + 1], true);
          }
      ir_block_insert(f, f->insts.first, fp);
      vt = fp->id;
    }
    uint32_t k = 0;
    for (uint32_t i = 0; i + 1 < phi->n; i += 2) {
      ir_block *pred = pred_by_label(merge, phi->w[i + 1]);
      if (pred && in_t[pred->label]) continue; /* dropped: merge is no longer reached from there */
      uint32_t v = phi->w[i];
      if (pred && in_f[pred->label]) {
        ir_builder b = ir_builder_before(m, ir_terminator(pred));
        v = ir_op3(&b, SpvOpSelect, phi->type, cond, vt, v);
      }
      phi->w[k] = v, phi->w[k + 1] = phi->w[i + 1];
      k += 2;
    }
    phi->n = k;
  }
  /* the then side goes on into the else side; h into the then side */
  for (uint32_t k = 0; k < ne; k++) {
    ir_inst *tt = ir_terminator(then_exits[k]);
    for (uint32_t i = 0; i < tt->n; i++)
      if (tt->isid[i] && tt->w[i] == merge->label) tt->w[i] = f->label;
  }
  term->op = SpvOpBranch;
  term->w[0] = t->label;
  term->n = 1;
  for (uint32_t i = 0; i < n; i++) guard(m, list[i], side[i] ? cond : ncond);
}

static bool region_has_collective(const ir_module *m, ir_func *f, const uint8_t *in_region) {
  IR_FOR_BLOCK(b, f) {
    if (b->label >= m->bound || !in_region[b->label]) continue;
    for (ir_inst *in = b->insts.first; in; in = in->next)
      if (collective(m, in)) return true;
  }
  return false;
}


/* ---- loops ----------------------------------------------------------------- */

/* A loop whose exits every work-item of a sub-group takes alike, but the
 * sub-groups of a work-group after different trip counts, holding a
 * collective: the whole work-group goes round while any work-item still
 * would. Each work-item keeps a flag `active` (cleared where it would have
 * left); every memory access of the loop is guarded by the flag; each
 * latch asks the work-group whether anyone is still active (a __local flag
 * between work-group barriers, uniform by construction) and leaves the
 * loop to its one exit block when no one is. */

typedef struct loop_info {
  ir_block *head, *pre, *exit;
  uint8_t *in; /* by label */
} loop_info;

/* The natural loop of back edge latch -> head (blocks that reach the latch
 * without passing the head). */
static void loop_blocks(ir_block *head, ir_block *latch, uint8_t *in, ir_block **stack) {
  uint32_t sp = 0;
  in[head->label] = 1;
  stack[sp++] = latch;
  while (sp) {
    ir_block *b = stack[--sp];
    if (in[b->label]) continue;
    in[b->label] = 1;
    for (uint32_t i = 0; i < b->npred; i++) stack[sp++] = b->pred[i];
  }
}

/* Whether the loop can be run in lockstep: one preheader executed by the
 * whole work-group, exits all conditional branches on values uniform in
 * each sub-group, all to one exit block without phis, no inner loop, no
 * value used after the loop, no work-group barrier or call but built-ins,
 * and a collective inside. */
static bool loop_ok(tr_ctx *c, loop_info *L, const uint8_t *wblk, const uint8_t *wdiv, const uint8_t *sdiv) {
  ir_module *m = c->m;
  ir_block *head = L->head;
  bool divergent_exit = false, has_collective = false;
  L->pre = NULL;
  L->exit = NULL;
  for (uint32_t i = 0; i < head->npred; i++) {
    ir_block *p = head->pred[i];
    if (L->in[p->label]) continue;
    if (L->pre) return false;
    L->pre = p;
  }
  if (!L->pre || wblk[L->pre->label]) return false;
  IR_FOR_BLOCK(b, c->k) {
    if (b->label >= m->bound || !L->in[b->label]) continue;
    ir_inst *term = ir_terminator(b);
    if (!term || (term->op != SpvOpBranch && term->op != SpvOpBranchConditional)) return false;
    for (uint32_t i = 0; i < b->nsucc; i++) {
      ir_block *s = b->succ[i];
      if (s == head) continue;
      if (L->in[s->label]) {
        if (s->rpo <= b->rpo) return false; /* an inner loop */
        continue;
      }
      /* an exit */
      if (term->op != SpvOpBranchConditional || term->w[0] >= m->bound || sdiv[term->w[0]]) return false;
      if (wdiv[term->w[0]]) divergent_exit = true;
      if (L->exit && L->exit != s) return false;
      L->exit = s;
    }
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      if (!runnable_by_all(m, in)) return false;
      has_collective |= collective(m, in);
    }
  }
  if (!L->exit || !divergent_exit || !has_collective) return false;
  if (L->exit->insts.first && L->exit->insts.first->op == SpvOpPhi) return false;
  /* no value of the loop used outside it */
  IR_FOR_BLOCK(b, c->k) {
    if (b->label < m->bound && L->in[b->label]) continue;
    for (ir_inst *in = b->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++) {
        if (!in->isid[i]) continue;
        ir_inst *di = ir_def_inst(m, in->w[i]);
        if (di && di->block && di->block->label < m->bound && L->in[di->block->label]) return false;
      }
  }
  return true;
}

/* any(v) over the work-group, through word 0 of the exchange array,
 * between work-group barriers; every work-item gets the same value. */
static uint32_t workgroup_any(tr_ctx *c, ir_inst *pos, uint32_t v) {
  ir_module *m = c->m;
  uint32_t u32 = ir_type_int(m, 32, 0), bt = ir_type_bool(m);
  ir_builder b = ir_builder_before(m, pos);
  uint32_t slot = ir_op2(&b, SpvOpAccessChain, ir_type_ptr(m, SpvStorageClassWorkgroup, u32), c->sg_exchange,
                         ir_const_u32(m, 0));
  tr_workgroup_barrier(c, &b);
  uint32_t first = ir_op2(&b, SpvOpIEqual, bt, tr_local_linear_id(c, &b), ir_const_u32(m, 0));
  ir_inst *te, *ee;
  ir_if_else(m, pos, first, &te, &ee);
  ir_builder tb = ir_builder_before(m, te);
  ir_emit(&tb, SpvOpStore, 0, false, 2, (uint32_t[]){slot, ir_const_u32(m, 0)});
  b = ir_builder_before(m, pos);
  tr_workgroup_barrier(c, &b);
  ir_if_else(m, pos, v, &te, &ee);
  tb = ir_builder_before(m, te);
  ir_emit(&tb, SpvOpStore, 0, false, 2, (uint32_t[]){slot, ir_const_u32(m, 1)});
  b = ir_builder_before(m, pos);
  tr_workgroup_barrier(c, &b);
  uint32_t any = ir_op2(&b, SpvOpINotEqual, bt, ir_op1(&b, SpvOpLoad, u32, slot), ir_const_u32(m, 0));
  c->wg_uniform_ids = ir_grow(m, c->wg_uniform_ids, c->nwg_uniform_ids, &c->wg_uniform_cap,
                              sizeof *c->wg_uniform_ids, 8);
  c->wg_uniform_ids[c->nwg_uniform_ids++] = any;
  return any;
}

static void linearize_loop(tr_ctx *c, loop_info *L) {
  ir_module *m = c->m;
  uint32_t bt = ir_type_bool(m), pt = ir_type_ptr(m, SpvStorageClassFunction, bt);
  ir_block *entry = c->k->first;
  ir_inst *vpos = ir_first_non_phi(entry);
  while (vpos && vpos->op == SpvOpVariable) vpos = vpos->next;
  ir_inst *var = ir_inst_new(m, SpvOpVariable, pt, ir_new_id(m), 0);
  ir_push(m, var, SpvStorageClassFunction, false);
  ir_block_insert(entry, vpos, var);
  ir_builder pb = ir_builder_before(m, ir_terminator(L->pre));
  ir_emit(&pb, SpvOpStore, 0, false, 2, (uint32_t[]){var->id, ir_const_bool(m, true)});

  /* the memory accesses to guard, before anything is added */
  uint32_t n = 0, cap = 0;
  ir_inst **list = NULL;
  ir_block **latches = NULL;
  uint32_t nl = 0, lcap = 0;
  IR_FOR_BLOCK(b, c->k) {
    if (b->label >= m->bound || !L->in[b->label]) continue;
    for (ir_inst *in = b->insts.first; in; in = in->next)
      if (guarded(m, in)) {
        list = ir_grow(m, list, n, &cap, sizeof *list, 16);
        list[n++] = in;
      }
    for (uint32_t i = 0; i < b->nsucc; i++)
      if (b->succ[i] == L->head) {
        latches = ir_grow(m, latches, nl, &lcap, sizeof *latches, 4);
        latches[nl++] = b;
      }
  }
  /* exits: clear the flag, stay in the loop */
  IR_FOR_BLOCK(b, c->k) {
    if (b->label >= m->bound || !L->in[b->label]) continue;
    ir_inst *term = ir_terminator(b);
    if (term->op != SpvOpBranchConditional) continue;
    bool t_out = term->w[1] == L->exit->label, f_out = term->w[2] == L->exit->label;
    if (!t_out && !f_out) continue;
    ir_builder b2 = ir_builder_before(m, term);
    uint32_t stay = t_out ? ir_op1(&b2, SpvOpLogicalNot, bt, term->w[0]) : term->w[0];
    uint32_t a = ir_op1(&b2, SpvOpLoad, bt, var->id);
    ir_emit(&b2, SpvOpStore, 0, false, 2, (uint32_t[]){var->id, ir_op2(&b2, SpvOpLogicalAnd, bt, a, stay)});
    uint32_t inside = t_out ? term->w[2] : term->w[1];
    term->op = SpvOpBranch;
    term->w[0] = inside;
    term->n = 1;
  }
  /* latches: round again while anyone is active */
  for (uint32_t i = 0; i < nl; i++) {
    ir_inst *term = ir_terminator(latches[i]);
    ir_builder b2 = ir_builder_before(m, term);
    uint32_t a = ir_op1(&b2, SpvOpLoad, bt, var->id);
    uint32_t any = workgroup_any(c, term, a);
    term = ir_terminator(term->block);
    term->op = SpvOpBranchConditional;
    term->n = 0;
    ir_push(m, term, any, true);
    ir_push(m, term, L->head->label, true);
    ir_push(m, term, L->exit->label, true);
  }
  for (uint32_t i = 0; i < n; i++) {
    ir_builder b2 = ir_builder_before(m, list[i]);
    guard(m, list[i], ir_op1(&b2, SpvOpLoad, bt, var->id));
  }
}

bool tr_linearize_subgroup_branches(tr_ctx *c) {
  ir_module *m = c->m;
  if (!c->vspan || !c->nvsg_ids) return true;
  for (int round = 0; round < 64; round++) {
    uint8_t *wdiv, *wblk, *sdiv, *sblk;
    if (!tr_uniformity(c, false, &wdiv, &wblk) || !tr_uniformity(c, true, &sdiv, &sblk)) return false;
    size_t nedges = 0;
    IR_FOR_BLOCK(b, c->k) nedges += b->nsucc + b->npred + 1;
    ir_block **stack = ir_alloc(m, (nedges + 2) * sizeof *stack);
    bool done = false;
    /* loops first: their bodies hold the ifs */
    IR_FOR_BLOCK(b, c->k) {
      for (uint32_t i = 0; i < b->nsucc && !done; i++) {
        ir_block *head = b->succ[i];
        if (!ir_dominates(head, b)) continue;
        loop_info L = {.head = head, .in = ir_alloc(m, m->bound)};
        loop_blocks(head, b, L.in, stack);
        if (!loop_ok(c, &L, wblk, wdiv, sdiv)) continue;
        linearize_loop(c, &L);
        done = true;
      }
      if (done) break;
    }
    if (done) continue;
    IR_FOR_BLOCK(h, c->k) {
      ir_inst *term = ir_terminator(h);
      if (!term || term->op != SpvOpBranchConditional || wblk[h->label]) continue;
      uint32_t cond = term->w[0];
      /* divergent in the work-group, uniform in each sub-group */
      if (cond >= m->bound || !wdiv[cond] || sdiv[cond] || !h->ipdom || h->nsucc != 2) continue;
      ir_block *merge = h->ipdom, *t = NULL, *f = NULL;
      for (uint32_t i = 0; i < 2; i++) {
        if (h->succ[i]->label == term->w[1]) t = h->succ[i];
        if (h->succ[i]->label == term->w[2]) f = h->succ[i];
      }
      if (!t || !f || t == f) continue;
      bool then_is_region = f == merge;
      if (!then_is_region && t != merge) {
        /* code on both sides: each side one region, entered from h only */
        uint8_t *in_t = ir_alloc(m, m->bound), *in_f = ir_alloc(m, m->bound);
        if (t->npred != 1 || f->npred != 1) continue;
        if (!region_ok(m, h, t, merge, in_t, stack) || !region_ok(m, h, f, merge, in_f, stack)) continue;
        bool overlap = false;
        uint8_t *both = ir_alloc(m, m->bound);
        for (uint32_t i = 0; i < m->bound; i++) {
          overlap |= in_t[i] && in_f[i];
          both[i] = in_t[i] | in_f[i];
        }
        if (overlap || !region_has_collective(m, c->k, both)) continue;
        linearize_else(m, h, cond, t, f, merge, in_t, in_f);
        done = true;
        break;
      }
      ir_block *entry = then_is_region ? t : f;
      uint8_t *in_region = ir_alloc(m, m->bound);
      if (!region_ok(m, h, entry, merge, in_region, stack)) continue;
      if (!region_has_collective(m, c->k, in_region)) continue;
      linearize(m, h, cond, then_is_region, entry, merge, in_region);
      done = true;
      break;
    }
    if (!done) return !ir_failed(m);
  }
  return !ir_failed(m);
}
