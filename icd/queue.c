/* queue.c: command queues (in order; profiling optional), flush and
 * finish, and the commands that only order: markers, barriers and
 * migrations. */
#include <stdlib.h>
#include <string.h>

#include "icd.h"

static void queue_destroy(void *obj) {
  cl_command_queue q = obj;
  /* A queue whose last reference goes inside a runtime completion callback
   * (its last command's, or an event's that held it) cannot be destroyed
   * there: rt_queue_destroy waits. It waits in the handle layer until the
   * next application call that reaps (obj_reap_deferred), which calls this
   * again outside the callback. */
  if (shoal_in_completion) {
    obj_defer_destroy(q);
    return;
  }
  if (q->rq) rt_queue_destroy(q->rq);
  free(q->props_array);
  obj_unref(q->ctx);
  pthread_mutex_destroy(&q->lock);
  obj_free(q);
}

#define VALID_QUEUE_PROPS                                                              \
  (CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE | CL_QUEUE_ON_DEVICE | \
   CL_QUEUE_ON_DEVICE_DEFAULT)

static cl_command_queue queue_make(cl_context ctx, cl_device_id dev,
                                   cl_command_queue_properties props,
                                   const cl_queue_properties *array, size_t narray,
                                   cl_int *errcode_ret) {
  obj_reap_deferred();
  if (!obj_valid(ctx, OBJ_CONTEXT)) {
    SET_ERR(CL_INVALID_CONTEXT);
    return NULL;
  }
  if (!context_has_device(ctx, dev)) {
    SET_ERR(CL_INVALID_DEVICE);
    return NULL;
  }
  if (props & ~(cl_command_queue_properties)VALID_QUEUE_PROPS) {
    SET_ERR(CL_INVALID_VALUE);
    return NULL;
  }
  if ((props & CL_QUEUE_ON_DEVICE_DEFAULT) && !(props & CL_QUEUE_ON_DEVICE)) {
    SET_ERR(CL_INVALID_VALUE);
    return NULL;
  }
  /* Only in-order host queues (CL_DEVICE_QUEUE_ON_HOST_PROPERTIES). */
  if (props & (CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_ON_DEVICE)) {
    SET_ERR(CL_INVALID_QUEUE_PROPERTIES);
    return NULL;
  }
  cl_command_queue q = obj_new(OBJ_QUEUE, sizeof *q, queue_destroy);
  if (!q) {
    SET_ERR(CL_OUT_OF_HOST_MEMORY);
    return NULL;
  }
  pthread_mutex_init(&q->lock, NULL);
  q->ctx = ctx;
  obj_ref(ctx);
  q->dev = dev;
  q->props = props;
  cl_int err = CL_SUCCESS;
  if (narray) {
    q->props_array = malloc(narray * sizeof *array);
    if (q->props_array) {
      memcpy(q->props_array, array, narray * sizeof *array);
      q->nprops = narray;
    } else {
      err = CL_OUT_OF_HOST_MEMORY;
    }
  }
  if (!err) {
    rt_status st = rt_queue_create(dev->rt, (props & CL_QUEUE_PROFILING_ENABLE) ? RT_QUEUE_PROFILING : 0,
                                   &q->rq);
    if (st != RT_OK) err = rt_to_cl_resources(st);
  }
  if (err) {
    obj_release_unshared(q, OBJ_QUEUE);
    SET_ERR(err);
    return NULL;
  }
  SET_ERR(CL_SUCCESS);
  return q;
}

CL_API cl_command_queue clCreateCommandQueue(cl_context context, cl_device_id device,
                                             cl_command_queue_properties properties,
                                             cl_int *errcode_ret) {
  /* The 1.x entry point knows no device queues. */
  if (properties & (CL_QUEUE_ON_DEVICE | CL_QUEUE_ON_DEVICE_DEFAULT)) {
    if (!obj_valid(context, OBJ_CONTEXT))
      SET_ERR(CL_INVALID_CONTEXT);
    else
      SET_ERR(CL_INVALID_VALUE);
    return NULL;
  }
  return queue_make(context, device, properties, NULL, 0, errcode_ret);
}

