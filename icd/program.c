/* program.c: program objects from SPIR-V, OpenCL C source and binaries
 * (Shoal's own format, compile/binary.c, or plain SPIR-V), and their info
 * queries. Building, compiling and linking are in build.c. */
#include <stdlib.h>
#include <string.h>

#include "icd.h"

static void program_destroy(void *obj);

#define SPIRV_MAGIC 0x07230203u

cl_program program_alloc(cl_context ctx, cl_uint ndev, const cl_device_id *devs) {
  cl_program p = obj_new(OBJ_PROGRAM, sizeof *p, program_destroy);
  if (!p) return NULL;
  pthread_mutex_init(&p->lock, NULL);
  p->ctx = ctx;
  obj_ref(ctx);
  p->devices = calloc(ndev, sizeof *p->devices);
  p->builds = calloc(ndev, sizeof *p->builds);
  if (!p->devices || !p->builds) {
    obj_release_unshared(p, OBJ_PROGRAM);
    return NULL;
  }
  p->ndevices = ndev;
  memcpy(p->devices, devs, ndev * sizeof *devs);
  for (cl_uint i = 0; i < ndev; i++) p->builds[i].status = CL_BUILD_NONE;
  return p;
}

/* A word-aligned copy of SPIR-V bytes if tr_check_module accepts them. */
static uint32_t *copy_spirv(const void *bytes, size_t length, cl_int *err) {
  if (!bytes || !length || length % 4) {
    *err = CL_INVALID_VALUE;
    return NULL;
  }
  uint32_t *words = malloc(length);
  if (!words) {
    *err = CL_OUT_OF_HOST_MEMORY;
    return NULL;
  }
  memcpy(words, bytes, length);
  char msg[256];
  if (!tr_check_module(words, length / 4, msg, sizeof msg)) {
    free(words);
    *err = CL_INVALID_VALUE;
    return NULL;
  }
  *err = CL_SUCCESS;
  return words;
}

CL_API cl_program clCreateProgramWithIL(cl_context context, const void *il, size_t length,
                                        cl_int *errcode_ret) {
  if (!obj_valid(context, OBJ_CONTEXT)) {
    SET_ERR(CL_INVALID_CONTEXT);
    return NULL;
  }
  cl_int err;
  uint32_t *words = copy_spirv(il, length, &err);
  if (!words) {
    SET_ERR(err);
    return NULL;
  }
  cl_program p = program_alloc(context, context->ndevices, context->devices);
  if (!p) {
    free(words);
    SET_ERR(CL_OUT_OF_HOST_MEMORY);
    return NULL;
  }
  p->src = PROG_IL;
  p->il = words;
  p->il_size = length;
  p->nspec_info = tr_spec_constants(words, length / 4, &p->spec_info);
  if (p->nspec_info < 0) {
    clReleaseProgram(p);
    SET_ERR(CL_OUT_OF_HOST_MEMORY); /* the module is well-formed: memory ran out */
    return NULL;
  }
  SET_ERR(CL_SUCCESS);
  return p;
}

CL_API cl_program clCreateProgramWithILKHR(cl_context context, const void *il, size_t length,
                                           cl_int *errcode_ret) {
  return clCreateProgramWithIL(context, il, length, errcode_ret);
}

CL_API cl_program clCreateProgramWithSource(cl_context context, cl_uint count, const char **strings,
                                            const size_t *lengths, cl_int *errcode_ret) {
  if (!obj_valid(context, OBJ_CONTEXT)) {
    SET_ERR(CL_INVALID_CONTEXT);
    return NULL;
  }
  if (!count || !strings) {
    SET_ERR(CL_INVALID_VALUE);
    return NULL;
  }
  size_t total = 0;
  for (cl_uint i = 0; i < count; i++) {
    if (!strings[i]) {
      SET_ERR(CL_INVALID_VALUE);
      return NULL;
    }
    size_t n = lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
    if (total + n < total || total + n == SIZE_MAX) {
      SET_ERR(CL_OUT_OF_HOST_MEMORY);
      return NULL;
    }
    total += n;
  }
  char *src = malloc(total + 1);
  cl_program p = src ? program_alloc(context, context->ndevices, context->devices) : NULL;
  if (!p) {
    free(src);
    SET_ERR(CL_OUT_OF_HOST_MEMORY);
    return NULL;
  }
  size_t at = 0;
  for (cl_uint i = 0; i < count; i++) {
    size_t n = lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
    memcpy(src + at, strings[i], n);
    at += n;
  }
  src[at] = 0;
  p->src = PROG_SOURCE;
  p->source = src;
  SET_ERR(CL_SUCCESS);
  return p;
}

