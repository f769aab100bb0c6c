#!/bin/sh
# Pondering in the runner's clock games (an engine's `ponder` field): a
# stand-in UOI engine checks what it is told (the ponder position is the
# game's moves with its move and the predicted reply, ponderhit only when
# the opponent played that reply, stop and its bestmove thrown away
# otherwise, the clocks as UCI tells them) and would lose on time were its
# pondering charged; the hits and misses reach the JSON and the summary;
# engines that cannot ponder and limits without a clock are refused before
# any game; Frontier ponders through a short clock game.
set -eu
# shellcheck source=tests/tournament_setup.sh
. "${TESTS_SRCDIR:-tests}/tournament_setup.sh"

refused() {  # the message expected, then the runner's arguments
    expected=$1
    shift
    status=0
    python3 "$runner" --frontier "$frontier" --openings "$work/openings.txt" --json "$work/refused.json" "$@" \
        > /dev/null 2> "$work/refused.err" || status=$?
    test "$status" -eq 2
    test "$(wc -l < "$work/refused.err")" -eq 1
    grep -q "$expected" "$work/refused.err"
    test ! -e "$work/refused.json"
}
refused "proto=gtp cannot ponder (engine a)" --engine "name=a proto=gtp ponder" --engine name=b --tc 10
refused "proto=nboard cannot ponder (engine b)" --each ponder --engine name=a --engine "name=b proto=nboard" --tc 10
refused "engine a cannot ponder under --tc depth=2" --engine "name=a ponder" --engine name=b --tc depth=2
refused "engine a cannot ponder under --tc st=1" --engine name=a --engine "name=b" --each "ponder st=1"
refused "engine a: it cannot ponder: its uoi reply offers no option Ponder" \
    --engine "name=a ponder cmd='python3 $standin $work/none.log --no-ponder-option'" --engine name=b --tc 10
echo "ponder refused for GTP, NBoard, an engine without the option Ponder and limits without a clock"

# The pondering stand-in has 1 s for the game, its opponent 10 s and
# 0.08 s a move (some 26 moves, 2 s): charged for the time it ponders, it
# would lose.
python3 "$runner" --engine "name=a ponder tc=1 cmd='python3 $standin $work/a.log'" \
    --engine "name=b tc=10 cmd='python3 $standin $work/b.log --delay 0.08'" \
    --openings "$work/openings.txt" --rounds 1 --json "$work/standin.json" > "$work/standin.out" 2> /dev/null
if grep VIOLATION "$work/a.log"; then exit 1; fi
grep -q '^setoption name Ponder value true$' "$work/a.log"
if grep -q 'ponder' "$work/b.log"; then exit 1; fi
python3 - "$work/standin.json" "$work/a.log" "$work/standin.out" <<'PY'
import json, sys
result = json.load(open(sys.argv[1]))
lines = open(sys.argv[2]).read().split("\n")
assert all(g["reason"] == "game over" for g in result["games"]), [g["reason"] for g in result["games"]]
counts = result["engines"]["a"]["ponder"]
assert "ponder" not in result["engines"]["b"]
assert counts["hits"] == lines.count("ponderhit") > 0, (counts, lines.count("ponderhit"))
assert 0 < counts["misses"] <= lines.count("stop"), (counts, lines.count("stop"))
assert counts["hits"] == sum(g["ponder"]["a"]["hits"] for g in result["games"])
assert "ponder a: %d hits, %d misses" % (counts["hits"], counts["misses"]) in open(sys.argv[3]).read()
PY
echo "ponder: the position, ponderhit, stop and clocks as UCI has them; hits and misses counted"

# Frontier against itself on a small clock, one side pondering, from a
# middle game (36 empty squares) to keep it short.
printf 'f5f6e6f4g6d7c3c5d3g4c6c4e8g7f3c7h4b2g5h3b4f2e7e3\n' > "$work/middle.txt"
python3 "$runner" --frontier "$frontier" --engine "name=p ponder" --engine name=q --tc 1+0.1 --margin 1000 \
    --openings "$work/middle.txt" --rounds 1 --json "$work/frontier.json" --debug "$work/frontier.log" \
    > /dev/null 2> /dev/null
grep -q ' p > go ponder ' "$work/frontier.log"
if grep -q ' q > go ponder ' "$work/frontier.log"; then exit 1; fi
python3 - "$work/frontier.json" <<'PY'
import json, sys
result = json.load(open(sys.argv[1]))
assert all(g["reason"] == "game over" for g in result["games"]), [g["reason"] for g in result["games"]]
counts = result["engines"]["p"]["ponder"]
assert counts["hits"] + counts["misses"] > 0, counts
PY
echo "ponder: Frontier ponders through a clock game without a time loss"
