// control.cl: ordinary control flow: if/else chains with short-circuit
// conditions, for/while/do loops with breaks, continues and several exits,
// data-dependent trip counts, nested loops, switches (dense, sparse,
// fallthrough, on 64-bit values, inside loops), early returns, private
// arrays indexed at run time (a sort; vloadn/vstoren on them).
// The same code runs on the host as the reference (test_control.c).

#include "control_body.h"

kernel void cf_branches(global const int *a, global const int *b, global int *out) {
  size_t i = get_global_id(0);
  out[i] = cf_branches_body(a[i], b[i]);
}

kernel void cf_loops(global const int *a, global const int *b, global int *out) {
  size_t i = get_global_id(0);
  out[i] = cf_loops_body(a[i], b[i]);
}

kernel void cf_switch(global const int *a, global const long *l, global int *out, int m) {
  size_t i = get_global_id(0);
  out[i] = cf_switch_body(a[i], l[i], m);
}

// Early returns leave some outputs unwritten (0xcd bytes stay).
kernel void cf_early_return(global const int *a, global int *out) {
  size_t i = get_global_id(0);
  int x = a[i];
  out[2 * i] = 1;
  if (x < -1000000) return;
  out[2 * i] = 2;
  for (int k = 0; k < 32; k++) {
    if (((x >> k) & 0xf) == 0xf) {
      out[2 * i + 1] = k;
      return;
    }
  }
  if (x & 1) {
    out[2 * i + 1] = -1;
    return;
  }
  out[2 * i] = 3;
}

kernel void cf_sort(global const int *in, global int *out) {
  size_t i = get_global_id(0);
  int v[16];
  for (int k = 0; k < 16; k++) v[k] = in[i * 16 + k];
  cf_sort_body(v, 16);
  int4 q = vload4(i & 3, v);            // vloadn of a private array
  vstore4(q.wzyx, 0, v + 12);            // and vstoren
  for (int k = 0; k < 16; k++) out[i * 16 + k] = v[k];
}

kernel void cf_nested(global const uint *in, global uint *out) {
  size_t i = get_global_id(0);
  out[i] = cf_nested_body(in[i]);
}
