/* options.c: build, compile and link option strings: split into words,
 * checked against what OpenCL 3.0 defines for each call (5.8.6, 5.8.7),
 * and read for what Shoal itself must do (translation flags, libraries). */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shoal_compile.h"

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

/* Double quotes group words ("-I/a b" is one) and are removed; nothing
 * else is special, as in opencl-clang, so both front ends see the same
 * words. */
int cc_split_options(const char *options, char ***words) {
  *words = NULL;
  if (!options) options = "";
  size_t len = strlen(options);
  size_t max_words = len / 2 + 1;
  /* One block: the pointer array, then the words' characters. */
  char **w = malloc(max_words * sizeof *w + len + max_words);
  if (!w) return -1;
  char *out = (char *)(w + max_words);
  int n = 0;
  const char *p = options;
  for (;;) {
    while (is_space(*p)) p++;
    if (!*p) break;
    w[n++] = out;
    bool quoted = false;
    while (*p && (quoted || !is_space(*p))) {
      if (*p == '"')
        quoted = !quoted;
      else
        *out++ = *p;
      p++;
    }
    *out++ = 0;
    if (quoted) {
      free(w);
      return -1;
    }
  }
  *words = w;
  return n;
}

typedef enum opt_kind { OPT_FLAG, OPT_ARG } opt_kind;

/* Where an option is valid. */
enum { IN_COMPILE = 1, IN_LINK_EXE = 2, IN_LINK_LIB = 4 };

typedef struct opt_def {
  const char *name;
  opt_kind kind;
  unsigned where;
  size_t flag; /* offsetof a bool in cc_options, or SIZE_MAX */
} opt_def;

#define NO_FLAG ((size_t)-1)
#define FLAG(f) offsetof(cc_options, f)

static const opt_def defs[] = {
  {"-D", OPT_ARG, IN_COMPILE, NO_FLAG},
  {"-I", OPT_ARG, IN_COMPILE, NO_FLAG},
  {"-w", OPT_FLAG, IN_COMPILE, NO_FLAG},
  {"-Werror", OPT_FLAG, IN_COMPILE, NO_FLAG},
  {"-g", OPT_FLAG, IN_COMPILE, NO_FLAG},
  {"-cl-single-precision-constant", OPT_FLAG, IN_COMPILE, NO_FLAG},
  {"-cl-fp32-correctly-rounded-divide-sqrt", OPT_FLAG, IN_COMPILE, FLAG(fp32_correctly_rounded_divide)},
  {"-cl-opt-disable", OPT_FLAG, IN_COMPILE, FLAG(opt_disable)},
  {"-cl-mad-enable", OPT_FLAG, IN_COMPILE, NO_FLAG},
  /* OpenCL 1.0's, deprecated since 1.1; accepted, changes nothing. */
  {"-cl-strict-aliasing", OPT_FLAG, IN_COMPILE, NO_FLAG},
  {"-cl-uniform-work-group-size", OPT_FLAG, IN_COMPILE, FLAG(uniform_work_group_size)},
  {"-cl-kernel-arg-info", OPT_FLAG, IN_COMPILE, FLAG(kernel_arg_info)},
  /* Valid when compiling and when linking an executable (5.8.7.2). */
  {"-cl-denorms-are-zero", OPT_FLAG, IN_COMPILE | IN_LINK_EXE, NO_FLAG},
  {"-cl-no-signed-zeros", OPT_FLAG, IN_COMPILE | IN_LINK_EXE, NO_FLAG},
  {"-cl-unsafe-math-optimizations", OPT_FLAG, IN_COMPILE | IN_LINK_EXE, FLAG(unsafe_math)},
  {"-cl-finite-math-only", OPT_FLAG, IN_COMPILE | IN_LINK_EXE, NO_FLAG},
  {"-cl-fast-relaxed-math", OPT_FLAG, IN_COMPILE | IN_LINK_EXE, FLAG(unsafe_math)},
  {"-cl-no-subgroup-ifp", OPT_FLAG, IN_COMPILE | IN_LINK_EXE, NO_FLAG},
  {"-create-library", OPT_FLAG, IN_LINK_LIB, FLAG(create_library)},
  {"-enable-link-options", OPT_FLAG, IN_LINK_LIB, FLAG(enable_link_options)},
};

static bool parse_std(const char *v, const unsigned *c_versions, unsigned *out) {
  static const struct { const char *name; unsigned version; } stds[] = {
    {"CL1.0", 100}, {"CL1.1", 110}, {"CL1.2", 120}, {"CL2.0", 200}, {"CL3.0", 300},
  };
  for (size_t i = 0; i < sizeof stds / sizeof stds[0]; i++) {
    if (strcmp(v, stds[i].name)) continue;
    for (const unsigned *c = c_versions; c && *c; c++)
      if (*c == stds[i].version) {
        *out = stds[i].version;
        return true;
      }
    return false;
  }
  return false;
}

/* Checks one word (and the next, for an option that takes one). Returns
 * how many words it used, or 0 with a message. */
static int check_word(char **w, int left, unsigned where, const unsigned *c_versions, cc_options *o,
                      char *err, size_t errlen) {
  const char *word = w[0];
  if (!strncmp(word, "-cl-std=", 8)) {
    if (!(where & IN_COMPILE)) {
      snprintf(err, errlen, "option '%s' is only valid when compiling", word);
      return 0;
    }
    if (!parse_std(word + 8, c_versions, &o->cl_std)) {
      snprintf(err, errlen, "'%s': the device does not support that OpenCL C version", word);
      return 0;
    }
    return 1;
  }
  for (size_t i = 0; i < sizeof defs / sizeof defs[0]; i++) {
    const opt_def *d = &defs[i];
    size_t n = strlen(d->name);
    if (strncmp(word, d->name, n)) continue;
    if (d->kind == OPT_FLAG && word[n]) continue;
    if (!(d->where & where)) {
      snprintf(err, errlen, "option '%s' is not valid here", word);
      return 0;
    }
    if (d->flag != NO_FLAG) *(bool *)((char *)o + d->flag) = true;
    if (d->kind == OPT_FLAG || word[n]) return 1;
    if (left < 2) {
      snprintf(err, errlen, "option '%s' needs an argument", word);
      return 0;
    }
    return 2;
  }
  snprintf(err, errlen, "unknown option '%s'", word);
  return 0;
}

bool cc_parse_options(const char *options, cc_mode mode, const unsigned *c_versions,
                      cc_options *out, char *err, size_t errlen) {
  memset(out, 0, sizeof *out);
  char **w;
  int n = cc_split_options(options, &w);
  if (n < 0) {
    snprintf(err, errlen, "unterminated quote in the options");
    return false;
  }
  /* clBuildProgram takes compile options and those of linking an
   * executable; clLinkProgram those of linking (-create-library first
   * decides which). */
  bool library = false;
  for (int i = 0; i < n; i++) library = library || !strcmp(w[i], "-create-library");
  unsigned where = mode == CC_MODE_COMPILE ? IN_COMPILE
                   : mode == CC_MODE_BUILD ? IN_COMPILE | IN_LINK_EXE
                   : library              ? IN_LINK_LIB | IN_LINK_EXE
                                          : IN_LINK_EXE;
  bool ok = true;
  for (int i = 0; i < n && ok;) {
    int used = check_word(w + i, n - i, where, c_versions, out, err, errlen);
    ok = used > 0;
    i += used;
  }
  if (ok && out->enable_link_options && !out->create_library) {
    snprintf(err, errlen, "-enable-link-options needs -create-library");
    ok = false;
  }
  free(w);
  return ok;
}
