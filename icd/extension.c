/* extension.c: the one table of what Shoal offers beyond core OpenCL 3.0:
 * extensions (per device, by predicate on the device) and the OpenCL C
 * features (their entry points by name: ext_function.c). Add an entry only
 * once it works end to end. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "icd.h"

typedef bool (*dev_pred)(cl_device_id dev);

typedef struct ext_def {
  const char *name;
  cl_version version;
  dev_pred supported; /* NULL: every device */
} ext_def;

static bool has_uuid(cl_device_id dev) {
  static const uint8_t zero[16];
  return memcmp(dev->info->device_uuid, zero, 16) != 0;
}

/* VkSubgroupFeatureFlagBits the translator needs in compute shaders. */
enum {
  SG_BASIC = 1, SG_VOTE = 2, SG_ARITHMETIC = 4, SG_BALLOT = 8, SG_SHUFFLE = 16, SG_RELATIVE = 32,
  SG_CLUSTERED = 64,
  /* sub_group_* (Khronos and Intel forms): ids need basic, the exact size of
   * a partial sub-group a ballot, all/any votes, reduce/scan arithmetic, a
   * broadcast with a run-time lane a shuffle. */
  SG_CORE = SG_BASIC | SG_VOTE | SG_ARITHMETIC | SG_BALLOT | SG_SHUFFLE,
};

static bool sg_ops(cl_device_id dev, uint32_t bits) {
  return dev->info->subgroup_compute && dev->info->subgroup_size &&
         (dev->info->subgroup_ops & bits) == bits;
}

bool device_has_subgroups(cl_device_id dev) { return sg_ops(dev, SG_CORE); }

/* The short/char/long forms also need arithmetic on those widths. */
static bool has_sg_short(cl_device_id dev) { return sg_ops(dev, SG_CORE) && dev->info->int16; }
static bool has_sg_char(cl_device_id dev) { return sg_ops(dev, SG_CORE) && dev->info->int8; }
static bool has_sg_long(cl_device_id dev) { return sg_ops(dev, SG_CORE) && dev->info->int64; }
/* The cl_khr_subgroup_* family (docs/translator.md): each where the
 * translator can lower all of it, natively or through its fallbacks
 * (shuffles and ballots stand in for missing relative, clustered and
 * extended-type arithmetic). */
static bool has_sg_ext_types(cl_device_id dev) {
  return device_has_subgroups(dev) && dev->info->int8 && dev->info->int16;
}
static bool has_sg_vote(cl_device_id dev) { return device_has_subgroups(dev); }
static bool has_sg_ballot(cl_device_id dev) { return device_has_subgroups(dev); }
static bool has_sg_arith(cl_device_id dev) {
  return device_has_subgroups(dev) && (dev->info->subgroup_extended_types || sg_ops(dev, SG_SHUFFLE | SG_BALLOT));
}
static bool has_sg_shuffle(cl_device_id dev) { return device_has_subgroups(dev); }
static bool has_sg_clustered(cl_device_id dev) {
  return device_has_subgroups(dev) &&
         ((sg_ops(dev, SG_CLUSTERED) && dev->info->subgroup_extended_types) || sg_ops(dev, SG_SHUFFLE | SG_BALLOT));
}

/* Qualcomm shuffles find inactive source lanes with a ballot. */
static bool has_qcom_shuffle(cl_device_id dev) { return sg_ops(dev, SG_SHUFFLE | SG_BALLOT | SG_BASIC); }
/* "half" and "full" waves: half and all of the largest size offered
 * (compile/qcom_wave_size.c). */
static bool has_qcom_wave_size(cl_device_id dev) {
  unsigned half, full;
  return device_qcom_wave_sizes(dev, &half, &full);
}

/* cl_khr_fp64: everything OpenCL C says of double, as the translator does
 * it: 64-bit floats and integers (its double expansions work on the bits),
 * denormals kept (CL_FP_DENORM is mandatory for double: promised by
 * DenormPreserve, or measured of the driver, runtime's fp64_denormals), rounding to
 * nearest even and IEEE infinities, NaNs and signed zeros declared through
 * float controls (the runtime's sets already obey the device's
 * independence rules), and double sub-group reductions where sub-groups
 * are offered (those need shaderSubgroupExtendedTypes; shuffles move
 * doubles as two words without it). docs/builtins.md, "Double and half". */
static bool has_fp64(cl_device_id dev) {
  const rt_device_info *in = dev->info;
  return in->float64 && in->int64 && in->fp64_denormals && (in->fc_rte_modes & RT_FP64) &&
         (in->fc_szinp_modes & RT_FP64) && (!device_has_subgroups(dev) || in->subgroup_extended_types);
}

