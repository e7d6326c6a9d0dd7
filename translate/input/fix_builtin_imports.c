/* fix_builtin_imports.c: older SPIR-V producers (llvm-spirv before 2020, as in
 * PyOpenCL's test/add-vectors-64.spv) declare OpenCL's built-in variables
 * in the UniformConstant storage class, decorated BuiltIn and imported by
 * LinkageAttributes, where current ones use Input. The rest of the
 * translator knows built-ins as Input variables; a UniformConstant one
 * would be taken for a program-scope constant and read from the globals
 * buffer (every work-item then saw id 0). So, before anything else reads
 * the module, each such variable becomes an Input variable of the same
 * pointee (a pointer type is added where the module has none), loses its
 * import (a built-in is the device's, there is nothing to link) and joins
 * every entry point's interface, where SPIR-V wants Input variables. */
#include "input.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/spirv.h>

enum { MAX_VARS = 64 };

typedef struct bvar {
  uint32_t id, ptr; /* the variable, its new Input pointer type */
  uint32_t pointee;
  bool new_ptr;     /* ptr is made here, declared before this variable */
} bvar;

static bool has(const uint32_t *ids, size_t n, uint32_t id) {
  for (size_t i = 0; i < n; i++)
    if (ids[i] == id) return true;
  return false;
}

static const bvar *find_var(const bvar *v, size_t n, uint32_t id) {
  for (size_t i = 0; i < n; i++)
    if (v[i].id == id) return &v[i];
  return NULL;
}

/* Walks the instructions: false where one is malformed. */
static bool walkable(const uint32_t *w, size_t n) {
  for (size_t i = 5; i < n;) {
    uint32_t len = w[i] >> 16;
    if (!len || len > n - i) return false;
    i += len;
  }
  return true;
}

/* The pointee of pointer type `ptr` and its storage class; false if it is
 * not an OpTypePointer. */
static bool pointer(const uint32_t *w, size_t n, uint32_t ptr, uint32_t *storage, uint32_t *pointee) {
  for (size_t i = 5; i < n; i += w[i] >> 16)
    if ((w[i] & 0xffff) == SpvOpTypePointer && (w[i] >> 16) == 4 && w[i + 1] == ptr) {
      *storage = w[i + 2];
      *pointee = w[i + 3];
      return true;
    }
  return false;
}

/* An Input pointer type to `pointee` the module declares before word
 * `before`, or 0. */
static uint32_t input_ptr(const uint32_t *w, size_t before, uint32_t pointee) {
  for (size_t i = 5; i < before; i += w[i] >> 16)
    if ((w[i] & 0xffff) == SpvOpTypePointer && (w[i] >> 16) == 4 && w[i + 2] == SpvStorageClassInput &&
        w[i + 3] == pointee)
      return w[i + 1];
  return 0;
}

uint32_t *tr_fix_builtin_imports(const uint32_t *w, size_t n, size_t *out_n) {
  if (n < 5 || w[0] != SpvMagicNumber || !walkable(w, n)) return NULL;
  /* the built-in decorations' targets */
  uint32_t *bi = malloc(n * sizeof *bi);
  if (!bi) return NULL;
  size_t nbi = 0;
  for (size_t i = 5; i < n; i += w[i] >> 16)
    if ((w[i] & 0xffff) == SpvOpDecorate && (w[i] >> 16) >= 4 && w[i + 2] == SpvDecorationBuiltIn) bi[nbi++] = w[i + 1];
  /* the UniformConstant variables among them */
  bvar v[MAX_VARS];
  size_t nv = 0, added = 0;
  uint32_t bound = w[3];
  for (size_t i = 5; i < n && nv < MAX_VARS; i += w[i] >> 16) {
    if ((w[i] & 0xffff) != SpvOpVariable || (w[i] >> 16) < 4 || w[i + 3] != SpvStorageClassUniformConstant ||
        !has(bi, nbi, w[i + 2]))
      continue;
    uint32_t storage, pointee;
    if (!pointer(w, n, w[i + 1], &storage, &pointee)) continue; /* the validator will say */
    bvar *b = &v[nv++];
    b->id = w[i + 2];
    b->ptr = input_ptr(w, i, pointee);
    b->pointee = pointee;
    b->new_ptr = false;
    /* one new pointer type per pointee, declared before the first variable */
    for (size_t k = 0; k + 1 < nv && !b->ptr; k++)
      if (v[k].new_ptr && v[k].pointee == pointee) b->ptr = v[k].ptr;
    if (!b->ptr) {
      b->ptr = bound++;
      b->new_ptr = true;
      added += 4;
    }
  }
  free(bi);
  if (!nv) return NULL;

  /* each entry point gains up to nv ids */
  size_t entries = 0;
  for (size_t i = 5; i < n; i += w[i] >> 16) entries += (w[i] & 0xffff) == SpvOpEntryPoint;
  uint32_t *out = malloc((n + added + entries * nv) * sizeof *out);
  if (!out) return NULL;
  memcpy(out, w, 5 * sizeof *out);
  out[3] = bound;
  size_t o = 5;
  for (size_t i = 5; i < n; i += w[i] >> 16) {
    uint32_t op = w[i] & 0xffff, len = w[i] >> 16;
    if (op == SpvOpDecorate && len >= 3 && w[i + 2] == SpvDecorationLinkageAttributes && find_var(v, nv, w[i + 1]))
      continue; /* the import of a built-in */
    if (op == SpvOpEntryPoint) {
      size_t start = o;
      memcpy(out + o, w + i, len * sizeof *out);
      o += len;
      /* the interface follows the name (a nul-terminated string from word 3) */
      size_t head = 3;
      while (head < len && memchr(&w[i + head], 0, 4) == NULL) head++;
      head++;
      for (size_t k = 0; k < nv; k++)
        if (head > len || !has(w + i + head, len - head, v[k].id)) out[o++] = v[k].id;
      out[start] = (uint32_t)((o - start) << 16 | SpvOpEntryPoint);
      continue;
    }
    const bvar *b = op == SpvOpVariable && len >= 4 ? find_var(v, nv, w[i + 2]) : NULL;
    if (b) {
      if (b->new_ptr) {
        out[o++] = 4u << 16 | SpvOpTypePointer;
        out[o++] = b->ptr;
        out[o++] = SpvStorageClassInput;
        out[o++] = b->pointee;
      }
      /* no initializer: an import has none, an Input variable may not */
      out[o++] = 4u << 16 | SpvOpVariable;
      out[o++] = b->ptr;
      out[o++] = b->id;
      out[o++] = SpvStorageClassInput;
      continue;
    }
    memcpy(out + o, w + i, len * sizeof *out);
    o += len;
  }
  *out_n = o;
  return out;
}
