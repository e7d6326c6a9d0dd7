/* image_transfer.c: commands that move texels: host to image and back
 * (through staging rows packed back to back), image to image, image to and
 * from buffers, and fills. Images stay in the GENERAL layout; the global
 * barrier every command opens with orders them like buffers. 1D buffer
 * images are bytes of their buffer, so their commands are buffer commands. */
#include "internal.h"

#include <string.h>

/* The image's extent in OpenCL's box convention (layers in y or z). */
static void cl_extent(const rt_image *img, uint32_t e[3]) {
  const rt_image_desc *d = &img->desc;
  e[0] = d->width;
  e[1] = d->type == RT_IMAGE_1D_ARRAY ? d->layers : d->height;
  e[2] = d->type == RT_IMAGE_2D_ARRAY ? d->layers : d->depth;
}

static rt_status check_image(const rt_queue *q, const rt_image *img, const char *what) {
  if (!img) return rt_fail(RT_ERR_INVALID, "%s: NULL image", what);
  if (img->dev != q->dev) return rt_fail(RT_ERR_INVALID, "%s: image of another device", what);
  return RT_OK;
}

static rt_status check_box(const rt_image *img, const uint32_t origin[3], const uint32_t extent[3], const char *what) {
  uint32_t e[3];
  cl_extent(img, e);
  for (int i = 0; i < 3; i++)
    if (!extent[i] || origin[i] > e[i] || extent[i] > e[i] - origin[i])
      return rt_fail(RT_ERR_INVALID, "%s: box outside the image (dimension %d: %u + %u > %u)", what, i, origin[i],
                     extent[i], e[i]);
  return RT_OK;
}

static uint64_t box_bytes(const rt_image *img, const uint32_t extent[3]) {
  return (uint64_t)extent[0] * extent[1] * extent[2] * img->texel;
}

/* The rows of a box as a rect whose packed side is back to back. */
static rt_rect box_rect(const rt_image *img, const rt_box *box) {
  rt_rect r = {0};
  r.row_bytes = (uint64_t)box->extent[0] * img->texel;
  r.rows = box->extent[1];
  r.slices = box->extent[2];
  return r;
}

/* Byte offset of texel x of a buffer image in its VkBuffer. */
static uint64_t buffer_texel(const rt_image *img, uint32_t x) {
  return img->desc.buffer->off + img->desc.offset + (uint64_t)x * img->texel;
}

/* A piece of a staged transfer: its box, and where it starts in the
 * whole box (row y of slice z). */
typedef struct {
  rt_box box;
  uint32_t y, z;
  bool started;
} rt_piece;

/* Staged transfers between host and image, and copies between image and
 * buffer, go in pieces of at most rt_transfer_piece() bytes. */
static uint64_t piece_limit(const rt_queue *q) { return rt_transfer_piece(q); }

/* Advances *p to the next piece of `box` (p->y, p->z: its first row and
 * slice, relative to the box; zero-initialized before the first call):
 * whole slices where one fits the limit, else rows of one slice, at least
 * one row. Returns false when the box is done. */
static bool next_piece(const rt_queue *q, const rt_image *img, const rt_box *box, rt_piece *p) {
  const uint32_t *e = box->extent;
  if (p->started) {
    p->y += p->box.extent[1];
    if (p->y >= e[1]) {
      p->y = 0;
      p->z += p->box.extent[2];
    }
  }
  p->started = true;
  if (p->z >= e[2]) return false;
  uint64_t limit = piece_limit(q), row = (uint64_t)e[0] * img->texel, slice = row * e[1];
  uint32_t rows = e[1] - p->y, slices = 1;
  if (p->y == 0 && slice <= limit) {
    uint64_t k = limit / slice;
    slices = k < e[2] - p->z ? (uint32_t)k : e[2] - p->z;
  } else {
    uint64_t k = limit / row ? limit / row : 1;
    if (k < rows) rows = (uint32_t)k;
  }
  p->box = (rt_box){{box->origin[0], box->origin[1] + p->y, box->origin[2] + p->z}, {e[0], rows, slices}};
  return true;
}

