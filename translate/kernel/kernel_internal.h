/* kernel_internal.h: what the files of the kernel stage share. */
#ifndef SHOAL_KERNEL_INTERNAL_H
#define SHOAL_KERNEL_INTERNAL_H

#include "kernel.h"
#include "passes.h"

/* Whether the kernel may write through pointer parameter `param` (false
 * is a proof; arg_writes_analysis.c); lower_args asks before rewriting
 * the parameters. */
bool tr_param_may_write(tr_ctx *c, uint32_t param);

#endif
