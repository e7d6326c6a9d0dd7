// rotate_const.cl: rotate() by constant counts, which the translator folds
// into constant shift amounts (translate/builtins/opencl_std_int.c): counts of 0,
// within the width, of the width minus one, and past the width (taken
// modulo it, OpenCL C 6.15.3), for each integer width, and vectors whose
// count is one constant or a different one per component.
kernel void rotate_const(global const ulong *a, global ulong *o) {
  size_t i = get_global_id(0), n = get_global_size(0);
  ulong x = a[i];
  uint u = (uint)x;
  o[0 * n + i] = rotate(u, 0u);
  o[1 * n + i] = rotate(u, 7u);
  o[2 * n + i] = rotate(u, 31u);
  o[3 * n + i] = rotate(u, 33u);
  o[4 * n + i] = rotate((uchar)x, (uchar)3);
  o[5 * n + i] = rotate((uchar)x, (uchar)250);
  o[6 * n + i] = rotate((ushort)x, (ushort)9);
  o[7 * n + i] = rotate(x, 45ul);
  o[8 * n + i] = rotate(x, 64ul);
  uint4 v = (uint4)(u, u ^ 0x9e3779b9u, u + 12345u, ~u);
  uint4 r = rotate(v, (uint4)(13u));
  o[9 * n + i] = r.x ^ ((ulong)r.w << 32);
  o[10 * n + i] = r.y ^ ((ulong)r.z << 32);
  uint4 s = rotate(v, (uint4)(1u, 2u, 30u, 35u));
  o[11 * n + i] = s.x ^ ((ulong)s.w << 32);
  o[12 * n + i] = s.y ^ ((ulong)s.z << 32);
}

// One constant rotate and nothing else: translate.rotate_constant_count
// checks its form.
kernel void rotate_by_seven(global uint *p) {
  size_t i = get_global_id(0);
  p[i] = rotate(p[i], 7u);
}
