#!/bin/bash
# multi-gpu-h100.sh BUILD: issue "Several GPUs" on the device tool's
# two-GPU machine (nvidia-h100-x2; carry BUILD and .gl, see docs/h100.md):
# the GPUs' links and Vulkan device groups, clinfo's device list and
# bench/multi_gpu through Shoal and through
# NVIDIA's OpenCL, the same binary. Raw outputs go to ${OUT:-/tmp}.
set -u
B=${1:-build-device}
shift || true
O=${OUT:-/tmp}
. "$(dirname "$0")/../scripts/device-env.sh"
NV=/usr/local/nvidia/lib64/libnvidia-opencl.so.1
nvidia-smi --query-gpu=index,name,driver_version,pci.bus_id --format=csv,noheader | tee "$O/gpus.txt"
nvidia-smi topo -m > "$O/topo.txt" 2>&1 && cat "$O/topo.txt"
"$B/bench/vk_device_groups" 2>&1 | tee "$O/device-groups.txt"
for icd in shoal nvidia; do
  lib=$PWD/$B/libshoal.so
  [ $icd = nvidia ] && lib=$NV
  echo "== $icd: clinfo -l"
  OCL_ICD_VENDORS=$lib clinfo -l 2>&1 | tee "$O/clinfo-$icd.txt"
  echo "== $icd: multi_gpu $*"
  OCL_ICD_VENDORS=$lib "$B/bench/multi_gpu" "$@" 2>&1 | tee "$O/multi_gpu-$icd.txt"
done
