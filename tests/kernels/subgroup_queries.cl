// subgroup_queries.cl: what a work-item sees of its sub-group, for
// comparison with clGetKernelSubGroupInfo and the device queries.
#define SG_INFO(o)                                                   \
  do {                                                               \
    global uint *o_ = (o) + get_global_linear_id() * 8;              \
    o_[0] = get_sub_group_local_id();                                \
    o_[1] = get_sub_group_id();                                      \
    o_[2] = get_sub_group_size();                                    \
    o_[3] = get_max_sub_group_size();                                \
    o_[4] = get_num_sub_groups();                                    \
    o_[5] = get_enqueued_num_sub_groups();                           \
    o_[6] = get_local_linear_id();                                   \
    o_[7] = (get_group_id(2) * get_num_groups(1) + get_group_id(1)) * \
                get_num_groups(0) + get_group_id(0);                 \
  } while (0)

kernel void sg_info(global uint *o) { SG_INFO(o); }
