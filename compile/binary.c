/* binary.c: the program binary format of CL_PROGRAM_BINARIES and
 * clCreateProgramWithBinary: a versioned header, the build options that
 * change translation, and the OpenCL SPIR-V (compiled object, library or
 * executable), checked by a SHA-256 of its contents so a damaged binary is
 * refused (CL_INVALID_BINARY) rather than translated. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shoal_compile.h"

#define BIN_MAGIC "SHOALBIN"
/* 2: options record what the executable needs of the launch (uniform
 * work-groups for OpenCL C 1.x, -shoal-from-il); a version-1 binary lacks
 * them, so it is refused and applications (PyOpenCL's cache) build again. */
#define BIN_VERSION 2u

typedef struct bin_header {
  char magic[8];
  uint32_t version;
  uint32_t type;
  uint32_t options_bytes; /* with its NUL, padded to 4 */
  uint32_t reserved;
  uint64_t spirv_bytes;
  unsigned char sha256[32]; /* of what follows the header */
} bin_header;

_Static_assert(sizeof(bin_header) == 64, "the header is 64 bytes on every ABI");

unsigned char *cc_binary_write(uint32_t type, const char *options, const uint32_t *spirv,
                               size_t nwords, size_t *size) {
  if (!options) options = "";
  size_t olen = (strlen(options) + 1 + 3) & ~(size_t)3;
  size_t total = sizeof(bin_header) + olen + nwords * 4;
  unsigned char *b = calloc(1, total);
  if (!b) return NULL;
  bin_header h = {.version = BIN_VERSION, .type = type, .options_bytes = (uint32_t)olen, .spirv_bytes = nwords * 4};
  memcpy(h.magic, BIN_MAGIC, 8);
  memcpy(b + sizeof h + 0, options, strlen(options));
  if (nwords) memcpy(b + sizeof h + olen, spirv, nwords * 4);
  cc_sha256 s;
  cc_sha256_init(&s);
  cc_sha256_update(&s, b + sizeof h, total - sizeof h);
  cc_sha256_final(&s, h.sha256);
  memcpy(b, &h, sizeof h);
  *size = total;
  return b;
}

static bool fail(char *err, size_t errlen, const char *msg) {
  snprintf(err, errlen, "%s", msg);
  return false;
}

bool cc_binary_read(const unsigned char *bytes, size_t size, cc_binary *out, void **storage,
                    char *err, size_t errlen) {
  *storage = NULL;
  bin_header h;
  if (!bytes || size < sizeof h) return fail(err, errlen, "too short to be a Shoal program binary");
  memcpy(&h, bytes, sizeof h);
  if (memcmp(h.magic, BIN_MAGIC, 8)) return fail(err, errlen, "not a Shoal program binary");
  if (h.version != BIN_VERSION) return fail(err, errlen, "a Shoal program binary of another version");
  if (h.type < CC_BIN_OBJECT || h.type > CC_BIN_EXECUTABLE) return fail(err, errlen, "unknown binary type");
  size_t body = size - sizeof h;
  if (h.options_bytes % 4 || h.options_bytes == 0 || h.options_bytes > body || h.spirv_bytes % 4 ||
      h.spirv_bytes != body - h.options_bytes || h.spirv_bytes < 20)
    return fail(err, errlen, "inconsistent sizes in the program binary");
  unsigned char sum[32];
  cc_sha256 s;
  cc_sha256_init(&s);
  cc_sha256_update(&s, bytes + sizeof h, body);
  cc_sha256_final(&s, sum);
  if (memcmp(sum, h.sha256, 32)) return fail(err, errlen, "the program binary is damaged (checksum mismatch)");
  const char *opts = (const char *)bytes + sizeof h;
  if (!memchr(opts, 0, h.options_bytes)) return fail(err, errlen, "unterminated options in the program binary");
  /* An aligned copy: the caller's bytes may be at any address. */
  unsigned char *copy = malloc(body);
  if (!copy) return fail(err, errlen, "out of host memory");
  memcpy(copy, bytes + sizeof h, body);
  out->type = h.type;
  out->options = (const char *)copy;
  out->spirv = (const uint32_t *)(copy + h.options_bytes);
  out->nwords = h.spirv_bytes / 4;
  *storage = copy;
  return true;
}
