/* test_image.c: images through the API: device queries against OpenCL's
 * minimums, the formats listed by clGetSupportedImageFormats, and texels
 * written, read, copied, filled and mapped in every supported format and
 * image type, with pitches and sub-regions, against a host model. Texels
 * travel without conversion, so every comparison is bit-exact. */
#include <math.h>

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
  /* 2D images from buffers: both alignments 0, or both powers of two
   * (api.image2d_from_buffer) */
  cl_uint pa = dev_uint(d, CL_DEVICE_IMAGE_PITCH_ALIGNMENT), ba = dev_uint(d, CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT);
  CHECK_EQ(pa == 0, ba == 0);
  CHECK(!(pa & (pa - 1)) && !(ba & (ba - 1)));
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
  size_t elem = fmt_texel_bytes(fmt);
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

/* ---- errors --------------------------------------------------------------------- */

#define CREATE_ERR(ctx, flags, fmt, desc, host, want)                          \
  do {                                                                         \
    cl_int e_ = CL_SUCCESS;                                                    \
    cl_mem m_ = clCreateImage(ctx, flags, fmt, desc, host, &e_);               \
    CHECK(m_ == NULL);                                                         \
    CHECK_ERR(e_, want);                                                       \
    if (m_) clReleaseMemObject(m_);                                            \
  } while (0)

