/* math_ir.h: the builder the math expansions share (opencl_std_math.c and
 * math_*.c). A shape (a float scalar or vector type and its integer and
 * bool twins), constants, IEEE arithmetic that drivers may neither contract
 * nor reassociate (every float operation carries NoContraction), bit-level
 * helpers, and double-word arithmetic (a value as an unevaluated sum
 * hi + lo) built from error-free transformations, which need only
 * correctly rounded add, subtract and multiply (Vulkan's precision for
 * OpFAdd, OpFSub and OpFMul; round to nearest assumed). Everything is
 * branch-free: special cases are selects. */
#ifndef SHOAL_MATH_IR_H
#define SHOAL_MATH_IR_H

#include "opencl_std.h"

typedef struct mb {
  ocl_call *k;
  ir_builder *b;
  ir_module *m;
  uint32_t w;   /* component width: 32 or 64 */
  uint32_t n;   /* components, 1 for scalars */
  uint32_t ft;  /* float type of the shape */
  uint32_t ut;  /* unsigned integer of the same width and shape */
  uint32_t it;  /* 32-bit integer of the shape (exponents, quadrants) */
  uint32_t bt;  /* bool of the shape */
  int p;        /* significand bits: 24 or 53 */
  int bias;     /* exponent bias: 127 or 1023 */
  int emax;     /* largest normal exponent: 127 or 1023 */
  int hw;       /* 16 where float computes a half built-in, else 0 */
} mb;

/* A value as hi + lo with |lo| <= ulp(hi) / 2. */
typedef struct df {
  uint32_t hi, lo;
} df;

void mb_init(mb *x, ocl_call *k, uint32_t float_type);

/* ---- constants -------------------------------------------------------- */
uint32_t m_k(mb *x, double v);          /* float constant (v rounded to the width) */
uint32_t m_ku(mb *x, uint64_t v);       /* unsigned of the float's width */
uint32_t m_ki(mb *x, int32_t v);        /* 32-bit integer of the shape */
/* A constant known as k[0] + k[1] + k[2] (three doubles) as a double-word
 * constant of the width. */
df m_kdf(mb *x, const double k[3]);
/* Cody-Waite splitting: k = hi + lo where hi keeps `bits` significant bits
 * (so that hi times a small integer is exact). */
df m_ksplit(mb *x, const double k[3], int bits);

/* ---- float arithmetic (NoContraction) --------------------------------- */
uint32_t m_fadd(mb *x, uint32_t a, uint32_t b);
uint32_t m_fsub(mb *x, uint32_t a, uint32_t b);
uint32_t m_fmul(mb *x, uint32_t a, uint32_t b);
uint32_t m_fdiv(mb *x, uint32_t a, uint32_t b); /* OpFDiv: 2.5 ulp in Vulkan */
uint32_t m_fneg(mb *x, uint32_t a);
uint32_t m_fabs(mb *x, uint32_t a);             /* by bits: exact, keeps NaNs */
uint32_t m_fcopysign(mb *x, uint32_t a, uint32_t s); /* by bits */
uint32_t m_fxorsign(mb *x, uint32_t a, uint32_t s);  /* a with its sign flipped where s is negative */
uint32_t m_ffloor(mb *x, uint32_t a);
uint32_t m_fceil(mb *x, uint32_t a);
uint32_t m_ftrunc(mb *x, uint32_t a);
uint32_t m_frint(mb *x, uint32_t a);             /* to nearest even */
uint32_t m_fmin(mb *x, uint32_t a, uint32_t b); /* NMin: the number if one is NaN */
uint32_t m_fmax(mb *x, uint32_t a, uint32_t b);
/* c0 + u (c1 + u (c2 + ...)) over n coefficients of the width's table */
uint32_t m_fhorner(mb *x, uint32_t u, const double *c, int n);

