/* test_spvasm.c: the hand-written SPIR-V of tests/spvasm/ run on the
 * device: control-flow shapes clang rarely emits (several back edges to
 * one header, a conditional branch with both targets equal, phis that swap,
 * a break out of two loops, switch fallthrough, a return inside a loop with
 * an unreachable predecessor, jumps past two merges), sub-group reductions
 * after such divergent code, and an irreducible CFG that must fail to
 * build with a message; specialization constants set through
 * clSetProgramSpecializationConstant, half arithmetic in a module that
 * declares Float16, and the no-wrap decorations of
 * cl_khr_spirv_no_integer_wrap_decoration. The host functions below are the C each kernel's
 * comment in the .spvasm states. */
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "kernel_harness.h"
#include "vk_device.h"

static uint32_t x_of(size_t gid) { return (uint32_t)gid * 2654435761u; }

static uint32_t multi_backedge(uint32_t x, uint32_t limit) {
  uint32_t i = 0, acc = x;
  while (i < limit) {
    if ((i + x) & 1) {
      acc = acc * 3 + i;
      i += 1;
    } else {
      acc ^= i << 4;
      i += 2;
    }
  }
  return acc;
}

static uint32_t same_targets(uint32_t x) {
  uint32_t v = x * 7;
  return v % 4 <= 2 ? v + 1 : v;
}

static uint32_t swap_phis(uint32_t x) {
  uint32_t a = x, b = x + 1;
  for (uint32_t i = 0; i < (x & 7); i++) {
    uint32_t t = a;
    a = b;
    b = t;
  }
  return a * 31 + b;
}

static uint32_t break_two_levels(uint32_t x) {
  uint32_t acc = x;
  for (uint32_t i = 0; i < 6; i++) {
    uint32_t a2 = acc;
    for (uint32_t j = 0; j < 5; j++) {
      a2 = a2 + i * j + 1;
      if ((a2 & 31) == x >> 27) return a2;
    }
    acc = a2;
  }
  return acc;
}

static uint32_t switch_fallthrough(uint32_t x) {
  uint32_t v = x, w = x;
  switch (x % 5) {
  case 0: v = x + 100; /* fall through */
  case 1:
  case 3: return v * 3;
  case 2: w = x ^ 0x55; /* fall through */
  default: return w + 7;
  }
}

static uint32_t return_in_loop(uint32_t x) {
  for (uint32_t i = 0; i < 20; i++)
    if ((i * i + x) % 7 == 3) return 1000 + i;
  return x;
}

static uint32_t shared_exit(uint32_t x) {
  uint32_t r = x;
  if (x & 1) {
    if (x & 2) goto tail;
    r = r * 5;
  } else {
    if (x & 4) goto tail;
    r = r + 10;
  }
  r ^= 8;
tail:
  return r + 1;
}

static uint32_t mb10(uint32_t x) { return multi_backedge(x, 10); }

TEST(spvasm_control_flow) {
  static const struct {
    const char *name;
    uint32_t (*ref)(uint32_t);
  } kernels[] = {
    {"multi_backedge", mb10},         {"same_targets", same_targets},
    {"swap_phis", swap_phis},         {"break_two_levels", break_two_levels},
    {"switch_fallthrough", switch_fallthrough}, {"return_in_loop", return_in_loop},
    {"shared_exit", shared_exit},
  };
  kh h;
  kh_open(&h, "cf_asm");
  const size_t n = 4099, local = 64;
  const size_t global = (n + local - 1) / local * local;
  uint32_t *want = cltest_malloc(global * 4), *got = cltest_malloc(global * 4);
  for (size_t k = 0; k < sizeof kernels / sizeof *kernels; k++) {
    cl_kernel kr = kh_kernel(&h, kernels[k].name);
    cl_mem out = kh_out(&h, global * 4);
    kh_arg_mem(kr, 0, out);
    kh_run(&h, kr, 1, NULL, &global, &local);
    kh_read(&h, out, got, global * 4);
    for (size_t i = 0; i < global; i++) want[i] = kernels[k].ref(x_of(i));
    kh_check_u32(kernels[k].name, got, want, global);
    clReleaseMemObject(out);
    clReleaseKernel(kr);
  }
  free(want), free(got);
  kh_close(&h);
}

static uint32_t mb15(uint32_t x) { return multi_backedge(x, x & 15); }

/* Sub-group sums after divergent code: the sum over the work-items that
 * report the same (work-group, sub-group id), each lane once. */
