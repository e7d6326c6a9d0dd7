/* test_transfer.c: writes, reads, copies, rectangular copies and fills,
 * each checked byte for byte against a host reference of the whole buffer
 * (so bytes outside the target must stay as they were). */
#include "rt_test.h"

static void diff(const uint8_t *got, const uint8_t *want, uint64_t n, const char *what) {
  for (uint64_t i = 0; i < n; i++)
    if (got[i] != want[i]) {
      CHECK(0, "%s: byte %llu is 0x%02x, expected 0x%02x", what, (unsigned long long)i, got[i],
            want[i]);
      return;
    }
}

void test_write_read(void) {
  rt_device *d = test_device();
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  const uint64_t n = (5ull << 20) + 77;
  rt_buffer *b;
  MUST(rt_buffer_create(d, n, 0, &b));
  uint8_t *ref = test_buffer_random(q, b, 7);
  /* writes of many sizes at odd offsets: tiny, chunked, big */
  const uint64_t sizes[] = {1, 3, 255, 4096, 70001, (1u << 20) + 3, 3u << 20};
  const uint64_t offs[] = {0, 1, 13, 4099, 123457, 17, (2u << 20) + 1};
  for (int i = 0; i < 7; i++) {
    uint8_t *src = malloc(sizes[i]);
    test_fill_random(src, sizes[i], 100 + i);
    MUST(rt_enqueue_write(q, b, offs[i], src, sizes[i], NULL));
    memcpy(ref + offs[i], src, sizes[i]);
    /* the source may be reused at once */
    memset(src, 0, sizes[i]);
    free(src);
  }
  uint8_t *got = test_read_all(q, b);
  diff(got, ref, n, "whole buffer after writes");
  /* partial reads at odd offsets */
  for (int i = 0; i < 7; i++) {
    /* one byte into each written range, to its end */
    uint64_t o = offs[i] + (sizes[i] > 1), len = sizes[i] - (sizes[i] > 1);
    uint8_t *part = malloc(len);
    rt_seq s;
    MUST(rt_enqueue_read(q, b, o, part, len, &s));
    MUST(rt_queue_wait(q, s));
    diff(part, ref + o, len, "partial read");
    free(part);
  }
  /* out of range and NULL */
  uint8_t x[8];
  CHECK(rt_enqueue_write(q, b, n - 4, x, 8, NULL) == RT_ERR_INVALID, "write past the end accepted");
  CHECK(rt_enqueue_read(q, b, n + 1, x, 0, NULL) == RT_ERR_INVALID, "read past the end accepted");
  CHECK(rt_enqueue_read(q, b, UINT64_MAX, x, 8, NULL) == RT_ERR_INVALID, "offset overflow accepted");
  CHECK(rt_enqueue_write(q, b, 0, NULL, 8, NULL) == RT_ERR_INVALID, "NULL source accepted");
  CHECK(rt_enqueue_write(NULL, b, 0, x, 8, NULL) == RT_ERR_INVALID, "NULL queue accepted");
  free(got);
  free(ref);
  rt_queue_destroy(q);
  rt_buffer_destroy(b);
}

/* Transfers bigger than one piece (16 MiB, each submitted at once, with
 * staging the queue keeps for later pieces): unaligned offsets and sizes,
 * a write over part of another that was not waited for, reads of pieces
 * into one destination, and staging reused by a later transfer, whose
 * bytes must not show through. */
