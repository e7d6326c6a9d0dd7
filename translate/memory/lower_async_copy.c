/* lower_async_copy.c: async_work_group_copy and
 * async_work_group_strided_copy (OpGroupAsyncCopy at Workgroup scope)
 * become a copy shared by the work-group's work-items: work-item `lid` (the
 * local linear id) copies elements lid, lid + local size, ... (OpenCL C
 * 6.15.11 lets the copy happen any time before the wait; doing it at the
 * call is one such time). wait_group_events (OpGroupWaitEvents) becomes a
 * work-group barrier on both __local and __global memory, so that every
 * work-item's part is visible to all after it. Events then carry nothing:
 * every value, variable and pointer of OpTypeEvent (which Vulkan lacks) is
 * removed with what only moves them (stores, loads, casts, lifetimes).
 * Runs before lower_memory, which lowers the loads and stores made here as
 * the kernel's own. */
#include "ir/ir.h"
#include "passes.h"

/* Whether type t is or holds an event (pointers to events included). */
static bool has_event(const ir_module *m, uint32_t t, int depth) {
  ir_inst *tin = ir_type_inst(m, t);
  if (!tin || depth > 16) return false;
  switch (tin->op) {
  case SpvOpTypeEvent: return true;
  case SpvOpTypePointer: return has_event(m, tin->w[1], depth + 1);
  case SpvOpTypeArray:
  case SpvOpTypeVector: return has_event(m, tin->w[0], depth + 1);
  case SpvOpTypeStruct:
    for (uint32_t i = 0; i < tin->n; i++)
      if (has_event(m, tin->w[i], depth + 1)) return true;
    return false;
  default: return false;
  }
}

/* v (an unsigned count or index) as an integer of type t. */
static uint32_t as_width(ir_builder *b, uint32_t v, uint32_t t) {
  return ir_type_of(b->m, v) == t ? v : ir_op1(b, SpvOpUConvert, t, v);
}

/* Element i of the copy: dst[i * dst_stride] = src[i * src_stride]. A vec3
 * element moves as a vec4 (OpenCL C 6.15.11: the copies of 3-component
 * vectors behave as those of 4-component ones), padding included. */
static void copy_element(ir_builder *b, uint32_t dst, uint32_t src, uint32_t di, uint32_t si) {
  ir_module *m = b->m;
  uint32_t dt = ir_type_of(m, dst), st = ir_type_of(m, src);
  uint32_t et = ir_ptr_pointee(m, dt);
  if (ir_is_vector(m, et) && ir_vec_len(m, et) == 3) {
    et = ir_type_vec(m, ir_scalar_of(m, et), 4);
    dt = ir_type_ptr(m, ir_ptr_storage(m, dt), et);
    st = ir_type_ptr(m, ir_ptr_storage(m, st), et);
    dst = ir_op1(b, SpvOpBitcast, dt, dst);
    src = ir_op1(b, SpvOpBitcast, st, src);
  }
  uint32_t sp = ir_op2(b, SpvOpInBoundsPtrAccessChain, st, src, si);
  uint32_t dp = ir_op2(b, SpvOpInBoundsPtrAccessChain, dt, dst, di);
  uint32_t v = ir_op1(b, SpvOpLoad, et, sp);
  ir_emit(b, SpvOpStore, 0, false, 2, (uint32_t[]){dp, v});
}

/* OpGroupAsyncCopy: result type, result, Execution, Destination, Source,
 * NumElements, Stride, Event. The stride applies to the side that is not
 * __local (the __global one). */
static bool lower_copy(tr_ctx *c, ir_inst *in) {
  ir_module *m = c->m;
  uint64_t scope;
  if (in->n < 6 || !ir_const_value(m, in->w[0], &scope) || scope != SpvScopeWorkgroup)
    return ir_error(m, "%s (%s): only work-group scope is supported", ir_op_str(in->op), ir_id_str(m, in->id));
  uint32_t dst = in->w[1], src = in->w[2], num = in->w[3], stride = in->w[4];
  uint32_t dt = ir_type_of(m, dst), st = ir_type_of(m, src);
  if (!ir_is_pointer(m, dt) || !ir_is_pointer(m, st) || ir_ptr_pointee(m, dt) != ir_ptr_pointee(m, st))
    return ir_error(m, "%s (%s): the destination and source must point to one type", ir_op_str(in->op),
                    ir_id_str(m, in->id));
  uint32_t nt = ir_type_of(m, num);
  if (!ir_is_int(m, nt) || ir_is_vector(m, nt) || !ir_is_int(m, ir_type_of(m, stride)))
    return ir_error(m, "%s (%s): the element count and stride must be integers", ir_op_str(in->op),
                    ir_id_str(m, in->id));
  bool local_dst = ir_ptr_storage(m, dt) == SpvStorageClassWorkgroup;
  ir_builder b = ir_builder_before(m, in);
  uint32_t bt = ir_type_bool(m), u32 = ir_type_int(m, 32, 0);
  uint32_t wg = ir_op2(&b, SpvOpIMul, u32, tr_wgsize(c, 0), tr_wgsize(c, 1));
  wg = as_width(&b, ir_op2(&b, SpvOpIMul, u32, wg, tr_wgsize(c, 2)), nt);
  uint32_t lid = as_width(&b, tr_local_linear_id(c, &b), nt);
  stride = as_width(&b, stride, nt);
  ir_inst *then_end, *else_end;
  ir_if_else(m, in, ir_op2(&b, SpvOpULessThan, bt, lid, num), &then_end, &else_end);
  ir_inst *entry_end, *body_end;
  ir_loop(m, then_end, &entry_end, &body_end);
  ir_inst *i = ir_loop_phi(m, entry_end, nt, lid);
  ir_builder lb = ir_builder_before(m, body_end);
  uint32_t far = ir_op2(&lb, SpvOpIMul, nt, i->id, stride);
  copy_element(&lb, dst, src, local_dst ? i->id : far, local_dst ? far : i->id);
  uint32_t next = ir_op2(&lb, SpvOpIAdd, nt, i->id, wg);
  ir_phi_set_back(m, i, next, body_end);
  ir_loop_close(m, entry_end, body_end, ir_op2(&lb, SpvOpUGreaterThanEqual, bt, next, num));
  return true;
}

