// generic.cl: the generic address space (OpenCL C 2.0). Helpers without
// address-space qualifiers called with __global, __local and __private
// pointers; pointers whose space is chosen at run time (a select, a loop
// that alternates between a __local and a __global buffer), with loads,
// stores, atomics, comparisons, differences, get_fence, to_global,
// to_local and to_private.

typedef struct {
  int a;
  float4 v;
} pair_t;

static int dot3(const int *p, const int *q) { return p[0] * q[0] + p[1] * q[1] + p[2] * q[2]; }
static void scale(float *p, int n, float s) {
  for (int i = 0; i < n; i++) p[i] *= s;
}
static float pair_sum(pair_t *s) { return (float)s->a + s->v.x + s->v.y + s->v.z + s->v.w; }

// The same helpers on every space, each call site with a known space.
kernel void helpers(global const int *gi, global float *gf, global pair_t *gp, global float *out) {
  local int li[64 + 3];
  local float lf[64];
  local pair_t lp[64];
  size_t i = get_local_id(0), g = get_global_id(0);
  li[i] = gi[g] * 3;
  if (i < 3) li[64 + i] = gi[g] - 1;
  lf[i] = gf[g];
  lp[i] = gp[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  int pi[3] = {gi[g], -gi[g], 2};
  float pf[2] = {gf[g], 1.5f};
  pair_t pp = gp[g];
  out[g * 8 + 0] = (float)dot3(&gi[g], &li[i]);  // global . local
  out[g * 8 + 1] = (float)dot3(pi, &gi[g]);      // private . global
  out[g * 8 + 2] = (float)dot3(&li[i], pi);      // local . private
  scale(pf, 2, 3.0f);
  out[g * 8 + 3] = pf[0] + pf[1];
  out[g * 8 + 4] = pair_sum(&gp[g]);
  out[g * 8 + 5] = pair_sum(&lp[i]);
  out[g * 8 + 6] = pair_sum(&pp);
  barrier(CLK_LOCAL_MEM_FENCE);
  scale(&lf[i], 1, -2.0f);
  out[g * 8 + 7] = lf[i];
}

// A pointer that is __local or __global depending on `sel` (per
// work-item): every operation through it, and what the space queries say.
kernel void runtime_space(global int *gbuf, global int *out, global int *sel) {
  local int lbuf[64 + 1];
  size_t i = get_local_id(0), g = get_global_id(0);
  lbuf[i] = (int)i * 10;
  if (i == 0) lbuf[64] = -1;
  barrier(CLK_LOCAL_MEM_FENCE);
  int *p = sel[g] ? (int *)&gbuf[g] : (int *)&lbuf[i];
  int *q = sel[g] ? (int *)&gbuf[g + 1] : (int *)&lbuf[i + 1];
  int r = p[0];                                        // load
  out[g * 8 + 0] = r;
  out[g * 8 + 1] = (int)get_fence(p);                  // CLK_GLOBAL_MEM_FENCE or CLK_LOCAL_MEM_FENCE
  out[g * 8 + 2] = (to_global(p) != NULL) | (to_local(p) != NULL) << 1 | (to_private(p) != NULL) << 2;
  out[g * 8 + 3] = (int)(q - p) + (p == q) * 100 + (p < q) * 1000;
  barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  p[0] = r + 7;                                        // store
  atomic_fetch_add((volatile atomic_int *)p, 5);       // atomic through the generic pointer
  barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  out[g * 8 + 4] = lbuf[i];
  out[g * 8 + 5] = gbuf[g];
  int *s = to_global(p) ? (int *)to_global(p) : (int *)to_local(p);
  out[g * 8 + 6] = *s;
  out[g * 8 + 7] = 0;
}

// Ping-pong: a pointer that switches between a __local and a __global
// buffer at every step of a loop (a phi of both spaces).
kernel void ping_pong(global int *gbuf, global int *out, int steps) {
  local int lbuf[64];
  size_t i = get_local_id(0), g = get_global_id(0);
  lbuf[i] = 1;
  gbuf[g] = 2;
  barrier(CLK_LOCAL_MEM_FENCE);
  int *src = &lbuf[i], *dst = &gbuf[g];
  for (int k = 0; k < steps; k++) {
    *dst = *src * 3 + k;
    int *t = src;
    src = dst;
    dst = t;
  }
  out[g * 2 + 0] = *src;
  out[g * 2 + 1] = (int)get_fence(src);
}

// Generic pointers that may be NULL: set only under a condition.
kernel void generic_nulls(global const int *g, global int *o) {
  local int l[64];
  size_t i = get_global_id(0), li = get_local_id(0);
  l[li] = (int)i + 100;
  barrier(CLK_LOCAL_MEM_FENCE);
  const int *p = 0, *q = 0;
  if (g[i] & 1) p = &g[i];
  if (g[i] & 2) q = &l[li];
  o[i * 3 + 0] = p ? *p : -1;
  o[i * 3 + 1] = q ? *q : -2;
  o[i * 3 + 2] = (p == 0) + (q == 0) * 2 + (p == q) * 4;
}
