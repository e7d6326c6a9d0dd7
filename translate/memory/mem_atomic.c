/* mem_atomic.c: OpenCL atomics (the 1.x atomic_* and atom_* functions, the
 * 2.0 atomic_* functions with orders and scopes, atomic_flag) on __global
 * and __local memory as Vulkan atomics. lower_memory calls this with the
 * address it computed for the pointer operand.
 *
 * - 32-bit integers: the Vulkan instruction itself, on a
 *   PhysicalStorageBuffer pointer or the __local word.
 * - floats: exchange, load and store on their bits; add through
 *   OpAtomicFAddEXT where the device has shaderBufferFloat32AtomicAdd
 *   (buffers only: __local memory is words), else a compare-exchange loop.
 * - 64-bit on __global memory: Int64Atomics (shaderBufferInt64Atomics),
 *   a build error without it.
 * - 64-bit on __local memory: __local memory is one array of words, and
 *   Vulkan cannot view it with two types without
 *   VK_KHR_workgroup_memory_explicit_layout, so a kernel with such atomics
 *   gets 64-bit words (lower_memory.c; shaderSharedInt64Atomics, a build
 *   error without it). Its 64-bit atomics are then native; its 32-bit ones
 *   work on half a word: bit operations on the word with the operand
 *   shifted into place, the others through a compare-exchange loop. (A lock
 *   in __local memory was tried first: lavapipe does not keep a lock's
 *   release visible to the other SIMD batches of the work-group.)
 * - atomics on __private memory (an atomic_int in a private variable) are
 *   plain read-modify-writes: only the work-item sees them.
 *
 * OpenCL C 1.x atomics arrive relaxed with work-group scope (llvm-spirv's
 * encoding); on __global memory they must be atomic for the whole device,
 * so a relaxed atomic on __global memory gets device scope.
 *
 * lavapipe (tr_target.atomics_seq_cst) makes every atomic sequentially
 * consistent, and turns the barriers that memory semantics add around an
 * atomic into work-group synchronization, which stalls a compare-exchange
 * loop that SIMD batches leave at different iterations: there atomics are
 * given no semantics, which loses nothing. */
#include "ir/ir.h"
#include "memory_internal.h"

typedef struct actx {
  tr_ctx *c;
  ir_module *m;
  const ir_inst *in; /* the OpenCL atomic, value operands already lowered */
  ir_inst *pos;      /* code goes before it */
  bool local;
  uint32_t addr;     /* u64 address, or u32 byte offset into __local memory */
  uint32_t op;       /* the OpenCL opcode, Weak and flags folded into others */
  uint32_t width;    /* bits of the data */
  uint32_t it;       /* unsigned integer type of that width */
  uint32_t vtype;    /* the data's OpenCL type (float, uint, ...) */
  uint32_t scope, sem, sem_unequal; /* Vulkan constants */
  uint32_t value, comparator;       /* data operands as integer bits (0: none) */
} actx;

static uint32_t u32c(actx *a, uint32_t v) { return ir_const_u32(a->m, v); }
static ir_builder at(actx *a) { return ir_builder_before(a->m, a->pos); }

static uint32_t to_bits(actx *a, ir_builder *b, uint32_t v) {
  return ir_type_of(a->m, v) == a->it ? v : ir_op1(b, SpvOpBitcast, a->it, v);
}

static uint32_t from_bits(actx *a, ir_builder *b, uint32_t v) {
  return a->vtype == a->it ? v : ir_op1(b, SpvOpBitcast, a->vtype, v);
}

