// private.cl: __private memory the way unoptimized code uses it (the
// kernel_O0 tests run these as opencl-clang compiles source): structs by
// value through calls and back, vec3 variables read through other types,
// vloadn/vstoren and half loads and stores on private arrays at offsets,
// pointer arithmetic across casts, addresses as integers, pointers
// advanced in loops, chosen at run time and kept in memory, and atomics on
// private memory seen through pointers.

#define NOINLINE __attribute__((noinline))

typedef struct {
  char tag;
  int v[4];   // at 4
  float f;    // at 20
} pod_t;      // 24 bytes

// By value in and out; writes its own copy.
NOINLINE pod_t pod_scaled(pod_t p, int k) {
  p.tag += 1;
  for (int i = 0; i < 4; i++) p.v[i] = p.v[i] * k + i;
  p.f *= (float)k;
  return p;
}

// By value; writes its own copy, which the caller must not see.
NOINLINE int pod_sum(pod_t p) {
  p.v[0] += 100;
  int s = p.tag;
  for (int i = 0; i < 4; i++) s += p.v[i];
  return s;
}

// Reads its by-value argument only.
NOINLINE float pod_f(pod_t p) { return p.f + (float)p.v[3]; }

// out[13 * i ...]: a (after the calls), b = pod_scaled(a, 3), pod_sum(a),
// c = b with c.v[1] = pod_sum(a), pod_f(c).
kernel void struct_calls(global const int *in, global int *out) {
  int i = get_global_id(0);
  pod_t a;
  a.tag = (char)i;
  for (int k = 0; k < 4; k++) a.v[k] = in[i * 4 + k];
  a.f = (float)in[i * 4] * 0.5f;
  pod_t b = pod_scaled(a, 3);
  int s = pod_sum(a);
  pod_t c = b;
  c.v[1] = s;
  global int *o = out + 13 * i;
  o[0] = a.tag;
  for (int k = 0; k < 4; k++) o[1 + k] = a.v[k];
  o[5] = b.tag;
  for (int k = 0; k < 4; k++) o[6 + k] = b.v[k];
  o[10] = as_int(b.f);
  o[11] = s;
  o[12] = as_int(pod_f(c));
}

// Reads its by-value argument after writing through a pointer that may
// point to the caller's object: the argument is a copy all the same.
NOINLINE int pod_read_after_write(pod_t p, pod_t *q) {
  q->v[1] = 7;
  q->tag = 1;
  return p.v[1] * 100 + p.tag;
}

// out[3 * i ...]: pod_read_after_write(a, &a), then a.v[1], a.tag.
kernel void struct_alias(global const int *in, global int *out) {
  int i = get_global_id(0);
  pod_t a;
  a.tag = (char)(i + 2);
  for (int k = 0; k < 4; k++) a.v[k] = in[i * 4 + k];
  a.f = 1.0f;
  int r = pod_read_after_write(a, &a);
  global int *o = out + 3 * i;
  o[0] = r, o[1] = a.v[1], o[2] = a.tag;
}

typedef struct {
  float x[5];
  int n;     // at 20
} span_t;

// A struct copied whole, then a loop bounded by a member of the copy
// whose value is used after the loop (unoptimized code computes the
// member's address in the loop; the address must not ride around the back
// edge where loops leave through their header, docs/drivers.md).
// out[4 * i ...]: c.x[1], c.x[4], c.n, a.x[1] (as ints).
kernel void struct_loop(global const int *in, global int *out) {
  int i = get_global_id(0);
  span_t a;
  a.n = i % 5 + 1;
  for (int k = 0; k < 5; k++) a.x[k] = (float)in[i * 5 + k];
  span_t c = a;
  for (int k = 0; k < c.n; k++) c.x[k] *= 2;
  global int *o = out + 4 * i;
  o[0] = (int)c.x[1], o[1] = (int)c.x[4], o[2] = c.n, o[3] = (int)a.x[1];
}

// vec3 variables seen as vec4 values and as their components (typed
// views), a float3 read as a uint4 through a union: out[8 * i ...] = w.xyz,
// e, u.xyz, v.x after a store through the int4 view.
kernel void vec3_views(global const int *in, global int *out) {
  int i = get_global_id(0);
  int3 v = vload3(i, in);
  int4 w = *(int4 *)&v;
  int e = ((int *)&v)[i % 3];
  union {
    float3 f;
    uint4 u;
  } fu;
  fu.f = as_float3(v);
  uint4 u = fu.u;
  *(int4 *)&v = (int4)(w.x + 1, w.y, w.z, 77);
  global int *o = out + 8 * i;
  o[0] = w.x, o[1] = w.y, o[2] = w.z;
  o[3] = e;
  o[4] = (int)u.x, o[5] = (int)u.y, o[6] = (int)u.z;
  o[7] = v.x;
}

