/* pipeline.c: shader modules, and the compute pipelines made from them,
 * cached per (entry point, local size, subgroup size, specialization) in a
 * hash table of the shader. Every layout has the device's one
 * push-constant range; a shader that binds images has its own layout with
 * one descriptor set of them. */
#include "internal.h"
#include "shaders.h"

#include <stdlib.h>
#include <string.h>

struct rt_pipeline {
  rt_pipeline *next; /* hash chain */
  uint64_t hash;
  char *entry;
  uint32_t *key;
  uint32_t nkey;
  VkPipeline vk;
  uint32_t subgroup_size;
  rt_device *dev;
  const rt_shader *shader;
};

struct rt_shader {
  rt_device *dev;
  VkShaderModule mod;
  VkDescriptorSetLayout dsl; /* VK_NULL_HANDLE: no bindings, dev->layout */
  VkPipelineLayout layout;
  rt_binding *bindings;
  uint32_t nbindings;
  char *entries; /* names of GLCompute entry points, each NUL-terminated */
  size_t entries_size;
  pthread_mutex_t lock;
  rt_pipeline **buckets;
  uint32_t nbuckets, count;
};

VkPipeline rt_pipeline_vk(const rt_pipeline *p) { return p->vk; }
rt_device *rt_pipeline_device(const rt_pipeline *p) { return p->dev; }
uint32_t rt_pipeline_subgroup_size(const rt_pipeline *p) { return p ? p->subgroup_size : 0; }
VkPipelineLayout rt_pipeline_layout(const rt_pipeline *p) {
  return p->shader->layout ? p->shader->layout : p->dev->layout;
}
VkDescriptorSetLayout rt_pipeline_set_layout(const rt_pipeline *p) { return p->shader->dsl; }
const rt_binding *rt_pipeline_bindings(const rt_pipeline *p, uint32_t *n) {
  *n = p->shader->nbindings;
  return p->shader->bindings;
}

/* The pipeline cache starts empty; the ICD merges what it saved in an
 * earlier run (pipeline_cache.c) before any pipeline is made. */
static VkResult create_cache(rt_device *dev) {
  VkPipelineCacheCreateInfo ci = {.sType = VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO};
  return vkCreatePipelineCache(dev->vk, &ci, NULL, &dev->cache);
}

rt_status rt_pipeline_layout_init(rt_device *dev) {
  uint32_t push = dev->info.max_push_constants;
  if (push > 4096) push = 4096; /* the dispatch path stages pushes on the stack */
  push &= ~3u;
  dev->push_size = push;
  VkPushConstantRange range = {
      .stageFlags = VK_SHADER_STAGE_COMPUTE_BIT,
      .offset = 0,
      .size = push,
  };
  VkPipelineLayoutCreateInfo ci = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
      .pushConstantRangeCount = push ? 1 : 0,
      .pPushConstantRanges = &range,
  };
  VkResult r = vkCreatePipelineLayout(dev->vk, &ci, NULL, &dev->layout);
  if (r != VK_SUCCESS) {
    dev->layout = VK_NULL_HANDLE;
    return rt_vk_fail(r, "vkCreatePipelineLayout");
  }
  r = create_cache(dev);
  if (r != VK_SUCCESS) {
    dev->cache = VK_NULL_HANDLE;
    return rt_vk_fail(r, "vkCreatePipelineCache");
  }
  return RT_OK;
}

/* Collects the names of GLCompute entry points. Vulkan gives undefined
 * behaviour for a pipeline naming a missing entry point, and drivers
 * crash on truncated modules, so both are caught here. */
