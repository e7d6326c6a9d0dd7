/* shoal_translate.h: the translator's public API. OpenCL SPIR-V in, one
 * Vulkan compute SPIR-V module per kernel and its reflection out. Pure C, no
 * Vulkan, no OpenCL runtime objects; thread-safe (no global state). */
#ifndef SHOAL_TRANSLATE_H
#define SHOAL_TRANSLATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What the target Vulkan device offers. Translation uses a feature only
 * where the flag says so and fails with a precise message otherwise. */
typedef struct tr_target {
  uint32_t spirv_version;     /* output version: 0x00010300, 0x00010500, 0x00010600 */
  uint32_t vulkan_version;    /* 11, 12 or 13: the environment outputs are valid for */
  bool int8, int16, int64, float16, float64;
  bool storage8, storage16;   /* 8/16-bit loads and stores in buffers */
  bool buffer_int64_atomics, shared_int64_atomics;
  bool float32_atomic_add;
  bool integer_dot_product;   /* shaderIntegerDotProduct: OpSDot and friends kept */
  bool vulkan_memory_model;
  bool maximal_reconvergence;
  bool subgroup_uniform_control_flow;
  uint32_t subgroup_size;     /* default subgroup size of pipelines */
  uint32_t min_subgroup_size, max_subgroup_size;
  uint32_t subgroup_ops;      /* VkSubgroupFeatureFlags bits of the compute stage */
  bool subgroup_extended_types; /* 8/16/64-bit types in subgroup operations */
  bool subgroup_size_control;
  uint32_t max_push_constants;/* bytes; arguments beyond go to an argument buffer */
  uint32_t max_shared_memory; /* bytes of Workgroup memory */
  uint32_t max_workgroup_invocations; /* 0: 1024 */
  /* Float-controls execution modes every entry point declares, as sets of
   * widths (TR_FP16 | TR_FP32 | TR_FP64), already consistent with the
   * device's independence rules; all zero where the device has no float
   * controls. `float_controls`: the modes may be used at all (SPIR-V 1.4,
   * or SPV_KHR_float_controls in older outputs). */
  bool float_controls;
  uint8_t denorm_preserve, rounding_rte, signed_zero_inf_nan;
  /* DenormFlushToZero: float denormals that are not kept are flushed, as
   * the device reports (no CL_FP_DENORM), not left to the driver */
  uint8_t denorm_flush;
  /* Float denormals are kept (declared above, or known of the driver):
   * the math expansions then read denormal arguments as they are, rather
   * than flushing them first to agree with a flushing device. */
  bool fp32_denormals;
  bool validate;              /* run spirv-val (Vulkan env) on every output */
  /* Build options that change code (clBuildProgram's, not the device's):
   * -cl-fp32-correctly-rounded-divide-sqrt makes float division correctly
   * rounded; -cl-unsafe-math-optimizations (or -cl-fast-relaxed-math)
   * lets float division be Vulkan's OpFDiv. */
  bool fp32_correctly_rounded_divide;
  bool unsafe_math;
  /* Driver workaround: the driver loses values computed in a divergent
   * loop and used after it (lavapipe); such loops leave through their
   * header (cfg/lower_loop_exits.c). */
  bool loop_exits_via_header;
  /* Driver workaround: every atomic is sequentially consistent already,
   * and the barriers its memory semantics would add synchronize the whole
   * work-group, which hangs in divergent code (lavapipe): atomics carry no
   * semantics (memory/mem_atomic.c). */
  bool atomics_seq_cst;
  /* Driver workaround: the driver rounds doubles wrongly in Trunc and
   * RoundEven (lavapipe on hosts without 512-bit rounding instructions):
   * both are computed in integer arithmetic and an exact add
   * (legalize/lower_double_rounding.c). */
  bool double_rounding_exact;
  /* GPUs, whose 64-bit shifts are pairs of 32-bit ones: 64-bit rotates by
   * constants become two 32-bit funnel shifts (legalize/opt_rotate64.c). */
  bool split_rotate64;
  /* CPU devices (lavapipe), which run a buffer access lane by lane and
   * both sides of a divergent branch: a vector access whose alignment is
   * checked at run time (memory/lower_memory.c) pays there only where its
   * narrow form would move bytes or halfwords one by one. */
  bool cpu_device;
  /* Images: storage images without a declared format (writes, and the
   * reads of read_write images), and how many images of each descriptor
   * kind one kernel may bind (and of all kinds together). */
  bool storage_read_without_format, storage_write_without_format;
  uint32_t max_sampled_images, max_storage_images, max_image_resources;
  /* Watching the pipeline (tr_debug below); NULL for none. */
  const struct tr_debug *debug;
} tr_target;

