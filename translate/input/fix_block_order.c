/* fix_block_order.c: lays out each function's blocks so that every block
 * comes after the blocks that dominate it, as SPIR-V requires (2.16.1).
 * llvm-spirv-15 writes blocks in LLVM's order, which can put a loop's exit
 * before its body; spirv-val then rejects the module although nothing else
 * is wrong with it. Word-level, before input validation: blocks are
 * written in reverse post-order of the CFG (a dominator is always visited
 * first), unreachable blocks after them in their original order. The rest
 * of the translator does not depend on block order. */
#include "input.h"

#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

enum {
  OP_FUNCTION = 54, OP_FUNCTION_END = 56, OP_LABEL = 248, OP_BRANCH = 249,
  OP_BRANCH_CONDITIONAL = 250, OP_SWITCH = 251,
};

typedef struct blk {
  uint32_t label;       /* result id of the OpLabel */
  size_t begin, end;    /* word range [begin, end) */
  uint32_t succ_first;  /* index into the successor list */
  uint32_t nsucc;
} blk;

typedef struct func {
  size_t first_block_word; /* where its first OpLabel starts */
  size_t end_word;         /* where its OpFunctionEnd starts */
  uint32_t first_blk, nblk;
} func;

typedef struct octx {
  const uint32_t *words;
  size_t n;
  blk *b;
  uint32_t nb, capb;
  uint32_t *succ;       /* successor label ids */
  uint32_t nsucc, capsucc;
  func *f;
  uint32_t nf, capf;
  bool in_func, bad;
} octx;

static bool grow(void **p, uint32_t *cap, uint32_t need, size_t elem) {
  if (need <= *cap) return true;
  uint32_t c = *cap ? *cap : 16;
  while (c < need) {
    if (c > UINT32_MAX / 2) return false;
    c *= 2;
  }
  void *q = realloc(*p, (size_t)c * elem);
  if (!q) return false;
  *p = q;
  *cap = c;
  return true;
}

static bool on_inst(void *user, const spvt_inst *in) {
  octx *x = user;
  if (in->words < x->words || in->words >= x->words + x->n) {
    x->bad = true;
    return false;
  }
  size_t at = (size_t)(in->words - x->words);
  switch (in->opcode) {
  case OP_FUNCTION:
    if (x->in_func || !grow((void **)&x->f, &x->capf, x->nf + 1, sizeof *x->f)) goto bad;
    x->f[x->nf] = (func){.first_block_word = 0, .end_word = 0, .first_blk = x->nb, .nblk = 0};
    x->nf++;
    x->in_func = true;
    return true;
  case OP_FUNCTION_END:
    if (!x->in_func) goto bad;
    if (x->f[x->nf - 1].nblk) x->b[x->nb - 1].end = at;
    x->f[x->nf - 1].end_word = at;
    x->in_func = false;
    return true;
  case OP_LABEL: {
    if (!x->in_func || !grow((void **)&x->b, &x->capb, x->nb + 1, sizeof *x->b)) goto bad;
    func *f = &x->f[x->nf - 1];
    if (f->nblk) x->b[x->nb - 1].end = at;
    else f->first_block_word = at;
    x->b[x->nb++] = (blk){.label = in->result_id, .begin = at, .end = at, .succ_first = x->nsucc};
    f->nblk++;
    return true;
  }
  case OP_BRANCH:
  case OP_BRANCH_CONDITIONAL:
  case OP_SWITCH: {
    if (!x->in_func || !x->f[x->nf - 1].nblk) goto bad;
    blk *b = &x->b[x->nb - 1];
    /* the label operands: every id but a conditional's or switch's first */
    bool skip = in->opcode != OP_BRANCH;
    for (uint16_t i = 0; i < in->nops; i++) {
      if (!in->ops[i].isid) continue;
      if (skip) {
        skip = false;
        continue;
      }
      if (in->ops[i].offset >= in->nwords) goto bad;
      if (!grow((void **)&x->succ, &x->capsucc, x->nsucc + 1, sizeof *x->succ)) goto bad;
      x->succ[x->nsucc++] = in->words[in->ops[i].offset];
      b->nsucc++;
    }
    return true;
  }
  default: return true;
  }
bad:
  x->bad = true;
  return false;
}

