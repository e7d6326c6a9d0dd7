/* opencl_std_int.c: the integer built-ins of OpenCL C 6.15.3 (abs,
 * abs_diff, add_sat, hadd, rhadd, clamp, clz, ctz, mad_hi, mad_sat, max,
 * min, mul_hi, rotate, sub_sat, upsample, popcount, mad24, mul24) for 8-,
 * 16-, 32- and 64-bit integers. Written with core instructions: Vulkan's
 * bit-counting and GLSL.std.450 integer instructions take 32 bits only. */
#include "opencl_std.h"

typedef struct ictx {
  ocl_call *k;
  ir_builder *b;
  ir_module *m;
  uint32_t t;  /* operand/result type */
  uint32_t w;  /* component width */
  uint32_t bt; /* bool of the shape */
} ictx;

static uint32_t op1(ictx *x, uint32_t op, uint32_t t, uint32_t a) { return ir_op1(x->b, op, t, a); }
static uint32_t op2(ictx *x, uint32_t op, uint32_t t, uint32_t a, uint32_t b) {
  return ir_op2(x->b, op, t, a, b);
}
static uint32_t sel(ictx *x, uint32_t t, uint32_t c, uint32_t a, uint32_t b) {
  return ir_op3(x->b, SpvOpSelect, t, c, a, b);
}
static uint32_t K(ictx *x, uint32_t t, uint64_t v) { return ir_const_splat(x->m, t, v); }
static uint32_t like(ictx *x, uint32_t width) {
  return ir_type_like(x->m, x->t, ir_type_int(x->m, width, 0));
}
static uint32_t bools(ictx *x) { return x->bt; }

static uint64_t umax_of(uint32_t w) { return w == 64 ? UINT64_MAX : (1ull << w) - 1; }
static uint64_t smax_of(uint32_t w) { return (1ull << (w - 1)) - 1; }
static uint64_t smin_of(uint32_t w) { return 1ull << (w - 1); } /* bits of the minimum */

static uint32_t cmp(ictx *x, uint32_t op, uint32_t a, uint32_t b) { return op2(x, op, bools(x), a, b); }

static uint32_t imax(ictx *x, bool s, uint32_t a, uint32_t b) {
  return sel(x, x->t, cmp(x, s ? SpvOpSGreaterThan : SpvOpUGreaterThan, a, b), a, b);
}
static uint32_t imin(ictx *x, bool s, uint32_t a, uint32_t b) {
  return sel(x, x->t, cmp(x, s ? SpvOpSLessThan : SpvOpULessThan, a, b), a, b);
}

/* Zero- or sign-extends (or truncates) to `width` in the same shape. */
static uint32_t resize(ictx *x, uint32_t v, uint32_t width, bool s) {
  uint32_t vw = ir_bit_width(x->m, ir_type_of(x->m, v));
  if (vw == width) return v;
  return op1(x, vw < width && s ? SpvOpSConvert : SpvOpUConvert, like(x, width), v);
}

/* Count helpers on 32-bit values of the shape. */
static uint32_t clz32(ictx *x, uint32_t v) {
  uint32_t t32 = like(x, 32);
  uint32_t msb = ocl_g1(x->k, t32, GLSLstd450FindUMsb, v); /* -1 for zero */
  return op2(x, SpvOpISub, t32, K(x, t32, 31), msb);
}
static uint32_t ctz32(ictx *x, uint32_t v) {
  uint32_t t32 = like(x, 32);
  uint32_t lsb = ocl_g1(x->k, t32, GLSLstd450FindILsb, v); /* -1 for zero */
  uint32_t zero = op2(x, SpvOpIEqual, x->bt, v, K(x, t32, 0));
  return sel(x, t32, zero, K(x, t32, 32), lsb);
}

static void split64(ictx *x, uint32_t v, uint32_t *hi, uint32_t *lo) {
  uint32_t t32 = like(x, 32);
  *lo = op1(x, SpvOpUConvert, t32, v);
  *hi = op1(x, SpvOpUConvert, t32, op2(x, SpvOpShiftRightLogical, x->t, v, K(x, x->t, 32)));
}

