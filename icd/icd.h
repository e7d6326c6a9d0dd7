/* icd.h: the ICD's object structs and the helpers every entry point shares.
 * Each OpenCL object starts with an obj_header whose first member is the
 * dispatch pointer, because the ICD loader reads it from every handle. */
#ifndef SHOAL_ICD_H
#define SHOAL_ICD_H

#include <CL/cl_icd.h>

/* cl_ext_immutable_memory_objects (newer than the system's CL/cl_ext.h) */
#ifndef CL_MEM_IMMUTABLE_EXT
#define CL_MEM_IMMUTABLE_EXT ((cl_mem_flags)1 << 6)
#endif
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "runtime.h"
#include "shoal_compile.h"
#include "shoal_translate.h"

/* Entry points are the only symbols with default visibility (the rest of
 * the library is built with -fvisibility=hidden, and exports.map keeps it
 * that way). */
#define CL_API __attribute__((visibility("default")))

#define SHOAL_VERSION_STRING "0.1.0"
#define SHOAL_PLATFORM_VERSION "OpenCL 3.0 Shoal " SHOAL_VERSION_STRING
#define SHOAL_DEVICE_VERSION "OpenCL 3.0 Shoal"

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define SET_ERR(e)                    \
  do {                                \
    if (errcode_ret) *errcode_ret = (e); \
  } while (0)

/* ---- objects and their lifetimes (handles.c) -------------------------- */

typedef enum obj_kind {
  OBJ_NONE = 0,
  OBJ_PLATFORM,
  OBJ_DEVICE,
  OBJ_CONTEXT,
  OBJ_QUEUE,
  OBJ_MEM,
  OBJ_PROGRAM,
  OBJ_KERNEL,
  OBJ_EVENT,
  OBJ_SAMPLER,
  OBJ_KIND_COUNT
} obj_kind;

/* Two counts: the application's (what CL_*_REFERENCE_COUNT reports; a
 * release beyond it is an error) and the total, which also counts
 * references the ICD holds itself (a queue holds its context, a kernel its
 * program, a pending command its buffers); the application's references
 * together hold one of the total. The handle stays valid, and may be
 * retained again, until refs reaches 0 and the object is destroyed: an
 * object still held elsewhere is still handed out (CL_KERNEL_PROGRAM,
 * CL_QUEUE_CONTEXT) and applications retain what they get. */
/* Destroys an object once its total count reaches 0: releases what it
 * holds, then obj_free. */
typedef void (*obj_destroy_fn)(void *obj);

/* Each object carries its kind's destructor, given to obj_new by the file
 * that owns the kind, rather than handles.c calling each kind's by name:
 * the handle layer, which every file uses, then refers to none of them,
 * and there is no table to fill in before the first object is made. */
typedef struct obj_header {
  struct _cl_icd_dispatch *dispatch;
  _Atomic uint32_t magic;     /* OBJ_MAGIC(kind) while the handle is live */
  _Atomic obj_kind kind;
  atomic_uint ext_refs;
  atomic_uint refs;
  size_t size;                /* of the whole object, for the quarantine */
  obj_destroy_fn destroy;     /* NULL: never destroyed (platform, devices) */
  struct obj_header *free_next; /* the quarantine's list; before that, the
                                   deferred list (obj_defer_destroy) */
} obj_header;

/* The dispatch table every handle carries (dispatch.c hands it over when
 * the library is loaded, before any entry point can run). */
void obj_set_dispatch(struct _cl_icd_dispatch *table);

/* A new object of `size` bytes with both counts at 1, registered as a live
 * handle, destroyed by `destroy`. NULL when out of memory. */
void *obj_new(obj_kind kind, size_t size, obj_destroy_fn destroy);
/* Registers a statically allocated object (platform, devices). */
void obj_register_static(obj_header *h, obj_kind kind);
/* True if `handle` is a live handle of `kind`; never dereferences a
 * pointer that is not a live object. */
bool obj_valid(const void *handle, obj_kind kind);
/* clRetain* / clRelease*: CL_SUCCESS or `invalid_err`. The release also
 * reaps deferred destructions (obj_reap_deferred). */
