/* test_image_sampling.c: read_image{f,i} through samplers, against a host
 * reference written from the OpenCL specification's "Image Addressing and
 * Filtering": every addressing mode (none, clamp to edge, clamp with its
 * border colour, repeat, mirrored repeat) with nearest and linear
 * filtering, normalized and unnormalized coordinates, integer
 * coordinates, 1D, 2D, 3D and array images, sampler arguments and literal
 * samplers. Nearest filtering with unnormalized coordinates is exact (the
 * specification says so); elsewhere the specification leaves the
 * precision open, so normalized coordinates keep away from texel edges
 * and linear results are compared within a small tolerance. */
#include "image_ref.h"

typedef struct himg {
  int w, h, d, layers; /* h, d: 1 where the type has none */
  int spatial;         /* 1, 2 or 3 */
  bool arrayed;
  bool alpha;          /* the border colour's alpha is 0 */
  float *t;            /* RGBA per texel, x fastest, then y, z or layer */
} himg;

typedef struct smp {
  cl_addressing_mode addr;
  cl_filter_mode filter;
  cl_bool norm;
} smp;

static const float *texel_at(const himg *m, int i, int j, int k, int layer) {
  int plane = m->arrayed ? layer : k;
  return m->t + 4 * (((size_t)plane * m->h + j) * m->w + i);
}

static int size_of(const himg *m, int dim) { return dim == 0 ? m->w : dim == 1 ? m->h : m->d; }

/* Nearest: the texel location of one coordinate; *out when the location
 * is outside the image under CLAMP (the border colour). */
static int nearest(const smp *s, float c, int size, bool *out) {
  int i;
  if (s->addr == CL_ADDRESS_REPEAT) {
    float u = (c - floorf(c)) * (float)size;
    i = (int)floorf(u);
    if (i > size - 1) i -= size;
  } else if (s->addr == CL_ADDRESS_MIRRORED_REPEAT) {
    float sp = fabsf(c - 2.0f * rintf(0.5f * c));
    i = (int)floorf(sp * (float)size);
    if (i > size - 1) i = size - 1;
  } else {
    float u = s->norm ? c * (float)size : c;
    i = (int)floorf(u);
    if (s->addr == CL_ADDRESS_CLAMP_TO_EDGE) i = i < 0 ? 0 : i > size - 1 ? size - 1 : i;
    if (s->addr == CL_ADDRESS_CLAMP) i = i < -1 ? -1 : i > size ? size : i;
  }
  *out = i < 0 || i >= size;
  return i;
}

/* Linear: the two locations and the weight of the second. */
static void linear(const smp *s, float c, int size, int *i0, int *i1, float *a) {
  float u;
  if (s->addr == CL_ADDRESS_REPEAT) u = (c - floorf(c)) * (float)size;
  else if (s->addr == CL_ADDRESS_MIRRORED_REPEAT) u = fabsf(c - 2.0f * rintf(0.5f * c)) * (float)size;
  else u = s->norm ? c * (float)size : c;
  float t = u - 0.5f;
  *i0 = (int)floorf(t);
  *i1 = *i0 + 1;
  *a = t - floorf(t);
  if (s->addr == CL_ADDRESS_REPEAT) {
    if (*i0 < 0) *i0 += size;
    if (*i1 > size - 1) *i1 -= size;
  } else if (s->addr == CL_ADDRESS_MIRRORED_REPEAT) {
    if (*i0 < 0) *i0 = 0;
    if (*i1 > size - 1) *i1 = size - 1;
  } else if (s->addr == CL_ADDRESS_CLAMP_TO_EDGE) {
    *i0 = *i0 < 0 ? 0 : *i0 > size - 1 ? size - 1 : *i0;
    *i1 = *i1 < 0 ? 0 : *i1 > size - 1 ? size - 1 : *i1;
  } else if (s->addr == CL_ADDRESS_CLAMP) {
    *i0 = *i0 < -1 ? -1 : *i0 > size ? size : *i0;
    *i1 = *i1 < -1 ? -1 : *i1 > size ? size : *i1;
  }
}

/* The texel, or the border colour for a location outside the image. */
static void texel_or_border(const himg *m, const int *idx, int layer, double out[4]) {
  bool outside = false;
  for (int d = 0; d < m->spatial; d++) outside |= idx[d] < 0 || idx[d] >= size_of(m, d);
  if (outside) {
    out[0] = out[1] = out[2] = 0;
    out[3] = m->alpha ? 0 : 1;
    return;
  }
  const float *t = texel_at(m, idx[0], m->spatial > 1 ? idx[1] : 0, m->spatial > 2 ? idx[2] : 0, layer);
  for (int c = 0; c < 4; c++) out[c] = t[c];
}

