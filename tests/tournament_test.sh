#!/bin/sh
# The tournament runner: a short match between three Frontier engines (two
# searchers over UOI, one over NBoard) with two games at once, its result
# files, time control and progress lines checked; each protocol's engine
# told its own clock (never below zero) and the time per move where the
# protocol can carry it, the others refused; engines that play an illegal
# move, hang, crash, cannot start or do not exist lose those games (and not
# their opponents), the match goes on, and the exit status says whether
# every engine played; a one-sided Elo bound where one side won every game;
# a journal that a match cut short goes on from; an SPRT that stops it.
set -eu
tournament_openings=2
# shellcheck source=tests/tournament_setup.sh
. "${TESTS_SRCDIR:-tests}/tournament_setup.sh"

python3 "$runner" --help > "$work/help"
grep -q '^Exit status' "$work/help"

# Engines without cmd= are the --frontier binary in their protocol.
python3 "$runner" --frontier "$frontier" --engine "name=plain option.Searcher=plain" --engine name=pvs \
    --engine "name=nb proto=nboard" --openings "$work/openings.txt" --tc=depth=1 -j 2 \
    --json "$work/match.json" --ggf "$work/match.ggf" --csv "$work/match.csv" 2> "$work/log"
python3 - "$work" <<'PY'
import csv, json, sys
work = sys.argv[1]
data = json.load(open(work + "/match.json"))
assert data["time_control"] == "depth=1", data["time_control"]
games = data["games"]
assert len(games) == 12, games
assert all(g["reason"] == "game over" for g in games), games
assert sorted(g["black"] for g in games) == ["nb"] * 4 + ["plain"] * 4 + ["pvs"] * 4
row = [t for t in data["table"] if t["engine"] == "plain" and t["opponent"] == "pvs"][0]
assert row["wins"] + row["draws"] + row["losses"] == 4
ggf = open(work + "/match.ggf").read().splitlines()
assert len(ggf) == 12 and all(l.startswith("(;GM[Othello]") and l.endswith(";)") for l in ggf)
assert len(list(csv.DictReader(open(work + "/match.csv")))) == 12
log = open(work + "/log").read()
for pair in ("plain vs pvs", "plain vs nb", "pvs vs nb"):
    assert "] %s: " % pair in log, (pair, log)
print("match: 12 games, result files consistent, time control recorded, every pair's progress shown")
PY

