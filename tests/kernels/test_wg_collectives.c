/* test_wg_collectives.c: OpenCL C 2.0's work-group collective functions
 * (wg_collectives*.cl) against host references written from the OpenCL C
 * specification (6.13.15): a reduction gives every work-item of a
 * work-group the sum, minimum or maximum of all its values; an inclusive
 * scan the combination of the values of the work-items whose local linear
 * id is at most its own, an exclusive scan of those below it (the
 * identity, 0, the type's largest value or its smallest, -INF or +INF for
 * floating point, for the first); all/any the vote of the work-group;
 * broadcast the value of the work-item at the given local id. Every case
 * runs on a work-group of one work-item, sizes that are no multiple of a
 * subgroup, the kernel's largest work-group, and 1D, 2D and 3D ranges
 * whose last groups are partial in every dimension. Floating-point inputs
 * are multiples of 1/4 small enough that every sum is exact in any order,
 * so results are compared for equality. */
#include <math.h>
#include <string.h>

#include "kernel_harness.h"

typedef struct shape {
  cl_uint dim;
  size_t global[3], local[3];
} shape;

/* The shapes each case runs; `wgmax` is the kernel's largest work-group. */
static size_t make_shapes(size_t wgmax, shape *s) {
  size_t n = 0;
  s[n++] = (shape){1, {5, 1, 1}, {1, 1, 1}};
  s[n++] = (shape){1, {100, 1, 1}, {7, 1, 1}};
  s[n++] = (shape){1, {2 * wgmax + 3, 1, 1}, {wgmax, 1, 1}};
  s[n++] = (shape){2, {13, 9, 1}, {4, 3, 1}};
  s[n++] = (shape){3, {9, 7, 5}, {4, 2, 3}};
  return n;
}

/* Each work-item's work-group and local linear id (in its group's own
 * size: a partial group is smaller), and each group's members in that
 * order: member[first[grp] + llid] is the global linear id. */
typedef struct layout {
  size_t n, ngroups;
  size_t *grp, *llid, *first, *count, *member, *src; /* src: the broadcast's source */
} layout;

static void make_layout(const shape *s, layout *l) {
  size_t G[3] = {s->global[0], s->global[1], s->global[2]}, L[3] = {s->local[0], s->local[1], s->local[2]};
  size_t NB[3];
  for (int d = 0; d < 3; d++) NB[d] = (G[d] + L[d] - 1) / L[d];
  l->n = G[0] * G[1] * G[2];
  l->ngroups = NB[0] * NB[1] * NB[2];
  l->grp = cltest_malloc(l->n * sizeof(size_t));
  l->llid = cltest_malloc(l->n * sizeof(size_t));
  l->src = cltest_malloc(l->n * sizeof(size_t));
  l->member = cltest_malloc(l->n * sizeof(size_t));
  l->first = calloc(l->ngroups + 1, sizeof(size_t));
  l->count = calloc(l->ngroups, sizeof(size_t));
  for (size_t z = 0; z < G[2]; z++)
    for (size_t y = 0; y < G[1]; y++)
      for (size_t x = 0; x < G[0]; x++) {
        size_t g = x + y * G[0] + z * G[0] * G[1], c[3] = {x, y, z}, b[3], a[3], lo[3], sc[3];
        for (int d = 0; d < 3; d++) {
          b[d] = c[d] / L[d];
          lo[d] = c[d] % L[d];
          a[d] = G[d] - b[d] * L[d] < L[d] ? G[d] - b[d] * L[d] : L[d]; /* this group's size */
          sc[d] = b[d] * L[d] + b[d] % a[d]; /* the source: (group id mod local size) */
        }
        l->grp[g] = b[0] + b[1] * NB[0] + b[2] * NB[0] * NB[1];
        l->llid[g] = lo[0] + lo[1] * a[0] + lo[2] * a[0] * a[1];
        l->src[g] = sc[0] + sc[1] * G[0] + sc[2] * G[0] * G[1];
        l->count[l->grp[g]]++;
      }
  for (size_t i = 0; i < l->ngroups; i++) l->first[i + 1] = l->first[i] + l->count[i];
  for (size_t g = 0; g < l->n; g++) l->member[l->first[l->grp[g]] + l->llid[g]] = g;
}

