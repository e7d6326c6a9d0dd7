/* test_control_flow.c: the structurizer's semantic tests. Each control-flow
 * shape of cf_funcs.h runs on the device and on the host (the same source),
 * and sub-group operations placed after divergent code must see the whole
 * sub-group: references group work-items by the sub-group ids the device
 * reported and apply the operation's definition over all of them. */
#include "cf_funcs.h"
#include "kernel_harness.h"

typedef int (*cf_fn)(int, int, int);

#define ENTRY(n) {#n, cf##n}
static const struct {
  const char *n;
  cf_fn fn;
} funcs[] = {
  ENTRY(01), ENTRY(02), ENTRY(03), ENTRY(04), ENTRY(05), ENTRY(06), ENTRY(07), ENTRY(08), ENTRY(09),
  ENTRY(10), ENTRY(11), ENTRY(12), ENTRY(13), ENTRY(14), ENTRY(15), ENTRY(16), ENTRY(17), ENTRY(18),
  ENTRY(19), ENTRY(20), ENTRY(21), ENTRY(22), ENTRY(23), ENTRY(24), ENTRY(25), ENTRY(26), ENTRY(27),
  ENTRY(28), ENTRY(29), ENTRY(30), ENTRY(31), ENTRY(32), ENTRY(33), ENTRY(34), ENTRY(35), ENTRY(36),
  ENTRY(37), ENTRY(38), ENTRY(39), ENTRY(40), ENTRY(41), ENTRY(42),
};

static cf_fn find(const char *n) {
  for (size_t i = 0; i < sizeof funcs / sizeof funcs[0]; i++)
    if (!strcmp(funcs[i].n, n)) return funcs[i].fn;
  return NULL;
}

/* Inputs within +-2^28, so the functions' int arithmetic never overflows,
 * with small values and edge patterns mixed in. */
static void gen_inputs(int32_t *a, int32_t *b, size_t n, uint64_t seed) {
  uint64_t s = seed;
  for (size_t i = 0; i < n; i++) {
    a[i] = (int32_t)(cltest_rand(&s) % (1u << 29)) - (1 << 28);
    b[i] = (int32_t)(cltest_rand(&s) % (1u << 29)) - (1 << 28);
    if (i % 7 == 3) a[i] &= 63;
    if (i % 11 == 5) b[i] = -(b[i] & 31);
    if (i % 13 == 0) a[i] = 0;
    /* small values, for the switches on inputs */
    if (i % 3 == 0) a[i] = (int32_t)(i % 9) - 1;
    if (i % 4 == 1) b[i] = (int32_t)(i % 7) - 2;
  }
}

TEST(control_flow) {
  kh h;
  kh_open(&h, "cf");
  size_t n = 1000;
  int32_t *a = cltest_malloc(n * 4), *b = cltest_malloc(n * 4), *got = cltest_malloc(n * 4);
  uint32_t *want = cltest_malloc(n * 4);
  gen_inputs(a, b, n, 2024);
  cl_mem ma = kh_in(&h, a, n * 4), mb = kh_in(&h, b, n * 4), mo = kh_out(&h, n * 4);
  for (size_t f = 0; f < sizeof funcs / sizeof funcs[0]; f++) {
    char name[8];
    snprintf(name, sizeof name, "k%s", funcs[f].n);
    cl_kernel k = kh_kernel(&h, name);
    kh_arg_mem(k, 0, ma);
    kh_arg_mem(k, 1, mb);
    kh_arg_mem(k, 2, mo);
    kh_run(&h, k, 1, NULL, &n, NULL);
    kh_read(&h, mo, got, n * 4);
    for (size_t i = 0; i < n; i++) want[i] = (uint32_t)funcs[f].fn((int)i, a[i], b[i]);
    char what[32];
    snprintf(what, sizeof what, "cf%s", funcs[f].n);
    kh_check_u32(what, (uint32_t *)got, want, n);
    clReleaseKernel(k);
  }
  clReleaseMemObject(ma), clReleaseMemObject(mb), clReleaseMemObject(mo);
  free(a), free(b), free(got), free(want);
  kh_close(&h);
}

/* Sub-groups of a 1D range: lanes of (work-group, sub-group id). */
typedef struct sg1d {
  uint32_t *ids; /* lid, sgid, size per work-item */
  size_t n, local, maxsg, maxlane;
  size_t *at;    /* ((g / local) * maxsg + sgid) * maxlane + lid -> work-item */
} sg1d;

