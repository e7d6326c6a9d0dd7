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

/* __global cells: one set for the NDRange, or (per_group 1) one set per
 * work-group; per_group -1 for kernels without that argument. */
static void run_global_sets(kh *h, const char *kernel, atype t, size_t n, size_t local, int per_group, uint64_t seed) {
  cl_kernel k = kh_kernel(h, kernel);
  size_t sets = per_group == 1 ? n / local : 1, items = n / sets;
  uint64_t base = t.bytes == 8 ? 0x1234567800000000ull : 0x70000000u;
  uint64_t init[NOPS], *fin = cltest_malloc(sets * NOPS * 8), *v = cltest_malloc(n * 8), *o = cltest_malloc(items * 8);
  gen_init(t, init, base, seed);
  gen_values(t, v, n, seed + 1);
  uint64_t *inits = cltest_malloc(sets * NOPS * 8);
  for (size_t g = 0; g < sets; g++) memcpy(inits + g * NOPS, init, sizeof init);
  void *pi = pack(t, inits, sets * NOPS), *pv = pack(t, v, n), *po = cltest_malloc(n * NOPS * t.bytes);
  cl_mem mc = kh_in(h, pi, sets * NOPS * t.bytes), mv = kh_in(h, pv, n * t.bytes), mo = kh_out(h, n * NOPS * t.bytes);
  kh_arg_mem(k, 0, mc);
  kh_arg_mem(k, 1, mv);
  kh_arg_mem(k, 2, mo);
  kh_arg(k, 3, t.bytes, &base);
  if (per_group >= 0) {
    cl_uint pg = (cl_uint)per_group;
    kh_arg(k, 4, 4, &pg);
  }
  kh_run(h, k, 1, NULL, &n, &local);
  kh_read(h, mc, pi, sets * NOPS * t.bytes);
  kh_read(h, mo, po, n * NOPS * t.bytes);
  unpack(t, pi, fin, sets * NOPS);
  char what[128];
  for (size_t g = 0; g < sets; g++) {
    snprintf(what, sizeof what, "%s (set %zu of %zu items)", kernel, g, items);
    for (int op = 0; op < NOPS; op++) {
      for (size_t i = 0; i < items; i++) o[i] = kh_getu(po, (g * items + i) * NOPS + op, t.bytes);
      check_cell(what, t, op, init[op], fin[g * NOPS + op], v + g * items, o, items, base);
    }
  }
  clReleaseMemObject(mc), clReleaseMemObject(mv), clReleaseMemObject(mo);
  free(fin), free(v), free(o), free(inits), free(pi), free(pv), free(po);
  clReleaseKernel(k);
}

