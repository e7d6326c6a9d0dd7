/* frontend_exec.c: OpenCL C to SPIR-V by running clang-15 and
 * llvm-spirv-15, for systems without libopencl-clang. It mirrors what
 * opencl-clang does (same clang arguments, mem2reg in the SPIR-V writer)
 * so both front ends give the same modules. Files go through a private
 * temporary folder that is removed afterwards. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "fe_isolated.h"
#include "frontend.h"

extern char **environ;

static char clang_path[512], spirv_path[512], exec_id[1200];
static pthread_once_t exec_once = PTHREAD_ONCE_INIT;

/* The first executable `name` in $PATH or in `extra_dir`. */
static bool find_program(const char *name, const char *extra_dir, char *out, size_t n) {
  const char *path = getenv("PATH");
  char dirs[4096];
  snprintf(dirs, sizeof dirs, "%s:%s", path ? path : "/usr/bin", extra_dir);
  for (char *save = NULL, *d = strtok_r(dirs, ":", &save); d; d = strtok_r(NULL, ":", &save)) {
    if ((size_t)snprintf(out, n, "%s/%s", d, name) >= n) continue;
    if (!access(out, X_OK)) return true;
  }
  return false;
}

static void exec_find(void) {
  if (!find_program("clang-15", "/usr/lib/llvm-15/bin", clang_path, sizeof clang_path) ||
      !find_program("llvm-spirv-15", "/usr/lib/llvm-15/bin", spirv_path, sizeof spirv_path))
    return;
  struct stat a, b;
  if (stat(clang_path, &a) || stat(spirv_path, &b)) return;
  snprintf(exec_id, sizeof exec_id, "clang-15 + llvm-spirv-15 (%s %lld %lld, %s %lld %lld)", clang_path,
           (long long)a.st_size, (long long)a.st_mtime, spirv_path, (long long)b.st_size,
           (long long)b.st_mtime);
}

const char *fe_exec_id(void) {
  pthread_once(&exec_once, exec_find);
  return exec_id[0] ? exec_id : NULL;
}

static bool write_file(const char *path, const char *text) {
  FILE *f = fopen(path, "wb");
  if (!f) return false;
  size_t n = strlen(text);
  bool ok = fwrite(text, 1, n, f) == n;
  return fclose(f) == 0 && ok;
}

static void *read_file(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *buf = NULL;
  size_t len = 0, cap = 0;
  for (;;) {
    if (len == cap) {
      cap = cap ? cap * 2 : 65536;
      char *nb = realloc(buf, cap + 1);
      if (!nb) {
        free(buf);
        fclose(f);
        return NULL;
      }
      buf = nb;
    }
    size_t got = fread(buf + len, 1, cap - len, f);
    len += got;
    if (!got) break;
  }
  fclose(f);
  buf[len] = 0;
  *size = len;
  return buf;
}

/* A header name must stay inside the temporary folder. */
static bool safe_name(const char *name) {
  if (!*name || name[0] == '/') return false;
  for (const char *p = name; *p;) {
    size_t n = strcspn(p, "/");
    if ((n == 2 && !strncmp(p, "..", 2)) || n == 0) return false;
    p += n;
    if (*p) p++;
  }
  return true;
}

/* Writes the header, creating its folders. */
static bool write_header(const char *dir, const cc_header *h) {
  char path[4096];
  if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, h->name) >= sizeof path) return false;
  for (char *s = path + strlen(dir) + 1; (s = strchr(s, '/')); s++) {
    *s = 0;
    bool ok = !mkdir(path, 0700) || errno == EEXIST;
    *s = '/';
    if (!ok) return false;
  }
  return write_file(path, h->text);
}

/* Runs argv with stderr appended to `errfile`; true on exit status 0.
 * The child's address space is limited as the library front end's helper
 * is (fe_isolated.c), set right after it starts: a macro that expands
 * without bound ends clang, whose death is added to the log. */
static bool run(char *const argv[], const char *errfile) {
  posix_spawn_file_actions_t fa;
  if (posix_spawn_file_actions_init(&fa)) return false;
  posix_spawn_file_actions_addopen(&fa, 2, errfile, O_WRONLY | O_CREAT | O_APPEND, 0600);
  posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
  pid_t pid;
  int rc = posix_spawn(&pid, argv[0], &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  if (rc) return false;
  struct rlimit lim;
  lim.rlim_cur = lim.rlim_max = (rlim_t)fe_iso_memory_mb() << 20;
  prlimit(pid, RLIMIT_AS, &lim, NULL);
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return false;
  if (WIFSIGNALED(status)) {
    FILE *f = fopen(errfile, "a");
    if (f) {
      const char *name = strrchr(argv[0], '/');
      fprintf(f,
              "error: %s was stopped by signal %d (%s); it may use %u MiB of address space "
              "(SHOAL_FRONTEND_MEMORY_MB): a program needing more (a macro that expands without bound, "
              "expressions nested hundreds of thousands deep) cannot be compiled\n",
              name ? name + 1 : argv[0], WTERMSIG(status), strsignal(WTERMSIG(status)), fe_iso_memory_mb());
      fclose(f);
    }
  }
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* Removes what the job put in dir (the source, outputs, headers). */
static void remove_tree(const char *dir, const fe_job *job) {
  static const char *const files[] = {"source.cl", "prelude.h", "out.bc", "out.spv", "log.txt"};
  char path[4096];
  for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
    if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, files[i]) < sizeof path) unlink(path);
  for (size_t i = 0; i < job->nheaders; i++) {
    if (!safe_name(job->headers[i].name) ||
        (size_t)snprintf(path, sizeof path, "%s/%s", dir, job->headers[i].name) >= sizeof path)
      continue;
    unlink(path);
    /* Then its folders, deepest first; rmdir fails harmlessly on ones
     * still holding another header's files. */
    for (char *s; (s = strrchr(path, '/')) && (size_t)(s - path) > strlen(dir);) {
      *s = 0;
      rmdir(path);
    }
  }
  rmdir(dir);
}

