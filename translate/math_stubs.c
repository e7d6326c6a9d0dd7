/* temporary stubs */
#include "math_fn.h"
#pragma GCC diagnostic ignored "-Wunused-parameter"
uint32_t m_erf(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_erfc(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_tgamma(mb *x, uint32_t a) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
uint32_t m_lgamma(mb *x, uint32_t a, uint32_t *signp) { ir_error(x->m, "math built-in not implemented yet"); return qnan(x); }