TEST(image_create_errors) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_image_format fmt = {CL_RGBA, CL_UNORM_INT8};
  cl_image_desc d2 = iu_desc(CL_MEM_OBJECT_IMAGE2D, 4, 4, 1);
  cl_int err;
  if (!has_images(env.device)) {
    CREATE_ERR(env.ctx, 0, &fmt, &d2, NULL, CL_INVALID_OPERATION);
    cltest_teardown(&env);
    return;
  }
  char host[4096];
  CREATE_ERR((cl_context)env.queue, 0, &fmt, &d2, NULL, CL_INVALID_CONTEXT);
  CREATE_ERR(env.ctx, 0, NULL, &d2, NULL, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
  cl_image_format bad = {CL_RGB, CL_UNORM_INT8}; /* RGB takes only packed types */
  CREATE_ERR(env.ctx, 0, &bad, &d2, NULL, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
  bad = (cl_image_format){0x1234, CL_FLOAT};
  CREATE_ERR(env.ctx, 0, &bad, &d2, NULL, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
  bad = (cl_image_format){CL_BGRA, CL_FLOAT}; /* BGRA takes only 8-bit types */
  CREATE_ERR(env.ctx, 0, &bad, &d2, NULL, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
  cl_image_format unsupported = {CL_RGB, CL_UNORM_SHORT_565}; /* valid, not offered */
  CREATE_ERR(env.ctx, 0, &unsupported, &d2, NULL, CL_IMAGE_FORMAT_NOT_SUPPORTED);
  CREATE_ERR(env.ctx, 0, &fmt, NULL, NULL, CL_INVALID_IMAGE_DESCRIPTOR);
  cl_image_desc d = d2;
  d.image_type = CL_MEM_OBJECT_BUFFER;
  CREATE_ERR(env.ctx, 0, &fmt, &d, NULL, CL_INVALID_IMAGE_DESCRIPTOR);
  d = d2;
  d.num_mip_levels = 2;
  CREATE_ERR(env.ctx, 0, &fmt, &d, NULL, CL_INVALID_IMAGE_DESCRIPTOR);
  d = d2;
  d.num_samples = 4;
  CREATE_ERR(env.ctx, 0, &fmt, &d, NULL, CL_INVALID_IMAGE_DESCRIPTOR);
  cl_mem buf = clCreateBuffer(env.ctx, CL_MEM_READ_ONLY, 256, NULL, &err);
  MUST(err);
  d = d2;
  d.buffer = buf;
  /* a 2D image of a buffer: OpenCL 3.0's error where cl_khr_image2d_from_buffer
   * is not offered; where it is, a packed 16-byte pitch is off the device's
   * pitch alignment (api.image2d_from_buffer checks the rest) */
  CREATE_ERR(env.ctx, 0, &fmt, &d, NULL,
             dev_uint(env.device, CL_DEVICE_IMAGE_PITCH_ALIGNMENT) ? CL_INVALID_IMAGE_DESCRIPTOR : CL_INVALID_OPERATION);
  /* sizes */
  for (size_t t = 0; t < sizeof iu_types / sizeof *iu_types; t++) {
    if (iu_types[t] == CL_MEM_OBJECT_IMAGE1D_BUFFER) continue;
    d = iu_desc(iu_types[t], 0, 2, 2);
    CREATE_ERR(env.ctx, 0, &fmt, &d, NULL, CL_INVALID_IMAGE_SIZE);
    d = iu_desc(iu_types[t], 2, 2, 2);
    if (iu_dims(iu_types[t]) > 1) {
      if (iu_types[t] == CL_MEM_OBJECT_IMAGE1D_ARRAY) d.image_array_size = 0;
      else d.image_height = 0;
      CREATE_ERR(env.ctx, 0, &fmt, &d, NULL, CL_INVALID_IMAGE_SIZE);
    }
  }
  d = d2;
  d.image_width = dev_size(env.device, CL_DEVICE_IMAGE2D_MAX_WIDTH) + 1;
  CREATE_ERR(env.ctx, 0, &fmt, &d, NULL, CL_INVALID_IMAGE_SIZE);
  d = iu_desc(CL_MEM_OBJECT_IMAGE3D, 2, 2, dev_size(env.device, CL_DEVICE_IMAGE3D_MAX_DEPTH) + 1);
  CREATE_ERR(env.ctx, 0, &fmt, &d, NULL, CL_INVALID_IMAGE_SIZE);
  d = iu_desc(CL_MEM_OBJECT_IMAGE2D_ARRAY, 2, 2, dev_size(env.device, CL_DEVICE_IMAGE_MAX_ARRAY_SIZE) + 1);
  CREATE_ERR(env.ctx, 0, &fmt, &d, NULL, CL_INVALID_IMAGE_SIZE);
  /* pitches: none without host_ptr; at least a packed row, in whole texels */
  d = d2;
  d.image_row_pitch = 64;
  CREATE_ERR(env.ctx, 0, &fmt, &d, NULL, CL_INVALID_IMAGE_DESCRIPTOR);
  d.image_row_pitch = 12;
  CREATE_ERR(env.ctx, CL_MEM_COPY_HOST_PTR, &fmt, &d, host, CL_INVALID_IMAGE_DESCRIPTOR);
  d.image_row_pitch = 18;
  CREATE_ERR(env.ctx, CL_MEM_COPY_HOST_PTR, &fmt, &d, host, CL_INVALID_IMAGE_DESCRIPTOR);
  d = iu_desc(CL_MEM_OBJECT_IMAGE3D, 4, 4, 2);
  d.image_slice_pitch = 32; /* less than 4 rows of 16 */
  CREATE_ERR(env.ctx, CL_MEM_COPY_HOST_PTR, &fmt, &d, host, CL_INVALID_IMAGE_DESCRIPTOR);
  d.image_slice_pitch = 72; /* not a multiple of the row pitch */
  CREATE_ERR(env.ctx, CL_MEM_COPY_HOST_PTR, &fmt, &d, host, CL_INVALID_IMAGE_DESCRIPTOR);
  /* host pointers and flags */
  CREATE_ERR(env.ctx, CL_MEM_COPY_HOST_PTR, &fmt, &d2, NULL, CL_INVALID_HOST_PTR);
  CREATE_ERR(env.ctx, CL_MEM_USE_HOST_PTR, &fmt, &d2, NULL, CL_INVALID_HOST_PTR);
  CREATE_ERR(env.ctx, 0, &fmt, &d2, host, CL_INVALID_HOST_PTR);
  CREATE_ERR(env.ctx, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, &fmt, &d2, NULL, CL_INVALID_VALUE);
  CREATE_ERR(env.ctx, (cl_mem_flags)1 << 40, &fmt, &d2, NULL, CL_INVALID_VALUE);
  cl_mem_properties props[] = {0x4321, 0, 0};
  cl_mem m = clCreateImageWithProperties(env.ctx, props, 0, &fmt, &d2, NULL, &err);
  CHECK(m == NULL);
  CHECK_ERR(err, CL_INVALID_PROPERTY);
  /* 1D buffer images: the buffer's size and flags */
  d = iu_desc(CL_MEM_OBJECT_IMAGE1D_BUFFER, 65, 1, 1);
  d.buffer = buf; /* 65 texels of 4 bytes > 256 bytes */
  CREATE_ERR(env.ctx, 0, &fmt, &d, NULL, CL_INVALID_IMAGE_SIZE);
  d.image_width = 64;
  CREATE_ERR(env.ctx, CL_MEM_WRITE_ONLY, &fmt, &d, NULL, CL_INVALID_VALUE); /* the buffer is read-only */
  CREATE_ERR(env.ctx, CL_MEM_COPY_HOST_PTR, &fmt, &d, host, CL_INVALID_VALUE);
  d.buffer = (cl_mem)env.queue;
  CREATE_ERR(env.ctx, 0, &fmt, &d, NULL, CL_INVALID_IMAGE_DESCRIPTOR);
  d.buffer = buf;
  m = clCreateImage(env.ctx, 0, &fmt, &d, NULL, &err); /* flags inherited: read-only */
  CHECK_OK(err);
  cl_mem_flags f = 0;
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_FLAGS, sizeof f, &f, NULL));
  CHECK(f & CL_MEM_READ_ONLY);
  cl_mem assoc = NULL;
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof assoc, &assoc, NULL));
  CHECK(assoc == buf);
  CHECK_OK(clGetImageInfo(m, CL_IMAGE_BUFFER, sizeof assoc, &assoc, NULL));
  CHECK(assoc == buf);
  CHECK_OK(clReleaseMemObject(m));
  /* a row pitch describes the buffer's bytes (the CTS's kernel_image_methods
   * 1Dbuffer gives one): taken where it holds a row, in whole texels */
  d.image_row_pitch = 256;
  m = clCreateImage(env.ctx, 0, &fmt, &d, NULL, &err);
  CHECK_OK(err);
  size_t pitch = 0;
  CHECK_OK(clGetImageInfo(m, CL_IMAGE_ROW_PITCH, sizeof pitch, &pitch, NULL));
  CHECK_EQ(pitch, 256);
  CHECK_OK(clReleaseMemObject(m));
  d.image_row_pitch = 252; /* less than 64 texels of 4 bytes */
  CREATE_ERR(env.ctx, 0, &fmt, &d, NULL, CL_INVALID_IMAGE_DESCRIPTOR);
  d.image_width = 32;
  d.image_row_pitch = 130; /* not whole texels */
  CREATE_ERR(env.ctx, 0, &fmt, &d, NULL, CL_INVALID_IMAGE_DESCRIPTOR);
  d.image_width = 64;
  d.image_row_pitch = 0;
  /* the old entry points */
  CHECK(clCreateImage2D(env.ctx, 0, &fmt, 0, 4, 0, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_IMAGE_SIZE);
  CHECK(clCreateImage3D(env.ctx, 0, NULL, 4, 4, 4, 0, 0, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
  m = clCreateImage3D(env.ctx, 0, &fmt, 4, 4, 4, 0, 0, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clReleaseMemObject(m));
  /* supported formats: the checks of the query */
  cl_uint n;
  CHECK_ERR(clGetSupportedImageFormats((cl_context)buf, 0, CL_MEM_OBJECT_IMAGE2D, 0, NULL, &n), CL_INVALID_CONTEXT);
  CHECK_ERR(clGetSupportedImageFormats(env.ctx, 0, CL_MEM_OBJECT_BUFFER, 0, NULL, &n), CL_INVALID_VALUE);
  CHECK_ERR(clGetSupportedImageFormats(env.ctx, 0, CL_MEM_OBJECT_IMAGE2D, 0, &fmt, &n), CL_INVALID_VALUE);
  CHECK_ERR(clGetSupportedImageFormats(env.ctx, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, CL_MEM_OBJECT_IMAGE2D, 0, NULL,
                                       &n), CL_INVALID_VALUE);
  CHECK_OK(clReleaseMemObject(buf));
  cltest_teardown(&env);
}

TEST(image_info) {
  cltest_env env;
  cltest_setup(&env, 0);
  if (!has_images(env.device)) {
    cltest_teardown(&env);
    exit(77);
  }
  cl_image_format fmt = {CL_RG, CL_UNSIGNED_INT16};
  cl_int err;
  size_t w = 9, h = 5, dep = 3;
  for (size_t t = 0; t < sizeof iu_types / sizeof *iu_types; t++) {
    cl_image_desc d = iu_desc(iu_types[t], w, h, dep);
    cl_mem buf = NULL;
    if (iu_types[t] == CL_MEM_OBJECT_IMAGE1D_BUFFER) {
      buf = clCreateBuffer(env.ctx, 0, w * 4, NULL, &err);
      MUST(err);
      d.buffer = buf;
    }
    cl_mem m = clCreateImage(env.ctx, 0, &fmt, &d, NULL, &err);
    CHECK_OK(err);
    if (!m) continue;
    cl_image_format got_fmt;
    size_t v;
    CHECK_OK(clGetImageInfo(m, CL_IMAGE_FORMAT, sizeof got_fmt, &got_fmt, NULL));
    CHECK_EQ(got_fmt.image_channel_order, CL_RG);
    CHECK_EQ(got_fmt.image_channel_data_type, CL_UNSIGNED_INT16);
    CHECK_OK(clGetImageInfo(m, CL_IMAGE_ELEMENT_SIZE, sizeof v, &v, NULL));
    CHECK_EQ(v, 4);
    CHECK_OK(clGetImageInfo(m, CL_IMAGE_WIDTH, sizeof v, &v, NULL));
    CHECK_EQ(v, w);
    int dims = iu_dims(iu_types[t]);
    bool arr = iu_types[t] == CL_MEM_OBJECT_IMAGE1D_ARRAY || iu_types[t] == CL_MEM_OBJECT_IMAGE2D_ARRAY;
    CHECK_OK(clGetImageInfo(m, CL_IMAGE_HEIGHT, sizeof v, &v, NULL));
    CHECK_EQ(v, dims > 1 && iu_types[t] != CL_MEM_OBJECT_IMAGE1D_ARRAY ? h : 0);
    CHECK_OK(clGetImageInfo(m, CL_IMAGE_DEPTH, sizeof v, &v, NULL));
    CHECK_EQ(v, iu_types[t] == CL_MEM_OBJECT_IMAGE3D ? dep : 0);
    CHECK_OK(clGetImageInfo(m, CL_IMAGE_ARRAY_SIZE, sizeof v, &v, NULL));
    CHECK_EQ(v, arr ? (iu_types[t] == CL_MEM_OBJECT_IMAGE1D_ARRAY ? h : dep) : 0);
    CHECK_OK(clGetImageInfo(m, CL_IMAGE_ROW_PITCH, sizeof v, &v, NULL));
    CHECK_EQ(v, w * 4);
    cl_uint u = 99;
    CHECK_OK(clGetImageInfo(m, CL_IMAGE_NUM_MIP_LEVELS, sizeof u, &u, NULL));
    CHECK_EQ(u, 0);
    CHECK_ERR(clGetImageInfo(m, 0x1234, sizeof v, &v, NULL), CL_INVALID_VALUE);
    CHECK_ERR(clGetImageInfo(m, CL_IMAGE_WIDTH, 1, &v, NULL), CL_INVALID_VALUE);
    cl_mem_object_type mt;
    CHECK_OK(clGetMemObjectInfo(m, CL_MEM_TYPE, sizeof mt, &mt, NULL));
    CHECK_EQ(mt, iu_types[t]);
    CHECK_OK(clReleaseMemObject(m));
    if (buf) CHECK_OK(clReleaseMemObject(buf));
  }
  cl_mem buf = clCreateBuffer(env.ctx, 0, 64, NULL, &err);
  size_t v;
  CHECK_ERR(clGetImageInfo(buf, CL_IMAGE_WIDTH, sizeof v, &v, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_OK(clReleaseMemObject(buf));
  cltest_teardown(&env);
}

/* ---- samplers ------------------------------------------------------------------- */

TEST(sampler_api) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  if (!has_images(env.device)) {
    CHECK(clCreateSampler(env.ctx, CL_FALSE, CL_ADDRESS_NONE, CL_FILTER_NEAREST, &err) == NULL);
    CHECK_ERR(err, CL_INVALID_OPERATION);
    cltest_teardown(&env);
    return;
  }
  cl_sampler s = clCreateSampler(env.ctx, CL_TRUE, CL_ADDRESS_MIRRORED_REPEAT, CL_FILTER_LINEAR, &err);
  CHECK_OK(err);
  cl_bool b;
  cl_addressing_mode a;
  cl_filter_mode f;
  cl_uint refs;
  cl_context ctx;
  CHECK_OK(clGetSamplerInfo(s, CL_SAMPLER_NORMALIZED_COORDS, sizeof b, &b, NULL));
  CHECK_EQ(b, CL_TRUE);
  CHECK_OK(clGetSamplerInfo(s, CL_SAMPLER_ADDRESSING_MODE, sizeof a, &a, NULL));
  CHECK_EQ(a, CL_ADDRESS_MIRRORED_REPEAT);
  CHECK_OK(clGetSamplerInfo(s, CL_SAMPLER_FILTER_MODE, sizeof f, &f, NULL));
  CHECK_EQ(f, CL_FILTER_LINEAR);
  CHECK_OK(clGetSamplerInfo(s, CL_SAMPLER_CONTEXT, sizeof ctx, &ctx, NULL));
  CHECK(ctx == env.ctx);
  size_t sz = 99;
  CHECK_OK(clGetSamplerInfo(s, CL_SAMPLER_PROPERTIES, 0, NULL, &sz));
  CHECK_EQ(sz, 0);
  CHECK_OK(clRetainSampler(s));
  CHECK_OK(clGetSamplerInfo(s, CL_SAMPLER_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_EQ(refs, 2);
  CHECK_ERR(clGetSamplerInfo(s, 0x4321, sizeof refs, &refs, NULL), CL_INVALID_VALUE);
  CHECK_OK(clReleaseSampler(s));
  CHECK_OK(clReleaseSampler(s));
  CHECK_ERR(clReleaseSampler(s), CL_INVALID_SAMPLER);
  CHECK_ERR(clRetainSampler(NULL), CL_INVALID_SAMPLER);
  CHECK_ERR(clGetSamplerInfo((cl_sampler)env.queue, CL_SAMPLER_FILTER_MODE, sizeof f, &f, NULL), CL_INVALID_SAMPLER);
  /* properties: defaults, the list kept, bad names and repeats */
  cl_sampler_properties p[] = {CL_SAMPLER_FILTER_MODE, CL_FILTER_LINEAR, 0};
  s = clCreateSamplerWithProperties(env.ctx, p, &err);
  CHECK_OK(err);
  CHECK_OK(clGetSamplerInfo(s, CL_SAMPLER_NORMALIZED_COORDS, sizeof b, &b, NULL));
  CHECK_EQ(b, CL_TRUE);
  CHECK_OK(clGetSamplerInfo(s, CL_SAMPLER_ADDRESSING_MODE, sizeof a, &a, NULL));
  CHECK_EQ(a, CL_ADDRESS_CLAMP);
  cl_sampler_properties back[3];
  CHECK_OK(clGetSamplerInfo(s, CL_SAMPLER_PROPERTIES, sizeof back, back, &sz));
  CHECK_EQ(sz, sizeof p);
  CHECK_MEM(back, p, sizeof p);
  CHECK_OK(clReleaseSampler(s));
  cl_sampler_properties twice[] = {CL_SAMPLER_FILTER_MODE, CL_FILTER_LINEAR, CL_SAMPLER_FILTER_MODE,
                                   CL_FILTER_NEAREST, 0};
  CHECK(clCreateSamplerWithProperties(env.ctx, twice, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  cl_sampler_properties unknown[] = {0x5555, 1, 0};
  CHECK(clCreateSamplerWithProperties(env.ctx, unknown, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateSampler(env.ctx, CL_FALSE, 0x9999, CL_FILTER_NEAREST, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateSampler(env.ctx, CL_FALSE, CL_ADDRESS_CLAMP, 0x9999, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateSampler(env.ctx, 7, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateSampler((cl_context)env.queue, CL_FALSE, CL_ADDRESS_NONE, CL_FILTER_NEAREST, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);
  cltest_teardown(&env);
}

/* ---- copies, fills, maps ----------------------------------------------------------- */

static cl_mem image_with(cltest_env *env, cl_mem_object_type t, const cl_image_format *f, iu_model *m,
                         uint64_t seed) {
  m->elem = fmt_texel_bytes(f);
  size_t n = m->w * m->h * m->d * m->elem;
  m->bytes = cltest_malloc(n);
  cltest_fill(m->bytes, n, seed);
  cl_image_desc d = iu_desc(t, m->w, m->h, m->d);
  cl_int err;
  cl_mem img = clCreateImage(env->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, f, &d, m->bytes, &err);
  MUST(err);
  return img;
}

static void check_image(cltest_env *env, cl_mem img, const iu_model *m) {
  size_t origin[3] = {0, 0, 0}, region[3] = {m->w, m->h, m->d}, n = m->w * m->h * m->d * m->elem;
  uint8_t *got = cltest_malloc(n);
  CHECK_OK(clEnqueueReadImage(env->queue, img, CL_TRUE, origin, region, 0, 0, got, 0, NULL, NULL));
  CHECK_MEM(got, m->bytes, n);
  free(got);
}

/* A box copied between images of every pair of types (1D against 2D and
 * 3D takes the runtime's staging path), and within one image. */
TEST(image_copy) {
  cltest_env env;
  cltest_setup(&env, 0);
  if (!has_images(env.device)) {
    cltest_teardown(&env);
    exit(77);
  }
  cl_image_format f = {CL_RGBA, CL_UNSIGNED_INT16};
  const cl_mem_object_type types[] = {CL_MEM_OBJECT_IMAGE1D, CL_MEM_OBJECT_IMAGE1D_ARRAY, CL_MEM_OBJECT_IMAGE2D,
                                      CL_MEM_OBJECT_IMAGE2D_ARRAY, CL_MEM_OBJECT_IMAGE3D};
  uint64_t seed = 50;
  for (size_t a = 0; a < 5; a++)
    for (size_t b = 0; b < 5; b++) {
      iu_model ma = {11, iu_dims(types[a]) > 1 ? 6 : 1, iu_dims(types[a]) > 2 ? 4 : 1, 0, NULL};
      iu_model mb = {13, iu_dims(types[b]) > 1 ? 7 : 1, iu_dims(types[b]) > 2 ? 3 : 1, 0, NULL};
      cl_mem ia = image_with(&env, types[a], &f, &ma, seed++), ib = image_with(&env, types[b], &f, &mb, seed++);
      /* a box both hold: as deep as the shallower, as high as the lower */
      size_t region[3] = {5, ma.h < mb.h ? (ma.h > 2 ? ma.h - 2 : ma.h) : (mb.h > 2 ? mb.h - 2 : mb.h),
                          ma.d < mb.d ? ma.d : mb.d};
      if (region[1] > ma.h || region[1] > mb.h) region[1] = 1;
      size_t so[3] = {3, ma.h - region[1], ma.d - region[2]}, dof[3] = {6, 0, mb.d - region[2]};
      CHECK_OK(clEnqueueCopyImage(env.queue, ia, ib, so, dof, region, 0, NULL, NULL));
      for (size_t z = 0; z < region[2]; z++)
        for (size_t y = 0; y < region[1]; y++)
          memcpy(iu_at(&mb, dof[0], dof[1] + y, dof[2] + z), iu_at(&ma, so[0], so[1] + y, so[2] + z), 5 * mb.elem);
      check_image(&env, ib, &mb);
      CHECK_OK(clReleaseMemObject(ia));
      CHECK_OK(clReleaseMemObject(ib));
      free(ma.bytes);
      free(mb.bytes);
    }
  /* within one image, boxes apart; overlapping ones are refused */
  iu_model m = {16, 8, 1, 0, NULL};
  cl_mem img = image_with(&env, CL_MEM_OBJECT_IMAGE2D, &f, &m, 99);
  size_t so[3] = {0, 0, 0}, dof[3] = {8, 4, 0}, region[3] = {8, 4, 1};
  CHECK_OK(clEnqueueCopyImage(env.queue, img, img, so, dof, region, 0, NULL, NULL));
  for (size_t y = 0; y < 4; y++) memcpy(iu_at(&m, 8, 4 + y, 0), iu_at(&m, 0, y, 0), 8 * m.elem);
  check_image(&env, img, &m);
  size_t near[3] = {4, 2, 0};
  CHECK_ERR(clEnqueueCopyImage(env.queue, img, img, so, near, region, 0, NULL, NULL), CL_MEM_COPY_OVERLAP);
  cl_image_format other = {CL_RGBA, CL_SIGNED_INT16};
  iu_model mo = {16, 8, 1, 0, NULL};
  cl_mem io = image_with(&env, CL_MEM_OBJECT_IMAGE2D, &other, &mo, 98);
  CHECK_ERR(clEnqueueCopyImage(env.queue, img, io, so, so, region, 0, NULL, NULL), CL_IMAGE_FORMAT_MISMATCH);
  CHECK_OK(clReleaseMemObject(io));
  CHECK_OK(clReleaseMemObject(img));
  free(m.bytes);
  free(mo.bytes);
  cltest_teardown(&env);
}

/* Images to buffers and back, at buffer offsets in and out of texel
 * alignment (the runtime stages the latter). */
TEST(image_buffer_copy) {
  cltest_env env;
  cltest_setup(&env, 0);
  if (!has_images(env.device)) {
    cltest_teardown(&env);
    exit(77);
  }
  cl_image_format f = {CL_RGBA, CL_FLOAT};
  const cl_mem_object_type types[] = {CL_MEM_OBJECT_IMAGE2D, CL_MEM_OBJECT_IMAGE3D, CL_MEM_OBJECT_IMAGE1D_ARRAY,
                                      CL_MEM_OBJECT_IMAGE1D_BUFFER};
  const size_t offs[] = {0, 16, 3};
  cl_int err;
  for (size_t t = 0; t < 4; t++)
    for (size_t o = 0; o < 3; o++) {
      iu_model m = {9, iu_dims(types[t]) > 1 ? 5 : 1, iu_dims(types[t]) > 2 ? 3 : 1, 16, NULL};
      size_t n = m.w * m.h * m.d * 16;
      m.bytes = cltest_malloc(n);
      cltest_fill(m.bytes, n, 7 + t);
      cl_image_desc d = iu_desc(types[t], m.w, m.h, m.d);
      cl_mem store = NULL;
      if (types[t] == CL_MEM_OBJECT_IMAGE1D_BUFFER) {
        store = clCreateBuffer(env.ctx, CL_MEM_COPY_HOST_PTR, n, m.bytes, &err);
        MUST(err);
        d.buffer = store;
      }
      cl_mem img = clCreateImage(env.ctx, store ? 0 : CL_MEM_COPY_HOST_PTR, &f, &d, store ? NULL : m.bytes, &err);
      MUST(err);
      size_t bsize = n + 64;
      cl_mem buf = clCreateBuffer(env.ctx, 0, bsize, NULL, &err);
      MUST(err);
      uint8_t pattern = 0xab;
      CHECK_OK(clEnqueueFillBuffer(env.queue, buf, &pattern, 1, 0, bsize, 0, NULL, NULL));
      size_t origin[3] = {2, m.h > 1 ? 1 : 0, m.d > 1 ? 1 : 0};
      size_t region[3] = {m.w - 2, m.h > 1 ? m.h - 1 : 1, m.d > 1 ? m.d - 1 : 1};
      CHECK_OK(clEnqueueCopyImageToBuffer(env.queue, img, buf, origin, region, offs[o], 0, NULL, NULL));
      uint8_t *got = cltest_malloc(bsize), *want = cltest_malloc(bsize);
      memset(want, 0xab, bsize);
      size_t at = offs[o];
      for (size_t z = 0; z < region[2]; z++)
        for (size_t y = 0; y < region[1]; y++, at += region[0] * 16)
          memcpy(want + at, iu_at(&m, origin[0], origin[1] + y, origin[2] + z), region[0] * 16);
      CHECK_OK(clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, bsize, got, 0, NULL, NULL));
      CHECK_MEM(got, want, bsize);
      /* and back, one texel over */
      size_t origin2[3] = {1, 0, 0};
      CHECK_OK(clEnqueueCopyBufferToImage(env.queue, buf, img, offs[o], origin2, region, 0, NULL, NULL));
      at = offs[o];
      for (size_t z = 0; z < region[2]; z++)
        for (size_t y = 0; y < region[1]; y++, at += region[0] * 16)
          memcpy(iu_at(&m, 1, y, z), want + at, region[0] * 16);
      check_image(&env, img, &m);
      /* a range beyond the buffer */
      CHECK_ERR(clEnqueueCopyImageToBuffer(env.queue, img, buf, origin, region, bsize - 8, 0, NULL, NULL),
                CL_INVALID_VALUE);
      CHECK_OK(clReleaseMemObject(img));
      CHECK_OK(clReleaseMemObject(buf));
      if (store) CHECK_OK(clReleaseMemObject(store));
      free(got);
      free(want);
      free(m.bytes);
    }
  cltest_teardown(&env);
}

/* The texel a fill colour makes, from the specification's conversions
 * (preferred rounding: round to nearest even, saturation). */
static void fill_texel(const cl_image_format *f, const void *color, uint8_t *out) {
  const float *cf = color;
  const int32_t *ci = color;
  const uint32_t *cu = color;
  size_t n = fmt_channels(f->image_channel_order), b = fmt_type_bytes(f->image_channel_data_type);
  for (size_t i = 0; i < n; i++) {
    size_t c = f->image_channel_order == CL_BGRA && i != 1 && i != 3 ? 2 - i : i;
    int64_t v = 0;
    double x = cf[c];
    switch (f->image_channel_data_type) {
    case CL_UNORM_INT8: v = (int64_t)nearbyint(fmax(0, fmin(255, 255 * x))); break;
    case CL_UNORM_INT16: v = (int64_t)nearbyint(fmax(0, fmin(65535, 65535 * x))); break;
    case CL_SNORM_INT8: v = (int64_t)nearbyint(fmax(-128, fmin(127, 127 * x))); break;
    case CL_SNORM_INT16: v = (int64_t)nearbyint(fmax(-32768, fmin(32767, 32767 * x))); break;
    case CL_SIGNED_INT8: v = ci[c] < -128 ? -128 : ci[c] > 127 ? 127 : ci[c]; break;
    case CL_SIGNED_INT16: v = ci[c] < -32768 ? -32768 : ci[c] > 32767 ? 32767 : ci[c]; break;
    case CL_SIGNED_INT32: v = ci[c]; break;
    case CL_UNSIGNED_INT8: v = cu[c] > 255 ? 255 : cu[c]; break;
    case CL_UNSIGNED_INT16: v = cu[c] > 65535 ? 65535 : cu[c]; break;
    case CL_UNSIGNED_INT32: v = cu[c]; break;
    case CL_FLOAT: memcpy(&v, &cf[c], 4); break;
    default: { /* half: the colours below are exact in half */
      float h = cf[c];
      uint32_t bits;
      memcpy(&bits, &h, 4);
      uint32_t e = (bits >> 23 & 0xff) - 127 + 15, m = bits >> 13 & 0x3ff;
      v = h == 0 ? (int64_t)(bits >> 16 & 0x8000) : (int64_t)((bits >> 16 & 0x8000) | e << 10 | m);
    }
    }
    memcpy(out + i * b, &v, b);
  }
}

TEST(image_fill) {
  cltest_env env;
  cltest_setup(&env, 0);
  if (!has_images(env.device)) {
    cltest_teardown(&env);
    exit(77);
  }
  cl_image_format list[128];
  cl_uint n = formats(env.ctx, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE2D, list, 128);
  /* values that need rounding and saturation; exact in half */
  const float cf[4] = {0.5f, -0.25f, 1.5f, 0.75f};
  const int32_t ci[4] = {-200, 40000, -7, 123456};
  for (cl_uint i = 0; i < n; i++) {
    const cl_image_format *f = &list[i];
    if (f->image_channel_order == CL_sRGBA) continue; /* no sRGB writes offered */
    bool ints = f->image_channel_data_type >= CL_SIGNED_INT8 && f->image_channel_data_type <= CL_UNSIGNED_INT32;
    const void *color = ints ? (const void *)ci : (const void *)cf;
    for (size_t t = 0; t < sizeof iu_types / sizeof *iu_types; t++) {
      if (iu_types[t] == CL_MEM_OBJECT_IMAGE1D_BUFFER) continue; /* below */
      iu_model m = {12, iu_dims(iu_types[t]) > 1 ? 5 : 1, iu_dims(iu_types[t]) > 2 ? 3 : 1, 0, NULL};
      cl_mem img = image_with(&env, iu_types[t], f, &m, 300 + i);
      size_t origin[3] = {3, m.h > 1 ? 1 : 0, m.d > 1 ? 1 : 0}, region[3] = {7, m.h > 1 ? 3 : 1, m.d > 1 ? 2 : 1};
      CHECK_OK(clEnqueueFillImage(env.queue, img, color, origin, region, 0, NULL, NULL));
      uint8_t texel[16];
      fill_texel(f, color, texel);
      for (size_t z = 0; z < region[2]; z++)
        for (size_t y = 0; y < region[1]; y++)
          for (size_t x = 0; x < region[0]; x++)
            memcpy(iu_at(&m, origin[0] + x, origin[1] + y, origin[2] + z), texel, m.elem);
      check_image(&env, img, &m);
      CHECK_OK(clReleaseMemObject(img));
      free(m.bytes);
    }
  }
  /* a 1D buffer image: its buffer's bytes */
  cl_image_format f = {CL_RGBA, CL_UNSIGNED_INT16};
  cl_int err;
  cl_mem buf = clCreateBuffer(env.ctx, 0, 64 * 8, NULL, &err);
  MUST(err);
  uint8_t zero = 0;
  CHECK_OK(clEnqueueFillBuffer(env.queue, buf, &zero, 1, 0, 64 * 8, 0, NULL, NULL));
  cl_image_desc d = iu_desc(CL_MEM_OBJECT_IMAGE1D_BUFFER, 64, 1, 1);
  d.buffer = buf;
  cl_mem img = clCreateImage(env.ctx, 0, &f, &d, NULL, &err);
  MUST(err);
  size_t origin[3] = {5, 0, 0}, region[3] = {20, 1, 1};
  CHECK_OK(clEnqueueFillImage(env.queue, img, ci, origin, region, 0, NULL, NULL));
  uint8_t got[64 * 8], want[64 * 8] = {0}, texel[8];
  fill_texel(&f, ci, texel);
  for (int x = 5; x < 25; x++) memcpy(want + 8 * x, texel, 8);
  CHECK_OK(clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
  CHECK_MEM(got, want, sizeof want);
  CHECK_ERR(clEnqueueFillImage(env.queue, img, NULL, origin, region, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_OK(clReleaseMemObject(img));
  CHECK_OK(clReleaseMemObject(buf));
  cltest_teardown(&env);
}


/* Fills of boxes taller than the runtime's staging band (16 rows of 1,000
 * RGBA float texels) and deeper than one slice or layer: the pattern is
 * doubled inside the image, rows and then slices, and nothing outside the
 * box may change. */
TEST(image_fill_large_boxes) {
  cltest_env env;
  cltest_setup(&env, 0);
  if (!has_images(env.device)) {
    cltest_teardown(&env);
    exit(77);
  }
  cl_image_format f = {CL_RGBA, CL_FLOAT};
  const float color[4] = {0.5f, -2.0f, 3.25f, 1e6f};
  const cl_mem_object_type types[] = {CL_MEM_OBJECT_IMAGE1D_ARRAY, CL_MEM_OBJECT_IMAGE2D, CL_MEM_OBJECT_IMAGE2D_ARRAY,
                                      CL_MEM_OBJECT_IMAGE3D};
  for (size_t t = 0; t < sizeof types / sizeof *types; t++) {
    iu_model m = {1000, 83, iu_dims(types[t]) > 2 ? 14 : 1, 0, NULL};
    cl_mem img = image_with(&env, types[t], &f, &m, 700 + t);
    size_t origin[3] = {7, 3, m.d > 1 ? 1 : 0}, region[3] = {990, 77, m.d > 1 ? 13 : 1};
    CHECK_OK(clEnqueueFillImage(env.queue, img, color, origin, region, 0, NULL, NULL));
    for (size_t z = 0; z < region[2]; z++)
      for (size_t y = 0; y < region[1]; y++)
        for (size_t x = 0; x < region[0]; x++) memcpy(iu_at(&m, origin[0] + x, origin[1] + y, origin[2] + z), color, 16);
    check_image(&env, img, &m);
    CHECK_OK(clReleaseMemObject(img));
    free(m.bytes);
  }
  cltest_teardown(&env);
}
/* Maps for reading and writing, packed copies and the application's host
 * memory (CL_MEM_USE_HOST_PTR), with the pitches the map returns. */
TEST(image_map) {
  cltest_env env;
  cltest_setup(&env, 0);
  if (!has_images(env.device)) {
    cltest_teardown(&env);
    exit(77);
  }
  cl_image_format f = {CL_RGBA, CL_UNORM_INT8};
  cl_int err;
  for (size_t t = 0; t < sizeof iu_types / sizeof *iu_types; t++) {
    if (iu_types[t] == CL_MEM_OBJECT_IMAGE1D_BUFFER) continue;
    for (int use_host = 0; use_host < 2; use_host++) {
      iu_model m = {10, iu_dims(iu_types[t]) > 1 ? 4 : 1, iu_dims(iu_types[t]) > 2 ? 3 : 1, 4, NULL};
      size_t n = m.w * m.h * m.d * 4;
      m.bytes = cltest_malloc(n);
      cltest_fill(m.bytes, n, 60 + t);
      /* the application's memory: rows of 12 texels, and a spare row per slice */
      bool arr1 = iu_types[t] == CL_MEM_OBJECT_IMAGE1D_ARRAY;
      size_t row = 12 * 4, slice = arr1 ? row : row * (m.h + 1);
      size_t nslices = arr1 ? m.h : m.d, nrows = arr1 ? 1 : m.h;
      uint8_t *host = cltest_malloc(slice * nslices + row);
      for (size_t z = 0; z < nslices; z++)
        for (size_t y = 0; y < nrows; y++)
          memcpy(host + z * slice + y * row, iu_at(&m, 0, arr1 ? z : y, arr1 ? 0 : z), m.w * 4);
      cl_image_desc d = iu_desc(iu_types[t], m.w, m.h, m.d);
      bool slices = iu_dims(iu_types[t]) == 3 || arr1;
      d.image_row_pitch = row;
      d.image_slice_pitch = slices ? slice : 0;
      cl_mem img = clCreateImage(env.ctx, use_host ? CL_MEM_USE_HOST_PTR : CL_MEM_COPY_HOST_PTR, &f, &d, host, &err);
      MUST(err);
      size_t origin[3] = {2, m.h > 1 ? 1 : 0, m.d > 1 ? 1 : 0}, region[3] = {5, m.h > 1 ? 2 : 1, m.d > 1 ? 2 : 1};
      size_t rp = 0, sp = 0;
      uint8_t *p = clEnqueueMapImage(env.queue, img, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, origin, region, &rp,
                                     slices ? &sp : NULL, 0, NULL, NULL, &err);
      CHECK_OK(err);
      CHECK(p != NULL);
      if (!p) continue;
      CHECK(rp >= region[0] * 4);
      if (use_host) CHECK(p == host + (arr1 ? origin[1] * slice : origin[2] * slice + origin[1] * row) + origin[0] * 4);
      /* a 1D array's layers are slices apart in the mapping too */
      size_t ystride = arr1 ? sp : rp;
      for (size_t z = 0; z < region[2]; z++)
        for (size_t y = 0; y < region[1]; y++) {
          uint8_t *r = p + z * sp + y * ystride;
          CHECK_MEM(r, iu_at(&m, origin[0], origin[1] + y, origin[2] + z), region[0] * 4);
          for (size_t i = 0; i < region[0] * 4; i++) r[i] ^= 0x5a;
          for (size_t i = 0; i < region[0] * 4; i++) iu_at(&m, origin[0], origin[1] + y, origin[2] + z)[i] ^= 0x5a;
        }
      CHECK_ERR(clEnqueueUnmapMemObject(env.queue, img, p + 1, 0, NULL, NULL), CL_INVALID_VALUE);
      CHECK_OK(clEnqueueUnmapMemObject(env.queue, img, p, 0, NULL, NULL));
      check_image(&env, img, &m);
      cl_uint maps = 9;
      CHECK_OK(clGetMemObjectInfo(img, CL_MEM_MAP_COUNT, sizeof maps, &maps, NULL));
      CHECK_EQ(maps, 0);
      /* errors: pitches, flags, boxes */
      p = clEnqueueMapImage(env.queue, img, CL_TRUE, CL_MAP_READ, origin, region, NULL, &sp, 0, NULL, NULL, &err);
      CHECK(p == NULL);
      CHECK_ERR(err, CL_INVALID_VALUE);
      if (slices) {
        p = clEnqueueMapImage(env.queue, img, CL_TRUE, CL_MAP_READ, origin, region, &rp, NULL, 0, NULL, NULL, &err);
        CHECK(p == NULL);
        CHECK_ERR(err, CL_INVALID_VALUE);
      }
      size_t big[3] = {m.w, 1, 1};
      p = clEnqueueMapImage(env.queue, img, CL_TRUE, CL_MAP_READ, origin, big, &rp, &sp, 0, NULL, NULL, &err);
      CHECK(p == NULL);
      CHECK_ERR(err, CL_INVALID_VALUE);
      p = clEnqueueMapImage(env.queue, img, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE_INVALIDATE_REGION, origin, region, &rp,
                            &sp, 0, NULL, NULL, &err);
      CHECK(p == NULL);
      CHECK_ERR(err, CL_INVALID_VALUE);
      CHECK_OK(clReleaseMemObject(img));
      free(host);
      free(m.bytes);
    }
  }
  cltest_teardown(&env);
}

/* The checks of reads and writes: boxes, pitches, pointers, host access,
 * handles. */
TEST(image_enqueue_errors) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_mem buf = clCreateBuffer(env.ctx, 0, 4096, NULL, &err);
  MUST(err);
  size_t origin[3] = {0, 0, 0}, region[3] = {1, 1, 1}, pitch;
  uint8_t host[4096];
  /* a buffer is not an image */
  CHECK_ERR(clEnqueueReadImage(env.queue, buf, CL_TRUE, origin, region, 0, 0, host, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueWriteImage(env.queue, buf, CL_TRUE, origin, region, 0, 0, host, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueCopyImage(env.queue, buf, buf, origin, origin, region, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueCopyImageToBuffer(env.queue, buf, buf, origin, region, 0, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueFillImage(env.queue, buf, host, origin, region, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  CHECK(clEnqueueMapImage(env.queue, buf, CL_TRUE, CL_MAP_READ, origin, region, &pitch, NULL, 0, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_MEM_OBJECT);
  if (!has_images(env.device)) {
    CHECK_OK(clReleaseMemObject(buf));
    cltest_teardown(&env);
    return;
  }
  cl_image_format f = {CL_RGBA, CL_UNSIGNED_INT8};
  cl_image_desc d = iu_desc(CL_MEM_OBJECT_IMAGE2D, 8, 4, 1);
  cl_mem img = clCreateImage(env.ctx, 0, &f, &d, NULL, &err);
  MUST(err);
  CHECK_ERR(clEnqueueCopyBufferToImage(env.queue, img, img, 0, origin, region, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueReadImage((cl_command_queue)buf, img, CL_TRUE, origin, region, 0, 0, host, 0, NULL, NULL),
            CL_INVALID_COMMAND_QUEUE);
  CHECK_ERR(clEnqueueReadImage(env.queue, img, CL_TRUE, origin, region, 0, 0, NULL, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueReadImage(env.queue, img, CL_TRUE, NULL, region, 0, 0, host, 0, NULL, NULL), CL_INVALID_VALUE);
  size_t bad_regions[][3] = {{0, 1, 1}, {9, 1, 1}, {1, 5, 1}, {1, 1, 2}, {8, 4, 0}};
  for (size_t i = 0; i < 5; i++)
    CHECK_ERR(clEnqueueReadImage(env.queue, img, CL_TRUE, origin, bad_regions[i], 0, 0, host, 0, NULL, NULL),
              CL_INVALID_VALUE);
  size_t bad_origin[3] = {0, 0, 1}, far_origin[3] = {8, 0, 0};
  CHECK_ERR(clEnqueueReadImage(env.queue, img, CL_TRUE, bad_origin, region, 0, 0, host, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueReadImage(env.queue, img, CL_TRUE, far_origin, region, 0, 0, host, 0, NULL, NULL), CL_INVALID_VALUE);
  size_t r2[3] = {4, 2, 1};
  CHECK_ERR(clEnqueueReadImage(env.queue, img, CL_TRUE, origin, r2, 15, 0, host, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueReadImage(env.queue, img, CL_TRUE, origin, r2, 0, 64, host, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_OK(clEnqueueReadImage(env.queue, img, CL_TRUE, origin, r2, 20, 0, host, 0, NULL, NULL));
  cl_event user = clCreateUserEvent(env.ctx, &err);
  CHECK_ERR(clEnqueueReadImage(env.queue, img, CL_TRUE, origin, r2, 0, 0, host, 1, NULL, NULL),
            CL_INVALID_EVENT_WAIT_LIST);
  CHECK_OK(clReleaseEvent(user));
  /* host access */
  cl_mem ro = clCreateImage(env.ctx, CL_MEM_HOST_WRITE_ONLY, &f, &d, NULL, &err);
  MUST(err);
  CHECK_ERR(clEnqueueReadImage(env.queue, ro, CL_TRUE, origin, region, 0, 0, host, 0, NULL, NULL), CL_INVALID_OPERATION);
  CHECK(clEnqueueMapImage(env.queue, ro, CL_TRUE, CL_MAP_READ, origin, region, &pitch, NULL, 0, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_OPERATION);
  CHECK_OK(clEnqueueWriteImage(env.queue, ro, CL_TRUE, origin, region, 0, 0, host, 0, NULL, NULL));
  cl_mem na = clCreateImage(env.ctx, CL_MEM_HOST_NO_ACCESS, &f, &d, NULL, &err);
  MUST(err);
  CHECK_ERR(clEnqueueWriteImage(env.queue, na, CL_TRUE, origin, region, 0, 0, host, 0, NULL, NULL), CL_INVALID_OPERATION);
  /* another context's image */
  cl_context ctx2 = clCreateContext(NULL, 1, &env.device, NULL, NULL, &err);
  MUST(err);
  cl_mem img2 = clCreateImage(ctx2, 0, &f, &d, NULL, &err);
  MUST(err);
  CHECK_ERR(clEnqueueReadImage(env.queue, img2, CL_TRUE, origin, region, 0, 0, host, 0, NULL, NULL), CL_INVALID_CONTEXT);
  CHECK_OK(clReleaseMemObject(img2));
  CHECK_OK(clReleaseContext(ctx2));
  /* buffers too small for a copy, misaligned sub-buffers */
  size_t whole[3] = {8, 4, 1};
  CHECK_ERR(clEnqueueCopyImageToBuffer(env.queue, img, buf, origin, whole, 4096 - 64, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueCopyBufferToImage(env.queue, buf, img, 4096 - 64, origin, whole, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_OK(clReleaseMemObject(ro));
  CHECK_OK(clReleaseMemObject(na));
  CHECK_OK(clReleaseMemObject(img));
  CHECK_OK(clReleaseMemObject(buf));
  cltest_teardown(&env);
}

/* Writes and reads back an image through host pitches larger than the
 * packed rows, whole and from an inner box: each row must arrive where
 * the pitches put it. */
static void pieces_round_trip(cltest_env *env, cl_mem_object_type t, size_t w, size_t h, size_t d, uint64_t seed) {
  const cl_image_format fmt = {CL_RGBA, CL_FLOAT};
  const size_t elem = 16, packed = w * elem, row = packed + 48;
  bool layers = t == CL_MEM_OBJECT_IMAGE2D_ARRAY;
  size_t slice = row * (h + (layers ? 1 : 0));
  uint8_t *host = cltest_malloc(slice * d), *back = cltest_malloc(slice * d);
  cltest_fill(host, slice * d, seed);
  memset(back, 0xee, slice * d);
  cl_image_desc desc = iu_desc(t, w, h, d);
  cl_int err;
  cl_mem img = clCreateImage(env->ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &err);
  MUST(err);
  size_t origin[3] = {0, 0, 0}, region[3] = {w, h, d};
  CHECK_OK(clEnqueueWriteImage(env->queue, img, CL_FALSE, origin, region, row, layers ? slice : 0, host, 0, NULL,
                               NULL));
  CHECK_OK(clEnqueueReadImage(env->queue, img, CL_TRUE, origin, region, row, layers ? slice : 0, back, 0, NULL,
                              NULL));
  for (size_t z = 0; z < d; z++)
    for (size_t y = 0; y < h; y++) CHECK_MEM(back + z * slice + y * row, host + z * slice + y * row, packed);
  /* an inner box: columns 3.., rows 5.., slices 1.., read packed */
  size_t o2[3] = {3, 5, d > 1 ? 1 : 0}, r2[3] = {w - 3, h - 5, d > 1 ? d - 1 : 1};
  size_t row2 = r2[0] * elem, slice2 = row2 * r2[1];
  uint8_t *inner = cltest_malloc(slice2 * r2[2]);
  CHECK_OK(clEnqueueReadImage(env->queue, img, CL_TRUE, o2, r2, 0, 0, inner, 0, NULL, NULL));
  for (size_t z = 0; z < r2[2]; z++)
    for (size_t y = 0; y < r2[1]; y++)
      CHECK_MEM(inner + z * slice2 + y * row2, host + (z + o2[2]) * slice + (y + o2[1]) * row + o2[0] * elem, row2);
  free(inner);
  clReleaseMemObject(img);
  free(host);
  free(back);
}

/* Transfers larger than one staging piece (256 MiB, or half the device's
 * largest allocation) go in pieces: rows of a 2D image over 300 MiB, and
 * whole layers of an array over 300 MiB. A 4 GiB image on the H200, whose
 * largest allocation is just under 4 GiB, failed with CL_INVALID_VALUE
 * when its transfer took one staging buffer (CTS basic imagedim_pow2). */
TEST(image_transfer_in_pieces) {
  cltest_env env;
  cltest_setup(&env, 0);
  if (!has_images(env.device)) {
    cltest_teardown(&env);
    return;
  }
  cl_ulong max_alloc = 0;
  MUST(clGetDeviceInfo(env.device, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof max_alloc, &max_alloc, NULL));
  CHECK(max_alloc >= (cl_ulong)400 << 20);
  pieces_round_trip(&env, CL_MEM_OBJECT_IMAGE2D, 4096, 5000, 1, 71);
  pieces_round_trip(&env, CL_MEM_OBJECT_IMAGE2D_ARRAY, 1024, 1024, 20, 72);
  cltest_teardown(&env);
}
