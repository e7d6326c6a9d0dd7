/* opt_rotate64.c: 64-bit rotates by a constant as two 32-bit funnel
 * shifts, on GPUs (tr_target.split_rotate64). OpenCL C code rotates 64-bit
 * values as `(x >> n) | (x << (64 - n))` (SHA-512's every round, in
 * hashcat's kernels), and NVIDIA's Vulkan compiler (driver 580) makes that
 * six instructions: two 64-bit shifts of two 32-bit halves each, and the
 * or of both halves. NVIDIA's own OpenCL compiler sees the rotate and makes
 * two funnel shifts (SHF.L.W), one per half; hashcat's SHA-512 ran at 0.61
 * of it through Shoal (docs/benchmarks.md). The same rotate written on the
 * halves, `(lo >> n) | (hi << (32 - n))` and its twin, is the 32-bit form
 * the driver does turn into funnel shifts. CPUs (lavapipe) rotate 64-bit
 * registers in one instruction and keep the original form.
 *
 * The rotate is found where an or, xor or add (they agree: the two shifts'
 * bits do not overlap) joins a logical right and a left shift of the same
 * 64-bit scalar whose amounts are constants adding up to 64; amounts may be
 * constant expressions (OpenCL's shift masks them, `n & 63`). */
#include "passes.h"

/* A constant expression's value, for the shift amounts: constants through
 * conversions and integer arithmetic, a few levels deep. */
static bool eval(ir_module *m, uint32_t id, int depth, uint64_t *out) {
  if (ir_const_value(m, id, out)) return true;
  ir_inst *in = ir_def_inst(m, id);
  if (!in || depth == 0 || !in->type || !ir_is_int(m, in->type)) return false;
  uint32_t w = ir_bit_width(m, in->type);
  uint64_t mask = w >= 64 ? UINT64_MAX : (1ull << w) - 1, a, b = 0;
  bool binary = in->n == 2;
  if (in->n < 1 || !in->isid[0] || !eval(m, in->w[0], depth - 1, &a)) return false;
  if (binary && (!in->isid[1] || !eval(m, in->w[1], depth - 1, &b))) return false;
  switch (in->op) {
  case SpvOpUConvert: case SpvOpBitcast: *out = a & mask; return in->n == 1;
  case SpvOpSConvert: {
    uint32_t sw = ir_bit_width(m, ir_type_of(m, in->w[0]));
    if (in->n != 1 || !sw || sw > 64) return false;
    uint64_t sign = 1ull << (sw - 1);
    uint64_t v = sw == 64 ? a : (a & ((sign << 1) - 1));
    *out = ((v ^ sign) - sign) & mask;
    return true;
  }
  case SpvOpIAdd: *out = (a + b) & mask; return binary;
  case SpvOpISub: *out = (a - b) & mask; return binary;
  case SpvOpIMul: *out = (a * b) & mask; return binary;
  case SpvOpBitwiseAnd: *out = a & b; return binary;
  case SpvOpBitwiseOr: *out = a | b; return binary;
  case SpvOpBitwiseXor: *out = a ^ b; return binary;
  default: return false;
  }
}

/* `in` shifts a value by a constant: which way, what, and by how much. */
static bool const_shift(ir_module *m, uint32_t id, bool *right, uint32_t *value, uint64_t *amount) {
  ir_inst *in = ir_def_inst(m, id);
  if (!in || in->n != 2 || (in->op != SpvOpShiftRightLogical && in->op != SpvOpShiftLeftLogical)) return false;
  if (!eval(m, in->w[1], 6, amount) || *amount == 0 || *amount >= 64) return false;
  *right = in->op == SpvOpShiftRightLogical;
  *value = in->w[0];
  return true;
}

/* (a >> n) | (b << (32 - n)) on 32-bit halves, 0 < n < 32 */
static uint32_t funnel(ir_builder *b, uint32_t u32, uint32_t a, uint32_t hi, uint32_t n) {
  ir_module *m = b->m;
  return ir_op2(b, SpvOpBitwiseOr, u32, ir_op2(b, SpvOpShiftRightLogical, u32, a, ir_const_u32(m, n)),
                ir_op2(b, SpvOpShiftLeftLogical, u32, hi, ir_const_u32(m, 32 - n)));
}

