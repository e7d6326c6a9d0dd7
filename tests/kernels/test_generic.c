/* test_generic.c: the generic address space (generic.cl): helpers called
 * with pointers of each space, and pointers whose space is chosen at run
 * time, against host references; the device queries that advertise it. */
#include "kernel_harness.h"

enum { L = 64 };
/* cl_mem_fence_flags of OpenCL C 6.15.9 */
enum { CLK_LOCAL_MEM_FENCE = 1, CLK_GLOBAL_MEM_FENCE = 2 };

typedef struct {
  cl_int a;
  cl_float4 v;
} pair_t;
_Static_assert(sizeof(pair_t) == 32, "pair_t as OpenCL C lays it out");

static float pair_sum(const pair_t *p) { return (float)p->a + p->v.s[0] + p->v.s[1] + p->v.s[2] + p->v.s[3]; }

TEST(generic_helpers) {
  kh h;
  kh_open(&h, "generic");
  cl_kernel k = kh_kernel(&h, "helpers");
  size_t ng = 3, n = L * ng;
  cl_int *gi = cltest_malloc((n + 2) * 4);
  float *gf = cltest_malloc(n * 4), *out = cltest_malloc(n * 32), *want = cltest_malloc(n * 32);
  pair_t *gp = cltest_malloc(n * sizeof *gp);
  for (size_t i = 0; i < n + 2; i++) gi[i] = (cl_int)(i * 37 % 101) - 50;
  kh_gen_f32(gf, n, 950, false);
  for (size_t i = 0; i < n; i++) {
    gp[i].a = (cl_int)i - 20;
    for (int c = 0; c < 4; c++) gp[i].v.s[c] = (float)(i % 7) * 0.25f - (float)c;
  }
  for (size_t g = 0; g < n; g++) {
    size_t grp = g / L, i = g % L;
    int li[L + 3];
    for (int j = 0; j < L; j++) li[j] = gi[grp * L + j] * 3;
    for (int j = 0; j < 3; j++) li[L + j] = gi[grp * L + j] - 1;
    int pi[3] = {gi[g], -gi[g], 2};
    want[g * 8 + 0] = (float)(gi[g] * li[i] + gi[g + 1] * li[i + 1] + gi[g + 2] * li[i + 2]);
    want[g * 8 + 1] = (float)(pi[0] * gi[g] + pi[1] * gi[g + 1] + pi[2] * gi[g + 2]);
    want[g * 8 + 2] = (float)(li[i] * pi[0] + li[i + 1] * pi[1] + li[i + 2] * pi[2]);
    float f0 = gf[g] * 3.0f, f1 = 1.5f * 3.0f;
    want[g * 8 + 3] = f0 + f1;
    want[g * 8 + 4] = want[g * 8 + 5] = want[g * 8 + 6] = pair_sum(&gp[g]);
    want[g * 8 + 7] = gf[g] * -2.0f;
  }
  cl_mem mi = kh_in(&h, gi, (n + 2) * 4), mf = kh_in(&h, gf, n * 4), mp = kh_in(&h, gp, n * sizeof *gp),
         mo = kh_out(&h, n * 32);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mf);
  kh_arg_mem(k, 2, mp);
  kh_arg_mem(k, 3, mo);
  size_t l = L;
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, mo, out, n * 32);
  kh_check_f32("generic helpers", out, want, n * 8, 0);
  clReleaseMemObject(mi), clReleaseMemObject(mf), clReleaseMemObject(mp), clReleaseMemObject(mo);
  free(gi), free(gf), free(out), free(want), free(gp);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(generic_runtime_space) {
  kh h;
  kh_open(&h, "generic");
  cl_kernel k = kh_kernel(&h, "runtime_space");
  size_t ng = 4, n = L * ng;
  cl_int *gbuf = cltest_malloc((n + 1) * 4), *sel = cltest_malloc(n * 4), *out = cltest_malloc(n * 32);
  uint32_t *want = cltest_malloc(n * 32);
  uint64_t s = 960;
  for (size_t i = 0; i <= n; i++) gbuf[i] = (cl_int)(cltest_rand(&s) % 100000);
  for (size_t i = 0; i < n; i++) sel[i] = (cltest_rand(&s) >> 7) & 1;
  for (size_t g = 0; g < n; g++) {
    size_t i = g % L;
    int r = sel[g] ? gbuf[g] : (int)i * 10;
    want[g * 8 + 0] = (uint32_t)r;
    want[g * 8 + 1] = sel[g] ? CLK_GLOBAL_MEM_FENCE : CLK_LOCAL_MEM_FENCE;
    want[g * 8 + 2] = sel[g] ? 1 : 2;
    want[g * 8 + 3] = 1001;
    want[g * 8 + 4] = (uint32_t)((int)i * 10 + (sel[g] ? 0 : 12));
    want[g * 8 + 5] = (uint32_t)(gbuf[g] + (sel[g] ? 12 : 0));
    want[g * 8 + 6] = (uint32_t)(r + 12);
    want[g * 8 + 7] = 0;
  }
  cl_mem mg = kh_in(&h, gbuf, (n + 1) * 4), mo = kh_out(&h, n * 32), ms = kh_in(&h, sel, n * 4);
  kh_arg_mem(k, 0, mg);
  kh_arg_mem(k, 1, mo);
  kh_arg_mem(k, 2, ms);
  size_t l = L;
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, mo, out, n * 32);
  kh_check_u32("generic runtime_space", (uint32_t *)out, want, n * 8);
  clReleaseMemObject(mg), clReleaseMemObject(mo), clReleaseMemObject(ms);
  free(gbuf), free(sel), free(out), free(want);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(generic_ping_pong) {
  kh h;
  kh_open(&h, "generic");
  cl_kernel k = kh_kernel(&h, "ping_pong");
  size_t n = L * 2, l = L;
  cl_mem mg = kh_out(&h, n * 4), mo = kh_out(&h, n * 8);
  for (cl_int steps = 0; steps < 6; steps++) {
    cl_int out[2 * L * 2];
    uint32_t want[2 * L * 2];
    int v = 1;
    for (int kk = 0; kk < steps; kk++) v = v * 3 + kk;
    for (size_t g = 0; g < n; g++) {
      want[g * 2] = (uint32_t)v;
      want[g * 2 + 1] = steps % 2 ? CLK_GLOBAL_MEM_FENCE : CLK_LOCAL_MEM_FENCE;
    }
    kh_arg_mem(k, 0, mg);
    kh_arg_mem(k, 1, mo);
    kh_arg(k, 2, 4, &steps);
    kh_run(&h, k, 1, NULL, &n, &l);
    kh_read(&h, mo, out, sizeof out);
    char what[64];
    snprintf(what, sizeof what, "generic ping_pong, %d steps", steps);
    kh_check_u32(what, (uint32_t *)out, want, n * 2);
  }
  clReleaseMemObject(mg), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(generic_device_queries) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_bool gas = CL_FALSE;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT, sizeof gas, &gas, NULL));
  CHECK_EQ(gas, CL_TRUE);
  cl_name_version nv[64];
  size_t sz = 0;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_OPENCL_C_FEATURES, sizeof nv, nv, &sz));
  bool found = false;
  for (size_t i = 0; i < sz / sizeof nv[0]; i++) found |= !strcmp(nv[i].name, "__opencl_c_generic_address_space");
  CHECK(found);
  cltest_teardown(&env);
}

TEST(generic_nulls) {
  kh h;
  kh_open(&h, "generic");
  cl_kernel k = kh_kernel(&h, "generic_nulls");
  size_t n = 128, l = L;
  cl_int g[128];
  uint32_t want[128 * 3], got[128 * 3];
  for (int i = 0; i < 128; i++) g[i] = i * 5 + 1000;
  for (int i = 0; i < 128; i++) {
    bool p = g[i] & 1, q = g[i] & 2;
    want[i * 3 + 0] = p ? (uint32_t)g[i] : (uint32_t)-1;
    want[i * 3 + 1] = q ? (uint32_t)(i + 100) : (uint32_t)-2;
    want[i * 3 + 2] = (uint32_t)(!p + !q * 2 + (!p && !q) * 4);
  }
  cl_mem mg = kh_in(&h, g, sizeof g), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mg);
  kh_arg_mem(k, 1, mo);
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, mo, got, sizeof got);
  kh_check_u32("generic_nulls", got, want, 128 * 3);
  clReleaseMemObject(mg), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
