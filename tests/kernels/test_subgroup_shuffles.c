/* test_subgroup_shuffles.c: Intel shuffles (cl_intel_subgroups r8: index,
 * down with current/next, up with previous/current, xor; float, uint4,
 * float8, long, ushort16), Intel buffer block reads and writes (uint,
 * ushort, uchar, ulong) and the Qualcomm shuffles (all five operations,
 * widths 4, 8 and the whole sub-group, constant and run-time offsets and
 * widths, and every worked example of the specification). References are
 * written from the specifications' text, with the sub-group ids the device
 * reported. Lanes whose source the specifications leave undefined are not
 * compared. */
#include "kernel_harness.h"

typedef struct wi {
  uint32_t lid, sgid, size, max, num, enq, llid, group;
} wi;

/* Global linear id of lane `l` in the sub-group of work-item i, or
 * SIZE_MAX for a lane that is not active. Work-items of a sub-group are
 * found through (group, sub-group id, lane). */
typedef struct lanes {
  const wi *w;
  size_t n;
  size_t *idx; /* (group * maxsg + sgid) * max + lane */
  uint32_t max, maxsg;
} lanes;

static void lanes_build(lanes *L, const wi *w, size_t n) {
  L->w = w;
  L->n = n;
  L->max = w[0].max;
  uint32_t groups = 0;
  L->maxsg = 0;
  for (size_t i = 0; i < n; i++) {
    if (w[i].group + 1 > groups) groups = w[i].group + 1;
    if (w[i].num > L->maxsg) L->maxsg = w[i].num;
  }
  size_t cells = (size_t)groups * L->maxsg * L->max;
  L->idx = cltest_malloc(cells * sizeof *L->idx);
  for (size_t i = 0; i < cells; i++) L->idx[i] = SIZE_MAX;
  for (size_t i = 0; i < n; i++)
    L->idx[((size_t)w[i].group * L->maxsg + w[i].sgid) * L->max + w[i].lid] = i;
}

static size_t lane_of(const lanes *L, size_t i, uint32_t l) {
  const wi *w = &L->w[i];
  if (l >= w->size) return SIZE_MAX;
  return L->idx[((size_t)w->group * L->maxsg + w->sgid) * L->max + l];
}

static wi *read_ids(kh *h, cl_mem ids, size_t n) {
  wi *w = cltest_malloc(n * sizeof *w);
  kh_read(h, ids, w, n * sizeof *w);
  return w;
}

/* ---- Intel shuffles ----------------------------------------------------------- */

