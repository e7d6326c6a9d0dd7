/* opencl_std_math.c: the math, common and geometric built-ins of OpenCL C
 * 6.15.2, 6.15.4 and 6.15.5 for float and double scalars and vectors. A
 * GLSL.std.450 instruction is used only where Vulkan's stated precision
 * meets the OpenCL C ULP table (rounding to integers, fmin/fmax, clamp, the
 * fast_* and native_* forms); the rest are expanded here (the exact
 * functions, by bits) and in math_*.c (everything approximate). Results go
 * through the original pointer operands where a built-in has an
 * out-parameter, so the memory pass lowers those stores like any other.
 * See docs/builtins.md. */
#include <float.h>
#include <math.h>

#include "math_fn.h"

static const double K_PI_180[3] = {0x1.1df46a2529d39p-6, 0x1.5c1d8becdd291p-62, -0x1.1d937fa428858p-116};
static const double K_D180_PI[3] = {0x1.ca5dc1a63c1f8p+5, -0x1.1e7ab456405f9p-49, -0x1.b505196fabb41p-103};

/* Stores `v` through an OpenCL pointer (any address space). */
static void store_out(mb *x, uint32_t ptr, uint32_t v) {
  ir_module *m = x->m;
  /* through the concrete pointer where a generic one is a plain cast; the
   * cast goes when this call was its only use (the memory pass does not
   * resolve generic casts of private variables yet) */
  ir_inst *def = ir_def_inst(m, ptr);
  if (def && def->op == SpvOpPtrCastToGeneric && def->block) {
    ptr = def->w[0];
    bool used = false;
    for (ir_block *bb = def->block->func->first; bb && !used; bb = bb->next)
      for (ir_inst *in = bb->insts.first; in && !used; in = in->next)
        for (uint32_t i = 0; i < in->n && in != x->k->in; i++)
          if (in->isid[i] && in->w[i] == def->id) used = true;
    if (!used) ir_remove(m, def);
  }
  uint32_t pointee = ir_ptr_pointee(m, ir_type_of(m, ptr));
  if (pointee != ir_type_of(m, v)) v = ir_op1(x->b, SpvOpBitcast, pointee, v);
  ir_inst *st = ir_emit(x->b, SpvOpStore, 0, false, 2, (uint32_t[]){ptr, v});
  ir_push(m, st, SpvMemoryAccessAlignedMask, false);
  ir_push(m, st, ir_cl_align(m, pointee), false);
}

/* An argument in the shape of `t`: scalars are splatted where a producer
 * passes them to a vector built-in. */
/* A float argument with its denormals made zero of the same sign where
 * the device may flush 32-bit denormals; anything else unchanged. */
static uint32_t flush_denormal(mb *x, uint32_t v) {
  if (!v || x->w != 32 || x->hw || x->k->c->t->fp32_denormals) return v;
  if (ir_type_of(x->m, v) != x->ft) return v; /* integer arguments (pown's n, ...) */
  uint32_t u = m_ubits(x, v);
  uint32_t exp = m_iop2(x, SpvOpBitwiseAnd, u, m_ku(x, 0x7f800000u));
  uint32_t den = ir_op2(x->b, SpvOpIEqual, x->bt, exp, m_ku(x, 0));
  uint32_t zero = m_iop2(x, SpvOpBitwiseAnd, u, m_ku(x, 0x80000000u));
  return m_fbits(x, ir_op3(x->b, SpvOpSelect, x->ut, den, zero, u));
}

static uint32_t shaped(mb *x, uint32_t v, uint32_t t) {
  ir_module *m = x->m;
  uint32_t vt = ir_type_of(m, v);
  uint32_t n = ir_vec_len(m, t);
  if (n == 1 || ir_is_vector(m, vt)) return v;
  uint32_t parts[16];
  for (uint32_t i = 0; i < n; i++) parts[i] = v;
  return ir_emit(x->b, SpvOpCompositeConstruct, t, true, n, parts)->id;
}

/* Integer operands (ldexp, pown, rootn) as 32-bit integers of the shape. */
static uint32_t int_arg(mb *x, uint32_t v) {
  ir_module *m = x->m;
  v = shaped(x, v, ir_type_like(m, x->ft, ir_scalar_of(m, ir_type_of(m, v))));
  uint32_t w = ir_bit_width(m, ir_scalar_of(m, ir_type_of(m, v)));
  if (w != 32) v = ir_op1(x->b, w < 32 ? SpvOpSConvert : SpvOpUConvert, x->it, v);
  else if (ir_type_of(m, v) != x->it) v = ir_op1(x->b, SpvOpBitcast, x->it, v);
  return v;
}

/* ---- exact functions --------------------------------------------------- */

/* round half away from zero */
static uint32_t m_round(mb *x, uint32_t a) {
  uint32_t t = m_ftrunc(x, a);
  uint32_t d = m_fabs(x, m_fsub(x, a, t));
  uint32_t up = m_sel(x, m_fge(x, d, m_k(x, 0.5)), m_k(x, 1), m_k(x, 0));
  return m_fcopysign(x, m_fadd(x, t, m_fcopysign(x, up, a)), a);
}

static uint32_t m_fdim(mb *x, uint32_t a, uint32_t b) {
  uint32_t r = m_sel(x, m_fgt(x, a, b), m_fsub(x, a, b), m_k(x, 0));
  return m_sel(x, m_bor(x, m_isnan(x, a), m_isnan(x, b)), m_qnan(x), r);
}

