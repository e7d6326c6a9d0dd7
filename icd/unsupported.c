/* unsupported.c: entry points of features no Shoal device has (images,
 * samplers, pipes, SVM, GL/EGL/D3D sharing). Each checks the handles it
 * is given, then returns the spec's error for a device without the
 * feature. */
#include <stdlib.h>

#include "icd.h"

#define NO_IMAGES CL_INVALID_OPERATION /* CL_DEVICE_IMAGE_SUPPORT is false */

static cl_mem no_image(cl_context ctx, cl_int *errcode_ret) {
  SET_ERR(obj_valid(ctx, OBJ_CONTEXT) ? NO_IMAGES : CL_INVALID_CONTEXT);
  return NULL;
}

CL_API cl_mem clCreateImage2D(cl_context context, cl_mem_flags flags, const cl_image_format *image_format,
                              size_t image_width, size_t image_height, size_t image_row_pitch,
                              void *host_ptr, cl_int *errcode_ret) {
  (void)flags, (void)image_format, (void)image_width, (void)image_height, (void)image_row_pitch,
    (void)host_ptr;
  return no_image(context, errcode_ret);
}

CL_API cl_mem clCreateImage3D(cl_context context, cl_mem_flags flags, const cl_image_format *image_format,
                              size_t image_width, size_t image_height, size_t image_depth,
                              size_t image_row_pitch, size_t image_slice_pitch, void *host_ptr,
                              cl_int *errcode_ret) {
  (void)flags, (void)image_format, (void)image_width, (void)image_height, (void)image_depth,
    (void)image_row_pitch, (void)image_slice_pitch, (void)host_ptr;
  return no_image(context, errcode_ret);
}

CL_API cl_mem clCreateImage(cl_context context, cl_mem_flags flags, const cl_image_format *image_format,
                            const cl_image_desc *image_desc, void *host_ptr, cl_int *errcode_ret) {
  (void)flags, (void)image_format, (void)image_desc, (void)host_ptr;
  return no_image(context, errcode_ret);
}

CL_API cl_mem clCreateImageWithProperties(cl_context context, const cl_mem_properties *properties,
                                          cl_mem_flags flags, const cl_image_format *image_format,
                                          const cl_image_desc *image_desc, void *host_ptr,
                                          cl_int *errcode_ret) {
  (void)properties, (void)flags, (void)image_format, (void)image_desc, (void)host_ptr;
  return no_image(context, errcode_ret);
}

CL_API cl_int clGetSupportedImageFormats(cl_context context, cl_mem_flags flags,
                                         cl_mem_object_type image_type, cl_uint num_entries,
                                         cl_image_format *image_formats, cl_uint *num_image_formats) {
  if (!obj_valid(context, OBJ_CONTEXT)) return CL_INVALID_CONTEXT;
  (void)flags;
  switch (image_type) {
  case CL_MEM_OBJECT_IMAGE1D:
  case CL_MEM_OBJECT_IMAGE1D_ARRAY:
  case CL_MEM_OBJECT_IMAGE1D_BUFFER:
  case CL_MEM_OBJECT_IMAGE2D:
  case CL_MEM_OBJECT_IMAGE2D_ARRAY:
  case CL_MEM_OBJECT_IMAGE3D: break;
  default: return CL_INVALID_VALUE;
  }
  if (num_entries == 0 && image_formats) return CL_INVALID_VALUE;
  /* No formats: the devices have no image support. */
  if (num_image_formats) *num_image_formats = 0;
  return CL_SUCCESS;
}

/* Any valid memory object is a buffer, so never the image asked for. */
static cl_int not_an_image(cl_mem m) {
  (void)m;
  return CL_INVALID_MEM_OBJECT;
}

CL_API cl_int clGetImageInfo(cl_mem image, cl_image_info param_name, size_t param_value_size,
                             void *param_value, size_t *param_value_size_ret) {
  (void)param_name, (void)param_value_size, (void)param_value, (void)param_value_size_ret;
  return not_an_image(image);
}

