/* command.c: the life of an enqueued command. A command is captured whole
 * at enqueue time, then issued to the runtime queue, or held back in the
 * ICD while an event it waits on has no runtime command yet (an unset user
 * event, or a command itself held back). The pump issues held-back
 * commands once that changes. Completion (cmd_done, on the runtime's
 * completion thread) releases what the command kept alive, records
 * profiling times and makes the event final. */
#include <stdlib.h>
#include <string.h>

#include "icd.h"

/* Queues with held-back commands; each entry holds a queue reference. */
static pthread_mutex_t pending_lock = PTHREAD_MUTEX_INITIALIZER;
static cl_command_queue *pending;
static size_t npending, cap_pending;
/* One pump at a time, so that every pump sees every earlier change. */
static pthread_mutex_t pump_lock = PTHREAD_MUTEX_INITIALIZER;
static RT_THREAD_LOCAL bool pumping, repump;

/* Completions the runtime ran synchronously while this thread held a
 * queue lock: they run once it is released, since application callbacks
 * may enqueue on that queue. */
typedef struct late_done {
  command *c;
  rt_status st;
  struct late_done *next;
} late_done;
static RT_THREAD_LOCAL int queue_locked;
static RT_THREAD_LOCAL late_done *late_head, *late_tail;

command *cmd_new(cl_command_queue q, cl_command_type type, size_t payload_size, cmd_issue_fn issue) {
  command *c = calloc(1, sizeof *c + payload_size);
  if (!c) return NULL;
  c->q = q;
  obj_ref(q);
  c->type = type;
  c->issue = issue;
  c->mems = c->mems_inline;
  c->capmems = CMD_MEMS_INLINE;
  return c;
}

/* Gives c its event; the command keeps a reference of its own. */
static bool cmd_make_event(command *c) {
  if (c->ev) return true;
  c->ev = event_new(c->q->ctx, c->q, c->type);
  if (!c->ev) return false;
  obj_ref(c->ev);
  c->ev->t_queued = rt_host_ns();
  return true;
}

bool cmd_add_mem(command *c, cl_mem m, bool writes) {
  if (c->nmems == c->capmems) {
    cl_uint ncap = c->capmems * 2;
    struct cmd_mem *n = malloc(ncap * sizeof *n);
    if (!n) return false;
    memcpy(n, c->mems, c->nmems * sizeof *n);
    if (c->mems != c->mems_inline) free(c->mems);
    c->mems = n;
    c->capmems = ncap;
  }
  obj_ref(m);
  c->mems[c->nmems++] = (struct cmd_mem){m, writes};
  return true;
}

static void cmd_release(command *c) {
  if (c->cleanup) c->cleanup(c);
  for (cl_uint i = 0; i < c->nmems; i++) obj_unref(c->mems[i].m);
  for (cl_uint i = 0; i < c->nwait; i++) obj_unref(c->wait[i]);
  if (c->kernel) obj_unref(c->kernel);
  if (c->mems != c->mems_inline) free(c->mems);
  free(c->wait);
}

void cmd_discard(command *c) {
  cl_command_queue q = c->q;
  cmd_release(c);
  if (c->ev) {
    obj_release_unshared(c->ev, OBJ_EVENT);
    obj_unref(c->ev);
  }
  free(c);
  obj_unref(q);
}

/* Releases the resources first, so that whoever waits on the event sees
 * buffers freed and destructor callbacks run by the time it wakes. */
static void cmd_finish(command *c, cl_int status) {
  cl_event ev = c->ev;
  cl_command_queue q = c->q;
  cmd_release(c);
  free(c);
  if (ev) {
    event_finish(ev, status);
    obj_unref(ev);
  }
  obj_unref(q);
}

static void cmd_done(command *c, rt_status st) {
  shoal_in_completion++;
  cl_event ev = c->ev;
  /* Events of other queues that this command waited for finished on the
   * device before it; let their completion (on their queues' threads)
   * finish too, so that no event is complete before one it waited for. */
  for (cl_uint i = 0; i < c->nwait; i++)
    if (c->wait[i]->q && c->wait[i]->q != c->q) event_wait_final(c->wait[i]);
  if (ev && (c->q->props & CL_QUEUE_PROFILING_ENABLE)) {
    uint64_t s, b, e;
    if (rt_queue_times(c->q->rq, ev->seq, &s, &b, &e) != RT_OK) s = b = e = rt_host_ns();
    pthread_mutex_lock(&ev->lock);
    /* Keep the spec's order queued <= submit <= start <= end even where
     * the two clocks' calibration leaves a small skew. */
    ev->t_submit = s > ev->t_queued ? s : ev->t_queued;
    ev->t_start = b > ev->t_submit ? b : ev->t_submit;
    ev->t_end = e > ev->t_start ? e : ev->t_start;
    ev->has_times = true;
    pthread_mutex_unlock(&ev->lock);
  }
  cmd_finish(c, st == RT_OK ? CL_COMPLETE : rt_to_cl(st));
  shoal_in_completion--;
}

