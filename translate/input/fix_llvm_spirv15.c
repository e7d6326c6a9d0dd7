/* fix_llvm_spirv15.c: word-level repairs of what llvm-spirv 15 gets wrong, each
 * keeping the module's length.
 *
 * - It writes atomic_compare_exchange_weak as OpAtomicCompareExchangeWeak
 *   even in SPIR-V 1.4 modules, where that instruction no longer exists
 *   (the validator refuses it). It has the operands of
 *   OpAtomicCompareExchange and may fail spuriously, so the strong form is
 *   a correct reading: such modules get it.
 * - From optimized LLVM IR it can write an OpVariable after another
 *   instruction of the entry block (a bitcast of an earlier alloca that
 *   lifetime markers use), which SPIR-V forbids (2.16.1): the entry
 *   block's variables move to its top, in their order. A variable's
 *   operands are module-level, so moving it up changes nothing else. */
#include "input.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/spirv.h>

static bool copy_once(uint32_t **out, const uint32_t *words, size_t n) {
  if (*out) return true;
  *out = malloc(n * sizeof **out);
  if (!*out) return false;
  memcpy(*out, words, n * sizeof **out);
  return true;
}

/* The entry block's words [begin, end): variables first. */
static bool hoist_variables(uint32_t **out, const uint32_t *words, size_t n, size_t begin, size_t end) {
  bool other = false, late = false;
  for (size_t i = begin; i < end; i += words[i] >> 16) {
    uint32_t op = words[i] & 0xffff;
    if (op == SpvOpVariable) late |= other;
    else if (op != SpvOpLine && op != SpvOpNoLine) other = true;
  }
  if (!late) return true;
  if (!copy_once(out, words, n)) return false;
  size_t w = begin;
  for (int pass = 0; pass < 2; pass++)
    for (size_t i = begin; i < end; i += words[i] >> 16) {
      bool var = (words[i] & 0xffff) == SpvOpVariable;
      if (var != (pass == 0)) continue;
      memcpy(*out + w, words + i, (words[i] >> 16) * sizeof **out);
      w += words[i] >> 16;
    }
  return true;
}

uint32_t *tr_fix_input(const uint32_t *words, size_t n) {
  if (n < 5 || words[0] != SpvMagicNumber) return NULL;
  bool spirv14 = words[1] >= 0x00010400;
  uint32_t *out = NULL;
  /* where the current function's entry block starts (0: not in one) */
  size_t entry = 0;
  bool in_function = false;
  for (size_t i = 5; i < n;) {
    uint32_t len = words[i] >> 16, op = words[i] & 0xffff;
    if (!len || i + len > n) break; /* the parser reports it */
    if (op == SpvOpFunction) {
      in_function = true;
    } else if (op == SpvOpLabel || op == SpvOpFunctionEnd) {
      if (entry && !hoist_variables(&out, words, n, entry, i)) break;
      entry = op == SpvOpLabel && in_function ? i + len : 0;
      in_function = false;
    } else if (op == SpvOpAtomicCompareExchangeWeak && spirv14) {
      if (!copy_once(&out, words, n)) return NULL;
      out[i] = (words[i] & 0xffff0000u) | SpvOpAtomicCompareExchange;
    }
    i += len;
  }
  return out;
}
