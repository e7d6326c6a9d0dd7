/* image.c: image objects. An rt_image is a VkImage in optimal tiling (or,
 * for 1D buffer images, texel-buffer views of a buffer's bytes), kept in
 * the GENERAL layout from its first use on, with one view per way a
 * kernel reaches it: sampled and storage views in the image's format, and
 * "raw" views in an unsigned integer format of the texel's size for
 * reading and writing texel bytes without conversion (Intel block IO).
 * Which of them a format allows is answered from the device's format
 * properties (rt_image_format_caps). docs/images.md says why. */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- formats ------------------------------------------------------------ */

uint32_t rt_format_texel_bytes(rt_format f) { return (uint32_t)f.channels * f.bits / 8; }

static bool format_valid(rt_format f) {
  bool ch = f.channels == 1 || f.channels == 2 || f.channels == 4;
  bool bits = f.bits == 8 || f.bits == 16 || f.bits == 32;
  if (!ch || !bits || f.numeric > RT_NUM_SRGB) return false;
  if (f.numeric == RT_NUM_FLOAT && f.bits == 8) return false;
  if ((f.numeric == RT_NUM_UNORM || f.numeric == RT_NUM_SNORM) && f.bits == 32) return false;
  if (f.numeric == RT_NUM_SRGB && (f.bits != 8 || f.channels != 4)) return false;
  if (f.bgra && (f.channels != 4 || f.bits != 8 || f.numeric != RT_NUM_UNORM)) return false;
  return true;
}

/* A small index for the caps cache: channels x bits x numeric, and BGRA. */
static int format_slot(rt_format f) {
  if (!format_valid(f)) return -1;
  if (f.bgra) return 54;
  int ch = f.channels == 1 ? 0 : f.channels == 2 ? 1 : 2;
  int bits = f.bits == 8 ? 0 : f.bits == 16 ? 1 : 2;
  return (ch * 3 + bits) * 6 + f.numeric;
}

/* The Vulkan format of an rt_format (VK_FORMAT_UNDEFINED if none). */
static VkFormat vk_format(rt_format f) {
  if (!format_valid(f)) return VK_FORMAT_UNDEFINED;
  if (f.bgra) return VK_FORMAT_B8G8R8A8_UNORM;
  if (f.numeric == RT_NUM_SRGB) return VK_FORMAT_R8G8B8A8_SRGB;
  /* [channels][numeric] for 8, 16 and 32 bits */
  static const VkFormat f8[3][4] = {
    {VK_FORMAT_R8_UNORM, VK_FORMAT_R8_SNORM, VK_FORMAT_R8_UINT, VK_FORMAT_R8_SINT},
    {VK_FORMAT_R8G8_UNORM, VK_FORMAT_R8G8_SNORM, VK_FORMAT_R8G8_UINT, VK_FORMAT_R8G8_SINT},
    {VK_FORMAT_R8G8B8A8_UNORM, VK_FORMAT_R8G8B8A8_SNORM, VK_FORMAT_R8G8B8A8_UINT, VK_FORMAT_R8G8B8A8_SINT},
  };
  static const VkFormat f16[3][5] = {
    {VK_FORMAT_R16_UNORM, VK_FORMAT_R16_SNORM, VK_FORMAT_R16_UINT, VK_FORMAT_R16_SINT, VK_FORMAT_R16_SFLOAT},
    {VK_FORMAT_R16G16_UNORM, VK_FORMAT_R16G16_SNORM, VK_FORMAT_R16G16_UINT, VK_FORMAT_R16G16_SINT,
     VK_FORMAT_R16G16_SFLOAT},
    {VK_FORMAT_R16G16B16A16_UNORM, VK_FORMAT_R16G16B16A16_SNORM, VK_FORMAT_R16G16B16A16_UINT,
     VK_FORMAT_R16G16B16A16_SINT, VK_FORMAT_R16G16B16A16_SFLOAT},
  };
  static const VkFormat f32[3][3] = {
    {VK_FORMAT_R32_UINT, VK_FORMAT_R32_SINT, VK_FORMAT_R32_SFLOAT},
    {VK_FORMAT_R32G32_UINT, VK_FORMAT_R32G32_SINT, VK_FORMAT_R32G32_SFLOAT},
    {VK_FORMAT_R32G32B32A32_UINT, VK_FORMAT_R32G32B32A32_SINT, VK_FORMAT_R32G32B32A32_SFLOAT},
  };
  int ch = f.channels == 1 ? 0 : f.channels == 2 ? 1 : 2;
  if (f.bits == 8) return f8[ch][f.numeric];
  if (f.bits == 16) return f16[ch][f.numeric];
  return f32[ch][f.numeric - RT_NUM_UINT];
}

