#!/bin/sh
# scripts/bench-midgame: Frontier's node count is the sum of what `go depth`
# reports for the positions, Edax's rows are read and totalled (a stand-in
# prints rows in Edax's layout), and a missing program is refused.
set -eu
frontier=${FRONTIER:-protocol/frontier}
srcdir=${TESTS_SRCDIR:-tests}
bench="$srcdir/../scripts/bench-midgame"
obf="$srcdir/../data/midgame-40.obf"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The same searches sent straight to Frontier: the nodes of each last info depth line.
{
    echo "setoption name Threads value 1"
    head -n 2 "$obf" | while read -r squares side; do
        printf 'newgame\nposition board %s %s\ngo depth 4\nwait\n' "$squares" "${side%;}"
    done
    echo quit
} | "$frontier" --protocol=uoi > "$tmp/direct.out"
expected=$(awk '$1 == "info" && $2 == "depth" { for (i = 3; i < NF; i++) if ($i == "nodes") last = $(i + 1) }
                $1 == "bestmove" { sum += last } END { print sum }' "$tmp/direct.out")
[ "$expected" -gt 0 ]

# Edax's -solve rows, for two positions: 3000000 nodes in 1.5 s and 1000000 in 0.5 s.
cat > "$tmp/edax" <<'EOF'
#!/bin/sh
echo ' # | depth|score|       time   |  nodes (N)  |   N/s    | principal variation'
echo '  1|14@73% <+05    0:01.500       3000000    2000000 f4 C3'
echo 'WARNING: missing best score in ----'
echo '  2|14@73%  -02    0:00.500       1000000    2000000 b3 D8'
EOF
chmod +x "$tmp/edax"

python3 "$bench" --depth 4 --rounds 1 --count 2 --frontier "$frontier" \
    --edax "$tmp/edax" --edax-eval "$obf" "$obf" > "$tmp/good.out"
cat "$tmp/good.out"
grep -q '^round 1: frontier [0-9]* nodes [0-9.]* s, edax 4000000 nodes 2.000 s$' "$tmp/good.out"
grep -q '^positions 2, depth 4, rounds 1, ' "$tmp/good.out"
grep -q "^frontier: nodes $expected time [0-9.]* s nodes/s [0-9.]* M$" "$tmp/good.out"
grep -q '^edax: depth 14@73% nodes 4000000 time 2.000 s nodes/s 2.00 M$' "$tmp/good.out"
grep -q '^frontier/edax: nodes/s [0-9.]* time to depth [0-9.]* nodes [0-9.]*$' "$tmp/good.out"

status=0
python3 "$bench" --frontier "$tmp/no-such-frontier" "$obf" > /dev/null 2> "$tmp/missing.err" || status=$?
cat "$tmp/missing.err"
[ "$status" -eq 2 ]
grep -q "no program at $tmp/no-such-frontier: give --frontier PATH" "$tmp/missing.err"
echo ok
