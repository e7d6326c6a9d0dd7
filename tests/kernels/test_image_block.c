/* test_image_block.c: Intel sub-group block reads and writes on image2d_t
 * (cl_intel_subgroups, _short, _char, _long and the _ui aliases), every
 * width (1, 2, 4, 8) and element type (uchar, ushort, uint, ulong), on
 * images of every texel size (1, 2, 4, 8, 16 bytes), at several byte
 * offsets. Expected values follow the extensions' text: lane l's k-th
 * value is the element at byte x + l * size(element) of row y + k, read
 * and written without format conversion; out of bounds (defined for
 * images whose texels are 32-bit words or multiples of them: the bounds
 * check is in 32-bit units) reads return the edge word and writes are
 * dropped. The sub-group size and each lane come from the device. */
#include "image_ref.h"

typedef struct fmt_case {
  cl_image_format f;
  bool oob; /* bounds defined: texels of whole 32-bit words */
} fmt_case;

static const fmt_case formats[] = {
  {{CL_R, CL_UNSIGNED_INT8}, false},     {{CL_R, CL_UNSIGNED_INT16}, false}, {{CL_R, CL_UNSIGNED_INT32}, true},
  {{CL_RGBA, CL_UNORM_INT8}, true},      {{CL_RGBA, CL_UNSIGNED_INT16}, true}, {{CL_RGBA, CL_UNSIGNED_INT32}, true},
  {{CL_RGBA, CL_FLOAT}, true},
};

typedef struct op_case {
  const char *read, *write;
  unsigned size, n;
} op_case;

static const op_case ops[] = {
  {"br_ui1", "bw_ui1", 4, 1}, {"br_ui2", "bw_ui2", 4, 2}, {"br_ui4", "bw_ui4", 4, 4}, {"br_ui8", "bw_ui8", 4, 8},
  {"br_us1", "bw_us1", 2, 1}, {"br_us2", "bw_us2", 2, 2}, {"br_us4", "bw_us4", 2, 4}, {"br_us8", "bw_us8", 2, 8},
  {"br_uc1", "bw_uc1", 1, 1}, {"br_uc2", "bw_uc2", 1, 2}, {"br_uc4", "bw_uc4", 1, 4}, {"br_uc8", "bw_uc8", 1, 8},
  {"br_ul1", "bw_ul1", 8, 1}, {"br_ul2", "bw_ul2", 8, 2}, {"br_ul4", "bw_ul4", 8, 4}, {"br_ul8", "bw_ul8", 8, 8},
  {"br_alias_ui1", NULL, 4, 1}, {"br_alias_ui4", "bw_alias_ui4", 4, 4},
  {"br_sg_ui2", "bw_sg_ui2", 4, 2}, /* also call get_sub_group_size() */
};

/* An image: texel bytes row by row. */
typedef struct bimg {
  size_t w, h, elem, row; /* row = w * elem bytes */
  uint8_t *bytes;
} bimg;

/* The byte at (b, y) as a read sees it: the row clamped into the image and
 * (32-bit texels and larger) the 32-bit word clamped into the row. */
static uint8_t read_byte(const bimg *m, int64_t b, int64_t y) {
  y = y < 0 ? 0 : y >= (int64_t)m->h ? (int64_t)m->h - 1 : y;
  int64_t word = b >= 0 ? b / 4 : -((-b + 3) / 4), words = (int64_t)m->row / 4;
  int64_t off = b - 4 * word;
  if (word < 0) word = 0;
  if (word >= words) word = words - 1;
  return m->bytes[(size_t)y * m->row + (size_t)(4 * word + off)];
}

static size_t max_subgroup(kh *h, cl_kernel k, size_t local) {
  size_t v = 0;
  MUST(clGetKernelSubGroupInfo(k, h->env.device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof local, &local,
                               sizeof v, &v, NULL));
  return v;
}

static cl_mem make(kh *h, const cl_image_format *f, bimg *m, cl_mem_flags flags, uint64_t seed) {
  m->elem = fmt_texel_bytes(f);
  m->row = m->w * m->elem;
  m->bytes = cltest_malloc(m->row * m->h);
  cltest_fill(m->bytes, m->row * m->h, seed);
  cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = m->w, .image_height = m->h};
  return ir_image(h, f, &d, flags, m->bytes);
}

