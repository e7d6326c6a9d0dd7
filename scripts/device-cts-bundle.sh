#!/bin/sh
# device-cts-bundle.sh BUILD DEST: packs what device-cts.sh needs from a
# build made with SHOAL_CTS=ON (the library, the demo, the CTS binaries
# stripped, the SPIR-V and include folders they read) into DEST/cts.tar.xz,
# small enough to travel to the device tool's GPU machine beside the
# OpenCL C compiler's packages (docs/conformance.md).
set -eu
B=$1 D=$2
tmp=$(mktemp -d)
mkdir -p "$tmp/b/cts" "$D"
strip -o "$tmp/b/libshoal.so" "$B/libshoal.so"
strip -o "$tmp/b/shoal-demo" "$B/shoal-demo"
cp "$(dirname "$0")/../tests/cts/run_case.sh" "$(dirname "$0")/../tests/cts/run_conversions.sh" \
  "$(dirname "$0")/../tests/cts/cts_defects.txt" "$tmp/b/"
# Each executable (some suites' sit a folder deeper, images/clCopyImage/...)
# goes into a folder named as its ctest suite: its name less "test_".
find "$B/tests/cts/cts" -type f -name 'test_*' -perm -u+x | while read -r exe; do
  s=$(basename "$exe" | sed 's/^test_//')
  mkdir -p "$tmp/b/cts/$s"
  strip -o "$tmp/b/cts/$s/$(basename "$exe")" "$exe"
  for extra in spirv_bin includeTestDirectory secondIncludeTestDirectory; do
    if [ -d "$(dirname "$exe")/$extra" ]; then cp -r "$(dirname "$exe")/$extra" "$tmp/b/cts/$s/"; fi
  done
done
tar -C "$tmp/b" -cJf "$D/cts.tar.xz" .
rm -rf "$tmp"
du -sh "$D/cts.tar.xz"
