/* descriptors.c: the descriptor sets of dispatches that bind images. Each
 * batch allocates sets from its own pools, which are reset when the batch
 * is recycled, so a steady stream of dispatches allocates no pool. */
#include "internal.h"

#include <stdlib.h>

/* A pool's capacity; a set larger than this gets a pool of its own size. */
enum { POOL_SETS = 64, POOL_IMAGES = 256, POOL_TEXELS = 64 };

static VkDescriptorType vk_type(rt_binding_kind k) {
  switch (k) {
  case RT_BIND_SAMPLED_IMAGE: return VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE;
  case RT_BIND_STORAGE_IMAGE: return VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
  case RT_BIND_UNIFORM_TEXEL_BUFFER: return VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
  default: return VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
  }
}

static const rt_binding *find_binding(const rt_pipeline *p, uint32_t binding) {
  uint32_t n;
  const rt_binding *b = rt_pipeline_bindings(p, &n);
  for (uint32_t i = 0; i < n; i++)
    if (b[i].binding == binding) return &b[i];
  return NULL;
}

/* Whether a view of an image can be bound as `kind`. */
static bool view_fits(const rt_image *img, rt_view v, rt_binding_kind kind) {
  bool buffer = img->desc.type == RT_IMAGE_BUFFER;
  bool sampled = v == RT_VIEW_SAMPLED || v == RT_VIEW_RAW_SAMPLED;
  switch (kind) {
  case RT_BIND_SAMPLED_IMAGE: return !buffer && sampled && img->view[v];
  case RT_BIND_STORAGE_IMAGE: return !buffer && !sampled && img->view[v];
  case RT_BIND_UNIFORM_TEXEL_BUFFER: return buffer && v == RT_VIEW_SAMPLED && img->bview[v];
  default: return buffer && v == RT_VIEW_STORAGE && img->bview[v];
  }
}

rt_status rt_descriptors_check(const rt_device *dev, const rt_pipeline *p, const rt_descriptor *d, uint32_t n) {
  uint32_t nb;
  rt_pipeline_bindings(p, &nb);
  if (n != nb) return rt_fail(RT_ERR_INVALID, "dispatch gives %u images for %u bindings", n, nb);
  if (n && !d) return rt_fail(RT_ERR_INVALID, "dispatch: NULL descriptors");
  for (uint32_t i = 0; i < n; i++) {
    const rt_binding *b = find_binding(p, d[i].binding);
    if (!b) return rt_fail(RT_ERR_INVALID, "dispatch: no binding %u in the shader", d[i].binding);
    for (uint32_t j = 0; j < i; j++)
      if (d[j].binding == d[i].binding) return rt_fail(RT_ERR_INVALID, "dispatch: binding %u given twice", d[i].binding);
    if (!d[i].image || d[i].image->dev != dev || (unsigned)d[i].view >= RT_VIEW_COUNT)
      return rt_fail(RT_ERR_INVALID, "dispatch: bad image for binding %u", d[i].binding);
    if (!view_fits(d[i].image, d[i].view, b->kind))
      return rt_fail(RT_ERR_UNSUPPORTED, "dispatch: the image has no view of kind %u for binding %u", d[i].view,
                     d[i].binding);
  }
  return RT_OK;
}

static rt_status pool_new(rt_device *dev, rt_batch *b, uint32_t images, uint32_t texels) {
  if (b->npools == b->cappools) {
    uint32_t cap = b->cappools ? b->cappools * 2 : 4;
    VkDescriptorPool *np = realloc(b->pools, cap * sizeof *np);
    if (!np) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for descriptor pools");
    b->pools = np;
    b->cappools = cap;
  }
  VkDescriptorPoolSize sizes[4] = {
    {VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, images},
    {VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, images},
    {VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER, texels},
    {VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER, texels},
  };
  VkDescriptorPoolCreateInfo ci = {
      .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
      .maxSets = POOL_SETS,
      .poolSizeCount = 4,
      .pPoolSizes = sizes,
  };
  VkDescriptorPool pool;
  VkResult r = vkCreateDescriptorPool(dev->vk, &ci, NULL, &pool);
  if (r != VK_SUCCESS) return rt_vk_fail(r, "vkCreateDescriptorPool");
  b->pools[b->npools++] = pool;
  return RT_OK;
}

