/* device.c: device enumeration and clGetDeviceInfo, answered from the
 * runtime's Vulkan-derived rt_device_info; partitioning is not offered. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "icd.h"

/* cl_ext_float_atomics (not in the system's CL/cl_ext.h) */
#define SHOAL_DEVICE_SINGLE_FP_ATOMIC_CAPABILITIES_EXT 0x4231
#define SHOAL_DEVICE_DOUBLE_FP_ATOMIC_CAPABILITIES_EXT 0x4232
#define SHOAL_DEVICE_HALF_FP_ATOMIC_CAPABILITIES_EXT 0x4233
#define SHOAL_FP_ATOMIC_GLOBAL_LOAD_STORE (1u << 0)
#define SHOAL_FP_ATOMIC_GLOBAL_ADD (1u << 1)
#define SHOAL_FP_ATOMIC_LOCAL_LOAD_STORE (1u << 16)
#define SHOAL_FP_ATOMIC_LOCAL_ADD (1u << 17)

#define VALID_DEVICE_TYPES                                                                \
  (CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR | \
   CL_DEVICE_TYPE_CUSTOM)

static cl_device_type device_type(cl_device_id dev) {
  switch (dev->info->type) {
  case RT_DEVICE_GPU: return CL_DEVICE_TYPE_GPU;
  case RT_DEVICE_CPU: return CL_DEVICE_TYPE_CPU;
  default: return CL_DEVICE_TYPE_ACCELERATOR;
  }
}

static const char *vendor_name(uint32_t id) {
  switch (id) {
  case 0x1002: return "AMD";
  case 0x10DE: return "NVIDIA";
  case 0x8086: return "Intel";
  case 0x13B5: return "ARM";
  case 0x5143: return "Qualcomm";
  case 0x1010: return "Imagination Technologies";
  case 0x106B: return "Apple";
  case 0x10005: return "Mesa";
  case 0x1AE0: return "Google";
  default: return "Unknown";
  }
}

CL_API cl_int clGetDeviceIDs(cl_platform_id platform, cl_device_type device_type_mask,
                             cl_uint num_entries, cl_device_id *devices, cl_uint *num_devices) {
  if (!platform_ok(platform)) return CL_INVALID_PLATFORM;
  if (device_type_mask != CL_DEVICE_TYPE_ALL &&
      (!device_type_mask || (device_type_mask & ~(cl_device_type)VALID_DEVICE_TYPES)))
    return CL_INVALID_DEVICE_TYPE;
  if ((num_entries == 0 && devices) || (!devices && !num_devices)) return CL_INVALID_VALUE;
  cl_platform_id p = platform_get();
  cl_uint found = 0;
  for (cl_uint i = 0; i < p->ndevices; i++) {
    cl_device_id d = p->devices[i];
    bool match = device_type_mask == CL_DEVICE_TYPE_ALL || (device_type_mask & device_type(d)) ||
                 ((device_type_mask & CL_DEVICE_TYPE_DEFAULT) && i == 0);
    if (!match) continue;
    if (devices && found < num_entries) devices[found] = d;
    found++;
  }
  if (num_devices) *num_devices = found;
  return found ? CL_SUCCESS : CL_DEVICE_NOT_FOUND;
}

/* Native widths (elements of `bytes` each). GPUs: a work-item's own, 1.
 * CPU drivers run each invocation's vector operations across their lanes
 * (lavapipe: 8 lanes of 32 bits, an int2 in two 256-bit registers), so a
 * wider work-item shares per-invocation costs (loop control, loads of
 * uniform values) between its elements, until its code outgrows the
 * caches. hashcat sizes its work-items by this query. On lavapipe, `-b`
 * at int2 gives MD5 1.8x, SHA1 1.45x, SHA2-256 1.3x their speed at 1,
 * and SHA2-512 at long2 1.1x; int4 is faster still for MD5 but halves
 * SHA2-256, whose unrolled code then outgrows the instruction cache
 * (docs/benchmarks.md, "hashcat's vector width on lavapipe"). Hence
 * 64-bit vectors, at least two elements. */
