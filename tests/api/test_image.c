/* test_image.c: images through the API: device queries against OpenCL's
 * minimums, the formats listed by clGetSupportedImageFormats, and texels
 * written, read, copied, filled and mapped in every supported format and
 * image type, with pitches and sub-regions, against a host model. Texels
 * travel without conversion, so every comparison is bit-exact. */
#include "image_util.h"

static size_t dev_size(cl_device_id d, cl_device_info p) {
  size_t v = 0;
  MUST(clGetDeviceInfo(d, p, sizeof v, &v, NULL));
  return v;
}

static cl_uint dev_uint(cl_device_id d, cl_device_info p) {
  cl_uint v = 0;
  MUST(clGetDeviceInfo(d, p, sizeof v, &v, NULL));
  return v;
}

static bool has_images(cl_device_id d) {
  cl_bool b = CL_FALSE;
  MUST(clGetDeviceInfo(d, CL_DEVICE_IMAGE_SUPPORT, sizeof b, &b, NULL));
  return b;
}

/* The device's formats for (flags, type). */
static cl_uint formats(cl_context ctx, cl_mem_flags flags, cl_mem_object_type t, cl_image_format *out, cl_uint cap) {
  cl_uint n = 0;
  MUST(clGetSupportedImageFormats(ctx, flags, t, cap, out, &n));
  return n < cap ? n : cap;
}

static bool listed(const cl_image_format *list, cl_uint n, cl_channel_order o, cl_channel_type t) {
  for (cl_uint i = 0; i < n; i++)
    if (list[i].image_channel_order == o && list[i].image_channel_data_type == t) return true;
  return false;
}

TEST(image_device_queries) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_device_id d = env.device;
  if (!has_images(d)) {
    /* then every limit is 0 and the C feature absent */
    CHECK_EQ(dev_uint(d, CL_DEVICE_MAX_READ_IMAGE_ARGS), 0);
    CHECK_EQ(dev_size(d, CL_DEVICE_IMAGE2D_MAX_WIDTH), 0);
    cltest_teardown(&env);
    return;
  }
  /* OpenCL 3.0's minimums for a device with images */
  CHECK(dev_uint(d, CL_DEVICE_MAX_READ_IMAGE_ARGS) >= 128);
  CHECK(dev_uint(d, CL_DEVICE_MAX_WRITE_IMAGE_ARGS) >= 64);
  CHECK(dev_uint(d, CL_DEVICE_MAX_SAMPLERS) >= 16);
  CHECK(dev_size(d, CL_DEVICE_IMAGE2D_MAX_WIDTH) >= 16384);
  CHECK(dev_size(d, CL_DEVICE_IMAGE2D_MAX_HEIGHT) >= 16384);
  CHECK(dev_size(d, CL_DEVICE_IMAGE3D_MAX_WIDTH) >= 2048);
  CHECK(dev_size(d, CL_DEVICE_IMAGE3D_MAX_HEIGHT) >= 2048);
  CHECK(dev_size(d, CL_DEVICE_IMAGE3D_MAX_DEPTH) >= 2048);
  CHECK(dev_size(d, CL_DEVICE_IMAGE_MAX_BUFFER_SIZE) >= 65536);
  CHECK(dev_size(d, CL_DEVICE_IMAGE_MAX_ARRAY_SIZE) >= 2048);
  cl_uint rw = dev_uint(d, CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS);
  CHECK(rw == 0 || rw >= 64);
  /* no 2D images from buffers: both alignments 0 */
  CHECK_EQ(dev_uint(d, CL_DEVICE_IMAGE_PITCH_ALIGNMENT), 0);
  CHECK_EQ(dev_uint(d, CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT), 0);
  /* the OpenCL C features say the same */
  size_t sz = 0;
  MUST(clGetDeviceInfo(d, CL_DEVICE_OPENCL_C_FEATURES, 0, NULL, &sz));
  cl_name_version *f = cltest_malloc(sz);
  MUST(clGetDeviceInfo(d, CL_DEVICE_OPENCL_C_FEATURES, sz, f, NULL));
  bool images = false, rw_images = false;
  for (size_t i = 0; i < sz / sizeof *f; i++) {
    images |= !strcmp(f[i].name, "__opencl_c_images");
    rw_images |= !strcmp(f[i].name, "__opencl_c_read_write_images");
  }
  CHECK(images);
  CHECK_EQ(rw_images, rw != 0);
  free(f);
  cltest_teardown(&env);
}

