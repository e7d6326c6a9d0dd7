/* test_dispatch.c: pipelines and kernel dispatches with the test shaders
 * of this folder (write_index.comp, subgroup_size.comp). */
#include "rt_test.h"

extern const uint32_t shader_write_index[];
extern const size_t shader_write_index_size;
extern const uint32_t shader_subgroup_size[];
extern const size_t shader_subgroup_size_size;

/* write_index.comp's push constants */
typedef struct push {
  uint64_t out_addr;
  uint64_t args_addr;
  uint32_t n;
} push;
#define PUSH_SIZE 20u

static rt_shader *load(rt_device *d, const uint32_t *code, size_t bytes) {
  rt_shader *s;
  MUST(rt_shader_create(d, code, bytes / 4, &s));
  return s;
}

static void check_words(const uint32_t *got, uint32_t n, uint32_t add, const char *what) {
  for (uint32_t i = 0; i < n; i++)
    if (got[i] != i * 3u + add) {
      CHECK(0, "%s: out[%u] = %u, expected %u", what, i, got[i], i * 3u + add);
      return;
    }
}

void test_dispatch(void) {
  rt_device *d = test_device();
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  rt_shader *sh = load(d, shader_write_index, shader_write_index_size);
  const uint32_t n = 1000;
  rt_buffer *out;
  MUST(rt_buffer_create(d, (n + 64) * 4, 0, &out));
  static uint32_t got[1064];
  const uint32_t locals[] = {1, 7, 32, 64, 128};
  rt_pipeline *pipes[5];
  for (int li = 0; li < 5; li++) {
    uint32_t ls = locals[li];
    rt_pipeline_key key = {.local_size = {ls, 1, 1}};
    MUST(rt_pipeline_get(sh, "main", &key, &pipes[li]));
    rt_pipeline *again;
    MUST(rt_pipeline_get(sh, "main", &key, &again));
    CHECK(again == pipes[li], "pipeline of local size %u not cached", ls);
    for (int k = 0; k < li; k++) CHECK(pipes[k] != pipes[li], "local sizes %u and %u share a pipeline", locals[k], ls);
    uint32_t sentinel = 0xdeadbeef;
    MUST(rt_enqueue_fill(q, out, 0, (n + 64) * 4, &sentinel, 4, NULL));
    push pc = {rt_buffer_device_address(out), 0, n};
    rt_dispatch dp = {.pipeline = pipes[li], .groups = {(n + ls - 1) / ls, 1, 1}, .push = &pc, .push_size = PUSH_SIZE};
    MUST(rt_enqueue_dispatch(q, &dp, 1, NULL));
    rt_seq r;
    MUST(rt_enqueue_read(q, out, 0, got, sizeof got, &r));
    MUST(rt_queue_wait(q, r));
    check_words(got, n, 1, "dispatch");
    CHECK(got[n] == 0xdeadbeef, "local size %u: wrote past n", ls);
  }
  /* a specialization constant beyond the local size (BIAS, id 3) */
  uint32_t id = 3, val = 1000;
  rt_pipeline_key key = {.local_size = {64, 1, 1}, .nspec = 1, .spec_ids = &id, .spec_values = &val};
  rt_pipeline *biased;
  MUST(rt_pipeline_get(sh, "main", &key, &biased));
  CHECK(biased != pipes[3], "spec constant ignored by the cache");
  push pc = {rt_buffer_device_address(out), 0, n};
  rt_dispatch dp = {.pipeline = biased, .groups = {(n + 63) / 64, 1, 1}, .push = &pc, .push_size = PUSH_SIZE};
  MUST(rt_enqueue_dispatch(q, &dp, 1, NULL));
  rt_seq r;
  MUST(rt_enqueue_read(q, out, 0, got, n * 4, &r));
  MUST(rt_queue_wait(q, r));
  check_words(got, n, 1001, "spec constant 3");
  rt_queue_destroy(q);
  rt_shader_destroy(sh);
  rt_buffer_destroy(out);
}

