/* test_buffer.c: buffer and sub-buffer creation (every flag combination,
 * by the spec's rules), info queries, destructor callbacks, lifetimes. */
#include "cltest.h"

/* The spec's rules for clCreateBuffer flags, written independently of the
 * implementation: one access mode at most, one host access mode at most,
 * USE_HOST_PTR excludes ALLOC_HOST_PTR and COPY_HOST_PTR. */
static bool flags_valid(cl_mem_flags f) {
  int acc = !!(f & CL_MEM_READ_WRITE) + !!(f & CL_MEM_WRITE_ONLY) + !!(f & CL_MEM_READ_ONLY);
  int host = !!(f & CL_MEM_HOST_WRITE_ONLY) + !!(f & CL_MEM_HOST_READ_ONLY) + !!(f & CL_MEM_HOST_NO_ACCESS);
  bool use = f & CL_MEM_USE_HOST_PTR;
  return acc <= 1 && host <= 1 && !(use && (f & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR)));
}

TEST(buffer_flags) {
  cltest_env env;
  cltest_setup(&env, 0);
  static const cl_mem_flags bits[] = {CL_MEM_READ_WRITE, CL_MEM_WRITE_ONLY, CL_MEM_READ_ONLY,
                                      CL_MEM_USE_HOST_PTR, CL_MEM_ALLOC_HOST_PTR, CL_MEM_COPY_HOST_PTR,
                                      CL_MEM_HOST_WRITE_ONLY, CL_MEM_HOST_READ_ONLY, CL_MEM_HOST_NO_ACCESS};
  uint8_t host[256];
  cltest_fill(host, sizeof host, 1);
  int nvalid = 0;
  for (unsigned combo = 0; combo < 1u << 9; combo++) {
    cl_mem_flags f = 0;
    for (int i = 0; i < 9; i++)
      if (combo & (1u << i)) f |= bits[i];
    void *hp = (f & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR)) ? host : NULL;
    cl_int err;
    cl_mem m = clCreateBuffer(env.ctx, f, sizeof host, hp, &err);
    if (flags_valid(f)) {
      nvalid++;
      if (err != CL_SUCCESS) {
        fprintf(stderr, "flags 0x%llx: %s\n", (unsigned long long)f, cltest_err_name(err));
        cltest_failures++;
        continue;
      }
      cl_mem_flags back = 0;
      CHECK_OK(clGetMemObjectInfo(m, CL_MEM_FLAGS, sizeof back, &back, NULL));
      CHECK_EQ(back, f);
      CHECK_OK(clReleaseMemObject(m));
    } else {
      CHECK(m == NULL);
      if (err != CL_INVALID_VALUE) {
        fprintf(stderr, "flags 0x%llx: %s, expected CL_INVALID_VALUE\n", (unsigned long long)f,
                cltest_err_name(err));
        cltest_failures++;
      }
    }
  }
  CHECK(nvalid > 50);
  cltest_teardown(&env);
}