/* The log without the temporary folder's name in file names. */
static char *clean_log(const char *text, const char *dir) {
  char prefix[4200];
  if ((size_t)snprintf(prefix, sizeof prefix, "%s/", dir) >= sizeof prefix) return fe_strdup(text);
  size_t plen = strlen(prefix);
  char *out = malloc(strlen(text) + 1);
  if (!out) return NULL;
  char *o = out;
  for (const char *p = text; *p;) {
    if (!strncmp(p, prefix, plen))
      p += plen;
    else
      *o++ = *p++;
  }
  *o = 0;
  return out;
}

static cc_status exec_in(const fe_job *job, const char *dir, uint32_t **spirv, size_t *nwords, char **log) {
  char src[4096], prelude[4096], bc[4096], spv[4096], errf[4096], incl[4200];
  bool ok = (size_t)snprintf(src, sizeof src, "%s/source.cl", dir) < sizeof src &&
            (size_t)snprintf(prelude, sizeof prelude, "%s/prelude.h", dir) < sizeof prelude &&
            (size_t)snprintf(bc, sizeof bc, "%s/out.bc", dir) < sizeof bc &&
            (size_t)snprintf(spv, sizeof spv, "%s/out.spv", dir) < sizeof spv &&
            (size_t)snprintf(errf, sizeof errf, "%s/log.txt", dir) < sizeof errf &&
            (size_t)snprintf(incl, sizeof incl, "-I%s", dir) < sizeof incl;
  ok = ok && write_file(src, job->source) && write_file(prelude, job->prelude) && write_file(errf, "");
  for (size_t i = 0; ok && i < job->nheaders; i++) {
    if (!safe_name(job->headers[i].name)) {
      char msg[512];
      snprintf(msg, sizeof msg, "error: header name '%.400s' must be a relative path without '..'\n",
               job->headers[i].name);
      *log = fe_strdup(msg);
      return *log ? CC_FAILED : CC_NO_MEMORY;
    }
    ok = write_header(dir, &job->headers[i]);
  }
  if (!ok) {
    *log = fe_strdup("error: cannot write the compiler's temporary files\n");
    return *log ? CC_FAILED : CC_NO_MEMORY;
  }
  char std_opt[32], ver[48];
  snprintf(std_opt, sizeof std_opt, "-cl-std=CL%u.%u", job->cl_std / 100, job->cl_std / 10 % 10);
  snprintf(ver, sizeof ver, "-D__OPENCL_VERSION__=%u", job->opencl_version);
  const char *head[] = {clang_path, "-cc1", "-triple", "spir64-unknown-unknown", "-x", "cl", std_opt, ver,
                        "-cl-kernel-arg-info", "-fno-caret-diagnostics", "-disable-llvm-passes",
                        "-fgnu89-inline", "-Werror=implicit-function-declaration",
                        "-finclude-default-header", "-include", prelude, job->cl_ext,
                        "-no-opaque-pointers", "-emit-llvm-bc"};
  const char *tail[] = {incl, src, "-o", bc, NULL};
  size_t nhead = sizeof head / sizeof head[0], ntail = sizeof tail / sizeof tail[0];
  char **argv = malloc((nhead + (size_t)job->nargs + ntail) * sizeof *argv);
  if (!argv) return CC_NO_MEMORY;
  size_t n = 0;
  for (size_t i = 0; i < nhead; i++) argv[n++] = (char *)head[i];
  for (int i = 0; i < job->nargs; i++) argv[n++] = job->args[i];
  for (size_t i = 0; i < ntail; i++) argv[n++] = (char *)tail[i];
  ok = run(argv, errf);
  free(argv);
  if (ok) {
    char *spirv_argv[] = {spirv_path, "--spirv-ext=+all", "--preserve-ocl-kernel-arg-type-metadata-through-string",
                          "--spirv-mem2reg", bc, "-o", spv, NULL};
    ok = run(spirv_argv, errf);
  }
  size_t size = 0;
  char *text = read_file(errf, &size);
  *log = text ? clean_log(text, dir) : fe_strdup("");
  free(text);
  if (!*log) return CC_NO_MEMORY;
  if (!ok) return CC_FAILED;
  void *bytes = read_file(spv, &size);
  ok = bytes && fe_take_spirv(bytes, size, spirv, nwords);
  free(bytes);
  return ok ? CC_OK : CC_FAILED;
}

cc_status fe_exec_compile(const fe_job *job, uint32_t **spirv, size_t *nwords, char **log) {
  *log = NULL;
  if (!fe_exec_id()) {
    *log = fe_strdup("Shoal: clang-15 and llvm-spirv-15 were not found\n");
    return *log ? CC_FAILED : CC_NO_MEMORY;
  }
  const char *tmp = getenv("TMPDIR");
  char dir[2048];
  if ((size_t)snprintf(dir, sizeof dir, "%s/shoal-cc-XXXXXX", tmp && *tmp ? tmp : "/tmp") >= sizeof dir ||
      !mkdtemp(dir)) {
    *log = fe_strdup("error: cannot create a temporary folder for the compiler\n");
    return *log ? CC_FAILED : CC_NO_MEMORY;
  }
  cc_status st = exec_in(job, dir, spirv, nwords, log);
  remove_tree(dir, job);
  return st;
}
