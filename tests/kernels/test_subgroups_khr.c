/* test_subgroups_khr.c: the cl_khr_subgroup_* family (extended types,
 * non-uniform vote, ballot, non-uniform arithmetic, shuffle, relative
 * shuffle, clustered reduce, rotate) on every type, against references
 * written from the extension specifications' definitions with the sub-group
 * ids and sizes each work-item writes back (nothing assumes a sub-group
 * size). Each case runs over 1D, 2D and 3D work-groups, work-groups that are
 * not a multiple of the sub-group size (a partial last sub-group), one
 * smaller than a sub-group (get_max_sub_group_size below the subgroup
 * size), non-uniform work-groups, and runs the non-uniform functions both
 * on every work-item and inside divergent control flow (a random subset of
 * each sub-group, from none to all of it). Results the specifications
 * leave undefined are not compared. The *_emulated cases run the same with
 * SHOAL_SUBGROUP_EMULATE=1, which makes the translator take the paths it
 * has for devices without extended types, CLUSTERED, SHUFFLE_RELATIVE or
 * SPIR-V 1.5. */
#include <limits.h>
#include <math.h>

#include "kernel_harness.h"
#include "subgroups_khr.h"

/* ---- NDRanges and sub-groups ------------------------------------------------------ */

typedef struct ndr {
  cl_uint dim;
  size_t g[3], l[3];
  const char *what;
} ndr;

static const ndr ranges[] = {
  {1, {96, 1, 1}, {32, 1, 1}, "1D, 32 work-items a group"},
  {1, {78, 1, 1}, {13, 1, 1}, "1D, 13 a group (a partial sub-group)"},
  {2, {10, 6, 1}, {5, 3, 1}, "2D, 5x3 a group"},
  {3, {6, 6, 4}, {3, 3, 2}, "3D, 3x3x2 a group"},
  {1, {12, 1, 1}, {6, 1, 1}, "1D, 6 a group (below a sub-group)"},
  {1, {70, 1, 1}, {32, 1, 1}, "1D, non-uniform groups of 32, 32 and 6"},
};
#define NRANGES (sizeof ranges / sizeof ranges[0])

static size_t nd_items(const ndr *r) { return r->g[0] * r->g[1] * r->g[2]; }

/* The linear work-group of global linear id i. */
static size_t nd_group(const ndr *r, size_t i) {
  size_t x = i % r->g[0], y = i / r->g[0] % r->g[1], z = i / (r->g[0] * r->g[1]);
  size_t ngx = (r->g[0] + r->l[0] - 1) / r->l[0], ngy = (r->g[1] + r->l[1] - 1) / r->l[1];
  return (z / r->l[2] * ngy + y / r->l[1]) * ngx + x / r->l[0];
}

static void run_nd(kh *h, cl_kernel k, const ndr *r) {
  kh_run(h, k, r->dim, NULL, r->g, r->l);
}

/* CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, to make inputs before a run. */
static uint32_t query_max(kh *h, cl_kernel k, const ndr *r) {
  size_t mx = 0;
  MUST(clGetKernelSubGroupInfo(k, h->env.device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE,
                               r->dim * sizeof(size_t), r->l, sizeof mx, &mx, NULL));
  return (uint32_t)mx;
}

/* What IDS() in the kernels writes, per work-item. */
typedef struct wi {
  uint32_t lid, sgid, size, max, num, enq, llid, group;
} wi;

/* The work-items of each sub-group by lane. */
typedef struct sgs {
  size_t n;
  wi *w;
  size_t *lane; /* (group * per_group + sgid) * max + lid -> work-item */
  uint32_t max, per_group;
} sgs;

static void sgs_read(kh *h, cl_mem ids, size_t n, sgs *s) {
  s->n = n;
  s->w = cltest_malloc(n * sizeof *s->w);
  kh_read(h, ids, s->w, n * sizeof *s->w);
  s->max = s->w[0].max;
  uint32_t groups = 0;
  s->per_group = 0;
  for (size_t i = 0; i < n; i++) {
    if (s->w[i].group + 1 > groups) groups = s->w[i].group + 1;
    if (s->w[i].num > s->per_group) s->per_group = s->w[i].num;
  }
  size_t cells = (size_t)groups * s->per_group * s->max;
  s->lane = cltest_malloc(cells * sizeof *s->lane);
  for (size_t i = 0; i < cells; i++) s->lane[i] = SIZE_MAX;
  for (size_t i = 0; i < n; i++) {
    const wi *w = &s->w[i];
    bool ok = w->max == s->max && w->lid < w->size && w->size <= w->max && w->sgid < w->num;
    if (!ok) {
      fprintf(stderr, "work-item %zu: impossible ids (lid %u size %u max %u sgid %u num %u)\n", i, w->lid,
              w->size, w->max, w->sgid, w->num);
      exit(1);
    }
    size_t cell = ((size_t)w->group * s->per_group + w->sgid) * s->max + w->lid;
    CHECK(s->lane[cell] == SIZE_MAX); /* each lane once */
    s->lane[cell] = i;
  }
}

static void sgs_free(sgs *s) { free(s->w), free(s->lane); }

/* The work-item at lane l of work-item i's sub-group; SIZE_MAX where l is
 * at or beyond the sub-group's size. */
static size_t at(const sgs *s, size_t i, uint32_t l) {
  const wi *w = &s->w[i];
  if (l >= w->size) return SIZE_MAX;
  return s->lane[((size_t)w->group * s->per_group + w->sgid) * s->max + l];
}

/* Which work-items run the divergent parts: all of them (mode 0), or in
 * runs of 6 work-items a density of 0, 20, 50, 80 or 100% (mode 1), so
 * that sub-groups get from none to all of their work-items active. */
static void gen_pred(int *pred, size_t n, int mode, uint64_t seed) {
  static const int density[] = {0, 20, 50, 80, 100};
  uint64_t s = seed * 0x9e3779b97f4a7c15ull + 17;
  int d = 100;
  for (size_t i = 0; i < n; i++) {
    if (mode && i % 6 == 0) d = density[cltest_rand(&s) % 5];
    pred[i] = mode == 0 || (int)(cltest_rand(&s) % 100) < d;
  }
}

/* A lane is active at a divergent operation when it exists and runs it. */
static bool active(const sgs *s, const int *pred, size_t i, uint32_t l) {
  size_t j = at(s, i, l);
  return j != SIZE_MAX && (!pred || pred[j]);
}

/* ---- values of every type as bits ------------------------------------------------- */

typedef enum tkind { TK_S, TK_U, TK_F } tkind;
typedef struct ty {
  const char *name;
  unsigned size;
  tkind k;
} ty;

static const ty T_CHAR = {"char", 1, TK_S}, T_UCHAR = {"uchar", 1, TK_U}, T_SHORT = {"short", 2, TK_S},
                T_USHORT = {"ushort", 2, TK_U}, T_INT = {"int", 4, TK_S}, T_UINT = {"uint", 4, TK_U},
                T_LONG = {"long", 8, TK_S}, T_ULONG = {"ulong", 8, TK_U}, T_FLOAT = {"float", 4, TK_F},
                T_HALF = {"half", 2, TK_F}, T_DOUBLE = {"double", 8, TK_F};
static const ty *const int_float_types[] = {&T_CHAR, &T_UCHAR, &T_SHORT, &T_USHORT, &T_INT,
                                            &T_UINT, &T_LONG, &T_ULONG, &T_FLOAT};

static uint64_t tmask(const ty *t) { return t->size == 8 ? ~0ull : (1ull << (8 * t->size)) - 1; }

