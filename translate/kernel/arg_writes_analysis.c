/* arg_writes_analysis.c: whether a kernel may write memory through a pointer
 * parameter. The runtime uses the answer to keep a buffer's contents valid
 * on several devices of a context at once (a buffer only read by a kernel
 * need not be taken away from the other devices). The analysis follows every
 * value derived from the parameter (address arithmetic, casts, phis, selects,
 * integer conversions) through the kernel and answers true on anything that
 * writes through such a value or lets it escape where it cannot be followed:
 * stores, atomics other than loads, memory copies into it, stores of the
 * pointer itself, calls, and extended instructions with a pointer output. A
 * false answer is a proof; a true one may be conservative. */
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/OpenCL.std.h>

#include "kernel_internal.h"

/* OpenCL.std instructions that only read through their pointer operand. */
static bool std_reads_only(uint32_t ext) {
  switch (ext) {
  case OpenCLstd_Vloadn:
  case OpenCLstd_Vload_half:
  case OpenCLstd_Vload_halfn:
  case OpenCLstd_Vloada_halfn:
  case OpenCLstd_Prefetch:
  case OpenCLstd_Printf:
    return true;
  default:
    return false;
  }
}

static bool is_pointer(const ir_module *m, uint32_t id) {
  uint32_t t = ir_type_of(m, id);
  ir_inst *ti = t ? ir_type_inst(m, t) : NULL;
  return ti && ti->op == SpvOpTypePointer;
}

typedef enum use_effect { USE_NONE, USE_DERIVES, USE_WRITES } use_effect;

/* What instruction `in`, some of whose operands are derived from the
 * parameter, does with them. */
static use_effect effect_of(const tr_ctx *c, const ir_inst *in, const uint8_t *derived) {
  const ir_module *m = c->m;
  switch (in->op) {
  case SpvOpLoad:
  case SpvOpAtomicLoad:
  case SpvOpSubgroupBlockReadINTEL:
  case SpvOpPtrEqual:
  case SpvOpPtrNotEqual:
  case SpvOpLifetimeStart:
  case SpvOpLifetimeStop:
  case SpvOpBranchConditional:
  case SpvOpSwitch:
  case SpvOpSelectionMerge:
  case SpvOpLoopMerge:
    return USE_NONE;
  case SpvOpCopyMemory:
  case SpvOpCopyMemorySized:
    /* the target is operand 0 */
    return in->n < 1 || in->w[0] >= m->bound || derived[in->w[0]] ? USE_WRITES : USE_NONE;
  case SpvOpGroupAsyncCopy:
    /* execution scope, destination, source, count, stride, event */
    return in->n < 2 || in->w[1] >= m->bound || derived[in->w[1]] ? USE_WRITES : USE_NONE;
  case SpvOpExtInst:
    if (in->n < 2) return USE_WRITES;
    if (in->w[0] != m->opencl_std) return USE_NONE; /* debug information */
    if (std_reads_only(in->w[1])) return USE_NONE;
    for (uint32_t i = 2; i < in->n; i++)
      if (in->isid[i] && in->w[i] < m->bound && derived[in->w[i]] && is_pointer(m, in->w[i])) return USE_WRITES;
    return in->id ? USE_DERIVES : USE_NONE;
  default:
    break;
  }
  if (in->op == SpvOpStore || in->op == SpvOpFunctionCall || ir_is_atomic(in->op) ||
      in->op == SpvOpSubgroupBlockWriteINTEL)
    return USE_WRITES;
  /* Anything else that makes a value may carry the address on (arithmetic,
   * casts, phis, selects, composites); anything else without a result is
   * not understood here, so counts as a write. */
  return in->id ? USE_DERIVES : USE_WRITES;
}

bool tr_param_may_write(tr_ctx *c, uint32_t param) {
  ir_module *m = c->m;
  uint8_t *derived = calloc(m->bound, 1);
  if (!derived) return true;
  derived[param] = 1;
  bool writes = false, changed = true;
  /* Phis can carry a value around a loop: repeat until nothing new. */
  while (changed && !writes) {
    changed = false;
    IR_FOR_BLOCK(b, c->k) {
      for (ir_inst *in = b->insts.first; in && !writes; in = in->next) {
        if (in->id >= m->bound) {
          writes = true; /* not understood: counts as a write */
          break;
        }
        if (in->id && derived[in->id]) continue;
        bool touches = false;
        for (uint32_t i = 0; i < in->n && !touches; i++) touches = in->isid[i] && in->w[i] < m->bound && derived[in->w[i]];
        if (!touches) continue;
        switch (effect_of(c, in, derived)) {
        case USE_NONE:
          break;
        case USE_DERIVES:
          derived[in->id] = 1;
          changed = true;
          break;
        case USE_WRITES:
          writes = true;
          break;
        }
      }
    }
  }
  free(derived);
  return writes;
}
