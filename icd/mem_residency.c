/* mem_residency.c: where the current contents of a memory object of a
 * multi-device context are, and moving them to the device of a command that
 * needs them. A root buffer is cut into ranges at the bounds of the
 * sub-buffers commands used (an image is one range); each range records the
 * devices whose storage holds its current contents and the last command
 * that wrote it. A command that only reads adds its device to that set, so
 * data every device reads (an SGEMM's matrices) is copied once to each and
 * stays there; a command that may write leaves its device alone in it.
 * Sub-buffers that do not overlap can thus be written on different devices
 * at once, as OpenCL allows. Bounds are never merged again: their number is
 * bounded by the sub-buffers used, and a command's bounds, made before it is
 * issued (which may fail for want of memory), are still there after it. */
#include <stdlib.h>
#include <string.h>

#include "icd.h"
#include "image.h"

#define DEV_BIT(d) (1u << (d))
/* A move is read and written in pieces of this size, so that the
 * destination device's upload of one piece overlaps the source device's
 * download of the next. */
#define MOVE_PIECE ((size_t)32 << 20)

/* An image of a buffer (1D image buffer, 2D image of a buffer) has its
 * buffer's contents: those move instead. The root whose ranges hold `mem`,
 * and its range [lo, hi) in them. */
static cl_mem span_of(cl_mem mem, size_t *lo, size_t *hi) {
  cl_mem root = mem_root(mem);
  if (root->image) {
    if (!root->image->desc.mem_object) {
      *lo = 0;
      *hi = 1;
      return root;
    }
    mem = root->image->desc.mem_object;
    root = mem_root(mem);
  }
  *lo = mem->origin;
  *hi = mem->origin + mem->size;
  return root;
}

cl_int mem_contents_placed(cl_mem root, int d) {
  struct mem_range *r = calloc(1, sizeof *r);
  if (!r) return CL_OUT_OF_HOST_MEMORY;
  *r = (struct mem_range){.lo = 0, .hi = root->image ? 1 : root->size, .valid = DEV_BIT(d), .src = d};
  root->ranges = r;
  root->nranges = 1;
  return CL_SUCCESS;
}

void mem_ranges_free(cl_mem root) {
  for (uint32_t i = 0; i < root->nranges; i++)
    if (root->ranges[i].wq) obj_unref(root->ranges[i].wq);
  free(root->ranges);
  root->ranges = NULL;
  root->nranges = 0;
}

/* Caller holds root->lock. Makes x a bound between two ranges. */
static bool split_at(cl_mem root, size_t x) {
  for (uint32_t i = 0; i < root->nranges; i++) {
    struct mem_range *r = &root->ranges[i];
    if (x <= r->lo || x >= r->hi) continue;
    struct mem_range *n = realloc(root->ranges, (root->nranges + 1) * sizeof *n);
    if (!n) return false;
    root->ranges = n;
    memmove(&n[i + 1], &n[i], (root->nranges - i) * sizeof *n);
    root->nranges++;
    n[i].hi = x;
    n[i + 1].lo = x;
    if (n[i].wq) obj_ref(n[i].wq);
    return true;
  }
  return true;
}

/* Caller holds root->lock. Command `seq` of wq is done: no range waits on
 * it any more. */
static void forget_write(cl_mem root, cl_command_queue wq, rt_seq seq) {
  for (uint32_t i = 0; i < root->nranges; i++) {
    struct mem_range *r = &root->ranges[i];
    if (r->wq == wq && r->wseq == seq) {
      obj_unref(wq);
      r->wq = NULL;
    }
  }
}

/* Moves at least this big go through imported host memory where both
 * devices can import it: smaller ones do not pay for pinning. */
#define IMPORT_MIN ((size_t)4 << 20)

/* Two host buffers of one piece each that a context's devices import
 * (rt_buffer_import_host) as they first move through them, kept until the
 * context goes: pinning and first-touching them for every move cost a
 * 256 MiB move two thirds of its time on the H200s. One move at a time
 * uses them. */
