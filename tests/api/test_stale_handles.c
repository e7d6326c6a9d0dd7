/* test_stale_handles.c: handles used after their release. The API gives
 * CL_INVALID_<KIND> for a handle that is not a valid object; a released
 * object is not one, even after an object of the same kind was created
 * since (the case where reusing its memory newest-first made the stale
 * handle name the new object, and a second release destroyed it). Every
 * object kind, and many released handles at once. */
#include "cltest.h"

static const char *src = "kernel void k(global int *o) { o[get_global_id(0)] = 3; }\n";

/* A buffer still works: its size, and a write read back. */
static void buffer_alive(cltest_env *env, cl_mem m, size_t size) {
  size_t got = 0;
  cl_uint refs = 0;
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof got, &got, NULL));
  CHECK_EQ(got, size);
  CHECK_OK(clGetMemObjectInfo(m, CL_MEM_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_EQ(refs, 1);
  int v = 0x1234, back = 0;
  CHECK_OK(clEnqueueWriteBuffer(env->queue, m, CL_TRUE, 0, sizeof v, &v, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadBuffer(env->queue, m, CL_TRUE, 0, sizeof back, &back, 0, NULL, NULL));
  CHECK_EQ(back, v);
}

TEST(stale_handle_buffer) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_mem a = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, 64, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clReleaseMemObject(a));
  cl_mem b = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, 128, NULL, &err);
  CHECK_OK(err);
  /* The double release must not reach b. */
  CHECK_ERR(clReleaseMemObject(a), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clRetainMemObject(a), CL_INVALID_MEM_OBJECT);
  size_t size;
  CHECK_ERR(clGetMemObjectInfo(a, CL_MEM_SIZE, sizeof size, &size, NULL), CL_INVALID_MEM_OBJECT);
  int v = 1;
  CHECK_ERR(clEnqueueWriteBuffer(env.queue, a, CL_TRUE, 0, sizeof v, &v, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  buffer_alive(&env, b, 128);
  CHECK_OK(clReleaseMemObject(b));
  cltest_teardown(&env);
}

/* Many handles released, as many created: every stale one is refused and
 * every new one untouched. */
TEST(stale_handle_many) {
  cltest_env env;
  cltest_setup(&env, 0);
  enum { N = 200 };
  cl_mem old[N], fresh[N];
  cl_int err;
  for (int i = 0; i < N; i++) {
    old[i] = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, 64, NULL, &err);
    CHECK_OK(err);
  }
  for (int i = 0; i < N; i++) CHECK_OK(clReleaseMemObject(old[i]));
  for (int i = 0; i < N; i++) {
    fresh[i] = clCreateBuffer(env.ctx, CL_MEM_READ_WRITE, 32, NULL, &err);
    CHECK_OK(err);
  }
  for (int i = 0; i < N; i++) CHECK_ERR(clReleaseMemObject(old[i]), CL_INVALID_MEM_OBJECT);
  for (int i = 0; i < N; i++) {
    cl_uint refs = 0;
    CHECK_OK(clGetMemObjectInfo(fresh[i], CL_MEM_REFERENCE_COUNT, sizeof refs, &refs, NULL));
    CHECK_EQ(refs, 1);
  }
  buffer_alive(&env, fresh[N - 1], 32);
  for (int i = 0; i < N; i++) CHECK_OK(clReleaseMemObject(fresh[i]));
  cltest_teardown(&env);
}

