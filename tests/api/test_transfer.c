/* test_transfer.c: reads, writes, copies, fills (plain and rectangular)
 * and map/unmap on seeded random data, checked against host references
 * written from the spec's definitions; and every error those calls list. */
#include "cltest.h"

/* ---- references ---- */

/* The spec's rectangle: byte (x, y, z) of a region is at
 * origin[0] + x + (origin[1] + y) * row_pitch + (origin[2] + z) * slice_pitch,
 * with 0 pitches meaning tightly packed. */
typedef struct rect {
  size_t origin[3], row, slice;
} rect;

static void rect_resolve(rect *r, const size_t *region) {
  if (!r->row) r->row = region[0];
  if (!r->slice) r->slice = region[1] * r->row;
}

static size_t rect_end(const rect *r, const size_t *region) {
  return r->origin[0] + (r->origin[1] + region[1] - 1) * r->row + (r->origin[2] + region[2] - 1) * r->slice +
         region[0];
}

static void ref_copy_rect(uint8_t *dst, rect d, const uint8_t *src, rect s, const size_t *region) {
  rect_resolve(&d, region);
  rect_resolve(&s, region);
  for (size_t z = 0; z < region[2]; z++)
    for (size_t y = 0; y < region[1]; y++)
      for (size_t x = 0; x < region[0]; x++)
        dst[d.origin[0] + x + (d.origin[1] + y) * d.row + (d.origin[2] + z) * d.slice] =
          src[s.origin[0] + x + (s.origin[1] + y) * s.row + (s.origin[2] + z) * s.slice];
}

/* Random pitches (sometimes 0) and origins for a region. */
static rect random_rect(uint64_t *s, const size_t *region) {
  rect r;
  r.origin[0] = cltest_range(s, 0, 20);
  r.origin[1] = cltest_range(s, 0, 5);
  r.origin[2] = cltest_range(s, 0, 2);
  r.row = cltest_range(s, 0, 3) ? region[0] + cltest_range(s, 0, 24) : 0;
  size_t row = r.row ? r.row : region[0];
  r.slice = cltest_range(s, 0, 3) ? (region[1] + cltest_range(s, 0, 3)) * row : 0;
  return r;
}

static cl_mem random_buffer(cltest_env *env, size_t n, uint64_t seed, uint8_t **shadow) {
  *shadow = cltest_malloc(n);
  cltest_fill(*shadow, n, seed);
  cl_int err;
  cl_mem m = clCreateBuffer(env->ctx, CL_MEM_COPY_HOST_PTR, n, *shadow, &err);
  CHECK_OK(err);
  return m;
}

static void check_buffer(cltest_env *env, cl_mem m, const uint8_t *ref, size_t n, const char *what) {
  uint8_t *out = cltest_malloc(n);
  memset(out, 0xcd, n);
  CHECK_OK(clEnqueueReadBuffer(env->queue, m, CL_TRUE, 0, n, out, 0, NULL, NULL));
  if (memcmp(out, ref, n)) fprintf(stderr, "buffer contents after %s:\n", what);
  CHECK_MEM(out, ref, n);
  free(out);
}

TEST(read_write) {
  cltest_env env;
  cltest_setup(&env, 0);
  uint64_t s = 11;
  size_t n = 70001;
  uint8_t *ref;
  cl_mem m = random_buffer(&env, n, 12, &ref);
  uint8_t *tmp = cltest_malloc(n);
  for (int i = 0; i < 40; i++) {
    size_t off = cltest_range(&s, 0, n - 1), len = cltest_range(&s, 1, n - off);
    bool blocking = i % 2;
    if (i % 3) {
      cltest_fill(tmp, len, s);
      CHECK_OK(clEnqueueWriteBuffer(env.queue, m, blocking, off, len, tmp, 0, NULL, NULL));
      if (!blocking) CHECK_OK(clFinish(env.queue));
      memcpy(ref + off, tmp, len);
    } else {
      memset(tmp, 0, len);
      cl_event ev = NULL;
      CHECK_OK(clEnqueueReadBuffer(env.queue, m, blocking, off, len, tmp, 0, NULL, blocking ? NULL : &ev));
      if (ev) {
        CHECK_OK(clWaitForEvents(1, &ev));
        CHECK_OK(clReleaseEvent(ev));
      }
      CHECK_MEM(tmp, ref + off, len);
    }
  }
  check_buffer(&env, m, ref, n, "writes");
  CHECK_OK(clReleaseMemObject(m));
  free(ref);
  free(tmp);
  cltest_teardown(&env);
}

