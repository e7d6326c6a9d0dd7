/* image_format.c: the OpenCL image formats: which (channel order, channel
 * type) pairs the specification allows, which of them map to a Vulkan
 * format through the runtime (R, RG and RGBA in every 8/16/32-bit type,
 * BGRA and sRGBA in UNORM_INT8), their texel sizes, the word that tells
 * kernels the format, and host-side conversion of fill colours with the
 * rules of OpenCL C's write_image functions (round to nearest even,
 * saturation). */
#include <math.h>
#include <string.h>

#include "image_format.h"

static bool is_8bit(cl_channel_type t) {
  return t == CL_UNORM_INT8 || t == CL_SNORM_INT8 || t == CL_SIGNED_INT8 || t == CL_UNSIGNED_INT8;
}

static bool is_packed(cl_channel_type t) {
  return t == CL_UNORM_SHORT_565 || t == CL_UNORM_SHORT_555 || t == CL_UNORM_INT_101010 ||
         t == CL_UNORM_INT_101010_2 || t == CL_UNORM_INT24;
}

static unsigned type_bytes(cl_channel_type t) {
  switch (t) {
  case CL_SNORM_INT8:
  case CL_UNORM_INT8:
  case CL_SIGNED_INT8:
  case CL_UNSIGNED_INT8: return 1;
  case CL_SNORM_INT16:
  case CL_UNORM_INT16:
  case CL_SIGNED_INT16:
  case CL_UNSIGNED_INT16:
  case CL_HALF_FLOAT: return 2;
  case CL_SIGNED_INT32:
  case CL_UNSIGNED_INT32:
  case CL_FLOAT: return 4;
  default: return 0;
  }
}

static unsigned order_channels(cl_channel_order o) {
  switch (o) {
  case CL_R:
  case CL_A:
  case CL_Rx:
  case CL_INTENSITY:
  case CL_LUMINANCE:
  case CL_DEPTH: return 1;
  case CL_RG:
  case CL_RA:
  case CL_RGx: return 2;
  case CL_RGB:
  case CL_RGBx:
  case CL_sRGB:
  case CL_sRGBx: return 3;
  case CL_RGBA:
  case CL_BGRA:
  case CL_ARGB:
  case CL_ABGR:
  case CL_sRGBA:
  case CL_sBGRA: return 4;
  default: return 0;
  }
}

bool image_format_valid(const cl_image_format *f) {
  if (!f) return false;
  cl_channel_order o = f->image_channel_order;
  cl_channel_type t = f->image_channel_data_type;
  if (!order_channels(o) || (!type_bytes(t) && !is_packed(t))) return false;
  switch (o) {
  case CL_RGB:
  case CL_RGBx: return t == CL_UNORM_SHORT_565 || t == CL_UNORM_SHORT_555 || t == CL_UNORM_INT_101010;
  case CL_BGRA:
  case CL_ARGB:
  case CL_ABGR: return is_8bit(t);
  case CL_INTENSITY:
  case CL_LUMINANCE:
    return t == CL_UNORM_INT8 || t == CL_UNORM_INT16 || t == CL_SNORM_INT8 || t == CL_SNORM_INT16 ||
           t == CL_HALF_FLOAT || t == CL_FLOAT;
  case CL_sRGB:
  case CL_sRGBx:
  case CL_sRGBA:
  case CL_sBGRA: return t == CL_UNORM_INT8;
  case CL_DEPTH: return t == CL_UNORM_INT16 || t == CL_FLOAT;
  case CL_RGBA: return !is_packed(t) || t == CL_UNORM_INT_101010_2;
  default: return !is_packed(t);
  }
}

size_t image_format_elem_size(const cl_image_format *f) {
  switch (f->image_channel_data_type) {
  case CL_UNORM_SHORT_565:
  case CL_UNORM_SHORT_555: return 2;
  case CL_UNORM_INT_101010:
  case CL_UNORM_INT_101010_2:
  case CL_UNORM_INT24: return 4;
  default: return (size_t)order_channels(f->image_channel_order) * type_bytes(f->image_channel_data_type);
  }
}

