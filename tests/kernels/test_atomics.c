/* test_atomics.c: OpenCL C 1.x atomics (atomics.cl, atomics64.cl) and a
 * histogram under contention.
 *
 * Every work-item applies operation k to cell k and keeps the old value it
 * got back. Whatever order the work-items went in, the cell went through a
 * chain of values from its initial value I to its final value F, each
 * work-item taking it from its old value o to op(o, v). So the multiset
 * {I} + {op(o_i, v_i)} equals {o_i} + {F}: checked for every operation,
 * together with the final value the spec's formula gives where the order
 * does not matter (sums, minima, bit operations, counts). The
 * compare-exchange chain (work-item c replaces base + c by base + c + 1)
 * must have succeeded for exactly the work-items 0..s-1 and end at
 * base + s. */
#include "kernel_harness.h"
#include "vk_device.h"

/* Cell k gets operation k (atomics_ops.h). */
enum { OP_ADD, OP_SUB, OP_XCHG, OP_INC, OP_DEC, OP_CMPXCHG, OP_MIN, OP_MAX, OP_AND, OP_OR, OP_XOR, OP_CASADD, NOPS };

static const char *const op_names[NOPS] = {"add", "sub", "xchg", "inc", "dec", "cmpxchg",
                                           "min", "max", "and", "or", "xor", "cmpxchg loop add"};

typedef struct atype {
  unsigned bytes;
  bool is_signed;
} atype;

static uint64_t mask(atype t, uint64_t v) { return t.bytes == 8 ? v : v & 0xffffffffull; }
static int64_t sval(atype t, uint64_t v) { return t.bytes == 8 ? (int64_t)v : (int64_t)(int32_t)(uint32_t)v; }
static bool less(atype t, uint64_t a, uint64_t b) { return t.is_signed ? sval(t, a) < sval(t, b) : mask(t, a) < mask(t, b); }

