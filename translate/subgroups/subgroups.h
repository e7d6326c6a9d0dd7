/* subgroups.h: what the sub-group stage (translate/subgroups/) offers the
 * stages after it: which blocks may run with only part of the work-group. */
#ifndef SHOAL_SUBGROUPS_H
#define SHOAL_SUBGROUPS_H

#include "tr_ctx.h"

/* Per block label: nonzero where the block may run with only part of the
 * work-group (uniformity_analysis.c); NULL with an error set on failure. */
uint8_t *tr_divergent_blocks(tr_ctx *c);

#endif