TEST(spvasm_subgroups) {
  static const struct {
    const char *name;
    uint32_t (*ref)(uint32_t);
  } kernels[] = {{"sg_multi_backedge", mb15}, {"sg_shared_exit", shared_exit}};
  kh h;
  kh_open(&h, "sg_asm");
  const size_t local = 96, global = local * 5;
  uint32_t *got = cltest_malloc(global * 16);
  for (size_t k = 0; k < sizeof kernels / sizeof *kernels; k++) {
    cl_kernel kr = kh_kernel(&h, kernels[k].name);
    cl_mem out = kh_out(&h, global * 16);
    kh_arg_mem(kr, 0, out);
    kh_run(&h, kr, 1, NULL, &global, &local);
    kh_read(&h, out, got, global * 16);
    size_t bad = 0;
    for (size_t i = 0; i < global; i++) {
      const uint32_t *w = got + 4 * i;
      if (w[0] != kernels[k].ref(x_of(i)) && bad++ < 5)
        fprintf(stderr, "%s: work-item %zu value %u, expected %u\n", kernels[k].name, i, w[0],
                kernels[k].ref(x_of(i)));
      uint32_t sum = 0, lanes = 0;
      size_t group = i / local;
      for (size_t j = group * local; j < (group + 1) * local; j++)
        if (got[4 * j + 2] == w[2]) {
          sum += kernels[k].ref(x_of(j));
          lanes++;
        }
      if ((w[1] != sum || w[3] >= lanes) && bad++ < 5)
        fprintf(stderr, "%s: work-item %zu (sub-group %u, lane %u of %u): sum %u, expected %u\n",
                kernels[k].name, i, w[2], w[3], lanes, w[1], sum);
    }
    CHECK_EQ(bad, 0);
    clReleaseMemObject(out);
    clReleaseKernel(kr);
  }
  free(got);
  kh_close(&h);
}

