// atomics20.cl: OpenCL C 2.0 atomics. The twelve cells of atomics_ops.h
// through atomic_fetch_*_explicit, atomic_exchange_explicit and
// atomic_compare_exchange_{strong,weak}_explicit, for every memory order
// and the work-group and device scopes, in __global and __local memory;
// atomic_flag; atomic_init/load/store; a "last work-group" reduction whose
// result is only right if release and acquire order the partial sums.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

#define NOPS 12

// cell k gets operation k as in atomics_ops.h (inc and dec are fetch_add
// and fetch_sub of 1).
#define ALL_OPS20(A, T, cell, v, old, at, c, base, O, S)                                          \
  old[at + 0] = atomic_fetch_add_explicit(&cell[0], v, O, S);                                     \
  old[at + 1] = atomic_fetch_sub_explicit(&cell[1], v, O, S);                                     \
  old[at + 2] = atomic_exchange_explicit(&cell[2], v, O, S);                                      \
  old[at + 3] = atomic_fetch_add_explicit(&cell[3], (T)1, O, S);                                  \
  old[at + 4] = atomic_fetch_sub_explicit(&cell[4], (T)1, O, S);                                  \
  {                                                                                               \
    T e = base + c;                                                                               \
    atomic_compare_exchange_strong_explicit(&cell[5], &e, base + c + 1, O, memory_order_relaxed, S); \
    old[at + 5] = e;                                                                              \
  }                                                                                               \
  old[at + 6] = atomic_fetch_min_explicit(&cell[6], v, O, S);                                     \
  old[at + 7] = atomic_fetch_max_explicit(&cell[7], v, O, S);                                     \
  old[at + 8] = atomic_fetch_and_explicit(&cell[8], v, O, S);                                     \
  old[at + 9] = atomic_fetch_or_explicit(&cell[9], v, O, S);                                      \
  old[at + 10] = atomic_fetch_xor_explicit(&cell[10], v, O, S);                                   \
  {                                                                                               \
    T e = atomic_load_explicit(&cell[11], memory_order_relaxed, S);                               \
    while (!atomic_compare_exchange_weak_explicit(&cell[11], &e, e + v, O, memory_order_relaxed, S)) \
      ;                                                                                           \
    old[at + 11] = e;                                                                             \
  }

// __global cells: one set for the NDRange, or one per work-group (per_group,
// for work-group scope, which makes atomics atomic within the group only).
#define GLOBAL20(name, A, T, O, S)                                                                \
  kernel void name(volatile global A *cells, global const T *val, global T *old, T base, uint per_group) { \
    size_t i = get_global_id(0), c = per_group ? get_local_id(0) : i;                             \
    volatile global A *cell = cells + (per_group ? get_group_id(0) * NOPS : 0);                   \
    T v = val[i];                                                                                 \
    ALL_OPS20(A, T, cell, v, old, i * NOPS, (T)c, base, O, S)                                     \
  }

#define LOCAL20(name, A, T, O, S)                                                                 \
  kernel void name(global const T *init, global const T *val, global T *old, global T *fin, T base) { \
    volatile local A cell[NOPS];                                                                  \
    size_t l = get_local_id(0), i = get_global_id(0);                                             \
    if (l < NOPS) atomic_init(&cell[l], init[l]);                                                 \
    barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
    T v = val[i];                                                                                 \
    ALL_OPS20(A, T, cell, v, old, i * NOPS, (T)l, base, O, S)                                     \
    barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
    if (l < NOPS) fin[get_group_id(0) * NOPS + l] = atomic_load_explicit(&cell[l], memory_order_relaxed, memory_scope_work_group); \
  }

