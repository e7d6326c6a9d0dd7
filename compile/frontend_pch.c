/* frontend_pch.c: a precompiled header of opencl-c.h and the device
 * prelude for the opencl-clang front end, so a small program's build does
 * not parse the 18,000 lines of opencl-c.h again (about 90% of its cost).
 *
 * opencl-clang 15 ignores Compile's pch arguments, and its own modules of
 * opencl-c.h are used only when every extension it knows is enabled
 * (never with the device's -cl-ext), so Shoal makes its own: Compile with
 * an empty source and `-emit-pch` writes one, and later compiles name it
 * with `-include-pch` (opencl-clang passes options_ex to clang as they
 * are). clang then skips the -include of opencl-c.h and of the prelude,
 * which the PCH already holds. It is made with -relocatable-pch, so the
 * headers' names in diagnostics stay "./opencl-c.h" as without it.
 *
 * A PCH is keyed by everything that reaches the headers but the user's
 * -D macros: the front end's identity, options_ex (-cl-std, -cl-ext), the
 * prelude's text, the OpenCL version and the other options (math flags
 * define macros and change language options). The -D macros come after
 * the PCH, which is the same only when the headers never see the name:
 * a -D whose name starts with '_' or "cl_" (every name the headers test
 * in #if), or that is any identifier the preprocessed headers hold, is
 * compiled without the PCH. So are compiles with a header named like one
 * of the implicit ones. The PCH is made on the second compile of a key in
 * the process (one build pays nothing), in a private temporary folder
 * removed at exit; any failure to make it means compiling as before. */
#define _GNU_SOURCE /* mkdtemp */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "frontend.h"

typedef enum pch_state { PCH_NEW, PCH_BUILDING, PCH_READY, PCH_FAILED } pch_state;

typedef struct pch_entry {
  unsigned char key[32];
  pch_state state;
  unsigned uses;
  char path[512];
  char **ids; /* the headers' identifiers: open addressing, nids slots */
  size_t nids;
  struct pch_entry *next;
} pch_entry;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pch_entry *entries;
static char dir[256];
static bool dir_failed;

static void cleanup(void) {
  for (pch_entry *e = entries; e; e = e->next)
    if (e->path[0]) unlink(e->path);
  if (dir[0]) rmdir(dir);
}

/* The private folder, made on first need (under the lock). */
static bool ensure_dir(void) {
  if (dir[0]) return true;
  if (dir_failed) return false;
  const char *t = getenv("TMPDIR");
  /* The folder goes into options, where a double quote would end it. */
  bool usable = t && *t == '/' && strlen(t) < 200 && !strchr(t, '"');
  snprintf(dir, sizeof dir, "%s/shoal-pch-XXXXXX", usable ? t : "/tmp");
  if (!mkdtemp(dir)) {
    dir[0] = 0;
    dir_failed = true;
    return false;
  }
  atexit(cleanup);
  return true;
}

static uint64_t hash_str(const char *s, size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
  return h;
}

static bool is_id_start(char c) { return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool is_id_char(char c) { return is_id_start(c) || (c >= '0' && c <= '9'); }

static bool ids_has(const pch_entry *e, const char *s, size_t n) {
  if (!e->nids) return false;
  for (size_t i = hash_str(s, n) % e->nids;; i = (i + 1) % e->nids) {
    const char *x = e->ids[i];
    if (!x) return false;
    if (strlen(x) == n && !memcmp(x, s, n)) return true;
  }
}

/* Every identifier-like word of the preprocessed headers (in comments and
 * strings too, which only errs towards not using the PCH). */
static bool ids_fill(pch_entry *e, const char *text) {
  size_t count = 0;
  for (const char *p = text; *p;)
    if (is_id_start(*p)) {
      count++;
      while (is_id_char(*p)) p++;
    } else {
      p++;
    }
  e->nids = count * 2 + 16;
  e->ids = calloc(e->nids, sizeof *e->ids);
  if (!e->ids) return false;
  for (const char *p = text; *p;) {
    if (!is_id_start(*p)) {
      p++;
      continue;
    }
    const char *s = p;
    while (is_id_char(*p)) p++;
    size_t n = (size_t)(p - s);
    if (ids_has(e, s, n)) continue;
    size_t i = hash_str(s, n) % e->nids;
    while (e->ids[i]) i = (i + 1) % e->nids;
    e->ids[i] = malloc(n + 1);
    if (!e->ids[i]) return false;
    memcpy(e->ids[i], s, n);
    e->ids[i][n] = 0;
  }
  return true;
}

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *s = NULL;
  long n = -1;
  if (!fseek(f, 0, SEEK_END) && (n = ftell(f)) >= 0 && !fseek(f, 0, SEEK_SET) && (s = malloc((size_t)n + 1)) &&
      fread(s, 1, (size_t)n, f) != (size_t)n) {
    free(s);
    s = NULL;
  }
  if (s) s[n] = 0;
  fclose(f);
  return s;
}

