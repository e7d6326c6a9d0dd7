/* ir_read.c: SPIR-V binary to IR, from SPIRV-Tools' binary parser (which
 * knows the grammar and tells which operand words are ids) as ir_parse.c
 * records it, so one parse can be read into many modules. Debug-line and
 * debug-info instructions are dropped: nothing downstream needs them. */
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir_parse.h"

/* Modules with more ids than this are refused rather than risking huge
 * allocations on hostile input; real kernels stay far below. */
#define MAX_ID_BOUND (1u << 22)

typedef struct reader {
  ir_module *m;
  ir_func *func;
  ir_block *block;
  char *err;
  size_t errlen;
  uint32_t *dropped_sets; /* ext-inst imports whose instructions we drop */
  uint32_t ndropped;
} reader;

static bool fail(reader *r, const char *msg, uint32_t op) {
  snprintf(r->err, r->errlen, "%s (%s)", msg, ir_op_str(op));
  return false;
}

static bool on_header(void *user, uint32_t version, uint32_t generator, uint32_t bound) {
  reader *r = user;
  if (bound > MAX_ID_BOUND) {
    snprintf(r->err, r->errlen, "id bound %u is larger than supported (%u)", bound, MAX_ID_BOUND);
    return false;
  }
  r->m->version = version;
  r->m->generator = generator;
  r->m->bound = bound ? bound : 1;
  if (bound) ir_set_def(r->m, bound - 1, NULL);
  return true;
}

static bool is_dropped_set(const reader *r, uint32_t id) {
  for (uint32_t i = 0; i < r->ndropped; i++)
    if (r->dropped_sets[i] == id) return true;
  return false;
}

static bool on_inst(void *user, const spvt_inst *pi) {
  reader *r = user;
  ir_module *m = r->m;
  uint32_t op = pi->opcode;

  if (op == SpvOpLine || op == SpvOpNoLine || op == SpvOpNop) return true;
  if (pi->result_id >= m->bound || pi->type_id >= m->bound)
    return fail(r, "id out of the module's bound", op);

  if (op == SpvOpExtInstImport) {
    const char *name = (const char *)(pi->words + 2);
    if (!strncmp(name, "NonSemantic.", 12) || !strcmp(name, "OpenCL.DebugInfo.100") ||
        !strcmp(name, "DebugInfo")) {
      if (r->ndropped < 16) {
        r->dropped_sets[r->ndropped++] = pi->result_id;
        return true;
      }
    }
  }
  if (op == SpvOpExtInst && pi->nwords > 3 && is_dropped_set(r, pi->words[3]))
    return true;
  /* Names and decorations of dropped debug instructions go too. */
  if ((op == SpvOpName || op == SpvOpDecorate) && pi->nwords > 1 &&
      pi->words[1] < m->bound && is_dropped_set(r, pi->words[1]))
    return true;

  ir_inst *in = ir_inst_new(m, op, pi->type_id, 0, 0);
  in->id = pi->result_id;
  for (uint16_t k = 0; k < pi->nops; k++) {
    const spvt_operand *po = &pi->ops[k];
    if (po->is_result || po->is_result_type) continue;
    bool isid = po->isid;
    for (uint16_t j = 0; j < po->nwords; j++) {
      uint32_t word = pi->words[po->offset + j];
      if (isid && word >= m->bound) return fail(r, "operand id out of the module's bound", op);
      ir_push(m, in, word, isid);
    }
  }

  switch (op) {
  case SpvOpFunction: {
    if (r->func) return fail(r, "nested function", op);
    ir_set_def(m, in->id, in);
    r->func = ir_func_new(m, in);
    ir_module_append_func(m, r->func);
    return true;
  }
  case SpvOpFunctionParameter:
    if (!r->func || r->block) return fail(r, "parameter outside a function header", op);
    ir_set_def(m, in->id, in);
    ir_list_append(&r->func->params, in);
    return true;
  case SpvOpFunctionEnd:
    if (!r->func) return fail(r, "OpFunctionEnd outside a function", op);
    r->func = NULL;
    r->block = NULL;
    return true;
  case SpvOpLabel:
    if (!r->func) return fail(r, "label outside a function", op);
    if (ir_def_block(m, in->id)) return fail(r, "label defined twice", op);
    r->block = ir_block_new(m, r->func, in->id);
    ir_func_append_block(r->func, r->block);
    return true;
  default: break;
  }

  if (in->id) {
    if (ir_def_inst(m, in->id) || ir_def_block(m, in->id) || ir_def_func(m, in->id))
      return fail(r, "id defined twice", op);
    ir_set_def(m, in->id, in);
  }
  if (r->func) {
    if (!r->block) return fail(r, "instruction outside a block", op);
    ir_block_insert(r->block, NULL, in);
    if (ir_is_terminator(op)) r->block = NULL;
  } else {
    enum ir_section sec = ir_section_of(op);
    ir_section_append(m, sec, in);
    if (op == SpvOpExtInstImport && !strcmp(ir_string_operand(in, 0), "OpenCL.std")) m->opencl_std = in->id;
    if (sec == IR_SEC_GLOBAL &&
        (op == SpvOpTypeVoid || op == SpvOpTypeBool || op == SpvOpTypeInt || op == SpvOpTypeFloat ||
         op == SpvOpTypeVector || op == SpvOpTypePointer || op == SpvOpTypeArray || op == SpvOpTypeFunction ||
         op == SpvOpTypeRuntimeArray || op == SpvOpConstant || op == SpvOpConstantTrue ||
         op == SpvOpConstantFalse || op == SpvOpConstantNull || op == SpvOpConstantComposite ||
         op == SpvOpUndef))
      ir_hash_register(m, in);
  }
  return true;
}

