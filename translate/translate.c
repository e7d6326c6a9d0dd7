/* translate.c: the translator's driver (placeholder while the IR lands). */
#include <stdlib.h>
#include <string.h>

#include "shoal_translate.h"

void tr_target_default(tr_target *t) {
  memset(t, 0, sizeof *t);
  t->spirv_version = 0x00010300;
  t->vulkan_version = 12;
  t->int64 = true;
  t->subgroup_size = 32;
  t->min_subgroup_size = t->max_subgroup_size = 32;
  t->max_push_constants = 128;
  t->max_shared_memory = 16384;
}

bool tr_check_module(const uint32_t *words, size_t nwords, char *err, size_t errlen) {
  (void)words; (void)nwords;
  if (err && errlen) err[0] = 0;
  return false;
}

int tr_kernel_names(const uint32_t *words, size_t nwords, char ***names) {
  (void)words; (void)nwords;
  *names = NULL;
  return -1;
}

void tr_free_names(char **names, int count) {
  for (int i = 0; i < count; i++) free(names[i]);
  free(names);
}

bool tr_translate(const uint32_t *words, size_t nwords, const tr_target *target,
                  const char *only_kernel, tr_program **out, char **log) {
  (void)words; (void)nwords; (void)target; (void)only_kernel;
  *out = NULL;
  *log = strdup("translator not yet implemented\n");
  return false;
}

void tr_program_free(tr_program *p) { (void)p; }
