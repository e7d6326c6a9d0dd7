/* exit_guard.c: no Vulkan calls once the process is exiting. NVIDIA's
 * driver registers an atexit handler in vkCreateInstance that tears the
 * driver down (Vulkan-Docs#2110); any Vulkan call after it jumps into
 * freed driver memory. Applications release OpenCL objects from their
 * own static destructors, often registered before Shoal's first
 * vkCreateInstance and so run after that handler (CLBlast's kernel cache:
 * every clblast_test binary crashed at exit on the H200). So Shoal
 * registers its own handler right after vkCreateInstance, which runs
 * first: from then on releases free host memory only (the process's end
 * returns the rest), and the completion threads stop entering the driver;
 * the handler waits, briefly, for any that is inside it to come out. */
#include "internal.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>

static atomic_bool exiting;
static atomic_int in_driver;        /* completion threads inside a Vulkan wait */
static atomic_ulong skipped;        /* Vulkan releases skipped since */
static pthread_once_t installed = PTHREAD_ONCE_INIT;

static void on_exit_handler(void) {
  atomic_store(&exiting, true);
  /* A completion thread's waits time out within a second (completion.c);
   * wait a little longer than that, never forever. */
  for (int i = 0; i < 1500 && atomic_load(&in_driver) > 0; i++) {
    struct timespec ts = {0, 1000000};
    nanosleep(&ts, NULL);
  }
}

static void install(void) { atexit(on_exit_handler); }

void rt_exit_guard_install(void) { pthread_once(&installed, install); }

void rt_exit_guard_run_now(void) { on_exit_handler(); }

bool rt_vk_live(void) {
  if (!atomic_load(&exiting)) return true;
  atomic_fetch_add(&skipped, 1);
  return false;
}

unsigned long rt_vk_skipped_at_exit(void) { return atomic_load(&skipped); }

bool rt_vk_enter(void) {
  atomic_fetch_add(&in_driver, 1);
  if (!atomic_load(&exiting)) return true;
  atomic_fetch_sub(&in_driver, 1);
  return false;
}

void rt_vk_leave(void) { atomic_fetch_sub(&in_driver, 1); }
