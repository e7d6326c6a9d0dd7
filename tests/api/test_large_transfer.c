/* test_large_transfer.c: transfers of 2 GiB and more (2^31 bytes: past
 * every 32-bit signed size or offset) through images and buffers, written,
 * read back, copied and filled, and checked against the host data. The
 * CTS's basic imagedim_pow2 writes a 2D image of 2 GiB and more on large
 * GPUs. Each case is skipped (77) where the device's largest allocation or
 * image size cannot hold 2 GiB. */
#include "cltest.h"

#define GIB (1ull << 30)
/* The size each case aims for: 2 GiB and a bit, or the device's largest
 * allocation where that is smaller (lavapipe: exactly 2 GiB). */
#define TARGET (2 * GIB + (16ull << 20))

static void skip(cltest_env *env, const char *why) {
  fprintf(stderr, "skipped: %s\n", why);
  cltest_teardown(env);
  exit(77);
}

static cl_ulong device_ulong(cl_device_id d, cl_device_info what) {
  cl_ulong v = 0;
  MUST(clGetDeviceInfo(d, what, sizeof v, &v, NULL));
  return v;
}

static size_t device_size(cl_device_id d, cl_device_info what) {
  size_t v = 0;
  MUST(clGetDeviceInfo(d, what, sizeof v, &v, NULL));
  return v;
}

/* Host data: 8 bytes of a hash of each word's index (fast enough for GiBs,
 * and every word differs, so a misplaced piece shows). */
static uint64_t word_at(uint64_t i, uint64_t seed) {
  uint64_t z = (i + seed) * 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static uint8_t *host_data(size_t n, uint64_t seed) {
  uint64_t *p = cltest_malloc(n);
  for (size_t i = 0; i < n / 8; i++) p[i] = word_at(i, seed);
  return (uint8_t *)p;
}

/* The largest size up to TARGET that the device allows, or 0 below 2 GiB. */
static size_t large_size(cl_device_id d) {
  cl_ulong max_alloc = device_ulong(d, CL_DEVICE_MAX_MEM_ALLOC_SIZE);
  cl_ulong global = device_ulong(d, CL_DEVICE_GLOBAL_MEM_SIZE);
  cl_ulong n = max_alloc < TARGET ? max_alloc : TARGET;
  n &= ~(((cl_ulong)1 << 20) - 1); /* whole MiBs */
  if (n < 2 * GIB || global < 2 * n || n > SIZE_MAX / 2) return 0;
  return (size_t)n;
}

/* A 2D RGBA 32-bit image of 2 GiB or more: written whole without
 * blocking, read back whole, one box past the 2 GiB mark read alone,
 * and copied whole to a buffer whose bytes are read back. */
TEST(large_image_transfer) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_bool images = CL_FALSE;
  MUST(clGetDeviceInfo(env.device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL));
  if (!images) skip(&env, "no image support");
  size_t n = large_size(env.device);
  if (!n) skip(&env, "CL_DEVICE_MAX_MEM_ALLOC_SIZE (or half the global memory) is below 2 GiB");
  const size_t elem = 16;
  size_t w = device_size(env.device, CL_DEVICE_IMAGE2D_MAX_WIDTH);
  size_t max_h = device_size(env.device, CL_DEVICE_IMAGE2D_MAX_HEIGHT);
  if (w > 16384) w = 16384;
  size_t h = n / (w * elem);
  if (h > max_h) h = max_h;
  size_t row = w * elem, bytes = row * h;
  if (bytes < 2 * GIB) skip(&env, "CL_DEVICE_IMAGE2D_MAX_WIDTH x HEIGHT hold less than 2 GiB of RGBA32 texels");
  fprintf(stderr, "image %zu x %zu, %zu bytes\n", w, h, bytes);

  cl_image_format fmt = {CL_RGBA, CL_UNSIGNED_INT32};
  cl_image_desc desc = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = w, .image_height = h};
  cl_int err;
  cl_mem img = clCreateImage(env.ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &err);
  MUST(err);
  uint8_t *host = host_data(bytes, 1);
  uint8_t *back = cltest_malloc(bytes);
  memset(back, 0xee, bytes);
  size_t origin[3] = {0, 0, 0}, region[3] = {w, h, 1};
  CHECK_OK(clEnqueueWriteImage(env.queue, img, CL_FALSE, origin, region, 0, 0, host, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadImage(env.queue, img, CL_TRUE, origin, region, 0, 0, back, 0, NULL, NULL));
  CHECK_MEM(back, host, bytes);

  /* a box of the last rows, all past 2 GiB, at an inner column */
  size_t o2[3] = {5, h - 3, 0}, r2[3] = {w - 9, 3, 1};
  size_t row2 = r2[0] * elem;
  CHECK((o2[1] + r2[1]) * row > 2 * GIB - row); /* the last rows */
  uint8_t *box = cltest_malloc(row2 * r2[1]);
  CHECK_OK(clEnqueueReadImage(env.queue, img, CL_TRUE, o2, r2, 0, 0, box, 0, NULL, NULL));
  for (size_t y = 0; y < r2[1]; y++) CHECK_MEM(box + y * row2, host + (o2[1] + y) * row + o2[0] * elem, row2);
  free(box);

  /* the whole image into a buffer, and those bytes back */
  cl_mem buf = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, bytes, NULL, &err);
  if (err == CL_SUCCESS) {
    memset(back, 0xee, bytes);
    CHECK_OK(clEnqueueCopyImageToBuffer(env.queue, img, buf, origin, region, 0, 0, NULL, NULL));
    CHECK_OK(clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, bytes, back, 0, NULL, NULL));
    CHECK_MEM(back, host, bytes);
    clReleaseMemObject(buf);
  } else {
    CHECK(err == CL_MEM_OBJECT_ALLOCATION_FAILURE || err == CL_OUT_OF_RESOURCES);
  }
  clReleaseMemObject(img);
  free(host);
  free(back);
  cltest_teardown(&env);
}

