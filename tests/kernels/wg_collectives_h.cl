// wg_collectives_h.cl: the work-group collective functions of half
// (wg_collectives.h), where the device has fp16.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "wg_collectives.h"

WG_KERNELS(half, half)
