// subgroups_shuffle.cl: Intel shuffles (per-lane indices and deltas, every
// vector width), Intel buffer block reads and writes, and the Qualcomm
// shuffles with constant and run-time offsets and widths.
#include <CL/shoal_intel_subgroups_ext.cl.h>
#include <CL/shoal_qcom_subgroup_shuffle.cl.h>

#define IDS(o)                                                                     \
  do {                                                                             \
    size_t gl_ = get_global_linear_id();                                           \
    global uint *o_ = (o) + gl_ * 8;                                               \
    o_[0] = get_sub_group_local_id();                                              \
    o_[1] = get_sub_group_id();                                                    \
    o_[2] = get_sub_group_size();                                                  \
    o_[3] = get_max_sub_group_size();                                              \
    o_[4] = get_num_sub_groups();                                                  \
    o_[5] = get_enqueued_num_sub_groups();                                         \
    o_[6] = get_local_linear_id();                                                 \
    o_[7] = (get_group_id(2) * get_num_groups(1) + get_group_id(1)) * get_num_groups(0) + get_group_id(0); \
  } while (0)

// Each work-item picks its own index and delta from `sel` (within range).
kernel void intel_shuffles(global uint *ids, global const uint *sel, global const float *inf,
                           global float *outf, global const uint4 *in4, global uint4 *out4,
                           global const float8 *in8, global float8 *out8, global const long *inl,
                           global long *outl, global const ushort16 *in16, global ushort16 *out16) {
  IDS(ids);
  size_t g = get_global_linear_id();
  uint lid = get_sub_group_local_id(), max = get_max_sub_group_size();
  uint idx = sel[g] % max;          // any lane
  uint delta = sel[g] % (max + 1);  // 0 .. max
  float f = inf[g];
  outf[g * 5 + 0] = intel_sub_group_shuffle(f, idx);
  outf[g * 5 + 1] = intel_sub_group_shuffle_down(f, f + 1000.0f, delta);
  outf[g * 5 + 2] = intel_sub_group_shuffle_up(f - 1000.0f, f, delta);
  outf[g * 5 + 3] = intel_sub_group_shuffle_xor(f, idx);
  outf[g * 5 + 4] = intel_sub_group_shuffle_down(f, f, 1u);
  out4[g] = intel_sub_group_shuffle_down(in4[g], in4[g] + (uint4)(100), delta);
  out8[g] = intel_sub_group_shuffle_up(in8[g] * 2.0f, in8[g], delta);
  outl[g * 2 + 0] = intel_sub_group_shuffle(inl[g], idx);
  outl[g * 2 + 1] = intel_sub_group_shuffle_xor(inl[g], 1u);
  out16[g] = intel_sub_group_shuffle(in16[g], (lid + 1u) % max);
}

// p[lid + k * max] for k < n, on uint, ushort, uchar and ulong data.
kernel void intel_block_io(global uint *ids, global const uint *in, global uint *out,
                           global const ushort *ins, global ushort *outs, global const uchar *inc,
                           global uchar *outc, global const ulong *inl, global ulong *outl) {
  IDS(ids);
  // each sub-group handles a block of 8 * max elements of every buffer
  uint max = get_max_sub_group_size();
  size_t block = (get_global_linear_id() - get_sub_group_local_id()) / max * 8 * max;
  uint v1 = intel_sub_group_block_read(in + block);
  uint2 v2 = intel_sub_group_block_read2(in + block + max);
  uint4 v4 = intel_sub_group_block_read4(in + block + 3 * max);
  intel_sub_group_block_write(out + block, v1 + 1u);
  intel_sub_group_block_write2(out + block + max, v2 + 2u);
  intel_sub_group_block_write4(out + block + 3 * max, v4 + 4u);
  uint8 v8 = intel_sub_group_block_read8(in + block);
  intel_sub_group_block_write8(out + 8 * get_global_size(0) + block, v8 ^ (uint8)(0x5a5a5a5a));
  ushort8 s8 = intel_sub_group_block_read_us8(ins + block);
  intel_sub_group_block_write_us8(outs + block, s8 + (ushort8)(3));
  uchar4 c4 = intel_sub_group_block_read_uc4(inc + block);
  intel_sub_group_block_write_uc4(outc + block, c4 * (uchar4)(3));
  ulong2 l2 = intel_sub_group_block_read_ul2(inl + block);
  intel_sub_group_block_write_ul2(outl + block, l2 + (ulong2)(1, 2));
}

