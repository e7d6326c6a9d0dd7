/* passes.h: the translation context that passes share, and the passes in
 * the order the driver runs them. Each pass is one file named pass_*.c. */
#ifndef SHOAL_PASSES_H
#define SHOAL_PASSES_H

#include "ir/ir.h"
#include "shoal_translate.h"

/* A member of the push-constant block being laid out. */
typedef struct tr_pc_member {
  uint32_t type;   /* Vulkan type of the member */
  uint32_t offset; /* byte offset */
} tr_pc_member;

#define TR_MAX_PC_MEMBERS 96

typedef struct tr_ctx {
  ir_module *m;
  ir_func *k;             /* the kernel being translated */
  uint32_t kernel_id;     /* its function id */
  const tr_target *t;
  tr_kernel *out;         /* reflection being filled */

  /* push-constant block: members are added while passes run; the struct
   * type, pointer type and variable are made by pass_finalize. */
  tr_pc_member pc[TR_MAX_PC_MEMBERS];
  uint32_t npc;
  uint32_t pc_size;       /* bytes laid out so far */
  uint32_t pc_var;        /* reserved id of the PushConstant variable */
  uint32_t pc_struct;     /* reserved id of the block's struct type */
  int32_t implicit_member[TR_IMP_COUNT]; /* member index, -1 if unused */

  /* Vulkan built-in Input variables created so far (for the interface) */
  uint32_t vk_builtin_var[64];
  uint32_t vk_builtin_kind[64];
  uint32_t nvk_builtins;

  /* Workgroup-size constant (spec ids 0..2) and its components */
  uint32_t wgsize_const, wgsize_x, wgsize_y, wgsize_z;

  /* __local memory: one array of 32-bit words, __local pointers are byte
   * offsets into it. Static variables first (fixed offsets), then the
   * __local arguments (offsets from their specialization-constant sizes). */
  uint32_t local_var;       /* reserved id of the Workgroup word array */
  uint32_t local_end;       /* id of a u32 constant or spec-constant op: bytes used */
  uint32_t local_static_end;/* bytes of the static part */
  uint32_t *local_offset;   /* by id: byte offset of a static __local variable + 1 (0: none) */

  uint32_t subgroup_active; /* id of tr_subgroup_active_count's value */
  uint32_t subgroup_active_ballot; /* its ballot: both in Vulkan lanes, left alone by pass_subgroups */
  uint32_t vsub;            /* virtual sub-group size (tr_kernel.subgroup_size_virtual), 0 if native */
  uint32_t vspan;           /* above the native size: the Vulkan subgroups one sub-group spans (else 0) */
  uint32_t vnative;         /* and the native size it multiplies */
  bool size_override;       /* SHOAL_SUBGROUP_SIZE may apply (pass_select_kernel) */
  uint32_t sg_exchange;     /* with vspan: the __local uint array data crosses subgroups through */
  uint32_t sg_max_spec;     /* the TR_SPEC_SUBGROUP_MAX constant, 0 until used */
  uint32_t *vsg_ids;        /* with vspan: ids of get_sub_group_id()'s values (pass_builtins; uniformity.c) */
  uint32_t nvsg_ids, vsg_cap;
  uint32_t *wg_uniform_ids; /* values sg_linearize.c makes the same for the whole work-group */
  uint32_t nwg_uniform_ids, wg_uniform_cap;
  uint32_t *buffer_args;    /* ids of the buffer arguments' pointers (pass_args; mem_align.c) */
  uint32_t nbuffer_args;
  struct tr_images *images; /* image and sampler arguments (pass_images.c) */
  uint32_t pointer_bits;  /* 64 (Physical64) or 32 */
  bool vulkan_mm;         /* the kernel uses the Vulkan memory model (mem_model.c) */
  /* Bytes of a __local word: 4, or 8 in kernels with 64-bit __local
   * atomics, which need 64-bit words (mem_atomic.c). */
  uint32_t local_word_bytes;
  /* Word arrays of the byte-addressed __private objects (mem_private.c),
   * for pass_local_index. */
  uint32_t *private_word_vars;
  uint32_t nprivate_word_vars;
  uint32_t annotations_in;/* count of input annotations (dropped at the end) */
} tr_ctx;

/* Adds a push-constant member of `type`, `size` bytes aligned to `align`;
 * returns its member index or -1 when it does not fit in `limit` bytes. */
