/* test_source.c: OpenCL C source through the API, as applications use
 * it: clBuildProgram with options, build logs, predefined macros against
 * what the device reports, clCompileProgram with headers, clLinkProgram
 * (objects, libraries, failures), program binaries (round trips, damaged
 * ones), option errors for each call, the on-disk build cache, and both
 * front ends (opencl-clang in-process and clang-15 + llvm-spirv-15). */
#define _GNU_SOURCE /* setenv, mkdtemp */
#include <dirent.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cltest.h"

static cl_program from_source(cltest_env *env, const char *src) {
  cl_int err;
  cl_program p = clCreateProgramWithSource(env->ctx, 1, &src, NULL, &err);
  CHECK_OK(err);
  return p;
}

static cl_build_status build_status(cl_program p, cl_device_id dev) {
  cl_build_status st = 99;
  CHECK_OK(clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
  return st;
}

static cl_program_binary_type binary_type(cl_program p, cl_device_id dev) {
  cl_program_binary_type t = 99;
  CHECK_OK(clGetProgramBuildInfo(p, dev, CL_PROGRAM_BINARY_TYPE, sizeof t, &t, NULL));
  return t;
}

/* Builds p with `options`, which must succeed; the log goes to stderr where
 * it does not. */
static void build_or_log(cl_program p, cl_device_id dev, const char *options) {
  cl_int b = clBuildProgram(p, 0, NULL, options, NULL, NULL);
  CHECK_OK(b);
  if (b) {
    char *log = cltest_build_log(p, dev);
    fprintf(stderr, "%s\n", log);
    free(log);
  }
}

/* Runs kernel `name`(global int *out, int x) over n work-items; out[] back. */
static void run_k(cltest_env *env, cl_program p, const char *name, int x, int *out, size_t n) {
  cl_int err;
  cl_kernel k = clCreateKernel(p, name, &err);
  CHECK_OK(err);
  cl_mem buf = clCreateBuffer(env->ctx, CL_MEM_READ_WRITE, n * sizeof *out, NULL, &err);
  CHECK_OK(err);
  if (!k || !buf) {
    memset(out, 0xff, n * sizeof *out);
    return;
  }
  CHECK_OK(clSetKernelArg(k, 0, sizeof buf, &buf));
  CHECK_OK(clSetKernelArg(k, 1, sizeof x, &x));
  CHECK_OK(clEnqueueNDRangeKernel(env->queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadBuffer(env->queue, buf, CL_TRUE, 0, n * sizeof *out, out, 0, NULL, NULL));
  clReleaseMemObject(buf);
  clReleaseKernel(k);
}

static const char *lin_src =
  "kernel void lin(global int *o, int x) { int i = get_global_id(0); o[i] = x * FOO + i * BAR; }\n";

TEST(source_build_run) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_program p = from_source(&env, lin_src);
  const char *opts = "-DFOO=3 -D BAR=5 -cl-mad-enable -cl-kernel-arg-info";
  CHECK_OK(clBuildProgram(p, 1, &env.device, opts, NULL, NULL));
  CHECK_EQ(build_status(p, env.device), CL_BUILD_SUCCESS);
  CHECK_EQ(binary_type(p, env.device), CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
  char got_opts[128] = {0}, names[64] = {0};
  CHECK_OK(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_OPTIONS, sizeof got_opts, got_opts, NULL));
  CHECK(!strcmp(got_opts, opts));
  CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_KERNEL_NAMES, sizeof names, names, NULL));
  CHECK(!strcmp(names, "lin"));
  int out[64];
  run_k(&env, p, "lin", 7, out, 64);
  for (int i = 0; i < 64; i++) CHECK_EQ(out[i], 7 * 3 + i * 5);
  /* Argument names come with -cl-kernel-arg-info. */
  cl_int err;
  cl_kernel k = clCreateKernel(p, "lin", &err);
  char an[16] = {0};
  CHECK_OK(clGetKernelArgInfo(k, 1, CL_KERNEL_ARG_NAME, sizeof an, an, NULL));
  CHECK(!strcmp(an, "x"));
  clReleaseKernel(k);
  /* A second build with other macros replaces the first; without
   * -cl-kernel-arg-info a source program gives no argument info. */
  CHECK_OK(clBuildProgram(p, 0, NULL, "-DFOO=-1 -DBAR=0", NULL, NULL));
  k = clCreateKernel(p, "lin", &err);
  CHECK_ERR(clGetKernelArgInfo(k, 1, CL_KERNEL_ARG_NAME, sizeof an, an, NULL), CL_KERNEL_ARG_INFO_NOT_AVAILABLE);
  CHECK_ERR(clGetKernelArgInfo(k, 0, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof an, an, NULL), CL_KERNEL_ARG_INFO_NOT_AVAILABLE);
  clReleaseKernel(k);
  run_k(&env, p, "lin", 7, out, 64);
  for (int i = 0; i < 64; i++) CHECK_EQ(out[i], -7);
  CHECK_OK(clReleaseProgram(p));
  cltest_teardown(&env);
}

