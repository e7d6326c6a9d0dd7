/* tr_ctx.c: helpers that passes share through the translation context:
 * the push-constant block being laid out, implicit values, Vulkan built-in
 * variables, the workgroup-size constant and PhysicalStorageBuffer access. */
#include <string.h>

#include "tr_ctx.h"

int tr_pc_add(tr_ctx *c, uint32_t type, uint32_t size, uint32_t align, uint32_t limit) {
  if (c->npc >= TR_MAX_PC_MEMBERS) return -1;
  uint32_t off = (c->pc_size + align - 1) / align * align;
  if (off + size > limit) return -1;
  if (!c->pc_var) {
    c->pc_var = ir_new_id(c->m);
    c->pc_struct = ir_new_id(c->m);
    c->m->forward[c->m->nforward++] = c->pc_var;
    c->m->forward[c->m->nforward++] = c->pc_struct;
  }
  c->pc[c->npc].type = type;
  c->pc[c->npc].offset = off;
  c->pc_size = off + size;
  return (int)c->npc++;
}

uint32_t tr_pc_load(tr_ctx *c, ir_builder *b, int member) {
  ir_module *m = c->m;
  uint32_t type = c->pc[member].type;
  uint32_t ptr = ir_type_ptr(m, SpvStorageClassPushConstant, type);
  uint32_t idx = ir_const_u32(m, (uint32_t)member);
  uint32_t p = ir_op2(b, SpvOpAccessChain, ptr, c->pc_var, idx);
  return ir_op1(b, SpvOpLoad, type, p);
}

/* Implicit values and their shapes. */
static bool implicit_is_triple(tr_implicit w) {
  return w == TR_IMP_GLOBAL_OFFSET || w == TR_IMP_GLOBAL_SIZE || w == TR_IMP_ENQUEUED_LOCAL ||
         w == TR_IMP_GROUP_OFFSET;
}

void tr_imp_reserve(tr_ctx *c, tr_implicit which) {
  ir_module *m = c->m;
  if (c->implicit_member[which] < 0) {
    uint32_t u32 = ir_type_int(m, 32, 0);
    int idx;
    if (which == TR_IMP_ARGBUF || which == TR_IMP_GLOBALS || which == TR_IMP_PRINTF) {
      idx = tr_pc_add(c, ir_type_int(m, 64, 0), 8, 8, 0xffffffffu);
    } else if (implicit_is_triple(which)) {
      /* three scalars rather than a uvec3: no std430 vec3 padding rules */
      idx = tr_pc_add(c, u32, 4, 4, 0xffffffffu);
      tr_pc_add(c, u32, 4, 4, 0xffffffffu);
      tr_pc_add(c, u32, 4, 4, 0xffffffffu);
    } else {
      idx = tr_pc_add(c, u32, 4, 4, 0xffffffffu);
    }
    if (idx < 0) {
      ir_error(m, "too many push-constant members");
      return;
    }
    c->implicit_member[which] = idx;
    c->out->implicit_offset[which] = (int32_t)c->pc[idx].offset;
  }
}

uint32_t tr_imp_load(tr_ctx *c, ir_builder *b, tr_implicit which, uint32_t component) {
  tr_imp_reserve(c, which);
  if (c->implicit_member[which] < 0) return ir_undef(c->m, ir_type_int(c->m, 32, 0));
  return tr_pc_load(c, b, c->implicit_member[which] + (int)component);
}

uint32_t tr_vk_builtin(tr_ctx *c, SpvBuiltIn builtin, uint32_t type) {
  for (uint32_t i = 0; i < c->nvk_builtins; i++)
    if (c->vk_builtin_kind[i] == (uint32_t)builtin) return c->vk_builtin_var[i];
  ir_module *m = c->m;
  uint32_t ptr = ir_type_ptr(m, SpvStorageClassInput, type);
  ir_inst *var = ir_inst_new(m, SpvOpVariable, ptr, ir_new_id(m), 0);
  ir_push(m, var, SpvStorageClassInput, false);
  ir_section_append(m, IR_SEC_GLOBAL, var);
  uint32_t bi = builtin;
  ir_decorate(m, var->id, SpvDecorationBuiltIn, 1, &bi);
  if (c->nvk_builtins < 64) {
    c->vk_builtin_var[c->nvk_builtins] = var->id;
    c->vk_builtin_kind[c->nvk_builtins++] = builtin;
  }
  return var->id;
}

