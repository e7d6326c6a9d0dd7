/* transfer.c: buffer reads, writes, copies and fills (plain and
 * rectangular), and map/unmap. Each checks its arguments as the spec lists
 * and captures a command for command.c. */
#include <stdlib.h>
#include <string.h>

#include "icd.h"

typedef struct xfer {
  rt_buffer *src, *dst;
  uint64_t src_off, dst_off, size;
  void *host;            /* read destination, write source */
  rt_rect rect;
  uint8_t pattern[128];
  uint32_t psize;
  cl_mem mem;            /* map / unmap */
  struct mapping *map;
} xfer;

static bool in_range(size_t off, size_t size, size_t total) {
  return off <= total && size <= total - off;
}

/* A buffer usable on q: same context, sub-buffer aligned for q's device. */
static cl_int check_mem(cl_command_queue q, cl_mem m) {
  if (!obj_valid(m, OBJ_MEM) || !mem_is_buffer(m)) return CL_INVALID_MEM_OBJECT;
  if (m->ctx != q->ctx) return CL_INVALID_CONTEXT;
  if (m->parent && m->origin % q->dev->mem_base_align) return CL_MISALIGNED_SUB_BUFFER_OFFSET;
  return CL_SUCCESS;
}

static rt_status issue_read(command *c, rt_queue *rq, rt_seq *seq) {
  xfer *x = cmd_payload(c);
  return rt_enqueue_read(rq, x->src, x->src_off, x->host, x->size, seq);
}

static rt_status issue_write(command *c, rt_queue *rq, rt_seq *seq) {
  xfer *x = cmd_payload(c);
  return rt_enqueue_write(rq, x->dst, x->dst_off, x->host, x->size, seq);
}

static rt_status issue_copy(command *c, rt_queue *rq, rt_seq *seq) {
  xfer *x = cmd_payload(c);
  return rt_enqueue_copy(rq, x->src, x->src_off, x->dst, x->dst_off, x->size, seq);
}

static rt_status issue_fill(command *c, rt_queue *rq, rt_seq *seq) {
  xfer *x = cmd_payload(c);
  return rt_enqueue_fill(rq, x->dst, x->dst_off, x->size, x->pattern, x->psize, seq);
}

static rt_status issue_read_rect(command *c, rt_queue *rq, rt_seq *seq) {
  xfer *x = cmd_payload(c);
  return rt_enqueue_read_rect(rq, x->src, x->host, &x->rect, seq);
}

static rt_status issue_write_rect(command *c, rt_queue *rq, rt_seq *seq) {
  xfer *x = cmd_payload(c);
  return rt_enqueue_write_rect(rq, x->dst, x->host, &x->rect, seq);
}

static rt_status issue_copy_rect(command *c, rt_queue *rq, rt_seq *seq) {
  xfer *x = cmd_payload(c);
  return rt_enqueue_copy_rect(rq, x->src, x->dst, &x->rect, seq);
}

/* Builds the command for a transfer touching `m1` (and `m2`), which it may
 * write where w1 (w2). */
static cl_int submit_xfer(cl_command_queue q, cl_command_type type, cmd_issue_fn fn, const xfer *x,
                          cl_mem m1, bool w1, cl_mem m2, bool w2, bool blocking, cl_uint nwait, const cl_event *wait,
                          cl_event *event) {
  command *c = cmd_new(q, type, sizeof *x, fn);
  if (!c) return CL_OUT_OF_HOST_MEMORY;
  memcpy(cmd_payload(c), x, sizeof *x);
  if (!cmd_add_mem(c, m1, w1) || (m2 && !cmd_add_mem(c, m2, w2))) {
    cmd_discard(c);
    return CL_OUT_OF_HOST_MEMORY;
  }
  return cmd_submit(c, nwait, wait, event, blocking);
}

