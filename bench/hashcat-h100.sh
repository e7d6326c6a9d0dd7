#!/bin/sh
# hashcat-h100.sh LIB [MODES]: hashcat's own benchmark (`hashcat -b`) on the
# device tool's GPU machine, the same binary through Shoal (LIB, a
# libshoal.so) and through NVIDIA's OpenCL, alternating RUNS times (default
# 2), for issue 15's application table. It prints hashcat's speed line with
# the kernel time and the tuning it chose (Accel, Loops, Thr, Vec), which
# differ between runtimes when they report different limits. Extra hashcat
# arguments come from HASHCAT_ARGS (-n/-u/-T fix the tuning); ONLY=shoal or
# ONLY=nvidia runs one runtime. Run after
# `. scripts/device-env.sh`, carrying .clc (opencl-clang's Debian packages:
# hashcat builds its kernels from source) and .apps (hashcat-subset.tar.xz,
# libminizip1, libxxhash0), as scripts/device-apps.sh. docs/benchmarks.md
# has the results.
set -u
LIB=$(readlink -f "$1")
MODES=${2:-0 100 1400}
root=$(cd "$(dirname "$0")/.." && pwd)
NVIDIA=${NVIDIA_OPENCL:-/usr/local/nvidia/lib64/libnvidia-opencl.so.1}
mkdir -p /tmp/deb /tmp/hashcat
for f in "$root"/.clc/*.deb "$root"/.apps/*.deb; do dpkg -x "$f" /tmp/deb; done
tar xJf "$root/.apps/hashcat-subset.tar.xz" -C /tmp/deb
cp /tmp/deb/usr/bin/hashcat /tmp/hashcat/
for f in OpenCL modules hashcat.hcstat2 tunings; do ln -sfn /tmp/deb/usr/share/hashcat/$f /tmp/hashcat/$f; done
export LD_LIBRARY_PATH=/tmp/deb/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
run=1
while [ "$run" -le "${RUNS:-2}" ]; do
  for m in $MODES; do
    case ${ONLY:-} in shoal) icds=$LIB ;; nvidia) icds=$NVIDIA ;; *) icds="$LIB $NVIDIA" ;; esac
    for icd in $icds; do
      case $icd in "$LIB") who=Shoal ;; *) who=NVIDIA ;; esac
      # hashcat's kernel cache is keyed by the device and driver strings;
      # each runtime keeps its own under the session's HOME.
      out=$(cd /tmp/hashcat && OCL_ICD_VENDORS="$icd" OCL_ICD_FILENAMES="$icd" \
        ./hashcat -b -m "$m" --backend-ignore-cuda ${HASHCAT_ARGS:-} 2>&1)
      line=$(printf '%s\n' "$out" | grep '^Speed' | head -n 1)
      [ -n "$line" ] || line="no speed line: $(printf '%s\n' "$out" | tail -n 3 | tr '\n' ' ')"
      echo "run $run mode $m $who: $line"
    done
  done
  run=$((run + 1))
done
