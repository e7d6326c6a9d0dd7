/* input_passes.c: the input stage's entries of passes.def, each the
 * repair or check of its file (fix_*.c, input_*.c) in the one signature
 * the driver walks (tr_input_pass_fn). */
#include <stdlib.h>
#include <string.h>

#include "input.h"
#include "ir/ir.h"
#include "passes.h"

bool fix_llvm_spirv15(const uint32_t *w, size_t n, uint32_t **out, size_t *out_n, char **err) {
  (void)err;
  *out = tr_fix_input(w, n);
  *out_n = n;
  return true;
}

bool input_strip_merges(const uint32_t *w, size_t n, uint32_t **out, size_t *out_n, char **err) {
  (void)err;
  *out = tr_strip_input_merges(w, n, out_n);
  return true;
}

bool input_split_switches(const uint32_t *w, size_t n, uint32_t **out, size_t *out_n, char **err) {
  *err = NULL; /* out of host memory */
  return tr_split_switches(w, n, out, out_n);
}

bool fix_block_order(const uint32_t *w, size_t n, uint32_t **out, size_t *out_n, char **err) {
  (void)err;
  *out = tr_order_blocks(w, n);
  *out_n = n;
  return true;
}

bool fix_builtin_imports(const uint32_t *w, size_t n, uint32_t **out, size_t *out_n, char **err) {
  (void)err;
  *out = tr_fix_builtin_imports(w, n, out_n);
  return true;
}

bool fix_interfaces(const uint32_t *w, size_t n, uint32_t **out, size_t *out_n, char **err) {
  (void)err;
  *out = tr_fix_interfaces(w, n, out_n);
  return true;
}

bool fix_intel_fast_math(const uint32_t *w, size_t n, uint32_t **out, size_t *out_n, char **err) {
  (void)err;
  *out = tr_drop_intel_fast_math(w, n, out_n);
  return true;
}

/* Specialization constants the caller has not fixed keep their defaults:
 * an OpenCL build is their last chance to change (the ICD applies the
 * application's values with tr_specialize before translating). */
bool input_specialize(const uint32_t *w, size_t n, uint32_t **out, size_t *out_n, char **err) {
  *err = NULL;
  *out = tr_specialize(w, n, NULL, 0, out_n);
  return *out != NULL;
}

bool fix_builtin_dims(const uint32_t *w, size_t n, uint32_t **out, size_t *out_n, char **err) {
  (void)err;
  *out = tr_fix_builtin_dims(w, n, out_n);
  return true;
}

bool input_guard(const uint32_t *w, size_t n, uint32_t **out, size_t *out_n, char **err) {
  (void)out;
  (void)out_n;
  char msg[512];
  if (tr_guard_input(w, n, msg, sizeof msg)) return true;
  *err = strdup(msg);
  return false;
}

bool input_validate(const uint32_t *w, size_t n, uint32_t **out, size_t *out_n, char **err) {
  (void)out;
  (void)out_n;
  char *msg = NULL;
  if (spvt_validate(w, n, SPVT_OPENCL, &msg)) return true;
  /* the validator's own message, or that it ran out of memory validating */
  *err = msg ? msg : strdup("out of host memory");
  return false;
}
