/* tr_ctx.h: the translator's base layer. The translation context every
 * pass of one kernel shares (what an earlier pass records for a later one
 * goes here, never a call forward) and the helpers of tr_ctx.c that build
 * code on it: the push-constant block, implicit values, Vulkan built-ins,
 * sub-group lanes, PhysicalStorageBuffer access, the __local word array.
 * Every folder of translate/ may include it; it includes only the IR. */
#ifndef SHOAL_TR_CTX_H
#define SHOAL_TR_CTX_H

#include "ir/ir.h"
#include "shoal_translate.h"

/* An image or sampler kernel parameter as lower_args found it, for
 * lower_images, which lowers its uses. */
typedef struct tr_image_param {
  uint32_t param;     /* the parameter's id */
  uint32_t index;     /* the argument's index */
  bool sampler;       /* a sampler_t; else an image */
  tr_image_dim dim;   /* an image's dimensionality and access */
  tr_access access;
  uint32_t size[3];   /* an image's size as read at the kernel's entry (1 past its coordinates) */
} tr_image_param;

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
  uint32_t subgroup_active_ballot; /* its ballot: both in Vulkan lanes, left alone by lower_subgroups */
  uint32_t vsub;            /* virtual sub-group size (tr_kernel.subgroup_size_virtual), 0 if native */
  uint32_t vspan;           /* above the native size: the Vulkan subgroups one sub-group spans (else 0) */
  uint32_t vnative;         /* and the native size it multiplies */
  bool size_override;       /* SHOAL_SUBGROUP_SIZE may apply (lower_entry_point) */
  uint32_t sg_exchange;     /* with vspan: the __local uint array data crosses subgroups through */
  /* Subgroup-scope instructions over the Vulkan subgroup, not the OpenCL
   * sub-group (subgroups/lower_workgroup_collectives.c): lower_subgroups
   * lowers them at the native size, never as virtual sub-groups. */
  uint32_t *native_sg_ops;
  uint32_t nnative_sg_ops, native_sg_cap;
  uint32_t sg_max_spec;     /* the TR_SPEC_SUBGROUP_MAX constant, 0 until used */
  uint32_t *vsg_ids;        /* with vspan: ids of get_sub_group_id()'s values (lower_builtin_variables; subgroups/uniformity_analysis.c) */
  uint32_t nvsg_ids, vsg_cap;
  uint32_t *wg_uniform_ids; /* values subgroups/sg_linearize.c makes the same for the whole work-group */
  uint32_t nwg_uniform_ids, wg_uniform_cap;
  uint32_t *buffer_args;    /* ids of the buffer arguments' pointers (lower_args; memory/align_analysis.c) */
  uint32_t nbuffer_args;
  tr_image_param *image_params; /* image and sampler arguments, recorded by lower_args for lower_images */
  struct tr_images *images; /* lower_images' own view of them */
  uint32_t nimage_params, image_params_cap;
  uint32_t pointer_bits;  /* 64 (Physical64) or 32 */
  bool vulkan_mm;         /* the kernel uses the Vulkan memory model (memory/mem_model.c) */
  /* Bytes of a __local word: 4, or 8 in kernels with 64-bit __local
   * atomics, which need 64-bit words (memory/mem_atomic.c). */
  uint32_t local_word_bytes;
  /* Word arrays of the byte-addressed __private objects (memory/mem_private.c),
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

/* The implicit values opt_pack reads (its test of the range's end), and
 * the push-constant bytes those of `which` not yet in the block would
 * add: lower_args leaves room for them before opt_pack runs. */
extern const tr_implicit tr_pack_implicits[3];
uint32_t tr_imp_missing_bytes(const tr_ctx *c, const tr_implicit *which, size_t n);

#endif