static void ref_sample(const himg *m, const smp *s, const float *coord, double out[4]) {
  int layer = 0;
  if (m->arrayed) {
    layer = (int)rintf(coord[m->spatial]);
    layer = layer < 0 ? 0 : layer >= m->layers ? m->layers - 1 : layer;
  }
  if (s->filter == CL_FILTER_NEAREST) {
    int idx[3];
    bool o;
    for (int d = 0; d < m->spatial; d++) idx[d] = nearest(s, coord[d], size_of(m, d), &o);
    texel_or_border(m, idx, layer, out);
    return;
  }
  int i0[3], i1[3];
  float a[3];
  for (int d = 0; d < m->spatial; d++) linear(s, coord[d], size_of(m, d), &i0[d], &i1[d], &a[d]);
  for (int c = 0; c < 4; c++) out[c] = 0;
  for (int corner = 0; corner < 1 << m->spatial; corner++) {
    int idx[3];
    double w = 1;
    for (int d = 0; d < m->spatial; d++) {
      bool hi = corner >> d & 1;
      idx[d] = hi ? i1[d] : i0[d];
      w *= hi ? a[d] : 1 - a[d];
    }
    double t[4];
    texel_or_border(m, idx, layer, t);
    for (int c = 0; c < 4; c++) out[c] += w * t[c];
  }
}

/* Whether a coordinate is safely inside a texel (normalized coordinates
 * round differently where the specification leaves precision open). */
static bool away_from_edges(const smp *s, float c, int size) {
  float u = s->addr == CL_ADDRESS_REPEAT ? (c - floorf(c)) * size
          : s->addr == CL_ADDRESS_MIRRORED_REPEAT ? fabsf(c - 2.0f * rintf(0.5f * c)) * size
          : c * size;
  float f = u - floorf(u);
  return f > 0.05f && f < 0.95f;
}

/* Random coordinates for sampler s: in range for CLAMP_NONE (outside, the
 * specification leaves the result undefined), otherwise also outside. */
static void make_coords(const himg *m, const smp *s, float *co, size_t n, int ncomp, uint64_t seed) {
  uint64_t r = seed;
  for (size_t i = 0; i < n; i++) {
    for (int d = 0; d < ncomp; d++) {
      float *c = &co[i * ncomp + d];
      if (d >= m->spatial) { /* the layer, or padding */
        *c = d == m->spatial && m->arrayed ? (float)(cltest_rand(&r) % 400) / 100.0f - 1.0f : 0.0f;
        continue;
      }
      int size = size_of(m, d);
      for (int tries = 0; tries < 100; tries++) {
        double f = (double)(cltest_rand(&r) % 1000001) / 1000000.0;
        if (s->addr == CL_ADDRESS_NONE) f = s->filter == CL_FILTER_LINEAR ? (0.5 + f * (size - 1)) / size : f;
        else f = f * 3.0 - 1.0;
        *c = s->norm ? (float)f : (float)(f * size);
        if (s->addr == CL_ADDRESS_NONE && s->filter == CL_FILTER_NEAREST && !s->norm && *c >= size) *c = size - 0.5f;
        if (!s->norm || s->filter == CL_FILTER_LINEAR || away_from_edges(s, *c, size)) break;
      }
      /* exact texel edges too, where they are exact */
      if (!s->norm && s->filter == CL_FILTER_NEAREST && i % 5 == 0) *c = floorf(*c);
    }
  }
}

static bool result_ok(const smp *s, float got, double want) {
  if (s->filter == CL_FILTER_NEAREST) return got == (float)want;
  return fabs(got - want) <= 2e-4 + 1e-4 * fabs(want);
}

static cl_mem make_image(kh *h, himg *m, cl_mem_object_type type, const cl_image_format *f, uint64_t seed) {
  size_t n = (size_t)m->w * m->h * (m->arrayed ? m->layers : m->d);
  m->t = cltest_malloc(n * 16);
  for (size_t i = 0; i < 4 * n; i++) m->t[i] = (float)((cltest_rand(&seed) % 8001) / 1000.0 - 4.0);
  unsigned ch = fmt_channels(f->image_channel_order);
  float *packed = cltest_malloc(n * 16);
  for (size_t i = 0; i < n; i++)
    for (unsigned c = 0; c < 4; c++) {
      if (c < ch) packed[i * ch + c] = m->t[4 * i + c];
      else m->t[4 * i + c] = c == 3 ? 1.0f : 0.0f; /* what reads return for missing channels */
    }
  m->alpha = ch == 4;
  cl_image_desc d = {.image_type = type, .image_width = (size_t)m->w};
  if (type == CL_MEM_OBJECT_IMAGE2D || type == CL_MEM_OBJECT_IMAGE3D || type == CL_MEM_OBJECT_IMAGE2D_ARRAY)
    d.image_height = (size_t)m->h;
  if (type == CL_MEM_OBJECT_IMAGE3D) d.image_depth = (size_t)m->d;
  if (m->arrayed) d.image_array_size = (size_t)m->layers;
  cl_mem img = ir_image(h, f, &d, CL_MEM_READ_ONLY, packed);
  free(packed);
  return img;
}

