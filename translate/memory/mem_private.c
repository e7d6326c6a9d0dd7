/* mem_private.c: typed __private memory. Each private object (a Function
 * variable after inlining) is lowered one of two ways (mem_private_plan.c
 * chooses): typed, where the variable stays a Vulkan Function variable of
 * its type and pointers into it logical pointers (access chains), which
 * drivers promote to registers, or byte-addressed. This file lowers the
 * typed pointers: arithmetic along arrays (in bounds of every level),
 * element views, value views, the objects copies start in; and tells the
 * planner which forms it can follow. */
#include "memory_internal.h"

/* ---- __private element pointers ------------------------------------------ */

#define MAX_LEVELS 16

static uint32_t index_in(ir_builder *b, uint32_t v, uint32_t t);

static bool is_arr_or_vec(const ir_module *m, uint32_t t) {
  ir_inst *tin = ir_type_inst(m, t);
  return tin && (tin->op == SpvOpTypeArray || tin->op == SpvOpTypeVector);
}

/* The elements a level holds as OpenCL C lays it out: a vec3 holds four
 * (the fourth is padding). */
static uint64_t level_len(const ir_module *m, uint32_t t) {
  uint64_t es = ir_cl_size(m, ir_type_inst(m, t)->w[0]);
  return es ? ir_cl_size(m, t) / es : 0;
}

/* The types access chain `in`'s indexes from `first` on index into,
 * starting at `t`: conts[j] for index first + j. Returns their count, 0
 * where an index does not index an aggregate or there are too many. */
static uint32_t chain_containers(const ir_module *m, uint32_t t, const ir_inst *in, uint32_t first,
                                 uint32_t *conts) {
  uint32_t n = 0;
  for (uint32_t i = first; i < in->n; i++) {
    ir_inst *tin = ir_type_inst(m, t);
    uint64_t v;
    if (n == MAX_LEVELS || !tin) return 0;
    conts[n++] = t;
    if (tin->op == SpvOpTypeStruct) {
      if (!ir_const_value(m, in->w[i], &v) || v >= tin->n) return 0;
      t = tin->w[v];
    } else if (tin->op == SpvOpTypeArray || tin->op == SpvOpTypeVector) {
      t = tin->w[0];
    } else {
      return 0;
    }
  }
  return n;
}

/* Whether pointer arithmetic can move a pointer whose last n indexes index
 * into conts: the last container is an array or a vector. Where it is
 * nested in arrays (an array of arrays, of vectors), the trailing run of
 * such levels is one flat sequence, as C lays it out, so p + k may cross
 * into the next row (flatten). *start: where the run begins in conts. */
static bool arith_run(const ir_module *m, const uint32_t *conts, uint32_t n, uint32_t *start) {
  uint32_t r = n;
  while (r > 0 && is_arr_or_vec(m, conts[r - 1])) r--;
  if (r == n) return false;
  *start = r;
  return true;
}

/* idx[start..n-1], indexes into the nested arrays and vectors conts[start..]
 * (plus k elements of the innermost level), as the same element reached
 * in bounds: one flat index in elements of the innermost level, split
 * again level by level (a vec3's padding is its fourth element). The
 * indexes become integers of type t. */
static void flatten(ir_builder *b, const uint32_t *conts, uint32_t *idx, uint32_t start, uint32_t n, uint32_t k,
                    uint32_t t) {
  ir_module *m = b->m;
  uint64_t stride[MAX_LEVELS];
  stride[n - 1] = 1;
  for (uint32_t j = n - 1; j > start; j--) stride[j - 1] = stride[j] * level_len(m, conts[j]);
  uint32_t flat = k;
  for (uint32_t j = start; j < n; j++) {
    uint32_t v = index_in(b, idx[j], t);
    if (stride[j] != 1) v = ir_op2(b, SpvOpIMul, t, v, ir_const(m, t, stride[j]));
    flat = flat ? ir_op2(b, SpvOpIAdd, t, flat, v) : v;
  }
  for (uint32_t j = start; j < n; j++) {
    uint32_t v = stride[j] == 1 ? flat : ir_op2(b, SpvOpUDiv, t, flat, ir_const(m, t, stride[j]));
    idx[j] = j == start ? v : ir_op2(b, SpvOpUMod, t, v, ir_const(m, t, level_len(m, conts[j])));
  }
}

/* Whether index `id` is known to lie in [0, len): a constant, a value
 * masked or reduced below len. */
