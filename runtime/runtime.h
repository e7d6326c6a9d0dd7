/* runtime.h: the Vulkan runtime as the ICD sees it. Devices, memory with
 * buffer device addresses, in-order queues of commands with completion
 * tracking, compute pipelines and their cache. Knows nothing of OpenCL. */
#ifndef SHOAL_RUNTIME_H
#define SHOAL_RUNTIME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library's small per-thread flags, on the completion path of every
 * command. Initial-exec: one load through the thread pointer, where the
 * default model of a shared library calls __tls_get_addr at each access
 * (3 % of the waiting thread's samples in the H100 latency profile,
 * docs/benchmarks.md). For small variables only: they take the static
 * TLS space that glibc reserves for libraries loaded later, as the ICD
 * loader loads this one. */
#define RT_THREAD_LOCAL _Thread_local __attribute__((tls_model("initial-exec")))

/* Status codes. Every function that can fail returns one of these. */
typedef enum rt_status {
  RT_OK = 0,
  RT_ERR_HOST_MEMORY,   /* malloc or a Vulkan host allocation failed */
  RT_ERR_DEVICE_MEMORY, /* a device allocation failed */
  RT_ERR_RESOURCES,     /* other Vulkan failure (pipeline creation, ...) */
  RT_ERR_DEVICE_LOST,   /* the device was lost; the queue is unusable */
  RT_ERR_INVALID,       /* bad argument (a caller bug, never a crash) */
  RT_ERR_UNSUPPORTED,   /* the device cannot do what was asked */
} rt_status;

typedef struct rt_device rt_device;
typedef struct rt_buffer rt_buffer;
typedef struct rt_queue rt_queue;
typedef struct rt_shader rt_shader;
typedef struct rt_pipeline rt_pipeline;
typedef struct rt_image rt_image;

typedef enum rt_device_type {
  RT_DEVICE_GPU,   /* integrated, discrete or virtual GPU */
  RT_DEVICE_CPU,   /* lavapipe, SwiftShader */
  RT_DEVICE_OTHER,
} rt_device_type;

/* What the ICD needs to answer clGetDeviceInfo and to pick translator
 * targets. Everything comes from Vulkan queries; nothing is invented. */
