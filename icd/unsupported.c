/* unsupported.c: entry points of features no Shoal device has (pipes,
 * SVM, GL/EGL/D3D sharing). Each checks the handles it
 * is given, then returns the spec's error for a device without the
 * feature. */
#include <stdlib.h>

#include "icd.h"

/* ---- pipes (CL_DEVICE_PIPE_SUPPORT is false) ---- */

CL_API cl_mem clCreatePipe(cl_context context, cl_mem_flags flags, cl_uint pipe_packet_size,
                           cl_uint pipe_max_packets, const cl_pipe_properties *properties,
                           cl_int *errcode_ret) {
  (void)flags, (void)pipe_packet_size, (void)pipe_max_packets, (void)properties;
  SET_ERR(obj_valid(context, OBJ_CONTEXT) ? CL_INVALID_OPERATION : CL_INVALID_CONTEXT);
  return NULL;
}

CL_API cl_int clGetPipeInfo(cl_mem pipe, cl_pipe_info param_name, size_t param_value_size,
                            void *param_value, size_t *param_value_size_ret) {
  (void)pipe, (void)param_name, (void)param_value_size, (void)param_value, (void)param_value_size_ret;
  return CL_INVALID_MEM_OBJECT; /* no memory object is a pipe */
}

/* ---- SVM (CL_DEVICE_SVM_CAPABILITIES is 0) ---- */

CL_API void *clSVMAlloc(cl_context context, cl_svm_mem_flags flags, size_t size, cl_uint alignment) {
  (void)context, (void)flags, (void)size, (void)alignment;
  return NULL;
}

CL_API void clSVMFree(cl_context context, void *svm_pointer) { (void)context, (void)svm_pointer; }

static cl_int no_svm(cl_command_queue q, cl_uint nwait, const cl_event *wait) {
  cl_int err = check_queue_and_waits(q, nwait, wait);
  return err ? err : CL_INVALID_OPERATION;
}

CL_API cl_int clEnqueueSVMFree(cl_command_queue command_queue, cl_uint num_svm_pointers,
                               void *svm_pointers[],
                               void(CL_CALLBACK *pfn_free_func)(cl_command_queue queue,
                                                                cl_uint num_svm_pointers,
                                                                void *svm_pointers[], void *user_data),
                               void *user_data, cl_uint num_events_in_wait_list,
                               const cl_event *event_wait_list, cl_event *event) {
  (void)num_svm_pointers, (void)svm_pointers, (void)pfn_free_func, (void)user_data, (void)event;
  return no_svm(command_queue, num_events_in_wait_list, event_wait_list);
}

CL_API cl_int clEnqueueSVMMemcpy(cl_command_queue command_queue, cl_bool blocking_copy, void *dst_ptr,
                                 const void *src_ptr, size_t size, cl_uint num_events_in_wait_list,
                                 const cl_event *event_wait_list, cl_event *event) {
  (void)blocking_copy, (void)dst_ptr, (void)src_ptr, (void)size, (void)event;
  return no_svm(command_queue, num_events_in_wait_list, event_wait_list);
}

CL_API cl_int clEnqueueSVMMemFill(cl_command_queue command_queue, void *svm_ptr, const void *pattern,
                                  size_t pattern_size, size_t size, cl_uint num_events_in_wait_list,
                                  const cl_event *event_wait_list, cl_event *event) {
  (void)svm_ptr, (void)pattern, (void)pattern_size, (void)size, (void)event;
  return no_svm(command_queue, num_events_in_wait_list, event_wait_list);
}

CL_API cl_int clEnqueueSVMMap(cl_command_queue command_queue, cl_bool blocking_map, cl_map_flags flags,
                              void *svm_ptr, size_t size, cl_uint num_events_in_wait_list,
                              const cl_event *event_wait_list, cl_event *event) {
  (void)blocking_map, (void)flags, (void)svm_ptr, (void)size, (void)event;
  return no_svm(command_queue, num_events_in_wait_list, event_wait_list);
}

CL_API cl_int clEnqueueSVMUnmap(cl_command_queue command_queue, void *svm_ptr,
                                cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                cl_event *event) {
  (void)svm_ptr, (void)event;
  return no_svm(command_queue, num_events_in_wait_list, event_wait_list);
}

CL_API cl_int clEnqueueSVMMigrateMem(cl_command_queue command_queue, cl_uint num_svm_pointers,
                                     const void **svm_pointers, const size_t *sizes,
                                     cl_mem_migration_flags flags, cl_uint num_events_in_wait_list,
                                     const cl_event *event_wait_list, cl_event *event) {
  (void)num_svm_pointers, (void)svm_pointers, (void)sizes, (void)flags, (void)event;
  return no_svm(command_queue, num_events_in_wait_list, event_wait_list);
}

