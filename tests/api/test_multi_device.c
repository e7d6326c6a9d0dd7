/* test_multi_device.c: two devices of one platform (issue "Several GPUs"):
 * the device list, programs built for both devices of one context with
 * per-device build and sub-group queries, and work split in halves across
 * them, in one context and with one context per device. ctest runs these
 * with SHOAL_DEVICE_COPIES=2, so CI's single lavapipe shows up as two
 * devices, each its own VkDevice; on a machine with two GPUs they run as
 * they are. Buffers and images of a two-device context used on both
 * devices move between them (docs/runtime.md, "Several devices"). */
#include "cltest.h"

static const char *kernel_dir(void) {
  const char *d = getenv("API_KERNEL_DIR");
  return d && *d ? d : API_KERNEL_DIR;
}

/* The platform's first two devices; skips (77) where it has one. */
static void two_devices(cl_device_id dev[2]) {
  cl_uint n = 0;
  CHECK_OK(clGetDeviceIDs(cltest_platform(), CL_DEVICE_TYPE_ALL, 0, NULL, &n));
  if (n < 2) {
    fprintf(stderr, "one device: set SHOAL_DEVICE_COPIES=2 to run this\n");
    exit(77);
  }
  cl_device_id all[16];
  CHECK_OK(clGetDeviceIDs(cltest_platform(), CL_DEVICE_TYPE_ALL, 16, all, NULL));
  dev[0] = all[0];
  dev[1] = all[1];
}

