/* device.c: what a physical device can do (probe, rt_device_info) and the
 * VkDevice made from it on first use, with every feature the runtime and
 * the translator's output may need. */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Version comparisons ignore the patch level. */
static uint32_t vmajmin(uint32_t v) { return VK_MAKE_API_VERSION(0, VK_API_VERSION_MAJOR(v), VK_API_VERSION_MINOR(v), 0); }

static bool has_ext(const VkExtensionProperties *e, uint32_t n, const char *name) {
  for (uint32_t i = 0; i < n; i++)
    if (!strcmp(e[i].extensionName, name)) return true;
  return false;
}

void rt_features_link(rt_features *f, const rt_feature_set *has) {
  void **tail = &f->f2.pNext;
#define LINK(cond, field, stype)     \
  if (cond) {                        \
    f->field.sType = stype;          \
    *tail = &f->field;               \
    tail = &f->field.pNext;          \
  }
  f->f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
  LINK(true, s16, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES)
  LINK(has->s8, s8, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES)
  LINK(has->f16i8, f16i8, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_FLOAT16_INT8_FEATURES)
  LINK(has->bda, bda, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_BUFFER_DEVICE_ADDRESS_FEATURES)
  LINK(has->timeline, timeline, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_FEATURES)
  LINK(has->ai64, ai64, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_INT64_FEATURES)
  LINK(has->vmm, vmm, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_MEMORY_MODEL_FEATURES)
  LINK(has->scalar, scalar, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SCALAR_BLOCK_LAYOUT_FEATURES)
  LINK(has->hqr, hqr, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_HOST_QUERY_RESET_FEATURES)
  LINK(has->sgext, sgext, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_SUBGROUP_EXTENDED_TYPES_FEATURES)
  LINK(has->sgsc, sgsc, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_FEATURES)
  LINK(has->af, af, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT)
  LINK(has->ucf, ucf, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_SUBGROUP_UNIFORM_CONTROL_FLOW_FEATURES_KHR)
  LINK(has->mr, mr, RT_STYPE_MAXIMAL_RECONVERGENCE)
  LINK(has->pe, pe, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR)
  LINK(has->idp, idp, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_INTEGER_DOT_PRODUCT_FEATURES)
#undef LINK
  *tail = NULL;
}

/* Keeps only the features worth enabling, as far as the device has them. */
static void select_features(rt_features *en, const rt_features *q) {
  memset(en, 0, sizeof *en);
  const VkPhysicalDeviceFeatures *a = &q->f2.features;
  VkPhysicalDeviceFeatures *b = &en->f2.features;
  b->shaderInt16 = a->shaderInt16;
  b->shaderInt64 = a->shaderInt64;
  b->shaderFloat64 = a->shaderFloat64;
  /* for images, which will come */
  b->shaderStorageImageReadWithoutFormat = a->shaderStorageImageReadWithoutFormat;
  b->shaderStorageImageWriteWithoutFormat = a->shaderStorageImageWriteWithoutFormat;
#define COPY(s, f) en->s.f = q->s.f
  COPY(s16, storageBuffer16BitAccess);
  COPY(s16, uniformAndStorageBuffer16BitAccess);
  COPY(s16, storagePushConstant16);
  COPY(s8, storageBuffer8BitAccess);
  COPY(s8, uniformAndStorageBuffer8BitAccess);
  COPY(s8, storagePushConstant8);
  COPY(f16i8, shaderFloat16);
  COPY(f16i8, shaderInt8);
  COPY(bda, bufferDeviceAddress);
  COPY(timeline, timelineSemaphore);
  COPY(ai64, shaderBufferInt64Atomics);
  COPY(ai64, shaderSharedInt64Atomics);
  COPY(vmm, vulkanMemoryModel);
  COPY(vmm, vulkanMemoryModelDeviceScope);
  COPY(vmm, vulkanMemoryModelAvailabilityVisibilityChains);
  COPY(scalar, scalarBlockLayout);
  COPY(hqr, hostQueryReset);
  COPY(sgext, shaderSubgroupExtendedTypes);
  COPY(sgsc, subgroupSizeControl);
  COPY(sgsc, computeFullSubgroups);
  COPY(af, shaderBufferFloat32Atomics);
  COPY(af, shaderBufferFloat32AtomicAdd);
  COPY(af, shaderBufferFloat64Atomics);
  COPY(af, shaderBufferFloat64AtomicAdd);
  COPY(af, shaderSharedFloat32Atomics);
  COPY(af, shaderSharedFloat32AtomicAdd);
  COPY(ucf, shaderSubgroupUniformControlFlow);
  COPY(mr, shaderMaximalReconvergence);
  COPY(pe, pipelineExecutableInfo);
  COPY(idp, shaderIntegerDotProduct);
#undef COPY
}

/* The compute family: timestamps matter for profiling, so a family with
 * them wins over one without; among equals, the first. */
