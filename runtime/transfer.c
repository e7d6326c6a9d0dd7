/* transfer.c: commands that move bytes: host writes and reads through
 * staging memory, buffer copies, rectangular copies, and fills (the
 * transfer engine's fill where the pattern reduces to one aligned word,
 * shaders/fill*.comp elsewhere). */
#include "internal.h"

#include <string.h>

/* Copies from one VkBuffer to another, collected into vkCmdCopyBuffer
 * calls; touching regions merge. */
typedef struct copier {
  VkCommandBuffer cb;
  VkBuffer src, dst;
  uint64_t max; /* bytes per region: rt_transfer_piece() */
  VkBufferCopy r[128];
  uint32_t n;
} copier;

/* Big transfers go in pieces of this size, each submitted at once, so that
 * the host copies one piece while the device copies the one before (both
 * at memory speed, about the same). */
#define RT_TRANSFER_PIECE_BYTES (16ull << 20)

uint64_t rt_transfer_piece(const rt_queue *q) {
  uint64_t lim = q->dev->info.max_alloc_size / 2;
  return lim && lim < RT_TRANSFER_PIECE_BYTES ? lim : RT_TRANSFER_PIECE_BYTES;
}

static void copier_flush(copier *c) {
  if (c->n) vkCmdCopyBuffer(c->cb, c->src, c->dst, c->n, c->r);
  c->n = 0;
}

static void copier_add(copier *c, uint64_t src, uint64_t dst, uint64_t size) {
  while (size) {
    if (c->n) {
      VkBufferCopy *l = &c->r[c->n - 1];
      if (l->srcOffset + l->size == src && l->dstOffset + l->size == dst && l->size < c->max) {
        uint64_t k = c->max - l->size < size ? c->max - l->size : size;
        l->size += k;
        src += k, dst += k, size -= k;
        continue;
      }
    }
    if (c->n == sizeof c->r / sizeof c->r[0]) copier_flush(c);
    uint64_t k = size < c->max ? size : c->max;
    c->r[c->n++] = (VkBufferCopy){src, dst, k};
    src += k, dst += k, size -= k;
  }
}

/* All rows of a rect; `src_base`, `dst_base` are where offset 0 is in the
 * two VkBuffers. `packed_src`/`packed_dst` replace that side's pitches
 * with rows back to back (staging). */
static void copy_rows(copier *c, const rt_rect *r, uint64_t src_base, bool packed_src,
                      uint64_t dst_base, bool packed_dst) {
  uint64_t packed = 0;
  for (uint64_t z = 0; z < r->slices; z++)
    for (uint64_t y = 0; y < r->rows; y++, packed += r->row_bytes) {
      uint64_t s = packed_src ? packed : r->src_offset + z * r->src_slice_pitch + y * r->src_row_pitch;
      uint64_t d = packed_dst ? packed : r->dst_offset + z * r->dst_slice_pitch + y * r->dst_row_pitch;
      copier_add(c, src_base + s, dst_base + d, r->row_bytes);
    }
  copier_flush(c);
}

static rt_status check_buffer(const rt_queue *q, const rt_buffer *b, const char *what) {
  if (!b) return rt_fail(RT_ERR_INVALID, "%s: NULL buffer", what);
  if (b->dev != q->dev) return rt_fail(RT_ERR_INVALID, "%s: buffer of another device", what);
  return RT_OK;
}

/* One past the last byte a side of a rect touches, or false on overflow
 * (rows and slices are nonzero). */
static bool rect_extent(uint64_t off, uint64_t row_pitch, uint64_t slice_pitch, const rt_rect *r,
                        uint64_t *end) {
  uint64_t a, b;
  if (__builtin_mul_overflow(r->slices - 1, slice_pitch, &a) ||
      __builtin_mul_overflow(r->rows - 1, row_pitch, &b) || __builtin_add_overflow(a, b, &a) ||
      __builtin_add_overflow(a, off, &a) || __builtin_add_overflow(a, r->row_bytes, end))
    return false;
  return true;
}

