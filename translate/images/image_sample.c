/* image_sample.c: reads through samplers, computed as the OpenCL
 * specification defines them ("Image Addressing and Filtering"): the
 * coordinate unnormalized, the addressing mode's texel locations (clamp,
 * clamp to edge, none, repeat, mirrored repeat), nearest or linear
 * filtering, the border colour outside the image where the mode asks for
 * it. The texels themselves come from OpImageFetch of the sampled view at
 * locations clamped into the image, so no Vulkan sampler exists and every
 * access is in bounds. A literal sampler gives code for its one mode; a
 * sampler argument is a specialization constant, and the code of each
 * mode is selected by it (folded when the pipeline is made). */
#include <spirv/unified1/GLSL.std.450.h>

#include "images_internal.h"

enum { ADDR_NONE = 0, ADDR_EDGE = 1, ADDR_CLAMP = 2, ADDR_REPEAT = 3, ADDR_MIRROR = 4 };

typedef struct sctx {
  ix *x;
  img_arg *a;
  const img_smp *s;
} sctx;

/* A condition on the sampler word: constant for a literal sampler. */
static uint32_t word_is(sctx *c, uint32_t mask, uint32_t want) {
  if (c->s->known) return ir_const_bool(c->x->m, (c->s->word & mask) == want);
  return ix_spec_eq(c->x, c->s->spec, mask, want);
}

/* Whether the sampler may have addressing mode `mode` (clamp-like: none,
 * edge and clamp share their texel locations). */
static bool may_be(sctx *c, uint32_t mode) {
  if (!c->s->known) return true;
  uint32_t m = c->s->word & TR_SAMPLER_ADDR_MASK;
  return mode == ADDR_CLAMP ? m <= ADDR_CLAMP : m == mode;
}

static uint32_t fop(ix *x, uint32_t op, uint32_t a, uint32_t b) { return ir_op2(x->b, op, x->f32, a, b); }
static uint32_t iop(ix *x, uint32_t op, uint32_t a, uint32_t b) { return ir_op2(x->b, op, x->u32, a, b); }
static uint32_t ftoi(ix *x, uint32_t f) { return ir_op1(x->b, SpvOpConvertFToS, x->u32, f); }
static uint32_t img_floor(ix *x, uint32_t f) { return ix_glsl1(x, x->f32, GLSLstd450Floor, f); }

/* mirrored repeat's s' = |s - 2 rint(s / 2)| */
static uint32_t mirror(ix *x, uint32_t s) {
  uint32_t r = ix_glsl1(x, x->f32, GLSLstd450RoundEven, fop(x, SpvOpFMul, s, ix_kf(x, 0.5f)));
  return ix_glsl1(x, x->f32, GLSLstd450FAbs, fop(x, SpvOpFSub, s, fop(x, SpvOpFMul, r, ix_kf(x, 2.0f))));
}

/* (s - floor(s)) * w */
static uint32_t wrap(ix *x, uint32_t s, uint32_t wf) {
  return fop(x, SpvOpFMul, fop(x, SpvOpFSub, s, img_floor(x, s)), wf);
}

static uint32_t smin(ix *x, uint32_t a, uint32_t b) {
  return ix_sel(x, x->u32, ir_op2(x->b, SpvOpSLessThan, x->boolt, a, b), a, b);
}
static uint32_t smax(ix *x, uint32_t a, uint32_t b) {
  return ix_sel(x, x->u32, ir_op2(x->b, SpvOpSGreaterThan, x->boolt, a, b), a, b);
}

/* Texel locations of one dimension: the nearest one, or the pair and the
 * weight of the second for linear filtering. */
typedef struct loc {
  uint32_t i0, i1, w; /* i1, w: linear only */
} loc;

static void nearest(sctx *c, uint32_t s, uint32_t w, uint32_t wf, uint32_t norm, loc *out) {
  ix *x = c->x;
  uint32_t r = 0;
  if (may_be(c, ADDR_CLAMP)) {
    uint32_t u = ix_sel(x, x->f32, norm, fop(x, SpvOpFMul, s, wf), s);
    r = ftoi(x, img_floor(x, u));
  }
  if (may_be(c, ADDR_REPEAT)) {
    uint32_t i = ftoi(x, img_floor(x, wrap(x, s, wf)));
    uint32_t over = ir_op2(x->b, SpvOpSGreaterThan, x->boolt, i, iop(x, SpvOpISub, w, ix_k(x, 1)));
    i = ix_sel(x, x->u32, over, iop(x, SpvOpISub, i, w), i);
    r = r ? ix_sel(x, x->u32, word_is(c, TR_SAMPLER_ADDR_MASK, ADDR_REPEAT), i, r) : i;
  }
  if (may_be(c, ADDR_MIRROR)) {
    uint32_t i = ftoi(x, img_floor(x, fop(x, SpvOpFMul, mirror(x, s), wf)));
    i = smin(x, i, iop(x, SpvOpISub, w, ix_k(x, 1)));
    r = r ? ix_sel(x, x->u32, word_is(c, TR_SAMPLER_ADDR_MASK, ADDR_MIRROR), i, r) : i;
  }
  out->i0 = r;
}

