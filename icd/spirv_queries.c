/* spirv_queries.c: cl_khr_spirv_queries, the SPIR-V a device takes
 * (CL_DEVICE_SPIRV_EXTENDED_INSTRUCTION_SETS_KHR, _EXTENSIONS_KHR,
 * _CAPABILITIES_KHR): what the translator accepts for this device, which
 * follows the extensions and features it offers (extension.c). A
 * capability is listed where the translator takes modules declaring it
 * and lowers what it enables. */
#include <spirv/unified1/spirv.h>

#include "icd.h"

#define SHOAL_DEVICE_SPIRV_EXTENDED_INSTRUCTION_SETS_KHR 0x12B9
#define SHOAL_DEVICE_SPIRV_EXTENSIONS_KHR 0x12BA
#define SHOAL_DEVICE_SPIRV_CAPABILITIES_KHR 0x12BB

/* SPIR-V extensions and the OpenCL extension (NULL: always) that brings
 * each; the strings are static, as the query returns their addresses. */
static const struct {
  const char *spv, *ext;
} spv_exts[] = {
  {"SPV_KHR_no_integer_wrap_decoration", "cl_khr_spirv_no_integer_wrap_decoration"},
  {"SPV_KHR_expect_assume", "cl_khr_expect_assume"},
  {"SPV_KHR_linkonce_odr", "cl_khr_spirv_linkonce_odr"},
  {"SPV_KHR_bit_instructions", "cl_khr_extended_bit_ops"},
  {"SPV_KHR_integer_dot_product", "cl_khr_integer_dot_product"},
  {"SPV_KHR_subgroup_rotate", "cl_khr_subgroup_rotate"},
  {"SPV_INTEL_subgroups", "cl_intel_spirv_subgroups"},
  {"SPV_EXT_shader_atomic_float_add", "cl_ext_float_atomics"},
};

static size_t capabilities(cl_device_id dev, cl_uint *out) {
  const rt_device_info *in = dev->info;
  size_t n = 0;
#define CAP(cond, c) \
  if (cond) out[n++] = SpvCapability##c
  CAP(true, Addresses);
  CAP(true, Kernel);
  CAP(true, Linkage);
  CAP(true, Vector16);
  CAP(true, Float16Buffer);
  CAP(true, GenericPointer);
  CAP(in->int8, Int8);
  CAP(in->int16, Int16);
  CAP(in->int64, Int64);
  CAP(device_has_ext(dev, "cl_khr_fp16"), Float16);
  CAP(device_has_ext(dev, "cl_khr_fp64"), Float64);
  CAP(device_has_ext(dev, "cl_khr_int64_base_atomics"), Int64Atomics);
  /* SPIR-V 1.6's decoration, which the translator ignores */
  CAP(true, UniformDecoration);
  bool images = device_has_images(dev);
  CAP(images, ImageBasic);
  CAP(images, Image1D);
  CAP(images, ImageBuffer);
  CAP(images, LiteralSampler);
  CAP(images, Sampled1D);
  CAP(images, SampledBuffer);
  CAP(device_has_read_write_images(dev), ImageReadWrite);
  /* Khronos sub-group operations (OpGroup*) and SubgroupsPerWorkgroup */
  bool sg = device_has_subgroups(dev);
  CAP(sg, Groups);
  CAP(sg, SubgroupDispatch);
  CAP(device_has_ext(dev, "cl_khr_subgroup_non_uniform_vote"), GroupNonUniform);
  CAP(device_has_ext(dev, "cl_khr_subgroup_non_uniform_vote"), GroupNonUniformVote);
  CAP(device_has_ext(dev, "cl_khr_subgroup_ballot"), GroupNonUniformBallot);
  CAP(device_has_ext(dev, "cl_khr_subgroup_non_uniform_arithmetic"), GroupNonUniformArithmetic);
  CAP(device_has_ext(dev, "cl_khr_subgroup_clustered_reduce"), GroupNonUniformClustered);
  CAP(device_has_ext(dev, "cl_khr_subgroup_shuffle"), GroupNonUniformShuffle);
  CAP(device_has_ext(dev, "cl_khr_subgroup_shuffle_relative"), GroupNonUniformShuffleRelative);
  CAP(device_has_ext(dev, "cl_khr_subgroup_rotate"), GroupNonUniformRotateKHR);
  bool intel = device_has_ext(dev, "cl_intel_spirv_subgroups");
  CAP(intel, SubgroupShuffleINTEL);
  CAP(intel, SubgroupBufferBlockIOINTEL);
  CAP(intel && images, SubgroupImageBlockIOINTEL);
  CAP(device_has_ext(dev, "cl_ext_float_atomics"), AtomicFloat32AddEXT);
  bool dot = device_has_ext(dev, "cl_khr_integer_dot_product");
  CAP(dot, DotProduct);
  CAP(dot, DotProductInput4x8Bit);
  CAP(dot, DotProductInput4x8BitPacked);
  CAP(device_has_ext(dev, "cl_khr_extended_bit_ops"), BitInstructions);
  CAP(device_has_ext(dev, "cl_khr_expect_assume"), ExpectAssumeKHR);
#undef CAP
  return n;
}

bool device_spirv_query(cl_device_id dev, cl_device_info param, size_t param_value_size, void *param_value,
                        size_t *param_value_size_ret, cl_int *err) {
  switch (param) {
  case SHOAL_DEVICE_SPIRV_EXTENDED_INSTRUCTION_SETS_KHR: {
    static const char *const sets[] = {"OpenCL.std"};
    *err = INFO_ARR(sets, sizeof sets);
    return true;
  }
  case SHOAL_DEVICE_SPIRV_EXTENSIONS_KHR: {
    const char *list[ARRAY_LEN(spv_exts)];
    size_t n = 0;
    for (size_t i = 0; i < ARRAY_LEN(spv_exts); i++)
      if (device_has_ext(dev, spv_exts[i].ext)) list[n++] = spv_exts[i].spv;
    *err = INFO_ARR(n ? list : NULL, n * sizeof *list);
    return true;
  }
  case SHOAL_DEVICE_SPIRV_CAPABILITIES_KHR: {
    cl_uint caps[64];
    size_t n = capabilities(dev, caps);
    *err = INFO_ARR(caps, n * sizeof *caps);
    return true;
  }
  default: return false;
  }
}
