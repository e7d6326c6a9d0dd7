/* test_unsupported.c: what devices without images, samplers, pipes, SVM,
 * GL sharing, native kernels or sub-devices answer, after checking the
 * handles given. */
#include "cltest.h"

#include <CL/cl_gl.h>

TEST(images_unsupported) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_image_format fmt = {CL_RGBA, CL_UNORM_INT8};
  cl_image_desc desc = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 4, .image_height = 4};
  CHECK(clCreateImage(env.ctx, 0, &fmt, &desc, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_OPERATION);
  CHECK(clCreateImageWithProperties(env.ctx, NULL, 0, &fmt, &desc, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_OPERATION);
  CHECK(clCreateImage2D(env.ctx, 0, &fmt, 4, 4, 0, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_OPERATION);
  CHECK(clCreateImage3D(env.ctx, 0, &fmt, 4, 4, 4, 0, 0, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_OPERATION);
  CHECK(clCreateImage((cl_context)env.queue, 0, &fmt, &desc, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);
  cl_uint n = 99;
  CHECK_OK(clGetSupportedImageFormats(env.ctx, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 0, NULL, &n));
  CHECK_EQ(n, 0);
  CHECK_ERR(clGetSupportedImageFormats(env.ctx, 0, CL_MEM_OBJECT_BUFFER, 0, NULL, &n), CL_INVALID_VALUE);
  CHECK_ERR(clGetSupportedImageFormats(env.ctx, 0, CL_MEM_OBJECT_IMAGE2D, 0, &fmt, &n), CL_INVALID_VALUE);
  cl_mem buf = clCreateBuffer(env.ctx, 0, 64, NULL, &err);
  size_t origin[3] = {0, 0, 0}, region[3] = {1, 1, 1}, pitch;
  char host[64];
  CHECK_ERR(clGetImageInfo(buf, CL_IMAGE_WIDTH, sizeof pitch, &pitch, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueReadImage(env.queue, buf, CL_TRUE, origin, region, 0, 0, host, 0, NULL, NULL),
            CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueWriteImage(env.queue, buf, CL_TRUE, origin, region, 0, 0, host, 0, NULL, NULL),
            CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueCopyImage(env.queue, buf, buf, origin, origin, region, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueCopyImageToBuffer(env.queue, buf, buf, origin, region, 0, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueCopyBufferToImage(env.queue, buf, buf, 0, origin, region, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueFillImage(env.queue, buf, host, origin, region, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  CHECK(clEnqueueMapImage(env.queue, buf, CL_TRUE, CL_MAP_READ, origin, region, &pitch, NULL, 0, NULL, NULL,
                          &err) == NULL);
  CHECK_ERR(err, CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clEnqueueReadImage((cl_command_queue)buf, buf, CL_TRUE, origin, region, 0, 0, host, 0, NULL, NULL),
            CL_INVALID_COMMAND_QUEUE);
  /* Samplers. */
  CHECK(clCreateSampler(env.ctx, CL_FALSE, CL_ADDRESS_NONE, CL_FILTER_NEAREST, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_OPERATION);
  CHECK(clCreateSamplerWithProperties(env.ctx, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_OPERATION);
  CHECK(clCreateSampler((cl_context)buf, CL_FALSE, CL_ADDRESS_NONE, CL_FILTER_NEAREST, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);
  CHECK_OK(clReleaseMemObject(buf));
  cltest_teardown(&env);
}

TEST(pipes_svm_native_unsupported) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  CHECK(clCreatePipe(env.ctx, 0, 4, 16, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_OPERATION);
  cl_mem buf = clCreateBuffer(env.ctx, 0, 64, NULL, &err);
  cl_uint v;
  CHECK_ERR(clGetPipeInfo(buf, CL_PIPE_PACKET_SIZE, sizeof v, &v, NULL), CL_INVALID_MEM_OBJECT);
  CHECK(clSVMAlloc(env.ctx, CL_MEM_READ_WRITE, 1024, 0) == NULL);
  clSVMFree(env.ctx, NULL);
  char a[16], b[16];
  CHECK_ERR(clEnqueueSVMMemcpy(env.queue, CL_TRUE, a, b, 16, 0, NULL, NULL), CL_INVALID_OPERATION);
  CHECK_ERR(clEnqueueSVMMemFill(env.queue, a, b, 4, 16, 0, NULL, NULL), CL_INVALID_OPERATION);
  CHECK_ERR(clEnqueueSVMMap(env.queue, CL_TRUE, CL_MAP_READ, a, 16, 0, NULL, NULL), CL_INVALID_OPERATION);
  CHECK_ERR(clEnqueueSVMUnmap(env.queue, a, 0, NULL, NULL), CL_INVALID_OPERATION);
  void *ptrs[1] = {a};
  CHECK_ERR(clEnqueueSVMFree(env.queue, 1, ptrs, NULL, NULL, 0, NULL, NULL), CL_INVALID_OPERATION);
  const void *cptrs[1] = {a};
  size_t sizes[1] = {16};
  CHECK_ERR(clEnqueueSVMMigrateMem(env.queue, 1, cptrs, sizes, 0, 0, NULL, NULL), CL_INVALID_OPERATION);
  CHECK_ERR(clEnqueueSVMMemcpy((cl_command_queue)buf, CL_TRUE, a, b, 16, 0, NULL, NULL), CL_INVALID_COMMAND_QUEUE);
  CHECK_ERR(clEnqueueSVMMemcpy(env.queue, CL_TRUE, a, b, 16, 1, NULL, NULL), CL_INVALID_EVENT_WAIT_LIST);
  CHECK_ERR(clEnqueueNativeKernel(env.queue, (void (*)(void *))free, NULL, 0, 0, NULL, NULL, 0, NULL, NULL),
            CL_INVALID_OPERATION);
  CHECK_ERR(clEnqueueNativeKernel(env.queue, NULL, NULL, 0, 0, NULL, NULL, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_OK(clReleaseMemObject(buf));
  cltest_teardown(&env);
}

TEST(gl_unsupported) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  CHECK(clCreateFromGLBuffer(env.ctx, 0, 1, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);
  CHECK(clCreateFromGLTexture(env.ctx, 0, 0, 0, 1, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);
  CHECK(clCreateFromGLRenderbuffer(env.ctx, 0, 1, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);
  cl_mem buf = clCreateBuffer(env.ctx, 0, 64, NULL, &err);
  cl_gl_object_type t;
  cl_GLuint name;
  CHECK_ERR(clGetGLObjectInfo(buf, &t, &name), CL_INVALID_GL_OBJECT);
  CHECK_ERR(clEnqueueAcquireGLObjects(env.queue, 1, &buf, 0, NULL, NULL), CL_INVALID_CONTEXT);
  CHECK_ERR(clEnqueueReleaseGLObjects(env.queue, 1, &buf, 0, NULL, NULL), CL_INVALID_CONTEXT);
  CHECK_OK(clReleaseMemObject(buf));
  cltest_teardown(&env);
}