CL_API cl_command_queue clCreateCommandQueueWithProperties(cl_context context,
                                                           cl_device_id device,
                                                           const cl_queue_properties *properties,
                                                           cl_int *errcode_ret) {
  cl_command_queue_properties props = 0;
  bool seen_props = false, seen_size = false;
  size_t n = 0;
  if (properties) {
    for (; properties[n]; n += 2) {
      switch (properties[n]) {
      case CL_QUEUE_PROPERTIES:
        if (seen_props) goto bad;
        seen_props = true;
        props = (cl_command_queue_properties)properties[n + 1];
        break;
      case CL_QUEUE_SIZE:
        if (seen_size) goto bad;
        seen_size = true;
        break;
      default: goto bad;
      }
    }
    n++;
  }
  /* A size only makes sense for a device queue, which we refuse below;
   * without CL_QUEUE_ON_DEVICE it is an invalid value. */
  if (seen_size && !(props & CL_QUEUE_ON_DEVICE)) goto bad;
  return queue_make(context, device, props, properties, n, errcode_ret);
bad:
  if (!obj_valid(context, OBJ_CONTEXT))
    SET_ERR(CL_INVALID_CONTEXT);
  else
    SET_ERR(CL_INVALID_VALUE);
  return NULL;
}

CL_API cl_int clRetainCommandQueue(cl_command_queue command_queue) {
  return obj_retain_ext(command_queue, OBJ_QUEUE, CL_INVALID_COMMAND_QUEUE);
}

