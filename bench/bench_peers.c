/* bench_peers.c: the kernels Shoal's users care about, timed the same way
 * on any OpenCL platform through the ICD loader, so one binary measures
 * Shoal, NVIDIA's OpenCL and PoCL side by side (docs/benchmarks.md):
 *
 *   copy        plain uint4 copy                       GB/s, read + write
 *   copy_cast / copy16_cast  the same through byte pointers at a run-time
 *               offset (0) cast to uint4* / uchar16*    GB/s, read + write
 *   block_copy  intel_sub_group_block_read4/write4     GB/s, read + write
 *   reduce_local    tree reduction in local memory     GB/s of input
 *   reduce_subgroup the same with sub_group_reduce_add GB/s of input
 *   fir5_local / fir5_shuffle (Intel) / fir5_qcom      GB/s, read + write
 *   sgemm_local / sgemm_tiled (cuBLAS's shape: 128x128 tiles, 8x8 a
 *               work-item) / sgemm_intel (+ _pf: loads a step ahead,
 *               _slm: B tiles shared in local memory,
 *               _tiled: sgemm_tiled's design, tiles staged by block
 *               reads, A transposed)                    GFLOP/s
 *   image_copy / image_blur3 / image_resize            GB/s (RGBA float images)
 *   image_block_copy  intel_sub_group_block_read4/write4 on images, GB/s
 *   latency     enqueue + clFinish of an empty kernel  us
 *   throughput  empty kernels enqueued without waits   kernels/s
 *
 * Every result is checked against a host reference before it is timed;
 * device times come from profiling events (median of --runs launches after
 * 0.3 s of warm-up launches). Kernels the platform cannot run (no cl_intel_subgroups,
 * ...) print "n/a". Programs come from SPIR-V where the device takes IL,
 * else from OpenCL C source (--source forces source).
 *
 *   bench_peers [--platform NAME] [--mib N] [--gemm N] [--runs N] [--source] [--csv]
 */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MODULE(n) extern const unsigned char bench_##n##_spv[], bench_##n##_cl[]; \
  extern const size_t bench_##n##_spv_size, bench_##n##_cl_size;
MODULE(plain)
MODULE(subgroups)
MODULE(intel)
MODULE(qcom)
MODULE(images)
MODULE(intel_images)

typedef struct env {
  cl_platform_id platform;
  cl_device_id device;
  cl_context ctx;
  cl_command_queue q;
  bool use_il, csv;
  int runs;
  char exts[8192];
} env;

