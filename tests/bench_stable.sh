#!/bin/sh
# The bench is a signature of the search: two runs of the same binary
# search the same number of nodes.
set -eu
frontier=${FRONTIER:-protocol/frontier}
first=$("$frontier" bench 5 | grep 'Nodes searched')
second=$("$frontier" bench 5 | grep 'Nodes searched')
echo "run 1: $first"
echo "run 2: $second"
[ -n "$first" ] && [ "$first" = "$second" ]
