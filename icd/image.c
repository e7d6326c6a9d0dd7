/* image.c: image memory objects: clCreateImage and its older forms with
 * every check the specification lists, storage on a device (a runtime
 * image, filled with the creation contents), clGetImageInfo and
 * clGetSupportedImageFormats, derived from what the Vulkan device can do
 * with each format (whether it has images at all: device_images.c). */
#include <stdlib.h>
#include <string.h>

#include "image.h"

#define ACCESS_FLAGS (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY)
#define HOST_PTR_FLAGS (CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR)
#define HOST_ACCESS_FLAGS (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS)

bool mem_is_image(cl_mem m) { return m->image != NULL; }

int image_rt_type(cl_mem_object_type t) {
  switch (t) {
  case CL_MEM_OBJECT_IMAGE1D: return RT_IMAGE_1D;
  case CL_MEM_OBJECT_IMAGE1D_ARRAY: return RT_IMAGE_1D_ARRAY;
  case CL_MEM_OBJECT_IMAGE1D_BUFFER: return RT_IMAGE_BUFFER;
  case CL_MEM_OBJECT_IMAGE2D: return RT_IMAGE_2D;
  case CL_MEM_OBJECT_IMAGE2D_ARRAY: return RT_IMAGE_2D_ARRAY;
  case CL_MEM_OBJECT_IMAGE3D: return RT_IMAGE_3D;
  default: return -1;
  }
}

void image_extent(const struct mem_image *im, size_t e[3]) {
  const cl_image_desc *d = &im->desc;
  e[0] = d->image_width;
  e[1] = im->type == RT_IMAGE_1D_ARRAY ? d->image_array_size
       : im->type == RT_IMAGE_2D || im->type == RT_IMAGE_2D_ARRAY || im->type == RT_IMAGE_3D ? d->image_height : 1;
  e[2] = im->type == RT_IMAGE_2D_ARRAY ? d->image_array_size : im->type == RT_IMAGE_3D ? d->image_depth : 1;
}

static const uint32_t VIEW_READ = 1u << RT_VIEW_SAMPLED, VIEW_WRITE = 1u << RT_VIEW_STORAGE;

/* ---- creation checks ------------------------------------------------------------ */

/* The smallest limits over the context's devices with images. */
typedef struct ctx_limits {
  size_t w2, h2, w3, h3, d3, buf, layers;
  bool any;
  bool from_buffer;     /* every device with images makes 2D images of buffers */
  size_t pitch_align;   /* the largest CL_DEVICE_IMAGE_PITCH_ALIGNMENT of them */
} ctx_limits;

static void size_info(cl_device_id d, cl_device_info p, size_t *v) {
  size_t x = 0;
  image_device_info(d, p, sizeof x, &x, NULL);
  if (x < *v) *v = x;
}

static ctx_limits context_limits(cl_context ctx) {
  ctx_limits l = {SIZE_MAX, SIZE_MAX, SIZE_MAX, SIZE_MAX, SIZE_MAX, SIZE_MAX, SIZE_MAX, false, true, 0};
  for (cl_uint i = 0; i < ctx->ndevices; i++) {
    cl_device_id d = ctx->devices[i];
    if (!device_has_images(d)) continue;
    l.any = true;
    cl_uint pa = 0;
    image_device_info(d, CL_DEVICE_IMAGE_PITCH_ALIGNMENT, sizeof pa, &pa, NULL);
    if (!device_has_image2d_from_buffer(d)) l.from_buffer = false;
    if (pa > l.pitch_align) l.pitch_align = pa;
    size_info(d, CL_DEVICE_IMAGE2D_MAX_WIDTH, &l.w2);
    size_info(d, CL_DEVICE_IMAGE2D_MAX_HEIGHT, &l.h2);
    size_info(d, CL_DEVICE_IMAGE3D_MAX_WIDTH, &l.w3);
    size_info(d, CL_DEVICE_IMAGE3D_MAX_HEIGHT, &l.h3);
    size_info(d, CL_DEVICE_IMAGE3D_MAX_DEPTH, &l.d3);
    size_info(d, CL_DEVICE_IMAGE_MAX_BUFFER_SIZE, &l.buf);
    size_info(d, CL_DEVICE_IMAGE_MAX_ARRAY_SIZE, &l.layers);
  }
  return l;
}