#define MUST(call)                                                                  \
  do {                                                                              \
    cl_int e_ = (call);                                                             \
    if (e_ != CL_SUCCESS) {                                                         \
      fprintf(stderr, "bench_peers: %s failed: %d (line %d)\n", #call, e_, __LINE__); \
      exit(2);                                                                      \
    }                                                                               \
  } while (0)

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median(double *v, int n) {
  qsort(v, (size_t)n, sizeof *v, cmp_double);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static uint64_t rng(uint64_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

/* Multiples of 1/16 in [-2, 2]: sums of a few thousand products are exact
 * in float, so any order of summation gives the reference bit for bit. */
static float sixteenth(uint64_t *s) { return (float)((int)(rng(s) % 65) - 32) / 16.0f; }

static bool has_ext(const env *e, const char *name) {
  const char *p = e->exts;
  size_t n = strlen(name);
  while ((p = strstr(p, name))) {
    if ((p == e->exts || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0')) return true;
    p += n;
  }
  return false;
}

static void open_env(env *e, const char *want) {
  cl_platform_id ps[16];
  cl_uint n = 0;
  MUST(clGetPlatformIDs(16, ps, &n));
  e->platform = NULL;
  for (cl_uint i = 0; i < n && i < 16; i++) {
    char name[256] = "";
    clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
    if (!want || strstr(name, want)) {
      e->platform = ps[i];
      break;
    }
  }
  if (!e->platform) {
    fprintf(stderr, "bench_peers: no platform%s%s\n", want ? " named " : "", want ? want : "");
    exit(2);
  }
  MUST(clGetDeviceIDs(e->platform, CL_DEVICE_TYPE_DEFAULT, 1, &e->device, NULL));
  cl_int err;
  e->ctx = clCreateContext(NULL, 1, &e->device, NULL, NULL, &err);
  MUST(err);
  cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
  e->q = clCreateCommandQueueWithProperties(e->ctx, e->device, props, &err);
  MUST(err);
  clGetDeviceInfo(e->device, CL_DEVICE_EXTENSIONS, sizeof e->exts, e->exts, NULL);
  char il[256] = "";
  clGetDeviceInfo(e->device, CL_DEVICE_IL_VERSION, sizeof il, il, NULL);
  if (!strstr(il, "SPIR-V")) e->use_il = false;
}

/* BENCH_PEERS_BINARIES=DIR: each program's binary goes to DIR/NAME.bin,
 * for a disassembler (on NVIDIA's OpenCL it is PTX; bench/micro/run.sh says
 * how Shoal's machine code is found). */
static void save_binary(cl_program p, const char *name) {
  const char *dir = getenv("BENCH_PEERS_BINARIES");
  if (!dir || !*dir) return;
  size_t size = 0;
  if (clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL) != CL_SUCCESS || !size) return;
  unsigned char *bin = malloc(size);
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.bin", dir, name);
  FILE *f = bin && clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL) == CL_SUCCESS
                ? fopen(path, "wb")
                : NULL;
  if (f) {
    fwrite(bin, 1, size, f);
    fclose(f);
  }
  free(bin);
}

/* Builds a module from IL or source; NULL (with the log on stderr) if the
 * platform cannot. */
static cl_program build(env *e, const char *name, const unsigned char *spv, size_t spv_size, const unsigned char *cl,
                        size_t cl_size, const char *opts) {
  cl_int err;
  cl_program p;
  if (e->use_il) {
    p = clCreateProgramWithIL(e->ctx, spv, spv_size, &err);
  } else {
    const char *src = (const char *)cl;
    p = clCreateProgramWithSource(e->ctx, 1, &src, &cl_size, &err);
  }
  if (err != CL_SUCCESS) return NULL;
  err = clBuildProgram(p, 1, &e->device, e->use_il ? "" : opts, NULL, NULL);
  if (err != CL_SUCCESS) {
    char log[4096] = "";
    clGetProgramBuildInfo(p, e->device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    fprintf(stderr, "bench_peers: build failed (%d): %.2000s\n", err, log);
    clReleaseProgram(p);
    return NULL;
  }
  save_binary(p, name);
  return p;
}

static cl_mem buf(env *e, size_t size, const void *host) {
  cl_int err;
  cl_mem m = clCreateBuffer(e->ctx, host ? CL_MEM_COPY_HOST_PTR : 0, size, (void *)host, &err);
  MUST(err);
  return m;
}

static void args(cl_kernel k, int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  for (int i = 0; i < n; i++) {
    size_t size = __builtin_va_arg(ap, size_t);
    const void *v = __builtin_va_arg(ap, const void *);
    MUST(clSetKernelArg(k, (cl_uint)i, size, v));
  }
  __builtin_va_end(ap);
}
#define A(x) sizeof(x), (const void *)&(x)

/* Median device time in seconds of `runs` launches after warm-ups for at
 * least WARM_SECONDS (and four launches). A GPU idle before the run
 * clocks its cores down and raises them only under sustained load: on the
 * H100 two warm-ups left compute-bound kernels at a third of their speed
 * in some runs (docs/benchmarks.md). */
#define WARM_SECONDS 0.3
static double time_kernel(env *e, cl_kernel k, cl_uint dim, const size_t *global, const size_t *local) {
  double t[256];
  int runs = e->runs < 256 ? e->runs : 256;
  double warm_until = now() + WARM_SECONDS;
  do { /* a few at a time, so the queue never holds more than that */
    for (int w = 0; w < 4; w++) MUST(clEnqueueNDRangeKernel(e->q, k, dim, NULL, global, local, 0, NULL, NULL));
    MUST(clFinish(e->q));
  } while (now() < warm_until);
  for (int i = 0; i < runs; i++) {
    cl_event ev;
    MUST(clEnqueueNDRangeKernel(e->q, k, dim, NULL, global, local, 0, NULL, &ev));
    MUST(clWaitForEvents(1, &ev));
    cl_ulong s = 0, f = 0;
    MUST(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof s, &s, NULL));
    MUST(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof f, &f, NULL));
    clReleaseEvent(ev);
    t[i] = (double)(f - s) * 1e-9;
  }
  return median(t, runs);
}

static void row(env *e, const char *name, const char *unit, double value, const char *note) {
  if (e->csv) {
    printf("%s,%s,%.6g,", name, unit, value);
    for (const char *c = note ? note : ""; *c; c++) putchar(*c == ',' ? ';' : *c);
    putchar('\n');
  }
  else if (isnan(value))
    printf("  %-18s %12s %-10s %s\n", name, "n/a", "", note ? note : "");
  else
    printf("  %-18s %12.2f %-10s %s\n", name, value, unit, note ? note : "");
}

static void bad(env *e, const char *name, size_t errors) {
  char note[64];
  snprintf(note, sizeof note, "WRONG RESULTS (%zu), not timed", errors);
  row(e, name, "", NAN, note);
}

/* ---- copies ------------------------------------------------------------- */

static void bench_copy(env *e, cl_program plain, cl_program intel, size_t bytes) {
  size_t n = bytes / 4;
  uint32_t *h = malloc(bytes), *back = malloc(bytes);
  if (!h || !back) exit(2);
  uint64_t s = 1;
  for (size_t i = 0; i < n; i++) h[i] = (uint32_t)rng(&s);
  cl_mem a = buf(e, bytes, h), b = buf(e, bytes, NULL);
  struct {
    const char *name, *kernel;
    cl_program p;
    size_t global;
    bool cast;
  } cases[] = {{"copy", "copy4", plain, n / 4, false},
               {"copy_cast", "copy4_cast", plain, n / 4, true},
               {"copy16_cast", "copy16_cast", plain, n / 4, true},
               {"block_copy", "block_copy4", intel, n / 4, false}};
  for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
    if (!cases[c].p) {
      row(e, cases[c].name, "GB/s", NAN, "needs cl_intel_subgroups");
      continue;
    }
    cl_int err;
    cl_kernel k = clCreateKernel(cases[c].p, cases[c].kernel, &err);
    MUST(err);
    cl_int off = 0;
    if (cases[c].cast)
      args(k, 3, A(a), A(b), A(off));
    else
      args(k, 2, A(a), A(b));
    size_t local = 256;
    MUST(clEnqueueFillBuffer(e->q, b, (uint32_t[]){0}, 4, 0, bytes, 0, NULL, NULL));
    MUST(clEnqueueNDRangeKernel(e->q, k, 1, NULL, &cases[c].global, &local, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e->q, b, CL_TRUE, 0, bytes, back, 0, NULL, NULL));
    size_t wrong = 0;
    for (size_t i = 0; i < n; i++) wrong += back[i] != h[i];
    if (wrong) {
      bad(e, cases[c].name, wrong);
    } else {
      double t = time_kernel(e, k, 1, &cases[c].global, &local);
      row(e, cases[c].name, "GB/s", 2.0 * (double)bytes / t * 1e-9, "read + write");
    }
    clReleaseKernel(k);
  }
  clReleaseMemObject(a);
  clReleaseMemObject(b);
  free(h);
  free(back);
}

/* ---- images ---------------------------------------------------------------- */

static cl_mem image(env *e, cl_channel_order o, cl_channel_type t, size_t w, size_t h, const void *host) {
  cl_image_format f = {o, t};
  cl_image_desc d = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = w, .image_height = h};
  cl_int err;
  cl_mem m = clCreateImage(e->ctx, host ? CL_MEM_COPY_HOST_PTR : 0, &f, &d, (void *)host, &err);
  MUST(err);
  return m;
}

