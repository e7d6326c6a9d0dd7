/* lower_opencl_std.c: every OpenCL.std extended instruction becomes core
 * SPIR-V or GLSL.std.450. Dispatches to the family files (opencl_std_*.c,
 * which share the helpers of opencl_std_shared.c). */
#include "opencl_std.h"
#include "passes.h"
#include "ir/ir.h"

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
