/* pass_memory.c: __global and __constant pointers become 64-bit integer
 * addresses (buffer device addresses). Pointer arithmetic, casts, phis and
 * comparisons then are integer operations; loads and stores convert the
 * address to a PhysicalStorageBuffer pointer of a scalar or vector type,
 * with the alignment OpenCL guarantees. Aggregates are loaded and stored
 * member by member, so no explicitly laid-out types are needed.
 * Private pointers stay logical (OpAccessChain on Function variables). */
#include <string.h>

#include "passes.h"

enum space { SP_UNKNOWN, SP_NULL, SP_GLOBAL, SP_PRIVATE, SP_LOCAL, SP_CONFLICT };

typedef struct mctx {
  tr_ctx *c;
  ir_module *m;
  uint8_t *space;   /* by id */
  uint32_t *repl;   /* old pointer id -> new u64 id */
  uint32_t u64;
  ir_inst **dead;
  uint32_t ndead, dead_cap;
} mctx;

static uint8_t space_of_type(const ir_module *m, uint32_t ptr_type) {
  switch (ir_ptr_storage(m, ptr_type)) {
  case SpvStorageClassCrossWorkgroup:
  case SpvStorageClassUniformConstant: return SP_GLOBAL;
  case SpvStorageClassFunction: return SP_PRIVATE;
  case SpvStorageClassWorkgroup: return SP_LOCAL;
  default: return SP_UNKNOWN;
  }
}

static uint8_t join(uint8_t a, uint8_t b) {
  if (a == SP_UNKNOWN || a == SP_NULL) return b == SP_UNKNOWN ? a : b;
  if (b == SP_UNKNOWN || b == SP_NULL) return a;
  return a == b ? a : SP_CONFLICT;
}

static uint8_t sp(mctx *x, uint32_t id) { return id < x->m->bound ? x->space[id] : SP_UNKNOWN; }

/* The address space a pointer-valued instruction's result lives in. */
static uint8_t infer(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  switch (in->op) {
  case SpvOpConvertUToPtr:
  case SpvOpLoad:
  case SpvOpFunctionCall: return space_of_type(m, in->type);
  case SpvOpVariable: return space_of_type(m, in->type);
  case SpvOpAccessChain:
  case SpvOpInBoundsAccessChain:
  case SpvOpPtrAccessChain:
  case SpvOpInBoundsPtrAccessChain:
  case SpvOpBitcast:
  case SpvOpCopyObject:
  case SpvOpPtrCastToGeneric:
  case SpvOpGenericCastToPtr:
  case SpvOpGenericCastToPtrExplicit: {
    uint8_t s = sp(x, in->w[0]);
    if (in->op == SpvOpBitcast && !ir_is_pointer(m, ir_type_of(m, in->w[0])))
      return space_of_type(m, in->type); /* integer to pointer bitcast */
    return s;
  }
  case SpvOpPhi: {
    uint8_t s = SP_UNKNOWN;
    for (uint32_t i = 0; i < in->n; i += 2) s = join(s, sp(x, in->w[i]));
    return s;
  }
  case SpvOpSelect: return join(sp(x, in->w[1]), sp(x, in->w[2]));
  case SpvOpConstantNull:
  case SpvOpUndef: {
    /* typed nulls live in their type's space; generic ones adapt */
    uint8_t s = space_of_type(m, in->type);
    return s == SP_UNKNOWN ? SP_NULL : s;
  }
  default: return space_of_type(m, in->type);
  }
}

static void infer_all(mctx *x) {
  ir_module *m = x->m;
  for (ir_inst *in = m->sec[IR_SEC_GLOBAL].first; in; in = in->next)
    if (in->id && ir_is_pointer(m, in->type)) x->space[in->id] = infer(x, in);
  for (bool changed = true; changed;) {
    changed = false;
    IR_FOR_BLOCK(b, x->c->k) {
      for (ir_inst *in = b->insts.first; in; in = in->next) {
        if (!in->id || !ir_is_pointer(m, in->type)) continue;
        uint8_t s = infer(x, in);
        if (s != x->space[in->id]) {
          x->space[in->id] = s;
          changed = true;
        }
      }
    }
  }
}

static void kill(mctx *x, ir_inst *in) {
  if (x->ndead == x->dead_cap) {
    uint32_t cap = x->dead_cap ? x->dead_cap * 2 : 256;
    ir_inst **d = ir_alloc(x->m, cap * sizeof *d);
    if (x->dead) memcpy(d, x->dead, x->ndead * sizeof *d);
    x->dead = d;
    x->dead_cap = cap;
  }
  x->dead[x->ndead++] = in;
}

