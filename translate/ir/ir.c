/* ir.c: the IR's core: arena, instruction lists, ids, blocks, functions,
 * the builder, hash-consed types and constants, and type queries. */
#include "ir.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* ---- arena ------------------------------------------------------------ */

struct ir_arena_chunk {
  ir_arena_chunk *next;
  size_t used, cap;
  max_align_t data[];
};

static void *xmalloc(ir_module *m, size_t size) {
  void *p = malloc(size);
  if (!p) {
    if (m && m->oom_jmp) longjmp(*(jmp_buf *)m->oom_jmp, 1);
    /* No recovery point: the caller is outside the translator's entry
     * points (a unit test), where failing loudly is acceptable. */
    fputs("shoal: out of memory\n", stderr);
    abort();
  }
  return p;
}

/* Under AddressSanitizer the arena keeps what it has not handed out
 * poisoned, and leaves a poisoned gap after each allocation, so reading or
 * writing past the end of an id-indexed array (sized by an earlier bound)
 * is reported instead of touching a neighbour's bytes. */
#if defined(__SANITIZE_ADDRESS__)
#define IR_ARENA_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define IR_ARENA_ASAN 1
#endif
#endif
#ifdef IR_ARENA_ASAN
#include <sanitizer/asan_interface.h>
#define ARENA_GAP 16
#define ARENA_POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define ARENA_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define ARENA_GAP 0
#define ARENA_POISON(p, n) ((void)0)
#define ARENA_UNPOISON(p, n) ((void)0)
#endif

void *ir_alloc(ir_module *m, size_t size) {
  size_t want = size;
  size = ((size + 15) & ~(size_t)15) + ARENA_GAP;
  ir_arena_chunk *c = m->arena;
  if (!c || c->cap - c->used < size) {
    size_t cap = size > 60000 ? size : 64 * 1024 - sizeof(ir_arena_chunk);
    c = xmalloc(m, sizeof(ir_arena_chunk) + cap);
    c->cap = cap;
    c->used = 0;
    c->next = m->arena;
    m->arena = c;
    ARENA_POISON(c->data, cap);
  }
  void *p = (char *)c->data + c->used;
  c->used += size;
  ARENA_UNPOISON(p, want);
  memset(p, 0, want);
  return p;
}

void *ir_grow(ir_module *m, void *arr, uint32_t n, uint32_t *cap, size_t elem, uint32_t first) {
  if (n < *cap) return arr;
  uint32_t nc = *cap ? *cap * 2 : first;
  void *p = ir_alloc(m, nc * elem);
  if (n) memcpy(p, arr, n * elem);
  *cap = nc;
  return p;
}

char *ir_strdup(ir_module *m, const char *s) {
  size_t n = strlen(s) + 1;
  char *d = ir_alloc(m, n);
  memcpy(d, s, n);
  return d;
}

ir_module *ir_module_new(void) {
  ir_module *m = calloc(1, sizeof *m);
  if (!m) return NULL;
  m->bound = 1;
  return m;
}

void ir_module_free(ir_module *m) {
  if (!m) return;
  ir_arena_chunk *c = m->arena;
  while (c) {
    ir_arena_chunk *n = c->next;
    ARENA_UNPOISON(c->data, c->cap);
    free(c);
    c = n;
  }
  free(m->defs);
  free(m->hash);
  free(m->err);
  free(m);
}

bool ir_error(ir_module *m, const char *fmt, ...) {
  if (m->err) return false;
  char buf[1024];
  int off = 0;
  if (m->kernel_name) off = snprintf(buf, sizeof buf, "kernel %s: ", m->kernel_name);
  if (off < 0 || off >= (int)sizeof buf) off = 0;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf + off, sizeof buf - (size_t)off, fmt, ap);
  va_end(ap);
  m->err = strdup(buf);
  if (!m->err && m->oom_jmp) longjmp(*(jmp_buf *)m->oom_jmp, 1);
  return false;
}

bool ir_failed(const ir_module *m) { return m->err != NULL; }

/* ---- ids -------------------------------------------------------------- */

static void ensure_defs(ir_module *m, uint32_t id) {
  if (id < m->defs_cap) return;
  uint32_t cap = m->defs_cap ? m->defs_cap : 256;
  while (cap <= id) cap *= 2;
  ir_def *d = realloc(m->defs, cap * sizeof *d);
  if (!d) {
    if (m->oom_jmp) longjmp(*(jmp_buf *)m->oom_jmp, 1);
    abort();
  }
  memset(d + m->defs_cap, 0, (cap - m->defs_cap) * sizeof *d);
  m->defs = d;
  m->defs_cap = cap;
}

uint32_t ir_new_id(ir_module *m) {
  uint32_t id = m->bound++;
  ensure_defs(m, id);
  return id;
}

