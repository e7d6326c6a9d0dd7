#!/usr/bin/python3
"""run_piglit.py: runs piglit's OpenCL profile (the cl-api-* programs and
the program tests of cl-program-tester) against Shoal and compares the
results with expected_failures.txt: the run fails if a test fails that is
not listed there; a listed test that passes is reported so the list can
shrink. Needs Debian's piglit package (its runner is Python)."""
import argparse
import bz2
import gzip
import json
import lzma
import os
import subprocess
import sys

BAD = {"fail", "crash", "timeout", "warn", "incomplete", "dmesg-fail", "dmesg-warn"}


def read_expected(path):
    """Lines `test name | reason`; # starts a comment line."""
    expected = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            name, sep, reason = line.partition(" | ")
            if not sep or not reason.strip():
                sys.exit(f"{path}:{n}: expected 'test name | reason'")
            expected[name.strip()] = reason.strip()
    return expected


def read_results(folder):
    for name, opener in (("results.json", open), ("results.json.bz2", bz2.open),
                         ("results.json.gz", gzip.open), ("results.json.xz", lzma.open)):
        path = os.path.join(folder, name)
        if os.path.exists(path):
            with opener(path, "rt") as f:
                return json.load(f)["tests"]
    sys.exit(f"no piglit results in {folder}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--piglit", default="/usr/bin/piglit")
    ap.add_argument("--expected", required=True)
    ap.add_argument("--results", required=True)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=int, default=300)
    args = ap.parse_args()
    expected = read_expected(args.expected)
    cmd = [sys.executable, args.piglit, "run", "-j", str(args.jobs), "-l", "dummy", "-o",
           "--timeout", str(args.timeout), "cl", args.results]
    run = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if run.returncode not in (0, 1):
        print(run.stdout[-4000:])
        sys.exit(f"piglit run failed ({run.returncode})")
    tests = read_results(args.results)
    counts = {"pass": 0, "fail": 0, "skip": 0}
    unexpected, fixed = [], []
    for name in sorted(tests):
        result = tests[name]["result"]
        bad = result in BAD
        counts["fail" if bad else "skip" if result in ("skip", "notrun") else "pass"] += 1
        if bad and name not in expected:
            unexpected.append((name, result, tests[name]))
        if not bad and result == "pass" and name in expected:
            fixed.append(name)
    missing = sorted(set(expected) - set(tests))
    for name, result, t in unexpected:
        out = (t.get("out", "") + "\n" + t.get("err", "")).strip().splitlines()
        print(f"UNEXPECTED {result}: {name}")
        for line in out[-25:]:
            print(f"    {line}")
    for name in fixed:
        print(f"now passes (remove it from {os.path.basename(args.expected)}): {name}")
    for name in missing:
        print(f"listed but not run: {name}")
    print(f"piglit cl: {counts['pass']} passed, {counts['fail']} failed "
          f"({counts['fail'] - len(unexpected)} expected), {counts['skip']} skipped")
    sys.exit(1 if unexpected else 0)


if __name__ == "__main__":
    main()
