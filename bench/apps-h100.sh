#!/bin/sh
# apps-h100.sh: issue 15's application table on the device tool's GPU
# machine: clpeak and OpenCV's transparent API (bench/opencv_tapi), the same
# binaries through Shoal and through NVIDIA's OpenCL, one after the other.
# Run after `. scripts/device-env.sh`, carrying .gl, .clc (opencl-clang's
# Debian packages: OpenCV and clpeak build their kernels from source) and
# .perf: the Debian 12 packages of clpeak, libopencv-core406,
# libopencv-imgproc406 and what they load (libtbb12, liblapack3, libblas3,
# libgfortran5, libquadmath0 and the X11 client libraries libGLX pulls in),
# a stripped libshoal.so and a stripped bench/opencv_tapi. docs/benchmarks.md
# has the results.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
SHOAL=$root/.perf/libshoal.so
NVIDIA=${NVIDIA_OPENCL:-/usr/local/nvidia/lib64/libnvidia-opencl.so.1}
for f in "$root"/.clc/*.deb "$root"/.perf/*.deb; do dpkg -x "$f" /tmp/deb; done
L=/tmp/deb/usr/lib/x86_64-linux-gnu
export LD_LIBRARY_PATH=$L:$L/blas:$L/lapack${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export PATH=/tmp/deb/usr/bin:$PATH
for icd in "$SHOAL" "$NVIDIA"; do
  echo "== $icd"
  export OCL_ICD_VENDORS="$icd" OCL_ICD_FILENAMES="$icd"
  clpeak ${CLPEAK_ARGS:---global-bandwidth --compute-sp --compute-integer --transfer-bandwidth --kernel-latency} 2>&1
  RUNS=${RUNS:-20} "$root/.perf/opencv_tapi" 2>&1
done
