/* vk_device.h: the OpenCL device under test seen through Vulkan (the
 * same physical device, matched by UUID), so tests can judge what Shoal
 * advertises and whether it must run or refuse a module against the
 * Vulkan features it was built from. */
#ifndef VK_DEVICE_H
#define VK_DEVICE_H

#include <stdbool.h>

#include "cltest.h"
#define VK_NO_PROTOTYPES
#include <vulkan/vulkan.h>

/* The same physical device seen through Vulkan (matched by UUID). */
typedef struct vkdev {
  bool found;
  char name[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE];
  VkPhysicalDeviceFeatures f;
  VkPhysicalDeviceVulkan11Features f11;
  VkPhysicalDeviceVulkan12Features f12;
  VkPhysicalDeviceVulkan12Properties p12;
} vkdev;

/* Fills v from the Vulkan device with d's UUID; false (with a message)
 * where there is none. */
bool kh_vk_query(cl_device_id d, vkdev *v);

#endif
