/* test_kernel.c: kernels end to end (label "kernel": needs the
 * translator): program build from SPIR-V, kernel objects and arguments,
 * clEnqueueNDRangeKernel geometry (offsets, chosen and non-uniform local
 * sizes) against the spec's definitions of the work-item functions. */
#include "cltest.h"

/* The compiled kernels: $API_KERNEL_DIR when set (a build run elsewhere),
 * else the build tree's. */
static const char *kernel_dir(void) {
  const char *d = getenv("API_KERNEL_DIR");
  return d && *d ? d : API_KERNEL_DIR;
}

typedef struct kenv {
  cltest_env env;
  cl_program prog;
} kenv;

/* A context, queue and program built from kernels/<file>.cl. */
static void kernel_setup(kenv *k, const char *file) {
  cltest_setup(&k->env, 0);
  size_t n = 0;
  char path[512];
  snprintf(path, sizeof path, "%s/%s.spv", kernel_dir(), file);
  void *il = cltest_read_file(path, &n);
  if (!il) {
    fprintf(stderr, "missing %s\n", path);
    exit(1);
  }
  cl_int err;
  k->prog = clCreateProgramWithIL(k->env.ctx, il, n, &err);
  free(il);
  MUST(err);
  err = clBuildProgram(k->prog, 1, &k->env.device, NULL, NULL, NULL);
  if (err) {
    char log[8192] = {0};
    clGetProgramBuildInfo(k->prog, k->env.device, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL);
    fprintf(stderr, "build log:\n%s\n", log);
  }
  MUST(err);
}

static void kernel_teardown(kenv *k) {
  CHECK_OK(clReleaseProgram(k->prog));
  cltest_teardown(&k->env);
}

static cl_kernel make(kenv *k, const char *name) {
  cl_int err;
  cl_kernel kr = clCreateKernel(k->prog, name, &err);
  MUST(err);
  return kr;
}