/* The operand layout of each form: where the data and comparator are. */
static bool read_operands(actx *a) {
  const ir_inst *in = a->in;
  ir_module *m = a->m;
  uint32_t vi = 0, ci = 0, si2 = 0;
  switch (in->op) {
  case SpvOpAtomicLoad:
  case SpvOpAtomicIIncrement:
  case SpvOpAtomicIDecrement:
  case SpvOpAtomicFlagTestAndSet:
  case SpvOpAtomicFlagClear: break;
  case SpvOpAtomicStore: vi = 3; break;
  case SpvOpAtomicCompareExchange:
  case SpvOpAtomicCompareExchangeWeak: si2 = 3, vi = 4, ci = 5; break;
  default: vi = 3; break;
  }
  uint32_t need = ci ? 6 : vi ? vi + 1 : 3;
  if (in->n < need) return ir_error(m, "%s has too few operands", ir_op_str(in->op));
  uint64_t scope, sem, sem2 = 0;
  if (!ir_const_value(m, in->w[1], &scope) || !ir_const_value(m, in->w[2], &sem) ||
      (si2 && !ir_const_value(m, in->w[si2], &sem2)))
    return ir_error(m, "%s (%s): memory scope and semantics must be constants", ir_op_str(in->op),
                    in->id ? ir_id_str(m, in->id) : "no result");
  a->op = in->op == SpvOpAtomicCompareExchangeWeak ? SpvOpAtomicCompareExchange : in->op;
  bool flag = in->op == SpvOpAtomicFlagTestAndSet || in->op == SpvOpAtomicFlagClear;
  a->vtype = flag ? ir_type_int(m, 32, 0) : vi ? ir_type_of(m, in->w[vi]) : in->type;
  uint32_t sc = a->vtype;
  if (!ir_is_int(m, sc) && !ir_is_float(m, sc))
    return ir_error(m, "%s on a value that is not an integer or float scalar", ir_op_str(in->op));
  a->width = ir_bit_width(m, sc);
  if (a->width != 32 && a->width != 64)
    return ir_error(m, "%s on a %u-bit value (OpenCL atomics are 32 or 64 bits)", ir_op_str(in->op), a->width);
  a->it = ir_type_int(m, a->width, 0);
  uint32_t vscope = tr_vk_scope(scope);
  tr_sem_use use = a->op == SpvOpAtomicLoad ? TR_SEM_LOAD
                   : (a->op == SpvOpAtomicStore || a->op == SpvOpAtomicFlagClear) ? TR_SEM_STORE
                                                                                   : TR_SEM_RMW;
  uint32_t both = SpvMemorySemanticsUniformMemoryMask | SpvMemorySemanticsWorkgroupMemoryMask;
  uint32_t vsem = a->c->t->atomics_seq_cst ? 0 : tr_vk_semantics(a->c, sem, both, use);
  /* work-item scope: atomic for this work-item alone, and ordering
   * nothing; Vulkan wants no order at invocation scope */
  if (vscope == SpvScopeInvocation) vsem = 0;
  if (!a->local && vsem == 0 && vscope != SpvScopeInvocation) vscope = SpvScopeDevice;
  a->scope = u32c(a, vscope);
  a->sem = u32c(a, vsem);
  a->sem_unequal = u32c(a, vscope == SpvScopeInvocation || a->c->t->atomics_seq_cst
                              ? 0
                              : tr_vk_semantics(a->c, sem2, both, TR_SEM_CAS_UNEQUAL));
  ir_builder b = at(a);
  if (vi) a->value = to_bits(a, &b, in->w[vi]);
  if (ci) a->comparator = to_bits(a, &b, in->w[ci]);
  if (a->op == SpvOpAtomicFlagTestAndSet) a->op = SpvOpAtomicExchange, a->value = ir_const(m, a->it, 1);
  if (a->op == SpvOpAtomicFlagClear) a->op = SpvOpAtomicStore, a->value = ir_const(m, a->it, 0);
  return true;
}