static void free_layout(layout *l) {
  free(l->grp), free(l->llid), free(l->src), free(l->member), free(l->first), free(l->count);
}

typedef enum kind { K_I32, K_U32, K_I64, K_U64, K_F32, K_F64, K_F16 } kind;

static unsigned bytes_of(kind k) { return k == K_F16 ? 2 : k == K_I32 || k == K_U32 || k == K_F32 ? 4 : 8; }
static bool is_float(kind k) { return k >= K_F32; }

/* A value: the bits of an integer (zero-extended) or a float's value. */
typedef struct val {
  uint64_t u;
  double f;
} val;

static val get(kind k, const void *p, size_t i) {
  val v = {0, 0};
  if (k == K_F32) v.f = ((const float *)p)[i];
  else if (k == K_F64) v.f = ((const double *)p)[i];
  else if (k == K_F16) v.f = kh_half_value(((const uint16_t *)p)[i]);
  else v.u = kh_getu(p, i, bytes_of(k));
  return v;
}

static int64_t as_signed(kind k, uint64_t u) { return k == K_I32 ? (int64_t)(int32_t)u : (int64_t)u; }

enum { OP_ADD, OP_MIN, OP_MAX };

static val identity(kind k, int op) {
  val v = {0, 0};
  if (is_float(k)) v.f = op == OP_ADD ? 0.0 : op == OP_MIN ? INFINITY : -INFINITY;
  else if (op == OP_MIN) v.u = k == K_I32 ? 0x7fffffffu : k == K_U32 ? 0xffffffffu : k == K_I64 ? INT64_MAX : UINT64_MAX;
  else if (op == OP_MAX) v.u = k == K_I32 ? 0x80000000u : k == K_I64 ? (uint64_t)INT64_MIN : 0;
  return v;
}

static val combine(kind k, int op, val a, val b) {
  val r = a;
  if (is_float(k)) {
    r.f = op == OP_ADD ? a.f + b.f : op == OP_MIN ? (b.f < a.f ? b.f : a.f) : (b.f > a.f ? b.f : a.f);
    return r;
  }
  uint64_t mask = bytes_of(k) == 4 ? 0xffffffffu : UINT64_MAX;
  bool sgn = k == K_I32 || k == K_I64;
  bool less = sgn ? as_signed(k, b.u) < as_signed(k, a.u) : b.u < a.u;
  bool more = sgn ? as_signed(k, b.u) > as_signed(k, a.u) : b.u > a.u;
  if (op == OP_ADD) r.u = (a.u + b.u) & mask;
  else if (op == OP_MIN) r.u = less ? b.u : a.u;
  else r.u = more ? b.u : a.u;
  return r;
}

static bool same(kind k, val a, val b) { return is_float(k) ? a.f == b.f : a.u == b.u; }

/* Inputs: integers of every edge; floats k / 4 for |k| <= 64 (half: small
 * integers, so that sums of 1024 of them stay exact in 11 bits). */
static void gen(kind k, void *p, size_t n, uint64_t seed) {
  if (!is_float(k)) {
    kh_gen_int(p, n, bytes_of(k), seed);
    return;
  }
  uint32_t *r = cltest_malloc(n * sizeof *r);
  kh_gen_u32(r, n, seed);
  for (size_t i = 0; i < n; i++) {
    double v = k == K_F16 ? (double)((int)(r[i] % 5) - 2) : ((int)(r[i] % 129) - 64) / 4.0;
    if (k == K_F32) ((float *)p)[i] = (float)v;
    else if (k == K_F64) ((double *)p)[i] = v;
    else ((uint16_t *)p)[i] = kh_half_round(v, 'e');
  }
  free(r);
}

static void run_shape(kh *h, cl_kernel k, const shape *s) {
  kh_run(h, k, s->dim, NULL, s->global, s->local);
}

