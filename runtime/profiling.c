/* profiling.c: device timestamps around each command of a profiling queue,
 * turned into host CLOCK_MONOTONIC nanoseconds. The link between the two
 * clocks is a (device tick, host ns) pair: from VK_EXT_calibrated_timestamps
 * where the device offers CLOCK_MONOTONIC (re-taken as the queue runs, so
 * drift does not accumulate), else measured once per queue by submitting a
 * timestamp write and taking the midpoint of the host times around it.
 * The calibrated pair is re-taken after a submission when the last is
 * older than CAL_PERIOD_NS, while the device runs the batch: the call
 * costs 5.6 us on NVIDIA's driver (bench/vk_floor), too much for the path
 * between a batch's completion and clFinish's return, where it was once
 * taken for every batch, and the clocks drift apart by far less than a
 * microsecond in that period.
 *
 * On CPU devices each batch copies its timestamps into its mapped staging
 * memory at its end and the host reads them from there: lavapipe's
 * vkGetQueryPoolResults costs 10-20 us a batch on a 2-core machine. On
 * GPUs the host reads the query pool: the copy, which must wait for the
 * stamps, added 6-8 us to each batch on the H100, where reading the pool
 * is cheap (bench/vk_floor, docs/benchmarks.md). */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#define CAL_PERIOD_NS 10000000ull /* 10 ms */

static rt_status calibrate_ext(rt_queue *q) {
  rt_device *dev = q->dev;
  VkCalibratedTimestampInfoEXT info[2] = {
      {.sType = VK_STRUCTURE_TYPE_CALIBRATED_TIMESTAMP_INFO_EXT, .timeDomain = VK_TIME_DOMAIN_DEVICE_EXT},
      {.sType = VK_STRUCTURE_TYPE_CALIBRATED_TIMESTAMP_INFO_EXT,
       .timeDomain = VK_TIME_DOMAIN_CLOCK_MONOTONIC_EXT},
  };
  uint64_t ts[2], dev_max;
  VkResult r = dev->fn.get_calibrated_timestamps(dev->vk, 2, info, ts, &dev_max);
  if (r != VK_SUCCESS) return rt_vk_fail(r, "vkGetCalibratedTimestampsEXT");
  q->cal_tick = ts[0];
  q->cal_ns = ts[1];
  return RT_OK;
}

static rt_status calibrate_submit(rt_queue *q) {
  rt_device *dev = q->dev;
  VkCommandBuffer cb = VK_NULL_HANDLE;
  VkQueryPool pool = VK_NULL_HANDLE;
  VkFence fence = VK_NULL_HANDLE;
  rt_status st = RT_OK;
  VkResult r;
  VkCommandBufferAllocateInfo ai = {
      .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
      .commandPool = q->pool,
      .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
      .commandBufferCount = 1,
  };
  VkQueryPoolCreateInfo qi = {
      .sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO,
      .queryType = VK_QUERY_TYPE_TIMESTAMP,
      .queryCount = 1,
  };
  VkFenceCreateInfo fi = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
  VkCommandBufferBeginInfo bi = {
      .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
      .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT,
  };
  if ((r = vkAllocateCommandBuffers(dev->vk, &ai, &cb)) != VK_SUCCESS) {
    cb = VK_NULL_HANDLE;
    st = rt_vk_fail(r, "vkAllocateCommandBuffers (calibration)");
    goto out;
  }
  if ((r = vkCreateQueryPool(dev->vk, &qi, NULL, &pool)) != VK_SUCCESS) {
    pool = VK_NULL_HANDLE;
    st = rt_vk_fail(r, "vkCreateQueryPool (calibration)");
    goto out;
  }
  if ((r = vkCreateFence(dev->vk, &fi, NULL, &fence)) != VK_SUCCESS) {
    fence = VK_NULL_HANDLE;
    st = rt_vk_fail(r, "vkCreateFence (calibration)");
    goto out;
  }
  if ((r = vkBeginCommandBuffer(cb, &bi)) != VK_SUCCESS) {
    st = rt_vk_fail(r, "vkBeginCommandBuffer (calibration)");
    goto out;
  }
  vkCmdResetQueryPool(cb, pool, 0, 1);
  vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, pool, 0);
  if ((r = vkEndCommandBuffer(cb)) != VK_SUCCESS) {
    st = rt_vk_fail(r, "vkEndCommandBuffer (calibration)");
    goto out;
  }
  VkSubmitInfo si = {
      .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO,
      .commandBufferCount = 1,
      .pCommandBuffers = &cb,
  };
  uint64_t t0 = rt_host_ns();
  pthread_mutex_lock(&dev->vkq_lock[q->vkq]);
  r = vkQueueSubmit(dev->vkq[q->vkq], 1, &si, fence);
  pthread_mutex_unlock(&dev->vkq_lock[q->vkq]);
  if (r != VK_SUCCESS) {
    st = rt_vk_fail(r, "vkQueueSubmit (calibration)");
    goto out;
  }
  r = vkWaitForFences(dev->vk, 1, &fence, VK_TRUE, UINT64_MAX);
  uint64_t t1 = rt_host_ns();
  if (r != VK_SUCCESS) {
    st = rt_vk_fail(r, "vkWaitForFences (calibration)");
    goto out;
  }
  uint64_t tick;
  r = vkGetQueryPoolResults(dev->vk, pool, 0, 1, sizeof tick, &tick, sizeof tick,
                            VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT);
  if (r != VK_SUCCESS) {
    st = rt_vk_fail(r, "vkGetQueryPoolResults (calibration)");
    goto out;
  }
  q->cal_tick = tick;
  q->cal_ns = t0 + (t1 - t0) / 2;
