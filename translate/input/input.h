/* input.h: the input stage (translate/input/), the repairs and checks of an
 * OpenCL SPIR-V module's words that run before the IR is built: each takes
 * the words and returns a repaired copy (NULL where nothing needed
 * repairing, or on failure where said), or checks them. translate.c runs
 * them in the order of passes.def. */
#ifndef SHOAL_INPUT_H
#define SHOAL_INPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- repairs of what the OpenCL SPIR-V producers we take are
 * known to get wrong (see fix_llvm_spirv15.c). */

/* A malloc'ed, repaired copy of the module (same length), or NULL when
 * there is nothing to repair, the header is not SPIR-V's or memory runs out
 * (the words are then used as they are). */
uint32_t *tr_fix_input(const uint32_t *words, size_t n);

/* ---- puts each function's blocks in dominance order (see
 * fix_block_order.c). */

/* A malloc'ed copy of the module (same length) whose functions list their
 * blocks in reverse post-order, or NULL when the order is already valid,
 * the stream cannot be parsed, or memory runs out (then the words are used
 * as they are and validation reports what it finds). */
uint32_t *tr_order_blocks(const uint32_t *words, size_t n);

/* A malloc'ed copy without OpLoopMerge, OpSelectionMerge and
 * OpLoopControlINTEL (length in *out_n), or NULL when there are none or
 * the stream is malformed (see input_strip_merges.c). */
uint32_t *tr_strip_input_merges(const uint32_t *words, size_t n, size_t *out_n);

/* ---- splits OpSwitch instructions of more pairs than SPIR-V
 * and the translator take into chains of smaller ones (input_split_switches.c). */

/* *fixed: the rewritten module (malloc'ed, *fixed_n words), or NULL where
 * nothing needed it or the module is not one it can change (then later
 * checks report it). False when out of memory. */
bool tr_split_switches(const uint32_t *w, size_t n, uint32_t **fixed, size_t *fixed_n);

/* ---- built-in variables declared as imported
 * UniformConstant ones made Input variables (see fix_builtin_imports.c). */

/* A malloc'ed copy of the module in which every OpVariable decorated
 * BuiltIn is in the Input storage class, with its length in *out_n; NULL
 * where there is nothing to change, the module cannot be walked or memory
 * runs out (the words are then used as they are). */
uint32_t *tr_fix_builtin_imports(const uint32_t *w, size_t n, size_t *out_n);

/* ---- completes entry-point interfaces of SPIR-V 1.4+
 * modules (see fix_interfaces.c). */

/* A malloc'ed copy of the module whose OpEntryPoints list every
 * module-scope variable, with its length in *out_n; NULL where nothing is
 * missing, the module is older than SPIR-V 1.4, cannot be parsed, or
 * memory runs out (the words are then used as they are). */
uint32_t *tr_fix_interfaces(const uint32_t *w, size_t n, size_t *out_n);

/* ---- reads Intel's fast-math flags as the standard ones
 * (see fix_intel_fast_math.c). */

/* A malloc'ed copy of the module without SPV_INTEL_fp_fast_math_mode (its
 * capability, extension and decoration bits), length in *out_n; NULL where
 * the module does not use it or memory runs out. */
uint32_t *tr_drop_intel_fast_math(const uint32_t *w, size_t n, size_t *out_n);

/* ---- get_global_id(d) and friends with a constant d outside
 * 0..2 (see fix_builtin_dims.c). */

/* What a work-item function gives for a dimension outside 0..2 (OpenCL C
 * 6.15.1): 1 for the sizes and counts (get_global_size, get_local_size,
 * get_enqueued_local_size, get_num_groups), 0 for the ids and the offset. */
uint64_t tr_builtin_out_of_range_value(uint32_t builtin);

/* Whether a BuiltIn is one of the 3-component vectors that OpenCL's
 * work-item functions index by dimension. */
bool tr_builtin_takes_dim(uint32_t builtin);

/* A malloc'ed copy of the module in which each OpCompositeExtract of a
 * loaded OpenCL vector built-in at an index past its three components is
 * a module-level constant of that value, with its length in *out_n; NULL
 * where there is none or memory runs out (the words are then used as
 * they are, and validation reports the index). */
uint32_t *tr_fix_builtin_dims(const uint32_t *w, size_t n, size_t *out_n);

/* ---- checks SPIRV-Tools' validator needs done before it runs
 * (see input_guard.c). */

/* False, with a message in err, for a module the validator would crash on;
 * true otherwise (malformed streams included: they are reported later). */
bool tr_guard_input(const uint32_t *words, size_t n, char *err, size_t errlen);

#endif