/* OpGroupWaitEvents: Execution, NumEvents, EventsList. */
static bool lower_wait(tr_ctx *c, ir_inst *in) {
  ir_module *m = c->m;
  uint64_t scope;
  if (in->n < 3 || !ir_const_value(m, in->w[0], &scope) || scope != SpvScopeWorkgroup)
    return ir_error(m, "%s: only work-group scope is supported", ir_op_str(in->op));
  ir_builder b = ir_builder_before(m, in);
  uint32_t sem = SpvMemorySemanticsSequentiallyConsistentMask | SpvMemorySemanticsWorkgroupMemoryMask |
                 SpvMemorySemanticsCrossWorkgroupMemoryMask; /* as llvm-spirv writes barrier(both fences) */
  uint32_t wgs = ir_const_u32(m, SpvScopeWorkgroup);
  ir_emit(&b, SpvOpControlBarrier, 0, false, 3, (uint32_t[]){wgs, wgs, ir_const_u32(m, sem)});
  return true;
}

/* Instructions that only move events around, removed with them. */
static bool moves_events(uint32_t op) {
  switch (op) {
  case SpvOpStore:
  case SpvOpLoad:
  case SpvOpBitcast:
  case SpvOpCopyObject:
  case SpvOpPtrCastToGeneric:
  case SpvOpGenericCastToPtr:
  case SpvOpGenericCastToPtrExplicit:
  case SpvOpAccessChain:
  case SpvOpInBoundsAccessChain:
  case SpvOpPtrAccessChain:
  case SpvOpInBoundsPtrAccessChain:
  case SpvOpPhi:
  case SpvOpSelect:
  case SpvOpLifetimeStart:
  case SpvOpLifetimeStop:
  case SpvOpVariable:
  case SpvOpGroupAsyncCopy: return true;
  default: return false;
  }
}

/* Removes everything of event type and what only moves such values;
 * anything else that uses one is refused. */
static bool drop_events(tr_ctx *c) {
  ir_module *m = c->m;
  uint8_t *gone = ir_alloc(m, m->bound);
  for (ir_inst *in = m->sec[IR_SEC_GLOBAL].first; in; in = in->next)
    if (in->id && in->type && has_event(m, in->type, 0)) gone[in->id] = 1;
  for (bool changed = true; changed;) {
    changed = false;
    IR_FOR_BLOCK(blk, c->k) {
      for (ir_inst *in = blk->insts.first; in; in = in->next) {
        if ((in->id && gone[in->id]) || in->op == SpvOpNop) continue; /* already dropped */
        bool hit = in->type && has_event(m, in->type, 0);
        for (uint32_t k = 0; k < in->n && !hit; k++) hit = in->isid[k] && in->w[k] < m->bound && gone[in->w[k]];
        if (!hit) continue;
        if (!moves_events(in->op))
          return ir_error(m, "%s uses an event in a way that is not supported (events may only be stored, loaded "
                             "and passed to async copies and wait_group_events)",
                          ir_op_str(in->op));
        if (in->id) gone[in->id] = 1;
        else in->op = SpvOpNop; /* a store or lifetime: removed below */
        changed = true;
      }
    }
  }
  IR_FOR_BLOCK(blk, c->k) {
    IR_FOR_INST(in, &blk->insts) {
      if ((in->id && gone[in->id]) || in->op == SpvOpNop) ir_remove(m, in);
    }
  }
  return true;
}

bool lower_async_copy(tr_ctx *c) {
  ir_module *m = c->m;
  uint32_t n = 0;
  IR_FOR_BLOCK(blk, c->k) {
    for (ir_inst *in = blk->insts.first; in; in = in->next)
      n += in->op == SpvOpGroupAsyncCopy || in->op == SpvOpGroupWaitEvents;
  }
  bool events = false;
  for (ir_inst *in = m->sec[IR_SEC_GLOBAL].first; in && !events; in = in->next)
    events = in->op == SpvOpTypeEvent;
  if (!n && !events) return true;
  /* collected first: the copies split blocks */
  ir_inst **list = ir_alloc(m, (n ? n : 1) * sizeof *list);
  n = 0;
  IR_FOR_BLOCK(blk, c->k) {
    for (ir_inst *in = blk->insts.first; in; in = in->next)
      if (in->op == SpvOpGroupAsyncCopy || in->op == SpvOpGroupWaitEvents) list[n++] = in;
  }
  for (uint32_t i = 0; i < n; i++)
    if (!(list[i]->op == SpvOpGroupAsyncCopy ? lower_copy(c, list[i]) : lower_wait(c, list[i]))) return false;
  for (uint32_t i = 0; i < n; i++)
    if (list[i]->op == SpvOpGroupWaitEvents) list[i]->op = SpvOpNop;
  return drop_events(c);
}
