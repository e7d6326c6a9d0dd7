/* spirv_names.h: names of SPIR-V opcodes, OpenCL.std instructions and enums,
 * generated at build time from the SPIRV-Headers grammar (spirv_grammar_gen). */
#ifndef SHOAL_SPIRV_NAMES_H
#define SHOAL_SPIRV_NAMES_H

/* Each returns NULL for values the grammar does not know. */
const char *spv_op_name(unsigned op);
const char *spv_opencl_std_name(unsigned inst);
const char *spv_capability_name(unsigned v);
const char *spv_storage_class_name(unsigned v);
const char *spv_builtin_name(unsigned v);
const char *spv_decoration_name(unsigned v);
const char *spv_execution_mode_name(unsigned v);
/* Whether the grammar gives the opcode a result type / result id operand. */
int spv_op_has_type(unsigned op);
int spv_op_has_result(unsigned op);
int spv_op_known(unsigned op);

#endif
