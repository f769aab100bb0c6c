#!/usr/bin/env python3
"""Writes the most frequent openings of WTHOR games as move lists, one a
line (for scripts/tournament --openings): the first PLIES moves of every
game, counted, the COUNT most frequent kept, most frequent first.

With --distinct, openings reaching the same position up to the board's
eight symmetries count as one (the most frequent move order is written), so
no two lines give the same games; with --min-games, only openings of that
many games or more are written.

usage: scripts/make-openings.py [--plies N] [--count N] [--min-games N]
                                [--distinct] WTHOR_FILES...
"""
import argparse
import collections
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tournament_lib.board import Position, parse_square  # noqa: E402

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


def symmetries():
    """The eight maps of a square index under the board's symmetries."""
    maps = []
    for flip_x in (False, True):
        for flip_y in (False, True):
            for swap in (False, True):
                table = []
                for sq in range(64):
                    x, y = sq % 8, sq // 8
                    if flip_x:
                        x = 7 - x
                    if flip_y:
                        y = 7 - y
                    if swap:
                        x, y = y, x
                    table.append(y * 8 + x)
                maps.append(table)
    return maps


def canonical(line, maps):
    """The position after a move list, the smallest of its symmetric images,
    with the side to move; None if a move is illegal."""
    pos = Position()
    try:
        for i in range(0, len(line), 2):
            if pos.must_pass():
                pos.play(None)
            pos.play(parse_square(line[i:i + 2]))
    except ValueError:
        return None
    cells = pos.squares()
    images = ("".join(cells[m[sq]] for sq in range(64)) for m in maps)
    return min(images) + str(pos.side)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=4)
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--min-games", type=int, default=1)
    parser.add_argument("--distinct", action="store_true",
                        help="one opening per position up to symmetry")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    seen = collections.Counter()
    for path in args.files:
        for moves in game_moves(path):
            if len(moves) >= args.plies:
                seen["".join(moves[:args.plies])] += 1
    ranked = seen.most_common()
    if args.distinct:
        maps = symmetries()
        games, first = collections.Counter(), {}
        for line, n in ranked:
            key = canonical(line, maps)
            if key is None:
                continue
            games[key] += n
            first.setdefault(key, line)
        ranked = [(first[key], n) for key, n in games.most_common()]
    written = 0
    for line, n in ranked:
        if n < args.min_games or written == args.count:
            break
        sys.stdout.write(line + "\n")
        written += 1


if __name__ == "__main__":
    main()
