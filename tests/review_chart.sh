#!/bin/sh
# frontier analyze --svg: the chart renders (rsvg-convert, from Debian's
# librsvg2-bin; skipped without it) to a PNG that is not blank: the
# curve's colour, a blunder's and a mistake's are all painted, among many
# colours. The SVG names the players, the point of view and both axes.
set -eu
frontier=${FRONTIER:-protocol/frontier}
srcdir=${TESTS_SRCDIR:-tests}
command -v rsvg-convert > /dev/null 2>&1 || { echo "no rsvg-convert (apt-get install librsvg2-bin)"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$frontier" analyze --depth 4 --solve 12 --svg "$tmp/chart.svg" "$srcdir/data/sgf-main-line.sgf" > /dev/null
for text in 'Random black' 'Random white' "Black's point of view" 'move number' 'discs, Black minus White'; do
    grep -q "$text" "$tmp/chart.svg" || { echo "the chart lacks '$text'"; exit 1; }
done
rsvg-convert "$tmp/chart.svg" -o "$tmp/chart.png"
python3 - "$tmp/chart.png" "$srcdir" <<'PY'
import sys
sys.path.insert(0, sys.argv[2])
from png_pixels import pixels

width, height, rgb = pixels(sys.argv[1])
assert width >= 600 and height >= 300, (width, height)
colours = set(rgb)
print(f"{width}x{height}, {len(colours)} colours")
assert len(colours) >= 16, len(colours)
for name, want in (("curve", (0x1f, 0x4e, 0x79)), ("blunder", (0xd6, 0x27, 0x28)), ("mistake", (0xf2, 0x8e, 0x2b))):
    assert want in colours, f"no {name} colour painted"
white = sum(1 for p in rgb if p == (255, 255, 255))
assert white < 0.95 * len(rgb), "the chart is nearly blank"
PY
echo "review_chart: ok"