cl_int obj_retain_ext(void *handle, obj_kind kind, cl_int invalid_err);
cl_int obj_release_ext(void *handle, obj_kind kind, cl_int invalid_err);
/* The same release, without reaping (callers may hold locks), of the
 * application's reference to an object the ICD made but never handed out:
 * creation failed half way, or an event nobody asked for. */
void obj_release_unshared(void *handle, obj_kind kind);
cl_uint obj_ext_refs(const void *handle);
/* Internal references (never visible to the application). */
void obj_ref(void *obj);
void obj_unref(void *obj);

/* Returns an object's memory to the allocator (after its destructor). */
void obj_free(void *obj);

/* Set while the ICD runs inside a runtime completion callback, where the
 * runtime forbids waiting on the queue (so queue teardown is postponed). */
extern RT_THREAD_LOCAL int shoal_in_completion;
/* From a destructor that cannot run inside a completion callback (a
 * queue's waits): keeps the object until obj_reap_deferred, which calls its
 * destructor again on an application thread. */
void obj_defer_destroy(void *obj);
/* Destroys the deferred objects, unless inside a completion callback.
 * Every clRelease* reaches it through obj_release_ext; entry points after
 * which commands may have completed (flush, finish, waits, a user event
 * set, a queue made) call it too. */
void obj_reap_deferred(void);

/* ---- strings (strings.c) ---------------------------------------------- */

/* A malloc'ed copy of s ("" for NULL); NULL without memory. */
char *dup_str(const char *s);

/* ---- info queries (info.c) -------------------------------------------- */

/* Copies `n` bytes answering a clGet*Info query, with the spec's checks. */
cl_int info_bytes(size_t size, void *value, size_t *size_ret, const void *src, size_t n);
cl_int info_str(size_t size, void *value, size_t *size_ret, const char *s);
#define INFO_VAL(T, v) info_bytes(param_value_size, param_value, param_value_size_ret, &(T){v}, sizeof(T))
#define INFO_ARR(p, n) info_bytes(param_value_size, param_value, param_value_size_ret, (p), (n))
#define INFO_STR(s) info_str(param_value_size, param_value, param_value_size_ret, (s))

/* rt_status to the closest OpenCL error. */
cl_int rt_to_cl(rt_status st);
/* CL_SUCCESS for RT_OK, CL_OUT_OF_HOST_MEMORY for host memory, else
 * CL_OUT_OF_RESOURCES: what creating or moving something the application
 * does not see (its queues, staging, internal copies) reports. */
cl_int rt_to_cl_resources(rt_status st);
/* The same for a memory object's storage: host memory, else
 * CL_MEM_OBJECT_ALLOCATION_FAILURE. */
cl_int rt_to_cl_alloc(rt_status st);

/* ---- platform and devices (platform.c, device*.c, extension.c) -------- */

struct _cl_platform_id {
  obj_header h;
  cl_uint ndevices;
  cl_device_id *devices;
  char *extensions;
  cl_name_version *ext_versions;
  size_t next_versions;
};

struct _cl_device_id {
  obj_header h;
  cl_platform_id platform;
  rt_device *rt;
  const rt_device_info *info;
  cl_uint index;
  char *extensions;               /* CL_DEVICE_EXTENSIONS */
  cl_name_version *ext_versions;  /* CL_DEVICE_EXTENSIONS_WITH_VERSION */
  size_t next_versions;
  char *c_features_str;           /* for the build log and tests */
  cl_name_version *c_features;    /* CL_DEVICE_OPENCL_C_FEATURES */
  size_t nc_features;
  size_t max_wg_size;
  size_t max_wi_sizes[3];
  cl_uint mem_base_align;         /* bytes */
  /* Internal queue for buffer contents given at creation, so clCreateBuffer
   * needs no application queue. Created on first use. */
  pthread_mutex_t upload_lock;
  rt_queue *upload_q;
  /* The saved VkPipelineCache (program_cache.c): merged before the
   * device's first pipeline, written back when it grew. */
  pthread_mutex_t cache_lock;
  bool pipelines_loaded;
  uint32_t pipelines_saved;
};

/* The platform, initialized on first use (devices from rt_devices). */
cl_platform_id platform_get(void);
/* Validates a platform argument; NULL means ours. */
bool platform_ok(cl_platform_id p);