static rt_status scan_entries(const uint32_t *w, size_t words, rt_shader *s) {
  enum { OP_ENTRY_POINT = 15, MODEL_GLCOMPUTE = 5 };
  for (size_t i = 5; i < words;) {
    uint32_t n = w[i] >> 16, op = w[i] & 0xffff;
    if (!n || n > words - i)
      return rt_fail(RT_ERR_INVALID, "rt_shader_create: malformed SPIR-V at word %zu", i);
    if (op == OP_ENTRY_POINT && n >= 4 && w[i + 1] == MODEL_GLCOMPUTE) {
      const char *name = (const char *)&w[i + 3];
      size_t len = strnlen(name, (n - 3) * 4);
      if (len == (n - 3) * 4u)
        return rt_fail(RT_ERR_INVALID, "rt_shader_create: unterminated entry point name");
      char *e = realloc(s->entries, s->entries_size + len + 1);
      if (!e) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for a shader");
      memcpy(e + s->entries_size, name, len + 1);
      s->entries = e;
      s->entries_size += len + 1;
    }
    i += n;
  }
  return RT_OK;
}

static bool has_entry(const rt_shader *s, const char *entry) {
  for (size_t i = 0; i < s->entries_size; i += strlen(s->entries + i) + 1)
    if (!strcmp(s->entries + i, entry)) return true;
  return false;
}

static VkDescriptorType descriptor_type(rt_binding_kind k) {
  switch (k) {
  case RT_BIND_SAMPLED_IMAGE: return VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE;
  case RT_BIND_STORAGE_IMAGE: return VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
  case RT_BIND_UNIFORM_TEXEL_BUFFER: return VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
  default: return VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
  }
}

/* The shader's own set layout and pipeline layout, for its bindings. */
static rt_status make_layouts(rt_shader *s, const rt_binding *b, uint32_t n) {
  rt_device *dev = s->dev;
  s->bindings = malloc(n * sizeof *s->bindings);
  VkDescriptorSetLayoutBinding *lb = calloc(n, sizeof *lb);
  if (!s->bindings || !lb) {
    free(lb);
    return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for descriptor bindings");
  }
  for (uint32_t i = 0; i < n; i++) {
    for (uint32_t j = 0; j < i; j++)
      if (b[j].binding == b[i].binding) {
        free(lb);
        return rt_fail(RT_ERR_INVALID, "rt_shader_create_bound: binding %u given twice", b[i].binding);
      }
    if ((unsigned)b[i].kind > RT_BIND_STORAGE_TEXEL_BUFFER) {
      free(lb);
      return rt_fail(RT_ERR_INVALID, "rt_shader_create_bound: bad binding kind");
    }
    s->bindings[i] = b[i];
    lb[i] = (VkDescriptorSetLayoutBinding){.binding = b[i].binding,
                                           .descriptorType = descriptor_type(b[i].kind),
                                           .descriptorCount = 1,
                                           .stageFlags = VK_SHADER_STAGE_COMPUTE_BIT};
  }
  s->nbindings = n;
  VkDescriptorSetLayoutCreateInfo di = {
      .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
      .bindingCount = n,
      .pBindings = lb,
  };
  VkResult r = vkCreateDescriptorSetLayout(dev->vk, &di, NULL, &s->dsl);
  free(lb);
  if (r != VK_SUCCESS) {
    s->dsl = VK_NULL_HANDLE;
    return rt_vk_fail(r, "vkCreateDescriptorSetLayout");
  }
  VkPushConstantRange range = {VK_SHADER_STAGE_COMPUTE_BIT, 0, dev->push_size};
  VkPipelineLayoutCreateInfo ci = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
      .setLayoutCount = 1,
      .pSetLayouts = &s->dsl,
      .pushConstantRangeCount = dev->push_size ? 1 : 0,
      .pPushConstantRanges = &range,
  };
  r = vkCreatePipelineLayout(dev->vk, &ci, NULL, &s->layout);
  if (r != VK_SUCCESS) {
    s->layout = VK_NULL_HANDLE;
    return rt_vk_fail(r, "vkCreatePipelineLayout");
  }
  return RT_OK;
}

static void free_layouts(rt_shader *s) {
  if (s->layout && rt_vk_live()) vkDestroyPipelineLayout(s->dev->vk, s->layout, NULL);
  if (s->dsl && rt_vk_live()) vkDestroyDescriptorSetLayout(s->dev->vk, s->dsl, NULL);
  free(s->bindings);
}

