/* build.c: clBuildProgram (SPIR-V through the translator, one runtime
 * shader per kernel and device), and the separate compile and link steps,
 * which are not offered. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "icd.h"

static const char source_log[] =
  "Shoal: building OpenCL C source is not supported yet; create the program from SPIR-V "
  "(clCreateProgramWithIL) instead.\n";

static void target_from_device(cl_device_id dev, tr_target *t) {
  const rt_device_info *in = dev->info;
  memset(t, 0, sizeof *t);
  t->spirv_version = in->max_spirv_version ? in->max_spirv_version : 0x00010300;
  uint32_t major = in->api_version >> 22 & 0x7f, minor = in->api_version >> 12 & 0x3ff;
  t->vulkan_version = major > 1 || minor >= 3 ? 13 : minor == 2 ? 12 : 11;
  t->int8 = in->int8;
  t->int16 = in->int16;
  t->int64 = in->int64;
  t->float16 = in->float16;
  t->float64 = in->float64;
  t->subgroup_extended_types = in->subgroup_extended_types;
  t->storage8 = in->storage8;
  t->storage16 = in->storage16;
  t->buffer_int64_atomics = in->buffer_int64_atomics;
  t->shared_int64_atomics = in->shared_int64_atomics;
  t->float32_atomic_add = in->float32_atomic_add;
  t->vulkan_memory_model = in->vulkan_memory_model;
  t->maximal_reconvergence = in->maximal_reconvergence;
  t->subgroup_uniform_control_flow = in->subgroup_uniform_control_flow;
  t->subgroup_size = in->subgroup_size;
  t->min_subgroup_size = in->min_subgroup_size;
  t->max_subgroup_size = in->max_subgroup_size;
  t->subgroup_ops = in->subgroup_ops;
  t->subgroup_size_control = in->subgroup_size_control;
  t->max_push_constants = in->max_push_constants;
  t->max_shared_memory = in->max_shared_memory;
  t->float_controls = in->float_controls;
  t->denorm_preserve = in->fc_denorm_preserve_modes;
  t->rounding_rte = in->fc_rte_modes;
  t->signed_zero_inf_nan = in->fc_szinp_modes;
  t->storage_read_without_format = in->storage_read_without_format;
  t->storage_write_without_format = in->storage_write_without_format;
  t->max_sampled_images = in->max_sampled_images;
  t->max_storage_images = in->max_storage_images;
  t->max_image_resources = in->max_stage_resources;
  /* SHOAL_VALIDATE=1 runs spirv-val on every translator output. */
  const char *v = getenv("SHOAL_VALIDATE");
  t->validate = v && *v && strcmp(v, "0") != 0;
}

/* Whether the option string holds `word` as one whole option. */
static bool has_option(const char *opts, const char *word) {
  size_t n = strlen(word);
  for (const char *p = opts ? strstr(opts, word) : NULL; p; p = strstr(p + 1, word))
    if ((p == opts || isspace((unsigned char)p[-1])) && (!p[n] || isspace((unsigned char)p[n])))
      return true;
  return false;
}

/* Options that change how division is translated (docs/builtins.md,
 * "Division"): the SPIR-V does not carry them. */
static void division_options(const char *opts, tr_target *t) {
  t->fp32_correctly_rounded_divide = has_option(opts, "-cl-fp32-correctly-rounded-divide-sqrt");
  t->unsafe_math = has_option(opts, "-cl-unsafe-math-optimizations") || has_option(opts, "-cl-fast-relaxed-math");
}

/* Checks the options we understand; the rest (-D, -I, -w, -cl-fast-...)
 * changes nothing for SPIR-V and is kept for CL_PROGRAM_BUILD_OPTIONS. */
static cl_int parse_options(const char *opts, bool *uniform_wg) {
  *uniform_wg = false;
  if (!opts) return CL_SUCCESS;
  const char *p = opts;
  while (*p) {
    while (isspace((unsigned char)*p)) p++;
    const char *start = p;
    while (*p && !isspace((unsigned char)*p)) p++;
    size_t n = (size_t)(p - start);
    if (!n) break;
    if (n == 27 && !strncmp(start, "-cl-uniform-work-group-size", n)) *uniform_wg = true;
    if (n > 8 && !strncmp(start, "-cl-std=", 8)) {
      static const char *const ok[] = {"CL1.0", "CL1.1", "CL1.2", "CL3.0"};
      bool known = false;
      for (size_t i = 0; i < ARRAY_LEN(ok); i++)
        known = known || (n - 8 == strlen(ok[i]) && !strncmp(start + 8, ok[i], n - 8));
      if (!known) return CL_INVALID_BUILD_OPTIONS;
    }
  }
  return CL_SUCCESS;
}