TEST(buffer_errors) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  char host[64];
  cl_ulong max_alloc;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof max_alloc, &max_alloc, NULL));
  CHECK(clCreateBuffer(env.ctx, 0, 0, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_BUFFER_SIZE);
  CHECK(clCreateBuffer(env.ctx, 0, (size_t)max_alloc + 1, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_BUFFER_SIZE);
  CHECK(clCreateBuffer(env.ctx, CL_MEM_USE_HOST_PTR, 64, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_HOST_PTR);
  CHECK(clCreateBuffer(env.ctx, CL_MEM_COPY_HOST_PTR, 64, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_HOST_PTR);
  CHECK(clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, 64, host, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_HOST_PTR);
  CHECK(clCreateBuffer(env.ctx, CL_MEM_ALLOC_HOST_PTR, 64, host, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_HOST_PTR);
  CHECK(clCreateBuffer(env.ctx, (cl_mem_flags)1 << 40, 64, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateBuffer(env.ctx, CL_MEM_KERNEL_READ_AND_WRITE, 64, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateBuffer((cl_context)env.queue, 0, 64, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);
  cltest_teardown(&env);
}

TEST(buffer_with_properties) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_mem m = clCreateBufferWithProperties(env.ctx, NULL, 0, 64, NULL, &err);
  CHECK_OK(err);
  size_t n = 99;
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_PROPERTIES, 0, NULL, &n));
  CHECK_EQ(n, 0);
  CHECK_OK(clReleaseMemObject(m));
  cl_mem_properties empty[] = {0};
  m = clCreateBufferWithProperties(env.ctx, empty, 0, 64, NULL, &err);
  CHECK_OK(err);
  cl_mem_properties back[2] = {7, 7};
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_PROPERTIES, sizeof back, back, &n));
  CHECK_EQ(n, sizeof(cl_mem_properties));
  CHECK_EQ(back[0], 0);
  CHECK_OK(clReleaseMemObject(m));
  cl_mem_properties unknown[] = {0x7777, 1, 0};
  CHECK(clCreateBufferWithProperties(env.ctx, unknown, 0, 64, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_PROPERTY);
  /* clCreateBuffer reports no properties either. */
  m = clCreateBuffer(env.ctx, 0, 64, NULL, &err);
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_PROPERTIES, 0, NULL, &n));
  CHECK_EQ(n, 0);
  CHECK_OK(clReleaseMemObject(m));
  cltest_teardown(&env);
}

TEST(buffer_info) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  uint8_t host[1000];
  cltest_fill(host, sizeof host, 2);
  cl_mem m = clCreateBuffer(env.ctx, CL_MEM_USE_HOST_PTR | CL_MEM_READ_ONLY, sizeof host, host, &err);
  CHECK_OK(err);
  cl_mem_object_type type = 0;
  size_t size = 0, offset = 1;
  void *hp = NULL;
  cl_uint maps = 9, refs = 0;
  cl_context ctx = NULL;
  cl_mem assoc = (cl_mem)1;
  cl_bool svm = CL_TRUE;
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_TYPE, sizeof type, &type, NULL));
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof size, &size, NULL));
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_HOST_PTR, sizeof hp, &hp, NULL));
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_MAP_COUNT, sizeof maps, &maps, NULL));
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_CONTEXT, sizeof ctx, &ctx, NULL));
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof assoc, &assoc, NULL));
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_OFFSET, sizeof offset, &offset, NULL));
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_USES_SVM_POINTER, sizeof svm, &svm, NULL));
  CHECK_EQ(type, CL_MEM_OBJECT_BUFFER);
  CHECK_EQ(size, sizeof host);
  CHECK(hp == host);
  CHECK_EQ(maps, 0);
  CHECK_EQ(refs, 1);
  CHECK(ctx == env.ctx);
  CHECK(assoc == NULL);
  CHECK_EQ(offset, 0);
  CHECK_EQ(svm, CL_FALSE);
  CHECK_ERR(clGetMemObjectInfo(m, 0x7777, sizeof size, &size, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetMemObjectInfo(m, CL_MEM_SIZE, 1, &size, NULL), CL_INVALID_VALUE);
  /* A NULL param_value is ignored, whatever the size (3.0 API 5.5.6). */
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof size, NULL, NULL));
  CHECK_ERR(clGetMemObjectInfo((cl_mem)env.ctx, CL_MEM_SIZE, sizeof size, &size, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_OK(clRetainMemObject(m));
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_EQ(refs, 2);
  CHECK_OK(clReleaseMemObject(m));
  CHECK_OK(clReleaseMemObject(m));
  CHECK_ERR(clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof size, &size, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clRetainMemObject(m), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clReleaseMemObject(m), CL_INVALID_MEM_OBJECT);
  /* A plain buffer has no host pointer. */
  m = clCreateBuffer(env.ctx, CL_MEM_COPY_HOST_PTR, sizeof host, host, &err);
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_HOST_PTR, sizeof hp, &hp, NULL));
  CHECK(hp == NULL);
  CHECK_OK(clReleaseMemObject(m));
  cltest_teardown(&env);
}

TEST(buffer_initial_contents) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  size_t n = 100003;
  uint8_t *host = cltest_malloc(n), *ref = cltest_malloc(n), *out = cltest_malloc(n);
  cltest_fill(host, n, 3);
  memcpy(ref, host, n);
  cl_mem copy = clCreateBuffer(env.ctx, CL_MEM_COPY_HOST_PTR, n, host, &err);
  CHECK_OK(err);
  cl_mem alloc_copy = clCreateBuffer(env.ctx, CL_MEM_COPY_HOST_PTR | CL_MEM_ALLOC_HOST_PTR, n, host, &err);
  CHECK_OK(err);
  cl_mem use = clCreateBuffer(env.ctx, CL_MEM_USE_HOST_PTR, n, host, &err);
  CHECK_OK(err);
  /* The copies are independent of later host writes. */
  memset(host, 0, n);
  memset(out, 0, n);
  CHECK_OK(clEnqueueReadBuffer(env.queue, copy, CL_TRUE, 0, n, out, 0, NULL, NULL));
  CHECK_MEM(out, ref, n);
  memset(out, 0, n);
  CHECK_OK(clEnqueueReadBuffer(env.queue, alloc_copy, CL_TRUE, 0, n, out, 0, NULL, NULL));
  CHECK_MEM(out, ref, n);
  memset(out, 0, n);
  CHECK_OK(clEnqueueReadBuffer(env.queue, use, CL_TRUE, 0, n, out, 0, NULL, NULL));
  CHECK_MEM(out, ref, n);
  CHECK_OK(clReleaseMemObject(copy));
  CHECK_OK(clReleaseMemObject(alloc_copy));
  CHECK_OK(clReleaseMemObject(use));
  free(host);
  free(ref);
  free(out);
  cltest_teardown(&env);
}