static void run_intel_shuffles(kh *h, cl_kernel k, size_t n, size_t local) {
  uint32_t *sel = cltest_malloc(n * 4);
  float *inf = cltest_malloc(n * 4), *outf = cltest_malloc(n * 20);
  uint32_t *in4 = cltest_malloc(n * 16), *out4 = cltest_malloc(n * 16);
  float *in8 = cltest_malloc(n * 32), *out8 = cltest_malloc(n * 32);
  int64_t *inl = cltest_malloc(n * 8), *outl = cltest_malloc(n * 16);
  uint16_t *in16 = cltest_malloc(n * 32), *out16 = cltest_malloc(n * 32);
  uint64_t s = 7 + n;
  for (size_t i = 0; i < n; i++) {
    sel[i] = (uint32_t)cltest_rand(&s);
    inf[i] = (float)(i * 3 + 1);
    for (int c = 0; c < 4; c++) in4[i * 4 + c] = (uint32_t)cltest_rand(&s);
    for (int c = 0; c < 8; c++) in8[i * 8 + c] = (float)((int)(cltest_rand(&s) % 1000));
    inl[i] = (int64_t)cltest_rand(&s);
    for (int c = 0; c < 16; c++) in16[i * 16 + c] = (uint16_t)cltest_rand(&s);
  }
  cl_mem ids = kh_out(h, n * 32), msel = kh_in(h, sel, n * 4), mif = kh_in(h, inf, n * 4), mof = kh_out(h, n * 20);
  cl_mem mi4 = kh_in(h, in4, n * 16), mo4 = kh_out(h, n * 16), mi8 = kh_in(h, in8, n * 32), mo8 = kh_out(h, n * 32);
  cl_mem mil = kh_in(h, inl, n * 8), mol = kh_out(h, n * 16), mi16 = kh_in(h, in16, n * 32), mo16 = kh_out(h, n * 32);
  cl_mem args[] = {ids, msel, mif, mof, mi4, mo4, mi8, mo8, mil, mol, mi16, mo16};
  for (cl_uint a = 0; a < 12; a++) kh_arg_mem(k, a, args[a]);
  kh_run(h, k, 1, NULL, &n, &local);
  wi *w = read_ids(h, ids, n);
  kh_read(h, mof, outf, n * 20);
  kh_read(h, mo4, out4, n * 16);
  kh_read(h, mo8, out8, n * 32);
  kh_read(h, mol, outl, n * 16);
  kh_read(h, mo16, out16, n * 32);
  lanes L;
  lanes_build(&L, w, n);
  size_t bad = 0, checked = 0;
#define EXPECT(cond, ...)                                   \
  do {                                                      \
    checked++;                                              \
    if (!(cond) && bad++ < 12) fprintf(stderr, __VA_ARGS__); \
  } while (0)
  for (size_t i = 0; i < n; i++) {
    uint32_t lid = w[i].lid, max = w[i].max;
    uint32_t idx = sel[i] % max, delta = sel[i] % (max + 1);
    /* intel_sub_group_shuffle(f, idx) */
    size_t j = lane_of(&L, i, idx);
    if (j != SIZE_MAX) EXPECT(outf[i * 5] == inf[j], "shuffle at %zu: got %g, expected %g\n", i, outf[i * 5], inf[j]);
    /* shuffle_down(cur = f, next = f + 1000, delta): j = lid + delta */
    uint32_t jd = lid + delta;
    size_t src = lane_of(&L, i, jd < max ? jd : jd - max);
    if (src != SIZE_MAX) {
      float want = jd < max ? inf[src] : inf[src] + 1000.0f;
      EXPECT(outf[i * 5 + 1] == want, "shuffle_down at %zu (lid %u delta %u): got %g, expected %g\n", i, lid, delta,
             outf[i * 5 + 1], want);
      for (int c = 0; c < 4; c++) {
        uint32_t w4 = jd < max ? in4[src * 4 + c] : in4[src * 4 + c] + 100u;
        EXPECT(out4[i * 4 + c] == w4, "uint4 shuffle_down at %zu.%d: got %u, expected %u\n", i, c, out4[i * 4 + c], w4);
      }
    }
    /* shuffle_up(prev = f - 1000, cur = f, delta): j = lid - delta (signed) */
    int64_t ju = (int64_t)lid - (int64_t)delta;
    size_t srcu = lane_of(&L, i, (uint32_t)(ju >= 0 ? ju : ju + (int64_t)max));
    if (srcu != SIZE_MAX) {
      float want = ju >= 0 ? inf[srcu] : inf[srcu] - 1000.0f;
      EXPECT(outf[i * 5 + 2] == want, "shuffle_up at %zu (lid %u delta %u): got %g, expected %g\n", i, lid, delta,
             outf[i * 5 + 2], want);
      for (int c = 0; c < 8; c++) {
        float w8 = ju >= 0 ? in8[srcu * 8 + c] : in8[srcu * 8 + c] * 2.0f;
        EXPECT(out8[i * 8 + c] == w8, "float8 shuffle_up at %zu.%d: got %g, expected %g\n", i, c, out8[i * 8 + c], w8);
      }
    }
    /* shuffle_xor(f, idx) */
    size_t x = lane_of(&L, i, lid ^ idx);
    if ((lid ^ idx) < max && x != SIZE_MAX)
      EXPECT(outf[i * 5 + 3] == inf[x], "shuffle_xor at %zu: got %g, expected %g\n", i, outf[i * 5 + 3], inf[x]);
    /* shuffle_down(f, f, 1): the next lane, wrapping */
    size_t d1 = lane_of(&L, i, (lid + 1) % max);
    if (d1 != SIZE_MAX) EXPECT(outf[i * 5 + 4] == inf[d1], "shuffle_down 1 at %zu\n", i);
    /* long: shuffle(idx) and xor 1 */
    if (j != SIZE_MAX) EXPECT(outl[i * 2] == inl[j], "long shuffle at %zu\n", i);
    size_t x1 = lane_of(&L, i, lid ^ 1u);
    if ((lid ^ 1u) < max && x1 != SIZE_MAX) EXPECT(outl[i * 2 + 1] == inl[x1], "long shuffle_xor at %zu\n", i);
    /* ushort16: shuffle from (lid + 1) % max */
    if (d1 != SIZE_MAX)
      for (int c = 0; c < 16; c++)
        EXPECT(out16[i * 16 + c] == in16[d1 * 16 + c], "ushort16 shuffle at %zu.%d\n", i, c);
  }
#undef EXPECT
  CHECK_EQ(bad, 0);
  CHECK(checked > n * 20); /* most lanes have a defined result */
  free(L.idx), free(w);
  for (int a = 0; a < 12; a++) clReleaseMemObject(args[a]);
  free(sel), free(inf), free(outf), free(in4), free(out4), free(in8), free(out8);
  free(inl), free(outl), free(in16), free(out16);
}