struct mem_relay {
  pthread_mutex_t lock;
  uint64_t align;
  size_t piece;
  void *host[2];
  rt_buffer **imported; /* [device * 2 + k], NULL until that device imports host[k] */
};

void mem_relay_free(cl_context ctx) {
  struct mem_relay *r = ctx->relay;
  if (!r) return;
  for (cl_uint i = 0; i < 2 * ctx->ndevices; i++) rt_buffer_destroy(r->imported[i]);
  free(r->imported);
  free(r->host[0]);
  free(r->host[1]);
  pthread_mutex_destroy(&r->lock);
  free(r);
  ctx->relay = NULL;
}

/* The context's relay, made on first use; NULL where host memory runs out. */
static struct mem_relay *relay_of(cl_context ctx, uint64_t align) {
  pthread_mutex_lock(&ctx->lock);
  struct mem_relay *r = ctx->relay;
  if (!r && (r = calloc(1, sizeof *r))) {
    /* Aligned for every device of the context, whichever imports it. */
    for (cl_uint i = 0; i < ctx->ndevices; i++) {
      uint64_t al = rt_device_host_import_align(ctx->devices[i]->rt);
      if (al > align) align = al;
    }
    r->align = align;
    r->piece = (MOVE_PIECE + align - 1) / align * align;
    r->host[0] = aligned_alloc(align, r->piece);
    r->host[1] = aligned_alloc(align, r->piece);
    r->imported = calloc(2 * (size_t)ctx->ndevices, sizeof *r->imported);
    if (r->host[0] && r->host[1] && r->imported) {
      pthread_mutex_init(&r->lock, NULL);
      ctx->relay = r;
    } else {
      free(r->host[0]);
      free(r->host[1]);
      free(r->imported);
      free(r);
      r = NULL;
    }
  }
  pthread_mutex_unlock(&ctx->lock);
  return r;
}

/* Caller holds r->lock. Device d's imports of the relay's two buffers. */
static bool relay_imports(struct mem_relay *r, cl_device_id dev, int d) {
  for (int k = 0; k < 2; k++)
    if (!r->imported[2 * d + k] && rt_buffer_import_host(dev->rt, r->host[k], r->piece, &r->imported[2 * d + k]) != RT_OK)
      return false;
  return true;
}

/* A move in pieces, each waiting between the two devices in one of two
 * host buffers in turn: `out` enqueues piece i's copy from the source
 * device's storage into host buffer k (on the source's queue), `in` the
 * copy from it into the destination's storage. The host buffers are the
 * context's relay, imported by both devices (hin on the source, hout on
 * the destination), or else plain host memory (tmp) that the source reads
 * into through staging and the destination writes from. A buffer's pieces
 * are byte ranges; an image's (relay only) are boxes of whole slices, or
 * of whole rows of one slice where a slice is larger than a piece. */
typedef struct relay_move {
  cl_mem root;
  int a, d;
  size_t npieces;
  rt_status (*out)(const struct relay_move *mv, size_t i, int k, rt_queue *q, rt_seq *seq);
  rt_status (*in)(const struct relay_move *mv, size_t i, int k, rt_queue *q, rt_seq *seq);
  rt_buffer *hin[2], *hout[2];
  void *tmp[2];
  size_t lo, hi, piece; /* buffers: bytes [lo, hi) */
  uint32_t ext[3];      /* images: the whole box's extent */
  uint32_t per;         /* images: slices (by_slice) or rows of a piece */
  bool by_slice;
} relay_move;

static void buffer_piece(const relay_move *mv, size_t i, size_t *off, size_t *len) {
  *off = mv->lo + i * mv->piece;
  *len = mv->hi - *off < mv->piece ? mv->hi - *off : mv->piece;
}

static rt_status buffer_piece_out(const relay_move *mv, size_t i, int k, rt_queue *q, rt_seq *seq) {
  size_t off, len;
  buffer_piece(mv, i, &off, &len);
  if (mv->hin[k]) return rt_enqueue_copy(q, mv->root->rts[mv->a], off, mv->hin[k], 0, len, seq);
  return rt_enqueue_read(q, mv->root->rts[mv->a], off, mv->tmp[k], len, seq);
}