enum { TR_FP16 = 1, TR_FP32 = 2, TR_FP64 = 4 };

/* A target that every Vulkan 1.2 device with buffer device address meets;
 * used by the command-line tool when no --target flags say otherwise. */
void tr_target_default(tr_target *t);
/* The sub-group sizes kernels may require on the target (what
 * CL_DEVICE_SUB_GROUP_SIZES_INTEL lists), ascending: the native ones and
 * the virtual ones below and above them (docs/subgroups.md). Returns how
 * many it wrote, at most `cap`. */
uint32_t tr_subgroup_sizes(const tr_target *t, uint32_t *out, uint32_t cap);

typedef enum tr_arg_kind {
  TR_ARG_BUFFER,  /* __global or __constant pointer: a cl_mem (or NULL) */
  TR_ARG_LOCAL,   /* __local pointer: size given at clSetKernelArg */
  TR_ARG_POD,     /* scalar, vector or struct passed by value */
  TR_ARG_IMAGE,
  TR_ARG_SAMPLER,
} tr_arg_kind;

typedef enum tr_addr_space {
  TR_AS_PRIVATE,  /* by-value arguments */
  TR_AS_GLOBAL,
  TR_AS_CONSTANT,
  TR_AS_LOCAL,
} tr_addr_space;

typedef enum tr_arg_where {
  TR_IN_PUSH,     /* push-constant block, at `offset` */
  TR_IN_ARGBUF,   /* argument buffer, at `offset`; its address is implicit TR_IMP_ARGBUF */
  TR_IN_SPEC,     /* specialization constant `spec_id` (sizes of __local arguments) */
} tr_arg_where;

/* Type qualifiers, as in cl_kernel_arg_type_qualifier. */
enum { TR_QUAL_CONST = 1, TR_QUAL_RESTRICT = 2, TR_QUAL_VOLATILE = 4, TR_QUAL_PIPE = 8 };
/* Access qualifiers of image arguments. */
typedef enum tr_access { TR_ACCESS_NONE, TR_ACCESS_READ, TR_ACCESS_WRITE, TR_ACCESS_READ_WRITE } tr_access;

/* Image arguments (docs/images.md). Each binds one descriptor per view it
 * uses, at binding TR_IMAGE_BINDING(argument index, view) of set 0: */
typedef enum tr_image_dim {
  TR_IMG_1D, TR_IMG_1D_ARRAY, TR_IMG_2D, TR_IMG_2D_ARRAY, TR_IMG_3D, TR_IMG_BUFFER
} tr_image_dim;
enum {
  TR_VIEW_SAMPLED,     /* the image's format, read (sampled image / uniform texel buffer) */
  TR_VIEW_STORAGE,     /* the image's format, written or read-write (storage image / texel buffer) */
  TR_VIEW_RAW_SAMPLED, /* unsigned integers of the texel's size, read (sampled image) */
  TR_VIEW_RAW_STORAGE, /* the same, written (storage image) */
  TR_VIEW_COUNT
};
#define TR_IMAGE_BINDING(arg, view) (4u * (arg) + (uint32_t)(view))
/* The specialization constant of image or sampler argument `arg`. */
#define TR_SPEC_ARG(arg) (0x4000u + (uint32_t)(arg))
/* The value of an image argument's specialization constant (`spec_id`):
 * its format, as the ICD knows it from the image object. */
#define TR_IMGFMT_TYPE_MASK 0x1fu      /* cl_channel_type - CL_SNORM_INT8 (0x10D0) */
#define TR_IMGFMT_ORDER_SHIFT 5        /* 5 bits: cl_channel_order - CL_R (0x10B0) */
#define TR_IMGFMT_LOG2_SHIFT 10        /* 3 bits: log2 of the texel's bytes */
#define TR_IMGFMT_NO_ALPHA (1u << 13)  /* no alpha channel: the border colour's alpha is 1 */
#define TR_IMGFMT_SWAP_RB (1u << 14)   /* BGRA data behind an RGBA storage view */
#define TR_IMGFMT_KIND_SHIFT 15        /* 2 bits: 0 float or normalized, 1 signed, 2 unsigned */
/* The value of a sampler argument's specialization constant. */
#define TR_SAMPLER_ADDR_MASK 7u        /* SPIR-V SamplerAddressingMode: none, clamp to edge, clamp,
                                          repeat, mirrored repeat (0..4) */