/* What the read-modify-write stores, from the old bits. */
static uint32_t compute(actx *a, ir_builder *b, uint32_t old) {
  ir_module *m = a->m;
  uint32_t t = a->it, v = a->value, bt = ir_type_bool(m);
  switch (a->op) {
  case SpvOpAtomicExchange:
  case SpvOpAtomicStore: return v;
  case SpvOpAtomicIAdd: return ir_op2(b, SpvOpIAdd, t, old, v);
  case SpvOpAtomicISub: return ir_op2(b, SpvOpISub, t, old, v);
  case SpvOpAtomicIIncrement: return ir_op2(b, SpvOpIAdd, t, old, ir_const(m, t, 1));
  case SpvOpAtomicIDecrement: return ir_op2(b, SpvOpISub, t, old, ir_const(m, t, 1));
  case SpvOpAtomicAnd: return ir_op2(b, SpvOpBitwiseAnd, t, old, v);
  case SpvOpAtomicOr: return ir_op2(b, SpvOpBitwiseOr, t, old, v);
  case SpvOpAtomicXor: return ir_op2(b, SpvOpBitwiseXor, t, old, v);
  case SpvOpAtomicSMin:
  case SpvOpAtomicSMax:
  case SpvOpAtomicUMin:
  case SpvOpAtomicUMax: {
    uint32_t cmp = a->op == SpvOpAtomicSMin ? SpvOpSLessThan : a->op == SpvOpAtomicSMax ? SpvOpSGreaterThan
                   : a->op == SpvOpAtomicUMin ? SpvOpULessThan : SpvOpUGreaterThan;
    return ir_op3(b, SpvOpSelect, t, ir_op2(b, cmp, bt, old, v), old, v);
  }
  case SpvOpAtomicCompareExchange:
    return ir_op3(b, SpvOpSelect, t, ir_op2(b, SpvOpIEqual, bt, old, a->comparator), v, old);
  case SpvOpAtomicFAddEXT: {
    uint32_t ft = ir_type_float(m, a->width);
    uint32_t sum = ir_op2(b, SpvOpFAdd, ft, ir_op1(b, SpvOpBitcast, ft, old), ir_op1(b, SpvOpBitcast, ft, v));
    return ir_op1(b, SpvOpBitcast, t, sum);
  }
  default: return old; /* loads */
  }
}

static uint32_t data_ptr(actx *a, ir_builder *b) {
  if (a->local) {
    tr_words lw = tr_local_words(a->c);
    return tr_words_ptr(a->c, b, &lw, a->addr);
  }
  uint32_t pt = ir_type_ptr(a->m, SpvStorageClassPhysicalStorageBuffer, a->it);
  return ir_op1(b, SpvOpConvertUToPtr, pt, a->addr);
}

/* The Vulkan instruction itself. Returns the old bits (0 for stores). */
static uint32_t native(actx *a) {
  ir_builder b = at(a);
  uint32_t p = data_ptr(a, &b);
  switch (a->op) {
  case SpvOpAtomicLoad: return ir_op3(&b, SpvOpAtomicLoad, a->it, p, a->scope, a->sem);
  case SpvOpAtomicStore:
    ir_emit(&b, SpvOpAtomicStore, 0, false, 4, (uint32_t[]){p, a->scope, a->sem, a->value});
    return 0;
  case SpvOpAtomicIIncrement:
  case SpvOpAtomicIDecrement: return ir_op3(&b, a->op, a->it, p, a->scope, a->sem);
  case SpvOpAtomicCompareExchange:
    return ir_emit(&b, a->op, a->it, true, 6,
                   (uint32_t[]){p, a->scope, a->sem, a->sem_unequal, a->value, a->comparator})->id;
  default: return ir_emit(&b, a->op, a->it, true, 4, (uint32_t[]){p, a->scope, a->sem, a->value})->id;
  }
}

/* Float add on a buffer with VK_EXT_shader_atomic_float. */
static uint32_t native_fadd(actx *a) {
  ir_module *m = a->m;
  ir_builder b = at(a);
  uint32_t ft = ir_type_float(m, 32);
  uint32_t p = ir_op1(&b, SpvOpConvertUToPtr, ir_type_ptr(m, SpvStorageClassPhysicalStorageBuffer, ft), a->addr);
  uint32_t v = ir_op1(&b, SpvOpBitcast, ft, a->value);
  uint32_t r = ir_emit(&b, SpvOpAtomicFAddEXT, ft, true, 4, (uint32_t[]){p, a->scope, a->sem, v})->id;
  return ir_op1(&b, SpvOpBitcast, a->it, r);
}