int tr_pc_add(tr_ctx *c, uint32_t type, uint32_t size, uint32_t align, uint32_t limit);
/* Loads push-constant member `member` (of scalar or vector type) at `b`. */
uint32_t tr_pc_load(tr_ctx *c, ir_builder *b, int member);
/* The value of an implicit (uint32 triple: component 0..2; scalar: 0) at
 * `b`, adding it to the push constants on first use. */
uint32_t tr_imp_load(tr_ctx *c, ir_builder *b, tr_implicit which, uint32_t component);
/* Adds an implicit value to the push constants without loading it. */
void tr_imp_reserve(tr_ctx *c, tr_implicit which);
/* A Vulkan built-in Input variable (uvec3 or uint), created once. */
uint32_t tr_vk_builtin(tr_ctx *c, SpvBuiltIn builtin, uint32_t type);
/* Loads 32-bit component `comp` of a uvec3 Vulkan built-in. */
uint32_t tr_vk_builtin_load(tr_ctx *c, ir_builder *b, SpvBuiltIn builtin, uint32_t comp);
/* get_sub_group_size(): the invocations of this subgroup, counted once
 * with a ballot at the top of the kernel, where all are active (the last
 * subgroup of a partial work-group is smaller than SubgroupSize). */
uint32_t tr_subgroup_active_count(tr_ctx *c);
/* get_max_sub_group_size(): the largest sub-group of the dispatch, the
 * Vulkan SubgroupSize or the enqueued work-group if that is smaller (what
 * CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE answers). Intel shuffles and
 * block IO are defined in terms of it. */
uint32_t tr_subgroup_max(tr_ctx *c, ir_builder *b);
/* Sub-group lanes. With virtual sub-groups (c->vsub) an OpenCL sub-group
 * is a partition of vsub lanes of the Vulkan subgroup, starting at lane
 * tr_sg_base; without, it is the subgroup (base 0). tr_sg_lid is
 * get_sub_group_local_id(), tr_sg_native_lid the Vulkan lane. */
uint32_t tr_sg_native_lid(tr_ctx *c, ir_builder *b);
uint32_t tr_sg_native_id(tr_ctx *c, ir_builder *b); /* Vulkan's SubgroupId */
uint32_t tr_sg_lid(tr_ctx *c, ir_builder *b);
uint32_t tr_sg_base(tr_ctx *c, ir_builder *b);
/* A ballot (uvec4) of the Vulkan lanes below `n` (at most 128), and of the
 * lanes of this sub-group (all bits where it is the subgroup). */
uint32_t tr_ballot_below(tr_ctx *c, ir_builder *b, uint32_t n);
uint32_t tr_sg_lanes(tr_ctx *c, ir_builder *b);
/* The Vulkan subgroup size the native lane arithmetic works with. */
uint32_t tr_sg_native_size(tr_ctx *c, ir_builder *b);
/* Per block label: nonzero where the block may run with only part of the
 * work-group (uniformity.c); NULL with an error set on failure. */
uint8_t *tr_divergent_blocks(tr_ctx *c);
/* The same analysis, with the divergent values too (by id); with
 * `subgroup`, divergence within one sub-group: get_sub_group_id() (the
 * values in c->vsg_ids) counts as uniform. */
bool tr_uniformity(tr_ctx *c, bool subgroup, uint8_t **div, uint8_t **dblk);
/* A sub-group instruction: the Group and GroupNonUniform operations and
 * SPV_INTEL_subgroups' shuffles and block reads and writes. */
bool tr_is_subgroup_op(uint32_t op);
/* Above the native size: each conditional branch that every work-item of
 * a sub-group takes alike but the sub-groups of a work-group may not, and
 * whose region holds a sub-group collective, becomes straight-line code
 * the whole work-group runs, with the region's memory accesses guarded by
 * the condition (sg_linearize.c). */
bool tr_linearize_subgroup_branches(tr_ctx *c);
/* A work-group barrier on __local memory (acquire and release). */
void tr_workgroup_barrier(tr_ctx *c, ir_builder *b);
/* The words of c->sg_exchange: one per work-item of the largest work-group. */
uint32_t tr_exchange_words(const tr_ctx *c);
/* The OpenCL local size's component (0..2): specialization constants 0-2. */
uint32_t tr_wgsize(tr_ctx *c, uint32_t comp);
/* The local linear id, and the local id's component (0..2) derived from it:
 * Vulkan work-groups are dispatched one-dimensional. */
