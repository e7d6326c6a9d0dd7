/* queue.c: in-order queues. Commands are recorded into the current batch
 * (one command buffer); a batch is submitted on flush, on waits, and when it
 * holds RT_BATCH_MAX_CMDS commands. Each batch signals the queue's timeline
 * semaphore with the seq of its last command, so "timeline >= seq" is
 * "command seq is done" and no seq-to-batch table is needed. The completion
 * thread (completion.c) retires batches in order. */
#include "internal.h"

#include <sched.h>
#include <stdlib.h>
#include <string.h>

/* More batches than this in flight and the enqueuing thread waits: the
 * device is behind, and the host should not race ahead without bound. */
#define MAX_INFLIGHT 64

/* The queue this thread polls in rt_queue_wait: its flush there must not
 * wait for the back-pressure above, since the completion thread leaves
 * the batches to it meanwhile (the two would wait for each other). */
static RT_THREAD_LOCAL const rt_queue *polling_here;

void rt_timeline_release(rt_device *dev, rt_timeline *tl) {
  if (tl && atomic_fetch_sub(&tl->refs, 1) == 1) {
    if (rt_vk_live()) vkDestroySemaphore(dev->vk, tl->sem, NULL);
    free(tl);
  }
}

static rt_status timeline_create(rt_device *dev, rt_timeline **out) {
  rt_timeline *tl = calloc(1, sizeof *tl);
  if (!tl) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for a semaphore");
  VkSemaphoreTypeCreateInfo ti = {
      .sType = VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO,
      .semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE,
      .initialValue = 0,
  };
  VkSemaphoreCreateInfo ci = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO, .pNext = &ti};
  VkResult r = vkCreateSemaphore(dev->vk, &ci, NULL, &tl->sem);
  if (r != VK_SUCCESS) {
    free(tl);
    return rt_vk_fail(r, "vkCreateSemaphore (timeline)");
  }
  atomic_init(&tl->refs, 1);
  *out = tl;
  return RT_OK;
}

rt_status rt_queue_create(rt_device *dev, uint32_t flags, rt_queue **out) {
  if (!out) return rt_fail(RT_ERR_INVALID, "rt_queue_create: NULL output");
  *out = NULL;
  if (!dev) return rt_fail(RT_ERR_INVALID, "rt_queue_create: NULL device");
  if (flags & ~(uint32_t)RT_QUEUE_PROFILING)
    return rt_fail(RT_ERR_INVALID, "rt_queue_create: unknown flags 0x%x", flags);
  rt_status st = rt_device_ready(dev);
  if (st != RT_OK) return st;
  rt_queue *q = calloc(1, sizeof *q);
  if (!q) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for a queue");
  q->dev = dev;
  q->flags = flags;
  /* Queues spread over the device's queues so that independent OpenCL
   * queues can run concurrently. */
  q->vkq = atomic_fetch_add(&dev->next_vkq, 1) % dev->nqueues;
  atomic_init(&q->last_seq, 0);
  atomic_init(&q->done_seq, 0);
  atomic_init(&q->pollers, 0);
  pthread_mutex_init(&q->lock, NULL);
  pthread_cond_init(&q->work_cv, NULL);
  pthread_cond_init(&q->done_cv, NULL);

  VkCommandPoolCreateInfo pci = {
      .sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
      .flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT,
      .queueFamilyIndex = dev->family,
  };
  VkResult r = vkCreateCommandPool(dev->vk, &pci, NULL, &q->pool);
  if (r != VK_SUCCESS) {
    q->pool = VK_NULL_HANDLE;
    st = rt_vk_fail(r, "vkCreateCommandPool");
    goto fail;
  }
  st = timeline_create(dev, &q->tl);
  if (st != RT_OK) goto fail;
  if (flags & RT_QUEUE_PROFILING) {
    st = rt_profiling_init(q);
    if (st != RT_OK) goto fail;
  }
  if (pthread_create(&q->thread, NULL, rt_completion_main, q)) {
    st = rt_fail(RT_ERR_RESOURCES, "cannot start the queue's completion thread");
    goto fail;
  }
  q->thread_started = true;
  *out = q;
  return RT_OK;

fail:
  rt_profiling_fini(q);
  rt_timeline_release(dev, q->tl);
  if (q->pool && rt_vk_live()) vkDestroyCommandPool(dev->vk, q->pool, NULL);
  pthread_cond_destroy(&q->done_cv);
  pthread_cond_destroy(&q->work_cv);
  pthread_mutex_destroy(&q->lock);
  free(q);
  return st;
}

