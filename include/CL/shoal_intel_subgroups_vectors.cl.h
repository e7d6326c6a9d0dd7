/* shoal_intel_subgroups_vectors.cl.h: OpenCL C declarations of the Intel
 * shuffles (intel_sub_group_shuffle, _down, _up, _xor) of half and double
 * vectors. cl_intel_subgroups lists vectors for float, int and uint but
 * the scalar alone for half and double, and clang 15's opencl-c.h follows
 * it; Intel's own compiler takes the vectors too, and kernels written for
 * it use them (CLBlast's HGEMM shuffles half4 on Intel GPUs). Each
 * component is shuffled as the scalar would be. Include it after the
 * default header; Shoal's front end includes it wherever the device has
 * cl_intel_subgroups. It leaves cl_khr_fp16 and cl_khr_fp64 enabled, as
 * clang 15's opencl-c.h itself does (disabling them would undo a kernel's
 * own pragma before the include). */
#ifndef SHOAL_INTEL_SUBGROUPS_VECTORS_CL_H
#define SHOAL_INTEL_SUBGROUPS_VECTORS_CL_H

#if defined(cl_intel_subgroups)
#define SHOAL_SG_SHUFFLES_V(T)                                                              \
  T __attribute__((overloadable, convergent)) intel_sub_group_shuffle(T, uint);             \
  T __attribute__((overloadable, convergent)) intel_sub_group_shuffle_down(T, T, uint);     \
  T __attribute__((overloadable, convergent)) intel_sub_group_shuffle_up(T, T, uint);       \
  T __attribute__((overloadable, convergent)) intel_sub_group_shuffle_xor(T, uint);

#if defined(cl_khr_fp16)
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
SHOAL_SG_SHUFFLES_V(half2)
SHOAL_SG_SHUFFLES_V(half3)
SHOAL_SG_SHUFFLES_V(half4)
SHOAL_SG_SHUFFLES_V(half8)
SHOAL_SG_SHUFFLES_V(half16)
#endif

#if defined(cl_khr_fp64)
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
SHOAL_SG_SHUFFLES_V(double2)
SHOAL_SG_SHUFFLES_V(double3)
SHOAL_SG_SHUFFLES_V(double4)
SHOAL_SG_SHUFFLES_V(double8)
SHOAL_SG_SHUFFLES_V(double16)
#endif

#undef SHOAL_SG_SHUFFLES_V
#endif

#endif
