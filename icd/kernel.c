/* kernel.c: kernel objects, their arguments (checked against the
 * translator's reflection) and the kernel info queries. */
#include <stdlib.h>
#include <string.h>

#include "icd.h"

static void kernel_destroy(void *obj);

static const tr_kernel *find_kernel(const tr_program *tp, const char *name) {
  for (uint32_t k = 0; tp && k < tp->nkernels; k++)
    if (!strcmp(tp->kernels[k].name, name)) return &tp->kernels[k];
  return NULL;
}

/* Caller holds prog->lock, and the program has a successful build. */
static cl_kernel kernel_make(cl_program prog, const char *name, cl_int *errcode_ret) {
  const tr_kernel *ref = NULL;
  for (cl_uint d = 0; d < prog->ndevices && !ref; d++)
    if (prog->builds[d].status == CL_BUILD_SUCCESS) ref = find_kernel(prog->builds[d].tp, name);
  if (!ref) {
    SET_ERR(CL_INVALID_KERNEL_NAME);
    return NULL;
  }
  /* Every device's build must agree on the interface. */
  for (cl_uint d = 0; d < prog->ndevices; d++) {
    const tr_kernel *tk = prog->builds[d].status == CL_BUILD_SUCCESS ? find_kernel(prog->builds[d].tp, name) : NULL;
    if (!tk) continue;
    bool same = tk->nargs == ref->nargs;
    for (uint32_t a = 0; same && a < ref->nargs; a++)
      same = tk->args[a].kind == ref->args[a].kind && tk->args[a].size == ref->args[a].size;
    if (!same) {
      SET_ERR(CL_INVALID_KERNEL_DEFINITION);
      return NULL;
    }
  }
  cl_kernel k = obj_new(OBJ_KERNEL, sizeof *k, kernel_destroy);
  if (!k) goto oom;
  pthread_mutex_init(&k->lock, NULL);
  k->prog = prog;
  obj_ref(prog);
  atomic_fetch_add(&prog->nkernels, 1);
  k->name = dup_str(name);
  k->tk = calloc(prog->ndevices, sizeof *k->tk);
  k->shader = calloc(prog->ndevices, sizeof *k->shader);
  k->args = calloc(ref->nargs ? ref->nargs : 1, sizeof *k->args);
  if (!k->name || !k->tk || !k->shader || !k->args) goto oom;
  k->nargs = ref->nargs;
  k->sig = ref->args;
  for (cl_uint d = 0; d < prog->ndevices; d++) {
    prog_build *b = &prog->builds[d];
    if (b->status != CL_BUILD_SUCCESS || !b->tp) continue;
    for (uint32_t i = 0; i < b->tp->nkernels; i++) {
      if (!strcmp(b->tp->kernels[i].name, name)) {
        k->tk[d] = &b->tp->kernels[i];
        k->shader[d] = b->shaders[i];
      }
    }
  }
  SET_ERR(CL_SUCCESS);
  return k;
oom:
  if (k) obj_release_unshared(k, OBJ_KERNEL);
  SET_ERR(CL_OUT_OF_HOST_MEMORY);
  return NULL;
}

CL_API cl_kernel clCreateKernel(cl_program program, const char *kernel_name, cl_int *errcode_ret) {
  if (!obj_valid(program, OBJ_PROGRAM)) {
    SET_ERR(CL_INVALID_PROGRAM);
    return NULL;
  }
  if (!kernel_name) {
    SET_ERR(CL_INVALID_VALUE);
    return NULL;
  }
  pthread_mutex_lock(&program->lock);
  cl_kernel k = NULL;
  /* During a build the executable is about to be replaced. */
  if (program->building || !program_any_build(program))
    SET_ERR(CL_INVALID_PROGRAM_EXECUTABLE);
  else
    k = kernel_make(program, kernel_name, errcode_ret);
  pthread_mutex_unlock(&program->lock);
  return k;
}

