/* lower_images.c: OpenCL images become Vulkan images. Each image argument
 * binds one descriptor per view the kernel reaches it through (sampled or
 * storage views in the image's format, raw unsigned views of its texel
 * bytes), at TR_IMAGE_BINDING(argument, view) of set 0; its format and
 * each sampler argument are specialization constants the runtime sets per
 * launch. Here: the arguments' reflection, the variables, sampler-less
 * reads (OpImageFetch of sampled views, OpImageRead of storage views),
 * writes guarded by bounds, size and format queries (the size comes with
 * the arguments, tr_arg.size_where); reads through
 * samplers are image_sample.c's, Intel block IO image_block.c's, and the
 * builders and queries all three use image_access.c's. Every
 * coordinate a read uses is clamped into the image, so no access is ever
 * out of bounds, whatever the kernel computes. docs/images.md. */
#include <stdlib.h>
#include <string.h>

#include "builtins/builtins.h"
#include "images_internal.h"
#include "passes.h"
#include "subgroups/subgroups.h"
#include "ir/ir.h"

#include <spirv/unified1/GLSL.std.450.h>

/* cl_channel_type - CL_SNORM_INT8 of the integer types */
enum { CL_TYPE_SINT8 = 7, CL_TYPE_SINT16 = 8, CL_TYPE_UINT8 = 10, CL_TYPE_UINT16 = 11 };

/* lower_images' view of the image and sampler arguments lower_args
 * recorded (tr_ctx.image_params), in the order of the parameters. */
static struct tr_images *images_from_params(tr_ctx *c) {
  ir_module *m = c->m;
  struct tr_images *im = ir_alloc(m, sizeof *im);
  for (uint32_t i = 0; i < c->nimage_params; i++) {
    const tr_image_param *p = &c->image_params[i];
    if (p->sampler) {
      im->smp = ir_grow(m, im->smp, im->nsmp, &im->capsmp, sizeof *im->smp, 8);
      im->smp[im->nsmp++] = (img_sampler_arg){p->param, p->index, 0};
      continue;
    }
    im->img = ir_grow(m, im->img, im->nimg, &im->capimg, sizeof *im->img, 8);
    img_arg *a = &im->img[im->nimg++];
    *a = (img_arg){.param = p->param, .index = p->index, .dim = p->dim, .access = p->access};
    for (uint32_t k = 0; k < 3; k++) a->size[k] = p->size[k];
  }
  return im;
}

/* ---- finding what an instruction uses ------------------------------------------ */

typedef struct pctx {
  ix x;
  struct tr_images *im;
  uint32_t *img_of;    /* id -> image argument + 1 */
  uint32_t *smp_of;    /* id -> sampler argument + 1 */
  uint8_t *sampled;    /* OpSampledImage results */
  ir_inst **work;
  uint32_t nwork, capwork;
  uint32_t bound0;
} pctx;

static img_arg *image_operand(pctx *p, uint32_t id) {
  return id < p->bound0 && p->img_of[id] ? &p->im->img[p->img_of[id] - 1] : NULL;
}

/* The image operand of an OpSampledImage's user (the sampled image id). */
static ir_inst *sampled_def(pctx *p, uint32_t id) {
  ir_inst *d = ir_def_inst(p->x.m, id);
  return d && d->op == SpvOpSampledImage ? d : NULL;
}

/* The sampled type an instruction's texel has: SignExtend / ZeroExtend
 * image operands say it for integers (SPIR-V 1.4); -1 when they do not. */
static int texel_kind(ir_module *m, uint32_t texel_type, uint32_t operands) {
  if (ir_is_float(m, ir_scalar_of(m, texel_type))) return IK_FLOAT;
  if (operands & SpvImageOperandsSignExtendMask) return IK_SINT;
  if (operands & SpvImageOperandsZeroExtendMask) return IK_UINT;
  return -1;
}

static uint32_t operands_of(const ir_inst *in, uint32_t at) { return in->n > at ? in->w[at] : 0; }

