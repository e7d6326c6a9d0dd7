/* test_image_pitch.c: host pitches of clEnqueueReadImage/WriteImage. The
 * slice pitch "must be greater than or equal to row_pitch * height" (3D
 * images and arrays; row_pitch for a 1D array) and nothing more: one that
 * is no multiple of the row pitch is valid, and the host layout follows it
 * byte for byte. Smaller ones are CL_INVALID_VALUE. */
#include "cltest.h"

enum { W = 4, H = 3, D = 2, TEXEL = 4 };

/* Byte offset of texel (x, y, z) in a host layout with these pitches. */
static size_t at(size_t x, size_t y, size_t z, size_t row, size_t slice) {
  return z * slice + y * row + x * TEXEL;
}

static void check_pitches(cltest_env *env, cl_mem_object_type type) {
  cl_int err;
  cl_image_format fmt = {CL_RGBA, CL_UNSIGNED_INT8};
  cl_image_desc desc = {.image_type = type, .image_width = W};
  size_t region[3] = {W, 1, 1};
  if (type == CL_MEM_OBJECT_IMAGE3D) {
    desc.image_height = H, desc.image_depth = D;
    region[1] = H, region[2] = D;
  } else if (type == CL_MEM_OBJECT_IMAGE2D_ARRAY) {
    desc.image_height = H, desc.image_array_size = D;
    region[1] = H, region[2] = D;
  } else { /* 1D array: rows are layers */
    desc.image_array_size = H;
    region[1] = H;
  }
  cl_mem img = clCreateImage(env->ctx, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &err);
  CHECK_OK(err);
  if (!img) return;
  bool is1da = type == CL_MEM_OBJECT_IMAGE1D_ARRAY;
  size_t rows = is1da ? 1 : H, slices = is1da ? H : D;
  /* Written with a row pitch of 5 texels and a slice pitch 7 bytes past
   * the rows (not a multiple of the row pitch). */
  size_t wrow = 5 * TEXEL, wslice = rows * wrow + 7;
  unsigned char *src = cltest_malloc(slices * wslice);
  cltest_fill(src, slices * wslice, 11);
  size_t origin[3] = {0, 0, 0};
  CHECK_OK(clEnqueueWriteImage(env->queue, img, CL_TRUE, origin, region, is1da ? 0 : wrow, wslice, src, 0, NULL,
                               NULL));
  /* Read back packed, and with other odd pitches. */
  size_t prow = W * TEXEL, pslice = rows * prow;
  unsigned char *packed = cltest_malloc(slices * pslice);
  CHECK_OK(clEnqueueReadImage(env->queue, img, CL_TRUE, origin, region, 0, 0, packed, 0, NULL, NULL));
  size_t rrow = 6 * TEXEL + 1, rslice = rows * rrow + 3;
  unsigned char *odd = cltest_malloc(slices * rslice);
  memset(odd, 0xab, slices * rslice);
  CHECK_OK(clEnqueueReadImage(env->queue, img, CL_TRUE, origin, region, is1da ? 0 : rrow, rslice, odd, 0, NULL,
                              NULL));
  int bad = 0;
  for (size_t z = 0; z < slices; z++)
    for (size_t y = 0; y < rows; y++)
      for (size_t x = 0; x < W; x++)
        for (size_t c = 0; c < TEXEL; c++) {
          unsigned char want = src[at(x, y, z, wrow, wslice) + c];
          if (packed[at(x, y, z, prow, pslice) + c] != want) bad++;
          if (odd[at(x, y, z, rrow, rslice) + c] != want) bad++;
        }
  /* bytes between the odd layout's rows and slices are left alone */
  for (size_t z = 0; z < slices; z++)
    for (size_t i = rows * rrow; i < rslice; i++)
      if (odd[z * rslice + i] != 0xab) bad++;
  if (bad) fprintf(stderr, "image type 0x%x: %d bytes differ\n", (unsigned)type, bad);
  CHECK_EQ(bad, 0);
  /* Below row_pitch * height (row_pitch for a 1D array): invalid. */
  size_t small = is1da ? prow - 1 : rows * prow - 1;
  CHECK_ERR(clEnqueueReadImage(env->queue, img, CL_TRUE, origin, region, 0, small, packed, 0, NULL, NULL),
            CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueWriteImage(env->queue, img, CL_TRUE, origin, region, 0, small, packed, 0, NULL, NULL),
            CL_INVALID_VALUE);
  free(src);
  free(packed);
  free(odd);
  CHECK_OK(clReleaseMemObject(img));
}

TEST(image_slice_pitch_any) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_bool images = CL_FALSE;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL));
  if (!images) {
    cltest_teardown(&env);
    exit(77);
  }
  check_pitches(&env, CL_MEM_OBJECT_IMAGE3D);
  check_pitches(&env, CL_MEM_OBJECT_IMAGE2D_ARRAY);
  check_pitches(&env, CL_MEM_OBJECT_IMAGE1D_ARRAY);
  cltest_teardown(&env);
}