TEST(intel_shuffles) {
  kh h;
  kh_open(&h, "subgroups_shuffle");
  cl_kernel k = kh_kernel(&h, "intel_shuffles");
  run_intel_shuffles(&h, k, 512, 64);
  run_intel_shuffles(&h, k, 300, 60); /* partial last sub-groups */
  clReleaseKernel(k);
  kh_close(&h);
}

/* ---- block IO ---------------------------------------------------------------------- */

TEST(intel_block_io) {
  kh h;
  kh_open(&h, "subgroups_shuffle");
  cl_kernel k = kh_kernel(&h, "intel_block_io");
  size_t n = 256, local = 64; /* full sub-groups only: block IO is undefined for partial ones */
  size_t elems = n * 8;
  uint32_t *in = cltest_malloc(elems * 4), *out = cltest_malloc(elems * 8);
  uint16_t *ins = cltest_malloc(elems * 2), *outs = cltest_malloc(elems * 2);
  uint8_t *inc = cltest_malloc(elems), *outc = cltest_malloc(elems);
  uint64_t *inl = cltest_malloc(elems * 8), *outl = cltest_malloc(elems * 8);
  cltest_fill(in, elems * 4, 1);
  cltest_fill(ins, elems * 2, 2);
  cltest_fill(inc, elems, 3);
  cltest_fill(inl, elems * 8, 4);
  cl_mem ids = kh_out(&h, n * 32), mi = kh_in(&h, in, elems * 4), mo = kh_out(&h, elems * 8);
  cl_mem mis = kh_in(&h, ins, elems * 2), mos = kh_out(&h, elems * 2), mic = kh_in(&h, inc, elems);
  cl_mem moc = kh_out(&h, elems), mil = kh_in(&h, inl, elems * 8), mol = kh_out(&h, elems * 8);
  cl_mem args[] = {ids, mi, mo, mis, mos, mic, moc, mil, mol};
  for (cl_uint a = 0; a < 9; a++) kh_arg_mem(k, a, args[a]);
  kh_run(&h, k, 1, NULL, &n, &local);
  wi *w = read_ids(&h, ids, n);
  kh_read(&h, mo, out, elems * 8);
  kh_read(&h, mos, outs, elems * 2);
  kh_read(&h, moc, outc, elems);
  kh_read(&h, mol, outl, elems * 8);
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) {
    uint32_t lid = w[i].lid, max = w[i].max;
    CHECK_EQ(w[i].size, max);
    size_t b = (i - lid) / max * 8 * max; /* the kernel's block of its sub-group */
    /* read/write: p[lid + k * max] */
    uint32_t want1 = in[b + lid] + 1u;
    if (out[b + lid] != want1 && bad++ < 8) fprintf(stderr, "block_write at %zu\n", i);
    for (uint32_t q = 0; q < 2; q++)
      if (out[b + max + lid + q * max] != in[b + max + lid + q * max] + 2u && bad++ < 8)
        fprintf(stderr, "block read2/write2 at %zu.%u\n", i, q);
    for (uint32_t q = 0; q < 4; q++)
      if (out[b + 3 * max + lid + q * max] != in[b + 3 * max + lid + q * max] + 4u && bad++ < 8)
        fprintf(stderr, "block read4/write4 at %zu.%u\n", i, q);
    for (uint32_t q = 0; q < 8; q++) {
      size_t e = b + lid + q * max;
      if (out[elems + e] != (in[e] ^ 0x5a5a5a5au) && bad++ < 8) fprintf(stderr, "block read8/write8 at %zu.%u\n", i, q);
      if (outs[e] != (uint16_t)(ins[e] + 3) && bad++ < 8) fprintf(stderr, "block _us8 at %zu.%u\n", i, q);
    }
    for (uint32_t q = 0; q < 4; q++) {
      size_t e = b + lid + q * max;
      if (outc[e] != (uint8_t)(inc[e] * 3) && bad++ < 8) fprintf(stderr, "block _uc4 at %zu.%u\n", i, q);
    }
    for (uint32_t q = 0; q < 2; q++) {
      size_t e = b + lid + q * max;
      if (outl[e] != inl[e] + 1 + q && bad++ < 8) fprintf(stderr, "block _ul2 at %zu.%u\n", i, q);
    }
  }
  CHECK_EQ(bad, 0);
  free(w);
  for (int a = 0; a < 9; a++) clReleaseMemObject(args[a]);
  free(in), free(out), free(ins), free(outs), free(inc), free(outc), free(inl), free(outl);
  clReleaseKernel(k);
  kh_close(&h);
}