static bool index_below(const ir_module *m, uint32_t id, uint64_t len, int depth) {
  uint64_t v;
  if (ir_const_value(m, id, &v)) return v < len;
  ir_inst *d = ir_def_inst(m, id);
  if (!d || depth > 8) return false;
  switch (d->op) {
  case SpvOpBitwiseAnd: return (ir_const_value(m, d->w[0], &v) || ir_const_value(m, d->w[1], &v)) && v < len;
  case SpvOpUMod: return ir_const_value(m, d->w[1], &v) && v && v <= len;
  case SpvOpUConvert: return index_below(m, d->w[0], len, depth + 1);
  default: return false;
  }
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

/* An index as an integer of type t (sign-extended: indexes may be
 * negative offsets). */
static uint32_t index_in(ir_builder *b, uint32_t v, uint32_t t) {
  uint32_t vw = ir_bit_width(b->m, ir_type_of(b->m, v)), tw = ir_bit_width(b->m, t);
  if (vw == tw) return v;
  return ir_op1(b, vw < tw ? SpvOpSConvert : SpvOpUConvert, t, v);
}

/* A logical pointer to the element `k` elements after private pointer p
 * (an access chain ending in an array or vector index, or, for k = 0, any
 * pointer): the chain with k added to its last index, or to the flat
 * index of its trailing nested arrays (arith_run). 0 if p has no such
 * form. */
/* The access chains from an object down to a lowered typed pointer, as
 * one list of indexes and the types they index into; own: where the
 * indexes of p's own chain begin. */
typedef struct chain_path {
  uint32_t root;
  uint32_t n, own;
  uint32_t idx[MAX_LEVELS], conts[MAX_LEVELS];
} chain_path;

static bool is_zero(const ir_module *m, uint32_t id) {
  uint64_t v;
  return ir_const_value(m, id, &v) && v == 0;
}

/* At lowering, typed pointers into an object are access chains on access
 * chains on the variable (element views and arithmetic were rewritten
 * into chains; Ptr chains lowered before their users, whose element is
 * zero). False where p is no chain, or the path is too long. */
static bool lowered_path(mctx *x, uint32_t p, chain_path *out) {
  ir_module *m = x->m;
  ir_inst *links[MAX_LEVELS];
  uint32_t nl = 0;
  for (;;) {
    ir_inst *d = ir_def_inst(m, p);
    bool chain = d && d->block &&
                 (d->op == SpvOpAccessChain || d->op == SpvOpInBoundsAccessChain ||
                  ((d->op == SpvOpPtrAccessChain || d->op == SpvOpInBoundsPtrAccessChain) && d->n >= 2 &&
                   is_zero(m, d->w[1])));
    if (!chain) break;
    if (nl == MAX_LEVELS) return false;
    links[nl++] = d;
    p = mem_private_base(x, d->w[0]);
  }
  if (!nl) return false;
  out->root = p;
  out->n = 0;
  uint32_t t = ir_ptr_pointee(m, ir_type_of(m, p));
  for (uint32_t l = nl; l-- > 0;) {
    ir_inst *d = links[l];
    uint32_t first = d->op == SpvOpAccessChain || d->op == SpvOpInBoundsAccessChain ? 1 : 2;
    if (l == 0) out->own = out->n;
    uint32_t c = chain_containers(m, t, d, first, out->conts + out->n);
    if (c != d->n - first || out->n + c > MAX_LEVELS) return false;
    for (uint32_t i = first; i < d->n; i++) out->idx[out->n++] = d->w[i];
    t = ir_ptr_pointee(m, d->type);
  }
  return out->n > 0;
}

uint32_t mem_private_elem(mctx *x, ir_builder *b, uint32_t p, uint32_t k) {
  ir_module *m = x->m;
  uint64_t kv;
  p = mem_private_base(x, p);
  if (ir_const_value(m, k, &kv) && kv == 0) return p;
  chain_path cp;
  uint32_t start;
  if (!lowered_path(x, p, &cp) || !arith_run(m, cp.conts, cp.n, &start)) return 0;
  uint32_t n = cp.n, *idx = cp.idx;
  uint32_t last = idx[n - 1];
  uint32_t lt = ir_type_of(m, last);
  k = index_in(b, k, lt);
  if (start == n - 1) idx[n - 1] = ir_op2(b, SpvOpIAdd, lt, last, k);
  else flatten(b, cp.conts, idx, start, n, k, lt); /* crossing rows of nested arrays, as C lays them out */
  /* from p's own base where the move stays in p's own indexes, else from
   * the object. In bounds: OpenCL C leaves pointer arithmetic that leaves
   * its object undefined. Mesa 22.3 (lavapipe) also miscompiles plain
   * OpAccessChain with a run-time index into a Function array: in a bubble
   * sort reached through a pointer parameter, the swap's stores lost
   * values. */
  uint32_t from = start >= cp.own ? cp.own : 0;
  ir_inst *d = ir_def_inst(m, p);
  ir_inst *c = ir_inst_new(m, SpvOpInBoundsAccessChain, d->type, ir_new_id(m), 0);
  ir_push(m, c, from ? d->w[0] : cp.root, true);
  for (uint32_t j = from; j < n; j++) ir_push(m, c, idx[j], true);
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

bool mem_private_is_value_view(const ir_module *m, uint32_t p) { return value_view(m, p) != NULL; }

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

/* The types indexed on the way from an object to typed pointer p as the
 * input wrote it: generic casts looked through, an element view as the
 * first members it steps through, a Ptr chain's element moving within its
 * base's last level. The same types as lowered_path finds once p is
 * lowered. */
static bool input_containers(const ir_module *m, uint32_t p, uint32_t *conts, uint32_t *n, int depth) {
  ir_inst *d = ir_def_inst(m, p);
  if (depth > 64) return false;
  if (!d || !d->block) {
    *n = 0;
    return true;
  }
  if (is_generic_cast(d->op)) return input_containers(m, d->w[0], conts, n, depth + 1);
  if (d->op == SpvOpBitcast && ir_is_pointer(m, ir_type_of(m, d->w[0]))) {
    int steps = view_steps(m, d);
    if (steps < 0) {
      *n = 0; /* a reinterpretation: no path (mem_private_is_raw) */
      return true;
    }
    if (!input_containers(m, d->w[0], conts, n, depth + 1) || *n + (uint32_t)steps > MAX_LEVELS) return false;
    uint32_t s = cast_source_pointee(m, d);
    for (int i = 0; i < steps; i++) conts[(*n)++] = s, s = ir_type_inst(m, s)->w[0];
    return true;
  }
  if (!is_chain(d->op)) {
    *n = 0;
    return true;
  }
  uint32_t first = is_ptr_chain(d->op) ? 2 : 1;
  if (!input_containers(m, d->w[0], conts, n, depth + 1) || d->n < first) return false;
  uint32_t more[MAX_LEVELS];
  uint32_t c = chain_containers(m, ir_ptr_pointee(m, ir_type_of(m, d->w[0])), d, first, more);
  if (c != d->n - first || *n + c > MAX_LEVELS) return false;
  for (uint32_t i = 0; i < c; i++) conts[(*n)++] = more[i];
  return true;
}

bool mem_private_can_advance(mctx *x, uint32_t p) {
  uint32_t conts[MAX_LEVELS], n, start;
  return input_containers(x->m, p, conts, &n, 0) && n && arith_run(x->m, conts, n, &start);
}

/* The last index on the way from an object to typed pointer p, where it
 * is a constant (an element view's is 0). */
static bool last_index(const ir_module *m, uint32_t p, uint64_t *v, int depth) {
  ir_inst *d = ir_def_inst(m, p);
  if (!d || !d->block || depth > 64) return false;
  if (is_generic_cast(d->op)) return last_index(m, d->w[0], v, depth + 1);
  if (d->op == SpvOpBitcast) return view_steps(m, d) > 0 && (*v = 0, true);
  if (!is_chain(d->op) || d->n < (is_ptr_chain(d->op) ? 3u : 2u)) return false;
  return ir_const_value(m, d->w[d->n - 1], v);
}

bool mem_private_may_reach_padding(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  uint32_t conts[MAX_LEVELS], n;
  bool ptr = is_ptr_chain(in->op);
  uint32_t of = ptr && in->n == 2 ? in->w[0] : in->id;
  if (!input_containers(m, of, conts, &n, 0) || !n) return false;
  uint32_t last = conts[n - 1];
  if (!ir_is_vector(m, last) || ir_vec_len(m, last) != 3) return false;
  if (!ptr || in->n > 2) return !index_below(m, in->w[in->n - 1], 3, 0);
  /* p + k with p at component b of a vec3: stays in it where b + k < 3 */
  uint64_t b, k;
  if (!last_index(m, in->w[0], &b, 0)) return true;
  if (ir_const_value(m, in->w[1], &k)) return sext_index(m, in->w[1], k) + (int64_t)b >= 3 ||
                                               sext_index(m, in->w[1], k) + (int64_t)b < 0;
  return b != 0 || !index_below(m, in->w[1], 3, 0);
}

bool mem_private_store_may_reach_padding(mctx *x, uint32_t p) {
  for (int guard = 0; guard < 64; guard++) {
    ir_inst *d = ir_def_inst(x->m, p);
    if (!d || !d->block) return false;
    if (is_chain(d->op) && mem_private_may_reach_padding(x, d)) return true;
    if (!is_chain(d->op) && !is_generic_cast(d->op) && d->op != SpvOpBitcast) return false;
    p = d->w[0];
  }
  return true;
}

/* An element view as the pointer to the member it views (view_steps), or
 * 0 where `in` is no element view. */
static uint32_t element_view(mctx *x, ir_inst *in) {
  int steps = view_steps(x->m, in);
  if (steps < 0) return 0;
  ir_builder b = ir_builder_before(x->m, in);
  return first_member(x, &b, mem_private_base(x, in->w[0]), steps);
}

/* A typed access chain whose indexes into nested arrays (or arrays of
 * vectors) may leave their own level: LLVM's inbounds GEPs need only stay
 * in the object, and optimized code indexes an array of float4 as
 * gep(v, 0, 0, k) with k up to 7, a 2D array from its first element;
 * Vulkan's access chains must stay in every level. Each run of such
 * levels whose inner indexes are not known to be in range (constants,
 * masked or reduced values) is flattened and split again, the chain
 * rebuilt from the object. */
static void keep_in_bounds(mctx *x, ir_inst *in) {
  ir_module *m = x->m;
  chain_path cp;
  if (!lowered_path(x, in->id, &cp)) return;
  bool changed = false;
  ir_builder b = ir_builder_before(m, in);
  for (uint32_t r = 0; r < cp.n;) {
    uint32_t e = r;
    while (e < cp.n && is_arr_or_vec(m, cp.conts[e])) e++;
    bool safe = true;
    for (uint32_t j = r + 1; j < e && safe; j++) safe = index_below(m, cp.idx[j], level_len(m, cp.conts[j]), 0);
    if (!safe) {
      flatten(&b, cp.conts, cp.idx, r, e, 0, ir_type_of(m, cp.idx[e - 1]));
      changed = true;
    }
    r = e > r ? e : r + 1;
  }
  if (!changed) return;
  in->op = SpvOpInBoundsAccessChain;
  in->n = 0;
  ir_push(m, in, cp.root, true);
  for (uint32_t j = 0; j < cp.n; j++) ir_push(m, in, cp.idx[j], true);
}

/* Private pointers: element-0 pointer access chains into variables become
 * logical access chains, in bounds of every level. */
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
  case SpvOpAccessChain:
  case SpvOpInBoundsAccessChain:
    if (in->w[0] < x->bound0 && x->repl[in->w[0]]) in->w[0] = x->repl[in->w[0]];
    in->type = ir_type_ptr(m, SpvStorageClassFunction, ir_ptr_pointee(m, in->type)); /* not Generic */
    keep_in_bounds(x, in);
    return true;
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
  keep_in_bounds(x, in);
  return true;
}


/* Bitcasts of typed private pointers that nothing uses once their loads,
 * stores, copies and lifetime hints are lowered (raw and value views):
 * removed, so that no pointer bitcast reaches Vulkan. That includes a
 * Generic-typed cast whose pointer was found to be private (unoptimized
 * code copies a struct through a generic char pointer to it). */
void mem_private_drop_dead_casts(mctx *x) {
  ir_module *m = x->m;
  uint32_t *uses = ir_func_use_counts(m, x->c->k);
  for (bool changed = true; changed;) {
    changed = false;
    IR_FOR_BLOCK(b, x->c->k) {
      IR_FOR_INST(in, &b->insts) {
        if (in->op != SpvOpBitcast || in->id >= m->bound || uses[in->id] || !ir_is_pointer(m, in->type))
          continue;
        if (ir_ptr_storage(m, in->type) != SpvStorageClassFunction &&
            !(in->id < x->bound0 && x->space[in->id] == SP_PRIVATE))
          continue;
        if (in->w[0] < m->bound && uses[in->w[0]]) uses[in->w[0]]--;
        ir_remove(m, in);
        changed = true;
      }
    }
  }
}
