/* build.c: clBuildProgram, clCompileProgram and clLinkProgram: argument
 * checks, which steps each device's build takes (compile_step.c), and
 * installing the results under the program's lock. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "icd.h"

static uint32_t *dup_words(const uint32_t *w, size_t n) {
  uint32_t *d = malloc(n ? n * 4 : 1);
  if (d && n) memcpy(d, w, n * 4);
  return d;
}

/* Whether a word-list option string holds `word`. */
static bool has_word(const char *list, const char *word) {
  size_t n = strlen(word);
  for (const char *p = list ? strstr(list, word) : NULL; p; p = strstr(p + 1, word))
    if ((p == list || p[-1] == ' ') && (!p[n] || p[n] == ' ')) return true;
  return false;
}

/* The translation options a binary carries (exec_options_string). */
static void binary_flags(const char *s, cc_options *o) {
  memset(o, 0, sizeof *o);
  o->fp32_correctly_rounded_divide = has_word(s, "-cl-fp32-correctly-rounded-divide-sqrt");
  o->unsafe_math = has_word(s, "-cl-unsafe-math-optimizations");
  o->uniform_work_group_size = has_word(s, "-cl-uniform-work-group-size");
  o->kernel_arg_info = has_word(s, "-cl-kernel-arg-info");
}

/* Marks p as building for the devices chosen (all where devs is NULL);
 * CL_INVALID_OPERATION if a build is under way or kernels exist. */
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

/* Puts the fresh builds of the chosen devices in place and ends the
 * build; frees the old ones. */
static void end_build(cl_program p, const bool *chosen, prog_build *fresh) {
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
}

/* A failed build keeps its log and options, nothing else. */
static void keep_log_only(prog_build *b) {
  /* Applications often drop the log (hashcat prints only the failing
   * call): SHOAL_LOG shows it on stderr. */
  if (rt_log_level())
    fprintf(stderr, "shoal: build failed:\n%s\n", b->log ? b->log : "(no log)");
  char *log = b->log, *opts = b->options;
  b->log = b->options = NULL;
  program_build_clear(b);
  b->log = log ? log : dup_str("");
  b->options = opts;
  b->status = CL_BUILD_ERROR;
}

/* A program made from a binary keeps its binary when a build fails, so
 * it can be built again (with other options). */
static void keep_binary(const prog_build *bin, prog_build *b) {
  b->spirv = dup_words(bin->spirv, bin->spirv_words);
  b->spirv_words = b->spirv ? bin->spirv_words : 0;
  b->bin_options = b->spirv ? dup_str(bin->bin_options) : NULL;
  b->bin_type = b->spirv ? bin->bin_type : CL_PROGRAM_BINARY_TYPE_NONE;
}

/* The state every entry point starts from: chosen devices and fresh
 * builds, or an error. */
typedef struct build_job {
  bool *chosen;
  prog_build *fresh;
} build_job;

static cl_int job_begin(cl_program p, cl_uint ndev, const cl_device_id *devs, build_job *j) {
  j->chosen = calloc(p->ndevices, sizeof *j->chosen);
  j->fresh = calloc(p->ndevices, sizeof *j->fresh);
  cl_int err = j->chosen && j->fresh ? begin_build(p, ndev, devs, j->chosen) : CL_OUT_OF_HOST_MEMORY;
  if (err) {
    free(j->chosen);
    free(j->fresh);
  }
  return err;
}

static void job_end(cl_program p, build_job *j) {
  end_build(p, j->chosen, j->fresh);
  free(j->chosen);
  free(j->fresh);
}

/* The device's SPIR-V to build from: the source compiled, the IL, or the
 * binary's module (whose translation options it adds to `o`). */
