/* occ.c: Intel's opencl-clang (libopencl-clang.so.15, what Intel's compute
 * runtime uses), loaded with dlopen so Shoal builds and runs without it,
 * and one call of its Compile.
 *
 * Compile returns a C++ object (IOCLFEBinaryResult in
 * cclang/common_clang.h) whose methods are virtual. Under the Itanium C++
 * ABI (every Linux target) the object starts with a pointer to its
 * virtual table, whose slots follow the order of declaration and whose
 * functions take the object as their first argument; the struct below
 * mirrors that, so plain C can call them. */
#define _GNU_SOURCE /* dladdr */
#include "occ.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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

const char *occ_identity(void) {
  pthread_once(&lib_once, lib_load);
  return occ_compile ? lib_id : NULL;
}

typedef struct occ_work {
  const occ_request *rq;
  occ_reply *out;
  bool ok;
} occ_work;

static void *occ_thread(void *arg) {
  occ_work *w = arg;
  const occ_request *rq = w->rq;
  occ_reply *out = w->out;
  occ_result *r = NULL;
  out->rc = occ_compile(rq->source, (const char **)rq->header_texts, rq->nheaders, (const char **)rq->header_names,
                        NULL, 0, rq->options, rq->options_ex, rq->ver, &r);
  w->ok = true;
  if (!r) return NULL;
  out->result = true;
  const char *l = r->vt->get_error_log(r);
  size_t ln = l ? strlen(l) : 0, n = r->vt->get_ir_size(r);
  const void *ir = r->vt->get_ir(r);
  out->log = malloc(ln + 1);
  if (out->log) {
    if (ln) memcpy(out->log, l, ln);
    out->log[ln] = 0;
  }
  if (ir && n && (out->ir = malloc(n))) {
    memcpy(out->ir, ir, n);
    out->ir_size = n;
  }
  w->ok = out->log && (!ir || !n || out->ir);
  r->vt->release(r);
  return NULL;
}

bool occ_run(const occ_request *rq, size_t stack_bytes, occ_reply *out) {
  memset(out, 0, sizeof *out);
  if (!occ_identity()) return true; /* no result: the caller says the library is missing */
  occ_work w = {rq, out, false};
  pthread_attr_t attr;
  pthread_t t;
  bool started = false;
  if (!pthread_attr_init(&attr)) {
    started = !pthread_attr_setstacksize(&attr, stack_bytes) && !pthread_create(&t, &attr, occ_thread, &w);
    pthread_attr_destroy(&attr);
  }
  if (started)
    pthread_join(t, NULL);
  else
    occ_thread(&w);
  if (!w.ok) occ_reply_free(out);
  return w.ok;
}

void occ_reply_free(occ_reply *r) {
  free(r->log);
  free(r->ir);
  memset(r, 0, sizeof *r);
}
