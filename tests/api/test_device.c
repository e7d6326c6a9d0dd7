/* test_device.c: clGetDeviceIDs, every clGetDeviceInfo query of OpenCL
 * 3.0, and partitioning (not offered). */
#include "cltest.h"

TEST(device_ids) {
  cl_platform_id p = cltest_platform();
  cl_uint all = 0, def = 0, gpu = 0, cpu = 0, acc = 0;
  CHECK_OK(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, NULL, &all));
  CHECK(all >= 1);
  CHECK_OK(clGetDeviceIDs(p, CL_DEVICE_TYPE_DEFAULT, 0, NULL, &def));
  CHECK_EQ(def, 1);
  cl_int e1 = clGetDeviceIDs(p, CL_DEVICE_TYPE_GPU, 0, NULL, &gpu);
  cl_int e2 = clGetDeviceIDs(p, CL_DEVICE_TYPE_CPU, 0, NULL, &cpu);
  cl_int e3 = clGetDeviceIDs(p, CL_DEVICE_TYPE_ACCELERATOR, 0, NULL, &acc);
  CHECK(e1 == CL_SUCCESS || e1 == CL_DEVICE_NOT_FOUND);
  CHECK(e2 == CL_SUCCESS || e2 == CL_DEVICE_NOT_FOUND);
  CHECK(e3 == CL_SUCCESS || e3 == CL_DEVICE_NOT_FOUND);
  CHECK_EQ((e1 ? 0 : gpu) + (e2 ? 0 : cpu) + (e3 ? 0 : acc), all);
  CHECK_ERR(clGetDeviceIDs(p, CL_DEVICE_TYPE_CUSTOM, 0, NULL, &acc), CL_DEVICE_NOT_FOUND);

  /* Each device reports the type it was found by. */
  cl_device_id *devs = cltest_malloc(all * sizeof *devs);
  CHECK_OK(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, all, devs, NULL));
  for (cl_uint i = 0; i < all; i++) {
    cl_device_type t = 0;
    CHECK_OK(clGetDeviceInfo(devs[i], CL_DEVICE_TYPE, sizeof t, &t, NULL));
    CHECK(t == CL_DEVICE_TYPE_GPU || t == CL_DEVICE_TYPE_CPU || t == CL_DEVICE_TYPE_ACCELERATOR);
    cl_device_id one;
    CHECK_OK(clGetDeviceIDs(p, t, 1, &one, NULL));
  }
  /* Fewer entries than devices: the first ones. */
  cl_device_id first = NULL;
  CHECK_OK(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &first, NULL));
  CHECK(first == devs[0]);
  free(devs);

  CHECK_ERR(clGetDeviceIDs(p, 0, 0, NULL, &all), CL_INVALID_DEVICE_TYPE);
  CHECK_ERR(clGetDeviceIDs(p, (cl_device_type)1 << 40, 0, NULL, &all), CL_INVALID_DEVICE_TYPE);
  CHECK_ERR(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, &first, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, NULL, NULL), CL_INVALID_VALUE);
}

/* Every OpenCL 3.0 device query, with the size of its answer (0: a string
 * or an array, checked for a sane size instead). */
