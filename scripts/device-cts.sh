#!/bin/sh
# device-cts.sh DIR [JOBS] [TIMEOUT] [ONLY]: runs every sub-test (or those
# that the file ONLY names, suite.sub-test a line, in its order) of the CTS suites
# bundled in DIR (by device-cts-bundle.sh) against DIR/libshoal.so, one
# process a sub-test with a timeout (default 600 s), JOBS at a time, in
# wimpy mode as CI runs them (through tests/cts/run_case.sh, skips and
# known CTS defects as ctest sees them); where no ctest is (the device tool's GPU
# machine). Prints one line per sub-test as it ends (pass, skip, FAIL,
# TIMEOUT) and a summary; with OUT set, failed sub-tests' whole outputs go
# to $OUT/cts-failures.txt and one line a sub-test to $OUT/cts-results.txt.
# Exits non-zero if any sub-test failed or timed out.
set -u
D=$(cd "$1" && pwd)
JOBS=${2:-8}
LIMIT=${3:-600}
ONLY=${4:-}
export OCL_ICD_VENDORS="$D/libshoal.so" OCL_ICD_FILENAMES="$D/libshoal.so" CL_WIMPY_MODE=1
work=$(mktemp -d)
for exe in "$D"/cts/*/test_*; do
  suite=$(basename "$(dirname "$exe")")
  if [ "$suite" = conversions ]; then
    # one case per destination type, as ctest runs it (run_conversions.sh)
    for dest in uchar char ushort short uint int half float double ulong long; do
      echo "$suite to_$dest $exe"
    done
    continue
  fi
  "$exe" --list | sed -n 's/^[[:space:]]*\([A-Za-z0-9_]*\)[[:space:]]*$/\1/p' |
    while read -r t; do [ -n "$t" ] && echo "$suite $t $exe"; done
done > "$work/all"
if [ -n "$ONLY" ]; then
  # in ONLY's order, so that what matters most runs first
  awk 'NR == FNR { want[++n] = $1; next } { line[$1 "." $2] = $0 }
    END { for (i = 1; i <= n; i++) if (want[i] in line) print line[want[i]] }' "$ONLY" "$work/all" > "$work/list"
else
  mv "$work/all" "$work/list"
fi
cat > "$work/one.sh" <<'ONE'
#!/bin/sh
suite=$1 t=$2 exe=$3 name="$1.$2"
start=$(date +%s)
cd "$(dirname "$exe")" || exit 1  # suites read spirv_bin/ from here
# a known CTS defect (cts_defects.txt) is run to expect its one failure
defect=$(grep "^$name	" "$D/cts_defects.txt" 2>/dev/null | head -1)
if [ -n "$defect" ]; then
  before=$(printf '%s\n' "$defect" | cut -f2) failure=$(printf '%s\n' "$defect" | cut -f3)
  timeout "$LIMIT" "$D/run_case.sh" "$exe" "$t" "$before" "$failure" > "$WORK/$name.out" 2>&1
elif [ "$suite" = conversions ]; then
  timeout "$LIMIT" "$D/run_conversions.sh" "$exe" "${t#to_}" > "$WORK/$name.out" 2>&1
else
  timeout "$LIMIT" "$D/run_case.sh" "$exe" "$t" > "$WORK/$name.out" 2>&1
fi
rc=$?
secs=$(( $(date +%s) - start ))
case $rc in
0) res=pass ;;
77) res=skip ;;
124) res=TIMEOUT ;;
*) res=FAIL ;;
esac
echo "$res" > "$WORK/$name.res"
echo "$res cts.$name ${secs}s"
[ -n "${OUT:-}" ] && echo "$res cts.$name ${secs}s" >> "$OUT/cts-results.txt"
case $res in
FAIL|TIMEOUT)
  tail -15 "$WORK/$name.out" | sed 's/^/    /'
  [ -n "${OUT:-}" ] && { echo "== $name ($res, exit $rc)"; tail -c 20000 "$WORK/$name.out"; } >> "$OUT/cts-failures.txt" ;;
esac
ONE
chmod +x "$work/one.sh"
export WORK="$work" LIMIT D
xargs -P "$JOBS" -L 1 "$work/one.sh" < "$work/list"
pass=0 fail=0 skip=0
while read -r suite t _; do
  r=$(cat "$work/$suite.$t.res" 2>/dev/null || echo FAIL)
  echo "$suite $r"
  case $r in
  pass) pass=$((pass + 1)) ;;
  skip) skip=$((skip + 1)) ;;
  *) fail=$((fail + 1)) ;;
  esac
done < "$work/list" > "$work/bysuite"
# per suite: pass / fail / skip / timeout, as scripts/cts-full.sh prints
awk '{ n[$1, $2]++; seen[$1] = 1 }
  END {
    printf "%-32s %6s %6s %6s %8s\n", "suite", "pass", "fail", "skip", "timeout"
    for (s in seen) printf "%-32s %6d %6d %6d %8d\n", s, n[s, "pass"], n[s, "FAIL"], n[s, "skip"], n[s, "TIMEOUT"] | "sort"
  }' "$work/bysuite" | tee ${OUT:+"$OUT/cts-suites.txt"}
echo "summary: $pass passed, $fail failed or timed out, $skip skipped"
[ $fail -eq 0 ]
