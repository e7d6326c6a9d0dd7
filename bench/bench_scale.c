/* bench_scale.c: translation time and peak memory of very large kernels
 * (tests/scale/gen_shape.cmake shapes, compiled at build time as Shoal's
 * front end does). Each module is translated in a child process, so its
 * peak resident size (ru_maxrss from wait4) is the translator's alone.
 * No validation: spirv-val takes minutes on deeply nested output.
 *
 *   bench_scale [DIR]      (default: the build's bench/scale directory)
 */
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "shoal_translate.h"

#ifndef SHOAL_SCALE_DIR
#define SHOAL_SCALE_DIR "."
#endif

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int child(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return 2;
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  uint32_t *w = malloc((size_t)size);
  if (!w || fread(w, 1, (size_t)size, f) != (size_t)size) return 2;
  fclose(f);
  tr_target t;
  tr_target_default(&t);
  t.validate = false;
  tr_program *p = NULL;
  char *log = NULL;
  bool ok = tr_translate(w, (size_t)size / 4, &t, NULL, &p, &log);
  if (!ok) fprintf(stderr, "%s: %s\n", path, log ? log : "");
  tr_program_free(p);
  free(log);
  free(w);
  return ok ? 0 : 1;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int main(int argc, char **argv) {
  const char *dir = argc > 1 ? argv[1] : SHOAL_SCALE_DIR;
  DIR *d = opendir(dir);
  if (!d) {
    fprintf(stderr, "cannot open %s\n", dir);
    return 1;
  }
  char *names[256];
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d)) && n < 256) {
    size_t l = strlen(e->d_name);
    if (l > 4 && !strcmp(e->d_name + l - 4, ".spv")) names[n++] = strdup(e->d_name);
  }
  closedir(d);
  qsort(names, (size_t)n, sizeof *names, cmp_str);
  printf("%-24s %10s %12s %s\n", "module", "seconds", "peak MB", "result");
  for (int i = 0; i < n; i++) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, names[i]);
    fflush(stdout);
    double t0 = now();
    pid_t pid = fork();
    if (pid == 0) _exit(child(path));
    int status = 0;
    struct rusage ru;
    if (pid < 0 || wait4(pid, &status, 0, &ru) < 0) return 1;
    double dt = now() - t0;
    const char *res = WIFSIGNALED(status) ? "crashed" : WEXITSTATUS(status) ? "failed" : "ok";
    printf("%-24s %10.2f %12.1f %s\n", names[i], dt, (double)ru.ru_maxrss / 1024.0, res);
    free(names[i]);
  }
  return 0;
}
