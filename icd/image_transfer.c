/* image_transfer.c: enqueued image commands: read, write, copy (image to
 * image, image to buffer, buffer to image), fill and map/unmap. Each
 * checks its arguments as the specification lists them and captures a
 * command for command.c; the runtime moves the texels. */
#include <stdlib.h>
#include <string.h>

#include "image.h"

typedef struct ixfer {
  rt_image *img, *img2;  /* source and destination of image copies */
  rt_buffer *buf;
  uint64_t buf_off;
  rt_box box;
  uint32_t origin2[3];
  void *host;
  uint64_t row, slice;
  uint8_t texel[16];
  cl_mem mem;            /* map and unmap */
  struct mapping *map;
  bool copy;             /* map: read the box in; unmap: write it back */
} ixfer;

/* A valid image of q's context that q's device can hold. */
static cl_int check_image(cl_command_queue q, cl_mem m) {
  if (!obj_valid(m, OBJ_MEM) || !mem_is_image(m)) return CL_INVALID_MEM_OBJECT;
  if (m->ctx != q->ctx) return CL_INVALID_CONTEXT;
  if (!device_has_images(q->dev)) return CL_INVALID_OPERATION;
  const struct mem_image *im = mem_img(m);
  if (!rt_image_format_caps(q->dev->rt, im->type, im->rt)) return CL_IMAGE_FORMAT_NOT_SUPPORTED;
  return CL_SUCCESS;
}

/* origin and region inside the image, with the unused dimensions of its
 * type at 0 and 1. */
static cl_int check_box(const struct mem_image *im, const size_t *origin, const size_t *region) {
  if (!origin || !region) return CL_INVALID_VALUE;
  size_t e[3];
  image_extent(im, e);
  unsigned dims = im->type == RT_IMAGE_1D || im->type == RT_IMAGE_BUFFER ? 1
                : im->type == RT_IMAGE_1D_ARRAY || im->type == RT_IMAGE_2D ? 2 : 3;
  for (unsigned i = 0; i < 3; i++) {
    if (i >= dims && (origin[i] != 0 || region[i] != 1)) return CL_INVALID_VALUE;
    if (!region[i] || origin[i] > e[i] || region[i] > e[i] - origin[i]) return CL_INVALID_VALUE;
  }
  return CL_SUCCESS;
}

static rt_box to_box(const size_t *origin, const size_t *region) {
  rt_box b;
  for (int i = 0; i < 3; i++) {
    b.origin[i] = (uint32_t)origin[i];
    b.extent[i] = (uint32_t)region[i];
  }
  return b;
}

/* Host pitches of a read or write: 0 means packed; slice pitches only for
 * 3D images and arrays. */
static cl_int resolve_pitches(const struct mem_image *im, const size_t *region, size_t *row, size_t *slice) {
  bool slices = im->type == RT_IMAGE_3D || im->type == RT_IMAGE_1D_ARRAY || im->type == RT_IMAGE_2D_ARRAY;
  size_t packed = region[0] * im->elem;
  if (*row == 0) *row = packed;
  else if (*row < packed) return CL_INVALID_VALUE;
  size_t min_slice = im->type == RT_IMAGE_1D_ARRAY ? *row : *row * region[1];
  if (!slices) {
    if (*slice) return CL_INVALID_VALUE;
  } else if (*slice == 0) {
    *slice = min_slice;
  } else if (*slice < min_slice) {
    /* At least row_pitch * height, and nothing more: no multiple of the
     * row pitch is asked (clEnqueueReadImage, clEnqueueWriteImage). */
    return CL_INVALID_VALUE;
  }
  return CL_SUCCESS;
}

static rt_status issue_read(command *c, rt_queue *rq, rt_seq *seq) {
  ixfer *x = cmd_payload(c);
  return rt_enqueue_image_read(rq, x->img, &x->box, x->host, x->row, x->slice, seq);
}

static rt_status issue_write(command *c, rt_queue *rq, rt_seq *seq) {
  ixfer *x = cmd_payload(c);
  return rt_enqueue_image_write(rq, x->img, &x->box, x->host, x->row, x->slice, seq);
}

static rt_status issue_copy(command *c, rt_queue *rq, rt_seq *seq) {
  ixfer *x = cmd_payload(c);
  return rt_enqueue_image_copy(rq, x->img, x->box.origin, x->img2, x->origin2, x->box.extent, seq);
}

