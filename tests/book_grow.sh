#!/bin/sh
# scripts/book-grow: each step adds one expansion round to the book, and
# its book is byte for byte the one `frontier book build` makes in one
# process with that many rounds; a step searches only the new positions
# (the kept values are reused), a step stopped midway goes on from its
# work file to the same book, --rounds 0 rebuilds the book without a
# search, and settings or games other than the state's are refused with
# the state unchanged. scripts/selfplay-background --book runs a step
# between shards.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
scripts="$src/../scripts"
work=$(mktemp -d)
cleanup() {
    status=$?
    if [ "$status" -ne 0 ]; then
        tail -n 20 "$work"/*.err 2> /dev/null || :
    fi
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP
FRONTIER_MEASURE_LOCK=$work/measure.lock
export FRONTIER_MEASURE_LOCK

head -n 30 "$src/../data/openings/open8.txt" > "$work/games.txt"
PLIES=8 MIN_GAMES=3 DEPTH=5 SCREEN=2 MARGIN=200 EXPAND_MARGIN=100
export PLIES MIN_GAMES DEPTH SCREEN MARGIN EXPAND_MARGIN
one_process() { # expansion rounds, book
    "$frontier" book build --plies "$PLIES" --min-games "$MIN_GAMES" --depth "$DEPTH" --screen-depth "$SCREEN" \
        --margin "$MARGIN" --keep-leaves --expand "$1" --expand-margin "$EXPAND_MARGIN" --threads 1 \
        --out "$2" "$work/games.txt" 2> /dev/null
}
grow() { # name (its log), more options...
    name=$1
    shift
    python3 "$scripts/book-grow" --frontier "$frontier" --dir "$work/state" --work "$work/partial" -j 2 \
        --out "$work/$name.book" "$@" "$work/games.txt" > "$work/$name.out" 2> "$work/$name.err"
}
searched() { # log: the searches its step made
    sed -n 's/^book-grow: build-book: \([0-9]*\) searches in tasks/\1/p' "$work/$1.err"
}
values() {
    python3 -c 'import lzma, sys; print(len(lzma.open(sys.argv[1], "rt").read().splitlines()))' "$1"
}
bench=$("$frontier" bench | sed -n 's/^Nodes searched *: *//p')
state="$work/state/bench-$bench"

# The first step: the book of the settings (EXPAND=1 here), every search new.
EXPAND=1 grow first
one_process 1 "$work/one-1.bin"
cmp "$work/one-1.bin" "$work/first.book"
first=$(values "$state.values.xz")
test "$(searched first)" -eq "$first"
grep -q '"EXPAND": 1,' "$state.json"
echo "first step: the book of one expansion round, $first searches"

# Two more steps: one round each, only their new positions searched.
grow second
one_process 2 "$work/one-2.bin"
cmp "$work/one-2.bin" "$work/second.book"
second=$(values "$state.values.xz")
test "$second" -gt "$first"
test "$(searched second)" -eq $((second - first))
cp -r "$work/state" "$work/state-2"
grow third
one_process 3 "$work/one-3.bin"
cmp "$work/one-3.bin" "$work/third.book"
grep -q '"EXPAND": 3,' "$state.json"
third=$(values "$state.values.xz")
echo "steps two and three: one round each, $((second - first)) and $((third - second)) new searches"

# Step three again from a stop: the state of step two and half of step
# three's new values in the work file, its last line cut short.
cp "$state.values.xz" "$work/third.values.xz"
rm -rf "$work/state" "$work/partial"
mv "$work/state-2" "$work/state"
mkdir -p "$work/partial/bench-$bench"
python3 -c '
import lzma, sys
old = set(lzma.open(sys.argv[1], "rt").read().splitlines())
new = [line for line in lzma.open(sys.argv[2], "rt").read().splitlines() if line not in old]
with open(sys.argv[3], "w") as f:
    f.write("".join(line + "\n" for line in new[:len(new) // 2]) + new[-1][:40])
' "$state.values.xz" "$work/third.values.xz" "$work/partial/bench-$bench/values"
cp "$work/partial/bench-$bench/values" "$work/half.values"
grow resumed
cmp "$work/one-3.bin" "$work/resumed.book"
test "$(searched resumed)" -lt $((third - second))
# Its values are step three's, the work file's whole lines among them; it
# may need a few searches fewer, as a pass that knows more screening
# values asks for fewer deep searches on the way.
python3 -c '
import lzma, sys
kept = set(lzma.open(sys.argv[1], "rt").read().splitlines())
straight = set(lzma.open(sys.argv[2], "rt").read().splitlines())
half = open(sys.argv[3]).read().splitlines()[:-1]
sys.exit(not (kept <= straight and set(half) <= kept and len(kept) > int(sys.argv[4])))
' "$state.values.xz" "$work/third.values.xz" "$work/half.values" "$second"
echo "a step stopped midway: the same book, $(searched resumed) searches left"

# --rounds 0: the state's book again, from its values alone.
grow again --rounds 0
cmp "$work/one-3.bin" "$work/again.book"
test "$(searched again)" -eq 0
echo "--rounds 0: the same book without a search"

# Other settings or other games: refused, the state as it was.
cp "$state.json" "$work/state.json"
cp "$state.values.xz" "$work/state.values.xz"
status=0
PLIES=9 grow plies || status=$?
test "$status" -eq 2
grep -q 'PLIES=8' "$work/plies.err"
head -n 29 "$work/games.txt" > "$work/fewer.txt"
status=0
python3 "$scripts/book-grow" --frontier "$frontier" --dir "$work/state" --work "$work/partial" \
    "$work/fewer.txt" 2> "$work/fewer.err" || status=$?
test "$status" -eq 2
grep -q 'other games' "$work/fewer.err"
cmp "$state.json" "$work/state.json"
cmp "$state.values.xz" "$work/state.values.xz"
echo "other settings or games: refused, the state unchanged"

# Between shards: selfplay-background --book runs one step after each
# --book-every shards.
python3 "$scripts/selfplay-background" --frontier "$frontier" --out "$work/runs" --work "$work/background" \
    --depth 2 --solve 6 --random 8-20 --games 2 --shards 2 --priority normal --poll 0.05 \
    --book "$work/games.txt" --book-every 2 --book-dir "$work/state" > "$work/background.out" 2> "$work/background.err"
test "$(grep -c 'a step of the book' "$work/background.err")" -eq 1
grep -q '"EXPAND": 4,' "$state.json"
one_process 4 "$work/one-4.bin"
cmp "$work/one-4.bin" "$work/background/book/bench-$bench/bench-$bench.book"
tail -n 1 "$work/background.out" | grep -q '"shards_made": 2'
echo "selfplay-background --book: a step after two shards"