static uint32_t clz(ictx *x, uint32_t v) {
  uint32_t t32 = like(x, 32);
  if (x->w == 32) return clz32(x, v);
  if (x->w < 32) {
    uint32_t c = clz32(x, resize(x, v, 32, false));
    return resize(x, op2(x, SpvOpISub, t32, c, K(x, t32, 32 - x->w)), x->w, false);
  }
  uint32_t hi, lo;
  split64(x, v, &hi, &lo);
  uint32_t hz = op2(x, SpvOpIEqual, x->bt, hi, K(x, t32, 0));
  uint32_t r = sel(x, t32, hz, op2(x, SpvOpIAdd, t32, K(x, t32, 32), clz32(x, lo)), clz32(x, hi));
  return resize(x, r, 64, false);
}

static uint32_t ctz(ictx *x, uint32_t v) {
  uint32_t t32 = like(x, 32);
  if (x->w == 32) return ctz32(x, v);
  if (x->w < 32) {
    uint32_t c = ctz32(x, resize(x, v, 32, false));
    uint32_t r = sel(x, t32, cmp(x, SpvOpUGreaterThan, c, K(x, t32, x->w)), K(x, t32, x->w), c);
    return resize(x, r, x->w, false);
  }
  uint32_t hi, lo;
  split64(x, v, &hi, &lo);
  uint32_t lz = op2(x, SpvOpIEqual, x->bt, lo, K(x, t32, 0));
  uint32_t r = sel(x, t32, lz, op2(x, SpvOpIAdd, t32, K(x, t32, 32), ctz32(x, hi)), ctz32(x, lo));
  return resize(x, r, 64, false);
}

static uint32_t popcount(ictx *x, uint32_t v) {
  uint32_t t32 = like(x, 32);
  if (x->w == 64) {
    uint32_t hi, lo;
    split64(x, v, &hi, &lo);
    uint32_t r = op2(x, SpvOpIAdd, t32, op1(x, SpvOpBitCount, t32, hi), op1(x, SpvOpBitCount, t32, lo));
    return resize(x, r, 64, false);
  }
  uint32_t r = op1(x, SpvOpBitCount, t32, resize(x, v, 32, false));
  return resize(x, r, x->w, false);
}

/* High half of the product, signed or not. */
static uint32_t mul_hi(ictx *x, bool s, uint32_t a, uint32_t b) {
  ir_module *m = x->m;
  if (x->w < 32) {
    uint32_t t32 = like(x, 32);
    uint32_t p = op2(x, SpvOpIMul, t32, resize(x, a, 32, s), resize(x, b, 32, s));
    p = op2(x, s ? SpvOpShiftRightArithmetic : SpvOpShiftRightLogical, t32, p, K(x, t32, x->w));
    return resize(x, p, x->w, false);
  }
  if (x->w == 32) {
    uint32_t st = ir_type_struct(m, 2, (uint32_t[]){x->t, x->t});
    uint32_t r = op2(x, s ? SpvOpSMulExtended : SpvOpUMulExtended, st, a, b);
    return ir_extract(x->b, x->t, r, 1);
  }
  /* 64 bits: schoolbook on 32-bit halves, products exact in 64 bits */
  uint32_t t = x->t, mask = K(x, t, 0xffffffffu), s32 = K(x, t, 32);
  uint32_t al = op2(x, SpvOpBitwiseAnd, t, a, mask), ah = op2(x, SpvOpShiftRightLogical, t, a, s32);
  uint32_t bl = op2(x, SpvOpBitwiseAnd, t, b, mask), bh = op2(x, SpvOpShiftRightLogical, t, b, s32);
  uint32_t p0 = op2(x, SpvOpIMul, t, al, bl), p1 = op2(x, SpvOpIMul, t, al, bh);
  uint32_t p2 = op2(x, SpvOpIMul, t, ah, bl), p3 = op2(x, SpvOpIMul, t, ah, bh);
  uint32_t mid = op2(x, SpvOpIAdd, t, op2(x, SpvOpShiftRightLogical, t, p0, s32), op2(x, SpvOpBitwiseAnd, t, p1, mask));
  mid = op2(x, SpvOpIAdd, t, mid, op2(x, SpvOpBitwiseAnd, t, p2, mask));
  uint32_t hi = op2(x, SpvOpIAdd, t, p3, op2(x, SpvOpShiftRightLogical, t, p1, s32));
  hi = op2(x, SpvOpIAdd, t, hi, op2(x, SpvOpShiftRightLogical, t, p2, s32));
  hi = op2(x, SpvOpIAdd, t, hi, op2(x, SpvOpShiftRightLogical, t, mid, s32));
  if (!s) return hi;
  /* signed: subtract b when a < 0 and a when b < 0 */
  uint32_t zero = K(x, t, 0);
  uint32_t an = cmp(x, SpvOpSLessThan, a, zero), bn = cmp(x, SpvOpSLessThan, b, zero);
  hi = op2(x, SpvOpISub, t, hi, sel(x, t, an, b, zero));
  return op2(x, SpvOpISub, t, hi, sel(x, t, bn, a, zero));
}

