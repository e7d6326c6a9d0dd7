/* input_guard.c: what SPIRV-Tools' validator assumes or leaves unchecked.
 * The validator of SPIRV-Tools 2023.1 (Debian 12) asks for the bit width
 * or component count of an operand's type before it has checked that the
 * type is numeric, and dereferences a null definition when it is not (a
 * pointer given as the data of vstore_half, found by tests/fuzz). It also
 * accepts integer types that OpenCL SPIR-V cannot have (a signedness of 16,
 * 56 bits), which the translator would carry into invalid Vulkan modules.
 * Such modules are refused here, with a message, before the validator
 * sees them. Each check below says what it protects. */
#include "input.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/OpenCL.std.h>
#include <spirv/unified1/spirv.h>

#include "ir/ir.h"

typedef struct def {
  uint32_t id, opcode, type;
  uint32_t word2; /* a vector's component type, an integer's or float's width */
  uint32_t sign;  /* an integer's signedness */
} def;

typedef struct ext {
  uint32_t result, set, number, nargs;
  uint32_t args[8];   /* id operands after the instruction number */
  uint8_t argpos[8];  /* their operand positions */
} ext;

typedef struct gctx {
  def *d;
  uint32_t nd, capd;
  ext *e;
  uint32_t ne, cape;
  uint32_t opencl_std[4]; /* ids of OpExtInstImport "OpenCL.std" */
  uint32_t nsets;
  bool oom;
} gctx;

static bool grow(void **p, uint32_t *cap, uint32_t need, size_t elem) {
  if (need <= *cap) return true;
  uint32_t c = *cap ? *cap * 2 : 64;
  while (c < need) c *= 2;
  void *q = realloc(*p, (size_t)c * elem);
  if (!q) return false;
  *p = q;
  *cap = c;
  return true;
}

static bool on_inst(void *user, const spvt_inst *in) {
  gctx *g = user;
  if (in->result_id) {
    if (!grow((void **)&g->d, &g->capd, g->nd + 1, sizeof *g->d)) goto oom;
    g->d[g->nd++] = (def){in->result_id, in->opcode, in->type_id, in->nwords > 2 ? in->words[2] : 0,
                          in->opcode == SpvOpTypeInt && in->nwords > 3 ? in->words[3] : 0};
  }
  if (in->opcode == SpvOpExtInstImport && in->nwords >= 3 && g->nsets < 4) {
    /* the name is a nul-terminated string from word 2 */
    size_t max = (size_t)(in->nwords - 2) * 4;
    if (max >= 11 && !memcmp(&in->words[2], "OpenCL.std", 11)) g->opencl_std[g->nsets++] = in->result_id;
  }
  if (in->opcode == SpvOpExtInst && in->nwords >= 5) {
    if (!grow((void **)&g->e, &g->cape, g->ne + 1, sizeof *g->e)) goto oom;
    ext *x = &g->e[g->ne++];
    memset(x, 0, sizeof *x);
    x->result = in->result_id;
    x->set = in->words[3];
    x->number = in->words[4];
    uint32_t pos = 0;
    for (uint16_t i = 0; i < in->nops; i++) {
      if (in->ops[i].offset < 5) continue; /* type, result, set, number */
      if (in->ops[i].isid && x->nargs < 8) {
        x->args[x->nargs] = in->words[in->ops[i].offset];
        x->argpos[x->nargs++] = (uint8_t)pos;
      }
      pos++;
    }
  }
  return true;
oom:
  g->oom = true;
  return false;
}

static int cmp_def(const void *a, const void *b) {
  const def *x = a, *y = b;
  return x->id < y->id ? -1 : x->id > y->id;
}

static const def *find(const gctx *g, uint32_t id) {
  uint32_t lo = 0, hi = g->nd;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (g->d[mid].id == id) return &g->d[mid];
    if (g->d[mid].id < id) lo = mid + 1;
    else hi = mid;
  }
  return NULL;
}

static bool numeric_type(const gctx *g, uint32_t t) {
  const def *d = find(g, t);
  if (!d) return false;
  if (d->opcode == SpvOpTypeInt || d->opcode == SpvOpTypeFloat) return true;
  if (d->opcode != SpvOpTypeVector) return false;
  const def *c = find(g, d->word2);
  return c && (c->opcode == SpvOpTypeInt || c->opcode == SpvOpTypeFloat);
}