/* The unsigned integer format of a texel size, for raw views. */
static VkFormat raw_format(uint32_t texel) {
  switch (texel) {
  case 1: return VK_FORMAT_R8_UINT;
  case 2: return VK_FORMAT_R16_UINT;
  case 4: return VK_FORMAT_R32_UINT;
  case 8: return VK_FORMAT_R32G32_UINT;
  case 16: return VK_FORMAT_R32G32B32A32_UINT;
  default: return VK_FORMAT_UNDEFINED;
  }
}

/* The format of each view of an image of format f. Storage views of BGRA
 * are RGBA (a B8G8R8A8 storage image is optional in Vulkan; the kernel
 * swaps red and blue), and sRGB has none (Vulkan stores no sRGB). */
static VkFormat view_format(rt_format f, rt_view v) {
  switch (v) {
  case RT_VIEW_SAMPLED: return vk_format(f);
  case RT_VIEW_STORAGE:
    if (f.numeric == RT_NUM_SRGB) return VK_FORMAT_UNDEFINED;
    return f.bgra ? VK_FORMAT_R8G8B8A8_UNORM : vk_format(f);
  default: return raw_format(rt_format_texel_bytes(f));
  }
}

static bool is_sampled_view(rt_view v) { return v == RT_VIEW_SAMPLED || v == RT_VIEW_RAW_SAMPLED; }

/* ---- limits and capabilities ---------------------------------------------- */

void rt_image_limits(rt_device *dev, const VkPhysicalDeviceLimits *lim, const VkPhysicalDeviceFeatures *feat) {
  rt_device_info *in = &dev->info;
  in->max_image_1d = lim->maxImageDimension1D;
  in->max_image_2d = lim->maxImageDimension2D;
  in->max_image_3d = lim->maxImageDimension3D;
  in->max_image_layers = lim->maxImageArrayLayers;
  in->max_texel_buffer = lim->maxTexelBufferElements;
  /* One set holds every image of a kernel. */
  in->max_sampled_images = lim->maxPerStageDescriptorSampledImages < lim->maxDescriptorSetSampledImages
                               ? lim->maxPerStageDescriptorSampledImages
                               : lim->maxDescriptorSetSampledImages;
  in->max_storage_images = lim->maxPerStageDescriptorStorageImages < lim->maxDescriptorSetStorageImages
                               ? lim->maxPerStageDescriptorStorageImages
                               : lim->maxDescriptorSetStorageImages;
  in->max_stage_resources = lim->maxPerStageResources;
  in->storage_read_without_format = feat->shaderStorageImageReadWithoutFormat;
  in->storage_write_without_format = feat->shaderStorageImageWriteWithoutFormat;
}

static VkImageType vk_image_type(rt_image_type t) {
  switch (t) {
  case RT_IMAGE_1D:
  case RT_IMAGE_1D_ARRAY: return VK_IMAGE_TYPE_1D;
  case RT_IMAGE_3D: return VK_IMAGE_TYPE_3D;
  default: return VK_IMAGE_TYPE_2D;
  }
}

static const VkImageCreateFlags image_flags =
    VK_IMAGE_CREATE_MUTABLE_FORMAT_BIT | VK_IMAGE_CREATE_EXTENDED_USAGE_BIT;

/* The usage an image of format f gets: sampled and transfers always,
 * storage where some storage view can have it. */
static VkImageUsageFlags image_usage(uint32_t caps) {
  VkImageUsageFlags u = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT |
                        VK_IMAGE_USAGE_TRANSFER_DST_BIT;
  if (caps & ((1u << RT_VIEW_STORAGE) | (1u << RT_VIEW_RAW_STORAGE))) u |= VK_IMAGE_USAGE_STORAGE_BIT;
  return u;
}

/* The largest extent OpenCL will ask of the type (the device limits the
 * ICD reports): a format must hold it to be offered. */
