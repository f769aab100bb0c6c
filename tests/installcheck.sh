#!/bin/sh
# The installed program, run from its prefix (make installcheck): it
# counts the move tree, searches through UOI with the evaluation installed
# beside it (no warning, and the data folder it names is the installed
# one), and its help points at the installed manual and documentation.
# Arguments: the installed frontier, the data folder, the doc folder, the
# manual's folder (section 1).
set -eu
frontier=$1
pkgdatadir=$2
docdir=$3
man1dir=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$frontier" perft 3 > "$tmp/perft"
cat "$tmp/perft"
grep -q '^perft 3 56 ' "$tmp/perft"

printf 'uoi\nisready\ngo depth 2\nwait\nquit\n' | "$frontier" > "$tmp/uoi" 2> "$tmp/err"
grep -v '^option' "$tmp/uoi"
cat "$tmp/err"
grep -q '^info depth 2 ' "$tmp/uoi"
grep -Eq '^bestmove (d3|c4|f5|e6)( |$)' "$tmp/uoi"
test ! -s "$tmp/err"

"$frontier" --help > "$tmp/help"
tail -n 2 "$tmp/help"
grep -qx "Data (eval.bin, book.bin): $pkgdatadir" "$tmp/help"
test -s "$pkgdatadir/eval.bin"
grep -qx "Manual: man frontier; README.md and doc/ in $docdir" "$tmp/help"
test -s "$man1dir/frontier.1"
test -s "$docdir/README.md"
test -s "$docdir/doc/protocols.md"
