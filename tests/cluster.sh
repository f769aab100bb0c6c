#!/bin/sh
# scripts/tournament and scripts/selfplay-games on a real Dask cluster of
# this machine (a dask-scheduler and two dask-worker processes, loopback
# only): a match and a self-play batch played there are complete and the
# same as local runs with the same seed, though a worker is killed with
# games in flight; a self-play run killed in the middle and started again,
# and a match interrupted and taken up again from its journal, end as the
# uninterrupted runs do; games labelled for training there give the
# sets of a local run. Skipped (77) without Dask.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
scripts="$src/../scripts"
# shellcheck source=tests/dask_cluster.sh
. "$src/dask_cluster.sh"
if ! have_dask; then
    echo "no Dask distributed (python3-distributed): skipped"
    exit 77
fi
work=$(mktemp -d)
pids=""
cleanup() {
    status=$?
    if [ "$status" -ne 0 ]; then
        grep -h -v -e '^20' -e 'warn' "$work"/*.err 2> /dev/null | tail -n 20
        grep -h 'Remove worker' "$work/scheduler.log" 2> /dev/null
    fi
    dask_stop
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

dask_start_scheduler
dask_start_worker worker1
worker1=$worker
dask_start_worker worker2
wait_for "two workers" workers_up 2

games_played() { # log, count: the runner has reported count games or more
    [ "$(sed -n 's|^\[\([0-9]*\)/.*|\1|p' "$1" 2> /dev/null | tail -n 1)" -ge "$2" ] 2> /dev/null
}
kills=0
dropped() { # count: the scheduler has dropped count workers
    [ "$(grep -c 'Remove worker' "$work/scheduler.log")" -ge "$1" ]
}
kill_worker_after() { # log, count, worker pid, runner pid: the kill once count games are in
    wait_for "$2 games" games_played "$1" "$2"
    kill -9 "$3"
    # In the middle: the run has games left to play.
    kill -0 "$4"
    kills=$((kills + 1))
    wait_for "the scheduler to drop the worker" dropped "$kills"
    echo "worker $3 killed after $2 games ($(grep 'Remove worker' "$work/scheduler.log" | tail -n 1 |
        sed 's/.*processing: \([0-9]*\).*/\1/') games assigned to it)"
}

# The runners are started through functions that exec them, in a subshell
# of their own: the background ones' $! is the runner itself.

# A match: 20 games, locally with two threads, then on the cluster with one
# worker killed after 8 games (12 still to play).
match() { # output name, more options...
    out=$1
    shift
    exec python3 "$scripts/tournament" --frontier "$frontier" --engine name=pvs --engine "name=plain option.Searcher=plain" \
        --openings "$src/../data/openings/open8.txt" --rounds 10 --tc depth=3 --seed 7 --json "$work/$out.json" \
        --ggf "$work/$out.ggf" "$@"
}
same_match() { # a, b: the same games, moves and results
    python3 - "$work/$1" "$work/$2" <<'PY'
import json, re, sys
a, b = sys.argv[1], sys.argv[2]
games = [json.load(open(p + ".json"))["games"] for p in (a, b)]
assert len(games[0]) == 20 and all(g["reason"] == "game over" for g in games[0]), games[0]
assert games[0] == games[1], (a, b)
moves = [[re.findall(r"[BW]\[([A-H][1-8]|PA)", l) for l in open(p + ".ggf")] for p in (a, b)]
assert len(moves[0]) == 20 and moves[0] == moves[1], (a, b)
PY
}
(match local -j 2) > /dev/null 2>&1
match cluster --cluster "$work/scheduler.json" > /dev/null 2> "$work/match.err" &
runner=$!
pids="$pids $runner"
kill_worker_after "$work/match.err" 8 "$worker1" "$runner"
wait "$runner"
grep -q '^\[20/20\]' "$work/match.err"
same_match local cluster
echo "match: 20 games on the cluster, a worker killed after 8, the same as the local run"

