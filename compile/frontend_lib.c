/* frontend_lib.c: OpenCL C to SPIR-V in-process through Intel's
 * opencl-clang (libopencl-clang.so.15, what Intel's compute runtime uses),
 * loaded with dlopen so Shoal builds and runs without it.
 *
 * Its C entry point Compile returns a C++ object (IOCLFEBinaryResult in
 * cclang/common_clang.h) whose methods are virtual. Under the Itanium C++
 * ABI (every Linux target) the object starts with a pointer to its
 * virtual table, whose slots follow the order of declaration and whose
 * functions take the object as their first argument; the struct below
 * mirrors that, so plain C can call them. */
#define _GNU_SOURCE /* dladdr */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "frontend.h"

typedef struct occ_result occ_result;
struct occ_vtable {
  size_t (*get_ir_size)(occ_result *);
  const void *(*get_ir)(occ_result *);
  const char *(*get_ir_name)(occ_result *);
  int (*get_ir_type)(occ_result *);
  const char *(*get_error_log)(occ_result *);
  void (*release)(occ_result *);
};
struct occ_result {
  const struct occ_vtable *vt;
};

typedef int (*occ_compile_fn)(const char *source, const char **headers, unsigned nheaders,
                              const char **header_names, const char *pch, size_t pch_size,
                              const char *options, const char *options_ex, const char *opencl_ver,
                              occ_result **result);

static occ_compile_fn occ_compile;
static char lib_id[256];
static pthread_once_t lib_once = PTHREAD_ONCE_INIT;

static void lib_load(void) {
  static const char *const names[] = {"libopencl-clang.so.15", "libopencl-clang.so"};
  for (size_t i = 0; i < sizeof names / sizeof names[0] && !occ_compile; i++) {
    /* Never closed: LLVM keeps global state for the process's life. */
    void *h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!h) continue;
    occ_compile = (occ_compile_fn)dlsym(h, "Compile");
    if (!occ_compile) continue;
    /* The library's identity (size and time) keys the build cache, so an
     * upgraded compiler does not reuse old results. */
    Dl_info info;
    struct stat st;
    if (dladdr((void *)occ_compile, &info) && info.dli_fname && !stat(info.dli_fname, &st))
      snprintf(lib_id, sizeof lib_id, "opencl-clang (%s, %lld bytes, %lld)", info.dli_fname,
               (long long)st.st_size, (long long)st.st_mtime);
    else
      snprintf(lib_id, sizeof lib_id, "opencl-clang (%s)", names[i]);
  }
}

const char *fe_lib_id(void) {
  pthread_once(&lib_once, lib_load);
  return occ_compile ? lib_id : NULL;
}

/* Words back into one string for opencl-clang's own splitter, which
 * groups double-quoted text like cc_split_options. */
static char *join_words(char **words, int n, const char *extra[], size_t nextra) {
  size_t len = 1;
  for (int i = 0; i < n; i++) len += strlen(words[i]) + 3;
  for (size_t i = 0; i < nextra; i++) len += strlen(extra[i]) + 3;
  char *s = malloc(len);
  if (!s) return NULL;
  char *p = s;
  for (int i = 0; i < n + (int)nextra; i++) {
    const char *w = i < n ? words[i] : extra[i - n];
    bool quote = strpbrk(w, " \t\n") != NULL;
    p += sprintf(p, "%s%s%s%s", i ? " " : "", quote ? "\"" : "", w, quote ? "\"" : "");
  }
  *p = 0;
  return s;
}

/* One call of Compile with the job's headers and the prelude. */
static int lib_call(const char *source, const fe_job *job, const char *options, const char *options_ex,
                    occ_result **r) {
  *r = NULL;
  size_t nh = job->nheaders + 1;
  const char **htext = malloc(nh * sizeof *htext), **hname = malloc(nh * sizeof *hname);
  int rc = -6; /* CL_OUT_OF_HOST_MEMORY */
  if (htext && hname) {
    for (size_t i = 0; i < job->nheaders; i++) {
      htext[i] = job->headers[i].text;
      hname[i] = job->headers[i].name;
    }
    htext[job->nheaders] = job->prelude;
    hname[job->nheaders] = FE_PRELUDE_NAME;
    rc = occ_compile(source, htext, (unsigned)nh, hname, NULL, 0, options, options_ex, job->ver, r);
  }
  free(htext);
  free(hname);
  return rc;
}

/* fe_pch_run for frontend_pch.c: the headers alone, nothing said. */
static bool pch_run(const char *options, const char *options_ex, const fe_job *job) {
  occ_result *r = NULL;
  int rc = lib_call("", job, options, options_ex, &r);
  bool ok = false;
  if (r) {
    const char *l = r->vt->get_error_log(r);
    ok = !rc && (!l || !*l);
    r->vt->release(r);
  }
  return ok;
}