static VkBufferImageCopy buffer_copy(const rt_image *img, const rt_box *box, uint64_t buffer_offset) {
  VkBufferImageCopy c = {.bufferOffset = buffer_offset};
  rt_image_subresource(img, box, &c.imageOffset, &c.imageExtent, &c.imageSubresource);
  return c;
}

static void transfer_barrier(VkCommandBuffer cb) {
  VkMemoryBarrier mb = {
      .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
      .srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT,
      .dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
  };
  vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb, 0, NULL, 0,
                       NULL);
}

/* The common checks of a command on one image box. */
static rt_status check_one(rt_queue *q, rt_image *img, const rt_box *box, const char *what) {
  if (!q || !box) return rt_fail(RT_ERR_INVALID, "%s: NULL argument", what);
  rt_status st = check_image(q, img, what);
  return st == RT_OK ? check_box(img, box->origin, box->extent, what) : st;
}

rt_status rt_enqueue_image_write(rt_queue *q, rt_image *dst, const rt_box *box, const void *src,
                                 uint64_t row_pitch, uint64_t slice_pitch, rt_seq *out) {
  rt_status st = check_one(q, dst, box, "rt_enqueue_image_write");
  if (st != RT_OK) return st;
  if (!src) return rt_fail(RT_ERR_INVALID, "rt_enqueue_image_write: NULL source");
  rt_rect r = box_rect(dst, box);
  if ((r.rows > 1 && row_pitch < r.row_bytes) || (r.slices > 1 && slice_pitch < r.rows * row_pitch))
    return rt_fail(RT_ERR_INVALID, "rt_enqueue_image_write: pitches smaller than the rows");
  if (dst->desc.type == RT_IMAGE_BUFFER)
    return rt_enqueue_write(q, dst->desc.buffer, dst->desc.offset + (uint64_t)box->origin[0] * dst->texel, src,
                            r.row_bytes, out);
  rt_piece p = {0};
  while (st == RT_OK && next_piece(q, dst, box, &p)) {
    rt_rect pr = box_rect(dst, &p.box);
    pthread_mutex_lock(&q->lock);
    rt_batch *b;
    rt_staging s;
    st = rt_staged(q, box_bytes(dst, p.box.extent), false, &b, &s);
    if (st == RT_OK) {
      rt_rect_host_rows(&pr, s.host, (uint8_t *)src, p.y * row_pitch + p.z * slice_pitch, row_pitch, slice_pitch,
                        false);
      rt_cmd_open(q, b, true);
      rt_image_prepare(b, dst);
      VkBufferImageCopy c = buffer_copy(dst, &p.box, s.off);
      vkCmdCopyBufferToImage(b->cb, s.vk, dst->vk, VK_IMAGE_LAYOUT_GENERAL, 1, &c);
      st = rt_cmd_close(q, b, out);
    }
    pthread_mutex_unlock(&q->lock);
  }
  return st;
}

