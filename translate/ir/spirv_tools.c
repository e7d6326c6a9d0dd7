/* spirv_tools.c: wraps SPIRV-Tools' binary parser and validator for the
 * rest of the translator (see ir.h for why it is one file). */
#include "ir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <spirv-tools/libspirv.h>
#include <spirv/unified1/spirv.h>

typedef struct parse_ctx {
  void *user;
  spvt_header_fn header;
  spvt_inst_fn inst;
  spvt_operand ops[256];
} parse_ctx;

static spv_result_t on_header(void *user, spv_endianness_t endian, uint32_t magic,
                              uint32_t version, uint32_t generator, uint32_t bound,
                              uint32_t reserved) {
  parse_ctx *p = user;
  (void)endian;
  (void)magic;
  (void)reserved;
  if (p->header && !p->header(p->user, version, generator, bound)) return SPV_ERROR_INVALID_BINARY;
  return SPV_SUCCESS;
}

static spv_result_t on_inst(void *user, const spv_parsed_instruction_t *pi) {
  parse_ctx *p = user;
  if (!p->inst) return SPV_SUCCESS;
  /* Instructions have at most 65535 words; operands fewer. Very long
   * operand lists (huge OpSwitch, OpPhi) are handled in chunks of ids. */
  spvt_operand *ops = p->ops;
  spvt_operand *heap = NULL;
  if (pi->num_operands > 256) {
    heap = malloc(sizeof *heap * pi->num_operands);
    if (!heap) return SPV_ERROR_OUT_OF_MEMORY;
    ops = heap;
  }
  for (uint16_t i = 0; i < pi->num_operands; i++) {
    const spv_parsed_operand_t *o = &pi->operands[i];
    ops[i].offset = o->offset;
    ops[i].nwords = o->num_words;
    ops[i].is_result = o->type == SPV_OPERAND_TYPE_RESULT_ID;
    ops[i].is_result_type = o->type == SPV_OPERAND_TYPE_TYPE_ID && pi->type_id && o->offset == 1;
    ops[i].isid = o->type == SPV_OPERAND_TYPE_ID || o->type == SPV_OPERAND_TYPE_TYPE_ID ||
                  o->type == SPV_OPERAND_TYPE_MEMORY_SEMANTICS_ID || o->type == SPV_OPERAND_TYPE_SCOPE_ID;
  }
  spvt_inst in = {pi->words, pi->num_words, pi->opcode, pi->type_id, pi->result_id, ops, pi->num_operands};
  bool ok = p->inst(p->user, &in);
  free(heap);
  return ok ? SPV_SUCCESS : SPV_ERROR_INVALID_BINARY;
}

bool spvt_parse(const uint32_t *words, size_t n, void *user, spvt_header_fn header,
                spvt_inst_fn inst, char *err, size_t errlen) {
  parse_ctx *p = calloc(1, sizeof *p);
  if (!p) {
    if (err && errlen) snprintf(err, errlen, "out of host memory");
    return false;
  }
  p->user = user;
  p->header = header;
  p->inst = inst;
  spv_context ctx = spvContextCreate(SPV_ENV_UNIVERSAL_1_6);
  spv_diagnostic diag = NULL;
  spv_result_t res = spvBinaryParse(ctx, p, words, n, on_header, on_inst, &diag);
  if (res != SPV_SUCCESS && err && errlen && !err[0])
    snprintf(err, errlen, "malformed SPIR-V: %s", diag && diag->error ? diag->error : "parse failed");
  spvDiagnosticDestroy(diag);
  spvContextDestroy(ctx);
  free(p);
  return res == SPV_SUCCESS;
}

/* Whether the module's capabilities (which come first) include `cap`. */
static bool declares_capability(const uint32_t *words, size_t n, uint32_t cap) {
  for (size_t i = 5; i < n;) {
    uint32_t len = words[i] >> 16, op = words[i] & 0xffff;
    if (!len || i + len > n || op != SpvOpCapability) return false;
    if (len == 2 && words[i + 1] == cap) return true;
    i += len;
  }
  return false;
}

