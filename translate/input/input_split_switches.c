/* input_split_switches.c: splits an OpSwitch of many (literal, label) pairs into a
 * binary search over the case values whose leaves are switches on the
 * same selector of at most MAX_PAIRS pairs each.
 *
 * Two limits: SPIR-V's own (16,383 pairs, the universal limits of SPIR-V
 * 2.17; llvm-spirv writes a C switch of 20,000 cases as one OpSwitch of
 * 20,000 pairs, which the validator rightly refuses although the OpenCL C
 * is fine), and the translator's, whose CFG code keeps a block's
 * successors in fixed arrays (256 in ir/ir_cfg.c, 64 where ir/ir_edit.c splits
 * a block): 63 pairs and the default stay within both. The chain keeps
 * the meaning: the pairs sorted by (signed) value are cut into chunks;
 * the original block compares the selector with the first value of the
 * middle chunk and branches to the half that may hold it, and so on down
 * to a leaf switching over its chunk with the original default. Case
 * values are distinct, so a value is matched by exactly the leaf whose
 * chunk lists it, and one listed nowhere reaches the original default
 * from whichever leaf it lands in. A tree rather than a chain of switches:
 * its depth is logarithmic, where a chain would nest one construct per
 * chunk in the structured output (past Vulkan's nesting limit of 1023 for
 * 20,000 cases). The new blocks follow the original one, which dominates
 * them, so every value the targets' OpPhi take from it is still there:
 * their entries for it become one per leaf that branches to them.
 *
 * It runs on every input before validation (translate.c), so a module
 * given as IL with more than 16,383 pairs in a switch, invalid SPIR-V, is
 * taken too, as the same program from source is. */
#define SPV_ENABLE_UTILITY_CODE
#include <spirv/unified1/spirv.h>
#include <stdlib.h>
#include <string.h>

#include "input.h"

/* spirv.h's table is a C99 inline function: this declaration makes this
 * file its external definition. */
extern void SpvHasResultAndType(SpvOp opcode, bool *hasResult, bool *hasResultType);

enum { MAX_PAIRS = 63 };

/* A node of the search: a leaf (hi == lo + 1) switches over chunk lo; an
 * inner node compares the selector with constant `cst` (the first value
 * of chunk `mid`) into `cmp` and branches to node left or right. */
typedef struct node {
  uint32_t lo, hi, mid, label, cmp, cst;
  int left, right;
} node;

/* One oversized switch. */
typedef struct big_switch {
  size_t at;          /* word offset of the OpSwitch */
  uint32_t block;     /* its block's label (the root's) */
  uint32_t type;      /* the selector's integer type */
  uint32_t lit_words; /* words per literal: 1, or 2 for a 64-bit selector */
  uint32_t npairs, nleaves;
  uint32_t *sorted;   /* the pairs' words, sorted by value */
  node *nodes;        /* 2 * nleaves - 1, root first */
  uint32_t nnodes;
} big_switch;

typedef struct pair_key {
  int64_t value;
  uint32_t index;
} pair_key;

static int cmp_pair(const void *a, const void *b) {
  int64_t x = ((const pair_key *)a)->value, y = ((const pair_key *)b)->value;
  return x < y ? -1 : x > y;
}

static int64_t literal(const uint32_t *lit, uint32_t words) {
  if (words == 2) return (int64_t)((uint64_t)lit[0] | (uint64_t)lit[1] << 32);
  return (int32_t)lit[0];
}

/* Builds the nodes of chunks [lo, hi) in pre-order; the root keeps the
 * original block's label. */
static int build(big_switch *b, uint32_t lo, uint32_t hi, uint32_t label, uint32_t *bound) {
  int k = (int)b->nnodes++;
  node *nd = &b->nodes[k];
  nd->lo = lo;
  nd->hi = hi;
  nd->label = label;
  nd->left = nd->right = -1;
  if (hi - lo == 1) return k;
  nd->mid = lo + (hi - lo) / 2;
  nd->cmp = (*bound)++;
  nd->cst = (*bound)++;
  uint32_t ll = (*bound)++, rl = (*bound)++;
  int l = build(b, lo, nd->mid, ll, bound);
  int r = build(b, nd->mid, hi, rl, bound);
  b->nodes[k].left = l;
  b->nodes[k].right = r;
  return k;
}

/* The leaves of b that branch to `target`, each once. */
static uint32_t preds_of(const big_switch *b, uint32_t default_label, uint32_t target, uint32_t *out) {
  uint32_t n = 0, pw = b->lit_words + 1;
  for (uint32_t k = 0; k < b->nnodes; k++) {
    const node *nd = &b->nodes[k];
    if (nd->hi - nd->lo != 1) continue;
    bool hit = default_label == target;
    uint32_t first = nd->lo * MAX_PAIRS, end = first + MAX_PAIRS < b->npairs ? first + MAX_PAIRS : b->npairs;
    for (uint32_t i = first; !hit && i < end; i++) hit = b->sorted[i * pw + b->lit_words] == target;
    if (hit) out[n++] = nd->label;
  }
  return n;
}

