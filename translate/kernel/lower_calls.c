/* lower_calls.c: inlines every call to a function with a body into the
 * kernel (top-down: the copied body's own calls are inlined as the scan
 * reaches them, so the work is the size of the expanded kernel), rejects
 * recursion, and deletes the functions that are left unused.
 * Calls to imported functions (mangled built-ins) stay for later passes.
 * A by-value aggregate parameter (FuncParamAttr ByVal) is the callee's own
 * copy: each inlined call of a callee that writes it copies the argument
 * into a fresh variable. */
#include <stdio.h>
#include <string.h>

#include "ir/ir.h"
#include "passes.h"

typedef struct inliner {
  ir_module *m;
  uint32_t *map;     /* old id -> new id while cloning */
  uint32_t map_cap;
  uint32_t *touched; /* ids set in map, to clear afterwards */
  uint32_t ntouched, touched_cap;
} inliner;

static void map_set(inliner *s, uint32_t from, uint32_t to) {
  if (from >= s->map_cap) {
    uint32_t cap = s->map_cap ? s->map_cap : 1024;
    while (cap <= from) cap *= 2;
    uint32_t *n = ir_alloc(s->m, cap * sizeof *n);
    if (s->map) memcpy(n, s->map, s->map_cap * sizeof *n);
    s->map = n;
    s->map_cap = cap;
  }
  s->touched = ir_grow(s->m, s->touched, s->ntouched, &s->touched_cap, sizeof *s->touched, 1024);
  s->map[from] = to;
  s->touched[s->ntouched++] = from;
}

static uint32_t map_get(const inliner *s, uint32_t id) {
  return id < s->map_cap && s->map[id] ? s->map[id] : id;
}

static void map_clear(inliner *s) {
  for (uint32_t i = 0; i < s->ntouched; i++) s->map[s->touched[i]] = 0;
  s->ntouched = 0;
}

static bool has_body(const ir_func *f) { return f && f->first; }

/* Depth-first walk of the call graph from the kernel: colours 0 new, 1 on
 * the walk's stack, 2 done; appends functions in post-order (callees
 * first). The stack is explicit, so a call chain as long as the module
 * allows costs heap, not C stack: there is no depth limit. */
typedef struct walk_frame {
  ir_func *f;
  ir_block *b;   /* next instruction to look at: in, in block b */
  ir_inst *in;
} walk_frame;

static bool recursion_error(ir_module *m, const walk_frame *st, uint32_t depth, const ir_func *g) {
  for (uint32_t i = 0; i < depth; i++)
    if (st[i].f == g) {
      char buf[512] = "";
      size_t off = 0;
      for (uint32_t k = i; k < depth && off < sizeof buf - 80; k++)
        off += (size_t)snprintf(buf + off, sizeof buf - off, "%s -> ", ir_id_str(m, st[k].f->def->id));
      snprintf(buf + off, sizeof buf - off, "%s", ir_id_str(m, g->def->id));
      return ir_error(m, "recursion is not allowed in OpenCL C: %s", buf);
    }
  return ir_error(m, "recursive call to %s", ir_id_str(m, g->def->id));
}

static bool walk_calls(ir_module *m, ir_func *root, uint8_t *colour, ir_func **order, uint32_t *n,
                       walk_frame *st) {
  uint32_t sp = 0;
  colour[root->def->id] = 1;
  st[sp++] = (walk_frame){root, root->first, root->first ? root->first->insts.first : NULL};
  while (sp) {
    walk_frame *w = &st[sp - 1];
    /* the next call instruction of w->f */
    while (w->b && (!w->in || w->in->op != SpvOpFunctionCall)) {
      if (w->in) w->in = w->in->next;
      else {
        w->b = w->b->next;
        w->in = w->b ? w->b->insts.first : NULL;
      }
    }
    if (!w->b) {
      colour[w->f->def->id] = 2;
      order[(*n)++] = w->f;
      sp--;
      continue;
    }
    ir_inst *call = w->in;
    w->in = call->next;
    ir_func *g = ir_def_func(m, call->w[0]);
    if (!g) return ir_error(m, "call to %s, which is not a function", ir_id_str(m, call->w[0]));
    if (!has_body(g) || colour[g->def->id] == 2) continue;
    if (colour[g->def->id] == 1) return recursion_error(m, st, sp, g);
    colour[g->def->id] = 1;
    st[sp++] = (walk_frame){g, g->first, g->first->insts.first};
  }
  return true;
}

/* Decorations whose target is an id defined in `g` (results, params),
 * cloned for the new ids of an inlined copy. */