static void use_view(img_arg *a, uint32_t view) { a->views |= 1u << view; }

/* Is `call` an imported Intel block read/write on an image? Sets *a. */
static bool block_call(pctx *p, const ir_inst *call, img_arg **a, bool *write) {
  ir_inst *ld = ir_find_decoration(p->x.m, call->w[0], SpvDecorationLinkageAttributes);
  dm_name d;
  if (!ld || call->n < 3 || !dm_parse(ir_string_operand(ld, 2), &d)) return false;
  bool rd = !strncmp(d.base, "intel_sub_group_block_read", 26), wr = !strncmp(d.base, "intel_sub_group_block_write", 27);
  if ((!rd && !wr) || !(*a = image_operand(p, call->w[1]))) return false;
  *write = wr;
  return true;
}

/* Records which views an instruction needs; false (with an
 * error) for instructions that cannot take an image. */
static bool classify(pctx *p, ir_inst *in) {
  ir_module *m = p->x.m;
  const tr_target *t = p->x.c->t;
  img_arg *a;
  bool wr;
  switch (in->op) {
  case SpvOpImageRead:
    if (!(a = image_operand(p, in->w[0]))) return true;
    if (a->access == TR_ACCESS_READ_WRITE && !t->storage_read_without_format)
      return ir_error(m, "read_write image %s: the device cannot read storage images without a format "
                      "(shaderStorageImageReadWithoutFormat)", ir_id_str(m, a->param));
    use_view(a, a->access == TR_ACCESS_READ ? TR_VIEW_SAMPLED : TR_VIEW_STORAGE);
    break;
  case SpvOpImageWrite:
    if (!(a = image_operand(p, in->w[0]))) return true;
    if (a->access == TR_ACCESS_READ) return ir_error(m, "write to read_only image %s", ir_id_str(m, a->param));
    use_view(a, TR_VIEW_STORAGE);
    break;
  case SpvOpSampledImage:
    if (!(a = image_operand(p, in->w[0]))) return true;
    p->sampled[in->id] = 1;
    if (a->access != TR_ACCESS_READ)
      return ir_error(m, "image %s: only read_only images are read through samplers", ir_id_str(m, a->param));
    break;
  case SpvOpImageSampleExplicitLod: {
    ir_inst *si = sampled_def(p, in->w[0]);
    if (!si || !(a = image_operand(p, si->w[0]))) return true;
    use_view(a, TR_VIEW_SAMPLED);
    break;
  }
  case SpvOpImageQuerySizeLod:
  case SpvOpImageQuerySize:
  case SpvOpImageQueryOrder:
  case SpvOpImageQueryFormat:
    /* sizes come with the arguments, order and format are the format's
     * specialization constant: a query binds no view */
    if (!(a = image_operand(p, in->w[0]))) return true;
    break;
  case SpvOpSubgroupImageBlockReadINTEL:
  case SpvOpSubgroupImageBlockWriteINTEL:
    if (!(a = image_operand(p, in->w[0]))) return true; /* the image is the first operand of both */
    wr = in->op == SpvOpSubgroupImageBlockWriteINTEL;
    goto block;
  case SpvOpFunctionCall:
    if (!block_call(p, in, &a, &wr)) return true;
  block:
    if (a->dim != TR_IMG_2D)
      return ir_error(m, "sub-group image block IO on %s, which is not an image2d_t", ir_id_str(m, a->param));
    if (wr && a->access == TR_ACCESS_READ) return ir_error(m, "block write to read_only image %s", ir_id_str(m, a->param));
    if (!wr && a->access == TR_ACCESS_WRITE) return ir_error(m, "block read from write_only image %s", ir_id_str(m, a->param));
    if (a->access == TR_ACCESS_READ_WRITE) {
      use_view(a, TR_VIEW_RAW_STORAGE);
    } else if (wr) {
      use_view(a, TR_VIEW_RAW_STORAGE);
      use_view(a, TR_VIEW_RAW_SAMPLED); /* texels the block covers in part */
    } else {
      use_view(a, TR_VIEW_RAW_SAMPLED);
    }
    break;
  case SpvOpCopyObject:
    if (in->w[0] < p->bound0 && p->img_of[in->w[0]]) p->img_of[in->id] = p->img_of[in->w[0]];
    if (in->w[0] < p->bound0 && p->smp_of[in->w[0]]) p->smp_of[in->id] = p->smp_of[in->w[0]];
    if (!p->img_of[in->id] && !p->smp_of[in->id]) return true;
    break;
  default:
    for (uint32_t i = 0; i < in->n; i++)
      if (in->isid[i] && in->w[i] < p->bound0 &&
          (p->img_of[in->w[i]] || p->smp_of[in->w[i]] || p->sampled[in->w[i]]))
        return ir_error(m, "unsupported use of an image or sampler: %s (%s) in block %s", ir_op_str(in->op),
                        in->id ? ir_id_str(m, in->id) : "no result", ir_id_str(m, in->block->label));
    return true;
  }
  p->work = ir_grow(m, p->work, p->nwork, &p->capwork, sizeof *p->work, 8);
  p->work[p->nwork++] = in;
  return true;
}

