// atomics.cl: every OpenCL C 1.x atomic function (atomic_* and atom_*) on
// __global and __local memory for int and uint (atomics64.cl: long and
// ulong), all work-items of an NDRange hitting the same twelve cells;
// float atomic_xchg; a histogram with __local and __global atomics under
// contention.
// test_atomics.c checks each cell against the spec's formula for any order
// in which the work-items could have gone.

#include "atomics_ops.h"

GLOBAL_KERNEL(g_atomic_int, atomic, int)
GLOBAL_KERNEL(g_atomic_uint, atomic, uint)
GLOBAL_KERNEL(g_atom_int, atom, int)
GLOBAL_KERNEL(g_atom_uint, atom, uint)
LOCAL_KERNEL(l_atomic_int, atomic, int)
LOCAL_KERNEL(l_atomic_uint, atomic, uint)
LOCAL_KERNEL(l_atom_int, atom, int)
LOCAL_KERNEL(l_atom_uint, atom, uint)

// atomic_xchg on float: global cell 0, local cell per group.
kernel void g_xchg_float(volatile global float *cell, global const float *val, global float *old) {
  size_t i = get_global_id(0);
  old[i] = atomic_xchg(cell, val[i]);
}

kernel void l_xchg_float(global const float *init, global const float *val, global float *old, global float *fin) {
  volatile local float cell;
  size_t l = get_local_id(0), i = get_global_id(0);
  if (l == 0) cell = init[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  old[i] = atomic_xchg(&cell, val[i]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) fin[get_group_id(0)] = cell;
}

// A histogram of bytes into few bins: per work-group in __local memory
// (atomic_inc), then merged into the global bins (atomic_add); also every
// work-item counts straight into a second global histogram (atom_inc).
kernel void histogram(global const uchar *data, uint n, uint nbins, global uint *bins, global uint *direct,
                      local uint *lbins) {
  size_t l = get_local_id(0), ls = get_local_size(0);
  for (size_t b = l; b < nbins; b += ls) lbins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t i = get_global_id(0); i < n; i += get_global_size(0)) {
    uint b = data[i] % nbins;
    atomic_inc(&lbins[b]);
    atom_inc(&direct[b]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t b = l; b < nbins; b += ls)
    if (lbins[b]) atomic_add(&bins[b], lbins[b]);
}