/* Makes the PCH and the identifier set of entry `e` (outside the lock). */
static bool build(pch_entry *e, const char *path, const char *options, const char *options_ex,
                  const fe_job *job, fe_pch_run run) {
  size_t n = strlen(options_ex) + strlen(path) + 128;
  char *ex = malloc(n), ids_path[600];
  if (!ex) return false;
  snprintf(ids_path, sizeof ids_path, "%s.ids", path);
  snprintf(ex, n, "%s -E -dD -o \"%s\"", options_ex, ids_path);
  bool ok = run(options, ex, job);
  char *text = ok ? slurp(ids_path) : NULL;
  unlink(ids_path);
  ok = text && ids_fill(e, text);
  free(text);
  /* clang names the in-memory headers by the working folder; -isysroot
   * strips it from their names in the PCH, and compiles give "." back, as
   * they name them without it. */
  char cwd[1024];
  ok = ok && getcwd(cwd, sizeof cwd) && !strchr(cwd, '"');
  free(ex);
  n = strlen(options_ex) + strlen(path) + sizeof cwd + 128;
  ex = ok ? malloc(n) : NULL;
  if (!ex) return false;
  snprintf(ex, n, "%s -emit-pch -relocatable-pch -isysroot \"%s\" -o \"%s\"", options_ex, cwd, path);
  ok = ok && run(options, ex, job) && access(path, R_OK) == 0;
  free(ex);
  return ok;
}

static bool word_ok(const pch_entry *e, const char *w) {
  if (strncmp(w, "-D", 2)) return true;
  const char *name = w + 2;
  size_t n = strcspn(name, "=");
  if (!n || name[0] == '_' || !strncmp(name, "cl_", 3)) return false;
  return !ids_has(e, name, n);
}

char *fe_pch_options(const fe_job *job, const char *options_nod, const char *options_ex, const char *const *names,
                     size_t nnames, fe_pch_run run) {
  const char *off = getenv("SHOAL_PCH");
  if (off && !strcmp(off, "0")) return NULL;
  for (size_t i = 0; i < nnames; i++)
    if (!strcmp(names[i], "opencl-c.h") || !strcmp(names[i], "opencl-c-base.h") ||
        !strcmp(names[i], "module.modulemap") || !strcmp(names[i], FE_PRELUDE_NAME))
      return NULL;
  unsigned char key[32];
  cc_sha256 s;
  cc_sha256_init(&s);
  const char *fields[] = {fe_lib_id(), options_ex, job->prelude, options_nod};
  for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) cc_sha256_field(&s, fields[i], strlen(fields[i]));
  cc_sha256_field(&s, &job->opencl_version, sizeof job->opencl_version);
  cc_sha256_final(&s, key);

  pthread_mutex_lock(&lock);
  pch_entry *e = entries;
  while (e && memcmp(e->key, key, 32)) e = e->next;
  if (!e && (e = calloc(1, sizeof *e))) {
    memcpy(e->key, key, 32);
    e->next = entries;
    entries = e;
  }
  bool make = e && e->state == PCH_NEW && ++e->uses >= 2 && ensure_dir();
  if (make) {
    e->state = PCH_BUILDING;
    snprintf(e->path, sizeof e->path, "%s/%02x%02x%02x%02x%02x%02x%02x%02x.pch", dir, key[0], key[1], key[2], key[3],
             key[4], key[5], key[6], key[7]);
  }
  pthread_mutex_unlock(&lock);
  if (make) {
    /* Only this thread writes e's fields until the state says ready. */
    bool ok = build(e, e->path, options_nod, options_ex, job, run);
    pthread_mutex_lock(&lock);
    e->state = ok ? PCH_READY : PCH_FAILED;
    pthread_mutex_unlock(&lock);
  }
  pthread_mutex_lock(&lock);
  bool ready = e && e->state == PCH_READY;
  pthread_mutex_unlock(&lock);
  if (!ready) return NULL;
  for (int i = 0; i < job->nargs; i++)
    if (!word_ok(e, job->args[i])) return NULL;
  size_t n = strlen(e->path) + 64;
  char *extra = malloc(n);
  if (extra) snprintf(extra, n, "-isysroot . -include-pch \"%s\"", e->path);
  return extra;
}
