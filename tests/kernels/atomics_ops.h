// atomics_ops.h: kernels that run every OpenCL C 1.x atomic function of
// a family (F: atomic or atom) on twelve cells of type T, in __global
// memory (one set for the NDRange) or __local memory (one per work-group).
#ifndef ATOMICS_OPS_H
#define ATOMICS_OPS_H

#define NOPS 12

// cell k gets operation k; cell 5 is a compare-exchange chain (work-item
// c replaces base + c by base + c + 1), cell 11 an add done with a
// compare-exchange loop (the old value is stored inside the loop: lavapipe
// loses values loaded in a loop and used after it, docs/drivers.md).
#define ALL_OPS(F, cell, v, old, at, c, base)                                     \
  old[at + 0] = F##_add(&cell[0], v);                                             \
  old[at + 1] = F##_sub(&cell[1], v);                                             \
  old[at + 2] = F##_xchg(&cell[2], v);                                            \
  old[at + 3] = F##_inc(&cell[3]);                                                \
  old[at + 4] = F##_dec(&cell[4]);                                                \
  old[at + 5] = F##_cmpxchg(&cell[5], base + c, base + c + 1);                     \
  old[at + 6] = F##_min(&cell[6], v);                                             \
  old[at + 7] = F##_max(&cell[7], v);                                             \
  old[at + 8] = F##_and(&cell[8], v);                                             \
  old[at + 9] = F##_or(&cell[9], v);                                              \
  old[at + 10] = F##_xor(&cell[10], v);                                           \
  for (;;) {                                                                      \
    __typeof__(v) o = cell[11];                                                   \
    if (F##_cmpxchg(&cell[11], o, o + v) == o) {                                  \
      old[at + 11] = o;                                                           \
      break;                                                                      \
    }                                                                             \
  }

#define GLOBAL_KERNEL(name, F, T)                                                 \
  kernel void name(volatile global T *cell, global const T *val, global T *old, T base) { \
    size_t i = get_global_id(0);                                                  \
    T v = val[i];                                                                 \
    ALL_OPS(F, cell, v, old, i * NOPS, (T)i, base)                                \
  }

#define LOCAL_KERNEL(name, F, T)                                                  \
  kernel void name(global const T *init, global const T *val, global T *old, global T *fin, T base) { \
    volatile local T cell[NOPS];                                                  \
    size_t l = get_local_id(0), i = get_global_id(0);                             \
    if (l < NOPS) cell[l] = init[l];                                              \
    barrier(CLK_LOCAL_MEM_FENCE);                                                 \
    T v = val[i];                                                                 \
    ALL_OPS(F, cell, v, old, i * NOPS, (T)l, base)                                \
    barrier(CLK_LOCAL_MEM_FENCE);                                                 \
    if (l < NOPS) fin[get_group_id(0) * NOPS + l] = cell[l];                      \
  }

#endif
