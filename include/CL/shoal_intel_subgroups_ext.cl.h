/* shoal_intel_subgroups_ext.cl.h: OpenCL C declarations of the Intel
 * sub-group built-ins that clang 15's opencl-c.h lacks:
 * cl_intel_subgroups_char (8-bit broadcast, reductions, scans, shuffles and
 * block reads/writes on buffers and images) and cl_intel_subgroups_long
 * (64-bit block reads and writes on buffers and images). Include it after the default header; Shoal's translator matches
 * the calls by name and parameter types. */
#ifndef SHOAL_INTEL_SUBGROUPS_EXT_CL_H
#define SHOAL_INTEL_SUBGROUPS_EXT_CL_H

#define cl_intel_subgroups_char 1
#define cl_intel_subgroups_long 1
#define SHOAL_OVL __attribute__((overloadable))

#define SHOAL_SG_COLLECTIVES(T)                                                       \
  T SHOAL_OVL intel_sub_group_broadcast(T, uint);                                    \
  T SHOAL_OVL intel_sub_group_reduce_add(T);                                         \
  T SHOAL_OVL intel_sub_group_reduce_min(T);                                         \
  T SHOAL_OVL intel_sub_group_reduce_max(T);                                         \
  T SHOAL_OVL intel_sub_group_scan_exclusive_add(T);                                 \
  T SHOAL_OVL intel_sub_group_scan_exclusive_min(T);                                 \
  T SHOAL_OVL intel_sub_group_scan_exclusive_max(T);                                 \
  T SHOAL_OVL intel_sub_group_scan_inclusive_add(T);                                 \
  T SHOAL_OVL intel_sub_group_scan_inclusive_min(T);                                 \
  T SHOAL_OVL intel_sub_group_scan_inclusive_max(T);

#define SHOAL_SG_SHUFFLES(T)                                                          \
  T SHOAL_OVL intel_sub_group_shuffle(T, uint);                                      \
  T SHOAL_OVL intel_sub_group_shuffle_down(T, T, uint);                              \
  T SHOAL_OVL intel_sub_group_shuffle_up(T, T, uint);                                \
  T SHOAL_OVL intel_sub_group_shuffle_xor(T, uint);

SHOAL_SG_COLLECTIVES(char)
SHOAL_SG_COLLECTIVES(uchar)
SHOAL_SG_SHUFFLES(char)
SHOAL_SG_SHUFFLES(char2)
SHOAL_SG_SHUFFLES(char3)
SHOAL_SG_SHUFFLES(char4)
SHOAL_SG_SHUFFLES(char8)
SHOAL_SG_SHUFFLES(char16)
SHOAL_SG_SHUFFLES(uchar)
SHOAL_SG_SHUFFLES(uchar2)
SHOAL_SG_SHUFFLES(uchar3)
SHOAL_SG_SHUFFLES(uchar4)
SHOAL_SG_SHUFFLES(uchar8)
SHOAL_SG_SHUFFLES(uchar16)

uchar SHOAL_OVL intel_sub_group_block_read_uc(const __global uchar *);
uchar2 SHOAL_OVL intel_sub_group_block_read_uc2(const __global uchar *);
uchar4 SHOAL_OVL intel_sub_group_block_read_uc4(const __global uchar *);
uchar8 SHOAL_OVL intel_sub_group_block_read_uc8(const __global uchar *);
uchar16 SHOAL_OVL intel_sub_group_block_read_uc16(const __global uchar *);
void SHOAL_OVL intel_sub_group_block_write_uc(__global uchar *, uchar);
void SHOAL_OVL intel_sub_group_block_write_uc2(__global uchar *, uchar2);
void SHOAL_OVL intel_sub_group_block_write_uc4(__global uchar *, uchar4);
void SHOAL_OVL intel_sub_group_block_write_uc8(__global uchar *, uchar8);
void SHOAL_OVL intel_sub_group_block_write_uc16(__global uchar *, uchar16);

ulong SHOAL_OVL intel_sub_group_block_read_ul(const __global ulong *);
ulong2 SHOAL_OVL intel_sub_group_block_read_ul2(const __global ulong *);
ulong4 SHOAL_OVL intel_sub_group_block_read_ul4(const __global ulong *);
ulong8 SHOAL_OVL intel_sub_group_block_read_ul8(const __global ulong *);
void SHOAL_OVL intel_sub_group_block_write_ul(__global ulong *, ulong);
void SHOAL_OVL intel_sub_group_block_write_ul2(__global ulong *, ulong2);
void SHOAL_OVL intel_sub_group_block_write_ul4(__global ulong *, ulong4);
void SHOAL_OVL intel_sub_group_block_write_ul8(__global ulong *, ulong8);

/* Image forms (cl_intel_subgroups_char and _long on image2d_t), and the
 * write_only forms of intel_sub_group_block_write_ui*, which clang 15's
 * opencl-c.h declares for read_only images by mistake; read_write forms
 * where the language has read_write images. */
#if defined(__opencl_c_images) || __OPENCL_C_VERSION__ < 300
#define SHOAL_IMAGE_BLOCK(S, T, A)                                                   \
  T SHOAL_OVL intel_sub_group_block_read_##S(A image2d_t, int2);                     \
  T##2 SHOAL_OVL intel_sub_group_block_read_##S##2(A image2d_t, int2);               \
  T##4 SHOAL_OVL intel_sub_group_block_read_##S##4(A image2d_t, int2);               \
  T##8 SHOAL_OVL intel_sub_group_block_read_##S##8(A image2d_t, int2);
#define SHOAL_IMAGE_BLOCK_WRITE(S, T, A)                                             \
  void SHOAL_OVL intel_sub_group_block_write_##S(A image2d_t, int2, T);              \
  void SHOAL_OVL intel_sub_group_block_write_##S##2(A image2d_t, int2, T##2);        \
  void SHOAL_OVL intel_sub_group_block_write_##S##4(A image2d_t, int2, T##4);        \
  void SHOAL_OVL intel_sub_group_block_write_##S##8(A image2d_t, int2, T##8);

SHOAL_IMAGE_BLOCK(uc, uchar, read_only)
SHOAL_IMAGE_BLOCK(ul, ulong, read_only)
SHOAL_IMAGE_BLOCK_WRITE(uc, uchar, write_only)
SHOAL_IMAGE_BLOCK_WRITE(ul, ulong, write_only)
SHOAL_IMAGE_BLOCK_WRITE(ui, uint, write_only)
#if defined(__opencl_c_read_write_images) || __OPENCL_C_VERSION__ == 200
SHOAL_IMAGE_BLOCK(uc, uchar, read_write)
SHOAL_IMAGE_BLOCK(ul, ulong, read_write)
SHOAL_IMAGE_BLOCK_WRITE(uc, uchar, read_write)
SHOAL_IMAGE_BLOCK_WRITE(ul, ulong, read_write)
#endif
#endif

#undef SHOAL_IMAGE_BLOCK
#undef SHOAL_IMAGE_BLOCK_WRITE
#undef SHOAL_SG_COLLECTIVES
#undef SHOAL_SG_SHUFFLES
#undef SHOAL_OVL
#endif