static uint64_t ld(const ty *t, const void *p, size_t i) {
  uint64_t v = 0;
  memcpy(&v, (const char *)p + i * t->size, t->size); /* little-endian hosts */
  return v;
}

static void st(const ty *t, void *p, size_t i, uint64_t v) { memcpy((char *)p + i * t->size, &v, t->size); }

static int64_t sext(const ty *t, uint64_t v) {
  unsigned sh = 64 - 8 * t->size;
  return (int64_t)(v << sh) >> sh;
}

static double half_to_double(uint16_t h) {
  int e = h >> 10 & 31, f = h & 1023;
  double mag = e == 31 ? (f ? NAN : INFINITY) : e ? ldexp(1024 + f, e - 25) : ldexp(f, -24);
  return h >> 15 ? -mag : mag;
}

/* Round to nearest even; the tests only convert values that are exact. */
static uint16_t double_to_half(double d) {
  uint16_t sign = signbit(d) ? 0x8000 : 0;
  d = fabs(d);
  if (isnan(d)) return 0x7e00;
  if (d >= 65520.0) return sign | 0x7c00;
  if (d < ldexp(1, -14)) return sign | (uint16_t)nearbyint(ldexp(d, 24));
  int e;
  double m = frexp(d, &e); /* d = m * 2^e, m in [0.5, 1) */
  uint32_t q = (uint32_t)nearbyint(ldexp(m, 11)); /* 11 significant bits */
  if (q == 2048) q = 1024, e++;
  return sign | (uint16_t)((e + 14) << 10 | (q & 1023));
}

static double fval(const ty *t, uint64_t v) {
  if (t->size == 2) return half_to_double((uint16_t)v);
  if (t->size == 4) {
    float f;
    uint32_t u = (uint32_t)v;
    memcpy(&f, &u, 4);
    return f;
  }
  double d;
  memcpy(&d, &v, 8);
  return d;
}

static uint64_t fbits(const ty *t, double d) {
  if (t->size == 2) return double_to_half(d);
  if (t->size == 4) {
    float f = (float)d;
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
  }
  uint64_t v;
  memcpy(&v, &d, 8);
  return v;
}

/* The operations, numbered as NU_* in subgroups_khr.h. */
static const char *const op_names[] = {"add", "mul", "min", "max", "and", "or", "xor"};
static int nops(const ty *t) { return t->k == TK_F ? 4 : 7; }

/* a op b. Floating-point inputs are chosen so that every sum and product
 * is exact in any order: the reference then needs no tolerance. */
static uint64_t apply(const ty *t, int op, uint64_t a, uint64_t b) {
  uint64_t m = tmask(t);
  if (t->k == TK_F) {
    double x = fval(t, a), y = fval(t, b);
    double r = op == NU_ADD ? x + y : op == NU_MUL ? x * y : op == NU_MIN ? (y < x ? y : x) : (y > x ? y : x);
    return fbits(t, r);
  }
  bool lt = t->k == TK_S ? sext(t, b) < sext(t, a) : (b & m) < (a & m); /* b < a */
  switch (op) {
  case NU_ADD: return (a + b) & m;
  case NU_MUL: return (a * b) & m;
  case NU_MIN: return lt ? b : a;
  case NU_MAX: return lt || a == b ? a : b;
  case NU_AND: return a & b;
  case NU_OR: return a | b;
  default: return a ^ b;
  }
}

/* The identity the specification gives each operation (what an exclusive
 * scan returns where no lower lane is active). */
static uint64_t identity(const ty *t, int op) {
  uint64_t m = tmask(t);
  if (t->k == TK_F)
    return fbits(t, op == NU_ADD ? 0.0 : op == NU_MUL ? 1.0 : op == NU_MIN ? INFINITY : -INFINITY);
  switch (op) {
  case NU_MUL: return 1;
  case NU_MIN: return t->k == TK_S ? m >> 1 : m;
  case NU_MAX: return t->k == TK_S ? (m >> 1) + 1 : 0;
  case NU_AND: return m;
  default: return 0;
  }
}

static bool same(const ty *t, uint64_t a, uint64_t b) {
  if (t->k == TK_F) {
    double x = fval(t, a), y = fval(t, b);
    return (isnan(x) && isnan(y)) || x == y;
  }
  return ((a ^ b) & tmask(t)) == 0;
}

/* Inputs: x for sums, minima, maxima, bitwise operations and data
 * movement; m for products. Floats are small integers (exact sums: at most
 * 64 lanes of them stay below 2^11, half's exact range) and products of
 * +-1, +-2 and +-0.5; integers are any bits, with extremes mixed in. */
static void gen_x(const ty *t, void *x, void *m, size_t n, uint64_t seed) {
  uint64_t s = seed * 0x9e3779b97f4a7c15ull + 29;
  for (size_t i = 0; i < n; i++) {
    uint64_t r = cltest_rand(&s), r2 = cltest_rand(&s);
    if (t->k == TK_F) {
      int range = t->size == 2 ? 30 : 1000;
      st(t, x, i, fbits(t, (double)((int)(r % (uint64_t)(2 * range + 1)) - range)));
      double f = r2 % 8 < 6 ? 1.0 : r2 % 8 == 6 ? 2.0 : 0.5;
      st(t, m, i, fbits(t, (r2 >> 8) & 1 ? -f : f));
    } else {
      uint64_t v = r;
      if (i % 8 == 7) {
        static const uint64_t sp[] = {0, 1, ~0ull, 0x7fffffffffffffffull, 0x8000000000000000ull};
        v = sp[(r >> 9) % 5];
        if (t->k == TK_S && t->size < 8 && v >> 62) v = (v >> 63) ? (tmask(t) >> 1) + 1 : tmask(t) >> 1;
      }
      st(t, x, i, v & tmask(t));
      st(t, m, i, r2 & tmask(t));
    }
  }
}

/* all_equal's inputs, by work-group: one value for all; zeros of both
 * signs (equal); NaN everywhere (never equal); random; equal on the
 * work-items that run the divergent part only; equal but one NaN in a
 * few. Integers get the same classes, NaNs becoming random bits. */
static void gen_e(const ty *t, void *e, const void *x, const int *pred, const ndr *r, size_t n) {
  for (size_t i = 0; i < n; i++) {
    size_t cls = nd_group(r, i) % 6;
    uint64_t xi = ld(t, x, i), v;
    bool f = t->k == TK_F;
    switch (cls) {
    case 0: v = f ? fbits(t, 5.0) : 5; break;
    case 1: v = f ? fbits(t, i % 2 ? 0.0 : -0.0) : 0; break;
    case 2: v = f ? fbits(t, NAN) : xi; break;
    case 3: v = xi; break;
    case 4: v = pred[i] ? (f ? fbits(t, 7.0) : 7) : xi; break;
    default: v = f ? fbits(t, i % 7 == 3 ? NAN : 9.0) : (i % 7 == 3 ? 1 : 9); break;
    }
    st(t, e, i, v);
  }
}

/* ---- reporting --------------------------------------------------------------------- */

typedef struct tally {
  size_t checked, bad;
  const char *what; /* the run */
  size_t floor;     /* results the specification defines whatever the lanes: at least these are compared */
} tally;

static void expect(tally *ta, const ty *t, bool ok, size_t i, const wi *w, const char *fn, uint64_t got,
                   uint64_t want) {
  ta->checked++;
  if (ok) return;
  if (ta->bad++ < 12)
    fprintf(stderr, "%s, %s: %s at work-item %zu (lane %u of %u, max %u): got 0x%llx, expected 0x%llx\n",
            ta->what, t->name, fn, i, w->lid, w->size, w->max, (unsigned long long)got,
            (unsigned long long)want);
}

