/* link_odr.c: LinkOnceODR linkage (SPV_KHR_linkonce_odr,
 * cl_khr_spirv_linkonce_odr) resolved before SPIRV-Tools' linker, which
 * (Debian's 2023.1) takes such a symbol neither as an export that imports
 * of other inputs resolve to nor as a duplicate it may merge: it left two
 * definitions of one name, and an import of it unresolved.
 *
 * The rule: every definition of a LinkOnceODR name is the same (that is
 * what ODR promises), so one of them serves all. Where no input exports
 * the name, its first LinkOnceODR definition (in input order) becomes an
 * Export; every other LinkOnceODR definition of it loses its linkage and
 * stays a private function of its own input, which its input's calls keep
 * using. */
#include <stdlib.h>
#include <string.h>

#include "shoal_compile.h"

enum { OP_DECORATE = 71, DEC_LINKAGE_ATTRIBUTES = 41, LINKAGE_EXPORT = 0, LINKAGE_LINK_ONCE_ODR = 2 };

/* The name of a LinkageAttributes decoration at w[i] (len words) with
 * linkage `type`, or NULL. */
static const char *linkage_name(const uint32_t *w, size_t i, uint32_t len, uint32_t type) {
  if ((w[i] & 0xffff) != OP_DECORATE || len < 5 || w[i + 2] != DEC_LINKAGE_ATTRIBUTES || w[i + len - 1] != type)
    return NULL;
  const char *name = (const char *)&w[i + 3];
  size_t max = (size_t)(len - 4) * 4;
  return strnlen(name, max) < max ? name : NULL;
}

/* Whether one of the first `upto` inputs has a linkage decoration of
 * `type` named `name`. */
static bool has_linkage(const uint32_t *const *modules, const size_t *nwords, size_t upto, const char *name,
                        uint32_t type) {
  for (size_t m = 0; m < upto; m++) {
    const uint32_t *w = modules[m];
    for (size_t i = 5; i < nwords[m];) {
      uint32_t len = w[i] >> 16;
      if (!len || len > nwords[m] - i) break;
      const char *n = linkage_name(w, i, len, type);
      if (n && !strcmp(n, name)) return true;
      i += len;
    }
  }
  return false;
}

cc_status cc_link_odr(const uint32_t *const *modules, const size_t *nwords, size_t count, uint32_t ***out,
                      size_t **out_words) {
  *out = NULL;
  *out_words = NULL;
  bool any = false;
  for (size_t m = 0; m < count && !any; m++)
    for (size_t i = 5; i < nwords[m] && !any;) {
      uint32_t len = modules[m][i] >> 16;
      if (!len || len > nwords[m] - i) break; /* malformed: the linker reports it */
      any = linkage_name(modules[m], i, len, LINKAGE_LINK_ONCE_ODR) != NULL;
      i += len;
    }
  if (!any) return CC_OK;
  uint32_t **mods = calloc(count, sizeof *mods);
  size_t *sizes = calloc(count, sizeof *sizes);
  if (!mods || !sizes) goto oom;
  for (size_t m = 0; m < count; m++) {
    const uint32_t *w = modules[m];
    uint32_t *o = malloc((nwords[m] ? nwords[m] : 1) * sizeof *o);
    if (!o) goto oom;
    mods[m] = o;
    size_t n = nwords[m] < 5 ? nwords[m] : 5;
    memcpy(o, w, n * sizeof *o);
    for (size_t i = 5; i < nwords[m];) {
      uint32_t len = w[i] >> 16;
      if (!len || len > nwords[m] - i) {
        /* copy the rest as it is, for the linker to refuse */
        memcpy(o + n, w + i, (nwords[m] - i) * sizeof *o);
        n += nwords[m] - i;
        break;
      }
      const char *name = linkage_name(w, i, len, LINKAGE_LINK_ONCE_ODR);
      memcpy(o + n, w + i, len * sizeof *o);
      if (name) {
        bool first = !has_linkage(modules, nwords, count, name, LINKAGE_EXPORT) &&
                     !has_linkage(modules, nwords, m, name, LINKAGE_LINK_ONCE_ODR);
        /* an earlier LinkOnceODR definition in this same input is a
         * duplicate too: only the input's first is looked at above */
        for (size_t j = 5; first && j < i;) {
          uint32_t l = w[j] >> 16;
          const char *n2 = linkage_name(w, j, l, LINKAGE_LINK_ONCE_ODR);
          if (n2 && !strcmp(n2, name)) first = false;
          j += l;
        }
        if (first)
          o[n + len - 1] = LINKAGE_EXPORT;
        else
          len = 0; /* the decoration dropped */
      }
      n += len;
      i += w[i] >> 16;
    }
    sizes[m] = n;
  }
  *out = mods;
  *out_words = sizes;
  return CC_OK;
oom:
  for (size_t m = 0; mods && m < count; m++) free(mods[m]);
  free(mods);
  free(sizes);
  return CC_NO_MEMORY;
}
