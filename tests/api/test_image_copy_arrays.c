/* test_image_copy_arrays.c: clEnqueueCopyImage between 1D arrays and
 * between 2D arrays, as the CTS's clCopyImage 1Darray and 2Darray do it
 * (images hundreds of texels wide with many layers, contents written and
 * read back through maps), checked texel by texel against a host model of
 * the copy. A 1D array's layers are the rows of its boxes. NVIDIA's driver
 * copied wrong texels here where lavapipe did not (docs/conformance.md,
 * "Images"). */
#include <string.h>

#include "image_util.h"

static bool has_images(cl_device_id d) {
  cl_bool b = CL_FALSE;
  MUST(clGetDeviceInfo(d, CL_DEVICE_IMAGE_SUPPORT, sizeof b, &b, NULL));
  return b;
}

/* Writes the model's bytes into the image through a map, as the CTS's
 * init_image does. */
static void map_write(cltest_env *env, cl_mem img, const iu_model *m) {
  size_t origin[3] = {0, 0, 0}, region[3] = {m->w, m->h, m->d}, row = 0, slice = 0;
  cl_int err;
  uint8_t *p = clEnqueueMapImage(env->queue, img, CL_TRUE, CL_MAP_WRITE, origin, region, &row, &slice, 0, NULL, NULL,
                                 &err);
  MUST(err);
  /* a 1D array's layers are slice pitches apart */
  bool layers_in_y = m->d == 1 && slice && slice != row * m->h;
  for (size_t z = 0; z < m->d; z++)
    for (size_t y = 0; y < m->h; y++)
      memcpy(p + (layers_in_y ? y * slice : z * slice + y * row), iu_at((iu_model *)m, 0, y, z), m->w * m->elem);
  MUST(clEnqueueUnmapMemObject(env->queue, img, p, 0, NULL, NULL));
}

/* Reads the image back through a map and compares every texel. */
static void map_check(cltest_env *env, cl_mem img, const iu_model *m, const char *what) {
  size_t origin[3] = {0, 0, 0}, region[3] = {m->w, m->h, m->d}, row = 0, slice = 0;
  cl_int err;
  uint8_t *p = clEnqueueMapImage(env->queue, img, CL_TRUE, CL_MAP_READ, origin, region, &row, &slice, 0, NULL, NULL,
                                 &err);
  MUST(err);
  bool layers_in_y = m->d == 1 && slice && slice != row * m->h;
  size_t bad = 0;
  for (size_t z = 0; z < m->d; z++)
    for (size_t y = 0; y < m->h; y++) {
      const uint8_t *got = p + (layers_in_y ? y * slice : z * slice + y * row);
      const uint8_t *want = iu_at((iu_model *)m, 0, y, z);
      for (size_t x = 0; x < m->w; x++)
        if (memcmp(got + x * m->elem, want + x * m->elem, m->elem) && bad++ < 3)
          fprintf(stderr, "%s: texel (%zu, %zu, %zu) differs\n", what, x, y, z);
    }
  CHECK_EQ(bad, 0);
  MUST(clEnqueueUnmapMemObject(env->queue, img, p, 0, NULL, NULL));
  MUST(clFinish(env->queue));
}

static cl_mem make(cltest_env *env, cl_mem_object_type t, const cl_image_format *f, iu_model *m, uint64_t seed) {
  m->elem = fmt_texel_bytes(f);
  size_t n = m->w * m->h * m->d * m->elem;
  m->bytes = cltest_malloc(n);
  cltest_fill(m->bytes, n, seed);
  cl_image_desc d = iu_desc(t, m->w, m->h, m->d);
  cl_int err;
  cl_mem img = clCreateImage(env->ctx, CL_MEM_READ_ONLY, f, &d, NULL, &err);
  MUST(err);
  map_write(env, img, m);
  return img;
}

/* One image type and format: the whole image copied, then a box at
 * offsets in every dimension into a third image. */
static void copy_case(cltest_env *env, cl_mem_object_type t, const cl_image_format *f, size_t w, size_t h, size_t d,
                      uint64_t seed) {
  iu_model ms = {w, h, d, 0, NULL}, md = {w, h, d, 0, NULL}, mb = {w, h, d, 0, NULL};
  cl_mem src = make(env, t, f, &ms, seed), dst = make(env, t, f, &md, seed + 1), box = make(env, t, f, &mb, seed + 2);
  map_check(env, src, &ms, "written and read back");
  size_t origin[3] = {0, 0, 0}, region[3] = {w, h, d};
  MUST(clEnqueueCopyImage(env->queue, src, dst, origin, origin, region, 0, NULL, NULL));
  memcpy(md.bytes, ms.bytes, w * h * d * ms.elem);
  map_check(env, dst, &md, "whole image copied");
  /* a box: x, and rows or layers (1D array) or rows and layers (2D array) */
  size_t so[3] = {w / 3, h / 4, d / 3}, dof[3] = {w / 5, h / 2, d / 2};
  size_t br[3] = {w / 2, h / 3 ? h / 3 : 1, d / 2 ? d / 2 : 1};
  MUST(clEnqueueCopyImage(env->queue, src, box, so, dof, br, 0, NULL, NULL));
  for (size_t z = 0; z < br[2]; z++)
    for (size_t y = 0; y < br[1]; y++)
      memcpy(iu_at(&mb, dof[0], dof[1] + y, dof[2] + z), iu_at(&ms, so[0], so[1] + y, so[2] + z), br[0] * mb.elem);
  map_check(env, box, &mb, "box copied");
  cl_mem all[] = {src, dst, box};
  for (int i = 0; i < 3; i++) CHECK_OK(clReleaseMemObject(all[i]));
  free(ms.bytes);
  free(md.bytes);
  free(mb.bytes);
}

/* The formats of the CTS's failures, and one of 8 bytes. */
static const cl_image_format formats[] = {
  {CL_R, CL_FLOAT}, {CL_RG, CL_UNORM_INT8}, {CL_RG, CL_UNORM_INT16}, {CL_RGBA, CL_UNSIGNED_INT16},
};

TEST(image_copy_1d_arrays) {
  cltest_env env;
  cltest_setup(&env, 0);
  if (!has_images(env.device)) {
    cltest_teardown(&env);
    exit(77);
  }
  for (size_t i = 0; i < sizeof formats / sizeof *formats; i++)
    copy_case(&env, CL_MEM_OBJECT_IMAGE1D_ARRAY, &formats[i], 652, 37, 1, 10 + i);
  cltest_teardown(&env);
}

TEST(image_copy_2d_arrays) {
  cltest_env env;
  cltest_setup(&env, 0);
  if (!has_images(env.device)) {
    cltest_teardown(&env);
    exit(77);
  }
  for (size_t i = 0; i < sizeof formats / sizeof *formats; i++)
    copy_case(&env, CL_MEM_OBJECT_IMAGE2D_ARRAY, &formats[i], 329, 41, 23, 20 + i);
  cltest_teardown(&env);
}