void test_transfer_pieces(void) {
  rt_device *d = test_device();
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  const uint64_t n = (70ull << 20) + 333;
  rt_buffer *b;
  MUST(rt_buffer_create(d, n, 0, &b));
  uint8_t *ref = malloc(n), *src = malloc(n), *got = malloc(n);
  CHECK(ref && src && got, "out of host memory");
  if (!ref || !src || !got) return;
  /* whole buffer, then an unaligned span of three and a bit pieces over it */
  test_fill_random(ref, n, 21);
  MUST(rt_enqueue_write(q, b, 0, ref, n, NULL));
  const uint64_t o1 = (5ull << 20) + 7, n1 = (50ull << 20) + 4097;
  test_fill_random(src, n1, 22);
  MUST(rt_enqueue_write(q, b, o1, src, n1, NULL));
  memcpy(ref + o1, src, n1);
  memset(src, 0xee, n1); /* the source may be reused once the call returns */
  rt_seq s;
  MUST(rt_enqueue_read(q, b, 0, got, n, &s));
  MUST(rt_queue_wait(q, s));
  diff(got, ref, n, "buffer after overlapping big writes");
  /* rounds of smaller and bigger transfers, which reuse kept staging */
  for (int round = 0; round < 4; round++) {
    uint64_t o = 4099 * (uint64_t)round, len = (round & 1 ? 33ull << 20 : 17ull << 20) + 11 * (uint64_t)round;
    test_fill_random(src, len, 30 + round);
    MUST(rt_enqueue_write(q, b, o, src, len, NULL));
    memcpy(ref + o, src, len);
    memset(got, 0, n);
    MUST(rt_enqueue_read(q, b, o + 1, got, len - 1, &s));
    MUST(rt_queue_wait(q, s));
    diff(got, ref + o + 1, len - 1, "read after a write in pieces");
  }
  free(ref);
  free(src);
  free(got);
  rt_queue_destroy(q);
  rt_buffer_destroy(b);
}

void test_copy(void) {
  rt_device *d = test_device();
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  const uint64_t n = 300000;
  rt_buffer *a, *b;
  MUST(rt_buffer_create(d, n, 0, &a));
  MUST(rt_buffer_create(d, n, 0, &b));
  uint8_t *ra = test_buffer_random(q, a, 1), *rb = test_buffer_random(q, b, 2);
  MUST(rt_enqueue_copy(q, a, 3, b, 100001, 150000, NULL));
  memcpy(rb + 100001, ra + 3, 150000);
  /* within one buffer, disjoint ranges */
  MUST(rt_enqueue_copy(q, a, 0, a, 200000, 99999, NULL));
  memmove(ra + 200000, ra, 99999);
  /* chained: b -> a sees the earlier copy's result */
  MUST(rt_enqueue_copy(q, b, 100001, a, 7, 1000, NULL));
  memcpy(ra + 7, rb + 100001, 1000);
  uint8_t *ga = test_read_all(q, a), *gb = test_read_all(q, b);
  diff(ga, ra, n, "copy destination a");
  diff(gb, rb, n, "copy destination b");
  CHECK(rt_enqueue_copy(q, a, 0, a, 100, 200, NULL) == RT_ERR_INVALID, "overlapping copy accepted");
  CHECK(rt_enqueue_copy(q, a, n - 10, b, 0, 11, NULL) == RT_ERR_INVALID, "copy past the end accepted");
  free(ga);
  free(gb);
  free(ra);
  free(rb);
  rt_queue_destroy(q);
  rt_buffer_destroy(a);
  rt_buffer_destroy(b);
}

/* The definition of a rect copy, on host memory. */
static void host_rect(uint8_t *dst, const uint8_t *src, const rt_rect *r) {
  for (uint64_t z = 0; z < r->slices; z++)
    for (uint64_t y = 0; y < r->rows; y++)
      memmove(dst + r->dst_offset + z * r->dst_slice_pitch + y * r->dst_row_pitch,
              src + r->src_offset + z * r->src_slice_pitch + y * r->src_row_pitch, r->row_bytes);
}

static const rt_rect rects[] = {
    /* 2D, padded rows both sides */
    {.src_offset = 5, .src_row_pitch = 100, .src_slice_pitch = 0, .dst_offset = 1001,
     .dst_row_pitch = 64, .dst_slice_pitch = 0, .row_bytes = 37, .rows = 20, .slices = 1},
    /* 3D with slice padding */
    {.src_offset = 0, .src_row_pitch = 48, .src_slice_pitch = 48 * 10 + 16, .dst_offset = 3,
     .dst_row_pitch = 33, .dst_slice_pitch = 33 * 9, .row_bytes = 33, .rows = 9, .slices = 7},
    /* contiguous rows (merged into few regions) */
    {.src_offset = 64, .src_row_pitch = 128, .src_slice_pitch = 128 * 4, .dst_offset = 9,
     .dst_row_pitch = 128, .dst_slice_pitch = 128 * 4, .row_bytes = 128, .rows = 4, .slices = 5},
    /* one long row */
    {.src_offset = 11, .src_row_pitch = 0, .src_slice_pitch = 0, .dst_offset = 7,
     .dst_row_pitch = 0, .dst_slice_pitch = 0, .row_bytes = 5000, .rows = 1, .slices = 1},
};
#define NRECTS (sizeof rects / sizeof rects[0])

