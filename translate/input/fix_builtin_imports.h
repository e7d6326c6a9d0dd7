/* builtin_import.h: built-in variables declared as imported
 * UniformConstant ones made Input variables (see builtin_import.c). */
#ifndef SHOAL_BUILTIN_IMPORT_H
#define SHOAL_BUILTIN_IMPORT_H

#include <stddef.h>
#include <stdint.h>

/* A malloc'ed copy of the module in which every OpVariable decorated
 * BuiltIn is in the Input storage class, with its length in *out_n; NULL
 * where there is nothing to change, the module cannot be walked or memory
 * runs out (the words are then used as they are). */
uint32_t *tr_fix_builtin_imports(const uint32_t *w, size_t n, size_t *out_n);

#endif