static uint32_t add_sat(ictx *x, bool s, uint32_t a, uint32_t b) {
  uint32_t t = x->t;
  uint32_t sum = op2(x, SpvOpIAdd, t, a, b);
  if (!s) return sel(x, t, cmp(x, SpvOpULessThan, sum, a), K(x, t, umax_of(x->w)), sum);
  uint32_t zero = K(x, t, 0);
  uint32_t ovf = op2(x, SpvOpBitwiseAnd, t, op2(x, SpvOpBitwiseXor, t, a, sum), op2(x, SpvOpBitwiseXor, t, b, sum));
  uint32_t lim = sel(x, t, cmp(x, SpvOpSLessThan, a, zero), K(x, t, smin_of(x->w)), K(x, t, smax_of(x->w)));
  return sel(x, t, cmp(x, SpvOpSLessThan, ovf, zero), lim, sum);
}

static uint32_t sub_sat(ictx *x, bool s, uint32_t a, uint32_t b) {
  uint32_t t = x->t;
  uint32_t d = op2(x, SpvOpISub, t, a, b);
  if (!s) return sel(x, t, cmp(x, SpvOpULessThan, a, b), K(x, t, 0), d);
  uint32_t zero = K(x, t, 0);
  uint32_t ovf = op2(x, SpvOpBitwiseAnd, t, op2(x, SpvOpBitwiseXor, t, a, b), op2(x, SpvOpBitwiseXor, t, a, d));
  uint32_t lim = sel(x, t, cmp(x, SpvOpSLessThan, a, zero), K(x, t, smin_of(x->w)), K(x, t, smax_of(x->w)));
  return sel(x, t, cmp(x, SpvOpSLessThan, ovf, zero), lim, d);
}

/* (a + b) >> 1 or (a + b + 1) >> 1 without overflow. */
static uint32_t halving_add(ictx *x, bool s, bool round, uint32_t a, uint32_t b) {
  uint32_t t = x->t, one = K(x, t, 1);
  uint32_t shr = s ? SpvOpShiftRightArithmetic : SpvOpShiftRightLogical;
  uint32_t r = op2(x, SpvOpIAdd, t, op2(x, shr, t, a, one), op2(x, shr, t, b, one));
  uint32_t bits = op2(x, round ? SpvOpBitwiseOr : SpvOpBitwiseAnd, t, a, b);
  return op2(x, SpvOpIAdd, t, r, op2(x, SpvOpBitwiseAnd, t, bits, one));
}

