/* test_context.c: contexts: creation, properties, info, reference counts,
 * destructor callbacks, and bad handles of every kind. */
#include "cltest.h"

TEST(context_create) {
  cl_platform_id p = cltest_platform();
  cl_device_id d = cltest_device();
  cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)p, 0};
  cl_int err;
  cl_context ctx = clCreateContext(props, 1, &d, NULL, NULL, &err);
  CHECK_OK(err);
  cl_uint n = 0, refs = 0;
  CHECK_OK(clGetContextInfo(ctx, CL_CONTEXT_NUM_DEVICES, sizeof n, &n, NULL));
  CHECK_EQ(n, 1);
  cl_device_id got = NULL;
  CHECK_OK(clGetContextInfo(ctx, CL_CONTEXT_DEVICES, sizeof got, &got, NULL));
  CHECK(got == d);
  cl_context_properties back[3];
  size_t size = 0;
  CHECK_OK(clGetContextInfo(ctx, CL_CONTEXT_PROPERTIES, sizeof back, back, &size));
  CHECK_EQ(size, sizeof props);
  CHECK_MEM(back, props, sizeof props);
  CHECK_OK(clGetContextInfo(ctx, CL_CONTEXT_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_EQ(refs, 1);
  CHECK_OK(clRetainContext(ctx));
  CHECK_OK(clGetContextInfo(ctx, CL_CONTEXT_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_EQ(refs, 2);
  CHECK_OK(clReleaseContext(ctx));
  CHECK_OK(clReleaseContext(ctx));

  /* No properties: none reported. The same device twice is one device. */
  cl_device_id two[2] = {d, d};
  ctx = clCreateContext(NULL, 2, two, NULL, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clGetContextInfo(ctx, CL_CONTEXT_PROPERTIES, 0, NULL, &size));
  CHECK_EQ(size, 0);
  CHECK_OK(clGetContextInfo(ctx, CL_CONTEXT_NUM_DEVICES, sizeof n, &n, NULL));
  CHECK_EQ(n, 1);
  CHECK_OK(clReleaseContext(ctx));

  cl_context_properties sync[] = {CL_CONTEXT_INTEROP_USER_SYNC, CL_TRUE, 0};
  ctx = clCreateContext(sync, 1, &d, NULL, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clReleaseContext(ctx));
}

static void CL_CALLBACK notify(const char *e, const void *p, size_t n, void *data) {
  (void)e, (void)p, (void)n, (void)data;
}

TEST(context_errors) {
  cl_platform_id p = cltest_platform();
  cl_device_id d = cltest_device();
  cl_int err = CL_SUCCESS;
  CHECK(clCreateContext(NULL, 0, &d, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateContext(NULL, 1, NULL, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  int data;
  CHECK(clCreateContext(NULL, 1, &d, NULL, &data, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  cl_context ok = clCreateContext(NULL, 1, &d, notify, &data, &err);
  CHECK_OK(err);
  CHECK_OK(clReleaseContext(ok));
  cl_device_id bad[2] = {d, NULL};
  CHECK(clCreateContext(NULL, 2, bad, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_DEVICE);
  cltest_fake fake;
  cltest_fake_init(&fake, d);
  bad[1] = (cl_device_id)&fake;
  CHECK(clCreateContext(NULL, 2, bad, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_DEVICE);

  cl_context_properties unknown[] = {0x7777, 1, 0};
  CHECK(clCreateContext(unknown, 1, &d, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_PROPERTY);
  cl_context_properties dup[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)p, CL_CONTEXT_PLATFORM,
                                 (cl_context_properties)p, 0};
  CHECK(clCreateContext(dup, 1, &d, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_PROPERTY);
  cl_context_properties badsync[] = {CL_CONTEXT_INTEROP_USER_SYNC, 7, 0};
  CHECK(clCreateContext(badsync, 1, &d, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_PROPERTY);
  /* A bad platform: the loader or we answer CL_INVALID_PLATFORM. */
  cl_context_properties badp[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)&fake, 0};
  CHECK(clCreateContext(badp, 1, &d, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_PLATFORM);
  /* errcode_ret may be NULL. */
  CHECK(clCreateContext(NULL, 0, NULL, NULL, NULL, NULL) == NULL);
}

TEST(context_from_type) {
  cl_platform_id p = cltest_platform();
  cl_device_id d = cltest_device();
  cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)p, 0};
  cl_int err;
  cl_context ctx = clCreateContextFromType(props, CL_DEVICE_TYPE_DEFAULT, NULL, NULL, &err);
  CHECK_OK(err);
  cl_device_id got = NULL;
  CHECK_OK(clGetContextInfo(ctx, CL_CONTEXT_DEVICES, sizeof got, &got, NULL));
  CHECK(got == d);
  CHECK_OK(clReleaseContext(ctx));
  ctx = clCreateContextFromType(props, CL_DEVICE_TYPE_ALL, NULL, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clReleaseContext(ctx));

  cl_device_type t;
  CHECK_OK(clGetDeviceInfo(d, CL_DEVICE_TYPE, sizeof t, &t, NULL));
  cl_uint ngpu = 0;
  cl_int has_gpu = clGetDeviceIDs(p, CL_DEVICE_TYPE_GPU, 0, NULL, &ngpu);
  if (has_gpu == CL_DEVICE_NOT_FOUND) {
    CHECK(clCreateContextFromType(props, CL_DEVICE_TYPE_GPU, NULL, NULL, &err) == NULL);
    CHECK_ERR(err, CL_DEVICE_NOT_FOUND);
  }
  CHECK(clCreateContextFromType(props, CL_DEVICE_TYPE_CUSTOM, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_DEVICE_NOT_FOUND);
  CHECK(clCreateContextFromType(props, 0, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_DEVICE_TYPE);
  int data;
  CHECK(clCreateContextFromType(props, CL_DEVICE_TYPE_ALL, NULL, &data, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  cl_context_properties unknown[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)p, 0x7777, 1, 0};
  CHECK(clCreateContextFromType(unknown, CL_DEVICE_TYPE_ALL, NULL, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_PROPERTY);
}

TEST(context_info_errors) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_uint n;
  size_t size;
  CHECK_ERR(clGetContextInfo(env.ctx, 0x7777, sizeof n, &n, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetContextInfo(env.ctx, CL_CONTEXT_NUM_DEVICES, 1, &n, NULL), CL_INVALID_VALUE);
  CHECK_OK(clGetContextInfo(env.ctx, CL_CONTEXT_NUM_DEVICES, sizeof n, NULL, NULL)); /* NULL is ignored */
  CHECK_OK(clGetContextInfo(env.ctx, CL_CONTEXT_NUM_DEVICES, 0, NULL, &size));
  CHECK_EQ(size, sizeof(cl_uint));
  CHECK_OK(clGetContextInfo(env.ctx, CL_CONTEXT_NUM_DEVICES, sizeof n, &n, NULL));
  /* Wrong kinds of handle, and a fake one. */
  CHECK_ERR(clGetContextInfo((cl_context)env.queue, CL_CONTEXT_NUM_DEVICES, sizeof n, &n, NULL),
            CL_INVALID_CONTEXT);
  CHECK_ERR(clGetContextInfo((cl_context)env.device, CL_CONTEXT_NUM_DEVICES, sizeof n, &n, NULL),
            CL_INVALID_CONTEXT);
  cltest_fake fake;
  cltest_fake_init(&fake, env.ctx);
  CHECK_ERR(clGetContextInfo((cl_context)&fake, CL_CONTEXT_NUM_DEVICES, sizeof n, &n, NULL),
            CL_INVALID_CONTEXT);
  CHECK_ERR(clRetainContext((cl_context)&fake), CL_INVALID_CONTEXT);
  CHECK_ERR(clReleaseContext((cl_context)env.queue), CL_INVALID_CONTEXT);
  cltest_teardown(&env);
}

TEST(context_released) {
  cl_device_id d = cltest_device();
  cl_int err;
  cl_context ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clReleaseContext(ctx));
  cl_uint n;
  CHECK_ERR(clGetContextInfo(ctx, CL_CONTEXT_NUM_DEVICES, sizeof n, &n, NULL), CL_INVALID_CONTEXT);
  CHECK_ERR(clRetainContext(ctx), CL_INVALID_CONTEXT);
  CHECK_ERR(clReleaseContext(ctx), CL_INVALID_CONTEXT);
  CHECK(clCreateBuffer(ctx, 0, 16, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);
  CHECK(clCreateCommandQueue(ctx, d, 0, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);
}

static int order[8], norder;
static void CL_CALLBACK ctx_dtor(cl_context c, void *data) {
  (void)c;
  order[norder++] = (int)(intptr_t)data;
}

TEST(context_destructor) {
  cl_device_id d = cltest_device();
  cl_int err;
  cl_context ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
  CHECK_OK(err);
  norder = 0;
  for (intptr_t i = 1; i <= 3; i++) CHECK_OK(clSetContextDestructorCallback(ctx, ctx_dtor, (void *)i));
  CHECK_ERR(clSetContextDestructorCallback(ctx, NULL, NULL), CL_INVALID_VALUE);
  /* A queue keeps the context alive after the application's release. */
  cl_command_queue q = clCreateCommandQueue(ctx, d, 0, &err);
  CHECK_OK(err);
  CHECK_OK(clReleaseContext(ctx));
  CHECK_EQ(norder, 0);
  cl_context back = NULL;
  CHECK_OK(clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof back, &back, NULL));
  CHECK(back == ctx);
  CHECK_OK(clReleaseCommandQueue(q));
  CHECK_EQ(norder, 3);
  CHECK(order[0] == 3 && order[1] == 2 && order[2] == 1);
  CHECK_ERR(clSetContextDestructorCallback(ctx, ctx_dtor, NULL), CL_INVALID_CONTEXT);
}
