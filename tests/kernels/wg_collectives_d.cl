// wg_collectives_d.cl: the work-group collective functions of double
// (wg_collectives.h), where the device has fp64.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "wg_collectives.h"

WG_KERNELS(double, double)
