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

# The command-line modes that search say so too: without the weights
# the solver and the bench search other trees (several times the nodes).
head -n 1 "$srcdir/data/fforum-1-19.obf" > "$tmp/one.obf"
for mode in "solve $tmp/one.obf" "bench 1" "bench eval"; do
    # shellcheck disable=SC2086 # the mode's words
    "$tmp/frontier" $mode > "$tmp/out" 2> "$tmp/err"
    test "$(grep -c "no trained evaluation (cannot open $pkgdatadir/eval.bin" "$tmp/err")" -eq 1 ||
        { echo "frontier $mode: no single warning"; cat "$tmp/err"; exit 1; }
done
"$tmp/frontier" solve --eval-file "$srcdata/eval.bin" "$tmp/one.obf" > "$tmp/out" 2> "$tmp/err"
test ! -s "$tmp/err"
"$frontier" solve "$tmp/one.obf" > "$tmp/out" 2> "$tmp/err"
test ! -s "$tmp/err"

# NBoard plays from the book by itself: without one it says so once, on
# standard error and as a status line the GUI shows, and searches instead.
start='(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *];)'
printf 'nboard 2\nset depth 1\nset game %s\ngo\nping 1\nhint 2\nping 2\n' "$start" |
    "$tmp/frontier" --protocol=nboard > "$tmp/out" 2> "$tmp/err"
test "$(grep -c "^status no opening book: cannot open book $pkgdatadir/book.bin" "$tmp/out")" -eq 1
test "$(grep -c "no opening book: cannot open book $pkgdatadir/book.bin" "$tmp/err")" -eq 1
grep -q '^=== [A-H][1-8]' "$tmp/out"
grep -q '^pong 2' "$tmp/out"
echo "a copy reads the installed data and says once what it lacks"