static void type_limits(const rt_device_info *in, rt_image_type t, VkExtent3D *ext, uint32_t *layers) {
  *ext = (VkExtent3D){1, 1, 1};
  *layers = t == RT_IMAGE_1D_ARRAY || t == RT_IMAGE_2D_ARRAY ? in->max_image_layers : 1;
  switch (t) {
  case RT_IMAGE_1D:
  case RT_IMAGE_1D_ARRAY: ext->width = in->max_image_1d; break;
  case RT_IMAGE_3D: ext->width = ext->height = ext->depth = in->max_image_3d; break;
  default: ext->width = ext->height = in->max_image_2d; break;
  }
}

static uint32_t compute_caps(rt_device *dev, rt_image_type t, rt_format f) {
  uint32_t caps = 0;
  const VkFormatFeatureFlags need_view[RT_VIEW_COUNT] = {
    VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT, VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT,
    VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT, VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT};
  const VkFormatFeatureFlags need_buf[RT_VIEW_COUNT] = {
    VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT, VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT, 0, 0};
  for (int v = 0; v < RT_VIEW_COUNT; v++) {
    VkFormat vf = view_format(f, (rt_view)v);
    if (vf == VK_FORMAT_UNDEFINED) continue;
    if (t == RT_IMAGE_BUFFER && !need_buf[v]) continue; /* no raw views of buffers */
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(dev->phys, vf, &fp);
    VkFormatFeatureFlags have = t == RT_IMAGE_BUFFER ? fp.bufferFeatures : fp.optimalTilingFeatures;
    VkFormatFeatureFlags need = t == RT_IMAGE_BUFFER ? need_buf[v] : need_view[v];
    if ((have & need) != need) continue;
    /* Storage views are declared without a format in the kernel. */
    if (!is_sampled_view((rt_view)v) && !dev->info.storage_write_without_format) continue;
    caps |= 1u << v;
  }
  if (!(caps & (1u << RT_VIEW_SAMPLED))) return 0;
  if (dev->info.storage_read_without_format && (caps & (1u << RT_VIEW_STORAGE))) caps |= RT_FMT_STORAGE_READ;
  if (t == RT_IMAGE_BUFFER) return caps;
  /* Transfers, and the extents the ICD promises. */
  VkFormatProperties fp;
  vkGetPhysicalDeviceFormatProperties(dev->phys, vk_format(f), &fp);
  const VkFormatFeatureFlags xfer = VK_FORMAT_FEATURE_TRANSFER_SRC_BIT | VK_FORMAT_FEATURE_TRANSFER_DST_BIT;
  if ((fp.optimalTilingFeatures & xfer) != xfer) return 0;
  VkImageFormatProperties ip;
  VkResult r = vkGetPhysicalDeviceImageFormatProperties(dev->phys, vk_format(f), vk_image_type(t),
                                                        VK_IMAGE_TILING_OPTIMAL, image_usage(caps), image_flags, &ip);
  if (r != VK_SUCCESS) return 0;
  VkExtent3D want;
  uint32_t layers;
  type_limits(&dev->info, t, &want, &layers);
  if (ip.maxExtent.width < want.width || ip.maxExtent.height < want.height || ip.maxExtent.depth < want.depth ||
      ip.maxArrayLayers < layers)
    return 0;
  return caps;
}

uint32_t rt_image_format_caps(rt_device *dev, rt_image_type t, rt_format f) {
  int slot = format_slot(f);
  if (!dev || slot < 0 || (unsigned)t > RT_IMAGE_BUFFER) return 0;
  pthread_mutex_lock(&dev->image_lock);
  if (!dev->caps_ready) {
    for (int ty = 0; ty <= RT_IMAGE_BUFFER; ty++)
      for (uint8_t ch = 1; ch <= 4; ch *= 2)
        for (uint8_t bits = 8; bits <= 32; bits *= 2)
          for (uint8_t n = 0; n <= RT_NUM_SRGB; n++)
            for (int bgra = 0; bgra < 2; bgra++) {
              rt_format g = {ch, bits, n, bgra};
              int s = format_slot(g);
              if (s >= 0) dev->fmt_caps[ty][s] = compute_caps(dev, (rt_image_type)ty, g);
            }
    dev->caps_ready = true;
  }
  uint32_t caps = dev->fmt_caps[t][slot];
  pthread_mutex_unlock(&dev->image_lock);
  return caps;
}

/* ---- images over buffers ---------------------------------------------------- */

/* The views a 2D image in linear tiling can have (the runtime's caps
 * bits), 0 where it cannot be sampled, stored and copied as OpenCL's
 * largest 2D images. Caller holds dev->image_lock. */