static rt_numeric numeric_of(cl_channel_type t) {
  switch (t) {
  case CL_SNORM_INT8:
  case CL_SNORM_INT16: return RT_NUM_SNORM;
  case CL_UNORM_INT8:
  case CL_UNORM_INT16: return RT_NUM_UNORM;
  case CL_SIGNED_INT8:
  case CL_SIGNED_INT16:
  case CL_SIGNED_INT32: return RT_NUM_SINT;
  case CL_UNSIGNED_INT8:
  case CL_UNSIGNED_INT16:
  case CL_UNSIGNED_INT32: return RT_NUM_UINT;
  default: return RT_NUM_FLOAT;
  }
}

bool image_format_to_rt(const cl_image_format *f, rt_format *out) {
  if (!image_format_valid(f)) return false;
  cl_channel_order o = f->image_channel_order;
  cl_channel_type t = f->image_channel_data_type;
  if (is_packed(t)) return false;
  rt_format r = {(uint8_t)order_channels(o), (uint8_t)(8 * type_bytes(t)), (uint8_t)numeric_of(t), false};
  switch (o) {
  case CL_R:
  case CL_RG:
  case CL_RGBA: break;
  case CL_BGRA:
    if (t != CL_UNORM_INT8) return false;
    r.bgra = true;
    break;
  case CL_sRGBA: r.numeric = RT_NUM_SRGB; break;
  default: return false;
  }
  *out = r;
  return true;
}

#define TYPES(order)                                                                                 \
  {order, CL_UNORM_INT8}, {order, CL_UNORM_INT16}, {order, CL_SNORM_INT8}, {order, CL_SNORM_INT16},       \
  {order, CL_SIGNED_INT8}, {order, CL_SIGNED_INT16}, {order, CL_SIGNED_INT32}, {order, CL_UNSIGNED_INT8}, \
  {order, CL_UNSIGNED_INT16}, {order, CL_UNSIGNED_INT32}, {order, CL_HALF_FLOAT}, {order, CL_FLOAT}
static const cl_image_format candidates[] = {
  TYPES(CL_RGBA), {CL_BGRA, CL_UNORM_INT8}, TYPES(CL_R), TYPES(CL_RG), {CL_sRGBA, CL_UNORM_INT8},
};
#undef TYPES

size_t image_format_candidates(const cl_image_format **list) {
  *list = candidates;
  return ARRAY_LEN(candidates);
}

uint32_t image_format_word(const cl_image_format *f) {
  cl_channel_order o = f->image_channel_order;
  cl_channel_type t = f->image_channel_data_type;
  size_t elem = image_format_elem_size(f);
  uint32_t log2 = 0;
  while ((1u << log2) < elem) log2++;
  bool alpha = o == CL_A || o == CL_RA || o == CL_RGBA || o == CL_BGRA || o == CL_ARGB || o == CL_ABGR ||
               o == CL_sRGBA || o == CL_sBGRA || o == CL_INTENSITY;
  rt_numeric n = numeric_of(t);
  uint32_t kind = n == RT_NUM_SINT ? 1 : n == RT_NUM_UINT ? 2 : 0;
  return ((uint32_t)(t - CL_SNORM_INT8) & TR_IMGFMT_TYPE_MASK) | (uint32_t)(o - CL_R) << TR_IMGFMT_ORDER_SHIFT |
         log2 << TR_IMGFMT_LOG2_SHIFT | (alpha ? 0 : TR_IMGFMT_NO_ALPHA) | (o == CL_BGRA ? TR_IMGFMT_SWAP_RB : 0) |
         kind << TR_IMGFMT_KIND_SHIFT;
}

/* ---- fill colours ------------------------------------------------------- */

/* round to nearest even, as OpenCL C's _rte conversions */
static double rte(double x) { return nearbyint(x); }

