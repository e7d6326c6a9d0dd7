/* test_scale.c: kernels far larger than the usual ones must translate in
 * bounded stack and roughly linear memory (issue 13: the structurizer
 * recursed once per block and kept a membership set per loop, so 4000
 * if/else blocks with loops took 6.5 GB and then overflowed the stack;
 * a 2000-deep helper chain was refused). Each case builds its module
 * (made by gen_shape.cmake, compiled as Shoal's front end does) through
 * the translator on a thread with a 1 MiB stack while the address space
 * is capped, then builds it through the ICD, runs the kernel and compares
 * with the result computed here. */
#include <pthread.h>
#include <sys/resource.h>
#include <unistd.h>

#include "cltest.h"
#include "shoal_translate.h"

#ifndef SCALE_KERNEL_DIR
#define SCALE_KERNEL_DIR "."
#endif

/* Room for the translator above what the process (driver included) has
 * mapped when the cap is set: the 4000-block shape needs about 200 MB
 * now and needed 6.5 GB before. */
#define HEADROOM (3ull << 30)

typedef struct job {
  const uint32_t *words;
  size_t nwords;
  bool validate;
  bool ok;
  char *log;
} job;

/* The translator alone: the ICD's clBuildProgram also has lavapipe
 * compile the pipeline, and lavapipe's compiler recurses once per nested
 * selection (it overflows 1 MiB at 200 nested ifs), which is not ours. */
static void *translate(void *arg) {
  job *j = arg;
  tr_target t;
  tr_target_default(&t);
  t.validate = j->validate;
  tr_program *p = NULL;
  j->ok = tr_translate(j->words, j->nwords, &t, NULL, &p, &j->log);
  tr_program_free(p);
  return NULL;
}

static size_t mapped_bytes(void) {
  unsigned long pages = 0;
  FILE *f = fopen("/proc/self/statm", "r");
  if (f) {
    if (fscanf(f, "%lu", &pages) != 1) pages = 0;
    fclose(f);
  }
  return (size_t)pages * (size_t)sysconf(_SC_PAGESIZE);
}

/* Builds SCALE_KERNEL_DIR/<name>.spv on a 1 MiB thread under the cap;
 * runs k with o = {in, 0} and returns o[1] (or exits on failure); with
 * in = UINT32_MAX (and no second run) it only translates. */
static uint32_t build_and_run(const char *name, uint32_t in, uint32_t in2, uint32_t *out2) {
  char path[512];
  snprintf(path, sizeof path, "%s/%s.spv", SCALE_KERNEL_DIR, name);
  size_t size = 0;
  void *il = cltest_read_file(path, &size);
  if (!il) {
    fprintf(stderr, "missing %s\n", path);
    exit(1);
  }
  /* spirv-val takes minutes on thousands of nested constructs */
  job j = {.words = il, .nwords = size / 4, .validate = size < 400000};
  struct rlimit old, cap;
  getrlimit(RLIMIT_AS, &old);
  cap = old;
  cap.rlim_cur = mapped_bytes() + HEADROOM;
  if (old.rlim_cur != RLIM_INFINITY && old.rlim_cur < cap.rlim_cur) cap.rlim_cur = old.rlim_cur;
  CHECK(setrlimit(RLIMIT_AS, &cap) == 0);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  CHECK(pthread_attr_setstacksize(&attr, 1u << 20) == 0);
  pthread_t t;
  CHECK(pthread_create(&t, &attr, translate, &j) == 0);
  pthread_join(t, NULL);
  pthread_attr_destroy(&attr);
  setrlimit(RLIMIT_AS, &old);
  if (!j.ok) {
    fprintf(stderr, "%s: translation failed: %s\n", name, j.log ? j.log : "");
    exit(1);
  }
  free(j.log);

  if (!out2 && !in2 && in == UINT32_MAX) { /* translation only */
    free(il);
    return 0;
  }
  /* then through the ICD, as applications do, on this thread */
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_program prog = clCreateProgramWithIL(env.ctx, il, size, &err);
  MUST(err);
  err = clBuildProgram(prog, 1, &env.device, "", NULL, NULL);
  if (err != CL_SUCCESS) {
    char log[4096] = "";
    clGetProgramBuildInfo(prog, env.device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    fprintf(stderr, "%s: build gave %s: %s\n", name, cltest_err_name(err), log);
    exit(1);
  }
  cl_kernel kern = clCreateKernel(prog, "k", &err);
  MUST(err);
  uint32_t r[2] = {0, 0}, outs[2] = {0, 0};
  cl_mem buf = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, sizeof(uint32_t) * 2, NULL, &err);
  MUST(err);
  MUST(clSetKernelArg(kern, 0, sizeof buf, &buf));
  uint32_t ins[2] = {in, in2};
  size_t gsz = 1;
  for (int k = 0; k < (out2 ? 2 : 1); k++) {
    uint32_t init[2] = {ins[k], 0};
    MUST(clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, sizeof init, init, 0, NULL, NULL));
    MUST(clEnqueueNDRangeKernel(env.queue, kern, 1, NULL, &gsz, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, sizeof r, r, 0, NULL, NULL));
    outs[k] = r[1];
  }
  if (out2) *out2 = outs[1];
  clReleaseMemObject(buf);
  clReleaseKernel(kern);
  clReleaseProgram(prog);
  free(il);
  cltest_teardown(&env);
  return outs[0];
}

/* 4000 if (x == i) { for (j < x) r += j * i; } else ... else { r = 1; }
 * Translated only: lavapipe's compiler crashes on it (in libvulkan_lvp). */
TEST(ifloops_4000) { build_and_run("ifloops_4000", UINT32_MAX, 0, NULL); }

/* The same shape with 40 blocks, run (validated too). At 100 to 200 blocks lavapipe crashes now and then in its compiler threads, with the old structurizer too. */
TEST(ifloops_40) {
  uint32_t other = 0;
  uint32_t got = build_and_run("ifloops_40", 37, 4100, &other);
  uint32_t want = 0;
  for (uint32_t j = 0; j < 37; j++) want += j * 37;
  CHECK_EQ(got, want);
  CHECK_EQ(other, 1); /* no block taken */
}

/* x = f_i(x) for i = 0..1999, f_i(x) = (x ^ (x >> 7)) + i (uint wraps) */
TEST(helpers_seq_2000) {
  uint32_t got = build_and_run("helpers_seq_2000", 3, 0, NULL);
  uint32_t want = 3;
  for (uint32_t i = 0; i < 2000; i++) want = (want ^ (want >> 7)) + i;
  CHECK_EQ(got, want);
}

/* f_1999(x), f_i(x) = f_{i-1}(x) + 1, f_0(x) = x + 1 */
TEST(helpers_chain_2000) {
  uint32_t got = build_and_run("helpers_chain_2000", 5, 0, NULL);
  CHECK_EQ(got, 5 + 2000);
}