/* One kernel over n coordinates with sampler s; compares every channel. */
static void run_sampler(kh *h, const char *kernel, cl_mem img, const himg *m, const smp *s, int ncomp, uint64_t seed) {
  enum { N = 512 };
  float *co = cltest_malloc(N * ncomp * 4);
  make_coords(m, s, co, N, ncomp, seed);
  cl_int err;
  cl_sampler smp_obj = clCreateSampler(h->env.ctx, s->norm, s->addr, s->filter, &err);
  MUST(err);
  cl_kernel k = kh_kernel(h, kernel);
  cl_mem cin = kh_in(h, co, N * ncomp * 4), out = kh_out(h, N * 16);
  kh_arg_mem(k, 0, img);
  kh_arg(k, 1, sizeof smp_obj, &smp_obj);
  kh_arg_mem(k, 2, cin);
  kh_arg_mem(k, 3, out);
  size_t n = N;
  kh_run(h, k, 1, NULL, &n, NULL);
  float *got = cltest_malloc(N * 16);
  kh_read(h, out, got, N * 16);
  int bad = 0;
  for (size_t i = 0; i < N; i++) {
    double want[4];
    ref_sample(m, s, &co[i * ncomp], want);
    for (int c = 0; c < 4; c++)
      if (!result_ok(s, got[4 * i + c], want[c]) && bad++ < 4)
        fprintf(stderr, "%s addr %#x filter %#x norm %u coord (%g, %g, %g): channel %d %.9g, expected %.9g\n", kernel,
                s->addr, s->filter, s->norm, co[i * ncomp], ncomp > 1 ? co[i * ncomp + 1] : 0,
                ncomp > 2 ? co[i * ncomp + 2] : 0, c, got[4 * i + c], want[c]);
  }
  cltest_failures += bad;
  clReleaseKernel(k);
  clReleaseSampler(smp_obj);
  clReleaseMemObject(cin);
  clReleaseMemObject(out);
  free(got);
  free(co);
}

/* Every sampler OpenCL defines: repeat modes only with normalized
 * coordinates. */
static size_t all_samplers(smp *out) {
  static const cl_addressing_mode modes[] = {CL_ADDRESS_NONE, CL_ADDRESS_CLAMP_TO_EDGE, CL_ADDRESS_CLAMP,
                                             CL_ADDRESS_REPEAT, CL_ADDRESS_MIRRORED_REPEAT};
  size_t n = 0;
  for (int norm = 0; norm < 2; norm++)
    for (size_t m = 0; m < 5; m++)
      for (int f = 0; f < 2; f++) {
        if (!norm && m >= 3) continue;
        out[n++] = (smp){modes[m], f ? CL_FILTER_LINEAR : CL_FILTER_NEAREST, (cl_bool)norm};
      }
  return n;
}

static bool open_images(kh *h) {
  if (!ir_has_images(cltest_device())) return false;
  kh_open(h, "images");
  return true;
}

TEST(image_sample_2d) {
  kh h;
  if (!open_images(&h)) exit(77);
  smp s[16];
  size_t ns = all_samplers(s);
  cl_image_format rgba = {CL_RGBA, CL_FLOAT}, r = {CL_R, CL_FLOAT};
  himg m = {.w = 7, .h = 5, .d = 1, .layers = 1, .spatial = 2};
  cl_mem img = make_image(&h, &m, CL_MEM_OBJECT_IMAGE2D, &rgba, 11);
  himg mr = {.w = 6, .h = 9, .d = 1, .layers = 1, .spatial = 2};
  cl_mem imgr = make_image(&h, &mr, CL_MEM_OBJECT_IMAGE2D, &r, 12);
  for (size_t i = 0; i < ns; i++) {
    run_sampler(&h, "sample2d", img, &m, &s[i], 2, 100 + i);
    run_sampler(&h, "sample2d", imgr, &mr, &s[i], 2, 200 + i); /* border alpha 1 */
  }
  clReleaseMemObject(img);
  clReleaseMemObject(imgr);
  free(m.t);
  free(mr.t);
  kh_close(&h);
}

