/* test_int_ext.c: cl_khr_integer_dot_product and cl_khr_extended_bit_ops
 * from OpenCL C source, against host references written from the
 * extensions' formulas: every dot and dot_acc_sat form (vector and packed,
 * each signedness), and bitfield_insert, bitfield_extract_signed/unsigned
 * and bit_reverse on 8-, 16-, 32- and 64-bit integers and an 8-component
 * vector. The dot products run twice: as the device's own instructions and
 * as plain arithmetic (SHOAL_INTEGER_DOT_PRODUCT=0). */
#define _GNU_SOURCE /* setenv */
#include <limits.h>
#include <stdlib.h>

#include "cltest.h"

#define N 64

static bool has_ext(cl_device_id dev, const char *name) {
  char ext[8192] = "";
  clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, sizeof ext, ext, NULL);
  return strstr(ext, name) != NULL;
}

/* A kernel(global T0 *o, global uint *a, global uint *b, global int *c)
 * of `src` over N work-items; o[] back (`osize` bytes each). */
static void run(cltest_env *env, const char *src, const char *name, const uint32_t *a, const uint32_t *b,
                const int32_t *c, void *out, size_t osize) {
  cl_int err;
  cl_program p = clCreateProgramWithSource(env->ctx, 1, &src, NULL, &err);
  CHECK_OK(err);
  cl_int built = clBuildProgram(p, 1, &env->device, "-cl-std=CL3.0", NULL, NULL);
  CHECK_OK(built);
  if (built) {
    char *log = cltest_build_log(p, env->device);
    fprintf(stderr, "%s\n", log);
    free(log);
    memset(out, 0, osize * N);
    clReleaseProgram(p);
    return;
  }
  cl_kernel k = clCreateKernel(p, name, &err);
  CHECK_OK(err);
  cl_mem bo = clCreateBuffer(env->ctx, CL_MEM_READ_WRITE, osize * N, NULL, &err);
  cl_mem ba = clCreateBuffer(env->ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, 4 * N, (void *)a, &err);
  cl_mem bb = clCreateBuffer(env->ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, 4 * N, (void *)b, &err);
  cl_mem bc = clCreateBuffer(env->ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, 4 * N, (void *)c, &err);
  CHECK_OK(clSetKernelArg(k, 0, sizeof bo, &bo));
  CHECK_OK(clSetKernelArg(k, 1, sizeof ba, &ba));
  CHECK_OK(clSetKernelArg(k, 2, sizeof bb, &bb));
  CHECK_OK(clSetKernelArg(k, 3, sizeof bc, &bc));
  size_t n = N;
  CHECK_OK(clEnqueueNDRangeKernel(env->queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadBuffer(env->queue, bo, CL_TRUE, 0, osize * N, out, 0, NULL, NULL));
  clReleaseMemObject(bo);
  clReleaseMemObject(ba);
  clReleaseMemObject(bb);
  clReleaseMemObject(bc);
  clReleaseKernel(k);
  clReleaseProgram(p);
}

/* o[16 * i + j]: the j-th form for a[i], b[i], c[i] */
static const char *dot_src =
  "kernel void k(global int *o, global uint *a, global uint *b, global int *c) {\n"
  "  int i = get_global_id(0); global int *r = o + 16 * i;\n"
  "  char4 sa = as_char4(a[i]), sb = as_char4(b[i]); uchar4 ua = as_uchar4(a[i]), ub = as_uchar4(b[i]);\n"
  "  r[0] = (int)dot(ua, ub); r[1] = dot(sa, sb); r[2] = dot(ua, sb); r[3] = dot(sa, ub);\n"
  "  r[4] = (int)dot_acc_sat(ua, ub, (uint)c[i]); r[5] = dot_acc_sat(sa, sb, c[i]);\n"
  "  r[6] = dot_acc_sat(ua, sb, c[i]); r[7] = dot_acc_sat(sa, ub, c[i]);\n"
  "  r[8] = (int)dot_4x8packed_uu_uint(a[i], b[i]); r[9] = dot_4x8packed_ss_int(a[i], b[i]);\n"
  "  r[10] = dot_4x8packed_us_int(a[i], b[i]); r[11] = dot_4x8packed_su_int(a[i], b[i]);\n"
  "  r[12] = (int)dot_acc_sat_4x8packed_uu_uint(a[i], b[i], (uint)c[i]);\n"
  "  r[13] = dot_acc_sat_4x8packed_ss_int(a[i], b[i], c[i]);\n"
  "  r[14] = dot_acc_sat_4x8packed_us_int(a[i], b[i], c[i]);\n"
  "  r[15] = dot_acc_sat_4x8packed_su_int(a[i], b[i], c[i]);\n"
  "}\n";

static int64_t part(uint32_t v, int j, bool s) {
  uint8_t byte = (uint8_t)(v >> (8 * j));
  return s ? (int64_t)(int8_t)byte : (int64_t)byte;
}

static int64_t dot_ref(uint32_t a, uint32_t b, bool sa, bool sb) {
  int64_t d = 0;
  for (int j = 0; j < 4; j++) d += part(a, j, sa) * part(b, j, sb);
  return d;
}

static int32_t sat_ref(int64_t v, bool s) {
  if (s) return v > INT_MAX ? INT_MAX : v < INT_MIN ? INT_MIN : (int32_t)v;
  return (int32_t)(uint32_t)(v > (int64_t)UINT_MAX ? UINT_MAX : v < 0 ? 0 : v);
}

static void dot_case(cltest_env *env) {
  uint32_t a[N], b[N];
  int32_t c[N];
  uint32_t seed = 12345;
  for (int i = 0; i < N; i++) {
    seed = seed * 1664525u + 1013904223u;
    a[i] = seed;
    seed = seed * 1664525u + 1013904223u;
    b[i] = seed;
    /* accumulators next to both limits, so the saturation is reached */
    seed = seed * 1664525u + 1013904223u;
    c[i] = i % 4 == 0 ? INT_MAX - (int32_t)(seed % 70000) : i % 4 == 1 ? INT_MIN + (int32_t)(seed % 70000)
           : i % 4 == 2 ? -1 - (int32_t)(seed % 70000) : (int32_t)(seed % 100000) - 50000;
  }
  a[0] = b[0] = 0x80808080u; /* -128 * -128 four times, and 128 * 128 */
  a[1] = b[1] = 0xffffffffu;
  int32_t got[16 * N];
  run(env, dot_src, "k", a, b, c, got, 16 * sizeof(int32_t));
  int bad = 0;
  for (int i = 0; i < N; i++) {
    /* forms: operand signedness (a, b) and whether the accumulation saturates */
    static const bool sgn[4][2] = {{false, false}, {true, true}, {false, true}, {true, false}};
    for (int f = 0; f < 16; f++) {
      const bool *s = sgn[f % 4];
      int64_t d = dot_ref(a[i], b[i], s[0], s[1]);
      bool acc = (f / 4) % 2 == 1;
      /* the unsigned form accumulates an unsigned c */
      int64_t cv = f % 4 == 0 ? (int64_t)(uint32_t)c[i] : (int64_t)c[i];
      int32_t want = acc ? sat_ref(d + cv, f % 4 != 0) : (int32_t)d;
      if (got[16 * i + f] != want && bad++ < 10)
        fprintf(stderr, "item %d form %d: a 0x%08x b 0x%08x c %d: got %d, want %d\n", i, f, a[i], b[i], c[i],
                got[16 * i + f], want);
    }
  }
  CHECK_EQ(bad, 0);
}

TEST(int_dot_product) {
  cltest_env env;
  cltest_setup(&env, 0);
  /* offered wherever 8-bit arithmetic and buffers are, as on every
   * device the tests run on */
  CHECK(has_ext(env.device, "cl_khr_integer_dot_product"));
  dot_case(&env);
  /* the same as sums of products */
  setenv("SHOAL_INTEGER_DOT_PRODUCT", "0", 1);
  dot_case(&env);
  unsetenv("SHOAL_INTEGER_DOT_PRODUCT");
  cltest_teardown(&env);
}

/* o[8 * i + j] (as ulong): offset a % w, count b % (w - offset + 1) of
 * each width w; c's bits the inserted value */
static const char *bits_src =
  "#define F(T, W, j) { uint off = a[i] % W, cnt = b[i] % (W - off + 1); T base = (T)(((ulong)a[i] << 32) ^ \\\n"
  "  ((ulong)b[i] * 0x9e3779b97f4a7c15ul)), ins = (T)(((ulong)c[i] << 32) | (uint)c[i]);\\\n"
  "  r[4 * j] = (ulong)bitfield_insert(base, ins, off, cnt);\\\n"
  "  r[4 * j + 1] = (ulong)bitfield_extract_signed(base, off, cnt);\\\n"
  "  r[4 * j + 2] = (ulong)bitfield_extract_unsigned(base, off, cnt);\\\n"
  "  r[4 * j + 3] = (ulong)bit_reverse(base); }\n"
  "kernel void k(global ulong *o, global uint *a, global uint *b, global int *c) {\n"
  "  int i = get_global_id(0); global ulong *r = o + 24 * i;\n"
  "  F(uchar, 8, 0) F(ushort, 16, 1) F(uint, 32, 2) F(ulong, 64, 3)\n"
  "  { uint off = a[i] % 8, cnt = b[i] % (8 - off + 1); uchar8 v = as_uchar8(((ulong)a[i] << 32) | b[i]);\n"
  "    uchar8 x = bitfield_insert(v, (uchar8)(uchar)c[i], off, cnt);\n"
  "    char8 y = bitfield_extract_signed(v, off, cnt);\n"
  "    r[16] = as_ulong(x); r[17] = as_ulong(y); r[18] = as_ulong(bit_reverse(v));\n"
  "    r[19] = as_ulong(bitfield_extract_unsigned(v, off, cnt)); }\n"
  "  r[20] = r[21] = r[22] = r[23] = 0;\n"
  "}\n";

static uint64_t mask_of(unsigned w) { return w == 64 ? ~0ull : (1ull << w) - 1; }

static uint64_t ins_ref(uint64_t base, uint64_t ins, unsigned off, unsigned cnt, unsigned w) {
  uint64_t m = (cnt == 64 ? ~0ull : ((1ull << cnt) - 1)) << off;
  return ((base & ~m) | ((ins << off) & m)) & mask_of(w);
}

static uint64_t uext_ref(uint64_t base, unsigned off, unsigned cnt) {
  if (!cnt) return 0;
  return (base >> off) & (cnt == 64 ? ~0ull : (1ull << cnt) - 1);
}

/* bitfield_extract_signed returns the signed type, which the kernel's
 * (ulong) cast sign-extends to 64 bits */
static uint64_t sext_ref(uint64_t base, unsigned off, unsigned cnt) {
  uint64_t u = uext_ref(base, off, cnt);
  if (cnt && cnt < 64 && (u >> (cnt - 1)) & 1) u |= ~0ull << cnt;
  return u;
}

static uint64_t rev_ref(uint64_t v, unsigned w) {
  uint64_t r = 0;
  for (unsigned k = 0; k < w; k++)
    if ((v >> k) & 1) r |= 1ull << (w - 1 - k);
  return r;
}

TEST(int_extended_bit_ops) {
  cltest_env env;
  cltest_setup(&env, 0);
  CHECK(has_ext(env.device, "cl_khr_extended_bit_ops"));
  uint32_t a[N], b[N];
  int32_t c[N];
  uint32_t seed = 777;
  for (int i = 0; i < N; i++) {
    seed = seed * 1664525u + 1013904223u;
    a[i] = seed;
    seed = seed * 1664525u + 1013904223u;
    b[i] = seed;
    seed = seed * 1664525u + 1013904223u;
    c[i] = (int32_t)seed;
  }
  uint64_t got[24 * N];
  run(&env, bits_src, "k", a, b, c, got, 24 * sizeof(uint64_t));
  int bad = 0;
  for (int i = 0; i < N; i++) {
    static const unsigned widths[4] = {8, 16, 32, 64};
    for (int j = 0; j < 4; j++) {
      unsigned w = widths[j], off = a[i] % w, cnt = b[i] % (w - off + 1);
      uint64_t base = (((uint64_t)a[i] << 32) ^ ((uint64_t)b[i] * 0x9e3779b97f4a7c15ull)) & mask_of(w);
      uint64_t ins = (((uint64_t)(uint32_t)c[i] << 32) | (uint32_t)c[i]) & mask_of(w);
      uint64_t want[4] = {ins_ref(base, ins, off, cnt, w), sext_ref(base, off, cnt), uext_ref(base, off, cnt),
                          rev_ref(base, w)};
      for (int f = 0; f < 4; f++)
        if (got[24 * i + 4 * j + f] != want[f] && bad++ < 10)
          fprintf(stderr, "item %d width %u form %d (off %u cnt %u): got 0x%llx, want 0x%llx\n", i, w, f, off, cnt,
                  (unsigned long long)got[24 * i + 4 * j + f], (unsigned long long)want[f]);
    }
    /* uchar8: each byte as the 8-bit forms */
    unsigned off = a[i] % 8, cnt = b[i] % (8 - off + 1);
    uint64_t v = ((uint64_t)a[i] << 32) | b[i], want[4] = {0, 0, 0, 0};
    for (int k = 0; k < 8; k++) {
      uint64_t byte = (v >> (8 * k)) & 0xff;
      want[0] |= ins_ref(byte, (uint8_t)c[i], off, cnt, 8) << (8 * k);
      want[1] |= (sext_ref(byte, off, cnt) & 0xff) << (8 * k);
      want[2] |= rev_ref(byte, 8) << (8 * k);
      want[3] |= uext_ref(byte, off, cnt) << (8 * k);
    }
    for (int f = 0; f < 4; f++)
      if (got[24 * i + 16 + f] != want[f] && bad++ < 10)
        fprintf(stderr, "item %d uchar8 form %d (off %u cnt %u): got 0x%llx, want 0x%llx\n", i, f, off, cnt,
                (unsigned long long)got[24 * i + 16 + f], (unsigned long long)want[f]);
  }
  CHECK_EQ(bad, 0);
  cltest_teardown(&env);
}