/* Retries a compare-exchange until no other work-item got in between. */
static uint32_t cas_loop(actx *a) {
  ir_module *m = a->m;
  ir_builder b = at(a);
  uint32_t p = data_ptr(a, &b);
  uint32_t init = ir_op3(&b, SpvOpAtomicLoad, a->it, p, a->scope, u32c(a, 0));
  ir_inst *entry_end, *body_end;
  ir_loop(m, a->pos, &entry_end, &body_end);
  ir_inst *old = ir_loop_phi(m, entry_end, a->it, init);
  ir_builder lb = ir_builder_before(m, body_end);
  uint32_t nv = compute(a, &lb, old->id);
  uint32_t cur = ir_emit(&lb, SpvOpAtomicCompareExchange, a->it, true, 6,
                         (uint32_t[]){p, a->scope, a->sem, u32c(a, 0), nv, old->id})->id;
  uint32_t done = ir_op2(&lb, SpvOpIEqual, ir_type_bool(m), cur, old->id);
  ir_phi_set_back(m, old, cur, body_end);
  ir_loop_close(m, entry_end, body_end, done);
  return old->id; /* the loop head's value: what the last compare-exchange found */
}

/* ---- parts of 64-bit __local words ----------------------------------------- */

/* A 32-bit atomic on half of a 64-bit __local word (kernels that also have
 * 64-bit __local atomics): bit operations on the whole word with the
 * operand shifted into place (and with the other half's bits set), the
 * rest through a compare-exchange loop on the word. Returns the old bits
 * of the half. */
static uint32_t word_half(actx *a) {
  ir_module *m = a->m;
  uint32_t u64 = ir_type_int(m, 64, 0), bt = ir_type_bool(m);
  ir_builder b = at(a);
  tr_words lw = tr_local_words(a->c);
  uint32_t p = tr_words_ptr(a->c, &b, &lw, a->addr);
  uint32_t sh = tr_words_part_shift(a->c, &b, &lw, a->addr);
  uint32_t mask = ir_op2(&b, SpvOpShiftLeftLogical, u64, ir_const_u64(m, 0xffffffffu), sh);
  uint32_t v = a->value ? ir_op2(&b, SpvOpShiftLeftLogical, u64, ir_op1(&b, SpvOpUConvert, u64, a->value), sh) : 0;
  uint32_t oldw;
  if (a->op == SpvOpAtomicAnd || a->op == SpvOpAtomicOr || a->op == SpvOpAtomicXor) {
    if (a->op == SpvOpAtomicAnd) v = ir_op2(&b, SpvOpBitwiseOr, u64, v, ir_op1(&b, SpvOpNot, u64, mask));
    oldw = ir_emit(&b, a->op, u64, true, 4, (uint32_t[]){p, a->scope, a->sem, v})->id;
  } else if (a->op == SpvOpAtomicLoad) {
    oldw = ir_op3(&b, SpvOpAtomicLoad, u64, p, a->scope, a->sem);
  } else {
    uint32_t init = ir_op3(&b, SpvOpAtomicLoad, u64, p, a->scope, u32c(a, 0));
    ir_inst *entry_end, *body_end;
    ir_loop(m, a->pos, &entry_end, &body_end);
    ir_inst *w = ir_loop_phi(m, entry_end, u64, init);
    ir_builder lb = ir_builder_before(m, body_end);
    uint32_t old = ir_op1(&lb, SpvOpUConvert, a->it, ir_op2(&lb, SpvOpShiftRightLogical, u64, w->id, sh));
    uint32_t nv = ir_op2(&lb, SpvOpShiftLeftLogical, u64, ir_op1(&lb, SpvOpUConvert, u64, compute(a, &lb, old)), sh);
    uint32_t nw = ir_op2(&lb, SpvOpBitwiseOr, u64, ir_op2(&lb, SpvOpBitwiseAnd, u64, w->id, ir_op1(&lb, SpvOpNot, u64, mask)), nv);
    uint32_t cur = ir_emit(&lb, SpvOpAtomicCompareExchange, u64, true, 6,
                           (uint32_t[]){p, a->scope, a->sem, u32c(a, 0), nw, w->id})->id;
    ir_phi_set_back(m, w, cur, body_end);
    ir_loop_close(m, entry_end, body_end, ir_op2(&lb, SpvOpIEqual, bt, cur, w->id));
    oldw = w->id;
  }
  ir_builder rb = at(a);
  return ir_op1(&rb, SpvOpUConvert, a->it, ir_op2(&rb, SpvOpShiftRightLogical, u64, oldw, sh));
}

