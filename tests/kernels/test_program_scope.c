/* test_program_scope.c: program-scope variables (program_scope.cl):
 * __constant tables read through run-time indexes, against the values the
 * source gives them (and a CRC-32 computed bit by bit here); __global
 * variables that start from their initializers, keep their values between
 * launches, are shared by the kernels of one program and not between two
 * programs; CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE. */
#include <math.h>

#include "kernel_harness.h"

static uint32_t crc32_bits(const uint8_t *p, size_t n) {
  uint32_t c = 0xffffffffu;
  for (size_t i = 0; i < n; i++) {
    c ^= p[i];
    for (int k = 0; k < 8; k++) c = c & 1 ? (c >> 1) ^ 0xedb88320u : c >> 1;
  }
  return ~c;
}

TEST(program_scope_constants) {
  kh h;
  kh_open(&h, "program_scope");
  cl_kernel k = kh_kernel(&h, "crc_nibbles");
  enum { N = 64, LEN = 37 };
  uint8_t *data = cltest_malloc(N * LEN);
  cltest_fill(data, N * LEN, 901);
  uint32_t got[N], want[N];
  for (size_t i = 0; i < N; i++) want[i] = crc32_bits(data + i * LEN, LEN);
  cl_mem md = kh_in(&h, data, N * LEN), mo = kh_out(&h, sizeof got);
  cl_uint len = LEN;
  kh_arg_mem(k, 0, md);
  kh_arg(k, 1, 4, &len);
  kh_arg_mem(k, 2, mo);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mo, got, sizeof got);
  kh_check_u32("crc_nibbles (constant table)", got, want, N);
  clReleaseMemObject(md), clReleaseMemObject(mo);
  free(data);
  clReleaseKernel(k);

  /* the source's tables */
  static const float coeffs[2][4] = {{0.5f, -1.25f, 2.0f, 3.75f}, {-0.125f, 8.0f, 1e-3f, -7.5f}};
  static const struct { int id; float dir[3]; char tag; short pair[2]; } entries[2] = {
    {7, {1.0f, 2.0f, 3.0f}, 'a', {-1, 2}}, {-9, {-0.5f, 0.25f, 4.0f}, 'z', {300, -400}}};
  static const char greeting[] = "program scope";
  k = kh_kernel(&h, "constant_lookups");
  cl_int idx[N], ni[N * 2], wn[N * 2];
  float f[N * 4], wf[N * 4];
  for (int i = 0; i < N; i++) idx[i] = i * 7 + 3;
  for (int i = 0; i < N; i++) {
    int kk = idx[i], e = kk & 1;
    wf[i * 4 + 0] = coeffs[kk & 1][(kk >> 1) & 3];
    wf[i * 4 + 1] = entries[e].dir[0] + entries[e].dir[1] * 2.0f + entries[e].dir[2] * 4.0f;
    wf[i * 4 + 2] = (float)entries[e].pair[(kk >> 3) & 1];
    wf[i * 4 + 3] = (float)entries[e].id;
    wn[i * 2 + 0] = greeting[kk % (int)sizeof greeting];
    wn[i * 2 + 1] = entries[e].tag;
  }
  cl_mem mi = kh_in(&h, idx, sizeof idx), mf = kh_out(&h, sizeof f), mn = kh_out(&h, sizeof ni);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mf);
  kh_arg_mem(k, 2, mn);
  kh_run(&h, k, 1, NULL, &n, NULL);
  kh_read(&h, mf, f, sizeof f);
  kh_read(&h, mn, ni, sizeof ni);
  kh_check_f32("constant_lookups (floats)", f, wf, N * 4, 0);
  kh_check_u32("constant_lookups (chars)", (uint32_t *)ni, (uint32_t *)wn, N * 2);
  clReleaseMemObject(mi), clReleaseMemObject(mf), clReleaseMemObject(mn);
  clReleaseKernel(k);
  kh_close(&h);
}

typedef struct run_bufs {
  cl_mem seen, seen_big, seen_last, out, out_big;
} run_bufs;

