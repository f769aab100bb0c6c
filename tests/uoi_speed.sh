#!/bin/sh
# UOI's info lines give a speed only where there is one: a search under a
# millisecond (time 0) has no nps, never "nps 0 time 0", and a line with
# nps has a time above 0. Depths 1 to 3 take well under a millisecond, so
# time 0 lines come on any machine; a loaded one only makes some slower.
set -eu
frontier=${FRONTIER:-protocol/frontier}
out=$(printf 'go depth 3\nwait\ngo depth 1\nwait\nquit\n' | "$frontier" --protocol=uoi)
printf '%s\n' "$out"
printf '%s\n' "$out" | awk '
    /^info / {
        lines++
        time = -1; nps = -1
        for (i = 2; i < NF; i++) {
            if ($i == "time") time = $(i + 1)
            if ($i == "nps") nps = $(i + 1)
        }
        if (time < 0) { print "FAIL: no time: " $0; bad++ }
        else if (nps >= 0 && time == 0) { print "FAIL: a speed without time: " $0; bad++ }
        else if (nps < 0 && time > 0) { print "FAIL: no speed with time " time ": " $0; bad++ }
    }
    END {
        if (lines < 4) { print "FAIL: " lines " info lines"; bad++ }
        exit bad > 0
    }'
echo "PASS: nps only with a time"
