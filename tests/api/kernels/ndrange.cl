// Kernels of the API tests (tests/api/test_kernel.c): launch geometry.
// Straight-line code only, so that the module needs no structurizing.

// Everything a work-item knows of the NDRange, 32 words per work-item, at
// its linear position within the range (unused dimensions have size 1 and
// offset 0, so the one formula serves every work_dim).
#define IDS(d)                                      \
  o[0 + d] = (uint)get_global_id(d);                \
  o[3 + d] = (uint)get_local_id(d);                 \
  o[6 + d] = (uint)get_group_id(d);                 \
  o[9 + d] = (uint)get_local_size(d);               \
  o[12 + d] = (uint)get_enqueued_local_size(d);     \
  o[15 + d] = (uint)get_global_size(d);             \
  o[18 + d] = (uint)get_num_groups(d);              \
  o[21 + d] = (uint)get_global_offset(d);

kernel void ids(global uint *out) {
  size_t rx = get_global_id(0) - get_global_offset(0);
  size_t ry = get_global_id(1) - get_global_offset(1);
  size_t rz = get_global_id(2) - get_global_offset(2);
  size_t lin = (rz * get_global_size(1) + ry) * get_global_size(0) + rx;
  global uint *o = out + lin * 32;
  IDS(0)
  IDS(1)
  IDS(2)
  o[24] = get_work_dim();
  o[25] = (uint)get_global_linear_id();
  o[26] = (uint)get_local_linear_id();
}

__attribute__((reqd_work_group_size(8, 2, 1))) kernel void reqd(global uint *out) {
  out[get_global_linear_id()] = (uint)(get_local_size(0) * 100 + get_local_size(1));
}