out:
  if (fence && rt_vk_live()) vkDestroyFence(dev->vk, fence, NULL);
  if (pool && rt_vk_live()) vkDestroyQueryPool(dev->vk, pool, NULL);
  if (cb && rt_vk_live()) vkFreeCommandBuffers(dev->vk, q->pool, 1, &cb);
  return st;
}

rt_status rt_profiling_init(rt_queue *q) {
  uint32_t bits = q->dev->info.timestamp_valid_bits;
  if (!bits) return RT_OK; /* rt_queue_times answers RT_ERR_UNSUPPORTED */
  q->tick_mask = bits >= 64 ? ~0ull : (1ull << bits) - 1;
  q->times = calloc(RT_TIMES_RING, sizeof *q->times);
  if (!q->times) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for profiling");
  rt_status st = q->dev->calibrated_monotonic ? calibrate_ext(q) : calibrate_submit(q);
  if (st != RT_OK) {
    free(q->times);
    q->times = NULL;
    return st;
  }
  q->copy_stamps = q->dev->info.type == RT_DEVICE_CPU;
  q->profiling = true;
  return RT_OK;
}

void rt_profiling_fini(rt_queue *q) {
  free(q->times);
  q->times = NULL;
}

void rt_profiling_batch_reset(rt_queue *q, rt_batch *b) {
  if (q->dev->host_query_reset) {
    if (rt_vk_live()) q->dev->fn.reset_query_pool(q->dev->vk, b->qpool, 0, 2 * RT_BATCH_MAX_CMDS);
  } else
    vkCmdResetQueryPool(b->cb, b->qpool, 0, 2 * RT_BATCH_MAX_CMDS);
}

/* BOTTOM_OF_PIPE latches once everything before has finished: the start
 * stamp follows the previous command's end (and the submission), the end
 * stamp the command's own work. */
void rt_profiling_stamp(rt_batch *b, bool end) {
  vkCmdWriteTimestamp(b->cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, b->qpool, 2 * b->ncmds + end);
}

void rt_profiling_copy_out(rt_queue *q, rt_batch *b) {
  b->qhost = NULL;
  rt_staging s;
  /* Without staging, collect falls back to vkGetQueryPoolResults. */
  if (!b->ncmds || !q->copy_stamps || rt_staging_alloc(q, b, 2 * sizeof(uint64_t) * b->ncmds, 8, &s) != RT_OK) return;
  /* WAIT: the copy follows the end stamps' availability, not only the
   * commands before it. The flush's host barrier, recorded next, makes the
   * copy visible to the host. */
  vkCmdCopyQueryPoolResults(b->cb, b->qpool, 0, 2 * b->ncmds, s.vk, s.off, sizeof(uint64_t),
                            VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT);
  b->qhost = (const uint64_t *)s.host;
}

void rt_profiling_after_submit(rt_queue *q) {
  if (q->profiling && q->dev->calibrated_monotonic && rt_host_ns() - q->cal_ns > CAL_PERIOD_NS)
    (void)calibrate_ext(q); /* on failure the older pair stays */
}

