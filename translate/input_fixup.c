/* input_fixup.c: llvm-spirv 15 writes atomic_compare_exchange_weak as
 * OpAtomicCompareExchangeWeak even in SPIR-V 1.4 modules, where that
 * instruction no longer exists (the validator refuses it). It has the
 * operands of OpAtomicCompareExchange and may fail spuriously, so the strong
 * form is a correct reading: such modules get it before validation. */
#include "input_fixup.h"

#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/spirv.h>

uint32_t *tr_fix_input(const uint32_t *words, size_t n) {
  if (n < 5 || words[0] != SpvMagicNumber || words[1] < 0x00010400) return NULL;
  uint32_t *out = NULL;
  for (size_t i = 5; i < n;) {
    uint32_t len = words[i] >> 16;
    if (!len || i + len > n) break; /* the parser reports it */
    if ((words[i] & 0xffff) == SpvOpAtomicCompareExchangeWeak) {
      if (!out) {
        out = malloc(n * sizeof *out);
        if (!out) return NULL;
        memcpy(out, words, n * sizeof *out);
      }
      out[i] = (words[i] & 0xffff0000u) | SpvOpAtomicCompareExchange;
    }
    i += len;
  }
  return out;
}
