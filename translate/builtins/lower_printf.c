/* lower_printf.c: OpenCL C printf. The format (a string literal, OpenCL C
 * 6.15.14) stays on the host: the kernel's reflection lists each printf
 * call with its format and how its arguments are stored, and a call
 * becomes a record in a device buffer the runtime gives each launch
 * (TR_IMP_PRINTF): an atomic add reserves the record's bytes, then the
 * call's index and its arguments are written, one 4-byte slot per
 * component (8 bytes for 64-bit ones and pointers). The host formats the
 * records when the command completes (icd/printf.c). A call whose record
 * does not fit returns -1, as the spec allows; others return 0.
 *
 * Arguments: float promoted to double by clang is stored as the float it
 * was (so no 64-bit float is needed on the device); a string literal (for
 * %s) is stored as its index in the kernel's string table; other pointers
 * as their address (0 for __private ones, which have none). */
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/OpenCL.std.h>

#include "ir/ir.h"
#include "passes.h"

typedef struct pctx {
  tr_ctx *c;
  ir_module *m;
  uint32_t *uses; /* use counts, for the promotions that can go */
  uint32_t u32;
} pctx;

/* The bytes of a constant string a pointer expression points into, from
 * the byte it points at; NULL when it is no such thing. */
static const char *literal_at(pctx *x, uint32_t p, int depth) {
  ir_module *m = x->m;
  ir_inst *d = ir_def_inst(m, p);
  if (!d || depth > 16) return NULL;
  uint32_t op = d->op;
  const uint32_t *w = d->w;
  uint32_t n = d->n;
  if (op == SpvOpSpecConstantOp && n >= 1) op = w[0], w++, n--;
  switch (op) {
  case SpvOpPtrCastToGeneric:
  case SpvOpBitcast:
  case SpvOpCopyObject: return n >= 1 ? literal_at(x, w[0], depth + 1) : NULL;
  case SpvOpInBoundsPtrAccessChain:
  case SpvOpPtrAccessChain:
  case SpvOpAccessChain:
  case SpvOpInBoundsAccessChain: {
    uint64_t off = 0, v;
    bool elem = op == SpvOpPtrAccessChain || op == SpvOpInBoundsPtrAccessChain;
    for (uint32_t i = 1; i < n; i++) {
      if (!ir_const_value(m, w[i], &v)) return NULL;
      if (elem && i == 1) {
        if (v) return NULL; /* past the whole array */
      } else {
        off += v; /* bytes: the arrays are of char */
      }
    }
    const char *s = n >= 1 ? literal_at(x, w[0], depth + 1) : NULL;
    return s && off <= strlen(s) ? s + off : NULL;
  }
  case SpvOpVariable: {
    if (d->n < 2 || ir_ptr_storage(m, d->type) != SpvStorageClassUniformConstant) return NULL;
    uint32_t t = ir_ptr_pointee(m, d->type);
    ir_inst *tin = ir_type_inst(m, t), *init = ir_def_inst(m, d->w[1]);
    if (!tin || tin->op != SpvOpTypeArray || ir_bit_width(m, tin->w[0]) != 8 || !init) return NULL;
    uint64_t len = ir_array_len(m, t);
    if (!len || len > 65536) return NULL;
    char *s = ir_alloc(m, len + 1);
    if (init->op == SpvOpConstantComposite) {
      for (uint64_t i = 0; i < len && i < init->n; i++) {
        uint64_t v = 0;
        if (!ir_const_value(m, init->w[i], &v)) return NULL;
        s[i] = (char)v;
      }
    } else if (init->op != SpvOpConstantNull) {
      return NULL;
    }
    return s; /* stops at the first NUL, the string's end */
  }
  default: return NULL;
  }
}

/* ---- the reflection -------------------------------------------------------- */

static char *dup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (d) memcpy(d, s, n);
  return d;
}

static bool add_string(pctx *x, const char *s, uint32_t *index) {
  tr_kernel *k = x->c->out;
  for (uint32_t i = 0; i < k->nstrings; i++)
    if (!strcmp(k->strings[i], s)) return *index = i, true;
  char **n = realloc(k->strings, (k->nstrings + 1) * sizeof *n);
  if (!n) return ir_error(x->m, "out of host memory");
  k->strings = n;
  if (!(k->strings[k->nstrings] = dup(s))) return ir_error(x->m, "out of host memory");
  *index = k->nstrings++;
  return true;
}

static tr_printf *add_call(pctx *x, const char *format, uint32_t nargs) {
  tr_kernel *k = x->c->out;
  tr_printf *n = realloc(k->printfs, (k->nprintf + 1) * sizeof *n);
  if (!n) return ir_error(x->m, "out of host memory"), NULL;
  k->printfs = n;
  tr_printf *p = &k->printfs[k->nprintf];
  memset(p, 0, sizeof *p);
  p->format = dup(format);
  p->args = calloc(nargs ? nargs : 1, sizeof *p->args);
  if (!p->format || !p->args) {
    free(p->format);
    free(p->args);
    return ir_error(x->m, "out of host memory"), NULL;
  }
  p->nargs = nargs;
  k->nprintf++;
  return p;
}