/* ---- OpenGL sharing: no context is ever created from a GL context ---- */

static cl_mem no_gl_mem(cl_context ctx, cl_int *errcode_ret) {
  (void)ctx;
  SET_ERR(CL_INVALID_CONTEXT);
  return NULL;
}

CL_API cl_mem clCreateFromGLBuffer(cl_context context, cl_mem_flags flags, cl_GLuint bufobj,
                                   cl_int *errcode_ret) {
  (void)flags, (void)bufobj;
  return no_gl_mem(context, errcode_ret);
}

CL_API cl_mem clCreateFromGLTexture(cl_context context, cl_mem_flags flags, cl_GLenum target,
                                    cl_GLint miplevel, cl_GLuint texture, cl_int *errcode_ret) {
  (void)flags, (void)target, (void)miplevel, (void)texture;
  return no_gl_mem(context, errcode_ret);
}

CL_API cl_mem clCreateFromGLTexture2D(cl_context context, cl_mem_flags flags, cl_GLenum target,
                                      cl_GLint miplevel, cl_GLuint texture, cl_int *errcode_ret) {
  (void)flags, (void)target, (void)miplevel, (void)texture;
  return no_gl_mem(context, errcode_ret);
}

CL_API cl_mem clCreateFromGLTexture3D(cl_context context, cl_mem_flags flags, cl_GLenum target,
                                      cl_GLint miplevel, cl_GLuint texture, cl_int *errcode_ret) {
  (void)flags, (void)target, (void)miplevel, (void)texture;
  return no_gl_mem(context, errcode_ret);
}

CL_API cl_mem clCreateFromGLRenderbuffer(cl_context context, cl_mem_flags flags,
                                         cl_GLuint renderbuffer, cl_int *errcode_ret) {
  (void)flags, (void)renderbuffer;
  return no_gl_mem(context, errcode_ret);
}

CL_API cl_int clGetGLObjectInfo(cl_mem memobj, cl_gl_object_type *gl_object_type,
                                cl_GLuint *gl_object_name) {
  (void)gl_object_type, (void)gl_object_name;
  return obj_valid(memobj, OBJ_MEM) ? CL_INVALID_GL_OBJECT : CL_INVALID_MEM_OBJECT;
}

CL_API cl_int clGetGLTextureInfo(cl_mem memobj, cl_gl_texture_info param_name, size_t param_value_size,
                                 void *param_value, size_t *param_value_size_ret) {
  (void)param_name, (void)param_value_size, (void)param_value, (void)param_value_size_ret;
  return obj_valid(memobj, OBJ_MEM) ? CL_INVALID_GL_OBJECT : CL_INVALID_MEM_OBJECT;
}

static cl_int no_gl_queue(cl_command_queue q) {
  return obj_valid(q, OBJ_QUEUE) ? CL_INVALID_CONTEXT : CL_INVALID_COMMAND_QUEUE;
}

CL_API cl_int clEnqueueAcquireGLObjects(cl_command_queue command_queue, cl_uint num_objects,
                                        const cl_mem *mem_objects, cl_uint num_events_in_wait_list,
                                        const cl_event *event_wait_list, cl_event *event) {
  (void)num_objects, (void)mem_objects, (void)num_events_in_wait_list, (void)event_wait_list,
    (void)event;
  return no_gl_queue(command_queue);
}

CL_API cl_int clEnqueueReleaseGLObjects(cl_command_queue command_queue, cl_uint num_objects,
                                        const cl_mem *mem_objects, cl_uint num_events_in_wait_list,
                                        const cl_event *event_wait_list, cl_event *event) {
  (void)num_objects, (void)mem_objects, (void)num_events_in_wait_list, (void)event_wait_list,
    (void)event;
  return no_gl_queue(command_queue);
}

CL_API cl_int clGetGLContextInfoKHR(const cl_context_properties *properties,
                                    cl_gl_context_info param_name, size_t param_value_size,
                                    void *param_value, size_t *param_value_size_ret) {
  (void)properties, (void)param_name, (void)param_value_size, (void)param_value,
    (void)param_value_size_ret;
  return CL_INVALID_OPERATION; /* cl_khr_gl_sharing is not offered */
}

CL_API cl_event clCreateEventFromGLsyncKHR(cl_context context, cl_GLsync sync, cl_int *errcode_ret) {
  (void)sync;
  SET_ERR(CL_INVALID_CONTEXT);
  (void)context;
  return NULL;
}