void test_copy_rect(void) {
  rt_device *d = test_device();
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  const uint64_t n = 20000;
  rt_buffer *a, *b;
  MUST(rt_buffer_create(d, n, 0, &a));
  MUST(rt_buffer_create(d, n, 0, &b));
  uint8_t *ra = test_buffer_random(q, a, 11), *rb = test_buffer_random(q, b, 12);
  for (size_t i = 0; i < NRECTS; i++) {
    MUST(rt_enqueue_copy_rect(q, a, b, &rects[i], NULL));
    host_rect(rb, ra, &rects[i]);
  }
  /* One buffer, interleaved rows that do not overlap: left half of each
   * 1024-byte row to its right half. */
  rt_rect self = {.src_offset = 0, .src_row_pitch = 1024, .dst_offset = 512, .dst_row_pitch = 1024,
                  .row_bytes = 256, .rows = 16, .slices = 1};
  MUST(rt_enqueue_copy_rect(q, a, a, &self, NULL));
  host_rect(ra, ra, &self);
  uint8_t *ga = test_read_all(q, a), *gb = test_read_all(q, b);
  diff(gb, rb, n, "copy_rect destination");
  diff(ga, ra, n, "copy_rect within one buffer");
  rt_rect over = self;
  over.dst_offset = 100;
  CHECK(rt_enqueue_copy_rect(q, a, a, &over, NULL) == RT_ERR_INVALID, "overlapping rect accepted");
  rt_rect out = rects[0];
  out.rows = 1000;
  CHECK(rt_enqueue_copy_rect(q, a, b, &out, NULL) == RT_ERR_INVALID, "rect past the end accepted");
  rt_rect huge = rects[0];
  huge.slices = UINT64_MAX / 2;
  huge.src_slice_pitch = 1 << 20;
  CHECK(rt_enqueue_copy_rect(q, a, b, &huge, NULL) == RT_ERR_INVALID, "overflowing rect accepted");
  free(ga);
  free(gb);
  free(ra);
  free(rb);
  rt_queue_destroy(q);
  rt_buffer_destroy(a);
  rt_buffer_destroy(b);
}

void test_read_rect(void) {
  rt_device *d = test_device();
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  const uint64_t n = 20000;
  rt_buffer *a;
  MUST(rt_buffer_create(d, n, 0, &a));
  uint8_t *ra = test_buffer_random(q, a, 21);
  for (size_t i = 0; i < NRECTS; i++) {
    uint8_t *host = malloc(n), *ref = malloc(n);
    test_fill_random(host, n, 30 + i);
    memcpy(ref, host, n);
    rt_seq s;
    MUST(rt_enqueue_read_rect(q, a, host, &rects[i], &s));
    MUST(rt_queue_wait(q, s));
    host_rect(ref, ra, &rects[i]);
    diff(host, ref, n, "read_rect");
    free(host);
    free(ref);
  }
  free(ra);
  rt_queue_destroy(q);
  rt_buffer_destroy(a);
}

void test_write_rect(void) {
  rt_device *d = test_device();
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  const uint64_t n = 20000;
  rt_buffer *a;
  MUST(rt_buffer_create(d, n, 0, &a));
  uint8_t *ra = test_buffer_random(q, a, 41);
  uint8_t *host = malloc(n);
  for (size_t i = 0; i < NRECTS; i++) {
    test_fill_random(host, n, 50 + i);
    MUST(rt_enqueue_write_rect(q, a, host, &rects[i], NULL));
    host_rect(ra, host, &rects[i]);
  }
  uint8_t *ga = test_read_all(q, a);
  diff(ga, ra, n, "write_rect");
  free(host);
  free(ga);
  free(ra);
  rt_queue_destroy(q);
  rt_buffer_destroy(a);
}

