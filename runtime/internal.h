/* internal.h: the runtime's private structures, shared by its files. Nothing
 * here is visible to the ICD; runtime.h is the contract. */
#ifndef SHOAL_RUNTIME_INTERNAL_H
#define SHOAL_RUNTIME_INTERNAL_H

#include "runtime.h"

#include <pthread.h>
#include <stdatomic.h>
#include <vulkan/vulkan.h>

/* ---- errors (error.c) ------------------------------------------------- */

/* How long a waiter polls before it sleeps (SHOAL_SPIN_US, default 100
 * microseconds): a short kernel finishes well within it, and polling
 * avoids the wake-up latency of a blocking wait. */
uint64_t rt_spin_ns(void);

/* Records a message for rt_last_error and returns `st`. */
rt_status rt_fail(rt_status st, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* With SHOAL_LOG set (to anything but 0), prints "shoal: ..." to stderr:
 * which Vulkan devices were found and why one is not offered. */
void rt_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Records "<what>: <VkResult name>" and returns the matching status. */
rt_status rt_vk_fail(VkResult r, const char *what);

/* exit_guard.c: once the process exits (an atexit handler registered right
 * after vkCreateInstance, so it runs before the driver's own), Vulkan must
 * not be called. rt_vk_live(): false from then on (and counts the call as
 * a skipped release); every vkDestroy and vkFree goes through it.
 * rt_vk_enter/leave bracket a completion thread's waits in the driver. */
void rt_exit_guard_install(void);
bool rt_vk_live(void);
bool rt_vk_enter(void);
void rt_vk_leave(void);
rt_status rt_status_of(VkResult r);
const char *rt_vk_result_name(VkResult r);

/* ---- instance (instance.c) -------------------------------------------- */

VkInstance rt_instance(void);
uint32_t rt_instance_api(void);

/* ---- devices (device.c) ----------------------------------------------- */

#define RT_MAX_VK_QUEUES 8
/* Distinct rt_format values (image.c: format_slot). */
#define RT_FORMAT_SLOTS 56

/* Optional extension, newer than the Vulkan headers of Debian 12. */
#ifndef VK_KHR_shader_maximal_reconvergence
#define RT_MAXIMAL_RECONVERGENCE_EXT "VK_KHR_shader_maximal_reconvergence"
#define RT_STYPE_MAXIMAL_RECONVERGENCE ((VkStructureType)1000434000)
typedef struct rt_maximal_reconvergence_features {
  VkStructureType sType;
  void *pNext;
  VkBool32 shaderMaximalReconvergence;
} rt_maximal_reconvergence_features;
#else
#define RT_MAXIMAL_RECONVERGENCE_EXT VK_KHR_SHADER_MAXIMAL_RECONVERGENCE_EXTENSION_NAME
#define RT_STYPE_MAXIMAL_RECONVERGENCE \
  VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_MAXIMAL_RECONVERGENCE_FEATURES_KHR
typedef VkPhysicalDeviceShaderMaximalReconvergenceFeaturesKHR rt_maximal_reconvergence_features;
#endif

/* Every feature structure the runtime queries or enables. Which of them are
 * linked into a pNext chain depends on the device's version and extensions
 * (rt_features_link). */
typedef struct rt_features {
  VkPhysicalDeviceFeatures2 f2;
  VkPhysicalDevice16BitStorageFeatures s16;
  VkPhysicalDevice8BitStorageFeatures s8;
  VkPhysicalDeviceShaderFloat16Int8Features f16i8;
  VkPhysicalDeviceBufferDeviceAddressFeatures bda;
  VkPhysicalDeviceTimelineSemaphoreFeatures timeline;
  VkPhysicalDeviceShaderAtomicInt64Features ai64;
  VkPhysicalDeviceVulkanMemoryModelFeatures vmm;
  VkPhysicalDeviceScalarBlockLayoutFeatures scalar;
  VkPhysicalDeviceHostQueryResetFeatures hqr;
  VkPhysicalDeviceShaderSubgroupExtendedTypesFeatures sgext;
  VkPhysicalDeviceSubgroupSizeControlFeatures sgsc;
  VkPhysicalDeviceShaderAtomicFloatFeaturesEXT af;
  VkPhysicalDeviceShaderSubgroupUniformControlFlowFeaturesKHR ucf;
  rt_maximal_reconvergence_features mr;
  VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR pe;
  VkPhysicalDeviceShaderIntegerDotProductFeatures idp;
} rt_features;

/* Which structures of rt_features the device accepts. */
typedef struct rt_feature_set {
  bool s8, f16i8, bda, timeline, ai64, vmm, scalar, hqr, sgext, sgsc, af, ucf, mr, pe, idp;
} rt_feature_set;

typedef struct rt_chunk rt_chunk;

/* Sub-allocator state (memory.c). A pool holds the blocks of one memory
 * type; a block is one VkDeviceMemory with one VkBuffer spanning it. */
typedef struct rt_block rt_block;
typedef struct rt_allocator {
  pthread_mutex_t lock;
  rt_block *pools[VK_MAX_MEMORY_TYPES];
  /* memory types to try, best first, for default and host-visible buffers */
  uint32_t cand[2][VK_MAX_MEMORY_TYPES];
  uint32_t ncand[2];
  uint64_t block_size;
  uint64_t dedicated_min; /* buffers at least this big get their own memory */
  uint64_t align;
} rt_allocator;

/* Device functions that are core in 1.2/1.3 but extensions before. */
typedef struct rt_vkfn {
  PFN_vkGetBufferDeviceAddress get_buffer_address;
  PFN_vkWaitSemaphores wait_semaphores;
  PFN_vkGetSemaphoreCounterValue get_semaphore_counter;
  PFN_vkResetQueryPool reset_query_pool;
  PFN_vkGetCalibratedTimestampsEXT get_calibrated_timestamps;
  PFN_vkGetMemoryHostPointerPropertiesEXT get_host_pointer_properties;
  PFN_vkGetPipelineExecutablePropertiesKHR get_executable_properties;
  PFN_vkGetPipelineExecutableStatisticsKHR get_executable_statistics;
  PFN_vkGetPipelineExecutableInternalRepresentationsKHR get_executable_representations;
} rt_vkfn;

struct rt_device {
  rt_device_info info;
  VkPhysicalDevice phys;
  VkPhysicalDeviceType vktype;
  uint32_t api; /* min(device, instance) version: what we may use */
  VkPhysicalDeviceMemoryProperties memprops;
  uint8_t cache_uuid[16]; /* pipelineCacheUUID, kept so no Vulkan call is needed at exit */
  uint32_t family, nqueues;
  rt_feature_set has;
  rt_features enable; /* exactly what vkCreateDevice will get */
  const char *exts[24];
  uint32_t next;
  bool calibrated_monotonic; /* VK_EXT_calibrated_timestamps with CLOCK_MONOTONIC */
  uint64_t host_import_align; /* VK_EXT_external_memory_host's alignment; 0: not enabled */
  bool host_query_reset;
  /* SHOAL_PIPELINE_STATS: the driver's statistics of every pipeline made
   * (VK_KHR_pipeline_executable_properties), logged; pipeline_stats.c */
  bool pipeline_stats;
  uint32_t required_subgroup_stages;

  /* Created on first use (rt_device_ready). */
  pthread_mutex_t init_lock;
  atomic_bool ready;
  VkDevice vk;
  VkQueue vkq[RT_MAX_VK_QUEUES];
  pthread_mutex_t vkq_lock[RT_MAX_VK_QUEUES]; /* vkQueueSubmit needs it */
  atomic_uint next_vkq;
  rt_vkfn fn;
  VkPipelineLayout layout;
  /* Images and samplers will need a VkDescriptorSetLayout here, set 0 of
   * `layout`; today kernels reach memory only through device addresses. */
  VkPipelineCache cache;
  atomic_uint pipelines_made; /* since start: tells a saver the cache grew */
  uint32_t push_size; /* the push-constant range of `layout` */
  rt_allocator mem;

  pthread_mutex_t builtin_lock; /* lazily built pipelines of shaders/ */
  rt_shader *fill_shader;
  rt_pipeline *fill_pipeline;

  /* rt_image_format_caps answers (image.c), filled on first use */
  pthread_mutex_t image_lock;
  bool caps_ready;
  uint32_t fmt_caps[6][RT_FORMAT_SLOTS];
  /* images over buffers (image.c): probed once */
  bool alias_probed;
  uint32_t alias_pitch, alias_base;
  uint8_t alias_fmt[RT_FORMAT_SLOTS];
};

/* Probes a physical device; NULL (no error) where it is not usable. */
rt_status rt_device_probe(VkPhysicalDevice phys, rt_device **out);
/* Creates the VkDevice on first use. Cheap afterwards. */
rt_status rt_device_ready(rt_device *dev);
/* Destroys the VkDevice, if made, and frees the device (rt_shutdown). */
void rt_device_destroy(rt_device *dev);
/* Links the structures `has` allows into f->f2.pNext. */
void rt_features_link(rt_features *f, const rt_feature_set *has);

/* ---- memory (memory.c) ------------------------------------------------ */

struct rt_buffer {
  rt_device *dev;
  rt_block *block;
  VkBuffer vk;     /* the block's buffer; this buffer starts at `off` in it */
  uint64_t off;
  uint64_t size;   /* what the caller asked for */
  uint64_t alloc;  /* what the block gave */
  uint64_t addr;   /* device address of byte 0 */
  uint8_t *host;   /* mapped byte 0 or NULL */
};

/* The memory of a buffer's block and its type (images over buffers bind
 * to it: the block's buffer starts at offset 0 of it). */
VkDeviceMemory rt_block_memory(const rt_block *b);
uint32_t rt_block_memory_type(const rt_block *b);

rt_status rt_allocator_init(rt_device *dev);
void rt_allocator_fini(rt_device *dev);

/* ---- pipelines (pipeline.c) ------------------------------------------- */

rt_status rt_pipeline_layout_init(rt_device *dev);
VkPipeline rt_pipeline_vk(const rt_pipeline *p);
/* The pipeline's layout and its descriptor set layout (VK_NULL_HANDLE for
 * shaders without bindings), and those bindings. */
VkPipelineLayout rt_pipeline_layout(const rt_pipeline *p);
VkDescriptorSetLayout rt_pipeline_set_layout(const rt_pipeline *p);
const rt_binding *rt_pipeline_bindings(const rt_pipeline *p, uint32_t *n);
rt_device *rt_pipeline_device(const rt_pipeline *p);
/* The fill pipeline of shaders/, built on first use. */
rt_status rt_builtin_fill(rt_device *dev, rt_pipeline **out);

/* ---- what the driver says of a pipeline (pipeline_stats.c) ------------ */

/* SHOAL_PIPELINE_STATS is set: the device enables the extension. */
bool rt_pipeline_stats_wanted(void);
/* The capture flags for vkCreateComputePipelines; 0 unless enabled. */
VkPipelineCreateFlags rt_pipeline_stats_flags(const rt_device *dev);
/* Prints a new pipeline's statistics and listings (stderr, the directory). */
void rt_pipeline_stats_report(rt_device *dev, VkPipeline p, const char *entry, const rt_pipeline_key *k);

/* ---- queues (queue.c, completion.c, staging.c, profiling.c) ----------- */

#define RT_BATCH_MAX_CMDS 256u
#define RT_TIMES_RING 65536u

/* Host work that runs when a batch completes, in seq order. */
typedef struct rt_deferred {
  enum { RT_DEF_COPY, RT_DEF_RECT, RT_DEF_CALLBACK } kind;
  rt_seq seq;
  union {
    struct {
      void *dst;
      const void *src;
      uint64_t size;
    } copy;
    struct {
      void *dst;
      uint8_t *src; /* rows packed back to back */
      rt_rect r;
    } rect;
    struct {
      void (*fn)(void *arg, rt_status status);
      void *arg;
    } cb;
  } u;
} rt_deferred;

/* A host-visible staging allocation for the current batch. */
typedef struct rt_staging {
  VkBuffer vk;
  uint64_t off; /* in vk */
  uint64_t addr;
  uint8_t *host;
} rt_staging;

/* A queue's timeline semaphore, reference-counted: batches of other
 * queues that wait on it keep it alive past the queue's destruction. */
typedef struct rt_timeline {
  VkSemaphore sem;
  atomic_uint refs;
} rt_timeline;
void rt_timeline_release(rt_device *dev, rt_timeline *tl);

/* One submission: a command buffer with up to RT_BATCH_MAX_CMDS commands.
 * Its timeline value is the seq of its last command, so "semaphore >= seq"
 * means "command seq completed". Batch objects are recycled. */
typedef struct rt_batch {
  struct rt_batch *next;
  VkCommandBuffer cb;
  bool submitted;
  bool retiring; /* its host work is running: items only append */
  bool need_barrier;
  VkPipeline bound;
  rt_seq first, last;
  uint32_t ncmds;
  uint64_t submit_ns;
  uint64_t submitted_ns, seen_ns; /* vkQueueSubmit returned; completion seen */
  VkQueryPool qpool;
  const uint64_t *qhost; /* its timestamps copied to staging at the end, or NULL */

  rt_deferred *def;
  uint32_t ndef, capdef;

  rt_chunk **chunks; /* the last one is being filled */
  uint32_t nchunks, capchunks;
  uint64_t chunk_used;
  rt_buffer **big; /* staging too large for chunks */
  uint32_t nbig, capbig;
  uint64_t staging_bytes;

  VkDescriptorPool *pools; /* descriptor sets of the batch's dispatches; */
  uint32_t npools, cappools; /* reset when the batch is recycled */
  uint32_t curpool;          /* the pool allocations come from now */

  rt_timeline **wait_tl; /* cross-queue dependencies, with references */
  VkSemaphore *wait_sem;
  uint64_t *wait_val;
  VkPipelineStageFlags *wait_stage;
  uint32_t nwait, capwait;
} rt_batch;

typedef struct rt_times {
  rt_seq seq;
  uint64_t submit, start, end;
} rt_times;

struct rt_queue {
  rt_device *dev;
  uint32_t flags;
  uint32_t vkq; /* index into dev->vkq */
  pthread_mutex_t lock;
  pthread_cond_t work_cv; /* completion thread: a batch was submitted */
  pthread_cond_t done_cv; /* waiters: a batch was retired */
  VkCommandPool pool;
  rt_timeline *tl;
  uint32_t ninflight;
  /* Threads polling the timeline in rt_queue_wait; changed under lock.
   * The completion thread stops polling while there are any, since on a
   * CPU device every poller takes a core from the kernel. */
  atomic_uint pollers;

  atomic_uint_fast64_t last_seq; /* last enqueued */
  rt_seq submitted_seq;          /* last handed to the completion thread */
  rt_seq device_seq;             /* last that reached the device */
  atomic_uint_fast64_t done_seq; /* completed successfully, host work done */
  rt_seq retired_seq;            /* completed or failed, host work done */
  rt_status failed;              /* RT_OK or why the queue is unusable */

  rt_batch *cur; /* being recorded */
  rt_batch *inflight, *inflight_tail;
  rt_batch *free_batches;
  rt_chunk *free_chunks;
  uint32_t nfree_chunks;
  rt_buffer *free_big[16]; /* big staging buffers kept for the next ones */
  uint32_t nfree_big;
  uint64_t staging_inflight;

  bool stop;
  bool thread_started;
  pthread_t thread;

  /* profiling: device ticks to host ns */
  bool profiling;
  /* each batch copies its timestamps into its staging memory instead of
   * the host reading the query pool (profiling.c says where; tests set
   * either way) */
  bool copy_stamps;
  uint64_t tick_mask;
  uint64_t cal_tick, cal_ns; /* written under lock once the queue runs */
  rt_times *times; /* ring indexed by seq */
};

/* queue.c */
rt_status rt_queue_check_live(rt_queue *q);
/* Tests only: the queue fails as if Vulkan had returned `st` now. */
void rt_queue_inject_failure(rt_queue *q, rt_status st);
rt_status rt_batch_begin(rt_queue *q, rt_batch **out);
/* Opens a command in the current batch: barrier and start timestamp. Call
 * after every fallible step of the command. */
void rt_cmd_open(rt_queue *q, rt_batch *b, bool does_work);
/* Closes it: end timestamp, seq, auto-flush. Returns the flush status. */
rt_status rt_cmd_close(rt_queue *q, rt_batch *b, rt_seq *out);
rt_status rt_flush_locked(rt_queue *q);
/* Makes room for one more deferred item, so that adding it after a
 * command was recorded cannot fail. */
rt_status rt_defer_reserve(rt_batch *b);
void rt_defer_push(rt_batch *b, const rt_deferred *d);
/* The seq rt_cmd_close will give the command being recorded (under the
 * queue's lock), for host work deferred until it completes. */
static inline rt_seq rt_cmd_next_seq(rt_queue *q) {
  return atomic_load_explicit(&q->last_seq, memory_order_relaxed) + 1;
}
void rt_batch_recycle(rt_queue *q, rt_batch *b);

/* transfer.c: copies the rows of one host side of a rect (at `off` with
 * the pitches given) to or from rows packed back to back. `host` is only
 * read when packing (to_host false). */
void rt_rect_host_rows(const rt_rect *r, uint8_t *packed, uint8_t *host, uint64_t off,
                       uint64_t row_pitch, uint64_t slice_pitch, bool to_host);

/* Lock held: the batch and `size` bytes of staging (16-byte aligned) for
 * one command, and room for its completion work when `defer`. */
rt_status rt_staged(rt_queue *q, uint64_t size, bool defer, rt_batch **b, rt_staging *s);
/* memcpy for the transfer path's big host copies: split across a few
 * worker threads where the machine has CPUs to spare (host_copy.c). */
void rt_host_copy(void *dst, const void *src, size_t n);

/* transfer.c: the most bytes one piece of a transfer moves: one staging
 * buffer, one copy or fill region. 256 MiB, or half the device's largest
 * allocation where that is less. Staging must fit one allocation and stay
 * bounded in host memory, and lavapipe (Mesa 25) crashes on copy regions
 * of 2 GiB and more (32-bit signed sizes inside), which Vulkan allows. */
uint64_t rt_transfer_piece(const rt_queue *q);

/* completion.c */
/* True on the queue's completion thread, and on a thread retiring one of
 * its batches (completion.c): there, waiting on the queue would deadlock. */
bool rt_on_completion_thread(const rt_queue *q);
/* Retires the oldest batch in flight if the device finished it and no
 * other thread is retiring it; true if that made progress. Called with
 * q->lock held, which it may drop meanwhile. */
bool rt_retire_seen_locked(rt_queue *q);
void *rt_completion_main(void *arg);

/* staging.c */
/* Throttles before a command needs `bytes` of staging (lock held). */
rt_status rt_staging_throttle(rt_queue *q, uint64_t bytes);
rt_status rt_staging_alloc(rt_queue *q, rt_batch *b, uint64_t size, uint64_t align,
                           rt_staging *out);
void rt_staging_release(rt_queue *q, rt_batch *b);
void rt_staging_destroy_free(rt_queue *q);

/* profiling.c */
rt_status rt_profiling_init(rt_queue *q);
void rt_profiling_fini(rt_queue *q);
void rt_profiling_batch_reset(rt_queue *q, rt_batch *b);
void rt_profiling_stamp(rt_batch *b, bool end);
/* Re-takes the calibrated clock pair where it is old (lock held, after a
 * submission). */
void rt_profiling_after_submit(rt_queue *q);
/* Where q->copy_stamps, records the copy of the batch's timestamps into its
 * staging memory at its end (lock held); otherwise, or without staging,
 * collect reads them from the pool. */
void rt_profiling_copy_out(rt_queue *q, rt_batch *b);
/* Reads the batch's timestamps into the ring (completion thread);
 * `seen_ns`: when the host saw the batch complete. */
void rt_profiling_collect(rt_queue *q, rt_batch *b, uint64_t seen_ns);

/* ---- images (image.c, descriptors.c) ---------------------------------- */

struct rt_image {
  rt_device *dev;
  rt_image_desc desc;
  uint32_t texel;              /* bytes per texel */
  VkImage vk;                  /* VK_NULL_HANDLE for buffer images */
  VkDeviceMemory mem;
  VkImageView view[RT_VIEW_COUNT];
  VkBufferView bview[RT_VIEW_COUNT];
  atomic_bool ready;           /* the layout transition has been recorded */
  pthread_mutex_t lock;
};

/* Probes the image limits of a physical device into its info. */
void rt_image_limits(rt_device *dev, const VkPhysicalDeviceLimits *lim,
                     const VkPhysicalDeviceFeatures *features);
/* Records, once per image, the transition from UNDEFINED to GENERAL
 * before the first command that uses it (queue lock held). */
void rt_image_prepare(rt_batch *b, rt_image *img);
/* Vulkan's region of an image box: offset, extent and layers. */
void rt_image_subresource(const rt_image *img, const rt_box *box, VkOffset3D *off, VkExtent3D *ext,
                          VkImageSubresourceLayers *sub);
/* descriptors.c: checks a dispatch's images against its pipeline's
 * bindings; allocates and writes the set for them from the batch's pools
 * (before the command is opened: this can fail); records the images'
 * layout transitions and binds the set (cannot fail). */
rt_status rt_descriptors_check(const rt_device *dev, const rt_pipeline *p, const rt_descriptor *d, uint32_t n);
rt_status rt_descriptor_set(rt_device *dev, rt_batch *b, const rt_pipeline *p, const rt_descriptor *d,
                            uint32_t n, VkDescriptorSet *out);
void rt_descriptor_bind(rt_batch *b, const rt_pipeline *p, VkDescriptorSet set, const rt_descriptor *d,
                        uint32_t n);
void rt_descriptor_pools_reset(rt_device *dev, rt_batch *b);
void rt_descriptor_pools_free(rt_device *dev, rt_batch *b);

/* Bounds check: [off, off + size) inside a buffer of `total` bytes. */
static inline bool rt_range_ok(uint64_t off, uint64_t size, uint64_t total) {
  return off <= total && size <= total - off;
}

#endif