static bool pick_family(VkPhysicalDevice phys, uint32_t *family, uint32_t *count, uint32_t *ts_bits) {
  uint32_t n = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(phys, &n, NULL);
  if (!n) return false;
  VkQueueFamilyProperties *fp = calloc(n, sizeof *fp);
  if (!fp) return false;
  vkGetPhysicalDeviceQueueFamilyProperties(phys, &n, fp);
  int best = -1;
  for (uint32_t i = 0; i < n; i++) {
    if (!(fp[i].queueFlags & VK_QUEUE_COMPUTE_BIT) || !fp[i].queueCount) continue;
    if (best < 0 || (!fp[best].timestampValidBits && fp[i].timestampValidBits)) best = (int)i;
  }
  if (best >= 0) {
    *family = (uint32_t)best;
    *count = fp[best].queueCount < RT_MAX_VK_QUEUES ? fp[best].queueCount : RT_MAX_VK_QUEUES;
    *ts_bits = fp[best].timestampValidBits;
  }
  free(fp);
  return best >= 0;
}

static bool calibrated_monotonic(VkPhysicalDevice phys) {
  PFN_vkGetPhysicalDeviceCalibrateableTimeDomainsEXT get =
      (PFN_vkGetPhysicalDeviceCalibrateableTimeDomainsEXT)vkGetInstanceProcAddr(
          rt_instance(), "vkGetPhysicalDeviceCalibrateableTimeDomainsEXT");
  if (!get) return false;
  VkTimeDomainEXT dom[16];
  uint32_t n = 16;
  VkResult r = get(phys, &n, dom);
  if (r != VK_SUCCESS && r != VK_INCOMPLETE) return false;
  bool dev = false, mono = false;
  for (uint32_t i = 0; i < n; i++) {
    dev |= dom[i] == VK_TIME_DOMAIN_DEVICE_EXT;
    mono |= dom[i] == VK_TIME_DOMAIN_CLOCK_MONOTONIC_EXT;
  }
  return dev && mono;
}

static void copy_str(char *dst, size_t cap, const char *src) {
  size_t n = strnlen(src, cap - 1);
  memcpy(dst, src, n);
  dst[n] = '\0';
}

/* Fills the memory fields of the info. Unified means the device has no
 * memory of its own apart from what the host can map: CPU devices, UMA
 * GPUs, and any device whose every heap is device-local. */
static void memory_info(rt_device *d) {
  const VkPhysicalDeviceMemoryProperties *mp = &d->memprops;
  uint64_t largest = 0;
  uint32_t largest_heap = 0;
  bool all_local = true;
  for (uint32_t h = 0; h < mp->memoryHeapCount; h++) {
    if (mp->memoryHeaps[h].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT) {
      if (mp->memoryHeaps[h].size > largest) {
        largest = mp->memoryHeaps[h].size;
        largest_heap = h;
      }
    } else {
      all_local = false;
    }
  }
  const VkMemoryPropertyFlags mappable = VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT |
                                         VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                         VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  bool local_mappable = false;
  for (uint32_t t = 0; t < mp->memoryTypeCount; t++)
    if ((mp->memoryTypes[t].propertyFlags & mappable) == mappable &&
        mp->memoryTypes[t].heapIndex == largest_heap)
      local_mappable = true;
  d->info.global_mem_size = largest;
  d->info.host_unified_memory =
      local_mappable && (all_local || d->vktype == VK_PHYSICAL_DEVICE_TYPE_CPU ||
                         d->vktype == VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU);
}

/* The widths among `supported` whose execution mode an entry point may
 * declare all together, whatever types it uses, under the device's
 * independence rule (VUIDs 06289-06292). 32 bits join only if `with32` or
 * the rule ties them to the others. */
static uint8_t mode_set(uint8_t supported, VkShaderFloatControlsIndependence ind, bool with32) {
  const uint8_t pair = RT_FP16 | RT_FP64, all = RT_FP16 | RT_FP32 | RT_FP64;
  switch (ind) {
  case VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_ALL:
    return with32 ? supported : (uint8_t)(supported & ~RT_FP32);
  case VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_32_BIT_ONLY: {
    uint8_t s = with32 ? (uint8_t)(supported & RT_FP32) : 0;
    return (supported & pair) == pair ? (uint8_t)(s | pair) : s;
  }
  default: /* NONE: one mode for every width, or none */
    return (supported & all) == all ? all : 0;
  }
}

static void float_controls_info(rt_device_info *in, const VkPhysicalDeviceFloatControlsProperties *fc) {
#define WIDTHS(f) (uint8_t)((fc->f##16 ? RT_FP16 : 0) | (fc->f##32 ? RT_FP32 : 0) | (fc->f##64 ? RT_FP64 : 0))
  in->float_controls = true;
  in->fc_denorm_preserve = WIDTHS(shaderDenormPreserveFloat);
  in->fc_denorm_flush = WIDTHS(shaderDenormFlushToZeroFloat);
  in->fc_rte = WIDTHS(shaderRoundingModeRTEFloat);
  in->fc_szinp = WIDTHS(shaderSignedZeroInfNanPreserveFloat);
#undef WIDTHS
  in->fc_denorm_independence = (uint8_t)fc->denormBehaviorIndependence;
  in->fc_rounding_independence = (uint8_t)fc->roundingModeIndependence;
  /* OpenCL asks for double denormals (cl_khr_fp64) and lets half and float
   * ones go, but then the CTS holds the device to a host's flush-to-zero
   * results, which a device that may keep them cannot give: so they are
   * kept wherever the device lets an entry point say so, and reported
   * (CL_FP_DENORM); rounding to nearest and IEEE infinities, NaNs and
   * signed zeros for every width. */
  in->fc_denorm_preserve_modes = mode_set(in->fc_denorm_preserve, fc->denormBehaviorIndependence, true);
  in->fc_rte_modes = mode_set(in->fc_rte, fc->roundingModeIndependence, true);
  in->fc_szinp_modes = in->fc_szinp; /* no independence rule */
}

