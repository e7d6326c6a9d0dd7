// workgroup.cl: work-group cooperation through memory. A tiled matrix
// multiply with __local tiles; a struct-of-arrays update next to the
// array-of-structs one; exchanges through __global memory ordered by
// barrier(CLK_GLOBAL_MEM_FENCE) and work_group_barrier with each scope;
// kernels sized against the device's __local memory.

#define TILE 16

// C = A (M x K) * B (K x N), row-major; M, N, K multiples of TILE.
kernel void matmul_tiled(global const float *A, global const float *B, global float *C, uint M, uint N, uint K) {
  local float As[TILE][TILE + 1]; // padded: no bank conflicts on columns
  local float Bs[TILE][TILE];
  uint lx = get_local_id(0), ly = get_local_id(1);
  uint col = get_global_id(0), row = get_global_id(1);
  float acc = 0.0f;
  for (uint t = 0; t < K; t += TILE) {
    As[ly][lx] = A[row * K + t + lx];
    Bs[ly][lx] = B[(t + ly) * N + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 0; k < TILE; k++) acc = fma(As[ly][k], Bs[k][lx], acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * N + col] = acc;
}

#define NP 256

typedef struct {
  float x[NP], y[NP], z[NP];
  int alive[NP];
} particles_soa;

typedef struct {
  float3 pos;
  int alive;
} particle_aos;

// One step of motion, in both layouts; dead particles stay put.
kernel void step_soa(global particles_soa *p, global const particles_soa *v, float dt) {
  size_t i = get_global_id(0);
  if (!p->alive[i]) return;
  p->x[i] += v->x[i] * dt;
  p->y[i] += v->y[i] * dt;
  p->z[i] += v->z[i] * dt;
  p->alive[i] = p->z[i] > -100.0f;
}

kernel void step_aos(global particle_aos *p, global const particle_aos *v, float dt) {
  size_t i = get_global_id(0);
  if (!p[i].alive) return;
  p[i].pos += v[i].pos * dt;
  p[i].alive = p[i].pos.z > -100.0f;
}

// Each work-item writes its cell of __global memory, then reads its
// neighbour's (in the work-group) after a barrier that orders __global
// memory: three forms.
#define EXCHANGE(name, BARRIER)                                                      \
  kernel void name(global int *buf, global int *out) {                               \
    size_t g = get_global_id(0), l = get_local_id(0), ls = get_local_size(0);        \
    size_t base = g - l;                                                             \
    buf[g] = (int)(g * 7 + 3);                                                       \
    BARRIER;                                                                         \
    out[g] = buf[base + (l + 1) % ls] + buf[base + (l + ls - 1) % ls] * 1000;        \
    BARRIER;                                                                         \
    buf[g] = -1;                                                                     \
  }
EXCHANGE(exchange_barrier, barrier(CLK_GLOBAL_MEM_FENCE))
EXCHANGE(exchange_wg_scope, work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_group))
EXCHANGE(exchange_dev_scope, work_group_barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_scope_device))

// __local memory as large as the device allows.
kernel void local_arg_only(local int *l, global int *out) {
  size_t i = get_local_id(0), n = get_local_size(0);
  l[i] = (int)i;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = l[(i + 1) % n];
}

kernel void local_static_and_arg(local float *l, global float *out) {
  local float t[40];
  size_t i = get_local_id(0);
  if (i < 40) t[i] = (float)i;
  l[i] = 2.0f * (float)i;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = t[i % 40] + l[i];
}
