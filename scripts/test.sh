#!/bin/sh
# test.sh: installs what is missing, builds Shoal twice (warnings as
# errors; and with AddressSanitizer and UndefinedBehaviorSanitizer), and
# runs the whole test suite in both builds through the ICD loader.
set -eu
cd "$(dirname "$0")/.."
scripts/deps.sh
jobs="$(nproc)"
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSHOAL_WERROR=ON
cmake --build build -j"$jobs"
(cd build && ctest -j"$jobs" --output-on-failure)
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DSHOAL_WERROR=ON -DSHOAL_SANITIZE=ON
cmake --build build-asan -j"$jobs"
(cd build-asan && ctest -j"$jobs" --output-on-failure)
echo "all tests passed (normal and sanitizer builds)"