/* cl_khr_fp16: half arithmetic, half in buffers (storageBuffer16BitAccess;
 * arguments travel in 32-bit push-constant words, so no
 * storagePushConstant16), 16-bit integers for the bit views of half
 * (__local words, vload_half, as_ushort, sub-group shuffles without
 * extended types), and the minimum half config CL_FP_ROUND_TO_NEAREST |
 * CL_FP_INF_NAN declared through float controls. Half denormals may be
 * flushed: CL_FP_DENORM is reported only where they are kept. */
static bool has_fp16(cl_device_id dev) {
  const rt_device_info *in = dev->info;
  return in->float16 && in->storage16 && in->int16 && (in->fc_rte_modes & RT_FP16) && (in->fc_szinp_modes & RT_FP16);
}

/* 64-bit atomics (docs/translator.md, "Atomics"): native on buffers, and
 * on 64-bit __local words in kernels that have them. */
static bool has_int64_atomics(cl_device_id dev) {
  const rt_device_info *in = dev->info;
  return in->int64 && in->buffer_int64_atomics && in->shared_int64_atomics;
}

/* cl_khr_byte_addressable_store: stores of char, char2, short (and the
 * half bits of vstore_half) to any byte
 * address, without touching the neighbouring bytes another work-item may be
 * storing at the same time. Buffers and program-scope __global variables
 * take real 8/16-bit stores (storageBuffer8/16BitAccess; Vulkan's memory
 * locations are bytes, so neighbours do not race); __local words are
 * changed by an atomic and then an atomic or of the part's bits
 * (translate/memory/mem_words.c); byte-addressed __private words belong to one
 * work-item. char and short arithmetic need shaderInt8 and shaderInt16. */
static bool has_byte_store(cl_device_id dev) {
  const rt_device_info *in = dev->info;
  return in->int8 && in->int16 && in->storage8 && in->storage16;
}

/* cl_khr_integer_dot_product: dot products of char4/uchar4 (8-bit
 * arithmetic and buffer access) and of packed 4 x 8-bit words, as Vulkan's
 * instructions where the device has shaderIntegerDotProduct and as plain
 * arithmetic elsewhere (translate/builtins/lower_int_ext.c). */
static bool has_int_dot(cl_device_id dev) { return dev->info->int8 && dev->info->storage8; }

/* cl_khr_extended_bit_ops: every integer type, so 8-, 16- and 64-bit
 * arithmetic (Vulkan's bit-field instructions take 32-bit integers only;
 * the rest are shifts and masks). */
static bool has_bit_ops(cl_device_id dev) { return dev->info->int8 && dev->info->int16 && dev->info->int64; }

static bool has_pci_bus_info(cl_device_id dev) { return dev->info->pci_bus_info; }

