/* test_subgroup_queries.c: the sub-group queries of the API
 * (clGetKernelSubGroupInfo and its KHR form, CL_DEVICE_MAX_NUM_SUB_GROUPS,
 * CL_DEVICE_SUB_GROUP_SIZES_INTEL, cl_intel_required_subgroup_size) against
 * what kernels observe at run time, with the rules of the OpenCL 3.0 API
 * specification (5.9.3, "Kernel Object Queries") and the OpenCL C
 * specification's sub-group functions: every sub-group of a work-group but
 * the last has get_max_sub_group_size() work-items; get_num_sub_groups() is
 * the work-group's size divided by that, rounded up; the query for an
 * NDRange's local size gives the values the dispatch observes. */
#include "kernel_harness.h"

typedef struct sg_wi {
  uint32_t lid, sgid, size, max, num, enq, llid, group;
} sg_wi;

static bool has_ext(cl_device_id dev, const char *name) {
  size_t n = 0;
  MUST(clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, 0, NULL, &n));
  char *s = cltest_malloc(n + 1);
  MUST(clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, n, s, NULL));
  bool found = false;
  for (char *t = strtok(s, " "); t; t = strtok(NULL, " ")) found = found || !strcmp(t, name);
  free(s);
  return found;
}

static bool has_feature(cl_device_id dev, const char *name) {
  size_t n = 0;
  MUST(clGetDeviceInfo(dev, CL_DEVICE_OPENCL_C_FEATURES, 0, NULL, &n));
  cl_name_version *v = cltest_malloc(n ? n : 1);
  MUST(clGetDeviceInfo(dev, CL_DEVICE_OPENCL_C_FEATURES, n, v, NULL));
  bool found = false;
  for (size_t i = 0; i < n / sizeof *v; i++) found = found || !strcmp(v[i].name, name);
  free(v);
  return found;
}

static cl_uint max_num_sub_groups(cl_device_id dev) {
  cl_uint n = 0;
  MUST(clGetDeviceInfo(dev, CL_DEVICE_MAX_NUM_SUB_GROUPS, sizeof n, &n, NULL));
  return n;
}

/* Every case here needs sub-groups; a device without them is checked for
 * saying so consistently and the case ends as skipped. */
static void need_subgroups(kh *h) {
  if (max_num_sub_groups(h->env.device)) return;
  CHECK(!has_ext(h->env.device, "cl_khr_subgroups"));
  CHECK(!has_feature(h->env.device, "__opencl_c_subgroups"));
  fprintf(stderr, "the device has no sub-groups\n");
  exit(cltest_failures ? 1 : 77);
}

static size_t prod(cl_uint dim, const size_t *v) {
  size_t p = 1;
  for (cl_uint d = 0; d < dim; d++) p *= v[d];
  return p;
}

static size_t query(cl_kernel k, cl_device_id dev, cl_kernel_sub_group_info what, cl_uint dim,
                    const size_t *local) {
  size_t v = 0;
  CHECK_OK(clGetKernelSubGroupInfo(k, dev, what, dim * sizeof(size_t), local, sizeof v, &v, NULL));
  return v;
}

/* Runs `k` (one argument: the sg_wi buffer) and returns what each
 * work-item saw, indexed by global linear id. */
static sg_wi *observe(kh *h, cl_kernel k, cl_uint dim, const size_t *global, const size_t *local) {
  size_t n = prod(dim, global);
  cl_mem out = kh_out(h, n * sizeof(sg_wi));
  kh_arg_mem(k, 0, out);
  kh_run(h, k, dim, NULL, global, local);
  sg_wi *w = cltest_malloc(n * sizeof *w);
  kh_read(h, out, w, n * sizeof *w);
  clReleaseMemObject(out);
  return w;
}

/* The size of work-group `group` (linear id) of an NDRange whose last
 * work-group in each dimension may be smaller (OpenCL 2.0+). */
static size_t group_size(cl_uint dim, const size_t *global, const size_t *local, uint32_t group) {
  size_t size = 1;
  for (cl_uint d = 0; d < dim; d++) {
    size_t groups = (global[d] + local[d] - 1) / local[d];
    size_t g = group % groups;
    group = (uint32_t)(group / groups);
    size_t rest = global[d] - g * local[d];
    size *= rest < local[d] ? rest : local[d];
  }
  return size;
}

