/* test_private.c: __private memory as unoptimized code uses it
 * (private.cl): structs by value through calls, vec3 variables seen as
 * other types and as bytes, vector loads and stores (plain and half) on
 * private arrays at offsets, pointer arithmetic across casts, addresses
 * as integers, pointers advanced in loops, chosen at run time and kept
 * in memory, 64-bit values seen as 32-bit halves. The references follow
 * OpenCL C: objects laid out as 6.1.5 says (vec3 as vec4), little-endian
 * bytes, vloadn/vstoren at p + offset * n, vstore_half rounding as named. */
#include "kernel_harness.h"

#define G 64

static int32_t in_int(uint64_t *s) { return (int32_t)(cltest_rand(s) % 2000001) - 1000000; }

/* Random inputs in [-10^6, 10^6]: products and sums in the kernels stay
 * within int and are exact in float. */
static void gen_small(int32_t *v, size_t n, uint64_t seed) {
  uint64_t s = seed;
  for (size_t i = 0; i < n; i++) v[i] = in_int(&s);
}

static uint32_t fbits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

static int32_t asr(int32_t v, int n) { return v < 0 ? ~(int32_t)(~(uint32_t)v >> n) : (int32_t)((uint32_t)v >> n); }

static void run_ints(const char *kernel, const int32_t *in, size_t in_n, int32_t *got, size_t out_n, const int *n_arg) {
  kh h;
  kh_open(&h, "private");
  cl_kernel k = kh_kernel(&h, kernel);
  cl_mem mi = kh_in(&h, in, in_n * sizeof *in), mo = kh_out(&h, out_n * sizeof *got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  if (n_arg) kh_arg(k, 2, sizeof *n_arg, n_arg);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, out_n * sizeof *got);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* pod_scaled(p, 3) and pod_sum(p) write their own copies; the caller's a
 * keeps its values. */
TEST(private_struct_calls) {
  static int32_t in[4 * G], got[13 * G], want[13 * G];
  gen_small(in, 4 * G, 901);
  run_ints("struct_calls", in, 4 * G, got, 13 * G, NULL);
  for (int i = 0; i < G; i++) {
    const int32_t *v = in + 4 * i;
    int32_t *w = want + 13 * i;
    float af = (float)v[0] * 0.5f, bf = af * 3.0f;
    int32_t bv[4], s = i + v[0] + 100 + v[1] + v[2] + v[3];
    for (int k = 0; k < 4; k++) bv[k] = v[k] * 3 + k;
    w[0] = i;
    for (int k = 0; k < 4; k++) w[1 + k] = v[k];
    w[5] = i + 1;
    for (int k = 0; k < 4; k++) w[6 + k] = bv[k];
    w[10] = (int32_t)fbits(bf);
    w[11] = s;
    w[12] = (int32_t)fbits(bf + (float)bv[3]);
  }
  kh_check_u32("struct_calls", (uint32_t *)got, (uint32_t *)want, 13 * G);
}

/* The callee's copy keeps a's values while it writes a through a
 * pointer. */
TEST(private_struct_alias) {
  static int32_t in[4 * G], got[3 * G], want[3 * G];
  gen_small(in, 4 * G, 911);
  run_ints("struct_alias", in, 4 * G, got, 3 * G, NULL);
  for (int i = 0; i < G; i++) {
    int32_t *w = want + 3 * i;
    w[0] = in[4 * i + 1] * 100 + i + 2;
    w[1] = 7;
    w[2] = 1;
  }
  kh_check_u32("struct_alias", (uint32_t *)got, (uint32_t *)want, 3 * G);
}

/* c = a; c.x[k] doubled for k < c.n = i % 5 + 1. */
TEST(private_struct_loop) {
  static int32_t in[5 * G], got[4 * G], want[4 * G];
  gen_small(in, 5 * G, 909);
  run_ints("struct_loop", in, 5 * G, got, 4 * G, NULL);
  for (int i = 0; i < G; i++) {
    const int32_t *v = in + 5 * i;
    int n = i % 5 + 1;
    int32_t *w = want + 4 * i;
    w[0] = n > 1 ? v[1] * 2 : v[1];
    w[1] = n > 4 ? v[4] * 2 : v[4];
    w[2] = n;
    w[3] = v[1];
  }
  kh_check_u32("struct_loop", (uint32_t *)got, (uint32_t *)want, 4 * G);
}

/* An int3 read as an int4 (w.xyz), its component i % 3, as float3 read as
 * uint4 (the same bits), and x after a store through the int4 view. */
TEST(private_vec3_views) {
  static int32_t in[3 * G], got[8 * G], want[8 * G];
  gen_small(in, 3 * G, 902);
  run_ints("vec3_views", in, 3 * G, got, 8 * G, NULL);
  for (int i = 0; i < G; i++) {
    const int32_t *v = in + 3 * i;
    int32_t *w = want + 8 * i;
    w[0] = v[0], w[1] = v[1], w[2] = v[2];
    w[3] = v[i % 3];
    w[4] = v[0], w[5] = v[1], w[6] = v[2];
    w[7] = v[0] + 1;
  }
  kh_check_u32("vec3_views", (uint32_t *)got, (uint32_t *)want, 8 * G);
}

/* Byte i % 12 of an int3 (little-endian components), then the int3 after
 * its byte 5 (byte 1 of y) is set to 0x5a. */
TEST(private_vec3_bytes) {
  static int32_t in[3 * G], got[4 * G], want[4 * G];
  gen_small(in, 3 * G, 903);
  run_ints("vec3_bytes", in, 3 * G, got, 4 * G, NULL);
  for (int i = 0; i < G; i++) {
    const int32_t *v = in + 3 * i;
    int32_t *w = want + 4 * i;
    uint32_t c = (uint32_t)v[(i % 12) / 4];
    w[0] = (int32_t)((c >> (8 * (i % 4))) & 0xff);
    w[1] = v[0];
    w[2] = (int32_t)(((uint32_t)v[1] & 0xffff00ffu) | 0x5a00u);
    w[3] = v[2];
  }
  kh_check_u32("vec3_bytes", (uint32_t *)got, (uint32_t *)want, 4 * G);
}

/* vstore3(v, i % 5, (uchar *)a) on a uchar3 a[4] writes bytes 3 * off
 * to 3 * off + 2 of a's 16 (padding bytes 3, 7, 11 among them), which
 * read back as stored. */
TEST(private_vec3_padding) {
  static int32_t in[G], got[3 * G], want[3 * G];
  gen_small(in, G, 905);
  run_ints("vec3_padding", in, G, got, 3 * G, NULL);
  for (int i = 0; i < G; i++)
    for (int k = 0; k < 3; k++) want[3 * i + k] = (int32_t)(((uint32_t)in[i] >> (8 * k)) & 0xff);
  kh_check_u32("vec3_padding", (uint32_t *)got, (uint32_t *)want, 3 * G);
}

/* Finite halves, both signs, denormals included. */
static void gen_halves(uint16_t *h, size_t n, uint64_t seed) {
  uint64_t s = seed;
  for (size_t i = 0; i < n; i++) {
    uint16_t v;
    do v = (uint16_t)cltest_rand(&s);
    while ((v & 0x7c00) == 0x7c00);
    h[i] = v;
  }
}

TEST(private_vector_data) {
  kh h;
  kh_open(&h, "private");
  cl_kernel k = kh_kernel(&h, "vls_private");
  static float in[12 * G], got[20 * G], want[20 * G], got2[4 * G], want2[4 * G];
  static uint16_t hin[10 * G], hgot[10 * G], hwant[10 * G];
  for (size_t i = 0; i < 12 * G; i++) in[i] = (float)((int)(i * 37 % 201) - 100) * 0.125f;
  gen_halves(hin, 10 * G, 904);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got), mhi = kh_in(&h, hin, sizeof hin);
  cl_mem mho = kh_out(&h, sizeof hgot), mo2 = kh_out(&h, sizeof got2);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  kh_arg_mem(k, 2, mhi);
  kh_arg_mem(k, 3, mho);
  kh_arg_mem(k, 4, mo2);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  kh_read(&h, mho, hgot, sizeof hgot);
  kh_read(&h, mo2, got2, sizeof got2);
  for (int i = 0; i < G; i++) {
    const float *a0 = in + 12 * i;
    float a[12], x[4], y[2], z[3];
    memcpy(a, a0, sizeof a);
    for (int c = 0; c < 4; c++) x[c] = a0[1 + 4 + c]; /* vload4(1, a + 1) */
    for (int c = 0; c < 2; c++) y[c] = a0[9 + c];     /* vload2(0, a + 9) */
    for (int c = 0; c < 3; c++) z[c] = a0[6 + c];     /* vload3(2, a) */
    for (int c = 0; c < 4; c++) a[2 + c] = x[c] * 2.0f;
    for (int c = 0; c < 2; c++) a[1 + 2 + c] = y[c] + 1.0f;
    float *w = want + 20 * i;
    memcpy(w, a, sizeof a);
    w[12] = z[0], w[13] = z[1], w[14] = z[2];
    w[15] = x[3];
    w[16] = y[0], w[17] = y[1];
    const uint16_t *hs0 = hin + 10 * i;
    float hv[4], hf = (float)kh_half_value(hs0[3]);
    for (int c = 0; c < 4; c++) hv[c] = (float)kh_half_value(hs0[5 + c]);
    w[18] = hf;
    w[19] = 0.0f;
    uint16_t *hs = hwant + 10 * i;
    memcpy(hs, hs0, 10 * sizeof *hs);
    hs[5] = kh_half_round((double)(hf * 2.0f), 'e');
    hs[6] = kh_half_round((double)(hv[0] * 2.0f), 'e');
    hs[0] = kh_half_round((double)(hv[3] * 3.0f), 'z');
    memcpy(want2 + 4 * i, hv, sizeof hv);
  }
  kh_check_f32("vls_private", got, want, 20 * G, 0);
  kh_check_u16("vls_private halves", hgot, hwant, 10 * G);
  kh_check_f32("vls_private vload_half4", got2, want2, 4 * G, 0);
  clReleaseMemObject(mi), clReleaseMemObject(mo), clReleaseMemObject(mhi);
  clReleaseMemObject(mho), clReleaseMemObject(mo2);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(private_ptr_casts) {
  static int32_t in[6 * G], got[16 * G], want[16 * G];
  gen_small(in, 6 * G, 905);
  run_ints("ptr_casts", in, 6 * G, got, 16 * G, NULL);
  for (int i = 0; i < G; i++) {
    const int32_t *a0 = in + 6 * i;
    uint8_t bytes[24];
    for (int k = 0; k < 24; k++) bytes[k] = (uint8_t)((uint32_t)a0[k / 4] >> (8 * (k % 4)));
    uint32_t sum = 0;
    for (int k = 0; k < 24; k++) sum += (uint32_t)bytes[k] * (uint32_t)(k + 1);
    bytes[5] = 0xab;
    bytes[10] = 0x34, bytes[11] = 0x12;
    bytes[12] = 0x01, bytes[13] = 0x02;
    uint32_t a[6];
    for (int k = 0; k < 6; k++)
      a[k] = bytes[4 * k] | (uint32_t)bytes[4 * k + 1] << 8 | (uint32_t)bytes[4 * k + 2] << 16 |
             (uint32_t)bytes[4 * k + 3] << 24;
    a[4] += 7;
    float f[8];
    for (int k = 0; k < 8; k++) f[k] = (float)asr(a0[k % 6], 8) * 0.25f;
    for (int c = 0; c < 4; c++) f[4 + c] = (f[c] + f[4 + c]) * 2.0f;
    int32_t *w = want + 16 * i;
    w[0] = (int32_t)sum;
    w[1] = a0[4];
    for (int k = 0; k < 6; k++) w[2 + k] = (int32_t)a[k];
    for (int k = 0; k < 8; k++) w[8 + k] = (int32_t)fbits(f[k]);
  }
  kh_check_u32("ptr_casts", (uint32_t *)got, (uint32_t *)want, 16 * G);
}

/* Every check is 1; v4 = (x, x, 99, x) after the store through the
 * integer; the values read back. */
TEST(private_align) {
  static int32_t in[G], got[8 * G], want[8 * G];
  gen_small(in, G, 906);
  run_ints("priv_align", in, G, got, 8 * G, NULL);
  for (int i = 0; i < G; i++) {
    int32_t *w = want + 8 * i;
    for (int k = 0; k < 6; k++) w[k] = 1;
    w[6] = in[i] * 11 + 99 * 5;
    w[7] = in[i] + 4 * i + 7;
  }
  kh_check_u32("priv_align", (uint32_t *)got, (uint32_t *)want, 8 * G);
}

TEST(private_ptr_loop) {
  static int32_t in[16 * G], got[8 * G], want[8 * G];
  gen_small(in, 16 * G, 907);
  int n = 1;
  run_ints("ptr_loop", in, 16 * G, got, 8 * G, &n);
  for (int i = 0; i < G; i++) {
    const int32_t *v = in + 16 * i;
    int32_t a[16], b[16];
    memcpy(a, v, sizeof a);
    for (int k = 1; k < 16; k++) b[k] = v[(k - 1 + 3) % 16] * 2;
    b[0] = i;
    uint32_t acc = 0;
    for (int k = 1; k < 16; k += 3) acc = acc * 3u + (uint32_t)a[k];
    int32_t *r = (v[0] & 1) ? a : b;
    r[i % 16] += 1000;
    int32_t *pick = (n & 1) ? b : a;
    int32_t *w = want + 8 * i;
    w[0] = (int32_t)acc;
    w[1] = 16;
    w[2] = 16;
    w[3] = pick[3] + pick[(i + 5) % 16];
    w[4] = a[i % 16];
    w[5] = b[i % 16];
    w[6] = r == a;
    w[7] = b[15];
  }
  kh_check_u32("ptr_loop", (uint32_t *)got, (uint32_t *)want, 8 * G);
}

/* f over float4 v[2] (the inputs), p over m[3][4] from m[0][0], q from
 * m[1], u over float3 t[2] (four floats a row: x, y, z, padding). */
TEST(private_ptr_nested) {
  static int32_t in[8 * G], got[5 * G], want[5 * G];
  gen_small(in, 8 * G, 910);
  run_ints("ptr_nested", in, 8 * G, got, 5 * G, NULL);
  for (int i = 0; i < G; i++) {
    const int32_t *v = in + 8 * i;
    int32_t *w = want + 5 * i;
    int a = i % 8 + 3, b = 4 + i % 4 + 4;
    float t1[3] = {(float)i, 5.0f, 6.0f};
    w[0] = v[i % 4 + 4];
    w[1] = (a / 4) * 10 + a % 4 + i;
    w[2] = (b / 4) * 10 + b % 4 + i;
    w[3] = v[i % 8];
    w[4] = (int32_t)t1[i % 3];
  }
  kh_check_u32("ptr_nested", (uint32_t *)got, (uint32_t *)want, 5 * G);
}

TEST(private_wide_words) {
  kh h;
  kh_open(&h, "private");
  cl_kernel k = kh_kernel(&h, "priv_wide_words");
  static uint64_t in[4 * G];
  static uint32_t got[8 * G], want[8 * G];
  kh_gen_u64(in, 4 * G, 908);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (int i = 0; i < G; i++) {
    uint64_t x[4];
    memcpy(x, in + 4 * i, sizeof x);
    uint32_t *w = want + 8 * i;
    for (int c = 0; c < 2; c++) w[2 * c] = (uint32_t)x[c], w[2 * c + 1] = (uint32_t)(x[c] >> 32);
    x[2] = (x[2] & 0xffffffff00000000ull) | (uint32_t)((x[2] >> 32) ^ 0x80000000u);
    x[3] = ((uint64_t)((uint32_t)(x[3] >> 32) + 1) << 32 | (uint32_t)x[3]) + 5;
    w[4] = (uint32_t)x[2], w[5] = (uint32_t)(x[2] >> 32);
    w[6] = (uint32_t)x[3], w[7] = (uint32_t)(x[3] >> 32);
  }
  kh_check_u32("priv_wide_words", got, want, 8 * G);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
