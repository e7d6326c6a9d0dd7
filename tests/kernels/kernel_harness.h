/* kernel_harness.h: helpers for kernel tests on top of cltest: build a
 * corpus module (compiled at build time) through the ICD loader, make and
 * read buffers, launch NDRanges, generate inputs with edge values, and
 * compare results with host references (bit-exact or within ULPs). */
#ifndef KERNEL_HARNESS_H
#define KERNEL_HARNESS_H

#include "cltest.h"

typedef struct kh {
  cltest_env env;
  cl_program prog;
} kh;

/* The folder of the compiled kernels: $SHOAL_KERNEL_DIR when set (a build
 * run elsewhere, or the kernel_O0.* tests: the same kernels unoptimized,
 * as opencl-clang gives OpenCL C source to Shoal), else the build tree's
 * (clang -O2). */
const char *kh_kernel_dir(void);
/* Sets up the default device and builds tests/kernels/<module>.cl. */
void kh_open(kh *h, const char *module);
void kh_close(kh *h);
/* Builds <module>.spv with `options`; NULL (and the log) when it fails
 * with CL_BUILD_PROGRAM_FAILURE (any other error is a test failure). */
/* The program of tests/kernels/<module>.spv, created from IL, not built
 * (exits if the file cannot be read). */
cl_program kh_program_il(cltest_env *env, const char *module);
cl_program kh_build(cltest_env *env, const char *module, const char *options, char *log, size_t loglen);
/* A module the device cannot run (it lacks a Vulkan feature) must fail to
 * build with a log that names `feature`. */
void kh_check_refused(const char *module, const char *feature);
/* Whether CL_DEVICE_SUB_GROUP_SIZES_INTEL lists sub-groups of `size`. */
bool kh_subgroup_size_listed(cl_device_id d, size_t size);
/* Opens a module of double-precision kernels where the device can run
 * them (shaderFloat64 and shaderInt64, advertised as cl_khr_fp64 or not);
 * elsewhere checks that the build is refused naming the missing feature
 * and returns false. */
bool kh_open_double(kh *h, const char *module);
cl_kernel kh_kernel(kh *h, const char *name);

cl_mem kh_in(kh *h, const void *data, size_t size);  /* COPY_HOST_PTR */
cl_mem kh_out(kh *h, size_t size);                    /* filled with 0xCD bytes */
void kh_read(kh *h, cl_mem m, void *dst, size_t size);
void kh_arg(cl_kernel k, cl_uint i, size_t size, const void *value);
void kh_arg_mem(cl_kernel k, cl_uint i, cl_mem m);
/* Runs and waits; local may be NULL; offset may be NULL. */
void kh_run(kh *h, cl_kernel k, cl_uint dim, const size_t *offset, const size_t *global,
            const size_t *local);

/* Inputs: random values with edge cases mixed in (every 8th element). */
void kh_gen_f32(float *v, size_t n, uint64_t seed, bool specials);
void kh_gen_f64(double *v, size_t n, uint64_t seed, bool specials);
void kh_gen_u32(uint32_t *v, size_t n, uint64_t seed);
void kh_gen_u64(uint64_t *v, size_t n, uint64_t seed);

/* Integers of 1, 2, 4 or 8 bytes (any signedness): random bits with the
 * edge values of both readings mixed in (0, 1, -1, MIN, MIN + 1, MAX,
 * MAX - 1, UMAX, small values of both signs, powers of two). */
void kh_gen_int(void *v, size_t n, unsigned bytes, uint64_t seed);
/* Element i of an array of `bytes`-byte integers: zero- or sign-extended. */
uint64_t kh_getu(const void *p, size_t i, unsigned bytes);
int64_t kh_gets(const void *p, size_t i, unsigned bytes);
void kh_put(void *p, size_t i, unsigned bytes, uint64_t v);
/* Element-wise comparison of `bytes`-byte integers. */
void kh_check_int(const char *what, const void *got, const void *want, size_t n, unsigned bytes);

/* IEEE 754 binary16: the value of a half from its fields; x rounded to a
 * half in mode 'e' (nearest, ties to even), 'z', 'p' or 'n', overflowing
 * to infinity or the largest finite half as IEEE 754 7.4 says (NaN gives
 * 0x7e00); equality of halves where any NaN matches any NaN. */
double kh_half_value(uint16_t h);
uint16_t kh_half_round(double x, char mode);
bool kh_half_same(uint16_t got, uint16_t want);

/* Float comparisons: NaN matches NaN; otherwise within `ulp` units. */
bool kh_f32_close(float got, float want, double ulp);
bool kh_f64_close(double got, double want, double ulp);
double kh_f32_ulp_error(float got, double want);

/* Reports the first few mismatches of element-wise results. */
void kh_check_u32(const char *what, const uint32_t *got, const uint32_t *want, size_t n);
void kh_check_u64(const char *what, const uint64_t *got, const uint64_t *want, size_t n);
void kh_check_u8(const char *what, const uint8_t *got, const uint8_t *want, size_t n);
void kh_check_u16(const char *what, const uint16_t *got, const uint16_t *want, size_t n);
void kh_check_f32(const char *what, const float *got, const float *want, size_t n, double ulp);

#endif
