/* instance.c: the process-wide VkInstance and the list of usable devices,
 * built once (pthread_once) and kept until the process exits. Devices are
 * never destroyed: an ICD can be unloaded at odd times, and tearing down
 * Vulkan objects from a destructor races with other libraries' own exits. */
#include "internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static VkInstance instance;
static uint32_t instance_api;
static rt_device **devices;
static uint32_t ndevices;
static rt_status init_status;
static char init_error[512];

VkInstance rt_instance(void) { return instance; }
uint32_t rt_instance_api(void) { return instance_api; }

static bool has_instance_ext(const VkExtensionProperties *e, uint32_t n, const char *name) {
  for (uint32_t i = 0; i < n; i++)
    if (!strcmp(e[i].extensionName, name)) return true;
  return false;
}

static rt_status create_instance(void) {
  /* 1.0 loaders lack vkEnumerateInstanceVersion; we need 1.1 anyway. */
  PFN_vkEnumerateInstanceVersion enum_version =
      (PFN_vkEnumerateInstanceVersion)vkGetInstanceProcAddr(NULL, "vkEnumerateInstanceVersion");
  uint32_t loader = VK_API_VERSION_1_0;
  if (enum_version && enum_version(&loader) != VK_SUCCESS) loader = VK_API_VERSION_1_0;
  if (VK_API_VERSION_MINOR(loader) < 1 && VK_API_VERSION_MAJOR(loader) == 1)
    return rt_fail(RT_ERR_UNSUPPORTED, "Vulkan loader is 1.0; Shoal needs 1.1 or later");
  instance_api = loader < VK_API_VERSION_1_3 ? loader : VK_API_VERSION_1_3;

  uint32_t next = 0;
  VkResult r = vkEnumerateInstanceExtensionProperties(NULL, &next, NULL);
  VkExtensionProperties *ext = NULL;
  if (r == VK_SUCCESS && next) {
    ext = calloc(next, sizeof *ext);
    if (!ext) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory listing instance extensions");
    r = vkEnumerateInstanceExtensionProperties(NULL, &next, ext);
    if (r != VK_SUCCESS && r != VK_INCOMPLETE) next = 0;
  }
  const char *enable[1];
  uint32_t nenable = 0;
  VkInstanceCreateFlags flags = 0;
  /* Lists portability (layered) implementations too; harmless elsewhere. */
  if (has_instance_ext(ext, next, VK_KHR_PORTABILITY_ENUMERATION_EXTENSION_NAME)) {
    enable[nenable++] = VK_KHR_PORTABILITY_ENUMERATION_EXTENSION_NAME;
    flags |= VK_INSTANCE_CREATE_ENUMERATE_PORTABILITY_BIT_KHR;
  }
  free(ext);

  VkApplicationInfo app = {
      .sType = VK_STRUCTURE_TYPE_APPLICATION_INFO,
      .pApplicationName = "shoal",
      .pEngineName = "shoal",
      .engineVersion = VK_MAKE_API_VERSION(0, 0, 1, 0),
      .apiVersion = instance_api,
  };
  VkInstanceCreateInfo ci = {
      .sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO,
      .flags = flags,
      .pApplicationInfo = &app,
      .enabledExtensionCount = nenable,
      .ppEnabledExtensionNames = enable,
  };
  r = vkCreateInstance(&ci, NULL, &instance);
  if (r == VK_ERROR_INCOMPATIBLE_DRIVER) {
    /* No Vulkan driver at all: a process with no devices, not an error. */
    instance = VK_NULL_HANDLE;
    rt_log("vkCreateInstance: no Vulkan driver (VK_ERROR_INCOMPATIBLE_DRIVER); no devices");
    rt_fail(RT_OK, "vkCreateInstance: no Vulkan driver (VK_ERROR_INCOMPATIBLE_DRIVER)");
    return RT_OK;
  }
  if (r != VK_SUCCESS) {
    instance = VK_NULL_HANDLE;
    rt_log("vkCreateInstance failed: %s", rt_vk_result_name(r));
    return rt_vk_fail(r, "vkCreateInstance");
  }
  /* after the driver's own atexit handler, so ours runs before it */
  rt_exit_guard_install();
  return RT_OK;
}

