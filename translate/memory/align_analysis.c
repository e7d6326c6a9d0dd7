/* align_analysis.c: how far the alignment a vector access through a __global
 * pointer claims can be believed.
 *
 * clang gives a load of a float4 through a float4 pointer the alignment of
 * float4 (Aligned 16), and OpenCL C makes a less aligned access undefined.
 * Kernels written for Intel and Adreno GPUs, whose loads take any 4-byte
 * aligned address, nevertheless cast byte pointers at run-time offsets to
 * vector pointers (llama.cpp's ggml-opencl mat-vec kernels:
 * `(global float4 *)(src0 + offset0 + r0 * nb01)`). NVIDIA's Vulkan driver
 * trusts the Aligned operand and reads the aligned-down address: such
 * kernels computed wrong results on the H100 and right ones on lavapipe.
 *
 * So the alignment of each __global (and generic) pointer value is followed
 * from where it comes from: a buffer argument is aligned to
 * CL_DEVICE_MEM_BASE_ADDR_ALIGN (at least 128 bytes), indices scale by the
 * size of what they step over, casts keep what their source had, phis and
 * selects take the least of their operands, a private variable holding a
 * pointer (unoptimized code) the least of what is stored to it. Anything
 * else (a pointer made from an integer, loaded from memory) keeps the
 * alignment of its type, as before. A vector access whose pointer is
 * provably less aligned than it claims is done with the alignment that is
 * proven, but never below one component's size (tr_load_psb then moves it
 * component by component). Accesses the analysis proves aligned, the usual
 * `v4[i]` through a vector-typed argument, keep their full width. */
#include "memory_internal.h"

/* The alignment every buffer argument has (icd/platform.c: the device's
 * minStorageBufferOffsetAlignment, at least 128). */
#define ARG_ALIGN 128u

static uint32_t pow2_floor_of(uint64_t v) {
  if (!v) return ARG_ALIGN; /* offset 0: no change */
  uint64_t low = v & (0 - v);
  return low >= ARG_ALIGN ? ARG_ALIGN : (uint32_t)low;
}

static uint32_t min_u(uint32_t a, uint32_t b) { return a < b ? a : b; }

static bool tracked(const ir_module *m, uint32_t type) {
  uint32_t sc = ir_ptr_storage(m, type);
  return sc == SpvStorageClassCrossWorkgroup || sc == SpvStorageClassUniformConstant ||
         sc == SpvStorageClassGeneric || sc == SpvStorageClassPhysicalStorageBuffer;
}

/* What the type of pointer `id` promises (the old behavior). */
static uint32_t natural(const ir_module *m, uint32_t id) {
  uint32_t a = ir_cl_align(m, ir_ptr_pointee(m, ir_type_of(m, id)));
  return a ? min_u(a, ARG_ALIGN) : 1;
}

/* A value's alignment so far: one of the kernel not reached yet (a phi's
 * back edge) starts optimistic; module-level pointers keep their type's. */
static uint32_t of(const mem_align_info *ai, const ir_module *m, uint32_t id) {
  if (id < ai->bound && ai->align[id]) return ai->align[id];
  if (!ir_is_pointer(m, ir_type_of(m, id))) return ARG_ALIGN;
  ir_inst *d = ir_def_inst(m, id);
  return d && d->block ? ARG_ALIGN : natural(m, id);
}

/* An access chain: the base's alignment, lowered by each index's step. */
static uint32_t chain(const mem_align_info *ai, const ir_module *m, const ir_inst *in, bool has_elem) {
  uint32_t a = of(ai, m, in->w[0]);
  uint32_t t = ir_ptr_pointee(m, ir_type_of(m, in->w[0]));
  for (uint32_t i = 1; i < in->n && t; i++) {
    ir_inst *tin = ir_type_inst(m, t);
    uint64_t v;
    bool is_const = ir_const_value(m, in->w[i], &v);
    if (!(has_elem && i == 1) && tin && tin->op == SpvOpTypeStruct) {
      if (!is_const || v >= tin->n) return 1;
      a = min_u(a, pow2_floor_of(ir_cl_member_offset(m, t, (uint32_t)v)));
      t = tin->w[v];
      continue;
    }
    uint32_t next = t;
    if (!(has_elem && i == 1)) {
      if (!tin || (tin->op != SpvOpTypeArray && tin->op != SpvOpTypeRuntimeArray && tin->op != SpvOpTypeVector))
        return 1;
      next = tin->w[0];
    }
    uint64_t size = ir_cl_size(m, next);
    a = min_u(a, pow2_floor_of(is_const ? v * size : size));
    t = next;
  }
  return a ? a : 1;
}