/* Double denormals: promised by DenormPreserve, or known of the driver.
 * SHOAL_FORCE_FP64=1 (or 0) overrides both, for measuring a driver with
 * runtime.fp64_denormals and the double tests; never for use. */
static void fp64_denormals_info(rt_device_info *in) {
  bool promised = (in->fc_denorm_preserve_modes & RT_FP64) != 0;
  bool known = rt_driver_keeps_fp64_denormals(in->driver_id, rt_mesa_version(in->driver_info));
  in->fp64_denormals = promised || known;
  in->fp64_denormals_measured = !promised && known;
  const char *force = getenv("SHOAL_FORCE_FP64");
  if (force && (force[0] == '0' || force[0] == '1') && !force[1]) {
    in->fp64_denormals = force[0] == '1';
    in->fp64_denormals_measured = false;
    rt_log("%s: SHOAL_FORCE_FP64=%s: double denormals taken as %s (testing only)", in->name, force,
           in->fp64_denormals ? "kept" : "flushed");
  }
}

rt_status rt_device_probe(VkPhysicalDevice phys, rt_device **out) {
  *out = NULL;
  VkPhysicalDeviceProperties p0;
  vkGetPhysicalDeviceProperties(phys, &p0);
  uint32_t api = vmajmin(p0.apiVersion);
  uint32_t inst = vmajmin(rt_instance_api());
  if (api > inst) api = inst;
  if (api < VK_API_VERSION_1_1) {
    rt_log("%s: skipped: Vulkan %u.%u (Shoal needs 1.1 with the instance at %u.%u)", p0.deviceName,
           VK_API_VERSION_MAJOR(p0.apiVersion), VK_API_VERSION_MINOR(p0.apiVersion),
           VK_API_VERSION_MAJOR(rt_instance_api()), VK_API_VERSION_MINOR(rt_instance_api()));
    return RT_OK;
  }
  bool v12 = api >= VK_API_VERSION_1_2, v13 = api >= VK_API_VERSION_1_3;

  uint32_t next = 0;
  VkResult r = vkEnumerateDeviceExtensionProperties(phys, NULL, &next, NULL);
  if (r != VK_SUCCESS) return rt_vk_fail(r, "vkEnumerateDeviceExtensionProperties");
  VkExtensionProperties *ext = calloc(next ? next : 1, sizeof *ext);
  rt_device *d = calloc(1, sizeof *d);
  if (!ext || !d) {
    free(ext);
    free(d);
    return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory probing a device");
  }
  r = vkEnumerateDeviceExtensionProperties(phys, NULL, &next, ext);
  if (r != VK_SUCCESS && r != VK_INCOMPLETE) next = 0;

  d->phys = phys;
  memcpy(d->cache_uuid, p0.pipelineCacheUUID, sizeof d->cache_uuid);
  d->api = api;
  d->vktype = p0.deviceType;
  uint32_t ts_bits = 0;
  const char *why = NULL;
  if (!pick_family(phys, &d->family, &d->nqueues, &ts_bits)) {
    why = "no queue family with compute";
    goto unusable;
  }

  /* Which feature structures exist here, and which extensions that takes.
   * A structure of an extension may only be chained if the extension is
   * enabled, so each `has` below also enables its extension when the
   * feature is not core at this version. */
  rt_feature_set *h = &d->has;
#define EXT(cond_core, field, name)                        \
  do {                                                     \
    if (cond_core) {                                       \
      h->field = true;                                     \
    } else if (has_ext(ext, next, name)) {                 \
      h->field = true;                                     \
      d->exts[d->next++] = name;                           \
    }                                                      \
  } while (0)
  EXT(v12, s8, VK_KHR_8BIT_STORAGE_EXTENSION_NAME);
  EXT(v12, f16i8, VK_KHR_SHADER_FLOAT16_INT8_EXTENSION_NAME);
  EXT(v12, bda, VK_KHR_BUFFER_DEVICE_ADDRESS_EXTENSION_NAME);
  EXT(v12, timeline, VK_KHR_TIMELINE_SEMAPHORE_EXTENSION_NAME);
  EXT(v12, ai64, VK_KHR_SHADER_ATOMIC_INT64_EXTENSION_NAME);
  EXT(v12, vmm, VK_KHR_VULKAN_MEMORY_MODEL_EXTENSION_NAME);
  EXT(v12, scalar, VK_EXT_SCALAR_BLOCK_LAYOUT_EXTENSION_NAME);
  EXT(v12, hqr, VK_EXT_HOST_QUERY_RESET_EXTENSION_NAME);
  EXT(v12, sgext, VK_KHR_SHADER_SUBGROUP_EXTENDED_TYPES_EXTENSION_NAME);
  EXT(v13, sgsc, VK_EXT_SUBGROUP_SIZE_CONTROL_EXTENSION_NAME);
  EXT(false, af, VK_EXT_SHADER_ATOMIC_FLOAT_EXTENSION_NAME);
  EXT(false, ucf, VK_KHR_SHADER_SUBGROUP_UNIFORM_CONTROL_FLOW_EXTENSION_NAME);
  EXT(v13, idp, VK_KHR_SHADER_INTEGER_DOT_PRODUCT_EXTENSION_NAME);
  /* maximal reconvergence requires uniform control flow */
  if (h->ucf) EXT(false, mr, RT_MAXIMAL_RECONVERGENCE_EXT);
  /* only when asked for: capturing statistics may cost the driver work */
  if (rt_pipeline_stats_wanted()) EXT(false, pe, VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME);
#undef EXT
  /* Float controls are core in 1.2; a 1.1 device may have the extension
   * (which VK_KHR_spirv_1_4 requires anyway). */
  bool float_controls = v12 || has_ext(ext, next, VK_KHR_SHADER_FLOAT_CONTROLS_EXTENSION_NAME);
  if (!v12 && float_controls) d->exts[d->next++] = VK_KHR_SHADER_FLOAT_CONTROLS_EXTENSION_NAME;
  bool spirv14 = v12;
  if (!v12 && float_controls && has_ext(ext, next, VK_KHR_SPIRV_1_4_EXTENSION_NAME)) {
    d->exts[d->next++] = VK_KHR_SPIRV_1_4_EXTENSION_NAME;
    spirv14 = true;
  }
  if (has_ext(ext, next, VK_EXT_CALIBRATED_TIMESTAMPS_EXTENSION_NAME)) {
    d->exts[d->next++] = VK_EXT_CALIBRATED_TIMESTAMPS_EXTENSION_NAME;
    d->calibrated_monotonic = calibrated_monotonic(phys);
  }
  /* Host memory that both devices of a move DMA through
   * (rt_buffer_import_host): no host copy between two GPUs. */
  if (has_ext(ext, next, VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME)) {
    VkPhysicalDeviceExternalMemoryHostPropertiesEXT hp = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_MEMORY_HOST_PROPERTIES_EXT};
    VkPhysicalDeviceProperties2 hp2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &hp};
    vkGetPhysicalDeviceProperties2(phys, &hp2);
    if (hp.minImportedHostPointerAlignment && hp.minImportedHostPointerAlignment <= (1u << 20)) {
      d->exts[d->next++] = VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME;
      d->host_import_align = hp.minImportedHostPointerAlignment;
    }
  }
  bool driver_props = v12 || has_ext(ext, next, VK_KHR_DRIVER_PROPERTIES_EXTENSION_NAME);
  bool maint4 = v13 || has_ext(ext, next, VK_KHR_MAINTENANCE_4_EXTENSION_NAME);
  bool nv_sm = has_ext(ext, next, VK_NV_SHADER_SM_BUILTINS_EXTENSION_NAME);
  bool amd_cores = has_ext(ext, next, VK_AMD_SHADER_CORE_PROPERTIES_EXTENSION_NAME);
  /* a property query only: nothing to enable */
  bool pci = has_ext(ext, next, VK_EXT_PCI_BUS_INFO_EXTENSION_NAME);

  rt_features q;
  memset(&q, 0, sizeof q);
  rt_features_link(&q, h);
  vkGetPhysicalDeviceFeatures2(phys, &q.f2);
  if (!h->bda || !q.bda.bufferDeviceAddress) {
    why = "no bufferDeviceAddress";
    goto unusable;
  }
  if (!h->timeline || !q.timeline.timelineSemaphore) {
    why = "no timelineSemaphore";
    goto unusable;
  }
  select_features(&d->enable, &q);

  /* properties */
  VkPhysicalDeviceProperties2 p2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
  VkPhysicalDeviceSubgroupProperties sg = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES};
  VkPhysicalDeviceSubgroupSizeControlProperties sgsc = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES};
  VkPhysicalDeviceDriverProperties drv = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES};
  VkPhysicalDeviceMaintenance3Properties m3 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES};
  VkPhysicalDeviceMaintenance4Properties m4 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_4_PROPERTIES};
  VkPhysicalDeviceIDProperties id = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES};
  VkPhysicalDeviceShaderSMBuiltinsPropertiesNV sm = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_SM_BUILTINS_PROPERTIES_NV};
  VkPhysicalDeviceShaderCorePropertiesAMD amd = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_CORE_PROPERTIES_AMD};
  VkPhysicalDeviceFloatControlsProperties fc = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES};
  VkPhysicalDeviceShaderIntegerDotProductProperties idp = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_INTEGER_DOT_PRODUCT_PROPERTIES};
  VkPhysicalDevicePCIBusInfoPropertiesEXT pcip = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PCI_BUS_INFO_PROPERTIES_EXT};
  void **tail = &p2.pNext;
