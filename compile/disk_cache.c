/* disk_cache.c: a content-addressed cache of build results on disk, so a
 * second run of an application skips the front end (and, through the
 * runtime's saved VkPipelineCache, pipeline creation). Entries are files
 * named by a SHA-256 key under the cache folder; each holds its length and
 * its own SHA-256, so a truncated or corrupt entry reads as a miss. Writes
 * go to a temporary file renamed over the entry: processes sharing the
 * folder see an old entry or a new one, never a mix. */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "shoal_compile.h"

#define ENTRY_MAGIC "SHOALCE1"

static char cache_dir[4096];
static pthread_once_t dir_once = PTHREAD_ONCE_INIT;

static void find_dir(void) {
  const char *off = getenv("SHOAL_CACHE");
  if (off && !strcmp(off, "0")) return;
  const char *d = getenv("SHOAL_CACHE_DIR"), *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
  int n = -1;
  if (d && *d)
    n = snprintf(cache_dir, sizeof cache_dir, "%s", d);
  else if (xdg && *xdg == '/')
    n = snprintf(cache_dir, sizeof cache_dir, "%s/shoal", xdg);
  else if (home && *home == '/')
    n = snprintf(cache_dir, sizeof cache_dir, "%s/.cache/shoal", home);
  if (n <= 0 || (size_t)n >= sizeof cache_dir - 128) cache_dir[0] = 0;
}

const char *cc_cache_dir(void) {
  pthread_once(&dir_once, find_dir);
  return cache_dir[0] ? cache_dir : NULL;
}

static bool entry_path(const char *kind, const unsigned char key[32], char *path, size_t n) {
  const char *dir = cc_cache_dir();
  if (!dir) return false;
  char hex[65];
  for (int i = 0; i < 32; i++) sprintf(hex + 2 * i, "%02x", key[i]);
  return (size_t)snprintf(path, n, "%s/%s/%s", dir, kind, hex) < n;
}

/* mkdir -p of the folder holding `path`. */
static bool make_dirs(const char *path) {
  char p[4400];
  if ((size_t)snprintf(p, sizeof p, "%s", path) >= sizeof p) return false;
  char *slash = strrchr(p, '/');
  if (!slash) return false;
  *slash = 0;
  for (char *s = p + 1; ; s++) {
    bool end = !*s;
    if (*s == '/' || end) {
      char c = *s;
      *s = 0;
      if (mkdir(p, 0700) && errno != EEXIST) return false;
      *s = c;
    }
    if (end) break;
  }
  return true;
}

void *cc_cache_load(const char *kind, const unsigned char key[32], size_t *size) {
  char path[4200];
  if (!entry_path(kind, key, path, sizeof path)) return NULL;
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  unsigned char head[8 + 8 + 32];
  void *data = NULL;
  uint64_t len = 0;
  struct stat st;
  if (fread(head, 1, sizeof head, f) == sizeof head && !memcmp(head, ENTRY_MAGIC, 8) && !fstat(fileno(f), &st)) {
    memcpy(&len, head + 8, 8);
    /* The file's own size bounds the length before anything is allocated. */
    if (st.st_size >= 0 && len == (uint64_t)st.st_size - sizeof head) data = malloc(len ? len : 1);
  }
  if (data && fread(data, 1, len, f) != len) {
    free(data);
    data = NULL;
  }
  fclose(f);
  if (!data) return NULL;
  unsigned char sum[32];
  cc_sha256 s;
  cc_sha256_init(&s);
  cc_sha256_update(&s, data, len);
  cc_sha256_final(&s, sum);
  if (memcmp(sum, head + 16, 32)) {
    free(data);
    return NULL;
  }
  *size = len;
  return data;
}

bool cc_cache_store(const char *kind, const unsigned char key[32], const void *data, size_t size) {
  char path[4200], tmp[4300];
  if (!entry_path(kind, key, path, sizeof path) || !make_dirs(path)) return false;
  snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path);
  int fd = mkstemp(tmp);
  if (fd < 0) return false;
  FILE *f = fdopen(fd, "wb");
  if (!f) {
    close(fd);
    unlink(tmp);
    return false;
  }
  unsigned char head[8 + 8 + 32];
  uint64_t len = size;
  memcpy(head, ENTRY_MAGIC, 8);
  memcpy(head + 8, &len, 8);
  cc_sha256 s;
  cc_sha256_init(&s);
  cc_sha256_update(&s, data, size);
  cc_sha256_final(&s, head + 16);
  bool ok = fwrite(head, 1, sizeof head, f) == sizeof head && fwrite(data, 1, size, f) == size;
  ok = fclose(f) == 0 && ok;
  if (ok) ok = rename(tmp, path) == 0;
  if (!ok) unlink(tmp);
  return ok;
}
