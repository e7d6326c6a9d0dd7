/* test_device.c: device enumeration, the info the ICD relies on, and the
 * SHOAL_DEVICE selector, and which drivers stop loops early. */
#include "rt_test.h"

#include <ctype.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <vulkan/vulkan.h>

static bool pow2(uint64_t x) { return x && !(x & (x - 1)); }

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

void test_device_info(void) {
  rt_device *const *list;
  uint32_t n;
  MUST(rt_devices(&list, &n));
  if (!n) exit(77);
  /* GPUs before CPUs */
  for (uint32_t i = 1; i < n; i++)
    CHECK(!(rt_device_get_info(list[i - 1])->type == RT_DEVICE_CPU &&
            rt_device_get_info(list[i])->type == RT_DEVICE_GPU),
          "device %u is a GPU listed after a CPU device", i);
  for (uint32_t i = 0; i < n; i++) {
    const rt_device_info *in = rt_device_get_info(list[i]);
    fprintf(stderr, "device %u: %s (%s, %s), Vulkan %u.%u, subgroup %u [%u, %u], SPIR-V 0x%x\n", i,
            in->name, in->driver_name, in->driver_info, in->api_version >> 22,
            (in->api_version >> 12) & 0x3ff, in->subgroup_size, in->min_subgroup_size,
            in->max_subgroup_size, in->max_spirv_version);
    CHECK(in->name[0], "empty device name");
    CHECK(in->api_version >= ((1u << 22) | (1u << 12)), "Vulkan version 0x%x < 1.1", in->api_version);
    CHECK(in->global_mem_size > 0, "no device memory");
    CHECK(in->max_alloc_size > 0 && in->max_alloc_size <= in->global_mem_size,
          "max_alloc_size %llu vs global %llu", (unsigned long long)in->max_alloc_size,
          (unsigned long long)in->global_mem_size);
    CHECK(pow2(in->mem_base_addr_align) && in->mem_base_addr_align >= 256, "align %u",
          in->mem_base_addr_align);
    CHECK(pow2(in->subgroup_size) && in->min_subgroup_size <= in->subgroup_size &&
              in->subgroup_size <= in->max_subgroup_size,
          "subgroup %u not in [%u, %u]", in->subgroup_size, in->min_subgroup_size,
          in->max_subgroup_size);
    CHECK(in->max_workgroup_invocations >= 128, "max invocations %u", in->max_workgroup_invocations);
    for (int k = 0; k < 3; k++)
      CHECK(in->max_workgroup_size[k] >= 1 && in->max_workgroup_count[k] >= 65535,
            "dimension %d: size %u count %u", k, in->max_workgroup_size[k],
            in->max_workgroup_count[k]);
    CHECK(in->max_push_constants >= 128, "push constants %u", in->max_push_constants);
    CHECK(in->max_shared_memory >= 16384, "shared memory %u", in->max_shared_memory);
    CHECK(in->compute_units >= 1, "compute units %u", in->compute_units);
    CHECK(in->max_compute_workgroup_subgroups >= 1, "subgroups per workgroup %u",
          in->max_compute_workgroup_subgroups);
    uint32_t minor = (in->api_version >> 12) & 0x3ff;
    uint32_t want = minor >= 3 ? 0x10600 : minor == 2 ? 0x10500 : in->spirv_1_4 ? 0x10400 : 0x10300;
    CHECK(in->max_spirv_version == want, "SPIR-V 0x%x for Vulkan 1.%u, expected 0x%x",
          in->max_spirv_version, minor, want);
    if (in->type == RT_DEVICE_CPU) CHECK(in->host_unified_memory, "CPU device without unified memory");
    if (in->timestamp_valid_bits) CHECK(in->timestamp_period_ns > 0, "timestamp period 0");
  }
  /* Later calls are cheap and stable. */
  double t0 = now_s();
  for (int i = 0; i < 100000; i++) {
    rt_device *const *l2;
    uint32_t n2;
    MUST(rt_devices(&l2, &n2));
    if (l2 != list || n2 != n) {
      CHECK(0, "rt_devices changed between calls");
      break;
    }
  }
  double dt = now_s() - t0;
  CHECK(dt < 0.5, "100000 rt_devices calls took %.3f s", dt);
}

/* Runs rt_devices in a fresh process (the device list is made once per
 * process) with SHOAL_DEVICE set or unset; returns the count, and the
 * first name in `name`. */
static int child_devices(const char *sel, char *name, size_t cap) {
  int fd[2];
  if (pipe(fd)) return -1;
  pid_t pid = fork();
  if (pid == 0) {
    close(fd[0]);
    dup2(fd[1], 1);
    if (sel)
      setenv("SHOAL_DEVICE", sel, 1);
    else
      unsetenv("SHOAL_DEVICE");
    execl("/proc/self/exe", "runtime_tests", "--list-devices", (char *)NULL);
    _exit(127);
  }
  close(fd[1]);
  char buf[400] = {0};
  size_t got = 0;
  ssize_t r;
  while (got < sizeof buf - 1 && (r = read(fd[0], buf + got, sizeof buf - 1 - got)) > 0) got += (size_t)r;
  close(fd[0]);
  int status;
  waitpid(pid, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status)) return -1;
  int n = -1;
  char *nl = strchr(buf, '\n');
  if (sscanf(buf, "%d", &n) != 1 || !nl) return -1;
  char *end = strchr(nl + 1, '\n');
  if (end) *end = '\0';
  snprintf(name, cap, "%s", nl + 1);
  return n;
}

