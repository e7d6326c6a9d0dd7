/* input_strip_merges.c: the input's own merge instructions dropped before
 * validation (see the function's comment for why). */
#include "input.h"

#include <stdlib.h>
#include <string.h>

/* Merge instructions of the input mean nothing to the translator, which
 * structures the CFG itself (cfg/lower_structurize.c strips them), but
 * llvm-spirv-15 writes wrong ones for loops with unroll pragmas: several
 * OpLoopMerge in one block, a block that is the merge of two headers,
 * which the input validator rejects; and OpLoopControlINTEL (front end,
 * every extension on), which Vulkan does not have. Dropped here, before
 * validation, with the capability that goes with the last. */
uint32_t *tr_strip_input_merges(const uint32_t *words, size_t n, size_t *out_n) {
  enum { OP_CAPABILITY = 17, OP_LOOP_MERGE = 246, OP_SELECTION_MERGE = 247, OP_LOOP_CONTROL_INTEL = 5887,
         CAP_UNSTRUCTURED_LOOP_CONTROLS_INTEL = 5886 };
  if (n < 5) return NULL;
  bool any = false;
  for (size_t at = 5; at < n;) {
    uint32_t len = words[at] >> 16, op = words[at] & 0xffff;
    if (!len || len > n - at) return NULL; /* malformed: the validator says so */
    any |= op == OP_LOOP_MERGE || op == OP_SELECTION_MERGE || op == OP_LOOP_CONTROL_INTEL;
    at += len;
  }
  if (!any) return NULL;
  uint32_t *out = malloc(sizeof *out * n);
  if (!out) return NULL;
  memcpy(out, words, sizeof *out * 5);
  size_t o = 5;
  for (size_t at = 5; at < n;) {
    uint32_t len = words[at] >> 16, op = words[at] & 0xffff;
    bool drop = op == OP_LOOP_MERGE || op == OP_SELECTION_MERGE || op == OP_LOOP_CONTROL_INTEL ||
                (op == OP_CAPABILITY && len == 2 && words[at + 1] == CAP_UNSTRUCTURED_LOOP_CONTROLS_INTEL);
    if (!drop) {
      memcpy(out + o, words + at, sizeof *out * len);
      o += len;
    }
    at += len;
  }
  *out_n = o;
  return out;
}