static void cmd_done_cb(void *arg, rt_status st) {
  if (queue_locked) {
    late_done *l = malloc(sizeof *l);
    if (l) {
      /* In completion order. */
      l->c = arg;
      l->st = st;
      l->next = NULL;
      if (late_tail)
        late_tail->next = l;
      else
        late_head = l;
      late_tail = l;
      return;
    }
    /* Out of memory: completing here is the lesser evil. */
  }
  cmd_done(arg, st);
}

static void run_late(void) {
  while (late_head && !queue_locked) {
    late_done *l = late_head;
    late_head = l->next;
    if (!late_head) late_tail = NULL;
    cmd_done(l->c, l->st);
    free(l);
  }
}

static void queue_lock(cl_command_queue q) {
  pthread_mutex_lock(&q->lock);
  queue_locked++;
}

static void queue_unlock(cl_command_queue q) {
  queue_locked--;
  pthread_mutex_unlock(&q->lock);
  run_late();
}

/* Every event waited on has a runtime command or is final. */
static bool cmd_ready(command *c) {
  for (cl_uint i = 0; i < c->nwait; i++) {
    cl_event w = c->wait[i];
    pthread_mutex_lock(&w->lock);
    bool ok = w->issued || w->final;
    pthread_mutex_unlock(&w->lock);
    if (!ok) return false;
  }
  return true;
}

/* Issues a ready command to its queue (whose lock the caller holds) and
 * arms its completion. On failure the command is untouched. */
static cl_int cmd_issue(command *c) {
  cl_command_queue q = c->q;
  for (cl_uint i = 0; i < c->nwait; i++) {
    cl_event w = c->wait[i];
    pthread_mutex_lock(&w->lock);
    bool final = w->final, issued = w->issued;
    cl_int st = w->status;
    cl_command_queue wq = w->q;
    rt_seq seq = w->seq;
    pthread_mutex_unlock(&w->lock);
    if (final && st < 0) return CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
    if (!final && issued && wq != q) {
      rt_status r = rt_queue_depend(q->rq, wq->rq, seq);
      if (r != RT_OK) return rt_to_cl(r);
    }
  }
  /* Memory another device holds the current contents of moves here first
   * (multi-device contexts; memobj.c). */
  for (cl_uint i = 0; i < c->nmems; i++) {
    cl_int err = mem_make_current(c->mems[i].m, q, !c->mems_undefined);
    if (err) return err;
  }
  rt_seq seq = 0;
  rt_status r = c->issue(c, q->rq, &seq);
  if (r != RT_OK) return r == RT_ERR_DEVICE_MEMORY ? CL_OUT_OF_RESOURCES : rt_to_cl(r);
  for (cl_uint i = 0; i < c->nmems; i++) mem_note_use(c->mems[i].m, q, seq, c->mems[i].writes);
  cl_event ev = c->ev;
  if (ev) {
    pthread_mutex_lock(&ev->lock);
    ev->issued = true;
    ev->seq = seq;
    pthread_cond_broadcast(&ev->cond);
    pthread_mutex_unlock(&ev->lock);
  }
  if (rt_queue_on_complete(q->rq, seq, cmd_done_cb, c) != RT_OK) {
    /* Cannot be told of completion: wait for it instead. */
    rt_status w = rt_queue_wait(q->rq, seq);
    cmd_done_cb(c, w);
  }
  return CL_SUCCESS;
}

static bool pending_add(cl_command_queue q) {
  pthread_mutex_lock(&pending_lock);
  if (npending == cap_pending) {
    size_t ncap = cap_pending ? cap_pending * 2 : 8;
    cl_command_queue *n = realloc(pending, ncap * sizeof *n);
    if (!n) {
      pthread_mutex_unlock(&pending_lock);
      return false;
    }
    pending = n;
    cap_pending = ncap;
  }
  obj_ref(q);
  pending[npending++] = q;
  pthread_mutex_unlock(&pending_lock);
  return true;
}

static void pending_remove(cl_command_queue q) {
  bool found = false;
  pthread_mutex_lock(&pending_lock);
  for (size_t i = 0; i < npending && !found; i++) {
    if (pending[i] == q) {
      pending[i] = pending[--npending];
      found = true;
    }
  }
  pthread_mutex_unlock(&pending_lock);
  if (found) obj_unref(q);
}

