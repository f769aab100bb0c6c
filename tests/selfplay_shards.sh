#!/bin/sh
# Packed self-play shards (data/selfplay/): scripts/selfplay-check passes
# the committed test shard (tests/data/selfplay/) and replays its games
# where this build's bench signature is the shard's; it refuses a shard
# with an illegal move, a wrong score, a start the seed does not draw, a
# game that does not end, a header field missing, a count or a shard
# number that is not the file's, a bad line, or a file that is not xz;
# a game the build plays otherwise fails the replay.
# scripts/selfplay-games --pack writes the games of its .games file;
# scripts/selfplay-positions unpacks a shard into the .pos lines
# selfplay-games writes, which `frontier train set` reads, and
# scripts/train-eval --shards fits them with the archives.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
scripts="$src/../scripts"
shard="$src/data/selfplay/shard-0000.games.xz"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

check() { # more arguments...
    python3 "$scripts/selfplay-check" --frontier "$frontier" "$@"
}
check --replay 6 "$src/data/selfplay" > "$work/ok.out"
bench=$("$frontier" bench | sed -n 's/^Nodes searched *: *//p')
if xzcat "$shard" | head -n 1 | grep -q "\"bench\": $bench,"; then
    grep -q 'shard-0000.games.xz: 6 games, 6 replayed: ok' "$work/ok.out"
    echo "test shard: 6 games sound, 6 replayed the same"
else
    grep -q "not replayed: this build's bench is $bench nodes" "$work/ok.out"
    echo "test shard: 6 games sound, not replayed (the build plays otherwise; bench $bench)"
fi

# Shards spoilt one way each: refused, status 1, with the reason.
PYTHONPATH="$scripts" python3 - "$shard" "$work" "$bench" <<'PY'
import json, lzma, os, random, sys
from frontier_scripts.selfplay import with_passes
from frontier_scripts.rules import Position, square_name

shard, work, bench = sys.argv[1], sys.argv[2], int(sys.argv[3])
lines = lzma.open(shard, "rt").read().split("\n")[:-1]
header = json.loads(lines[0].split(" ", 2)[2])


def game(i):
    start, moves, score = lines[1 + i].split(" ")
    return start, moves, score


def write(name, head, games, number=0):
    os.makedirs("%s/%s" % (work, name))
    text = "#frontier-selfplay 1 %s\n" % json.dumps(head) + "".join(" ".join(g) + "\n" for g in games)
    with lzma.open("%s/%s/shard-%04d.games.xz" % (work, name, number), "wt") as f:
        f.write(text)