rt_status rt_shader_create(rt_device *dev, const uint32_t *spirv, size_t words, rt_shader **out) {
  return rt_shader_create_bound(dev, spirv, words, NULL, 0, out);
}

rt_status rt_shader_create_bound(rt_device *dev, const uint32_t *spirv, size_t words,
                                 const rt_binding *bindings, uint32_t nbindings, rt_shader **out) {
  if (!out) return rt_fail(RT_ERR_INVALID, "rt_shader_create: NULL output");
  *out = NULL;
  if (!dev || !spirv) return rt_fail(RT_ERR_INVALID, "rt_shader_create: NULL device or code");
  if (words < 5 || spirv[0] != 0x07230203u)
    return rt_fail(RT_ERR_INVALID, "rt_shader_create: not a SPIR-V module (%zu words)", words);
  if (nbindings && !bindings) return rt_fail(RT_ERR_INVALID, "rt_shader_create_bound: NULL bindings");
  rt_status st = rt_device_ready(dev);
  if (st != RT_OK) return st;
  rt_shader *s = calloc(1, sizeof *s);
  if (!s) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for a shader");
  s->nbuckets = 16;
  s->buckets = calloc(s->nbuckets, sizeof *s->buckets);
  if (!s->buckets) {
    free(s);
    return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for a shader");
  }
  s->dev = dev;
  st = scan_entries(spirv, words, s);
  if (st == RT_OK && nbindings) st = make_layouts(s, bindings, nbindings);
  VkShaderModuleCreateInfo ci = {
      .sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
      .codeSize = words * 4,
      .pCode = spirv,
  };
  VkResult r = st == RT_OK ? vkCreateShaderModule(dev->vk, &ci, NULL, &s->mod) : VK_SUCCESS;
  if (st == RT_OK && r != VK_SUCCESS) st = rt_vk_fail(r, "vkCreateShaderModule");
  if (st != RT_OK) {
    free_layouts(s);
    free(s->entries);
    free(s->buckets);
    free(s);
    return st;
  }
  pthread_mutex_init(&s->lock, NULL);
  *out = s;
  return RT_OK;
}

static void pipeline_free(rt_device *dev, rt_pipeline *p) {
  if (p->vk && rt_vk_live()) vkDestroyPipeline(dev->vk, p->vk, NULL);
  free(p->entry);
  free(p->key);
  free(p);
}

void rt_shader_destroy(rt_shader *s) {
  if (!s) return;
  for (uint32_t i = 0; i < s->nbuckets; i++)
    for (rt_pipeline *p = s->buckets[i], *n; p; p = n) {
      n = p->next;
      pipeline_free(s->dev, p);
    }
  if (rt_vk_live()) vkDestroyShaderModule(s->dev->vk, s->mod, NULL);
  free_layouts(s);
  pthread_mutex_destroy(&s->lock);
  free(s->entries);
  free(s->buckets);
  free(s);
}

static uint64_t fnv(uint64_t h, const void *data, size_t n) {
  const uint8_t *p = data;
  for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}

static rt_pipeline *lookup(rt_shader *s, uint64_t hash, const char *entry, const uint32_t *key,
                           uint32_t nkey) {
  for (rt_pipeline *p = s->buckets[hash % s->nbuckets]; p; p = p->next)
    if (p->hash == hash && p->nkey == nkey && !memcmp(p->key, key, nkey * 4) &&
        !strcmp(p->entry, entry))
      return p;
  return NULL;
}

static void insert(rt_shader *s, rt_pipeline *p) {
  if (s->count >= s->nbuckets) {
    /* Growing is optional: on failure the chains just get longer. */
    uint32_t nb = s->nbuckets * 2;
    rt_pipeline **b = calloc(nb, sizeof *b);
    if (b) {
      for (uint32_t i = 0; i < s->nbuckets; i++)
        for (rt_pipeline *q = s->buckets[i], *n; q; q = n) {
          n = q->next;
          q->next = b[q->hash % nb];
          b[q->hash % nb] = q;
        }
      free(s->buckets);
      s->buckets = b;
      s->nbuckets = nb;
    }
  }
  p->next = s->buckets[p->hash % s->nbuckets];
  s->buckets[p->hash % s->nbuckets] = p;
  s->count++;
}

