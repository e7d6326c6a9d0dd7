// bda.comp: uint4 copy through buffer device addresses, as Shoal emits (probe.c).
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_ARB_gpu_shader_int64 : require
layout(local_size_x = 256) in;
layout(buffer_reference, std430, buffer_reference_align = 16) buffer V { uvec4 v; };
layout(push_constant) uniform P { uint64_t a, b; } pc;
void main() { uint64_t o = uint64_t(gl_GlobalInvocationID.x) * 16ul; V(pc.b + o).v = V(pc.a + o).v; }
