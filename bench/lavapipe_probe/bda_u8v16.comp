// bda_u8v16.comp: 16 consecutive bytes per invocation moved as one 128-bit
// access each way, the arithmetic done per byte (probe.c).
#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
layout(local_size_x = 256) in;
layout(buffer_reference, std430, buffer_reference_align = 16) buffer V { uvec4 v; };
layout(push_constant) uniform P { uint64_t a, b; } pc;
void main() {
  uint64_t o = uint64_t(gl_GlobalInvocationID.x) * 16;
  uvec4 x = V(pc.a + o).v, y;
  for (int i = 0; i < 4; i++) {
    u8vec4 bytes = unpack8(x[i]);
    y[i] = pack32(bytes + bytes);
  }
  V(pc.b + o).v = y;
}