CL_API cl_int clCreateKernelsInProgram(cl_program program, cl_uint num_kernels, cl_kernel *kernels,
                                       cl_uint *num_kernels_ret) {
  if (!obj_valid(program, OBJ_PROGRAM)) return CL_INVALID_PROGRAM;
  pthread_mutex_lock(&program->lock);
  const tr_program *tp = program->building ? NULL : program_any_build(program);
  cl_int err = CL_SUCCESS;
  if (!tp)
    err = CL_INVALID_PROGRAM_EXECUTABLE;
  else if (kernels && num_kernels < tp->nkernels)
    err = CL_INVALID_VALUE;
  cl_uint made = 0;
  for (uint32_t i = 0; !err && kernels && i < tp->nkernels; i++) {
    kernels[i] = kernel_make(program, tp->kernels[i].name, &err);
    if (!err) made++;
  }
  if (!err && num_kernels_ret) *num_kernels_ret = tp->nkernels;
  pthread_mutex_unlock(&program->lock);
  if (err)
    for (cl_uint i = 0; i < made; i++) obj_release_unshared(kernels[i], OBJ_KERNEL);
  return err;
}

CL_API cl_kernel clCloneKernel(cl_kernel source_kernel, cl_int *errcode_ret) {
  if (!obj_valid(source_kernel, OBJ_KERNEL)) {
    SET_ERR(CL_INVALID_KERNEL);
    return NULL;
  }
  cl_kernel src = source_kernel;
  pthread_mutex_lock(&src->prog->lock);
  cl_kernel k = kernel_make(src->prog, src->name, errcode_ret);
  pthread_mutex_unlock(&src->prog->lock);
  if (!k) return NULL;
  pthread_mutex_lock(&src->lock);
  bool ok = true;
  for (uint32_t a = 0; a < src->nargs; a++) {
    k->args[a] = src->args[a];
    if (src->args[a].pod) {
      k->args[a].pod = malloc(k->sig[a].size);
      if (k->args[a].pod)
        memcpy(k->args[a].pod, src->args[a].pod, k->sig[a].size);
      else
        ok = false;
    }
  }
  pthread_mutex_unlock(&src->lock);
  if (!ok) {
    obj_release_unshared(k, OBJ_KERNEL);
    SET_ERR(CL_OUT_OF_HOST_MEMORY);
    return NULL;
  }
  return k;
}

CL_API cl_int clRetainKernel(cl_kernel kernel) {
  return obj_retain_ext(kernel, OBJ_KERNEL, CL_INVALID_KERNEL);
}

CL_API cl_int clReleaseKernel(cl_kernel kernel) {
  return obj_release_ext(kernel, OBJ_KERNEL, CL_INVALID_KERNEL);
}

static void kernel_destroy(void *obj) {
  cl_kernel k = obj;
  for (uint32_t a = 0; k->args && a < k->nargs; a++) free(k->args[a].pod);
  free(k->args);
  free(k->tk);
  free(k->shader);
  free(k->name);
  if (k->prog) {
    atomic_fetch_sub(&k->prog->nkernels, 1);
    obj_unref(k->prog);
  }
  pthread_mutex_destroy(&k->lock);
  obj_free(k);
}