#define ORDERS(M, A, T, space, S, s)                                 \
  M(space##_##T##_relaxed_##s, A, T, memory_order_relaxed, S)        \
  M(space##_##T##_acquire_##s, A, T, memory_order_acquire, S)        \
  M(space##_##T##_release_##s, A, T, memory_order_release, S)        \
  M(space##_##T##_acq_rel_##s, A, T, memory_order_acq_rel, S)        \
  M(space##_##T##_seq_cst_##s, A, T, memory_order_seq_cst, S)

ORDERS(GLOBAL20, atomic_int, int, g20, memory_scope_work_group, wg)
ORDERS(GLOBAL20, atomic_int, int, g20, memory_scope_device, dev)
ORDERS(LOCAL20, atomic_int, int, l20, memory_scope_work_group, wg)
ORDERS(LOCAL20, atomic_int, int, l20, memory_scope_device, dev)
GLOBAL20(g20_uint_seq_cst_svm, atomic_uint, uint, memory_order_seq_cst, memory_scope_all_svm_devices)
LOCAL20(l20_uint_acq_rel_wg, atomic_uint, uint, memory_order_acq_rel, memory_scope_work_group)
GLOBAL20(g20_long_acq_rel_dev, atomic_long, long, memory_order_acq_rel, memory_scope_device)
LOCAL20(l20_ulong_seq_cst_wg, atomic_ulong, ulong, memory_order_seq_cst, memory_scope_work_group)

// The forms without _explicit: seq_cst, device scope.
kernel void g20_implicit(volatile global atomic_int *cell, global const int *val, global int *old) {
  size_t i = get_global_id(0);
  int v = val[i];
  old[i * 4 + 0] = atomic_fetch_add(&cell[0], v);
  old[i * 4 + 1] = atomic_exchange(&cell[1], v);
  int e = atomic_load(&cell[2]);
  while (!atomic_compare_exchange_weak(&cell[2], &e, e ^ v))
    ;
  old[i * 4 + 2] = e;
  e = (int)i;
  atomic_compare_exchange_strong(&cell[3], &e, (int)i + 1);
  old[i * 4 + 3] = e;
}

// atomic_flag: in each work-group exactly one work-item finds each flag
// clear, twice (the winner clears it between the rounds).
kernel void flags(volatile global atomic_flag *gflags, global int *won) {
  local atomic_flag lflag;
  size_t l = get_local_id(0), g = get_group_id(0), i = get_global_id(0);
  if (l == 0) atomic_flag_clear_explicit(&lflag, memory_order_relaxed, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  int w = 0;
  if (!atomic_flag_test_and_set_explicit(&gflags[g], memory_order_acq_rel, memory_scope_device)) w |= 1;
  if (!atomic_flag_test_and_set_explicit(&lflag, memory_order_acquire, memory_scope_work_group)) w |= 2;
  barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  if (w & 1) atomic_flag_clear_explicit(&gflags[g], memory_order_release, memory_scope_device);
  if (w & 2) atomic_flag_clear(&lflag);
  barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  if (!atomic_flag_test_and_set(&gflags[g])) w |= 4;
  if (!atomic_flag_test_and_set_explicit(&lflag, memory_order_seq_cst, memory_scope_work_group)) w |= 8;
  won[i] = w;
}

// atomic_store, atomic_load and atomic_exchange on float.
kernel void load_store(volatile global atomic_int *gi, volatile global atomic_float *gf, global int *oi, global float *of) {
  local atomic_float lf[64];
  size_t l = get_local_id(0), i = get_global_id(0);
  atomic_store_explicit(&lf[l], (float)i * 0.5f, memory_order_release, memory_scope_work_group);
  atomic_store(&gi[i], (int)i * 3 + 1);
  work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  of[i] = atomic_load_explicit(&lf[l ^ 1], memory_order_acquire, memory_scope_work_group) +
          atomic_exchange(&gf[i], (float)l);
  oi[i] = atomic_load_explicit(&gi[i ^ 1], memory_order_acquire, memory_scope_work_group);
}

// Sum of `in` by work-groups, finished by whichever work-group counts
// last: right only if each group's partial sum (plain stores) is visible
// to it, which the release fence or release increment and the acquire of
// the last one guarantee. Two forms: OpenCL 2.0 (atomic_work_item_fence,
// acq_rel increment) and OpenCL 1.x (mem_fence, atomic_inc).
kernel void last_group_sum(global const int *in, global int *partial, volatile global atomic_uint *count,
                           global int *out, local int *scratch, uint use_fence) {
  size_t l = get_local_id(0), ls = get_local_size(0), g = get_group_id(0), ng = get_num_groups(0);
  scratch[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = ls / 2; s > 0; s >>= 1) {
    if (l < s) scratch[l] += scratch[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) {
    partial[g] = scratch[0];
    uint t;
    if (use_fence) {
      atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
      t = atomic_fetch_add_explicit(count, 1u, memory_order_relaxed, memory_scope_device);
      atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
    } else {
      t = atomic_fetch_add_explicit(count, 1u, memory_order_acq_rel, memory_scope_device);
    }
    if (t == ng - 1) {
      int s = 0;
      for (size_t k = 0; k < ng; k++) s += partial[k];
      *out = s;
      atomic_store_explicit(count, 0u, memory_order_relaxed, memory_scope_device);
    }
  }
}

kernel void last_group_sum_cl1(global const int *in, global int *partial, volatile global uint *count,
                               global int *out, local int *scratch) {
  size_t l = get_local_id(0), ls = get_local_size(0), g = get_group_id(0), ng = get_num_groups(0);
  scratch[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = ls / 2; s > 0; s >>= 1) {
    if (l < s) scratch[l] += scratch[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) {
    partial[g] = scratch[0];
    write_mem_fence(CLK_GLOBAL_MEM_FENCE);
    uint t = atomic_inc(count);
    read_mem_fence(CLK_GLOBAL_MEM_FENCE);
    mem_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
    if (t == ng - 1) {
      int s = 0;
      for (size_t k = 0; k < ng; k++) s += ((volatile global int *)partial)[k];
      *out = s;
      atomic_xchg(count, 0u);
    }
  }
}

// Values loaded in a loop that work-items leave at different iterations,
// used after it (lavapipe loses them without lower_loop_exits).
kernel void loop_exit_values(volatile global const int *a, global int *o) {
  int i = (int)(get_global_id(0) % 13);
  int x, k = 0;
  do {
    x = a[k];
    k++;
  } while (x < i);
  o[get_global_id(0)] = x * 100 + k;
}
