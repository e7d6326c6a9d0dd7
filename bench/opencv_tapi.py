#!/usr/bin/python3
"""opencv_tapi.py: OpenCV transparent-API operations on cv2.UMat, timed on
the OpenCL device OpenCV picks (run it once per ICD: OCL_ICD_VENDORS, and
OPENCV_OPENCL_DEVICE=:CPU: for lavapipe and PoCL), for issue "Performance
on every kind of Vulkan device" (docs/benchmarks.md). Each operation runs
on 1920x1080 images; the median of RUNS (default 20) runs after 3 warm-up
runs, each ending in cv2.ocl.finish(). OpenCV falls back to its CPU code
without a word where a kernel does not build or the device is not to its
liking, which would time the CPU: each operation's warm-up must add an
OpenCL program to OpenCV's program cache (a directory of this script's
own), else its line says "no OpenCL program". Prints "<op> <ms>" lines."""
import os, shutil, sys, tempfile, time
import numpy as np

CACHE = tempfile.mkdtemp(prefix="opencv_tapi_")
os.environ["OPENCV_OPENCL_CACHE_ENABLE"] = "1"
os.environ["OPENCV_OPENCL_CACHE_DIR"] = CACHE
import cv2  # noqa: E402 (reads the cache settings when it loads)

RUNS = int(os.environ.get("RUNS", "20"))
if not cv2.ocl.haveOpenCL():
    sys.exit("no OpenCL in this OpenCV")
cv2.ocl.setUseOpenCL(True)
dev = cv2.ocl.Device.getDefault()
print("device", dev.name(), "|", dev.vendorName(), "| OpenCL", dev.version())
rng = np.random.default_rng(1)
a8 = cv2.UMat(rng.integers(0, 256, (1080, 1920), dtype=np.uint8))
b8 = cv2.UMat(rng.integers(0, 256, (1080, 1920), dtype=np.uint8))
c3 = cv2.UMat(rng.integers(0, 256, (1080, 1920, 3), dtype=np.uint8))
f32 = cv2.UMat(rng.random((1080, 1920), dtype=np.float32))
ops = {
    "add_u8": lambda: cv2.add(a8, b8),
    "absdiff_u8": lambda: cv2.absdiff(a8, b8),
    "multiply_f32": lambda: cv2.multiply(f32, f32),
    "cvtColor_bgr2gray": lambda: cv2.cvtColor(c3, cv2.COLOR_BGR2GRAY),
    "GaussianBlur_5x5_u8": lambda: cv2.GaussianBlur(a8, (5, 5), 1.5),
    "resize_half_linear": lambda: cv2.resize(c3, (960, 540), interpolation=cv2.INTER_LINEAR),
    "flip_u8": lambda: cv2.flip(a8, 1),
    "threshold_u8": lambda: cv2.threshold(a8, 128, 255, cv2.THRESH_BINARY)[1],
    "sum_f32": lambda: cv2.sumElems(f32),
    "minMaxLoc_u8": lambda: cv2.minMaxLoc(a8),
}
def programs():
    """the bytes of OpenCV's program cache (a program built adds its binary)"""
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(CACHE) for f in fs)


for name, fn in ops.items():
    before = programs()
    for _ in range(3):
        fn()
    cv2.ocl.finish()
    note = "" if programs() > before else " no OpenCL program"
    t = []
    for _ in range(RUNS):
        t0 = time.perf_counter()
        fn()
        cv2.ocl.finish()
        t.append((time.perf_counter() - t0) * 1e3)
    t.sort()
    print(f"{name} {t[len(t) // 2]:.3f}{note}")
shutil.rmtree(CACHE, ignore_errors=True)
