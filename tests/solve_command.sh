#!/bin/sh
# frontier solve: a few FFO positions solved and checked against the file,
# with the default evaluation and one named by --eval-file; an evaluation
# file that cannot be read is refused with its reason.
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