TEST(image_sample_other_types) {
  kh h;
  if (!open_images(&h)) exit(77);
  smp s[16];
  size_t ns = all_samplers(s);
  cl_image_format f = {CL_RGBA, CL_FLOAT};
  himg m1 = {.w = 11, .h = 1, .d = 1, .layers = 1, .spatial = 1};
  himg m3 = {.w = 4, .h = 5, .d = 3, .layers = 1, .spatial = 3};
  himg m1a = {.w = 9, .h = 1, .d = 1, .layers = 3, .spatial = 1, .arrayed = true};
  himg m2a = {.w = 5, .h = 4, .d = 1, .layers = 3, .spatial = 2, .arrayed = true};
  cl_mem i1 = make_image(&h, &m1, CL_MEM_OBJECT_IMAGE1D, &f, 21);
  cl_mem i3 = make_image(&h, &m3, CL_MEM_OBJECT_IMAGE3D, &f, 22);
  cl_mem i1a = make_image(&h, &m1a, CL_MEM_OBJECT_IMAGE1D_ARRAY, &f, 23);
  cl_mem i2a = make_image(&h, &m2a, CL_MEM_OBJECT_IMAGE2D_ARRAY, &f, 24);
  for (size_t i = 0; i < ns; i++) {
    run_sampler(&h, "sample1d", i1, &m1, &s[i], 1, 300 + i);
    run_sampler(&h, "sample3d", i3, &m3, &s[i], 4, 400 + i);
    run_sampler(&h, "sample1darr", i1a, &m1a, &s[i], 2, 500 + i);
    run_sampler(&h, "sample2darr", i2a, &m2a, &s[i], 4, 600 + i);
  }
  cl_mem all[] = {i1, i3, i1a, i2a};
  for (int i = 0; i < 4; i++) clReleaseMemObject(all[i]);
  free(m1.t);
  free(m3.t);
  free(m1a.t);
  free(m2a.t);
  kh_close(&h);
}

/* Integer coordinates (nearest, unnormalized) with clamp to edge, clamp
 * (border outside) and none (inside only); read_imagei with a sampler. */
TEST(image_sample_int) {
  kh h;
  if (!open_images(&h)) exit(77);
  cl_image_format f = {CL_RGBA, CL_FLOAT};
  himg m = {.w = 7, .h = 5, .d = 1, .layers = 1, .spatial = 2};
  cl_mem img = make_image(&h, &m, CL_MEM_OBJECT_IMAGE2D, &f, 31);
  enum { N = 200 };
  int32_t co[2 * N];
  float cf[2 * N];
  uint64_t r = 5;
  const cl_addressing_mode modes[] = {CL_ADDRESS_CLAMP_TO_EDGE, CL_ADDRESS_CLAMP, CL_ADDRESS_NONE};
  for (int mi = 0; mi < 3; mi++) {
    smp s = {modes[mi], CL_FILTER_NEAREST, CL_FALSE};
    for (int i = 0; i < 2 * N; i++) {
      int size = i % 2 ? m.h : m.w;
      co[i] = mi == 2 ? (int32_t)(cltest_rand(&r) % (uint64_t)size) : (int32_t)(cltest_rand(&r) % (uint64_t)(3 * size)) - size;
      cf[i] = (float)co[i];
    }
    cl_int err;
    cl_sampler so = clCreateSampler(h.env.ctx, CL_FALSE, s.addr, s.filter, &err);
    MUST(err);
    cl_kernel k = kh_kernel(&h, "sample2d_intcoord");
    cl_mem cin = kh_in(&h, co, sizeof co), out = kh_out(&h, N * 16);
    kh_arg_mem(k, 0, img);
    kh_arg(k, 1, sizeof so, &so);
    kh_arg_mem(k, 2, cin);
    kh_arg_mem(k, 3, out);
    size_t n = N;
    kh_run(&h, k, 1, NULL, &n, NULL);
    float got[4 * N];
    kh_read(&h, out, got, sizeof got);
    for (int i = 0; i < N; i++) {
      double want[4];
      ref_sample(&m, &s, &cf[2 * i], want); /* the integer as a float texel coordinate */
      for (int c = 0; c < 4; c++) CHECK(got[4 * i + c] == (float)want[c]);
    }
    clReleaseKernel(k);
    clReleaseSampler(so);
    clReleaseMemObject(cin);
    clReleaseMemObject(out);
  }
  clReleaseMemObject(img);
  free(m.t);

  /* read_imagei through a sampler: nearest, the integers as stored */
  cl_image_format fi = {CL_RGBA, CL_SIGNED_INT32};
  int32_t data[6 * 4 * 4];
  cltest_fill(data, sizeof data, 9);
  cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 6, .image_height = 4};
  cl_mem ii = ir_image(&h, &fi, &d, CL_MEM_READ_ONLY, data);
  float cc[2 * N];
  for (int i = 0; i < 2 * N; i++) cc[i] = (float)((cltest_rand(&r) % 1000) / 100.0 - 2.0);
  cl_int err;
  cl_sampler so = clCreateSampler(h.env.ctx, CL_FALSE, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, &err);
  MUST(err);
  cl_kernel k = kh_kernel(&h, "sample2d_i");
  cl_mem cin = kh_in(&h, cc, sizeof cc), out = kh_out(&h, N * 16);
  kh_arg_mem(k, 0, ii);
  kh_arg(k, 1, sizeof so, &so);
  kh_arg_mem(k, 2, cin);
  kh_arg_mem(k, 3, out);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  int32_t got[4 * N];
  kh_read(&h, out, got, sizeof got);
  for (int i = 0; i < N; i++) {
    int x = (int)floorf(cc[2 * i]), y = (int)floorf(cc[2 * i + 1]);
    bool outside = x < 0 || x >= 6 || y < 0 || y >= 4;
    for (int c = 0; c < 4; c++) CHECK_EQ(got[4 * i + c], outside ? 0 : data[(y * 6 + x) * 4 + c]);
  }
  clReleaseKernel(k);
  clReleaseSampler(so);
  clReleaseMemObject(cin);
  clReleaseMemObject(out);
  clReleaseMemObject(ii);
  kh_close(&h);
}