static bool is_spirv(const unsigned char *b, size_t n) {
  if (n < 20 || n % 4) return false;
  uint32_t w;
  memcpy(&w, b, 4);
  return w == SPIRV_MAGIC;
}

/* One device's binary into b: Shoal's format (its type and options), or
 * plain SPIR-V, taken as a compiled object. Either must hold a valid
 * OpenCL SPIR-V module. */
static cl_int load_binary(const unsigned char *bytes, size_t size, prog_build *b) {
  if (!bytes || !size) return CL_INVALID_VALUE;
  cc_binary bin;
  void *storage = NULL;
  char why[256];
  if (is_spirv(bytes, size)) {
    bin = (cc_binary){.type = CC_BIN_OBJECT, .options = "", .nwords = size / 4};
    storage = malloc(size);
    if (!storage) return CL_OUT_OF_HOST_MEMORY;
    memcpy(storage, bytes, size);
    bin.spirv = storage;
  } else if (!cc_binary_read(bytes, size, &bin, &storage, why, sizeof why)) {
    return CL_INVALID_BINARY;
  }
  char *log = NULL;
  bool valid = tr_check_input(bin.spirv, bin.nwords, &log);
  free(log);
  cl_int err = valid ? CL_SUCCESS : CL_INVALID_BINARY;
  if (!err) {
    b->spirv = malloc(bin.nwords * 4);
    b->bin_options = dup_str(bin.options);
    if (!b->spirv || !b->bin_options) err = CL_OUT_OF_HOST_MEMORY;
  }
  if (!err) {
    memcpy(b->spirv, bin.spirv, bin.nwords * 4);
    b->spirv_words = bin.nwords;
    b->bin_type = bin.type == CC_BIN_EXECUTABLE ? CL_PROGRAM_BINARY_TYPE_EXECUTABLE
                  : bin.type == CC_BIN_LIBRARY  ? CL_PROGRAM_BINARY_TYPE_LIBRARY
                                                : CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT;
  }
  free(storage);
  return err;
}

CL_API cl_program clCreateProgramWithBinary(cl_context context, cl_uint num_devices,
                                            const cl_device_id *device_list, const size_t *lengths,
                                            const unsigned char **binaries, cl_int *binary_status,
                                            cl_int *errcode_ret) {
  if (!obj_valid(context, OBJ_CONTEXT)) {
    SET_ERR(CL_INVALID_CONTEXT);
    return NULL;
  }
  if (!num_devices || !device_list || !lengths || !binaries) {
    SET_ERR(CL_INVALID_VALUE);
    return NULL;
  }
  for (cl_uint i = 0; i < num_devices; i++) {
    if (!context_has_device(context, device_list[i])) {
      SET_ERR(CL_INVALID_DEVICE);
      return NULL;
    }
  }
  cl_program p = program_alloc(context, num_devices, device_list);
  if (!p) {
    SET_ERR(CL_OUT_OF_HOST_MEMORY);
    return NULL;
  }
  p->src = PROG_BINARY;
  cl_int err = CL_SUCCESS;
  for (cl_uint i = 0; i < num_devices; i++) {
    cl_int st = load_binary(binaries[i], lengths[i], &p->builds[i]);
    if (binary_status) binary_status[i] = st;
    /* CL_INVALID_VALUE (an empty entry) before CL_INVALID_BINARY. */
    if (st && (!err || st == CL_INVALID_VALUE)) err = st;
  }
  if (err) {
    clReleaseProgram(p);
    SET_ERR(err);
    return NULL;
  }
  SET_ERR(CL_SUCCESS);
  return p;
}