uint32_t tr_local_linear_id(tr_ctx *c, ir_builder *b);
uint32_t tr_local_id(tr_ctx *c, ir_builder *b, uint32_t comp);
/* Loads a value of scalar/vector `type` from PhysicalStorageBuffer memory
 * at 64-bit address `addr` with alignment `align`. */
uint32_t tr_load_psb(tr_ctx *c, ir_builder *b, uint32_t type, uint32_t addr, uint32_t align);
void tr_store_psb(tr_ctx *c, ir_builder *b, uint32_t addr, uint32_t value, uint32_t align);
/* The bytes tr_load_psb/tr_store_psb move per access of a vector of 8- or
 * 16-bit components at `align` (4, 8 or 16); 0 where they go component by
 * component or `type` is no such vector. */
uint32_t tr_psb_chunk(ir_module *m, uint32_t type, uint32_t align);

/* A 32-bit OpSpecConstantOp `op` (IAdd, BitwiseAnd, ...) of a and b. */
uint32_t tr_spec_op(tr_ctx *c, uint32_t op, uint32_t a, uint32_t b);
/* Lays out the static __local variables the kernel uses (once). */
void tr_local_layout(tr_ctx *c);
/* The word array's id (reserved on first use). */
uint32_t tr_local_array(tr_ctx *c);

/* Memory that is an array of words addressed by byte offsets (mem_words.c):
 * __local memory, and the __private objects the typed lowering cannot
 * follow (mem_private.c). */
typedef struct tr_words {
  uint32_t var;        /* the array variable's id */
  uint32_t storage;    /* its storage class: Workgroup or Function */
  uint32_t base;       /* byte offset of word 0, a multiple of the word size */
  uint32_t word_bytes; /* 4, or 8 (__local memory of kernels with 64-bit __local atomics) */
  bool shared;         /* other work-items use it: parts of words are stored atomically */
} tr_words;
/* The kernel's __local memory. */
tr_words tr_local_words(tr_ctx *c);
/* A pointer to the word holding byte offset `off` (a u32 value). */
uint32_t tr_words_ptr(tr_ctx *c, ir_builder *b, const tr_words *w, uint32_t off);
/* The bit position in its word of the part at byte offset `off`, as an
 * integer of the word's width. */
uint32_t tr_words_part_shift(tr_ctx *c, ir_builder *b, const tr_words *w, uint32_t off);
/* Loads and stores an integer or float scalar of any width at byte offset
 * `off`, known to be aligned to `align`. */
uint32_t tr_words_load(tr_ctx *c, ir_builder *b, const tr_words *w, uint32_t type, uint32_t off, uint32_t align);
void tr_words_store(tr_ctx *c, ir_builder *b, const tr_words *w, uint32_t off, uint32_t value, uint32_t align);

/* Memory model (mem_model.c). */
typedef enum tr_sem_use {
  TR_SEM_FENCE,       /* OpControlBarrier, OpMemoryBarrier */
  TR_SEM_RMW,         /* read-modify-write atomics, equal case of a CAS */
  TR_SEM_LOAD,        /* OpAtomicLoad: no release */
  TR_SEM_STORE,       /* OpAtomicStore: no acquire */
  TR_SEM_CAS_UNEQUAL, /* the unequal case of a CAS: no release */
} tr_sem_use;
bool tr_is_atomic(uint32_t op);
/* Sets c->vulkan_mm for the kernel (before pass_memory lowers anything). */
void tr_choose_memory_model(tr_ctx *c);
/* Vulkan memory scope for an OpenCL one (all_svm_devices is the device). */
uint32_t tr_vk_scope(uint64_t cl_scope);
/* Vulkan semantics for OpenCL ones used as `use`: sequential consistency
 * is acquire-release, __global memory the UniformMemory class, an order
 * without storage classes gets `storage_if_none`, and with the Vulkan
 * memory model releases make available and acquires make visible. */
uint32_t tr_vk_semantics(const tr_ctx *c, uint64_t cl_sem, uint32_t storage_if_none, tr_sem_use use);

