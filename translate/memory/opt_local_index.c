/* opt_local_index.c: word indexes into __local memory (and byte-addressed
 * __private memory) without the byte shift at every access. The memory
 * pass addresses word memories in bytes and indexes the word array with
 * `byte_offset >> 2`. Where the
 * offset is a sum or product of terms that are known multiples of four
 * (array bases, `i * sizeof(float)`, constants), the shift is distributed
 * into the terms: `(16 + row * 128 + k * 4) >> 2` becomes
 * `4 + row * 32 + k`. Driver compilers can then fold constant terms into
 * the load's immediate offset and combine neighbouring loads; with the
 * shift in the way they can do neither, since they cannot know the offset's
 * low bits are zero. On the NVIDIA H100 this doubled a local-memory SGEMM.
 *
 * Exactness: the rewrite gives the same index whenever the byte offset did
 * not wrap around 2^32, which an access inside __local memory (at most a
 * few hundred KiB) or __private memory (at most 1 MiB) never does; an
 * access that did was out of bounds. */
#include <string.h>

#include "passes.h"

#define MAX_DEPTH 12

typedef struct lix {
  tr_ctx *c;
  ir_module *m;
  int8_t *tz;       /* known trailing zero bits of u32 values, -1 unknown */
  uint32_t *quarter; /* id -> id of (value >> 2), built once */
  uint32_t bound;
  uint32_t u32;
} lix;

static uint32_t ctz32(uint64_t v) {
  if (!(uint32_t)v) return 32;
  uint32_t n = 0;
  while (!(v & 1)) v >>= 1, n++;
  return n;
}

static uint32_t min_u(uint32_t a, uint32_t b) { return a < b ? a : b; }

/* Trailing zero bits every value of `id` has (a lower bound). */
static uint32_t trailing_zeros(lix *x, uint32_t id, int depth) {
  if (id >= x->bound) return 0;
  if (x->tz[id] >= 0) return (uint32_t)x->tz[id];
  uint32_t r = 0;
  uint64_t k;
  ir_inst *d = ir_def_inst(x->m, id);
  if (d && depth < MAX_DEPTH) {
    uint32_t op = d->op;
    const uint32_t *w = d->w;
    uint32_t n = d->n;
    if (op == SpvOpSpecConstantOp && n >= 1) { /* the same rules on its opcode */
      op = w[0];
      w++;
      n--;
    }
    if (ir_const_value(x->m, id, &k)) {
      r = ctz32(k);
    } else if ((op == SpvOpIAdd || op == SpvOpISub) && n == 2) {
      r = min_u(trailing_zeros(x, w[0], depth + 1), trailing_zeros(x, w[1], depth + 1));
    } else if (op == SpvOpIMul && n == 2) {
      r = min_u(32, trailing_zeros(x, w[0], depth + 1) + trailing_zeros(x, w[1], depth + 1));
    } else if (op == SpvOpShiftLeftLogical && n == 2 && ir_const_value(x->m, w[1], &k) && k < 32) {
      r = min_u(32, trailing_zeros(x, w[0], depth + 1) + (uint32_t)k);
    } else if (op == SpvOpBitwiseAnd && n == 2) {
      uint32_t a = trailing_zeros(x, w[0], depth + 1), b = trailing_zeros(x, w[1], depth + 1);
      r = a > b ? a : b;
    } else if ((op == SpvOpUConvert || op == SpvOpSConvert || op == SpvOpBitcast) && n == 1) {
      r = min_u(32, trailing_zeros(x, w[0], depth + 1));
    } else if (op == SpvOpSelect && n == 3) {
      r = min_u(trailing_zeros(x, w[1], depth + 1), trailing_zeros(x, w[2], depth + 1));
    }
  }
  x->tz[id] = (int8_t)r;
  return r;
}

/* An id whose value is `v >> 2` for a 32-bit `v` with at least two
 * trailing zero bits, built by moving the shift into v's terms. Each new
 * instruction goes right after the definition it replaces, so it
 * dominates every use that one did. */
