/* frontend_lib.c: OpenCL C to SPIR-V through Intel's opencl-clang
 * (occ.c), in the front end helper process where it can run
 * (fe_isolated.c: a compile that runs out of memory or stack fails the
 * build, not the application), else in this process on a thread with a
 * large stack. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fe_isolated.h"
#include "frontend.h"
#include "occ.h"

const char *fe_lib_id(void) { return occ_identity(); }

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

/* In-process, clang recurses once per level of an else-if chain or a
 * left-leaning expression: a 20,000-branch chain needs 16-32 MiB of stack
 * and a 100,000-term sum 8-16 MiB (measured), past the 8 MiB of a main
 * thread and far past an application thread's usual 2-8 MiB. So the
 * compile runs on a thread of its own with a stack 8 times the largest
 * measured need; the kernel commits its pages only when touched. */
enum { LIB_STACK = 256u << 20 };

/* One call of Compile with the job's headers and the prelude: in the
 * helper, else here. CC_FAILED with *log set when the helper died. */
static cc_status lib_call(const char *source, const fe_job *job, const char *options, const char *options_ex,
                          occ_reply *r, char **log) {
  *log = NULL;
  memset(r, 0, sizeof *r);
  size_t nh = job->nheaders + 1;
  const char **htext = malloc(nh * sizeof *htext), **hname = malloc(nh * sizeof *hname);
  cc_status st = CC_NO_MEMORY;
  if (htext && hname) {
    for (size_t i = 0; i < job->nheaders; i++) {
      htext[i] = job->headers[i].text;
      hname[i] = job->headers[i].name;
    }
    htext[job->nheaders] = job->prelude;
    hname[job->nheaders] = FE_PRELUDE_NAME;
    occ_request rq = {source, htext, hname, (unsigned)nh, options, options_ex, job->ver};
    switch (fe_iso_run(&rq, r, log)) {
    case FE_ISO_OK: st = CC_OK; break;
    case FE_ISO_DIED: st = CC_FAILED; break;
    case FE_ISO_NO_MEMORY: break;
    case FE_ISO_UNAVAILABLE: st = occ_run(&rq, LIB_STACK, r) ? CC_OK : CC_NO_MEMORY; break;
    }
  }
  free(htext);
  free(hname);
  return st;
}

/* fe_pch_run for frontend_pch.c: the headers alone, nothing said. */
static bool pch_run(const char *options, const char *options_ex, const fe_job *job) {
  occ_reply r;
  char *log;
  bool ok = lib_call("", job, options, options_ex, &r, &log) == CC_OK && r.result && !r.rc && !*r.log;
  occ_reply_free(&r);
  free(log);
  return ok;
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
  occ_reply r;
  char *died = NULL;
  cc_status st = lib_call(job->source, job, options, options_ex, &r, &died);
  free(options);
  free(options_ex);
  if (st == CC_FAILED) { /* the helper died: its account is the log */
    *log = died;
    return died ? CC_FAILED : CC_NO_MEMORY;
  }
  if (st == CC_OK) {
    st = CC_FAILED;
    if (r.result) {
      *log = fe_strdup(r.log ? r.log : "");
      if (!r.rc && fe_take_spirv(r.ir, r.ir_size, spirv, nwords)) st = CC_OK;
    } else {
      *log = fe_strdup(r.rc == -6 ? "" : "opencl-clang returned no result\n");
      if (r.rc == -6) st = CC_NO_MEMORY; /* CL_OUT_OF_HOST_MEMORY */
    }
  }
  occ_reply_free(&r);
  if (!*log) st = CC_NO_MEMORY;
  return st;
}
