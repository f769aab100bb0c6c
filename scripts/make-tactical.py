#!/usr/bin/env python3
"""Builds a tactical suite for the search tests: random positions with
EMPTIES empty squares whose best move is unique, proven by an exact solve
(frontier `go solve`) of every legal move.

Prints lines `<64 squares a1..h8> <b|w> <best move> <exact score>`, the
score in discs for the side to move. Positions where the side to move must
pass, or with a single legal move, are skipped.

usage: scripts/make-tactical.py [--count N] [--empties E] [--seed S] [--frontier PATH]
(--frontier: default protocol/frontier of this script's build tree)
"""
import argparse
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tournament_lib.frontier import add_frontier_option, check_frontier  # noqa: E402

DIRS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def flips(board, me, sq):
    """Squares turned by `me` playing sq (index row*8+col) on a list board."""
    if board[sq] != ".":
        return []
    them = "O" if me == "X" else "X"
    r0, c0 = divmod(sq, 8)
    out = []
    for dr, dc in DIRS:
        r, c, line = r0 + dr, c0 + dc, []
        while 0 <= r < 8 and 0 <= c < 8 and board[r * 8 + c] == them:
            line.append(r * 8 + c)
            r, c = r + dr, c + dc
        if line and 0 <= r < 8 and 0 <= c < 8 and board[r * 8 + c] == me:
            out += line
    return out


def legal(board, me):
    return [sq for sq in range(64) if flips(board, me, sq)]


def play(board, me, sq):
    b = list(board)
    for t in flips(board, me, sq) + [sq]:
        b[t] = me
    return b


def name(sq):
    return "abcdefgh"[sq % 8] + str(sq // 8 + 1)


def other(me):
    return "O" if me == "X" else "X"


class Engine:
    def __init__(self, path):
        self.p = subprocess.Popen([path, "--protocol=uoi"], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)

    def solve(self, board, me):
        """Exact score in discs for `me` to move (who has a legal move)."""
        side = "b" if me == "X" else "w"
        self.p.stdin.write(f"position board {''.join(board).replace('.', '-')} {side}\ngo solve\nwait\n")
        self.p.stdin.flush()
        score = None
        while True:
            line = self.p.stdout.readline()
            if not line or line.startswith("error"):
                raise RuntimeError(line.strip() or "engine ended")
            w = line.split()
            if w[0] == "info" and "disc" in w:
                score = int(w[w.index("disc") + 1])
            if w[0] == "bestmove":
                return score

    def close(self):
        self.p.stdin.write("quit\n")
        self.p.stdin.flush()
        self.p.wait()


def value(engine, board, me):
    """Exact score for `me` to move, passes and game ends included."""
    if legal(board, me):
        return engine.solve(board, me)
    if legal(board, other(me)):
        return -engine.solve(board, other(me))
    mine, theirs = board.count(me), board.count(other(me))
    empty = 64 - mine - theirs
    return mine - theirs + (empty if mine > theirs else -empty if mine < theirs else 0)


def random_position(rng, empties):
    board = ["."] * 64
    board[27], board[28], board[35], board[36] = "O", "X", "X", "O"
    me = "X"
    while board.count(".") > empties:
        moves = legal(board, me)
        if not moves:
            if not legal(board, other(me)):
                return None, None
            me = other(me)
            continue
        board = play(board, me, rng.choice(moves))
        me = other(me)
    return board, me


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=30)
    ap.add_argument("--empties", type=int, default=12)
    ap.add_argument("--seed", type=int, default=12)
    add_frontier_option(ap, "the binary")
    args = ap.parse_args()
    check_frontier(ap, args.frontier)
    rng = random.Random(args.seed)
    engine = Engine(args.frontier)
    made = 0
    while made < args.count:
        board, me = random_position(rng, args.empties)
        if board is None:
            continue
        moves = legal(board, me)
        if len(moves) < 2:
            continue
        scores = {sq: -value(engine, play(board, me, sq), other(me)) for sq in moves}
        best = max(scores.values())
        winners = [sq for sq in moves if scores[sq] == best]
        if len(winners) != 1:
            continue
        squares = "".join(board).replace(".", "-")
        print(f"{squares} {'b' if me == 'X' else 'w'} {name(winners[0])} {best}", flush=True)
        made += 1
    engine.close()


if __name__ == "__main__":
    main()