/* The value operation k stores over `old` for work-item value v (chain id c). */
static uint64_t apply(atype t, int k, uint64_t old, uint64_t v, uint64_t base, uint64_t c) {
  switch (k) {
  case OP_ADD:
  case OP_CASADD: return mask(t, old + v);
  case OP_SUB: return mask(t, old - v);
  case OP_XCHG: return v;
  case OP_INC: return mask(t, old + 1);
  case OP_DEC: return mask(t, old - 1);
  case OP_CMPXCHG: return old == mask(t, base + c) ? mask(t, base + c + 1) : old;
  case OP_MIN: return less(t, v, old) ? v : old;
  case OP_MAX: return less(t, old, v) ? v : old;
  case OP_AND: return old & v;
  case OP_OR: return old | v;
  default: return old ^ v;
  }
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* Checks cell k of one set of n work-items (values v, olds o, chain ids
 * 0..n-1) from initial value `init` to final value `fin`. */
static void check_cell(const char *what, atype t, int k, uint64_t init, uint64_t fin, const uint64_t *v,
                       const uint64_t *o, size_t n, uint64_t base) {
  uint64_t *from = cltest_malloc((n + 1) * 8), *to = cltest_malloc((n + 1) * 8);
  uint64_t expect = init;
  bool deterministic = k != OP_XCHG && k != OP_CMPXCHG;
  for (size_t i = 0; i < n; i++) {
    from[i] = o[i];
    to[i] = apply(t, k, o[i], v[i], base, i);
    if (deterministic) expect = apply(t, k, expect, v[i], base, i);
  }
  from[n] = fin;
  to[n] = init;
  qsort(from, n + 1, 8, cmp_u64);
  qsort(to, n + 1, 8, cmp_u64);
  bool chain_ok = memcmp(from, to, (n + 1) * 8) == 0;
  if (!chain_ok) {
    cltest_failures++;
    fprintf(stderr, "%s %s: the old values returned are no serial order of the operations (init 0x%llx, final 0x%llx)\n",
            what, op_names[k], (unsigned long long)init, (unsigned long long)fin);
  }
  if (deterministic && fin != expect) {
    cltest_failures++;
    fprintf(stderr, "%s %s: final value 0x%llx, expected 0x%llx\n", what, op_names[k], (unsigned long long)fin,
            (unsigned long long)expect);
  }
  if (k == OP_CMPXCHG) {
    size_t s = 0;
    for (size_t i = 0; i < n; i++) s += o[i] == mask(t, base + i);
    bool ok = fin == mask(t, base + s);
    for (size_t i = 0; i < s; i++) ok = ok && o[i] == mask(t, base + i);
    if (!ok) {
      cltest_failures++;
      fprintf(stderr, "%s cmpxchg: %zu swaps succeeded but not as a chain from the first work-item (final 0x%llx)\n",
              what, s, (unsigned long long)fin);
    }
  }
  free(from);
  free(to);
}

static void gen_values(atype t, uint64_t *v, size_t n, uint64_t seed) {
  void *raw = cltest_malloc(n * t.bytes);
  kh_gen_int(raw, n, t.bytes, seed);
  for (size_t i = 0; i < n; i++) v[i] = kh_getu(raw, i, t.bytes);
  free(raw);
}

static void *pack(atype t, const uint64_t *v, size_t n) {
  void *p = cltest_malloc(n * t.bytes);
  for (size_t i = 0; i < n; i++) kh_put(p, i, t.bytes, v[i]);
  return p;
}

static void unpack(atype t, const void *p, uint64_t *v, size_t n) {
  for (size_t i = 0; i < n; i++) v[i] = kh_getu(p, i, t.bytes);
}

/* Initial cell values: random, with the compare-exchange chain at base. */
static void gen_init(atype t, uint64_t *init, uint64_t base, uint64_t seed) {
  gen_values(t, init, NOPS, seed);
  init[OP_CMPXCHG] = mask(t, base);
}

/* All work-items of the NDRange on one set of __global cells. */
static void run_global(kh *h, const char *kernel, atype t, size_t n, size_t local, uint64_t seed) {
  cl_kernel k = kh_kernel(h, kernel);
  uint64_t base = t.bytes == 8 ? 0x1234567800000000ull : 0x70000000u;
  uint64_t init[NOPS], fin[NOPS], *v = cltest_malloc(n * 8), *o = cltest_malloc(n * NOPS * 8);
  gen_init(t, init, base, seed);
  gen_values(t, v, n, seed + 1);
  void *pi = pack(t, init, NOPS), *pv = pack(t, v, n), *po = cltest_malloc(n * NOPS * t.bytes);
  cl_mem mc = kh_in(h, pi, NOPS * t.bytes), mv = kh_in(h, pv, n * t.bytes), mo = kh_out(h, n * NOPS * t.bytes);
  kh_arg_mem(k, 0, mc);
  kh_arg_mem(k, 1, mv);
  kh_arg_mem(k, 2, mo);
  kh_arg(k, 3, t.bytes, &base);
  kh_run(h, k, 1, NULL, &n, &local);
  kh_read(h, mc, pi, NOPS * t.bytes);
  kh_read(h, mo, po, n * NOPS * t.bytes);
  unpack(t, pi, fin, NOPS);
  uint64_t *ok = cltest_malloc(n * 8);
  for (int op = 0; op < NOPS; op++) {
    for (size_t i = 0; i < n; i++) ok[i] = kh_getu(po, i * NOPS + op, t.bytes);
    check_cell(kernel, t, op, init[op], fin[op], v, ok, n, base);
  }
  clReleaseMemObject(mc), clReleaseMemObject(mv), clReleaseMemObject(mo);
  free(v), free(o), free(ok), free(pi), free(pv), free(po);
  clReleaseKernel(k);
}

/* One set of __local cells per work-group. */
static void run_local(kh *h, const char *kernel, atype t, size_t groups, size_t local, uint64_t seed) {
  cl_kernel k = kh_kernel(h, kernel);
  size_t n = groups * local;
  uint64_t base = t.bytes == 8 ? 0xfedcba9800000000ull : 0x90000000u;
  uint64_t init[NOPS], *fin = cltest_malloc(groups * NOPS * 8), *v = cltest_malloc(n * 8), *o = cltest_malloc(local * 8);
  gen_init(t, init, base, seed);
  gen_values(t, v, n, seed + 1);
  void *pi = pack(t, init, NOPS), *pv = pack(t, v, n), *po = cltest_malloc(n * NOPS * t.bytes),
       *pf = cltest_malloc(groups * NOPS * t.bytes);
  cl_mem mi = kh_in(h, pi, NOPS * t.bytes), mv = kh_in(h, pv, n * t.bytes), mo = kh_out(h, n * NOPS * t.bytes),
         mf = kh_out(h, groups * NOPS * t.bytes);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mv);
  kh_arg_mem(k, 2, mo);
  kh_arg_mem(k, 3, mf);
  kh_arg(k, 4, t.bytes, &base);
  kh_run(h, k, 1, NULL, &n, &local);
  kh_read(h, mo, po, n * NOPS * t.bytes);
  kh_read(h, mf, pf, groups * NOPS * t.bytes);
  unpack(t, pf, fin, groups * NOPS);
  char what[96];
  for (size_t g = 0; g < groups; g++) {
    snprintf(what, sizeof what, "%s (group %zu of %zu items)", kernel, g, local);
    for (int op = 0; op < NOPS; op++) {
      for (size_t i = 0; i < local; i++) o[i] = kh_getu(po, (g * local + i) * NOPS + op, t.bytes);
      check_cell(what, t, op, init[op], fin[g * NOPS + op], v + g * local, o, local, base);
    }
  }
  clReleaseMemObject(mi), clReleaseMemObject(mv), clReleaseMemObject(mo), clReleaseMemObject(mf);
  free(fin), free(v), free(o), free(pi), free(pv), free(po), free(pf);
  clReleaseKernel(k);
}

