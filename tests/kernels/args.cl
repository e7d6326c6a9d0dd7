// args.cl: kernel arguments of every scalar and many vector types, more
// of them than push constants hold (the rest go through the argument
// buffer), structs and vectors by value, buffers among them. Each kernel
// writes back what it received, bit for bit, as longs.

kernel void mixed_args(global long *out, char a, uchar b, short c, ushort d, int e, uint f,
                       long g, ulong h, float fl, char3 j, short8 k, float16 l, int4 m,
                       ulong2 n, uchar16 o, global const int *in, float3 p, long4 q, char r) {
  size_t i = get_global_id(0);
  global long *w = out + i * 80;
  w[0] = a; w[1] = b; w[2] = c; w[3] = d; w[4] = e; w[5] = f; w[6] = g; w[7] = (long)h;
  w[8] = as_int(fl);
  w[9] = j.x; w[10] = j.y; w[11] = j.z;
  for (int t = 0; t < 8; t++) w[12 + t] = k[t];
  for (int t = 0; t < 16; t++) w[20 + t] = as_int(l[t]);
  w[36] = m.x; w[37] = m.y; w[38] = m.z; w[39] = m.w;
  w[40] = (long)n.x; w[41] = (long)n.y;
  for (int t = 0; t < 16; t++) w[42 + t] = o[t];
  w[58] = in[i];
  w[59] = as_int(p.x); w[60] = as_int(p.y); w[61] = as_int(p.z);
  w[62] = q.x; w[63] = q.y; w[64] = q.z; w[65] = q.w;
  w[66] = r;
}

typedef struct {
  long l;
  uchar u;
} tail_t;

typedef struct {
  char c;
  short3 s;      // at 8
  float f[3];    // at 16
  tail_t t;      // at 32
  float4 v;      // at 48
} sv_t;          // 64 bytes

typedef struct {
  int a, b;
} pair_t;

kernel void struct_args(global long *out, sv_t s, int k, pair_t p, sv_t t, uchar z) {
  size_t i = get_global_id(0);
  global long *w = out + i * 40;
  w[0] = s.c; w[1] = s.s.x; w[2] = s.s.y; w[3] = s.s.z;
  w[4] = as_int(s.f[0]); w[5] = as_int(s.f[1]); w[6] = as_int(s.f[2]);
  w[7] = s.t.l; w[8] = s.t.u;
  w[9] = as_int(s.v.x); w[10] = as_int(s.v.w);
  w[11] = k; w[12] = p.a; w[13] = p.b;
  w[14] = t.c; w[15] = t.s.z; w[16] = as_int(t.f[k & 1 ? 2 : 1]); w[17] = t.t.l; w[18] = t.t.u;
  w[19] = as_int(t.v.y); w[20] = z;
  w[21] = s.f[i % 3] == t.f[i % 3];  // dynamic index into a by-value array
}

kernel void vector_args(global float *out, float2 a, float3 b, float4 c, float8 d, float16 e,
                        int3 f, uchar3 g, ushort2 h) {
  size_t i = get_global_id(0);
  global float *w = out + i * 48;
  vstore2(a, 0, w);
  vstore3(b, 0, w + 2);
  vstore4(c, 0, w + 5);
  vstore8(d, 0, w + 9);
  vstore16(e, 0, w + 17);
  vstore3(convert_float3(f), 0, w + 33);
  vstore3(convert_float3(g), 0, w + 36);
  vstore2(convert_float2(h), 0, w + 39);
  w[41] = c.x + (float)i;
}

