// Kernels of the API tests (tests/api/test_kernel.c): launch geometry,
// argument passing and buffer addressing, checked on the host.

// Everything a work-item knows of the NDRange, 32 words per work-item,
// at its linear position within the range.
kernel void ids(global uint *out) {
  size_t lin = 0;
  for (int d = (int)get_work_dim() - 1; d >= 0; d--)
    lin = lin * get_global_size(d) + (get_global_id(d) - get_global_offset(d));
  global uint *o = out + lin * 32;
  for (uint d = 0; d < 3; d++) {
    o[0 + d] = (uint)get_global_id(d);
    o[3 + d] = (uint)get_local_id(d);
    o[6 + d] = (uint)get_group_id(d);
    o[9 + d] = (uint)get_local_size(d);
    o[12 + d] = (uint)get_enqueued_local_size(d);
    o[15 + d] = (uint)get_global_size(d);
    o[18 + d] = (uint)get_num_groups(d);
    o[21 + d] = (uint)get_global_offset(d);
  }
  o[24] = get_work_dim();
  o[25] = (uint)get_global_linear_id();
  o[26] = (uint)get_local_linear_id();
}

kernel void vadd(global const float *a, global const float *b, global float *c, float scale) {
  size_t i = get_global_id(0);
  c[i] = (a[i] + b[i]) * scale;
}

typedef struct pod_s {
  int a;
  float b;
  long c;
  char d;
} pod_s;

kernel void pods(global long *out, char c, short s, int i, long l, float f, int4 v, ulong u, pod_s st,
                 uchar uc) {
  out[0] = c;
  out[1] = s;
  out[2] = i;
  out[3] = l;
  out[4] = (long)(f * 1000.0f);
  out[5] = v.x;
  out[6] = v.y;
  out[7] = v.z;
  out[8] = v.w;
  out[9] = (long)u;
  out[10] = st.a;
  out[11] = (long)(st.b * 1000.0f);
  out[12] = st.c;
  out[13] = st.d;
  out[14] = uc;
}

// Sums each work-group's inputs through __local memory.
kernel void local_sum(global const uint *in, global uint *out, local uint *tmp) {
  size_t l = get_local_id(0);
  tmp[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    uint s = 0;
    for (size_t k = 0; k < get_local_size(0); k++) s += tmp[k];
    out[get_group_id(0)] = s;
  }
}

__attribute__((reqd_work_group_size(8, 2, 1))) kernel void reqd(global uint *out) {
  out[get_global_linear_id()] = (uint)(get_local_size(0) * 100 + get_local_size(1));
}

kernel void null_arg(global uint *maybe, global uint *out) {
  out[0] = maybe == 0 ? 1u : 2u;
}

kernel void add_one(global uint *p) {
  p[get_global_id(0)] += 1u;
}