rt_status rt_enqueue_image_read(rt_queue *q, rt_image *src, const rt_box *box, void *dst, uint64_t row_pitch,
                                uint64_t slice_pitch, rt_seq *out) {
  rt_status st = check_one(q, src, box, "rt_enqueue_image_read");
  if (st != RT_OK) return st;
  if (!dst) return rt_fail(RT_ERR_INVALID, "rt_enqueue_image_read: NULL destination");
  rt_rect r = box_rect(src, box);
  if ((r.rows > 1 && row_pitch < r.row_bytes) || (r.slices > 1 && slice_pitch < r.rows * row_pitch))
    return rt_fail(RT_ERR_INVALID, "rt_enqueue_image_read: pitches smaller than the rows");
  if (src->desc.type == RT_IMAGE_BUFFER)
    return rt_enqueue_read(q, src->desc.buffer, src->desc.offset + (uint64_t)box->origin[0] * src->texel, dst,
                           r.row_bytes, out);
  r.dst_row_pitch = row_pitch;
  r.dst_slice_pitch = slice_pitch;
  rt_piece p = {0};
  while (st == RT_OK && next_piece(q, src, box, &p)) {
    rt_rect pr = r;
    rt_rect part = box_rect(src, &p.box);
    pr.rows = part.rows;
    pr.slices = part.slices;
    pr.dst_offset = p.y * row_pitch + p.z * slice_pitch;
    pthread_mutex_lock(&q->lock);
    rt_batch *b;
    rt_staging s;
    st = rt_staged(q, box_bytes(src, p.box.extent), true, &b, &s);
    if (st == RT_OK) {
      rt_cmd_open(q, b, true);
      rt_image_prepare(b, src);
      VkBufferImageCopy c = buffer_copy(src, &p.box, s.off);
      vkCmdCopyImageToBuffer(b->cb, src->vk, VK_IMAGE_LAYOUT_GENERAL, s.vk, 1, &c);
      rt_deferred d = {.kind = RT_DEF_RECT, .seq = rt_cmd_next_seq(q), .u.rect = {dst, s.host, pr}};
      rt_defer_push(b, &d);
      st = rt_cmd_close(q, b, out);
    }
    pthread_mutex_unlock(&q->lock);
  }
  return st;
}

/* ---- image to image ----------------------------------------------------------- */

/* Whether vkCmdCopyImage takes the pair: the same image type, or 2D and
 * 3D (layers of one are slices of the other). */
static bool direct_copy(const rt_image *a, const rt_image *b) {
  VkImageType ta = a->desc.type <= RT_IMAGE_1D_ARRAY ? VK_IMAGE_TYPE_1D
                 : a->desc.type == RT_IMAGE_3D ? VK_IMAGE_TYPE_3D : VK_IMAGE_TYPE_2D;
  VkImageType tb = b->desc.type <= RT_IMAGE_1D_ARRAY ? VK_IMAGE_TYPE_1D
                 : b->desc.type == RT_IMAGE_3D ? VK_IMAGE_TYPE_3D : VK_IMAGE_TYPE_2D;
  return ta == tb || (ta != VK_IMAGE_TYPE_1D && tb != VK_IMAGE_TYPE_1D);
}

/* One region per array layer (or 3D slice): NVIDIA's driver copied wrong
 * texels into some layers of 1D and 2D arrays from one region of several
 * layers (the CTS's clCopyImage 1Darray and 2Darray; lavapipe copied them
 * right). Regions of one layer each are the same copy, in one command. */
static void record_image_copy(VkCommandBuffer cb, rt_image *src, const rt_box *sb, rt_image *dst, const rt_box *db) {
  VkImageCopy c;
  VkExtent3D se, de;
  rt_image_subresource(src, sb, &c.srcOffset, &se, &c.srcSubresource);
  rt_image_subresource(dst, db, &c.dstOffset, &de, &c.dstSubresource);
  /* 2D layers against 3D slices: the extent's depth counts the slices */
  c.extent = se;
  if (de.depth > c.extent.depth) c.extent.depth = de.depth;
  bool s3 = src->desc.type == RT_IMAGE_3D, d3 = dst->desc.type == RT_IMAGE_3D;
  uint32_t n = s3 ? se.depth : c.srcSubresource.layerCount;
  if (n <= 1 || (s3 && d3)) {
    vkCmdCopyImage(cb, src->vk, VK_IMAGE_LAYOUT_GENERAL, dst->vk, VK_IMAGE_LAYOUT_GENERAL, 1, &c);
    return;
  }
  enum { CHUNK = 64 };
  VkImageCopy r[CHUNK];
  for (uint32_t i = 0; i < n; i += CHUNK) {
    uint32_t k = n - i < CHUNK ? n - i : CHUNK;
    for (uint32_t j = 0; j < k; j++) {
      VkImageCopy *e = &r[j];
      *e = c;
      e->extent.depth = 1;
      if (s3) e->srcOffset.z += (int32_t)(i + j);
      else e->srcSubresource.baseArrayLayer += i + j, e->srcSubresource.layerCount = 1;
      if (d3) e->dstOffset.z += (int32_t)(i + j);
      else e->dstSubresource.baseArrayLayer += i + j, e->dstSubresource.layerCount = 1;
    }
    vkCmdCopyImage(cb, src->vk, VK_IMAGE_LAYOUT_GENERAL, dst->vk, VK_IMAGE_LAYOUT_GENERAL, k, r);
  }
}