static VkResult try_alloc(rt_device *dev, VkDescriptorPool pool, VkDescriptorSetLayout dsl, VkDescriptorSet *out) {
  VkDescriptorSetAllocateInfo ai = {
      .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
      .descriptorPool = pool,
      .descriptorSetCount = 1,
      .pSetLayouts = &dsl,
  };
  return vkAllocateDescriptorSets(dev->vk, &ai, out);
}

rt_status rt_descriptor_set(rt_device *dev, rt_batch *b, const rt_pipeline *p, const rt_descriptor *d, uint32_t n,
                            VkDescriptorSet *out) {
  VkDescriptorSetLayout dsl = rt_pipeline_set_layout(p);
  VkResult r = VK_ERROR_OUT_OF_POOL_MEMORY;
  /* The current pool, then the next ones (reset ones come back in turn),
   * then a new one. */
  while (b->curpool < b->npools) {
    r = try_alloc(dev, b->pools[b->curpool], dsl, out);
    if (r != VK_ERROR_OUT_OF_POOL_MEMORY && r != VK_ERROR_FRAGMENTED_POOL) break;
    b->curpool++;
  }
  if (r == VK_ERROR_OUT_OF_POOL_MEMORY || r == VK_ERROR_FRAGMENTED_POOL) {
    uint32_t images = n > POOL_IMAGES ? n : POOL_IMAGES, texels = n > POOL_TEXELS ? n : POOL_TEXELS;
    rt_status st = pool_new(dev, b, images, texels);
    if (st != RT_OK) return st;
    b->curpool = b->npools - 1;
    r = try_alloc(dev, b->pools[b->curpool], dsl, out);
  }
  if (r != VK_SUCCESS) return rt_vk_fail(r, "vkAllocateDescriptorSets");
  VkWriteDescriptorSet w[64];
  VkDescriptorImageInfo ii[64];
  for (uint32_t done = 0; done < n;) {
    uint32_t k = 0;
    for (; k < 64 && done + k < n; k++) {
      const rt_descriptor *x = &d[done + k];
      rt_binding_kind kind = find_binding(p, x->binding)->kind;
      w[k] = (VkWriteDescriptorSet){
          .sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
          .dstSet = *out,
          .dstBinding = x->binding,
          .descriptorCount = 1,
          .descriptorType = vk_type(kind),
      };
      if (kind == RT_BIND_SAMPLED_IMAGE || kind == RT_BIND_STORAGE_IMAGE) {
        ii[k] = (VkDescriptorImageInfo){VK_NULL_HANDLE, x->image->view[x->view], VK_IMAGE_LAYOUT_GENERAL};
        w[k].pImageInfo = &ii[k];
      } else {
        w[k].pTexelBufferView = &x->image->bview[x->view];
      }
    }
    vkUpdateDescriptorSets(dev->vk, k, w, 0, NULL);
    done += k;
  }
  return RT_OK;
}

void rt_descriptor_bind(rt_batch *b, const rt_pipeline *p, VkDescriptorSet set, const rt_descriptor *d, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) rt_image_prepare(b, d[i].image);
  vkCmdBindDescriptorSets(b->cb, VK_PIPELINE_BIND_POINT_COMPUTE, rt_pipeline_layout(p), 0, 1, &set, 0, NULL);
}

void rt_descriptor_pools_reset(rt_device *dev, rt_batch *b) {
  for (uint32_t i = 0; i < b->npools && rt_vk_live(); i++) vkResetDescriptorPool(dev->vk, b->pools[i], 0);
  b->curpool = 0;
}

void rt_descriptor_pools_free(rt_device *dev, rt_batch *b) {
  for (uint32_t i = 0; i < b->npools; i++) if (rt_vk_live()) vkDestroyDescriptorPool(dev->vk, b->pools[i], NULL);
  free(b->pools);
  b->pools = NULL;
  b->npools = b->cappools = b->curpool = 0;
}