static rt_status issue_to_buffer(command *c, rt_queue *rq, rt_seq *seq) {
  ixfer *x = cmd_payload(c);
  return rt_enqueue_image_to_buffer(rq, x->img, &x->box, x->buf, x->buf_off, seq);
}

static rt_status issue_from_buffer(command *c, rt_queue *rq, rt_seq *seq) {
  ixfer *x = cmd_payload(c);
  return rt_enqueue_buffer_to_image(rq, x->buf, x->buf_off, x->img, &x->box, seq);
}

static rt_status issue_fill(command *c, rt_queue *rq, rt_seq *seq) {
  ixfer *x = cmd_payload(c);
  return rt_enqueue_image_fill(rq, x->img, &x->box, x->texel, seq);
}

static cl_int submit(cl_command_queue q, cl_command_type type, cmd_issue_fn fn, const ixfer *x, cl_mem m1, bool w1, cl_mem m2, bool w2,
                     bool blocking, cl_uint nwait, const cl_event *wait, cl_event *event) {
  command *c = cmd_new(q, type, sizeof *x, fn);
  if (!c) return CL_OUT_OF_HOST_MEMORY;
  memcpy(cmd_payload(c), x, sizeof *x);
  if (!cmd_add_mem(c, m1, w1) || (m2 && !cmd_add_mem(c, m2, w2))) {
    cmd_discard(c);
    return CL_OUT_OF_HOST_MEMORY;
  }
  return cmd_submit(c, nwait, wait, event, blocking);
}

