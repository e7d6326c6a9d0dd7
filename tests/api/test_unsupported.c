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

/* The entry points of features the device reports absent refuse them as
 * OpenCL 3.0 says for that case (CL_INVALID_OPERATION), before looking at
 * arguments that could only be valid where the feature exists: SVM
 * (CL_DEVICE_SVM_CAPABILITIES 0), on-device queues
 * (CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES 0), 2D images of buffers where
 * cl_khr_image2d_from_buffer is not offered (CL_DEVICE_IMAGE_PITCH_ALIGNMENT
 * 0). */
TEST(unsupported_features_consistent) {
  if (cltest_no_compiler()) exit(77); /* built from OpenCL C source */
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_device_svm_capabilities svm = 1;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_SVM_CAPABILITIES, sizeof svm, &svm, NULL));
  CHECK_EQ(svm, 0);
  const char *src = "kernel void k(global int *o) { o[0] = 1; }\n";
  cl_program p = clCreateProgramWithSource(env.ctx, 1, &src, NULL, &err);
  CHECK_OK(clBuildProgram(p, 0, NULL, NULL, NULL, NULL));
  cl_kernel k = clCreateKernel(p, "k", &err);
  CHECK_OK(err);
  CHECK_ERR(clSetKernelArgSVMPointer(k, 0, NULL), CL_INVALID_OPERATION);
  CHECK_ERR(clSetKernelExecInfo(k, CL_KERNEL_EXEC_INFO_SVM_PTRS, 0, NULL), CL_INVALID_OPERATION);
  cl_bool fg = CL_TRUE;
  CHECK_ERR(clSetKernelExecInfo(k, CL_KERNEL_EXEC_INFO_SVM_FINE_GRAIN_SYSTEM, sizeof fg, &fg), CL_INVALID_OPERATION);
  CHECK_ERR(clSetKernelExecInfo(k, 0x7777, sizeof fg, &fg), CL_INVALID_VALUE);
  clReleaseKernel(k);
  clReleaseProgram(p);

  cl_device_device_enqueue_capabilities dq = 1;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES, sizeof dq, &dq, NULL));
  CHECK_EQ(dq, 0);
  CHECK_ERR(clSetDefaultDeviceCommandQueue(env.ctx, env.device, NULL), CL_INVALID_OPERATION);
  CHECK_ERR(clSetDefaultDeviceCommandQueue(env.ctx, env.device, env.queue), CL_INVALID_OPERATION);

  cl_bool images = CL_FALSE;
  cl_uint pitch = 1, base = 1;
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL));
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_IMAGE_PITCH_ALIGNMENT, sizeof pitch, &pitch, NULL));
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT, sizeof base, &base, NULL));
  char ext[8192] = "";
  CHECK_OK(clGetDeviceInfo(env.device, CL_DEVICE_EXTENSIONS, sizeof ext, ext, NULL));
  bool from_buffer = strstr(ext, "cl_khr_image2d_from_buffer") != NULL;
  CHECK_EQ(pitch != 0, from_buffer);
  CHECK_EQ(base != 0, from_buffer);
  if (images) {
    cl_mem buf = clCreateBuffer(env.ctx, CL_MEM_READ_ONLY, 64 * 64 * 4, NULL, &err);
    cl_image_format fmt = {CL_RGBA, CL_UNORM_INT8};
    cl_image_desc d = {0};
    d.image_type = CL_MEM_OBJECT_IMAGE2D;
    d.image_width = d.image_height = 64;
    d.mem_object = buf;
    if (!from_buffer) {
      CHECK(clCreateImage(env.ctx, CL_MEM_READ_ONLY, &fmt, &d, NULL, &err) == NULL);
      CHECK_ERR(err, CL_INVALID_OPERATION);
      CHECK(clCreateImageWithProperties(env.ctx, NULL, CL_MEM_READ_ONLY, &fmt, &d, NULL, &err) == NULL);
      CHECK_ERR(err, CL_INVALID_OPERATION);
    }
    /* A mem_object where the image type takes none stays a bad descriptor. */
    d.image_type = CL_MEM_OBJECT_IMAGE3D;
    d.image_depth = 2;
    CHECK(clCreateImage(env.ctx, CL_MEM_READ_ONLY, &fmt, &d, NULL, &err) == NULL);
    CHECK_ERR(err, CL_INVALID_IMAGE_DESCRIPTOR);
    clReleaseMemObject(buf);
  }
  cltest_teardown(&env);
}
