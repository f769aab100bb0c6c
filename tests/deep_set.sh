#!/bin/sh
# scripts/make-deep-set: positions of the asked empties counts, as many of
# each as asked, labelled by the search; the same file on one thread or
# two (each search from a cleared table), one that `frontier train set`
# reads and `train measure` scores; bad arguments refused.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
scripts="$src/../scripts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

make_set() { # out, -j
    python3 "$scripts/make-deep-set" --frontier "$frontier" --out "$work/$1" --games 12 --per 3 \
        --empties 24-26 --depth 6 -j "$2" 2> "$work/$1.err"
}
make_set one.pos 1
make_set two.pos 2
cmp "$work/one.pos" "$work/two.pos"
test "$(wc -l < "$work/one.pos")" -eq 9
for empties in 24 25 26; do
    count=$(awk -v e="$empties" '{ n = gsub(/-/, "-", $1); if (n == e) c++ } END { print c + 0 }' "$work/one.pos")
    test "$count" -eq 3
done
grep -Evq '^[XO-]{64} [XO]; [+-][0-9]+ result; game [0-9]+$' "$work/one.pos" && exit 1
echo "nine positions, three of each count, the same on one thread or two"

# A label is the search's value: a deeper search labels some otherwise.
python3 "$scripts/make-deep-set" --frontier "$frontier" --out "$work/deeper.pos" --games 12 --per 3 \
    --empties 24-26 --depth 2 -j 2 2> "$work/deeper.err"
cut -d';' -f1 "$work/one.pos" > "$work/one.squares"
cut -d';' -f1 "$work/deeper.pos" > "$work/deeper.squares"
cmp "$work/one.squares" "$work/deeper.squares"
cmp -s "$work/one.pos" "$work/deeper.pos" && exit 1
echo "the same positions at depth 2, other labels"

"$frontier" train set "$work/one.set" --solve 0 "$work/one.pos" > /dev/null 2>&1
"$frontier" train measure "$work/one.set" --holdout 1 --eval basic > "$work/measure.out" 2>&1
grep -q 'held out (discs).*(9 positions)' "$work/measure.out"
echo "train measure scores all nine"

status=0
python3 "$scripts/make-deep-set" --frontier "$frontier" --out "$work/bad.pos" --empties 30-20 2> /dev/null || status=$?
test "$status" -eq 2
test ! -e "$work/bad.pos"
echo "bad arguments refused"

# From one opening and no random moves every game is the same game: the
# three positions of each count are one position (from random starts they
# differ).
echo "f5d6c3d3c4f4c5b3" > "$work/one-opening.txt"
python3 "$scripts/make-deep-set" --frontier "$frontier" --out "$work/opening.pos" --games 12 --per 3 \
    --empties 24-26 --depth 2 -j 2 --openings "$work/one-opening.txt" 2> "$work/opening.err"
test "$(wc -l < "$work/opening.pos")" -eq 9
test "$(cut -c1-66 "$work/opening.pos" | sort -u | wc -l)" -eq 3
test "$(cut -c1-66 "$work/one.pos" | sort -u | wc -l)" -eq 9
echo "the games start from --openings"
for bad in "--random 9-x" "--openings $work/missing.txt"; do
    status=0
    # shellcheck disable=SC2086 # each bad argument is an option and its value
    python3 "$scripts/make-deep-set" --frontier "$frontier" --out "$work/bad.pos" $bad 2> /dev/null || status=$?
    test "$status" -eq 2
done
test ! -e "$work/bad.pos"
echo "a bad --random or a missing --openings file refused"
