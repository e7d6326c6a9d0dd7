/* multi_gpu.c: work split across the devices of one OpenCL platform
 * (issue "Several GPUs"), on any platform through the ICD loader, so one
 * binary measures Shoal and the GPU vendor's own OpenCL alike.
 *
 *   single       C = A * B (square SGEMM, bench/kernels/plain.cl's
 *                sgemm_local) on the first device alone;
 *   one_context  the same split by rows across the first two devices of
 *                one context: A's and C's halves are sub-buffers, B one
 *                buffer both devices read; "first" is the first split run,
 *                which moves A's second half and B to the second device;
 *   per_device   the same with one context per device, each with its own
 *                copies of its half of A, of B, and its half of C;
 *   migrate      clEnqueueMigrateMemObjects of a buffer written on one
 *                device to the other, and the same bytes through the
 *                application (read to the host, write to the other device);
 *                and of an image.
 *
 * Times are wall-clock medians of enqueue-to-finish; results of every split
 * are checked against a double-precision host reference at sampled entries
 * (bound: K * FLT_EPSILON * sum |a_ik b_kj|), and a wrong one fails the run.
 *   multi_gpu [--platform NAME] [--n N] [--runs R] [--mib MIB]
 */
#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

extern const unsigned char bench_plain_spv[];
extern const size_t bench_plain_spv_size;
extern const unsigned char bench_plain_cl[];
extern const size_t bench_plain_cl_size;