static cl_int check_size(const cl_image_desc *d, const ctx_limits *l) {
  size_t w = d->image_width, h = d->image_height, dep = d->image_depth, a = d->image_array_size;
  switch (d->image_type) {
  case CL_MEM_OBJECT_IMAGE1D: return w && w <= l->w2 ? CL_SUCCESS : CL_INVALID_IMAGE_SIZE;
  case CL_MEM_OBJECT_IMAGE1D_BUFFER: return w && w <= l->buf ? CL_SUCCESS : CL_INVALID_IMAGE_SIZE;
  case CL_MEM_OBJECT_IMAGE1D_ARRAY:
    return w && w <= l->w2 && a && a <= l->layers ? CL_SUCCESS : CL_INVALID_IMAGE_SIZE;
  case CL_MEM_OBJECT_IMAGE2D: return w && w <= l->w2 && h && h <= l->h2 ? CL_SUCCESS : CL_INVALID_IMAGE_SIZE;
  case CL_MEM_OBJECT_IMAGE2D_ARRAY:
    return w && w <= l->w2 && h && h <= l->h2 && a && a <= l->layers ? CL_SUCCESS : CL_INVALID_IMAGE_SIZE;
  default: return w && w <= l->w3 && h && h <= l->h3 && dep && dep <= l->d3 ? CL_SUCCESS : CL_INVALID_IMAGE_SIZE;
  }
}

/* Host pitches: those given (checked) or packed ones where host_ptr is. */
static cl_int host_pitches(const cl_image_desc *d, size_t elem, const void *host_ptr, size_t *row, size_t *slice) {
  size_t w = d->image_width;
  bool arr1 = d->image_type == CL_MEM_OBJECT_IMAGE1D_ARRAY;
  bool slices = arr1 || d->image_type == CL_MEM_OBJECT_IMAGE2D_ARRAY || d->image_type == CL_MEM_OBJECT_IMAGE3D;
  if (d->mem_object) {
    /* An image over a buffer has that buffer's bytes for its host
     * memory: a row pitch describes them (the CTS gives one for 1D image
     * buffers too, where only the packed one can be: it is checked, not
     * kept). */
    if (d->image_slice_pitch || (d->image_row_pitch && (d->image_row_pitch < w * elem || d->image_row_pitch % elem)))
      return CL_INVALID_IMAGE_DESCRIPTOR;
    *row = d->image_type == CL_MEM_OBJECT_IMAGE1D_BUFFER || !d->image_row_pitch ? w * elem : d->image_row_pitch;
    *slice = 0;
    return CL_SUCCESS;
  }
  if (!host_ptr) {
    if (d->image_row_pitch || d->image_slice_pitch) return CL_INVALID_IMAGE_DESCRIPTOR;
  } else {
    if (d->image_row_pitch && (d->image_row_pitch < w * elem || d->image_row_pitch % elem))
      return CL_INVALID_IMAGE_DESCRIPTOR;
  }
  *row = d->image_row_pitch ? d->image_row_pitch : w * elem;
  size_t min_slice = arr1 ? *row : *row * d->image_height;
  if (slices && host_ptr && d->image_slice_pitch &&
      (d->image_slice_pitch < min_slice || d->image_slice_pitch % *row))
    return CL_INVALID_IMAGE_DESCRIPTOR;
  *slice = slices && d->image_slice_pitch ? d->image_slice_pitch : slices ? min_slice : 0;
  return CL_SUCCESS;
}

/* Flags of an image from a buffer: narrowed from the buffer's, inherited
 * where not given. */
