/* cltest.c: the runner and helpers behind cltest.h. */
#include "cltest.h"

#include <stdarg.h>

int cltest_failures;

#define MAX_CASES 512
static struct {
  const char *name;
  cltest_fn fn;
} cases[MAX_CASES];
static int ncases;

void cltest_register(const char *name, cltest_fn fn) {
  if (ncases < MAX_CASES) {
    cases[ncases].name = name;
    cases[ncases].fn = fn;
    ncases++;
  }
}

bool cltest_no_compiler(void) {
  const char *force = getenv("SHOAL_COMPILER"), *none = getenv("CLTEST_NO_COMPILER");
  return (force && !strcmp(force, "none")) || (none && !strcmp(none, "1"));
}

const char *cltest_err_name(cl_int err) {
  switch (err) {
#define E(x) \
  case x: return #x;
    E(CL_SUCCESS) E(CL_DEVICE_NOT_FOUND) E(CL_DEVICE_NOT_AVAILABLE) E(CL_COMPILER_NOT_AVAILABLE)
    E(CL_MEM_OBJECT_ALLOCATION_FAILURE) E(CL_OUT_OF_RESOURCES) E(CL_OUT_OF_HOST_MEMORY)
    E(CL_PROFILING_INFO_NOT_AVAILABLE) E(CL_MEM_COPY_OVERLAP) E(CL_IMAGE_FORMAT_MISMATCH)
    E(CL_IMAGE_FORMAT_NOT_SUPPORTED) E(CL_BUILD_PROGRAM_FAILURE) E(CL_MAP_FAILURE)
    E(CL_MISALIGNED_SUB_BUFFER_OFFSET) E(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
    E(CL_COMPILE_PROGRAM_FAILURE) E(CL_LINKER_NOT_AVAILABLE) E(CL_LINK_PROGRAM_FAILURE)
    E(CL_DEVICE_PARTITION_FAILED) E(CL_KERNEL_ARG_INFO_NOT_AVAILABLE) E(CL_INVALID_VALUE)
    E(CL_INVALID_DEVICE_TYPE) E(CL_INVALID_PLATFORM) E(CL_INVALID_DEVICE) E(CL_INVALID_CONTEXT)
    E(CL_INVALID_QUEUE_PROPERTIES) E(CL_INVALID_COMMAND_QUEUE) E(CL_INVALID_HOST_PTR)
    E(CL_INVALID_MEM_OBJECT) E(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR) E(CL_INVALID_IMAGE_SIZE)
    E(CL_INVALID_SAMPLER) E(CL_INVALID_BINARY) E(CL_INVALID_BUILD_OPTIONS) E(CL_INVALID_PROGRAM)
    E(CL_INVALID_PROGRAM_EXECUTABLE) E(CL_INVALID_KERNEL_NAME) E(CL_INVALID_KERNEL_DEFINITION)
    E(CL_INVALID_KERNEL) E(CL_INVALID_ARG_INDEX) E(CL_INVALID_ARG_VALUE) E(CL_INVALID_ARG_SIZE)
    E(CL_INVALID_KERNEL_ARGS) E(CL_INVALID_WORK_DIMENSION) E(CL_INVALID_WORK_GROUP_SIZE)
    E(CL_INVALID_WORK_ITEM_SIZE) E(CL_INVALID_GLOBAL_OFFSET) E(CL_INVALID_EVENT_WAIT_LIST)
    E(CL_INVALID_EVENT) E(CL_INVALID_OPERATION) E(CL_INVALID_GL_OBJECT) E(CL_INVALID_BUFFER_SIZE)
    E(CL_INVALID_MIP_LEVEL) E(CL_INVALID_GLOBAL_WORK_SIZE) E(CL_INVALID_PROPERTY)
    E(CL_INVALID_IMAGE_DESCRIPTOR) E(CL_INVALID_COMPILER_OPTIONS) E(CL_INVALID_LINKER_OPTIONS)
    E(CL_INVALID_DEVICE_PARTITION_COUNT) E(CL_INVALID_PIPE_SIZE) E(CL_INVALID_DEVICE_QUEUE)
    E(CL_INVALID_SPEC_ID) E(CL_MAX_SIZE_RESTRICTION_EXCEEDED)
#undef E
  default: return "?";
  }
}

void cltest_check_mem(const char *file, int line, const char *what, const void *got,
                      const void *want, size_t n) {
  const uint8_t *g = got, *w = want;
  for (size_t i = 0; i < n; i++) {
    if (g[i] != w[i]) {
      cltest_failures++;
      size_t bad = 0;
      for (size_t j = i; j < n; j++) bad += g[j] != w[j];
      fprintf(stderr, "%s:%d: %s differs at byte %zu of %zu: got 0x%02x, expected 0x%02x (%zu bytes differ)\n",
              file, line, what, i, n, g[i], w[i], bad);
      return;
    }
  }
}

void *cltest_malloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) {
    fprintf(stderr, "out of host memory\n");
    exit(1);
  }
  return p;
}

