/* emit_module.c: turns the lowered kernel into a Vulkan compute module:
 * the push-constant block, the GLCompute entry point and its interface,
 * the memory model, capabilities and extensions derived from what the code
 * uses (checked against the device), only Vulkan-valid decorations, and no
 * dead globals or OpenCL-only leftovers. */
#include <string.h>

#include "kernel_internal.h"
#include "ir/ir.h"

static void clear_section(ir_module *m, enum ir_section s) {
  m->sec[s].first = m->sec[s].last = NULL;
}

static void add_simple(ir_module *m, enum ir_section s, uint32_t op, uint32_t word) {
  ir_inst *in = ir_inst_new(m, op, 0, 0, 0);
  ir_push(m, in, word, false);
  ir_section_append(m, s, in);
}

static void add_extension(ir_module *m, const char *name) {
  ir_inst *in = ir_inst_new(m, SpvOpExtension, 0, 0, 0);
  ir_push_string(m, in, name);
  ir_section_append(m, IR_SEC_EXTENSION, in);
}

static void build_push_block(tr_ctx *c) {
  ir_module *m = c->m;
  if (!c->npc) return;
  ir_inst *st = ir_inst_new(m, SpvOpTypeStruct, 0, c->pc_struct, 0);
  for (uint32_t i = 0; i < c->npc; i++) ir_push(m, st, c->pc[i].type, true);
  ir_section_append(m, IR_SEC_GLOBAL, st);
  ir_decorate(m, c->pc_struct, SpvDecorationBlock, 0, NULL);
  for (uint32_t i = 0; i < c->npc; i++) ir_member_decorate(m, c->pc_struct, i, SpvDecorationOffset, 1, &c->pc[i].offset);
  uint32_t ptr = ir_type_ptr(m, SpvStorageClassPushConstant, c->pc_struct);
  ir_inst *var = ir_inst_new(m, SpvOpVariable, ptr, c->pc_var, 0);
  ir_push(m, var, SpvStorageClassPushConstant, false);
  ir_section_append(m, IR_SEC_GLOBAL, var);
  c->out->push_size = c->pc_size;
}

/* The __local word array (32- or 64-bit words), sized by the bytes the
 * layout of static variables and __local arguments ends at. */
static void build_local_array(tr_ctx *c) {
  ir_module *m = c->m;
  c->out->static_local_bytes = c->local_static_end ? c->local_static_end - TR_LOCAL_BASE : 0;
  if (!c->local_var) return;
  /* offsets run from TR_LOCAL_BASE to `end`; the array holds just that */
  uint32_t end = c->local_end ? c->local_end : ir_const_u32(m, TR_LOCAL_BASE + 4);
  uint64_t v;
  uint32_t len;
  uint32_t wb = c->local_word_bytes;
  if (ir_const_value(m, end, &v)) {
    uint64_t bytes = v > TR_LOCAL_BASE ? v - TR_LOCAL_BASE : 4;
    len = ir_const_u32(m, (uint32_t)((bytes + wb - 1) / wb));
  } else {
    uint32_t t = tr_spec_op(c, SpvOpISub, end, ir_const_u32(m, TR_LOCAL_BASE - (wb - 1)));
    len = tr_spec_op(c, SpvOpUDiv, t, ir_const_u32(m, wb));
  }
  uint32_t arr = ir_type_array(m, ir_type_int(m, wb * 8, 0), len);
  uint32_t ptr = ir_type_ptr(m, SpvStorageClassWorkgroup, arr);
  ir_inst *var = ir_inst_new(m, SpvOpVariable, ptr, c->local_var, 0);
  ir_push(m, var, SpvStorageClassWorkgroup, false);
  ir_section_append(m, IR_SEC_GLOBAL, var);
  ir_set_name(m, c->local_var, "local_words");
}

static bool keep_decoration(uint32_t dec) {
  switch (dec) {
  case SpvDecorationBuiltIn:
  case SpvDecorationSpecId:
  case SpvDecorationBlock:
  case SpvDecorationOffset:
  case SpvDecorationArrayStride:
  case SpvDecorationDescriptorSet:
  case SpvDecorationBinding:
  case SpvDecorationNoContraction: return true;
  default: return false;
  }
}