static uint32_t alias_caps(rt_device *dev, rt_format f) {
  uint32_t caps = 0;
  const VkFormatFeatureFlags need[RT_VIEW_COUNT] = {
    VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT, VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT,
    VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT, VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT};
  for (int v = 0; v < RT_VIEW_COUNT; v++) {
    VkFormat vf = view_format(f, (rt_view)v);
    if (vf == VK_FORMAT_UNDEFINED) continue;
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(dev->phys, vf, &fp);
    if ((fp.linearTilingFeatures & need[v]) != need[v]) continue;
    if (!is_sampled_view((rt_view)v) && !dev->info.storage_write_without_format) continue;
    caps |= 1u << v;
  }
  /* the same views as an image of its own, or none: kernels bind them
   * alike (the caps are ready: rt_image_alias_limits asked for them) */
  if (caps != (dev->fmt_caps[RT_IMAGE_2D][format_slot(f)] & ((1u << RT_VIEW_COUNT) - 1))) return 0;
  VkFormatProperties fp;
  vkGetPhysicalDeviceFormatProperties(dev->phys, vk_format(f), &fp);
  const VkFormatFeatureFlags xfer = VK_FORMAT_FEATURE_TRANSFER_SRC_BIT | VK_FORMAT_FEATURE_TRANSFER_DST_BIT;
  if ((fp.linearTilingFeatures & xfer) != xfer) return 0;
  VkImageFormatProperties ip;
  if (vkGetPhysicalDeviceImageFormatProperties(dev->phys, vk_format(f), VK_IMAGE_TYPE_2D, VK_IMAGE_TILING_LINEAR,
                                               image_usage(caps), image_flags, &ip) != VK_SUCCESS)
    return 0;
  if (ip.maxExtent.width < dev->info.max_image_2d || ip.maxExtent.height < dev->info.max_image_2d) return 0;
  if (dev->info.storage_read_without_format && (caps & (1u << RT_VIEW_STORAGE))) caps |= RT_FMT_STORAGE_READ;
  return caps;
}

/* A linear 2D image's row pitch and memory needs; false if it cannot be
 * made. */
static bool linear_layout(rt_device *dev, VkFormat f, uint32_t w, uint64_t *pitch, VkMemoryRequirements *req) {
  VkImageCreateInfo ci = {
      .sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO,
      .imageType = VK_IMAGE_TYPE_2D,
      .format = f,
      .extent = {w, 4, 1},
      .mipLevels = 1,
      .arrayLayers = 1,
      .samples = VK_SAMPLE_COUNT_1_BIT,
      .tiling = VK_IMAGE_TILING_LINEAR,
      .usage = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT,
      .initialLayout = VK_IMAGE_LAYOUT_PREINITIALIZED,
  };
  VkImage img;
  if (vkCreateImage(dev->vk, &ci, NULL, &img) != VK_SUCCESS) return false;
  VkImageSubresource sub = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0};
  VkSubresourceLayout lay;
  vkGetImageSubresourceLayout(dev->vk, img, &sub, &lay);
  vkGetImageMemoryRequirements(dev->vk, img, req);
  vkDestroyImage(dev->vk, img, NULL);
  *pitch = lay.rowPitch;
  return lay.offset == 0;
}

/* Probes, once, the pitch rule of linear images: rows padded to a power
 * of two A (the pitch of one byte), the same for every texel size and
 * width tried. Where a driver's rule is another, images over buffers are
 * not offered. Caller holds dev->image_lock. */
static void alias_probe(rt_device *dev) {
  dev->alias_probed = true;
  static const VkFormat by_size[] = {VK_FORMAT_R8_UINT, VK_FORMAT_R16_UINT, VK_FORMAT_R32_UINT,
                                     VK_FORMAT_R32G32_UINT, VK_FORMAT_R32G32B32A32_UINT};
  static const uint32_t widths[] = {1, 3, 64, 257, 1000, 4099};
  uint64_t a;
  VkMemoryRequirements req;
  if (!linear_layout(dev, VK_FORMAT_R8_UINT, 1, &a, &req) || !a || (a & (a - 1)) || a > 4096) return;
  uint64_t base = req.alignment;
  for (uint32_t t = 0; t < 5; t++)
    for (uint32_t i = 0; i < sizeof widths / sizeof *widths; i++) {
      uint64_t pitch, want = ((uint64_t)widths[i] * (1u << t) + a - 1) / a * a;
      if (!linear_layout(dev, by_size[t], widths[i], &pitch, &req) || pitch != want) return;
      if (req.alignment > base) base = req.alignment;
    }
  if (base > 65536) return;
  for (int s = 0; s < RT_FORMAT_SLOTS; s++) dev->alias_fmt[s] = 0;
  bool any = false;
  for (uint8_t ch = 1; ch <= 4; ch *= 2)
    for (uint8_t bits = 8; bits <= 32; bits *= 2)
      for (uint8_t n = 0; n <= RT_NUM_SRGB; n++)
        for (int bgra = 0; bgra < 2; bgra++) {
          rt_format g = {ch, bits, n, bgra};
          int s = format_slot(g);
          if (s >= 0 && alias_caps(dev, g)) dev->alias_fmt[s] = 1, any = true;
        }
  if (!any) return;
  dev->alias_pitch = (uint32_t)a;
  dev->alias_base = (uint32_t)base;
}

