/* input_fixup.h: repairs of what the OpenCL SPIR-V producers we take are
 * known to get wrong (see input_fixup.c). */
#ifndef SHOAL_INPUT_FIXUP_H
#define SHOAL_INPUT_FIXUP_H

#include <stddef.h>
#include <stdint.h>

/* A malloc'ed, repaired copy of the module (same length), or NULL when
 * there is nothing to repair, the header is not SPIR-V's or memory runs out
 * (the words are then used as they are). */
uint32_t *tr_fix_input(const uint32_t *words, size_t n);

#endif
