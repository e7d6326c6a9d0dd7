/* image_args.c: image and sampler kernel arguments. clSetKernelArg checks
 * an image against the argument's type and access; a launch binds one
 * descriptor per view the kernel uses and specializes the kernel with the
 * image's format word and each sampler's settings (docs/images.md). */
#include "image.h"

#include <string.h>

static bool sampled_view(uint32_t v) { return v == TR_VIEW_SAMPLED || v == TR_VIEW_RAW_SAMPLED; }

uint32_t image_arg_size_bytes(const tr_arg *a) { return 4 * tr_image_coords(a->image_dim); }

cl_int image_arg_set(cl_kernel k, const tr_arg *sig, size_t size, const void *value, kernel_arg *v) {
  if (size != sizeof(cl_mem)) return CL_INVALID_ARG_SIZE;
  if (!value) return CL_INVALID_ARG_VALUE;
  cl_mem m = *(const cl_mem *)value;
  if (!obj_valid(m, OBJ_MEM) || !mem_is_image(m) || m->ctx != k->prog->ctx) return CL_INVALID_MEM_OBJECT;
  if ((int)mem_img(m)->type != (int)sig->image_dim) return CL_INVALID_ARG_VALUE;
  if ((sig->access == TR_ACCESS_READ && (m->flags & CL_MEM_WRITE_ONLY)) ||
      (sig->access == TR_ACCESS_WRITE && (m->flags & CL_MEM_READ_ONLY)))
    return CL_INVALID_ARG_VALUE;
  v->mem = m;
  return CL_SUCCESS;
}

cl_int sampler_arg_set(cl_kernel k, size_t size, const void *value, kernel_arg *v) {
  if (size != sizeof(cl_sampler)) return CL_INVALID_ARG_SIZE;
  if (!value) return CL_INVALID_SAMPLER;
  cl_sampler s = *(const cl_sampler *)value;
  if (!obj_valid(s, OBJ_SAMPLER) || s->ctx != k->prog->ctx) return CL_INVALID_SAMPLER;
  /* The settings, not the object: a sampler never changes, and the
   * application may release it once the argument is set. */
  v->sampler = sampler_word(s);
  return CL_SUCCESS;
}

cl_int image_arg_encode(command *c, const tr_arg *a, uint32_t index, const kernel_arg *v, cl_device_id dev,
                        rt_descriptor *desc, uint32_t *ndesc, uint32_t *spec_ids, uint32_t *spec_vals,
                        uint32_t *nspec, uint8_t *size) {
  if (a->kind == TR_ARG_SAMPLER) {
    if (a->spec_id) {
      spec_ids[*nspec] = a->spec_id;
      spec_vals[(*nspec)++] = v->sampler;
    }
    return CL_SUCCESS;
  }
  /* clSetKernelArg does not retain: the image may be gone since. */
  if (!obj_valid(v->mem, OBJ_MEM) || !mem_is_image(v->mem)) return CL_INVALID_KERNEL_ARGS;
  const struct mem_image *im = mem_img(v->mem);
  rt_image *img;
  cl_int err = image_resolve(v->mem, dev, &img);
  if (err) return err;
  uint32_t caps = rt_image_format_caps(dev->rt, im->type, im->rt);
  /* A read-write argument reads its storage view. */
  if (a->access == TR_ACCESS_READ_WRITE && (a->views & (1u << TR_VIEW_STORAGE)) && !(caps & RT_FMT_STORAGE_READ))
    return CL_INVALID_KERNEL_ARGS;
  for (uint32_t view = 0; view < TR_VIEW_COUNT; view++) {
    if (!(a->views & (1u << view))) continue;
    if (!(caps & (1u << view))) return CL_INVALID_KERNEL_ARGS; /* the format has no such view here */
    desc[(*ndesc)++] = (rt_descriptor){TR_IMAGE_BINDING(index, view), img, (rt_view)view};
  }
  if (a->spec_id) {
    spec_ids[*nspec] = a->spec_id;
    spec_vals[(*nspec)++] = image_format_word(&im->format);
  }
  if (size) {
    size_t e[3];
    image_extent(im, e);
    uint32_t words[3] = {(uint32_t)e[0], (uint32_t)e[1], (uint32_t)e[2]};
    memcpy(size, words, image_arg_size_bytes(a));
  }
  return cmd_add_mem(c, v->mem, a->access != TR_ACCESS_READ) ? CL_SUCCESS : CL_OUT_OF_HOST_MEMORY;
}

uint32_t kernel_image_descriptors(const tr_kernel *tk) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < tk->nargs; i++)
    if (tk->args[i].kind == TR_ARG_IMAGE) n += (uint32_t)__builtin_popcount(tk->args[i].views);
  return n;
}

uint32_t kernel_image_bindings(const tr_kernel *tk, rt_binding *out) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < tk->nargs; i++) {
    const tr_arg *a = &tk->args[i];
    if (a->kind != TR_ARG_IMAGE) continue;
    bool buffer = a->image_dim == TR_IMG_BUFFER;
    for (uint32_t view = 0; view < TR_VIEW_COUNT; view++) {
      if (!(a->views & (1u << view))) continue;
      rt_binding_kind kind = sampled_view(view) ? (buffer ? RT_BIND_UNIFORM_TEXEL_BUFFER : RT_BIND_SAMPLED_IMAGE)
                                                : (buffer ? RT_BIND_STORAGE_TEXEL_BUFFER : RT_BIND_STORAGE_IMAGE);
      if (out) out[n] = (rt_binding){TR_IMAGE_BINDING(i, view), kind};
      n++;
    }
  }
  return n;
}