/* Checks one dispatch against the queries and the spec's rules. */
static void check_dispatch(kh *h, cl_kernel k, cl_uint dim, const size_t *global, const size_t *local) {
  cl_device_id dev = h->env.device;
  size_t qmax = query(k, dev, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, dim, local);
  size_t qcount = query(k, dev, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, dim, local);
  size_t lsize = prod(dim, local);
  CHECK(qmax >= 1 && qmax <= lsize);
  CHECK_EQ(qcount, (lsize + qmax - 1) / qmax);
  size_t n = prod(dim, global);
  sg_wi *w = observe(h, k, dim, global, local);
  size_t groups = 1;
  for (cl_uint d = 0; d < dim; d++) groups *= (global[d] + local[d] - 1) / local[d];
  /* members[group][sgid][lid]: each lane of each sub-group exactly once */
  size_t cells = groups * qcount * qmax;
  uint8_t *seen = calloc(cells, 1);
  uint32_t *count = calloc(groups * qcount, sizeof *count);
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) {
    const sg_wi *x = &w[i];
    size_t gsize = group_size(dim, global, local, x->group);
    size_t num = (gsize + qmax - 1) / qmax;
    bool ok = x->group < groups && x->max == qmax && x->enq == qcount && x->num == num &&
              x->llid < gsize && x->sgid < num && x->lid < x->size && x->size <= qmax;
    if (ok) {
      size_t c = ((size_t)x->group * qcount + x->sgid) * qmax + x->lid;
      ok = !seen[c];
      seen[c] = 1;
      count[(size_t)x->group * qcount + x->sgid]++;
    }
    if (!ok && bad++ < 5)
      fprintf(stderr,
              "dim %u local %zu: work-item %zu (group %u of %zu items): lid %u sgid %u size %u max %u "
              "num %u enq %u llid %u; queries max %zu count %zu\n",
              dim, lsize, i, x->group, gsize, x->lid, x->sgid, x->size, x->max, x->num, x->enq, x->llid,
              qmax, qcount);
  }
  /* get_sub_group_size() counts its sub-group's work-items; all sub-groups
   * but the last of a work-group are full. */
  for (size_t i = 0; i < n && !bad; i++) {
    const sg_wi *x = &w[i];
    size_t gsize = group_size(dim, global, local, x->group);
    size_t num = (gsize + qmax - 1) / qmax;
    uint32_t members = count[(size_t)x->group * qcount + x->sgid];
    if (x->size != members || (x->sgid + 1 < num && x->size != qmax)) {
      if (bad++ < 5)
        fprintf(stderr, "work-item %zu: sub-group %u of group %u has %u work-items, size says %u\n", i,
                x->sgid, x->group, members, x->size);
    }
  }
  CHECK_EQ(bad, 0);
  free(seen);
  free(count);
  free(w);
}