#define TR_SAMPLER_NORMALIZED 8u
#define TR_SAMPLER_LINEAR 16u

typedef struct tr_arg {
  char *name;           /* from OpName, or NULL where the module has none */
  char *type_name;      /* OpenCL C type ("float*") where the module names it, or NULL */
  tr_arg_kind kind;
  tr_addr_space space;
  tr_access access;
  uint32_t type_qual;   /* TR_QUAL_* bits */
  /* TR_ARG_BUFFER: the kernel may write through it. False is proved
   * (kernel/arg_writes_analysis.c): the runtime then leaves the buffer's copies on other
   * devices valid. */
  bool writes;
  uint32_t size;        /* bytes clSetKernelArg must be given (8 for buffers: a pointer) */
  uint32_t align;       /* alignment of POD data */
  tr_arg_where where;
  uint32_t offset;      /* byte offset (TR_IN_PUSH, TR_IN_ARGBUF) */
  uint32_t spec_id;     /* TR_IN_SPEC: specialization constant id (local sizes, image
                           formats, samplers; 0 for an image whose format is unused) */
  tr_image_dim image_dim; /* TR_ARG_IMAGE */
  uint32_t views;       /* TR_ARG_IMAGE: 1 << TR_VIEW_* for each view the kernel binds */
  /* TR_ARG_IMAGE: where the runtime puts the image's size in texels, one
   * uint32 per coordinate (width; height or a 1D array's layers; depth or
   * a 2D array's layers), at size_offset of the push constants
   * (TR_IN_PUSH) or of the argument buffer (TR_IN_ARGBUF). The kernel
   * reads it there rather than asking the image: a size query before each
   * read's clamp cost the H100 a quarter of an image copy's bandwidth
   * (docs/benchmarks.md). */
  tr_arg_where size_where;
  uint32_t size_offset;
#define TR_SPEC_SUBGROUP_MAX 0x5347u /* tr_kernel.sg_max_spec_id; __local arguments use 3.. */
/* Work-groups per Vulkan workgroup along x (kernel/opt_pack.c; 1 unless the runtime
 * sets it, and only where tr_kernel.packable). */
#define TR_SPEC_PACK 0x5350u
} tr_arg;

/* The coordinates of an image of dimension d (1D and buffer 1; 2D and 1D
 * array 2; 3D and 2D array 3): the words of its size (tr_arg.size_where). */
uint32_t tr_image_coords(tr_image_dim d);

/* __local pointers are byte offsets that start at this value, so that no
 * __local pointer is NULL; Workgroup memory itself starts at the first
 * object (offset TR_LOCAL_BASE is its byte 0). */
#define TR_LOCAL_BASE 16u

/* Values the runtime provides besides the arguments. Each one used by the
 * kernel has a byte offset in the push constants; unused ones have -1. */
typedef enum tr_implicit {
  TR_IMP_GLOBAL_OFFSET,   /* uint32 x3: clEnqueueNDRangeKernel global_work_offset */
  TR_IMP_GLOBAL_SIZE,     /* uint32 x3: global_work_size (1 in unused dimensions) */
  TR_IMP_ENQUEUED_LOCAL,  /* uint32 x3: enqueued local size */
  TR_IMP_GROUP_OFFSET,    /* uint32 x3: group id of this dispatch's first group */
  TR_IMP_WORK_DIM,        /* uint32 */
  TR_IMP_ARGBUF,          /* uint64: device address of the argument buffer */
  TR_IMP_GLOBALS,         /* uint64: device address of the program-scope variables' buffer */
  TR_IMP_PRINTF,          /* uint64: device address of the launch's printf buffer */
  TR_IMP_COUNT
} tr_implicit;

/* printf (builtins/lower_printf.c). The launch's buffer starts with a u32 count of
 * record bytes written (the kernel adds to it atomically) and a u32
 * capacity of the record area that follows the header. A record is the
 * u32 index of the printf call in tr_kernel.printfs, then each argument's
 * components in slots of `slot` bytes (little-endian). */