static cl_int buffer_image_flags(cl_mem buf, cl_mem_flags *flags) {
  cl_mem_flags f = *flags, pf = buf->flags;
  if (f & HOST_PTR_FLAGS) return CL_INVALID_VALUE;
  if ((pf & CL_MEM_WRITE_ONLY) && (f & (CL_MEM_READ_WRITE | CL_MEM_READ_ONLY))) return CL_INVALID_VALUE;
  if ((pf & CL_MEM_READ_ONLY) && (f & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY))) return CL_INVALID_VALUE;
  if ((pf & CL_MEM_HOST_WRITE_ONLY) && (f & CL_MEM_HOST_READ_ONLY)) return CL_INVALID_VALUE;
  if ((pf & CL_MEM_HOST_READ_ONLY) && (f & CL_MEM_HOST_WRITE_ONLY)) return CL_INVALID_VALUE;
  if ((pf & CL_MEM_HOST_NO_ACCESS) && (f & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY))) return CL_INVALID_VALUE;
  if (!(f & ACCESS_FLAGS)) f |= pf & ACCESS_FLAGS;
  if (!(f & HOST_ACCESS_FLAGS)) f |= pf & HOST_ACCESS_FLAGS;
  f |= pf & HOST_PTR_FLAGS;
  *flags = f;
  return CL_SUCCESS;
}

/* The views kernels need of an image made with these flags. */
static uint32_t views_for_flags(cl_mem_flags flags) {
  if (flags & CL_MEM_KERNEL_READ_AND_WRITE) return VIEW_WRITE | RT_FMT_STORAGE_READ;
  if (flags & CL_MEM_READ_ONLY) return VIEW_READ;
  if (flags & CL_MEM_WRITE_ONLY) return VIEW_WRITE;
  return VIEW_READ | VIEW_WRITE;
}

static bool context_supports(cl_context ctx, rt_image_type t, rt_format f, uint32_t need) {
  for (cl_uint i = 0; i < ctx->ndevices; i++) {
    cl_device_id d = ctx->devices[i];
    if (device_has_images(d) && (rt_image_format_caps(d->rt, t, f) & need) == need) return true;
  }
  return false;
}

static cl_int check_desc(cl_context ctx, const cl_image_desc *d, const cl_image_format *fmt, const ctx_limits *l) {
  if (!d || image_rt_type(d->image_type) < 0 || d->num_mip_levels || d->num_samples)
    return CL_INVALID_IMAGE_DESCRIPTOR;
  if (d->image_type == CL_MEM_OBJECT_IMAGE1D_BUFFER) {
    cl_mem b = d->mem_object;
    if (!obj_valid(b, OBJ_MEM) || !mem_is_buffer(b) || b->ctx != ctx) return CL_INVALID_IMAGE_DESCRIPTOR;
    if (d->image_width > SIZE_MAX / image_format_elem_size(fmt) ||
        d->image_width * image_format_elem_size(fmt) > b->size)
      return CL_INVALID_IMAGE_SIZE;
  } else if (d->mem_object) {
    /* A 2D image of a buffer where every device with images has
     * cl_khr_image2d_from_buffer; else, and of another image (an optional
     * feature Shoal has not), OpenCL 3.0's CL_INVALID_OPERATION. A
     * mem_object no image type takes is a bad descriptor. */
    cl_mem b = d->mem_object;
    if (d->image_type != CL_MEM_OBJECT_IMAGE2D || !obj_valid(b, OBJ_MEM)) return CL_INVALID_IMAGE_DESCRIPTOR;
    if (!mem_is_buffer(b) || !l->from_buffer) return CL_INVALID_OPERATION;
    if (b->ctx != ctx) return CL_INVALID_IMAGE_DESCRIPTOR;
    size_t elem = image_format_elem_size(fmt), row = d->image_row_pitch ? d->image_row_pitch : d->image_width * elem;
    if (l->pitch_align && row % (l->pitch_align * elem)) return CL_INVALID_IMAGE_DESCRIPTOR;
    if (d->image_height && row > b->size / d->image_height) return CL_INVALID_IMAGE_SIZE;
  }
  return check_size(d, l);
}

