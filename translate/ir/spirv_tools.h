/* spirv_tools.h: the translator's only door to SPIRV-Tools (its C header
 * defines a global constant, so exactly one C file may include it). */
#ifndef SHOAL_SPIRV_TOOLS_H
#define SHOAL_SPIRV_TOOLS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One operand of a parsed instruction. */
typedef struct spvt_operand {
  uint16_t offset, nwords; /* in words from the instruction's start */
  bool isid;               /* an id reference (value, type, scope, semantics) */
  bool is_result;          /* the result id */
  bool is_result_type;     /* the result type id */
} spvt_operand;

typedef struct spvt_inst {
  const uint32_t *words;
  uint16_t nwords, opcode;
  uint32_t type_id, result_id;
  const spvt_operand *ops;
  uint16_t nops;
} spvt_inst;

/* Return false to stop parsing (the callback then sets its own message). */
typedef bool (*spvt_header_fn)(void *user, uint32_t version, uint32_t generator, uint32_t bound);
typedef bool (*spvt_inst_fn)(void *user, const spvt_inst *inst);

/* Parses a binary with the grammar of SPIR-V 1.6 (a superset of earlier
 * versions). On a malformed stream returns false with SPIRV-Tools'
 * diagnostic in err (unless a callback stopped the parse). */
bool spvt_parse(const uint32_t *words, size_t n, void *user, spvt_header_fn header,
                spvt_inst_fn inst, char *err, size_t errlen);

typedef enum spvt_env {
  SPVT_OPENCL,     /* OpenCL environment for the module's version */
  SPVT_VULKAN_1_1, /* SPIR-V 1.3 */
  SPVT_VULKAN_1_1_SPIRV_1_4,
  SPVT_VULKAN_1_2,
  SPVT_VULKAN_1_3,
} spvt_env;

/* Validates; on failure returns false and a malloc'ed message. */
bool spvt_validate(const uint32_t *words, size_t n, spvt_env env, char **msg);

#endif
