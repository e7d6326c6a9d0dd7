/* printf.c: the host half of OpenCL C printf (translate/builtins/lower_printf.c
 * writes the records). Each launch of a kernel that calls printf gets a
 * host-visible buffer; when the command completes, before its event does,
 * the records are formatted here with the C library, conversion by
 * conversion, and written to stdout in one piece (OpenCL C 6.15.14: the
 * output of a command is flushed when its event completes). Vector
 * conversions (%v4hlf, %v2hd, ...) format each component with the scalar
 * conversion and join them with commas. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "icd.h"

cl_int printf_buffer_new(cl_device_id dev, rt_buffer **out) {
  rt_status st = rt_buffer_create(dev->rt, PRINTF_BUFFER_BYTES + TR_PRINTF_HEADER_BYTES, RT_BUFFER_HOST_VISIBLE, out);
  if (st != RT_OK) {
    *out = NULL;
    return rt_to_cl_resources(st);
  }
  uint32_t *h = rt_buffer_host_ptr(*out);
  if (!h) {
    rt_buffer_destroy(*out);
    *out = NULL;
    return CL_OUT_OF_RESOURCES;
  }
  /* zeros where no record was written (a reservation that did not fit
   * leaves a gap before the end), which reads as no record */
  memset(h, 0, PRINTF_BUFFER_BYTES + TR_PRINTF_HEADER_BYTES);
  h[0] = 0;                   /* record bytes written */
  h[1] = PRINTF_BUFFER_BYTES; /* room for records */
  return CL_SUCCESS;
}

/* ---- output ------------------------------------------------------------------ */

typedef struct out {
  char *s;
  size_t n, cap;
} out;

static void put(out *o, const char *s, size_t n) {
  if (o->n + n + 1 > o->cap) {
    size_t cap = (o->cap ? o->cap * 2 : 4096) + n;
    char *ns = realloc(o->s, cap);
    if (!ns) return; /* output lost, as when the record did not fit */
    o->s = ns;
    o->cap = cap;
  }
  memcpy(o->s + o->n, s, n);
  o->n += n;
}

/* ---- one conversion ---------------------------------------------------------- */

typedef struct spec {
  char flags[8];
  int width, precision; /* -1: none */
  int vec;              /* components, 1 for scalars */
  char len[3];          /* "", "hh", "h", "hl", "l" */
  char conv;
} spec;

/* Parses the conversion after '%' at *f; false for a malformed one. */
static bool parse_spec(const char **f, spec *s, int *star_w, int *star_p) {
  const char *p = *f;
  memset(s, 0, sizeof *s);
  s->width = s->precision = -1;
  s->vec = 1;
  *star_w = *star_p = 0;
  size_t nf = 0;
  while (*p && strchr("-+ #0", *p) && nf < sizeof s->flags - 1) s->flags[nf++] = *p++;
  if (*p == '*') *star_w = 1, p++;
  else if (*p >= '0' && *p <= '9') s->width = (int)strtol(p, (char **)&p, 10);
  if (*p == '.') {
    p++;
    if (*p == '*') *star_p = 1, p++;
    else s->precision = (int)strtol(p, (char **)&p, 10);
  }
  if (*p == 'v') {
    p++;
    int v = (int)strtol(p, (char **)&p, 10);
    if (v != 2 && v != 3 && v != 4 && v != 8 && v != 16) return false;
    s->vec = v;
  }
  if (p[0] == 'h' && p[1] == 'h') memcpy(s->len, "hh", 2), p += 2;
  else if (p[0] == 'h' && p[1] == 'l') memcpy(s->len, "hl", 2), p += 2;
  else if (p[0] == 'h') s->len[0] = 'h', p++;
  else if (p[0] == 'l') s->len[0] = 'l', p++;
  if (!*p || !strchr("diouxXfFeEgGaAcsp", *p)) return false;
  s->conv = *p++;
  *f = p;
  return true;
}

/* A C format for one component: flags, width, precision, then `tail`. */
static void c_format(const spec *s, const char *tail, char *fmt, size_t n) {
  char w[16] = "", pr[16] = "";
  if (s->width >= 0) snprintf(w, sizeof w, "%d", s->width);
  if (s->precision >= 0) snprintf(pr, sizeof pr, ".%d", s->precision);
  snprintf(fmt, n, "%%%s%s%s%s", s->flags, w, pr, tail);
}

/* An integer component read as the length modifier (or the argument's own
 * width, for vectors) says. */
static int64_t as_signed(const spec *s, uint64_t v, unsigned bytes) {
  if (!strcmp(s->len, "hh") || (!s->len[0] && s->vec > 1 && bytes == 1)) return (int8_t)v;
  if (!strcmp(s->len, "h") || (!s->len[0] && s->vec > 1 && bytes == 2)) return (int16_t)v;
  if (!strcmp(s->len, "l")) return (int64_t)v;
  return (int32_t)v;
}

static uint64_t as_unsigned(const spec *s, uint64_t v, unsigned bytes) {
  if (!strcmp(s->len, "hh") || (!s->len[0] && s->vec > 1 && bytes == 1)) return (uint8_t)v;
  if (!strcmp(s->len, "h") || (!s->len[0] && s->vec > 1 && bytes == 2)) return (uint16_t)v;
  if (!strcmp(s->len, "l")) return v;
  return (uint32_t)v;
}