/* ---- the record ------------------------------------------------------------- */

typedef struct rec {
  pctx *x;
  ir_builder *b;
  uint32_t base; /* u64 address of the record */
  uint32_t at;   /* bytes written so far */
} rec;

static void put_word(rec *r, uint32_t v) {
  ir_module *m = r->x->m;
  uint32_t a = ir_op2(r->b, SpvOpIAdd, ir_type_int(m, 64, 0), r->base, ir_const_u64(m, r->at));
  tr_store_psb(r->x->c, r->b, a, v, 4);
  r->at += 4;
}

/* One component: 4 bytes, or 8 for 64-bit values (low word first). */
static void put_component(rec *r, uint32_t v) {
  ir_module *m = r->x->m;
  uint32_t t = ir_type_of(m, v), w = ir_bit_width(m, t), u32 = r->x->u32;
  if (ir_is_bool(m, t)) {
    put_word(r, ir_op3(r->b, SpvOpSelect, u32, v, ir_const_u32(m, 1), ir_const_u32(m, 0)));
  } else if (w == 64) {
    uint32_t pair = ir_op1(r->b, SpvOpBitcast, ir_type_vec(m, u32, 2), v);
    put_word(r, ir_extract(r->b, u32, pair, 0));
    put_word(r, ir_extract(r->b, u32, pair, 1));
  } else if (ir_is_float(m, t)) {
    if (w == 16) v = ir_op1(r->b, SpvOpFConvert, ir_type_float(m, 32), v);
    put_word(r, ir_op1(r->b, SpvOpBitcast, u32, v));
  } else {
    put_word(r, w == 32 ? v : ir_op1(r->b, SpvOpUConvert, u32, v));
  }
}

/* Describes argument `v` (and, with r, stores it). */
static bool argument(pctx *x, rec *r, uint32_t v, tr_printf_arg *a) {
  ir_module *m = x->m;
  uint32_t t = ir_type_of(m, v);
  if (ir_is_pointer(m, t)) {
    const char *s = literal_at(x, v, 0);
    if (s) {
      uint32_t idx = 0;
      if (!add_string(x, s, &idx)) return false;
      a->kind = TR_PF_STRING;
      if (r) put_word(r, ir_const_u32(m, idx)), put_word(r, ir_const_u32(m, 0));
    } else {
      a->kind = TR_PF_POINTER;
      if (r) {
        uint32_t addr = ir_ptr_storage(m, t) == SpvStorageClassFunction
                            ? ir_const_u64(m, 0)
                            : ir_op1(r->b, SpvOpConvertPtrToU, ir_type_int(m, 64, 0), v);
        put_component(r, addr);
      }
    }
    a->bytes = a->slot = 8;
    a->count = 1;
    return true;
  }
  /* a float the default promotions made a double: the float itself */
  ir_inst *d = ir_def_inst(m, v);
  if (d && d->op == SpvOpFConvert && d->block && ir_is_float(m, t) && ir_bit_width(m, t) == 64 &&
      ir_bit_width(m, ir_type_of(m, d->w[0])) == 32 && x->uses[v] == 1) {
    v = d->w[0];
    t = ir_type_of(m, v);
  }
  uint32_t sc = ir_scalar_of(m, t), n = ir_vec_len(m, t), w = ir_bit_width(m, sc);
  if (!ir_is_int(m, sc) && !ir_is_float(m, sc) && !ir_is_bool(m, sc))
    return ir_error(m, "printf argument %s is of a type printf cannot print", ir_id_str(m, v));
  a->kind = ir_is_float(m, sc) ? TR_PF_FLOAT : TR_PF_INT;
  a->bytes = (uint8_t)(ir_is_bool(m, sc) ? 4 : w / 8);
  a->slot = w == 64 ? 8 : 4;
  a->count = (uint8_t)n;
  if (r)
    for (uint32_t i = 0; i < n; i++) put_component(r, n == 1 ? v : ir_extract(r->b, sc, v, i));
  return true;
}

/* The record's bytes: the call's index, then the arguments. */
static uint32_t record_bytes(const tr_printf *p) {
  uint32_t n = 4;
  for (uint32_t i = 0; i < p->nargs; i++) n += (uint32_t)p->args[i].slot * p->args[i].count;
  return n;
}

