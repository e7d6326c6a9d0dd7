/* opt_cse.c: common subexpressions. An instruction without side effects
 * that computes what an earlier one dominating it computes (same opcode,
 * type and operands) is replaced by it. Unoptimized modules, which is what
 * opencl-clang makes of OpenCL C source, compute every array index and
 * address anew at each use; besides the work, Mesa 22.3's lavapipe then
 * reorders a load past a store to the same private array element reached
 * through a recomputed index (a swap in a sort lost one of its values).
 * Instructions with decorations (NoContraction, rounding modes, ...) are
 * left alone: two of them are the same only if their decorations are
 * (no-wrap flags aside). */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"
#include "passes.h"

static bool pure(uint32_t op) {
  switch (op) {
  case SpvOpIAdd: case SpvOpISub: case SpvOpIMul: case SpvOpUDiv: case SpvOpSDiv: case SpvOpUMod:
  case SpvOpSRem: case SpvOpSMod: case SpvOpFAdd: case SpvOpFSub: case SpvOpFMul: case SpvOpFDiv:
  case SpvOpFRem: case SpvOpFMod: case SpvOpFNegate: case SpvOpSNegate:
  case SpvOpShiftLeftLogical: case SpvOpShiftRightLogical: case SpvOpShiftRightArithmetic:
  case SpvOpBitwiseAnd: case SpvOpBitwiseOr: case SpvOpBitwiseXor: case SpvOpNot:
  case SpvOpUConvert: case SpvOpSConvert: case SpvOpFConvert: case SpvOpConvertFToU: case SpvOpConvertFToS:
  case SpvOpConvertUToF: case SpvOpConvertSToF: case SpvOpBitcast: case SpvOpConvertUToPtr:
  case SpvOpConvertPtrToU:
  case SpvOpIEqual: case SpvOpINotEqual: case SpvOpULessThan: case SpvOpSLessThan: case SpvOpUGreaterThan:
  case SpvOpSGreaterThan: case SpvOpULessThanEqual: case SpvOpSLessThanEqual: case SpvOpUGreaterThanEqual:
  case SpvOpSGreaterThanEqual: case SpvOpLogicalAnd: case SpvOpLogicalOr: case SpvOpLogicalNot:
  case SpvOpLogicalEqual: case SpvOpLogicalNotEqual: case SpvOpSelect:
  case SpvOpCompositeConstruct: case SpvOpCompositeExtract: case SpvOpCompositeInsert:
  case SpvOpVectorShuffle: case SpvOpVectorExtractDynamic: case SpvOpVectorInsertDynamic:
  case SpvOpAccessChain: case SpvOpInBoundsAccessChain: case SpvOpPtrAccessChain:
  case SpvOpInBoundsPtrAccessChain:
    return true;
  default:
    return false;
  }
}

typedef struct entry {
  ir_inst *in;
  struct entry *next;
} entry;

typedef struct table {
  entry **slot;
  uint32_t nslots;
} table;

static uint32_t hash(const ir_inst *in) {
  uint32_t h = in->op * 2654435761u ^ in->type;
  for (uint32_t i = 0; i < in->n; i++) h = (h ^ in->w[i]) * 16777619u;
  return h;
}

static bool same(const ir_inst *a, const ir_inst *b) {
  return a->op == b->op && a->type == b->type && a->n == b->n && !memcmp(a->w, b->w, a->n * sizeof *a->w);
}

static ir_inst *find_dominating(const table *t, const ir_inst *in) {
  for (entry *e = t->slot[hash(in) % t->nslots]; e; e = e->next)
    if (same(e->in, in) && ir_dominates(e->in->block, in->block)) return e->in;
  return NULL;
}

bool opt_cse(tr_ctx *c) {
  ir_module *m = c->m;
  ir_func *f = c->k;
  if (!ir_cfg_build(m, f)) return false;
  uint8_t *decorated = ir_alloc(m, m->bound);
  for (ir_inst *d = m->sec[IR_SEC_ANNOTATION].first; d; d = d->next) {
    /* no-wrap flags only promise what the operands already decide */
    bool no_wrap = d->op == SpvOpDecorate && d->n >= 2 &&
                   (d->w[1] == SpvDecorationNoSignedWrap || d->w[1] == SpvDecorationNoUnsignedWrap);
    if (d->n >= 1 && d->w[0] < m->bound && !no_wrap) decorated[d->w[0]] = 1;
  }
  uint32_t *map = ir_alloc(m, (size_t)m->bound * sizeof *map);
  table t = {.nslots = 1024};
  t.slot = ir_alloc(m, t.nslots * sizeof *t.slot);
  bool changed = false;
  for (uint32_t r = 0; r < f->nrpo; r++) {
    IR_FOR_INST(in, &f->rpo[r]->insts) {
      for (uint32_t i = 0; i < in->n; i++) /* earlier replacements first */
        if (in->isid[i] && in->w[i] < m->bound && map[in->w[i]]) in->w[i] = map[in->w[i]];
      if (!in->id || in->id >= m->bound || !pure(in->op) || decorated[in->id]) continue;
      ir_inst *old = find_dominating(&t, in);
      if (old) {
        map[in->id] = old->id;
        ir_remove(m, in);
        ir_set_def(m, in->id, NULL);
        changed = true;
        continue;
      }
      entry *e = ir_alloc(m, sizeof *e);
      uint32_t s = hash(in) % t.nslots;
      *e = (entry){in, t.slot[s]};
      t.slot[s] = e;
    }
  }
  /* uses the walk reached before their replacement (phis of loops) */
  if (changed) ir_remap_func(f, map, m->bound);
  return !ir_failed(m);
}
