/* test_printf.c: OpenCL C printf (printf.cl). The test process's stdout is
 * redirected to a file around each launch; the lines printed must equal,
 * as a multiset (work-items print in any order), those the C library
 * formats here from the same values, vector conversions being each
 * component's conversion joined by commas (OpenCL C 6.15.14.2). */
#include <fcntl.h>
#include <unistd.h>

#include "kernel_harness.h"


/* ---- stdout capture -------------------------------------------------------- */

typedef struct capture {
  int saved;
  char path[64];
} capture;

static void capture_begin(capture *c) {
  fflush(stdout);
  snprintf(c->path, sizeof c->path, "/tmp/shoal_printf_%d.txt", (int)getpid());
  int fd = open(c->path, O_CREAT | O_TRUNC | O_WRONLY, 0600);
  c->saved = dup(1);
  if (fd < 0 || c->saved < 0 || dup2(fd, 1) < 0) {
    fprintf(stderr, "cannot redirect stdout\n");
    exit(1);
  }
  close(fd);
}

static char *capture_end(capture *c) {
  fflush(stdout);
  dup2(c->saved, 1);
  close(c->saved);
  size_t n = 0;
  char *s = cltest_read_file(c->path, &n);
  unlink(c->path);
  char *z = cltest_malloc(n + 1);
  if (s) memcpy(z, s, n);
  z[n] = 0;
  free(s);
  return z;
}

/* ---- comparison of line multisets ------------------------------------------ */

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static size_t split_lines(char *s, char ***out) {
  size_t n = 0, cap = 64;
  char **v = cltest_malloc(cap * sizeof *v);
  for (char *p = s; *p;) {
    char *e = strchr(p, '\n');
    if (e) *e = 0;
    if (n == cap) v = realloc(v, (cap *= 2) * sizeof *v);
    v[n++] = p;
    if (!e) break;
    p = e + 1;
  }
  qsort(v, n, sizeof *v, cmp_str);
  *out = v;
  return n;
}

static void check_lines(const char *what, char *got, char *want) {
  char **g, **w;
  size_t ng = split_lines(got, &g), nw = split_lines(want, &w);
  size_t bad = 0;
  if (ng != nw) {
    fprintf(stderr, "%s: %zu lines printed, %zu expected\n", what, ng, nw);
    bad++;
  }
  for (size_t i = 0; i < ng && i < nw; i++) {
    if (strcmp(g[i], w[i])) {
      if (bad < 6) fprintf(stderr, "%s: printed \"%s\"\n%*s  expected \"%s\"\n", what, g[i], (int)strlen(what), "", w[i]);
      bad++;
    }
  }
  if (bad) cltest_failures++;
  free(g);
  free(w);
}

static char *run_captured(kh *h, cl_kernel k, size_t n, size_t l) {
  capture c;
  capture_begin(&c);
  MUST(clEnqueueNDRangeKernel(h->env.queue, k, 1, NULL, &n, &l, 0, NULL, NULL));
  MUST(clFinish(h->env.queue));
  return capture_end(&c);
}

/* ---- cases --------------------------------------------------------------------- */

enum { N = 24 };

TEST(printf_ints) {
  kh h;
  kh_open(&h, "printf");
  cl_kernel k = kh_kernel(&h, "printf_ints");
  cl_int vi[N + 1];
  cl_long vl[N];
  kh_gen_int(vi, N + 1, 4, 1001);
  kh_gen_int(vl, N, 8, 1002);
  cl_mem mi = kh_in(&h, vi, sizeof vi), ml = kh_in(&h, vl, sizeof vl);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, ml);
  char *got = run_captured(&h, k, N, 8);
  cltest_text want = {0};
  for (unsigned g = 0; g < N; g++) {
    int a = vi[g], b = vi[g + 1];
    long l = (long)vl[g];
    cltest_text_add(&want, "[%u] d=%d i=%i u=%u o=%o x=%x X=%X c=%c\n", g, a, b, (unsigned)a, (unsigned)b, (unsigned)a, (unsigned)b,
        'a' + (int)(g % 26));
    cltest_text_add(&want, "[%u] %5d|%-5d|%+d|% d|%05d|%.3d|%8.4x|%#o|%#x|%#X\n", g, a % 1000, b % 1000, a, b, a % 100, b % 100,
        (unsigned)a, (unsigned)b & 0xfff, (unsigned)a, (unsigned)b);
    cltest_text_add(&want, "[%u] hh=%hhd %hhu h=%hd %hu l=%ld %lu %lx\n", g, (signed char)a, (unsigned char)b, (short)a,
        (unsigned short)b, l, (unsigned long)l, (unsigned long)l);
  }
  check_lines("printf_ints", got, want.s);
  free(got), free(want.s);
  clReleaseMemObject(mi), clReleaseMemObject(ml);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(printf_floats) {
  kh h;
  kh_open(&h, "printf");
  cl_kernel k = kh_kernel(&h, "printf_floats");
  float vf[N + 1];
  kh_gen_f32(vf, N + 1, 1003, true);
  cl_mem mf = kh_in(&h, vf, sizeof vf);
  kh_arg_mem(k, 0, mf);
  char *got = run_captured(&h, k, N, 8);
  cltest_text want = {0};
  for (unsigned g = 0; g < N; g++) {
    double x = vf[g], y = vf[g + 1];
    cltest_text_add(&want, "[%u] f=%f F=%F e=%e E=%E g=%g G=%G a=%a A=%A\n", g, x, y, x, y, x, y, x, y);
    cltest_text_add(&want, "[%u] %10.3f|%-12.2e|%+.4g|%08.2f|%.0f|%#.0f|% g\n", g, x, y, x, y, x, x, y);
  }
  check_lines("printf_floats", got, want.s);
  free(got), free(want.s);
  clReleaseMemObject(mf);
  clReleaseKernel(k);
  kh_close(&h);
}

