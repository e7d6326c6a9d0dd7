#!/bin/sh
# device-llama.sh: bench/llama/run.sh on the device tool's GPU machine, after
# `. scripts/device-env.sh`. llama.cpp is carried, never committed: .llm
# holds builds made outside this repository (docs/applications.md, "llama.cpp"
# says how they were made) as cl.tar.xz (the GGML_OPENCL build: cl/),
# vk.tar.xz (GGML_VULKAN: vk/) and gguf-py.tar.xz, plus shoal/libshoal.so;
# whichever were carried are unpacked into /tmp/llm. .clc, where carried,
# gives Shoal its OpenCL C compiler (ggml-opencl builds its kernels from
# source). The models stay in /tmp/llm/work for a later call on the same
# machine. Arguments go to run.sh's environment (PRESETS=..., TBO=0, ...).
# Results: appended to $OUT/llama.txt; the logs in $OUT/logs.tar.xz.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p /tmp/llm /tmp/deb
for t in "$root"/.llm/*.tar.xz; do [ -f "$t" ] && tar xJf "$t" -C /tmp/llm; done
if [ -d "$root/.clc" ]; then
  for f in "$root"/.clc/*.deb; do dpkg -x "$f" /tmp/deb; done
  export LD_LIBRARY_PATH=/tmp/deb/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  ldconfig
fi
LIB=$root/.llm/shoal/libshoal.so
export OCL_ICD_VENDORS="$LIB" OCL_ICD_FILENAMES="$LIB"
cl=none
[ -d /tmp/llm/cl ] && [ -f "$LIB" ] && cl=/tmp/llm/cl
vk=
[ -d /tmp/llm/vk ] && vk=/tmp/llm/vk
for a in "$@"; do export "$a"; done
# LLAMA_CL=0: Vulkan only (a call that carried no compiler)
[ "${LLAMA_CL:-1}" = 0 ] && cl=none
out=${OUT:-/tmp/llm/out}
mkdir -p "$out"
sh "$root/bench/llama/run.sh" "$cl" /tmp/llm/gguf-py /tmp/llm/work $vk 2>&1 | tee -a "$out/llama.txt"
# the logs in one file (the tool brings back only a few files)
(cd /tmp/llm/work && tar cJf "$out/logs.tar.xz" $(ls *.log *.md 2>/dev/null))