/* ---- Qualcomm shuffles ---------------------------------------------------------- */

typedef enum { Q_UP, Q_DOWN, Q_ROT_UP, Q_ROT_DOWN, Q_XOR } qop;

/* cl_qcom_subgroup_shuffle, per its text: work-items form groups of
 * `width` by sub_group_local_id; up receives from (k - offset), down from
 * (k + offset), the rotations wrap within the group, xor from (k ^ offset);
 * default_value where the source is outside the group or not active. */
static uint32_t qcom_ref(const lanes *L, size_t i, const uint32_t *x, qop op, uint32_t off,
                         uint32_t width, uint32_t dflt) {
  uint32_t lid = L->w[i].lid;
  uint32_t k = lid % width, base = lid - k;
  int64_t sk;
  switch (op) {
  case Q_UP: sk = (int64_t)k - off; break;
  case Q_DOWN: sk = (int64_t)k + off; break;
  case Q_ROT_UP: sk = ((int64_t)k - off % width + width) % width; break;
  case Q_ROT_DOWN: sk = ((int64_t)k + off) % width; break;
  default: sk = k ^ off; break;
  }
  if (sk < 0 || sk >= width) return dflt;
  size_t j = lane_of(L, i, base + (uint32_t)sk);
  return j == SIZE_MAX ? dflt : x[j];
}

