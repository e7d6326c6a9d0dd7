/* memory.h: what the memory stage (translate/memory/) offers the stages
 * after it: memory addressed in bytes over an array of words (__local
 * memory; images' block IO goes through it), OpenCL memory orders and
 * scopes in Vulkan's terms, and the program-scope variables' buffer image
 * the driver hands the runtime. */
#ifndef SHOAL_MEMORY_H
#define SHOAL_MEMORY_H

#include "tr_ctx.h"

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
/* Vulkan memory scope for an OpenCL one (all_svm_devices is the device). */
uint32_t tr_vk_scope(uint64_t cl_scope);
/* Vulkan semantics for OpenCL ones used as `use`: sequential consistency
 * is acquire-release, __global memory the UniformMemory class, an order
 * without storage classes gets `storage_if_none`, and with the Vulkan
 * memory model releases make available and acquires make visible. */
uint32_t tr_vk_semantics(const tr_ctx *c, uint64_t cl_sem, uint32_t storage_if_none, tr_sem_use use);

/* The program's buffer of program-scope variables (mem_globals.c):
 * tr_program.globals_*. */
bool tr_globals_image(ir_module *m, tr_program *p);

#endif
