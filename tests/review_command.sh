#!/bin/sh
# frontier analyze: the review's fields hold what they promise (the best
# move's score at least the played move's, the loss their difference, the
# marks at the thresholds, each side's totals the sum of its moves), a
# known exact blunder of a game is marked, the review is the same twice at
# a fixed depth, a file of several games gives one review each (and a
# chart each in a folder), and bad files and options give one clear error
# and status 2. Low depths keep it to seconds.
set -eu
frontier=${FRONTIER:-protocol/frontier}
srcdir=${TESTS_SRCDIR:-tests}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
game="$srcdir/data/sgf-main-line.sgf"
limits="--depth 4 --solve 12 --threads 1"

# shellcheck disable=SC2086 # the limits are several words
"$frontier" analyze $limits --json "$game" > "$tmp/one.json"
python3 - "$tmp/one.json" <<'PY'
import json, sys
games = json.load(open(sys.argv[1]))["games"]
assert len(games) == 1, len(games)
g = games[0]
assert g["black"] == "Random black" and g["white"] == "Random white", g
mistake, blunder = g["thresholds"]["mistake"], g["thresholds"]["blunder"]
lost = {"black": 0.0, "white": 0.0}
marks = {"black": [0, 0], "white": [0, 0]}
numbers = []
for m in g["moves"]:
    if m["pass"]:
        continue
    numbers.append(m["number"])
    assert m["best_score"] >= m["score_after"], m
    assert abs(m["lost"] - (m["best_score"] - m["score_after"])) < 0.011, m
    want = "blunder" if m["lost"] >= blunder else "mistake" if m["lost"] >= mistake else None
    assert m["mark"] == want, m
    assert (m["best"] == m["played"]) == (m["lost"] == 0), m
    if m["exact"]:  # the solver's scores are whole, even disc counts
        assert m["score_after"] == int(m["score_after"]) and int(m["score_after"]) % 2 == 0, m
    if m["empties"] <= 12:
        assert m["exact"], m
    black = m["score_after"] if m["side"] == "black" else -m["score_after"]
    assert abs(m["black_after"] - black) < 0.011, m
    lost[m["side"]] += m["lost"]
    if m["mark"]:
        marks[m["side"]][m["mark"] == "blunder"] += 1
assert numbers == list(range(1, 61)), numbers
passes = [m for m in g["moves"] if m["pass"]]
assert len(passes) == 1 and passes[0]["side"] == "black", passes
for side in ("black", "white"):
    s = g["summary"][side]
    assert abs(s["lost"] - lost[side]) < 0.05, (s, lost)
    assert [s["mistakes"], s["blunders"]] == marks[side], (s, marks)
    assert s["moves"] == 30, s
# Move 54, White's h7, loses 16 discs, proven: 4 behind with the best
# move, 20 behind after h7.
m54 = [m for m in g["moves"] if m.get("number") == 54][0]
assert m54["played"] == "h7" and m54["exact"], m54
assert m54["best_score"] == -4 and m54["score_after"] == -20, m54
assert m54["lost"] == 16 and m54["mark"] == "blunder", m54
r = g["result"]
assert r["over"] and r["exact"] and r["black_discs"] == 44 and r["white_discs"] == 20 and r["black_score"] == 24, r
PY

# The same review again, and as text: the same numbers.
# shellcheck disable=SC2086
"$frontier" analyze $limits --json "$game" > "$tmp/again.json"
cmp "$tmp/one.json" "$tmp/again.json"
# shellcheck disable=SC2086
"$frontier" analyze $limits "$game" > "$tmp/one.txt"
cat "$tmp/one.txt"
grep -q '^   54\. White  h7  *-20   best e8  *-4  lost 16\.00  blunder$' "$tmp/one.txt"
grep -q '^White (Random white): 30 moves, .* blunders*$' "$tmp/one.txt"
grep -q '^Result: Black 44, White 20: Black wins (+24 for Black' "$tmp/one.txt"

