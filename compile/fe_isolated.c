/* fe_isolated.c: the application's side of the front end helper. A helper
 * is the program shoal-frontend next to libshoal.so (or in a shoal/
 * folder there; SHOAL_FRONTEND_HELPER names another), started with
 * posix_spawn, which is safe in a multi-threaded process, and spoken to
 * over a socket pair (fe_wire.h). It sets its own address-space limit and
 * compiles on a thread with a large stack; when it dies (LLVM aborts on
 * failed allocations, a stack overflow is SIGSEGV), the reply is missing
 * and the build fails with a log saying why, and the next build starts a
 * new helper. Helpers are kept between builds (loading LLVM takes tens of
 * milliseconds): one per concurrent build, at most POOL_MAX idle, and at
 * most max_live() at once (each holds its own LLVM, 100-300 MB: builds
 * beyond that wait for one to come back).
 * SHOAL_FRONTEND_ISOLATE=0 compiles in-process instead. */
#define _GNU_SOURCE
#include "fe_isolated.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "fe_wire.h"

extern char **environ;

enum { POOL_MAX = 4 };

typedef struct helper {
  pid_t pid;
  int fd;
} helper;

static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t pool_cv = PTHREAD_COND_INITIALIZER;
static helper pool[POOL_MAX];
static int npool;
static int nlive; /* helpers started and not yet reaped or closed */

static int max_live(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 2 ? 2 : n > 8 ? 8 : (int)n;
}
static char helper_path[PATH_MAX];
static pthread_once_t find_once = PTHREAD_ONCE_INIT;

/* A fork of the application must not share its parent's helpers (two
 * processes on one socket): the child forgets them and starts its own. */
static void forget_after_fork(void) {
  for (int i = 0; i < npool; i++) close(pool[i].fd);
  npool = 0;
  nlive = 0;
  pthread_mutex_init(&pool_lock, NULL);
  pthread_cond_init(&pool_cv, NULL);
}

static bool executable(const char *p) { return !access(p, X_OK); }

static void find_helper(void) {
  pthread_atfork(NULL, NULL, forget_after_fork);
  const char *env = getenv("SHOAL_FRONTEND_HELPER");
  if (env && *env) {
    if (strlen(env) < sizeof helper_path && executable(env)) strcpy(helper_path, env);
    return;
  }
  Dl_info info;
  if (!dladdr((void *)fe_iso_run, &info) || !info.dli_fname) return;
  char dir[PATH_MAX];
  if (!realpath(info.dli_fname, dir)) return;
  char *slash = strrchr(dir, '/');
  if (!slash) return;
  *slash = 0;
  static const char *const names[] = {"shoal-frontend", "shoal/shoal-frontend"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    if ((size_t)snprintf(helper_path, sizeof helper_path, "%s/%s", dir, names[i]) < sizeof helper_path &&
        executable(helper_path))
      return;
  }
  helper_path[0] = 0;
}

static unsigned env_mb(const char *name, unsigned dflt, unsigned lo, unsigned hi) {
  const char *e = getenv(name);
  if (!e || !*e) return dflt;
  char *end;
  unsigned long v = strtoul(e, &end, 10);
  if (*end || v < lo || v > hi) return dflt;
  return (unsigned)v;
}

unsigned fe_iso_memory_mb(void) { return env_mb("SHOAL_FRONTEND_MEMORY_MB", 6144, 256, 1u << 30); }
unsigned fe_iso_stack_mb(void) { return env_mb("SHOAL_FRONTEND_STACK_MB", 1024, 1, 1u << 20); }

static bool spawn_helper(helper *h) {
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv)) return false;
  char mem[32], stack[32];
  snprintf(mem, sizeof mem, "%u", fe_iso_memory_mb());
  snprintf(stack, sizeof stack, "%u", fe_iso_stack_mb());
  char *argv[] = {helper_path, "--memory-mb", mem, "--stack-mb", stack, NULL};
  posix_spawn_file_actions_t fa;
  posix_spawnattr_t attr;
  bool ok = false;
  if (!posix_spawn_file_actions_init(&fa)) {
    if (!posix_spawnattr_init(&attr)) {
      /* the socket is the helper's stdin; its stdout is not the
       * application's (nothing of the helper's belongs there) */
      sigset_t none, all;
      sigemptyset(&none);
      sigfillset(&all);
      ok = !posix_spawn_file_actions_adddup2(&fa, sv[1], 0) &&
           !posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0) &&
           /* none of the application's other files (a pipe held open by the
            * helper would keep its reader from seeing the end) */
           !posix_spawn_file_actions_addclosefrom_np(&fa, 3) &&
           !posix_spawnattr_setsigmask(&attr, &none) && !posix_spawnattr_setsigdefault(&attr, &all) &&
           !posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) &&
           !posix_spawn(&h->pid, helper_path, &fa, &attr, argv, environ);
      posix_spawnattr_destroy(&attr);
    }
    posix_spawn_file_actions_destroy(&fa);
  }
  close(sv[1]);
  if (!ok) {
    close(sv[0]);
    return false;
  }
  h->fd = sv[0];
  return true;
}

