/* image_util.h: what the image API tests share: the OpenCL formats (their
 * texel sizes: tests/common/cl_image_format.h), image descriptors
 * of every type, and a host model of an image's texels to compare with. */
#ifndef IMAGE_UTIL_H
#define IMAGE_UTIL_H

#include "cl_image_format.h"
#include "cltest.h"

static const cl_mem_object_type iu_types[] = {
  CL_MEM_OBJECT_IMAGE1D,       CL_MEM_OBJECT_IMAGE1D_ARRAY, CL_MEM_OBJECT_IMAGE1D_BUFFER,
  CL_MEM_OBJECT_IMAGE2D,       CL_MEM_OBJECT_IMAGE2D_ARRAY, CL_MEM_OBJECT_IMAGE3D,
};

/* A descriptor of type t with the given extent in the (width, height or
 * layers, depth or layers) convention of origins and regions. */
static inline cl_image_desc iu_desc(cl_mem_object_type t, size_t w, size_t h, size_t d) {
  cl_image_desc desc = {.image_type = t, .image_width = w};
  switch (t) {
  case CL_MEM_OBJECT_IMAGE1D_ARRAY: desc.image_array_size = h; break;
  case CL_MEM_OBJECT_IMAGE2D: desc.image_height = h; break;
  case CL_MEM_OBJECT_IMAGE2D_ARRAY:
    desc.image_height = h;
    desc.image_array_size = d;
    break;
  case CL_MEM_OBJECT_IMAGE3D:
    desc.image_height = h;
    desc.image_depth = d;
    break;
  default: break;
  }
  return desc;
}

/* Which of (height, depth) the type has: 1, 2 or 3 dimensions. */
static inline int iu_dims(cl_mem_object_type t) {
  switch (t) {
  case CL_MEM_OBJECT_IMAGE1D:
  case CL_MEM_OBJECT_IMAGE1D_BUFFER: return 1;
  case CL_MEM_OBJECT_IMAGE1D_ARRAY:
  case CL_MEM_OBJECT_IMAGE2D: return 2;
  default: return 3;
  }
}

/* Host model: texels packed, x fastest, in (x, y, z) box coordinates. */
typedef struct iu_model {
  size_t w, h, d, elem;
  uint8_t *bytes;
} iu_model;

static inline uint8_t *iu_at(iu_model *m, size_t x, size_t y, size_t z) {
  return m->bytes + ((z * m->h + y) * m->w + x) * m->elem;
}

#endif