char *cltest_build_log(cl_program p, cl_device_id dev) {
  size_t n = 0;
  CHECK_OK(clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &n));
  char *log = cltest_malloc(n + 1);
  CHECK_OK(clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, n, log, NULL));
  log[n] = 0;
  return log;
}

cl_platform_id cltest_platform(void) {
  cl_uint n = 0;
  if (clGetPlatformIDs(0, NULL, &n) != CL_SUCCESS || n == 0) {
    fprintf(stderr, "no OpenCL platform (is OCL_ICD_VENDORS / OCL_ICD_FILENAMES set?)\n");
    exit(1);
  }
  cl_platform_id *ps = cltest_malloc(n * sizeof *ps);
  MUST(clGetPlatformIDs(n, ps, NULL));
  cl_platform_id found = NULL;
  for (cl_uint i = 0; i < n && !found; i++) {
    char name[64] = {0};
    if (clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof name, name, NULL) == CL_SUCCESS &&
        !strcmp(name, "Shoal"))
      found = ps[i];
  }
  free(ps);
  if (!found) {
    fprintf(stderr, "the Shoal platform is not loaded\n");
    exit(1);
  }
  return found;
}

cl_device_id cltest_device(void) {
  cl_device_id d;
  cl_uint n = 0;
  cl_int err = clGetDeviceIDs(cltest_platform(), CL_DEVICE_TYPE_ALL, 1, &d, &n);
  if (err == CL_DEVICE_NOT_FOUND || n == 0) {
    fprintf(stderr, "no Shoal device: skipped\n");
    exit(77);
  }
  MUST(err);
  return d;
}

void cltest_setup(cltest_env *env, cl_command_queue_properties props) {
  cl_int err;
  env->device = cltest_device();
  env->platform = cltest_platform();
  env->ctx = clCreateContext(NULL, 1, &env->device, NULL, NULL, &err);
  MUST(err);
  env->queue = clCreateCommandQueue(env->ctx, env->device, props, &err);
  MUST(err);
}

void cltest_teardown(cltest_env *env) {
  if (env->queue) CHECK_OK(clReleaseCommandQueue(env->queue));
  if (env->ctx) CHECK_OK(clReleaseContext(env->ctx));
  memset(env, 0, sizeof *env);
}

void cltest_fake_init(cltest_fake *f, const void *real) {
  memset(f, 0xa5, sizeof *f);
  memcpy(&f->dispatch, real, sizeof f->dispatch);
}

void *cltest_read_file(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  void *p = cltest_malloc(n > 0 ? (size_t)n : 1);
  size_t got = fread(p, 1, n > 0 ? (size_t)n : 0, f);
  fclose(f);
  *size = got;
  return p;
}

int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "--list")) {
    for (int i = 0; i < ncases; i++) printf("%s\n", cases[i].name);
    return 0;
  }
  int ran = 0;
  for (int i = 0; i < ncases; i++) {
    if (argc > 1 && strcmp(argv[1], cases[i].name)) continue;
    int before = cltest_failures;
    cases[i].fn();
    fprintf(stderr, "%s: %s\n", cases[i].name, cltest_failures == before ? "ok" : "FAILED");
    ran++;
  }
  if (!ran) {
    fprintf(stderr, "no case named %s\n", argc > 1 ? argv[1] : "(any)");
    return 2;
  }
  return cltest_failures ? 1 : 0;
}

void cltest_text_add(cltest_text *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0) abort();
  if (t->n + (size_t)n + 1 > t->cap) {
    t->cap = (t->cap + (size_t)n + 1) * 2;
    t->s = realloc(t->s, t->cap);
    if (!t->s) abort();
  }
  va_start(ap, fmt);
  vsnprintf(t->s + t->n, t->cap - t->n, fmt, ap);
  va_end(ap);
  t->n += (size_t)n;
}
