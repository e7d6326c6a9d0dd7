/* memobj.c: buffers and sub-buffers: creation flags and their errors,
 * storage on a device (with the contents given at creation), info
 * queries and destructor callbacks. */
#include <stdlib.h>
#include <string.h>

#include "image.h"

#define ACCESS_FLAGS (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY)
#define HOST_PTR_FLAGS (CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR)
#define HOST_ACCESS_FLAGS (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS)

static int bits(cl_mem_flags f) { return __builtin_popcountll(f); }

cl_int mem_check_flags(cl_mem_flags f) {
  if (f & ~(cl_mem_flags)(ACCESS_FLAGS | HOST_PTR_FLAGS | HOST_ACCESS_FLAGS | CL_MEM_IMMUTABLE_EXT))
    return CL_INVALID_VALUE;
  /* an immutable object is read-only to kernels and the host */
  if ((f & CL_MEM_IMMUTABLE_EXT) && (f & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_HOST_WRITE_ONLY)))
    return CL_INVALID_VALUE;
  if (bits(f & ACCESS_FLAGS) > 1 || bits(f & HOST_ACCESS_FLAGS) > 1) return CL_INVALID_VALUE;
  if ((f & CL_MEM_USE_HOST_PTR) && (f & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR)))
    return CL_INVALID_VALUE;
  return CL_SUCCESS;
}

bool mem_is_buffer(cl_mem m) { return m->type == CL_MEM_OBJECT_BUFFER; }

void mem_mapping_push(cl_mem m, struct mapping *mp) {
  pthread_mutex_lock(&m->lock);
  mp->next = m->maps;
  m->maps = mp;
  atomic_fetch_add(&m->map_count, 1);
  pthread_mutex_unlock(&m->lock);
}

struct mapping *mem_mapping_take(cl_mem m, struct mapping *mp, void *ptr) {
  struct mapping *found = NULL;
  pthread_mutex_lock(&m->lock);
  for (struct mapping **p = &m->maps; *p; p = &(*p)->next) {
    if (mp ? *p == mp : (*p)->ptr == ptr) {
      found = *p;
      *p = found->next;
      atomic_fetch_sub(&m->map_count, 1);
      break;
    }
  }
  pthread_mutex_unlock(&m->lock);
  return found;
}

bool mem_immutable(cl_mem m) { return ((m->parent ? m->parent : m)->flags & CL_MEM_IMMUTABLE_EXT) != 0; }

bool mem_host_may(cl_mem m, bool read) {
  cl_mem_flags denied = read ? CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS
                             : CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;
  return !(m->flags & denied) && (read || !mem_immutable(m));
}

/* Caller holds root->lock. Storage on device d; `init`: the contents, or
 * NULL. */
static cl_int alloc_storage(cl_mem root, int d, const void *init) {
  cl_device_id dev = root->ctx->devices[d];
  uint32_t rflags = (root->flags & CL_MEM_ALLOC_HOST_PTR) ? RT_BUFFER_HOST_VISIBLE : 0;
  rt_status st = rt_buffer_create(dev->rt, root->size, rflags, &root->rts[d]);
  if (st != RT_OK) {
    root->rts[d] = NULL;
    return rt_to_cl_alloc(st);
  }
  cl_int err = init ? mem_upload(dev, root->rts[d], init, root->size) : CL_SUCCESS;
  if (err) {
    rt_buffer_destroy(root->rts[d]);
    root->rts[d] = NULL;
  }
  return err;
}