static const struct {
  cl_device_info what;
  size_t size;
} queries[] = {
  {CL_DEVICE_TYPE, sizeof(cl_device_type)},
  {CL_DEVICE_VENDOR_ID, sizeof(cl_uint)},
  {CL_DEVICE_MAX_COMPUTE_UNITS, sizeof(cl_uint)},
  {CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS, sizeof(cl_uint)},
  {CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof(size_t)},
  {CL_DEVICE_MAX_WORK_ITEM_SIZES, 3 * sizeof(size_t)},
  {CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR, sizeof(cl_uint)},
  {CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT, sizeof(cl_uint)},
  {CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT, sizeof(cl_uint)},
  {CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG, sizeof(cl_uint)},
  {CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT, sizeof(cl_uint)},
  {CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE, sizeof(cl_uint)},
  {CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF, sizeof(cl_uint)},
  {CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR, sizeof(cl_uint)},
  {CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT, sizeof(cl_uint)},
  {CL_DEVICE_NATIVE_VECTOR_WIDTH_INT, sizeof(cl_uint)},
  {CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG, sizeof(cl_uint)},
  {CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT, sizeof(cl_uint)},
  {CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE, sizeof(cl_uint)},
  {CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF, sizeof(cl_uint)},
  {CL_DEVICE_MAX_CLOCK_FREQUENCY, sizeof(cl_uint)},
  {CL_DEVICE_ADDRESS_BITS, sizeof(cl_uint)},
  {CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof(cl_ulong)},
  {CL_DEVICE_IMAGE_SUPPORT, sizeof(cl_bool)},
  {CL_DEVICE_MAX_READ_IMAGE_ARGS, sizeof(cl_uint)},
  {CL_DEVICE_MAX_WRITE_IMAGE_ARGS, sizeof(cl_uint)},
  {CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS, sizeof(cl_uint)},
  {CL_DEVICE_IL_VERSION, 0},
  {CL_DEVICE_ILS_WITH_VERSION, 0},
  {CL_DEVICE_IMAGE2D_MAX_WIDTH, sizeof(size_t)},
  {CL_DEVICE_IMAGE2D_MAX_HEIGHT, sizeof(size_t)},
  {CL_DEVICE_IMAGE3D_MAX_WIDTH, sizeof(size_t)},
  {CL_DEVICE_IMAGE3D_MAX_HEIGHT, sizeof(size_t)},
  {CL_DEVICE_IMAGE3D_MAX_DEPTH, sizeof(size_t)},
  {CL_DEVICE_IMAGE_MAX_BUFFER_SIZE, sizeof(size_t)},
  {CL_DEVICE_IMAGE_MAX_ARRAY_SIZE, sizeof(size_t)},
  {CL_DEVICE_MAX_SAMPLERS, sizeof(cl_uint)},
  {CL_DEVICE_IMAGE_PITCH_ALIGNMENT, sizeof(cl_uint)},
  {CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT, sizeof(cl_uint)},
  {CL_DEVICE_MAX_PIPE_ARGS, sizeof(cl_uint)},
  {CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS, sizeof(cl_uint)},
  {CL_DEVICE_PIPE_MAX_PACKET_SIZE, sizeof(cl_uint)},
  {CL_DEVICE_MAX_PARAMETER_SIZE, sizeof(size_t)},
  {CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof(cl_uint)},
  {CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE, sizeof(cl_uint)},
  {CL_DEVICE_SINGLE_FP_CONFIG, sizeof(cl_device_fp_config)},
  {CL_DEVICE_DOUBLE_FP_CONFIG, sizeof(cl_device_fp_config)},
  {CL_DEVICE_HALF_FP_CONFIG, sizeof(cl_device_fp_config)},
  {CL_DEVICE_GLOBAL_MEM_CACHE_TYPE, sizeof(cl_device_mem_cache_type)},
  {CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE, sizeof(cl_uint)},
  {CL_DEVICE_GLOBAL_MEM_CACHE_SIZE, sizeof(cl_ulong)},
  {CL_DEVICE_GLOBAL_MEM_SIZE, sizeof(cl_ulong)},
  {CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE, sizeof(cl_ulong)},
  {CL_DEVICE_MAX_CONSTANT_ARGS, sizeof(cl_uint)},
  {CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE, sizeof(size_t)},
  {CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE, sizeof(size_t)},
  {CL_DEVICE_LOCAL_MEM_TYPE, sizeof(cl_device_local_mem_type)},
  {CL_DEVICE_LOCAL_MEM_SIZE, sizeof(cl_ulong)},
  {CL_DEVICE_ERROR_CORRECTION_SUPPORT, sizeof(cl_bool)},
  {CL_DEVICE_HOST_UNIFIED_MEMORY, sizeof(cl_bool)},
  {CL_DEVICE_PROFILING_TIMER_RESOLUTION, sizeof(size_t)},
  {CL_DEVICE_ENDIAN_LITTLE, sizeof(cl_bool)},
  {CL_DEVICE_AVAILABLE, sizeof(cl_bool)},
  {CL_DEVICE_COMPILER_AVAILABLE, sizeof(cl_bool)},
  {CL_DEVICE_LINKER_AVAILABLE, sizeof(cl_bool)},
  {CL_DEVICE_EXECUTION_CAPABILITIES, sizeof(cl_device_exec_capabilities)},
  {CL_DEVICE_QUEUE_PROPERTIES, sizeof(cl_command_queue_properties)},
  {CL_DEVICE_QUEUE_ON_HOST_PROPERTIES, sizeof(cl_command_queue_properties)},
  {CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES, sizeof(cl_command_queue_properties)},
  {CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE, sizeof(cl_uint)},
  {CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE, sizeof(cl_uint)},
  {CL_DEVICE_MAX_ON_DEVICE_QUEUES, sizeof(cl_uint)},
  {CL_DEVICE_MAX_ON_DEVICE_EVENTS, sizeof(cl_uint)},
  {CL_DEVICE_BUILT_IN_KERNELS, 0},
  {CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION, 0},
  {CL_DEVICE_PLATFORM, sizeof(cl_platform_id)},
  {CL_DEVICE_NAME, 0},
  {CL_DEVICE_VENDOR, 0},
  {CL_DRIVER_VERSION, 0},
  {CL_DEVICE_PROFILE, 0},
  {CL_DEVICE_VERSION, 0},
  {CL_DEVICE_NUMERIC_VERSION, sizeof(cl_version)},
  {CL_DEVICE_OPENCL_C_VERSION, 0},
  {CL_DEVICE_OPENCL_C_ALL_VERSIONS, 0},
  {CL_DEVICE_OPENCL_C_FEATURES, 0},
  {CL_DEVICE_EXTENSIONS, 0},
  {CL_DEVICE_EXTENSIONS_WITH_VERSION, 0},
  {CL_DEVICE_PRINTF_BUFFER_SIZE, sizeof(size_t)},
  {CL_DEVICE_PREFERRED_INTEROP_USER_SYNC, sizeof(cl_bool)},
  {CL_DEVICE_PARENT_DEVICE, sizeof(cl_device_id)},
  {CL_DEVICE_PARTITION_MAX_SUB_DEVICES, sizeof(cl_uint)},
  {CL_DEVICE_PARTITION_PROPERTIES, 0},
  {CL_DEVICE_PARTITION_AFFINITY_DOMAIN, sizeof(cl_device_affinity_domain)},
  {CL_DEVICE_PARTITION_TYPE, 0},
  {CL_DEVICE_REFERENCE_COUNT, sizeof(cl_uint)},
  {CL_DEVICE_SVM_CAPABILITIES, sizeof(cl_device_svm_capabilities)},
  {CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT, sizeof(cl_uint)},
  {CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT, sizeof(cl_uint)},
  {CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT, sizeof(cl_uint)},
  {CL_DEVICE_MAX_NUM_SUB_GROUPS, sizeof(cl_uint)},
  {CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS, sizeof(cl_bool)},
  {CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES, sizeof(cl_device_atomic_capabilities)},
  {CL_DEVICE_ATOMIC_FENCE_CAPABILITIES, sizeof(cl_device_atomic_capabilities)},
  {CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT, sizeof(cl_bool)},
  {CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT, sizeof(cl_bool)},
  {CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT, sizeof(cl_bool)},
  {CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES, sizeof(cl_device_device_enqueue_capabilities)},
  {CL_DEVICE_PIPE_SUPPORT, sizeof(cl_bool)},
  {CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, sizeof(size_t)},
  {CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED, 0},
};

