/* shaders.h: SPIR-V of the built-in compute shaders, compiled from the GLSL
 * in this folder at build time. */
#ifndef SHOAL_SHADERS_H
#define SHOAL_SHADERS_H
#include <stddef.h>
#include <stdint.h>

/* Each name.comp becomes shader_name (SPIR-V words), shader_name_size (bytes). */
extern const uint32_t shader_fill[];    /* fill with atomics at the edges */
extern const size_t shader_fill_size;
extern const uint32_t shader_fill_u8[]; /* fill with byte stores at the edges */
extern const size_t shader_fill_u8_size;

#endif