CL_API cl_int clSetKernelArg(cl_kernel kernel, cl_uint arg_index, size_t arg_size,
                             const void *arg_value) {
  if (!obj_valid(kernel, OBJ_KERNEL)) return CL_INVALID_KERNEL;
  if (arg_index >= kernel->nargs) return CL_INVALID_ARG_INDEX;
  const tr_arg *sig = &kernel->sig[arg_index];
  kernel_arg v = {.set = true};
  switch (sig->kind) {
  case TR_ARG_BUFFER:
    if (arg_size != sizeof(cl_mem)) return CL_INVALID_ARG_SIZE;
    /* NULL, or a pointer to NULL, is a NULL buffer argument. */
    v.mem = arg_value ? *(const cl_mem *)arg_value : NULL;
    if (v.mem && (!obj_valid(v.mem, OBJ_MEM) || !mem_is_buffer(v.mem) ||
                  v.mem->ctx != kernel->prog->ctx))
      return CL_INVALID_MEM_OBJECT;
    /* an immutable buffer only where the kernel cannot write it:
     * __constant, or __global that the translator proves only read */
    if (v.mem && mem_immutable(v.mem) && sig->space != TR_AS_CONSTANT && sig->writes) return CL_INVALID_ARG_VALUE;
    break;
  case TR_ARG_LOCAL:
    if (arg_value) return CL_INVALID_ARG_VALUE;
    if (arg_size == 0 || arg_size > UINT32_MAX) return CL_INVALID_ARG_SIZE;
    v.local_size = (uint32_t)arg_size;
    break;
  case TR_ARG_POD:
    if (!arg_value) return CL_INVALID_ARG_VALUE;
    if (arg_size != sig->size) return CL_INVALID_ARG_SIZE;
    v.pod = malloc(arg_size ? arg_size : 1);
    if (!v.pod) return CL_OUT_OF_HOST_MEMORY;
    memcpy(v.pod, arg_value, arg_size);
    break;
  case TR_ARG_IMAGE: {
    cl_int err = image_arg_set(kernel, sig, arg_size, arg_value, &v);
    if (err) return err;
    /* an immutable image only to a read_only parameter */
    if (v.mem && mem_immutable(v.mem) && sig->access != TR_ACCESS_READ) return CL_INVALID_ARG_VALUE;
    break;
  }
  case TR_ARG_SAMPLER: {
    cl_int err = sampler_arg_set(kernel, arg_size, arg_value, &v);
    if (err) return err;
    break;
  }
  default: return CL_INVALID_ARG_VALUE;
  }
  pthread_mutex_lock(&kernel->lock);
  free(kernel->args[arg_index].pod);
  kernel->args[arg_index] = v;
  pthread_mutex_unlock(&kernel->lock);
  return CL_SUCCESS;
}

CL_API cl_int clSetKernelArgSVMPointer(cl_kernel kernel, cl_uint arg_index, const void *arg_value) {
  (void)arg_value;
  if (!obj_valid(kernel, OBJ_KERNEL)) return CL_INVALID_KERNEL;
  if (arg_index >= kernel->nargs) return CL_INVALID_ARG_INDEX;
  /* CL_DEVICE_SVM_CAPABILITIES is 0. */
  return CL_INVALID_OPERATION;
}

CL_API cl_int clSetKernelExecInfo(cl_kernel kernel, cl_kernel_exec_info param_name,
                                  size_t param_value_size, const void *param_value) {
  if (!obj_valid(kernel, OBJ_KERNEL)) return CL_INVALID_KERNEL;
  if (param_name != CL_KERNEL_EXEC_INFO_SVM_PTRS && param_name != CL_KERNEL_EXEC_INFO_SVM_FINE_GRAIN_SYSTEM)
    return CL_INVALID_VALUE;
  /* Both are SVM's, and no device has SVM (CL_DEVICE_SVM_CAPABILITIES is
   * 0): refused as such, whatever the value. */
  (void)param_value_size;
  (void)param_value;
  return CL_INVALID_OPERATION;
}

CL_API cl_int clGetKernelInfo(cl_kernel kernel, cl_kernel_info param_name, size_t param_value_size,
                              void *param_value, size_t *param_value_size_ret) {
  if (!obj_valid(kernel, OBJ_KERNEL)) return CL_INVALID_KERNEL;
  cl_kernel k = kernel;
  switch (param_name) {
  case CL_KERNEL_FUNCTION_NAME: return INFO_STR(k->name);
  case CL_KERNEL_NUM_ARGS: return INFO_VAL(cl_uint, k->nargs);
  case CL_KERNEL_REFERENCE_COUNT: return INFO_VAL(cl_uint, obj_ext_refs(k));
  case CL_KERNEL_CONTEXT: return INFO_VAL(cl_context, k->prog->ctx);
  case CL_KERNEL_PROGRAM: return INFO_VAL(cl_program, k->prog);
  case CL_KERNEL_ATTRIBUTES: {
    /* Empty for kernels not from OpenCL C source (API 5.9.3). A kernel
     * exists only while its program's builds stay as they are. */
    const char *attrs = "";
    for (cl_uint d = 0; d < k->prog->ndevices; d++)
      if (k->tk[d] && k->tk[d]->attributes && !k->prog->builds[d].from_il) {
        attrs = k->tk[d]->attributes;
        break;
      }
    return INFO_STR(attrs);
  }
  default: return CL_INVALID_VALUE;
  }
}