/* A buffer of 2 GiB or more: written whole, read back whole, one range
 * across the 2 GiB mark read alone, and filled nearly whole and across
 * that mark. */
TEST(large_buffer_transfer) {
  cltest_env env;
  cltest_setup(&env, 0);
  size_t n = large_size(env.device);
  if (!n) skip(&env, "CL_DEVICE_MAX_MEM_ALLOC_SIZE (or half the global memory) is below 2 GiB");
  fprintf(stderr, "buffer of %zu bytes\n", n);
  cl_int err;
  cl_mem buf = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, n, NULL, &err);
  MUST(err);
  uint8_t *host = host_data(n, 2);
  uint8_t *back = cltest_malloc(n);
  memset(back, 0xee, n);
  CHECK_OK(clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, n, host, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, n, back, 0, NULL, NULL));
  CHECK_MEM(back, host, n);

  /* 1 MiB and 8 bytes around the 2 GiB mark */
  size_t off = 2 * GIB - (512u << 10) - 8, len = (1u << 20) + 8;
  if (off + len > n) off = n - len;
  uint8_t *part = cltest_malloc(len);
  CHECK_OK(clEnqueueReadBuffer(env.queue, buf, CL_TRUE, off, len, part, 0, NULL, NULL));
  CHECK_MEM(part, host + off, len);

  /* fills: a 4-byte pattern over all but the first and last 8 bytes (a
   * transfer-engine fill), then an 8-byte one over the range above (the
   * fill shader); byte i of a fill is pattern[i % size] */
  const uint8_t p4[4] = {0x11, 0x22, 0x33, 0x44}, p8[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  CHECK_OK(clEnqueueFillBuffer(env.queue, buf, p4, 4, 8, n - 16, 0, NULL, NULL));
  for (size_t i = 0; i < n - 16; i++) host[8 + i] = p4[i % 4];
  CHECK_OK(clEnqueueFillBuffer(env.queue, buf, p8, 8, off, len, 0, NULL, NULL));
  for (size_t i = 0; i < len; i++) host[off + i] = p8[i % 8];
  memset(back, 0xee, n);
  CHECK_OK(clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, n, back, 0, NULL, NULL));
  CHECK_MEM(back, host, n);
  free(part);
  free(host);
  free(back);
  clReleaseMemObject(buf);
  cltest_teardown(&env);
}
