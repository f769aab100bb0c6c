#!/usr/bin/env python3
"""A stand-in NBoard engine for the tournament runner's tests that reads
clocks the strict way, as NTest does: a GGF time is
[[days.]hours:]minutes:seconds of whole fields (29.5 is 29 days and 5
hours), the game's clock is TI[] (or TB[]/TW[]), and the engine counts its
own clock from it, less the times of its moves in the move list
(B[F5//1.25]), plus the increment for each. It thinks a twentieth of the
clock it believes it has, then plays its first legal move; a time it
cannot read ends it with status 1. Each `go` appends "SIDE BELIEVED_MS" to
LOG, so a test can compare that with the clock the runner kept.

usage: strict_nboard_engine.py LOG"""
import re
import sys
import time

DIRECTIONS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]


def strict_time(text):
    """Seconds of a GGF time; exits on anything else."""
    fields = re.fullmatch(r"(?:(\d+)\.)?(\d+(?::\d+){0,2})", text)
    if not fields:
        sys.exit("strict_nboard_engine: unreadable GGF time %r" % text)
    days = int(fields.group(1) or 0)
    parts = [int(p) for p in fields.group(2).split(":")]
    if fields.group(1) is not None:
        # After days. the next field is hours, as NTest reads it.
        parts += [0] * (3 - len(parts))
    parts = [0] * (3 - len(parts)) + parts
    return ((days * 24 + parts[0]) * 60 + parts[1]) * 60 + parts[2]


def clock_of(text):
    """Main seconds and increment of a TI/TB/TW value."""
    main, _, rest = text.partition("/")
    inc = rest.partition("/")[0]
    return strict_time(main), strict_time(inc) if inc else 0


def flips(board, square, colour):
    r, c = divmod(square, 8)
    found = []
    for dr, dc in DIRECTIONS:
        line = []
        rr, cc = r + dr, c + dc
        while 0 <= rr < 8 and 0 <= cc < 8 and board[rr * 8 + cc] == 1 - colour:
            line.append(rr * 8 + cc)
            rr, cc = rr + dr, cc + dc
        if line and 0 <= rr < 8 and 0 <= cc < 8 and board[rr * 8 + cc] == colour:
            found += line
    return found


def legal(board, colour):
    return [s for s in range(64) if board[s] is None and flips(board, s, colour)]


def parse_game(ggf):
    """(board, side to move, believed seconds left for the side to move or None)."""
    props = re.findall(r"([A-Z]+)\[([^]]*)\]", ggf)
    board, side, clocks = None, 0, {}
    spent, moves_made = [0.0, 0.0], [0, 0]
    for tag, value in props:
        if tag == "BO":
            squares = "".join(value.split()[1:-1]) if len(value.split()) > 2 else value.split()[1]
            board = [{"*": 0, "O": 1}.get(ch) for ch in squares[:64]]
            side = 0 if value.split()[-1] == "*" else 1
        elif tag in ("TI", "TB", "TW"):
            clocks[tag] = clock_of(value)
        elif tag in ("B", "W"):
            colour = 0 if tag == "B" else 1
            fields = value.split("/")
            if len(fields) > 2 and fields[2]:
                spent[colour] += float(fields[2])
            moves_made[colour] += 1
            move = fields[0].upper()
            if not move.startswith("PA"):
                square = (int(move[1]) - 1) * 8 + "ABCDEFGH".index(move[0])
                for s in flips(board, square, colour) + [square]:
                    board[s] = colour
            side = 1 - colour
    own = clocks.get("TB" if side == 0 else "TW", clocks.get("TI"))
    if own is None:
        return board, side, None
    main, inc = own
    return board, side, main - spent[side] + inc * moves_made[side]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    log = open(sys.argv[1], "a", encoding="ascii")  # pylint: disable=consider-using-with
    game = None
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            break
        if words[0] == "ping":
            print("pong " + words[1], flush=True)
        elif words[:2] == ["set", "game"]:
            game = parse_game(line.split(None, 2)[2])
        elif words[0] == "go" and game:
            board, side, left = game
            if left is not None:
                log.write("%s %d\n" % ("BW"[side], round(left * 1000)))
                log.flush()
                time.sleep(max(0.0, left) / 20)
            moves = legal(board, side)
            move = "PA" if not moves else "ABCDEFGH"[moves[0] % 8] + str(moves[0] // 8 + 1)
            print("=== %s/0.00/0.0" % move, flush=True)


if __name__ == "__main__":
    main()