static uint32_t mad_sat(ictx *x, bool s, uint32_t a, uint32_t b, uint32_t c) {
  uint32_t t = x->t;
  if (x->w <= 32) {
    uint32_t ww = x->w == 32 ? 64 : 32;
    if (ww == 64 && !x->k->c->t->int64) {
      ir_error(x->m, "mad_sat on 32-bit integers needs 64-bit integers (shaderInt64)");
      return 0;
    }
    uint32_t wt = like(x, ww);
    uint32_t p = op2(x, SpvOpIMul, wt, resize(x, a, ww, s), resize(x, b, ww, s));
    p = op2(x, SpvOpIAdd, wt, p, resize(x, c, ww, s));
    uint32_t hi = K(x, wt, s ? smax_of(x->w) : umax_of(x->w));
    uint32_t over = op2(x, s ? SpvOpSGreaterThan : SpvOpUGreaterThan, x->bt, p, hi);
    p = sel(x, wt, over, hi, p);
    if (s) {
      uint64_t lo_bits = (uint64_t)(-(int64_t)(1ull << (x->w - 1)));
      if (ww == 32) lo_bits &= 0xffffffffu;
      uint32_t lo = K(x, wt, lo_bits);
      p = sel(x, wt, op2(x, SpvOpSLessThan, x->bt, p, lo), lo, p);
    }
    return resize(x, p, x->w, false);
  }
  /* 64 bits: the 128-bit product as hi:lo */
  uint32_t lo = op2(x, SpvOpIMul, t, a, b);
  uint32_t hi = mul_hi(x, s, a, b);
  uint32_t sum = op2(x, SpvOpIAdd, t, lo, c);
  uint32_t carry = cmp(x, SpvOpULessThan, sum, lo);
  uint32_t zero = K(x, t, 0), one = K(x, t, 1);
  if (!s) {
    uint32_t ovf = op2(x, SpvOpLogicalOr, x->bt, cmp(x, SpvOpINotEqual, hi, zero), carry);
    return sel(x, t, ovf, K(x, t, UINT64_MAX), sum);
  }
  uint32_t cneg = cmp(x, SpvOpSLessThan, c, zero);
  uint32_t hi2 = op2(x, SpvOpIAdd, t, hi, sel(x, t, cneg, K(x, t, UINT64_MAX), zero));
  hi2 = op2(x, SpvOpIAdd, t, hi2, sel(x, t, carry, one, zero));
  /* fits iff hi2 is the sign extension of sum */
  uint32_t ext = op2(x, SpvOpShiftRightArithmetic, t, sum, K(x, t, 63));
  uint32_t fits = cmp(x, SpvOpIEqual, hi2, ext);
  uint32_t lim = sel(x, t, cmp(x, SpvOpSLessThan, hi2, zero), K(x, t, smin_of(64)), K(x, t, smax_of(64)));
  return sel(x, t, fits, sum, lim);
}

/* A rotate's count where it is a constant, or a vector of one constant. */
static bool constant_count(ictx *x, uint32_t i, uint64_t *c) {
  if (ir_const_value(x->m, i, c)) return true;
  ir_inst *in = ir_def_inst(x->m, i);
  if (!in || in->op != SpvOpConstantComposite || !in->n || !ir_const_value(x->m, in->w[0], c)) return false;
  for (uint32_t k = 1; k < in->n; k++) {
    uint64_t v;
    if (!ir_const_value(x->m, in->w[k], &v) || v != *c) return false;
  }
  return true;
}

static uint32_t rotate(ictx *x, uint32_t v, uint32_t i) {
  uint32_t t = x->t;
  /* A constant count (every rotate of hashcat's hashes) gives the two
   * shifts constant amounts here rather than masks computed in the
   * kernel. */
  uint64_t c;
  if (constant_count(x, i, &c)) {
    uint64_t sh = c & (x->w - 1);
    if (!sh) return v;
    return op2(x, SpvOpBitwiseOr, t, op2(x, SpvOpShiftLeftLogical, t, v, K(x, t, sh)),
               op2(x, SpvOpShiftRightLogical, t, v, K(x, t, x->w - sh)));
  }
  uint32_t mask = K(x, t, x->w - 1);
  uint32_t sh = op2(x, SpvOpBitwiseAnd, t, i, mask);
  uint32_t back = op2(x, SpvOpBitwiseAnd, t, op2(x, SpvOpISub, t, K(x, t, x->w), sh), mask);
  return op2(x, SpvOpBitwiseOr, t, op2(x, SpvOpShiftLeftLogical, t, v, sh),
             op2(x, SpvOpShiftRightLogical, t, v, back));
}

