#!/bin/sh
# scripts/selfplay-background and the measurement lock: while a
# measurement holds the lock (scripts/selfplay-pause, as the bench-*
# scripts, tournament and soak take it) the generator starts no game, and
# games already running are stopped (every process of their group stopped,
# ended, or with SIGSTOP pending) before the measured command starts; they
# go on after it. A run stopped by SIGTERM keeps its games and a second
# start finishes the shard (found without --seed), which holds the games
# an uninterrupted run plays (replayed by selfplay-check), whole, at the
# lowest priority; a shard of another build under the same --seed is
# refused, and so is a second generator on the same work folder.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
scripts="$src/../scripts"
work=$(mktemp -d)
generator=
trap 'if [ -n "$generator" ]; then kill "$generator" 2> /dev/null || :; fi; rm -rf "$work"' EXIT
# A lock of this test's own, apart from any generator running on the machine.
FRONTIER_MEASURE_LOCK=$work/measure.lock
export FRONTIER_MEASURE_LOCK

background() { # log file, more options... (in a subshell: it becomes the generator)
    log=$1
    shift
    exec python3 "$scripts/selfplay-background" --frontier "$frontier" --out "$work/runs" --work "$work/partial" \
        --depth 2 --solve 6 --random 8-20 --poll 0.05 "$@" 2> "$work/$log"
}
# Waits (up to ten minutes: a loaded machine is slow) until the file
# holds the text.
wait_for() { # file, text
    i=0
    until grep -q "$2" "$1" 2> /dev/null; do
        i=$((i + 1))
        if [ "$i" -gt 6000 ]; then
            echo "no '$2' in $1:"
            cat "$1"
            exit 1
        fi
        sleep 0.1
    done
}

# The lock held before the generator starts: no game is played.
python3 "$scripts/selfplay-pause" sh -c "touch '$work/held'; until [ -e '$work/go' ]; do sleep 0.05; done" &
holder=$!
until [ -e "$work/held" ]; do sleep 0.05; done
(background first.log --seed 7 --games 3 --shards 1) > /dev/null &
generator=$!
wait_for "$work/first.log" "paused: a measurement holds"
if [ -n "$(ls "$work"/partial/*/shard-* 2> /dev/null)" ] || [ -e "$work/runs/seed-7/shard-0000.games.xz" ]; then
    echo "games played while the lock was held"
    exit 1
fi
touch "$work/go"
wait "$holder"
wait "$generator"
generator=
test -e "$work/runs/seed-7/shard-0000.games.xz"
grep -q 'going on' "$work/first.log"
echo "lock held at the start: no game until it was let go"

# Games running when a measurement starts: stopped before it runs.
bench=$("$frontier" bench | sed -n 's/^Nodes searched *: *//p')
partial="$work/partial/seed-8-bench-$bench/shard-0000.games"
(background second.log --seed 8 --games 30 --shards 1) > /dev/null &
generator=$!
wait_for "$work/second.log" "games of shard-0000 in process group"
group=$(sed -n 's/.*games of shard-0000 in process group \([0-9]*\).*/\1/p' "$work/second.log" | head -n 1)
python3 "$scripts/selfplay-pause" python3 - "$group" <<'PY'
import os, sys, time
group = int(sys.argv[1])
def group_states():
    states = {}
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                stat = open("/proc/%s/stat" % pid).read()
            except OSError:
                continue
            fields = stat.rpartition(")")[2].split()
            if int(fields[2]) == group:
                states[int(pid)] = fields[0]
                # SIGSTOP pending (bit 19 of a mask) stops a process before it
                # runs again, however long a starved one waits for the CPU.
                try:
                    for line in open("/proc/%s/status" % pid):
                        if line.startswith(("SigPnd:", "ShdPnd:")) and int(line.split()[1], 16) & (1 << 18):
                            states[int(pid)] += " pending"
                except OSError:
                    pass
    return states
# A process that has taken the SIGSTOP off its queue but not yet stopped
# shows neither (seen once on a loaded machine): give it two seconds,
# in which a process that ignored the pause would run on.
for attempt in range(20):
    states = group_states()
    assert states, "no process in group %d" % group
    running = {p: s for p, s in states.items() if s[0] not in "TtZX" and "pending" not in s}
    if not running:
        break
    time.sleep(0.1)
