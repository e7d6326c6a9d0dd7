/* test_subgroups.c: sub-group built-ins against references written from
 * the specifications (cl_khr_subgroups in OpenCL C, cl_intel_subgroups r8,
 * cl_intel_subgroups_short, cl_qcom_subgroup_shuffle). Every kernel writes
 * its work-items' sub-group ids, and the references group work-items by
 * them, so nothing assumes a sub-group size. Results the specifications
 * leave undefined (a source lane that is out of range or not active) are
 * not compared. */
#include <limits.h>
#include <math.h>

#include "kernel_harness.h"

/* What IDS() in the kernels writes, per work-item. */
typedef struct wi {
  uint32_t lid, sgid, size, max, num, enq, llid, group;
} wi;

/* Sub-groups: for each, the global linear ids of its lanes by lid. */
typedef struct sgmap {
  size_t n;             /* work-items */
  wi *w;
  size_t nsg;
  size_t *lane;         /* nsg * max entries: work-item of (sub-group, lid), SIZE_MAX if none */
  size_t *sg_of;        /* sub-group index of each work-item */
  uint32_t max;
} sgmap;

static void build_map(sgmap *s, const uint32_t *ids, size_t n) {
  s->n = n;
  s->w = cltest_malloc(n * sizeof *s->w);
  memcpy(s->w, ids, n * sizeof *s->w);
  s->max = s->w[0].max;
  /* a sub-group is (work-group, sub-group id); work-groups are numbered */
  uint32_t groups = 0, per_group = 0;
  for (size_t i = 0; i < n; i++) {
    if (s->w[i].group + 1 > groups) groups = s->w[i].group + 1;
    if (s->w[i].num > per_group) per_group = s->w[i].num;
  }
  s->nsg = (size_t)groups * per_group;
  s->lane = cltest_malloc(s->nsg * s->max * sizeof *s->lane);
  s->sg_of = cltest_malloc(n * sizeof *s->sg_of);
  for (size_t i = 0; i < s->nsg * s->max; i++) s->lane[i] = SIZE_MAX;
  for (size_t i = 0; i < n; i++) {
    const wi *w = &s->w[i];
    CHECK(w->max == s->max);
    CHECK(w->lid < w->size && w->size <= w->max && w->sgid < w->num);
    size_t sg = (size_t)w->group * per_group + w->sgid;
    s->sg_of[i] = sg;
    if (w->lid < s->max) {
      if (s->lane[sg * s->max + w->lid] != SIZE_MAX) {
        size_t o = s->lane[sg * s->max + w->lid];
        fprintf(stderr, "work-items %zu and %zu are both lane %u of sub-group %u of group %u (n %zu)\n", o, i,
                w->lid, w->sgid, w->group, n);
      }
      CHECK(s->lane[sg * s->max + w->lid] == SIZE_MAX); /* each lane once */
      s->lane[sg * s->max + w->lid] = i;
    }
  }
}

static void free_map(sgmap *s) {
  free(s->w), free(s->lane), free(s->sg_of);
}

/* The work-item at lane `l` of work-item i's sub-group, SIZE_MAX if that
 * lane is not active (beyond the sub-group's size). */
static size_t at_lane(const sgmap *s, size_t i, uint32_t l) {
  if (l >= s->w[i].size) return SIZE_MAX;
  return s->lane[s->sg_of[i] * s->max + l];
}

static cl_mem ids_buffer(kh *h, size_t n) { return kh_out(h, n * 8 * 4); }

static void read_map(kh *h, cl_mem ids, size_t n, sgmap *s) {
  uint32_t *raw = cltest_malloc(n * 32);
  kh_read(h, ids, raw, n * 32);
  build_map(s, raw, n);
  free(raw);
}

/* ---- ids -------------------------------------------------------------------- */