/* ---- lowering ------------------------------------------------------------------- */

/* Component i of an OpenCL coordinate (scalar or vector). */
static uint32_t coord_comp(ix *x, uint32_t coord, uint32_t i) {
  uint32_t t = ir_type_of(x->m, coord);
  if (!ir_is_vector(x->m, t)) return coord;
  return ir_extract(x->b, ir_scalar_of(x->m, t), coord, i);
}

/* The Vulkan coordinate of an integer OpenCL coordinate, each component
 * clamped into the image when `clamp`. */
static uint32_t int_coord(ix *x, img_arg *a, uint32_t coord, bool clamp) {
  uint32_t n = tr_image_coords(a->dim), parts[3];
  for (uint32_t i = 0; i < n; i++) {
    parts[i] = coord_comp(x, coord, i);
    if (ir_bit_width(x->m, ir_type_of(x->m, parts[i])) != 32) parts[i] = ir_op1(x->b, SpvOpUConvert, x->u32, parts[i]);
    if (clamp) parts[i] = img_clamp(x, a, i, parts[i]);
  }
  return ix_vec(x, x->u32, n, parts);
}

/* A 4-vector of the kind's type as the OpenCL result type: half results
 * narrowed, integers as their bits. */
static uint32_t to_result(ix *x, uint32_t v, img_kind kind, uint32_t rt) {
  if (kind == IK_FLOAT) return ir_bit_width(x->m, ir_scalar_of(x->m, rt)) == 16 ? ir_op1(x->b, SpvOpFConvert, rt, v) : v;
  return ir_op1(x->b, SpvOpBitcast, rt, v);
}

/* An OpenCL texel as a 4-vector of the kind's type. A half texel is
 * widened from its bits (fb_widen_half): write_imageh of a half that a
 * conversion made stored the unrounded float on NVIDIA. */
static uint32_t from_texel(ix *x, uint32_t texel, img_kind kind) {
  uint32_t t = ir_type_of(x->m, texel), vt = img_kind_vec4(x, kind);
  if (kind == IK_FLOAT) return t == vt ? texel : fb_widen_half(x->b, texel, vt);
  return ir_op1(x->b, SpvOpBitcast, vt, texel);
}

typedef uint32_t (*read_fn)(ix *x, img_arg *a, img_kind kind, const void *arg);

/* A read whose integer signedness the instruction does not say: the
 * format's (a specialization constant) picks the signed or unsigned view,
 * each in its own branch (a view of the other signedness may not be
 * read). */
