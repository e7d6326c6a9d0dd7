/* main.c: runs one named case of the runtime tests (or all of them). */
#include "rt_test.h"

int rt_test_failures;

rt_device *test_device(void) {
  rt_device *const *list;
  uint32_t n;
  MUST(rt_devices(&list, &n));
  if (!n) {
    fprintf(stderr, "no Vulkan device: skipped\n");
    exit(77);
  }
  return list[0];
}

uint8_t *test_buffer_random(rt_queue *q, rt_buffer *b, uint64_t seed) {
  uint64_t n = rt_buffer_size(b);
  uint8_t *ref = malloc(n);
  if (!ref) exit(1);
  test_fill_random(ref, n, seed);
  rt_seq s;
  MUST(rt_enqueue_write(q, b, 0, ref, n, &s));
  return ref;
}

uint8_t *test_read_all(rt_queue *q, rt_buffer *b) {
  uint64_t n = rt_buffer_size(b);
  uint8_t *out = malloc(n);
  if (!out) exit(1);
  memset(out, 0xcd, n);
  rt_seq s;
  MUST(rt_enqueue_read(q, b, 0, out, n, &s));
  MUST(rt_queue_wait(q, s));
  return out;
}

static const struct {
  const char *name;
  test_fn fn;
} cases[] = {
#define ENTRY(name) {#name, test_##name},
    TEST_CASES(ENTRY)
#undef ENTRY
};

int main(int argc, char **argv) {
  /* for test_device_select: the list as a fresh process sees it */
  if (argc > 1 && !strcmp(argv[1], "--list-devices")) {
    rt_device *const *list;
    uint32_t n;
    if (rt_devices(&list, &n) != RT_OK) return 1;
    printf("%u\n%s\n", n, n ? rt_device_get_info(list[0])->name : "");
    return 0;
  }
  int ran = 0;
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    if (argc > 1 && strcmp(argv[1], cases[i].name)) continue;
    int before = rt_test_failures;
    cases[i].fn();
    fprintf(stderr, "%s: %s\n", cases[i].name, rt_test_failures == before ? "ok" : "FAILED");
    ran++;
  }
  if (!ran) {
    fprintf(stderr, "no case named %s\n", argc > 1 ? argv[1] : "");
    return 2;
  }
  /* Leak checkers then see every Vulkan object gone (and the validation
   * layer reports any object a case forgot). */
  rt_shutdown();
  return rt_test_failures ? 1 : 0;
}
