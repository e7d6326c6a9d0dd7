/* mem_private.c: __private memory. Each private object (a Function
 * variable after inlining) is lowered one of two ways. Typed: the variable
 * stays a Vulkan Function variable of its type, and pointers into it
 * logical pointers (access chains), which drivers promote to registers;
 * this covers what optimized code does and most unoptimized code. Byte-
 * addressed: where a pointer into the object is used in a way the typed
 * form cannot follow, the object lives in a word array and its pointers
 * are byte offsets, as __local memory is. */
#include "mem.h"

/* ---- __private element pointers ------------------------------------------ */

/* The container type indexed by the last index of access chain `in`
 * (first index skipped for the Ptr forms), or 0. */
static uint32_t last_container(mctx *x, ir_inst *in, uint32_t first) {
  ir_module *m = x->m;
  uint32_t t = ir_ptr_pointee(m, ir_type_of(m, in->w[0]));
  for (uint32_t i = first; i + 1 < in->n; i++) {
    ir_inst *tin = ir_type_inst(m, t);
    uint64_t v;
    if (tin->op == SpvOpTypeStruct) {
      if (!ir_const_value(m, in->w[i], &v) || v >= tin->n) return 0;
      t = tin->w[v];
    } else if (tin->op == SpvOpTypeArray || tin->op == SpvOpTypeVector) {
      t = tin->w[0];
    } else {
      return 0;
    }
  }
  ir_inst *tin = ir_type_inst(m, t);
  return tin->op == SpvOpTypeArray || tin->op == SpvOpTypeVector ? t : 0;
}

/* A private pointer with generic casts and replacements looked through. */
uint32_t mem_private_base(mctx *x, uint32_t p) {
  for (int guard = 0; guard < 64; guard++) {
    if (p < x->bound0 && x->repl[p]) {
      p = x->repl[p];
      continue;
    }
    ir_inst *d = ir_def_inst(x->m, p);
    if (d && d->block && (d->op == SpvOpPtrCastToGeneric || d->op == SpvOpGenericCastToPtr ||
                          d->op == SpvOpGenericCastToPtrExplicit || d->op == SpvOpCopyObject)) {
      p = d->w[0];
      continue;
    }
    break;
  }
  return p;
}

/* A logical pointer to the element `k` elements after private pointer p
 * (an access chain ending in an array or vector index, or, for k = 0, any
 * pointer): the chain with k added to its last index. 0 if p has no such
 * form. */
uint32_t mem_private_elem(mctx *x, ir_builder *b, uint32_t p, uint32_t k) {
  ir_module *m = x->m;
  uint64_t kv;
  p = mem_private_base(x, p);
  if (ir_const_value(m, k, &kv) && kv == 0) return p;
  ir_inst *d = ir_def_inst(m, p);
  if (!d || !d->block) return 0;
  uint32_t first;
  uint64_t ev;
  if (d->op == SpvOpAccessChain || d->op == SpvOpInBoundsAccessChain) first = 1;
  else if ((d->op == SpvOpPtrAccessChain || d->op == SpvOpInBoundsPtrAccessChain) &&
           ir_const_value(m, d->w[1], &ev) && ev == 0)
    first = 2;
  else
    return 0;
  if (d->n <= first || !last_container(x, d, first)) return 0;
  uint32_t last = d->w[d->n - 1];
  uint32_t lt = ir_type_of(m, last), kt = ir_type_of(m, k);
  if (ir_bit_width(m, kt) != ir_bit_width(m, lt))
    k = ir_op1(b, ir_bit_width(m, kt) < ir_bit_width(m, lt) ? SpvOpSConvert : SpvOpUConvert, lt, k);
  uint32_t idx = ir_op2(b, SpvOpIAdd, lt, last, k);
  /* In bounds: OpenCL C leaves pointer arithmetic that leaves its object
   * undefined. Mesa 22.3 (lavapipe) also miscompiles plain OpAccessChain
   * with a run-time index into a Function array: in a bubble sort reached
   * through a pointer parameter, the swap's stores lost values. */
  ir_inst *c = ir_inst_new(m, SpvOpInBoundsAccessChain, d->type, ir_new_id(m), 0);
  ir_push(m, c, d->w[0], true);
  for (uint32_t i = first; i + 1 < d->n; i++) ir_push(m, c, d->w[i], true);
  ir_push(m, c, idx, true);
  ir_block_insert(b->block, b->before, c);
  return c->id;
}


