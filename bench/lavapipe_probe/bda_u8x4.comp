// bda_u8x4.comp: bda_u8.comp with 4 consecutive bytes per invocation, as
// coarsening several work-items into one invocation would run it (probe.c).
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
layout(local_size_x = 256) in;
layout(buffer_reference, std430, buffer_reference_align = 1) buffer V { uint8_t v; };
layout(push_constant) uniform P { uint64_t a, b; } pc;
void main() {
  for (uint j = 0; j < 4; j++) {
    uint64_t o = uint64_t(gl_GlobalInvocationID.x) * 4 + j;
    V(pc.b + o).v = V(pc.a + o).v + V(pc.a + o).v;
  }
}
