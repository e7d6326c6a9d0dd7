/* vk_device_groups.c: the Vulkan physical device groups of this machine,
 * and for a group of several GPUs, the peer memory features between them
 * (what moves over NVLink would need: one VkDevice over the group). Read by
 * bench/multi-gpu-h100.sh; docs/benchmarks.md, "Several GPUs". */
#include <stdio.h>
#include <vulkan/vulkan.h>

int main(void) {
  VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .apiVersion = VK_API_VERSION_1_1};
  VkInstanceCreateInfo ci = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
  VkInstance inst;
  if (vkCreateInstance(&ci, NULL, &inst) != VK_SUCCESS) {
    fprintf(stderr, "vk_device_groups: no Vulkan instance\n");
    return 1;
  }
  uint32_t n = 0;
  vkEnumeratePhysicalDeviceGroups(inst, &n, NULL);
  VkPhysicalDeviceGroupProperties g[16];
  if (n > 16) n = 16;
  for (uint32_t i = 0; i < n; i++) g[i] = (VkPhysicalDeviceGroupProperties){.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_GROUP_PROPERTIES};
  vkEnumeratePhysicalDeviceGroups(inst, &n, g);
  for (uint32_t i = 0; i < n; i++) {
    printf("group %u: %u device(s)", i, g[i].physicalDeviceCount);
    for (uint32_t j = 0; j < g[i].physicalDeviceCount; j++) {
      VkPhysicalDeviceProperties p;
      vkGetPhysicalDeviceProperties(g[i].physicalDevices[j], &p);
      printf("%s %s", j ? "," : ":", p.deviceName);
    }
    printf("\n");
    if (g[i].physicalDeviceCount < 2) continue;
    VkDeviceGroupDeviceCreateInfo gi = {.sType = VK_STRUCTURE_TYPE_DEVICE_GROUP_DEVICE_CREATE_INFO,
                                        .physicalDeviceCount = g[i].physicalDeviceCount,
                                        .pPhysicalDevices = g[i].physicalDevices};
    float prio = 1.0f;
    VkDeviceQueueCreateInfo qi = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, .queueCount = 1,
                                  .pQueuePriorities = &prio};
    VkDeviceCreateInfo di = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, .pNext = &gi, .queueCreateInfoCount = 1,
                             .pQueueCreateInfos = &qi};
    VkDevice dev;
    if (vkCreateDevice(g[i].physicalDevices[0], &di, NULL, &dev) != VK_SUCCESS) {
      printf("  no VkDevice over the group\n");
      continue;
    }
    VkPeerMemoryFeatureFlags f = 0;
    vkGetDeviceGroupPeerMemoryFeatures(dev, 0, 0, 1, &f);
    printf("  peer memory of device 1 seen from device 0 (heap 0): copy src %d, copy dst %d, generic src %d, generic dst %d\n",
           !!(f & VK_PEER_MEMORY_FEATURE_COPY_SRC_BIT), !!(f & VK_PEER_MEMORY_FEATURE_COPY_DST_BIT),
           !!(f & VK_PEER_MEMORY_FEATURE_GENERIC_SRC_BIT), !!(f & VK_PEER_MEMORY_FEATURE_GENERIC_DST_BIT));
    vkDestroyDevice(dev, NULL);
  }
  vkDestroyInstance(inst, NULL);
  return 0;
}