TEST(subgroup_device_queries) {
  kh h;
  kh_open(&h, "subgroup_queries");
  need_subgroups(&h);
  cl_device_id dev = h.env.device;
  /* every extension whose lowering needs only what __opencl_c_subgroups needs */
  for (const char *e = "cl_intel_subgroups\0cl_intel_required_subgroup_size\0"
                       "cl_qcom_subgroup_shuffle\0cl_khr_subgroup_non_uniform_vote\0cl_khr_subgroup_ballot\0"
                       "cl_khr_subgroup_non_uniform_arithmetic\0cl_khr_subgroup_shuffle\0"
                       "cl_khr_subgroup_shuffle_relative\0cl_khr_subgroup_clustered_reduce\0"
                       "cl_khr_subgroup_rotate\0";
       *e; e += strlen(e) + 1)
    if (!has_ext(dev, e)) fprintf(stderr, "missing %s\n", e), cltest_failures++;
  CHECK(has_feature(dev, "__opencl_c_subgroups"));
  cl_bool ifp = CL_TRUE;
  CHECK_OK(clGetDeviceInfo(dev, CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS, sizeof ifp, &ifp, NULL));
  CHECK_EQ(ifp, CL_FALSE); /* Vulkan promises none between subgroups */
  /* cl_khr_subgroups requires that guarantee (the query must be CL_TRUE
   * where it is offered), so it is not offered; the same built-ins come
   * with __opencl_c_subgroups and cl_intel_subgroups. */
  CHECK(!has_ext(dev, "cl_khr_subgroups"));

  size_t nbytes = 0, sizes[16];
  CHECK_OK(clGetDeviceInfo(dev, CL_DEVICE_SUB_GROUP_SIZES_INTEL, sizeof sizes, sizes, &nbytes));
  size_t nsizes = nbytes / sizeof(size_t);
  CHECK(nsizes >= 1 && nbytes % sizeof(size_t) == 0);
  for (size_t i = 0; i < nsizes; i++) {
    CHECK(sizes[i] && !(sizes[i] & (sizes[i] - 1)));
    if (i) CHECK(sizes[i] > sizes[i - 1]);
  }

  /* A work-group of the device's largest size: the sub-group size the
   * kernel observes is one the device lists, and the work-group holds no
   * more sub-groups than CL_DEVICE_MAX_NUM_SUB_GROUPS. */
  cl_kernel k = kh_kernel(&h, "sg_info");
  size_t wg = 0;
  MUST(clGetKernelWorkGroupInfo(k, dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
  size_t global = wg * 2;
  sg_wi *w = observe(&h, k, 1, &global, &wg);
  bool listed = false;
  for (size_t i = 0; i < nsizes; i++) listed = listed || sizes[i] == w[0].max;
  CHECK(listed);
  CHECK(w[0].num <= max_num_sub_groups(dev));
  CHECK_EQ(w[0].num, (wg + w[0].max - 1) / w[0].max);
  free(w);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(subgroup_queries_match_kernel) {
  kh h;
  kh_open(&h, "subgroup_queries");
  need_subgroups(&h);
  cl_kernel k = kh_kernel(&h, "sg_info");
  static const struct {
    cl_uint dim;
    size_t global[3], local[3];
  } cases[] = {
    {1, {256}, {64}},        {1, {100}, {32}},        {1, {37}, {37}},       {1, {1000}, {250}},
    {1, {5}, {1}},           {1, {70}, {7}},          {1, {200}, {96}},      {2, {10, 7}, {4, 4}},
    {2, {33, 9}, {16, 3}},   {2, {64, 4}, {8, 4}},    {2, {9, 9}, {3, 5}},   {3, {5, 6, 7}, {2, 3, 4}},
    {3, {9, 9, 9}, {4, 4, 4}}, {3, {16, 8, 4}, {8, 4, 2}}, {3, {7, 5, 3}, {7, 5, 3}},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    check_dispatch(&h, k, cases[i].dim, cases[i].global, cases[i].local);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(subgroup_local_size_for_count) {
  kh h;
  kh_open(&h, "subgroup_queries");
  need_subgroups(&h);
  cl_device_id dev = h.env.device;
  cl_kernel k = kh_kernel(&h, "sg_info");
  size_t most = 0;
  CHECK_OK(clGetKernelSubGroupInfo(k, dev, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, NULL, sizeof most, &most, NULL));
  CHECK(most >= 1);
  size_t counts[] = {1, 2, 3, most, most + 1, 0};
  for (size_t c = 0; c < sizeof counts / sizeof *counts; c++) {
    for (cl_uint dims = 1; dims <= 3; dims++) {
      size_t out[3] = {99, 99, 99}, ret = 0;
      CHECK_OK(clGetKernelSubGroupInfo(k, dev, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT, sizeof(size_t),
                                       &counts[c], dims * sizeof(size_t), out, &ret));
      CHECK_EQ(ret, dims * sizeof(size_t));
      if (counts[c] == 0 || counts[c] > most) {
        /* no work-group has that many sub-groups: zeros */
        for (cl_uint d = 0; d < dims; d++) CHECK_EQ(out[d], 0);
        continue;
      }
      for (cl_uint d = 1; d < dims; d++) CHECK_EQ(out[d], 1);
      CHECK(out[0] >= 1);
      /* a dispatch with that local size has that many sub-groups */
      size_t global[3] = {out[0] * 2, out[1], out[2]};
      sg_wi *w = observe(&h, k, dims, global, out);
      for (size_t i = 0; i < prod(dims, global); i++) CHECK_EQ(w[i].num, counts[c]);
      free(w);
      CHECK_EQ(query(k, dev, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, dims, out), counts[c]);
    }
  }
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(subgroup_info_errors) {
  kh h;
  kh_open(&h, "subgroup_queries");
  need_subgroups(&h);
  cl_device_id dev = h.env.device;
  cl_kernel k = kh_kernel(&h, "sg_info");
  size_t local[4] = {16, 2, 2, 2}, v = 0, ret = 0;
  const cl_kernel_sub_group_info ndr = CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE;

  CHECK_ERR(clGetKernelSubGroupInfo(NULL, dev, ndr, sizeof(size_t), local, sizeof v, &v, NULL),
            CL_INVALID_KERNEL);
  cltest_fake fk, fd;
  cltest_fake_init(&fk, k);
  CHECK_ERR(clGetKernelSubGroupInfo((cl_kernel)&fk, dev, ndr, sizeof(size_t), local, sizeof v, &v, NULL),
            CL_INVALID_KERNEL);
  cltest_fake_init(&fd, dev);
  CHECK_ERR(clGetKernelSubGroupInfo(k, (cl_device_id)&fd, ndr, sizeof(size_t), local, sizeof v, &v, NULL),
            CL_INVALID_DEVICE);
  /* one device: NULL names it */
  CHECK_OK(clGetKernelSubGroupInfo(k, NULL, ndr, sizeof(size_t), local, sizeof v, &v, NULL));

  CHECK_ERR(clGetKernelSubGroupInfo(k, dev, 0, sizeof(size_t), local, sizeof v, &v, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetKernelSubGroupInfo(k, dev, CL_KERNEL_WORK_GROUP_SIZE, 0, NULL, sizeof v, &v, NULL),
            CL_INVALID_VALUE);
  for (int q = 0; q < 2; q++) {
    cl_kernel_sub_group_info what = q ? CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE : ndr;
    CHECK_ERR(clGetKernelSubGroupInfo(k, dev, what, sizeof(size_t), NULL, sizeof v, &v, NULL), CL_INVALID_VALUE);
    CHECK_ERR(clGetKernelSubGroupInfo(k, dev, what, 0, local, sizeof v, &v, NULL), CL_INVALID_VALUE);
    CHECK_ERR(clGetKernelSubGroupInfo(k, dev, what, 4 * sizeof(size_t), local, sizeof v, &v, NULL),
              CL_INVALID_VALUE);
    CHECK_ERR(clGetKernelSubGroupInfo(k, dev, what, 3, local, sizeof v, &v, NULL), CL_INVALID_VALUE);
    CHECK_ERR(clGetKernelSubGroupInfo(k, dev, what, sizeof(size_t), local, 4, &v, NULL), CL_INVALID_VALUE);
    size_t zero[2] = {16, 0};
    CHECK_ERR(clGetKernelSubGroupInfo(k, dev, what, sizeof zero, zero, sizeof v, &v, NULL), CL_INVALID_VALUE);
    /* no param_value: only the size */
    CHECK_OK(clGetKernelSubGroupInfo(k, dev, what, sizeof(size_t), local, 0, NULL, &ret));
    CHECK_EQ(ret, sizeof(size_t));
  }
  size_t one = 1, out[3];
  const cl_kernel_sub_group_info lsz = CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT;
  CHECK_ERR(clGetKernelSubGroupInfo(k, dev, lsz, sizeof(size_t), NULL, sizeof out, out, NULL), CL_INVALID_VALUE);
  CHECK_ERR(clGetKernelSubGroupInfo(k, dev, lsz, 2 * sizeof(size_t), &one, sizeof out, out, NULL),
            CL_INVALID_VALUE);
  CHECK_ERR(clGetKernelSubGroupInfo(k, dev, lsz, sizeof(size_t), &one, 4 * sizeof(size_t), local, NULL),
            CL_INVALID_VALUE);
  CHECK_ERR(clGetKernelSubGroupInfo(k, dev, lsz, sizeof(size_t), &one, 5, out, NULL), CL_INVALID_VALUE);

  /* the kernel declares neither a sub-group count nor a sub-group size */
  CHECK_OK(clGetKernelSubGroupInfo(k, dev, CL_KERNEL_COMPILE_NUM_SUB_GROUPS, 0, NULL, sizeof v, &v, NULL));
  CHECK_EQ(v, 0);
  v = 99;
  CHECK_OK(clGetKernelSubGroupInfo(k, dev, CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL, 0, NULL, sizeof v, &v, NULL));
  CHECK_EQ(v, 0);
  /* CL_KERNEL_MAX_NUM_SUB_GROUPS: the sub-groups of the largest work-group */
  size_t wg = 0, most = 0;
  MUST(clGetKernelWorkGroupInfo(k, dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
  CHECK_OK(clGetKernelSubGroupInfo(k, dev, CL_KERNEL_MAX_NUM_SUB_GROUPS, 0, NULL, sizeof most, &most, NULL));
  CHECK_EQ(most, query(k, dev, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, 1, &wg));

  /* the KHR entry point answers as the core one */
  clGetKernelSubGroupInfoKHR_fn khr = (clGetKernelSubGroupInfoKHR_fn)
      clGetExtensionFunctionAddressForPlatform(h.env.platform, "clGetKernelSubGroupInfoKHR");
  CHECK(khr != NULL);
  if (khr) {
    size_t a = 0, b = 0;
    CHECK_OK(khr(k, dev, ndr, 3 * sizeof(size_t), local, sizeof a, &a, NULL));
    CHECK_OK(clGetKernelSubGroupInfo(k, dev, ndr, 3 * sizeof(size_t), local, sizeof b, &b, NULL));
    CHECK_EQ(a, b);
    CHECK_ERR(khr(k, dev, ndr, sizeof(size_t), NULL, sizeof a, &a, NULL), CL_INVALID_VALUE);
  }
  clReleaseKernel(k);
  kh_close(&h);
}

/* Builds subgroup_req<N>: a kernel with intel_reqd_sub_group_size(N). */
static cl_int build_required(kh *h, size_t n, cl_program *prog, char *log, size_t logsize) {
  char path[1024];
  snprintf(path, sizeof path, "%s/subgroup_req%zu.spv", kh_kernel_dir(), n);
  size_t size = 0;
  void *il = cltest_read_file(path, &size);
  if (!il) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(1);
  }
  cl_int err;
  *prog = clCreateProgramWithIL(h->env.ctx, il, size, &err);
  free(il);
  MUST(err);
  err = clBuildProgram(*prog, 1, &h->env.device, "", NULL, NULL);
  log[0] = 0;
  clGetProgramBuildInfo(*prog, h->env.device, CL_PROGRAM_BUILD_LOG, logsize, log, NULL);
  return err;
}

TEST(required_subgroup_size) {
  kh h;
  kh_open(&h, "subgroup_queries");
  need_subgroups(&h);
  cl_device_id dev = h.env.device;
  size_t sizes[16], nbytes = 0;
  MUST(clGetDeviceInfo(dev, CL_DEVICE_SUB_GROUP_SIZES_INTEL, sizeof sizes, sizes, &nbytes));
  size_t nsizes = nbytes / sizeof(size_t);
  static const size_t wanted[] = {4, 8, 16, 32, 64, 128};
  int built = 0;
  for (size_t r = 0; r < sizeof wanted / sizeof *wanted; r++) {
    bool supported = false;
    for (size_t i = 0; i < nsizes; i++) supported = supported || sizes[i] == wanted[r];
    cl_program prog;
    char log[4096];
    cl_int err = build_required(&h, wanted[r], &prog, log, sizeof log);
    if (!supported) {
      /* a build failure whose log names the kernel's size and the device's */
      CHECK_ERR(err, CL_BUILD_PROGRAM_FAILURE);
      char want[64];
      snprintf(want, sizeof want, "intel_reqd_sub_group_size(%zu)", wanted[r]);
      CHECK(strstr(log, want) != NULL);
      snprintf(want, sizeof want, "%zu", sizes[0]);
      CHECK(strstr(log, "supports") != NULL && strstr(strstr(log, "supports"), want) != NULL);
      clReleaseProgram(prog);
      continue;
    }
    built++;
    CHECK_OK(err);
    if (err) {
      fprintf(stderr, "%s\n", log);
      clReleaseProgram(prog);
      continue;
    }
    cl_kernel k = clCreateKernel(prog, "sg_req", &err);
    MUST(err);
    size_t v = 0;
    CHECK_OK(clGetKernelSubGroupInfo(k, dev, CL_KERNEL_COMPILE_SUB_GROUP_SIZE_INTEL, 0, NULL, sizeof v, &v, NULL));
    CHECK_EQ(v, wanted[r]);
    size_t wg = 0;
    MUST(clGetKernelWorkGroupInfo(k, dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
    size_t local = wg < 128 ? wg : 128;
    CHECK_EQ(query(k, dev, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, 1, &local),
             local < wanted[r] ? local : wanted[r]);
    /* the dispatches run with sub-groups of the required size */
    check_dispatch(&h, k, 1, (size_t[]){local * 3}, &local);
    size_t g2[2] = {20, 9}, l2[2] = {10, 3};
    check_dispatch(&h, k, 2, g2, l2);
    size_t g3[3] = {6, 6, 6}, l3[3] = {4, 4, 2};
    check_dispatch(&h, k, 3, g3, l3);
    sg_wi *w = observe(&h, k, 1, (size_t[]){local}, &local);
    CHECK_EQ(w[0].max, local < wanted[r] ? local : wanted[r]);
    free(w);
    clReleaseKernel(k);
    clReleaseProgram(prog);
  }
  CHECK(built >= 1); /* every device we know has a size in 4..128 */
  kh_close(&h);
}
