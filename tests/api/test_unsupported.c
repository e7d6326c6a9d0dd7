/* test_unsupported.c: what devices without pipes, SVM, GL sharing, native
 * kernels or sub-devices answer, after checking the handles given (images
 * and samplers: test_image.c). */
#include "cltest.h"

#include <CL/cl_gl.h>

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