/* The minimum formats of OpenCL 3.0 are listed for every image type:
 * RGBA in ten types and BGRA UNORM_INT8, for reading and for writing. */
TEST(image_supported_formats) {
  cltest_env env;
  cltest_setup(&env, 0);
  if (!has_images(env.device)) {
    cl_uint n = 99;
    CHECK_OK(clGetSupportedImageFormats(env.ctx, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 0, NULL, &n));
    CHECK_EQ(n, 0);
    cltest_teardown(&env);
    return;
  }
  static const cl_channel_type rgba[] = {CL_UNORM_INT8,      CL_UNORM_INT16,     CL_SIGNED_INT8, CL_SIGNED_INT16,
                                         CL_SIGNED_INT32,    CL_UNSIGNED_INT8,   CL_UNSIGNED_INT16,
                                         CL_UNSIGNED_INT32,  CL_HALF_FLOAT,      CL_FLOAT};
  cl_image_format list[256];
  for (size_t t = 0; t < sizeof iu_types / sizeof *iu_types; t++) {
    cl_mem_flags fl[] = {CL_MEM_READ_ONLY, CL_MEM_WRITE_ONLY, CL_MEM_READ_WRITE};
    for (size_t k = 0; k < 3; k++) {
      bool writes = fl[k] != CL_MEM_READ_ONLY;
      if (writes && iu_types[t] == CL_MEM_OBJECT_IMAGE3D) continue; /* 3D writes are optional */
      cl_uint n = formats(env.ctx, fl[k], iu_types[t], list, 256);
      for (size_t i = 0; i < sizeof rgba / sizeof *rgba; i++) CHECK(listed(list, n, CL_RGBA, rgba[i]));
      CHECK(listed(list, n, CL_BGRA, CL_UNORM_INT8));
      /* a count query gives the same number */
      cl_uint count = 0;
      CHECK_OK(clGetSupportedImageFormats(env.ctx, fl[k], iu_types[t], 0, NULL, &count));
      CHECK_EQ(count, n);
    }
  }
  /* Every format listed can be created. */
  cl_uint n = formats(env.ctx, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE2D, list, 256);
  for (cl_uint i = 0; i < n; i++) {
    cl_image_desc desc = iu_desc(CL_MEM_OBJECT_IMAGE2D, 7, 5, 1);
    cl_int err;
    cl_mem img = clCreateImage(env.ctx, CL_MEM_READ_WRITE, &list[i], &desc, NULL, &err);
    CHECK_OK(err);
    if (img) CHECK_OK(clReleaseMemObject(img));
  }
  cltest_teardown(&env);
}

/* Random texels written whole with padded host rows, then read back whole
 * and in a sub-box with other pitches. */