static bool is_generic_cast(uint32_t op) {
  return op == SpvOpPtrCastToGeneric || op == SpvOpGenericCastToPtr || op == SpvOpGenericCastToPtrExplicit ||
         op == SpvOpCopyObject;
}

static bool is_chain(uint32_t op) {
  return op == SpvOpAccessChain || op == SpvOpInBoundsAccessChain || op == SpvOpPtrAccessChain ||
         op == SpvOpInBoundsPtrAccessChain;
}

static bool is_ptr_chain(uint32_t op) { return op == SpvOpPtrAccessChain || op == SpvOpInBoundsPtrAccessChain; }

static bool is_zero(const ir_module *m, uint32_t id) {
  uint64_t v;
  return ir_const_value(m, id, &v) && v == 0;
}

static int64_t sext_index(const ir_module *m, uint32_t id, uint64_t v) {
  uint32_t w = ir_bit_width(m, ir_type_of(m, id));
  return w == 64 ? (int64_t)v : w == 32 ? (int32_t)v : w == 16 ? (int16_t)v : (int8_t)v;
}

/* The byte offset access chain `d` adds to its base, when every index is
 * a constant. */
static bool chain_offset(const ir_module *m, const ir_inst *d, int64_t *off) {
  uint32_t t = ir_ptr_pointee(m, ir_type_of(m, d->w[0]));
  int64_t o = 0;
  for (uint32_t i = 1; i < d->n; i++) {
    uint64_t v;
    if (!ir_const_value(m, d->w[i], &v)) return false;
    ir_inst *tin = ir_type_inst(m, t);
    if (i == 1 && is_ptr_chain(d->op)) {
      o += sext_index(m, d->w[i], v) * (int64_t)ir_cl_size(m, t);
    } else if (tin && tin->op == SpvOpTypeStruct && v < tin->n) {
      o += (int64_t)ir_cl_member_offset(m, t, (uint32_t)v);
      t = tin->w[v];
    } else if (tin && (tin->op == SpvOpTypeArray || tin->op == SpvOpTypeVector)) {
      o += sext_index(m, d->w[i], v) * (int64_t)ir_cl_size(m, tin->w[0]);
      t = tin->w[0];
    } else {
      return false;
    }
  }
  *off = o;
  return true;
}

/* The private object a pointer points into and its byte offset there: the
 * outermost variable, or access chain with run-time indexes, reached
 * through generic casts, bitcasts and chains of constant indexes. The
 * chains are followed as the input wrote them or as the lowering rewrote
 * them in place (the same addresses), so that the analysis and the
 * lowering find the same object. Returns the object's pointer as lowered
 * so far, or 0 where p points into no object at a known offset. */
uint32_t mem_private_object(mctx *x, uint32_t p, uint64_t *offset) {
  ir_module *m = x->m;
  int64_t off = 0;
  for (int guard = 0; guard < 64; guard++) {
    ir_inst *d = ir_def_inst(m, p);
    if (!d || !d->block) return 0;
    if (is_generic_cast(d->op) || (d->op == SpvOpBitcast && ir_is_pointer(m, ir_type_of(m, d->w[0])))) {
      p = d->w[0];
      continue;
    }
    int64_t co;
    if (is_chain(d->op) && chain_offset(m, d, &co)) {
      off += co;
      p = d->w[0];
      continue;
    }
    if (d->op != SpvOpVariable && !is_chain(d->op)) return 0;
    uint32_t obj = mem_private_base(x, p);
    if (off < 0 || (uint64_t)off >= ir_cl_size(m, ir_ptr_pointee(m, ir_type_of(m, obj)))) return 0;
    *offset = (uint64_t)off;
    return obj;
  }
  return 0;
}