/* ---- storage ------------------------------------------------------------------ */

/* The whole image as a box. */
static rt_box whole(const struct mem_image *im) {
  size_t e[3];
  image_extent(im, e);
  return (rt_box){{0, 0, 0}, {(uint32_t)e[0], (uint32_t)e[1], (uint32_t)e[2]}};
}

/* Writes (or reads, `to_device` false) packed contents of image `img` of
 * dev through the device's internal queue, and waits. */
static cl_int transfer_internal(cl_device_id dev, struct mem_image *im, rt_image *img, void *data, size_t row,
                                size_t slice, bool to_device) {
  rt_box box = whole(im);
  rt_status st;
  rt_queue *q = internal_queue_take(dev, &st);
  rt_seq seq = 0;
  uint64_t rs = image_row_stride(im, row, slice);
  if (q)
    st = to_device ? rt_enqueue_image_write(q, img, &box, data, rs, slice, &seq)
                   : rt_enqueue_image_read(q, img, &box, data, rs, slice, &seq);
  return internal_queue_finish(dev, st, seq);
}

/* The pitches of packed contents (pack_host's layout): a 1D array's
 * layers are its rows, one row apart. */
static void packed_pitches(const struct mem_image *im, size_t *row, size_t *slice) {
  size_t e[3];
  image_extent(im, e);
  *row = e[0] * im->elem;
  *slice = im->type == RT_IMAGE_1D_ARRAY ? *row : *row * e[1];
}

cl_int image_move(cl_mem m, int from, int to) {
  struct mem_image *im = mem_img(m);
  size_t row, slice;
  packed_pitches(im, &row, &slice);
  void *tmp = malloc(m->size ? m->size : 1);
  if (!tmp) return CL_OUT_OF_HOST_MEMORY;
  cl_int err = transfer_internal(m->ctx->devices[from], im, im->imgs[from], tmp, row, slice, false);
  if (!err) err = transfer_internal(m->ctx->devices[to], im, im->imgs[to], tmp, row, slice, true);
  free(tmp);
  return err;
}

/* Caller holds m->lock. Makes the runtime image on context device di;
 * `init` (with its pitches) fills it. */
static cl_int make_storage(cl_mem m, int di, const void *init, size_t row, size_t slice) {
  cl_device_id dev = m->ctx->devices[di];
  struct mem_image *im = mem_img(m);
  size_t e[3];
  image_extent(im, e);
  rt_image_desc d = {
      .type = im->type,
      .format = im->rt,
      .width = (uint32_t)e[0],
      .height = im->type == RT_IMAGE_1D_ARRAY ? 1 : (uint32_t)e[1],
      .depth = im->type == RT_IMAGE_3D ? (uint32_t)e[2] : 1,
      .layers = im->type == RT_IMAGE_1D_ARRAY ? (uint32_t)e[1] : im->type == RT_IMAGE_2D_ARRAY ? (uint32_t)e[2] : 1,
  };
  if (im->desc.mem_object) {
    cl_int err = mem_resolve(im->desc.mem_object, dev, &d.buffer, &d.offset);
    if (err) return err;
    if (im->type == RT_IMAGE_2D) d.row_pitch = im->row_pitch;
  }
  rt_status st = rt_image_create(dev->rt, &d, &im->imgs[di]);
  if (st != RT_OK) {
    im->imgs[di] = NULL;
    return rt_to_cl_alloc(st);
  }
  cl_int err = init ? transfer_internal(dev, im, im->imgs[di], (void *)init, row, slice, true) : CL_SUCCESS;
  if (err) {
    rt_image_destroy(im->imgs[di]);
    im->imgs[di] = NULL;
  }
  return err;
}

