/* program_cache.c: what Shoal keeps on disk between runs (docs/compiler.md,
 * "Build cache"): the front end's SPIR-V and log per (source, headers,
 * options, compiler, device), and each device's VkPipelineCache. A second
 * run of an application then skips clang and pipeline compilation. The
 * cache is best-effort: any failure to read or write is a miss. */
#define _GNU_SOURCE /* dladdr */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "icd.h"

/* Bump when what a compile produces for the same inputs changes. */
#define BUILD_CACHE_FORMAT "shoal-build-cache-1"

/* This build of Shoal (its file's size and time): a rebuilt or upgraded
 * library may compile or translate differently, so it starts afresh. */
static char self_id[128];
static pthread_once_t self_once = PTHREAD_ONCE_INIT;

static void find_self(void) {
  Dl_info info;
  struct stat st;
  if (dladdr((void *)find_self, &info) && info.dli_fname && !stat(info.dli_fname, &st))
    snprintf(self_id, sizeof self_id, "%lld %lld", (long long)st.st_size, (long long)st.st_mtime);
}

static void hash_device(cc_sha256 *s, cl_device_id dev) {
  const rt_device_info *in = dev->info;
  cc_sha256_field(s, in->name, strlen(in->name));
  cc_sha256_field(s, in->device_uuid, sizeof in->device_uuid);
  cc_sha256_field(s, in->driver_uuid, sizeof in->driver_uuid);
  cc_sha256_field(s, &in->driver_version, sizeof in->driver_version);
}

static void compile_key(cl_device_id dev, const char *compiler, const char *source, const cc_header *headers,
                        size_t nheaders, const char *options, const cc_device *cd, unsigned char key[32]) {
  cc_sha256 s;
  cc_sha256_init(&s);
  cc_sha256_field(&s, BUILD_CACHE_FORMAT, strlen(BUILD_CACHE_FORMAT));
  cc_sha256_field(&s, SHOAL_VERSION_STRING, strlen(SHOAL_VERSION_STRING));
  pthread_once(&self_once, find_self);
  cc_sha256_field(&s, self_id, strlen(self_id));
  cc_sha256_field(&s, compiler, strlen(compiler));
  hash_device(&s, dev);
  cc_sha256_field(&s, cd->extensions, strlen(cd->extensions));
  cc_sha256_field(&s, cd->features, strlen(cd->features));
  cc_sha256_field(&s, &cd->image_support, sizeof cd->image_support);
  cc_sha256_field(&s, &cd->qcom_half, sizeof cd->qcom_half);
  cc_sha256_field(&s, &cd->qcom_full, sizeof cd->qcom_full);
  cc_sha256_field(&s, options ? options : "", options ? strlen(options) : 0);
  cc_sha256_field(&s, source, strlen(source));
  for (size_t i = 0; i < nheaders; i++) {
    cc_sha256_field(&s, headers[i].name, strlen(headers[i].name));
    cc_sha256_field(&s, headers[i].text, strlen(headers[i].text));
  }
  cc_sha256_final(&s, key);
}

/* An entry: the log's length, the log, the SPIR-V. */
static bool unpack(const unsigned char *e, size_t size, uint32_t **spirv, size_t *n, char **log) {
  uint64_t loglen;
  if (size < 8) return false;
  memcpy(&loglen, e, 8);
  if (loglen > size - 8 || (size - 8 - loglen) % 4 || size - 8 - loglen < 20) return false;
  size_t words = (size - 8 - (size_t)loglen) / 4;
  *log = malloc((size_t)loglen + 1);
  *spirv = malloc(words * 4);
  if (!*log || !*spirv) {
    free(*log);
    free(*spirv);
    return false;
  }
  memcpy(*log, e + 8, (size_t)loglen);
  (*log)[loglen] = 0;
  memcpy(*spirv, e + 8 + loglen, words * 4);
  *n = words;
  return true;
}

static void store(const unsigned char key[32], const uint32_t *spirv, size_t n, const char *log) {
  uint64_t loglen = strlen(log);
  size_t size = 8 + (size_t)loglen + n * 4;
  unsigned char *e = malloc(size);
  if (!e) return;
  memcpy(e, &loglen, 8);
  memcpy(e + 8, log, (size_t)loglen);
  memcpy(e + 8 + loglen, spirv, n * 4);
  cc_cache_store("programs", key, e, size);
  free(e);
}

/* Whether the text has an #include: what it includes may come from disk
 * and change without the key changing, so such programs are not cached
 * (headers given to clCompileProgram are in the key). */
static bool includes_files(const char *text) {
  for (const char *p = strchr(text, '#'); p; p = strchr(p + 1, '#')) {
    const char *q = p + 1;
    while (*q == ' ' || *q == '\t') q++;
    if (!strncmp(q, "include", 7)) return true;
  }
  return false;
}

cc_status pcache_compile(cl_device_id dev, const char *source, const cc_header *headers, size_t nheaders,
                         const char *options, const cc_options *o, const cc_device *cd, uint32_t **spirv,
                         size_t *n, char **log) {
  const char *compiler = cc_compiler_id();
  unsigned char key[32];
  bool cached = compiler && cc_cache_dir() && !includes_files(source);
  for (size_t i = 0; cached && i < nheaders; i++) cached = !includes_files(headers[i].text);
  if (cached) {
    compile_key(dev, compiler, source, headers, nheaders, options, cd, key);
    size_t size = 0;
    unsigned char *e = cc_cache_load("programs", key, &size);
    bool hit = e && unpack(e, size, spirv, n, log);
    free(e);
    if (hit) return CC_OK;
  }
  cc_status st = cc_compile(source, headers, nheaders, options, o, cd, spirv, n, log);
  /* Failures are not kept: they are rare and cheap to repeat. */
  if (st == CC_OK && cached && *log) store(key, *spirv, *n, *log);
  return st;
}

/* ---- pipelines ------------------------------------------------------- */

static void pipeline_key(cl_device_id dev, unsigned char key[32]) {
  uint8_t uuid[16];
  rt_pipeline_cache_uuid(dev->rt, uuid);
  cc_sha256 s;
  cc_sha256_init(&s);
  cc_sha256_field(&s, "shoal-pipelines-1", 17);
  hash_device(&s, dev);
  cc_sha256_field(&s, uuid, sizeof uuid);
  cc_sha256_final(&s, key);
}

void pcache_pipelines_load(cl_device_id dev) {
  pthread_mutex_lock(&dev->cache_lock);
  if (!dev->pipelines_loaded && cc_cache_dir()) {
    unsigned char key[32];
    pipeline_key(dev, key);
    size_t size = 0;
    void *data = cc_cache_load("pipelines", key, &size);
    if (data) rt_pipeline_cache_merge(dev->rt, data, size);
    free(data);
    dev->pipelines_saved = rt_pipelines_made(dev->rt);
  }
  dev->pipelines_loaded = true;
  pthread_mutex_unlock(&dev->cache_lock);
}

void pcache_pipelines_save(cl_device_id dev) {
  pthread_mutex_lock(&dev->cache_lock);
  uint32_t made = rt_pipelines_made(dev->rt);
  if (dev->pipelines_loaded && made != dev->pipelines_saved && cc_cache_dir()) {
    size_t size = 0;
    void *data = rt_pipeline_cache_data(dev->rt, &size); /* NULL once the process exits */
    if (data) {
      unsigned char key[32];
      pipeline_key(dev, key);
      if (cc_cache_store("pipelines", key, data, size)) dev->pipelines_saved = made;
      free(data);
    }
  }
  pthread_mutex_unlock(&dev->cache_lock);
}
