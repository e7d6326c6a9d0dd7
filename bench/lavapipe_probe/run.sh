#!/bin/sh
# run.sh: builds and runs probe.c (glslangValidator, gcc, libvulkan-dev).
set -eu
cd "$(dirname "$0")"
t=$(mktemp -d)
glslangValidator -V --target-env vulkan1.2 ssbo.comp -o "$t/ssbo.spv" >/dev/null
glslangValidator -V --target-env vulkan1.2 bda.comp -o "$t/bda.spv" >/dev/null
glslangValidator -V --target-env vulkan1.2 ssbo_u8.comp -o "$t/ssbo_u8.spv" >/dev/null
glslangValidator -V --target-env vulkan1.2 bda_u8.comp -o "$t/bda_u8.spv" >/dev/null
gcc -O2 -w probe.c -o "$t/probe" -lvulkan
cd "$t" && ./probe
