/* ext_function.c: clGetExtensionFunctionAddress*: the entry points of the
 * extensions offered (extension.c), by name. A table of entry points, like
 * the dispatch table, so it lives apart from what the other files ask of
 * the extension table. */
#include <string.h>

#include "icd.h"

/* Entry points of extensions, returned only where the extension is
 * offered by the platform (some device of it). */
static const struct {
  const char *name;
  void *fn;
  const char *ext;
} ext_functions[] = {
  {"clIcdGetPlatformIDsKHR", (void *)clIcdGetPlatformIDsKHR, "cl_khr_icd"},
  {"clCreateProgramWithILKHR", (void *)clCreateProgramWithILKHR, "cl_khr_il_program"},
  {"clGetKernelSubGroupInfoKHR", (void *)clGetKernelSubGroupInfoKHR, "cl_intel_subgroups"},
  {"clGetKernelSuggestedLocalWorkSizeKHR", (void *)clGetKernelSuggestedLocalWorkSizeKHR,
   "cl_khr_suggested_local_work_size"},
};

static void *ext_function(const char *name, cl_platform_id only_platform) {
  cl_platform_id p = only_platform ? only_platform : platform_get();
  if (!name) return NULL;
  for (size_t i = 0; i < ARRAY_LEN(ext_functions); i++) {
    if (strcmp(ext_functions[i].name, name)) continue;
    return platform_offers_ext(p, ext_functions[i].ext) ? ext_functions[i].fn : NULL;
  }
  return NULL;
}

CL_API void *clGetExtensionFunctionAddress(const char *func_name) {
  return ext_function(func_name, NULL);
}

CL_API void *clGetExtensionFunctionAddressForPlatform(cl_platform_id platform,
                                                      const char *func_name) {
  if (!platform || !platform_ok(platform)) return NULL;
  return ext_function(func_name, platform);
}
