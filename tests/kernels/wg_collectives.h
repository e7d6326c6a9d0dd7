// wg_collectives.h: the work-group collective kernels of one type T (named
// by S), shared by wg_collectives.cl and its double and half modules. Each
// work-item writes the nine reductions and scans of its value to
// out[k * n + g] (g its global linear id, n the NDRange's work-items), so
// that 1D, 2D and 3D ranges with partial last groups check the same way;
// the broadcast reads the work-item at (group id mod local size) in each
// dimension, as the CTS does.
#define WG_KERNELS(T, S)                                                          \
  kernel void wg_arith_##S(global const T *in, global T *out) {                   \
    size_t n = get_global_size(0) * get_global_size(1) * get_global_size(2);     \
    size_t g = get_global_linear_id();                                            \
    T v = in[g];                                                                  \
    out[0 * n + g] = work_group_reduce_add(v);                                    \
    out[1 * n + g] = work_group_reduce_min(v);                                    \
    out[2 * n + g] = work_group_reduce_max(v);                                    \
    out[3 * n + g] = work_group_scan_inclusive_add(v);                            \
    out[4 * n + g] = work_group_scan_inclusive_min(v);                            \
    out[5 * n + g] = work_group_scan_inclusive_max(v);                            \
    out[6 * n + g] = work_group_scan_exclusive_add(v);                            \
    out[7 * n + g] = work_group_scan_exclusive_min(v);                            \
    out[8 * n + g] = work_group_scan_exclusive_max(v);                            \
  }                                                                               \
  kernel void wg_bcast_##S(global const T *in, global T *out) {                   \
    size_t g = get_global_linear_id();                                            \
    size_t x = get_group_id(0) % get_local_size(0);                               \
    size_t y = get_group_id(1) % get_local_size(1);                               \
    size_t z = get_group_id(2) % get_local_size(2);                               \
    uint d = get_work_dim();                                                      \
    T v = in[g];                                                                  \
    out[g] = d == 1 ? work_group_broadcast(v, x)                                  \
                    : d == 2 ? work_group_broadcast(v, x, y) : work_group_broadcast(v, x, y, z); \
  }