static void check_ids(kh *h, cl_kernel k, cl_uint dim, const size_t *g, const size_t *l) {
  size_t n = g[0] * (dim > 1 ? g[1] : 1) * (dim > 2 ? g[2] : 1);
  size_t lsz = l[0] * (dim > 1 ? l[1] : 1) * (dim > 2 ? l[2] : 1);
  cl_mem ids = ids_buffer(h, n);
  kh_arg_mem(k, 0, ids);
  kh_run(h, k, dim, NULL, g, l);
  sgmap s;
  read_map(h, ids, n, &s);
  /* the query the host makes gives what the kernel sees */
  size_t qmax = 0;
  CHECK_OK(clGetKernelSubGroupInfo(k, h->env.device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE,
                                   dim * sizeof(size_t), l, sizeof qmax, &qmax, NULL));
  CHECK_EQ(qmax, s.max);
  /* SHOAL_SUBGROUP_SIZE (the kernel_sg<V> tests): the sub-groups are the
   * virtual size's wherever the work-group holds that many, so the case
   * really ran with virtual sub-groups */
  const char *v = getenv("SHOAL_SUBGROUP_SIZE");
  size_t want = v && *v ? strtoul(v, NULL, 10) : 0;
  if (want && want <= lsz) CHECK_EQ(s.max, want);
  size_t qcount = 0;
  CHECK_OK(clGetKernelSubGroupInfo(k, h->env.device, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE,
                                   dim * sizeof(size_t), l, sizeof qcount, &qcount, NULL));
  for (size_t i = 0; i < n; i++) {
    const wi *w = &s.w[i];
    /* the work-group here is uniform: every one has lsz work-items */
    CHECK_EQ(w->num, (lsz + s.max - 1) / s.max);
    CHECK_EQ(w->enq, (lsz + s.max - 1) / s.max);
    CHECK_EQ(w->num, qcount);
    /* get_sub_group_size() is the number of work-items of the sub-group */
    uint32_t members = 0;
    for (uint32_t lane = 0; lane < s.max; lane++) members += s.lane[s.sg_of[i] * s.max + lane] != SIZE_MAX;
    CHECK_EQ(w->size, members);
  }
  free_map(&s);
  clReleaseMemObject(ids);
}

TEST(subgroup_ids) {
  kh h;
  kh_open(&h, "subgroups");
  cl_kernel k = kh_kernel(&h, "sg_ids");
  size_t g1 = 256, l1 = 64;
  check_ids(&h, k, 1, &g1, &l1);
  size_t g2 = 300, l2 = 60; /* not a multiple of any sub-group size above 4 */
  check_ids(&h, k, 1, &g2, &l2);
  size_t g3[2] = {24, 10}, l3[2] = {12, 5};
  check_ids(&h, k, 2, g3, l3);
  size_t g4[3] = {12, 6, 4}, l4[3] = {3, 3, 2};
  check_ids(&h, k, 3, g4, l4);
  size_t g5 = 7, l5 = 7;
  check_ids(&h, k, 1, &g5, &l5);
  clReleaseKernel(k);
  kh_close(&h);
}

/* ---- collectives ------------------------------------------------------------------ */

