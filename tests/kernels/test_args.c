/* test_args.c: kernel arguments (args.cl) of every scalar type, vectors
 * of 2 to 16 components (3 being 4 in size, OpenCL C 6.1.5), structs by
 * value laid out by OpenCL C rules, and more of them than push constants
 * hold: each kernel writes back what it received. */
#include <math.h>
#include <stddef.h>

#include "kernel_harness.h"

#define G 37

static int64_t fbits(float f) {
  int32_t u;
  memcpy(&u, &f, 4);
  return u;
}

TEST(mixed_args) {
  kh h;
  kh_open(&h, "args");
  cl_kernel k = kh_kernel(&h, "mixed_args");
  cl_char a = -128;
  cl_uchar b = 255;
  cl_short c = -32768;
  cl_ushort d = 65535;
  cl_int e = INT32_MIN + 1;
  cl_uint f = 0xdeadbeefu;
  cl_long g = INT64_MIN;
  cl_ulong hh = 0xfedcba9876543210ull;
  cl_float fl = -0.0f;
  cl_char3 j = {{-1, 2, -3, 99}};
  cl_short8 kk;
  cl_float16 l;
  cl_int4 m = {{INT32_MAX, -7, 0, 1}};
  cl_ulong2 n = {{1, UINT64_MAX}};
  cl_uchar16 o;
  cl_float3 p = {{1.5f, NAN, INFINITY, 7.0f}};
  cl_long4 q = {{-1, 2, INT64_MAX, -4}};
  cl_char r = 42;
  for (int t = 0; t < 8; t++) kk.s[t] = (cl_short)(t * 1000 - 4000);
  for (int t = 0; t < 16; t++) l.s[t] = (float)t * -0.75f, o.s[t] = (cl_uchar)(t * 17);
  l.s[5] = 1e-40f; /* a denormal argument arrives as its bits */
  cl_int in[G];
  kh_gen_int(in, G, 4, 801);
  cl_mem mo = kh_out(&h, G * 80 * 8), mi = kh_in(&h, in, sizeof in);
  kh_arg_mem(k, 0, mo);
  kh_arg(k, 1, sizeof a, &a);
  kh_arg(k, 2, sizeof b, &b);
  kh_arg(k, 3, sizeof c, &c);
  kh_arg(k, 4, sizeof d, &d);
  kh_arg(k, 5, sizeof e, &e);
  kh_arg(k, 6, sizeof f, &f);
  kh_arg(k, 7, sizeof g, &g);
  kh_arg(k, 8, sizeof hh, &hh);
  kh_arg(k, 9, sizeof fl, &fl);
  kh_arg(k, 10, sizeof j, &j);
  kh_arg(k, 11, sizeof kk, &kk);
  kh_arg(k, 12, sizeof l, &l);
  kh_arg(k, 13, sizeof m, &m);
  kh_arg(k, 14, sizeof n, &n);
  kh_arg(k, 15, sizeof o, &o);
  kh_arg_mem(k, 16, mi);
  kh_arg(k, 17, sizeof p, &p);
  kh_arg(k, 18, sizeof q, &q);
  kh_arg(k, 19, sizeof r, &r);
  size_t gs = G;
  kh_run(&h, k, 1, NULL, &gs, NULL);
  static int64_t got[G * 80], want[G * 80];
  kh_read(&h, mo, got, sizeof got);
  memset(want, 0xcd, sizeof want);
  for (size_t i = 0; i < G; i++) {
    int64_t *w = want + i * 80;
    w[0] = a, w[1] = b, w[2] = c, w[3] = d, w[4] = e, w[5] = f, w[6] = g, w[7] = (int64_t)hh;
    w[8] = fbits(fl);
    for (int t = 0; t < 3; t++) w[9 + t] = j.s[t];
    for (int t = 0; t < 8; t++) w[12 + t] = kk.s[t];
    for (int t = 0; t < 16; t++) w[20 + t] = fbits(l.s[t]);
    for (int t = 0; t < 4; t++) w[36 + t] = m.s[t];
    w[40] = (int64_t)n.s[0], w[41] = (int64_t)n.s[1];
    for (int t = 0; t < 16; t++) w[42 + t] = o.s[t];
    w[58] = in[i];
    for (int t = 0; t < 3; t++) w[59 + t] = fbits(p.s[t]);
    for (int t = 0; t < 4; t++) w[62 + t] = q.s[t];
    w[66] = r;
  }
  /* NaN arguments keep their bits through the argument path */
  kh_check_u64("mixed_args", (uint64_t *)got, (uint64_t *)want, G * 80);
  clReleaseMemObject(mo), clReleaseMemObject(mi);
  clReleaseKernel(k);
  kh_close(&h);
}