static size_t wg_max(kh *h, cl_kernel k) {
  size_t wg = 0;
  MUST(clGetKernelWorkGroupInfo(k, h->env.device, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
  return wg;
}

static const char *const op_names[9] = {"reduce_add", "reduce_min", "reduce_max",
                                        "scan_inclusive_add", "scan_inclusive_min", "scan_inclusive_max",
                                        "scan_exclusive_add", "scan_exclusive_min", "scan_exclusive_max"};

/* wg_arith_<type>: the nine reductions and scans on every shape. */
static void check_arith(kh *h, const char *type, kind kd) {
  char name[64];
  snprintf(name, sizeof name, "wg_arith_%s", type);
  cl_kernel k = kh_kernel(h, name);
  shape sh[8];
  size_t nsh = make_shapes(wg_max(h, k), sh);
  unsigned bytes = bytes_of(kd);
  for (size_t si = 0; si < nsh; si++) {
    layout l;
    make_layout(&sh[si], &l);
    void *in = cltest_malloc(l.n * bytes), *out = cltest_malloc(9 * l.n * bytes);
    gen(kd, in, l.n, 4100 + si);
    cl_mem mi = kh_in(h, in, l.n * bytes), mo = kh_out(h, 9 * l.n * bytes);
    kh_arg_mem(k, 0, mi);
    kh_arg_mem(k, 1, mo);
    run_shape(h, k, &sh[si]);
    kh_read(h, mo, out, 9 * l.n * bytes);
    size_t bad = 0;
    for (size_t grp = 0; grp < l.ngroups; grp++) {
      for (int op = 0; op < 3; op++) {
        val total = identity(kd, op), run = identity(kd, op);
        for (size_t j = 0; j < l.count[grp]; j++) total = combine(kd, op, total, get(kd, in, l.member[l.first[grp] + j]));
        for (size_t j = 0; j < l.count[grp]; j++) {
          size_t g = l.member[l.first[grp] + j];
          val excl = run;
          run = combine(kd, op, run, get(kd, in, g));
          const val want[3] = {total, run, excl};
          for (int form = 0; form < 3; form++) {
            int o = form * 3 + op;
            val got = get(kd, out, (size_t)o * l.n + g);
            if (!same(kd, got, want[form]) && bad++ < 5)
              fprintf(stderr, "%s %s: shape %zu (%uD), work-item %zu (local %zu of %zu): got %#llx / %g, want %#llx / %g\n",
                      name, op_names[o], si, sh[si].dim, g, l.llid[g], l.count[grp], (unsigned long long)got.u, got.f,
                      (unsigned long long)want[form].u, want[form].f);
          }
        }
      }
    }
    CHECK_EQ(bad, 0);
    clReleaseMemObject(mi), clReleaseMemObject(mo);
    free(in), free(out);
    free_layout(&l);
  }
  clReleaseKernel(k);
}

/* wg_bcast_<type>: the value of the work-item at (group id mod local
 * size) in each dimension of the range. */
static void check_broadcast(kh *h, const char *type, kind kd) {
  char name[64];
  snprintf(name, sizeof name, "wg_bcast_%s", type);
  cl_kernel k = kh_kernel(h, name);
  shape sh[8];
  size_t nsh = make_shapes(wg_max(h, k), sh);
  unsigned bytes = bytes_of(kd);
  for (size_t si = 0; si < nsh; si++) {
    layout l;
    make_layout(&sh[si], &l);
    void *in = cltest_malloc(l.n * bytes), *out = cltest_malloc(l.n * bytes);
    kh_gen_int(in, l.n, bytes, 4200 + si); /* bits: a broadcast moves them unchanged */
    cl_mem mi = kh_in(h, in, l.n * bytes), mo = kh_out(h, l.n * bytes);
    kh_arg_mem(k, 0, mi);
    kh_arg_mem(k, 1, mo);
    run_shape(h, k, &sh[si]);
    kh_read(h, mo, out, l.n * bytes);
    size_t bad = 0;
    for (size_t g = 0; g < l.n; g++)
      if (kh_getu(out, g, bytes) != kh_getu(in, l.src[g], bytes) && bad++ < 5)
        fprintf(stderr, "%s: shape %zu (%uD), work-item %zu: got %#llx, want %#llx (work-item %zu's)\n", name, si,
                sh[si].dim, g, (unsigned long long)kh_getu(out, g, bytes), (unsigned long long)kh_getu(in, l.src[g], bytes),
                l.src[g]);
    CHECK_EQ(bad, 0);
    clReleaseMemObject(mi), clReleaseMemObject(mo);
    free(in), free(out);
    free_layout(&l);
  }
  clReleaseKernel(k);
}

TEST(wg_collectives_int) {
  kh h;
  kh_open(&h, "wg_collectives");
  check_arith(&h, "int", K_I32);
  check_arith(&h, "uint", K_U32);
  check_broadcast(&h, "int", K_I32);
  check_broadcast(&h, "uint", K_U32);
  kh_close(&h);
}

TEST(wg_collectives_long) {
  kh h;
  kh_open(&h, "wg_collectives");
  check_arith(&h, "long", K_I64);
  check_arith(&h, "ulong", K_U64);
  check_broadcast(&h, "long", K_I64);
  check_broadcast(&h, "ulong", K_U64);
  kh_close(&h);
}

TEST(wg_collectives_float) {
  kh h;
  kh_open(&h, "wg_collectives");
  check_arith(&h, "float", K_F32);
  check_broadcast(&h, "float", K_F32);
  kh_close(&h);
}

TEST(wg_collectives_double) {
  kh h;
  if (!kh_open_double(&h, "wg_collectives_d")) return;
  check_arith(&h, "double", K_F64);
  check_broadcast(&h, "double", K_F64);
  kh_close(&h);
}

static bool has_ext(cl_device_id dev, const char *name) {
  size_t n = 0;
  MUST(clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, 0, NULL, &n));
  char *s = cltest_malloc(n + 1);
  MUST(clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, n, s, NULL));
  bool found = false;
  for (char *t = strtok(s, " "); t; t = strtok(NULL, " ")) found = found || !strcmp(t, name);
  free(s);
  return found;
}

