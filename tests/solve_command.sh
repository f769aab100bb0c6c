#!/bin/sh
# frontier solve: a few FFO positions solved and checked against the file,
# with the default evaluation and one named by --eval-file; an evaluation
# file that cannot be read is refused with its reason. A move the file
# scores below the best is a mismatch, a position the file gives no score
# is solved unchecked, and a line that cannot be read is an error.
set -eu
frontier=${FRONTIER:-protocol/frontier}
srcdir=${TESTS_SRCDIR:-tests}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
head -n 3 "$srcdir/data/fforum-1-19.obf" > "$tmp/three.obf"

"$frontier" solve --threads 1 "$tmp/three.obf" > "$tmp/default.out"
cat "$tmp/default.out"
grep -q '^total: 3 positions, 0 mismatches' "$tmp/default.out"

# A side that must pass, and a finished game: their exact scores too.
printf '%s\n' \
    '--------------------------------------------------------------XO X; PA:-64;' \
    'XXX----------------------------------------------------------O-O O; --:-60;' \
    'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO X; --:+0;' > "$tmp/pass.obf"
"$frontier" solve "$tmp/pass.obf" > "$tmp/pass.out"
cat "$tmp/pass.out"
grep -q '^total: 3 positions, 0 mismatches' "$tmp/pass.out"

# Position 1's best move is g8 (+18): a file that puts h1 first with +18
# and g8 at +12 has the right score and the wrong move.
sed '1s/G8:+18; H1:+12;/H1:+18; G8:+12;/' "$tmp/three.obf" > "$tmp/move.obf"
if "$frontier" solve "$tmp/move.obf" > "$tmp/move.out"; then
    echo "a move the file scores below the best passed"
    exit 1
fi
cat "$tmp/move.out"
grep -q '^  1 .* g8 .* +18 .* NO ' "$tmp/move.out"
grep -q '^total: 3 positions, 1 mismatches, 0 errors' "$tmp/move.out"

# No scores: solved, not checked. A bad board and an overlong line: errors.
{
    sed -n '2s/;.*//p' "$tmp/three.obf"
    echo 'XO X;'
    printf '%s' "$(sed -n 3p "$tmp/three.obf")"
    head -c 5000 /dev/zero | tr '\0' ' '
    echo
    sed -n 3p "$tmp/three.obf"
} > "$tmp/mixed.obf"
if "$frontier" solve "$tmp/mixed.obf" > "$tmp/mixed.out"; then
    echo "a file with unreadable lines passed"
    exit 1
fi
cat "$tmp/mixed.out"
grep -q '^  1 .* a4 .* +10 .* - .* -  ' "$tmp/mixed.out"
grep -q '^  2  error: ' "$tmp/mixed.out"
grep -q '^  3  error: a line longer than' "$tmp/mixed.out"
grep -q '^  4 .* d1 .* +2 .* +2  yes' "$tmp/mixed.out"
grep -q '^total: 2 positions, 0 mismatches, 2 errors' "$tmp/mixed.out"

"$frontier" solve --eval-file "$srcdir/../data/eval.bin" "$tmp/three.obf" > "$tmp/named.out"
grep -q '^total: 3 positions, 0 mismatches' "$tmp/named.out"

head -c 1000 "$srcdir/../data/eval.bin" > "$tmp/truncated.bin"
if "$frontier" solve --eval-file "$tmp/truncated.bin" "$tmp/three.obf" > "$tmp/bad.out" 2> "$tmp/bad.err"; then
    echo "a truncated evaluation file was accepted"
    exit 1
fi
cat "$tmp/bad.err"
grep -q 'truncated.bin' "$tmp/bad.err"
if "$frontier" solve --eval-file "$tmp/missing.bin" "$tmp/three.obf" > /dev/null 2> "$tmp/missing.err"; then
    echo "a missing evaluation file was accepted"
    exit 1
fi
grep -q 'missing.bin' "$tmp/missing.err"
echo ok