/* Whether rows of one side are laid out in increasing, disjoint order. */
static bool rect_ordered(uint64_t row_pitch, uint64_t slice_pitch, const rt_rect *r) {
  return (r->rows == 1 || row_pitch >= r->row_bytes) &&
         (r->slices == 1 || slice_pitch >= (r->rows - 1) * row_pitch + r->row_bytes);
}

/* Whether some source row overlaps some destination row of one buffer.
 * Ordered sides are merged exactly; others are judged by their extents. */
static bool rect_overlap(const rt_rect *r, uint64_t src_end, uint64_t dst_end) {
  if (src_end <= r->dst_offset || dst_end <= r->src_offset) return false;
  if (!rect_ordered(r->src_row_pitch, r->src_slice_pitch, r) ||
      !rect_ordered(r->dst_row_pitch, r->dst_slice_pitch, r))
    return true;
  uint64_t n = r->rows * r->slices, i = 0, j = 0;
  while (i < n && j < n) {
    uint64_t s = r->src_offset + (i / r->rows) * r->src_slice_pitch + (i % r->rows) * r->src_row_pitch;
    uint64_t d = r->dst_offset + (j / r->rows) * r->dst_slice_pitch + (j % r->rows) * r->dst_row_pitch;
    if (s + r->row_bytes <= d)
      i++;
    else if (d + r->row_bytes <= s)
      j++;
    else
      return true;
  }
  return false;
}

static bool rect_empty(const rt_rect *r) { return !r->row_bytes || !r->rows || !r->slices; }

static rt_status rect_total(const rt_rect *r, uint64_t *total) {
  if (__builtin_mul_overflow(r->row_bytes, r->rows, total) ||
      __builtin_mul_overflow(*total, r->slices, total))
    return rt_fail(RT_ERR_INVALID, "rect of %llu x %llu x %llu bytes overflows",
                   (unsigned long long)r->row_bytes, (unsigned long long)r->rows,
                   (unsigned long long)r->slices);
  return RT_OK;
}

/* Dst rows of a rect must not overlap each other. */
static rt_status check_dst_rect(const rt_rect *r) {
  if (!rect_ordered(r->dst_row_pitch, r->dst_slice_pitch, r))
    return rt_fail(RT_ERR_INVALID, "destination rows of the rect overlap (row pitch %llu, slice "
                   "pitch %llu, row %llu bytes)", (unsigned long long)r->dst_row_pitch,
                   (unsigned long long)r->dst_slice_pitch, (unsigned long long)r->row_bytes);
  return RT_OK;
}

rt_status rt_staged(rt_queue *q, uint64_t size, bool defer, rt_batch **b, rt_staging *s) {
  rt_status st = rt_staging_throttle(q, size);
  if (st == RT_OK) st = rt_batch_begin(q, b);
  if (st == RT_OK) st = rt_staging_alloc(q, *b, size, 16, s);
  if (st == RT_OK && defer) st = rt_defer_reserve(*b);
  return st;
}

void rt_rect_host_rows(const rt_rect *r, uint8_t *packed, uint8_t *host, uint64_t off,
                       uint64_t row_pitch, uint64_t slice_pitch, bool to_host) {
  /* Packed on the host side too (maps, whole images): one copy, which
   * rt_host_copy spreads over threads, instead of one per row (a 3D
   * image of 184 MB is 140,000 rows). */
  uint64_t slice_bytes = r->row_bytes * r->rows;
  if ((r->rows <= 1 || row_pitch == r->row_bytes) && (r->slices <= 1 || slice_pitch == slice_bytes)) {
    uint8_t *h = host + off;
    rt_host_copy(to_host ? h : packed, to_host ? packed : h, slice_bytes * r->slices);
    return;
  }
  for (uint64_t z = 0; z < r->slices; z++)
    for (uint64_t y = 0; y < r->rows; y++, packed += r->row_bytes) {
      uint8_t *h = host + off + z * slice_pitch + y * row_pitch;
      memcpy(to_host ? h : packed, to_host ? packed : h, r->row_bytes);
    }
}

