/* completion.c: the per-queue completion thread. It waits for submitted
 * batches in order (the timeline semaphore reaching each batch's last seq),
 * then does their host work in seq order: copies out of staging for reads,
 * callbacks, release of staging memory. Only then does the batch count as
 * done, so a waiter never sees a command complete before its read data
 * arrived. */
#include "internal.h"

#include <sched.h>
#include <string.h>

static void run(const rt_deferred *d, rt_status st) {
  switch (d->kind) {
  case RT_DEF_COPY:
    if (st == RT_OK) memcpy(d->u.copy.dst, d->u.copy.src, d->u.copy.size);
    break;
  case RT_DEF_RECT: {
    const rt_rect *r = &d->u.rect.r;
    if (st == RT_OK)
      rt_rect_host_rows(r, d->u.rect.src, d->u.rect.dst, r->dst_offset, r->dst_row_pitch,
                        r->dst_slice_pitch, true);
    break;
  }
  case RT_DEF_CALLBACK:
    d->u.cb.fn(d->u.cb.arg, st);
    break;
  }
}

/* Waits for the batch; false if the device was lost. A batch that reached
 * the device is waited for even when the queue failed later (a refused
 * submission), since it may still be using its staging memory. Finite
 * timeouts let a lost device that never answers be given up on. */
static bool wait_batch(rt_queue *q, rt_batch *b) {
  rt_device *dev = q->dev;
  /* Poll first: a blocking wait on many drivers sleeps until an interrupt
   * or a timer, tens of microseconds after a short kernel is done. Yield
   * between polls, since on a CPU device the kernel needs the cores. */
  if (dev->fn.get_semaphore_counter) {
    uint64_t until = rt_host_ns() + rt_spin_ns();
    do {
      uint64_t v = 0;
      if (!rt_vk_enter()) return false; /* the process is exiting (exit_guard.c) */
      VkResult r = dev->fn.get_semaphore_counter(dev->vk, q->tl->sem, &v);
      rt_vk_leave();
      if (r != VK_SUCCESS) break;
      if (v >= b->last) return true;
      sched_yield();
    } while (rt_host_ns() < until);
  }
  VkSemaphoreWaitInfo wi = {
      .sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO,
      .semaphoreCount = 1,
      .pSemaphores = &q->tl->sem,
      .pValues = &b->last,
  };
  for (;;) {
    if (!rt_vk_enter()) return false;
    VkResult r = dev->fn.wait_semaphores(dev->vk, &wi, 1000000000ull);
    rt_vk_leave();
    if (r == VK_SUCCESS) return true;
    pthread_mutex_lock(&q->lock);
    bool lost = q->failed == RT_ERR_DEVICE_LOST;
    if (r != VK_TIMEOUT) {
      rt_vk_fail(r, "vkWaitSemaphores");
      if (!q->failed) q->failed = RT_ERR_DEVICE_LOST;
      lost = true;
    }
    pthread_mutex_unlock(&q->lock);
    if (lost) return false;
  }
}

void *rt_completion_main(void *arg) {
  rt_queue *q = arg;
  pthread_mutex_lock(&q->lock);
  for (;;) {
    while (!q->inflight && !q->stop) pthread_cond_wait(&q->work_cv, &q->lock);
    rt_batch *b = q->inflight;
    if (!b) break; /* stopping, and nothing left */
    bool ok = b->submitted;
    pthread_mutex_unlock(&q->lock);

    if (ok) ok = wait_batch(q, b);
    b->seen_ns = rt_host_ns();
    if (ok && q->profiling) rt_profiling_collect(q, b, b->seen_ns);
    rt_status st = ok ? RT_OK : RT_ERR_DEVICE_LOST;

    /* The list may grow while we run it (rt_queue_on_complete), and may be
     * reallocated: copy each item out under the lock. */
    pthread_mutex_lock(&q->lock);
    b->retiring = true;
    for (uint32_t i = 0; i < b->ndef; i++) {
      rt_deferred d = b->def[i];
      pthread_mutex_unlock(&q->lock);
      run(&d, st);
      pthread_mutex_lock(&q->lock);
    }
    q->retired_seq = b->last;
    if (rt_log_level() >= 2)
      rt_log("batch %llu..%llu: submit %.1f us, then seen after %.1f us, host work %.1f us",
             (unsigned long long)b->first, (unsigned long long)b->last,
             (double)(b->submitted_ns - b->submit_ns) * 1e-3, (double)(b->seen_ns - b->submitted_ns) * 1e-3,
             (double)(rt_host_ns() - b->seen_ns) * 1e-3);
    if (ok) atomic_store_explicit(&q->done_seq, b->last, memory_order_release);
    q->inflight = b->next;
    if (!q->inflight) q->inflight_tail = NULL;
    q->ninflight--;
    rt_batch_recycle(q, b);
    pthread_cond_broadcast(&q->done_cv);
  }
  pthread_mutex_unlock(&q->lock);
  return NULL;
}