static void bump_once(kh *h, cl_kernel bump, run_bufs *b, int round, size_t items) {
  cl_int seen[2];
  cl_ulong big[3];
  float last[5];
  kh_arg_mem(bump, 0, b->seen);
  kh_arg_mem(bump, 1, b->seen_big);
  kh_arg_mem(bump, 2, b->seen_last);
  size_t l = 32;
  kh_run(h, bump, 1, NULL, &items, &l);
  kh_read(h, b->seen, seen, sizeof seen);
  kh_read(h, b->seen_big, big, sizeof big);
  kh_read(h, b->seen_last, last, sizeof last);
  int lo = 100 + (int)items * round, hi = lo + (int)items - 1;
  CHECK(seen[1] >= lo && seen[1] <= hi);       /* counter before work-item 0's increment */
  CHECK(seen[0] > seen[1] && seen[0] <= hi + 1); /* through the pointer initialized to &counter */
  CHECK_EQ(big[0], 1 + round);
  CHECK_EQ(big[1], 0x123456789abcdefull);
  CHECK_EQ(big[2], 3ull << round);
  CHECK(last[0] == 42.0f + 10.0f * round);
  CHECK(last[1] == 1.0f);
  CHECK(last[2] == (float)'q');
  CHECK(last[3] == 11.0f);
  CHECK(last[4] == 0.5f * (round + 1)); /* accum[2] through a pointer initialized to &accum[2] */
}

static void peek(kh *h, cl_kernel k, run_bufs *b, int counter, int last_id, int calls, cl_ulong big0, cl_ulong big2) {
  cl_int out[3];
  cl_ulong big[2];
  kh_arg_mem(k, 0, b->out);
  kh_arg_mem(k, 1, b->out_big);
  size_t one = 1;
  kh_run(h, k, 1, NULL, &one, &one);
  kh_read(h, b->out, out, sizeof out);
  kh_read(h, b->out_big, big, sizeof big);
  CHECK_EQ(out[0], counter);
  CHECK_EQ(out[1], last_id);
  CHECK_EQ(out[2], calls);
  CHECK_EQ(big[0], big0);
  CHECK_EQ(big[1], big2);
}

TEST(program_scope_globals) {
  kh h;
  kh_open(&h, "program_scope");
  run_bufs b = {kh_out(&h, 8), kh_out(&h, 24), kh_out(&h, 20), kh_out(&h, 12), kh_out(&h, 16)};
  cl_kernel bump = kh_kernel(&h, "bump"), pk = kh_kernel(&h, "peek");
  /* a fresh program starts from the initializers */
  peek(&h, pk, &b, 100, 42, 1, 1, 3);
  const size_t items = 96;
  for (int r = 0; r < 3; r++) bump_once(&h, bump, &b, r, items);
  peek(&h, pk, &b, 100 + 3 * (int)items, 72, 2, 4, 24);
  /* another program from the same IL has its own variables */
  char log[4096];
  cl_program p2 = kh_build(&h.env, "program_scope", "", log, sizeof log);
  CHECK(p2 != NULL);
  if (p2) {
    cl_int err;
    cl_kernel pk2 = clCreateKernel(p2, "peek", &err);
    MUST(err);
    peek(&h, pk2, &b, 100, 42, 1, 1, 3);
    clReleaseKernel(pk2);
    clReleaseProgram(p2);
  }
  /* and the first program's values are still there */
  peek(&h, pk, &b, 100 + 3 * (int)items, 72, 3, 4, 24);
  /* the size of the variables: at least the sum of their sizes (padding
   * depends on the order the module lists them in) */
  size_t total = 0;
  CHECK_OK(clGetProgramBuildInfo(h.prog, h.env.device, CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE, sizeof total,
                                 &total, NULL));
  const size_t sum = 64 + 32 + 2 * 48 + 14 + 4 + 24 + 32 + 48 + 8 + 8 + 4;
  CHECK(total >= sum && total <= sum + 11 * 15);
  clReleaseMemObject(b.seen), clReleaseMemObject(b.seen_big), clReleaseMemObject(b.seen_last);
  clReleaseMemObject(b.out), clReleaseMemObject(b.out_big);
  clReleaseKernel(bump);
  clReleaseKernel(pk);
  kh_close(&h);
}

/* The device reports the sizes it takes. */
TEST(program_scope_device_queries) {
  cltest_env env;
  cltest_setup(&env, 0);
  size_t max_var = 0, pref = 0;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE, sizeof max_var, &max_var, NULL));
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE, sizeof pref, &pref, NULL));
  CHECK(max_var >= 65536); /* OpenCL 3.0's minimum where the feature is offered */
  CHECK(pref >= max_var);
  char feats[4096] = "";
  cl_name_version nv[64];
  size_t sz = 0;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_OPENCL_C_FEATURES, sizeof nv, nv, &sz));
  for (size_t i = 0; i < sz / sizeof nv[0]; i++) {
    strncat(feats, nv[i].name, sizeof feats - strlen(feats) - 2);
    strcat(feats, " ");
  }
  CHECK(strstr(feats, "__opencl_c_program_scope_global_variables") != NULL);
  cltest_teardown(&env);
}