/* Deletes the listed instructions nothing uses any more, and then what
 * only they used (the shift amounts' constant arithmetic). */
static void remove_unused(ir_module *m, ir_func *f, ir_inst **work, uint32_t n) {
  /* uses in code; names and decorations of what goes are dropped later */
  uint32_t *uses = ir_func_use_counts(m, f);
  uint32_t cap = n;
  while (n) {
    ir_inst *in = work[--n];
    if (!in || !in->block || !in->id || uses[in->id]) continue;
    switch (in->op) {
    case SpvOpShiftLeftLogical: case SpvOpShiftRightLogical: case SpvOpUConvert: case SpvOpSConvert:
    case SpvOpBitcast: case SpvOpIAdd: case SpvOpISub: case SpvOpIMul: case SpvOpBitwiseAnd:
    case SpvOpBitwiseOr: case SpvOpBitwiseXor:
      break;
    default:
      continue;
    }
    for (uint32_t i = 0; i < in->n; i++) {
      if (!in->isid[i] || in->w[i] >= m->bound || !uses[in->w[i]]) continue;
      if (--uses[in->w[i]] == 0) {
        work = ir_grow(m, work, n, &cap, sizeof *work, 64);
        work[n++] = ir_def_inst(m, in->w[i]);
      }
    }
    ir_remove(m, in);
    ir_set_def(m, in->id, NULL);
  }
}

bool opt_rotate64(tr_ctx *c) {
  if (!c->t->split_rotate64) return true;
  ir_module *m = c->m;
  uint32_t u32 = 0, v2 = 0, bound = m->bound;
  uint32_t *map = ir_alloc(m, (size_t)bound * sizeof *map);
  /* the replaced shifts, removed at the end where nothing else uses them */
  ir_inst **dead = NULL;
  uint32_t ndead = 0, capdead = 0;
  bool changed = false;
  IR_FOR_BLOCK(blk, c->k) {
    IR_FOR_INST(in, &blk->insts) {
      if ((in->op != SpvOpBitwiseOr && in->op != SpvOpBitwiseXor && in->op != SpvOpIAdd) || in->n != 2 ||
          !ir_is_int(m, in->type) || ir_bit_width(m, in->type) != 64)
        continue;
      bool r0, r1;
      uint32_t x0, x1;
      uint64_t n0, n1;
      if (!const_shift(m, in->w[0], &r0, &x0, &n0) || !const_shift(m, in->w[1], &r1, &x1, &n1) || r0 == r1 ||
          x0 != x1 || n0 + n1 != 64)
        continue;
      /* a right rotate by n: the right shift's amount */
      uint32_t n = (uint32_t)(r0 ? n0 : n1);
      if (!u32) {
        u32 = ir_type_int(m, 32, false);
        v2 = ir_type_vec(m, u32, 2);
      }
      ir_builder b = ir_builder_before(m, in);
      uint32_t halves = ir_op1(&b, SpvOpBitcast, v2, x0);
      uint32_t lo = ir_extract(&b, u32, halves, 0), hi = ir_extract(&b, u32, halves, 1);
      if (n >= 32) { /* rotating by 32 swaps the halves */
        uint32_t t = lo;
        lo = hi;
        hi = t;
        n -= 32;
      }
      uint32_t nlo = lo, nhi = hi;
      if (n) {
        nlo = funnel(&b, u32, lo, hi, n);
        nhi = funnel(&b, u32, hi, lo, n);
      }
      uint32_t parts[2] = {nlo, nhi};
      uint32_t joined = ir_emit(&b, SpvOpCompositeConstruct, v2, true, 2, parts)->id;
      uint32_t result = ir_op1(&b, SpvOpBitcast, in->type, joined);
      if (in->id < bound) map[in->id] = result;
      for (int k = 0; k < 2; k++) {
        dead = ir_grow(m, dead, ndead, &capdead, sizeof *dead, 64);
        dead[ndead++] = ir_def_inst(m, in->w[k]);
      }
      ir_remove(m, in);
      ir_set_def(m, in->id, NULL);
      changed = true;
    }
  }
  if (changed) ir_remap_func(c->k, map, bound);
  if (ndead) remove_unused(m, c->k, dead, ndead);
  return !ir_failed(m);
}