static uint32_t read_any_int(ix *x, img_arg *a, uint32_t rt, read_fn fn, const void *arg) {
  uint32_t is_sint = ix_spec_eq(x, img_fmt_field(x, a, TR_IMGFMT_KIND_SHIFT, 2), 3, 1);
  ir_if s = ir_if_begin(x->b, is_sint);
  uint32_t r1 = to_result(x, fn(x, a, IK_SINT, arg), IK_SINT, rt);
  ir_block *e1 = ir_if_end(x->b, &s);
  uint32_t p1 = ir_if_phi(x->b, &s, e1, rt, r1, ir_undef(x->m, rt));
  ir_if s2 = ir_if_begin(x->b, ix_not(x, is_sint));
  uint32_t r2 = to_result(x, fn(x, a, IK_UINT, arg), IK_UINT, rt);
  ir_block *e2 = ir_if_end(x->b, &s2);
  return ir_if_phi(x->b, &s2, e2, rt, r2, p1);
}

/* kind < 0: an integer read of either signedness */
static uint32_t read_typed(ix *x, img_arg *a, int kind, uint32_t rt, read_fn fn, const void *arg) {
  if (kind < 0) return read_any_int(x, a, rt, fn, arg);
  return to_result(x, fn(x, a, (img_kind)kind, arg), (img_kind)kind, rt);
}

/* A BGRA image's storage view is RGBA (runtime/image.c): a float texel
 * through it has red and blue swapped, both ways. */
static uint32_t swap_rb(ix *x, img_arg *a, uint32_t v) {
  uint32_t t = ir_type_of(x->m, v);
  ir_inst *sw = ir_emit(x->b, SpvOpVectorShuffle, t, true, 2, (uint32_t[]){v, v});
  for (uint32_t i = 0; i < 4; i++) ir_push(x->m, sw, (uint32_t[]){2, 1, 0, 3}[i], false);
  return ix_sel(x, t, img_fmt_flag(x, a, TR_IMGFMT_SWAP_RB), sw->id, v);
}

static uint32_t fetch_at(ix *x, img_arg *a, img_kind kind, const void *arg) {
  if (a->access == TR_ACCESS_READ) return img_fetch(x, a, TR_VIEW_SAMPLED, kind, *(const uint32_t *)arg);
  uint32_t v = img_fetch(x, a, TR_VIEW_STORAGE, kind, *(const uint32_t *)arg);
  return kind == IK_FLOAT ? swap_rb(x, a, v) : v;
}

/* read_image{f,i,ui,h}(image, int coord): the texel at the coordinate,
 * clamped into the image (OpenCL leaves the outside undefined). */
static uint32_t lower_read(ix *x, ir_inst *in, img_arg *a) {
  uint32_t coord = int_coord(x, a, in->w[1], true);
  int kind = texel_kind(x->m, in->type, operands_of(in, 2));
  return read_typed(x, a, kind, in->type, fetch_at, &coord);
}

typedef struct sample_arg {
  const img_smp *s;
  uint32_t coord;
} sample_arg;

static uint32_t sample_at(ix *x, img_arg *a, img_kind kind, const void *arg) {
  const sample_arg *sa = arg;
  return img_sample(x, a, sa->s, sa->coord, kind);
}

static uint32_t sampler_spec(pctx *p, img_sampler_arg *s) {
  ix *x = &p->x;
  if (!s->spec) {
    ir_inst *in = ir_inst_new(x->m, SpvOpSpecConstant, x->u32, ir_new_id(x->m), 0);
    ir_push(x->m, in, 0, false);
    ir_section_append(x->m, IR_SEC_GLOBAL, in);
    uint32_t id = TR_SPEC_ARG(s->index);
    ir_decorate(x->m, in->id, SpvDecorationSpecId, 1, &id);
    x->c->out->args[s->index].spec_id = id;
    s->spec = in->id;
  }
  return s->spec;
}

