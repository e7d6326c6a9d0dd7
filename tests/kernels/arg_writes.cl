// arg_writes.cl: kernels whose pointer arguments are only read, and kernels
// that write through (or let escape) a pointer argument in each way OpenCL C
// allows: the translator's answer (tr_arg.writes, translate/kernel/arg_writes_analysis.c)
// lets a buffer stay valid on several devices of a context.

// Loads through derived pointers (a loop phi, a select, vload, an integer
// round trip): `in` and `tab` are only read.
kernel void reads_only(global const float *in, global const float *tab, global float *out, int n) {
  size_t i = get_global_id(0);
  global const float *p = in + i;
  float s = 0.0f;
  for (int k = 0; k < n; k++, p += 4) s += *p;
  global const float *q = (i & 1) ? in : tab;
  s += vload4(0, q + i).y;
  s += *(global const float *)((ulong)tab + 4 * (i & 3));
  out[i] = s;
}

// The argument has no const: the proof does not need it.
kernel void reads_unqualified(global float *in, global float *out) {
  size_t i = get_global_id(0);
  out[i] = in[i] * 2.0f;
}

kernel void writes_atomic(global int *counter, global const int *in) {
  atomic_add(counter, in[get_global_id(0)]);
}

kernel void writes_vstore(global float *out, global const float *in) {
  size_t i = get_global_id(0);
  vstore4(vload4(i, in), i, out);
}

// sincos writes its cosine through the pointer operand.
kernel void writes_builtin_output(global float *out, global const float *in) {
  size_t i = get_global_id(0);
  out[i] = sincos(in[i], out + get_global_size(0) + i);
}

// The pointer itself is stored into memory: anyone could write through it
// later, so it counts as written.
kernel void writes_escape(global float *in, global ulong *where) {
  where[get_global_id(0)] = (ulong)(in + get_global_id(0));
}

// A write through an address computed from the argument as an integer.
kernel void writes_through_integer(global float *a, global const float *b) {
  size_t i = get_global_id(0);
  ulong addr = (ulong)a + 4 * i;
  *(global float *)addr = b[i];
}

kernel void writes_async_copy(global float *dst, global const float *src, local float *tmp) {
  event_t e = async_work_group_copy(tmp, src, 64, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(dst, tmp, 64, 0);
  wait_group_events(1, &e);
}