static void clean_annotations_and_names(ir_module *m) {
  uint8_t *alive = ir_alive_ids(m);
  IR_FOR_INST(in, &m->sec[IR_SEC_ANNOTATION]) {
    bool keep = false;
    if (in->op == SpvOpDecorate) keep = keep_decoration(in->w[1]) && alive[in->w[0]];
    else if (in->op == SpvOpMemberDecorate) keep = keep_decoration(in->w[2]) && alive[in->w[0]];
    if (!keep) ir_remove(m, in);
  }
  IR_FOR_INST(in, &m->sec[IR_SEC_DEBUG]) {
    bool keep = (in->op == SpvOpName || in->op == SpvOpMemberName) && alive[in->w[0]];
    if (!keep) ir_remove(m, in);
  }
}

/* Capabilities a type or instruction needs, recorded in `caps`. */
typedef struct capset {
  uint8_t has[8192];
} capset;

static void need(capset *cs, uint32_t cap) {
  if (cap < sizeof cs->has) cs->has[cap] = 1;
}

static void need_for_group_op(capset *cs, const ir_inst *in) {
  uint32_t op = in->op;
  need(cs, SpvCapabilityGroupNonUniform);
  switch (op) {
  case SpvOpGroupNonUniformAll:
  case SpvOpGroupNonUniformAny:
  case SpvOpGroupNonUniformAllEqual: need(cs, SpvCapabilityGroupNonUniformVote); break;
  case SpvOpGroupNonUniformBroadcast:
  case SpvOpGroupNonUniformBroadcastFirst:
  case SpvOpGroupNonUniformBallot:
  case SpvOpGroupNonUniformInverseBallot:
  case SpvOpGroupNonUniformBallotBitExtract:
  case SpvOpGroupNonUniformBallotBitCount:
  case SpvOpGroupNonUniformBallotFindLSB:
  case SpvOpGroupNonUniformBallotFindMSB: need(cs, SpvCapabilityGroupNonUniformBallot); break;
  case SpvOpGroupNonUniformShuffle:
  case SpvOpGroupNonUniformShuffleXor: need(cs, SpvCapabilityGroupNonUniformShuffle); break;
  case SpvOpGroupNonUniformShuffleUp:
  case SpvOpGroupNonUniformShuffleDown: need(cs, SpvCapabilityGroupNonUniformShuffleRelative); break;
  case SpvOpGroupNonUniformQuadBroadcast:
  case SpvOpGroupNonUniformQuadSwap: need(cs, SpvCapabilityGroupNonUniformQuad); break;
  default:
    /* clustered reductions need only the Clustered capability, which a
     * device can offer without Arithmetic */
    if (op >= SpvOpGroupNonUniformIAdd && op <= SpvOpGroupNonUniformLogicalXor)
      need(cs, in->n > 1 && in->w[1] == SpvGroupOperationClusteredReduce ? SpvCapabilityGroupNonUniformClustered
                                                                        : SpvCapabilityGroupNonUniformArithmetic);
    break;
  }
}

/* OpenCL's floating-point model where Vulkan lets the kernel ask for it:
 * rounding to nearest even (CL_FP_ROUND_TO_NEAREST; Vulkan's default
 * direction is implementation-defined), infinities, NaNs and signed zeros
 * kept (CL_FP_INF_NAN; by default a driver may assume there are none), and
 * denormals kept for double (CL_FP_DENORM, which cl_khr_fp64 requires)
 * and for half where the device can (CL_DEVICE_HALF_FP_CONFIG says so);
 * float denormals flushed where they are not kept (tr_target.denorm_flush). */
