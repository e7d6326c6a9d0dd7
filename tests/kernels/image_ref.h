/* image_ref.h: host references for the image kernel tests, written from
 * the OpenCL specification (texel sizes in tests/common/cl_image_format.h): the
 * conversion of stored texels to the values read_image{f,i,ui} return
 * ("Conversion Rules"), and images made and read back through the API. */
#ifndef IMAGE_REF_H
#define IMAGE_REF_H

#include <math.h>

#include "cl_image_format.h"
#include "kernel_harness.h"

static inline bool ir_is_int(cl_channel_type t) {
  return t == CL_SIGNED_INT8 || t == CL_SIGNED_INT16 || t == CL_SIGNED_INT32 || t == CL_UNSIGNED_INT8 ||
         t == CL_UNSIGNED_INT16 || t == CL_UNSIGNED_INT32;
}
static inline bool ir_is_signed(cl_channel_type t) {
  return t == CL_SIGNED_INT8 || t == CL_SIGNED_INT16 || t == CL_SIGNED_INT32;
}

/* Stored channel c (in memory order) of a texel, as the integer or float
 * bits it holds. */
static inline uint32_t ir_stored(const cl_image_format *f, const uint8_t *texel, unsigned c) {
  unsigned b = fmt_type_bytes(f->image_channel_data_type);
  uint32_t v = 0;
  memcpy(&v, texel + c * b, b);
  return v;
}

/* Memory channel holding the RGBA channel `rgba` (BGRA swaps red and blue). */
static inline unsigned ir_mem_channel(cl_channel_order o, unsigned rgba) {
  return o == CL_BGRA && rgba != 1 && rgba != 3 ? 2 - rgba : rgba;
}

static inline double ir_linear_to_srgb(double y) {
  return y <= 0.0031308 ? 12.92 * y : 1.055 * pow(y, 1.0 / 2.4) - 0.055;
}

static inline double ir_srgb_to_linear(double c) {
  return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

/* read_imagef of a texel (float and normalized formats): the exact real
 * values the conversions of the specification round. */
static inline void ir_texel_f(const cl_image_format *f, const uint8_t *texel, double out[4]) {
  cl_channel_type t = f->image_channel_data_type;
  unsigned n = fmt_channels(f->image_channel_order);
  for (unsigned i = 0; i < 4; i++) {
    if (i >= n) {
      out[i] = i == 3 ? 1.0 : 0.0;
      continue;
    }
    uint32_t v = ir_stored(f, texel, ir_mem_channel(f->image_channel_order, i));
    switch (t) {
    case CL_UNORM_INT8: out[i] = v / 255.0; break;
    case CL_UNORM_INT16: out[i] = v / 65535.0; break;
    case CL_SNORM_INT8: out[i] = fmax(-1.0, (int8_t)v / 127.0); break;
    case CL_SNORM_INT16: out[i] = fmax(-1.0, (int16_t)v / 32767.0); break;
    case CL_HALF_FLOAT: out[i] = kh_half_value((uint16_t)v); break;
    default: {
      float x;
      memcpy(&x, &v, 4);
      out[i] = x;
    }
    }
    if (f->image_channel_order == CL_sRGBA && i < 3) out[i] = ir_srgb_to_linear(out[i]);
  }
}

/* read_image{i,ui}: channels sign- or zero-extended, (x, 0, 0, 1) beyond. */
static inline void ir_texel_i(const cl_image_format *f, const uint8_t *texel, uint32_t out[4]) {
  unsigned n = fmt_channels(f->image_channel_order), b = fmt_type_bytes(f->image_channel_data_type);
  for (unsigned i = 0; i < 4; i++) {
    if (i >= n) {
      out[i] = i == 3 ? 1 : 0;
      continue;
    }
    uint32_t v = ir_stored(f, texel, i);
    if (ir_is_signed(f->image_channel_data_type) && b < 4) v = (uint32_t)(b == 1 ? (int32_t)(int8_t)v : (int32_t)(int16_t)v);
    out[i] = v;
  }
}

/* Random texel bytes; float and half channels finite (from -4 to 4). */
static inline void ir_random_texels(const cl_image_format *f, uint8_t *p, size_t ntexels, uint64_t seed) {
  cl_channel_type t = f->image_channel_data_type;
  size_t bytes = ntexels * fmt_texel_bytes(f);
  cltest_fill(p, bytes, seed);
  if (t != CL_FLOAT && t != CL_HALF_FLOAT) return;
  uint64_t s = seed * 7 + 3;
  size_t n = bytes / fmt_type_bytes(t);
  for (size_t i = 0; i < n; i++) {
    float v = (float)((int64_t)(cltest_rand(&s) % 2000001) - 1000000) / 250000.0f;
    if (t == CL_FLOAT) memcpy(p + 4 * i, &v, 4);
    else {
      uint16_t h = kh_half_round(v, 'e');
      memcpy(p + 2 * i, &h, 2);
    }
  }
}

/* A 2D (or other) image filled with `data` (packed). */
static inline cl_mem ir_image(kh *h, const cl_image_format *f, const cl_image_desc *d, cl_mem_flags flags,
                              const void *data) {
  cl_int err;
  cl_mem m = clCreateImage(h->env.ctx, flags | (data ? CL_MEM_COPY_HOST_PTR : 0), f, d, (void *)data, &err);
  MUST(err);
  return m;
}

/* All texels of an image, packed. */
static inline void ir_read_all(kh *h, cl_mem img, const size_t region[3], void *out) {
  size_t origin[3] = {0, 0, 0};
  MUST(clEnqueueReadImage(h->env.queue, img, CL_TRUE, origin, region, 0, 0, out, 0, NULL, NULL));
}

static inline bool ir_has_images(cl_device_id d) {
  cl_bool b = CL_FALSE;
  MUST(clGetDeviceInfo(d, CL_DEVICE_IMAGE_SUPPORT, sizeof b, &b, NULL));
  return b;
}

static inline cl_uint ir_formats(kh *h, cl_mem_flags flags, cl_mem_object_type t, cl_image_format *out, cl_uint cap) {
  cl_uint n = 0;
  MUST(clGetSupportedImageFormats(h->env.ctx, flags, t, cap, out, &n));
  return n < cap ? n : cap;
}

#endif
