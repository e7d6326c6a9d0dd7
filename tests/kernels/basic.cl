// basic.cl: straight-line kernels of the foundation: vector add, saxpy,
// ids in 2D and 3D with global offsets, arguments of every kind.
kernel void vadd(global const float *a, global const float *b, global float *c, uint n) {
  size_t i = get_global_id(0);
  if (i < n) c[i] = a[i] + b[i];
}

kernel void saxpy(global float *y, global const float *x, float a) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + y[i];
}

// Every id query, packed per work-item: 16 uints.
kernel void ids(global uint *out) {
  size_t gx = get_global_id(0), gy = get_global_id(1), gz = get_global_id(2);
  size_t lin = ((gz - get_global_offset(2)) * get_global_size(1) + (gy - get_global_offset(1))) * get_global_size(0) + (gx - get_global_offset(0));
  global uint *o = out + lin * 16;
  o[0] = gx; o[1] = gy; o[2] = gz;
  o[3] = get_local_id(0); o[4] = get_local_id(1); o[5] = get_local_id(2);
  o[6] = get_group_id(0); o[7] = get_group_id(1); o[8] = get_group_id(2);
  o[9] = get_local_size(0) | (get_local_size(1) << 10) | (get_local_size(2) << 20);
  o[10] = get_num_groups(0) | (get_num_groups(1) << 10) | (get_num_groups(2) << 20);
  o[11] = get_work_dim();
  o[12] = get_global_linear_id();
  o[13] = get_local_linear_id();
  o[14] = get_enqueued_local_size(0) | (get_enqueued_local_size(1) << 10) | (get_enqueued_local_size(2) << 20);
  o[15] = get_global_offset(0) + get_global_offset(1) * 1000 + get_global_offset(2) * 1000000;
}

// The work-item functions at dimensions outside 0..2, constant (4) and
// run-time (d): out[16 * gid ...] = ids and offsets (0), then sizes and
// counts (1), for each form.
kernel void ids_out_of_range(global uint *out, uint d) {
  global uint *o = out + get_global_id(0) * 16;
  o[0] = get_global_id(4); o[1] = get_local_id(4); o[2] = get_group_id(4); o[3] = get_global_offset(4);
  o[4] = get_global_size(4); o[5] = get_local_size(4); o[6] = get_enqueued_local_size(4); o[7] = get_num_groups(4);
  o[8] = get_global_id(d); o[9] = get_local_id(d); o[10] = get_group_id(d); o[11] = get_global_offset(d);
  o[12] = get_global_size(d); o[13] = get_local_size(d); o[14] = get_enqueued_local_size(d); o[15] = get_num_groups(d);
}

typedef struct {
  float scale;
  int bias;
  float4 v;
  char tag;
  double d;
} params_t;

kernel void by_value(global float4 *out, params_t p, short s, uchar c, long l, ulong u, double d) {
  size_t i = get_global_id(0);
  float4 x = p.v * p.scale + (float)p.bias + (float)p.tag;
  out[i] = x + (float4)((float)s, (float)c, (float)l, (float)(u >> 40)) + (float4)((float)(d + p.d));
}

// More arguments than fit in 128 bytes of push constants: the rest go
// through the argument buffer.
kernel void many_args(global int *out, int a0, int a1, int a2, int a3, int a4, int a5, int a6,
                      int a7, int a8, int a9, long b0, long b1, long b2, long b3, long b4,
                      long b5, long b6, long b7, int4 v0, int4 v1, global const int *in) {
  size_t i = get_global_id(0);
  long s = a0 + 2 * a1 + 3 * a2 + 4 * a3 + 5 * a4 + 6 * a5 + 7 * a6 + 8 * a7 + 9 * a8 + 10 * a9;
  s += b0 - b1 + b2 - b3 + b4 - b5 + b6 - b7;
  s += v0.x + v0.y * 2 + v0.z * 3 + v0.w * 4 + v1.x * 5 + v1.y * 6 + v1.z * 7 + v1.w * 8;
  out[i] = (int)s + in[i];
}

kernel void copy_uint4(global const uint4 *in, global uint4 *out) {
  size_t i = get_global_id(0);
  out[i] = in[i];
}
