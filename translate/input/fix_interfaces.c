/* fix_interfaces.c: llvm-spirv-15 writes SPIR-V 1.4 modules whose entry
 * points leave out module-scope variables that only functions called by
 * the kernel use (at -O0, clang keeps the __constant initializers of
 * private arrays as such variables). From SPIR-V 1.4 on, an entry point's
 * interface must list every global variable its call tree uses, so
 * spirv-val refuses those modules. A superset is valid: every
 * module-scope variable is added to every entry point that lacks it. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "input.h"

enum { OP_ENTRY_POINT = 15, OP_FUNCTION = 54, OP_VARIABLE = 59, SC_FUNCTION = 7 };

/* Words of an OpEntryPoint before its interface ids (opcode, model, id,
 * the name's words), or 0 if malformed. */
static size_t entry_head(const uint32_t *in, size_t len) {
  if (len < 4) return 0;
  const char *name = (const char *)&in[3];
  size_t max = (len - 3) * 4, slen = strnlen(name, max);
  if (slen == max) return 0;
  return 3 + slen / 4 + 1;
}

static bool listed(const uint32_t *in, size_t head, size_t len, uint32_t id) {
  for (size_t k = head; k < len; k++)
    if (in[k] == id) return true;
  return false;
}

/* Counts the ids of `globals` an entry point lacks. */
static size_t missing(const uint32_t *in, size_t len, const uint32_t *globals, size_t ng) {
  size_t head = entry_head(in, len), m = 0;
  for (size_t g = 0; head && g < ng; g++) m += !listed(in, head, len, globals[g]);
  return m;
}

uint32_t *tr_fix_interfaces(const uint32_t *w, size_t n, size_t *out_n) {
  if (n < 5 || w[1] < 0x00010400u) return NULL;
  uint32_t *globals = malloc(n * sizeof *globals);
  if (!globals) return NULL;
  size_t ng = 0, extra = 0;
  for (size_t i = 5; i < n;) {
    uint32_t len = w[i] >> 16, op = w[i] & 0xffff;
    if (!len || len > n - i) {
      free(globals);
      return NULL;
    }
    if (op == OP_FUNCTION) break;
    if (op == OP_VARIABLE && len >= 4 && w[i + 3] != SC_FUNCTION) globals[ng++] = w[i + 2];
    i += len;
  }
  for (size_t i = 5; i < n && ng;) {
    uint32_t len = w[i] >> 16, op = w[i] & 0xffff;
    if (op == OP_FUNCTION) break;
    if (op == OP_ENTRY_POINT) {
      size_t m = missing(&w[i], len, globals, ng);
      if (len + m > 0xffff) {
        free(globals);
        return NULL;
      }
      extra += m;
    }
    i += len;
  }
  if (!extra) {
    free(globals);
    return NULL;
  }
  uint32_t *out = malloc((n + extra) * sizeof *out);
  if (!out) {
    free(globals);
    return NULL;
  }
  memcpy(out, w, 5 * sizeof *out);
  size_t o = 5;
  bool in_functions = false;
  for (size_t i = 5; i < n;) {
    uint32_t len = w[i] >> 16, op = w[i] & 0xffff;
    in_functions |= op == OP_FUNCTION;
    memcpy(&out[o], &w[i], len * sizeof *out);
    if (op == OP_ENTRY_POINT && !in_functions) {
      size_t head = entry_head(&w[i], len), added = 0;
      for (size_t g = 0; head && g < ng; g++)
        if (!listed(&w[i], head, len, globals[g])) out[o + len + added++] = globals[g];
      out[o] = (uint32_t)(len + added) << 16 | op;
      o += added;
    }
    o += len;
    i += len;
  }
  free(globals);
  *out_n = o;
  return out;
}