void test_dispatch_args(void) {
  rt_device *d = test_device();
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  rt_shader *sh = load(d, shader_write_index, shader_write_index_size);
  rt_pipeline *p;
  rt_pipeline_key key = {.local_size = {32, 1, 1}};
  MUST(rt_pipeline_get(sh, "main", &key, &p));
  const uint32_t n = 512;
  enum { K = 300 }; /* more than a batch, so argument memory is recycled */
  rt_buffer *out;
  MUST(rt_buffer_create(d, (uint64_t)n * 4 * K, 0, &out));
  for (uint32_t k = 0; k < K; k++) {
    /* args: {add, then padding}; the address goes to push offset 8 */
    uint32_t args[20] = {k + 5};
    push pc = {rt_buffer_device_address(out) + (uint64_t)k * n * 4, 0xffffffffffffull, n};
    rt_dispatch dp = {.pipeline = p, .groups = {n / 32, 1, 1}, .push = &pc, .push_size = PUSH_SIZE,
                      .args = args, .args_size = sizeof args, .args_addr_offset = 8};
    MUST(rt_enqueue_dispatch(q, &dp, 1, NULL));
    args[0] = 0xbad; /* copied at enqueue: changing it now has no effect */
    CHECK(pc.args_addr == 0xffffffffffffull, "the caller's push bytes were modified");
  }
  uint32_t *got = malloc((size_t)n * 4 * K);
  rt_seq r;
  MUST(rt_enqueue_read(q, out, 0, got, (uint64_t)n * 4 * K, &r));
  MUST(rt_queue_wait(q, r));
  for (uint32_t k = 0; k < K; k++) check_words(got + (size_t)k * n, n, k + 5, "argument buffer");
  free(got);
  rt_queue_destroy(q);
  rt_shader_destroy(sh);
  rt_buffer_destroy(out);
}

void test_dispatch_multi(void) {
  rt_device *d = test_device();
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  rt_shader *sh = load(d, shader_write_index, shader_write_index_size);
  rt_pipeline *p16, *p64;
  rt_pipeline_key k16 = {.local_size = {16, 1, 1}}, k64 = {.local_size = {64, 1, 1}};
  MUST(rt_pipeline_get(sh, "main", &k16, &p16));
  MUST(rt_pipeline_get(sh, "main", &k64, &p64));
  const uint32_t n = 256;
  rt_buffer *a, *b, *c;
  MUST(rt_buffer_create(d, n * 4, 0, &a));
  MUST(rt_buffer_create(d, n * 4, 0, &b));
  MUST(rt_buffer_create(d, n * 4, 0, &c));
  uint32_t zero = 0;
  MUST(rt_enqueue_fill(q, c, 0, n * 4, &zero, 4, NULL));
  uint32_t args = 11;
  push pa = {rt_buffer_device_address(a), 0, n}, pb = {rt_buffer_device_address(b), 0, n},
       pcc = {rt_buffer_device_address(c), 0, n};
  rt_dispatch ds[3] = {
      {.pipeline = p16, .groups = {n / 16, 1, 1}, .push = &pa, .push_size = PUSH_SIZE},
      {.pipeline = p64, .groups = {n / 64, 1, 1}, .push = &pb, .push_size = PUSH_SIZE, .args = &args,
       .args_size = 4, .args_addr_offset = 8},
      {.pipeline = p64, .groups = {n / 64, 0, 1}, .push = &pcc, .push_size = PUSH_SIZE}, /* empty */
  };
  rt_seq s, before = rt_queue_last(q);
  MUST(rt_enqueue_dispatch(q, ds, 3, &s));
  CHECK(s == before + 1, "three dispatches took %llu seqs", (unsigned long long)(s - before));
  uint32_t ga[256], gb[256], gc[256];
  MUST(rt_enqueue_read(q, a, 0, ga, sizeof ga, NULL));
  MUST(rt_enqueue_read(q, b, 0, gb, sizeof gb, NULL));
  MUST(rt_enqueue_read(q, c, 0, gc, sizeof gc, &s));
  MUST(rt_queue_wait(q, s));
  check_words(ga, n, 1, "first dispatch");
  check_words(gb, n, 11, "second dispatch (args)");
  for (uint32_t i = 0; i < n; i++)
    if (gc[i]) {
      CHECK(0, "a dispatch with 0 groups wrote out[%u]", i);
      break;
    }
  /* zero dispatches: a command without work */
  MUST(rt_enqueue_dispatch(q, NULL, 0, &s));
  MUST(rt_queue_wait(q, s));
  rt_queue_destroy(q);
  rt_shader_destroy(sh);
  rt_buffer_destroy(a);
  rt_buffer_destroy(b);
  rt_buffer_destroy(c);
}