TEST(source_build_log) {
  cltest_env env;
  cltest_setup(&env, 0);
  /* A syntax error on line 2: the log has clang's message with the line. */
  cl_program p = from_source(&env, "kernel void k(global int *o) {\n  o[0] = 1 +;\n}\n");
  CHECK_ERR(clBuildProgram(p, 0, NULL, NULL, NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
  CHECK_EQ(build_status(p, env.device), CL_BUILD_ERROR);
  CHECK_EQ(binary_type(p, env.device), CL_PROGRAM_BINARY_TYPE_NONE);
  char *log = cltest_build_log(p, env.device);
  CHECK(strstr(log, ":2:") && strstr(log, "error: expected expression"));
  free(log);
  cl_int err;
  CHECK(clCreateKernel(p, "k", &err) == NULL);
  CHECK_ERR(err, CL_INVALID_PROGRAM_EXECUTABLE);
  CHECK_OK(clReleaseProgram(p));
  /* A warning: in the log; -Werror fails the build; -w hides it. */
  p = from_source(&env, "kernel void k(global int *o) { int x = 1.5f; o[0] = x; }\n");
  CHECK_OK(clBuildProgram(p, 0, NULL, NULL, NULL, NULL));
  log = cltest_build_log(p, env.device);
  CHECK(strstr(log, "warning: implicit conversion") != NULL);
  free(log);
  CHECK_ERR(clBuildProgram(p, 0, NULL, "-Werror", NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
  log = cltest_build_log(p, env.device);
  CHECK(strstr(log, "error: implicit conversion") != NULL);
  free(log);
  CHECK_OK(clBuildProgram(p, 0, NULL, "-w", NULL, NULL));
  log = cltest_build_log(p, env.device);
  CHECK(strstr(log, "implicit conversion") == NULL);
  free(log);
  CHECK_OK(clReleaseProgram(p));
  /* A kernel the translator refuses (recursion): the log names it. */
  p = from_source(&env, "int f(int x) { return x ? f(x - 1) + 1 : 0; }\n"
                        "kernel void k(global int *o) { o[0] = f(o[1]); }\n");
  CHECK_ERR(clBuildProgram(p, 0, NULL, NULL, NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
  log = cltest_build_log(p, env.device);
  CHECK(strstr(log, "recursi") != NULL);
  free(log);
  CHECK_OK(clReleaseProgram(p));
  cltest_teardown(&env);
}

/* Every name the macro test checks: extensions, then features. */
static const char *const ext_names[] = {
  "cl_khr_fp64", "cl_khr_fp16", "cl_khr_subgroups", "cl_intel_subgroups", "cl_intel_subgroups_short",
  "cl_intel_subgroups_char", "cl_intel_subgroups_long", "cl_intel_required_subgroup_size",
  "cl_qcom_subgroup_shuffle", "cl_qcom_reqd_sub_group_size", "cl_khr_subgroup_ballot", "cl_khr_subgroup_rotate", "cl_khr_3d_image_writes",
  "cl_khr_int64_base_atomics", "cl_khr_global_int32_base_atomics", "cl_khr_depth_images",
  "cl_khr_mipmap_image", "cl_amd_media_ops", "cl_khr_il_program",
};
static const char *const feature_names[] = {
  "__opencl_c_subgroups", "__opencl_c_fp64", "__opencl_c_images", "__opencl_c_int64",
  "__opencl_c_generic_address_space", "__opencl_c_atomic_scope_device", "__opencl_c_read_write_images",
  "__opencl_c_pipes", "__opencl_c_program_scope_global_variables", "__opencl_c_work_group_collective_functions",
};
#define NEXT (sizeof ext_names / sizeof ext_names[0])
#define NFEAT (sizeof feature_names / sizeof feature_names[0])

static bool word_in(const char *list, const char *w) {
  size_t n = strlen(w);
  for (const char *p = strstr(list, w); p; p = strstr(p + 1, w))
    if ((p == list || p[-1] == ' ') && (!p[n] || p[n] == ' ')) return true;
  return false;
}

/* A kernel writing, for each name, whether it is defined; then the
 * versions and __IMAGE_SUPPORT__. */
static char *macro_kernel(void) {
  static char src[8192];
  char *s = src;
  s += sprintf(s, "kernel void m(global int *o, int x) {\n");
  for (size_t i = 0; i < NEXT + NFEAT; i++) {
    const char *n = i < NEXT ? ext_names[i] : feature_names[i - NEXT];
    s += sprintf(s, "#ifdef %s\n  o[%zu] = 1;\n#else\n  o[%zu] = 0;\n#endif\n", n, i, i);
  }
  s += sprintf(s, "  o[%zu] = __OPENCL_VERSION__;\n  o[%zu] = __OPENCL_C_VERSION__;\n", NEXT + NFEAT, NEXT + NFEAT + 1);
  s += sprintf(s, "#ifdef __IMAGE_SUPPORT__\n  o[%zu] = 1;\n#else\n  o[%zu] = 0;\n#endif\n", NEXT + NFEAT + 2,
               NEXT + NFEAT + 2);
  s += sprintf(s, "#ifdef __FAST_RELAXED_MATH__\n  o[%zu] = 1;\n#else\n  o[%zu] = 0;\n#endif\n}\n",
               NEXT + NFEAT + 3, NEXT + NFEAT + 3);
  return src;
}

static void check_macros(cltest_env *env, const char *std, unsigned c_version, bool fast) {
  char exts[4096] = {0};
  CHECK_OK(clGetDeviceInfo(env->device, CL_DEVICE_EXTENSIONS, sizeof exts, exts, NULL));
  cl_name_version feats[32];
  size_t fsize = 0;
  CHECK_OK(clGetDeviceInfo(env->device, CL_DEVICE_OPENCL_C_FEATURES, sizeof feats, feats, &fsize));
  cl_bool images = CL_TRUE;
  CHECK_OK(clGetDeviceInfo(env->device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL));
  cl_program p = from_source(env, macro_kernel());
  char opts[128];
  snprintf(opts, sizeof opts, "%s%s", std, fast ? " -cl-fast-relaxed-math" : "");
  build_or_log(p, env->device, opts);
  int out[NEXT + NFEAT + 4];
  run_k(env, p, "m", 0, out, NEXT + NFEAT + 4);
  for (size_t i = 0; i < NEXT; i++) {
    if (out[i] != word_in(exts, ext_names[i]))
      fprintf(stderr, "%s: %s defined %d, device reports %d\n", std, ext_names[i], out[i], word_in(exts, ext_names[i]));
    CHECK_EQ(out[i], word_in(exts, ext_names[i]));
  }
  /* Feature macros are OpenCL C 3.0's: exactly the device's there. */
  for (size_t i = 0; c_version >= 300 && i < NFEAT; i++) {
    bool has = false;
    for (size_t f = 0; f < fsize / sizeof feats[0]; f++) has = has || !strcmp(feats[f].name, feature_names[i]);
    if (out[NEXT + i] != has) fprintf(stderr, "%s: %s defined %d, device reports %d\n", std, feature_names[i], out[NEXT + i], has);
    CHECK_EQ(out[NEXT + i], has);
  }
  CHECK_EQ(out[NEXT + NFEAT], 300);
  CHECK_EQ(out[NEXT + NFEAT + 1], c_version);
  CHECK_EQ(out[NEXT + NFEAT + 2], images == CL_TRUE);
  CHECK_EQ(out[NEXT + NFEAT + 3], fast);
  CHECK_OK(clReleaseProgram(p));
}

TEST(source_macros_match_device) {
  cltest_env env;
  cltest_setup(&env, 0);
  check_macros(&env, "", 120, false);
  check_macros(&env, "-cl-std=CL1.1", 110, true);
  check_macros(&env, "-cl-std=CL1.2", 120, false);
  check_macros(&env, "-cl-std=CL3.0", 300, true);
  cltest_teardown(&env);
}

/* Work-group collective functions from source: reported by
 * CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT exactly where the
 * feature is listed (on every device with sub-groups), and then callable in OpenCL C 3.0 (under the
 * feature's macro, which source_macros_match_device checks; Shoal offers
 * no OpenCL C 2.0). */
TEST(source_work_group_collectives) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_bool support = CL_FALSE;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT, sizeof support, &support,
                           NULL));
  cl_name_version feats[32];
  size_t fsize = 0;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_OPENCL_C_FEATURES, sizeof feats, feats, &fsize));
  bool listed = false;
  for (size_t f = 0; f < fsize / sizeof feats[0]; f++)
    listed = listed || !strcmp(feats[f].name, "__opencl_c_work_group_collective_functions");
  CHECK_EQ(listed, support == CL_TRUE);
  /* they are built from sub-group operations: a device with sub-groups has them */
  cl_uint nsg = 0;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_MAX_NUM_SUB_GROUPS, sizeof nsg, &nsg, NULL));
  CHECK_EQ(support == CL_TRUE, nsg > 0);
  static const char *src =
    "kernel void wg(global int *o, int x) {\n"
    "  size_t i = get_global_id(0);\n"
    "  bool ok = work_group_reduce_add(x) == x * (int)get_local_size(0)\n"
    "         && work_group_scan_exclusive_add(1) == (int)get_local_linear_id()\n"
    "         && work_group_broadcast(i, 0) == i - get_local_id(0)\n"
    "         && work_group_all(x == 3) && !work_group_any(i == (size_t)-1);\n"
    "  o[i] = ok ? 1 : 2;\n"
    "}\n";
  if (support) {
    cl_program p = from_source(&env, src);
    build_or_log(p, env.device, "-cl-std=CL3.0");
    int out[200];
    run_k(&env, p, "wg", 3, out, 200);
    size_t bad = 0;
    for (size_t i = 0; i < 200; i++)
      if (out[i] != 1 && bad++ < 5) fprintf(stderr, "work-item %zu gave %d\n", i, out[i]);
    CHECK_EQ(bad, 0);
    CHECK_OK(clReleaseProgram(p));
  }
  cltest_teardown(&env);
}

/* The Qualcomm and Intel built-ins clang lacks are declared where the
 * device advertises them: kernels using them build and run. */
TEST(source_vendor_declarations) {
  cltest_env env;
  cltest_setup(&env, 0);
  char exts[4096] = {0};
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_EXTENSIONS, sizeof exts, exts, NULL));
  if (!word_in(exts, "cl_qcom_subgroup_shuffle") || !word_in(exts, "cl_intel_subgroups_char")) {
    cltest_teardown(&env);
    exit(77);
  }
  /* Lane i gets lane i ^ 1's id (within width-4 clusters), and a char
   * shuffle of its id from lane 0. */
  cl_program p = from_source(&env,
    "kernel void v(global int *o, int x) {\n"
    "  uint l = get_sub_group_local_id();\n"
    "  int q = qcom_sub_group_shuffle_xor((int)l, 1u, CLK_SUB_GROUP_SHUFFLE_WIDTH_W4_QCOM, -1);\n"
    "  char c = intel_sub_group_shuffle((char)(l + 10), 0u);\n"
    "  o[get_global_id(0)] = q * 1000 + c + (int)l * 1000000;\n"
    "}\n");
  build_or_log(p, env.device, "-cl-std=CL3.0");
  int out[32];
  run_k(&env, p, "v", 0, out, 32);
  for (int i = 0; i < 32; i++) {
    int l = out[i] / 1000000; /* the lane, read back from the device */
    CHECK_EQ(out[i] % 1000000, (l ^ 1) * 1000 + 10);
  }
  CHECK_OK(clReleaseProgram(p));
  cltest_teardown(&env);
}