/* Discrete GPUs first, then integrated, virtual, other, and CPUs last. */
static int type_rank(const rt_device *d) {
  switch (d->vktype) {
  case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU:
    return 0;
  case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU:
    return 1;
  case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU:
    return 2;
  case VK_PHYSICAL_DEVICE_TYPE_CPU:
    return 4;
  default:
    return 3;
  }
}

static bool icase_contains(const char *hay, const char *needle) {
  size_t n = strlen(needle);
  if (!n) return false;
  for (; *hay; hay++) {
    size_t i = 0;
    while (i < n && hay[i] && tolower((unsigned char)hay[i]) == tolower((unsigned char)needle[i])) i++;
    if (i == n) return true;
  }
  return false;
}

/* SHOAL_DEVICE: a decimal index into the ordered list, or a name
 * substring. A selector that matches nothing leaves no device. */
static void apply_selector(void) {
  const char *sel = getenv("SHOAL_DEVICE");
  if (!sel || !*sel) return;
  char *end;
  unsigned long idx = strtoul(sel, &end, 10);
  int pick = -1;
  if (*end == '\0' && end != sel) {
    if (idx < ndevices) pick = (int)idx;
  } else {
    for (uint32_t i = 0; i < ndevices; i++)
      if (icase_contains(devices[i]->info.name, sel)) {
        pick = (int)i;
        break;
      }
  }
  /* Unpicked devices were probed but never created: only their structs
   * stay allocated, and they are unreachable by design. */
  if (pick < 0) {
    for (uint32_t i = 0; i < ndevices; i++) free(devices[i]);
    ndevices = 0;
    return;
  }
  rt_device *keep = devices[pick];
  for (uint32_t i = 0; i < ndevices; i++)
    if ((int)i != pick) free(devices[i]);
  devices[0] = keep;
  ndevices = 1;
}

/* SHOAL_DEVICE_COPIES=n (2 to 8): every device listed n times, each copy
 * its own VkDevice with its own queues and memory, so that the ICD's
 * multi-device paths run where the machine has one device (CI has only
 * lavapipe). A test hook: the copies share one piece of hardware, so they
 * say nothing about speed. The copies follow their original. */
static void apply_copies(void) {
  const char *e = getenv("SHOAL_DEVICE_COPIES");
  if (!e || !*e || !ndevices) return;
  char *end;
  unsigned long n = strtoul(e, &end, 10);
  if (*end || n < 2 || n > 8) {
    if (!(*end == '\0' && n == 1))
      fprintf(stderr, "shoal: SHOAL_DEVICE_COPIES=%s ignored: give a number from 1 to 8\n", e);
    return;
  }
  rt_device **list = calloc((size_t)ndevices * n, sizeof *list);
  if (!list) return; /* out of memory: the devices stay single */
  uint32_t count = 0;
  for (uint32_t i = 0; i < ndevices; i++) {
    list[count++] = devices[i];
    for (unsigned long k = 1; k < n; k++) {
      rt_device *d = NULL;
      if (rt_device_probe(devices[i]->phys, &d) == RT_OK && d) list[count++] = d;
      else rt_log("%s: copy %lu not made: %s", devices[i]->info.name, k + 1, rt_last_error());
    }
  }
  free(devices);
  devices = list;
  ndevices = count;
  rt_log("SHOAL_DEVICE_COPIES=%lu: %u device(s)", n, ndevices);
}

/* lavapipe before Mesa 25.0 stops a shader's loops after 65,535 iterations
 * (one count for all its loops) and reports success: a long-running kernel
 * silently leaves work undone (docs/drivers.md). Shoal still offers the
 * device but says so, once: init runs once per process. */
