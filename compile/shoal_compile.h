/* shoal_compile.h: the OpenCL C front end driver's public API. OpenCL C
 * source in, OpenCL SPIR-V out (through Intel's opencl-clang in-process, or
 * clang-15 + llvm-spirv-15 as programs), build options checked and split,
 * SPIR-V modules linked, program binaries packed and unpacked, and a
 * content-addressed on-disk cache. Pure C (the SPIR-V linker is one C++
 * file); no Vulkan and no OpenCL runtime objects, so the ICD and the fuzz
 * and unit tests use it alike. Thread-safe. */
#ifndef SHOAL_COMPILE_H
#define SHOAL_COMPILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum cc_status {
  CC_OK = 0,
  CC_FAILED,        /* the input is wrong: the log says why */
  CC_BAD_OPTIONS,   /* an option is unknown or malformed: the log says which */
  CC_NO_COMPILER,   /* neither opencl-clang nor clang-15 + llvm-spirv-15 found */
  CC_NO_MEMORY,
} cc_status;

/* ---- options (options.c) ----------------------------------------------- */

/* Which call the options were given to: each accepts its own set. */
typedef enum cc_mode { CC_MODE_BUILD, CC_MODE_COMPILE, CC_MODE_LINK } cc_mode;

/* What an option string asks of Shoal beyond the front end. */
typedef struct cc_options {
  unsigned cl_std;          /* 100, 110, 120, 300; 0: not given (OpenCL C 1.2) */
  bool fp32_correctly_rounded_divide;
  bool unsafe_math;         /* -cl-unsafe-math-optimizations or -cl-fast-relaxed-math */
  bool uniform_work_group_size;
  bool opt_disable;
  bool kernel_arg_info;
  bool create_library;      /* link only */
  bool enable_link_options; /* link only */
} cc_options;

/* Checks an option string (NULL is empty) against the options OpenCL 3.0
 * defines for `mode` (5.8.6 and 5.8.7) and the OpenCL C versions the device
 * takes (`c_versions`: 100, 110, 120, 300, ... ending with 0). False with a
 * message in err (e.g. "unknown option '-foo'") if one is not valid. */
bool cc_parse_options(const char *options, cc_mode mode, const unsigned *c_versions,
                      cc_options *out, char *err, size_t errlen);

/* Splits an option string into words the way a shell would for double
 * quotes and backslashes (the OpenCL spec leaves quoting to the
 * implementation). Returns the count, or -1 on an unterminated quote or
 * out of memory; *words is one allocation (free it). */
int cc_split_options(const char *options, char ***words);

/* ---- compiling (compile.c, frontend_*.c, prelude.c) ---------------------- */

/* What the device reports, which decides the predefined macros and the
 * declarations included implicitly. */
typedef struct cc_device {
  unsigned opencl_version;  /* __OPENCL_VERSION__: 300 */
  const char *extensions;   /* CL_DEVICE_EXTENSIONS (space-separated) */
  const char *features;     /* CL_DEVICE_OPENCL_C_FEATURES names (space-separated) */
  bool image_support;       /* CL_DEVICE_IMAGE_SUPPORT */
  /* cl_qcom_reqd_sub_group_size: the sizes of "half" and "full" waves
   * (half and all of the largest sub-group size offered); 0: not offered */
  unsigned qcom_half, qcom_full;
} cc_device;

/* A header for clCompileProgram: `name` as #include names it. */
typedef struct cc_header {
  const char *name;
  const char *text;
} cc_header;

/* Compiles OpenCL C to an OpenCL SPIR-V module (a compiled object: it may
 * import functions other modules define). `options` must have passed
 * cc_parse_options, which gave `parsed`. *spirv (malloc'ed words) on CC_OK;
 * *log always gets a malloc'ed NUL-terminated log (clang's diagnostics),
 * possibly empty, or NULL when out of memory. */
cc_status cc_compile(const char *source, const cc_header *headers, size_t nheaders,
                     const char *options, const cc_options *parsed, const cc_device *dev,
                     uint32_t **spirv, size_t *nwords, char **log);

/* Which front end cc_compile uses ("opencl-clang 15 (libopencl-clang.so.15)",
 * "clang-15 + llvm-spirv-15"), or NULL if none is found. SHOAL_COMPILER=lib
 * or =exec forces one. The string also keys the build cache. */
const char *cc_compiler_id(void);

