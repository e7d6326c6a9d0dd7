/* occ.h: one call of Intel's opencl-clang (libopencl-clang.so.15) and the
 * library's loading, shared by the in-process front end (frontend_lib.c)
 * and the isolated helper process (helper/shoal_frontend_main.c), which
 * runs the same call where a runaway compile cannot take the application
 * down. Internal to compile/. */
#ifndef SHOAL_OCC_H
#define SHOAL_OCC_H

#include <stdbool.h>
#include <stddef.h>

typedef struct occ_request {
  const char *source;
  const char *const *header_texts; /* nheaders each */
  const char *const *header_names;
  unsigned nheaders;
  const char *options, *options_ex, *ver;
} occ_request;

/* What Compile returned, copied out of the library's result object. */
typedef struct occ_reply {
  int rc;           /* Compile's return: 0, or an OpenCL error code (-6: out of host memory) */
  bool result;      /* Compile gave a result object (log and ir below are its) */
  char *log;        /* malloc'ed, never NULL when result */
  void *ir;         /* malloc'ed SPIR-V bytes, or NULL */
  size_t ir_size;
} occ_reply;

/* The library's description (path, size and time: a cache key), or NULL
 * where it is not installed. Loaded once per process. */
const char *occ_identity(void);
/* Runs Compile on a thread with a stack of `stack_bytes` (on the caller's
 * thread where none can start). False only when out of host memory. */
bool occ_run(const occ_request *rq, size_t stack_bytes, occ_reply *out);
void occ_reply_free(occ_reply *r);

#endif