// A vec3 variable read and written as bytes: out[4 * i ...] = byte
// (i % 12) of v (little-endian), then v after byte 1 of v.y is set to
// 0x5a.
kernel void vec3_bytes(global const int *in, global int *out) {
  int i = get_global_id(0);
  int3 v = vload3(i, in);
  uchar *b = (uchar *)&v;
  int byte = b[i % 12];
  b[5] = 0x5a;
  global int *o = out + 4 * i;
  o[0] = byte;
  o[1] = v.x, o[2] = v.y, o[3] = v.z;
}

// vloadn/vstoren on a private float array at offsets, and vload_half /
// vstore_half on a private ushort array seen as halves.
// fout[20 * i ...]: a[0..11] after the stores, z.xyz, x.w, y.xy, hf;
// hout[10 * i ...]: the halves after the stores; fout2[4 * i ...]: hv.
kernel void vls_private(global const float *in, global float *fout, global const ushort *hin, global ushort *hout,
                        global float *fout2) {
  int i = get_global_id(0);
  float a[12];
  for (int k = 0; k < 12; k++) a[k] = in[i * 12 + k];
  float4 x = vload4(1, a + 1);   // a[5..8]
  float2 y = vload2(0, a + 9);   // a[9..10]
  float3 z = vload3(2, a);       // a[6..8]
  vstore4(x * 2.0f, 0, a + 2);   // a[2..5]
  vstore2(y + 1.0f, 1, a + 1);   // a[3..4]
  ushort hs[10];
  for (int k = 0; k < 10; k++) hs[k] = hin[i * 10 + k];
  float4 hv = vload_half4(1, (half *)hs + 1);              // hs[5..8]
  float hf = vload_half(3, (half *)hs);                    // hs[3]
  vstore_half2((float2)(hf, hv.x) * 2.0f, 2, (half *)hs + 1); // hs[5..6], to nearest
  vstore_half_rtz(hv.w * 3.0f, 0, (half *)hs);             // hs[0], toward zero
  global float *o = fout + 20 * i;
  for (int k = 0; k < 12; k++) o[k] = a[k];
  o[12] = z.x, o[13] = z.y, o[14] = z.z;
  o[15] = x.w;
  o[16] = y.x, o[17] = y.y;
  o[18] = hf;
  o[19] = 0.0f;
  for (int k = 0; k < 10; k++) hout[i * 10 + k] = hs[k];
  vstore4(hv, i, fout2);
}

// Pointer arithmetic across casts: a uchar pointer walking an int array
// (reads and writes), a ushort store into it (a union: C's aliasing
// rules), an atomic on one of its ints, a float4 pointer over a float
// array. out[16 * i ...]: the weighted byte sum, the atomic's old value,
// a[0..5] after the writes, f[0..7] as bits.
kernel void ptr_casts(global const int *in, global int *out) {
  int i = get_global_id(0);
  union {
    int a[6];
    ushort s[12];
  } u;
  private int *a = u.a;
  for (int k = 0; k < 6; k++) a[k] = in[i * 6 + k];
  private uchar *p = (private uchar *)a;
  uint sum = 0;
  for (int k = 0; k < 24; k++) sum += (uint)p[k] * (uint)(k + 1);
  p[5] = 0xab;                       // byte 1 of a[1]
  u.s[5] = 0x1234;                   // upper half of a[2]
  p += 12;
  *p++ = 0x01;                       // byte 0 of a[3]
  *p = 0x02;                         // byte 1 of a[3]
  int old = atomic_fetch_add_explicit((volatile atomic_int *)(a + 4), 7, memory_order_relaxed);
  float f[8];
  for (int k = 0; k < 8; k++) f[k] = (float)(in[i * 6 + k % 6] >> 8) * 0.25f;
  private float4 *q = (private float4 *)f;
  float4 s = q[0] + q[1];
  q[1] = s * 2.0f;
  global int *o = out + 16 * i;
  o[0] = (int)sum;
  o[1] = old;
  for (int k = 0; k < 6; k++) o[2 + k] = a[k];
  for (int k = 0; k < 8; k++) o[8 + k] = as_int(f[k]);
}

// Addresses as integers: each variable aligned as OpenCL C requires (and
// as declared), distinct, and an integer made a pointer again.
// out[8 * i ...]: the alignment checks, the distinctness check, v4 after
// storing through the integer.
kernel void priv_align(global const int *in, global int *out) {
  int i = get_global_id(0);
  char c = (char)i;
  int4 v4 = (int4)(in[i]);
  char d = (char)(i + 1);
  long l = (long)in[i] * 1048576;
  float3 f3 = (float3)((float)i);
  char e = 3;
  long16 l16 = (long16)((long)i);
  __attribute__((aligned(64))) int big[3] = {1, 2, 3};
  uintptr_t ac = (uintptr_t)&c, a4 = (uintptr_t)&v4, ad = (uintptr_t)&d, al = (uintptr_t)&l;
  uintptr_t af = (uintptr_t)&f3, ae = (uintptr_t)&e, a16 = (uintptr_t)&l16, ab = (uintptr_t)&big;
  global int *o = out + 8 * i;
  o[0] = a4 % 16 == 0;
  o[1] = al % 8 == 0;
  o[2] = af % 16 == 0;
  o[3] = a16 % 128 == 0;
  o[4] = ab % 64 == 0;
  o[5] = ac != ad && ad != ae && ac != ae && a4 != al && ab != a16 && ac != 0;
  *(private int *)(a4 + 8) = 99;     // v4.z
  o[6] = v4.x + v4.y * 3 + v4.z * 5 + v4.w * 7;
  o[7] = (int)(l >> 20) + (int)f3.y + (int)l16.s7 + big[2] + c + d + e;
}