/* The text included after opencl-c.h for this device: macros made to match
 * the device, and the Qualcomm/Intel declarations it advertises. Malloc'ed;
 * NULL when out of memory. */
char *cc_prelude(const cc_device *dev, unsigned cl_std);

/* qcom_reqd_sub_group_size("half"/"full") in `src` as
 * intel_reqd_sub_group_size(qcom_half/qcom_full) (qcom_wave_size.c).
 * CC_OK with *rewritten NULL when there is none; CC_FAILED with a
 * malloc'ed *error for another argument or a device with no such sizes. */
cc_status cc_rewrite_qcom_wave_size(const char *src, unsigned half, unsigned full, char **rewritten, char **error);

/* The -cl-ext= argument for clang that enables what the device supports
 * (and what clang 15's opencl-c.h needs to parse at all). Malloc'ed. */
char *cc_clang_extensions(const cc_device *dev, unsigned cl_std);

/* ---- linking (link.cpp) ------------------------------------------------ */

/* Links SPIR-V modules (SPIRV-Tools' linker). `library` keeps unresolved
 * imports (-create-library); otherwise every import must be defined. */
cc_status cc_link(const uint32_t *const *modules, const size_t *nwords, size_t count, bool library,
                  uint32_t **out, size_t *out_words, char **log);
/* What cc_link does first (link_odr.c): LinkOnceODR definitions become
 * one export, the others private. Rewritten copies of every input in
 * *out (malloc'ed, each and the arrays), or NULL where no input has one. */
cc_status cc_link_odr(const uint32_t *const *modules, const size_t *nwords, size_t count, uint32_t ***out,
                      size_t **out_words);
/* What cc_link checks then: no symbol exported by two inputs. */
cc_status cc_link_check(const uint32_t *const *modules, const size_t *nwords, size_t count, char **log);

/* ---- program binaries (binary.c) --------------------------------------- */

/* What CL_PROGRAM_BINARIES holds: a versioned header, the build options
 * that change translation, and the OpenCL SPIR-V, so a program made from it
 * skips the front end. */
enum { CC_BIN_OBJECT = 1, CC_BIN_LIBRARY = 2, CC_BIN_EXECUTABLE = 3 };

typedef struct cc_binary {
  uint32_t type;          /* CC_BIN_* */
  const char *options;    /* build options (NUL-terminated, inside the binary) */
  const uint32_t *spirv;  /* aligned copy owned by the caller of cc_binary_read */
  size_t nwords;
} cc_binary;

/* Packs into a malloc'ed buffer; NULL when out of memory. */
unsigned char *cc_binary_write(uint32_t type, const char *options, const uint32_t *spirv,
                               size_t nwords, size_t *size);
/* Unpacks and checks (magic, version, sizes, checksum). On success *storage
 * holds the memory `out` points into (free it). */
bool cc_binary_read(const unsigned char *bytes, size_t size, cc_binary *out, void **storage,
                    char *err, size_t errlen);

/* ---- hashing and the on-disk cache (sha256.c, disk_cache.c) -------------- */

typedef struct cc_sha256 {
  uint32_t h[8];
  uint64_t len;
  unsigned char buf[64];
  size_t nbuf;
} cc_sha256;

void cc_sha256_init(cc_sha256 *s);
void cc_sha256_update(cc_sha256 *s, const void *data, size_t n);
/* Adds a length-prefixed field, so concatenations cannot collide. */
void cc_sha256_field(cc_sha256 *s, const void *data, size_t n);
void cc_sha256_final(cc_sha256 *s, unsigned char out[32]);

/* The cache folder ($SHOAL_CACHE_DIR, else $XDG_CACHE_HOME/shoal, else
 * $HOME/.cache/shoal), or NULL when SHOAL_CACHE=0 or none can be named. */
const char *cc_cache_dir(void);

/* Reads the entry `kind`/`key` (hex of a hash): a malloc'ed copy of what
 * cc_cache_store stored, or NULL if absent, truncated or corrupt. */
void *cc_cache_load(const char *kind, const unsigned char key[32], size_t *size);
/* Stores atomically (a temporary file renamed over the entry), so readers
 * in other processes see the old entry or the new one, never a part. */
bool cc_cache_store(const char *kind, const unsigned char key[32], const void *data, size_t size);

#ifdef __cplusplus
}
#endif
#endif
