#!/bin/sh
# The console's analyze: the review of the game on the board, as frontier
# analyze gives it for the same moves; the game is left as it was; bad
# arguments are one error line; svg writes the chart.
set -eu
frontier=${FRONTIER:-protocol/frontier}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
moves="f5 d6 c3 d3 c4 f4 f6 f3 e6 e7"
echo "$moves" > "$tmp/game.txt"

printf '%s\nanalyze depth 3 solve 10 svg %s\nhistory\nanalyze depth 0\nanalyze depth 3 json\nquit\n' \
    "$moves" "$tmp/chart.svg" | "$frontier" --console > "$tmp/console.out"
cat "$tmp/console.out"
"$frontier" analyze --depth 3 --solve 10 "$tmp/game.txt" > "$tmp/command.out"
# The console's review is the command's, line for line.
while IFS= read -r line; do
    grep -qxF -- "$line" "$tmp/console.out" || { echo "the console's review lacks: $line"; exit 1; }
done < "$tmp/command.out"
grep -q "^10 moves: $moves \$" "$tmp/console.out"
grep -q '^error: usage: analyze' "$tmp/console.out"
grep -q '^chart written' "$tmp/console.out"
test -s "$tmp/chart.svg"
sed -n '/^{"games"/,/^]}/p' "$tmp/console.out" | python3 -c '
import json, sys
g = json.load(sys.stdin)["games"][0]
assert [m["played"] for m in g["moves"]] == sys.argv[1].split(), g["moves"]
' "$moves"
echo "review_console: ok"
