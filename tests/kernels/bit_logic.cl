// bit_logic.cl: three-input bitwise functions in the forms real kernels
// write them, whose operand order translate/legalize/opt_logic_order.c changes and
// whose bitselect translate/builtins/opencl_std_data.c lowers: SHA-2's majority in
// four forms (hashcat's first), its choice, and bitselect on uint, ulong,
// uint4 and float values.
kernel void bit_logic(global const uint *a, global uint *o) {
  size_t i = get_global_id(0), n = get_global_size(0);
  uint x = a[i], y = a[(i + 1) % n], z = a[(i + 2) % n];
  o[0 * n + i] = (x & y) | (z & (x ^ y));
  o[1 * n + i] = (z & (x ^ y)) | (x & y);
  o[2 * n + i] = (x & y) | (x & z) | (y & z);
  o[3 * n + i] = (x & y) ^ ((x ^ y) & z);
  o[4 * n + i] = z ^ (x & (y ^ z));
  o[5 * n + i] = bitselect(z, y, x);
  o[6 * n + i] = bitselect(x, y, x ^ z);
  ulong wide = bitselect(upsample(x, y), upsample(z, x), upsample(y, z));
  o[7 * n + i] = (uint)wide;
  o[8 * n + i] = (uint)(wide >> 32);
  uint4 v = bitselect((uint4)(x, y, z, ~x), (uint4)(y, z, x, ~y), (uint4)(z, x, y, x ^ y));
  o[9 * n + i] = v.x ^ v.y ^ v.z ^ v.w;
  o[10 * n + i] = as_uint(bitselect(as_float(x), as_float(y), as_float(z)));
}

// hashcat's majority and nothing else: translate.logic_order checks that
// the larger operand tree comes first.
kernel void majority_one(global uint *p) {
  uint x = p[0], y = p[1], z = p[2];
  p[3] = (x & y) | (z & (x ^ y));
}
