/* images_internal.h: what the image lowering files share: lower_images.c (arguments,
 * bindings, typed reads and writes, queries), image_sample.c (reads
 * through samplers) and image_block.c (Intel sub-group block IO). See
 * docs/images.md for the representation. */
#ifndef SHOAL_IMAGES_INTERNAL_H
#define SHOAL_IMAGES_INTERNAL_H

#include "tr_ctx.h"

/* The numeric kind of a view's sampled type. */
typedef enum img_kind { IK_FLOAT, IK_SINT, IK_UINT, IK_COUNT } img_kind;

typedef struct img_arg {
  uint32_t param, index;
  tr_image_dim dim;
  tr_access access;
  uint32_t views;                        /* TR_VIEW_* bits bound */
  uint32_t var[TR_VIEW_COUNT][IK_COUNT]; /* UniformConstant variables, made on first use */
  uint32_t fmt;                          /* format specialization constant, 0 until used */
  uint32_t size[3];                      /* from the arguments (tr_image_sizes), read at kernel entry */
} img_arg;

/* A sampler: its word (TR_SAMPLER_*) when a literal, else the id of the
 * specialization constant holding it. */
typedef struct img_smp {
  bool known;
  uint32_t word;
  uint32_t spec;
} img_smp;

typedef struct img_sampler_arg {
  uint32_t param, index;
  uint32_t spec; /* OpSpecConstant, 0 until used */
} img_sampler_arg;

struct tr_images {
  img_arg *img;
  uint32_t nimg, capimg;
  img_sampler_arg *smp;
  uint32_t nsmp, capsmp;
  uint32_t types[64][2]; /* Vulkan image types made: key, id */
  uint32_t ntypes;
  uint32_t spec[128][5];  /* specialization-constant ops made: op, type, a, b, id */
  uint32_t nspec;
};

/* The lowering context: the builder points before the instruction being
 * replaced. */
typedef struct ix {
  tr_ctx *c;
  ir_module *m;
  ir_builder *b;
  uint32_t u32, i32, f32, boolt;
} ix;

/* ---- helpers (lower_images.c) ---- */
uint32_t ix_k(ix *x, uint32_t v);
uint32_t ix_kf(ix *x, float v);
uint32_t ix_vec(ix *x, uint32_t elem, uint32_t n, const uint32_t *parts);
/* OpSelect that folds constant conditions; vectors take a scalar cond. */
uint32_t ix_sel(ix *x, uint32_t type, uint32_t cond, uint32_t a, uint32_t b);
uint32_t ix_and(ix *x, uint32_t a, uint32_t b);
uint32_t ix_or(ix *x, uint32_t a, uint32_t b);
uint32_t ix_not(ix *x, uint32_t a);
/* A boolean specialization-constant expression (folded when both operands
 * are constants): (v & mask) == want. */
uint32_t ix_spec_eq(ix *x, uint32_t v, uint32_t mask, uint32_t want);
uint32_t ix_glsl1(ix *x, uint32_t type, uint32_t inst, uint32_t a);
uint32_t ix_glsl1_2(ix *x, uint32_t type, uint32_t inst, uint32_t a, uint32_t b);
/* signed clamp of 32-bit integers */
uint32_t ix_sclamp(ix *x, uint32_t v, uint32_t lo, uint32_t hi);

/* Spatial coordinates (1..3), whether arrayed (the Vulkan coordinate
 * count is tr_image_coords). */
uint32_t img_spatial(tr_image_dim d);
bool img_arrayed(tr_image_dim d);
/* The format word (a specialization constant), a field of it, a flag. */
uint32_t img_fmt(ix *x, img_arg *a);
uint32_t img_fmt_field(ix *x, img_arg *a, uint32_t shift, uint32_t bits);
uint32_t img_fmt_flag(ix *x, img_arg *a, uint32_t flag);
/* Size component `comp` of the Vulkan size query, as a 32-bit integer. */
uint32_t img_size(ix *x, img_arg *a, uint32_t comp);
/* v clamped into [0, size[comp] - 1] (v signed). */
uint32_t img_clamp(ix *x, img_arg *a, uint32_t comp, uint32_t v);
/* The view's image, loaded, with a sampled type of `kind`. */
uint32_t img_load(ix *x, img_arg *a, uint32_t view, img_kind kind);
/* One texel through `view` at Vulkan coordinates (u32 or a vector of
 * tr_image_coords components, in range): a 4-vector of the kind's type. */
uint32_t img_fetch(ix *x, img_arg *a, uint32_t view, img_kind kind, uint32_t coord);
uint32_t img_kind_vec4(ix *x, img_kind kind);

/* ---- reads through samplers (image_sample.c) ---- */
/* read_image{f,i,ui,h} with a sampler: `coord` float or integer, the
 * OpenCL coordinate vector; returns a 4-vector of the kind's type. */
uint32_t img_sample(ix *x, img_arg *a, const img_smp *s, uint32_t coord, img_kind kind);

/* ---- Intel block IO (image_block.c) ---- */
uint32_t img_block_read(ix *x, img_arg *a, uint32_t type, uint32_t coord);
void img_block_write(ix *x, img_arg *a, uint32_t coord, uint32_t data);

#endif