static void linear(sctx *c, uint32_t s, uint32_t w, uint32_t wf, uint32_t norm, loc *out) {
  ix *x = c->x;
  uint32_t half = ix_kf(x, 0.5f), one = ix_k(x, 1), wm1 = iop(x, SpvOpISub, w, one);
  loc r = {0, 0, 0};
  /* i0 = floor(u - 0.5), i1 = i0 + 1, weight frac(u - 0.5) */
  #define SPLIT(u, L)                                        \
    do {                                                     \
      uint32_t t_ = fop(x, SpvOpFSub, (u), half);            \
      uint32_t f_ = img_floor(x, t_);                           \
      (L).i0 = ftoi(x, f_);                                  \
      (L).i1 = iop(x, SpvOpIAdd, (L).i0, one);               \
      (L).w = fop(x, SpvOpFSub, t_, f_);                     \
    } while (0)
  if (may_be(c, ADDR_CLAMP)) SPLIT(ix_sel(x, x->f32, norm, fop(x, SpvOpFMul, s, wf), s), r);
  for (uint32_t mode = ADDR_REPEAT; mode <= ADDR_MIRROR; mode++) {
    if (!may_be(c, mode)) continue;
    loc l;
    if (mode == ADDR_REPEAT) {
      SPLIT(wrap(x, s, wf), l);
      uint32_t neg = ir_op2(x->b, SpvOpSLessThan, x->boolt, l.i0, ix_k(x, 0));
      l.i0 = ix_sel(x, x->u32, neg, iop(x, SpvOpIAdd, l.i0, w), l.i0);
      uint32_t over = ir_op2(x->b, SpvOpSGreaterThan, x->boolt, l.i1, wm1);
      l.i1 = ix_sel(x, x->u32, over, iop(x, SpvOpISub, l.i1, w), l.i1);
    } else {
      SPLIT(fop(x, SpvOpFMul, mirror(x, s), wf), l);
      l.i0 = smax(x, l.i0, ix_k(x, 0));
      l.i1 = smin(x, l.i1, wm1);
    }
    if (!r.i0) {
      r = l;
      continue;
    }
    uint32_t is = word_is(c, TR_SAMPLER_ADDR_MASK, mode);
    r.i0 = ix_sel(x, x->u32, is, l.i0, r.i0);
    r.i1 = ix_sel(x, x->u32, is, l.i1, r.i1);
    r.w = ix_sel(x, x->f32, is, l.w, r.w);
  }
  #undef SPLIT
  *out = r;
}

/* Whether a location is outside [0, w) under CLAMP (the border colour);
 * other modes never leave the image (none is clamped to the edge here,
 * where OpenCL leaves it undefined). */
static uint32_t outside(sctx *c, uint32_t i, uint32_t w) {
  ix *x = c->x;
  if (!may_be(c, ADDR_CLAMP)) return ir_const_bool(x->m, false);
  uint32_t out = ir_op2(x->b, SpvOpUGreaterThanEqual, x->boolt, i, w); /* negatives too */
  return ix_and(x, word_is(c, TR_SAMPLER_ADDR_MASK, ADDR_CLAMP), out);
}

/* The texel at locations idx[] (clamped into the image) and the layer,
 * or the border colour where `border`. */
static uint32_t texel(sctx *c, const uint32_t *idx, uint32_t layer, uint32_t border, img_kind kind) {
  ix *x = c->x;
  img_arg *a = c->a;
  uint32_t ns = img_spatial(a->dim), parts[4];
  for (uint32_t i = 0; i < ns; i++) parts[i] = img_clamp(x, a, i, idx[i]);
  if (img_arrayed(a->dim)) parts[ns] = layer;
  uint32_t v = img_fetch(x, a, TR_VIEW_SAMPLED, kind, ix_vec(x, x->u32, tr_image_coords(a->dim), parts));
  ir_inst *bd = ir_def_inst(x->m, border);
  if (bd && bd->op == SpvOpConstantFalse) return v;
  /* (0, 0, 0, 0), or (0, 0, 0, 1) for formats without alpha */
  uint32_t t = img_kind_vec4(x, kind), st = ir_scalar_of(x->m, t);
  uint32_t no_alpha = img_fmt_flag(x, a, TR_IMGFMT_NO_ALPHA);
  uint32_t one = kind == IK_FLOAT ? ix_kf(x, 1.0f) : ir_const(x->m, st, 1);
  uint32_t alpha = ix_sel(x, st, no_alpha, one, ir_const_null(x->m, st));
  uint32_t zero = ir_const_null(x->m, st);
  uint32_t colour = ix_vec(x, st, 4, (uint32_t[]){zero, zero, zero, alpha});
  return ix_sel(x, t, border, colour, v);
}