static uint32_t addr_of(mctx *x, uint32_t id) {
  return id < x->m->bound && x->repl[id] ? x->repl[id] : id;
}

/* Alignment of base + off when base is aligned to `align`. */
static uint32_t align_at(uint32_t align, uint64_t off) {
  while (align > 1 && off % align) align >>= 1;
  return align;
}

/* Index value as a signed 64-bit integer. */
static uint32_t index64(mctx *x, ir_builder *b, uint32_t idx) {
  uint32_t t = ir_type_of(x->m, idx);
  if (ir_bit_width(x->m, t) == 64) return idx;
  return ir_op1(b, SpvOpSConvert, x->u64, idx);
}

static uint32_t add_offset(mctx *x, ir_builder *b, uint32_t addr, uint64_t off) {
  if (!off) return addr;
  return ir_op2(b, SpvOpIAdd, x->u64, addr, ir_const_u64(x->m, off));
}

/* Address of an access chain: base + elem * size(pointee) + member and
 * element offsets of the indexes. `chain` starts at w[1] (index words). */
static uint32_t chain_address(mctx *x, ir_builder *b, ir_inst *in, bool has_elem) {
  ir_module *m = x->m;
  uint32_t addr = addr_of(x, in->w[0]);
  uint32_t t = ir_ptr_pointee(m, ir_type_of(m, in->w[0]));
  uint32_t i = 1;
  uint64_t const_off = 0;
  if (has_elem) {
    uint64_t ev;
    uint64_t size = ir_cl_size(m, t);
    if (ir_const_value(m, in->w[1], &ev)) {
      if (ir_bit_width(m, ir_type_of(m, in->w[1])) == 32) ev = (uint64_t)(int64_t)(int32_t)ev;
      const_off += ev * size;
    } else {
      uint32_t e = index64(x, b, in->w[1]);
      uint32_t scaled = size == 1 ? e : ir_op2(b, SpvOpIMul, x->u64, e, ir_const_u64(m, size));
      addr = ir_op2(b, SpvOpIAdd, x->u64, addr, scaled);
    }
    i = 2;
  }
  for (; i < in->n; i++) {
    ir_inst *tin = ir_type_inst(m, t);
    uint64_t v;
    bool is_const = ir_const_value(m, in->w[i], &v);
    if (tin->op == SpvOpTypeStruct) {
      if (!is_const || v >= tin->n) {
        ir_error(m, "non-constant struct index in %s", ir_id_str(m, in->id));
        return addr;
      }
      const_off += ir_cl_member_offset(m, t, (uint32_t)v);
      t = tin->w[v];
      continue;
    }
    uint32_t elem;
    if (tin->op == SpvOpTypeArray || tin->op == SpvOpTypeRuntimeArray || tin->op == SpvOpTypeVector)
      elem = tin->w[0];
    else {
      ir_error(m, "access chain %s indexes into a non-composite type", ir_id_str(m, in->id));
      return addr;
    }
    uint64_t size = ir_cl_size(m, elem);
    if (is_const) {
      if (ir_bit_width(m, ir_type_of(m, in->w[i])) == 32) v = (uint64_t)(int64_t)(int32_t)v;
      const_off += v * size;
    } else {
      uint32_t e = index64(x, b, in->w[i]);
      uint32_t scaled = size == 1 ? e : ir_op2(b, SpvOpIMul, x->u64, e, ir_const_u64(m, size));
      addr = ir_op2(b, SpvOpIAdd, x->u64, addr, scaled);
    }
    t = elem;
  }
  return add_offset(x, b, addr, const_off);
}

static bool storable(mctx *x, uint32_t scalar) {
  tr_ctx *c = x->c;
  uint32_t w = ir_bit_width(x->m, scalar);
  if (w == 8 && !c->t->storage8) return false;
  if (w == 16 && !c->t->storage16) return false;
  return true;
}

static uint32_t load_value(mctx *x, ir_builder *b, uint32_t type, uint32_t addr, uint32_t align);

static uint32_t load_parts(mctx *x, ir_builder *b, uint32_t type, uint32_t addr, uint32_t align,
                           uint32_t n, const uint32_t *types, const uint64_t *offs) {
  uint32_t parts[64];
  for (uint32_t i = 0; i < n; i++)
    parts[i] = load_value(x, b, types[i], add_offset(x, b, addr, offs[i]), align_at(align, offs[i]));
  return ir_emit(b, SpvOpCompositeConstruct, type, true, n, parts)->id;
}

/* Splits an aggregate or wide vector type into parts (types and offsets);
 * returns the count, 0 if it is a scalar or legal vector, -1 on error. */