TEST(device_info_all) {
  cl_device_id d = cltest_device();
  for (size_t i = 0; i < sizeof queries / sizeof queries[0]; i++) {
    size_t n = 12345;
    cl_int err = clGetDeviceInfo(d, queries[i].what, 0, NULL, &n);
    if (err != CL_SUCCESS) {
      fprintf(stderr, "device query 0x%x: %s\n", queries[i].what, cltest_err_name(err));
      cltest_failures++;
      continue;
    }
    if (queries[i].size && n != queries[i].size) {
      fprintf(stderr, "device query 0x%x: size %zu, expected %zu\n", queries[i].what, n, queries[i].size);
      cltest_failures++;
    }
    CHECK(n < 1 << 20);
    unsigned char *buf = cltest_malloc(n + 8);
    memset(buf, 0xee, n + 8);
    size_t n2 = 0;
    CHECK_OK(clGetDeviceInfo(d, queries[i].what, n + 8, buf, &n2));
    CHECK_EQ(n2, n);
    CHECK(buf[n] == 0xee); /* nothing written past the answer */
    if (n) {
      CHECK_ERR(clGetDeviceInfo(d, queries[i].what, n - 1, buf, NULL), CL_INVALID_VALUE);
      /* A NULL param_value is ignored, whatever param_value_size says. */
      n2 = 0;
      CHECK_OK(clGetDeviceInfo(d, queries[i].what, n, NULL, &n2));
      CHECK_EQ(n2, n);
    }
    free(buf);
  }
  size_t n;
  CHECK_ERR(clGetDeviceInfo(d, 0x7fff, 0, NULL, &n), CL_INVALID_VALUE);
  CHECK_ERR(clGetDeviceInfo(NULL, CL_DEVICE_NAME, 0, NULL, &n), CL_INVALID_DEVICE);
  cltest_fake fake;
  cltest_fake_init(&fake, d);
  CHECK_ERR(clGetDeviceInfo((cl_device_id)&fake, CL_DEVICE_NAME, 0, NULL, &n), CL_INVALID_DEVICE);
  /* A platform handle is not a device. */
  CHECK_ERR(clGetDeviceInfo((cl_device_id)cltest_platform(), CL_DEVICE_NAME, 0, NULL, &n),
            CL_INVALID_DEVICE);
}