static uint32_t m_maxmag(mb *x, uint32_t a, uint32_t b, bool max) {
  uint32_t aa = m_fabs(x, a), ab = m_fabs(x, b);
  uint32_t r = max ? m_fmax(x, a, b) : m_fmin(x, a, b);
  r = m_sel(x, max ? m_fgt(x, ab, aa) : m_flt(x, ab, aa), b, r);
  return m_sel(x, max ? m_fgt(x, aa, ab) : m_flt(x, aa, ab), a, r);
}

static uint32_t m_modf(mb *x, uint32_t a, uint32_t *ip) {
  uint32_t t = m_ftrunc(x, a);
  *ip = t;
  uint32_t f = m_sel(x, m_isinf(x, a), m_k(x, 0), m_fsub(x, a, t));
  return m_fcopysign(x, f, a);
}

static uint32_t m_fract(mb *x, uint32_t a, uint32_t *ip) {
  uint32_t fl = m_ffloor(x, a);
  *ip = fl;
  double cap = x->hw == 16 ? 0x1.ffcp-1 : x->w == 64 ? 0x1.fffffffffffffp-1 : (double)0x1.fffffep-1f;
  uint32_t c = m_k(x, cap);
  uint32_t r = m_fsub(x, a, fl);
  r = m_sel(x, m_fgt(x, r, c), c, r); /* keeps NaNs */
  r = m_sel(x, m_isinf(x, a), m_fcopysign(x, m_k(x, 0), a), r);
  return m_sel(x, m_iszero(x, a), a, r);
}

static uint32_t m_frexp(mb *x, uint32_t a, uint32_t *e) {
  uint32_t m, ex;
  m_fsplit_exp(x, a, &m, &ex);
  uint32_t special = m_bor(x, m_iszero(x, a), m_bnot(x, m_isfinite(x, a)));
  *e = m_sel(x, special, m_ki(x, 0), m_iop2(x, SpvOpIAdd, ex, m_ki(x, 1)));
  return m_sel(x, special, a, m_fmul(x, m, m_k(x, 0.5)));
}

/* a * 2^n, correctly rounded: the exponent is added to the bits where the
 * result is normal, one rounding multiply makes a denormal result. */
static uint32_t m_ldexp(mb *x, uint32_t a, uint32_t n) {
  uint32_t m, e;
  m_fsplit_exp(x, a, &m, &e);
  uint32_t lim = m_ki(x, 8 * x->emax);
  n = ocl_g3(x->k, x->it, GLSLstd450SClamp, n, m_iop2(x, SpvOpISub, m_ki(x, 0), lim), lim);
  uint32_t t = m_iop2(x, SpvOpIAdd, e, n);
  uint32_t shifted = m_iop2(x, SpvOpShiftLeftLogical, m_from_i32(x, t, true), m_ku(x, (uint64_t)(x->p - 1)));
  uint32_t normal = m_fbits(x, m_iop2(x, SpvOpIAdd, m_ubits(x, m), shifted));
  uint32_t r = m_sel(x, m_icmp(x, SpvOpSGreaterThan, t, m_ki(x, x->emax)), m_fcopysign(x, m_finf(x, false), a),
                   m_sel(x, m_icmp(x, SpvOpSGreaterThanEqual, t, m_ki(x, 1 - x->bias)), normal, m_fscale(x, m, t)));
  return m_sel(x, m_bor(x, m_iszero(x, a), m_bnot(x, m_isfinite(x, a))), a, r);
}

static uint32_t m_ilogb(mb *x, uint32_t a) {
  uint32_t m, e;
  m_fsplit_exp(x, a, &m, &e);
  e = m_sel(x, m_iszero(x, a), m_ki(x, INT32_MIN), e);
  return m_sel(x, m_isfinite(x, a), e, m_ki(x, INT32_MAX)); /* FP_ILOGBNAN and infinities */
}

static uint32_t m_logb(mb *x, uint32_t a) {
  uint32_t m, e;
  m_fsplit_exp(x, a, &m, &e);
  uint32_t r = m_sel(x, m_iszero(x, a), m_finf(x, true), m_i2f(x, e));
  r = m_sel(x, m_isinf(x, a), m_finf(x, false), r);
  return m_sel(x, m_isnan(x, a), a, r);
}

/* Integer keys ordered like the floats (both zeros equal). */
static uint32_t order_key(mb *x, uint32_t a) {
  uint32_t mag = m_iop2(x, SpvOpBitwiseAnd, m_ubits(x, a), m_ku(x, (1ull << (x->w - 1)) - 1));
  return m_sel(x, m_signbit(x, a), m_iop2(x, SpvOpISub, m_ku(x, 0), mag), mag);
}

static uint32_t m_nextafter(mb *x, uint32_t a, uint32_t b) {
  uint32_t ka = order_key(x, a), kb = order_key(x, b);
  uint32_t bits = m_ubits(x, a);
  uint32_t away = m_icmp(x, SpvOpLogicalEqual, m_icmp(x, SpvOpSLessThan, ka, kb), m_icmp(x, SpvOpSGreaterThan, ka, m_ku(x, 0)));
  uint32_t step = m_iop2(x, SpvOpISub, m_iop2(x, SpvOpIAdd, bits, m_sel(x, away, m_ku(x, 1), m_ku(x, 0))),
                       m_sel(x, away, m_ku(x, 0), m_ku(x, 1)));
  uint32_t tiny = m_iop2(x, SpvOpBitwiseOr, m_ku(x, 1), m_iop2(x, SpvOpBitwiseAnd, m_ubits(x, b), m_ku(x, 1ull << (x->w - 1))));
  uint32_t r = m_sel(x, m_iszero(x, a), m_fbits(x, tiny), m_fbits(x, step));
  r = m_sel(x, m_icmp(x, SpvOpIEqual, ka, kb), b, r);
  return m_sel(x, m_bor(x, m_isnan(x, a), m_isnan(x, b)), m_qnan(x), r);
}

