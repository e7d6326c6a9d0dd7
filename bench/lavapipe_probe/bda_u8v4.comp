// bda_u8v4.comp: bda_u8x4.comp with the 4 bytes moved as one 32-bit access
// each way (what coarsening could emit where consecutive work-items touch
// consecutive bytes; probe.c).
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
layout(local_size_x = 256) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer V { u8vec4 v; };
layout(push_constant) uniform P { uint64_t a, b; } pc;
void main() {
  uint64_t o = uint64_t(gl_GlobalInvocationID.x) * 4;
  u8vec4 x = V(pc.a + o).v;
  V(pc.b + o).v = x + x;
}