static int split_type(mctx *x, uint32_t type, uint32_t *types, uint64_t *offs) {
  ir_module *m = x->m;
  ir_inst *t = ir_type_inst(m, type);
  switch (t->op) {
  case SpvOpTypeVector:
    if (t->w[1] <= 4) return 0;
    for (uint32_t i = 0; i < t->w[1] / 4; i++) {
      types[i] = ir_type_vec(m, t->w[0], 4);
      offs[i] = i * ir_cl_size(m, types[i]);
    }
    return (int)(t->w[1] / 4);
  case SpvOpTypeStruct:
    if (t->n > 64) return -1;
    for (uint32_t i = 0; i < t->n; i++) {
      types[i] = t->w[i];
      offs[i] = ir_cl_member_offset(m, type, i);
    }
    return (int)t->n;
  case SpvOpTypeArray: {
    uint64_t len = ir_array_len(m, type);
    if (len > 64 || len == 0) return -1;
    for (uint32_t i = 0; i < len; i++) {
      types[i] = t->w[0];
      offs[i] = i * ir_cl_size(m, t->w[0]);
    }
    return (int)len;
  }
  default: return 0;
  }
}

static uint32_t load_value(mctx *x, ir_builder *b, uint32_t type, uint32_t addr, uint32_t align) {
  ir_module *m = x->m;
  uint32_t types[64];
  uint64_t offs[64];
  int n = split_type(x, type, types, offs);
  if (n < 0) {
    ir_error(m, "load of an aggregate larger than 64 elements is not supported");
    return ir_undef(m, type);
  }
  if (n > 0) return load_parts(x, b, type, addr, align, (uint32_t)n, types, offs);
  if (ir_is_pointer(m, type)) {
    if (space_of_type(m, type) != SP_GLOBAL) {
      ir_error(m, "loading a __local or __private pointer from memory is not supported yet");
      return ir_undef(m, type);
    }
    return tr_load_psb(x->c, b, x->u64, addr, align < 8 ? align : 8);
  }
  uint32_t sc = ir_scalar_of(m, type);
  if (ir_is_bool(m, sc)) {
    ir_error(m, "load of a bool from memory");
    return ir_undef(m, type);
  }
  if (!storable(x, sc)) {
    ir_error(m, "the device cannot load %u-bit values from buffers", ir_bit_width(m, sc));
    return ir_undef(m, type);
  }
  return tr_load_psb(x->c, b, type, addr, align);
}

static void store_value(mctx *x, ir_builder *b, uint32_t addr, uint32_t value, uint32_t align) {
  ir_module *m = x->m;
  uint32_t type = ir_type_of(m, value);
  uint32_t types[64];
  uint64_t offs[64];
  int n = split_type(x, type, types, offs);
  if (n < 0) {
    ir_error(m, "store of an aggregate larger than 64 elements is not supported");
    return;
  }
  if (n > 0) {
    bool wide_vec = ir_is_vector(m, type);
    for (int i = 0; i < n; i++) {
      uint32_t part;
      if (wide_vec) {
        uint32_t idx[4];
        for (uint32_t k = 0; k < 4; k++) idx[k] = (uint32_t)i * 4 + k;
        ir_inst *sh = ir_emit(b, SpvOpVectorShuffle, types[i], true, 2, (uint32_t[]){value, value});
        for (uint32_t k = 0; k < 4; k++) ir_push(m, sh, idx[k], false);
        part = sh->id;
      } else {
        part = ir_extract(b, types[i], value, (uint32_t)i);
      }
      store_value(x, b, add_offset(x, b, addr, offs[i]), part, align_at(align, offs[i]));
    }
    return;
  }
  if (ir_is_pointer(m, type)) {
    if (sp(x, value) != SP_GLOBAL && sp(x, value) != SP_NULL) {
      ir_error(m, "storing a __local or __private pointer to memory is not supported yet");
      return;
    }
    tr_store_psb(x->c, b, addr, addr_of(x, value), align < 8 ? align : 8);
    return;
  }
  uint32_t sc = ir_scalar_of(m, type);
  if (!storable(x, sc)) {
    ir_error(m, "the device cannot store %u-bit values to buffers", ir_bit_width(m, sc));
    return;
  }
  tr_store_psb(x->c, b, addr, value, align);
}

/* Alignment from a memory-access operand list starting at word i. */
static uint32_t access_align(const ir_inst *in, uint32_t i, uint32_t fallback) {
  if (i < in->n && (in->w[i] & SpvMemoryAccessAlignedMask) && i + 1 < in->n && in->w[i + 1])
    return in->w[i + 1];
  return fallback;
}