rt_status rt_enqueue_marker(rt_queue *q, rt_seq *out) {
  if (!q) return rt_fail(RT_ERR_INVALID, "rt_enqueue_marker: NULL queue");
  pthread_mutex_lock(&q->lock);
  rt_batch *b;
  rt_status st = rt_queue_check_live(q);
  if (st == RT_OK) st = rt_batch_begin(q, &b);
  if (st == RT_OK) {
    rt_cmd_open(q, b, false);
    st = rt_cmd_close(q, b, out);
  }
  pthread_mutex_unlock(&q->lock);
  return st;
}

rt_status rt_enqueue_write(rt_queue *q, rt_buffer *dst, uint64_t offset, const void *src,
                           uint64_t size, rt_seq *out) {
  if (!q) return rt_fail(RT_ERR_INVALID, "rt_enqueue_write: NULL queue");
  rt_status st = check_buffer(q, dst, "rt_enqueue_write");
  if (st != RT_OK) return st;
  if (!rt_range_ok(offset, size, dst->size))
    return rt_fail(RT_ERR_INVALID, "rt_enqueue_write: [%llu, +%llu) outside a %llu-byte buffer",
                   (unsigned long long)offset, (unsigned long long)size,
                   (unsigned long long)dst->size);
  if (!size) return rt_enqueue_marker(q, out);
  if (!src) return rt_fail(RT_ERR_INVALID, "rt_enqueue_write: NULL source");
  /* In pieces, each with its own staging (see rt_transfer_piece). */
  /* The queue stays locked across the pieces so that no other thread's
   * command lands between them. */
  uint64_t piece = rt_transfer_piece(q);
  pthread_mutex_lock(&q->lock);
  for (uint64_t done = 0; st == RT_OK && done < size; done += piece) {
    uint64_t n = size - done < piece ? size - done : piece;
    rt_batch *b;
    rt_staging s;
    st = rt_staged(q, n, false, &b, &s);
    if (st == RT_OK) {
      rt_host_copy(s.host, (const uint8_t *)src + done, n);
      rt_cmd_open(q, b, true);
      VkBufferCopy c = {s.off, dst->off + offset + done, n};
      vkCmdCopyBuffer(b->cb, s.vk, dst->vk, 1, &c);
      st = rt_cmd_close(q, b, out);
    }
    if (st == RT_OK && done + n < size) st = rt_flush_locked(q);
  }
  pthread_mutex_unlock(&q->lock);
  return st;
}

rt_status rt_enqueue_read(rt_queue *q, rt_buffer *src, uint64_t offset, void *dst, uint64_t size,
                          rt_seq *out) {
  if (!q) return rt_fail(RT_ERR_INVALID, "rt_enqueue_read: NULL queue");
  rt_status st = check_buffer(q, src, "rt_enqueue_read");
  if (st != RT_OK) return st;
  if (!rt_range_ok(offset, size, src->size))
    return rt_fail(RT_ERR_INVALID, "rt_enqueue_read: [%llu, +%llu) outside a %llu-byte buffer",
                   (unsigned long long)offset, (unsigned long long)size,
                   (unsigned long long)src->size);
  if (!size) return rt_enqueue_marker(q, out);
  if (!dst) return rt_fail(RT_ERR_INVALID, "rt_enqueue_read: NULL destination");
  /* The queue stays locked across the pieces so that no other thread's
   * command lands between them. */
  uint64_t piece = rt_transfer_piece(q);
  pthread_mutex_lock(&q->lock);
  for (uint64_t done = 0; st == RT_OK && done < size; done += piece) {
    uint64_t n = size - done < piece ? size - done : piece;
    rt_batch *b;
    rt_staging s;
    st = rt_staged(q, n, true, &b, &s);
    if (st == RT_OK) {
      rt_cmd_open(q, b, true);
      VkBufferCopy c = {src->off + offset + done, s.off, n};
      vkCmdCopyBuffer(b->cb, src->vk, s.vk, 1, &c);
      rt_deferred d = {.kind = RT_DEF_COPY,
                       .seq = rt_cmd_next_seq(q),
                       .u.copy = {(uint8_t *)dst + done, s.host, n}};
      rt_defer_push(b, &d);
      st = rt_cmd_close(q, b, out);
    }
    if (st == RT_OK && done + n < size) st = rt_flush_locked(q);
  }
  pthread_mutex_unlock(&q->lock);
  return st;
}