static int64_t sat_rte(float f, double scale, double lo, double hi) {
  if (isnan(f)) return 0;
  double v = rte((double)f * scale);
  return (int64_t)(v < lo ? lo : v > hi ? hi : v);
}

/* IEEE binary16 of a float, rounded to nearest even. */
static uint16_t half_bits(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000u, e = (x >> 23) & 0xffu, m = x & 0x7fffffu;
  if (e == 0xff) return (uint16_t)(sign | 0x7c00u | (m ? 0x200u : 0));
  int32_t he = (int32_t)e - 127 + 15;
  if (he >= 31) return (uint16_t)(sign | 0x7c00u);
  uint32_t full = m | 0x800000u; /* 24 significant bits */
  uint32_t shift = he > 0 ? 13 : (uint32_t)(14 - he);
  if (e == 0 || shift > 24) return (uint16_t)sign; /* float denormals and tiny values */
  uint32_t q = full >> shift, rem = full & ((1u << shift) - 1), half = 1u << (shift - 1);
  if (rem > half || (rem == half && (q & 1))) q++;
  /* q holds the implicit bit for normals: adding the exponent field
   * carries into it correctly on rounding overflow */
  uint32_t bits = he > 0 ? ((uint32_t)(he - 1) << 10) + q : q;
  return (uint16_t)(sign | bits);
}

static uint8_t srgb_encode(float c) {
  if (isnan(c) || c <= 0.0f) return 0;
  double s = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1.0 / 2.4) - 0.055;
  return (uint8_t)sat_rte((float)s, 255.0, 0, 255);
}

static void put(uint8_t *texel, unsigned bytes, unsigned i, uint64_t v) {
  memcpy(texel + i * bytes, &v, bytes); /* little endian, as the device */
}

void image_format_encode(const cl_image_format *f, const void *color, uint8_t *texel) {
  const float *cf = color;
  const int32_t *ci = color;
  const uint32_t *cu = color;
  cl_channel_order o = f->image_channel_order;
  cl_channel_type t = f->image_channel_data_type;
  unsigned n = order_channels(o), b = type_bytes(t);
  /* source channel of each stored one: RGBA order but for BGRA */
  static const unsigned rgba[4] = {0, 1, 2, 3}, bgra[4] = {2, 1, 0, 3};
  const unsigned *src = o == CL_BGRA ? bgra : rgba;
  for (unsigned i = 0; i < n; i++) {
    unsigned c = src[i];
    uint64_t v = 0;
    switch (t) {
    case CL_UNORM_INT8:
      v = o == CL_sRGBA && c < 3 ? srgb_encode(cf[c]) : (uint64_t)sat_rte(cf[c], 255.0, 0, 255);
      break;
    case CL_UNORM_INT16: v = (uint64_t)sat_rte(cf[c], 65535.0, 0, 65535); break;
    case CL_SNORM_INT8: v = (uint64_t)sat_rte(cf[c], 127.0, -128, 127); break;
    case CL_SNORM_INT16: v = (uint64_t)sat_rte(cf[c], 32767.0, -32768, 32767); break;
    case CL_SIGNED_INT8: v = (uint64_t)(ci[c] < -128 ? -128 : ci[c] > 127 ? 127 : ci[c]); break;
    case CL_SIGNED_INT16: v = (uint64_t)(ci[c] < -32768 ? -32768 : ci[c] > 32767 ? 32767 : ci[c]); break;
    case CL_SIGNED_INT32: v = (uint32_t)ci[c]; break;
    case CL_UNSIGNED_INT8: v = cu[c] > 255 ? 255 : cu[c]; break;
    case CL_UNSIGNED_INT16: v = cu[c] > 65535 ? 65535 : cu[c]; break;
    case CL_UNSIGNED_INT32: v = cu[c]; break;
    case CL_HALF_FLOAT: v = half_bits(cf[c]); break;
    default: memcpy(&v, &cf[c], 4); break;
    }
    put(texel, b, i, v);
  }
}
