// rotate64.cl: 64-bit rotates written as shift pairs, the forms
// translate/legalize/opt_rotate64.c turns into 32-bit funnel shifts on GPUs (and
// kernel_split.* forces on lavapipe): right and left forms, counts below,
// at and above 32, joined by or, xor and add, hashcat's helper with the
// count as a parameter; and shift pairs that are not rotates (counts not
// adding up to 64, two different values, an arithmetic shift, a count
// known only at run time), which must stay as they are.
static ulong rotr64(ulong a, int n) { return (a >> n) | (a << (64 - n)); }

kernel void rotate64_forms(global const ulong *a, global ulong *o, int runtime_count) {
  size_t i = get_global_id(0), n = get_global_size(0);
  ulong x = a[i], y = a[(i + 1) % n];
  long s = (long)x;
  o[0 * n + i] = (x >> 1) | (x << 63);
  o[1 * n + i] = (x >> 14) | (x << 50);
  o[2 * n + i] = (x >> 31) | (x << 33);
  o[3 * n + i] = (x >> 32) | (x << 32);
  o[4 * n + i] = (x >> 33) | (x << 31);
  o[5 * n + i] = (x >> 61) | (x << 3);
  o[6 * n + i] = (x >> 63) | (x << 1);
  o[7 * n + i] = (x << 8) | (x >> 56);
  o[8 * n + i] = (x << 40) | (x >> 24);
  o[9 * n + i] = (x >> 5) ^ (x << 59);
  o[10 * n + i] = (x >> 40) + (x << 24);
  o[11 * n + i] = rotr64(x, 28) ^ rotr64(x, 34) ^ rotr64(x, 39);
  o[12 * n + i] = (x >> 5) | (x << 58);
  o[13 * n + i] = (x >> 5) | (y << 59);
  o[14 * n + i] = (ulong)(s >> 5) | (x << 59);
  o[15 * n + i] = rotr64(x, runtime_count);
}

// One rotate and nothing else: translate.rotate64_split checks its form.
kernel void rotate64_one(global ulong *p) { p[0] = (p[0] >> 14) | (p[0] << 50); }
