#!/bin/sh
# Packed self-play shards (data/selfplay/): scripts/selfplay-check passes
# the committed test shard (tests/data/selfplay/) and replays its games
# where this build's bench signature is the shard's; it refuses a shard
# with an illegal move, a wrong score, a start the seed does not draw, a
# game that does not end, a header field missing, a count or a shard
# number that is not the file's, a bad line, or a file that is not xz;
# a game the build plays otherwise fails the replay.
# scripts/selfplay-games --pack writes the games of its .games file, with
# their search scores (version 2), which the check counts and replays;
# scripts/selfplay-positions unpacks a shard into the .pos lines
# selfplay-games writes, which `frontier train set` reads, or blends the
# searched positions' labels with their scores; scripts/train-eval
# --shards fits them with the archives.
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

# Version 2 keeps the searches' scores: one a searched position, replayed
# the same; a shard short of one, or with one changed, is refused.
xzcat "$work/packed/shard-0002.games.xz" | head -n 1 | grep -q '^#frontier-selfplay 2 '
PYTHONPATH="$scripts" python3 - "$work" <<'PY'
import lzma, os, sys
work = sys.argv[1]
lines = lzma.open(work + "/packed/shard-0002.games.xz", "rt").read().split("\n")[:-1]
start, moves, score, searched = lines[1].split(" ")
values = searched.split(",")
assert len(values) > 2, values
def write(name, game):
    os.makedirs("%s/%s" % (work, name))
    with lzma.open("%s/%s/shard-0002.games.xz" % (work, name), "wt") as f:
        f.write("\n".join([lines[0], game] + lines[2:]) + "\n")
write("short", " ".join([start, moves, score, ",".join(values[:-1])]))
values[1] = str(int(values[1]) + 3)
write("changed", " ".join([start, moves, score, ",".join(values)]))
PY
status=0
check --replay 3 "$work/short" "$work/changed" > /dev/null 2> "$work/err" || status=$?
test "$status" -eq 1
grep -q "short/shard-0002.games.xz: game 0 (line 2): .* search scores for .* searched positions" "$work/err"
grep -q "changed/shard-0002.games.xz: game 0: replayed with the search scores" "$work/err"
echo "selfplay-check: version 2's search scores counted and replayed"

# selfplay-positions: the .pos lines selfplay-games wrote; train set reads them.
python3 "$scripts/selfplay-positions" --out "$work/pos" "$work/packed" > "$work/pos.list.packed" 2> /dev/null
cmp "$(cat "$work/pos.list.packed")" "$work/play/shard-0002.pos"
python3 "$scripts/selfplay-positions" --out "$work/pos" "$shard" > "$work/pos.list" 2> /dev/null
"$frontier" train set "$work/shard.set" "$(cat "$work/pos.list")" > /dev/null 2> "$work/set.err"
grep -q '6 games' "$work/set.err"
status=0
python3 "$scripts/selfplay-positions" --out "$work/pos" "$work/illegal" > /dev/null 2> "$work/err" || status=$?
test "$status" -eq 1
grep -q 'illegal move' "$work/err"
# -j 2: the same files, in the same order, and a bad shard still stops it.
python3 "$scripts/selfplay-positions" --out "$work/pos-j" -j 2 "$work/packed" "$shard" > "$work/pos-j.list" 2> /dev/null
test "$(wc -l < "$work/pos-j.list")" -eq 2
cmp "$(sed -n 1p "$work/pos-j.list")" "$(cat "$work/pos.list.packed")"
cmp "$(sed -n 2p "$work/pos-j.list")" "$(cat "$work/pos.list")"
status=0
python3 "$scripts/selfplay-positions" --out "$work/pos-j" -j 2 "$work/illegal" "$shard" > /dev/null 2> "$work/err" || status=$?
test "$status" -eq 1
grep -q 'illegal move' "$work/err"
echo "selfplay-positions: the positions selfplay-games writes, read by train set"

