// int_builtins.cl: the integer built-ins of OpenCL C 6.15.3 for every
// integer type, scalar (ib_<type>) and vector (ib_<type><n>: vectors of 2,
// 3, 4, 8 and 16 components, which Vulkan gets split or padded). Results
// are stored as bits in the unsigned type of the same width: output j of
// element i is o[j * n + i] (vectors: vstore at j * n + i).

// Outputs 0..15, shared by the scalar and vector kernels.
#define IB_COMMON(UT, x, y, z, PUT)            \
  PUT(UT, 0, abs(x));                              \
  PUT(UT, 1, abs_diff(x, y));                      \
  PUT(UT, 2, add_sat(x, y));                       \
  PUT(UT, 3, sub_sat(x, y));                       \
  PUT(UT, 4, hadd(x, y));                          \
  PUT(UT, 5, rhadd(x, y));                         \
  PUT(UT, 6, clamp(x, min(y, z), max(y, z)));      \
  PUT(UT, 7, clz(x));                              \
  PUT(UT, 8, ctz(x));                              \
  PUT(UT, 9, mad_hi(x, y, z));                     \
  PUT(UT, 10, mad_sat(x, y, z));                   \
  PUT(UT, 11, max(x, y));                          \
  PUT(UT, 12, min(x, y));                          \
  PUT(UT, 13, mul_hi(x, y));                       \
  PUT(UT, 14, rotate(x, y));                       \
  PUT(UT, 15, popcount(x));

#define IB_SCALAR(T, UT)                                                                   \
  kernel void ib_##T(global const T *a, global const T *b, global const T *c, global UT *o) { \
    size_t i = get_global_id(0), n = get_global_size(0);                                   \
    T x = a[i], y = b[i], z = c[i];                                                        \
    IB_COMMON(UT, x, y, z, PUT_S)                                                          \
  }
#define PUT_S(UT, j, v) o[(j) * n + i] = (UT)(v)

// Vectors: the same, plus the forms with a scalar second operand.
#define IB_VECTOR(T, UT, N)                                                                \
  kernel void ib_##T##N(global const T *a, global const T *b, global const T *c,           \
                        global UT *o, T lo, T hi, T s) {                                   \
    size_t i = get_global_id(0), n = get_global_size(0);                                   \
    T##N x = vload##N(i, a), y = vload##N(i, b), z = vload##N(i, c);                       \
    IB_COMMON(UT, x, y, z, PUT_V##N)                                                       \
    PUT_V##N(UT, 16, clamp(x, lo, hi));                                                        \
    PUT_V##N(UT, 17, max(x, s));                                                               \
    PUT_V##N(UT, 18, min(x, s));                                                               \
  }
#define PUT_V2(UT, j, v) vstore2(as_##UT##2(v), (j) * n + i, o)
#define PUT_V3(UT, j, v) vstore3(as_##UT##3(v), (j) * n + i, o)
#define PUT_V4(UT, j, v) vstore4(as_##UT##4(v), (j) * n + i, o)
#define PUT_V8(UT, j, v) vstore8(as_##UT##8(v), (j) * n + i, o)
#define PUT_V16(UT, j, v) vstore16(as_##UT##16(v), (j) * n + i, o)

IB_SCALAR(char, uchar)
IB_SCALAR(uchar, uchar)
IB_SCALAR(short, ushort)
IB_SCALAR(ushort, ushort)
IB_SCALAR(int, uint)
IB_SCALAR(uint, uint)
IB_SCALAR(long, ulong)
IB_SCALAR(ulong, ulong)

IB_VECTOR(char, uchar, 16)
IB_VECTOR(uchar, uchar, 3)
IB_VECTOR(short, ushort, 8)
IB_VECTOR(ushort, ushort, 4)
IB_VECTOR(int, uint, 2)
IB_VECTOR(uint, uint, 16)
IB_VECTOR(long, ulong, 3)
IB_VECTOR(ulong, ulong, 8)

// upsample (hi << width | lo) for the three widths, scalar and vector,
// and mul24 / mad24 on 32-bit integers, whose inputs the host keeps in the
// 24-bit range the specification requires.
kernel void ib_upsample(global const char *c, global const uchar *uc, global const short *s,
                        global const ushort *us, global const int *x, global const uint *ux,
                        global short *o16, global ushort *ou16, global int *o32, global uint *ou32,
                        global long *o64, global ulong *ou64) {
  size_t i = get_global_id(0);
  o16[i] = upsample(c[i], uc[i]);
  ou16[i] = upsample(uc[i], uc[i ^ 1]);
  o32[i] = upsample(s[i], us[i]);
  ou32[i] = upsample(us[i], us[i ^ 1]);
  o64[i] = upsample(x[i], ux[i]);
  ou64[i] = upsample(ux[i], ux[i ^ 1]);
}

kernel void ib_upsample_vec(global const char *c, global const uchar *uc, global const short *s,
                            global const ushort *us, global const int *x, global const uint *ux,
                            global short *o16, global uint *ou32, global long *o64) {
  size_t i = get_global_id(0);
  vstore16(upsample(vload16(i, c), vload16(i, uc)), i, o16);
  vstore3(upsample(vload3(i, us), vload3(i, us + 1)), i, ou32);
  vstore4(upsample(vload4(i, x), vload4(i, ux)), i, o64);
  (void)s;
}

kernel void ib_24(global const int *a, global const int *b, global const int *c,
                  global const uint *ua, global const uint *ub, global const uint *uc,
                  global int *o, global uint *uo) {
  size_t i = get_global_id(0), n = get_global_size(0);
  o[i] = mul24(a[i], b[i]);
  o[n + i] = mad24(a[i], b[i], c[i]);
  uo[i] = mul24(ua[i], ub[i]);
  uo[n + i] = mad24(ua[i], ub[i], uc[i]);
  // vector forms over the same data: element i of a 4-vector at i / 4
  if (i % 4 == 0) {
    vstore4(mul24(vload4(i / 4, a), vload4(i / 4, b)), i / 4, o + 2 * n);
    vstore4(mad24(vload4(i / 4, ua), vload4(i / 4, ub), vload4(i / 4, uc)), i / 4, uo + 2 * n);
  }
}