/* clang recurses once per level of an else-if chain or a left-leaning
 * expression: a 20,000-branch chain needs 16-32 MiB of stack and a
 * 100,000-term sum 8-16 MiB (measured), past the 8 MiB of a main thread
 * and far past an application thread's usual 2-8 MiB, and overflowing it
 * kills the process. So the compile runs on a thread of its own with a
 * stack 8 times the largest measured need; the kernel commits its pages
 * only when touched, so a small program costs one thread start. */
enum { LIB_STACK = 256u << 20 };

typedef struct lib_work {
  const char *source;
  const fe_job *job;
  const char *options, *options_ex;
  occ_result *r;
  int rc;
} lib_work;

static void *lib_thread(void *arg) {
  lib_work *w = arg;
  w->rc = lib_call(w->source, w->job, w->options, w->options_ex, &w->r);
  return NULL;
}

/* lib_call on a LIB_STACK thread; on the caller's where none can start. */
static int lib_call_big_stack(const char *source, const fe_job *job, const char *options, const char *options_ex,
                              occ_result **r) {
  lib_work w = {source, job, options, options_ex, NULL, -6};
  pthread_attr_t attr;
  pthread_t t;
  bool started = false;
  if (!pthread_attr_init(&attr)) {
    started = !pthread_attr_setstacksize(&attr, LIB_STACK) && !pthread_create(&t, &attr, lib_thread, &w);
    pthread_attr_destroy(&attr);
  }
  if (started)
    pthread_join(t, NULL);
  else
    lib_thread(&w);
  *r = w.r;
  return w.rc;
}

cc_status fe_lib_compile(const fe_job *job, uint32_t **spirv, size_t *nwords, char **log) {
  *log = NULL;
  if (!fe_lib_id()) {
    *log = fe_strdup("Shoal: libopencl-clang.so.15 is not installed\n");
    return CC_FAILED;
  }
  char std_opt[32];
  snprintf(std_opt, sizeof std_opt, "-cl-std=CL%u.%u", job->cl_std / 100, job->cl_std / 10 % 10);
  /* opencl-clang adds -cl-ext=-all, -include opencl-c.h, the triple, and
   * -D__OPENCL_VERSION__ from job->ver; the rest goes in options_ex, after
   * its own (so our -cl-std is the last one clang sees). LLVM 15 makes
   * opaque pointers, which its SPIR-V writer cannot take: it aborts. */
  const char *extra[] = {std_opt, job->cl_ext, "-include", FE_PRELUDE_NAME, "-no-opaque-pointers"};
  char *options = join_words(job->args, job->nargs, NULL, 0);
  char *base_ex = join_words(NULL, 0, extra, sizeof extra / sizeof extra[0]);
  /* The application's words but -D, for the precompiled header. */
  char **nod = calloc((size_t)job->nargs + 1, sizeof *nod);
  const char **names = calloc(job->nheaders + 1, sizeof *names);
  int nnod = 0;
  for (int i = 0; nod && i < job->nargs; i++)
    if (strncmp(job->args[i], "-D", 2)) nod[nnod++] = job->args[i];
  char *options_nod = nod ? join_words(nod, nnod, NULL, 0) : NULL;
  for (size_t i = 0; names && i < job->nheaders; i++) names[i] = job->headers[i].name;
  char *pch = options && base_ex && options_nod && names
                  ? fe_pch_options(job, options_nod, base_ex, names, job->nheaders, pch_run)
                  : NULL;
  free(nod);
  free(names);
  free(options_nod);
  char *options_ex = NULL;
  if (base_ex) {
    size_t n = strlen(base_ex) + (pch ? strlen(pch) : 0) + 32;
    if ((options_ex = malloc(n))) snprintf(options_ex, n, "%s%s%s -emit-spirv", base_ex, pch ? " " : "", pch ? pch : "");
  }
  free(pch);
  free(base_ex);
  if (!options || !options_ex) {
    free(options);
    free(options_ex);
    return CC_NO_MEMORY;
  }
  occ_result *r = NULL;
  int rc = lib_call_big_stack(job->source, job, options, options_ex, &r);
  free(options);
  free(options_ex);
  cc_status st = CC_FAILED;
  if (r) {
    const char *l = r->vt->get_error_log(r);
    *log = fe_strdup(l ? l : "");
    if (!rc && fe_take_spirv(r->vt->get_ir(r), r->vt->get_ir_size(r), spirv, nwords)) st = CC_OK;
    r->vt->release(r);
  } else {
    *log = fe_strdup(rc == -6 ? "" : "opencl-clang returned no result\n");
    if (rc == -6) st = CC_NO_MEMORY; /* CL_OUT_OF_HOST_MEMORY */
  }
  if (!*log) st = CC_NO_MEMORY;
  return st;
}
