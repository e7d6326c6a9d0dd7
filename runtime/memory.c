/* memory.c: device memory. Small buffers are carved out of 64 MiB blocks,
 * each a VkDeviceMemory with one VkBuffer over all of it, so a buffer is
 * (block buffer, offset) and costs no Vulkan object of its own; big buffers
 * get a dedicated block. Every block has a device address and, where the
 * memory is host-visible, a persistent mapping. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#define BLOCK_SIZE (64ull << 20)

typedef struct rt_range {
  uint64_t off, size;
} rt_range;

struct rt_block {
  rt_block *next;
  uint32_t type;
  bool dedicated;
  VkDeviceMemory mem;
  VkBuffer buf;
  uint64_t size;
  uint64_t addr;
  uint8_t *host;
  uint64_t used;
  rt_range *free; /* sorted by offset, never adjacent */
  uint32_t nfree, capfree;
};

VkDeviceMemory rt_block_memory(const rt_block *b) { return b->mem; }
uint32_t rt_block_memory_type(const rt_block *b) { return b->type; }

/* Texel-buffer usage: 1D buffer images are views of buffers. */
static const VkBufferUsageFlags usage =
    VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT |
    VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
    VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT | VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT;

static VkResult make_buffer(rt_device *dev, uint64_t size, VkBuffer *out) {
  VkBufferCreateInfo ci = {
      .sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
      .size = size,
      .usage = usage,
      .sharingMode = VK_SHARING_MODE_EXCLUSIVE,
  };
  return vkCreateBuffer(dev->vk, &ci, NULL, out);
}

/* Orders the memory types for each class, best first. Types that are
 * host-visible but not coherent are left out: every host-visible block is
 * mapped for good and nobody would flush it. */
static void rank_types(rt_device *dev, uint32_t bits) {
  const VkMemoryPropertyFlags DL = VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT,
                              HV = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT,
                              HC = VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                              HCA = VK_MEMORY_PROPERTY_HOST_CACHED_BIT;
  const VkMemoryPropertyFlags bad =
      VK_MEMORY_PROPERTY_PROTECTED_BIT | VK_MEMORY_PROPERTY_LAZILY_ALLOCATED_BIT |
      VK_MEMORY_PROPERTY_DEVICE_COHERENT_BIT_AMD | VK_MEMORY_PROPERTY_DEVICE_UNCACHED_BIT_AMD;
  /* Passes in order of preference: each adds the types that have `need`
   * and lack `avoid`; later passes drop preferences. */
  struct pass {
    VkMemoryPropertyFlags need, avoid;
  };
  const struct pass unified[] = {{DL | HV | HC | HCA, 0}, {DL | HV | HC, 0}, {HV | HC, 0}};
  const struct pass discrete[] = {{DL, HV}, {DL, 0}, {0, 0}};
  const struct pass visible[] = {{HV | HC | HCA, 0}, {HV | HC, 0}};
  const struct pass *passes[2] = {dev->info.host_unified_memory ? unified : discrete, visible};
  const uint32_t npasses[2] = {3, 2};
  const VkPhysicalDeviceMemoryProperties *mp = &dev->memprops;
  for (int c = 0; c < 2; c++) {
    rt_allocator *a = &dev->mem;
    a->ncand[c] = 0;
    for (uint32_t p = 0; p < npasses[c]; p++) {
      const struct pass *ps = &passes[c][p];
      for (uint32_t t = 0; t < mp->memoryTypeCount; t++) {
        VkMemoryPropertyFlags f = mp->memoryTypes[t].propertyFlags;
        if (!(bits & (1u << t)) || (f & bad) || ((f & HV) && !(f & HC)) ||
            (f & ps->need) != ps->need || (f & ps->avoid))
          continue;
        bool seen = false;
        for (uint32_t i = 0; i < a->ncand[c]; i++) seen |= a->cand[c][i] == t;
        if (!seen) a->cand[c][a->ncand[c]++] = t;
      }
    }
  }
}

