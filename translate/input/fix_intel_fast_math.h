/* fast_math_fix.h: reads Intel's fast-math flags as the standard ones
 * (see fast_math_fix.c). */
#ifndef SHOAL_FAST_MATH_FIX_H
#define SHOAL_FAST_MATH_FIX_H

#include <stddef.h>
#include <stdint.h>

/* A malloc'ed copy of the module without SPV_INTEL_fp_fast_math_mode (its
 * capability, extension and decoration bits), length in *out_n; NULL where
 * the module does not use it or memory runs out. */
uint32_t *tr_drop_intel_fast_math(const uint32_t *w, size_t n, size_t *out_n);

#endif