static uint32_t eval(const mem_align_info *ai, const tr_ctx *c, const ir_inst *in) {
  const ir_module *m = c->m;
  switch (in->op) {
  case SpvOpConvertUToPtr:
    for (uint32_t i = 0; i < c->nbuffer_args; i++)
      if (c->buffer_args[i] == in->id) return ARG_ALIGN;
    return natural(m, in->id);
  case SpvOpBitcast:
  case SpvOpCopyObject:
  case SpvOpPtrCastToGeneric:
  case SpvOpGenericCastToPtr:
  case SpvOpGenericCastToPtrExplicit:
    return ir_is_pointer(m, ir_type_of(m, in->w[0])) ? of(ai, m, in->w[0]) : natural(m, in->id);
  case SpvOpAccessChain:
  case SpvOpInBoundsAccessChain: return chain(ai, m, in, false);
  case SpvOpPtrAccessChain:
  case SpvOpInBoundsPtrAccessChain: return chain(ai, m, in, true);
  case SpvOpSelect: return min_u(of(ai, m, in->w[1]), of(ai, m, in->w[2]));
  case SpvOpPhi: {
    uint32_t a = ARG_ALIGN;
    for (uint32_t i = 0; i + 1 < in->n; i += 2) a = min_u(a, of(ai, m, in->w[i]));
    return a;
  }
  case SpvOpLoad: {
    /* a pointer kept in a private variable: what was stored there */
    ir_inst *v = ir_def_inst(m, in->w[0]);
    if (v && v->op == SpvOpVariable && v->id < ai->bound && ai->var[v->id]) return ai->var[v->id];
    return natural(m, in->id);
  }
  default: return natural(m, in->id);
  }
}

bool mem_align_analyze(tr_ctx *c, mem_align_info *ai) {
  ir_module *m = c->m;
  ai->bound = m->bound;
  ai->align = ir_alloc(m, (size_t)m->bound * sizeof *ai->align);
  ai->var = ir_alloc(m, (size_t)m->bound * sizeof *ai->var);
  /* Private variables that hold pointers and are only stored to and
   * loaded from: start optimistic, lowered by each store. */
  IR_FOR_BLOCK(b, c->k) {
    IR_FOR_INST(in, &b->insts) {
      if (in->op == SpvOpVariable && in->id < ai->bound && tracked(m, ir_ptr_pointee(m, in->type)))
        ai->var[in->id] = in->n > 1 ? natural(m, in->w[1]) : ARG_ALIGN;
    }
  }
  /* Values only go down from the optimistic start, so this ends; the
   * bound on rounds is a backstop (what is left unsettled is lowered to
   * the type's alignment, the old behavior). */
  bool changed = true;
  for (int round = 0; changed && round < 32; round++) {
    changed = false;
    IR_FOR_BLOCK(b, c->k) {
      IR_FOR_INST(in, &b->insts) {
        if (in->op == SpvOpStore) {
          ir_inst *v = ir_def_inst(m, in->w[0]);
          if (v && v->op == SpvOpVariable && v->id < ai->bound && ai->var[v->id]) {
            uint32_t a = min_u(ai->var[v->id], of(ai, m, in->w[1]));
            if (a != ai->var[v->id]) ai->var[v->id] = a, changed = true;
          }
          continue;
        }
        if (!in->id || in->id >= ai->bound || !tracked(m, in->type)) continue;
        uint32_t a = eval(ai, c, in);
        if (a != ai->align[in->id]) {
          ai->align[in->id] = a;
          changed = true;
        }
      }
    }
  }
  if (changed) /* unsettled: every vector access component by component */
    for (uint32_t i = 0; i < ai->bound; i++)
      if (ai->align[i]) ai->align[i] = 1;
  return !ir_failed(m);
}

uint32_t mem_align_access(const mem_align_info *ai, const ir_module *m, uint32_t ptr, uint32_t type,
                          uint32_t align) {
  if (!ai->align || ptr >= ai->bound || !ai->align[ptr] || !ir_is_vector(m, type)) return align;
  uint32_t comp = ir_bit_width(m, ir_scalar_of(m, type)) / 8;
  uint32_t proven = ai->align[ptr] > comp ? ai->align[ptr] : comp;
  return proven < align ? proven : align;
}