static char *dev_str(cl_device_id d, cl_device_info what) {
  size_t n = 0;
  CHECK_OK(clGetDeviceInfo(d, what, 0, NULL, &n));
  char *s = cltest_malloc(n + 1);
  s[0] = 0;
  CHECK_OK(clGetDeviceInfo(d, what, n, s, NULL));
  CHECK(n >= 1 && s[n - 1] == 0);
  return s;
}

#define DEV_VAL(d, what, T)                                  \
  ({                                                         \
    T v_ = 0;                                                \
    CHECK_OK(clGetDeviceInfo(d, what, sizeof v_, &v_, NULL)); \
    v_;                                                      \
  })

static bool has_name(const cl_name_version *v, size_t n, const char *name, cl_version ver) {
  for (size_t i = 0; i < n; i++)
    if (!strcmp(v[i].name, name) && v[i].version == ver) return true;
  return false;
}

TEST(device_info_values) {
  cl_device_id d = cltest_device();
  char *s = dev_str(d, CL_DEVICE_VERSION);
  CHECK(!strcmp(s, "OpenCL 3.0 Shoal"));
  free(s);
  s = dev_str(d, CL_DEVICE_OPENCL_C_VERSION);
  CHECK(!strncmp(s, "OpenCL C 1.2", 12));
  free(s);
  s = dev_str(d, CL_DEVICE_PROFILE);
  CHECK(!strcmp(s, "FULL_PROFILE"));
  free(s);
  s = dev_str(d, CL_DEVICE_IL_VERSION);
  CHECK(!strcmp(s, "SPIR-V_1.0 SPIR-V_1.1 SPIR-V_1.2 SPIR-V_1.3 SPIR-V_1.4 SPIR-V_1.5 SPIR-V_1.6"));
  free(s);
  s = dev_str(d, CL_DEVICE_NAME);
  CHECK(strlen(s) > 0);
  free(s);

  CHECK_EQ(DEV_VAL(d, CL_DEVICE_NUMERIC_VERSION, cl_version), CL_MAKE_VERSION(3, 0, 0));
  CHECK_EQ(DEV_VAL(d, CL_DEVICE_ADDRESS_BITS, cl_uint), 64);
  CHECK_EQ(DEV_VAL(d, CL_DEVICE_COMPILER_AVAILABLE, cl_bool), cltest_no_compiler() ? CL_FALSE : CL_TRUE);
  CHECK_EQ(DEV_VAL(d, CL_DEVICE_LINKER_AVAILABLE, cl_bool), CL_TRUE);
  CHECK_EQ(DEV_VAL(d, CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT, cl_bool), CL_TRUE);
  CHECK_EQ(DEV_VAL(d, CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS, cl_bool), CL_FALSE);
  CHECK_EQ(DEV_VAL(d, CL_DEVICE_QUEUE_ON_HOST_PROPERTIES, cl_command_queue_properties),
           CL_QUEUE_PROFILING_ENABLE);
  CHECK_EQ(DEV_VAL(d, CL_DEVICE_PARTITION_MAX_SUB_DEVICES, cl_uint), 0);
  CHECK_EQ(DEV_VAL(d, CL_DEVICE_PARENT_DEVICE, cl_device_id), 0);
  CHECK_EQ(DEV_VAL(d, CL_DEVICE_REFERENCE_COUNT, cl_uint), 1);
  CHECK(DEV_VAL(d, CL_DEVICE_PLATFORM, cl_platform_id) == cltest_platform());
  CHECK(DEV_VAL(d, CL_DEVICE_MEM_BASE_ADDR_ALIGN, cl_uint) >= 1024);
  CHECK(DEV_VAL(d, CL_DEVICE_PROFILING_TIMER_RESOLUTION, size_t) >= 1);
  CHECK(DEV_VAL(d, CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, size_t) >= 1);
  CHECK(DEV_VAL(d, CL_DEVICE_MAX_COMPUTE_UNITS, cl_uint) >= 1);
  CHECK_EQ(DEV_VAL(d, CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS, cl_uint), 3);
  cl_device_fp_config single = DEV_VAL(d, CL_DEVICE_SINGLE_FP_CONFIG, cl_device_fp_config);
  CHECK((single & (CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN)) == (CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN));

  size_t wg = DEV_VAL(d, CL_DEVICE_MAX_WORK_GROUP_SIZE, size_t);
  size_t wi[3];
  CHECK_OK(clGetDeviceInfo(d, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof wi, wi, NULL));
  CHECK(wg >= 1);
  for (int i = 0; i < 3; i++) CHECK(wi[i] >= 1 && wi[i] <= wg);
  cl_ulong global = DEV_VAL(d, CL_DEVICE_GLOBAL_MEM_SIZE, cl_ulong);
  cl_ulong alloc = DEV_VAL(d, CL_DEVICE_MAX_MEM_ALLOC_SIZE, cl_ulong);
  CHECK(alloc >= 1 && alloc <= global);
  CHECK(DEV_VAL(d, CL_DEVICE_LOCAL_MEM_SIZE, cl_ulong) >= 1);

  /* Versioned lists. */
  cl_name_version v[64];
  size_t n = 0;
  CHECK_OK(clGetDeviceInfo(d, CL_DEVICE_OPENCL_C_ALL_VERSIONS, sizeof v, v, &n));
  CHECK(has_name(v, n / sizeof *v, "OpenCL C", CL_MAKE_VERSION(1, 2, 0)));
  CHECK(has_name(v, n / sizeof *v, "OpenCL C", CL_MAKE_VERSION(3, 0, 0)));
  CHECK_OK(clGetDeviceInfo(d, CL_DEVICE_ILS_WITH_VERSION, sizeof v, v, &n));
  CHECK_EQ(n / sizeof *v, 7);
  for (cl_uint minor = 0; minor <= 6; minor++)
    CHECK(has_name(v, n / sizeof *v, "SPIR-V", CL_MAKE_VERSION(1, minor, 0)));

  /* The extension string and the versioned list agree; fp64/fp16 configs
   * are non-zero exactly when the extension is listed. */
  char *ext = dev_str(d, CL_DEVICE_EXTENSIONS);
  CHECK_OK(clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS_WITH_VERSION, sizeof v, v, &n));
  size_t words = 0;
  bool fp64 = false, fp16 = false;
  char *copy = strdup(ext);
  for (char *t = strtok(copy, " "); t; t = strtok(NULL, " ")) {
    bool found = false;
    for (size_t i = 0; i < n / sizeof *v; i++) found = found || !strcmp(v[i].name, t);
    CHECK(found);
    fp64 = fp64 || !strcmp(t, "cl_khr_fp64");
    fp16 = fp16 || !strcmp(t, "cl_khr_fp16");
    words++;
  }
  CHECK_EQ(words, n / sizeof *v);
  CHECK(strstr(ext, "cl_khr_icd") && strstr(ext, "cl_khr_il_program"));
  CHECK_EQ(DEV_VAL(d, CL_DEVICE_DOUBLE_FP_CONFIG, cl_device_fp_config) != 0, fp64);
  CHECK_EQ(DEV_VAL(d, CL_DEVICE_HALF_FP_CONFIG, cl_device_fp_config) != 0, fp16);
  free(copy);
  free(ext);

  cl_device_partition_property pp[4] = {99, 99, 99, 99};
  CHECK_OK(clGetDeviceInfo(d, CL_DEVICE_PARTITION_PROPERTIES, sizeof pp, pp, &n));
  CHECK(n == sizeof pp[0] && pp[0] == 0);
}

