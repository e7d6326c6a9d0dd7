/* test_images.c: images in kernels: read_image{f,i,ui,h} of every format
 * the device lists against the specification's conversions, write_image
 * {f,i,ui,h} within the bounds the specification gives for rounding and
 * with saturation, writes outside the image dropped, every image type
 * copied texel by texel, and the image queries. */
#include "image_ref.h"

#define W 13
#define H 7

static bool open_images(kh *h) {
  if (!ir_has_images(cltest_device())) return false;
  kh_open(h, "images");
  return true;
}

/* The float read of a stored channel value within the specification's
 * 1.5 ulp (exact 0 and 1 for UNORM, exact 0, 1, -1 for SNORM); an sRGB
 * colour y of stored x with |x - 255 c_sRGB(y)| <= 0.5. */
static bool close_f(const cl_image_format *f, unsigned channel, float got, double want) {
  if (f->image_channel_order == CL_sRGBA && channel < 3)
    return fabs(255.0 * ir_linear_to_srgb(want) - 255.0 * ir_linear_to_srgb(got)) <= 0.5;
  if (want == 0.0 || want == 1.0 || want == -1.0) return got == (float)want;
  return kh_f32_close(got, (float)want, 1.5);
}

/* read_imageh of an sRGB colour channel: the half nearest to some value
 * close_f accepts from read_imagef (within half an 8-bit step in sRGB
 * space), so within a half ulp (2^-11 relative) of that interval. */
static bool close_h_srgb(double got, double want) {
  double s = ir_linear_to_srgb(want);
  double lo = ir_srgb_to_linear(fmax(0.0, s - 0.5 / 255)), hi = ir_srgb_to_linear(fmin(1.0, s + 0.5 / 255));
  return got >= lo - lo * 0x1p-11 - 0x1p-25 && got <= hi + hi * 0x1p-11 + 0x1p-25;
}

static void check_read(kh *h, const cl_image_format *f, uint64_t seed) {
  cl_channel_type t = f->image_channel_data_type;
  size_t n = W * H, elem = fmt_texel_bytes(f);
  uint8_t *data = cltest_malloc(n * elem);
  ir_random_texels(f, data, n, seed);
  cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = W, .image_height = H};
  cl_mem img = ir_image(h, f, &d, CL_MEM_READ_ONLY, data);
  size_t global[2] = {W, H};
  bool ints = ir_is_int(t);
  cl_kernel k = kh_kernel(h, ints ? (ir_is_signed(t) ? "read_i2d" : "read_ui2d") : "read_f2d");
  cl_mem out = kh_out(h, n * 16);
  kh_arg_mem(k, 0, img);
  kh_arg_mem(k, 1, out);
  kh_run(h, k, 2, NULL, global, NULL);
  uint32_t *got = cltest_malloc(n * 16);
  kh_read(h, out, got, n * 16);
  int bad = 0;
  for (size_t i = 0; i < n && bad < 5; i++) {
    if (ints) {
      uint32_t want[4];
      ir_texel_i(f, data + i * elem, want);
      for (int c = 0; c < 4; c++)
        if (got[4 * i + c] != want[c] && bad++ < 5)
          fprintf(stderr, "format %#x/%#x texel %zu channel %d: read %#x, expected %#x\n", f->image_channel_order, t, i,
                  c, got[4 * i + c], want[c]);
    } else {
      double want[4];
      ir_texel_f(f, data + i * elem, want);
      for (int c = 0; c < 4; c++) {
        float g;
        memcpy(&g, &got[4 * i + c], 4);
        if (!close_f(f, (unsigned)c, g, want[c]) && bad++ < 5)
          fprintf(stderr, "format %#x/%#x texel %zu channel %d: read %.9g, expected %.9g\n", f->image_channel_order, t,
                  i, c, g, want[c]);
      }
    }
  }
  cltest_failures += bad;
  if (!ints) {
    /* read_imageh: the float value rounded to half */
    cl_kernel kh_ = kh_kernel(h, "read_h2d");
    kh_arg_mem(kh_, 0, img);
    kh_arg_mem(kh_, 1, out);
    kh_run(h, kh_, 2, NULL, global, NULL);
    uint16_t *hv = cltest_malloc(n * 8);
    kh_read(h, out, hv, n * 8);
    for (size_t i = 0; i < n; i++) {
      double want[4];
      ir_texel_f(f, data + i * elem, want);
      for (int c = 0; c < 4; c++) {
        /* within a half ulp of the float conversion's 1.5 ulp bound */
        double g = kh_half_value(hv[4 * i + c]), tol = fabs(want[c]) * 0x1p-10 + 0x1p-24;
        bool ok = f->image_channel_order == CL_sRGBA && c < 3 ? close_h_srgb(g, want[c]) : fabs(g - want[c]) <= tol;
        if (!ok) {
          CHECK(ok);
          fprintf(stderr, "read_imageh %#x/%#x texel %zu channel %d: %g, expected %g\n", f->image_channel_order, t, i,
                  c, g, want[c]);
          break;
        }
      }
    }
    free(hv);
    clReleaseKernel(kh_);
  }
  clReleaseKernel(k);
  clReleaseMemObject(out);
  clReleaseMemObject(img);
  free(got);
  free(data);
}

