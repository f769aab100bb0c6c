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
python3 - "$tmp/chart.png" <<'PY'
import struct, sys, zlib

def pixels(path):
    """The RGB pixels of an 8-bit, non-interlaced RGB or RGBA PNG."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, (depth, colour, interlace)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    size = 4 if colour == 6 else 3
    raw, stride = zlib.decompress(idat), width * size
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - size] if i >= size else 0
            b, c = prev[i], prev[i - size] if i >= size else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, [tuple(r[x * size:x * size + 3]) for r in rows for x in range(width)]

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
