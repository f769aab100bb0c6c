#!/bin/sh
# The installed library (make installcheck): its header, manual page and
# pkg-config file in place, and the library's own test and the example of
# doc/library.md built against it with pkg-config --cflags --libs frontier
# alone, then run; and the installed Python module, loading the installed
# library by its soname. Arguments: the installed libdir, includedir,
# man3dir, and the Python module's folder.
set -eu
libdir=$1
includedir=$2
man3dir=$3
pydir=$4
srcdir=${TESTS_SRCDIR:-$(dirname "$0")}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

test -f "$includedir/frontier/frontier.h"
test -s "$man3dir/frontier.3"
test -f "$libdir/libfrontier.so.0"
PKG_CONFIG_PATH=$libdir/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}
export PKG_CONFIG_PATH
pkg-config --validate frontier
test "$(pkg-config --variable=libdir frontier)" = "$libdir"

# shellcheck disable=SC2046 # pkg-config's output is several words
${CC:-cc} -std=c99 -Wall -Wextra -Werror "$srcdir/library/api_test.c" $(pkg-config --cflags --libs frontier) \
    -lpthread -o "$tmp/api_test"
LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} "$tmp/api_test"
TESTS_SRCDIR=$srcdir sh "$srcdir/library_example.sh" installed > "$tmp/example"
tail -n 1 "$tmp/example"

test -f "$pydir/__init__.py"
if [ -x /usr/bin/python3 ]; then
    PYTHONPATH=$(dirname "$pydir") LD_LIBRARY_PATH=$libdir PYTHONDONTWRITEBYTECODE=1 /usr/bin/python3 -c '
import frontier
engine = frontier.Engine(options={"Hash": 16})
start = frontier.Position.start()
assert engine.perft(start, 4) == 244
move = engine.search(start, depth=4).best_move
assert move in start.moves()
print("python3: frontier", frontier.version(), "plays", frontier.move_name(move))
'
fi