static void finish(tally *ta) {
  if (ta->bad) {
    fprintf(stderr, "%s: %zu of %zu results differ\n", ta->what, ta->bad, ta->checked);
    cltest_failures++;
  }
  if (ta->checked < ta->floor) {
    fprintf(stderr, "%s: only %zu results were compared (expected at least %zu)\n", ta->what, ta->checked,
            ta->floor);
    cltest_failures++;
  }
}

/* ---- references ---------------------------------------------------------------------- */

/* op over the lanes [lo, hi) of i's sub-group that exist and, if `pred`,
 * run the operation; the identity if there are none. */
static uint64_t fold(const ty *t, int op, const sgs *s, const int *pred, const void *x, size_t i, uint32_t lo,
                     uint32_t hi) {
  uint64_t acc = identity(t, op);
  for (uint32_t l = lo; l < hi; l++) {
    size_t j = at(s, i, l);
    if (j == SIZE_MAX || (pred && !pred[j])) continue;
    acc = apply(t, op, acc, ld(t, x, j));
  }
  return acc;
}

/* The value at lane `l` of i's sub-group, if that lane is active. */
static bool lane_value(const ty *t, const sgs *s, const int *pred, const void *x, size_t i, uint64_t l,
                       uint64_t *v) {
  if (l >= s->w[i].size || !active(s, pred, i, (uint32_t)l)) return false;
  *v = ld(t, x, at(s, i, (uint32_t)l));
  return true;
}

/* sub_group_rotate's source lane: the remainder of (lid + delta) by the
 * maximum sub-group size. Where that size is not a power of two (a
 * work-group smaller than a sub-group) and delta is negative, "remainder"
 * could mean C's (negative, no lane) or the mathematical one: the
 * specification is not explicit, so those are not compared. */
static bool rotate_src(const wi *w, int rot, uint64_t *src) {
  bool pow2 = (w->max & (w->max - 1)) == 0;
  if (rot < 0 && !pow2) return false;
  int64_t r = ((int64_t)w->lid + rot) % (int64_t)w->max;
  *src = (uint64_t)(r < 0 ? r + w->max : r);
  return true;
}

static bool all_equal_ref(const ty *t, const sgs *s, const int *pred, const void *v, size_t i) {
  bool first = true;
  uint64_t a = 0;
  for (uint32_t l = 0; l < s->w[i].size; l++) {
    if (!active(s, pred, i, l)) continue;
    uint64_t b = ld(t, v, at(s, i, l));
    if (t->k == TK_F && isnan(fval(t, b))) return false; /* ordered equality */
    if (!first && !(t->k == TK_F ? fval(t, a) == fval(t, b) : a == b)) return false;
    a = b;
    first = false;
  }
  return true;
}

/* ---- khr_<type> ------------------------------------------------------------------------ */

typedef struct type_run {
  const ty *t;
  const ndr *r;
  int mode;
  int rot;
  uint32_t bidx;
  uint64_t seed;
} type_run;

static void run_type_kernel(kh *h, cl_kernel k, const type_run *tr, tally *ta) {
  const ty *t = tr->t;
  size_t n = nd_items(tr->r), ts = t->size;
  uint32_t qmax = query_max(h, k, tr->r);
  void *x = cltest_malloc(n * ts), *m = cltest_malloc(n * ts), *e = cltest_malloc(n * ts);
  void *v = cltest_malloc(n * ts * V_IN), *vm = cltest_malloc(n * ts * V_IN);
  int *pred = cltest_malloc(n * sizeof *pred);
  uint32_t *sel = cltest_malloc(n * 16);
  gen_x(t, x, m, n, tr->seed);
  gen_x(t, v, vm, n * V_IN, tr->seed + 1);
  gen_pred(pred, n, tr->mode, tr->seed + 2);
  gen_e(t, e, x, pred, tr->r, n);
  uint64_t rs = tr->seed * 31 + 5;
  for (size_t i = 0; i < n * 4; i++) sel[i] = (uint32_t)(cltest_rand(&rs) % (qmax + 2));
  cl_mem ids = kh_out(h, n * sizeof(wi)), mx = kh_in(h, x, n * ts), mm = kh_in(h, m, n * ts);
  cl_mem me = kh_in(h, e, n * ts), mp = kh_in(h, pred, n * sizeof *pred), ms = kh_in(h, sel, n * 16);
  cl_mem mv = kh_in(h, v, n * ts * V_IN), mo = kh_out(h, n * ts * S_COUNT);
  cl_mem moi = kh_out(h, n * 4 * SI_COUNT), mov = kh_out(h, n * ts * V_COUNT);
  kh_arg_mem(k, 0, ids), kh_arg_mem(k, 1, mx), kh_arg_mem(k, 2, mm), kh_arg_mem(k, 3, me);
  kh_arg_mem(k, 4, mp), kh_arg_mem(k, 5, ms), kh_arg(k, 6, sizeof tr->rot, &tr->rot);
  kh_arg(k, 7, sizeof tr->bidx, &tr->bidx), kh_arg_mem(k, 8, mv), kh_arg_mem(k, 9, mo);
  kh_arg_mem(k, 10, moi), kh_arg_mem(k, 11, mov);
  run_nd(h, k, tr->r);
  void *out = cltest_malloc(n * ts * S_COUNT), *outv = cltest_malloc(n * ts * V_COUNT);
  int32_t *outi = cltest_malloc(n * 4 * SI_COUNT);
  kh_read(h, mo, out, n * ts * S_COUNT);
  kh_read(h, moi, outi, n * 4 * SI_COUNT);
  kh_read(h, mov, outv, n * ts * V_COUNT);
  sgs s;
  sgs_read(h, ids, n, &s);
  CHECK_EQ(s.max, qmax);
  char fn[96];
  for (size_t i = 0; i < n; i++) {
    const wi *w = &s.w[i];
#define GOT(slot) ld(t, out, i * S_COUNT + (slot))
#define EXPECT(fname, slot, want) expect(ta, t, same(t, GOT(slot), (want)), i, w, (fname), GOT(slot), (want))
    /* uniform part: every work-item of the sub-group */
    ta->floor += 9 + (pred[i] ? 3 * (size_t)nops(t) + 3 : 0);
    uint64_t bv;
    if (lane_value(t, &s, NULL, x, i, tr->bidx, &bv)) EXPECT("sub_group_broadcast", S_BCAST, bv);
    static const int uops[3] = {NU_ADD, NU_MIN, NU_MAX};
    for (int q = 0; q < 3; q++) {
      snprintf(fn, sizeof fn, "sub_group_reduce_%s", op_names[uops[q]]);
      EXPECT(fn, S_RED + q, fold(t, uops[q], &s, NULL, x, i, 0, w->size));
      snprintf(fn, sizeof fn, "sub_group_scan_inclusive_%s", op_names[uops[q]]);
      EXPECT(fn, S_INC + q, fold(t, uops[q], &s, NULL, x, i, 0, w->lid + 1));
      snprintf(fn, sizeof fn, "sub_group_scan_exclusive_%s", op_names[uops[q]]);
      EXPECT(fn, S_EXC + q, fold(t, uops[q], &s, NULL, x, i, 0, w->lid));
    }
    for (uint32_t c = 0; c < 6; c++) { /* the 2- and 4-vector */
      size_t j = at(&s, i, tr->bidx);
      if (j == SIZE_MAX) break;
      uint64_t want = ld(t, v, j * V_IN + c), got = ld(t, outv, i * V_COUNT + V_B2 + c);
      expect(ta, t, same(t, got, want), i, w,
             c < 2 ? "sub_group_broadcast (2-vector)" : "sub_group_broadcast (4-vector)", got, want);
    }
    if (!pred[i]) continue;
    /* divergent part: the active work-items are those with pred set */
    static const char *const gops[3] = {"reduce", "scan_inclusive", "scan_exclusive"};
    for (int gq = 0; gq < 3; gq++) {
      uint32_t hi = gq == 0 ? w->size : gq == 1 ? w->lid + 1 : w->lid;
      for (int op = 0; op < nops(t); op++) {
        snprintf(fn, sizeof fn, "sub_group_non_uniform_%s_%s", gops[gq], op_names[op]);
        EXPECT(fn, S_NU + 7 * gq + op, fold(t, op, &s, pred, op == NU_MUL ? m : x, i, 0, hi));
      }
    }
    const uint32_t *sl = &sel[i * 4];
    uint64_t sv;
    if (lane_value(t, &s, pred, x, i, sl[0], &sv)) EXPECT("sub_group_shuffle", S_SHUFFLE, sv);
    if (lane_value(t, &s, pred, x, i, w->lid ^ sl[1], &sv)) EXPECT("sub_group_shuffle_xor", S_XOR, sv);
    if (sl[2] <= w->lid && lane_value(t, &s, pred, x, i, w->lid - sl[2], &sv))
      EXPECT("sub_group_shuffle_up", S_UP, sv);
    if (lane_value(t, &s, pred, x, i, (uint64_t)w->lid + sl[3], &sv)) EXPECT("sub_group_shuffle_down", S_DOWN, sv);
    uint64_t src;
    if (rotate_src(w, tr->rot, &src) && lane_value(t, &s, pred, x, i, src, &sv)) EXPECT("sub_group_rotate", S_ROT, sv);
    if (lane_value(t, &s, pred, x, i, tr->bidx, &sv)) EXPECT("sub_group_non_uniform_broadcast", S_NUB_DYN, sv);
    if (lane_value(t, &s, pred, x, i, 1, &sv)) EXPECT("sub_group_non_uniform_broadcast (lane 1)", S_NUB_ONE, sv);
    for (uint32_t l = 0; l < w->size; l++) {
      if (!active(&s, pred, i, l)) continue;
      EXPECT("sub_group_broadcast_first", S_FIRST, ld(t, x, at(&s, i, l)));
      break;
    }
#undef EXPECT
#undef GOT
    bool eqx = all_equal_ref(t, &s, pred, x, i), eqe = all_equal_ref(t, &s, pred, e, i);
    int32_t gx = outi[i * SI_COUNT + SI_EQ_X], ge = outi[i * SI_COUNT + SI_EQ_E];
    expect(ta, t, (gx != 0) == eqx, i, w, "sub_group_non_uniform_all_equal(x)", (uint64_t)gx, eqx);
    expect(ta, t, (ge != 0) == eqe, i, w, "sub_group_non_uniform_all_equal(e)", (uint64_t)ge, eqe);
    /* 8-vector from bidx, 16-vector from lane 1 */
    for (uint32_t c = 0; c < 24; c++) {
      uint32_t l = c < 8 ? tr->bidx : 1;
      if (!active(&s, pred, i, l)) continue;
      uint64_t want = ld(t, v, at(&s, i, l) * V_IN + (c < 8 ? 6 + c : c - 8));
      uint64_t got = ld(t, outv, i * V_COUNT + V_NB8 + c);
      expect(ta, t, same(t, got, want), i, w,
             c < 8 ? "sub_group_non_uniform_broadcast (8-vector)" : "sub_group_non_uniform_broadcast (16-vector)",
             got, want);
    }
  }
  sgs_free(&s);
  cl_mem all[] = {ids, mx, mm, me, mp, ms, mv, mo, moi, mov};
  for (size_t q = 0; q < sizeof all / sizeof all[0]; q++) clReleaseMemObject(all[q]);
  free(x), free(m), free(e), free(v), free(vm), free(pred), free(sel), free(out), free(outv), free(outi);
}

