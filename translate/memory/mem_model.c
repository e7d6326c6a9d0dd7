/* mem_model.c: OpenCL memory orders, scopes and fence flags in Vulkan's
 * terms, and which memory model a kernel is given.
 *
 * A kernel that synchronizes through memory (atomics of the program,
 * fences, barriers that order __global memory) gets the Vulkan memory
 * model where the device has it: its loads and stores of buffers and
 * __local memory are non-private (they take part in the ordering), and a
 * release or acquire also makes writes available or visible at its scope.
 * That is what OpenCL 2.0's model asks of acquire/release (C11-like) and of
 * the fences of OpenCL 1.x. Other kernels keep the GLSL450 model, whose
 * work-group barriers are exactly GLSL's barrier(), so their code does not
 * change. SHOAL_VULKAN_MEMORY_MODEL=1 gives every kernel the Vulkan model
 * (on devices that have it), =0 none. */
#include <stdlib.h>
#include <string.h>

#include "memory_internal.h"

enum {
  ORDER_BITS = SpvMemorySemanticsAcquireMask | SpvMemorySemanticsReleaseMask |
               SpvMemorySemanticsAcquireReleaseMask | SpvMemorySemanticsSequentiallyConsistentMask,
  VK_STORAGE_BITS = SpvMemorySemanticsUniformMemoryMask | SpvMemorySemanticsWorkgroupMemoryMask |
                    SpvMemorySemanticsImageMemoryMask,
};

/* Does the kernel order memory between invocations beyond what a
 * work-group barrier on __local memory does? */
static bool synchronizes(tr_ctx *c) {
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      if (ir_is_atomic(in->op) || in->op == SpvOpMemoryBarrier) return true;
      uint64_t sem;
      if (in->op == SpvOpControlBarrier && in->n >= 3 && ir_const_value(c->m, in->w[2], &sem) &&
          (sem & (SpvMemorySemanticsCrossWorkgroupMemoryMask | SpvMemorySemanticsUniformMemoryMask)))
        return true;
    }
  }
  return false;
}

void tr_choose_memory_model(tr_ctx *c) {
  const char *env = getenv("SHOAL_VULKAN_MEMORY_MODEL");
  if (!c->t->vulkan_memory_model || (env && !strcmp(env, "0"))) {
    c->vulkan_mm = false;
    return;
  }
  c->vulkan_mm = (env && !strcmp(env, "1")) || synchronizes(c);
}

uint32_t tr_vk_scope(uint64_t cl_scope) {
  switch (cl_scope) {
  case SpvScopeCrossDevice: /* memory_scope_all_svm_devices: one device shares a buffer */
  case SpvScopeDevice: return SpvScopeDevice;
  case SpvScopeWorkgroup: return SpvScopeWorkgroup;
  case SpvScopeSubgroup: return SpvScopeSubgroup;
  case SpvScopeInvocation: return SpvScopeInvocation;
  default: return SpvScopeDevice; /* QueueFamily and the unknown: the widest we have */
  }
}

uint32_t tr_vk_semantics(const tr_ctx *c, uint64_t cl_sem, uint32_t storage_if_none, tr_sem_use use) {
  uint32_t s = (uint32_t)cl_sem;
  uint32_t storage = s & VK_STORAGE_BITS;
  /* __global memory is the UniformMemory class for PhysicalStorageBuffer */
  if (s & SpvMemorySemanticsCrossWorkgroupMemoryMask) storage |= SpvMemorySemanticsUniformMemoryMask;
  bool acq = s & (SpvMemorySemanticsAcquireMask | SpvMemorySemanticsAcquireReleaseMask |
                  SpvMemorySemanticsSequentiallyConsistentMask);
  bool rel = s & (SpvMemorySemanticsReleaseMask | SpvMemorySemanticsAcquireReleaseMask |
                  SpvMemorySemanticsSequentiallyConsistentMask);
  switch (use) {
  case TR_SEM_FENCE:
    /* OpenCL C's fences order the memory their flags name, acquire and
     * release both; flags without an order, or an order without flags,
     * order nothing Vulkan can express otherwise */
    if (storage && !acq && !rel) acq = rel = true;
    if (!storage) acq = rel = false;
    break;
  case TR_SEM_LOAD: rel = false; break;
  case TR_SEM_STORE: acq = false; break;
  case TR_SEM_CAS_UNEQUAL: rel = false; break;
  case TR_SEM_RMW: break;
  }
  if ((acq || rel) && !storage) storage = storage_if_none;
  if (!acq && !rel) return 0; /* relaxed: no storage classes either */
  uint32_t v = storage | (acq && rel ? SpvMemorySemanticsAcquireReleaseMask
                                     : acq ? SpvMemorySemanticsAcquireMask : SpvMemorySemanticsReleaseMask);
  if (c->vulkan_mm) {
    if (rel) v |= SpvMemorySemanticsMakeAvailableMask;
    if (acq) v |= SpvMemorySemanticsMakeVisibleMask;
  }
  return v;
}