cl_int image_resolve(cl_mem mem, cl_device_id dev, rt_image **out) {
  struct mem_image *im = mem_img(mem);
  int di = context_device_index(mem->ctx, dev);
  if (di < 0) return CL_INVALID_DEVICE;
  cl_int err = CL_SUCCESS;
  pthread_mutex_lock(&mem->lock);
  if (!im->imgs[di]) {
    /* The first device to use it gets the creation contents (a buffer
     * image's are its buffer's, which mem_resolve gives). */
    bool first = !mem->ranges && !im->desc.mem_object;
    const void *init = !first ? NULL : im->init_data ? im->init_data : mem->host_ptr;
    size_t row = im->row_pitch, slice = im->slice_pitch;
    if (im->init_data) packed_pitches(im, &row, &slice);
    err = make_storage(mem, di, init, row, slice);
    if (!err && first) err = mem_contents_placed(mem, di);
    if (!err && first) {
      free(im->init_data);
      im->init_data = NULL;
    } else if (err && im->imgs[di]) {
      rt_image_destroy(im->imgs[di]);
      im->imgs[di] = NULL;
    }
  }
  *out = im->imgs[di];
  pthread_mutex_unlock(&mem->lock);
  return err;
}

void image_destroy(cl_mem m) {
  struct mem_image *im = mem_img(m);
  if (im->imgs)
    for (cl_uint i = 0; i < m->ctx->ndevices; i++)
      if (im->imgs[i]) rt_image_destroy(im->imgs[i]);
  free(im->imgs);
  if (im->desc.mem_object) obj_unref(im->desc.mem_object);
  free(im->init_data);
  free(im);
  m->image = NULL;
}

/* A packed copy of host data with pitches (multi-device contexts keep it
 * until the first device uses the image). */
static void *pack_host(const struct mem_image *im, const void *src) {
  size_t e[3];
  image_extent(im, e);
  size_t row = e[0] * im->elem;
  uint8_t *p = malloc(row * e[1] * e[2]);
  if (!p) return NULL;
  for (size_t z = 0; z < e[2]; z++)
    for (size_t y = 0; y < e[1]; y++)
      memcpy(p + (z * e[1] + y) * row,
             (const uint8_t *)src + z * im->slice_pitch + y * image_row_stride(im, im->row_pitch, im->slice_pitch),
             row);
  return p;
}

/* ---- clCreateImage ------------------------------------------------------------- */

