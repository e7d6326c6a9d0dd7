/* test_math.h: the math built-in tests' shared machinery (test_math_*.c).
 *
 * Every math kernel has the same parameters (math_*.cl, KERNEL macros):
 * float or double inputs a, b, c, int inputs n, and outputs o (the
 * result), o2 (a float out-parameter) and oi (an int result or
 * out-parameter). A case names a built-in, its signature, a host
 * reference in higher precision and the OpenCL bound; mt_run() builds the
 * inputs (special values, random bit patterns over every binade, and
 * random values in the function's interesting range), runs the scalar
 * kernel and the vector kernels (3 and 16 components, which must agree
 * bit for bit with the scalar one), compares with the reference and
 * prints the worst error in ulp. */
#ifndef TEST_MATH_H
#define TEST_MATH_H

#include "kernel_harness.h"

typedef enum mt_sig {
  MT_F,     /* T f(T a) */
  MT_FF,    /* T f(T a, T b) */
  MT_FFF,   /* T f(T a, T b, T c) */
  MT_FI,    /* T f(T a, int n) */
  MT_FPF,   /* T f(T a, T *o2) */
  MT_FPI,   /* T f(T a, int *oi) */
  MT_FFPI,  /* T f(T a, T b, int *oi) */
  MT_IF,    /* int f(T a) */
  MT_NAN,   /* T nan(uint/ulong n) */
} mt_sig;

/* References take and give long double (exact enough for float and
 * double results); outputs through o2/oi where the signature has them. */
typedef long double (*mt_ref)(long double a, long double b, long double c, int n, long double *o2, int *oi);

typedef struct mt_case {
  const char *name;   /* built-in, also the kernel base name */
  mt_sig sig;
  mt_ref ref;
  double ulp;         /* bound in ulp; 0: exact (bit for bit, any NaN) */
  double ulp2;        /* bound of the o2 out-parameter (sincos) */
  double abs_tol;     /* or an absolute bound (mix, smoothstep, dot, cross) when > 0 */
  double lo, hi;      /* interesting range of a (random uniform) */
  double blo, bhi;    /* and of b (2-argument functions) */
  int nlo, nhi;       /* range of n (MT_FI) */
  bool no_vec;        /* no vector kernels */
  bool near_pi2;      /* a quarter of the random inputs next to multiples of pi/2 */
} mt_case;

typedef struct mt_result {
  double worst;       /* ulp */
  size_t count;       /* inputs compared */
  size_t bad;
} mt_result;

/* Set by the runner before each reference call: the float width (32 or
 * 64). A reference may set mt_dont_care (the result is undefined for these
 * inputs) or mt_alt (a second acceptable result, with mt_has_alt). */
extern int mt_width;
extern bool mt_dont_care;
extern bool mt_has_alt;
extern long double mt_alt;

/* Runs a case on the half (width 16), float (32) or double (64) kernels of
 * `module` (kernels <name>_h, _f, _d); checks and prints; returns the
 * worst error. Half cases use OpenCL C 7.4's half bounds. */
mt_result mt_run(kh *h, const mt_case *c, int width);

/* Float and double ulp error of `got` against the exact `want`, with the
 * OpenCL allowances (an infinity is 2^128 / 2^1024 for a finite reference
 * beyond the largest finite value; NaN against NaN is 0). */
double mt_ulp32(float got, long double want);
double mt_ulp16(long double got, long double want);
long double mt_h2f(uint16_t h);
uint16_t mt_f2h(long double v); /* to nearest even */
double mt_ulp64(double got, long double want);

#endif
