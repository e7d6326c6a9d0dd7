/* test_platform.c: platform discovery, clGetPlatformInfo, extension
 * function lookup, the dispatch table and the host timer. */
#include "cltest.h"

#include <CL/cl_icd.h>

TEST(platform_ids) {
  cl_uint n = 0;
  CHECK_OK(clGetPlatformIDs(0, NULL, &n));
  CHECK(n >= 1);
  cl_platform_id p;
  CHECK_ERR(clGetPlatformIDs(0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetPlatformIDs(0, &p, NULL), CL_INVALID_VALUE);
  CHECK(cltest_platform() != NULL);
}

static char *platform_str(cl_platform_id p, cl_platform_info what) {
  size_t n = 0;
  CHECK_OK(clGetPlatformInfo(p, what, 0, NULL, &n));
  char *s = cltest_malloc(n + 1);
  memset(s, 'x', n + 1);
  CHECK_OK(clGetPlatformInfo(p, what, n, s, NULL));
  CHECK(n > 0 && s[n - 1] == 0);
  return s;
}

TEST(platform_info) {
  cl_platform_id p = cltest_platform();
  struct {
    cl_platform_info what;
    const char *want;
  } strs[] = {
    {CL_PLATFORM_PROFILE, "FULL_PROFILE"},
    {CL_PLATFORM_VERSION, "OpenCL 3.0 Shoal 0.1.0"},
    {CL_PLATFORM_NAME, "Shoal"},
    {CL_PLATFORM_VENDOR, "Shoal"},
    {CL_PLATFORM_ICD_SUFFIX_KHR, "shoal"},
  };
  for (size_t i = 0; i < sizeof strs / sizeof strs[0]; i++) {
    char *s = platform_str(p, strs[i].what);
    if (strcmp(s, strs[i].want)) {
      fprintf(stderr, "platform info 0x%x: '%s', expected '%s'\n", strs[i].what, s, strs[i].want);
      cltest_failures++;
    }
    free(s);
  }
  cl_version v = 0;
  CHECK_OK(clGetPlatformInfo(p, CL_PLATFORM_NUMERIC_VERSION, sizeof v, &v, NULL));
  CHECK_EQ(v, CL_MAKE_VERSION(3, 0, 0));
  cl_ulong res = 0;
  CHECK_OK(clGetPlatformInfo(p, CL_PLATFORM_HOST_TIMER_RESOLUTION, sizeof res, &res, NULL));
  CHECK(res > 0);

  /* The extension string and the versioned list name the same set. */
  char *ext = platform_str(p, CL_PLATFORM_EXTENSIONS);
  CHECK(strstr(ext, "cl_khr_icd") != NULL);
  size_t n = 0;
  CHECK_OK(clGetPlatformInfo(p, CL_PLATFORM_EXTENSIONS_WITH_VERSION, 0, NULL, &n));
  CHECK(n % sizeof(cl_name_version) == 0);
  cl_name_version *nv = cltest_malloc(n);
  CHECK_OK(clGetPlatformInfo(p, CL_PLATFORM_EXTENSIONS_WITH_VERSION, n, nv, NULL));
  size_t words = 0;
  for (char *t = strtok(ext, " "); t; t = strtok(NULL, " ")) {
    bool found = false;
    for (size_t i = 0; i < n / sizeof *nv; i++) found = found || !strcmp(nv[i].name, t);
    CHECK(found);
    words++;
  }
  CHECK_EQ(words, n / sizeof *nv);
  free(nv);
  free(ext);

  /* Errors. */
  char small[4];
  CHECK_ERR(clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof small, small, NULL), CL_INVALID_VALUE);
  CHECK_OK(clGetPlatformInfo(p, CL_PLATFORM_NAME, 16, NULL, NULL)); /* NULL is ignored */
  CHECK_ERR(clGetPlatformInfo(p, 0x7fff, 0, NULL, &n), CL_INVALID_VALUE);
  CHECK_ERR(clGetPlatformInfo(p, CL_PLATFORM_NUMERIC_VERSION, 2, &v, NULL), CL_INVALID_VALUE);
}