rt_status rt_allocator_init(rt_device *dev) {
  rt_allocator *a = &dev->mem;
  memset(a, 0, sizeof *a);
  a->align = dev->info.mem_base_addr_align;
  a->block_size = BLOCK_SIZE < dev->info.max_alloc_size ? BLOCK_SIZE : dev->info.max_alloc_size;
  /* Buffers of a quarter block or more waste too much of a block when
   * freed out of order; they get their own memory. */
  a->dedicated_min = a->block_size / 4;

  VkBuffer probe;
  VkResult r = make_buffer(dev, 256, &probe);
  if (r != VK_SUCCESS) return rt_vk_fail(r, "vkCreateBuffer (memory type probe)");
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(dev->vk, probe, &req);
  if (rt_vk_live()) vkDestroyBuffer(dev->vk, probe, NULL);
  rank_types(dev, req.memoryTypeBits);
  if (!a->ncand[0] || !a->ncand[1])
    return rt_fail(RT_ERR_UNSUPPORTED, "%s: no usable memory type for storage buffers",
                   dev->info.name);
  pthread_mutex_init(&a->lock, NULL);
  return RT_OK;
}

static void block_destroy(rt_device *dev, rt_block *b) {
  if (b->buf && rt_vk_live()) vkDestroyBuffer(dev->vk, b->buf, NULL);
  if (b->mem && rt_vk_live()) vkFreeMemory(dev->vk, b->mem, NULL); /* unmaps too */
  free(b->free);
  free(b);
}

/* Blocks still in use here are the caller's leak; they go anyway. */
void rt_allocator_fini(rt_device *dev) {
  rt_allocator *a = &dev->mem;
  for (uint32_t t = 0; t < VK_MAX_MEMORY_TYPES; t++)
    for (rt_block *b = a->pools[t], *n; b; b = n) {
      n = b->next;
      block_destroy(dev, b);
    }
  memset(a->pools, 0, sizeof a->pools);
  pthread_mutex_destroy(&a->lock);
}

/* A block of `size` bytes of memory type `type` whose usable part starts
 * at a device address aligned to the allocator's alignment. */
static rt_status block_create(rt_device *dev, uint32_t type, uint64_t size, bool dedicated,
                              rt_block **out) {
  rt_allocator *a = &dev->mem;
  rt_block *b = calloc(1, sizeof *b);
  if (!b) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for a memory block");
  b->type = type;
  b->dedicated = dedicated;
  rt_status st;
  uint64_t slack = 0;
  /* Addresses are aligned far beyond 256 bytes on every driver seen, but
   * nothing promises it: retry once with room to align by hand. */
  for (int attempt = 0; attempt < 2; attempt++) {
    VkResult r = make_buffer(dev, size + slack, &b->buf);
    if (r != VK_SUCCESS) {
      b->buf = VK_NULL_HANDLE;
      st = rt_vk_fail(r, "vkCreateBuffer");
      goto fail;
    }
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(dev->vk, b->buf, &req);
    if (!(req.memoryTypeBits & (1u << type))) {
      st = rt_fail(RT_ERR_UNSUPPORTED, "memory type %u cannot hold buffers", type);
      goto fail;
    }
    VkMemoryDedicatedAllocateInfo ded = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO,
        .buffer = b->buf,
    };
    VkMemoryAllocateFlagsInfo fl = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO,
        .pNext = dedicated ? &ded : NULL,
        .flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT,
    };
    VkMemoryAllocateInfo ai = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
        .pNext = &fl,
        .allocationSize = req.size,
        .memoryTypeIndex = type,
    };
    r = vkAllocateMemory(dev->vk, &ai, NULL, &b->mem);
    if (r != VK_SUCCESS) {
      b->mem = VK_NULL_HANDLE;
      st = rt_vk_fail(r, "vkAllocateMemory");
      goto fail;
    }
    r = vkBindBufferMemory(dev->vk, b->buf, b->mem, 0);
    if (r != VK_SUCCESS) {
      st = rt_vk_fail(r, "vkBindBufferMemory");
      goto fail;
    }
    VkBufferDeviceAddressInfo bi = {.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO,
                                    .buffer = b->buf};
    b->addr = dev->fn.get_buffer_address(dev->vk, &bi);
    uint64_t skew = (a->align - b->addr % a->align) % a->align;
    if (skew <= slack) {
      b->size = size + slack;
      if (dev->memprops.memoryTypes[type].propertyFlags & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT) {
        void *p;
        r = vkMapMemory(dev->vk, b->mem, 0, VK_WHOLE_SIZE, 0, &p);
        if (r != VK_SUCCESS) {
          st = rt_vk_fail(r, "vkMapMemory");
          goto fail;
        }
        b->host = p;
      }
      b->free = malloc(sizeof *b->free);
      if (!b->free) {
        st = rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for a memory block");
        goto fail;
      }
      b->free[0] = (rt_range){skew, size};
      b->nfree = b->capfree = 1;
      *out = b;
      return RT_OK;
    }
    if (rt_vk_live()) vkDestroyBuffer(dev->vk, b->buf, NULL);
    if (rt_vk_live()) vkFreeMemory(dev->vk, b->mem, NULL);
    b->buf = VK_NULL_HANDLE;
    b->mem = VK_NULL_HANDLE;
    slack = a->align;
  }
  st = rt_fail(RT_ERR_DEVICE_MEMORY, "cannot get a %llu-byte aligned device address",
               (unsigned long long)a->align);