/* ---- khr_cluster<N>_<type> --------------------------------------------------------------- */

static void run_cluster_kernel(kh *h, cl_kernel k, uint32_t N, const type_run *tr, tally *ta) {
  const ty *t = tr->t;
  size_t n = nd_items(tr->r), ts = t->size;
  void *x = cltest_malloc(n * ts), *m = cltest_malloc(n * ts);
  int *pred = cltest_malloc(n * sizeof *pred);
  gen_x(t, x, m, n, tr->seed);
  gen_pred(pred, n, tr->mode, tr->seed + 2);
  cl_mem ids = kh_out(h, n * sizeof(wi)), mx = kh_in(h, x, n * ts), mm = kh_in(h, m, n * ts);
  cl_mem mp = kh_in(h, pred, n * sizeof *pred), mo = kh_out(h, n * ts * C_COUNT);
  kh_arg_mem(k, 0, ids), kh_arg_mem(k, 1, mx), kh_arg_mem(k, 2, mm), kh_arg_mem(k, 3, mp);
  kh_arg(k, 4, sizeof tr->rot, &tr->rot), kh_arg_mem(k, 5, mo);
  run_nd(h, k, tr->r);
  void *out = cltest_malloc(n * ts * C_COUNT);
  kh_read(h, mo, out, n * ts * C_COUNT);
  sgs s;
  sgs_read(h, ids, n, &s);
  char fn[96];
  /* a cluster larger than the sub-group (undefined behaviour in OpenCL C
   * and SPIR-V) is, in Shoal, the SPIR-V formula over the lanes that
   * exist: the whole sub-group's reduction, and rotation from lane
   * (lid + delta) mod N where that lane exists */
  for (size_t i = 0; i < n; i++) {
    const wi *w = &s.w[i];
    if (!pred[i]) continue;
    ta->floor += (size_t)nops(t);
    uint32_t base = w->lid & ~(N - 1);
    for (int op = 0; op < nops(t); op++) {
      uint64_t want = fold(t, op, &s, pred, op == NU_MUL ? m : x, i, base, base + N);
      uint64_t got = ld(t, out, i * C_COUNT + C_OPS + op);
      snprintf(fn, sizeof fn, "sub_group_clustered_reduce_%s(%u)", op_names[op], N);
      expect(ta, t, same(t, got, want), i, w, fn, got, want);
    }
    uint64_t src = base + ((w->lid - base + (uint32_t)tr->rot) & (N - 1)), sv;
    if (lane_value(t, &s, pred, x, i, src, &sv)) {
      uint64_t got = ld(t, out, i * C_COUNT + C_ROT);
      snprintf(fn, sizeof fn, "sub_group_clustered_rotate(%d, %u)", tr->rot, N);
      expect(ta, t, same(t, got, sv), i, w, fn, got, sv);
    }
  }
  sgs_free(&s);
  cl_mem all[] = {ids, mx, mm, mp, mo};
  for (size_t q = 0; q < sizeof all / sizeof all[0]; q++) clReleaseMemObject(all[q]);
  free(x), free(m), free(pred), free(out);
}