TEST(extension_functions) {
  cl_platform_id p = cltest_platform();
  CHECK(clGetExtensionFunctionAddressForPlatform(p, "clIcdGetPlatformIDsKHR") != NULL);
  clCreateProgramWithILKHR_fn il =
    (clCreateProgramWithILKHR_fn)clGetExtensionFunctionAddressForPlatform(p, "clCreateProgramWithILKHR");
  CHECK(il != NULL);
  CHECK(clGetExtensionFunctionAddressForPlatform(p, "clNoSuchFunctionKHR") == NULL);
  /* cl_intel_subgroups brings clGetKernelSubGroupInfoKHR (there is no
   * cl_khr_subgroups here: docs/features.md) */
  char ext[8192] = "";
  CHECK_OK(clGetPlatformInfo(p, CL_PLATFORM_EXTENSIONS, sizeof ext, ext, NULL));
  void *sgi = clGetExtensionFunctionAddressForPlatform(p, "clGetKernelSubGroupInfoKHR");
  CHECK((sgi != NULL) == (strstr(ext, "cl_intel_subgroups") != NULL));
  CHECK(strstr(ext, "cl_khr_subgroups ") == NULL);
  CHECK(clGetExtensionFunctionAddressForPlatform(p, "") == NULL);
  if (il) {
    cl_int err = CL_SUCCESS;
    CHECK(il(NULL, "x", 4, &err) == NULL);
    CHECK_ERR(err, CL_INVALID_CONTEXT);
  }
  /* Our own icd entry point agrees with clGetPlatformIDs. */
  clIcdGetPlatformIDsKHR_fn icd =
    (clIcdGetPlatformIDsKHR_fn)clGetExtensionFunctionAddressForPlatform(p, "clIcdGetPlatformIDsKHR");
  if (icd) {
    cl_uint n = 0;
    cl_platform_id q = NULL;
    CHECK_OK(icd(0, NULL, &n));
    CHECK_EQ(n, 1);
    CHECK_OK(icd(1, &q, NULL));
    CHECK(q == p);
    CHECK_ERR(icd(0, &q, NULL), CL_INVALID_VALUE);
    CHECK_ERR(icd(0, NULL, NULL), CL_INVALID_VALUE);
  }
}

/* Every slot of the table the loader calls through is filled. */
TEST(dispatch_table) {
  cl_platform_id p = cltest_platform();
  void *const *slots = *(void *const *const *)p;
  size_t n = sizeof(struct _cl_icd_dispatch) / sizeof(void *);
  for (size_t i = 0; i < n; i++) {
    if (!slots[i]) {
      fprintf(stderr, "dispatch slot %zu is NULL\n", i);
      cltest_failures++;
    }
  }
  /* Devices share the table. */
  cl_device_id d = cltest_device();
  CHECK(*(void *const *)d == (void *)slots);
}

TEST(host_timer) {
  cl_device_id d = cltest_device();
  cl_ulong h1 = 0, h2 = 0, dev = 0, host = 0;
  CHECK_OK(clGetHostTimer(d, &h1));
  CHECK_OK(clGetDeviceAndHostTimer(d, &dev, &host));
  CHECK_OK(clGetHostTimer(d, &h2));
  CHECK(h1 > 0 && h1 <= host && host <= h2);
  CHECK(dev > 0);
  CHECK_ERR(clGetHostTimer(d, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetDeviceAndHostTimer(d, NULL, &host), CL_INVALID_VALUE);
  CHECK_ERR(clGetDeviceAndHostTimer(d, &dev, NULL), CL_INVALID_VALUE);
  cltest_fake fake;
  cltest_fake_init(&fake, d);
  CHECK_ERR(clGetHostTimer((cl_device_id)&fake, &h1), CL_INVALID_DEVICE);
}

TEST(unload_compiler) {
  CHECK_OK(clUnloadPlatformCompiler(cltest_platform()));
  CHECK_OK(clUnloadCompiler());
}