typedef struct rt_device_info {
  char name[256];            /* VkPhysicalDeviceProperties.deviceName */
  char driver_name[256];     /* VkPhysicalDeviceDriverProperties */
  char driver_info[256];
  uint32_t vendor_id, device_id;
  uint32_t api_version;      /* Vulkan version the device offers */
  uint32_t driver_version;   /* raw VkPhysicalDeviceProperties.driverVersion */
  uint32_t driver_id;        /* VkDriverId; 0 where the driver does not say */
  rt_device_type type;
  uint8_t device_uuid[16];
  uint8_t driver_uuid[16];

  /* memory */
  uint64_t global_mem_size;  /* size of the largest device-local heap */
  uint64_t max_alloc_size;   /* largest single buffer the runtime will create */
  bool host_unified_memory;  /* all device memory is host-visible (CPU, UMA) */
  uint32_t mem_base_addr_align; /* bytes; minStorageBufferOffsetAlignment at least */

  /* compute limits */
  uint32_t max_workgroup_size[3];
  uint32_t max_workgroup_invocations;
  uint32_t max_workgroup_count[3];
  uint32_t max_shared_memory;     /* maxComputeSharedMemorySize */
  uint32_t max_push_constants;    /* maxPushConstantsSize */
  uint32_t compute_units;         /* best estimate: 1 for CPU devices unless
                                     known, else a vendor-specific figure */

  /* subgroups (VkPhysicalDeviceSubgroupProperties and size control) */
  uint32_t subgroup_size;         /* default size of compute pipelines */
  uint32_t min_subgroup_size, max_subgroup_size;
  uint32_t max_compute_workgroup_subgroups;
  uint32_t subgroup_ops;          /* VkSubgroupFeatureFlags, for compute */
  bool subgroup_compute;          /* subgroup ops supported in compute stage */
  bool subgroup_size_control;     /* required sizes in compute pipelines */
  bool compute_full_subgroups;

  /* shader features enabled on the VkDevice */
  bool int8, int16, int64, float16, float64;
  bool storage8, storage16;       /* 8/16-bit types in storage buffers */
  bool push_constant8, push_constant16;
  bool buffer_int64_atomics, shared_int64_atomics;
  bool float32_atomic_add;        /* VK_EXT_shader_atomic_float, buffers */
  bool integer_dot_product;       /* shaderIntegerDotProduct (VK_KHR_shader_integer_dot_product) */
  /* integerDotProduct{8Bit,4x8BitPacked}: signed, unsigned, mixed, and
   * their accumulating-saturating forms, accelerated (in that order) */
  bool dot_8bit_accel[6], dot_4x8packed_accel[6];
  bool pci_bus_info;              /* VK_EXT_pci_bus_info */
  uint32_t pci_domain, pci_bus, pci_device, pci_function;
  bool vulkan_memory_model;       /* vulkanMemoryModel with vulkanMemoryModelDeviceScope */
  bool maximal_reconvergence;     /* VK_KHR_shader_maximal_reconvergence */
  bool subgroup_uniform_control_flow;
  bool spirv_1_4;                 /* can take SPIR-V 1.4 modules */
  uint32_t max_spirv_version;     /* 0x00010300, 0x00010500 or 0x00010600 */

  /* timing */
  double timestamp_period_ns;     /* ns per timestamp tick */
  uint32_t timestamp_valid_bits;  /* 0: no timestamps on the compute queue */

  /* more shader features enabled on the VkDevice */
  bool subgroup_extended_types;   /* subgroup ops on 8/16/64-bit types */
  /* Driver bug: values computed in a divergent loop and used after it
   * read as computed by the last iteration (Mesa's llvmpipe; the
   * translator then makes such loops leave through their header). */
  bool loses_loop_exit_values;
  /* Driver: atomics are sequentially consistent whatever their semantics,
   * and semantics add work-group barriers (Mesa's llvmpipe). */
  bool atomics_seq_cst;
  /* the driver's double Trunc and RoundEven can be wrong (lavapipe:
   * translate/legalize/lower_double_rounding.c) */
  bool double_rounding_wrong;
  bool scalar_block_layout;       /* VK_EXT_scalar_block_layout */

  /* Float controls (VkPhysicalDeviceFloatControlsProperties), as sets of
   * widths: RT_FP16 | RT_FP32 | RT_FP64. `fc_*_modes` are the widths whose
   * execution mode every entry point may declare together, the
   * independence rules of the device already applied (VUIDs 06289-06292:
   * with 32_BIT_ONLY, 16 and 64 bits get the same mode or none; with NONE,
   * all three or none).
   * All zero where the device has no float controls (Vulkan 1.1 without
   * VK_KHR_shader_float_controls): then no mode may be declared. */
  bool float_controls;            /* SPIR-V 1.4 or SPV_KHR_float_controls accepted */
  uint8_t fc_denorm_preserve;     /* shaderDenormPreserveFloat{16,32,64} */
  uint8_t fc_denorm_flush;        /* shaderDenormFlushToZeroFloat{16,32,64} */
  uint8_t fc_rte;                 /* shaderRoundingModeRTEFloat{16,32,64} */
  uint8_t fc_szinp;               /* shaderSignedZeroInfNanPreserveFloat{16,32,64} */
  uint8_t fc_denorm_independence; /* VkShaderFloatControlsIndependence */
  uint8_t fc_rounding_independence;
  uint8_t fc_denorm_preserve_modes; /* DenormPreserve declared for these widths */
  uint8_t fc_rte_modes;             /* RoundingModeRTE declared for these widths */
  uint8_t fc_szinp_modes;           /* SignedZeroInfNanPreserve declared for these */
  /* DenormFlushToZero declared for these widths: 32 bits where float
   * denormals are not kept (fp32_denormals false) and the device can flush
   * them apart from the other widths (independence ALL or 32_BIT_ONLY).
   * Without it the driver's default decides (NVIDIA's keeps them) while
   * the device reports no CL_FP_DENORM, and the CTS, holding it to
   * flush-to-zero results, sees denormals it did not expect. */
  uint8_t fc_denorm_flush_modes;
  /* Double denormals are kept by the translated kernels: promised where
   * DenormPreserve is declared for 64 bits, or known of the driver by
   * measurement (rt_driver_keeps_fp64_denormals), or forced by
   * SHOAL_FORCE_FP64 (testing). cl_khr_fp64 depends on it. */
  bool fp64_denormals;
  bool fp64_denormals_measured; /* by the driver table alone, not promised */
  /* Float denormals are kept likewise: promised where DenormPreserve is
   * declared for 32 bits, or known of the driver
   * (rt_driver_keeps_fp32_denormals). CL_FP_DENORM in the single config
   * follows it: a device that keeps them but does not say so fails the
   * CTS, which then expects a host's flush-to-zero results (contractions:
   * a denormal product read as zero). */
  bool fp32_denormals;

  /* Images (VkPhysicalDeviceLimits and features; runtime/image.c) */
  uint32_t max_image_1d, max_image_2d, max_image_3d, max_image_layers;
  uint32_t max_texel_buffer;        /* maxTexelBufferElements */
  uint32_t max_sampled_images;      /* per stage, and within the stage's resource limit */
  uint32_t max_storage_images;
  uint32_t max_stage_resources;     /* maxPerStageResources */
  bool storage_read_without_format; /* shaderStorageImageReadWithoutFormat */
  bool storage_write_without_format;
} rt_device_info;

