/* interface_fix.h: completes entry-point interfaces of SPIR-V 1.4+
 * modules (see interface_fix.c). */
#ifndef SHOAL_INTERFACE_FIX_H
#define SHOAL_INTERFACE_FIX_H

#include <stddef.h>
#include <stdint.h>

/* A malloc'ed copy of the module whose OpEntryPoints list every
 * module-scope variable, with its length in *out_n; NULL where nothing is
 * missing, the module is older than SPIR-V 1.4, cannot be parsed, or
 * memory runs out (the words are then used as they are). */
uint32_t *tr_fix_interfaces(const uint32_t *w, size_t n, size_t *out_n);

#endif
