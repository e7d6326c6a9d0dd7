/* context.c: contexts, their properties and destructor callbacks. */
#include <stdlib.h>
#include <string.h>

#include "icd.h"

static void context_destroy(void *obj);

/* Checks a context property list; counts its entries (with the 0). */
static cl_int check_props(const cl_context_properties *props, size_t *nprops) {
  *nprops = 0;
  if (!props) return CL_SUCCESS;
  bool seen_platform = false, seen_sync = false;
  size_t i = 0;
  for (; props[i]; i += 2) {
    switch (props[i]) {
    case CL_CONTEXT_PLATFORM:
      if (seen_platform) return CL_INVALID_PROPERTY;
      seen_platform = true;
      if (!props[i + 1] || !platform_ok((cl_platform_id)props[i + 1])) return CL_INVALID_PLATFORM;
      break;
    case CL_CONTEXT_INTEROP_USER_SYNC:
      if (seen_sync) return CL_INVALID_PROPERTY;
      seen_sync = true;
      if (props[i + 1] != CL_TRUE && props[i + 1] != CL_FALSE) return CL_INVALID_PROPERTY;
      break;
    default: return CL_INVALID_PROPERTY;
    }
  }
  *nprops = i + 1;
  return CL_SUCCESS;
}

static cl_context context_make(const cl_context_properties *props, size_t nprops,
                               cl_uint ndev, const cl_device_id *devs,
                               void(CL_CALLBACK *notify)(const char *, const void *, size_t, void *),
                               void *data, cl_int *errcode_ret) {
  cl_context ctx = obj_new(OBJ_CONTEXT, sizeof *ctx, context_destroy);
  if (!ctx) goto oom;
  pthread_mutex_init(&ctx->lock, NULL);
  ctx->notify = notify;
  ctx->notify_data = data;
  ctx->devices = calloc(ndev, sizeof *ctx->devices);
  if (!ctx->devices) goto oom;
  /* Duplicates in the list name one device once. */
  for (cl_uint i = 0; i < ndev; i++) {
    bool dup = false;
    for (cl_uint j = 0; j < ctx->ndevices; j++) dup = dup || ctx->devices[j] == devs[i];
    if (!dup) ctx->devices[ctx->ndevices++] = devs[i];
  }
  if (nprops) {
    ctx->props = malloc(nprops * sizeof *props);
    if (!ctx->props) goto oom;
    memcpy(ctx->props, props, nprops * sizeof *props);
    ctx->nprops = nprops;
  }
  SET_ERR(CL_SUCCESS);
  return ctx;
oom:
  if (ctx) obj_release_unshared(ctx, OBJ_CONTEXT);
  SET_ERR(CL_OUT_OF_HOST_MEMORY);
  return NULL;
}

CL_API cl_context clCreateContext(const cl_context_properties *properties, cl_uint num_devices,
                                  const cl_device_id *devices,
                                  void(CL_CALLBACK *pfn_notify)(const char *, const void *, size_t,
                                                                void *),
                                  void *user_data, cl_int *errcode_ret) {
  size_t nprops;
  cl_int err = check_props(properties, &nprops);
  if (err) {
    SET_ERR(err);
    return NULL;
  }
  if (!devices || !num_devices || (!pfn_notify && user_data)) {
    SET_ERR(CL_INVALID_VALUE);
    return NULL;
  }
  for (cl_uint i = 0; i < num_devices; i++) {
    if (!obj_valid(devices[i], OBJ_DEVICE)) {
      SET_ERR(CL_INVALID_DEVICE);
      return NULL;
    }
  }
  return context_make(properties, nprops, num_devices, devices, pfn_notify, user_data, errcode_ret);
}

