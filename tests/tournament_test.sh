#!/bin/sh
# The tournament runner: a short match between two Frontier searchers with
# two games at once, its result files checked; engines that play an
# illegal move, hang, crash or cannot start lose those games (and not
# their opponents) and the match goes on.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
runner="$src/../scripts/tournament"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'f5d6c3d3c4f4f6f3\nf5f6e6f4e3c5c4e7\n' > "$work/openings.txt"

python3 "$runner" --engine "name=plain cmd=$frontier option.Searcher=plain" \
    --engine "name=pvs cmd=$frontier" --openings "$work/openings.txt" --tc depth=2 -j 2 \
    --json "$work/match.json" --ggf "$work/match.ggf" --csv "$work/match.csv" 2> "$work/log"
python3 - "$work" <<'PY'
import csv, json, sys
work = sys.argv[1]
data = json.load(open(work + "/match.json"))
games = data["games"]
assert len(games) == 4, games
assert all(g["reason"] == "game over" for g in games), games
assert sorted(g["black"] for g in games) == ["plain", "plain", "pvs", "pvs"]
row = [t for t in data["table"] if t["engine"] == "plain"][0]
assert row["wins"] + row["draws"] + row["losses"] == 4
ggf = open(work + "/match.ggf").read().splitlines()
assert len(ggf) == 4 and all(l.startswith("(;GM[Othello]") and l.endswith(";)") for l in ggf)
assert len(list(csv.DictReader(open(work + "/match.csv")))) == 4
print("match: 4 games, result files consistent")
PY

for mode in illegal sleep crash mute; do
    python3 "$runner" --engine "name=frontier cmd=$frontier" \
        --engine "name=bad cmd='python3 $src/data/bad_engine.py $mode'" --openings "$work/openings.txt" \
        --rounds 1 --tc movetime=50 --margin 300 --timeout 5 --json "$work/$mode.json" --csv "$work/$mode.csv" \
        2> "$work/$mode.log"
    python3 - "$work/$mode.json" "$mode" "$work/$mode.csv" <<'PY'
import csv, json, sys
games = json.load(open(sys.argv[1]))["games"]
assert len(list(csv.DictReader(open(sys.argv[3])))) == 2
assert len(games) == 2, games
for g in games:
    bad_is_black = g["black"] == "bad"
    assert (g["black_score"] < 0) == bad_is_black, g
    assert g["reason"] != "game over", g
    if sys.argv[2] == "mute":  # it fails at start-up, as black or white, and its lines are kept
        assert g["reason"].startswith("crash at start-up"), g
        assert any("unknown command" in l for l in g["log"]), g
print("%s engine: lost both games (%s)" % (sys.argv[2], games[0]["reason"]))
PY
done
