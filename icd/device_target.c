/* device_target.c: the device as the translator sees it (tr_target),
 * from the runtime's Vulkan-derived device info and the test hooks that
 * change it. Builds translate for it, and the sub-group sizes a device
 * lists (extension.c) follow the translator's rule for it. */
#include <stdlib.h>
#include <string.h>

#include "icd.h"

void target_from_device(cl_device_id dev, tr_target *t) {
  const rt_device_info *in = dev->info;
  memset(t, 0, sizeof *t);
  t->spirv_version = in->max_spirv_version ? in->max_spirv_version : 0x00010300;
  uint32_t major = in->api_version >> 22 & 0x7f, minor = in->api_version >> 12 & 0x3ff;
  t->vulkan_version = major > 1 || minor >= 3 ? 13 : minor == 2 ? 12 : 11;
  t->int8 = in->int8;
  t->int16 = in->int16;
  t->int64 = in->int64;
  t->float16 = in->float16;
  t->float64 = in->float64;
  t->subgroup_extended_types = in->subgroup_extended_types;
  t->storage8 = in->storage8;
  t->storage16 = in->storage16;
  t->buffer_int64_atomics = in->buffer_int64_atomics;
  t->shared_int64_atomics = in->shared_int64_atomics;
  t->float32_atomic_add = in->float32_atomic_add;
  /* The test hook SHOAL_INTEGER_DOT_PRODUCT=0 makes dot products plain
   * arithmetic on any device, so lavapipe's CI runs both forms. */
  const char *idp = getenv("SHOAL_INTEGER_DOT_PRODUCT");
  t->integer_dot_product = in->integer_dot_product && !(idp && !strcmp(idp, "0"));
  t->vulkan_memory_model = in->vulkan_memory_model;
  t->maximal_reconvergence = in->maximal_reconvergence;
  t->subgroup_uniform_control_flow = in->subgroup_uniform_control_flow;
  t->subgroup_size = in->subgroup_size;
  t->min_subgroup_size = in->min_subgroup_size;
  t->max_subgroup_size = in->max_subgroup_size;
  t->subgroup_ops = in->subgroup_ops;
  t->subgroup_size_control = in->subgroup_size_control;
  t->max_push_constants = in->max_push_constants;
  t->max_shared_memory = in->max_shared_memory;
  t->max_workgroup_invocations = in->max_workgroup_invocations;
  t->float_controls = in->float_controls;
  t->denorm_preserve = in->fc_denorm_preserve_modes;
  t->denorm_flush = in->fc_denorm_flush_modes;
  t->fp32_denormals = in->fp32_denormals;
  t->rounding_rte = in->fc_rte_modes;
  t->signed_zero_inf_nan = in->fc_szinp_modes;
  t->storage_read_without_format = in->storage_read_without_format;
  t->storage_write_without_format = in->storage_write_without_format;
  t->max_sampled_images = in->max_sampled_images;
  t->max_storage_images = in->max_storage_images;
  t->max_image_resources = in->max_stage_resources;
  t->loop_exits_via_header = in->loses_loop_exit_values;
  t->atomics_seq_cst = in->atomics_seq_cst;
  t->double_rounding_exact = in->double_rounding_wrong;
  /* GPUs shift 64-bit integers as pairs of 32-bit halves; the test hook
   * SHOAL_SPLIT_ROTATE64=1 (or 0) decides for any device, so lavapipe's CI
   * runs the GPUs' form too. */
  const char *split = getenv("SHOAL_SPLIT_ROTATE64");
  t->split_rotate64 = split && *split ? strcmp(split, "0") != 0 : in->type == RT_DEVICE_GPU;
  /* The test hook SHOAL_CPU_DEVICE=0 (or 1) gives any device the code
   * shapes of the other kind, so lavapipe's CI runs the GPUs' too. */
  const char *cpu = getenv("SHOAL_CPU_DEVICE");
  t->cpu_device = cpu && *cpu ? strcmp(cpu, "0") != 0 : in->type == RT_DEVICE_CPU;
  /* SHOAL_VALIDATE=1 runs spirv-val on every translator output. */
  const char *v = getenv("SHOAL_VALIDATE");
  t->validate = v && *v && strcmp(v, "0") != 0;
}
