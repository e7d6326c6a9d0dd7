/* ir_cfg.c: control-flow graph of a function: successors, predecessors,
 * reverse post-order, dominator and post-dominator trees (Cooper, Harvey
 * and Kennedy's iterative algorithm), with DFS intervals for O(1)
 * dominance queries. */
#include <stdlib.h>
#include <string.h>

#include "ir.h"

/* Successor labels of a terminator, deduplicated, in operand order. */
uint32_t ir_succ_labels(const ir_inst *t, uint32_t *out, uint32_t max) {
  uint32_t n = 0;
  if (!t) return 0;
  uint32_t first = 0, step = 1;
  switch (t->op) {
  case SpvOpBranch: first = 0; break;
  case SpvOpBranchConditional: first = 1; break;
  case SpvOpSwitch: first = 1; break;
  default: return 0;
  }
  for (uint32_t i = first; i < t->n; i += step) {
    if (!t->isid[i]) continue;
    if (t->op == SpvOpBranchConditional && i > 2) break; /* branch weights */
    bool dup = false;
    for (uint32_t k = 0; k < n; k++) dup |= out[k] == t->w[i];
    if (!dup && n < max) out[n++] = t->w[i];
  }
  return n;
}

static int intersect(int *idom, int a, int b) {
  while (a != b) {
    while (a > b) a = idom[a];
    while (b > a) b = idom[b];
  }
  return a;
}

/* Iterative dominators over nodes 0..n-1 numbered in reverse post-order
 * (node 0 the root). preds[i] lists predecessors by rpo index. */
static void dominators(int n, int **preds, int *npreds, int *idom) {
  for (int i = 0; i < n; i++) idom[i] = -1;
  idom[0] = 0;
  bool changed = true;
  while (changed) {
    changed = false;
    for (int i = 1; i < n; i++) {
      int nd = -1;
      for (int k = 0; k < npreds[i]; k++) {
        int p = preds[i][k];
        if (idom[p] < 0) continue;
        nd = nd < 0 ? p : intersect(idom, p, nd);
      }
      if (nd != idom[i]) {
        idom[i] = nd;
        changed = true;
      }
    }
  }
}

/* Numbers the tree given by parent[] with DFS pre/post indexes. */
static void tree_intervals(ir_module *m, int n, const int *parent, int *pre, int *post) {
  int *child_count = ir_alloc(m, ((size_t)n + 1) * sizeof *child_count);
  int *first = ir_alloc(m, ((size_t)n + 1) * sizeof *first);
  int *kids = ir_alloc(m, sizeof *kids * (size_t)(n ? n : 1));
  int *stack = ir_alloc(m, sizeof *stack * (size_t)(n ? n : 1));
  int *iter = ir_alloc(m, ((size_t)n + 1) * sizeof *iter);
  for (int i = 1; i < n; i++)
    if (parent[i] >= 0) child_count[parent[i]]++;
  for (int i = 0, acc = 0; i < n; i++) {
    first[i] = acc;
    acc += child_count[i];
  }
  for (int i = 0; i < n; i++) iter[i] = first[i];
  for (int i = 1; i < n; i++)
    if (parent[i] >= 0) kids[iter[parent[i]]++] = i;
  for (int i = 0; i < n; i++) iter[i] = 0;
  for (int i = 0; i < n; i++) pre[i] = post[i] = -1;
  int counter = 0, sp = 0;
  stack[sp++] = 0;
  pre[0] = counter++;
  while (sp) {
    int v = stack[sp - 1];
    if (iter[v] < child_count[v]) {
      int c = kids[first[v] + iter[v]++];
      pre[c] = counter++;
      stack[sp++] = c;
    } else {
      post[v] = counter++;
      sp--;
    }
  }
}

