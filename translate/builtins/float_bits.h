/* float_bits.h: conversions with an explicit rounding mode, computed in
 * integer arithmetic (see float_bits.c). */
#ifndef SHOAL_FLOAT_BITS_H
#define SHOAL_FLOAT_BITS_H

#include "ir/ir.h"

/* The bits of a 16-, 32- or 64-bit float value (scalar or vector) narrowed
 * to a float format with `out_exp` exponent and `out_mant` mantissa bits
 * (5/10 for half, 8/23 for float), rounded by SpvFPRoundingMode `mode`
 * (anything else: to nearest even). Returned in uint32 of the value's
 * shape. Subnormals, overflow by mode, infinities and NaNs as IEEE 754. */
uint32_t fb_narrow(ir_builder *b, uint32_t value, uint32_t out_exp, uint32_t out_mant,
                   uint32_t mode);

/* A half value `h` (scalar or vector) as a float or double of the same
 * shape `t`, exactly, computed from its bits: NVIDIA's driver folds a
 * widening OpFConvert of a half that a narrowing OpFConvert made back into
 * the unrounded value, NoContraction notwithstanding; with the widening in
 * integers there is no pair of conversions to fold (docs/drivers.md). */
uint32_t fb_widen_half(ir_builder *b, uint32_t h, uint32_t t);

/* An integer (8 to 64 bits, signed or not) converted to `float_type`
 * (float or double of the value's shape) rounded by `mode`. Needs the
 * GLSL.std.450 import `glsl` for FindUMsb. */
uint32_t fb_int_to_float(ir_builder *b, uint32_t glsl, uint32_t value, bool is_signed,
                         uint32_t float_type, uint32_t mode);

#endif
