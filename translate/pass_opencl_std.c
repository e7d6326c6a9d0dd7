/* pass_opencl_std.c: OpenCL.std extended instructions become core SPIR-V
 * or GLSL.std.450 instructions. A GLSL.std.450 instruction is used only
 * where Vulkan's stated precision for it meets the OpenCL C ULP table;
 * everything else is expanded here. See docs/builtins.md. */
#include <spirv/unified1/GLSL.std.450.h>
#include <spirv/unified1/OpenCL.std.h>

#include "passes.h"
#include "spirv_names.h"

static uint32_t glsl(ir_module *m) {
  if (!m->glsl_std) {
    ir_inst *in = ir_inst_new(m, SpvOpExtInstImport, 0, ir_new_id(m), 0);
    ir_push_string(m, in, "GLSL.std.450");
    ir_section_append(m, IR_SEC_EXT_IMPORT, in);
    m->glsl_std = in->id;
  }
  return m->glsl_std;
}

static uint32_t g1(ir_builder *b, uint32_t type, uint32_t inst, uint32_t a) {
  return ir_ext(b, type, glsl(b->m), inst, 1, &a);
}
static uint32_t g2(ir_builder *b, uint32_t type, uint32_t inst, uint32_t a, uint32_t c) {
  uint32_t v[2] = {a, c};
  return ir_ext(b, type, glsl(b->m), inst, 2, v);
}
static uint32_t g3(ir_builder *b, uint32_t type, uint32_t inst, uint32_t a, uint32_t c, uint32_t d) {
  uint32_t v[3] = {a, c, d};
  return ir_ext(b, type, glsl(b->m), inst, 3, v);
}

/* Exact one-to-one mappings to GLSL.std.450. */
static int glsl_exact(uint32_t ocl) {
  switch (ocl) {
  case OpenCLstd_Fabs: return GLSLstd450FAbs;
  case OpenCLstd_Floor: return GLSLstd450Floor;
  case OpenCLstd_Ceil: return GLSLstd450Ceil;
  case OpenCLstd_Trunc: return GLSLstd450Trunc;
  case OpenCLstd_Rint: return GLSLstd450RoundEven;
  case OpenCLstd_Fmin: return GLSLstd450NMin;
  case OpenCLstd_Fmax: return GLSLstd450NMax;
  case OpenCLstd_SMax: return GLSLstd450SMax;
  case OpenCLstd_SMin: return GLSLstd450SMin;
  case OpenCLstd_UMax: return GLSLstd450UMax;
  case OpenCLstd_UMin: return GLSLstd450UMin;
  case OpenCLstd_Rsqrt: return GLSLstd450InverseSqrt; /* Vulkan: 2 ULP, OpenCL: 2 ULP */
  case OpenCLstd_Fma: return GLSLstd450Fma;
  default: return -1;
  }
}

static bool lower(tr_ctx *c, ir_inst *in) {
  ir_module *m = c->m;
  uint32_t ocl = in->w[1];
  uint32_t t = in->type;
  uint32_t *a = &in->w[2];
  uint32_t na = in->n - 2;
  ir_builder b = ir_builder_before(m, in);
  uint32_t r = 0;
  int gi = glsl_exact(ocl);
  if (gi >= 0) {
    r = ir_ext(&b, t, glsl(m), (uint32_t)gi, na, a);
  } else {
    switch (ocl) {
    case OpenCLstd_Mad: {
      /* mad: "the result may be computed with any precision" (OpenCL C 6.15.2) */
      uint32_t mul = ir_op2(&b, SpvOpFMul, t, a[0], a[1]);
      r = ir_op2(&b, SpvOpFAdd, t, mul, a[2]);
      break;
    }
    case OpenCLstd_FClamp: r = g2(&b, t, GLSLstd450NMin, g2(&b, t, GLSLstd450NMax, a[0], a[1]), a[2]); break;
    case OpenCLstd_SClamp: r = g3(&b, t, GLSLstd450SClamp, a[0], a[1], a[2]); break;
    case OpenCLstd_UClamp: r = g3(&b, t, GLSLstd450UClamp, a[0], a[1], a[2]); break;
    case OpenCLstd_Popcount: r = ir_op1(&b, SpvOpBitCount, t, a[0]); break;
    case OpenCLstd_Native_sqrt:
    case OpenCLstd_Half_sqrt: r = g1(&b, t, GLSLstd450Sqrt, a[0]); break;
    case OpenCLstd_Native_rsqrt:
    case OpenCLstd_Half_rsqrt: r = g1(&b, t, GLSLstd450InverseSqrt, a[0]); break;
    case OpenCLstd_Native_exp:
    case OpenCLstd_Half_exp: r = g1(&b, t, GLSLstd450Exp, a[0]); break;
    case OpenCLstd_Native_log:
    case OpenCLstd_Half_log: r = g1(&b, t, GLSLstd450Log, a[0]); break;
    case OpenCLstd_Native_sin:
    case OpenCLstd_Half_sin: r = g1(&b, t, GLSLstd450Sin, a[0]); break;
    case OpenCLstd_Native_cos:
    case OpenCLstd_Half_cos: r = g1(&b, t, GLSLstd450Cos, a[0]); break;
    default: {
      const char *n = spv_opencl_std_name(ocl);
      return ir_error(m, "OpenCL.std %s (%s) is not supported yet", n ? n : "instruction",
                      ir_id_str(m, in->id));
    }
    }
  }
  ir_replace_all_uses(m, in->id, r);
  ir_remove(m, in);
  return true;
}

bool pass_opencl_std(tr_ctx *c) {
  ir_module *m = c->m;
  if (!m->opencl_std) return true;
  IR_FOR_BLOCK(b, c->k) {
    IR_FOR_INST(in, &b->insts) {
      if (in->op != SpvOpExtInst || in->w[0] != m->opencl_std) continue;
      if (!lower(c, in)) return false;
    }
  }
  return true;
}