void rt_image_alias_limits(rt_device *dev, uint32_t *pitch_align, uint32_t *base_align) {
  *pitch_align = *base_align = 0;
  if (!dev || rt_device_ready(dev) != RT_OK) return;
  rt_image_format_caps(dev, RT_IMAGE_2D, (rt_format){4, 8, RT_NUM_UNORM, false}); /* caps first: alias_caps reads them */
  pthread_mutex_lock(&dev->image_lock);
  if (!dev->alias_probed) alias_probe(dev);
  *pitch_align = dev->alias_pitch;
  *base_align = dev->alias_base;
  pthread_mutex_unlock(&dev->image_lock);
}

bool rt_image_alias_format(rt_device *dev, rt_format fmt) {
  uint32_t p, b;
  rt_image_alias_limits(dev, &p, &b);
  int slot = format_slot(fmt);
  return p && slot >= 0 && dev->alias_fmt[slot];
}

static bool is_alias(const rt_image_desc *d) { return d->type == RT_IMAGE_2D && d->buffer; }

/* ---- creation ------------------------------------------------------------- */

static bool pick_memory(const rt_device *dev, uint32_t bits, uint32_t *type) {
  const VkPhysicalDeviceMemoryProperties *mp = &dev->memprops;
  for (int pass = 0; pass < 2; pass++)
    for (uint32_t t = 0; t < mp->memoryTypeCount; t++) {
      VkMemoryPropertyFlags f = mp->memoryTypes[t].propertyFlags;
      if (!(bits & (1u << t)) || (f & VK_MEMORY_PROPERTY_PROTECTED_BIT)) continue;
      if (pass == 0 && !(f & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT)) continue;
      *type = t;
      return true;
    }
  return false;
}

static VkImageViewType view_type(rt_image_type t) {
  switch (t) {
  case RT_IMAGE_1D: return VK_IMAGE_VIEW_TYPE_1D;
  case RT_IMAGE_1D_ARRAY: return VK_IMAGE_VIEW_TYPE_1D_ARRAY;
  case RT_IMAGE_2D_ARRAY: return VK_IMAGE_VIEW_TYPE_2D_ARRAY;
  case RT_IMAGE_3D: return VK_IMAGE_VIEW_TYPE_3D;
  default: return VK_IMAGE_VIEW_TYPE_2D;
  }
}