/* An integer or float scalar or vector. */
static bool is_number(const ir_module *m, uint32_t t) {
  uint32_t sc = ir_scalar_of(m, t);
  return (ir_is_vector(m, t) || sc == t) && (ir_is_int(m, sc) || ir_is_float(m, sc));
}

/* Whether a value of type s can be seen as one of type t: the same bits
 * (a float as an int, a double as a uint2), or a 3-component vector as a
 * 4-component one of the same component width or back (unoptimized code
 * stores and loads every vec3 variable as a vec4). */
static bool same_value(const ir_module *m, uint32_t s, uint32_t t) {
  if (!is_number(m, s) || !is_number(m, t)) return false;
  uint32_t ns = ir_vec_len(m, s), nt = ir_vec_len(m, t);
  uint32_t ws = ir_bit_width(m, ir_scalar_of(m, s)), wt = ir_bit_width(m, ir_scalar_of(m, t));
  if (ns * ws == nt * wt) return true;
  return ws == wt && ((ns == 3 && nt == 4) || (ns == 4 && nt == 3));
}

/* The first members of type s, one step at a time (a struct's member 0,
 * an array's or vector's element 0: all at offset 0): the number of steps
 * down to a type equal to t (`value` false; at least one step) or one
 * that holds the same value as t (`value` true), or -1. */
static int first_steps(const ir_module *m, uint32_t s, uint32_t t, bool value) {
  for (int depth = 0; depth < 16; depth++) {
    if (value ? same_value(m, s, t) : depth > 0 && s == t) return depth;
    ir_inst *si = ir_type_inst(m, s);
    if (!si || !((si->op == SpvOpTypeStruct && si->n) || si->op == SpvOpTypeArray || si->op == SpvOpTypeVector))
      return -1;
    s = si->w[0];
  }
  return -1;
}

static uint32_t cast_source_pointee(const ir_module *m, const ir_inst *in) {
  uint32_t st = ir_type_of(m, in->w[0]);
  return in->op == SpvOpBitcast && ir_is_pointer(m, st) && ir_is_pointer(m, in->type) ? ir_ptr_pointee(m, st) : 0;
}

/* Element views: (T *)&v where v is a private vector, array or struct
 * whose first member (or its first member...) is a T (unoptimized code
 * reads a vector's components as ((T *)&v)[k]): a pointer to that member,
 * which pointer arithmetic then moves along where it is an array's or a
 * vector's element. The steps down, or -1. */
static int view_steps(const ir_module *m, const ir_inst *in) {
  uint32_t s = cast_source_pointee(m, in);
  return s ? first_steps(m, s, ir_ptr_pointee(m, in->type), false) : -1;
}

static bool is_view(const ir_module *m, const ir_inst *in) { return view_steps(m, in) >= 0; }

/* Whether an element view views an array's or a vector's element, which
 * pointer arithmetic can move along. */
static bool view_advances(const ir_module *m, const ir_inst *in) {
  int steps = view_steps(m, in);
  if (steps < 1) return false;
  uint32_t s = cast_source_pointee(m, in);
  for (int i = 0; i + 1 < steps; i++) s = ir_type_inst(m, s)->w[0];
  ir_inst *si = ir_type_inst(m, s);
  return si->op == SpvOpTypeArray || si->op == SpvOpTypeVector;
}

/* Value views: a bitcast whose pointee holds the same value as the
 * source's pointee or as its first member's (same_value): loads and
 * stores through it stay typed, converting the value
 * (mem_private_view_access). The steps down, or -1. */
static int value_steps(const ir_module *m, const ir_inst *in) {
  uint32_t s = cast_source_pointee(m, in);
  return s ? first_steps(m, s, ir_ptr_pointee(m, in->type), true) : -1;
}

