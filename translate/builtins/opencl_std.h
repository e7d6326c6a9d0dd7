/* opencl_std.h: lowering of OpenCL.std extended instructions, one file per
 * family (integer, vector data and selection, math). Each lower function
 * returns the id of the value replacing the instruction, 0 if the family
 * does not handle it, and sets m->err on a failure. */
#ifndef SHOAL_OPENCL_STD_H
#define SHOAL_OPENCL_STD_H

#include <spirv/unified1/GLSL.std.450.h>
#include <spirv/unified1/OpenCL.std.h>

#include "builtins.h"
#include "tr_ctx.h"

typedef struct ocl_call {
  tr_ctx *c;
  ir_module *m;
  ir_builder *b;
  ir_inst *in;       /* the OpExtInst */
  uint32_t inst;     /* OpenCL.std instruction number */
  uint32_t type;     /* result type */
  const uint32_t *a; /* arguments */
  uint32_t na;
} ocl_call;

uint32_t ocl_lower_int(ocl_call *k);
uint32_t ocl_lower_data(ocl_call *k);
uint32_t ocl_lower_math(ocl_call *k);

/* Shared helpers. */
uint32_t ocl_g1(ocl_call *k, uint32_t type, uint32_t inst, uint32_t x);
uint32_t ocl_g2(ocl_call *k, uint32_t type, uint32_t inst, uint32_t x, uint32_t y);
uint32_t ocl_g3(ocl_call *k, uint32_t type, uint32_t inst, uint32_t x, uint32_t y, uint32_t z);
uint32_t ocl_bool_like(ocl_call *k, uint32_t type);
uint32_t ocl_splat(ocl_call *k, uint32_t type, uint64_t bits);
uint32_t ocl_select(ocl_call *k, uint32_t type, uint32_t cond, uint32_t a, uint32_t b);

#endif