rt_status rt_enqueue_copy(rt_queue *q, rt_buffer *src, uint64_t src_offset, rt_buffer *dst,
                          uint64_t dst_offset, uint64_t size, rt_seq *out) {
  if (!q) return rt_fail(RT_ERR_INVALID, "rt_enqueue_copy: NULL queue");
  rt_status st = check_buffer(q, src, "rt_enqueue_copy");
  if (st == RT_OK) st = check_buffer(q, dst, "rt_enqueue_copy");
  if (st != RT_OK) return st;
  if (!rt_range_ok(src_offset, size, src->size) || !rt_range_ok(dst_offset, size, dst->size))
    return rt_fail(RT_ERR_INVALID, "rt_enqueue_copy: range outside a buffer");
  /* Sub-allocated buffers share a VkBuffer; compare in its offsets. */
  uint64_t s = src->off + src_offset, d = dst->off + dst_offset;
  if (src->vk == dst->vk && s < d + size && d < s + size && size)
    return rt_fail(RT_ERR_INVALID, "rt_enqueue_copy: source and destination overlap");
  if (!size) return rt_enqueue_marker(q, out);
  pthread_mutex_lock(&q->lock);
  rt_batch *b;
  st = rt_queue_check_live(q);
  if (st == RT_OK) st = rt_batch_begin(q, &b);
  if (st == RT_OK) {
    rt_cmd_open(q, b, true);
    copier c = {.cb = b->cb, .src = src->vk, .dst = dst->vk, .max = rt_transfer_piece(q)};
    copier_add(&c, s, d, size);
    copier_flush(&c);
    st = rt_cmd_close(q, b, out);
  }
  pthread_mutex_unlock(&q->lock);
  return st;
}

rt_status rt_enqueue_copy_rect(rt_queue *q, rt_buffer *src, rt_buffer *dst, const rt_rect *r,
                               rt_seq *out) {
  if (!q || !r) return rt_fail(RT_ERR_INVALID, "rt_enqueue_copy_rect: NULL argument");
  rt_status st = check_buffer(q, src, "rt_enqueue_copy_rect");
  if (st == RT_OK) st = check_buffer(q, dst, "rt_enqueue_copy_rect");
  if (st != RT_OK) return st;
  if (rect_empty(r)) return rt_enqueue_marker(q, out);
  uint64_t send, dend;
  if (!rect_extent(r->src_offset, r->src_row_pitch, r->src_slice_pitch, r, &send) ||
      send > src->size ||
      !rect_extent(r->dst_offset, r->dst_row_pitch, r->dst_slice_pitch, r, &dend) ||
      dend > dst->size)
    return rt_fail(RT_ERR_INVALID, "rt_enqueue_copy_rect: rect outside a buffer");
  if ((st = check_dst_rect(r)) != RT_OK) return st;
  if (src == dst && rect_overlap(r, send, dend))
    return rt_fail(RT_ERR_INVALID, "rt_enqueue_copy_rect: source and destination overlap");
  pthread_mutex_lock(&q->lock);
  rt_batch *b;
  st = rt_queue_check_live(q);
  if (st == RT_OK) st = rt_batch_begin(q, &b);
  if (st == RT_OK) {
    rt_cmd_open(q, b, true);
    copier c = {.cb = b->cb, .src = src->vk, .dst = dst->vk, .max = rt_transfer_piece(q)};
    copy_rows(&c, r, src->off, false, dst->off, false);
    st = rt_cmd_close(q, b, out);
  }
  pthread_mutex_unlock(&q->lock);
  return st;
}