/* Each other kind: release, create another, use the stale handle. */
TEST(stale_handle_every_kind) {
  if (cltest_no_compiler()) exit(77);
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_uint refs = 0;

  /* context */
  cl_context c1 = clCreateContext(NULL, 1, &env.device, NULL, NULL, &err);
  CHECK_OK(clReleaseContext(c1));
  cl_context c2 = clCreateContext(NULL, 1, &env.device, NULL, NULL, &err);
  CHECK_OK(err);
  CHECK_ERR(clReleaseContext(c1), CL_INVALID_CONTEXT);
  CHECK_ERR(clGetContextInfo(c1, CL_CONTEXT_REFERENCE_COUNT, sizeof refs, &refs, NULL), CL_INVALID_CONTEXT);
  CHECK_OK(clGetContextInfo(c2, CL_CONTEXT_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_EQ(refs, 1);

  /* queue */
  cl_command_queue q1 = clCreateCommandQueueWithProperties(c2, env.device, NULL, &err);
  CHECK_OK(clReleaseCommandQueue(q1));
  cl_command_queue q2 = clCreateCommandQueueWithProperties(c2, env.device, NULL, &err);
  CHECK_OK(err);
  CHECK_ERR(clReleaseCommandQueue(q1), CL_INVALID_COMMAND_QUEUE);
  CHECK_ERR(clFinish(q1), CL_INVALID_COMMAND_QUEUE);
  CHECK_OK(clGetCommandQueueInfo(q2, CL_QUEUE_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_EQ(refs, 1);
  CHECK_OK(clFinish(q2));

  /* program */
  cl_program p1 = clCreateProgramWithSource(c2, 1, &src, NULL, &err);
  CHECK_OK(clReleaseProgram(p1));
  cl_program p2 = clCreateProgramWithSource(c2, 1, &src, NULL, &err);
  CHECK_OK(err);
  CHECK_ERR(clReleaseProgram(p1), CL_INVALID_PROGRAM);
  CHECK_ERR(clBuildProgram(p1, 0, NULL, NULL, NULL, NULL), CL_INVALID_PROGRAM);
  CHECK_OK(clBuildProgram(p2, 0, NULL, NULL, NULL, NULL));
  CHECK_OK(clGetProgramInfo(p2, CL_PROGRAM_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_EQ(refs, 1);

  /* kernel */
  cl_kernel k1 = clCreateKernel(p2, "k", &err);
  CHECK_OK(clReleaseKernel(k1));
  cl_kernel k2 = clCreateKernel(p2, "k", &err);
  CHECK_OK(err);
  CHECK_ERR(clReleaseKernel(k1), CL_INVALID_KERNEL);
  cl_mem m = clCreateBuffer(c2, CL_MEM_READ_WRITE, 64 * sizeof(int), NULL, &err);
  CHECK_ERR(clSetKernelArg(k1, 0, sizeof m, &m), CL_INVALID_KERNEL);
  CHECK_OK(clGetKernelInfo(k2, CL_KERNEL_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_EQ(refs, 1);

  /* event */
  cl_event e1 = clCreateUserEvent(c2, &err);
  CHECK_OK(clSetUserEventStatus(e1, CL_COMPLETE));
  CHECK_OK(clReleaseEvent(e1));
  CHECK_OK(clSetKernelArg(k2, 0, sizeof m, &m));
  size_t g = 64;
  cl_event e2;
  CHECK_OK(clEnqueueNDRangeKernel(q2, k2, 1, NULL, &g, NULL, 0, NULL, &e2));
  CHECK_ERR(clReleaseEvent(e1), CL_INVALID_EVENT);
  CHECK_ERR(clWaitForEvents(1, &e1), CL_INVALID_EVENT);
  CHECK_OK(clWaitForEvents(1, &e2));
  CHECK_OK(clGetEventInfo(e2, CL_EVENT_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_EQ(refs, 1);
  int out[64];
  CHECK_OK(clEnqueueReadBuffer(q2, m, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  CHECK_EQ(out[63], 3);
  CHECK_OK(clReleaseEvent(e2));

  /* sampler and image, where images are supported */
  cl_bool images = CL_FALSE;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL));
  if (images) {
    cl_sampler s1 = clCreateSampler(c2, CL_FALSE, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, &err);
    CHECK_OK(clReleaseSampler(s1));
    cl_sampler s2 = clCreateSampler(c2, CL_TRUE, CL_ADDRESS_REPEAT, CL_FILTER_LINEAR, &err);
    CHECK_OK(err);
    CHECK_ERR(clReleaseSampler(s1), CL_INVALID_SAMPLER);
    cl_addressing_mode am = 0;
    CHECK_ERR(clGetSamplerInfo(s1, CL_SAMPLER_ADDRESSING_MODE, sizeof am, &am, NULL), CL_INVALID_SAMPLER);
    CHECK_OK(clGetSamplerInfo(s2, CL_SAMPLER_ADDRESSING_MODE, sizeof am, &am, NULL));
    CHECK_EQ(am, CL_ADDRESS_REPEAT);
    CHECK_OK(clReleaseSampler(s2));

    cl_image_format fmt = {CL_RGBA, CL_UNORM_INT8};
    cl_image_desc desc = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 4, .image_height = 4};
    cl_mem i1 = clCreateImage(c2, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &err);
    CHECK_OK(clReleaseMemObject(i1));
    desc.image_width = 8;
    cl_mem i2 = clCreateImage(c2, CL_MEM_READ_WRITE, &fmt, &desc, NULL, &err);
    CHECK_OK(err);
    CHECK_ERR(clReleaseMemObject(i1), CL_INVALID_MEM_OBJECT);
    size_t w = 0;
    CHECK_ERR(clGetImageInfo(i1, CL_IMAGE_WIDTH, sizeof w, &w, NULL), CL_INVALID_MEM_OBJECT);
    CHECK_OK(clGetImageInfo(i2, CL_IMAGE_WIDTH, sizeof w, &w, NULL));
    CHECK_EQ(w, 8);
    CHECK_OK(clReleaseMemObject(i2));
  }

  CHECK_OK(clReleaseMemObject(m));
  CHECK_OK(clReleaseKernel(k2));
  CHECK_OK(clReleaseProgram(p2));
  CHECK_OK(clReleaseCommandQueue(q2));
  CHECK_OK(clReleaseContext(c2));
  cltest_teardown(&env);
}

/* Memory stays bounded: many objects made and released one after another
 * reuse the quarantined memory once it is full. */
static long rss_kib(void) {
  FILE *f = fopen("/proc/self/statm", "r");
  long pages = 0, rss = 0;
  if (f) {
    if (fscanf(f, "%ld %ld", &pages, &rss) != 2) rss = 0;
    fclose(f);
  }
  return rss * 4;
}

TEST(stale_handle_memory_bounded) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  /* warm up past the quarantine, then measure */
  for (int i = 0; i < 4000; i++) {
    cl_event e = clCreateUserEvent(env.ctx, &err);
    CHECK_OK(clReleaseEvent(e));
  }
  long before = rss_kib();
  for (int i = 0; i < 200000; i++) {
    cl_event e = clCreateUserEvent(env.ctx, &err);
    if (err) {
      CHECK_OK(err);
      break;
    }
    CHECK_OK(clReleaseEvent(e));
  }
  long grown = rss_kib() - before;
  if (grown > 8192) fprintf(stderr, "resident memory grew by %ld KiB\n", grown);
  CHECK(grown <= 8192);
  cltest_teardown(&env);
}

/* A handle whose application references are all released stays an object
 * while another object holds it (OpenCL 3.0, clReleaseProgram: the program
 * is deleted once its kernels are and its count is zero), and the API hands
 * it out (CL_KERNEL_PROGRAM, CL_KERNEL_CONTEXT, CL_QUEUE_CONTEXT):
 * applications retain what they get (PyOpenCL's Kernel.program, which its
 * random number generators use, failed with CL_INVALID_PROGRAM). A release
 * beyond the application's own references is still an error. */
TEST(released_but_held_handles) {
  if (cltest_no_compiler()) exit(77);
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_context ctx = clCreateContext(NULL, 1, &env.device, NULL, NULL, &err);
  CHECK_OK(err);
  cl_command_queue q = clCreateCommandQueueWithProperties(ctx, env.device, NULL, &err);
  CHECK_OK(err);
  cl_program p = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clBuildProgram(p, 1, &env.device, NULL, NULL, NULL));
  cl_kernel k = clCreateKernel(p, "k", &err);
  CHECK_OK(err);
  CHECK_OK(clReleaseProgram(p));
  CHECK_OK(clReleaseContext(ctx));
  /* The second release of each is beyond the application's references. */
  CHECK_ERR(clReleaseProgram(p), CL_INVALID_PROGRAM);
  CHECK_ERR(clReleaseContext(ctx), CL_INVALID_CONTEXT);

  cl_program got = NULL;
  CHECK_OK(clGetKernelInfo(k, CL_KERNEL_PROGRAM, sizeof got, &got, NULL));
  CHECK(got == p);
  cl_uint refs = 99;
  CHECK_OK(clGetProgramInfo(got, CL_PROGRAM_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_EQ(refs, 0);
  CHECK_OK(clRetainProgram(got));
  CHECK_OK(clGetProgramInfo(got, CL_PROGRAM_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_EQ(refs, 1);
  size_t nk = 0;
  CHECK_OK(clGetProgramInfo(got, CL_PROGRAM_NUM_KERNELS, sizeof nk, &nk, NULL));
  CHECK_EQ(nk, 1);

  cl_context qctx = NULL;
  CHECK_OK(clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof qctx, &qctx, NULL));
  CHECK(qctx == ctx);
  CHECK_OK(clRetainContext(qctx));
  cl_mem m = clCreateBuffer(qctx, CL_MEM_READ_WRITE, 16 * sizeof(int), NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clSetKernelArg(k, 0, sizeof m, &m));
  size_t g = 16;
  CHECK_OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, NULL, 0, NULL, NULL));
  int out[16];
  CHECK_OK(clEnqueueReadBuffer(q, m, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  for (int i = 0; i < 16; i++) CHECK_EQ(out[i], 3);

  /* Everything released: the kernel last, after which the program is gone. */
  CHECK_OK(clReleaseMemObject(m));
  CHECK_OK(clReleaseCommandQueue(q));
  CHECK_OK(clReleaseProgram(got));
  CHECK_OK(clReleaseKernel(k));
  CHECK_ERR(clRetainProgram(p), CL_INVALID_PROGRAM);
  CHECK_OK(clReleaseContext(qctx));
  CHECK_ERR(clRetainContext(ctx), CL_INVALID_CONTEXT);
  cltest_teardown(&env);
}