ir_inst *ir_def_inst(const ir_module *m, uint32_t id) {
  return id < m->defs_cap ? m->defs[id].inst : NULL;
}
ir_block *ir_def_block(const ir_module *m, uint32_t id) {
  return id < m->defs_cap ? m->defs[id].block : NULL;
}
ir_func *ir_def_func(const ir_module *m, uint32_t id) {
  return id < m->defs_cap ? m->defs[id].func : NULL;
}
void ir_set_def(ir_module *m, uint32_t id, ir_inst *inst) {
  ensure_defs(m, id);
  m->defs[id].inst = inst;
}

/* ---- instructions ----------------------------------------------------- */

ir_inst *ir_inst_new(ir_module *m, uint32_t op, uint32_t type, uint32_t id, uint32_t n) {
  ir_inst *in = ir_alloc(m, sizeof *in);
  in->op = op;
  in->type = type;
  in->id = id;
  in->n = n;
  in->cap = n < 4 ? 4 : n;
  in->w = ir_alloc(m, in->cap * sizeof(uint32_t));
  in->isid = ir_alloc(m, in->cap);
  if (id) ir_set_def(m, id, in);
  return in;
}

void ir_push(ir_module *m, ir_inst *in, uint32_t word, bool isid) {
  if (in->n == in->cap) {
    uint32_t cap = in->cap * 2;
    uint32_t *w = ir_alloc(m, cap * sizeof *w);
    uint8_t *k = ir_alloc(m, cap);
    memcpy(w, in->w, in->n * sizeof *w);
    memcpy(k, in->isid, in->n);
    in->w = w;
    in->isid = k;
    in->cap = cap;
  }
  in->w[in->n] = word;
  in->isid[in->n] = isid;
  in->n++;
}

uint32_t ir_string_words(const char *s) { return (uint32_t)(strlen(s) / 4 + 1); }

void ir_push_string(ir_module *m, ir_inst *in, const char *s) {
  size_t len = strlen(s);
  uint32_t nw = (uint32_t)(len / 4 + 1);
  for (uint32_t i = 0; i < nw; i++) {
    uint32_t word = 0;
    for (uint32_t b = 0; b < 4; b++) {
      size_t k = (size_t)i * 4 + b;
      if (k < len) word |= (uint32_t)(unsigned char)s[k] << (8 * b);
    }
    ir_push(m, in, word, false);
  }
}

const char *ir_string_operand(const ir_inst *in, uint32_t i) {
  /* Literal strings are NUL-terminated within their words; the reader has
   * checked that, so reading as bytes is safe. */
  if (i >= in->n) return "";
  return (const char *)&in->w[i];
}

void ir_set_op(ir_inst *in, uint32_t i, uint32_t word, bool isid) {
  in->w[i] = word;
  in->isid[i] = isid;
}

void ir_erase_ops(ir_inst *in, uint32_t i, uint32_t count) {
  if (i >= in->n) return;
  if (i + count > in->n) count = in->n - i;
  memmove(in->w + i, in->w + i + count, (in->n - i - count) * sizeof *in->w);
  memmove(in->isid + i, in->isid + i + count, in->n - i - count);
  in->n -= count;
}

void ir_list_append(ir_list *l, ir_inst *in) {
  in->next = NULL;
  in->prev = l->last;
  if (l->last) l->last->next = in;
  else l->first = in;
  l->last = in;
}

void ir_list_prepend(ir_list *l, ir_inst *in) {
  in->prev = NULL;
  in->next = l->first;
  if (l->first) l->first->prev = in;
  else l->last = in;
  l->first = in;
}

void ir_list_insert_before(ir_list *l, ir_inst *pos, ir_inst *in) {
  if (!pos) {
    ir_list_append(l, in);
    return;
  }
  in->next = pos;
  in->prev = pos->prev;
  if (pos->prev) pos->prev->next = in;
  else l->first = in;
  pos->prev = in;
}

void ir_list_remove(ir_list *l, ir_inst *in) {
  if (in->prev) in->prev->next = in->next;
  else l->first = in->next;
  if (in->next) in->next->prev = in->prev;
  else l->last = in->prev;
  in->prev = in->next = NULL;
}

enum ir_section ir_section_of(uint32_t op) {
  switch (op) {
  case SpvOpCapability: return IR_SEC_CAPABILITY;
  case SpvOpExtension: return IR_SEC_EXTENSION;
  case SpvOpExtInstImport: return IR_SEC_EXT_IMPORT;
  case SpvOpMemoryModel: return IR_SEC_MEMORY_MODEL;
  case SpvOpEntryPoint: return IR_SEC_ENTRY_POINT;
  case SpvOpExecutionMode:
  case SpvOpExecutionModeId: return IR_SEC_EXEC_MODE;
  case SpvOpString:
  case SpvOpSourceExtension:
  case SpvOpSource:
  case SpvOpSourceContinued:
  case SpvOpName:
  case SpvOpMemberName:
  case SpvOpModuleProcessed: return IR_SEC_DEBUG;
  case SpvOpDecorate:
  case SpvOpMemberDecorate:
  case SpvOpDecorationGroup:
  case SpvOpGroupDecorate:
  case SpvOpGroupMemberDecorate:
  case SpvOpDecorateId:
  case SpvOpDecorateString:
  case SpvOpMemberDecorateString: return IR_SEC_ANNOTATION;
  default: return IR_SEC_GLOBAL;
  }
}

