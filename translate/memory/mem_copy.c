/* mem_copy.c: OpCopyMemorySized (memcpy, with a size known at compile time)
 * and OpCopyMemory between any two spaces. Between buffer and word memory:
 * integer chunks as wide as the alignment allows. With a typed __private
 * side: the object's scalar leaves, or elements of the pointer's type. */
#include "memory_internal.h"

typedef struct copy_ctx {
  mctx *x;
  ir_builder *b;        /* NULL: only check that the copy can be done */
  uint32_t obj;         /* private object pointer */
  uint64_t lo, hi;      /* the bytes copied, as offsets in the object */
  uint32_t align;       /* of the other side */
  bool to_private;
  const tr_words *words;/* the other side's memory (NULL: a buffer) */
  uint32_t addr;        /* its address (of byte lo) */
  uint32_t it;          /* index type */
  uint32_t path[16];    /* access chain indexes to the current leaf */
  uint32_t depth;
  uint32_t leaves;
} copy_ctx;

/* A pointer to the current leaf (of type t) of typed private object obj. */
static uint32_t leaf_ptr(copy_ctx *cc, uint32_t obj, uint32_t t) {
  ir_module *m = cc->x->m;
  if (!cc->depth) return obj;
  ir_inst *ac = ir_emit(cc->b, SpvOpAccessChain, ir_type_ptr(m, SpvStorageClassFunction, t), true, 1, &obj);
  for (uint32_t i = 0; i < cc->depth; i++) ir_push(m, ac, cc->path[i], true);
  return ac->id;
}

/* Copies the scalar leaves of private type t at byte offset pos that lie
 * in the copied range. A leaf the range cuts, a pointer or a bool leaf,
 * more than 1024 leaves or nesting deeper than 16 cannot be copied this
 * way: false (with an error when emitting). */
static bool copy_leaves(copy_ctx *cc, uint32_t t, uint64_t pos) {
  ir_module *m = cc->x->m;
  uint64_t sz = ir_cl_size(m, t);
  if (pos >= cc->hi || pos + sz <= cc->lo) return true;
  ir_inst *tin = ir_type_inst(m, t);
  uint32_t n = 0, elem = 0;
  switch (tin->op) {
  case SpvOpTypeStruct: n = tin->n; break;
  case SpvOpTypeArray: n = (uint32_t)ir_array_len(m, t), elem = tin->w[0]; break;
  case SpvOpTypeVector: n = tin->w[1], elem = tin->w[0]; break;
  default: {
    if (pos < cc->lo || pos + sz > cc->hi || ir_is_pointer(m, t) || ir_is_bool(m, t))
      return cc->b && ir_error(m, "memcpy of %llu bytes starts or ends inside a member of a __private object",
                               (unsigned long long)(cc->hi - cc->lo));
    if (++cc->leaves > 1024)
      return cc->b && ir_error(m, "memcpy into or out of a __private object of more than 1024 values");
    if (!cc->b) return true;
    uint32_t ptr = leaf_ptr(cc, cc->obj, t);
    uint32_t addr = mem_add_offset(cc->x, cc->b, cc->addr, pos - cc->lo);
    uint32_t al = mem_align_at(cc->align, pos - cc->lo);
    if (cc->to_private) {
      uint32_t v = mem_load(cc->x, cc->b, cc->words, t, addr, al);
      ir_emit(cc->b, SpvOpStore, 0, false, 2, (uint32_t[]){ptr, v});
    } else {
      mem_store(cc->x, cc->b, cc->words, addr, ir_op1(cc->b, SpvOpLoad, t, ptr), al);
    }
    return !ir_failed(m);
  }
  }
  if (cc->depth == 16) return cc->b && ir_error(m, "memcpy of a __private object nested too deeply");
  for (uint32_t i = 0; i < n; i++) {
    uint32_t mt = elem ? elem : tin->w[i];
    uint64_t mo = elem ? (uint64_t)i * ir_cl_size(m, elem) : ir_cl_member_offset(m, t, i);
    if (pos + mo >= cc->hi) break;
    if (cc->b) cc->path[cc->depth] = ir_const(m, cc->it, i);
    cc->depth++;
    bool ok = copy_leaves(cc, mt, pos + mo);
    cc->depth--;
    if (!ok) return false;
  }
  return true;
}