static void host_fill(uint8_t *dst, uint64_t off, uint64_t size, const uint8_t *p, uint32_t ps) {
  for (uint64_t i = 0; i < size; i++) dst[off + i] = p[i % ps];
}

void test_fill(void) {
  rt_device *d = test_device();
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  const uint64_t n = 1 << 16;
  rt_buffer *a;
  MUST(rt_buffer_create(d, n, 0, &a));
  uint8_t *ra = test_buffer_random(q, a, 61);
  const uint32_t psizes[] = {1, 2, 3, 4, 8, 16, 128};
  const uint64_t offs[] = {0, 1, 2, 3, 5, 13, 256, 4093};
  const uint64_t reps[] = {1, 2, 3, 7, 100};
  uint8_t pat[128];
  uint64_t at = 0;
  for (int pi = 0; pi < 7; pi++)
    for (int oi = 0; oi < 8; oi++)
      for (int ri = 0; ri < 5; ri++) {
        uint32_t ps = psizes[pi];
        uint64_t size = reps[ri] * ps;
        /* spread fills over the buffer so that most leave neighbours intact */
        uint64_t off = (at % (n - 16384)) / 256 * 256 + offs[oi];
        at += 1237;
        test_fill_random(pat, ps, 1000 + pi * 100 + oi * 10 + ri);
        MUST(rt_enqueue_fill(q, a, off, size, pat, ps, NULL));
        host_fill(ra, off, size, pat, ps);
      }
  uint8_t *ga = test_read_all(q, a);
  diff(ga, ra, n, "fills");
  free(ga);
  free(ra);

  /* big fills: the shader's loop (pattern of 3 at an odd offset), the
   * shader with an aligned 8-byte pattern, and the transfer fill */
  const uint64_t big = (20ull << 20) + 64;
  rt_buffer *c;
  MUST(rt_buffer_create(d, big, 0, &c));
  uint8_t *rc = test_buffer_random(q, c, 62);
  uint8_t p3[3] = {0x11, 0x22, 0x33}, p8[8] = {1, 2, 3, 4, 5, 6, 7, 8}, p4[4] = {0xde, 0xad, 0xbe, 0xef};
  MUST(rt_enqueue_fill(q, c, 1, 3 * 5000000, p3, 3, NULL));
  host_fill(rc, 1, 3 * 5000000, p3, 3);
  MUST(rt_enqueue_fill(q, c, 3 * 5000000 + 7, 8 * 100000, p8, 8, NULL));
  host_fill(rc, 3 * 5000000 + 7, 8 * 100000, p8, 8);
  MUST(rt_enqueue_fill(q, c, 16 << 20, 4 << 20, p4, 4, NULL));
  host_fill(rc, 16 << 20, 4 << 20, p4, 4);
  MUST(rt_enqueue_fill(q, c, (20 << 20) + 4, 32, p4, 2, NULL));
  host_fill(rc, (20 << 20) + 4, 32, p4, 2);
  uint8_t *gc = test_read_all(q, c);
  diff(gc, rc, big, "big fills");
  free(gc);
  free(rc);

  CHECK(rt_enqueue_fill(q, a, 0, 10, pat, 3, NULL) == RT_ERR_INVALID, "size not a multiple accepted");
  CHECK(rt_enqueue_fill(q, a, 0, 129 * 2, pat, 129, NULL) == RT_ERR_INVALID, "129-byte pattern accepted");
  CHECK(rt_enqueue_fill(q, a, n - 2, 4, pat, 4, NULL) == RT_ERR_INVALID, "fill past the end accepted");
  CHECK(rt_enqueue_fill(q, a, 0, 4, NULL, 4, NULL) == RT_ERR_INVALID, "NULL pattern accepted");
  rt_queue_destroy(q);
  rt_buffer_destroy(a);
  rt_buffer_destroy(c);
}
