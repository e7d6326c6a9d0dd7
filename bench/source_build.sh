#!/bin/sh
# source_build.sh: cold and warm builds from OpenCL C source through Shoal
# (bench_source_build twice over one fresh cache folder), on the kernels
# of bench/kernels. Run from the repository root after building.
set -eu
cache="$(mktemp -d)"
trap 'rm -rf "$cache"' EXIT
export OCL_ICD_VENDORS="$PWD/build/libshoal.so" OCL_ICD_FILENAMES="$PWD/build/libshoal.so" SHOAL_CACHE_DIR="$cache"
for run in cold warm; do
  echo "== $run (cache: $(find "$cache" -type f | wc -l) files)"
  build/bench/bench_source_build bench/kernels/*.cl
done
echo "== cache off (SHOAL_CACHE=0)"
SHOAL_CACHE=0 build/bench/bench_source_build bench/kernels/*.cl