CL_API cl_int clGetKernelArgInfo(cl_kernel kernel, cl_uint arg_index, cl_kernel_arg_info param_name,
                                 size_t param_value_size, void *param_value,
                                 size_t *param_value_size_ret) {
  if (!obj_valid(kernel, OBJ_KERNEL)) return CL_INVALID_KERNEL;
  if (arg_index >= kernel->nargs) return CL_INVALID_ARG_INDEX;
  const tr_arg *a = &kernel->sig[arg_index];
  /* Programs from source have it only with -cl-kernel-arg-info (5.9.4). */
  bool known = param_name >= CL_KERNEL_ARG_ADDRESS_QUALIFIER && param_name <= CL_KERNEL_ARG_NAME;
  if (known && !program_arg_info(kernel->prog)) return CL_KERNEL_ARG_INFO_NOT_AVAILABLE;
  switch (param_name) {
  case CL_KERNEL_ARG_ADDRESS_QUALIFIER: {
    cl_kernel_arg_address_qualifier q = CL_KERNEL_ARG_ADDRESS_PRIVATE;
    if (a->space == TR_AS_GLOBAL) q = CL_KERNEL_ARG_ADDRESS_GLOBAL;
    if (a->space == TR_AS_CONSTANT) q = CL_KERNEL_ARG_ADDRESS_CONSTANT;
    if (a->space == TR_AS_LOCAL) q = CL_KERNEL_ARG_ADDRESS_LOCAL;
    return INFO_VAL(cl_kernel_arg_address_qualifier, q);
  }
  case CL_KERNEL_ARG_ACCESS_QUALIFIER: {
    static const cl_kernel_arg_access_qualifier map[] = {
      [TR_ACCESS_NONE] = CL_KERNEL_ARG_ACCESS_NONE,
      [TR_ACCESS_READ] = CL_KERNEL_ARG_ACCESS_READ_ONLY,
      [TR_ACCESS_WRITE] = CL_KERNEL_ARG_ACCESS_WRITE_ONLY,
      [TR_ACCESS_READ_WRITE] = CL_KERNEL_ARG_ACCESS_READ_WRITE,
    };
    cl_kernel_arg_access_qualifier q =
      (unsigned)a->access < ARRAY_LEN(map) ? map[a->access] : CL_KERNEL_ARG_ACCESS_NONE;
    return INFO_VAL(cl_kernel_arg_access_qualifier, q);
  }
  case CL_KERNEL_ARG_TYPE_QUALIFIER: {
    cl_kernel_arg_type_qualifier q = CL_KERNEL_ARG_TYPE_NONE;
    if (a->type_qual & TR_QUAL_CONST) q |= CL_KERNEL_ARG_TYPE_CONST;
    if (a->type_qual & TR_QUAL_RESTRICT) q |= CL_KERNEL_ARG_TYPE_RESTRICT;
    if (a->type_qual & TR_QUAL_VOLATILE) q |= CL_KERNEL_ARG_TYPE_VOLATILE;
    if (a->type_qual & TR_QUAL_PIPE) q |= CL_KERNEL_ARG_TYPE_PIPE;
    return INFO_VAL(cl_kernel_arg_type_qualifier, q);
  }
  case CL_KERNEL_ARG_TYPE_NAME:
    if (!a->type_name) return CL_KERNEL_ARG_INFO_NOT_AVAILABLE;
    return INFO_STR(a->type_name);
  case CL_KERNEL_ARG_NAME:
    if (!a->name) return CL_KERNEL_ARG_INFO_NOT_AVAILABLE;
    return INFO_STR(a->name);
  default: return CL_INVALID_VALUE;
  }
}

/* The program device index for `device` (NULL: the program's only one). */
static int kernel_device(cl_kernel k, cl_device_id device) {
  if (!device) return k->prog->ndevices == 1 ? 0 : -1;
  if (!obj_valid(device, OBJ_DEVICE)) return -1;
  return program_device_index(k->prog, device);
}

