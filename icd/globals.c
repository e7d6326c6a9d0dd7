/* globals.c: the buffer of a program's program-scope variables on one
 * device (translate/globals.c lays them out): made when the program is
 * built, filled with the initializers (pointer initializers relocated to
 * the buffer's address), and kept as long as the build, so __global
 * variables keep their values between launches of the program's kernels. */
#include <stdlib.h>
#include <string.h>

#include "icd.h"

cl_int program_globals_create(cl_device_id dev, prog_build *b) {
  const tr_program *tp = b->tp;
  if (!tp || !tp->globals_size) return CL_SUCCESS;
  rt_status st = rt_buffer_create(dev->rt, tp->globals_size, 0, &b->globals);
  if (st != RT_OK) {
    b->globals = NULL;
    return rt_to_cl_resources(st);
  }
  uint8_t *image = malloc(tp->globals_size);
  if (!image) {
    program_globals_free(b);
    return CL_OUT_OF_HOST_MEMORY;
  }
  memcpy(image, tp->globals_init, tp->globals_size);
  uint64_t base = rt_buffer_device_address(b->globals);
  for (uint32_t i = 0; i < tp->nglobals_relocs; i++) {
    uint64_t at = tp->globals_relocs[i], v;
    if (at + 8 > tp->globals_size) continue;
    memcpy(&v, image + at, 8);
    v += base;
    memcpy(image + at, &v, 8);
  }
  cl_int err = mem_upload(dev, b->globals, image, tp->globals_size);
  free(image);
  if (err) program_globals_free(b);
  return err;
}

void program_globals_free(prog_build *b) {
  if (b->globals) rt_buffer_destroy(b->globals);
  b->globals = NULL;
}