TEST(wg_collectives_half) {
  if (!has_ext(cltest_device(), "cl_khr_fp16")) {
    fprintf(stderr, "the device has no cl_khr_fp16\n");
    exit(77);
  }
  kh h;
  kh_open(&h, "wg_collectives_h");
  check_arith(&h, "half", K_F16);
  check_broadcast(&h, "half", K_F16);
  kh_close(&h);
}

/* work_group_all / work_group_any: groups where every value is nonzero,
 * none is, or all but one are or only one is. */
TEST(wg_collectives_vote) {
  kh h;
  kh_open(&h, "wg_collectives");
  cl_kernel k = kh_kernel(&h, "wg_vote");
  shape sh[8];
  size_t nsh = make_shapes(wg_max(&h, k), sh);
  for (size_t si = 0; si < nsh; si++) {
    layout l;
    make_layout(&sh[si], &l);
    cl_int *in = cltest_malloc(l.n * 4), *out = cltest_malloc(2 * l.n * 4);
    for (size_t grp = 0; grp < l.ngroups; grp++) {
      size_t c = l.count[grp], odd = (grp * 7919) % c;
      for (size_t j = 0; j < c; j++) {
        size_t g = l.member[l.first[grp] + j];
        switch (grp % 4) {
        case 0: in[g] = (cl_int)(j + 1); break;  /* all */
        case 1: in[g] = 0; break;                /* none */
        case 2: in[g] = j == odd ? 0 : -1; break; /* all but one */
        default: in[g] = j == odd ? 5 : 0; break; /* one */
        }
      }
    }
    cl_mem mi = kh_in(&h, in, l.n * 4), mo = kh_out(&h, 2 * l.n * 4);
    kh_arg_mem(k, 0, mi);
    kh_arg_mem(k, 1, mo);
    run_shape(&h, k, &sh[si]);
    kh_read(&h, mo, out, 2 * l.n * 4);
    size_t bad = 0;
    for (size_t g = 0; g < l.n; g++) {
      size_t grp = l.grp[g];
      bool all = true, any = false;
      for (size_t j = 0; j < l.count[grp]; j++) {
        bool v = in[l.member[l.first[grp] + j]] != 0;
        all = all && v;
        any = any || v;
      }
      if (((out[g] != 0) != all || (out[l.n + g] != 0) != any) && bad++ < 5)
        fprintf(stderr, "wg_vote: shape %zu, work-item %zu: all %d any %d, want %d %d\n", si, g, out[g], out[l.n + g],
                all, any);
    }
    CHECK_EQ(bad, 0);
    clReleaseMemObject(mi), clReleaseMemObject(mo);
    free(in), free(out);
    free_layout(&l);
  }
  clReleaseKernel(k);
  kh_close(&h);
}

