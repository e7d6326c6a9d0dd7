/* sampler.c: sampler objects (clCreateSampler, clCreateSamplerWithProperties,
 * info, retain and release). A sampler is only its three settings: kernels
 * take it as a specialization constant (sampler_word), so no Vulkan object
 * stands behind it (docs/images.md). */
#include <stdlib.h>
#include <string.h>

#include "icd.h"

static void sampler_destroy(void *obj);

static bool context_has_images(cl_context ctx) {
  for (cl_uint i = 0; i < ctx->ndevices; i++)
    if (device_has_images(ctx->devices[i])) return true;
  return false;
}

static cl_int check_settings(cl_bool normalized, cl_addressing_mode addr, cl_filter_mode filter) {
  if (normalized != CL_TRUE && normalized != CL_FALSE) return CL_INVALID_VALUE;
  if (addr != CL_ADDRESS_NONE && addr != CL_ADDRESS_CLAMP_TO_EDGE && addr != CL_ADDRESS_CLAMP &&
      addr != CL_ADDRESS_REPEAT && addr != CL_ADDRESS_MIRRORED_REPEAT)
    return CL_INVALID_VALUE;
  if (filter != CL_FILTER_NEAREST && filter != CL_FILTER_LINEAR) return CL_INVALID_VALUE;
  return CL_SUCCESS;
}

static cl_sampler sampler_new(cl_context ctx, cl_bool normalized, cl_addressing_mode addr, cl_filter_mode filter,
                              const cl_sampler_properties *props, size_t nprops, cl_int *errcode_ret) {
  cl_sampler s = obj_new(OBJ_SAMPLER, sizeof *s, sampler_destroy);
  if (!s) {
    SET_ERR(CL_OUT_OF_HOST_MEMORY);
    return NULL;
  }
  s->ctx = ctx;
  obj_ref(ctx);
  s->normalized = normalized;
  s->addressing = addr;
  s->filter = filter;
  if (props) {
    s->props = malloc(nprops * sizeof *s->props);
    if (!s->props) {
      obj_release_unshared(s, OBJ_SAMPLER);
      SET_ERR(CL_OUT_OF_HOST_MEMORY);
      return NULL;
    }
    memcpy(s->props, props, nprops * sizeof *s->props);
    s->nprops = nprops;
  }
  SET_ERR(CL_SUCCESS);
  return s;
}

CL_API cl_sampler clCreateSampler(cl_context context, cl_bool normalized_coords, cl_addressing_mode addressing_mode,
                                  cl_filter_mode filter_mode, cl_int *errcode_ret) {
  if (!obj_valid(context, OBJ_CONTEXT)) {
    SET_ERR(CL_INVALID_CONTEXT);
    return NULL;
  }
  cl_int err = check_settings(normalized_coords, addressing_mode, filter_mode);
  if (!err && !context_has_images(context)) err = CL_INVALID_OPERATION;
  if (err) {
    SET_ERR(err);
    return NULL;
  }
  return sampler_new(context, normalized_coords, addressing_mode, filter_mode, NULL, 0, errcode_ret);
}

CL_API cl_sampler clCreateSamplerWithProperties(cl_context context, const cl_sampler_properties *sampler_properties,
                                                cl_int *errcode_ret) {
  if (!obj_valid(context, OBJ_CONTEXT)) {
    SET_ERR(CL_INVALID_CONTEXT);
    return NULL;
  }
  /* Defaults, then each property once. */
  cl_bool normalized = CL_TRUE;
  cl_addressing_mode addr = CL_ADDRESS_CLAMP;
  cl_filter_mode filter = CL_FILTER_NEAREST;
  bool seen[3] = {false, false, false};
  size_t n = 0;
  cl_int err = CL_SUCCESS;
  for (const cl_sampler_properties *p = sampler_properties; p && p[0] && !err; p += 2, n += 2) {
    int which = p[0] == CL_SAMPLER_NORMALIZED_COORDS ? 0 : p[0] == CL_SAMPLER_ADDRESSING_MODE ? 1
              : p[0] == CL_SAMPLER_FILTER_MODE ? 2 : -1;
    if (which < 0 || seen[which]) {
      err = CL_INVALID_VALUE;
      break;
    }
    seen[which] = true;
    if (which == 0) normalized = (cl_bool)p[1];
    if (which == 1) addr = (cl_addressing_mode)p[1];
    if (which == 2) filter = (cl_filter_mode)p[1];
  }
  if (!err) err = check_settings(normalized, addr, filter);
  if (!err && !context_has_images(context)) err = CL_INVALID_OPERATION;
  if (err) {
    SET_ERR(err);
    return NULL;
  }
  return sampler_new(context, normalized, addr, filter, sampler_properties, sampler_properties ? n + 1 : 0,
                     errcode_ret);
}

CL_API cl_int clRetainSampler(cl_sampler sampler) { return obj_retain_ext(sampler, OBJ_SAMPLER, CL_INVALID_SAMPLER); }

CL_API cl_int clReleaseSampler(cl_sampler sampler) {
  return obj_release_ext(sampler, OBJ_SAMPLER, CL_INVALID_SAMPLER);
}

static void sampler_destroy(void *obj) {
  cl_sampler s = obj;
  free(s->props);
  obj_unref(s->ctx);
  obj_free(s);
}

CL_API cl_int clGetSamplerInfo(cl_sampler sampler, cl_sampler_info param_name, size_t param_value_size,
                               void *param_value, size_t *param_value_size_ret) {
  if (!obj_valid(sampler, OBJ_SAMPLER)) return CL_INVALID_SAMPLER;
  cl_sampler s = sampler;
  switch (param_name) {
  case CL_SAMPLER_REFERENCE_COUNT: return INFO_VAL(cl_uint, obj_ext_refs(s));
  case CL_SAMPLER_CONTEXT: return INFO_VAL(cl_context, s->ctx);
  case CL_SAMPLER_NORMALIZED_COORDS: return INFO_VAL(cl_bool, s->normalized);
  case CL_SAMPLER_ADDRESSING_MODE: return INFO_VAL(cl_addressing_mode, s->addressing);
  case CL_SAMPLER_FILTER_MODE: return INFO_VAL(cl_filter_mode, s->filter);
  case CL_SAMPLER_PROPERTIES: return INFO_ARR(s->props, s->nprops * sizeof *s->props);
  default: return CL_INVALID_VALUE;
  }
}

uint32_t sampler_word(cl_sampler s) {
  uint32_t addr;
  switch (s->addressing) {
  case CL_ADDRESS_CLAMP_TO_EDGE: addr = 1; break;
  case CL_ADDRESS_CLAMP: addr = 2; break;
  case CL_ADDRESS_REPEAT: addr = 3; break;
  case CL_ADDRESS_MIRRORED_REPEAT: addr = 4; break;
  default: addr = 0; break;
  }
  return addr | (s->normalized ? TR_SAMPLER_NORMALIZED : 0) | (s->filter == CL_FILTER_LINEAR ? TR_SAMPLER_LINEAR : 0);
}
