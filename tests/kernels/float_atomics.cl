// float_atomics.cl: cl_ext_float_atomics for float: atomic_fetch_add and
// atomic_fetch_sub on __global and __local atomic_float (native adds where
// the device has them, a compare-exchange loop elsewhere), and load,
// store and exchange.

kernel void fadd(volatile global atomic_float *g, global const float *v, global float *old, global float *lold,
                 global float *lfin) {
  local atomic_float l;
  size_t i = get_global_id(0), li = get_local_id(0);
  if (li == 0) atomic_store_explicit(&l, 0.5f, memory_order_relaxed, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  old[i * 2] = atomic_fetch_add_explicit(&g[0], v[i], memory_order_relaxed, memory_scope_device);
  old[i * 2 + 1] = atomic_fetch_sub(&g[1], v[i]);
  lold[i] = atomic_fetch_add_explicit(&l, v[i], memory_order_acq_rel, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (li == 0) lfin[get_group_id(0)] = atomic_load_explicit(&l, memory_order_relaxed, memory_scope_work_group);
  if (i == 0) atomic_exchange(&g[2], atomic_load(&g[2]) * 2.0f);
}
