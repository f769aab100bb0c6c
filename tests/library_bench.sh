#!/bin/sh
# A search through libfrontier gives the node counts of `frontier bench`:
# every bench position searched with the public API at the bench's depth
# (tests/library/bench_search) finds the bench's move, score and nodes.
set -eu
build=${FRONTIER_BUILDDIR:?the build tree}
depth=${1:-10}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$FRONTIER" bench "$depth" > "$tmp/bench"
grep '^ *[0-9][0-9]* [-XO]\{64\} [XO] ' "$tmp/bench" > "$tmp/positions"
test "$(wc -l < "$tmp/positions")" -ge 10
"$build/tests/library/bench_search" "$depth" < "$tmp/positions" > "$tmp/library"
cat "$tmp/library"
test "$(wc -l < "$tmp/library")" -eq "$(wc -l < "$tmp/positions")"
# The same total as the bench's, so that no position went unread.
total=$(awk '{ sum += $4 } END { print sum }' "$tmp/library")
grep -q "^Nodes searched  : $total\$" "$tmp/bench"
