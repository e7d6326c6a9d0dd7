/* subgroups_internal.h: what the files of the sub-group stage share. */
#ifndef SHOAL_SUBGROUPS_INTERNAL_H
#define SHOAL_SUBGROUPS_INTERNAL_H

#include "subgroups.h"

/* tr_divergent_blocks' analysis with the divergent values too (by id);
 * with `subgroup`, divergence within one sub-group: get_sub_group_id()
 * (the values in c->vsg_ids) counts as uniform. */
bool tr_uniformity(tr_ctx *c, bool subgroup, uint8_t **div, uint8_t **dblk);
/* Above the native size: each conditional branch that every work-item of
 * a sub-group takes alike but the sub-groups of a work-group may not, and
 * whose region holds a sub-group collective, becomes straight-line code
 * the whole work-group runs, with the region's memory accesses guarded by
 * the condition (sg_linearize.c). */
bool tr_linearize_subgroup_branches(tr_ctx *c);
/* The GroupNonUniform arithmetic opcode of an OpGroup* reduction or scan
 * (OpGroupIAdd ... OpGroupSMax); 0 for any other opcode. */
uint32_t tr_group_arith_op(uint32_t op);

#endif