static rt_status buffer_piece_in(const relay_move *mv, size_t i, int k, rt_queue *q, rt_seq *seq) {
  size_t off, len;
  buffer_piece(mv, i, &off, &len);
  if (mv->hout[k]) return rt_enqueue_copy(q, mv->hout[k], 0, mv->root->rts[mv->d], off, len, seq);
  return rt_enqueue_write(q, mv->root->rts[mv->d], off, mv->tmp[k], len, seq);
}

/* Piece i of an image: slices [i*per, ...) or, per slice, rows. */
static rt_box image_piece(const relay_move *mv, size_t i) {
  rt_box b = {{0, 0, 0}, {mv->ext[0], mv->ext[1], mv->ext[2]}};
  if (mv->by_slice) {
    b.origin[2] = (uint32_t)i * mv->per;
    b.extent[2] = mv->ext[2] - b.origin[2] < mv->per ? mv->ext[2] - b.origin[2] : mv->per;
  } else {
    size_t per_slice = (mv->ext[1] + mv->per - 1) / mv->per;
    b.origin[2] = (uint32_t)(i / per_slice);
    b.extent[2] = 1;
    b.origin[1] = (uint32_t)(i % per_slice) * mv->per;
    b.extent[1] = mv->ext[1] - b.origin[1] < mv->per ? mv->ext[1] - b.origin[1] : mv->per;
  }
  return b;
}

static rt_status image_piece_out(const relay_move *mv, size_t i, int k, rt_queue *q, rt_seq *seq) {
  rt_box b = image_piece(mv, i);
  return rt_enqueue_image_to_buffer(q, mv->root->image->imgs[mv->a], &b, mv->hin[k], 0, seq);
}

static rt_status image_piece_in(const relay_move *mv, size_t i, int k, rt_queue *q, rt_seq *seq) {
  rt_box b = image_piece(mv, i);
  return rt_enqueue_buffer_to_image(q, mv->hout[k], 0, mv->root->image->imgs[mv->d], &b, seq);
}

/* Runs the pieces of a move through both devices' internal queues, the
 * source's copy of the next piece in flight while the destination takes
 * the last one, and waits for all of it. */
static cl_int run_pieces(const relay_move *mv) {
  cl_device_id from = mv->root->ctx->devices[mv->a], to = mv->root->ctx->devices[mv->d];
  cl_int err = CL_SUCCESS;
  rt_seq rseq[2] = {0, 0}, wseq[2] = {0, 0};
  bool reading = false, written[2] = {false, false};
  rt_status st = RT_OK;
  for (size_t i = 0; i < mv->npieces && !err; i++) {
    if (i == 0) {
      rt_queue *rq = internal_queue_take(from, &st);
      if (rq) st = mv->out(mv, 0, 0, rq, &rseq[0]);
      err = internal_queue_leave(from, st);
      reading = !err;
    }
    int slot = (int)((i + 1) & 1);
    if (!err && i + 1 < mv->npieces) {
      /* An imported host buffer's last piece must have left for d first
       * (a staged write copies its source before it returns). */
      if (written[slot] && mv->hout[slot]) err = rt_to_cl_resources(rt_queue_wait(to->upload_q, wseq[slot]));
      rt_queue *rq = err ? NULL : internal_queue_take(from, &st);
      if (rq) st = mv->out(mv, i + 1, slot, rq, &rseq[slot]);
      if (!err) err = internal_queue_leave(from, st);
    }
    if (!err) err = rt_to_cl_resources(rt_queue_wait(from->upload_q, rseq[i & 1]));
    if (!err) {
      rt_queue *wq = internal_queue_take(to, &st);
      if (wq) st = mv->in(mv, i, (int)(i & 1), wq, &wseq[i & 1]);
      err = internal_queue_leave(to, st);
      written[i & 1] = written[i & 1] || !err;
    }
  }
  /* Nothing may still use the host buffers when they are reused or go. */
  if (reading) {
    cl_int e = rt_to_cl_resources(rt_queue_wait(from->upload_q, rseq[0] > rseq[1] ? rseq[0] : rseq[1]));
    if (!err) err = e;
  }
  if (written[0] || written[1]) {
    cl_int e = rt_to_cl_resources(rt_queue_wait(to->upload_q, wseq[0] > wseq[1] ? wseq[0] : wseq[1]));
    if (!err) err = e;
  }
  return err;
}