/* Checks the key against the device; picks the subgroup size to require
 * (0: none). */
static rt_status check_key(const rt_device *dev, const rt_pipeline_key *k, uint32_t *require) {
  const rt_device_info *in = &dev->info;
  uint64_t n = 1;
  for (int i = 0; i < 3; i++) {
    if (!k->local_size[i] || k->local_size[i] > in->max_workgroup_size[i])
      return rt_fail(RT_ERR_INVALID, "local size %u in dimension %d (device maximum %u)",
                     k->local_size[i], i, in->max_workgroup_size[i]);
    n *= k->local_size[i];
  }
  if (n > in->max_workgroup_invocations)
    return rt_fail(RT_ERR_INVALID, "local size %llu invocations (device maximum %u)",
                   (unsigned long long)n, in->max_workgroup_invocations);
  if (k->nspec && (!k->spec_ids || !k->spec_values))
    return rt_fail(RT_ERR_INVALID, "rt_pipeline_get: %u spec constants without arrays", k->nspec);
  for (uint32_t i = 0; i < k->nspec; i++) {
    if (k->spec_ids[i] < 3)
      return rt_fail(RT_ERR_INVALID, "spec constant id %u is reserved for the local size",
                     k->spec_ids[i]);
    for (uint32_t j = 0; j < i; j++)
      if (k->spec_ids[j] == k->spec_ids[i])
        return rt_fail(RT_ERR_INVALID, "spec constant id %u given twice", k->spec_ids[i]);
  }
  for (uint32_t i = 0; k->subgroup_max_spec_id && i < k->nspec; i++)
    if (k->spec_ids[i] == k->subgroup_max_spec_id)
      return rt_fail(RT_ERR_INVALID, "spec constant id %u given twice", k->subgroup_max_spec_id);
  if (k->subgroup_max_spec_id && k->subgroup_max_spec_id < 3)
    return rt_fail(RT_ERR_INVALID, "spec constant id %u is reserved for the local size",
                   k->subgroup_max_spec_id);
  uint32_t req = k->required_subgroup_size;
  if (req) {
    if (!in->subgroup_size_control || req & (req - 1) || req < in->min_subgroup_size ||
        req > in->max_subgroup_size)
      return rt_fail(RT_ERR_UNSUPPORTED, "subgroup size %u not available (device: %u..%u%s)", req,
                     in->min_subgroup_size, in->max_subgroup_size,
                     in->subgroup_size_control ? "" : ", no size control");
    if (n > (uint64_t)req * in->max_compute_workgroup_subgroups)
      return rt_fail(RT_ERR_UNSUPPORTED,
                     "%llu invocations need more than %u subgroups of %u",
                     (unsigned long long)n, in->max_compute_workgroup_subgroups, req);
  }
  if (k->full_subgroups) {
    if (!in->compute_full_subgroups)
      return rt_fail(RT_ERR_UNSUPPORTED, "device cannot require full subgroups");
    uint32_t m = req ? req : in->max_subgroup_size;
    if (k->local_size[0] % m)
      return rt_fail(RT_ERR_INVALID, "full subgroups need local size x (%u) to be a multiple of %u",
                     k->local_size[0], m);
  }
  /* Where the device varies its subgroup size (and SPIR-V 1.6 modules
   * always allow it to), pin the default so the reported size is the
   * size the kernel runs with. */
  if (!req && in->subgroup_size_control && in->min_subgroup_size != in->max_subgroup_size &&
      n <= (uint64_t)in->subgroup_size * in->max_compute_workgroup_subgroups)
    req = in->subgroup_size;
  *require = req;
  return RT_OK;
}

