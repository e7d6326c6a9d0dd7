/* test_event.c: events: info, status, profiling, callbacks, user events
 * (commands held back until they are set), markers, barriers, waits across
 * queues, and many threads at once. */
#include <pthread.h>
#include <time.h>

#include "cltest.h"

static cl_int status_of(cl_event ev) {
  cl_int st = 99;
  CHECK_OK(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL));
  return st;
}

static void sleep_ms(int ms) {
  struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
  nanosleep(&ts, NULL);
}

TEST(event_info) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  uint8_t buf[64] = {0};
  cl_mem m = clCreateBuffer(env.ctx, 0, 64, NULL, &err);
  struct {
    cl_event ev;
    cl_command_type type;
  } evs[8];
  int n = 0;
  CHECK_OK(clEnqueueWriteBuffer(env.queue, m, CL_FALSE, 0, 64, buf, 0, NULL, &evs[n].ev));
  evs[n++].type = CL_COMMAND_WRITE_BUFFER;
  CHECK_OK(clEnqueueReadBuffer(env.queue, m, CL_FALSE, 0, 64, buf, 0, NULL, &evs[n].ev));
  evs[n++].type = CL_COMMAND_READ_BUFFER;
  CHECK_OK(clEnqueueFillBuffer(env.queue, m, buf, 4, 0, 64, 0, NULL, &evs[n].ev));
  evs[n++].type = CL_COMMAND_FILL_BUFFER;
  CHECK_OK(clEnqueueMarkerWithWaitList(env.queue, 0, NULL, &evs[n].ev));
  evs[n++].type = CL_COMMAND_MARKER;
  CHECK_OK(clEnqueueBarrierWithWaitList(env.queue, 0, NULL, &evs[n].ev));
  evs[n++].type = CL_COMMAND_BARRIER;
  CHECK_OK(clEnqueueMigrateMemObjects(env.queue, 1, &m, CL_MIGRATE_MEM_OBJECT_HOST, 0, NULL, &evs[n].ev));
  evs[n++].type = CL_COMMAND_MIGRATE_MEM_OBJECTS;
  CHECK_OK(clEnqueueMarker(env.queue, &evs[n].ev));
  evs[n++].type = CL_COMMAND_MARKER;
  CHECK_OK(clFinish(env.queue));
  for (int i = 0; i < n; i++) {
    cl_command_type t = 0;
    cl_command_queue q = NULL;
    cl_context c = NULL;
    cl_uint refs = 0;
    CHECK_OK(clGetEventInfo(evs[i].ev, CL_EVENT_COMMAND_TYPE, sizeof t, &t, NULL));
    CHECK_OK(clGetEventInfo(evs[i].ev, CL_EVENT_COMMAND_QUEUE, sizeof q, &q, NULL));
    CHECK_OK(clGetEventInfo(evs[i].ev, CL_EVENT_CONTEXT, sizeof c, &c, NULL));
    CHECK_OK(clGetEventInfo(evs[i].ev, CL_EVENT_REFERENCE_COUNT, sizeof refs, &refs, NULL));
    CHECK_EQ(t, evs[i].type);
    CHECK(q == env.queue && c == env.ctx);
    CHECK_EQ(refs, 1);
    CHECK_EQ(status_of(evs[i].ev), CL_COMPLETE);
  }
  cl_int st;
  CHECK_ERR(clGetEventInfo(evs[0].ev, 0x7777, sizeof st, &st, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetEventInfo(evs[0].ev, CL_EVENT_COMMAND_EXECUTION_STATUS, 2, &st, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetEventInfo((cl_event)m, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL),
            CL_INVALID_EVENT);
  CHECK_OK(clRetainEvent(evs[0].ev));
  CHECK_OK(clReleaseEvent(evs[0].ev));
  for (int i = 0; i < n; i++) CHECK_OK(clReleaseEvent(evs[i].ev));
  CHECK_ERR(clGetEventInfo(evs[0].ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL),
            CL_INVALID_EVENT);
  CHECK_ERR(clReleaseEvent(evs[0].ev), CL_INVALID_EVENT);
  CHECK_ERR(clRetainEvent(evs[0].ev), CL_INVALID_EVENT);
  CHECK_ERR(clEnqueueMarker(env.queue, NULL), CL_INVALID_VALUE);
  CHECK_OK(clEnqueueBarrier(env.queue));
  CHECK_ERR(clEnqueueMigrateMemObjects(env.queue, 0, NULL, 0, 0, NULL, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueMigrateMemObjects(env.queue, 1, &m, 0x100, 0, NULL, NULL), CL_INVALID_VALUE);
  cl_mem bad = (cl_mem)env.ctx;
  CHECK_ERR(clEnqueueMigrateMemObjects(env.queue, 1, &bad, 0, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
  CHECK_OK(clReleaseMemObject(m));
  cltest_teardown(&env);
}

TEST(event_profiling) {
  cltest_env env;
  cltest_setup(&env, CL_QUEUE_PROFILING_ENABLE);
  cl_int err;
  size_t n = 1 << 20;
  uint8_t *buf = cltest_malloc(n);
  cltest_fill(buf, n, 81);
  cl_mem m = clCreateBuffer(env.ctx, 0, n, NULL, &err);
  cl_event ev[3];
  CHECK_OK(clEnqueueWriteBuffer(env.queue, m, CL_FALSE, 0, n, buf, 0, NULL, &ev[0]));
  CHECK_OK(clEnqueueMarkerWithWaitList(env.queue, 0, NULL, &ev[1]));
  CHECK_OK(clEnqueueReadBuffer(env.queue, m, CL_FALSE, 0, n, buf, 0, NULL, &ev[2]));
  CHECK_OK(clWaitForEvents(3, ev));
  for (int i = 0; i < 3; i++) {
    cl_ulong t[5];
    for (int k = 0; k < 5; k++)
      CHECK_OK(clGetEventProfilingInfo(ev[i], CL_PROFILING_COMMAND_QUEUED + k, sizeof t[k], &t[k], NULL));
    CHECK(t[0] > 0);
    CHECK(t[0] <= t[1] && t[1] <= t[2] && t[2] <= t[3] && t[3] <= t[4]);
  }
  cl_ulong t;
  CHECK_ERR(clGetEventProfilingInfo(ev[0], 0x7777, sizeof t, &t, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetEventProfilingInfo(ev[0], CL_PROFILING_COMMAND_END, 4, &t, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetEventProfilingInfo((cl_event)m, CL_PROFILING_COMMAND_END, sizeof t, &t, NULL), CL_INVALID_EVENT);
  for (int i = 0; i < 3; i++) CHECK_OK(clReleaseEvent(ev[i]));

  /* Not available: a queue without profiling, a user event, an event
   * not yet complete. */
  cl_command_queue plain = clCreateCommandQueue(env.ctx, env.device, 0, &err);
  cl_event e;
  CHECK_OK(clEnqueueMarkerWithWaitList(plain, 0, NULL, &e));
  CHECK_OK(clFinish(plain));
  CHECK_ERR(clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_END, sizeof t, &t, NULL),
            CL_PROFILING_INFO_NOT_AVAILABLE);
  CHECK_OK(clReleaseEvent(e));
  cl_event user = clCreateUserEvent(env.ctx, &err);
  CHECK_ERR(clGetEventProfilingInfo(user, CL_PROFILING_COMMAND_QUEUED, sizeof t, &t, NULL),
            CL_PROFILING_INFO_NOT_AVAILABLE);
  CHECK_OK(clEnqueueMarkerWithWaitList(env.queue, 1, &user, &e));
  CHECK_ERR(clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_END, sizeof t, &t, NULL),
            CL_PROFILING_INFO_NOT_AVAILABLE);
  CHECK_OK(clSetUserEventStatus(user, CL_COMPLETE));
  CHECK_OK(clWaitForEvents(1, &e));
  CHECK_OK(clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_END, sizeof t, &t, NULL));
  CHECK_OK(clReleaseEvent(e));
  CHECK_OK(clReleaseEvent(user));
  CHECK_OK(clReleaseCommandQueue(plain));
  CHECK_OK(clReleaseMemObject(m));
  free(buf);
  cltest_teardown(&env);
}

typedef struct cb_log {
  pthread_mutex_t lock;
  int count;
  cl_int status[16];
} cb_log;

static void CL_CALLBACK record(cl_event ev, cl_int status, void *data) {
  (void)ev;
  cb_log *l = data;
  pthread_mutex_lock(&l->lock);
  if (l->count < 16) l->status[l->count++] = status;
  pthread_mutex_unlock(&l->lock);
}

TEST(event_callbacks) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cb_log log = {.lock = PTHREAD_MUTEX_INITIALIZER};
  cl_event user = clCreateUserEvent(env.ctx, &err);
  cl_event ev;
  CHECK_OK(clEnqueueMarkerWithWaitList(env.queue, 1, &user, &ev));
  CHECK_OK(clSetEventCallback(ev, CL_COMPLETE, record, &log));
  CHECK_OK(clSetEventCallback(ev, CL_SUBMITTED, record, &log));
  CHECK_OK(clSetEventCallback(ev, CL_RUNNING, record, &log));
  CHECK_OK(clSetEventCallback(user, CL_COMPLETE, record, &log));
  CHECK_ERR(clSetEventCallback(ev, CL_QUEUED, record, &log), CL_INVALID_VALUE);
  CHECK_ERR(clSetEventCallback(ev, CL_COMPLETE, NULL, &log), CL_INVALID_VALUE);
  CHECK_ERR(clSetEventCallback((cl_event)env.queue, CL_COMPLETE, record, &log), CL_INVALID_EVENT);
  sleep_ms(20);
  CHECK_EQ(log.count, 0);
  CHECK_OK(clSetUserEventStatus(user, CL_COMPLETE));
  CHECK_OK(clFinish(env.queue));
  /* Callbacks may run on another thread just after the event completes. */
  for (int i = 0; i < 200 && log.count < 4; i++) sleep_ms(5);
  CHECK_EQ(log.count, 4);
  int seen[3] = {0, 0, 0};
  for (int i = 0; i < log.count; i++) {
    CHECK(log.status[i] == CL_COMPLETE || log.status[i] == CL_SUBMITTED || log.status[i] == CL_RUNNING);
    if (log.status[i] >= 0 && log.status[i] <= 2) seen[log.status[i]]++;
  }
  CHECK(seen[CL_COMPLETE] == 2 && seen[CL_SUBMITTED] == 1 && seen[CL_RUNNING] == 1);
  /* On a complete event: called at once. */
  log.count = 0;
  CHECK_OK(clSetEventCallback(ev, CL_COMPLETE, record, &log));
  CHECK_EQ(log.count, 1);
  CHECK_EQ(log.status[0], CL_COMPLETE);
  /* An event that fails passes its error status. */
  cl_event user2 = clCreateUserEvent(env.ctx, &err);
  cl_event ev2;
  CHECK_OK(clEnqueueMarkerWithWaitList(env.queue, 1, &user2, &ev2));
  log.count = 0;
  CHECK_OK(clSetEventCallback(ev2, CL_COMPLETE, record, &log));
  CHECK_OK(clSetUserEventStatus(user2, -42));
  CHECK_OK(clFinish(env.queue));
  for (int i = 0; i < 200 && log.count < 1; i++) sleep_ms(5);
  CHECK_EQ(log.count, 1);
  CHECK(log.status[0] < 0);
  CHECK(status_of(ev2) < 0);
  CHECK_OK(clReleaseEvent(ev2));
  CHECK_OK(clReleaseEvent(user2));
  CHECK_OK(clReleaseEvent(ev));
  CHECK_OK(clReleaseEvent(user));
  cltest_teardown(&env);
}

/* Commands behind an unset user event wait in order; nothing runs until
 * the application (on this same thread) sets it. */
TEST(user_event_defers) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  size_t n = 4096;
  uint8_t *data = cltest_malloc(n), *out = cltest_malloc(n), *zero = cltest_malloc(n);
  cltest_fill(data, n, 91);
  memset(zero, 0, n);
  memset(out, 0, n);
  cl_mem m = clCreateBuffer(env.ctx, CL_MEM_COPY_HOST_PTR, n, zero, &err);
  cl_event user = clCreateUserEvent(env.ctx, &err);
  CHECK_OK(err);
  CHECK_EQ(status_of(user), CL_SUBMITTED);
  cl_command_type t;
  CHECK_OK(clGetEventInfo(user, CL_EVENT_COMMAND_TYPE, sizeof t, &t, NULL));
  CHECK_EQ(t, CL_COMMAND_USER);
  cl_command_queue q = (cl_command_queue)1;
  CHECK_OK(clGetEventInfo(user, CL_EVENT_COMMAND_QUEUE, sizeof q, &q, NULL));
  CHECK(q == NULL);
  cl_event w, r;
  CHECK_OK(clEnqueueWriteBuffer(env.queue, m, CL_FALSE, 0, n, data, 1, &user, &w));
  /* No wait list, but in order: behind the held-back write. */
  CHECK_OK(clEnqueueReadBuffer(env.queue, m, CL_FALSE, 0, n, out, 0, NULL, &r));
  CHECK_OK(clFlush(env.queue));
  sleep_ms(50);
  CHECK_EQ(status_of(w), CL_QUEUED);
  CHECK_EQ(status_of(r), CL_QUEUED);
  CHECK_MEM(out, zero, n);
  CHECK_OK(clSetUserEventStatus(user, CL_COMPLETE));
  CHECK_OK(clWaitForEvents(1, &r));
  CHECK_EQ(status_of(w), CL_COMPLETE);
  CHECK_MEM(out, data, n);
  CHECK_ERR(clSetUserEventStatus(user, CL_COMPLETE), CL_INVALID_OPERATION);
  CHECK_OK(clReleaseEvent(w));
  CHECK_OK(clReleaseEvent(r));
  CHECK_OK(clReleaseEvent(user));

  /* clFinish waits for held-back work once its event is set from another
   * thread; and a released queue still runs what it held back. */
  cl_event u2 = clCreateUserEvent(env.ctx, &err);
  cl_command_queue q2 = clCreateCommandQueue(env.ctx, env.device, 0, &err);
  memset(out, 0, n);
  cl_event done;
  CHECK_OK(clEnqueueReadBuffer(q2, m, CL_FALSE, 0, n, out, 1, &u2, &done));
  CHECK_OK(clReleaseCommandQueue(q2));
  CHECK_EQ(status_of(done), CL_QUEUED);
  CHECK_OK(clSetUserEventStatus(u2, CL_COMPLETE));
  CHECK_OK(clWaitForEvents(1, &done));
  CHECK_MEM(out, data, n);
  cl_command_queue back = NULL;
  CHECK_OK(clGetEventInfo(done, CL_EVENT_COMMAND_QUEUE, sizeof back, &back, NULL));
  CHECK(back == q2);
  CHECK_OK(clReleaseEvent(done));
  CHECK_OK(clReleaseEvent(u2));
  CHECK_OK(clReleaseMemObject(m));
  free(data);
  free(out);
  free(zero);
  cltest_teardown(&env);
}

TEST(user_event_errors) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  CHECK(clCreateUserEvent((cl_context)env.queue, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);
  cl_event user = clCreateUserEvent(env.ctx, &err);
  CHECK_ERR(clSetUserEventStatus(user, CL_RUNNING), CL_INVALID_VALUE);
  CHECK_ERR(clSetUserEventStatus(user, 5), CL_INVALID_VALUE);
  cl_event marker;
  CHECK_OK(clEnqueueMarkerWithWaitList(env.queue, 0, NULL, &marker));
  CHECK_ERR(clSetUserEventStatus(marker, CL_COMPLETE), CL_INVALID_EVENT);
  CHECK_ERR(clSetUserEventStatus((cl_event)env.ctx, CL_COMPLETE), CL_INVALID_EVENT);

  /* A failed user event: the commands waiting on it do not run, and a
   * blocking call reports it. */
  cl_mem m = clCreateBuffer(env.ctx, 0, 64, NULL, &err);
  uint8_t buf[64];
  memset(buf, 0x11, sizeof buf);
  CHECK_OK(clEnqueueWriteBuffer(env.queue, m, CL_TRUE, 0, 64, buf, 0, NULL, NULL));
  uint8_t other[64];
  memset(other, 0x22, sizeof other);
  cl_event w;
  CHECK_OK(clEnqueueWriteBuffer(env.queue, m, CL_FALSE, 0, 64, other, 1, &user, &w));
  CHECK_OK(clSetUserEventStatus(user, -7));
  CHECK_OK(clFinish(env.queue));
  CHECK(status_of(w) < 0);
  uint8_t out[64];
  CHECK_OK(clEnqueueReadBuffer(env.queue, m, CL_TRUE, 0, 64, out, 0, NULL, NULL));
  CHECK_MEM(out, buf, 64);
  CHECK_ERR(clEnqueueReadBuffer(env.queue, m, CL_TRUE, 0, 64, out, 1, &user, NULL),
            CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
  CHECK_ERR(clWaitForEvents(1, &w), CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
  CHECK_OK(clReleaseEvent(w));
  CHECK_OK(clReleaseEvent(marker));
  CHECK_OK(clReleaseEvent(user));
  CHECK_OK(clReleaseMemObject(m));
  cltest_teardown(&env);
}

TEST(wait_for_events_errors) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_event ev;
  CHECK_OK(clEnqueueMarkerWithWaitList(env.queue, 0, NULL, &ev));
  CHECK_ERR(clWaitForEvents(0, &ev), CL_INVALID_VALUE);
  CHECK_ERR(clWaitForEvents(1, NULL), CL_INVALID_VALUE);
  cl_event bad[2] = {ev, (cl_event)env.queue};
  CHECK_ERR(clWaitForEvents(2, bad), CL_INVALID_EVENT);
  cl_context other = clCreateContext(NULL, 1, &env.device, NULL, NULL, &err);
  cl_event foreign = clCreateUserEvent(other, &err);
  cl_event mixed[2] = {ev, foreign};
  CHECK_ERR(clWaitForEvents(2, mixed), CL_INVALID_CONTEXT);
  CHECK_OK(clSetUserEventStatus(foreign, CL_COMPLETE));
  CHECK_OK(clWaitForEvents(1, &foreign));
  CHECK_OK(clWaitForEvents(1, &ev));
  CHECK_ERR(clEnqueueWaitForEvents(env.queue, 0, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clEnqueueWaitForEvents(env.queue, 1, &foreign), CL_INVALID_CONTEXT);
  CHECK_OK(clEnqueueWaitForEvents(env.queue, 1, &ev));
  CHECK_ERR(clEnqueueMarkerWithWaitList(env.queue, 1, &foreign, NULL), CL_INVALID_CONTEXT);
  CHECK_OK(clReleaseEvent(foreign));
  CHECK_OK(clReleaseContext(other));
  CHECK_OK(clReleaseEvent(ev));
  cltest_teardown(&env);
}

/* Queue B's read waits for queue A's write, itself held back. */
TEST(cross_queue) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  size_t n = 1 << 16;
  uint8_t *data = cltest_malloc(n), *out = cltest_malloc(n);
  cltest_fill(data, n, 101);
  memset(out, 0, n);
  cl_command_queue b = clCreateCommandQueue(env.ctx, env.device, 0, &err);
  cl_mem m = clCreateBuffer(env.ctx, 0, n, NULL, &err);
  cl_event user = clCreateUserEvent(env.ctx, &err);
  cl_event w, r, barrier;
  CHECK_OK(clEnqueueWriteBuffer(env.queue, m, CL_FALSE, 0, n, data, 1, &user, &w));
  CHECK_OK(clEnqueueBarrierWithWaitList(b, 1, &w, &barrier));
  CHECK_OK(clEnqueueReadBuffer(b, m, CL_FALSE, 0, n, out, 0, NULL, &r));
  CHECK_OK(clFlush(b));
  sleep_ms(20);
  CHECK_EQ(status_of(r), CL_QUEUED);
  CHECK_OK(clSetUserEventStatus(user, CL_COMPLETE));
  CHECK_OK(clFinish(b));
  CHECK_MEM(out, data, n);
  CHECK_EQ(status_of(w), CL_COMPLETE);
  CHECK_EQ(status_of(barrier), CL_COMPLETE);
  /* Issued work of another queue (no user event). */
  cltest_fill(data, n, 102);
  CHECK_OK(clReleaseEvent(w));
  CHECK_OK(clEnqueueWriteBuffer(env.queue, m, CL_FALSE, 0, n, data, 0, NULL, &w));
  CHECK_OK(clEnqueueReadBuffer(b, m, CL_TRUE, 0, n, out, 1, &w, NULL));
  CHECK_MEM(out, data, n);
  CHECK_OK(clReleaseEvent(w));
  CHECK_OK(clReleaseEvent(r));
  CHECK_OK(clReleaseEvent(barrier));
  CHECK_OK(clReleaseEvent(user));
  CHECK_OK(clReleaseMemObject(m));
  CHECK_OK(clReleaseCommandQueue(b));
  free(data);
  free(out);
  cltest_teardown(&env);
}

typedef struct worker {
  cltest_env *env;
  cl_command_queue q;
  int id;
  int failures;
} worker;

static void *work(void *arg) {
  worker *wk = arg;
  cl_int err;
  size_t n = 8192 + wk->id * 64;
  uint8_t *data = malloc(n), *out = malloc(n);
  cl_mem m = clCreateBuffer(wk->env->ctx, 0, n, NULL, &err);
  if (err) wk->failures++;
  for (int i = 0; i < 30 && !err; i++) {
    cltest_fill(data, n, (uint64_t)wk->id * 1000 + i);
    cl_event ev;
    if (clEnqueueWriteBuffer(wk->q, m, CL_FALSE, 0, n, data, 0, NULL, &ev)) wk->failures++;
    if (clEnqueueReadBuffer(wk->q, m, CL_TRUE, 0, n, out, 1, &ev, NULL)) wk->failures++;
    if (memcmp(out, data, n)) wk->failures++;
    clReleaseEvent(ev);
    cl_event user = clCreateUserEvent(wk->env->ctx, &err);
    cl_event mk;
    clEnqueueMarkerWithWaitList(wk->q, 1, &user, &mk);
    clSetUserEventStatus(user, CL_COMPLETE);
    if (clWaitForEvents(1, &mk)) wk->failures++;
    clReleaseEvent(mk);
    clReleaseEvent(user);
  }
  clReleaseMemObject(m);
  free(data);
  free(out);
  return NULL;
}

TEST(threads) {
  cltest_env env;
  cltest_setup(&env, 0);
  enum { N = 8 };
  pthread_t th[N];
  worker wk[N];
  cl_command_queue own[N / 2];
  cl_int err;
  for (int i = 0; i < N / 2; i++) own[i] = clCreateCommandQueue(env.ctx, env.device, 0, &err);
  for (int i = 0; i < N; i++) {
    /* Half share the one queue, half have their own. */
    wk[i] = (worker){&env, i % 2 ? env.queue : own[i / 2], i, 0};
    pthread_create(&th[i], NULL, work, &wk[i]);
  }
  for (int i = 0; i < N; i++) {
    pthread_join(th[i], NULL);
    CHECK_EQ(wk[i].failures, 0);
  }
  for (int i = 0; i < N / 2; i++) CHECK_OK(clReleaseCommandQueue(own[i]));
  cltest_teardown(&env);
}

typedef struct setter {
  cl_event *users;
  int n;
} setter;

static void *set_all(void *arg) {
  setter *s = arg;
  for (int i = 0; i < s->n; i++) {
    if (i % 7 == 0) sleep_ms(1);
    clSetUserEventStatus(s->users[i], CL_COMPLETE);
  }
  return NULL;
}

/* One thread enqueues writes held back by user events, alternating two
 * queues and chained by events, while another thread sets those events:
 * every write lands, in order. */
TEST(user_event_threads) {
  cltest_env env;
  cltest_setup(&env, 0);
  enum { N = 200 };
  cl_int err;
  cl_event users[N];
  for (int i = 0; i < N; i++) users[i] = clCreateUserEvent(env.ctx, &err);
  cl_command_queue q2 = clCreateCommandQueue(env.ctx, env.device, 0, &err);
  cl_mem m = clCreateBuffer(env.ctx, 0, N * sizeof(cl_uint), NULL, &err);
  cl_mem last = clCreateBuffer(env.ctx, 0, sizeof(cl_uint), NULL, &err);
  static cl_uint vals[N];
  setter s = {users, N};
  pthread_t th;
  pthread_create(&th, NULL, set_all, &s);
  cl_event prev = NULL;
  for (int i = 0; i < N; i++) {
    vals[i] = (cl_uint)i * 3 + 1;
    cl_event wl[2] = {users[i], prev};
    cl_event ev;
    /* Alternate queues; each write also waits for the one before. */
    cl_command_queue q = i % 2 ? q2 : env.queue;
    CHECK_OK(clEnqueueWriteBuffer(q, m, CL_FALSE, i * sizeof(cl_uint), sizeof(cl_uint), &vals[i], prev ? 2 : 1, wl,
                                  &ev));
    cl_event lw;
    CHECK_OK(clEnqueueWriteBuffer(q, last, CL_FALSE, 0, sizeof(cl_uint), &vals[i], 1, &ev, &lw));
    if (prev) CHECK_OK(clReleaseEvent(prev));
    CHECK_OK(clReleaseEvent(ev));
    prev = lw;
  }
  pthread_join(th, NULL);
  CHECK_OK(clWaitForEvents(1, &prev));
  CHECK_OK(clFinish(env.queue));
  CHECK_OK(clFinish(q2));
  cl_uint out[N], lastv = 0;
  CHECK_OK(clEnqueueReadBuffer(env.queue, m, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  CHECK_MEM(out, vals, sizeof out);
  CHECK_OK(clEnqueueReadBuffer(env.queue, last, CL_TRUE, 0, sizeof lastv, &lastv, 0, NULL, NULL));
  CHECK_EQ(lastv, vals[N - 1]);
  CHECK_OK(clReleaseEvent(prev));
  for (int i = 0; i < N; i++) CHECK_OK(clReleaseEvent(users[i]));
  CHECK_OK(clReleaseMemObject(m));
  CHECK_OK(clReleaseMemObject(last));
  CHECK_OK(clReleaseCommandQueue(q2));
  cltest_teardown(&env);
}