static rt_status check_desc(rt_device *dev, const rt_image_desc *d, uint32_t caps) {
  const rt_device_info *in = &dev->info;
  if (!caps) return rt_fail(RT_ERR_UNSUPPORTED, "rt_image_create: format not supported for this image type");
  if (!d->width || !d->height || !d->depth || !d->layers)
    return rt_fail(RT_ERR_INVALID, "rt_image_create: zero extent");
  uint32_t maxw = d->type == RT_IMAGE_BUFFER ? in->max_texel_buffer
                : d->type == RT_IMAGE_3D ? in->max_image_3d
                : d->type <= RT_IMAGE_1D_ARRAY ? in->max_image_1d : in->max_image_2d;
  bool has_h = d->type == RT_IMAGE_2D || d->type == RT_IMAGE_2D_ARRAY || d->type == RT_IMAGE_3D;
  bool arr = d->type == RT_IMAGE_1D_ARRAY || d->type == RT_IMAGE_2D_ARRAY;
  if (d->width > maxw || (has_h && d->height > (d->type == RT_IMAGE_3D ? in->max_image_3d : in->max_image_2d)) ||
      (!has_h && d->height != 1) || (d->type == RT_IMAGE_3D ? d->depth > in->max_image_3d : d->depth != 1) ||
      (arr ? d->layers > in->max_image_layers : d->layers != 1))
    return rt_fail(RT_ERR_INVALID, "rt_image_create: %ux%ux%u (%u layers) beyond the device limits", d->width,
                   d->height, d->depth, d->layers);
  if (d->type == RT_IMAGE_BUFFER) {
    uint64_t bytes = (uint64_t)d->width * rt_format_texel_bytes(d->format);
    if (!d->buffer || !rt_range_ok(d->offset, bytes, d->buffer->size))
      return rt_fail(RT_ERR_INVALID, "rt_image_create: buffer image outside its buffer");
  }
  if (is_alias(d)) {
    uint32_t pa, ba, texel = rt_format_texel_bytes(d->format);
    rt_image_alias_limits(dev, &pa, &ba);
    if (!rt_image_alias_format(dev, d->format))
      return rt_fail(RT_ERR_UNSUPPORTED, "rt_image_create: no 2D image of this format over a buffer");
    uint64_t last = (uint64_t)(d->height - 1) * d->row_pitch + (uint64_t)d->width * texel;
    if (d->row_pitch % pa || d->row_pitch % texel || d->row_pitch < (uint64_t)d->width * texel ||
        d->row_pitch / texel > in->max_image_2d)
      return rt_fail(RT_ERR_INVALID, "rt_image_create: row pitch %llu is not a multiple of %u bytes and of the "
                     "texel, holding a row", (unsigned long long)d->row_pitch, pa);
    if (!rt_range_ok(d->offset, last, d->buffer->size))
      return rt_fail(RT_ERR_INVALID, "rt_image_create: image outside its buffer");
    if ((d->buffer->off + d->offset) % ba)
      return rt_fail(RT_ERR_UNSUPPORTED, "rt_image_create: the buffer's bytes are not %u-byte aligned in memory", ba);
  }
  return RT_OK;
}

static rt_status make_buffer_views(rt_image *img, uint32_t caps) {
  rt_device *dev = img->dev;
  const rt_image_desc *d = &img->desc;
  for (int v = 0; v < RT_VIEW_COUNT; v++) {
    if (!(caps & (1u << v))) continue;
    VkBufferViewCreateInfo ci = {
        .sType = VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO,
        .buffer = d->buffer->vk,
        .format = view_format(d->format, (rt_view)v),
        .offset = d->buffer->off + d->offset,
        .range = (VkDeviceSize)d->width * img->texel,
    };
    VkResult r = vkCreateBufferView(dev->vk, &ci, NULL, &img->bview[v]);
    if (r != VK_SUCCESS) {
      img->bview[v] = VK_NULL_HANDLE;
      return rt_vk_fail(r, "vkCreateBufferView");
    }
  }
  return RT_OK;
}

static rt_status make_views(rt_image *img, uint32_t caps);