static void batch_free(rt_queue *q, rt_batch *b) {
  rt_device *dev = q->dev;
  for (uint32_t i = 0; i < b->nwait; i++) rt_timeline_release(dev, b->wait_tl[i]);
  if (b->qpool && rt_vk_live()) vkDestroyQueryPool(dev->vk, b->qpool, NULL);
  rt_descriptor_pools_free(dev, b);
  /* the command buffer goes with the pool */
  free(b->def);
  free(b->chunks);
  free(b->big);
  free(b->wait_tl);
  free(b->wait_sem);
  free(b->wait_val);
  free(b->wait_stage);
  free(b);
}

void rt_queue_destroy(rt_queue *q) {
  if (!q) return;
  rt_queue_wait(q, UINT64_MAX);
  pthread_mutex_lock(&q->lock);
  q->stop = true;
  pthread_cond_signal(&q->work_cv);
  pthread_mutex_unlock(&q->lock);
  pthread_join(q->thread, NULL);
  /* The thread retired everything submitted; what is left is an open
   * batch without commands (a failed enqueue) and recycled ones. */
  if (q->cur) {
    rt_staging_release(q, q->cur);
    batch_free(q, q->cur);
  }
  for (rt_batch *b = q->free_batches, *n; b; b = n) {
    n = b->next;
    batch_free(q, b);
  }
  rt_staging_destroy_free(q);
  rt_profiling_fini(q);
  if (rt_vk_live()) vkDestroyCommandPool(q->dev->vk, q->pool, NULL);
  rt_timeline_release(q->dev, q->tl);
  pthread_cond_destroy(&q->done_cv);
  pthread_cond_destroy(&q->work_cv);
  pthread_mutex_destroy(&q->lock);
  free(q);
}

rt_device *rt_queue_device(const rt_queue *q) { return q ? q->dev : NULL; }

rt_seq rt_queue_last(const rt_queue *q) {
  return q ? atomic_load((atomic_uint_fast64_t *)&q->last_seq) : 0;
}

static void fail_queue(rt_queue *q, rt_status st) {
  if (!q->failed) q->failed = st;
  pthread_cond_broadcast(&q->done_cv);
}

rt_status rt_queue_check_live(rt_queue *q) {
  if (q->failed)
    return rt_fail(RT_ERR_DEVICE_LOST, "queue unusable after an earlier failure (status %d)",
                   (int)q->failed);
  return RT_OK;
}

void rt_queue_inject_failure(rt_queue *q, rt_status st) {
  pthread_mutex_lock(&q->lock);
  fail_queue(q, st);
  pthread_mutex_unlock(&q->lock);
}

static rt_status batch_new(rt_queue *q, rt_batch **out) {
  rt_device *dev = q->dev;
  if (!rt_vk_live()) return rt_fail(RT_ERR_DEVICE_LOST, "no new work: the process is exiting");
  rt_batch *b = calloc(1, sizeof *b);
  if (!b) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for a batch");
  VkCommandBufferAllocateInfo ai = {
      .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
      .commandPool = q->pool,
      .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
      .commandBufferCount = 1,
  };
  VkResult r = vkAllocateCommandBuffers(dev->vk, &ai, &b->cb);
  if (r != VK_SUCCESS) {
    free(b);
    return rt_vk_fail(r, "vkAllocateCommandBuffers");
  }
  if (q->profiling) {
    VkQueryPoolCreateInfo qi = {
        .sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO,
        .queryType = VK_QUERY_TYPE_TIMESTAMP,
        .queryCount = 2 * RT_BATCH_MAX_CMDS,
    };
    r = vkCreateQueryPool(dev->vk, &qi, NULL, &b->qpool);
    if (r != VK_SUCCESS) {
      if (rt_vk_live()) vkFreeCommandBuffers(dev->vk, q->pool, 1, &b->cb);
      free(b);
      return rt_vk_fail(r, "vkCreateQueryPool");
    }
  }
  *out = b;
  return RT_OK;
}

