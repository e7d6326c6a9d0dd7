/* error.c: the thread-local message behind rt_last_error, the mapping of
 * VkResult to rt_status, and the host clock. */
#include "internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Per thread, so concurrent failures on other threads never garble it. */
static _Thread_local char last_error[512];

const char *rt_last_error(void) { return last_error; }

uint64_t rt_spin_ns(void) {
  static _Atomic uint64_t cached = UINT64_MAX;
  uint64_t v = cached;
  if (v == UINT64_MAX) {
    const char *e = getenv("SHOAL_SPIN_US");
    char *end = NULL;
    unsigned long us = e && *e ? strtoul(e, &end, 10) : 100;
    if (end && *end) us = 100; /* not a number */
    if (us > 100000) us = 100000;
    v = (uint64_t)us * 1000;
    cached = v;
  }
  return v;
}

int rt_log_level(void) {
  static _Atomic int cached = -1;
  int v = cached;
  if (v < 0) {
    const char *e = getenv("SHOAL_LOG");
    v = !e || !*e ? 0 : atoi(e) > 0 ? atoi(e) : strcmp(e, "0") ? 1 : 0;
    cached = v;
  }
  return v;
}

void rt_log(const char *fmt, ...) {
  if (!rt_log_level()) return;
  char line[600];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  fprintf(stderr, "shoal: %s\n", line);
}

rt_status rt_fail(rt_status st, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(last_error, sizeof last_error, fmt, ap);
  va_end(ap);
  /* SHOAL_LOG=2: every runtime failure as it happens, also those the ICD
   * turns into a bare error code (CL_OUT_OF_RESOURCES at a launch) */
  if (rt_log_level() >= 2) rt_log("failure %d: %s", (int)st, last_error);
  return st;
}

const char *rt_vk_result_name(VkResult r) {
  switch (r) {
#define N(x) \
  case x:    \
    return #x;
    N(VK_SUCCESS)
    N(VK_NOT_READY)
    N(VK_TIMEOUT)
    N(VK_EVENT_SET)
    N(VK_EVENT_RESET)
    N(VK_INCOMPLETE)
    N(VK_ERROR_OUT_OF_HOST_MEMORY)
    N(VK_ERROR_OUT_OF_DEVICE_MEMORY)
    N(VK_ERROR_INITIALIZATION_FAILED)
    N(VK_ERROR_DEVICE_LOST)
    N(VK_ERROR_MEMORY_MAP_FAILED)
    N(VK_ERROR_LAYER_NOT_PRESENT)
    N(VK_ERROR_EXTENSION_NOT_PRESENT)
    N(VK_ERROR_FEATURE_NOT_PRESENT)
    N(VK_ERROR_INCOMPATIBLE_DRIVER)
    N(VK_ERROR_TOO_MANY_OBJECTS)
    N(VK_ERROR_FORMAT_NOT_SUPPORTED)
    N(VK_ERROR_FRAGMENTED_POOL)
    N(VK_ERROR_UNKNOWN)
    N(VK_ERROR_OUT_OF_POOL_MEMORY)
    N(VK_ERROR_INVALID_EXTERNAL_HANDLE)
    N(VK_ERROR_FRAGMENTATION)
    N(VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS)
    N(VK_PIPELINE_COMPILE_REQUIRED)
    N(VK_ERROR_INVALID_SHADER_NV)
#undef N
  default:
    return "unknown VkResult";
  }
}

rt_status rt_status_of(VkResult r) {
  switch (r) {
  case VK_SUCCESS:
    return RT_OK;
  case VK_ERROR_OUT_OF_HOST_MEMORY:
    return RT_ERR_HOST_MEMORY;
  case VK_ERROR_OUT_OF_DEVICE_MEMORY:
  case VK_ERROR_FRAGMENTED_POOL:
  case VK_ERROR_FRAGMENTATION:
  case VK_ERROR_MEMORY_MAP_FAILED:
    return RT_ERR_DEVICE_MEMORY;
  case VK_ERROR_DEVICE_LOST:
    return RT_ERR_DEVICE_LOST;
  case VK_ERROR_FEATURE_NOT_PRESENT:
  case VK_ERROR_EXTENSION_NOT_PRESENT:
  case VK_ERROR_FORMAT_NOT_SUPPORTED:
  case VK_ERROR_INCOMPATIBLE_DRIVER:
    return RT_ERR_UNSUPPORTED;
  default:
    return RT_ERR_RESOURCES;
  }
}

rt_status rt_vk_fail(VkResult r, const char *what) {
  return rt_fail(rt_status_of(r), "%s failed: %s (%d)", what, rt_vk_result_name(r), (int)r);
}

uint64_t rt_host_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