static rt_status make_image(rt_image *img, uint32_t caps) {
  rt_device *dev = img->dev;
  const rt_image_desc *d = &img->desc;
  VkFormat formats[RT_VIEW_COUNT];
  uint32_t nf = 0;
  for (int v = 0; v < RT_VIEW_COUNT; v++) {
    VkFormat f = view_format(d->format, (rt_view)v);
    bool seen = f == VK_FORMAT_UNDEFINED;
    for (uint32_t i = 0; i < nf && !seen; i++) seen = formats[i] == f;
    if (!seen) formats[nf++] = f;
  }
  /* Listing the views' formats lets drivers keep compression. */
  VkImageFormatListCreateInfo list = {
      .sType = VK_STRUCTURE_TYPE_IMAGE_FORMAT_LIST_CREATE_INFO,
      .viewFormatCount = nf,
      .pViewFormats = formats,
  };
  VkImageCreateInfo ci = {
      .sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO,
      .pNext = dev->api >= VK_API_VERSION_1_2 ? &list : NULL,
      .flags = image_flags,
      .imageType = vk_image_type(d->type),
      .format = vk_format(d->format),
      .extent = {d->width, d->height, d->depth},
      .mipLevels = 1,
      .arrayLayers = d->layers,
      .samples = VK_SAMPLE_COUNT_1_BIT,
      .tiling = VK_IMAGE_TILING_OPTIMAL,
      .usage = image_usage(caps),
      .sharingMode = VK_SHARING_MODE_EXCLUSIVE,
      .initialLayout = VK_IMAGE_LAYOUT_UNDEFINED,
  };
  if (is_alias(d)) {
    /* as wide as the pitch, so that the driver's pitch is the buffer's;
     * PREINITIALIZED keeps the bytes through the first transition */
    ci.tiling = VK_IMAGE_TILING_LINEAR;
    ci.extent.width = (uint32_t)(d->row_pitch / img->texel);
    ci.initialLayout = VK_IMAGE_LAYOUT_PREINITIALIZED;
  }
  VkResult r = vkCreateImage(dev->vk, &ci, NULL, &img->vk);
  if (r != VK_SUCCESS) {
    img->vk = VK_NULL_HANDLE;
    return rt_vk_fail(r, "vkCreateImage");
  }
  VkMemoryRequirements req;
  vkGetImageMemoryRequirements(dev->vk, img->vk, &req);
  if (is_alias(d)) {
    VkImageSubresource sub = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0};
    VkSubresourceLayout lay;
    vkGetImageSubresourceLayout(dev->vk, img->vk, &sub, &lay);
    uint64_t at = d->buffer->off + d->offset;
    rt_block *blk = d->buffer->block;
    if (lay.offset || lay.rowPitch != d->row_pitch || at % req.alignment ||
        !(req.memoryTypeBits & (1u << rt_block_memory_type(blk))))
      return rt_fail(RT_ERR_UNSUPPORTED, "rt_image_create: the driver lays this image out otherwise than its buffer "
                     "(pitch %llu for %llu)", (unsigned long long)lay.rowPitch, (unsigned long long)d->row_pitch);
    r = vkBindImageMemory(dev->vk, img->vk, rt_block_memory(blk), at);
    if (r != VK_SUCCESS) return rt_vk_fail(r, "vkBindImageMemory (image over a buffer)");
    return make_views(img, caps);
  }
  uint32_t type;
  if (!pick_memory(dev, req.memoryTypeBits, &type))
    return rt_fail(RT_ERR_DEVICE_MEMORY, "no memory type for an image");
  VkMemoryDedicatedAllocateInfo ded = {
      .sType = VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO,
      .image = img->vk,
  };
  VkMemoryAllocateInfo ai = {
      .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
      .pNext = &ded,
      .allocationSize = req.size,
      .memoryTypeIndex = type,
  };
  r = vkAllocateMemory(dev->vk, &ai, NULL, &img->mem);
  if (r != VK_SUCCESS) {
    img->mem = VK_NULL_HANDLE;
    return rt_vk_fail(r, "vkAllocateMemory (image)");
  }
  r = vkBindImageMemory(dev->vk, img->vk, img->mem, 0);
  if (r != VK_SUCCESS) return rt_vk_fail(r, "vkBindImageMemory");
  return make_views(img, caps);
}

static rt_status make_views(rt_image *img, uint32_t caps) {
  rt_device *dev = img->dev;
  const rt_image_desc *d = &img->desc;
  VkResult r;
  for (int v = 0; v < RT_VIEW_COUNT; v++) {
    if (!(caps & (1u << v))) continue;
    VkImageViewUsageCreateInfo usage = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_USAGE_CREATE_INFO,
        .usage = is_sampled_view((rt_view)v) ? VK_IMAGE_USAGE_SAMPLED_BIT : VK_IMAGE_USAGE_STORAGE_BIT,
    };
    VkImageViewCreateInfo vi = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO,
        .pNext = &usage,
        .image = img->vk,
        .viewType = view_type(d->type),
        .format = view_format(d->format, (rt_view)v),
        .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, VK_REMAINING_ARRAY_LAYERS},
    };
    r = vkCreateImageView(dev->vk, &vi, NULL, &img->view[v]);
    if (r != VK_SUCCESS) {
      img->view[v] = VK_NULL_HANDLE;
      return rt_vk_fail(r, "vkCreateImageView");
    }
  }
  return RT_OK;
}

