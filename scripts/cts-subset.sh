#!/bin/sh
# cts-subset.sh: (re)writes third_party/OpenCL-CTS as the pinned subset of
# KhronosGroup/OpenCL-CTS that Shoal builds (-DSHOAL_CTS=ON): the files of
# one upstream commit, unmodified, for test_common and every suite that
# applies to an OpenCL 3.0 device without API interop. Left out: gl, gles,
# d3d10, d3d11 (interop with APIs Shoal does not share objects with), spir
# (its inputs are kept in Git LFS upstream, absent from an archive) and
# vulkan (cl_khr_external_memory/semaphore with Vulkan, which Shoal does
# not offer: every sub-test would skip). Usage:
#   scripts/cts-subset.sh /path/to/OpenCL-CTS.git COMMIT
set -eu
repo="$1" commit="$2"
dest="$(cd "$(dirname "$0")/.." && pwd)/third_party/OpenCL-CTS"
suites="SVM allocations api atomics basic buffers c11_atomics commonfns compiler
computeinfo contractions conversions device_execution device_partition
device_timer events extensions generic_address_space geometrics half images
integer_ops math_brute_force mem_host_flags multiple_device_context
non_uniform_work_group pipes printf profiling relationals select spirv_new
subgroups thread_dimensions vectors workgroups"
paths="LICENSE.txt README.md test_common test_conformance/CMakeCommon.txt"
for s in $suites; do paths="$paths test_conformance/$s"; done
rm -rf "$dest"
mkdir -p "$dest"
# shellcheck disable=SC2086
git --git-dir="$repo" archive --format=tar "$commit" $paths | tar -x -C "$dest"
echo "$commit" >"$dest/UPSTREAM_COMMIT"
