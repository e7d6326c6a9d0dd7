/* memory_internal.h: what the files of the memory stage share. lower_memory.c is the
 * pass (address spaces, pointers, loads and stores, atomics);
 * mem_private_plan.c decides which __private objects are byte-addressed,
 * mem_private.c lowers the typed ones; mem_copy.c lowers memcpy between
 * any two spaces; mem_words.c (passes.h) moves values in word memory. */
#ifndef SHOAL_MEMORY_INTERNAL_H
#define SHOAL_MEMORY_INTERNAL_H

#include "memory.h"

/* Sets c->vulkan_mm for the kernel (before lower_memory lowers anything;
 * mem_model.c). */
void tr_choose_memory_model(tr_ctx *c);

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

/* Program-scope variables (mem_globals.c): byte offset + 1 of each by id
 * (0: none), their total size and largest alignment. */
bool tr_globals_layout(ir_module *m, uint64_t **offsets, uint64_t *size, uint32_t *align);
/* The buffer offset a module-level pointer (a program-scope variable, or a
 * constant expression on one) points to; false for anything else. */
bool tr_globals_pointer(ir_module *m, const uint64_t *offsets, uint32_t id, uint64_t *offset);

/* Address spaces of pointer values. SP_GENERIC: __global, __local or
 * __private, known only at run time (a tagged 64-bit address, see
 * generic_addr); SP_NOPRIV:
 * to_private() of a pointer that is not __private, a null __private
 * pointer that only comparisons may use. SP_PRIVATE: a __private pointer
 * lowered as a logical (typed) pointer; SP_PRIVW: a __private pointer into
 * the byte-addressed objects, a 32-bit byte offset (mem_private.c). */
enum space { SP_UNKNOWN, SP_NULL, SP_GLOBAL, SP_PRIVATE, SP_LOCAL, SP_GENERIC, SP_NOPRIV, SP_CONFLICT, SP_PRIVW };

/* The byte-addressed __private objects (mem_private.c): each class of
 * objects whose pointers may meet is one word array. */
typedef struct mem_private {
  uint32_t *cls;    /* by id: 1 + class of a byte-addressed pointer value, 0: none */
  uint32_t *offset; /* by id: byte offset of a byte-addressed variable, 0: none */
  tr_words *words;  /* by class */
  uint32_t nclasses;
  /* 1 + the class of the objects whose addresses may be generic (the
   * escape class, which holds what pointers loaded from memory or made
   * from integers may point to), 0: none; generic_objects: it holds
   * objects, so a generic pointer may point into it */
  uint32_t generic_cls;
  bool generic_objects;
} mem_private;

/* ---- align_analysis.c ---- */
/* The alignment each __global or generic pointer value of the kernel is
 * proven to have (by id; 0: not a tracked pointer), and each private
 * variable holding one (var). */
typedef struct mem_align_info {
  uint32_t bound;
  uint32_t *align, *var;
} mem_align_info;
bool mem_align_analyze(tr_ctx *c, mem_align_info *ai);
/* The alignment to use for an access of `type` through `ptr` whose
 * instruction claims `align`: less where the pointer is proven less
 * aligned and the type is a vector, never below one component. */
uint32_t mem_align_access(const mem_align_info *ai, const ir_module *m, uint32_t ptr, uint32_t type,
                          uint32_t align);

typedef struct mctx {
  tr_ctx *c;
  ir_module *m;
  uint8_t *space;   /* by id */
  uint32_t *repl;   /* old id -> new id (addresses, loaded values, ...) */
  uint32_t u64, u32;
  uint32_t bound0;  /* ids below it have entries in space and repl */
  ir_inst **dead;
  uint32_t ndead, dead_cap;
  ir_inst **gphi;   /* phis of generic pointers (note_generic_phi) */
  uint32_t ngphi, gphi_cap;
  tr_words local;   /* __local memory, once used (local.var != 0) */
  mem_private priv;
  mem_align_info align; /* what vector accesses may trust (align_analysis.c) */
} mctx;

/* ---- lower_memory.c ---- */
uint8_t mem_space_of_type(const ir_module *m, uint32_t ptr_type);
/* The space of a pointer value; a null takes its type's. */
uint8_t mem_ptr_space(mctx *x, uint32_t id);
/* A pointer's lowered address (byte offset, 64-bit address) or itself. */
uint32_t mem_addr(mctx *x, uint32_t id);
uint32_t mem_add_offset(mctx *x, ir_builder *b, uint32_t addr, uint64_t off);
/* Alignment of base + off when base is aligned to `align`. */
uint32_t mem_align_at(uint32_t align, uint64_t off);
/* Alignment from a memory-access operand list starting at word i. */
uint32_t mem_access_align(const ir_inst *in, uint32_t i, uint32_t fallback);
/* Removes `in` at the end of the pass. */
void mem_kill(mctx *x, ir_inst *in);
/* The word memory a pointer of a word space (__local, byte-addressed
 * __private) points into; NULL for buffer memory. */
