/* mem_globals.c: program-scope variables, __constant (OpenCL 1.x) and __global
 * (OpenCL 2.0, __opencl_c_program_scope_global_variables). All of them
 * live in one buffer per program and device, laid out in module order by
 * OpenCL C's rules (ir_cl_size/ir_cl_align, or a larger Alignment
 * decoration); every kernel of the program reaches it through the implicit
 * TR_IMP_GLOBALS address, so __global variables keep their values from one
 * launch to the next, as OpenCL 2.0 says. The layout depends on the module
 * alone, so each kernel, translated from a fresh read, finds its variables
 * at the same offsets. The buffer's first contents come from the
 * initializers (zero without one); a pointer initialized with the address
 * of a program-scope variable holds that variable's offset and is listed as
 * a relocation, which the runtime adds the buffer's address to. */
#include <stdlib.h>
#include <string.h>

#include "memory_internal.h"


static bool program_scope(const ir_inst *in) {
  return in->op == SpvOpVariable && in->n >= 1 &&
         (in->w[0] == SpvStorageClassCrossWorkgroup || in->w[0] == SpvStorageClassUniformConstant);
}

bool tr_globals_layout(ir_module *m, uint64_t **offsets, uint64_t *size, uint32_t *align) {
  uint64_t *off = ir_alloc(m, (size_t)m->bound * sizeof *off);
  uint64_t end = 0;
  uint32_t max_align = 1;
  for (ir_inst *in = m->sec[IR_SEC_GLOBAL].first; in; in = in->next) {
    if (!program_scope(in) || in->id >= m->bound) continue;
    uint32_t a = ir_cl_var_align(m, in);
    if (a > max_align) max_align = a;
    end = (end + a - 1) / a * a;
    off[in->id] = end + 1;
    end += ir_cl_size(m, ir_ptr_pointee(m, in->type));
    if (end > TR_MAX_GLOBALS_BYTES)
      return ir_error(m, "the program-scope variables need more than %u bytes (at %s)", TR_MAX_GLOBALS_BYTES,
                      ir_id_str(m, in->id));
  }
  *offsets = off;
  *size = end;
  *align = max_align;
  return true;
}

/* ---- the initial image ------------------------------------------------------- */

typedef struct image {
  ir_module *m;
  const uint64_t *offset; /* tr_globals_layout */
  uint8_t *bytes;
  uint64_t size;
  uint64_t *relocs;
  uint32_t nrelocs, cap;
} image;

static bool add_reloc(image *g, uint64_t at) {
  if (g->nrelocs == g->cap) {
    uint32_t cap = g->cap ? g->cap * 2 : 16;
    uint64_t *r = realloc(g->relocs, cap * sizeof *r);
    if (!r) return ir_error(g->m, "out of host memory");
    g->relocs = r;
    g->cap = cap;
  }
  g->relocs[g->nrelocs++] = at;
  return true;
}

/* The offset in the buffer a constant pointer expression points to. */
static bool pointer_target(ir_module *m, const uint64_t *offset, uint32_t id, uint64_t *target, int depth) {
  ir_inst *d = ir_def_inst(m, id);
  if (!d || depth > 16) return false;
  if (d->op == SpvOpVariable) {
    if (id >= m->bound || !offset[id]) return false;
    *target = offset[id] - 1;
    return true;
  }
  if (d->op != SpvOpSpecConstantOp || d->n < 2) return false;
  uint32_t op = d->w[0], base = d->w[1];
  switch (op) {
  case SpvOpPtrCastToGeneric:
  case SpvOpGenericCastToPtr:
  case SpvOpBitcast: return pointer_target(m, offset, base, target, depth + 1);
  case SpvOpAccessChain:
  case SpvOpInBoundsAccessChain:
  case SpvOpPtrAccessChain:
  case SpvOpInBoundsPtrAccessChain: {
    if (!pointer_target(m, offset, base, target, depth + 1)) return false;
    bool elem = op == SpvOpPtrAccessChain || op == SpvOpInBoundsPtrAccessChain;
    uint32_t t = ir_ptr_pointee(m, ir_type_of(m, base));
    for (uint32_t i = 2; i < d->n; i++) {
      uint64_t v;
      if (!ir_const_value(m, d->w[i], &v)) return false;
      ir_inst *tin = ir_type_inst(m, t);
      if (elem && i == 2) {
        *target += v * ir_cl_size(m, t);
      } else if (tin && tin->op == SpvOpTypeStruct) {
        if (v >= tin->n) return false;
        *target += ir_cl_member_offset(m, t, (uint32_t)v);
        t = tin->w[v];
      } else if (tin && (tin->op == SpvOpTypeArray || tin->op == SpvOpTypeVector)) {
        t = tin->w[0];
        *target += v * ir_cl_size(m, t);
      } else {
        return false;
      }
    }
    return true;
  }
  default: return false;
  }
}