/* sv_t of args.cl in host C */
typedef struct {
  cl_long l;
  cl_uchar u;
} tail_t;
typedef struct {
  cl_char c;
  cl_short3 s;
  cl_float f[3];
  tail_t t;
  cl_float4 v;
} sv_t;
_Static_assert(offsetof(sv_t, s) == 8 && offsetof(sv_t, f) == 16 && offsetof(sv_t, t) == 32 &&
               offsetof(sv_t, v) == 48 && sizeof(sv_t) == 64, "sv_t");
typedef struct {
  cl_int a, b;
} pair_t;

TEST(struct_args) {
  kh h;
  kh_open(&h, "args");
  cl_kernel k = kh_kernel(&h, "struct_args");
  sv_t s, t;
  memset(&s, 0x77, sizeof s); /* padding: anything */
  memset(&t, 0x88, sizeof t);
  s.c = -5, s.s.s[0] = 1000, s.s.s[1] = -1000, s.s.s[2] = 32767;
  s.f[0] = 0.5f, s.f[1] = -2.25f, s.f[2] = 1e30f;
  s.t.l = 0x0123456789abcdefll, s.t.u = 200;
  s.v.s[0] = 3.0f, s.v.s[1] = 4.0f, s.v.s[2] = 5.0f, s.v.s[3] = -6.0f;
  t.c = 77, t.s.s[0] = 1, t.s.s[1] = 2, t.s.s[2] = -3;
  t.f[0] = 0.5f, t.f[1] = 9.0f, t.f[2] = 1e30f;
  t.t.l = -1, t.t.u = 1;
  t.v.s[0] = 0, t.v.s[1] = -0.0f, t.v.s[2] = 1, t.v.s[3] = 2;
  cl_int kk = 3;
  pair_t p = {-17, 1 << 30};
  cl_uchar z = 0x80;
  cl_mem mo = kh_out(&h, G * 40 * 8);
  kh_arg_mem(k, 0, mo);
  kh_arg(k, 1, sizeof s, &s);
  kh_arg(k, 2, sizeof kk, &kk);
  kh_arg(k, 3, sizeof p, &p);
  kh_arg(k, 4, sizeof t, &t);
  kh_arg(k, 5, sizeof z, &z);
  size_t gs = G;
  kh_run(&h, k, 1, NULL, &gs, NULL);
  static int64_t got[G * 40], want[G * 40];
  kh_read(&h, mo, got, sizeof got);
  memset(want, 0xcd, sizeof want);
  for (size_t i = 0; i < G; i++) {
    int64_t *w = want + i * 40;
    w[0] = s.c, w[1] = s.s.s[0], w[2] = s.s.s[1], w[3] = s.s.s[2];
    w[4] = fbits(s.f[0]), w[5] = fbits(s.f[1]), w[6] = fbits(s.f[2]);
    w[7] = s.t.l, w[8] = s.t.u, w[9] = fbits(s.v.s[0]), w[10] = fbits(s.v.s[3]);
    w[11] = kk, w[12] = p.a, w[13] = p.b;
    w[14] = t.c, w[15] = t.s.s[2], w[16] = fbits(t.f[kk & 1 ? 2 : 1]), w[17] = t.t.l, w[18] = t.t.u;
    w[19] = fbits(t.v.s[1]), w[20] = z;
    w[21] = s.f[i % 3] == t.f[i % 3];
  }
  kh_check_u64("struct_args", (uint64_t *)got, (uint64_t *)want, G * 40);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(vector_args) {
  kh h;
  kh_open(&h, "args");
  cl_kernel k = kh_kernel(&h, "vector_args");
  cl_float2 a = {{1, 2}};
  cl_float3 b = {{3, 4, 5, 12345}};
  cl_float4 c = {{6, 7, 8, 9}};
  cl_float8 d;
  cl_float16 e;
  cl_int3 f = {{-1, INT32_MAX, 7, 0}};
  cl_uchar3 g = {{255, 0, 128, 9}};
  cl_ushort2 hh = {{65535, 3}};
  for (int t = 0; t < 8; t++) d.s[t] = 10.0f + (float)t;
  for (int t = 0; t < 16; t++) e.s[t] = -100.0f - (float)t;
  cl_mem mo = kh_out(&h, G * 48 * 4);
  kh_arg_mem(k, 0, mo);
  kh_arg(k, 1, sizeof a, &a);
  kh_arg(k, 2, sizeof b, &b);
  kh_arg(k, 3, sizeof c, &c);
  kh_arg(k, 4, sizeof d, &d);
  kh_arg(k, 5, sizeof e, &e);
  kh_arg(k, 6, sizeof f, &f);
  kh_arg(k, 7, sizeof g, &g);
  kh_arg(k, 8, sizeof hh, &hh);
  size_t gs = G;
  kh_run(&h, k, 1, NULL, &gs, NULL);
  static float got[G * 48], want[G * 48];
  kh_read(&h, mo, got, sizeof got);
  memset(want, 0xcd, sizeof want);
  for (size_t i = 0; i < G; i++) {
    float *w = want + i * 48;
    w[0] = a.s[0], w[1] = a.s[1];
    for (int t = 0; t < 3; t++) w[2 + t] = b.s[t];
    for (int t = 0; t < 4; t++) w[5 + t] = c.s[t];
    for (int t = 0; t < 8; t++) w[9 + t] = d.s[t];
    for (int t = 0; t < 16; t++) w[17 + t] = e.s[t];
    for (int t = 0; t < 3; t++) w[33 + t] = (float)f.s[t], w[36 + t] = (float)g.s[t];
    w[39] = (float)hh.s[0], w[40] = (float)hh.s[1];
    w[41] = c.s[0] + (float)i;
  }
  kh_check_u32("vector_args", (uint32_t *)got, (uint32_t *)want, G * 48);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* Pointer + n uint arguments = 8 + 4n bytes, 88 to 284, across lavapipe's
 * push-constant limits (128 bytes in Mesa 22.3, 256 in 25.0), each with the program-scope tables'
 * address and the global offset besides. */
static void push_full(int n) {
  kh h;
  kh_open(&h, "args");
  char name[32];
  snprintf(name, sizeof name, "push_full_%d", n);
  cl_kernel k = kh_kernel(&h, name);
  static const cl_uint tab[8] = {3, 1, 4, 1, 5, 9, 2, 6};
  cl_uint a[69], sum = 0;
  for (int t = 0; t < n; t++) a[t] = 0x1000u * (cl_uint)t + 7u, sum += a[t] * (cl_uint)(t + 1);
  cl_mem mo = kh_out(&h, G * 4);
  kh_arg_mem(k, 0, mo);
  for (int t = 0; t < n; t++) kh_arg(k, (cl_uint)(t + 1), sizeof a[t], &a[t]);
  size_t gs = G;
  kh_run(&h, k, 1, NULL, &gs, NULL);
  cl_uint got[G], want[G];
  kh_read(&h, mo, got, sizeof got);
  for (size_t i = 0; i < G; i++) want[i] = tab[i & 7] + sum;
  kh_check_u32(name, got, want, G);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(push_full_with_globals) {
  for (int n = 20; n <= 69; n++) push_full(n);
}
