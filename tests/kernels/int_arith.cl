// int_arith.cl: integer arithmetic of OpenCL C 6.3 for every integer type:
// 8- and 16-bit scalars promoted to int and truncated on store, division
// truncating toward zero with the remainder taking the dividend's sign,
// shift counts masked to log2 of the (promoted scalar / element) width,
// arithmetic right shifts of signed values, comparisons (scalar 1, vector
// -1). Signed overflow is undefined in OpenCL C, so int and long (and the
// vectors) wrap through their unsigned type; divisors of zero become 1 and
// MIN / -1 becomes MIN / 1, both undefined too. Output j of element i is
// o[j * n + i], bits in the unsigned type. Remainders take a dividend z
// other than the quotients' x: LLVM's div/rem pairing otherwise emits
// `freeze`, which llvm-spirv-15 cannot translate.

#define SCALAR_ARITH(T, UT, ADD, SUB, MUL, NEG, GUARD, RK)                                \
  kernel void arith_##T(global const T *a, global const T *b, global const T *c,          \
                        global UT *o) {                                                   \
    size_t i = get_global_id(0), n = get_global_size(0);                                  \
    T x = a[i], y = b[i], z = c[i];                                                       \
    T d = y != 0 ? y : (T)1;                                                              \
    T e = GUARD(z, d);                                                                    \
    d = GUARD(x, d);                                                                      \
    o[0 * n + i] = (UT)(ADD(T, UT, x, y));                                                \
    o[1 * n + i] = (UT)(SUB(T, UT, x, y));                                                \
    o[2 * n + i] = (UT)(MUL(T, UT, x, y));                                                \
    o[3 * n + i] = (UT)(x / d);                                                           \
    o[4 * n + i] = (UT)(z % e);                                                           \
    o[5 * n + i] = (UT)(T)((UT)x << y);                                                   \
    o[6 * n + i] = (UT)(x >> y);                                                          \
    o[7 * n + i] = (UT)(x & y);                                                           \
    o[8 * n + i] = (UT)(x | y);                                                           \
    o[9 * n + i] = (UT)(x ^ y);                                                           \
    o[10 * n + i] = (UT)(~x);                                                             \
    o[11 * n + i] = (UT)(NEG(T, UT, x));                                                  \
    o[12 * n + i] = (UT)((x < y) | (x <= y) << 1 | (x > y) << 2 | (x >= y) << 3 |         \
                         (x == y) << 4 | (x != y) << 5 | (!x) << 6 | (x && y) << 7);      \
    o[13 * n + i] = (UT)(x / (T)7);                                                       \
    o[14 * n + i] = (UT)(z % (T)(RK));                                                    \
    o[15 * n + i] = (UT)(x / (T)8);                                                       \
    o[16 * n + i] = (UT)(z % (T)8);                                                       \
    o[17 * n + i] = (UT)(x >> 3);                                                         \
  }

// plain C arithmetic (8/16 bits: promoted to int, no overflow) or wrapping
// through the unsigned type
#define PLAIN_ADD(T, UT, x, y) ((x) + (y))
#define PLAIN_SUB(T, UT, x, y) ((x) - (y))
#define PLAIN_MUL(T, UT, x, y) ((x) * (y))
#define PLAIN_NEG(T, UT, x) (-(x))
#define WRAP_ADD(T, UT, x, y) ((T)((UT)(x) + (UT)(y)))
#define WRAP_SUB(T, UT, x, y) ((T)((UT)(x) - (UT)(y)))
#define WRAP_MUL(T, UT, x, y) ((T)((UT)(x) * (UT)(y)))
#define WRAP_NEG(T, UT, x) ((T)((UT)0 - (UT)(x)))
// ushort * ushort overflows int: multiply as uint. RK: a divisor of the
// remainder by a constant, negative for signed types (a large unsigned one
// makes LLVM emit `freeze` too)
#define UINT_MUL(T, UT, x, y) ((uint)(x) * (uint)(y))
#define NO_GUARD(x, d) (d)
#define GUARD_INT(x, d) ((x) == INT_MIN && (d) == -1 ? 1 : (d))
#define GUARD_LONG(x, d) ((x) == LONG_MIN && (d) == -1 ? 1 : (d))