games = [game(i) for i in range(len(lines) - 1)]
start, moves, score = games[1]
# The first move played on a square of the start: taken, so illegal.
bad = start[0:2] + moves[2:]
write("illegal", header, [games[0], (start, bad, score)] + games[2:])
write("score", header, [games[0], (start, moves, "%+d" % (int(score) + 2))] + games[2:])
write("seed", dict(header, seed=header["seed"] + 1), games)
write("unended", header, [games[0], (start, moves[:-2], score)] + games[2:])
write("field", {k: v for k, v in header.items() if k != "bench"}, games)
write("count", dict(header, games=len(games) + 1), games)
write("number", header, games, number=1)
write("line", header, [games[0], (start, moves + " extra", score)] + games[2:])
write("type", dict(header, depth="3"), games)
os.makedirs(work + "/notxz")
open(work + "/notxz/shard-0000.games.xz", "w").write(lines[0] + "\n")
os.makedirs(work + "/cut")
data = open(shard, "rb").read()
open(work + "/cut/shard-0000.games.xz", "wb").write(data[:len(data) // 2])

# A game played out at random from its start: sound, but not what the
# build plays, so its replay fails (the header given this build's bench).
rng = random.Random(3)
start = games[0][0]
_, pos = with_passes(start)
played = []
while not pos.game_over():
    if pos.must_pass():
        pos.play(None)
        continue
    m = rng.choice(sorted(pos.moves()))
    pos.play(m)
    played.append(square_name(m))
assert "".join(played) != games[0][1]
write("replay", dict(header, bench=bench), [(start, "".join(played), "%+d" % pos.black_score())] + games[1:])
PY
# One run over them all (one bench count for the replay): each refused on
# a line of its own file, with the reason.
spoilt="illegal score seed unended field count number line type notxz cut replay"
status=0
# shellcheck disable=SC2046 # the folders are words
check --replay 6 $(for name in $spoilt; do echo "$work/$name"; done) > /dev/null 2> "$work/err" || status=$?
test "$status" -eq 1
for case in "illegal:illegal move" "score:where the final position counts" "seed:is not the one seed" \
    "unended:does not end" "field:field bench missing" "count:6 games where the header says 7" "number:names shard 0" \
    "line:not 'START MOVES SCORE'" "type:field depth" "notxz:not a readable xz" "cut:not a readable xz" \
    "replay:game 0: replayed as"; do
    name=${case%%:*}
    if ! grep -q "^$work/$name/shard-[0-9]*\.games\.xz[0-9:]*: .*${case#*:}" "$work/err"; then
        echo "$name: not refused as it should be (status $status)"
        cat "$work/err"
        exit 1
    fi
done
status=0
check "$work/none" > /dev/null 2>&1 || status=$?
test "$status" -eq 2
echo "selfplay-check: 12 kinds of spoilt shard refused with the reason"

# selfplay-games --pack: the games of its .games file, packed.
python3 "$scripts/selfplay-games" --frontier "$frontier" --out "$work/play" --pack "$work/packed" --games 3 \
    --shards 2 --seed 9 --random 10-12 --depth 2 --solve 6 > /dev/null 2>&1
check --replay 3 "$work/packed" > /dev/null
xzcat "$work/packed/shard-0002.games.xz" | tail -n +2 | sed 's/^\([a-h1-8]*\) \([a-h1-8]*\) \(.*\)/\1\2: \3/' \
    > "$work/unpacked.games"
cmp "$work/unpacked.games" "$work/play/shard-0002.games"
xzcat "$work/packed/shard-0002.games.xz" | head -n 1 | grep -q '"depth": 2, .*"games": 3, .*"seed": 9, "shard": 2'
echo "selfplay-games --pack: the games of the .games file, with their settings"

# selfplay-positions: the .pos lines selfplay-games wrote; train set reads them.
python3 "$scripts/selfplay-positions" --out "$work/pos" "$work/packed" > "$work/pos.list" 2> /dev/null
cmp "$(cat "$work/pos.list")" "$work/play/shard-0002.pos"
python3 "$scripts/selfplay-positions" --out "$work/pos" "$shard" > "$work/pos.list" 2> /dev/null
"$frontier" train set "$work/shard.set" "$(cat "$work/pos.list")" > /dev/null 2> "$work/set.err"
grep -q '6 games' "$work/set.err"
status=0
python3 "$scripts/selfplay-positions" --out "$work/pos" "$work/illegal" > /dev/null 2> "$work/err" || status=$?
test "$status" -eq 1
grep -q 'illegal move' "$work/err"
echo "selfplay-positions: the positions selfplay-games writes, read by train set"

# train-eval --shards: the shards' positions labelled and fitted with the
# archives (an empty WTHOR file and a logbook of two games).
mkdir -p "$work/data/wthor" "$work/data/logbook"
printf '\000\000\000\000\000\000\000\000\000\000\000\000\010\000\030\000' > "$work/data/wthor/WTH_2000.wtb"
xzcat "$shard" | sed -n '2,3s/^\([a-h1-8]*\) \([a-h1-8]*\) \(.*\)/\1\2: \3/p' | gzip > "$work/data/logbook/logbook.gam.gz"
"$scripts/train-eval" --frontier "$frontier" --data "$work/data" --work "$work/train" --solve 6 -j 1 \
    --fit "--iterations 2" --out "$work/train.bin" --shards "$src/data/selfplay" > /dev/null 2> "$work/train.err"
grep -q 'selfplay-shard-0000-0000.set' "$work/train.err"
"$frontier" train fit "$work"/train/logbook/*.set "$work"/train/shards-*/*.set --out "$work/by-hand.bin" \
    --iterations 2 > /dev/null 2>&1
cmp "$work/train.bin" "$work/by-hand.bin"
# --shard-weight: the shards' sets after --weight N, and a fit of its own.
"$scripts/train-eval" --frontier "$frontier" --data "$work/data" --work "$work/train" --solve 6 -j 1 \
    --fit "--iterations 2" --out "$work/weighted.bin" --shards "$src/data/selfplay" --shard-weight 3 > /dev/null 2>&1
"$frontier" train fit "$work"/train/logbook/*.set --weight 3 "$work"/train/shards-*/*.set --out "$work/by-hand3.bin" \
    --iterations 2 > /dev/null 2>&1
cmp "$work/weighted.bin" "$work/by-hand3.bin"
if cmp -s "$work/weighted.bin" "$work/train.bin"; then
    echo "train-eval --shard-weight 3 fitted the same weights as without it" >&2
    exit 1
fi
echo "train-eval --shards: the test shard's positions fitted with the archives, weighted too"
