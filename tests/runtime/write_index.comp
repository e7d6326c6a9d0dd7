// write_index.comp: test kernel. out[i] = i * 3 + add + BIAS for i < n,
// where add is 1, or read through the argument buffer's address when one
// is given, and BIAS a specialization constant (id 3).
#version 460
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_buffer_reference_uvec2 : require
layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z_id = 2) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Out { uint v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Args { uint add; };
layout(push_constant) uniform Push {
  uvec2 out_addr;
  uvec2 args_addr;
  uint n;
} pc;
layout(constant_id = 3) const uint BIAS = 0;
void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i >= pc.n) return;
  uint add = 1u;
  if (pc.args_addr != uvec2(0)) add = Args(pc.args_addr).add;
  Out(pc.out_addr).v[i] = i * 3u + add + BIAS;
}