uint32_t ocl_lower_int(ocl_call *k) {
  ir_module *m = k->m;
  const uint32_t *a = k->a;
  uint32_t t0 = k->na ? ir_type_of(m, a[0]) : 0;
  ictx x = {.k = k, .b = k->b, .m = m, .t = t0};
  if (!t0 || !ir_is_int(m, ir_scalar_of(m, t0))) return 0;
  x.w = ir_bit_width(m, t0);
  x.bt = ocl_bool_like(k, t0);
  uint32_t t = t0;
  switch (k->inst) {
  case OpenCLstd_SAbs: {
    uint32_t neg = op1(&x, SpvOpSNegate, t, a[0]);
    return sel(&x, t, cmp(&x, SpvOpSLessThan, a[0], K(&x, t, 0)), neg, a[0]);
  }
  case OpenCLstd_UAbs: return op1(&x, SpvOpCopyObject, t, a[0]);
  case OpenCLstd_SAbs_diff:
  case OpenCLstd_UAbs_diff: {
    bool s = k->inst == OpenCLstd_SAbs_diff;
    uint32_t gt = cmp(&x, s ? SpvOpSGreaterThan : SpvOpUGreaterThan, a[0], a[1]);
    return sel(&x, t, gt, op2(&x, SpvOpISub, t, a[0], a[1]), op2(&x, SpvOpISub, t, a[1], a[0]));
  }
  case OpenCLstd_SAdd_sat: return add_sat(&x, true, a[0], a[1]);
  case OpenCLstd_UAdd_sat: return add_sat(&x, false, a[0], a[1]);
  case OpenCLstd_SSub_sat: return sub_sat(&x, true, a[0], a[1]);
  case OpenCLstd_USub_sat: return sub_sat(&x, false, a[0], a[1]);
  case OpenCLstd_SHadd: return halving_add(&x, true, false, a[0], a[1]);
  case OpenCLstd_UHadd: return halving_add(&x, false, false, a[0], a[1]);
  case OpenCLstd_SRhadd: return halving_add(&x, true, true, a[0], a[1]);
  case OpenCLstd_URhadd: return halving_add(&x, false, true, a[0], a[1]);
  case OpenCLstd_SClamp: return imin(&x, true, imax(&x, true, a[0], a[1]), a[2]);
  case OpenCLstd_UClamp: return imin(&x, false, imax(&x, false, a[0], a[1]), a[2]);
  case OpenCLstd_SMax: return imax(&x, true, a[0], a[1]);
  case OpenCLstd_UMax: return imax(&x, false, a[0], a[1]);
  case OpenCLstd_SMin: return imin(&x, true, a[0], a[1]);
  case OpenCLstd_UMin: return imin(&x, false, a[0], a[1]);
  case OpenCLstd_Clz: return clz(&x, a[0]);
  case OpenCLstd_Ctz: return ctz(&x, a[0]);
  case OpenCLstd_Popcount: return popcount(&x, a[0]);
  case OpenCLstd_SMul_hi: return mul_hi(&x, true, a[0], a[1]);
  case OpenCLstd_UMul_hi: return mul_hi(&x, false, a[0], a[1]);
  case OpenCLstd_SMad_hi: return op2(&x, SpvOpIAdd, t, mul_hi(&x, true, a[0], a[1]), a[2]);
  case OpenCLstd_UMad_hi: return op2(&x, SpvOpIAdd, t, mul_hi(&x, false, a[0], a[1]), a[2]);
  case OpenCLstd_SMad_sat: return mad_sat(&x, true, a[0], a[1], a[2]);
  case OpenCLstd_UMad_sat: return mad_sat(&x, false, a[0], a[1], a[2]);
  case OpenCLstd_SMul24:
  case OpenCLstd_UMul24: return op2(&x, SpvOpIMul, t, a[0], a[1]);
  case OpenCLstd_SMad24:
  case OpenCLstd_UMad24: return op2(&x, SpvOpIAdd, t, op2(&x, SpvOpIMul, t, a[0], a[1]), a[2]);
  case OpenCLstd_Rotate: return rotate(&x, a[0], a[1]);
  case OpenCLstd_S_Upsample:
  case OpenCLstd_U_Upsample: {
    uint32_t rt = k->type;
    uint32_t hi = op1(&x, SpvOpUConvert, rt, a[0]);
    uint32_t lo = op1(&x, SpvOpUConvert, rt, a[1]);
    hi = op2(&x, SpvOpShiftLeftLogical, rt, hi, ir_const_splat(m, rt, x.w));
    return op2(&x, SpvOpBitwiseOr, rt, hi, lo);
  }
  default: return 0;
  }
}