#define PLINK(cond, s)   \
  if (cond) {            \
    *tail = &s;          \
    tail = &s.pNext;     \
  }
  PLINK(true, sg)
  PLINK(true, m3)
  PLINK(true, id)
  PLINK(h->sgsc, sgsc)
  PLINK(driver_props, drv)
  PLINK(maint4, m4)
  PLINK(nv_sm, sm)
  PLINK(amd_cores, amd)
  PLINK(float_controls, fc)
  PLINK(h->idp, idp)
  PLINK(pci, pcip)
#undef PLINK
  vkGetPhysicalDeviceProperties2(phys, &p2);
  vkGetPhysicalDeviceMemoryProperties(phys, &d->memprops);
  const VkPhysicalDeviceLimits *lim = &p2.properties.limits;

  rt_device_info *in = &d->info;
  copy_str(in->name, sizeof in->name, p2.properties.deviceName);
  if (driver_props) {
    copy_str(in->driver_name, sizeof in->driver_name, drv.driverName);
    copy_str(in->driver_info, sizeof in->driver_info, drv.driverInfo);
    in->loses_loop_exit_values = drv.driverID == VK_DRIVER_ID_MESA_LLVMPIPE;
    in->atomics_seq_cst = drv.driverID == VK_DRIVER_ID_MESA_LLVMPIPE;
    /* wrong on hosts without 512-bit rounding instructions, which a
     * Vulkan device cannot tell apart (docs/drivers.md) */
    in->double_rounding_wrong = drv.driverID == VK_DRIVER_ID_MESA_LLVMPIPE;
    in->driver_id = (uint32_t)drv.driverID;
  }
  in->vendor_id = p2.properties.vendorID;
  in->device_id = p2.properties.deviceID;
  in->api_version = p2.properties.apiVersion;
  in->driver_version = p2.properties.driverVersion;
  switch (d->vktype) {
  case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU:
  case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU:
  case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU:
    in->type = RT_DEVICE_GPU;
    break;
  case VK_PHYSICAL_DEVICE_TYPE_CPU:
    in->type = RT_DEVICE_CPU;
    break;
  default:
    in->type = RT_DEVICE_OTHER;
  }
  memcpy(in->device_uuid, id.deviceUUID, 16);
  memcpy(in->driver_uuid, id.driverUUID, 16);

  memory_info(d);
  uint64_t max_alloc = m3.maxMemoryAllocationSize;
  if (maint4 && m4.maxBufferSize < max_alloc) max_alloc = m4.maxBufferSize;
  if (in->global_mem_size && in->global_mem_size < max_alloc) max_alloc = in->global_mem_size;
  in->max_alloc_size = max_alloc;
  in->mem_base_addr_align = lim->minStorageBufferOffsetAlignment > 256
                                ? (uint32_t)lim->minStorageBufferOffsetAlignment
                                : 256;

  for (int i = 0; i < 3; i++) {
    in->max_workgroup_size[i] = lim->maxComputeWorkGroupSize[i];
    in->max_workgroup_count[i] = lim->maxComputeWorkGroupCount[i];
  }
  in->max_workgroup_invocations = lim->maxComputeWorkGroupInvocations;
  in->max_shared_memory = lim->maxComputeSharedMemorySize;
  in->max_push_constants = lim->maxPushConstantsSize;
  /* Vulkan has no core query for the number of cores. NVIDIA and AMD say
   * through vendor extensions; a CPU device such as lavapipe runs one
   * worker per online CPU by default. Elsewhere we know nothing: 1. */
  if (nv_sm && sm.shaderSMCount)
    in->compute_units = sm.shaderSMCount;
  else if (amd_cores && amd.shaderEngineCount)
    in->compute_units =
        amd.shaderEngineCount * amd.shaderArraysPerEngineCount * amd.computeUnitsPerShaderArray;
  else if (d->vktype == VK_PHYSICAL_DEVICE_TYPE_CPU && sysconf(_SC_NPROCESSORS_ONLN) > 0)
    in->compute_units = (uint32_t)sysconf(_SC_NPROCESSORS_ONLN);
  else
    in->compute_units = 1;

  in->subgroup_size = sg.subgroupSize;
  in->subgroup_compute = (sg.supportedStages & VK_SHADER_STAGE_COMPUTE_BIT) != 0;
  in->subgroup_ops = in->subgroup_compute ? sg.supportedOperations : 0;
  if (h->sgsc) {
    in->min_subgroup_size = sgsc.minSubgroupSize;
    in->max_subgroup_size = sgsc.maxSubgroupSize;
    in->max_compute_workgroup_subgroups = sgsc.maxComputeWorkgroupSubgroups;
    d->required_subgroup_stages = sgsc.requiredSubgroupSizeStages;
  } else {
    in->min_subgroup_size = in->max_subgroup_size = sg.subgroupSize;
    in->max_compute_workgroup_subgroups =
        sg.subgroupSize ? (lim->maxComputeWorkGroupInvocations + sg.subgroupSize - 1) / sg.subgroupSize : 0;
  }
  in->subgroup_size_control = d->enable.sgsc.subgroupSizeControl &&
                              (d->required_subgroup_stages & VK_SHADER_STAGE_COMPUTE_BIT);
  in->compute_full_subgroups = d->enable.sgsc.computeFullSubgroups;

  const rt_features *e = &d->enable;
  in->int8 = e->f16i8.shaderInt8;
  in->int16 = e->f2.features.shaderInt16;
  in->int64 = e->f2.features.shaderInt64;
  in->float16 = e->f16i8.shaderFloat16;
  in->float64 = e->f2.features.shaderFloat64;
  in->storage8 = e->s8.storageBuffer8BitAccess;
  in->storage16 = e->s16.storageBuffer16BitAccess;
  in->push_constant8 = e->s8.storagePushConstant8;
  in->push_constant16 = e->s16.storagePushConstant16;
  in->buffer_int64_atomics = e->ai64.shaderBufferInt64Atomics;
  in->shared_int64_atomics = e->ai64.shaderSharedInt64Atomics;
  in->float32_atomic_add = e->af.shaderBufferFloat32AtomicAdd;
  in->integer_dot_product = e->idp.shaderIntegerDotProduct;
  if (in->integer_dot_product) {
    const VkBool32 b8[6] = {idp.integerDotProduct8BitSignedAccelerated, idp.integerDotProduct8BitUnsignedAccelerated,
                            idp.integerDotProduct8BitMixedSignednessAccelerated,
                            idp.integerDotProductAccumulatingSaturating8BitSignedAccelerated,
                            idp.integerDotProductAccumulatingSaturating8BitUnsignedAccelerated,
                            idp.integerDotProductAccumulatingSaturating8BitMixedSignednessAccelerated};
    const VkBool32 p8[6] = {idp.integerDotProduct4x8BitPackedSignedAccelerated,
                            idp.integerDotProduct4x8BitPackedUnsignedAccelerated,
                            idp.integerDotProduct4x8BitPackedMixedSignednessAccelerated,
                            idp.integerDotProductAccumulatingSaturating4x8BitPackedSignedAccelerated,
                            idp.integerDotProductAccumulatingSaturating4x8BitPackedUnsignedAccelerated,
                            idp.integerDotProductAccumulatingSaturating4x8BitPackedMixedSignednessAccelerated};
    for (int i = 0; i < 6; i++) {
      in->dot_8bit_accel[i] = b8[i] != VK_FALSE;
      in->dot_4x8packed_accel[i] = p8[i] != VK_FALSE;
    }
  }
  in->pci_bus_info = pci;
  in->pci_domain = pcip.pciDomain;
  in->pci_bus = pcip.pciBus;
  in->pci_device = pcip.pciDevice;
  in->pci_function = pcip.pciFunction;
  /* OpenCL's atomics and fences at device scope need both */
  in->vulkan_memory_model = e->vmm.vulkanMemoryModel && e->vmm.vulkanMemoryModelDeviceScope;
  in->maximal_reconvergence = e->mr.shaderMaximalReconvergence;
  in->subgroup_uniform_control_flow = e->ucf.shaderSubgroupUniformControlFlow;
  in->spirv_1_4 = spirv14;
  in->max_spirv_version = v13 ? 0x00010600u : v12 ? 0x00010500u : spirv14 ? 0x00010400u : 0x00010300u;
  in->subgroup_extended_types = e->sgext.shaderSubgroupExtendedTypes;
  in->scalar_block_layout = e->scalar.scalarBlockLayout;

  if (float_controls) float_controls_info(in, &fc);
  fp64_denormals_info(in);
  in->fp32_denormals = (in->fc_denorm_preserve_modes & RT_FP32) ||
                       rt_driver_keeps_fp32_denormals(in->driver_id, rt_mesa_version(in->driver_info));
  /* float denormals not kept are flushed where the kernel can say so
   * beside the preserved widths (runtime.h, fc_denorm_flush_modes) */
  in->fc_denorm_flush_modes = 0;
  if (in->float_controls && !in->fp32_denormals && (in->fc_denorm_flush & RT_FP32) &&
      (in->fc_denorm_independence == VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_ALL ||
       in->fc_denorm_independence == VK_SHADER_FLOAT_CONTROLS_INDEPENDENCE_32_BIT_ONLY))
    in->fc_denorm_flush_modes = RT_FP32;
  rt_image_limits(d, lim, &d->enable.f2.features);

  in->timestamp_period_ns = lim->timestampPeriod;
  in->timestamp_valid_bits = ts_bits;
  d->host_query_reset = e->hqr.hostQueryReset;

  pthread_mutex_init(&d->init_lock, NULL);
  pthread_mutex_init(&d->builtin_lock, NULL);
  pthread_mutex_init(&d->image_lock, NULL);
  for (uint32_t i = 0; i < RT_MAX_VK_QUEUES; i++) pthread_mutex_init(&d->vkq_lock[i], NULL);
  atomic_init(&d->ready, false);
  atomic_init(&d->next_vkq, 0);
  free(ext);
  rt_log("%s: Vulkan %u.%u, subgroup size %u (%u..%u%s), ops 0x%x, extended types %s, "
         "uniform control flow %s, maximal reconvergence %s",
         d->info.name, VK_API_VERSION_MAJOR(api), VK_API_VERSION_MINOR(api), d->info.subgroup_size,
         d->info.min_subgroup_size, d->info.max_subgroup_size,
         d->info.subgroup_size_control ? ", size control" : "", d->info.subgroup_ops,
         d->info.subgroup_extended_types ? "yes" : "no",
         d->info.subgroup_uniform_control_flow ? "yes" : "no", d->info.maximal_reconvergence ? "yes" : "no");
  /* width sets as bits 16/32/64 = 1/2/4 */
  rt_log("%s: float16 %s, float64 %s, float controls %s: denorm preserve %x flush %x (independence %u), "
         "RTE %x (independence %u), signed zero/inf/nan preserve %x; declared: denorm preserve %x, RTE %x, "
         "signed zero/inf/nan preserve %x",
         d->info.name, in->float16 ? "yes" : "no", in->float64 ? "yes" : "no", in->float_controls ? "yes" : "no",
         in->fc_denorm_preserve, in->fc_denorm_flush, in->fc_denorm_independence, in->fc_rte,
         in->fc_rounding_independence, in->fc_szinp, in->fc_denorm_preserve_modes, in->fc_rte_modes,
         in->fc_szinp_modes);
  *out = d;
  return RT_OK;