void ir_section_append(ir_module *m, enum ir_section s, ir_inst *in) {
  in->block = NULL;
  ir_list_append(&m->sec[s], in);
}

void ir_block_insert(ir_block *b, ir_inst *pos, ir_inst *in) {
  in->block = b;
  ir_list_insert_before(&b->insts, pos, in);
}

void ir_remove(ir_module *m, ir_inst *in) {
  if (in->block) {
    ir_list_remove(&in->block->insts, in);
    in->block = NULL;
  } else {
    ir_list_remove(&m->sec[ir_section_of(in->op)], in);
  }
}

bool ir_is_terminator(uint32_t op) {
  switch (op) {
  case SpvOpBranch:
  case SpvOpBranchConditional:
  case SpvOpSwitch:
  case SpvOpReturn:
  case SpvOpReturnValue:
  case SpvOpUnreachable:
  case SpvOpKill:
  case SpvOpTerminateInvocation: return true;
  default: return false;
  }
}

ir_inst *ir_terminator(const ir_block *b) {
  ir_inst *t = b->insts.last;
  return t && ir_is_terminator(t->op) ? t : NULL;
}

ir_inst *ir_first_non_phi(const ir_block *b) {
  ir_inst *in = b->insts.first;
  while (in && in->op == SpvOpPhi) in = in->next;
  return in;
}

/* ---- blocks and functions --------------------------------------------- */

ir_block *ir_block_new(ir_module *m, ir_func *f, uint32_t label) {
  ir_block *b = ir_alloc(m, sizeof *b);
  b->func = f;
  b->label = label;
  b->rpo = -1;
  ensure_defs(m, label);
  m->defs[label].block = b;
  return b;
}

void ir_func_append_block(ir_func *f, ir_block *b) {
  b->func = f;
  b->next = NULL;
  b->prev = f->last;
  if (f->last) f->last->next = b;
  else f->first = b;
  f->last = b;
  f->nblocks++;
  f->cfg_valid = false;
}

void ir_func_insert_block_after(ir_func *f, ir_block *after, ir_block *b) {
  if (!after || after == f->last) {
    ir_func_append_block(f, b);
    return;
  }
  b->func = f;
  b->prev = after;
  b->next = after->next;
  after->next->prev = b;
  after->next = b;
  f->nblocks++;
  f->cfg_valid = false;
}

void ir_func_remove_block(ir_func *f, ir_block *b) {
  if (b->prev) b->prev->next = b->next;
  else f->first = b->next;
  if (b->next) b->next->prev = b->prev;
  else f->last = b->prev;
  b->prev = b->next = NULL;
  f->nblocks--;
  f->cfg_valid = false;
}

ir_func *ir_func_new(ir_module *m, ir_inst *def) {
  ir_func *f = ir_alloc(m, sizeof *f);
  f->def = def;
  ensure_defs(m, def->id);
  m->defs[def->id].func = f;
  return f;
}

void ir_module_append_func(ir_module *m, ir_func *f) {
  f->next = NULL;
  f->prev = m->funcs_last;
  if (m->funcs_last) m->funcs_last->next = f;
  else m->funcs_first = f;
  m->funcs_last = f;
}

void ir_module_remove_func(ir_module *m, ir_func *f) {
  if (f->prev) f->prev->next = f->next;
  else m->funcs_first = f->next;
  if (f->next) f->next->prev = f->prev;
  else m->funcs_last = f->prev;
  f->prev = f->next = NULL;
}

/* ---- builder ---------------------------------------------------------- */

ir_builder ir_builder_before(ir_module *m, ir_inst *pos) {
  ir_builder b = {m, pos->block, pos};
  return b;
}

ir_builder ir_builder_at_end(ir_module *m, ir_block *blk) {
  ir_builder b = {m, blk, NULL};
  return b;
}

ir_inst *ir_emit(ir_builder *b, uint32_t op, uint32_t type, bool has_result, uint32_t n,
                 const uint32_t *ids) {
  ir_inst *in = ir_inst_new(b->m, op, type, has_result ? ir_new_id(b->m) : 0, 0);
  for (uint32_t i = 0; i < n; i++) ir_push(b->m, in, ids[i], true);
  ir_block_insert(b->block, b->before, in);
  return in;
}

uint32_t ir_op1(ir_builder *b, uint32_t op, uint32_t type, uint32_t a) {
  return ir_emit(b, op, type, true, 1, &a)->id;
}
uint32_t ir_op2(ir_builder *b, uint32_t op, uint32_t type, uint32_t a, uint32_t c) {
  uint32_t v[2] = {a, c};
  return ir_emit(b, op, type, true, 2, v)->id;
}
uint32_t ir_op3(ir_builder *b, uint32_t op, uint32_t type, uint32_t a, uint32_t c, uint32_t d) {
  uint32_t v[3] = {a, c, d};
  return ir_emit(b, op, type, true, 3, v)->id;
}

