// subgroups.cl: the reduction of plain.cl with sub-group reductions
// (cl_khr_subgroups): each sub-group sums with sub_group_reduce_add, the
// sub-group sums meet in local memory, and the first sub-group adds them.
kernel void reduce_subgroup(global const uint *a, global uint *partial) {
  local uint s[256];
  const uint lid = get_local_id(0);
  const global uint *p = a + get_group_id(0) * 2048 + lid;
  uint acc = 0;
  for (int k = 0; k < 8; k++) acc += p[k * 256];
  acc = sub_group_reduce_add(acc);
  if (get_sub_group_local_id() == 0) s[get_sub_group_id()] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_sub_group_id() == 0) {
    uint v = 0;
    for (uint i = get_sub_group_local_id(); i < get_num_sub_groups(); i += get_sub_group_size()) v += s[i];
    v = sub_group_reduce_add(v);
    if (get_sub_group_local_id() == 0) partial[get_group_id(0)] = v;
  }
}