TEST(image_read_formats) {
  kh h;
  if (!open_images(&h)) exit(77);
  cl_image_format list[64];
  cl_uint n = ir_formats(&h, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, list, 64);
  CHECK(n >= 11);
  for (cl_uint i = 0; i < n; i++) check_read(&h, &list[i], i + 1);
  kh_close(&h);
}

/* ---- writes ------------------------------------------------------------------- */

/* The stored integer of a float written to a normalized channel: within
 * 0.6 of the exact scaled value (the specification's bound). */
static bool norm_ok(cl_channel_type t, float x, uint32_t stored) {
  double f, v;
  switch (t) {
  case CL_UNORM_INT8: f = fmax(0, fmin(255, 255.0 * x)), v = (uint8_t)stored; break;
  case CL_UNORM_INT16: f = fmax(0, fmin(65535, 65535.0 * x)), v = (uint16_t)stored; break;
  case CL_SNORM_INT8: f = fmax(-128, fmin(127, 127.0 * x)), v = (int8_t)stored; break;
  default: f = fmax(-32768, fmin(32767, 32767.0 * x)), v = (int16_t)stored; break;
  }
  return fabs(v - f) <= 0.6;
}

static int64_t sat(int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : v > hi ? hi : v; }

static void check_write(kh *h, const cl_image_format *f, bool half_kernel, uint64_t seed) {
  cl_channel_type t = f->image_channel_data_type;
  cl_channel_order o = f->image_channel_order;
  size_t n = W * H, elem = fmt_texel_bytes(f);
  uint32_t *in = cltest_malloc(n * 16);
  uint64_t s = seed;
  bool ints = ir_is_int(t);
  for (size_t i = 0; i < 4 * n; i++) {
    if (ints) {
      /* values in and beyond every channel range: saturation */
      static const int64_t edge[] = {0, 1, -1, 127, 128, -128, -129, 255, 256, 32767, 32768, -32769, 65535, 65536};
      in[i] = i % 3 ? (uint32_t)cltest_rand(&s) : (uint32_t)edge[(i / 3) % 14];
    } else {
      /* [-1.25, 1.25] for normalized data (SNORM below -1 is the one case
       * Vulkan's conversion cannot give, docs/images.md), wider for float */
      double range = t == CL_FLOAT || t == CL_HALF_FLOAT ? 1000.0 : t == CL_SNORM_INT8 || t == CL_SNORM_INT16 ? 1.0 : 1.25;
      float v = (float)(((double)(cltest_rand(&s) % 2000001) / 1000000.0 - 1.0) * range);
      memcpy(&in[i], &v, 4);
    }
  }
  cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = W, .image_height = H};
  cl_mem img = ir_image(h, f, &d, CL_MEM_WRITE_ONLY, NULL);
  const char *name = ints ? (ir_is_signed(t) ? "write_i2d" : "write_ui2d") : half_kernel ? "write_h2d" : "write_f2d";
  cl_kernel k = kh_kernel(h, name);
  cl_mem src = kh_in(h, in, n * 16);
  kh_arg_mem(k, 0, img);
  kh_arg_mem(k, 1, src);
  size_t global[2] = {W, H}, region[3] = {W, H, 1};
  kh_run(h, k, 2, NULL, global, NULL);
  uint8_t *got = cltest_malloc(n * elem);
  ir_read_all(h, img, region, got);
  int bad = 0;
  unsigned nch = fmt_channels(o);
  for (size_t i = 0; i < n && bad < 5; i++) {
    for (unsigned c = 0; c < nch; c++) {
      unsigned src_c = ir_mem_channel(o, c); /* the RGBA channel stored at memory channel c */
      uint32_t v = in[4 * i + src_c], st = ir_stored(f, got + i * elem, c);
      float x;
      memcpy(&x, &v, 4);
      bool ok;
      switch (t) {
      case CL_SIGNED_INT8: ok = (int8_t)st == sat((int32_t)v, -128, 127); break;
      case CL_SIGNED_INT16: ok = (int16_t)st == sat((int32_t)v, -32768, 32767); break;
      case CL_SIGNED_INT32:
      case CL_UNSIGNED_INT32: ok = st == v; break;
      case CL_UNSIGNED_INT8: ok = st == (v > 255 ? 255 : v); break;
      case CL_UNSIGNED_INT16: ok = st == (v > 65535 ? 65535 : v); break;
      case CL_FLOAT: {
        float g;
        memcpy(&g, &st, 4);
        ok = half_kernel ? kh_half_same(kh_half_round(x, 'e'), kh_half_round(g, 'e')) : st == v;
        break;
      }
      case CL_HALF_FLOAT: {
        /* rounded to half by the kernel (write_imageh) or by the store */
        double g = kh_half_value((uint16_t)st);
        ok = fabs(g - x) <= fabs(x) * 0x1p-10 + 0x1p-24;
        break;
      }
      default:
        if (half_kernel) x = (float)kh_half_value(kh_half_round(x, 'e'));
        ok = o == CL_sRGBA ? true : norm_ok(t, x, st);
        break;
      }
      if (!ok && bad++ < 5)
        fprintf(stderr, "%s format %#x/%#x texel %zu channel %u: stored %#x for input %#x (%g)\n", name, o, t, i, c, st,
                v, x);
    }
  }
  cltest_failures += bad;
  clReleaseKernel(k);
  clReleaseMemObject(src);
  clReleaseMemObject(img);
  free(got);
  free(in);
}