static uint32_t m_nan(mb *x, uint32_t code) {
  ir_module *m = x->m;
  uint32_t cw = ir_bit_width(m, ir_scalar_of(m, ir_type_of(m, code)));
  if (cw != x->w) code = ir_op1(x->b, SpvOpUConvert, x->ut, code);
  else code = ir_op1(x->b, SpvOpBitcast, x->ut, code);
  uint64_t payload = (1ull << (x->p - 2)) - 1;
  uint32_t bits = m_iop2(x, SpvOpBitwiseOr, m_ubits(x, m_qnan(x)), m_iop2(x, SpvOpBitwiseAnd, code, m_ku(x, payload)));
  return m_fbits(x, bits);
}

/* ---- common functions ------------------------------------------------------ */

static uint32_t m_sign(mb *x, uint32_t a) {
  uint32_t r = m_sel(x, m_fgt(x, a, m_k(x, 0)), m_k(x, 1), m_sel(x, m_flt(x, a, m_k(x, 0)), m_k(x, -1), a));
  return m_sel(x, m_isnan(x, a), m_k(x, 0), r);
}

static uint32_t m_smoothstep(mb *x, uint32_t e0, uint32_t e1, uint32_t a) {
  uint32_t t = m_fdiv(x, m_fsub(x, a, e0), m_fsub(x, e1, e0));
  t = m_fmin(x, m_fmax(x, t, m_k(x, 0)), m_k(x, 1));
  return m_fmul(x, m_fmul(x, t, t), m_fsub(x, m_k(x, 3), m_fmul(x, m_k(x, 2), t)));
}

/* ---- geometric functions ---------------------------------------------------- */

/* Components of a vector as scalars. */
static void comps(mb *x, uint32_t v, uint32_t n, uint32_t *out) {
  uint32_t st = ir_scalar_of(x->m, ir_type_of(x->m, v));
  for (uint32_t i = 0; i < n; i++) out[i] = n == 1 ? v : ir_extract(x->b, st, v, i);
}

/* The components scaled by a power of two so the largest magnitude is in
 * [1, 2): returns the scaled vector and the exponent (scalar). `any_inf`
 * and `any_nan` are scalar bools; `zero` when every component is zero. */
typedef struct scaled_vec {
  uint32_t q, e, amax, any_inf, any_nan, zero;
} scaled_vec;

static scaled_vec scale_vec(mb *xv, mb *xs, uint32_t v) {
  uint32_t c[16];
  comps(xv, v, xv->n, c);
  scaled_vec r;
  r.amax = m_fabs(xs, c[0]);
  r.any_inf = m_isinf(xs, c[0]);
  r.any_nan = m_isnan(xs, c[0]);
  for (uint32_t i = 1; i < xv->n; i++) {
    r.amax = m_fmax(xs, r.amax, m_fabs(xs, c[i]));
    r.any_inf = m_bor(xs, r.any_inf, m_isinf(xs, c[i]));
    r.any_nan = m_bor(xs, r.any_nan, m_isnan(xs, c[i]));
  }
  uint32_t m;
  m_fsplit_exp(xs, r.amax, &m, &r.e);
  r.zero = m_iszero(xs, r.amax);
  uint32_t ne = m_iop2(xs, SpvOpISub, m_ki(xs, 0), r.e);
  uint32_t nev[16];
  for (uint32_t i = 0; i < xv->n; i++) nev[i] = ne;
  uint32_t nes = xv->n == 1 ? ne : ir_emit(xv->b, SpvOpCompositeConstruct, xv->it, true, xv->n, nev)->id;
  r.q = m_fscale(xv, v, nes);
  return r;
}

static uint32_t sum_squares(mb *xv, mb *xs, uint32_t q) {
  uint32_t c[16];
  comps(xv, m_fmul(xv, q, q), xv->n, c);
  uint32_t s = c[0];
  for (uint32_t i = 1; i < xv->n; i++) s = m_fadd(xs, s, c[i]);
  return s;
}

static uint32_t m_length(mb *xv, mb *xs, uint32_t v) {
  scaled_vec s = scale_vec(xv, xs, v);
  uint32_t r = m_fscale(xs, m_sqrt(xs, sum_squares(xv, xs, s.q)), s.e);
  r = m_sel(xs, s.zero, m_k(xs, 0), r);
  r = m_sel(xs, s.any_nan, m_qnan(xs), r);
  return m_sel(xs, s.any_inf, m_finf(xs, false), r);
}

static uint32_t splat_bool(mb *xv, uint32_t b) {
  if (xv->n == 1) return b;
  uint32_t parts[16];
  for (uint32_t i = 0; i < xv->n; i++) parts[i] = b;
  return ir_emit(xv->b, SpvOpCompositeConstruct, xv->bt, true, xv->n, parts)->id;
}