/* The host reference of image_blur3 and image_resize at (x, y). */
static void ref_image(const float *a, size_t w, size_t h, int kind, size_t x, size_t y, size_t bw, size_t bh,
                      float out[4]) {
  for (int c = 0; c < 4; c++) out[c] = 0;
  if (kind == 0) {
    for (int dy = -1; dy <= 1; dy++)
      for (int dx = -1; dx <= 1; dx++) {
        long xx = (long)x + dx, yy = (long)y + dy;
        xx = xx < 0 ? 0 : xx >= (long)w ? (long)w - 1 : xx;
        yy = yy < 0 ? 0 : yy >= (long)h ? (long)h - 1 : yy;
        for (int c = 0; c < 4; c++) out[c] += a[4 * ((size_t)yy * w + (size_t)xx) + c] / 9.0f;
      }
    return;
  }
  float u = ((float)x + 0.5f) / (float)bw * (float)w - 0.5f, v = ((float)y + 0.5f) / (float)bh * (float)h - 0.5f;
  long i0 = (long)floorf(u), j0 = (long)floorf(v);
  float fa = u - floorf(u), fb = v - floorf(v);
  for (int k = 0; k < 4; k++) {
    long i = i0 + (k & 1), j = j0 + (k >> 1);
    i = i < 0 ? 0 : i >= (long)w ? (long)w - 1 : i;
    j = j < 0 ? 0 : j >= (long)h ? (long)h - 1 : j;
    float wt = ((k & 1) ? fa : 1 - fa) * ((k >> 1) ? fb : 1 - fb);
    for (int c = 0; c < 4; c++) out[c] += wt * a[4 * ((size_t)j * w + (size_t)i) + c];
  }
}