/* One block read at (bx, by) by `local` work-items, checked lane by lane. */
static int check_read(kh *h, const fmt_case *fc, const op_case *op, cl_mem img, const bimg *m, int bx, int by,
                      size_t local) {
  cl_kernel k = kh_kernel(h, op->read);
  size_t n = local * op->n;
  cl_mem out = kh_out(h, n * op->size), lane = kh_out(h, local * 4);
  kh_arg_mem(k, 0, img);
  kh_arg(k, 1, sizeof bx, &bx);
  kh_arg(k, 2, sizeof by, &by);
  kh_arg_mem(k, 3, out);
  kh_arg_mem(k, 4, lane);
  kh_run(h, k, 1, NULL, &local, &local);
  uint8_t *got = cltest_malloc(n * op->size);
  uint32_t *lanes = cltest_malloc(local * 4);
  kh_read(h, out, got, n * op->size);
  kh_read(h, lane, lanes, local * 4);
  int bad = 0;
  for (size_t g = 0; g < local && bad < 3; g++)
    for (unsigned kk = 0; kk < op->n; kk++) {
      const uint8_t *v = got + (g * op->n + kk) * op->size;
      for (unsigned i = 0; i < op->size; i++) {
        uint8_t want = read_byte(m, bx + (int64_t)lanes[g] * op->size + i, by + (int64_t)kk);
        if (v[i] != want) {
          if (bad++ < 3)
            fprintf(stderr, "%s on %#x/%#x at (%d, %d): lane %u value %u byte %u is %#x, expected %#x\n", op->read,
                    fc->f.image_channel_order, fc->f.image_channel_data_type, bx, by, lanes[g], kk, i, v[i], want);
          break;
        }
      }
    }
  clReleaseKernel(k);
  clReleaseMemObject(out);
  clReleaseMemObject(lane);
  free(got);
  free(lanes);
  return bad;
}

/* Block offsets: inside (aligned and not, for reads), and where the image
 * defines its bounds, across every edge. */
static size_t offsets(const bimg *m, const op_case *op, size_t sg, bool oob, bool write, int (*out)[2]) {
  int span = (int)(sg * op->size), right = (int)m->row - span, bottom = (int)m->h - (int)op->n;
  int in[][2] = {{0, 0}, {4, 1}, {12, bottom}, {right & ~3, 2}, {1, 0}, {3, 1}, {6, bottom}};
  size_t n = 0;
  for (size_t i = 0; i < sizeof in / sizeof *in; i++) {
    if (write && in[i][0] % 4) continue; /* writes begin at 32-bit boundaries */
    out[n][0] = in[i][0];
    out[n++][1] = in[i][1];
  }
  if (oob) {
    int edge[][2] = {{-8, 0}, {right + 8, 1}, {(int)m->row - 4, 0}, {0, -2}, {8, bottom + 2}, {-4, -1}};
    for (size_t i = 0; i < sizeof edge / sizeof *edge; i++) {
      out[n][0] = edge[i][0];
      out[n++][1] = edge[i][1];
    }
  }
  return n;
}

TEST(image_block_read) {
  if (!ir_has_images(cltest_device())) exit(77);
  kh h;
  kh_open(&h, "images");
  cl_kernel probe = kh_kernel(&h, "br_ui1");
  size_t local = 32, sg = max_subgroup(&h, probe, local);
  clReleaseKernel(probe);
  CHECK(sg > 0);
  for (size_t fi = 0; fi < sizeof formats / sizeof *formats; fi++) {
    bimg m = {.h = 12};
    m.w = (sg * 8 * 8 + 64) / fmt_texel_bytes(&formats[fi].f) + 3;
    cl_mem img = make(&h, &formats[fi].f, &m, CL_MEM_READ_ONLY, 30 + fi);
    for (size_t oi = 0; oi < sizeof ops / sizeof *ops; oi++) {
      int off[16][2];
      size_t no = offsets(&m, &ops[oi], sg, formats[fi].oob, false, off);
      for (size_t i = 0; i < no; i++)
        cltest_failures += check_read(&h, &formats[fi], &ops[oi], img, &m, off[i][0], off[i][1], local);
    }
    clReleaseMemObject(img);
    free(m.bytes);
  }
  kh_close(&h);
}

/* One block write by `lanes` work-items (one sub-group, whole or not) at
 * (bx, by), checked against the whole image. */