unusable:
  rt_log("%s: skipped: %s", p0.deviceName, why);
  free(ext);
  free(d);
  return RT_OK;
}

const rt_device_info *rt_device_get_info(const rt_device *dev) { return dev ? &dev->info : NULL; }

uint32_t rt_mesa_version(const char *driver_info) {
  unsigned major, minor, patch;
  if (!driver_info || sscanf(driver_info, "Mesa %u.%u.%u", &major, &minor, &patch) != 3) return 0;
  if (major > 1023 || minor > 1023 || patch > 4095) return 0; /* VK_MAKE_VERSION's fields */
  return VK_MAKE_VERSION(major, minor, patch);
}

/* gallivm's loop limiter (LP_MAX_TGSI_LOOP_ITERATIONS) was removed by Mesa
 * commit ac0f643d4b0, "gallivm: Remove loop limiting", picked for 25.0.0;
 * no 24.3.x release has it. */
bool rt_driver_limits_loops(uint32_t driver_id, uint32_t mesa_version) {
  return driver_id == VK_DRIVER_ID_MESA_LLVMPIPE && mesa_version &&
         mesa_version < VK_MAKE_VERSION(25, 0, 0);
}

/* Measured with runtime.fp64_denormals (tests/runtime/fp64_denormals.comp:
 * add, sub, mul, fma, division, compares, conversions and moves of double
 * denormals against exact host results; docs/builtins.md, "Denormals"):
 * - lavapipe (Mesa 25.0.7, LLVM 15, x86-64): every case exact. Its
 *   doubles are the host's SSE/AVX ones, which flush only under the
 *   MXCSR's FTZ/DAZ bits, which lavapipe's compute threads leave clear.
 *   The measurement is of x86-64; another host's lavapipe is not listed.
 * - NVIDIA's proprietary driver: Shoal's double kernel tests on the H100
 *   (driver 580) saw every denormal through Vulkan (docs/drivers.md), and
 *   the same cases as CUDA kernels on an H200 (driver 580.159.04) were all
 *   exact: the hardware's double add, mul and fma have no flush-to-zero
 *   mode (PTX offers .ftz for f32 only). runtime.fp64_denormals checks
 *   this entry wherever the device tests run. */