static const ext_def extensions[] = {
  {"cl_khr_byte_addressable_store", CL_MAKE_VERSION(1, 0, 0), has_byte_store},
  {"cl_khr_icd", CL_MAKE_VERSION(1, 0, 0), NULL},
  {"cl_khr_il_program", CL_MAKE_VERSION(1, 0, 0), NULL},
  {"cl_khr_extended_versioning", CL_MAKE_VERSION(1, 0, 0), NULL},
  {"cl_khr_device_uuid", CL_MAKE_VERSION(1, 0, 0), has_uuid},
  {"cl_intel_subgroups", CL_MAKE_VERSION(1, 0, 0), device_has_subgroups},
  {"cl_intel_spirv_subgroups", CL_MAKE_VERSION(1, 0, 0), device_has_subgroups},
  {"cl_intel_subgroups_short", CL_MAKE_VERSION(1, 0, 0), has_sg_short},
  {"cl_intel_subgroups_char", CL_MAKE_VERSION(1, 0, 0), has_sg_char},
  {"cl_intel_subgroups_long", CL_MAKE_VERSION(1, 0, 0), has_sg_long},
  {"cl_intel_required_subgroup_size", CL_MAKE_VERSION(1, 0, 0), device_has_subgroups},
  {"cl_qcom_subgroup_shuffle", CL_MAKE_VERSION(1, 0, 0), has_qcom_shuffle},
  {"cl_qcom_reqd_sub_group_size", CL_MAKE_VERSION(1, 0, 0), has_qcom_wave_size},
  {"cl_khr_subgroup_extended_types", CL_MAKE_VERSION(1, 0, 0), has_sg_ext_types},
  {"cl_khr_subgroup_non_uniform_vote", CL_MAKE_VERSION(1, 0, 0), has_sg_vote},
  {"cl_khr_subgroup_ballot", CL_MAKE_VERSION(1, 0, 0), has_sg_ballot},
  {"cl_khr_subgroup_non_uniform_arithmetic", CL_MAKE_VERSION(1, 0, 0), has_sg_arith},
  {"cl_khr_subgroup_shuffle", CL_MAKE_VERSION(1, 0, 0), has_sg_shuffle},
  {"cl_khr_subgroup_shuffle_relative", CL_MAKE_VERSION(1, 0, 0), has_sg_shuffle},
  {"cl_khr_subgroup_clustered_reduce", CL_MAKE_VERSION(1, 0, 0), has_sg_clustered},
  {"cl_khr_subgroup_rotate", CL_MAKE_VERSION(1, 0, 0), has_sg_shuffle},
  {"cl_khr_fp64", CL_MAKE_VERSION(1, 0, 0), has_fp64},
  {"cl_khr_fp16", CL_MAKE_VERSION(1, 0, 0), has_fp16},
  /* OpenCL C 1.0's atomic extensions, core since 1.1 */
  {"cl_khr_global_int32_base_atomics", CL_MAKE_VERSION(1, 0, 0), NULL},
  {"cl_khr_global_int32_extended_atomics", CL_MAKE_VERSION(1, 0, 0), NULL},
  {"cl_khr_local_int32_base_atomics", CL_MAKE_VERSION(1, 0, 0), NULL},
  {"cl_khr_local_int32_extended_atomics", CL_MAKE_VERSION(1, 0, 0), NULL},
  {"cl_khr_int64_base_atomics", CL_MAKE_VERSION(1, 0, 0), has_int64_atomics},
  {"cl_khr_int64_extended_atomics", CL_MAKE_VERSION(1, 0, 0), has_int64_atomics},
  /* float add/sub/load/store/exchange; not min/max, double or half */
  {"cl_ext_float_atomics", CL_MAKE_VERSION(1, 0, 0), NULL},
  {"cl_khr_3d_image_writes", CL_MAKE_VERSION(1, 0, 0), device_has_3d_image_writes},
  {"cl_khr_image2d_from_buffer", CL_MAKE_VERSION(1, 0, 0), device_has_image2d_from_buffer},
  /* SPV_KHR_no_integer_wrap_decoration: NoSignedWrap / NoUnsignedWrap only
   * promise that no result wraps; the translator drops them (the wrapping
   * result is a correct one), and SPIRV-Tools accepts the extension */
  {"cl_khr_spirv_no_integer_wrap_decoration", CL_MAKE_VERSION(1, 0, 0), NULL},
  {"cl_khr_integer_dot_product", CL_MAKE_VERSION(2, 0, 0), has_int_dot},
  {"cl_khr_extended_bit_ops", CL_MAKE_VERSION(1, 0, 0), has_bit_ops},
  {"cl_khr_pci_bus_info", CL_MAKE_VERSION(1, 0, 0), has_pci_bus_info},
  {"cl_khr_suggested_local_work_size", CL_MAKE_VERSION(1, 0, 0), NULL},
  /* SPV_KHR_expect_assume: OpExpectKHR is its value, OpAssumeTrueKHR
   * nothing (translate/builtins/lower_int_ext.c) */
  {"cl_khr_expect_assume", CL_MAKE_VERSION(1, 0, 0), NULL},
  /* SPV_KHR_linkonce_odr: clLinkProgram keeps one of the definitions
   * with LinkOnceODR linkage that several inputs give (compile/link.cpp) */
  {"cl_khr_spirv_linkonce_odr", CL_MAKE_VERSION(1, 0, 0), NULL},
  {"cl_khr_spirv_queries", CL_MAKE_VERSION(1, 0, 0), NULL},
  /* CL_MEM_IMMUTABLE_EXT: nothing writes such an object after creation
   * (memobj.c's mem_immutable) */
  {"cl_ext_immutable_memory_objects", CL_MAKE_VERSION(1, 0, 0), NULL},
};

static bool has_int64(cl_device_id dev) { return dev->info->int64; }