/* A growing word buffer; `bad` once an allocation failed. */
typedef struct wvec {
  uint32_t *w;
  size_t n, cap;
  bool bad;
} wvec;

static void push(wvec *v, const uint32_t *w, size_t n) {
  if (v->bad) return;
  if (v->n + n > v->cap) {
    size_t cap = (v->n + n) * 2;
    uint32_t *nw = realloc(v->w, cap * sizeof *nw);
    if (!nw) {
      v->bad = true;
      return;
    }
    v->w = nw;
    v->cap = cap;
  }
  memcpy(v->w + v->n, w, n * sizeof *w);
  v->n += n;
}

/* The blocks of b's search in place of its OpSwitch (sel, default). */
static void emit_tree(wvec *out, const big_switch *b, uint32_t sel, uint32_t dflt, uint32_t bool_type) {
  uint32_t pw = b->lit_words + 1;
  for (uint32_t k = 0; k < b->nnodes; k++) {
    const node *nd = &b->nodes[k];
    if (k) push(out, (uint32_t[]){(2u << 16) | SpvOpLabel, nd->label}, 2);
    if (nd->hi - nd->lo == 1) {
      uint32_t first = nd->lo * MAX_PAIRS, count = b->npairs - first < MAX_PAIRS ? b->npairs - first : MAX_PAIRS;
      push(out, (uint32_t[]){((3 + count * pw) << 16) | SpvOpSwitch, sel, dflt}, 3);
      push(out, b->sorted + (size_t)first * pw, (size_t)count * pw);
    } else {
      push(out, (uint32_t[]){(5u << 16) | SpvOpSLessThan, bool_type, nd->cmp, sel, nd->cst}, 5);
      push(out, (uint32_t[]){(4u << 16) | SpvOpBranchConditional, nd->cmp, b->nodes[nd->left].label,
                             b->nodes[nd->right].label}, 4);
    }
  }
}

