// ssbo_u8.comp: an 8-bit element-wise operation (b = a + a, one byte per
// invocation, as OpenCV's arithmetic kernels on uchar images) through
// storage-buffer descriptors (probe.c).
#version 450
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
layout(local_size_x = 256) in;
layout(std430, binding = 0) readonly buffer A { uint8_t a[]; };
layout(std430, binding = 1) writeonly buffer B { uint8_t b[]; };
void main() { uint i = gl_GlobalInvocationID.x; b[i] = a[i] + a[i]; }