uint32_t tr_vk_builtin_load(tr_ctx *c, ir_builder *b, SpvBuiltIn builtin, uint32_t comp) {
  ir_module *m = c->m;
  uint32_t u32 = ir_type_int(m, 32, 0);
  uint32_t v3 = ir_type_vec(m, u32, 3);
  uint32_t var = tr_vk_builtin(c, builtin, v3);
  uint32_t v = ir_op1(b, SpvOpLoad, v3, var);
  return ir_extract(b, u32, v, comp);
}

uint32_t tr_wgsize(tr_ctx *c, uint32_t comp) {
  ir_module *m = c->m;
  if (!c->wgsize_const) {
    uint32_t u32 = ir_type_int(m, 32, 0);
    uint32_t parts[3];
    for (uint32_t i = 0; i < 3; i++) {
      ir_inst *sc = ir_inst_new(m, SpvOpSpecConstant, u32, ir_new_id(m), 0);
      ir_push(m, sc, 1, false);
      ir_section_append(m, IR_SEC_GLOBAL, sc);
      ir_decorate(m, sc->id, SpvDecorationSpecId, 1, &i);
      parts[i] = sc->id;
    }
    c->wgsize_x = parts[0];
    c->wgsize_y = parts[1];
    c->wgsize_z = parts[2];
    /* The Vulkan work-group is one-dimensional, x * y * z invocations:
     * sub-groups then hold consecutive local linear ids on every driver
     * (see tr_local_id), whatever the driver does with 2D/3D groups. */
    uint32_t xy = tr_spec_op(c, SpvOpIMul, parts[0], parts[1]);
    uint32_t xyz = tr_spec_op(c, SpvOpIMul, xy, parts[2]);
    uint32_t one = ir_const_u32(m, 1);
    ir_inst *comp3 = ir_inst_new(m, SpvOpSpecConstantComposite, ir_type_vec(m, u32, 3),
                                 ir_new_id(m), 0);
    ir_push(m, comp3, xyz, true);
    ir_push(m, comp3, one, true);
    ir_push(m, comp3, one, true);
    ir_section_append(m, IR_SEC_GLOBAL, comp3);
    uint32_t bi = SpvBuiltInWorkgroupSize;
    ir_decorate(m, comp3->id, SpvDecorationBuiltIn, 1, &bi);
    c->wgsize_const = comp3->id;
  }
  return comp == 0 ? c->wgsize_x : comp == 1 ? c->wgsize_y : c->wgsize_z;
}

uint32_t tr_local_linear_id(tr_ctx *c, ir_builder *b) {
  tr_wgsize(c, 0);
  return tr_vk_builtin_load(c, b, SpvBuiltInLocalInvocationId, 0);
}

uint32_t tr_local_id(tr_ctx *c, ir_builder *b, uint32_t comp) {
  ir_module *m = c->m;
  uint32_t u32 = ir_type_int(m, 32, 0);
  uint32_t idx = tr_local_linear_id(c, b);
  switch (comp) {
  case 0: return ir_op2(b, SpvOpUMod, u32, idx, tr_wgsize(c, 0));
  case 1: return ir_op2(b, SpvOpUMod, u32, ir_op2(b, SpvOpUDiv, u32, idx, tr_wgsize(c, 0)), tr_wgsize(c, 1));
  default: {
    uint32_t xy = tr_spec_op(c, SpvOpIMul, tr_wgsize(c, 0), tr_wgsize(c, 1));
    return ir_op2(b, SpvOpUDiv, u32, idx, xy);
  }
  }
}

static void push_aligned(ir_module *m, ir_inst *in, uint32_t align) {
  ir_push(m, in, SpvMemoryAccessAlignedMask, false);
  ir_push(m, in, align, false);
}

/* Vulkan wants a PhysicalStorageBuffer access aligned to at least its
 * component size; OpenCL allows less (packed structs, memcpy pieces). Such
 * accesses are split into components, and each component into unsigned
 * pieces as wide as the alignment (little-endian, as every Vulkan device). */
static uint32_t component_bytes(ir_module *m, uint32_t type) {
  return ir_bit_width(m, ir_scalar_of(m, type)) / 8;
}

