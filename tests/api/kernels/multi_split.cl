// A kernel of the multi-device tests (tests/api/test_multi_device.c):
// c[i] = a[base + i] * b[base + i], one part of a product, `c` that part's
// sub-buffer, `a` and `b` whole and only read.
kernel void vmul_part(global const float *a, global const float *b, global float *c, uint base) {
  size_t i = get_global_id(0);
  c[i] = a[base + i] * b[base + i];
}