TEST(image_write_formats) {
  kh h;
  if (!open_images(&h)) exit(77);
  cl_image_format list[64];
  cl_uint n = ir_formats(&h, CL_MEM_WRITE_ONLY, CL_MEM_OBJECT_IMAGE2D, list, 64);
  CHECK(n >= 11);
  for (cl_uint i = 0; i < n; i++) {
    check_write(&h, &list[i], false, 100 + i);
    if (!ir_is_int(list[i].image_channel_data_type)) check_write(&h, &list[i], true, 200 + i);
  }
  kh_close(&h);
}

/* Texels written at (x - 2, y - 2): those outside are dropped, the rest
 * land, and the image's first rows and columns keep their contents. */
TEST(image_write_outside) {
  kh h;
  if (!open_images(&h)) exit(77);
  cl_image_format f = {CL_RGBA, CL_FLOAT};
  size_t n = W * H;
  float *init = cltest_malloc(n * 16), *in = cltest_malloc(n * 16), *got = cltest_malloc(n * 16);
  for (size_t i = 0; i < 4 * n; i++) {
    init[i] = -1.0f - (float)i;
    in[i] = (float)i;
  }
  cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = W, .image_height = H};
  cl_mem img = ir_image(&h, &f, &d, CL_MEM_READ_WRITE, init);
  cl_mem src = kh_in(&h, in, n * 16);
  cl_kernel k = kh_kernel(&h, "write_outside");
  kh_arg_mem(k, 0, img);
  kh_arg_mem(k, 1, src);
  size_t global[2] = {W, H}, region[3] = {W, H, 1};
  kh_run(&h, k, 2, NULL, global, NULL);
  ir_read_all(&h, img, region, got);
  for (size_t y = 0; y < H; y++)
    for (size_t x = 0; x < W; x++) {
      bool written = x + 2 < W && y + 2 < H;
      /* texel (x, y) holds the input of work-item (x + 2, y + 2) */
      const float *want = written ? &in[4 * ((y + 2) * W + x + 2)] : &init[4 * (y * W + x)];
      CHECK_MEM(&got[4 * (y * W + x)], want, 16);
    }
  clReleaseKernel(k);
  clReleaseMemObject(src);
  clReleaseMemObject(img);
  free(init);
  free(in);
  free(got);
  kh_close(&h);
}