static void clone_decorations(inliner *s, ir_func *g, ir_inst *first_new_annotation) {
  ir_module *m = s->m;
  ir_list *annots = &m->sec[IR_SEC_ANNOTATION];
  for (ir_inst *in = annots->first; in && in != first_new_annotation; in = in->next) {
    if (in->op != SpvOpDecorate && in->op != SpvOpDecorateId && in->op != SpvOpDecorateString)
      continue;
    uint32_t target = in->w[0];
    if (target >= s->map_cap || !s->map[target]) continue;
    ir_inst *def = ir_def_inst(m, target);
    if (!def || !def->block || def->block->func != g) continue;
    ir_inst *copy = ir_inst_new(m, in->op, 0, 0, 0);
    for (uint32_t i = 0; i < in->n; i++) ir_push(m, copy, i == 0 ? s->map[target] : in->w[i], in->isid[i]);
    ir_section_append(m, IR_SEC_ANNOTATION, copy);
  }
}

static ir_inst *clone_inst(inliner *s, const ir_inst *in, uint32_t new_id) {
  ir_inst *c = ir_inst_new(s->m, in->op, in->type, new_id, 0);
  for (uint32_t i = 0; i < in->n; i++)
    ir_push(s->m, c, in->isid[i] ? map_get(s, in->w[i]) : in->w[i], in->isid[i]);
  return c;
}

/* Whether parameter `p` carries FuncParamAttr ByVal: LLVM's byval, a
 * pointer to memory the callee owns (a struct passed by value). */
static bool is_byval(const ir_module *m, uint32_t p) {
  for (ir_inst *in = m->sec[IR_SEC_ANNOTATION].first; in; in = in->next)
    if (in->op == SpvOpDecorate && in->n >= 3 && in->w[0] == p && in->w[1] == SpvDecorationFuncParamAttr &&
        in->w[2] == SpvFunctionParameterAttributeByVal)
      return true;
  return false;
}

static bool is_store_like(uint32_t op) {
  return op == SpvOpStore || op == SpvOpCopyMemory || op == SpvOpCopyMemorySized || ir_is_atomic(op);
}

/* Whether the callee may write __private memory it does not own (through
 * a pointer parameter, or one it loaded): the caller's object passed by
 * value might be written that way while the callee reads its copy. */
static bool writes_others(ir_module *m, ir_func *g) {
  uint8_t *own = ir_alloc(m, m->bound);
  IR_FOR_BLOCK(b, g) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      if (!in->id || in->id >= m->bound) continue;
      if (in->op == SpvOpVariable) own[in->id] = 1;
      else if ((in->op == SpvOpAccessChain || in->op == SpvOpInBoundsAccessChain || in->op == SpvOpPtrAccessChain ||
                in->op == SpvOpInBoundsPtrAccessChain || in->op == SpvOpBitcast || in->op == SpvOpCopyObject ||
                in->op == SpvOpPtrCastToGeneric) &&
               in->w[0] < m->bound && own[in->w[0]])
        own[in->id] = 1;
    }
  }
  IR_FOR_BLOCK(b, g) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      if (in->op == SpvOpFunctionCall && has_body(ir_def_func(m, in->w[0]))) {
        /* not inlined yet: it may write whatever private memory it gets */
        for (uint32_t i = 1; i < in->n; i++) {
          if (!in->isid[i]) continue;
          uint32_t t = ir_type_of(m, in->w[i]);
          if (!ir_is_pointer(m, t)) continue;
          uint32_t st = ir_ptr_storage(m, t);
          if (st == SpvStorageClassFunction || st == SpvStorageClassGeneric) return true;
        }
        continue;
      }
      if (!is_store_like(in->op) || !in->n || !in->isid[0]) continue;
      uint32_t st = ir_ptr_storage(m, ir_type_of(m, in->w[0]));
      if ((st == SpvStorageClassFunction || st == SpvStorageClassGeneric) && !(in->w[0] < m->bound && own[in->w[0]]))
        return true;
    }
  }
  return false;
}

/* Whether the callee may write its by-value parameter `p`, or let its
 * address out (stores through pointers derived from it, atomics, memcpy
 * into it, built-ins taking it, the pointer stored or made an integer),
 * or write other __private memory that might be the caller's object.
 * Most callees only read theirs, and then need no copy: the caller's
 * object (or the kernel's argument buffer) is read in place. `g` may still
 * call functions with bodies (inlining is top-down): writes_others counts
 * such a call as a write when it passes private memory, and a call given
 * the parameter is one. */