TEST(copy) {
  cltest_env env;
  cltest_setup(&env, 0);
  uint64_t s = 21;
  size_t na = 50000, nb = 30011;
  uint8_t *ra, *rb;
  cl_mem a = random_buffer(&env, na, 22, &ra), b = random_buffer(&env, nb, 23, &rb);
  for (int i = 0; i < 40; i++) {
    bool same = i % 4 == 0;
    cl_mem src = i % 2 ? a : b, dst = same ? src : (i % 2 ? b : a);
    uint8_t *rs = src == a ? ra : rb, *rd = dst == a ? ra : rb;
    size_t ns = src == a ? na : nb, nd = dst == a ? na : nb;
    size_t len = cltest_range(&s, 1, (ns < nd ? ns : nd) / (same ? 3 : 1));
    size_t so = cltest_range(&s, 0, ns - len), doff = cltest_range(&s, 0, nd - len);
    if (same && so < doff + len && doff < so + len) {
      CHECK_ERR(clEnqueueCopyBuffer(env.queue, src, dst, so, doff, len, 0, NULL, NULL), CL_MEM_COPY_OVERLAP);
      continue;
    }
    CHECK_OK(clEnqueueCopyBuffer(env.queue, src, dst, so, doff, len, 0, NULL, NULL));
    memmove(rd + doff, rs + so, len);
  }
  check_buffer(&env, a, ra, na, "copies");
  check_buffer(&env, b, rb, nb, "copies");
  CHECK_OK(clReleaseMemObject(a));
  CHECK_OK(clReleaseMemObject(b));
  free(ra);
  free(rb);
  cltest_teardown(&env);
}

TEST(fill) {
  cltest_env env;
  cltest_setup(&env, 0);
  uint64_t s = 31;
  size_t n = 65536;
  uint8_t *ref;
  cl_mem m = random_buffer(&env, n, 32, &ref);
  for (size_t psize = 1; psize <= 128; psize *= 2) {
    for (int i = 0; i < 3; i++) {
      uint8_t pattern[128];
      cltest_fill(pattern, psize, s + psize);
      size_t count = cltest_range(&s, 1, n / psize / 2);
      size_t off = cltest_range(&s, 0, n / psize - count) * psize;
      CHECK_OK(clEnqueueFillBuffer(env.queue, m, pattern, psize, off, count * psize, 0, NULL, NULL));
      for (size_t k = 0; k < count; k++) memcpy(ref + off + k * psize, pattern, psize);
    }
    check_buffer(&env, m, ref, n, "fills");
  }
  CHECK_OK(clReleaseMemObject(m));
  free(ref);
  cltest_teardown(&env);
}