// All five Qualcomm operations, three widths given as constants, one given
// at run time, and an offset given at run time.
kernel void qcom_shuffles(global uint *ids, global const uint *in, global uint *out, uint off,
                          uint width, global const float *inf, global float *outf,
                          global const uchar *inc, global uchar *outc) {
  IDS(ids);
  size_t g = get_global_linear_id();
  uint x = in[g];
  global uint *o = out + g * 16;
  o[0] = qcom_sub_group_shuffle_up(x, 1u, CLK_SUB_GROUP_SHUFFLE_WIDTH_W4_QCOM, 0xdefau);
  o[1] = qcom_sub_group_shuffle_down(x, 3u, CLK_SUB_GROUP_SHUFFLE_WIDTH_W8_QCOM, 0xdefbu);
  o[2] = qcom_sub_group_shuffle_rotate_up(x, 2u, CLK_SUB_GROUP_SHUFFLE_WIDTH_W4_QCOM, 0xdefcu);
  o[3] = qcom_sub_group_shuffle_rotate_down(x, 5u, CLK_SUB_GROUP_SHUFFLE_WIDTH_W8_QCOM, 0xdefdu);
  o[4] = qcom_sub_group_shuffle_xor(x, 3u, CLK_SUB_GROUP_SHUFFLE_WIDTH_W4_QCOM, 0xdefeu);
  o[5] = qcom_sub_group_shuffle_up(x, off, CLK_SUB_GROUP_SHUFFLE_WIDTH_WAVE_SIZE_QCOM, x);
  o[6] = qcom_sub_group_shuffle_down(x, off, CLK_SUB_GROUP_SHUFFLE_WIDTH_WAVE_SIZE_QCOM, 0u);
  o[7] = qcom_sub_group_shuffle_rotate_up(x, off, CLK_SUB_GROUP_SHUFFLE_WIDTH_WAVE_SIZE_QCOM, 1u);
  o[8] = qcom_sub_group_shuffle_rotate_down(x, off, CLK_SUB_GROUP_SHUFFLE_WIDTH_WAVE_SIZE_QCOM, 2u);
  o[9] = qcom_sub_group_shuffle_xor(x, off, CLK_SUB_GROUP_SHUFFLE_WIDTH_WAVE_SIZE_QCOM, 3u);
  qcom_sub_group_shuffle_width_modes_t w = (qcom_sub_group_shuffle_width_modes_t)width;
  o[10] = qcom_sub_group_shuffle_up(x, off % 4u, w, 4u);
  o[11] = qcom_sub_group_shuffle_down(x, off % 4u, w, 5u);
  o[12] = qcom_sub_group_shuffle_rotate_up(x, off % 4u, w, 6u);
  o[13] = qcom_sub_group_shuffle_rotate_down(x, off % 4u, w, 7u);
  o[14] = qcom_sub_group_shuffle_xor(x, off % 4u, w, 8u);
  o[15] = qcom_sub_group_shuffle_xor(x, 7u, CLK_SUB_GROUP_SHUFFLE_WIDTH_W8_QCOM, 9u);
  outf[g] = qcom_sub_group_shuffle_rotate_up(inf[g], 1u, CLK_SUB_GROUP_SHUFFLE_WIDTH_W8_QCOM, -1.0f);
  outc[g] = qcom_sub_group_shuffle_down(inc[g], 1u, CLK_SUB_GROUP_SHUFFLE_WIDTH_W4_QCOM, (uchar)0x11);
}

// The worked examples of cl_qcom_subgroup_shuffle, each on buf1D of a
// work-item's own value, exactly as the specification writes them.
kernel void qcom_examples(global uint *buf1D, uint offset, uint which) {
  uint i = get_global_id(0);
  switch (which) {
  case 0: buf1D[i] = qcom_sub_group_shuffle_up(buf1D[i], offset, CLK_SUB_GROUP_SHUFFLE_WIDTH_W4_QCOM, buf1D[i]); break;
  case 1: buf1D[i] = qcom_sub_group_shuffle_down(buf1D[i], offset, CLK_SUB_GROUP_SHUFFLE_WIDTH_W4_QCOM, 0x11); break;
  case 2: buf1D[i] = qcom_sub_group_shuffle_rotate_up(buf1D[i], offset, CLK_SUB_GROUP_SHUFFLE_WIDTH_W4_QCOM, buf1D[i]); break;
  case 3: buf1D[i] = qcom_sub_group_shuffle_rotate_down(buf1D[i], offset, CLK_SUB_GROUP_SHUFFLE_WIDTH_W4_QCOM, 0x22); break;
  default: buf1D[i] = qcom_sub_group_shuffle_xor(buf1D[i], offset, CLK_SUB_GROUP_SHUFFLE_WIDTH_W4_QCOM, 0x33); break;
  }
}