static void float_modes(tr_ctx *c) {
  static const struct { uint8_t bit; uint32_t width; } widths[] = {{TR_FP16, 16}, {TR_FP32, 32}, {TR_FP64, 64}};
  const struct { uint8_t set; uint32_t mode; } modes[] = {
    {c->t->denorm_preserve, SpvExecutionModeDenormPreserve},
    {c->t->denorm_flush, SpvExecutionModeDenormFlushToZero},
    {c->t->rounding_rte, SpvExecutionModeRoundingModeRTE},
    {c->t->signed_zero_inf_nan, SpvExecutionModeSignedZeroInfNanPreserve},
  };
  for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++) {
    for (size_t j = 0; j < sizeof widths / sizeof widths[0]; j++) {
      if (!(modes[i].set & widths[j].bit)) continue;
      ir_inst *em = ir_inst_new(c->m, SpvOpExecutionMode, 0, 0, 0);
      ir_push(c->m, em, c->kernel_id, true);
      ir_push(c->m, em, modes[i].mode, false);
      ir_push(c->m, em, widths[j].width, false);
      ir_section_append(c->m, IR_SEC_EXEC_MODE, em);
    }
  }
}

/* The memory scope operand of a barrier or atomic, or 0. */
static uint32_t memory_scope_operand(const ir_inst *in) {
  if (in->op == SpvOpControlBarrier) return in->n > 1 ? in->w[1] : 0;
  if (in->op == SpvOpMemoryBarrier) return in->n > 0 ? in->w[0] : 0;
  if (ir_is_atomic(in->op)) return in->n > 1 ? in->w[1] : 0;
  return 0;
}

/* The Vulkan memory model (memory/mem_model.c): buffer and __local accesses are
 * non-private, so that barriers and atomics order them; Device scope needs
 * its own capability. */
static void vulkan_memory_model(tr_ctx *c, capset *cs) {
  ir_module *m = c->m;
  need(cs, SpvCapabilityVulkanMemoryModel);
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      uint64_t scope;
      uint32_t sid = memory_scope_operand(in);
      if (sid && ir_const_value(m, sid, &scope) && scope == SpvScopeDevice)
        need(cs, SpvCapabilityVulkanMemoryModelDeviceScope);
      if (in->op != SpvOpLoad && in->op != SpvOpStore) continue;
      uint32_t sc = ir_ptr_storage(m, ir_type_of(m, in->w[0]));
      if (sc != SpvStorageClassPhysicalStorageBuffer && sc != SpvStorageClassWorkgroup) continue;
      uint32_t at = in->op == SpvOpLoad ? 1 : 2;
      if (in->n > at) in->w[at] |= SpvMemoryAccessNonPrivatePointerMask;
      else ir_push(m, in, SpvMemoryAccessNonPrivatePointerMask, false);
    }
  }
}

