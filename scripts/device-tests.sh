#!/bin/sh
# device-tests.sh BUILD: runs every test case of a build made elsewhere (no
# CTest, whose files hold the build machine's paths): the API, runtime and
# kernel test cases (each TEST in tests/*/test_*.c) and the translation of
# every corpus module through spirv-val when it is on the PATH. Prints one
# line per case and a summary; exits non-zero if any case failed.
set -u
B=${1:-build}
root=$(cd "$(dirname "$0")/.." && pwd)
export SHOAL_KERNEL_DIR="$B/tests/kernels/spv" API_KERNEL_DIR="$B/tests/api/kernels"
export OCL_ICD_VENDORS="$B/libshoal.so" OCL_ICD_FILENAMES="$B/libshoal.so" SHOAL_VALIDATE=1
pass=0; fail=0; skip=0; failed=""
run() { # name command...
  name=$1; shift
  out=$("$@" 2>&1); rc=$?
  if [ $rc -eq 0 ]; then pass=$((pass + 1)); echo "pass $name";
  elif [ $rc -eq 77 ]; then skip=$((skip + 1)); echo "skip $name";
  else fail=$((fail + 1)); failed="$failed $name"; echo "FAIL $name (exit $rc)"; echo "$out" | tail -20 | sed 's/^/    /'; fi
}
cases() { grep -ho '^TEST([a-z0-9_]*)' "$@" | sed 's/TEST(\(.*\))/\1/'; }
run runtime.all "$B/tests/runtime/runtime_tests"
for c in $(cases $(ls "$root"/tests/api/test_*.c | grep -v test_kernel.c)); do run "api.$c" "$B/tests/api/api_tests" "$c"; done
for c in $(cases "$root"/tests/api/test_kernel.c); do run "api_kernel.$c" "$B/tests/api/api_kernel_tests" "$c"; done
for c in $(cases "$root"/tests/kernels/test_*.c); do run "kernel.$c" "$B/tests/kernels/kernel_tests" "$c"; done
if command -v spirv-val >/dev/null; then
  tmp=$(mktemp -d)
  for m in "$SHOAL_KERNEL_DIR"/*.spv; do
    n=$(basename "$m" .spv)
    case $n in
    *_irreducible) # must be refused with its message
      if "$B/shoal-translate" "$m" -o "$tmp/x.spv" 2>&1 | grep -q "irreducible control flow"; then
        pass=$((pass + 1)); echo "pass translate.$n"
      else
        fail=$((fail + 1)); failed="$failed translate.$n"; echo "FAIL translate.$n"
      fi
      continue ;;
    esac
    if "$B/shoal-translate" "$m" -o "$tmp/%k.spv" --target vulkan1.3 2>"$tmp/err" && \
       for o in "$tmp"/*.spv; do spirv-val --target-env vulkan1.3 "$o" || exit 1; done; then
      pass=$((pass + 1)); echo "pass translate.$n"
    else
      fail=$((fail + 1)); failed="$failed translate.$n"; echo "FAIL translate.$n"; sed 's/^/    /' "$tmp/err"
    fi
    rm -f "$tmp"/*.spv
  done
fi
echo "summary: $pass passed, $fail failed, $skip skipped"
[ -n "$failed" ] && echo "failed:$failed"
[ $fail -eq 0 ]