rt_status rt_batch_begin(rt_queue *q, rt_batch **out) {
  if (q->cur) {
    *out = q->cur;
    return RT_OK;
  }
  rt_batch *b = q->free_batches;
  if (b) {
    q->free_batches = b->next;
  } else {
    rt_status st = batch_new(q, &b);
    if (st != RT_OK) return st;
  }
  b->next = NULL;
  if (q->profiling && q->dev->host_query_reset) rt_profiling_batch_reset(q, b);
  VkCommandBufferBeginInfo bi = {
      .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
      .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT,
  };
  VkResult r = vkBeginCommandBuffer(b->cb, &bi);
  if (r != VK_SUCCESS) {
    b->next = q->free_batches;
    q->free_batches = b;
    return rt_vk_fail(r, "vkBeginCommandBuffer");
  }
  if (q->profiling && !q->dev->host_query_reset) rt_profiling_batch_reset(q, b);
  b->need_barrier = true;
  b->bound = VK_NULL_HANDLE;
  q->cur = b;
  *out = b;
  return RT_OK;
}

/* Every command sees all effects of the ones before it. */
static void full_barrier(VkCommandBuffer cb) {
  VkMemoryBarrier mb = {
      .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
      .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
      .dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
                       VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
  };
  const VkPipelineStageFlags stages =
      VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
  vkCmdPipelineBarrier(cb, stages, stages, 0, 1, &mb, 0, NULL, 0, NULL);
}

void rt_cmd_open(rt_queue *q, rt_batch *b, bool does_work) {
  /* Commands without device work (markers) need no barrier: the next
   * command with work still waits for everything before it. */
  if (does_work) {
    if (b->need_barrier) full_barrier(b->cb);
    b->need_barrier = true;
  }
  if (q->profiling) rt_profiling_stamp(b, false);
}

rt_status rt_cmd_close(rt_queue *q, rt_batch *b, rt_seq *out) {
  if (q->profiling) rt_profiling_stamp(b, true);
  rt_seq seq = rt_cmd_next_seq(q);
  atomic_store_explicit(&q->last_seq, seq, memory_order_relaxed);
  if (!b->first) b->first = seq;
  b->last = seq;
  b->ncmds++;
  if (out) *out = seq;
  if (b->ncmds >= RT_BATCH_MAX_CMDS) return rt_flush_locked(q);
  return RT_OK;
}

rt_status rt_defer_reserve(rt_batch *b) {
  if (b->ndef < b->capdef) return RT_OK;
  uint32_t cap = b->capdef ? b->capdef * 2 : 8;
  rt_deferred *n = realloc(b->def, cap * sizeof *n);
  if (!n) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for completion work");
  b->def = n;
  b->capdef = cap;
  return RT_OK;
}

/* Keeps the list in seq order; items mostly arrive in order already. */
void rt_defer_push(rt_batch *b, const rt_deferred *d) {
  uint32_t j = b->ndef++;
  while (!b->retiring && j > 0 && b->def[j - 1].seq > d->seq) {
    b->def[j] = b->def[j - 1];
    j--;
  }
  b->def[j] = *d;
}

/* Moves the current batch to the in-flight list, submitted or not: after
 * a failure the completion thread still runs its callbacks (with an
 * error) so nobody waits forever. */
static void to_inflight(rt_queue *q, rt_batch *b) {
  if (q->inflight_tail)
    q->inflight_tail->next = b;
  else
    q->inflight = b;
  q->inflight_tail = b;
  q->ninflight++;
  q->submitted_seq = b->last;
  q->cur = NULL;
  /* A thread polling in rt_queue_wait retires it, and wakes the
   * completion thread for what it leaves: a wake-up here would be a
   * system call on the path of every clFinish. */
  if (!atomic_load_explicit(&q->pollers, memory_order_relaxed)) pthread_cond_signal(&q->work_cv);
}