TEST(rect) {
  cltest_env env;
  cltest_setup(&env, 0);
  uint64_t s = 41;
  size_t n = 1 << 16, hn = 1 << 16;
  uint8_t *ra, *rb;
  cl_mem a = random_buffer(&env, n, 42, &ra), b = random_buffer(&env, n, 43, &rb);
  uint8_t *host = cltest_malloc(hn), *href = cltest_malloc(hn);
  for (int i = 0; i < 60; i++) {
    size_t region[3] = {cltest_range(&s, 1, 40), cltest_range(&s, 1, 12), cltest_range(&s, 1, 5)};
    rect r1 = random_rect(&s, region), r2 = random_rect(&s, region);
    rect e1 = r1, e2 = r2;
    rect_resolve(&e1, region);
    rect_resolve(&e2, region);
    if (rect_end(&e1, region) > n || rect_end(&e2, region) > hn) continue;
    int kind = i % 3;
    if (kind == 0) { /* read rect: buffer a -> host */
      cltest_fill(host, hn, s);
      memcpy(href, host, hn);
      CHECK_OK(clEnqueueReadBufferRect(env.queue, a, CL_TRUE, r1.origin, r2.origin, region, r1.row, r1.slice,
                                       r2.row, r2.slice, host, 0, NULL, NULL));
      ref_copy_rect(href, r2, ra, r1, region);
      CHECK_MEM(host, href, hn);
    } else if (kind == 1) { /* write rect: host -> buffer a */
      cltest_fill(host, hn, s);
      CHECK_OK(clEnqueueWriteBufferRect(env.queue, a, i % 2, r1.origin, r2.origin, region, r1.row, r1.slice,
                                        r2.row, r2.slice, host, 0, NULL, NULL));
      CHECK_OK(clFinish(env.queue));
      ref_copy_rect(ra, r1, host, r2, region);
    } else { /* copy rect: a -> b */
      CHECK_OK(clEnqueueCopyBufferRect(env.queue, a, b, r1.origin, r2.origin, region, r1.row, r1.slice,
                                       r2.row, r2.slice, 0, NULL, NULL));
      ref_copy_rect(rb, r2, ra, r1, region);
    }
  }
  check_buffer(&env, a, ra, n, "rect writes");
  check_buffer(&env, b, rb, n, "rect copies");

  /* Within one buffer: equal pitches; overlapping regions are an error. */
  size_t region[3] = {8, 4, 2}, o1[3] = {0, 0, 0}, o2[3] = {4, 2, 0}, o3[3] = {16, 0, 0};
  CHECK_ERR(clEnqueueCopyBufferRect(env.queue, a, a, o1, o2, region, 64, 1024, 64, 1024, 0, NULL, NULL),
            CL_MEM_COPY_OVERLAP);
  CHECK_ERR(clEnqueueCopyBufferRect(env.queue, a, a, o1, o3, region, 64, 1024, 32, 1024, 0, NULL, NULL),
            CL_INVALID_VALUE);
  CHECK_OK(clEnqueueCopyBufferRect(env.queue, a, a, o1, o3, region, 64, 1024, 64, 1024, 0, NULL, NULL));
  ref_copy_rect(ra, (rect){{16, 0, 0}, 64, 1024}, ra, (rect){{0, 0, 0}, 64, 1024}, region);
  /* Appendix D of the API spec: with the row pitch the region's width
   * (4), x origins past the row place the regions by byte offset; slices
   * of 2 rows (8 bytes) every 32 bytes, the source's at byte 17 mod 32,
   * the destination's at byte 1 mod 32: interleaved, not overlapping
   * (their byte spans meet). A destination at byte 13 mod 32 meets the
   * source's slices. */
  size_t r4[3] = {4, 2, 3}, o4[3] = {17, 0, 1}, o5[3] = {33, 0, 0}, o6[3] = {45, 0, 0};
  CHECK_OK(clEnqueueCopyBufferRect(env.queue, a, a, o4, o5, r4, 4, 32, 4, 32, 0, NULL, NULL));
  ref_copy_rect(ra, (rect){{33, 0, 0}, 4, 32}, ra, (rect){{17, 0, 1}, 4, 32}, r4);
  CHECK_ERR(clEnqueueCopyBufferRect(env.queue, a, a, o4, o6, r4, 4, 32, 4, 32, 0, NULL, NULL), CL_MEM_COPY_OVERLAP);
  check_buffer(&env, a, ra, n, "rect copy within a buffer");
  CHECK_OK(clReleaseMemObject(a));
  CHECK_OK(clReleaseMemObject(b));
  free(ra);
  free(rb);
  free(host);
  free(href);
  cltest_teardown(&env);
}

