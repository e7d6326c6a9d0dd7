/* cl_image_format.h: the texel size of an OpenCL image format, from the
 * specification's tables (channels of the order times bytes of the data
 * type), for the image tests of tests/api and tests/kernels. Only the
 * orders and types Shoal offers: R, RG, and four-channel orders. */
#ifndef CL_IMAGE_FORMAT_H
#define CL_IMAGE_FORMAT_H

#include "cltest.h"

static inline size_t fmt_channels(cl_channel_order o) { return o == CL_R ? 1 : o == CL_RG ? 2 : 4; }

static inline size_t fmt_type_bytes(cl_channel_type t) {
  switch (t) {
  case CL_SNORM_INT8:
  case CL_UNORM_INT8:
  case CL_SIGNED_INT8:
  case CL_UNSIGNED_INT8: return 1;
  case CL_SIGNED_INT32:
  case CL_UNSIGNED_INT32:
  case CL_FLOAT: return 4;
  default: return 2;
  }
}

static inline size_t fmt_texel_bytes(const cl_image_format *f) {
  return fmt_channels(f->image_channel_order) * fmt_type_bytes(f->image_channel_data_type);
}

#endif