static void bench_images(env *e, cl_program pimg, cl_program pblock, size_t bytes) {
  if (!pimg) {
    row(e, "image_copy", "GB/s", NAN, "no image support");
    return;
  }
  size_t w = 2048, h = bytes / (w * 16);
  if (h < 64) h = 64;
  size_t n = w * h;
  float *a = malloc(n * 16), *back = malloc(n * 16);
  if (!a || !back) exit(2);
  uint64_t s = 5;
  for (size_t i = 0; i < 4 * n; i++) a[i] = (float)(rng(&s) % 1000) / 250.0f;
  cl_mem ia = image(e, CL_RGBA, CL_FLOAT, w, h, a);
  const char *names[] = {"image_copy", "image_blur3", "image_resize"};
  for (int c = 0; c < 3; c++) {
    size_t bw = c == 2 ? w * 3 / 4 : w, bh = c == 2 ? h * 3 / 4 : h;
    cl_mem ib = image(e, CL_RGBA, CL_FLOAT, bw, bh, NULL);
    cl_int err;
    cl_kernel k = clCreateKernel(pimg, names[c], &err);
    MUST(err);
    args(k, 2, A(ia), A(ib));
    size_t global[2] = {bw, bh}, local[2] = {16, 8}, origin[3] = {0, 0, 0}, region[3] = {bw, bh, 1};
    MUST(clEnqueueNDRangeKernel(e->q, k, 2, NULL, global, local, 0, NULL, NULL));
    MUST(clEnqueueReadImage(e->q, ib, CL_TRUE, origin, region, 0, 0, back, 0, NULL, NULL));
    size_t wrong = 0;
    for (size_t y = 0; y < bh; y += 7)
      for (size_t x = 0; x < bw; x += 3) {
        float want[4];
        if (c == 0) memcpy(want, &a[4 * (y * w + x)], 16);
        else ref_image(a, w, h, c - 1, x, y, bw, bh, want);
        for (int ch = 0; ch < 4; ch++) wrong += fabsf(back[4 * (y * bw + x) + ch] - want[ch]) > 1e-3f;
      }
    if (wrong) {
      bad(e, names[c], wrong);
    } else {
      double t = time_kernel(e, k, 2, global, local);
      row(e, names[c], "GB/s", (double)(n + bw * bh) * 16 / t * 1e-9, "read + write");
    }
    clReleaseKernel(k);
    clReleaseMemObject(ib);
  }
  clReleaseMemObject(ia);
  /* block copies between 32-bit images */
  if (!pblock) {
    row(e, "image_block_copy", "GB/s", NAN, "needs cl_intel_subgroups and images");
  } else {
    size_t bw = 4096, bh = bytes / (bw * 4);
    if (bh < 64) bh = 64;
    bh &= ~(size_t)3;
    uint32_t *u = malloc(bw * bh * 4), *ub = malloc(bw * bh * 4);
    if (!u || !ub) exit(2);
    for (size_t i = 0; i < bw * bh; i++) u[i] = (uint32_t)rng(&s);
    cl_mem ua = image(e, CL_R, CL_UNSIGNED_INT32, bw, bh, u), uo = image(e, CL_R, CL_UNSIGNED_INT32, bw, bh, NULL);
    cl_int err;
    cl_kernel k = clCreateKernel(pblock, "image_block_copy4", &err);
    MUST(err);
    args(k, 2, A(ua), A(uo));
    size_t global[2] = {bw, bh / 4}, local[2] = {64, 1}, origin[3] = {0, 0, 0}, region[3] = {bw, bh, 1};
    MUST(clEnqueueNDRangeKernel(e->q, k, 2, NULL, global, local, 0, NULL, NULL));
    MUST(clEnqueueReadImage(e->q, uo, CL_TRUE, origin, region, 0, 0, ub, 0, NULL, NULL));
    size_t wrong = 0;
    for (size_t i = 0; i < bw * bh; i++) wrong += ub[i] != u[i];
    if (wrong) {
      bad(e, "image_block_copy", wrong);
    } else {
      double t = time_kernel(e, k, 2, global, local);
      row(e, "image_block_copy", "GB/s", 2.0 * (double)(bw * bh * 4) / t * 1e-9, "read + write");
    }
    clReleaseKernel(k);
    clReleaseMemObject(ua);
    clReleaseMemObject(uo);
    free(u);
    free(ub);
  }
  free(a);
  free(back);
}