static uint32_t load_psb_raw(ir_builder *b, uint32_t type, uint32_t addr, uint32_t align) {
  ir_module *m = b->m;
  uint32_t ptr = ir_type_ptr(m, SpvStorageClassPhysicalStorageBuffer, type);
  uint32_t p = ir_op1(b, SpvOpConvertUToPtr, ptr, addr);
  ir_inst *ld = ir_emit(b, SpvOpLoad, type, true, 1, &p);
  push_aligned(m, ld, align);
  return ld->id;
}

static void store_psb_raw(ir_builder *b, uint32_t addr, uint32_t value, uint32_t align) {
  ir_module *m = b->m;
  uint32_t type = ir_type_of(m, value);
  uint32_t ptr = ir_type_ptr(m, SpvStorageClassPhysicalStorageBuffer, type);
  uint32_t p = ir_op1(b, SpvOpConvertUToPtr, ptr, addr);
  uint32_t ops[2] = {p, value};
  ir_inst *st = ir_emit(b, SpvOpStore, 0, false, 2, ops);
  push_aligned(m, st, align);
}

static uint32_t addr_plus(ir_builder *b, uint32_t addr, uint64_t off) {
  if (!off) return addr;
  uint32_t at = ir_type_of(b->m, addr);
  return ir_op2(b, SpvOpIAdd, at, addr, ir_const(b->m, at, off));
}

static uint32_t align_of_offset(uint32_t align, uint64_t off) {
  while (align > 1 && off % align) align >>= 1;
  return align;
}

static bool piece_ok(tr_ctx *c, uint32_t piece) {
  if (piece == 1 && !c->t->storage8)
    return ir_error(c->m, "a misaligned access needs 8-bit loads and stores in buffers (storageBuffer8BitAccess)");
  if (piece == 2 && !c->t->storage16)
    return ir_error(c->m, "a misaligned access needs 16-bit loads and stores in buffers (storageBuffer16BitAccess)");
  return true;
}

/* Alignments are powers of two; the validator does not insist, so a
 * damaged Aligned operand (7) counts as what it guarantees (1). */
static uint32_t pow2_align(uint32_t align) { return align ? align & (0u - align) : 1; }

/* Vectors of 8- or 16-bit components: lavapipe (Mesa 25) compiles each
 * such access to device-address memory into code that LLVM takes time
 * quadratic in the kernel's size to compile (CTS basic vector_creation, 32
 * KiB of char16 vload lines: > 20 minutes; docs/drivers.md). They move as
 * 32-bit words where the alignment allows (bitcast to and from the
 * components), else component by component. */
static bool narrow_vector(ir_module *m, uint32_t type) {
  return ir_is_vector(m, type) && component_bytes(m, type) < 4;
}

uint32_t tr_psb_chunk(ir_module *m, uint32_t type, uint32_t align) {
  if (!narrow_vector(m, type)) return 0;
  align = pow2_align(align);
  uint32_t bytes = component_bytes(m, type) * ir_vec_len(m, type);
  if (align < 4 || bytes % 4 || bytes > 32) return 0; /* OpenCL's widest: 16 halfwords */
  /* The words of 8 or 16 bytes go in one uvec2 or uvec4 access where the
   * alignment allows: CPU drivers pay per memory instruction and lane, and
   * lavapipe moves a uchar16 four times faster in one 128-bit access than
   * in four words (docs/benchmarks.md, "OpenCV's transparent API on
   * lavapipe"). */
  uint32_t chunk = align < 16 ? align : 16;
  while (bytes % chunk) chunk >>= 1;
  return chunk;
}

