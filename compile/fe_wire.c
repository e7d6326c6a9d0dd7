/* fe_wire.c: framing of fe_wire.h. Sends use MSG_NOSIGNAL, so a helper
 * that died gives an error, never SIGPIPE in the application. */
#define _GNU_SOURCE
#include "fe_wire.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#define REQ_MAGIC 0x31454653u /* "SFE1" */
#define REP_MAGIC 0x31524653u /* "SFR1" */

typedef struct wbuf {
  unsigned char *p;
  size_t n, cap;
  bool failed;
} wbuf;

static void put(wbuf *b, const void *d, size_t n) {
  if (b->failed) return;
  if (b->cap - b->n < n) {
    size_t cap = b->cap ? b->cap : 4096;
    while (cap - b->n < n) cap *= 2;
    unsigned char *p = realloc(b->p, cap);
    if (!p) {
      b->failed = true;
      return;
    }
    b->p = p;
    b->cap = cap;
  }
  memcpy(b->p + b->n, d, n);
  b->n += n;
}

static void put_u32(wbuf *b, uint32_t v) { put(b, &v, 4); }

static void put_bytes(wbuf *b, const void *d, size_t n) {
  uint64_t len = d ? n : UINT64_MAX; /* NULL differs from empty */
  put(b, &len, 8);
  if (d) put(b, d, n);
}

static void put_str(wbuf *b, const char *s) { put_bytes(b, s, s ? strlen(s) : 0); }

static bool write_all(int fd, const void *d, size_t n) {
  const unsigned char *p = d;
  while (n) {
    ssize_t k = send(fd, p, n, MSG_NOSIGNAL);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return false;
    p += k;
    n -= (size_t)k;
  }
  return true;
}

static bool read_all(int fd, void *d, size_t n) {
  unsigned char *p = d;
  while (n) {
    ssize_t k = read(fd, p, n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return false;
    p += k;
    n -= (size_t)k;
  }
  return true;
}

static bool send_buf(int fd, wbuf *b) {
  bool ok = !b->failed;
  uint64_t len = b->n;
  ok = ok && write_all(fd, &len, 8) && write_all(fd, b->p, b->n);
  free(b->p);
  return ok;
}

/* A received message: its bytes and a read position. */
typedef struct rbuf {
  unsigned char *p;
  size_t n, at;
  bool bad;
} rbuf;

static bool recv_buf(int fd, rbuf *r) {
  memset(r, 0, sizeof *r);
  uint64_t len;
  if (!read_all(fd, &len, 8) || len > FE_WIRE_MAX) return false;
  /* one spare byte: the last string's NUL is written in place */
  if (!(r->p = malloc((size_t)len + 1))) return false;
  r->n = (size_t)len;
  if (!read_all(fd, r->p, r->n)) {
    free(r->p);
    return false;
  }
  return true;
}

static uint32_t get_u32(rbuf *r) {
  uint32_t v = 0;
  if (r->n - r->at < 4) r->bad = true;
  else memcpy(&v, r->p + r->at, 4), r->at += 4;
  return v;
}

/* A byte string in place: the 8 length bytes before it are free once
 * read, so the string moves down by one byte and gets a NUL after it. */
static char *get_str(rbuf *r, size_t *size) {
  uint64_t len;
  if (r->bad || r->n - r->at < 8) {
    r->bad = true;
    return NULL;
  }
  memcpy(&len, r->p + r->at, 8);
  r->at += 8;
  if (len == UINT64_MAX) return NULL;
  if (len > r->n - r->at) {
    r->bad = true;
    return NULL;
  }
  char *s = (char *)r->p + r->at - 1;
  memmove(s, r->p + r->at, (size_t)len);
  s[len] = 0;
  r->at += (size_t)len;
  if (size) *size = (size_t)len;
  return s;
}

bool fe_wire_send_request(int fd, const occ_request *rq, const char *cwd) {
  wbuf b = {0};
  put_u32(&b, REQ_MAGIC);
  put_str(&b, cwd);
  put_str(&b, rq->source);
  put_str(&b, rq->options);
  put_str(&b, rq->options_ex);
  put_str(&b, rq->ver);
  put_u32(&b, rq->nheaders);
  for (unsigned i = 0; i < rq->nheaders; i++) {
    put_str(&b, rq->header_names[i]);
    put_str(&b, rq->header_texts[i]);
  }
  return send_buf(fd, &b);
}

bool fe_wire_recv_request(int fd, occ_request *rq, const char **cwd, void **store) {
  memset(rq, 0, sizeof *rq);
  *store = NULL;
  rbuf r;
  if (!recv_buf(fd, &r)) return false;
  bool ok = get_u32(&r) == REQ_MAGIC;
  *cwd = get_str(&r, NULL);
  rq->source = get_str(&r, NULL);
  rq->options = get_str(&r, NULL);
  rq->options_ex = get_str(&r, NULL);
  rq->ver = get_str(&r, NULL);
  uint32_t nh = get_u32(&r);
  /* each header takes at least 16 bytes of the message */
  ok = ok && !r.bad && nh <= (r.n - r.at) / 16;
  const char **names = ok ? calloc((size_t)nh + 1, sizeof *names) : NULL;
  const char **texts = ok ? calloc((size_t)nh + 1, sizeof *texts) : NULL;
  ok = ok && names && texts;
  for (uint32_t i = 0; ok && i < nh; i++) {
    names[i] = get_str(&r, NULL);
    texts[i] = get_str(&r, NULL);
    ok = !r.bad && names[i] && texts[i];
  }
  ok = ok && rq->source && rq->ver && *cwd;
  if (!ok) {
    free(names);
    free(texts);
    free(r.p);
    memset(rq, 0, sizeof *rq);
    return false;
  }
  rq->header_names = names;
  rq->header_texts = texts;
  rq->nheaders = nh;
  /* one block to free: the message, then the two arrays */
  void **blk = malloc(3 * sizeof *blk);
  if (!blk) {
    free(names);
    free(texts);
    free(r.p);
    return false;
  }
  blk[0] = r.p, blk[1] = names, blk[2] = texts;
  *store = blk;
  return true;
}

void fe_wire_request_free(void *store) {
  void **blk = store;
  if (!blk) return;
  for (int i = 0; i < 3; i++) free(blk[i]);
  free(blk);
}

bool fe_wire_send_reply(int fd, const occ_reply *rp) {
  wbuf b = {0};
  put_u32(&b, REP_MAGIC);
  put_u32(&b, (uint32_t)rp->rc);
  put_u32(&b, rp->result);
  put_str(&b, rp->log);
  put_bytes(&b, rp->ir, rp->ir_size);
  return send_buf(fd, &b);
}

bool fe_wire_recv_reply(int fd, occ_reply *out) {
  memset(out, 0, sizeof *out);
  rbuf r;
  if (!recv_buf(fd, &r)) return false;
  bool ok = get_u32(&r) == REP_MAGIC;
  out->rc = (int)get_u32(&r);
  out->result = get_u32(&r) != 0;
  const char *log = get_str(&r, NULL);
  size_t ir_size = 0;
  const char *ir = get_str(&r, &ir_size);
  ok = ok && !r.bad;
  if (ok && log && !(out->log = strdup(log))) ok = false;
  if (ok && ir && ir_size) {
    if ((out->ir = malloc(ir_size))) {
      memcpy(out->ir, ir, ir_size);
      out->ir_size = ir_size;
    } else {
      ok = false;
    }
  }
  free(r.p);
  if (!ok) occ_reply_free(out);
  return ok;
}
