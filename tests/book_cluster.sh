#!/bin/sh
# The opening book built in steps (frontier book build --values, book
# search) by scripts/build-book is byte for byte the book of one
# `frontier book build` process: with searches on two local threads, from
# a values file cut short by a stop, and on a real Dask cluster of this
# machine (a dask-scheduler and two dask-worker processes, loopback only).
# Bad lines of values or positions are told and skipped. The cluster part
# is skipped (77) without Dask, after the rest has passed.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
scripts="$src/../scripts"
# shellcheck source=tests/dask_cluster.sh
. "$src/dask_cluster.sh"
work=$(mktemp -d)
pids=""
cleanup() {
    status=$?
    if [ "$status" -ne 0 ] && [ "$status" -ne 77 ]; then
        tail -n 20 "$work"/*.err "$work"/*.log 2> /dev/null || :
    fi
    dask_stop
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

# Thirty games of eight plies, small depths: screening, kept leaves and
# two expansion rounds (nine rounds of searches, some 360 of them), as
# scripts/build-book sets them. Each task is a process that loads the
# evaluation: batches of 8 keep their start-ups from being most of the time.
head -n 30 "$src/../data/openings/open8.txt" > "$work/games.txt"
PLIES=8 MIN_GAMES=3 DEPTH=5 SCREEN=2 MARGIN=200 EXPAND=2 EXPAND_MARGIN=100
export PLIES MIN_GAMES DEPTH SCREEN MARGIN EXPAND EXPAND_MARGIN
settings="--plies $PLIES --min-games $MIN_GAMES --depth $DEPTH --screen-depth $SCREEN --margin $MARGIN
    --keep-leaves --expand $EXPAND --expand-margin $EXPAND_MARGIN"
# shellcheck disable=SC2086 # the settings are words
"$frontier" book build $settings --threads 1 --out "$work/one.bin" "$work/games.txt" 2> "$work/one.err"
build_book() { # book, more options...
    book=$1
    shift
    python3 "$scripts/build-book" --frontier "$frontier" --out "$work/$book.bin" "$@" "$work/games.txt" \
        2> "$work/$book.err"
}

build_book local -j 2 --batch 8 --values "$work/local.values"
# Searched in rounds as the build asked for them, the expansions included.
grep -q '^round 3: ' "$work/local.err"
grep -q 'build-book: [0-9]* searches in tasks' "$work/local.err"
cmp "$work/one.bin" "$work/local.bin"
echo "steps on two threads: the book of one process"

# A run stopped while writing a value: its values, the last one cut short.
total=$(wc -l < "$work/local.values")
head -n $((total / 2)) "$work/local.values" > "$work/resumed.values"
tail -n 1 "$work/local.values" | cut -c 1-60 | tr -d '\n' >> "$work/resumed.values"
build_book resumed -j 1 --values "$work/resumed.values"
grep -q "resumed.values: $((total / 2)) values kept" "$work/resumed.err"
searched=$(sed -n 's/^build-book: \([0-9]*\) searches in tasks/\1/p' "$work/resumed.err")
test "$searched" -lt "$total"
cmp "$work/one.bin" "$work/resumed.bin"
echo "steps taken up from $((total / 2)) of $total values: the book of one process"

# A value depends on the position and the depth alone, not on the searches
# made before it in the process: deeper searches in one order and the other.
awk '{ print $1, $2, 10 } NR == 40 { exit }' "$work/local.values" > "$work/deep.txt"
"$frontier" book search "$work/deep.txt" > "$work/forward.out"
tac "$work/deep.txt" | "$frontier" book search | tac > "$work/backward.out"
test "$(wc -l < "$work/forward.out")" -eq 40
cmp "$work/forward.out" "$work/backward.out"
echo "book search: the same values in either order"

# A book value is a UOI search of the position with the book's settings
# (one thread, 16 MiB, Multi-ProbCut level 2, tables cleared), whatever
# the engine's own default selectivity is.
head -n 8 "$work/forward.out" > "$work/eight.out"
{
    printf 'uoi\nsetoption name Threads value 1\nsetoption name Hash value 16\n'
    printf 'setoption name Selectivity value 2\n'
    while read -r squares side depth _; do
        printf 'newgame\nposition board %s %s\ngo depth %s\nwait\n' "$squares" "$side" "$depth"
    done < "$work/eight.out"
    printf 'quit\n'
} | "$frontier" --protocol=uoi > "$work/uoi.out"
grep '^info depth 10 ' "$work/uoi.out" | sed 's/.* score cd \(-\{0,1\}[0-9]*\) .*/\1/' > "$work/uoi.values"
test "$(wc -l < "$work/uoi.values")" -eq 8
awk '{ print $4 }' "$work/eight.out" | cmp - "$work/uoi.values"
echo "book search: the values of UOI searches at level 2"

# Bad lines: one message each (or a count), and the others are used.
good=$(head -n 1 "$work/local.values")
printf 'junk\n%s\n' "${good% *}" | "$frontier" book search > "$work/search.out" 2> "$work/search.err" && exit 1
grep -q 'input line 1: ' "$work/search.err"
test "$(cat "$work/search.out")" = "$good"
printf 'junk\n%s\n%s' "$good" "$good" > "$work/bad.values"
status=0
# shellcheck disable=SC2086 # the settings are words
"$frontier" book build $settings --values "$work/bad.values" --needed "$work/needed" --out "$work/bad.bin" \
    "$work/games.txt" 2> "$work/bad.err" || status=$?
test "$status" -eq 3 && test ! -e "$work/bad.bin"
grep -q '2 unreadable lines skipped, the first: .*bad.values line 1: ' "$work/bad.err"
test -s "$work/needed"
if grep -q "^${good% *}\$" "$work/needed"; then exit 1; fi
echo "bad lines told and skipped"

if ! have_dask; then
    echo "no Dask distributed (python3-distributed): the cluster part skipped"
    exit 77
fi
dask_start_scheduler
dask_start_worker worker1
dask_start_worker worker2
wait_for "two workers" workers_up 2
build_book cluster --cluster "$work/scheduler.json" --batch 8
grep -q '^round 3: ' "$work/cluster.err"
cmp "$work/one.bin" "$work/cluster.bin"
echo "steps on a Dask cluster of two workers: the book of one process"
