#!/bin/sh
# demo.sh: installs what is missing, builds, and runs shoal-demo through the
# system's OpenCL ICD loader on the default device (lavapipe without a GPU).
set -eu
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build -j"$(nproc)"
# ocl-icd (Debian's loader) takes OCL_ICD_VENDORS; the Khronos loader
# takes OCL_ICD_FILENAMES. Either way only Shoal is loaded.
export OCL_ICD_VENDORS="$PWD/build/libshoal.so" OCL_ICD_FILENAMES="$PWD/build/libshoal.so"
exec build/shoal-demo
