// atomics64.cl: the cl_khr_int64_base_atomics and _extended_atomics
// functions (atom_*) on long and ulong in __global and __local memory, the
// same twelve cells as atomics.cl (kept in its own module: devices without
// shaderBufferInt64Atomics refuse it, and test_atomics.c checks that).
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#include "atomics_ops.h"

GLOBAL_KERNEL(g_atom_long, atom, long)
GLOBAL_KERNEL(g_atom_ulong, atom, ulong)
LOCAL_KERNEL(l_atom_long, atom, long)
LOCAL_KERNEL(l_atom_ulong, atom, ulong)