/* A calibration: a device tick and the host time it was taken at. */
typedef struct cal_pair {
  uint64_t tick, ns;
} cal_pair;

static uint64_t to_host(const rt_queue *q, cal_pair cal, uint64_t tick) {
  /* Ticks wrap at the valid bits; the difference is small and signed. */
  uint64_t d = (tick - cal.tick) & q->tick_mask;
  int64_t delta;
  if (q->tick_mask == ~0ull) {
    delta = (int64_t)d;
  } else {
    uint64_t sign = (q->tick_mask >> 1) + 1;
    delta = (d & sign) ? (int64_t)(d | ~q->tick_mask) : (int64_t)d;
  }
  double ns = (double)delta * q->dev->info.timestamp_period_ns;
  int64_t host = (int64_t)cal.ns + (int64_t)ns;
  return host < 0 ? 0 : (uint64_t)host;
}

void rt_profiling_collect(rt_queue *q, rt_batch *b, uint64_t seen_ns) {
  uint64_t ticks[2 * RT_BATCH_MAX_CMDS];
  uint32_t n = b->ncmds;
  if (n == 0) return;
  if (b->qhost) {
    memcpy(ticks, b->qhost, 2 * sizeof ticks[0] * n);
  } else {
    VkResult r = vkGetQueryPoolResults(q->dev->vk, b->qpool, 0, 2 * n, sizeof ticks, ticks,
                                       sizeof ticks[0], VK_QUERY_RESULT_64_BIT);
    if (r != VK_SUCCESS) return; /* the times stay unavailable (RT_ERR_INVALID) */
  }
  /* The pair is re-taken under the lock (rt_profiling_after_submit). */
  pthread_mutex_lock(&q->lock);
  const cal_pair cal = {q->cal_tick, q->cal_ns};
  /* The clocks agree only to within the calibration error (and some
   * drivers latch timestamps late), but the batch ran between its
   * submission and the moment the host saw it done. The whole batch is
   * shifted into that window, keeping the device-measured durations and
   * gaps; then each command starts no earlier than its predecessor ended. */
  uint64_t first = to_host(q, cal, ticks[0]), last = to_host(q, cal, ticks[2 * n - 1]);
  int64_t shift = 0;
  if (last > seen_ns) shift = -(int64_t)(last - seen_ns);
  if ((int64_t)first + shift < (int64_t)b->submit_ns) shift = (int64_t)b->submit_ns - (int64_t)first;
  uint64_t prev_end = b->submit_ns;
  for (uint32_t i = 0; i < n; i++) {
    rt_seq seq = b->first + i;
    int64_t s0 = (int64_t)to_host(q, cal, ticks[2 * i]) + shift, e0 = (int64_t)to_host(q, cal, ticks[2 * i + 1]) + shift;
    uint64_t start = s0 < (int64_t)prev_end ? prev_end : (uint64_t)s0;
    uint64_t end = e0 < (int64_t)start ? start : (uint64_t)e0;
    if (end > seen_ns) end = seen_ns;
    if (start > end) start = end;
    prev_end = end;
    q->times[seq % RT_TIMES_RING] = (rt_times){seq, b->submit_ns, start, end};
  }
  pthread_mutex_unlock(&q->lock);
}

rt_status rt_queue_times(rt_queue *q, rt_seq seq, uint64_t *submit_ns, uint64_t *start_ns,
                         uint64_t *end_ns) {
  if (!q) return rt_fail(RT_ERR_INVALID, "rt_queue_times: NULL queue");
  if (!q->profiling)
    return rt_fail(RT_ERR_UNSUPPORTED, "rt_queue_times: %s",
                   (q->flags & RT_QUEUE_PROFILING) ? "the device has no timestamps"
                                                   : "queue made without RT_QUEUE_PROFILING");
  pthread_mutex_lock(&q->lock);
  rt_times t = q->times[seq % RT_TIMES_RING];
  /* Times are collected before the command's completion work runs, so
   * completion callbacks can read them. */
  bool ok = seq && t.seq == seq;
  pthread_mutex_unlock(&q->lock);
  if (!ok)
    return rt_fail(RT_ERR_INVALID, "rt_queue_times: no times for command %llu (not complete, or "
                   "older than the last %u)", (unsigned long long)seq, RT_TIMES_RING);
  if (submit_ns) *submit_ns = t.submit;
  if (start_ns) *start_ns = t.start;
  if (end_ns) *end_ns = t.end;
  return RT_OK;
}
