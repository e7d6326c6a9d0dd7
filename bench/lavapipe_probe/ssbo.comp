// ssbo.comp: uint4 copy through storage-buffer descriptors (probe.c).
#version 450
layout(local_size_x = 256) in;
layout(std430, binding = 0) readonly buffer A { uvec4 a[]; };
layout(std430, binding = 1) writeonly buffer B { uvec4 b[]; };
void main() { uint i = gl_GlobalInvocationID.x; b[i] = a[i]; }