bool emit_module(tr_ctx *c) {
  ir_module *m = c->m;
  const tr_target *t = c->t;

  /* every call must have been resolved by now; no logical pointer may be
   * kept in a variable or chosen by a phi or select (Vulkan has neither;
   * spirv-val lets the first through, and lavapipe crashed on it) */
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      if (in->op == SpvOpFunctionCall)
        return ir_error(m, "call to undefined function %s", ir_id_str(m, in->w[0]));
      uint32_t held = in->op == SpvOpVariable ? ir_ptr_pointee(m, in->type)
                      : in->op == SpvOpPhi || in->op == SpvOpSelect ? in->type : 0;
      if (held && ir_is_pointer(m, held) && ir_ptr_storage(m, held) != SpvStorageClassPhysicalStorageBuffer)
        return ir_error(m, "internal error: %s holds a pointer (%s), which Vulkan cannot", ir_id_str(m, in->id),
                        ir_op_str(in->op));
      if (in->op == SpvOpExtInst && in->w[0] == m->opencl_std && m->opencl_std)
        return ir_error(m, "internal: OpenCL.std instruction %s left after lowering", ir_id_str(m, in->id));
    }
  }
  IR_FOR_FUNC(f, m) if (f != c->k) ir_module_remove_func(m, f);

  build_push_block(c);
  build_local_array(c);
  /* The runtime always specializes the local size (ids 0, 1, 2), also for
   * kernels that never read it. */
  tr_wgsize(c, 0);

  /* header sections are rebuilt from scratch */
  clear_section(m, IR_SEC_CAPABILITY);
  clear_section(m, IR_SEC_EXTENSION);
  clear_section(m, IR_SEC_MEMORY_MODEL);
  clear_section(m, IR_SEC_ENTRY_POINT);
  clear_section(m, IR_SEC_EXEC_MODE);
  IR_FOR_INST(in, &m->sec[IR_SEC_EXT_IMPORT]) {
    if (in->id != m->glsl_std) {
      ir_remove(m, in);
      ir_set_def(m, in->id, NULL);
    }
  }
  /* the workgroup-size constant is used through its BuiltIn decoration */
  ir_remove_dead_globals(m, c->wgsize_const, false);
  clean_annotations_and_names(m);

  /* capabilities */
  capset *cs = ir_alloc(m, sizeof(capset));
  need(cs, SpvCapabilityShader);
  need(cs, SpvCapabilityPhysicalStorageBufferAddresses);
  for (ir_inst *in = m->sec[IR_SEC_GLOBAL].first; in; in = in->next) {
    if (in->op == SpvOpTypeInt) {
      if (in->w[0] == 64) need(cs, SpvCapabilityInt64);
      if (in->w[0] == 16) need(cs, SpvCapabilityInt16);
      if (in->w[0] == 8) need(cs, SpvCapabilityInt8);
    } else if (in->op == SpvOpTypeFloat) {
      if (in->w[0] == 64) need(cs, SpvCapabilityFloat64);
      if (in->w[0] == 16) need(cs, SpvCapabilityFloat16);
    } else if (in->op == SpvOpTypeImage) {
      /* 1D and buffer images, sampled (1) or storage (2) */
      if (in->w[1] == SpvDim1D) need(cs, in->w[5] == 2 ? SpvCapabilityImage1D : SpvCapabilitySampled1D);
      if (in->w[1] == SpvDimBuffer) need(cs, in->w[5] == 2 ? SpvCapabilityImageBuffer : SpvCapabilitySampledBuffer);
    } else if (in->op == SpvOpTypePointer && in->w[0] == SpvStorageClassPhysicalStorageBuffer) {
      uint32_t w = ir_bit_width(m, ir_scalar_of(m, in->w[1]));
      if (w == 8) need(cs, SpvCapabilityStorageBuffer8BitAccess);
      if (w == 16) need(cs, SpvCapabilityStorageBuffer16BitAccess);
    }
  }
  for (ir_inst *in = m->sec[IR_SEC_ANNOTATION].first; in; in = in->next) {
    if (in->op != SpvOpDecorate || in->w[1] != SpvDecorationBuiltIn) continue;
    switch (in->w[2]) {
    case SpvBuiltInSubgroupSize:
    case SpvBuiltInSubgroupLocalInvocationId:
    case SpvBuiltInSubgroupId:
    case SpvBuiltInNumSubgroups: need(cs, SpvCapabilityGroupNonUniform); break;
    default: break;
    }
  }
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next) {
      if (in->op >= SpvOpGroupNonUniformElect && in->op <= SpvOpGroupNonUniformQuadSwap)
        need_for_group_op(cs, in);
      if (in->op == SpvOpGroupNonUniformRotateKHR) {
        need(cs, SpvCapabilityGroupNonUniformRotateKHR);
        need(cs, SpvCapabilityGroupNonUniform);
      }
      /* images: storage images are declared without a format */
      if (in->op == SpvOpImageQuerySize || in->op == SpvOpImageQuerySizeLod) need(cs, SpvCapabilityImageQuery);
      if (in->op == SpvOpImageRead) need(cs, SpvCapabilityStorageImageReadWithoutFormat);
      if (in->op == SpvOpImageWrite) need(cs, SpvCapabilityStorageImageWriteWithoutFormat);
      if ((in->op >= SpvOpAtomicLoad && in->op <= SpvOpAtomicXor) && in->type &&
          ir_bit_width(m, in->type) == 64)
        need(cs, SpvCapabilityInt64Atomics);
      if (in->op == SpvOpAtomicStore && in->n > 3 && ir_bit_width(m, ir_type_of(m, in->w[3])) == 64)
        need(cs, SpvCapabilityInt64Atomics);
      if (in->op == SpvOpAtomicFAddEXT) need(cs, SpvCapabilityAtomicFloat32AddEXT);
      if (in->op >= SpvOpSDot && in->op <= SpvOpSUDotAccSat) {
        /* builtins/lower_int_ext.c leaves only 4 x 8-bit forms */
        need(cs, SpvCapabilityDotProduct);
        need(cs, ir_is_vector(m, ir_type_of(m, in->w[0])) ? SpvCapabilityDotProductInput4x8Bit
                                                          : SpvCapabilityDotProductInput4x8BitPacked);
      }
    }
  }
  if (c->vulkan_mm) vulkan_memory_model(c, cs);
  /* The device must offer each of them. */
  struct { uint32_t cap; bool ok; const char *what; } req[] = {
    {SpvCapabilityInt64, t->int64, "64-bit integers (shaderInt64)"},
    {SpvCapabilityInt16, t->int16, "16-bit integers (shaderInt16)"},
    {SpvCapabilityInt8, t->int8, "8-bit integers (shaderInt8)"},
    {SpvCapabilityFloat64, t->float64, "double precision (shaderFloat64)"},
    {SpvCapabilityFloat16, t->float16, "half precision arithmetic (shaderFloat16)"},
    {SpvCapabilityStorageBuffer8BitAccess, t->storage8, "8-bit buffer access (storageBuffer8BitAccess)"},
    {SpvCapabilityStorageBuffer16BitAccess, t->storage16, "16-bit buffer access (storageBuffer16BitAccess)"},
    {SpvCapabilityInt64Atomics, t->buffer_int64_atomics || t->shared_int64_atomics,
     "64-bit atomics (shaderBufferInt64Atomics)"},
    {SpvCapabilityAtomicFloat32AddEXT, t->float32_atomic_add, "float atomic add (shaderBufferFloat32AtomicAdd)"},
    {SpvCapabilityDotProduct, t->integer_dot_product, "integer dot products (shaderIntegerDotProduct)"},
    {SpvCapabilityStorageImageReadWithoutFormat, t->storage_read_without_format,
     "storage image reads without a format (shaderStorageImageReadWithoutFormat)"},
    {SpvCapabilityStorageImageWriteWithoutFormat, t->storage_write_without_format,
     "storage image writes without a format (shaderStorageImageWriteWithoutFormat)"},
  };
  for (size_t i = 0; i < sizeof req / sizeof req[0]; i++)
    if (cs->has[req[i].cap] && !req[i].ok)
      return ir_error(m, "the kernel needs %s, which the device does not support", req[i].what);
  /* Float controls: the same modes in every kernel (the target's sets
   * already obey the device's independence rules, which are about the
   * entry point whatever types it uses). */
  bool fc = t->float_controls && (t->denorm_preserve | t->denorm_flush | t->rounding_rte | t->signed_zero_inf_nan);
  if (fc) {
    if (t->denorm_preserve) need(cs, SpvCapabilityDenormPreserve);
    if (t->denorm_flush) need(cs, SpvCapabilityDenormFlushToZero);
    if (t->rounding_rte) need(cs, SpvCapabilityRoundingModeRTE);
    if (t->signed_zero_inf_nan) need(cs, SpvCapabilitySignedZeroInfNanPreserve);
  }
  for (uint32_t cap = 0; cap < sizeof cs->has; cap++)
    if (cs->has[cap]) add_simple(m, IR_SEC_CAPABILITY, SpvOpCapability, cap);

  /* extensions for features not yet core in the output version */
  if (t->spirv_version < 0x00010500) {
    add_extension(m, "SPV_KHR_physical_storage_buffer");
    if (cs->has[SpvCapabilityStorageBuffer8BitAccess]) add_extension(m, "SPV_KHR_8bit_storage");
  }
  if (t->spirv_version < 0x00010300 && cs->has[SpvCapabilityStorageBuffer16BitAccess])
    add_extension(m, "SPV_KHR_16bit_storage");
  if (fc && t->spirv_version < 0x00010400) add_extension(m, "SPV_KHR_float_controls");
  if (c->vulkan_mm && t->spirv_version < 0x00010500) add_extension(m, "SPV_KHR_vulkan_memory_model");
  if (cs->has[SpvCapabilityAtomicFloat32AddEXT]) add_extension(m, "SPV_EXT_shader_atomic_float_add");
  if (cs->has[SpvCapabilityDotProduct] && t->spirv_version < 0x00010600) add_extension(m, "SPV_KHR_integer_dot_product");

  ir_inst *mm = ir_inst_new(m, SpvOpMemoryModel, 0, 0, 0);
  ir_push(m, mm, SpvAddressingModelPhysicalStorageBuffer64, false);
  ir_push(m, mm, c->vulkan_mm ? SpvMemoryModelVulkan : SpvMemoryModelGLSL450, false);
  ir_section_append(m, IR_SEC_MEMORY_MODEL, mm);

  ir_inst *ep = ir_inst_new(m, SpvOpEntryPoint, 0, 0, 0);
  ir_push(m, ep, SpvExecutionModelGLCompute, false);
  ir_push(m, ep, c->kernel_id, true);
  ir_push_string(m, ep, m->kernel_name);
  for (ir_inst *in = m->sec[IR_SEC_GLOBAL].first; in; in = in->next) {
    if (in->op != SpvOpVariable) continue;
    bool io = in->w[0] == SpvStorageClassInput || in->w[0] == SpvStorageClassOutput;
    if (io || t->spirv_version >= 0x00010400) ir_push(m, ep, in->id, true);
  }
  ir_section_append(m, IR_SEC_ENTRY_POINT, ep);
  ir_inst *em = ir_inst_new(m, SpvOpExecutionMode, 0, 0, 0);
  ir_push(m, em, c->kernel_id, true);
  ir_push(m, em, SpvExecutionModeLocalSize, false);
  for (int i = 0; i < 3; i++) ir_push(m, em, 1, false);
  ir_section_append(m, IR_SEC_EXEC_MODE, em);
  if (fc) float_modes(c);
  /* Where the OpenCL program's control flow is uniform, the driver keeps
   * the subgroup whole for subgroup operations. */
  if (t->subgroup_uniform_control_flow) {
    add_extension(m, "SPV_KHR_subgroup_uniform_control_flow");
    ir_inst *u = ir_inst_new(m, SpvOpExecutionMode, 0, 0, 0);
    ir_push(m, u, c->kernel_id, true);
    ir_push(m, u, SpvExecutionModeSubgroupUniformControlFlowKHR, false);
    ir_section_append(m, IR_SEC_EXEC_MODE, u);
  }

  m->version = t->spirv_version;
  m->generator = 0; /* no registered generator id */
  return !ir_failed(m);
}

/* SPV_KHR_maximal_reconvergence's execution mode; SPIRV-Headers and
 * SPIRV-Tools of Debian 12 predate it. */
#define EXECUTION_MODE_MAXIMALLY_RECONVERGES 6023u

void emit_maximal_reconvergence(tr_ctx *c) {
  /* Divergent invocations then reconverge exactly at the merge blocks the
   * structurizer placed at immediate post-dominators, which is what keeps
   * sub-group operations after divergent code meaning what they mean in
   * the OpenCL program; without it Vulkan promises that only in practice. */
  add_extension(c->m, "SPV_KHR_maximal_reconvergence");
  ir_inst *em = ir_inst_new(c->m, SpvOpExecutionMode, 0, 0, 0);
  ir_push(c->m, em, c->kernel_id, true);
  ir_push(c->m, em, EXECUTION_MODE_MAXIMALLY_RECONVERGES, false);
  ir_section_append(c->m, IR_SEC_EXEC_MODE, em);
}
