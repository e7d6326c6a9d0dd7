#!/bin/sh
# deps.sh: installs the Debian 12 packages Shoal needs that are missing
# (as root; a no-op when everything is there).
set -eu
PACKAGES="cmake make gcc g++ pkg-config libvulkan-dev mesa-vulkan-drivers glslang-tools
spirv-headers spirv-tools libspirv-cross-c-shared-dev opencl-headers ocl-icd-opencl-dev
clang-15 llvm-spirv-15 clinfo
libopencl-clang-15-dev libfuzzer-15-dev piglit clpeak python3-pyopencl"
missing=""
for p in $PACKAGES; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "installing:$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  # shellcheck disable=SC2086
  apt-get install -y -q --no-install-recommends $missing
fi