uint32_t ir_extract(ir_builder *b, uint32_t type, uint32_t composite, uint32_t index) {
  ir_inst *in = ir_emit(b, SpvOpCompositeExtract, type, true, 1, &composite);
  ir_push(b->m, in, index, false);
  return in->id;
}

uint32_t ir_insert(ir_builder *b, uint32_t type, uint32_t object, uint32_t composite,
                   uint32_t index) {
  uint32_t v[2] = {object, composite};
  ir_inst *in = ir_emit(b, SpvOpCompositeInsert, type, true, 2, v);
  ir_push(b->m, in, index, false);
  return in->id;
}

uint32_t ir_ext(ir_builder *b, uint32_t type, uint32_t set, uint32_t inst, uint32_t n,
                const uint32_t *args) {
  ir_inst *in = ir_emit(b, SpvOpExtInst, type, true, 1, &set);
  ir_push(b->m, in, inst, false);
  for (uint32_t i = 0; i < n; i++) ir_push(b->m, in, args[i], true);
  return in->id;
}

void ir_branch(ir_builder *b, uint32_t target) { ir_emit(b, SpvOpBranch, 0, false, 1, &target); }

void ir_branch_cond(ir_builder *b, uint32_t cond, uint32_t t, uint32_t f) {
  uint32_t v[3] = {cond, t, f};
  ir_emit(b, SpvOpBranchConditional, 0, false, 3, v);
}

/* ---- hash-consing ----------------------------------------------------- */

static uint32_t hash_words(uint32_t op, uint32_t type, const uint32_t *w, uint32_t n) {
  uint32_t h = 2166136261u ^ op;
  h = (h ^ type) * 16777619u;
  for (uint32_t i = 0; i < n; i++) h = (h ^ w[i]) * 16777619u;
  return h ? h : 1;
}

static bool same_inst(const ir_inst *in, uint32_t op, uint32_t type, const uint32_t *w,
                      uint32_t n) {
  return in && in->op == op && in->type == type && in->n == n &&
         (n == 0 || !memcmp(in->w, w, n * sizeof *w));
}

static void hash_grow(ir_module *m) {
  uint32_t cap = m->hash_cap ? m->hash_cap * 2 : 256;
  ir_hash_entry *t = calloc(cap, sizeof *t);
  if (!t) {
    if (m->oom_jmp) longjmp(*(jmp_buf *)m->oom_jmp, 1);
    abort();
  }
  for (uint32_t i = 0; i < m->hash_cap; i++) {
    ir_hash_entry e = m->hash[i];
    if (!e.hash) continue;
    uint32_t j = e.hash & (cap - 1);
    while (t[j].hash) j = (j + 1) & (cap - 1);
    t[j] = e;
  }
  free(m->hash);
  m->hash = t;
  m->hash_cap = cap;
}

/* Looks up an existing global instruction with this content; returns its id
 * or 0. */
static uint32_t hash_find(ir_module *m, uint32_t op, uint32_t type, const uint32_t *w,
                          uint32_t n, uint32_t h) {
  if (!m->hash_cap) return 0;
  for (uint32_t j = h & (m->hash_cap - 1);; j = (j + 1) & (m->hash_cap - 1)) {
    ir_hash_entry e = m->hash[j];
    if (!e.hash) return 0;
    if (e.hash == h && same_inst(ir_def_inst(m, e.id), op, type, w, n)) return e.id;
  }
}

static void hash_add(ir_module *m, uint32_t h, uint32_t id) {
  if ((m->hash_count + 1) * 2 > m->hash_cap) hash_grow(m);
  uint32_t j = h & (m->hash_cap - 1);
  while (m->hash[j].hash) j = (j + 1) & (m->hash_cap - 1);
  m->hash[j].hash = h;
  m->hash[j].id = id;
  m->hash_count++;
}

void ir_hash_register(ir_module *m, ir_inst *in) {
  uint32_t h = hash_words(in->op, in->type, in->w, in->n);
  if (!hash_find(m, in->op, in->type, in->w, in->n, h)) hash_add(m, h, in->id);
}

/* Finds or creates a global instruction (type or constant) whose operands
 * are all ids where `idmask` bit i is set. */
static uint32_t global_get(ir_module *m, uint32_t op, uint32_t type, uint32_t n,
                           const uint32_t *w, uint32_t idmask) {
  uint32_t h = hash_words(op, type, w, n);
  uint32_t id = hash_find(m, op, type, w, n, h);
  if (id) return id;
  ir_inst *in = ir_inst_new(m, op, type, ir_new_id(m), 0);
  for (uint32_t i = 0; i < n; i++) ir_push(m, in, w[i], i < 32 && (idmask >> i & 1));
  ir_section_append(m, IR_SEC_GLOBAL, in);
  hash_add(m, h, in->id);
  return in->id;
}

