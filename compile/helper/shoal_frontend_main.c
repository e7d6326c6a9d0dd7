/* shoal_frontend_main.c: shoal-frontend, the process libshoal.so runs
 * opencl-clang in (compile/fe_isolated.c). It reads requests from the
 * socket on its stdin and answers each on it, until the application
 * closes it. Before loading LLVM it limits its own address space
 * (--memory-mb), and it compiles on a thread whose stack is --stack-mb, so
 * a runaway compile ends this process, which the application reports as a
 * failed build. Not meant to be run by hand. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "fe_wire.h"
#include "occ.h"

#if defined(__SANITIZE_ADDRESS__)
#define HELPER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HELPER_ASAN 1
#endif
#endif

/* Address space LLVM's libraries, the C library's arenas and thread
 * stacks take besides the compile's own memory (measured: about 300 MiB
 * after loading libopencl-clang). */
#define BASE_MB 768u

static unsigned long arg_mb(int argc, char **argv, const char *name, unsigned long dflt) {
  for (int i = 1; i + 1 < argc; i++)
    if (!strcmp(argv[i], name)) {
      char *end;
      unsigned long v = strtoul(argv[i + 1], &end, 10);
      if (!*end && v) return v;
    }
  return dflt;
}

#ifdef HELPER_ASAN
/* AddressSanitizer reserves terabytes of shadow memory, so RLIMIT_AS
 * cannot apply; its own limits on resident memory do: past the soft one
 * allocations return NULL (LLVM then stops as it would without the
 * sanitizer), past the hard one, a quarter above, the process ends. The
 * options are read at start-up: set them and start again. */
static void asan_limit(char **argv, unsigned long mem_mb) {
  if (getenv("SHOAL_FRONTEND_ASAN_LIMITED")) return;
  const char *old = getenv("ASAN_OPTIONS");
  char opts[2048];
  snprintf(opts, sizeof opts, "%s%ssoft_rss_limit_mb=%lu:hard_rss_limit_mb=%lu:allocator_may_return_null=1",
           old ? old : "", old && *old ? ":" : "", mem_mb, mem_mb + mem_mb / 4);
  setenv("ASAN_OPTIONS", opts, 1);
  setenv("SHOAL_FRONTEND_ASAN_LIMITED", "1", 1);
  execv("/proc/self/exe", argv);
}
#endif

int main(int argc, char **argv) {
  unsigned long mem_mb = arg_mb(argc, argv, "--memory-mb", 6144), stack_mb = arg_mb(argc, argv, "--stack-mb", 1024);
  signal(SIGPIPE, SIG_IGN);
#ifdef HELPER_ASAN
  asan_limit(argv, mem_mb);
#else
  struct rlimit rl;
  rl.rlim_cur = rl.rlim_max = (rlim_t)(mem_mb + stack_mb + BASE_MB) << 20;
  setrlimit(RLIMIT_AS, &rl);
#endif
  /* no core files of a compile stopped on purpose */
  struct rlimit core = {0, 0};
  setrlimit(RLIMIT_CORE, &core);
  occ_identity(); /* load LLVM now, not in the first build's time */
  for (;;) {
    occ_request rq;
    const char *cwd;
    void *store;
    if (!fe_wire_recv_request(0, &rq, &cwd, &store)) return 0;
    occ_reply rp;
    /* relative -I folders and #include names are the application's */
    if (chdir(cwd)) {
      memset(&rp, 0, sizeof rp);
      rp.result = true;
      rp.rc = -11; /* CL_BUILD_PROGRAM_FAILURE */
      rp.log = strdup("error: the front end cannot enter the application's working folder\n");
    } else if (!occ_run(&rq, (size_t)stack_mb << 20, &rp)) {
      memset(&rp, 0, sizeof rp);
      rp.rc = -6; /* CL_OUT_OF_HOST_MEMORY */
    }
    fe_wire_request_free(store);
    bool sent = fe_wire_send_reply(0, &rp);
    occ_reply_free(&rp);
    if (!sent) return 0;
  }
}
