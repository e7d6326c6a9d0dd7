// memory.cl: structs in __global memory (nested, arrays inside, vec3
// members, the packed attribute), copied whole and member by member;
// pointer arithmetic and casts (uint* to uchar*, float4* to float*),
// pointer differences and comparisons, pointers chosen at run time and
// walked in loops; 64-bit size_t arithmetic.

typedef struct {
  char c;
  float3 v;        // 16-byte aligned, 16 bytes
  short s[3];
} inner_t;          // 48 bytes

typedef struct {
  int id;
  inner_t in[2];   // at 16
  long l;          // at 112
  uchar tail;      // at 120
} outer_t;          // 128 bytes

kernel void struct_copy(global const outer_t *in, global outer_t *out) {
  size_t i = get_global_id(0);
  outer_t o = in[i];
  o.id = o.id * 3 + 1;
  o.in[0].v = o.in[1].v * 2.0f + o.in[0].v.zxy;
  o.in[1].s[2] = (short)(o.in[0].s[0] + o.in[1].c);
  o.l ^= (long)o.id << 20;
  o.tail = (uchar)(o.in[0].c + 1);
  out[i] = o;
}

// member access through pointers, dynamic array indexes inside structs
kernel void struct_members(global outer_t *s, global float *f, global int *idx) {
  size_t i = get_global_id(0);
  global outer_t *p = s + i;
  int k = idx[i] & 1, j = (idx[i] >> 1) % 3;
  global inner_t *q = &p->in[k];
  f[4 * i] = q->v.x + q->v.y * q->v.z;
  f[4 * i + 1] = (float)q->s[j];
  f[4 * i + 2] = (float)p->in[1 - k].c;
  f[4 * i + 3] = (float)(p->l & 0xffff);
  q->s[j] = (short)(q->s[j] * 2);
  p->in[1 - k].v.y = -1.5f;
  p->tail = (uchar)k;
}

typedef struct __attribute__((packed)) {
  char c;
  int i;            // at 1
  short s;          // at 5
  long l;           // at 7
  float f;          // at 15
  uchar3 u3;        // at 19, 4 bytes (vec3 is vec4-sized)
} packed_t;         // 23 bytes

kernel void struct_packed(global const packed_t *in, global packed_t *out, global long *sum) {
  size_t i = get_global_id(0);
  packed_t p = in[i];
  sum[i] = p.c + p.i + p.s + p.l + (long)p.f + p.u3.x + p.u3.y + p.u3.z;
  p.i = p.i ^ 0x5a5a5a5a;
  p.l = p.l + p.s;
  p.f = p.f * 0.5f;
  p.u3 = p.u3.zyx;
  out[i] = p;
  out[i].c = (char)(in[i].c - 1);
}

// Pointer casts, differences and comparisons.
kernel void ptr_ops(global uint *words, global uchar *bytes, global float4 *v4, global float *fo,
                    global long *lo) {
  size_t i = get_global_id(0);
  global uchar *b = (global uchar *)(words + i);
  for (int k = 0; k < 4; k++) bytes[4 * i + k] = b[3 - k]; // byte swap
  global float *f = (global float *)(v4 + i);
  fo[i] = f[0] + 2.0f * f[3];
  ((global float *)v4)[4 * i + 1] = f[2]; // write through the cast
  global float *p = f + 3, *q = f;
  lo[8 * i + 0] = p - q;
  lo[8 * i + 1] = (global char *)(v4 + i) - (global char *)v4;
  lo[8 * i + 2] = (p > q) | (p >= q) << 1 | (p < q) << 2 | (p == f + 3) << 3 | (q != f) << 4;
  lo[8 * i + 3] = ((ulong)(v4 + i) & 15);            // buffers are at least 16-byte aligned
  lo[8 * i + 4] = (global uchar *)(words + i) - b;
  lo[8 * i + 5] = (global float *)(v4 + i) + 2 - (global float *)v4;
  global uint *w = words + i;
  lo[8 * i + 6] = (long)(((global ushort *)w)[1]);  // high half of a little-endian word
  lo[8 * i + 7] = (global float *)v4 + 4 * i == f;
}

// A pointer chosen at run time, walked in a loop with a pointer bound.
kernel void ptr_walk(global const int *a, global const int *b, global int *out, int len) {
  size_t i = get_global_id(0);
  global const int *base = (i & 1) ? a : b;
  global const int *end = base + i % 7 + len;
  int s = 0;
  for (global const int *p = base + i % 7; p < end; p++) s += *p;
  global const int *m = a[i] > b[i] ? a + i : b + i; // select of pointers
  out[2 * i] = s;
  out[2 * i + 1] = *m;
}