static void run_qcom(kh *h, cl_kernel k, size_t n, size_t local, uint32_t off, uint32_t width_mode) {
  uint32_t *in = cltest_malloc(n * 4), *out = cltest_malloc(n * 64);
  float *inf = cltest_malloc(n * 4), *outf = cltest_malloc(n * 4);
  uint8_t *inc = cltest_malloc(n), *outc = cltest_malloc(n);
  uint64_t s = 55 + off * 7 + width_mode;
  for (size_t i = 0; i < n; i++) {
    in[i] = (uint32_t)cltest_rand(&s);
    inf[i] = (float)i + 0.5f;
    inc[i] = (uint8_t)cltest_rand(&s);
  }
  cl_mem ids = kh_out(h, n * 32), mi = kh_in(h, in, n * 4), mo = kh_out(h, n * 64);
  cl_mem mif = kh_in(h, inf, n * 4), mof = kh_out(h, n * 4), mic = kh_in(h, inc, n), moc = kh_out(h, n);
  kh_arg_mem(k, 0, ids);
  kh_arg_mem(k, 1, mi);
  kh_arg_mem(k, 2, mo);
  kh_arg(k, 3, sizeof off, &off);
  kh_arg(k, 4, sizeof width_mode, &width_mode);
  kh_arg_mem(k, 5, mif);
  kh_arg_mem(k, 6, mof);
  kh_arg_mem(k, 7, mic);
  kh_arg_mem(k, 8, moc);
  kh_run(h, k, 1, NULL, &n, &local);
  wi *w = read_ids(h, ids, n);
  kh_read(h, mo, out, n * 64);
  kh_read(h, mof, outf, n * 4);
  kh_read(h, moc, outc, n);
  lanes L;
  lanes_build(&L, w, n);
  uint32_t max = w[0].max;
  uint32_t rw = width_mode == 1 ? 4 : width_mode == 2 ? 8 : max;
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) {
    uint32_t want[16] = {
      qcom_ref(&L, i, in, Q_UP, 1, 4, 0xdefa),
      qcom_ref(&L, i, in, Q_DOWN, 3, 8, 0xdefb),
      qcom_ref(&L, i, in, Q_ROT_UP, 2, 4, 0xdefc),
      qcom_ref(&L, i, in, Q_ROT_DOWN, 5, 8, 0xdefd),
      qcom_ref(&L, i, in, Q_XOR, 3, 4, 0xdefe),
      qcom_ref(&L, i, in, Q_UP, off, max, in[i]),
      qcom_ref(&L, i, in, Q_DOWN, off, max, 0),
      qcom_ref(&L, i, in, Q_ROT_UP, off, max, 1),
      qcom_ref(&L, i, in, Q_ROT_DOWN, off, max, 2),
      qcom_ref(&L, i, in, Q_XOR, off, max, 3),
      qcom_ref(&L, i, in, Q_UP, off % 4, rw, 4),
      qcom_ref(&L, i, in, Q_DOWN, off % 4, rw, 5),
      qcom_ref(&L, i, in, Q_ROT_UP, off % 4, rw, 6),
      qcom_ref(&L, i, in, Q_ROT_DOWN, off % 4, rw, 7),
      qcom_ref(&L, i, in, Q_XOR, off % 4, rw, 8),
      qcom_ref(&L, i, in, Q_XOR, 7, 8, 9),
    };
    for (int q = 0; q < 16; q++) {
      /* widths beyond the sub-group are not meaningful (the spec asks for
       * enough work-items to fill the width) */
      uint32_t qw = q < 5 ? (q % 2 ? 8 : 4) : q < 10 ? max : q < 15 ? rw : 8;
      if (qw > max) continue;
      if (out[i * 16 + q] != want[q] && bad++ < 12)
        fprintf(stderr, "qcom op %d (offset %u, width mode %u) at work-item %zu (lane %u of %u): got %#x, expected %#x\n",
                q, off, width_mode, i, w[i].lid, w[i].size, out[i * 16 + q], want[q]);
    }
    if (max >= 8) {
      float minus1 = -1.0f;
      uint32_t d;
      memcpy(&d, &minus1, 4);
      uint32_t fb = qcom_ref(&L, i, (const uint32_t *)inf, Q_ROT_UP, 1, 8, d);
      float wf;
      memcpy(&wf, &fb, 4);
      if (outf[i] != wf && bad++ < 12) fprintf(stderr, "qcom float rotate_up at %zu: got %g, expected %g\n", i, outf[i], wf);
    }
    /* uchar down by 1 in groups of 4, default 0x11 */
    uint32_t lid = w[i].lid, kk = lid % 4;
    size_t j = kk + 1 < 4 ? lane_of(&L, i, lid + 1) : SIZE_MAX;
    uint8_t wc = j == SIZE_MAX ? 0x11 : inc[j];
    if (outc[i] != wc && bad++ < 12) fprintf(stderr, "qcom uchar down at %zu: got %#x, expected %#x\n", i, outc[i], wc);
  }
  CHECK_EQ(bad, 0);
  free(L.idx), free(w);
  clReleaseMemObject(ids), clReleaseMemObject(mi), clReleaseMemObject(mo), clReleaseMemObject(mif);
  clReleaseMemObject(mof), clReleaseMemObject(mic), clReleaseMemObject(moc);
  free(in), free(out), free(inf), free(outf), free(inc), free(outc);
}