fail:
  block_destroy(dev, b);
  return st;
}

/* First fit; sizes and offsets are multiples of the alignment. */
static bool range_take(rt_block *b, uint64_t size, uint64_t *off) {
  for (uint32_t i = 0; i < b->nfree; i++) {
    rt_range *r = &b->free[i];
    if (r->size < size) continue;
    *off = r->off;
    r->off += size;
    r->size -= size;
    if (!r->size) {
      memmove(r, r + 1, (b->nfree - i - 1) * sizeof *r);
      b->nfree--;
    }
    b->used += size;
    return true;
  }
  return false;
}

/* Gives a range back, merging with its neighbours. Only fails (leaking
 * the range, never corrupting the list) if the list cannot grow. */
static void range_give(rt_block *b, uint64_t off, uint64_t size) {
  b->used -= size;
  uint32_t lo = 0, hi = b->nfree;
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    if (b->free[mid].off < off)
      lo = mid + 1;
    else
      hi = mid;
  }
  bool join_prev = lo > 0 && b->free[lo - 1].off + b->free[lo - 1].size == off;
  bool join_next = lo < b->nfree && off + size == b->free[lo].off;
  if (join_prev && join_next) {
    b->free[lo - 1].size += size + b->free[lo].size;
    memmove(&b->free[lo], &b->free[lo + 1], (b->nfree - lo - 1) * sizeof *b->free);
    b->nfree--;
  } else if (join_prev) {
    b->free[lo - 1].size += size;
  } else if (join_next) {
    b->free[lo].off = off;
    b->free[lo].size += size;
  } else {
    if (b->nfree == b->capfree) {
      uint32_t cap = b->capfree * 2;
      rt_range *n = realloc(b->free, cap * sizeof *n);
      if (!n) return;
      b->free = n;
      b->capfree = cap;
    }
    memmove(&b->free[lo + 1], &b->free[lo], (b->nfree - lo) * sizeof *b->free);
    b->free[lo] = (rt_range){off, size};
    b->nfree++;
  }
}

static rt_status suballoc(rt_device *dev, uint32_t cls, uint64_t size, rt_block **blk,
                          uint64_t *off) {
  rt_allocator *a = &dev->mem;
  for (uint32_t i = 0; i < a->ncand[cls]; i++)
    for (rt_block *b = a->pools[a->cand[cls][i]]; b; b = b->next)
      if (range_take(b, size, off)) {
        *blk = b;
        return RT_OK;
      }
  rt_status st = RT_ERR_DEVICE_MEMORY;
  for (uint32_t i = 0; i < a->ncand[cls]; i++) {
    uint32_t t = a->cand[cls][i];
    rt_block *b;
    st = block_create(dev, t, a->block_size, false, &b);
    if (st != RT_OK) continue;
    b->next = a->pools[t];
    a->pools[t] = b;
    range_take(b, size, off);
    *blk = b;
    return RT_OK;
  }
  return st;
}

