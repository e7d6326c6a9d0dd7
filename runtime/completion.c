/* completion.c: retiring batches. A batch is done once the timeline
 * semaphore reaches its last seq; its host work (copies out of staging for
 * reads, callbacks, release of staging memory) then runs in seq order, and
 * only then does the batch count as retired, so a waiter never sees a
 * command complete before its read data arrived.
 *
 * Two kinds of thread retire batches: the queue's completion thread, which
 * waits for every batch in order, and a thread blocked in rt_queue_wait,
 * which polls the semaphore itself and retires what it sees done. The
 * second saves two thread hand-offs on the path of every clFinish of a
 * short kernel (docs/benchmarks.md, launch latency). Whichever claims the
 * oldest batch in flight (sets b->retiring under the queue lock) retires
 * it; the other waits for that. */
#include "internal.h"

#include <sched.h>
#include <string.h>

static void run(const rt_deferred *d, rt_status st) {
  switch (d->kind) {
  case RT_DEF_COPY:
    if (st == RT_OK) rt_host_copy(d->u.copy.dst, d->u.copy.src, d->u.copy.size);
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

/* The queue whose batch this thread is retiring, if any: a callback it
 * runs that waits on that queue would wait for itself. */
static RT_THREAD_LOCAL const rt_queue *retiring_here;

bool rt_on_completion_thread(const rt_queue *q) {
  return retiring_here == q || (q->thread_started && pthread_equal(pthread_self(), q->thread));
}

/* Reads the timeline semaphore; false if it cannot be read now. */
static bool read_timeline(rt_queue *q, uint64_t *v) {
  rt_device *dev = q->dev;
  if (!dev->fn.get_semaphore_counter) return false;
  if (!rt_vk_enter()) return false; /* the process is exiting (exit_guard.c) */
  VkResult r = dev->fn.get_semaphore_counter(dev->vk, q->tl->sem, v);
  rt_vk_leave();
  return r == VK_SUCCESS;
}

typedef enum { WAIT_DONE, WAIT_LOST, WAIT_LEFT_TO_POLLER } wait_result;

/* Waits until the timeline reaches last, or until a thread in
 * rt_queue_wait polls it instead. A batch that reached the device is
 * waited for even when the queue failed later (a refused submission),
 * since it may still be using its staging memory. Finite timeouts let a
 * lost device that never answers be given up on. Takes last by value:
 * another thread may retire and recycle the batch meanwhile. */
static wait_result wait_timeline(rt_queue *q, rt_seq last) {
  rt_device *dev = q->dev;
  /* Poll first: a blocking wait on many drivers sleeps until an interrupt
   * or a timer, tens of microseconds after a short kernel is done. Yield
   * between polls, since on a CPU device the kernel needs the cores. */
  uint64_t until = rt_host_ns() + rt_spin_ns();
  uint64_t v = 0;
  while (read_timeline(q, &v)) {
    if (v >= last) return WAIT_DONE;
    if (atomic_load_explicit(&q->pollers, memory_order_relaxed)) return WAIT_LEFT_TO_POLLER;
    if (rt_host_ns() >= until) break;
    sched_yield();
  }
  VkSemaphoreWaitInfo wi = {
      .sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO,
      .semaphoreCount = 1,
      .pSemaphores = &q->tl->sem,
      .pValues = &last,
  };
  for (;;) {
    if (!rt_vk_enter()) return WAIT_LOST;
    VkResult r = dev->fn.wait_semaphores(dev->vk, &wi, 1000000000ull);
    rt_vk_leave();
    if (r == VK_SUCCESS) return WAIT_DONE;
    pthread_mutex_lock(&q->lock);
    bool lost = q->failed == RT_ERR_DEVICE_LOST;
    if (r != VK_TIMEOUT) {
      rt_vk_fail(r, "vkWaitSemaphores");
      if (!q->failed) q->failed = RT_ERR_DEVICE_LOST;
      lost = true;
    }
    pthread_mutex_unlock(&q->lock);
    if (lost) return WAIT_LOST;
  }
}

/* Runs the host work of b, the oldest batch in flight, which this thread
 * claimed (b->retiring), and retires it. Called and returns with q->lock
 * held; drops it while work runs. */
static void retire_locked(rt_queue *q, rt_batch *b, bool ok) {
  const rt_queue *outer = retiring_here;
  bool own_thread = q->thread_started && pthread_equal(pthread_self(), q->thread);
  retiring_here = q;
  b->seen_ns = rt_host_ns();
  if (ok && q->profiling) {
    pthread_mutex_unlock(&q->lock);
    rt_profiling_collect(q, b, b->seen_ns);
    pthread_mutex_lock(&q->lock);
  }
  rt_status st = ok ? RT_OK : RT_ERR_DEVICE_LOST;
  /* The list may grow while we run it (rt_queue_on_complete), and may be
   * reallocated: copy each item out under the lock. */
  for (uint32_t i = 0; i < b->ndef; i++) {
    rt_deferred d = b->def[i];
    pthread_mutex_unlock(&q->lock);
    run(&d, st);
    pthread_mutex_lock(&q->lock);
  }
  q->retired_seq = b->last;
  if (rt_log_level() >= 2)
    rt_log("batch %llu..%llu: submit %.1f us, then seen after %.1f us, host work %.1f us (%s)",
           (unsigned long long)b->first, (unsigned long long)b->last,
           (double)(b->submitted_ns - b->submit_ns) * 1e-3, (double)(b->seen_ns - b->submitted_ns) * 1e-3,
           (double)(rt_host_ns() - b->seen_ns) * 1e-3,
           own_thread ? "completion thread" : "waiting thread");
  if (ok) atomic_store_explicit(&q->done_seq, b->last, memory_order_release);
  q->inflight = b->next;
  if (!q->inflight) q->inflight_tail = NULL;
  q->ninflight--;
  rt_batch_recycle(q, b);
  retiring_here = outer;
  pthread_cond_broadcast(&q->done_cv);
}

bool rt_retire_seen_locked(rt_queue *q) {
  rt_batch *b = q->inflight;
  if (!b || b->retiring || !b->submitted) return false;
  rt_seq last = b->last;
  pthread_mutex_unlock(&q->lock);
  uint64_t v = 0;
  bool seen = read_timeline(q, &v) && v >= last;
  pthread_mutex_lock(&q->lock);
  if (!seen) return false;
  if (q->retired_seq >= last) return true; /* the completion thread did */
  if (b->retiring) return false;            /* it is doing it now */
  b->retiring = true;
  retire_locked(q, b, true);
  return true;
}

void *rt_completion_main(void *arg) {
  rt_queue *q = arg;
  pthread_mutex_lock(&q->lock);
  for (;;) {
    while (!q->inflight && !q->stop) pthread_cond_wait(&q->work_cv, &q->lock);
    rt_batch *b = q->inflight;
    if (!b) break; /* stopping, and nothing left */
    if (b->retiring) { /* a waiting thread is retiring it */
      pthread_cond_wait(&q->done_cv, &q->lock);
      continue;
    }
    rt_seq last = b->last;
    bool ok = b->submitted;
    pthread_mutex_unlock(&q->lock);
    wait_result w = ok ? wait_timeline(q, last) : WAIT_LOST;
    pthread_mutex_lock(&q->lock);
    if (w == WAIT_LEFT_TO_POLLER) {
      while (q->pollers && q->retired_seq < last) pthread_cond_wait(&q->done_cv, &q->lock);
      continue;
    }
    ok = w == WAIT_DONE;
    /* Retired meanwhile by a waiting thread (b may already be recycled),
     * or being retired by one. */
    if (q->retired_seq >= last || b->retiring) continue;
    b->retiring = true;
    retire_locked(q, b, ok);
  }
  pthread_mutex_unlock(&q->lock);
  return NULL;
}
