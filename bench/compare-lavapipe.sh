#!/bin/bash
# compare-lavapipe.sh [BUILD] [bench_peers options]: Shoal on lavapipe
# against PoCL on the same CPU (Debian's pocl-opencl-icd, installed if
# missing), bench_peers through each; raw outputs in /tmp/shoal-lvp.csv
# and /tmp/pocl.csv.
set -eu
B=${1:-build}
shift || true
cd "$(dirname "$0")/.."
[ -f /etc/OpenCL/vendors/pocl.icd ] || apt-get install -y pocl-opencl-icd >/dev/null
OCL_ICD_VENDORS=$PWD/$B/libshoal.so "$B/bench/bench_peers" --csv "$@" > /tmp/shoal-lvp.csv
OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd "$B/bench/bench_peers" --csv "$@" > /tmp/pocl.csv
bench/side_by_side.sh /tmp/shoal-lvp.csv /tmp/pocl.csv "Shoal+lavapipe" PoCL
