/* vk_floor.c: the launch latency of the Vulkan driver itself, with no
 * OpenCL in between: the floor under Shoal's enqueue + clFinish of an
 * empty kernel (bench_peers' "latency"). One empty compute pipeline; each
 * round submits one dispatch and waits for it, as Shoal does (a timeline
 * semaphore signalled by the submission, polled), with the command buffer
 * recorded once ahead or recorded again each round, and the same with a
 * blocking wait; and recorded ahead with a timestamp written before and
 * after the dispatch, as a profiling queue of Shoal's does; and that with
 * Shoal's barriers around it and the stamps brought to the host, copied by
 * the command buffer into mapped memory ("copied") or read with
 * vkGetQueryPoolResults after the wait ("read"); and the time until the host
 * sees a word of host memory that the command buffer writes after the
 * dispatch (vkCmdFillBuffer), polled, against the semaphore's signal; and
 * what one vkGetCalibratedTimestampsEXT call costs, where offered. Prints the median of each, in microseconds, as
 *   vk_floor <what> <us>
 * Then the image copy floor, bench_peers' image_copy through Vulkan alone:
 * an RGBA float image of VK_FLOOR_IMAGE_MIB (default 256; 0 skips it)
 * copied texel by texel by a compute shader (vk_floor_image*.comp), 16x8
 * work-groups as bench_peers uses, the storage image declared rgba32f or
 * without a format (Shoal's form), the 16x8 tile run as one row of 128
 * invocations (Shoal's form), and with Shoal's guards around the read and
 * the write (vk_floor_image_checked.comp); the median of 20 dispatches timed by
 * timestamps, as
 *   vk_floor image_copy_<form>_gbps <GB/s read + write>
 * Usage: vk_floor [rounds] (default 2000); VK_FLOOR_DEVICE=n picks the
 * n-th physical device (default 0). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <vulkan/vulkan.h>

extern const uint32_t shader_vk_floor[];
extern const size_t shader_vk_floor_size;
extern const uint32_t shader_vk_floor_image[];
extern const size_t shader_vk_floor_image_size;
extern const uint32_t shader_vk_floor_image_nofmt[];
extern const size_t shader_vk_floor_image_nofmt_size;
extern const uint32_t shader_vk_floor_image_checked[];
extern const size_t shader_vk_floor_image_checked_size;

#define CHECK(x)                                                                   \
  do {                                                                             \
    VkResult r_ = (x);                                                             \
    if (r_ != VK_SUCCESS) {                                                        \
      fprintf(stderr, "vk_floor: %s failed (%d) at line %d\n", #x, r_, __LINE__); \
      exit(1);                                                                     \
    }                                                                              \
  } while (0)

static double now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

typedef struct ctx {
  VkDevice dev;
  VkQueue queue;
  VkCommandPool pool;
  VkCommandBuffer cb;
  VkPipeline pipe;
  VkSemaphore tl;
  VkQueryPool qp; /* VK_NULL_HANDLE: no timestamps */
  /* timestamps as a profiling queue of Shoal records them: a barrier
   * ahead of the command, then the stamps copied into qbuf (mapped at
   * qhost) by the batch itself (1) or read with vkGetQueryPoolResults
   * after the wait (2); 0: the bare stamps only */
  int shoal_form;
  VkBuffer qbuf;
  const volatile uint64_t *qhost;
  uint64_t value;
} ctx;

static void memory_barrier(VkCommandBuffer cb, VkAccessFlags src, VkAccessFlags dst, VkPipelineStageFlags from,
                           VkPipelineStageFlags to) {
  VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER, .srcAccessMask = src, .dstAccessMask = dst};
  vkCmdPipelineBarrier(cb, from, to, 0, 1, &mb, 0, NULL, 0, NULL);
}

