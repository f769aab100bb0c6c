#!/bin/sh
# scripts/endgame-moves: the positions a player met in a journal's games,
# each game's result with perfect play from a count of empties against
# the game's, and two builds' moves compared by exact solves (a build
# against itself differs nowhere; against random moves it differs, and
# every differing position is counted once); a missing program is refused.
set -eu
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
script="$src/../scripts/endgame-moves"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'f5d6c3d3c4f4f6f3\nf5f6e6f4e3c5c4e7\n' > "$work/openings.txt"

python3 "$src/../scripts/tournament" --frontier "$frontier" --engine name=frontier \
    --engine "name=other option.Preset=lth-greedy" --openings "$work/openings.txt" --tc=depth=1 \
    --journal "$work/journal" > /dev/null 2>&1

python3 "$script" positions --empties 16,17,18 "$work/journal" > "$work/positions"
cat "$work/positions"
# Four games, and in each the player moves once at 16 or 17 or 18 empties
# with its colour's parity (passes aside): a line for most of them.
lines=$(wc -l < "$work/positions")
[ "$lines" -ge 2 ] && [ "$lines" -le 8 ]
if grep -Ev '^[XO-]{64} [bw]$' "$work/positions"; then exit 1; fi

python3 "$script" outcomes --empties 12 --frontier "$frontier" --threads 1 "$work/journal" > "$work/outcomes"
cat "$work/outcomes"
grep -q '^games 4, frontier' "$work/outcomes"
total=$(sed -n 's/^  [a-z]* *at 12: win \([0-9]*\), draw \([0-9]*\), loss \([0-9]*\)$/\1 \2 \3/p' "$work/outcomes" |
        awk '{ s += $1 + $2 + $3 } END { print s }')
[ "$total" -eq 4 ]

python3 "$script" compare --a "$frontier" --b "$frontier" --go "depth 3" --frontier "$frontier" \
    --threads 1 "$work/positions" > "$work/same"
cat "$work/same"
grep -q "^positions $lines, differing 0: a better 0, b better 0, equal 0$" "$work/same"

python3 "$script" compare --a "$frontier" --b "$frontier" --b-option Preset=random --go "depth 3" \
    --frontier "$frontier" --threads 1 "$work/positions" > "$work/random"
cat "$work/random"
python3 - "$work/random" "$lines" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
m = re.match(r"positions (\d+), differing (\d+): a better (\d+), b better (\d+), equal (\d+)\n", text)
n, d, a, b, e = map(int, m.groups())
assert n == int(sys.argv[2]) and 1 <= d <= n and a + b + e == d, text
assert re.search(r"^b - a: discs [-+]\d+, game points [-+]\d+\.\d$", text, re.M), text
PY

status=0
python3 "$script" compare --a "$work/no-such-frontier" --b "$frontier" --frontier "$frontier" \
    "$work/positions" > /dev/null 2> "$work/missing.err" || status=$?
cat "$work/missing.err"
[ "$status" -eq 2 ]
grep -q "no program at $work/no-such-frontier" "$work/missing.err"
echo ok