const tr_words *mem_words_of(mctx *x, uint32_t ptr);
/* A value of any type loaded from, or stored to, buffer memory (w NULL: a
 * 64-bit address) or word memory (a 32-bit byte offset). */
uint32_t mem_load(mctx *x, ir_builder *b, const tr_words *w, uint32_t type, uint32_t addr, uint32_t align);
void mem_store(mctx *x, ir_builder *b, const tr_words *w, uint32_t addr, uint32_t value, uint32_t align);

/* ---- mem_private_plan.c ---- */
/* Decides which __private objects are byte-addressed (space SP_PRIVW for
 * every pointer into them), lays them out and makes their word arrays.
 * Runs after the spaces are inferred, before anything is lowered. */
bool mem_private_plan(mctx *x);

/* ---- mem_private.c ---- */
/* Whether p is a value view (through generic casts) on a typed pointer:
 * loads and stores through it stay typed (mem_private_view_access). */
bool mem_private_is_value_view(const ir_module *m, uint32_t p);
/* A private pointer with generic casts and replacements looked through. */
uint32_t mem_private_base(mctx *x, uint32_t p);
/* A logical pointer to the element `k` elements after private pointer p,
 * or 0 where p has no such form. */
uint32_t mem_private_elem(mctx *x, ir_builder *b, uint32_t p, uint32_t k);
/* The private object a pointer points into (a variable, or an access
 * chain with run-time indexes) and the pointer's byte offset in it; 0
 * where it has no such form. */
uint32_t mem_private_object(mctx *x, uint32_t p, uint64_t *offset);
/* Whether private pointer p reinterprets memory as another type (a bitcast
 * that is no element view, or anything derived from one). */
bool mem_private_is_raw(const ir_module *m, uint32_t p);
/* A load or store through a typed private pointer that views a scalar or
 * vector as another of the same bits (or a vec3 as a vec4): the access of
 * the viewed type, its value converted. False where `in` is no such
 * access. */
bool mem_private_view_access(mctx *x, ir_inst *in);
/* Removes the pointer bitcasts left unused once everything is lowered. */
void mem_private_drop_dead_casts(mctx *x);
/* Instructions making logical private pointers. */
bool mem_lower_private(mctx *x, ir_inst *in);

/* Whether pointer arithmetic can move along typed private pointer p (it
 * points into an array or vector: mem_private_elem succeeds). */
bool mem_private_can_advance(mctx *x, uint32_t p);
/* Whether access chain `in` (a typed private pointer's arithmetic or
 * index) may reach the padding lane of a 3-component vector: OpenCL C
 * lays a vec3 out as four elements, and a scalar pointer into one may be
 * moved onto the fourth (vstore3 into a char3 array), but a Vulkan vec3
 * has no fourth component to hold what is stored there. */
bool mem_private_may_reach_padding(mctx *x, ir_inst *in);
/* Whether a store through private pointer p may write a vec3's padding
 * lane: one of the chains p is derived by may reach it. Only such stores
 * need the byte-addressed form; a read of padding nothing wrote is
 * undefined anyway. */
bool mem_private_store_may_reach_padding(mctx *x, uint32_t p);

/* ---- mem_copy.c ---- */
/* How a memcpy with a typed __private side is lowered: the whole object
 * at once (both sides typed objects of one type, copied whole, or
 * OpCopyMemory), the scalar leaves of the object the private pointer
 * starts, elements of the private pointer's type, or not at all (the
 * objects must then be byte-addressed). */
typedef enum mem_copy_form { COPY_NONE, COPY_WHOLE, COPY_LEAVES, COPY_ELEMS } mem_copy_form;
/* The form for copy `in` where the sides that are typed private pointers
 * are as given; *obj and *offset: the object and where the copy starts
 * in it, for COPY_LEAVES. */
mem_copy_form mem_copy_form_of(mctx *x, const ir_inst *in, bool typed_dst, bool typed_src, uint32_t *obj,
                               uint64_t *offset);
/* OpCopyMemory and OpCopyMemorySized between any two spaces known at
 * translation time. */
bool mem_lower_copy(mctx *x, ir_inst *in);
/* The size and alignment of a copy (false with m->err set where it has
 * no constant size or is too large to unroll). */
bool mem_copy_size(mctx *x, const ir_inst *in, uint64_t *size, uint32_t *align);
/* A copy of `size` bytes between buffer memory (words NULL: 64-bit
 * addresses) and word memories (32-bit byte offsets), at b. */
bool mem_copy_chunks(mctx *x, ir_builder *b, const tr_words *dw, uint32_t daddr, const tr_words *sw, uint32_t saddr,
                     uint64_t size, uint32_t align);

#endif
