/* fix_intel_fast_math.c: opencl-clang (Intel's front end, which Shoal uses for
 * OpenCL C source) turns on every SPIR-V extension in its llvm-spirv, so
 * under -cl-fast-relaxed-math / -cl-unsafe-math-optimizations it writes
 * SPV_INTEL_fp_fast_math_mode: the FPFastMathModeINTEL capability and two
 * more FPFastMathMode bits (AllowContractFastINTEL, AllowReassocINTEL).
 * SPIRV-Tools' OpenCL environment refuses the capability. The two bits
 * only allow what Vulkan drivers may do to undecorated code anyway, and
 * the standard bits beside them (Fast, AllowRecip, ...) say what the
 * translator uses, so the extension is dropped before validation. */
#include "input.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

enum {
  OP_EXTENSION = 10,
  OP_CAPABILITY = 17,
  OP_DECORATE = 71,
  DEC_FP_FAST_MATH_MODE = 40,
  CAP_FP_FAST_MATH_MODE_INTEL = 5837,
  INTEL_BITS = 0x30000, /* AllowContractFastINTEL | AllowReassocINTEL */
};

static const char EXT_NAME[] = "SPV_INTEL_fp_fast_math_mode";

static bool is_the_extension(const uint32_t *in, size_t len) {
  if (len < 2) return false;
  size_t max = (len - 1) * 4;
  const char *name = (const char *)&in[1];
  return strnlen(name, max) == sizeof EXT_NAME - 1 && !memcmp(name, EXT_NAME, sizeof EXT_NAME - 1);
}

/* Whether the instruction goes (1), has Intel bits to clear (2), or stays (0). */
static int classify(const uint32_t *in, size_t len) {
  uint32_t op = in[0] & 0xffff;
  if (op == OP_CAPABILITY && len == 2 && in[1] == CAP_FP_FAST_MATH_MODE_INTEL) return 1;
  if (op == OP_EXTENSION && is_the_extension(in, len)) return 1;
  if (op == OP_DECORATE && len == 4 && in[2] == DEC_FP_FAST_MATH_MODE && (in[3] & INTEL_BITS)) return 2;
  return 0;
}

uint32_t *tr_drop_intel_fast_math(const uint32_t *w, size_t n, size_t *out_n) {
  if (n < 5) return NULL;
  bool any = false;
  for (size_t i = 5; i < n;) {
    size_t len = w[i] >> 16;
    if (!len || i + len > n) return NULL; /* malformed: left to the parser's message */
    any |= classify(w + i, len) != 0;
    i += len;
  }
  if (!any) return NULL;
  uint32_t *out = malloc(n * sizeof *out);
  if (!out) return NULL;
  memcpy(out, w, 5 * sizeof *out);
  size_t o = 5;
  for (size_t i = 5; i < n;) {
    size_t len = w[i] >> 16;
    int c = classify(w + i, len);
    if (c != 1) {
      memcpy(out + o, w + i, len * sizeof *out);
      if (c == 2) out[o + 3] &= ~(uint32_t)INTEL_BITS;
      o += len;
    }
    i += len;
  }
  *out_n = o;
  return out;
}