# A time per move goes to GTP engines as byo-yomi of one move; NBoard has
# no time per move and GTP no node limit: those are refused.
python3 "$runner" --engine "name=uoi cmd=$frontier" \
    --engine "name=gtp proto=gtp cmd='python3 $recorder $work/gtp-movetime.in $frontier --protocol=gtp'" \
    --openings "$work/openings.txt" --rounds 1 --tc movetime=20 --margin 1000 --json "$work/movetime.json" \
    2> "$work/movetime.log"
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
sent = open(work + "/gtp-movetime.in").read().splitlines()
settings = [l.split()[1:] for l in sent if l.split()[1:2] == ["time_settings"]]
assert settings and all(s[1:] == ["0", "0.02", "1"] for s in settings), sent
lefts = [l.split()[1:] for l in sent if l.split()[1:2] == ["time_left"]]
assert lefts and all(s[2:] == ["0.02", "1"] for s in lefts), lefts
assert all(g["reason"] == "game over" for g in json.load(open(work + "/movetime.json"))["games"])
print("movetime: the GTP engine was given 0.02 s a move")
PY
for refused in "nboard movetime=20" "gtp nodes=1000" "gtp depth=2"; do
    proto=${refused% *}
    tc=${refused#* }
    status=0
    python3 "$runner" --engine "name=uoi cmd=$frontier" --engine "name=other proto=$proto cmd=$frontier" \
        --openings "$work/openings.txt" --rounds 1 --tc "$tc" > /dev/null 2> "$work/refused.log" || status=$?
    test "$status" -eq 2
    grep -q "proto=$proto cannot carry --tc ${tc%=*}" "$work/refused.log"
done
echo "refused: NBoard with movetime, GTP with nodes or depth"

# On a game clock, a side that sleeps through its clock runs below zero
# (within --margin) until it loses on time; its opponent, in each
# protocol, is told both clocks as they are, its own apart, never below
# zero nor above the 0.1 s it started with. One game at a time: the
# recorders of games played at once would write into one log together.
# The margin leaves Frontier, slow under a sanitizer, over a second to spare.
# NBoard's clocks are whole seconds (tests/tournament_clocks.sh): its engine
# has one of its own, the sleeper still that of --tc. The three matches,
# each with files of its own, are played at once: the sleepers' waits are
# most of their time.
clock_pids=""
for proto in uoi gtp nboard; do
    own=""
    if [ "$proto" = nboard ]; then own="tc=1"; fi
    python3 "$runner" --engine "name=slow cmd='python3 $recorder $work/slow-$proto.in --delay 0.5 $frontier'" \
        --engine "name=$proto proto=$proto $own cmd='python3 $recorder $work/clock-$proto.in $frontier --protocol=$proto'" \
        --openings "$work/openings.txt" --rounds 1 --tc clock=100 --margin 1200 -j 1 \
        --json "$work/clock-$proto.json" 2> "$work/clock-$proto.log" &
    clock_pids="$clock_pids $!"
done
for pid in $clock_pids; do
    wait "$pid"
done
for proto in uoi gtp nboard; do
    python3 - "$work" "$proto" <<'PY'
import json, re, sys
work, proto = sys.argv[1], sys.argv[2]
for g in json.load(open("%s/clock-%s.json" % (work, proto)))["games"]:
    slow_black = g["black"] == "slow"
    assert (g["black_score"] < 0) == slow_black and g["reason"].startswith("time"), g
sent = open("%s/clock-%s.in" % (work, proto)).read().splitlines()
clocks = []  # (black, white) as told to the engine, in seconds
if proto == "uoi":
    for l in sent:
        if l.startswith("go "):
            w = l.split()
            clocks.append((int(w[w.index("btime") + 1]) / 1000, int(w[w.index("wtime") + 1]) / 1000))
elif proto == "gtp":
    assert any(l.split()[1:] == ["time_settings", "0.1", "0", "0"] for l in sent), sent
    for i, l in enumerate(sent):
        w = l.split()[1:]
        if w[:1] == ["time_left"]:
            assert w[3] == "0" and sent[i + 1].split()[1:] == ["genmove", w[1]], (l, sent[i + 1])
            clocks.append((float(w[2]), float(w[2])))
else:
    # The game's clock and the moves' times, from which the engine counts.
    games = [l for l in sent if l.startswith("set game ")]
    assert all("TI[0:01]" in l and "TB[" not in l and "TW[" not in l for l in games), games
    assert any(re.search(r"[BW]\[[A-H][1-8]/[^/]*/[0-9.]+\]", l) for l in games), games
    clocks = [(0.1, 0.1)] * len(games)
assert clocks, sent
assert all(0 <= c <= 0.1 for pair in clocks for c in pair), clocks
if proto == "uoi":  # the sleeper's clock runs out, the other's does not
    assert any(b != w for b, w in clocks), clocks
print("clock: the %s engine was told its clock right (%d moves)" % (proto, len(clocks)))
PY
done

# An engine command that does not exist loses its games, and the exit
# status says an engine could not start.
status=0
python3 "$runner" --engine "name=frontier cmd=$frontier" --engine "name=ghost cmd=$work/no-such-engine" \
    --openings "$work/openings.txt" --rounds 1 --json "$work/ghost.json" > "$work/ghost.out" \
    2> "$work/ghost.log" || status=$?
test "$status" -eq 1
if grep -q Traceback "$work/ghost.log"; then exit 1; fi
python3 - "$work/ghost.json" <<'PY'
import json, sys
games = json.load(open(sys.argv[1]))["games"]
assert len(games) == 2, games
for g in games:
    assert (g["black_score"] < 0) == (g["black"] == "ghost"), g
    assert g["reason"].startswith("crash at start-up") and "no-such-engine" in g["reason"], g
print("missing engine: lost both games, exit status 1")
PY

# A margin far above the move time: Frontier, slow under a sanitizer,
# must never be the side that loses on time here.
# The four matches are played at once, each with files of its own.
bad_pids=""
for mode in illegal sleep crash mute; do
    rounds=1
    if [ "$mode" = illegal ]; then rounds=3; fi
    {
        status=0
        python3 "$runner" --engine "name=frontier cmd=$frontier" \
            --engine "name=bad cmd='python3 $src/data/bad_engine.py $mode'" --openings "$work/openings.txt" \
            --rounds "$rounds" --tc movetime=50 --margin 1500 --timeout 5 --json "$work/$mode.json" \
            --csv "$work/$mode.csv" > "$work/$mode.out" 2> "$work/$mode.log" || status=$?
        echo "$status" > "$work/$mode.status"
    } &
    bad_pids="$bad_pids $!"
done
for pid in $bad_pids; do
    wait "$pid"
done
for mode in illegal sleep crash mute; do
    status=$(cat "$work/$mode.status")
    # Only an engine that never started makes the run incomplete.
    if [ "$mode" = mute ]; then test "$status" -eq 1; else test "$status" -eq 0; fi
    python3 - "$work/$mode.json" "$mode" "$work/$mode.csv" "$work/$mode.out" <<'PY'
import csv, json, sys
games = json.load(open(sys.argv[1]))["games"]
n = 6 if sys.argv[2] == "illegal" else 2
assert len(list(csv.DictReader(open(sys.argv[3])))) == n
assert len(games) == n, games
for g in games:
    bad_is_black = g["black"] == "bad"
    assert (g["black_score"] < 0) == bad_is_black, g
    assert g["reason"] != "game over", g
    if sys.argv[2] == "mute":  # it fails at start-up, as black or white, and its lines are kept
        assert g["reason"].startswith("crash at start-up"), g
        assert any("unknown command" in l for l in g["log"]), g
# n-0 has no upper Elo bound: the table gives the one-sided one (above
# zero from 6-0 on).
table = {l.split()[0]: l for l in open(sys.argv[4]) if l.split()[:2] in (["frontier", "bad"], ["bad", "frontier"])}
assert "Elo > %s" % ("+" if n == 6 else "") in table["frontier"], table
assert "Elo < %s" % ("-" if n == 6 else "") in table["bad"], table
assert "2400" not in open(sys.argv[4]).read()
print("%s engine: lost all games (%s); %s" % (sys.argv[2], games[0]["reason"], table["frontier"].split("  ")[-1].strip()))
PY
done

# Every script that runs Frontier takes it as --frontier PATH, and says so
# when there is no program there.
for call in "bench-perft 1 1" "bench-search 1 1" "book-openings book.bin $work" "build-book $work" \
    "train-eval --data $work" "bench-endgame $work/none.obf" "selfplay-games --openings $work/openings.txt --games 1 --out $work/x" \
    "fit-mpc --openings $work/openings.txt" "make-tactical --seed 1" "tournament --engine name=a --engine name=b --openings $work/openings.txt"; do
    script=${call%% *}
    case $(head -n 1 "$scripts/$script") in *python3) interpreter=python3 ;; *) interpreter="sh" ;; esac
    status=0
    # shellcheck disable=SC2086 # the arguments are words on purpose
    $interpreter "$scripts/$script" --frontier "$work/no-frontier" ${call#* } > /dev/null 2> "$work/script.err" || status=$?
    if [ "$script" = tournament ]; then
        test "$status" -eq 1  # as any engine that cannot start
        grep -q "no-frontier" "$work/script.err"
    else
        test "$status" -eq 2
        grep -q "no program at $work/no-frontier: give --frontier PATH" "$work/script.err"
    fi
done
sh "$scripts/bench-perft" --frontier "$frontier" 3 1 | grep -q '^perft 3 median of 1:'
echo "scripts: --frontier PATH everywhere"

# fit-mpc refuses openings it cannot use with one line, never a
# traceback or an endless search for a position.
printf 'f5d6\nnot moves\n' > "$work/garbled.txt"
printf 'a1b1\n' > "$work/illegal.txt"
for openings in "$work/missing.txt" /dev/null "$work/garbled.txt" "$work/illegal.txt"; do
    status=0
    python3 "$scripts/fit-mpc" --frontier "$frontier" --openings "$openings" --positions 2 \
        --out "$work/mpc.h" > /dev/null 2> "$work/script.err" || status=$?
    test "$status" -ne 0
    grep -q "$openings" "$work/script.err"
    if grep -q Traceback "$work/script.err"; then exit 1; fi
    test ! -e "$work/mpc.h"
done
echo "fit-mpc: unusable openings refused"

# The runner's outputs are written whole: a writer killed in the middle
# leaves the old file, and one whose block fails leaves no temporary.
printf 'old\n' > "$work/whole.txt"
status=0
PYTHONPATH="$scripts" python3 -c '
import os, signal, sys
from frontier_scripts.files import whole_file
with whole_file(sys.argv[1]) as f:
    f.write("a line never finished\n" * 100000)
    f.flush()
    os.kill(os.getpid(), signal.SIGKILL)
' "$work/whole.txt" || status=$?
test "$status" -eq 137
test "$(cat "$work/whole.txt")" = old
rm -f "$work"/whole.txt.*.tmp
PYTHONPATH="$scripts" python3 -c '
import sys
from frontier_scripts.files import whole_file
try:
    with whole_file(sys.argv[1]) as f:
        f.write("half")
        raise RuntimeError("stopped")
except RuntimeError:
    pass
' "$work/whole.txt"
test "$(cat "$work/whole.txt")" = old
test -z "$(find "$work" -name 'whole.txt.*.tmp')"
echo "outputs: written whole"

# Self-play: the same games with -j 1 and -j 2; a run killed in the middle,
# its last line cut short, goes on to the same files; the positions kept
# are those after the random moves, each with the game's final score from
# the side to move's view (exact from the solve's 8 empties on) and its
# game's number, and each game keeps one search score a searched position;
# files of other settings and bad ranges are refused.
selfplay() { # output folder, more options...
    out=$1
    shift
    exec python3 "$scripts/selfplay-games" --frontier "$frontier" --out "$work/$out" --games 6 --shards 0-1 \
        --depth 2 --solve 8 --seed 3 "$@"
}
# The runs of sp3 and sp5, checked further down, play meanwhile.
(selfplay sp3 --shards 0 --random 10-10) > /dev/null 2>&1 &
sp3=$!
(selfplay sp5 --shards 0 --openings "$work/openings.txt") > /dev/null 2>&1 &
sp5=$!
(selfplay sp1 -j 1) > /dev/null 2>&1
(selfplay sp2 -j 2 --progress 0) > /dev/null 2> "$work/sp2.err" &
selfplay_pid=$!
tries=0
until grep -q '^\[3/' "$work/sp2.err" || [ "$tries" -gt 300 ]; do
    tries=$((tries + 1))
    sleep 0.1
done
kill -9 "$selfplay_pid" 2> /dev/null || :
wait "$selfplay_pid" 2> /dev/null || :
printf 'f5d6c3' >> "$work/sp2/shard-0000.games"
(selfplay sp2 -j 2) > /dev/null 2>&1
diff -r "$work/sp1" "$work/sp2"
test "$(cat "$work"/sp1/shard-*.games | wc -l)" -eq 12
wait "$sp3"
PYTHONPATH="$scripts" python3 - "$work/sp3" <<'PY'
import sys
from frontier_scripts.rules import BLACK, Position, parse_moves
out = sys.argv[1]
expected = []
for game, line in enumerate(open(out + "/shard-0000.games")):
    moves, rest = line.rstrip("\n").split(": ")
    score, searched = rest.split(" ")
    results = len(expected)
    pos, real = Position(), 0
    for m in parse_moves(moves):
        if pos.must_pass():
            pos.play(None)
        if real >= 10:
            side = "X" if pos.side == BLACK else "O"
            kind = "exact" if pos.squares().count("-") <= 8 else "result"
            expected.append("%s %s; %+d %s; game %d" % (pos.squares(), side,
                            int(score) if pos.side == BLACK else -int(score), kind, game))
        pos.play(m)
        real += 1
    assert pos.game_over() and pos.black_score() == int(score), line
    # One search score for each position searched, not solved.
    assert len(searched.split(",")) == sum(e.endswith("result; game %d" % game) for e in expected[results:]), line
got = open(out + "/shard-0000.pos").read().splitlines()
assert got == expected, (len(got), len(expected))
assert any(g.endswith("exact; game 5") for g in got) and any(g.endswith("result; game 0") for g in got), got
print("self-play: %d positions after 10 random moves, labelled from the side to move's view" % len(got))
PY
# From openings instead: each game starts with one of them, and its
# positions are those after the opening's 8 moves.
wait "$sp5"
python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
openings = open(work + "/openings.txt").read().split()
games = open(work + "/sp5/shard-0000.games").read().splitlines()
assert len(games) == 6 and all(g[:16] in openings for g in games), games
moves = sum(len(g.split(":")[0]) // 2 - 8 for g in games)
positions = open(work + "/sp5/shard-0000.pos").read().splitlines()
assert len(positions) == moves, (len(positions), moves)
print("self-play: 6 games from the openings, %d positions after them" % len(positions))
PY
for bad in "sp1 --depth 3" "sp4 --random 5-70" "sp4 --shards 3-1"; do
    status=0
    # shellcheck disable=SC2086 # the arguments are words on purpose
    (selfplay $bad) > /dev/null 2> "$work/bad.err" || status=$?
    test "$status" -eq 2
    if grep -q Traceback "$work/bad.err"; then exit 1; fi
done
grep -q 'LOW-HIGH' "$work/bad.err" || grep -q 'shards are' "$work/bad.err"
echo "self-play: the same files with -j 1, -j 2 and after a kill; other settings refused"

# A match whose journal was cut short (one game kept, the next one's line
# half written) goes on from it to the games of an uninterrupted run; the
# journal of another run is refused.
journal_match() { # name, more options...
    name=$1
    shift
    exec python3 "$runner" --frontier "$frontier" --engine name=a --engine "name=b option.Searcher=plain" \
        --openings "$work/openings.txt" --rounds 2 --tc depth=3 --json "$work/$name.json" "$@"
}
(journal_match whole -j 2 --journal "$work/match.journal") > /dev/null 2>&1
printf 'not a journal\n' > "$work/junk.journal"
status=0
(journal_match junk --journal "$work/junk.journal") > /dev/null 2> "$work/junk.err" || status=$?
test "$status" -eq 2 && grep -q 'not a tournament journal' "$work/junk.err"
head -n 2 "$work/match.journal" > "$work/cut.journal"
printf '{"game": 3, "entr' >> "$work/cut.journal"
mv "$work/cut.journal" "$work/match.journal"
(journal_match resumed --journal "$work/match.journal") > /dev/null 2> "$work/resumed.err"
grep -q '^tournament: 1 games taken from' "$work/resumed.err"
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
whole, resumed = (json.load(open("%s/%s.json" % (work, n)))["games"] for n in ("whole", "resumed"))
assert len(whole) == 4 and whole == resumed, (whole, resumed)
PY
status=0
(journal_match other --journal "$work/match.journal" --seed 9) > /dev/null 2> "$work/other.err" || status=$?
test "$status" -eq 2 && grep -q 'journal of another run' "$work/other.err"
echo "journal: a match cut short goes on to the same games; another run's journal refused"

# An SPRT stops the match once it decides, and the progress lines carry its
# log-likelihood ratio and bounds. Two copies of one engine play each
# opening's two games alike with the colours swapped, so the hypothesis that
# the first is 400 Elo stronger is rejected within a few games, well before
# the 40 scheduled.
python3 "$runner" --frontier "$frontier" --engine name=a --engine name=b --openings "$work/openings.txt" \
    --rounds 20 --tc depth=1 --sprt 0,400,0.2,0.2 --json "$work/sprt.json" > "$work/sprt.out" 2> "$work/sprt.log"
grep -q '^SPRT: H0 accepted (LLR -' "$work/sprt.out"
grep -q '] a vs b: .* LLR -[0-9.]* (-1.39, 1.39)$' "$work/sprt.log"
python3 - "$work" <<'PY'
import json, sys
data = json.load(open(sys.argv[1] + "/sprt.json"))
games = data["games"]
assert 2 <= len(games) < 40, len(games)
assert data["sprt"][0] == "H0 accepted" and data["sprt"][1] <= -1.386, data["sprt"]
PY
# The ratio itself, on game pairs: a side that wins or draws every pair is
# measured, not left undecided; so are pairs that all ended alike: all won
# or lost decide, all even lean to the hypothesis of no difference; no
# pairs, 0.
python3 - "$src/../scripts" <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
from frontier_scripts.stats import sprt_llr_pairs
# Each number is the first engine's score in an opening's two games.
assert sprt_llr_pairs([2.0] * 25 + [1.5] * 5, 0, 10) > 2.94
assert sprt_llr_pairs([0.0] * 25 + [0.5] * 5, 0, 10) < -2.94
assert sprt_llr_pairs([2.0] * 30, 0, 10) > 2.94 and sprt_llr_pairs([0.0] * 30, 0, 10) < -2.94
assert -2.94 < sprt_llr_pairs([1.0] * 30, 0, 10) < 0 and 0 < sprt_llr_pairs([2.0] * 2, 0, 10) < 2.94
assert sprt_llr_pairs([], 0, 10) == 0
# The same 100 wins and 90 losses: where each opening decided its two games
# alike for both colours (a win and a loss) but ten, the lead is nearly all
# the spread there is; where each engine won both games of its openings, it
# is noise.
assert sprt_llr_pairs([1.0] * 90 + [2.0] * 10, 0, 10) > 2.0 > 0.5 > sprt_llr_pairs([2.0] * 50 + [0.0] * 45, 0, 10)
PY
echo "sprt: two copies of one engine; the test of 400 Elo between them stopped early, its LLR shown"
