// Kernels of the API tests (tests/api/test_kernel.c): NULL buffer
// arguments (a pointer compared with NULL).

kernel void null_arg(global uint *maybe, global uint *out) {
  out[0] = maybe == 0 ? 1u : 2u;
}