bool tr_globals_pointer(ir_module *m, const uint64_t *offsets, uint32_t id, uint64_t *offset) {
  return pointer_target(m, offsets, id, offset, 0);
}

/* Writes constant `id` of type `t` at byte `at`. */
static bool put(image *g, uint32_t id, uint32_t t, uint64_t at, int depth) {
  ir_module *m = g->m;
  ir_inst *d = ir_def_inst(m, id);
  uint64_t size = ir_cl_size(m, t);
  if (!d || depth > 64 || at + size > g->size) return ir_error(m, "invalid initializer %s", ir_id_str(m, id));
  switch (d->op) {
  case SpvOpConstantNull:
  case SpvOpUndef: return true; /* the image starts zeroed */
  case SpvOpConstantTrue:
  case SpvOpSpecConstantTrue: g->bytes[at] = 1; return true;
  case SpvOpConstantFalse:
  case SpvOpSpecConstantFalse: return true;
  default: break;
  }
  if (ir_is_pointer(m, t)) {
    uint64_t target;
    if (!pointer_target(m, g->offset, id, &target, 0))
      return ir_error(m, "the initializer of a program-scope pointer (%s) is not the address of a program-scope "
                         "variable",
                      ir_id_str(m, id));
    memcpy(g->bytes + at, &target, 8);
    return add_reloc(g, at);
  }
  if ((d->op == SpvOpConstant || d->op == SpvOpSpecConstant) && d->n >= 1) {
    uint32_t bytes = (uint32_t)size;
    for (uint32_t k = 0; k < bytes && k < 8; k++) {
      uint32_t word = d->w[k / 4 < d->n ? k / 4 : 0];
      g->bytes[at + k] = (uint8_t)(word >> (8 * (k % 4)));
    }
    return true;
  }
  if (d->op == SpvOpConstantComposite || d->op == SpvOpSpecConstantComposite) {
    ir_inst *tin = ir_type_inst(m, t);
    for (uint32_t i = 0; i < d->n; i++) {
      uint32_t et;
      uint64_t eo;
      if (tin->op == SpvOpTypeStruct) {
        if (i >= tin->n) break;
        et = tin->w[i];
        eo = ir_cl_member_offset(m, t, i);
      } else {
        et = tin->w[0];
        eo = (uint64_t)i * ir_cl_size(m, et);
      }
      if (!put(g, d->w[i], et, at + eo, depth + 1)) return false;
    }
    return true;
  }
  return ir_error(m, "unsupported initializer %s (%s) of a program-scope variable", ir_id_str(m, id),
                  ir_op_str(d->op));
}

bool tr_globals_image(ir_module *m, tr_program *p) {
  uint64_t *offset, size;
  uint32_t align;
  if (!tr_globals_layout(m, &offset, &size, &align)) return false;
  p->globals_size = size;
  p->globals_align = align;
  if (!size) return true;
  image g = {.m = m, .offset = offset, .size = size};
  g.bytes = calloc(1, size);
  if (!g.bytes) return ir_error(m, "out of host memory for the program-scope variables");
  bool ok = true;
  for (ir_inst *in = m->sec[IR_SEC_GLOBAL].first; in && ok; in = in->next) {
    if (!program_scope(in) || in->n < 2 || in->id >= m->bound) continue;
    ok = put(&g, in->w[1], ir_ptr_pointee(m, in->type), offset[in->id] - 1, 0);
  }
  if (!ok) {
    free(g.bytes);
    free(g.relocs);
    return false;
  }
  p->globals_init = g.bytes;
  p->globals_relocs = g.relocs;
  p->nglobals_relocs = g.nrelocs;
  return true;
}