/* Feeds the recorded parse to the reader's callbacks, leaving out the
 * instructions flagged in `skip` (none without it). */
static bool replay(const ir_parsed *p, const uint8_t *skip, reader *r) {
  uint32_t version, generator, bound;
  ir_parsed_header(p, &version, &generator, &bound);
  if (!on_header(r, version, generator, bound)) return false;
  for (size_t i = 0, n = ir_parsed_count(p); i < n; i++) {
    if (skip && skip[i]) continue;
    spvt_inst in = ir_parsed_inst(p, i);
    if (!on_inst(r, &in)) return false;
  }
  return true;
}

static ir_module *read_parsed(const ir_parsed *p, const uint8_t *skip, char *err, size_t errlen);

ir_module *ir_read_parsed(const ir_parsed *p, const char *kernel, char *err, size_t errlen) {
  char dummy[8];
  if (!err || !errlen) err = dummy, errlen = sizeof dummy;
  uint8_t *skip = kernel ? ir_parsed_unneeded(p, kernel) : NULL;
  ir_module *m = read_parsed(p, skip, err, errlen);
  free(skip);
  return m;
}

/* err is not reassigned here: setjmp forbids it */
static ir_module *read_parsed(const ir_parsed *p, const uint8_t *skip, char *err, size_t errlen) {
  err[0] = 0;
  ir_module *m = ir_module_new();
  if (!m) {
    snprintf(err, errlen, "out of host memory");
    return NULL;
  }
  jmp_buf jb;
  if (setjmp(jb)) {
    snprintf(err, errlen, "out of host memory while reading the module");
    ir_module_free(m);
    return NULL;
  }
  m->oom_jmp = &jb;
  uint32_t dropped[16];
  reader r = {.m = m, .err = err, .errlen = errlen, .dropped_sets = dropped};
  bool ok = replay(p, skip, &r);
  if (ok && r.func) {
    snprintf(err, errlen, "malformed SPIR-V: function without OpFunctionEnd");
    ok = false;
  }
  if (!ok) {
    if (!err[0]) snprintf(err, errlen, "malformed SPIR-V");
    ir_module_free(m);
    return NULL;
  }
  m->oom_jmp = NULL;
  return m;
}

ir_module *ir_read(const uint32_t *words, size_t nwords, char *err, size_t errlen) {
  ir_parsed *p = ir_parse(words, nwords, err, errlen);
  if (!p) return NULL;
  ir_module *m = ir_read_parsed(p, NULL, err, errlen);
  ir_parsed_free(p);
  return m;
}