/* All work-items of the NDRange on one set of __global cells. */
static void run_global(kh *h, const char *kernel, atype t, size_t n, size_t local, uint64_t seed) {
  run_global_sets(h, kernel, t, n, local, -1, seed);
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

/* ---- OpenCL 2.0 atomics (atomics20.cl) ------------------------------------ */

static const char *const orders[] = {"relaxed", "acquire", "release", "acq_rel", "seq_cst"};

/* Every order at work-group and device scope, __global and __local. */
TEST(atomics20_orders) {
  kh h;
  kh_open(&h, "atomics20");
  const atype ti = {4, true};
  for (size_t o = 0; o < 5; o++) {
    char name[64];
    snprintf(name, sizeof name, "g20_int_%s_wg", orders[o]);
    run_global_sets(&h, name, ti, 192, 64, 1, 800 + o);
    snprintf(name, sizeof name, "g20_int_%s_dev", orders[o]);
    run_global_sets(&h, name, ti, 256, 64, 0, 810 + o);
    snprintf(name, sizeof name, "l20_int_%s_wg", orders[o]);
    run_local(&h, name, ti, 3, 64, 820 + o);
    snprintf(name, sizeof name, "l20_int_%s_dev", orders[o]);
    run_local(&h, name, ti, 2, 24, 830 + o);
  }
  run_global_sets(&h, "g20_uint_seq_cst_svm", (atype){4, false}, 256, 32, 0, 840);
  run_local(&h, "l20_uint_acq_rel_wg", (atype){4, false}, 3, 64, 841);
  kh_close(&h);
}

/* 64-bit 2.0 atomics: the module has them, so it builds only where the
 * device has 64-bit buffer atomics (else the refusal names the feature). */
TEST(atomics20_64) {
  vkdev vk;
  CHECK(kh_vk_query(cltest_device(), &vk));
  if (vk.found && !vk.f12.shaderBufferInt64Atomics) {
    kh_check_refused("atomics20", "shaderBufferInt64Atomics");
    return;
  }
  kh h;
  kh_open(&h, "atomics20");
  run_global_sets(&h, "g20_long_acq_rel_dev", (atype){8, true}, 256, 64, 0, 850);
  run_local(&h, "l20_ulong_seq_cst_wg", (atype){8, false}, 2, 64, 851);
  kh_close(&h);
}

/* The forms without _explicit (seq_cst, device scope). */
TEST(atomics20_implicit) {
  kh h;
  kh_open(&h, "atomics20");
  cl_kernel k = kh_kernel(&h, "g20_implicit");
  const atype t = {4, true};
  size_t n = 256, l = 64;
  uint64_t init[4] = {5, 0x77, 0x1234, 0}, fin[4], *v = cltest_malloc(n * 8), *o = cltest_malloc(n * 8);
  gen_values(t, v, n, 860);
  void *pi = pack(t, init, 4), *pv = pack(t, v, n), *po = cltest_malloc(n * 16);
  cl_mem mc = kh_in(&h, pi, 16), mv = kh_in(&h, pv, n * 4), mo = kh_out(&h, n * 16);
  kh_arg_mem(k, 0, mc);
  kh_arg_mem(k, 1, mv);
  kh_arg_mem(k, 2, mo);
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, mc, pi, 16);
  kh_read(&h, mo, po, n * 16);
  unpack(t, pi, fin, 4);
  static const int ops[4] = {OP_ADD, OP_XCHG, OP_XOR, OP_CMPXCHG};
  for (int c = 0; c < 4; c++) {
    for (size_t i = 0; i < n; i++) o[i] = kh_getu(po, i * 4 + c, 4);
    check_cell("g20_implicit", t, ops[c], init[c], fin[c], v, o, n, 0);
  }
  clReleaseMemObject(mc), clReleaseMemObject(mv), clReleaseMemObject(mo);
  free(v), free(o), free(pi), free(pv), free(po);
  clReleaseKernel(k);
  kh_close(&h);
}

/* atomic_flag: one winner per flag and round in each work-group. */
TEST(atomics20_flags) {
  kh h;
  kh_open(&h, "atomics20");
  cl_kernel k = kh_kernel(&h, "flags");
  const size_t locals[] = {64, 13};
  for (size_t t = 0; t < 2; t++) {
    size_t l = locals[t], ng = 5, n = l * ng;
    cl_int *won = cltest_malloc(n * 4), *zero = calloc(ng, 4);
    cl_mem mf = kh_in(&h, zero, ng * 4), mw = kh_out(&h, n * 4);
    kh_arg_mem(k, 0, mf);
    kh_arg_mem(k, 1, mw);
    kh_run(&h, k, 1, NULL, &n, &l);
    kh_read(&h, mw, won, n * 4);
    for (size_t g = 0; g < ng; g++)
      for (int bit = 0; bit < 4; bit++) {
        size_t winners = 0;
        for (size_t i = 0; i < l; i++) winners += (won[g * l + i] >> bit) & 1;
        if (winners != 1) {
          cltest_failures++;
          fprintf(stderr, "flags (local size %zu) group %zu, flag round %d: %zu work-items found the flag clear\n", l, g,
                  bit, winners);
        }
      }
    clReleaseMemObject(mf), clReleaseMemObject(mw);
    free(won), free(zero);
  }
  clReleaseKernel(k);
  kh_close(&h);
}