static void sg_build(sg1d *s, uint32_t *ids, size_t n, size_t local) {
  s->ids = ids;
  s->n = n;
  s->local = local;
  s->maxsg = local;
  s->maxlane = 0;
  for (size_t i = 0; i < n; i++)
    if (ids[i * 3 + 2] > s->maxlane) s->maxlane = ids[i * 3 + 2];
  size_t groups = (n + local - 1) / local, cells = groups * s->maxsg * s->maxlane;
  s->at = cltest_malloc(cells * sizeof *s->at);
  for (size_t i = 0; i < cells; i++) s->at[i] = SIZE_MAX;
  for (size_t i = 0; i < n; i++) {
    uint32_t lid = ids[i * 3], sgid = ids[i * 3 + 1];
    CHECK(lid < ids[i * 3 + 2] && sgid < s->maxsg);
    s->at[((i / local) * s->maxsg + sgid) * s->maxlane + lid] = i;
  }
}

static size_t sg_lane(const sg1d *s, size_t i, uint32_t lane) {
  if (lane >= s->ids[i * 3 + 2]) return SIZE_MAX;
  return s->at[((i / s->local) * s->maxsg + s->ids[i * 3 + 1]) * s->maxlane + lane];
}

static void run_sg(kh *h, const char *fname, size_t n, size_t local, size_t *checked) {
  cf_fn fn = find(fname);
  CHECK(fn != NULL);
  int32_t *a = cltest_malloc(n * 4), *b = cltest_malloc(n * 4), *out = cltest_malloc(n * 24), *v = cltest_malloc(n * 4);
  uint32_t *ids = cltest_malloc(n * 12);
  gen_inputs(a, b, n, 77 + n);
  cl_mem ma = kh_in(h, a, n * 4), mb = kh_in(h, b, n * 4), mo = kh_out(h, n * 24), mids = kh_out(h, n * 12);
  char name[8];
  snprintf(name, sizeof name, "s%s", fname);
  cl_kernel k = kh_kernel(h, name);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mb);
  kh_arg_mem(k, 2, mo);
  kh_arg_mem(k, 3, mids);
  kh_run(h, k, 1, NULL, &n, &local);
  kh_read(h, mo, out, n * 24);
  kh_read(h, mids, ids, n * 12);
  for (size_t i = 0; i < n; i++) v[i] = fn((int)i, a[i], b[i]);
  sg1d s;
  sg_build(&s, ids, n, local);
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) {
    uint32_t lid = ids[i * 3], size = ids[i * 3 + 2];
    uint32_t sum = 0, scan = 0;
    int32_t mx = INT32_MIN;
    int any0 = 0;
    for (uint32_t l = 0; l < size; l++) {
      size_t j = sg_lane(&s, i, l);
      sum += (uint32_t)v[j];
      if (l <= lid) scan += (uint32_t)v[j];
      mx = v[j] > mx ? v[j] : mx;
      any0 |= v[j] == 0;
    }
    size_t nb = sg_lane(&s, i, lid ^ 1u);
    int32_t want[6] = {(int32_t)sum, v[sg_lane(&s, i, 0)], (int32_t)scan, nb != SIZE_MAX ? v[nb] : 0, any0, mx};
    for (int q = 0; q < 6; q++) {
      if (q == 3 && nb == SIZE_MAX) continue; /* a lane that does not exist */
      (*checked)++;
      if (out[i * 6 + q] != want[q] && bad++ < 8)
        fprintf(stderr, "s%s op %d at work-item %zu (lane %u of %u): got %d, expected %d\n", fname, q, i, lid,
                size, out[i * 6 + q], want[q]);
    }
  }
  if (bad) fprintf(stderr, "s%s: %zu mismatches\n", fname, bad);
  CHECK_EQ(bad, 0);
  free(s.at);
  clReleaseKernel(k);
  clReleaseMemObject(ma), clReleaseMemObject(mb), clReleaseMemObject(mo), clReleaseMemObject(mids);
  free(a), free(b), free(out), free(v), free(ids);
}

TEST(control_flow_subgroups) {
  kh h;
  kh_open(&h, "cf_subgroup");
  const char *fs[] = {"03", "07", "08", "10", "12", "14", "16", "17", "18",
                      "20", "23", "27", "32", "33", "36", "38", "41"};
  size_t checked = 0;
  for (size_t f = 0; f < sizeof fs / sizeof fs[0]; f++) {
    run_sg(&h, fs[f], 512, 64, &checked);
    run_sg(&h, fs[f], 300, 60, &checked); /* partial sub-groups */
  }
  CHECK(checked > 17 * 700 * 5);
  kh_close(&h);
}