bool rt_driver_keeps_fp64_denormals(uint32_t driver_id, uint32_t mesa_version) {
  switch (driver_id) {
  case VK_DRIVER_ID_MESA_LLVMPIPE:
#if defined(__x86_64__)
    return mesa_version >= VK_MAKE_VERSION(25, 0, 0);
#else
    return false;
#endif
  case VK_DRIVER_ID_NVIDIA_PROPRIETARY: return true;
  default: return false;
  }
}

/* Measured with kernel.fp_float_denormals (float add, sub, mul and a * b + c
 * with FP_CONTRACT OFF, on denormal operands and into the denormals,
 * against exact host results):
 * - lavapipe (Mesa 25.0.7, LLVM 15, x86-64): every case exact, for the
 *   reason its doubles are (above: the MXCSR's FTZ/DAZ bits, which rule
 *   float and double SSE/AVX arithmetic alike, stay clear).
 * - NVIDIA's proprietary driver is not listed: PTX has .ftz for f32, and
 *   Shoal's float tests on the H100 saw denormals flushed. */
bool rt_driver_keeps_fp32_denormals(uint32_t driver_id, uint32_t mesa_version) {
  return driver_id == VK_DRIVER_ID_MESA_LLVMPIPE && rt_driver_keeps_fp64_denormals(driver_id, mesa_version);
}

