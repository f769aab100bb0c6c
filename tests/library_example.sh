#!/bin/sh
# The example program of doc/library.md, taken from the page itself, built
# against a libfrontier and run: it must compile without a warning as C99
# and play a whole game. Arguments (make installcheck): none, for the
# build tree's library; or "installed", for the one pkg-config finds.
set -eu
srcdir=${TESTS_SRCDIR:-tests}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The first C block of the page.
awk '/^```c$/ { inside = 1; next } /^```$/ && inside { exit } inside' "$srcdir/../doc/library.md" > "$tmp/play.c"
test -s "$tmp/play.c"

flags="-std=c99 -pedantic -Wall -Wextra -Werror"
if [ "${1:-}" = installed ]; then
    # shellcheck disable=SC2046,SC2086 # pkg-config's output is several words
    ${CC:-cc} $flags "$tmp/play.c" $(pkg-config --cflags --libs frontier) -o "$tmp/play"
    libdir=$(pkg-config --variable=libdir frontier)
    LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
    export LD_LIBRARY_PATH
else
    build=${FRONTIER_BUILDDIR:?the build tree}
    # A sanitizer build's library needs its runtime in the program too.
    flags="$flags ${SANITIZER_CFLAGS:-}"
    # shellcheck disable=SC2086 # flags holds several words
    ${CC:-cc} $flags -I"$srcdir/../lib" "$tmp/play.c" -L"$build/lib/.libs" -lfrontier \
        -Wl,-rpath,"$build/lib/.libs" -o "$tmp/play"
fi
"$tmp/play" > "$tmp/out"
cat "$tmp/out"
grep -q '^libfrontier [0-9.]*, header [0-9.]*$' "$tmp/out"
grep -q '^  depth 6 score -\{0,1\}[0-9]* pv ' "$tmp/out"
grep -q '^game over: black [0-9]*, white [0-9]*$' "$tmp/out"
grep -q '^black - white: -\{0,1\}[0-9]*$' "$tmp/out"