/* kernels/<file>.cl, built for every device of ctx (ndev of them, dev[]). */
static cl_program build_file(cl_context ctx, cl_uint ndev, const cl_device_id *dev, const char *file) {
  char path[512];
  snprintf(path, sizeof path, "%s/%s.spv", kernel_dir(), file);
  size_t n = 0;
  void *il = cltest_read_file(path, &n);
  if (!il) {
    fprintf(stderr, "missing %s\n", path);
    exit(1);
  }
  cl_int err;
  cl_program p = clCreateProgramWithIL(ctx, il, n, &err);
  free(il);
  MUST(err);
  /* NULL device list: every device of the program */
  CHECK_OK(clBuildProgram(p, 0, NULL, NULL, NULL, NULL));
  for (cl_uint i = 0; i < ndev; i++) {
    cl_build_status st = CL_BUILD_NONE;
    CHECK_OK(clGetProgramBuildInfo(p, dev[i], CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
    CHECK_EQ(st, CL_BUILD_SUCCESS);
  }
  return p;
}

/* One context of both devices. */
static cl_context two_device_context(const cl_device_id dev[2]) {
  cl_int err;
  cl_context ctx = clCreateContext(NULL, 2, dev, NULL, NULL, &err);
  MUST(err);
  return ctx;
}

static cl_program build_args(cl_context ctx, cl_uint ndev, const cl_device_id *dev) {
  return build_file(ctx, ndev, dev, "args");
}

/* A queue on each of the two devices and a kernel `name` of p for each. */
static void queues_and_kernels(cl_context ctx, const cl_device_id dev[2], cl_program p, const char *name,
                               cl_command_queue q[2], cl_kernel k[2]) {
  cl_int err;
  for (int d = 0; d < 2; d++) {
    q[d] = clCreateCommandQueueWithProperties(ctx, dev[d], NULL, &err);
    MUST(err);
    k[d] = clCreateKernel(p, name, &err);
    MUST(err);
  }
}

static void release_queues_and_kernels(cl_command_queue q[2], cl_kernel k[2]) {
  for (int d = 0; d < 2; d++) {
    CHECK_OK(clReleaseKernel(k[d]));
    CHECK_OK(clReleaseCommandQueue(q[d]));
  }
}

/* The set-up most cases share: the first two devices, one context of
 * both, kernels/<file> built for both, and a queue and a kernel `name` on
 * each device. */
typedef struct two_dev {
  cl_device_id dev[2];
  cl_context ctx;
  cl_program p;
  cl_command_queue q[2];
  cl_kernel k[2];
} two_dev;

static void two_dev_open(two_dev *t, const char *file, const char *name) {
  two_devices(t->dev);
  t->ctx = two_device_context(t->dev);
  t->p = build_file(t->ctx, 2, t->dev, file);
  queues_and_kernels(t->ctx, t->dev, t->p, name, t->q, t->k);
}

static void two_dev_close(two_dev *t) {
  release_queues_and_kernels(t->q, t->k);
  CHECK_OK(clReleaseProgram(t->p));
  CHECK_OK(clReleaseContext(t->ctx));
}

TEST(multi_device_list) {
  cl_device_id dev[2];
  two_devices(dev);
  CHECK(dev[0] != dev[1]);
  for (int i = 0; i < 2; i++) {
    char name[256] = "";
    cl_uint cu = 0;
    CHECK_OK(clGetDeviceInfo(dev[i], CL_DEVICE_NAME, sizeof name, name, NULL));
    CHECK_OK(clGetDeviceInfo(dev[i], CL_DEVICE_MAX_COMPUTE_UNITS, sizeof cu, &cu, NULL));
    CHECK(name[0] != '\0');
    CHECK(cu > 0);
  }
}

/* One program for both devices of a context: each device's build, and
 * each device's answers for a kernel (work-group size, sub-group size for
 * a range), which are that device's own. */
TEST(multi_device_program) {
  cl_device_id dev[2];
  two_devices(dev);
  cl_int err;
  cl_context ctx = two_device_context(dev);
  cl_program p = build_args(ctx, 2, dev);
  cl_uint ndev = 0;
  CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_NUM_DEVICES, sizeof ndev, &ndev, NULL));
  CHECK_EQ(ndev, 2);
  size_t bin_sizes[2] = {0, 0};
  CHECK_OK(clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof bin_sizes, bin_sizes, NULL));
  CHECK(bin_sizes[0] > 0 && bin_sizes[1] > 0);
  cl_kernel k = clCreateKernel(p, "vadd", &err);
  MUST(err);
  for (int i = 0; i < 2; i++) {
    size_t wg = 0, want_wg = 0, sg = 0, local = 64;
    CHECK_OK(clGetKernelWorkGroupInfo(k, dev[i], CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
    CHECK_OK(clGetDeviceInfo(dev[i], CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof want_wg, &want_wg, NULL));
    CHECK(wg > 0 && wg <= want_wg);
    CHECK_OK(clGetKernelSubGroupInfo(k, dev[i], CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof local, &local,
                                     sizeof sg, &sg, NULL));
    CHECK(sg > 0 && sg <= local);
  }
  CHECK_OK(clReleaseKernel(k));
  CHECK_OK(clReleaseProgram(p));
  CHECK_OK(clReleaseContext(ctx));
}

/* c = (a + b) * scale over n elements, the halves on two queues (one per
 * device), each half's buffers used by its device only; checked against
 * the host's arithmetic. ctx[1] may equal ctx[0] (one context for both). */
static void split_vadd(cl_context ctx[2], cl_device_id dev[2], cl_program prog[2]) {
  cl_int err;
  const size_t n = 200003, half[2] = {n / 2, n - n / 2};
  uint64_t s = 77;
  float *a = cltest_malloc(n * 4), *b = cltest_malloc(n * 4), *c = cltest_malloc(n * 4);
  for (size_t i = 0; i < n; i++) {
    a[i] = (float)(cltest_rand(&s) % 2001) - 1000.0f;
    b[i] = (float)(cltest_rand(&s) % 2001) / 8.0f;
    c[i] = -1.0f;
  }
  const float scale = 1.5f;
  cl_command_queue q[2];
  cl_kernel k[2];
  cl_mem ma[2], mb[2], mc[2];
  cl_event done[2];
  for (int d = 0; d < 2; d++) {
    size_t off = d ? half[0] : 0;
    q[d] = clCreateCommandQueueWithProperties(ctx[d], dev[d], NULL, &err);
    MUST(err);
    k[d] = clCreateKernel(prog[d], "vadd", &err);
    MUST(err);
    ma[d] = clCreateBuffer(ctx[d], CL_MEM_READ_ONLY, half[d] * 4, NULL, &err);
    MUST(err);
    mb[d] = clCreateBuffer(ctx[d], CL_MEM_READ_ONLY, half[d] * 4, NULL, &err);
    MUST(err);
    mc[d] = clCreateBuffer(ctx[d], CL_MEM_WRITE_ONLY, half[d] * 4, NULL, &err);
    MUST(err);
    CHECK_OK(clEnqueueWriteBuffer(q[d], ma[d], CL_FALSE, 0, half[d] * 4, a + off, 0, NULL, NULL));
    CHECK_OK(clEnqueueWriteBuffer(q[d], mb[d], CL_FALSE, 0, half[d] * 4, b + off, 0, NULL, NULL));
    CHECK_OK(clSetKernelArg(k[d], 0, sizeof ma[d], &ma[d]));
    CHECK_OK(clSetKernelArg(k[d], 1, sizeof mb[d], &mb[d]));
    CHECK_OK(clSetKernelArg(k[d], 2, sizeof mc[d], &mc[d]));
    CHECK_OK(clSetKernelArg(k[d], 3, sizeof scale, &scale));
    CHECK_OK(clEnqueueNDRangeKernel(q[d], k[d], 1, NULL, &half[d], NULL, 0, NULL, NULL));
    CHECK_OK(clEnqueueReadBuffer(q[d], mc[d], CL_FALSE, 0, half[d] * 4, c + off, 0, NULL, &done[d]));
    CHECK_OK(clFlush(q[d]));
  }
  /* one at a time: events of different contexts may not share a wait */
  for (int d = 0; d < 2; d++) CHECK_OK(clWaitForEvents(1, &done[d]));
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) bad += c[i] != (a[i] + b[i]) * scale;
  CHECK_EQ(bad, 0);
  for (int d = 0; d < 2; d++) {
    CHECK_OK(clReleaseEvent(done[d]));
    CHECK_OK(clReleaseMemObject(ma[d]));
    CHECK_OK(clReleaseMemObject(mb[d]));
    CHECK_OK(clReleaseMemObject(mc[d]));
    CHECK_OK(clReleaseKernel(k[d]));
    CHECK_OK(clReleaseCommandQueue(q[d]));
  }
  free(a);
  free(b);
  free(c);
}