/* The sampler of an OpSampledImage: a literal or an argument. */
static bool sampler_of(pctx *p, uint32_t id, img_smp *out) {
  ir_module *m = p->x.m;
  if (id < p->bound0 && p->smp_of[id]) {
    *out = (img_smp){false, 0, sampler_spec(p, &p->im->smp[p->smp_of[id] - 1])};
    return true;
  }
  ir_inst *d = ir_def_inst(m, id);
  if (d && d->op == SpvOpConstantSampler) {
    uint32_t word = (d->w[0] & TR_SAMPLER_ADDR_MASK) | (d->w[1] ? TR_SAMPLER_NORMALIZED : 0) |
                    (d->w[2] == SpvSamplerFilterModeLinear ? TR_SAMPLER_LINEAR : 0);
    *out = (img_smp){true, word, 0};
    return true;
  }
  return ir_error(m, "sampler %s is neither a kernel argument nor a constant sampler", ir_id_str(m, id));
}

static uint32_t lower_sample(pctx *p, ir_inst *in, img_arg *a) {
  ix *x = &p->x;
  ir_inst *si = sampled_def(p, in->w[0]);
  img_smp s;
  if (!sampler_of(p, si->w[1], &s)) return 0;
  /* operands: Lod 0 (the only level), maybe SignExtend/ZeroExtend */
  sample_arg sa = {&s, in->w[1]};
  int kind = texel_kind(x->m, in->type, operands_of(in, 2));
  return read_typed(x, a, kind, in->type, sample_at, &sa);
}

/* write_image{f,i,ui,h}: a storage write where the coordinate is inside
 * the image (outside, OpenCL leaves it undefined; Vulkan would too). */
/* write_image{i,ui} saturate to the channel type (convert_char_sat and
 * so on); Vulkan leaves values out of range undefined. */
static uint32_t saturate(ix *x, img_arg *a, uint32_t v, img_kind kind) {
  uint32_t type = img_fmt_field(x, a, 0, 5), vt = ir_type_of(x->m, v);
  uint32_t is8 = ix_spec_eq(x, type, 31, kind == IK_SINT ? CL_TYPE_SINT8 : CL_TYPE_UINT8);
  uint32_t is16 = ix_spec_eq(x, type, 31, kind == IK_SINT ? CL_TYPE_SINT16 : CL_TYPE_UINT16);
  #define VEC(c) ir_const_splat(x->m, vt, (uint32_t)(c))
  if (kind == IK_UINT) {
    uint32_t hi = ix_sel(x, vt, is8, VEC(255), ix_sel(x, vt, is16, VEC(65535), VEC(0xffffffffu)));
    return ix_glsl1_2(x, vt, GLSLstd450UMin, v, hi);
  }
  uint32_t hi = ix_sel(x, vt, is8, VEC(127), ix_sel(x, vt, is16, VEC(32767), VEC(0x7fffffff)));
  uint32_t lo = ix_sel(x, vt, is8, VEC((uint32_t)-128), ix_sel(x, vt, is16, VEC((uint32_t)-32768), VEC(0x80000000u)));
  #undef VEC
  return ix_glsl1_2(x, vt, GLSLstd450SMax, ix_glsl1_2(x, vt, GLSLstd450SMin, v, hi), lo);
}

static void write_kind(ix *x, img_arg *a, uint32_t coord, uint32_t texel, img_kind kind, uint32_t cond) {
  uint32_t v = from_texel(x, texel, kind);
  if (kind != IK_FLOAT) v = saturate(x, a, v, kind);
  if (kind == IK_FLOAT) v = swap_rb(x, a, v);
  ir_if s = ir_if_begin(x->b, cond);
  uint32_t img = img_load(x, a, TR_VIEW_STORAGE, kind);
  ir_emit(x->b, SpvOpImageWrite, 0, false, 3, (uint32_t[]){img, coord, v});
  ir_if_end(x->b, &s);
}

