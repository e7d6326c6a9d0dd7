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

/* Special functions (math_special.c): same method; weights relative to
 * the function approximated. */
/* erf(x) = x 2/sqrt(pi) + x u Q(u), u = x^2 <= 0.84375^2: 6 terms, weighted error 2^-31.95 */
MATH_K double C_ERF_32[6] = {-0x1.8127460000000p-2, 0x1.ce2ed20000000p-4, -0x1.b820560000000p-6, 0x1.557ec80000000p-8, -0x1.b107d00000000p-11, 0x1.75047c0000000p-14};
/* erf(x) = x 2/sqrt(pi) + x u Q(u), u = x^2 <= 0.84375^2: 11 terms, weighted error 2^-61.66 */
MATH_K double C_ERF_64[11] = {-0x1.812746b0379e6p-2, 0x1.ce2f21a042b53p-4, -0x1.b82ce31283fb0p-6, 0x1.565bcd0d40734p-8, -0x1.c02db3ae431d9p-11, 0x1.f9a3191b045eap-14, -0x1.f4d0d824e9bb4p-17, 0x1.b9caca4b2de1fp-20, -0x1.5e1ffbeb517f4p-23, 0x1.e831eecd99d60p-27, -0x1.e8403bb3c69bcp-31};
/* erfc(x) e^(x^2) on [0.84375, 1.75] in x - 1.29688: 9 terms, relative error 2^-29.56 (rounded 2^-24.82) */
MATH_K double C_ERFC0_32[9] = {0x1.6edcc00000000p-2, -0x1.97d27e0000000p-3, 0x1.99a9080000000p-4, -0x1.7b28f40000000p-5, 0x1.479a960000000p-6, -0x1.0a6bfa0000000p-7, 0x1.9c14dc0000000p-9, -0x1.4195c60000000p-10, 0x1.c16dd20000000p-12};
/* erfc(x) e^(x^2) on [1.75, 3] in x - 2.375: 9 terms, relative error 2^-29.24 (rounded 2^-24.77) */
MATH_K double C_ERFC1_32[9] = {0x1.c3987e0000000p-3, -0x1.4baeac0000000p-4, 0x1.cdc8820000000p-6, -0x1.32aa1c0000000p-7, 0x1.8681860000000p-9, -0x1.dde0720000000p-11, 0x1.1b0fd40000000p-12, -0x1.5b57220000000p-14, 0x1.7f2d500000000p-16};
/* erfc(x) e^(x^2) x in t = 1/x^2 on [0.009803, 0.11111]: 7 terms, relative error 2^-29.61 */
MATH_K double C_ERFCT_32[7] = {0x1.20dd740000000p-1, -0x1.20dbc60000000p-2, 0x1.b0bf520000000p-2, -0x1.09049c0000000p+0, 0x1.94664e0000000p+1, -0x1.150af40000000p+3, 0x1.a698980000000p+3};
/* erfc(x) e^(x^2) on [0.84375, 1.25] in x - 1.04688: 13 terms, relative error 2^-58.61 (rounded 2^-54.15) */
MATH_K double C_ERFC0_64[16] = {0x1.a91210b28a0ecp-2, -0x1.0978011ad5cc4p-2, 0x1.2650df14e479fp-3, -0x1.2919cb8fbbef8p-4, 0x1.159abd0f5055bp-5, -0x1.e5bc284dea66ap-7, 0x1.9146a6b0318c5p-8, -0x1.3b13a6e6907b1p-9, 0x1.d8b4c27aa1444p-11, -0x1.542b311f385edp-12, 0x1.d764e26a42707p-14, -0x1.3fb415dc48b90p-15, 0x1.9ce131d919420p-17, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0};
/* erfc(x) e^(x^2) on [1.25, 1.75] in x - 1.5: 13 terms, relative error 2^-57.02 (rounded 2^-53.55) */
MATH_K double C_ERFC1_64[16] = {0x1.494daffa2ad68p-2, -0x1.4f1988444caf3p-3, 0x1.37ea271bc54c5p-4, -0x1.0dc51d2943b35p-5, 0x1.b65944f34db43p-7, -0x1.513ed758d9efap-8, 0x1.ee705e7368c58p-10, -0x1.5b0acc3e283b1p-11, 0x1.d450a31937019p-13, -0x1.30b6a572b6891p-14, 0x1.7f91671da9b39p-16, -0x1.dc48cec0d482dp-18, 0x1.1973cbc64c635p-19, 0x0.0p+0, 0x0.0p+0, 0x0.0p+0};
/* erfc(x) e^(x^2) on [1.75, 2.5] in x - 2.125: 15 terms, relative error 2^-61.19 (rounded 2^-54.52) */
MATH_K double C_ERFC2_64[16] = {0x1.f0fd28fdc20abp-3, -0x1.8d6f73d5aa121p-4, 0x1.2adaf7aaf55e1p-5, -0x1.aa2443aac727ep-7, 0x1.21decee0ee074p-8, -0x1.7a1819260f9c6p-10, 0x1.dab55d6f60ee5p-12, -0x1.1fc890d0e8b38p-13, 0x1.51e08643973d0p-15, -0x1.8104f5ad65e2ep-17, 0x1.aaad52fe4ffbbp-19, -0x1.cc6c5099e3c08p-21, 0x1.e50e5896d82f0p-23, -0x1.01fef6f26a6f3p-24, 0x1.02ab0ba31c5c0p-26, 0x0.0p+0};
/* erfc(x) e^(x^2) on [2.5, 3.5] in x - 3: 15 terms, relative error 2^-59.07 (rounded 2^-54.45) */
MATH_K double C_ERFC3_64[16] = {0x1.6e9827d229d2dp-3, -0x1.bd6ae4d14b170p-5, 0x1.043fe1a98c0ccp-6, -0x1.259061ba85094p-8, 0x1.409cc2ed4004dp-10, -0x1.53dec9d18c595p-12, 0x1.5e739304c601ap-14, -0x1.60250f07e0a01p-16, 0x1.595f1ac7f839cp-18, -0x1.4b151e9b7ac66p-20, 0x1.36997aa8ae556p-22, -0x1.1d3bb9ca87adfp-24, 0x1.01244e861a5afp-26, -0x1.db9e732d2f96bp-29, 0x1.9bc1df31b7020p-31, 0x0.0p+0};
/* erfc(x) e^(x^2) on [3.5, 5] in x - 4.25: 16 terms, relative error 2^-59.25 (rounded 2^-52.84) */
MATH_K double C_ERFC4_64[16] = {0x1.08e62ce8c89adp-3, -0x1.da39533524970p-6, 0x1.9ef71691a5552p-8, -0x1.6373226edf536p-10, 0x1.2a660fdeb9065p-12, -0x1.eb88e0e8f07a6p-15, 0x1.8d8e598228f7ep-17, -0x1.3c07763db6415p-19, 0x1.ee3353910c38ep-22, -0x1.7c568770779c6p-24, 0x1.204d8fe6dd689p-26, -0x1.aeb73b51371b6p-29, 0x1.3c8a720cb06f5p-31, -0x1.cc239a0035862p-34, 0x1.62905883220f5p-36, -0x1.f404ace41524dp-39};
/* erfc(x) e^(x^2) x in t = 1/x^2 on [0.0013223, 0.04]: 13 terms, relative error 2^-60.45 */
MATH_K double C_ERFCT_64[13] = {0x1.20dd750429b6dp-1, -0x1.20dd750429882p-2, 0x1.b14c2f85bc811p-2, -0x1.0ecf9d84081cdp+0, 0x1.d9eb3ec3f9451p+1, -0x1.0a92d8ae20364p+4, 0x1.6e65c3993fe4dp+6, -0x1.28810f21628bap+9, 0x1.0ee9ba60cc7b8p+12, -0x1.02beb3765b1adp+15, 0x1.c2c107843ca8cp+17, -0x1.23e2908d2d6ddp+20, 0x1.8868a84dac4dcp+21};
/* lgamma(y) = (y-1)(y-2) P(y - 1.5) on [1, 2]: 10 terms, relative error 2^-27.99 */
MATH_K double C_LGAMMA_32[10] = {0x1.eeb95c0000000p-2, -0x1.2aed060000000p-3, 0x1.01af040000000p-4, -0x1.00799e0000000p-5, 0x1.1362cc0000000p-6, -0x1.35370a0000000p-7, 0x1.5cfde00000000p-8, -0x1.9867ce0000000p-9, 0x1.40e9140000000p-9, -0x1.9025c60000000p-10};
/* lgamma(y) = (y-1)(y-2) P(y - 1.5) on [1, 2]: 22 terms, relative error 2^-59.5 */
MATH_K double C_LGAMMA_64[22] = {0x1.eeb95b094c191p-2, -0x1.2aed059bd608ap-3, 0x1.01af62a2929bfp-4, -0x1.007aa83cee0f6p-5, 0x1.133423527f405p-6, -0x1.34dbda14a68aep-7, 0x1.64f0664c34f13p-8, -0x1.a503522913a1bp-9, 0x1.f814babf76d1dp-10, -0x1.313e8be033d09p-10, 0x1.750a77bc13e17p-11, -0x1.cb448923fbce3p-12, 0x1.1c7e51454eeacp-12, -0x1.6244931a02ec1p-13, 0x1.b9e22ad863989p-14, -0x1.15318c8513301p-14, 0x1.68ff1d462e15ep-15, -0x1.cb3635732c4aep-16, 0x1.ba0a6f9bc4679p-17, -0x1.0e399ff7d3493p-17, 0x1.97adac69f12c4p-17, -0x1.0c20fa8b066b2p-17};
/* Stirling series of lgamma: B_2k / (2k (2k - 1)), k = 1.. */
MATH_K double C_STIRLING[9] = {0x1.5555555555555p-4, -0x1.6c16c16c16c17p-9, 0x1.a01a01a01a01ap-11, -0x1.3813813813814p-11, 0x1.b951e2b18ff23p-11, -0x1.f6ab0d9993c7dp-10, 0x1.a41a41a41a41ap-8, -0x1.e4286cb0f5398p-6, 0x1.6fe96381e0680p-3};

#endif