/* atomic_store/load on int and float, atomic_exchange on float. */
TEST(atomics20_load_store) {
  kh h;
  kh_open(&h, "atomics20");
  cl_kernel k = kh_kernel(&h, "load_store");
  size_t n = 192, l = 64;
  cl_int *oi = cltest_malloc(n * 4);
  float *gf = cltest_malloc(n * 4), *of = cltest_malloc(n * 4), *gf_after = cltest_malloc(n * 4);
  for (size_t i = 0; i < n; i++) gf[i] = (float)i * 0.25f - 7.0f;
  cl_mem mgi = kh_out(&h, n * 4), mgf = kh_in(&h, gf, n * 4), moi = kh_out(&h, n * 4), mof = kh_out(&h, n * 4);
  kh_arg_mem(k, 0, mgi);
  kh_arg_mem(k, 1, mgf);
  kh_arg_mem(k, 2, moi);
  kh_arg_mem(k, 3, mof);
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, moi, oi, n * 4);
  kh_read(&h, mof, of, n * 4);
  kh_read(&h, mgf, gf_after, n * 4);
  uint32_t *wi = cltest_malloc(n * 4);
  float *wf = cltest_malloc(n * 4), *wg = cltest_malloc(n * 4);
  for (size_t i = 0; i < n; i++) {
    wi[i] = (uint32_t)((i ^ 1) * 3 + 1);
    wf[i] = (float)(i ^ 1) * 0.5f + gf[i];
    wg[i] = (float)(i % l);
  }
  kh_check_u32("atomic_load of atomic_store (int)", (uint32_t *)oi, wi, n);
  kh_check_f32("atomic_load of atomic_store (float) + atomic_exchange", of, wf, n, 0);
  kh_check_f32("atomic_exchange stored (float)", gf_after, wg, n, 0);
  clReleaseMemObject(mgi), clReleaseMemObject(mgf), clReleaseMemObject(moi), clReleaseMemObject(mof);
  free(oi), free(gf), free(of), free(gf_after), free(wi), free(wf), free(wg);
  clReleaseKernel(k);
  kh_close(&h);
}

/* The last work-group to count sums the partial sums: they must all be
 * visible to it (release by each group, acquire by the last). */
TEST(atomics20_last_group) {
  kh h;
  kh_open(&h, "atomics20");
  size_t l = 64, ng = 37, n = l * ng;
  cl_int *in = cltest_malloc(n * 4), want = 0, got;
  kh_gen_int(in, n, 4, 870);
  for (size_t i = 0; i < n; i++) in[i] &= 0xffff, want += in[i];
  cl_mem mi = kh_in(&h, in, n * 4), mp = kh_out(&h, ng * 4), mo = kh_out(&h, 4);
  cl_uint zero = 0;
  cl_mem mc = kh_in(&h, &zero, 4);
  for (int form = 0; form < 3; form++) {
    cl_kernel k = kh_kernel(&h, form < 2 ? "last_group_sum" : "last_group_sum_cl1");
    kh_arg_mem(k, 0, mi);
    kh_arg_mem(k, 1, mp);
    kh_arg_mem(k, 2, mc);
    kh_arg_mem(k, 3, mo);
    kh_arg(k, 4, l * 4, NULL);
    if (form < 2) {
      cl_uint use_fence = (cl_uint)form;
      kh_arg(k, 5, 4, &use_fence);
    }
    for (int rep = 0; rep < 10; rep++) {
      got = -1;
      MUST(clEnqueueWriteBuffer(h.env.queue, mo, CL_TRUE, 0, 4, &got, 0, NULL, NULL));
      kh_run(&h, k, 1, NULL, &n, &l);
      kh_read(&h, mo, &got, 4);
      if (got != want) {
        cltest_failures++;
        fprintf(stderr, "%s (form %d, run %d): sum %d, expected %d\n", form < 2 ? "last_group_sum" : "last_group_sum_cl1",
                form, rep, got, want);
        break;
      }
    }
    clReleaseKernel(k);
  }
  clReleaseMemObject(mi), clReleaseMemObject(mp), clReleaseMemObject(mo), clReleaseMemObject(mc);
  free(in);
  kh_close(&h);
}

