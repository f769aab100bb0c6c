#!/bin/sh
# libfrontier's ABI against the baseline committed in lib/frontier.abi
# (abidw's output): an incompatible change (a function gone, a struct or a
# signature changed) fails until the version-info in Makefile.am and the
# baseline are moved on purpose (doc/library.md says how); a compatible
# one (a function added) passes with abidiff's report. Skipped (77) only
# where abigail-tools is not installed.
set -eu
build=${FRONTIER_BUILDDIR:?the build tree}
srcdir=${TESTS_SRCDIR:-tests}
command -v abidiff > /dev/null || { echo "abidiff not installed (Debian: abigail-tools)"; exit 77; }
status=0
abidiff --headers-dir2 "$srcdir/../lib/frontier" --drop-private-types "$srcdir/../lib/frontier.abi" \
    "$build/lib/.libs/libfrontier.so" || status=$?
# abidiff's status is a bit field: 1 an error, 2 a usage error, 4 a
# change, 8 an incompatible change.
if [ $((status & 3)) -ne 0 ]; then
    echo "abidiff could not compare (status $status)"
    exit 1
fi
if [ $((status & 8)) -ne 0 ]; then
    echo "an incompatible ABI change: move -version-info and lib/frontier.abi on purpose"
    exit 1
fi
[ $((status & 4)) -ne 0 ] && echo "compatible ABI changes (above): add them to lib/frontier.abi with the release"
echo "libfrontier's ABI holds against lib/frontier.abi"