CL_API cl_program clCreateProgramWithBuiltInKernels(cl_context context, cl_uint num_devices,
                                                    const cl_device_id *device_list,
                                                    const char *kernel_names, cl_int *errcode_ret) {
  if (!obj_valid(context, OBJ_CONTEXT)) {
    SET_ERR(CL_INVALID_CONTEXT);
    return NULL;
  }
  if (!num_devices || !device_list || !kernel_names) {
    SET_ERR(CL_INVALID_VALUE);
    return NULL;
  }
  for (cl_uint i = 0; i < num_devices; i++) {
    if (!context_has_device(context, device_list[i])) {
      SET_ERR(CL_INVALID_DEVICE);
      return NULL;
    }
  }
  /* No device has built-in kernels (CL_DEVICE_BUILT_IN_KERNELS is empty). */
  SET_ERR(CL_INVALID_VALUE);
  return NULL;
}

CL_API cl_int clRetainProgram(cl_program program) {
  return obj_retain_ext(program, OBJ_PROGRAM, CL_INVALID_PROGRAM);
}

CL_API cl_int clReleaseProgram(cl_program program) {
  return obj_release_ext(program, OBJ_PROGRAM, CL_INVALID_PROGRAM);
}

void program_build_clear(prog_build *b) {
  program_globals_free(b);
  if (b->shaders && b->tp)
    for (uint32_t k = 0; k < b->tp->nkernels; k++)
      if (b->shaders[k]) rt_shader_destroy(b->shaders[k]);
  free(b->shaders);
  if (b->tp) tr_program_free(b->tp);
  free(b->log);
  free(b->options);
  free(b->spirv);
  free(b->bin_options);
  memset(b, 0, sizeof *b);
  b->status = CL_BUILD_NONE;
}

static void program_destroy(void *obj) {
  cl_program p = obj;
  /* The pipelines its kernels made are worth keeping for the next run. */
  for (cl_uint i = 0; p->builds && i < p->ndevices; i++)
    if (p->builds[i].shaders) pcache_pipelines_save(p->devices[i]);
  for (cl_uint i = 0; p->builds && i < p->ndevices; i++) program_build_clear(&p->builds[i]);
  free(p->builds);
  free(p->devices);
  free(p->il);
  free(p->spec_info);
  free(p->specs);
  free(p->source);
  obj_unref(p->ctx);
  pthread_mutex_destroy(&p->lock);
  obj_free(p);
}

int program_device_index(cl_program prog, cl_device_id dev) {
  for (cl_uint i = 0; i < prog->ndevices; i++)
    if (prog->devices[i] == dev) return (int)i;
  return -1;
}

/* Caller holds prog->lock. */
const tr_program *program_any_build(cl_program prog) {
  for (cl_uint i = 0; i < prog->ndevices; i++)
    if (prog->builds[i].status == CL_BUILD_SUCCESS && prog->builds[i].tp) return prog->builds[i].tp;
  return NULL;
}

bool program_arg_info(cl_program prog) {
  pthread_mutex_lock(&prog->lock);
  bool info = false;
  for (cl_uint i = 0; i < prog->ndevices && !info; i++)
    info = prog->builds[i].status == CL_BUILD_SUCCESS && prog->builds[i].tp && prog->builds[i].arg_info;
  pthread_mutex_unlock(&prog->lock);
  return info;
}