/* Extension table (extension.c): the one place that says what we offer. */
void ext_init_device(cl_device_id dev);
void ext_init_platform(cl_platform_id p);
bool device_has_ext(cl_device_id dev, const char *name);
/* cl_khr_spirv_queries (spirv_queries.c): true where `param` is one of
 * its queries, with the answer's error code in *err. */
bool device_spirv_query(cl_device_id dev, cl_device_info param, size_t param_value_size, void *param_value,
                        size_t *param_value_size_ret, cl_int *err);
/* Sub-groups as __opencl_c_subgroups defines them (cl_khr_subgroups itself
 * is not offered: it promises independent forward progress, which Vulkan
 * does not give). */
bool device_has_subgroups(cl_device_id dev);
/* The sub-group sizes a kernel can require (CL_DEVICE_SUB_GROUP_SIZES_INTEL):
 * the powers of two Vulkan's subgroup size control offers, or the one size. */
#define DEVICE_MAX_SG_SIZES 8
size_t device_subgroup_sizes(cl_device_id dev, size_t out[DEVICE_MAX_SG_SIZES]);
/* cl_qcom_reqd_sub_group_size's "half" and "full" wave sizes: half and all
 * of the largest sub-group size offered; false (both 0) where not offered. */
bool device_qcom_wave_sizes(cl_device_id dev, unsigned *half, unsigned *full);
/* What a device can do with images (device_images.c): OpenCL's minimum
 * image support, its 3D writes and read-write images, and the device
 * queries CL_DEVICE_IMAGE_SUPPORT ... CL_DEVICE_MAX_SAMPLERS. */
bool device_has_images(cl_device_id dev);
bool device_has_3d_image_writes(cl_device_id dev);
bool device_has_image2d_from_buffer(cl_device_id dev);
bool device_has_read_write_images(cl_device_id dev);
cl_int image_device_info(cl_device_id dev, cl_device_info param, size_t param_value_size, void *param_value,
                         size_t *param_value_size_ret);
/* What the translator needs to know of the device (device_target.c). */
void target_from_device(cl_device_id dev, tr_target *t);
/* Whether the platform's list, or some device of it, offers `name`. */
bool platform_offers_ext(cl_platform_id p, const char *name);

/* ---- contexts (context.c) --------------------------------------------- */

struct ctx_dtor {
  void(CL_CALLBACK *fn)(cl_context, void *);
  void *data;
  struct ctx_dtor *next;
};

struct _cl_context {
  obj_header h;
  cl_uint ndevices;
  cl_device_id *devices;
  cl_context_properties *props; /* as given, with terminator; NULL if none */
  size_t nprops;
  void(CL_CALLBACK *notify)(const char *, const void *, size_t, void *);
  void *notify_data;
  pthread_mutex_t lock;
  struct ctx_dtor *dtors;
  struct mem_relay *relay; /* host memory its devices import for moves (mem_residency.c) */
};

/* Whether `dev` (any pointer) is one of the context's devices. */
bool context_has_device(cl_context ctx, cl_device_id dev);
/* dev's index in ctx->devices, or -1. */
int context_device_index(cl_context ctx, cl_device_id dev);
/* The smallest max_alloc_size and largest base alignment over its devices. */
uint64_t context_max_alloc(cl_context ctx);

/* ---- command queues (queue.c) ----------------------------------------- */

struct command;

struct _cl_command_queue {
  obj_header h;
  cl_context ctx;
  cl_device_id dev;
  cl_command_queue_properties props;
  cl_queue_properties *props_array; /* clCreateCommandQueueWithProperties, with 0 */
  size_t nprops;
  rt_queue *rq;
  /* Serializes issuing to rq and the deferred list: commands held back in
   * the ICD until the user events they wait on are set. Once a queue has
   * a deferred command, every later one is deferred too (in order). */
  pthread_mutex_t lock;
  struct command *deferred_head, *deferred_tail;
  bool pending;   /* on the pump's list (command.c) */
};

/* ---- memory objects (memobj.c) ---------------------------------------- */

