#!/bin/sh
# The Python module's unittest tests (python/tests) against the build
# tree's library, under /usr/bin/python3 (Debian's, which the module is
# installed for) and under the first python3 on the PATH when that is
# another. Skipped (77) only where neither exists.
set -eu
build=${FRONTIER_BUILDDIR:?the build tree}
srcdir=${TESTS_SRCDIR:-tests}
src=$(cd "$srcdir/.." && pwd)
FRONTIER_LIBRARY=$build/lib/.libs/libfrontier.so.0
FRONTIER_DATA_DIR=$src/data
PYTHONPATH=$src/python
PYTHONDONTWRITEBYTECODE=1 # the source tree may be read-only (distcheck)
export FRONTIER_LIBRARY FRONTIER_DATA_DIR PYTHONPATH PYTHONDONTWRITEBYTECODE
test -f "$FRONTIER_LIBRARY" || { echo "no library at $FRONTIER_LIBRARY"; exit 1; }
# A sanitizer's runtime must be the first library of the process, which a
# python3 built without it cannot give (the C tests cover that build).
if [ -n "${SANITIZER_CFLAGS:-}" ]; then
    echo "skipped: the library is built with $SANITIZER_CFLAGS"
    exit 77
fi
pythons=""
[ -x /usr/bin/python3 ] && pythons=/usr/bin/python3
first=$(command -v python3 || true)
if [ -n "$first" ] && [ "$(realpath "$first")" != "$(realpath /usr/bin/python3 2>/dev/null || echo none)" ]; then
    pythons="$pythons $first"
fi
[ -n "$pythons" ] || { echo "no python3"; exit 77; }
for python in $pythons; do
    echo "== $python ($("$python" --version 2>&1))"
    "$python" -m unittest discover -v -s "$src/python/tests" 2>&1
done