/* Width bits of the float-controls sets. */
enum { RT_FP16 = 1, RT_FP32 = 2, RT_FP64 = 4 };

/* ---- devices ---------------------------------------------------------- */

/* Enumerate usable devices (Vulkan 1.2, or 1.1 with the needed extensions,
 * buffer device address and a compute queue), GPUs first, then CPU
 * devices. SHOAL_DEVICE=<index or name substring> restricts the list to one.
 * Created once per process and kept; thread-safe. A process without any
 * usable device gets count 0 and RT_OK. */
rt_status rt_devices(rt_device *const **list, uint32_t *count);
const rt_device_info *rt_device_get_info(const rt_device *dev);
/* Mesa's version as a Mesa driver gives it at the start of
 * VkPhysicalDeviceDriverProperties.driverInfo ("Mesa 22.3.6 (LLVM 15.0.6)",
 * "Mesa 25.0.7-2~bpo12+1 (LLVM 15.0.6)"), as VK_MAKE_VERSION(major, minor,
 * patch); 0 where it names none. (lavapipe's driverVersion is 1 before Mesa
 * 25.1, so it cannot tell.) Pure. */
uint32_t rt_mesa_version(const char *driver_info);
/* Whether a driver stops shader loops early: lavapipe (driver_id
 * VK_DRIVER_ID_MESA_LLVMPIPE) before Mesa 25.0.0 ends a shader's loops
 * after 65,535 iterations, silently (docs/drivers.md). `mesa_version` comes
 * from rt_mesa_version; 0 (unknown) is not limited. Pure; for the warning
 * printed when such a device is offered, and for tests. */
bool rt_driver_limits_loops(uint32_t driver_id, uint32_t mesa_version);
/* Whether a driver is known, by measurement, to keep double denormals in
 * add, sub, mul, compares, loads and stores without DenormPreserve
 * (docs/builtins.md, "Denormals"; checked by runtime.fp64_denormals on
 * every device the tests run on). Pure. */
bool rt_driver_keeps_fp64_denormals(uint32_t driver_id, uint32_t mesa_version);
/* The same for float denormals (checked by kernel.fp_float_denormals). Pure. */
bool rt_driver_keeps_fp32_denormals(uint32_t driver_id, uint32_t mesa_version);

/* ---- memory ----------------------------------------------------------- */

enum {
  RT_BUFFER_HOST_VISIBLE = 1u << 0, /* must be mappable (staging, USE_HOST_PTR) */
};

/* A device buffer of at least `size` bytes with a device address, possibly
 * sub-allocated from a larger block. Zero sizes are invalid. */
rt_status rt_buffer_create(rt_device *dev, uint64_t size, uint32_t flags, rt_buffer **out);
/* Frees the buffer now. The caller guarantees no pending command uses it. */
void rt_buffer_destroy(rt_buffer *buf);
uint64_t rt_buffer_size(const rt_buffer *buf);
uint64_t rt_buffer_device_address(const rt_buffer *buf);
/* Persistently mapped host pointer, or NULL where the memory is not
 * host-visible. Host access must be ordered with queue work by the caller
 * (rt_queue_wait). */
