/* ir_write.c: IR to a SPIR-V binary (header, sections in order, functions). */
#include <stdlib.h>
#include <string.h>

#include "ir.h"

typedef struct out {
  uint32_t *w;
  size_t n, cap;
  bool oom;
} out;

static void put(out *o, uint32_t word) {
  if (o->oom) return;
  if (o->n == o->cap) {
    size_t cap = o->cap ? o->cap * 2 : 1024;
    uint32_t *w = realloc(o->w, cap * sizeof *w);
    if (!w) {
      o->oom = true;
      return;
    }
    o->w = w;
    o->cap = cap;
  }
  o->w[o->n++] = word;
}

static void put_inst(out *o, const ir_inst *in) {
  uint32_t count = 1 + in->n + (in->type ? 1 : 0) + (in->id ? 1 : 0);
  put(o, count << 16 | in->op);
  if (in->type) put(o, in->type);
  if (in->id) put(o, in->id);
  for (uint32_t i = 0; i < in->n; i++) put(o, in->w[i]);
}

uint32_t *ir_write(const ir_module *m, size_t *nwords) {
  out o = {0};
  put(&o, SpvMagicNumber);
  put(&o, m->version);
  put(&o, m->generator);
  put(&o, m->bound);
  put(&o, 0);
  for (int s = 0; s < IR_SEC_COUNT; s++)
    for (ir_inst *in = m->sec[s].first; in; in = in->next) put_inst(&o, in);
  for (ir_func *f = m->funcs_first; f; f = f->next) {
    put_inst(&o, f->def);
    for (ir_inst *p = f->params.first; p; p = p->next) put_inst(&o, p);
    for (ir_block *b = f->first; b; b = b->next) {
      put(&o, 2u << 16 | SpvOpLabel);
      put(&o, b->label);
      for (ir_inst *in = b->insts.first; in; in = in->next) put_inst(&o, in);
    }
    put(&o, 1u << 16 | SpvOpFunctionEnd);
  }
  if (o.oom) {
    free(o.w);
    *nwords = 0;
    return NULL;
  }
  *nwords = o.n;
  return o.w;
}