struct mapping {
  void *ptr;
  size_t offset, size;
  cl_map_flags flags;
  void *shadow;      /* host copy we own (device memory not mappable) */
  struct mapping *next;
  /* images: the mapped box and the pitches of ptr's layout */
  size_t origin[3], region[3], row_pitch, slice_pitch;
};

struct mem_dtor {
  void(CL_CALLBACK *fn)(cl_mem, void *);
  void *data;
  struct mem_dtor *next;
};

struct _cl_mem {
  obj_header h;
  cl_context ctx;
  cl_mem_object_type type;
  cl_mem_flags flags;
  size_t size;
  void *host_ptr;          /* CL_MEM_USE_HOST_PTR (a sub-buffer: parent's + origin) */
  cl_mem parent;           /* sub-buffers */
  size_t origin;
  cl_mem_properties *props;
  size_t nprops;
  pthread_mutex_t lock;
  /* Storage of a root buffer, one per device of the context that used it
   * (ctx->devices order): allocated at creation in one-device contexts,
   * else on each device's first use. `ranges`: which devices' copies are
   * current, by byte range (mem_residency.c), in multi-device contexts;
   * NULL while no device has the contents (init_data holds the creation
   * contents), and always in one-device contexts, which need no record. */
  rt_buffer **rts;
  struct mem_range *ranges;
  uint32_t nranges;
  void *init_data;
  struct mapping *maps;
  atomic_uint map_count;
  struct mem_dtor *dtors;
  struct mem_image *image; /* images (image.c); NULL for buffers */
};

/* The runtime buffer and byte offset of `mem` on `dev`, allocating (and
 * filling) the storage on first use. The contents there may be stale until
 * mem_make_current. */
cl_int mem_resolve(cl_mem mem, cl_device_id dev, rt_buffer **buf, uint64_t *offset);
/* A byte range of a root memory object (an image is one range): the
 * devices whose storage holds its current contents, and the last command
 * that wrote it (mem_residency.c). */
struct mem_range {
  size_t lo, hi;
  uint32_t valid;      /* bit d: context device d's copy is current */
  int src;             /* the device that wrote it last (or got the creation
                          contents): its copy is whole once wq's command is done */
  cl_command_queue wq; /* that write's queue (a reference), NULL once known done */
  rt_seq wseq;
};
/* Before a command of q that uses `mem` is issued (q's lock held): where
 * q's device's copy of the range `mem` covers is not current, waits for the
 * last write of it and copies it there from the writer's device, through
 * both devices' internal queues, and waits. Without keep_contents, copies
 * nothing. Images move the same way (image_move); a 1D buffer image moves
 * its buffer. */
cl_int mem_make_current(cl_mem mem, cl_command_queue q, bool keep_contents);
/* After that command was issued as runtime command `seq` of q: a command
 * that may write leaves q's device's copy the only current one. */
void mem_note_use(cl_mem mem, cl_command_queue q, rt_seq seq, bool writes);
/* Device d got the creation contents of a root object (its first range). */
cl_int mem_contents_placed(cl_mem root, int d);
void mem_ranges_free(cl_mem root);
/* At context destruction: the host memory its devices imported for moves. */
void mem_relay_free(cl_context ctx);
/* The root buffer a sub-buffer lives in (or mem itself). */
static inline cl_mem mem_root(cl_mem m) { return m->parent ? m->parent : m; }
/* The device address a kernel argument gets for `mem` on `dev`. */
cl_int mem_device_address(cl_mem mem, cl_device_id dev, uint64_t *addr);
bool mem_is_buffer(cl_mem m);
/* The destructor of memory objects, buffers and images alike. */
void mem_destroy(void *obj);
/* CL_MEM_HOST_* flags: whether the host may read (or write) the object. */
bool mem_host_may(cl_mem m, bool read);
/* cl_ext_immutable_memory_objects: made with CL_MEM_IMMUTABLE_EXT (a
 * sub-buffer: its buffer was), so nothing may write it after creation:
 * host writes and maps for writing, copies and fills into it are
 * CL_INVALID_OPERATION, and it goes only to kernel arguments that cannot
 * write (clSetKernelArg's CL_INVALID_ARG_VALUE). */
bool mem_immutable(cl_mem m);
/* A memory object's list of mappings (buffers and images alike): push one;
 * take `mp` (or, with mp NULL, the latest mapping at `ptr`) off the list,
 * NULL where there is none. */