static PFN_vkVoidFunction devfn(VkDevice dev, const char *core, const char *ext, bool use_core) {
  PFN_vkVoidFunction f = use_core ? vkGetDeviceProcAddr(dev, core) : NULL;
  if (!f && ext) f = vkGetDeviceProcAddr(dev, ext);
  return f;
}

static rt_status create_device(rt_device *d) {
  float prio[RT_MAX_VK_QUEUES];
  for (uint32_t i = 0; i < RT_MAX_VK_QUEUES; i++) prio[i] = 1.0f;
  VkDeviceQueueCreateInfo qci = {
      .sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
      .queueFamilyIndex = d->family,
      .queueCount = d->nqueues,
      .pQueuePriorities = prio,
  };
  rt_features en = d->enable;
  rt_features_link(&en, &d->has);
  VkDeviceCreateInfo ci = {
      .sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
      .pNext = &en.f2,
      .queueCreateInfoCount = 1,
      .pQueueCreateInfos = &qci,
      .enabledExtensionCount = d->next,
      .ppEnabledExtensionNames = d->exts,
  };
  VkResult r = vkCreateDevice(d->phys, &ci, NULL, &d->vk);
  if (r != VK_SUCCESS) {
    d->vk = VK_NULL_HANDLE;
    return rt_vk_fail(r, "vkCreateDevice");
  }
  for (uint32_t i = 0; i < d->nqueues; i++) vkGetDeviceQueue(d->vk, d->family, i, &d->vkq[i]);

  bool v12 = d->api >= VK_API_VERSION_1_2;
  d->fn.get_buffer_address = (PFN_vkGetBufferDeviceAddress)devfn(
      d->vk, "vkGetBufferDeviceAddress", "vkGetBufferDeviceAddressKHR", v12);
  d->fn.wait_semaphores =
      (PFN_vkWaitSemaphores)devfn(d->vk, "vkWaitSemaphores", "vkWaitSemaphoresKHR", v12);
  d->fn.get_semaphore_counter = (PFN_vkGetSemaphoreCounterValue)devfn(
      d->vk, "vkGetSemaphoreCounterValue", "vkGetSemaphoreCounterValueKHR", v12);
  if (d->host_query_reset)
    d->fn.reset_query_pool =
        (PFN_vkResetQueryPool)devfn(d->vk, "vkResetQueryPool", "vkResetQueryPoolEXT", v12);
  if (d->calibrated_monotonic)
    d->fn.get_calibrated_timestamps = (PFN_vkGetCalibratedTimestampsEXT)devfn(
        d->vk, NULL, "vkGetCalibratedTimestampsEXT", false);
  rt_status st;
  if (!d->fn.get_buffer_address || !d->fn.wait_semaphores) {
    st = rt_fail(RT_ERR_UNSUPPORTED, "%s: no vkGetBufferDeviceAddress or vkWaitSemaphores",
                 d->info.name);
    goto fail;
  }
  if (!d->fn.reset_query_pool) d->host_query_reset = false;
  if (!d->fn.get_calibrated_timestamps) d->calibrated_monotonic = false;
  if (d->host_import_align)
    d->fn.get_host_pointer_properties = (PFN_vkGetMemoryHostPointerPropertiesEXT)devfn(
        d->vk, NULL, "vkGetMemoryHostPointerPropertiesEXT", false);
  if (!d->fn.get_host_pointer_properties) d->host_import_align = 0;
  if (d->enable.pe.pipelineExecutableInfo) {
    d->fn.get_executable_properties = (PFN_vkGetPipelineExecutablePropertiesKHR)devfn(
        d->vk, NULL, "vkGetPipelineExecutablePropertiesKHR", false);
    d->fn.get_executable_statistics = (PFN_vkGetPipelineExecutableStatisticsKHR)devfn(
        d->vk, NULL, "vkGetPipelineExecutableStatisticsKHR", false);
    d->fn.get_executable_representations = (PFN_vkGetPipelineExecutableInternalRepresentationsKHR)devfn(
        d->vk, NULL, "vkGetPipelineExecutableInternalRepresentationsKHR", false);
    d->pipeline_stats = d->fn.get_executable_properties && d->fn.get_executable_statistics &&
                        d->fn.get_executable_representations;
  }

  st = rt_pipeline_layout_init(d);
  if (st != RT_OK) goto fail;
  st = rt_allocator_init(d);
  if (st != RT_OK) goto fail;
  return RT_OK;

fail:
  if (d->cache && rt_vk_live()) vkDestroyPipelineCache(d->vk, d->cache, NULL);
  if (d->layout && rt_vk_live()) vkDestroyPipelineLayout(d->vk, d->layout, NULL);
  d->cache = VK_NULL_HANDLE;
  d->layout = VK_NULL_HANDLE;
  if (rt_vk_live()) vkDestroyDevice(d->vk, NULL);
  d->vk = VK_NULL_HANDLE;
  return st;
}

