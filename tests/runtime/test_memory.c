/* test_memory.c: buffer creation, sub-allocation, big buffers, errors. */
#include "rt_test.h"

#include <pthread.h>

typedef struct span {
  uint64_t addr, size;
  rt_buffer *b;
} span;

static int by_addr(const void *a, const void *b) {
  const span *x = a, *y = b;
  return x->addr < y->addr ? -1 : x->addr > y->addr;
}

/* Buffers must be aligned and pairwise disjoint. */
static void check_disjoint(span *s, int n, uint32_t align) {
  qsort(s, (size_t)n, sizeof *s, by_addr);
  for (int i = 0; i < n; i++) {
    CHECK(s[i].addr % align == 0, "address 0x%llx not %u-aligned", (unsigned long long)s[i].addr,
          align);
    if (i) CHECK(s[i - 1].addr + s[i - 1].size <= s[i].addr, "buffers %d and %d overlap", i - 1, i);
  }
}

void test_buffer_basic(void) {
  rt_device *d = test_device();
  const rt_device_info *in = rt_device_get_info(d);
  rt_buffer *b;
  MUST(rt_buffer_create(d, 1000, 0, &b));
  CHECK(rt_buffer_size(b) == 1000, "size %llu", (unsigned long long)rt_buffer_size(b));
  CHECK(rt_buffer_device_address(b) != 0, "no device address");
  CHECK(rt_buffer_device_address(b) % in->mem_base_addr_align == 0, "unaligned address");
  if (in->host_unified_memory) CHECK(rt_buffer_host_ptr(b) != NULL, "unified memory but no host pointer");
  rt_buffer_destroy(b);
  MUST(rt_buffer_create(d, 4096, RT_BUFFER_HOST_VISIBLE, &b));
  uint8_t *p = rt_buffer_host_ptr(b);
  CHECK(p != NULL, "host-visible buffer without host pointer");
  if (p) {
    /* mapped memory really is the buffer: write on the host, read on the device */
    rt_queue *q;
    MUST(rt_queue_create(d, 0, &q));
    test_fill_random(p, 4096, 5);
    uint8_t back[4096];
    rt_seq s;
    MUST(rt_enqueue_read(q, b, 0, back, sizeof back, &s));
    MUST(rt_queue_wait(q, s));
    CHECK(!memcmp(back, p, sizeof back), "device read differs from host writes to the mapping");
    rt_queue_destroy(q);
  }
  rt_buffer_destroy(b);
  rt_buffer_destroy(NULL);
}

void test_buffer_suballoc(void) {
  rt_device *d = test_device();
  const rt_device_info *in = rt_device_get_info(d);
  enum { N = 600 };
  span s[N];
  uint64_t seed = 42;
  for (int i = 0; i < N; i++) {
    uint64_t size = 1 + test_rand(&seed) % (i % 10 == 0 ? 3u << 20 : 70000);
    MUST(rt_buffer_create(d, size, (i % 7 == 0) ? RT_BUFFER_HOST_VISIBLE : 0, &s[i].b));
    s[i].addr = rt_buffer_device_address(s[i].b);
    s[i].size = size;
  }
  check_disjoint(s, N, in->mem_base_addr_align);
  /* free every other one (by address), allocate again, still disjoint */
  for (int i = 0; i < N; i += 2) rt_buffer_destroy(s[i].b);
  for (int i = 0; i < N; i += 2) {
    uint64_t size = 1 + test_rand(&seed) % 100000;
    MUST(rt_buffer_create(d, size, 0, &s[i].b));
    s[i].addr = rt_buffer_device_address(s[i].b);
    s[i].size = size;
  }
  check_disjoint(s, N, in->mem_base_addr_align);
  /* The contents of neighbours are independent: write each buffer's index,
   * read all back. */
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  for (int i = 0; i < N; i++) {
    uint32_t tag[2] = {0xabc00000u + (uint32_t)i, (uint32_t)i};
    uint64_t n = s[i].size < 8 ? s[i].size : 8;
    MUST(rt_enqueue_write(q, s[i].b, s[i].size - n, tag, n, NULL));
  }
  uint32_t got[N][2];
  rt_seq last = 0;
  for (int i = 0; i < N; i++) {
    uint64_t n = s[i].size < 8 ? s[i].size : 8;
    memset(got[i], 0, sizeof got[i]);
    MUST(rt_enqueue_read(q, s[i].b, s[i].size - n, got[i], n, &last));
  }
  MUST(rt_queue_wait(q, last));
  for (int i = 0; i < N; i++) {
    uint32_t tag[2] = {0xabc00000u + (uint32_t)i, (uint32_t)i};
    uint64_t n = s[i].size < 8 ? s[i].size : 8;
    CHECK(!memcmp(got[i], tag, n), "buffer %d tail %08x %08x", i, got[i][0], got[i][1]);
  }
  rt_queue_destroy(q);
  for (int i = 0; i < N; i++) rt_buffer_destroy(s[i].b);
}

