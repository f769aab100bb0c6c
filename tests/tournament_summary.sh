#!/bin/sh
# The tournament runner's defaults and summaries: --openings defaults to the
# shipped eight-move openings and a file it cannot read is one message; the
# game pairs are counted pentanomially (LL, LD, DD/WL, WD, WW) in the
# progress, the table and the JSON; an SPRT the rounds run out on says it is
# undecided; --help shows every default.
set -eu
# shellcheck source=tests/tournament_setup.sh
. "${TESTS_SRCDIR:-tests}/tournament_setup.sh"

status=0
python3 "$runner" --frontier "$frontier" --engine name=a --engine name=b --openings /nope > /dev/null \
    2> "$work/nope.err" || status=$?
test "$status" -eq 2
test "$(cat "$work/nope.err")" = "tournament: --openings /nope: cannot read it: No such file or directory"

python3 "$runner" --help > "$work/help"
python3 - "$work/help" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
options = text[text.index("\noptions:"):].split("\n\n")[0]
# Each option's help, its wrapped lines joined.
helps = dict((m.group(1), " ".join(m.group(0).split())) for m in re.finditer(
    r"\n  (?:-\w [^,\n]*, )?(--[\w-]+)[^\n]*(?:\n {10,}[^\n]*)*", options))
for name in ("--rounds", "--margin", "--timeout", "--seed", "--jobs", "--openings", "--tc"):
    assert "default" in helps[name], (name, helps[name])
assert "default data/openings/open8.txt" in helps["--openings"], helps["--openings"]
assert "rounds run out first" in helps["--sprt"], helps["--sprt"]
assert "milliseconds" in helps["--margin"] and "st=SECONDS" in helps["--tc"]
PY

# Three rounds of the shipped openings, each opening's two games a pair;
# an SPRT too wide to decide in them.
python3 "$runner" --frontier "$frontier" --engine "name=a depth=1" --engine "name=b depth=2" --rounds 3 \
    --sprt 0,5,0.05,0.05 --json "$work/pairs.json" > "$work/pairs.out" 2> "$work/pairs.log"
grep -q '^SPRT: undecided: the rounds ran out first (bounds -2.94, 2.94) (LLR ' "$work/pairs.out"
grep -q '^\[6/6\] a vs b: .* pairs [0-3] [0-3] [0-3] [0-3] [0-3]  LLR ' "$work/pairs.log"
python3 - "$work" "$src/../data/openings/open8.txt" <<'PY'
import json, sys
work, shipped = sys.argv[1], sys.argv[2]
data = json.load(open(work + "/pairs.json"))
games = data["games"]
openings = set(open(shipped).read().split())
assert len(games) == 6 and all(g["opening"] in openings for g in games), games
expected = [0] * 5
for first, second in zip(games[::2], games[1::2]):
    assert first["opening"] == second["opening"]
    half_points = 0
    for g in (first, second):
        lead = g["black_score"] if g["black"] == "a" else -g["black_score"]
        half_points += 2 if lead > 0 else 1 if lead == 0 else 0
    expected[half_points] += 1
names = ["LL", "LD", "DD/WL", "WD", "WW"]
assert data["pentanomial"] == dict(zip(names, expected)), (data["pentanomial"], expected)
line = [l for l in open(work + "/pairs.out") if l.startswith("game pairs of a")][0]
assert line.split(": ", 1)[1].strip() == ", ".join("%s %d" % p for p in zip(names, expected)), line
assert data["sprt"][0].startswith("undecided"), data["sprt"]
print("pairs: %s; SPRT undecided when the rounds ran out" % line.split(": ", 1)[1].strip())
PY
