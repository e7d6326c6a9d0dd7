/* internal_queue.c: each device's internal queue, which the ICD's own
 * transfers go through so that they need no application queue: the
 * contents given at creation, program-scope variables' initial values,
 * and moves between devices (mem_residency.c); and copies to or from a
 * runtime buffer, directly where the host can map it. */
#include <string.h>

#include "icd.h"

rt_queue *internal_queue_take(cl_device_id dev, rt_status *st) {
  pthread_mutex_lock(&dev->upload_lock);
  *st = RT_OK;
  if (!dev->upload_q) *st = rt_queue_create(dev->rt, 0, &dev->upload_q);
  return *st == RT_OK ? dev->upload_q : NULL;
}

cl_int internal_queue_finish(cl_device_id dev, rt_status st, rt_seq seq) {
  if (st == RT_OK) st = rt_queue_wait(dev->upload_q, seq);
  pthread_mutex_unlock(&dev->upload_lock);
  return rt_to_cl_resources(st);
}

cl_int internal_queue_leave(cl_device_id dev, rt_status st) {
  pthread_mutex_unlock(&dev->upload_lock);
  return rt_to_cl_resources(st);
}

cl_int mem_internal_copy(cl_device_id dev, rt_buffer *buf, size_t offset, void *data, size_t size, bool to_device) {
  void *hp = rt_buffer_host_ptr(buf);
  if (hp) {
    char *at = (char *)hp + offset;
    memcpy(to_device ? at : data, to_device ? data : at, size);
    return CL_SUCCESS;
  }
  rt_status st;
  rt_queue *q = internal_queue_take(dev, &st);
  rt_seq seq = 0;
  if (q)
    st = to_device ? rt_enqueue_write(q, buf, offset, data, size, &seq)
                   : rt_enqueue_read(q, buf, offset, data, size, &seq);
  return internal_queue_finish(dev, st, seq);
}

cl_int mem_upload(cl_device_id dev, rt_buffer *buf, const void *data, size_t size) {
  return mem_internal_copy(dev, buf, 0, (void *)data, size, true);
}