static cl_uint native_width(cl_device_id dev, size_t bytes, bool supported) {
  if (!supported) return 0;
  if (device_type(dev) != CL_DEVICE_TYPE_CPU) return 1;
  return bytes >= 4 ? 2 : (cl_uint)(8 / bytes);
}

/* Preferred vector widths (elements of `bytes` each). GPUs run a work-item
 * per lane, and wider work-items only cost registers: 1. CPU drivers
 * (lavapipe) pay per memory instruction and per invocation, so a
 * work-item that moves 16 bytes at once runs 6.5x faster than sixteen
 * that move one (docs/benchmarks.md, "OpenCV's transparent API on
 * lavapipe"); apps that size their work-items by this query (OpenCV's
 * element-wise kernels) then take 128-bit vectors there: OpenCV's
 * `add` of bytes 2.6x faster, its float `multiply` 1.65x. */
static cl_uint preferred_width(cl_device_id dev, size_t bytes, bool supported) {
  if (!supported) return 0;
  return device_type(dev) == CL_DEVICE_TYPE_CPU ? (cl_uint)(16 / bytes) : 1;
}

CL_API cl_int clGetDeviceInfo(cl_device_id device, cl_device_info param_name,
                              size_t param_value_size, void *param_value,
                              size_t *param_value_size_ret) {
  if (!obj_valid(device, OBJ_DEVICE)) return CL_INVALID_DEVICE;
  const rt_device_info *in = device->info;
  bool fp64 = device_has_ext(device, "cl_khr_fp64");
  bool fp16 = device_has_ext(device, "cl_khr_fp16");
  switch (param_name) {
  case CL_DEVICE_TYPE: return INFO_VAL(cl_device_type, device_type(device));
  case CL_DEVICE_VENDOR_ID: return INFO_VAL(cl_uint, in->vendor_id);
  case CL_DEVICE_MAX_COMPUTE_UNITS: return INFO_VAL(cl_uint, in->compute_units ? in->compute_units : 1);
  case CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS: return INFO_VAL(cl_uint, 3);
  case CL_DEVICE_MAX_WORK_GROUP_SIZE: return INFO_VAL(size_t, device->max_wg_size);
  case CL_DEVICE_MAX_WORK_ITEM_SIZES: return INFO_ARR(device->max_wi_sizes, sizeof device->max_wi_sizes);
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR: return INFO_VAL(cl_uint, preferred_width(device, 1, true));
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT: return INFO_VAL(cl_uint, preferred_width(device, 2, true));
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT: return INFO_VAL(cl_uint, preferred_width(device, 4, true));
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG: return INFO_VAL(cl_uint, preferred_width(device, 8, true));
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT: return INFO_VAL(cl_uint, preferred_width(device, 4, true));
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR: return INFO_VAL(cl_uint, native_width(device, 1, true));
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT: return INFO_VAL(cl_uint, native_width(device, 2, true));
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_INT: return INFO_VAL(cl_uint, native_width(device, 4, true));
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG: return INFO_VAL(cl_uint, native_width(device, 8, true));
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT: return INFO_VAL(cl_uint, native_width(device, 4, true));
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE: return INFO_VAL(cl_uint, preferred_width(device, 8, fp64));
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE: return INFO_VAL(cl_uint, native_width(device, 8, fp64));
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF: return INFO_VAL(cl_uint, preferred_width(device, 2, fp16));
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF: return INFO_VAL(cl_uint, native_width(device, 2, fp16));
  /* Vulkan does not report clocks. */
  case CL_DEVICE_MAX_CLOCK_FREQUENCY: return INFO_VAL(cl_uint, 0);
  case CL_DEVICE_ADDRESS_BITS: return INFO_VAL(cl_uint, 64);
  case CL_DEVICE_MAX_MEM_ALLOC_SIZE: return INFO_VAL(cl_ulong, in->max_alloc_size);
  case CL_DEVICE_IMAGE_SUPPORT:
  case CL_DEVICE_MAX_READ_IMAGE_ARGS:
  case CL_DEVICE_MAX_WRITE_IMAGE_ARGS:
  case CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS:
  case CL_DEVICE_MAX_SAMPLERS:
  case CL_DEVICE_IMAGE_PITCH_ALIGNMENT:
  case CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT:
  case CL_DEVICE_IMAGE2D_MAX_WIDTH:
  case CL_DEVICE_IMAGE2D_MAX_HEIGHT:
  case CL_DEVICE_IMAGE3D_MAX_WIDTH:
  case CL_DEVICE_IMAGE3D_MAX_HEIGHT:
  case CL_DEVICE_IMAGE3D_MAX_DEPTH:
  case CL_DEVICE_IMAGE_MAX_BUFFER_SIZE:
  case CL_DEVICE_IMAGE_MAX_ARRAY_SIZE:
    return image_device_info(device, param_name, param_value_size, param_value, param_value_size_ret);
  /* Arguments beyond the push constants go to an argument buffer, so this
   * is the spec's minimum rather than a hardware limit. */
  case CL_DEVICE_MAX_PARAMETER_SIZE: return INFO_VAL(size_t, 1024);
  case CL_DEVICE_MEM_BASE_ADDR_ALIGN: return INFO_VAL(cl_uint, device->mem_base_align * 8);
  case CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE: return INFO_VAL(cl_uint, 128);
  /* What the translated code does (docs/builtins.md, "Double and half"):
   * rounding to nearest and IEEE specials in every width; division and
   * sqrt correctly rounded under -cl-fp32-correctly-rounded-divide-sqrt;
   * fma correctly rounded for double (the double minimum); denormals kept
   * where the entry points declare DenormPreserve for the width (double
   * and float: or the driver is measured to keep them, rt fp64_denormals
   * and fp32_denormals). Directed
   * rounding of arithmetic cannot be asked for in OpenCL C, so no
   * CL_FP_ROUND_TO_ZERO / CL_FP_ROUND_TO_INF. */
  case CL_DEVICE_SINGLE_FP_CONFIG:
    return INFO_VAL(cl_device_fp_config, CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN | CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT |
                                             (in->fp32_denormals ? CL_FP_DENORM : 0));
  case CL_DEVICE_DOUBLE_FP_CONFIG:
    /* The OpenCL 1.x minimum, which the CTS (min_max_double_fp_config)
     * asks of every version: the directed modes are those of the
     * conversions' _rtz/_rtp/_rtn, the only rounding OpenCL C selects. */
    return INFO_VAL(cl_device_fp_config, fp64 ? CL_FP_FMA | CL_FP_ROUND_TO_NEAREST | CL_FP_ROUND_TO_ZERO |
                                                    CL_FP_ROUND_TO_INF | CL_FP_INF_NAN | CL_FP_DENORM
                                              : 0);
  case CL_DEVICE_HALF_FP_CONFIG:
    return INFO_VAL(cl_device_fp_config, fp16 ? CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN |
                                                    (in->fc_denorm_preserve_modes & RT_FP16 ? CL_FP_DENORM : 0)
                                               : 0);
  /* Vulkan says nothing of caches: report none rather than invent one. */
  case CL_DEVICE_GLOBAL_MEM_CACHE_TYPE: return INFO_VAL(cl_device_mem_cache_type, CL_NONE);
  case CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE: return INFO_VAL(cl_uint, 0);
  case CL_DEVICE_GLOBAL_MEM_CACHE_SIZE: return INFO_VAL(cl_ulong, 0);
  case CL_DEVICE_GLOBAL_MEM_SIZE: return INFO_VAL(cl_ulong, in->global_mem_size);
  case CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE: return INFO_VAL(cl_ulong, 64 * 1024);
  case CL_DEVICE_MAX_CONSTANT_ARGS: return INFO_VAL(cl_uint, 8);
  case CL_DEVICE_LOCAL_MEM_TYPE: return INFO_VAL(cl_device_local_mem_type, CL_LOCAL);
  case CL_DEVICE_LOCAL_MEM_SIZE: return INFO_VAL(cl_ulong, in->max_shared_memory);
  case CL_DEVICE_ERROR_CORRECTION_SUPPORT: return INFO_VAL(cl_bool, CL_FALSE);
  case CL_DEVICE_HOST_UNIFIED_MEMORY: return INFO_VAL(cl_bool, in->host_unified_memory);
  case CL_DEVICE_PROFILING_TIMER_RESOLUTION: {
    double ns = ceil(in->timestamp_period_ns);
    return INFO_VAL(size_t, ns >= 1.0 ? (size_t)ns : 1);
  }
  case CL_DEVICE_ENDIAN_LITTLE: return INFO_VAL(cl_bool, CL_TRUE);
  case CL_DEVICE_AVAILABLE: return INFO_VAL(cl_bool, CL_TRUE);
  /* A front end is opencl-clang or clang-15 + llvm-spirv-15, found at run
   * time; the SPIR-V linker is built in. */
  case CL_DEVICE_COMPILER_AVAILABLE: return INFO_VAL(cl_bool, cc_compiler_id() ? CL_TRUE : CL_FALSE);
  case CL_DEVICE_LINKER_AVAILABLE: return INFO_VAL(cl_bool, CL_TRUE);
  case CL_DEVICE_EXECUTION_CAPABILITIES: return INFO_VAL(cl_device_exec_capabilities, CL_EXEC_KERNEL);
  case CL_DEVICE_QUEUE_ON_HOST_PROPERTIES: /* == CL_DEVICE_QUEUE_PROPERTIES */
    return INFO_VAL(cl_command_queue_properties, CL_QUEUE_PROFILING_ENABLE);
  case CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES: return INFO_VAL(cl_command_queue_properties, 0);
  case CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE:
  case CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE:
  case CL_DEVICE_MAX_ON_DEVICE_QUEUES:
  case CL_DEVICE_MAX_ON_DEVICE_EVENTS: return INFO_VAL(cl_uint, 0);
  case CL_DEVICE_BUILT_IN_KERNELS: return INFO_STR("");
  case CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION: return INFO_ARR(NULL, 0);
  case CL_DEVICE_PLATFORM: return INFO_VAL(cl_platform_id, device->platform);
  case CL_DEVICE_NAME: return INFO_STR(in->name);
  case CL_DEVICE_VENDOR: return INFO_STR(vendor_name(in->vendor_id));
  case CL_DRIVER_VERSION: return INFO_STR(SHOAL_VERSION_STRING);
  case CL_DEVICE_PROFILE: return INFO_STR("FULL_PROFILE");
  case CL_DEVICE_VERSION: return INFO_STR(SHOAL_DEVICE_VERSION);
  case CL_DEVICE_NUMERIC_VERSION: return INFO_VAL(cl_version, CL_MAKE_VERSION(3, 0, 0));
  case CL_DEVICE_OPENCL_C_VERSION: return INFO_STR("OpenCL C 1.2 Shoal");
  case CL_DEVICE_OPENCL_C_NUMERIC_VERSION_KHR: return INFO_VAL(cl_version, CL_MAKE_VERSION(1, 2, 0));
  case CL_DEVICE_OPENCL_C_ALL_VERSIONS: {
    static const cl_name_version v[] = {
      {CL_MAKE_VERSION(1, 0, 0), "OpenCL C"},
      {CL_MAKE_VERSION(1, 1, 0), "OpenCL C"},
      {CL_MAKE_VERSION(1, 2, 0), "OpenCL C"},
      {CL_MAKE_VERSION(3, 0, 0), "OpenCL C"},
    };
    return INFO_ARR(v, sizeof v);
  }
  case CL_DEVICE_OPENCL_C_FEATURES:
    return INFO_ARR(device->c_features, device->nc_features * sizeof(cl_name_version));
  case CL_DEVICE_EXTENSIONS: return INFO_STR(device->extensions);
  case CL_DEVICE_EXTENSIONS_WITH_VERSION:
    return INFO_ARR(device->ext_versions, device->next_versions * sizeof(cl_name_version));
  /* translate.c takes every version to 1.6, validated with SPIRV-Tools'
   * rules of that version */
  case CL_DEVICE_IL_VERSION:
    return INFO_STR("SPIR-V_1.0 SPIR-V_1.1 SPIR-V_1.2 SPIR-V_1.3 SPIR-V_1.4 SPIR-V_1.5 SPIR-V_1.6");
  case CL_DEVICE_ILS_WITH_VERSION: {
    static const cl_name_version v[] = {
      {CL_MAKE_VERSION(1, 0, 0), "SPIR-V"}, {CL_MAKE_VERSION(1, 1, 0), "SPIR-V"},
      {CL_MAKE_VERSION(1, 2, 0), "SPIR-V"}, {CL_MAKE_VERSION(1, 3, 0), "SPIR-V"},
      {CL_MAKE_VERSION(1, 4, 0), "SPIR-V"}, {CL_MAKE_VERSION(1, 5, 0), "SPIR-V"},
      {CL_MAKE_VERSION(1, 6, 0), "SPIR-V"},
    };
    return INFO_ARR(v, sizeof v);
  }
  /* per launch (printf.c) */
  case CL_DEVICE_PRINTF_BUFFER_SIZE: return INFO_VAL(size_t, PRINTF_BUFFER_BYTES);
  case CL_DEVICE_PREFERRED_INTEROP_USER_SYNC: return INFO_VAL(cl_bool, CL_TRUE);
  case CL_DEVICE_PARENT_DEVICE: return INFO_VAL(cl_device_id, NULL);
  case CL_DEVICE_PARTITION_MAX_SUB_DEVICES: return INFO_VAL(cl_uint, 0);
  case CL_DEVICE_PARTITION_PROPERTIES: return INFO_VAL(cl_device_partition_property, 0);
  case CL_DEVICE_PARTITION_AFFINITY_DOMAIN: return INFO_VAL(cl_device_affinity_domain, 0);
  case CL_DEVICE_PARTITION_TYPE: return INFO_ARR(NULL, 0);
  case CL_DEVICE_REFERENCE_COUNT: return INFO_VAL(cl_uint, 1);
  case CL_DEVICE_SVM_CAPABILITIES: return INFO_VAL(cl_device_svm_capabilities, 0);
  case CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT:
  case CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT:
  case CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT:
  case CL_DEVICE_MAX_PIPE_ARGS:
  case CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS:
  case CL_DEVICE_PIPE_MAX_PACKET_SIZE: return INFO_VAL(cl_uint, 0);
  /* Program-scope variables share one buffer per program (icd/globals.c)
   * of at most TR_MAX_GLOBALS_BYTES. */
  case CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE:
  case CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE:
    return INFO_VAL(size_t, in->max_alloc_size < TR_MAX_GLOBALS_BYTES ? (size_t)in->max_alloc_size
                                                                      : (size_t)TR_MAX_GLOBALS_BYTES);
  case CL_DEVICE_MAX_NUM_SUB_GROUPS: {
    /* The most sub-groups a work-group of any kernel holds: the largest
     * work-group at the default size, or, for kernels that require a
     * smaller size, at that size within Vulkan's limit on subgroups per
     * workgroup (which binds only pipelines with a required size: lavapipe
     * runs 128 subgroups of 8 by default but reports a limit of 32). */
    if (!device_has_subgroups(device)) return INFO_VAL(cl_uint, 0);
    size_t most = (device->max_wg_size + in->subgroup_size - 1) / in->subgroup_size;
    if (in->subgroup_size_control && in->min_subgroup_size) {
      size_t alt = (device->max_wg_size + in->min_subgroup_size - 1) / in->min_subgroup_size;
      if (in->max_compute_workgroup_subgroups && alt > in->max_compute_workgroup_subgroups)
        alt = in->max_compute_workgroup_subgroups;
      if (alt > most) most = alt;
    }
    /* virtual sub-groups: the smallest size offered splits the largest
     * work-group most (they need no required Vulkan size where the device
     * has one size, so the Vulkan limit does not bind them) */
    size_t sizes[DEVICE_MAX_SG_SIZES];
    size_t nsizes = device_subgroup_sizes(device, sizes);
    if (nsizes && sizes[0]) {
      size_t alt = (device->max_wg_size + sizes[0] - 1) / sizes[0];
      if (alt > most) most = alt;
    }
    return INFO_VAL(cl_uint, (cl_uint)most);
  }
  case CL_DEVICE_SUB_GROUP_SIZES_INTEL: {
    if (!device_has_ext(device, "cl_intel_required_subgroup_size")) return CL_INVALID_VALUE;
    size_t sizes[DEVICE_MAX_SG_SIZES];
    size_t n = device_subgroup_sizes(device, sizes);
    return INFO_ARR(sizes, n * sizeof(size_t));
  }
  /* Vulkan promises no forward progress between subgroups. */
  case CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS: return INFO_VAL(cl_bool, CL_FALSE);
  /* Atomics and fences map to Vulkan's with acquire/release semantics at
   * work-group and device scope (translate/memory/mem_model.c); sequential
   * consistency is acquire-release there, so it is not claimed, nor all
   * devices (no SVM). */
  case CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES:
    return INFO_VAL(cl_device_atomic_capabilities, CL_DEVICE_ATOMIC_ORDER_RELAXED | CL_DEVICE_ATOMIC_ORDER_ACQ_REL |
                                                       CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP |
                                                       CL_DEVICE_ATOMIC_SCOPE_DEVICE);
  case CL_DEVICE_ATOMIC_FENCE_CAPABILITIES:
    return INFO_VAL(cl_device_atomic_capabilities, CL_DEVICE_ATOMIC_ORDER_RELAXED | CL_DEVICE_ATOMIC_ORDER_ACQ_REL |
                                                       CL_DEVICE_ATOMIC_SCOPE_WORK_ITEM |
                                                       CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP |
                                                       CL_DEVICE_ATOMIC_SCOPE_DEVICE);
  /* cl_ext_float_atomics: float add and subtract (native on buffers where
   * the device has them, else compare-exchange loops), load, store and
   * exchange, on __global and __local memory; not min/max, nor double or
   * half (translate/memory/mem_atomic.c). */
  case SHOAL_DEVICE_SINGLE_FP_ATOMIC_CAPABILITIES_EXT:
    return INFO_VAL(cl_bitfield, SHOAL_FP_ATOMIC_GLOBAL_LOAD_STORE | SHOAL_FP_ATOMIC_GLOBAL_ADD |
                                     SHOAL_FP_ATOMIC_LOCAL_LOAD_STORE | SHOAL_FP_ATOMIC_LOCAL_ADD);
  case SHOAL_DEVICE_DOUBLE_FP_ATOMIC_CAPABILITIES_EXT:
  case SHOAL_DEVICE_HALF_FP_ATOMIC_CAPABILITIES_EXT: return INFO_VAL(cl_bitfield, 0);
  case CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT: return INFO_VAL(cl_bool, CL_TRUE);
  /* The translator infers the space of generic pointers, or picks it at
   * run time between __global and __local (docs/translator.md). */
  case CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT: return INFO_VAL(cl_bool, CL_TRUE);
  /* built from subgroup operations (translate/subgroups/lower_workgroup_collectives.c) */
  case CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT:
    return INFO_VAL(cl_bool, device_has_subgroups(device) ? CL_TRUE : CL_FALSE);
  case CL_DEVICE_PIPE_SUPPORT: return INFO_VAL(cl_bool, CL_FALSE);
  case CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES:
    return INFO_VAL(cl_device_device_enqueue_capabilities, 0);
  case CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
    return INFO_VAL(size_t, in->subgroup_size ? in->subgroup_size : 1);
  case CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED: return INFO_STR("v0000-01-01-00");
  case CL_DEVICE_UUID_KHR:
  case CL_DRIVER_UUID_KHR:
  case CL_DEVICE_LUID_VALID_KHR:
  case CL_DEVICE_LUID_KHR:
  case CL_DEVICE_NODE_MASK_KHR:
    if (!device_has_ext(device, "cl_khr_device_uuid")) return CL_INVALID_VALUE;
    if (param_name == CL_DEVICE_UUID_KHR) return INFO_ARR(in->device_uuid, CL_UUID_SIZE_KHR);
    if (param_name == CL_DRIVER_UUID_KHR) return INFO_ARR(in->driver_uuid, CL_UUID_SIZE_KHR);
    if (param_name == CL_DEVICE_LUID_VALID_KHR) return INFO_VAL(cl_bool, CL_FALSE);
    if (param_name == CL_DEVICE_LUID_KHR) {
      static const cl_uchar luid[CL_LUID_SIZE_KHR];
      return INFO_ARR(luid, sizeof luid);
    }
    return INFO_VAL(cl_uint, 0);
  case CL_DEVICE_INTEGER_DOT_PRODUCT_CAPABILITIES_KHR:
    if (!device_has_ext(device, "cl_khr_integer_dot_product")) return CL_INVALID_VALUE;
    return INFO_VAL(cl_device_integer_dot_product_capabilities_khr,
                    CL_DEVICE_INTEGER_DOT_PRODUCT_INPUT_4x8BIT_PACKED_KHR | CL_DEVICE_INTEGER_DOT_PRODUCT_INPUT_4x8BIT_KHR);
  case CL_DEVICE_INTEGER_DOT_PRODUCT_ACCELERATION_PROPERTIES_8BIT_KHR:
  case CL_DEVICE_INTEGER_DOT_PRODUCT_ACCELERATION_PROPERTIES_4x8BIT_PACKED_KHR: {
    if (!device_has_ext(device, "cl_khr_integer_dot_product")) return CL_INVALID_VALUE;
    /* what Vulkan says is faster than the plain arithmetic; all false
     * where the translator sums the products itself */
    const bool *a = param_name == CL_DEVICE_INTEGER_DOT_PRODUCT_ACCELERATION_PROPERTIES_8BIT_KHR ? in->dot_8bit_accel
                                                                                                  : in->dot_4x8packed_accel;
    cl_device_integer_dot_product_acceleration_properties_khr p = {a[0], a[1], a[2], a[3], a[4], a[5]};
    return INFO_ARR(&p, sizeof p);
  }
  case CL_DEVICE_PCI_BUS_INFO_KHR: {
    if (!device_has_ext(device, "cl_khr_pci_bus_info")) return CL_INVALID_VALUE;
    cl_device_pci_bus_info_khr p = {in->pci_domain, in->pci_bus, in->pci_device, in->pci_function};
    return INFO_ARR(&p, sizeof p);
  }
  default: {
    cl_int err;
    if (device_has_ext(device, "cl_khr_spirv_queries") &&
        device_spirv_query(device, param_name, param_value_size, param_value, param_value_size_ret, &err))
      return err;
    return CL_INVALID_VALUE;
  }
  }
}

