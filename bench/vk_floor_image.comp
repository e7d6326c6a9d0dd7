// vk_floor_image.comp: bench/vk_floor.c's image copy: RGBA float texels
// read with texelFetch from a sampled image and stored to a storage image
// declared rgba32f. FLAT (a specialization constant) runs a 16x8 tile as
// one row of 128 invocations, ids computed as Shoal computes them.
#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x_id = 0, local_size_y_id = 1) in;
layout(constant_id = 2) const bool FLAT = false;
layout(set = 0, binding = 0) uniform texture2D src;
layout(set = 0, binding = 1, rgba32f) uniform writeonly image2D dst;
void main() {
  ivec2 p = FLAT ? ivec2(gl_WorkGroupID.x * 16 + gl_LocalInvocationID.x % 16, gl_WorkGroupID.y * 8 + gl_LocalInvocationID.x / 16)
                 : ivec2(gl_GlobalInvocationID.xy);
  imageStore(dst, p, texelFetch(src, p, 0));
}