static void record(ctx *c) {
  VkCommandBufferBeginInfo bi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  CHECK(vkBeginCommandBuffer(c->cb, &bi));
  const VkPipelineStageFlags work = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
  const VkAccessFlags writes = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
  vkCmdBindPipeline(c->cb, VK_PIPELINE_BIND_POINT_COMPUTE, c->pipe);
  if (c->qp) {
    vkCmdResetQueryPool(c->cb, c->qp, 0, 2);
    if (c->shoal_form)
      memory_barrier(c->cb, writes, writes | VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_TRANSFER_READ_BIT, work, work);
    vkCmdWriteTimestamp(c->cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, c->qp, 0);
  }
  vkCmdDispatch(c->cb, 1, 1, 1);
  if (c->qp) vkCmdWriteTimestamp(c->cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, c->qp, 1);
  if (c->shoal_form == 3) { /* a word of host memory written after the dispatch */
    memory_barrier(c->cb, writes, VK_ACCESS_TRANSFER_WRITE_BIT, work, VK_PIPELINE_STAGE_TRANSFER_BIT);
    vkCmdFillBuffer(c->cb, c->qbuf, 0, 4, 1);
  }
  if (c->shoal_form == 1)
    vkCmdCopyQueryPoolResults(c->cb, c->qp, 0, 2, c->qbuf, 0, 8, VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT);
  if (c->shoal_form == 1 || c->shoal_form == 2)
    memory_barrier(c->cb, writes, VK_ACCESS_HOST_READ_BIT | VK_ACCESS_HOST_WRITE_BIT, work, VK_PIPELINE_STAGE_HOST_BIT);
  CHECK(vkEndCommandBuffer(c->cb));
}

/* Submits c->cb signalling the timeline; the value it will reach. */
static uint64_t submit(ctx *c) {
  uint64_t v = ++c->value;
  VkTimelineSemaphoreSubmitInfo ts = {.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO,
                                      .signalSemaphoreValueCount = 1,
                                      .pSignalSemaphoreValues = &v};
  VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO,
                     .pNext = &ts,
                     .commandBufferCount = 1,
                     .pCommandBuffers = &c->cb,
                     .signalSemaphoreCount = 1,
                     .pSignalSemaphores = &c->tl};
  CHECK(vkQueueSubmit(c->queue, 1, &si, VK_NULL_HANDLE));
  return v;
}

/* Waits for the timeline to reach v: polling, or blocked in the driver. */
static void wait_value(ctx *c, uint64_t v, int poll) {
  if (poll) {
    uint64_t got = 0;
    do CHECK(vkGetSemaphoreCounterValue(c->dev, c->tl, &got));
    while (got < v);
  } else {
    VkSemaphoreWaitInfo wi = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO,
                              .semaphoreCount = 1,
                              .pSemaphores = &c->tl,
                              .pValues = &v};
    CHECK(vkWaitSemaphores(c->dev, &wi, UINT64_MAX));
  }
}

/* One round: (re-record,) submit signalling the timeline, wait for it. */
static double round_us(ctx *c, int rerecord, int poll) {
  double t0 = now_us();
  if (rerecord) {
    CHECK(vkResetCommandBuffer(c->cb, 0));
    record(c);
  }
  wait_value(c, submit(c), poll);
  uint64_t ts[2] = {0, 0};
  if (c->shoal_form == 1) {
    ts[0] = c->qhost[0], ts[1] = c->qhost[1];
  } else if (c->shoal_form == 2) {
    CHECK(vkGetQueryPoolResults(c->dev, c->qp, 0, 2, sizeof ts, ts, 8, VK_QUERY_RESULT_64_BIT));
  }
  if ((c->shoal_form == 1 || c->shoal_form == 2) && ts[1] < ts[0]) {
    fprintf(stderr, "vk_floor: end stamp %llu before start %llu\n", (unsigned long long)ts[1],
            (unsigned long long)ts[0]);
    exit(1);
  }
  return now_us() - t0;
}

/* One round of the flag form: the time until the host sees the word the
 * command buffer writes after the dispatch, and (*sem_us) until it sees
 * the timeline semaphore's signal. */
static double round_flag_us(ctx *c, double *sem_us) {
  volatile uint32_t *flag = (volatile uint32_t *)c->qhost;
  *flag = 0;
  double t0 = now_us();
  uint64_t v = submit(c);
  while (!*flag) {
  }
  double t1 = now_us();
  wait_value(c, v, 1);
  *sem_us = now_us() - t0;
  return t1 - t0;
}

/* ---- the image copy floor ------------------------------------------------ */

static uint32_t mem_type(VkPhysicalDevice pd, uint32_t bits, VkMemoryPropertyFlags want) {
  VkPhysicalDeviceMemoryProperties mp;
  vkGetPhysicalDeviceMemoryProperties(pd, &mp);
  for (uint32_t i = 0; i < mp.memoryTypeCount; i++)
    if ((bits & (1u << i)) && (mp.memoryTypes[i].propertyFlags & want) == want) return i;
  fprintf(stderr, "vk_floor: no memory type with flags 0x%x\n", (unsigned)want);
  exit(1);
}