/* ---- EGL interop (cl_khr_egl_image / cl_khr_egl_event not offered) ---- */

CL_API cl_mem clCreateFromEGLImageKHR(cl_context context, CLeglDisplayKHR egldisplay,
                                      CLeglImageKHR eglimage, cl_mem_flags flags,
                                      const cl_egl_image_properties_khr *properties,
                                      cl_int *errcode_ret) {
  (void)egldisplay, (void)eglimage, (void)flags, (void)properties;
  SET_ERR(obj_valid(context, OBJ_CONTEXT) ? CL_INVALID_EGL_OBJECT_KHR : CL_INVALID_CONTEXT);
  return NULL;
}

static cl_int no_egl_objects(cl_command_queue q, cl_uint n, const cl_mem *mems) {
  if (!obj_valid(q, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  if ((n == 0) != (mems == NULL)) return CL_INVALID_VALUE;
  return n ? CL_INVALID_EGL_OBJECT_KHR : CL_INVALID_OPERATION;
}

CL_API cl_int clEnqueueAcquireEGLObjectsKHR(cl_command_queue command_queue, cl_uint num_objects,
                                            const cl_mem *mem_objects, cl_uint num_events_in_wait_list,
                                            const cl_event *event_wait_list, cl_event *event) {
  (void)num_events_in_wait_list, (void)event_wait_list, (void)event;
  return no_egl_objects(command_queue, num_objects, mem_objects);
}

CL_API cl_int clEnqueueReleaseEGLObjectsKHR(cl_command_queue command_queue, cl_uint num_objects,
                                            const cl_mem *mem_objects, cl_uint num_events_in_wait_list,
                                            const cl_event *event_wait_list, cl_event *event) {
  (void)num_events_in_wait_list, (void)event_wait_list, (void)event;
  return no_egl_objects(command_queue, num_objects, mem_objects);
}

CL_API cl_event clCreateEventFromEGLSyncKHR(cl_context context, CLeglSyncKHR sync,
                                            CLeglDisplayKHR display, cl_int *errcode_ret) {
  (void)sync, (void)display;
  SET_ERR(obj_valid(context, OBJ_CONTEXT) ? CL_INVALID_EGL_OBJECT_KHR : CL_INVALID_CONTEXT);
  return NULL;
}

/* ---- Direct3D and DX9 media sharing: Windows only, never called here.
 * The dispatch slots are untyped on Linux; these keep them non-NULL with
 * the Windows argument layout (opaque types as pointers). ---- */

cl_int d3d_get_device_ids(cl_platform_id platform, cl_uint source, void *object, cl_uint set,
                          cl_uint num_entries, cl_device_id *devices, cl_uint *num_devices) {
  (void)source, (void)object, (void)set, (void)num_entries, (void)devices, (void)num_devices;
  return platform_ok(platform) ? CL_DEVICE_NOT_FOUND : CL_INVALID_PLATFORM;
}

cl_mem d3d_create_buffer(cl_context context, cl_mem_flags flags, void *resource, cl_int *errcode_ret) {
  (void)context, (void)flags, (void)resource;
  SET_ERR(CL_INVALID_CONTEXT);
  return NULL;
}

cl_mem d3d_create_texture(cl_context context, cl_mem_flags flags, void *resource, cl_uint subresource,
                          cl_int *errcode_ret) {
  (void)context, (void)flags, (void)resource, (void)subresource;
  SET_ERR(CL_INVALID_CONTEXT);
  return NULL;
}

cl_int d3d_acquire_release(cl_command_queue command_queue, cl_uint num_objects, const cl_mem *mem_objects,
                           cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                           cl_event *event) {
  (void)num_objects, (void)mem_objects, (void)num_events_in_wait_list, (void)event_wait_list,
    (void)event;
  return no_gl_queue(command_queue);
}

cl_mem dx9_create_surface(cl_context context, cl_mem_flags flags, cl_uint adapter_type,
                          void *surface_info, cl_uint plane, cl_int *errcode_ret) {
  (void)context, (void)flags, (void)adapter_type, (void)surface_info, (void)plane;
  SET_ERR(CL_INVALID_CONTEXT);
  return NULL;
}

cl_int dx9_get_device_ids(cl_platform_id platform, cl_uint num_media_adapters, void *adapter_types,
                          void *adapters, cl_uint set, cl_uint num_entries, cl_device_id *devices,
                          cl_uint *num_devices) {
  (void)num_media_adapters, (void)adapter_types, (void)adapters, (void)set, (void)num_entries,
    (void)devices, (void)num_devices;
  return platform_ok(platform) ? CL_DEVICE_NOT_FOUND : CL_INVALID_PLATFORM;
}
