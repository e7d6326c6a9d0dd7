// qcom_shuffles.cl: kernels written for Adreno GPUs with
// cl_qcom_subgroup_shuffle, compiled with Shoal's declarations of it.
#include "CL/shoal_qcom_subgroup_shuffle.cl.h"

// A 3-point smoothing stencil y[i] = (x[i-1] + 2 x[i] + x[i+1]) / 4, zero
// outside [0, n). Neighbours come from the adjacent lanes; the lanes at a
// sub-group's edges pass the value from memory as the default, which the
// shuffle returns where the source lane is outside the sub-group.
kernel void qcom_stencil3(global const float *x, global float *y, uint n) {
  const uint i = get_global_id(0);
  const uint lane = get_sub_group_local_id(), size = get_sub_group_size();
  const float v = i < n ? x[i] : 0.0f;
  const float left_edge = lane == 0 && i > 0 && i <= n ? x[i - 1] : 0.0f;
  const float right_edge = lane == size - 1 && i + 1 < n ? x[i + 1] : 0.0f;
  const float l = qcom_sub_group_shuffle_up(v, 1, CLK_SUB_GROUP_SHUFFLE_WIDTH_WAVE_SIZE_QCOM, left_edge);
  const float r = qcom_sub_group_shuffle_down(v, 1, CLK_SUB_GROUP_SHUFFLE_WIDTH_WAVE_SIZE_QCOM, right_edge);
  if (i < n) y[i] = 0.25f * (l + 2.0f * v + r);
}

// Per cluster of four lanes (a 2x2 pixel quad): the cluster's sum through a
// W4 xor butterfly; per cluster of eight: the values rotated down by 3.
// The sub-group size is a multiple of 8 and so is the work size.
kernel void qcom_clusters(global const uint *x, global uint *quad_sum, global uint *rot8) {
  const uint i = get_global_id(0);
  const uint v = x[i];
  uint s = v + qcom_sub_group_shuffle_xor(v, 1, CLK_SUB_GROUP_SHUFFLE_WIDTH_W4_QCOM, 0);
  s += qcom_sub_group_shuffle_xor(s, 2, CLK_SUB_GROUP_SHUFFLE_WIDTH_W4_QCOM, 0);
  quad_sum[i] = s;
  rot8[i] = qcom_sub_group_shuffle_rotate_down(v, 3, CLK_SUB_GROUP_SHUFFLE_WIDTH_W8_QCOM, 0);
}