static void run_cluster_logical(kh *h, cl_kernel k, uint32_t N, const ndr *r, int mode, uint64_t seed,
                                tally *ta) {
  size_t n = nd_items(r);
  int32_t *in = cltest_malloc(n * 4), *out = cltest_malloc(n * 4 * CL_COUNT);
  int *pred = cltest_malloc(n * sizeof *pred);
  uint64_t rs = seed * 7 + 3;
  /* mostly true, so that and-reductions are true in some clusters */
  for (size_t i = 0; i < n; i++) in[i] = (int32_t)(cltest_rand(&rs) % 16 < 14 ? 1 + 3 * (cltest_rand(&rs) % 50) : 3);
  gen_pred(pred, n, mode, seed + 2);
  cl_mem ids = kh_out(h, n * sizeof(wi)), mi = kh_in(h, in, n * 4), mp = kh_in(h, pred, n * sizeof *pred);
  cl_mem mo = kh_out(h, n * 4 * CL_COUNT);
  kh_arg_mem(k, 0, ids), kh_arg_mem(k, 1, mi), kh_arg_mem(k, 2, mp), kh_arg_mem(k, 3, mo);
  run_nd(h, k, r);
  kh_read(h, mo, out, n * 4 * CL_COUNT);
  sgs s;
  sgs_read(h, ids, n, &s);
  static const char *const names[] = {"and", "or", "xor"};
  char fn[96];
  /* clusters larger than the sub-group: as in run_cluster_kernel */
  for (size_t i = 0; i < n; i++) {
    const wi *w = &s.w[i];
    if (!pred[i]) continue;
    ta->floor += 3;
    uint32_t base = w->lid & ~(N - 1);
    bool a = true, o = false, xo = false;
    for (uint32_t l = base; l < base + N; l++) {
      if (!active(&s, pred, i, l)) continue;
      bool p = in[at(&s, i, l)] % 3 != 0;
      a = a && p, o = o || p, xo = xo != p;
    }
    bool want[3] = {a, o, xo};
    for (int q = 0; q < 3; q++) {
      snprintf(fn, sizeof fn, "sub_group_clustered_reduce_logical_%s(%u)", names[q], N);
      expect(ta, &T_INT, (out[i * CL_COUNT + q] != 0) == want[q], i, w, fn, (uint64_t)out[i * CL_COUNT + q],
             want[q]);
    }
  }
  sgs_free(&s);
  clReleaseMemObject(ids), clReleaseMemObject(mi), clReleaseMemObject(mp), clReleaseMemObject(mo);
  free(in), free(out), free(pred);
}

/* ---- cases ------------------------------------------------------------------------------- */

static bool device_has(const char *ext) {
  cl_device_id d = cltest_device();
  char buf[8192] = "";
  clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, sizeof buf, buf, NULL);
  for (const char *p = buf; (p = strstr(p, ext)); p += strlen(ext))
    if ((p == buf || p[-1] == ' ') && (p[strlen(ext)] == ' ' || !p[strlen(ext)])) return true;
  return false;
}

static void set_emulation(bool on) {
  if (on) setenv("SHOAL_SUBGROUP_EMULATE", "1", 1);
  else unsetenv("SHOAL_SUBGROUP_EMULATE");
}

static const int rotations[] = {1, -1, 3, -3, 0, 5, -6, 13, INT_MIN, INT_MAX, 2, -2};

/* Every function of the family on type t (its module: the integer and
 * float one, or the half or double one), with clusters of 1, 2 and 4. */
static void test_type(const ty *t, bool emulated) {
  const char *module = "subgroups_khr";
  if (t == &T_HALF) {
    if (!device_has("cl_khr_fp16")) {
      fprintf(stderr, "the device does not report cl_khr_fp16: no half to test\n");
      exit(77);
    }
    module = "subgroups_khr_fp16";
  }
  set_emulation(emulated);
  kh h;
  if (t == &T_DOUBLE) {
    /* double runs wherever the Vulkan device has it, cl_khr_fp64 or not */
    if (!kh_open_double(&h, "subgroups_khr_fp64")) return;
  } else {
    kh_open(&h, module);
  }
  char name[64], what[160];
  snprintf(name, sizeof name, "khr_%s", t->name);
  cl_kernel k = kh_kernel(&h, name);
  cl_kernel kc[3];
  for (int c = 0; c < 3; c++) {
    snprintf(name, sizeof name, "khr_cluster%d_%s", 1 << c, t->name);
    kc[c] = kh_kernel(&h, name);
  }
  int run = 0;
  for (size_t ri = 0; ri < NRANGES; ri++) {
    for (int mode = 0; mode < 2; mode++, run++) {
      const ndr *r = &ranges[ri];
      uint32_t qmax = query_max(&h, k, r);
      type_run tr = {t, r, mode, rotations[run % 12], (uint32_t)(run * 3) % (qmax + 1), 1000u + (uint64_t)run};
      snprintf(what, sizeof what, "%s, %s, rotate %d, broadcast lane %u", r->what,
               mode ? "divergent" : "every work-item", tr.rot, tr.bidx);
      tally ta = {0, 0, what, 0};
      run_type_kernel(&h, k, &tr, &ta);
      finish(&ta);
      for (int c = 0; c < 3; c++) {
        snprintf(what, sizeof what, "%s, %s, clusters of %d, rotate %d", r->what,
                 mode ? "divergent" : "every work-item", 1 << c, tr.rot);
        tally tc = {0, 0, what, 0};
        run_cluster_kernel(&h, kc[c], 1u << c, &tr, &tc);
        /* at least the work-items of clusters within get_max_sub_group_size */
        finish(&tc);
      }
    }
  }
  for (int c = 0; c < 3; c++) clReleaseKernel(kc[c]);
  clReleaseKernel(k);
  kh_close(&h);
}

/* ---- khr_ballot ---------------------------------------------------------------------------- */

static bool bit_of(const uint32_t u[4], uint64_t b) { return b < 128 && (u[b / 32] >> (b % 32) & 1); }

/* The bits of u in [lo, hi). */
static void bits_range(uint32_t out[4], const uint32_t u[4], uint32_t lo, uint32_t hi) {
  for (uint32_t b = 0; b < 128; b++)
    if (b >= lo && b < hi && bit_of(u, b)) out[b / 32] |= 1u << (b % 32);
}

static uint32_t popcount4(const uint32_t u[4]) {
  uint32_t c = 0;
  for (uint32_t b = 0; b < 128; b++) c += bit_of(u, b);
  return c;
}

/* Expected uint4 `want` against the device's. */
static void expect4(tally *ta, const uint32_t *got, const uint32_t want[4], size_t i, const wi *w, const char *fn) {
  bool ok = !memcmp(got, want, 16);
  ta->checked++;
  if (!ok && ta->bad++ < 12)
    fprintf(stderr, "%s: %s at work-item %zu (lane %u of %u, max %u): got %08x %08x %08x %08x, expected "
            "%08x %08x %08x %08x\n", ta->what, fn, i, w->lid, w->size, w->max, got[0], got[1], got[2], got[3],
            want[0], want[1], want[2], want[3]);
}

static void expect_int(tally *ta, int32_t got, int64_t want, size_t i, const wi *w, const char *fn) {
  expect(ta, &T_INT, got == want, i, w, fn, (uint64_t)(uint32_t)got, (uint64_t)want);
}

/* Predicates compare as true (non-zero) or false. */
static void expect_bool(tally *ta, int32_t got, bool want, size_t i, const wi *w, const char *fn) {
  expect(ta, &T_INT, (got != 0) == want, i, w, fn, (uint64_t)(uint32_t)got, want);
}

