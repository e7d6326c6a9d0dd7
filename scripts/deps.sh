#!/bin/sh
# deps.sh: installs the Debian 12 packages Shoal needs that are missing
# (as root; a no-op when everything is there). lavapipe comes from
# bookworm-backports (Mesa 25.0): Debian 12's own Mesa 22.3 lavapipe stops
# a kernel's loops after 65,535 iterations in all (docs/drivers.md).
set -eu
PACKAGES="cmake make gcc g++ pkg-config libvulkan-dev mesa-vulkan-drivers glslang-tools
spirv-headers spirv-tools libspirv-cross-c-shared-dev opencl-headers ocl-icd-opencl-dev
clang-15 llvm-spirv-15 clinfo vulkan-validationlayers
libopencl-clang-15-dev libfuzzer-15-dev piglit clpeak python3-pyopencl
clblast-tests python3-opencv python3-onnx hashcat ffmpeg python3-pytest"
BACKPORTS_LIST=/etc/apt/sources.list.d/shoal-bookworm-backports.list
export DEBIAN_FRONTEND=noninteractive

installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

missing=""
for p in $PACKAGES; do
  installed "$p" || missing="$missing $p"
done
# Mesa older than 25 counts as missing: it is replaced from backports.
mesa_version="$(dpkg-query -W -f='${Version}' mesa-vulkan-drivers 2>/dev/null || true)"
need_mesa=0
if [ -z "$mesa_version" ] || dpkg --compare-versions "$mesa_version" lt 25; then
  need_mesa=1
fi
if [ -n "$missing" ] || [ "$need_mesa" = 1 ]; then
  if [ "$need_mesa" = 1 ] && ! grep -rqs "bookworm-backports" /etc/apt/sources.list /etc/apt/sources.list.d/; then
    echo "deb http://deb.debian.org/debian bookworm-backports main" >"$BACKPORTS_LIST"
  fi
  echo "installing:$missing$( [ "$need_mesa" = 1 ] && echo ' mesa-vulkan-drivers (bookworm-backports)')"
  apt-get update -q
  if [ -n "$missing" ]; then
    # shellcheck disable=SC2086
    apt-get install -y -q --no-install-recommends $missing
  fi
  if [ "$need_mesa" = 1 ]; then
    apt-get install -y -q --no-install-recommends -t bookworm-backports mesa-vulkan-drivers
  fi
fi
