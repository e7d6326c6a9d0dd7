/* fix_builtin_dims.c: llvm-spirv 15 writes get_global_id(4) (a constant
 * dimension) as an OpCompositeExtract at index 4 of the loaded
 * GlobalInvocationId vector, which the validator refuses (the index is
 * past the vector's end), although OpenCL C defines the result: 0 for ids
 * and offsets, 1 for sizes and counts. Each such extract becomes a
 * module-level OpConstant with the same result id, so every use stays
 * valid. (A run-time dimension arrives as OpVectorExtractDynamic, which
 * lower_builtin_variables guards.) */
#include "input.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/spirv.h>

uint64_t tr_builtin_out_of_range_value(uint32_t builtin) {
  switch (builtin) {
  case SpvBuiltInWorkgroupSize:
  case SpvBuiltInEnqueuedWorkgroupSize:
  case SpvBuiltInGlobalSize:
  case SpvBuiltInNumWorkgroups: return 1;
  default: return 0;
  }
}

bool tr_builtin_takes_dim(uint32_t bi) {
  switch (bi) {
  case SpvBuiltInGlobalInvocationId:
  case SpvBuiltInLocalInvocationId:
  case SpvBuiltInWorkgroupId:
  case SpvBuiltInWorkgroupSize:
  case SpvBuiltInEnqueuedWorkgroupSize:
  case SpvBuiltInGlobalSize:
  case SpvBuiltInGlobalOffset:
  case SpvBuiltInNumWorkgroups: return true;
  default: return false;
  }
}

/* Whether the instruction at w[i] is an extract to replace. */
static bool out_of_range(const uint32_t *w, size_t i, uint32_t bound, const uint32_t *bi, const uint8_t *width) {
  return (w[i] & 0xffff) == SpvOpCompositeExtract && (w[i] >> 16) == 5 && w[i + 1] < bound && w[i + 3] < bound &&
         bi[w[i + 3]] && tr_builtin_takes_dim(bi[w[i + 3]] - 1) && w[i + 4] >= 3 && width[w[i + 1]];
}

uint32_t *tr_fix_builtin_dims(const uint32_t *w, size_t n, size_t *out_n) {
  if (n < 5 || w[0] != SpvMagicNumber || w[3] > (1u << 24)) return NULL;
  uint32_t bound = w[3];
  /* per id: 1 + BuiltIn of a variable, then of a load of it; int widths */
  uint32_t *bi = calloc(bound, sizeof *bi);
  uint8_t *width = calloc(bound, 1);
  if (!bi || !width) goto none;
  size_t first_fn = 0, nfix = 0, extra = 0;
  for (size_t i = 5; i < n;) {
    uint32_t len = w[i] >> 16, op = w[i] & 0xffff;
    if (!len || i + len > n) goto none;
    if (op == SpvOpDecorate && len == 4 && w[i + 2] == SpvDecorationBuiltIn && w[i + 1] < bound && w[i + 3] < 4096)
      bi[w[i + 1]] = 1 + w[i + 3];
    else if (op == SpvOpTypeInt && len == 4 && w[i + 1] < bound && (w[i + 2] == 32 || w[i + 2] == 64))
      width[w[i + 1]] = (uint8_t)w[i + 2];
    else if (op == SpvOpFunction && !first_fn)
      first_fn = i;
    else if (op == SpvOpLoad && len >= 4 && w[i + 2] < bound && w[i + 3] < bound && bi[w[i + 3]] &&
             !bi[w[i + 2]])
      bi[w[i + 2]] = bi[w[i + 3]];
    else if (out_of_range(w, i, bound, bi, width)) {
      nfix++;
      extra += width[w[i + 1]] == 64 ? 5 : 4;
    }
    i += len;
  }
  if (!nfix || !first_fn) goto none;
  uint32_t *out = malloc((n - 5 * nfix + extra) * sizeof *out);
  if (!out) goto none;
  /* the constants go right before the first function: every type is
   * declared by then */
  memcpy(out, w, first_fn * sizeof *out);
  size_t o = first_fn;
  for (size_t i = first_fn; i < n; i += w[i] >> 16) {
    if (!out_of_range(w, i, bound, bi, width)) continue;
    uint64_t v = tr_builtin_out_of_range_value(bi[w[i + 3]] - 1);
    bool wide = width[w[i + 1]] == 64;
    out[o++] = ((wide ? 5u : 4u) << 16) | SpvOpConstant;
    out[o++] = w[i + 1];
    out[o++] = w[i + 2];
    out[o++] = (uint32_t)v;
    if (wide) out[o++] = (uint32_t)(v >> 32);
  }
  for (size_t i = first_fn; i < n; i += w[i] >> 16) {
    uint32_t len = w[i] >> 16;
    if (out_of_range(w, i, bound, bi, width)) continue;
    memcpy(out + o, w + i, len * sizeof *out);
    o += len;
  }
  free(bi);
  free(width);
  *out_n = o;
  return out;
none:
  free(bi);
  free(width);
  return NULL;
}
