/* switch_split.h: splits OpSwitch instructions of more pairs than SPIR-V
 * and the translator take into chains of smaller ones (switch_split.c). */
#ifndef SHOAL_SWITCH_SPLIT_H
#define SHOAL_SWITCH_SPLIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* *fixed: the rewritten module (malloc'ed, *fixed_n words), or NULL where
 * nothing needed it or the module is not one it can change (then later
 * checks report it). False when out of memory. */
bool tr_split_switches(const uint32_t *w, size_t n, uint32_t **fixed, size_t *fixed_n);

#endif
