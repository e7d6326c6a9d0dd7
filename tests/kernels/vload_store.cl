// vload_store.cl: vloadn/vstoren (OpenCL C 6.15.8) for n = 2, 3, 4, 8, 16
// and every scalar type, from __global and __constant memory at offsets
// that are only element-aligned, and through __local memory (a __local
// argument and static __local arrays of other types). vstore3 writes
// exactly three elements.

#define VLS(T)                                                                              \
  kernel void vls_##T(global const T *in, constant T *cin, global T *out, uint off) {       \
    size_t i = get_global_id(0), n = get_global_size(0);                                    \
    size_t r = 16 * n + 16; /* elements per output region */                                \
    vstore2(vload2(i, in + off), i, out + off);                                             \
    vstore3(vload3(i, in + off), i, out + r + off);                                         \
    vstore4(vload4(i, cin + off), i, out + 2 * r + off);                                    \
    vstore8(vload8(i, in + off), i, out + 3 * r + off);                                     \
    vstore16(vload16(i, cin + off), i, out + 4 * r + off);                                  \
    vstore3(vload4(i, in + off).wzy, i, out + 5 * r + off);                                 \
  }

VLS(char)
VLS(uchar)
VLS(short)
VLS(ushort)
VLS(int)
VLS(uint)
VLS(long)
VLS(ulong)
VLS(float)

// __local: every work-item stores its vectors, then reads those of the
// mirror work-item (ls - 1 - li) after a barrier. Groups of 64.
kernel void vls_local(global const int *in, global int *out, local int *l) {
  size_t i = get_global_id(0), n = get_global_size(0);
  size_t li = get_local_id(0), ls = get_local_size(0);
  local short s[2 * 64 + 2];
  local long q[3 * 64 + 1];
  local uchar c[8 * 64 + 3];
  vstore4(vload4(i, in + 1), li, l);
  vstore2(convert_short2(vload2(i, in)), li, s + 1);
  vstore3(convert_long3(vload3(i, in)), li, q + 1);
  vstore8(as_uchar8(vload2(i, in)), li, c + 3);
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t r = ls - 1 - li;
  vstore4(vload4(r, l), i, out);
  vstore2(convert_int2(vload2(r, s + 1)), i, out + 4 * n);
  vstore3(convert_int3(vload3(r, q + 1)), i, out + 6 * n);
  vstore2(as_int2(vload8(r, c + 3)), i, out + 9 * n);
}
