/* math_coeffs.h: constants and polynomial coefficients of the math
 * expansions (math_*.c).
 *
 * Constants: three doubles whose sum is the constant to about 160 bits
 * (mpmath at 80 digits). Polynomials: minimax fits by a Remez exchange
 * (mpmath, 60 digits) on the reduced ranges, for float (24-bit
 * coefficients) and double (53-bit); each comment gives the function
 * fitted, the number of terms and the weighted error of the fit before and
 * after rounding the coefficients:
 *   EXPM1: Q(r) with e^r - 1 = r + r^2 Q(r), |r| <= ln2/2 + 1e-4, weight |r|
 *   LOG:   P(u) with 2 atanh(s) = 2s + s u P(u), u = s^2 <= 0.0295 (s for
 *          m in [sqrt(1/2), sqrt(2)], s = (m-1)/(m+1)), weight u
 *   SIN:   S(u) with sin(r) = r + r u S(u), u = r^2 <= 0.618, weight u
 *   COS:   C(u) with cos(r) = 1 - u/2 + u^2 C(u), weight u^2
 *   ATAN:  A(u) with atan(t) = t + t u A(u), u <= tan(pi/8)^2, weight u
 *   ASIN:  B(u) with asin(x) = x + x u B(u), u <= 1/4, weight u
 * Coefficients are listed from the constant term up. */
#ifndef SHOAL_MATH_COEFFS_H
#define SHOAL_MATH_COEFFS_H

#include <stdint.h>

/* tables each file uses only part of */
#define MATH_K static const __attribute__((unused))

MATH_K double K_LN2[3] = {0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56, 0x1.7b57a079a1934p-111};
MATH_K double K_LOG2E[3] = {0x1.71547652b82fep+0, 0x1.777d0ffda0d24p-56, -0x1.60bb8a5442ab9p-110};
MATH_K double K_LN10[3] = {0x1.26bb1bbb55516p+1, -0x1.f48ad494ea3e9p-53, -0x1.9ebae3ae0260cp-107};
MATH_K double K_LOG10E[3] = {0x1.bcb7b1526e50ep-2, 0x1.95355baaafad3p-57, 0x1.ee191f71a3012p-112};
MATH_K double K_LOG10_2[3] = {0x1.34413509f79ffp-2, -0x1.9dc1da994fd21p-59, 0x1.22f04d5a618a8p-114};
MATH_K double K_LOG2_10[3] = {0x1.a934f0979a371p+1, 0x1.7f2495fb7fa6dp-53, 0x1.fb699b2d8abfcp-107};
MATH_K double K_PI[3] = {0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53, -0x1.f1976b7ed8fbcp-109};
MATH_K double K_PIO2[3] = {0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54, -0x1.f1976b7ed8fbcp-110};
MATH_K double K_PIO4[3] = {0x1.921fb54442d18p-1, 0x1.1a62633145c07p-55, -0x1.f1976b7ed8fbcp-111};
MATH_K double K_INV_PI[3] = {0x1.45f306dc9c883p-2, -0x1.6b01ec5417056p-56, -0x1.6447e493ad4cep-110};
MATH_K double K_SQRT_2PI[3] = {0x1.40d931ff62706p+1, -0x1.a6a0d6f814637p-53, -0x1.311d073060acep-107};
MATH_K double K_LN_SQRT_2PI[3] = {0x1.d67f1c864beb5p-1, -0x1.65b5a1b7ff5dfp-55, -0x1.b7f70c13dc1ccp-110};
MATH_K double K_LN_PI[3] = {0x1.250d048e7a1bdp+0, 0x1.7abf2ad8d5088p-57, -0x1.6ccf43244818ap-113};
MATH_K double K_TWO_SQRTPI[3] = {0x1.20dd750429b6dp+0, 0x1.1ae3a914fed80p-56, -0x1.3cbbebf65f145p-111};

/* Bits of 2/pi after the binary point, 32 per word. */
MATH_K uint32_t TWO_OVER_PI[40] = {0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041, 0xfe5163ab, 0xdebbc561, 0xb7246e3a, 0x424dd2e0, 0x06492eea, 0x09d1921c, 0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484, 0xe99c7026, 0xb45f7e41, 0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f, 0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7, 0x4f463f66, 0x9e5fea2d, 0x7527bac7, 0xebe5f17b, 0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1, 0x1f8d5d08, 0x56033046, 0xfc7b6bab, 0xf0cfbc20, 0x9af4361d};

/* cbrt on [1, 2] (seed of Newton's iteration): relative error 2^-13.7 */
MATH_K double C_CBRT[4] = {0x1.1b0bacp-1, 0x1.2c9a3ep-1, -0x1.4dc30cp-3, 0x1.7a8d3ep-6};

