// printf.cl: OpenCL C printf with every conversion the spec lists, flags,
// widths, precisions, length modifiers, vectors, string literals and %%;
// test_printf.c formats the same values with the C library and compares.

kernel void printf_ints(global const int *vi, global const long *vl) {
  size_t g = get_global_id(0);
  int a = vi[g], b = vi[g + 1];
  long l = vl[g];
  printf("[%u] d=%d i=%i u=%u o=%o x=%x X=%X c=%c\n", (uint)g, a, b, (uint)a, (uint)b, (uint)a, (uint)b, 'a' + (int)(g % 26));
  printf("[%u] %5d|%-5d|%+d|% d|%05d|%.3d|%8.4x|%#o|%#x|%#X\n", (uint)g, a % 1000, b % 1000, a, b, a % 100, b % 100,
         (uint)a, (uint)b & 0xfff, (uint)a, (uint)b);
  printf("[%u] hh=%hhd %hhu h=%hd %hu l=%ld %lu %lx\n", (uint)g, (char)a, (uchar)b, (short)a, (ushort)b, l, (ulong)l,
         (ulong)l);
}

kernel void printf_floats(global const float *vf) {
  size_t g = get_global_id(0);
  float x = vf[g], y = vf[g + 1];
  printf("[%u] f=%f F=%F e=%e E=%E g=%g G=%G a=%a A=%A\n", (uint)g, x, y, x, y, x, y, x, y);
  printf("[%u] %10.3f|%-12.2e|%+.4g|%08.2f|%.0f|%#.0f|% g\n", (uint)g, x, y, x, y, x, x, y);
}

kernel void printf_vectors(global const int *vi, global const float *vf) {
  size_t g = get_global_id(0);
  int a = vi[g];
  float4 f = (float4)(vf[g], vf[g + 1], -1.5f, 0.25f);
  short2 s = (short2)((short)a, (short)-a);
  uchar3 c = (uchar3)((uchar)a, 2, 255);
  long2 l = (long2)((long)a * 1000000007L, -3);
  uint8 u = (uint8)((uint)a, 1, 2, 3, 4, 5, 6, 7);
  char16 cc = (char16)((char)a, 1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14, 15);
  printf("[%u] %v4hlf|%v2hd|%v3hhx|%v2ld|%v8hlu|%v16hhd\n", (uint)g, f, s, c, l, u, cc);
  printf("[%u] %6.2v4hlf|%#v3hhx|%+v2hd|%v2hlx\n", (uint)g, f, c, s, (uint2)((uint)a, 0xdeadbeef));
}

kernel void printf_strings(global int *out) {
  size_t g = get_global_id(0);
  out[g] = printf("[%u] %s|%10s|%-8s|%.3s|%c%c 100%%\n", (uint)g, "literal", "right", "left", "truncated", 'O', 'K');
  printf("plain text without conversions\n");
}

kernel void printf_pointers(global int *gp, global int *out) {
  local int lbuf[4];
  size_t g = get_global_id(0);
  lbuf[g & 3] = 0;
  out[g] = printf("[%u] %p %p\n", (uint)g, gp + g, &lbuf[g & 3]);
}

// Far more output than the buffer holds: some calls must return -1 and
// write nothing; every call that returns 0 is printed.
kernel void printf_overflow(global int *ret) {
  size_t g = get_global_id(0);
  ret[g] = printf("%u:%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d\n", (uint)g, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
                  15, 16);
}