static bool pointer_type(const gctx *g, uint32_t t) {
  const def *d = find(g, t);
  return d && d->opcode == SpvOpTypePointer;
}

/* The operand position of an OpenCL.std instruction's pointer operand, -1
 * if it takes none; printf's operands after the format are anything. */
static int pointer_operand(uint32_t number) {
  switch (number) {
  case OpenCLstd_Fract:
  case OpenCLstd_Frexp:
  case OpenCLstd_Lgamma_r:
  case OpenCLstd_Modf:
  case OpenCLstd_Sincos:
  case OpenCLstd_Vloadn:
  case OpenCLstd_Vload_half:
  case OpenCLstd_Vload_halfn:
  case OpenCLstd_Vloada_halfn: return 1;
  case OpenCLstd_Remquo:
  case OpenCLstd_Vstoren:
  case OpenCLstd_Vstore_half:
  case OpenCLstd_Vstore_half_r:
  case OpenCLstd_Vstore_halfn:
  case OpenCLstd_Vstore_halfn_r:
  case OpenCLstd_Vstorea_halfn:
  case OpenCLstd_Vstorea_halfn_r: return 2;
  case OpenCLstd_Printf:
  case OpenCLstd_Prefetch: return 0;
  default: return -1;
  }
}

bool tr_guard_input(const uint32_t *words, size_t n, char *err, size_t errlen) {
  gctx g = {0};
  char perr[64] = "";
  bool ok = true;
  if (!spvt_parse(words, n, &g, NULL, on_inst, perr, sizeof perr)) {
    if (g.oom) {
      snprintf(err, errlen, "out of host memory");
      ok = false;
    }
    goto done; /* malformed: the caller's checks say why */
  }
  if (g.nd) qsort(g.d, g.nd, sizeof *g.d, cmp_def);
  /* OpTypeInt of OpenCL SPIR-V: signedness 0 (SPIR-V 2.16.3, rules for the
   * Kernel capability), and
   * only the widths OpenCL C has; OpTypeFloat: half, float, double */
  for (uint32_t i = 0; i < g.nd && ok; i++) {
    const def *d = &g.d[i];
    if (d->opcode == SpvOpTypeInt && d->word2 != 8 && d->word2 != 16 && d->word2 != 32 && d->word2 != 64) {
      snprintf(err, errlen, "OpTypeInt %%%u: %u-bit integers are not supported", d->id, d->word2);
      ok = false;
    } else if (d->opcode == SpvOpTypeFloat && d->word2 != 16 && d->word2 != 32 && d->word2 != 64) {
      snprintf(err, errlen, "OpTypeFloat %%%u: %u-bit floats are not supported", d->id, d->word2);
      ok = false;
    } else if (d->opcode == SpvOpTypeInt && d->sign) {
      snprintf(err, errlen, "OpTypeInt %%%u has signedness %u; OpenCL SPIR-V integers have none (0)", d->id, d->sign);
      ok = false;
    }
  }
  /* ValidateExtInst (validate_extensions.cpp) calls GetBitWidth and
   * GetDimension on OpenCL.std operand types before checking them */
  for (uint32_t i = 0; i < g.ne && ok; i++) {
    const ext *x = &g.e[i];
    bool std = false;
    for (uint32_t s = 0; s < g.nsets; s++) std |= x->set == g.opencl_std[s];
    if (!std) continue;
    int ptr = pointer_operand(x->number);
    for (uint32_t a = 0; a < x->nargs && ok; a++) {
      if (x->number == OpenCLstd_Printf && x->argpos[a] > 0) break;
      const def *d = find(&g, x->args[a]);
      bool want_ptr = (int)x->argpos[a] == ptr;
      if (!d || !d->type || !(want_ptr ? pointer_type(&g, d->type) : numeric_type(&g, d->type))) {
        snprintf(err, errlen, "OpExtInst OpenCL.std %u (%%%u): operand %u (%%%u) is not %s", x->number, x->result,
                 (unsigned)x->argpos[a], x->args[a],
                 want_ptr ? "a pointer" : "a value of an integer or float scalar or vector type");
        ok = false;
      }
    }
  }
done:
  free(g.d);
  free(g.e);
  return ok;
}
