/* platform.c: the one Shoal platform, its devices (one per runtime device)
 * and the platform-level entry points the ICD loader uses to find us. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "icd.h"

static struct _cl_platform_id the_platform;
static pthread_once_t platform_once = PTHREAD_ONCE_INIT;

static size_t min_size(size_t a, size_t b) { return a < b ? a : b; }

static void device_init(cl_device_id dev, rt_device *rt, cl_uint index) {
  obj_register_static(&dev->h, OBJ_DEVICE);
  dev->platform = &the_platform;
  dev->rt = rt;
  dev->info = rt_device_get_info(rt);
  dev->index = index;
  const rt_device_info *in = dev->info;
  dev->max_wg_size = in->max_workgroup_invocations ? in->max_workgroup_invocations : 1;
  for (int i = 0; i < 3; i++)
    dev->max_wi_sizes[i] = min_size(in->max_workgroup_size[i] ? in->max_workgroup_size[i] : 1,
                                    dev->max_wg_size);
  /* OpenCL wants at least the size of long16 (128 bytes). */
  dev->mem_base_align = in->mem_base_addr_align > 128 ? in->mem_base_addr_align : 128;
  pthread_mutex_init(&dev->upload_lock, NULL);
  pthread_mutex_init(&dev->cache_lock, NULL);
  ext_init_device(dev);
}

static void platform_init(void) {
  obj_register_static(&the_platform.h, OBJ_PLATFORM);
  rt_device *const *list = NULL;
  uint32_t n = 0;
  if (rt_devices(&list, &n) != RT_OK) n = 0;
  struct _cl_device_id *store = n ? calloc(n, sizeof *store) : NULL;
  cl_device_id *handles = n ? calloc(n, sizeof *handles) : NULL;
  if (!store || !handles) {
    free(store);
    free(handles);
    n = 0;
  }
  for (uint32_t i = 0; i < n; i++) {
    device_init(&store[i], list[i], i);
    handles[i] = &store[i];
  }
  the_platform.devices = handles;
  the_platform.ndevices = n;
  ext_init_platform(&the_platform);
}

cl_platform_id platform_get(void) {
  pthread_once(&platform_once, platform_init);
  return &the_platform;
}

bool platform_ok(cl_platform_id p) {
  cl_platform_id ours = platform_get();
  return !p || p == ours;
}

static cl_int get_platform_ids(cl_uint num_entries, cl_platform_id *platforms,
                               cl_uint *num_platforms) {
  if ((num_entries == 0 && platforms) || (!platforms && !num_platforms)) return CL_INVALID_VALUE;
  cl_platform_id p = platform_get();
  if (platforms) platforms[0] = p;
  if (num_platforms) *num_platforms = 1;
  return CL_SUCCESS;
}

CL_API cl_int clIcdGetPlatformIDsKHR(cl_uint num_entries, cl_platform_id *platforms,
                                     cl_uint *num_platforms) {
  return get_platform_ids(num_entries, platforms, num_platforms);
}

CL_API cl_int clGetPlatformIDs(cl_uint num_entries, cl_platform_id *platforms,
                               cl_uint *num_platforms) {
  return get_platform_ids(num_entries, platforms, num_platforms);
}

CL_API cl_int clGetPlatformInfo(cl_platform_id platform, cl_platform_info param_name,
                                size_t param_value_size, void *param_value,
                                size_t *param_value_size_ret) {
  if (!platform_ok(platform)) return CL_INVALID_PLATFORM;
  cl_platform_id p = platform_get();
  switch (param_name) {
  case CL_PLATFORM_PROFILE: return INFO_STR("FULL_PROFILE");
  case CL_PLATFORM_VERSION: return INFO_STR(SHOAL_PLATFORM_VERSION);
  case CL_PLATFORM_NUMERIC_VERSION: return INFO_VAL(cl_version, CL_MAKE_VERSION(3, 0, 0));
  case CL_PLATFORM_NAME: return INFO_STR("Shoal");
  case CL_PLATFORM_VENDOR: return INFO_STR("Shoal");
  case CL_PLATFORM_EXTENSIONS: return INFO_STR(p->extensions);
  case CL_PLATFORM_EXTENSIONS_WITH_VERSION:
    return INFO_ARR(p->ext_versions, p->next_versions * sizeof(cl_name_version));
  case CL_PLATFORM_ICD_SUFFIX_KHR: return INFO_STR("shoal");
  case CL_PLATFORM_HOST_TIMER_RESOLUTION: {
    struct timespec ts;
    cl_ulong res = 1;
    if (clock_getres(CLOCK_MONOTONIC, &ts) == 0)
      res = (cl_ulong)ts.tv_sec * 1000000000ull + (cl_ulong)ts.tv_nsec;
    return INFO_VAL(cl_ulong, res ? res : 1);
  }
  default: return CL_INVALID_VALUE;
  }
}

CL_API cl_int clUnloadPlatformCompiler(cl_platform_id platform) {
  /* NULL is not a platform here: the call names one explicitly. */
  if (!platform || !platform_ok(platform)) return CL_INVALID_PLATFORM;
  return CL_SUCCESS;
}

CL_API cl_int clUnloadCompiler(void) { return CL_SUCCESS; }

/* Device timestamps are calibrated to the host clock by the runtime
 * (rt_queue_times), so the device timer and the host timer are one clock. */
CL_API cl_int clGetHostTimer(cl_device_id device, cl_ulong *host_timestamp) {
  if (!obj_valid(device, OBJ_DEVICE)) return CL_INVALID_DEVICE;
  if (!host_timestamp) return CL_INVALID_VALUE;
  *host_timestamp = rt_host_ns();
  return CL_SUCCESS;
}

CL_API cl_int clGetDeviceAndHostTimer(cl_device_id device, cl_ulong *device_timestamp,
                                      cl_ulong *host_timestamp) {
  if (!obj_valid(device, OBJ_DEVICE)) return CL_INVALID_DEVICE;
  if (!device_timestamp || !host_timestamp) return CL_INVALID_VALUE;
  *host_timestamp = *device_timestamp = rt_host_ns();
  return CL_SUCCESS;
}
