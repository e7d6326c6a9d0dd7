#!/bin/sh
# cts-long.sh: builds like scripts/test.sh's normal build and runs the CTS
# sub-tests CI leaves out for time (tests/cts/cts_long.txt, label
# cts_long), each in its own process with its timeout.
set -eu
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSHOAL_WERROR=ON -DSHOAL_CTS=ON
cmake --build build -j"$(nproc)"
cd build && ctest -j"$(nproc)" -L cts_long --output-on-failure
