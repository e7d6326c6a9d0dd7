#!/bin/sh
# subgroup_sizes.sh BUILD [SIZES] [bench_peers options]: bench_peers
# through Shoal at the device's native sub-group size and again with
# virtual sub-groups of each size in SIZES (SHOAL_SUBGROUP_SIZE: every
# kernel that requires no size gets sub-groups of that many lanes,
# partitions of the Vulkan subgroup; docs/subgroups.md), then one table of
# the sub-group kernels side by side. SIZES is a quoted list ("4" on
# lavapipe, "8 16" on a 32-wide GPU). Raw outputs go to ${OUT:-/tmp} as
# sg_native.txt and sg_<V>.txt. docs/benchmarks.md has the results.
set -u
B=${1:-build}
SIZES=${2:-4}
shift 2 2>/dev/null || shift $#
O=${OUT:-/tmp}
export OCL_ICD_VENDORS="${OCL_ICD_VENDORS:-$PWD/$B/libshoal.so}"
unset SHOAL_SUBGROUP_SIZE
"$B/bench/bench_peers" --csv "$@" > "$O/sg_native.txt" || exit 1
for v in $SIZES; do
  SHOAL_SUBGROUP_SIZE=$v "$B/bench/bench_peers" --csv "$@" > "$O/sg_$v.txt" || exit 1
done
# rows: the kernels whose speed depends on the sub-group size
cases="block_copy reduce_subgroup fir5_shuffle fir5_qcom sgemm_intel sgemm_intel_pf sgemm_intel_slm image_block_copy"
printf '%-18s %-8s %12s' kernel unit native
for v in $SIZES; do printf ' %12s' "V=$v"; done
echo
for c in $cases; do
  line=$(grep "^$c," "$O/sg_native.txt") || continue
  unit=$(echo "$line" | cut -d, -f2)
  printf '%-18s %-8s %12s' "$c" "$unit" "$(echo "$line" | cut -d, -f3)"
  for v in $SIZES; do printf ' %12s' "$(grep "^$c," "$O/sg_$v.txt" | cut -d, -f3)"; done
  echo
done