/* ---- reductions --------------------------------------------------------- */

static void bench_reduce(env *e, cl_program plain, cl_program sg, size_t bytes) {
  size_t n = bytes / 4, groups = n / 2048;
  uint32_t *h = malloc(bytes), *part = malloc(groups * 4), *want = malloc(groups * 4);
  if (!h || !part || !want) exit(2);
  uint64_t s = 2;
  for (size_t i = 0; i < n; i++) h[i] = (uint32_t)rng(&s);
  for (size_t g = 0; g < groups; g++) {
    uint32_t sum = 0;
    for (size_t i = 0; i < 2048; i++) sum += h[g * 2048 + i];
    want[g] = sum;
  }
  cl_mem a = buf(e, bytes, h), p = buf(e, groups * 4, NULL);
  struct {
    const char *name, *kernel;
    cl_program prog;
  } cases[] = {{"reduce_local", "reduce_local", plain}, {"reduce_subgroup", "reduce_subgroup", sg}};
  for (int c = 0; c < 2; c++) {
    if (!cases[c].prog) {
      row(e, cases[c].name, "GB/s", NAN, "needs sub-groups");
      continue;
    }
    cl_int err;
    cl_kernel k = clCreateKernel(cases[c].prog, cases[c].kernel, &err);
    MUST(err);
    args(k, 2, A(a), A(p));
    size_t global = groups * 256, local = 256;
    MUST(clEnqueueNDRangeKernel(e->q, k, 1, NULL, &global, &local, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e->q, p, CL_TRUE, 0, groups * 4, part, 0, NULL, NULL));
    size_t wrong = 0;
    for (size_t g = 0; g < groups; g++) wrong += part[g] != want[g];
    if (wrong) {
      bad(e, cases[c].name, wrong);
    } else {
      double t = time_kernel(e, k, 1, &global, &local);
      row(e, cases[c].name, "GB/s", (double)bytes / t * 1e-9, "of input");
    }
    clReleaseKernel(k);
  }
  clReleaseMemObject(a);
  clReleaseMemObject(p);
  free(h), free(part), free(want);
}

/* ---- stencils ----------------------------------------------------------- */

