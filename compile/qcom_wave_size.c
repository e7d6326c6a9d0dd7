/* qcom_wave_size.c: cl_qcom_reqd_sub_group_size for a front end that does
 * not know it. Kernels written for Adreno pin their wave with
 * __attribute__((qcom_reqd_sub_group_size("half"))) or ("full"); clang 15
 * ignores the attribute with a warning, so the kernel would silently run at
 * the native size its index arithmetic does not expect. Before the source
 * reaches clang, each such attribute becomes intel_reqd_sub_group_size(N),
 * which clang lowers to SPIR-V's SubgroupSize execution mode: "full" is the
 * largest sub-group size the device offers and "half" half of it, as
 * SPV_QCOM_subgroup_size defines them (docs/subgroups.md lists them per
 * device). A string literal is what a preprocessor cannot turn into a
 * number, hence a rewrite of the text rather than a macro; comments, string
 * and character literals are skipped, and line breaks are kept so clang's
 * diagnostics keep their line numbers. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend.h"
#include "shoal_compile.h"

static const char attr[] = "qcom_reqd_sub_group_size";

static bool ident_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

/* Skips blanks (newlines included: an attribute may be split over lines). */
static const char *blanks(const char *p) {
  while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || (p[0] == '\\' && p[1] == '\n')) p += *p == '\\' ? 2 : 1;
  return p;
}

/* The end of a comment, string or character literal starting at p, or p. */
static const char *skip_lexical(const char *p) {
  if (p[0] == '/' && p[1] == '/') {
    while (*p && *p != '\n') p++;
    return p;
  }
  if (p[0] == '/' && p[1] == '*') {
    const char *e = strstr(p + 2, "*/");
    return e ? e + 2 : p + strlen(p);
  }
  if (*p == '"' || *p == '\'') {
    char q = *p++;
    while (*p && *p != q && *p != '\n') p += (p[0] == '\\' && p[1]) ? 2 : 1;
    return *p == q ? p + 1 : p;
  }
  return p;
}

cc_status cc_rewrite_qcom_wave_size(const char *src, unsigned half, unsigned full, char **rewritten, char **error) {
  *rewritten = NULL;
  *error = NULL;
  if (!strstr(src, attr)) return CC_OK;
  size_t cap = strlen(src) + 64;
  fe_text o = {malloc(cap), 0, cap};
  if (!o.s) return CC_NO_MEMORY;
  o.s[0] = 0;
  const char *p = src, *copied = src;
  while (*p) {
    const char *e = skip_lexical(p);
    if (e != p) {
      p = e;
      continue;
    }
    if (!ident_char(*p)) {
      p++;
      continue;
    }
    const char *w = p;
    while (ident_char(*p)) p++;
    if ((size_t)(p - w) != sizeof attr - 1 || memcmp(w, attr, sizeof attr - 1)) continue;
    /* qcom_reqd_sub_group_size ( "half" | "full" ) */
    const char *q = blanks(p);
    unsigned size = 0;
    const char *arg = NULL, *end = NULL;
    if (*q == '(') {
      arg = blanks(q + 1);
      if (!strncmp(arg, "\"half\"", 6)) size = half;
      else if (!strncmp(arg, "\"full\"", 6)) size = full;
      if (size) {
        end = blanks(arg + 6);
        if (*end != ')') size = 0;
      }
    }
    if (!size) {
      unsigned line = 1;
      for (const char *c = src; c < w; c++) line += *c == '\n';
      char msg[256];
      if (!half || !full)
        snprintf(msg, sizeof msg,
                 "%u: error: qcom_reqd_sub_group_size: this device offers no sub-group size for "
                 "\"half\" and \"full\" waves (cl_qcom_reqd_sub_group_size is not supported)\n",
                 line);
      else
        snprintf(msg, sizeof msg,
                 "%u: error: qcom_reqd_sub_group_size takes \"half\" (%u lanes on this device) or "
                 "\"full\" (%u lanes)\n",
                 line, half, full);
      free(o.s);
      *error = fe_strdup(msg);
      return *error ? CC_FAILED : CC_NO_MEMORY;
    }
    fe_text_put(&o, copied, (size_t)(w - copied));
    char repl[64];
    int n = snprintf(repl, sizeof repl, "intel_reqd_sub_group_size(%u)", size);
    fe_text_put(&o, repl, (size_t)n);
    /* keep the line breaks the attribute spanned */
    for (const char *c = w; c <= end; c++)
      if (*c == '\n') fe_text_put(&o, c > w && c[-1] == '\\' ? "\\\n" : "\n", c > w && c[-1] == '\\' ? 2 : 1);
    p = copied = end + 1;
  }
  if (copied == src) { /* only in comments or literals */
    free(o.s);
    return CC_OK;
  }
  fe_text_put(&o, copied, strlen(copied));
  if (!o.s) return CC_NO_MEMORY;
  *rewritten = o.s;
  return CC_OK;
}