TEST(multi_device_split_one_context) {
  cl_device_id dev[2];
  two_devices(dev);
  cl_context ctx = two_device_context(dev);
  cl_program p = build_args(ctx, 2, dev);
  cl_context ctxs[2] = {ctx, ctx};
  cl_program progs[2] = {p, p};
  split_vadd(ctxs, dev, progs);
  CHECK_OK(clReleaseProgram(p));
  CHECK_OK(clReleaseContext(ctx));
}

TEST(multi_device_split_context_each) {
  cl_device_id dev[2];
  two_devices(dev);
  cl_int err;
  cl_context ctxs[2];
  cl_program progs[2];
  for (int d = 0; d < 2; d++) {
    ctxs[d] = clCreateContext(NULL, 1, &dev[d], NULL, NULL, &err);
    MUST(err);
    progs[d] = build_args(ctxs[d], 1, &dev[d]);
  }
  split_vadd(ctxs, dev, progs);
  for (int d = 0; d < 2; d++) {
    CHECK_OK(clReleaseProgram(progs[d]));
    CHECK_OK(clReleaseContext(ctxs[d]));
  }
}

/* One buffer of a two-device context, incremented in turn by a kernel on
 * each device (each launch waiting for the other's event), a sub-buffer of
 * it incremented on the second device, and the result read on the first
 * and through the second: the contents move with each use. */