static cl_int read_write(cl_command_queue q, cl_mem buffer, bool is_read, cl_bool blocking,
                         size_t offset, size_t size, void *ptr, cl_uint nwait,
                         const cl_event *wait, cl_event *event) {
  if (!obj_valid(q, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  cl_int err = check_mem(q, buffer);
  if (err) return err;
  if (!ptr || size == 0 || !in_range(offset, size, buffer->size)) return CL_INVALID_VALUE;
  err = check_wait_list(q->ctx, nwait, wait);
  if (err) return err;
  if (!mem_host_may(buffer, is_read)) return CL_INVALID_OPERATION;
  xfer x = {0};
  rt_buffer *buf;
  uint64_t base;
  err = mem_resolve(buffer, q->dev, &buf, &base);
  if (err) return err;
  x.src = x.dst = buf;
  x.src_off = x.dst_off = base + offset;
  x.size = size;
  x.host = ptr;
  return submit_xfer(q, is_read ? CL_COMMAND_READ_BUFFER : CL_COMMAND_WRITE_BUFFER,
                     is_read ? issue_read : issue_write, &x, buffer, !is_read, NULL, false, blocking, nwait, wait,
                     event);
}

CL_API cl_int clEnqueueReadBuffer(cl_command_queue command_queue, cl_mem buffer,
                                  cl_bool blocking_read, size_t offset, size_t size, void *ptr,
                                  cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                  cl_event *event) {
  return read_write(command_queue, buffer, true, blocking_read, offset, size, ptr,
                    num_events_in_wait_list, event_wait_list, event);
}

CL_API cl_int clEnqueueWriteBuffer(cl_command_queue command_queue, cl_mem buffer,
                                   cl_bool blocking_write, size_t offset, size_t size,
                                   const void *ptr, cl_uint num_events_in_wait_list,
                                   const cl_event *event_wait_list, cl_event *event) {
  return read_write(command_queue, buffer, false, blocking_write, offset, size, (void *)ptr,
                    num_events_in_wait_list, event_wait_list, event);
}

static bool intervals_overlap(uint64_t a, uint64_t asize, uint64_t b, uint64_t bsize) {
  return a < b + bsize && b < a + asize;
}

CL_API cl_int clEnqueueCopyBuffer(cl_command_queue command_queue, cl_mem src_buffer,
                                  cl_mem dst_buffer, size_t src_offset, size_t dst_offset,
                                  size_t size, cl_uint num_events_in_wait_list,
                                  const cl_event *event_wait_list, cl_event *event) {
  cl_command_queue q = command_queue;
  if (!obj_valid(q, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  cl_int err = check_mem(q, src_buffer);
  if (!err) err = check_mem(q, dst_buffer);
  if (err) return err;
  if (mem_immutable(dst_buffer)) return CL_INVALID_OPERATION;
  if (size == 0 || !in_range(src_offset, size, src_buffer->size) ||
      !in_range(dst_offset, size, dst_buffer->size))
    return CL_INVALID_VALUE;
  if (mem_root(src_buffer) == mem_root(dst_buffer) &&
      intervals_overlap(src_buffer->origin + src_offset, size, dst_buffer->origin + dst_offset, size))
    return CL_MEM_COPY_OVERLAP;
  err = check_wait_list(q->ctx, num_events_in_wait_list, event_wait_list);
  if (err) return err;
  xfer x = {0};
  uint64_t sbase, dbase;
  err = mem_resolve(src_buffer, q->dev, &x.src, &sbase);
  if (!err) err = mem_resolve(dst_buffer, q->dev, &x.dst, &dbase);
  if (err) return err;
  x.src_off = sbase + src_offset;
  x.dst_off = dbase + dst_offset;
  x.size = size;
  return submit_xfer(q, CL_COMMAND_COPY_BUFFER, issue_copy, &x, src_buffer, false, dst_buffer, true, false,
                     num_events_in_wait_list, event_wait_list, event);
}

CL_API cl_int clEnqueueFillBuffer(cl_command_queue command_queue, cl_mem buffer,
                                  const void *pattern, size_t pattern_size, size_t offset,
                                  size_t size, cl_uint num_events_in_wait_list,
                                  const cl_event *event_wait_list, cl_event *event) {
  cl_command_queue q = command_queue;
  if (!obj_valid(q, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  cl_int err = check_mem(q, buffer);
  if (err) return err;
  if (mem_immutable(buffer)) return CL_INVALID_OPERATION;
  bool pow2 = pattern_size && !(pattern_size & (pattern_size - 1));
  if (!pattern || !pow2 || pattern_size > 128) return CL_INVALID_VALUE;
  if (size == 0 || offset % pattern_size || size % pattern_size || !in_range(offset, size, buffer->size))
    return CL_INVALID_VALUE;
  err = check_wait_list(q->ctx, num_events_in_wait_list, event_wait_list);
  if (err) return err;
  xfer x = {0};
  uint64_t base;
  err = mem_resolve(buffer, q->dev, &x.dst, &base);
  if (err) return err;
  x.dst_off = base + offset;
  x.size = size;
  memcpy(x.pattern, pattern, pattern_size);
  x.psize = (uint32_t)pattern_size;
  return submit_xfer(q, CL_COMMAND_FILL_BUFFER, issue_fill, &x, buffer, true, NULL, false, false,
                     num_events_in_wait_list, event_wait_list, event);
}

/* ---- rectangles ---- */

/* Resolves 0 pitches to tightly packed ones and checks the others. */
static cl_int rect_pitches(const size_t *region, size_t *row, size_t *slice) {
  if (*row == 0)
    *row = region[0];
  else if (*row < region[0])
    return CL_INVALID_VALUE;
  size_t min_slice;
  if (__builtin_mul_overflow(region[1], *row, &min_slice)) return CL_INVALID_VALUE;
  if (*slice == 0)
    *slice = min_slice;
  else if (*slice < min_slice || *slice % *row)
    return CL_INVALID_VALUE;
  return CL_SUCCESS;
}

/* Byte offset of `origin` and of one past the last byte of the region. */
static bool rect_span(const size_t *origin, const size_t *region, size_t row, size_t slice,
                      uint64_t *start, uint64_t *end) {
  uint64_t a, b, c, d;
  if (__builtin_mul_overflow((uint64_t)origin[2], slice, &a) ||
      __builtin_mul_overflow((uint64_t)origin[1], row, &b) ||
      __builtin_mul_overflow((uint64_t)(region[2] - 1), slice, &c) ||
      __builtin_mul_overflow((uint64_t)(region[1] - 1), row, &d))
    return false;
  uint64_t s = a + b, e;
  if (s < a || __builtin_add_overflow(s, (uint64_t)origin[0], &s)) return false;
  if (__builtin_add_overflow(s, c, &e) || __builtin_add_overflow(e, d, &e) ||
      __builtin_add_overflow(e, (uint64_t)region[0], &e))
    return false;
  *start = s;
  *end = e;
  return true;
}

static bool region_ok(const size_t *region) {
  return region && region[0] && region[1] && region[2];
}

/* Whether a rect copy within one buffer overlaps, as the OpenCL API
 * spec defines it for CL_MEM_COPY_OVERLAP (Appendix D,
 * check_copy_overlap): the byte spans meet, and neither region fits in
 * the gap the other leaves in a row, nor in a slice. A region whose x
 * origin lies past its row (the pitch is the region's width) is placed by
 * its byte offset, so regions that interleave row by row are apart. */
static bool rects_overlap(const size_t *src_origin, const size_t *dst_origin, const size_t *region, uint64_t row,
                          uint64_t slice) {
  uint64_t slice_size = (region[1] - 1) * row + region[0];
  uint64_t block = (region[2] - 1) * slice + slice_size;
  uint64_t s = src_origin[2] * slice + src_origin[1] * row + src_origin[0];
  uint64_t d = dst_origin[2] * slice + dst_origin[1] * row + dst_origin[0];
  if (d + block <= s || s + block <= d) return false;
  uint64_t sx = src_origin[0] % row, dx = dst_origin[0] % row;
  if ((dx >= sx + region[0] && dx + region[0] <= sx + row) || (sx >= dx + region[0] && sx + region[0] <= dx + row))
    return false;
  uint64_t sy = (src_origin[1] * row + src_origin[0]) % slice, dy = (dst_origin[1] * row + dst_origin[0]) % slice;
  if ((dy >= sy + slice_size && dy + slice_size <= sy + slice) ||
      (sy >= dy + slice_size && sy + slice_size <= dy + slice))
    return false;
  return true;
}

static cl_int read_write_rect(cl_command_queue q, cl_mem buffer, bool is_read, cl_bool blocking,
                              const size_t *buffer_origin, const size_t *host_origin,
                              const size_t *region, size_t buffer_row_pitch,
                              size_t buffer_slice_pitch, size_t host_row_pitch,
                              size_t host_slice_pitch, void *ptr, cl_uint nwait,
                              const cl_event *wait, cl_event *event) {
  if (!obj_valid(q, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  cl_int err = check_mem(q, buffer);
  if (err) return err;
  if (!ptr || !buffer_origin || !host_origin || !region_ok(region)) return CL_INVALID_VALUE;
  if (rect_pitches(region, &buffer_row_pitch, &buffer_slice_pitch) ||
      rect_pitches(region, &host_row_pitch, &host_slice_pitch))
    return CL_INVALID_VALUE;
  uint64_t bstart, bend, hstart, hend;
  if (!rect_span(buffer_origin, region, buffer_row_pitch, buffer_slice_pitch, &bstart, &bend) ||
      bend > buffer->size)
    return CL_INVALID_VALUE;
  if (!rect_span(host_origin, region, host_row_pitch, host_slice_pitch, &hstart, &hend))
    return CL_INVALID_VALUE;
  err = check_wait_list(q->ctx, nwait, wait);
  if (err) return err;
  if (!mem_host_may(buffer, is_read)) return CL_INVALID_OPERATION;
  xfer x = {0};
  rt_buffer *buf;
  uint64_t base;
  err = mem_resolve(buffer, q->dev, &buf, &base);
  if (err) return err;
  x.src = x.dst = buf;
  x.host = ptr;
  rt_rect *r = &x.rect;
  if (is_read) {
    *r = (rt_rect){base + bstart, buffer_row_pitch, buffer_slice_pitch, hstart, host_row_pitch,
                   host_slice_pitch, region[0], region[1], region[2]};
  } else {
    *r = (rt_rect){hstart, host_row_pitch, host_slice_pitch, base + bstart, buffer_row_pitch,
                   buffer_slice_pitch, region[0], region[1], region[2]};
  }
  return submit_xfer(q, is_read ? CL_COMMAND_READ_BUFFER_RECT : CL_COMMAND_WRITE_BUFFER_RECT,
                     is_read ? issue_read_rect : issue_write_rect, &x, buffer, !is_read, NULL, false, blocking,
                     nwait, wait, event);
}

CL_API cl_int clEnqueueReadBufferRect(cl_command_queue command_queue, cl_mem buffer,
                                      cl_bool blocking_read, const size_t *buffer_origin,
                                      const size_t *host_origin, const size_t *region,
                                      size_t buffer_row_pitch, size_t buffer_slice_pitch,
                                      size_t host_row_pitch, size_t host_slice_pitch, void *ptr,
                                      cl_uint num_events_in_wait_list,
                                      const cl_event *event_wait_list, cl_event *event) {
  return read_write_rect(command_queue, buffer, true, blocking_read, buffer_origin, host_origin,
                         region, buffer_row_pitch, buffer_slice_pitch, host_row_pitch,
                         host_slice_pitch, ptr, num_events_in_wait_list, event_wait_list, event);
}

CL_API cl_int clEnqueueWriteBufferRect(cl_command_queue command_queue, cl_mem buffer,
                                       cl_bool blocking_write, const size_t *buffer_origin,
                                       const size_t *host_origin, const size_t *region,
                                       size_t buffer_row_pitch, size_t buffer_slice_pitch,
                                       size_t host_row_pitch, size_t host_slice_pitch,
                                       const void *ptr, cl_uint num_events_in_wait_list,
                                       const cl_event *event_wait_list, cl_event *event) {
  return read_write_rect(command_queue, buffer, false, blocking_write, buffer_origin, host_origin,
                         region, buffer_row_pitch, buffer_slice_pitch, host_row_pitch,
                         host_slice_pitch, (void *)ptr, num_events_in_wait_list, event_wait_list,
                         event);
}

CL_API cl_int clEnqueueCopyBufferRect(cl_command_queue command_queue, cl_mem src_buffer,
                                      cl_mem dst_buffer, const size_t *src_origin,
                                      const size_t *dst_origin, const size_t *region,
                                      size_t src_row_pitch, size_t src_slice_pitch,
                                      size_t dst_row_pitch, size_t dst_slice_pitch,
                                      cl_uint num_events_in_wait_list,
                                      const cl_event *event_wait_list, cl_event *event) {
  cl_command_queue q = command_queue;
  if (!obj_valid(q, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  cl_int err = check_mem(q, src_buffer);
  if (!err) err = check_mem(q, dst_buffer);
  if (err) return err;
  if (mem_immutable(dst_buffer)) return CL_INVALID_OPERATION;
  if (!src_origin || !dst_origin || !region_ok(region)) return CL_INVALID_VALUE;
  if (rect_pitches(region, &src_row_pitch, &src_slice_pitch) ||
      rect_pitches(region, &dst_row_pitch, &dst_slice_pitch))
    return CL_INVALID_VALUE;
  uint64_t s, s_end, d, d_end;
  if (!rect_span(src_origin, region, src_row_pitch, src_slice_pitch, &s, &s_end) ||
      s_end > src_buffer->size ||
      !rect_span(dst_origin, region, dst_row_pitch, dst_slice_pitch, &d, &d_end) ||
      d_end > dst_buffer->size)
    return CL_INVALID_VALUE;
  if (src_buffer == dst_buffer) {
    if (src_row_pitch != dst_row_pitch || src_slice_pitch != dst_slice_pitch) return CL_INVALID_VALUE;
    if (rects_overlap(src_origin, dst_origin, region, src_row_pitch, src_slice_pitch))
      return CL_MEM_COPY_OVERLAP;
  } else if (mem_root(src_buffer) == mem_root(dst_buffer) &&
             intervals_overlap(src_buffer->origin + s, s_end - s, dst_buffer->origin + d, d_end - d)) {
    return CL_MEM_COPY_OVERLAP;
  }
  err = check_wait_list(q->ctx, num_events_in_wait_list, event_wait_list);
  if (err) return err;
  xfer x = {0};
  uint64_t sbase, dbase;
  err = mem_resolve(src_buffer, q->dev, &x.src, &sbase);
  if (!err) err = mem_resolve(dst_buffer, q->dev, &x.dst, &dbase);
  if (err) return err;
  x.rect = (rt_rect){sbase + s, src_row_pitch, src_slice_pitch, dbase + d, dst_row_pitch,
                     dst_slice_pitch, region[0], region[1], region[2]};
  return submit_xfer(q, CL_COMMAND_COPY_BUFFER_RECT, issue_copy_rect, &x, src_buffer, false, dst_buffer,
                     true, false, num_events_in_wait_list, event_wait_list, event);
}

/* ---- map / unmap ---- */

/* Mapped memory is the application's host pointer (USE_HOST_PTR), the
 * runtime's persistent mapping, or a host copy of ours; the first and the
 * last need the data copied in at map and out at unmap. */
static rt_status issue_map(command *c, rt_queue *rq, rt_seq *seq) {
  xfer *x = cmd_payload(c);
  if (x->size) return rt_enqueue_read(rq, x->src, x->src_off, x->host, x->size, seq);
  return rt_enqueue_marker(rq, seq);
}

static rt_status issue_unmap(command *c, rt_queue *rq, rt_seq *seq) {
  xfer *x = cmd_payload(c);
  if (x->size) return rt_enqueue_write(rq, x->dst, x->dst_off, x->host, x->size, seq);
  return rt_enqueue_marker(rq, seq);
}

static void cleanup_unmap(command *c) {
  xfer *x = cmd_payload(c);
  free(x->map->shadow);
  free(x->map);
}

CL_API void *clEnqueueMapBuffer(cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_map,
                                cl_map_flags map_flags, size_t offset, size_t size,
                                cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                cl_event *event, cl_int *errcode_ret) {
  cl_command_queue q = command_queue;
  cl_int err = CL_SUCCESS;
  if (!obj_valid(q, OBJ_QUEUE)) err = CL_INVALID_COMMAND_QUEUE;
  if (!err) err = check_mem(q, buffer);
  const cl_map_flags valid = CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION;
  if (!err && ((map_flags & ~valid) ||
               ((map_flags & CL_MAP_WRITE_INVALIDATE_REGION) && (map_flags & (CL_MAP_READ | CL_MAP_WRITE)))))
    err = CL_INVALID_VALUE;
  if (!err && (size == 0 || !in_range(offset, size, buffer->size))) err = CL_INVALID_VALUE;
  if (!err) err = check_wait_list(q->ctx, num_events_in_wait_list, event_wait_list);
  if (!err && (map_flags & CL_MAP_READ) && !mem_host_may(buffer, true)) err = CL_INVALID_OPERATION;
  if (!err && (map_flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) && !mem_host_may(buffer, false))
    err = CL_INVALID_OPERATION;
  xfer x = {0};
  uint64_t base = 0;
  if (!err) err = mem_resolve(buffer, q->dev, &x.src, &base);
  struct mapping *mp = NULL;
  if (!err && !(mp = calloc(1, sizeof *mp))) err = CL_OUT_OF_HOST_MEMORY;
  if (err) {
    SET_ERR(err);
    return NULL;
  }
  mp->offset = offset;
  mp->size = size;
  mp->flags = map_flags;
  char *persistent = rt_buffer_host_ptr(x.src);
  bool copy_in = !(map_flags & CL_MAP_WRITE_INVALIDATE_REGION);
  if (buffer->host_ptr) {
    mp->ptr = (char *)buffer->host_ptr + offset;
  } else if (persistent) {
    mp->ptr = persistent + base + offset;
    copy_in = false;
  } else {
    /* The copy stays ours, freed at unmap. */
    mp->ptr = mp->shadow = malloc(size);
    if (!mp->shadow) {
      free(mp);
      SET_ERR(CL_OUT_OF_HOST_MEMORY);
      return NULL;
    }
  }
  if (copy_in) {
    x.src_off = base + offset;
    x.size = size;
    x.host = mp->ptr;
  }
  mem_mapping_push(buffer, mp);
  void *ptr = mp->ptr;
  err = submit_xfer(q, CL_COMMAND_MAP_BUFFER, issue_map, &x, buffer, false, NULL, false, blocking_map,
                    num_events_in_wait_list, event_wait_list, event);
  if (err) {
    mem_mapping_take(buffer, mp, NULL);
    free(mp->shadow);
    free(mp);
    ptr = NULL;
  }
  SET_ERR(err);
  return ptr;
}

CL_API cl_int clEnqueueUnmapMemObject(cl_command_queue command_queue, cl_mem memobj,
                                      void *mapped_ptr, cl_uint num_events_in_wait_list,
                                      const cl_event *event_wait_list, cl_event *event) {
  cl_command_queue q = command_queue;
  if (!obj_valid(q, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  if (!obj_valid(memobj, OBJ_MEM)) return CL_INVALID_MEM_OBJECT;
  if (memobj->ctx != q->ctx) return CL_INVALID_CONTEXT;
  if (mem_is_image(memobj))
    return image_unmap(q, memobj, mapped_ptr, num_events_in_wait_list, event_wait_list, event);
  cl_int err = check_wait_list(q->ctx, num_events_in_wait_list, event_wait_list);
  if (err) return err;
  /* Take the mapping out first, so that two unmaps of one pointer cannot
   * both find it. The most recent mapping of the pointer goes first. */
  struct mapping *mp = mapped_ptr ? mem_mapping_take(memobj, NULL, mapped_ptr) : NULL;
  if (!mp) return CL_INVALID_VALUE;
  xfer x = {0};
  uint64_t base;
  err = mem_resolve(memobj, q->dev, &x.dst, &base);
  bool copy_out = (mp->flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) &&
                  (mp->shadow || memobj->host_ptr);
  if (copy_out) {
    x.dst_off = base + mp->offset;
    x.size = mp->size;
    x.host = mp->ptr;
  }
  x.map = mp;
  command *c = err ? NULL : cmd_new(q, CL_COMMAND_UNMAP_MEM_OBJECT, sizeof x, issue_unmap);
  if (!c || !cmd_add_mem(c, memobj, (mp->flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) != 0)) {
    if (c) cmd_discard(c);
    /* Put it back: the application may try again. */
    pthread_mutex_lock(&memobj->lock);
    mp->next = memobj->maps;
    memobj->maps = mp;
    atomic_fetch_add(&memobj->map_count, 1);
    pthread_mutex_unlock(&memobj->lock);
    return err ? err : CL_OUT_OF_HOST_MEMORY;
  }
  memcpy(cmd_payload(c), &x, sizeof x);
  c->cleanup = cleanup_unmap;
  return cmd_submit(c, num_events_in_wait_list, event_wait_list, event, false);
}