#define TR_PRINTF_HEADER_BYTES 8
typedef enum tr_printf_kind {
  TR_PF_INT,     /* integer components, `bytes` wide as passed (zero-extended in the slot) */
  TR_PF_FLOAT,   /* float components: bytes 2 and 4 stored as float, 8 as double */
  TR_PF_POINTER, /* an address (__local: the byte offset; __private: 0) */
  TR_PF_STRING,  /* a string literal: its index in tr_kernel.strings */
} tr_printf_kind;
typedef struct tr_printf_arg {
  uint8_t kind;  /* tr_printf_kind */
  uint8_t bytes; /* bytes of a component as the program passed it */
  uint8_t slot;  /* bytes of a component in the record: 4 or 8 */
  uint8_t count; /* components: 1, or a vector's 2..16 */
} tr_printf_arg;
typedef struct tr_printf {
  char *format;
  uint32_t nargs;
  tr_printf_arg *args;
  uint32_t record_bytes;
} tr_printf;

/* Virtual sub-group sizes (below the device's smallest subgroup): powers
 * of two in this range; a partition's ballot bits then fit one word. */
#define TR_MIN_VIRTUAL_SUBGROUP 4u
#define TR_MAX_VIRTUAL_SUBGROUP 32u
/* Virtual sub-groups above the native size N (several subgroups of a
 * work-group exchanging data through __local memory): multiples of N up to
 * this many lanes. */
#define TR_MAX_WIDE_SUBGROUP 128u

typedef struct tr_kernel {
  char *name;
  uint32_t *spirv;        /* Vulkan SPIR-V, one GLCompute entry point named `name` */
  size_t spirv_words;
  uint32_t nargs;
  tr_arg *args;
  int32_t implicit_offset[TR_IMP_COUNT];
  uint32_t push_size;     /* bytes of push constants the kernel declares */
  uint32_t argbuf_size;   /* bytes of the argument buffer, 0 if none */
  uint32_t reqd_work_group_size[3]; /* 0 0 0 if none */
  uint32_t work_group_size_hint[3];
  uint32_t reqd_subgroup_size;      /* intel_reqd_sub_group_size, 0 if none */
  /* Virtual sub-groups (docs/subgroups.md): where the kernel's sub-group
   * size V (required, or SHOAL_SUBGROUP_SIZE for testing) is smaller than
   * the Vulkan subgroup, each subgroup is split into partitions of V lanes
   * that are the OpenCL sub-groups. subgroup_size_virtual is V (0: the
   * sub-group is the Vulkan subgroup); vk_subgroup_size is the size the
   * pipeline must require (0: any, the device's default). */
  uint32_t subgroup_size_virtual;
  uint32_t vk_subgroup_size;
  uint32_t compile_num_subgroups;   /* SubgroupsPerWorkgroup, 0 if none */
  /* Specialization constant for get_max_sub_group_size(), 0 if the kernel
   * does not use it: the runtime sets it to min(the pipeline's subgroup
   * size, the enqueued local size's invocations) where it knows the
   * pipeline's size, else 0 (the kernel then computes it at run time). */
  uint32_t sg_max_spec_id;
  /* Nothing in the kernel tells its work-group from another's (no barrier,
   * __local memory or sub-group operation): the runtime may run several
   * consecutive work-groups along x in one Vulkan workgroup, setting
   * TR_SPEC_PACK (kernel/opt_pack.c). */
  bool packable;
  uint32_t static_local_bytes;      /* bytes of __local memory the kernel declares (offsets
                                       TR_LOCAL_BASE to TR_LOCAL_BASE + this) */
  uint32_t nprintf;                 /* printf calls (TR_IMP_PRINTF is used when nonzero) */
  tr_printf *printfs;
  uint32_t nstrings;                /* string literals printf arguments point to */
  char **strings;
  char *attributes;       /* CL_KERNEL_ATTRIBUTES: "reqd_work_group_size(8,1,1) ..." */
  /* What structurization cost: the kernel's blocks and instructions
   * (OpLabel included) just before and just after it. */
  uint32_t cf_blocks_before, cf_blocks_after, cf_insts_before, cf_insts_after;
  /* __private objects (variables after inlining) kept typed, and those
   * byte-addressed in word arrays with the arrays' bytes (memory/mem_private.c). */
  uint32_t private_typed, private_byte_addressed, private_word_bytes;
  /* A work-item's __private memory: the typed objects' OpenCL sizes plus
   * the byte-addressed word arrays (CL_KERNEL_PRIVATE_MEM_SIZE). */
  uint64_t private_bytes;
} tr_kernel;

/* The most bytes of program-scope variables a program may have. */
#define TR_MAX_GLOBALS_BYTES (64u << 20)