cl_int mem_resolve(cl_mem mem, cl_device_id dev, rt_buffer **buf, uint64_t *offset) {
  cl_mem root = mem_root(mem);
  int d = context_device_index(root->ctx, dev);
  if (d < 0) return CL_INVALID_DEVICE;
  cl_int err = CL_SUCCESS;
  pthread_mutex_lock(&root->lock);
  if (!root->rts[d]) {
    /* The first device to use it gets the creation contents. */
    bool first = !root->ranges;
    err = alloc_storage(root, d, first ? (root->init_data ? root->init_data : root->host_ptr) : NULL);
    if (!err && first) err = mem_contents_placed(root, d);
    if (!err && first) {
      free(root->init_data);
      root->init_data = NULL;
    } else if (err && root->rts[d]) {
      rt_buffer_destroy(root->rts[d]);
      root->rts[d] = NULL;
    }
  }
  *buf = root->rts[d];
  pthread_mutex_unlock(&root->lock);
  *offset = mem->origin;
  return err;
}

cl_int mem_device_address(cl_mem mem, cl_device_id dev, uint64_t *addr) {
  rt_buffer *buf;
  uint64_t off;
  cl_int err = mem_resolve(mem, dev, &buf, &off);
  if (!err) *addr = rt_buffer_device_address(buf) + off;
  return err;
}

static cl_mem buffer_create(cl_context context, const cl_mem_properties *properties,
                            cl_mem_flags flags, size_t size, void *host_ptr, cl_int *errcode_ret) {
  if (!obj_valid(context, OBJ_CONTEXT)) {
    SET_ERR(CL_INVALID_CONTEXT);
    return NULL;
  }
  size_t nprops = 0;
  if (properties) {
    /* No buffer properties are supported: any is an invalid property. */
    if (properties[0]) {
      SET_ERR(CL_INVALID_PROPERTY);
      return NULL;
    }
    nprops = 1;
  }
  cl_int err = mem_check_flags(flags);
  if (err) {
    SET_ERR(err);
    return NULL;
  }
  if (size == 0 || size > context_max_alloc(context)) {
    SET_ERR(CL_INVALID_BUFFER_SIZE);
    return NULL;
  }
  bool wants_ptr = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR);
  /* its contents can only come from creation */
  if ((flags & CL_MEM_IMMUTABLE_EXT) && !wants_ptr) {
    SET_ERR(CL_INVALID_VALUE);
    return NULL;
  }
  if (wants_ptr != (host_ptr != NULL)) {
    SET_ERR(CL_INVALID_HOST_PTR);
    return NULL;
  }
  cl_mem m = obj_new(OBJ_MEM, sizeof *m, mem_destroy);
  if (!m) {
    SET_ERR(CL_OUT_OF_HOST_MEMORY);
    return NULL;
  }
  pthread_mutex_init(&m->lock, NULL);
  m->ctx = context;
  obj_ref(context);
  m->type = CL_MEM_OBJECT_BUFFER;
  m->flags = flags;
  m->size = size;
  if (flags & CL_MEM_USE_HOST_PTR) m->host_ptr = host_ptr;
  if (nprops) {
    m->props = calloc(1, sizeof *m->props);
    if (!m->props) err = CL_OUT_OF_HOST_MEMORY;
    m->nprops = 1;
  }
  m->rts = calloc(context->ndevices, sizeof *m->rts);
  if (!m->rts) err = CL_OUT_OF_HOST_MEMORY;
  if (!err && context->ndevices == 1) {
    /* The contents go straight to the one device. */
    pthread_mutex_lock(&m->lock);
    err = alloc_storage(m, 0, host_ptr);
    pthread_mutex_unlock(&m->lock);
  } else if (!err && (flags & CL_MEM_COPY_HOST_PTR)) {
    /* Kept until the first device that uses the buffer gets it. */
    m->init_data = malloc(size);
    if (m->init_data)
      memcpy(m->init_data, host_ptr, size);
    else
      err = CL_OUT_OF_HOST_MEMORY;
  }
  if (err) {
    obj_release_unshared(m, OBJ_MEM);
    SET_ERR(err);
    return NULL;
  }
  SET_ERR(CL_SUCCESS);
  return m;
}