/* Intel shuffles of half and double vectors build from source (OpenCL C
 * 1.2, as CLBlast builds) and move each component from the source lane:
 * CLBlast's HGEMM shuffles half4 on any GPU with cl_intel_subgroups, and
 * failed to build ("no matching function") on the H200. */
TEST(source_intel_vector_shuffles) {
  cltest_env env;
  cltest_setup(&env, 0);
  char exts[4096] = {0};
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_EXTENSIONS, sizeof exts, exts, NULL));
  if (!word_in(exts, "cl_intel_subgroups") || !word_in(exts, "cl_khr_fp16")) {
    cltest_teardown(&env);
    exit(77);
  }
  bool fp64 = word_in(exts, "cl_khr_fp64");
  cl_program p = from_source(&env,
    "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
    "kernel void vh(global int *o, int x) {\n"
    "  uint l = get_sub_group_local_id();\n"
    "  half4 h = (half4)((half)l, (half)(l + 1), (half)(l + 2), (half)(l + 3));\n"
    "  half4 s = intel_sub_group_shuffle_xor(h, 1u);\n"
    "  o[get_global_id(0)] = (int)s.x * 1000 + (int)s.w + (int)l * 1000000;\n"
    "}\n"
    "#ifdef cl_khr_fp64\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "kernel void vd(global int *o, int x) {\n"
    "  uint l = get_sub_group_local_id();\n"
    "  double2 v = intel_sub_group_shuffle((double2)(l * 2.0, l + 0.5), l ^ 1u);\n"
    "  o[get_global_id(0)] = (int)v.x * 1000 + (int)(v.y * 2.0) + (int)l * 1000000;\n"
    "}\n"
    "#endif\n");
  build_or_log(p, env.device, NULL);
  int out[64];
  run_k(&env, p, "vh", 0, out, 64);
  for (int i = 0; i < 64; i++) {
    int l = out[i] / 1000000, m = l ^ 1; /* the lane, read back from the device */
    CHECK_EQ(out[i] % 1000000, m * 1000 + m + 3);
  }
  if (fp64) {
    run_k(&env, p, "vd", 0, out, 64);
    for (int i = 0; i < 64; i++) {
      int l = out[i] / 1000000, m = l ^ 1;
      CHECK_EQ(out[i] % 1000000, m * 2 * 1000 + 2 * m + 1);
    }
  }
  CHECK_OK(clReleaseProgram(p));
  cltest_teardown(&env);
}

/* cl_qcom_reqd_sub_group_size: "half" and "full" waves are half and all
 * of the largest size in CL_DEVICE_SUB_GROUP_SIZES_INTEL (the rule of
 * SPV_QCOM_subgroup_size), from source and from a header given to
 * clCompileProgram, as kernels and queries see them; the attribute's name in
 * a comment is left alone; any other argument fails with a log. clang 15
 * does not know the attribute and ignored it (kernels ran at the native
 * size) before Shoal rewrote it. */
static const char *wave_h =
  "#define WAVE_FULL __attribute__((qcom_reqd_sub_group_size( \"full\" \\\n"
  "   )))\n";
static const char *wave_src =
  "#ifndef cl_qcom_reqd_sub_group_size\n"
  "#error cl_qcom_reqd_sub_group_size is not defined\n"
  "#endif\n"
  "#pragma OPENCL EXTENSION cl_qcom_reqd_sub_group_size : enable\n"
  "#include \"wave.h\"\n"
  "/* qcom_reqd_sub_group_size(\"quarter\") in a comment is not an attribute */\n"
  "#define WAVE_HALF __attribute__((qcom_reqd_sub_group_size(\"half\")))\n"
  "static int seen(void) {\n"
  "  return (int)get_sub_group_size() * 1000000 + (int)get_max_sub_group_size() * 1000\n"
  "         + sub_group_reduce_add(1);\n"
  "}\n"
  "WAVE_HALF kernel void half_wave(global int *o, int x) { o[get_global_id(0)] = seen(); }\n"
  "WAVE_FULL kernel void full_wave(global int *o, int x) { o[get_global_id(0)] = seen(); }\n";

