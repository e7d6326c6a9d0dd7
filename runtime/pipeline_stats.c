/* pipeline_stats.c: what the driver says about each compute pipeline it
 * built (VK_KHR_pipeline_executable_properties), for finding why a kernel
 * runs slower through Shoal than through a native OpenCL: register counts,
 * instruction counts, spills, and the driver's own listings where it gives
 * them. Off unless SHOAL_PIPELINE_STATS is set: capturing may cost the
 * driver time. SHOAL_PIPELINE_STATS=1 prints the statistics on stderr; a
 * directory name also writes each textual listing there, one file per
 * pipeline and representation. */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *setting(void) {
  const char *e = getenv("SHOAL_PIPELINE_STATS");
  return e && *e && strcmp(e, "0") ? e : NULL;
}

bool rt_pipeline_stats_wanted(void) { return setting() != NULL; }

VkPipelineCreateFlags rt_pipeline_stats_flags(const rt_device *dev) {
  return dev->pipeline_stats ? VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR |
                                   VK_PIPELINE_CREATE_CAPTURE_INTERNAL_REPRESENTATIONS_BIT_KHR
                             : 0;
}

static void print_value(const VkPipelineExecutableStatisticKHR *s, char *out, size_t n) {
  switch (s->format) {
  case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR: snprintf(out, n, "%s", s->value.b32 ? "yes" : "no"); break;
  case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR: snprintf(out, n, "%lld", (long long)s->value.i64); break;
  case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR:
    snprintf(out, n, "%llu", (unsigned long long)s->value.u64);
    break;
  case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_FLOAT64_KHR: snprintf(out, n, "%g", s->value.f64); break;
  default: snprintf(out, n, "?"); break;
  }
}

/* The directory's listing of one representation; a name is made of the
 * entry point, the pipeline's local size and the representation's name,
 * with anything but letters, digits, '-' and '_' replaced. */
static void write_listing(const char *dir, const char *entry, const rt_pipeline_key *k, uint32_t exe,
                          const VkPipelineExecutableInternalRepresentationKHR *ir) {
  char name[400];
  int len = snprintf(name, sizeof name, "%s/%s.%ux%ux%u.%u.%s.txt", dir, entry, k->local_size[0],
                     k->local_size[1], k->local_size[2], exe, ir->name);
  if (len < 0 || (size_t)len >= sizeof name) return;
  for (char *c = name + strlen(dir) + 1; *c; c++)
    if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || *c == '-' ||
          *c == '_' || *c == '.'))
      *c = '_';
  FILE *f = fopen(name, "w");
  if (!f) return;
  size_t n = ir->dataSize;
  while (n && !((const char *)ir->pData)[n - 1]) n--; /* the trailing NUL */
  fwrite(ir->pData, 1, n, f);
  fclose(f);
}

static void representations(rt_device *dev, const VkPipelineExecutableInfoKHR *ei, const char *entry,
                            const rt_pipeline_key *k, const char *dir) {
  uint32_t n = 0;
  if (dev->fn.get_executable_representations(dev->vk, ei, &n, NULL) != VK_SUCCESS || !n) return;
  VkPipelineExecutableInternalRepresentationKHR *ir = calloc(n, sizeof *ir);
  if (!ir) return;
  for (uint32_t i = 0; i < n; i++) ir[i].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INTERNAL_REPRESENTATION_KHR;
  if (dev->fn.get_executable_representations(dev->vk, ei, &n, ir) == VK_SUCCESS) {
    for (uint32_t i = 0; i < n; i++) {
      fprintf(stderr, "shoal: pipeline %s:   listing \"%s\" (%s), %zu bytes%s\n", entry, ir[i].name,
              ir[i].description, ir[i].dataSize, ir[i].isText ? "" : ", binary");
      if (dir && ir[i].isText && ir[i].dataSize) ir[i].pData = malloc(ir[i].dataSize);
    }
    if (dir && dev->fn.get_executable_representations(dev->vk, ei, &n, ir) == VK_SUCCESS)
      for (uint32_t i = 0; i < n; i++)
        if (ir[i].pData) write_listing(dir, entry, k, ei->executableIndex, &ir[i]);
    for (uint32_t i = 0; i < n; i++) free(ir[i].pData);
  }
  free(ir);
}

void rt_pipeline_stats_report(rt_device *dev, VkPipeline p, const char *entry, const rt_pipeline_key *k) {
  if (!dev->pipeline_stats || !rt_vk_live()) return;
  const char *dir = setting();
  struct stat sb;
  if (dir && (stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode))) dir = NULL;
  VkPipelineInfoKHR pi = {.sType = VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR, .pipeline = p};
  uint32_t nexe = 0;
  if (dev->fn.get_executable_properties(dev->vk, &pi, &nexe, NULL) != VK_SUCCESS || !nexe) return;
  VkPipelineExecutablePropertiesKHR *pe = calloc(nexe, sizeof *pe);
  if (!pe) return;
  for (uint32_t i = 0; i < nexe; i++) pe[i].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_PROPERTIES_KHR;
  if (dev->fn.get_executable_properties(dev->vk, &pi, &nexe, pe) != VK_SUCCESS) nexe = 0;
  for (uint32_t e = 0; e < nexe; e++) {
    fprintf(stderr, "shoal: pipeline %s (local size %u,%u,%u): executable %u \"%s\", sub-group size %u\n", entry,
            k->local_size[0], k->local_size[1], k->local_size[2], e, pe[e].name, pe[e].subgroupSize);
    VkPipelineExecutableInfoKHR ei = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR, .pipeline = p, .executableIndex = e};
    uint32_t ns = 0;
    if (dev->fn.get_executable_statistics(dev->vk, &ei, &ns, NULL) == VK_SUCCESS && ns) {
      VkPipelineExecutableStatisticKHR *s = calloc(ns, sizeof *s);
      if (s) {
        for (uint32_t i = 0; i < ns; i++) s[i].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR;
        if (dev->fn.get_executable_statistics(dev->vk, &ei, &ns, s) == VK_SUCCESS)
          for (uint32_t i = 0; i < ns; i++) {
            char v[64];
            print_value(&s[i], v, sizeof v);
            fprintf(stderr, "shoal: pipeline %s:   %s = %s\n", entry, s[i].name, v);
          }
        free(s);
      }
    }
    representations(dev, &ei, entry, k, dir);
  }
  free(pe);
}
