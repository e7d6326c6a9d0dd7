#!/bin/sh
# run.sh: builds and runs probe.c (glslangValidator, gcc, libvulkan-dev).
set -eu
cd "$(dirname "$0")"
t=$(mktemp -d)
glslangValidator -V --target-env vulkan1.2 ssbo.comp -o "$t/ssbo.spv" >/dev/null
glslangValidator -V --target-env vulkan1.2 bda.comp -o "$t/bda.spv" >/dev/null
glslangValidator -V --target-env vulkan1.2 ssbo_u8.comp -o "$t/ssbo_u8.spv" >/dev/null
for s in bda_u8 bda_u8x4 bda_u8x16 bda_u8s4 bda_u8v4 bda_u8v16; do
  glslangValidator -V --target-env vulkan1.2 $s.comp -o "$t/$s.spv" >/dev/null
done
gcc -O2 -w probe.c -o "$t/probe" -lvulkan
cd "$t" && ./probe