#define MUST(x)                                                              \
  do {                                                                       \
    cl_int err_ = (x);                                                       \
    if (err_ != CL_SUCCESS) {                                                \
      fprintf(stderr, "multi_gpu: %s:%d: %s = %d\n", __FILE__, __LINE__, #x, err_); \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

/* sgemm_local's tile and rows per work-item */
#define TS 32
#define WPT 4

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median(double *v, int n) {
  qsort(v, n, sizeof *v, cmp_double);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static cl_program build(cl_context ctx, cl_uint ndev, const cl_device_id *dev) {
  bool il = true;
  for (cl_uint i = 0; i < ndev; i++) {
    char v[256] = "";
    clGetDeviceInfo(dev[i], CL_DEVICE_IL_VERSION, sizeof v, v, NULL);
    il = il && strstr(v, "SPIR-V");
  }
  cl_int err;
  cl_program p;
  if (il) {
    p = clCreateProgramWithIL(ctx, bench_plain_spv, bench_plain_spv_size, &err);
  } else {
    const char *src = (const char *)bench_plain_cl;
    p = clCreateProgramWithSource(ctx, 1, &src, &bench_plain_cl_size, &err);
  }
  MUST(err);
  err = clBuildProgram(p, ndev, dev, "", NULL, NULL);
  if (err) {
    char log[4096] = "";
    clGetProgramBuildInfo(p, dev[0], CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    fprintf(stderr, "multi_gpu: build failed (%d): %s\n", err, log);
    exit(1);
  }
  return p;
}

static cl_mem make_buffer(cl_context ctx, cl_mem_flags flags, size_t size, const void *host) {
  cl_int err;
  cl_mem m = clCreateBuffer(ctx, flags | (host ? CL_MEM_COPY_HOST_PTR : 0), size, (void *)host, &err);
  MUST(err);
  return m;
}

static cl_mem rows_of(cl_mem m, size_t first_byte, size_t bytes) {
  cl_int err;
  cl_buffer_region r = {first_byte, bytes};
  cl_mem s = clCreateSubBuffer(m, 0, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
  MUST(err);
  return s;
}

/* One launch of rows [0, rows) of C (of width n) = A's rows * B. */
static void launch(cl_command_queue q, cl_kernel k, cl_mem a, cl_mem b, cl_mem c, int n, size_t rows) {
  MUST(clSetKernelArg(k, 0, sizeof a, &a));
  MUST(clSetKernelArg(k, 1, sizeof b, &b));
  MUST(clSetKernelArg(k, 2, sizeof c, &c));
  MUST(clSetKernelArg(k, 3, sizeof n, &n));
  MUST(clSetKernelArg(k, 4, sizeof n, &n));
  size_t global[2] = {(size_t)n, rows / WPT}, local[2] = {TS, TS / WPT};
  MUST(clEnqueueNDRangeKernel(q, k, 2, NULL, global, local, 0, NULL, NULL));
  MUST(clFlush(q));
}

/* Sampled entries of C against the host; returns how many are wrong. */
static int check(const float *a, const float *b, const float *c, int n) {
  uint64_t s = 12345;
  int bad = 0;
  for (int t = 0; t < 1024; t++) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    int i = (int)((s >> 33) % (uint64_t)n);
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    int j = (int)((s >> 33) % (uint64_t)n);
    double ref = 0, mag = 0;
    for (int k = 0; k < n; k++) {
      double p = (double)a[(size_t)i * n + k] * b[(size_t)k * n + j];
      ref += p;
      mag += fabs(p);
    }
    if (!(fabs(c[(size_t)i * n + j] - ref) <= n * FLT_EPSILON * mag + 1e-30)) {
      if (bad < 4) fprintf(stderr, "multi_gpu: C[%d][%d] = %.9g, want %.9g\n", i, j, c[(size_t)i * n + j], ref);
      bad++;
    }
  }
  return bad;
}

typedef struct setup {
  cl_context ctx[2];
  cl_command_queue q[2];
  cl_kernel k[2];
  cl_program p[2];
} setup;

static void release(setup *s, int nctx) {
  for (int d = 0; d < 2; d++) {
    if (s->k[d]) clReleaseKernel(s->k[d]);
    if (s->q[d]) clReleaseCommandQueue(s->q[d]);
  }
  for (int i = 0; i < nctx; i++) {
    clReleaseProgram(s->p[i]);
    clReleaseContext(s->ctx[i]);
  }
}

static void queues_kernels(setup *s, const cl_device_id *dev, int ndev, bool shared) {
  cl_int err;
  for (int d = 0; d < ndev; d++) {
    int c = shared ? 0 : d;
    s->q[d] = clCreateCommandQueueWithProperties(s->ctx[c], dev[d], NULL, &err);
    MUST(err);
    s->k[d] = clCreateKernel(s->p[c], "sgemm_local", &err);
    MUST(err);
  }
}

static double gflops(int n, double t) { return 2.0 * n * (double)n * n / t * 1e-9; }

/* An RGBA float image of about `mib` MiB (4096 texels wide) filled on one
 * device, then moved to the other with clEnqueueMigrateMemObjects, each
 * way three times; prints GB/s and checks a texel where it arrived. */
static void migrate_image(cl_context ctx, cl_command_queue q[2], int mib, int *failures) {
  cl_bool images = CL_FALSE;
  cl_device_id d0;
  clGetCommandQueueInfo(q[0], CL_QUEUE_DEVICE, sizeof d0, &d0, NULL);
  clGetDeviceInfo(d0, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL);
  size_t maxh = 0;
  clGetDeviceInfo(d0, CL_DEVICE_IMAGE2D_MAX_HEIGHT, sizeof maxh, &maxh, NULL);
  const size_t w = 4096;
  size_t h = ((size_t)mib << 20) / (w * 16);
  if (!images || h < 1) return;
  if (h > maxh) h = maxh;
  cl_int err;
  cl_image_format f = {CL_RGBA, CL_FLOAT};
  cl_image_desc desc = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = w, .image_height = h};
  cl_mem img = clCreateImage(ctx, CL_MEM_READ_WRITE, &f, &desc, NULL, &err);
  MUST(err);
  double tm[2][3];
  size_t origin[3] = {0, 0, 0}, region[3] = {w, h, 1}, last[3] = {w - 1, h - 1, 0}, one[3] = {1, 1, 1};
  for (int r = 0; r < 3; r++)
    for (int dir = 0; dir < 2; dir++) {
      float color[4] = {(float)r, (float)dir, 0.5f, 1.0f}, got[4] = {0, 0, 0, 0};
      MUST(clEnqueueFillImage(q[dir], img, color, origin, region, 0, NULL, NULL));
      MUST(clFinish(q[dir]));
      double t0 = now();
      MUST(clEnqueueMigrateMemObjects(q[1 - dir], 1, &img, 0, 0, NULL, NULL));
      MUST(clFinish(q[1 - dir]));
      tm[dir][r] = now() - t0;
      MUST(clEnqueueReadImage(q[1 - dir], img, CL_TRUE, last, one, 0, 0, got, 0, NULL, NULL));
      if (memcmp(got, color, sizeof got)) {
        fprintf(stderr, "multi_gpu: migrated image holds %g %g %g %g\n", got[0], got[1], got[2], got[3]);
        (*failures)++;
      }
    }
  double gb = w * h * 16 * 1e-9;
  printf("migrate      image %zux%zu RGBA float (%.0f MiB): 0->1 %.2f GB/s, 1->0 %.2f GB/s\n", w, h,
         w * h * 16.0 / (1 << 20), gb / median(tm[0], 3), gb / median(tm[1], 3));
  clReleaseMemObject(img);
}

int main(int argc, char **argv) {
  const char *want = NULL;
  int n = 4096, runs = 5, mib = 1024;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--platform") && i + 1 < argc) want = argv[++i];
    else if (!strcmp(argv[i], "--n") && i + 1 < argc) n = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--runs") && i + 1 < argc) runs = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--mib") && i + 1 < argc) mib = atoi(argv[++i]);
    else {
      fprintf(stderr, "usage: multi_gpu [--platform NAME] [--n N] [--runs R] [--mib MIB]\n");
      return 2;
    }
  }
  if (n < 2 * TS || n % (2 * TS) || runs < 1 || runs > 100 || mib < 1) {
    fprintf(stderr, "multi_gpu: --n must be a multiple of %d, --runs 1-100, --mib >= 1\n", 2 * TS);
    return 2;
  }
  cl_platform_id ps[16], plat = NULL;
  cl_uint np = 0;
  MUST(clGetPlatformIDs(16, ps, &np));
  char pname[256] = "";
  for (cl_uint i = 0; i < np && i < 16 && !plat; i++) {
    clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof pname, pname, NULL);
    if (!want || strstr(pname, want)) plat = ps[i];
  }
  if (!plat) {
    fprintf(stderr, "multi_gpu: no platform%s%s\n", want ? " named " : "", want ? want : "");
    return 2;
  }
  cl_device_id dev[2];
  cl_uint ndev = 0;
  MUST(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 2, dev, &ndev));
  if (ndev < 2) {
    fprintf(stderr, "multi_gpu: %s has one device (Shoal: SHOAL_DEVICE_COPIES=2 for a functional run)\n", pname);
    return 77;
  }
  char dname[2][256];
  for (int d = 0; d < 2; d++) clGetDeviceInfo(dev[d], CL_DEVICE_NAME, sizeof dname[d], dname[d], NULL);
  printf("platform %s; devices %s, %s; SGEMM n=%d; median of %d runs\n", pname, dname[0], dname[1], n, runs);

  size_t nn = (size_t)n * n, bytes = nn * sizeof(float), half = bytes / 2, hrows = (size_t)n / 2;
  float *a = malloc(bytes), *b = malloc(bytes), *c = malloc(bytes);
  if (!a || !b || !c) {
    fprintf(stderr, "multi_gpu: out of host memory\n");
    return 1;
  }
  uint64_t s = 7;
  for (size_t i = 0; i < nn; i++) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    a[i] = (float)((s >> 40) & 0xffff) / 32768.0f - 1.0f;
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    b[i] = (float)((s >> 40) & 0xffff) / 32768.0f - 1.0f;
  }
  double *t = malloc(runs * sizeof *t);
  int failures = 0;
  cl_int err;

  /* single device */
  double t1;
  {
    setup st = {0};
    st.ctx[0] = clCreateContext(NULL, 1, &dev[0], NULL, NULL, &err);
    MUST(err);
    st.p[0] = build(st.ctx[0], 1, &dev[0]);
    queues_kernels(&st, dev, 1, true);
    cl_mem ma = make_buffer(st.ctx[0], CL_MEM_READ_ONLY, bytes, a), mb = make_buffer(st.ctx[0], CL_MEM_READ_ONLY, bytes, b);
    cl_mem mc = make_buffer(st.ctx[0], 0, bytes, NULL);
    launch(st.q[0], st.k[0], ma, mb, mc, n, (size_t)n); /* warm-up */
    MUST(clFinish(st.q[0]));
    for (int r = 0; r < runs; r++) {
      double t0 = now();
      launch(st.q[0], st.k[0], ma, mb, mc, n, (size_t)n);
      MUST(clFinish(st.q[0]));
      t[r] = now() - t0;
    }
    t1 = median(t, runs);
    memset(c, 0, bytes);
    MUST(clEnqueueReadBuffer(st.q[0], mc, CL_TRUE, 0, bytes, c, 0, NULL, NULL));
    int bad = check(a, b, c, n);
    failures += bad;
    printf("single       %9.3f ms  %8.0f GFLOP/s  check %s\n", t1 * 1e3, gflops(n, t1), bad ? "FAILED" : "ok");
    clReleaseMemObject(ma);
    clReleaseMemObject(mb);
    clReleaseMemObject(mc);
    release(&st, 1);
  }

  /* one context over both devices: sub-buffers of A and C, B shared */
  {
    setup st = {0};
    st.ctx[0] = clCreateContext(NULL, 2, dev, NULL, NULL, &err);
    MUST(err);
    st.p[0] = build(st.ctx[0], 2, dev);
    queues_kernels(&st, dev, 2, true);
    cl_mem ma = make_buffer(st.ctx[0], CL_MEM_READ_ONLY, bytes, a), mb = make_buffer(st.ctx[0], CL_MEM_READ_ONLY, bytes, b);
    cl_mem mc = make_buffer(st.ctx[0], 0, bytes, NULL);
    cl_mem ah[2], ch[2];
    for (int d = 0; d < 2; d++) {
      ah[d] = rows_of(ma, d * half, half);
      ch[d] = rows_of(mc, d * half, half);
    }
    double tf = 0;
    for (int r = -1; r < runs; r++) {
      double t0 = now();
      for (int d = 0; d < 2; d++) launch(st.q[d], st.k[d], ah[d], mb, ch[d], n, hrows);
      for (int d = 0; d < 2; d++) MUST(clFinish(st.q[d]));
      if (r < 0)
        tf = now() - t0;
      else
        t[r] = now() - t0;
    }
    double t2 = median(t, runs);
    memset(c, 0, bytes);
    MUST(clEnqueueReadBuffer(st.q[0], mc, CL_TRUE, 0, bytes, c, 0, NULL, NULL));
    int bad = check(a, b, c, n);
    failures += bad;
    printf("one_context  %9.3f ms  %8.0f GFLOP/s  scaling %.2fx  first run %.3f ms  check %s\n", t2 * 1e3,
           gflops(n, t2), t1 / t2, tf * 1e3, bad ? "FAILED" : "ok");
    for (int d = 0; d < 2; d++) {
      clReleaseMemObject(ah[d]);
      clReleaseMemObject(ch[d]);
    }
    clReleaseMemObject(ma);
    clReleaseMemObject(mb);
    clReleaseMemObject(mc);

    /* migration between the two devices of this context */
    size_t mbytes = (size_t)mib << 20;
    cl_mem m = make_buffer(st.ctx[0], 0, mbytes, NULL);
    char *host = malloc(mbytes);
    double tm[2][8], th[8];
    int reps = 3;
    for (int r = 0; r < reps && host; r++) {
      for (int dir = 0; dir < 2; dir++) {
        int from = dir, to = 1 - dir;
        cl_uint pattern = 0x01010101u * (cl_uint)(r * 2 + dir + 1);
        MUST(clEnqueueFillBuffer(st.q[from], m, &pattern, sizeof pattern, 0, mbytes, 0, NULL, NULL));
        MUST(clFinish(st.q[from]));
        double t0 = now();
        MUST(clEnqueueMigrateMemObjects(st.q[to], 1, &m, 0, 0, NULL, NULL));
        MUST(clFinish(st.q[to]));
        tm[dir][r] = now() - t0;
        /* the bytes arrived: read them where they went */
        cl_uint first = 0, last = 0;
        MUST(clEnqueueReadBuffer(st.q[to], m, CL_TRUE, 0, 4, &first, 0, NULL, NULL));
        MUST(clEnqueueReadBuffer(st.q[to], m, CL_TRUE, mbytes - 4, 4, &last, 0, NULL, NULL));
        if (first != pattern || last != pattern) {
          fprintf(stderr, "multi_gpu: migrated buffer holds %08x..%08x, want %08x\n", first, last, pattern);
          failures++;
        }
      }
      /* the application's own round trip, device 0 to device 1 */
      double t0 = now();
      MUST(clEnqueueReadBuffer(st.q[0], m, CL_TRUE, 0, mbytes, host, 0, NULL, NULL));
      MUST(clEnqueueWriteBuffer(st.q[1], m, CL_TRUE, 0, mbytes, host, 0, NULL, NULL));
      th[r] = now() - t0;
    }
    if (host) {
      double gb = mbytes * 1e-9;
      printf("migrate      %d MiB: 0->1 %.2f GB/s, 1->0 %.2f GB/s; through the host (read + write) %.2f GB/s\n", mib,
             gb / median(tm[0], reps), gb / median(tm[1], reps), gb / median(th, reps));
    }
    free(host);
    clReleaseMemObject(m);
    migrate_image(st.ctx[0], st.q, mib < 256 ? mib : 256, &failures);
    release(&st, 1);
  }

  /* one context per device, each with its own buffers */
  {
    setup st = {0};
    for (int d = 0; d < 2; d++) {
      st.ctx[d] = clCreateContext(NULL, 1, &dev[d], NULL, NULL, &err);
      MUST(err);
      st.p[d] = build(st.ctx[d], 1, &dev[d]);
    }
    queues_kernels(&st, dev, 2, false);
    cl_mem ma[2], mb[2], mc[2];
    for (int d = 0; d < 2; d++) {
      ma[d] = make_buffer(st.ctx[d], CL_MEM_READ_ONLY, half, (const char *)a + d * half);
      mb[d] = make_buffer(st.ctx[d], CL_MEM_READ_ONLY, bytes, b);
      mc[d] = make_buffer(st.ctx[d], 0, half, NULL);
    }
    for (int r = -1; r < runs; r++) {
      double t0 = now();
      for (int d = 0; d < 2; d++) launch(st.q[d], st.k[d], ma[d], mb[d], mc[d], n, hrows);
      for (int d = 0; d < 2; d++) MUST(clFinish(st.q[d]));
      if (r >= 0) t[r] = now() - t0;
    }
    double t3 = median(t, runs);
    memset(c, 0, bytes);
    for (int d = 0; d < 2; d++)
      MUST(clEnqueueReadBuffer(st.q[d], mc[d], CL_TRUE, 0, half, (char *)c + d * half, 0, NULL, NULL));
    int bad = check(a, b, c, n);
    failures += bad;
    printf("per_device   %9.3f ms  %8.0f GFLOP/s  scaling %.2fx  check %s\n", t3 * 1e3, gflops(n, t3), t1 / t3,
           bad ? "FAILED" : "ok");
    for (int d = 0; d < 2; d++) {
      clReleaseMemObject(ma[d]);
      clReleaseMemObject(mb[d]);
      clReleaseMemObject(mc[d]);
    }
    release(&st, 2);
  }
  free(t);
  free(a);
  free(b);
  free(c);
  return failures ? 1 : 0;
}
