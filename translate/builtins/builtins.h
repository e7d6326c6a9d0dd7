/* builtins.h: what the built-in function stage (translate/builtins/)
 * offers the stages after it: matching mangled built-in names, float
 * conversions with an explicit rounding mode computed in integer
 * arithmetic, and the GLSL.std.450 import. */
#ifndef SHOAL_BUILTINS_H
#define SHOAL_BUILTINS_H

#include <stdbool.h>
#include <stdint.h>

#include <spirv/unified1/GLSL.std.450.h>
#include <spirv/unified1/OpenCL.std.h>

#include "ir/ir.h"

/* The GLSL.std.450 import of the module, made on first use
 * (opencl_std_shared.c). */
uint32_t ocl_glsl(ir_module *m);

/* ---- the subset of the Itanium C++ ABI name mangling that OpenCL C
 * built-ins use (clang mangles overloaded built-ins), enough to match an
 * imported function by base name and parameter types. */

typedef enum dm_kind {
  DM_VOID, DM_BOOL, DM_CHAR, DM_SCHAR, DM_UCHAR, DM_SHORT, DM_USHORT, DM_INT, DM_UINT,
  DM_LONG, DM_ULONG, DM_HALF, DM_FLOAT, DM_DOUBLE,
  DM_NAMED,   /* an enum, struct or opaque type, e.g. qcom_sub_group_shuffle_width_modes_t */
  DM_POINTER, /* `pointee` and `addrspace` say to what */
} dm_kind;

typedef struct dm_type {
  dm_kind kind;
  uint32_t vec;        /* 0 for scalars, else the vector length */
  char name[64];       /* DM_NAMED */
  dm_kind pointee;     /* DM_POINTER: the pointee's kind (scalar or vector) */
  uint32_t pointee_vec;
  int addrspace;       /* DM_POINTER: the U3AS<n> qualifier, -1 if none */
  bool is_const;
} dm_type;

#define DM_MAX_PARAMS 8

typedef struct dm_name {
  char base[96];
  dm_type params[DM_MAX_PARAMS];
  uint32_t nparams;
} dm_name;

/* Parses `_Z<len><name><params>`; false when the name is not mangled, or
 * uses something beyond the OpenCL built-in subset. */
bool dm_parse(const char *mangled, dm_name *out);

/* Whether a scalar kind is signed (char counts as signed in OpenCL C). */
bool dm_signed(dm_kind k);
/* Whether a kind is a floating-point type. */
bool dm_float(dm_kind k);

/* ---- conversions with an explicit rounding mode, computed in
 * integer arithmetic (see float_bits.c). */
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