/* Static __local memory, then each __local argument at an offset aligned
 * as the translator lays them out (tr_arg.align). */
size_t kernel_local_bytes(cl_kernel k, const tr_kernel *tk) {
  /* __local offsets start at TR_LOCAL_BASE (no __local pointer is NULL);
   * arguments follow the static data, each aligned as the translator
   * aligns it, and the memory holds the bytes from the base to the end */
  size_t end = TR_LOCAL_BASE + tk->static_local_bytes;
  bool any = tk->static_local_bytes != 0;
  pthread_mutex_lock(&k->lock);
  for (uint32_t a = 0; a < k->nargs; a++) {
    if (k->sig[a].kind != TR_ARG_LOCAL || !k->args[a].set) continue;
    size_t al = k->sig[a].align ? k->sig[a].align : 1;
    end = (end + al - 1) / al * al + k->args[a].local_size;
    any = true;
  }
  pthread_mutex_unlock(&k->lock);
  return any ? end - TR_LOCAL_BASE : 0;
}

/* The largest work-group this kernel can run with: its required size, or
 * the device's limit, and with a required sub-group size no more than
 * Vulkan's maxComputeWorkgroupSubgroups of that size. */
size_t kernel_max_wg(cl_device_id dev, const tr_kernel *tk) {
  const uint32_t *r = tk->reqd_work_group_size;
  if (r[0]) return (size_t)r[0] * r[1] * r[2];
  size_t most = dev->max_wg_size;
  uint32_t subgroups = dev->info->max_compute_workgroup_subgroups;
  if (tk->vk_subgroup_size && subgroups && (size_t)tk->vk_subgroup_size * subgroups < most)
    most = (size_t)tk->vk_subgroup_size * subgroups;
  return most;
}

uint32_t kernel_subgroup_size(cl_device_id dev, const tr_kernel *tk) {
  if (tk->subgroup_size_virtual) return tk->subgroup_size_virtual;
  if (tk->reqd_subgroup_size) return tk->reqd_subgroup_size;
  return dev->info->subgroup_size ? dev->info->subgroup_size : 1;
}

CL_API cl_int clGetKernelWorkGroupInfo(cl_kernel kernel, cl_device_id device,
                                       cl_kernel_work_group_info param_name,
                                       size_t param_value_size, void *param_value,
                                       size_t *param_value_size_ret) {
  if (!obj_valid(kernel, OBJ_KERNEL)) return CL_INVALID_KERNEL;
  int d = kernel_device(kernel, device);
  if (d < 0 || !kernel->tk[d]) return CL_INVALID_DEVICE;
  cl_device_id dev = kernel->prog->devices[d];
  const tr_kernel *tk = kernel->tk[d];
  switch (param_name) {
  case CL_KERNEL_WORK_GROUP_SIZE: return INFO_VAL(size_t, kernel_max_wg(dev, tk));
  case CL_KERNEL_COMPILE_WORK_GROUP_SIZE: {
    size_t s[3] = {tk->reqd_work_group_size[0], tk->reqd_work_group_size[1],
                   tk->reqd_work_group_size[2]};
    return INFO_ARR(s, sizeof s);
  }
  case CL_KERNEL_LOCAL_MEM_SIZE: return INFO_VAL(cl_ulong, kernel_local_bytes(kernel, tk));
  case CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
    return INFO_VAL(size_t, kernel_subgroup_size(dev, tk));
  case CL_KERNEL_PRIVATE_MEM_SIZE: return INFO_VAL(cl_ulong, tk->private_bytes);
  case CL_KERNEL_SPILL_MEM_SIZE_INTEL:
    if (!device_has_ext(dev, "cl_intel_required_subgroup_size")) return CL_INVALID_VALUE;
    return INFO_VAL(cl_ulong, 0);
  /* Only for custom devices and built-in kernels. */
  case CL_KERNEL_GLOBAL_WORK_SIZE:
  default: return CL_INVALID_VALUE;
  }
}

static size_t div_up(size_t a, size_t b) { return (a + b - 1) / b; }