bool tr_split_switches(const uint32_t *w, size_t n, uint32_t **fixed, size_t *fixed_n) {
  *fixed = NULL;
  if (n < 5 || w[0] != SpvMagicNumber) return true;
  /* First pass: are there any? (32-bit literals make the fewest words) */
  size_t nbig = 0;
  for (size_t i = 5; i < n;) {
    uint32_t wc = w[i] >> 16;
    if (!wc || i + wc > n) return true; /* malformed: later checks say so */
    if ((w[i] & 0xffff) == SpvOpSwitch && wc > 3 + 2 * MAX_PAIRS) nbig++;
    i += wc;
  }
  if (!nbig) return true;
  uint32_t bound = w[3];
  uint32_t *type_of = calloc(bound, sizeof *type_of), *int_width = calloc(bound, sizeof *int_width);
  big_switch *big = calloc(nbig, sizeof *big);
  bool ok = false, *done_phi = calloc(nbig, sizeof *done_phi);
  wvec out = {0};
  uint32_t *preds = NULL, bool_type = 0, max_leaves = 0;
  pair_key *keys = NULL;
  if (!type_of || !int_width || !big || !done_phi) goto done;
  /* Second pass: result types, integer widths, bool, each switch's block
   * and its search tree. */
  size_t k = 0;
  uint32_t label = 0;
  for (size_t i = 5; i < n; i += w[i] >> 16) {
    uint32_t op = w[i] & 0xffff, wc = w[i] >> 16;
    bool has_result = false, has_type = false;
    SpvHasResultAndType((SpvOp)op, &has_result, &has_type);
    if (has_result && has_type && wc >= 3 && w[i + 2] < bound) type_of[w[i + 2]] = w[i + 1];
    if (op == SpvOpTypeInt && wc >= 3 && w[i + 1] < bound) int_width[w[i + 1]] = w[i + 2];
    if (op == SpvOpTypeBool && wc >= 2) bool_type = w[i + 1];
    if (op == SpvOpLabel && wc >= 2) label = w[i + 1];
    if (op == SpvOpSwitch && wc > 3 + 2 * MAX_PAIRS) {
      uint32_t sel = w[i + 1];
      uint32_t type = sel < bound ? type_of[sel] : 0, width = type < bound ? int_width[type] : 0;
      big_switch *b = &big[k++];
      b->at = i;
      b->block = label;
      b->type = type;
      b->lit_words = width > 32 ? 2 : 1;
      uint32_t pw = b->lit_words + 1;
      if (!width || (wc - 3) % pw) {
        ok = true; /* not a switch on an integer: left to the validator */
        goto done;
      }
      b->npairs = (wc - 3) / pw;
      b->nleaves = (b->npairs + MAX_PAIRS - 1) / MAX_PAIRS;
      if (b->nleaves > max_leaves) max_leaves = b->nleaves;
      b->sorted = malloc((size_t)b->npairs * pw * sizeof *b->sorted);
      b->nodes = calloc(2 * (size_t)b->nleaves, sizeof *b->nodes);
      free(keys);
      keys = malloc(b->npairs * sizeof *keys);
      if (!b->sorted || !b->nodes || !keys) goto done;
      const uint32_t *pairs = w + i + 3;
      for (uint32_t p = 0; p < b->npairs; p++) keys[p] = (pair_key){literal(pairs + p * pw, b->lit_words), p};
      qsort(keys, b->npairs, sizeof *keys, cmp_pair);
      for (uint32_t p = 0; p < b->npairs; p++) memcpy(b->sorted + p * pw, pairs + keys[p].index * pw, pw * 4);
      build(b, 0, b->nleaves, label, &bound);
    }
  }
  if (!bool_type) bool_type = bound++;
  if (!(preds = malloc(max_leaves * sizeof *preds))) goto done;
  /* Third pass: the module again, with the constants, the trees and the
   * OpPhi fixed. */
  push(&out, w, 5);
  label = 0;
  bool globals_done = false;
  for (size_t i = 5; i < n; i += w[i] >> 16) {
    uint32_t op = w[i] & 0xffff, wc = w[i] >> 16;
    if (op == SpvOpFunction && !globals_done) {
      /* the search's constants (and bool), after the other globals */
      globals_done = true;
      if (bool_type >= w[3]) push(&out, (uint32_t[]){(2u << 16) | SpvOpTypeBool, bool_type}, 2);
      for (size_t j = 0; j < nbig; j++) {
        const big_switch *b = &big[j];
        for (uint32_t q = 0; q < b->nnodes; q++) {
          const node *nd = &b->nodes[q];
          if (nd->hi - nd->lo == 1) continue;
          const uint32_t *lit = b->sorted + (size_t)nd->mid * MAX_PAIRS * (b->lit_words + 1);
          push(&out, (uint32_t[]){((3 + b->lit_words) << 16) | SpvOpConstant, b->type, nd->cst}, 3);
          push(&out, lit, b->lit_words);
        }
      }
    }
    if (op == SpvOpLabel) {
      label = w[i + 1];
      memset(done_phi, 0, nbig * sizeof *done_phi);
    }
    big_switch *b = NULL;
    for (size_t j = 0; j < nbig && !b; j++)
      if (big[j].at == i) b = &big[j];
    if (b) {
      emit_tree(&out, b, w[i + 1], w[i + 2], bool_type);
      continue;
    }
    if (op == SpvOpPhi) {
      /* entries from a split block: one per leaf that branches here */
      size_t start = out.n;
      push(&out, w + i, 3);
      for (uint32_t p = 3; p + 1 < wc; p += 2) {
        uint32_t value = w[i + p], parent = w[i + p + 1];
        size_t from = nbig;
        for (size_t j = 0; j < nbig && from == nbig; j++)
          if (big[j].block == parent) from = j;
        if (from == nbig) {
          push(&out, w + i + p, 2);
          continue;
        }
        /* llvm-spirv writes one entry per edge: all name the same value,
         * and the new entries cover every edge, so only the first counts */
        if (done_phi[from]) continue;
        done_phi[from] = true;
        uint32_t np = preds_of(&big[from], w[big[from].at + 2], label, preds);
        for (uint32_t q = 0; q < np; q++) push(&out, (uint32_t[]){value, preds[q]}, 2);
      }
      memset(done_phi, 0, nbig * sizeof *done_phi);
      if (!out.bad && out.n - start > 0xffff) goto done_keep;
      if (!out.bad) out.w[start] = (uint32_t)((out.n - start) << 16) | SpvOpPhi;
      continue;
    }
    push(&out, w + i, wc);
  }
  if (out.bad) goto done;
  out.w[3] = bound;
  *fixed = out.w;
  *fixed_n = out.n;
  out.w = NULL;
  ok = true;
  goto done;
done_keep:
  ok = true; /* an OpPhi past 65,535 words: left to the validator */
done:
  free(out.w);
  free(preds);
  free(keys);
  for (size_t j = 0; big && j < nbig; j++) {
    free(big[j].sorted);
    free(big[j].nodes);
  }
  free(big);
  free(done_phi);
  free(type_of);
  free(int_width);
  return ok;
}
