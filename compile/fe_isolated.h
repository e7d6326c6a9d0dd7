/* fe_isolated.h: opencl-clang in a helper process (shoal-frontend), so a
 * compile that exhausts memory or stack ends that process and fails the
 * build instead of taking the application down. Internal to compile/. */
#ifndef SHOAL_FE_ISOLATED_H
#define SHOAL_FE_ISOLATED_H

#include "occ.h"

typedef enum fe_iso_status {
  FE_ISO_OK,          /* *out holds the helper's reply */
  FE_ISO_UNAVAILABLE, /* no helper (not found, turned off, could not start): compile in-process */
  FE_ISO_DIED,        /* the helper died compiling; *log says how (malloc'ed) */
  FE_ISO_NO_MEMORY,
} fe_iso_status;

fe_iso_status fe_iso_run(const occ_request *rq, occ_reply *out, char **log);

/* The helper's limits, for logs and docs: SHOAL_FRONTEND_MEMORY_MB (its
 * address space, default 6144) and SHOAL_FRONTEND_STACK_MB (its compile
 * thread's stack, default 1024). */
unsigned fe_iso_memory_mb(void);
unsigned fe_iso_stack_mb(void);

#endif