static cl_int build_input(cl_program p, cl_uint i, const char *options, cc_options *o, prog_build *b) {
  switch (p->src) {
  case PROG_SOURCE: return step_compile(p->devices[i], p->source, NULL, 0, options, o, b);
  case PROG_IL:
    /* Argument info is for programs from source only (API 5.9.4). */
    o->kernel_arg_info = false;
    b->from_il = true;
    /* the specialization constants' values are fixed now (5.8.4) */
    b->spirv = program_specialized_il(p, &b->spirv_words);
    return b->spirv ? CL_SUCCESS : CL_OUT_OF_HOST_MEMORY;
  case PROG_BINARY:
  default: {
    /* No other thread changes builds while p->building is set. */
    const prog_build *bin = &p->builds[i];
    if (!bin->spirv) {
      build_log_add(b, "error: the program has no binary for this device\n");
      return CL_INVALID_BINARY;
    }
    cc_options bo;
    binary_flags(bin->bin_options, &bo);
    o->fp32_correctly_rounded_divide |= bo.fp32_correctly_rounded_divide;
    o->unsafe_math |= bo.unsafe_math;
    o->uniform_work_group_size |= bo.uniform_work_group_size;
    o->kernel_arg_info |= bo.kernel_arg_info;
    b->from_il = has_word(bin->bin_options, "-shoal-from-il");
    b->spirv = dup_words(bin->spirv, bin->spirv_words);
    b->spirv_words = bin->spirv_words;
    return b->spirv ? CL_SUCCESS : CL_OUT_OF_HOST_MEMORY;
  }
  }
}

/* Checks the options; on failure the chosen devices' logs say why (if the
 * program can take a new log now). */
static bool options_ok(cl_program p, cl_uint ndev, const cl_device_id *devs, const char *options, cc_mode mode,
                       cc_options *o) {
  unsigned versions[DEVICE_MAX_C_VERSIONS + 1];
  device_c_versions(p->devices[0], versions);
  char err[512];
  if (cc_parse_options(options, mode, versions, o, err, sizeof err)) {
    /* OpenCL C before 2.0 has uniform work-groups only: non-uniform ones
     * need -cl-std=CL2.0 or CL3.0 for a program from source (API 5.10,
     * clEnqueueNDRangeKernel); IL and binaries only need the option absent.
     * No -cl-std means OpenCL C 1.2 here. The flag goes into the binary's
     * options, so a link of such an object stays uniform too. */
    if (p->src == PROG_SOURCE && mode != CC_MODE_LINK && o->cl_std < 200) o->uniform_work_group_size = true;
    return true;
  }
  build_job j;
  if (job_begin(p, ndev, devs, &j)) return false;
  for (cl_uint i = 0; i < p->ndevices; i++) {
    if (!j.chosen[i]) continue;
    build_log_add(&j.fresh[i], "error: invalid options: %s\n", err);
    j.fresh[i].options = dup_str(options);
    keep_log_only(&j.fresh[i]);
  }
  job_end(p, &j);
  return false;
}

/* A source program where no OpenCL C compiler is installed: the chosen
 * devices' logs say what is missing (if the program can take a new log
 * now). */
static cl_int compiler_missing(cl_program p, cl_uint ndev, const cl_device_id *devs) {
  build_job j;
  if (job_begin(p, ndev, devs, &j)) return CL_COMPILER_NOT_AVAILABLE;
  for (cl_uint i = 0; i < p->ndevices; i++) {
    if (!j.chosen[i]) continue;
    build_log_add(&j.fresh[i], "error: no OpenCL C compiler: Shoal compiles source with opencl-clang "
                               "(libopencl-clang-15) or the clang-15 and llvm-spirv-15 programs, and finds "
                               "neither%s\n",
                  getenv("SHOAL_COMPILER") ? " that SHOAL_COMPILER allows" : "");
    keep_log_only(&j.fresh[i]);
  }
  job_end(p, &j);
  return CL_COMPILER_NOT_AVAILABLE;
}

