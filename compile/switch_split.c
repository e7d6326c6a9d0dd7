/* switch_split.c: makes the front end's switches valid SPIR-V. Splits each OpSwitch of the front end's output that has
 * more (literal, label) pairs than a limit into a chain of switches on the
 * same selector: the first keeps the first `max` cases and defaults to a
 * new block holding the next `max`, and so on; the last defaults to the
 * original default. Every selector value reaches the same target as
 * before (the cases' literals are distinct, so which switch of the chain
 * holds a value does not matter). llvm-spirv writes a C switch as one
 * OpSwitch whatever its size, and SPIR-V allows at most 16,383 pairs
 * (universal limits), so a 20,000-case switch in OpenCL C gave invalid
 * SPIR-V.
 *
 * The new blocks follow the switch's block directly, so the module's
 * block order (each block after its dominators) stays valid. OpPhi
 * instructions in the targets that name the switch's block as a parent
 * get one pair per block of the chain that now branches to them. */
#include <stdlib.h>
#include <string.h>

/* libspirv.h defines this constant, which in C has external linkage;
 * translate/spirv_tools.c includes it too, so this file's copy is renamed
 * to keep the two from clashing at link time. */
#define kDefaultMaxIdBound shoal_switch_split_max_id_bound
#include <spirv-tools/libspirv.h>
#undef kDefaultMaxIdBound

#include "frontend.h"

enum { OP_PHI = 245, OP_LABEL = 248, OP_SWITCH = 251, OP_FUNCTION = 54 };

/* A target reached from chunk `chunk` of a split switch. */
typedef struct edge {
  uint32_t target, chunk;
} edge;

typedef struct split {
  size_t at;        /* word offset of the OpSwitch */
  uint32_t block;   /* its block's label */
  uint32_t litw;    /* words per literal */
  uint32_t npairs, nchunks;
  uint32_t first_id; /* labels of chunks 1.. are first_id + chunk - 1 */
  edge *edges;      /* sorted by target, then chunk; no duplicates */
  size_t nedges;
} split;

typedef struct scan {
  size_t at;        /* offset of the next instruction */
  uint32_t label;   /* the current block */
  uint32_t max;
  bool rewrite;     /* a phi names a parent twice */
  split *s;
  size_t n, cap;
  bool oom;
} scan;

static int edge_cmp(const void *a, const void *b) {
  const edge *x = a, *y = b;
  if (x->target != y->target) return x->target < y->target ? -1 : 1;
  return (x->chunk > y->chunk) - (x->chunk < y->chunk);
}

static spv_result_t on_inst(void *user, const spv_parsed_instruction_t *inst) {
  scan *c = user;
  size_t at = c->at;
  c->at += inst->num_words;
  if (inst->opcode == OP_LABEL) c->label = inst->result_id;
  /* Phis with a parent named twice are rewritten too (emit_phi). Small
   * ones are checked pair by pair; large ones are rewritten anyway. */
  if (inst->opcode == OP_PHI && !c->rewrite) {
    uint32_t np = (inst->num_words - 3) / 2;
    if (np > 64) c->rewrite = true;
    for (uint32_t i = 0; i < np && !c->rewrite; i++)
      for (uint32_t j = 0; j < i && !c->rewrite; j++)
        c->rewrite = inst->words[4 + 2 * i] == inst->words[4 + 2 * j];
  }
  if (inst->opcode != OP_SWITCH || inst->num_operands < 4) return SPV_SUCCESS;
  uint32_t litw = inst->operands[2].num_words;
  uint32_t npairs = (uint32_t)(inst->num_words - 3) / (litw + 1);
  if (npairs <= c->max) return SPV_SUCCESS;
  if (c->n == c->cap) {
    size_t cap = c->cap ? c->cap * 2 : 4;
    split *ns = realloc(c->s, cap * sizeof *ns);
    if (!ns) {
      c->oom = true;
      return SPV_ERROR_OUT_OF_MEMORY;
    }
    c->s = ns;
    c->cap = cap;
  }
  split *s = &c->s[c->n];
  *s = (split){.at = at, .block = c->label, .litw = litw, .npairs = npairs};
  s->nchunks = (npairs + c->max - 1) / c->max;
  s->edges = malloc(((size_t)npairs + 1) * sizeof *s->edges);
  if (!s->edges) {
    c->oom = true;
    return SPV_ERROR_OUT_OF_MEMORY;
  }
  c->n++;
  const uint32_t *w = inst->words;
  for (uint32_t i = 0; i < npairs; i++) s->edges[s->nedges++] = (edge){w[3 + i * (litw + 1) + litw], i / c->max};
  s->edges[s->nedges++] = (edge){w[2], s->nchunks - 1}; /* the default, from the last */
  qsort(s->edges, s->nedges, sizeof *s->edges, edge_cmp);
  size_t m = 0;
  for (size_t i = 0; i < s->nedges; i++)
    if (!m || edge_cmp(&s->edges[m - 1], &s->edges[i])) s->edges[m++] = s->edges[i];
  s->nedges = m;
  return SPV_SUCCESS;
}