uint32_t tr_load_psb(tr_ctx *c, ir_builder *b, uint32_t type, uint32_t addr, uint32_t align) {
  ir_module *m = c->m;
  align = pow2_align(align);
  uint32_t cb = component_bytes(m, type);
  uint32_t chunk = tr_psb_chunk(m, type, align);
  if (chunk) {
    /* at most 16 halfwords: 8 words */
    uint32_t u32 = ir_type_int(m, 32, 0), ct = chunk == 4 ? u32 : ir_type_vec(m, u32, chunk / 4);
    uint32_t wt = ir_type_vec(m, ir_scalar_of(m, type), 4 / cb), parts[8], np = 0;
    for (uint32_t off = 0; off < cb * ir_vec_len(m, type); off += chunk) {
      uint32_t v = load_psb_raw(b, ct, addr_plus(b, addr, off), align_of_offset(align, off));
      for (uint32_t j = 0; j < chunk / 4; j++)
        parts[np++] = ir_op1(b, SpvOpBitcast, wt, chunk == 4 ? v : ir_extract(b, u32, v, j));
    }
    return np == 1 ? parts[0] : ir_emit(b, SpvOpCompositeConstruct, type, true, np, parts)->id;
  }
  if (!narrow_vector(m, type) && (align >= cb || ir_is_pointer(m, type))) return load_psb_raw(b, type, addr, align);
  if (ir_is_vector(m, type)) {
    uint32_t n = ir_vec_len(m, type), sc = ir_scalar_of(m, type), parts[16];
    for (uint32_t i = 0; i < n && i < 16; i++)
      parts[i] = tr_load_psb(c, b, sc, addr_plus(b, addr, (uint64_t)i * cb), align_of_offset(align, (uint64_t)i * cb));
    return ir_emit(b, SpvOpCompositeConstruct, type, true, n, parts)->id;
  }
  if (!piece_ok(c, align)) return ir_undef(m, type);
  uint32_t ut = ir_type_int(m, cb * 8, 0), pt = ir_type_int(m, align * 8, 0);
  uint32_t v = 0;
  for (uint32_t k = 0; k < cb / align; k++) {
    uint32_t piece = load_psb_raw(b, pt, addr_plus(b, addr, (uint64_t)k * align), align);
    uint32_t wide = ir_op1(b, SpvOpUConvert, ut, piece);
    if (k) wide = ir_op2(b, SpvOpShiftLeftLogical, ut, wide, ir_const(m, ut, (uint64_t)k * align * 8));
    v = k ? ir_op2(b, SpvOpBitwiseOr, ut, v, wide) : wide;
  }
  return type == ut ? v : ir_op1(b, SpvOpBitcast, type, v);
}

void tr_store_psb(tr_ctx *c, ir_builder *b, uint32_t addr, uint32_t value, uint32_t align) {
  ir_module *m = c->m;
  align = pow2_align(align);
  uint32_t type = ir_type_of(m, value);
  uint32_t cb = component_bytes(m, type);
  uint32_t chunk = tr_psb_chunk(m, type, align);
  if (chunk) {
    uint32_t u32 = ir_type_int(m, 32, 0), ct = chunk == 4 ? u32 : ir_type_vec(m, u32, chunk / 4);
    uint32_t per = 4 / cb, wt = ir_type_vec(m, ir_scalar_of(m, type), per), n = ir_vec_len(m, type), word = 0;
    for (uint32_t off = 0; off < cb * n; off += chunk) {
      uint32_t words[4];
      for (uint32_t j = 0; j < chunk / 4; j++, word++) {
        uint32_t part = value;
        if (n > per) {
          ir_inst *sh = ir_emit(b, SpvOpVectorShuffle, wt, true, 2, (uint32_t[]){value, value});
          for (uint32_t k = 0; k < per; k++) ir_push(m, sh, word * per + k, false);
          part = sh->id;
        }
        words[j] = ir_op1(b, SpvOpBitcast, u32, part);
      }
      uint32_t v = chunk == 4 ? words[0] : ir_emit(b, SpvOpCompositeConstruct, ct, true, chunk / 4, words)->id;
      store_psb_raw(b, addr_plus(b, addr, off), v, align_of_offset(align, off));
    }
    return;
  }
  if (!narrow_vector(m, type) && (align >= cb || ir_is_pointer(m, type))) {
    store_psb_raw(b, addr, value, align);
    return;
  }
  if (ir_is_vector(m, type)) {
    uint32_t n = ir_vec_len(m, type), sc = ir_scalar_of(m, type);
    for (uint32_t i = 0; i < n; i++)
      tr_store_psb(c, b, addr_plus(b, addr, (uint64_t)i * cb), ir_extract(b, sc, value, i),
                   align_of_offset(align, (uint64_t)i * cb));
    return;
  }
  if (!piece_ok(c, align)) return;
  uint32_t ut = ir_type_int(m, cb * 8, 0), pt = ir_type_int(m, align * 8, 0);
  uint32_t bits = type == ut ? value : ir_op1(b, SpvOpBitcast, ut, value);
  for (uint32_t k = 0; k < cb / align; k++) {
    uint32_t sh = k ? ir_op2(b, SpvOpShiftRightLogical, ut, bits, ir_const(m, ut, (uint64_t)k * align * 8)) : bits;
    store_psb_raw(b, addr_plus(b, addr, (uint64_t)k * align), ir_op1(b, SpvOpUConvert, pt, sh), align);
  }
}