static char *dup_str(const char *s) {
  if (!s) s = "";
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (d) memcpy(d, s, n);
  return d;
}

/* Builds program p (IL) for device dev into *b; true on success. */
static bool build_one(cl_program p, cl_device_id dev, const char *options, prog_build *b) {
  if (p->src == PROG_SOURCE) {
    b->log = dup_str(source_log);
    return false;
  }
  tr_target t;
  target_from_device(dev, &t);
  division_options(options, &t);
  char *log = NULL;
  tr_program *tp = NULL;
  bool ok = tr_translate(p->il, p->il_size / 4, &t, NULL, &tp, &log);
  b->log = log ? log : dup_str("");
  if (!ok || !tp) return false;
  b->tp = tp;
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
      size_t n = strlen(b->log) + strlen(tk->name) + strlen(why ? why : "") + 64;
      char *nl = malloc(n);
      if (nl) {
        snprintf(nl, n, "%skernel %s: the device rejected the shader: %s\n", b->log, tk->name,
                 why ? why : "");
        free(b->log);
        b->log = nl;
      }
      return false;
    }
  }
  return true;
}

/* Marks p as building for the devices chosen; CL_INVALID_OPERATION if a
 * build is under way or kernels exist. */
static cl_int begin_build(cl_program p, cl_uint ndev, const cl_device_id *devs, bool *chosen) {
  for (cl_uint i = 0; i < p->ndevices; i++) chosen[i] = !devs;
  for (cl_uint i = 0; devs && i < ndev; i++) {
    int d = obj_valid(devs[i], OBJ_DEVICE) ? program_device_index(p, devs[i]) : -1;
    if (d < 0) return CL_INVALID_DEVICE;
    chosen[d] = true;
  }
  pthread_mutex_lock(&p->lock);
  cl_int err = CL_SUCCESS;
  if (p->building || atomic_load(&p->nkernels))
    err = CL_INVALID_OPERATION;
  else
    p->building = true;
  for (cl_uint i = 0; !err && i < p->ndevices; i++)
    if (chosen[i]) p->builds[i].status = CL_BUILD_IN_PROGRESS;
  pthread_mutex_unlock(&p->lock);
  return err;
}

CL_API cl_int clBuildProgram(cl_program program, cl_uint num_devices, const cl_device_id *device_list,
                             const char *options,
                             void(CL_CALLBACK *pfn_notify)(cl_program, void *), void *user_data) {
  if (!obj_valid(program, OBJ_PROGRAM)) return CL_INVALID_PROGRAM;
  if ((num_devices == 0) != (device_list == NULL)) return CL_INVALID_VALUE;
  if (!pfn_notify && user_data) return CL_INVALID_VALUE;
  bool uniform_wg;
  cl_int err = parse_options(options, &uniform_wg);
  if (err) return err;
  cl_program p = program;
  bool *chosen = calloc(p->ndevices, sizeof *chosen);
  prog_build *fresh = calloc(p->ndevices, sizeof *fresh);
  if (!chosen || !fresh) {
    free(chosen);
    free(fresh);
    return CL_OUT_OF_HOST_MEMORY;
  }
  err = begin_build(p, num_devices, device_list, chosen);
  if (err) {
    free(chosen);
    free(fresh);
    return err;
  }
  bool all_ok = true;
  for (cl_uint i = 0; i < p->ndevices; i++) {
    if (!chosen[i]) continue;
    prog_build *b = &fresh[i];
    bool ok = build_one(p, p->devices[i], options, b);
    if (!ok) {
      /* Keep the log, drop partial results. */
      char *log = b->log;
      b->log = NULL;
      program_build_clear(b);
      b->log = log;
    }
    b->status = ok ? CL_BUILD_SUCCESS : CL_BUILD_ERROR;
    b->bin_type = ok ? CL_PROGRAM_BINARY_TYPE_EXECUTABLE : CL_PROGRAM_BINARY_TYPE_NONE;
    b->options = dup_str(options);
    b->uniform_wg = uniform_wg;
    all_ok = all_ok && ok;
  }
  pthread_mutex_lock(&p->lock);
  for (cl_uint i = 0; i < p->ndevices; i++) {
    if (!chosen[i]) continue;
    prog_build old = p->builds[i];
    p->builds[i] = fresh[i];
    fresh[i] = old;
  }
  p->building = false;
  pthread_mutex_unlock(&p->lock);
  for (cl_uint i = 0; i < p->ndevices; i++)
    if (chosen[i]) program_build_clear(&fresh[i]);
  free(fresh);
  free(chosen);
  if (pfn_notify) pfn_notify(program, user_data);
  return all_ok ? CL_SUCCESS : CL_BUILD_PROGRAM_FAILURE;
}