/* OpenCL C 3.0 optional features (CL_DEVICE_OPENCL_C_FEATURES). */
static const ext_def c_features[] = {
  {"__opencl_c_int64", CL_MAKE_VERSION(3, 0, 0), has_int64},
  {"__opencl_c_subgroups", CL_MAKE_VERSION(3, 0, 0), device_has_subgroups},
  /* built from subgroup operations: the same devices */
  {"__opencl_c_work_group_collective_functions", CL_MAKE_VERSION(3, 0, 0), device_has_subgroups},
  {"__opencl_c_fp64", CL_MAKE_VERSION(3, 0, 0), has_fp64},
  {"__opencl_c_program_scope_global_variables", CL_MAKE_VERSION(3, 0, 0), NULL},
  {"__opencl_c_generic_address_space", CL_MAKE_VERSION(3, 0, 0), NULL},
  /* acquire/release and device scope (CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES);
   * not seq_cst: Vulkan's model has no single total order to give it */
  {"__opencl_c_atomic_order_acq_rel", CL_MAKE_VERSION(3, 0, 0), NULL},
  {"__opencl_c_atomic_scope_device", CL_MAKE_VERSION(3, 0, 0), NULL},
  {"__opencl_c_ext_fp32_global_atomic_add", CL_MAKE_VERSION(3, 0, 0), NULL},
  {"__opencl_c_ext_fp32_local_atomic_add", CL_MAKE_VERSION(3, 0, 0), NULL},
  {"__opencl_c_ext_fp32_global_atomic_load_store", CL_MAKE_VERSION(3, 0, 0), NULL},
  {"__opencl_c_ext_fp32_local_atomic_load_store", CL_MAKE_VERSION(3, 0, 0), NULL},
  {"__opencl_c_images", CL_MAKE_VERSION(3, 0, 0), device_has_images},
  {"__opencl_c_3d_image_writes", CL_MAKE_VERSION(3, 0, 0), device_has_3d_image_writes},
  {"__opencl_c_read_write_images", CL_MAKE_VERSION(3, 0, 0), device_has_read_write_images},
  {"__opencl_c_integer_dot_product_input_4x8bit", CL_MAKE_VERSION(3, 0, 0), has_int_dot},
  {"__opencl_c_integer_dot_product_input_4x8bit_packed", CL_MAKE_VERSION(3, 0, 0), has_int_dot},
};

size_t device_subgroup_sizes(cl_device_id dev, size_t out[DEVICE_MAX_SG_SIZES]) {
  if (!device_has_subgroups(dev)) return 0;
  /* the translator's rule (native and virtual sizes), so that what is
   * listed is exactly what a kernel may require */
  tr_target t;
  target_from_device(dev, &t);
  uint32_t sizes[DEVICE_MAX_SG_SIZES];
  uint32_t n = tr_subgroup_sizes(&t, sizes, DEVICE_MAX_SG_SIZES);
  for (uint32_t i = 0; i < n; i++) out[i] = sizes[i];
  return n;
}

bool device_qcom_wave_sizes(cl_device_id dev, unsigned *half, unsigned *full) {
  size_t sizes[DEVICE_MAX_SG_SIZES];
  size_t n = device_subgroup_sizes(dev, sizes); /* ascending */
  *half = *full = 0;
  if (n >= 2 && sizes[n - 2] * 2 == sizes[n - 1]) {
    *half = (unsigned)sizes[n - 2];
    *full = (unsigned)sizes[n - 1];
  }
  return *full != 0;
}

static bool offered(const ext_def *e, cl_device_id dev) { return !e->supported || e->supported(dev); }

/* Fills a space-separated string and a cl_name_version array from the
 * entries of `defs` that `dev` offers (dev NULL: those all `devs` offer). */
static void build_lists(const ext_def *defs, size_t n, cl_device_id *devs, cl_uint ndevs,
                        char **str, cl_name_version **vers, size_t *nvers) {
  size_t len = 1;
  for (size_t i = 0; i < n; i++) len += strlen(defs[i].name) + 1;
  char *s = calloc(1, len);
  cl_name_version *v = calloc(n ? n : 1, sizeof *v);
  size_t count = 0;
  if (s && v) {
    for (size_t i = 0; i < n; i++) {
      bool all = true;
      for (cl_uint d = 0; d < ndevs; d++) all = all && offered(&defs[i], devs[d]);
      if (!all) continue;
      if (count) strcat(s, " ");
      strcat(s, defs[i].name);
      v[count].version = defs[i].version;
      snprintf(v[count].name, sizeof v[count].name, "%s", defs[i].name);
      count++;
    }
  }
  *str = s;
  *vers = v;
  *nvers = s && v ? count : 0;
}

void ext_init_device(cl_device_id dev) {
  build_lists(extensions, ARRAY_LEN(extensions), &dev, 1, &dev->extensions, &dev->ext_versions,
              &dev->next_versions);
  build_lists(c_features, ARRAY_LEN(c_features), &dev, 1, &dev->c_features_str, &dev->c_features,
              &dev->nc_features);
}

void ext_init_platform(cl_platform_id p) {
  build_lists(extensions, ARRAY_LEN(extensions), p->devices, p->ndevices, &p->extensions,
              &p->ext_versions, &p->next_versions);
}

static bool list_has(const cl_name_version *v, size_t n, const char *name) {
  for (size_t i = 0; i < n; i++)
    if (!strcmp(v[i].name, name)) return true;
  return false;
}

bool device_has_ext(cl_device_id dev, const char *name) {
  return list_has(dev->ext_versions, dev->next_versions, name);
}

bool platform_offers_ext(cl_platform_id p, const char *name) {
  bool ok = list_has(p->ext_versions, p->next_versions, name);
  for (cl_uint d = 0; !ok && d < p->ndevices; d++) ok = device_has_ext(p->devices[d], name);
  return ok;
}
