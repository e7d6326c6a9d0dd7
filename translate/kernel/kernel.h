/* kernel.h: what the kernel stage (translate/kernel/) offers the driver
 * beyond its entries in passes.def. */
#ifndef SHOAL_KERNEL_H
#define SHOAL_KERNEL_H

#include "tr_ctx.h"

/* Adds the maximal reconvergence execution mode to the emitted module
 * (emit_module.c). The driver calls it after validating the output: the
 * validator Shoal builds with does not know the mode yet. */
void emit_maximal_reconvergence(tr_ctx *c);

#endif