rt_status rt_enqueue_image_copy(rt_queue *q, rt_image *src, const uint32_t src_origin[3], rt_image *dst,
                                const uint32_t dst_origin[3], const uint32_t extent[3], rt_seq *out) {
  const char *what = "rt_enqueue_image_copy";
  if (!q || !src_origin || !dst_origin || !extent) return rt_fail(RT_ERR_INVALID, "%s: NULL argument", what);
  rt_status st = check_image(q, src, what);
  if (st == RT_OK) st = check_image(q, dst, what);
  if (st == RT_OK) st = check_box(src, src_origin, extent, what);
  if (st == RT_OK) st = check_box(dst, dst_origin, extent, what);
  if (st != RT_OK) return st;
  if (src->texel != dst->texel) return rt_fail(RT_ERR_INVALID, "%s: texel sizes differ", what);
  rt_box sb = {{src_origin[0], src_origin[1], src_origin[2]}, {extent[0], extent[1], extent[2]}};
  rt_box db = {{dst_origin[0], dst_origin[1], dst_origin[2]}, {extent[0], extent[1], extent[2]}};
  bool sbuf = src->desc.type == RT_IMAGE_BUFFER, dbuf = dst->desc.type == RT_IMAGE_BUFFER;
  if (sbuf && dbuf)
    return rt_enqueue_copy(q, src->desc.buffer, src->desc.offset + (uint64_t)src_origin[0] * src->texel,
                           dst->desc.buffer, dst->desc.offset + (uint64_t)dst_origin[0] * dst->texel,
                           (uint64_t)extent[0] * src->texel, out);
  bool staged_copy = !sbuf && !dbuf && !direct_copy(src, dst);
  pthread_mutex_lock(&q->lock);
  rt_batch *b;
  rt_staging s = {0};
  st = staged_copy ? rt_staged(q, box_bytes(src, extent), false, &b, &s) : rt_queue_check_live(q);
  if (st == RT_OK && !staged_copy) st = rt_batch_begin(q, &b);
  if (st == RT_OK) {
    rt_cmd_open(q, b, true);
    if (!sbuf) rt_image_prepare(b, src);
    if (!dbuf) rt_image_prepare(b, dst);
    if (sbuf) {
      VkBufferImageCopy c = buffer_copy(dst, &db, buffer_texel(src, src_origin[0]));
      vkCmdCopyBufferToImage(b->cb, src->desc.buffer->vk, dst->vk, VK_IMAGE_LAYOUT_GENERAL, 1, &c);
    } else if (dbuf) {
      VkBufferImageCopy c = buffer_copy(src, &sb, buffer_texel(dst, dst_origin[0]));
      vkCmdCopyImageToBuffer(b->cb, src->vk, VK_IMAGE_LAYOUT_GENERAL, dst->desc.buffer->vk, 1, &c);
    } else if (staged_copy) {
      /* 1D against 2D or 3D: through texels packed in staging */
      VkBufferImageCopy c = buffer_copy(src, &sb, s.off);
      vkCmdCopyImageToBuffer(b->cb, src->vk, VK_IMAGE_LAYOUT_GENERAL, s.vk, 1, &c);
      transfer_barrier(b->cb);
      c = buffer_copy(dst, &db, s.off);
      vkCmdCopyBufferToImage(b->cb, s.vk, dst->vk, VK_IMAGE_LAYOUT_GENERAL, 1, &c);
    } else {
      record_image_copy(b->cb, src, &sb, dst, &db);
    }
    st = rt_cmd_close(q, b, out);
  }
  pthread_mutex_unlock(&q->lock);
  return st;
}

