/* test_philox.c: philox.cl against Philox4x32-10 written here from its
 * definition (Salmon et al., SC 2011): ten rounds, each multiplying words
 * 0 and 2 by 0xD2511F53 and 0xCD9E8D57 and mixing the high halves with
 * the other words and the key, the key bumped by 0x9E3779B9 and
 * 0xBB67AE85 between rounds. Counters near 2^32 exercise the carry. */
#include "kernel_harness.h"

#define G 96
#define N 5

static void philox10(uint32_t c[4], const uint32_t key[2]) {
  uint32_t k0 = key[0], k1 = key[1];
  for (int i = 0; i < 10; i++) {
    if (i) k0 += 0x9E3779B9u, k1 += 0xBB67AE85u;
    uint64_t p0 = (uint64_t)0xD2511F53u * c[0], p1 = (uint64_t)0xCD9E8D57u * c[2];
    uint32_t r0 = (uint32_t)(p1 >> 32) ^ c[1] ^ k0, r2 = (uint32_t)(p0 >> 32) ^ c[3] ^ k1;
    c[0] = r0, c[1] = (uint32_t)p1, c[2] = r2, c[3] = (uint32_t)p0;
  }
}

static void next_bits(const uint32_t key[2], uint32_t ctr[4], int64_t out[4]) {
  uint32_t v[4] = {ctr[0], ctr[1], ctr[2], ctr[3]};
  philox10(v, key);
  if (++ctr[0] == 0)
    if (++ctr[1] == 0) ++ctr[2];
  for (int i = 0; i < 4; i++) out[i] = v[i];
}

static void check(int32_t k1, const int32_t c[4], int64_t scale, int64_t shift) {
  static int64_t got[G * N * 4], want[G * N * 4];
  kh h;
  kh_open(&h, "philox");
  cl_kernel k = kh_kernel(&h, "philox_long");
  cl_mem mo = kh_out(&h, sizeof got);
  int n = N;
  kh_arg(k, 0, sizeof k1, &k1);
  for (int i = 0; i < 4; i++) kh_arg(k, 1 + i, sizeof c[i], &c[i]);
  kh_arg_mem(k, 5, mo);
  kh_arg(k, 6, sizeof n, &n);
  kh_arg(k, 7, sizeof scale, &scale);
  kh_arg(k, 8, sizeof shift, &shift);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
  for (uint32_t i = 0; i < G; i++) {
    uint32_t key[2] = {i, (uint32_t)k1}, ctr[4] = {(uint32_t)c[0], (uint32_t)c[1], (uint32_t)c[2], (uint32_t)c[3]};
    for (int j = 0; j < N; j++) {
      int64_t a[4], b[4];
      next_bits(key, ctr, a);
      next_bits(key, ctr, b);
      /* scale and the draws stay below 2^31 and 2^32: no product overflows */
      for (int e = 0; e < 4; e++) want[(i * N + j) * 4 + e] = shift + a[e] * (scale / 4294967296ll) + (b[e] * scale) / 4294967296ll;
    }
  }
  kh_check_u64("philox_long", (uint64_t *)got, (uint64_t *)want, G * N * 4);
}

TEST(philox_long) {
  const int32_t c[4] = {7, 0, 0, 0};
  check(0x1234, c, 1000, 0);
}

/* word 0 wraps on the second draw and word 1 after it: the carry chain */
TEST(philox_long_carry) {
  const int32_t c[4] = {-1, -1, 5, 9};
  check(-77, c, 2000000000, -5);
}
