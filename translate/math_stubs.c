/* temporary stubs */
#include "math_fn.h"
#pragma GCC diagnostic ignored "-Wunused-parameter"
uint32_t m_exp(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_exp2(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_exp10(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_expm1(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_log(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_log2(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_log10(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_log1p(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_pow(mb *x, uint32_t a, uint32_t b) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_powr(mb *x, uint32_t a, uint32_t b) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_pown(mb *x, uint32_t a, uint32_t n) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_rootn(mb *x, uint32_t a, uint32_t n) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_sqrt(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_rsqrt(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_cbrt(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_hypot(mb *x, uint32_t a, uint32_t b) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_sinh(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_cosh(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_tanh(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_asinh(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_acosh(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_atanh(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_exp_df(mb *x, df a, uint32_t adj) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
df m_log_df(mb *x, uint32_t a) { (void)x; df r = {qnan(x), mK(x,0)}; return r; }
uint32_t m_sin(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_cos(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_tan(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_sincos(mb *x, uint32_t a, uint32_t *cosval) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_sinpi(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_cospi(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_tanpi(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_asin(mb *x, uint32_t a, bool pi_units) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_acos(mb *x, uint32_t a, bool pi_units) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_atan(mb *x, uint32_t a, bool pi_units) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_atan2(mb *x, uint32_t y, uint32_t a, bool pi_units) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_erf(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_erfc(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_tgamma(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_lgamma(mb *x, uint32_t a, uint32_t *signp) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