rt_status rt_enqueue_read_rect(rt_queue *q, rt_buffer *src, void *dst, const rt_rect *r,
                               rt_seq *out) {
  if (!q || !r) return rt_fail(RT_ERR_INVALID, "rt_enqueue_read_rect: NULL argument");
  rt_status st = check_buffer(q, src, "rt_enqueue_read_rect");
  if (st != RT_OK) return st;
  if (rect_empty(r)) return rt_enqueue_marker(q, out);
  if (!dst) return rt_fail(RT_ERR_INVALID, "rt_enqueue_read_rect: NULL destination");
  uint64_t send, total;
  if (!rect_extent(r->src_offset, r->src_row_pitch, r->src_slice_pitch, r, &send) ||
      send > src->size)
    return rt_fail(RT_ERR_INVALID, "rt_enqueue_read_rect: rect outside the buffer");
  if ((st = check_dst_rect(r)) != RT_OK || (st = rect_total(r, &total)) != RT_OK) return st;
  pthread_mutex_lock(&q->lock);
  rt_batch *b;
  rt_staging s;
  st = rt_staged(q, total, true, &b, &s);
  if (st == RT_OK) {
    rt_cmd_open(q, b, true);
    copier c = {.cb = b->cb, .src = src->vk, .dst = s.vk, .max = rt_transfer_piece(q)};
    copy_rows(&c, r, src->off, false, s.off, true);
    rt_deferred d = {.kind = RT_DEF_RECT,
                     .seq = rt_cmd_next_seq(q),
                     .u.rect = {dst, s.host, *r}};
    rt_defer_push(b, &d);
    st = rt_cmd_close(q, b, out);
  }
  pthread_mutex_unlock(&q->lock);
  return st;
}

rt_status rt_enqueue_write_rect(rt_queue *q, rt_buffer *dst, const void *src, const rt_rect *r,
                                rt_seq *out) {
  if (!q || !r) return rt_fail(RT_ERR_INVALID, "rt_enqueue_write_rect: NULL argument");
  rt_status st = check_buffer(q, dst, "rt_enqueue_write_rect");
  if (st != RT_OK) return st;
  if (rect_empty(r)) return rt_enqueue_marker(q, out);
  if (!src) return rt_fail(RT_ERR_INVALID, "rt_enqueue_write_rect: NULL source");
  uint64_t dend, total;
  if (!rect_extent(r->dst_offset, r->dst_row_pitch, r->dst_slice_pitch, r, &dend) ||
      dend > dst->size)
    return rt_fail(RT_ERR_INVALID, "rt_enqueue_write_rect: rect outside the buffer");
  if ((st = check_dst_rect(r)) != RT_OK || (st = rect_total(r, &total)) != RT_OK) return st;
  pthread_mutex_lock(&q->lock);
  rt_batch *b;
  rt_staging s;
  st = rt_staged(q, total, false, &b, &s);
  if (st == RT_OK) {
    rt_rect_host_rows(r, s.host, (uint8_t *)src, r->src_offset, r->src_row_pitch,
                      r->src_slice_pitch, false);
    rt_cmd_open(q, b, true);
    copier c = {.cb = b->cb, .src = s.vk, .dst = dst->vk, .max = rt_transfer_piece(q)};
    copy_rows(&c, r, s.off, true, dst->off, false);
    st = rt_cmd_close(q, b, out);
  }
  pthread_mutex_unlock(&q->lock);
  return st;
}

/* Push constants of shaders/fill.glsl. */
typedef struct fill_push {
  uint32_t dst[2];
  uint32_t pattern[2];
  uint32_t begin, end, period_words, nwords;
} fill_push;

