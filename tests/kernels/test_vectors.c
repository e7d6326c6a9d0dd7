/* test_vectors.c: 8- and 16-component vectors, shuffles, dynamic
 * component access, bitcasts between vector types and vec3 loads/stores
 * (vectors.cl) against host references. */
#include <math.h>

#include "kernel_harness.h"

#define N 512

TEST(vec8_arith) {
  kh h;
  kh_open(&h, "vectors");
  cl_kernel k = kh_kernel(&h, "vec8_arith");
  static float a[N * 8], b[N * 8], got[N * 8], want[N * 8];
  kh_gen_f32(a, N * 8, 1, true);
  kh_gen_f32(b, N * 8, 2, true);
  cl_mem ma = kh_in(&h, a, sizeof a), mb = kh_in(&h, b, sizeof b), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mb);
  kh_arg_mem(k, 2, mo);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (size_t i = 0; i < N; i++)
    for (int j = 0; j < 8; j++)
      want[i * 8 + j] = (a[i * 8 + j] + b[i * 8 + j]) * 0.5f - a[i * 8 + (7 - j)];
  kh_check_f32("float8", got, want, N * 8, 0);
  clReleaseMemObject(ma), clReleaseMemObject(mb), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(vec16_int) {
  kh h;
  kh_open(&h, "vectors");
  cl_kernel k = kh_kernel(&h, "vec16_int");
  static uint32_t a[N * 16], b[N * 16], got[N * 16], want[N * 16];
  kh_gen_u32(a, N * 16, 3);
  kh_gen_u32(b, N * 16, 4);
  cl_mem ma = kh_in(&h, a, sizeof a), mb = kh_in(&h, b, sizeof b), mo = kh_out(&h, sizeof got);
  const int ks[] = {0, 5, 15, 21};
  for (size_t t = 0; t < 4; t++) {
    int kk = ks[t];
    kh_arg_mem(k, 0, ma);
    kh_arg_mem(k, 1, mb);
    kh_arg_mem(k, 2, mo);
    kh_arg(k, 3, sizeof kk, &kk);
    size_t n = N;
    kh_run(&h, k, 1, NULL, &n, NULL);
    kh_read(&h, mo, got, sizeof got);
    for (size_t i = 0; i < N; i++) {
      int32_t r[16];
      for (int j = 0; j < 16; j++) {
        int32_t x = (int32_t)a[i * 16 + j], y = (int32_t)b[i * 16 + j];
        int32_t v = (int32_t)((uint32_t)(x ^ y) + ((uint32_t)x << 3) - (uint32_t)(y >> 2));
        r[j] = x > y ? x : v; /* select(r, x, x > y): the MSB of -1 picks x */
      }
      r[5] = kk;
      r[15] = r[kk & 15];
      for (int j = 0; j < 16; j++) want[i * 16 + j] = (uint32_t)r[j];
    }
    kh_check_u32("int16", got, want, N * 16);
  }
  clReleaseMemObject(ma), clReleaseMemObject(mb), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(vec_shuffle) {
  kh h;
  kh_open(&h, "vectors");
  cl_kernel k = kh_kernel(&h, "vec_shuffle");
  static uint8_t a[N * 16], got[N * 16], want[N * 16];
  uint32_t mask[4];
  cltest_fill(a, sizeof a, 9);
  cltest_fill(mask, sizeof mask, 10);
  cl_mem ma = kh_in(&h, a, sizeof a), mo = kh_out(&h, sizeof got), mm = kh_in(&h, mask, sizeof mask);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mo);
  kh_arg_mem(k, 2, mm);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mo, got, sizeof got);
  const uint8_t *mb = (const uint8_t *)mask;
  for (size_t i = 0; i < N; i++)
    for (int j = 0; j < 16; j++)
      want[i * 16 + j] = (uint8_t)(a[i * 16 + (mb[j] & 15)] + a[i * 16 + 15 - j]);
  kh_check_u8("shuffle", got, want, sizeof want);
  clReleaseMemObject(ma), clReleaseMemObject(mo), clReleaseMemObject(mm);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(vec_bitcast) {
  kh h;
  kh_open(&h, "vectors");
  cl_kernel k = kh_kernel(&h, "vec_bitcast");
  static uint32_t a[N * 4];
  static uint64_t g64[N * 2];
  static uint8_t g8[N * 16], w8[N * 16];
  static float gf[N * 8], wf[N * 8];
  kh_gen_u32(a, N * 4, 11);
  cl_mem ma = kh_in(&h, a, sizeof a), m64 = kh_out(&h, sizeof g64), m8 = kh_out(&h, sizeof g8), mf = kh_out(&h, sizeof gf);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, m64);
  kh_arg_mem(k, 2, m8);
  kh_arg_mem(k, 3, mf);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, m64, g64, sizeof g64);
  kh_read(&h, m8, g8, sizeof g8);
  kh_read(&h, mf, gf, sizeof gf);
  /* as_type reinterprets the bytes (little-endian host and device) */
  kh_check_u64("as_ulong2", g64, (const uint64_t *)a, N * 2);
  const uint8_t *ab = (const uint8_t *)a;
  const uint16_t *as = (const uint16_t *)a;
  for (size_t i = 0; i < N * 16; i++) w8[i] = (uint8_t)(ab[i] + 1);
  for (size_t i = 0; i < N * 8; i++) wf[i] = (float)as[i];
  kh_check_u8("as_uchar16 + 1", g8, w8, sizeof w8);
  kh_check_f32("convert_float8(as_ushort8)", gf, wf, N * 8, 0);
  clReleaseMemObject(ma), clReleaseMemObject(m64), clReleaseMemObject(m8), clReleaseMemObject(mf);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(vec3_load_store) {
  kh h;
  kh_open(&h, "vectors");
  cl_kernel k = kh_kernel(&h, "vec3_ops");
  static float in[N * 3], got[N * 3], want[N * 3];
  kh_gen_f32(in, N * 3, 12, false);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (size_t i = 0; i < N; i++) {
    const float *v = &in[i * 3];
    want[i * 3 + 0] = v[2] * 2.0f + v[0];
    want[i * 3 + 1] = v[0] * 2.0f + v[1];
    want[i * 3 + 2] = v[1] * 2.0f + v[2];
  }
  kh_check_f32("vload3/vstore3", got, want, N * 3, 0);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(vec_any_all) {
  kh h;
  kh_open(&h, "vectors");
  cl_kernel k = kh_kernel(&h, "vec_any_all");
  static int32_t in[N * 8];
  static uint32_t got[N], want[N];
  uint64_t s = 99;
  for (size_t i = 0; i < N * 8; i++) in[i] = (int32_t)(cltest_rand(&s) % 300) - 120 + (i % 16 < 8 ? 110 : 0);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (size_t i = 0; i < N; i++) {
    int any = 0, all = 1;
    for (int j = 0; j < 8; j++) {
      any |= in[i * 8 + j] < 0;
      all &= in[i * 8 + j] > -100;
    }
    want[i] = (uint32_t)(any | all << 1);
  }
  kh_check_u32("any/all", got, want, N);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