void *rt_buffer_host_ptr(const rt_buffer *buf);
/* Host memory the device can copy to and from directly
 * (VK_EXT_external_memory_host): ptr and size multiples of
 * rt_device_host_import_align (0 where the device cannot import). Only for
 * copies (rt_enqueue_copy); the caller keeps ptr alive until the buffer is
 * destroyed. Moves between devices DMA through such memory on both sides. */
uint64_t rt_device_host_import_align(const rt_device *dev);
rt_status rt_buffer_import_host(rt_device *dev, void *ptr, uint64_t size, rt_buffer **out);

/* ---- shaders and pipelines -------------------------------------------- */

rt_status rt_shader_create(rt_device *dev, const uint32_t *spirv, size_t words, rt_shader **out);

/* Descriptor bindings of a shader's set 0 (images; buffers travel as
 * device addresses and need none). */
typedef enum rt_binding_kind {
  RT_BIND_SAMPLED_IMAGE,        /* read with OpImageFetch */
  RT_BIND_STORAGE_IMAGE,        /* OpImageRead / OpImageWrite */
  RT_BIND_UNIFORM_TEXEL_BUFFER, /* 1D buffer images, read */
  RT_BIND_STORAGE_TEXEL_BUFFER, /* 1D buffer images, written */
} rt_binding_kind;
typedef struct rt_binding {
  uint32_t binding;
  rt_binding_kind kind;
} rt_binding;
/* rt_shader_create for a shader that declares descriptor bindings in set
 * 0: its pipelines get a layout with them (the push-constant range is the
 * device's, as for every shader). */
rt_status rt_shader_create_bound(rt_device *dev, const uint32_t *spirv, size_t words,
                                 const rt_binding *bindings, uint32_t nbindings, rt_shader **out);
/* Destroys the module and every pipeline made from it. */
void rt_shader_destroy(rt_shader *shader);

/* What makes one pipeline of a shader. Spec ids 0, 1, 2 are always the
 * local size x, y, z (the translator's WorkgroupSize constant); further
 * specialization constants (sizes of __local arguments) come in spec[]. */
typedef struct rt_pipeline_key {
  uint32_t local_size[3];
  uint32_t required_subgroup_size; /* 0: the device default */
  bool full_subgroups;             /* VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS */
  uint32_t nspec;
  const uint32_t *spec_ids;        /* nspec ids (>= 3) */
  const uint32_t *spec_values;     /* nspec 32-bit values */
  /* Nonzero: a specialization constant the runtime sets to
   * min(the pipeline's subgroup size, enqueued_invocations) where that
   * size is known when the pipeline is made, else to 0. */
  uint32_t subgroup_max_spec_id;
  uint32_t enqueued_invocations;
  /* Nonzero: the kernel's sub-groups are partitions of this many lanes of
   * the subgroup (virtual sub-groups); the constant above is then
   * min(this, enqueued_invocations). Fixed per shader, so not in the key. */
  uint32_t virtual_subgroup_size;
} rt_pipeline_key;

/* Returns the cached pipeline for (shader, entry, key), creating it on
 * first use. Thread-safe. The pipeline lives until the shader is destroyed. */
rt_status rt_pipeline_get(rt_shader *shader, const char *entry, const rt_pipeline_key *key,
                          rt_pipeline **out);
/* The device's VkPipelineCache as bytes (vkGetPipelineCacheData), to be
 * kept across runs by the caller: malloc'ed, NULL when empty or before the
 * device is made. */
void *rt_pipeline_cache_data(rt_device *dev, size_t *size);
/* Merges bytes an earlier rt_pipeline_cache_data gave into the device's
 * cache (the driver ignores data of another device or driver). */
rt_status rt_pipeline_cache_merge(rt_device *dev, const void *data, size_t size);
/* How many pipelines the device made since the process started. */
uint32_t rt_pipelines_made(rt_device *dev);
/* The device's pipelineCacheUUID, for naming saved caches. */
void rt_pipeline_cache_uuid(rt_device *dev, uint8_t uuid[16]);

/* The subgroup size the pipeline really runs with. */
uint32_t rt_pipeline_subgroup_size(const rt_pipeline *p);

/* ---- queues and commands ---------------------------------------------- */