/* SHOAL_STAGED_TRANSFERS, a test hook: 1, a device's own buffers are not
 * mapped for the host, so transfers, maps and moves between devices take
 * a discrete GPU's staged paths even on a device (lavapipe) whose memory
 * is all host-visible; 2, the same and no device imports host memory
 * either, so moves take the path of devices that cannot. */
static int staged_hook(void) {
  static atomic_int v = -1;
  int x = atomic_load(&v);
  if (x < 0) {
    const char *e = getenv("SHOAL_STAGED_TRANSFERS");
    x = e && !strcmp(e, "1") ? 1 : e && !strcmp(e, "2") ? 2 : 0;
    atomic_store(&v, x);
  }
  return x;
}

rt_status rt_buffer_create(rt_device *dev, uint64_t size, uint32_t flags, rt_buffer **out) {
  if (!out) return rt_fail(RT_ERR_INVALID, "rt_buffer_create: NULL output");
  *out = NULL;
  if (!dev) return rt_fail(RT_ERR_INVALID, "rt_buffer_create: NULL device");
  if (!size) return rt_fail(RT_ERR_INVALID, "rt_buffer_create: zero size");
  if (flags & ~(uint32_t)RT_BUFFER_HOST_VISIBLE)
    return rt_fail(RT_ERR_INVALID, "rt_buffer_create: unknown flags 0x%x", flags);
  if (size > dev->info.max_alloc_size)
    return rt_fail(RT_ERR_INVALID, "rt_buffer_create: %llu bytes exceed the device's limit of %llu",
                   (unsigned long long)size, (unsigned long long)dev->info.max_alloc_size);
  rt_status st = rt_device_ready(dev);
  if (st != RT_OK) return st;
  rt_allocator *a = &dev->mem;
  uint64_t alloc = (size + a->align - 1) / a->align * a->align;
  uint32_t cls = (flags & RT_BUFFER_HOST_VISIBLE) ? 1 : 0;

  rt_buffer *buf = calloc(1, sizeof *buf);
  if (!buf) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for a buffer");
  rt_block *b = NULL;
  uint64_t off = 0;
  if (alloc >= a->dedicated_min) {
    st = RT_ERR_DEVICE_MEMORY;
    for (uint32_t i = 0; i < a->ncand[cls] && st != RT_OK; i++)
      st = block_create(dev, a->cand[cls][i], alloc, true, &b);
    if (st == RT_OK) range_take(b, alloc, &off);
  } else {
    pthread_mutex_lock(&a->lock);
    st = suballoc(dev, cls, alloc, &b, &off);
    pthread_mutex_unlock(&a->lock);
  }
  if (st != RT_OK) {
    free(buf);
    return st;
  }
  buf->dev = dev;
  buf->block = b;
  buf->vk = b->buf;
  buf->off = off;
  buf->size = size;
  buf->alloc = alloc;
  buf->addr = b->addr + off;
  buf->host = b->host && !(cls == 0 && staged_hook()) ? b->host + off : NULL;
  *out = buf;
  return RT_OK;
}

uint64_t rt_device_host_import_align(const rt_device *dev) {
  return dev && staged_hook() != 2 ? dev->host_import_align : 0;
}

