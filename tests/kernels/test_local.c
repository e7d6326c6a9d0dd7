/* test_local.c: __local memory (local.cl): reductions, scans and
 * exchanges between the work-items of a group through static __local
 * arrays and __local arguments, separated by barriers; references
 * computed per work-group in the same order. */
#include <stddef.h>

#include "kernel_harness.h"

TEST(local_reduce) {
  kh h;
  kh_open(&h, "local");
  cl_kernel k = kh_kernel(&h, "local_reduce");
  const size_t locals[] = {64, 32, 8, 1};
  for (size_t t = 0; t < 4; t++) {
    size_t l = locals[t], ng = 37, n = l * ng;
    int32_t *in = cltest_malloc(n * 4), *got = cltest_malloc(ng * 4), *want = cltest_malloc(ng * 4);
    for (size_t i = 0; i < n; i++) in[i] = (int32_t)(i * 2654435761u % 200001) - 100000;
    cl_mem mi = kh_in(&h, in, n * 4), mo = kh_out(&h, ng * 4);
    kh_arg_mem(k, 0, mi);
    kh_arg_mem(k, 1, mo);
    kh_arg(k, 2, l * 4, NULL);
    kh_run(&h, k, 1, NULL, &n, &l);
    kh_read(&h, mo, got, ng * 4);
    for (size_t g = 0; g < ng; g++) {
      int32_t s = 0;
      for (size_t j = 0; j < l; j++) s += in[g * l + j];
      want[g] = s;
    }
    char what[64];
    snprintf(what, sizeof what, "local_reduce (local size %zu)", l);
    kh_check_u32(what, (uint32_t *)got, (uint32_t *)want, ng);
    clReleaseMemObject(mi), clReleaseMemObject(mo);
    free(in), free(got), free(want);
  }
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(local_reduce_static) {
  kh h;
  kh_open(&h, "local");
  cl_kernel k = kh_kernel(&h, "local_reduce_static");
  enum { L = 64, NG = 20, N = L * NG };
  static float in[N], got[2 * NG], want[2 * NG];
  kh_gen_f32(in, N, 901, false);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t n = N, l = L;
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, mo, got, sizeof got);
  for (size_t g = 0; g < NG; g++) {
    float s[L], m[L];
    for (size_t j = 0; j < L; j++) s[j] = m[j] = in[g * L + j];
    for (size_t st = 32; st > 0; st >>= 1)
      for (size_t j = 0; j < st; j++) {
        s[j] += s[j + st];
        m[j] = m[j + st] > m[j] ? m[j + st] : m[j];
      }
    want[2 * g] = s[0], want[2 * g + 1] = m[0];
  }
  kh_check_f32("local_reduce_static", got, want, 2 * NG, 0);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(local_types) {
  kh h;
  kh_open(&h, "local");
  cl_kernel k = kh_kernel(&h, "local_types");
  const size_t locals[] = {64, 24, 7};
  const cl_uint shifts[] = {1, 5, 3};
  for (size_t t = 0; t < 3; t++) {
    size_t l = locals[t], n = l * 9;
    int32_t *in = cltest_malloc(n * 4), *got = cltest_malloc(n * 40), *want = cltest_malloc(n * 40);
    kh_gen_int(in, n, 4, 910 + t);
    cl_mem mi = kh_in(&h, in, n * 4), mo = kh_out(&h, n * 40);
    cl_uint sh = shifts[t];
    kh_arg_mem(k, 0, mi);
    kh_arg_mem(k, 1, mo);
    kh_arg(k, 2, sizeof sh, &sh);
    kh_run(&h, k, 1, NULL, &n, &l);
    kh_read(&h, mo, got, n * 40);
    for (size_t i = 0; i < n; i++) {
      size_t li = i % l, r = i - li + (li + sh) % l;
      int32_t x = in[r];
      int64_t lv = (int64_t)x * 0x10001;
      int32_t *w = want + i * 10;
      w[0] = (int8_t)x;
      w[1] = (uint8_t)(x >> 8);
      w[2] = (int16_t)(x >> 4);
      w[3] = (int32_t)(lv >> 8);
      w[4] = x >> 8;
      w[5] = (int32_t)(r % l);
      w[6] = (int16_t)x;
      w[7] = (int8_t)(x >> 16);
      w[8] = x & 0xffff;
      w[9] = (int32_t)(lv >> 40);
    }
    char what[64];
    snprintf(what, sizeof what, "local_types (local size %zu)", l);
    kh_check_u32(what, (uint32_t *)got, (uint32_t *)want, n * 10);
    clReleaseMemObject(mi), clReleaseMemObject(mo);
    free(in), free(got), free(want);
  }
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(local_args) {
  kh h;
  kh_open(&h, "local");
  cl_kernel k = kh_kernel(&h, "local_args");
  const size_t locals[] = {48, 16, 5};
  for (size_t t = 0; t < 3; t++) {
    size_t l = locals[t], n = l * 11;
    int16_t *in = cltest_malloc(n * 2);
    int64_t *got = cltest_malloc(n * 8), *want = cltest_malloc(n * 8);
    kh_gen_int(in, n, 2, 920 + t);
    cl_mem mi = kh_in(&h, in, n * 2), mo = kh_out(&h, n * 8);
    kh_arg_mem(k, 0, mi);
    kh_arg_mem(k, 1, mo);
    kh_arg(k, 2, l * 2, NULL);
    kh_arg(k, 3, l * 8, NULL);
    kh_run(&h, k, 1, NULL, &n, &l);
    kh_read(&h, mo, got, n * 8);
    for (size_t i = 0; i < n; i++) {
      size_t li = i % l, g0 = i - li;
      want[i] = in[g0 + l - 1 - li] + (int64_t)((uint64_t)(int64_t)in[g0 + (li + 1) % l] << 33) + (int64_t)(li % 16) * 3;
    }
    char what[64];
    snprintf(what, sizeof what, "local_args (local size %zu)", l);
    kh_check_u64(what, (uint64_t *)got, (uint64_t *)want, n);
    clReleaseMemObject(mi), clReleaseMemObject(mo);
    free(in), free(got), free(want);
  }
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(local_scan) {
  kh h;
  kh_open(&h, "local");
  cl_kernel k = kh_kernel(&h, "local_scan");
  const size_t locals[] = {64, 33, 1};
  for (size_t t = 0; t < 3; t++) {
    size_t l = locals[t], n = l * 13;
    uint32_t *in = cltest_malloc(n * 4), *got = cltest_malloc(n * 4), *want = cltest_malloc(n * 4);
    kh_gen_u32(in, n, 930 + t);
    cl_mem mi = kh_in(&h, in, n * 4), mo = kh_out(&h, n * 4);
    kh_arg_mem(k, 0, mi);
    kh_arg_mem(k, 1, mo);
    kh_arg(k, 2, l * 4, NULL);
    kh_run(&h, k, 1, NULL, &n, &l);
    kh_read(&h, mo, got, n * 4);
    for (size_t g = 0; g < n / l; g++) {
      uint32_t s = 0;
      for (size_t j = 0; j < l; j++) want[g * l + j] = s += in[g * l + j];
    }
    char what[64];
    snprintf(what, sizeof what, "local_scan (local size %zu)", l);
    kh_check_u32(what, got, want, n);
    clReleaseMemObject(mi), clReleaseMemObject(mo);
    free(in), free(got), free(want);
  }
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(local_transpose) {
  kh h;
  kh_open(&h, "local");
  cl_kernel k = kh_kernel(&h, "local_transpose");
  enum { W = 48, H = 24 };
  static float in[W * H], got[W * H], want[W * H];
  kh_gen_f32(in, W * H, 940, false);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  cl_uint w = W, hh = H;
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  kh_arg(k, 2, sizeof w, &w);
  kh_arg(k, 3, sizeof hh, &hh);
  size_t g[2] = {W, H}, l[2] = {8, 8};
  kh_run(&h, k, 2, NULL, g, l);
  kh_read(&h, mo, got, sizeof got);
  for (size_t y = 0; y < H; y++)
    for (size_t x = 0; x < W; x++) want[x * H + y] = in[y * W + x];
  kh_check_f32("local_transpose", got, want, W * H, 0);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* async_strided: groups of 4x4 work-items copy n = 37 ints at stride 3 into
 * __local memory, store 2x + 1 there, and copy them back at stride 3 (dst)
 * and contiguously (dst2); the rest of dst keeps kh_out's 0xCD bytes. */
TEST(local_async_strided) {
  kh h;
  kh_open(&h, "local");
  cl_kernel k = kh_kernel(&h, "async_strided");
  enum { GROUPS = 4, N = 37, STRIDE = 3, TOTAL = GROUPS * N * STRIDE };
  static uint32_t src[TOTAL], got[TOTAL], want[TOTAL], got2[GROUPS * N], want2[GROUPS * N];
  kh_gen_u32(src, TOTAL, 4242);
  cl_mem ms = kh_in(&h, src, sizeof src), md = kh_out(&h, sizeof got), md2 = kh_out(&h, sizeof got2);
  cl_uint n = N, stride = STRIDE;
  kh_arg_mem(k, 0, ms);
  kh_arg_mem(k, 1, md);
  kh_arg_mem(k, 2, md2);
  kh_arg(k, 3, N * 4, NULL);
  kh_arg(k, 4, sizeof n, &n);
  kh_arg(k, 5, sizeof stride, &stride);
  size_t gs[2] = {8, 8}, ls[2] = {4, 4};
  kh_run(&h, k, 2, NULL, gs, ls);
  kh_read(&h, md, got, sizeof got);
  kh_read(&h, md2, got2, sizeof got2);
  memset(want, 0xcd, sizeof want);
  for (int g = 0; g < GROUPS; g++)
    for (int i = 0; i < N; i++) {
      uint32_t v = src[(g * N + i) * STRIDE] * 2u + 1u;
      want[(g * N + i) * STRIDE] = v;
      want2[g * N + i] = v;
    }
  kh_check_u32("async_strided strided", got, want, TOTAL);
  kh_check_u32("async_strided contiguous", got2, want2, GROUPS * N);
  clReleaseMemObject(ms), clReleaseMemObject(md), clReleaseMemObject(md2);
  clReleaseKernel(k);
  kh_close(&h);
}

/* async_vec3: 3 groups of 8 copy n = 21 uchar3 each to __local memory and
 * back; every byte arrives, padding too (the copies of 3-component vectors
 * behave as those of 4-component ones). */
TEST(local_async_vec3) {
  kh h;
  kh_open(&h, "local");
  cl_kernel k = kh_kernel(&h, "async_vec3");
  enum { GROUPS = 3, N = 21, BYTES = GROUPS * N * 4 };
  static uint8_t src[BYTES], got[BYTES];
  kh_gen_int(src, BYTES, 1, 77);
  cl_mem ms = kh_in(&h, src, sizeof src), md = kh_out(&h, sizeof got);
  cl_uint n = N;
  kh_arg_mem(k, 0, ms);
  kh_arg_mem(k, 1, md);
  kh_arg(k, 2, N * 4, NULL);
  kh_arg(k, 3, sizeof n, &n);
  size_t gs = GROUPS * 8, ls = 8;
  kh_run(&h, k, 1, NULL, &gs, &ls);
  kh_read(&h, md, got, sizeof got);
  kh_check_u8("async_vec3", got, src, BYTES);
  clReleaseMemObject(ms), clReleaseMemObject(md);
  clReleaseKernel(k);
  kh_close(&h);
}

/* Kernel-scope __local structs (local.cl local_struct): the members' values
 * after a barrier, and the layout C gives the same structs on the host
 * (packed: no padding; otherwise the float4 member 16-byte aligned). */
typedef struct __attribute__((packed)) {
  int8_t c;
  int32_t v[4];
  int16_t s;
} host_packed_t;

typedef struct {
  int8_t c;
  _Alignas(16) float v[4];
  int16_t s;
} host_aligned_t;

TEST(local_struct) {
  kh h;
  kh_open(&h, "local");
  cl_kernel k = kh_kernel(&h, "local_struct");
  enum { L = 16, NG = 3, N = L * NG };
  int32_t in[12], got[N * 16], want[N * 16];
  kh_gen_int(in, 12, 4, 930);
  for (int i = 7; i < 11; i++) in[i] %= 1 << 20; /* exact as float */
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t n = N, l = L;
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, mo, got, sizeof got);
  for (size_t i = 0; i < N; i++) {
    int32_t *w = want + i * 16;
    w[0] = (int8_t)in[0];
    for (int j = 0; j < 4; j++) w[1 + j] = in[1 + j], w[7 + j] = in[7 + j];
    w[5] = (int16_t)in[5];
    w[6] = (int8_t)in[6];
    w[11] = (int16_t)in[11];
    w[12] = (int32_t)offsetof(host_packed_t, v);
    w[13] = (int32_t)offsetof(host_packed_t, s);
    w[14] = (int32_t)offsetof(host_aligned_t, v);
    w[15] = 0;
  }
  kh_check_u32("local_struct", (uint32_t *)got, (uint32_t *)want, N * 16);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
