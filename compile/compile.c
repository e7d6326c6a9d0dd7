/* compile.c: cc_compile, which picks a front end (opencl-clang in-process
 * where installed, else the clang-15 and llvm-spirv-15 programs;
 * SHOAL_COMPILER=lib or =exec forces one, =none takes neither) and gives
 * it the clang words of the application's options, the device's -cl-ext
 * and its prelude. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend.h"

char *fe_strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (d) memcpy(d, s, n);
  return d;
}

void fe_text_put(fe_text *b, const char *p, size_t n) {
  if (!b->s) return;
  if (b->len + n + 1 > b->cap) {
    size_t cap = (b->len + n + 1) * 2;
    char *s = realloc(b->s, cap);
    if (!s) {
      free(b->s);
      b->s = NULL;
      return;
    }
    b->s = s;
    b->cap = cap;
  }
  memcpy(b->s + b->len, p, n);
  b->len += n;
  b->s[b->len] = 0;
}

bool fe_take_spirv(const void *bytes, size_t size, uint32_t **spirv, size_t *nwords) {
  if (!bytes || size < 20 || size % 4) return false;
  uint32_t *w = malloc(size);
  if (!w) return false;
  memcpy(w, bytes, size);
  if (w[0] != 0x07230203u) {
    free(w);
    return false;
  }
  *spirv = w;
  *nwords = size / 4;
  return true;
}

typedef enum which { FE_NONE, FE_LIB, FE_EXEC } which;

static which choose(void) {
  const char *force = getenv("SHOAL_COMPILER");
  if (force && !strcmp(force, "none")) return FE_NONE;
  if (force && !strcmp(force, "lib")) return fe_lib_id() ? FE_LIB : FE_NONE;
  if (force && !strcmp(force, "exec")) return fe_exec_id() ? FE_EXEC : FE_NONE;
  if (fe_lib_id()) return FE_LIB;
  return fe_exec_id() ? FE_EXEC : FE_NONE;
}

const char *cc_compiler_id(void) {
  switch (choose()) {
  case FE_LIB: return fe_lib_id();
  case FE_EXEC: return fe_exec_id();
  default: return NULL;
  }
}

/* The options clang gets, as words: -D and -I (an argument given apart
 * joined to its option) and the -cl-* options that change code; -g,
 * -cl-std (the front end sets it), and Shoal's own are left out, and so is
 * -cl-opt-disable: with it opencl-clang skips mem2reg, leaving pointers in
 * private memory that the translator does not take, and it changes no
 * result (the front end does not optimize anyway; the driver does). */
static int clang_words(char **words, int n, char **out) {
  static const char *const pass[] = {
    "-w", "-Werror", "-cl-single-precision-constant", "-cl-denorms-are-zero",
    "-cl-fp32-correctly-rounded-divide-sqrt", "-cl-mad-enable",
    "-cl-no-signed-zeros", "-cl-unsafe-math-optimizations", "-cl-finite-math-only",
    "-cl-fast-relaxed-math", "-cl-uniform-work-group-size",
  };
  int m = 0;
  for (int i = 0; i < n; i++) {
    const char *w = words[i];
    if ((!strcmp(w, "-D") || !strcmp(w, "-I")) && i + 1 < n) {
      size_t len = strlen(words[i + 1]) + 3;
      char *j = malloc(len);
      if (!j) return -1;
      j[0] = '-';
      j[1] = w[1];
      memcpy(j + 2, words[i + 1], len - 2);
      out[m++] = j;
      i++;
      continue;
    }
    bool keep = !strncmp(w, "-D", 2) || !strncmp(w, "-I", 2);
    for (size_t k = 0; !keep && k < sizeof pass / sizeof pass[0]; k++) keep = !strcmp(w, pass[k]);
    if (!keep) continue;
    out[m] = fe_strdup(w);
    if (!out[m++]) return -1;
  }
  return m;
}

static cc_status compile_text(const char *source, const cc_header *headers, size_t nheaders,
                              const char *options, const cc_options *parsed, const cc_device *dev,
                              uint32_t **spirv, size_t *nwords, char **log) {
  *spirv = NULL;
  *nwords = 0;
  *log = NULL;
  which fe = choose();
  if (fe == FE_NONE) {
    *log = fe_strdup("Shoal: no OpenCL C compiler: install libopencl-clang-15 (or clang-15 and llvm-spirv-15)\n");
    return *log ? CC_NO_COMPILER : CC_NO_MEMORY;
  }
  char **words;
  int n = cc_split_options(options, &words);
  if (n < 0) {
    *log = fe_strdup("error: unterminated quote in the options\n");
    return *log ? CC_BAD_OPTIONS : CC_NO_MEMORY;
  }
  char **args = calloc((size_t)n + 1, sizeof *args);
  int nargs = args ? clang_words(words, n, args) : -1;
  unsigned cl_std = parsed->cl_std ? parsed->cl_std : 120;
  fe_job job = {
    .source = source, .headers = headers, .nheaders = nheaders, .args = args, .nargs = nargs,
    .cl_std = cl_std, .opencl_version = dev->opencl_version,
    .prelude = cc_prelude(dev, cl_std), .cl_ext = cc_clang_extensions(dev, cl_std),
  };
  snprintf(job.ver, sizeof job.ver, "%u", job.opencl_version);
  cc_status st = CC_NO_MEMORY;
  if (nargs >= 0 && job.prelude && job.cl_ext)
    st = fe == FE_LIB ? fe_lib_compile(&job, spirv, nwords, log) : fe_exec_compile(&job, spirv, nwords, log);
  /* (Switches of any size are split by the translator, for IL input too:
   * translate/input/input_split_switches.c.) */
  if (st != CC_OK && *spirv) {
    free(*spirv);
    *spirv = NULL;
    *nwords = 0;
  }
  for (int i = 0; args && i < n; i++) free(args[i]);
  free(args);
  free(words);
  free((char *)job.prelude);
  free((char *)job.cl_ext);
  return st;
}

/* The Qualcomm wave attribute, which clang does not know, is rewritten in
 * the source and in every header before clang sees them
 * (qcom_wave_size.c). */
cc_status cc_compile(const char *source, const cc_header *headers, size_t nheaders,
                     const char *options, const cc_options *parsed, const cc_device *dev,
                     uint32_t **spirv, size_t *nwords, char **log) {
  *spirv = NULL;
  *nwords = 0;
  *log = NULL;
  char *src = NULL, *err = NULL;
  cc_status st = cc_rewrite_qcom_wave_size(source, dev->qcom_half, dev->qcom_full, &src, &err);
  cc_header *hs = NULL;
  char **texts = NULL;
  if (st == CC_OK && nheaders) {
    hs = malloc(nheaders * sizeof *hs);
    texts = calloc(nheaders, sizeof *texts);
    if (!hs || !texts) st = CC_NO_MEMORY;
    for (size_t i = 0; st == CC_OK && i < nheaders; i++) {
      st = cc_rewrite_qcom_wave_size(headers[i].text, dev->qcom_half, dev->qcom_full, &texts[i], &err);
      hs[i].name = headers[i].name;
      hs[i].text = texts[i] ? texts[i] : headers[i].text;
    }
  }
  if (st == CC_OK)
    st = compile_text(src ? src : source, hs ? hs : headers, nheaders, options, parsed, dev, spirv, nwords, log);
  else
    *log = err ? err : fe_strdup("");
  if (st == CC_OK || *log != err) free(err);
  for (size_t i = 0; texts && i < nheaders; i++) free(texts[i]);
  free(texts);
  free(hs);
  free(src);
  return st;
}
