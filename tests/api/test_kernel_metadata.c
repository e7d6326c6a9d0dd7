/* test_kernel_metadata.c: what a kernel built from OpenCL C source says of
 * itself and what the device promises of it: clGetKernelArgInfo's type
 * qualifiers and type names, CL_KERNEL_ATTRIBUTES, and
 * cl_khr_byte_addressable_store (stores to neighbouring bytes by different
 * work-items at the same time, in __global and __local memory). Expected
 * values come from the OpenCL 3.0 API spec and the source text. */
#include "cltest.h"

static bool word_in(const char *list, const char *w) {
  size_t n = strlen(w);
  for (const char *p = strstr(list, w); p; p = strstr(p + 1, w))
    if ((p == list || p[-1] == ' ') && (!p[n] || p[n] == ' ')) return true;
  return false;
}

static cl_kernel build_kernel(cltest_env *env, const char *src, const char *opts, const char *name,
                              cl_program *prog) {
  cl_int err;
  *prog = clCreateProgramWithSource(env->ctx, 1, &src, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clBuildProgram(*prog, 1, &env->device, opts, NULL, NULL));
  cl_kernel k = clCreateKernel(*prog, name, &err);
  CHECK_OK(err);
  return k;
}

static const char quals_src[] =
  "kernel void quals(global const int *a, local const volatile float *restrict b,\n"
  "                  constant int *c, const int d, volatile global int *e, global int4 *f,\n"
  "                  global const uchar *restrict g) {}\n";

/* CL_KERNEL_ARG_TYPE_QUALIFIER: const for a pointee declared const (of any
 * address space) and for the constant space, volatile for a volatile
 * pointee, restrict for a restrict pointer; a by-value const is none. */
TEST(kernel_arg_type_qualifiers) {
  if (cltest_no_compiler()) exit(77); /* built from OpenCL C source */
  cltest_env env;
  cltest_setup(&env, 0);
  cl_program p;
  cl_kernel k = build_kernel(&env, quals_src, "-cl-kernel-arg-info", "quals", &p);
  static const struct {
    cl_kernel_arg_type_qualifier qual;
    cl_kernel_arg_address_qualifier space;
    const char *type;
  } want[] = {
    {CL_KERNEL_ARG_TYPE_CONST, CL_KERNEL_ARG_ADDRESS_GLOBAL, "int*"},
    {CL_KERNEL_ARG_TYPE_CONST | CL_KERNEL_ARG_TYPE_VOLATILE | CL_KERNEL_ARG_TYPE_RESTRICT,
     CL_KERNEL_ARG_ADDRESS_LOCAL, "float*"},
    {CL_KERNEL_ARG_TYPE_CONST, CL_KERNEL_ARG_ADDRESS_CONSTANT, "int*"},
    {CL_KERNEL_ARG_TYPE_NONE, CL_KERNEL_ARG_ADDRESS_PRIVATE, "int"},
    {CL_KERNEL_ARG_TYPE_VOLATILE, CL_KERNEL_ARG_ADDRESS_GLOBAL, "int*"},
    {CL_KERNEL_ARG_TYPE_NONE, CL_KERNEL_ARG_ADDRESS_GLOBAL, "int4*"},
    {CL_KERNEL_ARG_TYPE_CONST | CL_KERNEL_ARG_TYPE_RESTRICT, CL_KERNEL_ARG_ADDRESS_GLOBAL, "uchar*"},
  };
  for (cl_uint i = 0; i < sizeof want / sizeof want[0]; i++) {
    cl_kernel_arg_type_qualifier q = 99;
    cl_kernel_arg_address_qualifier a = 0;
    char type[32] = {0};
    CHECK_OK(clGetKernelArgInfo(k, i, CL_KERNEL_ARG_TYPE_QUALIFIER, sizeof q, &q, NULL));
    CHECK_OK(clGetKernelArgInfo(k, i, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof a, &a, NULL));
    CHECK_OK(clGetKernelArgInfo(k, i, CL_KERNEL_ARG_TYPE_NAME, sizeof type, type, NULL));
    if (q != want[i].qual) fprintf(stderr, "argument %u: qualifier %#llx, want %#llx\n", i,
                                   (unsigned long long)q, (unsigned long long)want[i].qual);
    CHECK_EQ(q, want[i].qual);
    CHECK_EQ(a, want[i].space);
    CHECK(!strcmp(type, want[i].type));
  }
  clReleaseKernel(k);
  clReleaseProgram(p);
  cltest_teardown(&env);
}

