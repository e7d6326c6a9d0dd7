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

#define PRELUDE_NAME "shoal_device_prelude.h"

cc_status fe_lib_compile(const fe_job *job, uint32_t **spirv, size_t *nwords, char **log) {
  *log = NULL;
  if (!fe_lib_id()) {
    *log = fe_strdup("Shoal: libopencl-clang.so.15 is not installed\n");
    return CC_FAILED;
  }
  char std_opt[32], ver[16];
  snprintf(std_opt, sizeof std_opt, "-cl-std=CL%u.%u", job->cl_std / 100, job->cl_std / 10 % 10);
  snprintf(ver, sizeof ver, "%u", job->opencl_version);
  /* opencl-clang adds -cl-ext=-all, -include opencl-c.h, the triple, and
   * -D__OPENCL_VERSION__ from `ver`; the rest goes in options_ex, after
   * its own (so our -cl-std is the last one clang sees). LLVM 15 makes
   * opaque pointers, which its SPIR-V writer cannot take: it aborts. */
  const char *extra[] = {std_opt, job->cl_ext, "-include", PRELUDE_NAME, "-no-opaque-pointers", "-emit-spirv"};
  char *options = join_words(job->args, job->nargs, NULL, 0);
  char *options_ex = join_words(NULL, 0, extra, sizeof extra / sizeof extra[0]);
  size_t nh = job->nheaders + 1;
  const char **htext = malloc(nh * sizeof *htext), **hname = malloc(nh * sizeof *hname);
  if (!options || !options_ex || !htext || !hname) {
    free(options);
    free(options_ex);
    free(htext);
    free(hname);
    return CC_NO_MEMORY;
  }
  for (size_t i = 0; i < job->nheaders; i++) {
    htext[i] = job->headers[i].text;
    hname[i] = job->headers[i].name;
  }
  htext[job->nheaders] = job->prelude;
  hname[job->nheaders] = PRELUDE_NAME;
  occ_result *r = NULL;
  int rc = occ_compile(job->source, htext, (unsigned)nh, hname, NULL, 0, options, options_ex, ver, &r);
  free(options);
  free(options_ex);
  free(htext);
  free(hname);
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
