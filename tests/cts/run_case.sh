#!/bin/sh
# run_case.sh EXE SUBTEST [BEFORE FAILURE]: runs one CTS sub-test and exits
# as it did, except that a sub-test the harness reports as skipped exits 77
# (ctest's skip), so skips are counted and listed rather than passing
# unseen. With BEFORE and FAILURE (a known CTS defect, cts_defects.txt:
# extended regular expressions) it passes only when the sub-test fails with
# a line matching BEFORE followed by one matching FAILURE, and fails
# otherwise.
exe="$1" name="$2"
results="$(mktemp)" out="$(mktemp)"
CL_CONFORMANCE_RESULTS_FILENAME="$results" "$exe" "$name" >"$out" 2>&1
rc=$?
cat "$out"
if [ "$rc" = 0 ] && grep -q "\"$name\": \"skip\"" "$results"; then
  rc=77
fi
if [ $# -ge 4 ]; then
  if [ "$rc" != 0 ] && [ "$rc" != 77 ] &&
     awk -v a="$3" -v b="$4" 'prev ~ a && $0 ~ b { found = 1 } { prev = $0 } END { exit !found }' "$out"; then
    echo "run_case.sh: the known CTS defect, as cts_defects.txt describes it"
    rc=0
  else
    echo "run_case.sh: expected the known CTS defect of cts_defects.txt (a line matching '$4' after one matching '$3'), got exit $rc otherwise"
    rc=1
  fi
fi
rm -f "$results" "$out"
exit "$rc"
