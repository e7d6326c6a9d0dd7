/* demangle.c: see builtins.h. Handles builtin types, Dv<n>_ vectors,
 * named types (<len><name>), pointers with CV and address-space
 * qualifiers (P U3AS1 K ...), and the substitutions S_, S0_, ... that the
 * repeated use of a vector, named or pointer type produces. */
#include "builtins.h"

#include <ctype.h>
#include <string.h>

typedef struct parser {
  const char *p;
  dm_type subs[16]; /* substitutable types in order of appearance */
  uint32_t nsubs;
} parser;

static bool builtin(char c, dm_kind *k) {
  switch (c) {
  case 'v': *k = DM_VOID; return true;
  case 'b': *k = DM_BOOL; return true;
  case 'c': *k = DM_CHAR; return true;
  case 'a': *k = DM_SCHAR; return true;
  case 'h': *k = DM_UCHAR; return true;
  case 's': *k = DM_SHORT; return true;
  case 't': *k = DM_USHORT; return true;
  case 'i': *k = DM_INT; return true;
  case 'j': *k = DM_UINT; return true;
  case 'l': *k = DM_LONG; return true;
  case 'm': *k = DM_ULONG; return true;
  case 'f': *k = DM_FLOAT; return true;
  case 'd': *k = DM_DOUBLE; return true;
  default: return false;
  }
}

static bool number(parser *ps, uint32_t *out) {
  if (!isdigit((unsigned char)*ps->p)) return false;
  uint32_t v = 0;
  while (isdigit((unsigned char)*ps->p)) {
    v = v * 10 + (uint32_t)(*ps->p - '0');
    if (v > 4096) return false;
    ps->p++;
  }
  *out = v;
  return true;
}

static void add_sub(parser *ps, const dm_type *t) {
  if (ps->nsubs < 16) ps->subs[ps->nsubs++] = *t;
}

static bool type(parser *ps, dm_type *t);

/* A scalar or vector (the forms a pointee or vector element can take). */
static bool simple(parser *ps, dm_type *t) {
  memset(t, 0, sizeof *t);
  t->addrspace = -1;
  char c = *ps->p;
  if (c == 'D' && ps->p[1] == 'h') {
    ps->p += 2;
    t->kind = DM_HALF;
    return true;
  }
  if (c == 'D' && ps->p[1] == 'v') {
    ps->p += 2;
    uint32_t n;
    if (!number(ps, &n) || *ps->p != '_') return false;
    ps->p++;
    dm_type elem;
    if (!simple(ps, &elem) || elem.vec || elem.kind == DM_NAMED) return false;
    t->kind = elem.kind;
    t->vec = n;
    add_sub(ps, t);
    return true;
  }
  if (builtin(c, &t->kind)) {
    ps->p++;
    return true;
  }
  if (isdigit((unsigned char)c)) {
    uint32_t len;
    if (!number(ps, &len) || len == 0 || len >= sizeof t->name || strlen(ps->p) < len) return false;
    memcpy(t->name, ps->p, len);
    t->name[len] = 0;
    ps->p += len;
    t->kind = DM_NAMED;
    add_sub(ps, t);
    return true;
  }
  if (c == 'S') {
    /* S_ is substitution 0, S<base36>_ is n + 1 */
    ps->p++;
    uint32_t idx = 0;
    if (*ps->p != '_') {
      uint32_t v = 0;
      while (isdigit((unsigned char)*ps->p) || isupper((unsigned char)*ps->p)) {
        char d = *ps->p++;
        v = v * 36 + (uint32_t)(isdigit((unsigned char)d) ? d - '0' : d - 'A' + 10);
        if (v > 64) return false;
      }
      idx = v + 1;
    }
    if (*ps->p != '_' || idx >= ps->nsubs) return false;
    ps->p++;
    *t = ps->subs[idx];
    return true;
  }
  return false;
}

static bool type(parser *ps, dm_type *t) {
  if (*ps->p != 'P') return simple(ps, t);
  ps->p++;
  int as = -1;
  bool is_const = false;
  /* qualifiers: U3AS<n> (address space), then r, V, K in any order */
  for (;;) {
    if (!strncmp(ps->p, "U3AS", 4)) {
      ps->p += 4;
      uint32_t n;
      if (!number(ps, &n)) return false;
      as = (int)n;
    } else if (*ps->p == 'K') {
      is_const = true;
      ps->p++;
    } else if (*ps->p == 'V' || *ps->p == 'r') {
      ps->p++;
    } else {
      break;
    }
  }
  dm_type pointee;
  if (!simple(ps, &pointee)) return false;
  memset(t, 0, sizeof *t);
  t->kind = DM_POINTER;
  t->pointee = pointee.kind;
  t->pointee_vec = pointee.vec;
  t->addrspace = as;
  t->is_const = is_const;
  add_sub(ps, t);
  return true;
}

bool dm_parse(const char *mangled, dm_name *out) {
  memset(out, 0, sizeof *out);
  if (!mangled || strncmp(mangled, "_Z", 2)) return false;
  parser ps = {.p = mangled + 2};
  uint32_t len;
  if (!number(&ps, &len) || len == 0 || len >= sizeof out->base || strlen(ps.p) < len) return false;
  memcpy(out->base, ps.p, len);
  out->base[len] = 0;
  ps.p += len;
  while (*ps.p) {
    if (out->nparams == DM_MAX_PARAMS) return false;
    if (!type(&ps, &out->params[out->nparams])) return false;
    if (out->params[out->nparams].kind == DM_VOID && out->nparams == 0 && !*ps.p) break;
    out->nparams++;
  }
  return true;
}

bool dm_signed(dm_kind k) {
  return k == DM_CHAR || k == DM_SCHAR || k == DM_SHORT || k == DM_INT || k == DM_LONG;
}

bool dm_float(dm_kind k) { return k == DM_HALF || k == DM_FLOAT || k == DM_DOUBLE; }