/* A pointer to the member `steps` first members down from `p`. */
static uint32_t first_member(mctx *x, ir_builder *b, uint32_t p, int steps) {
  ir_module *m = x->m;
  if (!steps) return p;
  uint32_t t = ir_ptr_pointee(m, ir_type_of(m, p));
  ir_inst *c = ir_inst_new(m, SpvOpInBoundsAccessChain, 0, ir_new_id(m), 0);
  ir_push(m, c, p, true);
  for (int i = 0; i < steps; i++) {
    ir_push(m, c, ir_const_u32(m, 0), true);
    t = ir_type_inst(m, t)->w[0];
  }
  c->type = ir_type_ptr(m, SpvStorageClassFunction, t);
  ir_block_insert(b->block, b->before, c);
  return c->id;
}

/* Whether private pointer p reinterprets memory as another type (a bitcast
 * that is no element view, or anything derived from one): the typed
 * lowering can then only copy through it. */
bool mem_private_is_raw(const ir_module *m, uint32_t p) {
  for (int guard = 0; guard < 64; guard++) {
    ir_inst *d = ir_def_inst(m, p);
    if (!d || !d->block) return false;
    if (is_generic_cast(d->op) || is_chain(d->op)) {
      p = d->w[0];
      continue;
    }
    if (d->op != SpvOpBitcast || !ir_is_pointer(m, ir_type_of(m, d->w[0]))) return false;
    if (!is_view(m, d)) return true;
    p = d->w[0];
  }
  return true;
}

/* The value-view bitcast p is (through generic casts), on a pointer that
 * is itself typed; NULL for anything else. */
static ir_inst *value_view(const ir_module *m, uint32_t p) {
  for (int guard = 0; guard < 64; guard++) {
    ir_inst *d = ir_def_inst(m, p);
    if (!d || !d->block) return NULL;
    if (is_generic_cast(d->op)) {
      p = d->w[0];
      continue;
    }
    return value_steps(m, d) >= 0 && !mem_private_is_raw(m, d->w[0]) ? d : NULL;
  }
  return NULL;
}

/* Value v converted as a value view converts it, to type `to`. */
static uint32_t view_convert(ir_builder *b, uint32_t v, uint32_t to) {
  ir_module *m = b->m;
  uint32_t from = ir_type_of(m, v);
  uint32_t nf = ir_vec_len(m, from), nt = ir_vec_len(m, to);
  if (nf != nt && (nf == 3 || nt == 3)) {
    /* vec3 <-> vec4: the fourth component is padding, undefined */
    uint32_t st = ir_type_vec(m, ir_scalar_of(m, from), nt);
    ir_inst *sh = ir_emit(b, SpvOpVectorShuffle, st, true, 2, (uint32_t[]){v, v});
    for (uint32_t i = 0; i < nt; i++) ir_push(m, sh, i < nf ? i : 0xffffffffu, false);
    v = sh->id;
    from = st;
  }
  return from == to ? v : ir_op1(b, SpvOpBitcast, to, v);
}

bool mem_private_view_access(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  uint32_t p = in->w[0];
  ir_inst *view = value_view(m, p);
  if (!view) return false;
  ir_builder b = ir_builder_before(m, in);
  uint32_t src = first_member(x, &b, mem_private_base(x, view->w[0]), value_steps(m, view));
  uint32_t st = ir_ptr_pointee(m, ir_type_of(m, src));
  if (in->op == SpvOpLoad) {
    x->repl[in->id] = view_convert(&b, ir_op1(&b, SpvOpLoad, st, src), in->type);
  } else {
    uint32_t v = view_convert(&b, in->w[1], st);
    ir_emit(&b, SpvOpStore, 0, false, 2, (uint32_t[]){src, v});
  }
  mem_kill(x, in);
  return true;
}

