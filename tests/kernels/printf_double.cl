// printf_double.cl: printf of double values (computed in double, not
// promoted floats), on devices with 64-bit floats.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void printf_double(global const double *d) {
  size_t g = get_global_id(0);
  printf("[%u] %f %.17g %a %e %v2lf\n", (uint)g, d[g] * 3.0, d[g], d[g] / 7.0, d[g], (double2)(d[g], -d[g]));
}
