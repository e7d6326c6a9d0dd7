// Kernels of the API tests (tests/api/test_kernel.c): __local arguments.

// Sums each work-group's inputs through __local memory.
kernel void local_sum(global const uint *in, global uint *out, local uint *tmp) {
  size_t l = get_local_id(0);
  tmp[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    uint s = 0;
    for (size_t k = 0; k < get_local_size(0); k++) s += tmp[k];
    out[get_group_id(0)] = s;
  }
}

