#!/usr/bin/env python3
"""A stand-in for zebra-gtp in tests: the GTP commands that
scripts/balanced-openings sends (with or without an id), and zebra-gtp's
--log line for each genmove, whose score is the side to move's disc count
less the other's (the depth is ignored): a score the test can recompute.
With --hang-after N it stops answering after N commands, as a hung
program would."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
from frontier_scripts.rules import Position, parse_square, square_name  # noqa: E402


def main():
    args = sys.argv[1:]
    log = open(args[args.index("--log") + 1], "a")
    hang_after = int(args[args.index("--hang-after") + 1]) if "--hang-after" in args else None
    pos = Position()
    for count, line in enumerate(sys.stdin):
        words = line.split()
        ident = words.pop(0) if words and words[0].isdigit() else ""
        if not words:
            continue
        if hang_after is not None and count >= hang_after:
            continue
        if words[0] == "quit":
            print("=%s\n" % ident, flush=True)
            return
        answer = ""
        if words[0] in ("protocol_version", "boardsize"):
            answer = "2" if words[0] == "protocol_version" else ""
        elif words[0] == "clear_board":
            pos = Position()
        elif words[0] == "play":
            pos.play(parse_square(words[2]))
        elif words[0] == "genmove":
            score = pos.count(pos.side) - pos.count(1 - pos.side)
            move = min(pos.moves())
            log.write("genmove %s: %s  1.0 ms  empties %d  depth 1  nodes 1  eval %+.2f\n"
                      % (words[1], square_name(move), pos.empties(), score))
            log.flush()
            answer = square_name(move)
        else:
            print("?%s unknown command\n" % ident, flush=True)
            continue
        print("=%s %s\n" % (ident, answer), flush=True)


if __name__ == "__main__":
    main()