uint32_t tr_local_array(tr_ctx *c) {
  if (!c->local_var) {
    c->local_var = ir_new_id(c->m);
    c->m->forward[c->m->nforward++] = c->local_var;
  }
  return c->local_var;
}

void tr_local_layout(tr_ctx *c) {
  ir_module *m = c->m;
  if (c->local_offset) return;
  c->local_offset = ir_alloc(m, (size_t)m->bound * sizeof *c->local_offset);
  /* which module-scope Workgroup variables this kernel references */
  uint8_t *used = ir_alloc(m, m->bound);
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++)
        if (in->isid[i] && in->w[i] < m->bound) used[in->w[i]] = 1;
  }
  uint32_t end = TR_LOCAL_BASE; /* __local pointers never equal NULL (offset 0) */
  bool any = false;
  for (ir_inst *in = m->sec[IR_SEC_GLOBAL].first; in; in = in->next) {
    /* the sub-group exchange array is laid out before lower_subgroups uses it */
    if (in->op != SpvOpVariable || in->w[0] != SpvStorageClassWorkgroup || (!used[in->id] && in->id != c->sg_exchange))
      continue;
    uint32_t pointee = ir_ptr_pointee(m, in->type);
    uint32_t align = ir_cl_align(m, pointee);
    if (align < 4) align = 4;
    end = (end + align - 1) / align * align;
    c->local_offset[in->id] = end + 1;
    end += (uint32_t)ir_cl_size(m, pointee);
    any = true;
  }
  c->local_static_end = any ? end : 0;
}

uint32_t tr_spec_op(tr_ctx *c, uint32_t op, uint32_t a, uint32_t b) {
  ir_module *m = c->m;
  ir_inst *in = ir_inst_new(m, SpvOpSpecConstantOp, ir_type_int(m, 32, 0), ir_new_id(m), 0);
  ir_push(m, in, op, false);
  ir_push(m, in, a, true);
  ir_push(m, in, b, true);
  ir_section_append(m, IR_SEC_GLOBAL, in);
  return in->id;
}

uint32_t tr_sg_native_lid(tr_ctx *c, ir_builder *b) {
  uint32_t u32 = ir_type_int(c->m, 32, 0);
  return ir_op1(b, SpvOpLoad, u32, tr_vk_builtin(c, SpvBuiltInSubgroupLocalInvocationId, u32));
}

uint32_t tr_sg_native_id(tr_ctx *c, ir_builder *b) {
  uint32_t u32 = ir_type_int(c->m, 32, 0);
  return ir_op1(b, SpvOpLoad, u32, tr_vk_builtin(c, SpvBuiltInSubgroupId, u32));
}

uint32_t tr_sg_lid(tr_ctx *c, ir_builder *b) {
  uint32_t l = tr_sg_native_lid(c, b);
  if (c->vspan) {
    /* lane (SubgroupId mod span) * N + SubgroupLocalInvocationId */
    ir_module *m = c->m;
    uint32_t u32 = ir_type_int(m, 32, 0);
    uint32_t k = ir_op2(b, SpvOpUMod, u32, tr_sg_native_id(c, b), ir_const_u32(m, c->vspan));
    return ir_op2(b, SpvOpIAdd, u32, ir_op2(b, SpvOpIMul, u32, k, ir_const_u32(m, c->vnative)), l);
  }
  if (!c->vsub) return l;
  return ir_op2(b, SpvOpBitwiseAnd, ir_type_int(c->m, 32, 0), l, ir_const_u32(c->m, c->vsub - 1));
}

uint32_t tr_sg_base(tr_ctx *c, ir_builder *b) {
  if (!c->vsub) return ir_const_u32(c->m, 0);
  return ir_op2(b, SpvOpBitwiseAnd, ir_type_int(c->m, 32, 0), tr_sg_native_lid(c, b), ir_const_u32(c->m, ~(c->vsub - 1)));
}

uint32_t tr_sg_native_size(tr_ctx *c, ir_builder *b) {
  uint32_t u32 = ir_type_int(c->m, 32, 0);
  return ir_op1(b, SpvOpLoad, u32, tr_vk_builtin(c, SpvBuiltInSubgroupSize, u32));
}

