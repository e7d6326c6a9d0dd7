/* test_memory.c: structs in __global memory laid out by OpenCL C 6.1.5
 * rules (members at their alignment, vec3 as vec4, `packed` without
 * padding) and mirrored here with the cl_* types; pointer casts,
 * differences and comparisons (memory.cl). Padding bytes are unspecified
 * after a struct copy, so only members are compared. */
#include <math.h>
#include <stddef.h>

#include "kernel_harness.h"

typedef struct {
  cl_char c;
  cl_float3 v;
  cl_short s[3];
} inner_t;
typedef struct {
  cl_int id;
  inner_t in[2];
  cl_long l;
  cl_uchar tail;
} outer_t;
_Static_assert(offsetof(inner_t, v) == 16 && offsetof(inner_t, s) == 32 && sizeof(inner_t) == 48, "inner_t");
_Static_assert(offsetof(outer_t, in) == 16 && offsetof(outer_t, l) == 112 &&
               offsetof(outer_t, tail) == 120 && sizeof(outer_t) == 128, "outer_t");

typedef struct __attribute__((packed)) {
  cl_char c;
  cl_int i;
  cl_short s;
  cl_long l;
  cl_float f;
  cl_uchar u3[4];
} packed_t;
_Static_assert(offsetof(packed_t, l) == 7 && offsetof(packed_t, u3) == 19 && sizeof(packed_t) == 23, "packed_t");

#define G 96

static void gen_outer(outer_t *o, size_t n, uint64_t seed) {
  memset(o, 0x5a, n * sizeof *o); /* padding: something recognisable */
  uint64_t s = seed;
  float f[8];
  for (size_t i = 0; i < n; i++) {
    kh_gen_f32(f, 8, seed + i, false);
    o[i].id = (cl_int)(cltest_rand(&s) % 100000) - 50000;
    for (int k = 0; k < 2; k++) {
      o[i].in[k].c = (cl_char)cltest_rand(&s);
      for (int j = 0; j < 3; j++) {
        o[i].in[k].v.s[j] = f[k * 4 + j];
        o[i].in[k].s[j] = (cl_short)cltest_rand(&s);
      }
    }
    o[i].l = (cl_long)cltest_rand(&s);
    o[i].tail = (cl_uchar)cltest_rand(&s);
  }
}

static void check_outer(const char *what, const outer_t *got, const outer_t *want, size_t n) {
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) {
    bool same = got[i].id == want[i].id && got[i].l == want[i].l && got[i].tail == want[i].tail;
    for (int k = 0; k < 2; k++) {
      same &= got[i].in[k].c == want[i].in[k].c;
      for (int j = 0; j < 3; j++)
        same &= got[i].in[k].s[j] == want[i].in[k].s[j] &&
                memcmp(&got[i].in[k].v.s[j], &want[i].in[k].v.s[j], 4) == 0;
    }
    if (!same && bad++ < 4) {
      fprintf(stderr, "%s[%zu]: got id %d l %lld tail %u c %d/%d s %d %d %d/%d %d %d v %a %a %a/%a %a %a\n", what, i,
              got[i].id, (long long)got[i].l, got[i].tail, got[i].in[0].c, got[i].in[1].c,
              got[i].in[0].s[0], got[i].in[0].s[1], got[i].in[0].s[2], got[i].in[1].s[0], got[i].in[1].s[1],
              got[i].in[1].s[2], got[i].in[0].v.s[0], got[i].in[0].v.s[1], got[i].in[0].v.s[2],
              got[i].in[1].v.s[0], got[i].in[1].v.s[1], got[i].in[1].v.s[2]);
      fprintf(stderr, "%*s expected id %d l %lld tail %u c %d/%d s %d %d %d/%d %d %d v %a %a %a/%a %a %a\n",
              (int)strlen(what) + 6, "", want[i].id, (long long)want[i].l, want[i].tail, want[i].in[0].c,
              want[i].in[1].c, want[i].in[0].s[0], want[i].in[0].s[1], want[i].in[0].s[2], want[i].in[1].s[0],
              want[i].in[1].s[1], want[i].in[1].s[2], want[i].in[0].v.s[0], want[i].in[0].v.s[1],
              want[i].in[0].v.s[2], want[i].in[1].v.s[0], want[i].in[1].v.s[1], want[i].in[1].v.s[2]);
    }
  }
  if (bad) {
    fprintf(stderr, "%s: %zu of %zu structs differ\n", what, bad, n);
    cltest_failures++;
  }
}

