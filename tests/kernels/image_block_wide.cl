// image_block_wide.cl: Intel image block writes in kernels that require
// sub-groups of 16, 32 and 64 lanes, for test_image_block.c: wider than
// lavapipe's 8-lane subgroups (and 64 than NVIDIA's 32), so a texel's bytes
// can come from lanes of another Vulkan subgroup (docs/subgroups.md).
#include "CL/shoal_intel_subgroups_ext.cl.h" /* clang 15 lacks the _char and _long forms */
#define WIDE_WRITES(S)                                                                           \
  __attribute__((intel_reqd_sub_group_size(S)))                                                  \
  kernel void bw_wide_ui1_##S(write_only image2d_t img, int bx, int by, global const uint *in) {  \
    intel_sub_group_block_write(img, (int2)(bx, by), in[get_sub_group_local_id()]);              \
  }                                                                                              \
  __attribute__((intel_reqd_sub_group_size(S)))                                                  \
  kernel void bw_wide_uc2_##S(write_only image2d_t img, int bx, int by, global const uchar *in) { \
    uint l = get_sub_group_local_id();                                                           \
    intel_sub_group_block_write_uc2(img, (int2)(bx, by), (uchar2)(in[l * 2], in[l * 2 + 1]));    \
  }

WIDE_WRITES(16)
WIDE_WRITES(32)
WIDE_WRITES(64)