static uint32_t m_normalize(mb *xv, mb *xs, uint32_t v) {
  /* infinities: as if each component were isinf ? copysign(1, v) : 0 * v */
  uint32_t vi = m_sel(xv, m_isinf(xv, v), m_fcopysign(xv, m_k(xv, 1), v), m_fcopysign(xv, m_k(xv, 0), v));
  scaled_vec s0 = scale_vec(xv, xs, v);
  uint32_t w = m_sel(xv, splat_bool(xv, s0.any_inf), vi, v);
  scaled_vec s = scale_vec(xv, xs, w);
  uint32_t r = m_rsqrt(xs, sum_squares(xv, xs, s.q));
  uint32_t rv[16];
  for (uint32_t i = 0; i < xv->n; i++) rv[i] = r;
  uint32_t rs = xv->n == 1 ? r : ir_emit(xv->b, SpvOpCompositeConstruct, xv->ft, true, xv->n, rv)->id;
  uint32_t res = m_fmul(xv, s.q, rs);
  res = m_sel(xv, splat_bool(xv, s.zero), v, res);
  return m_sel(xv, splat_bool(xv, s0.any_nan), m_qnan(xv), res);
}

static uint32_t m_cross(mb *x, uint32_t a, uint32_t b) {
  ir_module *m = x->m;
  uint32_t st = ir_scalar_of(m, x->ft);
  uint32_t v3 = ir_type_vec(m, st, 3);
  uint32_t sh[2][2];
  static const uint32_t rot[2][3] = {{1, 2, 0}, {2, 0, 1}};
  for (int j = 0; j < 2; j++) {
    for (int s = 0; s < 2; s++) {
      uint32_t src = s ? b : a;
      ir_inst *in = ir_emit(x->b, SpvOpVectorShuffle, v3, true, 2, (uint32_t[]){src, src});
      for (int i = 0; i < 3; i++) ir_push(m, in, rot[j][i], false);
      sh[j][s] = in->id;
    }
  }
  mb x3;
  mb_init(&x3, x->k, v3);
  /* a.yzx * b.zxy - a.zxy * b.yzx */
  uint32_t r = m_fsub(&x3, m_fmul(&x3, sh[0][0], sh[1][1]), m_fmul(&x3, sh[1][0], sh[0][1]));
  if (x->n == 3) return r;
  ir_inst *in = ir_emit(x->b, SpvOpVectorShuffle, x->ft, true, 2, (uint32_t[]){r, ir_const_null(m, v3)});
  for (uint32_t i = 0; i < 4; i++) ir_push(m, in, i, false);
  return in->id;
}

/* ---- half_ and native_ forms ---------------------------------------------------- */

/* x / y within a few ulp for every y: OpFDiv's bound holds for |y| in
 * [2^-126, 2^126], so larger divisors are scaled down first. */
static uint32_t m_half_divide(mb *x, uint32_t a, uint32_t b) {
  if (x->w == 64) return m_fdiv_acc(x, a, b); /* not used: no double half_ forms */
  uint32_t big = m_fgt(x, m_fabs(x, b), m_k(x, 0x1p126));
  uint32_t s = m_sel(x, big, m_k(x, 0.25), m_k(x, 1));
  return m_fdiv(x, m_fmul(x, a, s), m_fmul(x, b, s));
}

/* ---- half, computed in float ----------------------------------------------- */

/* nextafter of halves (exact in float): one half ulp up or down */
static uint32_t half_nextafter(mb *x, uint32_t a, uint32_t b) {
  uint32_t aa = m_fabs(x, a);
  uint32_t m, e;
  m_fsplit_exp(x, aa, &m, &e);
  e = ocl_g2(x->k, x->it, GLSLstd450SMax, e, m_ki(x, -14));
  uint32_t ulp = m_fpow2(x, m_iop2(x, SpvOpISub, e, m_ki(x, 10)));
  uint32_t pow2 = m_band(x, m_feq(x, m, m_k(x, 1)), m_icmp(x, SpvOpSGreaterThan, e, m_ki(x, -14)));
  uint32_t down = m_sel(x, pow2, m_fmul(x, ulp, m_k(x, 0.5)), ulp);
  uint32_t up = m_icmp(x, SpvOpLogicalEqual, m_fgt(x, b, a), m_fgt(x, a, m_k(x, 0)));
  uint32_t r = m_fcopysign(x, m_sel(x, up, m_fadd(x, aa, ulp), m_fsub(x, aa, down)), a);
  r = m_sel(x, m_isinf(x, a), m_fcopysign(x, m_k(x, 65504), a), r);
  r = m_sel(x, m_iszero(x, a), m_fcopysign(x, m_k(x, 0x1p-24), b), r);
  r = m_sel(x, m_feq(x, a, b), b, r);
  return m_sel(x, m_bor(x, m_isnan(x, a), m_isnan(x, b)), m_qnan(x), r);
}

/* ---- dispatch ----------------------------------------------------------------- */

/* The float shape an instruction computes in. */
static uint32_t float_shape(ocl_call *k) {
  ir_module *m = k->m;
  switch (k->inst) {
  case OpenCLstd_Ilogb:
  case OpenCLstd_Length:
  case OpenCLstd_Distance:
  case OpenCLstd_Fast_length:
  case OpenCLstd_Fast_distance: return ir_type_of(m, k->a[0]);
  default: return k->type;
  }
}

/* Lowers one call on operands a[] (pointers excluded); an out-parameter's
 * value goes to *outp. */
