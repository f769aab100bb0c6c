#!/bin/sh
# Each engine's own time control in the tournament runner: an engine's
# depth=, nodes=, st= or tc= beats --each's, which beats --tc's, in every
# protocol; the usual forms (st=0.2, 60+0.6, 40/60) in seconds; a Level
# option that a time control would override is refused, not ignored.
set -eu
# shellcheck source=tests/tournament_setup.sh
. "${TESTS_SRCDIR:-tests}/tournament_setup.sh"

PYTHONPATH="$src/../scripts" python3 - <<'PY'
from frontier_scripts.time_control import Limits
def fields(text):
    l = Limits(text)
    return l.kind, l.value, l.increment, l.moves
assert fields("st=0.2") == ("movetime", 200, 0, 0)
assert fields("60+0.6") == ("clock", 60000, 600, 0) == fields("tc=60+0.6")
assert fields("40/60") == ("clock", 60000, 0, 40)
assert fields("clock=1500+10") == ("clock", 1500, 10, 0) and fields("movetime=20") == ("movetime", 20, 0, 0)
assert fields("depth=3") == ("depth", 3, 0, 0)
for bad in ("st=", "0/60", "60+", "depth=x", "speed=3", "-5"):
    try:
        Limits(bad)
        raise AssertionError(bad)
    except ValueError:
        pass
print("time controls: seconds in st=, tc= and bare clocks, MOVES/ and +INC")
PY

python3 "$runner" --help > "$work/help"
grep -q 'st=SECONDS' "$work/help" && grep -q 'beats --each' "$work/help"
grep -q '(default depth=4)' "$work/help"

# Each engine's go lines carry its own limit.
match() { # name, engine a's fields, engine b's fields, more options...
    name=$1 a=$2 b=$3
    shift 3
    rm -f "$work/a.in" "$work/b.in"
    python3 "$runner" --engine "name=a $a cmd='python3 $recorder $work/a.in $frontier'" \
        --engine "name=b $b cmd='python3 $recorder $work/b.in $frontier'" --openings "$work/openings.txt" \
        --margin 1500 --json "$work/$name.json" "$@" 2> "$work/$name.log"
}
gos() { # the engine's distinct go lines
    grep '^go ' "$work/$1.in" | sed 's/[wb]time [0-9]* //g' | sort -u | tr '\n' ';'
}
match own depth=1 "" --each depth=2 --tc depth=3
test "$(gos a)" = "go depth 1;"
test "$(gos b)" = "go depth 2;"
match nodes nodes=300 "" --tc depth=3
test "$(gos a)" = "go nodes 300;"
test "$(gos b)" = "go depth 3;"
match seconds "" tc=0.5+0.01 --each st=0.02
test "$(gos a)" = "go movetime 20;"
test "$(gos b)" = "go winc 10 binc 10;"
grep -q '^go wtime 500 btime 500 winc 10' "$work/b.in"
match moves tc=40/0.5 "" --tc 3/0.2
grep -q 'movestogo 40$' "$work/a.in" && grep -q 'movestogo 3$' "$work/b.in" && grep -q 'movestogo 1$' "$work/b.in"
python3 - "$work/own.json" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
assert {n: e["time_control"] for n, e in data["engines"].items()} == {"a": "depth=1", "b": "depth=2"}, data
assert all(g["reason"] == "game over" for g in data["games"]), data["games"]
PY
echo "own limits: per engine, then --each, then --tc, in the go lines"

# NBoard and GTP engines take theirs too.
rm -f "$work/nb.in" "$work/gtp.in"
python3 "$runner" --frontier "$frontier" \
    --engine "name=nb proto=nboard depth=1 cmd='python3 $recorder $work/nb.in $frontier --protocol=nboard'" \
    --engine "name=gtp proto=gtp st=0.05 cmd='python3 $recorder $work/gtp.in $frontier --protocol=gtp'" \
    --openings "$work/openings.txt" --tc depth=3 --margin 1500 --json "$work/protocols.json" 2> "$work/protocols.log"
test "$(grep '^set depth' "$work/nb.in" | sort -u)" = "set depth 1"
grep -q '^[0-9]* time_settings 0 0.05 1$' "$work/gtp.in"
echo "own limits: NBoard's set depth, GTP's byo-yomi"

# A Level that every go's depth overrides is refused with the fix.
status=0
python3 "$runner" --frontier "$frontier" --engine "name=L1 option.Level=1" --engine "name=L2 option.Level=2" \
    --openings "$work/openings.txt" --tc depth=2 > /dev/null 2> "$work/level.log" || status=$?
test "$status" -eq 2
grep -q 'option.Level=1 does nothing .* give the engine depth=1' "$work/level.log"
status=0
python3 "$runner" --frontier "$frontier" --engine "name=a depth=1 st=1" --engine name=b \
    --openings "$work/openings.txt" > /dev/null 2> "$work/two.log" || status=$?
test "$status" -eq 2
grep -q 'one time control an engine' "$work/two.log"
echo "refused: a Level the time control overrides, two time controls for one engine"