TEST(source_qcom_wave_size) {
  cltest_env env;
  cltest_setup(&env, 0);
  char exts[4096] = {0};
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_EXTENSIONS, sizeof exts, exts, NULL));
  if (!word_in(exts, "cl_qcom_reqd_sub_group_size")) {
    cltest_teardown(&env);
    exit(77);
  }
  size_t sizes[16];
  size_t bytes = 0;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_SUB_GROUP_SIZES_INTEL, sizeof sizes, sizes, &bytes));
  size_t full = 0;
  for (size_t i = 0; i < bytes / sizeof sizes[0]; i++)
    if (sizes[i] > full) full = sizes[i];
  size_t half = full / 2;
  CHECK(half >= 1);

  cl_program p = from_source(&env, wave_src), h = from_source(&env, wave_h);
  const char *hname = "wave.h";
  CHECK_OK(clCompileProgram(p, 1, &env.device, "-cl-std=CL3.0", 1, &h, &hname, NULL, NULL));
  cl_int err;
  cl_program exe = clLinkProgram(env.ctx, 1, &env.device, NULL, 1, &p, NULL, NULL, &err);
  CHECK_OK(err);
  struct {
    const char *name;
    size_t wave;
  } k[2] = {{"half_wave", half}, {"full_wave", full}};
  for (int i = 0; i < 2 && exe; i++) {
    cl_kernel kk = clCreateKernel(exe, k[i].name, &err);
    CHECK_OK(err);
    size_t v = 0;
    CHECK_OK(clGetKernelSubGroupInfo(kk, env.device, CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL, 0, NULL, sizeof v, &v,
                                     NULL));
    CHECK_EQ(v, k[i].wave);
    cl_mem buf = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, 2 * full * sizeof(int), NULL, &err);
    CHECK_OK(err);
    size_t global = 2 * full, local = full;
    int x = 0;
    CHECK_OK(clSetKernelArg(kk, 0, sizeof buf, &buf));
    CHECK_OK(clSetKernelArg(kk, 1, sizeof x, &x));
    CHECK_OK(clEnqueueNDRangeKernel(env.queue, kk, 1, NULL, &global, &local, 0, NULL, NULL));
    int out[256];
    CHECK(global <= 256);
    CHECK_OK(clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, global * sizeof(int), out, 0, NULL, NULL));
    int want = (int)k[i].wave * 1000000 + (int)k[i].wave * 1000 + (int)k[i].wave;
    for (size_t j = 0; j < global; j++) CHECK_EQ(out[j], want);
    clReleaseMemObject(buf);
    clReleaseKernel(kk);
  }
  if (exe) clReleaseProgram(exe);
  clReleaseProgram(p);
  clReleaseProgram(h);

  cl_program bad = from_source(&env, "__attribute__((qcom_reqd_sub_group_size(\"quarter\")))\n"
                                     "kernel void q(global int *o) { o[0] = 1; }\n");
  CHECK_ERR(clBuildProgram(bad, 0, NULL, NULL, NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
  CHECK_EQ(build_status(bad, env.device), CL_BUILD_ERROR);
  char *log = cltest_build_log(bad, env.device);
  CHECK(log && strstr(log, "qcom_reqd_sub_group_size takes \"half\""));
  if (log && !strstr(log, "qcom_reqd_sub_group_size takes")) fprintf(stderr, "log: %s\n", log);
  free(log);
  clReleaseProgram(bad);
  cltest_teardown(&env);
}

/* helper() in one source, a kernel using it in another (through a
 * header given to clCompileProgram). */
static const char *helper_src = "int helper(int x) { return x * 7 + OFFSET; }\n";
static const char *helper_h = "int helper(int x);\n";
static const char *user_src =
  "#include \"inc/helper.h\"\n"
  "kernel void use(global int *o, int x) { o[get_global_id(0)] = helper(x + (int)get_global_id(0)); }\n";

TEST(compile_and_link) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_program a = from_source(&env, helper_src), b = from_source(&env, user_src), h = from_source(&env, helper_h);
  const char *hname = "inc/helper.h";
  CHECK_OK(clCompileProgram(a, 0, NULL, "-DOFFSET=2", 0, NULL, NULL, NULL, NULL));
  CHECK_OK(clCompileProgram(b, 1, &env.device, NULL, 1, &h, &hname, NULL, NULL));
  CHECK_EQ(build_status(a, env.device), CL_BUILD_SUCCESS);
  CHECK_EQ(binary_type(b, env.device), CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT);
  /* An object is no executable. */
  cl_int err;
  CHECK(clCreateKernel(b, "use", &err) == NULL);
  CHECK_ERR(err, CL_INVALID_PROGRAM_EXECUTABLE);
  cl_program objs[2] = {a, b};
  cl_program exe = clLinkProgram(env.ctx, 0, NULL, NULL, 2, objs, NULL, NULL, &err);
  CHECK_OK(err);
  CHECK_EQ(binary_type(exe, env.device), CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
  int out[16];
  run_k(&env, exe, "use", 3, out, 16);
  for (int i = 0; i < 16; i++) CHECK_EQ(out[i], (3 + i) * 7 + 2);
  CHECK_OK(clReleaseProgram(exe));
  /* Through a library. */
  cl_program lib = clLinkProgram(env.ctx, 1, &env.device, "-create-library -enable-link-options", 1, &a, NULL, NULL, &err);
  CHECK_OK(err);
  CHECK_EQ(binary_type(lib, env.device), CL_PROGRAM_BINARY_TYPE_LIBRARY);
  cl_program two[2] = {lib, b};
  exe = clLinkProgram(env.ctx, 0, NULL, "-cl-fast-relaxed-math", 2, two, NULL, NULL, &err);
  CHECK_OK(err);
  run_k(&env, exe, "use", -4, out, 16);
  for (int i = 0; i < 16; i++) CHECK_EQ(out[i], (-4 + i) * 7 + 2);
  CHECK_OK(clReleaseProgram(exe));
  /* The kernel alone: helper is undefined. The program comes back with a
   * log that names it. */
  exe = clLinkProgram(env.ctx, 0, NULL, NULL, 1, &b, NULL, NULL, &err);
  CHECK_ERR(err, CL_LINK_PROGRAM_FAILURE);
  CHECK(exe != NULL);
  if (exe) {
    CHECK_EQ(build_status(exe, env.device), CL_BUILD_ERROR);
    char *log = cltest_build_log(exe, env.device);
    CHECK(strstr(log, "helper") != NULL);
    free(log);
    CHECK_OK(clReleaseProgram(exe));
  }
  /* helper() defined twice. */
  cl_program a2 = from_source(&env, helper_src);
  CHECK_OK(clCompileProgram(a2, 0, NULL, "-DOFFSET=9", 0, NULL, NULL, NULL, NULL));
  cl_program three[3] = {a, b, a2};
  exe = clLinkProgram(env.ctx, 0, NULL, NULL, 3, three, NULL, NULL, &err);
  CHECK_ERR(err, CL_LINK_PROGRAM_FAILURE);
  if (exe) {
    char *dlog = cltest_build_log(exe, env.device);
    CHECK(strstr(dlog, "'helper' is defined by input 0 and by input 2") != NULL);
    free(dlog);
    clReleaseProgram(exe);
  }
  clReleaseProgram(a2);
  /* Executables and uncompiled programs are no link inputs; options. */
  cl_program fresh = from_source(&env, helper_src);
  CHECK(clLinkProgram(env.ctx, 0, NULL, NULL, 1, &fresh, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_OPERATION);
  CHECK(clLinkProgram(env.ctx, 0, NULL, "-DX=1", 2, objs, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_LINKER_OPTIONS);
  CHECK(clLinkProgram(env.ctx, 0, NULL, "-enable-link-options", 2, objs, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_LINKER_OPTIONS);
  CHECK(clLinkProgram(env.ctx, 0, NULL, "-create-library -cl-std=CL1.2", 2, objs, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_LINKER_OPTIONS);
  /* Headers: a program that is not source, a missing name list. */
  CHECK_ERR(clCompileProgram(b, 0, NULL, NULL, 1, &h, NULL, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clCompileProgram(b, 0, NULL, NULL, 0, NULL, &hname, NULL, NULL), CL_INVALID_VALUE);
  cl_program bogus = (cl_program)env.queue;
  CHECK_ERR(clCompileProgram(b, 0, NULL, NULL, 1, &bogus, &hname, NULL, NULL), CL_INVALID_PROGRAM);
  CHECK_ERR(clCompileProgram(b, 0, NULL, "-cl-std=CL9.9", 0, NULL, NULL, NULL, NULL), CL_INVALID_COMPILER_OPTIONS);
  /* Without the header the compile fails with clang's message. */
  CHECK_ERR(clCompileProgram(b, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL), CL_COMPILE_PROGRAM_FAILURE);
  char *log = cltest_build_log(b, env.device);
  CHECK(strstr(log, "inc/helper.h") != NULL);
  free(log);
  clReleaseProgram(fresh);
  clReleaseProgram(a);
  clReleaseProgram(b);
  clReleaseProgram(h);
  cltest_teardown(&env);
}

/* A kernel and the library of generic-pointer helpers it calls, compiled
 * apart: llvm-spirv 15 writes SPIR-V 1.4 for a module with a module-scope
 * variable or no-wrap integer arithmetic and 1.0 for one with neither
 * (as the CTS's generic_address_space library_function has it), and the
 * linker must take both. Both ways round: each module below is written to
 * be the version its comment says. */
static const char *gen_kernel_src = /* 1.4: program-scope and __local variables */
  "extern float fetch(float *p, float *q);\n"
  "global float gbias = 7.0f;\n"
  "kernel void use_generic(global int *o, int x) {\n"
  "  local float l[16];\n"
  "  size_t i = get_global_id(0), li = get_local_id(0);\n"
  "  l[li] = (float)x + (float)i;\n"
  "  float v = 3.0f * (float)i;\n"
  "  barrier(CLK_LOCAL_MEM_FENCE);\n"
  "  o[i] = (int)(fetch(&l[li], &v) + fetch(&gbias, &v));\n"
  "}\n";
static const char *gen_lib_src = /* 1.0: float arithmetic only */
  "float fetch(float *p, float *q) {\n"
  "  return *p * 10.0f + *q + (get_fence(p) == CLK_LOCAL_MEM_FENCE ? 1000.0f : 0.0f);\n"
  "}\n";
static const char *bias_kernel_src = /* 1.0 */
  "extern int add_bias(int *p);\n"
  "kernel void use_bias(global int *o, int x) { int v = x; o[get_global_id(0)] = add_bias(&v); }\n";
static const char *bias_lib_src = /* 1.4 */ "global int bias = 7;\nint add_bias(int *p) { return *p + bias; }\n";

static cl_program link_with_library(cltest_env *env, const char *kernel_src, const char *lib_src) {
  cl_program k = from_source(env, kernel_src), l = from_source(env, lib_src);
  CHECK_OK(clCompileProgram(k, 1, &env->device, "-cl-std=CL3.0", 0, NULL, NULL, NULL, NULL));
  CHECK_OK(clCompileProgram(l, 1, &env->device, "-cl-std=CL3.0", 0, NULL, NULL, NULL, NULL));
  cl_int err;
  cl_program lib = clLinkProgram(env->ctx, 1, &env->device, "-create-library", 1, &l, NULL, NULL, &err);
  CHECK_OK(err);
  cl_program two[2] = {k, lib};
  cl_program exe = clLinkProgram(env->ctx, 1, &env->device, "", 2, two, NULL, NULL, &err);
  CHECK_OK(err);
  if (err && exe) {
    char *log = cltest_build_log(exe, env->device);
    fprintf(stderr, "%s\n", log);
    free(log);
  }
  clReleaseProgram(k), clReleaseProgram(l);
  if (lib) clReleaseProgram(lib);
  return err ? NULL : exe;
}

TEST(link_generic_library) {
  cltest_env env;
  cltest_setup(&env, 0);
  int out[16];
  cl_program exe = link_with_library(&env, gen_kernel_src, gen_lib_src);
  if (exe) {
    run_k(&env, exe, "use_generic", 5, out, 16);
    for (int i = 0; i < 16; i++) CHECK_EQ(out[i], ((5 + i) * 10 + 3 * i + 1000) + (7 * 10 + 3 * i));
    clReleaseProgram(exe);
  }
  exe = link_with_library(&env, bias_kernel_src, bias_lib_src);
  if (exe) {
    run_k(&env, exe, "use_bias", -3, out, 16);
    for (int i = 0; i < 16; i++) CHECK_EQ(out[i], -3 + 7);
    clReleaseProgram(exe);
  }
  cltest_teardown(&env);
}

static unsigned char *get_binary(cl_program p, size_t *size) {
  *size = 0;
  CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof *size, size, NULL));
  unsigned char *bin = cltest_malloc(*size ? *size : 1);
  unsigned char *bins[1] = {bin};
  CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof bins, bins, NULL));
  return bin;
}

TEST(binaries_round_trip) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_program p = from_source(&env, lin_src);
  CHECK_OK(clBuildProgram(p, 0, NULL, "-DFOO=2 -DBAR=1", NULL, NULL));
  size_t size;
  unsigned char *bin = get_binary(p, &size);
  CHECK(size > 64);
  cl_int err, st = 99;
  const unsigned char *bins[1] = {bin};
  cl_program q = clCreateProgramWithBinary(env.ctx, 1, &env.device, &size, bins, &st, &err);
  CHECK_OK(err);
  CHECK_OK(st);
  CHECK_EQ(build_status(q, env.device), CL_BUILD_NONE);
  CHECK_EQ(binary_type(q, env.device), CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
  CHECK_OK(clBuildProgram(q, 0, NULL, NULL, NULL, NULL));
  int out[8];
  run_k(&env, q, "lin", 5, out, 8);
  for (int i = 0; i < 8; i++) CHECK_EQ(out[i], 10 + i);
  /* The binary of the rebuilt program is the same. */
  size_t size2;
  unsigned char *bin2 = get_binary(q, &size2);
  CHECK_EQ(size2, size);
  if (size2 == size) CHECK_MEM(bin2, bin, size);
  free(bin2);
  clReleaseProgram(q);
  /* Damaged: each of a few bytes flipped, then truncated. */
  for (size_t at = 0; at < size; at += size / 7 + 1) {
    bin[at] ^= 0x5a;
    st = 99;
    CHECK(clCreateProgramWithBinary(env.ctx, 1, &env.device, &size, bins, &st, &err) == NULL);
    CHECK_ERR(err, CL_INVALID_BINARY);
    CHECK_ERR(st, CL_INVALID_BINARY);
    bin[at] ^= 0x5a;
  }
  size_t cut = size - 4;
  CHECK(clCreateProgramWithBinary(env.ctx, 1, &env.device, &cut, bins, &st, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_BINARY);
  free(bin);
  /* A compiled object's binary links after a round trip. */
  cl_program a = from_source(&env, helper_src), b = from_source(&env, user_src), h = from_source(&env, helper_h);
  const char *hname = "inc/helper.h";
  CHECK_OK(clCompileProgram(a, 0, NULL, "-DOFFSET=-1", 0, NULL, NULL, NULL, NULL));
  CHECK_OK(clCompileProgram(b, 0, NULL, NULL, 1, &h, &hname, NULL, NULL));
  bin = get_binary(a, &size);
  bins[0] = bin;
  cl_program a2 = clCreateProgramWithBinary(env.ctx, 1, &env.device, &size, bins, &st, &err);
  CHECK_OK(err);
  CHECK_EQ(binary_type(a2, env.device), CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT);
  /* A binary program does not compile. */
  CHECK_ERR(clCompileProgram(a2, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL), CL_INVALID_OPERATION);
  cl_program objs[2] = {a2, b};
  cl_program exe = clLinkProgram(env.ctx, 0, NULL, NULL, 2, objs, NULL, NULL, &err);
  CHECK_OK(err);
  run_k(&env, exe, "use", 1, out, 8);
  for (int i = 0; i < 8; i++) CHECK_EQ(out[i], (1 + i) * 7 - 1);
  free(bin);
  clReleaseProgram(exe);
  clReleaseProgram(a2);
  clReleaseProgram(a);
  clReleaseProgram(b);
  clReleaseProgram(h);
  cltest_teardown(&env);
}

TEST(source_options) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_program p = from_source(&env, "kernel void k(global int *o, int x) { o[0] = X + Y; }\n");
  static const char *const bad[] = {
    "-cl-std=CL2.0", "-cl-std=CL4.0", "-D", "-I", "-foo", "-cl-fast-relaxed-maths", "\"-DX=1",
    "-create-library", "-enable-link-options", "-DX=1 -Y",
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    cl_int e = clBuildProgram(p, 0, NULL, bad[i], NULL, NULL);
    if (e != CL_INVALID_BUILD_OPTIONS) fprintf(stderr, "options '%s'\n", bad[i]);
    CHECK_ERR(e, CL_INVALID_BUILD_OPTIONS);
  }
  static const char *const good[] = {
    "-DX=1 -DY=2", "-D X=1 -D Y=2 -w", "-DX=1 -DY=2 -cl-std=CL1.1 -Werror", "-DX=1 -DY=2 -cl-std=CL3.0 -g",
    "-DX=1 -DY=2 -cl-opt-disable -cl-single-precision-constant -cl-denorms-are-zero",
    "-DX=1 -DY=2 -cl-fp32-correctly-rounded-divide-sqrt -cl-no-signed-zeros -cl-finite-math-only",
    "-DX=1 -DY=2 -cl-unsafe-math-optimizations -cl-fast-relaxed-math -cl-uniform-work-group-size",
    "\"-DX=1\" -DY=2 -I /tmp -I/usr/include -cl-kernel-arg-info -cl-no-subgroup-ifp -cl-std=CL1.0",
  };
  for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
    cl_int e = clBuildProgram(p, 0, NULL, good[i], NULL, NULL);
    if (e) fprintf(stderr, "options '%s'\n", good[i]);
    CHECK_OK(e);
    int out[1];
    run_k(&env, p, "k", 0, out, 1);
    CHECK_EQ(out[0], 3);
  }
  /* -D with a quoted value holding a space. */
  cl_program q = from_source(&env, "kernel void k(global int *o, int x) { o[0] = V; }\n");
  CHECK_OK(clBuildProgram(q, 0, NULL, "\"-DV=1 + 2\"", NULL, NULL));
  int out[1];
  run_k(&env, q, "k", 0, out, 1);
  CHECK_EQ(out[0], 3);
  clReleaseProgram(q);
  /* Compile-only errors. */
  CHECK_ERR(clCompileProgram(p, 0, NULL, "-enable-link-options", 0, NULL, NULL, NULL, NULL), CL_INVALID_COMPILER_OPTIONS);
  CHECK_ERR(clCompileProgram(p, 0, NULL, "-cl-bogus", 0, NULL, NULL, NULL, NULL), CL_INVALID_COMPILER_OPTIONS);
  clReleaseProgram(p);
  cltest_teardown(&env);
}

/* Files directly in dir/sub (entries of the cache). */
static int count_files(const char *dir, const char *sub) {
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", dir, sub);
  DIR *d = opendir(path);
  if (!d) return 0;
  int n = 0;
  for (struct dirent *e; (e = readdir(d));) n += e->d_name[0] != '.';
  closedir(d);
  return n;
}

static void first_entry(const char *dir, const char *sub, char *out, size_t n) {
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", dir, sub);
  DIR *d = opendir(path);
  out[0] = 0;
  for (struct dirent *e; d && (e = readdir(d));)
    if (e->d_name[0] != '.' && (size_t)snprintf(out, n, "%s/%s", path, e->d_name) >= n) out[0] = 0;
  if (d) closedir(d);
}

static void *build_thread(void *arg) {
  cltest_env *env = arg;
  for (int i = 0; i < 3; i++) {
    cl_program p = from_source(env, lin_src);
    CHECK_OK(clBuildProgram(p, 0, NULL, "-DFOO=4 -DBAR=4", NULL, NULL));
    clReleaseProgram(p);
  }
  return NULL;
}

/* Set before the first build of the process (the cache folder is read
 * once). */
TEST(build_cache) {
  char dir[] = "/tmp/shoal-cache-test-XXXXXX";
  CHECK(mkdtemp(dir) != NULL);
  setenv("SHOAL_CACHE_DIR", dir, 1);
  cltest_env env;
  cltest_setup(&env, 0);
  cl_program p = from_source(&env, lin_src);
  CHECK_OK(clBuildProgram(p, 0, NULL, "-DFOO=1 -DBAR=2", NULL, NULL));
  int out[4];
  run_k(&env, p, "lin", 1, out, 4);
  CHECK_OK(clReleaseProgram(p));
  CHECK_EQ(count_files(dir, "programs"), 1);
  /* The pipelines were saved when the program went. */
  CHECK_EQ(count_files(dir, "pipelines"), 1);
  /* Warm: the same program again gives the same results and binary. */
  p = from_source(&env, lin_src);
  CHECK_OK(clBuildProgram(p, 0, NULL, "-DFOO=1 -DBAR=2", NULL, NULL));
  run_k(&env, p, "lin", 1, out, 4);
  for (int i = 0; i < 4; i++) CHECK_EQ(out[i], 1 + 2 * i);
  CHECK_OK(clReleaseProgram(p));
  CHECK_EQ(count_files(dir, "programs"), 1);
  /* Other options: another entry. */
  p = from_source(&env, lin_src);
  CHECK_OK(clBuildProgram(p, 0, NULL, "-DFOO=1 -DBAR=3", NULL, NULL));
  CHECK_OK(clReleaseProgram(p));
  CHECK_EQ(count_files(dir, "programs"), 2);
  /* A corrupt entry reads as a miss and is written again. */
  char entry[1200];
  first_entry(dir, "programs", entry, sizeof entry);
  FILE *f = fopen(entry, "r+b");
  CHECK(f != NULL);
  if (f) {
    fseek(f, 60, SEEK_SET);
    fputc(0x42, f);
    fclose(f);
  }
  CHECK(truncate(entry, 70) == 0);
  for (int k = 0; k < 2; k++) {
    p = from_source(&env, lin_src);
    CHECK_OK(clBuildProgram(p, 0, NULL, k ? "-DFOO=1 -DBAR=3" : "-DFOO=1 -DBAR=2", NULL, NULL));
    run_k(&env, p, "lin", 1, out, 4);
    for (int i = 0; i < 4; i++) CHECK_EQ(out[i], 1 + (2 + k) * i);
    CHECK_OK(clReleaseProgram(p));
  }
  struct stat stt;
  CHECK(stat(entry, &stt) == 0 && stt.st_size > 70);
  /* Threads building the same new program at once. */
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, build_thread, &env);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  CHECK_EQ(count_files(dir, "programs"), 3);
  cltest_teardown(&env);
  char cmd[1100];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  CHECK(system(cmd) == 0);
}