rt_status rt_buffer_import_host(rt_device *dev, void *ptr, uint64_t size, rt_buffer **out) {
  if (!out) return rt_fail(RT_ERR_INVALID, "rt_buffer_import_host: NULL output");
  *out = NULL;
  uint64_t al = dev ? dev->host_import_align : 0;
  if (!al) return rt_fail(RT_ERR_UNSUPPORTED, "rt_buffer_import_host: the device cannot import host memory");
  if (!ptr || !size || (uintptr_t)ptr % al || size % al)
    return rt_fail(RT_ERR_INVALID, "rt_buffer_import_host: pointer and size must be non-zero multiples of %llu",
                   (unsigned long long)al);
  rt_status st = rt_device_ready(dev);
  if (st != RT_OK) return st;
  const VkExternalMemoryHandleTypeFlagBits ht = VK_EXTERNAL_MEMORY_HANDLE_TYPE_HOST_ALLOCATION_BIT_EXT;
  VkMemoryHostPointerPropertiesEXT hp = {.sType = VK_STRUCTURE_TYPE_MEMORY_HOST_POINTER_PROPERTIES_EXT};
  VkResult r = dev->fn.get_host_pointer_properties(dev->vk, ht, ptr, &hp);
  if (r != VK_SUCCESS) return rt_vk_fail(r, "vkGetMemoryHostPointerPropertiesEXT");
  rt_block *b = calloc(1, sizeof *b);
  rt_buffer *buf = calloc(1, sizeof *buf);
  if (!b || !buf) {
    free(b);
    free(buf);
    return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for an imported buffer");
  }
  b->dedicated = true;
  b->size = size;
  VkExternalMemoryBufferCreateInfo ext = {.sType = VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO,
                                          .handleTypes = ht};
  VkBufferCreateInfo ci = {
      .sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
      .pNext = &ext,
      .size = size,
      .usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
      .sharingMode = VK_SHARING_MODE_EXCLUSIVE,
  };
  r = vkCreateBuffer(dev->vk, &ci, NULL, &b->buf);
  if (r != VK_SUCCESS) {
    b->buf = VK_NULL_HANDLE;
    st = rt_vk_fail(r, "vkCreateBuffer (imported host memory)");
    goto fail;
  }
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(dev->vk, b->buf, &req);
  uint32_t types = req.memoryTypeBits & hp.memoryTypeBits;
  if (!types || req.size > size) {
    st = rt_fail(RT_ERR_UNSUPPORTED, "no memory type takes this imported host memory");
    goto fail;
  }
  VkImportMemoryHostPointerInfoEXT imp = {.sType = VK_STRUCTURE_TYPE_IMPORT_MEMORY_HOST_POINTER_INFO_EXT,
                                          .handleType = ht,
                                          .pHostPointer = ptr};
  VkMemoryAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
                             .pNext = &imp,
                             .allocationSize = size,
                             .memoryTypeIndex = (uint32_t)__builtin_ctz(types)};
  r = vkAllocateMemory(dev->vk, &ai, NULL, &b->mem);
  if (r != VK_SUCCESS) {
    b->mem = VK_NULL_HANDLE;
    st = rt_vk_fail(r, "vkAllocateMemory (imported host memory)");
    goto fail;
  }
  r = vkBindBufferMemory(dev->vk, b->buf, b->mem, 0);
  if (r != VK_SUCCESS) {
    st = rt_vk_fail(r, "vkBindBufferMemory (imported host memory)");
    goto fail;
  }
  /* Not mapped through Vulkan: the host reaches it through ptr, which the
   * caller owns and keeps until the buffer is destroyed. */
  *buf = (rt_buffer){.dev = dev, .block = b, .vk = b->buf, .size = size, .alloc = size};
  *out = buf;
  return RT_OK;
fail:
  block_destroy(dev, b);
  free(buf);
  return st;
}

void rt_buffer_destroy(rt_buffer *buf) {
  if (!buf) return;
  rt_device *dev = buf->dev;
  rt_block *b = buf->block;
  if (b->dedicated) {
    block_destroy(dev, b);
    free(buf);
    return;
  }
  rt_allocator *a = &dev->mem;
  pthread_mutex_lock(&a->lock);
  range_give(b, buf->off, buf->alloc);
  /* Keep one empty block per memory type so that create/destroy loops do
   * not allocate device memory each time; free any other. */
  if (!b->used) {
    rt_block **link = NULL, *other_empty = NULL;
    for (rt_block **p = &a->pools[b->type]; *p; p = &(*p)->next) {
      if (*p == b)
        link = p;
      else if (!(*p)->used)
        other_empty = *p;
    }
    if (other_empty && link) {
      *link = b->next;
      block_destroy(dev, b);
    }
  }
  pthread_mutex_unlock(&a->lock);
  free(buf);
}

uint64_t rt_buffer_size(const rt_buffer *buf) { return buf ? buf->size : 0; }
uint64_t rt_buffer_device_address(const rt_buffer *buf) { return buf ? buf->addr : 0; }
void *rt_buffer_host_ptr(const rt_buffer *buf) { return buf ? buf->host : NULL; }
