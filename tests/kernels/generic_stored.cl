// generic_stored.cl: generic pointers kept in memory, whose address space
// the translator cannot know where they are loaded: arrays of them in
// __private, __local and __global memory, structs holding them, volatile
// generic pointer variables. Each work-item points at __global, __local or
// __private data (chosen by its input), stores the pointer, loads it back
// and uses it: loads, stores, atomics, comparisons, differences,
// to_global/to_local/to_private, get_fence, and struct copies between
// two such pointers.

typedef struct {
  int *ptr;
  int tag;
  int *other;
} holder;

#define N 256
#define L 64

int *slots[N];      // generic pointers in __global memory (program scope)
holder gholders[N]; // structs holding them, in __global memory

static int bits3(int *r) {
  return (to_global(r) != NULL) | (to_local(r) != NULL) << 1 | (to_private(r) != NULL) << 2;
}

kernel void stored_spaces(global int *g, global const int *sel, global int *out) {
  local int l[L];
  int *local lslots[L]; // generic pointers in __local memory
  local holder lh[L];   // structs holding them, in __local memory
  size_t gid = get_global_id(0), lid = get_local_id(0);
  l[lid] = (int)gid * 3 + 1;
  int p[2] = {(int)gid * 5 + 2, (int)gid * 7 + 3};
  barrier(CLK_LOCAL_MEM_FENCE);
  int s = sel[gid];
  int *cand[3] = {&g[gid], &l[lid], &p[1]}; // an array of generic pointers in __private memory
  int *base[3] = {g, l, p};
  int *volatile vp = cand[s];                // a volatile generic pointer variable
  slots[gid] = vp;
  lslots[lid] = cand[(s + 1) % 3];
  volatile holder h;
  h.ptr = cand[(s + 2) % 3];
  h.tag = s;
  h.other = vp;
  lh[lid].ptr = cand[(s + 1) % 3];
  lh[lid].other = NULL;
  gholders[gid].ptr = cand[(s + 2) % 3];
  gholders[gid].other = NULL;
  int *r = slots[gid];
  int f = (int)get_fence(r);
  out[gid * 8 + 0] = *r;
  out[gid * 8 + 1] = f;
  out[gid * 8 + 2] = bits3(r) | bits3(lslots[lid]) << 3 | bits3(h.ptr) << 6;
  out[gid * 8 + 3] = (int)(r - base[s]);
  out[gid * 8 + 4] = (r == cand[s]) | (r != cand[(s + 1) % 3]) << 1 | (base[s] <= r) << 2 | (r < base[s]) << 3 |
                     (h.other == r) << 4 | (lh[lid].other == NULL) << 5 | (gholders[gid].other == NULL) << 6 |
                     (lslots[lid] == r) << 7;
  // a generic pointer through an integer and back: the same pointer
  int *li = (int *)(uintptr_t)(int *)&l[lid], *pi = (int *)(uintptr_t)(int *)&p[0];
  out[gid * 8 + 4] |= (li == (int *)&l[lid]) << 8 | (*li == l[lid]) << 9 | (pi == (int *)p) << 10 | (*pi == p[0]) << 11;
  out[gid * 8 + 5] = *lslots[lid] * 100 + *h.ptr;
  out[gid * 8 + 6] = *lh[lid].ptr * 100 + *gholders[gid].ptr;
  *r += 1000;                  // a store through the reloaded pointer
  *h.other += 20000;           // and through the volatile struct's copy
  if (s != 2) atomic_fetch_add((volatile atomic_int *)r, 5); // atomics on __global and __local only
  out[gid * 8 + 7] = g[gid] + l[lid] + p[1];
}

typedef struct {
  int a[5];
} five;

// A struct copied between two generic pointers kept in volatile
// variables: each may be __global, __local or __private at run time.
kernel void copy_through_generic(global five *g, global const int *sel, global int *out) {
  local five l[L];
  size_t gid = get_global_id(0), lid = get_local_id(0);
  five p;
  for (int k = 0; k < 5; k++) {
    p.a[k] = (int)gid * 10 + k;
    l[lid].a[k] = (int)gid * 100 + k;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  int s = sel[gid];
  five *obj[3] = {&g[gid], &l[lid], &p};
  five *volatile from = obj[s];
  five *volatile to = obj[(s + 1) % 3];
  *to = *from;
  for (int k = 0; k < 5; k++) {
    out[gid * 15 + k] = g[gid].a[k];
    out[gid * 15 + 5 + k] = l[lid].a[k];
    out[gid * 15 + 10 + k] = p.a[k];
  }
}
