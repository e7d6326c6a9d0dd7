/* event.c: event objects: status, waiting, callbacks, profiling, and user
 * events. Command events become final in command.c's completion path. */
#include <stdlib.h>

#include "icd.h"

static void event_destroy(void *obj);

cl_event event_new(cl_context ctx, cl_command_queue q, cl_command_type type) {
  cl_event ev = obj_new(OBJ_EVENT, sizeof *ev, event_destroy);
  if (!ev) return NULL;
  pthread_mutex_init(&ev->lock, NULL);
  pthread_cond_init(&ev->cond, NULL);
  ev->ctx = ctx;
  obj_ref(ctx);
  ev->q = q;
  if (q) obj_ref(q);
  ev->type = type;
  /* A user event is "submitted" from the start (the spec's initial state). */
  ev->status = q ? CL_QUEUED : CL_SUBMITTED;
  return ev;
}

static void event_destroy(void *obj) {
  cl_event ev = obj;
  for (struct event_cb *cb = ev->cbs, *next; cb; cb = next) {
    next = cb->next;
    free(cb);
  }
  if (ev->q) obj_unref(ev->q);
  obj_unref(ev->ctx);
  pthread_mutex_destroy(&ev->lock);
  pthread_cond_destroy(&ev->cond);
  obj_free(ev);
}

static void run_callbacks(cl_event ev, struct event_cb *list, cl_int status) {
  /* The list is newest first; call in registration order, by status
   * (submitted, running, complete), as the status passes each one. */
  struct event_cb *rev = NULL;
  while (list) {
    struct event_cb *next = list->next;
    list->next = rev;
    rev = list;
    list = next;
  }
  static const cl_int order[] = {CL_SUBMITTED, CL_RUNNING, CL_COMPLETE};
  for (size_t i = 0; i < ARRAY_LEN(order); i++)
    for (struct event_cb *cb = rev; cb; cb = cb->next)
      if (cb->type == order[i]) cb->fn(ev, status < 0 ? status : cb->type, cb->data);
  while (rev) {
    struct event_cb *next = rev->next;
    free(rev);
    rev = next;
  }
}

/* Returns false if the event was final already. */
static bool event_finish_once(cl_event ev, cl_int status) {
  pthread_mutex_lock(&ev->lock);
  if (ev->final) {
    pthread_mutex_unlock(&ev->lock);
    return false;
  }
  ev->final = true;
  ev->status = status;
  struct event_cb *cbs = ev->cbs;
  ev->cbs = NULL;
  pthread_cond_broadcast(&ev->cond);
  pthread_mutex_unlock(&ev->lock);
  run_callbacks(ev, cbs, status);
  return true;
}

void event_finish(cl_event ev, cl_int status) { event_finish_once(ev, status); }

cl_int event_wait(cl_event ev) {
  pthread_mutex_lock(&ev->lock);
  while (!ev->final) {
    if (ev->issued) {
      rt_seq seq = ev->seq;
      pthread_mutex_unlock(&ev->lock);
      /* Flushes, and runs completion work up to seq (our cmd_done). */
      (void)rt_queue_wait(ev->q->rq, seq);
      pthread_mutex_lock(&ev->lock);
      /* Completion runs even for a lost device (with an error status), and
       * may still be about to run on the thread that armed it. */
      while (!ev->final) pthread_cond_wait(&ev->cond, &ev->lock);
    } else {
      pthread_cond_wait(&ev->cond, &ev->lock);
    }
  }
  cl_int status = ev->status;
  pthread_mutex_unlock(&ev->lock);
  return status;
}

void event_wait_final(cl_event ev) {
  pthread_mutex_lock(&ev->lock);
  while (!ev->final) pthread_cond_wait(&ev->cond, &ev->lock);
  pthread_mutex_unlock(&ev->lock);
}

cl_int check_wait_list(cl_context ctx, cl_uint n, const cl_event *list) {
  if ((n == 0) != (list == NULL)) return CL_INVALID_EVENT_WAIT_LIST;
  for (cl_uint i = 0; i < n; i++) {
    if (!obj_valid(list[i], OBJ_EVENT)) return CL_INVALID_EVENT_WAIT_LIST;
    if (ctx && list[i]->ctx != ctx) return CL_INVALID_CONTEXT;
  }
  return CL_SUCCESS;
}

CL_API cl_int clWaitForEvents(cl_uint num_events, const cl_event *event_list) {
  if (!num_events || !event_list) return CL_INVALID_VALUE;
  for (cl_uint i = 0; i < num_events; i++) {
    if (!obj_valid(event_list[i], OBJ_EVENT)) return CL_INVALID_EVENT;
    if (event_list[i]->ctx != event_list[0]->ctx) return CL_INVALID_CONTEXT;
  }
  /* Hold the events: another thread may release them while we wait. */
  for (cl_uint i = 0; i < num_events; i++) obj_ref(event_list[i]);
  cl_int err = CL_SUCCESS;
  for (cl_uint i = 0; i < num_events; i++)
    if (event_wait(event_list[i]) < 0) err = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
  for (cl_uint i = 0; i < num_events; i++) obj_unref(event_list[i]);
  /* The commands waited for may have let go of queues the application
   * released. */
  obj_reap_deferred();
  return err;
}

