#!/bin/sh
# device-bundle.sh BUILD DEST: copies what the GPU machine of the device
# tool needs from a build into DEST (small enough to travel: the library,
# the test, demo and benchmark programs, the compiled kernels), keeping the
# build's layout, so device-tests.sh and bench/compare-h100.sh run there on
# DEST as on the build. docs/h100.md says how it is used.
set -eu
B=${1:-build-device}
D=${2:-.dev/build}
rm -rf "$D"
mkdir -p "$D/tests/kernels" "$D/tests/api" "$D/tests/runtime" "$D/bench"
cp "$B/libshoal.so" "$B/shoal-translate" "$B/shoal-demo" "$D/"
cp "$B/tests/kernels/kernel_tests" "$D/tests/kernels/"
cp -r "$B/tests/kernels/spv" "$B/tests/kernels/spv_O0" "$D/tests/kernels/"
cp "$B/tests/api/api_tests" "$B/tests/api/api_kernel_tests" "$B/tests/api/api_multi_device_tests" "$D/tests/api/"
cp -r "$B/tests/api/kernels" "$D/tests/api/"
cp "$B/tests/runtime/runtime_tests" "$D/tests/runtime/"
cp "$B/bench/bench_peers" "$D/bench/"
for t in vk_floor launch_split multi_gpu transfer_bw vk_device_groups; do [ -f "$B/bench/$t" ] && cp "$B/bench/$t" "$D/bench/"; done
find "$D" -name '*.bc' -delete
du -sh "$D"