/* Runs a move through the context's relay: the source GPU's DMA writes a
 * piece into one host buffer while the destination GPU's DMA reads the
 * previous piece from the other, and the host copies nothing. Returns 1
 * where the devices cannot import host memory, which leaves the move to
 * the staged path. */
static cl_int relay_run(relay_move *mv) {
  cl_device_id from = mv->root->ctx->devices[mv->a], to = mv->root->ctx->devices[mv->d];
  uint64_t al = rt_device_host_import_align(from->rt), ald = rt_device_host_import_align(to->rt);
  if (!al || !ald) return 1;
  struct mem_relay *r = relay_of(mv->root->ctx, al > ald ? al : ald);
  if (!r) return 1;
  pthread_mutex_lock(&r->lock);
  if (!relay_imports(r, from, mv->a) || !relay_imports(r, to, mv->d) || r->align % al || r->align % ald) {
    pthread_mutex_unlock(&r->lock);
    return 1;
  }
  for (int k = 0; k < 2; k++) {
    mv->hin[k] = r->imported[2 * mv->a + k];
    mv->hout[k] = r->imported[2 * mv->d + k];
  }
  cl_int err = run_pieces(mv);
  pthread_mutex_unlock(&r->lock);
  return err;
}

/* Bytes [lo, hi) of a root buffer through the relay (relay_run). */
static cl_int move_through_host_import(cl_mem root, int a, int d, size_t lo, size_t hi) {
  if (hi - lo < IMPORT_MIN) return 1;
  relay_move mv = {.root = root, .a = a, .d = d, .out = buffer_piece_out, .in = buffer_piece_in,
                   .lo = lo, .hi = hi, .piece = MOVE_PIECE};
  mv.npieces = (hi - lo + MOVE_PIECE - 1) / MOVE_PIECE;
  return relay_run(&mv);
}

/* A whole image through the relay (relay_run); 1 where it cannot go. */
static cl_int move_image_through_host_import(cl_mem root, int a, int d) {
  struct mem_image *im = root->image;
  size_t e[3];
  image_extent(im, e);
  size_t row = e[0] * im->elem, slice = row * e[1];
  if (slice * e[2] < IMPORT_MIN || row > MOVE_PIECE) return 1;
  relay_move mv = {.root = root, .a = a, .d = d, .out = image_piece_out, .in = image_piece_in,
                   .ext = {(uint32_t)e[0], (uint32_t)e[1], (uint32_t)e[2]}};
  mv.by_slice = slice <= MOVE_PIECE;
  if (mv.by_slice) {
    mv.per = (uint32_t)(MOVE_PIECE / slice);
    mv.npieces = (e[2] + mv.per - 1) / mv.per;
  } else {
    mv.per = (uint32_t)(MOVE_PIECE / row);
    mv.npieces = e[2] * ((e[1] + mv.per - 1) / mv.per);
  }
  return relay_run(&mv);
}

/* Copies bytes [lo, hi) of a root buffer from device a's storage to device
 * d's and waits. Mapped storage is copied directly; then the relay
 * (relay_run); otherwise the pieces go through each device's staging and
 * two plain host buffers (run_pieces). */