bool ir_cfg_build(ir_module *m, ir_func *f) {
  uint32_t nb = 0;
  IR_FOR_BLOCK(b, f) {
    b->nsucc = b->npred = 0;
    b->rpo = -1;
    b->idom = b->ipdom = NULL;
    b->dom_pre = b->dom_post = b->pdom_pre = b->pdom_post = -1;
    nb++;
  }
  if (!nb) return true;
  /* successors */
  IR_FOR_BLOCK(b, f) {
    uint32_t labels[256];
    ir_inst *t = ir_terminator(b);
    uint32_t cnt = 0;
    if (t && t->op == SpvOpSwitch) {
      /* switches can have many targets: count first */
      uint32_t tmp = 0;
      for (uint32_t i = 1; i < t->n; i++) tmp += t->isid[i];
      if (tmp > 256) return ir_error(m, "switch with more than 256 targets in block %s",
                                     ir_id_str(m, b->label));
    }
    cnt = ir_succ_labels(t, labels, 256);
    b->succ = ir_alloc(m, (cnt ? cnt : 1) * sizeof *b->succ);
    b->nsucc = 0;
    for (uint32_t i = 0; i < cnt; i++) {
      ir_block *s = ir_def_block(m, labels[i]);
      if (!s || s->func != f)
        return ir_error(m, "branch from %s to %s, which is not a block of the function",
                        ir_id_str(m, b->label), ir_id_str(m, labels[i]));
      b->succ[b->nsucc++] = s;
      s->npred++;
    }
  }
  IR_FOR_BLOCK(b, f) {
    b->pred = ir_alloc(m, (b->npred ? b->npred : 1) * sizeof *b->pred);
  }
  IR_FOR_BLOCK(b, f) b->npred = 0;
  IR_FOR_BLOCK(b, f) {
    for (uint32_t i = 0; i < b->nsucc; i++) {
      ir_block *s = b->succ[i];
      s->pred[s->npred++] = b;
    }
  }

  /* reverse post-order from the entry, iterative DFS */
  ir_block **order = ir_alloc(m, nb * sizeof *order);
  ir_block **stack = ir_alloc(m, nb * sizeof *stack);
  uint32_t *it = ir_alloc(m, nb * sizeof *it);
  uint32_t sp = 0, npost = 0;
  ir_block *entry = f->first;
  /* use rpo field as a visited mark (-2 = on stack/visited) */
  entry->rpo = -2;
  stack[sp] = entry;
  it[sp++] = 0;
  while (sp) {
    ir_block *v = stack[sp - 1];
    if (it[sp - 1] < v->nsucc) {
      ir_block *s = v->succ[it[sp - 1]++];
      if (s->rpo == -1) {
        s->rpo = -2;
        stack[sp] = s;
        it[sp++] = 0;
      }
    } else {
      order[npost++] = v;
      sp--;
    }
  }
  f->nrpo = npost;
  f->rpo = ir_alloc(m, (npost ? npost : 1) * sizeof *f->rpo);
  for (uint32_t i = 0; i < npost; i++) {
    f->rpo[i] = order[npost - 1 - i];
    f->rpo[i]->rpo = (int)i;
  }
  IR_FOR_BLOCK(b, f) if (b->rpo == -2) b->rpo = -1;

  int n = (int)npost;
  int **preds = ir_alloc(m, (size_t)(n + 1) * sizeof *preds);
  int *npreds = ir_alloc(m, (size_t)(n + 1) * sizeof *npreds);
  int *idom = ir_alloc(m, (size_t)(n + 1) * sizeof *idom);
  int *pre = ir_alloc(m, (size_t)(n + 1) * sizeof *pre);
  int *post = ir_alloc(m, (size_t)(n + 1) * sizeof *post);

  /* dominators */
  for (int i = 0; i < n; i++) {
    ir_block *b = f->rpo[i];
    preds[i] = ir_alloc(m, (b->npred ? b->npred : 1) * sizeof(int));
    for (uint32_t k = 0; k < b->npred; k++)
      if (b->pred[k]->rpo >= 0) preds[i][npreds[i]++] = b->pred[k]->rpo;
  }
  dominators(n, preds, npreds, idom);
  idom[0] = -1;
  tree_intervals(m, n, idom, pre, post);
  for (int i = 0; i < n; i++) {
    ir_block *b = f->rpo[i];
    b->idom = i && idom[i] >= 0 ? f->rpo[idom[i]] : NULL;
    b->dom_pre = pre[i];
    b->dom_post = post[i];
  }

  /* post-dominators: reverse graph rooted at a virtual exit (node 0) that
   * every exiting block reaches; reverse post-order on that graph. */
  int pn = n + 1;
  int *pidx = ir_alloc(m, (size_t)n * sizeof *pidx); /* rpo index -> pdom node */
  int *node_block = ir_alloc(m, (size_t)pn * sizeof *node_block);
  for (int i = 0; i < n; i++) pidx[i] = -1;
  /* DFS on reversed edges from the exit */
  int *pstack = ir_alloc(m, (size_t)pn * sizeof *pstack);
  uint32_t *pit = ir_alloc(m, (size_t)pn * sizeof *pit);
  int *porder = ir_alloc(m, (size_t)pn * sizeof *porder);
  bool *pvis = ir_alloc(m, (size_t)n * sizeof *pvis);
  int pnpost = 0;
  /* exit's reverse-successors: blocks without successors */
  int *exits = ir_alloc(m, (size_t)(n ? n : 1) * sizeof *exits);
  int nexits = 0;
  for (int i = 0; i < n; i++)
    if (f->rpo[i]->nsucc == 0) exits[nexits++] = i;
  /* iterative DFS: node -1 is the exit */
  int psp = 0;
  int exit_it = 0;
  for (;;) {
    if (psp == 0) {
      if (exit_it < nexits) {
        int s = exits[exit_it++];
        if (!pvis[s]) {
          pvis[s] = true;
          pstack[psp] = s;
          pit[psp++] = 0;
        }
        continue;
      }
      break;
    }
    int v = pstack[psp - 1];
    ir_block *vb = f->rpo[v];
    if (pit[psp - 1] < vb->npred) {
      ir_block *p = vb->pred[pit[psp - 1]++];
      if (p->rpo >= 0 && !pvis[p->rpo]) {
        pvis[p->rpo] = true;
        pstack[psp] = p->rpo;
        pit[psp++] = 0;
      }
    } else {
      porder[pnpost++] = v;
      psp--;
    }
  }
  /* node 0 = exit, then reverse post-order of the DFS */
  node_block[0] = -1;
  for (int i = 0; i < pnpost; i++) {
    int v = porder[pnpost - 1 - i];
    node_block[i + 1] = v;
    pidx[v] = i + 1;
  }
  int pcount = pnpost + 1;
  int **ppreds = ir_alloc(m, (size_t)pcount * sizeof *ppreds);
  int *pnpreds = ir_alloc(m, (size_t)pcount * sizeof *pnpreds);
  int *pidom = ir_alloc(m, (size_t)pcount * sizeof *pidom);
  int *ppre = ir_alloc(m, (size_t)pcount * sizeof *ppre);
  int *ppost = ir_alloc(m, (size_t)pcount * sizeof *ppost);
  for (int i = 1; i < pcount; i++) {
    ir_block *b = f->rpo[node_block[i]];
    /* predecessors in the reversed graph = successors in the CFG */
    ppreds[i] = ir_alloc(m, (b->nsucc + 1) * sizeof(int));
    if (b->nsucc == 0) ppreds[i][pnpreds[i]++] = 0;
    for (uint32_t k = 0; k < b->nsucc; k++) {
      int s = b->succ[k]->rpo;
      if (s >= 0 && pidx[s] > 0) ppreds[i][pnpreds[i]++] = pidx[s];
    }
  }
  dominators(pcount, ppreds, pnpreds, pidom);
  pidom[0] = -1;
  tree_intervals(m, pcount, pidom, ppre, ppost);
  for (int i = 0; i < n; i++) {
    ir_block *b = f->rpo[i];
    int node = pidx[i];
    if (node <= 0) continue; /* cannot reach an exit (infinite loop) */
    int pd = pidom[node];
    b->ipdom = pd > 0 ? f->rpo[node_block[pd]] : NULL;
    b->pdom_pre = ppre[node];
    b->pdom_post = ppost[node];
  }
  f->cfg_valid = true;
  return true;
}