static cl_int image_command(cl_command_queue q, cl_mem image) {
  if (!obj_valid(q, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  return not_an_image(image);
}

CL_API cl_int clEnqueueReadImage(cl_command_queue command_queue, cl_mem image, cl_bool blocking_read,
                                 const size_t *origin, const size_t *region, size_t row_pitch,
                                 size_t slice_pitch, void *ptr, cl_uint num_events_in_wait_list,
                                 const cl_event *event_wait_list, cl_event *event) {
  (void)blocking_read, (void)origin, (void)region, (void)row_pitch, (void)slice_pitch, (void)ptr,
    (void)num_events_in_wait_list, (void)event_wait_list, (void)event;
  return image_command(command_queue, image);
}

CL_API cl_int clEnqueueWriteImage(cl_command_queue command_queue, cl_mem image, cl_bool blocking_write,
                                  const size_t *origin, const size_t *region, size_t input_row_pitch,
                                  size_t input_slice_pitch, const void *ptr,
                                  cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                  cl_event *event) {
  (void)blocking_write, (void)origin, (void)region, (void)input_row_pitch, (void)input_slice_pitch,
    (void)ptr, (void)num_events_in_wait_list, (void)event_wait_list, (void)event;
  return image_command(command_queue, image);
}

CL_API cl_int clEnqueueCopyImage(cl_command_queue command_queue, cl_mem src_image, cl_mem dst_image,
                                 const size_t *src_origin, const size_t *dst_origin,
                                 const size_t *region, cl_uint num_events_in_wait_list,
                                 const cl_event *event_wait_list, cl_event *event) {
  (void)dst_image, (void)src_origin, (void)dst_origin, (void)region, (void)num_events_in_wait_list,
    (void)event_wait_list, (void)event;
  return image_command(command_queue, src_image);
}

CL_API cl_int clEnqueueCopyImageToBuffer(cl_command_queue command_queue, cl_mem src_image,
                                         cl_mem dst_buffer, const size_t *src_origin,
                                         const size_t *region, size_t dst_offset,
                                         cl_uint num_events_in_wait_list,
                                         const cl_event *event_wait_list, cl_event *event) {
  (void)dst_buffer, (void)src_origin, (void)region, (void)dst_offset, (void)num_events_in_wait_list,
    (void)event_wait_list, (void)event;
  return image_command(command_queue, src_image);
}

CL_API cl_int clEnqueueCopyBufferToImage(cl_command_queue command_queue, cl_mem src_buffer,
                                         cl_mem dst_image, size_t src_offset, const size_t *dst_origin,
                                         const size_t *region, cl_uint num_events_in_wait_list,
                                         const cl_event *event_wait_list, cl_event *event) {
  (void)src_buffer, (void)src_offset, (void)dst_origin, (void)region, (void)num_events_in_wait_list,
    (void)event_wait_list, (void)event;
  return image_command(command_queue, dst_image);
}

CL_API void *clEnqueueMapImage(cl_command_queue command_queue, cl_mem image, cl_bool blocking_map,
                               cl_map_flags map_flags, const size_t *origin, const size_t *region,
                               size_t *image_row_pitch, size_t *image_slice_pitch,
                               cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                               cl_event *event, cl_int *errcode_ret) {
  (void)blocking_map, (void)map_flags, (void)origin, (void)region, (void)image_row_pitch,
    (void)image_slice_pitch, (void)num_events_in_wait_list, (void)event_wait_list, (void)event;
  SET_ERR(image_command(command_queue, image));
  return NULL;
}

CL_API cl_int clEnqueueFillImage(cl_command_queue command_queue, cl_mem image, const void *fill_color,
                                 const size_t *origin, const size_t *region,
                                 cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                 cl_event *event) {
  (void)fill_color, (void)origin, (void)region, (void)num_events_in_wait_list, (void)event_wait_list,
    (void)event;
  return image_command(command_queue, image);
}

/* ---- samplers: none can exist without image support ---- */

CL_API cl_sampler clCreateSampler(cl_context context, cl_bool normalized_coords,
                                  cl_addressing_mode addressing_mode, cl_filter_mode filter_mode,
                                  cl_int *errcode_ret) {
  (void)normalized_coords, (void)addressing_mode, (void)filter_mode;
  SET_ERR(obj_valid(context, OBJ_CONTEXT) ? NO_IMAGES : CL_INVALID_CONTEXT);
  return NULL;
}

CL_API cl_sampler clCreateSamplerWithProperties(cl_context context,
                                                const cl_sampler_properties *sampler_properties,
                                                cl_int *errcode_ret) {
  (void)sampler_properties;
  SET_ERR(obj_valid(context, OBJ_CONTEXT) ? NO_IMAGES : CL_INVALID_CONTEXT);
  return NULL;
}

CL_API cl_int clRetainSampler(cl_sampler sampler) {
  (void)sampler;
  return CL_INVALID_SAMPLER;
}

CL_API cl_int clReleaseSampler(cl_sampler sampler) {
  (void)sampler;
  return CL_INVALID_SAMPLER;
}

CL_API cl_int clGetSamplerInfo(cl_sampler sampler, cl_sampler_info param_name, size_t param_value_size,
                               void *param_value, size_t *param_value_size_ret) {
  (void)sampler, (void)param_name, (void)param_value_size, (void)param_value, (void)param_value_size_ret;
  return CL_INVALID_SAMPLER;
}

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
