// vk_floor_image_nofmt.comp: vk_floor_image.comp with the storage image
// declared without a format, as Shoal declares every image it writes
// (StorageImageWriteWithoutFormat).
#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x_id = 0, local_size_y_id = 1) in;
layout(constant_id = 2) const bool FLAT = false;
layout(set = 0, binding = 0) uniform texture2D src;
layout(set = 0, binding = 1) uniform writeonly image2D dst;
void main() {
  ivec2 p = FLAT ? ivec2(gl_WorkGroupID.x * 16 + gl_LocalInvocationID.x % 16, gl_WorkGroupID.y * 8 + gl_LocalInvocationID.x / 16)
                 : ivec2(gl_GlobalInvocationID.xy);
  imageStore(dst, p, texelFetch(src, p, 0));
}
