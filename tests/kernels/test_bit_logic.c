/* test_bit_logic.c: bit_logic.cl against the functions' definitions:
 * majority (a bit set where at least two inputs have it) and choice (y
 * where x is set, else z), computed bit by bit here; bitselect as OpenCL C
 * defines it (6.15.6: each bit from b where c has it set, else from a). */
#include "kernel_harness.h"

#define G 256
#define OUTS 11

static uint32_t majority(uint32_t x, uint32_t y, uint32_t z) {
  uint32_t r = 0;
  for (int b = 0; b < 32; b++) {
    int votes = (int)((x >> b) & 1) + (int)((y >> b) & 1) + (int)((z >> b) & 1);
    r |= (uint32_t)(votes >= 2) << b;
  }
  return r;
}

static uint64_t pick(uint64_t a, uint64_t b, uint64_t c) {
  uint64_t r = 0;
  for (int k = 0; k < 64; k++) r |= (((c >> k) & 1) ? (b >> k) & 1 : (a >> k) & 1) << k;
  return r;
}

TEST(bit_logic) {
  static uint32_t in[G], got[OUTS * G], want[OUTS * G];
  kh_gen_u32(in, G, 0x6a09e667u);
  in[0] = 0, in[1] = ~0u, in[2] = 0x55555555u, in[3] = 0x7f800000u;
  kh h;
  kh_open(&h, "bit_logic");
  cl_kernel k = kh_kernel(&h, "bit_logic");
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (int i = 0; i < G; i++) {
    uint32_t x = in[i], y = in[(i + 1) % G], z = in[(i + 2) % G];
    uint32_t maj = majority(x, y, z), ch = (uint32_t)pick(z, y, x);
    uint64_t wide = pick(((uint64_t)x << 32) | y, ((uint64_t)z << 32) | x, ((uint64_t)y << 32) | z);
    uint32_t v = (uint32_t)pick(x, y, z) ^ (uint32_t)pick(y, z, x) ^ (uint32_t)pick(z, x, y) ^
                 (uint32_t)pick(~x, ~y, x ^ y);
    const uint32_t w[OUTS] = {maj, maj, maj, maj, ch, ch, maj, (uint32_t)wide, (uint32_t)(wide >> 32), v,
                              (uint32_t)pick(x, y, z)};
    for (int j = 0; j < OUTS; j++) want[j * G + i] = w[j];
  }
  kh_check_int("majority, choice and bitselect", got, want, OUTS * G, 4);
  clReleaseMemObject(mi);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
