/* device_images.c: what a device can do with images: OpenCL's minimum
 * image limits and formats checked against what the Vulkan device offers
 * for each format (CL_DEVICE_IMAGE_SUPPORT and the image extensions and
 * OpenCL C features follow from it), and the CL_DEVICE_IMAGE_* queries.
 * A device's property, asked by device.c, extension.c and the image and
 * sampler entry points, so it lives apart from the image objects. */
#include "image_format.h"

/* OpenCL 3.0's minimum formats for reading or writing (RGBA in ten types,
 * BGRA UNORM_INT8) and for reading and writing in one kernel. */
static const cl_image_format min_formats[] = {
  {CL_RGBA, CL_UNORM_INT8}, {CL_RGBA, CL_UNORM_INT16}, {CL_RGBA, CL_SIGNED_INT8}, {CL_RGBA, CL_SIGNED_INT16},
  {CL_RGBA, CL_SIGNED_INT32}, {CL_RGBA, CL_UNSIGNED_INT8}, {CL_RGBA, CL_UNSIGNED_INT16},
  {CL_RGBA, CL_UNSIGNED_INT32}, {CL_RGBA, CL_HALF_FLOAT}, {CL_RGBA, CL_FLOAT}, {CL_BGRA, CL_UNORM_INT8},
};
static const cl_image_format min_rw_formats[] = {
  {CL_R, CL_UNORM_INT8}, {CL_R, CL_SIGNED_INT8}, {CL_R, CL_SIGNED_INT16}, {CL_R, CL_SIGNED_INT32},
  {CL_R, CL_UNSIGNED_INT8}, {CL_R, CL_UNSIGNED_INT16}, {CL_R, CL_UNSIGNED_INT32}, {CL_R, CL_HALF_FLOAT},
  {CL_R, CL_FLOAT}, {CL_RGBA, CL_UNORM_INT8}, {CL_RGBA, CL_SIGNED_INT8}, {CL_RGBA, CL_SIGNED_INT16},
  {CL_RGBA, CL_SIGNED_INT32}, {CL_RGBA, CL_UNSIGNED_INT8}, {CL_RGBA, CL_UNSIGNED_INT16},
  {CL_RGBA, CL_UNSIGNED_INT32}, {CL_RGBA, CL_HALF_FLOAT}, {CL_RGBA, CL_FLOAT},
};

static const uint32_t VIEW_READ = 1u << RT_VIEW_SAMPLED, VIEW_WRITE = 1u << RT_VIEW_STORAGE;

/* Whether every format of the list has `need` on every image type of
 * `types` (bits 1 << rt_image_type). */
static bool formats_have(cl_device_id dev, const cl_image_format *list, size_t n, uint32_t types, uint32_t need) {
  for (size_t i = 0; i < n; i++) {
    rt_format f;
    if (!image_format_to_rt(&list[i], &f)) return false;
    for (int t = 0; t <= RT_IMAGE_BUFFER; t++)
      if ((types & (1u << t)) && (rt_image_format_caps(dev->rt, (rt_image_type)t, f) & need) != need) return false;
  }
  return true;
}

#define ALL_TYPES 0x3fu
#define TYPES_BUT_3D (ALL_TYPES & ~(1u << RT_IMAGE_3D))

/* OpenCL's minimum image limits (full profile) and formats, on a device
 * whose kernels can write images without naming their format. */
bool device_has_images(cl_device_id dev) {
  const rt_device_info *in = dev->info;
  bool limits = in->max_image_1d >= 16384 && in->max_image_2d >= 16384 && in->max_image_3d >= 2048 &&
                in->max_image_layers >= 2048 && in->max_texel_buffer >= 65536 && in->max_sampled_images >= 128 &&
                in->max_storage_images >= 64 && in->max_stage_resources >= 128 && in->storage_write_without_format;
  return limits && formats_have(dev, min_formats, ARRAY_LEN(min_formats), ALL_TYPES, VIEW_READ) &&
         formats_have(dev, min_formats, ARRAY_LEN(min_formats), TYPES_BUT_3D, VIEW_WRITE);
}

