/* input_specialize.c: OpenCL specialization constants. The application sets
 * them before clBuildProgram and they cannot change afterwards (OpenCL API
 * 5.8.4), so they are frozen into ordinary constants in the input module:
 * the translator then needs no path for them, and the Vulkan specialization
 * constants it makes itself (local sizes, image formats, sub-group sizes)
 * cannot collide with the module's SpecIds. Works on the words alone (the
 * instruction stream, which tr_check_module has found well-formed). */
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/spirv.h>

#include "shoal_translate.h"

typedef struct idvec {
  uint32_t *v;
  size_t n, cap;
} idvec;

static bool push(idvec *x, uint32_t a) {
  if (x->n == x->cap) {
    size_t cap = x->cap ? x->cap * 2 : 32;
    uint32_t *v = realloc(x->v, cap * sizeof *v);
    if (!v) return false;
    x->v = v;
    x->cap = cap;
  }
  x->v[x->n++] = a;
  return true;
}

/* Pairs (key, value) in one vector: a lookup by key. */
static bool find(const idvec *x, uint32_t key, uint32_t *val) {
  for (size_t i = 0; i + 1 < x->n; i += 2)
    if (x->v[i] == key) {
      if (val) *val = x->v[i + 1];
      return true;
    }
  return false;
}

/* What the module says about its specialization constants: SpecId
 * decorations (target, id) and scalar types (type id, bytes; bools 1). */
typedef struct scan {
  idvec specid, types;
} scan;

static void scan_free(scan *s) {
  free(s->specid.v);
  free(s->types.v);
}

/* Walks the instruction stream; false when it is malformed. */
static bool scan_module(const uint32_t *w, size_t n, scan *s) {
  memset(s, 0, sizeof *s);
  if (!w || n < 5) return false;
  for (size_t i = 5; i < n;) {
    uint32_t len = w[i] >> 16, op = w[i] & 0xffff;
    if (!len || len > n - i) return false;
    bool ok = true;
    if (op == SpvOpDecorate && len == 4 && w[i + 2] == SpvDecorationSpecId)
      ok = push(&s->specid, w[i + 1]) && push(&s->specid, w[i + 3]);
    else if ((op == SpvOpTypeInt || op == SpvOpTypeFloat) && len >= 3)
      ok = push(&s->types, w[i + 1]) && push(&s->types, w[i + 2] / 8);
    else if (op == SpvOpTypeBool && len == 2)
      ok = push(&s->types, w[i + 1]) && push(&s->types, 1);
    if (!ok) return false;
    i += len;
  }
  return true;
}

static bool is_scalar_spec(uint32_t op) {
  return op == SpvOpSpecConstant || op == SpvOpSpecConstantTrue || op == SpvOpSpecConstantFalse;
}

int tr_spec_constants(const uint32_t *w, size_t n, tr_spec_const **out) {
  *out = NULL;
  scan s;
  if (!scan_module(w, n, &s)) {
    scan_free(&s);
    return -1;
  }
  tr_spec_const *v = calloc(s.specid.n / 2 + 1, sizeof *v);
  int count = 0;
  for (size_t i = 5; v && i < n; i += w[i] >> 16) {
    uint32_t len = w[i] >> 16, op = w[i] & 0xffff, id, size;
    if (!is_scalar_spec(op) || len < 3 || !find(&s.specid, w[i + 2], &id) || !find(&s.types, w[i + 1], &size))
      continue;
    bool seen = false;
    for (int k = 0; k < count; k++) seen |= v[k].id == id;
    if (!seen) v[count++] = (tr_spec_const){id, size};
  }
  scan_free(&s);
  if (!v) return -1;
  if (!count) free(v);
  else *out = v;
  return count;
}

static const tr_spec_value *value_of(const tr_spec_value *v, uint32_t nv, uint32_t id) {
  for (uint32_t i = nv; i-- > 0;)
    if (v[i].id == id) return &v[i];
  return NULL;
}

/* Whether every constituent of a composite constant is a constant that is
 * no longer a specialization constant (OpConstantComposite may hold only
 * those, SPIR-V 3.52.7). */
static bool constituents_frozen(const uint32_t *w, uint32_t len, const idvec *still_spec) {
  for (uint32_t k = 3; k < len; k++)
    for (size_t j = 0; j < still_spec->n; j++)
      if (still_spec->v[j] == w[k]) return false;
  return true;
}

uint32_t *tr_specialize(const uint32_t *w, size_t n, const tr_spec_value *values, uint32_t nvalues,
                        size_t *out_words) {
  scan s;
  uint32_t *out = NULL;
  idvec still_spec = {0}; /* OpSpecConstantOp and composites of them */
  if (!scan_module(w, n, &s) || !(out = malloc(n * sizeof *out))) goto fail;
  memcpy(out, w, 5 * sizeof *out);
  size_t o = 5;
  for (size_t i = 5; i < n; i += w[i] >> 16) {
    uint32_t len = w[i] >> 16, op = w[i] & 0xffff;
    if (op == SpvOpDecorate && len == 4 && w[i + 2] == SpvDecorationSpecId) continue;
    memcpy(out + o, w + i, len * sizeof *out);
    uint32_t id, bytes;
    const tr_spec_value *v =
        len >= 3 && is_scalar_spec(op) && find(&s.specid, w[i + 2], &id) ? value_of(values, nvalues, id) : NULL;
    switch (op) {
    case SpvOpSpecConstantTrue:
    case SpvOpSpecConstantFalse: {
      bool val = v ? v->bits != 0 : op == SpvOpSpecConstantTrue;
      out[o] = (len << 16) | (val ? SpvOpConstantTrue : SpvOpConstantFalse);
      break;
    }
    case SpvOpSpecConstant:
      out[o] = (len << 16) | SpvOpConstant;
      if (v && len >= 4 && find(&s.types, w[i + 1], &bytes)) {
        /* Literals narrower than a word have their high bits 0: OpenCL
         * integers are unsigned-signedness, floats zero-extended (2.2.1) */
        uint64_t bits = bytes >= 8 ? v->bits : v->bits & ((1ull << (8 * bytes)) - 1);
        out[o + 3] = (uint32_t)bits;
        if (len >= 5) out[o + 4] = (uint32_t)(bits >> 32);
      }
      break;
    case SpvOpSpecConstantComposite:
      if (len >= 3 && constituents_frozen(w + i, len, &still_spec)) out[o] = (len << 16) | SpvOpConstantComposite;
      else if (len >= 3 && !push(&still_spec, w[i + 2])) goto fail;
      break;
    case SpvOpSpecConstantOp:
      if (len >= 3 && !push(&still_spec, w[i + 2])) goto fail;
      break;
    default: break;
    }
    o += len;
  }
  scan_free(&s);
  free(still_spec.v);
  *out_words = o;
  return out;
fail:
  scan_free(&s);
  free(still_spec.v);
  free(out);
  return NULL;
}
