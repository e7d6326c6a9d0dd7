#!/bin/sh
# cts-subset.sh: (re)writes third_party/OpenCL-CTS as the pinned subset of
# KhronosGroup/OpenCL-CTS that Shoal's CI builds and runs: the files of one
# upstream commit, unmodified, for test_common, the suites CI runs and the
# two math_brute_force files that spirv_new compiles in. Usage:
#   scripts/cts-subset.sh /path/to/OpenCL-CTS.git COMMIT
set -eu
repo="$1" commit="$2"
dest="$(cd "$(dirname "$0")/.." && pwd)/third_party/OpenCL-CTS"
suites="subgroups computeinfo api spirv_new compiler basic vectors relationals
commonfns c11_atomics atomics printf integer_ops"
paths="LICENSE.txt README.md test_common test_conformance/CMakeCommon.txt"
for s in $suites; do paths="$paths test_conformance/$s"; done
for f in reference_math.cpp reference_math.h utility.cpp utility.h function_list.h; do
  paths="$paths test_conformance/math_brute_force/$f"
done
rm -rf "$dest"
mkdir -p "$dest"
# shellcheck disable=SC2086
git --git-dir="$repo" archive --format=tar "$commit" $paths | tar -x -C "$dest"
echo "$commit" >"$dest/UPSTREAM_COMMIT"