/* count, inclusive and exclusive scans, lsb and msb of ballot u at work-item i */
static void expect_ballot_ops(tally *ta, const int32_t *got, const uint32_t u[4], size_t i, const wi *w,
                              const char *which) {
  char fn[96];
  uint32_t in_max[4] = {0}, le[4] = {0}, lt[4] = {0};
  bits_range(in_max, u, 0, w->max);
  bits_range(le, u, 0, w->lid + 1);
  bits_range(lt, u, 0, w->lid);
  snprintf(fn, sizeof fn, "sub_group_ballot_bit_count(%s)", which);
  expect_int(ta, got[0], popcount4(in_max), i, w, fn);
  snprintf(fn, sizeof fn, "sub_group_ballot_inclusive_scan(%s)", which);
  expect_int(ta, got[1], popcount4(le), i, w, fn);
  snprintf(fn, sizeof fn, "sub_group_ballot_exclusive_scan(%s)", which);
  expect_int(ta, got[2], popcount4(lt), i, w, fn);
  if (!popcount4(in_max)) return; /* no bit below the maximum size: undefined */
  int64_t lsb = -1, msb = -1;
  for (uint32_t b = 0; b < w->max; b++)
    if (bit_of(u, b)) msb = b, lsb = lsb < 0 ? b : lsb;
  snprintf(fn, sizeof fn, "sub_group_ballot_find_lsb(%s)", which);
  expect_int(ta, got[3], lsb, i, w, fn);
  snprintf(fn, sizeof fn, "sub_group_ballot_find_msb(%s)", which);
  expect_int(ta, got[4], msb, i, w, fn);
}

static void run_ballot(kh *h, cl_kernel k, const ndr *r, int mode, const uint32_t u[4], uint64_t seed, tally *ta) {
  size_t n = nd_items(r);
  uint32_t qmax = query_max(h, k, r);
  int32_t *in = cltest_malloc(n * 4), *out = cltest_malloc(n * 4 * B_COUNT);
  uint32_t *sel = cltest_malloc(n * 4), *out4 = cltest_malloc(n * 16 * B4_COUNT);
  int *pred = cltest_malloc(n * sizeof *pred);
  uint64_t rs = seed * 13 + 1;
  for (size_t i = 0; i < n; i++) {
    /* mostly not multiples of 8, so that all() is true in some sub-groups */
    in[i] = (int32_t)(cltest_rand(&rs) % 1000) - 500;
    if (in[i] % 8 == 0 && cltest_rand(&rs) % 4) in[i]++;
    sel[i] = (uint32_t)(cltest_rand(&rs) % (qmax + 1));
  }
  gen_pred(pred, n, mode, seed + 2);
  cl_mem ids = kh_out(h, n * sizeof(wi)), mi = kh_in(h, in, n * 4), mp = kh_in(h, pred, n * sizeof *pred);
  cl_mem ms = kh_in(h, sel, n * 4), mo4 = kh_out(h, n * 16 * B4_COUNT), mo = kh_out(h, n * 4 * B_COUNT);
  cl_uint4 uv = {{u[0], u[1], u[2], u[3]}};
  kh_arg_mem(k, 0, ids), kh_arg_mem(k, 1, mi), kh_arg_mem(k, 2, mp), kh_arg_mem(k, 3, ms);
  kh_arg(k, 4, sizeof uv, &uv), kh_arg_mem(k, 5, mo4), kh_arg_mem(k, 6, mo);
  run_nd(h, k, r);
  kh_read(h, mo4, out4, n * 16 * B4_COUNT);
  kh_read(h, mo, out, n * 4 * B_COUNT);
  sgs s;
  sgs_read(h, ids, n, &s);
  CHECK_EQ(s.max, qmax);
  static const char *const mask_names[] = {"get_sub_group_eq_mask", "get_sub_group_ge_mask",
                                           "get_sub_group_gt_mask", "get_sub_group_le_mask",
                                           "get_sub_group_lt_mask"};
  static const char *const logical[] = {"reduce_logical_and", "reduce_logical_or", "reduce_logical_xor",
                                        "scan_inclusive_logical_and", "scan_inclusive_logical_or",
                                        "scan_inclusive_logical_xor", "scan_exclusive_logical_and",
                                        "scan_exclusive_logical_or", "scan_exclusive_logical_xor"};
  const uint32_t ones[4] = {~0u, ~0u, ~0u, ~0u};
  char fn[96];
  for (size_t i = 0; i < n; i++) {
    const wi *w = &s.w[i];
    const uint32_t *o4 = &out4[i * 4 * B4_COUNT];
    const int32_t *o = &out[i * B_COUNT];
    /* masks: eq the lane itself; ge/gt from (or above) it up to
     * get_max_sub_group_size; le/lt up to (or below) it */
    ta->floor += 5 + (pred[i] ? 22 : 0);
    uint32_t lo[5] = {w->lid, w->lid, w->lid + 1, 0, 0}, hi[5] = {w->lid + 1, w->max, w->max, w->lid + 1, w->lid};
    for (int q = 0; q < 5; q++) {
      uint32_t want[4] = {0};
      bits_range(want, ones, lo[q], hi[q]);
      expect4(ta, o4 + 4 * (B4_EQ + q), want, i, w, mask_names[q]);
    }
    if (!pred[i]) continue;
    uint32_t ballot[4] = {0};
    uint32_t first = UINT32_MAX;
    bool all = true, any = false;
    for (uint32_t l = 0; l < w->size; l++) {
      if (!active(&s, pred, i, l)) continue;
      int32_t xl = in[at(&s, i, l)];
      if (first == UINT32_MAX) first = l;
      all = all && xl % 8 != 0;
      any = any || xl % 8 == 0;
      if (xl & 1) ballot[l / 32] |= 1u << (l % 32);
    }
    expect_bool(ta, o[B_ELECT], w->lid == first, i, w, "sub_group_elect");
    expect_bool(ta, o[B_ALL], all, i, w, "sub_group_non_uniform_all");
    expect_bool(ta, o[B_ANY], any, i, w, "sub_group_non_uniform_any");
    expect4(ta, o4 + 4 * B4_BALLOT, ballot, i, w, "sub_group_ballot");
    expect_bool(ta, o[B_INV], bit_of(ballot, w->lid), i, w, "sub_group_inverse_ballot(ballot)");
    expect_bool(ta, o[B_INV_U], bit_of(u, w->lid), i, w, "sub_group_inverse_ballot(u)");
    if (sel[i] < w->size) { /* beyond the sub-group's size: undefined */
      expect_bool(ta, o[B_EXTRACT], bit_of(ballot, sel[i]), i, w, "sub_group_ballot_bit_extract(ballot)");
      expect_bool(ta, o[B_EXTRACT_U], bit_of(u, sel[i]), i, w, "sub_group_ballot_bit_extract(u)");
    }
    expect_ballot_ops(ta, o + B_OPS, ballot, i, w, "ballot");
    expect_ballot_ops(ta, o + B_OPS_U, u, i, w, "u");
    for (int gq = 0; gq < 3; gq++) {
      uint32_t top = gq == 0 ? w->size : gq == 1 ? w->lid + 1 : w->lid;
      bool a = true, or_ = false, xo = false;
      for (uint32_t l = 0; l < top; l++) {
        if (!active(&s, pred, i, l)) continue;
        bool p = in[at(&s, i, l)] % 3 != 0;
        a = a && p, or_ = or_ || p, xo = xo != p;
      }
      bool want[3] = {a, or_, xo};
      for (int q = 0; q < 3; q++) {
        snprintf(fn, sizeof fn, "sub_group_non_uniform_%s", logical[gq * 3 + q]);
        expect_bool(ta, o[B_LOGICAL + gq * 3 + q], want[q], i, w, fn);
      }
    }
    /* iteration it runs on the active work-items with (x & 3) > it */
    uint32_t acc = 0;
    for (int it = 0; it < (in[i] & 3); it++)
      for (uint32_t l = 0; l < w->size; l++)
        if (active(&s, pred, i, l) && (in[at(&s, i, l)] & 3) > it) acc += (uint32_t)(in[at(&s, i, l)] + it);
    expect_int(ta, o[B_LOOP], (int32_t)acc, i, w, "sub_group_non_uniform_reduce_add in a divergent loop");
  }
  sgs_free(&s);
  cl_mem all[] = {ids, mi, mp, ms, mo4, mo};
  for (size_t q = 0; q < sizeof all / sizeof all[0]; q++) clReleaseMemObject(all[q]);
  free(in), free(out), free(sel), free(out4), free(pred);
}

