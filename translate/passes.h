/* passes.h: the translation context that passes share, and the passes in
 * the order the driver runs them. Each pass is one file named pass_*.c. */
#ifndef SHOAL_PASSES_H
#define SHOAL_PASSES_H

#include "ir.h"
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
  uint32_t sg_max_spec;     /* the TR_SPEC_SUBGROUP_MAX constant, 0 until used */
  struct tr_images *images; /* image and sampler arguments (pass_images.c) */
  uint32_t pointer_bits;  /* 64 (Physical64) or 32 */
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

/* A 32-bit OpSpecConstantOp `op` (IAdd, BitwiseAnd, ...) of a and b. */
uint32_t tr_spec_op(tr_ctx *c, uint32_t op, uint32_t a, uint32_t b);
/* Lays out the static __local variables the kernel uses (once). */
void tr_local_layout(tr_ctx *c);
/* The word array's id (reserved on first use). */
uint32_t tr_local_array(tr_ctx *c);

/* Passes, in pipeline order. Each returns false with m->err set. */
bool pass_select_kernel(tr_ctx *c, const char *name);
bool pass_inline(tr_ctx *c);
bool pass_builtins(tr_ctx *c);
bool pass_args(tr_ctx *c);
/* Before pass_opencl_std: only the program's own divisions. */
bool pass_fdiv(tr_ctx *c);
bool pass_opencl_std(tr_ctx *c);
bool pass_subgroups(tr_ctx *c);
bool pass_memory(tr_ctx *c);
/* Word indexes into __local memory with the byte shift distributed into
 * known-aligned terms (pass_local_index.c). */
bool pass_local_index(tr_ctx *c);
/* Records an image or sampler kernel parameter (from pass_args): its
 * reflection, and the parameter for pass_images, which lowers its uses. */
bool tr_image_param(tr_ctx *c, ir_inst *param, uint32_t index, tr_arg *out);
/* Image reads, writes, queries and Intel block IO become Vulkan image
 * operations on descriptor bindings (pass_images.c). */
bool pass_images(tr_ctx *c);
bool pass_legalize(tr_ctx *c);
bool pass_legalize_ops(tr_ctx *c);
bool pass_legalize_vectors(tr_ctx *c);
bool pass_structurize(tr_ctx *c);
bool pass_finalize(tr_ctx *c);
/* Adds the maximal reconvergence execution mode (after validation: the
 * validator we build with does not know it yet). */
void pass_finalize_maximal_reconvergence(tr_ctx *c);

#endif