static int check_write(kh *h, const fmt_case *fc, const op_case *op, int bx, int by, size_t lanes, size_t sg,
                       uint64_t seed) {
  bimg m = {.h = 12};
  m.w = (sg * 8 * 8 + 64) / fmt_texel_bytes(&fc->f) + 3;
  cl_mem img = make(h, &fc->f, &m, CL_MEM_WRITE_ONLY, seed);
  size_t ndata = sg * op->n * op->size;
  uint8_t *data = cltest_malloc(ndata);
  cltest_fill(data, ndata, seed + 1);
  cl_kernel k = kh_kernel(h, op->write);
  cl_mem in = kh_in(h, data, ndata);
  kh_arg_mem(k, 0, img);
  kh_arg(k, 1, sizeof bx, &bx);
  kh_arg(k, 2, sizeof by, &by);
  kh_arg_mem(k, 3, in);
  kh_run(h, k, 1, NULL, &lanes, &lanes);
  /* the model: lane l's k-th value at byte bx + l * size of row by + k */
  uint8_t *want = cltest_malloc(m.row * m.h), *got = cltest_malloc(m.row * m.h);
  memcpy(want, m.bytes, m.row * m.h);
  for (size_t l = 0; l < lanes; l++)
    for (unsigned kk = 0; kk < op->n; kk++)
      for (unsigned i = 0; i < op->size; i++) {
        int64_t x = bx + (int64_t)(l * op->size + i), y = by + (int64_t)kk;
        if (x >= 0 && x < (int64_t)m.row && y >= 0 && y < (int64_t)m.h)
          want[(size_t)y * m.row + (size_t)x] = data[(l * op->n + kk) * op->size + i];
      }
  size_t region[3] = {m.w, m.h, 1};
  ir_read_all(h, img, region, got);
  int bad = 0;
  for (size_t i = 0; i < m.row * m.h; i++)
    if (got[i] != want[i]) {
      if (bad++ < 3)
        fprintf(stderr, "%s on %#x/%#x at (%d, %d), %zu lanes: byte %zu of row %zu is %#x, expected %#x\n", op->write,
                fc->f.image_channel_order, fc->f.image_channel_data_type, bx, by, lanes, i % m.row, i / m.row, got[i],
                want[i]);
    }
  clReleaseKernel(k);
  clReleaseMemObject(in);
  clReleaseMemObject(img);
  free(data);
  free(want);
  free(got);
  free(m.bytes);
  return bad;
}

TEST(image_block_write) {
  if (!ir_has_images(cltest_device())) exit(77);
  kh h;
  kh_open(&h, "images");
  cl_kernel probe = kh_kernel(&h, "bw_ui1");
  size_t sg = max_subgroup(&h, probe, 32);
  clReleaseKernel(probe);
  CHECK(sg > 0);
  uint64_t seed = 1000;
  for (size_t fi = 0; fi < sizeof formats / sizeof *formats; fi++)
    for (size_t oi = 0; oi < sizeof ops / sizeof *ops; oi++) {
      if (!ops[oi].write) continue;
      bimg m = {.h = 12};
      m.w = (sg * 8 * 8 + 64) / fmt_texel_bytes(&formats[fi].f) + 3;
      m.row = m.w * fmt_texel_bytes(&formats[fi].f);
      int off[16][2];
      size_t no = offsets(&m, &ops[oi], sg, formats[fi].oob, true, off);
      for (size_t i = 0; i < no; i++) {
        /* a whole sub-group, and (at the first offsets) a partial one */
        cltest_failures += check_write(&h, &formats[fi], &ops[oi], off[i][0], off[i][1], sg, sg, seed++);
        if (i < 2 && sg > 3)
          cltest_failures += check_write(&h, &formats[fi], &ops[oi], off[i][0], off[i][1], sg - 3, sg, seed++);
      }
    }
  kh_close(&h);
}

/* The mangled-call form of image block IO (tests/spvasm/img_block_calls):
 * lane l reads word bx / 4 + l of row 0 and writes four ushorts derived
 * from it to texel l of rows 1 to 4 of a 16-bit image. */