/* ---- every image type ------------------------------------------------------------ */

static void copy_type(kh *h, cl_mem_object_type type, const char *kernel, size_t w, size_t ht, size_t dp) {
  cl_image_format f = {CL_RGBA, CL_UNSIGNED_INT32};
  size_t n = w * ht * dp;
  uint8_t *data = cltest_malloc(n * 16), *got = cltest_malloc(n * 16);
  cltest_fill(data, n * 16, type);
  cl_image_desc d = {.image_type = type, .image_width = w};
  if (type == CL_MEM_OBJECT_IMAGE1D_ARRAY) d.image_array_size = ht;
  if (type == CL_MEM_OBJECT_IMAGE2D_ARRAY) d.image_height = ht, d.image_array_size = dp;
  if (type == CL_MEM_OBJECT_IMAGE3D) d.image_height = ht, d.image_depth = dp;
  cl_mem bufs[2] = {NULL, NULL};
  cl_int err;
  if (type == CL_MEM_OBJECT_IMAGE1D_BUFFER) {
    bufs[0] = kh_in(h, data, n * 16);
    bufs[1] = kh_out(h, n * 16);
  }
  cl_image_desc ds = d;
  ds.buffer = bufs[0];
  cl_mem src = clCreateImage(h->env.ctx, CL_MEM_READ_ONLY | (bufs[0] ? 0 : CL_MEM_COPY_HOST_PTR), &f, &ds,
                             bufs[0] ? NULL : data, &err);
  MUST(err);
  cl_kernel k = kh_kernel(h, kernel);
  kh_arg_mem(k, 0, src);
  cl_mem dst, out = NULL;
  if (type == CL_MEM_OBJECT_IMAGE3D) {
    /* 3D image writes are optional: read into a buffer */
    dst = NULL;
    out = kh_out(h, n * 16);
    kh_arg_mem(k, 1, out);
  } else {
    cl_image_desc dd = d;
    dd.buffer = bufs[1];
    dst = clCreateImage(h->env.ctx, CL_MEM_WRITE_ONLY, &f, &dd, NULL, &err);
    MUST(err);
    kh_arg_mem(k, 1, dst);
  }
  size_t global[3] = {w, ht, dp};
  kh_run(h, k, type == CL_MEM_OBJECT_IMAGE3D || type == CL_MEM_OBJECT_IMAGE2D_ARRAY ? 3
             : type == CL_MEM_OBJECT_IMAGE1D_ARRAY ? 2 : 1,
         NULL, global, NULL);
  size_t region[3] = {w, ht, dp};
  if (out) kh_read(h, out, got, n * 16);
  else if (bufs[1]) kh_read(h, bufs[1], got, n * 16); /* the buffer image's bytes */
  else ir_read_all(h, dst, region, got);
  CHECK_MEM(got, data, n * 16);
  clReleaseKernel(k);
  clReleaseMemObject(src);
  if (dst) clReleaseMemObject(dst);
  if (out) clReleaseMemObject(out);
  for (int i = 0; i < 2; i++)
    if (bufs[i]) clReleaseMemObject(bufs[i]);
  free(data);
  free(got);
}

TEST(image_types) {
  kh h;
  if (!open_images(&h)) exit(77);
  copy_type(&h, CL_MEM_OBJECT_IMAGE1D, "copy_1d", 37, 1, 1);
  copy_type(&h, CL_MEM_OBJECT_IMAGE1D_BUFFER, "copy_1dbuf", 41, 1, 1);
  copy_type(&h, CL_MEM_OBJECT_IMAGE1D_ARRAY, "copy_1darr", 19, 5, 1);
  copy_type(&h, CL_MEM_OBJECT_IMAGE2D_ARRAY, "copy_2darr", 9, 7, 3);
  copy_type(&h, CL_MEM_OBJECT_IMAGE3D, "copy_3d_to_buf", 5, 6, 4);
  kh_close(&h);
}