TEST(multi_device_buffer_moves) {
  two_dev t;
  two_dev_open(&t, "args", "add_one");
  cl_int err;
  enum { N = 1 << 16, ROUNDS = 5 };
  static cl_uint host[N], got[N];
  for (cl_uint i = 0; i < N; i++) host[i] = i * 7u;
  cl_mem m = clCreateBuffer(t.ctx, CL_MEM_COPY_HOST_PTR, sizeof host, host, &err);
  MUST(err);
  size_t n = N;
  cl_event prev = NULL;
  for (int r = 0; r < 2 * ROUNDS; r++) {
    int d = r & 1;
    cl_event ev;
    CHECK_OK(clSetKernelArg(t.k[d], 0, sizeof m, &m));
    CHECK_OK(clEnqueueNDRangeKernel(t.q[d], t.k[d], 1, NULL, &n, NULL, prev ? 1 : 0, prev ? &prev : NULL, &ev));
    CHECK_OK(clFlush(t.q[d]));
    if (prev) CHECK_OK(clReleaseEvent(prev));
    prev = ev;
  }
  /* the second half, as a sub-buffer, once more on device 1 */
  cl_buffer_region reg = {sizeof host / 2, sizeof host / 2};
  cl_mem sub = clCreateSubBuffer(m, 0, CL_BUFFER_CREATE_TYPE_REGION, &reg, &err);
  MUST(err);
  size_t half = N / 2;
  cl_event ev;
  CHECK_OK(clSetKernelArg(t.k[1], 0, sizeof sub, &sub));
  CHECK_OK(clEnqueueNDRangeKernel(t.q[1], t.k[1], 1, NULL, &half, NULL, 1, &prev, &ev));
  CHECK_OK(clReleaseEvent(prev));
  /* read on device 0 (after the sub-buffer's launch), then through device 1 */
  for (int d = 0; d < 2; d++) {
    memset(got, 0, sizeof got);
    CHECK_OK(clEnqueueReadBuffer(t.q[d], m, CL_TRUE, 0, sizeof got, got, d ? 0 : 1, d ? NULL : &ev, NULL));
    size_t bad = 0;
    for (cl_uint i = 0; i < N; i++) bad += got[i] != i * 7u + 2 * ROUNDS + (i >= N / 2);
    CHECK_EQ(bad, 0);
  }
  CHECK_OK(clReleaseEvent(ev));
  CHECK_OK(clReleaseMemObject(sub));
  CHECK_OK(clReleaseMemObject(m));
  two_dev_close(&t);
}

/* Work split the way OpenCL lets devices share memory (docs/runtime.md,
 * "Several devices"): two inputs every device only reads (one of them
 * CL_MEM_READ_ONLY), and one output whose halves, sub-buffers, the two
 * devices write at once, with no event between the launches. Then one input
 * is rewritten through the second device: the first device's copy is stale
 * and must not be used again. Each round's output is read through both
 * devices and checked against the host's products. */
TEST(multi_device_shared_inputs_split_output) {
  two_dev t;
  two_dev_open(&t, "multi_split", "vmul_part");
  cl_int err;
  enum { N = 1 << 16 };
  static float a[N], b[N], got[N];
  for (int i = 0; i < N; i++) {
    a[i] = (float)(i % 1000) - 500.0f;
    b[i] = (float)(i % 13) + 0.5f;
  }
  cl_mem ma = clCreateBuffer(t.ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof a, a, &err);
  MUST(err);
  cl_mem mb = clCreateBuffer(t.ctx, CL_MEM_COPY_HOST_PTR, sizeof b, b, &err);
  MUST(err);
  cl_mem mc = clCreateBuffer(t.ctx, 0, sizeof got, NULL, &err);
  MUST(err);
  cl_mem part[2];
  for (int d = 0; d < 2; d++) {
    cl_buffer_region reg = {d * sizeof got / 2, sizeof got / 2};
    part[d] = clCreateSubBuffer(mc, 0, CL_BUFFER_CREATE_TYPE_REGION, &reg, &err);
    MUST(err);
  }
  for (int round = 0; round < 2; round++) {
    if (round == 1) {
      for (int i = 0; i < N; i++) b[i] = (float)(i % 7) - 3.0f;
      CHECK_OK(clEnqueueWriteBuffer(t.q[1], mb, CL_TRUE, 0, sizeof b, b, 0, NULL, NULL));
    }
    cl_event done[2];
    for (int d = 0; d < 2; d++) {
      cl_uint base = d * (N / 2);
      size_t n = N / 2;
      CHECK_OK(clSetKernelArg(t.k[d], 0, sizeof ma, &ma));
      CHECK_OK(clSetKernelArg(t.k[d], 1, sizeof mb, &mb));
      CHECK_OK(clSetKernelArg(t.k[d], 2, sizeof part[d], &part[d]));
      CHECK_OK(clSetKernelArg(t.k[d], 3, sizeof base, &base));
      CHECK_OK(clEnqueueNDRangeKernel(t.q[d], t.k[d], 1, NULL, &n, NULL, 0, NULL, &done[d]));
      CHECK_OK(clFlush(t.q[d]));
    }
    for (int d = 0; d < 2; d++) {
      memset(got, 0, sizeof got);
      CHECK_OK(clEnqueueReadBuffer(t.q[d], mc, CL_TRUE, 0, sizeof got, got, 2, done, NULL));
      size_t bad = 0;
      for (int i = 0; i < N; i++) bad += got[i] != a[i] * b[i];
      CHECK_EQ(bad, 0);
    }
    for (int d = 0; d < 2; d++) CHECK_OK(clReleaseEvent(done[d]));
  }
  for (int d = 0; d < 2; d++) CHECK_OK(clReleaseMemObject(part[d]));
  CHECK_OK(clReleaseMemObject(mc));
  CHECK_OK(clReleaseMemObject(mb));
  CHECK_OK(clReleaseMemObject(ma));
  two_dev_close(&t);
}