/* Bits [0, n) of component `comp` of a ballot: no shift by 32 or more,
 * which SPIR-V leaves undefined. */
static uint32_t bits_below(tr_ctx *c, ir_builder *b, uint32_t n, uint32_t comp) {
  ir_module *m = c->m;
  uint32_t u32 = ir_type_int(m, 32, 0), bt = ir_type_bool(m);
  uint32_t base = ir_const_u32(m, 32 * comp);
  uint32_t k = ir_op3(b, SpvOpSelect, u32, ir_op2(b, SpvOpUGreaterThan, bt, n, base), ir_op2(b, SpvOpISub, u32, n, base),
                      ir_const_u32(m, 0));
  uint32_t k31 = ir_op2(b, SpvOpBitwiseAnd, u32, k, ir_const_u32(m, 31));
  uint32_t low = ir_op2(b, SpvOpISub, u32, ir_op2(b, SpvOpShiftLeftLogical, u32, ir_const_u32(m, 1), k31),
                        ir_const_u32(m, 1));
  return ir_op3(b, SpvOpSelect, u32, ir_op2(b, SpvOpUGreaterThanEqual, bt, k, ir_const_u32(m, 32)),
                ir_const_u32(m, ~0u), low);
}

uint32_t tr_ballot_below(tr_ctx *c, ir_builder *b, uint32_t n) {
  ir_module *m = c->m;
  uint32_t parts[4];
  for (uint32_t comp = 0; comp < 4; comp++) parts[comp] = bits_below(c, b, n, comp);
  return ir_emit(b, SpvOpCompositeConstruct, ir_type_vec(m, ir_type_int(m, 32, 0), 4), true, 4, parts)->id;
}

uint32_t tr_sg_lanes(tr_ctx *c, ir_builder *b) {
  ir_module *m = c->m;
  uint32_t v4 = ir_type_vec(m, ir_type_int(m, 32, 0), 4);
  if (!c->vsub) return ir_const_splat(m, v4, ~0u);
  uint32_t base = tr_sg_base(c, b);
  uint32_t end = ir_op2(b, SpvOpIAdd, ir_type_int(m, 32, 0), base, ir_const_u32(m, c->vsub));
  return ir_op2(b, SpvOpBitwiseXor, v4, tr_ballot_below(c, b, end), tr_ballot_below(c, b, base));
}

uint32_t tr_subgroup_active_count(tr_ctx *c) {
  ir_module *m = c->m;
  /* A pass that rewrites sub-group instructions (lower_subgroups) may have
   * replaced the count made earlier and renamed its uses: count again. */
  if (c->subgroup_active) {
    ir_inst *d = ir_def_inst(m, c->subgroup_active);
    if (d && d->block) return c->subgroup_active;
  }
  ir_block *entry = c->k->first;
  ir_inst *pos = ir_first_non_phi(entry);
  while (pos && pos->op == SpvOpVariable) pos = pos->next;
  ir_builder eb = pos ? ir_builder_before(m, pos) : ir_builder_at_end(m, entry);
  uint32_t u32 = ir_type_int(m, 32, 0);
  if (c->vspan) {
    /* a sub-group spanning subgroups: all of the work-group's work-items
     * are there (a dispatch's work-groups have its local size), so it
     * holds min(V, local size - its first work-item's linear id) */
    uint32_t n = ir_op2(&eb, SpvOpIMul, u32, tr_wgsize(c, 0), tr_wgsize(c, 1));
    n = ir_op2(&eb, SpvOpIMul, u32, n, tr_wgsize(c, 2));
    uint32_t sg = tr_sg_native_id(c, &eb);
    uint32_t first = ir_op2(&eb, SpvOpIMul, u32, ir_op2(&eb, SpvOpUDiv, u32, sg, ir_const_u32(m, c->vspan)),
                            ir_const_u32(m, c->vsub));
    uint32_t left = ir_op2(&eb, SpvOpISub, u32, n, first);
    uint32_t less = ir_op2(&eb, SpvOpULessThan, ir_type_bool(m), left, ir_const_u32(m, c->vsub));
    c->subgroup_active = ir_op3(&eb, SpvOpSelect, u32, less, left, ir_const_u32(m, c->vsub));
    c->subgroup_active_ballot = 0;
    return c->subgroup_active;
  }
  uint32_t scope = ir_const_u32(m, SpvScopeSubgroup);
  uint32_t ballot = ir_op2(&eb, SpvOpGroupNonUniformBallot, ir_type_vec(m, u32, 4), scope,
                           ir_const_bool(m, true));
  c->subgroup_active_ballot = ballot;
  /* a virtual sub-group counts the lanes of its partition */
  if (c->vsub) ballot = ir_op2(&eb, SpvOpBitwiseAnd, ir_type_vec(m, u32, 4), ballot, tr_sg_lanes(c, &eb));
  ir_inst *cnt = ir_emit(&eb, SpvOpGroupNonUniformBallotBitCount, u32, true, 1, &scope);
  ir_push(m, cnt, SpvGroupOperationReduce, false);
  ir_push(m, cnt, ballot, true);
  c->subgroup_active = cnt->id;
  return cnt->id;
}

