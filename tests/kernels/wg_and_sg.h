// wg_and_sg.h: work-group and sub-group functions in one kernel body: the
// work-group's are over the whole group whatever the sub-group size, the
// sub-group's over get_sub_group_size() work-items. Writes the work-group
// sum, its exclusive scan, the sub-group sum and the sub-group id.
#define WG_AND_SG                                                         \
  {                                                                       \
    size_t g = get_global_id(0), n = get_global_size(0);                  \
    uint v = in[g];                                                       \
    out[g] = work_group_reduce_add(v);                                    \
    out[n + g] = work_group_scan_exclusive_add(v);                        \
    out[2 * n + g] = sub_group_reduce_add(v);                             \
    out[3 * n + g] = get_sub_group_id();                                  \
  }
