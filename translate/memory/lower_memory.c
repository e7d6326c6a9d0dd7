/* lower_memory.c: __global and __constant pointers become 64-bit integer
 * addresses (buffer device addresses) and __local pointers 32-bit byte
 * offsets into the kernel's Workgroup word array. Pointer arithmetic,
 * casts, phis and comparisons then are integer operations. A global load or
 * store converts the address to a PhysicalStorageBuffer pointer of a scalar
 * or vector type, with the alignment OpenCL guarantees; a local one reads or
 * writes 32-bit words (sub-word stores with atomic and/or, so neighbours
 * never race). Aggregates go member by member, so no explicitly laid-out
 * types are needed. Private pointers stay logical (Function variables). */
#include <string.h>

#include "ir/ir.h"
#include "memory_internal.h"
#include "passes.h"


uint8_t mem_space_of_type(const ir_module *m, uint32_t ptr_type) {
  switch (ir_ptr_storage(m, ptr_type)) {
  case SpvStorageClassCrossWorkgroup:
  case SpvStorageClassUniformConstant: return SP_GLOBAL;
  case SpvStorageClassFunction: return SP_PRIVATE;
  case SpvStorageClassWorkgroup: return SP_LOCAL;
  case SpvStorageClassGeneric: return SP_GENERIC; /* loaded from memory, made from an integer */
  default: return SP_UNKNOWN;
  }
}

static bool is_addr_space(uint8_t s) { return s == SP_GLOBAL || s == SP_LOCAL || s == SP_GENERIC; }

/* Spaces whose pointers become integers: addresses and byte offsets. */
static bool is_int_space(uint8_t s) { return is_addr_space(s) || s == SP_PRIVW; }

/* Pointers of different spaces meet in the generic form, __private ones
 * too (mem_private_plan.c then gives their objects byte addresses). */
static uint8_t join(uint8_t a, uint8_t b) {
  if (a == SP_UNKNOWN || a == SP_NULL) return b == SP_UNKNOWN ? a : b;
  if (b == SP_UNKNOWN || b == SP_NULL) return a;
  if (a == b) return a;
  bool ga = is_addr_space(a) || a == SP_PRIVATE, gb = is_addr_space(b) || b == SP_PRIVATE;
  return ga && gb ? SP_GENERIC : SP_CONFLICT;
}

/* space and repl have entries for ids below bound0 only: ids this pass
 * makes are past their ends (reading there read arena bytes that belong to
 * later allocations, and dropped a live variable now and then). */
static uint8_t sp(mctx *x, uint32_t id) { return id < x->bound0 ? x->space[id] : SP_UNKNOWN; }