CL_API cl_context clCreateContextFromType(const cl_context_properties *properties,
                                          cl_device_type device_type,
                                          void(CL_CALLBACK *pfn_notify)(const char *, const void *,
                                                                        size_t, void *),
                                          void *user_data, cl_int *errcode_ret) {
  size_t nprops;
  cl_int err = check_props(properties, &nprops);
  if (err) {
    SET_ERR(err);
    return NULL;
  }
  if (!pfn_notify && user_data) {
    SET_ERR(CL_INVALID_VALUE);
    return NULL;
  }
  cl_uint n = 0;
  err = clGetDeviceIDs(NULL, device_type, 0, NULL, &n);
  if (err) {
    SET_ERR(err);
    return NULL;
  }
  cl_device_id *devs = calloc(n, sizeof *devs);
  if (!devs) {
    SET_ERR(CL_OUT_OF_HOST_MEMORY);
    return NULL;
  }
  err = clGetDeviceIDs(NULL, device_type, n, devs, NULL);
  cl_context ctx = NULL;
  if (err)
    SET_ERR(err);
  else
    ctx = context_make(properties, nprops, n, devs, pfn_notify, user_data, errcode_ret);
  free(devs);
  return ctx;
}

CL_API cl_int clRetainContext(cl_context context) {
  return obj_retain_ext(context, OBJ_CONTEXT, CL_INVALID_CONTEXT);
}

CL_API cl_int clReleaseContext(cl_context context) {
  return obj_release_ext(context, OBJ_CONTEXT, CL_INVALID_CONTEXT);
}

static void context_destroy(void *obj) {
  cl_context ctx = obj;
  /* Destructor callbacks run in reverse order of registration (the list
   * is LIFO already). */
  for (struct ctx_dtor *d = ctx->dtors, *next; d; d = next) {
    next = d->next;
    d->fn(ctx, d->data);
    free(d);
  }
  mem_relay_free(ctx);
  free(ctx->devices);
  free(ctx->props);
  pthread_mutex_destroy(&ctx->lock);
  obj_free(ctx);
}

CL_API cl_int clGetContextInfo(cl_context context, cl_context_info param_name,
                               size_t param_value_size, void *param_value,
                               size_t *param_value_size_ret) {
  if (!obj_valid(context, OBJ_CONTEXT)) return CL_INVALID_CONTEXT;
  switch (param_name) {
  case CL_CONTEXT_REFERENCE_COUNT: return INFO_VAL(cl_uint, obj_ext_refs(context));
  case CL_CONTEXT_NUM_DEVICES: return INFO_VAL(cl_uint, context->ndevices);
  case CL_CONTEXT_DEVICES: return INFO_ARR(context->devices, context->ndevices * sizeof(cl_device_id));
  case CL_CONTEXT_PROPERTIES:
    return INFO_ARR(context->props, context->nprops * sizeof(cl_context_properties));
  default: return CL_INVALID_VALUE;
  }
}

CL_API cl_int clSetContextDestructorCallback(cl_context context,
                                             void(CL_CALLBACK *pfn_notify)(cl_context, void *),
                                             void *user_data) {
  if (!obj_valid(context, OBJ_CONTEXT)) return CL_INVALID_CONTEXT;
  if (!pfn_notify) return CL_INVALID_VALUE;
  struct ctx_dtor *d = malloc(sizeof *d);
  if (!d) return CL_OUT_OF_HOST_MEMORY;
  d->fn = pfn_notify;
  d->data = user_data;
  pthread_mutex_lock(&context->lock);
  d->next = context->dtors;
  context->dtors = d;
  pthread_mutex_unlock(&context->lock);
  return CL_SUCCESS;
}

int context_device_index(cl_context ctx, cl_device_id dev) {
  for (cl_uint i = 0; i < ctx->ndevices; i++)
    if (ctx->devices[i] == dev) return (int)i;
  return -1;
}

bool context_has_device(cl_context ctx, cl_device_id dev) { return context_device_index(ctx, dev) >= 0; }

uint64_t context_max_alloc(cl_context ctx) {
  uint64_t m = UINT64_MAX;
  for (cl_uint i = 0; i < ctx->ndevices; i++)
    if (ctx->devices[i]->info->max_alloc_size < m) m = ctx->devices[i]->info->max_alloc_size;
  return m;
}
