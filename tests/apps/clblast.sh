#!/bin/sh
# clblast.sh ROUTINE: runs CLBlast's own correctness test for one routine
# (Debian clblast-tests, /usr/bin/clblast_test_ROUTINE: every precision
# against the reference BLAS, CLBlast's default quick sizes) through Shoal.
# Passes when the binary passes and no case hit an OpenCL build error ('\'),
# and when the precisions that ran match the device: S and C always, D and Z
# exactly when it offers cl_khr_fp64, H exactly when it offers cl_khr_fp16
# (CLBlast skips a precision the device lacks). Exit 77 only when the
# package is not installed. CLBLAST_BIN_DIR names another folder of the
# binaries (the package unpacked elsewhere, as on the GPU machine).
# SHOAL_PROFILE_NAME: the device name gpu_profile.c makes CLBlast see.
set -u
bin="${CLBLAST_BIN_DIR:-/usr/bin}/clblast_test_$1"
[ -x "$bin" ] || { echo "skipped: $bin not installed (clblast-tests)"; exit 77; }
command -v clinfo >/dev/null || { echo "clinfo is needed to read the device's extensions"; exit 1; }
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
"$bin" >"$out" 2>&1
rc=$?
# CLBlast colours its output.
sed -i 's/\x1b\[[0-9;]*m//g' "$out"
cat "$out"
fail=0
[ "$rc" -eq 0 ] || { echo "clblast_test_$1 exited with $rc"; fail=1; }
# Under gpu_profile.c (tests/apps/CMakeLists.txt) CLBlast must have seen
# the profile's device, or its GPU kernels did not run.
if [ -n "${SHOAL_PROFILE_NAME:-}" ] && ! grep -qF "Running on OpenCL device '$SHOAL_PROFILE_NAME'" "$out"; then
  echo "the device profile '$SHOAL_PROFILE_NAME' was not in effect (LD_PRELOAD=${LD_PRELOAD:-})"; fail=1
fi
if grep -E '^ +[:.Xo/\\-]+$' "$out" | grep -q '\\'; then echo "OpenCL kernel build errors ('\\')"; fail=1; fi
exts="$(clinfo --raw | grep CL_DEVICE_EXTENSIONS | head -n 1)"
want_d=no; want_h=no
case "$exts" in *cl_khr_fp64*) want_d=yes ;; esac
case "$exts" in *cl_khr_fp16*) want_h=yes ;; esac
# Each precision's block starts with "Starting tests for the '<P>NAME'
# routine" (iSAMAX for the index routines); a precision that did not run
# says "All tests skipped: Unsupported precision" on the next line.
ran="$(awk "/Starting tests for the '/ { n = \$0; sub(/.*the '(i)?/, \"\", n); p = substr(n, 1, 1);
            getline nx; s = (nx ~ /All tests skipped: Unsupported precision/) ? \"no\" : \"yes\";
            print p, s }" "$out")"
echo "precisions run: $(echo "$ran" | tr '\n' ' ')(fp64 $want_d, fp16 $want_h)"
check() { # precision expected
  got="$(echo "$ran" | awk -v p="$1" '$1 == p { print $2 }' | head -n 1)"
  if [ -n "$got" ] && [ "$got" != "$2" ]; then echo "precision $1: ran=$got, expected $2"; fail=1; fi
}
check S yes; check C yes; check D "$want_d"; check Z "$want_d"; check H "$want_h"
# Complex-only routines (xdotc, xhemv, ...) have no S block.
echo "$ran" | grep -Eq '^[SC] yes' || { echo "neither S nor C ran"; fail=1; }
[ "$fail" -eq 0 ] && echo "clblast $1: ok"
exit "$fail"
