/* info.c: the shared answer path of every clGet*Info query, and the
 * mapping of runtime status codes to OpenCL errors. */
#include <string.h>

#include "icd.h"

cl_int info_bytes(size_t size, void *value, size_t *size_ret, const void *src, size_t n) {
  /* "If param_value is NULL, it is ignored" (every clGet*Info of the 3.0
   * API): whatever param_value_size says, only the size is answered. */
  if (value) {
    if (size < n) return CL_INVALID_VALUE;
    if (n) memcpy(value, src, n);
  }
  if (size_ret) *size_ret = n;
  return CL_SUCCESS;
}

cl_int info_str(size_t size, void *value, size_t *size_ret, const char *s) {
  if (!s) s = "";
  return info_bytes(size, value, size_ret, s, strlen(s) + 1);
}

cl_int rt_to_cl_resources(rt_status st) {
  return st == RT_OK ? CL_SUCCESS : st == RT_ERR_HOST_MEMORY ? CL_OUT_OF_HOST_MEMORY : CL_OUT_OF_RESOURCES;
}

cl_int rt_to_cl_alloc(rt_status st) {
  return st == RT_OK ? CL_SUCCESS : st == RT_ERR_HOST_MEMORY ? CL_OUT_OF_HOST_MEMORY : CL_MEM_OBJECT_ALLOCATION_FAILURE;
}

cl_int rt_to_cl(rt_status st) {
  switch (st) {
  case RT_OK: return CL_SUCCESS;
  case RT_ERR_HOST_MEMORY: return CL_OUT_OF_HOST_MEMORY;
  case RT_ERR_DEVICE_MEMORY: return CL_MEM_OBJECT_ALLOCATION_FAILURE;
  case RT_ERR_INVALID: return CL_INVALID_VALUE;
  case RT_ERR_UNSUPPORTED: return CL_INVALID_OPERATION;
  case RT_ERR_RESOURCES:
  case RT_ERR_DEVICE_LOST:
  default: return CL_OUT_OF_RESOURCES;
  }
}
