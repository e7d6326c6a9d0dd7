// relational.cl: relational built-ins of OpenCL C 6.15.6 (scalar results 1
// or 0, vector results -1 or 0), any/all (the MSB of each component),
// select (scalar: c != 0; vector: the MSB of c) and bitselect, for floats
// and every integer type; shuffle/shuffle2 with variable and constant masks.

#define FLOAT_REL(x, y, PUT)                  \
  PUT(0, isequal(x, y));                      \
  PUT(1, isnotequal(x, y));                   \
  PUT(2, isgreater(x, y));                    \
  PUT(3, isgreaterequal(x, y));               \
  PUT(4, isless(x, y));                       \
  PUT(5, islessequal(x, y));                  \
  PUT(6, islessgreater(x, y));                \
  PUT(7, isfinite(x));                        \
  PUT(8, isinf(x));                           \
  PUT(9, isnan(x));                           \
  PUT(10, isnormal(x));                       \
  PUT(11, isordered(x, y));                   \
  PUT(12, isunordered(x, y));                 \
  PUT(13, signbit(x));                        \
  PUT(14, x < y);                             \
  PUT(15, x != y);

#define PUT_S(j, v) o[(j) * n + i] = (v)
kernel void rel_float(global const float *a, global const float *b, global const int *c,
                      global int *o, global float *of) {
  size_t i = get_global_id(0), n = get_global_size(0);
  float x = a[i], y = b[i];
  FLOAT_REL(x, y, PUT_S)
  of[i] = select(x, y, c[i]);
  of[n + i] = bitselect(x, y, as_float(c[i]));
  of[2 * n + i] = isless(x, y) ? x : y;
}

#define PUT_V4(j, v) vstore4((v), (j) * n + i, o)
#define PUT_V3(j, v) vstore3((v), (j) * n + i, o)
#define PUT_V8(j, v) vstore8((v), (j) * n + i, o)
#define FLOAT_REL_VEC(N)                                                                  \
  kernel void rel_float##N(global const float *a, global const float *b,                  \
                           global const int *c, global int *o, global float *of) {        \
    size_t i = get_global_id(0), n = get_global_size(0);                                  \
    float##N x = vload##N(i, a), y = vload##N(i, b);                                      \
    int##N ci = vload##N(i, c);                                                           \
    FLOAT_REL(x, y, PUT_V##N)                                                             \
    vstore##N(select(x, y, ci), i, of);                                                   \
    vstore##N(select(x, y, as_uint##N(ci)), n + i, of);                                   \
    vstore##N(bitselect(x, y, as_float##N(ci)), 2 * n + i, of);                           \
    vstore##N(select(y, x, isgreater(x, y)), 3 * n + i, of);                              \
    o[16 * n * N + i] = any(isnan(x)) | all(isless(x, y)) << 1 | any(ci) << 2 | all(ci) << 3; \
  }
FLOAT_REL_VEC(3)
FLOAT_REL_VEC(4)
FLOAT_REL_VEC(8)

// Integer select/bitselect/any/all: scalar, then vectors of each width.
#define INT_SEL(T, UT, ST)                                                                \
  kernel void sel_##T(global const T *a, global const T *b, global const T *c,            \
                      global T *o, global int *oa) {                                      \
    size_t i = get_global_id(0), n = get_global_size(0);                                  \
    T x = a[i], y = b[i], z = c[i];                                                       \
    o[i] = select(x, y, z);                                                               \
    o[n + i] = select(x, y, (UT)z);                                                       \
    o[2 * n + i] = bitselect(x, y, z);                                                    \
    o[3 * n + i] = x < y ? z : x;                                                         \
    oa[i] = any((ST)z) | all((ST)z) << 1;                                                 \
  }
INT_SEL(char, uchar, char)
INT_SEL(ushort, ushort, short)
INT_SEL(int, uint, int)
INT_SEL(ulong, ulong, long)

#define INT_SEL_VEC(T, UT, ST, N)                                                         \
  kernel void sel_##T##N(global const T *a, global const T *b, global const T *c,         \
                         global T *o, global int *oa) {                                   \
    size_t i = get_global_id(0), n = get_global_size(0);                                  \
    T##N x = vload##N(i, a), y = vload##N(i, b), z = vload##N(i, c);                      \
    vstore##N(select(x, y, as_##ST##N(z)), i, o);                                         \
    vstore##N(select(x, y, as_##UT##N(z)), n + i, o);                                     \
    vstore##N(bitselect(x, y, z), 2 * n + i, o);                                          \
    vstore##N(select(z, x, x < y), 3 * n + i, o);                                         \
    oa[i] = any(as_##ST##N(z)) | all(as_##ST##N(z)) << 1 | any(x < y) << 2 |              \
            all(x >= y) << 3;                                                             \
  }
INT_SEL_VEC(char, uchar, char, 16)
INT_SEL_VEC(uchar, uchar, char, 3)
INT_SEL_VEC(short, ushort, short, 8)
INT_SEL_VEC(uint, uint, int, 4)
INT_SEL_VEC(long, ulong, long, 2)
INT_SEL_VEC(ulong, ulong, long, 16)

// shuffle/shuffle2: only the low log2(n) (log2(2n)) bits of each mask
// component count (OpenCL C 6.15.12).
kernel void shuffles(global const uint *in, global const uint *masks, global uint *o) {
  size_t i = get_global_id(0);
  global const uint *p = in + i * 64;
  global const uint *mk = masks + i * 64;
  global uint *q = o + i * 96;
  float4 f4 = as_float4(vload4(0, p));
  uint8 m8 = vload8(0, mk);
  vstore8(as_uint8(shuffle(f4, m8)), 0, q);                              // 8
  char8 c8a = as_char8(vload2(2, p)), c8b = as_char8(vload2(3, p));
  uchar16 m16 = as_uchar16(vload4(2, mk));
  vstore4(as_uint4(shuffle2(c8a, c8b, m16)), 2, q);                      // 8..11
  ulong2 l2 = as_ulong2(vload4(2, p));
  ulong4 ml4 = as_ulong4(vload8(2, mk));
  vstore8(as_uint8(shuffle(l2, ml4)), 2, q);                             // 16..23
  int16 i16 = as_int16(vload16(1, p));
  uint16 mi16 = vload16(2, mk);
  vstore16(as_uint16(shuffle(i16, mi16)), 2, q);                         // 32..47
  short4 s4a = as_short4(vload2(16, p)), s4b = as_short4(vload2(17, p));
  ushort2 ms2 = as_ushort2(mk[48]);
  q[48] = as_uint(shuffle2(s4a, s4b, ms2));                             // 48
  uint2 u2a = vload2(18, p), u2b = vload2(19, p);
  uint8 mu8 = vload8(7, mk);
  vstore8(shuffle2(u2a, u2b, mu8), 7, q);                                // 56..63
  float16 f16a = as_float16(vload16(2, p)), f16b = as_float16(vload16(3, p));
  uint4 m4 = vload4(13, mk);
  vstore4(as_uint4(shuffle2(f16a, f16b, m4)), 16, q);                    // 64..67
  // constant masks
  vstore4(as_uint4(shuffle(f4, (uint4)(3, 2, 1, 0))), 17, q);            // 68..71
  vstore8(as_uint8(shuffle2(f4, as_float4(vload4(1, p)), (uint8)(0, 4, 1, 5, 2, 6, 7, 3))), 9, q); // 72..79
  vstore4(as_uint4(shuffle(i16, (uint4)(15, 0, 17, 8))), 20, q);         // 80..83 (17 & 15 = 1)
}
