/* gpu_profile.c: an LD_PRELOAD library for the application tests that
 * makes the OpenCL device look like a GPU of another vendor to the
 * application: clGetDeviceInfo answers CL_DEVICE_TYPE with
 * CL_DEVICE_TYPE_GPU and CL_DEVICE_VENDOR / CL_DEVICE_NAME with
 * $SHOAL_PROFILE_VENDOR / $SHOAL_PROFILE_NAME; everything else, and the
 * device itself, is Shoal's. Applications choose kernels by vendor and
 * type (CLBlast: Intel sub-group shuffles and its tuned parameters on
 * GPUs only), so on lavapipe, a CPU device, their GPU kernels would never
 * be built. Only the application's calls through the ICD loader see it. */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

typedef cl_int (*get_device_info_fn)(cl_device_id, cl_device_info, size_t, void *, size_t *);

static cl_int answer(const void *v, size_t n, size_t size, void *value, size_t *size_ret) {
  if (value && size < n) return CL_INVALID_VALUE;
  if (value) memcpy(value, v, n);
  if (size_ret) *size_ret = n;
  return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clGetDeviceInfo(cl_device_id device, cl_device_info param, size_t size, void *value,
                                                size_t *size_ret) {
  get_device_info_fn real = (get_device_info_fn)dlsym(RTLD_NEXT, "clGetDeviceInfo");
  if (!real) return CL_INVALID_DEVICE;
  /* the device must be valid as the real call sees it */
  cl_device_type type;
  cl_int err = real(device, CL_DEVICE_TYPE, sizeof type, &type, NULL);
  if (err) return err;
  const char *vendor = getenv("SHOAL_PROFILE_VENDOR"), *name = getenv("SHOAL_PROFILE_NAME");
  if (param == CL_DEVICE_TYPE) {
    cl_device_type gpu = CL_DEVICE_TYPE_GPU;
    return answer(&gpu, sizeof gpu, size, value, size_ret);
  }
  if (param == CL_DEVICE_VENDOR && vendor) return answer(vendor, strlen(vendor) + 1, size, value, size_ret);
  if (param == CL_DEVICE_NAME && name) return answer(name, strlen(name) + 1, size, value, size_ret);
  return real(device, param, size, value, size_ret);
}