static uint32_t lower(mb *x, ocl_call *k, const uint32_t *a, uint32_t *outp) {
  uint32_t t = x->ft;
  uint32_t a0 = k->na > 0 ? a[0] : 0;
  uint32_t a1 = k->na > 1 ? a[1] : 0;
  uint32_t a2 = k->na > 2 ? a[2] : 0;
  bool dbl = x->w == 64;
  uint32_t out = 0, r;
  /* splat scalar operands of vector forms */
  switch (k->inst) {
  case OpenCLstd_Ldexp: case OpenCLstd_Pown: case OpenCLstd_Rootn: case OpenCLstd_Nan:
  case OpenCLstd_Fract: case OpenCLstd_Modf: case OpenCLstd_Frexp: case OpenCLstd_Sincos:
  case OpenCLstd_Remquo: case OpenCLstd_Lgamma_r: case OpenCLstd_Ilogb: case OpenCLstd_Length:
  case OpenCLstd_Distance: case OpenCLstd_Fast_length: case OpenCLstd_Fast_distance:
    break;
  default:
    if (a0) a0 = shaped(x, a0, t);
    if (a1) a1 = shaped(x, a1, t);
    if (a2) a2 = shaped(x, a2, t);
  }
  /* Where the device may flush float denormals (neither DenormPreserve
   * for 32 bits nor a driver known to keep them, tr_target.fp32_denormals;
   * the NVIDIA H100 flushes them), the expansions would read a
   * denormal's bits while their float arithmetic sees zero, and mix the
   * two into nonsense (cbrt of a denormal far from zero, hypot(0, d)
   * NaN). The arguments are flushed first, so every expansion computes
   * the function of what the hardware sees; OpenCL allows this where the
   * device does not report CL_FP_DENORM. Functions exact on the bits keep
   * their inputs, and so do those that are one or two float instructions
   * reading no bits (mad, min/max/clamp, rounding to integers, mix, ...):
   * the hardware gives them what OpenCL allows either way, and three bit
   * operations per operand of every mad cost an SGEMM on the H100 eight
   * tenths of its speed (17.2 to 1.5 TFLOP/s). */
  switch (k->inst) {
  case OpenCLstd_Fabs: case OpenCLstd_Copysign: case OpenCLstd_Nextafter: case OpenCLstd_Nan:
  case OpenCLstd_Ilogb: case OpenCLstd_Logb: case OpenCLstd_Frexp: case OpenCLstd_Ldexp:
  case OpenCLstd_Mad: case OpenCLstd_Floor: case OpenCLstd_Ceil: case OpenCLstd_Trunc: case OpenCLstd_Rint:
  case OpenCLstd_Fmin: case OpenCLstd_Fmax: case OpenCLstd_FClamp: case OpenCLstd_FMin_common:
  case OpenCLstd_FMax_common: case OpenCLstd_Degrees: case OpenCLstd_Radians: case OpenCLstd_Step:
  case OpenCLstd_Mix:
    break;
  default:
    a0 = flush_denormal(x, a0);
    a1 = flush_denormal(x, a1);
    a2 = flush_denormal(x, a2);
  }
  switch (k->inst) {
  /* rounding to integers, min and max: exact in Vulkan ("correctly rounded") */
  case OpenCLstd_Floor: return m_ffloor(x, a0);
  case OpenCLstd_Ceil: return m_fceil(x, a0);
  case OpenCLstd_Trunc: return m_ftrunc(x, a0);
  case OpenCLstd_Rint: return m_frint(x, a0);
  case OpenCLstd_Fmin: return m_fmin(x, a0, a1);
  case OpenCLstd_Fmax: return m_fmax(x, a0, a1);
  case OpenCLstd_FClamp: return m_fmin(x, m_fmax(x, a0, a1), a2);
  case OpenCLstd_FMin_common: return ocl_g2(k, t, GLSLstd450FMin, a0, a1);
  case OpenCLstd_FMax_common: return ocl_g2(k, t, GLSLstd450FMax, a0, a1);
  /* exact, on the bits */
  case OpenCLstd_Fabs: return m_fabs(x, a0);
  case OpenCLstd_Copysign: return m_fcopysign(x, a0, a1);
  case OpenCLstd_Round: return m_round(x, a0);
  case OpenCLstd_Fdim: return m_fdim(x, a0, a1);
  case OpenCLstd_Maxmag: return m_maxmag(x, a0, a1, true);
  case OpenCLstd_Minmag: return m_maxmag(x, a0, a1, false);
  case OpenCLstd_Ldexp: return m_ldexp(x, a0, int_arg(x, a1));
  case OpenCLstd_Ilogb:
  {
    uint32_t it = ir_type_like(x->m, x->ft, ir_scalar_of(x->m, k->type));
    r = m_ilogb(x, a0);
    return it == x->it ? r : ir_op1(x->b, SpvOpBitcast, it, r);
  }
  case OpenCLstd_Logb: return m_logb(x, a0);
  case OpenCLstd_Nextafter: return m_nextafter(x, a0, a1);
  case OpenCLstd_Nan: return m_nan(x, a0);
  case OpenCLstd_Modf: r = m_modf(x, a0, &out); *outp = out; return r;
  case OpenCLstd_Fract: r = m_fract(x, a0, &out); *outp = out; return r;
  case OpenCLstd_Frexp: r = m_frexp(x, a0, &out); *outp = out; return r;
  case OpenCLstd_Fmod: return m_fmod(x, a0, a1);
  case OpenCLstd_Remainder: return m_remquo(x, a0, a1, NULL);
  case OpenCLstd_Remquo: r = m_remquo(x, a0, a1, &out); *outp = out; return r;
  case OpenCLstd_Fma: return m_fma(x, a0, a1, a2);
  case OpenCLstd_Mad:
    /* "any precision" (6.15.2), so Vulkan's Fma, whose precision is only
     * that of a product and a sum: GPUs run it as one fused instruction.
     * A separate OpFMul and OpFAdd are not fused by NVIDIA's driver (clpeak's
     * mad chains ran at half the H100's FP32 rate), and clang emits
     * every a * b + c of OpenCL C (FP_CONTRACT on) as mad. */
    return ir_ext(k->b, t, ocl_glsl(x->m), GLSLstd450Fma, 3, (uint32_t[]){a0, a1, a2});
  /* common functions */
  case OpenCLstd_Degrees: return m_fmul(x, a0, m_k(x, K_D180_PI[0])); /* 2 ulp: <= 1 here */
  case OpenCLstd_Radians: return m_fmul(x, a0, m_k(x, K_PI_180[0]));
  case OpenCLstd_Step: return m_sel(x, m_flt(x, a1, a0), m_k(x, 0), m_k(x, 1));
  case OpenCLstd_Smoothstep: return m_smoothstep(x, a0, a1, a2);
  case OpenCLstd_Sign: return m_sign(x, a0);
  case OpenCLstd_Mix: return m_fadd(x, a0, m_fmul(x, m_fsub(x, a1, a0), a2));
  /* exponentials and logarithms */
  case OpenCLstd_Exp: case OpenCLstd_Half_exp: return m_exp(x, a0);
  case OpenCLstd_Exp2: case OpenCLstd_Half_exp2: return m_exp2(x, a0);
  case OpenCLstd_Exp10: case OpenCLstd_Half_exp10: return m_exp10(x, a0);
  case OpenCLstd_Expm1: return m_expm1(x, a0);
  case OpenCLstd_Log: case OpenCLstd_Half_log: return m_log(x, a0);
  case OpenCLstd_Log2: case OpenCLstd_Half_log2: return m_log2(x, a0);
  case OpenCLstd_Log10: case OpenCLstd_Half_log10: return m_log10(x, a0);
  case OpenCLstd_Log1p: return m_log1p(x, a0);
  case OpenCLstd_Pow: return m_pow(x, a0, a1);
  case OpenCLstd_Powr: case OpenCLstd_Half_powr: return m_powr(x, a0, a1);
  case OpenCLstd_Pown: return m_pown(x, a0, int_arg(x, a1));
  case OpenCLstd_Rootn: return m_rootn(x, a0, int_arg(x, a1));
  case OpenCLstd_Sqrt: case OpenCLstd_Half_sqrt: return m_sqrt(x, a0);
  case OpenCLstd_Rsqrt: case OpenCLstd_Half_rsqrt: return m_rsqrt(x, a0);
  case OpenCLstd_Cbrt: return m_cbrt(x, a0);
  case OpenCLstd_Hypot: return m_hypot(x, a0, a1);
  case OpenCLstd_Sinh: return m_sinh(x, a0);
  case OpenCLstd_Cosh: return m_cosh(x, a0);
  case OpenCLstd_Tanh: return m_tanh(x, a0);
  case OpenCLstd_Asinh: return m_asinh(x, a0);
  case OpenCLstd_Acosh: return m_acosh(x, a0);
  case OpenCLstd_Atanh: return m_atanh(x, a0);
  /* circular functions */
  case OpenCLstd_Sin: case OpenCLstd_Half_sin: return m_sin(x, a0);
  case OpenCLstd_Cos: case OpenCLstd_Half_cos: return m_cos(x, a0);
  case OpenCLstd_Tan: case OpenCLstd_Half_tan: return m_tan(x, a0);
  case OpenCLstd_Sincos: r = m_sincos(x, a0, &out); *outp = out; return r;
  case OpenCLstd_Sinpi: return m_sinpi(x, a0);
  case OpenCLstd_Cospi: return m_cospi(x, a0);
  case OpenCLstd_Tanpi: return m_tanpi(x, a0);
  case OpenCLstd_Asin: return m_asin(x, a0, false);
  case OpenCLstd_Acos: return m_acos(x, a0, false);
  case OpenCLstd_Atan: return m_atan(x, a0, false);
  case OpenCLstd_Atan2: return m_atan2(x, a0, a1, false);
  case OpenCLstd_Asinpi: return m_asin(x, a0, true);
  case OpenCLstd_Acospi: return m_acos(x, a0, true);
  case OpenCLstd_Atanpi: return m_atan(x, a0, true);
  case OpenCLstd_Atan2pi: return m_atan2(x, a0, a1, true);
  /* error and gamma functions */
  case OpenCLstd_Erf: return m_erf(x, a0);
  case OpenCLstd_Erfc: return m_erfc(x, a0);
  case OpenCLstd_Tgamma: return m_tgamma(x, a0);
  case OpenCLstd_Lgamma: return m_lgamma(x, a0, NULL);
  case OpenCLstd_Lgamma_r: r = m_lgamma(x, a0, &out); *outp = out; return r;
  /* half_: the full-precision expansions (they meet 8192 ulp and the same
   * edge cases); divide and recip through OpFDiv */
  case OpenCLstd_Half_divide: return m_half_divide(x, a0, a1);
  case OpenCLstd_Half_recip: return m_half_divide(x, m_k(x, 1), a0);
  default: break;
  }
  if (dbl) {
    /* GLSL.std.450 has no 64-bit transcendental instructions: the native_
     * forms of double are the full ones */
    switch (k->inst) {
    case OpenCLstd_Native_sqrt: return m_sqrt(x, a0);
    case OpenCLstd_Native_rsqrt: return m_rsqrt(x, a0);
    case OpenCLstd_Native_exp: return m_exp(x, a0);
    case OpenCLstd_Native_exp2: return m_exp2(x, a0);
    case OpenCLstd_Native_exp10: return m_exp10(x, a0);
    case OpenCLstd_Native_log: return m_log(x, a0);
    case OpenCLstd_Native_log2: return m_log2(x, a0);
    case OpenCLstd_Native_log10: return m_log10(x, a0);
    case OpenCLstd_Native_powr: return m_powr(x, a0, a1);
    case OpenCLstd_Native_sin: return m_sin(x, a0);
    case OpenCLstd_Native_cos: return m_cos(x, a0);
    case OpenCLstd_Native_tan: return m_tan(x, a0);
    case OpenCLstd_Native_divide: return m_fdiv_acc(x, a0, a1);
    case OpenCLstd_Native_recip: return m_fdiv_acc(x, m_k(x, 1), a0);
    default: break;
    }
  } else {
    /* native_: implementation-defined accuracy, so the GLSL instructions */
    switch (k->inst) {
    case OpenCLstd_Native_sqrt: return ocl_g1(k, t, GLSLstd450Sqrt, a0);
    case OpenCLstd_Native_rsqrt: return ocl_g1(k, t, GLSLstd450InverseSqrt, a0);
    case OpenCLstd_Native_exp: return ocl_g1(k, t, GLSLstd450Exp, a0);
    case OpenCLstd_Native_exp2: return ocl_g1(k, t, GLSLstd450Exp2, a0);
    case OpenCLstd_Native_exp10:
      return ocl_g1(k, t, GLSLstd450Exp2, ir_op2(k->b, SpvOpFMul, t, a0, m_k(x, 0x1.a934f0979a371p+1)));
    case OpenCLstd_Native_log: return ocl_g1(k, t, GLSLstd450Log, a0);
    case OpenCLstd_Native_log2: return ocl_g1(k, t, GLSLstd450Log2, a0);
    case OpenCLstd_Native_log10:
      return ir_op2(k->b, SpvOpFMul, t, ocl_g1(k, t, GLSLstd450Log2, a0), m_k(x, 0x1.34413509f79ffp-2));
    case OpenCLstd_Native_powr: return ocl_g2(k, t, GLSLstd450Pow, a0, a1);
    case OpenCLstd_Native_sin: return ocl_g1(k, t, GLSLstd450Sin, a0);
    case OpenCLstd_Native_cos: return ocl_g1(k, t, GLSLstd450Cos, a0);
    case OpenCLstd_Native_tan: return ocl_g1(k, t, GLSLstd450Tan, a0);
    case OpenCLstd_Native_divide: return ir_op2(k->b, SpvOpFDiv, t, a0, a1);
    case OpenCLstd_Native_recip: return ir_op2(k->b, SpvOpFDiv, t, m_k(x, 1), a0);
    default: break;
    }
  }
  /* geometric functions: the float shape is the vector's */
  if (k->inst == OpenCLstd_Cross) return m_cross(x, a0, a1);
  if (k->inst == OpenCLstd_Fast_length || k->inst == OpenCLstd_Fast_distance ||
      k->inst == OpenCLstd_Fast_normalize) {
    ir_module *m = k->m;
    if (k->inst == OpenCLstd_Fast_length) return ocl_g1(k, k->type, GLSLstd450Length, a0);
    if (k->inst == OpenCLstd_Fast_distance) return ocl_g2(k, k->type, GLSLstd450Distance, a0, a1);
    /* p if every component is zero */
    uint32_t nz = m_icmp(x, SpvOpINotEqual, m_ubits(x, m_fabs(x, a0)), m_ku(x, 0));
    if (x->n > 1) nz = ir_op1(k->b, SpvOpAny, ir_type_bool(m), nz);
    uint32_t n = ocl_g1(k, t, GLSLstd450Normalize, a0);
    return ir_op3(k->b, SpvOpSelect, t, splat_bool(x, nz), n, a0);
  }
  if (k->inst == OpenCLstd_Length || k->inst == OpenCLstd_Distance || k->inst == OpenCLstd_Normalize) {
    mb xs;
    mb_init(&xs, k, ir_scalar_of(k->m, t));
    uint32_t v = k->inst == OpenCLstd_Distance ? m_fsub(x, a0, shaped(x, a1, t)) : a0;
    if (k->inst == OpenCLstd_Normalize) return m_normalize(x, &xs, v);
    return m_length(x, &xs, v);
  }
  return 0;
}

