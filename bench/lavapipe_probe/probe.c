/* probe.c: the same 64 MiB uint4 copy as bench_peers' copy, straight through
 * Vulkan on the first device, once through storage-buffer descriptors
 * (ssbo.comp) and once through buffer device addresses (bda.comp, the
 * form Shoal's translator emits for __global pointers); then an 8-bit
 * element-wise operation both ways (ssbo_u8.comp, bda_u8.comp: a byte per
 * invocation, as OpenCV's uchar arithmetic), and the byte form through
 * device addresses with 4 or 16 consecutive bytes per invocation
 * (bda_u8x4.comp, bda_u8x16.comp) or 4 bytes a grid apart (bda_u8s4.comp),
 * and with 4 or 16 consecutive bytes moved as one access (bda_u8v4.comp,
 * bda_u8v16.comp): what running several work-items in one invocation would
 * give; best of 5 submits.
 * It measures what the Vulkan driver makes of each form (docs/benchmarks.md,
 * "lavapipe against PoCL"); run.sh builds and runs it. */
#include <vulkan/vulkan.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define C(x) do{VkResult r_=(x); if(r_){printf("%s: %d\n",#x,r_);exit(1);}}while(0)
static void *rd(const char*p,size_t*n){FILE*f=fopen(p,"rb");fseek(f,0,2);*n=ftell(f);rewind(f);void*b=malloc(*n);fread(b,1,*n,f);fclose(f);return b;}
int main(){
 VkApplicationInfo ai={.sType=VK_STRUCTURE_TYPE_APPLICATION_INFO,.apiVersion=VK_API_VERSION_1_2};
 VkInstanceCreateInfo ic={.sType=VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO,.pApplicationInfo=&ai};VkInstance in;C(vkCreateInstance(&ic,0,&in));
 uint32_t n=1;VkPhysicalDevice pd;vkEnumeratePhysicalDevices(in,&n,&pd);
 float pr=1;VkDeviceQueueCreateInfo qc={.sType=VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,.queueCount=1,.pQueuePriorities=&pr};
 VkPhysicalDeviceVulkan12Features f12={.sType=VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,.bufferDeviceAddress=1,.storageBuffer8BitAccess=1,.shaderInt8=1};
 VkPhysicalDeviceFeatures2 f2={.sType=VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2,.pNext=&f12,.features.shaderInt64=1};
 VkDeviceCreateInfo dc={.sType=VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,.pNext=&f2,.queueCreateInfoCount=1,.pQueueCreateInfos=&qc};VkDevice d;C(vkCreateDevice(pd,&dc,0,&d));
 VkQueue q;vkGetDeviceQueue(d,0,0,&q);
 size_t N=64<<20;VkBuffer buf[2];VkDeviceMemory mem[2];VkDeviceAddress ad[2];
 for(int i=0;i<2;i++){VkBufferCreateInfo bc={.sType=VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,.size=N,.usage=VK_BUFFER_USAGE_STORAGE_BUFFER_BIT|VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT};C(vkCreateBuffer(d,&bc,0,&buf[i]));
  VkMemoryRequirements mr;vkGetBufferMemoryRequirements(d,buf[i],&mr);VkMemoryAllocateFlagsInfo fi={.sType=VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO,.flags=VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT};
  VkMemoryAllocateInfo ma={.sType=VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,.pNext=&fi,.allocationSize=mr.size,.memoryTypeIndex=0};C(vkAllocateMemory(d,&ma,0,&mem[i]));vkBindBufferMemory(d,buf[i],mem[i],0);
  VkBufferDeviceAddressInfo bi={.sType=VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO,.buffer=buf[i]};ad[i]=vkGetBufferDeviceAddress(d,&bi);}
 VkDescriptorSetLayoutBinding b[2]={{0,VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,1,VK_SHADER_STAGE_COMPUTE_BIT,0},{1,VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,1,VK_SHADER_STAGE_COMPUTE_BIT,0}};
 VkDescriptorSetLayoutCreateInfo lc={.sType=VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,.bindingCount=2,.pBindings=b};VkDescriptorSetLayout dl;C(vkCreateDescriptorSetLayout(d,&lc,0,&dl));
 VkPushConstantRange pcr={VK_SHADER_STAGE_COMPUTE_BIT,0,16};VkPipelineLayoutCreateInfo plc={.sType=VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,.setLayoutCount=1,.pSetLayouts=&dl,.pushConstantRangeCount=1,.pPushConstantRanges=&pcr};VkPipelineLayout pl;C(vkCreatePipelineLayout(d,&plc,0,&pl));
 VkDescriptorPoolSize ps={VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,2};VkDescriptorPoolCreateInfo pc={.sType=VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,.maxSets=1,.poolSizeCount=1,.pPoolSizes=&ps};VkDescriptorPool dp;C(vkCreateDescriptorPool(d,&pc,0,&dp));
 VkDescriptorSetAllocateInfo da={.sType=VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,.descriptorPool=dp,.descriptorSetCount=1,.pSetLayouts=&dl};VkDescriptorSet ds;C(vkAllocateDescriptorSets(d,&da,&ds));
 VkDescriptorBufferInfo dbi[2]={{buf[0],0,N},{buf[1],0,N}};VkWriteDescriptorSet w={.sType=VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,.dstSet=ds,.descriptorCount=2,.descriptorType=VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,.pBufferInfo=dbi};vkUpdateDescriptorSets(d,1,&w,0,0);
 VkCommandPoolCreateInfo cpc={.sType=VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};VkCommandPool cp;vkCreateCommandPool(d,&cpc,0,&cp);
 const char*names[9]={"ssbo.spv","bda.spv","ssbo_u8.spv","bda_u8.spv","bda_u8x4.spv","bda_u8x16.spv","bda_u8s4.spv","bda_u8v4.spv","bda_u8v16.spv"};const size_t per[9]={16,16,1,1,4,16,4,4,16};
 for(int v=0;v<9;v++){size_t sz;void*code=rd(names[v],&sz);VkShaderModuleCreateInfo sc={.sType=VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,.codeSize=sz,.pCode=code};VkShaderModule sm;C(vkCreateShaderModule(d,&sc,0,&sm));
  VkComputePipelineCreateInfo cc={.sType=VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,.stage={.sType=VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,.stage=VK_SHADER_STAGE_COMPUTE_BIT,.module=sm,.pName="main"},.layout=pl};VkPipeline p;C(vkCreateComputePipelines(d,0,1,&cc,0,&p));
  VkCommandBufferAllocateInfo ca={.sType=VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,.commandPool=cp,.commandBufferCount=1};VkCommandBuffer cb;vkAllocateCommandBuffers(d,&ca,&cb);
  VkCommandBufferBeginInfo bb={.sType=VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};vkBeginCommandBuffer(cb,&bb);vkCmdBindPipeline(cb,VK_PIPELINE_BIND_POINT_COMPUTE,p);
  vkCmdBindDescriptorSets(cb,VK_PIPELINE_BIND_POINT_COMPUTE,pl,0,1,&ds,0,0);vkCmdPushConstants(cb,pl,VK_SHADER_STAGE_COMPUTE_BIT,0,16,ad);vkCmdDispatch(cb,(uint32_t)(N/per[v]/256),1,1);vkEndCommandBuffer(cb);
  double best=1e9;for(int r=0;r<5;r++){struct timespec t0,t1;clock_gettime(CLOCK_MONOTONIC,&t0);VkSubmitInfo si={.sType=VK_STRUCTURE_TYPE_SUBMIT_INFO,.commandBufferCount=1,.pCommandBuffers=&cb};vkQueueSubmit(q,1,&si,0);vkQueueWaitIdle(q);clock_gettime(CLOCK_MONOTONIC,&t1);double t=(t1.tv_sec-t0.tv_sec)+(t1.tv_nsec-t0.tv_nsec)*1e-9;if(t<best)best=t;}
  printf("%s: %.2f GB/s (read+write)\n",names[v],2.0*N/best*1e-9);}
 return 0;}
