#!/bin/bash
# side_by_side.sh A.csv B.csv NAME_A NAME_B: one table of two bench_peers
# --csv outputs, with the ratio A/B where both ran.
set -u
printf '%-18s %14s %14s %8s  %s\n' benchmark "$3" "$4" ratio unit
join -t, -a1 -e n/a -o 0,1.3,2.3,1.2 <(tail -n +2 "$1" | sort -t, -k1,1) <(tail -n +2 "$2" | sort -t, -k1,1) |
  awk -F, '{ r = ($2 ~ /^[0-9.e+-]+$/ && $3 ~ /^[0-9.e+-]+$/ && $3 > 0) ? sprintf("%.2f", $2 / $3) : "-";
             printf "%-18s %14s %14s %8s  %s\n", $1, $2, $3, r, $4 }'
