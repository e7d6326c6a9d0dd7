// math_geom.cl: geometric functions (OpenCL C 6.15.5) of float and double
// vectors of 1 to 4 components, for test_math_geom.c.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define GEOM_BODY(T, x, y, i)                                                           \
  len[i] = length(x);                                                                   \
  dist[i] = distance(x, y);                                                             \
  dt[i] = dot(x, y);

#define GEOM_FAST(x, y, i)                                                              \
  flen[i] = fast_length(x);                                                             \
  fdist[i] = fast_distance(x, y);

#define GEOM_PARAMS(T)                                                                  \
  (global const T *a, global const T *b, global T *len, global T *dist, global T *nrm,  \
   global T *dt, global T *cr, global T *flen, global T *fdist, global T *fnrm)

#define GEOM_SCALAR(T, s, fast)                                                         \
  kernel void geom_##s##1 GEOM_PARAMS(T) {                                              \
    size_t i = get_global_id(0);                                                        \
    T x = a[i], y = b[i];                                                               \
    GEOM_BODY(T, x, y, i)                                                               \
    nrm[i] = normalize(x);                                                              \
    fast                                                                                \
  }

#define GEOM_VECTOR(T, N, s, extra)                                                     \
  kernel void geom_##s##N GEOM_PARAMS(T) {                                              \
    size_t i = get_global_id(0);                                                        \
    T##N x = vload##N(i, a), y = vload##N(i, b);                                        \
    GEOM_BODY(T, x, y, i)                                                               \
    vstore##N(normalize(x), i, nrm);                                                    \
    extra                                                                               \
  }

#define FAST_S GEOM_FAST(x, y, i) fnrm[i] = fast_normalize(x);
#define FAST_V(N) GEOM_FAST(x, y, i) vstore##N(fast_normalize(x), i, fnrm);

GEOM_SCALAR(float, f, FAST_S)
GEOM_VECTOR(float, 2, f, FAST_V(2))
GEOM_VECTOR(float, 3, f, FAST_V(3) vstore3(cross(x, y), i, cr);)
GEOM_VECTOR(float, 4, f, FAST_V(4) vstore4(cross(x, y), i, cr);)
GEOM_SCALAR(double, d, )
GEOM_VECTOR(double, 2, d, )
GEOM_VECTOR(double, 3, d, vstore3(cross(x, y), i, cr);)
GEOM_VECTOR(double, 4, d, vstore4(cross(x, y), i, cr);)