/* Preferred and native vector widths: nonzero for every core type, 0
 * exactly for double and half where unsupported (the spec). Shoal's
 * choices, 1 on GPUs: preferred, 128-bit vectors of every type on CPU
 * devices (docs/benchmarks.md, "OpenCV's transparent API on lavapipe");
 * native, 64-bit vectors of at least two elements ("Small work-groups on
 * CPU devices"). */
TEST(preferred_vector_widths) {
  cl_device_id d = cltest_device();
  bool cpu = DEV_VAL(d, CL_DEVICE_TYPE, cl_device_type) == CL_DEVICE_TYPE_CPU;
  bool fp64 = DEV_VAL(d, CL_DEVICE_DOUBLE_FP_CONFIG, cl_device_fp_config) != 0;
  bool fp16 = DEV_VAL(d, CL_DEVICE_HALF_FP_CONFIG, cl_device_fp_config) != 0;
  /* each query, the type it is for (0 a core one) and its value on a CPU */
  static const struct {
    cl_device_info q;
    int type;
    cl_uint cpu;
  } want[] = {
      {CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR, 0, 16},  {CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT, 0, 8},
      {CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT, 0, 4},    {CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG, 0, 2},
      {CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT, 0, 4},  {CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE, 64, 2},
      {CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF, 16, 8},  {CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR, 0, 8},
      {CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT, 0, 4},     {CL_DEVICE_NATIVE_VECTOR_WIDTH_INT, 0, 2},
      {CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG, 0, 2},      {CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT, 0, 2},
      {CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE, 64, 2},   {CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF, 16, 4},
  };
  for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
    bool supported = want[i].type == 64 ? fp64 : want[i].type == 16 ? fp16 : true;
    cl_uint expect = !supported ? 0u : cpu ? want[i].cpu : 1u;
    cl_uint got = DEV_VAL(d, want[i].q, cl_uint);
    if (got != expect) fprintf(stderr, "query 0x%x:\n", (unsigned)want[i].q);
    CHECK_EQ(got, expect);
  }
}

