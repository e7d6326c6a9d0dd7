/* image.h: the image side of a cl_mem, shared by image.c (creation,
 * storage, info), image_transfer.c (enqueued transfers and maps) and
 * image_args.c (kernel arguments). */
#ifndef SHOAL_IMAGE_H
#define SHOAL_IMAGE_H

#include "image_format.h"

struct mem_image {
  cl_image_format format;
  cl_image_desc desc;        /* as given; mem_object retained for 1D buffer images */
  size_t elem;               /* bytes per texel */
  size_t row_pitch;          /* host pitches: those given with host_ptr, else packed */
  size_t slice_pitch;
  rt_image_type type;
  rt_format rt;
  /* Storage: one runtime image per device of the context that used it
   * (ctx->devices order), made at creation in one-device contexts, else on
   * each device's first use; the cl_mem's one range says which copies are
   * current, and they move like a buffer's (mem_residency.c, image_move).
   * A 1D buffer image's contents are its buffer's, which moves instead.
   * init_data holds packed creation contents until the first use. */
  rt_image **imgs;
  void *init_data;
};

static inline struct mem_image *mem_img(cl_mem m) { return m->image; }

/* Copies image m's contents from its storage on context device `from` to
 * that on `to`, through each device's internal queue, and waits. Caller
 * holds m->lock. */
cl_int image_move(cl_mem m, int from, int to);

/* The image's extent in OpenCL's (width, height or layers, depth or
 * layers) convention, as the runtime's boxes use it. */
void image_extent(const struct mem_image *im, size_t e[3]);
/* The host stride between the runtime's rows of a box: a 1D array's rows
 * are its layers, `slice` bytes apart; other types' rows are `row` apart. */
static inline uint64_t image_row_stride(const struct mem_image *im, size_t row, size_t slice) {
  return im->type == RT_IMAGE_1D_ARRAY ? slice : row;
}
/* The runtime image type of an OpenCL one (-1 for non-images). */
int image_rt_type(cl_mem_object_type t);

#endif
