/* fuzz_spirv.c: a libFuzzer target for Shoal's SPIR-V input path: the
 * bytes an application gives clCreateProgramWithIL (checked, then
 * translated for a Vulkan target as clBuildProgram does) and the bytes it
 * gives clCreateProgramWithBinary (Shoal's binary format). Any crash, hang
 * or sanitizer report is a finding; refusals are the expected outcome.
 * Built with clang-15 -fsanitize=fuzzer,address,undefined (scripts/fuzz.sh),
 * seeded with the test corpus. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "shoal_compile.h"
#include "shoal_translate.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  /* Shoal's binary format first: its checks must hold for any bytes. */
  cc_binary bin;
  void *storage = NULL;
  char err[256];
  if (cc_binary_read(data, size, &bin, &storage, err, sizeof err)) free(storage);
  if (size < 20 || size % 4 || size > (1u << 20)) return 0;
  uint32_t *words = malloc(size);
  if (!words) return 0;
  memcpy(words, data, size);
  size_t n = size / 4;
  char *log = NULL;
  if (tr_check_module(words, n, err, sizeof err)) {
    tr_target t;
    tr_target_default(&t);
    tr_program *p = NULL;
    if (tr_translate(words, n, &t, NULL, &p, &log)) tr_program_free(p);
    free(log);
  }
  free(words);
  return 0;
}