static cl_int kernel_names_info(cl_program p, bool names, size_t param_value_size,
                                void *param_value, size_t *param_value_size_ret) {
  pthread_mutex_lock(&p->lock);
  const tr_program *tp = program_any_build(p);
  cl_int err;
  if (!tp) {
    err = CL_INVALID_PROGRAM_EXECUTABLE;
  } else if (!names) {
    err = INFO_VAL(size_t, tp->nkernels);
  } else {
    size_t len = 1;
    for (uint32_t k = 0; k < tp->nkernels; k++) len += strlen(tp->kernels[k].name) + 1;
    char *s = calloc(1, len);
    if (!s) {
      err = CL_OUT_OF_HOST_MEMORY;
    } else {
      for (uint32_t k = 0; k < tp->nkernels; k++) {
        if (k) strcat(s, ";");
        strcat(s, tp->kernels[k].name);
      }
      err = INFO_STR(s);
      free(s);
    }
  }
  pthread_mutex_unlock(&p->lock);
  return err;
}

/* Each device's binary in Shoal's format: its SPIR-V (object, library
 * or executable) and options; size 0 where it has none. */
static unsigned char *device_binary(const prog_build *b, size_t *size) {
  *size = 0;
  if (!b->spirv || b->bin_type == CL_PROGRAM_BINARY_TYPE_NONE) return NULL;
  uint32_t type = b->bin_type == CL_PROGRAM_BINARY_TYPE_EXECUTABLE ? CC_BIN_EXECUTABLE
                  : b->bin_type == CL_PROGRAM_BINARY_TYPE_LIBRARY  ? CC_BIN_LIBRARY
                                                                   : CC_BIN_OBJECT;
  return cc_binary_write(type, b->bin_options, b->spirv, b->spirv_words, size);
}

static cl_int binaries_info(cl_program p, bool bytes, size_t param_value_size, void *param_value,
                            size_t *param_value_size_ret) {
  size_t n = p->ndevices * (bytes ? sizeof(unsigned char *) : sizeof(size_t));
  if (param_value && param_value_size < n) return CL_INVALID_VALUE;
  cl_int err = CL_SUCCESS;
  pthread_mutex_lock(&p->lock);
  for (cl_uint i = 0; param_value && i < p->ndevices && !err; i++) {
    size_t size;
    unsigned char *bin = device_binary(&p->builds[i], &size);
    if (!bin && p->builds[i].spirv && p->builds[i].bin_type != CL_PROGRAM_BINARY_TYPE_NONE) err = CL_OUT_OF_HOST_MEMORY;
    if (!bytes) {
      ((size_t *)param_value)[i] = bin ? size : 0;
    } else {
      /* A NULL entry skips that device (5.8.9). */
      unsigned char *dst = ((unsigned char **)param_value)[i];
      if (dst && bin) memcpy(dst, bin, size);
    }
    free(bin);
  }
  pthread_mutex_unlock(&p->lock);
  if (param_value_size_ret) *param_value_size_ret = n;
  return err;
}

CL_API cl_int clGetProgramInfo(cl_program program, cl_program_info param_name,
                               size_t param_value_size, void *param_value,
                               size_t *param_value_size_ret) {
  if (!obj_valid(program, OBJ_PROGRAM)) return CL_INVALID_PROGRAM;
  cl_program p = program;
  switch (param_name) {
  case CL_PROGRAM_REFERENCE_COUNT: return INFO_VAL(cl_uint, obj_ext_refs(p));
  case CL_PROGRAM_CONTEXT: return INFO_VAL(cl_context, p->ctx);
  case CL_PROGRAM_NUM_DEVICES: return INFO_VAL(cl_uint, p->ndevices);
  case CL_PROGRAM_DEVICES: return INFO_ARR(p->devices, p->ndevices * sizeof(cl_device_id));
  case CL_PROGRAM_SOURCE: return INFO_STR(p->source ? p->source : "");
  case CL_PROGRAM_IL: return INFO_ARR(p->il, p->il ? p->il_size : 0);
  case CL_PROGRAM_BINARY_SIZES:
  case CL_PROGRAM_BINARIES:
    return binaries_info(p, param_name == CL_PROGRAM_BINARIES, param_value_size, param_value, param_value_size_ret);
  case CL_PROGRAM_NUM_KERNELS:
    return kernel_names_info(p, false, param_value_size, param_value, param_value_size_ret);
  case CL_PROGRAM_KERNEL_NAMES:
    return kernel_names_info(p, true, param_value_size, param_value, param_value_size_ret);
  case CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT:
  case CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT: return INFO_VAL(cl_bool, CL_FALSE);
  default: return CL_INVALID_VALUE;
  }
}

