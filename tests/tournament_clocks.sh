#!/bin/sh
# The tournament runner's clocks for NBoard engines, as the NBoard GUI tells
# them: the game's clock in TI[] as GGF writes times (whole fields, never
# 29.5, which a strict reader takes for 29 days and 5 hours) and each move's
# time in the move list. A stand-in engine that reads them strictly (as
# NTest does) counts its clock from them and must believe what the runner
# keeps; Frontier in NBoard mode plays on them without losing on time; a
# clock GGF cannot hold is refused before any game.
set -eu
tournament_openings=2
# shellcheck source=tests/tournament_setup.sh
. "${TESTS_SRCDIR:-tests}/tournament_setup.sh"

# GGF times: whole fields, read back as written; decimals refused.
PYTHONPATH="$src/../scripts" python3 - <<'PY'
from frontier_scripts.ggf import ggf_time, parse_ggf_time
for ms, text in ((29000, "0:29"), (60000, "1:00"), (3600000, "1:00:00"), (90061000, "1.1:01:01")):
    assert ggf_time(ms) == text, (ms, ggf_time(ms))
    assert parse_ggf_time(text) == ms, (text, parse_ggf_time(text))
assert parse_ggf_time("15") == 15000
for bad in ("29.5", "1.5:00", "", "1:2:3:4"):
    try:
        parse_ggf_time(bad)
        raise AssertionError(bad)
    except ValueError:
        pass
try:
    ggf_time(1500)
    raise AssertionError("1.5 s in GGF")
except ValueError:
    pass
print("ggf times: whole fields both ways")
PY

# The strict stand-in against Frontier over UOI, each on a 1 s clock (the
# stand-in thinks a twentieth of what it believes it has left).
python3 "$runner" --frontier "$frontier" --engine name=uoi \
    --engine "name=strict proto=nboard cmd='python3 $src/data/recording_engine.py $work/strict.in python3 $src/data/strict_nboard_engine.py $work/believed'" \
    --openings "$work/openings.txt" --rounds 1 --tc 1 --margin 1000 --json "$work/strict.json" \
    --ggf "$work/strict.ggf" 2> "$work/strict.log"
python3 - "$work" <<'PY'
import json, re, sys
work = sys.argv[1]
games = json.load(open(work + "/strict.json"))["games"]
assert len(games) == 2 and all(g["reason"] == "game over" for g in games), games
for line in open(work + "/strict.in"):
    if line.startswith("set game "):
        assert "TI[0:01]" in line and "TB[" not in line and "TW[" not in line, line
# What the stand-in believed before each move: 1 s less the times of its
# own moves so far, as the runner recorded them.
expected = []
for record in open(work + "/strict.ggf"):
    side = "B" if re.search(r"PB\[strict\]", record) else "W"
    left = 1000.0
    for tag, value in re.findall(r"([BW])\[([^]]*)\]", record):
        fields = value.split("/")
        if tag == side and len(fields) > 2 and fields[2]:
            expected.append((side, round(left)))
            left -= float(fields[2]) * 1000
believed = [(l.split()[0], int(l.split()[1])) for l in open(work + "/believed")]
assert len(believed) == len(expected), (believed, expected)
assert all(s == t and abs(b - e) <= 1 for (s, b), (t, e) in zip(believed, expected)), (believed, expected)
assert any(b < 990 for _, b in believed)
print("strict NBoard reader: %d moves, each on the clock the runner kept" % len(believed))
PY

# Frontier itself in NBoard mode on the same clock.
python3 "$runner" --frontier "$frontier" --engine name=uoi --engine "name=nb proto=nboard" \
    --openings "$work/openings.txt" --rounds 1 --tc 1 --margin 1000 --json "$work/real.json" 2> "$work/real.log"
python3 - "$work/real.json" <<'PY'
import json, sys
games = json.load(open(sys.argv[1]))["games"]
assert len(games) == 2 and all(g["reason"] == "game over" for g in games), games
print("Frontier over NBoard: both games played out on a 1 s clock")
PY

# A clock of parts of a second, or refilled every so many moves, has no
# GGF form: refused before any game, with the reason.
for tc in clock=1500 0.5 40/60; do
    status=0
    python3 "$runner" --frontier "$frontier" --engine name=uoi --engine "name=nb proto=nboard" \
        --openings "$work/openings.txt" --rounds 1 --tc "$tc" > /dev/null 2> "$work/refused.log" || status=$?
    test "$status" -eq 2
    grep -q "proto=nboard cannot carry a clock" "$work/refused.log"
done
echo "refused: NBoard clocks GGF cannot hold"
