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

/* generic_stored.cl: generic pointers to each space stored in __private,
 * __local and __global memory (arrays, structs, a volatile variable) and
 * loaded back, where their space is known only at run time. */
TEST(generic_stored) {
  kh h;
  kh_open(&h, "generic_stored");
  cl_kernel k = kh_kernel(&h, "stored_spaces");
  enum { N = 256 };
  cl_int g[N], sel[N], out[N * 8];
  uint32_t want[N * 8];
  uint64_t seed = 970;
  for (int i = 0; i < N; i++) {
    g[i] = (cl_int)(cltest_rand(&seed) % 100000);
    sel[i] = i < 3 ? i : (cl_int)(cltest_rand(&seed) % 3); /* every space in the first work-group */
  }
  for (int i = 0; i < N; i++) {
    int s = sel[i], lid = i % L;
    int vals[3] = {g[i], i * 3 + 1, i * 7 + 3}; /* the __global, __local and __private ints pointed to */
    int s1 = (s + 1) % 3, s2 = (s + 2) % 3;
    want[i * 8 + 0] = (uint32_t)vals[s];
    want[i * 8 + 1] = s == 0 ? CLK_GLOBAL_MEM_FENCE : CLK_LOCAL_MEM_FENCE; /* __private: checked below */
    want[i * 8 + 2] = 1u << s | (1u << s1) << 3 | (1u << s2) << 6;         /* exactly one to_* is not NULL */
    want[i * 8 + 3] = (uint32_t)(s == 0 ? i : s == 1 ? lid : 1);            /* r - base: the index */
    want[i * 8 + 4] = 0xf77; /* all true but r < base and lslots[lid] == r */
    want[i * 8 + 5] = want[i * 8 + 6] = (uint32_t)(vals[s1] * 100 + vals[s2]);
    want[i * 8 + 7] = (uint32_t)(vals[0] + vals[1] + vals[2] + 21000 + (s != 2 ? 5 : 0));
  }
  cl_mem mg = kh_in(&h, g, sizeof g), ms = kh_in(&h, sel, sizeof sel), mo = kh_out(&h, sizeof out);
  kh_arg_mem(k, 0, mg);
  kh_arg_mem(k, 1, ms);
  kh_arg_mem(k, 2, mo);
  size_t n = N, l = L;
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, mo, out, sizeof out);
  /* get_fence of a __private pointer: any valid fence (OpenCL C 6.15.9) */
  for (int i = 0; i < N; i++)
    if (sel[i] == 2) {
      CHECK((uint32_t)out[i * 8 + 1] <= (CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE));
      want[i * 8 + 1] = (uint32_t)out[i * 8 + 1];
    }
  kh_check_u32("generic_stored", (uint32_t *)out, want, N * 8);
  clReleaseMemObject(mg), clReleaseMemObject(ms), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* generic_stored.cl: struct copies between generic pointers of every
 * pair of spaces, chosen at run time. */
TEST(generic_copy) {
  kh h;
  kh_open(&h, "generic_stored");
  cl_kernel k = kh_kernel(&h, "copy_through_generic");
  enum { N = 256 };
  cl_int g[N * 5], sel[N], out[N * 15];
  uint32_t want[N * 15];
  uint64_t seed = 980;
  for (int i = 0; i < N * 5; i++) g[i] = (cl_int)(cltest_rand(&seed) % 100000);
  for (int i = 0; i < N; i++) sel[i] = i < 3 ? i : (cl_int)(cltest_rand(&seed) % 3);
  for (int i = 0; i < N; i++) {
    int v[3][5];
    for (int c = 0; c < 5; c++) v[0][c] = g[i * 5 + c], v[1][c] = i * 100 + c, v[2][c] = i * 10 + c;
    int s = sel[i], d = (s + 1) % 3;
    for (int c = 0; c < 5; c++) v[d][c] = v[s][c];
    for (int sp = 0; sp < 3; sp++)
      for (int c = 0; c < 5; c++) want[i * 15 + sp * 5 + c] = (uint32_t)v[sp][c];
  }
  cl_mem mg = kh_in(&h, g, sizeof g), ms = kh_in(&h, sel, sizeof sel), mo = kh_out(&h, sizeof out);
  kh_arg_mem(k, 0, mg);
  kh_arg_mem(k, 1, ms);
  kh_arg_mem(k, 2, mo);
  size_t n = N, l = L;
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, mo, out, sizeof out);
  kh_check_u32("generic_copy", (uint32_t *)out, want, N * 15);
  clReleaseMemObject(mg), clReleaseMemObject(ms), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
