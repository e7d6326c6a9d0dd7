#!/usr/bin/python3
"""ffmpeg_filters.py: FFmpeg 5.1's *_opencl filters on Shoal against their
CPU twins. Each filter runs on frames of lavfi's testsrc uploaded to the
OpenCL device (-init_hw_device opencl, hwupload/hwdownload); the CPU filter
runs on the same frames; the two outputs are compared by PSNR over every
plane (ffmpeg's psnr filter), with a floor per filter (inf for the filters
that only move pixels). Exit 77 only when ffmpeg is not installed."""
import os
import re
import shutil
import subprocess
import sys
import tempfile

FFMPEG = shutil.which("ffmpeg")
SRC = "testsrc2=size=320x240:rate=5:duration=1"
# (name, OpenCL filter chain, CPU filter chain, pixel format, lowest PSNR in dB)
CASES = [
    ("avgblur", "avgblur_opencl=sizeX=3:sizeY=2", "avgblur=sizeX=3:sizeY=2", "yuv420p", 45),
    ("boxblur", "boxblur_opencl=luma_radius=2:luma_power=1", "boxblur=luma_radius=2:luma_power=1",
     "yuv420p", 45),
    ("unsharp", "unsharp_opencl=lx=5:ly=5:la=1.0:cx=3:cy=3:ca=0.5", "unsharp=5:5:1.0:3:3:0.5",
     "yuv420p", 40),
    ("convolution", "convolution_opencl=0 -1 0 -1 5 -1 0 -1 0:0 -1 0 -1 5 -1 0 -1 0:0 -1 0 -1 5 -1 0 -1 0",
     "convolution=0 -1 0 -1 5 -1 0 -1 0:0 -1 0 -1 5 -1 0 -1 0:0 -1 0 -1 5 -1 0 -1 0", "yuv420p", 40),
    # FFmpeg's OpenCL and CPU sobel and prewitt round differently: PoCL
    # gives the same 31.2 and 32.3 dB as Shoal.
    ("sobel", "sobel_opencl", "sobel", "yuv420p", 30),
    ("prewitt", "prewitt_opencl", "prewitt", "yuv420p", 30),
    ("roberts", "roberts_opencl", "roberts", "yuv420p", 35),
    ("dilation", "dilation_opencl", "dilation", "yuv420p", 60),
    ("erosion", "erosion_opencl", "erosion", "yuv420p", 60),
    ("transpose", "transpose_opencl=dir=clock", "transpose=dir=clock", "yuv420p", float("inf")),
    ("pad", "pad_opencl=w=352:h=256:x=16:y=8:color=black", "pad=w=352:h=256:x=16:y=8:color=black",
     "yuv420p", float("inf")),
    ("nlmeans", "nlmeans_opencl=s=3:p=3:r=7", "nlmeans=s=3:p=3:r=7", "yuv420p", 30),
]


def run(args):
    p = subprocess.run([FFMPEG, "-hide_banner", "-nostdin", "-y"] + args, capture_output=True, text=True,
                       timeout=240)
    if p.returncode != 0:
        raise RuntimeError(f"ffmpeg {' '.join(args)} failed:\n{p.stderr[-2000:]}")
    return p.stderr


def render(out, chain, pix, hw):
    vf = f"format={pix},hwupload,{chain},hwdownload,format={pix}" if hw else f"format={pix},{chain}"
    pre = ["-init_hw_device", "opencl=ocl:0.0", "-filter_hw_device", "ocl"] if hw else []
    run(pre + ["-f", "lavfi", "-i", SRC, "-vf", vf, "-f", "rawvideo", out])


def psnr(a, b, size, pix):
    raw = ["-f", "rawvideo", "-pix_fmt", pix, "-s", size]
    log = run(raw + ["-i", a] + raw + ["-i", b] + ["-lavfi", "psnr", "-f", "null", "-"])
    m = re.search(r"PSNR .* average:(\S+)", log)
    if not m:
        raise RuntimeError("no PSNR in ffmpeg's output:\n" + log[-1000:])
    return float("inf") if m.group(1) == "inf" else float(m.group(1))


def main():
    if not FFMPEG:
        print("skipped: ffmpeg is not installed")
        sys.exit(77)
    only = set(sys.argv[1:])
    failed = []
    with tempfile.TemporaryDirectory() as d:
        for name, ocl, cpu, pix, floor in CASES:
            if only and name not in only:
                continue
            a, b = os.path.join(d, name + "_ocl.raw"), os.path.join(d, name + "_cpu.raw")
            try:
                render(a, ocl, pix, True)
                render(b, cpu, pix, False)
                size = "240x320" if name == "transpose" else "352x256" if name == "pad" else "320x240"
                if os.path.getsize(a) != os.path.getsize(b) or os.path.getsize(a) == 0:
                    raise RuntimeError(f"output sizes differ: {os.path.getsize(a)} vs {os.path.getsize(b)}")
                value = psnr(a, b, size, pix)
            except (RuntimeError, subprocess.TimeoutExpired) as e:
                print(f"{name}: ERROR {e}")
                failed.append(name)
                continue
            ok = value >= floor
            print(f"{name}: PSNR {value} dB (at least {floor}) {'ok' if ok else 'DIFFERS'}")
            if not ok:
                failed.append(name)
    if failed:
        sys.exit("failed: " + " ".join(failed))
    print("ffmpeg opencl filters: ok")


if __name__ == "__main__":
    main()
