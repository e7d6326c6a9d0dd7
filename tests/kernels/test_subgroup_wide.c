/* test_subgroup_wide.c: kernels that require sub-groups of 8, 16, 32 and 64
 * lanes run with exactly that size on any device (docs/subgroups.md):
 * natively, as partitions of a wider Vulkan subgroup, or across several
 * subgroups of the work-group. An Intel-style SGEMM (shuffles of A, block
 * reads of B) with a sub-group sum and scan of its results, against a host
 * reference from the definitions (integer-valued floats, so every sum is
 * exact in any order); and the refusal, with its log, of a sub-group
 * operation that part of a work-group skips where the sub-group spans
 * several subgroups. */
#include "kernel_harness.h"

#include <math.h>

/* Exits with "skipped" (77) unless the device lists sub-groups of every
 * size in `sizes` (0-terminated). */
static void require_sizes(const size_t *sizes) {
  for (const size_t *s = sizes; *s; s++)
    if (!kh_subgroup_size_listed(cltest_device(), *s)) {
      fprintf(stderr, "the device does not list sub-groups of %zu: nothing to run\n", *s);
      exit(77);
    }
}

static void run_sgemm(kh *h, unsigned S) {
  enum { M = 4 };
  int N = 2 * (int)S, K = 2 * (int)S;
  size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N;
  float *A = cltest_malloc(na * 4), *B = cltest_malloc(nb * 4), *C = cltest_malloc(nc * 4);
  float *sums = cltest_malloc(nc * 4), *scans = cltest_malloc(nc * 4), *ref = cltest_malloc(nc * 4);
  uint64_t seed = 77 + S;
  for (size_t i = 0; i < na; i++) A[i] = (float)((int)(cltest_rand(&seed) % 7) - 3);
  for (size_t i = 0; i < nb; i++) B[i] = (float)((int)(cltest_rand(&seed) % 7) - 3);
  for (int r = 0; r < M; r++)
    for (int c = 0; c < N; c++) {
      double acc = 0;
      for (int k = 0; k < K; k++) acc += (double)A[r * K + k] * B[k * N + c];
      ref[r * N + c] = (float)acc;
    }
  cl_mem ma = kh_in(h, A, na * 4), mb = kh_in(h, B, nb * 4), mc = kh_out(h, nc * 4), ms = kh_out(h, nc * 4),
         msc = kh_out(h, nc * 4);
  char name[32];
  snprintf(name, sizeof name, "sgemm_simd%u", S);
  cl_kernel k = kh_kernel(h, name);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mb);
  kh_arg_mem(k, 2, mc);
  kh_arg_mem(k, 3, ms);
  kh_arg_mem(k, 4, msc);
  kh_arg(k, 5, sizeof N, &N);
  kh_arg(k, 6, sizeof K, &K);
  size_t g[2] = {(size_t)N, M}, l[2] = {S, 2};
  /* what the API says of the kernel: its size, for this local size too */
  size_t v = 0;
  CHECK_OK(clGetKernelSubGroupInfo(k, h->env.device, CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL, 0, NULL, sizeof v, &v,
                                   NULL));
  CHECK_EQ(v, S);
  CHECK_OK(clGetKernelSubGroupInfo(k, h->env.device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof l, l,
                                   sizeof v, &v, NULL));
  CHECK_EQ(v, S);
  CHECK_OK(clGetKernelSubGroupInfo(k, h->env.device, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, sizeof l, l, sizeof v,
                                   &v, NULL));
  CHECK_EQ(v, 2);
  kh_run(h, k, 2, NULL, g, l);
  kh_read(h, mc, C, nc * 4);
  kh_read(h, ms, sums, nc * 4);
  kh_read(h, msc, scans, nc * 4);
  size_t bad = 0;
  for (int r = 0; r < M; r++)
    for (int c = 0; c < N; c++) {
      /* the sub-group: the S columns of this row from c - c % S */
      int c0 = c - c % (int)S;
      float sum = 0, scan = 0;
      for (int j = c0; j < c0 + (int)S; j++) {
        sum += ref[r * N + j];
        if (j <= c) scan += ref[r * N + j];
      }
      size_t i = (size_t)r * N + c;
      if (C[i] != ref[i] || sums[i] != sum || scans[i] != scan) {
        if (bad++ < 5)
          fprintf(stderr, "SIMD%u (%d, %d): C %g sum %g scan %g, expected %g %g %g\n", S, r, c, C[i], sums[i],
                  scans[i], ref[i], sum, scan);
      }
    }
  CHECK_EQ(bad, 0);
  clReleaseKernel(k);
  clReleaseMemObject(ma);
  clReleaseMemObject(mb);
  clReleaseMemObject(mc);
  clReleaseMemObject(ms);
  clReleaseMemObject(msc);
  free(A), free(B), free(C), free(sums), free(scans), free(ref);
}

