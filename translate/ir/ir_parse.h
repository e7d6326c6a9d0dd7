/* ir_parse.h: the recorded parse of ir_parse.c as ir_read.c consumes it
 * (the public part, ir_parse and ir_parsed_free, is in ir.h). */
#ifndef SHOAL_IR_PARSE_H
#define SHOAL_IR_PARSE_H

#include "ir.h"

void ir_parsed_header(const ir_parsed *p, uint32_t *version, uint32_t *generator, uint32_t *bound);
size_t ir_parsed_count(const ir_parsed *p);
/* Instruction i as the parser gave it. */
spvt_inst ir_parsed_inst(const ir_parsed *p, size_t i);
/* A flag per instruction: 1 where `kernel` does not need it (functions
 * its entry point does not reach, globals only those use, and their
 * decorations and names). NULL where nothing can be left out safely (no
 * such kernel, malformed functions, no memory): then everything is read. */
uint8_t *ir_parsed_unneeded(const ir_parsed *p, const char *kernel);

#endif