uint32_t ir_type_void(ir_module *m) { return global_get(m, SpvOpTypeVoid, 0, 0, NULL, 0); }
uint32_t ir_type_bool(ir_module *m) { return global_get(m, SpvOpTypeBool, 0, 0, NULL, 0); }
uint32_t ir_type_int(ir_module *m, uint32_t width, bool is_signed) {
  uint32_t w[2] = {width, is_signed};
  return global_get(m, SpvOpTypeInt, 0, 2, w, 0);
}
uint32_t ir_type_float(ir_module *m, uint32_t width) {
  return global_get(m, SpvOpTypeFloat, 0, 1, &width, 0);
}
uint32_t ir_type_vec(ir_module *m, uint32_t elem, uint32_t n) {
  uint32_t w[2] = {elem, n};
  return global_get(m, SpvOpTypeVector, 0, 2, w, 1);
}
uint32_t ir_type_ptr(ir_module *m, uint32_t storage, uint32_t pointee) {
  uint32_t w[2] = {storage, pointee};
  return global_get(m, SpvOpTypePointer, 0, 2, w, 2);
}
uint32_t ir_type_array(ir_module *m, uint32_t elem, uint32_t len_const) {
  uint32_t w[2] = {elem, len_const};
  return global_get(m, SpvOpTypeArray, 0, 2, w, 3);
}
uint32_t ir_type_runtime_array(ir_module *m, uint32_t elem) {
  return global_get(m, SpvOpTypeRuntimeArray, 0, 1, &elem, 1);
}
uint32_t ir_type_func(ir_module *m, uint32_t ret, uint32_t n, const uint32_t *params) {
  uint32_t w[64];
  if (n >= 63) return ir_error(m, "function type with %u parameters is too large", n), 0;
  w[0] = ret;
  if (n) memcpy(w + 1, params, n * sizeof *w);
  return global_get(m, SpvOpTypeFunction, 0, n + 1, w, 0xffffffffu);
}
uint32_t ir_type_struct(ir_module *m, uint32_t n, const uint32_t *members) {
  ir_inst *in = ir_inst_new(m, SpvOpTypeStruct, 0, ir_new_id(m), 0);
  for (uint32_t i = 0; i < n; i++) ir_push(m, in, members[i], true);
  ir_section_append(m, IR_SEC_GLOBAL, in);
  return in->id;
}

uint32_t ir_const_bool(ir_module *m, bool v) {
  return global_get(m, v ? SpvOpConstantTrue : SpvOpConstantFalse, ir_type_bool(m), 0, NULL, 0);
}

uint32_t ir_const(ir_module *m, uint32_t type, uint64_t bits) {
  uint32_t width = ir_bit_width(m, type);
  uint32_t w[2] = {(uint32_t)bits, (uint32_t)(bits >> 32)};
  if (width < 32) w[0] &= (1u << width) - 1;
  /* Narrow signed constants are sign-extended in their word (SPIR-V 2.2.1). */
  if (width < 32 && ir_is_int(m, type) && ir_int_signed(m, type) && (w[0] >> (width - 1) & 1))
    w[0] |= ~((1u << width) - 1);
  return global_get(m, SpvOpConstant, type, width > 32 ? 2 : 1, w, 0);
}

uint32_t ir_const_u32(ir_module *m, uint32_t v) { return ir_const(m, ir_type_int(m, 32, 0), v); }
uint32_t ir_const_u64(ir_module *m, uint64_t v) { return ir_const(m, ir_type_int(m, 64, 0), v); }
uint32_t ir_const_f32(ir_module *m, float v) {
  uint32_t bits;
  memcpy(&bits, &v, 4);
  return ir_const(m, ir_type_float(m, 32), bits);
}
uint32_t ir_const_null(ir_module *m, uint32_t type) {
  return global_get(m, SpvOpConstantNull, type, 0, NULL, 0);
}
uint32_t ir_const_composite(ir_module *m, uint32_t type, uint32_t n, const uint32_t *parts) {
  if (n > 32) {
    ir_inst *in = ir_inst_new(m, SpvOpConstantComposite, type, ir_new_id(m), 0);
    for (uint32_t i = 0; i < n; i++) ir_push(m, in, parts[i], true);
    ir_section_append(m, IR_SEC_GLOBAL, in);
    return in->id;
  }
  return global_get(m, SpvOpConstantComposite, type, n, parts, 0xffffffffu);
}
uint32_t ir_undef(ir_module *m, uint32_t type) {
  return global_get(m, SpvOpUndef, type, 0, NULL, 0);
}

uint32_t ir_const_splat(ir_module *m, uint32_t type, uint64_t bits) {
  uint32_t s = ir_const(m, ir_scalar_of(m, type), bits);
  uint32_t n = ir_vec_len(m, type);
  if (!ir_is_vector(m, type)) return s;
  uint32_t parts[16];
  for (uint32_t i = 0; i < n && i < 16; i++) parts[i] = s;
  return ir_const_composite(m, type, n, parts);
}

