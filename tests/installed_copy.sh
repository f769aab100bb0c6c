#!/bin/sh
# Only the build tree's program reads the source tree's data: a copy of it
# elsewhere, as make install puts one, reads the installed data folder.
# Where that folder lacks the files, the copy says so, once for the
# evaluation at start and once for the book when OwnBook is set, instead
# of falling back on the source tree in silence.
set -eu
frontier=${FRONTIER:-protocol/frontier}
srcdir=${TESTS_SRCDIR:-tests}
pkgdatadir=${FRONTIER_PKGDATADIR:?the installed data folder}
srcdata=$(cd "$srcdir/../data" && pwd -P)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$frontier" "$tmp/frontier"

session() { # program: a UOI session that turns the book on
    printf 'uoi\nsetoption name OwnBook value true\nisready\nquit\n' | "$1" > "$tmp/out" 2> "$tmp/err"
    grep -hv "^option" "$tmp/out" "$tmp/err" || true
}

# The build tree's program: the source tree's data, read without a word.
"$frontier" --help > "$tmp/help"
data=$(sed -n 's/^Data (eval.bin, book.bin): //p' "$tmp/help")
test "$(cd "$data" && pwd -P)" = "$srcdata"
session "$frontier"
if grep '^error' "$tmp/out"; then exit 1; fi
test ! -s "$tmp/err"

# The copy: the installed folder, whatever the source tree holds.
"$tmp/frontier" --help > "$tmp/help"
grep -qx "Data (eval.bin, book.bin): $pkgdatadir" "$tmp/help"
session "$tmp/frontier"
if grep -F "$srcdata" "$tmp/out" "$tmp/err"; then exit 1; fi
if [ -e "$pkgdatadir/eval.bin" ] || [ -e "$pkgdatadir/book.bin" ]; then
    echo "$pkgdatadir holds an installed copy: its warnings are not checked"
    exit 0
fi
test "$(grep -c "no trained evaluation (cannot open $pkgdatadir/eval.bin" "$tmp/err")" -eq 1
test "$(grep -c "^error OwnBook needs an opening book: cannot open book $pkgdatadir/book.bin" "$tmp/out")" -eq 1
grep -q '^readyok' "$tmp/out"