rt_status rt_device_ready(rt_device *d) {
  if (!d) return rt_fail(RT_ERR_INVALID, "NULL device");
  if (atomic_load_explicit(&d->ready, memory_order_acquire)) return RT_OK;
  pthread_mutex_lock(&d->init_lock);
  rt_status st = RT_OK;
  /* A failed creation is retried by the next call rather than latched:
   * it may have been a transient out-of-memory. */
  if (!atomic_load_explicit(&d->ready, memory_order_relaxed)) {
    st = create_device(d);
    if (st == RT_OK) atomic_store_explicit(&d->ready, true, memory_order_release);
  }
  pthread_mutex_unlock(&d->init_lock);
  return st;
}

void rt_device_destroy(rt_device *d) {
  if (atomic_load(&d->ready)) {
    vkDeviceWaitIdle(d->vk);
    rt_shader_destroy(d->fill_shader);
    rt_allocator_fini(d);
    if (rt_vk_live()) vkDestroyPipelineCache(d->vk, d->cache, NULL);
    if (rt_vk_live()) vkDestroyPipelineLayout(d->vk, d->layout, NULL);
    if (rt_vk_live()) vkDestroyDevice(d->vk, NULL);
  }
  pthread_mutex_destroy(&d->init_lock);
  pthread_mutex_destroy(&d->builtin_lock);
  pthread_mutex_destroy(&d->image_lock);
  for (uint32_t i = 0; i < RT_MAX_VK_QUEUES; i++) pthread_mutex_destroy(&d->vkq_lock[i]);
  free(d);
}
