/* ir_parse.c: a recorded parse. Translating a module reads it once per
 * kernel (every kernel's passes rewrite their own copy), and SPIRV-Tools'
 * grammar-aware parse is most of a read's cost, so it runs once: its
 * callbacks are recorded here and replayed by ir_read.c into each fresh
 * module, leaving out what the kernel does not need (other kernels'
 * functions, the constants and types only they use, their decorations),
 * so a kernel's translation costs what the kernel is, not what the module
 * around it is. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir_parse.h"

/* A function's instructions [first, end) and the functions it calls. */
typedef struct parsed_func {
  uint32_t id;
  size_t first, end;
  size_t first_call, ncalls; /* in ir_parsed.callees */
} parsed_func;

struct ir_parsed {
  uint32_t version, generator, bound;
  bool have_header;
  spvt_inst *insts; /* ops hold indexes into `ops` until replay */
  size_t ninsts, cap_insts;
  spvt_operand *ops;
  size_t nops, cap_ops;
  parsed_func *funcs;
  size_t nfuncs, cap_funcs;
  uint32_t *callees;
  size_t ncallees, cap_callees;
  bool in_func, oom;
};

static bool grow(void **v, size_t *cap, size_t need, size_t elem) {
  if (need <= *cap) return true;
  size_t c = *cap ? *cap * 2 : 1024;
  while (c < need) c *= 2;
  void *n = realloc(*v, c * elem);
  if (!n) return false;
  *v = n;
  *cap = c;
  return true;
}

static bool record_header(void *user, uint32_t version, uint32_t generator, uint32_t bound) {
  ir_parsed *p = user;
  p->version = version;
  p->generator = generator;
  p->bound = bound;
  p->have_header = true;
  return true;
}

/* Function extents and call edges, so a kernel's read can leave out the
 * code it never reaches. Malformed nesting is left to the reader, which
 * reports it when the instructions are replayed. */
static bool note_function(ir_parsed *p, const spvt_inst *in) {
  if (in->opcode == SpvOpFunction && !p->in_func) {
    if (!grow((void **)&p->funcs, &p->cap_funcs, p->nfuncs + 1, sizeof *p->funcs)) return false;
    p->funcs[p->nfuncs++] = (parsed_func){in->result_id, p->ninsts, 0, p->ncallees, 0};
    p->in_func = true;
  } else if (in->opcode == SpvOpFunctionEnd && p->in_func) {
    p->funcs[p->nfuncs - 1].end = p->ninsts + 1;
    p->in_func = false;
  } else if (in->opcode == SpvOpFunctionCall && p->in_func && in->nwords > 3) {
    if (!grow((void **)&p->callees, &p->cap_callees, p->ncallees + 1, sizeof *p->callees)) return false;
    p->callees[p->ncallees++] = in->words[3];
    p->funcs[p->nfuncs - 1].ncalls++;
  }
  return true;
}

static bool record_inst(void *user, const spvt_inst *in) {
  ir_parsed *p = user;
  if (!grow((void **)&p->insts, &p->cap_insts, p->ninsts + 1, sizeof *p->insts) ||
      !grow((void **)&p->ops, &p->cap_ops, p->nops + in->nops, sizeof *p->ops)) {
    p->oom = true;
    return false;
  }
  if (!note_function(p, in)) {
    p->oom = true;
    return false;
  }
  spvt_inst *r = &p->insts[p->ninsts++];
  *r = *in;
  r->ops = (const spvt_operand *)(uintptr_t)p->nops; /* an index until replay */
  memcpy(p->ops + p->nops, in->ops, sizeof *in->ops * in->nops);
  p->nops += in->nops;
  return true;
}

ir_parsed *ir_parse(const uint32_t *words, size_t nwords, char *err, size_t errlen) {
  char dummy[8];
  if (!err || !errlen) err = dummy, errlen = sizeof dummy;
  err[0] = 0;
  if (!words || nwords < 5) {
    snprintf(err, errlen, "not a SPIR-V module: %zu words is too short for the header", nwords);
    return NULL;
  }
  ir_parsed *p = calloc(1, sizeof *p);
  if (!p) {
    snprintf(err, errlen, "out of host memory");
    return NULL;
  }
  if (!spvt_parse(words, nwords, p, record_header, record_inst, err, errlen) || !p->have_header) {
    if (p->oom) snprintf(err, errlen, "out of host memory while reading the module");
    else if (!err[0]) snprintf(err, errlen, "malformed SPIR-V: no header");
    ir_parsed_free(p);
    return NULL;
  }
  return p;
}

void ir_parsed_free(ir_parsed *p) {
  if (!p) return;
  free(p->insts);
  free(p->ops);
  free(p->funcs);
  free(p->callees);
  free(p);
}

static parsed_func *find_func(const ir_parsed *p, uint32_t id) {
  for (size_t i = 0; i < p->nfuncs; i++)
    if (p->funcs[i].id == id) return &p->funcs[i];
  return NULL;
}

void ir_parsed_header(const ir_parsed *p, uint32_t *version, uint32_t *generator, uint32_t *bound) {
  *version = p->version;
  *generator = p->generator;
  *bound = p->bound;
}

size_t ir_parsed_count(const ir_parsed *p) { return p->ninsts; }

spvt_inst ir_parsed_inst(const ir_parsed *p, size_t i) {
  spvt_inst in = p->insts[i];
  in.ops = p->ops + (uintptr_t)in.ops;
  return in;
}

