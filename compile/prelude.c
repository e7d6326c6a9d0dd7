/* prelude.c: makes what a kernel sees match what the device reports.
 * clang 15 and its opencl-c.h define extension and feature macros for
 * every extension a SPIR target could have; Shoal enables in clang only
 * the device's (-cl-ext), and a prelude included after opencl-c.h removes
 * the macros the device does not report, defines those clang does not know,
 * and declares the Qualcomm and Intel built-ins clang lacks where the
 * device advertises them (docs/compiler.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend.h"
#include "shoal_compile.h"

/* Headers from include/CL, embedded at build time (embed.cmake). */
extern const char shoal_qcom_header[];
extern const char shoal_intel_ext_header[];
extern const char shoal_intel_vectors_header[];

/* Every extension and feature macro clang 15 or its opencl-c.h may define
 * for a SPIR target (clang-15 -E -dM with each -cl-std). */
static const char *const clang_macros[] = {
  "cl_amd_media_ops", "cl_amd_media_ops2", "cl_arm_integer_dot_product_accumulate_int16",
  "cl_arm_integer_dot_product_accumulate_int8", "cl_arm_integer_dot_product_accumulate_saturate_int8",
  "cl_arm_integer_dot_product_int8", "cl_clang_storage_class_specifiers", "cl_ext_float_atomics",
  "cl_intel_device_side_avc_motion_estimation", "cl_intel_subgroups", "cl_intel_subgroups_short",
  "cl_khr_3d_image_writes", "cl_khr_byte_addressable_store", "cl_khr_depth_images",
  "cl_khr_extended_bit_ops", "cl_khr_fp16", "cl_khr_fp64", "cl_khr_gl_msaa_sharing",
  "cl_khr_global_int32_base_atomics", "cl_khr_global_int32_extended_atomics",
  "cl_khr_int64_base_atomics", "cl_khr_int64_extended_atomics", "cl_khr_integer_dot_product",
  "cl_khr_local_int32_base_atomics", "cl_khr_local_int32_extended_atomics", "cl_khr_mipmap_image",
  "cl_khr_mipmap_image_writes", "cl_khr_srgb_image_writes", "cl_khr_subgroup_ballot",
  "cl_khr_subgroup_clustered_reduce", "cl_khr_subgroup_extended_types",
  "cl_khr_subgroup_non_uniform_arithmetic", "cl_khr_subgroup_non_uniform_vote",
  "cl_khr_subgroup_rotate", "cl_khr_subgroup_shuffle", "cl_khr_subgroup_shuffle_relative",
  "cl_khr_subgroups",
  "__opencl_c_3d_image_writes", "__opencl_c_atomic_order_acq_rel", "__opencl_c_atomic_order_seq_cst",
  "__opencl_c_atomic_scope_all_devices", "__opencl_c_atomic_scope_device",
  "__opencl_c_device_enqueue", "__opencl_c_ext_fp16_global_atomic_add",
  "__opencl_c_ext_fp16_global_atomic_load_store", "__opencl_c_ext_fp16_global_atomic_min_max",
  "__opencl_c_ext_fp16_local_atomic_add", "__opencl_c_ext_fp16_local_atomic_load_store",
  "__opencl_c_ext_fp16_local_atomic_min_max", "__opencl_c_ext_fp32_global_atomic_add",
  "__opencl_c_ext_fp32_global_atomic_min_max", "__opencl_c_ext_fp32_local_atomic_add",
  "__opencl_c_ext_fp32_local_atomic_min_max", "__opencl_c_ext_fp64_global_atomic_add",
  "__opencl_c_ext_fp64_global_atomic_min_max", "__opencl_c_ext_fp64_local_atomic_add",
  "__opencl_c_ext_fp64_local_atomic_min_max", "__opencl_c_fp64", "__opencl_c_generic_address_space",
  "__opencl_c_images", "__opencl_c_int64", "__opencl_c_integer_dot_product_input_4x8bit",
  "__opencl_c_integer_dot_product_input_4x8bit_packed", "__opencl_c_pipes",
  "__opencl_c_program_scope_global_variables", "__opencl_c_read_write_images", "__opencl_c_subgroups",
  "__opencl_c_work_group_collective_functions",
};

