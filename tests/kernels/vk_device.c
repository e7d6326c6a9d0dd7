/* vk_device.c: see vk_device.h. libvulkan is opened at run time, so the
 * tests link nothing of Vulkan. */
#include "vk_device.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

bool kh_vk_query(cl_device_id d, vkdev *v) {
  memset(v, 0, sizeof *v);
  uint8_t uuid[16];
  if (clGetDeviceInfo(d, CL_DEVICE_UUID_KHR, sizeof uuid, uuid, NULL) != CL_SUCCESS) {
    fprintf(stderr, "the device has no UUID to find it in Vulkan by\n");
    return false;
  }
  void *lib = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    fprintf(stderr, "no libvulkan.so.1: %s\n", dlerror());
    return false;
  }
  PFN_vkGetInstanceProcAddr gipa = (PFN_vkGetInstanceProcAddr)dlsym(lib, "vkGetInstanceProcAddr");
  PFN_vkEnumerateInstanceVersion eiv = gipa ? (PFN_vkEnumerateInstanceVersion)gipa(NULL, "vkEnumerateInstanceVersion") : NULL;
  PFN_vkCreateInstance create = gipa ? (PFN_vkCreateInstance)gipa(NULL, "vkCreateInstance") : NULL;
  uint32_t iv = 0;
  if (!eiv || !create || eiv(&iv) != VK_SUCCESS || iv < VK_API_VERSION_1_2) {
    fprintf(stderr, "the Vulkan loader is older than 1.2\n");
    return false;
  }
  VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .apiVersion = VK_API_VERSION_1_2};
  VkInstanceCreateInfo ci = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
  VkInstance inst;
  if (create(&ci, NULL, &inst) != VK_SUCCESS) return false;
#define FN(name) PFN_##name name = (PFN_##name)gipa(inst, #name)
  FN(vkEnumeratePhysicalDevices);
  FN(vkGetPhysicalDeviceProperties2);
  FN(vkGetPhysicalDeviceFeatures2);
  FN(vkDestroyInstance);
#undef FN
  VkPhysicalDevice phys[16];
  uint32_t n = 16;
  if (vkEnumeratePhysicalDevices(inst, &n, phys) < 0) n = 0;
  for (uint32_t i = 0; i < n && !v->found; i++) {
    VkPhysicalDeviceIDProperties id = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES};
    VkPhysicalDeviceProperties2 p2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &id};
    vkGetPhysicalDeviceProperties2(phys[i], &p2);
    if (memcmp(id.deviceUUID, uuid, 16) || p2.properties.apiVersion < VK_API_VERSION_1_2) continue;
    memcpy(v->name, p2.properties.deviceName, sizeof v->name);
    v->p12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES;
    p2.pNext = &v->p12;
    vkGetPhysicalDeviceProperties2(phys[i], &p2);
    v->f11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
    v->f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    v->f11.pNext = &v->f12;
    VkPhysicalDeviceFeatures2 f2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &v->f11};
    vkGetPhysicalDeviceFeatures2(phys[i], &f2);
    v->f = f2.features;
    v->f11.pNext = v->f12.pNext = v->p12.pNext = NULL;
    v->found = true;
  }
  vkDestroyInstance(inst, NULL);
  if (!v->found) fprintf(stderr, "no Vulkan 1.2 device with the OpenCL device's UUID\n");
  return v->found;
}