TEST(struct_copy) {
  kh h;
  kh_open(&h, "memory");
  cl_kernel k = kh_kernel(&h, "struct_copy");
  static outer_t in[G], got[G], want[G];
  gen_outer(in, G, 701);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  memcpy(want, in, sizeof want);
  for (size_t i = 0; i < G; i++) {
    outer_t *o = &want[i];
    o->id = o->id * 3 + 1;
    float v0[3] = {o->in[0].v.s[0], o->in[0].v.s[1], o->in[0].v.s[2]};
    for (int j = 0; j < 3; j++) o->in[0].v.s[j] = o->in[1].v.s[j] * 2.0f + v0[(j + 2) % 3]; /* .zxy */
    o->in[1].s[2] = (cl_short)(o->in[0].s[0] + o->in[1].c);
    o->l ^= (cl_long)((uint64_t)(int64_t)o->id << 20);
    o->tail = (cl_uchar)(o->in[0].c + 1);
  }
  check_outer("struct_copy", got, want, G);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(struct_members) {
  kh h;
  kh_open(&h, "memory");
  cl_kernel k = kh_kernel(&h, "struct_members");
  static outer_t s[G], want[G];
  static float f[4 * G];
  static cl_int idx[G];
  gen_outer(s, G, 702);
  uint64_t r = 703;
  for (size_t i = 0; i < G; i++) idx[i] = (cl_int)(cltest_rand(&r) % 1000);
  cl_mem ms = kh_in(&h, s, sizeof s), mf = kh_out(&h, sizeof f), mi = kh_in(&h, idx, sizeof idx);
  kh_arg_mem(k, 0, ms);
  kh_arg_mem(k, 1, mf);
  kh_arg_mem(k, 2, mi);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  static outer_t got[G];
  kh_read(&h, ms, got, sizeof got);
  kh_read(&h, mf, f, sizeof f);
  memcpy(want, s, sizeof want);
  size_t bad = 0;
  for (size_t i = 0; i < G; i++) {
    int kk = idx[i] & 1, j = (idx[i] >> 1) % 3;
    inner_t *q = &want[i].in[kk];
    float sep = q->v.s[0] + q->v.s[1] * q->v.s[2], fused = fmaf(q->v.s[1], q->v.s[2], q->v.s[0]);
    float w1 = (float)q->s[j], w2 = (float)want[i].in[1 - kk].c, w3 = (float)(want[i].l & 0xffff);
    if ((f[4 * i] != sep && f[4 * i] != fused) || f[4 * i + 1] != w1 || f[4 * i + 2] != w2 || f[4 * i + 3] != w3) {
      if (bad++ < 4)
        fprintf(stderr, "struct_members f[%zu]: got %a %a %a %a, expected %a %a %a %a\n", i, f[4 * i],
                f[4 * i + 1], f[4 * i + 2], f[4 * i + 3], sep, w1, w2, w3);
    }
    q->s[j] = (cl_short)(q->s[j] * 2);
    want[i].in[1 - kk].v.s[1] = -1.5f;
    want[i].tail = (cl_uchar)kk;
  }
  CHECK_EQ(bad, 0);
  check_outer("struct_members", got, want, G);
  clReleaseMemObject(ms), clReleaseMemObject(mf), clReleaseMemObject(mi);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(struct_packed) {
  kh h;
  kh_open(&h, "memory");
  cl_kernel k = kh_kernel(&h, "struct_packed");
  static packed_t in[G], got[G];
  static cl_long sum[G];
  uint64_t r = 711;
  memset(in, 0, sizeof in);
  for (size_t i = 0; i < G; i++) {
    in[i].c = (cl_char)cltest_rand(&r);
    in[i].i = (cl_int)(cltest_rand(&r) % 2000000000u) - 1000000000;
    in[i].s = (cl_short)cltest_rand(&r);
    in[i].l = (cl_long)(cltest_rand(&r) >> 2) - (1ll << 60);
    in[i].f = (float)(int32_t)(cltest_rand(&r) % 2000000) * 0.25f;
    for (int j = 0; j < 3; j++) in[i].u3[j] = (cl_uchar)cltest_rand(&r);
  }
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got), ms = kh_out(&h, sizeof sum);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  kh_arg_mem(k, 2, ms);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  kh_read(&h, ms, sum, sizeof sum);
  size_t bad = 0;
  for (size_t i = 0; i < G; i++) {
    packed_t p = in[i];
    cl_long ws = p.c + p.i + p.s + p.l + (cl_long)p.f + p.u3[0] + p.u3[1] + p.u3[2];
    packed_t w = p;
    w.i = p.i ^ 0x5a5a5a5a;
    w.l = p.l + p.s;
    w.f = p.f * 0.5f;
    w.u3[0] = p.u3[2], w.u3[2] = p.u3[0];
    w.c = (cl_char)(p.c - 1);
    bool same = got[i].c == w.c && got[i].i == w.i && got[i].s == w.s && got[i].l == w.l &&
                got[i].f == w.f && memcmp(got[i].u3, w.u3, 3) == 0;
    if ((!same || sum[i] != ws) && bad++ < 4)
      fprintf(stderr, "struct_packed[%zu]: got c %d i %d s %d l %lld f %a u3 %u %u %u sum %lld; expected c %d i %d s %d l %lld f %a u3 %u %u %u sum %lld\n",
              i, got[i].c, got[i].i, got[i].s, (long long)got[i].l, got[i].f, got[i].u3[0], got[i].u3[1],
              got[i].u3[2], (long long)sum[i], w.c, w.i, w.s, (long long)w.l, w.f, w.u3[0], w.u3[1], w.u3[2],
              (long long)ws);
  }
  CHECK_EQ(bad, 0);
  clReleaseMemObject(mi), clReleaseMemObject(mo), clReleaseMemObject(ms);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(ptr_ops) {
  kh h;
  kh_open(&h, "memory");
  cl_kernel k = kh_kernel(&h, "ptr_ops");
  static uint32_t words[G];
  static uint8_t bytes[4 * G];
  static float v4[4 * G], v4got[4 * G], fo[G];
  static int64_t lo[8 * G];
  kh_gen_int(words, G, 4, 721);
  kh_gen_f32(v4, 4 * G, 722, false);
  cl_mem mw = kh_in(&h, words, sizeof words), mb = kh_out(&h, sizeof bytes), mv = kh_in(&h, v4, sizeof v4);
  cl_mem mf = kh_out(&h, sizeof fo), ml = kh_out(&h, sizeof lo);
  kh_arg_mem(k, 0, mw);
  kh_arg_mem(k, 1, mb);
  kh_arg_mem(k, 2, mv);
  kh_arg_mem(k, 3, mf);
  kh_arg_mem(k, 4, ml);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mb, bytes, sizeof bytes);
  kh_read(&h, mv, v4got, sizeof v4got);
  kh_read(&h, mf, fo, sizeof fo);
  kh_read(&h, ml, lo, sizeof lo);
  static uint8_t wb[4 * G];
  static float wv[4 * G], wf[G];
  static int64_t wl[8 * G];
  for (size_t i = 0; i < G; i++) {
    for (int j = 0; j < 4; j++) wb[4 * i + j] = (uint8_t)(words[i] >> (8 * (3 - j)));
    wf[i] = v4[4 * i] + 2.0f * v4[4 * i + 3];
    memcpy(wv + 4 * i, v4 + 4 * i, 16);
    wv[4 * i + 1] = v4[4 * i + 2];
    int64_t w[8] = {3, (int64_t)(16 * i), 1 | 2 | 8, 0, 0, (int64_t)(4 * i + 2), words[i] >> 16, 1};
    memcpy(wl + 8 * i, w, sizeof w);
  }
  kh_check_u8("ptr_ops bytes", bytes, wb, 4 * G);
  kh_check_f32("ptr_ops fo", fo, wf, G, 0);
  kh_check_f32("ptr_ops v4", v4got, wv, 4 * G, 0);
  kh_check_u64("ptr_ops diffs", (uint64_t *)lo, (uint64_t *)wl, 8 * G);
  clReleaseMemObject(mw), clReleaseMemObject(mb), clReleaseMemObject(mv), clReleaseMemObject(mf), clReleaseMemObject(ml);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(ptr_walk) {
  kh h;
  kh_open(&h, "memory");
  cl_kernel k = kh_kernel(&h, "ptr_walk");
  enum { LEN = 13, NA = G + 7 + LEN };
  static int32_t a[NA], b[NA], got[2 * G], want[2 * G];
  uint64_t r = 731;
  for (size_t i = 0; i < NA; i++) a[i] = (int32_t)(cltest_rand(&r) % 2000001) - 1000000, b[i] = (int32_t)(cltest_rand(&r) % 2000001) - 1000000;
  cl_mem ma = kh_in(&h, a, sizeof a), mb = kh_in(&h, b, sizeof b), mo = kh_out(&h, sizeof got);
  cl_int len = LEN;
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mb);
  kh_arg_mem(k, 2, mo);
  kh_arg(k, 3, sizeof len, &len);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (size_t i = 0; i < G; i++) {
    const int32_t *base = (i & 1) ? a : b;
    int32_t s = 0;
    for (size_t j = i % 7; j < i % 7 + LEN; j++) s += base[j];
    want[2 * i] = s;
    want[2 * i + 1] = a[i] > b[i] ? a[i] : b[i];
  }
  kh_check_u32("ptr_walk", (uint32_t *)got, (uint32_t *)want, 2 * G);
  clReleaseMemObject(ma), clReleaseMemObject(mb), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* misaligned_vectors: float4, ushort4 and int2 through byte pointers at
 * offsets that are multiples of a component only. Right on lavapipe
 * always; on the H100 the vectors were read from and written to the
 * aligned-down address until translate/memory/align_analysis.c (and
 * translate.misaligned_vectors_aligned checks what the translator emits). */
TEST(misaligned_vectors) {
  kh h;
  kh_open(&h, "memory");
  cl_kernel k = kh_kernel(&h, "misaligned_vectors");
  enum { N = 64, BYTES = 12288 };
  static unsigned char in[BYTES], got[BYTES];
  /* float4 and int2 at offsets 0, 4, 8, 12; ushort4 at 0, 2, 4, 6 */
  for (int o = 0; o <= 12; o += 4) {
    for (int i = 0; i < BYTES; i++) in[i] = (unsigned char)(i * 7 + o);
    /* whole floats where the float4s are read */
    for (int i = 0; i < 4 * N; i++) {
      float v = (float)(i - 100) * 0.25f;
      memcpy(in + o + 4 * i, &v, 4);
    }
    cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
    kh_arg_mem(k, 0, mi);
    kh_arg_mem(k, 1, mo);
    kh_arg(k, 2, sizeof o, &o);
    size_t g = N;
    kh_run(&h, k, 1, NULL, &g, NULL);
    kh_read(&h, mo, got, sizeof got);
    size_t bad = 0;
    for (int i = 0; i < 4 * N; i++) {
      float a, b;
      memcpy(&a, in + o + 4 * i, 4);
      memcpy(&b, got + o + 4 * i, 4);
      if (b != 2.0f * a && bad++ < 4) fprintf(stderr, "off %d float %d: got %g, expected %g\n", o, i, b, 2.0f * a);
    }
    for (int i = 0; i < 4 * N; i++) {
      uint16_t a, b;
      memcpy(&a, in + 4096 + o / 2 + 2 * i, 2);
      memcpy(&b, got + 4096 + o / 2 + 2 * i, 2);
      uint16_t want = (uint16_t)(a + 1 + i % 4);
      if (b != want && bad++ < 4) fprintf(stderr, "off %d ushort %d: got %u, expected %u\n", o / 2, i, b, want);
    }
    for (int i = 0; i < 2 * N; i++) {
      int32_t a, b;
      memcpy(&a, in + 8192 + o + 4 * (i ^ 1), 4);
      memcpy(&b, got + 8192 + o + 4 * i, 4);
      if (b != a && bad++ < 4) fprintf(stderr, "off %d int %d: got %d, expected %d\n", o, i, b, a);
    }
    CHECK_EQ(bad, 0);
    clReleaseMemObject(mi), clReleaseMemObject(mo);
  }
  clReleaseKernel(k);
  kh_close(&h);
}

/* wide_narrow (memory.cl): byte and halfword vectors through typed
 * arguments and through byte pointers at offsets that are and are not
 * multiples of 16, against byte arithmetic on the host. */
TEST(wide_narrow) {
  enum { N = 64, BYTES = 8192 };
  static uint8_t a16[N * 16], b16[N * 16], w16[N * 16], ac8[N * 8], bc8[N * 8], wc8[N * 8];
  static uint16_t a8[N * 8], b8[N * 8], w8[N * 8], as16[N * 16], bs16[N * 16], ws16[N * 16];
  static uint8_t src[BYTES], dst[BYTES], want[BYTES];
  kh_gen_int(a16, sizeof a16, 1, 91);
  kh_gen_int(a8, N * 8, 2, 92);
  kh_gen_int(ac8, sizeof ac8, 1, 93);
  kh_gen_int(src, sizeof src, 1, 94);
  kh_gen_int(as16, N * 16, 2, 95);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 16; j++) ws16[16 * i + j] = as16[16 * i + 15 - j];
  for (int i = 0; i < N * 16; i++) w16[i] = (uint8_t)(a16[i] + 3);
  for (int i = 0; i < N * 8; i++) w8[i] = (uint16_t)(a8[i] * 3);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 8; j++) wc8[8 * i + j] = ac8[8 * i + 7 - j];
  kh h;
  kh_open(&h, "memory");
  cl_kernel k = kh_kernel(&h, "wide_narrow");
  cl_mem m[8] = {kh_in(&h, a16, sizeof a16), kh_out(&h, sizeof b16), kh_in(&h, a8, sizeof a8),
                 kh_out(&h, sizeof b8),      kh_in(&h, ac8, sizeof ac8), kh_out(&h, sizeof bc8),
                 kh_in(&h, src, sizeof src), NULL};
  cl_mem ms16 = kh_in(&h, as16, sizeof as16), mbs16 = kh_out(&h, sizeof bs16);
  /* 0 and 16: the aligned branch; 2, 6, 8: the narrow one (even, since a
   * short8 needs its components aligned) */
  static const int offs[] = {0, 2, 6, 8, 16};
  for (size_t t = 0; t < sizeof offs / sizeof offs[0]; t++) {
    int off = offs[t];
    memset(dst, 0xee, sizeof dst);
    m[7] = kh_in(&h, dst, sizeof dst);
    for (int a = 0; a < 8; a++) kh_arg_mem(k, (cl_uint)a, m[a]);
    kh_arg(k, 8, sizeof off, &off);
    kh_arg_mem(k, 9, ms16);
    kh_arg_mem(k, 10, mbs16);
    size_t g = N;
    kh_run(&h, k, 1, NULL, &g, NULL);
    static uint8_t got[BYTES];
    kh_read(&h, m[7], got, sizeof got);
    memcpy(want, dst, sizeof want);
    for (int i = 0; i < N * 16; i++) want[off + i] = src[off + i] ^ 0x5a;
    for (int i = 0; i < N * 8; i++) {
      int at = 4096 + off + 2 * i;
      uint16_t v = (uint16_t)((src[at] | src[at + 1] << 8) - 7);
      want[at] = (uint8_t)v, want[at + 1] = (uint8_t)(v >> 8);
    }
    char what[64];
    snprintf(what, sizeof what, "wide_narrow through byte pointers, offset %d", off);
    kh_check_u8(what, got, want, sizeof got);
    clReleaseMemObject(m[7]);
  }
  kh_read(&h, m[1], b16, sizeof b16);
  kh_read(&h, m[3], b8, sizeof b8);
  kh_read(&h, m[5], bc8, sizeof bc8);
  kh_check_u8("wide_narrow uchar16", b16, w16, sizeof b16);
  kh_check_u16("wide_narrow ushort8", b8, w8, N * 8);
  kh_check_u8("wide_narrow uchar8", bc8, wc8, sizeof bc8);
  kh_read(&h, mbs16, bs16, sizeof bs16);
  kh_check_u16("wide_narrow ushort16", bs16, ws16, N * 16);
  for (int a = 0; a < 7; a++) clReleaseMemObject(m[a]);
  clReleaseMemObject(ms16), clReleaseMemObject(mbs16);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(size_math) {
  kh h;
  kh_open(&h, "memory");
  cl_kernel k = kh_kernel(&h, "size_math");
  static int32_t in[2 * G + 16];
  static uint64_t got[6 * G], want[6 * G];
  kh_gen_int(in, 2 * G + 16, 4, 741);
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mo);
  kh_arg_mem(k, 1, mi);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (uint64_t i = 0; i < G; i++) {
    uint64_t big = i * 0x100000001ull + 0xffffffffull;
    want[6 * i] = big;
    want[6 * i + 1] = big >> 33;
    want[6 * i + 2] = (uint64_t)0 - i;
    want[6 * i + 3] = big / (i + 3) + big % (i + 7);
    want[6 * i + 4] = (uint64_t)(int64_t)in[2 * i + 10];
    want[6 * i + 5] = 4 * i;
  }
  kh_check_u64("size_math", got, want, 6 * G);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* priv_wide: out[k] for k < 32 is row k/8 of 2 * in + row, column
 * (k + rot) % 8; then the 16 values of rows 0 and 3 as loaded, rotated. */
TEST(priv_wide) {
  kh h;
  kh_open(&h, "memory");
  cl_kernel k = kh_kernel(&h, "priv_wide");
  enum { W = 64 };
  static float in[32 * W], got[48 * W], want[48 * W];
  for (size_t i = 0; i < 32 * W; i++) in[i] = (float)((i * 37) % 101) - 50.0f; /* exact in float */
  cl_int rot = 3;
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  kh_arg(k, 2, sizeof rot, &rot);
  size_t g = W;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mo, got, sizeof got);
  for (size_t i = 0; i < W; i++) {
    const float *row = in + i * 32;
    for (int q = 0; q < 32; q++) {
      int r = q / 8, c = (q + rot) % 8;
      want[i * 48 + q] = row[r * 8 + c] * 2.0f + (float)r;
    }
    for (int q = 0; q < 16; q++) {
      int c = (q + rot) % 16;
      want[i * 48 + 32 + q] = c < 8 ? row[c] : row[24 + c - 8];
    }
  }
  kh_check_f32("priv_wide", got, want, 48 * W, 0);
  clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* narrow_vectors (memory.cl), against byte arithmetic on the host:
 * little-endian shorts, vloadn at p + n * offset. */
TEST(narrow_vectors) {
  enum { N = 48 };
  static uint8_t src[N * 16], d16[N * 16], d16w[N * 16], d3[N * 3], d3w[N * 3], mis[N * 5 + 8], misw[N * 5 + 8];
  static uint16_t s8[N * 8], s8w[N * 8];
  kh_gen_int(src, sizeof src, 1, 515);
  kh h;
  kh_open(&h, "memory");
  cl_kernel k = kh_kernel(&h, "narrow_vectors");
  cl_mem ms = kh_in(&h, src, sizeof src), m16 = kh_out(&h, sizeof d16), m8 = kh_out(&h, sizeof s8);
  cl_mem m3 = kh_out(&h, sizeof d3), mm = kh_out(&h, sizeof mis);
  kh_arg_mem(k, 0, ms);
  kh_arg_mem(k, 1, m16);
  kh_arg_mem(k, 2, m8);
  kh_arg_mem(k, 3, m3);
  kh_arg_mem(k, 4, mm);
  size_t g = N;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, m16, d16, sizeof d16);
  kh_read(&h, m8, s8, sizeof s8);
  kh_read(&h, m3, d3, sizeof d3);
  kh_read(&h, mm, mis, sizeof mis);
  memset(misw, 0xcd, sizeof misw);
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < 16; j++) d16w[16 * i + j] = src[16 * i + j];
    for (int j = 0; j < 8; j++)
      s8w[8 * i + j] = (uint16_t)((src[16 * i + 2 * j] | src[16 * i + 2 * j + 1] << 8) + 1);
    for (int j = 0; j < 3; j++) d3w[3 * i + j] = src[3 * i + 1 + j];
    for (int j = 0; j < 4; j++) misw[5 * i + 1 + j] = src[4 * i + j] ^ 0x5a;
  }
  kh_check_u8("narrow_vectors uchar16", d16, d16w, sizeof d16);
  kh_check_u16("narrow_vectors short8", s8, s8w, N * 8);
  kh_check_u8("narrow_vectors uchar3", d3, d3w, sizeof d3);
  kh_check_u8("narrow_vectors misaligned uchar4", mis, misw, sizeof mis);
  clReleaseMemObject(ms), clReleaseMemObject(m16), clReleaseMemObject(m8), clReleaseMemObject(m3);
  clReleaseMemObject(mm);
  clReleaseKernel(k);
  kh_close(&h);
}