static void run_collectives(kh *h, cl_kernel k, size_t n, size_t local, uint32_t lane) {
  int32_t *in = cltest_malloc(n * 4), *out = cltest_malloc(n * 64);
  int64_t *inl = cltest_malloc(n * 8), *outl = cltest_malloc(n * 32);
  float *inf = cltest_malloc(n * 4), *outf = cltest_malloc(n * 16);
  uint64_t seed = 1234 + n;
  for (size_t i = 0; i < n; i++) {
    in[i] = (int32_t)(cltest_rand(&seed) >> 40) - 8000000 + (i % 5 == 0 ? 7 - (int32_t)(i % 7) : 0);
    if (i % 13 == 0) in[i] = 7;
    inl[i] = (int64_t)cltest_rand(&seed);
    inf[i] = (float)((int)(cltest_rand(&seed) % 2001) - 1000); /* exact sums in any order */
  }
  cl_mem ids = ids_buffer(h, n), mi = kh_in(h, in, n * 4), mo = kh_out(h, n * 64);
  cl_mem mil = kh_in(h, inl, n * 8), mol = kh_out(h, n * 32), mif = kh_in(h, inf, n * 4), mof = kh_out(h, n * 16);
  kh_arg_mem(k, 0, ids);
  kh_arg_mem(k, 1, mi);
  kh_arg_mem(k, 2, mo);
  kh_arg_mem(k, 3, mil);
  kh_arg_mem(k, 4, mol);
  kh_arg_mem(k, 5, mif);
  kh_arg_mem(k, 6, mof);
  kh_arg(k, 7, sizeof lane, &lane);
  kh_run(h, k, 1, NULL, &n, &local);
  kh_read(h, mo, out, n * 64);
  kh_read(h, mol, outl, n * 32);
  kh_read(h, mof, outf, n * 16);
  sgmap s;
  read_map(h, ids, n, &s);
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) {
    const wi *w = &s.w[i];
    int32_t sum = 0, mn = INT_MAX, mx = INT_MIN, isum = 0, imn = INT_MAX, imx = INT_MIN, esum = 0, emn = INT_MAX, emx = INT_MIN;
    uint32_t umn = UINT_MAX, uimx = 0;
    int all = 1, any = 0, odd = 0;
    int64_t lsum = 0, lisum = 0, lemn = INT64_MAX;
    uint64_t lmx = 0;
    float fsum = 0, fmn = INFINITY, fimx = -INFINITY, fesum = 0;
    for (uint32_t l = 0; l < w->size; l++) {
      size_t j = at_lane(&s, i, l);
      int32_t x = in[j];
      sum = (int32_t)((uint32_t)sum + (uint32_t)x);
      mn = x < mn ? x : mn;
      mx = x > mx ? x : mx;
      umn = (uint32_t)x < umn ? (uint32_t)x : umn;
      all &= x > -1000000;
      any |= x == 7;
      odd += x & 1;
      lsum = (int64_t)((uint64_t)lsum + (uint64_t)inl[j]);
      lmx = (uint64_t)inl[j] > lmx ? (uint64_t)inl[j] : lmx;
      fsum += inf[j];
      fmn = fminf(fmn, inf[j]);
      if (l < w->lid) {
        esum = (int32_t)((uint32_t)esum + (uint32_t)x);
        emn = x < emn ? x : emn;
        emx = x > emx ? x : emx;
        lemn = inl[j] < lemn ? inl[j] : lemn;
        fesum += inf[j];
      }
      if (l <= w->lid) {
        isum = (int32_t)((uint32_t)isum + (uint32_t)x);
        imn = x < imn ? x : imn;
        imx = x > imx ? x : imx;
        uimx = (uint32_t)x > uimx ? (uint32_t)x : uimx;
        lisum = (int64_t)((uint64_t)lisum + (uint64_t)inl[j]);
        fimx = fmaxf(fimx, inf[j]);
      }
    }
    int32_t want[16] = {sum, mn, mx, isum, imn, imx, esum, emn, emx, (int32_t)umn, (int32_t)uimx, all, any,
                        in[at_lane(&s, i, 0)], lane < w->size ? in[at_lane(&s, i, lane)] : 0, odd};
    for (int q = 0; q < 16; q++) {
      if (q == 14 && lane >= w->size) continue; /* undefined lane */
      if (out[i * 16 + q] != want[q] && bad++ < 10)
        fprintf(stderr, "collective %d at work-item %zu (lane %u of %u): got %d, expected %d\n", q, i, w->lid,
                w->size, out[i * 16 + q], want[q]);
    }
    int64_t wl[4] = {lsum, lemn, (int64_t)lmx, lisum};
    for (int q = 0; q < 4; q++)
      if (outl[i * 4 + q] != wl[q] && bad++ < 10)
        fprintf(stderr, "long collective %d at work-item %zu: got %lld, expected %lld\n", q, i,
                (long long)outl[i * 4 + q], (long long)wl[q]);
    float wf[4] = {fsum, fmn, fimx, fesum};
    for (int q = 0; q < 4; q++)
      if (outf[i * 4 + q] != wf[q] && bad++ < 10)
        fprintf(stderr, "float collective %d at work-item %zu: got %g, expected %g\n", q, i, outf[i * 4 + q], wf[q]);
  }
  CHECK_EQ(bad, 0);
  free_map(&s);
  clReleaseMemObject(ids), clReleaseMemObject(mi), clReleaseMemObject(mo);
  clReleaseMemObject(mil), clReleaseMemObject(mol), clReleaseMemObject(mif), clReleaseMemObject(mof);
  free(in), free(out), free(inl), free(outl), free(inf), free(outf);
}

