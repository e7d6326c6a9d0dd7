/* temporary stubs */
#include "math_fn.h"
#pragma GCC diagnostic ignored "-Wunused-parameter"
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