TEST(subgroup_sizes_intel_sgemm) {
  require_sizes((const size_t[]){8, 16, 32, 64, 0});
  kh h;
  kh_open(&h, "subgroup_wide");
  static const unsigned sizes[] = {8, 16, 32, 64};
  for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) run_sgemm(&h, sizes[i]);
  /* one sub-group per work-group: a shuffle under a branch on the id */
  enum { G = 64 };
  int n = 48, o[G];
  cl_mem mo = kh_out(&h, sizeof o);
  cl_kernel k = kh_kernel(&h, "one_group_shuffle");
  kh_arg_mem(k, 0, mo);
  kh_arg(k, 1, sizeof n, &n);
  size_t g = G, l = 16;
  kh_run(&h, k, 1, NULL, &g, &l);
  kh_read(&h, mo, o, sizeof o);
  for (int i = 0; i < G; i++) CHECK_EQ(o[i], i < n ? i - i % 16 + (i % 16 + 5) % 16 : i + 1000);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* sg_dependent_loop at 16 lanes: on 8-lane lavapipe the loop, the if and
 * the if/else are run by the whole work-group with the other sub-groups'
 * memory accesses guarded (translate/subgroups/sg_linearize.c); before, the kernel
 * was refused. Work-groups of 4 sub-groups; 40 rows, so the last work-group's
 * sub-groups take 3, 1, 0 and 0 rounds. */