void test_buffer_big(void) {
  rt_device *d = test_device();
  const rt_device_info *in = rt_device_get_info(d);
  uint64_t size = (256ull << 20) + 12345;
  if (size > in->max_alloc_size / 2) size = in->max_alloc_size / 2;
  rt_buffer *b, *c;
  MUST(rt_buffer_create(d, size, 0, &b));
  MUST(rt_buffer_create(d, size / 3, 0, &c));
  span s[2] = {{rt_buffer_device_address(b), size, b}, {rt_buffer_device_address(c), size / 3, c}};
  check_disjoint(s, 2, in->mem_base_addr_align);
  /* ends of the big buffer are reachable */
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  uint8_t head[64], tail[64], got_h[64], got_t[64];
  test_fill_random(head, 64, 1);
  test_fill_random(tail, 64, 2);
  MUST(rt_enqueue_write(q, b, 0, head, 64, NULL));
  MUST(rt_enqueue_write(q, b, size - 64, tail, 64, NULL));
  MUST(rt_enqueue_read(q, b, 0, got_h, 64, NULL));
  rt_seq r;
  MUST(rt_enqueue_read(q, b, size - 64, got_t, 64, &r));
  MUST(rt_queue_wait(q, r));
  CHECK(!memcmp(head, got_h, 64) && !memcmp(tail, got_t, 64), "big buffer ends differ");
  rt_queue_destroy(q);
  rt_buffer_destroy(b);
  rt_buffer_destroy(c);
}

void test_buffer_errors(void) {
  rt_device *d = test_device();
  const rt_device_info *in = rt_device_get_info(d);
  rt_buffer *b = (rt_buffer *)1;
  CHECK(rt_buffer_create(d, 0, 0, &b) == RT_ERR_INVALID && b == NULL, "zero size accepted");
  CHECK(rt_last_error()[0], "no message for a zero size");
  CHECK(rt_buffer_create(d, in->max_alloc_size + 1, 0, &b) == RT_ERR_INVALID, "oversize accepted");
  CHECK(rt_buffer_create(d, UINT64_MAX, 0, &b) == RT_ERR_INVALID, "UINT64_MAX accepted");
  CHECK(rt_buffer_create(d, 16, 0x80, &b) == RT_ERR_INVALID, "unknown flag accepted");
  CHECK(rt_buffer_create(NULL, 16, 0, &b) == RT_ERR_INVALID, "NULL device accepted");
  CHECK(rt_buffer_create(d, 16, 0, NULL) == RT_ERR_INVALID, "NULL output accepted");
  /* The whole allocatable size twice over: must fail cleanly or work. */
  rt_buffer *x = NULL, *y = NULL;
  rt_status s1 = rt_buffer_create(d, in->max_alloc_size, 0, &x);
  rt_status s2 = rt_buffer_create(d, in->max_alloc_size, 0, &y);
  CHECK(s1 == RT_OK || s1 == RT_ERR_DEVICE_MEMORY || s1 == RT_ERR_HOST_MEMORY, "status %d", s1);
  CHECK(s2 == RT_OK || s2 == RT_ERR_DEVICE_MEMORY || s2 == RT_ERR_HOST_MEMORY, "status %d", s2);
  CHECK((s1 == RT_OK) == (x != NULL) && (s2 == RT_OK) == (y != NULL), "output and status disagree");
  rt_buffer_destroy(x);
  rt_buffer_destroy(y);
  CHECK(rt_buffer_size(NULL) == 0 && rt_buffer_device_address(NULL) == 0 && !rt_buffer_host_ptr(NULL),
        "NULL buffer queries");
}

static void *churn(void *arg) {
  rt_device *d = arg;
  uint64_t seed = (uint64_t)(uintptr_t)&seed;
  rt_buffer *live[32] = {0};
  for (int i = 0; i < 3000; i++) {
    int k = (int)(test_rand(&seed) % 32);
    if (live[k]) {
      rt_buffer_destroy(live[k]);
      live[k] = NULL;
    } else if (rt_buffer_create(d, 1 + test_rand(&seed) % 200000, 0, &live[k]) != RT_OK) {
      return (void *)1;
    }
  }
  for (int k = 0; k < 32; k++) rt_buffer_destroy(live[k]);
  return NULL;
}

void test_buffer_threads(void) {
  rt_device *d = test_device();
  pthread_t t[4];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, churn, d);
  for (int i = 0; i < 4; i++) {
    void *r;
    pthread_join(t[i], &r);
    CHECK(r == NULL, "thread %d failed to allocate: %s", i, rt_last_error());
  }
}
