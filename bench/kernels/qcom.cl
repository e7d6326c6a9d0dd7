// qcom.cl: the five-tap FIR in the Adreno form (cl_qcom_subgroup_shuffle):
// x[i + t] from the lane t to the right, or from memory at the sub-group's
// right edge through the default value.
// The declarations come from include/CL/shoal_qcom_subgroup_shuffle.cl.h:
// -include at build time for SPIR-V, implicit in Shoal's source builds.

kernel void fir5_qcom(global const float *x, global float *y, constant float *w) {
  const size_t i = get_global_id(0);
  const uint lane = get_sub_group_local_id(), size = get_sub_group_size();
  const float v = x[i];
  float acc = w[0] * v;
  for (uint t = 1; t < 5; t++) {
    const float edge = lane + t >= size ? x[i + t] : 0.0f;
    acc = mad(w[t], qcom_sub_group_shuffle_down(v, t, CLK_SUB_GROUP_SHUFFLE_WIDTH_WAVE_SIZE_QCOM, edge), acc);
  }
  y[i] = acc;
}
