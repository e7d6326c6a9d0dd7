/* link_symbols.c: what SPIRV-Tools' linker does not check before linking:
 * a symbol exported by two inputs (OpenCL C says a program may define a
 * function once; the linker would keep one silently). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shoal_compile.h"

enum { OP_DECORATE = 71, DEC_LINKAGE_ATTRIBUTES = 41, LINKAGE_EXPORT = 0 };

typedef struct sym {
  const char *name;
  size_t module;
} sym;

/* Appends module m's exported names to *syms. False when out of memory. */
static bool collect(const uint32_t *w, size_t n, size_t m, sym **syms, size_t *count, size_t *cap) {
  for (size_t i = 5; i < n;) {
    uint32_t len = w[i] >> 16, op = w[i] & 0xffff;
    if (!len || len > n - i) break; /* malformed: the linker reports it */
    if (op == OP_DECORATE && len >= 5 && w[i + 2] == DEC_LINKAGE_ATTRIBUTES && w[i + len - 1] == LINKAGE_EXPORT) {
      const char *name = (const char *)&w[i + 3];
      size_t max = (len - 4) * 4;
      if (strnlen(name, max) < max) {
        if (*count == *cap) {
          *cap = *cap ? *cap * 2 : 64;
          sym *s = realloc(*syms, *cap * sizeof *s);
          if (!s) return false;
          *syms = s;
        }
        (*syms)[(*count)++] = (sym){name, m};
      }
    }
    i += len;
  }
  return true;
}

static int by_name(const void *a, const void *b) {
  const sym *x = a, *y = b;
  int c = strcmp(x->name, y->name);
  return c ? c : (x->module > y->module) - (x->module < y->module);
}

cc_status cc_link_check(const uint32_t *const *modules, const size_t *nwords, size_t count, char **log) {
  *log = NULL;
  sym *syms = NULL;
  size_t n = 0, cap = 0;
  for (size_t m = 0; m < count; m++)
    if (!collect(modules[m], nwords[m], m, &syms, &n, &cap)) {
      free(syms);
      return CC_NO_MEMORY;
    }
  qsort(syms, n, sizeof *syms, by_name);
  cc_status st = CC_OK;
  for (size_t i = 1; i < n && st == CC_OK; i++) {
    if (strcmp(syms[i].name, syms[i - 1].name) || syms[i].module == syms[i - 1].module) continue;
    size_t len = strlen(syms[i].name) + 128;
    *log = malloc(len);
    if (!*log) {
      st = CC_NO_MEMORY;
      break;
    }
    snprintf(*log, len, "error: '%s' is defined by input %zu and by input %zu\n", syms[i].name,
             syms[i - 1].module, syms[i].module);
    st = CC_FAILED;
  }
  free(syms);
  return st;
}