CL_API cl_mem clCreateBuffer(cl_context context, cl_mem_flags flags, size_t size, void *host_ptr,
                             cl_int *errcode_ret) {
  return buffer_create(context, NULL, flags, size, host_ptr, errcode_ret);
}

CL_API cl_mem clCreateBufferWithProperties(cl_context context,
                                           const cl_mem_properties *properties,
                                           cl_mem_flags flags, size_t size, void *host_ptr,
                                           cl_int *errcode_ret) {
  return buffer_create(context, properties, flags, size, host_ptr, errcode_ret);
}

CL_API cl_mem clCreateSubBuffer(cl_mem buffer, cl_mem_flags flags,
                                cl_buffer_create_type buffer_create_type,
                                const void *buffer_create_info, cl_int *errcode_ret) {
  if (!obj_valid(buffer, OBJ_MEM) || !mem_is_buffer(buffer) || buffer->parent) {
    SET_ERR(CL_INVALID_MEM_OBJECT);
    return NULL;
  }
  cl_mem_flags pf = buffer->flags;
  cl_int err = mem_check_flags(flags);
  if (!err && (flags & HOST_PTR_FLAGS)) err = CL_INVALID_VALUE;
  /* Access may only narrow what the parent allows. */
  if (!err && (pf & CL_MEM_WRITE_ONLY) && (flags & (CL_MEM_READ_WRITE | CL_MEM_READ_ONLY)))
    err = CL_INVALID_VALUE;
  if (!err && (pf & CL_MEM_READ_ONLY) && (flags & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY)))
    err = CL_INVALID_VALUE;
  if (!err && (pf & CL_MEM_HOST_WRITE_ONLY) && (flags & CL_MEM_HOST_READ_ONLY)) err = CL_INVALID_VALUE;
  if (!err && (pf & CL_MEM_HOST_READ_ONLY) && (flags & CL_MEM_HOST_WRITE_ONLY)) err = CL_INVALID_VALUE;
  if (!err && (pf & CL_MEM_HOST_NO_ACCESS) && (flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY)))
    err = CL_INVALID_VALUE;
  if (!err && (pf & CL_MEM_IMMUTABLE_EXT) && (flags & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_HOST_WRITE_ONLY)))
    err = CL_INVALID_VALUE;
  if (!err && (buffer_create_type != CL_BUFFER_CREATE_TYPE_REGION || !buffer_create_info))
    err = CL_INVALID_VALUE;
  if (err) {
    SET_ERR(err);
    return NULL;
  }
  const cl_buffer_region *r = buffer_create_info;
  if (r->size == 0) {
    SET_ERR(CL_INVALID_BUFFER_SIZE);
    return NULL;
  }
  if (r->origin > buffer->size || r->size > buffer->size - r->origin) {
    SET_ERR(CL_INVALID_VALUE);
    return NULL;
  }
  bool aligned = false;
  for (cl_uint i = 0; i < buffer->ctx->ndevices; i++)
    aligned = aligned || r->origin % buffer->ctx->devices[i]->mem_base_align == 0;
  if (!aligned) {
    SET_ERR(CL_MISALIGNED_SUB_BUFFER_OFFSET);
    return NULL;
  }
  cl_mem m = obj_new(OBJ_MEM, sizeof *m, mem_destroy);
  if (!m) {
    SET_ERR(CL_OUT_OF_HOST_MEMORY);
    return NULL;
  }
  pthread_mutex_init(&m->lock, NULL);
  m->ctx = buffer->ctx;
  obj_ref(m->ctx);
  m->type = CL_MEM_OBJECT_BUFFER;
  /* Unspecified access and host access are inherited, and so are the
   * parent's host pointer flags. */
  cl_mem_flags f = flags;
  if (!(f & ACCESS_FLAGS)) f |= pf & ACCESS_FLAGS;
  if (!(f & HOST_ACCESS_FLAGS)) f |= pf & HOST_ACCESS_FLAGS;
  f |= pf & HOST_PTR_FLAGS;
  m->flags = f;
  m->size = r->size;
  m->parent = buffer;
  obj_ref(buffer);
  m->origin = r->origin;
  if (buffer->host_ptr) m->host_ptr = (char *)buffer->host_ptr + r->origin;
  SET_ERR(CL_SUCCESS);
  return m;
}