void test_dispatch_errors(void) {
  rt_device *d = test_device();
  const rt_device_info *in = rt_device_get_info(d);
  rt_shader *sh;
  uint32_t junk[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  CHECK(rt_shader_create(d, junk, 8, &sh) == RT_ERR_INVALID, "junk accepted as SPIR-V");
  CHECK(rt_shader_create(d, shader_write_index, 0, &sh) == RT_ERR_INVALID, "empty module accepted");
  sh = load(d, shader_write_index, shader_write_index_size);
  rt_shader *sh2;
  rt_pipeline *p;
  rt_pipeline_key key = {.local_size = {0, 1, 1}};
  CHECK(rt_pipeline_get(sh, "main", &key, &p) == RT_ERR_INVALID, "local size 0 accepted");
  key.local_size[0] = in->max_workgroup_invocations + 1;
  CHECK(rt_pipeline_get(sh, "main", &key, &p) == RT_ERR_INVALID, "oversized local size accepted");
  key.local_size[0] = 32;
  uint32_t id = 1, v = 5;
  key.nspec = 1;
  key.spec_ids = &id;
  key.spec_values = &v;
  CHECK(rt_pipeline_get(sh, "main", &key, &p) == RT_ERR_INVALID, "spec id 1 accepted");
  uint32_t ids[2] = {4, 4}, vals[2] = {1, 2};
  key.nspec = 2;
  key.spec_ids = ids;
  key.spec_values = vals;
  CHECK(rt_pipeline_get(sh, "main", &key, &p) == RT_ERR_INVALID, "duplicate spec id accepted");
  key.nspec = 0;
  key.required_subgroup_size = 3;
  CHECK(rt_pipeline_get(sh, "main", &key, &p) == RT_ERR_UNSUPPORTED, "subgroup size 3 accepted");
  key.required_subgroup_size = in->max_subgroup_size * 2;
  CHECK(rt_pipeline_get(sh, "main", &key, &p) == RT_ERR_UNSUPPORTED, "subgroup size above max accepted");
  key.required_subgroup_size = 0;
  CHECK(rt_pipeline_get(sh, "no_such_entry", &key, &p) == RT_ERR_INVALID, "unknown entry point accepted");
  /* a module cut short inside its first instruction (OpCapability, 2 words) */
  CHECK(rt_shader_create(d, shader_write_index, 6, &sh2) == RT_ERR_INVALID,
        "truncated module accepted");
  CHECK(rt_last_error()[0] != 0, "no message");
  MUST(rt_pipeline_get(sh, "main", &key, &p));

  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  uint8_t big[4096] = {0};
  rt_dispatch dp = {.pipeline = p, .groups = {1, 1, 1}, .push = big, .push_size = in->max_push_constants + 4};
  CHECK(rt_enqueue_dispatch(q, &dp, 1, NULL) == RT_ERR_INVALID, "too many push bytes accepted");
  dp.push_size = 20;
  dp.args = big;
  dp.args_size = 16;
  dp.args_addr_offset = 16;
  CHECK(rt_enqueue_dispatch(q, &dp, 1, NULL) == RT_ERR_INVALID, "args address outside push accepted");
  dp.args_size = 0;
  dp.groups[0] = in->max_workgroup_count[0] + 1u;
  if (dp.groups[0]) CHECK(rt_enqueue_dispatch(q, &dp, 1, NULL) == RT_ERR_INVALID, "too many groups accepted");
  dp.groups[0] = 1;
  dp.pipeline = NULL;
  CHECK(rt_enqueue_dispatch(q, &dp, 1, NULL) == RT_ERR_INVALID, "NULL pipeline accepted");
  CHECK(rt_queue_last(q) == 0, "a rejected dispatch took a seq");
  rt_queue_destroy(q);
  rt_shader_destroy(sh);
  rt_shader_destroy(NULL);
}

void test_subgroup_size(void) {
  rt_device *d = test_device();
  const rt_device_info *in = rt_device_get_info(d);
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  rt_shader *sh = load(d, shader_subgroup_size, shader_subgroup_size_size);
  rt_buffer *out;
  MUST(rt_buffer_create(d, 256 * 4, 0, &out));
  /* the default, then every size the device can require */
  uint32_t sizes[16] = {0}, nsizes = 1;
  if (in->subgroup_size_control)
    for (uint32_t s = in->min_subgroup_size; s <= in->max_subgroup_size && nsizes < 16; s *= 2) sizes[nsizes++] = s;
  for (uint32_t i = 0; i < nsizes; i++) {
    for (int full = 0; full <= (in->compute_full_subgroups ? 1 : 0); full++) {
      rt_pipeline_key key = {.local_size = {128, 1, 1}, .required_subgroup_size = sizes[i], .full_subgroups = full};
      rt_pipeline *p;
      MUST(rt_pipeline_get(sh, "main", &key, &p));
      uint32_t want = rt_pipeline_subgroup_size(p);
      CHECK(sizes[i] ? want == sizes[i] : want == in->subgroup_size, "reported %u for required %u", want, sizes[i]);
      uint64_t addr = rt_buffer_device_address(out);
      rt_dispatch dp = {.pipeline = p, .groups = {2, 1, 1}, .push = &addr, .push_size = 8};
      MUST(rt_enqueue_dispatch(q, &dp, 1, NULL));
      uint32_t got[256];
      rt_seq r;
      MUST(rt_enqueue_read(q, out, 0, got, sizeof got, &r));
      MUST(rt_queue_wait(q, r));
      for (int k = 0; k < 256; k++)
        if (got[k] != want) {
          CHECK(0, "required %u full %d: invocation %d saw subgroup size %u, reported %u", sizes[i], full, k, got[k], want);
          break;
        }
    }
  }
  rt_queue_destroy(q);
  rt_shader_destroy(sh);
  rt_buffer_destroy(out);
}

/* The exit guard (exit_guard.c): once it has run, as it does at process
 * exit before the driver's own teardown, releasing a queue with work in
 * flight, a shader with pipelines and a buffer must make no Vulkan call
 * (each skipped one is counted) and must not hang; before it, none is
 * skipped. On NVIDIA a Vulkan call at that point crashes. */
void test_exit_guard(void) {
  rt_device *d = test_device();
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  rt_shader *sh = load(d, shader_write_index, shader_write_index_size);
  rt_buffer *out;
  const uint32_t n = 1 << 16;
  MUST(rt_buffer_create(d, n * 4, 0, &out));
  rt_pipeline_key key = {.local_size = {64, 1, 1}};
  rt_pipeline *p;
  MUST(rt_pipeline_get(sh, "main", &key, &p));
  push pc = {rt_buffer_device_address(out), 0, n};
  rt_dispatch dp = {.pipeline = p, .groups = {n / 64, 1, 1}, .push = &pc, .push_size = PUSH_SIZE};
  MUST(rt_enqueue_dispatch(q, &dp, 1, NULL));
  rt_buffer *tmp;
  MUST(rt_buffer_create(d, 4096, 0, &tmp));
  rt_buffer_destroy(tmp);
  CHECK(rt_vk_skipped_at_exit() == 0, "%lu Vulkan releases skipped before the exit guard", rt_vk_skipped_at_exit());
  for (int i = 0; i < 8; i++) MUST(rt_enqueue_dispatch(q, &dp, 1, NULL)); /* in flight at "exit" */
  rt_exit_guard_run_now();
  /* what a program's release does (saving the pipeline cache) and work
   * enqueued after it fail without reaching the driver */
  size_t cache_size = 1;
  void *cache = rt_pipeline_cache_data(d, &cache_size);
  CHECK(!cache && cache_size == 0, "pipeline cache data read after the exit guard");
  free(cache);
  rt_seq late = 0;
  rt_status late_st = rt_enqueue_dispatch(q, &dp, 1, &late);
  if (late_st == RT_OK) late_st = rt_queue_flush(q);
  CHECK(late_st != RT_OK, "work enqueued and flushed after the exit guard succeeded");
  rt_queue_destroy(q);
  rt_shader_destroy(sh);
  rt_buffer_destroy(out);
  CHECK(rt_vk_skipped_at_exit() >= 3, "only %lu Vulkan releases skipped after the exit guard (queue, pipeline, shader module, buffer expected)",
        rt_vk_skipped_at_exit());
}