TEST(transfer_errors) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  uint8_t buf[256];
  cl_mem m = clCreateBuffer(env.ctx, 0, 256, NULL, &err);
  cl_mem m2 = clCreateBuffer(env.ctx, 0, 256, NULL, &err);
  cl_command_queue q = env.queue;
  cl_event ev = clCreateUserEvent(env.ctx, &err);
  cl_event bad_list[1] = {NULL};
  /* Queue, memory object, pointer, range. */
  CHECK_ERR(clEnqueueReadBuffer((cl_command_queue)env.ctx, m, CL_TRUE, 0, 4, buf, 0, NULL, NULL),
            CL_INVALID_COMMAND_QUEUE);
  CHECK_ERR(clEnqueueReadBuffer(q, (cl_mem)env.ctx, CL_TRUE, 0, 4, buf, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueReadBuffer(q, NULL, CL_TRUE, 0, 4, buf, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueReadBuffer(q, m, CL_TRUE, 0, 4, NULL, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueReadBuffer(q, m, CL_TRUE, 0, 0, buf, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueReadBuffer(q, m, CL_TRUE, 250, 8, buf, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueReadBuffer(q, m, CL_TRUE, 257, 1, buf, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueReadBuffer(q, m, CL_TRUE, 8, SIZE_MAX, buf, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueWriteBuffer(q, m, CL_TRUE, 250, 8, buf, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueWriteBuffer(q, m, CL_TRUE, 0, 8, NULL, 0, NULL, NULL), CL_INVALID_VALUE);
  /* Wait lists. */
  CHECK_ERR(clEnqueueReadBuffer(q, m, CL_TRUE, 0, 4, buf, 1, NULL, NULL), CL_INVALID_EVENT_WAIT_LIST);
  CHECK_ERR(clEnqueueReadBuffer(q, m, CL_TRUE, 0, 4, buf, 0, &ev, NULL), CL_INVALID_EVENT_WAIT_LIST);
  CHECK_ERR(clEnqueueReadBuffer(q, m, CL_TRUE, 0, 4, buf, 1, bad_list, NULL), CL_INVALID_EVENT_WAIT_LIST);
  cl_event wrong_kind[1] = {(cl_event)m};
  CHECK_ERR(clEnqueueWriteBuffer(q, m, CL_TRUE, 0, 4, buf, 1, wrong_kind, NULL), CL_INVALID_EVENT_WAIT_LIST);
  /* Copies. */
  CHECK_ERR(clEnqueueCopyBuffer(q, m, m2, 0, 0, 0, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueCopyBuffer(q, m, m2, 200, 0, 100, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueCopyBuffer(q, m, m2, 0, 200, 100, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueCopyBuffer(q, m, m, 0, 50, 100, 0, NULL, NULL), CL_MEM_COPY_OVERLAP);
  CHECK_ERR(clEnqueueCopyBuffer(q, m, (cl_mem)q, 0, 0, 4, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  /* Fills. */
  uint32_t pat = 7;
  CHECK_ERR(clEnqueueFillBuffer(q, m, NULL, 4, 0, 16, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueFillBuffer(q, m, &pat, 3, 0, 12, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueFillBuffer(q, m, &pat, 0, 0, 16, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueFillBuffer(q, m, buf, 256, 0, 256, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueFillBuffer(q, m, &pat, 4, 2, 16, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueFillBuffer(q, m, &pat, 4, 0, 18, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueFillBuffer(q, m, &pat, 4, 252, 8, 0, NULL, NULL), CL_INVALID_VALUE);
  /* Rectangles. */
  size_t zero[3] = {0, 0, 0}, region[3] = {4, 4, 1}, flat[3] = {4, 0, 1}, far[3] = {0, 63, 0};
  CHECK_ERR(clEnqueueReadBufferRect(q, m, CL_TRUE, zero, zero, flat, 0, 0, 0, 0, buf, 0, NULL, NULL),
            CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueReadBufferRect(q, m, CL_TRUE, NULL, zero, region, 0, 0, 0, 0, buf, 0, NULL, NULL),
            CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueReadBufferRect(q, m, CL_TRUE, zero, zero, region, 0, 0, 0, 0, NULL, 0, NULL, NULL),
            CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueReadBufferRect(q, m, CL_TRUE, zero, zero, region, 3, 0, 0, 0, buf, 0, NULL, NULL),
            CL_INVALID_VALUE); /* row pitch < region[0] */
  CHECK_ERR(clEnqueueReadBufferRect(q, m, CL_TRUE, zero, zero, region, 8, 12, 0, 0, buf, 0, NULL, NULL),
            CL_INVALID_VALUE); /* slice pitch < rows * row pitch */
  CHECK_ERR(clEnqueueReadBufferRect(q, m, CL_TRUE, zero, zero, region, 8, 36, 0, 0, buf, 0, NULL, NULL),
            CL_INVALID_VALUE); /* slice pitch not a multiple of row pitch */
  CHECK_ERR(clEnqueueReadBufferRect(q, m, CL_TRUE, zero, zero, region, 0, 0, 2, 0, buf, 0, NULL, NULL),
            CL_INVALID_VALUE); /* host row pitch */
  CHECK_ERR(clEnqueueReadBufferRect(q, m, CL_TRUE, far, zero, region, 0, 0, 0, 0, buf, 0, NULL, NULL),
            CL_INVALID_VALUE); /* out of the buffer */
  CHECK_ERR(clEnqueueWriteBufferRect(q, m, CL_TRUE, far, zero, region, 0, 0, 0, 0, buf, 0, NULL, NULL),
            CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueCopyBufferRect(q, m, m2, far, zero, region, 0, 0, 0, 0, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueCopyBufferRect(q, m, m2, zero, far, region, 0, 0, 0, 0, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueCopyBufferRect(q, m, m2, zero, zero, flat, 0, 0, 0, 0, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueCopyBufferRect(q, m, m, zero, zero, region, 0, 0, 0, 0, 0, NULL, NULL), CL_MEM_COPY_OVERLAP);
  CHECK_OK(clSetUserEventStatus(ev, CL_COMPLETE));
  CHECK_OK(clReleaseEvent(ev));
  CHECK_OK(clReleaseMemObject(m));
  CHECK_OK(clReleaseMemObject(m2));
  cltest_teardown(&env);
}

TEST(host_access_flags) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  uint8_t buf[64];
  size_t zero[3] = {0, 0, 0}, region[3] = {8, 2, 1};
  cl_mem wo = clCreateBuffer(env.ctx, CL_MEM_HOST_WRITE_ONLY, 64, NULL, &err);
  cl_mem ro = clCreateBuffer(env.ctx, CL_MEM_HOST_READ_ONLY, 64, NULL, &err);
  cl_mem na = clCreateBuffer(env.ctx, CL_MEM_HOST_NO_ACCESS, 64, NULL, &err);
  cl_command_queue q = env.queue;
  CHECK_ERR(clEnqueueReadBuffer(q, wo, CL_TRUE, 0, 8, buf, 0, NULL, NULL), CL_INVALID_OPERATION);
  CHECK_ERR(clEnqueueReadBuffer(q, na, CL_TRUE, 0, 8, buf, 0, NULL, NULL), CL_INVALID_OPERATION);
  CHECK_ERR(clEnqueueWriteBuffer(q, ro, CL_TRUE, 0, 8, buf, 0, NULL, NULL), CL_INVALID_OPERATION);
  CHECK_ERR(clEnqueueWriteBuffer(q, na, CL_TRUE, 0, 8, buf, 0, NULL, NULL), CL_INVALID_OPERATION);
  CHECK_ERR(clEnqueueReadBufferRect(q, wo, CL_TRUE, zero, zero, region, 0, 0, 0, 0, buf, 0, NULL, NULL),
            CL_INVALID_OPERATION);
  CHECK_ERR(clEnqueueWriteBufferRect(q, ro, CL_TRUE, zero, zero, region, 0, 0, 0, 0, buf, 0, NULL, NULL),
            CL_INVALID_OPERATION);
  CHECK(clEnqueueMapBuffer(q, wo, CL_TRUE, CL_MAP_READ, 0, 8, 0, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_OPERATION);
  CHECK(clEnqueueMapBuffer(q, ro, CL_TRUE, CL_MAP_WRITE, 0, 8, 0, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_OPERATION);
  CHECK(clEnqueueMapBuffer(q, na, CL_TRUE, CL_MAP_WRITE_INVALIDATE_REGION, 0, 8, 0, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_OPERATION);
  /* Allowed directions work, and device-side copies are unrestricted. */
  cltest_fill(buf, sizeof buf, 51);
  CHECK_OK(clEnqueueWriteBuffer(q, wo, CL_TRUE, 0, 64, buf, 0, NULL, NULL));
  CHECK_OK(clEnqueueCopyBuffer(q, wo, na, 0, 0, 64, 0, NULL, NULL));
  CHECK_OK(clEnqueueCopyBuffer(q, na, ro, 0, 0, 64, 0, NULL, NULL));
  uint8_t out[64];
  CHECK_OK(clEnqueueReadBuffer(q, ro, CL_TRUE, 0, 64, out, 0, NULL, NULL));
  CHECK_MEM(out, buf, 64);
  CHECK_OK(clReleaseMemObject(wo));
  CHECK_OK(clReleaseMemObject(ro));
  CHECK_OK(clReleaseMemObject(na));
  cltest_teardown(&env);
}

/* Maps of every kind of buffer, each flag, blocking or not. */
TEST(map) {
  cltest_env env;
  cltest_setup(&env, 0);
  uint64_t s = 61;
  size_t n = 20000;
  static const cl_mem_flags kinds[] = {0, CL_MEM_ALLOC_HOST_PTR, CL_MEM_USE_HOST_PTR, CL_MEM_COPY_HOST_PTR};
  for (size_t k = 0; k < 4; k++) {
    uint8_t *host = cltest_malloc(n), *ref = cltest_malloc(n);
    cltest_fill(host, n, 62 + k);
    memcpy(ref, host, n);
    cl_int err;
    cl_mem m = clCreateBuffer(env.ctx, kinds[k], n, (kinds[k] & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR)) ? host : NULL, &err);
    CHECK_OK(err);
    if (!(kinds[k] & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR)))
      CHECK_OK(clEnqueueWriteBuffer(env.queue, m, CL_TRUE, 0, n, ref, 0, NULL, NULL));
    for (int i = 0; i < 12; i++) {
      size_t off = cltest_range(&s, 0, n - 1), len = cltest_range(&s, 1, n - off);
      cl_map_flags f = i % 3 == 0 ? CL_MAP_READ : i % 3 == 1 ? CL_MAP_READ | CL_MAP_WRITE : CL_MAP_WRITE_INVALIDATE_REGION;
      bool blocking = i % 2;
      cl_event ev = NULL;
      uint8_t *p = clEnqueueMapBuffer(env.queue, m, blocking, f, off, len, 0, NULL, blocking ? NULL : &ev, &err);
      CHECK_OK(err);
      if (!p) continue;
      if (ev) {
        CHECK_OK(clWaitForEvents(1, &ev));
        cl_command_type t = 0;
        CHECK_OK(clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof t, &t, NULL));
        CHECK_EQ(t, CL_COMMAND_MAP_BUFFER);
        CHECK_OK(clReleaseEvent(ev));
      }
      if (kinds[k] & CL_MEM_USE_HOST_PTR) CHECK(p == host + off);
      cl_uint count = 0;
      CHECK_OK(clGetMemObjectInfo(m, CL_MEM_MAP_COUNT, sizeof count, &count, NULL));
      CHECK_EQ(count, 1);
      if (f & CL_MAP_READ) CHECK_MEM(p, ref + off, len);
      if (f != CL_MAP_READ) {
        cltest_fill(p, len, s);
        memcpy(ref + off, p, len);
      }
      CHECK_OK(clEnqueueUnmapMemObject(env.queue, m, p, 0, NULL, &ev));
      CHECK_OK(clWaitForEvents(1, &ev));
      cl_command_type t = 0;
      CHECK_OK(clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof t, &t, NULL));
      CHECK_EQ(t, CL_COMMAND_UNMAP_MEM_OBJECT);
      CHECK_OK(clReleaseEvent(ev));
      CHECK_OK(clGetMemObjectInfo(m, CL_MEM_MAP_COUNT, sizeof count, &count, NULL));
      CHECK_EQ(count, 0);
    }
    check_buffer(&env, m, ref, n, "maps");
    /* Two maps at once, unmapped in either order. */
    uint8_t *p1 = clEnqueueMapBuffer(env.queue, m, CL_TRUE, CL_MAP_READ, 0, 100, 0, NULL, NULL, &err);
    uint8_t *p2 = clEnqueueMapBuffer(env.queue, m, CL_TRUE, CL_MAP_WRITE, 200, 100, 0, NULL, NULL, &err);
    CHECK(p1 && p2);
    cl_uint count = 0;
    CHECK_OK(clGetMemObjectInfo(m, CL_MEM_MAP_COUNT, sizeof count, &count, NULL));
    CHECK_EQ(count, 2);
    memset(p2, 0x5a, 100);
    memset(ref + 200, 0x5a, 100);
    CHECK_OK(clEnqueueUnmapMemObject(env.queue, m, p1, 0, NULL, NULL));
    CHECK_OK(clEnqueueUnmapMemObject(env.queue, m, p2, 0, NULL, NULL));
    CHECK_ERR(clEnqueueUnmapMemObject(env.queue, m, p2, 0, NULL, NULL), CL_INVALID_VALUE);
    check_buffer(&env, m, ref, n, "two maps");
    CHECK_OK(clReleaseMemObject(m));
    free(host);
    free(ref);
  }
  cltest_teardown(&env);
}

TEST(map_errors) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_mem m = clCreateBuffer(env.ctx, 0, 256, NULL, &err);
  cl_command_queue q = env.queue;
  CHECK(clEnqueueMapBuffer(q, m, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE_INVALIDATE_REGION, 0, 8, 0, NULL, NULL,
                           &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clEnqueueMapBuffer(q, m, CL_TRUE, (cl_map_flags)1 << 10, 0, 8, 0, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clEnqueueMapBuffer(q, m, CL_TRUE, CL_MAP_READ, 0, 0, 0, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clEnqueueMapBuffer(q, m, CL_TRUE, CL_MAP_READ, 250, 8, 0, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clEnqueueMapBuffer(q, (cl_mem)q, CL_TRUE, CL_MAP_READ, 0, 8, 0, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_MEM_OBJECT);
  CHECK(clEnqueueMapBuffer(q, m, CL_TRUE, CL_MAP_READ, 0, 8, 1, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_EVENT_WAIT_LIST);
  char local[8];
  CHECK_ERR(clEnqueueUnmapMemObject(q, m, local, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueUnmapMemObject(q, m, NULL, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueUnmapMemObject(q, (cl_mem)q, local, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueUnmapMemObject((cl_command_queue)m, m, local, 0, NULL, NULL), CL_INVALID_COMMAND_QUEUE);
  void *p = clEnqueueMapBuffer(q, m, CL_TRUE, CL_MAP_READ, 0, 8, 0, NULL, NULL, &err);
  CHECK_OK(err);
  CHECK_ERR(clEnqueueUnmapMemObject(q, m, p, 1, NULL, NULL), CL_INVALID_EVENT_WAIT_LIST);
  CHECK_OK(clEnqueueUnmapMemObject(q, m, p, 0, NULL, NULL));
  /* A mapping still open at release is discarded with the buffer. */
  p = clEnqueueMapBuffer(q, m, CL_TRUE, CL_MAP_WRITE, 0, 8, 0, NULL, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clReleaseMemObject(m));
  cltest_teardown(&env);
}

TEST(sub_buffer_transfers) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_uint bits;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof bits, &bits, NULL));
  size_t align = bits / 8, n = align * 16;
  uint8_t *ref;
  cl_mem parent = random_buffer(&env, n, 71, &ref);
  cl_int err;
  cl_buffer_region r1 = {align * 2, align * 5}, r2 = {align * 8, align * 6};
  cl_mem s1 = clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &r1, &err);
  cl_mem s2 = clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &r2, &err);
  uint8_t *tmp = cltest_malloc(n);
  cltest_fill(tmp, n, 72);
  CHECK_OK(clEnqueueWriteBuffer(env.queue, s1, CL_TRUE, 3, 100, tmp, 0, NULL, NULL));
  memcpy(ref + r1.origin + 3, tmp, 100);
  CHECK_OK(clEnqueueCopyBuffer(env.queue, s1, s2, 0, 5, align * 4, 0, NULL, NULL));
  memmove(ref + r2.origin + 5, ref + r1.origin, align * 4);
  uint16_t pat = 0xbeef;
  CHECK_OK(clEnqueueFillBuffer(env.queue, s2, &pat, 2, 10, 64, 0, NULL, NULL));
  for (int i = 0; i < 32; i++) memcpy(ref + r2.origin + 10 + 2 * i, &pat, 2);
  /* Sub-buffers of one parent that overlap it: parent/sub copies. */
  CHECK_ERR(clEnqueueCopyBuffer(env.queue, parent, s1, r1.origin, 0, 16, 0, NULL, NULL), CL_MEM_COPY_OVERLAP);
  CHECK_OK(clEnqueueCopyBuffer(env.queue, parent, s1, 0, 0, 16, 0, NULL, NULL));
  memmove(ref + r1.origin, ref, 16);
  void *p = clEnqueueMapBuffer(env.queue, s2, CL_TRUE, CL_MAP_READ, 4, 40, 0, NULL, NULL, &err);
  CHECK_OK(err);
  if (p) {
    CHECK_MEM(p, ref + r2.origin + 4, 40);
    CHECK_OK(clEnqueueUnmapMemObject(env.queue, s2, p, 0, NULL, NULL));
  }
  check_buffer(&env, parent, ref, n, "sub-buffer transfers");
  CHECK_OK(clEnqueueReadBuffer(env.queue, s1, CL_TRUE, 0, r1.size, tmp, 0, NULL, NULL));
  CHECK_MEM(tmp, ref + r1.origin, r1.size);
  CHECK_ERR(clEnqueueReadBuffer(env.queue, s1, CL_TRUE, 1, r1.size, tmp, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_OK(clReleaseMemObject(s1));
  CHECK_OK(clReleaseMemObject(s2));
  CHECK_OK(clReleaseMemObject(parent));
  free(ref);
  free(tmp);
  cltest_teardown(&env);
}