TEST(qcom_shuffles) {
  kh h;
  kh_open(&h, "subgroups_shuffle");
  cl_kernel k = kh_kernel(&h, "qcom_shuffles");
  for (uint32_t wmode = 0; wmode < 3; wmode++) {
    run_qcom(&h, k, 256, 64, 1, wmode);
    run_qcom(&h, k, 256, 64, 3, wmode);
    run_qcom(&h, k, 300, 60, 2, wmode); /* partial sub-groups: inactive sources give the default */
  }
  clReleaseKernel(k);
  kh_close(&h);
}

/* Every worked example of cl_qcom_subgroup_shuffle (version 6): four
 * work-items holding {0xAA, 0xBB, 0xCC, 0xDD}, width W4, offsets 1 and 3. */
TEST(qcom_spec_examples) {
  kh h;
  kh_open(&h, "subgroups_shuffle");
  cl_kernel k = kh_kernel(&h, "qcom_examples");
  static const struct {
    uint32_t which, offset, after[4];
  } ex[] = {
    {0, 1, {0xAA, 0xAA, 0xBB, 0xCC}}, /* shuffle_up, default buf1D[i] */
    {0, 3, {0xAA, 0xBB, 0xCC, 0xAA}},
    {1, 1, {0xBB, 0xCC, 0xDD, 0x11}}, /* shuffle_down, default 0x11 */
    {1, 3, {0xDD, 0x11, 0x11, 0x11}},
    {2, 1, {0xDD, 0xAA, 0xBB, 0xCC}}, /* rotate_up */
    {2, 3, {0xBB, 0xCC, 0xDD, 0xAA}},
    {3, 1, {0xBB, 0xCC, 0xDD, 0xAA}}, /* rotate_down */
    {3, 3, {0xDD, 0xAA, 0xBB, 0xCC}},
    {4, 1, {0xBB, 0xAA, 0xDD, 0xCC}}, /* xor */
    {4, 3, {0xDD, 0xCC, 0xBB, 0xAA}},
  };
  for (size_t e = 0; e < sizeof ex / sizeof ex[0]; e++) {
    uint32_t before[4] = {0xAA, 0xBB, 0xCC, 0xDD}, got[4];
    cl_mem buf = kh_in(&h, before, sizeof before);
    kh_arg_mem(k, 0, buf);
    kh_arg(k, 1, sizeof ex[e].offset, &ex[e].offset);
    kh_arg(k, 2, sizeof ex[e].which, &ex[e].which);
    size_t g = 4, l = 4;
    kh_run(&h, k, 1, NULL, &g, &l);
    kh_read(&h, buf, got, sizeof got);
    char what[64];
    snprintf(what, sizeof what, "qcom example %u with offset %u", ex[e].which, ex[e].offset);
    kh_check_u32(what, got, ex[e].after, 4);
    clReleaseMemObject(buf);
  }
  clReleaseKernel(k);
  kh_close(&h);
}