TEST(spvasm_irreducible_refused) {
  cltest_env env;
  cltest_setup(&env, 0);
  char path[1024];
  snprintf(path, sizeof path, "%s/cf_irreducible.spv", kh_kernel_dir());
  size_t size = 0;
  void *il = cltest_read_file(path, &size);
  CHECK(il != NULL);
  if (il) {
    cl_int err;
    cl_program p = clCreateProgramWithIL(env.ctx, il, size, &err);
    CHECK_OK(err);
    CHECK_ERR(clBuildProgram(p, 1, &env.device, "", NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
    cl_build_status st = CL_BUILD_NONE;
    CHECK_OK(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
    CHECK_EQ(st, CL_BUILD_ERROR);
    char log[4096] = "";
    CHECK_OK(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL));
    CHECK(strstr(log, "kernel irreducible: irreducible control flow") != NULL);
    /* nothing to make a kernel from */
    CHECK_ERR((clCreateKernel(p, "irreducible", &err), err), CL_INVALID_PROGRAM_EXECUTABLE);
    clReleaseProgram(p);
    free(il);
  }
  cltest_teardown(&env);
}

/* ---- LinkOnceODR linkage (linkonce_*.spvasm, cl_khr_spirv_linkonce_odr) ------------------ */

/* The library and a main module compiled apart and linked: every
 * work-item's twice(i) + twice_plus(i) must be 4i + 1 (the functions'
 * definitions), whether the main module has its own LinkOnceODR copy of
 * twice (two definitions: one is kept) or imports it (the library's
 * LinkOnceODR definition must resolve the import). */
static void linkonce_case(cltest_env *env, const char *main_module) {
  cl_program in[2] = {kh_program_il(env, "linkonce_lib"), kh_program_il(env, main_module)};
  for (int i = 0; i < 2; i++) CHECK_OK(clCompileProgram(in[i], 1, &env->device, "", 0, NULL, NULL, NULL, NULL));
  cl_int err;
  cl_program p = clLinkProgram(env->ctx, 1, &env->device, "", 2, in, NULL, NULL, &err);
  CHECK_OK(err);
  if (p) {
    cl_kernel k = clCreateKernel(p, "linkonce", &err);
    CHECK_OK(err);
    enum { N = 256 };
    cl_mem out = clCreateBuffer(env->ctx, CL_MEM_READ_WRITE, N * 4, NULL, &err);
    CHECK_OK(clSetKernelArg(k, 0, sizeof out, &out));
    size_t n = N;
    CHECK_OK(clEnqueueNDRangeKernel(env->queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
    uint32_t got[N];
    CHECK_OK(clEnqueueReadBuffer(env->queue, out, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
    int bad = 0;
    for (uint32_t i = 0; i < N; i++)
      if (got[i] != 4 * i + 1 && bad++ < 5) fprintf(stderr, "%s: item %u: got %u, want %u\n", main_module, i, got[i], 4 * i + 1);
    CHECK_EQ(bad, 0);
    clReleaseMemObject(out);
    clReleaseKernel(k);
    clReleaseProgram(p);
  }
  for (int i = 0; i < 2; i++) clReleaseProgram(in[i]);
}

TEST(spvasm_linkonce_odr) {
  cltest_env env;
  cltest_setup(&env, 0);
  char ext[8192] = "";
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_EXTENSIONS, sizeof ext, ext, NULL));
  CHECK(strstr(ext, "cl_khr_spirv_linkonce_odr") != NULL);
  linkonce_case(&env, "linkonce_main_own");
  linkonce_case(&env, "linkonce_main_import");
  cltest_teardown(&env);
}

/* ---- specialization constants (spec_const.spvasm) ---------------------------------------- */

static cl_program spec_program(cltest_env *env) { return kh_program_il(env, "spec_const"); }

/* Builds p, runs spec_consts with one work-item and reads its 11 words. */
static void spec_run(cltest_env *env, cl_program p, uint32_t got[11]) {
  cl_int err = clBuildProgram(p, 1, &env->device, "", NULL, NULL);
  if (err) {
    char log[8192] = "";
    clGetProgramBuildInfo(p, env->device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    fprintf(stderr, "spec_const build: %d\n%s\n", err, log);
  }
  MUST(err);
  cl_kernel k = clCreateKernel(p, "spec_consts", &err);
  MUST(err);
  cl_mem out = clCreateBuffer(env->ctx, CL_MEM_READ_WRITE, 11 * 4, NULL, &err);
  MUST(err);
  MUST(clSetKernelArg(k, 0, sizeof out, &out));
  MUST(clSetKernelArg(k, 1, 16, NULL));
  size_t one = 1;
  MUST(clEnqueueNDRangeKernel(env->queue, k, 1, NULL, &one, &one, 0, NULL, NULL));
  MUST(clEnqueueReadBuffer(env->queue, out, CL_TRUE, 0, 11 * 4, got, 0, NULL, NULL));
  clReleaseMemObject(out);
  clReleaseKernel(k); /* a rebuild needs no live kernels */
}

/* The words spec_const.spvasm's comment gives for these values. */
static void spec_expect(uint32_t u, bool b, uint64_t l, float f, uint8_t c8, uint32_t want[11]) {
  uint32_t fb;
  memcpy(&fb, &f, 4);
  uint32_t w[11] = {u, b, (uint32_t)l, (uint32_t)(l >> 32), fb, u, 9, u + 100, c8, 77, u};
  memcpy(want, w, sizeof w);
}

TEST(spvasm_spec_constants) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_program p = spec_program(&env);
  uint32_t got[11], want[11];
  /* defaults */
  spec_run(&env, p, got);
  spec_expect(5, true, 0x100000002ull, 1.5f, 200, want);
  kh_check_u32("spec constants, defaults", got, want, 11);
  /* every one set; a bool is a cl_uchar */
  cl_uint u = 0xfffffff0u;
  cl_uchar b = 0, c8 = 0xab;
  cl_ulong l = 0xfedcba9876543210ull;
  cl_float f = -3.25f;
  CHECK_OK(clSetProgramSpecializationConstant(p, 3, sizeof u, &u));
  CHECK_OK(clSetProgramSpecializationConstant(p, 7, sizeof b, &b));
  CHECK_OK(clSetProgramSpecializationConstant(p, 10, sizeof l, &l));
  CHECK_OK(clSetProgramSpecializationConstant(p, 11, sizeof f, &f));
  CHECK_OK(clSetProgramSpecializationConstant(p, 13, sizeof c8, &c8));
  spec_run(&env, p, got);
  spec_expect(u, false, l, f, c8, want);
  kh_check_u32("spec constants, set", got, want, 11);
  /* a later value replaces the earlier one at the next build; any
   * non-zero cl_uchar is true */
  u = 41;
  b = 2;
  CHECK_OK(clSetProgramSpecializationConstant(p, 3, sizeof u, &u));
  CHECK_OK(clSetProgramSpecializationConstant(p, 7, sizeof b, &b));
  spec_run(&env, p, got);
  spec_expect(u, true, l, f, c8, want);
  kh_check_u32("spec constants, set again", got, want, 11);
  /* errors (OpenCL API 5.8.4) */
  CHECK_ERR(clSetProgramSpecializationConstant(p, 99, sizeof u, &u), CL_INVALID_SPEC_ID);
  CHECK_ERR(clSetProgramSpecializationConstant(p, 3, sizeof l, &l), CL_INVALID_VALUE);
  CHECK_ERR(clSetProgramSpecializationConstant(p, 7, sizeof u, &u), CL_INVALID_VALUE);
  CHECK_ERR(clSetProgramSpecializationConstant(p, 3, sizeof u, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clSetProgramSpecializationConstant(NULL, 3, sizeof u, &u), CL_INVALID_PROGRAM);
  const char *src = "kernel void k(global int *p) { *p = 1; }";
  cl_int err;
  cl_program ps = clCreateProgramWithSource(env.ctx, 1, &src, NULL, &err);
  CHECK_OK(err);
  if (ps) {
    CHECK_ERR(clSetProgramSpecializationConstant(ps, 3, sizeof u, &u), CL_INVALID_PROGRAM);
    clReleaseProgram(ps);
  }
  clReleaseProgram(p);
  cltest_teardown(&env);
}

/* ---- Float16 (half_ops_fp16.spvasm) ------------------------------------------------------- */

/* A normal half of either sign with an exponent in [lo, hi]. */
static uint16_t rand_half(uint64_t *s, int lo, int hi) {
  uint64_t r = cltest_rand(s);
  int e = lo + (int)(r % (uint64_t)(hi - lo + 1));
  return (uint16_t)(((r >> 20) & 1) << 15 | (uint16_t)(e + 15) << 10 | ((r >> 32) & 0x3ff));
}

TEST(spvasm_float16) {
  vkdev v;
  CHECK(kh_vk_query(cltest_device(), &v));
  if (v.found && (!v.f12.shaderFloat16 || !v.f11.storageBuffer16BitAccess || !v.f.shaderInt16)) {
    kh_check_refused("half_ops_fp16", "16");
    return;
  }
  kh h;
  kh_open(&h, "half_ops_fp16");
  enum { N = 4096 };
  uint16_t a[N], b[N];
  float f[N];
  uint64_t s = 0x5eed16;
  for (size_t i = 0; i < N; i++) {
    /* exponents within 12 of each other: a + b is exact in float, so a
     * device that adds halves in float rounds once, as IEEE 754 asks */
    a[i] = rand_half(&s, -3, 9);
    b[i] = rand_half(&s, -3, 9);
    uint32_t fb = (uint32_t)cltest_rand(&s);
    /* normal halves' range and beyond (no half subnormals: the device
     * may flush them); every 16th a NaN or an infinity */
    fb = (fb & 0x807fffffu) | (uint32_t)(127 - 14 + (fb >> 23) % 36) << 23;
    if (i % 16 == 5) fb = i % 32 == 5 ? 0x7fc00000u : 0xff800000u;
    memcpy(&f[i], &fb, 4);
  }
  a[7] = 0x7e00;                  /* NaN: saturates to 0 */
  a[8] = 0xfc00;                  /* -inf: 0 */
  a[9] = 0x7c00;                  /* +inf: 255 */
  cl_kernel k = kh_kernel(&h, "half_ops");
  cl_mem ma = kh_in(&h, a, sizeof a), mb = kh_in(&h, b, sizeof b), mf = kh_in(&h, f, sizeof f);
  cl_mem msum = kh_out(&h, N * 2), mprod = kh_out(&h, N * 2), mrtz = kh_out(&h, N * 2), msat = kh_out(&h, N);
  cl_mem args[] = {ma, mb, mf, msum, mprod, mrtz, msat};
  for (cl_uint i = 0; i < 7; i++) kh_arg_mem(k, i, args[i]);
  size_t global = N;
  kh_run(&h, k, 1, NULL, &global, NULL);
  uint16_t sum[N], prod[N], rtz[N];
  uint8_t sat[N];
  kh_read(&h, msum, sum, sizeof sum);
  kh_read(&h, mprod, prod, sizeof prod);
  kh_read(&h, mrtz, rtz, sizeof rtz);
  kh_read(&h, msat, sat, sizeof sat);
  size_t bad = 0;
  for (size_t i = 0; i < N; i++) {
    double x = kh_half_value(a[i]), y = kh_half_value(b[i]);
    uint16_t ws = kh_half_round(x + y, 'e'), wp = kh_half_round(x * y, 'e'), wr = kh_half_round(f[i], 'z');
    double t = trunc(x);
    uint8_t wsat = isnan(x) || t <= 0 ? 0 : t >= 255 ? 255 : (uint8_t)t;
    if (!kh_half_same(sum[i], ws) || !kh_half_same(prod[i], wp) || !kh_half_same(rtz[i], wr) || sat[i] != wsat) {
      if (bad++ < 5)
        fprintf(stderr, "half_ops %zu: a 0x%04x b 0x%04x f %a: sum 0x%04x (0x%04x) prod 0x%04x (0x%04x) "
                        "rtz 0x%04x (0x%04x) sat %u (%u)\n",
                i, a[i], b[i], f[i], sum[i], ws, prod[i], wp, rtz[i], wr, sat[i], wsat);
    }
  }
  CHECK_EQ(bad, 0);
  for (int i = 0; i < 7; i++) clReleaseMemObject(args[i]);
  clReleaseKernel(k);
  kh_close(&h);
}

/* ---- cl_khr_spirv_no_integer_wrap_decoration (no_wrap.spvasm) ------------------------------ */

TEST(spvasm_no_integer_wrap) {
  char ext[8192] = "";
  MUST(clGetDeviceInfo(cltest_device(), CL_DEVICE_EXTENSIONS, sizeof ext, ext, NULL));
  CHECK(strstr(ext, "cl_khr_spirv_no_integer_wrap_decoration") != NULL);
  kh h;
  kh_open(&h, "no_wrap");
  enum { N = 1024 };
  uint32_t a[N], b[N], got[3 * N], want[3 * N];
  uint64_t s = 0x40a9;
  for (size_t i = 0; i < N; i++) {
    /* a, b in [0, 2^15): a + b, a * b * 2 fit in a uint; a - b, read as
     * signed, fits in an int */
    a[i] = (uint32_t)cltest_rand(&s) & 0x7fff;
    b[i] = (uint32_t)cltest_rand(&s) & 0x7fff;
    want[3 * i] = a[i] + b[i];
    want[3 * i + 1] = (uint32_t)((int32_t)a[i] - (int32_t)b[i]);
    want[3 * i + 2] = a[i] * b[i] * 2;
  }
  cl_kernel k = kh_kernel(&h, "no_wrap");
  cl_mem ma = kh_in(&h, a, sizeof a), mb = kh_in(&h, b, sizeof b), mo = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mb);
  kh_arg_mem(k, 2, mo);
  size_t global = N;
  kh_run(&h, k, 1, NULL, &global, NULL);
  kh_read(&h, mo, got, sizeof got);
  kh_check_u32("no_wrap", got, want, 3 * N);
  clReleaseMemObject(ma);
  clReleaseMemObject(mb);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* ---- built-ins as imported UniformConstant variables (builtin_import.spvasm) ---------------- */

/* Older SPIR-V producers declare get_global_id and friends as BuiltIn
 * UniformConstant variables imported by LinkageAttributes; each work-item
 * must still see its own ids (OpenCL C 6.15.1), not those of work-item 0. */
TEST(spvasm_builtin_import) {
  kh h;
  kh_open(&h, "builtin_import");
  cl_kernel k = kh_kernel(&h, "builtin_import_ids");
  enum { OFFSET = 100, N = 500, L = 20 };
  cl_mem mo = kh_out(&h, (OFFSET + N) * 4 * sizeof(uint64_t));
  kh_arg_mem(k, 0, mo);
  size_t offset = OFFSET, global = N, local = L;
  kh_run(&h, k, 1, &offset, &global, &local);
  static uint64_t got[(OFFSET + N) * 4];
  kh_read(&h, mo, got, sizeof got);
  unsigned bad = 0;
  uint64_t untouched;
  memset(&untouched, 0xcd, sizeof untouched);
  for (uint64_t g = 0; g < OFFSET + N; g++) {
    uint64_t want[4] = {untouched, untouched, untouched, untouched};
    if (g >= OFFSET) {
      want[0] = g;                  /* get_global_id(0) */
      want[1] = (g - OFFSET) % L;   /* get_local_id(0) */
      want[2] = (g - OFFSET) / L;   /* get_group_id(0) */
      want[3] = N;                  /* get_global_size(0) */
    }
    for (int c = 0; c < 4; c++)
      if (got[4 * g + c] != want[c] && bad++ < 8)
        fprintf(stderr, "work-item %" PRIu64 " word %d: %" PRIu64 ", expected %" PRIu64 "\n", g, c, got[4 * g + c],
                want[c]);
  }
  CHECK_EQ(bad, 0);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