/* EXPM1, 6 terms: weighted error 2^-31.03 (rounded coefficients 2^-28.16) */
MATH_K double C_EXPM1_32[6] = {0x1.0000000000000p-1, 0x1.5555560000000p-3, 0x1.5554700000000p-5, 0x1.1110ac0000000p-7, 0x1.6da7920000000p-10, 0x1.a17e2a0000000p-13};
/* EXPM1, 11 terms: weighted error 2^-61.72 (rounded coefficients 2^-60.65) */
MATH_K double C_EXPM1_64[11] = {0x1.0000000000000p-1, 0x1.5555555555559p-3, 0x1.555555555555ap-5, 0x1.111111110f6a4p-7, 0x1.6c16c16c1444bp-10, 0x1.a01a01afe9d03p-13, 0x1.a01a01b0b8decp-16, 0x1.71ddf846a89d2p-19, 0x1.27e4c59cde11bp-22, 0x1.af5ed79264849p-26, 0x1.1f956993418c4p-29};
/* LOG, 4 terms: weighted error 2^-35.87 (rounded coefficients 2^-30.13) */
MATH_K double C_LOG_32[4] = {0x1.5555560000000p-1, 0x1.999a7e0000000p-2, 0x1.24352a0000000p-2, 0x1.e3bec60000000p-3};
/* LOG, 8 terms: weighted error 2^-64.83 (rounded coefficients 2^-62.82) */
MATH_K double C_LOG_64[8] = {0x1.5555555555555p-1, 0x1.9999999999d03p-2, 0x1.2492492436a11p-2, 0x1.c71c725287871p-3, 0x1.745cdea97a76ep-3, 0x1.3b20ca4795e44p-3, 0x1.0f56c15955ef6p-3, 0x1.0fb0b9ce602afp-3};
/* SIN, 4 terms: weighted error 2^-36.85 (rounded coefficients 2^-28.18) */
MATH_K double C_SIN_32[4] = {-0x1.5555560000000p-3, 0x1.1111080000000p-7, -0x1.a00f300000000p-13, 0x1.6cb4fa0000000p-19};
/* SIN, 7 terms: weighted error 2^-67.9 (rounded coefficients 2^-57.31) */
MATH_K double C_SIN_64[7] = {-0x1.5555555555555p-3, 0x1.111111111110cp-7, -0x1.a01a01a018c44p-13, 0x1.71de3a5340a2bp-19, -0x1.ae64528dbc807p-26, 0x1.612082c0606e8p-33, -0x1.aa99f831ff7c9p-41};
/* COS, 4 terms: weighted error 2^-41.66 (rounded coefficients 2^-30.97) */
MATH_K double C_COS_32[4] = {0x1.5555560000000p-5, -0x1.6c16bc0000000p-10, 0x1.a012c80000000p-16, -0x1.2473540000000p-22};
/* COS, 6 terms: weighted error 2^-62.53 (rounded coefficients 2^-61.28) */
MATH_K double C_COS_64[6] = {0x1.5555555555553p-5, -0x1.6c16c16c1611ap-10, 0x1.a01a019e21326p-16, -0x1.27e4f90089bfap-22, 0x1.1eea867c575a2p-29, -0x1.8ff825119f184p-37};
/* ATAN, 6 terms: weighted error 2^-34.55 (rounded coefficients 2^-28.62) */
MATH_K double C_ATAN_32[6] = {-0x1.5555540000000p-2, 0x1.9999260000000p-3, -0x1.247f460000000p-3, 0x1.c45cde0000000p-4, -0x1.5ac33c0000000p-4, 0x1.820f7c0000000p-5};
/* ATAN, 12 terms: weighted error 2^-63.33 (rounded coefficients 2^-59.36) */
MATH_K double C_ATAN_64[12] = {-0x1.5555555555555p-2, 0x1.999999999978bp-3, -0x1.249249247cb38p-3, 0x1.c71c71b9e132cp-4, -0x1.745d14fc202abp-4, 0x1.3b1372250d50ap-4, -0x1.110c96d7d34b7p-4, 0x1.e1735c408d70ep-5, -0x1.ab7eead7413dep-5, 0x1.70da83900dc3fp-5, -0x1.11dce0f3d735ep-5, 0x1.efd8758c4e031p-7};
/* ASIN, 7 terms: weighted error 2^-34.92 (rounded coefficients 2^-30.48) */
MATH_K double C_ASIN_32[7] = {0x1.5555560000000p-3, 0x1.3332c80000000p-4, 0x1.6dd7140000000p-5, 0x1.ed899a0000000p-6, 0x1.92e9480000000p-6, 0x1.e659840000000p-8, 0x1.1daf6e0000000p-5};
/* ASIN, 14 terms: weighted error 2^-62.83 (rounded coefficients 2^-58.13) */
MATH_K double C_ASIN_64[14] = {0x1.5555555555554p-3, 0x1.33333333336bbp-4, 0x1.6db6db6d72214p-5, 0x1.f1c71c98e38f9p-6, 0x1.6e8b9c9ab8c58p-6, 0x1.1c4f684c8b528p-6, 0x1.c98389022ef3dp-7, 0x1.7b8f3e064dd98p-7, 0x1.3732d51fcd2e5p-7, 0x1.46809161ba960p-7, 0x1.9878be1e00339p-11, 0x1.9523290246191p-6, -0x1.ac8f505b3de21p-6, 0x1.143c0edb2b63dp-5};

#endif