static const char attrs_src[] =
  "__attribute__((vec_type_hint(float4))) __attribute__((reqd_work_group_size(4, 2, 1)))\n"
  "kernel void a1(global int *o) {}\n"
  "__attribute__((work_group_size_hint(8, 1, 1))) __attribute__((vec_type_hint(ushort16)))\n"
  "kernel void a2(global int *o) {}\n"
  "__attribute__((vec_type_hint(uint)))\n"
  "kernel void a3(global int *o) {}\n"
  "kernel void a4(global int *o) {}\n";

/* CL_KERNEL_ATTRIBUTES: each attribute as declared inside __attribute__((...))
 * (whitespace aside), space-separated; none gives "". */
TEST(kernel_attributes_string) {
  if (cltest_no_compiler()) exit(77); /* built from OpenCL C source */
  cltest_env env;
  cltest_setup(&env, 0);
  static const struct {
    const char *name;
    const char *attrs[2];
  } want[] = {
    {"a1", {"vec_type_hint(float4)", "reqd_work_group_size(4,2,1)"}},
    {"a2", {"work_group_size_hint(8,1,1)", "vec_type_hint(ushort16)"}},
    {"a3", {"vec_type_hint(uint)", NULL}},
    {"a4", {NULL, NULL}},
  };
  cl_int err;
  const char *src = attrs_src;
  cl_program p = clCreateProgramWithSource(env.ctx, 1, &src, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clBuildProgram(p, 1, &env.device, NULL, NULL, NULL));
  for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
    cl_kernel k = clCreateKernel(p, want[i].name, &err);
    CHECK_OK(err);
    char got[256] = {0}, squeezed[256] = {0};
    CHECK_OK(clGetKernelInfo(k, CL_KERNEL_ATTRIBUTES, sizeof got, got, NULL));
    size_t n = 0, words = 0;
    for (const char *s = got; *s; s++)
      if (*s != ' ') squeezed[n++] = *s;
    for (const char *s = got; *s; s++) words += *s != ' ' && (s == got || s[-1] == ' ');
    size_t expect = 0;
    for (int j = 0; j < 2; j++) {
      if (!want[i].attrs[j]) continue;
      expect++;
      if (!strstr(squeezed, want[i].attrs[j])) fprintf(stderr, "%s: \"%s\" lacks %s\n", want[i].name, got,
                                                       want[i].attrs[j]);
      CHECK(strstr(squeezed, want[i].attrs[j]) != NULL);
    }
    CHECK_EQ(words, expect);
    clReleaseKernel(k);
  }
  clReleaseProgram(p);
  cltest_teardown(&env);
}

static const char bytes_src[] =
  "kernel void bytes(global uchar *g, global short *gs, global uchar *lout, global short *lsout) {\n"
  "  local uchar l[256];\n"
  "  local short ls[256];\n"
  "  size_t i = get_local_id(0), n = get_local_size(0), gi = get_global_id(0);\n"
  "  for (int r = 0; r < 8; r++) {\n"
  "    g[gi] = (uchar)(gi * 7 + r);\n"
  "    gs[gi] = (short)(gi * 3 - r);\n"
  "    l[i] = (uchar)(i * 5 + r);\n"
  "    ls[i] = (short)(i * 11 - r);\n"
  "  }\n"
  "  barrier(CLK_LOCAL_MEM_FENCE);\n"
  "  lout[gi] = l[(i + 1) % n];\n"
  "  lsout[gi] = ls[(i + 3) % n];\n"
  "}\n";

/* cl_khr_byte_addressable_store is offered (OpenCL 1.1+ devices must), and
 * what it promises holds: every work-item stores to its own byte or short,
 * next to its neighbours', many times over; none is lost. */
