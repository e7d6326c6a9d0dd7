/* test_fp64.c: runtime.fp64_denormals, the probe of what a device does
 * with double denormals (fp64_denormals.comp) against exact host results,
 * and the check that the runtime's fp64_denormals (which decides
 * cl_khr_fp64 and CL_FP_DENORM) says what the probe measured. Every case
 * is printed with SHOAL_FP64_PROBE_VERBOSE=1, for measuring new drivers. */
#include "rt_test.h"

#include <math.h>

extern const uint32_t shader_fp64_denormals[];
extern const size_t shader_fp64_denormals_size;

enum { OP_ADD, OP_SUB, OP_MUL, OP_FMA, OP_DIV, OP_CMP, OP_D2F, OP_F2D, OP_MOV, OP_NEG, OP_ABS };
static const char *const op_names[] = {"add", "sub", "mul", "fma", "div", "cmp", "d2f", "f2d", "mov", "neg", "abs"};

typedef struct probe_case {
  uint32_t op, pad;
  uint64_t a, b, c;
} probe_case;

static uint64_t bits_of(double x) {
  uint64_t u;
  memcpy(&u, &x, 8);
  return u;
}
static double dbl(uint64_t u) {
  double x;
  memcpy(&x, &u, 8);
  return x;
}
static uint32_t fbits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

/* The exact result (IEEE double, round to nearest even; the host's C
 * arithmetic with denormals kept, which C on x86-64 and AArch64 gives). */
static uint64_t expected(const probe_case *k) {
  double a = dbl(k->a), b = dbl(k->b), c = dbl(k->c);
  switch (k->op) {
  case OP_ADD: return bits_of(a + b);
  case OP_SUB: return bits_of(a - b);
  case OP_MUL: return bits_of(a * b);
  case OP_FMA: return bits_of(fma(a, b, c));
  case OP_DIV: return bits_of(a / b);
  case OP_CMP: return (a < b ? 1u : 0u) | (a == b ? 2u : 0u) | (a > b ? 4u : 0u) | (a != 0.0 ? 8u : 0u);
  case OP_D2F: return fbits((float)a);
  case OP_F2D: {
    float f;
    uint32_t w = (uint32_t)k->a;
    memcpy(&f, &w, 4);
    return bits_of((double)f);
  }
  case OP_MOV: return k->a;
  case OP_NEG: return bits_of(-a);
  default: return bits_of(fabs(a));
  }
}

/* Operations the translated kernels rely on for double denormals (Shoal's
 * fma, division and conversions are its own expansions on top of these,
 * docs/builtins.md); the driver's own fma and division are measured but
 * do not decide. d2f and f2d involve float denormals, which OpenCL lets go. */
static bool decisive(uint32_t op) { return op != OP_FMA && op != OP_DIV && op != OP_D2F && op != OP_F2D; }

