/* image_access.c: what the image lowering files share (images_internal.h):
 * small builders over an image pass's context (vectors, selects, logic,
 * specialization-constant comparisons, GLSL calls), and an image
 * argument's Vulkan image types, variables, format and size queries and
 * fetches. Apart from the pass (lower_images.c), so that the files it
 * hands instructions to do not call back into it. */
#include <string.h>

#include "builtins/builtins.h"
#include "images_internal.h"
#include "ir/ir.h"

#include <spirv/unified1/GLSL.std.450.h>

/* ---- small builders ----------------------------------------------------------- */

uint32_t ix_k(ix *x, uint32_t v) { return ir_const_u32(x->m, v); }
uint32_t ix_kf(ix *x, float v) { return ir_const_f32(x->m, v); }

uint32_t ix_vec(ix *x, uint32_t elem, uint32_t n, const uint32_t *parts) {
  if (n == 1) return parts[0];
  return ir_emit(x->b, SpvOpCompositeConstruct, ir_type_vec(x->m, elem, n), true, n, parts)->id;
}

static bool const_bool(ix *x, uint32_t id, bool *v) {
  ir_inst *d = ir_def_inst(x->m, id);
  if (!d || (d->op != SpvOpConstantTrue && d->op != SpvOpConstantFalse)) return false;
  *v = d->op == SpvOpConstantTrue;
  return true;
}

uint32_t ix_sel(ix *x, uint32_t type, uint32_t cond, uint32_t a, uint32_t b) {
  bool v;
  if (const_bool(x, cond, &v)) return v ? a : b;
  if (a == b) return a;
  /* before SPIR-V 1.4 a vector select takes a vector of conditions */
  if (ir_is_vector(x->m, type) && x->c->t->spirv_version < 0x00010400) {
    uint32_t n = ir_vec_len(x->m, type), parts[4] = {cond, cond, cond, cond};
    cond = ix_vec(x, x->boolt, n, parts);
  }
  return ir_op3(x->b, SpvOpSelect, type, cond, a, b);
}

uint32_t ix_and(ix *x, uint32_t a, uint32_t b) {
  bool v;
  if (const_bool(x, a, &v)) return v ? b : a;
  if (const_bool(x, b, &v)) return v ? a : b;
  return ir_op2(x->b, SpvOpLogicalAnd, x->boolt, a, b);
}

uint32_t ix_or(ix *x, uint32_t a, uint32_t b) {
  bool v;
  if (const_bool(x, a, &v)) return v ? a : b;
  if (const_bool(x, b, &v)) return v ? b : a;
  return ir_op2(x->b, SpvOpLogicalOr, x->boolt, a, b);
}

uint32_t ix_not(ix *x, uint32_t a) {
  bool v;
  if (const_bool(x, a, &v)) return ir_const_bool(x->m, !v);
  return ir_op1(x->b, SpvOpLogicalNot, x->boolt, a);
}

/* Specialization-constant expressions, made once each. */
static uint32_t spec_op(ix *x, uint32_t op, uint32_t type, uint32_t a, uint32_t b) {
  struct tr_images *im = x->c->images;
  for (uint32_t i = 0; i < im->nspec; i++)
    if (im->spec[i][0] == op && im->spec[i][1] == type && im->spec[i][2] == a && im->spec[i][3] == b)
      return im->spec[i][4];
  ir_inst *in = ir_inst_new(x->m, SpvOpSpecConstantOp, type, ir_new_id(x->m), 0);
  ir_push(x->m, in, op, false);
  ir_push(x->m, in, a, true);
  ir_push(x->m, in, b, true);
  ir_section_append(x->m, IR_SEC_GLOBAL, in);
  if (im->nspec < sizeof im->spec / sizeof im->spec[0]) {
    uint32_t *e = im->spec[im->nspec++];
    e[0] = op, e[1] = type, e[2] = a, e[3] = b, e[4] = in->id;
  }
  return in->id;
}

uint32_t ix_spec_eq(ix *x, uint32_t v, uint32_t mask, uint32_t want) {
  uint64_t c;
  if (ir_const_value(x->m, v, &c)) return ir_const_bool(x->m, ((uint32_t)c & mask) == want);
  uint32_t masked = spec_op(x, SpvOpBitwiseAnd, x->u32, v, ix_k(x, mask));
  return spec_op(x, SpvOpIEqual, x->boolt, masked, ix_k(x, want));
}

uint32_t ix_glsl1(ix *x, uint32_t type, uint32_t inst, uint32_t a) {
  return ir_ext(x->b, type, ocl_glsl(x->m), inst, 1, &a);
}

uint32_t ix_glsl1_2(ix *x, uint32_t type, uint32_t inst, uint32_t a, uint32_t b) {
  return ir_ext(x->b, type, ocl_glsl(x->m), inst, 2, (uint32_t[]){a, b});
}

uint32_t ix_sclamp(ix *x, uint32_t v, uint32_t lo, uint32_t hi) {
  uint32_t t = ir_type_of(x->m, v);
  uint32_t below = ir_op2(x->b, SpvOpSLessThan, x->boolt, v, lo);
  v = ix_sel(x, t, below, lo, v);
  uint32_t above = ir_op2(x->b, SpvOpSGreaterThan, x->boolt, v, hi);
  return ix_sel(x, t, above, hi, v);
}

/* ---- image types, variables and queries ------------------------------------------ */

