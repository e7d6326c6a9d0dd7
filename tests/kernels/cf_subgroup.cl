// cf_subgroup.cl: sub-group operations placed after divergent control flow
// (per-lane loop trip counts, early exits, switches, gotos). Every work-item
// computes its value through the divergent code of cf_funcs.h; the
// operations that follow must see the whole sub-group, exactly as in the
// source. Each work-item also writes its sub-group ids for the reference.
#include "cf_funcs.h"

#define IDS(o)                                                                     \
  do {                                                                             \
    global uint *o_ = (o) + get_global_id(0) * 3;                                  \
    o_[0] = get_sub_group_local_id();                                              \
    o_[1] = get_sub_group_id();                                                    \
    o_[2] = get_sub_group_size();                                                  \
  } while (0)

// After the divergent function: reduce, broadcast, inclusive scan, Intel
// shuffle from the neighbouring lane, all/any.
#define SG_KERNEL(n)                                                                        \
  kernel void s##n(global const int *a, global const int *b, global int *out, global uint *ids) { \
    IDS(ids);                                                                              \
    int g = (int)get_global_id(0);                                                         \
    int v = cf##n(g, a[g], b[g]);                                                          \
    global int *o = out + g * 6;                                                           \
    o[0] = sub_group_reduce_add(v);                                                        \
    o[1] = sub_group_broadcast(v, 0);                                                      \
    o[2] = sub_group_scan_inclusive_add(v);                                                \
    o[3] = intel_sub_group_shuffle(v, get_sub_group_local_id() ^ 1u);                      \
    o[4] = sub_group_any(v == 0);                                                          \
    o[5] = sub_group_reduce_max(v);                                                        \
  }

SG_KERNEL(03) SG_KERNEL(07) SG_KERNEL(08) SG_KERNEL(10) SG_KERNEL(12) SG_KERNEL(14)
SG_KERNEL(16) SG_KERNEL(17) SG_KERNEL(18) SG_KERNEL(20) SG_KERNEL(23) SG_KERNEL(27)
SG_KERNEL(32) SG_KERNEL(33) SG_KERNEL(36) SG_KERNEL(38) SG_KERNEL(41)

// A reduction inside a loop every lane runs the same number of times, after
// a divergent if in the body: each iteration's reduction sees all lanes.
kernel void s_uniform_loop(global const int *a, global const int *b, global int *out, global uint *ids) {
  IDS(ids);
  int g = (int)get_global_id(0);
  int x = a[g], y = b[g], acc = 0;
  for (int i = 0; i < 8; i++) {
    if ((x >> i) & 1) acc += y & 15;
    else acc -= 1;
    acc += sub_group_reduce_add(acc) & 7;
  }
  out[g] = acc;
}

// The done-when case: a reduction after a loop whose trip count differs
// per lane returns the sum over the full sub-group. (The loop computes
// n * (n - 1) / 2 as s = s + i with a data-dependent step, so LLVM cannot
// turn it into a closed form in an i33 that llvm-spirv-15 rejects.)
kernel void s_per_lane_trip(global const int *a, global int *out, global uint *ids) {
  IDS(ids);
  int g = (int)get_global_id(0);
  int n = a[g] & 31, s = 0;
  for (int i = 0; i < n; i++) s = (s + i) | (s & (a[g] >> 31));
  out[g] = sub_group_reduce_add(s);
}

// Intel shuffles among the work-items that take a branch (allowed:
// cl_intel_subgroups only needs the source to encounter the shuffle).
kernel void s_divergent_shuffle(global const int *a, global int *out, global uint *ids) {
  IDS(ids);
  int g = (int)get_global_id(0);
  uint lid = get_sub_group_local_id();
  int r = -1;
  if ((lid & 2) == 0) r = intel_sub_group_shuffle(a[g], lid ^ 1u);
  out[g] = r;
}

// A broadcast after an early-exit loop nested in an if.
kernel void s_nested_exit(global const int *a, global const int *b, global int *out, global uint *ids) {
  IDS(ids);
  int g = (int)get_global_id(0);
  int v = 0;
  if (a[g] & 1) {
    for (int i = 0; i < 20; i++) {
      v += i;
      if (v > (b[g] & 63)) break;
    }
  } else {
    v = -(b[g] & 7);
  }
  out[g] = sub_group_broadcast(v, 1) + sub_group_scan_exclusive_add(v);
}
