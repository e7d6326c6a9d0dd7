#!/bin/sh
# device-apps.sh LIB [JOBS]: the application tests of tests/apps that can
# travel to the device tool's GPU machine, against LIB (a libshoal.so):
# CLBlast's test binaries for the routines CI runs, and hashcat for the CI
# modes (CUDA ignored, so only OpenCL through Shoal). Run after
# `. scripts/device-env.sh`, with .clc (opencl-clang's Debian packages) and
# .apps (the debs of clblast-tests, libclblast1, libblas3, libminizip1,
# libxxhash0, and hashcat-subset.tar.xz: hashcat's binary with the modules
# and kernels of the CI modes, as the whole packages exceed what travels)
# carried; they are unpacked into /tmp/deb, and
# hashcat runs from /tmp/hashcat with its files linked beside it (where a
# hashcat outside /usr/bin looks for them). Prints one line per case and a summary; the last lines of failed
# cases go to $OUT/apps-failures.txt when OUT is set. docs/applications.md.
set -u
LIB=$(readlink -f "$1")
JOBS=${2:-4}
root=$(cd "$(dirname "$0")/.." && pwd)
for f in "$root"/.clc/*.deb "$root"/.apps/*.deb; do dpkg -x "$f" /tmp/deb; done
for f in "$root"/.apps/*.tar.xz; do [ -f "$f" ] && tar xJf "$f" -C /tmp/deb; done
# hashcat outside /usr/bin looks for its files beside the binary
mkdir -p /tmp/hashcat
cp /tmp/deb/usr/bin/hashcat /tmp/hashcat/
for f in OpenCL modules hashcat.hcstat2 tunings; do ln -sfn /tmp/deb/usr/share/hashcat/$f /tmp/hashcat/$f; done
export LD_LIBRARY_PATH=/tmp/deb/usr/lib/x86_64-linux-gnu:/tmp/deb/usr/lib/x86_64-linux-gnu/blas${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export PATH=/tmp/hashcat:/tmp/deb/usr/bin:$PATH CLBLAST_BIN_DIR=/tmp/deb/usr/bin
export OCL_ICD_VENDORS="$LIB" OCL_ICD_FILENAMES="$LIB"
ldconfig
work=$(mktemp -d)
routines=$(sed -n '/foreach(r /,/)/p' "$root/tests/apps/CMakeLists.txt" | sed 's/foreach(r//' | tr -d '()')
modes=$(sed -n 's/^ *foreach(m \([0-9 ]*\))$/\1/p' "$root/tests/apps/CMakeLists.txt" | head -n 1)
{
  for r in $routines; do echo "clblast.$r sh $root/tests/apps/clblast.sh $r"; done
  for m in $modes; do echo "hashcat.m$m sh $root/tests/apps/hashcat.sh $work/hc $m --backend-ignore-cuda"; done
  echo "hashcat.mask sh $root/tests/apps/hashcat.sh $work/hc mask --backend-ignore-cuda"
} > "$work/list"
one() {
  name=$1; shift
  if "$@" > "$work/$name.log" 2>&1 < /dev/null; then echo "pass $name"; else echo "FAIL $name"; fi
}
export work
n=0
# hashcat, outside /usr/bin, keeps its session in its own folder: one at a time
grep -v '^hashcat' "$work/list" | {
  while read -r name cmd; do
    one "$name" $cmd &
    n=$((n + 1))
    [ $((n % JOBS)) -eq 0 ] && wait
  done
  wait
} > "$work/results"
grep '^hashcat' "$work/list" | while read -r name cmd; do one "$name" $cmd; done >> "$work/results"
sort "$work/results"
pass=$(grep -c '^pass' "$work/results"); fail=$(grep -c '^FAIL' "$work/results")
echo "applications: $pass passed, $fail failed"
if [ -n "${OUT:-}" ]; then
  for f in $(sed -n 's/^FAIL //p' "$work/results"); do echo "=== $f"; tail -n 25 "$work/$f.log"; done > "$OUT/apps-failures.txt"
  cp "$work/results" "$OUT/apps-results.txt"
fi
[ "$fail" -eq 0 ]
