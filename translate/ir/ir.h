/* ir.h: the translator's intermediate representation. SSA shaped like
 * SPIR-V itself: every instruction is (opcode, result type, result id,
 * operand words), with a per-word flag saying which operands are ids so
 * passes can rewrite references generically. Functions hold blocks in a
 * list; the CFG (successors, predecessors, orders, dominators) is computed
 * on demand by ir_cfg.c. Everything lives in one arena freed at once. */
#ifndef SHOAL_IR_H
#define SHOAL_IR_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <spirv/unified1/spirv.h>

typedef struct ir_inst ir_inst;
typedef struct ir_block ir_block;
typedef struct ir_func ir_func;
typedef struct ir_module ir_module;

struct ir_inst {
  ir_inst *prev, *next;
  ir_block *block; /* owning block; NULL for module-level instructions */
  uint32_t op;     /* SpvOp */
  uint32_t type;   /* result type id, 0 if none */
  uint32_t id;     /* result id, 0 if none */
  uint32_t n;      /* operand words (after result type and result id) */
  uint32_t cap;
  uint32_t *w;     /* operand words */
  uint8_t *isid;   /* isid[i]: w[i] refers to an id */
};

typedef struct ir_list {
  ir_inst *first, *last;
} ir_list;

struct ir_block {
  ir_block *prev, *next;
  ir_func *func;
  uint32_t label;
  ir_list insts; /* phis first, then the body, the terminator last */

  /* CFG, filled by ir_cfg_build */
  ir_block **succ, **pred;
  uint32_t nsucc, npred;
  int rpo;           /* reverse post-order index, -1 if unreachable */
  ir_block *idom;    /* immediate dominator, NULL for the entry */
  ir_block *ipdom;   /* immediate post-dominator, NULL for the virtual exit */
  int dom_pre, dom_post; /* dominator-tree DFS interval for O(1) queries */
  int pdom_pre, pdom_post;
  void *aux;         /* scratch for passes */
};

struct ir_func {
  ir_func *prev, *next;
  ir_inst *def;      /* OpFunction */
  ir_list params;    /* OpFunctionParameter */
  ir_block *first, *last;
  uint32_t nblocks;
  ir_block **rpo;    /* blocks in reverse post-order (reachable only) */
  uint32_t nrpo;
  bool cfg_valid;
};

/* Module sections, in the order SPIR-V requires. */
enum ir_section {
  IR_SEC_CAPABILITY,
  IR_SEC_EXTENSION,
  IR_SEC_EXT_IMPORT,
  IR_SEC_MEMORY_MODEL,
  IR_SEC_ENTRY_POINT,
  IR_SEC_EXEC_MODE,
  IR_SEC_DEBUG,     /* OpString, OpSource*, OpName, OpMemberName, OpModuleProcessed */
  IR_SEC_ANNOTATION,
  IR_SEC_GLOBAL,    /* types, constants, global variables, OpUndef */
  IR_SEC_COUNT
};

/* What an id is, for quick lookups. */
typedef struct ir_def {
  ir_inst *inst;     /* defining instruction (NULL for labels and functions) */
  ir_block *block;   /* for labels */
  ir_func *func;     /* for functions */
} ir_def;

typedef struct ir_arena_chunk ir_arena_chunk;

typedef struct ir_hash_entry {
  uint32_t hash;
  uint32_t id;
} ir_hash_entry;

struct ir_module {
  uint32_t version, generator;
  uint32_t bound;
  ir_list sec[IR_SEC_COUNT];
  ir_func *funcs_first, *funcs_last;

  ir_def *defs;      /* indexed by id, `defs_cap` entries */
  uint32_t defs_cap;

  /* hash-consing of types and constants */
  ir_hash_entry *hash;
  uint32_t hash_cap, hash_count;

  ir_arena_chunk *arena;
  void *oom_jmp;     /* jmp_buf * to longjmp to when memory runs out */

  /* error reporting */
  char *err;         /* first error message (arena-independent, malloc'ed) */
  char *kernel_name; /* for messages */
  uint32_t opencl_std; /* id of the OpenCL.std import, 0 if none */
  uint32_t glsl_std;   /* id of GLSL.std.450 import once created */
  uint32_t forward[8]; /* ids reserved now and defined by a later pass */
  uint32_t nforward;
};

/* ---- arena and module ------------------------------------------------- */