/* Commands of a queue are numbered 1, 2, 3, ... in enqueue order; 0 means
 * "no command". Commands execute in order and each one sees every effect of
 * the ones before it (full memory barriers between them). */
typedef uint64_t rt_seq;

enum {
  RT_QUEUE_PROFILING = 1u << 0, /* record device timestamps per command */
};

rt_status rt_queue_create(rt_device *dev, uint32_t flags, rt_queue **out);
/* Waits for all work of the queue, runs pending completions, frees it. */
void rt_queue_destroy(rt_queue *q);
rt_device *rt_queue_device(const rt_queue *q);

/* The next command of `q` starts only after command `seq` of `other`
 * completed (cross-queue event dependencies). Flushes `other` as needed. */
rt_status rt_queue_depend(rt_queue *q, rt_queue *other, rt_seq seq);

/* Host writes `size` bytes from `src` into `dst` at `offset`. `src` is
 * copied before the call returns, so the caller may reuse it at once. */
rt_status rt_enqueue_write(rt_queue *q, rt_buffer *dst, uint64_t offset, const void *src,
                           uint64_t size, rt_seq *out);
/* Device reads `size` bytes of `src` at `offset` into host memory `dst`;
 * `dst` holds the data once the command completed (rt_queue_wait). */
rt_status rt_enqueue_read(rt_queue *q, rt_buffer *src, uint64_t offset, void *dst,
                          uint64_t size, rt_seq *out);
rt_status rt_enqueue_copy(rt_queue *q, rt_buffer *src, uint64_t src_offset, rt_buffer *dst,
                          uint64_t dst_offset, uint64_t size, rt_seq *out);
/* One rectangular region of a buffer-to-buffer, buffer-to-host or
 * host-to-buffer copy: `rows` x `slices` runs of `row_bytes` bytes. */
typedef struct rt_rect {
  uint64_t src_offset, src_row_pitch, src_slice_pitch;
  uint64_t dst_offset, dst_row_pitch, dst_slice_pitch;
  uint64_t row_bytes, rows, slices;
} rt_rect;
rt_status rt_enqueue_copy_rect(rt_queue *q, rt_buffer *src, rt_buffer *dst, const rt_rect *r,
                               rt_seq *out);
rt_status rt_enqueue_read_rect(rt_queue *q, rt_buffer *src, void *dst, const rt_rect *r,
                               rt_seq *out);
rt_status rt_enqueue_write_rect(rt_queue *q, rt_buffer *dst, const void *src, const rt_rect *r,
                                rt_seq *out);
/* Fills [offset, offset + size) with a repeated pattern of 1..128 bytes
 * (size a multiple of pattern_size). */
rt_status rt_enqueue_fill(rt_queue *q, rt_buffer *dst, uint64_t offset, uint64_t size,
                          const void *pattern, uint32_t pattern_size, rt_seq *out);

/* One vkCmdDispatch of a kernel. The runtime pushes `push` (push_size
 * bytes) as push constants. If args_size > 0, the runtime copies `args`
 * into device memory that lives until the command completes and writes its
 * 64-bit device address into the push constants at args_addr_offset. */
typedef struct rt_dispatch {
  rt_pipeline *pipeline;
  uint32_t groups[3];
  const void *push;
  uint32_t push_size;
  const void *args;
  uint32_t args_size;
  uint32_t args_addr_offset;
  /* Images bound to the shader's bindings (rt_shader_create_bound); every
   * binding of the shader must be given. The images must stay alive until
   * the command completes. */
  const struct rt_descriptor *desc;
  uint32_t ndesc;
} rt_dispatch;
/* Enqueues `count` dispatches as one command (one seq; its timestamps span
 * all of them). Dispatches of one command may run concurrently. */
rt_status rt_enqueue_dispatch(rt_queue *q, const rt_dispatch *d, uint32_t count, rt_seq *out);

/* A command that does nothing but order (markers, barriers). */
rt_status rt_enqueue_marker(rt_queue *q, rt_seq *out);

/* Submits recorded commands to the device. */
rt_status rt_queue_flush(rt_queue *q);
/* Flushes as needed and blocks until command `seq` completed and the
 * completion work of every command up to it (host copies of reads,
 * callbacks) has run. seq 0 returns at once; seq beyond the last enqueued
 * command waits for all. */