bool ir_const_value(const ir_module *m, uint32_t id, uint64_t *out) {
  ir_inst *in = ir_def_inst(m, id);
  if (!in) return false;
  switch (in->op) {
  case SpvOpConstant: {
    uint32_t width = ir_bit_width(m, in->type);
    uint64_t v = in->w[0];
    if (width > 32 && in->n > 1) v |= (uint64_t)in->w[1] << 32;
    if (width < 64) v &= (1ull << width) - 1;
    *out = v;
    return true;
  }
  case SpvOpConstantNull:
  case SpvOpConstantFalse: *out = 0; return true;
  case SpvOpConstantTrue: *out = 1; return true;
  default: return false;
  }
}

/* ---- type queries ----------------------------------------------------- */

ir_inst *ir_type_inst(const ir_module *m, uint32_t type) { return ir_def_inst(m, type); }

uint32_t ir_type_of(const ir_module *m, uint32_t id) {
  ir_inst *in = ir_def_inst(m, id);
  return in ? in->type : 0;
}

static uint32_t type_op(const ir_module *m, uint32_t type) {
  ir_inst *in = ir_def_inst(m, type);
  return in ? in->op : 0;
}

bool ir_is_int(const ir_module *m, uint32_t t) { return type_op(m, t) == SpvOpTypeInt; }
bool ir_is_float(const ir_module *m, uint32_t t) { return type_op(m, t) == SpvOpTypeFloat; }
bool ir_is_bool(const ir_module *m, uint32_t t) { return type_op(m, t) == SpvOpTypeBool; }
bool ir_is_vector(const ir_module *m, uint32_t t) { return type_op(m, t) == SpvOpTypeVector; }
bool ir_is_pointer(const ir_module *m, uint32_t t) { return type_op(m, t) == SpvOpTypePointer; }
bool ir_is_struct(const ir_module *m, uint32_t t) { return type_op(m, t) == SpvOpTypeStruct; }
bool ir_is_array(const ir_module *m, uint32_t t) { return type_op(m, t) == SpvOpTypeArray; }

uint32_t ir_scalar_of(const ir_module *m, uint32_t t) {
  ir_inst *in = ir_def_inst(m, t);
  return in && in->op == SpvOpTypeVector ? in->w[0] : t;
}
uint32_t ir_vec_len(const ir_module *m, uint32_t t) {
  ir_inst *in = ir_def_inst(m, t);
  return in && in->op == SpvOpTypeVector ? in->w[1] : 1;
}
uint32_t ir_bit_width(const ir_module *m, uint32_t t) {
  ir_inst *in = ir_def_inst(m, ir_scalar_of(m, t));
  if (!in) return 0;
  if (in->op == SpvOpTypeInt || in->op == SpvOpTypeFloat) return in->w[0];
  if (in->op == SpvOpTypeBool) return 1;
  return 0;
}
bool ir_int_signed(const ir_module *m, uint32_t t) {
  ir_inst *in = ir_def_inst(m, ir_scalar_of(m, t));
  return in && in->op == SpvOpTypeInt && in->w[1];
}
uint32_t ir_ptr_storage(const ir_module *m, uint32_t t) {
  ir_inst *in = ir_def_inst(m, t);
  return in && in->op == SpvOpTypePointer ? in->w[0] : ~0u;
}
uint32_t ir_ptr_pointee(const ir_module *m, uint32_t t) {
  ir_inst *in = ir_def_inst(m, t);
  return in && in->op == SpvOpTypePointer ? in->w[1] : 0;
}
uint32_t ir_type_like(ir_module *m, uint32_t shape, uint32_t scalar) {
  return ir_is_vector(m, shape) ? ir_type_vec(m, scalar, ir_vec_len(m, shape)) : scalar;
}
uint64_t ir_array_len(const ir_module *m, uint32_t arr) {
  ir_inst *in = ir_def_inst(m, arr);
  uint64_t v;
  if (!in || in->op != SpvOpTypeArray || !ir_const_value(m, in->w[1], &v)) return 0;
  return v;
}

static bool is_packed(const ir_module *m, uint32_t st) {
  return ir_find_decoration(m, st, SpvDecorationCPacked) != NULL;
}

/* Pointer width from the addressing model: Physical32 modules use 4. */
static uint32_t pointer_bytes(const ir_module *m) {
  ir_inst *mm = m->sec[IR_SEC_MEMORY_MODEL].first;
  return mm && mm->w[0] == SpvAddressingModelPhysical32 ? 4 : 8;
}

