#!/bin/sh
# run_opencv.sh umat|dnn WORKDIR: runs opencv_umat.py or opencv_dnn.py with
# the settings OpenCV 4.6 needs on Shoal over lavapipe, and fails on the
# messages OpenCV prints when it falls back from an OpenCL kernel without
# failing: an OpenCL build error, or an Intel convolution kernel whose SIMD
# width (CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE) is not the one its
# source asks for.
set -u
here="$(dirname "$0")"
# OpenCV takes only GPU-type devices unless told; lavapipe is a CPU.
export OPENCV_OPENCL_DEVICE=:CPU:
# Its DNN module runs the OpenCL target only on Intel devices unless told.
export OPENCV_DNN_OPENCL_ALLOW_ALL_DEVICES=1
# A convolution kernel giving wrong results raises instead of falling back.
export OPENCV_OCL4DNN_TUNING_RAISE_CHECK_ERROR=1
# OpenCV's program cache tells which OpenCL programs were built.
export OPENCV_OPENCL_CACHE_ENABLE=1 OPENCV_OPENCL_CACHE_DIR="$2/opencv-cache-$1"
rm -rf "$OPENCV_OPENCL_CACHE_DIR"; mkdir -p "$OPENCV_OPENCL_CACHE_DIR"
out="$2/opencv-$1.log"
/usr/bin/python3 "$here/opencv_$1.py" >"$out" 2>&1
rc=$?
cat "$out"
[ "$rc" -eq 77 ] && exit 77
if grep -Eq 'Failed to compile kernel|OpenCL program build log|chose a simd size|can.t create cl_mem' "$out"; then
  echo "OpenCV fell back from an OpenCL kernel (message above)"; exit 1
fi
exit "$rc"
