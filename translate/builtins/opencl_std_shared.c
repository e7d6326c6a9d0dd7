/* opencl_std_shared.c: the helpers the OpenCL.std family files and the math
 * expansions share (opencl_std.h): the GLSL.std.450 import and calls into
 * it, and bool, splat and select shapes of a type. Apart from the pass
 * (lower_opencl_std.c), so that the families it dispatches to do not call
 * back into it. */
#include "opencl_std.h"

uint32_t ocl_glsl(ir_module *m) {
  if (!m->glsl_std) {
    ir_inst *in = ir_inst_new(m, SpvOpExtInstImport, 0, ir_new_id(m), 0);
    ir_push_string(m, in, "GLSL.std.450");
    ir_section_append(m, IR_SEC_EXT_IMPORT, in);
    m->glsl_std = in->id;
  }
  return m->glsl_std;
}

uint32_t ocl_g1(ocl_call *k, uint32_t type, uint32_t inst, uint32_t x) {
  return ir_ext(k->b, type, ocl_glsl(k->m), inst, 1, &x);
}
uint32_t ocl_g2(ocl_call *k, uint32_t type, uint32_t inst, uint32_t x, uint32_t y) {
  uint32_t v[2] = {x, y};
  return ir_ext(k->b, type, ocl_glsl(k->m), inst, 2, v);
}
uint32_t ocl_g3(ocl_call *k, uint32_t type, uint32_t inst, uint32_t x, uint32_t y, uint32_t z) {
  uint32_t v[3] = {x, y, z};
  return ir_ext(k->b, type, ocl_glsl(k->m), inst, 3, v);
}

uint32_t ocl_bool_like(ocl_call *k, uint32_t type) {
  return ir_type_like(k->m, type, ir_type_bool(k->m));
}

uint32_t ocl_splat(ocl_call *k, uint32_t type, uint64_t bits) { return ir_const_splat(k->m, type, bits); }

uint32_t ocl_select(ocl_call *k, uint32_t type, uint32_t cond, uint32_t a, uint32_t b) {
  return ir_op3(k->b, SpvOpSelect, type, cond, a, b);
}
