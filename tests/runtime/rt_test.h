/* rt_test.h: a small harness for the runtime's unit tests: CHECK macros,
 * a seeded generator, and the device every case runs on. */
#ifndef RT_TEST_H
#define RT_TEST_H

#include "runtime.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int rt_test_failures;

#define CHECK(cond, ...)                                          \
  do {                                                            \
    if (!(cond)) {                                                \
      rt_test_failures++;                                         \
      fprintf(stderr, "%s:%d: CHECK(%s) failed: ", __FILE__, __LINE__, #cond); \
      fprintf(stderr, __VA_ARGS__);                               \
      fprintf(stderr, "\n");                                      \
    }                                                             \
  } while (0)

/* A runtime call that must succeed; the case stops if it does not. */
#define MUST(call)                                                              \
  do {                                                                          \
    rt_status st_ = (call);                                                     \
    if (st_ != RT_OK) {                                                         \
      fprintf(stderr, "%s:%d: %s -> %d (%s)\n", __FILE__, __LINE__, #call, (int)st_, \
              rt_last_error());                                                 \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)

/* The device under test (the first one), or exit 77 (skip) if none. */
rt_device *test_device(void);

/* xorshift64*: reproducible data that is not all zeros. */
static inline uint64_t test_rand(uint64_t *s) {
  *s ^= *s >> 12;
  *s ^= *s << 25;
  *s ^= *s >> 27;
  return *s * 0x2545f4914f6cdd1dull;
}
static inline void test_fill_random(void *p, size_t n, uint64_t seed) {
  uint64_t s = seed * 0x9e3779b97f4a7c15ull + 1;
  for (size_t i = 0; i < n; i++) ((uint8_t *)p)[i] = (uint8_t)(test_rand(&s) >> 32);
}

/* Writes `n` random bytes (seed) to the whole buffer and keeps a host copy. */
uint8_t *test_buffer_random(rt_queue *q, rt_buffer *b, uint64_t seed);
/* Reads the whole buffer back (waits). Caller frees. */
uint8_t *test_read_all(rt_queue *q, rt_buffer *b);

typedef void (*test_fn)(void);
#define TEST_CASES(X)   \
  X(device_info)        \
  X(device_select)      \
  X(loop_limit)         \
  X(buffer_basic)       \
  X(buffer_suballoc)    \
  X(buffer_big)         \
  X(buffer_errors)      \
  X(buffer_threads)     \
  X(write_read)         \
  X(transfer_pieces)    \
  X(copy)               \
  X(copy_rect)          \
  X(read_rect)          \
  X(write_rect)         \
  X(fill)               \
  X(many_enqueues)      \
  X(on_complete)        \
  X(reentrant_callbacks) \
  X(wait_full_queue)    \
  X(queue_state)        \
  X(depend)             \
  X(threads)            \
  X(profiling)          \
  X(calibrated_clocks)  \
  X(dispatch)           \
  X(dispatch_args)      \
  X(dispatch_multi)     \
  X(dispatch_errors)    \
  X(subgroup_size)      \
  X(failure)           \
  X(staging_limit)      \
  X(fp64_denormals)      \
  X(exit_guard)

#define DECLARE(name) void test_##name(void);
TEST_CASES(DECLARE)
#undef DECLARE

#endif