bool mem_private_can_advance(mctx *x, uint32_t p) {
  ir_module *m = x->m;
  for (int guard = 0; guard < 64; guard++) {
    ir_inst *d = ir_def_inst(m, p);
    if (!d || !d->block) return false;
    if (is_generic_cast(d->op)) {
      p = d->w[0];
      continue;
    }
    if (d->op == SpvOpBitcast) return view_advances(m, d) && !mem_private_is_raw(m, d->w[0]);
    if (d->op == SpvOpAccessChain || d->op == SpvOpInBoundsAccessChain) return d->n > 1 && last_container(x, d, 1);
    if (!is_ptr_chain(d->op)) return false;
    if (d->n > 2) return last_container(x, d, 2) != 0;
    if (is_zero(m, d->w[1])) return false; /* the base itself, as an access chain without indexes */
    p = d->w[0];                           /* another element of the base's array */
  }
  return false;
}

/* An element view as the pointer to the member it views (view_steps), or
 * 0 where `in` is no element view. */
static uint32_t element_view(mctx *x, ir_inst *in) {
  int steps = view_steps(x->m, in);
  if (steps < 0) return 0;
  ir_builder b = ir_builder_before(x->m, in);
  return first_member(x, &b, mem_private_base(x, in->w[0]), steps);
}

/* Private pointers: element-0 pointer access chains into variables become
 * logical access chains. */
bool mem_lower_private(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  switch (in->op) {
  case SpvOpBitcast: {
    uint32_t v = element_view(x, in);
    if (v) {
      x->repl[in->id] = v;
      mem_kill(x, in);
    }
    return true;
  }
  case SpvOpPtrCastToGeneric:
  case SpvOpGenericCastToPtr:
  case SpvOpGenericCastToPtrExplicit:
  case SpvOpCopyObject:
    /* a private pointer seen through the generic space (clang passes
     * private arrays to vloadn and friends that way): the pointer itself */
    x->repl[in->id] = mem_private_base(x, in->w[0]);
    mem_kill(x, in);
    return true;
  case SpvOpPtrAccessChain:
  case SpvOpInBoundsPtrAccessChain: break;
  default: return true;
  }
  if (in->w[0] < x->bound0 && x->repl[in->w[0]]) in->w[0] = x->repl[in->w[0]];
  uint32_t pointee = ir_ptr_pointee(m, in->type);
  in->type = ir_type_ptr(m, SpvStorageClassFunction, pointee); /* not Generic */
  uint64_t ev;
  if (!ir_const_value(m, in->w[1], &ev) || ev != 0) {
    /* p + e where p points into an array: the array's element e later */
    ir_builder b = ir_builder_before(m, in);
    uint32_t np = mem_private_elem(x, &b, in->w[0], in->w[1]);
    if (!np)
      return ir_error(m, "pointer arithmetic on a __private pointer (%s) is not supported yet",
                      ir_id_str(m, in->id));
    if (in->n == 2) {
      x->repl[in->id] = np;
      mem_kill(x, in);
      return true;
    }
    in->w[0] = np; /* then the remaining indexes as an access chain */
  }
  ir_erase_ops(in, 1, 1);
  in->op = in->op == SpvOpPtrAccessChain ? SpvOpAccessChain : SpvOpInBoundsAccessChain;
  return true;
}


/* ---- which objects are byte-addressed ------------------------------------ */

/* The analysis groups private pointer values into classes: a value joins
 * the value it is derived from (access chains, casts), phis and selects
 * join their operands, and pointers that leave the typed world (stored to
 * memory, converted to integers) join the escape class with the pointers
 * that come back from memory or from integers. A class is byte-addressed
 * when one of its values is used in a way the typed lowering cannot
 * follow; only then do its objects move to a word array, so optimized
 * code keeps its typed variables. Classes of typed objects hold one object
 * each (two objects meet only through phis, selects and escapes, which are
 * all byte-addressed). */
typedef struct plan {
  mctx *x;
  uint32_t *parent; /* union-find over ids, plus the escape node */
  uint8_t *bad;     /* by class root */
  uint32_t escape;  /* the escape class's node (m->bound at the start) */
} plan;

static bool is_priv(const plan *p, uint32_t id) {
  ir_inst *d = id < p->x->bound0 && p->x->space[id] == SP_PRIVATE ? ir_def_inst(p->x->m, id) : NULL;
  return d && d->block; /* module-level nulls and undefs belong to no class */
}