typedef struct lab {
  uint32_t id, index;
} lab;

static int cmp_lab(const void *a, const void *b) {
  const lab *x = a, *y = b;
  return x->id < y->id ? -1 : x->id > y->id;
}

static int64_t find_label(const lab *labs, uint32_t n, uint32_t id) {
  uint32_t lo = 0, hi = n;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (labs[mid].id == id) return labs[mid].index;
    if (labs[mid].id < id) lo = mid + 1;
    else hi = mid;
  }
  return -1;
}

/* Reverse post-order of one function's blocks into order[]; returns the
 * count of reachable blocks, or -1 (out of memory, unknown label). */
static int64_t rpo(octx *x, const func *f, uint32_t *order, lab *labs, uint32_t *stack,
                   uint32_t *next, uint8_t *state) {
  uint32_t nb = f->nblk;
  for (uint32_t i = 0; i < nb; i++) labs[i] = (lab){x->b[f->first_blk + i].label, i};
  qsort(labs, nb, sizeof *labs, cmp_lab);
  memset(state, 0, nb);
  uint32_t npost = 0, sp = 0;
  stack[sp] = 0, next[sp] = 0, sp++;
  state[0] = 1;
  while (sp) {
    uint32_t v = stack[sp - 1];
    const blk *b = &x->b[f->first_blk + v];
    if (next[sp - 1] < b->nsucc) {
      uint32_t s = x->succ[b->succ_first + next[sp - 1]++];
      int64_t w = find_label(labs, nb, s);
      if (w < 0) return -1; /* a branch out of the function: the validator says so */
      if (!state[w]) {
        state[w] = 1;
        stack[sp] = (uint32_t)w, next[sp] = 0, sp++;
      }
      continue;
    }
    order[npost++] = v; /* post-order */
    sp--;
  }
  for (uint32_t i = 0; i < npost / 2; i++) {
    uint32_t t = order[i];
    order[i] = order[npost - 1 - i];
    order[npost - 1 - i] = t;
  }
  for (uint32_t i = 0; i < nb; i++)
    if (!state[i]) order[npost++] = i;
  return npost;
}

uint32_t *tr_order_blocks(const uint32_t *words, size_t n) {
  octx x = {.words = words, .n = n};
  char err[8];
  uint32_t *out = NULL;
  if (!spvt_parse(words, n, &x, NULL, on_inst, err, sizeof err) || x.bad || x.in_func) goto done;
  uint32_t maxb = 0;
  bool any = false;
  for (uint32_t i = 0; i < x.nf; i++) maxb = x.f[i].nblk > maxb ? x.f[i].nblk : maxb;
  if (!maxb) goto done;
  uint32_t *order = malloc(sizeof *order * maxb), *stack = malloc(sizeof *stack * maxb);
  uint32_t *next = malloc(sizeof *next * maxb);
  lab *labs = malloc(sizeof *labs * maxb);
  uint8_t *state = malloc(maxb);
  out = malloc(sizeof *out * n);
  if (!order || !stack || !next || !labs || !state || !out) {
    free(out);
    out = NULL;
  } else {
    memcpy(out, words, sizeof *out * n);
    for (uint32_t i = 0; i < x.nf && out; i++) {
      const func *f = &x.f[i];
      if (!f->nblk) continue;
      int64_t r = rpo(&x, f, order, labs, stack, next, state);
      if (r < 0) continue; /* left as it is */
      bool same = true;
      for (uint32_t k = 0; k < f->nblk && same; k++) same = order[k] == k;
      if (same) continue;
      any = true;
      size_t at = f->first_block_word;
      for (uint32_t k = 0; k < f->nblk; k++) {
        const blk *b = &x.b[f->first_blk + order[k]];
        memcpy(out + at, words + b->begin, sizeof *out * (b->end - b->begin));
        at += b->end - b->begin;
      }
    }
    if (!any) {
      free(out);
      out = NULL;
    }
  }
  free(order), free(stack), free(next), free(labs), free(state);
done:
  free(x.b), free(x.succ), free(x.f);
  return out;
}