ir_module *ir_module_new(void);
void ir_module_free(ir_module *m);
/* Zeroed memory from the module's arena. When malloc fails it longjmps to
 * m->oom_jmp (set by the translator's entry point), so callers never see
 * NULL and the process never aborts. */
void *ir_alloc(ir_module *m, size_t size);
char *ir_strdup(ir_module *m, const char *s);
/* An arena array of n elements of `elem` bytes with room for one more:
 * arr itself while n < *cap, else a copy in a new array of twice the
 * capacity (`first` when *cap is 0), *cap updated. */
void *ir_grow(ir_module *m, void *arr, uint32_t n, uint32_t *cap, size_t elem, uint32_t first);

/* Records the first error; later ones are dropped. Always returns false so
 * passes can `return ir_error(...)`. */
bool ir_error(ir_module *m, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
bool ir_failed(const ir_module *m);

/* ---- ids -------------------------------------------------------------- */

uint32_t ir_new_id(ir_module *m);
ir_inst *ir_def_inst(const ir_module *m, uint32_t id);
ir_block *ir_def_block(const ir_module *m, uint32_t id);
ir_func *ir_def_func(const ir_module *m, uint32_t id);
void ir_set_def(ir_module *m, uint32_t id, ir_inst *inst);

/* ---- instructions ----------------------------------------------------- */

/* A new unlinked instruction with room for `n` operand words (all zero). */
ir_inst *ir_inst_new(ir_module *m, uint32_t op, uint32_t type, uint32_t id, uint32_t n);
/* Appends one operand word. */
void ir_push(ir_module *m, ir_inst *in, uint32_t word, bool isid);
void ir_push_string(ir_module *m, ir_inst *in, const char *s);
void ir_set_op(ir_inst *in, uint32_t i, uint32_t word, bool isid);
/* Removes operand words [i, i+count). */
void ir_erase_ops(ir_inst *in, uint32_t i, uint32_t count);
const char *ir_string_operand(const ir_inst *in, uint32_t i); /* literal string at word i */
uint32_t ir_string_words(const char *s);

void ir_list_append(ir_list *l, ir_inst *in);
void ir_list_prepend(ir_list *l, ir_inst *in);
void ir_list_insert_before(ir_list *l, ir_inst *pos, ir_inst *in);
void ir_list_remove(ir_list *l, ir_inst *in);

/* The module section an instruction outside functions belongs to. */
enum ir_section ir_section_of(uint32_t op);
void ir_section_append(ir_module *m, enum ir_section s, ir_inst *in);
/* Links `in` into block `b` before `pos` (NULL: at the end). */
void ir_block_insert(ir_block *b, ir_inst *pos, ir_inst *in);
/* Unlinks an instruction from its block (or from a module section). */
void ir_remove(ir_module *m, ir_inst *in);
ir_inst *ir_terminator(const ir_block *b);
/* The first instruction that is not an OpPhi (or NULL). */
ir_inst *ir_first_non_phi(const ir_block *b);
bool ir_is_terminator(uint32_t op);

/* ---- blocks and functions --------------------------------------------- */

ir_block *ir_block_new(ir_module *m, ir_func *f, uint32_t label);
void ir_func_append_block(ir_func *f, ir_block *b);
void ir_func_insert_block_after(ir_func *f, ir_block *after, ir_block *b);
void ir_func_remove_block(ir_func *f, ir_block *b);
ir_func *ir_func_new(ir_module *m, ir_inst *def);
void ir_module_append_func(ir_module *m, ir_func *f);
void ir_module_remove_func(ir_module *m, ir_func *f);

/* ---- building instructions ------------------------------------------- */

typedef struct ir_builder {
  ir_module *m;
  ir_block *block;
  ir_inst *before; /* insert before this; NULL appends to the block */
} ir_builder;

ir_builder ir_builder_before(ir_module *m, ir_inst *pos);
ir_builder ir_builder_at_end(ir_module *m, ir_block *b);
/* Emits `op` with result type `type` (0: none) and a fresh result id if
 * `has_result`; operands are ids. Returns the new instruction. */
ir_inst *ir_emit(ir_builder *b, uint32_t op, uint32_t type, bool has_result, uint32_t n,
                 const uint32_t *ids);
/* Shorthands returning the result id; all operands are ids. */
uint32_t ir_op1(ir_builder *b, uint32_t op, uint32_t type, uint32_t a);
uint32_t ir_op2(ir_builder *b, uint32_t op, uint32_t type, uint32_t a, uint32_t c);
uint32_t ir_op3(ir_builder *b, uint32_t op, uint32_t type, uint32_t a, uint32_t c, uint32_t d);
/* OpCompositeExtract with literal indexes. */
uint32_t ir_extract(ir_builder *b, uint32_t type, uint32_t composite, uint32_t index);
uint32_t ir_insert(ir_builder *b, uint32_t type, uint32_t object, uint32_t composite,
                   uint32_t index);
uint32_t ir_ext(ir_builder *b, uint32_t type, uint32_t set, uint32_t inst, uint32_t n,
                const uint32_t *args);
void ir_branch(ir_builder *b, uint32_t target);
void ir_branch_cond(ir_builder *b, uint32_t cond, uint32_t t, uint32_t f);

/* ---- types (hash-consed) ---------------------------------------------- */

uint32_t ir_type_void(ir_module *m);
uint32_t ir_type_bool(ir_module *m);
uint32_t ir_type_int(ir_module *m, uint32_t width, bool is_signed);
uint32_t ir_type_float(ir_module *m, uint32_t width);
uint32_t ir_type_vec(ir_module *m, uint32_t elem, uint32_t n);
uint32_t ir_type_ptr(ir_module *m, uint32_t storage, uint32_t pointee);
uint32_t ir_type_array(ir_module *m, uint32_t elem, uint32_t len_const);
uint32_t ir_type_runtime_array(ir_module *m, uint32_t elem);
uint32_t ir_type_func(ir_module *m, uint32_t ret, uint32_t n, const uint32_t *params);
/* Struct types are never merged: each call makes a new one. */
uint32_t ir_type_struct(ir_module *m, uint32_t n, const uint32_t *members);

/* ---- constants (hash-consed) ------------------------------------------ */

uint32_t ir_const_bool(ir_module *m, bool v);
/* Integer or float constant of `type` holding the low bits of `bits`. */
uint32_t ir_const(ir_module *m, uint32_t type, uint64_t bits);
uint32_t ir_const_u32(ir_module *m, uint32_t v);
uint32_t ir_const_u64(ir_module *m, uint64_t v);
uint32_t ir_const_f32(ir_module *m, float v);
uint32_t ir_const_null(ir_module *m, uint32_t type);
uint32_t ir_const_composite(ir_module *m, uint32_t type, uint32_t n, const uint32_t *parts);
uint32_t ir_undef(ir_module *m, uint32_t type);
/* Splat a scalar constant to `type` (scalar or vector). */
uint32_t ir_const_splat(ir_module *m, uint32_t type, uint64_t bits);

/* Registers a type or constant read from a module so the functions above
 * return it instead of making a duplicate. */
void ir_hash_register(ir_module *m, ir_inst *in);

/* Constant value of an OpConstant/OpConstantNull/OpConstantTrue/False id. */
bool ir_const_value(const ir_module *m, uint32_t id, uint64_t *out);

/* ---- type queries ----------------------------------------------------- */

ir_inst *ir_type_inst(const ir_module *m, uint32_t type);
uint32_t ir_type_of(const ir_module *m, uint32_t id); /* result type of a value id */
bool ir_is_int(const ir_module *m, uint32_t type);   /* scalar int */
bool ir_is_float(const ir_module *m, uint32_t type); /* scalar float */
bool ir_is_bool(const ir_module *m, uint32_t type);
bool ir_is_vector(const ir_module *m, uint32_t type);
bool ir_is_pointer(const ir_module *m, uint32_t type);
bool ir_is_struct(const ir_module *m, uint32_t type);
bool ir_is_array(const ir_module *m, uint32_t type);
/* Component type of a vector, or the type itself for scalars. */
uint32_t ir_scalar_of(const ir_module *m, uint32_t type);
uint32_t ir_vec_len(const ir_module *m, uint32_t type); /* 1 for scalars */
uint32_t ir_bit_width(const ir_module *m, uint32_t scalar_type);
bool ir_int_signed(const ir_module *m, uint32_t int_type);
uint32_t ir_ptr_storage(const ir_module *m, uint32_t ptr_type);
uint32_t ir_ptr_pointee(const ir_module *m, uint32_t ptr_type);
/* Same shape (scalar or vector of n) with another component type. */
uint32_t ir_type_like(ir_module *m, uint32_t shape, uint32_t scalar);
/* Array length of an OpTypeArray (its constant), 0 if not constant. */
uint64_t ir_array_len(const ir_module *m, uint32_t arr);

/* OpenCL C layout (OpenCL C spec 6.1.5): size and alignment in bytes of a
 * type in memory. vec3 is sized and aligned as vec4. Pointers are 8 bytes
 * (Physical64) or 4 (Physical32). */
uint64_t ir_cl_size(const ir_module *m, uint32_t type);
uint32_t ir_cl_align(const ir_module *m, uint32_t type);
/* Byte offset of member `i` of a struct type (honours CPacked). */
uint64_t ir_cl_member_offset(const ir_module *m, uint32_t st, uint32_t i);
/* Alignment of a variable: its type's, or a larger power-of-two Alignment
 * decoration (at most 4096). */
uint32_t ir_cl_var_align(const ir_module *m, const ir_inst *var);

/* ---- annotations and names ------------------------------------------- */

/* Finds OpDecorate `target` `dec`; returns the instruction (its operand
 * words after the decoration follow at w[2..]) or NULL. */
ir_inst *ir_find_decoration(const ir_module *m, uint32_t target, uint32_t dec);
ir_inst *ir_find_member_decoration(const ir_module *m, uint32_t target, uint32_t member,
                                   uint32_t dec);
void ir_decorate(ir_module *m, uint32_t target, uint32_t dec, uint32_t n, const uint32_t *lits);
/* Gives `to` every OpDecorate `from` has (NoContraction, FPRoundingMode,
 * ...): for an instruction split into several. */
void ir_copy_decorations(ir_module *m, uint32_t from, uint32_t to);
void ir_member_decorate(ir_module *m, uint32_t target, uint32_t member, uint32_t dec,
                        uint32_t n, const uint32_t *lits);
/* OpName of an id, or NULL. */
const char *ir_name(const ir_module *m, uint32_t id);
void ir_set_name(ir_module *m, uint32_t id, const char *name);
/* "%name" or "%42" for messages; returns a pointer to a static-per-call
 * buffer in the module arena. */
const char *ir_id_str(ir_module *m, uint32_t id);
const char *ir_op_str(uint32_t op);

/* ---- uses ------------------------------------------------------------- */

/* Replaces every id operand equal to `from` with `to`, module-wide
 * (sections and functions). */
void ir_replace_all_uses(ir_module *m, uint32_t from, uint32_t to);
/* Applies map[id] (0 = keep) to every id operand of a function's
 * instructions and of `extra` module sections. */
void ir_remap_func(ir_func *f, const uint32_t *map, uint32_t map_len);
/* Counts of uses of each id in the whole module; array of `bound` entries,
 * arena-allocated. */
uint32_t *ir_use_counts(ir_module *m);
/* Counts of uses of each id by the operands of one function's code (not
 * its types, names or decorations: what removing dead code there needs);
 * `bound` entries, arena-allocated. */
uint32_t *ir_func_use_counts(ir_module *m, const ir_func *f);

/* ---- iteration helpers ------------------------------------------------ */

#define IR_FOR_INST(it, list) for (ir_inst *it = (list)->first, *it##_next = it ? it->next : NULL; it; it = it##_next, it##_next = it ? it->next : NULL)
#define IR_FOR_BLOCK(b, f) for (ir_block *b = (f)->first, *b##_next = b ? b->next : NULL; b; b = b##_next, b##_next = b ? b->next : NULL)
#define IR_FOR_FUNC(fn, m) for (ir_func *fn = (m)->funcs_first, *fn##_next = fn ? fn->next : NULL; fn; fn = fn##_next, fn##_next = fn ? fn->next : NULL)

/* ---- dead code (ir_dead.c) --------------------------------------------- */

/* Deletes the globals nothing uses (decorations and names do not count);
 * extra_live counts as used (0: none); keep_variables keeps every global
 * variable, used or not. */
void ir_remove_dead_globals(ir_module *m, uint32_t extra_live, bool keep_variables);
/* A flag per id: defined by what is left of the module (ir_alloc'ed). */
uint8_t *ir_alive_ids(ir_module *m);
/* Whether the instruction is a decoration or name of the id in its first
 * operand. */
bool ir_about_first_operand(uint32_t op);
/* Deletes the decorations and names of ids no longer defined. */
void ir_remove_dead_annotations(ir_module *m);

/* ---- reader, writer, validation --------------------------------------- */

/* Parses a SPIR-V binary into a module. Does not validate semantics (the
 * caller runs spirv-val first); malformed streams give NULL and a message. */
ir_module *ir_read(const uint32_t *words, size_t nwords, char *err, size_t errlen);
/* The same in two steps, for reading one binary many times: ir_parse runs
 * the grammar-aware parse once (the words must outlive the result, which
 * points into them); ir_read_parsed builds a fresh module from it. With a
 * kernel name it leaves out the functions that kernel's entry point does
 * not reach (their decorations and names stay, naming undefined ids). */
typedef struct ir_parsed ir_parsed;
ir_parsed *ir_parse(const uint32_t *words, size_t nwords, char *err, size_t errlen);
ir_module *ir_read_parsed(const ir_parsed *p, const char *kernel, char *err, size_t errlen);
void ir_parsed_free(ir_parsed *p);
/* Serializes; returns a malloc'ed word array. */
uint32_t *ir_write(const ir_module *m, size_t *nwords);
/* Checks IR invariants (defs, block membership, terminators, operand ids
 * in range). Returns false with a message in m->err on a violation. */
bool ir_validate(ir_module *m, const char *after_pass);

/* Opcode classes (ir.c): the atomic instructions (OpenCL's atomics and
 * atomic_flag, the float atomics of SPV_EXT_shader_atomic_float*), and
 * the sub-group instructions (the Group and GroupNonUniform operations
 * and SPV_INTEL_subgroups' shuffles and block reads and writes). */
bool ir_is_atomic(uint32_t op);
bool ir_is_subgroup_op(uint32_t op);

/* ---- control-flow graph analyses over a function of the IR. */
/* Fills succ/pred, reverse post-order, idom/ipdom and dominance intervals
 * of every block of `f`. Blocks unreachable from the entry get rpo -1 and
 * no dominators; blocks that cannot reach an exit get no post-dominator. */
bool ir_cfg_build(ir_module *m, ir_func *f);
/* Does `a` (post-)dominate `b`? Reflexive. Valid after ir_cfg_build. */
bool ir_dominates(const ir_block *a, const ir_block *b);
bool ir_postdominates(const ir_block *a, const ir_block *b);
/* Successor labels of a terminator, deduplicated; returns the count. */
uint32_t ir_succ_labels(const ir_inst *term, uint32_t *out, uint32_t max);
/* Deletes blocks unreachable from the entry and their phi operands. */
void ir_remove_unreachable(ir_module *m, ir_func *f);

/* ---- control flow that lowerings add in the middle of a block: a
 * block split in two, an if/else around a run-time choice, and loops (CAS
 * retries, locks). The structurizer runs later, so the shapes need no merge
 * instructions.
 *
 * Code is placed by position: an instruction before which new code goes.
 * After a split the position keeps its meaning (it moved to the new block,
 * with everything after it), so helpers nest: a position at the end of one
 * side of an if/else stays at the end of that side whatever is built
 * before it. */
/* Moves `pos` and the instructions after it into a new block placed right
 * after pos's block; the old block is left without a terminator. Phis of
 * the moved terminator's successors then name the new block. */
ir_block *ir_split_before(ir_module *m, ir_inst *pos);
/* A new empty block right after `after`. */
ir_block *ir_new_block_after(ir_module *m, ir_block *after);

/* `if (cond) {...} else {...}` before pos, which moves to the join block.
 * *then_end and *else_end are the branches that end each side: code for a
 * side goes before them. */
void ir_if_else(ir_module *m, ir_inst *pos, uint32_t cond, ir_inst **then_end, ir_inst **else_end);
/* An OpPhi at the top of pos's block choosing `a` where control came from
 * the block that ends with a_end (and `b` likewise). */
uint32_t ir_phi2(ir_module *m, ir_inst *pos, uint32_t type, uint32_t a, const ir_inst *a_end, uint32_t b,
                 const ir_inst *b_end);

/* A loop before pos: control enters a new block (the loop's head), whose
 * code goes before *body_end; ir_loop_close sets the loop's exit
 * condition. pos moves to the block after the loop. *entry_end is the
 * branch into the loop from the block before it. */
void ir_loop(ir_module *m, ir_inst *pos, ir_inst **entry_end, ir_inst **body_end);
/* Ends the body: leave the loop when `done` holds, else go around. */
void ir_loop_close(ir_module *m, const ir_inst *entry_end, ir_inst *body_end, uint32_t done);
/* A phi at the top of the loop's head: `init` on entry; the value around
 * the back edge (defined later in the body) comes with ir_phi_set_back. */
ir_inst *ir_loop_phi(ir_module *m, const ir_inst *entry_end, uint32_t type, uint32_t init);
void ir_phi_set_back(ir_module *m, ir_inst *phi, uint32_t next, const ir_inst *body_end);

/* ---- conditional code inside a block, for passes that lower one
 * instruction into code with a branch (an image write guarded by bounds).
 * The CFG comes out unstructured; lower_structurize structures it later. */
typedef struct ir_if {
  ir_block *head;  /* ends in the conditional branch */
  ir_block *merge; /* holds what followed the builder's position */
} ir_if;

/* Splits the builder's block at its position: what precedes stays in the
 * head, which branches on `cond` to a new block (where the builder now
 * emits) or to the merge block, which takes the rest of the block (none
 * when the builder is at the end of a block being built: nested ifs). */
ir_if ir_if_begin(ir_builder *b, uint32_t cond);
/* Ends the conditional code (the builder's block branches to the merge
 * block) and moves the builder to the start of the merge block. Returns
 * the block the conditional code ended in, for phis. */
ir_block *ir_if_end(ir_builder *b, const ir_if *s);
/* In the merge block: `then_value` from `then_end`, `else_value` from the
 * head. */
uint32_t ir_if_phi(ir_builder *b, const ir_if *s, ir_block *then_end, uint32_t type, uint32_t then_value,
                   uint32_t else_value);

/* ---- the translator's only door to SPIRV-Tools (its C header
 * defines a global constant, so exactly one C file may include it). */

/* One operand of a parsed instruction. */
typedef struct spvt_operand {
  uint16_t offset, nwords; /* in words from the instruction's start */
  bool isid;               /* an id reference (value, type, scope, semantics) */
  bool is_result;          /* the result id */
  bool is_result_type;     /* the result type id */
} spvt_operand;

typedef struct spvt_inst {
  const uint32_t *words;
  uint16_t nwords, opcode;
  uint32_t type_id, result_id;
  const spvt_operand *ops;
  uint16_t nops;
} spvt_inst;

/* Return false to stop parsing (the callback then sets its own message). */
typedef bool (*spvt_header_fn)(void *user, uint32_t version, uint32_t generator, uint32_t bound);
typedef bool (*spvt_inst_fn)(void *user, const spvt_inst *inst);

/* Parses a binary with the grammar of SPIR-V 1.6 (a superset of earlier
 * versions). On a malformed stream returns false with SPIRV-Tools'
 * diagnostic in err (unless a callback stopped the parse). */
bool spvt_parse(const uint32_t *words, size_t n, void *user, spvt_header_fn header,
                spvt_inst_fn inst, char *err, size_t errlen);

typedef enum spvt_env {
  SPVT_OPENCL,     /* OpenCL environment for the module's version */
  SPVT_VULKAN_1_1, /* SPIR-V 1.3 */
  SPVT_VULKAN_1_1_SPIRV_1_4,
  SPVT_VULKAN_1_2,
  SPVT_VULKAN_1_3,
} spvt_env;

/* Validates; on failure returns false and a malloc'ed message. */
bool spvt_validate(const uint32_t *words, size_t n, spvt_env env, char **msg);

/* The module as SPIR-V assembly (friendly names), malloc'ed; NULL with a
 * malloc'ed reason in *err (or none: out of memory) where it cannot be. */
char *spvt_disassemble(const uint32_t *words, size_t n, char **err);

/* ---- names of SPIR-V opcodes, OpenCL.std instructions and enums,
 * generated at build time from the SPIRV-Headers grammar (spirv_grammar_gen). */
/* Each returns NULL for values the grammar does not know. */
const char *spv_op_name(unsigned op);
const char *spv_opencl_std_name(unsigned inst);
const char *spv_capability_name(unsigned v);
const char *spv_storage_class_name(unsigned v);
const char *spv_builtin_name(unsigned v);
const char *spv_decoration_name(unsigned v);
const char *spv_execution_mode_name(unsigned v);
/* Whether the grammar gives the opcode a result type / result id operand. */
int spv_op_has_type(unsigned op);
int spv_op_has_result(unsigned op);
int spv_op_known(unsigned op);

#endif