SCALAR_ARITH(char, uchar, PLAIN_ADD, PLAIN_SUB, PLAIN_MUL, PLAIN_NEG, NO_GUARD, -5)
SCALAR_ARITH(uchar, uchar, PLAIN_ADD, PLAIN_SUB, PLAIN_MUL, PLAIN_NEG, NO_GUARD, 13)
SCALAR_ARITH(short, ushort, PLAIN_ADD, PLAIN_SUB, PLAIN_MUL, PLAIN_NEG, NO_GUARD, -5)
SCALAR_ARITH(ushort, ushort, PLAIN_ADD, PLAIN_SUB, UINT_MUL, PLAIN_NEG, NO_GUARD, 13)
SCALAR_ARITH(int, uint, WRAP_ADD, WRAP_SUB, WRAP_MUL, WRAP_NEG, GUARD_INT, -5)
SCALAR_ARITH(uint, uint, PLAIN_ADD, PLAIN_SUB, PLAIN_MUL, PLAIN_NEG, NO_GUARD, 13)
SCALAR_ARITH(long, ulong, WRAP_ADD, WRAP_SUB, WRAP_MUL, WRAP_NEG, GUARD_LONG, -5)
SCALAR_ARITH(ulong, ulong, PLAIN_ADD, PLAIN_SUB, PLAIN_MUL, PLAIN_NEG, NO_GUARD, 13)

// Vectors: no promotion, so everything happens in the element width; the
// comparison results (-1 or 0 per component) are packed into bits.
#define VECTOR_ARITH(T, UT, ST, N, MIN)                                                   \
  kernel void arith_##T##N(global const T *a, global const T *b, global const T *c,       \
                           global UT *o) {                                                \
    size_t i = get_global_id(0), n = get_global_size(0);                                  \
    T##N x = vload##N(i, a), y = vload##N(i, b), z = vload##N(i, c);                      \
    UT##N ux = as_##UT##N(x), uy = as_##UT##N(y);                                         \
    T##N d = select(y, (T##N)1, y == (T##N)0);                                            \
    T##N e = select(d, (T##N)1, (z == (T##N)(MIN)) & (d == (T##N)-1));                    \
    d = select(d, (T##N)1, (x == (T##N)(MIN)) & (d == (T##N)-1));                         \
    vstore##N(ux + uy, 0 * n + i, o);                                                     \
    vstore##N(ux - uy, 1 * n + i, o);                                                     \
    vstore##N(ux * uy, 2 * n + i, o);                                                     \
    vstore##N(as_##UT##N(x / d), 3 * n + i, o);                                           \
    vstore##N(as_##UT##N(z % e), 4 * n + i, o);                                           \
    vstore##N(as_##UT##N(x << y), 5 * n + i, o);                                          \
    vstore##N(as_##UT##N(x >> y), 6 * n + i, o);                                          \
    vstore##N(as_##UT##N(x & y), 7 * n + i, o);                                           \
    vstore##N(as_##UT##N(x | y), 8 * n + i, o);                                           \
    vstore##N(as_##UT##N(~x), 9 * n + i, o);                                              \
    vstore##N((UT##N)0 - ux, 10 * n + i, o);                                              \
    ST##N cm = ((x < y) & (ST)1) | ((x <= y) & (ST)2) | ((x > y) & (ST)4) |                \
              ((x >= y) & (ST)8) | ((x == y) & (ST)16) | ((x != y) & (ST)32) |            \
              ((!x) & (ST)64);                                                            \
    vstore##N(as_##UT##N(cm), 11 * n + i, o);                                              \
    vstore##N(as_##UT##N(x / (T)7), 12 * n + i, o);                                       \
    vstore##N(as_##UT##N(z % (T)8), 13 * n + i, o);                                       \
    vstore##N(as_##UT##N(x >> (T)3), 14 * n + i, o);                                      \
    vstore##N(as_##UT##N(x << (T)(sizeof(T) * 8 + 1)), 15 * n + i, o);                    \
  }

VECTOR_ARITH(char, uchar, char, 16, CHAR_MIN)
VECTOR_ARITH(ushort, ushort, short, 3, 0)
VECTOR_ARITH(int, uint, int, 4, INT_MIN)
VECTOR_ARITH(ulong, ulong, long, 2, 0)
VECTOR_ARITH(long, ulong, long, 8, LONG_MIN)

// Loads indexed by 64-bit quotients and remainders of different values
// (size_t index arithmetic): each load must read its own element (NVIDIA's
// Vulkan compiler once merged such loads). `big`, a multiple of 3 and of
// n, moves the dividends past 32 bits without changing the indexes.
kernel void index_div64(global const int *buf, global int *out, ulong n, ulong big) {
  size_t g = get_global_id(0);
  out[6 * g + 0] = buf[(g * 5 + 1 + big) % n];
  out[6 * g + 1] = buf[(g * 3 + 2 + big) % n];
  out[6 * g + 2] = buf[(g * 5 + 1 + big) / 3 - big / 3];
  out[6 * g + 3] = buf[(g * 3 + 2 + big) / 3 - big / 3];
  long s = (long)big;
  out[6 * g + 4] = buf[-((-(long)(g * 5 + 1) - s) / 3 + s / 3)];
  out[6 * g + 5] = buf[-((-(long)(g * 3 + 2) - s) / 3 + s / 3)];
}
