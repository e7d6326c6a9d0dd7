/* test_workgroup.c: work-group cooperation (workgroup.cl): a tiled matrix
 * multiply with __local tiles against a host product in the same order;
 * struct-of-arrays and array-of-structs updates; __global exchanges
 * ordered by barriers of each form; __local memory up to the device's
 * CL_DEVICE_LOCAL_MEM_SIZE, CL_KERNEL_LOCAL_MEM_SIZE, and
 * CL_OUT_OF_RESOURCES beyond. */
#include <math.h>
#include <stddef.h>

#include "kernel_harness.h"

TEST(matmul_tiled) {
  kh h;
  kh_open(&h, "workgroup");
  cl_kernel k = kh_kernel(&h, "matmul_tiled");
  const cl_uint M = 64, N = 48, K = 80;
  float *A = cltest_malloc(M * K * 4), *B = cltest_malloc(K * N * 4), *C = cltest_malloc(M * N * 4),
        *want = cltest_malloc(M * N * 4);
  kh_gen_f32(A, M * K, 1101, false);
  kh_gen_f32(B, K * N, 1102, false);
  for (cl_uint r = 0; r < M; r++)
    for (cl_uint c = 0; c < N; c++) {
      float acc = 0.0f;
      for (cl_uint i = 0; i < K; i++) acc = fmaf(A[r * K + i], B[i * N + c], acc);
      want[r * N + c] = acc;
    }
  cl_mem ma = kh_in(&h, A, M * K * 4), mb = kh_in(&h, B, K * N * 4), mc = kh_out(&h, M * N * 4);
  kh_arg_mem(k, 0, ma);
  kh_arg_mem(k, 1, mb);
  kh_arg_mem(k, 2, mc);
  kh_arg(k, 3, 4, &M);
  kh_arg(k, 4, 4, &N);
  kh_arg(k, 5, 4, &K);
  size_t global[2] = {N, M}, local[2] = {16, 16};
  kh_run(&h, k, 2, NULL, global, local);
  kh_read(&h, mc, C, M * N * 4);
  kh_check_f32("matmul_tiled", C, want, M * N, 0);
  clReleaseMemObject(ma), clReleaseMemObject(mb), clReleaseMemObject(mc);
  free(A), free(B), free(C), free(want);
  clReleaseKernel(k);
  kh_close(&h);
}

enum { NP = 256 };
typedef struct {
  float x[NP], y[NP], z[NP];
  cl_int alive[NP];
} particles_soa;
typedef struct {
  cl_float3 pos;
  cl_int alive;
} particle_aos;
_Static_assert(sizeof(particle_aos) == 32 && offsetof(particle_aos, alive) == 16, "OpenCL C layout");

TEST(struct_of_arrays) {
  kh h;
  kh_open(&h, "workgroup");
  static particles_soa p, v, got;
  static particle_aos pa[NP], va[NP], gota[NP];
  float r[6 * NP];
  kh_gen_f32(r, 6 * NP, 1103, false);
  for (int i = 0; i < NP; i++) {
    p.x[i] = r[i], p.y[i] = r[NP + i], p.z[i] = r[2 * NP + i] * 100.0f;
    v.x[i] = r[3 * NP + i], v.y[i] = r[4 * NP + i], v.z[i] = r[5 * NP + i] * 1000.0f;
    p.alive[i] = i % 5 != 0;
    pa[i].pos.s[0] = p.x[i], pa[i].pos.s[1] = p.y[i], pa[i].pos.s[2] = p.z[i], pa[i].pos.s[3] = 0;
    va[i].pos.s[0] = v.x[i], va[i].pos.s[1] = v.y[i], va[i].pos.s[2] = v.z[i], va[i].pos.s[3] = 0;
    pa[i].alive = p.alive[i];
  }
  float dt = 0.125f;
  cl_kernel ks = kh_kernel(&h, "step_soa"), ka = kh_kernel(&h, "step_aos");
  cl_mem mp = kh_in(&h, &p, sizeof p), mv = kh_in(&h, &v, sizeof v), mpa = kh_in(&h, pa, sizeof pa),
         mva = kh_in(&h, va, sizeof va);
  kh_arg_mem(ks, 0, mp);
  kh_arg_mem(ks, 1, mv);
  kh_arg(ks, 2, 4, &dt);
  kh_arg_mem(ka, 0, mpa);
  kh_arg_mem(ka, 1, mva);
  kh_arg(ka, 2, 4, &dt);
  size_t n = NP;
  for (int step = 0; step < 3; step++) {
    kh_run(&h, ks, 1, NULL, &n, NULL);
    kh_run(&h, ka, 1, NULL, &n, NULL);
    for (int i = 0; i < NP; i++) {
      if (!p.alive[i]) continue;
      p.x[i] += v.x[i] * dt;
      p.y[i] += v.y[i] * dt;
      p.z[i] += v.z[i] * dt;
      p.alive[i] = p.z[i] > -100.0f;
    }
  }
  kh_read(&h, mp, &got, sizeof got);
  kh_read(&h, mpa, gota, sizeof gota);
  kh_check_f32("struct of arrays: x", got.x, p.x, NP, 0);
  kh_check_f32("struct of arrays: y", got.y, p.y, NP, 0);
  kh_check_f32("struct of arrays: z", got.z, p.z, NP, 0);
  kh_check_u32("struct of arrays: alive", (uint32_t *)got.alive, (uint32_t *)p.alive, NP);
  float ax[NP], az[NP];
  uint32_t aal[NP];
  for (int i = 0; i < NP; i++) ax[i] = gota[i].pos.s[0], az[i] = gota[i].pos.s[2], aal[i] = (uint32_t)gota[i].alive;
  kh_check_f32("array of structs: x", ax, p.x, NP, 0);
  kh_check_f32("array of structs: z", az, p.z, NP, 0);
  kh_check_u32("array of structs: alive", aal, (uint32_t *)p.alive, NP);
  clReleaseMemObject(mp), clReleaseMemObject(mv), clReleaseMemObject(mpa), clReleaseMemObject(mva);
  clReleaseKernel(ks), clReleaseKernel(ka);
  kh_close(&h);
}