void mem_mapping_push(cl_mem m, struct mapping *mp);
struct mapping *mem_mapping_take(cl_mem m, struct mapping *mp, void *ptr);
/* The checks of clCreateBuffer's flags (CL_INVALID_VALUE or CL_SUCCESS). */
cl_int mem_check_flags(cl_mem_flags f);

/* Each device's internal queue and the copies through it (internal_queue.c). */
/* Writes `size` bytes into the start of a runtime buffer of `dev` and
 * waits (through the device's internal queue where it is not mapped). */
cl_int mem_upload(cl_device_id dev, rt_buffer *buf, const void *data, size_t size);
/* Writes (to_device) or reads `size` bytes at `offset` of a runtime buffer
 * of dev, directly where it is mapped, else through the device's internal
 * queue, and waits. */
cl_int mem_internal_copy(cl_device_id dev, rt_buffer *buf, size_t offset, void *data, size_t size, bool to_device);
/* The device's internal queue (creation contents, moves between devices),
 * made on first use and held until internal_queue_finish, which waits for
 * `seq` where *st (what was enqueued on it) is RT_OK and returns the
 * outcome as a CL status. *q is NULL where it could not be made. */
rt_queue *internal_queue_take(cl_device_id dev, rt_status *st);
cl_int internal_queue_finish(cl_device_id dev, rt_status st, rt_seq seq);
/* Gives the internal queue back without waiting (a later rt_queue_wait of
 * dev->upload_q waits); returns st as a CL status. */
cl_int internal_queue_leave(cl_device_id dev, rt_status st);

/* ---- images and samplers (image*.c, sampler.c) ------------------------- */

bool mem_is_image(cl_mem m);
/* Frees an image's storage (from mem_destroy). */
void image_destroy(cl_mem m);
/* The runtime image of `mem` on `dev`, made (and filled) on first use. */
cl_int image_resolve(cl_mem mem, cl_device_id dev, rt_image **out);
/* clEnqueueUnmapMemObject for an image's mapping. */
cl_int image_unmap(cl_command_queue q, cl_mem image, void *ptr, cl_uint nwait, const cl_event *wait,
                   cl_event *event);

struct _cl_sampler {
  obj_header h;
  cl_context ctx;
  cl_bool normalized;
  cl_addressing_mode addressing;
  cl_filter_mode filter;
  cl_sampler_properties *props; /* clCreateSamplerWithProperties, with 0; NULL otherwise */
  size_t nprops;
};
/* The translator's sampler word (TR_SAMPLER_*) of a sampler. */
uint32_t sampler_word(cl_sampler s);

/* ---- programs and kernels (program.c, build.c, kernel.c) --------------- */

/* The most __private memory a kernel may have per work-item: the largest
 * lavapipe compiles in seconds and under 1 GiB (docs/runtime.md), well
 * within NVIDIA's 512 KiB of local memory per thread. */
#define SHOAL_MAX_PRIVATE_BYTES (64u << 10)

/* One device's state of a program: after clCompileProgram a compiled
 * object, after clLinkProgram -create-library a library, after a build or
 * a link an executable (SPIR-V translated into kernels and shaders). */
typedef struct prog_build {
  cl_build_status status;
  char *log;
  char *options;              /* as given to the last build, compile or link */
  cl_program_binary_type bin_type;
  uint32_t *spirv;            /* this device's OpenCL SPIR-V (any binary type) */
  size_t spirv_words;
  char *bin_options;          /* what CL_PROGRAM_BINARIES carries with the SPIR-V:
                                 compile options of objects and libraries, the
                                 translation options of executables */
  tr_program *tp;             /* executables */
  rt_shader **shaders;        /* one per tp->kernels[i] */
  bool uniform_wg;            /* -cl-uniform-work-group-size */
  bool arg_info;              /* kernel argument info may be given (source
                                 with -cl-kernel-arg-info) */
  bool from_il;               /* the module came from clCreateProgramWithIL
                                 (or links such a module): no argument info
                                 and empty CL_KERNEL_ATTRIBUTES (API 5.9.3,
                                 5.9.4); binaries carry it as -shoal-from-il */
  rt_buffer *globals;         /* program-scope variables (globals.c), or NULL */
} prog_build;

