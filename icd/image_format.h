/* image_format.h: OpenCL image formats as Shoal knows them (image_format.c):
 * which cl_image_format values are valid descriptors, which map to a
 * runtime format, texel sizes, the translator's format word, and texels
 * encoded on the host (fill colours). */
#ifndef SHOAL_IMAGE_FORMAT_H
#define SHOAL_IMAGE_FORMAT_H

#include "icd.h"

/* A valid (order, type) pair per the OpenCL specification, supported or
 * not (else CL_INVALID_IMAGE_FORMAT_DESCRIPTOR). */
bool image_format_valid(const cl_image_format *f);
/* Bytes per texel of a valid format. */
size_t image_format_elem_size(const cl_image_format *f);
/* The runtime format of a format Shoal can hold; false for the others. */
bool image_format_to_rt(const cl_image_format *f, rt_format *out);
/* Formats Shoal can map, in the order clGetSupportedImageFormats lists
 * them (the device decides which of them it holds). */
size_t image_format_candidates(const cl_image_format **list);
/* The format word the translator specializes kernels with (TR_IMGFMT_*). */
uint32_t image_format_word(const cl_image_format *f);
/* The texel bytes of a fill colour (cl_float4, cl_int4 or cl_uint4 by
 * the format's type), converted as write_image{f,i,ui} convert. */
void image_format_encode(const cl_image_format *f, const void *color, uint8_t *texel);

#endif
