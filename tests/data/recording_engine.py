#!/usr/bin/env python3
"""Stands between the tournament runner and an engine, for the runner's
tests: every line the runner sends is appended to LOG before the engine
gets it, so a test can check what the runner told the engine (its time
control, its clocks). With --delay SECS, each request for a move (UOI and
NBoard `go`, GTP `genmove`) reaches the engine that much later, so the
engine's side uses up its clock. With --hold FILE, the move requests of
the second game on (after the second UOI `newgame` or GTP `clear_board`)
wait until FILE exists, so that a test sees the match between its first
and second games for as long as it needs, then lets it go on at full
speed.

usage: recording_engine.py LOG [--delay SECS] [--hold FILE] COMMAND [ARG...]"""
import os
import subprocess
import sys
import time


def is_move_request(line):
    words = line.split()
    if words and words[0].isdigit():  # a GTP command id
        words = words[1:]
    return bool(words) and words[0] in ("go", "genmove")


def is_new_game(line):
    words = line.split()
    if words and words[0].isdigit():
        words = words[1:]
    return bool(words) and words[0] in ("newgame", "clear_board")


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        sys.exit(__doc__)
    log_path = args.pop(0)
    delay = 0.0
    hold = None
    while args and args[0] in ("--delay", "--hold") and len(args) > 2:
        if args[0] == "--delay":
            delay = float(args[1])
        else:
            hold = args[1]
        args = args[2:]
    games = 0
    parent = os.getppid()
    engine = subprocess.Popen(args, stdin=subprocess.PIPE, text=True, bufsize=1)
    with open(log_path, "a", encoding="ascii") as log:
        for line in sys.stdin:
            log.write(line)
            log.flush()
            games += is_new_game(line)
            if delay and is_move_request(line):
                time.sleep(delay)
            # Polled: the runner waits on this engine meanwhile, and the
            # test makes the file as soon as it has seen what it needs. A
            # runner gone (this process handed to another parent) ends the
            # hold too, so that a failed test leaves nothing behind.
            while (hold and games >= 2 and is_move_request(line) and not os.path.exists(hold)
                   and os.getppid() == parent):
                time.sleep(0.02)
            try:
                engine.stdin.write(line)
                engine.stdin.flush()
            except (BrokenPipeError, OSError):
                break
    try:
        engine.stdin.close()
    except (BrokenPipeError, OSError):
        pass
    sys.exit(engine.wait())


if __name__ == "__main__":
    main()