static cl_int common_checks(cl_program program, cl_uint num_devices, const cl_device_id *device_list,
                            void(CL_CALLBACK *pfn_notify)(cl_program, void *), void *user_data) {
  if (!obj_valid(program, OBJ_PROGRAM)) return CL_INVALID_PROGRAM;
  if ((num_devices == 0) != (device_list == NULL)) return CL_INVALID_VALUE;
  if (!pfn_notify && user_data) return CL_INVALID_VALUE;
  for (cl_uint i = 0; i < num_devices; i++)
    if (!obj_valid(device_list[i], OBJ_DEVICE) || program_device_index(program, device_list[i]) < 0)
      return CL_INVALID_DEVICE;
  return CL_SUCCESS;
}

CL_API cl_int clBuildProgram(cl_program program, cl_uint num_devices, const cl_device_id *device_list,
                             const char *options,
                             void(CL_CALLBACK *pfn_notify)(cl_program, void *), void *user_data) {
  cl_int err = common_checks(program, num_devices, device_list, pfn_notify, user_data);
  if (err) return err;
  cl_program p = program;
  cc_options o;
  if (!options_ok(p, num_devices, device_list, options, CC_MODE_BUILD, &o)) return CL_INVALID_BUILD_OPTIONS;
  if (p->src == PROG_SOURCE && !cc_compiler_id()) return compiler_missing(p, num_devices, device_list);
  build_job j;
  err = job_begin(p, num_devices, device_list, &j);
  if (err) return err;
  cl_int result = CL_SUCCESS;
  for (cl_uint i = 0; i < p->ndevices; i++) {
    if (!j.chosen[i]) continue;
    prog_build *b = &j.fresh[i];
    cc_options oi = o;
    cl_int e = build_input(p, i, options, &oi, b);
    if (!e && !step_translate(p->devices[i], &oi, b)) e = CL_BUILD_PROGRAM_FAILURE;
    b->options = dup_str(options);
    if (e) {
      keep_log_only(b);
      if (p->src == PROG_BINARY && p->builds[i].spirv) keep_binary(&p->builds[i], b);
      if (!result || e != CL_BUILD_PROGRAM_FAILURE) result = e;
    } else {
      b->status = CL_BUILD_SUCCESS;
    }
  }
  job_end(p, &j);
  if (pfn_notify) pfn_notify(program, user_data);
  return result;
}

/* The headers of clCompileProgram as name/text pairs. */
static cl_int gather_headers(cl_uint n, const cl_program *progs, const char **names, cc_header **out) {
  *out = NULL;
  if (!n) return CL_SUCCESS;
  cc_header *h = calloc(n, sizeof *h);
  if (!h) return CL_OUT_OF_HOST_MEMORY;
  for (cl_uint i = 0; i < n; i++) {
    if (!obj_valid(progs[i], OBJ_PROGRAM)) {
      free(h);
      return CL_INVALID_PROGRAM;
    }
    /* Headers are programs made from source (5.8.2). */
    if (progs[i]->src != PROG_SOURCE || !names[i]) {
      free(h);
      return CL_INVALID_VALUE;
    }
    h[i].name = names[i];
    h[i].text = progs[i]->source;
  }
  *out = h;
  return CL_SUCCESS;
}