assert not running, "running during the measurement: %s" % running
print("during the measurement: %d processes of the games stopped or stopping" % len(states))
PY
wait_for "$work/second.log" "going on"
# Their priority: nice 19, and SCHED_IDLE where the system has it.
# One ps call, and nothing to check when the game ended between pgrep and
# ps: the games at depth 2 are short.
pid=$(pgrep -g "$group" -n frontier || :)
if [ -n "$pid" ]; then
    priority=$(ps -o ni=,cls= -p "$pid" || :)
    if [ -n "$priority" ]; then
        if ! echo "$priority" | awk '$1 == 19 || $2 == "IDL" { ok = 1 } END { exit !ok }'; then
            echo "a game's process at nice and class $priority" >&2
            exit 1
        fi
    fi
fi
wait_for "$partial" ": "
# A second generator on the same work folder: refused at once, and the
# first goes on (the shard is replayed whole below).
status=0
(background twice.log --seed 8 --games 30 --shards 1) > /dev/null || status=$?
test "$status" -eq 4
grep -q "another generator runs on the work folder $work/partial" "$work/twice.log"
kill -0 "$generator"
echo "a second generator on the same work folder: refused"
kill -TERM "$generator"
status=0
wait "$generator" || status=$?
generator=
test "$status" -eq 0
grep -q 'stopped (SIGTERM)' "$work/second.log"
kept=$(wc -l < "$partial")
test ! -e "$work/runs/seed-8/shard-0000.games.xz"
# Started again without --seed: the run with a shard in progress is the
# one it goes on with, though it has no finished shard yet (seed 7 has).
(background third.log --games 30 --shards 1) > /dev/null
grep -q "$kept games kept" "$work/third.log"
python3 "$scripts/selfplay-check" --frontier "$frontier" --replay 30 "$work/runs/seed-8" > "$work/check.out"
grep -q '30 games, 30 replayed: ok' "$work/check.out"
test ! -e "$partial"
echo "stopped with $kept games, started again: the shard whole, as one run plays it"

# Without --seed it goes on with the run of its settings (seed 8 here,
# the later of two that match), and a new setting starts a new seed.
(background fourth.log --games 2 --shards 1 --random 8-20) > /dev/null
test -e "$work/runs/seed-8/shard-0001.games.xz"
(background fifth.log --games 2 --shards 1 --random 9-20) > /dev/null
test -e "$work/runs/seed-3001/shard-0000.games.xz"
# Another build's shard under the same --seed: refused.
python3 - "$work/runs/seed-8/shard-0000.games.xz" <<'PY'
import lzma, sys
path = sys.argv[1]
text = lzma.open(path, "rt").read().replace('"bench": ', '"bench": 1', 1)
with lzma.open(path, "wt") as f:
    f.write(text)
PY
status=0
(background sixth.log --seed 8 --games 2 --shards 1) > /dev/null || status=$?
test "$status" -eq 2
grep -q 'seed-8 holds games of other settings or another build (bench 1' "$work/sixth.log"
echo "runs: the run of the build's settings goes on, another build's refused"

# --openings: a run of its own, each game from an opening of the file and
# then --random's moves, the list named by its digest in the header.
printf '# two lines\nf5d6c3d3c4f4f6f3\nf5f6e6f4e3c5c4e7\n' > "$work/openings.txt"
(background seventh.log --games 3 --shards 1 --openings "$work/openings.txt" --random 2-4) > /dev/null
python3 - "$work/runs/seed-3002/shard-0000.games.xz" <<'PY'
import hashlib, json, lzma, sys
lines = lzma.open(sys.argv[1], "rt").read().split("\n")[:-1]
header = json.loads(lines[0].split(" ", 2)[2])
openings = ["f5d6c3d3c4f4f6f3", "f5f6e6f4e3c5c4e7"]
assert header["openings"] == hashlib.sha256("\n".join(openings).encode()).hexdigest(), header
assert header["random"] == [2, 4], header
for game in lines[1:]:
    start = game.split(" ")[0]
    assert start[:16] in openings and 10 <= len(start) // 2 <= 12, start
PY
python3 "$scripts/selfplay-check" --frontier "$frontier" --replay 3 "$work/runs/seed-3002" > "$work/check.out"
grep -q '3 games, 3 replayed: ok' "$work/check.out"
echo "--openings: a run of its own, its games from the file's openings"