static bool param_written(ir_module *m, ir_func *g, uint32_t p) {
  if (writes_others(m, g)) return true;
  uint8_t *derived = ir_alloc(m, m->bound);
  derived[p] = 1;
  for (bool changed = true; changed;) {
    changed = false;
    IR_FOR_BLOCK(b, g) {
      for (ir_inst *in = b->insts.first; in; in = in->next) {
        bool uses = false;
        for (uint32_t i = 0; i < in->n; i++)
          if (in->isid[i] && in->w[i] < m->bound && derived[in->w[i]]) uses = true;
        if (!uses) continue;
        switch (in->op) {
        case SpvOpLoad:
        case SpvOpLifetimeStart:
        case SpvOpLifetimeStop:
        case SpvOpPtrEqual:
        case SpvOpPtrNotEqual:
        case SpvOpPtrDiff: break;
        case SpvOpCopyMemory:
        case SpvOpCopyMemorySized:
          if (derived[in->w[0]]) return true;
          break;
        case SpvOpAccessChain:
        case SpvOpInBoundsAccessChain:
        case SpvOpPtrAccessChain:
        case SpvOpInBoundsPtrAccessChain:
        case SpvOpBitcast:
        case SpvOpCopyObject:
        case SpvOpPtrCastToGeneric:
        case SpvOpGenericCastToPtr:
        case SpvOpGenericCastToPtrExplicit:
        case SpvOpPhi:
        case SpvOpSelect:
          if (in->id < m->bound && !derived[in->id]) derived[in->id] = 1, changed = true;
          break;
        default: return true; /* stores, atomics, built-ins, the address made an integer */
        }
      }
    }
  }
  return false;
}

/* The callee's copy of a by-value argument: a variable at the top of the
 * caller's entry block, filled at the call (before `call`), so that what
 * the callee writes to its parameter never reaches the caller's object. */
static uint32_t byval_copy(ir_module *m, ir_func *f, ir_inst *call, uint32_t ptr_type, uint32_t arg) {
  if (ir_ptr_storage(m, ptr_type) != SpvStorageClassFunction) return arg;
  ir_block *entry = f->first;
  ir_inst *var_pos = ir_first_non_phi(entry);
  while (var_pos && var_pos->op == SpvOpVariable) var_pos = var_pos->next;
  ir_inst *var = ir_inst_new(m, SpvOpVariable, ptr_type, ir_new_id(m), 0);
  ir_push(m, var, SpvStorageClassFunction, false);
  ir_block_insert(entry, var_pos, var);
  ir_inst *copy = ir_inst_new(m, SpvOpCopyMemory, 0, 0, 0);
  ir_push(m, copy, var->id, true);
  ir_push(m, copy, arg, true);
  ir_block_insert(call->block, call, copy);
  return var->id;
}

/* Inlines one call; returns the block holding what followed the call
 * (NULL on error). */
