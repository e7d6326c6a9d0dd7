#!/bin/sh
# run_conversions.sh EXE DEST: runs the CTS conversions suite's one
# sub-test for the conversions into DEST only (every source type, with and
# without _sat, every rounding mode: the names the CTS's own help lists,
# destFormat<_sat><_round>_sourceFormat, which it takes as arguments).
# The whole sub-test compiles over a thousand programs and does not fit in
# one case's 600 s on the 2-core CI machine (docs/conformance.md); the
# eleven destinations together are the whole of it. Exits as run_case.sh
# does: 77 where the harness skipped.
exe="$1" dest="$2"
types="uchar char ushort short uint int half float double ulong long"
names=""
for src in $types; do
  for sat in "" _sat; do
    # the CTS has no saturated conversions to floating-point types
    case "$dest$sat" in half_sat | float_sat | double_sat) continue ;; esac
    for rnd in "" _rte _rtp _rtn _rtz; do
      names="$names ${dest}${sat}${rnd}_${src}"
    done
  done
done
results="$(mktemp)"
# shellcheck disable=SC2086
CL_CONFORMANCE_RESULTS_FILENAME="$results" "$exe" $names
rc=$?
if [ "$rc" = 0 ] && grep -q '"conversions": "skip"' "$results"; then
  rc=77
fi
rm -f "$results"
exit "$rc"