static uint32_t quarter(lix *x, uint32_t v, ir_inst *use, int depth) {
  if (v < x->bound && x->quarter[v]) return x->quarter[v];
  ir_module *m = x->m;
  uint32_t t = x->u32, r = 0;
  uint64_t k;
  if (ir_const_value(m, v, &k)) return ir_const(m, t, (uint32_t)k >> 2);
  ir_inst *d = ir_def_inst(m, v);
  if (d && !d->block && (d->op == SpvOpSpecConstant || d->op == SpvOpSpecConstantOp)) {
    /* a module-level value (offsets of __local arguments): its quarter is
     * module-level too, so that it dominates every use */
    r = tr_spec_op(x->c, SpvOpShiftRightLogical, v, ir_const_u32(m, 2));
    if (v < x->bound) x->quarter[v] = r;
    return r;
  }
  if (!d || !d->block) {
    /* anything else defined outside the kernel's blocks: at this use only */
    ir_builder ub = ir_builder_before(m, use);
    return ir_op2(&ub, SpvOpShiftRightLogical, t, v, ir_const_u32(m, 2));
  }
  ir_builder b;
  if (d->op != SpvOpPhi)
    b = ir_builder_before(m, d->next);
  else
    b = ir_builder_before(m, ir_first_non_phi(d->block));
  if (d->op != SpvOpPhi && depth < MAX_DEPTH && ir_type_of(m, v) == t && d->n == 2) {
    uint32_t a = d->w[0], c = d->w[1];
    switch (d->op) {
    case SpvOpIAdd:
    case SpvOpISub: {
      uint32_t qa = quarter(x, a, d, depth + 1), qc = quarter(x, c, d, depth + 1);
      r = ir_op2(&b, d->op, t, qa, qc);
      break;
    }
    case SpvOpIMul:
      if (trailing_zeros(x, a, 0) >= 2) {
        uint32_t qa = quarter(x, a, d, depth + 1);
        r = ir_op2(&b, SpvOpIMul, t, qa, c);
      } else if (trailing_zeros(x, c, 0) >= 2) {
        uint32_t qc = quarter(x, c, d, depth + 1);
        r = ir_const_value(m, qc, &k) && k == 1 ? a : ir_op2(&b, SpvOpIMul, t, a, qc);
      }
      break;
    case SpvOpShiftLeftLogical:
      if (ir_const_value(m, c, &k) && k >= 2 && k < 32)
        r = k == 2 ? a : ir_op2(&b, SpvOpShiftLeftLogical, t, a, ir_const(m, ir_type_of(m, c), k - 2));
      break;
    default: break;
    }
  }
  if (!r) r = ir_op2(&b, SpvOpShiftRightLogical, t, v, ir_const_u32(m, 2));
  if (v < x->bound) x->quarter[v] = r;
  return r;
}

/* The access chain's index is `offset >> 2` with a known-aligned offset. */
static void rewrite_index(lix *x, ir_inst *ac, uint32_t i) {
  ir_module *m = x->m;
  ir_inst *sh = ir_def_inst(m, ac->w[i]);
  uint64_t k;
  if (!sh || sh->op != SpvOpShiftRightLogical || sh->n != 2 || !ir_const_value(m, sh->w[1], &k) || k != 2)
    return;
  uint32_t v = sh->w[0];
  if (ir_type_of(m, v) != x->u32 || trailing_zeros(x, v, 0) < 2) return;
  ac->w[i] = quarter(x, v, ac, 0);
}

static bool is_word_array(const tr_ctx *c, uint32_t id) {
  if (id == c->local_var) return true;
  for (uint32_t i = 0; i < c->nprivate_word_vars; i++)
    if (c->private_word_vars[i] == id) return true;
  return false;
}

bool opt_local_index(tr_ctx *c) {
  ir_module *m = c->m;
  if (!c->local_var && !c->nprivate_word_vars) return true;
  lix x = {.c = c, .m = m, .bound = m->bound, .u32 = ir_type_int(m, 32, false)};
  x.tz = ir_alloc(m, x.bound);
  x.quarter = ir_alloc(m, (size_t)x.bound * sizeof *x.quarter);
  memset(x.quarter, 0, (size_t)x.bound * sizeof *x.quarter);
  for (uint32_t i = 0; i < x.bound; i++) x.tz[i] = -1;
  IR_FOR_BLOCK(blk, c->k) {
    IR_FOR_INST(in, &blk->insts) {
      if ((in->op == SpvOpAccessChain || in->op == SpvOpInBoundsAccessChain) && in->n == 2 &&
          is_word_array(c, in->w[0]))
        rewrite_index(&x, in, 1);
    }
  }
  return !ir_failed(m);
}