/* get_max_sub_group_size(): min(SubgroupSize, enqueued invocations). The
 * runtime usually knows it when it makes the pipeline and passes it as a
 * specialization constant; the driver then sees a constant (loops over
 * the sub-group unroll, block-IO strides fold). 0 means "not known". */
uint32_t tr_subgroup_max(tr_ctx *c, ir_builder *b) {
  ir_module *m = c->m;
  uint32_t u32 = ir_type_int(m, 32, 0);
  if (!c->sg_max_spec) {
    ir_inst *sc = ir_inst_new(m, SpvOpSpecConstant, u32, ir_new_id(m), 0);
    ir_push(m, sc, 0, false);
    ir_section_append(m, IR_SEC_GLOBAL, sc);
    uint32_t id = TR_SPEC_SUBGROUP_MAX;
    ir_decorate(m, sc->id, SpvDecorationSpecId, 1, &id);
    c->sg_max_spec = sc->id;
    c->out->sg_max_spec_id = TR_SPEC_SUBGROUP_MAX;
  }
  uint32_t sg = c->vsub ? ir_const_u32(m, c->vsub) : tr_sg_native_size(c, b);
  uint32_t n = tr_imp_load(c, b, TR_IMP_ENQUEUED_LOCAL, 0);
  n = ir_op2(b, SpvOpIMul, u32, n, tr_imp_load(c, b, TR_IMP_ENQUEUED_LOCAL, 1));
  n = ir_op2(b, SpvOpIMul, u32, n, tr_imp_load(c, b, TR_IMP_ENQUEUED_LOCAL, 2));
  uint32_t less = ir_op2(b, SpvOpULessThan, ir_type_bool(m), n, sg);
  uint32_t computed = ir_op3(b, SpvOpSelect, u32, less, n, sg);
  uint32_t known = ir_op2(b, SpvOpINotEqual, ir_type_bool(m), c->sg_max_spec, ir_const_u32(m, 0));
  return ir_op3(b, SpvOpSelect, u32, known, c->sg_max_spec, computed);
}

void tr_workgroup_barrier(tr_ctx *c, ir_builder *b) {
  ir_module *m = c->m;
  uint32_t wg = ir_const_u32(m, SpvScopeWorkgroup);
  uint32_t sem = ir_const_u32(m, SpvMemorySemanticsAcquireReleaseMask | SpvMemorySemanticsWorkgroupMemoryMask);
  ir_emit(b, SpvOpControlBarrier, 0, false, 3, (uint32_t[]){wg, wg, sem});
}

uint32_t tr_exchange_words(const tr_ctx *c) {
  return c->t->max_workgroup_invocations ? c->t->max_workgroup_invocations : 1024;
}

const tr_implicit tr_pack_implicits[3] = {TR_IMP_GROUP_OFFSET, TR_IMP_GLOBAL_SIZE, TR_IMP_ENQUEUED_LOCAL};

uint32_t tr_imp_missing_bytes(const tr_ctx *c, const tr_implicit *which, size_t n) {
  uint32_t bytes = 0;
  for (size_t i = 0; i < n; i++)
    if (c->implicit_member[which[i]] < 0) bytes += 12;
  return bytes;
}

/* Declared in shoal_translate.h (the reflection's API); here, in the base
 * layer, because lower_args and the image lowering both count with it. */
uint32_t tr_image_coords(tr_image_dim d) {
  switch (d) {
  case TR_IMG_3D:
  case TR_IMG_2D_ARRAY: return 3;
  case TR_IMG_2D:
  case TR_IMG_1D_ARRAY: return 2;
  default: return 1; /* 1D, buffer */
  }
}
