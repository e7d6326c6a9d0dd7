/* block_order.h: puts each function's blocks in dominance order (see
 * block_order.c). */
#ifndef SHOAL_BLOCK_ORDER_H
#define SHOAL_BLOCK_ORDER_H

#include <stddef.h>
#include <stdint.h>

/* A malloc'ed copy of the module (same length) whose functions list their
 * blocks in reverse post-order, or NULL when the order is already valid,
 * the stream cannot be parsed, or memory runs out (then the words are used
 * as they are and validation reports what it finds). */
uint32_t *tr_order_blocks(const uint32_t *words, size_t n);

/* A malloc'ed copy without OpLoopMerge, OpSelectionMerge and
 * OpLoopControlINTEL (length in *out_n), or NULL when there are none or
 * the stream is malformed (see block_order.c). */
uint32_t *tr_strip_input_merges(const uint32_t *words, size_t n, size_t *out_n);

#endif