/* A buffer larger than a move's pieces (mem_residency.c moves 32 MiB at a
 * time, two in flight), with a tail shorter than a piece: written on the
 * first device, read through the second, every word checked. */
TEST(multi_device_large_move) {
  two_dev t;
  two_dev_open(&t, "args", "add_one");
  cl_int err;
  const size_t n = ((size_t)80 << 20) / 4 + 3;
  cl_uint *host = cltest_malloc(n * 4);
  for (size_t i = 0; i < n; i++) host[i] = (cl_uint)(i * 2654435761u);
  cl_mem m = clCreateBuffer(t.ctx, CL_MEM_COPY_HOST_PTR, n * 4, host, &err);
  MUST(err);
  CHECK_OK(clSetKernelArg(t.k[0], 0, sizeof m, &m));
  CHECK_OK(clEnqueueNDRangeKernel(t.q[0], t.k[0], 1, NULL, &n, NULL, 0, NULL, NULL));
  CHECK_OK(clFinish(t.q[0]));
  memset(host, 0, n * 4);
  CHECK_OK(clEnqueueReadBuffer(t.q[1], m, CL_TRUE, 0, n * 4, host, 0, NULL, NULL));
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) bad += host[i] != (cl_uint)(i * 2654435761u) + 1u;
  CHECK_EQ(bad, 0);
  free(host);
  CHECK_OK(clReleaseMemObject(m));
  two_dev_close(&t);
}

/* Maps across devices stay coherent with the device that wrote last, for
 * a buffer that uses the application's memory and for one that copied it:
 * a kernel on the first device writes, a map for reading on the second
 * sees it (in the application's memory itself for CL_MEM_USE_HOST_PTR),
 * a map for writing on the second changes it, and the first device's next
 * kernel and read see that change. */