CL_API cl_int clRetainMemObject(cl_mem memobj) {
  return obj_retain_ext(memobj, OBJ_MEM, CL_INVALID_MEM_OBJECT);
}

CL_API cl_int clReleaseMemObject(cl_mem memobj) {
  return obj_release_ext(memobj, OBJ_MEM, CL_INVALID_MEM_OBJECT);
}

void mem_destroy(void *obj) {
  cl_mem m = obj;
  for (struct mem_dtor *d = m->dtors, *next; d; d = next) {
    next = d->next;
    d->fn(m, d->data);
    free(d);
  }
  for (struct mapping *mp = m->maps, *next; mp; mp = next) {
    next = mp->next;
    free(mp->shadow);
    free(mp);
  }
  if (m->image) image_destroy(m);
  if (m->rts)
    for (cl_uint i = 0; i < m->ctx->ndevices; i++)
      if (m->rts[i]) rt_buffer_destroy(m->rts[i]);
  free(m->rts);
  mem_ranges_free(m);
  free(m->init_data);
  if (m->parent) obj_unref(m->parent);
  free(m->props);
  obj_unref(m->ctx);
  pthread_mutex_destroy(&m->lock);
  obj_free(m);
}

CL_API cl_int clGetMemObjectInfo(cl_mem memobj, cl_mem_info param_name, size_t param_value_size,
                                 void *param_value, size_t *param_value_size_ret) {
  if (!obj_valid(memobj, OBJ_MEM)) return CL_INVALID_MEM_OBJECT;
  cl_mem m = memobj;
  switch (param_name) {
  case CL_MEM_TYPE: return INFO_VAL(cl_mem_object_type, m->type);
  case CL_MEM_FLAGS: return INFO_VAL(cl_mem_flags, m->flags);
  case CL_MEM_SIZE: return INFO_VAL(size_t, m->size);
  case CL_MEM_HOST_PTR: return INFO_VAL(void *, m->host_ptr);
  case CL_MEM_MAP_COUNT: return INFO_VAL(cl_uint, atomic_load(&m->map_count));
  case CL_MEM_REFERENCE_COUNT: return INFO_VAL(cl_uint, obj_ext_refs(m));
  case CL_MEM_CONTEXT: return INFO_VAL(cl_context, m->ctx);
  case CL_MEM_ASSOCIATED_MEMOBJECT:
    return INFO_VAL(cl_mem, m->image ? m->image->desc.mem_object : m->parent);
  case CL_MEM_OFFSET: return INFO_VAL(size_t, m->origin);
  case CL_MEM_USES_SVM_POINTER: return INFO_VAL(cl_bool, CL_FALSE);
  case CL_MEM_PROPERTIES: return INFO_ARR(m->props, m->nprops * sizeof(cl_mem_properties));
  default: return CL_INVALID_VALUE;
  }
}

CL_API cl_int clSetMemObjectDestructorCallback(cl_mem memobj,
                                               void(CL_CALLBACK *pfn_notify)(cl_mem, void *),
                                               void *user_data) {
  if (!obj_valid(memobj, OBJ_MEM)) return CL_INVALID_MEM_OBJECT;
  if (!pfn_notify) return CL_INVALID_VALUE;
  struct mem_dtor *d = malloc(sizeof *d);
  if (!d) return CL_OUT_OF_HOST_MEMORY;
  d->fn = pfn_notify;
  d->data = user_data;
  pthread_mutex_lock(&memobj->lock);
  d->next = memobj->dtors;
  memobj->dtors = d;
  pthread_mutex_unlock(&memobj->lock);
  return CL_SUCCESS;
}