static double as_double(const tr_printf_arg *a, uint64_t v) {
  if (a->kind == TR_PF_FLOAT && a->slot == 8) {
    double d;
    memcpy(&d, &v, 8);
    return d;
  }
  if (a->kind == TR_PF_FLOAT) {
    uint32_t u = (uint32_t)v;
    float f;
    memcpy(&f, &u, 4);
    return f;
  }
  return (double)(int64_t)v;
}

static void one(out *o, const spec *s, const tr_printf_arg *a, uint64_t v, const tr_kernel *tk) {
  char fmt[64], buf[512];
  int n = 0;
  switch (s->conv) {
  case 'd':
  case 'i':
    c_format(s, "lld", fmt, sizeof fmt);
    n = snprintf(buf, sizeof buf, fmt, (long long)as_signed(s, v, a->bytes));
    break;
  case 'o':
  case 'u':
  case 'x':
  case 'X': {
    char tail[4] = {'l', 'l', s->conv, 0};
    c_format(s, tail, fmt, sizeof fmt);
    n = snprintf(buf, sizeof buf, fmt, (unsigned long long)as_unsigned(s, v, a->bytes));
    break;
  }
  case 'c':
    c_format(s, "c", fmt, sizeof fmt);
    n = snprintf(buf, sizeof buf, fmt, (int)(unsigned char)v);
    break;
  case 's': {
    const char *str = a->kind == TR_PF_STRING && v < tk->nstrings ? tk->strings[v] : "(null)";
    c_format(s, "s", fmt, sizeof fmt);
    n = snprintf(buf, sizeof buf, fmt, str);
    break;
  }
  case 'p':
    c_format(s, "p", fmt, sizeof fmt);
    n = snprintf(buf, sizeof buf, fmt, (void *)(uintptr_t)v);
    break;
  default: {
    char tail[2] = {s->conv, 0};
    c_format(s, tail, fmt, sizeof fmt);
    n = snprintf(buf, sizeof buf, fmt, as_double(a, v));
    break;
  }
  }
  if (n > 0) put(o, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

/* ---- records ------------------------------------------------------------------ */

static uint64_t component(const uint8_t *p, unsigned slot) {
  uint64_t v = 0;
  memcpy(&v, p, slot); /* little-endian, as every Vulkan device */
  return v;
}

/* Formats one record of call `pf` whose argument bytes start at `args`. */
static void format_record(out *o, const tr_kernel *tk, const tr_printf *pf, const uint8_t *args) {
  const uint8_t **at = calloc(pf->nargs ? pf->nargs : 1, sizeof *at);
  if (!at) return;
  for (uint32_t i = 0, off = 0; i < pf->nargs; i++) {
    at[i] = args + off;
    off += (uint32_t)pf->args[i].slot * pf->args[i].count;
  }
  uint32_t next = 0;
  for (const char *f = pf->format; *f;) {
    const char *pct = strchr(f, '%');
    if (!pct) {
      put(o, f, strlen(f));
      break;
    }
    put(o, f, (size_t)(pct - f));
    if (pct[1] == '%') {
      put(o, "%", 1);
      f = pct + 2;
      continue;
    }
    const char *p = pct + 1;
    spec s;
    int star_w, star_p;
    if (!parse_spec(&p, &s, &star_w, &star_p)) { /* undefined: shown as it is */
      put(o, pct, 1);
      f = pct + 1;
      continue;
    }
    f = p;
    if (star_w && next < pf->nargs) s.width = (int)(int32_t)component(at[next++], 4);
    if (star_p && next < pf->nargs) s.precision = (int)(int32_t)component(at[next++], 4);
    if (s.width < 0 && star_w) s.width = -1;
    if (next >= pf->nargs) break; /* too few arguments: undefined; stop */
    const tr_printf_arg *a = &pf->args[next];
    const uint8_t *v = at[next++];
    int n = s.vec < a->count ? s.vec : a->count;
    for (int e = 0; e < n; e++) {
      if (e) put(o, ",", 1);
      one(o, &s, a, component(v + (size_t)e * a->slot, a->slot), tk);
    }
  }
  free(at);
}

void printf_buffer_flush(const tr_kernel *tk, rt_buffer *buf) {
  const uint8_t *base = rt_buffer_host_ptr(buf);
  out o = {0};
  if (base && tk) {
    uint32_t used, cap;
    memcpy(&used, base, 4);
    memcpy(&cap, base + 4, 4);
    if (used > cap) used = cap; /* records that did not fit were not written */
    const uint8_t *r = base + TR_PRINTF_HEADER_BYTES;
    for (uint32_t off = 0; off + 4 <= used;) {
      uint32_t idx;
      memcpy(&idx, r + off, 4);
      if (idx >= tk->nprintf) break; /* not a record (or a gap): stop rather than guess */
      const tr_printf *pf = &tk->printfs[idx];
      if (off + pf->record_bytes > used) break;
      format_record(&o, tk, pf, r + off + 4);
      off += pf->record_bytes;
    }
  }
  if (o.n) {
    fwrite(o.s, 1, o.n, stdout);
    fflush(stdout);
  }
  free(o.s);
  rt_buffer_destroy(buf);
}