/* Atomics (mem_atomic.c). */
typedef enum tr_atomic_space { TR_ATOMIC_GLOBAL, TR_ATOMIC_LOCAL, TR_ATOMIC_PRIVATE } tr_atomic_space;
/* Lowers OpenCL atomic `in` (value operands already lowered) on memory at
 * `addr`: a u64 address, a u32 __local byte offset, a __private
 * pointer, or (with `words`) a byte offset into byte-addressed __private
 * memory. Code goes before `pos`, which may end up in another block (CAS
 * loops, locks). Returns the result id (0 where the atomic has none, or
 * on error with m->err set). */
uint32_t tr_lower_atomic(tr_ctx *c, const ir_inst *in, ir_inst *pos, tr_atomic_space space, uint32_t addr,
                         const tr_words *words);

/* Program-scope variables (globals.c): byte offset + 1 of each by id (0:
 * none), their total size and largest alignment; and the program's
 * buffer image (tr_program.globals_*). */
bool tr_globals_layout(ir_module *m, uint64_t **offsets, uint64_t *size, uint32_t *align);
bool tr_globals_image(ir_module *m, tr_program *p);
/* The buffer offset a module-level pointer (a program-scope variable, or a
 * constant expression on one) points to; false for anything else. */
bool tr_globals_pointer(ir_module *m, const uint64_t *offsets, uint32_t id, uint64_t *offset);

/* Passes, in pipeline order. Each returns false with m->err set. */
bool pass_select_kernel(tr_ctx *c, const char *name);
bool pass_inline(tr_ctx *c);
/* pass_prune.c */
bool pass_prune(tr_ctx *c);
/* pass_cse.c */
bool pass_cse(tr_ctx *c);
/* 64-bit rotates by constants as 32-bit funnel shifts on GPUs
 * (pass_rotate64.c). */
bool pass_rotate64(tr_ctx *c);
/* The larger operand tree first in bitwise and/or/xor, the order drivers
 * fold into three-input logic instructions (pass_logic_order.c). */
bool pass_logic_order(tr_ctx *c);
bool pass_builtins(tr_ctx *c);
bool pass_args(tr_ctx *c);
/* arg_writes.c: whether the kernel may write through pointer parameter
 * `param` (false is a proof); pass_args calls it before rewriting them. */
bool tr_param_may_write(tr_ctx *c, uint32_t param);
/* Before pass_opencl_std: only the program's own divisions. */
bool pass_fdiv(tr_ctx *c);
/* printf calls become records in the launch's printf buffer. */
bool pass_printf(tr_ctx *c);
bool pass_opencl_std(tr_ctx *c);
bool pass_subgroups(tr_ctx *c);
bool pass_async_copy(tr_ctx *c);
bool pass_memory(tr_ctx *c);
/* Word indexes into __local memory with the byte shift distributed into
 * known-aligned terms (pass_local_index.c). */
bool pass_local_index(tr_ctx *c);
/* Records an image or sampler kernel parameter (from pass_args): its
 * reflection, and the parameter for pass_images, which lowers its uses. */
bool tr_image_param(tr_ctx *c, ir_inst *param, uint32_t index, tr_arg *out);
/* pass_args: the n words of image argument `param`'s size, as read. */
void tr_image_sizes(tr_ctx *c, uint32_t param, uint32_t n, const uint32_t *words);
/* Image reads, writes, queries and Intel block IO become Vulkan image
 * operations on descriptor bindings (pass_images.c). */
bool pass_images(tr_ctx *c);
/* Work-groups too small for the device's SIMD width: where the kernel
 * cannot tell one work-group from another, the code that lets several share
 * a Vulkan workgroup (pass_pack.c). */
bool pass_pack(tr_ctx *c);
/* The push-constant bytes pass_pack's test of the range's end would add
 * (sizes the kernel does not read yet); pass_args leaves room for them. */
uint32_t tr_pack_push_bytes(const tr_ctx *c);
bool pass_legalize(tr_ctx *c);
/* Loops whose values are used after them leave through their header, on
 * devices that need it (pass_loop_exits.c). */
bool pass_loop_exits(tr_ctx *c);
bool pass_legalize_ops(tr_ctx *c);
bool pass_legalize_vectors(tr_ctx *c);
bool pass_structurize(tr_ctx *c);
bool pass_finalize(tr_ctx *c);
/* Adds the maximal reconvergence execution mode (after validation: the
 * validator we build with does not know it yet). */
void pass_finalize_maximal_reconvergence(tr_ctx *c);

#endif