/* The address space a pointer-valued instruction's result lives in. */
static uint8_t infer(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  switch (in->op) {
  case SpvOpGenericCastToPtr:
  case SpvOpGenericCastToPtrExplicit: {
    /* the named space; to_private of anything known not to be __private
     * is a null pointer */
    uint8_t to = mem_space_of_type(m, in->type), from = sp(x, in->w[0]);
    if (to == SP_PRIVATE && from != SP_PRIVATE && from != SP_UNKNOWN && from != SP_GENERIC) return SP_NOPRIV;
    return to;
  }
  case SpvOpAccessChain:
  case SpvOpInBoundsAccessChain:
  case SpvOpPtrAccessChain:
  case SpvOpInBoundsPtrAccessChain:
  case SpvOpBitcast:
  case SpvOpCopyObject:
  case SpvOpPtrCastToGeneric:
    if (in->op == SpvOpBitcast && !ir_is_pointer(m, ir_type_of(m, in->w[0])))
      return mem_space_of_type(m, in->type); /* integer to pointer bitcast */
    return sp(x, in->w[0]);
  case SpvOpPhi: {
    uint8_t s = SP_UNKNOWN;
    for (uint32_t i = 0; i < in->n; i += 2) s = join(s, sp(x, in->w[i]));
    return s;
  }
  case SpvOpSelect: return join(sp(x, in->w[1]), sp(x, in->w[2]));
  case SpvOpConstantNull:
  case SpvOpUndef: {
    /* typed nulls live in their type's space; generic ones adapt */
    uint8_t s = mem_space_of_type(m, in->type);
    return s == SP_UNKNOWN ? SP_NULL : s;
  }
  default: return mem_space_of_type(m, in->type); /* variables, loads, conversions */
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

void mem_kill(mctx *x, ir_inst *in) {
  x->dead = ir_grow(x->m, x->dead, x->ndead, &x->dead_cap, sizeof *x->dead, 256);
  x->dead[x->ndead++] = in;
}

uint32_t mem_addr(mctx *x, uint32_t id) {
  return id < x->bound0 && x->repl[id] ? x->repl[id] : id;
}

/* id's address as an integer of type `at`: a null or undefined pointer of
 * no particular space (a generic NULL) is 0 or undefined there. */
static uint32_t addr_in(mctx *x, uint32_t id, uint32_t at) {
  if (id < x->bound0 && x->repl[id]) return x->repl[id];
  ir_inst *d = ir_def_inst(x->m, id);
  if (d && !d->block && d->op == SpvOpConstantNull) return ir_const(x->m, at, 0);
  if (d && !d->block && d->op == SpvOpUndef) return ir_undef(x->m, at);
  return id;
}

/* A phi operand: a generic NULL or undefined pointer becomes the integer
 * constant now; other ids are renamed with the rest at the end. */
static uint32_t null_or_id(mctx *x, uint32_t id, uint32_t at) {
  ir_inst *d = ir_def_inst(x->m, id);
  if (d && !d->block && (d->op == SpvOpConstantNull || d->op == SpvOpUndef) && !(id < x->bound0 && x->repl[id]))
    return addr_in(x, id, at);
  return id;
}

/* The integer type of addresses in a space. */
static uint32_t addr_type(mctx *x, uint8_t s) { return s == SP_LOCAL || s == SP_PRIVW ? x->u32 : x->u64; }

/* ---- generic pointers ------------------------------------------------------ */

/* A pointer whose space is known only at run time (a select or phi of
 * pointers of several spaces, a generic pointer loaded from memory or made
 * from an integer) is a 64-bit value that carries its space in its top
 * bits: a __global address as it is, a __local offset with bit 63 set, a
 * byte-addressed __private offset with bit 62 set (device addresses have
 * neither: GPUs address at most 2^57 bytes and CPU devices use user-space
 * pointers below 2^47). NULL is 0 whatever its space, so generic NULLs
 * compare equal. Accesses test the bits and branch to a
 * PhysicalStorageBuffer, a Workgroup or a Function word access. */
#define GENERIC_LOCAL_TAG (1ull << 63)
#define GENERIC_PRIVATE_TAG (1ull << 62)

/* id's address in the generic form, at b. */
static uint32_t generic_addr(mctx *x, ir_builder *b, uint32_t id) {
  uint8_t s = mem_ptr_space(x, id);
  ir_module *m = x->m;
  if (s == SP_LOCAL || s == SP_PRIVW) {
    /* offsets are never 0 (both start at 16) but NULL, which stays 0 */
    uint32_t a = addr_in(x, id, x->u32);
    uint64_t v;
    bool known = ir_const_value(m, a, &v);
    if (known && !v) return ir_const_u64(m, 0);
    uint32_t t = ir_op2(b, SpvOpBitwiseOr, x->u64, ir_op1(b, SpvOpUConvert, x->u64, a),
                        ir_const_u64(m, s == SP_LOCAL ? GENERIC_LOCAL_TAG : GENERIC_PRIVATE_TAG));
    if (known) return t;
    uint32_t nonnull = ir_op2(b, SpvOpINotEqual, ir_type_bool(m), a, ir_const_u32(m, 0));
    return ir_op3(b, SpvOpSelect, x->u64, nonnull, t, ir_const_u64(m, 0));
  }
  if (s == SP_GLOBAL || s == SP_GENERIC) return addr_in(x, id, x->u64);
  ir_inst *d = ir_def_inst(m, id);
  if (s == SP_PRIVATE && !(d && d->op == SpvOpConstantNull))
    ir_error(m, "internal error: %s, a typed __private pointer, is needed in the generic form", ir_id_str(m, id));
  return ir_const_u64(m, 0); /* a null of no particular space */
}

static uint32_t generic_has(mctx *x, ir_builder *b, uint32_t g, uint64_t tag) {
  uint32_t t = ir_op2(b, SpvOpBitwiseAnd, x->u64, g, ir_const_u64(x->m, tag));
  return ir_op2(b, SpvOpINotEqual, ir_type_bool(x->m), t, ir_const_u64(x->m, 0));
}

static uint32_t generic_is_local(mctx *x, ir_builder *b, uint32_t g) {
  return generic_has(x, b, g, GENERIC_LOCAL_TAG);
}

static uint32_t generic_is_private(mctx *x, ir_builder *b, uint32_t g) {
  return generic_has(x, b, g, GENERIC_PRIVATE_TAG);
}

/* The byte-addressed __private memory a generic pointer may point into
 * (mem_private_plan.c puts every object whose address may be generic
 * there); NULL where no __private object's address can be generic, and
 * generic accesses then have no __private branch. */
static const tr_words *generic_private_words(mctx *x) {
  return x->priv.generic_cls && x->priv.generic_objects ? &x->priv.words[x->priv.generic_cls - 1] : NULL;
}

/* Alignment of base + off when base is aligned to `align`. */
uint32_t mem_align_at(uint32_t align, uint64_t off) {
  while (align > 1 && off % align) align >>= 1;
  return align;
}

/* An index as a signed integer of the address width. */
static uint32_t index_as(mctx *x, ir_builder *b, uint32_t idx, uint32_t at) {
  uint32_t w = ir_bit_width(x->m, ir_type_of(x->m, idx));
  uint32_t aw = ir_bit_width(x->m, at);
  if (w == aw) return idx;
  return ir_op1(b, w < aw ? SpvOpSConvert : SpvOpUConvert, at, idx);
}

uint32_t mem_add_offset(mctx *x, ir_builder *b, uint32_t addr, uint64_t off) {
  if (!off) return addr;
  uint32_t at = ir_type_of(x->m, addr);
  return ir_op2(b, SpvOpIAdd, at, addr, ir_const(x->m, at, off));
}

static uint64_t sext_const(const ir_module *m, uint32_t id, uint64_t v) {
  uint32_t w = ir_bit_width(m, ir_type_of(m, id));
  return w == 32 ? (uint64_t)(int64_t)(int32_t)v : w == 16 ? (uint64_t)(int64_t)(int16_t)v
                 : w == 8 ? (uint64_t)(int64_t)(int8_t)v : v;
}

/* Address of an access chain: base + elem * size(pointee) + member and
 * element offsets of the indexes. */
static uint32_t chain_address(mctx *x, ir_builder *b, ir_inst *in, bool has_elem, uint8_t s) {
  ir_module *m = x->m;
  uint32_t at = addr_type(x, s);
  uint32_t addr = mem_addr(x, in->w[0]);
  uint32_t t = ir_ptr_pointee(m, ir_type_of(m, in->w[0]));
  uint64_t const_off = 0;
  uint32_t i = 1;
  for (; i < in->n; i++) {
    bool elem = has_elem && i == 1;
    ir_inst *tin = ir_type_inst(m, t);
    uint64_t v;
    if (!ir_is_int(m, ir_type_of(m, in->w[i]))) {
      ir_error(m, "access chain %s has an index (%s) that is not an integer", ir_id_str(m, in->id),
               ir_id_str(m, in->w[i]));
      return addr;
    }
    bool is_const = ir_const_value(m, in->w[i], &v);
    if (!elem && tin->op == SpvOpTypeStruct) {
      if (!is_const || v >= tin->n) {
        ir_error(m, "non-constant struct index in %s", ir_id_str(m, in->id));
        return addr;
      }
      const_off += ir_cl_member_offset(m, t, (uint32_t)v);
      t = tin->w[v];
      continue;
    }
    uint32_t next;
    if (elem) next = t;
    else if (tin->op == SpvOpTypeArray || tin->op == SpvOpTypeRuntimeArray || tin->op == SpvOpTypeVector)
      next = tin->w[0];
    else {
      ir_error(m, "access chain %s indexes into a non-composite type", ir_id_str(m, in->id));
      return addr;
    }
    uint64_t size = ir_cl_size(m, next);
    if (is_const) {
      const_off += sext_const(m, in->w[i], v) * size;
    } else {
      uint32_t e = index_as(x, b, in->w[i], at);
      uint32_t scaled = size == 1 ? e : ir_op2(b, SpvOpIMul, at, e, ir_const(m, at, size));
      addr = ir_op2(b, SpvOpIAdd, at, addr, scaled);
    }
    t = next;
  }
  return mem_add_offset(x, b, addr, const_off);
}

/* ---- word memories ------------------------------------------------------- */

static const tr_words *local_words(mctx *x) {
  if (!x->local.var) x->local = tr_local_words(x->c);
  return &x->local;
}

const tr_words *mem_words_of(mctx *x, uint32_t ptr) {
  uint8_t s = mem_ptr_space(x, ptr);
  if (s == SP_LOCAL) return local_words(x);
  if (s != SP_PRIVW) return NULL;
  uint32_t k = ptr < x->bound0 ? x->priv.cls[ptr] : 0;
  if (!k) {
    ir_error(x->m, "internal error: %s points to byte-addressed __private memory of no class", ir_id_str(x->m, ptr));
    return local_words(x);
  }
  return &x->priv.words[k - 1];
}

/* ---- loads and stores of any type ----------------------------------------- */

static bool storable(mctx *x, uint32_t scalar) {
  uint32_t w = ir_bit_width(x->m, scalar);
  if (w == 8 && !x->c->t->storage8) return false;
  if (w == 16 && !x->c->t->storage16) return false;
  return true;
}

/* Parts of an aggregate, a wide vector of 32- or 64-bit components, or (in
 * word memory) any vector: their types and byte offsets. Returns the
 * count, 0 for a leaf, -1 when too large. Buffer accesses of vectors of
 * narrower components stay whole: tr_load_psb moves them in words and
 * chunks of words. */
static int split_type(mctx *x, uint32_t type, bool words, uint32_t *types, uint64_t *offs) {
  ir_module *m = x->m;
  ir_inst *t = ir_type_inst(m, type);
  switch (t->op) {
  case SpvOpTypeVector: {
    uint32_t n = t->w[1];
    if (words) {
      uint64_t cs = ir_cl_size(m, t->w[0]);
      for (uint32_t i = 0; i < n; i++) {
        types[i] = t->w[0];
        offs[i] = i * cs;
      }
      return (int)n;
    }
    if (n <= 4 || ir_bit_width(m, t->w[0]) < 32) return 0;
    for (uint32_t i = 0; i < n / 4; i++) {
      types[i] = ir_type_vec(m, t->w[0], 4);
      offs[i] = i * ir_cl_size(m, types[i]);
    }
    return (int)(n / 4);
  }
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

/* Pointers in memory take OpenCL's pointer size; __local and __private
 * ones are 32-bit byte offsets there, zero-extended. */
static uint32_t pointer_int(mctx *x, uint32_t ptr_type) {
  return ir_type_int(x->m, (uint32_t)ir_cl_size(x->m, ptr_type) * 8, 0);
}

uint32_t mem_load(mctx *x, ir_builder *b, const tr_words *w, uint32_t type, uint32_t addr, uint32_t align) {
  ir_module *m = x->m;
  uint32_t types[64];
  uint64_t offs[64];
  int n = split_type(x, type, w != NULL, types, offs);
  if (n < 0) {
    ir_error(m, "load of an aggregate larger than 64 elements is not supported");
    return ir_undef(m, type);
  }
  if (n > 0) {
    uint32_t parts[64];
    for (int i = 0; i < n; i++)
      parts[i] = mem_load(x, b, w, types[i], mem_add_offset(x, b, addr, offs[i]), mem_align_at(align, offs[i]));
    return ir_emit(b, SpvOpCompositeConstruct, type, true, (uint32_t)n, parts)->id;
  }
  if (ir_is_pointer(m, type)) {
    /* a generic pointer is stored in the generic form (generic_addr) */
    uint8_t ps = mem_space_of_type(m, type);
    if (ps != SP_GLOBAL && ps != SP_LOCAL && ps != SP_PRIVATE && ps != SP_GENERIC) {
      ir_error(m, "loading a pointer of storage class %u from memory is not supported", ir_ptr_storage(m, type));
      return ir_undef(m, type);
    }
    uint32_t it = pointer_int(x, type), at = ps == SP_GLOBAL || ps == SP_GENERIC ? x->u64 : x->u32;
    uint32_t v = w ? tr_words_load(x->c, b, w, it, addr, align) : tr_load_psb(x->c, b, it, addr, align < 8 ? align : 8);
    return it == at ? v : ir_op1(b, SpvOpUConvert, at, v);
  }
  uint32_t sc = ir_scalar_of(m, type);
  if (ir_is_bool(m, sc)) {
    ir_error(m, "load of a bool from memory");
    return ir_undef(m, type);
  }
  if (w) return tr_words_load(x->c, b, w, type, addr, align);
  if (!storable(x, sc)) {
    ir_error(m, "the device cannot load %u-bit values from buffers", ir_bit_width(m, sc));
    return ir_undef(m, type);
  }
  return tr_load_psb(x->c, b, type, addr, align);
}

void mem_store(mctx *x, ir_builder *b, const tr_words *w, uint32_t addr, uint32_t value, uint32_t align) {
  ir_module *m = x->m;
  uint32_t type = ir_type_of(m, value);
  uint32_t types[64];
  uint64_t offs[64];
  int n = split_type(x, type, w != NULL, types, offs);
  if (n < 0) {
    ir_error(m, "store of an aggregate larger than 64 elements is not supported");
    return;
  }
  if (n > 0) {
    bool vec = ir_is_vector(m, type);
    uint32_t per = vec ? ir_vec_len(m, type) / (uint32_t)n : 1;
    for (int i = 0; i < n; i++) {
      uint32_t part;
      if (vec && per > 1) {
        ir_inst *sh = ir_emit(b, SpvOpVectorShuffle, types[i], true, 2, (uint32_t[]){value, value});
        for (uint32_t k = 0; k < per; k++) ir_push(m, sh, (uint32_t)i * per + k, false);
        part = sh->id;
      } else {
        part = ir_extract(b, types[i], value, (uint32_t)i);
      }
      mem_store(x, b, w, mem_add_offset(x, b, addr, offs[i]), part, mem_align_at(align, offs[i]));
    }
    return;
  }
  if (ir_is_pointer(m, type)) {
    uint8_t vs = sp(x, value);
    bool null = vs == SP_NULL;
    if (null) vs = mem_space_of_type(m, type);
    if (null && vs == SP_PRIVATE) vs = SP_PRIVW; /* a stored __private pointer is an offset (mem_private.c) */
    bool generic = mem_space_of_type(m, type) == SP_GENERIC;
    if (!generic && vs != SP_GLOBAL && vs != SP_LOCAL && vs != SP_PRIVW) {
      ir_error(m, "storing a %s pointer to memory is not supported", vs == SP_PRIVATE ? "typed __private" : "generic");
      return;
    }
    /* a generic pointer goes in the generic form, which says its space to
     * whoever loads it */
    uint32_t it = pointer_int(x, type), at = vs == SP_GLOBAL || generic ? x->u64 : x->u32;
    uint32_t v = generic ? generic_addr(x, b, value) : addr_in(x, value, at);
    if (it != at) v = ir_op1(b, SpvOpUConvert, it, v);
    if (w) tr_words_store(x->c, b, w, addr, v, align);
    else tr_store_psb(x->c, b, addr, v, align < 8 ? align : 8);
    return;
  }
  if (w) {
    tr_words_store(x->c, b, w, addr, value, align);
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
uint32_t mem_access_align(const ir_inst *in, uint32_t i, uint32_t fallback) {
  if (i < in->n && (in->w[i] & SpvMemoryAccessAlignedMask) && i + 1 < in->n && in->w[i + 1])
    return in->w[i + 1];
  return fallback;
}

/* ---- instructions -------------------------------------------------------- */


/* A pointer cast from the generic space to `to` (to_global, to_local,
 * to_private, or a plain cast): the value where the source is in that
 * space, else a null (undefined for the plain cast, so the same). */
static uint32_t cast_from_generic(mctx *x, ir_builder *b, ir_inst *in, uint8_t to) {
  ir_module *m = x->m;
  uint8_t from = mem_ptr_space(x, in->w[0]);
  uint32_t at = addr_type(x, to);
  if (from == to) return addr_in(x, in->w[0], at);
  if (from != SP_GENERIC) return ir_const(m, at, 0);
  uint32_t a = addr_in(x, in->w[0], x->u64);
  if (to == SP_LOCAL || to == SP_PRIVW) {
    uint32_t in_space = to == SP_LOCAL ? generic_is_local(x, b, a) : generic_is_private(x, b, a);
    return ir_op3(b, SpvOpSelect, at, in_space, ir_op1(b, SpvOpUConvert, at, a), ir_const(m, at, 0));
  }
  uint32_t tags = ir_op2(b, SpvOpBitwiseAnd, x->u64, a, ir_const_u64(m, GENERIC_LOCAL_TAG | GENERIC_PRIVATE_TAG));
  uint32_t global = ir_op2(b, SpvOpIEqual, ir_type_bool(m), tags, ir_const_u64(m, 0));
  return ir_op3(b, SpvOpSelect, at, global, a, ir_const(m, at, 0));
}

/* Phis of generic pointers whose incoming values need converting. */
static void note_generic_phi(mctx *x, ir_inst *phi) {
  x->gphi = ir_grow(x->m, x->gphi, x->ngphi, &x->gphi_cap, sizeof *x->gphi, 16);
  x->gphi[x->ngphi++] = phi;
}

/* Each incoming value of a generic phi in the generic form, made at the
 * end of its edge's block (after every value is lowered). */
static void generic_phis(mctx *x) {
  for (uint32_t k = 0; k < x->ngphi; k++) {
    ir_inst *phi = x->gphi[k];
    for (uint32_t i = 0; i + 1 < phi->n; i += 2) {
      ir_block *pred = ir_def_block(x->m, phi->w[i + 1]);
      if (!pred) continue;
      ir_builder b = ir_builder_before(x->m, ir_terminator(pred));
      phi->w[i] = generic_addr(x, &b, phi->w[i]);
    }
  }
}

/* A pointer-valued instruction in the global or local space. */
static bool lower_pointer(mctx *x, ir_inst *in, uint8_t s) {
  ir_module *m = x->m;
  ir_builder b = ir_builder_before(m, in);
  uint32_t at = addr_type(x, s);
  switch (in->op) {
  case SpvOpConvertUToPtr: {
    uint32_t v = in->w[0];
    uint32_t vw = ir_bit_width(m, ir_type_of(m, v));
    if (vw != ir_bit_width(m, at)) v = ir_op1(&b, SpvOpUConvert, at, v);
    x->repl[in->id] = v;
    mem_kill(x, in);
    return true;
  }
  case SpvOpBitcast:
    if (!ir_is_pointer(m, ir_type_of(m, in->w[0]))) {
      x->repl[in->id] = in->w[0]; /* an integer of the address width */
      mem_kill(x, in);
      return true;
    }
    /* fallthrough */
  case SpvOpCopyObject:
  case SpvOpPtrCastToGeneric:
    x->repl[in->id] = addr_in(x, in->w[0], at);
    mem_kill(x, in);
    return true;
  case SpvOpGenericCastToPtr:
  case SpvOpGenericCastToPtrExplicit:
    x->repl[in->id] = cast_from_generic(x, &b, in, s);
    mem_kill(x, in);
    return true;
  case SpvOpAccessChain:
  case SpvOpInBoundsAccessChain:
  case SpvOpPtrAccessChain:
  case SpvOpInBoundsPtrAccessChain: {
    bool elem = in->op == SpvOpPtrAccessChain || in->op == SpvOpInBoundsPtrAccessChain;
    x->repl[in->id] = chain_address(x, &b, in, elem, s);
    mem_kill(x, in);
    return !ir_failed(m);
  }
  case SpvOpPhi: {
    ir_inst *phi = ir_inst_new(m, SpvOpPhi, at, ir_new_id(m), 0);
    for (uint32_t i = 0; i < in->n; i++)
      ir_push(m, phi, i % 2 || s == SP_GENERIC ? in->w[i] : null_or_id(x, in->w[i], at), true);
    ir_block_insert(in->block, in, phi);
    x->repl[in->id] = phi->id;
    /* incoming values of other spaces are converted on their edges once
     * they are all lowered (generic_phis) */
    if (s == SP_GENERIC) note_generic_phi(x, phi);
    mem_kill(x, in);
    return true;
  }
  case SpvOpSelect:
    if (s == SP_GENERIC)
      x->repl[in->id] = ir_op3(&b, SpvOpSelect, at, in->w[0], generic_addr(x, &b, in->w[1]), generic_addr(x, &b, in->w[2]));
    else
      x->repl[in->id] = ir_op3(&b, SpvOpSelect, at, in->w[0], addr_in(x, in->w[1], at), addr_in(x, in->w[2], at));
    mem_kill(x, in);
    return true;
  case SpvOpLoad:
    /* Through a global or local pointer this was handled as a use; through
     * a private one it needs the private-memory lowering. */
    return ir_error(m, "%s loads a pointer from __private memory, which is not supported yet",
                    ir_id_str(m, in->id));
  default:
    return ir_error(m, "unsupported operation %s on a %s pointer (%s)", ir_op_str(in->op),
                    s == SP_LOCAL ? "__local" : s == SP_GLOBAL ? "__global" : s == SP_PRIVW ? "__private" : "generic",
                    ir_id_str(m, in->id));
  }
}

uint8_t mem_ptr_space(mctx *x, uint32_t id) {
  uint8_t s = sp(x, id);
  return s == SP_NULL ? mem_space_of_type(x->m, ir_type_of(x->m, id)) : s;
}


/* Kernels with 64-bit atomics on __local memory get 64-bit __local words:
 * Vulkan can view Workgroup memory with one type only (short of
 * VK_KHR_workgroup_memory_explicit_layout). */
static bool choose_local_words(mctx *x) {
  ir_module *m = x->m;
  IR_FOR_BLOCK(b, x->c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      if (!ir_is_atomic(in->op) || !in->n) continue;
      uint8_t s = mem_ptr_space(x, in->w[0]);
      if (s != SP_LOCAL && s != SP_GENERIC) continue;
      uint32_t pointee = ir_ptr_pointee(m, ir_type_of(m, in->w[0]));
      if (ir_bit_width(m, ir_scalar_of(m, pointee)) != 64) continue;
      if (!x->c->t->shared_int64_atomics)
        return ir_error(m, "%s: 64-bit atomics on __local memory need shaderSharedInt64Atomics, which the device "
                           "does not support", ir_op_str(in->op));
      x->c->local_word_bytes = 8;
      return true;
    }
  }
  return true;
}

/* An atomic through a generic pointer: the __local or the __global form,
 * chosen at run time. */
static bool lower_generic_atomic(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  ir_builder b = ir_builder_before(m, in);
  uint32_t g = addr_in(x, in->w[0], x->u64);
  uint32_t local = generic_is_local(x, &b, g), off = ir_op1(&b, SpvOpUConvert, x->u32, g);
  const tr_words *pw = generic_private_words(x);
  uint32_t priv = pw ? generic_is_private(x, &b, g) : 0;
  ir_inst *then_end, *else_end, *p_end = NULL, *g_end = NULL;
  ir_if_else(m, in, local, &then_end, &else_end);
  if (pw) ir_if_else(m, else_end, priv, &p_end, &g_end);
  uint32_t lr = tr_lower_atomic(x->c, in, then_end, TR_ATOMIC_LOCAL, off, NULL);
  uint32_t gr = ir_failed(m) ? 0 : tr_lower_atomic(x->c, in, pw ? g_end : else_end, TR_ATOMIC_GLOBAL, g, NULL);
  uint32_t pr = ir_failed(m) || !pw ? 0 : tr_lower_atomic(x->c, in, p_end, TR_ATOMIC_PRIVATE, off, pw);
  if (ir_failed(m)) return false;
  if (in->id && pw) gr = ir_phi2(m, else_end, in->type, pr, p_end, gr, g_end);
  if (in->id) x->repl[in->id] = ir_phi2(m, in, in->type, lr, then_end, gr, else_end);
  mem_kill(x, in);
  return true;
}

/* An atomic on global, local or private memory (mem_atomic.c). */
static bool lower_atomic(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  uint8_t s = mem_ptr_space(x, in->w[0]);
  tr_atomic_space as;
  uint32_t addr;
  const tr_words *words = NULL;
  if (s == SP_PRIVATE) {
    as = TR_ATOMIC_PRIVATE;
    addr = mem_private_base(x, in->w[0]);
  } else if (s == SP_PRIVW) {
    as = TR_ATOMIC_PRIVATE;
    addr = mem_addr(x, in->w[0]);
    words = mem_words_of(x, in->w[0]);
  } else if (s == SP_GENERIC) {
    return lower_generic_atomic(x, in);
  } else if (is_addr_space(s)) {
    as = s == SP_LOCAL ? TR_ATOMIC_LOCAL : TR_ATOMIC_GLOBAL;
    addr = mem_addr(x, in->w[0]);
  } else {
    return ir_error(m, "%s (%s) on a pointer whose address space is unknown", ir_op_str(in->op),
                    in->id ? ir_id_str(m, in->id) : "no result");
  }
  uint32_t r = tr_lower_atomic(x->c, in, in, as, addr, words);
  if (ir_failed(m)) return false;
  if (in->id) x->repl[in->id] = r;
  mem_kill(x, in);
  return true;
}

/* Loads, stores and other uses whose pointer operand is global or local. */
/* A load (value 0) or store through a generic pointer: a __local or a
 * __global access, chosen at run time. Returns the loaded value. */
static uint32_t generic_access(mctx *x, ir_inst *in, uint32_t g, uint32_t type, uint32_t value, uint32_t align) {
  ir_module *m = x->m;
  ir_builder b = ir_builder_before(m, in);
  uint32_t local = generic_is_local(x, &b, g), off = ir_op1(&b, SpvOpUConvert, x->u32, g);
  const tr_words *pw = generic_private_words(x);
  uint32_t priv = pw ? generic_is_private(x, &b, g) : 0;
  ir_inst *then_end, *else_end, *p_end = NULL, *g_end = NULL;
  ir_if_else(m, in, local, &then_end, &else_end);
  /* the __global access in the else branch, or in its own else where
   * the pointer may be __private */
  if (pw) ir_if_else(m, else_end, priv, &p_end, &g_end);
  ir_builder tb = ir_builder_before(m, then_end), eb = ir_builder_before(m, pw ? g_end : else_end);
  ir_builder pb = ir_builder_before(m, pw ? p_end : else_end);
  if (value) {
    mem_store(x, &tb, local_words(x), off, value, align);
    mem_store(x, &eb, NULL, g, value, align);
    if (pw) mem_store(x, &pb, pw, off, value, align);
    return 0;
  }
  uint32_t lv = mem_load(x, &tb, local_words(x), type, off, align);
  uint32_t gv = mem_load(x, &eb, NULL, type, g, align);
  if (pw) gv = ir_phi2(m, else_end, type, mem_load(x, &pb, pw, type, off, align), p_end, gv, g_end);
  return ir_phi2(m, in, type, lv, then_end, gv, else_end);
}

/* The alignment a __global vector access claims but mem_align could not
 * prove (a byte pointer at a run-time offset cast to uchar16*, as
 * OpenCV's element-wise kernels do) is checked at run time instead of
 * given up: the full-width access where the address has it, the
 * narrower one otherwise (the kernels align_analysis.c is for). Worth it
 * where the full width saves accesses: vectors of 8 bytes or more. The
 * alignment to check for, 0 for none. */
static uint32_t check_align_for(mctx *x, uint32_t type, uint32_t claimed, uint32_t proven) {
  ir_module *m = x->m;
  claimed &= 0u - claimed; /* a power of two, as tr_load_psb takes it */
  if (claimed > 16) claimed = 16;
  if (proven >= claimed || claimed < 8 || !ir_is_vector(m, type)) return 0;
  uint32_t cb = ir_bit_width(m, ir_scalar_of(m, type)) / 8;
  if (cb < 4 && tr_psb_chunk(m, type, claimed) < 8) return 0;
  /* lavapipe, OpenCV's sum of float4s: the check cost twice what the
   * four scalar loads it saves do (docs/benchmarks.md) */
  if (cb >= 4 && x->c->t->cpu_device) return 0;
  return cb < claimed && ir_cl_size(m, type) >= 8 ? claimed : 0;
}

/* if ((addr & (want - 1)) == 0) then the access with `want`, else with
 * `proven`; a load's value. */
static uint32_t checked_access(mctx *x, ir_inst *in, uint32_t addr, uint32_t type, uint32_t value,
                               uint32_t want, uint32_t proven) {
  ir_module *m = x->m;
  ir_builder b = ir_builder_before(m, in);
  uint32_t low = ir_op2(&b, SpvOpBitwiseAnd, x->u64, addr, ir_const_u64(m, want - 1));
  uint32_t ok = ir_op2(&b, SpvOpIEqual, ir_type_bool(m), low, ir_const_u64(m, 0));
  ir_inst *then_end, *else_end;
  ir_if_else(m, in, ok, &then_end, &else_end);
  ir_builder tb = ir_builder_before(m, then_end), eb = ir_builder_before(m, else_end);
  if (value) {
    mem_store(x, &tb, NULL, addr, value, want);
    mem_store(x, &eb, NULL, addr, value, proven);
    return 0;
  }
  uint32_t wide = mem_load(x, &tb, NULL, type, addr, want);
  uint32_t narrow = mem_load(x, &eb, NULL, type, addr, proven);
  return ir_phi2(m, in, type, wide, then_end, narrow, else_end);
}

/* One side of a copy: the memory and address of each space it may be
 * in at run time (one, unless it is generic), each but the last with the
 * condition that picks it. */
typedef struct copy_side {
  const tr_words *w[3];
  uint32_t addr[3], cond[3];
  int n;
} copy_side;

static copy_side copy_side_of(mctx *x, ir_builder *b, uint32_t p) {
  copy_side cs = {.n = 0};
  if (mem_ptr_space(x, p) != SP_GENERIC) {
    cs.w[0] = mem_words_of(x, p);
    cs.addr[0] = mem_addr(x, p);
    cs.n = 1;
    return cs;
  }
  uint32_t g = addr_in(x, p, x->u64), off = ir_op1(b, SpvOpUConvert, x->u32, g);
  const tr_words *pw = generic_private_words(x);
  cs.w[cs.n] = local_words(x), cs.addr[cs.n] = off, cs.cond[cs.n++] = generic_is_local(x, b, g);
  if (pw) cs.w[cs.n] = pw, cs.addr[cs.n] = off, cs.cond[cs.n++] = generic_is_private(x, b, g);
  cs.w[cs.n] = NULL, cs.addr[cs.n++] = g;
  return cs;
}

/* The copy for each pair of spaces the sides may be in, in branches
 * before pos. */
static bool copy_cases(mctx *x, ir_inst *pos, copy_side d, copy_side s, uint64_t size, uint32_t align) {
  copy_side *c = d.n > 1 ? &d : s.n > 1 ? &s : NULL;
  if (!c) {
    ir_builder b = ir_builder_before(x->m, pos);
    return mem_copy_chunks(x, &b, d.w[0], d.addr[0], s.w[0], s.addr[0], size, align);
  }
  ir_inst *then_end, *else_end;
  ir_if_else(x->m, pos, c->cond[0], &then_end, &else_end);
  copy_side first = *c, rest = *c;
  first.n = 1;
  rest.n--;
  for (int i = 0; i < rest.n; i++) rest.w[i] = c->w[i + 1], rest.addr[i] = c->addr[i + 1], rest.cond[i] = c->cond[i + 1];
  bool is_d = c == &d;
  return copy_cases(x, then_end, is_d ? first : d, is_d ? s : first, size, align) &&
         copy_cases(x, else_end, is_d ? rest : d, is_d ? s : rest, size, align);
}

/* A memcpy (or struct copy) with a side whose space is known only at run
 * time: a copy for each space, chosen by the tags. mem_private_plan.c
 * byte-addresses a __private other side. */
static bool generic_copy(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  uint64_t size;
  uint32_t align;
  if (!mem_copy_size(x, in, &size, &align)) return false;
  if (mem_ptr_space(x, in->w[0]) == SP_PRIVATE || mem_ptr_space(x, in->w[1]) == SP_PRIVATE)
    return ir_error(m, "internal error: %s between a generic pointer and a typed __private one", ir_op_str(in->op));
  ir_builder b = ir_builder_before(m, in);
  copy_side d = copy_side_of(x, &b, in->w[0]), s = copy_side_of(x, &b, in->w[1]);
  if (!copy_cases(x, in, d, s, size, align)) return false;
  mem_kill(x, in);
  return true;
}

/* Both operands of a pointer comparison or difference in one form: their
 * own where they share a space, else the generic one. */
static void same_form(mctx *x, ir_builder *b, ir_inst *in, uint32_t *a0, uint32_t *a1) {
  uint8_t s0 = mem_ptr_space(x, in->w[0]), s1 = mem_ptr_space(x, in->w[1]);
  bool generic = s0 == SP_GENERIC || s1 == SP_GENERIC;
  if (!generic && (s0 == SP_PRIVW || s1 == SP_PRIVW)) { /* offsets; a NULL of the type is 0 */
    *a0 = addr_in(x, in->w[0], x->u32);
    *a1 = addr_in(x, in->w[1], x->u32);
  } else if (s0 == s1 && s0 != SP_GENERIC) {
    *a0 = mem_addr(x, in->w[0]);
    *a1 = mem_addr(x, in->w[1]);
  } else {
    *a0 = generic_addr(x, b, in->w[0]);
    *a1 = generic_addr(x, b, in->w[1]);
  }
}

/* Loads, stores and other uses whose pointer operand is global, local or
 * generic. */
static bool lower_use(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  ir_builder b = ir_builder_before(m, in);
  switch (in->op) {
  case SpvOpLoad: {
    uint8_t s = mem_ptr_space(x, in->w[0]);
    uint32_t pointee = ir_ptr_pointee(m, ir_type_of(m, in->w[0]));
    uint32_t claimed = mem_access_align(in, 1, ir_cl_align(m, pointee)), a = mem_addr(x, in->w[0]);
    uint32_t align = claimed, want = 0;
    if (s == SP_GLOBAL || s == SP_GENERIC) align = mem_align_access(&x->align, m, in->w[0], in->type, align);
    if (s == SP_GLOBAL) want = check_align_for(x, in->type, claimed, align);
    x->repl[in->id] = s == SP_GENERIC ? generic_access(x, in, a, in->type, 0, align)
                      : want          ? checked_access(x, in, a, in->type, 0, want, align)
                                      : mem_load(x, &b, mem_words_of(x, in->w[0]), in->type, a, align);
    mem_kill(x, in);
    return !ir_failed(m);
  }
  case SpvOpStore: {
    uint8_t s = mem_ptr_space(x, in->w[0]);
    uint32_t pointee = ir_ptr_pointee(m, ir_type_of(m, in->w[0]));
    uint32_t claimed = mem_access_align(in, 2, ir_cl_align(m, pointee)), a = mem_addr(x, in->w[0]);
    uint32_t align = claimed, want = 0, vt = ir_type_of(m, in->w[1]);
    if (s == SP_GLOBAL || s == SP_GENERIC) align = mem_align_access(&x->align, m, in->w[0], vt, align);
    if (s == SP_GLOBAL) want = check_align_for(x, vt, claimed, align);
    if (s == SP_GENERIC) generic_access(x, in, a, 0, in->w[1], align);
    else if (want) checked_access(x, in, a, vt, in->w[1], want, align);
    else mem_store(x, &b, mem_words_of(x, in->w[0]), a, in->w[1], align);
    mem_kill(x, in);
    return !ir_failed(m);
  }
  case SpvOpConvertPtrToU: {
    /* a generic pointer's integer is its generic form, whatever space the
     * translator knows for it, so that the integer made a pointer again
     * (read as the generic form) is the same pointer */
    uint32_t a = mem_space_of_type(m, ir_type_of(m, in->w[0])) == SP_GENERIC
                     ? generic_addr(x, &b, in->w[0])
                     : addr_in(x, in->w[0], addr_type(x, mem_ptr_space(x, in->w[0])));
    uint32_t aw = ir_bit_width(m, ir_type_of(m, a)), rw = ir_bit_width(m, in->type);
    x->repl[in->id] = aw == rw ? a : ir_op1(&b, SpvOpUConvert, in->type, a);
    mem_kill(x, in);
    return true;
  }
  case SpvOpPtrEqual:
  case SpvOpPtrNotEqual: {
    uint32_t a0, a1;
    same_form(x, &b, in, &a0, &a1);
    x->repl[in->id] = ir_op2(&b, in->op == SpvOpPtrEqual ? SpvOpIEqual : SpvOpINotEqual, in->type, a0, a1);
    mem_kill(x, in);
    return true;
  }
  case SpvOpPtrDiff: {
    uint32_t pointee = ir_ptr_pointee(m, ir_type_of(m, in->w[0]));
    uint32_t a0, a1;
    same_form(x, &b, in, &a0, &a1);
    uint32_t at = ir_type_of(m, a0);
    uint32_t d = ir_op2(&b, SpvOpISub, at, a0, a1);
    uint64_t size = ir_cl_size(m, pointee);
    if (size > 1) d = ir_op2(&b, SpvOpSDiv, at, d, ir_const(m, at, size));
    if (ir_bit_width(m, in->type) != ir_bit_width(m, at))
      d = ir_op1(&b, ir_bit_width(m, in->type) > ir_bit_width(m, at) ? SpvOpSConvert : SpvOpUConvert,
                 in->type, d);
    x->repl[in->id] = d;
    mem_kill(x, in);
    return true;
  }
  case SpvOpLifetimeStart:
  case SpvOpLifetimeStop: mem_kill(x, in); return true;
  case SpvOpCopyMemory:
  case SpvOpCopyMemorySized:
    if (mem_ptr_space(x, in->w[0]) == SP_GENERIC || mem_ptr_space(x, in->w[1]) == SP_GENERIC)
      return generic_copy(x, in);
    return mem_lower_copy(x, in);
  default:
    return ir_error(m, "unsupported use of a pointer to memory by %s (%s)",
                    ir_op_str(in->op), in->id ? ir_id_str(m, in->id) : "no result");
  }
}

/* get_fence(): the memory a pointer's space is (CLK_*_MEM_FENCE are these
 * semantics shifted by 8), chosen at run time for a generic one. */
static void lower_fence_of(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  ir_builder b = ir_builder_before(m, in);
  uint8_t s = mem_ptr_space(x, in->w[0]);
  uint32_t wg = ir_const(m, in->type, SpvMemorySemanticsWorkgroupMemoryMask);
  uint32_t cw = ir_const(m, in->type, SpvMemorySemanticsCrossWorkgroupMemoryMask);
  uint32_t none = ir_const(m, in->type, 0);
  uint32_t r = s == SP_LOCAL ? wg : s == SP_GLOBAL ? cw : none;
  if (s == SP_GENERIC) {
    uint32_t g = addr_in(x, in->w[0], x->u64);
    if (generic_private_words(x)) cw = ir_op3(&b, SpvOpSelect, in->type, generic_is_private(x, &b, g), none, cw);
    r = ir_op3(&b, SpvOpSelect, in->type, generic_is_local(x, &b, g), wg, cw);
  }
  x->repl[in->id] = r;
  mem_kill(x, in);
}

/* Uses of to_private() of a pointer that is not __private: a null pointer,
 * which may only be compared or converted to an integer. */
static bool is_null_ptr(mctx *x, uint32_t id) {
  ir_inst *d = ir_def_inst(x->m, id);
  return sp(x, id) == SP_NOPRIV || (d && d->op == SpvOpConstantNull);
}

static bool lower_nopriv_use(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  switch (in->op) {
  case SpvOpConvertPtrToU: x->repl[in->id] = ir_const(m, in->type, 0); break;
  case SpvOpPtrEqual:
  case SpvOpPtrNotEqual: {
    bool same = is_null_ptr(x, in->w[0]) && is_null_ptr(x, in->w[1]);
    x->repl[in->id] = ir_const_bool(m, in->op == SpvOpPtrEqual ? same : !same);
    break;
  }
  case SpvOpLifetimeStart:
  case SpvOpLifetimeStop: break;
  default:
    return ir_error(m, "%s uses the result of to_private() of a pointer that is not __private, a NULL pointer that "
                       "may only be compared",
                    ir_op_str(in->op));
  }
  mem_kill(x, in);
  return true;
}

static bool uses_space(mctx *x, ir_inst *in, uint8_t s) {
  for (uint32_t i = 0; i < in->n; i++)
    if (in->isid[i] && ir_is_pointer(x->m, ir_type_of(x->m, in->w[i])) && sp(x, in->w[i]) == s) return true;
  return false;
}

static bool uses_addr_ptr(mctx *x, ir_inst *in) {
  for (uint32_t i = 0; i < in->n; i++)
    if (in->isid[i] && ir_is_pointer(x->m, ir_type_of(x->m, in->w[i])) && is_int_space(mem_ptr_space(x, in->w[i])))
      return true;
  return false;
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

/* Ids the kernel's instructions use. */
static uint8_t *ids_used(mctx *x) {
  uint8_t *used = ir_alloc(x->m, x->m->bound);
  IR_FOR_BLOCK(b, x->c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++)
        if (in->isid[i] && in->w[i] < x->m->bound) used[in->w[i]] = 1;
  }
  return used;
}

/* Code at the kernel's start, after its variables. */
static ir_builder entry_builder(tr_ctx *c) {
  ir_block *entry = c->k->first;
  ir_inst *pos = ir_first_non_phi(entry);
  while (pos && pos->op == SpvOpVariable) pos = pos->next;
  return pos ? ir_builder_before(c->m, pos) : ir_builder_at_end(c->m, entry);
}

/* The program-scope variables' buffer address, loaded at the start. */
static uint32_t globals_base(mctx *x) {
  ir_builder eb = entry_builder(x->c);
  return tr_imp_load(x->c, &eb, TR_IMP_GLOBALS, 0);
}

/* Is `id` a value with no defined bits: OpUndef, or a constant composite
 * of such? llvm-spirv gives kernel-scope __local variables (which OpenCL C
 * cannot initialize) LLVM's `undef` as initializer, which it writes as
 * OpUndef, or for a struct as OpConstantComposite of OpUndef members. Such
 * an initializer says nothing about the contents, so it is no initializer. */
static bool is_undefined(ir_module *m, uint32_t id, int depth) {
  ir_inst *d = ir_def_inst(m, id);
  if (!d || depth > 32) return false;
  if (d->op == SpvOpUndef) return true;
  if (d->op != SpvOpConstantComposite) return false;
  for (uint32_t i = 0; i < d->n; i++)
    if (!is_undefined(m, d->w[i], depth + 1)) return false;
  return true;
}

bool lower_memory(tr_ctx *c) {
  ir_module *m = c->m;
  mctx x = {.c = c, .m = m, .u64 = ir_type_int(m, 64, 0), .u32 = ir_type_int(m, 32, 0)};
  x.space = ir_alloc(m, m->bound);
  x.repl = ir_alloc(m, (size_t)m->bound * sizeof *x.repl);
  uint32_t bound0 = m->bound;
  x.bound0 = bound0;
  infer_all(&x);
  if (!mem_align_analyze(c, &x.align)) return false;
  if (!mem_private_plan(&x)) return false;
  tr_local_layout(c);
  tr_choose_memory_model(c);
  if (!choose_local_words(&x)) return false;

  uint64_t *goff, gsize;
  uint32_t galign, gbase = 0;
  if (!tr_globals_layout(m, &goff, &gsize, &galign)) return false;
  uint8_t *used = ids_used(&x);
  ir_builder eb = entry_builder(c);
  for (ir_inst *in = m->sec[IR_SEC_GLOBAL].first; in; in = in->next) {
    if (!in->id || in->id >= bound0 || !ir_is_pointer(m, in->type)) continue; /* ours need no address */
    uint8_t s = mem_space_of_type(m, in->type);
    if (!is_addr_space(s)) continue;
    uint32_t at = addr_type(&x, s);
    if (in->op == SpvOpConstantNull) x.repl[in->id] = ir_const(m, at, 0);
    else if (in->op == SpvOpUndef) x.repl[in->id] = ir_undef(m, at);
    else if (in->op == SpvOpVariable && s == SP_LOCAL) {
      if (in->n > 1 && !is_undefined(m, in->w[1], 0))
        /* OpenCL C cannot initialize __local variables; a defined
         * initializer (OpConstantNull included, which would need every
         * work-group's copy zeroed before first use) is refused */
        return ir_error(m, "__local variable %s has an initializer (%s); only an undefined one is supported",
                        ir_id_str(m, in->id), ir_op_str(ir_def_inst(m, in->w[1]) ? ir_def_inst(m, in->w[1])->op : 0));
      if (c->local_offset[in->id]) x.repl[in->id] = ir_const_u32(m, c->local_offset[in->id] - 1);
    } else if (s == SP_GLOBAL && (in->op == SpvOpVariable || in->op == SpvOpSpecConstantOp) && used[in->id]) {
      /* program-scope __global/__constant data, or a constant pointer
       * expression on it: its offset in the program's buffer (mem_globals.c) */
      uint64_t off;
      if (!tr_globals_pointer(m, goff, in->id, &off))
        return ir_error(m, "unsupported module-level pointer %s (%s)", ir_id_str(m, in->id), ir_op_str(in->op));
      if (!gbase) gbase = globals_base(&x);
      x.repl[in->id] = mem_add_offset(&x, &eb, gbase, off);
    }
  }
  /* byte-addressed __private variables: their offsets, and their
   * initializers stored at the start */
  for (ir_inst *in = c->k->first->insts.first; in; in = in->next) {
    if (in->op != SpvOpVariable || sp(&x, in->id) != SP_PRIVW) continue;
    x.repl[in->id] = ir_const_u32(m, x.priv.offset[in->id]);
    if (in->n > 1) mem_store(&x, &eb, mem_words_of(&x, in->id), x.repl[in->id], in->w[1], ir_cl_var_align(m, in));
    mem_kill(&x, in);
  }
  if (ir_failed(m)) return false;

  IR_FOR_BLOCK(b, c->k) {
    IR_FOR_INST(in, &b->insts) {
      if (in->id >= bound0) continue; /* made by this pass */
      if (in->op == SpvOpLifetimeStart || in->op == SpvOpLifetimeStop) {
        mem_kill(&x, in); /* hints, whatever the space (Vulkan has no such instructions) */
        continue;
      }
      if (in->op != SpvOpPhi) remap_values(&x, in, bound0);
      if (ir_is_atomic(in->op) && in->n &&
          ir_ptr_storage(m, ir_type_of(m, in->w[0])) != SpvStorageClassPhysicalStorageBuffer) {
        /* (those on PhysicalStorageBuffer pointers are Vulkan's already: printf's) */
        if (!lower_atomic(&x, in)) return false;
        continue;
      }
      if (in->op == SpvOpGenericPtrMemSemantics) {
        lower_fence_of(&x, in);
        continue;
      }
      bool result_ptr = in->id && ir_is_pointer(m, in->type);
      uint8_t s = result_ptr ? sp(&x, in->id) : SP_UNKNOWN;
      if (s == SP_CONFLICT)
        return ir_error(m, "%s may be the result of to_private() of a pointer that is not __private or a pointer "
                           "of another address space, depending on the run: not supported",
                        ir_id_str(m, in->id));
      if (s == SP_NOPRIV) {
        mem_kill(&x, in);
        continue;
      }
      bool to_int = in->op == SpvOpConvertPtrToU;
      if (to_int && sp(&x, in->w[0]) == SP_PRIVATE && !is_null_ptr(&x, in->w[0]))
        return ir_error(m, "%s takes the address of __private memory, which has none here (a cast of a __private "
                           "pointer to an integer, or printf's %%p of one)",
                        ir_id_str(m, in->id));
      bool null_to_int = to_int && is_null_ptr(&x, in->w[0]); /* a NULL of any space is 0 */
      if (!result_ptr && (uses_space(&x, in, SP_NOPRIV) || null_to_int)) {
        if (!lower_nopriv_use(&x, in)) return false;
        continue;
      }
      if (in->op == SpvOpCopyMemory || in->op == SpvOpCopyMemorySized) {
        /* any spaces, typed __private ones included */
        if (!lower_use(&x, in)) return false;
        continue;
      }
      if ((in->op == SpvOpLoad || in->op == SpvOpStore) && sp(&x, in->w[0]) == SP_PRIVATE &&
          mem_private_view_access(&x, in))
        continue;
      if (in->op == SpvOpLoad && uses_addr_ptr(&x, in)) {
        if (!lower_use(&x, in)) return false;
        continue;
      }
      if (result_ptr && is_int_space(s)) {
        if (in->op == SpvOpVariable) continue; /* byte-addressed: above */
        if (!lower_pointer(&x, in, s)) return false;
        continue;
      }
      if (result_ptr && s == SP_PRIVATE) {
        if (!mem_lower_private(&x, in)) return false;
        continue;
      }
      if (!result_ptr && in->op != SpvOpPhi && uses_addr_ptr(&x, in)) {
        if (!lower_use(&x, in)) return false;
      }
    }
  }
  generic_phis(&x);
  /* Point every remaining reference at the new values. */
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++)
        if (in->isid[i] && in->w[i] < bound0 && x.repl[in->w[i]]) in->w[i] = x.repl[in->w[i]];
  }
  for (uint32_t i = 0; i < x.ndead; i++) ir_remove(m, x.dead[i]);
  mem_private_drop_dead_casts(&x);
  return !ir_failed(m);
}