/* Extensions and features clang 15 takes in -cl-ext (they change what
 * Sema accepts, e.g. double needs cl_khr_fp64). */
static const char *const clang_options[] = {
  "cl_khr_fp16", "cl_khr_fp64", "cl_khr_3d_image_writes", "cl_khr_byte_addressable_store",
  "cl_khr_depth_images", "cl_khr_global_int32_base_atomics", "cl_khr_global_int32_extended_atomics",
  "cl_khr_int64_base_atomics", "cl_khr_int64_extended_atomics", "cl_khr_local_int32_base_atomics",
  "cl_khr_local_int32_extended_atomics", "cl_khr_mipmap_image", "cl_khr_mipmap_image_writes",
  "cl_khr_srgb_image_writes", "cl_khr_subgroups", "cl_intel_subgroups", "cl_intel_subgroups_short",
  "cl_ext_float_atomics",
  "__opencl_c_3d_image_writes", "__opencl_c_atomic_order_acq_rel", "__opencl_c_atomic_order_seq_cst",
  "__opencl_c_atomic_scope_device", "__opencl_c_atomic_scope_all_devices", "__opencl_c_device_enqueue",
  "__opencl_c_fp64", "__opencl_c_generic_address_space", "__opencl_c_images", "__opencl_c_int64",
  "__opencl_c_pipes", "__opencl_c_program_scope_global_variables", "__opencl_c_read_write_images",
  "__opencl_c_subgroups", "__opencl_c_work_group_collective_functions",
};

/* Whether the space-separated list holds `name` as a whole word. */
static bool list_has(const char *list, const char *name) {
  size_t n = strlen(name);
  for (const char *p = list ? strstr(list, name) : NULL; p; p = strstr(p + 1, name))
    if ((p == list || p[-1] == ' ') && (p[n] == ' ' || !p[n])) return true;
  return false;
}

static bool device_has(const cc_device *dev, const char *name) {
  return list_has(dev->extensions, name) || list_has(dev->features, name);
}

static void put(fe_text *b, const char *text) { fe_text_put(b, text, strlen(text)); }

static void put_define(fe_text *b, const char *name) {
  put(b, "#ifndef ");
  put(b, name);
  put(b, "\n#define ");
  put(b, name);
  put(b, " 1\n#endif\n");
}

/* Calls fn for each word of a space-separated list. */
static void each_word(const char *list, fe_text *b, void (*fn)(fe_text *, const char *)) {
  char name[128];
  for (const char *p = list ? list : ""; *p;) {
    while (*p == ' ') p++;
    size_t n = strcspn(p, " ");
    if (n && n < sizeof name) {
      memcpy(name, p, n);
      name[n] = 0;
      fn(b, name);
    }
    p += n;
  }
}

/* Intel image block IO on image2d_t (cl_intel_subgroups: uint and _ui;
 * cl_intel_subgroups_short: _us). clang 15's opencl-c.h declares them
 * only under __opencl_c_images, which it defines for OpenCL C 2.0 and 3.0
 * alone, so under -cl-std=CL1.2 (OpenCV's gemm_image) every call was "too
 * many arguments". They belong to the extensions, not to a language
 * version: declared here for the versions clang skips. */