uint32_t ir_cl_align(const ir_module *m, uint32_t t) {
  ir_inst *in = ir_def_inst(m, t);
  if (!in) return 1;
  switch (in->op) {
  case SpvOpTypeInt:
  case SpvOpTypeFloat: return in->w[0] / 8 ? in->w[0] / 8 : 1;
  case SpvOpTypeBool: return 1;
  case SpvOpTypeVector: {
    uint32_t n = in->w[1] == 3 ? 4 : in->w[1];
    return n * ir_cl_align(m, in->w[0]);
  }
  case SpvOpTypePointer:
  case SpvOpTypeEvent:
  case SpvOpTypeDeviceEvent:
  case SpvOpTypeReserveId:
  case SpvOpTypeQueue:
  case SpvOpTypePipe:
  case SpvOpTypeImage:
  case SpvOpTypeSampler: return pointer_bytes(m);
  case SpvOpTypeArray:
  case SpvOpTypeRuntimeArray: return ir_cl_align(m, in->w[0]);
  case SpvOpTypeStruct: {
    if (is_packed(m, t)) return 1;
    uint32_t a = 1;
    for (uint32_t i = 0; i < in->n; i++) {
      uint32_t ma = ir_cl_align(m, in->w[i]);
      if (ma > a) a = ma;
    }
    return a;
  }
  default: return 1;
  }
}

uint64_t ir_cl_member_offset(const ir_module *m, uint32_t st, uint32_t idx) {
  ir_inst *in = ir_def_inst(m, st);
  if (!in || in->op != SpvOpTypeStruct) return 0;
  bool packed = is_packed(m, st);
  uint64_t off = 0;
  for (uint32_t i = 0; i < in->n; i++) {
    uint32_t a = packed ? 1 : ir_cl_align(m, in->w[i]);
    off = (off + a - 1) / a * a;
    if (i == idx) return off;
    off += ir_cl_size(m, in->w[i]);
  }
  return off;
}

uint64_t ir_cl_size(const ir_module *m, uint32_t t) {
  ir_inst *in = ir_def_inst(m, t);
  if (!in) return 0;
  switch (in->op) {
  case SpvOpTypeInt:
  case SpvOpTypeFloat: return in->w[0] / 8 ? in->w[0] / 8 : 1;
  case SpvOpTypeBool: return 1;
  case SpvOpTypeVector: {
    uint32_t n = in->w[1] == 3 ? 4 : in->w[1];
    return n * ir_cl_size(m, in->w[0]);
  }
  case SpvOpTypeArray: return ir_array_len(m, t) * ir_cl_size(m, in->w[0]);
  case SpvOpTypeStruct: {
    if (!in->n) return 0;
    uint64_t end = ir_cl_member_offset(m, t, in->n - 1) + ir_cl_size(m, in->w[in->n - 1]);
    uint32_t a = ir_cl_align(m, t);
    return (end + a - 1) / a * a;
  }
  default: return pointer_bytes(m);
  }
}

/* ---- annotations and names ------------------------------------------- */

uint32_t ir_cl_var_align(const ir_module *m, const ir_inst *var) {
  uint32_t a = ir_cl_align(m, ir_ptr_pointee(m, var->type));
  ir_inst *d = ir_find_decoration(m, var->id, SpvDecorationAlignment);
  if (d && d->n >= 3 && d->w[2] > a && d->w[2] <= 4096 && !(d->w[2] & (d->w[2] - 1))) a = d->w[2];
  return a ? a : 1;
}

ir_inst *ir_find_decoration(const ir_module *m, uint32_t target, uint32_t dec) {
  for (ir_inst *in = m->sec[IR_SEC_ANNOTATION].first; in; in = in->next)
    if ((in->op == SpvOpDecorate || in->op == SpvOpDecorateId || in->op == SpvOpDecorateString) &&
        in->n >= 2 && in->w[0] == target && in->w[1] == dec)
      return in;
  return NULL;
}

ir_inst *ir_find_member_decoration(const ir_module *m, uint32_t target, uint32_t member,
                                   uint32_t dec) {
  for (ir_inst *in = m->sec[IR_SEC_ANNOTATION].first; in; in = in->next)
    if (in->op == SpvOpMemberDecorate && in->n >= 3 && in->w[0] == target && in->w[1] == member &&
        in->w[2] == dec)
      return in;
  return NULL;
}

void ir_copy_decorations(ir_module *m, uint32_t from, uint32_t to) {
  /* New decorations go to the end of the section: stop at its old end. */
  ir_inst *last = m->sec[IR_SEC_ANNOTATION].last;
  for (ir_inst *in = m->sec[IR_SEC_ANNOTATION].first; in; in = in->next) {
    if (in->op == SpvOpDecorate && in->n >= 2 && in->w[0] == from)
      ir_decorate(m, to, in->w[1], in->n - 2, in->w + 2);
    if (in == last) break;
  }
}

void ir_decorate(ir_module *m, uint32_t target, uint32_t dec, uint32_t n, const uint32_t *lits) {
  ir_inst *in = ir_inst_new(m, SpvOpDecorate, 0, 0, 0);
  ir_push(m, in, target, true);
  ir_push(m, in, dec, false);
  for (uint32_t i = 0; i < n; i++) ir_push(m, in, lits[i], false);
  ir_section_append(m, IR_SEC_ANNOTATION, in);
}

