/* test_rotate_const.c: rotate_const.cl against rotates written here from
 * OpenCL C's definition (6.15.3: each bit shifted left by the count modulo
 * the width, the bits shifted out entering on the right). */
#include "kernel_harness.h"

#define G 256
#define OUTS 13

static uint64_t rotl(uint64_t x, unsigned count, unsigned width) {
  uint64_t mask = width == 64 ? ~0ull : (1ull << width) - 1;
  unsigned c = count % width;
  x &= mask;
  return c ? ((x << c) | (x >> (width - c))) & mask : x;
}

TEST(rotate_const) {
  static uint64_t in[G], got[OUTS * G], want[OUTS * G];
  uint64_t s = 0x243f6a8885a308d3ull;
  for (int i = 0; i < G; i++) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    in[i] = s ^ (s >> 29);
  }
  in[0] = 0, in[1] = ~0ull, in[2] = 1, in[3] = 0x8000000000000000ull;
  kh h;
  kh_open(&h, "rotate_const");
  cl_kernel k = kh_kernel(&h, "rotate_const");
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (int i = 0; i < G; i++) {
    uint64_t x = in[i];
    uint32_t u = (uint32_t)x;
    uint32_t v[4] = {u, u ^ 0x9e3779b9u, u + 12345u, ~u}, r[4], q[4];
    const unsigned counts[4] = {1, 2, 30, 35};
    for (int e = 0; e < 4; e++) {
      r[e] = (uint32_t)rotl(v[e], 13, 32);
      q[e] = (uint32_t)rotl(v[e], counts[e], 32);
    }
    const uint64_t w[OUTS] = {rotl(u, 0, 32), rotl(u, 7, 32), rotl(u, 31, 32), rotl(u, 33, 32),
                              rotl(x & 0xff, 3, 8), rotl(x & 0xff, 250, 8), rotl(x & 0xffff, 9, 16),
                              rotl(x, 45, 64), rotl(x, 64, 64),
                              r[0] ^ ((uint64_t)r[3] << 32), r[1] ^ ((uint64_t)r[2] << 32),
                              q[0] ^ ((uint64_t)q[3] << 32), q[1] ^ ((uint64_t)q[2] << 32)};
    for (int j = 0; j < OUTS; j++) want[j * G + i] = w[j];
  }
  kh_check_int("rotate by constant counts", got, want, OUTS * G, 8);
  clReleaseMemObject(mi);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