static const struct {
  const char *family;
  const char *type;
  atype t;
} families32[] = {
  {"atomic", "int", {4, true}}, {"atomic", "uint", {4, false}}, {"atom", "int", {4, true}}, {"atom", "uint", {4, false}},
};

TEST(atomics_global) {
  kh h;
  kh_open(&h, "atomics");
  for (size_t f = 0; f < sizeof families32 / sizeof families32[0]; f++) {
    char name[64];
    snprintf(name, sizeof name, "g_%s_%s", families32[f].family, families32[f].type);
    run_global(&h, name, families32[f].t, 256, 64, 100 + f);
    run_global(&h, name, families32[f].t, 96, 32, 200 + f);
  }
  kh_close(&h);
}

TEST(atomics_local) {
  kh h;
  kh_open(&h, "atomics");
  for (size_t f = 0; f < sizeof families32 / sizeof families32[0]; f++) {
    char name[64];
    snprintf(name, sizeof name, "l_%s_%s", families32[f].family, families32[f].type);
    run_local(&h, name, families32[f].t, 3, 64, 300 + f);
    run_local(&h, name, families32[f].t, 4, 13, 400 + f);
  }
  kh_close(&h);
}

/* 64-bit: where the device has 64-bit buffer atomics; elsewhere the module
 * must be refused naming the feature. __local ones take locks. */
TEST(atomics_64) {
  vkdev vk;
  CHECK(kh_vk_query(cltest_device(), &vk));
  if (vk.found && !vk.f12.shaderBufferInt64Atomics) {
    kh_check_refused("atomics64", "shaderBufferInt64Atomics");
    return;
  }
  kh h;
  kh_open(&h, "atomics64");
  const atype tl = {8, true}, tu = {8, false};
  run_global(&h, "g_atom_long", tl, 256, 64, 500);
  run_global(&h, "g_atom_ulong", tu, 256, 64, 501);
  run_local(&h, "l_atom_long", tl, 3, 64, 502);
  run_local(&h, "l_atom_ulong", tu, 4, 24, 503);
  kh_close(&h);
}