void ir_member_decorate(ir_module *m, uint32_t target, uint32_t member, uint32_t dec,
                        uint32_t n, const uint32_t *lits) {
  ir_inst *in = ir_inst_new(m, SpvOpMemberDecorate, 0, 0, 0);
  ir_push(m, in, target, true);
  ir_push(m, in, member, false);
  ir_push(m, in, dec, false);
  for (uint32_t i = 0; i < n; i++) ir_push(m, in, lits[i], false);
  ir_section_append(m, IR_SEC_ANNOTATION, in);
}

const char *ir_name(const ir_module *m, uint32_t id) {
  for (ir_inst *in = m->sec[IR_SEC_DEBUG].first; in; in = in->next)
    if (in->op == SpvOpName && in->n >= 2 && in->w[0] == id) return ir_string_operand(in, 1);
  return NULL;
}

void ir_set_name(ir_module *m, uint32_t id, const char *name) {
  ir_inst *in = ir_inst_new(m, SpvOpName, 0, 0, 0);
  ir_push(m, in, id, true);
  ir_push_string(m, in, name);
  ir_section_append(m, IR_SEC_DEBUG, in);
}

const char *ir_id_str(ir_module *m, uint32_t id) {
  const char *n = ir_name(m, id);
  char buf[160];
  if (n && *n) snprintf(buf, sizeof buf, "%%%s", n);
  else snprintf(buf, sizeof buf, "%%%u", id);
  return ir_strdup(m, buf);
}

const char *ir_op_str(uint32_t op) {
  const char *s = spv_op_name(op);
  return s ? s : "an unknown opcode";
}

/* ---- uses ------------------------------------------------------------- */

static void replace_in_list(ir_list *l, uint32_t from, uint32_t to) {
  for (ir_inst *in = l->first; in; in = in->next) {
    if (in->type == from) in->type = to;
    for (uint32_t i = 0; i < in->n; i++)
      if (in->isid[i] && in->w[i] == from) in->w[i] = to;
  }
}

void ir_replace_all_uses(ir_module *m, uint32_t from, uint32_t to) {
  for (int s = 0; s < IR_SEC_COUNT; s++) replace_in_list(&m->sec[s], from, to);
  IR_FOR_FUNC(f, m) {
    if (f->def->type == from) f->def->type = to;
    for (uint32_t i = 0; i < f->def->n; i++)
      if (f->def->isid[i] && f->def->w[i] == from) f->def->w[i] = to;
    replace_in_list(&f->params, from, to);
    IR_FOR_BLOCK(b, f) replace_in_list(&b->insts, from, to);
  }
}

void ir_remap_func(ir_func *f, const uint32_t *map, uint32_t map_len) {
  IR_FOR_BLOCK(b, f) {
    for (ir_inst *in = b->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++)
        if (in->isid[i] && in->w[i] < map_len && map[in->w[i]]) in->w[i] = map[in->w[i]];
  }
}

static void count_list(const ir_list *l, uint32_t *c, uint32_t bound) {
  for (ir_inst *in = l->first; in; in = in->next) {
    if (in->type < bound) c[in->type]++;
    for (uint32_t i = 0; i < in->n; i++)
      if (in->isid[i] && in->w[i] < bound) c[in->w[i]]++;
  }
}

uint32_t *ir_func_use_counts(ir_module *m, const ir_func *f) {
  uint32_t *c = ir_alloc(m, (size_t)m->bound * sizeof *c);
  IR_FOR_BLOCK(b, f) {
    for (const ir_inst *in = b->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++)
        if (in->isid[i] && in->w[i] < m->bound) c[in->w[i]]++;
  }
  return c;
}

uint32_t *ir_use_counts(ir_module *m) {
  uint32_t *c = ir_alloc(m, (size_t)m->bound * sizeof *c);
  for (int s = 0; s < IR_SEC_COUNT; s++) count_list(&m->sec[s], c, m->bound);
  IR_FOR_FUNC(f, m) {
    if (f->def->type < m->bound) c[f->def->type]++;
    for (uint32_t i = 0; i < f->def->n; i++)
      if (f->def->isid[i] && f->def->w[i] < m->bound) c[f->def->w[i]]++;
    count_list(&f->params, c, m->bound);
    IR_FOR_BLOCK(b, f) count_list(&b->insts, c, m->bound);
  }
  return c;
}

/* ---- opcode classes ------------------------------------------------------ */

bool ir_is_atomic(uint32_t op) {
  return (op >= SpvOpAtomicLoad && op <= SpvOpAtomicXor) || op == SpvOpAtomicFlagTestAndSet ||
         op == SpvOpAtomicFlagClear || op == SpvOpAtomicFAddEXT || op == SpvOpAtomicFMinEXT ||
         op == SpvOpAtomicFMaxEXT;
}

bool ir_is_subgroup_op(uint32_t op) {
  return (op >= SpvOpGroupAll && op <= SpvOpGroupSMax) ||
         (op >= SpvOpGroupNonUniformElect && op <= SpvOpGroupNonUniformQuadSwap) ||
         op == SpvOpGroupNonUniformRotateKHR ||
         (op >= SpvOpSubgroupShuffleINTEL && op <= SpvOpSubgroupImageBlockWriteINTEL);
}