CL_API cl_int clCompileProgram(cl_program program, cl_uint num_devices, const cl_device_id *device_list,
                               const char *options, cl_uint num_input_headers,
                               const cl_program *input_headers, const char **header_include_names,
                               void(CL_CALLBACK *pfn_notify)(cl_program, void *), void *user_data) {
  cl_int err = common_checks(program, num_devices, device_list, pfn_notify, user_data);
  if (err) return err;
  if ((num_input_headers == 0) != (input_headers == NULL) ||
      (num_input_headers == 0) != (header_include_names == NULL))
    return CL_INVALID_VALUE;
  cl_program p = program;
  cc_header *headers;
  err = gather_headers(num_input_headers, input_headers, header_include_names, &headers);
  if (err) return err;
  cc_options o;
  if (!options_ok(p, num_devices, device_list, options, CC_MODE_COMPILE, &o)) err = CL_INVALID_COMPILER_OPTIONS;
  else if (p->src == PROG_BINARY) err = CL_INVALID_OPERATION; /* only source or IL compiles */
  else if (p->src == PROG_SOURCE && !cc_compiler_id()) err = compiler_missing(p, num_devices, device_list);
  build_job j;
  if (!err) err = job_begin(p, num_devices, device_list, &j);
  if (err) {
    free(headers);
    return err;
  }
  cl_int result = CL_SUCCESS;
  for (cl_uint i = 0; i < p->ndevices; i++) {
    if (!j.chosen[i]) continue;
    prog_build *b = &j.fresh[i];
    cl_int e;
    if (p->src == PROG_SOURCE) {
      e = step_compile(p->devices[i], p->source, headers, num_input_headers, options, &o, b);
    } else {
      b->spirv = program_specialized_il(p, &b->spirv_words);
      e = b->spirv ? CL_SUCCESS : CL_OUT_OF_HOST_MEMORY;
    }
    b->options = dup_str(options);
    b->from_il = p->src == PROG_IL;
    if (!e) b->bin_options = exec_options_string(&o, b->from_il);
    if (!e && (!b->options || !b->bin_options)) e = CL_OUT_OF_HOST_MEMORY;
    if (e) {
      keep_log_only(b);
      if (!result || e != CL_BUILD_PROGRAM_FAILURE) result = e == CL_BUILD_PROGRAM_FAILURE ? CL_COMPILE_PROGRAM_FAILURE : e;
    } else {
      b->status = CL_BUILD_SUCCESS;
      b->bin_type = CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT;
    }
  }
  job_end(p, &j);
  free(headers);
  if (pfn_notify) pfn_notify(program, user_data);
  return result;
}

/* Checks clLinkProgram's inputs: valid programs of the context, each with
 * a compiled object or library for every device linked for. */
static cl_int check_link_inputs(cl_context ctx, cl_uint ndev, const cl_device_id *devs, cl_uint n,
                                const cl_program *in) {
  for (cl_uint i = 0; i < n; i++)
    if (!obj_valid(in[i], OBJ_PROGRAM) || in[i]->ctx != ctx) return CL_INVALID_PROGRAM;
  for (cl_uint i = 0; i < n; i++) {
    pthread_mutex_lock(&in[i]->lock);
    cl_int err = in[i]->building ? CL_INVALID_OPERATION : CL_SUCCESS;
    for (cl_uint d = 0; !err && d < ndev; d++) {
      int k = program_device_index(in[i], devs[d]);
      const prog_build *b = k >= 0 ? &in[i]->builds[k] : NULL;
      /* Compiled or linked here, or loaded from a binary (status none). */
      bool usable = b && b->spirv && (b->status == CL_BUILD_SUCCESS || b->status == CL_BUILD_NONE);
      if (!usable ||
          (b->bin_type != CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT && b->bin_type != CL_PROGRAM_BINARY_TYPE_LIBRARY))
        err = CL_INVALID_OPERATION;
    }
    pthread_mutex_unlock(&in[i]->lock);
    if (err) return err;
  }
  return CL_SUCCESS;
}

/* Links device d's modules of the inputs into b; an executable is
 * translated too. The translation options: a library's own link options
 * count only where it was made with -enable-link-options (5.8.7.1);
 * unsafe math applies if every input asked for it or the link options
 * do, correctly rounded division if any input asked for it. */