static bool lower_call(pctx *x, ir_inst *in) {
  ir_module *m = x->m;
  tr_ctx *c = x->c;
  if (in->n < 3) return ir_error(m, "printf without a format");
  const char *format = literal_at(x, in->w[2], 0);
  if (!format) return ir_error(m, "printf (%s): the format is not a string literal", ir_id_str(m, in->id));
  uint32_t nargs = in->n - 3, index = c->out->nprintf;
  tr_printf *p = add_call(x, format, nargs);
  if (!p) return false;
  for (uint32_t i = 0; i < nargs; i++)
    if (!argument(x, NULL, in->w[3 + i], &p->args[i])) return false;
  p->record_bytes = record_bytes(p);

  uint32_t u64 = ir_type_int(m, 64, 0), bt = ir_type_bool(m), u32 = x->u32;
  ir_builder b = ir_builder_before(m, in);
  uint32_t buf = tr_imp_load(c, &b, TR_IMP_PRINTF, 0);
  uint32_t size = ir_const_u32(m, p->record_bytes);
  uint32_t used = ir_op1(&b, SpvOpConvertUToPtr, ir_type_ptr(m, SpvStorageClassPhysicalStorageBuffer, u32), buf);
  uint32_t off = ir_emit(&b, SpvOpAtomicIAdd, u32, true, 4,
                         (uint32_t[]){used, ir_const_u32(m, SpvScopeDevice), ir_const_u32(m, 0), size})->id;
  uint32_t cap = tr_load_psb(c, &b, u32, ir_op2(&b, SpvOpIAdd, u64, buf, ir_const_u64(m, 4)), 4);
  uint32_t fits = ir_op2(&b, SpvOpLogicalAnd, bt, ir_op2(&b, SpvOpULessThanEqual, bt, off, cap),
                         ir_op2(&b, SpvOpULessThanEqual, bt, size, ir_op2(&b, SpvOpISub, u32, cap, off)));
  uint32_t result = ir_op3(&b, SpvOpSelect, in->type, fits, ir_const(m, in->type, 0), ir_const(m, in->type, ~0ull));
  ir_inst *then_end, *else_end;
  ir_if_else(m, in, fits, &then_end, &else_end);
  ir_builder tb = ir_builder_before(m, then_end);
  uint32_t at = ir_op2(&tb, SpvOpIAdd, u64, buf, ir_const_u64(m, TR_PRINTF_HEADER_BYTES));
  rec r = {.x = x, .b = &tb, .base = ir_op2(&tb, SpvOpIAdd, u64, at, ir_op1(&tb, SpvOpUConvert, u64, off))};
  put_word(&r, ir_const_u32(m, index));
  tr_printf_arg scratch;
  for (uint32_t i = 0; i < nargs && !ir_failed(m); i++) argument(x, &r, in->w[3 + i], &scratch);
  /* the promotions to double the record does not need */
  for (uint32_t i = 0; i < nargs; i++) {
    ir_inst *d = ir_def_inst(m, in->w[3 + i]);
    if (d && d->op == SpvOpFConvert && d->block && x->uses[d->id] == 1 && ir_bit_width(m, d->type) == 64 &&
        ir_bit_width(m, ir_type_of(m, d->w[0])) == 32) {
      ir_remove(m, d);
      ir_set_def(m, d->id, NULL);
    }
  }
  ir_replace_all_uses(m, in->id, result);
  ir_remove(m, in);
  return !ir_failed(m);
}

/* The pointer arithmetic that led to the format strings and literals is
 * dead now: without it no kernel reaches the strings in memory. */
static void remove_dead_pointers(tr_ctx *c) {
  ir_module *m = c->m;
  for (bool again = true; again;) {
    again = false;
    uint32_t *uses = ir_use_counts(m);
    IR_FOR_BLOCK(b, c->k) {
      IR_FOR_INST(in, &b->insts) {
        bool pure = in->op == SpvOpAccessChain || in->op == SpvOpInBoundsAccessChain || in->op == SpvOpPtrAccessChain ||
                    in->op == SpvOpInBoundsPtrAccessChain || in->op == SpvOpPtrCastToGeneric ||
                    in->op == SpvOpBitcast || in->op == SpvOpCopyObject;
        if (!pure || !in->id || uses[in->id] || !ir_is_pointer(m, in->type)) continue;
        ir_remove(m, in);
        ir_set_def(m, in->id, NULL);
        again = true;
      }
    }
  }
}

bool lower_printf(tr_ctx *c) {
  ir_module *m = c->m;
  if (!m->opencl_std) return true;
  pctx x = {.c = c, .m = m, .uses = ir_use_counts(m), .u32 = ir_type_int(m, 32, 0)};
  bool any = false;
  IR_FOR_BLOCK(b, c->k) {
    IR_FOR_INST(in, &b->insts) {
      if (in->op != SpvOpExtInst || in->w[0] != m->opencl_std || in->n < 2 || in->w[1] != OpenCLstd_Printf) continue;
      if (!lower_call(&x, in)) return false;
      any = true;
    }
  }
  if (any) remove_dead_pointers(c);
  return true;
}