// Pointers advanced in loops, chosen at run time, kept in memory and
// subtracted (explicitly private: OpenCL C 2.0's unqualified pointers are
// generic, whose space a pointer loaded from memory does not tell).
// out[8 * i ...]: see the host reference.
kernel void ptr_loop(global const int *in, global int *out, int n) {
  int i = get_global_id(0);
  int a[16], b[16];
  private int *p = a;
  for (int k = 0; k < 16; k++) *p++ = in[i * 16 + k];
  for (int k = 0; k < 16; k++) b[k] = in[i * 16 + (k + 3) % 16];
  for (private int *q = b + 15; q >= b + 1; q--) *q = q[-1] * 2;
  b[0] = i;
  uint acc = 0;
  private int *q = a + 1;
  for (; q < a + 16; q += 3) acc = acc * 3u + (uint)*q;
  private int *r = (in[i * 16] & 1) ? a : b;
  r[i % 16] += 1000;
  private int *ptrs[2] = {a, b};
  private int *pick = ptrs[n & 1];
  global int *o = out + 8 * i;
  o[0] = (int)acc;
  o[1] = (int)(q - a);
  o[2] = (int)(p - a);
  o[3] = pick[3] + pick[(i + 5) % 16];
  o[4] = a[i % 16];
  o[5] = b[i % 16];
  o[6] = r == a;
  o[7] = ptrs[1][15];
}

// Pointer arithmetic across the rows of nested arrays, as C lays them
// out: a float pointer over an array of float4, over a 2D array (from its
// first element and from a row) and over an array of float3 (four floats
// a row, the fourth padding); optimized code indexes such arrays beyond
// their inner rows too. All typed. out[5 * i ...].
kernel void ptr_nested(global const int *in, global int *out) {
  int i = get_global_id(0);
  float4 v[2];
  v[0] = (float4)((float)in[i * 8], (float)in[i * 8 + 1], (float)in[i * 8 + 2], (float)in[i * 8 + 3]);
  v[1] = (float4)((float)in[i * 8 + 4], (float)in[i * 8 + 5], (float)in[i * 8 + 6], (float)in[i * 8 + 7]);
  private float *f = (private float *)v;
  float m[3][4];
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 4; c++) m[r][c] = (float)(r * 10 + c + i);
  private float *p = &m[0][0];
  private float *q = m[1];
  float3 t[2] = {(float3)(1.0f, 2.0f, 3.0f), (float3)((float)i, 5.0f, 6.0f)};
  private float *u = (private float *)t;
  global int *o = out + 5 * i;
  o[0] = (int)f[i % 4 + 4];
  o[1] = (int)p[i % 8 + 3];
  o[2] = (int)q[i % 4 + 4];
  o[3] = (int)f[i % 8];
  o[4] = (int)u[4 + i % 3];
}

// 64-bit values in private memory read as their 32-bit halves and
// written back through them (a union, through its members: C's aliasing
// rules). out[8 * i ...]: the halves of x[0..1], then x[2..3] after the
// writes, as halves.
kernel void priv_wide_words(global const long *in, global uint *out) {
  int i = get_global_id(0);
  union {
    ulong x[4];
    uint h[8];
  } u;
  for (int k = 0; k < 4; k++) u.x[k] = (ulong)in[i * 4 + k];
  global uint *o = out + 8 * i;
  for (int k = 0; k < 4; k++) o[k] = u.h[k];
  u.h[4] = u.h[5] ^ 0x80000000u;   // low half of x[2]
  u.h[7] += 1;                     // high half of x[3]
  u.x[3] += 5;
  o[4] = (uint)u.x[2], o[5] = (uint)(u.x[2] >> 32);
  o[6] = (uint)u.x[3], o[7] = (uint)(u.x[3] >> 32);
}

// vstore3 at offset i % 5 into a uchar3 array seen as uchar: bytes
// 3 * off ... 3 * off + 2, the padding byte of an element among them where
// off is 1, 2 or 3 (vstoren has no padding semantic: n scalars at
// p + offset * n). out[3 * i ...]: those bytes read back.
kernel void vec3_padding(global const int *in, global int *out) {
  int i = get_global_id(0);
  uchar3 a[4];
  int off = i % 5;
  uchar3 v = (uchar3)((uchar)in[i], (uchar)(in[i] >> 8), (uchar)(in[i] >> 16));
  vstore3(v, off, (uchar *)a);
  uchar *b = (uchar *)a + 3 * off;
  for (int k = 0; k < 3; k++) out[3 * i + k] = b[k];
}