static uint32_t object_type(mctx *x, uint32_t obj) { return ir_ptr_pointee(x->m, ir_type_of(x->m, obj)); }

/* Typed private object src into dst, of the same type: one load and one
 * store of the whole value. */
static void copy_whole(ir_builder *b, uint32_t dst, uint32_t src, uint32_t type) {
  ir_emit(b, SpvOpStore, 0, false, 2, (uint32_t[]){dst, ir_op1(b, SpvOpLoad, type, src)});
}

/* The largest copy unrolled (a kernel's structs and private arrays). */
#define COPY_MAX 8192

mem_copy_form mem_copy_form_of(mctx *x, const ir_inst *in, bool typed_dst, bool typed_src, uint32_t *obj,
                               uint64_t *offset) {
  ir_module *m = x->m;
  uint64_t size;
  *obj = 0;
  *offset = 0;
  if (in->op == SpvOpCopyMemory) {
    if (typed_dst && typed_src) return COPY_WHOLE;
    size = ir_cl_size(m, ir_ptr_pointee(m, ir_type_of(m, in->w[1])));
  } else if (in->n < 3 || !ir_const_value(m, in->w[2], &size) || size > COPY_MAX) {
    return COPY_WHOLE; /* refused anyway */
  }
  if (typed_dst && typed_src) {
    /* a struct assignment (LLVM copies aggregates as bytes): the whole
     * object from one typed variable to another */
    uint64_t dof, sof;
    uint32_t od = mem_private_object(x, in->w[0], &dof), os = mem_private_object(x, in->w[1], &sof);
    if (od && os && !dof && !sof && object_type(x, od) == object_type(x, os) &&
        ir_cl_size(m, object_type(x, od)) == size)
      return COPY_WHOLE;
    return COPY_NONE;
  }
  if (!typed_dst && !typed_src) return COPY_NONE;
  uint32_t pp = in->w[typed_dst ? 0 : 1];
  /* the bytes of a private object (through a cast to bytes): leaf by leaf */
  uint64_t off;
  uint32_t o = mem_private_object(x, pp, &off);
  if (o && off + size <= ir_cl_size(m, object_type(x, o))) {
    copy_ctx cc = {.x = x, .lo = off, .hi = off + size};
    if (copy_leaves(&cc, object_type(x, o), 0)) {
      *obj = o;
      *offset = off;
      return COPY_LEAVES;
    }
  }
  /* elements of the pointer's type, along the array it points into */
  uint32_t e = ir_ptr_pointee(m, ir_type_of(m, pp));
  uint64_t es = ir_cl_size(m, e);
  if (!es || size % es || ir_is_pointer(m, e) || ir_is_bool(m, ir_scalar_of(m, e)) ||
      ir_type_inst(m, e)->op == SpvOpTypeStruct || mem_private_is_raw(m, pp))
    return COPY_NONE;
  if (size / es > 1 && !mem_private_can_advance(x, pp)) return COPY_NONE;
  return COPY_ELEMS;
}