# --search-weight: a searched position's label blends the result with its
# search's score (halves away from zero); solved positions keep theirs.
for w in 1 0.5; do
    python3 "$scripts/selfplay-positions" --out "$work/pos-$w" --search-weight "$w" "$work/packed" > /dev/null 2>&1
done
PYTHONPATH="$scripts" python3 - "$work" <<'PY'
import lzma, math, sys
work = sys.argv[1]
games = [line.split(" ") for line in lzma.open(work + "/packed/shard-0002.games.xz", "rt").read().split("\n")[1:-1]]
plain = open(work + "/play/shard-0002.pos").read().split("\n")[:-1]
for w in (1.0, 0.5):
    blended = open("%s/pos-%s/packed-shard-0002.pos" % (work, "1" if w == 1 else w)).read().split("\n")[:-1]
    assert len(blended) == len(plain)
    searched = {}
    for a, b in zip(plain, blended):
        board, label, game = a.split("; ")
        board2, label2, game2 = b.split("; ")
        assert (board, game) == (board2, game2)
        value, kind = label.split(" ")
        value2, kind2 = label2.split(" ")
        assert kind == kind2
        if kind == "exact":
            assert value == value2, (a, b)
            continue
        k = int(game.split(" ")[1])
        i = searched.get(k, 0)
        searched[k] = i + 1
        black = 1 if board.endswith("X") else -1
        search = int(games[k][3].split(",")[i])
        mix = (1 - w) * int(games[k][2]) + w * search
        expected = math.floor(abs(mix) + 0.5) * (1 if mix >= 0 else -1)
        assert int(value2) == black * expected, (b, expected)
    assert sum(searched.values()) == sum(len(g[3].split(",")) for g in games)
    assert any(int(g[2]) != int(g[3].split(",")[0]) for g in games)
PY
echo "selfplay-positions --search-weight: searched positions' labels blend the result and the search"

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
# --search-weight: the packed shard's labels blended, in sets of their own.
for w in 0 1; do
    "$scripts/train-eval" --frontier "$frontier" --data "$work/data" --work "$work/train" --solve 6 -j 1 \
        --fit "--iterations 2" --out "$work/search-$w.bin" --shards "$work/packed" --search-weight "$w" \
        > /dev/null 2>&1
done
test -d "$work/train/shard-positions-search-1"
if cmp -s "$work/search-0.bin" "$work/search-1.bin"; then
    echo "train-eval --search-weight 1 fitted the same weights as without it" >&2
    exit 1
fi
# --run-weight: each run's shards in sets of their own, the run named
# counted its own number of times, the others --shard-weight's.
mkdir -p "$work/two/seed-1" "$work/two/seed-2"
cp "$shard" "$work/two/seed-1/"
cp "$work/packed/shard-0002.games.xz" "$work/two/seed-2/"
"$scripts/train-eval" --frontier "$frontier" --data "$work/data" --work "$work/runs" --solve 6 -j 1 \
    --fit "--iterations 2" --out "$work/runs.bin" --shards "$work/two" --run-weight seed-2=3 > /dev/null 2>&1
"$frontier" train fit "$work"/runs/logbook/*.set --weight 1 "$work"/runs/shards-*/*-seed-1-shard-*.set \
    --weight 3 "$work"/runs/shards-*/*-seed-2-shard-*.set --out "$work/runs-by-hand.bin" --iterations 2 > /dev/null 2>&1
cmp "$work/runs.bin" "$work/runs-by-hand.bin"
test "$(find "$work/runs" -maxdepth 1 -name 'shards-*' | wc -l)" -eq 2
status=0
"$scripts/train-eval" --frontier "$frontier" --data "$work/data" --work "$work/runs" --solve 6 -j 1 \
    --out "$work/none.bin" --shards "$work/two" --run-weight seed-9=3 > /dev/null 2> "$work/err" || status=$?
test "$status" -eq 2
grep -q 'no run seed-9 among the shards' "$work/err"
echo "train-eval --shards: the test shard's positions fitted with the archives, weighted too, blended too, by run"