static const char image_block_decls[] =
  "#if !defined(__opencl_c_images)\n"
  "#define SHOAL_IB(S, T)                                                                \\\n"
  "  T __attribute__((overloadable, convergent)) intel_sub_group_block_read##S(read_only image2d_t, int2); \\\n"
  "  T##2 __attribute__((overloadable, convergent)) intel_sub_group_block_read##S##2(read_only image2d_t, int2); \\\n"
  "  T##4 __attribute__((overloadable, convergent)) intel_sub_group_block_read##S##4(read_only image2d_t, int2); \\\n"
  "  T##8 __attribute__((overloadable, convergent)) intel_sub_group_block_read##S##8(read_only image2d_t, int2); \\\n"
  "  void __attribute__((overloadable, convergent)) intel_sub_group_block_write##S(write_only image2d_t, int2, T); \\\n"
  "  void __attribute__((overloadable, convergent)) intel_sub_group_block_write##S##2(write_only image2d_t, int2, T##2); \\\n"
  "  void __attribute__((overloadable, convergent)) intel_sub_group_block_write##S##4(write_only image2d_t, int2, T##4); \\\n"
  "  void __attribute__((overloadable, convergent)) intel_sub_group_block_write##S##8(write_only image2d_t, int2, T##8);\n"
  "#if defined(cl_intel_subgroups)\n"
  "SHOAL_IB(, uint)\n"
  "SHOAL_IB(_ui, uint)\n"
  "#endif\n"
  "#if defined(cl_intel_subgroups_short)\n"
  "SHOAL_IB(_us, ushort)\n"
  "#endif\n"
  "#undef SHOAL_IB\n"
  "#endif\n";

char *cc_prelude(const cc_device *dev, unsigned cl_std) {
  fe_text b = {malloc(4096), 0, 4096};
  if (!b.s) return NULL;
  b.s[0] = 0;
  put(&b, "/* Shoal: the device's macros and declarations. */\n");
  if (!dev->image_support) put(&b, "#undef __IMAGE_SUPPORT__\n");
  each_word(dev->extensions, &b, put_define);
  /* Feature macros are OpenCL C 3.0's. */
  if (cl_std >= 300) each_word(dev->features, &b, put_define);
  if (list_has(dev->extensions, "cl_qcom_subgroup_shuffle")) put(&b, shoal_qcom_header);
  if (list_has(dev->extensions, "cl_intel_subgroups_char") || list_has(dev->extensions, "cl_intel_subgroups_long"))
    put(&b, shoal_intel_ext_header);
  if (dev->image_support) put(&b, image_block_decls);
  if (list_has(dev->extensions, "cl_intel_subgroups")) put(&b, shoal_intel_vectors_header);
  /* Last, so the embedded headers' own definitions go too. */
  static const char *const own[] = {"cl_intel_subgroups_char", "cl_intel_subgroups_long", "cl_qcom_subgroup_shuffle"};
  for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
    if (!device_has(dev, own[i])) {
      put(&b, "#undef ");
      put(&b, own[i]);
      put(&b, "\n");
    }
  for (size_t i = 0; i < sizeof clang_macros / sizeof clang_macros[0]; i++) {
    const char *m = clang_macros[i];
    bool keep = list_has(dev->extensions, m) || (cl_std >= 300 && list_has(dev->features, m));
    if (!keep) {
      put(&b, "#undef ");
      put(&b, m);
      put(&b, "\n");
    }
  }
  return b.s;
}

char *cc_clang_extensions(const cc_device *dev, unsigned cl_std) {
  fe_text b = {malloc(1024), 0, 1024};
  if (!b.s) return NULL;
  b.s[0] = 0;
  put(&b, "-cl-ext=-all");
  for (size_t i = 0; i < sizeof clang_options / sizeof clang_options[0]; i++) {
    const char *o = clang_options[i];
    /* clang 15's opencl-c.h declares image built-ins (read_write ones
     * too) in OpenCL C 3.0 whatever the device, and fails to parse unless
     * Sema accepts image types; their macros are removed by the prelude. */
    bool header_needs = cl_std >= 300 && (!strcmp(o, "__opencl_c_images") || !strcmp(o, "__opencl_c_read_write_images"));
    if (device_has(dev, o) || header_needs) {
      put(&b, ",+");
      put(&b, o);
    }
  }
  return b.s;
}
