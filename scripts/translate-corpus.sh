#!/bin/sh
# translate-corpus.sh BUILD OUT: translates every module of the test corpus
# (the compiled test kernels, optimized and not, the hand-written assembly
# and the API tests' kernels: BUILD/tests/kernels/spv*, BUILD/tests/api/kernels)
# with BUILD's shoal-translate (or $TRANSLATE) into OUT, one file per module, kernel and
# target form (a GPU like the default target, a CPU device as lavapipe, an 8-wide
# subgroup, the Vulkan memory model, float controls), outputs and error
# messages alike. Two runs compare with `diff -r`: a change that means to
# keep the translator's behaviour (a move, a rename) must leave OUT
# byte-identical.
set -u
B=${1:?usage: translate-corpus.sh BUILD OUT}
OUT=${2:?usage: translate-corpus.sh BUILD OUT}
T=${TRANSLATE:-$B/shoal-translate}
[ -x "$T" ] || { echo "no $T: build shoal-translate first" >&2; exit 2; }
mkdir -p "$OUT"
n=0
for dir in "$B/tests/kernels/spv" "$B/tests/kernels/spv_O0" "$B/tests/api/kernels"; do
  [ -d "$dir" ] || continue
  tag=$(basename "$dir")
  for m in "$dir"/*.spv; do
    name=$tag.$(basename "$m" .spv)
    for form in gpu cpu sg8 vkmm fc; do
      case $form in
      gpu) args= ;;
      cpu) args="--cpu-device --loop-exits-via-header --double-rounding-exact" ;;
      sg8) args="--subgroup-size 8" ;;
      vkmm) args="--vulkan-memory-model --split-rotate64" ;;
      fc) args="--float-controls --fp32-correct-divide" ;;
      esac
      # shellcheck disable=SC2086
      "$T" "$m" $args --no-validate -o "$OUT/$name.$form.%k.spv" >"$OUT/$name.$form.log" 2>&1
      echo "exit $?" >>"$OUT/$name.$form.log"
      n=$((n + 1))
    done
  done
done
echo "$n translations of $(ls "$OUT"/*.spv 2>/dev/null | wc -l) kernels into $OUT"