// Program-scope constants beside arguments that fill the push constants:
// the globals' address is an implicit value and must not push the
// arguments past the device limit (128 bytes on lavapipe): arguments that
// do not fit go to the argument buffer. zero_tab is what OpenCV's IDLF
// kernels have (an array initialized with {0}).
constant uint push_tab[8] = {3, 1, 4, 1, 5, 9, 2, 6};
constant int push_zero_tab[16] = {0};
kernel void push_full_29(global uint *o, uint a0, uint a1, uint a2, uint a3, uint a4, uint a5, uint a6, uint a7, uint a8, uint a9, uint a10, uint a11, uint a12, uint a13, uint a14, uint a15, uint a16, uint a17, uint a18, uint a19, uint a20, uint a21, uint a22, uint a23, uint a24, uint a25, uint a26, uint a27, uint a28) {
  size_t i = get_global_id(0);
  o[i] = push_tab[i & 7] + (uint)push_zero_tab[i & 15] + a0 * 1u + a1 * 2u + a2 * 3u + a3 * 4u + a4 * 5u + a5 * 6u + a6 * 7u + a7 * 8u + a8 * 9u + a9 * 10u + a10 * 11u + a11 * 12u + a12 * 13u + a13 * 14u + a14 * 15u + a15 * 16u + a16 * 17u + a17 * 18u + a18 * 19u + a19 * 20u + a20 * 21u + a21 * 22u + a22 * 23u + a23 * 24u + a24 * 25u + a25 * 26u + a26 * 27u + a27 * 28u + a28 * 29u;
}
kernel void push_full_30(global uint *o, uint a0, uint a1, uint a2, uint a3, uint a4, uint a5, uint a6, uint a7, uint a8, uint a9, uint a10, uint a11, uint a12, uint a13, uint a14, uint a15, uint a16, uint a17, uint a18, uint a19, uint a20, uint a21, uint a22, uint a23, uint a24, uint a25, uint a26, uint a27, uint a28, uint a29) {
  size_t i = get_global_id(0);
  o[i] = push_tab[i & 7] + (uint)push_zero_tab[i & 15] + a0 * 1u + a1 * 2u + a2 * 3u + a3 * 4u + a4 * 5u + a5 * 6u + a6 * 7u + a7 * 8u + a8 * 9u + a9 * 10u + a10 * 11u + a11 * 12u + a12 * 13u + a13 * 14u + a14 * 15u + a15 * 16u + a16 * 17u + a17 * 18u + a18 * 19u + a19 * 20u + a20 * 21u + a21 * 22u + a22 * 23u + a23 * 24u + a24 * 25u + a25 * 26u + a26 * 27u + a27 * 28u + a28 * 29u + a29 * 30u;
}
kernel void push_full_31(global uint *o, uint a0, uint a1, uint a2, uint a3, uint a4, uint a5, uint a6, uint a7, uint a8, uint a9, uint a10, uint a11, uint a12, uint a13, uint a14, uint a15, uint a16, uint a17, uint a18, uint a19, uint a20, uint a21, uint a22, uint a23, uint a24, uint a25, uint a26, uint a27, uint a28, uint a29, uint a30) {
  size_t i = get_global_id(0);
  o[i] = push_tab[i & 7] + (uint)push_zero_tab[i & 15] + a0 * 1u + a1 * 2u + a2 * 3u + a3 * 4u + a4 * 5u + a5 * 6u + a6 * 7u + a7 * 8u + a8 * 9u + a9 * 10u + a10 * 11u + a11 * 12u + a12 * 13u + a13 * 14u + a14 * 15u + a15 * 16u + a16 * 17u + a17 * 18u + a18 * 19u + a19 * 20u + a20 * 21u + a21 * 22u + a22 * 23u + a23 * 24u + a24 * 25u + a25 * 26u + a26 * 27u + a27 * 28u + a28 * 29u + a29 * 30u + a30 * 31u;
}
kernel void push_full_32(global uint *o, uint a0, uint a1, uint a2, uint a3, uint a4, uint a5, uint a6, uint a7, uint a8, uint a9, uint a10, uint a11, uint a12, uint a13, uint a14, uint a15, uint a16, uint a17, uint a18, uint a19, uint a20, uint a21, uint a22, uint a23, uint a24, uint a25, uint a26, uint a27, uint a28, uint a29, uint a30, uint a31) {
  size_t i = get_global_id(0);
  o[i] = push_tab[i & 7] + (uint)push_zero_tab[i & 15] + a0 * 1u + a1 * 2u + a2 * 3u + a3 * 4u + a4 * 5u + a5 * 6u + a6 * 7u + a7 * 8u + a8 * 9u + a9 * 10u + a10 * 11u + a11 * 12u + a12 * 13u + a13 * 14u + a14 * 15u + a15 * 16u + a16 * 17u + a17 * 18u + a18 * 19u + a19 * 20u + a20 * 21u + a21 * 22u + a22 * 23u + a23 * 24u + a24 * 25u + a25 * 26u + a26 * 27u + a27 * 28u + a28 * 29u + a29 * 30u + a30 * 31u + a31 * 32u;
}