/* ---- what a kernel needs ----------------------------------------------- */

/* Marks in `keep` (one flag a function) the functions `kernel`'s entry
 * point reaches; false where there is no such kernel or the functions are
 * malformed. */
static bool reachable(const ir_parsed *p, const char *kernel, bool *keep) {
  uint32_t root = 0;
  for (size_t i = 0; i < p->ninsts; i++) {
    const spvt_inst *in = &p->insts[i];
    if (in->opcode != SpvOpEntryPoint || in->nwords < 4) continue;
    const char *name = (const char *)(in->words + 3);
    size_t maxlen = (size_t)(in->nwords - 3) * 4;
    if (strnlen(name, maxlen) < maxlen && !strcmp(name, kernel)) root = in->words[2];
  }
  parsed_func *f = root ? find_func(p, root) : NULL;
  if (!f || p->in_func) return false;
  for (size_t i = 0; i < p->nfuncs; i++)
    if (!p->funcs[i].end) return false;
  size_t *stack = malloc(sizeof *stack * (p->nfuncs + 1));
  if (!stack) return false;
  size_t n = 0;
  keep[f - p->funcs] = true;
  stack[n++] = (size_t)(f - p->funcs);
  while (n) {
    const parsed_func *g = &p->funcs[stack[--n]];
    for (size_t c = 0; c < g->ncalls; c++) {
      parsed_func *h = find_func(p, p->callees[g->first_call + c]);
      if (h && !keep[h - p->funcs]) {
        keep[h - p->funcs] = true;
        stack[n++] = (size_t)(h - p->funcs);
      }
    }
  }
  free(stack);
  return true;
}

/* The module's header instructions (capabilities to execution modes):
 * what they use is kept. Line markers and nops, which the reader drops,
 * count as global instructions without ids, kept and then dropped. */
static bool header_op(uint32_t op) { return ir_section_of(op) < IR_SEC_DEBUG; }

static void mark_ids(const ir_parsed *p, size_t i, uint8_t *used) {
  spvt_inst in = ir_parsed_inst(p, i);
  if (in.type_id && in.type_id < p->bound) used[in.type_id] = 1;
  for (uint16_t k = 0; k < in.nops; k++) {
    if (!in.ops[k].isid || in.ops[k].is_result) continue;
    for (uint16_t j = 0; j < in.ops[k].nwords; j++) {
      uint32_t w = in.words[in.ops[k].offset + j];
      if (w < p->bound) used[w] = 1;
    }
  }
}

enum { OUTSIDE, KEPT_FUNC, LEFT_OUT_FUNC };

uint8_t *ir_parsed_unneeded(const ir_parsed *p, const char *kernel) {
  bool *keep = calloc(p->nfuncs ? p->nfuncs : 1, sizeof *keep);
  uint8_t *where = calloc(p->ninsts ? p->ninsts : 1, 1);
  uint8_t *used = calloc(p->bound ? p->bound : 1, 1), *defined = calloc(p->bound ? p->bound : 1, 1);
  if (!keep || !where || !used || !defined || !reachable(p, kernel, keep)) {
    free(keep), free(where), free(used), free(defined);
    return NULL;
  }
  /* 1. what the kept functions and the header sections use and define */
  for (size_t i = 0, f = 0; i < p->ninsts; i++) {
    while (f < p->nfuncs && p->funcs[f].end <= i) f++;
    if (f < p->nfuncs && i >= p->funcs[f].first) where[i] = keep[f] ? KEPT_FUNC : LEFT_OUT_FUNC;
    if (where[i] == KEPT_FUNC || (where[i] == OUTSIDE && header_op(p->insts[i].opcode))) {
      mark_ids(p, i, used);
      if (p->insts[i].result_id < p->bound) defined[p->insts[i].result_id] = 1;
    }
  }
  /* 2. globals, last to first: each kept one keeps what it refers to.
   * Variables always stay (program-scope variables are laid out for the
   * whole program). The rest is left out, as are other functions. */
  uint8_t *skip = where; /* reused: LEFT_OUT_FUNC and left-out globals become 1, the rest 0 */
  for (size_t i = p->ninsts; i-- > 0;) {
    const spvt_inst *in = &p->insts[i];
    if (where[i] != OUTSIDE || ir_section_of(in->opcode) != IR_SEC_GLOBAL) {
      skip[i] = where[i] == LEFT_OUT_FUNC;
      continue;
    }
    uint32_t id = in->result_id;
    if (!id || id >= p->bound || used[id] || in->opcode == SpvOpVariable) {
      mark_ids(p, i, used);
      if (id < p->bound) defined[id] = 1;
      skip[i] = 0;
    } else {
      skip[i] = 1;
    }
  }
  /* 3. the decorations and names of what is left out go too (decoration
   * groups stay) */
  for (size_t i = 0; i < p->ninsts; i++)
    if (p->insts[i].opcode == SpvOpDecorationGroup && p->insts[i].result_id < p->bound)
      defined[p->insts[i].result_id] = 1;
  for (size_t i = 0; i < p->ninsts; i++) {
    const spvt_inst *in = &p->insts[i];
    if (!ir_about_first_operand(in->opcode) || in->nwords < 2) continue;
    if (in->words[1] >= p->bound || !defined[in->words[1]]) skip[i] = 1;
  }
  free(keep), free(used), free(defined);
  return skip;
}