rt_status rt_queue_wait(rt_queue *q, rt_seq seq);
/* The last command enqueued so far (0 if none). */
rt_seq rt_queue_last(const rt_queue *q);

typedef enum rt_cmd_state {
  RT_CMD_QUEUED,    /* recorded, not yet submitted */
  RT_CMD_SUBMITTED, /* submitted to the device */
  RT_CMD_COMPLETE,  /* finished, completion work done */
  RT_CMD_ERROR,     /* the device was lost before it finished */
} rt_cmd_state;
rt_cmd_state rt_queue_state(rt_queue *q, rt_seq seq);

/* Calls fn(arg, status) once command `seq` completed (status RT_OK) or
 * failed (RT_ERR_DEVICE_LOST). It runs on the queue's completion thread,
 * or at once on the calling thread if the command already finished. fn
 * must not call back into this queue's wait. */
rt_status rt_queue_on_complete(rt_queue *q, rt_seq seq, void (*fn)(void *arg, rt_status status),
                               void *arg);

/* Profiling of a completed command in host CLOCK_MONOTONIC nanoseconds
 * (device timestamps calibrated to the host clock): when it was
 * submitted, started and ended on the device. RT_ERR_UNSUPPORTED where the
 * queue has no RT_QUEUE_PROFILING or the device no timestamps;
 * RT_ERR_INVALID for a command whose batch has not finished yet, or older
 * than the last 65536 commands of the queue. The times are there when the
 * command's rt_queue_on_complete callbacks run. */
rt_status rt_queue_times(rt_queue *q, rt_seq seq, uint64_t *submit_ns, uint64_t *start_ns,
                         uint64_t *end_ns);

/* Host CLOCK_MONOTONIC in nanoseconds (the clock of rt_queue_times). */
uint64_t rt_host_ns(void);

/* ---- images (image.c, image_transfer.c) -------------------------------- */

/* Image objects are VkImages in optimal tiling, kept in the GENERAL
 * layout, with views for each way a kernel reaches them (docs/images.md).
 * 1D buffer images are views of a buffer's bytes. */
typedef enum rt_image_type {
  RT_IMAGE_1D,
  RT_IMAGE_1D_ARRAY,
  RT_IMAGE_2D,
  RT_IMAGE_2D_ARRAY,
  RT_IMAGE_3D,
  RT_IMAGE_BUFFER,
} rt_image_type;

typedef enum rt_numeric {
  RT_NUM_UNORM,
  RT_NUM_SNORM,
  RT_NUM_UINT,
  RT_NUM_SINT,
  RT_NUM_FLOAT, /* 16- or 32-bit floats */
  RT_NUM_SRGB,  /* 8-bit sRGB-encoded colour, linear alpha */
} rt_numeric;

/* A texel format: 1, 2 or 4 channels of 8, 16 or 32 bits. */
typedef struct rt_format {
  uint8_t channels;
  uint8_t bits;
  uint8_t numeric; /* rt_numeric */
  bool bgra;       /* 4 channels stored in the order B, G, R, A */
} rt_format;

/* The views a kernel binds. Storage views of BGRA images are RGBA (the
 * shader swaps red and blue); raw views are unsigned integer formats of
 * the texel's size (R8, R16, R32, R32G32, R32G32B32A32 UINT), for reading
 * and writing texel bytes without conversion. */
typedef enum rt_view {
  RT_VIEW_SAMPLED,
  RT_VIEW_STORAGE,
  RT_VIEW_RAW_SAMPLED,
  RT_VIEW_RAW_STORAGE,
  RT_VIEW_COUNT
} rt_view;

/* What rt_image_format_caps answers: one bit per view the device can give
 * an image of that type and format (1 << rt_view), and RT_FMT_STORAGE_READ
 * when its storage view can also be read (storage reads without format). */
enum { RT_FMT_STORAGE_READ = 1u << RT_VIEW_COUNT };
/* 0 when the device cannot hold such images at all (no sampled view, or no
 * transfers). Cheap: cached per device. */
uint32_t rt_image_format_caps(rt_device *dev, rt_image_type type, rt_format fmt);
uint32_t rt_format_texel_bytes(rt_format fmt);