/* ---- comparisons and selection ---------------------------------------- */
uint32_t m_flt(mb *x, uint32_t a, uint32_t b);
uint32_t m_fle(mb *x, uint32_t a, uint32_t b);
uint32_t m_fgt(mb *x, uint32_t a, uint32_t b);
uint32_t m_fge(mb *x, uint32_t a, uint32_t b);
uint32_t m_feq(mb *x, uint32_t a, uint32_t b);
uint32_t m_fne(mb *x, uint32_t a, uint32_t b);   /* unordered: true for NaNs */
uint32_t m_sel(mb *x, uint32_t c, uint32_t a, uint32_t b); /* c ? a : b, type of a */
uint32_t m_band(mb *x, uint32_t a, uint32_t b);
uint32_t m_bor(mb *x, uint32_t a, uint32_t b);
uint32_t m_bnot(mb *x, uint32_t a);

/* ---- classification (on the bits: immune to fast-math assumptions) ---- */
uint32_t m_isnan(mb *x, uint32_t a);
uint32_t m_isinf(mb *x, uint32_t a);
uint32_t m_isfinite(mb *x, uint32_t a);
uint32_t m_signbit(mb *x, uint32_t a);   /* bool: sign bit set */
uint32_t m_iszero(mb *x, uint32_t a);    /* +-0 (denormals are not zero) */
uint32_t m_isint(mb *x, uint32_t a);     /* finite integer value */
uint32_t m_qnan(mb *x);                   /* the quiet NaN constant */
uint32_t m_finf(mb *x, bool negative);

/* ---- integers ----------------------------------------------------------- */
uint32_t m_ubits(mb *x, uint32_t f);       /* float -> unsigned of the width */
uint32_t m_fbits(mb *x, uint32_t u);       /* unsigned of the width -> float */
uint32_t m_iop2(mb *x, uint32_t op, uint32_t a, uint32_t b); /* result type of a */
uint32_t m_icmp(mb *x, uint32_t op, uint32_t a, uint32_t b); /* bool of the shape */
uint32_t m_to_i32(mb *x, uint32_t v);      /* unsigned of the width -> 32-bit (low bits) */
uint32_t m_from_i32(mb *x, uint32_t v, bool is_signed); /* 32-bit -> width */
uint32_t m_i2f(mb *x, uint32_t v);         /* signed 32-bit -> float (exact for |v| < 2^24) */
uint32_t m_f2i(mb *x, uint32_t f);         /* float -> signed 32-bit (truncating) */

/* ---- exponents ---------------------------------------------------------- */
/* 2^e for 32-bit integers e within the normal exponent range. */
uint32_t m_fpow2(mb *x, uint32_t e);
/* a * 2^e for any 32-bit e, through two exact multiplies: correct for
 * results in the normal range, overflow to infinity and underflow to zero
 * (results between are rounded at most twice). */
uint32_t m_fscale(mb *x, uint32_t a, uint32_t e);
/* Finite a = m * 2^e with 1 <= |m| < 2 (denormals normalized, exact); for
 * zero: m = a, e = 0. Infinities and NaNs give garbage: select around. */
void m_fsplit_exp(mb *x, uint32_t a, uint32_t *m, uint32_t *e);

/* ---- error-free transformations and double-word arithmetic -------------- */
df m_two_sum(mb *x, uint32_t a, uint32_t b);
df m_fast_two_sum(mb *x, uint32_t a, uint32_t b); /* needs |a| >= |b| or a == 0 */
df m_two_prod(mb *x, uint32_t a, uint32_t b);     /* needs |a|, |b| well inside the range */
df df_add(mb *x, df a, df b);
df df_add_f(mb *x, df a, uint32_t b);
df df_mul(mb *x, df a, df b);
df df_mul_f(mb *x, df a, uint32_t b);
uint32_t df_val(mb *x, df a);                /* hi + lo rounded */
df df_neg(mb *x, df a);
df df_sel(mb *x, uint32_t c, df a, df b);

/* ---- accurate division and roots (arguments in moderate ranges) --------- */
/* 1/b to about 0.5 ulp for |b| in [2^-100, 2^100] (float: OpFDiv refined
 * once; double: a float estimate refined by Newton steps). */
uint32_t m_frecip(mb *x, uint32_t b);
/* a/b to about 0.5 ulp where a, b and a/b are well inside the range. */
uint32_t m_fdiv_acc(mb *x, uint32_t a, uint32_t b);
/* a/b as a double word. */
df df_div(mb *x, df a, df b);
/* sqrt(a) for a in [1, 4): double word, about 2^-2p relative. */
df df_sqrt_1_4(mb *x, uint32_t a);

#endif
