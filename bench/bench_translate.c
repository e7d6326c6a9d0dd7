/* bench_translate.c: translation time of the kernel corpus through
 * tr_translate, without a device. For each module of the corpus
 * (tests/kernels, compiled at build time): the median over many runs of
 * translating all its kernels, and that divided by its kernel count; once
 * with the target the ICD uses by default (no validation) and once with
 * validation (spirv-val of every output and IR checks between passes, as
 * in the tests and with SHOAL_VALIDATE=1).
 *
 *   bench_translate [--dir D] [--min-runs N] [--min-seconds S] [--validate-only|--fast-only]
 */
#include <dirent.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "shoal_translate.h"

#ifndef SHOAL_KERNEL_DIR
#define SHOAL_KERNEL_DIR "."
#endif

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static uint32_t *load(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  uint32_t *w = size > 0 ? malloc((size_t)size) : NULL;
  if (w && fread(w, 1, (size_t)size, f) != (size_t)size) {
    free(w);
    w = NULL;
  }
  fclose(f);
  *n = (size_t)size / 4;
  return w;
}

typedef struct result {
  double median, min, max;
  int runs;
} result;

static bool measure(const uint32_t *w, size_t n, const tr_target *t, int min_runs, double min_s, result *r) {
  double *times = malloc(sizeof *times * 100000);
  int runs = 0;
  double start = now();
  while ((runs < min_runs || now() - start < min_s) && runs < 100000) {
    tr_program *p = NULL;
    char *log = NULL;
    double t0 = now();
    bool ok = tr_translate(w, n, t, NULL, &p, &log);
    double t1 = now();
    tr_program_free(p);
    if (!ok) {
      fprintf(stderr, "translation failed:\n%s", log ? log : "");
      free(log);
      free(times);
      return false;
    }
    free(log);
    times[runs++] = t1 - t0;
  }
  qsort(times, (size_t)runs, sizeof *times, cmp_double);
  r->median = runs % 2 ? times[runs / 2] : 0.5 * (times[runs / 2 - 1] + times[runs / 2]);
  r->min = times[0];
  r->max = times[runs - 1];
  r->runs = runs;
  free(times);
  return true;
}

int main(int argc, char **argv) {
  const char *dir = SHOAL_KERNEL_DIR;
  int min_runs = 30;
  double min_s = 0.5;
  bool do_fast = true, do_val = true;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--dir") && i + 1 < argc) dir = argv[++i];
    else if (!strcmp(argv[i], "--min-runs") && i + 1 < argc) min_runs = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--min-seconds") && i + 1 < argc) min_s = atof(argv[++i]);
    else if (!strcmp(argv[i], "--validate-only")) do_fast = false;
    else if (!strcmp(argv[i], "--fast-only")) do_val = false;
    else {
      fprintf(stderr, "usage: %s [--dir D] [--min-runs N] [--min-seconds S] [--validate-only|--fast-only]\n", argv[0]);
      return 2;
    }
  }
  DIR *d = opendir(dir);
  if (!d) {
    fprintf(stderr, "cannot open %s\n", dir);
    return 2;
  }
  char *files[256];
  int nf = 0;
  for (struct dirent *e; (e = readdir(d)) && nf < 256;) {
    size_t len = strlen(e->d_name);
    if (len > 4 && !strcmp(e->d_name + len - 4, ".spv")) files[nf++] = strdup(e->d_name);
  }
  closedir(d);
  qsort(files, (size_t)nf, sizeof *files, cmp_str);

  printf("%-16s %7s %7s | %12s %12s | %12s %12s\n", "module", "kernels", "words", "module (ms)",
         "per kernel", "validated", "per kernel");
  double total_fast = 0, total_val = 0, worst_fast = 0, worst_val = 0;
  int total_kernels = 0, failed = 0;
  for (int i = 0; i < nf; i++) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, files[i]);
    size_t n = 0;
    uint32_t *w = load(path, &n);
    char **names = NULL;
    int nk = w ? tr_kernel_names(w, n, &names) : -1;
    tr_free_names(names, nk);
    if (nk <= 0) {
      fprintf(stderr, "%s: no kernels\n", files[i]);
      free(w);
      continue;
    }
    tr_target tf, tv;
    tr_target_default(&tf);
    tf.validate = false;
    tr_target_default(&tv);
    tv.validate = true;
    result rf = {0}, rv = {0};
    bool ok = (!do_fast || measure(w, n, &tf, min_runs, min_s, &rf)) && (!do_val || measure(w, n, &tv, min_runs, min_s, &rv));
    if (!ok) {
      failed++;
      free(w);
      continue;
    }
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)(strlen(files[i]) - 4), files[i]);
    printf("%-16s %7d %7zu | %12.3f %12.3f | %12.3f %12.3f\n", name, nk, n, rf.median * 1e3,
           rf.median * 1e3 / nk, rv.median * 1e3, rv.median * 1e3 / nk);
    total_fast += rf.median, total_val += rv.median, total_kernels += nk;
    if (rf.median / nk > worst_fast) worst_fast = rf.median / nk;
    if (rv.median / nk > worst_val) worst_val = rv.median / nk;
    free(w);
  }
  printf("%-16s %7d %7s | %12.3f %12.3f | %12.3f %12.3f\n", "corpus", total_kernels, "", total_fast * 1e3,
         total_kernels ? total_fast * 1e3 / total_kernels : 0, total_val * 1e3,
         total_kernels ? total_val * 1e3 / total_kernels : 0);
  printf("worst module per kernel: %.3f ms (no validation), %.3f ms (validated)\n", worst_fast * 1e3, worst_val * 1e3);
  for (int i = 0; i < nf; i++) free(files[i]);
  return failed ? 1 : 0;
}