TEST(image_queries) {
  kh h;
  if (!open_images(&h)) exit(77);
  cl_int err;
  cl_image_format fa = {CL_RGBA, CL_UNORM_INT8}, fb = {CL_RGBA, CL_FLOAT}, fc = {CL_R, CL_SIGNED_INT16},
                  fd = {CL_RG, CL_HALF_FLOAT}, fe = {CL_BGRA, CL_UNORM_INT8};
  cl_image_desc da = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 33, .image_height = 17};
  cl_image_desc db = {.image_type = CL_MEM_OBJECT_IMAGE3D, .image_width = 5, .image_height = 6, .image_depth = 7};
  cl_image_desc dc = {.image_type = CL_MEM_OBJECT_IMAGE2D_ARRAY, .image_width = 8, .image_height = 9,
                      .image_array_size = 10};
  cl_mem buf = kh_out(&h, 64 * 4);
  cl_image_desc dd = {.image_type = CL_MEM_OBJECT_IMAGE1D_BUFFER, .image_width = 64, .buffer = buf};
  cl_image_desc de = {.image_type = CL_MEM_OBJECT_IMAGE1D_ARRAY, .image_width = 11, .image_array_size = 12};
  cl_mem a = clCreateImage(h.env.ctx, CL_MEM_READ_ONLY, &fa, &da, NULL, &err);
  MUST(err);
  /* a 3D image written only if the device writes 3D images: the kernel's
   * argument is write_only, but only queried */
  cl_mem b = clCreateImage(h.env.ctx, CL_MEM_READ_WRITE, &fb, &db, NULL, &err);
  MUST(err);
  cl_mem c = clCreateImage(h.env.ctx, CL_MEM_READ_ONLY, &fc, &dc, NULL, &err);
  MUST(err);
  cl_mem d = clCreateImage(h.env.ctx, CL_MEM_READ_ONLY, &fd, &dd, NULL, &err);
  MUST(err);
  cl_mem e = clCreateImage(h.env.ctx, CL_MEM_WRITE_ONLY, &fe, &de, NULL, &err);
  MUST(err);
  cl_kernel k = kh_kernel(&h, "queries");
  cl_mem out = kh_out(&h, 19 * 4);
  kh_arg_mem(k, 0, a);
  kh_arg_mem(k, 1, b);
  kh_arg_mem(k, 2, c);
  kh_arg_mem(k, 3, d);
  kh_arg_mem(k, 4, e);
  kh_arg_mem(k, 5, out);
  size_t one = 1;
  kh_run(&h, k, 1, NULL, &one, NULL);
  int32_t got[19];
  kh_read(&h, out, got, sizeof got);
  int32_t want[19] = {33, 17, 33, 17, CL_UNORM_INT8, CL_RGBA, 5, 6, 7, 7, 0, CL_RGBA, 8, 9, 10, 64, CL_HALF_FLOAT,
                      11, 12};
  for (int i = 0; i < 19; i++) CHECK_EQ(got[i], want[i]);
  clReleaseKernel(k);
  cl_mem all[] = {a, b, c, d, e, buf, out};
  for (size_t i = 0; i < sizeof all / sizeof *all; i++) clReleaseMemObject(all[i]);
  kh_close(&h);
}

/* Sizes of images whose size words went to the argument buffer, and a
 * clamp-to-edge read that uses them. */
