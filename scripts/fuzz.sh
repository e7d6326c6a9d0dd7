#!/bin/sh
# fuzz.sh [SECONDS]: builds the libFuzzer target of the SPIR-V input path
# (tests/libfuzzer/fuzz_spirv.c) with clang-15, AddressSanitizer and
# UndefinedBehaviorSanitizer in build-fuzz/, seeds it with the test corpus
# (the SPIR-V modules the normal build makes under build/tests), and
# fuzzes for SECONDS (default 60). Fails on any crash, leak or report;
# the reproducer is left in build-fuzz/ (crash-*, leak-*, timeout-*).
set -eu
cd "$(dirname "$0")/.."
seconds="${1:-60}"
CC=clang-15 CXX=clang++-15 cmake -S . -B build-fuzz -DSHOAL_LIBFUZZER=ON -DSHOAL_WERROR=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build-fuzz -j"$(nproc)" --target fuzz_spirv
corpus=build-fuzz/corpus
seeds=build-fuzz/seeds
mkdir -p "$corpus" "$seeds"
# The corpus's SPIR-V modules up to 64 KiB: larger ones (the math
# libraries) take seconds each under the sanitizers and teach the fuzzer
# little more.
find build/tests -name '*.spv' -size -64k -exec cp {} "$seeds"/ \;
cd build-fuzz
# -timeout: one input must finish within this (a hang is a finding);
# -rss_limit_mb: nor may it take more memory than this.
./fuzz_spirv -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -max_len=65536 \
  -print_final_stats=1 corpus seeds
echo "fuzz_spirv: no crash in ${seconds}s"
