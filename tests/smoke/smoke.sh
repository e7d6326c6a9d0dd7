#!/bin/sh
# smoke.sh clinfo|clpeak: runs a Debian OpenCL tool through Shoal (the
# loader environment comes from ctest) and checks what it printed: clinfo
# must list the Shoal platform and a device and report no error; clpeak's
# short runs (launch latency, single-precision compute) must give numbers.
set -eu
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
case "$1" in
clinfo)
  clinfo >"$out" 2>&1
  cat "$out"
  grep -Eq '^ +Platform Name +Shoal$' "$out"
  grep -Eq '^Number of devices +[1-9]' "$out"
  # clinfo prints <error: ...> or CL_* error names for failed queries.
  if grep -Eq '<error|CL_INVALID|CL_OUT_OF' "$out"; then echo "clinfo reported errors"; exit 1; fi
  ;;
clpeak)
  clpeak --kernel-latency --compute-sp >"$out" 2>&1
  cat "$out"
  grep -Eq 'Kernel launch latency : [0-9.]+ us' "$out"
  # Every vector width gave a positive rate.
  n="$(grep -Ec '^ +float[0-9]* +: [0-9]*[1-9][0-9]*\.[0-9]+$|^ +float[0-9]* +: 0\.[0-9]*[1-9]' "$out")"
  [ "$n" -eq 5 ] || { echo "expected 5 float rates, got $n"; exit 1; }
  ;;
*) echo "usage: smoke.sh clinfo|clpeak"; exit 2 ;;
esac
echo "smoke $1: ok"