/* The operand of an out-parameter, or -1. */
static int out_param(uint32_t inst) {
  switch (inst) {
  case OpenCLstd_Modf: case OpenCLstd_Fract: case OpenCLstd_Frexp: case OpenCLstd_Sincos:
  case OpenCLstd_Lgamma_r: return 1;
  case OpenCLstd_Remquo: return 2;
  default: return -1;
  }
}

/* Components [4 part, 4 part + 4) of a vector. */
static uint32_t part_of(ocl_call *k, uint32_t v, uint32_t part) {
  ir_module *m = k->m;
  uint32_t t = ir_type_of(m, v);
  if (!ir_is_vector(m, t)) return v;
  ir_inst *in = ir_emit(k->b, SpvOpVectorShuffle, ir_type_vec(m, ir_scalar_of(m, t), 4), true, 2,
                        (uint32_t[]){v, v});
  for (uint32_t i = 0; i < 4; i++) ir_push(m, in, 4 * part + i, false);
  return in->id;
}

/* The part of a call on operands a[] of float shape ft (at most 4
 * components): half operands are computed in float and the results
 * narrowed once (the float results are within a few float ulp, far inside
 * the half bounds; correctly rounded half results come from float values
 * rounded to odd). */
static uint32_t lower_part(ocl_call *k, uint32_t ft, const uint32_t *a, uint32_t *outp) {
  ir_module *m = k->m;
  uint32_t rs = ir_scalar_of(m, k->type);
  uint32_t rt = ir_vec_len(m, k->type) == 1 ? rs : ir_type_like(m, ft, rs);
  if (ir_bit_width(m, ir_scalar_of(m, ft)) != 16) {
    ocl_call k2 = *k;
    k2.type = rt;
    mb x;
    mb_init(&x, &k2, ft);
    return lower(&x, &k2, a, outp);
  }
  if ((k->inst == OpenCLstd_Fabs || k->inst == OpenCLstd_Copysign) && ir_type_of(m, a[0]) == ft &&
      (k->inst == OpenCLstd_Fabs || ir_type_of(m, a[1]) == ft)) {
    /* On the half's own bits: a conversion to float may canonicalize a
     * NaN (the H100 loses its sign), and these two are exact anyway. */
    uint32_t ut = ir_type_like(m, ft, ir_type_int(m, 16, false));
    uint32_t mag = ir_op2(k->b, SpvOpBitwiseAnd, ut, ir_op1(k->b, SpvOpBitcast, ut, a[0]),
                          ir_const_splat(m, ut, 0x7fff));
    if (k->inst == OpenCLstd_Copysign) {
      uint32_t sign = ir_op2(k->b, SpvOpBitwiseAnd, ut, ir_op1(k->b, SpvOpBitcast, ut, a[1]),
                             ir_const_splat(m, ut, 0x8000));
      mag = ir_op2(k->b, SpvOpBitwiseOr, ut, mag, sign);
    }
    return ir_op1(k->b, SpvOpBitcast, ft, mag);
  }
  uint32_t f32 = ir_type_float(m, 32);
  uint32_t a32[8];
  for (uint32_t i = 0; i < k->na && i < 8; i++) {
    uint32_t t = ir_type_of(m, a[i]);
    bool half = t && !ir_is_pointer(m, t) && ir_is_float(m, ir_scalar_of(m, t)) &&
                ir_bit_width(m, ir_scalar_of(m, t)) == 16;
    a32[i] = half ? ir_op1(k->b, SpvOpFConvert, ir_type_like(m, t, f32), a[i]) : a[i];
  }
  bool hres = ir_is_float(m, rs);
  ocl_call k2 = *k;
  k2.type = hres ? ir_type_like(m, rt, f32) : rt;
  mb x;
  mb_init(&x, &k2, ir_type_like(m, ft, f32));
  x.hw = 16;
  uint32_t r, out = 0;
  switch (k->inst) {
  case OpenCLstd_Fma: r = m_fma_odd(&x, a32[0], a32[1], a32[2]); break;
  case OpenCLstd_Fdim: {
    uint32_t d = m_sel(&x, m_fgt(&x, a32[0], a32[1]), m_sum_odd(&x, a32[0], m_fneg(&x, a32[1])), m_k(&x, 0));
    r = m_sel(&x, m_bor(&x, m_isnan(&x, a32[0]), m_isnan(&x, a32[1])), m_qnan(&x), d);
    break;
  }
  case OpenCLstd_Nextafter: r = half_nextafter(&x, a32[0], a32[1]); break;
  default: r = lower(&x, &k2, a32, &out);
  }
  if (!r) return 0;
  if (hres) r = ir_op1(k->b, SpvOpFConvert, rt, r);
  if (out && ir_is_float(m, ir_scalar_of(m, ir_type_of(m, out))))
    out = ir_op1(k->b, SpvOpFConvert, ir_type_like(m, ir_type_of(m, out), ir_type_float(m, 16)), out);
  *outp = out;
  return r;
}

