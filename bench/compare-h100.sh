#!/bin/bash
# compare-h100.sh BUILD: the whole comparison of issue 8 on an NVIDIA GPU
# machine, in one run (through the device tool: carry BUILD and .gl, see
# docs/h100.md): bench_peers through Shoal and through NVIDIA's OpenCL, and
# cuBLAS FP32 SGEMM; then one table side by side. Raw outputs go to
# ${OUT:-/tmp} as shoal.txt, nvidia.txt, cublas.txt.
set -u
B=${1:-build-device}
shift || true
O=${OUT:-/tmp}
. "$(dirname "$0")/../scripts/device-env.sh"
NV=/usr/local/nvidia/lib64/libnvidia-opencl.so.1
export NVIDIA_TF32_OVERRIDE=0
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$O/gpu.txt"
OCL_ICD_VENDORS=$PWD/$B/libshoal.so "$B/bench/bench_peers" --csv "$@" > "$O/shoal.txt"
OCL_ICD_VENDORS=$NV "$B/bench/bench_peers" --csv "$@" > "$O/nvidia.txt"
CUDA=${CUDA_HOME:-/usr/local/cuda}
if gcc -O2 -I"$CUDA/include" "$(dirname "$0")/cublas_sgemm.c" -o /tmp/cublas_sgemm \
     -L"$CUDA/lib64" -lcublas -lcudart -Wl,-rpath,"$CUDA/lib64"; then
  /tmp/cublas_sgemm 2048 > "$O/cublas.txt"
else
  echo "cublas_sgemm: no CUDA toolkit" > "$O/cublas.txt"
fi
"$(dirname "$0")/side_by_side.sh" "$O/shoal.txt" "$O/nvidia.txt" Shoal "NVIDIA OpenCL"
cat "$O/cublas.txt"