# Self-play: 2 shards of 8 games, locally, then on the cluster (a fresh
# worker beside the one left, killed after 4 games), then on the cluster
# again, its client killed after 6 games and started again.
dask_start_worker worker3
worker3=$worker
wait_for "a third worker" workers_up 3
selfplay() { # output folder, more options...
    out=$1
    shift
    exec python3 "$scripts/selfplay-games" --frontier "$frontier" --out "$work/$out" --games 8 --shards 0-1 \
        --depth 4 --solve 10 --seed 5 --progress 0 "$@"
}
(selfplay local-sp -j 2) > /dev/null 2>&1
test "$(cat "$work"/local-sp/shard-*.games | wc -l)" -eq 16
test "$(cat "$work"/local-sp/shard-*.pos | wc -l)" -gt 16
selfplay cluster-sp --cluster "$work/scheduler.json" > /dev/null 2> "$work/selfplay.err" &
runner=$!
pids="$pids $runner"
kill_worker_after "$work/selfplay.err" 4 "$worker3" "$runner"
wait "$runner"
diff -r "$work/local-sp" "$work/cluster-sp"
echo "self-play: 16 games on the cluster, a worker killed after 4, the same files as the local run"

address=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["address"])' "$work/scheduler.json")
selfplay resumed-sp --cluster "$address" > /dev/null 2> "$work/resumed.err" &
runner=$!
pids="$pids $runner"
wait_for "6 games" games_played "$work/resumed.err" 6
kill -9 "$runner"
wait "$runner" || :
# A line cut short, as a kill while writing leaves it.
printf 'f5d6c3' >> "$work/resumed-sp/shard-0001.games"
(selfplay resumed-sp --cluster "$address") > /dev/null 2> "$work/resumed.err"
grep -q 'games kept' "$work/resumed.err"
diff -r "$work/local-sp" "$work/resumed-sp"
echo "self-play: killed and started again on the cluster, the same files as the uninterrupted run"

# A match stopped (SIGTERM: a background job of a script ignores SIGINT)
# and started again with its journal.
match journal --cluster "$address" --journal "$work/journal" > /dev/null 2> "$work/journal.err" &
runner=$!
pids="$pids $runner"
wait_for "5 games" games_played "$work/journal.err" 5
kill -TERM "$runner"
wait "$runner" || :
(match journal --cluster "$address" --journal "$work/journal") > /dev/null 2> "$work/journal.err"
taken=$(sed -n 's/^tournament: \([0-9]*\) games taken from .*/\1/p' "$work/journal.err")
test "$taken" -ge 5 && test "$taken" -lt 20
same_match local journal
echo "match: stopped after $taken games, taken up from its journal, the same as the local run"

# Labelling for training: the self-play games in chunks of 3, on the
# cluster, give the sets of the local run.
labels() { # work folder, more options...
    out=$1
    shift
    exec python3 "$scripts/label-games" --frontier "$frontier" --work "$work/$out" --solve 10 --chunk 3 "$@" \
        "$work"/local-sp/shard-*.games
}
(labels local-labels -j 2) > "$work/local-labels.list" 2> /dev/null
(labels cluster-labels --cluster "$address") > "$work/cluster-labels.list" 2> "$work/labels.err"
test "$(wc -l < "$work/cluster-labels.list")" -eq 6
paste -d ' ' "$work/local-labels.list" "$work/cluster-labels.list" | while read -r a b; do cmp "$a" "$b"; done
echo "labelling: 6 chunks on the cluster, the same sets as the local run"

# A scheduler that does not answer: one message, no game.
status=0
(match none --cluster tcp://127.0.0.1:9) > /dev/null 2> "$work/none.err" || status=$?
test "$status" -eq 3
grep -q 'cannot reach the Dask scheduler at tcp://127.0.0.1:9' "$work/none.err"
if grep -q Traceback "$work/none.err"; then exit 1; fi
echo "no scheduler: one message"
