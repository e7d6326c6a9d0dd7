/* opencl_std_math.c: the math, common and geometric built-ins of OpenCL C
 * 6.15.2, 6.15.4 and 6.15.5. A GLSL.std.450 instruction is used only where
 * Vulkan's stated precision meets the OpenCL C ULP table; see
 * docs/builtins.md. */
#include "opencl_std.h"

/* Exact one-to-one mappings (correctly rounded or exact in Vulkan). */
static int glsl_exact(uint32_t ocl) {
  switch (ocl) {
  case OpenCLstd_Fabs: return GLSLstd450FAbs;
  case OpenCLstd_Floor: return GLSLstd450Floor;
  case OpenCLstd_Ceil: return GLSLstd450Ceil;
  case OpenCLstd_Trunc: return GLSLstd450Trunc;
  case OpenCLstd_Rint: return GLSLstd450RoundEven;
  case OpenCLstd_Fmin: return GLSLstd450NMin;
  case OpenCLstd_Fmax: return GLSLstd450NMax;
  case OpenCLstd_Rsqrt: return GLSLstd450InverseSqrt; /* Vulkan: 2 ULP; OpenCL: 2 ULP */
  case OpenCLstd_Fma: return GLSLstd450Fma;
  default: return -1;
  }
}

uint32_t ocl_lower_math(ocl_call *k) {
  uint32_t t = k->type;
  const uint32_t *a = k->a;
  int gi = glsl_exact(k->inst);
  if (gi >= 0) return ir_ext(k->b, t, ocl_glsl(k->m), (uint32_t)gi, k->na, a);
  switch (k->inst) {
  case OpenCLstd_Mad: {
    /* mad: "the result may be computed with any precision" (6.15.2) */
    uint32_t mul = ir_op2(k->b, SpvOpFMul, t, a[0], a[1]);
    return ir_op2(k->b, SpvOpFAdd, t, mul, a[2]);
  }
  case OpenCLstd_FClamp: return ocl_g2(k, t, GLSLstd450NMin, ocl_g2(k, t, GLSLstd450NMax, a[0], a[1]), a[2]);
  case OpenCLstd_Native_sqrt:
  case OpenCLstd_Half_sqrt: return ocl_g1(k, t, GLSLstd450Sqrt, a[0]);
  case OpenCLstd_Native_rsqrt:
  case OpenCLstd_Half_rsqrt: return ocl_g1(k, t, GLSLstd450InverseSqrt, a[0]);
  case OpenCLstd_Native_exp:
  case OpenCLstd_Half_exp: return ocl_g1(k, t, GLSLstd450Exp, a[0]);
  case OpenCLstd_Native_log:
  case OpenCLstd_Half_log: return ocl_g1(k, t, GLSLstd450Log, a[0]);
  case OpenCLstd_Native_sin:
  case OpenCLstd_Half_sin: return ocl_g1(k, t, GLSLstd450Sin, a[0]);
  case OpenCLstd_Native_cos:
  case OpenCLstd_Half_cos: return ocl_g1(k, t, GLSLstd450Cos, a[0]);
  default: return 0;
  }
}
