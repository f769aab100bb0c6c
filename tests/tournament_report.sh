#!/bin/sh
# The tournament runner's picture of a match (--report FILE): an SVG (or an
# HTML page holding it) rewritten after each game, with the score and Elo
# and their intervals, the SPRT's ratio and bounds, each engine's time per
# move, axes labelled; rendered by rsvg-convert (librsvg2-bin; skipped, 77,
# without it) to a PNG of many colours, not a blank page.
set -eu
tournament_openings=2
# shellcheck source=tests/tournament_setup.sh
. "${TESTS_SRCDIR:-tests}/tournament_setup.sh"

# The report of a game or more, seen before the match ends: the slow
# engine holds its moves of the second game on until the test has seen it
# (or gives up, when the match is let go and stopped).
match=
trap 'touch "$work/seen"; if [ -n "$match" ]; then kill "$match" 2> /dev/null || :; fi; rm -rf "$work"' EXIT
python3 "$runner" --frontier "$frontier" --engine name=fast \
    --engine "name=slow cmd='python3 $recorder $work/slow.in --hold $work/seen $frontier'" \
    --openings "$work/openings.txt" --tc depth=2 --sprt 0,100,0.1,0.1 --report "$work/match.svg" \
    > /dev/null 2>&1 &
match=$!
tries=0
until grep -qs '>fast against slow: [123] of 4 games<' "$work/match.svg" || [ "$tries" -gt 1200 ]; do
    tries=$((tries + 1))
    sleep 0.05
done
grep -q '>fast against slow: [123] of 4 games<' "$work/match.svg"
touch "$work/seen"
wait "$match"
match=
python3 - "$work/match.svg" <<'PY'
import sys
import xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
texts = [t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text")]
assert "fast against slow: 4 of 4 games" in texts, texts[:3]
for needed in ("games played", "score (%)", "Elo difference", "log-likelihood ratio", "move number (of the game)",
               "Score of fast against slow, 95% interval", "95% interval", "LLR"):
    assert needed in texts, (needed, texts)
assert any(t.startswith("upper bound 2.20: H1 (Elo 100) accepted") for t in texts), texts
assert any(t.endswith("a move") for t in texts) and any(t.startswith("slow (") for t in texts), texts
lines = [p for p in root.iter("{http://www.w3.org/2000/svg}polyline")]
assert len(lines) >= 6, len(lines)
print("report: rewritten as the games came in; every panel labelled")
PY

# The HTML page holds the same picture.
python3 "$runner" --frontier "$frontier" --engine name=a --engine name=b --engine "name=c depth=1" \
    --openings "$work/openings.txt" --rounds 1 --tc depth=1 --report "$work/match.html" > /dev/null 2>&1
grep -q '^<!DOCTYPE html>' "$work/match.html"
grep -q '>a against the others: 6 of 6 games<' "$work/match.html"
grep -q '>no SPRT in this match (--sprt)<' "$work/match.html"

if ! command -v rsvg-convert > /dev/null; then
    echo "rsvg-convert missing (Debian's librsvg2-bin): the report is not rendered"
    exit 77
fi
rsvg-convert "$work/match.svg" -o "$work/match.png"
python3 - "$work/match.png" "$src" <<'PY'
import sys
sys.path.insert(0, sys.argv[2])
from png_pixels import pixels
width, height, rgb = pixels(sys.argv[1])
colours = set(rgb)
assert width >= 800 and height >= 600 and len(colours) >= 8, (width, height, len(colours))
# Not one colour nearly everywhere: a twentieth of the pixels at least are not white.
white = sum(1 for p in rgb if p == (255, 255, 255))
assert white < 0.95 * len(rgb), (white, len(rgb))
print("report: rendered, %dx%d, %d colours" % (width, height, len(colours)))
PY