typedef struct tr_program {
  uint32_t nkernels;
  tr_kernel *kernels;
  /* Program-scope variables (__constant and __global): one buffer of
   * globals_size bytes (aligned to globals_align) per program and device,
   * whose address kernels take as TR_IMP_GLOBALS. It starts as
   * globals_init; the 8-byte words at the offsets globals_relocs lists
   * hold offsets into the buffer, to which the runtime adds its address
   * (pointers initialized with a variable's address). */
  uint64_t globals_size;
  uint32_t globals_align;
  uint8_t *globals_init;
  uint64_t *globals_relocs;
  uint32_t nglobals_relocs;
} tr_program;

/* The pipeline (translate/passes.def), in order: each pass's name, the
 * folder of translate/ its file is in, what it does, and whether it runs
 * once on the module's words before the IR exists (else on each kernel's
 * IR). For tools. */
typedef struct tr_pass_info {
  const char *name, *folder, *what;
  bool input;
} tr_pass_info;
const tr_pass_info *tr_passes(size_t *count);

/* Watching the pipeline (shoal-translate --print-after / --stop-after):
 * after each pass named print_after (or every pass, with "all") the
 * module as it then is goes to dump as SPIR-V words; `kernel` names the
 * kernel whose IR it is, NULL for an input pass's whole module. With
 * stop_after the pipeline also ends after that pass (the module goes to
 * dump) and the translation fails with a note saying so. Modules between
 * passes are OpenCL SPIR-V on its way to Vulkan's: not valid for either. */
typedef void tr_dump_fn(void *user, const char *pass, const char *kernel, const uint32_t *words, size_t nwords);
typedef struct tr_debug {
  const char *print_after;
  const char *stop_after;
  tr_dump_fn *dump;
  void *user;
} tr_debug;

/* Cheap structural check for clCreateProgramWithIL: the words are a
 * well-formed SPIR-V module (magic, header, instruction stream) that could
 * be OpenCL SPIR-V. Returns false and a message in `err` otherwise. */
bool tr_check_module(const uint32_t *words, size_t nwords, char *err, size_t errlen);

/* Names of the kernels (OpEntryPoint Kernel) of a module, without
 * translating. Returns the count; *names is a malloc'ed array of
 * malloc'ed strings (tr_free_names). -1 on a malformed module. */
int tr_kernel_names(const uint32_t *words, size_t nwords, char ***names);
void tr_free_names(char **names, int count);

/* The checks tr_translate makes of its input, alone: a well-formed, valid
 * OpenCL SPIR-V module with the Kernel capability (what clLinkProgram
 * needs of its inputs). *log gets a malloc'ed message (empty on success). */
bool tr_check_input(const uint32_t *words, size_t nwords, char **log);

/* Specialization constants (clSetProgramSpecializationConstant). OpenCL
 * fixes them at build time, so the translator freezes every OpSpecConstant,
 * OpSpecConstantTrue/False (and the OpSpecConstantComposites made of
 * constants only) into ordinary constants before translating; the Vulkan
 * specialization constants of its output are then its own (TR_SPEC_*). */
typedef struct tr_spec_const {
  uint32_t id;   /* SpecId */
  uint32_t size; /* bytes the application passes: the type's, 1 for a bool */
} tr_spec_const;
typedef struct tr_spec_value {
  uint32_t id;
  uint64_t bits; /* little-endian value of `size` bytes; a bool: non-zero is true */
} tr_spec_value;
/* The SpecId-decorated scalar specialization constants of a module, in the
 * order of their declarations (one entry per SpecId). Returns the count and
 * a malloc'ed array in *out (NULL when 0), -1 on a malformed module or
 * without memory. */
int tr_spec_constants(const uint32_t *words, size_t nwords, tr_spec_const **out);
/* A malloc'ed copy of the module (*out_words words) with every
 * specialization constant frozen: the value of `values` with its SpecId,
 * its default otherwise; SpecId decorations removed. NULL on a malformed
 * module or without memory. */
uint32_t *tr_specialize(const uint32_t *words, size_t nwords, const tr_spec_value *values, uint32_t nvalues,
                        size_t *out_words);

/* Translates every kernel of the module (or only `only_kernel` if not
 * NULL). On success returns true and a program; on failure false, *out
 * NULL. Either way *log receives a malloc'ed, NUL-terminated build log
 * (possibly empty) that the caller frees. Never aborts, whatever the bytes. */
bool tr_translate(const uint32_t *words, size_t nwords, const tr_target *target,
                  const char *only_kernel, tr_program **out, char **log);
void tr_program_free(tr_program *p);

#ifdef __cplusplus
}
#endif
#endif
