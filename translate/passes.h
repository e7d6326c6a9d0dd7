/* passes.h: the translator's passes, declared from the one table of them
 * (passes.def), and the table itself for the driver and the CLI. */
#ifndef SHOAL_PASSES_H
#define SHOAL_PASSES_H

#include "tr_ctx.h"

/* An input pass: the module's words in; a malloc'ed rewritten copy in
 * *out (*out_n words), or *out NULL where it changes nothing. False where
 * the module is refused, with a malloc'ed reason in *err (the driver
 * reports it as invalid OpenCL SPIR-V), or where memory runs out (*err
 * NULL). */
typedef bool tr_input_pass_fn(const uint32_t *words, size_t n, uint32_t **out, size_t *out_n, char **err);
/* A pass over one kernel's IR: false with m->err set. */
typedef bool tr_pass_fn(tr_ctx *c);

#define TR_INPUT_PASS(name, folder, what) tr_input_pass_fn name;
#define TR_PASS(name, folder, what) tr_pass_fn name;
#include "passes.def"

#endif