/* The layer of an array read: rint of a float coordinate, clamped. */
static uint32_t layer_of(sctx *c, uint32_t coord, bool fcoord) {
  ix *x = c->x;
  uint32_t ns = img_spatial(c->a->dim);
  uint32_t v = ir_extract(x->b, fcoord ? x->f32 : ir_scalar_of(x->m, ir_type_of(x->m, coord)), coord, ns);
  if (fcoord) v = ftoi(x, ix_glsl1(x, x->f32, GLSLstd450RoundEven, v));
  else if (ir_bit_width(x->m, ir_type_of(x->m, v)) != 32) v = ir_op1(x->b, SpvOpUConvert, x->u32, v);
  return img_clamp(x, c->a, ns, v);
}

static uint32_t comp(ix *x, uint32_t coord, uint32_t i, uint32_t elem) {
  return ir_is_vector(x->m, ir_type_of(x->m, coord)) ? ir_extract(x->b, elem, coord, i) : coord;
}

/* read_image with integer coordinates: unnormalized, nearest; clamp and
 * clamp to edge as for floats (the other modes are undefined there). */
static uint32_t int_read(sctx *c, uint32_t coord, img_kind kind) {
  ix *x = c->x;
  uint32_t ns = img_spatial(c->a->dim), idx[3], border = ir_const_bool(x->m, false);
  uint32_t elem = ir_scalar_of(x->m, ir_type_of(x->m, coord));
  for (uint32_t i = 0; i < ns; i++) {
    idx[i] = comp(x, coord, i, elem);
    if (ir_bit_width(x->m, elem) != 32) idx[i] = ir_op1(x->b, SpvOpUConvert, x->u32, idx[i]);
    border = ix_or(x, border, outside(c, idx[i], img_size(x, c->a, i)));
  }
  uint32_t layer = img_arrayed(c->a->dim) ? layer_of(c, coord, false) : 0;
  return texel(c, idx, layer, border, kind);
}

uint32_t img_sample(ix *x, img_arg *a, const img_smp *s, uint32_t coord, img_kind kind) {
  sctx c = {x, a, s};
  bool fcoord = ir_is_float(x->m, ir_scalar_of(x->m, ir_type_of(x->m, coord)));
  if (!fcoord) return int_read(&c, coord, kind);
  uint32_t ns = img_spatial(a->dim);
  uint32_t norm = word_is(&c, TR_SAMPLER_NORMALIZED, TR_SAMPLER_NORMALIZED);
  uint32_t is_linear = word_is(&c, TR_SAMPLER_LINEAR, TR_SAMPLER_LINEAR);
  bool lin_known_off = s->known && !(s->word & TR_SAMPLER_LINEAR);
  bool near_known_off = s->known && (s->word & TR_SAMPLER_LINEAR) && kind == IK_FLOAT;
  /* linear filtering is for float results; integer reads take nearest */
  bool do_linear = kind == IK_FLOAT && !lin_known_off, do_nearest = !near_known_off;
  uint32_t layer = img_arrayed(a->dim) ? layer_of(&c, coord, true) : 0;
  loc ln[3], ll[3];
  uint32_t w[3];
  for (uint32_t i = 0; i < ns; i++) {
    uint32_t si = comp(x, coord, i, x->f32);
    w[i] = img_size(x, a, i);
    uint32_t wf = ir_op1(x->b, SpvOpConvertUToF, x->f32, w[i]);
    if (do_nearest) nearest(&c, si, w[i], wf, norm, &ln[i]);
    if (do_linear) linear(&c, si, w[i], wf, norm, &ll[i]);
  }
  uint32_t near_v = 0, lin_v = 0;
  if (do_nearest) {
    uint32_t idx[3], border = ir_const_bool(x->m, false);
    for (uint32_t i = 0; i < ns; i++) {
      idx[i] = ln[i].i0;
      border = ix_or(x, border, outside(&c, idx[i], w[i]));
    }
    near_v = texel(&c, idx, layer, border, kind);
  }
  if (do_linear) {
    /* the sum over the 2^ns corners of the product of the weights */
    uint32_t v4 = img_kind_vec4(x, IK_FLOAT);
    for (uint32_t corner = 0; corner < (1u << ns); corner++) {
      uint32_t idx[3], border = ir_const_bool(x->m, false), weight = ix_kf(x, 1.0f);
      for (uint32_t i = 0; i < ns; i++) {
        bool hi = corner >> i & 1;
        idx[i] = hi ? ll[i].i1 : ll[i].i0;
        border = ix_or(x, border, outside(&c, idx[i], w[i]));
        uint32_t wi = hi ? ll[i].w : fop(x, SpvOpFSub, ix_kf(x, 1.0f), ll[i].w);
        weight = fop(x, SpvOpFMul, weight, wi);
      }
      uint32_t t = texel(&c, idx, layer, border, IK_FLOAT);
      uint32_t term = ir_op2(x->b, SpvOpVectorTimesScalar, v4, t, weight);
      lin_v = lin_v ? ir_op2(x->b, SpvOpFAdd, v4, lin_v, term) : term;
    }
  }
  if (!do_linear) return near_v;
  if (!do_nearest) return lin_v;
  return ix_sel(x, img_kind_vec4(x, kind), is_linear, lin_v, near_v);
}