uint32_t img_spatial(tr_image_dim d) {
  return d == TR_IMG_3D ? 3 : d == TR_IMG_2D || d == TR_IMG_2D_ARRAY ? 2 : 1;
}
bool img_arrayed(tr_image_dim d) { return d == TR_IMG_1D_ARRAY || d == TR_IMG_2D_ARRAY; }

static bool sampled_view(uint32_t view) { return view == TR_VIEW_SAMPLED || view == TR_VIEW_RAW_SAMPLED; }

static uint32_t kind_scalar(ix *x, img_kind k) {
  return k == IK_FLOAT ? x->f32 : k == IK_SINT ? x->i32 : x->u32;
}

uint32_t img_kind_vec4(ix *x, img_kind kind) { return ir_type_vec(x->m, kind_scalar(x, kind), 4); }

/* The Vulkan image type of a view (hash-consed here: OpTypeImage may not
 * be declared twice). */
static uint32_t image_type(ix *x, tr_image_dim dim, uint32_t view, img_kind kind) {
  struct tr_images *im = x->c->images;
  uint32_t key = (uint32_t)dim << 8 | (sampled_view(view) ? 16 : 32) | kind;
  for (uint32_t i = 0; i < im->ntypes; i++)
    if (im->types[i][0] == key) return im->types[i][1];
  static const uint32_t dims[] = {SpvDim1D, SpvDim1D, SpvDim2D, SpvDim2D, SpvDim3D, SpvDimBuffer};
  ir_inst *t = ir_inst_new(x->m, SpvOpTypeImage, 0, ir_new_id(x->m), 0);
  ir_push(x->m, t, kind_scalar(x, kind), true);
  ir_push(x->m, t, dims[dim], false);
  ir_push(x->m, t, 0, false);                           /* not depth */
  ir_push(x->m, t, img_arrayed(dim) ? 1 : 0, false);
  ir_push(x->m, t, 0, false);                           /* single-sampled */
  ir_push(x->m, t, sampled_view(view) ? 1 : 2, false);
  ir_push(x->m, t, SpvImageFormatUnknown, false);
  ir_section_append(x->m, IR_SEC_GLOBAL, t);
  if (im->ntypes < sizeof im->types / sizeof im->types[0]) {
    im->types[im->ntypes][0] = key;
    im->types[im->ntypes++][1] = t->id;
  }
  return t->id;
}

uint32_t img_load(ix *x, img_arg *a, uint32_t view, img_kind kind) {
  uint32_t *var = &a->var[view][kind];
  uint32_t type = image_type(x, a->dim, view, kind);
  if (!*var) {
    uint32_t ptr = ir_type_ptr(x->m, SpvStorageClassUniformConstant, type);
    ir_inst *v = ir_inst_new(x->m, SpvOpVariable, ptr, ir_new_id(x->m), 0);
    ir_push(x->m, v, SpvStorageClassUniformConstant, false);
    ir_section_append(x->m, IR_SEC_GLOBAL, v);
    uint32_t set = 0, binding = TR_IMAGE_BINDING(a->index, view);
    ir_decorate(x->m, v->id, SpvDecorationDescriptorSet, 1, &set);
    ir_decorate(x->m, v->id, SpvDecorationBinding, 1, &binding);
    *var = v->id;
  }
  return ir_op1(x->b, SpvOpLoad, type, *var);
}

uint32_t img_fmt(ix *x, img_arg *a) {
  if (!a->fmt) {
    ir_inst *in = ir_inst_new(x->m, SpvOpSpecConstant, x->u32, ir_new_id(x->m), 0);
    ir_push(x->m, in, 0, false);
    ir_section_append(x->m, IR_SEC_GLOBAL, in);
    uint32_t id = TR_SPEC_ARG(a->index);
    ir_decorate(x->m, in->id, SpvDecorationSpecId, 1, &id);
    x->c->out->args[a->index].spec_id = id;
    a->fmt = in->id;
  }
  return a->fmt;
}

uint32_t img_fmt_field(ix *x, img_arg *a, uint32_t shift, uint32_t bits) {
  uint32_t f = img_fmt(x, a);
  if (shift) f = spec_op(x, SpvOpShiftRightLogical, x->u32, f, ix_k(x, shift));
  return spec_op(x, SpvOpBitwiseAnd, x->u32, f, ix_k(x, (1u << bits) - 1));
}

uint32_t img_fmt_flag(ix *x, img_arg *a, uint32_t flag) { return ix_spec_eq(x, img_fmt(x, a), flag, flag); }

uint32_t img_size(ix *x, img_arg *a, uint32_t comp) {
  (void)x;
  return a->size[comp];
}

uint32_t img_clamp(ix *x, img_arg *a, uint32_t comp, uint32_t v) {
  uint32_t hi = ir_op2(x->b, SpvOpISub, x->u32, img_size(x, a, comp), ix_k(x, 1));
  return ix_sclamp(x, v, ix_k(x, 0), hi);
}

uint32_t img_fetch(ix *x, img_arg *a, uint32_t view, img_kind kind, uint32_t coord) {
  uint32_t img = img_load(x, a, view, kind), t = img_kind_vec4(x, kind);
  if (!sampled_view(view)) return ir_op2(x->b, SpvOpImageRead, t, img, coord);
  ir_inst *f = ir_emit(x->b, SpvOpImageFetch, t, true, 2, (uint32_t[]){img, coord});
  if (a->dim != TR_IMG_BUFFER) {
    ir_push(x->m, f, SpvImageOperandsLodMask, false);
    ir_push(x->m, f, ix_k(x, 0), true);
  }
  return f->id;
}