/* A growing word buffer; `oom` once an allocation failed. */
typedef struct wbuf {
  uint32_t *w;
  size_t n, cap;
  bool oom, too_long;
} wbuf;

static void put(wbuf *b, uint32_t word) {
  if (b->oom) return;
  if (b->n == b->cap) {
    size_t cap = b->cap ? b->cap * 2 : 1024;
    uint32_t *nw = realloc(b->w, cap * sizeof *nw);
    if (!nw) {
      b->oom = true;
      return;
    }
    b->w = nw;
    b->cap = cap;
  }
  b->w[b->n++] = word;
}

static uint32_t chunk_label(const split *s, uint32_t chunk, uint32_t block) {
  return chunk ? s->first_id + chunk - 1 : block;
}

/* The chain replacing the switch at w (words of split s). */
static void emit_chain(wbuf *o, const split *s, const uint32_t *w, uint32_t max) {
  for (uint32_t c = 0; c < s->nchunks; c++) {
    if (c) {
      put(o, 2u << 16 | OP_LABEL);
      put(o, chunk_label(s, c, s->block));
    }
    uint32_t first = c * max, count = s->npairs - first < max ? s->npairs - first : max;
    put(o, (3 + count * (s->litw + 1)) << 16 | OP_SWITCH);
    put(o, w[1]);
    put(o, c + 1 < s->nchunks ? chunk_label(s, c + 1, s->block) : w[2]);
    for (size_t i = 0; i < (size_t)count * (s->litw + 1); i++) put(o, w[3 + (size_t)first * (s->litw + 1) + i]);
  }
}

/* Whether `id` (nonzero) was in the open-addressing set; adds it. */
static bool seen(uint32_t *set, size_t cap, uint32_t id) {
  for (size_t h = (id * 2654435761u) & (cap - 1);; h = (h + 1) & (cap - 1)) {
    if (set[h] == id) return true;
    if (!set[h]) {
      set[h] = id;
      return false;
    }
  }
}

/* OpPhi in block `label`. LLVM gives a phi one pair per edge, so a block
 * that several cases of one switch branch to names the switch's block
 * once per case (with the same value), which SPIR-V refuses ("exactly one
 * Parent i for each parent block"): later pairs of a parent already named
 * are dropped. Pairs whose parent is a split switch's block become one
 * pair per block of its chain that branches to `label`. */
