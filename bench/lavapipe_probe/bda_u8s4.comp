// bda_u8s4.comp: bda_u8.comp with 4 bytes per invocation, a grid's width
// apart, so that neighbouring invocations touch neighbouring bytes in each
// step (the other way to coarsen work-items; probe.c).
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
layout(local_size_x = 256) in;
layout(buffer_reference, std430, buffer_reference_align = 1) buffer V { uint8_t v; };
layout(push_constant) uniform P { uint64_t a, b; } pc;
void main() {
  uint64_t width = uint64_t(gl_NumWorkGroups.x) * 256;
  for (uint j = 0; j < 4; j++) {
    uint64_t o = uint64_t(gl_GlobalInvocationID.x) + j * width;
    V(pc.b + o).v = V(pc.a + o).v + V(pc.a + o).v;
  }
}
