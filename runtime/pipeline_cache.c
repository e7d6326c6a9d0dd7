/* pipeline_cache.c: the device's VkPipelineCache as bytes, so the ICD can
 * keep it on disk between runs and a second run of an application makes
 * its pipelines from the driver's cache instead of compiling them. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

void *rt_pipeline_cache_data(rt_device *dev, size_t *size) {
  *size = 0;
  if (!dev || !atomic_load(&dev->ready) || !dev->cache || !rt_vk_live()) return NULL;
  size_t n = 0;
  if (vkGetPipelineCacheData(dev->vk, dev->cache, &n, NULL) != VK_SUCCESS || !n) return NULL;
  void *data = malloc(n);
  if (!data) return NULL;
  /* VK_INCOMPLETE if the cache grew in between: what fits is still a
   * valid cache. */
  VkResult r = vkGetPipelineCacheData(dev->vk, dev->cache, &n, data);
  if ((r != VK_SUCCESS && r != VK_INCOMPLETE) || !n) {
    free(data);
    return NULL;
  }
  *size = n;
  return data;
}

rt_status rt_pipeline_cache_merge(rt_device *dev, const void *data, size_t size) {
  if (!dev || !data || !size) return rt_fail(RT_ERR_INVALID, "rt_pipeline_cache_merge: no data");
  if (!rt_vk_live()) return rt_fail(RT_ERR_DEVICE_LOST, "the process is exiting");
  rt_status st = rt_device_ready(dev);
  if (st != RT_OK) return st;
  VkPipelineCacheCreateInfo ci = {
    .sType = VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO,
    .initialDataSize = size,
    .pInitialData = data,
  };
  VkPipelineCache saved;
  VkResult r = vkCreatePipelineCache(dev->vk, &ci, NULL, &saved);
  if (r != VK_SUCCESS) return rt_vk_fail(r, "vkCreatePipelineCache (saved data)");
  r = vkMergePipelineCaches(dev->vk, dev->cache, 1, &saved);
  if (rt_vk_live()) vkDestroyPipelineCache(dev->vk, saved, NULL);
  return r == VK_SUCCESS ? RT_OK : rt_vk_fail(r, "vkMergePipelineCaches");
}

uint32_t rt_pipelines_made(rt_device *dev) { return dev ? atomic_load(&dev->pipelines_made) : 0; }

void rt_pipeline_cache_uuid(rt_device *dev, uint8_t uuid[16]) { memcpy(uuid, dev->cache_uuid, 16); }