static const char compile_log[] =
  "Shoal: separate compilation and linking are not supported (CL_DEVICE_LINKER_AVAILABLE is "
  "false); build programs with clBuildProgram.\n";

CL_API cl_int clCompileProgram(cl_program program, cl_uint num_devices, const cl_device_id *device_list,
                               const char *options, cl_uint num_input_headers,
                               const cl_program *input_headers, const char **header_include_names,
                               void(CL_CALLBACK *pfn_notify)(cl_program, void *), void *user_data) {
  if (!obj_valid(program, OBJ_PROGRAM)) return CL_INVALID_PROGRAM;
  if ((num_devices == 0) != (device_list == NULL)) return CL_INVALID_VALUE;
  if (!pfn_notify && user_data) return CL_INVALID_VALUE;
  if ((num_input_headers == 0) != (input_headers == NULL) ||
      (num_input_headers && !header_include_names))
    return CL_INVALID_VALUE;
  for (cl_uint i = 0; i < num_input_headers; i++)
    if (!obj_valid(input_headers[i], OBJ_PROGRAM)) return CL_INVALID_PROGRAM;
  bool uniform_wg;
  cl_int err = parse_options(options, &uniform_wg);
  if (err) return err;
  cl_program p = program;
  bool *chosen = calloc(p->ndevices, sizeof *chosen);
  if (!chosen) return CL_OUT_OF_HOST_MEMORY;
  err = begin_build(p, num_devices, device_list, chosen);
  if (err) {
    free(chosen);
    return err;
  }
  pthread_mutex_lock(&p->lock);
  for (cl_uint i = 0; i < p->ndevices; i++) {
    if (!chosen[i]) continue;
    program_build_clear(&p->builds[i]);
    p->builds[i].status = CL_BUILD_ERROR;
    p->builds[i].log = dup_str(p->src == PROG_SOURCE ? source_log : compile_log);
    p->builds[i].options = dup_str(options);
  }
  p->building = false;
  pthread_mutex_unlock(&p->lock);
  free(chosen);
  if (pfn_notify) pfn_notify(program, user_data);
  return CL_COMPILE_PROGRAM_FAILURE;
}

CL_API cl_program clLinkProgram(cl_context context, cl_uint num_devices, const cl_device_id *device_list,
                                const char *options, cl_uint num_input_programs,
                                const cl_program *input_programs,
                                void(CL_CALLBACK *pfn_notify)(cl_program, void *), void *user_data,
                                cl_int *errcode_ret) {
  (void)options;
  if (!obj_valid(context, OBJ_CONTEXT)) {
    SET_ERR(CL_INVALID_CONTEXT);
    return NULL;
  }
  if ((num_devices == 0) != (device_list == NULL) || !num_input_programs || !input_programs ||
      (!pfn_notify && user_data)) {
    SET_ERR(CL_INVALID_VALUE);
    return NULL;
  }
  for (cl_uint i = 0; i < num_devices; i++) {
    if (!context_has_device(context, device_list[i])) {
      SET_ERR(CL_INVALID_DEVICE);
      return NULL;
    }
  }
  for (cl_uint i = 0; i < num_input_programs; i++) {
    if (!obj_valid(input_programs[i], OBJ_PROGRAM) || input_programs[i]->ctx != context) {
      SET_ERR(CL_INVALID_PROGRAM);
      return NULL;
    }
  }
  SET_ERR(CL_LINKER_NOT_AVAILABLE);
  return NULL;
}