CL_API cl_int clReleaseCommandQueue(cl_command_queue command_queue) {
  if (!obj_valid(command_queue, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  /* The last release flushes (as the spec says) and, outside callbacks,
   * waits for what was issued: it then completes here, on an application
   * thread, and the queue can be torn down at once. Commands held back
   * behind user events are not waited for: the application may set those
   * events only after this call. */
  if (obj_ext_refs(command_queue) == 1) {
    cmd_pump_queue(command_queue);
    pthread_mutex_lock(&command_queue->lock);
    rt_seq last = rt_queue_last(command_queue->rq);
    pthread_mutex_unlock(&command_queue->lock);
    if (shoal_in_completion)
      rt_queue_flush(command_queue->rq);
    else
      rt_queue_wait(command_queue->rq, last);
  }
  return obj_release_ext(command_queue, OBJ_QUEUE, CL_INVALID_COMMAND_QUEUE);
}

CL_API cl_int clGetCommandQueueInfo(cl_command_queue command_queue,
                                    cl_command_queue_info param_name, size_t param_value_size,
                                    void *param_value, size_t *param_value_size_ret) {
  if (!obj_valid(command_queue, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  cl_command_queue q = command_queue;
  switch (param_name) {
  case CL_QUEUE_CONTEXT: return INFO_VAL(cl_context, q->ctx);
  case CL_QUEUE_DEVICE: return INFO_VAL(cl_device_id, q->dev);
  case CL_QUEUE_REFERENCE_COUNT: return INFO_VAL(cl_uint, obj_ext_refs(q));
  case CL_QUEUE_PROPERTIES: return INFO_VAL(cl_command_queue_properties, q->props);
  case CL_QUEUE_PROPERTIES_ARRAY: return INFO_ARR(q->props_array, q->nprops * sizeof(cl_queue_properties));
  case CL_QUEUE_SIZE: return CL_INVALID_COMMAND_QUEUE; /* host queues have none */
  case CL_QUEUE_DEVICE_DEFAULT: return INFO_VAL(cl_command_queue, NULL);
  default: return CL_INVALID_VALUE;
  }
}

CL_API cl_int clSetCommandQueueProperty(cl_command_queue command_queue,
                                        cl_command_queue_properties properties, cl_bool enable,
                                        cl_command_queue_properties *old_properties) {
  (void)enable;
  if (!obj_valid(command_queue, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  if (properties & ~(cl_command_queue_properties)VALID_QUEUE_PROPS) return CL_INVALID_VALUE;
  if (old_properties) *old_properties = command_queue->props;
  /* Properties are fixed at creation (the runtime queue is made for them). */
  return CL_INVALID_OPERATION;
}

CL_API cl_int clSetDefaultDeviceCommandQueue(cl_context context, cl_device_id device,
                                             cl_command_queue command_queue) {
  if (!obj_valid(context, OBJ_CONTEXT)) return CL_INVALID_CONTEXT;
  if (!context_has_device(context, device))
    return CL_INVALID_DEVICE;
  /* No device supports on-device queues (CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES
   * is 0): the call is refused for the device, whatever command_queue is. */
  (void)command_queue;
  return CL_INVALID_OPERATION;
}

CL_API cl_int clFlush(cl_command_queue command_queue) {
  if (!obj_valid(command_queue, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  cmd_pump();
  rt_status st = rt_queue_flush(command_queue->rq);
  obj_reap_deferred();
  return st == RT_OK ? CL_SUCCESS : CL_OUT_OF_RESOURCES;
}

cl_int queue_finish(cl_command_queue q) {
  for (;;) {
    cmd_pump_queue(q);
    pthread_mutex_lock(&q->lock);
    command *tail = q->deferred_tail;
    cl_event ev = tail ? tail->ev : NULL;
    if (ev) obj_ref(ev);
    rt_seq last = rt_queue_last(q->rq);
    pthread_mutex_unlock(&q->lock);
    if (ev) {
      /* Held back behind a user event: wait until it went and finished. */
      event_wait(ev);
      obj_unref(ev);
      continue;
    }
    rt_status st = rt_queue_wait(q->rq, last);
    return st == RT_OK ? CL_SUCCESS : CL_OUT_OF_RESOURCES;
  }
}

CL_API cl_int clFinish(cl_command_queue command_queue) {
  if (!obj_valid(command_queue, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  cl_int err = queue_finish(command_queue);
  /* What just finished may have let go of queues the application released. */
  obj_reap_deferred();
  return err;
}

cl_int check_queue_and_waits(cl_command_queue q, cl_uint nwait, const cl_event *wait) {
  if (!obj_valid(q, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  return check_wait_list(q->ctx, nwait, wait);
}

static rt_status issue_marker(command *c, rt_queue *rq, rt_seq *seq) {
  (void)c;
  return rt_enqueue_marker(rq, seq);
}

cl_int enqueue_marker(cl_command_queue q, cl_command_type type, cl_uint nwait,
                      const cl_event *wait, cl_event *event_out) {
  command *c = cmd_new(q, type, 0, issue_marker);
  if (!c) return CL_OUT_OF_HOST_MEMORY;
  return cmd_submit(c, nwait, wait, event_out, false);
}

/* In an in-order queue a marker already waits for everything before it,
 * so markers and barriers are the same command. */
CL_API cl_int clEnqueueMarkerWithWaitList(cl_command_queue command_queue,
                                          cl_uint num_events_in_wait_list,
                                          const cl_event *event_wait_list, cl_event *event) {
  cl_int err = check_queue_and_waits(command_queue, num_events_in_wait_list, event_wait_list);
  if (err) return err;
  return enqueue_marker(command_queue, CL_COMMAND_MARKER, num_events_in_wait_list,
                        event_wait_list, event);
}

CL_API cl_int clEnqueueBarrierWithWaitList(cl_command_queue command_queue,
                                           cl_uint num_events_in_wait_list,
                                           const cl_event *event_wait_list, cl_event *event) {
  cl_int err = check_queue_and_waits(command_queue, num_events_in_wait_list, event_wait_list);
  if (err) return err;
  return enqueue_marker(command_queue, CL_COMMAND_BARRIER, num_events_in_wait_list,
                        event_wait_list, event);
}

CL_API cl_int clEnqueueMarker(cl_command_queue command_queue, cl_event *event) {
  if (!obj_valid(command_queue, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  if (!event) return CL_INVALID_VALUE;
  return enqueue_marker(command_queue, CL_COMMAND_MARKER, 0, NULL, event);
}

CL_API cl_int clEnqueueBarrier(cl_command_queue command_queue) {
  if (!obj_valid(command_queue, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  return enqueue_marker(command_queue, CL_COMMAND_BARRIER, 0, NULL, NULL);
}

CL_API cl_int clEnqueueWaitForEvents(cl_command_queue command_queue, cl_uint num_events,
                                     const cl_event *event_list) {
  if (!obj_valid(command_queue, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  if (!num_events || !event_list) return CL_INVALID_VALUE;
  for (cl_uint i = 0; i < num_events; i++) {
    if (!obj_valid(event_list[i], OBJ_EVENT)) return CL_INVALID_EVENT;
    if (event_list[i]->ctx != command_queue->ctx) return CL_INVALID_CONTEXT;
  }
  return enqueue_marker(command_queue, CL_COMMAND_BARRIER, num_events, event_list, NULL);
}

/* Buffers and images move to the queue's device when this command is
 * issued (as before any command that uses them there, mem_make_current);
 * with CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED without their contents. */
CL_API cl_int clEnqueueMigrateMemObjects(cl_command_queue command_queue, cl_uint num_mem_objects,
                                         const cl_mem *mem_objects, cl_mem_migration_flags flags,
                                         cl_uint num_events_in_wait_list,
                                         const cl_event *event_wait_list, cl_event *event) {
  if (!obj_valid(command_queue, OBJ_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
  if (!num_mem_objects || !mem_objects) return CL_INVALID_VALUE;
  if (flags & ~(cl_mem_migration_flags)(CL_MIGRATE_MEM_OBJECT_HOST |
                                        CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED))
    return CL_INVALID_VALUE;
  for (cl_uint i = 0; i < num_mem_objects; i++) {
    if (!obj_valid(mem_objects[i], OBJ_MEM)) return CL_INVALID_MEM_OBJECT;
    if (mem_objects[i]->ctx != command_queue->ctx) return CL_INVALID_CONTEXT;
  }
  cl_int err = check_wait_list(command_queue->ctx, num_events_in_wait_list, event_wait_list);
  if (err) return err;
  /* To the host: the contents stay where they are until a device uses them. */
  if (flags & CL_MIGRATE_MEM_OBJECT_HOST)
    return enqueue_marker(command_queue, CL_COMMAND_MIGRATE_MEM_OBJECTS, num_events_in_wait_list,
                          event_wait_list, event);
  command *c = cmd_new(command_queue, CL_COMMAND_MIGRATE_MEM_OBJECTS, 0, issue_marker);
  if (!c) return CL_OUT_OF_HOST_MEMORY;
  c->mems_undefined = flags & CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED;
  for (cl_uint i = 0; i < num_mem_objects && !err; i++) {
    cl_mem m = mem_objects[i];
    /* storage on this device now, so the move has a place to go */
    if (mem_is_buffer(m)) {
      rt_buffer *buf;
      uint64_t off;
      err = mem_resolve(m, command_queue->dev, &buf, &off);
    } else if (mem_is_image(m)) {
      rt_image *img;
      err = image_resolve(m, command_queue->dev, &img);
    }
    if (!err && !cmd_add_mem(c, m, c->mems_undefined)) err = CL_OUT_OF_HOST_MEMORY;
  }
  if (err) {
    cmd_discard(c);
    return err;
  }
  return cmd_submit(c, num_events_in_wait_list, event_wait_list, event, false);
}
