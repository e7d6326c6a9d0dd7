// subgroup_size.comp: test kernel. out[i] = gl_SubgroupSize for every
// invocation i, to compare with rt_pipeline_subgroup_size.
#version 460
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_buffer_reference_uvec2 : require
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z_id = 2) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Out { uint v[]; };
layout(push_constant) uniform Push { uvec2 out_addr; } pc;
void main() { Out(pc.out_addr).v[gl_GlobalInvocationID.x] = gl_SubgroupSize; }
