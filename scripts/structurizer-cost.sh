#!/bin/sh
# structurizer-cost.sh [BUILD]: what structurization adds to the kernels of
# the test corpus (every module in BUILD/tests/kernels/spv), measured by
# shoal-translate --stats: blocks and instructions of each kernel just
# before and just after the pass. Prints one line per module and a total;
# docs/structurizer.md records the result.
set -eu
B=${1:-build}
printf '%-24s %7s %9s %9s %9s %9s\n' module kernels blocks_in blocks_out insts_in insts_out
for m in "$B"/tests/kernels/spv/*.spv; do
  case $m in *_irreducible.spv) continue ;; esac
  "$B/shoal-translate" "$m" --stats 2>/dev/null | awk -v mod="$(basename "$m" .spv)" '
    { k++; bi += $4; bo += $5; ii += $7; io += $8 }
    END { if (k) printf "%-24s %7d %9d %9d %9d %9d\n", mod, k, bi, bo, ii, io }'
done | tee /tmp/structurizer-cost.$$ | sort
awk '{ k += $2; bi += $3; bo += $4; ii += $5; io += $6 }
  END { printf "%-24s %7d %9d %9d %9d %9d\n", "total", k, bi, bo, ii, io;
        printf "blocks +%.1f%%, instructions +%.1f%%\n", 100 * (bo - bi) / bi, 100 * (io - ii) / ii }' \
  /tmp/structurizer-cost.$$
rm -f /tmp/structurizer-cost.$$
