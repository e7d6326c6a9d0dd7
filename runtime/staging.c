/* staging.c: host-visible memory for the data a command carries (write
 * sources, read destinations, kernel argument buffers, fill patterns).
 * Small pieces are bump-allocated from 1 MiB chunks that a batch holds
 * until it completes and then gives back to the queue for reuse, so the
 * steady state allocates nothing; big pieces get a buffer of their own. */
#include "internal.h"

#include <stdlib.h>

#define CHUNK_SIZE (1ull << 20)
#define BIG_MIN (CHUNK_SIZE / 4)
#define FREE_CHUNKS_MAX 16
/* Beyond this much staging in flight an enqueue waits for the device, so a
 * stream of large non-blocking writes cannot exhaust host memory. */
#define STAGING_LIMIT (256ull << 20)

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

rt_status rt_staging_alloc(rt_queue *q, rt_batch *b, uint64_t size, uint64_t align,
                           rt_staging *out) {
  rt_buffer *buf;
  uint64_t off;
  if (size >= BIG_MIN) {
    if (!grow((void **)&b->big, &b->capbig, b->nbig, sizeof *b->big))
      return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for staging");
    rt_status st = rt_buffer_create(q->dev, size, RT_BUFFER_HOST_VISIBLE, &buf);
    if (st != RT_OK) return st;
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
  for (uint32_t i = 0; i < b->nbig; i++) rt_buffer_destroy(b->big[i]);
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
}