TEST(subgroup_collectives) {
  kh h;
  kh_open(&h, "subgroups");
  cl_kernel k = kh_kernel(&h, "sg_collectives");
  run_collectives(&h, k, 512, 64, 1);
  run_collectives(&h, k, 300, 60, 2);  /* the last sub-group of each work-group is partial */
  run_collectives(&h, k, 35, 35, 0);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(subgroup_short_char) {
  kh h;
  kh_open(&h, "subgroups");
  cl_kernel k = kh_kernel(&h, "sg_short_char");
  const size_t sizes[2][2] = {{256, 64}, {120, 40}};
  for (int t = 0; t < 2; t++) {
    size_t n = sizes[t][0], local = sizes[t][1];
    int16_t *in = cltest_malloc(n * 2), *out = cltest_malloc(n * 16);
    int8_t *inc = cltest_malloc(n), *outc = cltest_malloc(n * 4);
    uint64_t seed = 99 + (uint64_t)t;
    for (size_t i = 0; i < n; i++) {
      in[i] = (int16_t)cltest_rand(&seed);
      inc[i] = (int8_t)cltest_rand(&seed);
    }
    cl_mem ids = ids_buffer(&h, n), mi = kh_in(&h, in, n * 2), mo = kh_out(&h, n * 16);
    cl_mem mic = kh_in(&h, inc, n), moc = kh_out(&h, n * 4);
    kh_arg_mem(k, 0, ids);
    kh_arg_mem(k, 1, mi);
    kh_arg_mem(k, 2, mo);
    kh_arg_mem(k, 3, mic);
    kh_arg_mem(k, 4, moc);
    kh_run(&h, k, 1, NULL, &n, &local);
    kh_read(&h, mo, out, n * 16);
    kh_read(&h, moc, outc, n * 4);
    sgmap s;
    read_map(&h, ids, n, &s);
    size_t bad = 0;
    for (size_t i = 0; i < n; i++) {
      const wi *w = &s.w[i];
      int32_t sum = 0, mn = SHRT_MAX, imn = SHRT_MAX, cmx = SCHAR_MIN, cisum = 0;
      uint32_t umx = 0, uesum = 0, uemx = 0, ucmn = UCHAR_MAX;
      for (uint32_t l = 0; l < w->size; l++) {
        size_t j = at_lane(&s, i, l);
        int16_t x = in[j];
        sum += x;
        mn = x < mn ? x : mn;
        umx = (uint16_t)x > umx ? (uint16_t)x : umx;
        cmx = inc[j] > cmx ? inc[j] : cmx;
        ucmn = (uint8_t)inc[j] < ucmn ? (uint8_t)inc[j] : ucmn;
        if (l <= w->lid) {
          imn = x < imn ? x : imn;
          cisum += inc[j];
        }
        if (l < w->lid) {
          uesum += (uint16_t)x;
          uemx = (uint16_t)x > uemx ? (uint16_t)x : uemx;
        }
      }
      size_t x1 = at_lane(&s, i, w->lid ^ 1u);
      int16_t want[8] = {(int16_t)sum, (int16_t)mn, (int16_t)umx, (int16_t)imn, (int16_t)uesum,
                         w->size > 1 ? in[at_lane(&s, i, 1)] : 0, x1 != SIZE_MAX ? in[x1] : 0, (int16_t)uemx};
      for (int q = 0; q < 8; q++) {
        if ((q == 5 && w->size < 2) || (q == 6 && x1 == SIZE_MAX)) continue;
        if (out[i * 8 + q] != want[q] && bad++ < 10)
          fprintf(stderr, "short op %d at work-item %zu (lane %u of %u): got %d, expected %d\n", q, i, w->lid,
                  w->size, out[i * 8 + q], want[q]);
      }
      size_t x2 = at_lane(&s, i, w->lid ^ 2u);
      int8_t wc[4] = {(int8_t)cmx, (int8_t)cisum, (int8_t)ucmn, x2 != SIZE_MAX ? inc[x2] : 0};
      for (int q = 0; q < 4; q++) {
        if (q == 3 && x2 == SIZE_MAX) continue;
        if (outc[i * 4 + q] != wc[q] && bad++ < 10)
          fprintf(stderr, "char op %d at work-item %zu: got %d, expected %d\n", q, i, outc[i * 4 + q], wc[q]);
      }
    }
    CHECK_EQ(bad, 0);
    free_map(&s);
    clReleaseMemObject(ids), clReleaseMemObject(mi), clReleaseMemObject(mo);
    clReleaseMemObject(mic), clReleaseMemObject(moc);
    free(in), free(out), free(inc), free(outc);
  }
  clReleaseKernel(k);
  kh_close(&h);
}