/* PROG_BINARY: from clCreateProgramWithBinary or clLinkProgram; each
 * device's SPIR-V is in its prog_build. */
typedef enum prog_src { PROG_IL, PROG_SOURCE, PROG_BINARY } prog_src;

struct _cl_program {
  obj_header h;
  cl_context ctx;
  prog_src src;
  uint32_t *il;       /* copy of the SPIR-V (PROG_IL) */
  size_t il_size;     /* bytes */
  tr_spec_const *spec_info; /* PROG_IL: the module's specialization constants */
  int nspec_info;
  tr_spec_value *specs;     /* values set with clSetProgramSpecializationConstant */
  uint32_t nspecs;
  char *source;       /* PROG_SOURCE */
  cl_uint ndevices;   /* the program's devices (a subset of ctx's) */
  cl_device_id *devices;
  pthread_mutex_t lock;
  bool building;
  atomic_uint nkernels; /* live kernels: a rebuild is refused while any exist */
  prog_build *builds;   /* ndevices */
};

int program_device_index(cl_program prog, cl_device_id dev);
/* A malloc'ed copy of an IL program's module, specialized with the values
 * set so far (*nwords words); NULL without memory. Takes p->lock. */
uint32_t *program_specialized_il(cl_program p, size_t *nwords);
/* Frees a build's results and resets it to CL_BUILD_NONE. */
void program_build_clear(prog_build *b);
/* The buffer of the program-scope variables of a successful build on dev
 * (globals.c): made and initialized at build time, kept until the build
 * goes, so __global variables persist between launches. */
cl_int program_globals_create(cl_device_id dev, prog_build *b);
void program_globals_free(prog_build *b);
/* The first device's successful build, or NULL. */
const tr_program *program_any_build(cl_program prog);
cl_program program_alloc(cl_context ctx, cl_uint ndev, const cl_device_id *devs);
/* Whether clGetKernelArgInfo may answer for the program's kernels. */
bool program_arg_info(cl_program prog);

/* ---- compiling and linking (compile_step.c, program_cache.c) ------------ */