static void put_back(helper h) {
  pthread_mutex_lock(&pool_lock);
  bool kept = npool < POOL_MAX;
  if (kept) pool[npool++] = h;
  else nlive--;
  pthread_cond_signal(&pool_cv);
  pthread_mutex_unlock(&pool_lock);
  if (!kept) {
    close(h.fd); /* the helper reads the end of its input and exits */
    waitpid(h.pid, NULL, 0);
  }
}

/* The helper is gone or unusable: reap it and say how it ended. */
static char *reap(helper h) {
  close(h.fd);
  pthread_mutex_lock(&pool_lock);
  nlive--;
  pthread_cond_signal(&pool_cv);
  pthread_mutex_unlock(&pool_lock);
  int status = 0;
  pid_t r;
  do r = waitpid(h.pid, &status, 0);
  while (r < 0 && errno == EINTR);
  char buf[640];
  unsigned mem = fe_iso_memory_mb(), stack = fe_iso_stack_mb();
  const char *limits_fmt =
      "The front end may use %u MiB of address space (SHOAL_FRONTEND_MEMORY_MB) and a %u MiB stack "
      "(SHOAL_FRONTEND_STACK_MB): a program needing more (a macro that expands without bound, "
      "expressions or else-if chains nested hundreds of thousands deep) cannot be compiled.\n";
  char limits[400];
  snprintf(limits, sizeof limits, limits_fmt, mem, stack);
  if (r == h.pid && WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    snprintf(buf, sizeof buf,
             "error: the OpenCL C front end (opencl-clang, in Shoal's helper process %ld) was stopped by signal %d "
             "(%s) while compiling this program; the application is unaffected.\n%s",
             (long)h.pid, sig, strsignal(sig), limits);
  } else if (r == h.pid && WIFEXITED(status)) {
    snprintf(buf, sizeof buf,
             "error: the OpenCL C front end (opencl-clang, in Shoal's helper process %ld) exited with status %d "
             "while compiling this program; the application is unaffected.\n%s",
             (long)h.pid, WEXITSTATUS(status), limits);
  } else {
    /* reaped by someone else: an application that ignores SIGCHLD or
     * waits for any child */
    snprintf(buf, sizeof buf,
             "error: the OpenCL C front end (opencl-clang, in Shoal's helper process %ld) ended while compiling "
             "this program (how is unknown: the application reaped it); the application is unaffected.\n%s",
             (long)h.pid, limits);
  }
  return strdup(buf);
}

fe_iso_status fe_iso_run(const occ_request *rq, occ_reply *out, char **log) {
  memset(out, 0, sizeof *out);
  *log = NULL;
  const char *iso = getenv("SHOAL_FRONTEND_ISOLATE");
  if (iso && !strcmp(iso, "0")) return FE_ISO_UNAVAILABLE;
  pthread_once(&find_once, find_helper);
  if (!helper_path[0]) return FE_ISO_UNAVAILABLE;
  char *cwd = getcwd(NULL, 0);
  if (!cwd) return errno == ENOMEM ? FE_ISO_NO_MEMORY : FE_ISO_UNAVAILABLE;
  /* An idle helper may have died meanwhile (killed from outside): a send
   * or read that fails on a reused helper is tried once on a new one. */
  for (int attempt = 0; attempt < 2; attempt++) {
    helper h;
    bool reused = false;
    pthread_mutex_lock(&pool_lock);
    while (!npool && nlive >= max_live()) pthread_cond_wait(&pool_cv, &pool_lock);
    if (npool) {
      h = pool[--npool];
      reused = true;
    } else {
      nlive++; /* this thread's new helper */
    }
    pthread_mutex_unlock(&pool_lock);
    if (!reused && !spawn_helper(&h)) {
      pthread_mutex_lock(&pool_lock);
      nlive--;
      pthread_cond_signal(&pool_cv);
      pthread_mutex_unlock(&pool_lock);
      free(cwd);
      return FE_ISO_UNAVAILABLE;
    }
    bool sent = fe_wire_send_request(h.fd, rq, cwd);
    if (sent && fe_wire_recv_reply(h.fd, out)) {
      put_back(h);
      free(cwd);
      return FE_ISO_OK;
    }
    char *why = reap(h);
    if (reused && !sent) {
      free(why);
      continue;
    }
    free(cwd);
    *log = why;
    return why ? FE_ISO_DIED : FE_ISO_NO_MEMORY;
  }
  free(cwd);
  return FE_ISO_UNAVAILABLE;
}