/* A value loaded in a loop that work-items leave at different iterations,
 * used after the loop. */
TEST(loop_exit_values) {
  kh h;
  kh_open(&h, "atomics20");
  cl_kernel k = kh_kernel(&h, "loop_exit_values");
  size_t n = 96, l = 32;
  cl_int a[16], *got = cltest_malloc(n * 4);
  uint32_t *want = cltest_malloc(n * 4);
  for (int i = 0; i < 16; i++) a[i] = i;
  cl_mem ma = kh_in(&h, a, sizeof a), mo = kh_out(&h, n * 4);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mo);
  kh_run(&h, k, 1, NULL, &n, &l);
  kh_read(&h, mo, got, n * 4);
  for (size_t i = 0; i < n; i++) want[i] = (uint32_t)((i % 13) * 100 + i % 13 + 1);
  kh_check_u32("loop_exit_values", (uint32_t *)got, want, n);
  clReleaseMemObject(ma), clReleaseMemObject(mo);
  free(got), free(want);
  clReleaseKernel(k);
  kh_close(&h);
}

/* What the device advertises matches what the atomics above need. */
static bool has_word(const char *list, const char *w) {
  size_t n = strlen(w);
  for (const char *p = strstr(list, w); p; p = strstr(p + 1, w))
    if ((p == list || p[-1] == ' ') && (p[n] == ' ' || !p[n])) return true;
  return false;
}

TEST(atomics_device_queries) {
  cltest_env env;
  cltest_setup(&env, 0);
  char ext[8192] = "";
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_EXTENSIONS, sizeof ext, ext, NULL));
  const char *always[] = {"cl_khr_global_int32_base_atomics", "cl_khr_global_int32_extended_atomics",
                          "cl_khr_local_int32_base_atomics", "cl_khr_local_int32_extended_atomics"};
  for (size_t i = 0; i < 4; i++) CHECK(has_word(ext, always[i]));
  vkdev vk;
  CHECK(kh_vk_query(env.device, &vk));
  bool i64 = vk.f.shaderInt64 && vk.f12.shaderBufferInt64Atomics && vk.f12.shaderSharedInt64Atomics;
  CHECK_EQ(has_word(ext, "cl_khr_int64_base_atomics"), i64);
  CHECK_EQ(has_word(ext, "cl_khr_int64_extended_atomics"), i64);
  cl_device_atomic_capabilities mem = 0, fence = 0;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES, sizeof mem, &mem, NULL));
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_ATOMIC_FENCE_CAPABILITIES, sizeof fence, &fence, NULL));
  const cl_device_atomic_capabilities want = CL_DEVICE_ATOMIC_ORDER_RELAXED | CL_DEVICE_ATOMIC_ORDER_ACQ_REL |
                                             CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP | CL_DEVICE_ATOMIC_SCOPE_DEVICE;
  CHECK_EQ(mem, want);
  CHECK_EQ(fence, want | CL_DEVICE_ATOMIC_SCOPE_WORK_ITEM);
  cl_name_version nv[64];
  size_t sz = 0;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_OPENCL_C_FEATURES, sizeof nv, nv, &sz));
  char feats[4096] = "";
  for (size_t i = 0; i < sz / sizeof nv[0]; i++) {
    strncat(feats, nv[i].name, sizeof feats - strlen(feats) - 2);
    strcat(feats, " ");
  }
  CHECK(has_word(feats, "__opencl_c_atomic_order_acq_rel"));
  CHECK(has_word(ext, "cl_ext_float_atomics"));
  CHECK(has_word(feats, "__opencl_c_ext_fp32_global_atomic_add"));
  CHECK(has_word(feats, "__opencl_c_ext_fp32_local_atomic_add"));
  cl_bitfield fp = 0;
  CHECK_OK(clGetDeviceInfo(env.device, 0x4231 /* CL_DEVICE_SINGLE_FP_ATOMIC_CAPABILITIES_EXT */, sizeof fp, &fp, NULL));
  CHECK_EQ(fp, (1u << 0) | (1u << 1) | (1u << 16) | (1u << 17)); /* load/store and add, __global and __local */
  CHECK(has_word(feats, "__opencl_c_atomic_scope_device"));
  CHECK(!has_word(feats, "__opencl_c_atomic_order_seq_cst"));
  cltest_teardown(&env);
}