static cl_uint base_align(cl_device_id d) {
  cl_uint bits = 0;
  CHECK_OK(clGetDeviceInfo(d, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof bits, &bits, NULL));
  return bits / 8;
}

TEST(sub_buffer) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_uint align = base_align(env.device);
  size_t n = align * 8;
  uint8_t *host = cltest_malloc(n), *out = cltest_malloc(n);
  cltest_fill(host, n, 4);
  cl_int err;
  cl_mem parent = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR | CL_MEM_HOST_READ_ONLY,
                                 n, host, &err);
  CHECK_OK(err);
  cl_buffer_region r = {align * 2, align * 3};
  cl_mem sub = clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
  CHECK_OK(err);
  cl_mem assoc = NULL;
  size_t off = 0, size = 0;
  cl_mem_flags f = 0;
  CHECK_OK(clGetMemObjectInfo(sub, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof assoc, &assoc, NULL));
  CHECK_OK(clGetMemObjectInfo(sub, CL_MEM_OFFSET, sizeof off, &off, NULL));
  CHECK_OK(clGetMemObjectInfo(sub, CL_MEM_SIZE, sizeof size, &size, NULL));
  CHECK_OK(clGetMemObjectInfo(sub, CL_MEM_FLAGS, sizeof f, &f, NULL));
  CHECK(assoc == parent);
  CHECK_EQ(off, r.origin);
  CHECK_EQ(size, r.size);
  /* Access, host access and host pointer flags come from the parent. */
  CHECK_EQ(f, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR | CL_MEM_HOST_READ_ONLY);
  CHECK_OK(clEnqueueReadBuffer(env.queue, sub, CL_TRUE, 0, r.size, out, 0, NULL, NULL));
  CHECK_MEM(out, host + r.origin, r.size);
  cl_mem ro = clCreateSubBuffer(parent, CL_MEM_READ_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
  CHECK_OK(err);
  CHECK_OK(clGetMemObjectInfo(ro, CL_MEM_FLAGS, sizeof f, &f, NULL));
  CHECK_EQ(f, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR | CL_MEM_HOST_READ_ONLY);
  CHECK_OK(clReleaseMemObject(ro));

  /* Errors. */
  cl_buffer_region mis = {align / 2 ? align / 2 : 1, 16};
  CHECK(clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &mis, &err) == NULL);
  CHECK_ERR(err, CL_MISALIGNED_SUB_BUFFER_OFFSET);
  cl_buffer_region out_of = {align * 4, align * 5};
  CHECK(clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &out_of, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  cl_buffer_region zero = {0, 0};
  CHECK(clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &zero, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_BUFFER_SIZE);
  CHECK(clCreateSubBuffer(sub, 0, CL_BUFFER_CREATE_TYPE_REGION, &zero, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_MEM_OBJECT);
  CHECK(clCreateSubBuffer(parent, 0, 0x7777, &r, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateSubBuffer(parent, CL_MEM_USE_HOST_PTR, CL_BUFFER_CREATE_TYPE_REGION, &r, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateSubBuffer(parent, CL_MEM_HOST_WRITE_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &r, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateSubBuffer(parent, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &r,
                          &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateSubBuffer((cl_mem)env.queue, 0, CL_BUFFER_CREATE_TYPE_REGION, &r, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_MEM_OBJECT);
  cl_mem wo = clCreateBuffer(env.ctx, CL_MEM_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS, n, NULL, &err);
  CHECK_OK(err);
  CHECK(clCreateSubBuffer(wo, CL_MEM_READ_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &r, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateSubBuffer(wo, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateSubBuffer(wo, CL_MEM_HOST_READ_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &r, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  cl_mem wo_sub = clCreateSubBuffer(wo, CL_MEM_WRITE_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
  CHECK_OK(err);
  CHECK_OK(clReleaseMemObject(wo_sub));
  CHECK_OK(clReleaseMemObject(wo));
  CHECK_OK(clReleaseMemObject(sub));
  CHECK_OK(clReleaseMemObject(parent));
  free(host);
  free(out);
  cltest_teardown(&env);
}

static int dtor_order[8], ndtor;
static void CL_CALLBACK mem_dtor(cl_mem m, void *data) {
  (void)m;
  dtor_order[ndtor++] = (int)(intptr_t)data;
}

TEST(buffer_destructor) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_uint align = base_align(env.device);
  cl_mem parent = clCreateBuffer(env.ctx, 0, align * 4, NULL, &err);
  CHECK_OK(err);
  cl_buffer_region r = {align, align};
  cl_mem sub = clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
  CHECK_OK(err);
  ndtor = 0;
  CHECK_OK(clSetMemObjectDestructorCallback(parent, mem_dtor, (void *)1));
  CHECK_OK(clSetMemObjectDestructorCallback(parent, mem_dtor, (void *)2));
  CHECK_OK(clSetMemObjectDestructorCallback(sub, mem_dtor, (void *)3));
  CHECK_ERR(clSetMemObjectDestructorCallback(parent, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clSetMemObjectDestructorCallback((cl_mem)env.ctx, mem_dtor, NULL), CL_INVALID_MEM_OBJECT);
  /* The sub-buffer keeps its parent. */
  CHECK_OK(clReleaseMemObject(parent));
  CHECK_EQ(ndtor, 0);
  CHECK_OK(clReleaseMemObject(sub));
  CHECK_EQ(ndtor, 3);
  CHECK(dtor_order[0] == 3 && dtor_order[1] == 2 && dtor_order[2] == 1);

  /* A pending command keeps its buffer until it completes. */
  size_t n = 1 << 22;
  uint8_t *host = cltest_malloc(n), *out = cltest_malloc(n);
  cltest_fill(host, n, 5);
  cl_mem m = clCreateBuffer(env.ctx, 0, n, NULL, &err);
  CHECK_OK(err);
  ndtor = 0;
  CHECK_OK(clSetMemObjectDestructorCallback(m, mem_dtor, (void *)7));
  CHECK_OK(clEnqueueWriteBuffer(env.queue, m, CL_FALSE, 0, n, host, 0, NULL, NULL));
  cl_event rd;
  CHECK_OK(clEnqueueReadBuffer(env.queue, m, CL_FALSE, 0, n, out, 0, NULL, &rd));
  CHECK_OK(clReleaseMemObject(m));
  CHECK_OK(clWaitForEvents(1, &rd));
  CHECK_MEM(out, host, n);
  CHECK_OK(clFinish(env.queue));
  CHECK_EQ(ndtor, 1);
  CHECK_OK(clReleaseEvent(rd));
  free(host);
  free(out);
  cltest_teardown(&env);
}

TEST(buffer_other_context) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_context other = clCreateContext(NULL, 1, &env.device, NULL, NULL, &err);
  CHECK_OK(err);
  cl_mem m = clCreateBuffer(other, 0, 64, NULL, &err);
  CHECK_OK(err);
  char buf[64];
  CHECK_ERR(clEnqueueReadBuffer(env.queue, m, CL_TRUE, 0, 64, buf, 0, NULL, NULL), CL_INVALID_CONTEXT);
  CHECK_ERR(clEnqueueWriteBuffer(env.queue, m, CL_TRUE, 0, 64, buf, 0, NULL, NULL), CL_INVALID_CONTEXT);
  cl_mem mine = clCreateBuffer(env.ctx, 0, 64, NULL, &err);
  CHECK_ERR(clEnqueueCopyBuffer(env.queue, mine, m, 0, 0, 64, 0, NULL, NULL), CL_INVALID_CONTEXT);
  /* An event of another context in a wait list. */
  cl_event foreign = clCreateUserEvent(other, &err);
  CHECK_OK(err);
  CHECK_ERR(clEnqueueReadBuffer(env.queue, mine, CL_TRUE, 0, 64, buf, 1, &foreign, NULL), CL_INVALID_CONTEXT);
  CHECK_OK(clSetUserEventStatus(foreign, CL_COMPLETE));
  CHECK_OK(clReleaseEvent(foreign));
  CHECK_OK(clReleaseMemObject(mine));
  CHECK_OK(clReleaseMemObject(m));
  CHECK_OK(clReleaseContext(other));
  cltest_teardown(&env);
}
