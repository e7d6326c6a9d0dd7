// local.cl: __local memory: static __local arrays of several types
// (sub-word elements written by neighbouring work-items at the same time),
// __local pointer arguments sized at enqueue time, barriers, a tree
// reduction, a scan with a barrier inside a loop, a 2D tile transpose.

// Sum of each work-group's values by a tree in a __local argument.
kernel void local_reduce(global const int *in, global int *out, local int *scratch) {
  size_t li = get_local_id(0), ls = get_local_size(0);
  scratch[li] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = ls / 2; s > 0; s >>= 1) {
    if (li < s) scratch[li] += scratch[li + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (li == 0) out[get_group_id(0)] = scratch[0];
}

// The same with a static array, for floats, and min/max alongside.
kernel void local_reduce_static(global const float *in, global float *out) {
  local float sum[64];
  local float mx[64];
  size_t li = get_local_id(0);
  float v = in[get_global_id(0)];
  sum[li] = v;
  mx[li] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = 32; s > 0; s >>= 1) {
    if (li < s) {
      sum[li] += sum[li + s];
      mx[li] = mx[li + s] > mx[li] ? mx[li + s] : mx[li];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (li == 0) {
    out[2 * get_group_id(0)] = sum[0];
    out[2 * get_group_id(0) + 1] = mx[0];
  }
}

typedef struct {
  short s;
  char c;
  float f;
} item_t;

// Every work-item writes its slot of each array; then reads the slot of
// the work-item `shift` places further (mod the group size).
kernel void local_types(global const int *in, global int *out, uint shift) {
  local char c[64];
  local uchar uc[64 + 3];
  local short s[64];
  local long l[64];
  local float4 f4[64];
  local item_t it[64];
  size_t li = get_local_id(0), ls = get_local_size(0), i = get_global_id(0);
  int x = in[i];
  c[li] = (char)x;
  uc[li + 3] = (uchar)(x >> 8);
  s[li] = (short)(x >> 4);
  l[li] = (long)x * 0x10001;
  f4[li] = (float4)((float)(x >> 8), (float)-x, 0.5f, (float)li); // x >> 8: exact in a float
  it[li].s = (short)x;
  it[li].c = (char)(x >> 16);
  it[li].f = (float)(x & 0xffff);
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t r = (li + shift) % ls;
  global int *o = out + i * 10;
  o[0] = c[r];
  o[1] = uc[r + 3];
  o[2] = s[r];
  o[3] = (int)(l[r] >> 8);
  o[4] = (int)f4[r].x;
  o[5] = (int)f4[r].w;
  o[6] = it[r].s;
  o[7] = it[r].c;
  o[8] = (int)it[r].f;
  o[9] = (int)(l[r] >> 40);
}

// Two __local arguments of different types next to a static array.
kernel void local_args(global const short *in, global long *out, local short *a, local long *b) {
  local int st[16];
  size_t li = get_local_id(0), ls = get_local_size(0), i = get_global_id(0);
  a[li] = in[i];
  b[li] = (long)in[i] << 33;
  if (li < 16) st[li] = (int)li * 3;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = a[ls - 1 - li] + b[(li + 1) % ls] + st[li % 16];
}

// Inclusive prefix sums (Hillis-Steele) with barriers inside a loop.
kernel void local_scan(global const uint *in, global uint *out, local uint *buf) {
  size_t li = get_local_id(0), ls = get_local_size(0), i = get_global_id(0);
  buf[li] = in[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t d = 1; d < ls; d <<= 1) {
    uint v = li >= d ? buf[li - d] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    buf[li] += v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[i] = buf[li];
}

// 2D: transpose through an 8x9 tile (padded).
kernel void local_transpose(global const float *in, global float *out, uint w, uint h) {
  local float tile[8][9];
  size_t lx = get_local_id(0), ly = get_local_id(1);
  size_t gx = get_global_id(0), gy = get_global_id(1);
  tile[ly][lx] = in[gy * w + gx];
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t ox = get_group_id(1) * 8 + lx, oy = get_group_id(0) * 8 + ly;
  out[oy * h + ox] = tile[lx][ly];
}

// async_work_group_strided_copy in and out of __local memory, by a 2D
// work-group (the copy is shared by flattened local id), n elements a
// group, not a multiple of the group's size; the local copy is doubled
// plus one between; events kept in an array and waited on together.
// dst gets the strided copy back, dst2 the contiguous one.
kernel void async_strided(global const int *src, global int *dst, global int *dst2, local int *lb, uint n,
                          uint stride) {
  size_t g = get_group_id(0) + get_group_id(1) * get_num_groups(0);
  event_t e = async_work_group_strided_copy(lb, src + g * n * stride, n, stride, 0);
  wait_group_events(1, &e);
  size_t lsize = get_local_size(0) * get_local_size(1);
  for (size_t i = get_local_linear_id(); i < n; i += lsize) lb[i] = lb[i] * 2 + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t ev[2];
  ev[0] = async_work_group_strided_copy(dst + g * n * stride, lb, n, stride, 0);
  ev[1] = async_work_group_copy(dst2 + g * n, lb, n, ev[0]);
  wait_group_events(2, ev);
}

// uchar3 through __local memory and back: n elements a group, each
// moved as a uchar4 (padding included, OpenCL C 6.15.11).
kernel void async_vec3(global const uchar3 *src, global uchar3 *dst, local uchar3 *lb, uint n) {
  size_t g = get_group_id(0);
  event_t e = async_work_group_copy(lb, src + g * n, n, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy(dst + g * n, lb, n, 0);
  wait_group_events(1, &e);
}

// Kernel-scope __local structs, packed and not, with vector members: the
// front end gives such variables an undefined initializer (OpUndef, or a
// composite of OpUndef members for a struct), which is no initializer.
// Work-item 0 fills them; after a barrier every work-item reads them back
// and reports the members' offsets and the vector's alignment.
typedef struct __attribute__((packed)) {
  char c;
  int4 v;
  short s;
} local_packed_t;

typedef struct {
  char c;
  float4 v;
  short s;
} local_aligned_t;

kernel void local_struct(global const int *in, global int *out) {
  local local_packed_t p;
  local local_aligned_t a;
  if (get_local_id(0) == 0) {
    p.c = (char)in[0];
    p.v = vload4(0, in + 1);
    p.s = (short)in[5];
    a.c = (char)in[6];
    a.v = convert_float4(vload4(0, in + 7));
    a.s = (short)in[11];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  global int *o = out + get_global_id(0) * 16;
  o[0] = p.c;
  vstore4(p.v, 0, o + 1);
  o[5] = p.s;
  o[6] = a.c;
  vstore4(convert_int4(a.v), 0, o + 7);
  o[11] = a.s;
  o[12] = (int)((local uchar *)&p.v - (local uchar *)&p);
  o[13] = (int)((local uchar *)&p.s - (local uchar *)&p);
  o[14] = (int)((local uchar *)&a.v - (local uchar *)&a);
  o[15] = (int)((size_t)(local uchar *)&a.v % 16);
}
