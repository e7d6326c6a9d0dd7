/* cltest.h: a tiny framework for tests that reach Shoal through the OpenCL
 * ICD loader, as applications do: CHECK macros that report file:line and
 * the values involved, a seeded generator, self-registering test cases, and
 * the platform/device/context/queue most cases start from. */
#ifndef CLTEST_H
#define CLTEST_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#define CL_USE_DEPRECATED_OPENCL_2_1_APIS
#define CL_USE_DEPRECATED_OPENCL_2_2_APIS
#include <CL/cl.h>
#include <CL/cl_ext.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int cltest_failures;
const char *cltest_err_name(cl_int err);
/* Whether this run has no OpenCL C compiler: SHOAL_COMPILER=none, or
 * CLTEST_NO_COMPILER=1 where none is installed (the GPU machine of
 * scripts/device-tests.sh). */
bool cltest_no_compiler(void);

#define CHECK(cond)                                                              \
  do {                                                                           \
    if (!(cond)) {                                                               \
      cltest_failures++;                                                         \
      fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #cond);   \
    }                                                                            \
  } while (0)

/* Integers of any width, printed as signed and hex. */
#define CHECK_EQ(a, b)                                                             \
  do {                                                                             \
    long long a_ = (long long)(a), b_ = (long long)(b);                            \
    if (a_ != b_) {                                                                \
      cltest_failures++;                                                           \
      fprintf(stderr, "%s:%d: CHECK_EQ(%s, %s) failed: %lld (0x%llx) != %lld (0x%llx)\n", \
              __FILE__, __LINE__, #a, #b, a_, (unsigned long long)a_, b_,          \
              (unsigned long long)b_);                                             \
    }                                                                              \
  } while (0)

/* An OpenCL call (or error code) that must give `expected`. */
#define CHECK_ERR(call, expected)                                                   \
  do {                                                                              \
    cl_int got_ = (call), want_ = (expected);                                       \
    if (got_ != want_) {                                                            \
      cltest_failures++;                                                            \
      fprintf(stderr, "%s:%d: %s gave %s (%d), expected %s (%d)\n", __FILE__, __LINE__, \
              #call, cltest_err_name(got_), got_, cltest_err_name(want_), want_);   \
    }                                                                               \
  } while (0)
#define CHECK_OK(call) CHECK_ERR(call, CL_SUCCESS)

/* A call that must succeed for the case to go on. */
#define MUST(call)                                                                     \
  do {                                                                                 \
    cl_int got_ = (call);                                                              \
    if (got_ != CL_SUCCESS) {                                                          \
      fprintf(stderr, "%s:%d: %s gave %s (%d); the case cannot go on\n", __FILE__, __LINE__, \
              #call, cltest_err_name(got_), got_);                                     \
      exit(1);                                                                         \
    }                                                                                  \
  } while (0)

/* Byte arrays: reports the first differing byte. */
#define CHECK_MEM(got, want, n) cltest_check_mem(__FILE__, __LINE__, #got, (got), (want), (n))
void cltest_check_mem(const char *file, int line, const char *what, const void *got,
                      const void *want, size_t n);

/* Self-registering cases: TEST(name) { ... } runs as `<binary> name`. */
typedef void (*cltest_fn)(void);
void cltest_register(const char *name, cltest_fn fn);
#define TEST(name)                                                          \
  static void test_##name(void);                                            \
  __attribute__((constructor)) static void register_##name(void) {          \
    cltest_register(#name, test_##name);                                    \
  }                                                                         \
  static void test_##name(void)

/* xorshift64*: reproducible data that is not all zeros. */
static inline uint64_t cltest_rand(uint64_t *s) {
  *s ^= *s >> 12;
  *s ^= *s << 25;
  *s ^= *s >> 27;
  return *s * 0x2545f4914f6cdd1dull;
}
static inline void cltest_fill(void *p, size_t n, uint64_t seed) {
  uint64_t s = seed * 0x9e3779b97f4a7c15ull + 1;
  for (size_t i = 0; i < n; i++) ((uint8_t *)p)[i] = (uint8_t)(cltest_rand(&s) >> 29);
}
/* A uniform value in [lo, hi]. */
static inline size_t cltest_range(uint64_t *s, size_t lo, size_t hi) {
  return lo + (size_t)(cltest_rand(s) % (hi - lo + 1));
}
void *cltest_malloc(size_t n);
/* The build log of `p` for `dev`, malloc'ed and NUL-terminated (the
 * queries are checked). */
char *cltest_build_log(cl_program p, cl_device_id dev);

/* A growing string: cltest_text t = {0}; cltest_text_add(&t, fmt, ...);
 * t.s holds the text (free it); aborts when out of memory. */
typedef struct cltest_text {
  char *s;
  size_t n, cap;
} cltest_text;
void cltest_text_add(cltest_text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The Shoal platform and its first device (exit 77, skipped, if none). */
typedef struct cltest_env {
  cl_platform_id platform;
  cl_device_id device;
  cl_context ctx;
  cl_command_queue queue;
} cltest_env;
cl_platform_id cltest_platform(void);
cl_device_id cltest_device(void);
/* A context and an in-order queue (props: queue properties). */
void cltest_setup(cltest_env *env, cl_command_queue_properties props);
void cltest_teardown(cltest_env *env);

/* A fake handle that passes the loader (its first word is Shoal's
 * dispatch table, copied from `real`) but is no object of ours. */
typedef struct cltest_fake {
  void *dispatch;
  unsigned char junk[256];
} cltest_fake;
void cltest_fake_init(cltest_fake *f, const void *real);

/* Reads a whole file (kernels built at build time). NULL if missing. */
void *cltest_read_file(const char *path, size_t *size);

#endif