static uint32_t gcd(uint32_t a, uint32_t b) {
  while (b) {
    uint32_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

rt_status rt_enqueue_fill(rt_queue *q, rt_buffer *dst, uint64_t offset, uint64_t size,
                          const void *pattern, uint32_t pattern_size, rt_seq *out) {
  if (!q) return rt_fail(RT_ERR_INVALID, "rt_enqueue_fill: NULL queue");
  rt_status st = check_buffer(q, dst, "rt_enqueue_fill");
  if (st != RT_OK) return st;
  if (!pattern || !pattern_size || pattern_size > 128)
    return rt_fail(RT_ERR_INVALID, "rt_enqueue_fill: pattern of %u bytes (1..128)", pattern_size);
  if (size % pattern_size)
    return rt_fail(RT_ERR_INVALID, "rt_enqueue_fill: size %llu not a multiple of the pattern (%u)",
                   (unsigned long long)size, pattern_size);
  if (!rt_range_ok(offset, size, dst->size))
    return rt_fail(RT_ERR_INVALID, "rt_enqueue_fill: range outside the buffer");
  if (!size) return rt_enqueue_marker(q, out);

  uint64_t at = dst->off + offset; /* in dst->vk */
  const uint8_t *p = pattern;
  bool word = (pattern_size == 1 || pattern_size == 2 || pattern_size == 4) && !(at % 4) &&
              !(size % 4);
  rt_pipeline *pipe = NULL;
  if (!word && (st = rt_builtin_fill(q->dev, &pipe)) != RT_OK) return st;

  pthread_mutex_lock(&q->lock);
  rt_batch *b;
  st = rt_queue_check_live(q);
  if (st == RT_OK) st = rt_batch_begin(q, &b);
  if (st == RT_OK && word) {
    uint32_t v = 0;
    for (int i = 0; i < 4; i++) v |= (uint32_t)p[i % pattern_size] << (8 * i);
    rt_cmd_open(q, b, true);
    uint64_t piece = rt_transfer_piece(q) & ~3ull; /* fill regions are whole words */
    for (uint64_t done = 0; done < size; done += piece)
      vkCmdFillBuffer(b->cb, dst->vk, at + done, size - done < piece ? size - done : piece, v);
    st = rt_cmd_close(q, b, out);
  } else if (st == RT_OK) {
    /* The pattern, rotated so that byte j of the word grid starting at
     * the aligned address below `addr` holds pattern[(j - head) % P], over
     * a period of lcm(P, 4) bytes. */
    uint64_t addr = dst->addr + offset;
    uint32_t head = (uint32_t)(addr & 3);
    uint32_t period = pattern_size / gcd(pattern_size, 4) * 4;
    rt_staging s;
    st = rt_staging_alloc(q, b, period, 4, &s);
    if (st == RT_OK) {
      for (uint32_t j = 0; j < period; j++)
        s.host[j] = p[(j + 4 * pattern_size - head) % pattern_size];
      rt_cmd_open(q, b, true);
      if (b->bound != rt_pipeline_vk(pipe)) {
        vkCmdBindPipeline(b->cb, VK_PIPELINE_BIND_POINT_COMPUTE, rt_pipeline_vk(pipe));
        b->bound = rt_pipeline_vk(pipe);
      }
      /* 32-bit byte counts in the shader: split into pieces of whole
       * periods, each keeping the head alignment. Pieces may share an edge
       * word; their edge writes touch disjoint bytes. */
      uint64_t piece = (1ull << 31) / period * period;
      uint32_t max_groups = q->dev->info.max_workgroup_count[0];
      if (max_groups > 4096) max_groups = 4096; /* the shader loops over the rest */
      for (uint64_t done = 0; done < size; done += piece) {
        uint64_t n = size - done < piece ? size - done : piece;
        uint64_t base = (addr + done) & ~3ull;
        fill_push pc = {
            .dst = {(uint32_t)base, (uint32_t)(base >> 32)},
            .pattern = {(uint32_t)s.addr, (uint32_t)(s.addr >> 32)},
            .begin = head,
            .end = (uint32_t)(head + n),
            .period_words = period / 4,
            .nwords = (uint32_t)((head + n + 3) / 4),
        };
        uint32_t groups = (pc.nwords + 63) / 64;
        if (groups > max_groups) groups = max_groups;
        vkCmdPushConstants(b->cb, q->dev->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof pc, &pc);
        vkCmdDispatch(b->cb, groups, 1, 1);
      }
      st = rt_cmd_close(q, b, out);
    }
  }
  pthread_mutex_unlock(&q->lock);
  return st;
}
