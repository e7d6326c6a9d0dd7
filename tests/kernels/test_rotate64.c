/* test_rotate64.c: rotate64.cl against the same expressions evaluated here
 * with C's shifts (C and OpenCL C agree on unsigned shifts below the
 * width; >> of a negative signed value is arithmetic in OpenCL C, 6.3.j,
 * and written out so here). kernel_split.rotate64_forms runs it with
 * SHOAL_SPLIT_ROTATE64=1, where the translator rewrites the rotates. */
#include "kernel_harness.h"

#define G 256
#define OUTS 16
#define RUNTIME_COUNT 19

static uint64_t rotr(uint64_t x, unsigned n) { return n % 64 ? (x >> n % 64) | (x << (64 - n % 64)) : x; }

static uint64_t sar(int64_t v, unsigned n) { return (uint64_t)(v < 0 ? ~(~v >> n) : v >> n); }

TEST(rotate64_forms) {
  static uint64_t in[G], got[OUTS * G], want[OUTS * G];
  kh_gen_u64(in, G, 64);
  in[0] = 0, in[1] = ~0ull, in[2] = 1, in[3] = 0x8000000000000000ull, in[4] = 0x00000000ffffffffull;
  kh h;
  kh_open(&h, "rotate64");
  cl_kernel k = kh_kernel(&h, "rotate64_forms");
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  cl_int count = RUNTIME_COUNT;
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  kh_arg(k, 2, sizeof count, &count);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (int i = 0; i < G; i++) {
    uint64_t x = in[i], y = in[(i + 1) % G];
    const uint64_t w[OUTS] = {
        rotr(x, 1), rotr(x, 14), rotr(x, 31), rotr(x, 32), rotr(x, 33), rotr(x, 61), rotr(x, 63),
        rotr(x, 56), rotr(x, 24), rotr(x, 5), rotr(x, 40), rotr(x, 28) ^ rotr(x, 34) ^ rotr(x, 39),
        (x >> 5) | (x << 58), (x >> 5) | (y << 59), sar((int64_t)x, 5) | (x << 59), rotr(x, RUNTIME_COUNT)};
    for (int j = 0; j < OUTS; j++) want[j * G + i] = w[j];
  }
  kh_check_int("64-bit rotates and shift pairs", got, want, OUTS * G, 8);
  clReleaseMemObject(mi);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