static cl_int event_status(cl_event ev) {
  pthread_mutex_lock(&ev->lock);
  cl_int status = ev->status;
  bool poll = !ev->final && ev->issued;
  rt_seq seq = ev->seq;
  pthread_mutex_unlock(&ev->lock);
  if (!poll) return status;
  switch (rt_queue_state(ev->q->rq, seq)) {
  case RT_CMD_QUEUED:
    /* Applications poll this in a loop: make sure the command gets to
     * the device, or it would never complete. */
    rt_queue_flush(ev->q->rq);
    return CL_SUBMITTED;
  case RT_CMD_COMPLETE:
    /* Done, though our completion callback may still be on its way (a
     * command of another queue that waited for it can finish first). */
    return CL_COMPLETE;
  default: return CL_SUBMITTED;
  }
}

CL_API cl_int clGetEventInfo(cl_event event, cl_event_info param_name, size_t param_value_size,
                             void *param_value, size_t *param_value_size_ret) {
  if (!obj_valid(event, OBJ_EVENT)) return CL_INVALID_EVENT;
  switch (param_name) {
  case CL_EVENT_COMMAND_QUEUE: return INFO_VAL(cl_command_queue, event->q);
  case CL_EVENT_CONTEXT: return INFO_VAL(cl_context, event->ctx);
  case CL_EVENT_COMMAND_TYPE: return INFO_VAL(cl_command_type, event->type);
  case CL_EVENT_COMMAND_EXECUTION_STATUS: return INFO_VAL(cl_int, event_status(event));
  case CL_EVENT_REFERENCE_COUNT: return INFO_VAL(cl_uint, obj_ext_refs(event));
  default: return CL_INVALID_VALUE;
  }
}

CL_API cl_int clGetEventProfilingInfo(cl_event event, cl_profiling_info param_name,
                                      size_t param_value_size, void *param_value,
                                      size_t *param_value_size_ret) {
  if (!obj_valid(event, OBJ_EVENT)) return CL_INVALID_EVENT;
  if (param_name < CL_PROFILING_COMMAND_QUEUED || param_name > CL_PROFILING_COMMAND_COMPLETE)
    return CL_INVALID_VALUE;
  if (!event->q || !(event->q->props & CL_QUEUE_PROFILING_ENABLE))
    return CL_PROFILING_INFO_NOT_AVAILABLE;
  /* Reported complete already (event_status): its times are moments away. */
  if (event_status(event) == CL_COMPLETE) event_wait(event);
  pthread_mutex_lock(&event->lock);
  bool ok = event->final && event->status == CL_COMPLETE && event->has_times;
  cl_ulong t = 0;
  switch (param_name) {
  case CL_PROFILING_COMMAND_QUEUED: t = event->t_queued; break;
  case CL_PROFILING_COMMAND_SUBMIT: t = event->t_submit; break;
  case CL_PROFILING_COMMAND_START: t = event->t_start; break;
  default: t = event->t_end; break; /* END and COMPLETE (no child commands) */
  }
  pthread_mutex_unlock(&event->lock);
  if (!ok) return CL_PROFILING_INFO_NOT_AVAILABLE;
  return INFO_VAL(cl_ulong, t);
}

CL_API cl_int clSetEventCallback(cl_event event, cl_int command_exec_callback_type,
                                 void(CL_CALLBACK *pfn_notify)(cl_event, cl_int, void *),
                                 void *user_data) {
  if (!obj_valid(event, OBJ_EVENT)) return CL_INVALID_EVENT;
  if (!pfn_notify || (command_exec_callback_type != CL_SUBMITTED &&
                      command_exec_callback_type != CL_RUNNING &&
                      command_exec_callback_type != CL_COMPLETE))
    return CL_INVALID_VALUE;
  struct event_cb *cb = malloc(sizeof *cb);
  if (!cb) return CL_OUT_OF_HOST_MEMORY;
  cb->fn = pfn_notify;
  cb->data = user_data;
  cb->type = command_exec_callback_type;
  pthread_mutex_lock(&event->lock);
  bool now = event->final;
  cl_int status = event->status;
  if (!now) {
    cb->next = event->cbs;
    event->cbs = cb;
  }
  pthread_mutex_unlock(&event->lock);
  if (now) {
    cb->next = NULL;
    run_callbacks(event, cb, status);
  }
  return CL_SUCCESS;
}

CL_API cl_event clCreateUserEvent(cl_context context, cl_int *errcode_ret) {
  if (!obj_valid(context, OBJ_CONTEXT)) {
    SET_ERR(CL_INVALID_CONTEXT);
    return NULL;
  }
  cl_event ev = event_new(context, NULL, CL_COMMAND_USER);
  SET_ERR(ev ? CL_SUCCESS : CL_OUT_OF_HOST_MEMORY);
  return ev;
}

CL_API cl_int clSetUserEventStatus(cl_event event, cl_int execution_status) {
  if (!obj_valid(event, OBJ_EVENT) || event->q) return CL_INVALID_EVENT;
  if (execution_status != CL_COMPLETE && execution_status >= 0) return CL_INVALID_VALUE;
  if (!event_finish_once(event, execution_status)) return CL_INVALID_OPERATION;
  /* Commands held back behind this event may go now. */
  cmd_pump();
  obj_reap_deferred();
  return CL_SUCCESS;
}

CL_API cl_int clRetainEvent(cl_event event) {
  return obj_retain_ext(event, OBJ_EVENT, CL_INVALID_EVENT);
}

CL_API cl_int clReleaseEvent(cl_event event) {
  return obj_release_ext(event, OBJ_EVENT, CL_INVALID_EVENT);
}