static void bench_fir(env *e, cl_program plain, cl_program intel, cl_program qcom, size_t bytes) {
  size_t n = bytes / 4, pad = 256 + 8;
  float *x = malloc((n + pad) * 4), *y = malloc(n * 4);
  const float w[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
  if (!x || !y) exit(2);
  uint64_t s = 3;
  for (size_t i = 0; i < n + pad; i++) x[i] = sixteenth(&s);
  cl_mem mx = buf(e, (n + pad) * 4, x), my = buf(e, n * 4, NULL), mw = buf(e, sizeof w, w);
  struct {
    const char *name, *kernel, *needs;
    cl_program p;
  } cases[] = {{"fir5_local", "fir5_local", "", plain},
               {"fir5_shuffle", "fir5_shuffle", "needs cl_intel_subgroups", intel},
               {"fir5_qcom", "fir5_qcom", "needs cl_qcom_subgroup_shuffle", qcom}};
  for (int c = 0; c < 3; c++) {
    if (!cases[c].p) {
      row(e, cases[c].name, "GB/s", NAN, cases[c].needs);
      continue;
    }
    cl_int err;
    cl_kernel k = clCreateKernel(cases[c].p, cases[c].kernel, &err);
    MUST(err);
    args(k, 3, A(mx), A(my), A(mw));
    size_t global = n, local = 256;
    MUST(clEnqueueNDRangeKernel(e->q, k, 1, NULL, &global, &local, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e->q, my, CL_TRUE, 0, n * 4, y, 0, NULL, NULL));
    size_t wrong = 0;
    for (size_t i = 0; i < n; i++) {
      double want = 0;
      for (int t = 0; t < 5; t++) want += (double)w[t] * x[i + t];
      wrong += y[i] != (float)want;
    }
    if (wrong) {
      bad(e, cases[c].name, wrong);
    } else {
      double t = time_kernel(e, k, 1, &global, &local);
      row(e, cases[c].name, "GB/s", 2.0 * (double)bytes / t * 1e-9, "read + write");
    }
    clReleaseKernel(k);
  }
  clReleaseMemObject(mx), clReleaseMemObject(my), clReleaseMemObject(mw);
  free(x), free(y);
}

/* ---- SGEMM -------------------------------------------------------------- */

static void bench_sgemm(env *e, cl_program plain, cl_program intel, int N) {
  size_t nn = (size_t)N * N;
  float *a = malloc(nn * 4), *b = malloc(nn * 4), *c = malloc(nn * 4);
  if (!a || !b || !c) exit(2);
  uint64_t s = 4;
  for (size_t i = 0; i < nn; i++) a[i] = sixteenth(&s), b[i] = sixteenth(&s);
  /* sgemm_intel_tiled takes A transposed (column-major) */
  float *at = malloc(nn * 4);
  if (!at) exit(2);
  for (size_t i = 0; i < (size_t)N; i++)
    for (size_t j = 0; j < (size_t)N; j++) at[j * N + i] = a[i * N + j];
  cl_mem ma = buf(e, nn * 4, a), mb = buf(e, nn * 4, b), mc = buf(e, nn * 4, NULL), mat = buf(e, nn * 4, at);
  /* rows checked in full: 16 spread over the matrix */
  int check_rows[16];
  for (int r = 0; r < 16; r++) check_rows[r] = (int)((size_t)r * N / 16 + (size_t)(r * 7) % (N / 16));
  struct {
    const char *name, *kernel;
    cl_program p;
    size_t global[2], local[2];
  } cases[] = {
    {"sgemm_local", "sgemm_local", plain, {(size_t)N, (size_t)N / 4}, {32, 8}},
    {"sgemm_tiled", "sgemm_tiled", plain, {(size_t)N / 8, (size_t)N / 8}, {16, 16}},
    {"sgemm_intel", "sgemm_intel", intel, {(size_t)N / 8, (size_t)N / 8}, {0, 4}}, /* x: the sub-group size */
    {"sgemm_intel_pf", "sgemm_intel_pf", intel, {(size_t)N / 8, (size_t)N / 8}, {0, 4}},
    {"sgemm_intel_slm", "sgemm_intel_slm", intel, {(size_t)N / 8, (size_t)N / 8}, {0, 4}},
    {"sgemm_intel_tiled", "sgemm_intel_tiled", intel, {(size_t)N / 8, (size_t)N / 8}, {16, 16}},
  };
  for (int k = 0; k < (int)(sizeof cases / sizeof cases[0]); k++) {
    if (!cases[k].p) {
      row(e, cases[k].name, "GFLOP/s", NAN, "needs cl_intel_subgroups");
      continue;
    }
    cl_int err;
    cl_kernel kr = clCreateKernel(cases[k].p, cases[k].kernel, &err);
    MUST(err);
    if (!cases[k].local[0]) { /* one sub-group wide */
      size_t probe = 256;
      MUST(clGetKernelSubGroupInfo(kr, e->device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof probe, &probe,
                                   sizeof cases[k].local[0], &cases[k].local[0], NULL));
    }
    const bool transposed_a = !strcmp(cases[k].kernel, "sgemm_intel_tiled");
    if (transposed_a) { /* one block read per sub-group and tile: sizes up to 32 */
      size_t sgsize = 0;
      MUST(clGetKernelSubGroupInfo(kr, e->device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE,
                                   sizeof cases[k].local, cases[k].local, sizeof sgsize, &sgsize, NULL));
      if (sgsize > 32 || 256 % sgsize) {
        row(e, cases[k].name, "GFLOP/s", NAN, "needs sub-groups of at most 32");
        clReleaseKernel(kr);
        continue;
      }
    }
    cl_mem first = transposed_a ? mat : ma;
    args(kr, 5, A(first), A(mb), A(mc), A(N), A(N));
    if (!strcmp(cases[k].kernel, "sgemm_intel_slm")) { /* its B tile: 8 * size * size floats */
      size_t tile = 8 * cases[k].local[0] * cases[k].local[0] * sizeof(float);
      cl_ulong have = 0;
      MUST(clGetDeviceInfo(e->device, CL_DEVICE_LOCAL_MEM_SIZE, sizeof have, &have, NULL));
      if (tile > have) { /* sub-groups of 64 lanes need 128 KiB */
        row(e, cases[k].name, "GFLOP/s", NAN, "its __local tile is larger than the device's local memory");
        clReleaseKernel(kr);
        continue;
      }
      MUST(clSetKernelArg(kr, 5, tile, NULL));
    }
    MUST(clEnqueueFillBuffer(e->q, mc, (float[]){0}, 4, 0, nn * 4, 0, NULL, NULL));
    MUST(clEnqueueNDRangeKernel(e->q, kr, 2, NULL, cases[k].global, cases[k].local, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e->q, mc, CL_TRUE, 0, nn * 4, c, 0, NULL, NULL));
    size_t wrong = 0;
    for (int r = 0; r < 16; r++) {
      int i = check_rows[r];
      for (int j = 0; j < N; j++) {
        double want = 0;
        for (int l = 0; l < N; l++) want += (double)a[(size_t)i * N + l] * b[(size_t)l * N + j];
        wrong += c[(size_t)i * N + j] != (float)want;
      }
    }
    if (wrong) {
      bad(e, cases[k].name, wrong);
    } else {
      double t = time_kernel(e, kr, 2, cases[k].global, cases[k].local);
      char note[64];
      snprintf(note, sizeof note, "%dx%dx%d", N, N, N);
      row(e, cases[k].name, "GFLOP/s", 2.0 * N * (double)N * N / t * 1e-9, note);
    }
    clReleaseKernel(kr);
  }
  clReleaseMemObject(ma), clReleaseMemObject(mb), clReleaseMemObject(mc), clReleaseMemObject(mat);
  free(a), free(b), free(c), free(at);
}

/* ---- the cost of a launch ----------------------------------------------- */

static void bench_launch(env *e, cl_program plain) {
  cl_int err;
  cl_kernel k = clCreateKernel(plain, "empty", &err);
  MUST(err);
  size_t global = 1, local = 1;
  double t[1000];
  for (int i = -20; i < 1000; i++) {
    double t0 = now();
    MUST(clEnqueueNDRangeKernel(e->q, k, 1, NULL, &global, &local, 0, NULL, NULL));
    MUST(clFinish(e->q));
    if (i >= 0) t[i] = now() - t0;
  }
  row(e, "latency", "us", median(t, 1000) * 1e6, "enqueue + clFinish, empty kernel, median of 1000");
  const int count = 20000;
  double best = 0;
  for (int rep = 0; rep < 3; rep++) {
    double t0 = now();
    for (int i = 0; i < count; i++) MUST(clEnqueueNDRangeKernel(e->q, k, 1, NULL, &global, &local, 0, NULL, NULL));
    double t1 = now();
    MUST(clFinish(e->q));
    double rate = count / (t1 - t0);
    if (rate > best) best = rate;
  }
  row(e, "throughput", "kernels/s", best, "enqueued without waits, best of 3 x 20000");
  clReleaseKernel(k);
}

int main(int argc, char **argv) {
  env e = {.use_il = true, .runs = 20};
  const char *platform = NULL;
  size_t mib = 256;
  int gemm = 2048;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--platform") && i + 1 < argc) platform = argv[++i];
    else if (!strcmp(argv[i], "--mib") && i + 1 < argc) mib = (size_t)atol(argv[++i]);
    else if (!strcmp(argv[i], "--gemm") && i + 1 < argc) gemm = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--runs") && i + 1 < argc) e.runs = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--source")) e.use_il = false;
    else if (!strcmp(argv[i], "--csv")) e.csv = true;
    else {
      fprintf(stderr, "usage: bench_peers [--platform NAME] [--mib N] [--gemm N] [--runs N] [--source] [--csv]\n");
      return 2;
    }
  }
  if (e.runs < 1) e.runs = 1;
  if (gemm < 512 || gemm % 512) gemm = 2048; /* sgemm_intel: N / 8 a multiple of 4 sub-groups of up to 64 */
  if (mib < 1) mib = 1;
  open_env(&e, platform);
  char pname[256] = "", dname[256] = "", dver[256] = "";
  clGetPlatformInfo(e.platform, CL_PLATFORM_NAME, sizeof pname, pname, NULL);
  clGetDeviceInfo(e.device, CL_DEVICE_NAME, sizeof dname, dname, NULL);
  clGetDeviceInfo(e.device, CL_DRIVER_VERSION, sizeof dver, dver, NULL);
  if (!e.csv)
    printf("platform %s, device %s, driver %s, programs from %s, %zu MiB buffers, median of %d runs\n", pname,
           dname, dver, e.use_il ? "SPIR-V" : "source", mib, e.runs);
  else
    printf("benchmark,unit,value,note\n");

  cl_program plain = build(&e, "plain", bench_plain_spv, bench_plain_spv_size, bench_plain_cl, bench_plain_cl_size,
                           "-cl-std=CL1.2");
  if (!plain) return 2;
  bool sg = has_ext(&e, "cl_khr_subgroups") || has_ext(&e, "cl_intel_subgroups");
  cl_program psg = sg ? build(&e, "subgroups", bench_subgroups_spv, bench_subgroups_spv_size, bench_subgroups_cl,
                              bench_subgroups_cl_size, "-cl-std=CL3.0")
                      : NULL;
  cl_program pintel = has_ext(&e, "cl_intel_subgroups")
                          ? build(&e, "intel", bench_intel_spv, bench_intel_spv_size, bench_intel_cl, bench_intel_cl_size,
                                  "-cl-std=CL3.0")
                          : NULL;
  cl_program pqcom = has_ext(&e, "cl_qcom_subgroup_shuffle")
                         ? build(&e, "qcom", bench_qcom_spv, bench_qcom_spv_size, bench_qcom_cl, bench_qcom_cl_size,
                                 "-cl-std=CL3.0")
                         : NULL;
  cl_bool images = CL_FALSE;
  clGetDeviceInfo(e.device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL);
  cl_program pimg = images ? build(&e, "images", bench_images_spv, bench_images_spv_size, bench_images_cl,
                                   bench_images_cl_size, "-cl-std=CL1.2")
                           : NULL;
  cl_program pib = images && has_ext(&e, "cl_intel_subgroups")
                       ? build(&e, "intel_images", bench_intel_images_spv, bench_intel_images_spv_size, bench_intel_images_cl,
                               bench_intel_images_cl_size, "-cl-std=CL3.0")
                       : NULL;
  size_t bytes = mib << 20;
  bench_copy(&e, plain, pintel, bytes);
  bench_reduce(&e, plain, psg, bytes);
  bench_fir(&e, plain, pintel, pqcom, bytes);
  bench_sgemm(&e, plain, pintel, gemm);
  bench_images(&e, pimg, pib, bytes);
  bench_launch(&e, plain);
  if (pimg) clReleaseProgram(pimg);
  if (pib) clReleaseProgram(pib);
  if (psg) clReleaseProgram(psg);
  if (pintel) clReleaseProgram(pintel);
  if (pqcom) clReleaseProgram(pqcom);
  clReleaseProgram(plain);
  clReleaseCommandQueue(e.q);
  clReleaseContext(e.ctx);
  return 0;
}
