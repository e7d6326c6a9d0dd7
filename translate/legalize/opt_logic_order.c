/* opt_logic_order.c: the operand order of bitwise and, or and xor, for
 * drivers whose compilers fold a tree of bitwise operations of three
 * values into one three-input instruction (LOP3 on NVIDIA) only in some
 * orders. NVIDIA's Vulkan compiler (driver 580) folds SHA-2's majority
 * `(z & (x ^ y)) | (x & y)` into one instruction but leaves
 * `(x & y) | (z & (x ^ y))`, the order clang gives hashcat's kernels, as
 * two: measured with bench/micro (majority.cl, edited in SPIR-V) and in
 * hashcat's SHA2-256 kernel, where every one of its 64 majorities took two
 * (docs/benchmarks.md). NVIDIA's OpenCL compiler folds both orders. So
 * where both operands are themselves bitwise operations, the larger tree
 * goes first; a plain value (a leaf) stays where it is, since SHA-2's
 * choice `z ^ (x & (y ^ z))` already folds with the leaf first. The order
 * changes nothing else: the three operations are commutative. */
#include "ir/ir.h"
#include "passes.h"

/* Bitwise operations counted in a value's tree, capped: only the order of
 * small trees matters. */
#define TREE_CAP 15

static bool commutative_logic(uint32_t op) {
  return op == SpvOpBitwiseAnd || op == SpvOpBitwiseOr || op == SpvOpBitwiseXor;
}

bool opt_logic_order(tr_ctx *c) {
  ir_module *m = c->m;
  ir_func *f = c->k;
  if (!ir_cfg_build(m, f)) return false;
  /* Reverse post-order visits a value's operands first, loops' back edges
   * aside (those count as leaves). */
  uint8_t *size = ir_alloc(m, m->bound);
  for (uint32_t r = 0; r < f->nrpo; r++) {
    IR_FOR_INST(in, &f->rpo[r]->insts) {
      if (!in->id || in->id >= m->bound) continue;
      bool logic = commutative_logic(in->op) && in->n == 2;
      if (!logic && in->op != SpvOpNot) continue;
      uint32_t s[2] = {0, 0};
      for (uint32_t i = 0; i < in->n && i < 2; i++)
        if (in->isid[i] && in->w[i] < m->bound) s[i] = size[in->w[i]];
      if (logic && s[0] && s[1] > s[0]) {
        uint32_t t = in->w[0];
        in->w[0] = in->w[1];
        in->w[1] = t;
      }
      uint32_t total = 1u + s[0] + s[1];
      size[in->id] = (uint8_t)(total > TREE_CAP ? TREE_CAP : total);
    }
  }
  return !ir_failed(m);
}