/* ---- entry ------------------------------------------------------------------ */

/* Atomics on a __private variable: nobody else sees it. */
static uint32_t private_rmw(actx *a, uint32_t ptr) {
  ir_builder b = at(a);
  uint32_t old = to_bits(a, &b, ir_op1(&b, SpvOpLoad, a->vtype, ptr));
  if (a->op != SpvOpAtomicLoad) ir_emit(&b, SpvOpStore, 0, false, 2, (uint32_t[]){ptr, from_bits(a, &b, compute(a, &b, old))});
  return old;
}

/* The same on byte-addressed __private memory (mem_private.c). */
static uint32_t private_words_rmw(actx *a, const tr_words *w) {
  ir_builder b = at(a);
  uint32_t align = a->width / 8;
  uint32_t old = tr_words_load(a->c, &b, w, a->it, a->addr, align);
  if (a->op != SpvOpAtomicLoad) tr_words_store(a->c, &b, w, a->addr, compute(a, &b, old), align);
  return old;
}

static uint32_t finish(actx *a, uint32_t old) {
  const ir_inst *in = a->in;
  if (!in->id || !old) return old;
  ir_builder b = at(a);
  if (in->op == SpvOpAtomicFlagTestAndSet)
    return ir_op2(&b, SpvOpINotEqual, ir_type_bool(a->m), old, ir_const(a->m, a->it, 0));
  return from_bits(a, &b, old);
}

uint32_t tr_lower_atomic(tr_ctx *c, const ir_inst *in, ir_inst *pos, tr_atomic_space space, uint32_t addr,
                         const tr_words *words) {
  actx a = {.c = c, .m = c->m, .in = in, .pos = pos, .local = space == TR_ATOMIC_LOCAL, .addr = addr};
  ir_module *m = c->m;
  if (!read_operands(&a)) return 0;
  if (space == TR_ATOMIC_PRIVATE) return finish(&a, words ? private_words_rmw(&a, words) : private_rmw(&a, addr));
  bool fadd = a.op == SpvOpAtomicFAddEXT;
  if (in->op == SpvOpAtomicFMinEXT || in->op == SpvOpAtomicFMaxEXT)
    return ir_error(m, "%s (atomic float min/max) is not supported", ir_op_str(in->op)), 0;
  if (fadd && !ir_is_float(m, a.vtype)) return ir_error(m, "OpAtomicFAddEXT on a value that is not a float"), 0;
  uint32_t old;
  if (a.local && a.width == 64 && c->local_word_bytes != 8) {
    return ir_error(m, "internal error: a 64-bit __local atomic with 32-bit __local words"), 0;
  } else if (a.local && a.width == 32 && c->local_word_bytes == 8) {
    old = word_half(&a);
  } else if (a.width == 64 && !a.local && !c->t->buffer_int64_atomics) {
    return ir_error(m, "%s: 64-bit atomics on __global memory need shaderBufferInt64Atomics, which the device "
                       "does not support", ir_op_str(in->op)), 0;
  } else if (fadd) {
    old = !a.local && a.width == 32 && c->t->float32_atomic_add ? native_fadd(&a) : cas_loop(&a);
  } else {
    old = native(&a);
  }
  return finish(&a, old);
}
