/* compile_step.c: the per-device steps of clBuildProgram, clCompileProgram
 * and clLinkProgram: OpenCL C to a SPIR-V object (through the build cache),
 * SPIR-V modules linked, and SPIR-V translated into kernels with one
 * Vulkan shader each. The entry points (build.c) choose the steps; the
 * results and logs go into a prog_build. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "icd.h"

void device_cc_info(cl_device_id dev, cc_device *out) {
  cl_bool images = CL_FALSE;
  clGetDeviceInfo(dev, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL);
  out->opencl_version = 300;
  out->extensions = dev->extensions;
  out->features = dev->c_features_str;
  out->image_support = images == CL_TRUE;
  device_qcom_wave_sizes(dev, &out->qcom_half, &out->qcom_full);
}

void device_c_versions(cl_device_id dev, unsigned out[DEVICE_MAX_C_VERSIONS + 1]) {
  cl_name_version v[DEVICE_MAX_C_VERSIONS];
  size_t size = 0;
  size_t n = 0;
  if (clGetDeviceInfo(dev, CL_DEVICE_OPENCL_C_ALL_VERSIONS, sizeof v, v, &size) == CL_SUCCESS)
    for (size_t i = 0; i < size / sizeof v[0] && n < DEVICE_MAX_C_VERSIONS; i++)
      out[n++] = CL_VERSION_MAJOR(v[i].version) * 100 + CL_VERSION_MINOR(v[i].version) * 10;
  out[n] = 0;
}

/* Appends printf-style text to the build's log. */
void build_log_add(prog_build *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n <= 0) return;
  size_t old = b->log ? strlen(b->log) : 0;
  char *l = realloc(b->log, old + (size_t)n + 1);
  if (!l) return;
  va_start(ap, fmt);
  vsnprintf(l + old, (size_t)n + 1, fmt, ap);
  va_end(ap);
  b->log = l;
}

cl_int step_compile(cl_device_id dev, const char *source, const cc_header *headers, size_t nheaders,
                    const char *options, const cc_options *o, prog_build *b) {
  cc_device cd;
  device_cc_info(dev, &cd);
  char *log = NULL;
  uint32_t *spirv = NULL;
  size_t n = 0;
  cc_status st = pcache_compile(dev, source, headers, nheaders, options, o, &cd, &spirv, &n, &log);
  if (log) build_log_add(b, "%s", log);
  free(log);
  switch (st) {
  case CC_OK:
    b->spirv = spirv;
    b->spirv_words = n;
    return CL_SUCCESS;
  case CC_NO_COMPILER: return CL_COMPILER_NOT_AVAILABLE;
  case CC_NO_MEMORY: return CL_OUT_OF_HOST_MEMORY;
  case CC_BAD_OPTIONS: return CL_INVALID_BUILD_OPTIONS;
  default: return CL_BUILD_PROGRAM_FAILURE;
  }
}

/* The options an executable's binary carries: those that change how its
 * SPIR-V is translated and run (the SPIR-V does not record them). */
char *exec_options_string(const cc_options *o, bool from_il) {
  char s[200];
  snprintf(s, sizeof s, "%s%s%s%s%s", o->fp32_correctly_rounded_divide ? "-cl-fp32-correctly-rounded-divide-sqrt " : "",
           o->unsafe_math ? "-cl-unsafe-math-optimizations " : "",
           o->uniform_work_group_size ? "-cl-uniform-work-group-size " : "",
           o->kernel_arg_info && !from_il ? "-cl-kernel-arg-info " : "",
           /* Shoal's own word: where the module came from, which the
            * SPIR-V does not record. */
           from_il ? "-shoal-from-il" : "");
  return dup_str(s);
}

bool step_translate(cl_device_id dev, const cc_options *o, prog_build *b) {
  tr_target t;
  target_from_device(dev, &t);
  t.fp32_correctly_rounded_divide = o->fp32_correctly_rounded_divide;
  t.unsafe_math = o->unsafe_math;
  b->uniform_wg = o->uniform_work_group_size;
  b->arg_info = o->kernel_arg_info && !b->from_il;
  char *log = NULL;
  tr_program *tp = NULL;
  bool ok = tr_translate(b->spirv, b->spirv_words, &t, NULL, &tp, &log);
  if (log) build_log_add(b, "%s", log);
  free(log);
  if (!ok || !tp) return false;
  b->tp = tp;
  /* Refused here, in a moment, rather than by the driver's compiler at
   * the first launch after minutes and gigabytes (docs/runtime.md). */
  for (uint32_t k = 0; k < tp->nkernels; k++)
    if (tp->kernels[k].private_bytes > SHOAL_MAX_PRIVATE_BYTES) {
      build_log_add(b,
                    "error: kernel %s needs %llu bytes of __private memory per work-item; at most %u are "
                    "supported (make large arrays __global or __local)\n",
                    tp->kernels[k].name, (unsigned long long)tp->kernels[k].private_bytes,
                    SHOAL_MAX_PRIVATE_BYTES);
      return false;
    }
  if (program_globals_create(dev, b) != CL_SUCCESS) {
    build_log_add(b, "error: no device memory for the program-scope variables\n");
    return false;
  }
  b->shaders = calloc(tp->nkernels ? tp->nkernels : 1, sizeof *b->shaders);
  if (!b->shaders) return false;
  for (uint32_t k = 0; k < tp->nkernels; k++) {
    const tr_kernel *tk = &tp->kernels[k];
    uint32_t nb = kernel_image_bindings(tk, NULL);
    rt_binding *bindings = nb ? malloc(nb * sizeof *bindings) : NULL;
    if (nb && !bindings) return false;
    kernel_image_bindings(tk, bindings);
    rt_status made = rt_shader_create_bound(dev->rt, tk->spirv, tk->spirv_words, bindings, nb, &b->shaders[k]);
    free(bindings);
    if (made != RT_OK) {
      b->shaders[k] = NULL;
      const char *why = rt_last_error();
      build_log_add(b, "kernel %s: the device rejected the shader: %s\n", tk->name, why ? why : "");
      return false;
    }
  }
  /* Before any pipeline of the device is made: what earlier runs saved. */
  pcache_pipelines_load(dev);
  free(b->bin_options);
  b->bin_options = exec_options_string(o, b->from_il);
  b->bin_type = CL_PROGRAM_BINARY_TYPE_EXECUTABLE;
  return b->bin_options != NULL;
}

cl_int step_link(const uint32_t *const *modules, const size_t *nwords, size_t count, bool library,
                 prog_build *b) {
  /* The linker trusts its inputs: each must pass the translator's checks
   * (they came from a compile or a checked binary, but say where). */
  for (size_t i = 0; i < count; i++) {
    char *log = NULL;
    bool ok = tr_check_input(modules[i], nwords[i], &log);
    if (!ok) build_log_add(b, "input %zu: %s", i, log ? log : "out of host memory\n");
    free(log);
    if (!ok) return CL_LINK_PROGRAM_FAILURE;
  }
  uint32_t *out = NULL;
  size_t n = 0;
  char *log = NULL;
  cc_status st = cc_link(modules, nwords, count, library, &out, &n, &log);
  if (log) build_log_add(b, "%s", log);
  free(log);
  if (st == CC_NO_MEMORY) return CL_OUT_OF_HOST_MEMORY;
  if (st != CC_OK) return CL_LINK_PROGRAM_FAILURE;
  b->spirv = out;
  b->spirv_words = n;
  return CL_SUCCESS;
}
