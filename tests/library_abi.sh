#!/bin/sh
# The shared library's face: the soname libtool's version-info gives, only
# frontier_* exported (the engine inside stays hidden), the public header
# compiling alone as C99 and as C++, and frontier.pc valid for pkg-config.
set -eu
build=${FRONTIER_BUILDDIR:?the build tree}
srcdir=${TESTS_SRCDIR:-tests}
so=$build/lib/.libs/libfrontier.so
test -f "$so" || { echo "no shared library at $so"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

objdump -p "$so" > "$tmp/headers"
grep -E '^ +SONAME +libfrontier\.so\.0$' "$tmp/headers"

nm -D --defined-only "$so" | awk '{ print $3 }' | sort > "$tmp/exported"
echo "$(wc -l < "$tmp/exported") symbols exported"
if grep -v '^frontier_' "$tmp/exported"; then
    echo "the lines above are exported but not frontier_*"
    exit 1
fi
grep -qx frontier_version "$tmp/exported"
grep -qx frontier_engine_search "$tmp/exported"

# The header alone, with every warning, in both languages.
printf '#include <frontier/frontier.h>\nint main(void) { return frontier_version() == 0; }\n' > "$tmp/alone.c"
${CC:-cc} -std=c99 -pedantic -Wall -Wextra -Werror -I"$srcdir/../lib" -c "$tmp/alone.c" -o "$tmp/alone_c.o"
cp "$tmp/alone.c" "$tmp/alone.cpp"
${CXX:-g++} -std=c++11 -pedantic -Wall -Wextra -Werror -I"$srcdir/../lib" -c "$tmp/alone.cpp" -o "$tmp/alone_cxx.o"
# C++ links the C symbols: extern "C" keeps the names unmangled.
nm "$tmp/alone_cxx.o" | grep -q ' U frontier_version$'
echo "frontier.h compiles alone as C99 and as C++"

# Only the three standard headers.
included=$(sed -n 's/^#include <\([^>]*\)>.*/\1/p' "$srcdir/../lib/frontier/frontier.h" | sort | tr '\n' ' ')
test "$included" = "stdbool.h stddef.h stdint.h " || { echo "frontier.h includes $included"; exit 1; }

pkg-config --validate "$build/lib/frontier.pc"
echo "frontier.pc is valid"