/* Votes, ballots, masks and logical operations; `u`, the same on every
 * work-item, is all ones (bits above get_max_sub_group_size must not be
 * counted or found), empty, or random. */
static void test_ballot(bool emulated) {
  set_emulation(emulated);
  kh h;
  kh_open(&h, "subgroups_khr");
  cl_kernel k = kh_kernel(&h, "khr_ballot");
  cl_kernel kl[3];
  char name[64], what[160];
  for (int c = 0; c < 3; c++) {
    snprintf(name, sizeof name, "khr_cluster%d_logical", 1 << c);
    kl[c] = kh_kernel(&h, name);
  }
  uint64_t rs = 4242;
  int run = 0;
  for (size_t ri = 0; ri < NRANGES; ri++) {
    for (int mode = 0; mode < 2; mode++) {
      for (int uk = 0; uk < 3; uk++, run++) {
        uint32_t u[4];
        for (int c = 0; c < 4; c++) u[c] = uk == 0 ? ~0u : uk == 1 ? 0 : (uint32_t)cltest_rand(&rs);
        snprintf(what, sizeof what, "%s, %s, u = %08x %08x %08x %08x", ranges[ri].what,
                 mode ? "divergent" : "every work-item", u[0], u[1], u[2], u[3]);
        tally ta = {0, 0, what, 0};
        run_ballot(&h, k, &ranges[ri], mode, u, 77 + (uint64_t)run, &ta);
        finish(&ta);
      }
      for (int c = 0; c < 3; c++) {
        snprintf(what, sizeof what, "%s, %s, clusters of %d", ranges[ri].what, mode ? "divergent" : "every work-item",
                 1 << c);
        tally tc = {0, 0, what, 0};
        run_cluster_logical(&h, kl[c], 1u << c, &ranges[ri], mode, 500 + (uint64_t)run, &tc);
        finish(&tc);
      }
    }
  }
  for (int c = 0; c < 3; c++) clReleaseKernel(kl[c]);
  clReleaseKernel(k);
  kh_close(&h);
}

/* ---- clusters of 8 to 128 -------------------------------------------------------------------- */

/* Builds kernel module `module`; false with its log when the build fails. */
static bool try_build(kh *h, const char *module, char *log, size_t loglen) {
  memset(h, 0, sizeof *h);
  cltest_setup(&h->env, 0);
  char path[1024];
  snprintf(path, sizeof path, "%s/%s.spv", kh_kernel_dir(), module);
  size_t size = 0;
  void *il = cltest_read_file(path, &size);
  if (!il) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(1);
  }
  cl_int err;
  h->prog = clCreateProgramWithIL(h->env.ctx, il, size, &err);
  free(il);
  MUST(err);
  err = clBuildProgram(h->prog, 1, &h->env.device, "", NULL, NULL);
  log[0] = 0;
  clGetProgramBuildInfo(h->prog, h->env.device, CL_PROGRAM_BUILD_LOG, loglen, log, NULL);
  if (err != CL_SUCCESS) CHECK_EQ(err, CL_BUILD_PROGRAM_FAILURE);
  return err == CL_SUCCESS;
}

/* The device's sub-group sizes (CL_DEVICE_SUB_GROUP_SIZES_INTEL). */
static size_t device_sizes(cl_device_id d, size_t *sizes, size_t cap) {
  size_t bytes = 0;
  if (clGetDeviceInfo(d, CL_DEVICE_SUB_GROUP_SIZES_INTEL, cap * sizeof *sizes, sizes, &bytes) != CL_SUCCESS)
    return 0;
  return bytes / sizeof *sizes;
}

/* Clusters of 8, 16 and 32 (at the device's default size) and 64 and 128
 * (modules that require sub-groups of that size), on every integer type
 * and float. A cluster larger than any sub-group the kernel can run with
 * still builds (only its execution is undefined in OpenCL C and SPIR-V)
 * and runs as Shoal defines it (see run_cluster_kernel). */
static void test_clusters(bool emulated) {
  set_emulation(emulated);
  size_t sizes[16];
  size_t ns = device_sizes(cltest_device(), sizes, 16), largest = 0;
  for (size_t q = 0; q < ns; q++) largest = sizes[q] > largest ? sizes[q] : largest;
  CHECK(ns > 0);
  int ran = 0;
  for (uint32_t N = 8; N <= 128; N *= 2) {
    char module[64], log[16384];
    snprintf(module, sizeof module, "subgroups_khr_c%u", N);
    kh h;
    bool built = try_build(&h, module, log, sizeof log);
    bool required = N >= 64; /* those modules require sub-groups of N */
    bool offered = false;
    for (size_t q = 0; q < ns; q++) offered = offered || sizes[q] == N;
    bool should = required ? offered : true;
    /* a size above the native one is offered for kernels whose sub-group
     * operations the whole work-group reaches; these modules' are in
     * divergent code (docs/subgroups.md), and the refusal must say so */
    if (should && !built && required && strstr(log, "must be reached by the whole work-group together")) {
      fprintf(stderr, "%s: refused, as it must be for sub-groups wider than the device's subgroups in "
              "divergent code\n", module);
      kh_close(&h);
      continue;
    }
    if (built != should) {
      fprintf(stderr, "%s: the build %s, but the device's largest sub-group is %zu:\n%s\n", module,
              built ? "succeeded" : "failed", largest, log);
      cltest_failures++;
    }
    if (!built) {
      fprintf(stderr, "%s: not built here, as expected (largest sub-group %zu)\n", module, largest);
      kh_close(&h);
      continue;
    }
    ran++;
    /* the work-groups hold a few sub-groups of N; divergent or not */
    size_t l = (size_t)N * (required ? 2 : 1) + (required ? 0 : 3);
    ndr r1 = {1, {l * 3, 1, 1}, {l, 1, 1}, "1D"}, r2 = {2, {l, 4, 1}, {l / 2, 2, 1}, "2D"};
    const ndr *rs[2] = {&r1, &r2};
    char name[64], what[160];
    for (size_t ti = 0; ti < sizeof int_float_types / sizeof int_float_types[0]; ti++) {
      const ty *t = int_float_types[ti];
      snprintf(name, sizeof name, "khr_cluster%u_%s", N, t->name);
      cl_kernel k = kh_kernel(&h, name);
      for (int q = 0; q < 2; q++)
        for (int mode = 0; mode < 2; mode++) {
          size_t variant = ti * 4 + (size_t)q * 2 + (size_t)mode;
          type_run tr = {t, rs[q], mode, rotations[variant % 12], 0, 9000 + variant};
          snprintf(what, sizeof what, "%s, clusters of %u, %s, rotate %d", rs[q]->what, N,
                   mode ? "divergent" : "every work-item", tr.rot);
          tally ta = {0, 0, what, 0};
          run_cluster_kernel(&h, k, N, &tr, &ta);
          finish(&ta);
        }
      clReleaseKernel(k);
    }
    snprintf(name, sizeof name, "khr_cluster%u_logical", N);
    cl_kernel k = kh_kernel(&h, name);
    for (int mode = 0; mode < 2; mode++) {
      snprintf(what, sizeof what, "1D, clusters of %u, %s", N, mode ? "divergent" : "every work-item");
      tally ta = {0, 0, what, 0};
      run_cluster_logical(&h, k, N, &r1, mode, 31 + (uint64_t)mode, &ta);
      finish(&ta);
    }
    clReleaseKernel(k);
    kh_close(&h);
  }
  fprintf(stderr, "%d of 5 cluster modules ran (sub-group sizes up to %zu)\n", ran, largest);
}

