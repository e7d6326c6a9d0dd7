/* shaders.h: SPIR-V of the built-in compute shaders, compiled from the GLSL
 * in this folder at build time. */
#ifndef SHOAL_SHADERS_H
#define SHOAL_SHADERS_H
#include <stddef.h>
#include <stdint.h>

#endif
