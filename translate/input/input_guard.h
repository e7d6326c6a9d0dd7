/* input_guard.h: checks SPIRV-Tools' validator needs done before it runs
 * (see input_guard.c). */
#ifndef SHOAL_INPUT_GUARD_H
#define SHOAL_INPUT_GUARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* False, with a message in err, for a module the validator would crash on;
 * true otherwise (malformed streams included: they are reported later). */
bool tr_guard_input(const uint32_t *words, size_t n, char *err, size_t errlen);

#endif