TEST(image_block_calls) {
  if (!ir_has_images(cltest_device())) exit(77);
  kh h;
  kh_open(&h, "img_block_calls");
  cl_kernel k = kh_kernel(&h, "img_block_calls");
  size_t sg = max_subgroup(&h, k, 64);
  cl_image_format fs = {CL_R, CL_UNSIGNED_INT32}, fd = {CL_R, CL_UNSIGNED_INT16};
  bimg src = {.w = sg + 8, .h = 2}, dst = {.w = sg + 3, .h = 6};
  cl_mem is = make(&h, &fs, &src, CL_MEM_READ_ONLY, 71), id = make(&h, &fd, &dst, CL_MEM_WRITE_ONLY, 72);
  cl_mem out = kh_out(&h, sg * 4);
  uint32_t bx = 12;
  kh_arg_mem(k, 0, is);
  kh_arg_mem(k, 1, id);
  kh_arg_mem(k, 2, out);
  kh_arg(k, 3, sizeof bx, &bx);
  kh_run(&h, k, 1, NULL, &sg, &sg);
  uint32_t *got = cltest_malloc(sg * 4);
  kh_read(&h, out, got, sg * 4);
  uint16_t *want = cltest_malloc(dst.row * dst.h), *img = cltest_malloc(dst.row * dst.h);
  memcpy(want, dst.bytes, dst.row * dst.h);
  for (size_t l = 0; l < sg; l++) {
    uint32_t v;
    memcpy(&v, src.bytes + bx + 4 * l, 4);
    CHECK_EQ(got[l], v); /* one sub-group: work-item l is lane l */
    uint16_t d[4] = {(uint16_t)v, (uint16_t)(v >> 16), (uint16_t)(v ^ 0xffff), (uint16_t)(v >> 8)};
    for (int r = 0; r < 4; r++) want[(1 + r) * dst.w + l] = d[r];
  }
  size_t region[3] = {dst.w, dst.h, 1};
  ir_read_all(&h, id, region, img);
  CHECK_MEM(img, want, dst.row * dst.h);
  clReleaseKernel(k);
  clReleaseMemObject(is);
  clReleaseMemObject(id);
  clReleaseMemObject(out);
  free(got);
  free(want);
  free(img);
  free(src.bytes);
  free(dst.bytes);
  kh_close(&h);
}

/* The same built-ins from OpenCL C source under -cl-std=CL1.2 and CL3.0:
 * they belong to the extensions, so every language version declares them
 * (clang 15 declared the image forms only where __opencl_c_images is
 * defined, and OpenCV's gemm_image, built with CL1.2, did not compile).
 * Lane l reads the 4 bytes at byte bx + 4l of rows 0 and 1 of an R32UI
 * image, writes four ushorts (_us4) to texel l of rows 1-4 of an R16UI
 * image and v + 1 (uint) to texel 1 + l of an R32UI image. The sub-group
 * size comes as an argument n: get_sub_group_size() in this kernel makes
 * the translator emit invalid SPIR-V (an undefined ID), a separate bug. */
static const char *block_src =
  "kernel void blk(read_only image2d_t src, write_only image2d_t d16, write_only image2d_t d32,\n"
  "                global uint *out, uint bx, uint n) {\n"
  "  uint l = get_sub_group_local_id();\n"
  "  uint v = intel_sub_group_block_read(src, (int2)(bx, 0));\n"
  "  uint2 w = intel_sub_group_block_read_ui2(src, (int2)(bx, 0));\n"
  "  out[l] = v;\n"
  "  out[n + l] = w.y;\n"
  "  intel_sub_group_block_write_us4(d16, (int2)(0, 1), (ushort4)(v, v >> 16, v ^ 0xffff, v >> 8));\n"
  "  intel_sub_group_block_write(d32, (int2)(4, 0), v + 1);\n"
  "}\n";

