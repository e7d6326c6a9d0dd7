#!/bin/sh
# test.sh: installs what is missing, builds Shoal twice (warnings as
# errors; and with AddressSanitizer and UndefinedBehaviorSanitizer), and
# runs the whole test suite in both builds through the ICD loader (the
# normal build's includes CI's share of the Khronos OpenCL CTS in
# third_party, one ctest case a sub-test; the API, kernel and runtime
# cases again under the Khronos Vulkan validation layer with
# synchronization validation (vvl.*); piglit's OpenCL tests and the
# clinfo, clpeak and PyOpenCL smoke tests, and the applications of
# tests/apps: CLBlast, OpenCV, hashcat, FFmpeg; the CTS sub-tests and
# suites too long for CI are in scripts/cts-long.sh and
# scripts/cts-full.sh); then fuzzes the SPIR-V input path with libFuzzer
# for a bounded time (SHOAL_FUZZ_SECONDS, default 60).
set -eu
cd "$(dirname "$0")/.."
scripts/deps.sh
jobs="$(nproc)"
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSHOAL_WERROR=ON -DSHOAL_CTS=ON
cmake --build build -j"$jobs"
(cd build && ctest -j"$jobs" -LE "cts_long|cts_full" --output-on-failure)
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DSHOAL_WERROR=ON -DSHOAL_SANITIZE=ON
cmake --build build-asan -j"$jobs"
(cd build-asan && ctest -j"$jobs" --output-on-failure)
scripts/fuzz.sh "${SHOAL_FUZZ_SECONDS:-60}"
echo "all tests passed (normal and sanitizer builds, CI's share of the CTS, the validation layer, libFuzzer)"
