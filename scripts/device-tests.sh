#!/bin/sh
# device-tests.sh BUILD [JOBS]: runs every test case of a build made
# elsewhere (no CTest, whose files hold the build machine's paths), JOBS at
# a time: the runtime, API and kernel test cases (each TEST in
# tests/*/test_*.c), the kernel cases again on the unoptimized modules
# (kernel_O0, as ctest does), the sub-group cases with virtual sub-groups
# of each size in SG_SIZES (kernel_sg<V>, default 4 8 16), and the translation of every corpus module
# through spirv-val when it is on the PATH. The cases of test_source.c need
# the OpenCL C compiler (clang-15 or opencl-clang), which the GPU machine
# lacks: they are listed as not run, and the other cases are told there is
# none (CLTEST_NO_COMPILER=1). With OUT set, failed cases' whole outputs go
# to $OUT/failures.txt. Prints one line per case as it ends
# and a summary; exits non-zero if any case failed. CASES (an extended
# regex) runs only the cases whose names match. The api_multi cases run
# with SHOAL_DEVICE_COPIES=${MULTI_COPIES:-2} (1 on a machine with two
# GPUs, to use them as they are). SHOAL_VALIDATE=0 skips
# spirv-val of every kernel built (the translate cases still validate).
set -u
B=$(cd "${1:-build}" && pwd)
JOBS=${2:-8}
root=$(cd "$(dirname "$0")/.." && pwd)
export API_KERNEL_DIR="$B/tests/api/kernels"
export OCL_ICD_VENDORS="$B/libshoal.so" OCL_ICD_FILENAMES="$B/libshoal.so" SHOAL_VALIDATE=${SHOAL_VALIDATE-1}
# no front end here: the tests then expect CL_DEVICE_COMPILER_AVAILABLE false.
# Shoal dlopens opencl-clang by name, so LD_LIBRARY_PATH counts too (an
# earlier call on the same machine may have unpacked it under /tmp/deb).
occ_found() {
  ldconfig -p | grep -q libopencl-clang && return 0
  for d in $(echo "${LD_LIBRARY_PATH:-}" | tr ':' ' '); do
    ls "$d"/libopencl-clang.so* >/dev/null 2>&1 && return 0
  done
  return 1
}
if ! command -v clang-15 >/dev/null && ! occ_found; then
  export CLTEST_NO_COMPILER=1
fi
work=$(mktemp -d)
cases() { grep -ho '^TEST([a-z0-9_]*)' "$@" | sed 's/TEST(\(.*\))/\1/'; }
{
  echo "runtime.all $B/tests/runtime/runtime_tests"
  for c in $(cases "$root"/tests/kernels/test_*.c); do echo "kernel.$c $B/tests/kernels/kernel_tests $c"; done
  for c in $(cases $(ls "$root"/tests/api/test_*.c | grep -v -e test_kernel.c -e test_source.c -e test_multi_device.c)); do
    echo "api.$c $B/tests/api/api_tests $c"
  done
  for c in $(cases "$root"/tests/api/test_kernel.c); do echo "api_kernel.$c $B/tests/api/api_kernel_tests $c"; done
  # two devices: the machine's own where it has two, else its one listed twice
  for c in $(cases "$root"/tests/api/test_multi_device.c); do
    echo "api_multi.$c env SHOAL_DEVICE_COPIES=${MULTI_COPIES:-2} $B/tests/api/api_multi_device_tests $c"
  done
  for c in $(cases $(ls "$root"/tests/kernels/test_*.c | grep -v test_spvasm.c)); do
    echo "kernel_O0.$c $B/tests/kernels/kernel_tests $c"
  done
  # the sub-group cases with virtual sub-groups of each size (as
  # tests/kernels/CMakeLists.txt's kernel_sg<V>): SG_SIZES, default 4 8 16
  for v in ${SG_SIZES:-4 8 16}; do
    for c in $(cases "$root"/tests/kernels/test_*.c | grep -E "$(cat "$root/tests/kernels/subgroup_cases.regex")"); do
      echo "kernel_sg$v.$c $B/tests/kernels/kernel_tests $c"
    done
  done
} > "$work/list.all"
# CASES: an extended regex of the case names to run (default: all)
grep -E "${CASES:-.}" "$work/list.all" > "$work/list"
# one case: its result in $work/<name>.rc, its output in $work/<name>.out
cat > "$work/one.sh" <<'ONE'
#!/bin/sh
name=$1; shift
case $name in
kernel_O0.*) export SHOAL_KERNEL_DIR="$KDIR/spv_O0" ;;
*) export SHOAL_KERNEL_DIR="$KDIR/spv" ;;
esac
case $name in
kernel_sg*) v=${name#kernel_sg}; export SHOAL_SUBGROUP_SIZE=${v%%.*} ;;
esac
"$@" > "$WORK/$name.out" 2>&1
rc=$?
echo $rc > "$WORK/$name.rc"
# as each case ends, so that a run cut short still says what it saw
case $rc in
0) echo "pass $name" ;;
77) echo "skip $name" ;;
*) { echo "FAIL $name (exit $rc)"; tail -20 "$WORK/$name.out" | sed 's/^/    /'; }
   # the whole output of each failure, where the device tool brings files back
   [ -n "${OUT:-}" ] && { echo "== $name"; cat "$WORK/$name.out"; } >> "$OUT/failures.txt" ;;
esac
ONE
chmod +x "$work/one.sh"
export WORK="$work" KDIR="$B/tests/kernels"
xargs -P "$JOBS" -L 1 "$work/one.sh" < "$work/list"
pass=0; fail=0; skip=0; failed=""
while read -r name _; do
  rc=$(cat "$work/$name.rc" 2>/dev/null || echo 255)
  if [ "$rc" -eq 0 ]; then pass=$((pass + 1))
  elif [ "$rc" -eq 77 ]; then skip=$((skip + 1))
  else fail=$((fail + 1)); failed="$failed $name"; fi
done < "$work/list"
if command -v spirv-val >/dev/null; then
  tmp=$(mktemp -d)
  for m in "$B"/tests/kernels/spv/*.spv; do
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
echo "not run (need the OpenCL C compiler): $(cases "$root"/tests/api/test_source.c | sed 's/^/api./' | tr '\n' ' ')"
echo "summary: $pass passed, $fail failed, $skip skipped"
[ -n "$failed" ] && echo "failed:$failed"
[ $fail -eq 0 ]
