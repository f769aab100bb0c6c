#!/bin/sh
# scripts/bench-endgame: medians over rounds, another command timed in the
# same rounds, and a failing status when a score does not match the file.
set -eu
frontier=${FRONTIER:-protocol/frontier}
srcdir=${TESTS_SRCDIR:-tests}
bench="$srcdir/../scripts/bench-endgame"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
head -n 3 "$srcdir/data/fforum-1-19.obf" > "$tmp/three.obf"

python3 "$bench" --runs 2 --hash 16 --frontier "$frontier" \
    --other "again=$frontier solve --threads 1 --hash 16 $tmp/three.obf" "$tmp/three.obf" > "$tmp/good.out"
cat "$tmp/good.out"
grep -q '^round 2: frontier .*, again ' "$tmp/good.out"
grep -q '^| 1 | 14 | g8 | +18 | ' "$tmp/good.out"
grep -q '^| 3 | 14 | d1 | +2 | ' "$tmp/good.out"
grep -q '^frontier median .* 133121 nodes' "$tmp/good.out"
grep -q '^again wall clock (s): .*times Frontier' "$tmp/good.out"

# Position 2's best score is +10; the file is made to say +8.
sed '2s/A4:+10/A4:+8/' "$tmp/three.obf" > "$tmp/wrong.obf"
if python3 "$bench" --runs 1 --hash 16 --frontier "$frontier" "$tmp/wrong.obf" > "$tmp/wrong.out" 2> "$tmp/wrong.err"; then
    echo "a score that does not match the file passed"
    exit 1
fi
cat "$tmp/wrong.err"
grep -q 'position 2: score or move does not match the file' "$tmp/wrong.err"

if python3 "$bench" --runs 1 --frontier "$frontier" --other "no-command" "$tmp/three.obf" > /dev/null 2> "$tmp/usage.err"; then
    echo "an --other without a command was accepted"
    exit 1
fi
grep -q 'NAME=COMMAND' "$tmp/usage.err"
echo ok
