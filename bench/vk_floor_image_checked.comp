// vk_floor_image_checked.comp: vk_floor_image_nofmt.comp with the guards
// Shoal puts around an image read and write, chosen by CHECKS (a
// specialization constant): 1, the read's coordinates clamped to the
// image's size as textureSize returns it; 2, the write skipped outside the
// size imageSize returns; 3, both (Shoal's form).
#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x_id = 0, local_size_y_id = 1) in;
layout(constant_id = 2) const bool FLAT = false;
layout(constant_id = 3) const int CHECKS = 3;
layout(set = 0, binding = 0) uniform texture2D src;
layout(set = 0, binding = 1) uniform writeonly image2D dst;
void main() {
  ivec2 p = FLAT ? ivec2(gl_WorkGroupID.x * 16 + gl_LocalInvocationID.x % 16, gl_WorkGroupID.y * 8 + gl_LocalInvocationID.x / 16)
                 : ivec2(gl_GlobalInvocationID.xy);
  ivec2 q = (CHECKS & 1) != 0 ? clamp(p, ivec2(0), textureSize(src, 0) - 1) : p;
  vec4 v = texelFetch(src, q, 0);
  if ((CHECKS & 2) == 0 || all(lessThan(p, imageSize(dst)))) imageStore(dst, p, v);
}