TEST(image_queries_spilled) {
  kh h;
  if (!open_images(&h)) exit(77);
  cl_int err;
  cl_image_format fa = {CL_RGBA, CL_FLOAT}, fb = {CL_RGBA, CL_FLOAT}, fc = {CL_R, CL_SIGNED_INT16};
  cl_image_desc da = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 13, .image_height = 7};
  cl_image_desc db = {.image_type = CL_MEM_OBJECT_IMAGE3D, .image_width = 5, .image_height = 6, .image_depth = 3};
  cl_image_desc dc = {.image_type = CL_MEM_OBJECT_IMAGE2D_ARRAY, .image_width = 8, .image_height = 9,
                      .image_array_size = 4};
  float pix[13 * 7 * 4];
  for (int i = 0; i < 13 * 7 * 4; i++) pix[i] = (float)i * 0.25f;
  cl_mem a = clCreateImage(h.env.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, &fa, &da, pix, &err);
  MUST(err);
  cl_mem b = clCreateImage(h.env.ctx, CL_MEM_READ_WRITE, &fb, &db, NULL, &err);
  MUST(err);
  cl_mem c = clCreateImage(h.env.ctx, CL_MEM_READ_ONLY, &fc, &dc, NULL, &err);
  MUST(err);
  cl_kernel k = kh_kernel(&h, "queries_spilled");
  cl_float16 p[4];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 16; j++) p[i].s[j] = (float)(i * 16 + j);
  for (int i = 0; i < 4; i++) MUST(clSetKernelArg(k, (cl_uint)i, sizeof p[i], &p[i]));
  kh_arg_mem(k, 4, a);
  kh_arg_mem(k, 5, b);
  kh_arg_mem(k, 6, c);
  cl_mem out = kh_out(&h, 9 * 4), texel = kh_out(&h, 16);
  kh_arg_mem(k, 7, out);
  kh_arg_mem(k, 8, texel);
  size_t one = 1;
  kh_run(&h, k, 1, NULL, &one, NULL);
  int32_t got[9];
  kh_read(&h, out, got, sizeof got);
  /* out[8]: p0.s0 + p1.s5 + p2.sa + p3.sf = 0 + 21 + 42 + 63 */
  int32_t want[9] = {13, 7, 5, 6, 3, 8, 9, 4, 126};
  for (int i = 0; i < 9; i++) CHECK_EQ(got[i], want[i]);
  float t[4];
  kh_read(&h, texel, t, sizeof t);
  /* clamp to edge: the texel at (12, 6) */
  for (int ch = 0; ch < 4; ch++)
    CHECK(t[ch] == pix[(6 * 13 + 12) * 4 + ch]);
  clReleaseKernel(k);
  cl_mem all[] = {a, b, c, out, texel};
  for (size_t i = 0; i < sizeof all / sizeof *all; i++) clReleaseMemObject(all[i]);
  kh_close(&h);
}

static bool has_ext(cl_device_id d, const char *name) {
  char ext[8192] = "";
  MUST(clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, sizeof ext, ext, NULL));
  return strstr(ext, name) != NULL;
}

/* cl_khr_3d_image_writes where offered; elsewhere no 3D format lists
 * CL_MEM_WRITE_ONLY. */
TEST(image_3d_writes) {
  kh h;
  if (!open_images(&h)) exit(77);
  cl_image_format list[64];
  cl_uint nf = ir_formats(&h, CL_MEM_WRITE_ONLY, CL_MEM_OBJECT_IMAGE3D, list, 64);
  if (!has_ext(h.env.device, "cl_khr_3d_image_writes")) {
    bool rgba_u32 = false;
    for (cl_uint i = 0; i < nf; i++)
      rgba_u32 |= list[i].image_channel_order == CL_RGBA && list[i].image_channel_data_type == CL_UNSIGNED_INT32;
    CHECK(!rgba_u32);
    kh_close(&h);
    return;
  }
  cl_image_format f = {CL_RGBA, CL_UNSIGNED_INT32};
  size_t w = 6, ht = 5, dp = 4, n = w * ht * dp;
  uint32_t *in = cltest_malloc(n * 16), *got = cltest_malloc(n * 16);
  cltest_fill(in, n * 16, 3);
  cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE3D, .image_width = w, .image_height = ht, .image_depth = dp};
  cl_mem img = ir_image(&h, &f, &d, CL_MEM_WRITE_ONLY, NULL);
  cl_mem src = kh_in(&h, in, n * 16);
  cl_kernel k = kh_kernel(&h, "write_3d");
  kh_arg_mem(k, 0, img);
  kh_arg_mem(k, 1, src);
  size_t global[3] = {w, ht, dp};
  kh_run(&h, k, 3, NULL, global, NULL);
  ir_read_all(&h, img, global, got);
  CHECK_MEM(got, in, n * 16);
  clReleaseKernel(k);
  clReleaseMemObject(src);
  clReleaseMemObject(img);
  free(in);
  free(got);
  kh_close(&h);
}

/* Image and sampler arguments: clSetKernelArg's checks, the access
 * qualifiers reported, and a sampler released once set. */
