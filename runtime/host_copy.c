/* host_copy.c: the host's copies of the transfer path (application memory
 * into staging for writes, staging into application memory for reads),
 * split across a few worker threads when large. One thread's memcpy ran at
 * 4-5 GB/s on the GPU machine, and a profile of blocking transfers showed
 * one thread copying the whole time while the DMA waited
 * (docs/benchmarks.md, "Transfers, second step"): the copy, not PCIe, set
 * the speed. The caller copies a part itself and helps with queued parts while it
 * waits, so a copy never waits for a busy pool. Machines with fewer than
 * four CPUs (CI's) get no workers: there the GPU is the CPU. */
#include "internal.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define PART_MIN ((size_t)2 << 20) /* no part smaller: thread hand-off costs microseconds */
#define MAX_WORKERS 8
#define MAX_JOBS 64

typedef struct copy_job {
  uint8_t *dst;
  const uint8_t *src;
  size_t n;
  atomic_size_t *left; /* the caller's count of its parts not yet copied */
} copy_job;

static struct {
  pthread_mutex_t lock;
  pthread_cond_t work; /* a job was queued */
  pthread_cond_t done; /* some caller's last part was copied */
  copy_job jobs[MAX_JOBS];
  unsigned head, count;
  int workers;
} pool = {.lock = PTHREAD_MUTEX_INITIALIZER, .work = PTHREAD_COND_INITIALIZER, .done = PTHREAD_COND_INITIALIZER};
static pthread_once_t pool_once = PTHREAD_ONCE_INIT;

/* pool.lock held. */
static bool pop(copy_job *j) {
  if (!pool.count) return false;
  *j = pool.jobs[pool.head];
  pool.head = (pool.head + 1) % MAX_JOBS;
  pool.count--;
  return true;
}

/* Copies a job without the lock; wakes its caller after its last part. */
static void run(const copy_job *j) {
  memcpy(j->dst, j->src, j->n);
  if (atomic_fetch_sub(j->left, 1) == 1) {
    pthread_mutex_lock(&pool.lock);
    pthread_cond_broadcast(&pool.done);
    pthread_mutex_unlock(&pool.lock);
  }
}

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&pool.lock);
  for (;;) {
    copy_job j;
    while (!pop(&j)) pthread_cond_wait(&pool.work, &pool.lock);
    pthread_mutex_unlock(&pool.lock);
    run(&j);
    pthread_mutex_lock(&pool.lock);
  }
  return NULL;
}

/* SHOAL_COPY_THREADS=n (0-8) sets the number of workers; by default two
 * CPUs are left to the application and the driver, and at most five work. */
static void pool_start(void) {
  long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
  long n = ncpu >= 4 ? (ncpu - 2 < 5 ? ncpu - 2 : 5) : 0;
  const char *e = getenv("SHOAL_COPY_THREADS");
  if (e && *e) {
    char *end;
    long v = strtol(e, &end, 10);
    if (!*end && v >= 0 && v <= MAX_WORKERS) n = v;
  }
  for (long i = 0; i < n; i++) {
    pthread_t t;
    pthread_attr_t at;
    pthread_attr_init(&at);
    pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
    if (pthread_create(&t, &at, worker, NULL) == 0) pool.workers++;
    pthread_attr_destroy(&at);
  }
}

void rt_host_copy(void *dst, const void *src, size_t n) {
  pthread_once(&pool_once, pool_start);
  size_t parts = pool.workers ? n / PART_MIN : 1;
  if (parts > (size_t)pool.workers + 1) parts = (size_t)pool.workers + 1;
  if (parts < 2) {
    memcpy(dst, src, n);
    return;
  }
  size_t part = (n / parts + 63) & ~(size_t)63;
  atomic_size_t left = parts - 1;
  uint8_t *d = dst;
  const uint8_t *s = src;
  pthread_mutex_lock(&pool.lock);
  size_t queued = 0;
  for (size_t k = 1; k < parts; k++) {
    size_t at = k * part, len = k == parts - 1 ? n - at : part;
    copy_job j = {d + at, s + at, len, &left};
    if (pool.count < MAX_JOBS) {
      pool.jobs[(pool.head + pool.count) % MAX_JOBS] = j;
      pool.count++;
      queued++;
    } else {
      /* queue full: this part is the caller's */
      pthread_mutex_unlock(&pool.lock);
      run(&j);
      pthread_mutex_lock(&pool.lock);
    }
  }
  if (queued) pthread_cond_broadcast(&pool.work);
  pthread_mutex_unlock(&pool.lock);
  memcpy(d, s, part);
  /* Help with whatever is queued (ours or another caller's) until every
   * part of ours is copied. */
  pthread_mutex_lock(&pool.lock);
  while (atomic_load(&left) > 0) {
    copy_job j;
    if (pop(&j)) {
      pthread_mutex_unlock(&pool.lock);
      run(&j);
      pthread_mutex_lock(&pool.lock);
    } else {
      pthread_cond_wait(&pool.done, &pool.lock);
    }
  }
  pthread_mutex_unlock(&pool.lock);
}
