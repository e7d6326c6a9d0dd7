/* dispatch.c: kernel launches. One command may hold several dispatches (a
 * split NDRange); each gets its push constants, and arguments that do not
 * fit there travel in staging memory whose device address is patched into
 * the pushed bytes. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

/* Argument buffers are aligned for any OpenCL type (long16, double16). */
#define ARGS_ALIGN 128

static rt_status check(const rt_queue *q, const rt_dispatch *d, uint32_t i) {
  const rt_device_info *in = &q->dev->info;
  if (!d->pipeline) return rt_fail(RT_ERR_INVALID, "dispatch %u: NULL pipeline", i);
  if (rt_pipeline_device(d->pipeline) != q->dev)
    return rt_fail(RT_ERR_INVALID, "dispatch %u: pipeline of another device", i);
  if (d->push_size && !d->push) return rt_fail(RT_ERR_INVALID, "dispatch %u: NULL push data", i);
  if (((d->push_size + 3) & ~3u) > q->dev->push_size)
    return rt_fail(RT_ERR_INVALID, "dispatch %u: %u bytes of push constants (device maximum %u)", i,
                   d->push_size, q->dev->push_size);
  if (d->args_size) {
    if (!d->args) return rt_fail(RT_ERR_INVALID, "dispatch %u: NULL argument data", i);
    if ((uint64_t)d->args_addr_offset + 8 > d->push_size)
      return rt_fail(RT_ERR_INVALID, "dispatch %u: argument address at %u outside %u push bytes", i,
                     d->args_addr_offset, d->push_size);
  }
  for (int k = 0; k < 3; k++)
    if (d->groups[k] > in->max_workgroup_count[k])
      return rt_fail(RT_ERR_INVALID, "dispatch %u: %u groups in dimension %d (device maximum %u)", i,
                     d->groups[k], k, in->max_workgroup_count[k]);
  return rt_descriptors_check(q->dev, d->pipeline, d->desc, d->ndesc);
}

/* The descriptor sets of a command's dispatches, made before the command
 * is opened (this can fail). Dispatches of a split NDRange share their
 * images and their shader's layout, so they share a set. */
static rt_status make_sets(rt_queue *q, rt_batch *b, const rt_dispatch *d, uint32_t count, VkDescriptorSet *sets) {
  for (uint32_t i = 0; i < count; i++) {
    sets[i] = VK_NULL_HANDLE;
    if (!d[i].ndesc) continue;
    if (i && d[i].desc == d[i - 1].desc && d[i].ndesc == d[i - 1].ndesc &&
        rt_pipeline_set_layout(d[i].pipeline) == rt_pipeline_set_layout(d[i - 1].pipeline)) {
      sets[i] = sets[i - 1];
      continue;
    }
    rt_status st = rt_descriptor_set(q->dev, b, d[i].pipeline, d[i].desc, d[i].ndesc, &sets[i]);
    if (st != RT_OK) return st;
  }
  return RT_OK;
}

rt_status rt_enqueue_dispatch(rt_queue *q, const rt_dispatch *d, uint32_t count, rt_seq *out) {
  if (!q) return rt_fail(RT_ERR_INVALID, "rt_enqueue_dispatch: NULL queue");
  if (count && !d) return rt_fail(RT_ERR_INVALID, "rt_enqueue_dispatch: NULL dispatches");
  uint64_t args_total = 0;
  bool work = false;
  for (uint32_t i = 0; i < count; i++) {
    rt_status st = check(q, &d[i], i);
    if (st != RT_OK) return st;
    if (d[i].args_size) args_total += (d[i].args_size + ARGS_ALIGN - 1) & ~(uint64_t)(ARGS_ALIGN - 1);
    work |= d[i].groups[0] && d[i].groups[1] && d[i].groups[2];
  }

  pthread_mutex_lock(&q->lock);
  rt_batch *b;
  rt_staging s = {0};
  rt_status st = args_total ? rt_staging_throttle(q, args_total) : rt_queue_check_live(q);
  if (st == RT_OK) st = rt_batch_begin(q, &b);
  /* All argument buffers of the command in one piece of staging. */
  if (st == RT_OK && args_total) st = rt_staging_alloc(q, b, args_total, ARGS_ALIGN, &s);
  VkDescriptorSet small_sets[16], *sets = count <= 16 ? small_sets : NULL;
  if (st == RT_OK && !sets && !(sets = malloc(count * sizeof *sets)))
    st = rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for descriptor sets");
  if (st == RT_OK) st = make_sets(q, b, d, count, sets);
  if (st == RT_OK) {
    rt_cmd_open(q, b, work);
    uint64_t args_at = 0;
    for (uint32_t i = 0; i < count; i++) {
      const rt_dispatch *x = &d[i];
      uint64_t args_addr = 0;
      if (x->args_size) {
        memcpy(s.host + args_at, x->args, x->args_size);
        args_addr = s.addr + args_at;
        args_at += (x->args_size + ARGS_ALIGN - 1) & ~(uint64_t)(ARGS_ALIGN - 1);
      }
      if (!x->groups[0] || !x->groups[1] || !x->groups[2]) continue;
      VkPipeline p = rt_pipeline_vk(x->pipeline);
      if (b->bound != p) {
        vkCmdBindPipeline(b->cb, VK_PIPELINE_BIND_POINT_COMPUTE, p);
        b->bound = p;
      }
      if (x->ndesc) rt_descriptor_bind(b, x->pipeline, sets[i], x->desc, x->ndesc);
      if (x->push_size) {
        /* Vulkan pushes whole words; pad, and patch the argument address
         * into our copy, never the caller's bytes. */
        uint32_t size = (x->push_size + 3) & ~3u;
        const void *bytes = x->push;
        uint8_t copy[4096];
        if (size != x->push_size || x->args_size) {
          memcpy(copy, x->push, x->push_size);
          memset(copy + x->push_size, 0, size - x->push_size);
          if (x->args_size) memcpy(copy + x->args_addr_offset, &args_addr, 8);
          bytes = copy;
        }
        vkCmdPushConstants(b->cb, q->dev->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, size, bytes);
      }
      vkCmdDispatch(b->cb, x->groups[0], x->groups[1], x->groups[2]);
    }
    st = rt_cmd_close(q, b, out);
  }
  pthread_mutex_unlock(&q->lock);
  if (sets != small_sets) free(sets);
  return st;
}
