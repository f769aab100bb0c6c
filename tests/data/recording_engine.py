#!/usr/bin/env python3
"""Stands between the tournament runner and an engine, for the runner's
tests: every line the runner sends is appended to LOG before the engine
gets it, so a test can check what the runner told the engine (its time
control, its clocks). With --delay SECS, each request for a move (UOI and
NBoard `go`, GTP `genmove`) reaches the engine that much later, so the
engine's side uses up its clock.

usage: recording_engine.py LOG [--delay SECS] COMMAND [ARG...]"""
import subprocess
import sys
import time


def is_move_request(line):
    words = line.split()
    if words and words[0].isdigit():  # a GTP command id
        words = words[1:]
    return bool(words) and words[0] in ("go", "genmove")


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        sys.exit(__doc__)
    log_path = args.pop(0)
    delay = 0.0
    if args[0] == "--delay":
        delay = float(args[1])
        args = args[2:]
    engine = subprocess.Popen(args, stdin=subprocess.PIPE, text=True, bufsize=1)
    with open(log_path, "a", encoding="ascii") as log:
        for line in sys.stdin:
            log.write(line)
            log.flush()
            if delay and is_move_request(line):
                time.sleep(delay)
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
