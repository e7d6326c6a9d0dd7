/* fuzz_icd.c: damaged SPIR-V through the ICD loader, as applications meet
 * it: clCreateProgramWithIL must refuse it (CL_INVALID_VALUE) or take it,
 * and clBuildProgram must then succeed or fail with
 * CL_BUILD_PROGRAM_FAILURE, a CL_BUILD_ERROR status and a log that says
 * where and what (an instruction, an id, a kernel, a word); never a crash.
 * Then modules with known faults and the exact messages their logs must
 * hold. */
#include "cltest.h"

#ifndef SHOAL_KERNEL_DIR
#error SHOAL_KERNEL_DIR must name the folder of the compiled corpus
#endif
#ifndef FUZZ_BAD_SPV
#error FUZZ_BAD_SPV must name the compiled bad_kernels.cl
#endif

static void *load(const char *path, size_t *size) {
  void *p = cltest_read_file(path, size);
  if (!p) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(1);
  }
  return p;
}

static char *build_log(cl_program p, cl_device_id d) {
  size_t n = 0;
  if (clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_LOG, 0, NULL, &n) != CL_SUCCESS) return NULL;
  char *s = cltest_malloc(n + 1);
  s[0] = 0;
  clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_LOG, n, s, NULL);
  s[n] = 0;
  return s;
}

/* A log is precise when it says "error" and points at something. */
static bool precise(const char *log) {
  if (!log || !strstr(log, "error")) return false;
  static const char *where[] = {"%", "Op", "kernel ", "word", "version", "magic", "SPIR-V", "module"};
  for (size_t i = 0; i < sizeof where / sizeof where[0]; i++)
    if (strstr(log, where[i])) return true;
  return false;
}

typedef struct tally {
  int refused, built, failed;
} tally;

static void try_il(cltest_env *env, const void *il, size_t len, const char *what, tally *t) {
  cl_int err = CL_SUCCESS;
  cl_program p = clCreateProgramWithIL(env->ctx, il, len, &err);
  if (!p) {
    if (err != CL_INVALID_VALUE) {
      fprintf(stderr, "%s: clCreateProgramWithIL gave %s, expected CL_INVALID_VALUE\n", what, cltest_err_name(err));
      cltest_failures++;
    }
    t->refused++;
    return;
  }
  cl_int b = clBuildProgram(p, 1, &env->device, "", NULL, NULL);
  cl_build_status st = CL_BUILD_NONE;
  clGetProgramBuildInfo(p, env->device, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL);
  if (b == CL_SUCCESS) {
    t->built++;
    CHECK_EQ(st, CL_BUILD_SUCCESS);
  } else if (b == CL_BUILD_PROGRAM_FAILURE) {
    t->failed++;
    char *log = build_log(p, env->device);
    if (st != CL_BUILD_ERROR || !precise(log)) {
      fprintf(stderr, "%s: build failed with status %d and log \"%s\"\n", what, (int)st, log ? log : "(none)");
      cltest_failures++;
    }
    /* no kernels from a failed build */
    cl_int kerr;
    cl_kernel k = clCreateKernel(p, "vadd", &kerr);
    CHECK(k == NULL);
    CHECK_ERR(kerr, CL_INVALID_PROGRAM_EXECUTABLE);
    free(log);
  } else {
    fprintf(stderr, "%s: clBuildProgram gave %s\n", what, cltest_err_name(b));
    cltest_failures++;
  }
  clReleaseProgram(p);
}

/* Damaged copies of corpus modules: byte-level truncations (lengths that
 * are not whole words included), garbage, flipped bits, byte-swapped
 * words, a zeroed or huge id bound, changed memory models. */
TEST(il_damaged) {
  cltest_env env;
  cltest_setup(&env, 0);
  const char *mods[] = {"basic", "vectors", "half", "local"};
  tally t = {0, 0, 0};
  uint64_t s = 4242;
  for (size_t mi = 0; mi < sizeof mods / sizeof mods[0]; mi++) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.spv", SHOAL_KERNEL_DIR, mods[mi]);
    size_t size = 0;
    uint8_t *orig = load(path, &size);
    uint8_t *b = cltest_malloc(size + 8);
    char what[256];
    /* truncations: every byte near the header, then every 61st */
    for (size_t len = 1; len < size; len += len < 96 ? 1 : 61) {
      snprintf(what, sizeof what, "%s truncated to %zu bytes", mods[mi], len);
      try_il(&env, orig, len, what, &t);
    }
    for (int i = 0; i < 40; i++) {
      memcpy(b, orig, size);
      size_t n = size;
      int kind = i % 5;
      switch (kind) {
      case 0: /* flipped bits */
        for (int k = 0; k < 1 + i % 4; k++) b[cltest_rand(&s) % n] ^= (uint8_t)(1u << (cltest_rand(&s) % 8));
        break;
      case 1: /* garbage after the header */
        cltest_fill(b + 20, n - 20, 77 + (uint64_t)i);
        break;
      case 2: { /* byte-swapped words */
        for (size_t w = 0; w + 4 <= n; w += 4) {
          uint8_t x = b[w], y = b[w + 1];
          b[w] = b[w + 3], b[w + 1] = b[w + 2], b[w + 2] = y, b[w + 3] = x;
        }
        break;
      }
      case 3: { /* header fields */
        uint32_t *w = (uint32_t *)b;
        const uint32_t vals[] = {0, 1, 0xffffffffu, 0x00010700, 0x00020000};
        w[1 + i % 4] = vals[(i / 5) % 5];
        break;
      }
      default: /* a word inside, set to an edge value */
        ((uint32_t *)b)[5 + cltest_rand(&s) % (n / 4 - 5)] = (i & 1) ? 0xffffffffu : 0;
        break;
      }
      snprintf(what, sizeof what, "%s damaged #%d (kind %d)", mods[mi], i, kind);
      try_il(&env, b, n, what, &t);
    }
    /* not a multiple of 4 bytes, with a whole module in front */
    memcpy(b, orig, size);
    memset(b + size, 0, 8);
    try_il(&env, b, size + 3, "a module and 3 more bytes", &t);
    free(b);
    free(orig);
  }
  fprintf(stderr, "il_damaged: %d refused by clCreateProgramWithIL, %d built, %d failed to build with a precise log\n",
          t.refused, t.built, t.failed);
  CHECK(t.refused > 0 && t.failed > 0);
  cltest_teardown(&env);
}

