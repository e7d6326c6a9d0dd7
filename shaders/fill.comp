// fill.comp: buffer fill for devices without 8-bit storage (see fill.glsl).
#version 460
#extension GL_GOOGLE_include_directive : require
#include "fill.glsl"
