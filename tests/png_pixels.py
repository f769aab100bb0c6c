"""The pixels of a PNG, for the tests that render a picture (the review's
chart, the tournament's report) and check that it is not blank: Python's
standard library has no image reader, and rsvg-convert writes 8-bit,
non-interlaced RGB or RGBA."""
import struct
import zlib


def _unfilter(kind, line, prior, step):
    for i, value in enumerate(line):
        a = line[i - step] if i >= step else 0
        b, c = prior[i], prior[i - step] if i >= step else 0
        if kind == 1:
            line[i] = (value + a) & 255
        elif kind == 2:
            line[i] = (value + b) & 255
        elif kind == 3:
            line[i] = (value + (a + b) // 2) & 255
        elif kind == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (value + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255


def pixels(path):
    """(width, height, the RGB tuples row by row) of the PNG at path."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "%s is not a PNG" % path
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, (depth, colour, interlace)
    step = 4 if colour == 6 else 3
    raw, stride = zlib.decompress(idat), width * step
    rgb, prior = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        line = bytearray(raw[start + 1:start + 1 + stride])
        _unfilter(raw[start], line, prior, step)
        rgb.extend(tuple(line[x:x + 3]) for x in range(0, stride, step))
        prior = line
    return width, height, rgb