void test_device_select(void) {
  char first[300], name[300];
  int n = child_devices(NULL, first, sizeof first);
  CHECK(n >= 0 && n < 100, "child enumeration failed (%d)", n);
  if (n <= 0) exit(n == 0 ? 77 : 1);
  /* Pick by a case-flipped substring of the first device's name. */
  char sub[8] = {0};
  size_t len = strlen(first) < 6 ? strlen(first) : 6;
  for (size_t i = 0; i < len; i++)
    sub[i] = (char)(isupper((unsigned char)first[i]) ? tolower((unsigned char)first[i])
                                                     : toupper((unsigned char)first[i]));
  int m = child_devices(sub, name, sizeof name);
  CHECK(m == 1, "SHOAL_DEVICE=%s gave %d devices", sub, m);
  CHECK(!strcmp(name, first), "SHOAL_DEVICE=%s picked %s, expected %s", sub, name, first);
  m = child_devices("0", name, sizeof name);
  CHECK(m == 1 && !strcmp(name, first), "SHOAL_DEVICE=0 gave %d devices (%s)", m, name);
  char idx[16];
  snprintf(idx, sizeof idx, "%d", n);
  m = child_devices(idx, name, sizeof name);
  CHECK(m == 0, "SHOAL_DEVICE=%s (out of range) gave %d devices", idx, m);
  m = child_devices("no-such-device-xyzzy", name, sizeof name);
  CHECK(m == 0, "SHOAL_DEVICE=no-such-device gave %d devices", m);
}

/* rt_mesa_version and rt_driver_limits_loops: lavapipe lost its loop
 * limiter in Mesa 25.0.0 (commit ac0f643d4b0, picked for 25.0.0; 24.3.4,
 * the last 24.3 release, still has it). Pure: no device needed. */
void test_loop_limit(void) {
  static const struct {
    const char *info;
    uint32_t version;
  } p[] = {
      {"Mesa 22.3.6 (LLVM 15.0.6)", VK_MAKE_VERSION(22, 3, 6)},
      {"Mesa 25.0.7-2~bpo12+1 (LLVM 15.0.6)", VK_MAKE_VERSION(25, 0, 7)},
      {"Mesa 25.1.0-devel (git-0123456789)", VK_MAKE_VERSION(25, 1, 0)},
      {"Mesa 24.3.4", VK_MAKE_VERSION(24, 3, 4)},
      {"", 0},
      {"Mesa", 0},
      {"Mesa 25.0", 0},
      {"NVIDIA 550.54", 0},
      {"Mesa 25.5000.0", 0},
  };
  for (size_t i = 0; i < sizeof p / sizeof p[0]; i++)
    CHECK(rt_mesa_version(p[i].info) == p[i].version, "\"%s\" -> 0x%x, expected 0x%x", p[i].info,
          rt_mesa_version(p[i].info), p[i].version);
  CHECK(rt_mesa_version(NULL) == 0, "NULL");

  const uint32_t lvp = VK_DRIVER_ID_MESA_LLVMPIPE;
  static const struct {
    uint32_t major, minor, patch;
    bool limited;
  } v[] = {
      {21, 3, 9, true},  {22, 3, 6, true},  {24, 3, 4, true},  {24, 3, 99, true},
      {25, 0, 0, false}, {25, 0, 7, false}, {25, 1, 0, false}, {26, 0, 0, false},
  };
  for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) {
    uint32_t ver = VK_MAKE_VERSION(v[i].major, v[i].minor, v[i].patch);
    CHECK(rt_driver_limits_loops(lvp, ver) == v[i].limited, "lavapipe %u.%u.%u: expected %s",
          v[i].major, v[i].minor, v[i].patch, v[i].limited ? "limited" : "not limited");
    /* Other drivers are never limited. */
    CHECK(!rt_driver_limits_loops(VK_DRIVER_ID_MESA_RADV, ver), "RADV %u.%u.%u", v[i].major,
          v[i].minor, v[i].patch);
    CHECK(!rt_driver_limits_loops(0, ver), "unknown driver %u.%u.%u", v[i].major, v[i].minor,
          v[i].patch);
  }
  CHECK(!rt_driver_limits_loops(lvp, 0), "lavapipe of unknown version");

  /* The devices here, for the record. */
  rt_device *const *list;
  uint32_t n;
  MUST(rt_devices(&list, &n));
  for (uint32_t i = 0; i < n; i++) {
    const rt_device_info *in = rt_device_get_info(list[i]);
    uint32_t m = rt_mesa_version(in->driver_info);
    fprintf(stderr, "device %u: %s, driver id %u, driverVersion 0x%x, driverInfo \"%s\" -> Mesa %u.%u.%u: %s\n",
            i, in->name, in->driver_id, in->driver_version, in->driver_info, m >> 22, (m >> 12) & 0x3ff,
            m & 0xfff, rt_driver_limits_loops(in->driver_id, m) ? "loops limited" : "loops not limited");
  }
}