static cl_int move_buffer_range(cl_mem root, int a, int d, size_t lo, size_t hi) {
  cl_device_id from = root->ctx->devices[a], to = root->ctx->devices[d];
  char *hs = rt_buffer_host_ptr(root->rts[a]), *hd = rt_buffer_host_ptr(root->rts[d]);
  if (hs && hd) {
    memcpy(hd + lo, hs + lo, hi - lo);
    return CL_SUCCESS;
  }
  if (hs) return mem_internal_copy(to, root->rts[d], lo, hs + lo, hi - lo, true);
  if (hd) return mem_internal_copy(from, root->rts[a], lo, hd + lo, hi - lo, false);
  cl_int imported = move_through_host_import(root, a, d, lo, hi);
  if (imported != 1) return imported;
  size_t piece = hi - lo < MOVE_PIECE ? hi - lo : MOVE_PIECE;
  relay_move mv = {.root = root, .a = a, .d = d, .out = buffer_piece_out, .in = buffer_piece_in,
                   .tmp = {malloc(piece), malloc(piece)}, .lo = lo, .hi = hi, .piece = piece};
  mv.npieces = (hi - lo + piece - 1) / piece;
  cl_int err = mv.tmp[0] && mv.tmp[1] ? run_pieces(&mv) : CL_OUT_OF_HOST_MEMORY;
  free(mv.tmp[0]);
  free(mv.tmp[1]);
  return err;
}

/* Caller holds root->lock. */
static cl_int move_range(cl_mem root, int a, int d, const struct mem_range *r) {
  if (root->image) {
    cl_int err = move_image_through_host_import(root, a, d);
    return err == 1 ? image_move(root, a, d) : err;
  }
  return move_buffer_range(root, a, d, r->lo, r->hi);
}

static bool has_storage(cl_mem root, int d) { return root->image ? root->image->imgs[d] != NULL : root->rts[d] != NULL; }

cl_int mem_make_current(cl_mem mem, cl_command_queue q, bool keep_contents) {
  size_t lo, hi;
  cl_mem root = span_of(mem, &lo, &hi);
  if (root->ctx->ndevices < 2) return CL_SUCCESS;
  int d = context_device_index(root->ctx, q->dev);
  if (d < 0) return CL_INVALID_DEVICE;
  cl_int err = CL_SUCCESS;
  pthread_mutex_lock(&root->lock);
  /* The bounds mem_note_use relies on. */
  if (!split_at(root, lo) || !split_at(root, hi)) err = CL_OUT_OF_HOST_MEMORY;
  while (!err && keep_contents && has_storage(root, d)) {
    struct mem_range *r = NULL;
    for (uint32_t i = 0; i < root->nranges && !r; i++) {
      struct mem_range *x = &root->ranges[i];
      if (x->lo >= lo && x->hi <= hi && x->valid && !(x->valid & DEV_BIT(d))) r = x;
    }
    if (!r) break;
    if (r->wq) {
      /* The last write must be done before its copy is read: waited for
       * on the host, as any dependency between devices
       * (rt_queue_depend), without the lock, which that write's
       * completion may want. Then look again: the ranges may have
       * changed meanwhile. */
      cl_command_queue wq = r->wq;
      rt_seq ws = r->wseq;
      obj_ref(wq);
      pthread_mutex_unlock(&root->lock);
      rt_status st = rt_queue_wait(wq->rq, ws);
      pthread_mutex_lock(&root->lock);
      if (st == RT_OK)
        forget_write(root, wq, ws);
      else
        err = CL_OUT_OF_RESOURCES;
      obj_unref(wq);
      continue;
    }
    err = move_range(root, r->src, d, r);
    if (!err) r->valid |= DEV_BIT(d);
  }
  pthread_mutex_unlock(&root->lock);
  return err;
}

void mem_note_use(cl_mem mem, cl_command_queue q, rt_seq seq, bool writes) {
  size_t lo, hi;
  cl_mem root = span_of(mem, &lo, &hi);
  if (root->ctx->ndevices < 2 || !writes) return;
  int d = context_device_index(root->ctx, q->dev);
  pthread_mutex_lock(&root->lock);
  for (uint32_t i = 0; i < root->nranges; i++) {
    struct mem_range *r = &root->ranges[i];
    if (r->lo < lo || r->hi > hi) continue;
    if (r->wq != q) {
      if (r->wq) obj_unref(r->wq);
      obj_ref(q);
    }
    r->wq = q;
    r->wseq = seq;
    r->valid = DEV_BIT(d);
    r->src = d;
  }
  pthread_mutex_unlock(&root->lock);
}
