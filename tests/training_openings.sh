#!/bin/sh
# scripts/training-openings keeps the lines of a file whose positions, up
# to the board's symmetries, no line of an --exclude list reaches and no
# earlier line of the file reached, in the file's order.
set -eu
src=${TESTS_SRCDIR:-tests}
scripts="$src/../scripts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The start is symmetric about the diagonal a1-h8: a line mirrored there
# (each square's file and rank swapped) reaches the mirrored position.
mirror() {
    echo "$1" | sed 's/\(.\)\(.\)/\1\2 /g' | tr ' ' '\n' | grep . | while read -r sq; do
        file=$(printf '%s' "$sq" | cut -c1)
        rank=$(printf '%s' "$sq" | cut -c2)
        printf '%s%s' "$(echo abcdefgh | cut -c"$rank")" "$(( $(printf '%d' "'$file") - 96 ))"
    done
    echo
}
a=f5d6c3d3c4f4f6f3
b=f5f6e6f4e3c5c4e7
c=f5d6c5f4e3c6d3f6
echo "$a" > "$work/exclude.txt"
{
    echo "# a comment"
    mirror "$a"   # the excluded line's mirror image: left out
    echo "$b"
    echo "$c"
    mirror "$b"   # an earlier line's mirror image: left out
    echo "$b"     # and the line itself again
} > "$work/lines.txt"
test "$(mirror "$a")" != "$a"
python3 "$scripts/training-openings" --exclude "$work/exclude.txt" "$work/lines.txt" > "$work/out.txt" 2> "$work/err"
grep -v '^#' "$work/out.txt" > "$work/kept.txt"
printf '%s\n%s\n' "$b" "$c" | cmp - "$work/kept.txt"
head -n 1 "$work/out.txt" | grep -q '^# 2 lines of lines.txt .* exclude.txt'
grep -q '2 of 5 lines kept' "$work/err"
# A line that is not a legal move list: refused, status 2.
echo "f5f5" >> "$work/lines.txt"
status=0
python3 "$scripts/training-openings" "$work/lines.txt" > /dev/null 2>&1 || status=$?
test "$status" -eq 2
echo "training-openings: symmetric and repeated lines left out, bad lines refused"