/* The local size a query passes as input_value: 1 to 3 non-zero size_t. */
static bool local_size_input(size_t input_value_size, const void *input_value, size_t *total) {
  if (!input_value || !input_value_size || input_value_size % sizeof(size_t) ||
      input_value_size > 3 * sizeof(size_t))
    return false;
  const size_t *local = input_value;
  *total = 1;
  for (size_t i = 0; i < input_value_size / sizeof(size_t); i++) {
    if (!local[i]) return false;
    *total *= local[i];
  }
  return true;
}


/* Sub-groups as the translator makes them (docs/translator.md): a
 * work-group's work-items in linear order, cut into sub-groups of the
 * pipeline's subgroup size; a work-group smaller than that is one
 * sub-group of its own size, whose get_max_sub_group_size is that size. */
CL_API cl_int clGetKernelSubGroupInfo(cl_kernel kernel, cl_device_id device,
                                      cl_kernel_sub_group_info param_name, size_t input_value_size,
                                      const void *input_value, size_t param_value_size,
                                      void *param_value, size_t *param_value_size_ret) {
  if (!obj_valid(kernel, OBJ_KERNEL)) return CL_INVALID_KERNEL;
  int d = kernel_device(kernel, device);
  if (d < 0 || !kernel->tk[d]) return CL_INVALID_DEVICE;
  cl_device_id dev = kernel->prog->devices[d];
  if (!device_has_subgroups(dev)) return CL_INVALID_OPERATION;
  const tr_kernel *tk = kernel->tk[d];
  size_t sg = kernel_subgroup_size(dev, tk);
  size_t total;
  switch (param_name) {
  case CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE:
    if (!local_size_input(input_value_size, input_value, &total)) return CL_INVALID_VALUE;
    return INFO_VAL(size_t, total < sg ? total : sg);
  case CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE:
    if (!local_size_input(input_value_size, input_value, &total)) return CL_INVALID_VALUE;
    return INFO_VAL(size_t, div_up(total, sg));
  case CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT: {
    if (!input_value || input_value_size != sizeof(size_t)) return CL_INVALID_VALUE;
    size_t count = *(const size_t *)input_value;
    /* The local size has as many dimensions as param_value has room for. */
    if (param_value && (param_value_size < sizeof(size_t) || param_value_size > 3 * sizeof(size_t) ||
                        param_value_size % sizeof(size_t)))
      return CL_INVALID_VALUE;
    size_t dims = param_value ? param_value_size / sizeof(size_t) : 1;
    size_t out[3] = {0, 0, 0};
    size_t x = count * sg;
    const uint32_t *r = tk->reqd_work_group_size;
    bool fits = count && x / sg == count && x <= kernel_max_wg(dev, tk) && x <= dev->max_wi_sizes[0] &&
                (!r[0] || (r[0] == x && r[1] == 1 && r[2] == 1));
    if (fits) {
      out[0] = x;
      out[1] = out[2] = 1;
    }
    return INFO_ARR(out, dims * sizeof(size_t));
  }
  case CL_KERNEL_MAX_NUM_SUB_GROUPS: return INFO_VAL(size_t, div_up(kernel_max_wg(dev, tk), sg));
  case CL_KERNEL_COMPILE_NUM_SUB_GROUPS: return INFO_VAL(size_t, tk->compile_num_subgroups);
  case CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL:
    if (!device_has_ext(dev, "cl_intel_required_subgroup_size")) return CL_INVALID_VALUE;
    return INFO_VAL(size_t, tk->reqd_subgroup_size);
  default: return CL_INVALID_VALUE;
  }
}

CL_API cl_int clGetKernelSubGroupInfoKHR(cl_kernel in_kernel, cl_device_id in_device,
                                         cl_kernel_sub_group_info param_name,
                                         size_t input_value_size, const void *input_value,
                                         size_t param_value_size, void *param_value,
                                         size_t *param_value_size_ret) {
  return clGetKernelSubGroupInfo(in_kernel, in_device, param_name, input_value_size, input_value,
                                 param_value_size, param_value, param_value_size_ret);
}