/* ---- images and buffers ---------------------------------------------------------- */

/* Image and buffer texels in one direction; a buffer offset that is not a
 * multiple of the texel size goes through staging (Vulkan asks for one). */
static rt_status image_buffer(rt_queue *q, rt_image *img, const rt_box *box, rt_buffer *buf, uint64_t offset,
                              bool to_buffer, rt_seq *out) {
  const char *what = to_buffer ? "rt_enqueue_image_to_buffer" : "rt_enqueue_buffer_to_image";
  rt_status st = check_one(q, img, box, what);
  if (st != RT_OK) return st;
  if (!buf || buf->dev != q->dev) return rt_fail(RT_ERR_INVALID, "%s: bad buffer", what);
  uint64_t bytes = box_bytes(img, box->extent);
  if (!rt_range_ok(offset, bytes, buf->size)) return rt_fail(RT_ERR_INVALID, "%s: range outside the buffer", what);
  if (img->desc.type == RT_IMAGE_BUFFER) {
    uint64_t ioff = img->desc.offset + (uint64_t)box->origin[0] * img->texel;
    return to_buffer ? rt_enqueue_copy(q, img->desc.buffer, ioff, buf, offset, bytes, out)
                     : rt_enqueue_copy(q, buf, offset, img->desc.buffer, ioff, bytes, out);
  }
  bool aligned = (buf->off + offset) % img->texel == 0;
  /* In pieces of whole rows or slices (rt_transfer_piece): lavapipe
   * crashes on one copy of 2 GiB, and staging stays bounded. */
  uint64_t row = (uint64_t)box->extent[0] * img->texel, slice = row * box->extent[1];
  rt_piece p = {0};
  while (st == RT_OK && next_piece(q, img, box, &p)) {
    uint64_t pbytes = box_bytes(img, p.box.extent), poff = offset + p.y * row + p.z * slice;
    pthread_mutex_lock(&q->lock);
    rt_batch *b;
    rt_staging s = {0};
    st = aligned ? rt_queue_check_live(q) : rt_staged(q, pbytes, false, &b, &s);
    if (st == RT_OK && aligned) st = rt_batch_begin(q, &b);
    if (st == RT_OK) {
      rt_cmd_open(q, b, true);
      rt_image_prepare(b, img);
      VkBuffer vb = aligned ? buf->vk : s.vk;
      VkBufferImageCopy c = buffer_copy(img, &p.box, aligned ? buf->off + poff : s.off);
      VkBufferCopy bc = {to_buffer ? s.off : buf->off + poff, to_buffer ? buf->off + poff : s.off, pbytes};
      if (to_buffer) {
        vkCmdCopyImageToBuffer(b->cb, img->vk, VK_IMAGE_LAYOUT_GENERAL, vb, 1, &c);
        if (!aligned) {
          transfer_barrier(b->cb);
          vkCmdCopyBuffer(b->cb, s.vk, buf->vk, 1, &bc);
        }
      } else {
        if (!aligned) {
          vkCmdCopyBuffer(b->cb, buf->vk, s.vk, 1, &bc);
          transfer_barrier(b->cb);
        }
        vkCmdCopyBufferToImage(b->cb, vb, img->vk, VK_IMAGE_LAYOUT_GENERAL, 1, &c);
      }
      st = rt_cmd_close(q, b, out);
    }
    pthread_mutex_unlock(&q->lock);
  }
  return st;
}