/* Samplers written in the kernel, program-scope and local. */
TEST(image_sample_literals) {
  kh h;
  if (!open_images(&h)) exit(77);
  cl_image_format f = {CL_RGBA, CL_FLOAT};
  himg m = {.w = 8, .h = 6, .d = 1, .layers = 1, .spatial = 2};
  cl_mem img = make_image(&h, &m, CL_MEM_OBJECT_IMAGE2D, &f, 41);
  const smp s[4] = {{CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, CL_FALSE},
                    {CL_ADDRESS_REPEAT, CL_FILTER_LINEAR, CL_TRUE},
                    {CL_ADDRESS_MIRRORED_REPEAT, CL_FILTER_NEAREST, CL_TRUE},
                    {CL_ADDRESS_CLAMP_TO_EDGE, CL_FILTER_LINEAR, CL_FALSE}};
  enum { N = 256 };
  float co[2 * N];
  uint64_t r = 77;
  for (int i = 0; i < N; i++) {
    /* eighths of texels (or of the image, for the normalized samplers) */
    co[2 * i] = (float)((int)(cltest_rand(&r) % 40) - 12) * 0.25f + 0.125f;
    co[2 * i + 1] = (float)((int)(cltest_rand(&r) % 30) - 9) * 0.25f + 0.125f;
  }
  cl_kernel k = kh_kernel(&h, "sample2d_literals");
  cl_mem cin = kh_in(&h, co, sizeof co), out = kh_out(&h, N * 64);
  kh_arg_mem(k, 0, img);
  kh_arg_mem(k, 1, cin);
  kh_arg_mem(k, 2, out);
  size_t n = N;
  kh_run(&h, k, 1, NULL, &n, NULL);
  float *got = cltest_malloc(N * 64);
  kh_read(&h, out, got, N * 64);
  int bad = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 4; j++) {
      /* the same coordinates go to every sampler */
      float c[2] = {co[2 * i], co[2 * i + 1]};
      if (s[j].norm && s[j].filter == CL_FILTER_NEAREST && (!away_from_edges(&s[j], c[0], m.w) || !away_from_edges(&s[j], c[1], m.h)))
        continue;
      double want[4];
      ref_sample(&m, &s[j], c, want);
      for (int ch = 0; ch < 4; ch++)
        if (!result_ok(&s[j], got[(4 * i + j) * 4 + ch], want[ch]) && bad++ < 4)
          fprintf(stderr, "literal sampler %d coord (%g, %g) channel %d: %.9g, expected %.9g\n", j, c[0], c[1], ch,
                  got[(4 * i + j) * 4 + ch], want[ch]);
    }
  cltest_failures += bad;
  clReleaseKernel(k);
  clReleaseMemObject(cin);
  clReleaseMemObject(out);
  clReleaseMemObject(img);
  free(got);
  free(m.t);
  kh_close(&h);
}