rt_status rt_image_create(rt_device *dev, const rt_image_desc *desc, rt_image **out) {
  if (!out) return rt_fail(RT_ERR_INVALID, "rt_image_create: NULL output");
  *out = NULL;
  if (!dev || !desc) return rt_fail(RT_ERR_INVALID, "rt_image_create: NULL argument");
  if ((unsigned)desc->type > RT_IMAGE_BUFFER || format_slot(desc->format) < 0)
    return rt_fail(RT_ERR_INVALID, "rt_image_create: bad type or format");
  rt_status st = rt_device_ready(dev);
  if (st != RT_OK) return st;
  uint32_t caps = rt_image_format_caps(dev, desc->type, desc->format);
  if ((st = check_desc(dev, desc, caps)) != RT_OK) return st;
  if (is_alias(desc)) {
    pthread_mutex_lock(&dev->image_lock);
    caps = alias_caps(dev, desc->format);
    pthread_mutex_unlock(&dev->image_lock);
  }
  if ((desc->type == RT_IMAGE_BUFFER || is_alias(desc)) && desc->buffer->dev != dev)
    return rt_fail(RT_ERR_INVALID, "rt_image_create: buffer of another device");
  rt_image *img = calloc(1, sizeof *img);
  if (!img) return rt_fail(RT_ERR_HOST_MEMORY, "out of host memory for an image");
  img->dev = dev;
  img->desc = *desc;
  img->texel = rt_format_texel_bytes(desc->format);
  pthread_mutex_init(&img->lock, NULL);
  /* A buffer image has no layout to change. */
  atomic_init(&img->ready, desc->type == RT_IMAGE_BUFFER);
  st = desc->type == RT_IMAGE_BUFFER ? make_buffer_views(img, caps) : make_image(img, caps);
  if (st != RT_OK) {
    rt_image_destroy(img);
    return st;
  }
  *out = img;
  return RT_OK;
}

void rt_image_destroy(rt_image *img) {
  if (!img) return;
  VkDevice vk = img->dev->vk;
  for (int v = 0; v < RT_VIEW_COUNT; v++) {
    if (img->view[v] && rt_vk_live()) vkDestroyImageView(vk, img->view[v], NULL);
    if (img->bview[v] && rt_vk_live()) vkDestroyBufferView(vk, img->bview[v], NULL);
  }
  if (img->vk && rt_vk_live()) vkDestroyImage(vk, img->vk, NULL);
  if (img->mem && rt_vk_live()) vkFreeMemory(vk, img->mem, NULL);
  pthread_mutex_destroy(&img->lock);
  free(img);
}

/* ---- layout and regions ----------------------------------------------------- */

void rt_image_prepare(rt_batch *b, rt_image *img) {
  if (atomic_load_explicit(&img->ready, memory_order_acquire)) return;
  pthread_mutex_lock(&img->lock);
  if (!atomic_load_explicit(&img->ready, memory_order_relaxed)) {
    VkImageMemoryBarrier ib = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER,
        .srcAccessMask = 0,
        .dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT |
                         VK_ACCESS_TRANSFER_WRITE_BIT,
        .oldLayout = is_alias(&img->desc) ? VK_IMAGE_LAYOUT_PREINITIALIZED : VK_IMAGE_LAYOUT_UNDEFINED,
        .newLayout = VK_IMAGE_LAYOUT_GENERAL,
        .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
        .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
        .image = img->vk,
        .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, VK_REMAINING_ARRAY_LAYERS},
    };
    vkCmdPipelineBarrier(b->cb, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                         VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 0, NULL, 0,
                         NULL, 1, &ib);
    atomic_store_explicit(&img->ready, true, memory_order_release);
  }
  pthread_mutex_unlock(&img->lock);
}

void rt_image_subresource(const rt_image *img, const rt_box *box, VkOffset3D *off, VkExtent3D *ext,
                          VkImageSubresourceLayers *sub) {
  const uint32_t *o = box->origin, *e = box->extent;
  *sub = (VkImageSubresourceLayers){VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1};
  switch (img->desc.type) {
  case RT_IMAGE_1D_ARRAY:
    *off = (VkOffset3D){(int32_t)o[0], 0, 0};
    *ext = (VkExtent3D){e[0], 1, 1};
    sub->baseArrayLayer = o[1];
    sub->layerCount = e[1];
    break;
  case RT_IMAGE_2D_ARRAY:
    *off = (VkOffset3D){(int32_t)o[0], (int32_t)o[1], 0};
    *ext = (VkExtent3D){e[0], e[1], 1};
    sub->baseArrayLayer = o[2];
    sub->layerCount = e[2];
    break;
  default:
    *off = (VkOffset3D){(int32_t)o[0], (int32_t)o[1], (int32_t)o[2]};
    *ext = (VkExtent3D){e[0], e[1], e[2]};
    break;
  }
}