uint32_t ocl_lower_math(ocl_call *k) {
  ir_module *m = k->m;
  uint32_t ft = float_shape(k);
  if (!ft || !ir_is_float(m, ir_scalar_of(m, ft))) return 0;
  int op = out_param(k->inst);
  uint32_t n = ir_vec_len(m, ft);
  uint32_t r, out = 0;
  if (n <= 4) {
    r = lower_part(k, ft, k->a, &out);
  } else {
    /* 8 and 16 components: four at a time. lower_wide_vectors would
     * split wide vectors, but its parts lose NoContraction, which the
     * error-free transformations need. */
    uint32_t rp[4], op_[4];
    for (uint32_t p = 0; p < n / 4; p++) {
      uint32_t a[8];
      for (uint32_t i = 0; i < k->na && i < 8; i++) a[i] = (int)i == op ? k->a[i] : part_of(k, k->a[i], p);
      rp[p] = lower_part(k, ir_type_vec(m, ir_scalar_of(m, ft), 4), a, &op_[p]);
      if (!rp[p]) return 0;
    }
    r = ir_emit(k->b, SpvOpCompositeConstruct, k->type, true, n / 4, rp)->id;
    if (op >= 0)
      out = ir_emit(k->b, SpvOpCompositeConstruct, ir_type_like(m, k->type, ir_scalar_of(m, ir_type_of(m, op_[0]))),
                    true, n / 4, op_)->id;
  }
  if (r && op >= 0) {
    mb x;
    mb_init(&x, k, ft);
    store_out(&x, k->a[op], out);
  }
  return r;
}