static VkImage make_image(ctx *c, VkPhysicalDevice pd, uint32_t w, uint32_t h, VkDeviceMemory *mem, VkImageView *view) {
  VkImageCreateInfo ii = {.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO,
                          .imageType = VK_IMAGE_TYPE_2D,
                          .format = VK_FORMAT_R32G32B32A32_SFLOAT,
                          .extent = {w, h, 1},
                          .mipLevels = 1,
                          .arrayLayers = 1,
                          .samples = VK_SAMPLE_COUNT_1_BIT,
                          .tiling = VK_IMAGE_TILING_OPTIMAL,
                          /* the usage Shoal gives an image a kernel may write */
                          .usage = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_STORAGE_BIT |
                                   VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT};
  VkImage img;
  CHECK(vkCreateImage(c->dev, &ii, NULL, &img));
  VkMemoryRequirements req;
  vkGetImageMemoryRequirements(c->dev, img, &req);
  VkMemoryAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
                             .allocationSize = req.size,
                             .memoryTypeIndex = mem_type(pd, req.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT)};
  CHECK(vkAllocateMemory(c->dev, &ai, NULL, mem));
  CHECK(vkBindImageMemory(c->dev, img, *mem, 0));
  VkImageViewCreateInfo vi = {.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO,
                              .image = img,
                              .viewType = VK_IMAGE_VIEW_TYPE_2D,
                              .format = VK_FORMAT_R32G32B32A32_SFLOAT,
                              .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1}};
  CHECK(vkCreateImageView(c->dev, &vi, NULL, view));
  return img;
}

/* Submits what c->cb holds and waits for it. */
static void run_once(ctx *c) { wait_value(c, submit(c), 0); }

