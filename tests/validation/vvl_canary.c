/* vvl_canary.c: a deliberately invalid use of Vulkan (a buffer of size 0,
 * which vkCreateBuffer's valid usage forbids), run through
 * run_validated.sh to show that the validation-layer cases of the test
 * suite (vvl.*) can fail: the layer is loaded, reports the error, and the
 * wrapper turns it into a failure. Exits 0 whatever the driver does, so
 * that only the layer's report decides the case. */
#include <stdio.h>
#include <vulkan/vulkan.h>

int main(void) {
  VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .apiVersion = VK_API_VERSION_1_1};
  VkInstanceCreateInfo ici = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
  VkInstance inst;
  if (vkCreateInstance(&ici, NULL, &inst) != VK_SUCCESS) {
    printf("vvl_canary: no Vulkan instance\n");
    return 1;
  }
  uint32_t n = 1;
  VkPhysicalDevice pd;
  VkResult r = vkEnumeratePhysicalDevices(inst, &n, &pd);
  if ((r != VK_SUCCESS && r != VK_INCOMPLETE) || n == 0) {
    printf("vvl_canary: no Vulkan device\n");
    vkDestroyInstance(inst, NULL);
    return 1;
  }
  float prio = 1.0f;
  VkDeviceQueueCreateInfo qci = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, .queueCount = 1,
                                 .pQueuePriorities = &prio};
  VkDeviceCreateInfo dci = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, .queueCreateInfoCount = 1,
                            .pQueueCreateInfos = &qci};
  VkDevice dev;
  if (vkCreateDevice(pd, &dci, NULL, &dev) != VK_SUCCESS) {
    printf("vvl_canary: no logical device\n");
    vkDestroyInstance(inst, NULL);
    return 1;
  }
  VkBufferCreateInfo bci = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = 0,
                            .usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT};
  VkBuffer buf = VK_NULL_HANDLE;
  if (vkCreateBuffer(dev, &bci, NULL, &buf) == VK_SUCCESS && buf != VK_NULL_HANDLE) vkDestroyBuffer(dev, buf, NULL);
  vkDestroyDevice(dev, NULL);
  vkDestroyInstance(inst, NULL);
  printf("vvl_canary: done\n");
  return 0;
}
