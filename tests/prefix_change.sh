#!/bin/sh
# shellcheck disable=SC2086 # $make may carry options, as make -j2 does
# A user configures and builds, then configures again with another
# --prefix, builds and installs: the program installed must read its data
# under the new prefix. The argument is a folder holding src/, a copy of
# the distributed sources; the builds are unoptimised to be quick.
set -eu
work=$(cd "$1" && pwd)
make=${MAKE:-make}
cd "$work/src"
quietly() { # command: its output only when it fails
    "$@" > "$work/log" 2>&1 || { cat "$work/log"; exit 1; }
}
quietly ./configure --prefix="$work/first" CFLAGS=-O0
quietly $make
quietly ./configure --prefix="$work/second" CFLAGS=-O0
quietly $make
quietly $make install
installed=$work/second/bin/frontier

printf 'uoi\nquit\n' | "$installed" > /dev/null 2> "$work/err"
cat "$work/err"
test ! -s "$work/err"
# Without its installed evaluation the program says which file it missed.
rm "$work/second/share/frontier/eval.bin"
printf 'uoi\nquit\n' | "$installed" > /dev/null 2> "$work/err"
cat "$work/err"
grep -q "cannot open $work/second/share/frontier/eval.bin" "$work/err"