static void lower_write(ix *x, ir_inst *in, img_arg *a) {
  uint32_t coord = int_coord(x, a, in->w[1], false);
  uint32_t inside = ir_const_bool(x->m, true);
  for (uint32_t i = 0; i < tr_image_coords(a->dim); i++) {
    uint32_t c = tr_image_coords(a->dim) == 1 ? coord : ir_extract(x->b, x->u32, coord, i);
    inside = ix_and(x, inside, ir_op2(x->b, SpvOpULessThan, x->boolt, c, img_size(x, a, i)));
  }
  uint32_t texel = in->w[2];
  int kind = texel_kind(x->m, ir_type_of(x->m, texel), operands_of(in, 3));
  if (kind >= 0) {
    write_kind(x, a, coord, texel, (img_kind)kind, inside);
    return;
  }
  uint32_t is_sint = ix_spec_eq(x, img_fmt_field(x, a, TR_IMGFMT_KIND_SHIFT, 2), 3, 1);
  write_kind(x, a, coord, texel, IK_SINT, ix_and(x, inside, is_sint));
  write_kind(x, a, coord, texel, IK_UINT, ix_and(x, inside, ix_not(x, is_sint)));
}

/* get_image_width/height/depth/dim/array_size: the sizes in the order
 * OpenCL's query gives them (Vulkan's), zero beyond. */
static uint32_t lower_size(ix *x, ir_inst *in, img_arg *a) {
  uint32_t rt = in->type, n = ir_vec_len(x->m, rt), et = ir_scalar_of(x->m, rt), parts[4];
  for (uint32_t i = 0; i < n && i < 4; i++) {
    uint32_t v = i < tr_image_coords(a->dim) ? img_size(x, a, i) : ix_k(x, 0);
    parts[i] = et == x->u32 ? v : ir_op1(x->b, SpvOpUConvert, et, v);
  }
  return ix_vec(x, et, n, parts);
}

/* An Intel image block write: the instruction, or the mangled call with
 * data (a read's call has two operands after the function). */
static bool is_block_write(const ir_inst *in) {
  return in->op == SpvOpSubgroupImageBlockWriteINTEL || (in->op == SpvOpFunctionCall && in->n != 3);
}

static uint32_t lower_one(pctx *p, ir_inst *in) {
  ix *x = &p->x;
  img_arg *a;
  switch (in->op) {
  case SpvOpImageRead: return lower_read(x, in, image_operand(p, in->w[0]));
  case SpvOpImageWrite:
    lower_write(x, in, image_operand(p, in->w[0]));
    return 1;
  case SpvOpImageSampleExplicitLod: return lower_sample(p, in, image_operand(p, sampled_def(p, in->w[0])->w[0]));
  case SpvOpImageQuerySizeLod:
  case SpvOpImageQuerySize: return lower_size(x, in, image_operand(p, in->w[0]));
  case SpvOpImageQueryOrder:
    return img_fmt_field(x, image_operand(p, in->w[0]), TR_IMGFMT_ORDER_SHIFT, 5);
  case SpvOpImageQueryFormat: return img_fmt_field(x, image_operand(p, in->w[0]), 0, 5);
  case SpvOpSubgroupImageBlockReadINTEL: return img_block_read(x, image_operand(p, in->w[0]), in->type, in->w[1]);
  case SpvOpSubgroupImageBlockWriteINTEL:
    img_block_write(x, image_operand(p, in->w[0]), in->w[1], in->w[2]);
    return 1;
  case SpvOpFunctionCall:
    a = image_operand(p, in->w[1]);
    if (!is_block_write(in)) return img_block_read(x, a, in->type, in->w[2]);
    img_block_write(x, a, in->w[2], in->w[3]);
    return 1;
  default: return 0; /* OpSampledImage, OpCopyObject: removed once their users are */
  }
}

/* Sampled, storage and all descriptors within what the device allows one
 * kernel. */
