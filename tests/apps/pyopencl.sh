#!/bin/sh
# pyopencl.sh WORKDIR: PyOpenCL's own test suite (third_party/pyopencl-tests,
# the tests of the version Debian ships) against the Debian python3-pyopencl
# through Shoal, with python3-pytest. Passes when pytest does: every test
# passes or is skipped by the suite itself (it skips what needs scipy or
# pyfmmlib, which are not installed). Exit 77 only when pytest or pyopencl
# is not installed.
set -u
here="$(cd "$(dirname "$0")" && pwd)"
tests="$here/../../third_party/pyopencl-tests/test"
/usr/bin/python3 -c 'import pytest, pyopencl' 2>/dev/null || { echo "skipped: python3-pytest or python3-pyopencl not installed"; exit 77; }
mkdir -p "$1" && cd "$1" || exit 1
# no pytest cache in the source tree; PyOpenCL's own kernel cache here
export PYOPENCL_CACHE_DIR="$1/pyopencl-cache" PYTHONDONTWRITEBYTECODE=1
exec /usr/bin/python3 -m pytest -q -rfs -p no:cacheprovider "$tests"
