#!/bin/sh
# run.sh: measures llama.cpp's OpenCL backend (ggml-opencl, written for
# Adreno and Intel GPUs) on Shoal, as docs/applications.md reports it.
#
#   bench/llama/run.sh CL_BIN GGUF_PY WORK [VK_BIN]
#
# CL_BIN: a directory with llama.cpp's test-backend-ops, llama-simple,
#   llama-perplexity, llama-bench and llama-quantize built with GGML_OPENCL
#   (its shared libraries beside them). llama.cpp is not part of Shoal: it is
#   built outside this repository from its public source (docs/applications.md
#   says which commit, and the one local change its family check needs).
# GGUF_PY: that checkout's gguf-py directory (llama.cpp's own gguf writer).
# WORK: a scratch directory for the models and logs.
# VK_BIN: optional, the same tools built with GGML_VULKAN, for speed next to
#   llama.cpp's own Vulkan backend on the same device. CL_BIN "none" runs
#   only that (models made with VK_BIN's llama-quantize).
# The caller points the ICD loader at Shoal (OCL_ICD_VENDORS and
# OCL_ICD_FILENAMES). Environment: PRESETS (models to make, default "tiny";
# see make_model.py), TYPES (default "f16 q8_0 q4_0"), TBO=0 skips
# test-backend-ops, TBO_ARGS adds to its command line, TBO_TIMEOUT stops it
# after that many seconds (what ran is still counted), NGEN tokens to
# generate (64), CHUNKS of perplexity (16), BENCH_PRESETS (models
# llama-bench runs, default: the last of PRESETS).
#
# Each result is a line "RESULT <what> ..." on stdout; logs stay in WORK.
set -u
CL_BIN=$1
[ "$CL_BIN" = none ] || CL_BIN=$(readlink -f "$CL_BIN")
GGUF_PY=$(readlink -f "$2")
WORK=$(readlink -f "$3")
VK_BIN=${4:+$(readlink -f "$4")}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
PRESETS=${PRESETS-tiny}
TYPES=${TYPES:-f16 q8_0 q4_0}
NGEN=${NGEN:-64}
CHUNKS=${CHUNKS:-16}
BENCH_PRESETS=${BENCH_PRESETS-${PRESETS##* }}
mkdir -p "$WORK"
status=0
# the first Python that has numpy (gguf-py needs it)
PY=
for p in ${PYTHON:-} python3 /usr/bin/python3; do
  if "$p" -c 'import numpy' 2>/dev/null; then PY=$p; break; fi
done
[ -n "$PY" ] || { echo "run.sh: no python3 with numpy"; exit 1; }

# ggml-opencl takes only devices whose name says Adreno, Qualcomm or Intel.
# A checkout with the local change takes GGML_OPENCL_ASSUME_FAMILY=intel
# (Intel's kernels: intel_reqd_sub_group_size 16 and 32) and says so in its
# log; Shoal itself reports its real device name.
export GGML_OPENCL_ASSUME_FAMILY=${GGML_OPENCL_ASSUME_FAMILY:-intel}

cl() { LD_LIBRARY_PATH="$CL_BIN${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$@"; }
vk() { LD_LIBRARY_PATH="$VK_BIN${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$@"; }
if [ "$CL_BIN" = none ]; then
  TBO=0
  quantize() { vk "$VK_BIN/llama-quantize" "$@"; }
else
  quantize() { cl "$CL_BIN/llama-quantize" "$@"; }
fi

if [ "${TBO:-1}" = 1 ]; then
  log=$WORK/test-backend-ops.log
  # shellcheck disable=SC2086
  cl timeout "${TBO_TIMEOUT:-0}" "$CL_BIN/test-backend-ops" -b GPUOpenCL ${TBO_ARGS:-} > "$log" 2>&1
  rc=$?
  grep -q "LOCAL PATCH" "$log" && echo "NOTE ggml-opencl's family check was patched: $(grep -m1 'LOCAL PATCH' "$log")"
  ok=$(grep -c ': .*OK' "$log")
  fail=$(grep -c 'FAIL' "$log")
  unsup=$(grep -c 'not supported' "$log")
  echo "RESULT test-backend-ops rc=$rc passed=$ok failed=$fail not_supported=$unsup"
  sed -n 's/.* \([A-Z_0-9]*\)(.*FAIL.*/\1/p' "$log" | sort | uniq -c | sed 's/^ */RESULT test-backend-ops failing /'
  [ "$rc" = 0 ] || status=1
fi

prompt="Once upon a time, in a quiet harbour, a shoal of small fish"
# Real English text for the perplexity runs: this repository's own docs.
cat "$root"/docs/*.md > "$WORK/text.txt"

for preset in $PRESETS; do
  f16=$WORK/$preset-f16.gguf
  [ -f "$f16" ] || "$PY" "$here/make_model.py" --gguf-py "$GGUF_PY" --preset "$preset" --out "$f16" || exit 1
  for t in $TYPES; do
    m=$WORK/$preset-$t.gguf
    if [ "$t" != f16 ] && [ ! -f "$m" ]; then
      quantize "$f16" "$m" "$(echo "$t" | tr a-z A-Z)" > "$WORK/quantize-$preset-$t.log" 2>&1 || { echo "RESULT quantize $preset $t FAILED"; status=1; continue; }
    fi
    [ "$CL_BIN" = none ] && continue
    # Greedy generation on the CPU backend and through OpenCL: the texts
    # must be the same (random weights: noise, but the same noise).
    cl "$CL_BIN/llama-simple" -m "$m" -n "$NGEN" -ngl 0 "$prompt" > "$WORK/gen-cpu-$preset-$t.txt" 2> "$WORK/gen-cpu-$preset-$t.log"
    cl "$CL_BIN/llama-simple" -m "$m" -n "$NGEN" -ngl 99 "$prompt" > "$WORK/gen-cl-$preset-$t.txt" 2> "$WORK/gen-cl-$preset-$t.log"
    off=$(grep -o 'offloaded [0-9]*/[0-9]* layers' "$WORK/gen-cl-$preset-$t.log" | head -n 1)
    tps=$(sed -n 's/.*decoded .* speed: \([0-9.]*\) t\/s.*/\1/p' "$WORK/gen-cl-$preset-$t.log")
    if [ -s "$WORK/gen-cl-$preset-$t.txt" ] && cmp -s "$WORK/gen-cpu-$preset-$t.txt" "$WORK/gen-cl-$preset-$t.txt"; then
      echo "RESULT generate $preset $t same-as-cpu ($off, $NGEN tokens, ${tps:-?} t/s)"
    else
      echo "RESULT generate $preset $t DIFFERS from cpu ($off)"
      echo "  cpu:    $(head -c 200 "$WORK/gen-cpu-$preset-$t.txt" | tr '\n' ' ')"
      echo "  opencl: $(head -c 200 "$WORK/gen-cl-$preset-$t.txt" | tr '\n' ' ')"
      status=1
    fi
    # Every position's logits against the CPU's: llama.cpp's own measure
    # (KL divergence and how often the top token is the same).
    base=$WORK/logits-cpu-$preset-$t.bin
    cl "$CL_BIN/llama-perplexity" -m "$m" -f "$WORK/text.txt" -c 128 --chunks "$CHUNKS" -ngl 0 \
      --kl-divergence-base "$base" > "$WORK/ppl-cpu-$preset-$t.log" 2>&1
    cl "$CL_BIN/llama-perplexity" -m "$m" -f "$WORK/text.txt" -c 128 --chunks "$CHUNKS" -ngl 99 \
      --kl-divergence-base "$base" --kl-divergence > "$WORK/kld-cl-$preset-$t.log" 2>&1
    same=$(grep -m1 '^Same top p:' "$WORK/kld-cl-$preset-$t.log" | sed 's/  */ /g')
    kld=$(grep -m1 '^Mean *KLD:' "$WORK/kld-cl-$preset-$t.log" | sed 's/  */ /g')
    echo "RESULT kl-divergence $preset $t: ${same:-none} |${kld:-none}"
  done
done

for preset in $BENCH_PRESETS; do
  for t in $TYPES; do
    m=$WORK/$preset-$t.gguf
    [ -f "$m" ] || continue
    if [ "$CL_BIN" != none ]; then
      cl "$CL_BIN/llama-bench" -m "$m" -ngl 99 -p 512 -n 128 -r 3 -o md > "$WORK/bench-cl-$preset-$t.md" 2> "$WORK/bench-cl-$preset-$t.log"
      grep ' pp\| tg' "$WORK/bench-cl-$preset-$t.md" | sed "s/^/RESULT bench opencl-shoal $preset $t /"
    fi
    if [ -n "$VK_BIN" ]; then
      vk "$VK_BIN/llama-bench" -m "$m" -ngl 99 -p 512 -n 128 -r 3 -o md > "$WORK/bench-vk-$preset-$t.md" 2> "$WORK/bench-vk-$preset-$t.log"
      grep ' pp\| tg' "$WORK/bench-vk-$preset-$t.md" | sed "s/^/RESULT bench vulkan-llama.cpp $preset $t /"
      grep -m1 'ggml_vulkan: [0-9N]' "$WORK/bench-vk-$preset-$t.log" | sed 's/^/RESULT bench vulkan device: /'
    fi
  done
done
exit $status