static void round_trip(cltest_env *env, const cl_image_format *fmt, cl_mem_object_type t, uint64_t seed) {
  size_t elem = iu_elem(fmt);
  int dims = iu_dims(t);
  size_t w = 13, h = dims > 1 ? 6 : 1, d = dims > 2 ? 3 : 1;
  iu_model m = {w, h, d, elem, cltest_malloc(w * h * d * elem)};
  cltest_fill(m.bytes, w * h * d * elem, seed);
  /* host layout with pitches: rows padded by 3 texels, slices by a row */
  size_t row = (w + 3) * elem, slice = row * (t == CL_MEM_OBJECT_IMAGE1D_ARRAY ? 1 : h + 1);
  if (t == CL_MEM_OBJECT_IMAGE1D_ARRAY) slice = row; /* each layer one row */
  size_t ny = t == CL_MEM_OBJECT_IMAGE1D_ARRAY ? 1 : h, nz = t == CL_MEM_OBJECT_IMAGE1D_ARRAY ? h : d;
  uint8_t *host = cltest_malloc(slice * nz + row * ny);
  memset(host, 0xee, slice * nz + row * ny);
  for (size_t z = 0; z < nz; z++)
    for (size_t y = 0; y < ny; y++) {
      size_t my = t == CL_MEM_OBJECT_IMAGE1D_ARRAY ? z : y, mz = t == CL_MEM_OBJECT_IMAGE1D_ARRAY ? 0 : z;
      memcpy(host + z * slice + y * row, iu_at(&m, 0, my, mz), w * elem);
    }
  cl_image_desc desc = iu_desc(t, w, h, d);
  cl_mem buffer = NULL;
  cl_int err;
  if (t == CL_MEM_OBJECT_IMAGE1D_BUFFER) {
    buffer = clCreateBuffer(env->ctx, CL_MEM_READ_WRITE, w * elem, NULL, &err);
    MUST(err);
    desc.buffer = buffer;
  }
  cl_mem img = clCreateImage(env->ctx, CL_MEM_READ_WRITE, fmt, &desc, NULL, &err);
  MUST(err);
  size_t origin[3] = {0, 0, 0}, region[3] = {w, h, d};
  bool slices = dims == 3 || t == CL_MEM_OBJECT_IMAGE1D_ARRAY;
  CHECK_OK(clEnqueueWriteImage(env->queue, img, CL_TRUE, origin, region, row, slices ? slice : 0, host, 0, NULL,
                               NULL));
  uint8_t *back = cltest_malloc(w * h * d * elem);
  CHECK_OK(clEnqueueReadImage(env->queue, img, CL_TRUE, origin, region, 0, 0, back, 0, NULL, NULL));
  CHECK_MEM(back, m.bytes, w * h * d * elem);
  /* a sub-box read into rows of 2 more texels */
  size_t so[3] = {3, dims > 1 ? 1 : 0, dims > 2 ? 1 : 0}, sr[3] = {7, dims > 1 ? h - 2 : 1, dims > 2 ? d - 1 : 1};
  bool arr1 = t == CL_MEM_OBJECT_IMAGE1D_ARRAY;
  size_t srow = (sr[0] + 2) * elem, sslice = arr1 ? 2 * srow : srow * sr[1];
  /* a 1D array's layers are slices apart; other types' rows are rows apart */
  size_t ystride = arr1 ? sslice : srow;
  uint8_t *sub = cltest_malloc(sslice * sr[2] + ystride * sr[1]);
  CHECK_OK(clEnqueueReadImage(env->queue, img, CL_TRUE, so, sr, srow, slices ? sslice : 0, sub, 0, NULL, NULL));
  for (size_t z = 0; z < sr[2]; z++)
    for (size_t y = 0; y < sr[1]; y++)
      CHECK_MEM(sub + z * sslice + y * ystride, iu_at(&m, so[0], so[1] + y, so[2] + z), sr[0] * elem);
  if (buffer) {
    /* a 1D buffer image is its buffer's bytes */
    CHECK_OK(clEnqueueReadBuffer(env->queue, buffer, CL_TRUE, 0, w * elem, back, 0, NULL, NULL));
    CHECK_MEM(back, m.bytes, w * elem);
    CHECK_OK(clReleaseMemObject(buffer));
  }
  CHECK_OK(clReleaseMemObject(img));
  free(sub);
  free(back);
  free(host);
  free(m.bytes);
}

TEST(image_write_read_every_format) {
  cltest_env env;
  cltest_setup(&env, 0);
  if (!has_images(env.device)) {
    cltest_teardown(&env);
    exit(77);
  }
  cl_image_format list[256];
  uint64_t seed = 1;
  for (size_t t = 0; t < sizeof iu_types / sizeof *iu_types; t++) {
    cl_uint n = formats(env.ctx, CL_MEM_READ_WRITE, iu_types[t], list, 256);
    CHECK(n > 0);
    for (cl_uint i = 0; i < n; i++) round_trip(&env, &list[i], iu_types[t], seed++);
  }
  cltest_teardown(&env);
}
