#!/bin/sh
# run.sh BUILD [KERNEL...]: bench/micro's kernels through Shoal and NVIDIA's
# OpenCL on the device tool's GPU machine (after `. scripts/device-env.sh`,
# carrying BUILD with libshoal.so, bench/kernel_time and
# bench/micro/*.spv), each kernel's time, and the machine code each driver
# made of it: Shoal's from the Vulkan pipeline cache (nv_sass.py), NVIDIA's
# OpenCL's from its PTX through the CUDA toolkit's ptxas; both through
# nvdisasm, with an instruction count per kind (sass_hist.py). Needs zstd
# (Debian's package, carried in .gl: device-env.sh unpacks it) and the CUDA
# toolkit the GPU machine has (ptxas, cuobjdump, nvdisasm). Files go to
# ${OUT:-/tmp}/micro. ARGS sets kernel_time's sizes; SPV another SPIR-V file for
# Shoal (a variant edited with spirv-as).
set -u
B=$(readlink -f "$1")
shift
K=${*:-maj_a maj_b maj_c maj_d maj_e ch bsel}
here=$(cd "$(dirname "$0")" && pwd)
O=${OUT:-/tmp}/micro
CUDA=${CUDA_HOME:-/usr/local/cuda}
NV=${NVIDIA_OPENCL:-/usr/local/nvidia/lib64/libnvidia-opencl.so.1}
SM=${SM:-SM90}
mkdir -p "$O"
for k in $K; do
  rm -rf "$O/cache.$k"
  SHOAL_CACHE_DIR=$O/cache.$k OCL_ICD_VENDORS=$B/libshoal.so "$B/bench/kernel_time" \
    "$here/majority.cl" "${SPV:-$B/bench/micro/majority.spv}" ${ARGS:-} "$k" | sed "s/^/Shoal: /"
  for f in "$O/cache.$k"/pipelines/*; do python3 "$here/nv_sass.py" "$f" "$O/shoal.$k" > /dev/null; done
  for r in "$O/shoal.$k".*.raw; do
    "$CUDA/bin/nvdisasm" -b "$SM" "$r" > "${r%.raw}.sass" 2>&1
    echo "Shoal $k $(basename "$r"): $(python3 "$here/sass_hist.py" "${r%.raw}.sass")"
  done
done
[ -n "${SHOAL_ONLY:-}" ] && exit 0
KERNEL_TIME_BINARY=$O/nvidia.ptx OCL_ICD_VENDORS=$NV "$B/bench/kernel_time" "$here/majority.cl" \
  "$B/bench/micro/majority.spv" ${ARGS:-} $K | sed "s/^/NVIDIA: /"
tr -d '\000' < "$O/nvidia.ptx" > "$O/nvidia.clean.ptx"
"$CUDA/bin/ptxas" -arch=sm_90 "$O/nvidia.clean.ptx" -o "$O/nvidia.cubin"
for k in $K; do
  "$CUDA/bin/cuobjdump" -sass -fun "$k" "$O/nvidia.cubin" > "$O/nvidia.$k.sass" 2>&1
  echo "NVIDIA $k: $(python3 "$here/sass_hist.py" "$O/nvidia.$k.sass")"
done
