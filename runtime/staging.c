/* staging.c: host-visible memory for the data a command carries (write
 * sources, read destinations, kernel argument buffers, fill patterns).
 * Small pieces are bump-allocated from 1 MiB chunks that a batch holds
 * until it completes and then gives back to the queue for reuse, so the
 * steady state allocates nothing; big pieces get a buffer of their own,
 * which the queue keeps for a later big piece of about the same size: a
 * fresh host-visible allocation costs more than the copy through it (the
 * driver pins and the kernel zeroes every page; clpeak's 256 MiB writes ran
 * at 2 GB/s on the H100 and on lavapipe, see docs/benchmarks.md). */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#define CHUNK_SIZE (1ull << 20)
#define BIG_MIN (CHUNK_SIZE / 4)
#define FREE_CHUNKS_MAX 16
/* Beyond this much staging in flight an enqueue waits for the device, so a
 * stream of large non-blocking writes cannot exhaust host memory. */
#define STAGING_LIMIT (256ull << 20)
/* Big staging buffers kept per queue, at most this many bytes in all: as
 * much as may be in flight, so that a stream of big transfers (whose
 * pieces are all allocated while the enqueue holds the queue) allocates
 * nothing after the first. A queue that made such transfers holds that
 * much host memory until it is released. */
#define FREE_BIG_BYTES STAGING_LIMIT

struct rt_chunk {
  rt_chunk *next;
  rt_buffer *buf;
};

static bool grow(void **arr, uint32_t *cap, uint32_t n, size_t elem) {
  if (n < *cap) return true;
  uint32_t c = *cap ? *cap * 2 : 4;
  void *p = realloc(*arr, c * elem);
  if (!p) return false;
  *arr = p;
  *cap = c;
  return true;
}

rt_status rt_staging_throttle(rt_queue *q, uint64_t bytes) {
  if (rt_on_completion_thread(q)) return RT_OK; /* it would wait for itself */
  while (q->staging_inflight + bytes > STAGING_LIMIT && !q->failed) {
    if (q->cur && q->cur->ncmds && q->cur->staging_bytes) {
      rt_status st = rt_flush_locked(q);
      if (st != RT_OK) return st;
    }
    if (!q->inflight) break; /* nothing to wait for: go over the limit */
    pthread_cond_wait(&q->done_cv, &q->lock);
  }
  return rt_queue_check_live(q);
}

static void chunk_free(rt_chunk *c) {
  rt_buffer_destroy(c->buf);
  free(c);
}

/* A kept big buffer of at least size bytes and not more than twice that
 * (a small piece should not hold a huge buffer), or NULL. */
static rt_buffer *take_big(rt_queue *q, uint64_t size) {
  for (uint32_t i = 0; i < q->nfree_big; i++) {
    rt_buffer *buf = q->free_big[i];
    if (buf->size >= size && buf->size / 2 <= size) {
      q->free_big[i] = q->free_big[--q->nfree_big];
      return buf;
    }
  }
  return NULL;
}

/* Keeps a big buffer for reuse, in place of the oldest kept ones if the
 * total would pass FREE_BIG_BYTES. */
static void keep_big(rt_queue *q, rt_buffer *buf) {
  if (buf->size > FREE_BIG_BYTES) {
    rt_buffer_destroy(buf);
    return;
  }
  uint64_t total = buf->size;
  for (uint32_t i = 0; i < q->nfree_big; i++) total += q->free_big[i]->size;
  while (q->nfree_big && (total > FREE_BIG_BYTES || q->nfree_big == sizeof q->free_big / sizeof q->free_big[0])) {
    total -= q->free_big[0]->size;
    rt_buffer_destroy(q->free_big[0]);
    memmove(q->free_big, q->free_big + 1, --q->nfree_big * sizeof q->free_big[0]);
  }
  q->free_big[q->nfree_big++] = buf;
}

rt_status rt_staging_alloc(rt_queue *q, rt_batch *b, uint64_t size, uint64_t align,
                           rt_staging *out) {
  rt_buffer *buf;
  uint64_t off;
  if (size >= BIG_MIN) {
    if (!grow((void **)&b->big, &b->capbig, b->nbig, sizeof *b->big))
      return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for staging");
    buf = take_big(q, size);
    if (!buf) {
      rt_status st = rt_buffer_create(q->dev, size, RT_BUFFER_HOST_VISIBLE, &buf);
      if (st != RT_OK) return st;
    }
    b->big[b->nbig++] = buf;
    b->staging_bytes += buf->alloc;
    q->staging_inflight += buf->alloc;
    off = 0;
  } else {
    off = (b->chunk_used + align - 1) / align * align;
    if (!b->nchunks || off + size > CHUNK_SIZE) {
      if (!grow((void **)&b->chunks, &b->capchunks, b->nchunks, sizeof *b->chunks))
        return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for staging");
      rt_chunk *c = q->free_chunks;
      if (c) {
        q->free_chunks = c->next;
        q->nfree_chunks--;
      } else {
        c = calloc(1, sizeof *c);
        if (!c) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for staging");
        rt_status st = rt_buffer_create(q->dev, CHUNK_SIZE, RT_BUFFER_HOST_VISIBLE, &c->buf);
        if (st != RT_OK) {
          free(c);
          return st;
        }
      }
      b->chunks[b->nchunks++] = c;
      b->staging_bytes += CHUNK_SIZE;
      q->staging_inflight += CHUNK_SIZE;
      off = 0;
    }
    buf = b->chunks[b->nchunks - 1]->buf;
    b->chunk_used = off + size;
  }
  out->vk = buf->vk;
  out->off = buf->off + off;
  out->addr = buf->addr + off;
  out->host = buf->host + off;
  return RT_OK;
}

void rt_staging_release(rt_queue *q, rt_batch *b) {
  for (uint32_t i = 0; i < b->nchunks; i++) {
    rt_chunk *c = b->chunks[i];
    if (q->nfree_chunks < FREE_CHUNKS_MAX) {
      c->next = q->free_chunks;
      q->free_chunks = c;
      q->nfree_chunks++;
    } else {
      chunk_free(c);
    }
  }
  for (uint32_t i = 0; i < b->nbig; i++) keep_big(q, b->big[i]);
  q->staging_inflight -= b->staging_bytes;
  b->staging_bytes = 0;
  b->nchunks = b->nbig = 0;
  b->chunk_used = 0;
}

void rt_staging_destroy_free(rt_queue *q) {
  for (rt_chunk *c = q->free_chunks, *n; c; c = n) {
    n = c->next;
    chunk_free(c);
  }
  q->free_chunks = NULL;
  q->nfree_chunks = 0;
  for (uint32_t i = 0; i < q->nfree_big; i++) rt_buffer_destroy(q->free_big[i]);
  q->nfree_big = 0;
}