rt_status rt_enqueue_image_to_buffer(rt_queue *q, rt_image *src, const rt_box *box, rt_buffer *dst, uint64_t offset,
                                     rt_seq *out) {
  return image_buffer(q, src, box, dst, offset, true, out);
}

rt_status rt_enqueue_buffer_to_image(rt_queue *q, rt_buffer *src, uint64_t offset, rt_image *dst, const rt_box *box,
                                     rt_seq *out) {
  return image_buffer(q, dst, box, src, offset, false, out);
}

/* ---- fills ------------------------------------------------------------------------- */

/* Staging rows for a fill: at most this many bytes of repeated texels. */
#define FILL_STAGING (256u << 10)

/* Copies box `from` of an image onto box `to` of the same image (apart),
 * after what came before in the command buffer. */
static void self_copy(VkCommandBuffer cb, rt_image *img, const rt_box *from, const rt_box *to) {
  transfer_barrier(cb);
  record_image_copy(cb, img, from, img, to);
}

/* A fill reads the pattern from staging (host memory) once, for a band of
 * rows, and then doubles what it filled inside the image, rows and then
 * slices or layers, a device-local copy at each step: a discrete GPU
 * reading every texel of a 184 MB 3D image from host memory took 250 ms
 * (the CTS's clFillImage 3D on the H200). */
rt_status rt_enqueue_image_fill(rt_queue *q, rt_image *dst, const rt_box *box, const void *texel, rt_seq *out) {
  rt_status st = check_one(q, dst, box, "rt_enqueue_image_fill");
  if (st != RT_OK) return st;
  if (!texel) return rt_fail(RT_ERR_INVALID, "rt_enqueue_image_fill: NULL texel");
  uint64_t row = (uint64_t)box->extent[0] * dst->texel;
  if (dst->desc.type == RT_IMAGE_BUFFER)
    return rt_enqueue_fill(q, dst->desc.buffer, dst->desc.offset + (uint64_t)box->origin[0] * dst->texel, row, texel,
                           dst->texel, out);
  uint64_t band = FILL_STAGING / row;
  if (band < 1) band = 1;
  if (band > box->extent[1]) band = box->extent[1];
  pthread_mutex_lock(&q->lock);
  rt_batch *b;
  rt_staging s;
  st = rt_staged(q, row * band, false, &b, &s);
  if (st == RT_OK) {
    for (uint64_t i = 0; i < row * band; i += dst->texel) memcpy(s.host + i, texel, dst->texel);
    rt_cmd_open(q, b, true);
    rt_image_prepare(b, dst);
    const uint32_t *o = box->origin, *e = box->extent;
    rt_box first = {{o[0], o[1], o[2]}, {e[0], (uint32_t)band, 1}};
    VkBufferImageCopy c = buffer_copy(dst, &first, s.off);
    vkCmdCopyBufferToImage(b->cb, s.vk, dst->vk, VK_IMAGE_LAYOUT_GENERAL, 1, &c);
    for (uint32_t done = (uint32_t)band; done < e[1];) {
      uint32_t k = e[1] - done < done ? e[1] - done : done;
      rt_box from = {{o[0], o[1], o[2]}, {e[0], k, 1}}, to = {{o[0], o[1] + done, o[2]}, {e[0], k, 1}};
      self_copy(b->cb, dst, &from, &to);
      done += k;
    }
    for (uint32_t done = 1; done < e[2];) {
      uint32_t k = e[2] - done < done ? e[2] - done : done;
      rt_box from = {{o[0], o[1], o[2]}, {e[0], e[1], k}}, to = {{o[0], o[1], o[2] + done}, {e[0], e[1], k}};
      self_copy(b->cb, dst, &from, &to);
      done += k;
    }
    st = rt_cmd_close(q, b, out);
  }
  pthread_mutex_unlock(&q->lock);
  return st;
}