/* Partitioning: CL_DEVICE_PARTITION_PROPERTIES lists no scheme, so every
 * requested scheme is an unsupported value. */
CL_API cl_int clCreateSubDevices(cl_device_id in_device,
                                 const cl_device_partition_property *properties,
                                 cl_uint num_devices, cl_device_id *out_devices,
                                 cl_uint *num_devices_ret) {
  (void)num_devices_ret;
  if (!obj_valid(in_device, OBJ_DEVICE)) return CL_INVALID_DEVICE;
  if (!properties || (out_devices && num_devices == 0)) return CL_INVALID_VALUE;
  return CL_INVALID_VALUE;
}

CL_API cl_int clRetainDevice(cl_device_id device) {
  return obj_valid(device, OBJ_DEVICE) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

CL_API cl_int clReleaseDevice(cl_device_id device) {
  return obj_valid(device, OBJ_DEVICE) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

/* cl_ext_device_fission (the pre-1.2 form): not offered. */
CL_API cl_int clCreateSubDevicesEXT(cl_device_id in_device,
                                    const cl_device_partition_property_ext *properties,
                                    cl_uint num_entries, cl_device_id *out_devices,
                                    cl_uint *num_devices) {
  (void)properties;
  (void)num_entries;
  (void)out_devices;
  (void)num_devices;
  if (!obj_valid(in_device, OBJ_DEVICE)) return CL_INVALID_DEVICE;
  return CL_INVALID_OPERATION;
}

CL_API cl_int clRetainDeviceEXT(cl_device_id device) {
  return obj_valid(device, OBJ_DEVICE) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

CL_API cl_int clReleaseDeviceEXT(cl_device_id device) {
  return obj_valid(device, OBJ_DEVICE) ? CL_SUCCESS : CL_INVALID_DEVICE;
}