#define DEVICE_MAX_C_VERSIONS 8
/* What the front end needs of a device (macros, implicit declarations). */
void device_cc_info(cl_device_id dev, cc_device *out);
/* CL_DEVICE_OPENCL_C_ALL_VERSIONS as 100, 110, ..., then 0. */
void device_c_versions(cl_device_id dev, unsigned out[DEVICE_MAX_C_VERSIONS + 1]);
void build_log_add(prog_build *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* OpenCL C to b->spirv (a compiled object). CL_SUCCESS, or
 * CL_COMPILER_NOT_AVAILABLE, CL_BUILD_PROGRAM_FAILURE (the log says why),
 * CL_OUT_OF_HOST_MEMORY. */
cl_int step_compile(cl_device_id dev, const char *source, const cc_header *headers, size_t nheaders,
                    const char *options, const cc_options *o, prog_build *b);
/* Links SPIR-V objects and libraries into b->spirv: CL_SUCCESS,
 * CL_LINK_PROGRAM_FAILURE or CL_OUT_OF_HOST_MEMORY. */
cl_int step_link(const uint32_t *const *modules, const size_t *nwords, size_t count, bool library,
                 prog_build *b);
/* b->spirv to kernels and shaders: an executable. False with the log. */
bool step_translate(cl_device_id dev, const cc_options *o, prog_build *b);
/* The options an executable's binary carries (malloc'ed). */
char *exec_options_string(const cc_options *o, bool from_il);

/* cc_compile through the on-disk build cache. */
cc_status pcache_compile(cl_device_id dev, const char *source, const cc_header *headers, size_t nheaders,
                         const char *options, const cc_options *o, const cc_device *cd, uint32_t **spirv,
                         size_t *n, char **log);
/* Merges the device's saved VkPipelineCache (once); saves it if it grew. */
void pcache_pipelines_load(cl_device_id dev);
void pcache_pipelines_save(cl_device_id dev);

typedef struct kernel_arg {
  bool set;
  cl_mem mem;           /* TR_ARG_BUFFER (NULL allowed), TR_ARG_IMAGE */
  uint32_t sampler;     /* TR_ARG_SAMPLER: its TR_SAMPLER_* word */
  uint32_t local_size;  /* TR_ARG_LOCAL */
  unsigned char *pod;   /* TR_ARG_POD: tr_arg.size bytes */
} kernel_arg;

struct _cl_kernel {
  obj_header h;
  cl_program prog;
  char *name;
  uint32_t nargs;
  const tr_arg *sig;        /* reflection used to check arguments */
  const tr_kernel **tk;     /* per program device; NULL where not built */
  rt_shader **shader;       /* per program device */
  pthread_mutex_t lock;
  kernel_arg *args;
};

/* __local bytes a launch of k needs (static plus __local arguments). */
size_t kernel_local_bytes(cl_kernel k, const tr_kernel *tk);
/* The largest work-group k can run with on dev (CL_KERNEL_WORK_GROUP_SIZE). */
size_t kernel_max_wg(cl_device_id dev, const tr_kernel *tk);
/* The subgroup size k runs with on dev (required or the default). */
uint32_t kernel_subgroup_size(cl_device_id dev, const tr_kernel *tk);

/* ---- printf (printf.c) ----------------------------------------------------- */

/* Bytes of printf records a launch can hold (CL_DEVICE_PRINTF_BUFFER_SIZE). */
#define PRINTF_BUFFER_BYTES (1u << 20)
/* A launch's printf buffer, host-visible, header set. */
cl_int printf_buffer_new(cl_device_id dev, rt_buffer **out);
/* Once the launch completed: formats its records to stdout, frees buf. */
void printf_buffer_flush(const tr_kernel *tk, rt_buffer *buf);

/* ---- events and commands (event.c, command.c) --------------------------- */

struct event_cb {
  void(CL_CALLBACK *fn)(cl_event, cl_int, void *);
  void *data;
  cl_int type;
  struct event_cb *next;
};

struct _cl_event {
  obj_header h;
  cl_context ctx;
  cl_command_queue q;     /* NULL for user events */
  cl_command_type type;
  pthread_mutex_t lock;
  pthread_cond_t cond;    /* signalled when issued and when final */
  bool issued;            /* handed to the runtime as command `seq` */
  rt_seq seq;
  bool final;             /* status is CL_COMPLETE or an error */
  cl_int status;
  bool has_times;
  uint64_t t_queued, t_submit, t_start, t_end;
  struct event_cb *cbs;
};

cl_event event_new(cl_context ctx, cl_command_queue q, cl_command_type type);
/* Makes the event final and runs its callbacks (outside its lock). */
void event_finish(cl_event ev, cl_int status);
/* Blocks until the event is final; returns its status. */
cl_int event_wait(cl_event ev);
/* The same without flushing or waiting on its runtime queue: for an event
 * whose command is known to have finished on the device. */
void event_wait_final(cl_event ev);
cl_int check_wait_list(cl_context ctx, cl_uint n, const cl_event *list);

/* A command: an enqueue captured with everything it needs, issued to the
 * runtime at once or later (deferred behind user events). */
typedef struct command command;
typedef rt_status (*cmd_issue_fn)(command *c, rt_queue *rq, rt_seq *seq);
typedef void (*cmd_cleanup_fn)(command *c);

/* Memory objects a command names inline before it needs an array of
 * its own: most kernels take a few buffers. */
#define CMD_MEMS_INLINE 6

struct command {
  cl_command_queue q;      /* referenced until completion */
  /* Made only when someone can see it (cmd_submit): the application asked
   * for it, waits on it, or the command is held back (queue_finish waits
   * on the last one). NULL otherwise, which spares a streamed enqueue an
   * object made on one thread and destroyed on the completion thread. */
  cl_event ev;
  cl_command_type type;
  cl_uint nwait;
  cl_event *wait;
  cmd_issue_fn issue;
  cmd_cleanup_fn cleanup;  /* frees what the payload owns; may be NULL */
  cl_uint nmems, capmems;
  struct cmd_mem {
    cl_mem m;              /* kept alive until completion */
    bool writes;           /* the command may write it */
  } *mems, mems_inline[CMD_MEMS_INLINE];
  bool mems_undefined;     /* their contents need not move (migrate's flag) */
  cl_kernel kernel;        /* likewise */
  command *next;
  max_align_t payload[];
};

command *cmd_new(cl_command_queue q, cl_command_type type, size_t payload_size, cmd_issue_fn issue);
static inline void *cmd_payload(command *c) { return c->payload; }
/* A memory object the command uses (and may write): kept alive, and its
 * contents moved to the command's device first (mem_make_current). */
bool cmd_add_mem(command *c, cl_mem m, bool writes);
/* Discards a command that was never submitted. */
void cmd_discard(command *c);
/* Submits (or defers) the command; wait list already validated. On
 * success *event_out (if not NULL) gets the event; `blocking` waits for
 * completion. Consumes c in every case. */
cl_int cmd_submit(command *c, cl_uint nwait, const cl_event *wait, cl_event *event_out,
                  bool blocking);
/* Issues deferred commands whose user events have been set. */
void cmd_pump(void);
/* The same for one queue, whether or not it is on the pump's list. */
void cmd_pump_queue(cl_command_queue q);
/* Waits until the queue has no deferred command, then for all its work. */
cl_int queue_finish(cl_command_queue q);

/* A command that only orders (markers, barriers, migrations). */
cl_int enqueue_marker(cl_command_queue q, cl_command_type type, cl_uint nwait,
                      const cl_event *wait, cl_event *event_out);

/* Common checks of enqueue calls: a valid queue and wait list. */
cl_int check_queue_and_waits(cl_command_queue q, cl_uint nwait, const cl_event *wait);

/* Image and sampler kernel arguments (image_args.c): clSetKernelArg's
 * checks, what a launch binds and specializes for them, and the bindings
 * a kernel's shader declares. */
cl_int image_arg_set(cl_kernel k, const tr_arg *sig, size_t size, const void *value, kernel_arg *v);
cl_int sampler_arg_set(cl_kernel k, size_t size, const void *value, kernel_arg *v);
/* Appends the descriptors of image argument `index` to desc[*ndesc] and
 * its format's specialization constant, and writes its size to `size`
 * (tr_arg.size_where's block at size_offset; NULL: the kernel reads none);
 * keeps the image alive in c. */
cl_int image_arg_encode(command *c, const tr_arg *a, uint32_t index, const kernel_arg *v, cl_device_id dev,
                        rt_descriptor *desc, uint32_t *ndesc, uint32_t *spec_ids, uint32_t *spec_vals,
                        uint32_t *nspec, uint8_t *size);
/* The bytes of an image argument's size words (tr_arg.size_offset). */
uint32_t image_arg_size_bytes(const tr_arg *a);
/* The descriptors a launch of tk binds (upper bound for the arrays). */
uint32_t kernel_image_descriptors(const tr_kernel *tk);
/* The kernel's bindings for rt_shader_create_bound; returns the count
 * (out NULL: count only). */
uint32_t kernel_image_bindings(const tr_kernel *tk, rt_binding *out);

/* Windows-only sharing entry points (unsupported.c): the dispatch table's
 * slots for them are untyped on Linux. */
cl_int d3d_get_device_ids(cl_platform_id platform, cl_uint source, void *object, cl_uint set,
                          cl_uint num_entries, cl_device_id *devices, cl_uint *num_devices);
cl_mem d3d_create_buffer(cl_context context, cl_mem_flags flags, void *resource, cl_int *errcode_ret);
cl_mem d3d_create_texture(cl_context context, cl_mem_flags flags, void *resource, cl_uint subresource,
                          cl_int *errcode_ret);
cl_int d3d_acquire_release(cl_command_queue command_queue, cl_uint num_objects, const cl_mem *mem_objects,
                           cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                           cl_event *event);
cl_mem dx9_create_surface(cl_context context, cl_mem_flags flags, cl_uint adapter_type,
                          void *surface_info, cl_uint plane, cl_int *errcode_ret);
cl_int dx9_get_device_ids(cl_platform_id platform, cl_uint num_media_adapters, void *adapter_types,
                          void *adapters, cl_uint set, cl_uint num_entries, cl_device_id *devices,
                          cl_uint *num_devices);

#endif
