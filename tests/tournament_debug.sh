#!/bin/sh
# The tournament runner's engine-I/O log (--debug FILE): every line to and
# from each engine, with its time, game and engine, in one file or a file
# a game ({game} in the name); what an engine said before it lost by a
# crash is there too.
set -eu
# shellcheck source=tests/tournament_setup.sh
. "${TESTS_SRCDIR:-tests}/tournament_setup.sh"

python3 "$runner" --engine "name=a cmd='python3 $recorder $work/a.in $frontier'" \
    --engine "name=nb proto=nboard cmd='$frontier --protocol=nboard'" --openings "$work/openings.txt" \
    --tc depth=1 --debug "$work/io.log" --ggf "$work/games.ggf" 2> /dev/null > /dev/null
python3 "$runner" --frontier "$frontier" --engine name=a --engine "name=bad cmd='python3 $src/data/bad_engine.py crash'" \
    --openings "$work/openings.txt" --tc depth=1 --debug "$work/game-{game}.log" > /dev/null 2>&1
python3 - "$work" <<'PY'
import re, sys
work = sys.argv[1]
line_form = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z game ([12]) (a|nb) ([<>]) (.*)$")
games = {"1": [], "2": []}
for line in open(work + "/io.log").read().splitlines():
    if line.startswith("# game "):
        continue
    m = line_form.match(line)
    assert m, line
    games[m.group(1)].append(m.groups()[1:])
for number, lines in games.items():
    assert any(n == "a" and w == ">" and t.startswith("go depth 1") for n, w, t in lines), number
    assert any(n == "a" and w == "<" and t.startswith("bestmove ") for n, w, t in lines), number
    assert any(n == "nb" and w == ">" and t.startswith("set game (;GM[Othello]") for n, w, t in lines), number
    assert any(n == "nb" and w == "<" and t.startswith("=== ") for n, w, t in lines), number
# Every line the recorder saw the runner send is in the log, in order,
# but the quit after the last game.
sent = [l.rstrip("\n") for l in open(work + "/a.in")]
logged = [t for g in ("1", "2") for n, w, t in games[g] if n == "a" and w == ">"]
assert logged == sent[:len(logged)] and len(sent) - len(logged) <= 1, (logged[-3:], sent[-3:])
for number in ("0001", "0002"):
    text = open("%s/game-%s.log" % (work, number)).read()
    assert " bad > " in text and " bad < " in text and " a > " in text, text[:500]
print("debug log: %d lines of two games, every line sent to engine a and the answers" %
      sum(len(l) for l in games.values()))
PY
