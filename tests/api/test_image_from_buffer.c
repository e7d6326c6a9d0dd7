/* test_image_from_buffer.c: cl_khr_image2d_from_buffer. A 2D image made
 * over a buffer shares its bytes: rows image_row_pitch apart from the
 * buffer's start, what one writes the other reads, and the padding
 * between rows is the buffer's own. Pitches off the device's
 * CL_DEVICE_IMAGE_PITCH_ALIGNMENT and buffers too small are refused. */
#include <string.h>

#include "image_util.h"

static bool has_ext(cl_device_id d, const char *name) {
  char ext[8192] = "";
  MUST(clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, sizeof ext, ext, NULL));
  return strstr(ext, name) != NULL;
}

static cl_uint dev_uint(cl_device_id d, cl_device_info p) {
  cl_uint v = 0;
  MUST(clGetDeviceInfo(d, p, sizeof v, &v, NULL));
  return v;
}

/* One format: the buffer's rows seen through the image, both ways. */
static void share_case(cltest_env *env, const cl_image_format *f, size_t w, size_t h, cl_uint align, uint64_t seed) {
  size_t elem = fmt_texel_bytes(f), unit = align * elem;
  size_t pitch = (w * elem + unit - 1) / unit * unit + unit; /* a padded row */
  size_t size = pitch * h;
  uint8_t *bytes = cltest_malloc(size), *got = cltest_malloc(size), *rows = cltest_malloc(w * h * elem);
  cltest_fill(bytes, size, seed);
  cl_int err;
  cl_mem buf = clCreateBuffer(env->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, size, bytes, &err);
  MUST(err);
  cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = w, .image_height = h,
                     .image_row_pitch = pitch, .buffer = buf};
  cl_mem img = clCreateImage(env->ctx, CL_MEM_READ_WRITE, f, &d, NULL, &err);
  CHECK_OK(err);
  if (!img) return;
  size_t rp = 0;
  CHECK_OK(clGetImageInfo(img, CL_IMAGE_ROW_PITCH, sizeof rp, &rp, NULL));
  CHECK_EQ(rp, pitch);
  /* the buffer's rows, read through the image */
  size_t origin[3] = {0, 0, 0}, region[3] = {w, h, 1};
  CHECK_OK(clEnqueueReadImage(env->queue, img, CL_TRUE, origin, region, 0, 0, rows, 0, NULL, NULL));
  for (size_t y = 0; y < h; y++) CHECK_MEM(rows + y * w * elem, bytes + y * pitch, w * elem);
  /* written through the buffer, read through the image */
  cltest_fill(bytes, size, seed + 1);
  CHECK_OK(clEnqueueWriteBuffer(env->queue, buf, CL_TRUE, 0, size, bytes, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadImage(env->queue, img, CL_TRUE, origin, region, 0, 0, rows, 0, NULL, NULL));
  for (size_t y = 0; y < h; y++) CHECK_MEM(rows + y * w * elem, bytes + y * pitch, w * elem);
  /* a box written through the image: the buffer's rows change there and
   * nowhere else (not in the padding) */
  size_t bo[3] = {1, 2, 0}, br[3] = {w - 2, h - 3, 1};
  uint8_t *box = cltest_malloc(br[0] * br[1] * elem);
  cltest_fill(box, br[0] * br[1] * elem, seed + 2);
  CHECK_OK(clEnqueueWriteImage(env->queue, img, CL_TRUE, bo, br, 0, 0, box, 0, NULL, NULL));
  for (size_t y = 0; y < br[1]; y++)
    memcpy(bytes + (bo[1] + y) * pitch + bo[0] * elem, box + y * br[0] * elem, br[0] * elem);
  CHECK_OK(clEnqueueReadBuffer(env->queue, buf, CL_TRUE, 0, size, got, 0, NULL, NULL));
  CHECK_MEM(got, bytes, size);
  CHECK_OK(clReleaseMemObject(img));
  CHECK_OK(clReleaseMemObject(buf));
  free(bytes);
  free(got);
  free(rows);
  free(box);
}

TEST(image2d_from_buffer) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_uint align = dev_uint(env.device, CL_DEVICE_IMAGE_PITCH_ALIGNMENT);
  cl_uint base = dev_uint(env.device, CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT);
  if (!has_ext(env.device, "cl_khr_image2d_from_buffer")) {
    /* not offered: the alignments say so, and creation is refused */
    CHECK_EQ(align, 0);
    CHECK_EQ(base, 0);
    cltest_teardown(&env);
    exit(77);
  }
  /* powers of two, as OpenCL requires */
  CHECK(align && !(align & (align - 1)));
  CHECK(base && !(base & (base - 1)));
  const cl_image_format fmts[] = {{CL_RGBA, CL_UNORM_INT8}, {CL_R, CL_FLOAT}, {CL_RG, CL_UNSIGNED_INT16},
                                  {CL_RGBA, CL_FLOAT}, {CL_BGRA, CL_UNORM_INT8}};
  for (size_t i = 0; i < sizeof fmts / sizeof *fmts; i++) share_case(&env, &fmts[i], 37, 19, align, 40 + i);
  /* refusals */
  cl_image_format f = {CL_RGBA, CL_UNORM_INT8};
  cl_int err;
  size_t unit = (size_t)align * 4;
  cl_mem buf = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, unit * 8, NULL, &err);
  MUST(err);
  cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 3, .image_height = 8, .image_row_pitch = unit,
                     .buffer = buf};
  cl_mem img = clCreateImage(env.ctx, 0, &f, &d, NULL, &err);
  CHECK_OK(err);
  if (img) CHECK_OK(clReleaseMemObject(img));
  d.image_row_pitch = unit + 4; /* off the alignment */
  CHECK(clCreateImage(env.ctx, 0, &f, &d, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_IMAGE_DESCRIPTOR);
  d.image_row_pitch = unit;
  d.image_height = 9; /* 9 rows of `unit` bytes: more than the buffer */
  CHECK(clCreateImage(env.ctx, 0, &f, &d, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_IMAGE_SIZE);
  d.image_height = 8;
  char host[64];
  CHECK(clCreateImage(env.ctx, CL_MEM_COPY_HOST_PTR, &f, &d, host, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK_OK(clReleaseMemObject(buf));
  cltest_teardown(&env);
}
