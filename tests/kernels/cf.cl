// cf.cl: one kernel per control-flow shape of cf_funcs.h; each work-item
// writes the shared function's value (the host computes the same).
#include "cf_funcs.h"

#define CF_KERNEL(n)                                                             \
  kernel void k##n(global const int *a, global const int *b, global int *out) { \
    int g = (int)get_global_id(0);                                               \
    out[g] = cf##n(g, a[g], b[g]);                                               \
  }

CF_KERNEL(01) CF_KERNEL(02) CF_KERNEL(03) CF_KERNEL(04) CF_KERNEL(05) CF_KERNEL(06)
CF_KERNEL(07) CF_KERNEL(08) CF_KERNEL(09) CF_KERNEL(10) CF_KERNEL(11) CF_KERNEL(12)
CF_KERNEL(13) CF_KERNEL(14) CF_KERNEL(15) CF_KERNEL(16) CF_KERNEL(17) CF_KERNEL(18)
CF_KERNEL(19) CF_KERNEL(20) CF_KERNEL(21) CF_KERNEL(22) CF_KERNEL(23) CF_KERNEL(24)
CF_KERNEL(25) CF_KERNEL(26) CF_KERNEL(27) CF_KERNEL(28) CF_KERNEL(29) CF_KERNEL(30)
CF_KERNEL(31) CF_KERNEL(32) CF_KERNEL(33) CF_KERNEL(34) CF_KERNEL(35) CF_KERNEL(36)
CF_KERNEL(37) CF_KERNEL(38) CF_KERNEL(39) CF_KERNEL(40) CF_KERNEL(41) CF_KERNEL(42)