/* Issues the ready head of q's held-back list; true if anything went. */
static bool pump_queue(cl_command_queue q) {
  bool progress = false;
  queue_lock(q);
  while (q->deferred_head && cmd_ready(q->deferred_head)) {
    command *c = q->deferred_head;
    q->deferred_head = c->next;
    if (!q->deferred_head) q->deferred_tail = NULL;
    c->next = NULL;
    cl_int err = cmd_issue(c);
    if (err) cmd_finish(c, err); /* its event reports the failure */
    progress = true;
  }
  bool empty = !q->deferred_head;
  if (empty) q->pending = false;
  queue_unlock(q);
  /* The application flushed or not, these were enqueued before it could
   * know they would be held back: submit them now. */
  if (progress) rt_queue_flush(q->rq);
  if (empty) pending_remove(q);
  return progress;
}

void cmd_pump(void) {
  if (pumping) {
    /* A callback enqueued from inside a pump: let the outer one rescan. */
    repump = true;
    return;
  }
  pthread_mutex_lock(&pump_lock);
  pumping = true;
  bool progress;
  do {
    progress = repump;
    repump = false;
    pthread_mutex_lock(&pending_lock);
    size_t n = npending;
    cl_command_queue *snap = n ? malloc(n * sizeof *snap) : NULL;
    if (snap) memcpy(snap, pending, n * sizeof *snap);
    for (size_t i = 0; snap && i < n; i++) obj_ref(snap[i]);
    pthread_mutex_unlock(&pending_lock);
    for (size_t i = 0; snap && i < n; i++) {
      if (pump_queue(snap[i])) progress = true;
      obj_unref(snap[i]);
    }
    free(snap);
  } while (progress);
  pumping = false;
  pthread_mutex_unlock(&pump_lock);
}

void cmd_pump_queue(cl_command_queue q) {
  if (pumping) return;
  pthread_mutex_lock(&pump_lock);
  pumping = true;
  pump_queue(q);
  pumping = false;
  pthread_mutex_unlock(&pump_lock);
}

cl_int cmd_submit(command *c, cl_uint nwait, const cl_event *wait, cl_event *event_out,
                  bool blocking) {
  cl_command_queue q = c->q;
  if ((event_out || blocking) && !cmd_make_event(c)) {
    cmd_discard(c);
    return CL_OUT_OF_HOST_MEMORY;
  }
  if (nwait) {
    c->wait = malloc(nwait * sizeof *c->wait);
    if (!c->wait) {
      cmd_discard(c);
      return CL_OUT_OF_HOST_MEMORY;
    }
    for (cl_uint i = 0; i < nwait; i++) {
      c->wait[i] = wait[i];
      obj_ref(wait[i]);
    }
    c->nwait = nwait;
  }

  queue_lock(q);
  bool deferred = q->deferred_head || !cmd_ready(c);
  bool new_pending = false;
  cl_int err = CL_SUCCESS;
  /* A held-back command needs its event: queue_finish waits on it. */
  if (deferred && !cmd_make_event(c)) {
    deferred = false;
    err = CL_OUT_OF_HOST_MEMORY;
  }
  /* Once issued (or held back, and then issued by another thread) the
   * command may complete and be freed at any time; the application's
   * reference keeps the event. */
  cl_event ev = c->ev;
  if (err) {
    /* discarded below */
  } else if (deferred) {
    if (q->deferred_tail)
      q->deferred_tail->next = c;
    else
      q->deferred_head = c;
    q->deferred_tail = c;
    new_pending = !q->pending;
    q->pending = true;
  } else {
    err = cmd_issue(c);
  }
  queue_unlock(q);

  if (err == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST) {
    /* Not executed; the event tells why. */
    if (ev) obj_ref(ev);
    cmd_finish(c, err);
    if (ev) {
      if (event_out)
        *event_out = ev;
      else
        obj_release_unshared(ev, OBJ_EVENT);
      obj_unref(ev);
    }
    return blocking ? err : CL_SUCCESS;
  }
  if (err) {
    cmd_discard(c);
    return err;
  }
  if (deferred) {
    if (new_pending && !pending_add(q)) {
      /* Out of memory: the queue is off the list until its next held-back
       * command; clFinish and blocking calls still pump it directly. */
      queue_lock(q);
      q->pending = false;
      queue_unlock(q);
    }
    cmd_pump();
    if (blocking) cmd_pump_queue(q);
  }
  cl_int status = CL_SUCCESS;
  if (blocking) status = event_wait(ev);
  if (event_out)
    *event_out = ev;
  else if (ev)
    obj_release_unshared(ev, OBJ_EVENT);
  return status < 0 ? status : CL_SUCCESS;
}