CL_API cl_int clGetProgramBuildInfo(cl_program program, cl_device_id device,
                                    cl_program_build_info param_name, size_t param_value_size,
                                    void *param_value, size_t *param_value_size_ret) {
  if (!obj_valid(program, OBJ_PROGRAM)) return CL_INVALID_PROGRAM;
  int d = obj_valid(device, OBJ_DEVICE) ? program_device_index(program, device) : -1;
  if (d < 0) return CL_INVALID_DEVICE;
  pthread_mutex_lock(&program->lock);
  const prog_build *b = &program->builds[d];
  cl_int err;
  switch (param_name) {
  case CL_PROGRAM_BUILD_STATUS: err = INFO_VAL(cl_build_status, b->status); break;
  case CL_PROGRAM_BUILD_OPTIONS: err = INFO_STR(b->options ? b->options : ""); break;
  case CL_PROGRAM_BUILD_LOG: err = INFO_STR(b->log ? b->log : ""); break;
  case CL_PROGRAM_BINARY_TYPE: err = INFO_VAL(cl_program_binary_type, b->bin_type); break;
  case CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE:
    err = INFO_VAL(size_t, b->tp ? (size_t)b->tp->globals_size : 0);
    break;
  default: err = CL_INVALID_VALUE; break;
  }
  pthread_mutex_unlock(&program->lock);
  return err;
}

CL_API cl_int clSetProgramReleaseCallback(cl_program program,
                                          void(CL_CALLBACK *pfn_notify)(cl_program, void *),
                                          void *user_data) {
  (void)pfn_notify;
  (void)user_data;
  if (!obj_valid(program, OBJ_PROGRAM)) return CL_INVALID_PROGRAM;
  /* No program-scope global constructors or destructors exist here. */
  return CL_INVALID_OPERATION;
}

CL_API cl_int clSetProgramSpecializationConstant(cl_program program, cl_uint spec_id,
                                                 size_t spec_size, const void *spec_value) {
  if (!obj_valid(program, OBJ_PROGRAM)) return CL_INVALID_PROGRAM;
  if (program->src != PROG_IL) return CL_INVALID_PROGRAM;
  const tr_spec_const *sc = NULL;
  for (int i = 0; i < program->nspec_info; i++)
    if (program->spec_info[i].id == spec_id) sc = &program->spec_info[i];
  if (!sc) return CL_INVALID_SPEC_ID;
  /* A bool's value is a cl_uchar (OpenCL API 5.8.4). */
  if (spec_size != sc->size || !spec_value) return CL_INVALID_VALUE;
  uint64_t bits = 0;
  memcpy(&bits, spec_value, spec_size); /* little-endian host, as the device */
  pthread_mutex_lock(&program->lock);
  cl_int err = CL_SUCCESS;
  uint32_t i = 0;
  while (i < program->nspecs && program->specs[i].id != spec_id) i++;
  if (i == program->nspecs) {
    tr_spec_value *v = realloc(program->specs, (program->nspecs + 1) * sizeof *v);
    if (v) {
      program->specs = v;
      program->nspecs++;
    } else {
      err = CL_OUT_OF_HOST_MEMORY;
    }
  }
  if (!err) program->specs[i] = (tr_spec_value){spec_id, bits};
  pthread_mutex_unlock(&program->lock);
  return err;
}

uint32_t *program_specialized_il(cl_program p, size_t *nwords) {
  pthread_mutex_lock(&p->lock);
  uint32_t *w = tr_specialize(p->il, p->il_size / 4, p->specs, p->nspecs, nwords);
  pthread_mutex_unlock(&p->lock);
  return w;
}