static spv_target_env target_env(const uint32_t *words, size_t n, spvt_env env) {
  switch (env) {
  case SPVT_VULKAN_1_1: return SPV_ENV_VULKAN_1_1;
  case SPVT_VULKAN_1_1_SPIRV_1_4: return SPV_ENV_VULKAN_1_1_SPIRV_1_4;
  case SPVT_VULKAN_1_2: return SPV_ENV_VULKAN_1_2;
  case SPVT_VULKAN_1_3: return SPV_ENV_VULKAN_1_3;
  case SPVT_OPENCL: break;
  }
  /* SPIRV-Tools' OpenCL environments stop at SPIR-V 1.2; later versions are
   * checked with the universal rules of that version. Its OpenCL rules also
   * refuse capabilities that an OpenCL extension (not a SPIR-V one) allows,
   * which it cannot know of: Int64Atomics (cl_khr_int64_base_atomics) and
   * Float16 (cl_khr_fp16, OpenCL SPIR-V Environment 7.1). Modules that
   * declare them get the universal rules of SPIR-V 1.2; whether the device
   * has the feature is the translator's check (kernel/emit_module.c). */
  bool extension_caps =
      declares_capability(words, n, SpvCapabilityInt64Atomics) || declares_capability(words, n, SpvCapabilityFloat16);
  switch (n > 1 ? (words[1] >> 8) & 0xff : 0) {
  case 0:
  case 1:
  case 2: return extension_caps ? SPV_ENV_UNIVERSAL_1_2 : SPV_ENV_OPENCL_2_2;
  case 3: return SPV_ENV_UNIVERSAL_1_3;
  case 4: return SPV_ENV_UNIVERSAL_1_4;
  case 5: return SPV_ENV_UNIVERSAL_1_5;
  default: return SPV_ENV_UNIVERSAL_1_6;
  }
}

static spv_result_t validate_once(const uint32_t *words, size_t n, spvt_env env, bool friendly, char **msg) {
  spv_context ctx = spvContextCreate(target_env(words, n, env));
  spv_validator_options opts = spvValidatorOptionsCreate();
  spvValidatorOptionsSetFriendlyNames(opts, friendly);
  /* 1023 nested constructs is SPIR-V's universal minimum (2.17), which
   * consumers may exceed, not a validity rule: a chain of 4000 else-ifs
   * nests that deep once structured, and lavapipe runs it. */
  spvValidatorOptionsSetUniversalLimit(opts, spv_validator_limit_max_control_flow_nesting_depth, 65535);
  spv_const_binary_t bin = {words, n};
  spv_diagnostic diag = NULL;
  spv_result_t res = spvValidateWithOptions(ctx, opts, &bin, &diag);
  if (res != SPV_SUCCESS && msg) *msg = strdup(diag && diag->error ? diag->error : "validation failed");
  spvDiagnosticDestroy(diag);
  spvValidatorOptionsDestroy(opts);
  spvContextDestroy(ctx);
  return res;
}

bool spvt_validate(const uint32_t *words, size_t n, spvt_env env, char **msg) {
  *msg = NULL;
  /* Friendly names (%my_var instead of %42) make the messages readable but
   * cost a fifth of a translation to build, so they are asked for only
   * when there is a message to write. */
  if (validate_once(words, n, env, false, NULL) == SPV_SUCCESS) return true;
  if (validate_once(words, n, env, true, msg) == SPV_SUCCESS) {
    free(*msg);
    *msg = strdup("validation failed without friendly names but passed with them");
    return false;
  }
  return false;
}

char *spvt_disassemble(const uint32_t *words, size_t n, char **err) {
  *err = NULL;
  spv_context ctx = spvContextCreate(SPV_ENV_UNIVERSAL_1_6);
  spv_text text = NULL;
  spv_diagnostic diag = NULL;
  char *out = NULL;
  if (spvBinaryToText(ctx, words, n, SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES, &text, &diag) == SPV_SUCCESS) {
    out = malloc(text->length + 1);
    if (out) {
      memcpy(out, text->str, text->length);
      out[text->length] = 0;
    }
  } else {
    *err = strdup(diag && diag->error ? diag->error : "the module cannot be disassembled");
  }
  spvTextDestroy(text);
  spvDiagnosticDestroy(diag);
  spvContextDestroy(ctx);
  return out;
}