TEST(build_cache_off) {
  char dir[] = "/tmp/shoal-cache-test-XXXXXX";
  CHECK(mkdtemp(dir) != NULL);
  setenv("SHOAL_CACHE_DIR", dir, 1);
  setenv("SHOAL_CACHE", "0", 1);
  cltest_env env;
  cltest_setup(&env, 0);
  cl_program p = from_source(&env, lin_src);
  CHECK_OK(clBuildProgram(p, 0, NULL, "-DFOO=1 -DBAR=2", NULL, NULL));
  CHECK_OK(clReleaseProgram(p));
  CHECK_EQ(count_files(dir, "programs"), 0);
  CHECK_EQ(count_files(dir, "pipelines"), 0);
  cltest_teardown(&env);
  rmdir(dir);
}

/* The program-running front end gives the same results as the library
 * (SHOAL_COMPILER is read at each build). */
TEST(source_exec_frontend) {
  setenv("SHOAL_CACHE", "0", 1);
  cltest_env env;
  cltest_setup(&env, 0);
  for (int k = 0; k < 2; k++) {
    setenv("SHOAL_COMPILER", k ? "lib" : "exec", 1);
    check_macros(&env, "-cl-std=CL3.0", 300, false);
    cl_program p = from_source(&env, "kernel void k(global int *o) {\n  o[0] = 1 +;\n}\n");
    CHECK_ERR(clBuildProgram(p, 0, NULL, NULL, NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
    char *log = cltest_build_log(p, env.device);
    CHECK(strstr(log, ":2:") && strstr(log, "error: expected expression"));
    /* No temporary folder's name in the log. */
    CHECK(strstr(log, "shoal-cc-") == NULL);
    free(log);
    clReleaseProgram(p);
    cl_program a = from_source(&env, helper_src), b = from_source(&env, user_src), h = from_source(&env, helper_h);
    const char *hname = "inc/helper.h";
    CHECK_OK(clCompileProgram(a, 0, NULL, "-DOFFSET=5", 0, NULL, NULL, NULL, NULL));
    CHECK_OK(clCompileProgram(b, 0, NULL, NULL, 1, &h, &hname, NULL, NULL));
    cl_program objs[2] = {a, b};
    cl_int err;
    cl_program exe = clLinkProgram(env.ctx, 0, NULL, NULL, 2, objs, NULL, NULL, &err);
    CHECK_OK(err);
    int out[4];
    run_k(&env, exe, "use", 0, out, 4);
    for (int i = 0; i < 4; i++) CHECK_EQ(out[i], i * 7 + 5);
    clReleaseProgram(exe);
    /* A header name that would leave the compiler's temporary folder is
     * refused (the library keeps headers in memory: no such risk). */
    const char *evil = "../evil.h";
    cl_program c = from_source(&env, "#include \"../evil.h\"\nkernel void k(global int *o) {}\n");
    cl_int e = clCompileProgram(c, 0, NULL, NULL, 1, &h, &evil, NULL, NULL);
    if (k == 0) CHECK_ERR(e, CL_COMPILE_PROGRAM_FAILURE);
    clReleaseProgram(c);
    clReleaseProgram(a);
    clReleaseProgram(b);
    clReleaseProgram(h);
  }
  unsetenv("SHOAL_COMPILER");
  cltest_teardown(&env);
}

/* Work-item functions with a run-time dimension, in range and out of it
 * (OpenCL C 6.15.1: 0 for ids and offsets, 1 for sizes beyond 2). */
TEST(source_dynamic_dims) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_program p = from_source(&env,
    "kernel void d(global int *o, int x) {\n"
    "  if (get_group_id(0) || get_group_id(1) || get_local_id(0) || get_local_id(1)) return;\n"
    "  for (int j = 0; j < 5; j++) {\n"
    "    uint k = (uint)(x + j);\n"
    "    o[6 * j + 0] = get_global_offset(k); o[6 * j + 1] = get_global_size(k);\n"
    "    o[6 * j + 2] = get_local_size(k); o[6 * j + 3] = get_num_groups(k);\n"
    "    o[6 * j + 4] = get_global_id(k); o[6 * j + 5] = get_enqueued_local_size(k);\n"
    "  }\n"
    "}\n");
  CHECK_OK(clBuildProgram(p, 0, NULL, "-cl-std=CL3.0", NULL, NULL));
  cl_int err;
  cl_kernel k = clCreateKernel(p, "d", &err);
  cl_mem buf = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, 30 * sizeof(int), NULL, &err);
  int x = -1; /* dimensions -1 (as uint: out of range), 0, 1, 2, 3 */
  CHECK_OK(clSetKernelArg(k, 0, sizeof buf, &buf));
  CHECK_OK(clSetKernelArg(k, 1, sizeof x, &x));
  size_t off[2] = {7, 9}, gs[2] = {8, 4}, ls[2] = {4, 2};
  CHECK_OK(clEnqueueNDRangeKernel(env.queue, k, 2, off, gs, ls, 0, NULL, NULL));
  int out[30];
  CHECK_OK(clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  /* The work-item at global id (7, 9) is the one writing: its ids are
   * the offsets. */
  const int want[5][6] = {
    {0, 1, 1, 1, 0, 1}, {7, 8, 4, 2, 7, 4}, {9, 4, 2, 2, 9, 2}, {0, 1, 1, 1, 0, 1}, {0, 1, 1, 1, 0, 1},
  };
  for (int j = 0; j < 5; j++)
    for (int f = 0; f < 6; f++) {
      if (out[6 * j + f] != want[j][f]) fprintf(stderr, "dimension %d, function %d\n", j - 1, f);
      CHECK_EQ(out[6 * j + f], want[j][f]);
    }
  clReleaseMemObject(buf);
  clReleaseKernel(k);
  clReleaseProgram(p);
  cltest_teardown(&env);
}

static int calls;
static void CL_CALLBACK count_call(cl_program p, void *data) {
  (void)p;
  calls += *(int *)data;
}

/* The error codes of the build, compile and link entry points that the
 * cases above do not reach, and their callbacks. */
TEST(program_entry_errors) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_program p = from_source(&env, lin_src);
  int one = 1;
  calls = 0;
  /* Callbacks run once per call, after the work. */
  CHECK_OK(clBuildProgram(p, 0, NULL, "-DFOO=1 -DBAR=1", count_call, &one));
  CHECK_OK(clCompileProgram(p, 0, NULL, "-DFOO=1 -DBAR=1", 0, NULL, NULL, count_call, &one));
  CHECK_EQ(calls, 2);
  cl_program lp = clLinkProgram(env.ctx, 0, NULL, NULL, 1, &p, count_call, &one, &err);
  CHECK_OK(err);
  CHECK_EQ(calls, 3);
  /* Kernels attached: no rebuild (CL_INVALID_OPERATION). */
  cl_kernel k = clCreateKernel(lp, "lin", &err);
  CHECK_OK(err);
  CHECK_ERR(clBuildProgram(lp, 0, NULL, NULL, NULL, NULL), CL_INVALID_OPERATION);
  clReleaseKernel(k);
  CHECK_OK(clBuildProgram(lp, 0, NULL, NULL, NULL, NULL));
  /* Devices: not the program's, or a list without a count. */
  cl_device_id bad = (cl_device_id)env.queue;
  CHECK_ERR(clCompileProgram(p, 1, &bad, NULL, 0, NULL, NULL, NULL, NULL), CL_INVALID_DEVICE);
  CHECK_ERR(clCompileProgram(p, 0, &env.device, NULL, 0, NULL, NULL, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clCompileProgram(p, 0, NULL, NULL, 0, NULL, NULL, NULL, &one), CL_INVALID_VALUE);
  CHECK(clLinkProgram(env.ctx, 1, &bad, NULL, 1, &p, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_DEVICE);
  CHECK(clLinkProgram(env.ctx, 0, NULL, NULL, 1, &p, NULL, &one, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clLinkProgram(env.ctx, 1, NULL, NULL, 1, &p, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  /* A released program is no input. */
  cl_program gone = from_source(&env, lin_src);
  clReleaseProgram(gone);
  CHECK(clLinkProgram(env.ctx, 0, NULL, NULL, 1, &gone, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_PROGRAM);
  CHECK_ERR(clCompileProgram(gone, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL), CL_INVALID_PROGRAM);
  /* An executable is no link input. */
  CHECK(clLinkProgram(env.ctx, 0, NULL, NULL, 1, &lp, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_OPERATION);
  /* CL_PROGRAM_BINARIES: room for fewer pointers than devices; a NULL
   * entry is skipped. */
  unsigned char *none[1] = {NULL};
  CHECK_ERR(clGetProgramInfo(lp, CL_PROGRAM_BINARIES, 0, none, NULL), CL_INVALID_VALUE);
  CHECK_OK(clGetProgramInfo(lp, CL_PROGRAM_BINARIES, sizeof none, none, NULL));
  size_t n = 0;
  CHECK_OK(clGetProgramInfo(lp, CL_PROGRAM_BINARIES, 0, NULL, &n));
  CHECK_EQ(n, sizeof(unsigned char *));
  /* Binary types as the program goes: none, object, executable. */
  cl_program q = from_source(&env, lin_src);
  CHECK_EQ(binary_type(q, env.device), CL_PROGRAM_BINARY_TYPE_NONE);
  CHECK_OK(clCompileProgram(q, 0, NULL, "-DFOO=1 -DBAR=1", 0, NULL, NULL, NULL, NULL));
  CHECK_EQ(binary_type(q, env.device), CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT);
  CHECK_OK(clBuildProgram(q, 0, NULL, "-DFOO=1 -DBAR=1", NULL, NULL));
  CHECK_EQ(binary_type(q, env.device), CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
  /* A failed build after a good one leaves no executable. */
  CHECK_ERR(clBuildProgram(q, 0, NULL, NULL, NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
  CHECK_EQ(binary_type(q, env.device), CL_PROGRAM_BINARY_TYPE_NONE);
  CHECK(clCreateKernel(q, "lin", &err) == NULL);
  CHECK_ERR(err, CL_INVALID_PROGRAM_EXECUTABLE);
  clReleaseProgram(q);
  clReleaseProgram(lp);
  clReleaseProgram(p);
  cltest_teardown(&env);
}

/* The log without opencl-clang's numbering of the programs it compiles
 * (each line's "N:" before the line number), which counts every call. */
static void strip_counters(char *log) {
  char *out = log;
  for (char *p = log; *p;) {
    char *q = p;
    while (*q >= '0' && *q <= '9') q++;
    if (q > p && *q == ':' && q[1] >= '0' && q[1] <= '9') p = q + 1;
    while (*p && *p != '\n') *out++ = *p++;
    if (*p) *out++ = *p++;
  }
  *out = 0;
}

/* Builds after the opencl-clang front end has made its precompiled
 * opencl-c.h (the second build of a set of options makes it): each -D,
 * -cl-std and failure behaves as in the first build, which had none. */
TEST(source_after_pch) {
  setenv("SHOAL_CACHE", "0", 1);
  setenv("SHOAL_COMPILER", "lib", 1);
  cltest_env env;
  cltest_setup(&env, 0);
  int out[64];
  for (int round = 0; round < 3; round++) {
    /* Macros from -D, different in each build of one set of options. */
    for (int foo = -2; foo <= 2; foo++) {
      cl_program p = from_source(&env, lin_src);
      char opts[64];
      snprintf(opts, sizeof opts, "-DFOO=%d -DBAR=%d", foo, round);
      CHECK_OK(clBuildProgram(p, 0, NULL, opts, NULL, NULL));
      run_k(&env, p, "lin", 7, out, 64);
      for (int i = 0; i < 64; i++) CHECK_EQ(out[i], 7 * foo + i * round);
      CHECK_OK(clReleaseProgram(p));
    }
    /* OpenCL C 1.2 and 3.0 in turn: each sees its own version and the
     * device's macros for it. */
    check_macros(&env, "-cl-std=CL1.2", 120, false);
    check_macros(&env, "-cl-std=CL3.0", 300, false);
    check_macros(&env, "-cl-std=CL3.0", 300, true);
    /* A -D naming a macro of opencl-c.h comes before the header, which
     * redefines it: FLT_MAX is the header's (OpenCL C 6.15.2.1). */
    cl_program p = from_source(&env, "kernel void f(global int *o, int x) { o[get_global_id(0)] = FLT_MAX > 2.0f; }\n");
    CHECK_OK(clBuildProgram(p, 0, NULL, "-DFLT_MAX=1 -w", NULL, NULL));
    run_k(&env, p, "f", 0, out, 4);
    for (int i = 0; i < 4; i++) CHECK_EQ(out[i], 1);
    CHECK_OK(clReleaseProgram(p));
    /* Errors read the same, notes in opencl-c.h named as without it. */
    p = from_source(&env, "kernel void k(global float *o) {\n  o[0] = sin(1.0f, 2);\n}\n");
    /* The first without the PCH (SHOAL_PCH=0), the others with it. */
    setenv("SHOAL_PCH", round ? "1" : "0", 1);
    CHECK_ERR(clBuildProgram(p, 0, NULL, "-DFOO=1", NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
    char *log = cltest_build_log(p, env.device);
    strip_counters(log);
    static char first[65536];
    if (!round)
      snprintf(first, sizeof first, "%s", log);
    else
      CHECK(!strcmp(first, log));
    CHECK(strstr(log, "2:10: error: no matching function for call to 'sin'") != NULL);
    CHECK(strstr(log, "./opencl-c.h:") != NULL);
    CHECK(strstr(log, "shoal-pch-") == NULL);
    free(log);
    CHECK_OK(clReleaseProgram(p));
  }
  cltest_teardown(&env);
}

/* ---- large switches ---------------------------------------------------- */

/* 300 cases: beyond the 256 targets the translator takes in one switch
 * (the front end splits switches into chains of 255 cases, which also
 * keeps them within SPIR-V's 16,383 pairs). A 20,000-case switch now gives
 * valid SPIR-V too, but the translator's structurizer takes minutes on
 * chains of thousands of cases and then exceeds Vulkan's nesting depth. */
enum { SW_CASES = 300 };

/* Case k leaves r as it was when k % 7 == 3, else sets r = 3k + 1; other
 * values: r = -x. The bare breaks share one target (the block after the
 * switch) between cases of every piece of the chain, and make that block
 * take r from the switch's own block: LLVM names that parent once per
 * case, which SPIR-V refuses, so the front end's output is cleaned too.
 * (Fall-throughs between cases are left out: the translator turns them
 * into nesting deep enough to overflow lavapipe's stack, a separate bug.) */
static char *switch_source(void) {
  size_t cap = (size_t)SW_CASES * 40 + 512, n = 0;
  char *s = cltest_malloc(cap);
  n += (size_t)snprintf(s + n, cap - n,
                        "kernel void sw(global const int *in, global int *out) {\n"
                        "  int i = get_global_id(0), x = in[i], r = 7;\n  switch (x) {\n");
  for (int k = 0; k < SW_CASES; k++) {
    if (k % 7 == 3)
      n += (size_t)snprintf(s + n, cap - n, "  case %d: break;\n", k);
    else
      n += (size_t)snprintf(s + n, cap - n, "  case %d: r = %d; break;\n", k, 3 * k + 1);
  }
  snprintf(s + n, cap - n, "  default: r = -x;\n  }\n  out[i] = r;\n}\n");
  return s;
}

static int switch_want(int x) {
  if (x < 0 || x >= SW_CASES) return -x;
  return x % 7 == 3 ? 7 : 3 * x + 1;
}

/* A 300-case switch builds on both front ends (the translator crashed the
 * process on switches of more than 255 cases before). Running it is left
 * out: lavapipe overflows its stack compiling the translated kernel of a
 * switch of even 200 cases (unsplit), a separate bug; switch_want is the
 * host formula for when it runs. */
TEST(source_huge_switch) {
  setenv("SHOAL_CACHE", "0", 1);
  cltest_env env;
  cltest_setup(&env, 0);
  char *src = switch_source();
  size_t n = SW_CASES + 64;
  int *in = cltest_malloc(n * sizeof *in), *out = cltest_malloc(n * sizeof *out);
  for (size_t i = 0; i < n; i++) in[i] = (int)i - 16;
  in[0] = INT32_MIN;
  in[1] = INT32_MAX;
  in[2] = SW_CASES;
  for (int fe = 0; fe < 2; fe++) {
    setenv("SHOAL_COMPILER", fe ? "exec" : "lib", 1);
    cl_program p = from_source(&env, src);
    cl_int err = clBuildProgram(p, 0, NULL, NULL, NULL, NULL);
    if (err) {
      char *log = cltest_build_log(p, env.device);
      fprintf(stderr, "%s\n", log);
      free(log);
    }
    CHECK_OK(err);
    char names[16] = {0};
    CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_KERNEL_NAMES, sizeof names, names, NULL));
    CHECK(!strcmp(names, "sw"));
    if (getenv("SHOAL_TEST_RUN_SWITCH")) {
      cl_kernel k = clCreateKernel(p, "sw", &err);
      CHECK_OK(err);
      cl_mem bin = clCreateBuffer(env.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * sizeof *in, in, &err);
      CHECK_OK(err);
      cl_mem bout = clCreateBuffer(env.ctx, CL_MEM_WRITE_ONLY, n * sizeof *out, NULL, &err);
      CHECK_OK(err);
      CHECK_OK(clSetKernelArg(k, 0, sizeof bin, &bin));
      CHECK_OK(clSetKernelArg(k, 1, sizeof bout, &bout));
      CHECK_OK(clEnqueueNDRangeKernel(env.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
      CHECK_OK(clEnqueueReadBuffer(env.queue, bout, CL_TRUE, 0, n * sizeof *out, out, 0, NULL, NULL));
      for (size_t i = 0; i < n; i++) CHECK_EQ(out[i], switch_want(in[i]));
      clReleaseMemObject(bin);
      clReleaseMemObject(bout);
      clReleaseKernel(k);
    }
    clReleaseProgram(p);
  }
  unsetenv("SHOAL_COMPILER");
  free(src);
  free(in);
  free(out);
  cltest_teardown(&env);
}

/* ---- inputs that recurse deeply in clang ----------------------------- */

/* A 100,000-term sum and a 7,500-branch else-if chain: clang recurses
 * once per term or branch and overflowed the stack of the thread that
 * called clBuildProgram (8 MiB here), killing the process. Both are
 * valid OpenCL C: the sum builds and runs (100,000 x), and the chain
 * compiles (clCompileProgram: the front end alone; 7,000 branches already
 * overflowed 8 MiB, and clang takes time quadratic in them). A normal build
 * works afterwards. */
TEST(source_deep_recursion) {
  setenv("SHOAL_CACHE", "0", 1);
  /* The translator's checks after every pass take minutes on a kernel of
   * 100,000 additions; this test is about the front end. */
  setenv("SHOAL_VALIDATE", "0", 1);
  setenv("SHOAL_COMPILER", "lib", 1);
  cltest_env env;
  cltest_setup(&env, 0);
  enum { TERMS = 100000, BRANCHES = 7500 };
  size_t cap = (size_t)TERMS * 2 + 256;
  char *src = cltest_malloc(cap);
  size_t n = (size_t)snprintf(src, cap, "kernel void sum(global int *o, int x) {\n  o[get_global_id(0)] = x");
  for (int i = 1; i < TERMS; i++) n += (size_t)snprintf(src + n, cap - n, "+x");
  snprintf(src + n, cap - n, ";\n}\n");
  cl_program p = from_source(&env, src);
  CHECK_OK(clBuildProgram(p, 0, NULL, NULL, NULL, NULL));
  int out[4];
  run_k(&env, p, "sum", 3, out, 4);
  for (int i = 0; i < 4; i++) CHECK_EQ(out[i], 3 * TERMS);
  clReleaseProgram(p);
  free(src);
  cap = (size_t)BRANCHES * 40 + 256;
  src = cltest_malloc(cap);
  n = (size_t)snprintf(src, cap, "kernel void chain(global int *o, int x) {\n  int r = -1;\n");
  for (int i = 0; i < BRANCHES; i++)
    n += (size_t)snprintf(src + n, cap - n, "  %sif (x == %d) r = %d;\n", i ? "else " : "", i, 2 * i);
  snprintf(src + n, cap - n, "  o[0] = r;\n}\n");
  p = from_source(&env, src);
  CHECK_OK(clCompileProgram(p, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL));
  CHECK_EQ(build_status(p, env.device), CL_BUILD_SUCCESS);
  clReleaseProgram(p);
  free(src);
  p = from_source(&env, lin_src);
  CHECK_OK(clBuildProgram(p, 0, NULL, "-DFOO=2 -DBAR=1", NULL, NULL));
  run_k(&env, p, "lin", 5, out, 4);
  for (int i = 0; i < 4; i++) CHECK_EQ(out[i], 10 + i);
  clReleaseProgram(p);
  unsetenv("SHOAL_COMPILER");
  cltest_teardown(&env);
}
