/* test_queue.c: command queues: both creation calls, properties and their
 * errors, info, flush, finish, release. */
#include <stdatomic.h>
#include <time.h>

#include "cltest.h"

TEST(queue_create) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_command_queue q = clCreateCommandQueue(env.ctx, env.device, CL_QUEUE_PROFILING_ENABLE, &err);
  CHECK_OK(err);
  cl_command_queue_properties props = 0;
  CHECK_OK(clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof props, &props, NULL));
  CHECK_EQ(props, CL_QUEUE_PROFILING_ENABLE);
  cl_context c = NULL;
  cl_device_id d = NULL;
  cl_uint refs = 0;
  CHECK_OK(clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof c, &c, NULL));
  CHECK_OK(clGetCommandQueueInfo(q, CL_QUEUE_DEVICE, sizeof d, &d, NULL));
  CHECK_OK(clGetCommandQueueInfo(q, CL_QUEUE_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK(c == env.ctx && d == env.device);
  CHECK_EQ(refs, 1);
  size_t n = 99;
  CHECK_OK(clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES_ARRAY, 0, NULL, &n));
  CHECK_EQ(n, 0);
  cl_command_queue def = (cl_command_queue)1;
  CHECK_OK(clGetCommandQueueInfo(q, CL_QUEUE_DEVICE_DEFAULT, sizeof def, &def, NULL));
  CHECK(def == NULL);
  CHECK_OK(clRetainCommandQueue(q));
  CHECK_OK(clGetCommandQueueInfo(q, CL_QUEUE_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_EQ(refs, 2);
  CHECK_OK(clReleaseCommandQueue(q));
  CHECK_OK(clReleaseCommandQueue(q));

  cl_queue_properties qp[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
  q = clCreateCommandQueueWithProperties(env.ctx, env.device, qp, &err);
  CHECK_OK(err);
  cl_queue_properties back[3] = {9, 9, 9};
  CHECK_OK(clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES_ARRAY, sizeof back, back, &n));
  CHECK_EQ(n, sizeof qp);
  CHECK_MEM(back, qp, sizeof qp);
  CHECK_OK(clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof props, &props, NULL));
  CHECK_EQ(props, CL_QUEUE_PROFILING_ENABLE);
  CHECK_OK(clReleaseCommandQueue(q));
  q = clCreateCommandQueueWithProperties(env.ctx, env.device, NULL, &err);
  CHECK_OK(err);
  CHECK_OK(clReleaseCommandQueue(q));
  cltest_teardown(&env);
}

TEST(queue_errors) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err = CL_SUCCESS;
  CHECK(clCreateCommandQueue(env.ctx, env.device, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_QUEUE_PROPERTIES);
  CHECK(clCreateCommandQueue(env.ctx, env.device, (cl_command_queue_properties)1 << 20, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateCommandQueue(env.ctx, NULL, 0, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_DEVICE);
  cltest_fake fake;
  cltest_fake_init(&fake, env.device);
  CHECK(clCreateCommandQueue(env.ctx, (cl_device_id)&fake, 0, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_DEVICE);
  CHECK(clCreateCommandQueue((cl_context)env.queue, env.device, 0, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);

  cl_queue_properties ooo[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, 0};
  CHECK(clCreateCommandQueueWithProperties(env.ctx, env.device, ooo, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_QUEUE_PROPERTIES);
  cl_queue_properties dev[] = {CL_QUEUE_PROPERTIES,
                               CL_QUEUE_ON_DEVICE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, 0};
  CHECK(clCreateCommandQueueWithProperties(env.ctx, env.device, dev, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_QUEUE_PROPERTIES);
  cl_queue_properties unknown[] = {0x7777, 0, 0};
  CHECK(clCreateCommandQueueWithProperties(env.ctx, env.device, unknown, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  cl_queue_properties size[] = {CL_QUEUE_SIZE, 1024, 0};
  CHECK(clCreateCommandQueueWithProperties(env.ctx, env.device, size, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  cl_queue_properties dup[] = {CL_QUEUE_PROPERTIES, 0, CL_QUEUE_PROPERTIES, 0, 0};
  CHECK(clCreateCommandQueueWithProperties(env.ctx, env.device, dup, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  cl_queue_properties bits[] = {CL_QUEUE_PROPERTIES, (cl_queue_properties)1 << 20, 0};
  CHECK(clCreateCommandQueueWithProperties(env.ctx, env.device, bits, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateCommandQueueWithProperties((cl_context)&fake, env.device, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_CONTEXT);
  cltest_teardown(&env);
}

TEST(queue_info_errors) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_command_queue_properties props;
  cl_uint size;
  CHECK_ERR(clGetCommandQueueInfo(env.queue, CL_QUEUE_SIZE, sizeof size, &size, NULL),
            CL_INVALID_COMMAND_QUEUE);
  CHECK_ERR(clGetCommandQueueInfo(env.queue, 0x7777, sizeof props, &props, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetCommandQueueInfo(env.queue, CL_QUEUE_PROPERTIES, 4, &props, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetCommandQueueInfo((cl_command_queue)env.ctx, CL_QUEUE_PROPERTIES, sizeof props, &props,
                                  NULL),
            CL_INVALID_COMMAND_QUEUE);
  CHECK_ERR(clSetCommandQueueProperty(env.queue, CL_QUEUE_PROFILING_ENABLE, CL_TRUE, &props),
            CL_INVALID_OPERATION);
  CHECK_ERR(clSetDefaultDeviceCommandQueue(env.ctx, env.device, env.queue), CL_INVALID_OPERATION);
  cltest_teardown(&env);
}

TEST(queue_flush_finish_release) {
  cltest_env env;
  cltest_setup(&env, 0);
  CHECK_OK(clFlush(env.queue));
  CHECK_OK(clFinish(env.queue));
  CHECK_ERR(clFlush((cl_command_queue)env.ctx), CL_INVALID_COMMAND_QUEUE);
  CHECK_ERR(clFinish((cl_command_queue)env.device), CL_INVALID_COMMAND_QUEUE);
  cl_int err;
  cl_command_queue q = clCreateCommandQueue(env.ctx, env.device, 0, &err);
  CHECK_OK(err);
  CHECK_OK(clReleaseCommandQueue(q));
  CHECK_ERR(clFlush(q), CL_INVALID_COMMAND_QUEUE);
  CHECK_ERR(clFinish(q), CL_INVALID_COMMAND_QUEUE);
  CHECK_ERR(clRetainCommandQueue(q), CL_INVALID_COMMAND_QUEUE);
  CHECK_ERR(clReleaseCommandQueue(q), CL_INVALID_COMMAND_QUEUE);
  cl_event ev;
  CHECK_ERR(clEnqueueMarkerWithWaitList(q, 0, NULL, &ev), CL_INVALID_COMMAND_QUEUE);
  cltest_teardown(&env);
}

static atomic_int held_back_ctx_gone;
static void CL_CALLBACK held_back_ctx_dtor(cl_context c, void *data) {
  (void)c;
  (void)data;
  atomic_store(&held_back_ctx_gone, 1);
}

/* A queue released with a command held back behind a user event runs it
 * once the event is set, and loses its last reference on the completion
 * thread, where it cannot be torn down (that waits): a later call on an
 * application thread destroys it, and with it the context it held. */
TEST(queue_released_with_held_back_work) {
  cltest_env env;
  cltest_setup(&env, 0);
  cl_int err;
  cl_context ctx = clCreateContext(NULL, 1, &env.device, NULL, NULL, &err);
  CHECK_OK(err);
  atomic_store(&held_back_ctx_gone, 0);
  CHECK_OK(clSetContextDestructorCallback(ctx, held_back_ctx_dtor, NULL));
  cl_command_queue q = clCreateCommandQueue(ctx, env.device, 0, &err);
  CHECK_OK(err);
  cl_event user = clCreateUserEvent(ctx, &err);
  CHECK_OK(err);
  CHECK_OK(clEnqueueMarkerWithWaitList(q, 1, &user, NULL));
  CHECK_OK(clReleaseCommandQueue(q));
  CHECK_OK(clReleaseContext(ctx));
  CHECK_OK(clSetUserEventStatus(user, CL_COMPLETE));
  CHECK_OK(clReleaseEvent(user));
  /* clFinish of another queue is such a call; the marker completes on its
   * own time. */
  for (int i = 0; i < 1000 && !atomic_load(&held_back_ctx_gone); i++) {
    CHECK_OK(clFinish(env.queue));
    struct timespec ts = {0, 5000000L};
    nanosleep(&ts, NULL);
  }
  CHECK(atomic_load(&held_back_ctx_gone));
  cltest_teardown(&env);
}