/* What the subgroup_max_spec_id constant holds (see rt_pipeline_key). */
static uint32_t subgroup_max_value(const rt_device *dev, const rt_pipeline_key *k, uint32_t req) {
  const rt_device_info *in = &dev->info;
  uint32_t size = k->virtual_subgroup_size ? k->virtual_subgroup_size
                 : req ? req : in->min_subgroup_size == in->max_subgroup_size ? in->subgroup_size : 0;
  if (!size || !k->enqueued_invocations) return 0;
  return k->enqueued_invocations < size ? k->enqueued_invocations : size;
}

static rt_status create(rt_shader *s, const char *entry, const rt_pipeline_key *k, uint32_t req,
                        VkPipeline *out) {
  rt_device *dev = s->dev;
  uint32_t n = 3 + k->nspec + (k->subgroup_max_spec_id ? 1 : 0);
  VkSpecializationMapEntry map_small[16];
  uint32_t data_small[16];
  VkSpecializationMapEntry *map = n <= 16 ? map_small : malloc(n * sizeof *map);
  uint32_t *data = n <= 16 ? data_small : malloc(n * sizeof *data);
  if (!map || !data) {
    if (map != map_small) free(map);
    if (data != data_small) free(data);
    return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for specialization");
  }
  for (uint32_t i = 0; i < n; i++) {
    bool sg = i == 3 + k->nspec;
    map[i] = (VkSpecializationMapEntry){
        .constantID = i < 3 ? i : sg ? k->subgroup_max_spec_id : k->spec_ids[i - 3],
        .offset = i * 4,
        .size = 4,
    };
    data[i] = i < 3 ? k->local_size[i] : sg ? subgroup_max_value(dev, k, req) : k->spec_values[i - 3];
  }
  VkSpecializationInfo spec = {
      .mapEntryCount = n,
      .pMapEntries = map,
      .dataSize = n * 4,
      .pData = data,
  };
  VkPipelineShaderStageRequiredSubgroupSizeCreateInfo rs = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO,
      .requiredSubgroupSize = req,
  };
  VkComputePipelineCreateInfo ci = {
      .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
      .flags = rt_pipeline_stats_flags(dev),
      .stage =
          {
              .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
              .pNext = req ? &rs : NULL,
              .flags = k->full_subgroups ? VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT
                                         : 0,
              .stage = VK_SHADER_STAGE_COMPUTE_BIT,
              .module = s->mod,
              .pName = entry,
              .pSpecializationInfo = &spec,
          },
      .layout = s->layout ? s->layout : dev->layout,
  };
  VkResult r = vkCreateComputePipelines(dev->vk, dev->cache, 1, &ci, NULL, out);
  if (r == VK_SUCCESS) {
    atomic_fetch_add(&dev->pipelines_made, 1);
    rt_pipeline_stats_report(dev, *out, entry, k);
  }
  if (map != map_small) free(map);
  if (data != data_small) free(data);
  if (r != VK_SUCCESS) {
    *out = VK_NULL_HANDLE;
    return rt_fail(rt_status_of(r) == RT_ERR_HOST_MEMORY ? RT_ERR_HOST_MEMORY : RT_ERR_RESOURCES,
                   "vkCreateComputePipelines (entry %s, local size %ux%ux%u) failed: %s (%d)", entry,
                   k->local_size[0], k->local_size[1], k->local_size[2], rt_vk_result_name(r),
                   (int)r);
  }
  return RT_OK;
}

