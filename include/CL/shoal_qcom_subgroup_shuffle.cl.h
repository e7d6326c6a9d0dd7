/* shoal_qcom_subgroup_shuffle.cl.h: OpenCL C declarations of the
 * cl_qcom_subgroup_shuffle built-ins (Qualcomm's extension, version 6), so
 * kernels written for Adreno GPUs compile with clang for Shoal:
 *
 *   clang -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 \
 *     -finclude-default-header -include CL/shoal_qcom_subgroup_shuffle.cl.h ...
 *
 * Shoal's translator recognises the calls by name and parameter types (the
 * width may also be passed as an integer). */
#ifndef SHOAL_QCOM_SUBGROUP_SHUFFLE_CL_H
#define SHOAL_QCOM_SUBGROUP_SHUFFLE_CL_H

#define cl_qcom_subgroup_shuffle 1

typedef enum qcom_sub_group_shuffle_width_modes_t {
  CLK_SUB_GROUP_SHUFFLE_WIDTH_WAVE_SIZE_QCOM = 0, /* the whole sub-group */
  CLK_SUB_GROUP_SHUFFLE_WIDTH_W4_QCOM = 1,        /* groups of 4 work-items */
  CLK_SUB_GROUP_SHUFFLE_WIDTH_W8_QCOM = 2,        /* groups of 8 work-items */
} qcom_sub_group_shuffle_width_modes_t;

#define SHOAL_QCOM_SHUFFLE_DECL(T)                                                              \
  T __attribute__((overloadable)) qcom_sub_group_shuffle_up(T, uint, qcom_sub_group_shuffle_width_modes_t, T);          \
  T __attribute__((overloadable)) qcom_sub_group_shuffle_down(T, uint, qcom_sub_group_shuffle_width_modes_t, T);        \
  T __attribute__((overloadable)) qcom_sub_group_shuffle_rotate_up(T, uint, qcom_sub_group_shuffle_width_modes_t, T);   \
  T __attribute__((overloadable)) qcom_sub_group_shuffle_rotate_down(T, uint, qcom_sub_group_shuffle_width_modes_t, T); \
  T __attribute__((overloadable)) qcom_sub_group_shuffle_xor(T, uint, qcom_sub_group_shuffle_width_modes_t, T);

SHOAL_QCOM_SHUFFLE_DECL(uchar)
SHOAL_QCOM_SHUFFLE_DECL(char)
SHOAL_QCOM_SHUFFLE_DECL(ushort)
SHOAL_QCOM_SHUFFLE_DECL(short)
SHOAL_QCOM_SHUFFLE_DECL(uint)
SHOAL_QCOM_SHUFFLE_DECL(int)
SHOAL_QCOM_SHUFFLE_DECL(ulong)
SHOAL_QCOM_SHUFFLE_DECL(long)
SHOAL_QCOM_SHUFFLE_DECL(float)
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
SHOAL_QCOM_SHUFFLE_DECL(half)
#endif

#undef SHOAL_QCOM_SHUFFLE_DECL

/* As on Qualcomm's compiler, default_value takes the type of source_value
 * (the specification's examples pass an int literal for a uint source) and
 * the width may be an integer. The parenthesized name calls the function. */
#define SHOAL_QCOM_ARGS(v, o, w, d) (v), (o), (qcom_sub_group_shuffle_width_modes_t)(w), (__typeof__(v))(d)
#define qcom_sub_group_shuffle_up(v, o, w, d) (qcom_sub_group_shuffle_up)(SHOAL_QCOM_ARGS(v, o, w, d))
#define qcom_sub_group_shuffle_down(v, o, w, d) (qcom_sub_group_shuffle_down)(SHOAL_QCOM_ARGS(v, o, w, d))
#define qcom_sub_group_shuffle_rotate_up(v, o, w, d) (qcom_sub_group_shuffle_rotate_up)(SHOAL_QCOM_ARGS(v, o, w, d))
#define qcom_sub_group_shuffle_rotate_down(v, o, w, d) (qcom_sub_group_shuffle_rotate_down)(SHOAL_QCOM_ARGS(v, o, w, d))
#define qcom_sub_group_shuffle_xor(v, o, w, d) (qcom_sub_group_shuffle_xor)(SHOAL_QCOM_ARGS(v, o, w, d))
#endif