TEST(image_block_source) {
  if (cltest_no_compiler()) exit(77); /* built from OpenCL C source */
  if (!ir_has_images(cltest_device())) exit(77);
  const char *stds[] = {"-cl-std=CL1.2", "-cl-std=CL3.0"};
  for (int si = 0; si < 2; si++) {
    kh h;
    cltest_setup(&h.env, 0);
    cl_int err;
    h.prog = clCreateProgramWithSource(h.env.ctx, 1, &block_src, NULL, &err);
    MUST(err);
    err = clBuildProgram(h.prog, 1, &h.env.device, stds[si], NULL, NULL);
    if (err) {
      char log[4096] = {0};
      clGetProgramBuildInfo(h.prog, h.env.device, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL);
      fprintf(stderr, "%s: %s\n", stds[si], log);
    }
    MUST(err);
    cl_kernel k = kh_kernel(&h, "blk");
    size_t sg = max_subgroup(&h, k, 64);
    CHECK(sg > 0);
    cl_image_format f32 = {CL_R, CL_UNSIGNED_INT32}, f16 = {CL_R, CL_UNSIGNED_INT16};
    bimg src = {.w = sg + 8, .h = 2}, d16 = {.w = sg + 3, .h = 6}, d32 = {.w = sg + 2, .h = 1};
    cl_mem is = make(&h, &f32, &src, CL_MEM_READ_ONLY, 81 + si), i16 = make(&h, &f16, &d16, CL_MEM_WRITE_ONLY, 83);
    cl_mem i32 = make(&h, &f32, &d32, CL_MEM_WRITE_ONLY, 84);
    cl_mem out = kh_out(&h, sg * 8);
    uint32_t bx = 12;
    kh_arg_mem(k, 0, is);
    kh_arg_mem(k, 1, i16);
    kh_arg_mem(k, 2, i32);
    kh_arg_mem(k, 3, out);
    kh_arg(k, 4, sizeof bx, &bx);
    uint32_t n = (uint32_t)sg;
    kh_arg(k, 5, sizeof n, &n);
    kh_run(&h, k, 1, NULL, &sg, &sg);
    uint32_t *got = cltest_malloc(sg * 8);
    kh_read(&h, out, got, sg * 8);
    uint16_t *want16 = cltest_malloc(d16.row * d16.h), *img16 = cltest_malloc(d16.row * d16.h);
    uint32_t *want32 = cltest_malloc(d32.row), *img32 = cltest_malloc(d32.row);
    memcpy(want16, d16.bytes, d16.row * d16.h);
    memcpy(want32, d32.bytes, d32.row);
    for (size_t l = 0; l < sg; l++) {
      uint32_t v, v1;
      memcpy(&v, src.bytes + bx + 4 * l, 4);
      memcpy(&v1, src.bytes + src.row + bx + 4 * l, 4);
      CHECK_EQ(got[l], v); /* one sub-group: work-item l is lane l */
      CHECK_EQ(got[sg + l], v1);
      uint16_t d[4] = {(uint16_t)v, (uint16_t)(v >> 16), (uint16_t)(v ^ 0xffff), (uint16_t)(v >> 8)};
      for (int r = 0; r < 4; r++) want16[(1 + r) * d16.w + l] = d[r];
      want32[1 + l] = v + 1;
    }
    size_t r16[3] = {d16.w, d16.h, 1}, r32[3] = {d32.w, 1, 1};
    ir_read_all(&h, i16, r16, img16);
    ir_read_all(&h, i32, r32, img32);
    CHECK_MEM(img16, want16, d16.row * d16.h);
    CHECK_MEM(img32, want32, d32.row);
    clReleaseKernel(k);
    clReleaseMemObject(is);
    clReleaseMemObject(i16);
    clReleaseMemObject(i32);
    clReleaseMemObject(out);
    free(got);
    free(want16);
    free(img16);
    free(want32);
    free(img32);
    free(src.bytes);
    free(d16.bytes);
    free(d32.bytes);
    kh_close(&h);
  }
}

/* Block writes by kernels that require 16, 32 and 64 lanes (where the
 * device lists them): above the native size the lanes whose bytes make up
 * a texel may be in different Vulkan subgroups (16-byte texels from four
 * 4-byte lanes, 4-byte texels from two 2-byte lanes), at offsets that put
 * texels across lanes, whole and partial sub-groups. */
TEST(image_block_write_wide) {
  if (!ir_has_images(cltest_device())) exit(77);
  kh h;
  kh_open(&h, "image_block_wide");
  static const fmt_case wf[] = {{{CL_RGBA, CL_UNSIGNED_INT32}, true}, {{CL_RGBA, CL_UNORM_INT8}, true},
                                {{CL_R, CL_UNSIGNED_INT8}, false}};
  static const unsigned sizes[] = {16, 32, 64};
  static const int at[][2] = {{0, 0}, {4, 1}, {12, 3}, {36, 2}};
  uint64_t seed = 5000;
  int ran = 0;
  for (size_t si = 0; si < 3; si++) {
    unsigned S = sizes[si];
    if (!kh_subgroup_size_listed(h.env.device, S)) continue;
    for (size_t fi = 0; fi < 3; fi++)
      for (int kind = 0; kind < 2; kind++) {
        char name[32];
        snprintf(name, sizeof name, kind ? "bw_wide_uc2_%u" : "bw_wide_ui1_%u", S);
        op_case op = {NULL, name, kind ? 1u : 4u, kind ? 2u : 1u};
        for (size_t i = 0; i < sizeof at / sizeof *at; i++) {
          cltest_failures += check_write(&h, &wf[fi], &op, at[i][0], at[i][1], S, S, seed++);
          cltest_failures += check_write(&h, &wf[fi], &op, at[i][0], at[i][1], S - 3, S, seed++);
        }
        ran++;
      }
  }
  CHECK(ran > 0);
  kh_close(&h);
}