TEST(subgroup_wide_sg_dependent_loop) {
  require_sizes((const size_t[]){16, 0});
  enum { GLOBAL = 256, LOCAL = 64, ROWS = 40, NIN = 16 * 3 * (GLOBAL / 16), NOUT = 64 + 2 * GLOBAL };
  static float in[NIN], out[NOUT], want[NOUT];
  for (int i = 0; i < NIN; i++) in[i] = (float)((i * 37) % 23 - 11);
  for (int i = 0; i < NOUT; i++) out[i] = want[i] = -1000.0f;
  for (int r = 0; r < ROWS; r++) {
    float s = 0;
    for (int l = 0; l < 16; l++) s += in[r * 16 + l];
    want[r] = s;
  }
  for (int g = 0; g < GLOBAL; g++) {
    int sg = (g % LOCAL) / 16, grid_sg = g / 16, l = g % 16;
    if (sg % 2 == 1) want[64 + g] = in[grid_sg * 3 * 16 + 3] + (float)l;
    float mx = in[grid_sg * 48], mn = mx;
    for (int k = 0; k < 16; k++) {
      float v = in[grid_sg * 48 + k];
      mx = v > mx ? v : mx;
      mn = v < mn ? v : mn;
    }
    want[64 + GLOBAL + g] = sg < 2 ? mx : mn - 1000.0f;
  }
  kh h;
  kh_open(&h, "subgroup_wide");
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_in(&h, out, sizeof out);
  cl_kernel k = kh_kernel(&h, "sg_dependent_loop");
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  int rows = ROWS;
  kh_arg(k, 2, sizeof rows, &rows);
  size_t g = GLOBAL, l = LOCAL;
  kh_run(&h, k, 1, NULL, &g, &l);
  kh_read(&h, mo, out, sizeof out);
  size_t bad = 0;
  for (int i = 0; i < NOUT; i++)
    if (out[i] != want[i] && bad++ < 6) fprintf(stderr, "out[%d] = %g, expected %g\n", i, out[i], want[i]);
  CHECK_EQ(bad, 0);
  clReleaseMemObject(mi);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* sg_dependent_block_read: 64 lanes, work-groups of two sub-groups that
 * go round 1 and 2 times; each value from the definition of
 * intel_sub_group_block_read (element `lane` of the block), and the rounds
 * a sub-group does not run leave o as it was
 * (translate.subgroup_wide_block_read_not_lockstep checks the loop is not
 * run in lockstep). */
TEST(subgroup_wide_sg_dependent_block_read) {
  require_sizes((const size_t[]){64, 0});
  enum { GLOBAL = 256, LOCAL = 128, N = 1, ROUNDS = 2, NIN = 64 * ROUNDS };
  static cl_uint in[NIN], out[ROUNDS * GLOBAL], want[ROUNDS * GLOBAL];
  for (int i = 0; i < NIN; i++) in[i] = (cl_uint)(i * 2654435761u >> 7);
  for (int i = 0; i < ROUNDS * GLOBAL; i++) out[i] = want[i] = 0xdeadbeefu;
  for (int g = 0; g < GLOBAL; g++) {
    int sg = (g % LOCAL) / 64, lane = g % 64;
    for (int r = 0; r < sg + N; r++) want[r * GLOBAL + g] = in[r * 64 + lane];
  }
  kh h;
  kh_open(&h, "subgroup_wide");
  cl_mem mi = kh_in(&h, in, sizeof in), mo = kh_in(&h, out, sizeof out);
  cl_kernel k = kh_kernel(&h, "sg_dependent_block_read");
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mo);
  int n = N;
  kh_arg(k, 2, sizeof n, &n);
  size_t g = GLOBAL, l = LOCAL;
  kh_run(&h, k, 1, NULL, &g, &l);
  kh_read(&h, mo, out, sizeof out);
  size_t bad = 0;
  for (int i = 0; i < ROUNDS * GLOBAL; i++)
    if (out[i] != want[i] && bad++ < 6) fprintf(stderr, "o[%d] = %#x, expected %#x\n", i, out[i], want[i]);
  CHECK_EQ(bad, 0);
  clReleaseMemObject(mi);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(subgroup_wide_divergent_refused) {
  cltest_env env;
  cltest_setup(&env, 0);
  char log[16384];
  cl_program p = kh_build(&env, "subgroup_wide_divergent", "", log, sizeof log);
  if (p) {
    /* a device whose own subgroups have 64 lanes runs it natively */
    fprintf(stderr, "built: 64 lanes is a native size here\n");
    clReleaseProgram(p);
  } else if (!strstr(log, "must be reached by the whole work-group together") ||
             !strstr(log, "sub-group of 64 lanes") || !strstr(log, "divergent_reduce") ||
             !strstr(log, "one_group_non_uniform") || !strstr(log, "divergent_image_write: an Intel image block write")) {
    fprintf(stderr, "the refusal does not say why:\n%s\n", log);
    cltest_failures++;
  }
  cltest_teardown(&env);
}

/* ---- ballots, votes and non-uniform arithmetic at every size ------------------------ */

enum { WB_WORDS = 20 };

/* What work-item i of a 1D range of work-groups of `local` computes in
 * subgroup_wide_ballot.cl, from the definitions in cl_khr_subgroup_ballot,
 * _non_uniform_vote and _non_uniform_arithmetic: its sub-group is the S
 * work-items from (local id / S) * S in its work-group (fewer in the last
 * one), lane = local id mod S. */
static void wide_ballot_want(unsigned S, size_t local, size_t global, const cl_uint *in, const cl_int *ival,
                             const float *fval, const cl_uint u[4], cl_uint *want, bool *check) {
  for (size_t i = 0; i < global; i++) {
    size_t wg0 = i - i % local, lid = i % local, first = wg0 + lid / S * S;
    size_t end = first + S < wg0 + local ? first + S : wg0 + local, lane = i - first;
    cl_uint *w = want + i * WB_WORDS;
    bool *c = check + i * WB_WORDS;
    for (int k = 0; k < WB_WORDS; k++) c[k] = true;
    cl_uint b[4] = {0, 0, 0, 0}, prod = 1, x = 0, orv = 0, land = 1;
    for (size_t j = first; j < end; j++) {
      size_t l = j - first;
      if (in[j] & 1) b[l / 32] |= 1u << (l % 32);
      prod *= (in[j] & 3) + 1;
      x ^= in[j];
      if (l <= lane) orv |= in[j] & 0xffffu;
      land &= (in[j] & 4) != 0;
    }
    memcpy(w, b, sizeof b);
    w[4] = (u[lane / 32] >> (lane % 32)) & 1;
    unsigned e = (unsigned)(lane * 7) & (S - 1); /* an index at or past the size is undefined */
    w[5] = (u[e / 32] >> (e % 32)) & 1;
    cl_uint cnt = 0, inc = 0, exc = 0;
    int lsb = -1, msb = -1;
    for (unsigned l = 0; l < S; l++)
      if ((b[l / 32] >> (l % 32)) & 1) {
        cnt++;
        if (l <= lane) inc++;
        if (l < lane) exc++;
        if (lsb < 0) lsb = (int)l;
        msb = (int)l;
      }
    w[6] = cnt, w[7] = inc, w[8] = exc;
    w[9] = (cl_uint)lsb, w[10] = (cl_uint)msb;
    c[9] = c[10] = cnt > 0; /* undefined for a ballot of no lane */
    w[11] = lane == 0;
    w[12] = in[first];
    bool ieq = true, feq = true;
    for (size_t j = first; j < end; j++) {
      ieq = ieq && ival[j] == ival[first];
      feq = feq && fval[j] == fval[first]; /* a NaN anywhere makes it false; -0 == +0 */
    }
    w[13] = ieq, w[14] = feq;
    w[15] = prod, w[16] = x, w[17] = orv, w[18] = land;
    /* bits of u at lanes below the sub-group's size count */
    cl_uint ucnt = 0;
    int umsb = -1;
    for (unsigned l = 0; l < S; l++)
      if ((u[l / 32] >> (l % 32)) & 1) ucnt++, umsb = (int)l;
    w[19] = lane & 1 ? ucnt : (cl_uint)umsb;
    if (!(lane & 1) && umsb < 0) c[19] = false;
  }
}

/* Each size the device lists, with work-groups of two sub-groups less three
 * work-items (a partial last sub-group) and of exactly one. The sub-groups'
 * values are chosen so that all_equal is true in some and false in others,
 * for int and float (a -0 among +0 equal, a NaN not). */
TEST(subgroup_wide_ballot) {
  static const unsigned sizes[] = {8, 16, 32, 64, 128};
  size_t maxwg = 0;
  kh h;
  kh_open(&h, "subgroup_wide_ballot");
  MUST(clGetDeviceInfo(h.env.device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof maxwg, &maxwg, NULL));
  int ran = 0;
  for (int s = 0; s < 5; s++) {
    unsigned S = sizes[s];
    if (!kh_subgroup_size_listed(h.env.device, S)) {
      fprintf(stderr, "sub-groups of %u are not listed: skipped\n", S);
      continue;
    }
    for (int shape = 0; shape < 2; shape++) {
      size_t local = shape ? S : 2 * S - 3;
      if (local > maxwg) continue;
      size_t global = 3 * local;
      cl_uint *in = cltest_malloc(global * 4), *out = cltest_malloc(global * WB_WORDS * 4);
      cl_uint *want = cltest_malloc(global * WB_WORDS * 4);
      cl_int *ival = cltest_malloc(global * 4);
      float *fval = cltest_malloc(global * 4);
      bool *check = cltest_malloc(global * WB_WORDS * sizeof *check);
      uint64_t seed = 1234 + S * 7 + (uint64_t)shape;
      for (size_t i = 0; i < global; i++) {
        size_t lid = i % local, sg = i / local * 8 + lid / S, lane = lid % S;
        in[i] = (cl_uint)cltest_rand(&seed);
        /* sub-group kinds: 0 all equal, 1 one lane differs, 2 a -0 among +0,
         * 3 a NaN among equal values */
        int kind = (int)(sg % 4);
        ival[i] = 42 + (kind == 1 && lane == S / 3 ? 1 : 0);
        fval[i] = kind == 2 ? (lane == 1 ? -0.0f : 0.0f) : kind == 3 && lane == 2 ? NAN : 3.5f;
        if (kind == 1 && lane == 1) fval[i] = 4.5f;
      }
      cl_uint u[4] = {(cl_uint)cltest_rand(&seed), (cl_uint)cltest_rand(&seed), (cl_uint)cltest_rand(&seed),
                      (cl_uint)cltest_rand(&seed) | 0x80000000u};
      if (S < 32) u[0] |= 1u << (S - 1);
      wide_ballot_want(S, local, global, in, ival, fval, u, want, check);
      cl_mem mi = kh_in(&h, in, global * 4), miv = kh_in(&h, ival, global * 4), mf = kh_in(&h, fval, global * 4);
      cl_mem mo = kh_out(&h, global * WB_WORDS * 4);
      char name[32];
      snprintf(name, sizeof name, "wide_ballot%u", S);
      cl_kernel k = kh_kernel(&h, name);
      kh_arg_mem(k, 0, mi);
      kh_arg_mem(k, 1, miv);
      kh_arg_mem(k, 2, mf);
      kh_arg(k, 3, sizeof u, u);
      kh_arg_mem(k, 4, mo);
      size_t v = 0;
      CHECK_OK(clGetKernelSubGroupInfo(k, h.env.device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof local,
                                       &local, sizeof v, &v, NULL));
      CHECK_EQ(v, S);
      kh_run(&h, k, 1, NULL, &global, &local);
      kh_read(&h, mo, out, global * WB_WORDS * 4);
      static const char *what[WB_WORDS] = {"ballot.x", "ballot.y", "ballot.z", "ballot.w", "inverse_ballot",
                                           "bit_extract", "bit_count", "inclusive_scan", "exclusive_scan",
                                           "find_lsb", "find_msb", "elect", "broadcast_first", "all_equal(int)",
                                           "all_equal(float)", "reduce_mul", "reduce_xor", "scan_inclusive_or",
                                           "reduce_logical_and", "divergent bit_count/find_msb"};
      size_t bad = 0;
      for (size_t i = 0; i < global * WB_WORDS; i++) {
        if (!check[i]) continue;
        cl_uint got = out[i];
        size_t f = i % WB_WORDS;
        /* the int-returning functions give any non-zero for true */
        if ((f == 4 || f == 5 || f == 11 || f == 13 || f == 14 || f == 18) && got) got = 1;
        if (got != want[i] && bad++ < 8)
          fprintf(stderr, "S %u, local %zu, work-item %zu: %s = %#x, expected %#x\n", S, local, i / WB_WORDS,
                  what[f], out[i], want[i]);
      }
      CHECK_EQ(bad, 0);
      ran++;
      clReleaseKernel(k);
      clReleaseMemObject(mi), clReleaseMemObject(miv), clReleaseMemObject(mf), clReleaseMemObject(mo);
      free(in), free(out), free(want), free(ival), free(fval), free(check);
    }
  }
  CHECK(ran > 0);
  kh_close(&h);
}