static uint32_t find(plan *p, uint32_t a) {
  uint32_t r = a;
  while (p->parent[r] != r) r = p->parent[r];
  while (p->parent[a] != r) {
    uint32_t next = p->parent[a];
    p->parent[a] = r;
    a = next;
  }
  return r;
}

static void unite(plan *p, uint32_t a, uint32_t b) {
  uint32_t ra = find(p, a), rb = find(p, b);
  if (ra == rb) return;
  p->parent[ra] = rb;
  p->bad[rb] |= p->bad[ra];
}

static void set_bad(plan *p, uint32_t a) { p->bad[find(p, a)] = 1; }

static void escapes(plan *p, uint32_t a) {
  unite(p, a, p->escape);
  set_bad(p, a);
}

static bool has_pointer(const ir_module *m, uint32_t t, int depth) {
  ir_inst *tin = ir_type_inst(m, t);
  if (!tin || depth > 16) return true;
  switch (tin->op) {
  case SpvOpTypePointer: return true;
  case SpvOpTypeArray:
  case SpvOpTypeVector: return has_pointer(m, tin->w[0], depth + 1);
  case SpvOpTypeStruct:
    for (uint32_t i = 0; i < tin->n; i++)
      if (has_pointer(m, tin->w[i], depth + 1)) return true;
    return false;
  default: return false;
  }
}

/* A private pointer value defined by `in`: which values it joins. */
static void note_def(plan *p, ir_inst *in) {
  ir_module *m = p->x->m;
  switch (in->op) {
  case SpvOpVariable:
    /* a pointer stored in it is an offset (typed memory cannot hold one) */
    if (has_pointer(m, ir_ptr_pointee(m, in->type), 0)) set_bad(p, in->id);
    return;
  case SpvOpAccessChain:
  case SpvOpInBoundsAccessChain:
  case SpvOpPtrAccessChain:
  case SpvOpInBoundsPtrAccessChain:
  case SpvOpPtrCastToGeneric:
  case SpvOpGenericCastToPtr:
  case SpvOpGenericCastToPtrExplicit:
  case SpvOpCopyObject:
    if (is_priv(p, in->w[0])) unite(p, in->id, in->w[0]);
    return;
  case SpvOpBitcast:
    if (ir_is_pointer(m, ir_type_of(m, in->w[0]))) {
      if (is_priv(p, in->w[0])) unite(p, in->id, in->w[0]);
    } else {
      escapes(p, in->id); /* an integer made a pointer */
    }
    return;
  case SpvOpPhi:
    for (uint32_t i = 0; i + 1 < in->n; i += 2)
      if (is_priv(p, in->w[i])) unite(p, in->id, in->w[i]);
    set_bad(p, in->id);
    return;
  case SpvOpSelect:
    for (uint32_t i = 1; i < 3; i++)
      if (is_priv(p, in->w[i])) unite(p, in->id, in->w[i]);
    set_bad(p, in->id);
    return;
  default: escapes(p, in->id); return; /* loaded from memory, from an integer, ... */
  }
}

/* Operand i of `in`, a private pointer: whether the typed lowering can
 * take this use. */
