#!/bin/sh
# The signature of the search and the solver, as Stockfish pins its bench:
# the node count of `frontier bench` and of exact solves of FFO #1-#19 on
# one thread. A change that moves either count updates the pin here in the
# same commit, whose message carries "Bench: <nodes>" (the bench's count).
set -eu
BENCH_NODES=598808
SOLVE_NODES=1545903
frontier=${FRONTIER:-protocol/frontier}
src=${TESTS_SRCDIR:-tests}
status=0
bench=$("$frontier" bench | sed -n 's/^Nodes searched *: *//p')
echo "bench: $bench nodes (pinned $BENCH_NODES)"
if [ "$bench" != "$BENCH_NODES" ]; then
    echo "the bench's node count moved: update BENCH_NODES in tests/signature.sh and say Bench: $bench in the commit"
    status=1
fi
solve=$("$frontier" solve --threads 1 --hash 16 "$src/data/fforum-1-19.obf" | sed -n 's/^total: .* \([0-9]*\) nodes, .*/\1/p')
echo "solve FFO #1-#19: $solve nodes (pinned $SOLVE_NODES)"
if [ "$solve" != "$SOLVE_NODES" ]; then
    echo "the solver's node count moved: update SOLVE_NODES in tests/signature.sh"
    status=1
fi
exit $status