static ir_block *inline_call(inliner *s, ir_func *f, ir_inst *call) {
  ir_module *m = s->m;
  ir_func *g = ir_def_func(m, call->w[0]);
  ir_block *b = call->block;
  ir_block *entry = f->first;

  /* Split the caller block after the call. */
  ir_block *cont = ir_block_new(m, f, ir_new_id(m));
  ir_func_insert_block_after(f, b, cont);
  while (call->next) {
    ir_inst *mv = call->next;
    ir_list_remove(&b->insts, mv);
    ir_block_insert(cont, NULL, mv);
  }
  /* Successors' phis now come from the continuation block. */
  uint32_t succ[256];
  uint32_t ns = ir_succ_labels(ir_terminator(cont), succ, 256);
  for (uint32_t i = 0; i < ns; i++) {
    ir_block *sb = ir_def_block(m, succ[i]);
    for (ir_inst *phi = sb ? sb->insts.first : NULL; phi && phi->op == SpvOpPhi; phi = phi->next)
      for (uint32_t k = 1; k < phi->n; k += 2)
        if (phi->w[k] == b->label) phi->w[k] = cont->label;
  }

  /* Map parameters to arguments (or to copies of them, by value) and
   * every id defined in g to a fresh id. */
  uint32_t argi = 1;
  for (ir_inst *p = g->params.first; p; p = p->next, argi++) {
    if (argi >= call->n) {
      ir_error(m, "call to %s passes too few arguments", ir_id_str(m, g->def->id));
      return NULL;
    }
    uint32_t arg = call->w[argi];
    if (ir_is_pointer(m, p->type) && is_byval(m, p->id) && param_written(m, g, p->id))
      arg = byval_copy(m, f, call, p->type, arg);
    map_set(s, p->id, arg);
  }
  IR_FOR_BLOCK(gb, g) {
    map_set(s, gb->label, ir_new_id(m));
    for (ir_inst *in = gb->insts.first; in; in = in->next)
      if (in->id) map_set(s, in->id, ir_new_id(m));
  }

  ir_inst *ret_phi = NULL;
  uint32_t void_t = ir_type_void(m);
  if (call->type != void_t) {
    ret_phi = ir_inst_new(m, SpvOpPhi, call->type, 0, 0);
    ret_phi->id = call->id;
  }

  /* Clone the blocks, placing them between b and cont. */
  ir_block *after = b;
  ir_inst *var_pos = ir_first_non_phi(entry);
  while (var_pos && var_pos->op == SpvOpVariable) var_pos = var_pos->next;
  IR_FOR_BLOCK(gb, g) {
    ir_block *nb = ir_block_new(m, f, map_get(s, gb->label));
    ir_func_insert_block_after(f, after, nb);
    after = nb;
    for (ir_inst *in = gb->insts.first; in; in = in->next) {
      if (in->op == SpvOpReturn || in->op == SpvOpReturnValue) {
        ir_inst *br = ir_inst_new(m, SpvOpBranch, 0, 0, 0);
        ir_push(m, br, cont->label, true);
        ir_block_insert(nb, NULL, br);
        if (in->op == SpvOpReturnValue && ret_phi) {
          ir_push(m, ret_phi, map_get(s, in->w[0]), true);
          ir_push(m, ret_phi, nb->label, true);
        }
        continue;
      }
      ir_inst *c = clone_inst(s, in, in->id ? map_get(s, in->id) : 0);
      if (c->op == SpvOpVariable) {
        /* Function variables must sit at the top of the entry block. */
        ir_block_insert(entry, var_pos, c);
      } else {
        ir_block_insert(nb, NULL, c);
      }
    }
  }
  clone_decorations(s, g, NULL);

  /* b now jumps into the inlined body; the call's result becomes a phi. */
  ir_list_remove(&b->insts, call);
  ir_inst *br = ir_inst_new(m, SpvOpBranch, 0, 0, 0);
  ir_push(m, br, map_get(s, g->first->label), true);
  ir_block_insert(b, NULL, br);
  if (ret_phi) {
    if (ret_phi->n == 0) {
      /* No return path reaches the continuation: it is unreachable. */
      ir_inst *u = ir_inst_new(m, SpvOpUndef, call->type, 0, 0);
      u->id = call->id;
      ir_set_def(m, call->id, u);
      ir_block_insert(cont, ir_first_non_phi(cont), u);
    } else if (ret_phi->n == 2) {
      /* One return: the value itself. A one-operand phi would become a
       * variable in the structurizer, and thousands of those (a kernel
       * calling thousands of helpers) make drivers' compilers crawl. */
      ir_inst *cp = ir_inst_new(m, SpvOpCopyObject, call->type, 0, 0);
      cp->id = call->id;
      ir_push(m, cp, ret_phi->w[0], true);
      ir_set_def(m, call->id, cp);
      ir_block_insert(cont, ir_first_non_phi(cont), cp);
    } else {
      ir_set_def(m, call->id, ret_phi);
      ir_block_insert(cont, cont->insts.first, ret_phi);
    }
  }
  map_clear(s);
  f->cfg_valid = false;
  return cont;
}

/* Inlines every call in the kernel, top-down: a callee's own body is
 * copied in and the scan goes on through the copied blocks, so their
 * calls are inlined in turn. The work is the size of the expanded kernel;
 * inlining each function into its callers first (bottom-up) would copy a
 * chain of n helpers n(n+1)/2 times. walk_calls has refused recursion. */
static bool inline_into(inliner *s, ir_func *f) {
  for (ir_block *b = f->first; b; b = b->next) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      if (in->op != SpvOpFunctionCall || !has_body(ir_def_func(s->m, in->w[0]))) continue;
      if (!inline_call(s, f, in)) return false;
      break; /* the call ended b: the next block is the callee's first */
    }
  }
  return true;
}

bool lower_calls(tr_ctx *c) {
  ir_module *m = c->m;
  uint8_t *colour = ir_alloc(m, m->bound);
  uint32_t nfuncs = 0;
  IR_FOR_FUNC(f, m) nfuncs++;
  ir_func **order = ir_alloc(m, (nfuncs + 1) * sizeof *order);
  walk_frame *stack = ir_alloc(m, (nfuncs + 1) * sizeof *stack); /* each function once on it */
  uint32_t n = 0;
  if (!walk_calls(m, c->k, colour, order, &n, stack)) return false;

  inliner s = {.m = m};
  if (!inline_into(&s, c->k)) return false;

  /* Only the kernel and the imports it still calls remain. */
  bool *called = ir_alloc(m, m->bound);
  IR_FOR_BLOCK(b, c->k)
  for (ir_inst *in = b->insts.first; in; in = in->next)
    if (in->op == SpvOpFunctionCall && in->w[0] < m->bound) called[in->w[0]] = true;
  IR_FOR_FUNC(f, m) {
    if (f == c->k || (!has_body(f) && called[f->def->id])) continue;
    ir_module_remove_func(m, f);
  }
  ir_remove_unreachable(m, c->k);
  return !ir_failed(m);
}