static cl_int link_device(cl_device_id dev, cl_uint n, const cl_program *in, const cc_options *lo,
                          prog_build *b) {
  const uint32_t **mods = calloc(n, sizeof *mods);
  size_t *words = calloc(n, sizeof *words);
  uint32_t **copies = calloc(n, sizeof *copies);
  cl_int err = mods && words && copies ? CL_SUCCESS : CL_OUT_OF_HOST_MEMORY;
  cc_options o = {.unsafe_math = true, .kernel_arg_info = true};
  bool link_opts_apply = true;
  for (cl_uint i = 0; !err && i < n; i++) {
    pthread_mutex_lock(&in[i]->lock);
    const prog_build *ib = &in[i]->builds[program_device_index(in[i], dev)];
    copies[i] = dup_words(ib->spirv, ib->spirv_words);
    words[i] = ib->spirv_words;
    cc_options io;
    binary_flags(ib->bin_options, &io);
    o.fp32_correctly_rounded_divide |= io.fp32_correctly_rounded_divide;
    o.unsafe_math &= io.unsafe_math;
    /* Non-uniform groups need every input to allow them (API 5.10). */
    o.uniform_work_group_size |= io.uniform_work_group_size;
    o.kernel_arg_info &= io.kernel_arg_info;
    b->from_il |= has_word(ib->bin_options, "-shoal-from-il");
    if (ib->bin_type == CL_PROGRAM_BINARY_TYPE_LIBRARY && !has_word(ib->bin_options, "-enable-link-options"))
      link_opts_apply = false;
    pthread_mutex_unlock(&in[i]->lock);
    mods[i] = copies[i];
    if (!copies[i]) err = CL_OUT_OF_HOST_MEMORY;
  }
  if (link_opts_apply) o.unsafe_math |= lo->unsafe_math;
  if (!err) err = step_link(mods, words, n, lo->create_library, b);
  if (!err && lo->create_library) {
    char *flags = exec_options_string(&o, b->from_il);
    size_t len = flags ? strlen(flags) + 24 : 0;
    b->bin_options = flags ? malloc(len) : NULL;
    if (b->bin_options)
      snprintf(b->bin_options, len, "%s%s", flags, lo->enable_link_options ? " -enable-link-options" : "");
    free(flags);
    b->bin_type = CL_PROGRAM_BINARY_TYPE_LIBRARY;
    if (!b->bin_options) err = CL_OUT_OF_HOST_MEMORY;
  } else if (!err && !step_translate(dev, &o, b)) {
    err = CL_LINK_PROGRAM_FAILURE;
  }
  for (cl_uint i = 0; copies && i < n; i++) free(copies[i]);
  free(copies);
  free(mods);
  free(words);
  return err;
}

CL_API cl_program clLinkProgram(cl_context context, cl_uint num_devices, const cl_device_id *device_list,
                                const char *options, cl_uint num_input_programs,
                                const cl_program *input_programs,
                                void(CL_CALLBACK *pfn_notify)(cl_program, void *), void *user_data,
                                cl_int *errcode_ret) {
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
  cl_uint ndev = num_devices ? num_devices : context->ndevices;
  const cl_device_id *devs = num_devices ? device_list : context->devices;
  cl_int err = check_link_inputs(context, ndev, devs, num_input_programs, input_programs);
  unsigned versions[DEVICE_MAX_C_VERSIONS + 1];
  device_c_versions(devs[0], versions);
  cc_options lo;
  char msg[512];
  if (!err && !cc_parse_options(options, CC_MODE_LINK, versions, &lo, msg, sizeof msg)) err = CL_INVALID_LINKER_OPTIONS;
  cl_program p = err ? NULL : program_alloc(context, ndev, devs);
  if (!err && !p) err = CL_OUT_OF_HOST_MEMORY;
  if (err) {
    SET_ERR(err);
    return NULL;
  }
  p->src = PROG_BINARY;
  cl_int result = CL_SUCCESS;
  for (cl_uint d = 0; d < ndev; d++) {
    prog_build *b = &p->builds[d];
    cl_int e = link_device(devs[d], num_input_programs, input_programs, &lo, b);
    b->options = dup_str(options);
    if (e) {
      keep_log_only(b);
      if (!result || e != CL_LINK_PROGRAM_FAILURE) result = e;
    } else {
      b->status = CL_BUILD_SUCCESS;
    }
  }
  if (pfn_notify) pfn_notify(p, user_data);
  /* A failed link still gives the program, for its log (5.8.4). */
  if (result && result != CL_LINK_PROGRAM_FAILURE) {
    clReleaseProgram(p);
    p = NULL;
  }
  SET_ERR(result);
  return p;
}