#define P(e) ldexp(1.0, e)
void test_fp64_denormals(void) {
  rt_device *d = test_device();
  const rt_device_info *in = rt_device_get_info(d);
  if (!in->float64) {
    fprintf(stderr, "no shaderFloat64: skipped\n");
    exit(77);
  }
  const double tiny = P(-1074), dmax = dbl(0x000fffffffffffffull), minn = P(-1022);
  const probe_case cases[] = {
      /* sums of denormals, into and out of the denormal range */
      {OP_ADD, 0, bits_of(3 * tiny), bits_of(5 * tiny), 0},
      {OP_ADD, 0, bits_of(-3 * tiny), bits_of(5 * tiny), 0},
      {OP_ADD, 0, bits_of(dmax), bits_of(tiny), 0},
      {OP_ADD, 0, bits_of(dmax), bits_of(dmax), 0},
      {OP_ADD, 0, bits_of(1.0), bits_of(tiny), 0},
      {OP_ADD, 0, bits_of(tiny), bits_of(0.0), 0},
      {OP_SUB, 0, bits_of(minn), bits_of(tiny), 0},
      {OP_SUB, 0, bits_of(1.5 * minn), bits_of(minn), 0},
      {OP_SUB, 0, bits_of(minn * (1 + P(-52))), bits_of(minn), 0},
      {OP_SUB, 0, bits_of(tiny), bits_of(tiny), 0},
      /* products: of denormals, of normals into the denormals, rounding there */
      {OP_MUL, 0, bits_of(P(-1023)), bits_of(0.5), 0},
      {OP_MUL, 0, bits_of(P(-600)), bits_of(P(-450)), 0},
      {OP_MUL, 0, bits_of((1 + P(-52)) * P(-537)), bits_of(P(-537)), 0},
      {OP_MUL, 0, bits_of(3 * tiny), bits_of(P(52)), 0},
      {OP_MUL, 0, bits_of(tiny), bits_of(0.5), 0},
      {OP_MUL, 0, bits_of(3 * tiny), bits_of(0.5), 0},
      {OP_MUL, 0, bits_of(dmax), bits_of(1.0), 0},
      {OP_MUL, 0, bits_of(dmax), bits_of(-3.0), 0},
      {OP_MUL, 0, bits_of(0.1), bits_of(P(-1030)), 0},
      /* fma */
      {OP_FMA, 0, bits_of(3 * tiny), bits_of(1.0), bits_of(5 * tiny)},
      {OP_FMA, 0, bits_of(P(-537)), bits_of(P(-537)), bits_of(tiny)},
      {OP_FMA, 0, bits_of(dmax), bits_of(2.0), bits_of(-dmax)},
      {OP_FMA, 0, bits_of(1 + P(-30)), bits_of(P(-1040)), bits_of(-P(-1040))},
      {OP_FMA, 0, bits_of(0.1), bits_of(P(-1030)), bits_of(0.0)},
      /* division, exact quotients */
      {OP_DIV, 0, bits_of(8 * tiny), bits_of(2.0), 0},
      {OP_DIV, 0, bits_of(P(-1000)), bits_of(P(60)), 0},
      {OP_DIV, 0, bits_of(6 * tiny), bits_of(3 * tiny), 0},
      {OP_DIV, 0, bits_of(P(-100)), bits_of(P(950)), 0},
      {OP_DIV, 0, bits_of(P(-1030)), bits_of(P(-1060)), 0},
      /* compares */
      {OP_CMP, 0, bits_of(tiny), bits_of(2 * tiny), 0},
      {OP_CMP, 0, bits_of(tiny), bits_of(0.0), 0},
      {OP_CMP, 0, bits_of(-tiny), bits_of(0.0), 0},
      {OP_CMP, 0, bits_of(dmax), bits_of(minn), 0},
      {OP_CMP, 0, bits_of(5 * tiny), bits_of(5 * tiny), 0},
      /* conversions and moves */
      {OP_D2F, 0, bits_of(0x1p-140), 0, 0},
      {OP_D2F, 0, bits_of(tiny), 0, 0},
      {OP_F2D, 0, fbits(0x1p-140f), 0, 0},
      {OP_F2D, 0, fbits(0x1.8p-149f), 0, 0},
      {OP_MOV, 0, bits_of(3 * tiny), 0, 0},
      {OP_MOV, 0, bits_of(dmax), 0, 0},
      {OP_NEG, 0, bits_of(7 * tiny), 0, 0},
      {OP_ABS, 0, bits_of(-dmax), 0, 0},
  };
  const uint32_t n = sizeof cases / sizeof cases[0];
  rt_queue *q;
  MUST(rt_queue_create(d, 0, &q));
  rt_shader *sh;
  MUST(rt_shader_create(d, shader_fp64_denormals, shader_fp64_denormals_size / 4, &sh));
  rt_pipeline *pipe;
  rt_pipeline_key key = {.local_size = {64, 1, 1}};
  MUST(rt_pipeline_get(sh, "main", &key, &pipe));
  rt_buffer *cb, *ob;
  MUST(rt_buffer_create(d, sizeof cases, 0, &cb));
  MUST(rt_buffer_create(d, (size_t)n * 8, 0, &ob));
  MUST(rt_enqueue_write(q, cb, 0, cases, sizeof cases, NULL));
  struct {
    uint64_t cases, out;
    uint32_t n;
  } pc = {rt_buffer_device_address(cb), rt_buffer_device_address(ob), n};
  rt_dispatch dp = {.pipeline = pipe, .groups = {1, 1, 1}, .push = &pc, .push_size = 20};
  MUST(rt_enqueue_dispatch(q, &dp, 1, NULL));
  uint64_t got[sizeof cases / sizeof cases[0]];
  rt_seq r;
  MUST(rt_enqueue_read(q, ob, 0, got, sizeof got, &r));
  MUST(rt_queue_wait(q, r));

  const char *v = getenv("SHOAL_FP64_PROBE_VERBOSE");
  bool verbose = v && v[0] == '1';
  unsigned wrong = 0, wrong_decisive = 0;
  for (uint32_t i = 0; i < n; i++) {
    uint64_t want = expected(&cases[i]);
    bool ok = got[i] == want;
    if (!ok) {
      wrong++;
      if (decisive(cases[i].op)) wrong_decisive++;
    }
    if (verbose || !ok)
      fprintf(stderr, "%s %-3s a=%016llx b=%016llx c=%016llx: got %016llx, exact %016llx%s\n", ok ? "ok  " : "DIFF",
              op_names[cases[i].op], (unsigned long long)cases[i].a, (unsigned long long)cases[i].b,
              (unsigned long long)cases[i].c, (unsigned long long)got[i], (unsigned long long)want,
              decisive(cases[i].op) ? "" : " (informational)");
  }
  bool kept = wrong_decisive == 0;
  fprintf(stderr, "%s (%s, driver id %u, version 0x%x): %u of %u cases exact; double denormals %s; runtime says %s%s\n",
          in->name, in->driver_info, in->driver_id, in->driver_version, n - wrong, n, kept ? "kept" : "NOT kept",
          in->fp64_denormals ? "kept" : "not kept",
          in->fc_denorm_preserve_modes & RT_FP64 ? " (DenormPreserve declared for 64 bits)" : "");
  if (in->fc_denorm_preserve_modes & RT_FP64)
    /* the probe declares no DenormPreserve: it cannot contradict a promise */
    CHECK(in->fp64_denormals, "DenormPreserve for 64 bits but fp64_denormals false");
  else
    CHECK(in->fp64_denormals == kept, "the runtime says double denormals are %s; the probe measured them %s",
          in->fp64_denormals ? "kept" : "not kept", kept ? "kept" : "not kept");
  rt_buffer_destroy(cb);
  rt_buffer_destroy(ob);
  rt_queue_destroy(q);
  rt_shader_destroy(sh);
}