static bool check_limits(tr_ctx *c, const struct tr_images *im) {
  uint32_t sampled = 0, storage = 0;
  for (uint32_t i = 0; i < im->nimg; i++) {
    uint32_t v = im->img[i].views;
    sampled += (v >> TR_VIEW_SAMPLED & 1) + (v >> TR_VIEW_RAW_SAMPLED & 1);
    storage += (v >> TR_VIEW_STORAGE & 1) + (v >> TR_VIEW_RAW_STORAGE & 1);
  }
  const tr_target *t = c->t;
  if (sampled > t->max_sampled_images || storage > t->max_storage_images || sampled + storage > t->max_image_resources)
    return ir_error(c->m, "the kernel binds %u sampled and %u storage image descriptors (one per image argument "
                    "and view); the device allows %u, %u and %u in all", sampled, storage, t->max_sampled_images,
                    t->max_storage_images, t->max_image_resources);
  if (storage && !t->storage_write_without_format)
    return ir_error(c->m, "the kernel writes images, which needs storage images without a format "
                    "(shaderStorageImageWriteWithoutFormat)");
  return true;
}

bool lower_images(tr_ctx *c) {
  ir_module *m = c->m;
  if (!c->nimage_params) return true;
  struct tr_images *im = c->images = images_from_params(c);
  pctx p = {.x = {.c = c, .m = m, .u32 = ir_type_int(m, 32, 0), .f32 = ir_type_float(m, 32),
                  .boolt = ir_type_bool(m)},
            .im = im};
  p.x.i32 = ir_type_int(m, 32, 1);
  p.bound0 = m->bound;
  p.img_of = ir_alloc(m, p.bound0 * sizeof *p.img_of);
  p.smp_of = ir_alloc(m, p.bound0 * sizeof *p.smp_of);
  p.sampled = ir_alloc(m, p.bound0);
  for (uint32_t i = 0; i < im->nimg; i++) p.img_of[im->img[i].param] = i + 1;
  for (uint32_t i = 0; i < im->nsmp; i++) p.smp_of[im->smp[i].param] = i + 1;
  IR_FOR_BLOCK(blk, c->k) {
    for (ir_inst *in = blk->insts.first; in; in = in->next)
      if (!classify(&p, in)) return false;
  }
  if (!check_limits(c, im)) return false;

  /* Above the native size a block write exchanges data through __local
   * memory between work-group barriers: the whole work-group must reach
   * it (as lower_subgroups requires of the other collectives). */
  if (c->vspan) {
    uint8_t *dblk = NULL;
    for (uint32_t i = 0; i < p.nwork; i++) {
      ir_inst *in = p.work[i];
      if (!is_block_write(in)) continue;
      if (!dblk && !(dblk = tr_divergent_blocks(c))) return false;
      if (dblk[in->block->label])
        return ir_error(m, "an Intel image block write in a sub-group of %u lanes, wider than this device's "
                        "%u-lane subgroups, must be reached by the whole work-group together: this one is in "
                        "control flow that depends on the work-item (a branch or loop on its ids or on memory, or "
                        "code after a return some work-items take)", c->vsub, c->vnative);
    }
  }
  uint32_t *repl = ir_alloc(m, (size_t)p.bound0 * sizeof *repl);
  for (uint32_t i = 0; i < p.nwork; i++) {
    ir_inst *in = p.work[i];
    ir_builder wb = ir_builder_before(m, in);
    p.x.b = &wb;
    uint32_t r = lower_one(&p, in);
    if (ir_failed(m)) return false;
    if (r && in->id) repl[in->id] = r;
    if (r) ir_remove(m, in);
  }
  for (uint32_t i = 0; i < p.nwork; i++)
    if (p.work[i]->block) ir_remove(m, p.work[i]); /* sampled images and copies */
  IR_FOR_BLOCK(blk, c->k) {
    for (ir_inst *in = blk->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++)
        if (in->isid[i] && in->w[i] < p.bound0 && repl[in->w[i]]) in->w[i] = repl[in->w[i]];
  }
  for (uint32_t i = 0; i < im->nimg; i++) c->out->args[im->img[i].index].views = im->img[i].views;
  return true;
}