TEST(image_kernel_args) {
  kh h;
  if (!open_images(&h)) exit(77);
  cl_int err;
  cl_image_format f = {CL_RGBA, CL_FLOAT};
  cl_image_desc d2 = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 4, .image_height = 4};
  cl_image_desc d3 = {.image_type = CL_MEM_OBJECT_IMAGE3D, .image_width = 4, .image_height = 4, .image_depth = 2};
  cl_mem ro = ir_image(&h, &f, &d2, CL_MEM_READ_ONLY, NULL), wo = ir_image(&h, &f, &d2, CL_MEM_WRITE_ONLY, NULL);
  cl_mem i3 = ir_image(&h, &f, &d3, CL_MEM_READ_ONLY, NULL);
  cl_mem buf = kh_out(&h, 64);
  cl_kernel k = kh_kernel(&h, "read_f2d");
  CHECK_ERR(clSetKernelArg(k, 0, sizeof(cl_mem), &i3), CL_INVALID_ARG_VALUE);  /* an image3d_t */
  CHECK_ERR(clSetKernelArg(k, 0, sizeof(cl_mem), &wo), CL_INVALID_ARG_VALUE);  /* write-only image, read_only arg */
  CHECK_ERR(clSetKernelArg(k, 0, sizeof(cl_mem), &buf), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clSetKernelArg(k, 0, 4, &ro), CL_INVALID_ARG_SIZE);
  CHECK_ERR(clSetKernelArg(k, 0, sizeof(cl_mem), NULL), CL_INVALID_ARG_VALUE);
  CHECK_OK(clSetKernelArg(k, 0, sizeof(cl_mem), &ro));
  /* These programs come from IL, which has no argument info (API 5.9.4);
   * image qualifiers from source: api.kernel_arg_image_qualifiers. */
  cl_kernel_arg_access_qualifier acc;
  CHECK_ERR(clGetKernelArgInfo(k, 0, CL_KERNEL_ARG_ACCESS_QUALIFIER, sizeof acc, &acc, NULL),
            CL_KERNEL_ARG_INFO_NOT_AVAILABLE);
  cl_kernel kw = kh_kernel(&h, "write_f2d");
  CHECK_ERR(clSetKernelArg(kw, 0, sizeof(cl_mem), &ro), CL_INVALID_ARG_VALUE);
  /* samplers: a bad handle, a bad size; released after setting, still used */
  cl_kernel ks = kh_kernel(&h, "sample2d");
  cl_sampler s = clCreateSampler(h.env.ctx, CL_FALSE, CL_ADDRESS_CLAMP_TO_EDGE, CL_FILTER_NEAREST, &err);
  MUST(err);
  CHECK_ERR(clSetKernelArg(ks, 1, sizeof(cl_sampler), &buf), CL_INVALID_SAMPLER);
  CHECK_ERR(clSetKernelArg(ks, 1, 2, &s), CL_INVALID_ARG_SIZE);
  CHECK_ERR(clSetKernelArg(ks, 1, sizeof(cl_sampler), NULL), CL_INVALID_SAMPLER);
  CHECK_OK(clSetKernelArg(ks, 1, sizeof(cl_sampler), &s));
  CHECK_OK(clReleaseSampler(s));
  float data[4 * 16], co[2] = {-3.0f, 1.5f};
  cltest_fill(data, sizeof data, 4);
  for (int i = 0; i < 64; i++) data[i] = (float)i;
  size_t origin[3] = {0, 0, 0}, region[3] = {4, 4, 1};
  MUST(clEnqueueWriteImage(h.env.queue, ro, CL_TRUE, origin, region, 0, 0, data, 0, NULL, NULL));
  cl_mem cin = kh_in(&h, co, sizeof co), out = kh_out(&h, 16);
  kh_arg_mem(ks, 0, ro);
  kh_arg_mem(ks, 2, cin);
  kh_arg_mem(ks, 3, out);
  size_t one = 1;
  kh_run(&h, ks, 1, NULL, &one, NULL);
  float got[4];
  kh_read(&h, out, got, sizeof got);
  CHECK_MEM(got, &data[4 * (1 * 4 + 0)], 16); /* clamped to column 0 of row 1 */
  /* an unset image argument */
  cl_kernel k2 = kh_kernel(&h, "read_f2d");
  kh_arg_mem(k2, 1, buf);
  size_t g2[2] = {4, 4};
  CHECK_ERR(clEnqueueNDRangeKernel(h.env.queue, k2, 2, NULL, g2, NULL, 0, NULL, NULL), CL_INVALID_KERNEL_ARGS);
  cl_kernel all_k[] = {k, kw, ks, k2};
  for (int i = 0; i < 4; i++) clReleaseKernel(all_k[i]);
  cl_mem all[] = {ro, wo, i3, buf, cin, out};
  for (int i = 0; i < 6; i++) clReleaseMemObject(all[i]);
  kh_close(&h);
}