static bool log_has(const char *log, const char *s) {
  if (log && strstr(log, s)) return true;
  fprintf(stderr, "the build log lacks \"%s\":\n%s\n", s, log ? log : "(none)");
  cltest_failures++;
  return false;
}

static cl_program build_expect_failure(cltest_env *env, const void *il, size_t len, char **log) {
  cl_int err;
  cl_program p = clCreateProgramWithIL(env->ctx, il, len, &err);
  MUST(err);
  CHECK_ERR(clBuildProgram(p, 1, &env->device, "", NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
  *log = build_log(p, env->device);
  return p;
}

/* Refused kernels: the log names each one and its fault. */
TEST(build_log_kernels) {
  cltest_env env;
  cltest_setup(&env, 0);
  size_t size = 0;
  void *il = load(FUZZ_BAD_SPV, &size);
  char *log = NULL;
  cl_program p = build_expect_failure(&env, il, size, &log);
  log_has(log, "kernel memcpy_run_time_size: ");
  log_has(log, "memcpy of a size not known at compile time");
  log_has(log, "kernel recursive: recursion is not allowed in OpenCL C: %fib -> %fib");
  log_has(log, "kernel irreducible: irreducible control flow");
  log_has(log, "kernel printf_variable_format: printf");
  log_has(log, "the format is not a string literal");
  CHECK(strstr(log, "kernel fine") == NULL);
  free(log);
  clReleaseProgram(p);
  free(il);
  cltest_teardown(&env);
}

/* Module-level faults in an otherwise good module. */
TEST(build_log_module) {
  cltest_env env;
  cltest_setup(&env, 0);
  char path[1024];
  snprintf(path, sizeof path, "%s/half.spv", SHOAL_KERNEL_DIR);
  size_t size = 0;
  uint32_t *orig = load(path, &size), *w = cltest_malloc(size);
  size_t n = size / 4;
  char *log = NULL;
  cl_program p;
  /* the memory model: GLSL450 instead of OpenCL */
  memcpy(w, orig, size);
  for (size_t i = 5; i < n; i += w[i] >> 16 ? w[i] >> 16 : 1)
    if ((w[i] & 0xffff) == 14 /* OpMemoryModel */) w[i + 2] = 1;
  p = build_expect_failure(&env, w, size, &log);
  log_has(log, "error: ");
  log_has(log, "OpenCL");
  free(log);
  clReleaseProgram(p);
  /* the data of the last vstore_halfn_r: a pointer (crashed SPIRV-Tools' validator) */
  memcpy(w, orig, size);
  size_t at = 0;
  for (size_t i = 5; i < n; i += w[i] >> 16 ? w[i] >> 16 : 1)
    if ((w[i] & 0xffff) == 12 /* OpExtInst */ && w[i + 4] == 178 /* vstore_halfn_r */) at = i;
  CHECK(at != 0);
  if (at) {
    w[at + 5] = w[at + 7]; /* the pointer operand in the data's place */
    p = build_expect_failure(&env, w, size, &log);
    log_has(log, "invalid OpenCL SPIR-V: OpExtInst OpenCL.std 178");
    log_has(log, "is not a value of an integer or float scalar or vector type");
    free(log);
    clReleaseProgram(p);
  }
  /* an instruction's operand swapped for one of another type */
  memcpy(w, orig, size);
  for (size_t i = 5; i < n; i += w[i] >> 16 ? w[i] >> 16 : 1)
    if ((w[i] & 0xffff) == 128 /* OpIAdd */ || (w[i] & 0xffff) == 132 /* OpIMul */) {
      w[i + 3] = w[i + 1]; /* its result type id as an operand */
      break;
    }
  p = build_expect_failure(&env, w, size, &log);
  log_has(log, "invalid OpenCL SPIR-V");
  log_has(log, "Op"); /* the validator quotes the instruction */
  free(log);
  clReleaseProgram(p);
  free(w);
  free(orig);
  cltest_teardown(&env);
}
