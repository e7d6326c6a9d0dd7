// fill_u8.comp: buffer fill with byte stores at the edges (see fill.glsl).
#version 460
#extension GL_GOOGLE_include_directive : require
#define FILL_U8
#include "fill.glsl"