rt_status rt_flush_locked(rt_queue *q) {
  rt_batch *b = q->cur;
  if (!b || !b->ncmds) return q->failed ? rt_queue_check_live(q) : RT_OK;
  rt_device *dev = q->dev;
  /* exiting (exit_guard.c): what is recorded is never submitted */
  if (!q->failed && !rt_vk_live()) q->failed = RT_ERR_DEVICE_LOST;
  if (q->failed) {
    to_inflight(q, b);
    return rt_queue_check_live(q);
  }
  if (q->profiling) rt_profiling_copy_out(q, b);
  /* Results of the batch must be visible to the host once it is done:
   * reads land in mapped staging memory (and the timestamps). */
  VkMemoryBarrier mb = {
      .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
      .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
      .dstAccessMask = VK_ACCESS_HOST_READ_BIT | VK_ACCESS_HOST_WRITE_BIT,
  };
  vkCmdPipelineBarrier(b->cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                       VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
  VkResult r = vkEndCommandBuffer(b->cb);
  rt_status st = RT_OK;
  if (r != VK_SUCCESS) {
    st = rt_vk_fail(r, "vkEndCommandBuffer");
  } else {
    VkTimelineSemaphoreSubmitInfo ts = {
        .sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO,
        .waitSemaphoreValueCount = b->nwait,
        .pWaitSemaphoreValues = b->wait_val,
        .signalSemaphoreValueCount = 1,
        .pSignalSemaphoreValues = &b->last,
    };
    VkSubmitInfo si = {
        .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO,
        .pNext = &ts,
        .waitSemaphoreCount = b->nwait,
        .pWaitSemaphores = b->wait_sem,
        .pWaitDstStageMask = b->wait_stage,
        .commandBufferCount = 1,
        .pCommandBuffers = &b->cb,
        .signalSemaphoreCount = 1,
        .pSignalSemaphores = &q->tl->sem,
    };
    b->submit_ns = rt_host_ns();
    pthread_mutex_lock(&dev->vkq_lock[q->vkq]);
    r = vkQueueSubmit(dev->vkq[q->vkq], 1, &si, VK_NULL_HANDLE);
    pthread_mutex_unlock(&dev->vkq_lock[q->vkq]);
    b->submitted_ns = rt_host_ns();
    if (r != VK_SUCCESS) st = rt_vk_fail(r, "vkQueueSubmit");
  }
  b->submitted = st == RT_OK;
  if (st != RT_OK) fail_queue(q, st);
  to_inflight(q, b);
  if (st != RT_OK) return st;
  q->device_seq = b->last;
  rt_profiling_after_submit(q);
  /* Begin the next batch now, while the device runs this one: the next
   * enqueue then records at once (beginning a command buffer and
   * resetting its queries is on the critical path of enqueue-then-wait
   * otherwise). A failure here is retried by that enqueue. */
  rt_batch *next;
  (void)rt_batch_begin(q, &next);
  /* Back-pressure; never on the completion thread, which would wait for
   * itself. */
  while (q->ninflight > MAX_INFLIGHT && !q->failed && !rt_on_completion_thread(q) && polling_here != q)
    pthread_cond_wait(&q->done_cv, &q->lock);
  return RT_OK;
}

rt_status rt_queue_flush(rt_queue *q) {
  if (!q) return rt_fail(RT_ERR_INVALID, "rt_queue_flush: NULL queue");
  pthread_mutex_lock(&q->lock);
  rt_status st = rt_flush_locked(q);
  pthread_mutex_unlock(&q->lock);
  return st;
}

rt_status rt_queue_wait(rt_queue *q, rt_seq seq) {
  if (!q) return rt_fail(RT_ERR_INVALID, "rt_queue_wait: NULL queue");
  if (!seq) return RT_OK;
  if (rt_on_completion_thread(q))
    return rt_fail(RT_ERR_INVALID, "rt_queue_wait called from the queue's own completion callback");
  pthread_mutex_lock(&q->lock);
  rt_seq last = atomic_load_explicit(&q->last_seq, memory_order_relaxed);
  if (seq > last) seq = last;
  /* Retire what the device finished here, polling for a while before
   * sleeping on the condition variable: handing each batch to the
   * completion thread and back costs thread wake-ups on the path of every
   * clFinish of a short kernel. */
  bool poll = q->dev->fn.get_semaphore_counter && q->retired_seq < seq;
  const rt_queue *outer = polling_here;
  if (poll) {
    atomic_fetch_add_explicit(&q->pollers, 1, memory_order_relaxed);
    polling_here = q;
  }
  rt_status st = RT_OK;
  if (seq > q->submitted_seq) st = rt_flush_locked(q);
  (void)st; /* a failed flush still retires the batch, with an error */
  if (poll) {
    uint64_t until = rt_host_ns() + rt_spin_ns();
    while (q->retired_seq < seq && !q->failed && rt_host_ns() < until) {
      if (rt_retire_seen_locked(q)) continue;
      pthread_mutex_unlock(&q->lock);
      sched_yield();
      pthread_mutex_lock(&q->lock);
    }
    /* What is left goes to the completion thread. */
    atomic_fetch_sub_explicit(&q->pollers, 1, memory_order_relaxed);
    polling_here = outer;
    if (q->inflight) pthread_cond_signal(&q->work_cv);
    pthread_cond_broadcast(&q->done_cv);
  }
  while (q->retired_seq < seq) pthread_cond_wait(&q->done_cv, &q->lock);
  if (atomic_load_explicit(&q->done_seq, memory_order_relaxed) >= seq)
    st = RT_OK;
  else
    st = rt_fail(RT_ERR_DEVICE_LOST, "command %llu failed: device lost", (unsigned long long)seq);
  pthread_mutex_unlock(&q->lock);
  return st;
}

rt_cmd_state rt_queue_state(rt_queue *q, rt_seq seq) {
  if (!q || !seq) return RT_CMD_COMPLETE;
  if (seq <= atomic_load_explicit(&q->done_seq, memory_order_acquire)) return RT_CMD_COMPLETE;
  pthread_mutex_lock(&q->lock);
  rt_cmd_state s;
  if (seq <= atomic_load_explicit(&q->done_seq, memory_order_relaxed))
    s = RT_CMD_COMPLETE;
  else if (seq <= q->retired_seq || (q->failed && seq > q->device_seq))
    s = RT_CMD_ERROR; /* failed on the device, or will never reach it */
  else if (seq <= q->submitted_seq)
    s = RT_CMD_SUBMITTED;
  else
    s = RT_CMD_QUEUED;
  pthread_mutex_unlock(&q->lock);
  return s;
}

rt_status rt_queue_on_complete(rt_queue *q, rt_seq seq, void (*fn)(void *arg, rt_status status),
                               void *arg) {
  if (!q || !fn) return rt_fail(RT_ERR_INVALID, "rt_queue_on_complete: NULL queue or function");
  pthread_mutex_lock(&q->lock);
  if (seq > atomic_load_explicit(&q->last_seq, memory_order_relaxed)) {
    pthread_mutex_unlock(&q->lock);
    return rt_fail(RT_ERR_INVALID, "rt_queue_on_complete: command %llu was never enqueued",
                   (unsigned long long)seq);
  }
  if (seq <= q->retired_seq) {
    rt_status st = seq <= atomic_load_explicit(&q->done_seq, memory_order_relaxed)
                       ? RT_OK
                       : RT_ERR_DEVICE_LOST;
    pthread_mutex_unlock(&q->lock);
    fn(arg, st);
    return RT_OK;
  }
  rt_batch *b = q->cur && q->cur->ncmds && seq >= q->cur->first ? q->cur : NULL;
  for (rt_batch *i = q->inflight; i && !b; i = i->next)
    if (seq <= i->last) b = i;
  if (!b) { /* cannot happen: seq is neither retired nor pending */
    pthread_mutex_unlock(&q->lock);
    return rt_fail(RT_ERR_INVALID, "rt_queue_on_complete: command %llu not found",
                   (unsigned long long)seq);
  }
  rt_status st = rt_defer_reserve(b);
  if (st == RT_OK) {
    rt_deferred d = {.kind = RT_DEF_CALLBACK, .seq = seq, .u.cb = {fn, arg}};
    rt_defer_push(b, &d);
  }
  pthread_mutex_unlock(&q->lock);
  return st;
}

static rt_status add_wait(rt_batch *b, rt_timeline *tl, uint64_t value) {
  for (uint32_t i = 0; i < b->nwait; i++)
    if (b->wait_tl[i] == tl) {
      if (b->wait_val[i] < value) b->wait_val[i] = value;
      return RT_OK;
    }
  if (b->nwait == b->capwait) {
    uint32_t cap = b->capwait ? b->capwait * 2 : 4;
    rt_timeline **t = realloc(b->wait_tl, cap * sizeof *t);
    if (t) b->wait_tl = t;
    VkSemaphore *s = realloc(b->wait_sem, cap * sizeof *s);
    if (s) b->wait_sem = s;
    uint64_t *v = realloc(b->wait_val, cap * sizeof *v);
    if (v) b->wait_val = v;
    VkPipelineStageFlags *f = realloc(b->wait_stage, cap * sizeof *f);
    if (f) b->wait_stage = f;
    if (!t || !s || !v || !f) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for a dependency");
    b->capwait = cap;
  }
  atomic_fetch_add(&tl->refs, 1);
  b->wait_tl[b->nwait] = tl;
  b->wait_sem[b->nwait] = tl->sem;
  b->wait_val[b->nwait] = value;
  b->wait_stage[b->nwait] = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
  b->nwait++;
  return RT_OK;
}

rt_status rt_queue_depend(rt_queue *q, rt_queue *other, rt_seq seq) {
  if (!q || !other) return rt_fail(RT_ERR_INVALID, "rt_queue_depend: NULL queue");
  if (!seq || q == other) return RT_OK; /* a queue is in order by itself */
  /* Semaphores do not cross devices: wait on the host instead. */
  if (q->dev != other->dev) return rt_queue_wait(other, seq);

  pthread_mutex_lock(&other->lock);
  rt_seq last = atomic_load_explicit(&other->last_seq, memory_order_relaxed);
  if (seq > last) seq = last;
  rt_status st = RT_OK;
  bool done = seq <= atomic_load_explicit(&other->done_seq, memory_order_relaxed);
  if (!done && other->failed) st = rt_queue_check_live(other);
  if (!done && st == RT_OK && seq > other->submitted_seq) st = rt_flush_locked(other);
  rt_timeline *tl = other->tl;
  if (!done && st == RT_OK) atomic_fetch_add(&tl->refs, 1);
  pthread_mutex_unlock(&other->lock);
  if (done || st != RT_OK) return st;

  pthread_mutex_lock(&q->lock);
  st = rt_queue_check_live(q);
  /* The wait covers a whole submission. Submitting what is recorded keeps
   * earlier commands from waiting too, and from deadlocking against
   * `other` if it depends on them. */
  if (st == RT_OK && q->cur && q->cur->ncmds) st = rt_flush_locked(q);
  rt_batch *b = NULL;
  if (st == RT_OK) st = rt_batch_begin(q, &b);
  if (st == RT_OK) st = add_wait(b, tl, seq);
  pthread_mutex_unlock(&q->lock);
  rt_timeline_release(q->dev, tl);
  return st;
}

/* Lock held. Returns the batch's resources and puts it on the free list. */
void rt_batch_recycle(rt_queue *q, rt_batch *b) {
  rt_staging_release(q, b);
  rt_descriptor_pools_reset(q->dev, b);
  for (uint32_t i = 0; i < b->nwait; i++) rt_timeline_release(q->dev, b->wait_tl[i]);
  b->nwait = 0;
  b->ndef = 0;
  b->qhost = NULL;
  b->first = b->last = 0;
  b->ncmds = 0;
  b->submitted = b->retiring = false;
  b->next = q->free_batches;
  q->free_batches = b;
}
