#!/bin/sh
# scripts/label-games: games labelled in chunks on two cores give the sets
# of one `frontier train set` over the same games (the weights fitted on
# them are the same bytes); a run started again labels only the chunks
# missing; a work folder of other settings is refused.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
scripts="$src/../scripts"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 60 random games with their scores, as move lists.
python3 - "$scripts" > "$work/games.txt" <<'PY'
import random, sys
sys.path.insert(0, sys.argv[1])
from tournament_lib.board import Position, square_name
rng = random.Random(11)
for _ in range(60):
    pos, moves = Position(), []
    while not pos.game_over():
        if pos.must_pass():
            pos.play(None)
            continue
        move = rng.choice(sorted(pos.moves()))
        pos.play(move)
        moves.append(square_name(move))
    print("%s: %+d" % ("".join(moves), pos.black_score()))
PY
test "$(wc -l < "$work/games.txt")" -eq 60

label() { # work folder, more options...
    dir=$1
    shift
    python3 "$scripts/label-games" --frontier "$frontier" --work "$work/$dir" --solve 12 "$@" "$work/games.txt"
}
label chunks --chunk 7 -j 2 > "$work/chunks.list" 2> "$work/chunks.err"
test "$(wc -l < "$work/chunks.list")" -eq 9
"$frontier" train set "$work/one.set" --solve 12 "$work/games.txt" > /dev/null 2>&1
# shellcheck disable=SC2046 # set file names without spaces
"$frontier" train fit $(cat "$work/chunks.list") --out "$work/chunks.bin" --iterations 2 > /dev/null 2>&1
"$frontier" train fit "$work/one.set" --out "$work/one.bin" --iterations 2 > /dev/null 2>&1
cmp "$work/chunks.bin" "$work/one.bin"
echo "9 chunks on two cores: the weights of one train set"

# Started again with two chunks gone: those two are labelled, the list is the same.
rm "$(sed -n 3p "$work/chunks.list")" "$(sed -n 9p "$work/chunks.list")"
label chunks --chunk 7 -j 2 > "$work/again.list" 2> "$work/again.err"
grep -q '9 chunks, 2 to label' "$work/again.err"
cmp "$work/chunks.list" "$work/again.list"
# shellcheck disable=SC2046
"$frontier" train fit $(cat "$work/again.list") --out "$work/again.bin" --iterations 2 > /dev/null 2>&1
cmp "$work/again.bin" "$work/one.bin"
echo "started again: the two missing chunks labelled, the same weights"

status=0
label chunks --chunk 8 > /dev/null 2> "$work/other.err" || status=$?
test "$status" -eq 2
grep -q 'other settings' "$work/other.err"
echo "other settings in the same folder: refused"