static cl_mem image_create(cl_context ctx, const cl_mem_properties *props, cl_mem_flags flags,
                           const cl_image_format *fmt, const cl_image_desc *desc, void *host_ptr, cl_int *errcode_ret) {
  if (!obj_valid(ctx, OBJ_CONTEXT)) {
    SET_ERR(CL_INVALID_CONTEXT);
    return NULL;
  }
  ctx_limits lim = context_limits(ctx);
  cl_int err = lim.any ? CL_SUCCESS : CL_INVALID_OPERATION;
  if (!err && props && props[0]) err = CL_INVALID_PROPERTY; /* none are defined for images */
  if (!err) err = mem_check_flags(flags);
  if (!err && (!fmt || !image_format_valid(fmt))) err = CL_INVALID_IMAGE_FORMAT_DESCRIPTOR;
  if (!err) err = check_desc(ctx, desc, fmt, &lim);
  bool from_buffer = !err && desc->mem_object; /* a 1D image buffer or a 2D image of a buffer */
  if (from_buffer) err = buffer_image_flags(desc->mem_object, &flags);
  if (!err && !from_buffer && ((flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR)) != 0) != (host_ptr != NULL))
    err = CL_INVALID_HOST_PTR;
  if (!err && from_buffer && host_ptr) err = CL_INVALID_HOST_PTR;
  /* cl_ext_immutable_memory_objects: the contents come from creation */
  if (!err && !from_buffer && (flags & CL_MEM_IMMUTABLE_EXT) && !(flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR)))
    err = CL_INVALID_VALUE;
  size_t elem = err ? 0 : image_format_elem_size(fmt), row = 0, slice = 0;
  if (!err) err = host_pitches(desc, elem, host_ptr, &row, &slice);
  rt_format rf;
  rt_image_type type = err ? RT_IMAGE_2D : (rt_image_type)image_rt_type(desc->image_type);
  if (!err && (!image_format_to_rt(fmt, &rf) || !context_supports(ctx, type, rf, views_for_flags(flags))))
    err = CL_IMAGE_FORMAT_NOT_SUPPORTED;
  if (!err && from_buffer && type == RT_IMAGE_2D)
    for (cl_uint i = 0; i < ctx->ndevices; i++)
      if (device_has_images(ctx->devices[i]) && !rt_image_alias_format(ctx->devices[i]->rt, rf))
        err = CL_IMAGE_FORMAT_NOT_SUPPORTED;
  if (err) {
    SET_ERR(err);
    return NULL;
  }
  cl_mem m = obj_new(OBJ_MEM, sizeof *m, mem_destroy);
  struct mem_image *im = calloc(1, sizeof *im);
  if (!m || !im) {
    if (m) obj_release_unshared(m, OBJ_MEM);
    free(im);
    SET_ERR(CL_OUT_OF_HOST_MEMORY);
    return NULL;
  }
  pthread_mutex_init(&m->lock, NULL);
  m->ctx = ctx;
  obj_ref(ctx);
  m->type = desc->image_type;
  m->flags = flags;
  m->image = im;
  im->format = *fmt;
  im->desc = *desc;
  im->elem = elem;
  im->row_pitch = row;
  im->slice_pitch = slice;
  im->type = type;
  im->rt = rf;
  size_t e[3];
  image_extent(im, e);
  m->size = e[0] * e[1] * e[2] * elem;
  if (from_buffer) obj_ref(desc->mem_object);
  if (flags & CL_MEM_USE_HOST_PTR) m->host_ptr = host_ptr;
  if (props) {
    m->props = calloc(1, sizeof *m->props);
    m->nprops = 1;
    if (!m->props) err = CL_OUT_OF_HOST_MEMORY;
  }
  im->imgs = calloc(ctx->ndevices, sizeof *im->imgs);
  if (!im->imgs) err = CL_OUT_OF_HOST_MEMORY;
  if (!err && ctx->ndevices == 1) {
    pthread_mutex_lock(&m->lock);
    err = make_storage(m, 0, host_ptr, row, slice);
    pthread_mutex_unlock(&m->lock);
  } else if (!err && (flags & CL_MEM_COPY_HOST_PTR)) {
    im->init_data = pack_host(im, host_ptr);
    if (!im->init_data) err = CL_OUT_OF_HOST_MEMORY;
  }
  if (err) {
    obj_release_unshared(m, OBJ_MEM);
    SET_ERR(err);
    return NULL;
  }
  SET_ERR(CL_SUCCESS);
  return m;
}

CL_API cl_mem clCreateImage(cl_context context, cl_mem_flags flags, const cl_image_format *image_format,
                            const cl_image_desc *image_desc, void *host_ptr, cl_int *errcode_ret) {
  return image_create(context, NULL, flags, image_format, image_desc, host_ptr, errcode_ret);
}

CL_API cl_mem clCreateImageWithProperties(cl_context context, const cl_mem_properties *properties,
                                          cl_mem_flags flags, const cl_image_format *image_format,
                                          const cl_image_desc *image_desc, void *host_ptr, cl_int *errcode_ret) {
  return image_create(context, properties, flags, image_format, image_desc, host_ptr, errcode_ret);
}

CL_API cl_mem clCreateImage2D(cl_context context, cl_mem_flags flags, const cl_image_format *image_format,
                              size_t image_width, size_t image_height, size_t image_row_pitch, void *host_ptr,
                              cl_int *errcode_ret) {
  cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE2D,
                     .image_width = image_width,
                     .image_height = image_height,
                     .image_row_pitch = image_row_pitch};
  return image_create(context, NULL, flags, image_format, &d, host_ptr, errcode_ret);
}