// Vectors read and written through byte pointers cast to vector pointers at
// a run-time offset that is a multiple of the component only (llama.cpp's
// mat-vec kernels: `(global float4 *)(src0 + offset0 + r0 * nb01)`).
// OpenCL C leaves such accesses undefined; Intel and Adreno GPUs take them,
// and kernels written for them rely on it (translate/memory/align_analysis.c).
kernel void misaligned_vectors(global const char *in, global char *out, int off) {
  size_t i = get_global_id(0);
  global const float4 *f = (global const float4 *)(in + off);
  global float4 *fo = (global float4 *)(out + off);
  fo[i] = f[i] * 2.0f;
  global const ushort4 *h = (global const ushort4 *)(in + 4096 + off / 2);
  global ushort4 *ho = (global ushort4 *)(out + 4096 + off / 2);
  ho[i] = h[i] + (ushort4)(1, 2, 3, 4);
  global const int2 *w = (global const int2 *)(in + 8192 + off);
  global int2 *wo = (global int2 *)(out + 8192 + off);
  wo[i] = w[i].yx;
}

// Vectors of bytes and halfwords moved whole (translate/memory/lower_memory.c): through
// vector-typed arguments (alignment proven: one 16- or 8-byte access),
// and through byte pointers at a run-time offset cast to vector pointers,
// as OpenCV's element-wise kernels do (alignment checked at run time;
// `off` aligned or not picks the branch).
kernel void wide_narrow(global const uchar16 *a16, global uchar16 *b16, global const ushort8 *a8,
                        global ushort8 *b8, global const uchar8 *ac8, global uchar8 *bc8,
                        global const uchar *src, global uchar *dst, int off, global const ushort16 *as16,
                        global ushort16 *bs16) {
  size_t i = get_global_id(0);
  b16[i] = a16[i] + (uchar16)(3);
  bs16[i] = as16[i].sfedcba9876543210; // 32 bytes: two uvec4 accesses
  b8[i] = a8[i] * (ushort8)(3);
  bc8[i] = ac8[i].s76543210;
  global const uchar16 *s = (global const uchar16 *)(src + off);
  global uchar16 *d = (global uchar16 *)(dst + off);
  d[i] = s[i] ^ (uchar16)(0x5a);
  global const short8 *sh = (global const short8 *)(src + 4096 + off);
  global short8 *dh = (global short8 *)(dst + 4096 + off);
  dh[i] = sh[i] - (short8)(7);
}

// 64-bit size_t arithmetic: values beyond 32 bits, wrap-around of
// unsigned subtraction, pointer offsets that go negative and back.
kernel void size_math(global ulong *out, global const int *in) {
  size_t i = get_global_id(0), n = get_global_size(0);
  size_t big = i * 0x100000001ul + 0xfffffffful;
  size_t back = (n - i) - n;                         // -i modulo 2^64
  out[6 * i + 0] = big;
  out[6 * i + 1] = big >> 33;
  out[6 * i + 2] = back;
  out[6 * i + 3] = big / (i + 3) + big % (i + 7);
  ptrdiff_t d = -(ptrdiff_t)i - 5;
  global const int *p = in + 2 * i + 10;
  out[6 * i + 4] = (ulong)(p + d)[-d];               // p[0] the long way
  out[6 * i + 5] = (ulong)((size_t)(in + i) - (size_t)in);
}

// Private vectors of 8 and 16 components, alone and in arrays, written
// whole and read as ((T *)&v)[k] with run-time k: what unoptimized code
// (Shoal's OpenCL C front end) keeps in private memory.
kernel void priv_wide(global const float *in, global float *out, int rot) {
  size_t i = get_global_id(0);
  float8 acc[4];
  for (int r = 0; r < 4; r++) acc[r] = vload8(r, in + i * 32);
  float16 w = (float16)(acc[0], acc[3]);
  for (int r = 0; r < 4; r++) acc[r] = acc[r] * 2.0f + (float8)((float)r);
  for (int k = 0; k < 32; k++) out[i * 48 + k] = ((float *)&acc[k / 8])[(k + rot) % 8];
  for (int k = 0; k < 16; k++) out[i * 48 + 32 + k] = ((float *)&w)[(k + rot) % 16];
}

// Vectors of 8- and 16-bit components in __global memory, aligned (they
// move as 32-bit words) and not (component by component): per work-item i,
// d16[i] = vload16(i, src); s8[i] = vload8(i, (short *)src) + 1; d3[i] =
// vload3(0, src + 3 * i + 1) (vstore3 to bytes 3 * i of d3raw); and
// vstore4(vload4(i, src) ^ 0x5a, 0, mis + 5 * i + 1) (odd addresses).
kernel void narrow_vectors(global const uchar *src, global uchar16 *d16, global short8 *s8, global uchar *d3raw,
                           global uchar *mis) {
  size_t i = get_global_id(0);
  d16[i] = vload16(i, src);
  s8[i] = vload8(i, (global const short *)src) + (short8)1;
  vstore3(vload3(0, src + 3 * i + 1), i, d3raw);
  vstore4(vload4(i, src) ^ (uchar4)0x5a, 0, mis + 5 * i + 1);
}