static void note_use(plan *p, ir_inst *in, uint32_t i) {
  mctx *x = p->x;
  ir_module *m = x->m;
  uint32_t v = in->w[i];
  switch (in->op) {
  case SpvOpLoad:
    if (mem_private_is_raw(m, v) && !value_view(m, v)) set_bad(p, v);
    return;
  case SpvOpAccessChain:
  case SpvOpInBoundsAccessChain:
    if (mem_private_is_raw(m, v)) set_bad(p, v);
    return;
  case SpvOpStore:
    if (i == 1) escapes(p, v); /* the pointer itself is stored */
    else if (mem_private_is_raw(m, v) && !value_view(m, v)) set_bad(p, v);
    return;
  case SpvOpPtrAccessChain:
  case SpvOpInBoundsPtrAccessChain:
    if (mem_private_is_raw(m, v) || (!is_zero(m, in->w[1]) && !mem_private_can_advance(x, v))) set_bad(p, v);
    return;
  case SpvOpBitcast:
  case SpvOpPtrCastToGeneric:
  case SpvOpGenericCastToPtr:
  case SpvOpGenericCastToPtrExplicit:
  case SpvOpCopyObject:
  case SpvOpPhi:
  case SpvOpSelect:
  case SpvOpLifetimeStart:
  case SpvOpLifetimeStop:
  case SpvOpGenericPtrMemSemantics:
  case SpvOpCopyMemory:
  case SpvOpCopyMemorySized: return; /* results joined by note_def; copies by plan_copies */
  case SpvOpConvertPtrToU: escapes(p, v); return;
  default:
    if (tr_is_atomic(in->op) && i == 0 && !mem_private_is_raw(m, v)) return;
    set_bad(p, v); /* comparisons and differences of addresses, anything else */
    return;
  }
}

/* Copies with a typed private side need a form the typed lowering has
 * (mem_copy_form_of); one that has none makes its private sides
 * byte-addressed, which can leave the other side of another copy without
 * one: repeated until nothing changes. */
static void plan_copies(plan *p) {
  mctx *x = p->x;
  for (bool changed = true; changed;) {
    changed = false;
    IR_FOR_BLOCK(b, x->c->k) {
      for (ir_inst *in = b->insts.first; in; in = in->next) {
        if ((in->op != SpvOpCopyMemory && in->op != SpvOpCopyMemorySized) || in->n < 2) continue;
        bool pd = is_priv(p, in->w[0]), ps = is_priv(p, in->w[1]);
        bool td = pd && !p->bad[find(p, in->w[0])], ts = ps && !p->bad[find(p, in->w[1])];
        uint32_t obj;
        uint64_t off;
        if ((!td && !ts) || mem_copy_form_of(x, in, td, ts, &obj, &off) != COPY_NONE) continue;
        if (td) set_bad(p, in->w[0]);
        if (ts) set_bad(p, in->w[1]);
        changed = true;
      }
    }
  }
}

/* Byte offsets of byte-addressed objects start here (so no pointer to one
 * is NULL), each class in one run of words. */
#define PRIVATE_BASE 16u
/* A kernel's byte-addressed __private memory, at most (per work-item). */
#define PRIVATE_MAX (1u << 20)

static uint32_t align_up(uint64_t v, uint32_t a) { return (uint32_t)((v + a - 1) / a * a); }

/* Lays the byte-addressed objects out class by class, each at its OpenCL
 * alignment (and at least a word's, so that no two objects share a
 * word), and makes each class's word array. */
