// subgroups.cl: sub-group built-ins (cl_khr_subgroups functions, Intel
// shuffles and block IO, Intel short/char collectives, Qualcomm shuffles).
// Every kernel also writes each work-item's sub-group ids so the host
// references group the work-items as the device did.
#include <CL/shoal_intel_subgroups_ext.cl.h>
#include <CL/shoal_qcom_subgroup_shuffle.cl.h>

// Per work-item (linear in the NDRange): sub_group_local_id, sub_group_id,
// get_sub_group_size, get_max_sub_group_size, get_num_sub_groups,
// get_enqueued_num_sub_groups, local linear id, group linear id.
#define IDS(o)                                                                     \
  do {                                                                             \
    size_t gl_ = get_global_linear_id();                                           \
    global uint *o_ = (o) + gl_ * 8;                                               \
    o_[0] = get_sub_group_local_id();                                              \
    o_[1] = get_sub_group_id();                                                    \
    o_[2] = get_sub_group_size();                                                  \
    o_[3] = get_max_sub_group_size();                                              \
    o_[4] = get_num_sub_groups();                                                  \
    o_[5] = get_enqueued_num_sub_groups();                                         \
    o_[6] = get_local_linear_id();                                                 \
    o_[7] = (get_group_id(2) * get_num_groups(1) + get_group_id(1)) * get_num_groups(0) + get_group_id(0); \
  } while (0)

kernel void sg_ids(global uint *ids) { IDS(ids); }

// Reductions and scans of int, uint, long, float; all/any; broadcast.
kernel void sg_collectives(global uint *ids, global const int *in, global int *out,
                           global const long *inl, global long *outl, global const float *inf,
                           global float *outf, uint lane) {
  IDS(ids);
  size_t g = get_global_linear_id();
  int x = in[g];
  global int *o = out + g * 16;
  o[0] = sub_group_reduce_add(x);
  o[1] = sub_group_reduce_min(x);
  o[2] = sub_group_reduce_max(x);
  o[3] = sub_group_scan_inclusive_add(x);
  o[4] = sub_group_scan_inclusive_min(x);
  o[5] = sub_group_scan_inclusive_max(x);
  o[6] = sub_group_scan_exclusive_add(x);
  o[7] = sub_group_scan_exclusive_min(x);
  o[8] = sub_group_scan_exclusive_max(x);
  uint u = (uint)x;
  o[9] = (int)sub_group_reduce_min(u);
  o[10] = (int)sub_group_scan_inclusive_max(u);
  o[11] = sub_group_all(x > -1000000);
  o[12] = sub_group_any(x == 7);
  o[13] = sub_group_broadcast(x, 0);
  o[14] = sub_group_broadcast(x, lane); // a lane that is not a constant
  o[15] = sub_group_reduce_add(x & 1);
  long y = inl[g];
  outl[g * 4 + 0] = sub_group_reduce_add(y);
  outl[g * 4 + 1] = sub_group_scan_exclusive_min(y);
  outl[g * 4 + 2] = sub_group_reduce_max((ulong)y);
  outl[g * 4 + 3] = sub_group_scan_inclusive_add(y);
  float f = inf[g];
  outf[g * 4 + 0] = sub_group_reduce_add(f);
  outf[g * 4 + 1] = sub_group_reduce_min(f);
  outf[g * 4 + 2] = sub_group_scan_inclusive_max(f);
  outf[g * 4 + 3] = sub_group_scan_exclusive_add(f);
}

// cl_intel_subgroups_short and _char: collectives of 16- and 8-bit values.
kernel void sg_short_char(global uint *ids, global const short *in, global short *out,
                          global const char *inc, global char *outc) {
  IDS(ids);
  size_t g = get_global_linear_id();
  short s = in[g];
  ushort us = (ushort)s;
  global short *o = out + g * 8;
  o[0] = intel_sub_group_reduce_add(s);
  o[1] = intel_sub_group_reduce_min(s);
  o[2] = (short)intel_sub_group_reduce_max(us);
  o[3] = intel_sub_group_scan_inclusive_min(s);
  o[4] = (short)intel_sub_group_scan_exclusive_add(us);
  o[5] = intel_sub_group_broadcast(s, 1u);
  o[6] = intel_sub_group_shuffle(s, get_sub_group_local_id() ^ 1u);
  o[7] = (short)intel_sub_group_scan_exclusive_max(us);
  char c = inc[g];
  global char *oc = outc + g * 4;
  oc[0] = intel_sub_group_reduce_max(c);
  oc[1] = intel_sub_group_scan_inclusive_add(c);
  oc[2] = (char)intel_sub_group_reduce_min((uchar)c);
  oc[3] = intel_sub_group_shuffle_xor(c, 2u);
}
