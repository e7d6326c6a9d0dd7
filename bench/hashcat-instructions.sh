#!/bin/sh
# hashcat-instructions.sh MODE CONFIG...: the CPU instructions one hash
# costs in a hashcat mask attack, counted by valgrind (cachegrind without
# its cache model), for comparing what lavapipe and PoCL run per hash
# where the machine has no performance counters. A CONFIG is ICD:WIDTH,
# ICD a file for OCL_ICD_VENDORS (libshoal.so or an .icd file) and WIDTH
# hashcat's --backend-vector-width, or "-" for the width the device
# reports. Each config runs the attack on a mask of 26^4 and of 26^5
# candidates: the small one first, to warm hashcat's and the drivers'
# kernel caches (it may cost billions more for a first build), then the
# large one, then the small one again, as warm as the large one was: the
# large run's excess over it, divided by the candidates it adds, is the
# cost of one hash. The amplifier (the mask's last ?l) is 26 candidates,
# so widths that do not divide 26 pay for a partly empty last vector. Fixed tuning
# (-n 64 -u 26 -T 1) keeps hashcat's autotune out; SHOAL_SPIN_US=0 keeps
# Shoal's polling waits, whose length depends on time, out of the count.
# Prints, per config:
#   ICD WIDTH small=Ir large=Ir small_again=Ir per_hash=Ir
# With CACHE_SIM=1 cachegrind models the caches too (slower) and the line
# ends with the first-level instruction and data cache misses per hash:
#   ... i1_misses_per_hash=N d1_misses_per_hash=N
# Takes a few minutes per config. docs/benchmarks.md has the results.
set -u
[ $# -ge 2 ] || { echo "usage: $0 MODE ICD:WIDTH..." >&2; exit 2; }
MODE=$1
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# a hash of the mode no candidate of the masks matches: the whole mask runs
case $MODE in
0) printf 'zzzzzzzzzzzz' | md5sum | cut -d' ' -f1 >"$work/hash" ;;
100) printf 'zzzzzzzzzzzz' | sha1sum | cut -d' ' -f1 >"$work/hash" ;;
1400) printf 'zzzzzzzzzzzz' | sha256sum | cut -d' ' -f1 >"$work/hash" ;;
1700) printf 'zzzzzzzzzzzz' | sha512sum | cut -d' ' -f1 >"$work/hash" ;;
*) echo "$0: mode $MODE: only 0, 100, 1400, 1700" >&2; exit 2 ;;
esac
sim=no
[ "${CACHE_SIM:-0}" = 1 ] && sim=yes
# one run: "Ir I1-misses D1-misses" (the misses 0 without the cache model)
count() { # icd width mask
  width=""
  [ "$2" != "-" ] && width="--backend-vector-width=$2"
  # shellcheck disable=SC2086
  (cd "$work" && SHOAL_SPIN_US=0 OCL_ICD_VENDORS=$1 valgrind --tool=cachegrind --cache-sim=$sim \
    --cachegrind-out-file=/dev/null hashcat --force -m "$MODE" -a 3 -O -w 3 --potfile-disable \
    --spin-damp=0 --restore-disable --logfile-disable --self-test-disable -D 1,2 -n 64 -u 26 -T 1 \
    --session="instructions$$" \
    $width --quiet hash "$3" 2>&1) | tr -d , | awk '
      /I *refs:/ { ir = $NF }
      /I1 *misses:/ { i1 = $NF }
      /D1 *misses:/ { d1 = $4 }
      END { if (ir != "") print ir, (i1 == "" ? 0 : i1), (d1 == "" ? 0 : d1) }'
}
small=$((26 * 26 * 26 * 26))
large=$((small * 26))
for cfg in "$@"; do
  icd=${cfg%:*}
  w=${cfg##*:}
  a=$(count "$icd" "$w" '?l?l?l?l')
  b=$(count "$icd" "$w" '?l?l?l?l?l')
  c=$(count "$icd" "$w" '?l?l?l?l')
  if [ -z "$a" ] || [ -z "$b" ] || [ -z "$c" ]; then
    echo "$icd $w: a run failed (no count from valgrind)"
    continue
  fi
  set -- $b
  b_ir=$1 b_i1=$2 b_d1=$3
  set -- $c
  line="$icd $w small=${a%% *} large=$b_ir small_again=$1 per_hash=$(((b_ir - $1) / (large - small)))"
  [ "$sim" = yes ] &&
    line="$line i1_misses_per_hash=$(((b_i1 - $2) / (large - small))) d1_misses_per_hash=$(((b_d1 - $3) / (large - small)))"
  echo "$line"
done