/* atomic_xchg on float: the chain of bit patterns. */
TEST(atomics_xchg_float) {
  kh h;
  kh_open(&h, "atomics");
  const atype t = {4, false};
  size_t n = 192, l = 64, groups = n / l;
  float init = 1.5f, *val = cltest_malloc(n * 4), *old = cltest_malloc(n * 4), fin, *lfin = cltest_malloc(groups * 4);
  kh_gen_f32(val, n, 600, true);
  uint64_t *v = cltest_malloc(n * 8), *o = cltest_malloc(n * 8), ib, fb;
  for (size_t i = 0; i < n; i++) v[i] = kh_getu(val, i, 4);
  ib = kh_getu(&init, 0, 4);
  cl_kernel k = kh_kernel(&h, "g_xchg_float");
  cl_mem mc = kh_in(&h, &init, 4), mv = kh_in(&h, val, n * 4), mo = kh_out(&h, n * 4);
  kh_arg_mem(k, 0, mc);
  kh_arg_mem(k, 1, mv);
  kh_arg_mem(k, 2, mo);
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, mc, &fin, 4);
  kh_read(&h, mo, old, n * 4);
  for (size_t i = 0; i < n; i++) o[i] = kh_getu(old, i, 4);
  fb = kh_getu(&fin, 0, 4);
  check_cell("g_xchg_float", t, OP_XCHG, ib, fb, v, o, n, 0);
  clReleaseKernel(k);
  clReleaseMemObject(mo);
  k = kh_kernel(&h, "l_xchg_float");
  cl_mem mf = kh_out(&h, groups * 4);
  mo = kh_out(&h, n * 4);
  kh_arg_mem(k, 0, mc);
  kh_arg_mem(k, 1, mv);
  kh_arg_mem(k, 2, mo);
  kh_arg_mem(k, 3, mf);
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, mo, old, n * 4);
  kh_read(&h, mf, lfin, groups * 4);
  for (size_t g = 0; g < groups; g++) {
    for (size_t i = 0; i < l; i++) o[i] = kh_getu(old, g * l + i, 4);
    check_cell("l_xchg_float", t, OP_XCHG, fb, kh_getu(lfin, g, 4), v + g * l, o, l, 0);
  }
  clReleaseMemObject(mc), clReleaseMemObject(mv), clReleaseMemObject(mo), clReleaseMemObject(mf);
  free(val), free(old), free(lfin), free(v), free(o);
  clReleaseKernel(k);
  kh_close(&h);
}

/* Many work-items, few bins: counts must be exact. */
TEST(atomics_histogram) {
  kh h;
  kh_open(&h, "atomics");
  cl_kernel k = kh_kernel(&h, "histogram");
  const cl_uint nbins_list[] = {1, 3, 16, 257};
  for (size_t t = 0; t < 4; t++) {
    cl_uint n = 100003, nbins = nbins_list[t];
    uint8_t *data = cltest_malloc(n);
    cltest_fill(data, n, 700 + t);
    uint32_t *want = calloc(nbins, 4), *got = cltest_malloc(nbins * 4), *direct = cltest_malloc(nbins * 4);
    for (cl_uint i = 0; i < n; i++) want[data[i] % nbins]++;
    cl_mem md = kh_in(&h, data, n), mb = kh_in(&h, want, nbins * 4), mdir = kh_in(&h, want, nbins * 4);
    cl_uint zero = 0;
    MUST(clEnqueueFillBuffer(h.env.queue, mb, &zero, 4, 0, nbins * 4, 0, NULL, NULL));
    MUST(clEnqueueFillBuffer(h.env.queue, mdir, &zero, 4, 0, nbins * 4, 0, NULL, NULL));
    size_t local = 64, global = local * 40;
    kh_arg_mem(k, 0, md);
    kh_arg(k, 1, 4, &n);
    kh_arg(k, 2, 4, &nbins);
    kh_arg_mem(k, 3, mb);
    kh_arg_mem(k, 4, mdir);
    kh_arg(k, 5, nbins * 4, NULL);
    kh_run(&h, k, 1, NULL, &global, &local);
    kh_read(&h, mb, got, nbins * 4);
    kh_read(&h, mdir, direct, nbins * 4);
    char what[64];
    snprintf(what, sizeof what, "histogram, %u bins (local then global)", nbins);
    kh_check_u32(what, got, want, nbins);
    snprintf(what, sizeof what, "histogram, %u bins (global atom_inc)", nbins);
    kh_check_u32(what, direct, want, nbins);
    clReleaseMemObject(md), clReleaseMemObject(mb), clReleaseMemObject(mdir);
    free(data), free(want), free(got), free(direct);
  }
  clReleaseKernel(k);
  kh_close(&h);
}