static bool lay_out(plan *p) {
  mctx *x = p->x;
  ir_module *m = x->m;
  uint32_t *cls = ir_alloc(m, (size_t)(x->bound0 + 1) * sizeof *cls); /* by class root: 1 + class */
  uint32_t n = 0;
  ir_block *entry = x->c->k->first;
  for (ir_inst *in = entry->insts.first; in; in = in->next) {
    if (in->op != SpvOpVariable || !is_priv(p, in->id)) continue;
    uint32_t r = find(p, in->id);
    if (p->bad[r] && !cls[r]) cls[r] = ++n;
    if (p->bad[r]) x->c->out->private_byte_addressed++;
    else x->c->out->private_typed++;
  }
  uint32_t er = find(p, p->escape);
  if (p->bad[er] && !cls[er]) cls[er] = ++n; /* pointers from memory or integers, and no object escaped */
  if (!n) return true;
  x->priv.nclasses = n;
  x->priv.words = ir_alloc(m, (size_t)n * sizeof *x->priv.words);
  x->c->private_word_vars = ir_alloc(m, (size_t)n * sizeof *x->c->private_word_vars);
  uint32_t u32 = ir_type_int(m, 32, 0);
  ir_inst *top = ir_first_non_phi(entry);
  uint64_t end = PRIVATE_BASE;
  for (uint32_t k = 1; k <= n; k++) {
    uint64_t start = 0;
    bool any = false;
    for (ir_inst *in = entry->insts.first; in; in = in->next) {
      if (in->op != SpvOpVariable || !is_priv(p, in->id) || cls[find(p, in->id)] != k) continue;
      uint32_t a = ir_cl_var_align(m, in);
      end = align_up(end, a < 4 ? 4 : a);
      if (!any) start = end, any = true;
      x->priv.offset[in->id] = (uint32_t)end;
      end += ir_cl_size(m, ir_ptr_pointee(m, in->type));
      if (end > PRIVATE_MAX)
        return ir_error(m, "the kernel's __private objects reached through pointers need more than %u bytes",
                        PRIVATE_MAX);
    }
    if (!any) start = align_up(end, 4), end = start + 4;
    uint32_t words = (uint32_t)((end - start + 3) / 4);
    uint32_t at = ir_type_array(m, u32, ir_const_u32(m, words));
    ir_inst *var = ir_inst_new(m, SpvOpVariable, ir_type_ptr(m, SpvStorageClassFunction, at), ir_new_id(m), 0);
    ir_push(m, var, SpvStorageClassFunction, false);
    ir_block_insert(entry, top, var);
    x->priv.words[k - 1] = (tr_words){.var = var->id, .storage = SpvStorageClassFunction, .base = (uint32_t)start,
                                      .word_bytes = 4, .shared = false};
    x->c->private_word_vars[x->c->nprivate_word_vars++] = var->id;
    x->c->out->private_word_bytes += words * 4;
  }
  for (uint32_t id = 0; id < x->bound0; id++)
    if (is_priv(p, id) && cls[find(p, id)]) {
      x->priv.cls[id] = cls[find(p, id)];
      x->space[id] = SP_PRIVW;
    }
  return true;
}

bool mem_private_plan(mctx *x) {
  ir_module *m = x->m;
  uint32_t nodes = x->bound0 + 1;
  plan p = {.x = x, .escape = x->bound0};
  x->priv.cls = ir_alloc(m, (size_t)x->bound0 * sizeof *x->priv.cls);
  x->priv.offset = ir_alloc(m, (size_t)x->bound0 * sizeof *x->priv.offset);
  p.parent = ir_alloc(m, (size_t)nodes * sizeof *p.parent);
  p.bad = ir_alloc(m, nodes);
  for (uint32_t i = 0; i < nodes; i++) p.parent[i] = i;
  bool any = false;
  IR_FOR_BLOCK(b, x->c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next)
      if (in->id && is_priv(&p, in->id)) {
        note_def(&p, in);
        any = true;
      }
  }
  if (!any) return true;
  IR_FOR_BLOCK(b, x->c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++)
        if (in->isid[i] && is_priv(&p, in->w[i])) note_use(&p, in, i);
  }
  plan_copies(&p);
  return lay_out(&p);
}

/* Bitcasts of typed private pointers that nothing uses once their loads,
 * stores, copies and lifetime hints are lowered (raw and value views):
 * removed, so that no pointer bitcast reaches Vulkan. */
void mem_private_drop_dead_casts(mctx *x) {
  ir_module *m = x->m;
  uint32_t *uses = ir_alloc(m, (size_t)m->bound * sizeof *uses);
  IR_FOR_BLOCK(b, x->c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++)
        if (in->isid[i] && in->w[i] < m->bound) uses[in->w[i]]++;
  }
  for (bool changed = true; changed;) {
    changed = false;
    IR_FOR_BLOCK(b, x->c->k) {
      IR_FOR_INST(in, &b->insts) {
        if (in->op != SpvOpBitcast || in->id >= m->bound || uses[in->id] || !ir_is_pointer(m, in->type) ||
            ir_ptr_storage(m, in->type) != SpvStorageClassFunction)
          continue;
        if (in->w[0] < m->bound && uses[in->w[0]]) uses[in->w[0]]--;
        ir_remove(m, in);
        changed = true;
      }
    }
  }
}
