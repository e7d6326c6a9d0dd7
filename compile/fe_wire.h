/* fe_wire.h: the messages between Shoal and its front end helper process
 * (fe_isolated.c, helper/shoal_frontend_main.c) over a socket: a request
 * is an occ_request and the application's working folder, a reply an
 * occ_reply. Each message is a 64-bit length and that many bytes of
 * 32-bit numbers and length-prefixed byte strings, little-endian as the
 * host (both ends are the same build). Internal to compile/. */
#ifndef SHOAL_FE_WIRE_H
#define SHOAL_FE_WIRE_H

#include "occ.h"

/* A message larger than this is refused by the reader (a desynchronised
 * stream, never a real program). */
#define FE_WIRE_MAX ((size_t)1 << 32)

/* Writes rq and cwd; false when the peer is gone or memory ran out. */
bool fe_wire_send_request(int fd, const occ_request *rq, const char *cwd);
/* Reads a request into *rq and *cwd, whose memory *store holds until
 * fe_wire_request_free. False at end of stream or on a malformed message. */
bool fe_wire_recv_request(int fd, occ_request *rq, const char **cwd, void **store);
void fe_wire_request_free(void *store);
bool fe_wire_send_reply(int fd, const occ_reply *r);
/* Reads a reply into *r (malloc'ed members, freed by occ_reply_free). */
bool fe_wire_recv_reply(int fd, occ_reply *r);

#endif