/* read_write images where the device reads storage images without a
 * format; elsewhere the build is refused, naming the feature. */
TEST(image_read_write) {
  if (!ir_has_images(cltest_device())) exit(77);
  cl_uint rw = 0;
  MUST(clGetDeviceInfo(cltest_device(), CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS, sizeof rw, &rw, NULL));
  if (!rw) {
    kh_check_refused("images_rw", "shaderStorageImageReadWithoutFormat");
    return;
  }
  kh h;
  kh_open(&h, "images_rw");
  cl_image_format f = {CL_RGBA, CL_FLOAT};
  float data[4 * 8 * 4], got[4 * 8 * 4];
  for (int i = 0; i < 128; i++) data[i] = (float)i - 50.0f;
  cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 8, .image_height = 4};
  cl_mem img = ir_image(&h, &f, &d, CL_MEM_READ_WRITE, data);
  cl_kernel k = kh_kernel(&h, "rw_negate");
  kh_arg_mem(k, 0, img);
  size_t g[2] = {8, 4}, region[3] = {8, 4, 1};
  kh_run(&h, k, 2, NULL, g, NULL);
  ir_read_all(&h, img, region, got);
  for (int i = 0; i < 128; i++) CHECK(got[i] == -data[i]);
  clReleaseKernel(k);
  clReleaseMemObject(img);
  /* BGRA read through a read_write image: stored bytes B, G, R, A are
   * read as (R, G, B, A) / 255 (the CTS's image_streams read_write case) */
  cl_image_format fb = {CL_BGRA, CL_UNORM_INT8};
  uint8_t bgra[8 * 4 * 4];
  cltest_fill(bgra, sizeof bgra, 9);
  img = ir_image(&h, &fb, &d, CL_MEM_READ_WRITE, bgra);
  cl_mem out = kh_out(&h, 8 * 4 * 16);
  k = kh_kernel(&h, "rw_read");
  kh_arg_mem(k, 0, img);
  kh_arg_mem(k, 1, out);
  kh_run(&h, k, 2, NULL, g, NULL);
  kh_read(&h, out, got, sizeof got);
  /* Vulkan converts UNORM within 1 ulp-ish; a swap is off by far more */
  for (int i = 0; i < 32; i++)
    for (int c = 0; c < 4; c++) {
      float want = (float)bgra[4 * i + (c == 3 ? 3 : c == 1 ? 1 : 2 - c)] / 255.0f;
      CHECK(fabsf(got[4 * i + c] - want) <= 1e-6f);
    }
  clReleaseKernel(k);
  clReleaseMemObject(img);
  clReleaseMemObject(out);
  /* block IO on a read_write image: one sub-group adds (1, 2, 3, 4) to
   * the k-th row of its block */
  k = kh_kernel(&h, "rw_block_add");
  size_t local = 64, sg = 0;
  MUST(clGetKernelSubGroupInfo(k, h.env.device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof local, &local,
                               sizeof sg, &sg, NULL));
  cl_image_format fu = {CL_R, CL_UNSIGNED_INT32};
  size_t w = sg + 5;
  uint32_t *u = cltest_malloc(w * 6 * 4), *ug = cltest_malloc(w * 6 * 4);
  cltest_fill(u, w * 6 * 4, 8);
  cl_image_desc du = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = w, .image_height = 6};
  img = ir_image(&h, &fu, &du, CL_MEM_READ_WRITE, u);
  int bx = 8, by = 1;
  kh_arg_mem(k, 0, img);
  kh_arg(k, 1, sizeof bx, &bx);
  kh_arg(k, 2, sizeof by, &by);
  kh_run(&h, k, 1, NULL, &sg, &sg);
  size_t ru[3] = {w, 6, 1};
  ir_read_all(&h, img, ru, ug);
  for (size_t y = 0; y < 4; y++)
    for (size_t l = 0; l < sg; l++) {
      size_t x = 2 + l; /* byte 8 + 4 l: texel 2 + l */
      if (x < w) u[(by + y) * w + x] += (uint32_t)(y + 1);
    }
  CHECK_MEM(ug, u, w * 6 * 4);
  clReleaseKernel(k);
  clReleaseMemObject(img);
  free(u);
  free(ug);
  kh_close(&h);
}