/* The checks every command on one image box starts with. */
static cl_int check_common(cl_command_queue q, cl_mem image, const size_t *origin, const size_t *region) {
  if (!obj_valid(q, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  cl_int err = check_image(q, image);
  return err ? err : check_box(mem_img(image), origin, region);
}

static cl_int read_write(cl_command_queue q, cl_mem image, bool is_read, cl_bool blocking, const size_t *origin,
                         const size_t *region, size_t row, size_t slice, void *ptr, cl_uint nwait,
                         const cl_event *wait, cl_event *event) {
  cl_int err = check_common(q, image, origin, region);
  if (err) return err;
  if (!ptr) return CL_INVALID_VALUE;
  if ((err = resolve_pitches(mem_img(image), region, &row, &slice))) return err;
  if ((err = check_wait_list(q->ctx, nwait, wait))) return err;
  if (!mem_host_may(image, is_read)) return CL_INVALID_OPERATION;
  const struct mem_image *im = mem_img(image);
  ixfer x = {.box = to_box(origin, region), .host = ptr, .row = image_row_stride(im, row, slice), .slice = slice};
  if ((err = image_resolve(image, q->dev, &x.img))) return err;
  return submit(q, is_read ? CL_COMMAND_READ_IMAGE : CL_COMMAND_WRITE_IMAGE, is_read ? issue_read : issue_write, &x,
                image, !is_read, NULL, false, blocking, nwait, wait, event);
}

CL_API cl_int clEnqueueReadImage(cl_command_queue command_queue, cl_mem image, cl_bool blocking_read,
                                 const size_t *origin, const size_t *region, size_t row_pitch, size_t slice_pitch,
                                 void *ptr, cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                 cl_event *event) {
  return read_write(command_queue, image, true, blocking_read, origin, region, row_pitch, slice_pitch, ptr,
                    num_events_in_wait_list, event_wait_list, event);
}

CL_API cl_int clEnqueueWriteImage(cl_command_queue command_queue, cl_mem image, cl_bool blocking_write,
                                  const size_t *origin, const size_t *region, size_t input_row_pitch,
                                  size_t input_slice_pitch, const void *ptr, cl_uint num_events_in_wait_list,
                                  const cl_event *event_wait_list, cl_event *event) {
  return read_write(command_queue, image, false, blocking_write, origin, region, input_row_pitch, input_slice_pitch,
                    (void *)ptr, num_events_in_wait_list, event_wait_list, event);
}

/* Whether two boxes of one image share a texel. */
static bool boxes_overlap(const size_t *a, const size_t *b, const size_t *region) {
  for (int i = 0; i < 3; i++)
    if (a[i] >= b[i] + region[i] || b[i] >= a[i] + region[i]) return false;
  return true;
}

CL_API cl_int clEnqueueCopyImage(cl_command_queue command_queue, cl_mem src_image, cl_mem dst_image,
                                 const size_t *src_origin, const size_t *dst_origin, const size_t *region,
                                 cl_uint num_events_in_wait_list, const cl_event *event_wait_list, cl_event *event) {
  cl_command_queue q = command_queue;
  if (!obj_valid(q, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  cl_int err = check_image(q, src_image);
  if (!err) err = check_image(q, dst_image);
  if (err) return err;
  if (mem_immutable(dst_image)) return CL_INVALID_OPERATION;
  const struct mem_image *s = mem_img(src_image), *d = mem_img(dst_image);
  if (s->format.image_channel_order != d->format.image_channel_order ||
      s->format.image_channel_data_type != d->format.image_channel_data_type)
    return CL_IMAGE_FORMAT_MISMATCH;
  if ((err = check_box(s, src_origin, region)) || (err = check_box(d, dst_origin, region))) return err;
  if (src_image == dst_image && boxes_overlap(src_origin, dst_origin, region)) return CL_MEM_COPY_OVERLAP;
  if ((err = check_wait_list(q->ctx, num_events_in_wait_list, event_wait_list))) return err;
  ixfer x = {.box = to_box(src_origin, region)};
  rt_box db = to_box(dst_origin, region);
  memcpy(x.origin2, db.origin, sizeof x.origin2);
  if ((err = image_resolve(src_image, q->dev, &x.img)) || (err = image_resolve(dst_image, q->dev, &x.img2)))
    return err;
  return submit(q, CL_COMMAND_COPY_IMAGE, issue_copy, &x, src_image, false, dst_image, true, false, num_events_in_wait_list,
                event_wait_list, event);
}

/* A buffer of q's context and the byte range [offset, +size) in it. */
static cl_int check_buffer(cl_command_queue q, cl_mem buf, size_t offset, size_t size) {
  if (!obj_valid(buf, OBJ_MEM) || !mem_is_buffer(buf)) return CL_INVALID_MEM_OBJECT;
  if (buf->ctx != q->ctx) return CL_INVALID_CONTEXT;
  if (offset > buf->size || size > buf->size - offset) return CL_INVALID_VALUE;
  if (buf->parent && buf->origin % q->dev->mem_base_align) return CL_MISALIGNED_SUB_BUFFER_OFFSET;
  return CL_SUCCESS;
}

static cl_int image_buffer(cl_command_queue q, cl_mem image, cl_mem buffer, const size_t *origin,
                           const size_t *region, size_t offset, bool to_buffer, cl_uint nwait, const cl_event *wait,
                           cl_event *event) {
  cl_int err = check_common(q, image, origin, region);
  if (err) return err;
  const struct mem_image *im = mem_img(image);
  size_t bytes = region[0] * region[1] * region[2] * im->elem;
  if ((err = check_buffer(q, buffer, offset, bytes))) return err;
  if (mem_immutable(to_buffer ? buffer : image)) return CL_INVALID_OPERATION;
  if ((err = check_wait_list(q->ctx, nwait, wait))) return err;
  ixfer x = {.box = to_box(origin, region)};
  uint64_t base;
  if ((err = image_resolve(image, q->dev, &x.img)) || (err = mem_resolve(buffer, q->dev, &x.buf, &base))) return err;
  x.buf_off = base + offset;
  return submit(q, to_buffer ? CL_COMMAND_COPY_IMAGE_TO_BUFFER : CL_COMMAND_COPY_BUFFER_TO_IMAGE,
                to_buffer ? issue_to_buffer : issue_from_buffer, &x, image, !to_buffer, buffer, to_buffer, false, nwait, wait, event);
}

CL_API cl_int clEnqueueCopyImageToBuffer(cl_command_queue command_queue, cl_mem src_image, cl_mem dst_buffer,
                                         const size_t *src_origin, const size_t *region, size_t dst_offset,
                                         cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                         cl_event *event) {
  return image_buffer(command_queue, src_image, dst_buffer, src_origin, region, dst_offset, true,
                      num_events_in_wait_list, event_wait_list, event);
}

CL_API cl_int clEnqueueCopyBufferToImage(cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_image,
                                         size_t src_offset, const size_t *dst_origin, const size_t *region,
                                         cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                         cl_event *event) {
  cl_command_queue q = command_queue;
  /* the buffer is checked first where both are bad: it is the first argument */
  if (obj_valid(q, OBJ_QUEUE) && (!obj_valid(src_buffer, OBJ_MEM) || !mem_is_buffer(src_buffer)))
    return CL_INVALID_MEM_OBJECT;
  return image_buffer(q, dst_image, src_buffer, dst_origin, region, src_offset, false, num_events_in_wait_list,
                      event_wait_list, event);
}

CL_API cl_int clEnqueueFillImage(cl_command_queue command_queue, cl_mem image, const void *fill_color,
                                 const size_t *origin, const size_t *region, cl_uint num_events_in_wait_list,
                                 const cl_event *event_wait_list, cl_event *event) {
  cl_command_queue q = command_queue;
  cl_int err = check_common(q, image, origin, region);
  if (err) return err;
  if (!fill_color) return CL_INVALID_VALUE;
  if (mem_immutable(image)) return CL_INVALID_OPERATION;
  if ((err = check_wait_list(q->ctx, num_events_in_wait_list, event_wait_list))) return err;
  ixfer x = {.box = to_box(origin, region)};
  image_format_encode(&mem_img(image)->format, fill_color, x.texel);
  if ((err = image_resolve(image, q->dev, &x.img))) return err;
  return submit(q, CL_COMMAND_FILL_IMAGE, issue_fill, &x, image, true, NULL, false, false, num_events_in_wait_list,
                event_wait_list, event);
}

/* ---- map / unmap ------------------------------------------------------------ */

/* Mapped memory is the application's host pointer (CL_MEM_USE_HOST_PTR),
 * at the box's place in it, or a packed copy of ours. */
static rt_status issue_map(command *c, rt_queue *rq, rt_seq *seq) {
  ixfer *x = cmd_payload(c);
  if (x->copy) return rt_enqueue_image_read(rq, x->img, &x->box, x->host, x->row, x->slice, seq);
  return rt_enqueue_marker(rq, seq);
}

static rt_status issue_unmap(command *c, rt_queue *rq, rt_seq *seq) {
  ixfer *x = cmd_payload(c);
  if (x->copy) return rt_enqueue_image_write(rq, x->img, &x->box, x->host, x->row, x->slice, seq);
  return rt_enqueue_marker(rq, seq);
}

static void cleanup_unmap(command *c) {
  ixfer *x = cmd_payload(c);
  free(x->map->shadow);
  free(x->map);
}

static cl_int check_map(cl_command_queue q, cl_mem image, cl_map_flags flags, const size_t *origin,
                        const size_t *region, size_t *row_pitch, size_t *slice_pitch, cl_uint nwait,
                        const cl_event *wait) {
  cl_int err = check_common(q, image, origin, region);
  if (err) return err;
  const cl_map_flags valid = CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION;
  if ((flags & ~valid) ||
      ((flags & CL_MAP_WRITE_INVALIDATE_REGION) && (flags & (CL_MAP_READ | CL_MAP_WRITE))))
    return CL_INVALID_VALUE;
  /* before the pitches: the CTS asks with none (negative_enqueue_map_image) */
  if ((flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) && mem_immutable(image)) return CL_INVALID_OPERATION;
  rt_image_type t = mem_img(image)->type;
  bool slices = t == RT_IMAGE_3D || t == RT_IMAGE_1D_ARRAY || t == RT_IMAGE_2D_ARRAY;
  if (!row_pitch || (slices && !slice_pitch)) return CL_INVALID_VALUE;
  if ((err = check_wait_list(q->ctx, nwait, wait))) return err;
  if ((flags & CL_MAP_READ) && !mem_host_may(image, true)) return CL_INVALID_OPERATION;
  if ((flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) && !mem_host_may(image, false))
    return CL_INVALID_OPERATION;
  return CL_SUCCESS;
}

CL_API void *clEnqueueMapImage(cl_command_queue command_queue, cl_mem image, cl_bool blocking_map,
                               cl_map_flags map_flags, const size_t *origin, const size_t *region,
                               size_t *image_row_pitch, size_t *image_slice_pitch, cl_uint num_events_in_wait_list,
                               const cl_event *event_wait_list, cl_event *event, cl_int *errcode_ret) {
  cl_command_queue q = command_queue;
  cl_int err = check_map(q, image, map_flags, origin, region, image_row_pitch, image_slice_pitch,
                         num_events_in_wait_list, event_wait_list);
  ixfer x = {.box = err ? (rt_box){{0}, {0}} : to_box(origin, region), .copy = !(map_flags & CL_MAP_WRITE_INVALIDATE_REGION)};
  if (!err) err = image_resolve(image, q->dev, &x.img);
  struct mapping *mp = NULL;
  if (!err && !(mp = calloc(1, sizeof *mp))) err = CL_OUT_OF_HOST_MEMORY;
  if (err) {
    SET_ERR(err);
    return NULL;
  }
  const struct mem_image *im = mem_img(image);
  mp->flags = map_flags;
  memcpy(mp->origin, origin, sizeof mp->origin);
  memcpy(mp->region, region, sizeof mp->region);
  if (image->host_ptr) {
    mp->row_pitch = im->row_pitch;
    mp->slice_pitch = im->slice_pitch;
    mp->ptr = (char *)image->host_ptr + origin[2] * im->slice_pitch + origin[1] * im->row_pitch + origin[0] * im->elem;
    /* a 1D array's layers are its slices: origin[1] is the layer */
    if (im->type == RT_IMAGE_1D_ARRAY)
      mp->ptr = (char *)image->host_ptr + origin[1] * im->slice_pitch + origin[0] * im->elem;
  } else {
    mp->row_pitch = region[0] * im->elem;
    mp->slice_pitch = im->type == RT_IMAGE_1D_ARRAY ? mp->row_pitch : mp->row_pitch * region[1];
    mp->ptr = mp->shadow = malloc(mp->row_pitch * region[1] * region[2]);
    if (!mp->shadow) {
      free(mp);
      SET_ERR(CL_OUT_OF_HOST_MEMORY);
      return NULL;
    }
  }
  x.host = mp->ptr;
  x.row = image_row_stride(im, mp->row_pitch, mp->slice_pitch);
  x.slice = mp->slice_pitch;
  mem_mapping_push(image, mp);
  void *ptr = mp->ptr;
  err = submit(q, CL_COMMAND_MAP_IMAGE, issue_map, &x, image, false, NULL, false, blocking_map, num_events_in_wait_list,
               event_wait_list, event);
  if (err) {
    mem_mapping_take(image, mp, NULL);
    free(mp->shadow);
    free(mp);
    ptr = NULL;
  } else {
    *image_row_pitch = mp->row_pitch;
    bool slices = im->type == RT_IMAGE_3D || im->type == RT_IMAGE_1D_ARRAY || im->type == RT_IMAGE_2D_ARRAY;
    if (image_slice_pitch) *image_slice_pitch = slices ? mp->slice_pitch : 0;
  }
  SET_ERR(err);
  return ptr;
}

cl_int image_unmap(cl_command_queue q, cl_mem image, void *ptr, cl_uint nwait, const cl_event *wait,
                   cl_event *event) {
  cl_int err = check_wait_list(q->ctx, nwait, wait);
  if (err) return err;
  struct mapping *mp = ptr ? mem_mapping_take(image, NULL, ptr) : NULL;
  if (!mp) return CL_INVALID_VALUE;
  ixfer x = {.box = to_box(mp->origin, mp->region), .host = mp->ptr,
             .row = image_row_stride(mem_img(image), mp->row_pitch, mp->slice_pitch),
             .slice = mp->slice_pitch, .map = mp,
             .copy = (mp->flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) != 0};
  err = image_resolve(image, q->dev, &x.img);
  command *c = err ? NULL : cmd_new(q, CL_COMMAND_UNMAP_MEM_OBJECT, sizeof x, issue_unmap);
  if (!c || !cmd_add_mem(c, image, x.copy)) {
    if (c) cmd_discard(c);
    mem_mapping_push(image, mp); /* the application may try again */
    return err ? err : CL_OUT_OF_HOST_MEMORY;
  }
  memcpy(cmd_payload(c), &x, sizeof x);
  c->cleanup = cleanup_unmap;
  return cmd_submit(c, nwait, wait, event, false);
}
