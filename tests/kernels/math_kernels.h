// math_kernels.h: kernels of the math tests (math_*.cl), all with the
// parameters test_math_common.c passes: inputs a, b, c (T), n (int);
// outputs o (the result), o2 (a T out-parameter) and oi (an int result or
// out-parameter). Each MATH_* macro makes <name>_<s>1 (scalar), <name>_<s>3
// and <name>_<s>16 (vectors; 4 and 16 for out-parameters) for element type
// T with suffix s (f, d).

#define MATH_PARAMS(T)                                                                  \
  (global const T *pa, global const T *pb, global const T *pc, global const int *pn,    \
   global T *po, global T *po2, global int *poi)

#define MATH_SCALAR(T, s, name, body)                                                   \
  kernel void name##_##s##1 MATH_PARAMS(T) {                                            \
    size_t i = get_global_id(0);                                                        \
    T a = pa[i], b = pb[i], c = pc[i];                                                  \
    int n = pn[i];                                                                      \
    T r = 0, r2 = 0;                                                                    \
    int ri = 0;                                                                         \
    (void)a; (void)b; (void)c; (void)n;                                                 \
    body;                                                                               \
    po[i] = r;                                                                          \
    po2[i] = r2;                                                                        \
    poi[i] = ri;                                                                        \
  }

#define MATH_VECTOR(T, s, N, name, body)                                                \
  kernel void name##_##s##N MATH_PARAMS(T) {                                            \
    size_t i = get_global_id(0);                                                        \
    T##N a = vload##N(i, pa), b = vload##N(i, pb), c = vload##N(i, pc);                 \
    int##N n = vload##N(i, pn);                                                         \
    T##N r = 0, r2 = 0;                                                                 \
    int##N ri = 0;                                                                      \
    (void)a; (void)b; (void)c; (void)n;                                                 \
    body;                                                                               \
    vstore##N(r, i, po);                                                                \
    vstore##N(r2, i, po2);                                                              \
    vstore##N(ri, i, poi);                                                              \
  }

#define MATH_ALL(T, s, name, body)                                                      \
  MATH_SCALAR(T, s, name, body)                                                         \
  MATH_VECTOR(T, s, 3, name, body)                                                      \
  MATH_VECTOR(T, s, 16, name, body)

// Out-parameters go through global pointers straight into o2 and oi (the
// memory pass does not take private variables whose address becomes generic
// yet); vectors of 4 and 16 components so the buffers' layout is the
// scalar one.
#define MATH_SCALAR_P(T, s, name, body)                                                 \
  kernel void name##_##s##1 MATH_PARAMS(T) {                                            \
    size_t i = get_global_id(0);                                                        \
    T a = pa[i], b = pb[i];                                                             \
    global T *p2 = po2 + i;                                                             \
    global int *pi = poi + i;                                                           \
    (void)b; (void)p2; (void)pi;                                                        \
    po[i] = body;                                                                       \
  }
#define MATH_VECTOR_P(T, s, N, name, body)                                              \
  kernel void name##_##s##N MATH_PARAMS(T) {                                            \
    size_t i = get_global_id(0);                                                        \
    T##N a = vload##N(i, pa), b = vload##N(i, pb);                                      \
    global T##N *p2 = (global T##N *)po2 + i;                                           \
    global int##N *pi = (global int##N *)poi + i;                                       \
    (void)b; (void)p2; (void)pi;                                                        \
    vstore##N(body, i, po);                                                             \
  }
#define MATH_ALL_P(T, s, name, body)                                                    \
  MATH_SCALAR_P(T, s, name, body)                                                       \
  MATH_VECTOR_P(T, s, 4, name, body)                                                    \
  MATH_VECTOR_P(T, s, 16, name, body)

// Signatures (see mt_sig in test_math.h).
#define MATH_F(T, s, fn) MATH_ALL(T, s, fn, r = fn(a))
#define MATH_FF(T, s, fn) MATH_ALL(T, s, fn, r = fn(a, b))
#define MATH_FFF(T, s, fn) MATH_ALL(T, s, fn, r = fn(a, b, c))
#define MATH_FI(T, s, fn) MATH_ALL(T, s, fn, r = fn(a, n))
#define MATH_FPF(T, s, fn) MATH_ALL_P(T, s, fn, fn(a, p2))
#define MATH_FPI(T, s, fn) MATH_ALL_P(T, s, fn, fn(a, pi))
#define MATH_FFPI(T, s, fn) MATH_ALL_P(T, s, fn, fn(a, b, pi))
#define MATH_IF(T, s, fn) MATH_ALL(T, s, fn, ri = fn(a))