# Several games: two GGF games on two lines after a note (text between
# records is skipped), and two move lists; a chart each in the folder.
{
    echo 'Two games (a test)'
    echo '(;GM[Othello]PC[test]PB[Alice]PW[Bob]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[f5]W[d6]B[c3]W[d3];)'
    echo '(;GM[Othello]PC[test]PB[Carol]PW[Dan]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[d3]W[c5]B[f6];)'
} > "$tmp/two.ggf"
# shellcheck disable=SC2086
"$frontier" analyze $limits --json --svg "$tmp/charts" "$tmp/two.ggf" > "$tmp/two.json"
# shellcheck disable=SC2086
"$frontier" analyze $limits "$tmp/two.ggf" > "$tmp/two.txt"
printf 'f5 d6 c3\n\nd3 c5 f6 f5\n' > "$tmp/lists.txt"
# shellcheck disable=SC2086
"$frontier" analyze $limits --json "$tmp/lists.txt" > "$tmp/lists.json"
python3 - "$tmp/two.json" "$tmp/lists.json" <<'PY'
import json, sys
two = json.load(open(sys.argv[1]))["games"]
assert [(g["black"], g["white"], len(g["moves"])) for g in two] == [("Alice", "Bob", 4), ("Carol", "Dan", 3)], two
assert not two[0]["result"]["over"], two[0]["result"]
lists = json.load(open(sys.argv[2]))["games"]
assert [[m["played"] for m in g["moves"]] for g in lists] == [["f5", "d6", "c3"], ["d3", "c5", "f6", "f5"]], lists
PY
grep -q '^Game 2 of 2$' "$tmp/two.txt"
test -s "$tmp/charts/game-1.svg"
grep -q 'Carol' "$tmp/charts/game-2.svg"

# Bad files and options: status 2, one line on standard error naming the
# trouble, and no review.
refused() {
    want=$1
    shift
    if "$frontier" analyze "$@" > "$tmp/out" 2> "$tmp/err"; then
        echo "accepted: analyze $*"
        exit 1
    else
        status=$?
    fi
    [ "$status" -eq 2 ] || { echo "status $status for analyze $*"; exit 1; }
    [ ! -s "$tmp/out" ] || { echo "a review for analyze $*"; exit 1; }
    cat "$tmp/err"
    [ "$(wc -l < "$tmp/err")" -eq 1 ] || { echo "not one line for analyze $*"; exit 1; }
    grep -q -- "$want" "$tmp/err" || { echo "no '$want' for analyze $*"; exit 1; }
}
sed 's/B\[f6\]/B[a1]/' "$tmp/two.ggf" > "$tmp/illegal.ggf"
refused 'game 2: .*a1' --depth 2 "$tmp/illegal.ggf"
printf '(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[f5]\n' > "$tmp/open.ggf"
refused 'game 1: the record never ends' --depth 2 "$tmp/open.ggf"
: > "$tmp/empty.txt"
refused 'no game' --depth 2 "$tmp/empty.txt"
printf 'f5 d6 zz\n' > "$tmp/badlist.txt"
refused 'game 1: cannot read the move list' --depth 2 "$tmp/badlist.txt"
refused 'cannot open' --depth 2 "$tmp/missing.sgf"
refused '--depth takes 1 to 60' --depth 0 "$game"
refused '--depth takes 1 to 60' --depth x "$game"
refused '--solve takes 0 to 60' --solve 61 "$game"
refused '--time takes seconds' --time -1 "$game"
refused 'not both' --depth 3 --time 1 "$game"
refused 'unknown option' --deep 3 "$game"
refused 'needs a value' "$game" --depth
refused 'which game file' --depth 3
refused 'Threads' --threads 0 --depth 2 "$game"
"$frontier" analyze --help | grep -q 'mistake, 6 or more a blunder'
echo "review_command: ok"