bool device_has_3d_image_writes(cl_device_id dev) {
  return device_has_images(dev) &&
         formats_have(dev, min_formats, ARRAY_LEN(min_formats), 1u << RT_IMAGE_3D, VIEW_WRITE);
}

/* cl_khr_image2d_from_buffer: 2D images over a buffer's memory in linear
 * tiling (runtime/image.c), where the driver's pitch rule is a plain
 * alignment. The alignments OpenCL asks in pixels are the byte ones: the
 * rule must hold for 1-byte texels. */
bool device_has_image2d_from_buffer(cl_device_id dev) {
  uint32_t pitch, base;
  if (!device_has_images(dev)) return false;
  rt_image_alias_limits(dev->rt, &pitch, &base);
  return pitch != 0;
}

bool device_has_read_write_images(cl_device_id dev) {
  return device_has_images(dev) && formats_have(dev, min_rw_formats, ARRAY_LEN(min_rw_formats), TYPES_BUT_3D,
                                                VIEW_WRITE | RT_FMT_STORAGE_READ);
}

static uint32_t min_u32(uint32_t a, uint32_t b) { return a < b ? a : b; }

cl_int image_device_info(cl_device_id dev, cl_device_info param, size_t param_value_size, void *param_value,
                         size_t *param_value_size_ret) {
  const rt_device_info *in = dev->info;
  bool img = device_has_images(dev);
  /* One descriptor per image argument and view it binds, within the
   * stage's limits (kernels over them fail to build with a message). */
  uint32_t reads = img ? min_u32(in->max_sampled_images, in->max_stage_resources) : 0;
  uint32_t writes = img ? min_u32(in->max_storage_images, in->max_stage_resources) : 0;
  size_t w2 = img ? min_u32(in->max_image_1d, in->max_image_2d) : 0;
  switch (param) {
  case CL_DEVICE_IMAGE_SUPPORT: return INFO_VAL(cl_bool, img);
  case CL_DEVICE_MAX_READ_IMAGE_ARGS: return INFO_VAL(cl_uint, reads);
  case CL_DEVICE_MAX_WRITE_IMAGE_ARGS: return INFO_VAL(cl_uint, writes);
  case CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS: return INFO_VAL(cl_uint, device_has_read_write_images(dev) ? writes : 0);
  /* Samplers are specialization constants of the kernel, not Vulkan
   * objects: no device limit; OpenCL's minimum is promised. */
  case CL_DEVICE_MAX_SAMPLERS: return INFO_VAL(cl_uint, img ? 16 : 0);
  case CL_DEVICE_IMAGE_PITCH_ALIGNMENT:
  case CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT: {
    uint32_t pitch = 0, base = 0;
    if (device_has_image2d_from_buffer(dev)) rt_image_alias_limits(dev->rt, &pitch, &base);
    return INFO_VAL(cl_uint, param == CL_DEVICE_IMAGE_PITCH_ALIGNMENT ? pitch : base);
  }
  case CL_DEVICE_IMAGE2D_MAX_WIDTH: return INFO_VAL(size_t, w2);
  case CL_DEVICE_IMAGE2D_MAX_HEIGHT: return INFO_VAL(size_t, img ? in->max_image_2d : 0);
  case CL_DEVICE_IMAGE3D_MAX_WIDTH:
  case CL_DEVICE_IMAGE3D_MAX_HEIGHT:
  case CL_DEVICE_IMAGE3D_MAX_DEPTH: return INFO_VAL(size_t, img ? in->max_image_3d : 0);
  case CL_DEVICE_IMAGE_MAX_BUFFER_SIZE: {
    uint64_t n = in->max_texel_buffer, by_alloc = in->max_alloc_size / 16;
    return INFO_VAL(size_t, img ? (size_t)(n < by_alloc ? n : by_alloc) : 0);
  }
  case CL_DEVICE_IMAGE_MAX_ARRAY_SIZE: return INFO_VAL(size_t, img ? in->max_image_layers : 0);
  default: return CL_INVALID_VALUE;
  }
}
