// half.cl: vload_half/vload_halfn/vloada_halfn and vstore_half(n)/
// vstorea_halfn with the default and the four explicit rounding modes
// (OpenCL C 6.15.9), without the cl_khr_fp16 extension: halves only as
// storage. vloada/vstorea of 3 components step by 4 halves.

kernel void vload_halves(global const half *h, global float *o) {
  size_t i = get_global_id(0), n = get_global_size(0);
  o[i] = vload_half(i, h);
  vstore2(vload_half2(i, h), i, o + n);
  vstore3(vload_half3(i, h), i, o + 3 * n);
  vstore4(vload_half4(i, h), i, o + 6 * n);
  vstore8(vload_half8(i, h), i, o + 10 * n);
  vstore16(vload_half16(i, h), i, o + 18 * n);
  vstore3(vloada_half3(i, h), i, o + 34 * n);
  vstore4(vloada_half4(i, h), i, o + 37 * n);
  vstore2(vloada_half2(i, h), i, o + 41 * n);
  vstore8(vloada_half8(i, h), i, o + 43 * n);
  vstore16(vloada_half16(i, h), i, o + 51 * n);
}

kernel void vstore_halves(global const float *f, global half *h) {
  size_t i = get_global_id(0), n = get_global_size(0);
  float x = f[i];
  vstore_half(x, i, h);
  vstore_half_rte(x, i, h + n);
  vstore_half_rtz(x, i, h + 2 * n);
  vstore_half_rtp(x, i, h + 3 * n);
  vstore_half_rtn(x, i, h + 4 * n);
}

kernel void vstore_halfn(global const float *f, global half *h) {
  size_t i = get_global_id(0), n = get_global_size(0);
  vstore_half4(vload4(i, f), i, h);
  vstore_half3_rtz(vload3(i, f), i, h + 4 * n);
  vstore_half8_rtp(vload8(i, f), i, h + 7 * n);
  vstore_half16_rtn(vload16(i, f), i, h + 15 * n);
  vstore_half2_rte(vload2(i, f), i, h + 31 * n);
  vstorea_half3(vload3(i, f), i, h + 33 * n);
  vstorea_half4_rtz(vload4(i, f), i, h + 37 * n);
  vstorea_half2_rtp(vload2(i, f), i, h + 41 * n);
  vstorea_half8_rtn(vload8(i, f), i, h + 43 * n);
  vstorea_half16(vload16(i, f), i, h + 51 * n);
}