/* ---- what must not build ----------------------------------------------------------------- */

/* A one-kernel OpenCL SPIR-V module, assembled here because clang never
 * emits these forms: kernel void k(global uint *p) { *p = <op>(*p); } with
 * <op> an OpGroupNonUniformIAdd at scope `scope`, group operation `gop`
 * and, for a clustered reduction, cluster size `cluster` (a constant, or
 * the loaded value itself when `cluster_is_value`). */
typedef struct spv {
  uint32_t w[128];
  size_t n;
} spv;

static void spv_inst(spv *s, uint32_t op, size_t nops, const uint32_t *ops) {
  s->w[s->n++] = (uint32_t)(nops + 1) << 16 | op;
  for (size_t i = 0; i < nops; i++) s->w[s->n++] = ops[i];
}
#define INST(s, op, ...) spv_inst((s), (op), sizeof((uint32_t[]){__VA_ARGS__}) / 4, (uint32_t[]){__VA_ARGS__})

static size_t group_module(spv *s, uint32_t scope, uint32_t gop, uint32_t cluster, bool cluster_is_value) {
  enum { VOID = 1, UINT, PTR, FN, SCOPE, CS, K, P, L, V, R, BOUND };
  uint32_t hdr[5] = {0x07230203, 0x00010300, 0, BOUND, 0};
  memcpy(s->w, hdr, sizeof hdr);
  s->n = 5;
  INST(s, 17 /* OpCapability */, 4 /* Addresses */);
  INST(s, 17, 6 /* Kernel */);
  INST(s, 17, 61 /* GroupNonUniform */);
  INST(s, 17, gop == 3 ? 67 /* GroupNonUniformClustered */ : 63 /* GroupNonUniformArithmetic */);
  INST(s, 14 /* OpMemoryModel */, 2 /* Physical64 */, 2 /* OpenCL */);
  INST(s, 15 /* OpEntryPoint */, 6 /* Kernel */, K, 'k');
  INST(s, 19 /* OpTypeVoid */, VOID);
  INST(s, 21 /* OpTypeInt */, UINT, 32, 0);
  INST(s, 32 /* OpTypePointer */, PTR, 5 /* CrossWorkgroup */, UINT);
  INST(s, 33 /* OpTypeFunction */, FN, VOID, PTR);
  INST(s, 43 /* OpConstant */, UINT, SCOPE, scope);
  INST(s, 43, UINT, CS, cluster);
  INST(s, 54 /* OpFunction */, VOID, K, 0, FN);
  INST(s, 55 /* OpFunctionParameter */, PTR, P);
  INST(s, 248 /* OpLabel */, L);
  INST(s, 61 /* OpLoad */, UINT, V, P, 2 /* Aligned */, 4);
  if (gop == 3) INST(s, 349 /* OpGroupNonUniformIAdd */, UINT, R, SCOPE, gop, V, cluster_is_value ? V : CS);
  else INST(s, 349, UINT, R, SCOPE, gop, V);
  INST(s, 62 /* OpStore */, P, R, 2, 4);
  INST(s, 253 /* OpReturn */);
  INST(s, 56 /* OpFunctionEnd */);
  return s->n;
}

/* The module must fail to build, with `says` in the log. */
static void expect_refused(const char *what, const spv *s, const char *says) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_program p = clCreateProgramWithIL(env.ctx, s->w, s->n * 4, &err);
  CHECK_OK(err);
  if (err == CL_SUCCESS) {
    CHECK_ERR(clBuildProgram(p, 1, &env.device, "", NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
    char log[4096] = "";
    clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    if (!strstr(log, says)) {
      fprintf(stderr, "%s: the build log does not say \"%s\":\n%s\n", what, says, log);
      cltest_failures++;
    }
    clReleaseProgram(p);
  }
  cltest_teardown(&env);
}

/* Clustered reductions whose cluster is not a power of two (3 or 0) or is
 * not a constant; a non-uniform reduction at work-group scope. The same
 * module with a good cluster builds, so the module itself is sound, and so
 * does one with a cluster larger than any sub-group (only its execution is
 * undefined). */
static void test_refusals(void) {
  spv s;
  group_module(&s, 3 /* Subgroup */, 3 /* ClusteredReduce */, 4, false);
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_program p = clCreateProgramWithIL(env.ctx, s.w, s.n * 4, &err);
  CHECK_OK(err);
  CHECK_OK(clBuildProgram(p, 1, &env.device, "", NULL, NULL));
  clReleaseProgram(p);
  cltest_teardown(&env);
  group_module(&s, 3, 3, 3, false);
  expect_refused("cluster of 3", &s, "cluster size 3: it must be a power of two");
  group_module(&s, 3, 3, 0, false);
  expect_refused("cluster of 0", &s, "cluster size 0: it must be a power of two");
  group_module(&s, 3, 3, 256, false);
  cltest_setup(&env, 0);
  p = clCreateProgramWithIL(env.ctx, s.w, s.n * 4, &err);
  CHECK_OK(err);
  CHECK_OK(clBuildProgram(p, 1, &env.device, "", NULL, NULL));
  clReleaseProgram(p);
  cltest_teardown(&env);
  group_module(&s, 3, 3, 0, true);
  expect_refused("cluster from a variable", &s, "with a cluster size that is not a constant");
  group_module(&s, 2 /* Workgroup */, 0 /* Reduce */, 0, false);
  expect_refused("work-group scope", &s, "at work-group scope");
}

TEST(khr_char) { test_type(&T_CHAR, false); }
TEST(khr_char_emulated) { test_type(&T_CHAR, true); }
TEST(khr_uchar) { test_type(&T_UCHAR, false); }
TEST(khr_uchar_emulated) { test_type(&T_UCHAR, true); }
TEST(khr_short) { test_type(&T_SHORT, false); }
TEST(khr_short_emulated) { test_type(&T_SHORT, true); }
TEST(khr_ushort) { test_type(&T_USHORT, false); }
TEST(khr_ushort_emulated) { test_type(&T_USHORT, true); }
TEST(khr_int) { test_type(&T_INT, false); }
TEST(khr_int_emulated) { test_type(&T_INT, true); }
TEST(khr_uint) { test_type(&T_UINT, false); }
TEST(khr_uint_emulated) { test_type(&T_UINT, true); }
TEST(khr_long) { test_type(&T_LONG, false); }
TEST(khr_long_emulated) { test_type(&T_LONG, true); }
TEST(khr_ulong) { test_type(&T_ULONG, false); }
TEST(khr_ulong_emulated) { test_type(&T_ULONG, true); }
TEST(khr_float) { test_type(&T_FLOAT, false); }
TEST(khr_float_emulated) { test_type(&T_FLOAT, true); }
TEST(khr_half) { test_type(&T_HALF, false); }
TEST(khr_half_emulated) { test_type(&T_HALF, true); }
TEST(khr_double) { test_type(&T_DOUBLE, false); }
TEST(khr_double_emulated) { test_type(&T_DOUBLE, true); }
TEST(khr_ballot_vote) { test_ballot(false); }
TEST(khr_ballot_vote_emulated) { test_ballot(true); }
TEST(khr_clusters) { test_clusters(false); }
TEST(khr_clusters_emulated) { test_clusters(true); }
TEST(khr_refusals) { test_refusals(); }