static void emit_phi(wbuf *o, const uint32_t *w, uint32_t wc, uint32_t label, const split *sp, size_t ns) {
  size_t cap = 16;
  while (cap < wc) cap *= 2;
  uint32_t *set = calloc(cap, sizeof *set);
  if (!set) {
    o->oom = true;
    return;
  }
  size_t start = o->n;
  put(o, 0);
  put(o, w[1]);
  put(o, w[2]);
  for (uint32_t i = 3; i + 1 < wc; i += 2) {
    if (seen(set, cap, w[i + 1])) continue;
    const split *s = NULL;
    for (size_t k = 0; k < ns && !s; k++)
      if (sp[k].block == w[i + 1]) s = &sp[k];
    if (!s) {
      put(o, w[i]);
      put(o, w[i + 1]);
      continue;
    }
    edge key = {label, 0};
    const edge *e = s->edges;
    size_t lo = 0, hi = s->nedges;
    while (lo < hi) {
      size_t mid = (lo + hi) / 2;
      if (edge_cmp(&e[mid], &key) < 0)
        lo = mid + 1;
      else
        hi = mid;
    }
    for (; lo < s->nedges && e[lo].target == label; lo++) {
      put(o, w[i]);
      put(o, chunk_label(s, e[lo].chunk, s->block));
    }
  }
  free(set);
  /* The chain adds pairs: beyond an instruction's 65,535 words the
   * switch cannot be split. */
  if (o->n - start > 0xffff) o->too_long = true;
  if (!o->oom && !o->too_long) o->w[start] = (uint32_t)(o->n - start) << 16 | OP_PHI;
}

cc_status fe_split_switches(uint32_t **spirv, size_t *nwords, uint32_t max, char **log) {
  scan c = {.at = 5, .max = max};
  spv_context ctx = spvContextCreate(SPV_ENV_UNIVERSAL_1_6);
  spv_result_t res = ctx ? spvBinaryParse(ctx, &c, *spirv, *nwords, NULL, on_inst, NULL) : SPV_ERROR_OUT_OF_MEMORY;
  spvContextDestroy(ctx);
  cc_status st = CC_OK;
  if (c.oom || !ctx) {
    st = CC_NO_MEMORY;
  } else if (res == SPV_SUCCESS && (c.n || c.rewrite)) {
    /* Malformed output is left for the translator's validation to name. */
    const uint32_t *in = *spirv;
    uint32_t bound = in[3];
    uint64_t need = bound;
    for (size_t i = 0; i < c.n; i++) {
      c.s[i].first_id = (uint32_t)need;
      need += c.s[i].nchunks - 1;
    }
    if (need > UINT32_MAX) {
      char *l = fe_strdup("error: a switch has too many cases to split into SPIR-V's limits\n");
      if (l) {
        free(*log);
        *log = l;
      }
      st = l ? CC_FAILED : CC_NO_MEMORY;
    } else {
      wbuf o = {0};
      for (size_t i = 0; i < 5; i++) put(&o, in[i]);
      if (!o.oom) o.w[3] = (uint32_t)need;
      uint32_t label = 0;
      size_t next = 0;
      for (size_t at = 5; at < *nwords && !o.oom && !o.too_long;) {
        uint32_t wc = in[at] >> 16, op = in[at] & 0xffff;
        if (op == OP_LABEL) label = in[at + 1];
        if (op == OP_FUNCTION) label = 0;
        if (next < c.n && c.s[next].at == at) {
          emit_chain(&o, &c.s[next++], in + at, max);
        } else if (op == OP_PHI) {
          emit_phi(&o, in + at, wc, label, c.s, c.n);
        } else {
          for (uint32_t i = 0; i < wc; i++) put(&o, in[at + i]);
        }
        at += wc;
      }
      if (o.oom || o.too_long) {
        free(o.w);
        st = CC_NO_MEMORY;
        char *l = o.oom ? NULL : fe_strdup("error: a switch too large for SPIR-V cannot be split within its "
                                           "limits: a phi after it would exceed 65,535 words\n");
        if (l) {
          free(*log);
          *log = l;
          st = CC_FAILED;
        }
      } else {
        free(*spirv);
        *spirv = o.w;
        *nwords = o.n;
      }
    }
  }
  for (size_t i = 0; i < c.n; i++) free(c.s[i].edges);
  free(c.s);
  return st;
}
