/* demangle.h: the subset of the Itanium C++ ABI name mangling that OpenCL C
 * built-ins use (clang mangles overloaded built-ins), enough to match an
 * imported function by base name and parameter types. */
#ifndef SHOAL_DEMANGLE_H
#define SHOAL_DEMANGLE_H

#include <stdbool.h>
#include <stdint.h>

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

#endif