TEST(global_exchange_barriers) {
  kh h;
  kh_open(&h, "workgroup");
  const char *names[] = {"exchange_barrier", "exchange_wg_scope", "exchange_dev_scope"};
  const size_t locals[] = {64, 24, 7};
  for (size_t f = 0; f < 3; f++)
    for (size_t t = 0; t < 3; t++) {
      size_t l = locals[t], n = l * 9;
      cl_kernel k = kh_kernel(&h, names[f]);
      uint32_t *got = cltest_malloc(n * 4), *want = cltest_malloc(n * 4);
      for (size_t g = 0; g < n; g++) {
        size_t base = g - g % l, i = g % l;
        want[g] = (uint32_t)((base + (i + 1) % l) * 7 + 3 + ((base + (i + l - 1) % l) * 7 + 3) * 1000);
      }
      cl_mem mb = kh_out(&h, n * 4), mo = kh_out(&h, n * 4);
      kh_arg_mem(k, 0, mb);
      kh_arg_mem(k, 1, mo);
      kh_run(&h, k, 1, NULL, &n, &l);
      kh_read(&h, mo, got, n * 4);
      char what[96];
      snprintf(what, sizeof what, "%s (local size %zu)", names[f], l);
      kh_check_u32(what, got, want, n);
      clReleaseMemObject(mb), clReleaseMemObject(mo);
      free(got), free(want);
      clReleaseKernel(k);
    }
  kh_close(&h);
}

/* All of CL_DEVICE_LOCAL_MEM_SIZE can be given to a kernel; more cannot. */
TEST(local_mem_limits) {
  kh h;
  kh_open(&h, "workgroup");
  cl_ulong dev_local = 0;
  CHECK_OK(clGetDeviceInfo(h.env.device, CL_DEVICE_LOCAL_MEM_SIZE, sizeof dev_local, &dev_local, NULL));
  CHECK(dev_local >= 32 * 1024); /* OpenCL 3.0's minimum for a full-profile device */
  cl_kernel k = kh_kernel(&h, "local_arg_only");
  size_t n = 64, l = 64;
  cl_mem mo = kh_out(&h, n * 4);
  kh_arg(k, 0, (size_t)dev_local, NULL);
  kh_arg_mem(k, 1, mo);
  cl_ulong klocal = 0;
  CHECK_OK(clGetKernelWorkGroupInfo(k, h.env.device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof klocal, &klocal, NULL));
  CHECK(klocal >= dev_local);
  kh_run(&h, k, 1, NULL, &n, &l);
  uint32_t got[64], want[64];
  kh_read(&h, mo, got, sizeof got);
  for (uint32_t i = 0; i < 64; i++) want[i] = (i + 1) % 64;
  kh_check_u32("local_arg_only with all the local memory", got, want, 64);
  kh_arg(k, 0, (size_t)dev_local + 4, NULL);
  CHECK_ERR(clEnqueueNDRangeKernel(h.env.queue, k, 1, NULL, &n, &l, 0, NULL, NULL), CL_OUT_OF_RESOURCES);
  clReleaseKernel(k);

  /* static __local data plus an argument */
  k = kh_kernel(&h, "local_static_and_arg");
  kh_arg(k, 0, 256, NULL);
  kh_arg_mem(k, 1, mo);
  CHECK_OK(clGetKernelWorkGroupInfo(k, h.env.device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof klocal, &klocal, NULL));
  CHECK(klocal >= 40 * 4 + 256 && klocal <= 40 * 4 + 256 + 64);
  kh_run(&h, k, 1, NULL, &n, &l);
  float fg[64], fw[64];
  kh_read(&h, mo, fg, sizeof fg);
  for (int i = 0; i < 64; i++) fw[i] = (float)(i % 40) + 2.0f * (float)i;
  kh_check_f32("local_static_and_arg", fg, fw, 64, 0);
  clReleaseMemObject(mo);
  clReleaseKernel(k);
  kh_close(&h);
}