static void image_floor(ctx *c, VkPhysicalDevice pd, double period_ns, uint64_t mib) {
  const uint32_t w = 2048, h = (uint32_t)(mib * (1u << 20) / (w * 16u)) / 8 * 8;
  if (h < 8) return;
  VkDeviceMemory ma, mb;
  VkImageView va, vb;
  VkImage a = make_image(c, pd, w, h, &ma, &va), b = make_image(c, pd, w, h, &mb, &vb);
  VkDescriptorSetLayoutBinding bind[2] = {
      {0, VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL},
      {1, VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL}};
  VkDescriptorSetLayoutCreateInfo dli = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
                                         .bindingCount = 2,
                                         .pBindings = bind};
  VkDescriptorSetLayout dl;
  CHECK(vkCreateDescriptorSetLayout(c->dev, &dli, NULL, &dl));
  VkDescriptorPoolSize ps[2] = {{VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, 1}, {VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, 1}};
  VkDescriptorPoolCreateInfo dpi = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
                                    .maxSets = 1,
                                    .poolSizeCount = 2,
                                    .pPoolSizes = ps};
  VkDescriptorPool dp;
  CHECK(vkCreateDescriptorPool(c->dev, &dpi, NULL, &dp));
  VkDescriptorSetAllocateInfo dsa = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                     .descriptorPool = dp,
                                     .descriptorSetCount = 1,
                                     .pSetLayouts = &dl};
  VkDescriptorSet ds;
  CHECK(vkAllocateDescriptorSets(c->dev, &dsa, &ds));
  VkDescriptorImageInfo ia = {VK_NULL_HANDLE, va, VK_IMAGE_LAYOUT_GENERAL},
                        ib = {VK_NULL_HANDLE, vb, VK_IMAGE_LAYOUT_GENERAL};
  VkWriteDescriptorSet wr[2] = {
      {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = ds, .dstBinding = 0, .descriptorCount = 1,
       .descriptorType = VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, .pImageInfo = &ia},
      {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = ds, .dstBinding = 1, .descriptorCount = 1,
       .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, .pImageInfo = &ib}};
  vkUpdateDescriptorSets(c->dev, 2, wr, 0, NULL);
  VkPipelineLayoutCreateInfo pli = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
                                    .setLayoutCount = 1,
                                    .pSetLayouts = &dl};
  VkPipelineLayout pl;
  CHECK(vkCreatePipelineLayout(c->dev, &pli, NULL, &pl));
  /* both images to GENERAL, src cleared to a known texel */
  VkImageMemoryBarrier to_general[2];
  for (int i = 0; i < 2; i++)
    to_general[i] = (VkImageMemoryBarrier){.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER,
                                          .dstAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_SHADER_WRITE_BIT,
                                          .oldLayout = VK_IMAGE_LAYOUT_UNDEFINED,
                                          .newLayout = VK_IMAGE_LAYOUT_GENERAL,
                                          .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
                                          .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
                                          .image = i ? b : a,
                                          .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1}};
  VkCommandBufferBeginInfo bi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  CHECK(vkResetCommandBuffer(c->cb, 0));
  CHECK(vkBeginCommandBuffer(c->cb, &bi));
  vkCmdPipelineBarrier(c->cb, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 0, NULL, 0, NULL,
                       2, to_general);
  VkClearColorValue one = {.float32 = {1.0f, 2.0f, 3.0f, 4.0f}};
  VkImageSubresourceRange rng = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
  vkCmdClearColorImage(c->cb, a, VK_IMAGE_LAYOUT_GENERAL, &one, 1, &rng);
  CHECK(vkEndCommandBuffer(c->cb));
  run_once(c);

  static const struct {
    const char *what;
    int nofmt, flat, checks; /* checks: -1 for the shaders without them */
  } forms[] = {{"image_copy_rgba32f_16x8_gbps", 0, 0, -1},
               {"image_copy_noformat_16x8_gbps", 1, 0, -1},
               {"image_copy_noformat_flat128_gbps", 1, 1, -1},
               {"image_copy_read_clamped_gbps", 1, 0, 1},
               {"image_copy_write_checked_gbps", 1, 0, 2},
               {"image_copy_both_guards_gbps", 1, 0, 3}};
  VkQueryPoolCreateInfo qpi = {.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO,
                               .queryType = VK_QUERY_TYPE_TIMESTAMP,
                               .queryCount = 2};
  VkQueryPool qp;
  CHECK(vkCreateQueryPool(c->dev, &qpi, NULL, &qp));
  for (size_t f = 0; f < sizeof forms / sizeof *forms; f++) {
    VkShaderModuleCreateInfo smi = {
        .sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
        .codeSize = forms[f].checks >= 0 ? shader_vk_floor_image_checked_size
                    : forms[f].nofmt      ? shader_vk_floor_image_nofmt_size
                                          : shader_vk_floor_image_size,
        .pCode = forms[f].checks >= 0 ? shader_vk_floor_image_checked
                 : forms[f].nofmt      ? shader_vk_floor_image_nofmt
                                       : shader_vk_floor_image};
    VkShaderModule sm;
    CHECK(vkCreateShaderModule(c->dev, &smi, NULL, &sm));
    uint32_t spec[4] = {forms[f].flat ? 128 : 16, forms[f].flat ? 1 : 8, (uint32_t)forms[f].flat,
                        (uint32_t)forms[f].checks};
    VkSpecializationMapEntry me[4] = {{0, 0, 4}, {1, 4, 4}, {2, 8, 4}, {3, 12, 4}};
    VkSpecializationInfo si = {forms[f].checks >= 0 ? 4 : 3, me, sizeof spec, spec};
    VkComputePipelineCreateInfo cpi = {
        .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
        .stage = {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
                  .stage = VK_SHADER_STAGE_COMPUTE_BIT,
                  .module = sm,
                  .pName = "main",
                  .pSpecializationInfo = &si},
        .layout = pl};
    VkPipeline pipe;
    CHECK(vkCreateComputePipelines(c->dev, VK_NULL_HANDLE, 1, &cpi, NULL, &pipe));
    double t[20];
    for (int i = -5; i < 20; i++) { /* five warm-ups */
      CHECK(vkResetCommandBuffer(c->cb, 0));
      CHECK(vkBeginCommandBuffer(c->cb, &bi));
      vkCmdResetQueryPool(c->cb, qp, 0, 2);
      vkCmdBindPipeline(c->cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipe);
      vkCmdBindDescriptorSets(c->cb, VK_PIPELINE_BIND_POINT_COMPUTE, pl, 0, 1, &ds, 0, NULL);
      vkCmdWriteTimestamp(c->cb, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, qp, 0);
      vkCmdDispatch(c->cb, w / 16, h / 8, 1);
      vkCmdWriteTimestamp(c->cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, qp, 1);
      CHECK(vkEndCommandBuffer(c->cb));
      run_once(c);
      uint64_t ts[2];
      CHECK(vkGetQueryPoolResults(c->dev, qp, 0, 2, sizeof ts, ts, 8, VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT));
      if (i >= 0) t[i] = (double)(ts[1] - ts[0]) * period_ns;
    }
    qsort(t, 20, sizeof *t, cmp_double);
    printf("vk_floor %s %.1f\n", forms[f].what, 2.0 * w * h * 16 / t[10]);
    vkDestroyPipeline(c->dev, pipe, NULL);
    vkDestroyShaderModule(c->dev, sm, NULL);
  }
  vkDeviceWaitIdle(c->dev);
  vkDestroyQueryPool(c->dev, qp, NULL);
  vkDestroyPipelineLayout(c->dev, pl, NULL);
  vkDestroyDescriptorPool(c->dev, dp, NULL);
  vkDestroyDescriptorSetLayout(c->dev, dl, NULL);
  vkDestroyImageView(c->dev, va, NULL);
  vkDestroyImageView(c->dev, vb, NULL);
  vkDestroyImage(c->dev, a, NULL);
  vkDestroyImage(c->dev, b, NULL);
  vkFreeMemory(c->dev, ma, NULL);
  vkFreeMemory(c->dev, mb, NULL);
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 2000;
  if (rounds < 10) rounds = 10;
  VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .apiVersion = VK_API_VERSION_1_2};
  VkInstanceCreateInfo ici = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
  VkInstance inst;
  CHECK(vkCreateInstance(&ici, NULL, &inst));
  uint32_t n = 0;
  CHECK(vkEnumeratePhysicalDevices(inst, &n, NULL));
  VkPhysicalDevice pds[16];
  if (n > 16) n = 16;
  CHECK(vkEnumeratePhysicalDevices(inst, &n, pds));
  const char *e = getenv("VK_FLOOR_DEVICE");
  uint32_t pick = e ? (uint32_t)atoi(e) : 0;
  if (!n || pick >= n) {
    fprintf(stderr, "vk_floor: no physical device %u (%u found)\n", pick, n);
    return 1;
  }
  VkPhysicalDevice pd = pds[pick];
  VkPhysicalDeviceProperties props;
  vkGetPhysicalDeviceProperties(pd, &props);
  uint32_t nq = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(pd, &nq, NULL);
  VkQueueFamilyProperties qf[16];
  if (nq > 16) nq = 16;
  vkGetPhysicalDeviceQueueFamilyProperties(pd, &nq, qf);
  uint32_t fam = UINT32_MAX;
  for (uint32_t i = 0; i < nq && fam == UINT32_MAX; i++)
    if (qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT) fam = i;
  if (fam == UINT32_MAX) {
    fprintf(stderr, "vk_floor: no compute queue\n");
    return 1;
  }
  float prio = 1.0f;
  VkDeviceQueueCreateInfo qci = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
                                 .queueFamilyIndex = fam,
                                 .queueCount = 1,
                                 .pQueuePriorities = &prio};
  VkPhysicalDeviceVulkan12Features f12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                          .timelineSemaphore = VK_TRUE};
  VkPhysicalDeviceFeatures have;
  vkGetPhysicalDeviceFeatures(pd, &have);
  VkPhysicalDeviceFeatures want = {.shaderStorageImageWriteWithoutFormat = have.shaderStorageImageWriteWithoutFormat};
  /* VK_EXT_calibrated_timestamps, where offered: its call is timed too */
  uint32_t next = 0;
  vkEnumerateDeviceExtensionProperties(pd, NULL, &next, NULL);
  VkExtensionProperties *exts = calloc(next ? next : 1, sizeof *exts);
  if (exts) vkEnumerateDeviceExtensionProperties(pd, NULL, &next, exts);
  int calibrated = 0;
  for (uint32_t i = 0; exts && i < next; i++) calibrated |= !strcmp(exts[i].extensionName, "VK_EXT_calibrated_timestamps");
  free(exts);
  const char *calibrated_ext = "VK_EXT_calibrated_timestamps";
  VkDeviceCreateInfo dci = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
                            .enabledExtensionCount = calibrated ? 1 : 0,
                            .ppEnabledExtensionNames = &calibrated_ext,
                            .pNext = &f12,
                            .pEnabledFeatures = &want,
                            .queueCreateInfoCount = 1,
                            .pQueueCreateInfos = &qci};
  ctx c = {0};
  CHECK(vkCreateDevice(pd, &dci, NULL, &c.dev));
  vkGetDeviceQueue(c.dev, fam, 0, &c.queue);
  VkShaderModuleCreateInfo smi = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                  .codeSize = shader_vk_floor_size,
                                  .pCode = shader_vk_floor};
  VkShaderModule sm;
  CHECK(vkCreateShaderModule(c.dev, &smi, NULL, &sm));
  VkPipelineLayoutCreateInfo pli = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
  VkPipelineLayout pl;
  CHECK(vkCreatePipelineLayout(c.dev, &pli, NULL, &pl));
  VkComputePipelineCreateInfo cpi = {
      .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
      .stage = {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
                .stage = VK_SHADER_STAGE_COMPUTE_BIT,
                .module = sm,
                .pName = "main"},
      .layout = pl};
  CHECK(vkCreateComputePipelines(c.dev, VK_NULL_HANDLE, 1, &cpi, NULL, &c.pipe));
  VkCommandPoolCreateInfo cpci = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
                                  .flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT,
                                  .queueFamilyIndex = fam};
  CHECK(vkCreateCommandPool(c.dev, &cpci, NULL, &c.pool));
  VkCommandBufferAllocateInfo cbi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                                     .commandPool = c.pool,
                                     .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                     .commandBufferCount = 1};
  CHECK(vkAllocateCommandBuffers(c.dev, &cbi, &c.cb));
  VkSemaphoreTypeCreateInfo sti = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO,
                                   .semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE};
  VkSemaphoreCreateInfo sci = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO, .pNext = &sti};
  CHECK(vkCreateSemaphore(c.dev, &sci, NULL, &c.tl));
  record(&c);

  printf("vk_floor device %s\n", props.deviceName);
  static const struct {
    const char *what;
    int rerecord, poll;
  } modes[] = {{"latency_prerecorded_poll_us", 0, 1},
               {"latency_rerecorded_poll_us", 1, 1},
               {"latency_prerecorded_wait_us", 0, 0},
               {"latency_rerecorded_wait_us", 1, 0}};
  double *t = malloc(sizeof *t * (size_t)rounds);
  if (!t) {
    fprintf(stderr, "vk_floor: out of memory for %d rounds\n", rounds);
    return 1;
  }
  for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
    for (int i = 0; i < rounds / 10; i++) round_us(&c, modes[m].rerecord, modes[m].poll); /* warm-up */
    for (int i = 0; i < rounds; i++) t[i] = round_us(&c, modes[m].rerecord, modes[m].poll);
    qsort(t, (size_t)rounds, sizeof *t, cmp_double);
    printf("vk_floor %s %.2f\n", modes[m].what, t[rounds / 2]);
  }
  /* what one vkGetCalibratedTimestampsEXT of the device's clock and
   * CLOCK_MONOTONIC costs (Shoal's profiling queues took one a batch; now
   * one after a submission, at most every 10 ms) */
  PFN_vkGetCalibratedTimestampsEXT get_calibrated =
      calibrated ? (PFN_vkGetCalibratedTimestampsEXT)vkGetDeviceProcAddr(c.dev, "vkGetCalibratedTimestampsEXT") : NULL;
  if (get_calibrated) {
    VkCalibratedTimestampInfoEXT info[2] = {
        {.sType = VK_STRUCTURE_TYPE_CALIBRATED_TIMESTAMP_INFO_EXT, .timeDomain = VK_TIME_DOMAIN_DEVICE_EXT},
        {.sType = VK_STRUCTURE_TYPE_CALIBRATED_TIMESTAMP_INFO_EXT, .timeDomain = VK_TIME_DOMAIN_CLOCK_MONOTONIC_EXT}};
    for (int i = 0; i < rounds; i++) {
      uint64_t ts[2], dev_max;
      double t0 = now_us();
      VkResult r = get_calibrated(c.dev, 2, info, ts, &dev_max);
      t[i] = now_us() - t0;
      if (r != VK_SUCCESS) {
        t[i] = -1;
        break;
      }
    }
    qsort(t, (size_t)rounds, sizeof *t, cmp_double);
    if (t[0] >= 0) printf("vk_floor calibrated_timestamps_us %.2f\n", t[rounds / 2]);
  }
  /* with timestamps around the dispatch */
  VkQueryPoolCreateInfo qpi = {.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO,
                               .queryType = VK_QUERY_TYPE_TIMESTAMP,
                               .queryCount = 2};
  CHECK(vkCreateQueryPool(c.dev, &qpi, NULL, &c.qp));
  CHECK(vkResetCommandBuffer(c.cb, 0));
  record(&c);
  for (int i = 0; i < rounds / 10; i++) round_us(&c, 0, 1);
  for (int i = 0; i < rounds; i++) t[i] = round_us(&c, 0, 1);
  qsort(t, (size_t)rounds, sizeof *t, cmp_double);
  printf("vk_floor latency_prerecorded_poll_timestamps_us %.2f\n", t[rounds / 2]);
  /* and in the two forms of Shoal's profiling batches */
  VkBufferCreateInfo bci = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
                            .size = 16,
                            .usage = VK_BUFFER_USAGE_TRANSFER_DST_BIT};
  CHECK(vkCreateBuffer(c.dev, &bci, NULL, &c.qbuf));
  VkMemoryRequirements qreq;
  vkGetBufferMemoryRequirements(c.dev, c.qbuf, &qreq);
  VkMemoryAllocateInfo qai = {
      .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
      .allocationSize = qreq.size,
      .memoryTypeIndex = mem_type(pd, qreq.memoryTypeBits,
                                  VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT)};
  VkDeviceMemory qmem;
  CHECK(vkAllocateMemory(c.dev, &qai, NULL, &qmem));
  CHECK(vkBindBufferMemory(c.dev, c.qbuf, qmem, 0));
  void *qmap;
  CHECK(vkMapMemory(c.dev, qmem, 0, VK_WHOLE_SIZE, 0, &qmap));
  c.qhost = qmap;
  static const char *const form_names[] = {"", "copied", "read"};
  for (int form = 1; form <= 2; form++) {
    c.shoal_form = form;
    CHECK(vkResetCommandBuffer(c.cb, 0));
    record(&c);
    for (int i = 0; i < rounds / 10; i++) round_us(&c, 0, 1);
    for (int i = 0; i < rounds; i++) t[i] = round_us(&c, 0, 1);
    qsort(t, (size_t)rounds, sizeof *t, cmp_double);
    printf("vk_floor latency_prerecorded_poll_timestamps_%s_us %.2f\n", form_names[form], t[rounds / 2]);
  }
  /* the flag form, with no timestamps */
  vkDestroyQueryPool(c.dev, c.qp, NULL);
  c.qp = VK_NULL_HANDLE;
  c.shoal_form = 3;
  CHECK(vkResetCommandBuffer(c.cb, 0));
  record(&c);
  double *ts = malloc(sizeof *ts * (size_t)rounds);
  if (!ts) {
    fprintf(stderr, "vk_floor: out of memory for %d rounds\n", rounds);
    return 1;
  }
  for (int i = 0; i < rounds / 10; i++) round_flag_us(&c, &ts[0]);
  for (int i = 0; i < rounds; i++) t[i] = round_flag_us(&c, &ts[i]);
  qsort(t, (size_t)rounds, sizeof *t, cmp_double);
  qsort(ts, (size_t)rounds, sizeof *ts, cmp_double);
  printf("vk_floor latency_prerecorded_flag_seen_us %.2f\n", t[rounds / 2]);
  printf("vk_floor latency_prerecorded_flag_then_semaphore_us %.2f\n", ts[rounds / 2]);
  free(ts);
  c.shoal_form = 0;
  vkDestroyBuffer(c.dev, c.qbuf, NULL);
  vkFreeMemory(c.dev, qmem, NULL);
  free(t);
  const char *im = getenv("VK_FLOOR_IMAGE_MIB");
  if (want.shaderStorageImageWriteWithoutFormat)
    image_floor(&c, pd, props.limits.timestampPeriod, im ? strtoull(im, NULL, 10) : 256);
  vkDeviceWaitIdle(c.dev);
  vkDestroyQueryPool(c.dev, c.qp, NULL);
  vkDestroySemaphore(c.dev, c.tl, NULL);
  vkDestroyCommandPool(c.dev, c.pool, NULL);
  vkDestroyPipeline(c.dev, c.pipe, NULL);
  vkDestroyPipelineLayout(c.dev, pl, NULL);
  vkDestroyShaderModule(c.dev, sm, NULL);
  vkDestroyDevice(c.dev, NULL);
  vkDestroyInstance(inst, NULL);
  return 0;
}
