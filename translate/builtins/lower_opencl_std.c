/* lower_opencl_std.c: every OpenCL.std extended instruction becomes core
 * SPIR-V or GLSL.std.450. Dispatches to the family files (opencl_std_*.c)
 * and holds the helpers they share. */
#include "opencl_std.h"
#include "passes.h"
#include "ir/ir.h"

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

static bool lower(tr_ctx *c, ir_inst *in, uint32_t *repl) {
  ir_module *m = c->m;
  ir_builder b = ir_builder_before(m, in);
  ocl_call k = {.c = c, .m = m, .b = &b, .in = in, .inst = in->w[1], .type = in->type,
                .a = &in->w[2], .na = in->n - 2};
  uint32_t r = ocl_lower_int(&k);
  if (!r && !ir_failed(m)) r = ocl_lower_data(&k);
  if (!r && !ir_failed(m)) r = ocl_lower_math(&k);
  if (ir_failed(m)) return false;
  if (k.inst == OpenCLstd_Prefetch || k.inst == OpenCLstd_Vstoren || k.inst == OpenCLstd_Vstore_half ||
      k.inst == OpenCLstd_Vstore_half_r || k.inst == OpenCLstd_Vstore_halfn ||
      k.inst == OpenCLstd_Vstore_halfn_r || k.inst == OpenCLstd_Vstorea_halfn ||
      k.inst == OpenCLstd_Vstorea_halfn_r) {
    /* void results: done once the stores are emitted (r is a marker) */
    if (!r) goto unsupported;
    ir_remove(m, in);
    return true;
  }
  if (!r) goto unsupported;
  repl[in->id] = r; /* uses are renamed once all calls are lowered */
  ir_remove(m, in);
  return true;
unsupported: {
  const char *n = spv_opencl_std_name(k.inst);
  return ir_error(m, "OpenCL.std %s (%s) is not supported", n ? n : "instruction",
                  ir_id_str(m, in->id));
}
}

bool lower_opencl_std(tr_ctx *c) {
  ir_module *m = c->m;
  if (!m->opencl_std) return true;
  uint32_t bound0 = m->bound;
  uint32_t *repl = ir_alloc(m, (size_t)bound0 * sizeof *repl);
  IR_FOR_BLOCK(b, c->k) {
    IR_FOR_INST(in, &b->insts) {
      if (in->op != SpvOpExtInst || in->w[0] != m->opencl_std) continue;
      if (!lower(c, in, repl)) return false;
    }
  }
  /* A result may feed another call's expansion: follow chains. */
  IR_FOR_BLOCK(b, c->k) {
    for (ir_inst *in = b->insts.first; in; in = in->next)
      for (uint32_t i = 0; i < in->n; i++)
        while (in->isid[i] && in->w[i] < bound0 && repl[in->w[i]]) in->w[i] = repl[in->w[i]];
  }
  return true;
}