/* OpCopyMemorySized with a constant size and OpCopyMemory. */
bool mem_lower_copy(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  ir_builder b = ir_builder_before(m, in);
  uint32_t dst = in->w[0], src = in->w[1];
  uint8_t ds = mem_ptr_space(x, dst), ss = mem_ptr_space(x, src);
  bool td = ds == SP_PRIVATE, ts = ss == SP_PRIVATE;
  const tr_words *dw = mem_words_of(x, dst), *sw = mem_words_of(x, src);
  uint64_t size;
  uint32_t align;
  if (in->op == SpvOpCopyMemory && td && ts) {
    /* a typed copy: the whole value where both sides are typed, else as
     * a memcpy of its size (its parts need not fit one load) */
    copy_whole(&b, mem_private_base(x, dst), mem_private_base(x, src), ir_ptr_pointee(m, ir_type_of(m, src)));
    mem_kill(x, in);
    return true;
  }
  if (!mem_copy_size(x, in, &size, &align)) return false;
  if (td || ts) {
    uint32_t obj;
    uint64_t off;
    switch (mem_copy_form_of(x, in, td, ts, &obj, &off)) {
    case COPY_WHOLE: {
      uint64_t unused;
      uint32_t od = mem_private_object(x, dst, &unused);
      copy_whole(&b, od, mem_private_object(x, src, &unused), object_type(x, od));
      mem_kill(x, in);
      return true;
    }
    case COPY_LEAVES: {
      copy_ctx cc = {.x = x, .b = &b, .obj = obj, .lo = off, .hi = off + size, .align = align,
                     .to_private = td, .words = td ? sw : dw, .addr = mem_addr(x, td ? src : dst),
                     .it = ir_type_int(m, 32, 0)};
      if (!copy_leaves(&cc, object_type(x, obj), 0)) return false;
      mem_kill(x, in);
      return true;
    }
    case COPY_ELEMS: break;
    case COPY_NONE:
      return ir_error(m, "internal error: memcpy (%s) through a __private pointer of a form the typed lowering "
                         "cannot copy", ir_op_str(in->op));
    }
    uint32_t pp = td ? dst : src;
    uint32_t e = ir_ptr_pointee(m, ir_type_of(m, pp));
    uint64_t es = ir_cl_size(m, e);
    uint32_t it = in->op == SpvOpCopyMemorySized ? ir_type_of(m, in->w[2]) : x->u32;
    for (uint64_t k = 0; k < size / es; k++) {
      uint32_t pk = mem_private_elem(x, &b, pp, ir_const(m, it, k));
      if (!pk) return ir_error(m, "memcpy through a __private pointer (%s) of an unsupported form", ir_id_str(m, pp));
      uint32_t al = mem_align_at(align, k * es);
      if (td) {
        uint32_t v = mem_load(x, &b, sw, e, mem_add_offset(x, &b, mem_addr(x, src), k * es), al);
        ir_emit(&b, SpvOpStore, 0, false, 2, (uint32_t[]){pk, v});
      } else {
        uint32_t v = ir_op1(&b, SpvOpLoad, e, pk);
        mem_store(x, &b, dw, mem_add_offset(x, &b, mem_addr(x, dst), k * es), v, al);
      }
      if (ir_failed(m)) return false;
    }
    mem_kill(x, in);
    return true;
  }
  if (!mem_copy_chunks(x, &b, dw, mem_addr(x, dst), sw, mem_addr(x, src), size, align)) return false;
  mem_kill(x, in);
  return true;
}

/* Between buffers and word memories: integer chunks as wide as the
 * alignment allows. */
bool mem_copy_chunks(mctx *x, ir_builder *b, const tr_words *dw, uint32_t daddr, const tr_words *sw, uint32_t saddr,
                     uint64_t size, uint32_t align) {
  ir_module *m = x->m;
  for (uint64_t off = 0; off < size;) {
    uint32_t c = mem_align_at(align < 8 ? align : 8, off);
    while (c > size - off) c >>= 1;
    uint32_t t = ir_type_int(m, c * 8, 0);
    if ((c == 1 && !x->c->t->storage8 && (!dw || !sw)) || (c == 2 && !x->c->t->storage16 && (!dw || !sw)))
      return ir_error(m, "memcpy of %u-byte pieces needs %u-bit storage in buffers", c, c * 8);
    uint32_t v = mem_load(x, b, sw, t, mem_add_offset(x, b, saddr, off), c);
    mem_store(x, b, dw, mem_add_offset(x, b, daddr, off), v, c);
    if (ir_failed(m)) return false;
    off += c;
  }
  return true;
}

/* The size and alignment of copy `in` (constant sizes only): copies are
 * unrolled, so they are kept to what a kernel plausibly copies. */
bool mem_copy_size(mctx *x, const ir_inst *in, uint64_t *size, uint32_t *align) {
  ir_module *m = x->m;
  if (in->op == SpvOpCopyMemory) {
    uint32_t t = ir_ptr_pointee(m, ir_type_of(m, in->w[1]));
    *size = ir_cl_size(m, t);
    *align = ir_cl_align(m, t);
  } else {
    if (!ir_const_value(m, in->w[2], size))
      return ir_error(m, "memcpy of a size not known at compile time (%s) is not supported", ir_op_str(in->op));
    *align = mem_access_align(in, 3, 1);
  }
  if (*size > COPY_MAX)
    return ir_error(m, "memcpy of %llu bytes (%s) is larger than the %u bytes the translator unrolls",
                    (unsigned long long)*size, ir_op_str(in->op), COPY_MAX);
  return true;
}
