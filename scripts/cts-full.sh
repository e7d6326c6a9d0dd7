#!/bin/sh
# cts-full.sh [REGEX]: builds Shoal with every pinned Khronos CTS suite
# (-DSHOAL_CTS=ON, as scripts/test.sh does) and runs all of their sub-tests
# (ctest label cts: CI's suites, the long ones CI leaves out and the suites
# labelled cts_full), or those whose case name matches REGEX, each in its
# own process in wimpy mode with its timeout (CTS_TIMEOUT, 600 s), on the
# default device. Prints one line per suite: pass / fail / skip / timeout,
# and the failed and timed-out sub-tests; the whole ctest log is kept in
# build/cts-full.log and the per-suite table in build/cts-full.txt. For the
# GPU of the device tool, scripts/device-cts.sh does the same where no
# ctest is. Exits non-zero if any sub-test failed or timed out.
set -eu
cd "$(dirname "$0")/.."
scripts/deps.sh
jobs="$(nproc)"
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSHOAL_WERROR=ON -DSHOAL_CTS=ON
cmake --build build -j"$jobs"
cd build
set +e
if [ $# -ge 1 ]; then
  ctest -j"$jobs" -L '^cts$' -R "$1" --output-on-failure >cts-full.log 2>&1
else
  ctest -j"$jobs" -L '^cts$' --output-on-failure >cts-full.log 2>&1
fi
# ctest's result lines: "N/M Test #K: cts.SUITE.SUB ....   Passed   1.2 sec"
# (or ***Failed, ***Skipped, ***Timeout, ***Exception, Not Run).
awk '
  / Test +#[0-9]+: cts\./ {
    name = $0; sub(/.*Test +#[0-9]+: /, "", name); sub(/ .*/, "", name)
    split(name, part, "."); suite = part[2]
    if ($0 ~ /Passed/) r = "pass"
    else if ($0 ~ /Skipped/) r = "skip"
    else if ($0 ~ /Timeout/) r = "timeout"
    else r = "fail"
    n[suite, r]++; seen[suite] = 1; total[r]++
    if (r == "fail" || r == "timeout") bad = bad sprintf("  %s %s\n", r, name)
  }
  END {
    printf "%-32s %6s %6s %6s %8s\n", "suite", "pass", "fail", "skip", "timeout"
    cmd = "sort"
    for (s in seen) printf "%-32s %6d %6d %6d %8d\n", s, n[s, "pass"], n[s, "fail"], n[s, "skip"], n[s, "timeout"] | cmd
    close(cmd)
    printf "%-32s %6d %6d %6d %8d\n", "all", total["pass"], total["fail"], total["skip"], total["timeout"]
    if (bad != "") printf "failed or timed out:\n%s", bad
    exit (total["fail"] + total["timeout"] > 0)
  }' cts-full.log >cts-full.txt
rc=$?
cat cts-full.txt
exit "$rc"
