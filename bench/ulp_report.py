#!/usr/bin/env python3
# bench/ulp_report.py: the measurements behind docs/builtins.md. Runs the
# math kernel tests (tests/kernels/test_math_*.c) on the default device
# through the ICD loader, collects the worst error each prints ("ULP ..."
# lines), counts the instructions each built-in expands to (its scalar
# test kernel translated by shoal-translate, less the kernel's own
# loads and stores), and prints one markdown table row per built-in and
# type.
#
#   bench/ulp_report.py BUILD_DIR > results.md
import os
import re
import subprocess
import sys

build = sys.argv[1] if len(sys.argv) > 1 else "build"
lib = os.path.join(build, "libshoal.so")
env = dict(os.environ, OCL_ICD_VENDORS=lib, OCL_ICD_FILENAMES=lib, SHOAL_VALIDATE="1")
tests = ["math_exact_float", "math_exact_double", "math_exact_half", "math_exp_float", "math_exp_half_native",
         "math_exp_double", "math_exp_half", "math_trig_float", "math_trig_half_native", "math_trig_double",
         "math_trig_half", "math_special_float", "math_special_double", "math_special_half", "math_geom_float",
         "math_geom_double"]
modules = {"math_exact": ["fabs"], "math_exp": [], "math_trig": [], "math_special": []}

rows = []
for t in tests:
    p = subprocess.run([os.path.join(build, "tests/kernels/kernel_tests"), t], env=env, capture_output=True, text=True)
    for line in p.stdout.splitlines():
        m = re.match(r"ULP (\S+)\s+(half|float|double)\s*(\d?)\s+worst\s+(\S+) bound\s+(\S+) inputs (\d+)", line)
        if m:
            rows.append((m.group(1), m.group(2) + m.group(3), float(m.group(4)), m.group(5), int(m.group(6))))
    if p.returncode != 0:
        print("<!-- %s FAILED -->" % t)

def kernel_size(spv, kernel):
    out = "/tmp/ulp_report_k.spv"
    r = subprocess.run([os.path.join(build, "shoal-translate"), spv, "-o", out, "--kernel", kernel, "--no-validate"],
                       capture_output=True, text=True)
    if r.returncode != 0 or not os.path.exists(out):
        return None
    d = subprocess.run(["spirv-dis", out], capture_output=True, text=True).stdout
    os.remove(out)
    n, inside = 0, False
    for l in d.splitlines():
        s = l.strip()
        if "OpFunction " in s and "=" in s:
            inside = True
            continue
        if s.startswith("OpFunctionEnd"):
            inside = False
        if inside and not s.startswith("OpLabel") and "OpLabel" not in s:
            n += 1
    return n

spvdir = os.path.join(build, "tests/kernels/spv")
sfx = {"half": "h", "float": "f", "double": "d"}
mod_of = {}
for mod in ["math_exact", "math_exp", "math_trig", "math_special"]:
    for t in ["", "_d", "_h"]:
        path = os.path.join(spvdir, mod + t + ".spv")
        if os.path.exists(path):
            names = subprocess.run(["spirv-dis", path], capture_output=True, text=True).stdout
            for k in re.findall(r'OpEntryPoint Kernel %\S+ "(\S+)_([hfd])1"', names):
                mod_of[(k[0], k[1])] = path
base = {}
for s in "hfd":
    p = mod_of.get(("fabs", s))
    if p:
        base[s] = kernel_size(p, "fabs_%s1" % s) - 3

print("| built-in | type | worst ulp | bound | inputs | instructions |")
print("| --- | --- | --- | --- | --- | --- |")
for name, ty, worst, bound, n in rows:
    s = sfx.get(re.sub(r"\d", "", ty))
    size = ""
    if (name, s) in mod_of and s in base:
        k = kernel_size(mod_of[(name, s)], "%s_%s1" % (name, s))
        if k is not None:
            size = str(max(k - base[s], 0))
    print("| %s | %s | %.3f | %s | %d | %s |" % (name, ty, worst, bound, n, size))