static bool lower_global(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  ir_builder b = ir_builder_before(m, in);
  switch (in->op) {
  case SpvOpConvertUToPtr: {
    uint32_t v = in->w[0];
    if (ir_bit_width(m, ir_type_of(m, v)) != 64) v = ir_op1(&b, SpvOpUConvert, x->u64, v);
    x->repl[in->id] = v;
    kill(x, in);
    return true;
  }
  case SpvOpBitcast:
    if (!ir_is_pointer(m, ir_type_of(m, in->w[0]))) {
      x->repl[in->id] = in->w[0]; /* 64-bit integer to pointer */
      kill(x, in);
      return true;
    }
    /* fallthrough */
  case SpvOpCopyObject:
  case SpvOpPtrCastToGeneric:
  case SpvOpGenericCastToPtr:
  case SpvOpGenericCastToPtrExplicit:
    x->repl[in->id] = addr_of(x, in->w[0]);
    kill(x, in);
    return true;
  case SpvOpAccessChain:
  case SpvOpInBoundsAccessChain:
  case SpvOpPtrAccessChain:
  case SpvOpInBoundsPtrAccessChain: {
    bool elem = in->op == SpvOpPtrAccessChain || in->op == SpvOpInBoundsPtrAccessChain;
    x->repl[in->id] = chain_address(x, &b, in, elem);
    kill(x, in);
    return !ir_failed(m);
  }
  case SpvOpPhi: {
    ir_inst *phi = ir_inst_new(m, SpvOpPhi, x->u64, ir_new_id(m), 0);
    for (uint32_t i = 0; i < in->n; i++) ir_push(m, phi, in->w[i], true);
    ir_block_insert(in->block, in, phi);
    x->repl[in->id] = phi->id;
    kill(x, in);
    return true;
  }
  case SpvOpSelect:
    x->repl[in->id] = ir_op3(&b, SpvOpSelect, x->u64, in->w[0], addr_of(x, in->w[1]), addr_of(x, in->w[2]));
    kill(x, in);
    return true;
  case SpvOpLoad:
    /* A global pointer loaded from memory: through a global pointer it was
     * handled by lower_use; through a private or local one it needs the
     * private-memory lowering. */
    return ir_error(m, "%s loads a __global pointer from __private or __local memory, which is not supported yet",
                    ir_id_str(m, in->id));
  default:
    return ir_error(m, "unsupported operation %s on a __global pointer (%s)", ir_op_str(in->op),
                    ir_id_str(m, in->id));
  }
}

/* Loads, stores and pointer uses whose pointer operand is global. */
static bool lower_use(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  ir_builder b = ir_builder_before(m, in);
  switch (in->op) {
  case SpvOpLoad: {
    uint32_t ptype = ir_type_of(m, in->w[0]);
    uint32_t pointee = ir_ptr_pointee(m, ptype);
    uint32_t align = access_align(in, 1, ir_cl_align(m, pointee));
    x->repl[in->id] = load_value(x, &b, in->type, addr_of(x, in->w[0]), align);
    kill(x, in);
    return !ir_failed(m);
  }
  case SpvOpStore: {
    uint32_t ptype = ir_type_of(m, in->w[0]);
    uint32_t pointee = ir_ptr_pointee(m, ptype);
    uint32_t align = access_align(in, 2, ir_cl_align(m, pointee));
    store_value(x, &b, addr_of(x, in->w[0]), in->w[1], align);
    kill(x, in);
    return !ir_failed(m);
  }
  case SpvOpConvertPtrToU: {
    uint32_t a = addr_of(x, in->w[0]);
    x->repl[in->id] = ir_bit_width(m, in->type) == 64 ? a : ir_op1(&b, SpvOpUConvert, in->type, a);
    kill(x, in);
    return true;
  }
  case SpvOpPtrEqual:
  case SpvOpPtrNotEqual: {
    x->repl[in->id] = ir_op2(&b, in->op == SpvOpPtrEqual ? SpvOpIEqual : SpvOpINotEqual, in->type,
                             addr_of(x, in->w[0]), addr_of(x, in->w[1]));
    kill(x, in);
    return true;
  }
  case SpvOpPtrDiff: {
    uint32_t pointee = ir_ptr_pointee(m, ir_type_of(m, in->w[0]));
    uint32_t d = ir_op2(&b, SpvOpISub, x->u64, addr_of(x, in->w[0]), addr_of(x, in->w[1]));
    uint64_t size = ir_cl_size(m, pointee);
    if (size > 1) d = ir_op2(&b, SpvOpSDiv, x->u64, d, ir_const_u64(m, size));
    if (ir_bit_width(m, in->type) != 64) d = ir_op1(&b, SpvOpUConvert, in->type, d);
    x->repl[in->id] = d;
    kill(x, in);
    return true;
  }
  case SpvOpLifetimeStart:
  case SpvOpLifetimeStop: kill(x, in); return true;
  default:
    return ir_error(m, "unsupported use of a __global pointer by %s (%s)", ir_op_str(in->op),
                    ir_id_str(m, in->id));
  }
}

