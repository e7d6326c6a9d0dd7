/* builtin_dims.h: get_global_id(d) and friends with a constant d outside
 * 0..2 (see builtin_dims.c). */
#ifndef SHOAL_BUILTIN_DIMS_H
#define SHOAL_BUILTIN_DIMS_H

#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>

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

#endif
