#!/bin/sh
# scripts/label-games: games labelled in chunks on two cores give the sets
# of one `frontier train set` over the same games (the weights fitted on
# them are the same bytes), self-play .pos files too, in chunks of whole
# games; a run started again labels only the chunks missing; a work folder
# of other settings is refused; scripts/train-eval takes a self-play folder.
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
from frontier_scripts.rules import random_game
rng = random.Random(11)
for _ in range(60):
    print("%s: %+d" % random_game(rng))
PY
test "$(wc -l < "$work/games.txt")" -eq 60

label() { # work folder, more options...
    dir=$1
    shift
    python3 "$scripts/label-games" --frontier "$frontier" --work "$work/$dir" --solve 12 "$@" "$work/games.txt"
}
# The weights fitted from the chunks listed in $1 equal those of one
# train set of the games in $2 ($3 names the files).
same_weights() {
    "$frontier" train set "$work/$3.set" --solve 12 "$2" > /dev/null 2>&1
    # shellcheck disable=SC2046 # set file names without spaces
    "$frontier" train fit $(cat "$1") --out "$work/$3-chunks.bin" --iterations 2 > /dev/null 2>&1
    "$frontier" train fit "$work/$3.set" --out "$work/$3.bin" --iterations 2 > /dev/null 2>&1
    cmp "$work/$3-chunks.bin" "$work/$3.bin"
}
label chunks --chunk 7 -j 2 > "$work/chunks.list" 2> "$work/chunks.err"
test "$(wc -l < "$work/chunks.list")" -eq 9
same_weights "$work/chunks.list" "$work/games.txt" one
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

# Self-play positions (.pos): chunks of whole games, the set of one train
# set over the file, though games are cut at no line count.
PYTHONPATH="$scripts" python3 - "$work/games.txt" > "$work/games.pos" <<'PY'
import sys
from frontier_scripts.selfplay import labelled_positions
for game, line in enumerate(open(sys.argv[1])):
    moves, score = line.rstrip("\n").split(": ")
    for position in labelled_positions(moves, 8 + game % 5, int(score), game, 10):
        print(position)
PY
python3 "$scripts/label-games" --frontier "$frontier" --work "$work/pos" --solve 12 --chunk 7 -j 2 \
    "$work/games.pos" > "$work/pos.list" 2> "$work/pos.err"
test "$(wc -l < "$work/pos.list")" -eq 9
same_weights "$work/pos.list" "$work/games.pos" pos
echo "self-play positions in 9 chunks of whole games: the weights of one train set"

# train-eval with a self-play folder: its shard-*.pos files are labelled
# and fitted with the archives (here an empty WTHOR file and a logbook of
# the random games); a folder without shards is refused.
mkdir -p "$work/data/wthor" "$work/data/logbook" "$work/selfplay"
printf '\000\000\000\000\000\000\000\000\000\000\000\000\010\000\030\000' > "$work/data/wthor/WTH_2000.wtb"
gzip -c "$work/games.txt" > "$work/data/logbook/logbook.gam.gz"
split -l 500 "$work/games.pos" "$work/selfplay/part-"
for part in "$work"/selfplay/part-*; do mv "$part" "$part.pos"; done
cp "$work/games.pos" "$work/selfplay/shard-0000.pos"
"$scripts/train-eval" --frontier "$frontier" --data "$work/data" --work "$work/train" --solve 12 -j 1 --shards none \
    --fit "--iterations 2" --out "$work/train.bin" "$work/selfplay" > "$work/train.out" 2> "$work/train.err"
grep -q 'shard-0000-0000.set' "$work/train.err"
if grep -q 'part-' "$work/train.err"; then exit 1; fi
"$frontier" train fit "$work"/train/logbook/*.set "$work/pos.set" --out "$work/by-hand.bin" \
    --iterations 2 > /dev/null 2>&1
cmp "$work/train.bin" "$work/by-hand.bin"
# With the packed shards of --shards too: the folder does not hide them.
"$scripts/train-eval" --frontier "$frontier" --data "$work/data" --work "$work/train" --solve 12 -j 1 \
    --shards "$src/data/selfplay" --fit "--iterations 2" --out "$work/both.bin" "$work/selfplay" \
    > /dev/null 2> "$work/both.err"
grep -q 'selfplay-shard-0000-0000.set' "$work/both.err"
"$frontier" train fit "$work"/train/logbook/*.set "$work/pos.set" --weight 1 "$work"/train/shards-*/*.set \
    --out "$work/both-by-hand.bin" --iterations 2 > /dev/null 2>&1
cmp "$work/both.bin" "$work/both-by-hand.bin"
# train fit --weight N: the sets after it count N times; 1 is no weight.
"$frontier" train fit "$work"/train/logbook/*.set --weight 1 "$work/pos.set" --out "$work/even.bin" \
    --iterations 2 > /dev/null 2>&1
cmp "$work/train.bin" "$work/even.bin"
"$frontier" train fit "$work"/train/logbook/*.set --weight 3 "$work/pos.set" --out "$work/three.bin" \
    --iterations 2 > /dev/null 2>&1
if cmp -s "$work/train.bin" "$work/three.bin"; then exit 1; fi
for bad in 0 101 x; do
    status=0
    "$frontier" train fit "$work/pos.set" --weight "$bad" "$work/pos.set" --out "$work/bad.bin" \
        > /dev/null 2>&1 || status=$?
    test "$status" -eq 2
done
status=0
"$scripts/train-eval" --frontier "$frontier" --data "$work/data" --work "$work/train" --solve 12 -j 1 --shards none \
    --out "$work/none.bin" "$work/data" > /dev/null 2> "$work/none.err" || status=$?
test "$status" -ne 0
grep -q 'no shard-\*.pos in' "$work/none.err"
echo "train-eval: a self-play folder's shards labelled and fitted with the archives and --shards; fit --weight"