/* Private pointers: element-0 pointer access chains into variables become
 * logical access chains. */
static bool lower_private(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  if (in->op != SpvOpPtrAccessChain && in->op != SpvOpInBoundsPtrAccessChain) return true;
  uint64_t ev;
  if (!ir_const_value(m, in->w[1], &ev) || ev != 0)
    return ir_error(m, "pointer arithmetic on a __private pointer (%s) is not supported yet",
                    ir_id_str(m, in->id));
  ir_erase_ops(in, 1, 1);
  in->op = in->op == SpvOpPtrAccessChain ? SpvOpAccessChain : SpvOpInBoundsAccessChain;
  return true;
}

/* Values replaced earlier in this pass (loads, conversions) are renamed in
 * an instruction before it is lowered; pointer operands keep their
 * original ids so their OpenCL types stay visible (addr_of maps them). */
static void remap_values(mctx *x, ir_inst *in, uint32_t bound0) {
  for (uint32_t i = 0; i < in->n; i++) {
    uint32_t id = in->w[i];
    if (!in->isid[i] || id >= bound0 || !x->repl[id]) continue;
    if (ir_is_pointer(x->m, ir_type_of(x->m, id))) continue;
    in->w[i] = x->repl[id];
  }
}

static bool uses_global_ptr(mctx *x, ir_inst *in) {
  for (uint32_t i = 0; i < in->n; i++)
    if (in->isid[i] && sp(x, in->w[i]) == SP_GLOBAL && ir_is_pointer(x->m, ir_type_of(x->m, in->w[i])))
      return true;
  return false;
}

bool pass_memory(tr_ctx *c) {
  ir_module *m = c->m;
  mctx x = {.c = c, .m = m, .u64 = ir_type_int(m, 64, 0)};
  x.space = ir_alloc(m, m->bound);
  x.repl = ir_alloc(m, (size_t)m->bound * sizeof *x.repl);
  uint32_t bound0 = m->bound;
  infer_all(&x);

  /* Null and undef global pointers are address 0 / undefined addresses. */
  for (ir_inst *in = m->sec[IR_SEC_GLOBAL].first; in; in = in->next) {
    if (!in->id || !ir_is_pointer(m, in->type) || space_of_type(m, in->type) != SP_GLOBAL) continue;
    if (in->op == SpvOpConstantNull) x.repl[in->id] = ir_const_u64(m, 0);
    else if (in->op == SpvOpUndef) x.repl[in->id] = ir_undef(m, x.u64);
    else if (in->op == SpvOpVariable)
      return ir_error(m, "program-scope variable %s in %s memory is not supported yet",
                      ir_id_str(m, in->id), in->w[0] == SpvStorageClassUniformConstant ? "__constant" : "__global");
  }

  IR_FOR_BLOCK(b, c->k) {
    IR_FOR_INST(in, &b->insts) {
      if (in->id >= bound0) continue; /* made by this pass */
      if (in->op != SpvOpPhi) remap_values(&x, in, bound0);
      bool result_ptr = in->id && ir_is_pointer(m, in->type);
      uint8_t s = result_ptr ? sp(&x, in->id) : SP_UNKNOWN;
      if (s == SP_CONFLICT)
        return ir_error(m, "%s mixes pointers to different address spaces", ir_id_str(m, in->id));
      if (in->op == SpvOpLoad && uses_global_ptr(&x, in)) {
        if (!lower_use(&x, in)) return false;
        continue;
      }
      if (result_ptr && s == SP_GLOBAL) {
        if (!lower_global(&x, in)) return false;
        continue;
      }
      if (result_ptr && s == SP_PRIVATE) {
        if (!lower_private(&x, in)) return false;
        continue;
      }
      if (!result_ptr && uses_global_ptr(&x, in) && in->op != SpvOpPhi) {
        if (!lower_use(&x, in)) return false;
      }
    }
  }
  /* Point every remaining reference at the addresses. */
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++)
        if (in->isid[i] && in->w[i] < bound0 && x.repl[in->w[i]]) in->w[i] = x.repl[in->w[i]];
  }
  for (uint32_t i = 0; i < x.ndead; i++) ir_remove(m, x.dead[i]);
  return !ir_failed(m);
}