TEST(sub_devices) {
  cl_device_id d = cltest_device();
  cl_device_partition_property eq[] = {CL_DEVICE_PARTITION_EQUALLY, 1, 0};
  cl_device_partition_property counts[] = {CL_DEVICE_PARTITION_BY_COUNTS, 1,
                                           CL_DEVICE_PARTITION_BY_COUNTS_LIST_END, 0};
  cl_device_id out[4];
  cl_uint n = 0;
  CHECK_ERR(clCreateSubDevices(d, eq, 4, out, &n), CL_INVALID_VALUE);
  CHECK_ERR(clCreateSubDevices(d, counts, 4, out, &n), CL_INVALID_VALUE);
  CHECK_ERR(clCreateSubDevices(d, NULL, 4, out, &n), CL_INVALID_VALUE);
  CHECK_ERR(clCreateSubDevices(NULL, eq, 4, out, &n), CL_INVALID_DEVICE);
  cltest_fake fake;
  cltest_fake_init(&fake, d);
  CHECK_ERR(clCreateSubDevices((cl_device_id)&fake, eq, 4, out, &n), CL_INVALID_DEVICE);
  /* Root devices: retain and release succeed and change nothing. */
  CHECK_OK(clRetainDevice(d));
  CHECK_OK(clReleaseDevice(d));
  CHECK_OK(clReleaseDevice(d));
  CHECK_EQ(DEV_VAL(d, CL_DEVICE_REFERENCE_COUNT, cl_uint), 1);
  CHECK_ERR(clRetainDevice((cl_device_id)&fake), CL_INVALID_DEVICE);
  CHECK_ERR(clReleaseDevice((cl_device_id)&fake), CL_INVALID_DEVICE);
}