TEST(byte_addressable_store) {
  if (cltest_no_compiler()) exit(77); /* built from OpenCL C source */
  cltest_env env;
  cltest_setup(&env, 0);
  char exts[8192] = {0};
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_EXTENSIONS, sizeof exts, exts, NULL));
  CHECK(word_in(exts, "cl_khr_byte_addressable_store"));
  size_t nv = 0;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_EXTENSIONS_WITH_VERSION, 0, NULL, &nv));
  cl_name_version *v = cltest_malloc(nv ? nv : 1);
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_EXTENSIONS_WITH_VERSION, nv, v, NULL));
  bool listed = false;
  for (size_t i = 0; i < nv / sizeof *v; i++)
    listed |= !strcmp(v[i].name, "cl_khr_byte_addressable_store") && v[i].version == CL_MAKE_VERSION(1, 0, 0);
  CHECK(listed);
  free(v);
  char pexts[8192] = {0};
  CHECK_OK(clGetPlatformInfo(env.platform, CL_PLATFORM_EXTENSIONS, sizeof pexts, pexts, NULL));
  CHECK(word_in(pexts, "cl_khr_byte_addressable_store"));

  enum { N = 1024, L = 256 };
  cl_program p;
  cl_kernel k = build_kernel(&env, bytes_src, NULL, "bytes", &p);
  cl_int err;
  cl_mem b[4];
  size_t sizes[4] = {N, 2 * N, N, 2 * N};
  for (int i = 0; i < 4; i++) {
    b[i] = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, sizes[i], NULL, &err);
    CHECK_OK(err);
    CHECK_OK(clEnqueueFillBuffer(env.queue, b[i], &(cl_uchar){0xa5}, 1, 0, sizes[i], 0, NULL, NULL));
    CHECK_OK(clSetKernelArg(k, (cl_uint)i, sizeof b[i], &b[i]));
  }
  size_t g = N, l = L;
  CHECK_OK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &g, &l, 0, NULL, NULL));
  cl_uchar *gb = cltest_malloc(N), *lb = cltest_malloc(N);
  cl_short *gsb = cltest_malloc(2 * N), *lsb = cltest_malloc(2 * N);
  CHECK_OK(clEnqueueReadBuffer(env.queue, b[0], CL_TRUE, 0, N, gb, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadBuffer(env.queue, b[1], CL_TRUE, 0, 2 * N, gsb, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadBuffer(env.queue, b[2], CL_TRUE, 0, N, lb, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadBuffer(env.queue, b[3], CL_TRUE, 0, 2 * N, lsb, 0, NULL, NULL));
  size_t bad = 0;
  for (size_t i = 0; i < N; i++) {
    size_t li = i % L;
    bad += gb[i] != (cl_uchar)(i * 7 + 7);
    bad += gsb[i] != (cl_short)(i * 3 - 7);
    bad += lb[i] != (cl_uchar)(((li + 1) % L) * 5 + 7);
    bad += lsb[i] != (cl_short)(((li + 3) % L) * 11 - 7);
  }
  CHECK_EQ(bad, 0);
  free(gb);
  free(lb);
  free(gsb);
  free(lsb);
  for (int i = 0; i < 4; i++) clReleaseMemObject(b[i]);
  clReleaseKernel(k);
  clReleaseProgram(p);
  cltest_teardown(&env);
}

/* Image arguments: the access qualifier as declared (read_only is the
 * default), the global address space (API 5.9.4). */
TEST(kernel_arg_image_qualifiers) {
  if (cltest_no_compiler()) exit(77); /* built from OpenCL C source */
  cltest_env env;
  cltest_setup(&env, 0);
  cl_bool images = CL_FALSE;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL));
  if (!images) {
    cltest_teardown(&env);
    exit(77);
  }
  static const char src[] =
    "kernel void im(read_only image2d_t a, write_only image2d_t b, image2d_t c) {}\n";
  cl_program p;
  cl_kernel k = build_kernel(&env, src, "-cl-kernel-arg-info", "im", &p);
  static const cl_kernel_arg_access_qualifier want[] = {CL_KERNEL_ARG_ACCESS_READ_ONLY,
                                                        CL_KERNEL_ARG_ACCESS_WRITE_ONLY,
                                                        CL_KERNEL_ARG_ACCESS_READ_ONLY};
  for (cl_uint i = 0; i < 3; i++) {
    cl_kernel_arg_access_qualifier acc = 0;
    cl_kernel_arg_address_qualifier as = 0;
    CHECK_OK(clGetKernelArgInfo(k, i, CL_KERNEL_ARG_ACCESS_QUALIFIER, sizeof acc, &acc, NULL));
    CHECK_OK(clGetKernelArgInfo(k, i, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof as, &as, NULL));
    CHECK_EQ(acc, want[i]);
    CHECK_EQ(as, CL_KERNEL_ARG_ADDRESS_GLOBAL);
  }
  clReleaseKernel(k);
  clReleaseProgram(p);
  cltest_teardown(&env);
}
