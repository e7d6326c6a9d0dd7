/* strings.c: string helpers any file of the ICD may use, kept apart so
 * that using one ties no file to another's responsibilities. */
#include <stdlib.h>
#include <string.h>

#include "icd.h"

char *dup_str(const char *s) {
  if (!s) s = "";
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (d) memcpy(d, s, n);
  return d;
}