/* A vector conversion: each component with the element's conversion. */
#define VEC(t, fmt, type, n, ...)          \
  do {                                     \
    const type v_[] = {__VA_ARGS__};       \
    for (int e_ = 0; e_ < (n); e_++) {     \
      if (e_) cltest_text_add(t, ",");     \
      cltest_text_add(t, fmt, v_[e_]);     \
    }                                      \
  } while (0)

TEST(printf_vectors) {
  kh h;
  kh_open(&h, "printf");
  cl_kernel k = kh_kernel(&h, "printf_vectors");
  cl_int vi[N];
  float vf[N + 1];
  kh_gen_int(vi, N, 4, 1004);
  kh_gen_f32(vf, N + 1, 1005, false);
  cl_mem mi = kh_in(&h, vi, sizeof vi), mf = kh_in(&h, vf, sizeof vf);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mf);
  char *got = run_captured(&h, k, N, 8);
  cltest_text want = {0};
  for (unsigned g = 0; g < N; g++) {
    int a = vi[g];
    double f[4] = {vf[g], vf[g + 1], -1.5, 0.25};
    cltest_text_add(&want, "[%u] ", g);
    VEC(&want, "%f", double, 4, f[0], f[1], f[2], f[3]);
    cltest_text_add(&want, "|");
    VEC(&want, "%hd", short, 2, (short)a, (short)-a);
    cltest_text_add(&want, "|");
    VEC(&want, "%hhx", unsigned char, 3, (unsigned char)a, (unsigned char)2, (unsigned char)255);
    cltest_text_add(&want, "|");
    VEC(&want, "%ld", long, 2, (long)a * 1000000007L, -3L);
    cltest_text_add(&want, "|");
    VEC(&want, "%u", unsigned, 8, (unsigned)a, 1u, 2u, 3u, 4u, 5u, 6u, 7u);
    cltest_text_add(&want, "|");
    VEC(&want, "%hhd", signed char, 16, (signed char)a, 1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12, 13, -14, 15);
    cltest_text_add(&want, "\n[%u] ", g);
    VEC(&want, "%6.2f", double, 4, f[0], f[1], f[2], f[3]);
    cltest_text_add(&want, "|");
    VEC(&want, "%#hhx", unsigned char, 3, (unsigned char)a, (unsigned char)2, (unsigned char)255);
    cltest_text_add(&want, "|");
    VEC(&want, "%+hd", short, 2, (short)a, (short)-a);
    cltest_text_add(&want, "|");
    VEC(&want, "%x", unsigned, 2, (unsigned)a, 0xdeadbeefu);
    cltest_text_add(&want, "\n");
  }
  check_lines("printf_vectors", got, want.s);
  free(got), free(want.s);
  clReleaseMemObject(mi), clReleaseMemObject(mf);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(printf_strings) {
  kh h;
  kh_open(&h, "printf");
  cl_kernel k = kh_kernel(&h, "printf_strings");
  cl_mem mo = kh_out(&h, N * 4);
  kh_arg_mem(k, 0, mo);
  char *got = run_captured(&h, k, N, 8);
  cltest_text want = {0};
  for (unsigned g = 0; g < N; g++) {
    cltest_text_add(&want, "[%u] %s|%10s|%-8s|%.3s|%c%c 100%%\n", g, "literal", "right", "left", "truncated", 'O', 'K');
    cltest_text_add(&want, "plain text without conversions\n");
  }
  check_lines("printf_strings", got, want.s);
  cl_int ret[N];
  kh_read(&h, mo, ret, sizeof ret);
  for (int g = 0; g < N; g++) CHECK_EQ(ret[g], 0); /* printf returns 0 when it printed */
  free(got), free(want.s);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* %p: an address each; the __global ones 4 bytes apart by work-item, the
 * __local ones 4 apart by (id mod 4). */
TEST(printf_pointers) {
  kh h;
  kh_open(&h, "printf");
  cl_kernel k = kh_kernel(&h, "printf_pointers");
  cl_mem mg = kh_out(&h, N * 4), mo = kh_out(&h, N * 4);
  kh_arg_mem(k, 0, mg);
  kh_arg_mem(k, 1, mo);
  char *got = run_captured(&h, k, N, 8);
  unsigned long long gp[N] = {0}, lp[N] = {0};
  int seen = 0;
  for (char *p = got; *p;) {
    unsigned g;
    char a[64], b[64];
    if (sscanf(p, "[%u] %63s %63s", &g, a, b) == 3 && g < N) {
      gp[g] = strtoull(a, NULL, 16);
      lp[g] = strtoull(b, NULL, 16);
      seen++;
      char ga[64];
      snprintf(ga, sizeof ga, "%p", (void *)(uintptr_t)gp[g]);
      CHECK(!strcmp(ga, a)); /* the C library's %p form */
    }
    char *e = strchr(p, '\n');
    if (!e) break;
    p = e + 1;
  }
  CHECK_EQ(seen, N);
  for (int g = 1; g < N; g++) {
    CHECK_EQ(gp[g] - gp[0], (unsigned long long)g * 4);
    CHECK_EQ(lp[g] - lp[g & ~3], (unsigned long long)(g & 3) * 4);
  }
  free(got);
  clReleaseMemObject(mg), clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}

/* More records than the buffer holds: the calls that returned 0 printed
 * their line, the others (-1) nothing. */
TEST(printf_overflow) {
  kh h;
  kh_open(&h, "printf");
  size_t buf = 0;
  CHECK_OK(clGetDeviceInfo(h.env.device, CL_DEVICE_PRINTF_BUFFER_SIZE, sizeof buf, &buf, NULL));
  CHECK(buf >= 1024 * 1024); /* the full profile's minimum */
  cl_kernel k = kh_kernel(&h, "printf_overflow");
  size_t n = 24576; /* records of 72 bytes: 1.7 MiB */
  cl_mem mr = kh_out(&h, n * 4);
  kh_arg_mem(k, 0, mr);
  char *got = run_captured(&h, k, n, 64);
  cl_int *ret = cltest_malloc(n * 4);
  kh_read(&h, mr, ret, n * 4);
  cltest_text want = {0};
  size_t ok = 0, failed = 0;
  for (size_t g = 0; g < n; g++) {
    if (ret[g] == 0) {
      ok++;
      cltest_text_add(&want, "%zu:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16\n", g);
    } else {
      CHECK_EQ(ret[g], -1);
      failed++;
    }
  }
  CHECK(ok > 0 && failed > 0);
  CHECK(ok * 72 <= buf && (ok + 1) * 72 > buf - 72); /* the buffer filled up */
  check_lines("printf_overflow", got, want.s);
  free(got), free(want.s), free(ret);
  clReleaseMemObject(mr);
  clReleaseKernel(k);
  kh_close(&h);
}

/* doubles: 8-byte slots; where the device has them */
TEST(printf_double) {
  kh h;
  if (!kh_open_double(&h, "printf_double")) return;
  cl_kernel k = kh_kernel(&h, "printf_double");
  double d[N];
  kh_gen_f64(d, N, 1006, true);
  cl_mem md = kh_in(&h, d, sizeof d);
  kh_arg_mem(k, 0, md);
  char *got = run_captured(&h, k, N, 8);
  cltest_text want = {0};
  for (unsigned g = 0; g < N; g++)
    cltest_text_add(&want, "[%u] %f %.17g %a %e %f,%f\n", g, d[g] * 3.0, d[g], d[g] / 7.0, d[g], d[g], -d[g]);
  check_lines("printf_double", got, want.s);
  free(got), free(want.s);
  clReleaseMemObject(md);
  clReleaseKernel(k);
  kh_close(&h);
}