rt_status rt_pipeline_get(rt_shader *s, const char *entry, const rt_pipeline_key *k,
                          rt_pipeline **out) {
  if (!out) return rt_fail(RT_ERR_INVALID, "rt_pipeline_get: NULL output");
  *out = NULL;
  if (!s || !entry || !k) return rt_fail(RT_ERR_INVALID, "rt_pipeline_get: NULL argument");
  if (!has_entry(s, entry))
    return rt_fail(RT_ERR_INVALID, "rt_pipeline_get: no compute entry point named %s", entry);
  uint32_t req = 0;
  rt_status st = check_key(s->dev, k, &req);
  if (st != RT_OK) return st;

  /* The key in canonical form: spec pairs sorted by id, then the
   * sub-group constant's id and enqueued size. */
  uint32_t nkey = 6 + 2 * k->nspec + 2;
  uint32_t key_small[8 + 2 * 24];
  uint32_t *key = nkey <= sizeof key_small / 4 ? key_small : malloc(nkey * 4);
  if (!key) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for a pipeline key");
  key[0] = k->local_size[0];
  key[1] = k->local_size[1];
  key[2] = k->local_size[2];
  key[3] = k->required_subgroup_size;
  key[4] = k->full_subgroups;
  key[5] = k->nspec;
  for (uint32_t i = 0; i < k->nspec; i++) {
    uint32_t id = k->spec_ids[i], v = k->spec_values[i], j = i;
    while (j > 0 && key[6 + 2 * (j - 1)] > id) {
      key[6 + 2 * j] = key[6 + 2 * (j - 1)];
      key[7 + 2 * j] = key[7 + 2 * (j - 1)];
      j--;
    }
    key[6 + 2 * j] = id;
    key[7 + 2 * j] = v;
  }
  key[6 + 2 * k->nspec] = k->subgroup_max_spec_id;
  key[7 + 2 * k->nspec] = k->subgroup_max_spec_id ? k->enqueued_invocations : 0;
  uint64_t hash = fnv(fnv(0xcbf29ce484222325ull, entry, strlen(entry)), key, nkey * 4);

  pthread_mutex_lock(&s->lock);
  rt_pipeline *p = lookup(s, hash, entry, key, nkey);
  pthread_mutex_unlock(&s->lock);
  if (p) goto done;

  /* Compile without the lock: pipelines of other keys need not wait. */
  p = calloc(1, sizeof *p);
  char *ecopy = strdup(entry);
  uint32_t *kcopy = malloc(nkey * 4);
  if (!p || !ecopy || !kcopy) {
    free(p);
    free(ecopy);
    free(kcopy);
    p = NULL;
    st = rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for a pipeline");
    goto done;
  }
  memcpy(kcopy, key, nkey * 4);
  *p = (rt_pipeline){.hash = hash, .entry = ecopy, .key = kcopy, .nkey = nkey, .dev = s->dev, .shader = s,
                     .subgroup_size = req ? req : s->dev->info.subgroup_size};
  st = create(s, entry, k, req, &p->vk);
  if (st != RT_OK) {
    pipeline_free(s->dev, p);
    p = NULL;
    goto done;
  }
  /* SHOAL_LOG=3: each pipeline as it is made, to tell which size a kernel
   * runs at without changing it (a printf would change the kernel) */
  if (rt_log_level() >= 3)
    rt_log("pipeline %s: local size %u,%u,%u, subgroup %u (required %u), sub-group %u", entry, k->local_size[0],
           k->local_size[1], k->local_size[2], p->subgroup_size, req, k->virtual_subgroup_size);
  pthread_mutex_lock(&s->lock);
  rt_pipeline *raced = lookup(s, hash, entry, key, nkey);
  if (!raced) insert(s, p);
  pthread_mutex_unlock(&s->lock);
  if (raced) {
    pipeline_free(s->dev, p);
    p = raced;
  }
done:
  if (key != key_small) free(key);
  *out = p;
  return st;
}

rt_status rt_builtin_fill(rt_device *dev, rt_pipeline **out) {
  pthread_mutex_lock(&dev->builtin_lock);
  rt_status st = RT_OK;
  if (!dev->fill_pipeline) {
    if (!dev->fill_shader) {
      /* The byte-store variant needs 8-bit storage; the other edits edge
       * words with atomics. */
      bool u8 = dev->info.storage8;
      st = rt_shader_create(dev, u8 ? shader_fill_u8 : shader_fill,
                            (u8 ? shader_fill_u8_size : shader_fill_size) / 4, &dev->fill_shader);
    }
    if (st == RT_OK) {
      rt_pipeline_key key = {.local_size = {64, 1, 1}};
      st = rt_pipeline_get(dev->fill_shader, "main", &key, &dev->fill_pipeline);
    }
  }
  *out = dev->fill_pipeline;
  pthread_mutex_unlock(&dev->builtin_lock);
  return st;
}
