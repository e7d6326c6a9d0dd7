#!/usr/bin/python3
"""pyopencl_smoke.py: PyOpenCL (python3-pyopencl) through Shoal: a kernel
built from OpenCL C source with options, PyOpenCL's own generated kernels
(element-wise arithmetic and a reduction, which use __local memory and
barriers), each checked against numpy on the host."""
import sys

import numpy as np
import pyopencl as cl
import pyopencl.array as cla


def main():
    platforms = [p for p in cl.get_platforms() if p.name == "Shoal"]
    if not platforms:
        sys.exit("the Shoal platform is not loaded")
    ctx = cl.Context(platforms[0].get_devices()[:1])
    queue = cl.CommandQueue(ctx)
    rng = np.random.default_rng(7)
    a = rng.standard_normal(4099).astype(np.float32)
    b = rng.integers(-1000, 1000, 4099).astype(np.int32)

    prg = cl.Program(ctx, """
        kernel void axpb(global const float *a, global const int *b, global float *out, float s) {
            size_t i = get_global_id(0);
            out[i] = s * a[i] + (float)(b[i] * SCALE);
        }""").build(options=["-DSCALE=3", "-cl-std=CL3.0"])
    da = cla.to_device(queue, a)
    db = cla.to_device(queue, b)
    out = cla.empty_like(da)
    prg.axpb(queue, a.shape, None, da.data, db.data, out.data, np.float32(0.5))
    want = np.float32(0.5) * a + (b * 3).astype(np.float32)
    assert np.array_equal(out.get(), want), "axpb differs from the host"

    # PyOpenCL's generated kernels.
    got = (da * 2 + 1).get()
    assert np.array_equal(got, a * np.float32(2) + np.float32(1)), "element-wise kernel differs"
    total = cla.sum(db).get()
    assert int(total) == int(b.sum()), f"sum {total} != {b.sum()}"
    biggest = cla.max(da).get()
    assert float(biggest) == float(a.max()), f"max {biggest} != {a.max()}"
    print(f"pyopencl through Shoal on {ctx.devices[0].name}: source build, element-wise, reductions: ok")


if __name__ == "__main__":
    main()
