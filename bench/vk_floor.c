/* vk_floor.c: the launch latency of the Vulkan driver itself, with no
 * OpenCL in between: the floor under Shoal's enqueue + clFinish of an
 * empty kernel (bench_peers' "latency"). One empty compute pipeline; each
 * round submits one dispatch and waits for it, as Shoal does (a timeline
 * semaphore signalled by the submission, polled), with the command buffer
 * recorded once ahead or recorded again each round, and the same with a
 * blocking wait; and recorded ahead with a timestamp written before and
 * after the dispatch, as a profiling queue of Shoal's does. Prints the median of each, in microseconds, as
 *   vk_floor <what> <us>
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
  uint64_t value;
} ctx;

static void record(ctx *c) {
  VkCommandBufferBeginInfo bi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  CHECK(vkBeginCommandBuffer(c->cb, &bi));
  vkCmdBindPipeline(c->cb, VK_PIPELINE_BIND_POINT_COMPUTE, c->pipe);
  if (c->qp) {
    vkCmdResetQueryPool(c->cb, c->qp, 0, 2);
    vkCmdWriteTimestamp(c->cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, c->qp, 0);
  }
  vkCmdDispatch(c->cb, 1, 1, 1);
  if (c->qp) vkCmdWriteTimestamp(c->cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, c->qp, 1);
  CHECK(vkEndCommandBuffer(c->cb));
}

/* One round: (re-record,) submit signalling the timeline, wait for it. */
static double round_us(ctx *c, int rerecord, int poll) {
  double t0 = now_us();
  if (rerecord) {
    CHECK(vkResetCommandBuffer(c->cb, 0));
    record(c);
  }
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
  return now_us() - t0;
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
  VkDeviceCreateInfo dci = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
                            .pNext = &f12,
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
  for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
    for (int i = 0; i < rounds / 10; i++) round_us(&c, modes[m].rerecord, modes[m].poll); /* warm-up */
    for (int i = 0; i < rounds; i++) t[i] = round_us(&c, modes[m].rerecord, modes[m].poll);
    qsort(t, (size_t)rounds, sizeof *t, cmp_double);
    printf("vk_floor %s %.2f\n", modes[m].what, t[rounds / 2]);
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
  free(t);
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