/* wg_and_sg*: the work-group sum and exclusive scan over the whole group,
 * the sub-group sum over the work-items reporting the same sub-group id
 * (consecutive local ids, `size` of them where the kernel requires a
 * size). */
static void check_wg_and_sg(kh *h, const char *name, size_t size) {
  cl_kernel k = kh_kernel(h, name);
  size_t wgmax = wg_max(h, k);
  size_t locals[4] = {1, 37, 128 < wgmax ? 128 : wgmax, wgmax};
  for (size_t si = 0; si < 4; si++) {
    shape s = {1, {3 * locals[si] + locals[si] / 2 + 1, 1, 1}, {locals[si], 1, 1}};
    layout l;
    make_layout(&s, &l);
    cl_uint *in = cltest_malloc(l.n * 4), *out = cltest_malloc(4 * l.n * 4);
    kh_gen_u32(in, l.n, 4300 + si);
    cl_mem mi = kh_in(h, in, l.n * 4), mo = kh_out(h, 4 * l.n * 4);
    kh_arg_mem(k, 0, mi);
    kh_arg_mem(k, 1, mo);
    run_shape(h, k, &s);
    kh_read(h, mo, out, 4 * l.n * 4);
    size_t bad = 0;
    for (size_t grp = 0; grp < l.ngroups; grp++) {
      size_t f = l.first[grp], c = l.count[grp];
      cl_uint total = 0, run = 0;
      for (size_t j = 0; j < c; j++) total += in[l.member[f + j]];
      for (size_t j = 0; j < c; j++) {
        size_t g = l.member[f + j];
        cl_uint sg = out[3 * l.n + g], sgsum = 0;
        for (size_t i = 0; i < c; i++)
          if (out[3 * l.n + l.member[f + i]] == sg) sgsum += in[l.member[f + i]];
        bool ok = out[g] == total && out[l.n + g] == run && out[2 * l.n + g] == sgsum && (!size || sg == j / size);
        if (!ok && bad++ < 5)
          fprintf(stderr, "%s: local size %zu, work-item %zu (local %zu): wg sum %u scan %u sg sum %u sg %u, want %u %u %u\n",
                  name, locals[si], g, j, out[g], out[l.n + g], out[2 * l.n + g], sg, total, run, sgsum);
        run += in[g];
      }
    }
    CHECK_EQ(bad, 0);
    clReleaseMemObject(mi), clReleaseMemObject(mo);
    free(in), free(out);
    free_layout(&l);
  }
  clReleaseKernel(k);
}

/* Sub-groups of the device's size, of SHOAL_SUBGROUP_SIZE's virtual one
 * in the kernel_sg<V> runs, and required ones of 4, 16 and 64 lanes
 * (partitions of a subgroup, several subgroups): the work-group functions
 * are not confused by them. */
TEST(subgroup_wg_collectives) {
  kh h;
  kh_open(&h, "wg_collectives");
  check_wg_and_sg(&h, "wg_and_sg", 0);
  kh_close(&h);
  cl_device_id d = cltest_device();
  if (!kh_subgroup_size_listed(d, 4) || !kh_subgroup_size_listed(d, 16) || !kh_subgroup_size_listed(d, 64)) {
    fprintf(stderr, "the device does not list sub-groups of 4, 16 and 64\n");
    return;
  }
  kh_open(&h, "wg_collectives_sg");
  check_wg_and_sg(&h, "wg_and_sg4", 4);
  check_wg_and_sg(&h, "wg_and_sg16", 16);
  check_wg_and_sg(&h, "wg_and_sg64", 64);
  kh_close(&h);
}