bool ir_dominates(const ir_block *a, const ir_block *b) {
  if (a->dom_pre < 0 || b->dom_pre < 0) return false;
  return a->dom_pre <= b->dom_pre && b->dom_post <= a->dom_post;
}

bool ir_postdominates(const ir_block *a, const ir_block *b) {
  if (a->pdom_pre < 0 || b->pdom_pre < 0) return false;
  return a->pdom_pre <= b->pdom_pre && b->pdom_post <= a->pdom_post;
}

void ir_remove_unreachable(ir_module *m, ir_func *f) {
  if (!f->cfg_valid) ir_cfg_build(m, f);
  bool removed = false;
  IR_FOR_BLOCK(b, f) {
    if (b->rpo >= 0 || b == f->first) continue;
    ir_func_remove_block(f, b);
    removed = true;
  }
  if (!removed) return;
  /* Phis in surviving blocks may name removed predecessors. */
  IR_FOR_BLOCK(b, f) {
    for (ir_inst *in = b->insts.first; in && in->op == SpvOpPhi; in = in->next) {
      for (uint32_t i = 0; i + 1 < in->n;) {
        ir_block *p = ir_def_block(m, in->w[i + 1]);
        if (!p || p->rpo < 0) ir_erase_ops(in, i, 2);
        else i += 2;
      }
    }
  }
  ir_cfg_build(m, f);
}
