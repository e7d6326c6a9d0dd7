#!/usr/bin/python3
"""opencv_umat.py: OpenCV 4.6 (python3-opencv) transparent API on Shoal: a
set of cv2 functions run on cv2.UMat (OpenCL) and on numpy arrays (OpenCV's
CPU code), results compared with a tolerance per function. OpenCV silently
takes its CPU code when an OpenCL kernel does not build, so the test also
checks, in OpenCV's program cache directory (OPENCV_OPENCL_CACHE_DIR, set by
run_opencv.sh), that the OpenCL program of every function was built.
Exit 77 only when python3-opencv is not installed."""
import os
import sys

try:
    import cv2
    import numpy as np
except ImportError as e:
    print(f"skipped: {e}")
    sys.exit(77)


def cases(img, gray, f32):
    """(name, OpenCV program that must be built, function of one input, input, tolerance)."""
    m = cv2.getRotationMatrix2D((40, 30), 17, 0.9)
    mx = np.tile(np.arange(96, dtype=np.float32) * 0.9 + 3, (80, 1))
    my = np.tile((np.arange(80, dtype=np.float32) * 0.8 + 5)[:, None], (1, 96))
    k = np.array([[0, -1, 0], [-1, 5, -1], [0, -1, 0]], np.float32)
    return [
        ("add", "core--arithm", lambda a: cv2.add(a, a), img, 0),
        ("addWeighted", "core--arithm", lambda a: cv2.addWeighted(a, 0.3, a, 0.5, 7), f32, 1e-4),
        ("absdiff", "core--arithm", lambda a: cv2.absdiff(a, 128), gray, 0),
        ("flip", "core--flip", lambda a: cv2.flip(a, -1), img, 0),
        ("transpose", "core--transpose", lambda a: cv2.transpose(a), f32, 0),
        ("convertScaleAbs", "core--arithm", lambda a: cv2.convertScaleAbs(a, alpha=1.7, beta=-20), gray, 0),
        ("cvtColor", "imgproc--color_rgb", lambda a: cv2.cvtColor(a, cv2.COLOR_BGR2GRAY), img, 1),
        ("cvtColorHSV", "imgproc--color_hsv", lambda a: cv2.cvtColor(a, cv2.COLOR_BGR2HSV), img, 1),
        ("GaussianBlur", "imgproc--filterSepRow", lambda a: cv2.GaussianBlur(a, (5, 5), 1.5), f32, 1e-3),
        ("boxFilter", "imgproc--boxFilter", lambda a: cv2.blur(a, (5, 5)), f32, 1e-3),
        ("filter2D", "imgproc--filter2D", lambda a: cv2.filter2D(a, -1, k), f32, 1e-3),
        ("Sobel", "imgproc--filterSepCol", lambda a: cv2.Sobel(a, cv2.CV_32F, 1, 0), f32, 1e-3),
        ("medianBlur", "imgproc--medianFilter", lambda a: cv2.medianBlur(a, 3), gray, 0),
        ("erode", "imgproc--morph", lambda a: cv2.erode(a, np.ones((3, 3), np.uint8)), gray, 0),
        ("dilate", "imgproc--morph", lambda a: cv2.dilate(a, np.ones((5, 5), np.uint8)), f32, 0),
        ("threshold", "imgproc--threshold", lambda a: cv2.threshold(a, 100, 255, cv2.THRESH_BINARY)[1], gray, 0),
        ("resize", "imgproc--resize", lambda a: cv2.resize(a, (57, 41), interpolation=cv2.INTER_LINEAR), f32, 1e-3),
        ("pyrDown", "imgproc--pyr_down", lambda a: cv2.pyrDown(a), f32, 1e-3),
        ("warpAffine", "imgproc--warp_affine", lambda a: cv2.warpAffine(a, m, (96, 80)), f32, 1e-2),
        ("remap", "imgproc--remap", lambda a: cv2.remap(a, mx, my, cv2.INTER_LINEAR), f32, 1e-2),
        ("equalizeHist", "imgproc--histogram", lambda a: cv2.equalizeHist(a), gray, 1),
        ("integral", "imgproc--integral_sum", lambda a: cv2.integral(a, sdepth=cv2.CV_32S), gray, 0),
        ("matchTemplate", "imgproc--match_template",
         lambda a: cv2.matchTemplate(a, np.ascontiguousarray(f32[10:21, 20:33]), cv2.TM_SQDIFF), f32, 1e-1),
    ]


def reductions(f32, gray):
    # cv2.norm(NORM_L2) and cv2.meanStdDev on a UMat are left out: OpenCV 4.6
    # passes an empty UMat to their kernels ("can't create cl_mem handle"),
    # with PoCL too, and takes its CPU code.
    u32, ug = cv2.UMat(f32), cv2.UMat(gray)
    return [
        ("sum", cv2.sumElems(u32)[0], cv2.sumElems(f32)[0], 1e-4),
        ("countNonZero", cv2.countNonZero(ug), cv2.countNonZero(gray), 0),
        ("minMaxLoc", cv2.minMaxLoc(u32)[:2], cv2.minMaxLoc(f32)[:2], 0),
    ]


def main():
    if not cv2.ocl.haveOpenCL() or not cv2.ocl.useOpenCL():
        sys.exit("OpenCV found no OpenCL device (OPENCV_OPENCL_DEVICE=:CPU: is needed for lavapipe)")
    print("OpenCL device:", cv2.ocl.Device.getDefault().name())
    rng = np.random.default_rng(5)
    img = rng.integers(0, 256, (80, 96, 3), dtype=np.uint8)
    gray = rng.integers(0, 256, (80, 96), dtype=np.uint8)
    f32 = rng.random((80, 96), dtype=np.float32) * 100
    bad = []
    programs = set()
    for name, program, fn, x, tol in cases(img, gray, f32):
        want = np.asarray(fn(x), dtype=np.float64)
        got = np.asarray(fn(cv2.UMat(x)).get(), dtype=np.float64)
        err = float(np.max(np.abs(got - want))) if got.shape == want.shape else float("inf")
        scale = max(1.0, float(np.max(np.abs(want)))) if tol and tol < 1 else 1.0
        ok = err <= tol * scale
        programs.add(program)
        print(f"{name}: max difference {err:.3g} {'ok' if ok else 'DIFFERS'}")
        if not ok:
            bad.append(name)
    for name, got, want, tol in reductions(f32, gray):
        g, w = np.asarray(got, np.float64), np.asarray(want, np.float64)
        ok = np.all(np.abs(g - w) <= tol * np.maximum(1, np.abs(w)))
        print(f"{name}: {got} vs {want} {'ok' if ok else 'DIFFERS'}")
        if not ok:
            bad.append(name)
    cache = os.environ.get("OPENCV_OPENCL_CACHE_DIR")
    if cache:
        built = {f.split("_")[0] if "--" not in f else f.rsplit("_", 1)[0]
                 for _, _, files in os.walk(cache) for f in files if f.endswith(".bin")}
        missing = sorted(p for p in programs if p not in built)
        print("OpenCL programs built:", " ".join(sorted(built)))
        if missing:
            bad.append("not run on OpenCL (no program built): " + " ".join(missing))
    if bad:
        sys.exit("failed: " + ", ".join(bad))
    print("opencv umat: ok")


if __name__ == "__main__":
    main()
