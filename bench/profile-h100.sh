#!/bin/bash
# profile-h100.sh BUILD: where Shoal's CPU time goes on the device tool's
# GPU machine, for issue 15's two open H100 rows: the empty kernel's
# enqueue + clFinish (bench/launch_split) and blocking transfers
# (bench/transfer_bw). Samples with Debian 12's linux-perf, carried with
# its libraries in .prof, with an unstripped libshoal.so (.prof/libshoal.so);
# prints each run's output and perf's flat and caller reports. Run after
# `. scripts/device-env.sh`; raw data goes to ${OUT:-/tmp}.
set -u
B=${1:-.dev/build}
O=${OUT:-/tmp}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p /tmp/prof
for f in "$root"/.prof/*.deb; do dpkg -x "$f" /tmp/prof; done
PERF="env LD_LIBRARY_PATH=/tmp/prof/usr/lib/x86_64-linux-gnu:${LD_LIBRARY_PATH:-} /tmp/prof/usr/bin/perf"
echo "perf_event_paranoid $(cat /proc/sys/kernel/perf_event_paranoid)"
export OCL_ICD_VENDORS=$root/.prof/libshoal.so OCL_ICD_FILENAMES=$root/.prof/libshoal.so
report() {
  echo "-- self"
  $PERF report -i "$1" --stdio --no-children -g none --percent-limit 0.8 --sort tid,dso,symbol 2>/dev/null | grep -v "^#" | grep -v "^$" | cut -c1-150 | head -40
  echo "-- with callees"
  $PERF report -i "$1" --stdio --children -g none --percent-limit 4 --sort symbol 2>/dev/null | grep -v "^#" | grep -v "^$" | cut -c1-150 | head -40
}
LAT_ROUNDS=${LAT_ROUNDS:-100000} LAT_SPV=$root/.dev/k.spv $PERF record -F 20000 -o "$O/latency.data" -- "$B/bench/launch_split" 2>&1 | grep -v "^\[ perf"
report "$O/latency.data"
$PERF record -F 5000 -o "$O/transfer.data" -- "$B/bench/transfer_bw" 256 2>&1 | grep -v "^\[ perf"
report "$O/transfer.data"