typedef struct rt_image_desc {
  rt_image_type type;
  rt_format format;
  uint32_t width, height, depth; /* 1 where the type has no such dimension */
  uint32_t layers;               /* arrays; 1 otherwise */
  rt_buffer *buffer;             /* RT_IMAGE_BUFFER: the texels' buffer */
  uint64_t offset;               /* and where they start in it */
  /* RT_IMAGE_2D with `buffer`: an image over the buffer's bytes from
   * `offset` (linear tiling on its memory), rows row_pitch bytes apart;
   * rt_image_alias_limits says which pitches and offsets work. */
  uint64_t row_pitch;
} rt_image_desc;

/* Images over buffers (rt_image_desc.row_pitch): the row pitch alignment
 * in bytes (every pitch that is a multiple of it, for every format the
 * device's linear tiling samples and stores), and the memory alignment a
 * buffer's bytes need; both 0 where the device has no such images. */
void rt_image_alias_limits(rt_device *dev, uint32_t *pitch_align, uint32_t *base_align);
/* Whether a 2D image of the format can lie over a buffer. */
bool rt_image_alias_format(rt_device *dev, rt_format fmt);

/* The image's contents are undefined until written. */
rt_status rt_image_create(rt_device *dev, const rt_image_desc *desc, rt_image **out);
/* Frees the image now. The caller guarantees no pending command uses it. */
void rt_image_destroy(rt_image *img);

/* A box of texels in OpenCL's convention: (x, y, z), where the layer of a
 * 1D array is y and the layer of a 2D array is z. */
typedef struct rt_box {
  uint32_t origin[3];
  uint32_t extent[3];
} rt_box;

/* Host memory to and from an image. The host side has rows of
 * `row_pitch` bytes and slices of `slice_pitch` bytes (both at least the
 * packed size); `src` is copied before rt_enqueue_image_write returns;
 * `dst` holds the data once the read completed. */
rt_status rt_enqueue_image_write(rt_queue *q, rt_image *dst, const rt_box *box, const void *src,
                                 uint64_t row_pitch, uint64_t slice_pitch, rt_seq *out);
rt_status rt_enqueue_image_read(rt_queue *q, rt_image *src, const rt_box *box, void *dst,
                                uint64_t row_pitch, uint64_t slice_pitch, rt_seq *out);
/* Images of the same texel size; the boxes may not overlap in one image. */
rt_status rt_enqueue_image_copy(rt_queue *q, rt_image *src, const uint32_t src_origin[3], rt_image *dst,
                                const uint32_t dst_origin[3], const uint32_t extent[3], rt_seq *out);
/* Between an image box and texels packed back to back in a buffer. */
rt_status rt_enqueue_image_to_buffer(rt_queue *q, rt_image *src, const rt_box *box, rt_buffer *dst,
                                     uint64_t offset, rt_seq *out);
rt_status rt_enqueue_buffer_to_image(rt_queue *q, rt_buffer *src, uint64_t offset, rt_image *dst,
                                     const rt_box *box, rt_seq *out);
/* Fills a box with one texel's bytes (`texel`, rt_format_texel_bytes long,
 * already in the image's format). */
rt_status rt_enqueue_image_fill(rt_queue *q, rt_image *dst, const rt_box *box, const void *texel,
                                rt_seq *out);

/* One image in a dispatch: the view of `image` bound at `binding`. */
typedef struct rt_descriptor {
  uint32_t binding;
  rt_image *image;
  rt_view view;
} rt_descriptor;

/* Destroys every device (the Vulkan instance stays loaded), for leak
 * checkers and tests at the end of a process. Nothing of the runtime may
 * be alive or in use on any thread, and the runtime may not be used
 * afterwards (rt_devices then lists no device). Optional: the runtime
 * never needs it. */
void rt_shutdown(void);

/* A short human-readable description of the last failure on this thread. */
const char *rt_last_error(void);
/* SHOAL_LOG's level: 0 off, 1 devices (and failed builds' logs, icd/),
 * 2 also a line per retired batch with where its time went (for latency
 * work). */
int rt_log_level(void);
/* For tests: runs the exit guard's handler now (exit_guard.c), after
 * which releases skip Vulkan; and how many Vulkan releases were skipped. */
void rt_exit_guard_run_now(void);
unsigned long rt_vk_skipped_at_exit(void);

#ifdef __cplusplus
}
#endif
#endif