CL_API cl_mem clCreateImage3D(cl_context context, cl_mem_flags flags, const cl_image_format *image_format,
                              size_t image_width, size_t image_height, size_t image_depth, size_t image_row_pitch,
                              size_t image_slice_pitch, void *host_ptr, cl_int *errcode_ret) {
  cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE3D,
                     .image_width = image_width,
                     .image_height = image_height,
                     .image_depth = image_depth,
                     .image_row_pitch = image_row_pitch,
                     .image_slice_pitch = image_slice_pitch};
  return image_create(context, NULL, flags, image_format, &d, host_ptr, errcode_ret);
}

/* ---- queries ------------------------------------------------------------------- */

CL_API cl_int clGetImageInfo(cl_mem image, cl_image_info param_name, size_t param_value_size, void *param_value,
                             size_t *param_value_size_ret) {
  if (!obj_valid(image, OBJ_MEM) || !mem_is_image(image)) return CL_INVALID_MEM_OBJECT;
  const struct mem_image *im = mem_img(image);
  const cl_image_desc *d = &im->desc;
  bool has_h = im->type == RT_IMAGE_2D || im->type == RT_IMAGE_2D_ARRAY || im->type == RT_IMAGE_3D;
  bool arr = im->type == RT_IMAGE_1D_ARRAY || im->type == RT_IMAGE_2D_ARRAY;
  switch (param_name) {
  case CL_IMAGE_FORMAT: return INFO_ARR(&im->format, sizeof im->format);
  case CL_IMAGE_ELEMENT_SIZE: return INFO_VAL(size_t, im->elem);
  case CL_IMAGE_ROW_PITCH: return INFO_VAL(size_t, im->row_pitch);
  case CL_IMAGE_SLICE_PITCH: return INFO_VAL(size_t, im->slice_pitch);
  case CL_IMAGE_WIDTH: return INFO_VAL(size_t, d->image_width);
  case CL_IMAGE_HEIGHT: return INFO_VAL(size_t, has_h ? d->image_height : 0);
  case CL_IMAGE_DEPTH: return INFO_VAL(size_t, im->type == RT_IMAGE_3D ? d->image_depth : 0);
  case CL_IMAGE_ARRAY_SIZE: return INFO_VAL(size_t, arr ? d->image_array_size : 0);
  case CL_IMAGE_BUFFER: return INFO_VAL(cl_mem, d->mem_object);
  case CL_IMAGE_NUM_MIP_LEVELS:
  case CL_IMAGE_NUM_SAMPLES: return INFO_VAL(cl_uint, 0);
  default: return CL_INVALID_VALUE;
  }
}

CL_API cl_int clGetSupportedImageFormats(cl_context context, cl_mem_flags flags, cl_mem_object_type image_type,
                                         cl_uint num_entries, cl_image_format *image_formats,
                                         cl_uint *num_image_formats) {
  if (!obj_valid(context, OBJ_CONTEXT)) return CL_INVALID_CONTEXT;
  if (mem_check_flags(flags & ~(cl_mem_flags)CL_MEM_KERNEL_READ_AND_WRITE)) return CL_INVALID_VALUE;
  int type = image_rt_type(image_type);
  if (type < 0 || (num_entries == 0 && image_formats)) return CL_INVALID_VALUE;
  const cl_image_format *cand;
  size_t ncand = image_format_candidates(&cand);
  cl_uint n = 0;
  for (size_t i = 0; i < ncand; i++) {
    rt_format f;
    if (!image_format_to_rt(&cand[i], &f) || !context_supports(context, (rt_image_type)type, f, views_for_flags(flags)))
      continue;
    if (image_formats && n < num_entries) image_formats[n] = cand[i];
    n++;
  }
  if (num_image_formats) *num_image_formats = n;
  return CL_SUCCESS;
}
