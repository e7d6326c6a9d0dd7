/* frontend.h: what compile.c hands to a front end (the opencl-clang
 * library or the clang-15 and llvm-spirv-15 programs), and what each
 * offers. Internal to compile/. */
#ifndef SHOAL_FRONTEND_H
#define SHOAL_FRONTEND_H

#include "shoal_compile.h"

typedef struct fe_job {
  const char *source;
  const cc_header *headers;
  size_t nheaders;
  char **args;          /* clang words from the application's options */
  int nargs;
  unsigned cl_std;      /* 100 .. 300 */
  unsigned opencl_version;
  char ver[16];         /* opencl_version as text */
  const char *prelude;  /* included after opencl-c.h */
  const char *cl_ext;   /* -cl-ext=... */
} fe_job;

/* Both give CC_OK with *spirv, or CC_FAILED / CC_NO_MEMORY; *log always
 * set (NULL only when out of memory). */
cc_status fe_lib_compile(const fe_job *job, uint32_t **spirv, size_t *nwords, char **log);
cc_status fe_exec_compile(const fe_job *job, uint32_t **spirv, size_t *nwords, char **log);

/* A description of the front end (with what identifies its build, for
 * cache keys), or NULL where it is missing. Found once per process. */
const char *fe_lib_id(void);
const char *fe_exec_id(void);

/* The name the prelude is included by. */
#define FE_PRELUDE_NAME "shoal_device_prelude.h"

/* Runs opencl-clang on an empty source with these options; true when it
 * succeeded with an empty log. */
typedef bool (*fe_pch_run)(const char *options, const char *options_ex, const fe_job *job);

/* The words to add to options_ex so the compile of `job` uses a
 * precompiled opencl-c.h and prelude (frontend_pch.c), or NULL to compile
 * without one. options_nod: the application's words but its -D macros;
 * names: the clCompileProgram headers' names. */
char *fe_pch_options(const fe_job *job, const char *options_nod, const char *options_ex, const char *const *names,
                     size_t nnames, fe_pch_run run);

/* malloc'ed copy; NULL when out of memory. */
char *fe_strdup(const char *s);
/* A growing NUL-terminated string: start it with a malloc'ed s holding "";
 * on allocation failure it frees itself and s stays NULL. */
typedef struct fe_text {
  char *s;
  size_t len, cap;
} fe_text;
void fe_text_put(fe_text *b, const char *p, size_t n);
/* SPIR-V bytes to malloc'ed words; false when they are no module. */
bool fe_take_spirv(const void *bytes, size_t size, uint32_t **spirv, size_t *nwords);

#endif