TEST(multi_device_maps) {
  two_dev t;
  two_dev_open(&t, "args", "add_one");
  cl_int err;
  enum { N = 1 << 14 };
  static cl_uint host[N], got[N];
  const cl_mem_flags kinds[2] = {CL_MEM_USE_HOST_PTR, CL_MEM_COPY_HOST_PTR};
  for (int kind = 0; kind < 2; kind++) {
    for (cl_uint i = 0; i < N; i++) host[i] = 5u * i;
    cl_mem m = clCreateBuffer(t.ctx, kinds[kind], sizeof host, host, &err);
    MUST(err);
    size_t n = N;
    cl_event ran;
    CHECK_OK(clSetKernelArg(t.k[0], 0, sizeof m, &m));
    CHECK_OK(clEnqueueNDRangeKernel(t.q[0], t.k[0], 1, NULL, &n, NULL, 0, NULL, &ran));
    cl_uint *v = clEnqueueMapBuffer(t.q[1], m, CL_TRUE, CL_MAP_READ, 0, sizeof host, 1, &ran, NULL, &err);
    MUST(err);
    if (kinds[kind] == CL_MEM_USE_HOST_PTR) CHECK(v == host);
    size_t bad = 0;
    for (cl_uint i = 0; i < N; i++) bad += v[i] != 5u * i + 1u;
    CHECK_EQ(bad, 0);
    CHECK_OK(clEnqueueUnmapMemObject(t.q[1], m, v, 0, NULL, NULL));
    v = clEnqueueMapBuffer(t.q[1], m, CL_TRUE, CL_MAP_WRITE, 0, sizeof host, 0, NULL, NULL, &err);
    MUST(err);
    for (cl_uint i = 0; i < N; i++) v[i] = 3u * i;
    cl_event unmapped;
    CHECK_OK(clEnqueueUnmapMemObject(t.q[1], m, v, 0, NULL, &unmapped));
    CHECK_OK(clEnqueueNDRangeKernel(t.q[0], t.k[0], 1, NULL, &n, NULL, 1, &unmapped, NULL));
    memset(got, 0, sizeof got);
    CHECK_OK(clEnqueueReadBuffer(t.q[0], m, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
    bad = 0;
    for (cl_uint i = 0; i < N; i++) bad += got[i] != 3u * i + 1u;
    CHECK_EQ(bad, 0);
    CHECK_OK(clReleaseEvent(ran));
    CHECK_OK(clReleaseEvent(unmapped));
    CHECK_OK(clReleaseMemObject(m));
  }
  two_dev_close(&t);
}

/* Images larger than a move's pieces (mem_residency.c moves 32 MiB at a
 * time): a 3D image moved a few slices a piece, with a shorter last piece,
 * and a 2D image whose one slice is larger than a piece, moved a run of
 * rows a piece. Each starts with host contents, gets a box written through
 * the first device, and is read whole through the second: every texel is
 * checked. */
TEST(multi_device_large_image_moves) {
  cl_device_id dev[2];
  two_devices(dev);
  cl_bool images = CL_FALSE;
  CHECK_OK(clGetDeviceInfo(dev[0], CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL));
  if (!images) exit(77);
  cl_int err;
  cl_context ctx = two_device_context(dev);
  cl_command_queue q[2];
  for (int d = 0; d < 2; d++) {
    q[d] = clCreateCommandQueueWithProperties(ctx, dev[d], NULL, &err);
    MUST(err);
  }
  const cl_image_format f = {CL_RGBA, CL_UNSIGNED_INT32};
  const cl_image_desc descs[2] = {
      {.image_type = CL_MEM_OBJECT_IMAGE3D, .image_width = 256, .image_height = 256, .image_depth = 72},
      {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 4096, .image_height = 600},
  };
  for (int t = 0; t < 2; t++) {
    const cl_image_desc *dc = &descs[t];
    size_t depth = dc->image_depth ? dc->image_depth : 1, texels = dc->image_width * dc->image_height * depth;
    cl_uint *want = cltest_malloc(texels * 16), *got = cltest_malloc(texels * 16);
    for (size_t i = 0; i < texels * 4; i++) want[i] = (cl_uint)(i * 2654435761u);
    cl_mem img = clCreateImage(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, &f, dc, want, &err);
    MUST(err);
    /* a box across piece bounds, written through device 0 */
    size_t origin[3] = {3, dc->image_height / 2 - 5, depth > 1 ? 30 : 0};
    size_t region[3] = {100, 10, depth > 1 ? 5 : 1};
    cl_uint *box = cltest_malloc(region[0] * region[1] * region[2] * 16);
    for (size_t i = 0; i < region[0] * region[1] * region[2] * 4; i++) box[i] = 0xabc00000u + (cl_uint)i;
    CHECK_OK(clEnqueueWriteImage(q[0], img, CL_TRUE, origin, region, 0, 0, box, 0, NULL, NULL));
    for (size_t z = 0; z < region[2]; z++)
      for (size_t y = 0; y < region[1]; y++)
        memcpy(want + (((origin[2] + z) * dc->image_height + origin[1] + y) * dc->image_width + origin[0]) * 4,
               box + (z * region[1] + y) * region[0] * 4, region[0] * 16);
    size_t all_origin[3] = {0, 0, 0}, all[3] = {dc->image_width, dc->image_height, depth};
    memset(got, 0, texels * 16);
    CHECK_OK(clEnqueueReadImage(q[1], img, CL_TRUE, all_origin, all, 0, 0, got, 0, NULL, NULL));
    size_t bad = 0;
    for (size_t i = 0; i < texels * 4; i++) bad += got[i] != want[i];
    CHECK_EQ(bad, 0);
    free(box);
    free(want);
    free(got);
    CHECK_OK(clReleaseMemObject(img));
  }
  for (int d = 0; d < 2; d++) CHECK_OK(clReleaseCommandQueue(q[d]));
  CHECK_OK(clReleaseContext(ctx));
}

/* clEnqueueMigrateMemObjects between the devices of one context: the
 * contents written on one device are there on the other after the move,
 * and with CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED the buffer moves for a
 * command that overwrites it all. */
TEST(multi_device_migrate) {
  cl_device_id dev[2];
  two_devices(dev);
  cl_int err;
  cl_context ctx = two_device_context(dev);
  cl_program p = build_args(ctx, 2, dev);
  cl_command_queue q[2];
  for (int d = 0; d < 2; d++) {
    q[d] = clCreateCommandQueueWithProperties(ctx, dev[d], NULL, &err);
    MUST(err);
  }
  cl_kernel k = clCreateKernel(p, "add_one", &err);
  MUST(err);
  enum { N = 4096 };
  static cl_uint host[N], got[N];
  for (cl_uint i = 0; i < N; i++) host[i] = 3u * i + 1u;
  cl_mem m = clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, sizeof host, host, &err);
  MUST(err);
  size_t n = N;
  cl_event e1, e2;
  CHECK_OK(clSetKernelArg(k, 0, sizeof m, &m));
  CHECK_OK(clEnqueueNDRangeKernel(q[0], k, 1, NULL, &n, NULL, 0, NULL, &e1));
  CHECK_OK(clEnqueueMigrateMemObjects(q[1], 1, &m, 0, 1, &e1, &e2));
  CHECK_OK(clEnqueueReadBuffer(q[1], m, CL_TRUE, 0, sizeof got, got, 1, &e2, NULL));
  size_t bad = 0;
  for (cl_uint i = 0; i < N; i++) bad += got[i] != 3u * i + 2u;
  CHECK_EQ(bad, 0);
  CHECK_OK(clReleaseEvent(e1));
  CHECK_OK(clReleaseEvent(e2));
  /* without contents, then filled on device 0 and read there */
  const cl_uint pattern = 0xabcd1234u;
  CHECK_OK(clEnqueueMigrateMemObjects(q[0], 1, &m, CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED, 0, NULL, &e1));
  CHECK_OK(clEnqueueFillBuffer(q[0], m, &pattern, sizeof pattern, 0, sizeof got, 1, &e1, NULL));
  CHECK_OK(clEnqueueReadBuffer(q[0], m, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
  bad = 0;
  for (cl_uint i = 0; i < N; i++) bad += got[i] != pattern;
  CHECK_EQ(bad, 0);
  /* to the host: a marker; the contents stay usable from both devices */
  CHECK_OK(clEnqueueMigrateMemObjects(q[0], 1, &m, CL_MIGRATE_MEM_OBJECT_HOST, 0, NULL, NULL));
  CHECK_OK(clFinish(q[0]));
  CHECK_OK(clEnqueueReadBuffer(q[1], m, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
  bad = 0;
  for (cl_uint i = 0; i < N; i++) bad += got[i] != pattern;
  CHECK_EQ(bad, 0);
  CHECK_OK(clReleaseEvent(e1));
  CHECK_OK(clReleaseMemObject(m));
  CHECK_OK(clReleaseKernel(k));
  for (int d = 0; d < 2; d++) CHECK_OK(clReleaseCommandQueue(q[d]));
  CHECK_OK(clReleaseProgram(p));
  CHECK_OK(clReleaseContext(ctx));
}

/* Two images of a two-device context, copied plus one into each other on
 * alternating devices (each launch waiting for the other's event), then
 * read on the device that did not write last, and migrated back. */
TEST(multi_device_image_moves) {
  cl_device_id dev[2];
  two_devices(dev);
  cl_bool images = CL_FALSE;
  CHECK_OK(clGetDeviceInfo(dev[0], CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL));
  if (!images) exit(77);
  two_dev t;
  two_dev_open(&t, "multi_image", "image_add_one");
  cl_int err;
  enum { W = 67, H = 35, ROUNDS = 4 };
  static cl_uint host[W * H * 4], got[W * H * 4];
  for (cl_uint i = 0; i < W * H * 4; i++) host[i] = i * 5u + 3u;
  cl_image_format f = {CL_RGBA, CL_UNSIGNED_INT32};
  cl_image_desc desc = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = W, .image_height = H};
  cl_mem img[2];
  img[0] = clCreateImage(t.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, &f, &desc, host, &err);
  MUST(err);
  img[1] = clCreateImage(t.ctx, CL_MEM_READ_WRITE, &f, &desc, NULL, &err);
  MUST(err);
  size_t g[2] = {W, H};
  cl_event prev = NULL;
  for (int r = 0; r < 2 * ROUNDS; r++) {
    int d = r & 1; /* device d copies img[r % 2] plus one into the other */
    cl_mem src = img[r & 1], dst = img[(r + 1) & 1];
    cl_event ev;
    CHECK_OK(clSetKernelArg(t.k[d], 0, sizeof src, &src));
    CHECK_OK(clSetKernelArg(t.k[d], 1, sizeof dst, &dst));
    CHECK_OK(clEnqueueNDRangeKernel(t.q[d], t.k[d], 2, NULL, g, NULL, prev ? 1 : 0, prev ? &prev : NULL, &ev));
    CHECK_OK(clFlush(t.q[d]));
    if (prev) CHECK_OK(clReleaseEvent(prev));
    prev = ev;
  }
  /* the last write (round 2 * ROUNDS - 1, device 1) went to img[0] */
  size_t origin[3] = {0, 0, 0}, region[3] = {W, H, 1};
  CHECK_OK(clEnqueueReadImage(t.q[0], img[0], CL_TRUE, origin, region, 0, 0, got, 1, &prev, NULL));
  size_t bad = 0;
  for (cl_uint i = 0; i < W * H * 4; i++) bad += got[i] != host[i] + 2 * ROUNDS;
  CHECK_EQ(bad, 0);
  /* img[1] holds one less, read through device 1 after a migration there */
  cl_event mig;
  CHECK_OK(clEnqueueMigrateMemObjects(t.q[1], 1, &img[1], 0, 0, NULL, &mig));
  memset(got, 0, sizeof got);
  CHECK_OK(clEnqueueReadImage(t.q[1], img[1], CL_TRUE, origin, region, 0, 0, got, 1, &mig, NULL));
  bad = 0;
  for (cl_uint i = 0; i < W * H * 4; i++) bad += got[i] != host[i] + 2 * ROUNDS - 1;
  CHECK_EQ(bad, 0);
  CHECK_OK(clReleaseEvent(mig));
  CHECK_OK(clReleaseEvent(prev));
  /* A 1D array made with its contents, kept packed until a device first
   * uses it (its layers are its rows): read on device 1, then on device 0
   * after the move. */
  enum { AW = 19, AL = 7 };
  static cl_uint arr[AW * AL], back[AW * AL];
  for (cl_uint i = 0; i < AW * AL; i++) arr[i] = 1000u + i * 13u;
  cl_image_format fr = {CL_R, CL_UNSIGNED_INT32};
  cl_image_desc da = {.image_type = CL_MEM_OBJECT_IMAGE1D_ARRAY, .image_width = AW, .image_array_size = AL};
  cl_mem a1 = clCreateImage(t.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, &fr, &da, arr, &err);
  MUST(err);
  size_t aregion[3] = {AW, AL, 1};
  for (int d = 1; d >= 0; d--) {
    memset(back, 0, sizeof back);
    CHECK_OK(clEnqueueReadImage(t.q[d], a1, CL_TRUE, origin, aregion, 0, 0, back, 0, NULL, NULL));
    bad = 0;
    for (cl_uint i = 0; i < AW * AL; i++) bad += back[i] != arr[i];
    CHECK_EQ(bad, 0);
  }
  CHECK_OK(clReleaseMemObject(a1));
  for (int d = 0; d < 2; d++) CHECK_OK(clReleaseMemObject(img[d]));
  two_dev_close(&t);
}
