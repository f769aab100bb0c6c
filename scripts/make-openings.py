#!/usr/bin/env python3
"""Writes the most frequent openings of WTHOR games as move lists, one a
line (for scripts/tournament --openings): the first PLIES moves of every
game, counted, the COUNT most frequent kept, most frequent first.

usage: scripts/make-openings.py [--plies N] [--count N] WTHOR_FILES...
"""
import argparse
import collections
import struct
import sys

HEADER = 16
RECORD = 68


def game_moves(path):
    """Yields each game of a WTHOR file as a list of square names."""
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < HEADER:
        return
    count = struct.unpack_from("<I", data, 4)[0]
    for g in range(count):
        start = HEADER + g * RECORD + 8
        record = data[start:start + 60]
        if len(record) < 60:
            return
        moves = []
        for code in record:
            row, col = divmod(code, 10)
            if not (1 <= row <= 8 and 1 <= col <= 8):
                break
            moves.append("abcdefgh"[col - 1] + str(row))
        yield moves


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=4)
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    seen = collections.Counter()
    for path in args.files:
        for moves in game_moves(path):
            if len(moves) >= args.plies:
                seen["".join(moves[:args.plies])] += 1
    for line, _ in seen.most_common(args.count):
        sys.stdout.write(line + "\n")


if __name__ == "__main__":
    main()