static void warn_loop_limit(void) {
  for (uint32_t i = 0; i < ndevices; i++) {
    const rt_device_info *in = &devices[i]->info;
    uint32_t v = rt_mesa_version(in->driver_info);
    if (!rt_driver_limits_loops(in->driver_id, v)) continue;
    fprintf(stderr,
            "shoal: warning: lavapipe (Mesa %u.%u.%u) stops a kernel's loops after 65,535 iterations; "
            "install Mesa 25.0 or newer (Debian 12: bookworm-backports)\n",
            v >> 22, (v >> 12) & 0x3ffu, v & 0xfffu);
    return;
  }
}

static void init(void) {
  init_status = create_instance();
  if (init_status != RT_OK || !instance) goto done;

  uint32_t n = 0;
  VkResult r = vkEnumeratePhysicalDevices(instance, &n, NULL);
  if (r != VK_SUCCESS) {
    init_status = rt_vk_fail(r, "vkEnumeratePhysicalDevices");
    goto done;
  }
  rt_log("Vulkan instance %u.%u: %u physical device(s)", VK_API_VERSION_MAJOR(instance_api),
         VK_API_VERSION_MINOR(instance_api), n);
  if (!n) goto done;
  VkPhysicalDevice *phys = calloc(n, sizeof *phys);
  devices = calloc(n, sizeof *devices);
  if (!phys || !devices) {
    free(phys);
    init_status = rt_fail(RT_ERR_HOST_MEMORY, "out of host memory listing devices");
    goto done;
  }
  r = vkEnumeratePhysicalDevices(instance, &n, phys);
  if (r != VK_SUCCESS && r != VK_INCOMPLETE) {
    free(phys);
    init_status = rt_vk_fail(r, "vkEnumeratePhysicalDevices");
    goto done;
  }
  for (uint32_t i = 0; i < n; i++) {
    rt_device *d = NULL;
    rt_status st = rt_device_probe(phys[i], &d);
    if (st != RT_OK) {
      rt_log("device %u: probe failed: %s", i, rt_last_error());
      /* One bad device must not hide the others. */
      continue;
    }
    if (!d) continue;
    /* Two drivers for one device (say a vendor's and Mesa's) show up twice;
     * keep the first. */
    bool dup = false;
    for (uint32_t j = 0; j < ndevices; j++)
      if (!memcmp(devices[j]->info.device_uuid, d->info.device_uuid, 16) &&
          !memcmp(devices[j]->info.driver_uuid, d->info.driver_uuid, 16))
        dup = true;
    if (dup) {
      rt_log("%s: skipped: the same device through another driver is listed first", d->info.name);
      free(d);
      continue;
    }
    devices[ndevices++] = d;
  }
  free(phys);
  /* Stable insertion sort by rank keeps the loader's order within a rank. */
  for (uint32_t i = 1; i < ndevices; i++) {
    rt_device *d = devices[i];
    uint32_t j = i;
    while (j > 0 && type_rank(devices[j - 1]) > type_rank(d)) {
      devices[j] = devices[j - 1];
      j--;
    }
    devices[j] = d;
  }
  apply_selector();
  apply_copies();
  warn_loop_limit();
done:
  snprintf(init_error, sizeof init_error, "%s", rt_last_error());
}

rt_status rt_devices(rt_device *const **list, uint32_t *count) {
  if (!list || !count) return rt_fail(RT_ERR_INVALID, "rt_devices: NULL output");
  pthread_once(&once, init);
  if (init_status != RT_OK) {
    /* Other threads did not see the first failure's message. */
    rt_fail(init_status, "%s", init_error);
    *list = NULL;
    *count = 0;
    return init_status;
  }
  *list = devices;
  *count = ndevices;
  return RT_OK;
}

static void no_init(void) {}

void rt_shutdown(void) {
  /* Marks the list as made (empty) if it never was. */
  pthread_once(&once, no_init);
  for (uint32_t i = 0; i < ndevices; i++) rt_device_destroy(devices[i]);
  free(devices);
  devices = NULL;
  ndevices = 0;
  /* The instance stays: destroying it unloads the drivers, and what they
   * allocated once for their lifetime then looks leaked to leak checkers,
   * which is the noise this function exists to remove. It stays reachable
   * from `instance`. */
}