/* cl_ext_float_atomics (float_atomics.cl): values that are small integers,
 * so that every sum is exact whatever the order, and the chain check of
 * check_cell holds on the bits. */
static uint64_t fbits(float f) { return kh_getu(&f, 0, 4); }

static void check_float_chain(const char *what, float init, float fin, const float *v, const float *o, size_t n,
                              float sign) {
  uint64_t *from = cltest_malloc((n + 1) * 8), *to = cltest_malloc((n + 1) * 8);
  float expect = init;
  for (size_t i = 0; i < n; i++) {
    from[i] = fbits(o[i]);
    to[i] = fbits(o[i] + sign * v[i]);
    expect += sign * v[i];
  }
  from[n] = fbits(fin);
  to[n] = fbits(init);
  qsort(from, n + 1, 8, cmp_u64);
  qsort(to, n + 1, 8, cmp_u64);
  if (memcmp(from, to, (n + 1) * 8) || fin != expect) {
    cltest_failures++;
    fprintf(stderr, "%s: final %g (expected %g), or old values that are no serial order\n", what, fin, expect);
  }
  free(from), free(to);
}

TEST(atomics_float_add) {
  kh h;
  kh_open(&h, "float_atomics");
  cl_kernel k = kh_kernel(&h, "fadd");
  size_t n = 256, l = 64, ng = n / l;
  float g[3] = {10.0f, -3.0f, 1.25f}, *v = cltest_malloc(n * 4), *old = cltest_malloc(n * 8), *lold = cltest_malloc(n * 4),
        lfin[4];
  uint64_t s = 1200;
  for (size_t i = 0; i < n; i++) v[i] = (float)((int)(cltest_rand(&s) % 201) - 100);
  cl_mem mg = kh_in(&h, g, sizeof g), mv = kh_in(&h, v, n * 4), mo = kh_out(&h, n * 8), ml = kh_out(&h, n * 4),
         mf = kh_out(&h, sizeof lfin);
  kh_arg_mem(k, 0, mg);
  kh_arg_mem(k, 1, mv);
  kh_arg_mem(k, 2, mo);
  kh_arg_mem(k, 3, ml);
  kh_arg_mem(k, 4, mf);
  kh_run(&h, k, 1, NULL, &n, &l);
  float gf[3];
  kh_read(&h, mg, gf, sizeof gf);
  kh_read(&h, mo, old, n * 8);
  kh_read(&h, ml, lold, n * 4);
  kh_read(&h, mf, lfin, sizeof lfin);
  float *o0 = cltest_malloc(n * 4), *o1 = cltest_malloc(n * 4);
  for (size_t i = 0; i < n; i++) o0[i] = old[2 * i], o1[i] = old[2 * i + 1];
  check_float_chain("global atomic_fetch_add (float)", g[0], gf[0], v, o0, n, 1.0f);
  check_float_chain("global atomic_fetch_sub (float)", g[1], gf[1], v, o1, n, -1.0f);
  for (size_t gr = 0; gr < ng; gr++) {
    char what[64];
    snprintf(what, sizeof what, "local atomic_fetch_add (float), group %zu", gr);
    check_float_chain(what, 0.5f, lfin[gr], v + gr * l, lold + gr * l, l, 1.0f);
  }
  CHECK(gf[2] == 2.5f); /* load and exchange */
  clReleaseMemObject(mg), clReleaseMemObject(mv), clReleaseMemObject(mo), clReleaseMemObject(ml), clReleaseMemObject(mf);
  free(v), free(old), free(lold), free(o0), free(o1);
  clReleaseKernel(k);
  kh_close(&h);
}