TEST(program_il_build) {
  kenv k;
  kernel_setup(&k, "args");
  char names[512] = {0};
  size_t nk = 0;
  CHECK_OK(clGetProgramInfo(k.prog, CL_PROGRAM_KERNEL_NAMES, sizeof names, names, NULL));
  CHECK_OK(clGetProgramInfo(k.prog, CL_PROGRAM_NUM_KERNELS, sizeof nk, &nk, NULL));
  CHECK_EQ(nk, 3);
  for (const char *want = "vadd\0pods\0add_one\0"; *want; want += strlen(want) + 1) {
    bool found = false;
    char *copy = strdup(names);
    for (char *t = strtok(copy, ";"); t; t = strtok(NULL, ";")) found = found || !strcmp(t, want);
    free(copy);
    CHECK(found);
  }
  cl_build_status st;
  CHECK_OK(clGetProgramBuildInfo(k.prog, k.env.device, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
  CHECK_EQ(st, CL_BUILD_SUCCESS);
  cl_program_binary_type bt;
  CHECK_OK(clGetProgramBuildInfo(k.prog, k.env.device, CL_PROGRAM_BINARY_TYPE, sizeof bt, &bt, NULL));
  CHECK_EQ(bt, CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
  /* The binary is the SPIR-V, and it makes a program again. */
  size_t bsize = 0;
  CHECK_OK(clGetProgramInfo(k.prog, CL_PROGRAM_BINARY_SIZES, sizeof bsize, &bsize, NULL));
  CHECK(bsize > 20);
  unsigned char *bin = cltest_malloc(bsize);
  unsigned char *bins[1] = {bin};
  CHECK_OK(clGetProgramInfo(k.prog, CL_PROGRAM_BINARIES, sizeof bins, bins, NULL));
  cl_int err, bst;
  cl_program again = clCreateProgramWithBinary(k.env.ctx, 1, &k.env.device, &bsize,
                                               (const unsigned char **)bins, &bst, &err);
  CHECK_OK(err);
  CHECK_OK(bst);
  CHECK_OK(clBuildProgram(again, 0, NULL, NULL, NULL, NULL));
  CHECK_OK(clReleaseProgram(again));
  free(bin);
  kernel_teardown(&k);
}

TEST(kernel_objects) {
  kenv k;
  kernel_setup(&k, "args");
  cl_int err;
  cl_kernel kr = make(&k, "vadd");
  char name[32];
  cl_uint nargs = 0, refs = 0;
  cl_context c;
  cl_program p;
  CHECK_OK(clGetKernelInfo(kr, CL_KERNEL_FUNCTION_NAME, sizeof name, name, NULL));
  CHECK(!strcmp(name, "vadd"));
  CHECK_OK(clGetKernelInfo(kr, CL_KERNEL_NUM_ARGS, sizeof nargs, &nargs, NULL));
  CHECK_EQ(nargs, 4);
  CHECK_OK(clGetKernelInfo(kr, CL_KERNEL_REFERENCE_COUNT, sizeof refs, &refs, NULL));
  CHECK_EQ(refs, 1);
  CHECK_OK(clGetKernelInfo(kr, CL_KERNEL_CONTEXT, sizeof c, &c, NULL));
  CHECK_OK(clGetKernelInfo(kr, CL_KERNEL_PROGRAM, sizeof p, &p, NULL));
  CHECK(c == k.env.ctx && p == k.prog);
  /* A program from IL has no argument info (il_kernel_metadata). */
  cl_kernel_arg_address_qualifier aq;
  CHECK_ERR(clGetKernelArgInfo(kr, 4, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof aq, &aq, NULL), CL_INVALID_ARG_INDEX);
  CHECK(clCreateKernel(k.prog, "nope", &err) == NULL);
  CHECK_ERR(err, CL_INVALID_KERNEL_NAME);
  CHECK(clCreateKernel(k.prog, NULL, &err) == NULL);
  CHECK_ERR(err, CL_INVALID_VALUE);
  CHECK(clCreateKernel((cl_program)k.env.ctx, "vadd", &err) == NULL);
  CHECK_ERR(err, CL_INVALID_PROGRAM);
  /* A rebuild is refused while kernels exist. */
  CHECK_ERR(clBuildProgram(k.prog, 0, NULL, NULL, NULL, NULL), CL_INVALID_OPERATION);
  cl_kernel all[16];
  cl_uint nk = 0;
  CHECK_OK(clCreateKernelsInProgram(k.prog, 16, all, &nk));
  CHECK_EQ(nk, 3);
  for (cl_uint i = 0; i < nk; i++) CHECK_OK(clReleaseKernel(all[i]));
  CHECK_ERR(clCreateKernelsInProgram(k.prog, 2, all, &nk), CL_INVALID_VALUE);
  cl_kernel cl = clCloneKernel(kr, &err);
  CHECK_OK(err);
  CHECK_OK(clReleaseKernel(cl));
  CHECK_OK(clReleaseKernel(kr));
  CHECK_ERR(clGetKernelInfo(kr, CL_KERNEL_NUM_ARGS, sizeof nargs, &nargs, NULL), CL_INVALID_KERNEL);
  CHECK_ERR(clReleaseKernel(kr), CL_INVALID_KERNEL);
  /* Kernels keep their program after the application released it. */
  kr = make(&k, "add_one");
  CHECK_OK(clRetainProgram(k.prog));
  CHECK_OK(clReleaseProgram(k.prog));
  CHECK_OK(clReleaseKernel(kr));
  CHECK_OK(clBuildProgram(k.prog, 0, NULL, NULL, NULL, NULL));
  kernel_teardown(&k);
}

TEST(kernel_arg_errors) {
  kenv k;
  kernel_setup(&k, "local");
  cl_int err;
  cl_kernel kr = make(&k, "local_sum");
  cl_mem m = clCreateBuffer(k.env.ctx, 0, 1024, NULL, &err);
  CHECK_ERR(clSetKernelArg(kr, 3, sizeof m, &m), CL_INVALID_ARG_INDEX);
  CHECK_ERR(clSetKernelArg(kr, 0, 4, &m), CL_INVALID_ARG_SIZE);
  cl_mem notmem = (cl_mem)k.env.queue;
  CHECK_ERR(clSetKernelArg(kr, 0, sizeof notmem, &notmem), CL_INVALID_MEM_OBJECT);
  CHECK_ERR(clSetKernelArg(kr, 2, 64, &m), CL_INVALID_ARG_VALUE);
  CHECK_ERR(clSetKernelArg(kr, 2, 0, NULL), CL_INVALID_ARG_SIZE);
  size_t global = 64;
  CHECK_ERR(clEnqueueNDRangeKernel(k.env.queue, kr, 1, NULL, &global, NULL, 0, NULL, NULL), CL_INVALID_KERNEL_ARGS);
  CHECK_OK(clSetKernelArg(kr, 0, sizeof m, &m));
  CHECK_OK(clSetKernelArg(kr, 1, sizeof m, &m));
  CHECK_ERR(clEnqueueNDRangeKernel(k.env.queue, kr, 1, NULL, &global, NULL, 0, NULL, NULL), CL_INVALID_KERNEL_ARGS);
  CHECK_OK(clSetKernelArg(kr, 2, 64 * 4, NULL));
  cl_ulong lm = 0;
  CHECK_OK(clGetKernelWorkGroupInfo(kr, k.env.device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lm, &lm, NULL));
  CHECK(lm >= 256);
  CHECK_OK(clReleaseKernel(kr));
  CHECK_OK(clReleaseMemObject(m));
  kernel_teardown(&k);

  /* by-value arguments: vadd of args.cl takes a float scale */
  kernel_setup(&k, "args");
  cl_kernel pk = make(&k, "vadd");
  float f = 1;
  CHECK_ERR(clSetKernelArg(pk, 3, sizeof f, NULL), CL_INVALID_ARG_VALUE);
  CHECK_ERR(clSetKernelArg(pk, 3, 8, &f), CL_INVALID_ARG_SIZE);
  CHECK_OK(clSetKernelArg(pk, 3, sizeof f, &f));
  m = clCreateBuffer(k.env.ctx, 0, 64, NULL, &err);
  CHECK_ERR(clSetKernelArg((cl_kernel)m, 0, sizeof m, &m), CL_INVALID_KERNEL);
  CHECK_OK(clReleaseKernel(pk));
  CHECK_OK(clReleaseMemObject(m));
  kernel_teardown(&k);
}

TEST(vadd) {
  kenv k;
  kernel_setup(&k, "args");
  cl_int err;
  uint64_t s = 401;
  cl_kernel kr = make(&k, "vadd");
  for (int it = 0; it < 6; it++) {
    size_t n = cltest_range(&s, 1, 100000);
    float *a = cltest_malloc(n * 4), *b = cltest_malloc(n * 4), *c = cltest_malloc(n * 4);
    for (size_t i = 0; i < n; i++) {
      a[i] = (float)(cltest_rand(&s) % 2001) - 1000.0f;
      b[i] = (float)(cltest_rand(&s) % 2001) / 8.0f;
    }
    float scale = 0.5f + (float)it;
    cl_mem ma = clCreateBuffer(k.env.ctx, CL_MEM_COPY_HOST_PTR, n * 4, a, &err);
    cl_mem mb = clCreateBuffer(k.env.ctx, CL_MEM_COPY_HOST_PTR, n * 4, b, &err);
    cl_mem mc = clCreateBuffer(k.env.ctx, 0, n * 4, NULL, &err);
    CHECK_OK(clSetKernelArg(kr, 0, sizeof ma, &ma));
    CHECK_OK(clSetKernelArg(kr, 1, sizeof mb, &mb));
    CHECK_OK(clSetKernelArg(kr, 2, sizeof mc, &mc));
    CHECK_OK(clSetKernelArg(kr, 3, sizeof scale, &scale));
    CHECK_OK(clEnqueueNDRangeKernel(k.env.queue, kr, 1, NULL, &n, NULL, 0, NULL, NULL));
    /* The arguments are captured at enqueue: changing them now is fine. */
    float other = 99.0f;
    CHECK_OK(clSetKernelArg(kr, 3, sizeof other, &other));
    CHECK_OK(clReleaseMemObject(ma));
    CHECK_OK(clEnqueueReadBuffer(k.env.queue, mc, CL_TRUE, 0, n * 4, c, 0, NULL, NULL));
    size_t bad = 0;
    for (size_t i = 0; i < n; i++) bad += c[i] != (a[i] + b[i]) * scale;
    CHECK_EQ(bad, 0);
    CHECK_OK(clReleaseMemObject(mb));
    CHECK_OK(clReleaseMemObject(mc));
    free(a);
    free(b);
    free(c);
  }
  CHECK_OK(clReleaseKernel(kr));
  kernel_teardown(&k);
}

/* Checks the ids kernel's output against the spec's definitions. */
static void check_ids(const uint32_t *out, cl_uint dim, const size_t *off, const size_t *global,
                      const size_t *local) {
  size_t G[3] = {1, 1, 1}, O[3] = {0, 0, 0}, L[3] = {1, 1, 1};
  for (cl_uint d = 0; d < dim; d++) {
    G[d] = global[d];
    O[d] = off ? off[d] : 0;
  }
  /* With no local size given, the implementation chose one: read it. */
  for (int d = 0; d < 3; d++) L[d] = local && (cl_uint)d < dim ? local[d] : out[12 + d];
  size_t bad = 0;
  for (size_t z = 0; z < G[2]; z++)
    for (size_t y = 0; y < G[1]; y++)
      for (size_t x = 0; x < G[0]; x++) {
        size_t r[3] = {x, y, z}, lin = (z * G[1] + y) * G[0] + x;
        const uint32_t *o = out + lin * 32;
        uint32_t want[27];
        for (int d = 0; d < 3; d++) {
          size_t group = r[d] / L[d], ngroups = (G[d] + L[d] - 1) / L[d];
          size_t lsize = group == G[d] / L[d] ? G[d] % L[d] : L[d];
          want[0 + d] = (uint32_t)(r[d] + O[d]);
          want[3 + d] = (uint32_t)(r[d] % L[d]);
          want[6 + d] = (uint32_t)group;
          want[9 + d] = (uint32_t)lsize;
          want[12 + d] = (uint32_t)L[d];
          want[15 + d] = (uint32_t)G[d];
          want[18 + d] = (uint32_t)ngroups;
          want[21 + d] = (uint32_t)O[d];
        }
        want[24] = dim;
        want[25] = (uint32_t)lin;
        size_t lid[3] = {r[0] % L[0], r[1] % L[1], r[2] % L[2]};
        size_t ls[3] = {want[9], want[10], want[11]};
        want[26] = (uint32_t)((lid[2] * ls[1] + lid[1]) * ls[0] + lid[0]);
        if (memcmp(o, want, sizeof want)) {
          if (bad < 3) {
            fprintf(stderr, "work-item (%zu,%zu,%zu) of dim %u:", x, y, z, dim);
            for (int i = 0; i < 27; i++)
              if (o[i] != want[i]) fprintf(stderr, " [%d] %u!=%u", i, o[i], want[i]);
            fprintf(stderr, "\n");
          }
          bad++;
        }
      }
  CHECK_EQ(bad, 0);
}

static void run_ids(kenv *k, cl_kernel kr, cl_uint dim, const size_t *off, const size_t *global,
                    const size_t *local) {
  size_t items = 1;
  for (cl_uint d = 0; d < dim; d++) items *= global[d];
  cl_int err;
  cl_mem m = clCreateBuffer(k->env.ctx, 0, items * 32 * 4, NULL, &err);
  MUST(err);
  CHECK_OK(clSetKernelArg(kr, 0, sizeof m, &m));
  cl_int e = clEnqueueNDRangeKernel(k->env.queue, kr, dim, off, global, local, 0, NULL, NULL);
  CHECK_OK(e);
  if (e == CL_SUCCESS) {
    uint32_t *out = cltest_malloc(items * 32 * 4);
    CHECK_OK(clEnqueueReadBuffer(k->env.queue, m, CL_TRUE, 0, items * 32 * 4, out, 0, NULL, NULL));
    check_ids(out, dim, off, global, local);
    free(out);
  }
  CHECK_OK(clReleaseMemObject(m));
}

TEST(ndrange_geometry) {
  kenv k;
  kernel_setup(&k, "ndrange");
  cl_kernel kr = make(&k, "ids");
  size_t wi[3], wg;
  CHECK_OK(clGetDeviceInfo(k.env.device, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof wi, wi, NULL));
  CHECK_OK(clGetDeviceInfo(k.env.device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
  uint64_t s = 501;
  /* Fixed shapes: uniform, non-uniform in each dimension, offsets. */
  size_t g1[1] = {1000}, l1[1] = {64}, o1[1] = {17};
  run_ids(&k, kr, 1, NULL, g1, l1);
  run_ids(&k, kr, 1, o1, g1, l1);
  run_ids(&k, kr, 1, NULL, g1, NULL);
  size_t g2[2] = {37, 23}, l2[2] = {8, 4}, o2[2] = {5, 1000};
  run_ids(&k, kr, 2, o2, g2, l2);
  run_ids(&k, kr, 2, NULL, g2, NULL);
  size_t g3[3] = {9, 7, 5}, l3[3] = {4, 2, 2}, o3[3] = {1, 2, 3};
  run_ids(&k, kr, 3, o3, g3, l3);
  run_ids(&k, kr, 3, NULL, g3, NULL);
  /* Seeded random shapes. */
  for (int it = 0; it < 30; it++) {
    cl_uint dim = 1 + (cl_uint)(it % 3);
    size_t g[3], l[3], o[3];
    size_t budget = wg;
    for (cl_uint d = 0; d < dim; d++) {
      g[d] = cltest_range(&s, 1, dim == 1 ? 5000 : dim == 2 ? 80 : 20);
      size_t lmax = wi[d] < budget ? wi[d] : budget;
      l[d] = cltest_range(&s, 1, lmax < 16 ? lmax : 16);
      budget /= l[d];
      o[d] = cltest_range(&s, 0, 100000);
    }
    run_ids(&k, kr, dim, it % 2 ? o : NULL, g, it % 4 == 3 ? NULL : l);
  }
  CHECK_OK(clReleaseKernel(kr));
  kernel_teardown(&k);
}

TEST(ndrange_errors) {
  kenv k;
  kernel_setup(&k, "ndrange");
  cl_int err;
  cl_kernel kr = make(&k, "ids");
  cl_mem m = clCreateBuffer(k.env.ctx, 0, 1 << 20, NULL, &err);
  CHECK_OK(clSetKernelArg(kr, 0, sizeof m, &m));
  cl_command_queue q = k.env.queue;
  size_t g[3] = {16, 16, 1}, l[3] = {4, 4, 1}, wg;
  CHECK_OK(clGetDeviceInfo(k.env.device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
  CHECK_ERR(clEnqueueNDRangeKernel(q, kr, 0, NULL, g, l, 0, NULL, NULL), CL_INVALID_WORK_DIMENSION);
  CHECK_ERR(clEnqueueNDRangeKernel(q, kr, 4, NULL, g, l, 0, NULL, NULL), CL_INVALID_WORK_DIMENSION);
  size_t big[1] = {(size_t)UINT32_MAX + 1};
  CHECK_ERR(clEnqueueNDRangeKernel(q, kr, 1, NULL, big, NULL, 0, NULL, NULL), CL_INVALID_GLOBAL_WORK_SIZE);
  size_t off[1] = {(size_t)UINT32_MAX - 4};
  CHECK_ERR(clEnqueueNDRangeKernel(q, kr, 1, off, g, NULL, 0, NULL, NULL), CL_INVALID_GLOBAL_OFFSET);
  size_t l0[2] = {0, 4};
  CHECK_ERR(clEnqueueNDRangeKernel(q, kr, 2, NULL, g, l0, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
  size_t toobig[1] = {wg + 1};
  size_t gbig[1] = {wg * 4};
  cl_int e = clEnqueueNDRangeKernel(q, kr, 1, NULL, gbig, toobig, 0, NULL, NULL);
  CHECK(e == CL_INVALID_WORK_ITEM_SIZE || e == CL_INVALID_WORK_GROUP_SIZE);
  size_t sq[2] = {wg, 2};
  size_t gsq[2] = {wg, 2};
  CHECK_ERR(clEnqueueNDRangeKernel(q, kr, 2, NULL, gsq, sq, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
  CHECK_ERR(clEnqueueNDRangeKernel(q, (cl_kernel)m, 1, NULL, g, NULL, 0, NULL, NULL), CL_INVALID_KERNEL);
  CHECK_ERR(clEnqueueNDRangeKernel((cl_command_queue)m, kr, 1, NULL, g, NULL, 0, NULL, NULL),
            CL_INVALID_COMMAND_QUEUE);
  CHECK_ERR(clEnqueueNDRangeKernel(q, kr, 1, NULL, g, NULL, 1, NULL, NULL), CL_INVALID_EVENT_WAIT_LIST);
  /* A queue of another context. */
  cl_context other = clCreateContext(NULL, 1, &k.env.device, NULL, NULL, &err);
  cl_command_queue oq = clCreateCommandQueue(other, k.env.device, 0, &err);
  CHECK_ERR(clEnqueueNDRangeKernel(oq, kr, 1, NULL, g, NULL, 0, NULL, NULL), CL_INVALID_CONTEXT);
  CHECK_OK(clReleaseCommandQueue(oq));
  CHECK_OK(clReleaseContext(other));
  /* An empty range is a command that does nothing (OpenCL 2.1+). */
  size_t zero[2] = {0, 4};
  cl_event ev;
  CHECK_OK(clEnqueueNDRangeKernel(q, kr, 2, NULL, zero, NULL, 0, NULL, &ev));
  CHECK_OK(clWaitForEvents(1, &ev));
  cl_command_type t;
  CHECK_OK(clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof t, &t, NULL));
  CHECK_EQ(t, CL_COMMAND_NDRANGE_KERNEL);
  CHECK_OK(clReleaseEvent(ev));
  /* So is one without global_work_size (OpenCL 3.0, clEnqueueNDRangeKernel:
   * it succeeds once its wait list is satisfied): it waits for a user
   * event, then completes, and writes nothing. */
  uint32_t mark = 0xabcdef01, got = 0;
  CHECK_OK(clEnqueueFillBuffer(q, m, &mark, 4, 0, 4, 0, NULL, NULL));
  CHECK_OK(clFinish(q));
  cl_event user = clCreateUserEvent(k.env.ctx, &err);
  CHECK_OK(err);
  for (cl_uint dim = 1; dim <= 3; dim++) {
    CHECK_OK(clEnqueueNDRangeKernel(q, kr, dim, NULL, NULL, NULL, 1, &user, &ev));
    cl_int st = -99;
    CHECK_OK(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL));
    CHECK(st == CL_QUEUED || st == CL_SUBMITTED);
    if (dim == 3) CHECK_OK(clSetUserEventStatus(user, CL_COMPLETE));
    if (dim == 3) CHECK_OK(clWaitForEvents(1, &ev));
    if (dim == 3) CHECK_OK(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL));
    if (dim == 3) CHECK_EQ(st, CL_COMPLETE);
    CHECK_OK(clReleaseEvent(ev));
  }
  CHECK_OK(clReleaseEvent(user));
  CHECK_OK(clEnqueueReadBuffer(q, m, CL_TRUE, 0, 4, &got, 0, NULL, NULL));
  CHECK_EQ(got, mark);
  /* -cl-uniform-work-group-size forbids a smaller last group. */
  cl_program up;
  {
    size_t n = 0;
    char path[512];
    snprintf(path, sizeof path, "%s/ndrange.spv", kernel_dir());
    void *il = cltest_read_file(path, &n);
    up = clCreateProgramWithIL(k.env.ctx, il, n, &err);
    free(il);
    CHECK_OK(clBuildProgram(up, 0, NULL, "-cl-uniform-work-group-size", NULL, NULL));
    cl_kernel uk = clCreateKernel(up, "ids", &err);
    CHECK_OK(clSetKernelArg(uk, 0, sizeof m, &m));
    size_t g7[1] = {7}, l4[1] = {4};
    CHECK_ERR(clEnqueueNDRangeKernel(q, uk, 1, NULL, g7, l4, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
    CHECK_OK(clEnqueueNDRangeKernel(q, uk, 1, NULL, g7, NULL, 0, NULL, NULL));
    CHECK_OK(clReleaseKernel(uk));
    CHECK_OK(clReleaseProgram(up));
  }
  CHECK_OK(clFinish(q));
  CHECK_OK(clReleaseMemObject(m));
  CHECK_OK(clReleaseKernel(kr));
  kernel_teardown(&k);
}

TEST(reqd_work_group_size) {
  kenv k;
  kernel_setup(&k, "ndrange");
  cl_int err;
  cl_kernel kr = make(&k, "reqd");
  size_t cwg[3];
  CHECK_OK(clGetKernelWorkGroupInfo(kr, k.env.device, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof cwg, cwg, NULL));
  CHECK(cwg[0] == 8 && cwg[1] == 2 && cwg[2] == 1);
  char attrs[256] = {0};
  CHECK_OK(clGetKernelInfo(kr, CL_KERNEL_ATTRIBUTES, sizeof attrs, attrs, NULL));
  CHECK_EQ(strlen(attrs), 0); /* from IL (API 5.9.3) */
  cl_mem m = clCreateBuffer(k.env.ctx, 0, 64 * 4, NULL, &err);
  CHECK_OK(clSetKernelArg(kr, 0, sizeof m, &m));
  size_t g[2] = {16, 4}, wrong[2] = {4, 4}, right[2] = {8, 2};
  CHECK_ERR(clEnqueueNDRangeKernel(k.env.queue, kr, 2, NULL, g, wrong, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
  CHECK_OK(clEnqueueNDRangeKernel(k.env.queue, kr, 2, NULL, g, right, 0, NULL, NULL));
  uint32_t out[64];
  CHECK_OK(clEnqueueReadBuffer(k.env.queue, m, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  size_t bad = 0;
  for (int i = 0; i < 64; i++) bad += out[i] != 802;
  CHECK_EQ(bad, 0);
  /* No local size: the required one is used. */
  CHECK_OK(clEnqueueFillBuffer(k.env.queue, m, &(uint32_t){0}, 4, 0, sizeof out, 0, NULL, NULL));
  CHECK_OK(clEnqueueNDRangeKernel(k.env.queue, kr, 2, NULL, g, NULL, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadBuffer(k.env.queue, m, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  bad = 0;
  for (int i = 0; i < 64; i++) bad += out[i] != 802;
  CHECK_EQ(bad, 0);
  CHECK_OK(clReleaseMemObject(m));
  CHECK_OK(clReleaseKernel(kr));
  kernel_teardown(&k);
}

TEST(pod_args) {
  kenv k;
  kernel_setup(&k, "args");
  cl_int err;
  cl_kernel kr = make(&k, "pods");
  cl_mem m = clCreateBuffer(k.env.ctx, 0, 16 * 8, NULL, &err);
  struct {
    cl_int a;
    cl_float b;
    cl_long c;
    cl_char d;
  } st = {-12345, 2.5f, -(1ll << 40), -7};
  cl_char c = -5;
  cl_short sh = -3000;
  cl_int i = 123456789;
  cl_long l = -(1ll << 50) - 3;
  cl_float f = 3.25f;
  cl_int4 v = {{1, -2, 3, -4}};
  cl_ulong u = 0xfedcba9876543210ull;
  cl_uchar uc = 250;
  CHECK_OK(clSetKernelArg(kr, 0, sizeof m, &m));
  CHECK_OK(clSetKernelArg(kr, 1, sizeof c, &c));
  CHECK_OK(clSetKernelArg(kr, 2, sizeof sh, &sh));
  CHECK_OK(clSetKernelArg(kr, 3, sizeof i, &i));
  CHECK_OK(clSetKernelArg(kr, 4, sizeof l, &l));
  CHECK_OK(clSetKernelArg(kr, 5, sizeof f, &f));
  CHECK_OK(clSetKernelArg(kr, 6, sizeof v, &v));
  CHECK_OK(clSetKernelArg(kr, 7, sizeof u, &u));
  CHECK_OK(clSetKernelArg(kr, 8, sizeof st, &st));
  CHECK_OK(clSetKernelArg(kr, 9, sizeof uc, &uc));
  CHECK_OK(clEnqueueTask(k.env.queue, kr, 0, NULL, NULL));
  cl_long out[15];
  CHECK_OK(clEnqueueReadBuffer(k.env.queue, m, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  cl_long want[15] = {c, sh, i, l, 3250, 1, -2, 3, -4, (cl_long)u, st.a, 2500, st.c, st.d, uc};
  for (int j = 0; j < 15; j++) CHECK_EQ(out[j], want[j]);
  CHECK_OK(clReleaseMemObject(m));
  CHECK_OK(clReleaseKernel(kr));
  kernel_teardown(&k);
}

TEST(local_memory) {
  kenv k;
  kernel_setup(&k, "local");
  cl_int err;
  cl_kernel kr = make(&k, "local_sum");
  uint64_t s = 601;
  for (size_t lsz = 1; lsz <= 128; lsz *= 2) {
    size_t groups = cltest_range(&s, 1, 50), n = groups * lsz;
    uint32_t *in = cltest_malloc(n * 4), *out = cltest_malloc(groups * 4);
    for (size_t i = 0; i < n; i++) in[i] = (uint32_t)(cltest_rand(&s) % 100000);
    cl_mem mi = clCreateBuffer(k.env.ctx, CL_MEM_COPY_HOST_PTR, n * 4, in, &err);
    cl_mem mo = clCreateBuffer(k.env.ctx, 0, groups * 4, NULL, &err);
    CHECK_OK(clSetKernelArg(kr, 0, sizeof mi, &mi));
    CHECK_OK(clSetKernelArg(kr, 1, sizeof mo, &mo));
    CHECK_OK(clSetKernelArg(kr, 2, lsz * 4, NULL));
    CHECK_OK(clEnqueueNDRangeKernel(k.env.queue, kr, 1, NULL, &n, &lsz, 0, NULL, NULL));
    CHECK_OK(clEnqueueReadBuffer(k.env.queue, mo, CL_TRUE, 0, groups * 4, out, 0, NULL, NULL));
    size_t bad = 0;
    for (size_t g = 0; g < groups; g++) {
      uint32_t sum = 0;
      for (size_t j = 0; j < lsz; j++) sum += in[g * lsz + j];
      bad += out[g] != sum;
    }
    CHECK_EQ(bad, 0);
    CHECK_OK(clReleaseMemObject(mi));
    CHECK_OK(clReleaseMemObject(mo));
    free(in);
    free(out);
  }
  cl_ulong max_local;
  CHECK_OK(clGetDeviceInfo(k.env.device, CL_DEVICE_LOCAL_MEM_SIZE, sizeof max_local, &max_local, NULL));
  CHECK_OK(clSetKernelArg(kr, 2, (size_t)max_local + 4, NULL));
  size_t n = 4, l = 4;
  CHECK_ERR(clEnqueueNDRangeKernel(k.env.queue, kr, 1, NULL, &n, &l, 0, NULL, NULL), CL_OUT_OF_RESOURCES);
  CHECK_OK(clReleaseKernel(kr));
  kernel_teardown(&k);
}

TEST(null_buffer_arg) {
  kenv k;
  kernel_setup(&k, "null");
  cl_int err;
  cl_kernel kr = make(&k, "null_arg");
  cl_mem out = clCreateBuffer(k.env.ctx, 0, 4, NULL, &err), some = clCreateBuffer(k.env.ctx, 0, 4, NULL, &err);
  uint32_t v = 0;
  CHECK_OK(clSetKernelArg(kr, 0, sizeof(cl_mem), NULL));
  CHECK_OK(clSetKernelArg(kr, 1, sizeof out, &out));
  CHECK_OK(clEnqueueTask(k.env.queue, kr, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadBuffer(k.env.queue, out, CL_TRUE, 0, 4, &v, 0, NULL, NULL));
  CHECK_EQ(v, 1);
  CHECK_OK(clSetKernelArg(kr, 0, sizeof some, &some));
  CHECK_OK(clEnqueueTask(k.env.queue, kr, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadBuffer(k.env.queue, out, CL_TRUE, 0, 4, &v, 0, NULL, NULL));
  CHECK_EQ(v, 2);
  cl_mem nul = NULL;
  CHECK_OK(clSetKernelArg(kr, 0, sizeof nul, &nul));
  CHECK_OK(clEnqueueTask(k.env.queue, kr, 0, NULL, NULL));
  CHECK_OK(clEnqueueReadBuffer(k.env.queue, out, CL_TRUE, 0, 4, &v, 0, NULL, NULL));
  CHECK_EQ(v, 1);
  CHECK_OK(clReleaseMemObject(some));
  CHECK_OK(clReleaseMemObject(out));
  CHECK_OK(clReleaseKernel(kr));
  kernel_teardown(&k);
}

TEST(buffer_args) {
  kenv k;
  kernel_setup(&k, "args");
  cl_int err;
  cl_kernel kr = make(&k, "add_one");
  /* A buffer released after clSetKernelArg is not used. */
  cl_mem gone = clCreateBuffer(k.env.ctx, 0, 64, NULL, &err);
  CHECK_OK(clSetKernelArg(kr, 0, sizeof gone, &gone));
  CHECK_OK(clReleaseMemObject(gone));
  CHECK_ERR(clEnqueueTask(k.env.queue, kr, 0, NULL, NULL), CL_INVALID_KERNEL_ARGS);

  /* Sub-buffers pass their own start address. */
  cl_uint bits;
  CHECK_OK(clGetDeviceInfo(k.env.device, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof bits, &bits, NULL));
  size_t align = bits / 8;
  uint32_t *ref = cltest_malloc(align * 4);
  cltest_fill(ref, align * 4, 701);
  cl_mem parent = clCreateBuffer(k.env.ctx, CL_MEM_COPY_HOST_PTR, align * 4, ref, &err);
  cl_buffer_region r = {align, align * 2};
  cl_mem sub = clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
  CHECK_OK(clSetKernelArg(kr, 0, sizeof sub, &sub));
  size_t items = r.size / 4;
  CHECK_OK(clEnqueueNDRangeKernel(k.env.queue, kr, 1, NULL, &items, NULL, 0, NULL, NULL));
  for (size_t i = r.origin / 4; i < (r.origin + r.size) / 4; i++) ref[i] += 1;
  uint32_t *got = cltest_malloc(align * 4);
  CHECK_OK(clEnqueueReadBuffer(k.env.queue, parent, CL_TRUE, 0, align * 4, got, 0, NULL, NULL));
  CHECK_MEM(got, ref, align * 4);
  CHECK_OK(clReleaseKernel(kr));
  CHECK_OK(clReleaseMemObject(sub));
  CHECK_OK(clReleaseMemObject(parent));
  free(ref);
  free(got);
  kernel_teardown(&k);
}

TEST(work_group_info) {
  kenv k;
  kernel_setup(&k, "ndrange");
  cl_kernel kr = make(&k, "ids");
  size_t wg = 0, dev_wg = 0, mult = 0;
  cl_ulong pm = 1;
  CHECK_OK(clGetKernelWorkGroupInfo(kr, k.env.device, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
  CHECK_OK(clGetDeviceInfo(k.env.device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof dev_wg, &dev_wg, NULL));
  CHECK(wg >= 1 && wg <= dev_wg);
  CHECK_OK(clGetKernelWorkGroupInfo(kr, NULL, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, sizeof mult, &mult, NULL));
  CHECK(mult >= 1);
  CHECK_OK(clGetKernelWorkGroupInfo(kr, k.env.device, CL_KERNEL_PRIVATE_MEM_SIZE, sizeof pm, &pm, NULL));
  size_t gws[3];
  CHECK_ERR(clGetKernelWorkGroupInfo(kr, k.env.device, CL_KERNEL_GLOBAL_WORK_SIZE, sizeof gws, gws, NULL),
            CL_INVALID_VALUE);
  CHECK_ERR(clGetKernelWorkGroupInfo(kr, (cl_device_id)k.env.ctx, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL),
            CL_INVALID_DEVICE);
  CHECK_ERR(clGetKernelWorkGroupInfo(kr, k.env.device, 0x7777, sizeof wg, &wg, NULL), CL_INVALID_VALUE);
  cl_uint max_sg = 0;
  CHECK_OK(clGetDeviceInfo(k.env.device, CL_DEVICE_MAX_NUM_SUB_GROUPS, sizeof max_sg, &max_sg, NULL));
  if (max_sg) {
    size_t local[1] = {64}, sgsize = 0, sgcount = 0;
    CHECK_OK(clGetKernelSubGroupInfo(kr, k.env.device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof local,
                                     local, sizeof sgsize, &sgsize, NULL));
    CHECK_OK(clGetKernelSubGroupInfo(kr, k.env.device, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, sizeof local,
                                     local, sizeof sgcount, &sgcount, NULL));
    CHECK(sgsize >= 1 && sgcount == (64 + sgsize - 1) / sgsize);
  }
  CHECK_OK(clReleaseKernel(kr));
  kernel_teardown(&k);
}

/* Kernels of programs from IL: "Kernel argument information is only
 * available if the program object associated with kernel is created with
 * clCreateProgramWithSource" (API 5.9.4), -cl-kernel-arg-info or not, and
 * CL_KERNEL_ATTRIBUTES is empty "for kernels not created from OpenCL C
 * source" (5.9.3). The same holds for a binary of such a program and a
 * link of an object compiled from IL. */
static void check_no_metadata(cl_program p) {
  cl_int err;
  cl_kernel kr = clCreateKernel(p, "vadd", &err);
  CHECK_OK(err);
  char buf[256] = "x";
  size_t n = 77;
  static const cl_kernel_arg_info what[] = {CL_KERNEL_ARG_ADDRESS_QUALIFIER, CL_KERNEL_ARG_ACCESS_QUALIFIER,
                                            CL_KERNEL_ARG_TYPE_NAME, CL_KERNEL_ARG_TYPE_QUALIFIER,
                                            CL_KERNEL_ARG_NAME};
  for (size_t i = 0; kr && i < sizeof what / sizeof what[0]; i++)
    for (cl_uint a = 0; a < 4; a++)
      CHECK_ERR(clGetKernelArgInfo(kr, a, what[i], sizeof buf, buf, NULL), CL_KERNEL_ARG_INFO_NOT_AVAILABLE);
  if (kr) CHECK_OK(clReleaseKernel(kr));
  kr = clCreateKernel(p, "reqd", &err);
  CHECK_OK(err);
  if (kr) {
    CHECK_OK(clGetKernelInfo(kr, CL_KERNEL_ATTRIBUTES, sizeof buf, buf, &n));
    CHECK_EQ(n, 1);
    CHECK_EQ(buf[0], 0);
    /* The required size itself is still known and enforced. */
    size_t cwg[3] = {0};
    CHECK_OK(clGetKernelWorkGroupInfo(kr, NULL, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof cwg, cwg, NULL));
    CHECK(cwg[0] == 8 && cwg[1] == 2 && cwg[2] == 1);
    CHECK_OK(clReleaseKernel(kr));
  }
}

static cl_program il_program(cl_context ctx, const char *file) {
  size_t n = 0;
  char path[512];
  snprintf(path, sizeof path, "%s/%s.spv", kernel_dir(), file);
  void *il = cltest_read_file(path, &n);
  cl_int err;
  cl_program p = clCreateProgramWithIL(ctx, il, n, &err);
  free(il);
  MUST(err);
  return p;
}

TEST(il_kernel_metadata) {
  cltest_env env;
  cltest_setup(&env, 0);
  /* one module with both kernels: link args.spv and ndrange.spv */
  cl_program a = il_program(env.ctx, "args"), b = il_program(env.ctx, "ndrange");
  CHECK_OK(clCompileProgram(a, 1, &env.device, "-cl-kernel-arg-info", 0, NULL, NULL, NULL, NULL));
  CHECK_OK(clCompileProgram(b, 1, &env.device, "-cl-kernel-arg-info", 0, NULL, NULL, NULL, NULL));
  cl_program in[2] = {a, b};
  cl_int err;
  cl_program linked = clLinkProgram(env.ctx, 1, &env.device, NULL, 2, in, NULL, NULL, &err);
  CHECK_OK(err);
  if (linked) {
    check_no_metadata(linked);
    /* its executable as a binary, built again */
    size_t size = 0;
    CHECK_OK(clGetProgramInfo(linked, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL));
    unsigned char *bin = cltest_malloc(size);
    CHECK_OK(clGetProgramInfo(linked, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL));
    const unsigned char *cbin = bin;
    cl_program fromb = clCreateProgramWithBinary(env.ctx, 1, &env.device, &size, &cbin, NULL, &err);
    CHECK_OK(err);
    CHECK_OK(clBuildProgram(fromb, 1, &env.device, "-cl-kernel-arg-info", NULL, NULL));
    check_no_metadata(fromb);
    CHECK_OK(clReleaseProgram(fromb));
    free(bin);
    CHECK_OK(clReleaseProgram(linked));
  }
  CHECK_OK(clReleaseProgram(a));
  CHECK_OK(clReleaseProgram(b));
  /* Built directly, with the option. */
  cl_program p = il_program(env.ctx, "args");
  CHECK_OK(clBuildProgram(p, 1, &env.device, "-cl-kernel-arg-info", NULL, NULL));
  cl_kernel kr = clCreateKernel(p, "vadd", &err);
  CHECK_OK(err);
  char name[32];
  CHECK_ERR(clGetKernelArgInfo(kr, 0, CL_KERNEL_ARG_NAME, sizeof name, name, NULL), CL_KERNEL_ARG_INFO_NOT_AVAILABLE);
  CHECK_OK(clReleaseKernel(kr));
  CHECK_OK(clReleaseProgram(p));
  cltest_teardown(&env);
}