/* The special cases of cf_subgroup.cl, each with its own reference. */
TEST(control_flow_subgroup_cases) {
  kh h;
  kh_open(&h, "cf_subgroup");
  size_t n = 256, local = 64;
  int32_t *a = cltest_malloc(n * 4), *b = cltest_malloc(n * 4), *out = cltest_malloc(n * 4);
  uint32_t *ids = cltest_malloc(n * 12);
  gen_inputs(a, b, n, 4242);
  cl_mem ma = kh_in(&h, a, n * 4), mb = kh_in(&h, b, n * 4), mo = kh_out(&h, n * 4), mids = kh_out(&h, n * 12);
  sg1d s;

  /* s_uniform_loop: lockstep over 8 iterations, a reduction per iteration */
  cl_kernel k = kh_kernel(&h, "s_uniform_loop");
  cl_mem args[] = {ma, mb, mo, mids};
  for (cl_uint i = 0; i < 4; i++) kh_arg_mem(k, i, args[i]);
  kh_run(&h, k, 1, NULL, &n, &local);
  kh_read(&h, mo, out, n * 4);
  kh_read(&h, mids, ids, n * 12);
  sg_build(&s, ids, n, local);
  int32_t *acc = cltest_malloc(n * 4);
  for (size_t i = 0; i < n; i++) acc[i] = 0;
  for (int it = 0; it < 8; it++) {
    for (size_t i = 0; i < n; i++) acc[i] += ((a[i] >> it) & 1) ? (b[i] & 15) : -1;
    int32_t *next = cltest_malloc(n * 4);
    for (size_t i = 0; i < n; i++) {
      uint32_t sum = 0;
      for (uint32_t l = 0; l < ids[i * 3 + 2]; l++) sum += (uint32_t)acc[sg_lane(&s, i, l)];
      next[i] = acc[i] + (int32_t)(sum & 7);
    }
    memcpy(acc, next, n * 4);
    free(next);
  }
  kh_check_u32("s_uniform_loop", (uint32_t *)out, (uint32_t *)acc, n);
  free(acc);
  free(s.at);
  clReleaseKernel(k);

  /* s_per_lane_trip: the sum over the sub-group of each lane's loop result */
  k = kh_kernel(&h, "s_per_lane_trip");
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mo);
  kh_arg_mem(k, 2, mids);
  kh_run(&h, k, 1, NULL, &n, &local);
  kh_read(&h, mo, out, n * 4);
  kh_read(&h, mids, ids, n * 12);
  sg_build(&s, ids, n, local);
  uint32_t *want = cltest_malloc(n * 4);
  for (size_t i = 0; i < n; i++) {
    uint32_t sum = 0;
    for (uint32_t l = 0; l < ids[i * 3 + 2]; l++) {
      int32_t x = a[sg_lane(&s, i, l)], t = x & 31, v = 0;
      for (int q = 0; q < t; q++) v = (v + q) | (v & (x >> 31));
      sum += (uint32_t)v;
    }
    want[i] = sum;
  }
  kh_check_u32("s_per_lane_trip", (uint32_t *)out, want, n);
  free(s.at);
  clReleaseKernel(k);

  /* s_divergent_shuffle: lanes with (lid & 2) == 0 swap with lid ^ 1 */
  k = kh_kernel(&h, "s_divergent_shuffle");
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mo);
  kh_arg_mem(k, 2, mids);
  kh_run(&h, k, 1, NULL, &n, &local);
  kh_read(&h, mo, out, n * 4);
  kh_read(&h, mids, ids, n * 12);
  sg_build(&s, ids, n, local);
  for (size_t i = 0; i < n; i++) {
    uint32_t lid = ids[i * 3];
    size_t j = sg_lane(&s, i, lid ^ 1u);
    CHECK(j != SIZE_MAX); /* full sub-groups: the partner lane exists */
    want[i] = (lid & 2) == 0 && j != SIZE_MAX ? (uint32_t)a[j] : (uint32_t)-1;
  }
  kh_check_u32("s_divergent_shuffle", (uint32_t *)out, want, n);
  free(s.at);
  clReleaseKernel(k);

  /* s_nested_exit: broadcast of lane 1 plus the exclusive scan */
  k = kh_kernel(&h, "s_nested_exit");
  for (cl_uint i = 0; i < 4; i++) kh_arg_mem(k, i, args[i]);
  kh_run(&h, k, 1, NULL, &n, &local);
  kh_read(&h, mo, out, n * 4);
  kh_read(&h, mids, ids, n * 12);
  sg_build(&s, ids, n, local);
  int32_t *v = cltest_malloc(n * 4);
  for (size_t i = 0; i < n; i++) {
    int x = 0;
    if (a[i] & 1) {
      for (int q = 0; q < 20; q++) {
        x += q;
        if (x > (b[i] & 63)) break;
      }
    } else {
      x = -(b[i] & 7);
    }
    v[i] = x;
  }
  for (size_t i = 0; i < n; i++) {
    uint32_t lid = ids[i * 3], ex = 0;
    for (uint32_t l = 0; l < lid; l++) ex += (uint32_t)v[sg_lane(&s, i, l)];
    want[i] = (uint32_t)v[sg_lane(&s, i, 1)] + ex;
  }
  kh_check_u32("s_nested_exit", (uint32_t *)out, want, n);
  free(s.at);
  clReleaseKernel(k);

  free(v), free(want);
  clReleaseMemObject(ma), clReleaseMemObject(mb), clReleaseMemObject(mo), clReleaseMemObject(mids);
  free(a), free(b), free(out), free(ids);
  kh_close(&h);
}
