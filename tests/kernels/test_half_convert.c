/* test_half_convert.c: conversions to and from half and vstore_half of
 * doubles (half_convert.cl): the half one on devices that report
 * cl_khr_fp16, the double one wherever the Vulkan device has
 * shaderFloat64 (elsewhere its refusal is checked). References: kernel_harness.c's IEEE
 * binary16 rounding of the exact value in each mode. */
#include <math.h>

#include "kernel_harness.h"

#define G 1024

static bool has_extension(const char *ext) {
  cl_device_id d = cltest_device();
  char buf[8192] = "";
  clGetDeviceInfo(d, CL_DEVICE_EXTENSIONS, sizeof buf, buf, NULL);
  return strstr(buf, ext) != NULL;
}

TEST(cvt_half) {
  if (!has_extension("cl_khr_fp16")) {
    fprintf(stderr, "the device does not report cl_khr_fp16: nothing to test\n");
    exit(77);
  }
  kh h;
  kh_open(&h, "half_convert");
  cl_kernel k = kh_kernel(&h, "cvt_half");
  static float in[G], back[G];
  static int16_t si[G], sat[G];
  static uint16_t got[6 * G];
  kh_gen_f32(in, G, 1101, true);
  kh_gen_int(si, G, 2, 1102);
  cl_mem mi = kh_in(&h, in, sizeof in), ms = kh_in(&h, si, sizeof si), mh = kh_out(&h, sizeof got);
  cl_mem mb = kh_out(&h, sizeof back), mt = kh_out(&h, sizeof sat);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, ms);
  kh_arg_mem(k, 2, mh);
  kh_arg_mem(k, 3, mb);
  kh_arg_mem(k, 4, mt);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mh, got, sizeof got);
  kh_read(&h, mb, back, sizeof back);
  kh_read(&h, mt, sat, sizeof sat);
  size_t bad = 0;
  const char modes[4] = {'e', 'z', 'p', 'n'};
  for (size_t i = 0; i < G; i++) {
    for (int j = 0; j < 4; j++) {
      uint16_t w = kh_half_round(in[i], modes[j]);
      if (!kh_half_same(got[j * G + i], w) && bad++ < 8)
        fprintf(stderr, "convert_half mode %c of %a: got 0x%04x, expected 0x%04x\n", modes[j], in[i], got[j * G + i], w);
    }
    uint16_t w = kh_half_round(si[i], 'e');
    if (!kh_half_same(got[4 * G + i], w) && bad++ < 8)
      fprintf(stderr, "convert_half_rte(short %d): got 0x%04x, expected 0x%04x\n", si[i], got[4 * G + i], w);
    uint16_t w5 = kh_half_round(in[i], 'z');
    if (!kh_half_same(got[5 * G + i], w5) && bad++ < 8)
      fprintf(stderr, "convert_half4_rtz[%zu]: got 0x%04x, expected 0x%04x\n", i, got[5 * G + i], w5);
    double hv = kh_half_value(kh_half_round(in[i], 'e'));
    if (!kh_f32_close(back[i], (float)hv, 0) && bad++ < 8)
      fprintf(stderr, "convert_float(half)[%zu]: got %a, expected %a\n", i, back[i], hv);
    int16_t ws = isnan(hv) ? 0 : hv >= 32767 ? 32767 : hv <= -32768 ? -32768 : (int16_t)hv;
    if (sat[i] != ws && bad++ < 8) fprintf(stderr, "convert_short_sat(half)[%zu]: got %d, expected %d\n", i, sat[i], ws);
  }
  CHECK_EQ(bad, 0);
  clReleaseMemObject(mi), clReleaseMemObject(ms), clReleaseMemObject(mh), clReleaseMemObject(mb), clReleaseMemObject(mt);
  clReleaseKernel(k);
  kh_close(&h);
}

TEST(vstore_half_double) {
  kh h;
  if (!kh_open_double(&h, "half_convert")) return;
  cl_kernel k = kh_kernel(&h, "vstore_half_double");
  static double in[G];
  static uint16_t got[4 * G];
  kh_gen_f64(in, G, 1111, true);
  /* values where rounding through float first would differ: a half tie
   * plus a little that float would lose */
  for (size_t i = 0; i < G; i += 5) in[i] = ldexp(1.0 + ldexp(1.0, -11) + ldexp(1.0, -40), (int)(i % 20) - 10);
  cl_mem mi = kh_in(&h, in, sizeof in), mh = kh_out(&h, sizeof got);
  kh_arg_mem(k, 0, mi);
  kh_arg_mem(k, 1, mh);
  size_t g = G;
  kh_run(&h, k, 1, NULL, &g, NULL);
  kh_read(&h, mh, got, sizeof got);
  size_t bad = 0;
  const char modes[4] = {'e', 'z', 'p', 'n'};
  for (size_t i = 0; i < G; i++)
    for (int j = 0; j < 4; j++) {
      uint16_t w = kh_half_round(in[i], modes[j]);
      if (!kh_half_same(got[j * G + i], w) && bad++ < 8)
        fprintf(stderr, "vstore_half mode %c of %a: got 0x%04x, expected 0x%04x\n", modes[j], in[i], got[j * G + i], w);
    }
  CHECK_EQ(bad, 0);
  clReleaseMemObject(mi), clReleaseMemObject(mh);
  clReleaseKernel(k);
  kh_close(&h);
}
