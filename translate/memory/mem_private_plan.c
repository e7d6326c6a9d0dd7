/* mem_private_plan.c: which __private objects are byte-addressed, and
 * where. The typed form (mem_private.c) follows most pointers; an object
 * whose pointers it cannot follow lives in a word array instead and its
 * pointers become byte offsets, as __local memory is (docs/translator.md,
 * "`__private` memory"). */
#include "memory_internal.h"

static bool is_zero(const ir_module *m, uint32_t id) {
  uint64_t v;
  return ir_const_value(m, id, &v) && v == 0;
}

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
  case SpvOpCopyObject:
    if (is_priv(p, in->w[0])) unite(p, in->id, in->w[0]);
    return;
  case SpvOpGenericCastToPtr:
  case SpvOpGenericCastToPtrExplicit:
    /* to_private of a pointer whose space is known only at run time
     * points where generic pointers may: into the escape class */
    if (is_priv(p, in->w[0])) unite(p, in->id, in->w[0]);
    else escapes(p, in->id);
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
    if (mem_private_is_raw(m, v) && !mem_private_is_value_view(m, v)) set_bad(p, v);
    return;
  case SpvOpAccessChain:
  case SpvOpInBoundsAccessChain:
    if (mem_private_is_raw(m, v)) set_bad(p, v);
    return;
  case SpvOpStore:
    if (i == 1) escapes(p, v); /* the pointer itself is stored */
    else if ((mem_private_is_raw(m, v) && !mem_private_is_value_view(m, v)) ||
             mem_private_store_may_reach_padding(x, v))
      set_bad(p, v); /* a Vulkan vec3 has no padding lane to hold the value */
    return;
  case SpvOpPtrAccessChain:
  case SpvOpInBoundsPtrAccessChain:
    if (mem_private_is_raw(m, v) || (!is_zero(m, in->w[1]) && !mem_private_can_advance(x, v))) set_bad(p, v);
    return;
  case SpvOpPhi:
  case SpvOpSelect:
    /* a phi or select of several spaces makes a generic pointer, which
     * may be dereferenced through the escape class */
    if (x->space[in->id] != SP_PRIVATE) escapes(p, v);
    return;
  case SpvOpBitcast:
  case SpvOpPtrCastToGeneric:
  case SpvOpGenericCastToPtr:
  case SpvOpGenericCastToPtrExplicit:
  case SpvOpCopyObject:
  case SpvOpLifetimeStart:
  case SpvOpLifetimeStop:
  case SpvOpGenericPtrMemSemantics:
  case SpvOpCopyMemory:
  case SpvOpCopyMemorySized: return; /* results joined by note_def; copies by plan_copies */
  case SpvOpConvertPtrToU: escapes(p, v); return;
  default:
    if (ir_is_atomic(in->op) && i == 0 && !mem_private_is_raw(m, v)) return;
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
        /* a copy through a generic pointer whose space is known only at
         * run time moves words, whatever the space (lower_memory.c) */
        bool generic = x->space[in->w[0]] == SP_GENERIC || x->space[in->w[1]] == SP_GENERIC;
        uint32_t obj;
        uint64_t off;
        if ((!td && !ts) || (!generic && mem_copy_form_of(x, in, td, ts, &obj, &off) != COPY_NONE)) continue;
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
    if (p->bad[r]) {
      x->c->out->private_byte_addressed++;
    } else {
      x->c->out->private_typed++;
      x->c->out->private_bytes += ir_cl_size(m, ir_ptr_pointee(m, in->type));
    }
  }
  uint32_t er = find(p, p->escape);
  if (p->bad[er] && !cls[er]) cls[er] = ++n; /* pointers from memory or integers, and no object escaped */
  x->priv.generic_cls = cls[er];
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
      if (k == x->priv.generic_cls) x->priv.generic_objects = true;
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
    x->c->out->private_bytes += (uint64_t)words * 4;
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

